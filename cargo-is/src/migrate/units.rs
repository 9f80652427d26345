//! The items `--to-let-chains` lowers whole (a function, `const` or `static` under
//! `#[is_syntax]`), and what it does to their tokens first: each `is!(VALUE, PATTERN)` that
//! `--to-is` wrote for a `matches!` in a condition is named `matches!` again.

use std::collections::HashSet;
use std::ops::Range;

use proc_macro2::{TokenStream, TokenTree};
use quote::ToTokens as _;
use syn::parse::Parser as _;
use syn::visit::{self, Visit};
use syn::{Expr, Macro};

use crate::source::node_range;
use is_operator_syntax::for_tools;

/// An item lowered whole: its attributes, where it stands, and its syntax to visit.
pub(super) trait Unit {
    fn attrs(&self) -> &[syn::Attribute];
    fn range(&self) -> Range<usize>;
    fn visit<'ast>(&'ast self, visitor: &mut dyn FnMut(&'ast Expr, TokenStream));
}

macro_rules! units {
    ($($node:ty => $visit:ident),*) => {$(
        impl Unit for $node {
            fn attrs(&self) -> &[syn::Attribute] {
                &self.attrs
            }
            fn range(&self) -> Range<usize> {
                node_range(self)
            }
            fn visit<'ast>(&'ast self, visitor: &mut dyn FnMut(&'ast Expr, TokenStream)) {
                Conditions(visitor).$visit(self);
            }
        }
    )*};
}

units!(
    syn::ItemFn => visit_item_fn,
    syn::ItemConst => visit_item_const,
    syn::ItemStatic => visit_item_static,
    syn::ImplItemFn => visit_impl_item_fn,
    syn::ImplItemConst => visit_impl_item_const,
    syn::TraitItemFn => visit_trait_item_fn,
    syn::TraitItemConst => visit_trait_item_const
);

/// Calls its function on every condition (of an `if`, a `while`, a guard) with the tokens of
/// the code that sees its bindings.
struct Conditions<'v, 'ast>(&'v mut dyn FnMut(&'ast Expr, TokenStream));

impl<'ast> Visit<'ast> for Conditions<'_, 'ast> {
    fn visit_expr_if(&mut self, expr: &'ast syn::ExprIf) {
        (self.0)(&expr.cond, expr.then_branch.to_token_stream());
        visit::visit_expr_if(self, expr);
    }

    fn visit_expr_while(&mut self, expr: &'ast syn::ExprWhile) {
        (self.0)(&expr.cond, expr.body.to_token_stream());
        visit::visit_expr_while(self, expr);
    }

    fn visit_arm(&mut self, arm: &'ast syn::Arm) {
        if let syn::Pat::Guard(guard) = &arm.pat {
            (self.0)(&guard.guard, arm.body.to_token_stream());
        }
        visit::visit_arm(self, arm);
    }
}

/// The starts of the `is!(VALUE, PATTERN …)` calls that are whole operands of `item`'s
/// conditions and whose bindings nothing after them names: `matches!` as `--to-is` writes
/// it there, which the way back writes as `matches!` again (under `#[is_syntax]` such a call
/// is a `let` of the chain, with the same value, since nothing sees its bindings).
pub(super) fn matches_in_conditions(item: &dyn Unit) -> HashSet<usize> {
    let mut found = HashSet::new();
    item.visit(&mut |cond, body| {
        let mut operands = Vec::new();
        flatten_and(cond, &mut operands);
        let mut used = HashSet::new();
        names_in(body, &mut used);
        for operand in operands.iter().rev() {
            if let Expr::Macro(call) = operand
                && is_is_macro(&call.mac)
                && comma_form(&call.mac.tokens)
                && let Ok(args) = super::to_is::parse_matches.parse2(call.mac.tokens.clone())
                && for_tools::pattern_bindings(args.pattern.to_token_stream())
                    .iter()
                    .all(|name| !used.contains(&name.to_string()))
            {
                found.insert(node_range(&call.mac).start);
            }
            names_in(operand.to_token_stream(), &mut used);
        }
    });
    found
}

/// `tokens` with the `is` of each call starting at one of `starts` renamed `matches`.
pub(super) fn renamed(tokens: TokenStream, starts: &HashSet<usize>) -> TokenStream {
    if starts.is_empty() {
        return tokens;
    }
    tokens
        .into_iter()
        .map(|token| match token {
            TokenTree::Ident(name)
                if starts.contains(&name.span().byte_range().start)
                    && for_tools::names_is(&name.to_string()) =>
            {
                TokenTree::Ident(proc_macro2::Ident::new("matches", name.span()))
            }
            TokenTree::Group(group) => {
                let mut renamed_group =
                    proc_macro2::Group::new(group.delimiter(), renamed(group.stream(), starts));
                renamed_group.set_span(group.span());
                TokenTree::Group(renamed_group)
            }
            other => other,
        })
        .collect()
}

/// The names used in `tokens`, at any depth.
fn names_in(tokens: TokenStream, out: &mut HashSet<String>) {
    for token in tokens {
        match token {
            TokenTree::Ident(name) => {
                out.insert(name.to_string());
            }
            TokenTree::Group(group) => names_in(group.stream(), out),
            _ => {}
        }
    }
}

/// Whether an `is!` call's arguments are the comma form, `VALUE, PATTERN …`: a `,` at their
/// top level, where infix `is` has none.
pub(super) fn comma_form(tokens: &TokenStream) -> bool {
    tokens
        .clone()
        .into_iter()
        .any(|t| matches!(t, TokenTree::Punct(p) if p.as_char() == ','))
}

/// The operands of the `&&` chain `expr`, in order, onto `out`.
pub(super) fn flatten_and<'e>(expr: &'e Expr, out: &mut Vec<&'e Expr>) {
    match expr {
        Expr::Binary(binary) if matches!(binary.op, syn::BinOp::And(_)) => {
            flatten_and(&binary.left, out);
            flatten_and(&binary.right, out);
        }
        other => out.push(other),
    }
}

/// Whether `mac` is a call of `is!`: by `is!`, `is::is!`, or a name the file's `use` gives it
/// (`use is::{is as test};`), as the macros read it.
pub(super) fn is_is_macro(mac: &Macro) -> bool {
    let segments = &mac.path.segments;
    match segments.len() {
        1 => for_tools::names_is(&segments[0].ident.to_string()),
        2 => segments[0].ident == "is" && segments[1].ident == "is",
        _ => false,
    }
}
