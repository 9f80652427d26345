//! The procedural macros behind the [`is`](https://docs.rs/is-operator) crate (package
//! `is-operator`). Use them through `is`, which documents them with examples and carries their
//! run-time support.
//!
//! One reader, one chain rule, one lowering, shared by the three macros. The stages, each
//! importing only those above it in this list:
//!
//! - `tokens`: the ground floor, token helpers (names, operators, levels, errors);
//! - `syntax`: the reader, which reads Rust's structure from tokens into a tree that marks
//!   every place the RFC gives a test meaning;
//! - `rules`: the chain rule, where a test's bindings flow;
//! - `checks`: every rule a test must follow, in one list;
//! - `pattern_type`: `type NAME = BASE is PATTERN;` as a checked newtype;
//! - `lower`: the tree back to tokens, tests as let-chains;
//! - `front`: the three entry points, `is!`, `#[is_syntax]` and `is::syntax!`.

mod checks;
mod front;
mod lower;
mod pattern_type;
mod rules;
mod syntax;
mod tokens;

#[cfg(test)]
mod tests;

use proc_macro::TokenStream;

// The entry points are documented in the `is` crate, which re-exports them: doc comments here
// would be appended to its pages. The crate's own doc points there.

// `EXPR is PATTERN` as a `bool`, reached through the declarative `is!` of `is`.
#[proc_macro]
pub fn is(input: TokenStream) -> TokenStream {
    front::is_macro::expand(input.into()).into()
}

// `is::syntax! { ITEMS }`: the RFC's syntax and pattern types, written as proposed.
#[proc_macro]
pub fn syntax(input: TokenStream) -> TokenStream {
    front::block::expand(input.into()).into()
}

// `#[is_syntax]`: lets `is!` in `if`/`while`/guard conditions bind into the code the RFC
// says it does.
#[proc_macro_attribute]
pub fn is_syntax(args: TokenStream, item: TokenStream) -> TokenStream {
    front::attribute::expand(args.into(), item.into()).into()
}
