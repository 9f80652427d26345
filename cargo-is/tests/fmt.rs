//! `cargo is fmt`: each region laid out as rustfmt lays out the same Rust, tokens and comments
//! unchanged, and formatting twice the same as once.

mod common;

use cargo_is::fmt::format_source;
use cargo_is::rustfmt::Rustfmt;
use common::tokens;

fn rustfmt() -> Rustfmt {
    Rustfmt {
        edition: "2024".into(),
        config: None,
    }
}

fn format(text: &str) -> String {
    let formatted = format_source(text, &rustfmt()).expect("formats");
    assert!(
        formatted.left_alone.is_empty(),
        "{:?}",
        formatted.left_alone
    );
    formatted.text
}

/// Every case: what it is written as, and what the formatter must give.
const CASES: &[(&str, &str)] = &[
    (
        "fn f(x: Option<u8>) -> u8 {\n    let y = if is!(x   is   Some(v))&&v>3 { v } else { 0 };\n    y\n}\n",
        "fn f(x: Option<u8>) -> u8 {\n    let y = if is!(x is Some(v)) && v > 3 { v } else { 0 };\n    y\n}\n",
    ),
    (
        "fn f(x: Option<u8>) -> bool {\n    is!(x is Some(ref value_with_a_long_name) && some_function_with_a_long_name(value_with_a_long_name) > 3)\n}\n",
        "fn f(x: Option<u8>) -> bool {\n    is!(x is Some(ref value_with_a_long_name)\n        && some_function_with_a_long_name(value_with_a_long_name) > 3)\n}\n",
    ),
    (
        "fn f(x: Option<u8>) {\n    assert!(x   is   Some(1..=9|20), \"{x:?}\");\n    let _ = is!(x is (None|Some(mut_name @ 0..=3)));\n}\n",
        "fn f(x: Option<u8>) {\n    assert!(x is Some(1..=9 | 20), \"{x:?}\");\n    let _ = is!(x is (None | Some(mut_name @ 0..=3)));\n}\n",
    ),
    (
        "is::syntax! {\n    pub type Errno = u32   is   0..4096;\n\n    pub fn first_small(v: &[Option<u32>]) -> Option<u32> {\n        let mut it = v.iter();\n        // the first one below ten\n        while it.next() is Some(Some(x)) && *x < 10 {\n            if *x is 3..=5 { return Some(*x); }\n        }\n        None\n    }\n}\n",
        "is::syntax! {\n    pub type Errno = u32 is 0..4096;\n\n    pub fn first_small(v: &[Option<u32>]) -> Option<u32> {\n        let mut it = v.iter();\n        // the first one below ten\n        while it.next() is Some(Some(x)) && *x < 10 {\n            if *x is 3..=5 {\n                return Some(*x);\n            }\n        }\n        None\n    }\n}\n",
    ),
    (
        "mod m {\n    is::syntax! {\n        fn g(p: Point) -> bool { p is (Point { x: 0, .. }) || p is Point { y: 1, .. } }\n    }\n}\n",
        "mod m {\n    is::syntax! {\n        fn g(p: Point) -> bool {\n            p is (Point { x: 0, .. }) || p is Point { y: 1, .. }\n        }\n    }\n}\n",
    ),
    (
        "fn f(x: Option<u8>) -> bool {\n    // a comment before\n    is!(x is Some(_) /* inside */ && true)\n}\n",
        "fn f(x: Option<u8>) -> bool {\n    // a comment before\n    is!(x is Some(_) /* inside */ && true)\n}\n",
    ),
];

#[test]
fn each_case_is_laid_out_as_rustfmt_lays_out_the_same_rust() {
    for (before, after) in CASES {
        assert_eq!(format(before), *after, "from:\n{before}");
    }
}

#[test]
fn formatting_twice_is_formatting_once() {
    for (before, _) in CASES {
        let once = format(before);
        assert_eq!(format(&once), once);
    }
}

#[test]
fn tokens_stay_the_same() {
    for (before, _) in CASES {
        assert_eq!(tokens(&format(before)), tokens(before), "from:\n{before}");
    }
}

#[test]
fn an_is_test_is_laid_out_as_the_eq_it_shares_precedence_with() {
    let with_is = "fn f() -> bool {\n    is!(some_long_value_name.method_call(argument) is Some(another_long_binding) && another_long_binding.is_valid())\n}\n";
    let with_eq = with_is.replace(" is Some", " == Some");
    let expected = rustfmt()
        .format(&with_eq)
        .unwrap()
        .replace(" == Some", " is Some");
    assert_eq!(format(with_is), expected);
}

#[test]
fn the_line_width_comes_from_rustfmt_toml() {
    let dir = std::env::temp_dir().join(format!("cargo-is-fmt-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join("rustfmt.toml"), "max_width = 40\n").unwrap();
    let file = dir.join("lib.rs");
    let rustfmt = Rustfmt::for_file(&file, "2024");
    assert_eq!(
        rustfmt.config.as_deref(),
        Some(dir.join("rustfmt.toml").as_path())
    );
    let text = "fn f() -> bool { is!(a_value is Some(x)) && x > limit && x < other }\n";
    let formatted = format_source(text, &rustfmt).unwrap();
    assert_eq!(
        formatted.text,
        "fn f() -> bool {\n    is!(a_value is Some(x))\n        && x > limit\n        && x < other\n}\n"
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_region_that_cannot_be_formatted_is_left_as_written_and_said() {
    // A comment inside a part of a pattern that has to stand in as a name.
    let text = "fn f(x: Option<u8>) -> bool {\n    is!(x   is   Some(ref /* c */ v))\n}\n";
    let formatted = format_source(text, &rustfmt()).unwrap();
    assert_eq!(formatted.text, text);
    assert_eq!(formatted.left_alone.len(), 1);
    assert_eq!(formatted.left_alone[0].line, 2);
    assert!(
        formatted.left_alone[0].message.contains("comment"),
        "{:?}",
        formatted.left_alone
    );
}

#[test]
fn a_file_rustfmt_cannot_parse_is_an_error() {
    assert!(format_source("fn f( {", &rustfmt()).is_err());
}
