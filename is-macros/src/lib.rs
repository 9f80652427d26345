//! The procedural macros behind the [`is`](https://docs.rs/is) crate. Use them through `is`,
//! which documents them with examples and carries their run-time support.
//!
//! The pipeline, one module a stage, shared by every macro:
//! [`parse`] (tokens with infix `is` → a `syn` tree) → [`analyze`] (where bindings flow, the
//! RFC's rules) → [`lower`] (let-chains) → [`emit`] (entry points and errors).

mod analyze;
mod diagnostic;
mod emit;
mod lower;
mod parse;
mod pattern_type;
mod scan;

#[cfg(test)]
mod expand_tests;
#[cfg(test)]
mod robustness_tests;

use proc_macro::TokenStream;

/// `EXPR is PATTERN` as a `bool`. Documented, with examples, in the `is` crate.
#[proc_macro]
pub fn is(input: TokenStream) -> TokenStream {
    emit::is_macro(input.into()).into()
}

/// `is::syntax! { ITEMS }`: the RFC's syntax and pattern types, written as proposed.
/// Documented, with examples, in the `is` crate.
#[proc_macro]
pub fn syntax(input: TokenStream) -> TokenStream {
    emit::syntax_macro(input.into()).into()
}

/// Lets `is!` in `if`/`while`/guard conditions bind into the code the RFC says it does.
/// Documented, with examples, in the `is` crate.
#[proc_macro_attribute]
pub fn is_syntax(args: TokenStream, item: TokenStream) -> TokenStream {
    emit::is_syntax(args.into(), item.into()).into()
}
