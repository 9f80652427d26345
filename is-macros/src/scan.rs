//! Stage 1 for `#[is_syntax]` items: find, on raw tokens, the few places whose meaning the
//! attribute changes (`if`/`while`/guard conditions holding an `is!`, `assert!`s with infix
//! `is`, statements that drop an `is!`, pattern-type aliases) and hand only those to syn and
//! the shared lowering. Everything else passes through token for token, and an `is!` in any
//! other position is left to expand on its own, to the same `bool`: parsing and printing whole
//! items with syn made `cargo check` four times slower than the hand-written code.

use proc_macro2::{Delimiter, Group, Ident, TokenStream, TokenTree};
use quote::quote;

use crate::analyze::{Scope, Session};
use crate::emit::MAX_DEPTH;
use crate::parse::{
    Name, any_deep, body_brace, deeper_than, ident_is, is_ident, is_macro_body, is_punct, name_at,
    operator_at,
};

/// One piece of the scan's output: one of the input's tokens, borrowed until a changed group
/// needs it, a new token, or a printed stream. A stream stays one: reading its trees back and
/// sending them again would be two more calls into the compiler, carrying every token.
enum Piece<'a> {
    Same(&'a TokenTree),
    New(TokenTree),
    Stream(TokenStream),
}

impl Piece<'_> {
    /// The piece with no borrow: for tokens the scan rewrote, which live only as long as it.
    fn owned(self) -> Piece<'static> {
        match self {
            Piece::Same(token) => Piece::New(token.clone()),
            Piece::New(token) => Piece::New(token),
            Piece::Stream(stream) => Piece::Stream(stream),
        }
    }
}

/// `pieces` appended to `stream`, the trees between two streams in one batch.
fn join(stream: &mut TokenStream, pieces: Vec<Piece<'_>>) {
    let mut trees = Vec::with_capacity(pieces.len());
    for piece in pieces {
        match piece {
            Piece::Same(token) => trees.push(token.clone()),
            Piece::New(token) => trees.push(token),
            Piece::Stream(printed) => {
                stream.extend(trees.drain(..));
                stream.extend(std::iter::once(printed));
            }
        }
    }
    stream.extend(trees);
}

/// What a group's tokens are.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Context {
    /// Module, `impl` or `trait` bodies, and the attribute's own item.
    Items,
    /// A block of statements.
    Block,
    /// The arms of a `match`.
    Arms,
    /// A call's or a macro's arguments, an array's elements, an index: `,`-separated
    /// expressions, each one of its own (in an `is::syntax!` block, a test in one is its value).
    Arguments,
    /// Anything else: arguments, fields, expressions.
    Other,
}

impl Session {
    /// The attribute's item (or `is::syntax!` items without infix `is`), conditions lowered.
    /// `item`'s trees are `tokens`; unchanged, `item` itself is the output (when there is
    /// one: rebuilding a stream from its trees is a call into the compiler).
    pub(crate) fn scan_item(
        &mut self,
        item: Option<TokenStream>,
        tokens: &[TokenTree],
    ) -> TokenStream {
        let edits = self.edits;
        let mut scanned = Vec::with_capacity(tokens.len());
        self.scan(tokens, Context::Items, &mut scanned);
        match item {
            Some(item) if self.edits == edits => item,
            _ => {
                let mut stream = TokenStream::new();
                join(&mut stream, scanned);
                stream
            }
        }
    }

    /// An `is::syntax!` chunk with every test from index `tests_from` on and every `is!`
    /// lowered by the scanner; `None`, the session put back as it was, when one stands where
    /// the scanner does not look (a `return`, a field, a `const`, a dropped statement, …), or
    /// the rewrite of infix `is` found a mistake or an `is` it leaves, for syn's way to lower
    /// the chunk instead.
    ///
    /// With `rewrite_levels`, `chunk` is as written, and the scan rewrites each level as it
    /// reads it: a rewrite of the whole chunk first read every group twice, which was half
    /// the block's cost. Without, `chunk` was rewritten whole already.
    pub(crate) fn scanned_chunk(
        &mut self,
        chunk: &[TokenTree],
        tests_from: usize,
        rewrite_levels: bool,
    ) -> Option<TokenStream> {
        let tests = self.tests.save(tests_from);
        let (errors, scopes, left) = (self.errors.len(), self.scopes.clone(), self.left_is_calls);
        (self.left_is, self.rewrite_failed, self.rewrite_levels) = (false, false, rewrite_levels);
        let scanned = if rewrite_levels {
            let (level, _) = self.read_level(chunk.to_vec(), chunk.iter().map(Name::of).collect());
            self.scan_item(None, &level)
        } else {
            self.scan_item(None, chunk)
        };
        self.rewrite_levels = false;
        let rewrite_sound = !self.rewrite_failed && !self.left_is && !self.too_deep_reported;
        if rewrite_sound && self.tests.all_taken(tests_from) && self.left_is_calls == left {
            return Some(scanned);
        }
        self.tests.restore(tests_from, tests);
        drop(self.errors.take_since(errors));
        self.scopes = scopes;
        self.left_is_calls = left;
        (self.left_is, self.rewrite_failed, self.too_deep_reported) = (false, false, false);
        None
    }

    /// A level the scan reads, and its identifiers' names: in an `is::syntax!` block with its
    /// infix `is` rewritten, its groups left to be rewritten as the scan reads them in turn.
    fn read_level(
        &mut self,
        mut tokens: Vec<TokenTree>,
        mut names: Vec<Option<Name>>,
    ) -> (Vec<TokenTree>, Vec<Option<Name>>) {
        // Most levels hold no `is` and no macro's tokens to walk: nothing to rewrite.
        let to_rewrite = self.rewrite_levels
            && (names
                .iter()
                .any(|name| matches!(name, Some(name) if name.as_str() == "is"))
                || (0..tokens.len()).any(|i| {
                    matches!(tokens[i], TokenTree::Group(_)) && is_macro_body(&tokens, i)
                }));
        if !to_rewrite {
            return (tokens, names);
        }
        let errors = self.errors.len();
        self.parser().rewrite_one_level(&mut tokens, &mut names);
        self.rewrite_failed |= self.errors.len() > errors;
        (tokens, names)
    }

    /// `tokens`, part of a level the scan read, about to go to the lowering whole or out
    /// unread: in an `is::syntax!` block, the groups in them rewritten too, if any held an
    /// infix `is`.
    fn rewritten_within(&mut self, tokens: &[TokenTree]) -> Option<Vec<TokenTree>> {
        if !self.rewrite_levels {
            return None;
        }
        let errors = self.errors.len();
        let rewritten = self.parser().rewrite_groups_in(tokens);
        self.rewrite_failed |= self.errors.len() > errors;
        rewritten
    }

    /// `lower` given `tokens`, in an `is::syntax!` block with their groups rewritten (see
    /// [`Session::rewritten_within`]). If it declines, the scan reads those groups itself and
    /// rewrites them again, so the tests this rewrite made are forgotten.
    fn lowered_whole<R>(
        &mut self,
        tokens: &[TokenTree],
        lower: impl FnOnce(&mut Self, &[TokenTree]) -> Option<R>,
    ) -> Option<R> {
        let tests = self.tests.count();
        let rewritten = self.rewritten_within(tokens);
        let lowered = lower(self, rewritten.as_deref().unwrap_or(tokens));
        if lowered.is_none() {
            self.tests.forget_since(tests);
        }
        lowered
    }

    /// `tokens` onto `out` unread; in an `is::syntax!` block, rewritten first, so that a test
    /// in them, which the scan does not lower, sends the chunk syn's way.
    fn pass_on<'a>(&mut self, tokens: &'a [TokenTree], out: &mut Vec<Piece<'a>>) {
        match self.rewritten_within(tokens) {
            Some(rewritten) => out.extend(rewritten.into_iter().map(Piece::New)),
            None => out.extend(tokens.iter().map(Piece::Same)),
        }
    }

    /// Scans `tokens` onto `out`. Slices, vectors and borrowed tokens throughout: each
    /// conversion between a `TokenStream` and its trees, and each copy or drop of a group, is
    /// a call into the compiler, so a stream is built only for a group that changed.
    fn scan<'a>(&mut self, tokens: &'a [TokenTree], context: Context, out: &mut Vec<Piece<'a>>) {
        // Each identifier's text, read once: comparing an `Ident` with a `&str` prints it.
        let names: Vec<Option<Name>> = tokens.iter().map(Name::of).collect();
        self.scan_named(tokens, &names, context, out);
    }

    /// [`Session::scan`] with the identifiers' names read already.
    fn scan_named<'a>(
        &mut self,
        tokens: &'a [TokenTree],
        names: &[Option<Name>],
        context: Context,
        out: &mut Vec<Piece<'a>>,
    ) {
        if context == Context::Arms {
            return self.arms(tokens, names, out);
        }
        let context = match context {
            Context::Arguments => Context::Other,
            other => other,
        };
        let name = |i: usize| name_at(names, i);
        // Where the current statement or item began, in `tokens` and in `out`, and which
        // item keywords it has had, which tell what a `{ … }` in it holds.
        // `start_edits`: the edits made before it, so that a statement the scan changed is
        // not lowered again as a whole.
        let (mut start, mut out_start, mut start_edits) = (0, 0, self.edits);
        let mut seen = Seen::default();
        let mut i = 0;
        while i < tokens.len() {
            let token = &tokens[i];
            let at_start = i == start;
            match name(i) {
                Some("let")
                    if self.syntax_block
                        && context == Context::Block
                        && at_start
                        && let Some(semi) = self.let_with_tested_value(tokens, i, out) =>
                {
                    out.push(Piece::Same(&tokens[semi]));
                    i = semi + 1;
                    (start, out_start, seen, start_edits) =
                        (i, out.len(), Seen::default(), self.edits);
                    continue;
                }
                Some("if" | "while")
                    if !after_path_separator(tokens, i)
                        && let Some(body) = body_brace(tokens, i + 1)
                        && let TokenTree::Ident(keyword) = token =>
                {
                    self.condition_at(keyword, &tokens[i + 1..body], out);
                    out.push(self.group(&tokens[body], Context::Block));
                    i = body + 1;
                    continue;
                }
                Some("match") if let Some(body) = body_brace(tokens, i + 1) => {
                    out.push(Piece::Same(token));
                    self.scan(&tokens[i + 1..body], Context::Other, out);
                    out.push(self.group(&tokens[body], Context::Arms));
                    i = body + 1;
                    continue;
                }
                Some("macro_rules") => {
                    // A macro's definition is its own: `$x` fragments are no Rust to lower.
                    let end = (i..tokens.len())
                        .find(|&j| matches!(&tokens[j], TokenTree::Group(_)))
                        .unwrap_or(tokens.len() - 1);
                    self.pass_on(&tokens[i..=end], out);
                    i = end + 1;
                    continue;
                }
                Some(macro_name) if let Some(args) = macro_args(tokens, i) => {
                    // `assert!(x is P)`: the one macro whose tokens may hold infix `is`.
                    let lowered = (matches!(macro_name, "assert" | "debug_assert")
                        && !self.nests_too_deep(std::slice::from_ref(&tokens[i + 2])))
                    .then(|| self.assert_tokens(&args.stream()))
                    .flatten();
                    let is_call = macro_name == "is";
                    out.extend(tokens[i..i + 2].iter().map(Piece::Same));
                    out.push(match lowered {
                        Some(stream) => {
                            self.edits += 1;
                            Piece::New(regroup(args, stream))
                        }
                        // An `is!` reads its own tokens. Any other macro's are scanned as
                        // expressions, so that `vec![if is!(x, Some(y)) { y } else { 0 }]`
                        // binds as it would outside; a macro whose tokens hold no condition
                        // with an `is!` gets them unchanged.
                        None if !is_call => {
                            // Not rewritten, as the rewrite leaves a macro's tokens (a keyword
                            // before `!(…)` names none): an `is` in them sends the chunk syn's way.
                            let levels = self.rewrite_levels;
                            self.rewrite_levels &= !is_macro_body(tokens, i + 2);
                            let piece = self.group(&tokens[i + 2], Context::Arguments);
                            self.rewrite_levels = levels;
                            piece
                        }
                        None => Piece::Same(&tokens[i + 2]),
                    });
                    i += 3;
                    let edits = self.edits;
                    if context == Context::Block && at_start && is_call {
                        self.statement(tokens, start, &mut i, out, out_start);
                    }
                    if is_call && self.edits == edits {
                        self.left_is_calls += 1;
                        if !after_path_separator(tokens, i - 3) {
                            self.left_call();
                        }
                    }
                    continue;
                }
                Some("type")
                    if context == Context::Items
                        && let Some(end) = tokens[i..]
                            .iter()
                            .position(|t| is_punct(t, ';'))
                            .map(|n| i + n)
                        && let Some(alias) = self.pattern_type_alias(&tokens[start..=end]) =>
                {
                    out.truncate(out_start);
                    out.push(Piece::Stream(self.pattern_type(&alias)));
                    self.edits += 1;
                    i = end + 1;
                    (start, out_start, seen, start_edits) =
                        (i, out.len(), Seen::default(), self.edits);
                    continue;
                }
                Some(keyword) => seen.note(keyword),
                None => {}
            }
            if is_punct(token, '#')
                && let Some(TokenTree::Group(attr)) = tokens.get(i + 1)
                && names_is_syntax(attr)
                && context != Context::Other
            {
                // An item with its own `#[is_syntax(…)]` expands with its own options.
                let end = (i + 2..tokens.len())
                    .find(|&j| ends_item(&tokens[j]))
                    .unwrap_or(tokens.len() - 1);
                self.pass_on(&tokens[i..=end], out);
                i = end + 1;
                (start, out_start, seen, start_edits) = (i, out.len(), Seen::default(), self.edits);
                continue;
            }
            match token {
                TokenTree::Group(group)
                    if seen.function
                        && !seen.parameters
                        && group.delimiter() == Delimiter::Parenthesis =>
                {
                    // A function's parameters are patterns and types: no condition stands
                    // there to lower (an `is!` in an array length expands on its own), and
                    // reading them cost a fifth of scanning a short function. An
                    // `is::syntax!` block still rewrites them, as an `is` may stand there.
                    seen.parameters = true;
                    self.pass_on(std::slice::from_ref(token), out);
                }
                TokenTree::Group(group) => {
                    let inner = match seen.context_of(group.delimiter(), context) {
                        // Not `(…)` as an operand: its tests bind into the chain around it.
                        Context::Other
                            if group.delimiter() == Delimiter::Bracket
                                || group.delimiter() == Delimiter::Parenthesis
                                    && crate::parse::ends_operand(tokens, i) =>
                        {
                            Context::Arguments
                        }
                        inner => inner,
                    };
                    out.push(self.group(token, inner));
                }
                other => out.push(Piece::Same(other)),
            }
            if ends_item(token) {
                (start, out_start, seen, start_edits) =
                    (i + 1, out.len(), Seen::default(), self.edits);
            }
            i += 1;
        }
        // A block's tail expression holding a rewritten `is`: its value. A tail the scan
        // changed (a condition lowered in it) is not lowered again: a test left in it sends
        // the block syn's way.
        if context == Context::Block
            && start < tokens.len()
            && self.edits == start_edits
            && let Some(value) = self.value_tokens(&tokens[start..], true)
        {
            out.truncate(out_start);
            out.extend(value);
        }
    }

    /// `tokens`, an item `type …;`, as a pattern-type alias, if it is one.
    fn pattern_type_alias(&mut self, tokens: &[TokenTree]) -> Option<syn::ItemType> {
        if self.nests_too_deep(tokens) {
            return None;
        }
        self.lowered_whole(tokens, |_, tokens| {
            let alias = syn::parse2::<syn::ItemType>(tokens.iter().cloned().collect()).ok()?;
            crate::pattern_type::is_pattern_type(&alias).then_some(alias)
        })
    }

    /// `let PAT = EXPR;` whose `EXPR` holds a rewritten `is` at its top, in an `is::syntax!`
    /// block: all but the `;` onto `out`, the value lowered; the index of the `;`.
    fn let_with_tested_value<'a>(
        &mut self,
        tokens: &'a [TokenTree],
        at: usize,
        out: &mut Vec<Piece<'a>>,
    ) -> Option<usize> {
        let semi = (at..tokens.len()).find(|&j| is_punct(&tokens[j], ';'))?;
        let eq = (at..semi).find(|&j| operator_at(tokens, j).0 == "=")?;
        let value = self.value_tokens(&tokens[eq + 1..semi], false)?;
        self.scan(&tokens[at..=eq], Context::Other, out);
        out.extend(value);
        Some(semi)
    }

    /// Whether `tokens` hold, at their top level, a test the lowering takes in an
    /// `is::syntax!` block, so that they are the expression it belongs to.
    fn tested_here(&self, tokens: &[TokenTree]) -> bool {
        self.syntax_block && (0..tokens.len()).any(|i| self.lowered_at(tokens, i))
    }

    /// Whether `tokens[i]` starts what the lowering takes: an `is!` call, or in an
    /// `is::syntax!` block a rewritten `is` (a test marker). In a block an `is!` call is lowered
    /// where it stands, as syn's way lowers them all: the block's user need not import it.
    fn lowered_at(&self, tokens: &[TokenTree], i: usize) -> bool {
        let TokenTree::Ident(ident) = &tokens[i] else {
            return false;
        };
        // Both are called, `is!(…)` and `MARKER_n!()`: the `!` first, as a name costs a print.
        if !matches!(tokens.get(i + 1), Some(bang) if is_punct(bang, '!')) {
            return false;
        }
        let name = ident.to_string();
        name == "is" || self.syntax_block && self.tests.is_marker_name(&name)
    }

    /// `tokens`, one expression with a test at its top, lowered as a value; `None` if they hold
    /// no such test (in an `is::syntax!` block) or do not read as one expression.
    /// In `statement` position (a block's tail, an arm's body) a leading `if … { true } else
    /// { false }` would end the expression there, so the printer parenthesises it.
    /// The short way's tokens come as trees, to join the trees around them in one stream.
    fn value_tokens(
        &mut self,
        tokens: &[TokenTree],
        statement: bool,
    ) -> Option<Vec<Piece<'static>>> {
        if !self.tested_here(tokens) {
            return None;
        }
        self.lowered_whole(tokens, |this, tokens| {
            if !statement && let Some(value) = this.short_value(tokens, false) {
                this.edits += 1;
                return Some(value.into_iter().map(Piece::New).collect());
            }
            let expr = crate::parse::expr_tree(tokens, &this.tests, this.depth).ok()?;
            let value = this.lowered(expr);
            this.edits += 1;
            Some(vec![Piece::Stream(if statement {
                quote::ToTokens::into_token_stream(syn::Stmt::Expr(value, None))
            } else {
                quote::ToTokens::into_token_stream(value)
            })])
        })
    }

    /// The `,`-separated elements of a `(…)` or `[…]` group, those holding a rewritten `is`
    /// lowered as values, the others scanned.
    fn elements<'a>(&mut self, tokens: &'a [TokenTree], out: &mut Vec<Piece<'a>>) {
        let mut rest = tokens;
        loop {
            let end = crate::parse::first_comma(rest).unwrap_or(rest.len());
            let element = &rest[..end];
            match self.value_tokens(element, false) {
                Some(value) => out.extend(value),
                None => self.scan(element, Context::Other, out),
            }
            let Some(comma) = rest.get(end) else {
                return;
            };
            out.push(Piece::Same(comma));
            rest = &rest[end + 1..];
        }
    }

    /// `is!(…) …;` at the start of a statement: its value is dropped.
    fn statement<'a>(
        &mut self,
        tokens: &'a [TokenTree],
        start: usize,
        i: &mut usize,
        out: &mut Vec<Piece<'a>>,
        out_start: usize,
    ) {
        let Some(semi) = tokens[start..]
            .iter()
            .position(|t| is_punct(t, ';'))
            .map(|n| start + n)
        else {
            return;
        };
        if self.nests_too_deep(&tokens[start..semi]) {
            return;
        }
        let span = tokens[start].span();
        let lowered = self.lowered_whole(&tokens[start..semi], |this, tokens| {
            this.dropped_tokens(tokens.iter().cloned().collect(), span)
        });
        if let Some(lowered) = lowered {
            self.edits += 1;
            out.truncate(out_start);
            out.push(Piece::Stream(lowered));
            *i = semi + 1;
        }
    }

    /// `if COND` or `while COND`, lowered when the condition holds an `is!`.
    fn condition_at<'a>(
        &mut self,
        keyword: &Ident,
        cond: &'a [TokenTree],
        out: &mut Vec<Piece<'a>>,
    ) {
        if let Some(rewritten) = self.rewritten_within(cond) {
            // Rewritten whole: the scan takes its groups as they are.
            let levels = std::mem::replace(&mut self.rewrite_levels, false);
            let mut pieces = Vec::new();
            self.condition_in(keyword, &rewritten, &mut pieces);
            self.rewrite_levels = levels;
            out.extend(pieces.into_iter().map(|piece| piece.owned()));
        } else {
            self.condition_in(keyword, cond, out);
        }
    }

    /// [`Session::condition_at`] once the condition is rewritten.
    fn condition_in<'a>(
        &mut self,
        keyword: &Ident,
        cond: &'a [TokenTree],
        out: &mut Vec<Piece<'a>>,
    ) {
        let mut span = keyword.span();
        // No walk for the depth here: what lowers the condition keeps its own count, or walks
        // before syn's parser sees the tokens.
        // The short way's let-chain as trees, else the tree's way's as a stream.
        let lowered: Option<Vec<Piece<'a>>> =
            if any_deep(cond, |level, i| self.lowered_at(level, i)) {
                match self.short_condition(cond, &mut span) {
                    Some(chain) => Some(chain.into_iter().map(Piece::New).collect()),
                    None => self
                        .condition_tokens(cond, &mut span)
                        .map(|lowered| vec![Piece::Stream(lowered)]),
                }
            } else {
                None
            };
        let mut keyword = keyword.clone();
        keyword.set_span(span);
        out.push(Piece::New(TokenTree::Ident(keyword)));
        match lowered {
            Some(lowered) => {
                self.edits += 1;
                out.extend(lowered);
            }
            None => self.scan(cond, Context::Other, out),
        }
    }

    /// A group's tokens scanned as `context`, in a scope of their own when they hold items or
    /// statements; a scope whose import of `is` served a consumed `is!` gets `is! { @used }`.
    fn group<'a>(&mut self, token: &'a TokenTree, context: Context) -> Piece<'a> {
        let TokenTree::Group(group) = token else {
            return Piece::Same(token);
        };
        if self.depth >= MAX_DEPTH {
            // Deeper than syn and this scan may recurse; the rest of the input still expands.
            self.report_too_deep(group.span());
            return Piece::Same(token);
        }
        self.depth += 1;
        let piece = self.group_tokens(token, group, context);
        self.depth -= 1;
        piece
    }

    /// [`Session::group`] within the depth limit: the group's tokens read and scanned.
    fn group_tokens<'a>(
        &mut self,
        token: &'a TokenTree,
        group: &Group,
        context: Context,
    ) -> Piece<'a> {
        let tokens: Vec<TokenTree> = group.stream().into_iter().collect();
        // Read once, for the rewrite, the scan and the look for an import.
        let names: Vec<Option<Name>> = tokens.iter().map(Name::of).collect();
        let (tokens, names) = self.read_level(tokens, names);
        let edits = self.edits;
        let scoped = matches!(context, Context::Block | Context::Items);
        if scoped {
            self.scopes.push(Scope::new(imports_is(&tokens, &names)));
        }
        let mut out = Vec::with_capacity(tokens.len());
        // Not where a closure stands: the `,` between its parameters separates no elements.
        if context == Context::Arguments
            && !tokens.iter().any(|token| is_punct(token, '|'))
            && self.tested_here(&tokens)
        {
            self.elements(&tokens, &mut out);
        } else {
            self.scan_named(&tokens, &names, context, &mut out);
        }
        let mut stream: TokenStream = TokenStream::new();
        if scoped && let Some(path) = self.scopes.pop().and_then(Scope::marker) {
            stream = quote!(#path! { @used });
            self.edits += 1;
        }
        if self.edits == edits {
            Piece::Same(token)
        } else {
            join(&mut stream, out);
            Piece::New(regroup(group, stream))
        }
    }

    /// Whether `tokens`, about to go to syn whole, nest too deep from where the scan is.
    fn nests_too_deep(&mut self, tokens: &[TokenTree]) -> bool {
        match deeper_than(tokens, self.depth) {
            Some(span) => {
                self.report_too_deep(span);
                true
            }
            None => false,
        }
    }

    fn report_too_deep(&mut self, span: proc_macro2::Span) {
        self.parser().nested_too_deep(span);
    }

    /// `PAT [if GUARD] => BODY,` …: guards are conditions, bodies are scanned.
    fn arms<'a>(
        &mut self,
        tokens: &'a [TokenTree],
        names: &[Option<Name>],
        out: &mut Vec<Piece<'a>>,
    ) {
        let name = |i: usize| name_at(names, i);
        let mut i = 0;
        while i < tokens.len() {
            // Plain loops, and the operator read only at a `=`: this looks at every token.
            let mut arrow = None;
            for j in i..tokens.len() {
                if is_punct(&tokens[j], '=') && operator_at(tokens, j).0 == "=>" {
                    arrow = Some(j);
                    break;
                }
            }
            let Some(arrow) = arrow else {
                self.scan_named(&tokens[i..], &names[i..], Context::Other, out);
                break;
            };
            let mut guard = None;
            for j in i..arrow {
                if name(j) == Some("if") {
                    guard = Some(j);
                    break;
                }
            }
            match guard {
                Some(if_at) => {
                    self.scan_named(&tokens[i..if_at], &names[i..if_at], Context::Other, out);
                    if let TokenTree::Ident(keyword) = &tokens[if_at] {
                        self.condition_at(keyword, &tokens[if_at + 1..arrow], out);
                    }
                }
                None => self.scan_named(&tokens[i..arrow], &names[i..arrow], Context::Other, out),
            }
            out.extend(tokens[arrow..arrow + 2].iter().map(Piece::Same));
            let body_start = arrow + 2;
            let body_end = arm_body_end(tokens, names, body_start);
            let comma = usize::from(body_end > body_start && is_punct(&tokens[body_end - 1], ','));
            let body = &tokens[body_start..body_end - comma];
            match self.value_tokens(body, true) {
                Some(value) => {
                    out.extend(value);
                    out.extend(tokens[body_end - comma..body_end].iter().map(Piece::Same));
                }
                None => self.scan_named(
                    &tokens[body_start..body_end],
                    &names[body_start..body_end],
                    Context::Block,
                    out,
                ),
            }
            i = body_end;
        }
    }
}

/// Where the arm body starting at `start` ends (after its `,`): a block-like body ends at its
/// last `{ … }` (an `if … else …` chain's, a `match`'s, a block's), anything else at a `,`.
fn arm_body_end(tokens: &[TokenTree], names: &[Option<Name>], start: usize) -> usize {
    let name = |i: usize| name_at(names, i);
    let block_like = match tokens.get(start) {
        Some(TokenTree::Group(group)) => group.delimiter() == Delimiter::Brace,
        _ => matches!(
            name(start),
            Some("if" | "match" | "loop" | "while" | "for" | "unsafe")
        ),
    };
    let mut j = start;
    while j < tokens.len() {
        if is_punct(&tokens[j], ',') {
            return j + 1;
        }
        if block_like
            && matches!(&tokens[j], TokenTree::Group(g) if g.delimiter() == Delimiter::Brace)
            && name(j + 1) != Some("else")
        {
            let after = j + 1;
            return if matches!(tokens.get(after), Some(t) if is_punct(t, ',')) {
                after + 1
            } else {
                after
            };
        }
        j += 1;
    }
    tokens.len()
}

/// The item keywords seen in a statement or item so far.
#[derive(Default)]
struct Seen {
    items: bool,
    function: bool,
    /// Whether the `(…)` after `fn` went by: its parameters.
    parameters: bool,
    data: bool,
}

impl Seen {
    fn note(&mut self, keyword: &str) {
        match keyword {
            "impl" | "trait" | "mod" => self.items = true,
            "fn" => self.function = true,
            "struct" | "enum" | "union" | "extern" => self.data = true,
            _ => {}
        }
    }

    /// What a group in this statement or item holds.
    fn context_of(&self, delimiter: Delimiter, context: Context) -> Context {
        if delimiter != Delimiter::Brace {
            Context::Other
        } else if self.items {
            Context::Items
        } else if self.function {
            Context::Block
        } else if self.data || context == Context::Items {
            Context::Other
        } else {
            Context::Block
        }
    }
}

/// `NAME ! (…)` at `tokens[at]`: the macro's argument group.
fn macro_args(tokens: &[TokenTree], at: usize) -> Option<&Group> {
    match (&tokens[at], tokens.get(at + 1), tokens.get(at + 2)) {
        (TokenTree::Ident(_), Some(bang), Some(TokenTree::Group(args))) if is_punct(bang, '!') => {
            Some(args)
        }
        _ => None,
    }
}

/// Whether a block or module imports the name `is` (`use is::is;`, `use is::{is, …}`,
/// `use … as is;`): an `is` in a `use`, not followed by `::`.
fn imports_is(tokens: &[TokenTree], names: &[Option<Name>]) -> bool {
    let is_use = |i: usize| name_at(names, i) == Some("use");
    // Most blocks hold no `use`: one look for it first, as a plain loop (iterator adapters
    // cost many times more in the unoptimised build proc macros get by default).
    let mut first_use = None;
    for (i, name) in names.iter().enumerate() {
        if matches!(name, Some(name) if name.as_str() == "use") {
            first_use = Some(i);
            break;
        }
    }
    let Some(first_use) = first_use else {
        return false;
    };
    let mut in_use = false;
    tokens.iter().enumerate().skip(first_use).any(|(i, token)| {
        if is_use(i) {
            in_use = true;
        } else if is_punct(token, ';') {
            in_use = false;
        }
        in_use && names_is(token, tokens.get(i + 1), i > 0 && !is_use(i - 1), 0)
    })
}

fn names_is(token: &TokenTree, next: Option<&TokenTree>, not_first: bool, depth: usize) -> bool {
    match token {
        TokenTree::Ident(ident) => {
            ident_is(ident, "is") && not_first && !matches!(next, Some(t) if is_punct(t, ':'))
        }
        // A `use` tree nested deeper than the scan goes is no import of `is` to mark used.
        TokenTree::Group(group) if depth < MAX_DEPTH => {
            let inner: Vec<TokenTree> = group.stream().into_iter().collect();
            inner
                .iter()
                .enumerate()
                .any(|(i, t)| names_is(t, inner.get(i + 1), true, depth + 1))
        }
        _ => false,
    }
}

/// `[is_syntax …]` or `[is::is_syntax …]`, an attribute's brackets.
fn names_is_syntax(attr: &Group) -> bool {
    attr.delimiter() == Delimiter::Bracket
        && attr.stream().into_iter().any(|t| is_ident(&t, "is_syntax"))
}

/// `;` or a `{ … }`: what an item or a block-like statement ends with.
pub(crate) fn ends_item(token: &TokenTree) -> bool {
    match token {
        TokenTree::Group(group) => group.delimiter() == Delimiter::Brace,
        TokenTree::Punct(p) => p.as_char() == ';',
        _ => false,
    }
}

/// `x.if`/`Self::while` cannot be written, but a raw `r#if` can; neither is a keyword here.
fn after_path_separator(tokens: &[TokenTree], at: usize) -> bool {
    at > 0 && (is_punct(&tokens[at - 1], '.') || is_punct(&tokens[at - 1], ':'))
}

fn regroup(group: &Group, stream: TokenStream) -> TokenTree {
    let mut new = Group::new(group.delimiter(), stream);
    new.set_span(group.span());
    TokenTree::Group(new)
}
