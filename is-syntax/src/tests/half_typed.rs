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

/// The import of the method's trait, at the end of the block that needs it.
const IMPORT: &str = "use :: is :: __private :: Recovered as _ ;";

#[test]
fn a_dot_with_no_name_yet_keeps_its_receiver() {
    let expanded = agree_up_to_cursor(
        block,
        "fn f(x: Option<u8>) -> u8 { if x is Some(v) && v.$0 { v } else { 0 } }",
    );
    // The condition is the let-chain it will be, `v` an operand where the user wrote it, and
    // the error the argument of a method of every type, so that it is all rustc reports. The
    // tail becomes a statement, for the import to follow it, and the block's value is `!`.
    assert_eq!(
        expanded,
        "fn f (x : Option < u8 >) -> u8 { if let Some (v) = x && v . __is_recovered (:: core :: compile_error ! \
         { \"expected a field or method after `.`, found `{ v }`\" }) { v } else { 0 } ; \
         use :: is :: __private :: Recovered as _ ; :: core :: unreachable ! () }"
    );
    // Before `&&`, at the end, in a value: the same, the rest of the chain lowered; after a
    // last statement the import alone.
    let expanded = agree_up_to_cursor(
        block,
        "fn f(x: Option<u8>, y: bool) -> bool { let b = x is Some(v) && v.$0 && y; b; }",
    );
    assert!(
        expanded.contains(
            "let b = if let Some (v) = x && v . __is_recovered (:: core :: compile_error ! \
             { \"expected a field or method after `.`, found `&`\" }) && y { true } else { false } ; b ; \
             use :: is :: __private :: Recovered as _ ; }"
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

/// The method's trait is imported once at the end of each block whose code needs it, which
/// stands in a `fn` in a module, an `impl` or a `trait` alike; blocks that need none get none.
#[test]
fn the_method_is_imported_in_the_block_that_needs_it() {
    let expanded = block(
        "mod m { fn f(x: Option<u8>) -> bool { x is Some(v) && v. } fn g(x: Option<u8>) -> bool { x is Some(v) && v. } } \
         fn h(v: u8) -> bool { v is 1 && v. || v. } fn i(v: u8) -> bool { v is 1 }",
    );
    assert_eq!(expanded.matches(IMPORT).count(), 3, "{expanded}");
    assert!(
        expanded.contains(&format!("{IMPORT} :: core :: unreachable ! () }} fn g")),
        "{expanded}"
    );
    assert!(
        expanded.ends_with("fn i (v : u8) -> bool { if let 1 = v { true } else { false } }"),
        "{expanded}"
    );
    assert_eq!(errors(&expanded), 4);
    // An `if` body's block, inside the `fn`'s: the innermost takes it.
    let expanded = block("fn f(x: Option<u8>) { if x is Some(v) { let w = v is 1 && v.; } }");
    assert!(
        expanded.ends_with(&format!("{{ true }} else {{ false }} ; {IMPORT} }} }}")),
        "{expanded}"
    );
}

/// A block whose methods take `self` stands in an `impl` or a `trait`, which takes no `use`:
/// the method's body does.
#[test]
fn a_method_imports_it_in_its_body() {
    for method in [
        "fn f(&self, x: Option<u8>) -> bool { x is Some(v) && v. }",
        "pub fn f<F: Fn(u8)>(&'a mut self, x: Option<u8>, f: F) -> bool { x is Some(v) && v. }",
        "fn new() -> u8 { 0 } fn f(mut self: Box<Self>, x: Option<u8>) -> bool { x is Some(v) && v. }",
    ] {
        let expanded = block(method);
        assert!(expanded.contains("v . __is_recovered ("), "{expanded}");
        assert!(
            expanded.ends_with(&format!("{IMPORT} :: core :: unreachable ! () }}")),
            "{expanded}"
        );
    }
}

/// Under the attribute a condition's `.` with no name recovers as in `is::syntax!`, in an
/// `is!` and in an `assert!` alike; an `is!` on its own, which puts no items, fails the call.
#[test]
fn a_dot_with_no_name_under_the_attribute() {
    let expanded = agree_up_to_cursor(
        |item| attribute("", item),
        "fn f(x: Option<u8>) { assert!(x is Some(v) && v.$0) }",
    );
    assert_eq!(
        expanded,
        "fn f (x : Option < u8 >) { assert ! (if let Some (v) = x && v . __is_recovered \
         (:: core :: compile_error ! { \"expected a field or method after `.`\" }) { true } else { false } , \
         \"{}\" , :: core :: concat ! (\"assertion failed: \" , :: core :: stringify ! (x is Some (v) && v .))) ; \
         use :: is :: __private :: Recovered as _ ; :: core :: unreachable ! () }"
    );
    let expanded = agree_up_to_cursor(
        |item| attribute("", item),
        "fn f(x: Option<u8>) -> bool { is!(x is Some(v) && v.$0) }",
    );
    assert!(expanded.contains("&& v . __is_recovered ("), "{expanded}");
    assert!(expanded.contains(IMPORT), "{expanded}");
    assert_eq!(errors(&expanded), 1, "{expanded}");
    // An `is!` called by a path reaches the trait by that path, a crate renamed in
    // `Cargo.toml` included; so does the one inside it.
    let expanded = attribute(
        "",
        "fn f(x: Option<u8>) -> bool { ::renamed::is!(x is Some(v) && v.) && renamed::is!(x is Some(w) && w.) }",
    );
    assert!(
        expanded.ends_with(
            "; use :: renamed :: __private :: Recovered as _ ; \
             use renamed :: __private :: Recovered as _ ; :: core :: unreachable ! () }"
        ),
        "{expanded}"
    );
    assert_eq!(errors(&expanded), 2, "{expanded}");
    // Outside any block the attribute has no place for the trait: the call fails, `false`
    // with its error, rather than leave the method out of scope besides it.
    let expanded = attribute("", "const C: bool = is!(X is Some(v) && v.);");
    assert!(!expanded.contains("__is_recovered"), "{expanded}");
    assert!(expanded.contains("const C : bool = false ;"), "{expanded}");
    assert_eq!(errors(&expanded), 1, "{expanded}");
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

/// A condition typed before its body's braces: the body is the error, so that the condition
/// still lowers and an editor completes in it; with nothing missing but the body, that is the
/// one error.
#[test]
fn a_body_not_typed_yet_is_its_error() {
    let expanded = agree_up_to_cursor(
        block,
        "fn f(x: Option<u8>) -> u8 { if x is Some(v) && v.$0 }",
    );
    assert!(
        expanded.starts_with(
            "fn f (x : Option < u8 >) -> u8 { if let Some (v) = x && v . __is_recovered ("
        ),
        "{expanded}"
    );
    assert!(
        expanded.contains(") { :: core :: compile_error ! { \"expected a block\" } } ;"),
        "{expanded}"
    );
    assert_eq!(errors(&expanded), 2, "{expanded}");
    assert_eq!(
        block("fn f(x: Option<u8>) -> u8 { while x is Some(v) && v > 2 }"),
        "fn f (x : Option < u8 >) -> u8 { while let Some (v) = x && v > 2 \
         { :: core :: compile_error ! { \"expected a block\" } } }"
    );
    // Something else where the body should be is no body left out.
    let expanded = block("fn f(x: Option<u8>) -> u8 { if x is Some(v) && v > 2 return 1; }");
    assert!(!expanded.contains("if let"), "{expanded}");
    assert_eq!(errors(&expanded), 1, "{expanded}");
}

/// A test inserted before the next link of a condition, its pattern not typed yet: the `&&`
/// after `is` is the condition's, where reading it as a pattern's `&&name` does not go
/// through; one that does is the pattern, as after `if let`.
#[test]
fn an_and_after_is_with_no_pattern_is_the_conditions() {
    let expanded = agree_up_to_cursor(
        block,
        "fn f(x: Option<u8>, name: &str) -> u8 { if x is $0 && name.len() > 3 { 1 } else { 0 } }",
    );
    assert_eq!(
        expanded,
        "fn f (x : Option < u8 >, name : & str) -> u8 { if let :: core :: compile_error ! \
         { \"expected a pattern after `is`\\nhelp: write `EXPR is PATTERN`, e.g. `x is Some(_)`\" } \
         = x && name . len () > 3 { 1 } else { 0 } }"
    );
    let expanded = agree_up_to_cursor(
        |item| attribute("", item),
        "fn f(x: Option<u8>, name: &str) -> bool { is!(x is $0 && name.is_empty()) }",
    );
    assert!(expanded.contains("= x && name . is_empty ()"), "{expanded}");
    assert_eq!(errors(&expanded), 1, "{expanded}");
    assert_eq!(
        block("fn f(x: &&u8) -> bool { x is &&name && name > &&3 }"),
        "fn f (x : && u8) -> bool { if let && name = x && name > && 3 { true } else { false } }"
    );
    // Before an operand no pattern starts with, the same.
    let expanded = agree_up_to_cursor(
        block,
        "fn f(x: Option<u8>, done: bool) -> u8 { if x is $0 && !done { 1 } else { 0 } }",
    );
    assert!(expanded.contains("= x && ! done { 1 }"), "{expanded}");
    assert_eq!(errors(&expanded), 1, "{expanded}");
    // A pattern with a mistake inside is a pattern, its mistake the error.
    for expanded in [
        block("fn f(x: &&Option<u8>) -> bool { x is &&Some(1 +) }"),
        attribute(
            "",
            "fn f(x: &&Option<u8>) -> bool { is!(x is &&Some(1 +)) }",
        ),
    ] {
        assert!(
            expanded.contains(
                "if let :: core :: compile_error ! { \"expected a pattern to end here, found `+`\" } = x {"
            ),
            "{expanded}"
        );
        assert_eq!(errors(&expanded), 1, "{expanded}");
    }
    // Under the attribute the same: the one pattern reader decides, in `is!` as in the block.
    assert_eq!(
        attribute(
            "",
            "fn f(x: &&u8) -> bool { is!(x is &&name && name > &&3) }"
        ),
        "fn f (x : && u8) -> bool { if let && name = x && name > && 3 { true } else { false } } \
         is ! { @ used }"
    );
}

/// A recovery under an attribute that can take it away, `#[cfg(…)]`, with its error: its
/// error is reported with the others too, or the import and the block's `unreachable!()`
/// would stay alone, and the function compile, to panic.
#[test]
fn an_attribute_cannot_take_the_error_away_from_the_import() {
    for expanded in [
        attribute(
            "",
            "fn f(x: Option<u8>) -> u8 { #[cfg(any())] let _ = is!(x is Some(v) && v.); 0 }",
        ),
        block("fn f(x: Option<u8>) -> u8 { #[cfg(any())] let _ = x is Some(v) && v.; 0 }"),
        block("#[cfg(any())] const C: bool = X is Some(v) && v.;"),
    ] {
        assert!(
            expanded.starts_with(":: core :: compile_error ! { \"expected a field or method"),
            "{expanded}"
        );
        assert_eq!(errors(&expanded), 2, "{expanded}");
    }
    // With no attribute, or one that takes no code away, the error is in its place alone.
    for expanded in [
        block("fn f(x: Option<u8>) -> u8 { let _ = x is Some(v) && v.; 0 }"),
        block(
            "fn f(x: Option<u8>) -> u8 { #[allow(unused)] let _ = x is Some(v) && v.; #[derive(Debug)] struct S; 0 }",
        ),
    ] {
        assert!(expanded.starts_with("fn f"), "{expanded}");
        assert_eq!(errors(&expanded), 1, "{expanded}");
    }
}
