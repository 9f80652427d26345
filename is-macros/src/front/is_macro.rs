//! `is!(…)` on its own: a `bool`, its bindings scoped to their own `&&` chain.
//!
//! The `is` crate's declarative `is!` calls this one as `is!{ (ARGS) $crate }`, handing over
//! the path to itself. The value then goes through `$crate::__private::tested`, a `#[must_use]`
//! `const fn`, so that `is!(x is Some(_));` is warned about; a single test whose pattern
//! matches every value goes through `always`, which is deprecated for the warning it gives.
//! Called directly with its arguments alone, it gives the plain value.

use proc_macro2::{Delimiter, Span, TokenStream, TokenTree};

use crate::checks;
use crate::lower::Lowering;
use crate::syntax::{Expr, Front, Place, Reader};
use crate::tokens::build::{group, ident, punct};
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
    if let Some(error) = checks::pattern_type_outside_alias(level) {
        // A macro call is a type as well as an expression: the error reads in either place.
        return error.to_compile_error();
    }
    let mut errors = Errors::default();
    let read = Reader::new(Front::IsMacro, &mut errors).is_args(level, Span::call_site());
    let mut value = Vec::new();
    let mut always = None;
    match read {
        Ok(expr) => {
            always = always_matches(&expr);
            Lowering::new(&mut errors, false, false).value(expr, Place::WHOLE, false, &mut value)
        }
        Err(_) => value.push(ident("false", Span::call_site())),
    }
    // Parenthesised: a call in statement position reads its expansion as a statement, where
    // `if … {} else {} || …` would end at the first `}`.
    let value = group(Delimiter::Parenthesis, value, Span::call_site());
    if errors.is_empty() {
        return match krate {
            Some(krate) => through(krate, always, value),
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

/// The span of the pattern of a lone test that matches every value, if the value is one.
fn always_matches(expr: &Expr<'_>) -> Option<Span> {
    let Expr::Test(test) = expr else {
        return None;
    };
    let pattern = test.pattern.tokens();
    let first = pattern.first()?;
    checks::is_irrefutable(pattern).then(|| first.span())
}

/// `$crate::__private::tested(VALUE)`, or `always` at the pattern's span when it matches
/// everything, so that the compiler's warning points there.
fn through(krate: &TokenTree, always: Option<Span>, value: TokenTree) -> TokenStream {
    let span = Span::call_site();
    let (name, at) = match always {
        Some(pattern) => ("always", pattern),
        None => ("tested", span),
    };
    TokenStream::from_iter([
        krate.clone(),
        punct(':', proc_macro2::Spacing::Joint, span),
        punct(':', proc_macro2::Spacing::Alone, span),
        ident("__private", span),
        punct(':', proc_macro2::Spacing::Joint, span),
        punct(':', proc_macro2::Spacing::Alone, span),
        ident(name, at),
        group(Delimiter::Parenthesis, vec![value], span),
    ])
}
