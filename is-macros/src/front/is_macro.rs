//! `is!(…)` on its own: a `bool`, its bindings scoped to their own `&&` chain.
//!
//! The `is` crate's declarative `is!` calls this one as `is!{ (ARGS) $crate }`. Called so, the
//! value comes with the crate's own warnings, each one a lint the user can `allow`:
//!
//! - the value goes through a local `#[must_use]` function named `is`, so that
//!   `is!(x is Some(v));` warns "unused return value of `is`", with the `let` that keeps the
//!   bindings (the RFC's fix) in the note;
//! - a binding that nothing in the call uses warns "use of deprecated macro `is`" at it, with
//!   the fix for what its user most likely meant: the rest of the `&&` chain, or the `if` body,
//!   which see its bindings only under `#[is_syntax]`. The macro cannot see the code after it,
//!   but a binding unused inside the call is of use nowhere else;
//! - a single test whose pattern matches every value warns the same way, at the pattern.
//!
//! A warning is a local `macro_rules! is` marked `#[deprecated]` with the message as its note,
//! called once: the one way stable Rust gives a macro to warn, read as "use of deprecated
//! macro `is`: …", which `#[allow(deprecated)]` allows.
//!
//! Called directly with its arguments alone, it gives the plain value.

use proc_macro2::{Delimiter, Ident, Span, TokenStream, TokenTree};
use quote::quote_spanned;

use crate::checks;
use crate::lower::{Lowering, Unused};
use crate::syntax::{Expr, Front, Place, Reader};
use crate::tokens::bindings::bindings;
use crate::tokens::build::{group, ident, ours_at};
use crate::tokens::{Errors, Level};

pub(crate) fn expand(input: TokenStream) -> TokenStream {
    let outer = Level::read(input, 0);
    let (level, through_facade) = match arguments_and_crate(&outer) {
        Some(args) => (args, true),
        None => (&outer, false),
    };
    if crate::syntax::is_used_marker(level) {
        // Left by `#[is_syntax]` where it consumed calls: it only uses the import.
        return TokenStream::new();
    }
    if let Some(error) = checks::pattern_type_outside_alias(level) {
        // A macro call is a type as well as an expression: the error reads in either place.
        return error.to_compile_error();
    }
    let mut errors = Errors::default();
    let read = Reader::new(Front::IsMacro, &mut errors).is_args(level, Span::call_site());
    let mut value = Vec::new();
    let mut notes = None;
    match read {
        Ok(expr) => {
            let mut lowering = Lowering::new(&mut errors, false, false);
            if through_facade {
                notes = Some(Notes::of(&expr));
                lowering.unused = unused(&expr);
            }
            lowering.value(expr, Place::WHOLE, false, &mut value);
        }
        Err(_) => value.push(ident("false", Span::call_site())),
    }
    // Parenthesised: a call in statement position reads its expansion as a statement, where
    // `if … {} else {} || …` would end at the first `}`.
    let value = group(Delimiter::Parenthesis, value, Span::call_site());
    if errors.is_empty() {
        return match notes {
            Some(notes) => notes.around(value),
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

/// `(ARGS) $crate`, as the `is` crate's `is!` passes them: the arguments' level.
fn arguments_and_crate(outer: &Level) -> Option<&Level> {
    if outer.len() != 2 || !outer.is_group(0, Delimiter::Parenthesis) {
        return None;
    }
    let from_facade = matches!(&outer.tokens[1], TokenTree::Ident(name) if *name == "$crate");
    from_facade.then(|| outer.child(0)).flatten()
}

/// The warnings a value may need, written from the user's own tokens.
struct Notes {
    /// Why a dropped value is a mistake, and the `let` that keeps its bindings.
    dropped: String,
    /// The pattern of a lone test that matches every value, and what to say of it.
    always: Option<(Span, String)>,
}

impl Notes {
    fn of(expr: &Expr<'_>) -> Notes {
        let fix = checks::let_help(expr);
        let always = always_matches(expr).map(|(pattern, binds)| {
            let help = if binds {
                &fix
            } else {
                "write `true`, or test a pattern that can fail to match"
            };
            let note = format!(
                "this `is!`'s pattern matches every value, so it is always `true`\nhelp: {help}"
            );
            (pattern, note)
        });
        Notes {
            dropped: format!(
                "this `is!` tests a value and drops the answer, and its bindings with it (as `let _ = …` would)\nhelp: {fix}"
            ),
            always,
        }
    }

    /// `{ let value = VALUE; WARNING? { #[must_use] const fn is(…) … is(value) } }`: the value,
    /// through a function that warns where it is dropped. `value` has this macro's hygiene, and
    /// the function stands in a block of its own, so that no name of the user's meets either.
    fn around(self, value: TokenTree) -> TokenStream {
        let here = Span::mixed_site();
        let is = Ident::new("is", Span::call_site());
        let always = self.always.map(|(pattern, note)| warning(&note, pattern));
        let dropped = self.dropped;
        quote_spanned! {here=>
            {
                let value: bool = #value;
                #always
                {
                    #[must_use = #dropped]
                    #[inline]
                    const fn #is(value: bool) -> bool {
                        value
                    }
                    #is(value)
                }
            }
        }
    }
}

/// `{ #[deprecated(note = NOTE)] macro_rules! is { () => {}; } is!(); }` at `at`: a warning
/// that reads "use of deprecated macro `is`: NOTE", which `#[allow(deprecated)]` allows.
fn warning(note: &str, at: Span) -> TokenTree {
    let span = ours_at(at);
    let is = Ident::new("is", span);
    let tokens = quote_spanned! {span=>
        #[deprecated(note = #note)]
        macro_rules! #is {
            () => {};
        }
        #is!();
    };
    group(Delimiter::Brace, tokens.into_iter().collect(), span)
}

/// The bindings of `expr`'s tests that nothing in the call uses, and the warning about them,
/// at the first.
fn unused(expr: &Expr<'_>) -> Option<Unused> {
    let names = checks::unused_bindings(expr);
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
        "{listed} {is} bound by this `is!` and used nowhere in it: without `#[is_syntax]` on the item, {are} at the `is!`'s `)`, and a later `{first}` names another variable\nhelp: add `#[is_syntax]` to the item so that the bindings reach the rest of the `&&` chain and the `if` body, or write `_` for a value you do not use"
    );
    Some(Unused {
        warning: vec![warning(&note, first.span())],
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
    bindings(pattern, &mut bound);
    checks::is_irrefutable(pattern).then(|| (first.span(), !bound.is_empty()))
}
