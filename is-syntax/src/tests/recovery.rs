//! No recovery code without its error. Where input does not read, the reader reports it and
//! puts code in its place (`tokens::errors` has the rules): the error itself where a pattern
//! is none or missing, or an operand is missing, and a method call taking it after a `.` with
//! no name (in `is::syntax!`); `false` for an `is!` that does not read, nothing for a statement
//! or an item left out, the tokens as written for a group that does not read. Each input here
//! takes one of those paths, in a place where the reading around it goes on or is given up,
//! and must come out with its error; debug builds, which the tests run, also check in
//! `Errors::emit` that no recovery goes out whose error was forgotten.

use super::{attribute, block};

/// Inputs of `#[is_syntax]` and of `is::syntax!` that each recover somewhere.
const RECOVERIES: &[(&str, &str)] = &[
    // A pattern that is none.
    (
        "fn f() -> bool { is!(x is Some(,)) }",
        "fn f() -> bool { x is Some(,) }",
    ),
    // A pattern that is none, in a condition.
    (
        "fn f() -> u8 { if is!(x is 1 2) { 1 } else { 0 } }",
        "fn f() -> u8 { if x is 1 2 { 1 } else { 0 } }",
    ),
    // A pattern that is missing.
    (
        "fn f() -> u8 { if is!(x is ) { 1 } else { 0 } }",
        "fn f() -> u8 { if x is { 1 } else { 0 } }",
    ),
    // An operand that is missing.
    (
        "fn f() -> bool { is!(x is Some(v) && ) }",
        "fn f() -> u8 { if x is Some(v) && { v } else { 0 } }",
    ),
    // A `.` with no name after it: a method call in a block, an `is!` that does not read
    // under the attribute.
    (
        "fn f() -> bool { is!(x is Some(v) && v.) }",
        "fn f() -> u8 { if x is Some(v) && v. { v } else { 0 } }",
    ),
    // Recovered in place, in a group whose reading is then given up.
    (
        "fn f() { g(is!(x is ), 1 2); }",
        "fn f() { g(x is , 1 2); }",
    ),
    // An `is!` that does not read.
    (
        "fn f() -> bool { is!() && is!(, x) }",
        "fn f() -> bool { is!() && is!(, x) }",
    ),
    // A statement left out, or passed on as written.
    (
        "fn f() { let y = is!(x is Some(_)) 1; }",
        "fn f() { let y = x is Some(_) 1; let z = x is None; }",
    ),
    // A group that does not read, with a test in it.
    (
        "fn f() { g(is!(x is Some(v)) ,, 1); }",
        "fn f() { g(x is Some(v) ,, 1); }",
    ),
    // An `assert!` whose condition does not read.
    (
        "fn f() { assert!(is!(x is Some(_)) 1); }",
        "fn f() { assert!(x is Some(_) 1); }",
    ),
    // Each of those inside a `macro_rules!` rule's body, whose reading is given up: the
    // body goes on as written, and its test is refused.
    (
        "fn f() { macro_rules! m { ($x:expr) => { if is!($x is Some(v) 1) && v > 1 { 1 } else { 0 } }; } }",
        "fn f() { macro_rules! m { ($x:expr) => { if $x is Some(v) 1 && v > 1 { 1 } else { 0 } }; } }",
    ),
    (
        "fn f() { macro_rules! m { () => { let y = is!(x is Some(w)) 1; if is!(x is Some(v)) && v > 1 {} }; } }",
        "fn f() { macro_rules! m { () => { let y = x is Some(w) 1; if x is Some(v) && v > 1 {} }; } }",
    ),
    // An item left out.
    (
        "mod m { const C: bool = is!(x is Some(_)) 1; fn f() -> bool { is!(x is None) } }",
        "const C: bool = x is Some(_) 1; fn f() -> bool { x is None }",
    ),
];

#[test]
fn every_recovery_comes_out_with_its_error() {
    for &(item, items) in RECOVERIES {
        let through_attribute = attribute("", item);
        assert!(
            through_attribute.contains("compile_error"),
            "no error for\n{item}\n{through_attribute}"
        );
        let through_block = block(items);
        assert!(
            through_block.contains("compile_error"),
            "no error for\n{items}\n{through_block}"
        );
    }
}

/// Issue 22: a rule's body once lowered `$x is Some(_) $(&& $more)*` with the pattern made `_`
/// and its error forgotten, always true.
#[test]
fn a_repetition_after_a_pattern_ends_it() {
    let expanded = block(
        "macro_rules! m { ($x:expr $(, $more:expr)*) => { if $x is Some(_) $(&& $more)* { 1 } else { 0 } }; }",
    );
    assert!(!expanded.contains("compile_error"), "{expanded}");
    assert!(
        expanded.contains("if let (Some (_)) ($ x) $ ([&& $ more]) *"),
        "{expanded}"
    );
}
