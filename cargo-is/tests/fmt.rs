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

/// Formats `text` and checks what every formatted file must be: a second run changes nothing
/// (idempotent on the first run), and rustfmt, which lays the code around the regions out by
/// their width, keeps it as it is.
fn settled(text: &str) -> String {
    let once = format(text);
    assert_eq!(
        format(&once),
        once,
        "a second run changed it; first:\n{once}"
    );
    assert_eq!(
        rustfmt().format(&once).unwrap(),
        once,
        "rustfmt changes the result"
    );
    once
}

#[test]
fn regions_in_closures_and_match_guards_are_formatted() {
    let text = "fn g(v: &[Option<u8>]) -> usize {\n    v.iter()\n        .filter(|x| is!(x is Some(_)\n            || true))\n        .count()\n}\n\nfn h(x: Option<u8>) -> u8 {\n    match x {\n        Some(n) if is!(n   is   1..=3) => { n }\n        Some(n) if is!(some_long_function_name_here(n) is Some(another_long_binding_name) && another_long_binding_name > 3) => n,\n        _ => 0,\n    }\n}\n\nfn k(v: &[Option<u8>]) -> usize {\n    v.iter().filter(|x| is!(x is Some(value_with_a_long_name) && value_with_a_long_name.is_power_of_two() && value_with_a_long_name > 3)).count()\n}\n";
    let expected = "fn g(v: &[Option<u8>]) -> usize {\n    v.iter().filter(|x| is!(x is Some(_) || true)).count()\n}\n\nfn h(x: Option<u8>) -> u8 {\n    match x {\n        Some(n) if is!(n is 1..=3) => n,\n        Some(n)\n            if is!(\n                some_long_function_name_here(n) is Some(another_long_binding_name)\n                    && another_long_binding_name > 3\n            ) =>\n        {\n            n\n        }\n        _ => 0,\n    }\n}\n\nfn k(v: &[Option<u8>]) -> usize {\n    v.iter()\n        .filter(|x| {\n            is!(x is Some(value_with_a_long_name)\n                && value_with_a_long_name.is_power_of_two()\n                && value_with_a_long_name > 3)\n        })\n        .count()\n}\n";
    assert_eq!(settled(text), expected);
}

#[test]
fn a_block_is_formatted_where_rustfmt_sorts_uses_and_changes_braces() {
    let text = "is::syntax! {\n    use std::fmt::Display;\n    use std::collections::{HashSet, BTreeMap};\n\n    fn f(v: &[Option<u8>]) -> usize {\n        v.iter().filter(|x| { x is Some(1..=3 | 7) }).count()\n    }\n\n    fn g(x: Option<u8>) -> u8 {\n        match x {\n            Some(n) if n   is   1..=3 => { n }\n            _ => { 0 }\n        }\n    }\n}\n";
    let expected = "is::syntax! {\n    use std::collections::{BTreeMap, HashSet};\n    use std::fmt::Display;\n\n    fn f(v: &[Option<u8>]) -> usize {\n        v.iter().filter(|x| x is Some(1..=3 | 7)).count()\n    }\n\n    fn g(x: Option<u8>) -> u8 {\n        match x {\n            Some(n) if n is 1..=3 => n,\n            _ => 0,\n        }\n    }\n}\n";
    assert_eq!(settled(text), expected);
    // Inside a function, as deep as it stands.
    let nested = "fn outer() {\n    is::syntax! {\n        fn inner(x: Option<u8>) -> bool { x   is   Some(_) }\n    }\n}\n";
    assert_eq!(
        settled(nested),
        "fn outer() {\n    is::syntax! {\n        fn inner(x: Option<u8>) -> bool {\n            x is Some(_)\n        }\n    }\n}\n"
    );
}

#[test]
fn range_patterns_are_formatted() {
    for (text, expected) in [
        (
            "fn f(c: u8) -> bool {\n    is!(c   is   (b'0'..=b'9' | b'a'..=b'z'))\n}\n",
            "fn f(c: u8) -> bool {\n    is!(c is (b'0'..=b'9' | b'a'..=b'z'))\n}\n",
        ),
        (
            "fn f(c: u8) -> bool {\n    is!(c   is   ..=9) || is!(c is 200..)&&c>0 || is!(c is (..=3|7|200..))\n}\n",
            "fn f(c: u8) -> bool {\n    is!(c is ..=9) || is!(c is 200..) && c > 0 || is!(c is (..=3 | 7 | 200..))\n}\n",
        ),
        (
            "fn f(x: Option<u8>) -> bool {\n    is!(x is Some(all  @  1..=9|20)) && is!(x is Some(n @ 200..) if n > 250)\n}\n",
            "fn f(x: Option<u8>) -> bool {\n    is!(x is Some(all @ 1..=9 | 20)) && is!(x is Some(n @ 200..) if n > 250)\n}\n",
        ),
    ] {
        assert_eq!(settled(text), expected, "from:\n{text}");
    }
}

#[test]
fn check_fails_on_messy_range_patterns() {
    let dir = std::env::temp_dir().join(format!("cargo-is-fmt-check-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("ranges.rs");
    let messy = "fn f(c: u8) -> bool {\n    is!(c   is   (b'0'..=b'9' | b'a'..=b'z'))\n}\n";
    std::fs::write(&file, messy).unwrap();
    let run = |args: &[&str]| {
        std::process::Command::new(env!("CARGO_BIN_EXE_cargo-is"))
            .args(["is", "fmt"])
            .args(args)
            .arg(&file)
            .output()
            .unwrap()
    };
    assert_eq!(run(&["--check"]).status.code(), Some(1));
    assert_eq!(run(&[]).status.code(), Some(0));
    assert_eq!(run(&["--check"]).status.code(), Some(0));
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn trailing_white_space_in_a_region_fails_nothing() {
    let text = "fn f(x: Option<u8>) -> bool {\n    is!(x   is   Some(_)\n    \n        && true)\n}\n\nfn g(x: Option<u8>) -> bool {\n    is!(x   is   Some(ref /* kept */ v)   \n        && true)\n}\n";
    let formatted = format_source(text, &rustfmt()).unwrap();
    assert!(
        formatted
            .text
            .starts_with("fn f(x: Option<u8>) -> bool {\n    is!(x is Some(_) && true)\n}\n"),
        "{}",
        formatted.text
    );
    // The region left as written loses the white space rustfmt would complain of.
    assert!(
        formatted
            .text
            .contains("    is!(x   is   Some(ref /* kept */ v)\n        && true)\n"),
        "{}",
        formatted.text
    );
    assert_eq!(formatted.left_alone.len(), 1);
    assert!(formatted.text.lines().all(|line| line == line.trim_end()));
}

#[test]
fn crlf_and_a_byte_order_mark_are_kept() {
    let text = "\u{feff}fn f(x: Option<u8>) -> bool {\r\n    is!(x   is   Some(_))\r\n}\r\n";
    let once = format(text);
    assert_eq!(
        once,
        "\u{feff}fn f(x: Option<u8>) -> bool {\r\n    is!(x is Some(_))\r\n}\r\n"
    );
    assert_eq!(format(&once), once);
    // As `newline_style` says, where the configuration says.
    let dir = std::env::temp_dir().join(format!("cargo-is-fmt-newline-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join("rustfmt.toml"), "newline_style = \"Unix\"\n").unwrap();
    let unix = Rustfmt::for_file(&dir.join("lib.rs"), "2024");
    let formatted = format_source(text, &unix).unwrap();
    assert_eq!(
        formatted.text,
        "\u{feff}fn f(x: Option<u8>) -> bool {\n    is!(x is Some(_))\n}\n"
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_region_left_as_written_leaves_the_others_formatted_and_says_its_input_line() {
    // rustfmt makes three lines of the first function, so the region moves down in the
    // output; the note gives its line in the input.
    let text = "fn first(a: u8, b: u8) -> u8 { if a > b { a } else { b } }\nfn f(x: Option<u8>) -> bool {\n    is!(x   is   Some(ref /* c */ v)) && is!(x   is   None)\n}\nfn g(x: Option<u8>) -> bool { is!(x   is   Some(1..=3)) }\n";
    let formatted = format_source(text, &rustfmt()).unwrap();
    assert_eq!(
        formatted.text,
        "fn first(a: u8, b: u8) -> u8 {\n    if a > b { a } else { b }\n}\nfn f(x: Option<u8>) -> bool {\n    is!(x   is   Some(ref /* c */ v)) && is!(x is None)\n}\nfn g(x: Option<u8>) -> bool {\n    is!(x is Some(1..=3))\n}\n"
    );
    assert_eq!(formatted.left_alone.len(), 1);
    assert_eq!(formatted.left_alone[0].line, 3);
    assert!(formatted.left_alone[0].message.contains("comment"));
}

#[test]
fn regions_are_where_the_macros_read_them() {
    // `is!` under a renamed crate and `assert!` through `core::` are read; an `is` in
    // `macro_rules!`, in `stringify!` and under `#[rustfmt::skip]` is left as written.
    let text = "fn f(x: Option<u8>) {\n    assert!(isop::is!(x   is   Some(_)));\n    core::assert!(x   is   Some(1..=3), \"{x:?}\");\n    debug_assert!(x   is   Some(_));\n    let s = stringify!(is!(x   is   None));\n}\n\nmacro_rules! m {\n    ($x:expr) => {\n        is!($x   is   None)\n    };\n}\n\n#[rustfmt::skip]\nfn skipped(x: Option<u8>) -> bool { is!(x   is   None) }\n";
    let expected = "fn f(x: Option<u8>) {\n    assert!(isop::is!(x is Some(_)));\n    core::assert!(x is Some(1..=3), \"{x:?}\");\n    debug_assert!(x is Some(_));\n    let s = stringify!(is!(x   is   None));\n}\n\nmacro_rules! m {\n    ($x:expr) => {\n        is!($x   is   None)\n    };\n}\n\n#[rustfmt::skip]\nfn skipped(x: Option<u8>) -> bool { is!(x   is   None) }\n";
    assert_eq!(settled(text), expected);
}

#[test]
fn a_call_that_does_not_read_is_left_as_written_with_the_macros_error() {
    let text = "fn f(x: Option<u8>) -> bool {\n    is!(x   is   Some(_) &&)\n}\n";
    let formatted = format_source(text, &rustfmt()).unwrap();
    assert_eq!(formatted.text, text);
    assert_eq!(formatted.left_alone.len(), 1, "{:?}", formatted.left_alone);
    assert_eq!(formatted.left_alone[0].line, 2);
    // The macro's own error, as it would report it.
    assert!(
        formatted.left_alone[0]
            .message
            .contains("expected an expression"),
        "{:?}",
        formatted.left_alone
    );
}

/// How many times `cargo is fmt --stdin` runs rustfmt on `text`, counted by a wrapper that
/// runs the real one.
#[cfg(unix)]
fn rustfmt_calls(text: &str, name: &str) -> (String, usize) {
    use std::io::Write as _;
    use std::os::unix::fs::PermissionsExt as _;
    let dir =
        std::env::temp_dir().join(format!("cargo-is-fmt-calls-{}-{name}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let count = dir.join("count");
    let wrapper = dir.join("rustfmt");
    std::fs::write(
        &wrapper,
        format!(
            "#!/bin/sh\necho run >> '{}'\nexec rustfmt \"$@\"\n",
            count.display()
        ),
    )
    .unwrap();
    std::fs::set_permissions(&wrapper, std::fs::Permissions::from_mode(0o755)).unwrap();
    let mut child = std::process::Command::new(env!("CARGO_BIN_EXE_cargo-is"))
        .args(["is", "fmt", "--stdin", "--edition", "2024"])
        .env("RUSTFMT", &wrapper)
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(text.as_bytes())
        .unwrap();
    let output = child.wait_with_output().unwrap();
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    let calls = std::fs::read_to_string(&count)
        .unwrap_or_default()
        .lines()
        .count();
    std::fs::remove_dir_all(&dir).unwrap();
    (String::from_utf8(output.stdout).unwrap(), calls)
}

#[test]
#[cfg(unix)]
fn rustfmt_runs_a_few_times_whatever_the_regions() {
    // Forty messy regions, ten of them impossible to lay out: rustfmt runs over the file once,
    // and over all the regions together once, not once per region.
    let mut text = String::new();
    for i in 0..40 {
        let pattern = if i % 4 == 0 {
            "Some(ref /* c */ v)"
        } else {
            "Some(1..=3)"
        };
        text.push_str(&format!(
            "fn f{i}(x: Option<u8>) -> bool {{\n    is!(x   is   {pattern})  &&  is!(x   is   Some(_))\n}}\n\n"
        ));
    }
    let (formatted, calls) = rustfmt_calls(&text, "regions");
    assert!(calls <= 3, "rustfmt ran {calls} times");
    assert_eq!(
        formatted.matches("is!(x is Some(_))").count(),
        40,
        "{formatted}"
    );
    assert_eq!(
        formatted
            .matches("is!(x   is   Some(ref /* c */ v))")
            .count(),
        10
    );
    // A file without regions is rustfmt's alone.
    let (_, calls) = rustfmt_calls("fn f() {}\n", "none");
    assert_eq!(calls, 1);
}

#[test]
fn a_region_is_laid_out_for_where_it_stands() {
    // At the top level, in a `static` whose value rustfmt would rather start on a line of its
    // own: laid out where it stands, as rustfmt keeps it.
    let text = "pub static LONG_NAME_FOR_A_STATIC: bool = is!(SOME_VALUE_WITH_A_LONG_NAME   is   Some(AnotherVariant::WithFields { a: 1, b: 2 }));\n";
    assert_eq!(
        settled(text),
        "pub static LONG_NAME_FOR_A_STATIC: bool = is!(\n    SOME_VALUE_WITH_A_LONG_NAME is Some(AnotherVariant::WithFields { a: 1, b: 2 })\n);\n"
    );
    // Deep in an `impl`, with the indentation rustfmt.toml asks for.
    let dir = std::env::temp_dir().join(format!("cargo-is-fmt-tabs-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join("rustfmt.toml"), "hard_tabs = true\n").unwrap();
    let tabs = Rustfmt::for_file(&dir.join("lib.rs"), "2024");
    let text = "impl T {\n    fn f(&self) -> bool {\n        if self.ready { is!(self.value   is   Some(1..=3 | 7) && some_function(self.value) > 3 && other(self) < 10) } else { false }\n    }\n}\n";
    let once = format_source(text, &tabs).unwrap().text;
    assert_eq!(
        once,
        "impl T {\n\tfn f(&self) -> bool {\n\t\tif self.ready {\n\t\t\tis!(self.value is Some(1..=3 | 7)\n\t\t\t\t&& some_function(self.value) > 3\n\t\t\t\t&& other(self) < 10)\n\t\t} else {\n\t\t\tfalse\n\t\t}\n\t}\n}\n"
    );
    assert_eq!(format_source(&once, &tabs).unwrap().text, once);
    assert_eq!(tabs.format(&once).unwrap(), once);
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn pattern_type_aliases_are_formatted_whatever_their_base() {
    let text = "#[is_syntax]\ntype Present<T> = is!(Option<T>   is   Some(_));\n#[is_syntax]\npub type Boundary = is!(i128   is   -170141183460469231731687303715884105728..=-170141183460469231731687303715884105728);\n\nis::syntax! {\n    pub type Failure<E> = is!(Result<u8, E>   is   Err(_));\n    pub type Small = u8   is   (0..=9|20);\n}\n";
    assert_eq!(
        settled(text),
        "#[is_syntax]\ntype Present<T> = is!(Option<T> is Some(_));\n#[is_syntax]\npub type Boundary = is!(\n    i128 is -170141183460469231731687303715884105728..=-170141183460469231731687303715884105728\n);\n\nis::syntax! {\n    pub type Failure<E> = is!(Result<u8, E> is Err(_));\n    pub type Small = u8 is (0..=9 | 20);\n}\n"
    );
}

#[test]
fn a_block_rustfmt_cannot_read_leaves_the_others_formatted() {
    // The macros' reader takes the first block, rustfmt does not: its error says why, at the
    // block's line, and the second block is formatted all the same.
    let text = "fn ok(x: Option<u8>) -> bool { is!(x   is   None) }\n\nis::syntax! {\n    fn f(x: Option<u8>) -> bool { x   is   Some(_) }\n    impl { }\n}\n\nis::syntax! {\n    fn g(x: Option<u8>) -> bool { x   is   Some(_) }\n}\n";
    let formatted = format_source(text, &rustfmt()).unwrap();
    assert_eq!(
        formatted.text,
        "fn ok(x: Option<u8>) -> bool {\n    is!(x is None)\n}\n\nis::syntax! {\n    fn f(x: Option<u8>) -> bool { x   is   Some(_) }\n    impl { }\n}\n\nis::syntax! {\n    fn g(x: Option<u8>) -> bool {\n        x is Some(_)\n    }\n}\n"
    );
    assert_eq!(formatted.left_alone.len(), 1, "{:?}", formatted.left_alone);
    assert_eq!(formatted.left_alone[0].line, 3);
    assert!(formatted.left_alone[0].message.contains("expected"));
}

/// Inside a call of `is!` under a name the file's `use` gives it, as inside `is!`.
#[test]
fn a_renamed_is_is_formatted_inside() {
    let text = "use is::{is as test, is_syntax};\n\nfn f(x: Option<u8>) -> bool {\n    test!(x   is   Some(_))\n}\n";
    let formatted = format(text);
    assert!(
        formatted.contains("    test!(x is Some(_))\n"),
        "{formatted}"
    );
}
