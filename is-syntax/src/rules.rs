//! The chain rule: where a test's bindings flow. This is the one place that decides it, and
//! each function here answers one sentence of RFC 3573:
//!
//! > If the `EXPR` matches the `PATTERN`, the `is` expression evaluates to `true`, and
//! > additionally binds any bindings specified in `PATTERN` in the current scope for code
//! > subsequently executed along the path where the `is` expression is known to be `true`.
//!
//! A test is known to be true in the later operands of the `&&` chain it stands in, and, when
//! that chain is an `if`/`while`/guard condition, in the body. Parentheses do not change what
//! is known (`(a is Some(x) && x > 0) && x < 9`), nor does an `is!(…)` call around a test,
//! which stands for the parentheses the RFC's syntax would not need. Everywhere else (under
//! `||` or `!`, as an operand of any other operator, inside a call) a test starts a chain of
//! its own:
//!
//! > The bindings in the pattern are not bound along any code path potentially reachable
//! > where the expression did not match.
//!
//! So a chain is a let-chain: each test one `let`, each other operand one `bool`, in order.
//! In a condition the chain is the condition; anywhere else it is the one
//! `if CHAIN { true } else { false }` whose bindings end with it (see `lower`).
//!
//! After `if !TEST { BODY }` (no `else`), TEST is known true in the rest of the block when BODY
//! cannot fall through: "anywhere you can be sure that the result is true", in the RFC author's
//! words. Under `#[is_syntax(let_else)]` TEST's bindings reach there ([`negated_bindings`]),
//! as a `let … else`'s do, and rustc, not the macro, checks that BODY diverges.
//!
//! One test is no `let`: `is!(EXPR, PAT if GUARD)` whose pattern has alternatives, which
//! `matches!` spells the same. `matches!` tries the guard once for each alternative that
//! matches; `let PAT = EXPR && GUARD` binds the first that matches and tries it once. So it is
//! `matches!`'s `match`, an [`Arm`], whose bindings end at its guard; where the chain would
//! carry them on, it is an error (`checks::arm`).

use proc_macro2::{Ident, TokenTree};

use crate::syntax::{And, Expr, Form, RepeatedLinks, Test};

/// One operand of a top-level `&&` chain.
pub(crate) enum Link<'l> {
    /// A test: `let PATTERN = SCRUTINEE`.
    Let(Box<Test<'l>>),
    /// `is!(EXPR, PAT if GUARD)` with alternatives: `matches!`'s `match`.
    Arm(Arm<'l>),
    /// Any other operand: a `bool`.
    Bool(Expr<'l>),
    /// A `macro_rules!` repetition in the chain, `$(&& LINKS)*` or `$(LINKS)&&*`: its links
    /// are links of the chain, as if written once.
    Repeated(Repeated<'l>),
}

/// The links of a repetition in a chain, and the `$`-syntax around them.
pub(crate) struct Repeated<'l> {
    pub(crate) dollar: &'l TokenTree,
    pub(crate) original: &'l TokenTree,
    /// The `&&` its contents start with, or nothing.
    pub(crate) lead: &'l [TokenTree],
    pub(crate) links: Vec<Link<'l>>,
    pub(crate) after: &'l [TokenTree],
}

/// `is!(EXPR, PAT if GUARD)` whose pattern may have alternatives (`(x, _) | (_, x)`,
/// `Some(1 | _)`): `match EXPR { PAT if GUARD => true, _ => false }`, as `matches!` writes it.
pub(crate) struct Arm<'l> {
    pub(crate) test: Box<Test<'l>>,
    /// The `if` before the guard.
    pub(crate) if_token: &'l [TokenTree],
    pub(crate) guard: Expr<'l>,
}

impl<'l> Arm<'l> {
    /// `and` as an arm, if it is one: the comma form's test and its guard (a test of that form
    /// is the left of no other `&&`), with alternatives in its pattern.
    fn of(and: And<'l>) -> Result<Arm<'l>, And<'l>> {
        let And { left, op, right } = and;
        match left {
            Expr::Test(test)
                if test.form == Form::Comma && test.pattern.may_have_alternatives() =>
            {
                Ok(Arm {
                    test,
                    if_token: op,
                    guard: right,
                })
            }
            left => Err(And { left, op, right }),
        }
    }

    /// The names the chain would carry on from the arm: its pattern's, and those of the tests
    /// along its guard's chain.
    pub(crate) fn bindings(&self, out: &mut Vec<Ident>) {
        self.test.pattern.bindings(out);
        tests_bindings(&self.guard, false, out);
    }

    /// The links the arm reads as where it is no arm: its test's `let`, then its guard's.
    pub(crate) fn into_links(self) -> Vec<Link<'l>> {
        let mut links = vec![Link::Let(self.test)];
        push_links(self.guard, &mut links);
        links
    }
}

/// Whether `expr`'s top-level `&&` chain, through parentheses and `is!` calls, holds a test:
/// whether its tests bind into the rest of the chain (and a condition's body).
#[inline(always)]
pub(crate) fn binds(expr: &Expr<'_>) -> bool {
    first_test(expr).is_some()
}

/// The links of `expr`'s top-level `&&` chain, in order: the chain the tests in it bind along.
/// Parentheses and `is!` calls whose chain binds open into the chain around them; any other
/// operand is one link.
pub(crate) fn links(expr: Expr<'_>) -> Vec<Link<'_>> {
    let mut links = Vec::new();
    push_links(expr, &mut links);
    links
}

fn push_links<'l>(expr: Expr<'l>, links: &mut Vec<Link<'l>>) {
    if let Expr::Repetition(repeated) = expr {
        // A repetition's `&&` is inside it: it is a link whatever it holds.
        let RepeatedLinks {
            dollar,
            original,
            lead,
            inner,
            after,
        } = *repeated;
        links.push(Link::Repeated(Repeated {
            dollar,
            original,
            lead,
            links: self::links(inner),
            after,
        }));
        return;
    }
    if !binds(&expr) {
        links.push(Link::Bool(expr));
        return;
    }
    match expr {
        Expr::Test(test) => links.push(Link::Let(test)),
        Expr::And(and) => match Arm::of(*and) {
            Ok(arm) => links.push(Link::Arm(arm)),
            Err(and) => {
                push_links(and.left, links);
                push_links(and.right, links);
            }
        },
        Expr::Paren(paren) => push_links(paren.inner, links),
        Expr::IsCall(call) => push_links(call.inner, links),
        other @ (Expr::Run(..) | Expr::Other(_) | Expr::Repetition(_)) => {
            links.push(Link::Bool(other));
        }
    }
}

/// The first test of `expr`'s top-level chain, through parentheses and `is!` calls: what the
/// statement lint's help rewrites as a `let`.
pub(crate) fn first_test<'a, 'l>(expr: &'a Expr<'l>) -> Option<&'a Test<'l>> {
    match expr {
        Expr::Test(test) => Some(test),
        // A `match`, not `or_else`: a closure is a call per step in unoptimised builds, and
        // `binds` asks this of every chain.
        Expr::And(and) => match first_test(&and.left) {
            Some(test) => Some(test),
            None => first_test(&and.right),
        },
        Expr::Paren(paren) => first_test(&paren.inner),
        Expr::IsCall(call) => first_test(&call.inner),
        Expr::Repetition(repeated) => first_test(&repeated.inner),
        // A user's own `let` binds too, but is no test: a chain of nothing else is left as
        // written.
        Expr::Run(..) | Expr::Other(_) => None,
    }
}

/// The names the tests of `expr`'s chains bind, onto `out`: along its top-level `&&` chain,
/// which carries them on; with `in_values`, also those of the values in it (a call's
/// argument, an operand of `||`), whose own chains end within them.
pub(crate) fn tests_bindings(expr: &Expr, in_values: bool, out: &mut Vec<Ident>) {
    match expr {
        Expr::Test(test) => test.pattern.bindings(out),
        Expr::And(and) => {
            tests_bindings(&and.left, in_values, out);
            tests_bindings(&and.right, in_values, out);
        }
        Expr::Paren(paren) => tests_bindings(&paren.inner, in_values, out),
        Expr::IsCall(call) => tests_bindings(&call.inner, in_values, out),
        Expr::Repetition(repeated) => tests_bindings(&repeated.inner, in_values, out),
        Expr::Other(other) if in_values => {
            for node in &other.nodes {
                if let crate::syntax::Node::Value(value) = node {
                    tests_bindings(&value.expr, in_values, out);
                }
            }
        }
        Expr::Other(_) | Expr::Run(..) => {}
    }
}

/// The names that reach the rest of the block after `if !TEST { BODY }` under
/// `#[is_syntax(let_else)]`, from `operands`, what the condition negates (`!A || !B` negates
/// `A && B`): those their top-level chains bind, each name once, at its last binding, which is
/// the one in scope after the chain.
pub(crate) fn negated_bindings<'a, 'l: 'a>(
    operands: impl Iterator<Item = &'a Expr<'l>>,
) -> Vec<Ident> {
    let mut bound = Vec::new();
    for operand in operands {
        tests_bindings(operand, false, &mut bound);
    }
    let mut names: Vec<Ident> = Vec::with_capacity(bound.len());
    for name in bound {
        names.retain(|earlier| *earlier != name);
        names.push(name);
    }
    names
}
