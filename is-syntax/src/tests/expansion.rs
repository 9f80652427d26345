//! Expansion snapshots: what each macro generates for representative input, pinned as text,
//! so that any change to the generated code shows up in review (as `pin-project` does).

use proc_macro2::TokenStream;

use super::{attribute as is_syntax, block, is_macro};

/// Pairs of input and its exact expansion.
const IS_MACRO: &[(&str, &str)] = &[
    (
        "x, Some(_)",
        "(if let Some (_) = x { true } else { false })",
    ),
    (
        "x, Some(v) if v > 3",
        "(if let Some (v) = x && v > 3 { true } else { false })",
    ),
    ("x, A | B", "(if let A | B = x { true } else { false })"),
    // With alternatives and a guard, `matches!`'s own `match`: the guard is tried for each
    // alternative that matches, at any depth.
    (
        "t, (x, _) | (_, x) if x == 2",
        "(match t { (x , _) | (_ , x) if x == 2 => true , _ => false })",
    ),
    (
        "o, Some(1 | _) if f()",
        "(match o { Some (1 | _) if f () => true , _ => false })",
    ),
    (
        "P { a: 1 }, P { a: 1 | 2 } if g",
        "(match (P { a : 1 }) { P { a : 1 | 2 } if g => true , _ => false })",
    ),
    (
        "x is Some(_)",
        "(if let Some (_) = x { true } else { false })",
    ),
    ("x is (A | B)", "(if let A | B = x { true } else { false })"),
    (
        "x is Some(y) && y > 3",
        "(if let Some (y) = x && y > 3 { true } else { false })",
    ),
    (
        "x is Some(y) && y > 3 || z is Err(_)",
        "(if let Some (y) = x && y > 3 { true } else { false } || if let Err (_) = z { true } else { false })",
    ),
    (
        "!(x is None) && a",
        "(! if let None = x { true } else { false } && a)",
    ),
    (
        "x is 10..=20 && y",
        "(if let 10 ..= 20 = x && y { true } else { false })",
    ),
    (
        "it.next()? is Some(v) && (v > 1 && w is Ok(_))",
        "(if let Some (v) = it . next () ? && v > 1 && let Ok (_) = w { true } else { false })",
    ),
    (
        "is is Some(_)",
        "(if let Some (_) = is { true } else { false })",
    ),
    (
        "v.iter().any(|o| o is Some(3))",
        "(v . iter () . any (| o | if let Some (3) = o { true } else { false }))",
    ),
    // The scrutinee of the `matches!` spelling is the whole expression before the `,`.
    (
        "a || b, false",
        "(if let false = (a || b) { true } else { false })",
    ),
    (
        "0..3, Range { start: 0, .. }",
        "(if let Range { start : 0 , .. } = (0 .. 3) { true } else { false })",
    ),
    ("@used", ""),
];

#[test]
fn is_macro_expansions() {
    let mut wrong = Vec::new();
    for (input, expected) in IS_MACRO {
        let got = is_macro(input);
        if got != *expected {
            wrong.push(format!(
                "is!({input})\n  expected {expected}\n  got      {got}"
            ));
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

#[test]
fn condition_becomes_the_let_chain() {
    let expanded = is_syntax(
        "",
        "fn f(x: Option<u8>) -> u8 { if is!(x, Some(y)) && (is!(y.checked_add(1) is Some(z))) { z } else { 0 } }",
    );
    assert_eq!(
        expanded,
        "fn f (x : Option < u8 >) -> u8 { if let Some (y) = x && let Some (z) = y . checked_add (1) { z } else { 0 } } is ! { @ used }"
    );
}

#[test]
fn while_guard_and_value_positions() {
    let expanded = is_syntax(
        "",
        "fn f(x: Option<u8>) -> bool { \
            while is!(it.next() is Some(v)) && v < 3 {} \
            match x { Some(n) if is!(n, 1..) => {} _ => {} } \
            while is!(it.next(), Some(_)) && { true } {} \
            let b = is!(x is Some(v) && v > 1); \
            b || !is!(x, None) \
        }",
    );
    // A value position is lowered where it stands too, so that its chain can go on after the
    // call.
    assert_eq!(
        expanded,
        "fn f (x : Option < u8 >) -> bool { \
            while let Some (v) = it . next () && v < 3 { } \
            match x { Some (n) if let 1 .. = n => { } _ => { } } \
            while let Some (_) = it . next () && { true } { } \
            let b = if let Some (v) = x && v > 1 { true } else { false } ; \
            b || ! if let None = x { true } else { false } \
        } is ! { @ used }"
    );
}

/// `is!(EXPR, PAT if GUARD)` with alternatives: `matches!`'s `match` as a link of a chain too,
/// when it binds nothing; the let-chain it reads as, with its error, where the bindings would
/// go on.
#[test]
fn an_arm_is_matches_wherever_no_binding_goes_on() {
    let expanded = is_syntax(
        "",
        "fn f(o: Option<u8>, t: (u8, u8)) -> bool { \
            if is!(o, Some(_) | Some(1) if g()) && h() { return true; } \
            is!(o is Some(n)) && is!(t, (x, _) | (_, x) if x == n) \
        }",
    );
    assert_eq!(
        expanded,
        "fn f (o : Option < u8 >, t : (u8 , u8)) -> bool { \
            if match o { Some (_) | Some (1) if g () => true , _ => false } && h () { return true ; } \
            if let Some (n) = o && match t { (x , _) | (_ , x) if x == n => true , _ => false } { true } else { false } \
        } is ! { @ used }"
    );
    let refused = is_syntax(
        "",
        "fn f(t: T) -> u8 { if is!(t, A(x) | B(x) if x > 1) { x } else { 0 } }",
    );
    assert!(
        refused.contains("so `x` cannot reach the code after it")
            && refused.contains("if let A (x) | B (x) = t && x > 1 { x }"),
        "{refused}"
    );
}

#[test]
fn assert_takes_infix_is() {
    let expanded = is_syntax(
        "",
        "fn f(r: R) { assert!(r is Ok(v) && v < 3, \"{r:?}\"); }",
    );
    assert_eq!(
        expanded,
        "fn f (r : R) { assert ! (if let Ok (v) = r && v < 3 { true } else { false } , \"{r:?}\") ; }"
    );
}

#[test]
fn an_assert_of_the_users_own_gets_no_message() {
    // std's gets the condition as written for its message.
    let std = is_syntax("", "fn f(x: X) { assert!(is!(x is Some(_))); }");
    assert!(std.contains("assertion failed: "), "{std}");
    // One the input defines or imports is the user's: its arguments stay its own.
    for item in [
        "mod m { macro_rules! assert { ($x:expr) => { if !$x { panic!() } }; } fn f(x: X) { assert!(is!(x is Some(_))); } }",
        "mod m { use crate::checks::assert; fn f(x: X) { assert!(is!(x is Some(_))); } }",
        "mod m { use crate::checks::{check as assert}; fn f(x: X) { assert!(is!(x is Some(_))); } }",
    ] {
        let expanded = is_syntax("", item);
        assert!(!expanded.contains("assertion failed"), "{expanded}");
        assert!(
            expanded.contains("assert ! (if let Some (_) = x { true } else { false }) ;"),
            "{expanded}"
        );
    }
    // `use std::assert` and `core::assert!` are std's, and so is a `debug_assert!` beside a
    // user's `assert`.
    for item in [
        "mod m { use std::assert; fn f(x: X) { assert!(is!(x is Some(_))); } }",
        "mod m { macro_rules! assert { ($x:expr) => {}; } fn f(x: X) { core::assert!(is!(x is Some(_))); } }",
        "mod m { macro_rules! assert { ($x:expr) => {}; } fn f(x: X) { debug_assert!(is!(x is Some(_))); } }",
    ] {
        let expanded = is_syntax("", item);
        assert!(expanded.contains("assertion failed: "), "{expanded}");
    }
}

#[test]
fn allowed_statement_is_bound_to_underscore() {
    let expanded = is_syntax("allow(is_statement)", "fn f(x: X) { is!(x is Some(_)); }");
    assert_eq!(
        expanded,
        "fn f (x : X) { let _ = if let Some (_) = x { true } else { false } ; } is ! { @ used }"
    );
}

#[test]
fn used_marker_goes_where_is_is_imported() {
    let expanded = is_syntax(
        "",
        "mod m { use is::is; fn f(x: X) -> u8 { { use is::{is as is}; if is!(x, A) { 1 } else { 0 } } } \
         fn g(x: X) -> u8 { if is!(x, B) { 1 } else { 0 } } }",
    );
    assert_eq!(
        expanded,
        "mod m { is ! { @ used } use is :: is ; fn f (x : X) -> u8 { { is ! { @ used } use is :: { is as is } ; \
         if let A = x { 1 } else { 0 } } } \
         fn g (x : X) -> u8 { if let B = x { 1 } else { 0 } } }"
    );
    // Each scope whose import served a consumed call is marked, and only that one.
    let expanded = is_syntax(
        "",
        "fn f(x: X) -> bool { { use is::is; if is!(x, A) {} } is!(x, B) }",
    );
    assert_eq!(
        expanded,
        "fn f (x : X) -> bool { { is ! { @ used } use is :: is ; if let A = x { } } \
         if let B = x { true } else { false } } is ! { @ used }"
    );
    let expanded = is_syntax(
        "",
        "fn f(x: X) -> bool { if is!(x, A) {} { use is::is; is!(x, B) } }",
    );
    assert_eq!(
        expanded,
        "fn f (x : X) -> bool { if let A = x { } { is ! { @ used } use is :: is ; \
         if let B = x { true } else { false } } } is ! { @ used }"
    );
    // `is::is!(…)` resolves through the crate's name, not the import.
    let expanded = is_syntax("", "fn f(x: X) -> bool { { use is::is; is::is!(x, B) } }");
    assert_eq!(
        expanded,
        "fn f (x : X) -> bool { { use is :: is ; if let B = x { true } else { false } } }"
    );
}

/// Types go on as written but for the expressions in them: an array's length, a const generic
/// argument, an enum's discriminant; a function's parameters' types too, where an `is!` left
/// on its own would let its `if` body name an outer variable.
#[test]
fn expressions_in_types_are_read() {
    let expanded = is_syntax(
        "",
        "fn f(x: [u8; if is!(N, 1..) { 1 } else { 2 }]) -> [u8; if is!(N, 1..) { 1 } else { 2 }] { x }",
    );
    assert_eq!(
        expanded,
        "fn f (x : [u8 ; if let 1 .. = N { 1 } else { 2 }]) -> [u8 ; if let 1 .. = N { 1 } else { 2 }] { x } \
         is ! { @ used }"
    );
    assert_eq!(
        block("const fn f() -> u32 { A::<{ true && 1 is 1 }>::O }"),
        "const fn f () -> u32 { A ::< { if true && let 1 = 1 { true } else { false } } >:: O }"
    );
    assert_eq!(
        block("enum E { X = if N is 1.. { 1 } else { 2 }, Y(u8) }"),
        "enum E { X = if let 1 .. = N { 1 } else { 2 } , Y (u8) }"
    );
}

#[test]
fn generated_code_has_no_unsafe_and_no_marker_left() {
    let outputs = IS_MACRO.iter().map(|(input, _)| is_macro(input));
    for output in outputs {
        assert!(!output.contains("unsafe"), "{output}");
        assert!(!output.contains("__is_test"), "{output}");
    }
}

#[test]
fn errors_are_compile_errors_that_still_give_a_bool() {
    let expanded = is_macro("x is A | B");
    assert!(
        expanded.starts_with("{ :: core :: compile_error ! {"),
        "{expanded}"
    );
    assert!(expanded.contains("needs parentheses"), "{expanded}");
    assert!(
        expanded.ends_with("(if let A | B = x { true } else { false }) }"),
        "{expanded}"
    );
    for bad in ["", "x is", "x,", ", A", "x", "a == b is P", "x is Some(+)"] {
        let expanded = is_macro(bad);
        assert!(
            expanded.contains("compile_error"),
            "is!({bad}) gave {expanded}"
        );
    }
}

#[test]
fn help_lines_quote_the_users_code() {
    let expanded = is_syntax(
        "",
        "fn f(x: X) { is!(x.next() is Some(Point { x: 0, .. })); }",
    );
    assert!(
        expanded.contains("`let Some(Point { x: 0, .. }) = x.next() else { … };`"),
        "{expanded}"
    );
    let expanded = is_macro("v as u32 is 1..=9");
    assert!(
        expanded.contains("write `(v as u32) is 1..=9`"),
        "{expanded}"
    );
}

#[test]
fn syntax_block_items_without_infix_is_expand_as_the_attribute_does() {
    let items = [
        "fn f(x: Option<u8>) -> u8 { if is!(x, Some(y)) && y > 1 { y } else { 0 } }",
        "pub type Errno = is!(u32 is 0..4096);",
        "fn plain(v: &[u8]) -> usize { v.len() }",
    ];
    for item in items {
        let block = block(item);
        let attribute = is_syntax("", item);
        // The attribute also marks the caller's `use is::is` used; a block has no caller's.
        let attribute = attribute.trim_end_matches(" is ! { @ used }");
        assert_eq!(block, attribute, "{item}");
    }
    let plain = "fn plain (v : & [u8]) -> usize { v . len () }";
    assert_eq!(block(plain), plain);
}

/// A pattern's `..` written joint before `)` or `,` stays apart from the `=` after it, which
/// it would otherwise join into `..=` (found by the syn oracle).
#[test]
fn a_range_pattern_stays_apart_from_the_let() {
    let expanded = is_macro("x is 1..,");
    assert!(!expanded.contains("..="), "{expanded}");
    let lowered: TokenStream = is_macro("x, 1..,").parse().expect("tokenizes");
    let tokens: Vec<_> = lowered.into_iter().collect();
    let proc_macro2::TokenTree::Group(group) = &tokens[0] else {
        panic!("a parenthesised value");
    };
    let inner: Vec<proc_macro2::TokenTree> = group.stream().into_iter().collect();
    let dots = inner
        .iter()
        .position(|token| matches!(token, proc_macro2::TokenTree::Punct(p) if p.as_char() == '='))
        .expect("the let's `=`");
    assert!(
        matches!(&inner[dots - 1], proc_macro2::TokenTree::Punct(p) if p.spacing() == proc_macro2::Spacing::Alone),
        "{inner:?}"
    );
}

/// A `let`'s value that is a chain without a test at its top keeps its parentheses
/// (found by the syn oracle).
#[test]
fn a_chain_as_a_tests_value_stays_in_parentheses() {
    assert_eq!(
        is_macro("(a && (b || c is None)) is true"),
        "(if let true = (a && (b || if let None = c { true } else { false })) { true } else { false })"
    );
    assert_eq!(
        block("fn f() -> bool { 'l: loop { break 'l; } (x is Some(_)) }"),
        "fn f () -> bool { 'l : loop { break 'l ; } if let Some (_) = x { true } else { false } }"
    );
}

/// A labelled `while` with a test is the `loop` it means, whose `if` carries the macro's
/// edition: its label stays the user's, which `break` and `continue` find it by.
#[test]
fn a_labelled_while_keeps_its_label() {
    assert_eq!(
        is_syntax(
            "",
            "fn f() { 'w: while is!(it.next() is Some(n)) && n < 3 { continue 'w; } }"
        ),
        "fn f () { 'w : loop { if let Some (n) = it . next () && n < 3 { continue 'w ; } else { break } } } \
         is ! { @ used }"
    );
}

/// The names a file's `use` items give `is!` (issue 31): in use trees at any depth, not in
/// comments, strings or other code; and a call by such a name reads as `is!`.
#[test]
fn renamed_is_is_read_by_its_new_name() {
    use crate::tokens::is_names::{renamed_in, with_renamed};
    let source = r#"
        // use is::{is as comment};
        use is::{is as test, is_syntax};
        mod m { pub use ::is::{self as x, is as check}; }
        const S: &str = "use is::is as string;";
        fn f() { let is = 1; let _ = is as u8; }
    "#;
    assert_eq!(renamed_in(source), ["test", "check"]);
    assert!(renamed_in("use is::is;\nfn f() {}").is_empty());
    let item = "fn f(x: X) -> u8 { if test!(x, Some(v)) && v > 3 { v } else { 0 } }";
    let expanded = with_renamed(vec!["test".to_owned()], || is_syntax("", item));
    assert!(
        expanded.contains("if let Some (v) = x && v > 3"),
        "{expanded}"
    );
    assert!(expanded.ends_with("test ! { @ used }"), "{expanded}");
    // Without the rename, the call is some other macro's, left as written.
    assert!(is_syntax("", item).contains("test ! (x , Some (v))"));
}

#[test]
fn chains_in_rules_go_through_the_facades_macro() {
    // The `macro_rules` keyword stays the user's, so the macro keeps its edition; each chain's
    // `if` and `let`s are the facade's, repetitions outside the `[…]` it writes as they are.
    let expanded = is_syntax(
        "",
        "fn f() { macro_rules! m { ($e:expr) => { if v == 0 { 0 } $(else if is!($e is Some(v)) && v > 0 { v })+ else { 1 } }; } }",
    );
    assert_eq!(
        expanded,
        "fn f () { macro_rules ! m { ($ e : expr) => { :: is :: __let_chain ! { { } [if v == 0 { 0 }] $ ([else] if let (Some (v)) ($ e) [&& v > 0 { v }]) + [else { 1 }] } } ; } } is ! { @ used }"
    );
}
