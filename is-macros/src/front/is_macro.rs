//! `is!(…)` on its own: a `bool`, its bindings scoped to their own `&&` chain.

use proc_macro2::{Delimiter, Span, TokenStream, TokenTree};

use crate::checks;
use crate::lower::Lowering;
use crate::syntax::{Front, Place, Reader};
use crate::tokens::build::{group, ident};
use crate::tokens::{Errors, Level};

pub(crate) fn expand(input: TokenStream) -> TokenStream {
    let level = Level::read(input, 0);
    if crate::syntax::is_used_marker(&level) {
        // Left by `#[is_syntax]` where it consumed calls: it only uses the import.
        return TokenStream::new();
    }
    if let Some(error) = checks::pattern_type_outside_alias(&level) {
        // A macro call is a type as well as an expression: the error reads in either place.
        return error.to_compile_error();
    }
    let mut errors = Errors::default();
    let read = Reader::new(Front::IsMacro, &mut errors).is_args(&level, Span::call_site());
    let mut value = Vec::new();
    match read {
        Ok(expr) => {
            Lowering::new(&mut errors, false, false).value(expr, Place::WHOLE, false, &mut value)
        }
        Err(_) => value.push(ident("false", Span::call_site())),
    }
    // Parenthesised: a call in statement position reads its expansion as a statement, where
    // `if … {} else {} || …` would end at the first `}`.
    let value = group(Delimiter::Parenthesis, value, Span::call_site());
    if errors.is_empty() {
        return TokenStream::from(value);
    }
    // The errors, and still a `bool`, so the code around reports nothing more.
    let mut block = errors.into_compile_errors();
    block.extend([value]);
    TokenStream::from(TokenTree::Group(proc_macro2::Group::new(
        Delimiter::Brace,
        block,
    )))
}
