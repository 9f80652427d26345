//! `--to-is`: `matches!(e, P)` → `is!(e is P)`, `matches!(e, P if g)` → `is!(e is P && g)`,
//! and each `let P = e` of an `if`, `while` or guard condition → `is!(e is P)` under
//! `#[is_syntax]`.

use std::collections::{HashMap, HashSet};
use std::ops::Range;

use proc_macro2::TokenStream;
use quote::ToTokens as _;
use syn::parse::{ParseStream, Parser as _};
use syn::punctuated::Punctuated;
use syn::visit::{self, Visit};
use syn::{Expr, Macro, Pat, Token};

use is_operator_syntax::for_tools::{
    pattern_bindings, pattern_has_alternatives, pattern_matches_every_value,
};

use super::items::{Scopes, own_asserts, own_is_macro};
use super::{
    Log, blank, guard_call, may_hold_temporaries, needs_parens_after_and, needs_parens_before_is,
    wrap,
};
use crate::source::{Edit, node_range, range};

/// Macros whose arguments are `,`-separated expressions (a format string among them), which
/// the pass reads into. Others get their tokens as written, so the pass leaves them alone.
pub(super) const EXPRESSION_MACROS: &[&str] = &[
    "assert",
    "assert_eq",
    "assert_ne",
    "debug_assert",
    "debug_assert_eq",
    "debug_assert_ne",
    "format",
    "print",
    "println",
    "eprint",
    "eprintln",
    "write",
    "writeln",
    "panic",
    "vec",
    "dbg",
    "todo",
    "unreachable",
    "unimplemented",
    "format_args",
];

pub(super) fn rewrite(text: &str, edition: &str, file: &syn::File, log: &mut Log<'_>) -> Vec<Edit> {
    if let Some(own) = own_is_macro(file) {
        log.skip(
            own.start,
            "this file has an `is` of its own (a macro or an import), which `is!` would clash with",
        );
        return Vec::new();
    }
    let mut pass = ToIs {
        text,
        edition_2024: edition >= "2024",
        scopes: Scopes::new(text, file),
        edits: Vec::new(),
        log,
        tails: HashSet::new(),
        condition_operands: HashSet::new(),
        used_after: HashMap::new(),
        own_asserts: own_asserts(file),
    };
    pass.visit_file(file);
    let mut edits = pass.edits;
    edits.extend(pass.scopes.finish());
    unglue(text, &mut edits);
    edits
}

/// Spaces an edit's text apart from the words around it, so that no two words run into one
/// (`x,Some(_)` → `x is Some(_)`, not `x isSome(_)`).
fn unglue(text: &str, edits: &mut [Edit]) {
    let word = |c: Option<char>| c.is_some_and(|c| c.is_alphanumeric() || c == '_');
    for edit in edits.iter_mut() {
        if edit.text.is_empty() {
            continue;
        }
        if word(edit.text.chars().next()) && word(text[..edit.range.start].chars().next_back()) {
            edit.text.insert(0, ' ');
        }
        if word(edit.text.chars().next_back()) && word(text[edit.range.end..].chars().next()) {
            edit.text.push(' ');
        }
    }
}

/// The tokens of a pattern, for the macros' reader to answer questions about.
fn pattern_tokens(pat: &Pat) -> TokenStream {
    pat.to_token_stream()
}

/// The names used in `tokens`, at any depth.
fn names_in(tokens: TokenStream, out: &mut HashSet<String>) {
    for token in tokens {
        match token {
            proc_macro2::TokenTree::Ident(name) => {
                out.insert(name.to_string());
            }
            proc_macro2::TokenTree::Group(group) => names_in(group.stream(), out),
            _ => {}
        }
    }
}

struct ToIs<'t, 'l, 'm> {
    text: &'t str,
    edition_2024: bool,
    scopes: Scopes<'t>,
    edits: Vec<Edit>,
    log: &'l mut Log<'m>,
    /// The starts of `if` expressions that are the last expression of their block.
    tails: HashSet<usize>,
    /// The starts of the `matches!` calls that are whole operands of a condition's chain.
    condition_operands: HashSet<usize>,
    /// For each `matches!` call in an `&&` chain, the names used after it: in the later
    /// operands, and in a condition's body.
    used_after: HashMap<usize, HashSet<String>>,
    /// The names among `assert` and `debug_assert` that the file defines or imports itself.
    own_asserts: Vec<String>,
}

/// `matches!`'s arguments.
pub(super) struct MatchesArgs {
    pub(super) value: Expr,
    pub(super) comma: Range<usize>,
    pub(super) pattern: Pat,
    /// The guard and its `if`.
    pub(super) guard: Option<(Range<usize>, Expr)>,
    pub(super) trailing_comma: Option<Range<usize>>,
}

pub(super) fn parse_matches(input: ParseStream) -> syn::Result<MatchesArgs> {
    let value = input.parse()?;
    let comma = range(input.parse::<Token![,]>()?.span);
    let pattern = Pat::parse_multi_with_leading_vert(input)?;
    let guard = match input.parse::<Option<Token![if]>>()? {
        Some(if_token) => Some((range(if_token.span), input.parse()?)),
        None => None,
    };
    let trailing_comma = input
        .parse::<Option<Token![,]>>()?
        .map(|comma| range(comma.span));
    Ok(MatchesArgs {
        value,
        comma,
        pattern,
        guard,
        trailing_comma,
    })
}

impl ToIs<'_, '_, '_> {
    fn matches_call(&mut self, mac: &Macro) {
        let start = node_range(&mac.path).start;
        let Ok(args) = parse_matches.parse2(mac.tokens.clone()) else {
            self.log.skip(
                start,
                "`matches!` whose arguments do not read as a value and a pattern",
            );
            return;
        };
        if let Err(why) = self.matches_to_is(mac, &args) {
            self.log.skip(start, format!("`matches!`: {why}"));
        }
        self.visit_expr(&args.value);
        if let Some((_, guard)) = &args.guard {
            self.visit_expr(guard);
        }
    }

    /// The rewrite of a `matches!` call: a few edits on its own tokens (the name, the comma,
    /// the `if`), so that its layout and comments stay.
    fn matches_to_is(&mut self, mac: &Macro, args: &MatchesArgs) -> Result<(), String> {
        let call = node_range(mac);
        let pattern = pattern_tokens(&args.pattern);
        if pattern_matches_every_value(pattern.clone()) {
            return Err("its pattern matches every value, which `is!` warns about".into());
        }
        if args.guard.is_some() && pattern_has_alternatives(pattern.clone()) {
            return Err("an or-pattern with a guard: `matches!` tries the guard for each alternative, a let-chain once".into());
        }
        let start = call.start;
        if let Some(used) = self.used_after.get(&start)
            && let Some(name) = pattern_bindings(pattern)
                .iter()
                .map(ToString::to_string)
                .find(|name| used.contains(name))
        {
            return Err(format!(
                "it binds `{name}`, which the code after it names: under `#[is_syntax]` the binding would reach there"
            ));
        }
        if let Some(method) = guard_call(&args.value) {
            return Err(format!(
                "the value calls `.{method}()`, whose guard `matches!` holds to the end of the statement and `is!` drops at once"
            ));
        }
        let needs = self.scopes.need(false)?;
        let value = node_range(&args.value);
        self.edits.push(Edit::new(
            node_range(&mac.path),
            format!("{}{}", needs.prefix, needs.name),
        ));
        if self.condition_operands.contains(&start) {
            // A whole operand of a condition is written `is!(VALUE, PATTERN)`, the spelling of
            // `matches!`: `is!(VALUE is PATTERN)` there is what a `let` becomes, and the way
            // back tells the two apart by it.
            self.log.change(call.start, "`matches!` → `is!`");
            return Ok(());
        }
        if needs_parens_before_is(&args.value) {
            self.edits.extend(wrap(&value));
        }
        // `x, P` → `x is P`: the comma becomes ` is`, the space after it stays.
        let comma = if blank(self.text, value.end..args.comma.start) {
            value.end..args.comma.end
        } else {
            args.comma.clone()
        };
        self.edits.push(Edit::new(comma, " is"));
        if let Pat::Or(_) = &args.pattern {
            // A leading `|` stays, inside the parentheses, so that the way back has it.
            self.edits.extend(wrap(&node_range(&args.pattern)));
        }
        if let Some((if_token, guard)) = &args.guard {
            self.edits.push(Edit::new(if_token.clone(), "&&"));
            if needs_parens_after_and(guard) {
                self.edits.extend(wrap(&node_range(guard)));
            }
        }
        if let Some(trailing) = &args.trailing_comma {
            self.edits.push(Edit::new(trailing.clone(), ""));
        }
        self.log.change(call.start, "`matches!` → `is!`");
        Ok(())
    }

    /// The `let`s of a condition (`if`, `while` or guard): each operand of its top-level `&&`
    /// chain that is a `let`. `else_branch`: whether the `if` has one.
    fn condition(&mut self, cond: &Expr, body: TokenStream, else_branch: bool, tail: bool) {
        let mut operands = Vec::new();
        and_operands(cond, &mut operands);
        let mut used = HashSet::new();
        names_in(body, &mut used);
        // Each operand's later operands and the body, seen from the last operand back.
        for operand in operands.iter().rev() {
            if let Expr::Macro(call) = operand
                && is_matches(&call.mac)
            {
                let start = node_range(&call.mac).start;
                self.condition_operands.insert(start);
                self.used_after.insert(start, used.clone());
            }
            names_in(operand.to_token_stream(), &mut used);
        }
        let mut lets = Vec::new();
        chain_lets(cond, &mut lets);
        for let_expr in lets {
            let at = node_range(let_expr).start;
            if let Err(why) = self.let_to_is(let_expr, else_branch, tail) {
                self.log.skip(at, format!("`let` in a condition: {why}"));
            }
        }
    }

    fn let_to_is(
        &mut self,
        let_expr: &syn::ExprLet,
        else_branch: bool,
        tail: bool,
    ) -> Result<(), String> {
        let whole = node_range(let_expr);
        let pattern = node_range(&*let_expr.pat);
        let value = node_range(&*let_expr.expr);
        if !self.edition_2024 && (else_branch || tail) && may_hold_temporaries(&let_expr.expr) {
            let place = if else_branch {
                "into `else`"
            } else {
                "past the block's locals"
            };
            return Err(format!(
                "before edition 2024 the value's temporaries live {place}, and under `is!` they would not"
            ));
        }
        if !blank(self.text, whole.start + 3..pattern.start)
            || !blank(self.text, pattern.end..range(let_expr.eq_token.span).start)
            || !blank(self.text, range(let_expr.eq_token.span).end..value.start)
        {
            return Err("a comment inside `let … =`".into());
        }
        let tokens = pattern_tokens(&let_expr.pat);
        if pattern_matches_every_value(tokens.clone()) {
            return Err("its pattern matches every value, which `is!` warns about".into());
        }
        // A guard the value makes (`cell.borrow()`) lives through the body of `if let`; an
        // `is!` standing alone would drop it at the end of its test. Under `#[is_syntax]` the
        // test is the `let` it replaces, temporaries and all.
        let holds_guard = guard_call(&let_expr.expr).is_some();
        let needs = self
            .scopes
            .need(!pattern_bindings(tokens).is_empty() || holds_guard)?;
        let pattern_text = &self.text[node_range(&*let_expr.pat)];
        let pattern_text = if matches!(*let_expr.pat, Pat::Or(_)) {
            format!("({pattern_text})")
        } else {
            pattern_text.to_owned()
        };
        // A value on its own line after `=` stays there: `is!(` keeps the line break.
        let eq_end = range(let_expr.eq_token.span).end;
        let moved = if self.text[eq_end..value.start].contains('\n') {
            whole.start..eq_end
        } else {
            whole.start..value.start
        };
        self.edits.push(Edit::new(
            moved,
            format!("{}{}!(", needs.prefix, needs.name),
        ));
        if needs_parens_before_is(&let_expr.expr) {
            self.edits.extend(wrap(&value));
        }
        self.edits.push(Edit::new(
            value.end..value.end,
            format!(" is {pattern_text})"),
        ));
        self.log.change(whole.start, "`let` → `is!`");
        Ok(())
    }

    /// Where `#[is_syntax]` goes on an item: before its first outer attribute that is no doc
    /// comment or `#[cfg]` (which rustc takes first wherever it stands), so that it expands
    /// first and sees the item as written (an attribute macro before it, such as `#[rstest]`,
    /// may move the body into an item without it), or before the item's first token.
    fn item_start(&self, attrs: &[syn::Attribute], whole: Range<usize>) -> usize {
        let outer = || {
            attrs
                .iter()
                .filter(|attr| matches!(attr.style, syn::AttrStyle::Outer))
        };
        let first =
            outer().find(|attr| !attr.path().is_ident("doc") && !attr.path().is_ident("cfg"));
        if let Some(first) = first {
            return node_range(first).start;
        }
        let after_attrs = outer()
            .map(|attr| node_range(attr).end)
            .fold(whole.start, usize::max);
        let rest = &self.text[after_attrs..];
        after_attrs + (rest.len() - rest.trim_start().len())
    }

    /// A macro that is not `matches!`: read into when its arguments are expressions, reported
    /// when it hides a `matches!` the pass cannot reach.
    fn other_macro(&mut self, mac: &Macro) {
        let name = super::macro_name(mac);
        if mac.path.segments.len() == 1 && self.own_asserts.contains(&name) {
            // The crate's own `assert!`: `#[is_syntax]`, which sees only its item, would take
            // it for std's and give it a message argument.
            if let Some(at) = hidden_matches(mac.tokens.clone()) {
                self.log.skip(
                    at,
                    format!("`matches!` inside this crate's own `{name}!`, which `#[is_syntax]` would take for std's"),
                );
            }
            return;
        }
        if EXPRESSION_MACROS.contains(&name.as_str())
            && let Ok(args) =
                Punctuated::<Expr, Token![,]>::parse_terminated.parse2(mac.tokens.clone())
        {
            args.iter().for_each(|arg| self.visit_expr(arg));
            return;
        }
        if let Some(at) = hidden_matches(mac.tokens.clone()) {
            self.log.skip(
                at,
                format!("`matches!` inside `{name}!`, whose arguments are not read as Rust"),
            );
        }
    }
}

/// The operands of `expr`'s top-level `&&` chain.
fn and_operands<'e>(expr: &'e Expr, out: &mut Vec<&'e Expr>) {
    match expr {
        Expr::Binary(binary) if matches!(binary.op, syn::BinOp::And(_)) => {
            and_operands(&binary.left, out);
            and_operands(&binary.right, out);
        }
        other => out.push(other),
    }
}

/// The `let`s among the operands of `expr`'s top-level `&&` chain.
fn chain_lets<'e>(expr: &'e Expr, out: &mut Vec<&'e syn::ExprLet>) {
    match expr {
        Expr::Let(let_expr) => out.push(let_expr),
        Expr::Binary(binary) if matches!(binary.op, syn::BinOp::And(_)) => {
            chain_lets(&binary.left, out);
            chain_lets(&binary.right, out);
        }
        _ => {}
    }
}

/// The start of a `matches!` in `tokens`, at any depth.
pub(super) fn hidden_matches(tokens: proc_macro2::TokenStream) -> Option<usize> {
    let level: Vec<proc_macro2::TokenTree> = tokens.into_iter().collect();
    level.iter().enumerate().find_map(|(i, token)| match token {
        proc_macro2::TokenTree::Ident(name) if name == "matches" && matches!(level.get(i + 1), Some(proc_macro2::TokenTree::Punct(p)) if p.as_char() == '!') => Some(range(name.span()).start),
        proc_macro2::TokenTree::Group(group) => hidden_matches(group.stream()),
        _ => None,
    })
}

fn is_matches(mac: &Macro) -> bool {
    let segments = &mac.path.segments;
    segments.last().is_some_and(|s| s.ident == "matches")
        && (segments.len() == 1
            || segments.len() == 2 && (segments[0].ident == "std" || segments[0].ident == "core"))
}

impl<'ast> Visit<'ast> for ToIs<'_, '_, '_> {
    fn visit_item_fn(&mut self, item: &'ast syn::ItemFn) {
        let start = self.item_start(&item.attrs, node_range(item));
        self.scopes.enter(&item.attrs, start, true);
        visit::visit_item_fn(self, item);
        self.scopes.leave();
    }

    fn visit_impl_item_fn(&mut self, item: &'ast syn::ImplItemFn) {
        let start = self.item_start(&item.attrs, node_range(item));
        self.scopes.enter(&item.attrs, start, true);
        visit::visit_impl_item_fn(self, item);
        self.scopes.leave();
    }

    fn visit_trait_item_fn(&mut self, item: &'ast syn::TraitItemFn) {
        let start = self.item_start(&item.attrs, node_range(item));
        self.scopes
            .enter(&item.attrs, start, item.default.is_some());
        visit::visit_trait_item_fn(self, item);
        self.scopes.leave();
    }

    fn visit_item_const(&mut self, item: &'ast syn::ItemConst) {
        let start = self.item_start(&item.attrs, node_range(item));
        self.scopes.enter(&item.attrs, start, true);
        visit::visit_item_const(self, item);
        self.scopes.leave();
    }

    fn visit_item_static(&mut self, item: &'ast syn::ItemStatic) {
        let start = self.item_start(&item.attrs, node_range(item));
        self.scopes.enter(&item.attrs, start, true);
        visit::visit_item_static(self, item);
        self.scopes.leave();
    }

    fn visit_item_impl(&mut self, item: &'ast syn::ItemImpl) {
        self.scopes.enter(&item.attrs, 0, false);
        visit::visit_item_impl(self, item);
        self.scopes.leave();
    }

    fn visit_item_trait(&mut self, item: &'ast syn::ItemTrait) {
        self.scopes.enter(&item.attrs, 0, false);
        visit::visit_item_trait(self, item);
        self.scopes.leave();
    }

    fn visit_item_mod(&mut self, item: &'ast syn::ItemMod) {
        match &item.content {
            Some((brace, items)) => {
                self.scopes
                    .enter_module(&item.attrs, items, range(brace.span.open()).end);
                visit::visit_item_mod(self, item);
                self.scopes.leave();
            }
            None => visit::visit_item_mod(self, item),
        }
    }

    fn visit_block(&mut self, block: &'ast syn::Block) {
        if let Some(syn::Stmt::Expr(Expr::If(tail), None)) = block.stmts.last() {
            self.tails.insert(node_range(tail).start);
        }
        visit::visit_block(self, block);
    }

    fn visit_expr_if(&mut self, expr: &'ast syn::ExprIf) {
        let tail = self.tails.contains(&node_range(expr).start);
        let body = expr.then_branch.to_token_stream();
        self.condition(&expr.cond, body, expr.else_branch.is_some(), tail);
        visit::visit_expr_if(self, expr);
    }

    fn visit_expr_while(&mut self, expr: &'ast syn::ExprWhile) {
        self.condition(&expr.cond, expr.body.to_token_stream(), false, false);
        visit::visit_expr_while(self, expr);
    }

    fn visit_arm(&mut self, arm: &'ast syn::Arm) {
        if let Pat::Guard(guard) = &arm.pat {
            self.condition(&guard.guard, arm.body.to_token_stream(), false, false);
        }
        visit::visit_arm(self, arm);
    }

    fn visit_expr_binary(&mut self, expr: &'ast syn::ExprBinary) {
        // A `matches!` in a chain: under `#[is_syntax]` its bindings reach the later operands.
        if matches!(expr.op, syn::BinOp::And(_)) {
            let mut operands = Vec::new();
            and_operands(&expr.left, &mut operands);
            let mut used = HashSet::new();
            names_in(expr.right.to_token_stream(), &mut used);
            for operand in operands.iter().rev() {
                if let Expr::Macro(call) = operand
                    && is_matches(&call.mac)
                {
                    self.used_after
                        .entry(node_range(&call.mac).start)
                        .or_insert_with(|| used.clone());
                }
                names_in(operand.to_token_stream(), &mut used);
            }
        }
        visit::visit_expr_binary(self, expr);
    }

    fn visit_macro(&mut self, mac: &'ast Macro) {
        if mac.path.is_ident("macro_rules") {
            if let Some(at) = hidden_matches(mac.tokens.clone()) {
                self.log.skip(
                    at,
                    "inside a `macro_rules!` definition, whose bodies are tokens",
                );
            }
        } else if is_matches(mac) {
            self.matches_call(mac);
        } else {
            self.other_macro(mac);
        }
    }
}
