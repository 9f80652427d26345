//! The procedural macros behind the [`is`](https://docs.rs/is-operator) crate (package
//! `is-operator`). Use them through `is`, which documents them with examples and carries their
//! run-time support.
//!
//! Each entry point hands its tokens to `is-operator-syntax`, the one reader, chain rule and
//! lowering, which `cargo is` shares.

use proc_macro::TokenStream;

// The entry points are documented in the `is` crate, which re-exports them: doc comments here
// would be appended to its pages. The crate's own doc points there.

// `EXPR is PATTERN` as a `bool`, reached through the declarative `is!` of `is`.
#[proc_macro]
pub fn is(input: TokenStream) -> TokenStream {
    is_operator_syntax::expand_is(input.into()).into()
}

// `is::syntax! { ITEMS }`: the RFC's syntax and pattern types, written as proposed.
#[proc_macro]
pub fn syntax(input: TokenStream) -> TokenStream {
    let file = || proc_macro::Span::call_site().local_file();
    is_operator_syntax::expand_block_in_file(input.into(), file).into()
}

// `#[is_syntax]`: lets `is!` in `if`/`while`/guard conditions bind into the code the RFC
// says it does.
#[proc_macro_attribute]
pub fn is_syntax(args: TokenStream, item: TokenStream) -> TokenStream {
    let file = || proc_macro::Span::call_site().local_file();
    is_operator_syntax::expand_attribute_in_file(args.into(), item.into(), file).into()
}
