//! Unit and property tests of the whole pipeline.

use proc_macro2::TokenStream;

/// `is!(input)` expanded, as text.
pub(crate) fn is_macro(input: &str) -> String {
    let input: TokenStream = input.parse().expect("test input tokenizes");
    crate::front::is_macro::expand(input).to_string()
}

/// `#[is_syntax(args)] item` expanded, as text.
pub(crate) fn attribute(args: &str, item: &str) -> String {
    let args: TokenStream = args.parse().expect("test args tokenize");
    let item: TokenStream = item.parse().expect("test item tokenizes");
    crate::front::attribute::expand(args, item).to_string()
}

/// `is::syntax! { input }` expanded, as text.
pub(crate) fn block(input: &str) -> String {
    let input: TokenStream = input.parse().expect("test input tokenizes");
    crate::front::block::expand(input).to_string()
}

/// Prints the expansions of `IS_SCRATCH` (`is!` arguments), `IS_SCRATCH_ITEM` (an item under
/// the attribute) and `IS_SCRATCH_BLOCK` (a block's items): for looking at them by hand.
#[test]
fn scratch() {
    if let Ok(input) = std::env::var("IS_SCRATCH") {
        println!("{}", is_macro(&input));
    }
    if let Ok(input) = std::env::var("IS_SCRATCH_ITEM") {
        println!("{}", attribute("", &input));
    }
    if let Ok(input) = std::env::var("IS_SCRATCH_BLOCK") {
        println!("{}", block(&input));
    }
}
mod expansion;
mod robustness;
