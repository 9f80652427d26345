//! `--to-let-chains`: `is!` back to `matches!` and let-chains, `#[is_syntax]` and the `use`
//! of `is` removed where nothing needs them any more.

use std::collections::HashSet;
use std::ops::Range;

use proc_macro2::{Delimiter, TokenStream, TokenTree};
use syn::parse::Parser as _;
use syn::visit::{self, Visit};
use syn::{Expr, Macro, Pat};

use super::items::{has_is_syntax, is_syntax_attribute};
use super::to_is::EXPRESSION_MACROS;
use super::{Log, blank, may_hold_temporaries, needs_parens_after_and, needs_parens_before_is};
use crate::infix::{is_infix, operator_at, value_start};
use crate::pattern::has_or;
use crate::source::{Edit, node_range, range};

pub(super) fn rewrite(text: &str, edition: &str, file: &syn::File, log: &mut Log<'_>) -> Vec<Edit> {
    let mut pass = ToLetChains {
        text,
        edition_2024: edition >= "2024",
        edits: Vec::new(),
        log,
        annotated: 0,
        in_condition: HashSet::new(),
        left: Vec::new(),
        items: Vec::new(),
    };
    pass.visit_file(file);
    let mut edits = pass.edits;
    let mut attributes_left = 0;
    for item in &pass.items {
        if item.left == 0 {
            for attr in &item.attrs {
                edits.push(Edit::new(with_trailing_space(text, attr.clone()), ""));
            }
        } else {
            attributes_left += 1;
            pass.log.skip(
                item.attrs[0].start,
                format!(
                    "`#[is_syntax]` stays: {} use(s) of `is` left in the item",
                    item.left
                ),
            );
        }
    }
    if attributes_left == 0 && pass.left.is_empty() {
        remove_imports(text, file, &mut edits, pass.log);
    }
    edits
}

struct ToLetChains<'t, 'l, 'm> {
    text: &'t str,
    edition_2024: bool,
    edits: Vec<Edit>,
    log: &'l mut Log<'m>,
    /// How many items with `#[is_syntax]` enclose the code being visited.
    annotated: usize,
    /// The starts of `is!` calls that are operands of a condition, done by the condition.
    in_condition: HashSet<usize>,
    /// The starts of the uses of `is` left as they were.
    left: Vec<usize>,
    /// Each annotated item: its `#[is_syntax]` attributes and the uses of `is` left in it.
    items: Vec<AnnotatedItem>,
}

struct AnnotatedItem {
    attrs: Vec<Range<usize>>,
    left: usize,
}

impl AnnotatedItem {
    /// The item whose attributes are `attrs` (of which the `#[is_syntax]` ones are kept), with
    /// `left` uses of `is` already left in it.
    fn new(attrs: &[syn::Attribute], left: usize) -> Self {
        let attrs = attrs
            .iter()
            .filter(|a| is_syntax_attribute(a))
            .map(node_range)
            .collect();
        AnnotatedItem { attrs, left }
    }
}

/// An `is!` call's arguments, read as a `&&` chain of tests and other operands.
enum Operand {
    Test {
        value: Range<usize>,
        is_token: Range<usize>,
        pattern: Range<usize>,
        /// The value's tokens, read for `is!` calls inside it.
        tokens: TokenStream,
    },
    Other(Range<usize>, TokenStream),
}

impl ToLetChains<'_, '_, '_> {
    fn leave_alone(&mut self, at: usize, why: impl Into<String>) {
        self.log.skip(at, why);
        self.left.push(at);
        if let Some(item) = self.items.last_mut().filter(|_| self.annotated > 0) {
            item.left += 1;
        }
    }

    fn tokens_range(&self, tokens: &[TokenTree]) -> Range<usize> {
        range(tokens[0].span()).start..range(tokens[tokens.len() - 1].span()).end
    }

    /// The operands of an `is!`'s top-level `&&` chain, or why it has no such form.
    fn operands(&self, tokens: &[TokenTree]) -> Result<Vec<Operand>, String> {
        let mut operands = Vec::new();
        let mut start = 0;
        let mut k = 0;
        while k <= tokens.len() {
            let op = if k < tokens.len() {
                operator_at(tokens, k)
            } else {
                None
            };
            let end_here = k == tokens.len() || op.as_ref().is_some_and(|(op, _)| op == "&&");
            if matches!(&op, Some((op, _)) if op == "||") {
                return Err("a test under `||` has no let-chain form".into());
            }
            if end_here {
                let part = &tokens[start..k];
                if part.is_empty() {
                    return Err("an empty operand".into());
                }
                operands.push(self.operand(part)?);
                start = k + 2;
                k += 2;
                continue;
            }
            k += op.map_or(1, |(_, len)| len);
        }
        Ok(operands)
    }

    fn operand(&self, part: &[TokenTree]) -> Result<Operand, String> {
        match (0..part.len()).find(|&i| is_infix(part, i)) {
            Some(at) if value_start(part, at) == 0 && at + 1 < part.len() => Ok(Operand::Test {
                value: self.tokens_range(&part[..at]),
                is_token: range(part[at].span()),
                pattern: self.tokens_range(&part[at + 1..]),
                tokens: part[..at].iter().cloned().collect(),
            }),
            Some(_) => Err("a test inside a larger expression".into()),
            None if nested_infix(part) => Err("a test in parentheses".into()),
            None => Ok(Operand::Other(
                self.tokens_range(part),
                part.iter().cloned().collect(),
            )),
        }
    }

    /// The text of a pattern, without the parentheses a top-level `|` needs after `is`.
    fn pattern_text(&self, pattern: &Range<usize>) -> String {
        let text = &self.text[pattern.clone()];
        if let Ok(Pat::Paren(paren)) = Pat::parse_multi_with_leading_vert.parse_str(text)
            && matches!(*paren.pat, Pat::Or(_))
        {
            return text[1..text.len() - 1].trim().to_owned();
        }
        text.to_owned()
    }

    /// An `is!` whose value is used as a `bool`.
    fn value_call(&mut self, mac: &Macro) {
        let call = node_range(mac);
        let tokens: Vec<TokenTree> = mac.tokens.clone().into_iter().collect();
        if tokens
            .iter()
            .any(|t| matches!(t, TokenTree::Punct(p) if p.as_char() == ','))
            && !tokens.iter().enumerate().any(|(i, _)| is_infix(&tokens, i))
        {
            return self.comma_form(mac);
        }
        if tokens.is_empty() {
            return;
        }
        let operands = match self.operands(&tokens) {
            Ok(operands) => operands,
            Err(why) => return self.leave_alone(call.start, format!("`is!`: {why}")),
        };
        match operands.as_slice() {
            [Operand::Test { value, is_token, pattern, .. }, rest @ ..]
                if rest.iter().all(|op| matches!(op, Operand::Other(..)))
                    && (rest.is_empty() || self.one_alternative(pattern)) =>
            {
                self.edits.push(Edit::new(node_range(&mac.path), "matches"));
                self.strip_parens(value, needs_parens_before_is);
                let comma = if blank(self.text, value.end..is_token.start) { value.end..is_token.end } else { is_token.clone() };
                self.edits.push(Edit::new(comma, ","));
                self.strip_pattern_parens(pattern);
                if let [first, ..] = rest {
                    let guard = rest_range(rest);
                    let gap = &self.text[pattern.end..guard.start];
                    let and = pattern.end + gap.find("&&").expect("operands are joined by `&&`");
                    self.edits.push(Edit::new(and..and + 2, "if"));
                    if rest.len() == 1 && matches!(first, Operand::Other(..)) {
                        self.strip_parens(&guard, needs_parens_after_and);
                    }
                }
            }
            _ if self.edition_2024 => {
                self.chain_edits(mac, &operands, ("(if ", " { true } else { false })"));
            }
            _ => return self.leave_alone(call.start, "`is!`: a chain whose bindings reach later operands needs a let-chain, which edition 2021 cannot write"),
        }
        self.log.change(node_range(mac).start, "`is!` → `matches!`");
        self.visit_operands(&operands);
    }

    /// The edits that turn an `is!` call's chain into a let-chain in place: each test
    /// `VALUE is PATTERN` becomes `let PATTERN = VALUE`, and `is!(`…`)` becomes `around`.
    fn chain_edits(&mut self, mac: &Macro, operands: &[Operand], around: (&str, &str)) {
        let open = range(mac.delimiter.span().open());
        let close = range(mac.delimiter.span().close());
        let call = node_range(mac);
        let mut opened = false;
        for (index, operand) in operands.iter().enumerate() {
            let Operand::Test { value, pattern, .. } = operand else {
                continue;
            };
            let binding = format!("let {} =", self.pattern_text(pattern));
            if index == 0 {
                // `is!(` and the space after it become `let P =` and that space, so that a
                // value on its own line stays there.
                let space = if open.end == value.start { " " } else { "" };
                self.edits.push(Edit::new(
                    call.start..open.end,
                    format!("{}{binding}{space}", around.0),
                ));
                opened = true;
            } else {
                self.edits
                    .push(Edit::new(value.start..value.start, format!("{binding} ")));
            }
            let text = &self.text[value.clone()];
            match syn::parse_str::<Expr>(text) {
                Ok(Expr::Struct(_)) => self.edits.extend(super::wrap(value)),
                Ok(Expr::Paren(paren))
                    if needs_parens_before_is(&paren.expr) && !is_lazy(&paren.expr) =>
                {
                    self.strip_parens(value, |_| true);
                }
                _ => {}
            }
            self.edits.push(Edit::new(value.end..pattern.end, ""));
        }
        if !opened {
            self.edits.push(Edit::new(
                call.start..open.end,
                around.0.trim_end().to_owned() + if around.0.is_empty() { "" } else { " " },
            ));
        }
        self.edits.push(Edit::new(close, around.1.to_owned()));
    }

    /// Visits the values and other operands of a chain, for `is!` calls inside them.
    fn visit_operands(&mut self, operands: &[Operand]) {
        for operand in operands {
            let (Operand::Test { tokens, .. } | Operand::Other(_, tokens)) = operand;
            if let Ok(expr) = syn::parse2::<Expr>(tokens.clone()) {
                self.visit_expr(&expr);
            }
        }
    }

    /// Removes the parentheses around the expression at `range` where `needed` says the
    /// expression inside needed them only for `is`.
    fn strip_parens(&mut self, range: &Range<usize>, needed: impl Fn(&Expr) -> bool) {
        if let Ok(Expr::Paren(paren)) = syn::parse_str::<Expr>(&self.text[range.clone()])
            && needed(&paren.expr)
        {
            self.edits.push(Edit::new(range.start..range.start + 1, ""));
            self.edits.push(Edit::new(range.end - 1..range.end, ""));
        }
    }

    /// Removes the parentheses around a pattern with a top-level `|`.
    fn strip_pattern_parens(&mut self, range: &Range<usize>) {
        if let Ok(Pat::Paren(paren)) =
            Pat::parse_multi_with_leading_vert.parse_str(&self.text[range.clone()])
            && matches!(*paren.pat, Pat::Or(_))
        {
            self.edits.push(Edit::new(range.start..range.start + 1, ""));
            self.edits.push(Edit::new(range.end - 1..range.end, ""));
        }
    }

    fn one_alternative(&self, pattern: &Range<usize>) -> bool {
        Pat::parse_multi_with_leading_vert
            .parse_str(&self.text[pattern.clone()])
            .is_ok_and(|pat| !has_or(&pat))
    }

    fn comma_form(&mut self, mac: &Macro) {
        let call = node_range(mac);
        let Ok(args) = super::to_is::parse_matches.parse2(mac.tokens.clone()) else {
            return self.leave_alone(
                call.start,
                "`is!` whose arguments do not read as a value and a pattern",
            );
        };
        if args.guard.is_some() && has_or(&args.pattern) {
            return self.leave_alone(call.start, "`is!(VALUE, A | B if GUARD)`: an or-pattern with a guard, which `matches!` tries per alternative");
        }
        self.edits.push(Edit::new(node_range(&mac.path), "matches"));
        self.log.change(call.start, "`is!` → `matches!`");
    }

    /// A condition of an `if` or `while` (`else_branch`: an `if` with an `else`) or a guard:
    /// its `is!` operands become `let`s.
    fn condition(&mut self, cond: &Expr, else_branch: bool) {
        let mut operands = Vec::new();
        flatten_and(cond, &mut operands);
        let calls: Vec<&Macro> = operands
            .iter()
            .filter_map(|op| match op {
                Expr::Macro(m) if is_is_macro(&m.mac) => Some(&m.mac),
                _ => None,
            })
            .collect();
        if calls.is_empty() {
            return;
        }
        for mac in &calls {
            self.in_condition.insert(node_range(*mac).start);
        }
        if self.annotated == 0 {
            // Without the attribute each `is!` is a `bool` on its own.
            for mac in calls {
                self.value_call(mac);
            }
            return;
        }
        let mut chains = Vec::new();
        for mac in &calls {
            let tokens: Vec<TokenTree> = mac.tokens.clone().into_iter().collect();
            match self.operands(&tokens) {
                Ok(ops) => chains.push(ops),
                Err(why) => {
                    for mac in &calls {
                        self.leave_alone(
                            node_range(*mac).start,
                            format!("`is!` in a condition: {why}"),
                        );
                    }
                    return;
                }
            }
        }
        let lets = chains
            .iter()
            .flatten()
            .filter(|op| matches!(op, Operand::Test { .. }))
            .count();
        let total = operands.len() - calls.len() + chains.iter().map(Vec::len).sum::<usize>();
        if !self.edition_2024 {
            let temporaries = chains.iter().flatten().any(|op| matches!(op, Operand::Test { value, .. } if syn::parse_str::<Expr>(&self.text[value.clone()]).map_or(true, |e| may_hold_temporaries(&e))));
            let why = if lets > 0 && total > 1 {
                Some("edition 2021 cannot write let-chains")
            } else if else_branch && temporaries {
                Some(
                    "in edition 2021 an `if let`'s temporaries live into `else`, which they do not under `is!`",
                )
            } else {
                None
            };
            if let Some(why) = why {
                for mac in &calls {
                    self.leave_alone(
                        node_range(*mac).start,
                        format!("`is!` in a condition: {why}"),
                    );
                }
                return;
            }
        }
        for (mac, ops) in calls.iter().zip(&chains) {
            self.chain_edits(mac, ops, ("", ""));
            self.log.change(node_range(*mac).start, "`is!` → `let`");
            self.visit_operands(ops);
        }
    }
}

fn is_lazy(expr: &Expr) -> bool {
    matches!(expr, Expr::Binary(b) if matches!(b.op, syn::BinOp::And(_) | syn::BinOp::Or(_)))
}

fn rest_range(rest: &[Operand]) -> Range<usize> {
    let start = match &rest[0] {
        Operand::Other(range, _) | Operand::Test { value: range, .. } => range.start,
    };
    let end = match &rest[rest.len() - 1] {
        Operand::Other(range, _) | Operand::Test { pattern: range, .. } => range.end,
    };
    start..end
}

/// Whether a test stands in parentheses or brackets among `tokens` (not in a macro's
/// arguments, which are read on their own).
fn nested_infix(tokens: &[TokenTree]) -> bool {
    tokens.iter().enumerate().any(|(i, token)| match token {
        TokenTree::Group(group) if group.delimiter() != Delimiter::Brace => {
            let macro_args =
                i > 0 && matches!(&tokens[i - 1], TokenTree::Punct(p) if p.as_char() == '!');
            let inner: Vec<TokenTree> = group.stream().into_iter().collect();
            !macro_args && ((0..inner.len()).any(|i| is_infix(&inner, i)) || nested_infix(&inner))
        }
        _ => false,
    })
}

fn flatten_and<'e>(expr: &'e Expr, out: &mut Vec<&'e Expr>) {
    match expr {
        Expr::Binary(binary) if matches!(binary.op, syn::BinOp::And(_)) => {
            flatten_and(&binary.left, out);
            flatten_and(&binary.right, out);
        }
        other => out.push(other),
    }
}

pub(super) fn is_is_macro(mac: &Macro) -> bool {
    let segments = &mac.path.segments;
    segments.last().is_some_and(|s| s.ident == "is")
        && (segments.len() == 1 || segments.len() == 2 && segments[0].ident == "is")
}

/// `range` with its whole line when nothing else is on it, so that no blank line is left.
fn with_trailing_space(text: &str, range: Range<usize>) -> Range<usize> {
    let line_start = text[..range.start].rfind('\n').map_or(0, |n| n + 1);
    let line_end = text[range.end..]
        .find('\n')
        .map_or(text.len(), |n| range.end + n + 1);
    if text[line_start..range.start].trim().is_empty()
        && text[range.end..line_end].trim().is_empty()
    {
        line_start..line_end
    } else {
        let rest = &text[range.end..];
        range.start..range.end + (rest.len() - rest.trim_start().len())
    }
}

/// Removes the `use` items that import only `is` and `is_syntax` from the crate `is`.
fn remove_imports(text: &str, file: &syn::File, edits: &mut Vec<Edit>, log: &mut Log<'_>) {
    struct Uses<'a>(Vec<&'a syn::ItemUse>);
    impl<'ast> Visit<'ast> for Uses<'ast> {
        fn visit_item_use(&mut self, item: &'ast syn::ItemUse) {
            self.0.push(item);
        }
    }
    let mut uses = Uses(Vec::new());
    uses.visit_file(file);
    for item in uses.0 {
        match only_is_names(&item.tree, false) {
            Some(true) => {
                edits.push(Edit::new(with_trailing_space(text, node_range(item)), ""));
                log.change(node_range(item).start, "`use` of `is` removed");
            }
            Some(false) => log.skip(
                node_range(item).start,
                "this `use` of `is` imports more than `is` and `is_syntax`: left as it is",
            ),
            None => {}
        }
    }
}

/// `Some(true)`: the tree imports only `is`/`is_syntax` from the crate `is`; `Some(false)`:
/// from the crate `is`, but more; `None`: not from `is`.
fn only_is_names(tree: &syn::UseTree, under_is: bool) -> Option<bool> {
    match tree {
        syn::UseTree::Path(path) if !under_is => (path.ident == "is")
            .then(|| only_is_names(&path.tree, true))
            .flatten(),
        syn::UseTree::Name(name) if under_is => {
            Some(name.ident == "is" || name.ident == "is_syntax")
        }
        syn::UseTree::Group(group) if under_is => Some(
            group
                .items
                .iter()
                .all(|tree| only_is_names(tree, true) == Some(true)),
        ),
        _ if under_is => Some(false),
        _ => None,
    }
}

impl<'ast> Visit<'ast> for ToLetChains<'_, '_, '_> {
    fn visit_attribute(&mut self, _: &'ast syn::Attribute) {}

    fn visit_item(&mut self, item: &'ast syn::Item) {
        let attrs: &[syn::Attribute] = match item {
            syn::Item::Fn(i) => &i.attrs,
            syn::Item::Impl(i) => &i.attrs,
            syn::Item::Trait(i) => &i.attrs,
            syn::Item::Mod(i) => &i.attrs,
            syn::Item::Const(i) => &i.attrs,
            syn::Item::Static(i) => &i.attrs,
            syn::Item::Type(i) => &i.attrs,
            _ => &[],
        };
        if let syn::Item::Type(alias) = item
            && matches!(&*alias.ty, syn::Type::Macro(m) if is_is_macro(&m.mac))
        {
            self.leave_alone_alias(node_range(item).start, attrs);
            return;
        }
        self.annotated_item(attrs, |pass| visit::visit_item(pass, item));
    }

    fn visit_impl_item_fn(&mut self, item: &'ast syn::ImplItemFn) {
        self.annotated_item(&item.attrs, |pass| visit::visit_impl_item_fn(pass, item));
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
            if !self.in_condition.contains(&start) {
                self.value_call(mac);
            }
            return;
        }
        let name = super::macro_name(mac);
        if name == "syntax" && mac.path.segments.first().is_some_and(|s| s.ident == "is") {
            return self.leave_alone(
                start,
                "`is::syntax!` block: rewrite it as items under `#[is_syntax]` first",
            );
        }
        if EXPRESSION_MACROS.contains(&name.as_str()) {
            if let Ok(args) = syn::punctuated::Punctuated::<Expr, syn::Token![,]>::parse_terminated
                .parse2(mac.tokens.clone())
            {
                args.iter().for_each(|arg| self.visit_expr(arg));
                return;
            }
            if has_infix_anywhere(mac.tokens.clone()) {
                return self.leave_alone(
                    start,
                    format!("`{name}!` with an infix `is`: rewrite it as `{name}!(is!(…))` first"),
                );
            }
        }
        if contains_is_call(mac.tokens.clone()) {
            self.leave_alone(
                start,
                format!("`is!` inside `{name}!`, whose arguments are not read as Rust"),
            );
        }
    }
}

impl ToLetChains<'_, '_, '_> {
    /// Visits an item through `visit`, as the outermost one under `#[is_syntax]` if it is.
    fn annotated_item(&mut self, attrs: &[syn::Attribute], visit: impl FnOnce(&mut Self)) {
        if !has_is_syntax(attrs) || self.annotated > 0 {
            return visit(self);
        }
        self.items.push(AnnotatedItem::new(attrs, 0));
        self.annotated += 1;
        visit(self);
        self.annotated -= 1;
    }

    fn leave_alone_alias(&mut self, at: usize, attrs: &[syn::Attribute]) {
        self.log.skip(at, "a pattern-type alias stays: plain Rust has no pattern types, so the dependency on `is` stays too");
        self.left.push(at);
        if has_is_syntax(attrs) {
            self.items.push(AnnotatedItem::new(attrs, 1));
        }
    }
}

fn has_infix_anywhere(tokens: TokenStream) -> bool {
    let level: Vec<TokenTree> = tokens.into_iter().collect();
    (0..level.len()).any(|i| is_infix(&level, i)) || nested_infix(&level)
}

fn contains_is_call(tokens: TokenStream) -> bool {
    let level: Vec<TokenTree> = tokens.into_iter().collect();
    level.iter().enumerate().any(|(i, token)| match token {
        TokenTree::Ident(name) => {
            name == "is"
                && matches!(level.get(i + 1), Some(TokenTree::Punct(p)) if p.as_char() == '!')
        }
        TokenTree::Group(group) => contains_is_call(group.stream()),
        _ => false,
    })
}
