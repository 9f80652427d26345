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
mod fronts_agree;
mod half_typed;
mod let_else;
mod outline;
mod pattern_types;
mod prefixes;
mod recovery;
mod robustness;
mod text_search;
mod unread_paths;

/// The benchmark's functions (`benches/compile_time.py`), expanded many times: for counting
/// the instructions the macros' own code takes, under callgrind, with
/// `cargo test -p is-operator-syntax --lib -- --ignored expansion_cost`.
#[test]
#[ignore]
fn expansion_cost() {
    let attribute_body = "pub fn f1(x: Option<u32>, y: Result<u32, ()>, v: &[Option<u32>]) -> u32 {
        if is!(x is Some(a) && a > 1) && is!(y, Ok(b)) { return a + b; }
        let mut it = v.iter();
        let mut sum = 0;
        while is!(it.next() is Some(Some(c))) && *c < 100 { sum += c; }
        match x {
            Some(n) if is!(n.checked_sub(1) is Some(m)) && m > 2 => m + sum,
            _ => sum + u32::from(is!(y is Err(_))),
        }
    }";
    let block_body = attribute_body
        .replace(
            "is!(x is Some(a) && a > 1) && is!(y, Ok(b))",
            "x is Some(a) && a > 1 && y is Ok(b)",
        )
        .replace(
            "is!(it.next() is Some(Some(c)))",
            "it.next() is Some(Some(c))",
        )
        .replace(
            "is!(n.checked_sub(1) is Some(m))",
            "n.checked_sub(1) is Some(m)",
        )
        .replace("is!(y is Err(_))", "y is Err(_)");
    let which = std::env::var("IS_COST").unwrap_or_default();
    let attribute_input: TokenStream = attribute_body.parse().expect("tokenizes");
    let block_input: TokenStream = block_body.parse().expect("tokenizes");
    for _ in 0..200 {
        if which != "block" {
            let output =
                crate::front::attribute::expand(TokenStream::new(), attribute_input.clone());
            std::mem::forget(output);
        }
        if which != "attribute" {
            std::mem::forget(crate::front::block::expand(block_input.clone()));
        }
    }
}

#[test]
#[ignore]
fn sizes() {
    use crate::syntax::{Expr, Node};
    println!(
        "Expr {} Node {} TokenTree {} Level {}",
        std::mem::size_of::<Expr<'_>>(),
        std::mem::size_of::<Node<'_>>(),
        std::mem::size_of::<proc_macro2::TokenTree>(),
        std::mem::size_of::<crate::tokens::Level>()
    );
}
mod oracle;
