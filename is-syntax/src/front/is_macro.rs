//! `is!(…)` on its own: a `bool`, its bindings scoped to their own `&&` chain.
//!
//! The `is` crate's declarative `is!` calls this one as `is!{ (ARGS) $crate }`. Called so, the
//! value comes with the crate's own warnings, each one a lint the user can `allow`:
//!
//! - the value goes through the crate's `#[must_use]` function `__private::is`, so that
//!   `is!(x is Some(v));` warns "unused return value of `is::__private::is`", with the `let`
//!   that keeps the bindings (the RFC's fix) in the note;
//! - a binding that nothing in the call uses warns "use of deprecated macro `is`" at it, with
//!   the fix for what its user most likely meant: the rest of the `&&` chain, or the `if` body,
//!   which see its bindings only under `#[is_syntax]` (and the code after `if !is!(…) { … }`,
//!   only under `#[is_syntax(let_else)]`). The macro cannot see the code after it, but a
//!   binding unused inside the call is of use nowhere else;
//! - a single test whose pattern matches every value warns the same way, at the pattern.
//!
//! A warning is a local `macro_rules! is` marked `#[deprecated]` with the message as its note,
//! called once: the one way stable Rust gives a macro to warn, read as "use of deprecated
//! macro `is`: …", which `#[allow(deprecated)]` allows.
//!
//! Called directly with its arguments alone, it gives the plain value.

use proc_macro2::{Delimiter, Span, TokenStream, TokenTree};
use quote::quote_spanned;

use crate::checks;
use crate::lower::{Lowering, Options, Unused, deprecation};
use crate::syntax::{Expr, Front, Place, Reader};
use crate::tokens::build::{group, ident};
use crate::tokens::{Errors, Level};

pub(crate) fn expand(input: TokenStream) -> TokenStream {
    let outer = Level::read(input, 0);
    let (level, krate) = match arguments_and_crate(&outer) {
        Some((args, krate)) => (args, Some(krate)),
        None => (&outer, None),
    };
    if crate::syntax::is_used_marker(level) {
        // Left by `#[is_syntax]` where it consumed calls: it only uses the import.
        return TokenStream::new();
    }
    let let_chain = level.punct(0, '@')
        && matches!(level.tokens.get(1), Some(TokenTree::Ident(name)) if crate::tokens::ident_is(name, "let_chain"));
    if let (Some(krate), true) = (krate, let_chain) {
        // A chain of a rule's body whose `is!` was called as `$crate::is!` (see
        // `lower::routed`): on to the facade's `__let_chain!`.
        let rest: TokenStream = level.tokens[2..].iter().cloned().collect();
        let span = Span::call_site();
        return quote_spanned! {span=> #krate::__let_chain! { #rest } };
    }
    if let Some(error) = checks::pattern_type_outside_alias(level) {
        // A macro call is a type as well as an expression: the error reads in either place.
        return error.to_compile_error();
    }
    let mut errors = Errors::default();
    let read = Reader::new(Front::IsMacro, &mut errors).is_args(level, Span::call_site());
    let mut value = Vec::new();
    match read {
        Ok(expr) => {
            let mut lowering = Lowering::new(&mut errors, Options::default(), false);
            if krate.is_some() {
                if let Some(Always { pattern, note }) = Always::of(&expr) {
                    lowering.arm_warning = vec![deprecation(&note, pattern)];
                }
                lowering.unused = unused(&expr, level);
            }
            lowering.value(expr, Place::WHOLE, false, &mut value);
        }
        Err(_) => value.push(ident("false", Span::call_site())),
    }
    // Parenthesised: a call in statement position reads its expansion as a statement, where
    // `if … {} else {} || …` would end at the first `}`.
    let value = group(Delimiter::Parenthesis, value, Span::call_site());
    // Errors that stand in the value, in place of what did not read, need no more: the call
    // expands as it will once that is written, which is where an editor completes it.
    if errors.all_in_place() {
        return match krate {
            Some(krate) => through(krate, value),
            None => TokenStream::from(value),
        };
    }
    // The errors, and still a `bool`, so the code around reports nothing more.
    let mut block = errors.into_compile_errors();
    block.extend([value]);
    TokenStream::from(TokenTree::Group(proc_macro2::Group::new(
        Delimiter::Brace,
        block,
    )))
}

/// `(ARGS) $crate`, as the `is` crate's `is!` passes them: the arguments' level and the path.
fn arguments_and_crate(outer: &Level) -> Option<(&Level, &TokenTree)> {
    if outer.len() != 2 || !outer.is_group(0, Delimiter::Parenthesis) {
        return None;
    }
    let krate = &outer.tokens[1];
    matches!(krate, TokenTree::Ident(name) if *name == "$crate")
        .then(|| outer.child(0).map(|args| (args, krate)))
        .flatten()
}

/// The warning about a lone test whose pattern matches every value, if it is one: where it
/// points, and what it says. It goes first in the test's `true` arm, after the pattern, so
/// that the expansion up to the pattern is the same whatever the pattern (an editor maps its
/// cursor there by offset, from the expansion of the input with a name typed at the cursor).
struct Always {
    pattern: Span,
    note: String,
}

impl Always {
    fn of(expr: &Expr<'_>) -> Option<Always> {
        let (pattern, binds) = always_matches(expr)?;
        let help = if binds {
            checks::let_help(expr)
        } else {
            "write `true`, or test a pattern that can fail to match".to_owned()
        };
        let note = format!(
            "this `is!`'s pattern matches every value, so it is always `true`\nhelp: {help}"
        );
        Some(Always { pattern, note })
    }
}

/// `$crate::__private::is(VALUE)`, the value through the crate's `#[must_use]` function, so
/// that a dropped `is!(…);` warns. A local function would let the note quote the user's own
/// `let`, but an item for every call doubled the compile time of a crate of `is!`s.
fn through(krate: &TokenTree, value: TokenTree) -> TokenStream {
    let span = Span::call_site();
    quote_spanned! {span=> #krate::__private::is(#value) }
}

/// The bindings of `expr`'s tests that nothing in the call uses, and the warning about them,
/// at the first.
fn unused(expr: &Expr<'_>, args: &Level) -> Option<Unused> {
    let names = checks::unused_bindings(expr, args);
    let first = names.first()?;
    let listed = names
        .iter()
        .map(|name| format!("`{name}`"))
        .collect::<Vec<_>>()
        .join(", ");
    let (is, are) = if names.len() == 1 {
        ("is", "it ends")
    } else {
        ("are", "they end")
    };
    let note = format!(
        "{listed} {is} bound by this `is!` and used nowhere in it: {are} at the `is!`'s `)`, and a later `{first}` names another variable\nhelp: without `#[is_syntax]` on the item, add it so that the bindings reach the rest of the `&&` chain and the `if` body (and with `#[is_syntax(let_else)]`, the code after `if !is!(…) {{ return …; }}`); with it, this `is!` stands where the attribute cannot read it (in another macro's arguments, a `macro_rules!` body that is Rust only once expanded, or a macro defined outside the item), so put the rest of the chain inside the call; or write `_` for a value you do not use"
    );
    Some(Unused {
        warning: vec![deprecation(&note, first.span())],
        names,
    })
}

/// The span of the pattern of a lone test that matches every value, if the value is one, and
/// whether the pattern binds a name.
fn always_matches(expr: &Expr<'_>) -> Option<(Span, bool)> {
    let Expr::Test(test) = expr else {
        return None;
    };
    let pattern = test.pattern.tokens();
    let first = pattern.first()?;
    let mut bound = Vec::new();
    test.pattern.bindings(&mut bound);
    checks::is_irrefutable(pattern).then(|| (first.span(), !bound.is_empty()))
}
