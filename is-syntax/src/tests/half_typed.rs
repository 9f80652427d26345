//! Code half typed, as an editor sees it at every keystroke: each item is lowered as far as it
//! reads, and only the broken expression is its error, in its place.
//!
//! An editor (rust-analyzer) completes inside a macro call by expanding the call twice, as
//! written and with a name typed at the cursor, and looking at the second expansion where the
//! name went, at the same offset in the first. So the two must agree up to there: what
//! [`agree_up_to_cursor`] checks. The name is rust-analyzer's own.

use super::{attribute, block, is_macro};

/// What rust-analyzer types at the cursor to expand a macro call for completion.
const TYPED: &str = "intellijRulezz";

/// `expand` of `input` with nothing at its `$0`, after it checked that the expansion with a
/// name typed there agrees with it up to that name, as an editor needs them to.
fn agree_up_to_cursor(expand: impl Fn(&str) -> String, input: &str) -> String {
    let half_typed = expand(&input.replace("$0", ""));
    let typed = expand(&input.replace("$0", TYPED));
    let at = typed.find(TYPED).expect("the name typed goes out");
    assert!(
        half_typed.get(..at) == Some(&typed[..at]),
        "the expansions part before the cursor:\n{half_typed}\n{typed}"
    );
    half_typed
}

/// How many errors an expansion reports.
fn errors(expanded: &str) -> usize {
    expanded.matches("compile_error").count()
}

#[test]
fn a_dot_with_no_name_yet_keeps_its_receiver() {
    let expanded = agree_up_to_cursor(
        block,
        "fn f(x: Option<u8>) -> u8 { if x is Some(v) && v.$0 { v } else { 0 } }",
    );
    // The condition is the let-chain it will be, `v` an operand where the user wrote it, and
    // the error the argument of a method of every type, so that it is all rustc reports.
    assert_eq!(
        expanded,
        "fn f (x : Option < u8 >) -> u8 { if let Some (v) = x && v . __is_recovered (:: core :: compile_error ! \
         { \"expected a field or method after `.`, found `{ v }`\" }) { v } else { 0 } } \
         use is :: __private :: Recovered as _ ;"
    );
    // Before `&&`, at the end, in a value: the same, the rest of the chain lowered.
    let expanded = agree_up_to_cursor(
        block,
        "fn f(x: Option<u8>, y: bool) -> bool { let b = x is Some(v) && v.$0 && y; b }",
    );
    assert!(
        expanded.contains(
            "let b = if let Some (v) = x && v . __is_recovered (:: core :: compile_error ! \
             { \"expected a field or method after `.`, found `&`\" }) && y { true } else { false } ; b"
        ),
        "{expanded}"
    );
    assert_eq!(errors(&expanded), 1);
    let expanded = agree_up_to_cursor(
        block,
        "fn f(x: Option<u8>) -> bool { x is Some(v) && v.$0 }",
    );
    assert_eq!(errors(&expanded), 1, "{expanded}");
}

/// The method's trait is imported once at the end of each module whose code needs it: a
/// module does not see its parent's imports.
#[test]
fn the_method_is_imported_where_it_is_needed() {
    let expanded = block(
        "mod m { fn f(x: Option<u8>) -> bool { x is Some(v) && v. } fn g(x: Option<u8>) -> bool { x is Some(v) && v. } } \
         fn h(v: u8) -> bool { v is 1 && v. } fn i(v: u8) -> bool { v is 1 }",
    );
    let import = "use is :: __private :: Recovered as _ ;";
    assert_eq!(expanded.matches(import).count(), 2, "{expanded}");
    assert!(
        expanded.contains(&format!("{import} }} fn h")),
        "{expanded}"
    );
    assert!(
        expanded.ends_with(&format!("else {{ false }} }} {import}")),
        "{expanded}"
    );
    assert_eq!(errors(&expanded), 3);
}

/// A block whose methods take `self` stands in an `impl` or a `trait`, which takes no `use`:
/// the method call stays, for completion, and rustc reports it out of scope besides the
/// error. An `impl` in the block stands in a module, which takes one.
#[test]
fn no_import_where_the_block_stands_in_an_impl() {
    for method in [
        "fn f(&self, x: Option<u8>) -> bool { x is Some(v) && v. }",
        "pub fn f<F: Fn(u8)>(&'a mut self, x: Option<u8>, f: F) -> bool { x is Some(v) && v. }",
        "fn new() -> u8 { 0 } fn f(mut self: Box<Self>, x: Option<u8>) -> bool { x is Some(v) && v. }",
    ] {
        let expanded = block(method);
        assert!(expanded.contains("v . __is_recovered ("), "{expanded}");
        assert!(!expanded.contains("Recovered as _"), "{expanded}");
    }
    let expanded = block("impl X { fn f(&self, x: Option<u8>) -> bool { x is Some(v) && v. } }");
    assert!(
        expanded.ends_with("use is :: __private :: Recovered as _ ;"),
        "{expanded}"
    );
}

/// Only `is::syntax!` places the trait: elsewhere a `.` with no name is an `is!` that does not
/// read, `false` with its error, as before.
#[test]
fn a_dot_with_no_name_in_an_is_call_fails_the_call() {
    let expanded = attribute(
        "",
        "fn f(x: Option<u8>) -> bool { is!(x is Some(v) && v.) }",
    );
    assert_eq!(
        expanded,
        ":: core :: compile_error ! { \"expected a field or method after `.`\" } \
         fn f (x : Option < u8 >) -> bool { false } is ! { @ used }"
    );
    let expanded = is_macro("x is Some(v) && v.");
    assert!(expanded.ends_with("(false) }"), "{expanded}");
    assert!(!expanded.contains("__is_recovered"), "{expanded}");
}

#[test]
fn a_missing_pattern_leaves_a_patterns_place() {
    // Before an `if`'s body, which no pattern starts with.
    let expanded = agree_up_to_cursor(
        block,
        "fn f(x: Option<u8>) -> u8 { if x is $0 { 1 } else { 0 } }",
    );
    assert_eq!(
        expanded,
        "fn f (x : Option < u8 >) -> u8 { if let :: core :: compile_error ! \
         { \"expected a pattern after `is`\\nhelp: write `EXPR is PATTERN`, e.g. `x is Some(_)`\" } \
         = x { 1 } else { 0 } }"
    );
    // In `is!`, anywhere: on its own, under the attribute, in the comma form.
    let expanded = agree_up_to_cursor(is_macro, "x is $0");
    assert_eq!(
        expanded,
        "(if let :: core :: compile_error ! \
         { \"expected a pattern after `is`\\nhelp: write `EXPR is PATTERN`, e.g. `x is Some(_)`\" } \
         = x { true } else { false })"
    );
    let expanded = agree_up_to_cursor(
        |item| attribute("", item),
        "fn f(x: Option<u8>) -> u8 { if is!(x is $0) { 1 } else { 0 } }",
    );
    assert!(
        expanded.starts_with("fn f (x : Option < u8 >) -> u8 { if let :: core :: compile_error !"),
        "{expanded}"
    );
    assert!(
        expanded.ends_with("= x { 1 } else { 0 } } is ! { @ used }"),
        "{expanded}"
    );
    assert_eq!(errors(&expanded), 1);
    let expanded = agree_up_to_cursor(is_macro, "x, $0");
    assert!(
        expanded.starts_with("(if let :: core :: compile_error ! { \"expected a pattern after `,`"),
        "{expanded}"
    );
    // Before the rest of a chain, and in an `assert!`.
    for input in [
        "fn f(x: Option<u8>) -> bool { x is $0 || true }",
        "fn f(x: Option<u8>) { assert!(x is $0, \"no\"); }",
    ] {
        let expanded = agree_up_to_cursor(block, input);
        assert!(
            expanded.contains("if let :: core :: compile_error !"),
            "{expanded}"
        );
        assert_eq!(errors(&expanded), 1, "{expanded}");
    }
}

/// A pattern that does not read is its error in its place, a pattern of any type: not `_`,
/// which matches everything and warns so.
#[test]
fn a_pattern_that_does_not_read_is_its_error() {
    assert_eq!(
        is_macro("x is Some(,)"),
        "(if let :: core :: compile_error ! { \"expected a pattern\" } = x { true } else { false })"
    );
}

#[test]
fn a_missing_operand_is_its_error() {
    // The next link of a condition, not typed yet: the `{` is the body.
    let expanded = agree_up_to_cursor(
        block,
        "fn f(x: Option<u8>) -> u8 { if x is Some(v) && $0 { v } else { 0 } }",
    );
    assert_eq!(
        expanded,
        "fn f (x : Option < u8 >) -> u8 { if let Some (v) = x && :: core :: compile_error ! \
         { \"expected an expression, found `{ v }`\" } { v } else { 0 } }"
    );
    let expanded = agree_up_to_cursor(is_macro, "x is Some(v) && $0");
    assert_eq!(
        expanded,
        "(if let Some (v) = x && :: core :: compile_error ! { \"expected an expression\" } \
         { true } else { false })"
    );
    let expanded = agree_up_to_cursor(
        block,
        "fn f(x: Option<u8>) -> bool { let b = x is Some(v) && $0; b }",
    );
    assert!(
        expanded.contains("let b = if let Some (v) = x && :: core :: compile_error !"),
        "{expanded}"
    );
    // A block operand that a body follows is one.
    assert_eq!(
        block("fn f(x: Option<u8>) -> u8 { if x is Some(v) && { v > 1 } { v } else { 0 } }"),
        "fn f (x : Option < u8 >) -> u8 { if let Some (v) = x && { v > 1 } { v } else { 0 } }"
    );
}

/// Another macro's arguments may be no Rust: there a reading that does not go through is
/// given up, not recovered, and the call stays as written.
#[test]
fn another_macros_arguments_are_not_recovered() {
    let expanded = attribute(
        "",
        "fn f(x: Option<u8>) -> bool { my_macro!(is!(x is Some(v) && v > 1), +) }",
    );
    assert!(!expanded.contains("compile_error"), "{expanded}");
    let expanded = block("fn f(x: Option<u8>) -> bool { my_macro!(x is Some(v) && v.) }");
    assert!(!expanded.contains("__is_recovered"), "{expanded}");
    assert!(expanded.contains("cannot read this `is`"), "{expanded}");
}
