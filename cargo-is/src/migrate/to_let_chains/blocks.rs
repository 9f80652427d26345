//! `is::syntax! { ITEMS }` back to plain Rust: its items as the block lowers them (the
//! `#![is_syntax(…)]` options too), in place of the call, one indentation step out. A
//! pattern-type alias `BASE is PATTERN` stays as written in a block of its own.

use std::ops::Range;

use proc_macro2::{Delimiter, TokenStream, TokenTree};

use super::super::let_else::make_readable;
use super::super::print::{keeps_comments, print};
use super::super::readable::Piece;
use super::super::shapes::make_plain;
use super::{ToLetChains, UnitKind, first_line, is_calls, reads_as, tokens_in};
use crate::source::{indent_at, node_range};
use is_operator_syntax::for_tools;

impl ToLetChains<'_, '_, '_> {
    /// The block `mac`, standing at `whole` (its `;` too) with `attrs`, among items of `kind`.
    pub(super) fn syntax_block(
        &mut self,
        attrs: &[syn::Attribute],
        mac: &syn::Macro,
        whole: Range<usize>,
        kind: UnitKind,
    ) {
        let call = node_range(mac);
        let uses = is_calls(mac.tokens.clone()).len().max(1);
        if !attrs.is_empty() {
            return self.leave_alone(
                whole.start,
                "`is::syntax!` block with attributes of its own: they would have to go on each of its items",
                uses,
            );
        }
        let Some(tokens) = tokens_in(&self.raw, &call) else {
            return;
        };
        let lowered = match for_tools::lower_block(tokens.clone()) {
            Ok(lowered) => lowered,
            Err(errors) => {
                let why = errors
                    .first()
                    .map_or_else(String::new, |e| first_line(&e.to_string()));
                return self.leave_alone(
                    whole.start,
                    format!("the macro does not take this `is::syntax!` block as it is: {why}"),
                    uses,
                );
            }
        };
        let mut pieces = Piece::all(lowered, &self.index);
        if let Err(why) = make_plain(&mut pieces, &self.index, self.edition_2024) {
            return self.leave_alone(whole.start, format!("`is::syntax!` block: {why}"), uses);
        }
        make_readable(&mut pieces, &self.index, self.prelude);
        let written = &self.text[whole.clone()];
        let (outer, inner) = (
            indent_at(self.text, call.start),
            first_item_indent(self.text, &tokens),
        );
        let printed = format!(
            "{}{}",
            self.leading_comments(&tokens),
            print(&pieces, &self.index)
        );
        let printed = dedent(&printed, inner, outer);
        let aliases = alias_blocks(&pieces);
        if aliases > 0 {
            self.log.skip(
                whole.start,
                format!("{aliases} pattern-type alias(es) stay in `is::syntax!`: plain Rust has no pattern types, so the dependency on `is` stays too"),
            );
        }
        if printed == written {
            return;
        }
        if !keeps_comments(written, &printed) {
            return self.leave_alone(
                whole.start,
                "`is::syntax!` block: a comment between the tokens the lowering moves would be lost",
                uses,
            );
        }
        if !reads_as(kind, &printed) {
            return self.leave_alone(
                whole.start,
                "`is::syntax!` block: the lowering written back does not read as Rust (please report this)",
                uses,
            );
        }
        self.log
            .change(whole.start, "`is::syntax!` block → plain Rust items");
        self.edits.push(crate::source::Edit::new(whole, printed));
    }

    /// The comments between the block's inner attributes (or its `{`) and its first item,
    /// which no gap between two printed tokens holds, each line as written, and the line break
    /// after them.
    fn leading_comments(&self, call: &TokenStream) -> String {
        let Some((after, first)) = body_start(call) else {
            return String::new();
        };
        let gap = &self.text[after..first];
        let comments = gap.trim();
        if comments.is_empty() {
            return String::new();
        }
        format!("{comments}\n{}", indent_at(self.text, first))
    }
}

/// Where the `is::syntax!` calls in `text` (an item written back) start.
pub(super) fn syntax_blocks_in(text: &str) -> Vec<usize> {
    fn walk(stream: TokenStream, out: &mut Vec<usize>) {
        let tokens: Vec<TokenTree> = stream.into_iter().collect();
        for (i, token) in tokens.iter().enumerate() {
            let text_at = |k: usize| tokens.get(i + k).map(ToString::to_string);
            let call = ["is", ":", ":", "syntax", "!"]
                .iter()
                .enumerate()
                .all(|(k, word)| text_at(k).as_deref() == Some(word));
            if call {
                out.push(token.span().byte_range().start);
            }
            if let TokenTree::Group(group) = token {
                walk(group.stream(), out);
            }
        }
    }
    let mut out = Vec::new();
    if let Ok(tokens) = crate::source::tokens(text) {
        walk(tokens, &mut out);
    }
    out
}

/// How many aliases the lowering put in blocks of their own: made `{ … }` after a made `!`.
fn alias_blocks(pieces: &[Piece]) -> usize {
    let mut count = 0;
    for (k, piece) in pieces.iter().enumerate() {
        if let Piece::Group(group) = piece {
            let made_call = k > 0 && pieces[k - 1].is_made("!");
            count += usize::from(made_call && !group.source && group.delimiter == Delimiter::Brace);
            count += alias_blocks(&group.inner);
        }
    }
    count
}

/// In the block `call` (`PATH! { … }`): where its inner attributes (or its `{`) end, and where
/// its first item starts.
fn body_start(call: &TokenStream) -> Option<(usize, usize)> {
    let body = call.clone().into_iter().find_map(|token| match token {
        TokenTree::Group(group) => Some(group),
        _ => None,
    })?;
    let tokens: Vec<TokenTree> = body.stream().into_iter().collect();
    let mut after = body.span_open().byte_range().end;
    let mut i = 0;
    while let [
        TokenTree::Punct(hash),
        TokenTree::Punct(bang),
        TokenTree::Group(attr),
        ..,
    ] = &tokens[i..]
        && hash.as_char() == '#'
        && bang.as_char() == '!'
        && attr.delimiter() == Delimiter::Bracket
    {
        after = attr.span_close().byte_range().end;
        i += 3;
    }
    let first = tokens.get(i)?.span().byte_range().start;
    Some((after, first))
}

/// The indentation of the block's first item.
fn first_item_indent<'t>(text: &'t str, call: &TokenStream) -> &'t str {
    body_start(call).map_or("", |(_, first)| indent_at(text, first))
}

/// `text` with every line that starts with `inner` starting with `outer` instead: the block's
/// items one step out, where the call stood. A line inside a string literal stays as it is.
fn dedent(text: &str, inner: &str, outer: &str) -> String {
    if inner.len() <= outer.len() || !inner.starts_with(outer) {
        return text.to_owned();
    }
    let literals = multiline_literals(text);
    let mut out = String::with_capacity(text.len());
    let mut at = 0;
    while let Some(newline) = text[at..].find('\n').map(|n| at + n) {
        out.push_str(&text[at..=newline]);
        at = newline + 1;
        let in_literal = literals.iter().any(|range| range.contains(&newline));
        if !in_literal && text[at..].starts_with(inner) {
            out.push_str(outer);
            at += inner.len();
        }
    }
    out.push_str(&text[at..]);
    out
}

/// Where the literals of `text` that span lines stand.
fn multiline_literals(text: &str) -> Vec<Range<usize>> {
    fn walk(stream: TokenStream, out: &mut Vec<Range<usize>>) {
        for token in stream {
            match token {
                TokenTree::Group(group) => walk(group.stream(), out),
                TokenTree::Literal(literal) => {
                    let range = literal.span().byte_range();
                    if literal.to_string().contains('\n') {
                        out.push(range);
                    }
                }
                _ => {}
            }
        }
    }
    let mut out = Vec::new();
    if let Ok(tokens) = crate::source::tokens(text) {
        walk(tokens, &mut out);
    }
    out
}
