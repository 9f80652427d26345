//! The reader, the chain rule and the lowering of the [`is`](https://docs.rs/is-operator)
//! crate (package `is-operator`), shared by its procedural macros (`is-operator-macros`) and its
//! command-line tool (`cargo-is`): one reader of `is`, wherever it is read. Use `is-operator`;
//! this crate's API serves those two and changes with them.
//!
//! The stages, each importing only those above it in this list:
//!
//! - `tokens`: the ground floor, token helpers (names, operators, levels, errors);
//! - `syntax`: the reader, which reads Rust's structure from tokens into a tree that marks
//!   every place the RFC gives a test meaning;
//! - `rules`: the chain rule, where a test's bindings flow;
//! - `checks`: every rule a test must follow, in one list;
//! - `pattern_type`: `type NAME = BASE is PATTERN;` as a checked newtype;
//! - `lower`: the tree back to tokens, tests as let-chains;
//! - `front`: the three entry points, `is!`, `#[is_syntax]` and `is::syntax!`; and the
//!   [`outline`] a tool reads: where the macros read infix `is` in a file, and what.
//!
//! Everything works on `proc_macro2` tokens: inside a procedural macro they are the compiler's,
//! elsewhere (the tool, unit tests) they are parsed from text.

mod checks;
mod front;
mod lower;
mod pattern_type;
mod rules;
mod syntax;
mod tokens;

#[cfg(test)]
mod tests;

use proc_macro2::TokenStream;

pub use front::outline;

/// The expansion of `is!(input)`: `EXPR is PATTERN` (or `EXPR, PATTERN`) as a `bool`, or a
/// pattern-type alias's type.
///
/// ```
/// let tokens = is_operator_syntax::expand_is("x is Some(_)".parse().unwrap());
/// assert!(tokens.to_string().contains("let Some (_) = x"));
/// ```
pub fn expand_is(input: TokenStream) -> TokenStream {
    front::is_macro::expand(input)
}

/// The expansion of `#[is_syntax(args)] item`: every `is!` test of the item lowered where its
/// bindings flow, and its pattern-type aliases written out.
///
/// ```
/// let item = "fn f(x: Option<u8>) -> u8 { if is!(x is Some(v)) && v > 3 { v } else { 0 } }";
/// let tokens = is_operator_syntax::expand_attribute(
///     proc_macro2::TokenStream::new(),
///     item.parse().unwrap(),
/// );
/// assert!(tokens.to_string().contains("if let Some (v) = x && v > 3"));
/// ```
pub fn expand_attribute(args: TokenStream, item: TokenStream) -> TokenStream {
    front::attribute::expand(args, item)
}

/// The expansion of `is::syntax! { input }`: items with infix `is` and pattern-type aliases,
/// written as the RFC proposes.
///
/// ```
/// let items = "fn f(x: Option<u8>) -> bool { x is Some(_) }";
/// let tokens = is_operator_syntax::expand_block(items.parse().unwrap());
/// assert!(tokens.to_string().contains("let Some (_) = x"));
/// ```
pub fn expand_block(input: TokenStream) -> TokenStream {
    front::block::expand(input)
}
