//! Code as it is typed, token by token: every prefix of a few real inputs, its open
//! delimiters closed as an editor closes them, through all three front ends. None panics, and
//! none comes out with the code of a recovery (the method of `v.` with no name, its trait's
//! import, the `unreachable!()` after a tail made a statement) but no error: recovery code
//! exists only together with its error.

use std::panic::{AssertUnwindSafe, catch_unwind};
use std::str::FromStr;

use proc_macro2::TokenStream;

use super::robustness::lexemes;
use crate::front;

/// An input typed in the middle of code already there: `before`, then `typed` one token at a
/// time, then `after` (`before` and `after` unbalanced, so written a token a word).
struct Typing {
    before: &'static str,
    typed: &'static str,
    after: &'static str,
}

/// Typed from the start, to the end.
const fn whole(typed: &'static str) -> Typing {
    Typing {
        before: "",
        typed,
        after: "",
    }
}

const IS_ARGS: &[Typing] = &[
    whole("x is Some(v) && v.count_ones() > 1 || y is Err(_)"),
    whole("x, Some(v) if v.is_power_of_two()"),
    whole("x is &&name && name.len() > 3"),
];

const ITEMS: &[Typing] = &[
    whole(
        "fn f(x: Option<u8>) -> u8 { if is!(x is Some(v) && v.count_ones() > 1) { v } else { 0 } }",
    ),
    whole("fn f(x: Option<u8>) { assert!(x is Some(v) && v.is_power_of_two(), \"{x:?}\"); }"),
    whole(
        "impl S { fn g(&self, x: Option<u8>) -> u8 { let n = 1; if is!(x is Some(v) && v.max(n) > 1) { v } else { n } } }",
    ),
    whole("fn f(x: &&u8) -> bool { is!(x is &&name && name.is_power_of_two()) }"),
    // A test inserted before the next link of a condition.
    Typing {
        before: "fn f ( x : Option < u8 > , name : & str ) -> bool { if is! (",
        typed: "x is Some(v) && v.count_ones() > 1 &&",
        after: "name . len ( ) > 3 ) { true } else { false } }",
    },
];

const BLOCKS: &[Typing] = &[
    whole("fn f(x: Option<u8>) -> u8 { if x is Some(v) && v.count_ones() > 1 { v } else { 0 } }"),
    whole(
        "impl S { fn g(&self, x: Option<u8>) -> u8 { let n = 1; while x is Some(v) && v.max(n) > 1 { return v; } n } }",
    ),
    whole(
        "mod m { fn f(x: Option<u8>) { assert!(x is Some(v) && v.is_power_of_two()); let b = x is None; } }",
    ),
    whole("fn f(x: &&u8) -> bool { x is &&name && name.is_power_of_two() }"),
    Typing {
        before: "fn f ( x : Option < u8 > , name : & str ) -> u8 { if x is",
        typed: "Some(v) && v.count_ones() > 1 &&",
        after: "name . len ( ) > 3 { 1 } else { 0 } }",
    },
];

type EntryPoint = fn(TokenStream) -> TokenStream;

fn attribute(input: TokenStream) -> TokenStream {
    front::attribute::expand(TokenStream::new(), input)
}

const ENTRY_POINTS: [(&str, EntryPoint, &[Typing]); 3] = [
    ("is!", front::is_macro::expand, IS_ARGS),
    ("#[is_syntax]", attribute, ITEMS),
    ("is::syntax!", front::block::expand, BLOCKS),
];

/// The closing delimiters of those `lexemes` leave open, innermost first.
fn closers(lexemes: &[String]) -> Vec<&'static str> {
    let mut open = Vec::new();
    for lexeme in lexemes {
        match lexeme.as_str() {
            "(" => open.push(")"),
            "[" => open.push("]"),
            "{" => open.push("}"),
            ")" | "]" | "}" => {
                open.pop();
            }
            _ => {}
        }
    }
    open.reverse();
    open
}

/// Every state of `typing`, one more token typed each, its delimiters closed.
fn states(typing: &Typing) -> Vec<String> {
    let typed = lexemes(typing.typed);
    (0..=typed.len())
        .map(|k| {
            let mut text: Vec<&str> = typing.before.split_whitespace().collect();
            text.extend(typed[..k].iter().map(String::as_str));
            text.extend(closers(&typed[..k]));
            text.extend(typing.after.split_whitespace());
            text.join(" ")
        })
        .collect()
}

/// What only a recovery writes: the method of `v.` with no name, its trait's import, and the
/// value of a block whose tail became a statement for the import to follow it.
const RECOVERY_CODE: [&str; 3] = ["__is_recovered", "Recovered as _", "unreachable"];

/// The code only a recovery writes, when it is not in the input.
fn recovery_code(input: &str, output: &str) -> Option<&'static str> {
    RECOVERY_CODE
        .into_iter()
        .find(|code| output.contains(code) && !input.contains(code))
}

#[test]
fn every_prefix_expands_without_a_panic_and_recovers_only_with_an_error() {
    let (mut run, mut panics, mut silent) = (0, Vec::new(), Vec::new());
    let mut recovered = std::collections::BTreeSet::new();
    for (name, entry, inputs) in ENTRY_POINTS {
        for typing in inputs {
            for text in states(typing) {
                let input = TokenStream::from_str(&text).expect("a state tokenizes");
                run += 1;
                match catch_unwind(AssertUnwindSafe(|| entry(input))) {
                    Err(_) => panics.push(format!("{name}: {text}")),
                    Ok(output) => {
                        let output = output.to_string();
                        for code in RECOVERY_CODE {
                            if output.contains(code) {
                                recovered.insert((name, code));
                            }
                        }
                        if !output.contains("compile_error")
                            && let Some(code) = recovery_code(&text, &output)
                        {
                            silent.push(format!("{name}: {text}\n  `{code}` in {output}"));
                        }
                    }
                }
            }
        }
    }
    assert!(run > 300, "{run}");
    // The states reach every recovery, under the attribute and in `is::syntax!`.
    assert_eq!(recovered.len(), 6, "{recovered:?}");
    assert!(panics.is_empty(), "panicked on {panics:#?}");
    assert!(
        silent.is_empty(),
        "recovery code without an error: {silent:#?}"
    );
}

#[test]
fn states_close_what_they_open() {
    let states = states(&whole("f(x) { a[1] }"));
    assert_eq!(states[2], "f ( )");
    assert_eq!(states[7], "f ( x ) { a [ ] }");
    assert_eq!(
        states.last().map(String::as_str),
        Some("f ( x ) { a [ 1 ] }")
    );
}
