//! `if !TEST { BODY }` with code after it (see `syntax::Negative`): under
//! `#[is_syntax(let_else)]`, where that code names one of TEST's bindings, a `let … else` whose
//! `else` is BODY, so that rustc checks that BODY diverges, as it does a hand-written one's:
//!
//! - one test: `let PAT = EXPR else BODY;`, the `let … else` itself;
//! - a chain (`A && b && C`, or `!A || !B`): the `let … else` of each test in turn, with one
//!   BODY: `let Some((x, y)) = ('is: { let A(x) = a else { break 'is None }; if !b { break 'is
//!   None; } let C(y) = c else { break 'is None }; Some((x, y)) }) else BODY;` (`Some` and
//!   `None` by their `::core` paths, the label this macro's own). The temporaries of each
//!   test's value live as in its own `let … else`, and the bindings, moved out once into the
//!   outer `let`'s, are declared in the same order (so they drop in the same order).
//!
//! Either `let` allows `clippy::question_mark`, which would ask for `?` in place of a
//! `let … else` the user did not write.
//!
//! Written back as source (`for_source`, for `cargo is migrate --to-let-chains`), the same
//! shape reads as a person writes it: the label one the item does not use, each `bool` link
//! `if b { REST } else { None }` (clippy asks a person for no `!(a < b)`), no inner `mut` the
//! outer `let` takes, and a binding only the chain uses as `_x`. The tool's printer writes
//! `Some` and `None` by their prelude names and keeps the `allow` only where clippy would ask.
//!
//! Where nothing after the `if` names a binding, nothing changes: the `if` is lowered as any
//! other. Without the switch it is lowered so too, and a binding named after it warns.

use proc_macro2::{Delimiter, Ident, Spacing, Span, TokenTree};

use super::chain::without_parens_around;
use super::{Lowering, deprecation};
use crate::checks;
use crate::rules::{Link, links, negated_bindings};
use crate::syntax::{Negative, Node, Place, Prec, Run, Test};
use crate::tokens::bindings::named_in;
use crate::tokens::build::{group, ident, ours_at, punct};

impl Lowering<'_> {
    /// `if !TEST { BODY }` with code after it: a `let … else` where the switch is on and that
    /// code names a binding of TEST, else the `if` as written, with a warning where a binding
    /// is named after it and the switch is off.
    pub(crate) fn negative(&mut self, negative: Negative<'_>, out: &mut Vec<TokenTree>) {
        let bound = negated_bindings(negative.negated.iter().map(|(_, operand)| operand));
        let rest = negative.rest;
        let named = bound
            .iter()
            .find(|name| named_in(rest.level, rest.start, rest.end, &name.to_string()));
        match named {
            Some(_) if self.options.let_else => self.let_else(negative, bound, out),
            Some(name) => {
                // Written back as source, the `if` is what it is: nothing to warn with.
                if !self.for_source {
                    out.push(switch_warning(name));
                }
                self.negative_as_written(negative, out);
            }
            None => self.negative_as_written(negative, out),
        }
    }

    /// The `if` lowered as any other whose condition binds nothing past it.
    fn negative_as_written(&mut self, negative: Negative<'_>, out: &mut Vec<TokenTree>) {
        out.push(negative.keyword.clone());
        for (lead, operand) in negative.negated {
            out.extend_from_slice(lead.tokens());
            self.value(operand, Place::needing(Prec::Prefix), false, out);
        }
        self.node(negative.body, out);
    }

    /// `let PAT = EXPR else BODY;` for one test, or a chain's
    /// `let Some(…) = ('is: { … }) else BODY;`, binding `bound`.
    fn let_else(&mut self, negative: Negative<'_>, bound: Vec<Ident>, out: &mut Vec<TokenTree>) {
        let Negative {
            keyword,
            negated,
            body,
            rest,
        } = negative;
        let named_after = |name: &str| named_in(rest.level, rest.start, rest.end, name);
        let span = ours_at(keyword.span());
        let end = body_end(&body).unwrap_or(span);
        out.extend(allow_question_mark(span));
        let mut chain = Vec::new();
        for (_, operand) in negated {
            self.consume_calls(&operand);
            chain.extend(links(operand));
        }
        if let [Link::Let(_)] = chain.as_slice()
            && let Some(Link::Let(test)) = chain.pop()
        {
            self.let_test(*test, out);
        } else {
            out.push(ident("let", span));
            self.chain_in_block(chain, &bound, &named_after, span, out);
        }
        out.push(ident("else", span));
        self.node(body, out);
        out.push(punct(';', Spacing::Alone, end));
    }

    /// `let PAT = EXPR`, the test checked, before an `else`.
    fn let_test(&mut self, test: Test<'_>, out: &mut Vec<TokenTree>) {
        checks::test(&test, self.errors);
        let span = ours_at(test.keyword.span());
        out.push(ident("let", span));
        self.pattern(test.pattern, out);
        out.push(punct('=', Spacing::Alone, span));
        let place = Place {
            before_else: true,
            ..Place::needing(Prec::Compare.tighter())
        };
        let mut value = Vec::new();
        self.value(
            without_parens_around(test.scrutinee),
            place,
            false,
            &mut value,
        );
        out.extend(before_else(value));
    }

    /// `Some((x, y)) = ('is: { LINKS Some((x, y)) })`, `bound` being `x` and `y`, each test
    /// of `links` a `let … else { break 'is None };` and each other link an
    /// `if !LINK { break 'is None; }`, as `let … else` after `let … else` would write them,
    /// with one body. The `mut` of a binding `mut x` goes on the outer `x`.
    ///
    /// A binding the code after the `if` does not name (`named_after`), used only by the chain
    /// itself, is moved out all the same, so that it drops when the hand-written form's
    /// would; its outer name is this macro's (`_x` written back as source), which no code
    /// names and `unused_variables` does not report.
    fn chain_in_block(
        &mut self,
        links: Vec<Link<'_>>,
        bound: &[Ident],
        named_after: &dyn Fn(&str) -> bool,
        span: Span,
        out: &mut Vec<TokenTree>,
    ) {
        let mutable = mutable_bindings(&links);
        let (mut pattern, mut values) = (Vec::new(), Vec::new());
        for name in bound {
            let used = named_after(&name.to_string());
            if mutable.contains(name) && used {
                pattern.push(ident("mut", name.span()));
            }
            let outer = if used {
                name.clone()
            } else {
                self.unnamed_binding(name, named_after)
            };
            pattern.push(TokenTree::Ident(outer));
            values.push(TokenTree::Ident(name.clone()));
            for names in [&mut pattern, &mut values] {
                names.push(punct(',', Spacing::Alone, span));
            }
        }
        out.extend(some(tuple(pattern, bound, span), span));
        out.push(punct('=', Spacing::Alone, span));
        // The label is this macro's alone: no code of the user's can name it (written back as
        // source, it is one the item does not use).
        let label = Span::mixed_site().located_at(span);
        let mut block = Vec::new();
        self.moved_mut = mutable;
        let value = some(tuple(values, bound, span), span);
        self.links_as_lets(links, label, value, &mut block);
        self.moved_mut = Vec::new();
        let mut labelled = self.lifetime(label).to_vec();
        labelled.push(punct(':', Spacing::Alone, span));
        labelled.push(group(Delimiter::Brace, block, span));
        out.push(group(Delimiter::Parenthesis, labelled, span));
    }

    /// The outer name of a binding `name` that no code after the `if` names: `name` at this
    /// macro's hygiene, or written back as source, `_name` (with more `_` where the code after
    /// it names that).
    fn unnamed_binding(&self, name: &Ident, named_after: &dyn Fn(&str) -> bool) -> Ident {
        if !self.for_source {
            // Respanned, not remade from its text: `r#match` is no text `Ident::new` takes.
            let mut outer = name.clone();
            outer.set_span(Span::mixed_site().located_at(name.span()));
            return outer;
        }
        let mut outer = format!("_{}", syn::ext::IdentExt::unraw(name));
        while named_after(&outer) {
            outer.push('_');
        }
        Ident::new(&outer, name.span())
    }

    /// `'is` at `span`: the block's label (written back as source, one the item does not use).
    fn lifetime(&self, span: Span) -> [TokenTree; 2] {
        let name = self.source_label.as_deref().unwrap_or("is");
        [punct('\'', Spacing::Joint, span), ident(name, span)]
    }

    /// Each of `links` as a statement that breaks out of the block labelled at `label` with
    /// `None` where the chain would be `false`, then `tail`, the block's value.
    ///
    /// Written back as source, a `bool` link is rather `if LINK { REST } else { None }`: clippy
    /// asks a person to write `!(a < b)` as `a >= b` (which only types can say is the same),
    /// and leaves the macro's own `!` alone.
    fn links_as_lets(
        &mut self,
        links: Vec<Link<'_>>,
        label: Span,
        tail: Vec<TokenTree>,
        out: &mut Vec<TokenTree>,
    ) {
        let span = ours_at(label);
        let lifetime = self.lifetime(label);
        let otherwise = || {
            let mut tokens = vec![ident("break", span)];
            tokens.extend(lifetime.clone());
            tokens.extend(core_path("None", span));
            tokens.push(punct(';', Spacing::Alone, span));
            group(Delimiter::Brace, tokens, span)
        };
        let mut links = std::collections::VecDeque::from(links);
        while let Some(link) = links.pop_front() {
            let condition = match link {
                Link::Let(test) => {
                    self.let_test(*test, out);
                    out.extend([ident("else", span), otherwise()]);
                    out.push(punct(';', Spacing::Alone, span));
                    continue;
                }
                // Refused where its bindings would go on, and lowered as the links it reads
                // as; else a `bool`.
                Link::Arm(arm) if checks::arm(&arm, self.errors) => {
                    for link in arm.into_links().into_iter().rev() {
                        links.push_front(link);
                    }
                    continue;
                }
                Link::Arm(arm) => {
                    let mut condition = Vec::new();
                    self.arm(arm, Vec::new(), &mut condition);
                    condition
                }
                Link::Bool(expr) => {
                    // The whole condition of an `if`, or the operand of `!`.
                    let place = if self.for_source {
                        Place::WHOLE
                    } else {
                        Place::needing(Prec::Prefix)
                    };
                    let mut condition = Vec::new();
                    self.value(expr, place, true, &mut condition);
                    condition
                }
                // Only in a `macro_rules!` body, where no `if` is read as negative: a
                // condition that breaks out where it is `false`.
                repeated @ Link::Repeated(_) => {
                    out.push(ident("if", span));
                    self.chain(vec![repeated], false, out);
                    out.extend([
                        group(Delimiter::Brace, Vec::new(), span),
                        ident("else", span),
                        otherwise(),
                    ]);
                    continue;
                }
            };
            if self.for_source {
                let mut rest = Vec::new();
                self.links_as_lets(links.into(), label, tail, &mut rest);
                out.push(ident("if", span));
                out.extend(condition);
                out.extend([
                    group(Delimiter::Brace, rest, span),
                    ident("else", span),
                    group(Delimiter::Brace, core_path("None", span), span),
                ]);
                return;
            }
            out.extend([ident("if", span), punct('!', Spacing::Alone, span)]);
            out.extend(condition);
            out.push(otherwise());
        }
        out.extend(tail);
    }
}

/// `#[allow(clippy::question_mark)]`: clippy would suggest `?` for a `let … else` whose body
/// is `return None`, which the user wrote as no `let … else` (and, for a chain, could not).
fn allow_question_mark(span: Span) -> [TokenTree; 2] {
    let lint = [
        ident("clippy", span),
        punct(':', Spacing::Joint, span),
        punct(':', Spacing::Alone, span),
        ident("question_mark", span),
    ];
    let allow = vec![
        ident("allow", span),
        group(Delimiter::Parenthesis, lint.to_vec(), span),
    ];
    [
        punct('#', Spacing::Alone, span),
        group(Delimiter::Bracket, allow, span),
    ]
}

/// `value` as the value of a `let … else`, which may not end with `}`: in parentheses then.
fn before_else(mut value: Vec<TokenTree>) -> Vec<TokenTree> {
    let ends_with_block = matches!(
        value.last(),
        Some(TokenTree::Group(last)) if last.delimiter() == Delimiter::Brace
    );
    if !ends_with_block {
        return value;
    }
    let span = value.first().map_or_else(Span::call_site, TokenTree::span);
    let inner = std::mem::take(&mut value);
    vec![group(Delimiter::Parenthesis, inner, ours_at(span))]
}

/// Where the body ends: its `}`, where the `let … else`'s `;` goes, so that a message about
/// the end of the statement points there.
fn body_end(body: &Node<'_>) -> Option<Span> {
    let token = match body {
        Node::Tokens(Run { level, start, .. }) => level.tokens.get(*start)?,
        Node::Group(group) => group.original,
        _ => return None,
    };
    match token {
        TokenTree::Group(group) => Some(group.span_close()),
        _ => None,
    }
}

/// `::core::option::Option::Some(INNER)`, at `span`.
fn some(inner: Vec<TokenTree>, span: Span) -> Vec<TokenTree> {
    let mut tokens = core_path("Some", span);
    tokens.push(group(Delimiter::Parenthesis, inner, span));
    tokens
}

/// `::core::option::Option::VARIANT`, at `span`.
fn core_path(variant: &str, span: Span) -> Vec<TokenTree> {
    let mut tokens = Vec::with_capacity(12);
    for name in ["core", "option", "Option", variant] {
        tokens.push(punct(':', Spacing::Joint, span));
        tokens.push(punct(':', Spacing::Alone, span));
        tokens.push(ident(name, span));
    }
    tokens
}

/// The names' `elements` (each followed by its `,`) as a tuple, or the one name alone.
fn tuple(mut elements: Vec<TokenTree>, bound: &[Ident], span: Span) -> Vec<TokenTree> {
    elements.pop();
    if bound.len() == 1 {
        return elements;
    }
    vec![group(Delimiter::Parenthesis, elements, span)]
}

/// The names the chain's tests bind `mut NAME`, by value: the `let`'s bindings take the `mut`.
fn mutable_bindings(links: &[Link<'_>]) -> Vec<Ident> {
    let mut mutable = Vec::new();
    for link in links {
        match link {
            Link::Let(test) => test.pattern.mutable_bindings(&mut mutable),
            Link::Arm(arm) => arm.test.pattern.mutable_bindings(&mut mutable),
            Link::Bool(_) | Link::Repeated(_) => {}
        }
    }
    mutable
}

/// The warning, at `name`, that without the switch a binding of a negative test ends at its
/// `if`, where the code after it names it.
fn switch_warning(name: &Ident) -> TokenTree {
    let note = format!(
        "`{name}` is bound by this test under `!` and named after its `if`: without `let_else`, it ends with the test, and a later `{name}` names another variable\nhelp: add `let_else` to the item's `#[is_syntax(…)]` (`#![is_syntax(let_else)]` in `is::syntax!`) so that the bindings reach the rest of the block, where the `if`'s body diverges"
    );
    deprecation(&note, name.span())
}
