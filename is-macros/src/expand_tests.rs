//! Expansion snapshots: what each macro generates for representative input, pinned as text,
//! so that any change to the generated code shows up in review (as `pin-project` does).

use proc_macro2::TokenStream;

use crate::emit;

fn is_macro(input: &str) -> String {
    let input: TokenStream = input.parse().expect("test input tokenizes");
    emit::is_macro(input).to_string()
}

fn is_syntax(args: &str, item: &str) -> String {
    let args: TokenStream = args.parse().expect("test args tokenize");
    let item: TokenStream = item.parse().expect("test item tokenizes");
    emit::is_syntax(args, item).to_string()
}

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
    for (input, expected) in IS_MACRO {
        assert_eq!(is_macro(input), *expected, "is!({input})");
    }
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
    // A value position keeps its `is!`, which expands on its own to the same `bool`, and uses
    // the import: no marker.
    assert_eq!(
        expanded,
        "fn f (x : Option < u8 >) -> bool { \
            while let Some (v) = it . next () && v < 3 { } \
            match x { Some (n) if let 1 .. = n => { } _ => { } } \
            while let Some (_) = it . next () && { true } { } \
            let b = is ! (x is Some (v) && v > 1) ; \
            b || ! is ! (x , None) \
        }"
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
    // A call left to expand on its own marks the import it resolves through, and only that.
    let expanded = is_syntax(
        "",
        "fn f(x: X) -> bool { { use is::is; if is!(x, A) {} } is!(x, B) }",
    );
    assert_eq!(
        expanded,
        "fn f (x : X) -> bool { { is ! { @ used } use is :: is ; if let A = x { } } is ! (x , B) }"
    );
    let expanded = is_syntax(
        "",
        "fn f(x: X) -> bool { if is!(x, A) {} { use is::is; is!(x, B) } }",
    );
    assert_eq!(
        expanded,
        "fn f (x : X) -> bool { if let A = x { } { use is :: is ; is ! (x , B) } } is ! { @ used }"
    );
    // `is::is!(…)` resolves through the crate's name, not the import.
    let expanded = is_syntax("", "fn f(x: X) -> bool { if is!(x, A) {} is::is!(x, B) }");
    assert_eq!(
        expanded,
        "fn f (x : X) -> bool { if let A = x { } is :: is ! (x , B) } is ! { @ used }"
    );
}

/// A function's parameters are patterns and types, where no condition stands to lower: the
/// scan passes them on unread, and an `is!` in an array length expands on its own.
#[test]
fn parameters_are_passed_on_unread() {
    let expanded = is_syntax(
        "",
        "fn f(x: [u8; if is!(N, 1..) { 1 } else { 2 }]) -> u8 { if is!(x, [1, ..]) { 1 } else { 0 } }",
    );
    assert_eq!(
        expanded,
        "fn f (x : [u8 ; if is ! (N , 1 ..) { 1 } else { 2 }]) -> u8 { if let [1 , ..] = x { 1 } else { 0 } } \
         is ! { @ used }"
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
        let block = emit::syntax_macro(item.parse().expect("test item tokenizes")).to_string();
        let attribute = is_syntax("", item);
        // The attribute also marks the caller's `use is::is` used; a block has no caller's.
        let attribute = attribute.trim_end_matches(" is ! { @ used }");
        assert_eq!(block, attribute, "{item}");
    }
    let plain = "fn plain (v : & [u8]) -> usize { v . len () }";
    assert_eq!(
        emit::syntax_macro(plain.parse().unwrap()).to_string(),
        plain
    );
}

/// `text` (items) parsed and printed again with every parenthesised expression unwrapped, so
/// that outputs that group alike compare equal; as it is if it does not parse.
fn canonical(text: &str) -> String {
    struct Unwrap;
    impl syn::visit_mut::VisitMut for Unwrap {
        fn visit_expr_mut(&mut self, expr: &mut syn::Expr) {
            while let syn::Expr::Paren(paren) = expr {
                *expr = (*paren.expr).clone();
            }
            syn::visit_mut::visit_expr_mut(self, expr);
        }
    }
    match syn::parse_str::<syn::File>(text) {
        Ok(mut file) => {
            syn::visit_mut::VisitMut::visit_file_mut(&mut Unwrap, &mut file);
            quote::ToTokens::to_token_stream(&file).to_string()
        }
        Err(_) => text.to_owned(),
    }
}

/// Items for the `is::syntax!` property tests: each an item's head, left as it is, and its
/// body, which is mutated: a mutated signature is no Rust that either way must agree on (syn
/// reads some as anonymous parameters).
const SYNTAX_BLOCKS: &[(&str, &str)] = &[
    (
        "pub fn first_small(v: &[Option<u32>]) -> Option<u32>",
        "{ let mut it = v.iter(); while it.next() is Some(Some(x)) && *x < 10 { \
         if *x is 3..=5 { return Some(*x); } } None }",
    ),
    (
        "fn f(x: Option<u8>, y: Result<u8, ()>) -> u32",
        "{ let b = x is Some(_) && y is Ok(1..); match x { \
         Some(n) if n.checked_sub(1) is Some(m) && m > 2 => u32::from(m), \
         _ => u32::from(y is Err(_)) + u32::from(b) } }",
    ),
    (
        "fn g(v: &[Option<u8>]) -> Vec<bool>",
        "{ let w = v.iter().map(|o| o is Some(3)).collect(); \
         [v[0] is None, is!(v[1], Some(_))].to_vec().into_iter().chain(w).collect() }",
    ),
    (
        "fn h(s: &S) -> bool",
        "{ if (s.0 is Some(p)) && p > 0 { p is 1..=3 } else { s.1 is Ok(_) } }",
    ),
    (
        "fn k(r: R) -> u8",
        "{ assert!(r is Ok(_), \"{r:?}\"); let n = match r { Ok(v) => v is 3, Err(_) => false }; \
         u8::from(n) }",
    ),
    (
        "fn m(x: Option<u8>) -> bool",
        "{ let f = |a: Option<u8>| a is Some(_) && x is None; f(x) }",
    ),
    (
        "fn d(s: &S) -> bool",
        "{ (s.0 is Some(p)) && if p > 0 { p is 1..=3 } else { s.1 is Ok(_) } }",
    ),
    (
        "fn e(x: Option<u8>) -> (bool, u8)",
        "{ let t = (x is Some(_), 3); return (t.0 && x is Some(1..), t.1); }",
    ),
    (
        "fn s(x: Option<u8>) -> P",
        "{ P { a: x is None, b: [x is Some(1), true] } }",
    ),
    (
        "fn w(mut it: I) -> u8",
        "{ let mut n = 0; while let Some(v) = it.next() && v is 1..=9 { n += v; } n }",
    ),
    (
        "fn z(x: Option<u8>) -> u8",
        "{ match x { Some(v) => if v is 1..=3 { 1 } else { 2 }, None => u8::from(x is None) } }",
    ),
    (
        "impl S",
        "{ fn h(&self) -> bool { if self.0 is Some(p) && p > 0 { p is 1..=3 } else { self.1 is Ok(_) } } \
         fn g(&self) -> u8 { match self.0 { Some(n) if n is 1.. => n, _ => 0 } } }",
    ),
    (
        "trait T",
        "{ fn v(&self) -> Option<u8>; fn d(&self) -> bool { let x = self.v(); x is Some(3) || x is None } }",
    ),
    (
        "mod m",
        "{ use super::*; pub fn q(x: Option<u8>) -> bool { while x is Some(_) { return true; } x is None } \
         const C: bool = Some(1) is Some(_); }",
    ),
    (
        "fn c(v: &[(u8, u8)]) -> bool",
        "{ pick(|a, b| a is 1 && b is 2, v) && pick2(v, |a, b| b | a is 3) }",
    ),
];

/// `is::syntax!` lowers most items with the attribute's scanner, and the rest with syn's
/// parser; both must give the same tokens wherever the scanner takes an item.
#[test]
fn syntax_block_scanner_and_syn_agree() {
    use crate::emit::{Way, syntax_macro_by};
    use crate::robustness_tests::{Rng, lexemes, mutate};
    let mut rng = Rng(0x3573_5375);
    let mut compared = 0;
    for round in 0..12_000 {
        let (head, body) = SYNTAX_BLOCKS[round % SYNTAX_BLOCKS.len()];
        let mut words = lexemes(body);
        if round >= SYNTAX_BLOCKS.len() {
            mutate(&mut words, &mut rng);
        }
        words.insert(0, head.to_owned());
        let Ok(input) = words.join(" ").parse::<TokenStream>() else {
            continue;
        };
        let scanned = syntax_macro_by(input.clone(), Way::ScanFirst).to_string();
        let parsed = syntax_macro_by(input, Way::SynOnly).to_string();
        if scanned.contains("compile_error") || parsed.contains("compile_error") {
            continue;
        }
        // As trees without parentheses, printed without spaces: the two ways may place
        // parentheses differently (syn's printer adds them where precedence needs them) and
        // syn prints a `>` before `,` apart where the input had them joint.
        let squeeze = |text: &str| canonical(text).split_whitespace().collect::<String>();
        // The two runs are two calls, so their markers' names differ.
        let no_marker = |text: &str| !text.contains("__is_test");
        assert!(
            no_marker(&scanned) && no_marker(&parsed),
            "a test is left unlowered in {}",
            words.join(" ")
        );
        assert_eq!(
            squeeze(&scanned),
            squeeze(&parsed),
            "the two ways differ for {}",
            words.join(" ")
        );
        compared += 1;
    }
    assert!(compared > 400, "only {compared} inputs compared");
}

/// The scanner rewrites each level of an `is::syntax!` chunk as it reads it; it must give
/// exactly what it gives on the chunk rewritten whole first, errors included.
#[test]
fn syntax_block_levels_rewritten_as_read_agree_with_a_whole_rewrite() {
    use crate::emit::{Way, syntax_macro_by};
    use crate::robustness_tests::{BLOCKS, Rng, lexemes, mutate};
    // The two runs are two calls, so their markers' names differ: `__is_test_SALT_CALL_N`.
    let unnamed = |text: &str| {
        let mut out = String::new();
        let mut rest = text;
        while let Some(at) = rest.find("__is_test_") {
            out.push_str(&rest[..at]);
            out.push_str("__is_test");
            rest = rest[at + "__is_test_".len()..]
                .trim_start_matches(|c: char| c.is_ascii_hexdigit() || c == '_');
        }
        out.push_str(rest);
        out
    };
    let mut rng = Rng(0x3573_1e7e);
    let (mut compared, mut with_errors) = (0, 0);
    for round in 0..12_000 {
        // The property tests' blocks and these, whole: pattern types, identifiers `is`,
        // macros, `is!` calls, mistakes.
        let mut words = match round % 2 {
            0 => lexemes(BLOCKS[round / 2 % BLOCKS.len()]),
            _ => {
                let (head, body) = SYNTAX_BLOCKS[round / 2 % SYNTAX_BLOCKS.len()];
                lexemes(&format!("{head} {body}"))
            }
        };
        if round >= 2 * SYNTAX_BLOCKS.len().max(BLOCKS.len()) {
            mutate(&mut words, &mut rng);
        }
        let Ok(input) = words.join(" ").parse::<TokenStream>() else {
            continue;
        };
        let as_read = syntax_macro_by(input.clone(), Way::ScanFirst).to_string();
        let whole = syntax_macro_by(input, Way::RewriteFirst).to_string();
        assert_eq!(
            unnamed(&as_read),
            unnamed(&whole),
            "the two rewrites differ for {}",
            words.join(" ")
        );
        compared += 1;
        with_errors += usize::from(whole.contains("compile_error"));
    }
    assert!(
        compared > 6_000 && with_errors > 1_000 && compared - with_errors > 1_000,
        "{compared} inputs compared, {with_errors} with errors"
    );
}

/// A value or statement the lowering declines after the groups in it were rewritten: the scan
/// rewrites those groups again as it reads them, and the first rewrite's tests are forgotten,
/// or the chunk would go syn's way for tests nothing lowers.
#[test]
fn a_declined_value_leaves_no_test_behind() {
    use crate::emit::{Way, syntax_macro_by};
    // The arm's body runs on past `else` to the next arm: no expression, so it is scanned.
    let input: TokenStream = "fn z(x: Option<u8>) -> u8 { match x { \
                              Some(v) => if v is 1..=3 { 1 } else { 2 } else None => u8::from(x is None) } }"
        .parse()
        .expect("test input tokenizes");
    let as_read = syntax_macro_by(input.clone(), Way::ScanFirst).to_string();
    assert!(!as_read.contains("compile_error"), "{as_read}");
    assert_eq!(
        as_read,
        syntax_macro_by(input, Way::RewriteFirst).to_string()
    );
}
