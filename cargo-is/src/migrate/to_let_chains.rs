//! `--to-let-chains`: what the macros emit for each `is!`, written back as plain Rust. An item
//! under `#[is_syntax]` is lowered whole, as the attribute lowers it, and the items of an
//! `is::syntax!` block as the block lowers them (see `blocks`); an `is!` anywhere else as
//! the `bool` it is, or, as a whole binding-free operand of a condition, as the `let` it stands
//! for. The lowering is `is_operator_syntax`'s own ([`for_tools`]); this pass only finds where
//! it applies, and writes its output back readably (`readable`, `shapes`).
//!
//! [`for_tools`]: is_operator_syntax::for_tools

mod blocks;

use std::collections::HashSet;
use std::ops::Range;

use proc_macro2::{TokenStream, TokenTree};
use quote::ToTokens as _;
use syn::parse::Parser as _;
use syn::visit::{self, Visit};
use syn::{Expr, Macro};

use super::items::{has_is_syntax, is_syntax_attribute};
use super::let_else::{make_readable, prelude_names_free};
use super::print::{keeps_comments, print};
use super::readable::{Piece, SourceIndex};
use super::shapes::{chain_tests, make_plain, unwrap_value_parens};
use super::to_is::EXPRESSION_MACROS;
use super::units::{Unit, comma_form, flatten_and, is_is_macro, matches_in_conditions, renamed};
use super::{Log, guard_call, may_hold_temporaries};
use crate::source::{Edit, node_range};
use is_operator_syntax::for_tools;

pub(super) fn rewrite(text: &str, edition: &str, file: &syn::File, log: &mut Log<'_>) -> Vec<Edit> {
    let (Some(index), Ok(raw)) = (SourceIndex::new(text), crate::source::tokens(text)) else {
        return Vec::new();
    };
    let mut pass = ToLetChains {
        text,
        index,
        raw,
        edition_2024: edition >= "2024",
        prelude: prelude_names_free(file),
        edits: Vec::new(),
        log,
        annotated: Vec::new(),
        items: Vec::new(),
        handled: HashSet::new(),
    };
    pass.visit_file(file);
    let mut edits = pass.edits;
    for item in &pass.items {
        if item.left == 0 {
            for attr in &item.attrs {
                edits.push(Edit::new(with_trailing_space(text, attr.clone()), ""));
            }
        } else {
            pass.log.skip(
                item.attrs[0].start,
                format!(
                    "`#[is_syntax]` stays: {} use(s) of `is` left in the item",
                    item.left
                ),
            );
        }
    }
    edits
}

struct ToLetChains<'t, 'l, 'm> {
    text: &'t str,
    index: SourceIndex<'t>,
    /// The file's tokens, whose spans the lowering's output keeps.
    raw: TokenStream,
    edition_2024: bool,
    /// Whether `Some` and `None` may be written by their prelude names.
    prelude: bool,
    edits: Vec<Edit>,
    log: &'l mut Log<'m>,
    /// The arguments of the `#[is_syntax(…)]` of each annotated item around the code.
    annotated: Vec<TokenStream>,
    /// Each annotated item: its `#[is_syntax]` attributes and the uses of `is` left in it.
    items: Vec<AnnotatedItem>,
    /// The starts of `is!` calls done with their condition.
    handled: HashSet<usize>,
}

struct AnnotatedItem {
    attrs: Vec<Range<usize>>,
    left: usize,
}

/// Which kind of item a unit is, to check that its rewrite still reads as one.
#[derive(Clone, Copy)]
enum UnitKind {
    Item,
    Impl,
    Trait,
}

impl ToLetChains<'_, '_, '_> {
    fn leave_alone(&mut self, at: usize, why: impl Into<String>, uses: usize) {
        self.log.skip(at, why);
        if let Some(item) = self.items.last_mut().filter(|_| !self.annotated.is_empty()) {
            item.left += uses;
        }
    }

    /// Visits an item through `visit`, annotated if it has `#[is_syntax]`.
    fn annotated_item(&mut self, attrs: &[syn::Attribute], visit: impl FnOnce(&mut Self)) {
        let Some(attr) = attrs.iter().find(|attr| is_syntax_attribute(attr)) else {
            return visit(self);
        };
        let args = match &attr.meta {
            syn::Meta::List(list) => list.tokens.clone(),
            _ => TokenStream::new(),
        };
        if self.annotated.is_empty() {
            self.items.push(AnnotatedItem {
                attrs: attrs
                    .iter()
                    .filter(|a| is_syntax_attribute(a))
                    .map(node_range)
                    .collect(),
                left: 0,
            });
        }
        self.annotated.push(args);
        visit(self);
        self.annotated.pop();
    }

    /// A function, `const` or `static` under `#[is_syntax]`, lowered whole as the attribute
    /// lowers it. `attrs`: its outer attributes, which stay as they are.
    fn unit(&mut self, item: &dyn Unit, kind: UnitKind) {
        let (attrs, whole) = (item.attrs(), item.range());
        let start = attrs
            .iter()
            .filter(|attr| matches!(attr.style, syn::AttrStyle::Outer))
            .map(|attr| node_range(attr).end)
            .fold(whole.start, usize::max);
        // From its first token: a comment after the attributes (`#[inline] // why`) stays
        // where it is, outside what the lowering, made from the tokens, writes back.
        let range = self.index.next_start(start).unwrap_or(start)..whole.end;
        let Some(tokens) = tokens_in(&self.raw, &range) else {
            return;
        };
        // The `is!(VALUE, PATTERN)` operands of its conditions that are `matches!` written so
        // (see `matches_in_conditions`) stay `matches!`.
        let tokens = renamed(tokens, &matches_in_conditions(item));
        let calls = is_calls(tokens.clone());
        let written = &self.text[range.clone()];
        let args = self.annotated.last().cloned().unwrap_or_default();
        let lowered = match for_tools::lower_item(args, tokens) {
            Ok(lowered) => lowered,
            Err(errors) => {
                let why = errors
                    .first()
                    .map_or_else(String::new, |e| first_line(&e.to_string()));
                return self.leave_alone(
                    range.start,
                    format!("the macro does not take this item as it is: {why}"),
                    calls.len().max(1),
                );
            }
        };
        let mut pieces = Piece::all(lowered, &self.index);
        if let Err(why) = make_plain(&mut pieces, &self.index, self.edition_2024) {
            return self.leave_alone(
                range.start,
                format!("`is!` in this item: {why}"),
                calls.len().max(1),
            );
        }
        make_readable(&mut pieces, &self.index, self.prelude);
        let printed = print(&pieces, &self.index);
        // The attribute leaves a block inside the item as it is; once the item is plain Rust,
        // a second pass reaches it.
        for block in blocks::syntax_blocks_in(&printed) {
            self.log.skip(
                range.start + block,
                "`is::syntax!` block inside an item under `#[is_syntax]`: left for now; `--to-let-chains` again lowers it",
            );
        }
        if printed == written {
            return;
        }
        if !keeps_comments(written, &printed) {
            return self.leave_alone(
                range.start,
                "a comment between the tokens the lowering moves would be lost",
                calls.len().max(1),
            );
        }
        if !reads_as(kind, &printed) {
            return self.leave_alone(
                range.start,
                "the lowering written back does not read as Rust (please report this)",
                calls.len().max(1),
            );
        }
        let left = printed.parse().map_or(0, |tokens| is_calls(tokens).len());
        for &call in calls.iter().skip(left) {
            self.log.change(call, "`is!` → plain Rust");
        }
        if left > 0 {
            self.leave_alone(
                range.start,
                format!("{left} `is!` left inside macro arguments that do not read as Rust"),
                left,
            );
        }
        self.edits.push(Edit::new(range, printed));
    }

    /// An `is!` whose value is used as a `bool`: its lowering, a `matches!` where it reads as
    /// one.
    fn value_call(&mut self, mac: &Macro) {
        let call = node_range(mac);
        let lowered = match for_tools::lower_value(mac.tokens.clone()) {
            Ok(lowered) => lowered,
            Err(errors) => {
                let why = errors
                    .first()
                    .map_or_else(String::new, |e| first_line(&e.to_string()));
                return self.leave_alone(call.start, format!("`is!`: {why}"), 1);
            }
        };
        if comma_form(&mac.tokens) {
            // `is!(VALUE, PATTERN …)` on its own has the value of `matches!` with the same
            // arguments, which is how the macro's lowering reads back: only the name changes.
            let path = node_range(&mac.path);
            let printed = format!("matches{}", &self.text[path.end..call.end]);
            return self.replace_call(call, printed);
        }
        let mut pieces = Piece::all(lowered, &self.index);
        if let Err(why) = make_plain(&mut pieces, &self.index, self.edition_2024) {
            return self.leave_alone(call.start, format!("`is!`: {why}"), 1);
        }
        let printed = print(&pieces, &self.index);
        // What is no `matches!` is an `if … else`, which needs parentheses where a call stood.
        let printed = match pieces.as_slice() {
            [Piece::Verbatim { .. }] => printed,
            _ => format!("({printed})"),
        };
        self.replace_call(call, printed);
    }

    fn replace_call(&mut self, call: Range<usize>, printed: String) {
        let written = &self.text[call.clone()];
        if !keeps_comments(written, &printed) {
            return self.leave_alone(
                call.start,
                "`is!`: a comment between the tokens the lowering moves would be lost",
                1,
            );
        }
        if syn::parse_str::<Expr>(&printed).is_err() {
            return self.leave_alone(call.start, format!("`is!`: the lowering written back does not read as Rust (please report this): {printed}"), 1);
        }
        self.log.change(call.start, "`is!` → plain Rust");
        self.edits.push(Edit::new(call, printed));
    }

    /// The condition of an `if` or `while` (`else_branch`: an `if` with an `else`) or a guard
    /// outside annotated items: a binding-free `is!(V is P)` operand becomes the `let` it
    /// stands for, as under the attribute; every other `is!` is a `bool`.
    fn condition(&mut self, cond: &Expr, else_branch: bool) {
        if !self.annotated.is_empty() {
            return;
        }
        let mut operands = Vec::new();
        flatten_and(cond, &mut operands);
        let alone = operands.len() == 1;
        for operand in operands {
            let Expr::Macro(call) = operand else {
                continue;
            };
            if !is_is_macro(&call.mac) {
                continue;
            }
            let start = node_range(&call.mac).start;
            self.handled.insert(start);
            match self.as_let(&call.mac, alone, else_branch) {
                Some(printed) => {
                    self.replace_call(node_range(&call.mac), printed);
                }
                None => self.value_call(&call.mac),
            }
        }
    }

    /// The `let` an `is!` operand of a condition stands for, when it binds nothing, is written
    /// with infix `is`, and holds no temporaries whose longer life a `let` could show.
    fn as_let(&self, mac: &Macro, alone: bool, else_branch: bool) -> Option<String> {
        if comma_form(&mac.tokens) {
            return None;
        }
        let lowered = for_tools::lower_condition(mac.to_token_stream()).ok()?;
        let mut pieces = Piece::all(lowered, &self.index);
        let (tests, links) = chain_tests(&pieces);
        let mut binds = false;
        let (mut temporaries, mut guards) = (false, false);
        for (pattern, value) in tests {
            binds |= !for_tools::pattern_bindings(pattern).is_empty();
            let value = value.and_then(|value| syn::parse_str::<Expr>(&self.text[value]).ok());
            // A value that is not the user's tokens alone is taken to hold both.
            temporaries |= value.as_ref().is_none_or(may_hold_temporaries);
            guards |= value
                .as_ref()
                .is_none_or(|value| guard_call(value).is_some());
        }
        let plain_2021 = alone && links == 1 && !(else_branch && temporaries);
        if binds || guards || !self.edition_2024 && !plain_2021 {
            return None;
        }
        unwrap_value_parens(&mut pieces, &self.index, true);
        Some(print(&pieces, &self.index))
    }
}

/// Whether `printed` reads as items of `kind` (one or several).
fn reads_as(kind: UnitKind, printed: &str) -> bool {
    match kind {
        UnitKind::Item => syn::parse_str::<syn::File>(printed).is_ok(),
        UnitKind::Impl => {
            syn::parse_str::<syn::ItemImpl>(&format!("impl X {{\n{printed}\n}}")).is_ok()
        }
        UnitKind::Trait => {
            syn::parse_str::<syn::ItemTrait>(&format!("trait X {{\n{printed}\n}}")).is_ok()
        }
    }
}

/// Whether `mac` is an `is::syntax!` block.
fn is_syntax_block(mac: &Macro) -> bool {
    super::macro_name(mac) == "syntax" && mac.path.segments.first().is_some_and(|s| s.ident == "is")
}

fn first_line(message: &str) -> String {
    message.lines().next().unwrap_or("").to_owned()
}

/// The tokens of `stream` that lie in `range`, from the group that holds them.
fn tokens_in(stream: &TokenStream, range: &Range<usize>) -> Option<TokenStream> {
    let mut out = Vec::new();
    for tree in stream.clone() {
        let at = tree.span().byte_range();
        if at.start >= range.start && at.end <= range.end {
            out.push(tree);
        } else if let TokenTree::Group(group) = &tree
            && at.start < range.start
            && range.end <= at.end
        {
            return tokens_in(&group.stream(), range);
        }
    }
    (!out.is_empty()).then(|| out.into_iter().collect())
}

/// The starts of the `is!` calls in `tokens`, at any depth, in order, by any name the macros
/// read as `is!`.
pub(super) fn is_calls(tokens: TokenStream) -> Vec<usize> {
    let mut found = Vec::new();
    let level: Vec<TokenTree> = tokens.into_iter().collect();
    for (i, token) in level.iter().enumerate() {
        match token {
            TokenTree::Ident(name)
                if matches!(level.get(i + 1), Some(TokenTree::Punct(p)) if p.as_char() == '!')
                    && for_tools::names_is(&name.to_string()) =>
            {
                found.push(name.span().byte_range().start);
            }
            TokenTree::Group(group) => found.extend(is_calls(group.stream())),
            _ => {}
        }
    }
    found
}

/// `range` with its whole line when nothing else is on it, so that no blank line is left, and
/// a blank line after it when one is before it too, so that no two are left together.
pub(super) fn with_trailing_space(text: &str, range: Range<usize>) -> Range<usize> {
    let line_start = text[..range.start].rfind('\n').map_or(0, |n| n + 1);
    let line_end = text[range.end..]
        .find('\n')
        .map_or(text.len(), |n| range.end + n + 1);
    if text[line_start..range.start].trim().is_empty()
        && text[range.end..line_end].trim().is_empty()
    {
        let blank_before = text[..line_start].ends_with("\n\n");
        let blank_after = text[line_end..]
            .split_inclusive('\n')
            .next()
            .filter(|line| line.trim().is_empty() && line.ends_with('\n'));
        match blank_after {
            Some(blank) if blank_before => line_start..line_end + blank.len(),
            _ => line_start..line_end,
        }
    } else {
        let rest = &text[range.end..];
        range.start..range.end + (rest.len() - rest.trim_start().len())
    }
}

impl<'ast> Visit<'ast> for ToLetChains<'_, '_, '_> {
    fn visit_attribute(&mut self, _: &'ast syn::Attribute) {}

    fn visit_item(&mut self, item: &'ast syn::Item) {
        if let syn::Item::Type(alias) = item
            && matches!(&*alias.ty, syn::Type::Macro(m) if is_is_macro(&m.mac))
        {
            let at = node_range(item).start;
            self.log.skip(at, "a pattern-type alias stays: plain Rust has no pattern types, so the dependency on `is` stays too");
            if has_is_syntax(&alias.attrs) && self.annotated.is_empty() {
                self.items.push(AnnotatedItem {
                    attrs: alias
                        .attrs
                        .iter()
                        .filter(|a| is_syntax_attribute(a))
                        .map(node_range)
                        .collect(),
                    left: 1,
                });
            } else if let Some(item) = self.items.last_mut().filter(|_| !self.annotated.is_empty())
            {
                item.left += 1;
            }
            return;
        }
        match item {
            syn::Item::Fn(f) => self.annotated_item(&f.attrs, |pass| {
                if pass.annotated.is_empty() {
                    visit::visit_item_fn(pass, f);
                } else {
                    pass.unit(f, UnitKind::Item);
                }
            }),
            syn::Item::Const(c) => self.annotated_item(&c.attrs, |pass| {
                if pass.annotated.is_empty() {
                    visit::visit_item_const(pass, c);
                } else {
                    pass.unit(c, UnitKind::Item);
                }
            }),
            syn::Item::Static(s) => self.annotated_item(&s.attrs, |pass| {
                if pass.annotated.is_empty() {
                    visit::visit_item_static(pass, s);
                } else {
                    pass.unit(s, UnitKind::Item);
                }
            }),
            syn::Item::Impl(i) => {
                self.annotated_item(&i.attrs, |pass| visit::visit_item_impl(pass, i))
            }
            syn::Item::Trait(t) => {
                self.annotated_item(&t.attrs, |pass| visit::visit_item_trait(pass, t))
            }
            syn::Item::Mod(m) => {
                self.annotated_item(&m.attrs, |pass| visit::visit_item_mod(pass, m))
            }
            syn::Item::Macro(m) if is_syntax_block(&m.mac) => {
                self.syntax_block(&m.attrs, &m.mac, node_range(m), UnitKind::Item);
            }
            other => visit::visit_item(self, other),
        }
    }

    fn visit_stmt(&mut self, stmt: &'ast syn::Stmt) {
        match stmt {
            syn::Stmt::Macro(m) if is_syntax_block(&m.mac) => {
                self.syntax_block(&m.attrs, &m.mac, node_range(m), UnitKind::Item);
            }
            other => visit::visit_stmt(self, other),
        }
    }

    fn visit_impl_item(&mut self, item: &'ast syn::ImplItem) {
        match item {
            syn::ImplItem::Fn(f) => self.annotated_item(&f.attrs, |pass| {
                if pass.annotated.is_empty() {
                    visit::visit_impl_item_fn(pass, f);
                } else {
                    pass.unit(f, UnitKind::Impl);
                }
            }),
            syn::ImplItem::Const(c) if !self.annotated.is_empty() => {
                self.unit(c, UnitKind::Impl);
            }
            syn::ImplItem::Macro(m) if is_syntax_block(&m.mac) => {
                self.syntax_block(&m.attrs, &m.mac, node_range(m), UnitKind::Impl);
            }
            other => visit::visit_impl_item(self, other),
        }
    }

    fn visit_trait_item(&mut self, item: &'ast syn::TraitItem) {
        match item {
            syn::TraitItem::Fn(f) if f.default.is_some() => self.annotated_item(&f.attrs, |pass| {
                if pass.annotated.is_empty() {
                    visit::visit_trait_item_fn(pass, f);
                } else {
                    pass.unit(f, UnitKind::Trait);
                }
            }),
            syn::TraitItem::Const(c) if !self.annotated.is_empty() && c.default.is_some() => {
                self.unit(c, UnitKind::Trait);
            }
            syn::TraitItem::Macro(m) if is_syntax_block(&m.mac) => {
                self.syntax_block(&m.attrs, &m.mac, node_range(m), UnitKind::Trait);
            }
            other => visit::visit_trait_item(self, other),
        }
    }

    fn visit_expr_if(&mut self, expr: &'ast syn::ExprIf) {
        self.condition(&expr.cond, expr.else_branch.is_some());
        visit::visit_expr_if(self, expr);
    }

    fn visit_expr_while(&mut self, expr: &'ast syn::ExprWhile) {
        self.condition(&expr.cond, false);
        visit::visit_expr_while(self, expr);
    }

    fn visit_pat_guard(&mut self, guard: &'ast syn::PatGuard) {
        self.condition(&guard.guard, false);
        visit::visit_pat_guard(self, guard);
    }

    fn visit_macro(&mut self, mac: &'ast Macro) {
        let start = node_range(mac).start;
        if is_is_macro(mac) {
            if !self.handled.contains(&start) {
                self.value_call(mac);
            }
            return;
        }
        let name = super::macro_name(mac);
        if is_syntax_block(mac) {
            // Items, statements and associated items are lowered where they stand.
            return self.leave_alone(
                start,
                "`is::syntax!` where no items can stand: left as it is",
                1,
            );
        }
        if EXPRESSION_MACROS.contains(&name.as_str())
            && let Ok(args) = syn::punctuated::Punctuated::<Expr, syn::Token![,]>::parse_terminated
                .parse2(mac.tokens.clone())
        {
            args.iter().for_each(|arg| self.visit_expr(arg));
            return;
        }
        let left = is_calls(mac.tokens.clone()).len();
        if left > 0 {
            self.leave_alone(
                start,
                format!("`is!` inside `{name}!`, whose arguments are not read as Rust"),
                left,
            );
        }
    }
}
