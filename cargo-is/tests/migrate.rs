//! `cargo is migrate`: each rewrite, each reason to skip, and the round trip back.

mod common;

use cargo_is::migrate::{Direction, migrate};
use common::tokens;

/// `before` migrated to `is` in `edition`: the new text and the skip messages.
fn to_is(before: &str, edition: &str) -> (String, Vec<String>) {
    let migrated = migrate(before, edition, Direction::ToIs);
    let skipped = migrated
        .skipped
        .iter()
        .map(|note| note.message.clone())
        .collect();
    (migrated.text, skipped)
}

fn back(before: &str, edition: &str) -> (String, Vec<String>) {
    let migrated = migrate(before, edition, Direction::ToLetChains);
    let skipped = migrated
        .skipped
        .iter()
        .map(|note| note.message.clone())
        .collect();
    (migrated.text, skipped)
}

/// Asserts `before` → `after` with `--to-is`, nothing skipped, and back to `before` exactly.
#[track_caller]
fn round_trip(before: &str, after: &str, edition: &str) {
    let (migrated, skipped) = to_is(before, edition);
    assert_eq!(migrated, after);
    assert!(skipped.is_empty(), "{skipped:?}");
    let (returned, skipped) = back(&migrated, edition);
    assert_eq!(returned, before, "back: {skipped:?}");
    assert_eq!(tokens(&returned), tokens(before));
}

#[test]
fn matches_becomes_an_is_test() {
    round_trip(
        "fn f(x: Option<u8>) -> bool {\n    matches!(x, Some(1..=5))\n}\n",
        "use is::is;\nfn f(x: Option<u8>) -> bool {\n    is!(x is Some(1..=5))\n}\n",
        "2021",
    );
}

#[test]
fn an_alternation_and_a_low_value_get_parentheses() {
    round_trip(
        "fn f(a: u8, b: u8) -> bool {\n    matches!(a as u16, 1 | 2) || matches!(a == b, true)\n}\n",
        "use is::is;\nfn f(a: u8, b: u8) -> bool {\n    is!((a as u16) is (1 | 2)) || is!((a == b) is true)\n}\n",
        "2024",
    );
}

#[test]
fn a_guard_becomes_the_rest_of_the_chain() {
    round_trip(
        "use std::fmt;\n\nfn f(x: Option<u8>) -> bool {\n    matches!(x, Some(v) if v > 3 || v == 0)\n}\n",
        "use is::is;\nuse std::fmt;\n\nfn f(x: Option<u8>) -> bool {\n    is!(x is Some(v) && (v > 3 || v == 0))\n}\n",
        "2024",
    );
}

#[test]
fn matches_inside_assert_is_reached() {
    round_trip(
        "fn f(x: Option<u8>) {\n    assert!(matches!(x, None), \"{x:?}\");\n}\n",
        "use is::is;\nfn f(x: Option<u8>) {\n    assert!(is!(x is None), \"{x:?}\");\n}\n",
        "2021",
    );
}

#[test]
fn if_let_while_let_and_guards_under_the_attribute() {
    round_trip(
        "fn f(x: Option<u8>, it: &mut std::slice::Iter<u8>) -> u8 {\n    while let Some(v) = it.next() && *v > 1 {}\n    match x {\n        Some(n) if let Some(m) = n.checked_sub(1) => m,\n        _ => if let Some(v) = x { v } else { 0 },\n    }\n}\n",
        "use is::{is, is_syntax};\n#[is_syntax]\nfn f(x: Option<u8>, it: &mut std::slice::Iter<u8>) -> u8 {\n    while is!(it.next() is Some(v)) && *v > 1 {}\n    match x {\n        Some(n) if is!(n.checked_sub(1) is Some(m)) => m,\n        _ => if is!(x is Some(v)) { v } else { 0 },\n    }\n}\n",
        "2024",
    );
}

#[test]
fn methods_get_the_attribute_and_an_inline_module_its_own_use() {
    round_trip(
        "mod inner {\n    pub struct S(Option<u8>);\n    impl S {\n        pub fn get(&self) -> u8 {\n            if let Some(v) = self.0 { v } else { 0 }\n        }\n    }\n}\n",
        "mod inner {\n    use is::{is, is_syntax};\n    pub struct S(Option<u8>);\n    impl S {\n        #[is_syntax]\n        pub fn get(&self) -> u8 {\n            if is!(self.0 is Some(v)) { v } else { 0 }\n        }\n    }\n}\n",
        "2021",
    );
}

#[test]
fn code_under_cfg_uses_qualified_paths() {
    round_trip(
        "#[cfg(feature = \"x\")]\nfn f(x: Option<u8>) -> u8 {\n    if let Some(v) = x { v } else { 0 }\n}\n",
        "#[cfg(feature = \"x\")]\n#[is::is_syntax]\nfn f(x: Option<u8>) -> u8 {\n    if is::is!(x is Some(v)) { v } else { 0 }\n}\n",
        "2024",
    );
}

#[test]
fn an_existing_attribute_and_import_are_reused() {
    let before = "use is::{is, is_syntax};\n\n#[is_syntax]\nfn f(x: Option<u8>) -> u8 {\n    if let Some(v) = x { v } else { 0 }\n}\n";
    let (after, skipped) = to_is(before, "2024");
    assert_eq!(
        after,
        before.replace("if let Some(v) = x", "if is!(x is Some(v))")
    );
    assert!(skipped.is_empty());
}

#[test]
fn a_module_named_is_makes_the_path_absolute() {
    let before = "mod is {}\nfn f(x: Option<u8>) -> bool {\n    matches!(x, None)\n}\n";
    let (after, _) = to_is(before, "2021");
    assert!(after.starts_with("use ::is::is;\nmod is {}"), "{after}");
}

#[test]
fn comments_inside_the_value_and_guard_stay() {
    round_trip(
        "fn f(x: &[u8]) -> bool {\n    matches!(x.get(/* first */ 0), Some(v) if *v > /* three */ 3)\n}\n",
        "use is::is;\nfn f(x: &[u8]) -> bool {\n    is!(x.get(/* first */ 0) is Some(v) && *v > /* three */ 3)\n}\n",
        "2024",
    );
}

/// Asserts that `--to-is` leaves `before` as it is and skips with a message containing `why`.
#[track_caller]
fn skips(before: &str, edition: &str, why: &str) {
    let (after, skipped) = to_is(before, edition);
    assert_eq!(after, before);
    assert!(
        skipped.iter().any(|message| message.contains(why)),
        "{skipped:?} lacks {why:?}"
    );
}

#[test]
fn skip_an_or_pattern_with_a_guard() {
    skips(
        "fn f(t: (u8, u8)) -> bool { matches!(t, (x, _) | (_, x) if x == 2) }",
        "2024",
        "or-pattern with a guard",
    );
}

#[test]
fn skip_a_pattern_that_matches_everything() {
    skips(
        "fn f(t: u8) -> bool { matches!(t, _) }",
        "2024",
        "matches every value",
    );
    skips(
        "fn f(t: u8) -> u8 { if let x = t { x } else { 0 } }",
        "2024",
        "matches every value",
    );
}

#[test]
fn skip_a_lock_in_the_value() {
    skips(
        "fn f(m: &std::sync::Mutex<Option<u8>>) -> bool { matches!(*m.lock().unwrap(), Some(_)) }",
        "2024",
        "`.lock()`",
    );
}

#[test]
fn skip_temporaries_into_else_before_2024() {
    let code = "fn f(m: &std::collections::HashMap<u8, u8>) -> u8 { if let Some(v) = m.get(&1) { *v } else { 0 } }";
    skips(code, "2021", "temporaries live into `else`");
    // In edition 2024 an `if let` drops them before `else` too.
    assert!(to_is(code, "2024").1.is_empty());
}

#[test]
fn skip_temporaries_of_a_tail_expression_before_2024() {
    skips(
        "fn f(m: &std::collections::HashMap<u8, u8>) { if let Some(v) = m.get(&1) { drop(v) } }",
        "2021",
        "past the block's locals",
    );
}

#[test]
fn skip_a_comment_in_the_moved_tokens() {
    skips(
        "fn f(x: Option<u8>) -> u8 { if let /* c */ Some(v) = x { v } else { 0 } }",
        "2024",
        "a comment",
    );
}

#[test]
fn a_multi_line_matches_keeps_its_layout_and_comments() {
    round_trip(
        "fn f(c: char) -> bool {\n    matches!(\n        c, // the char\n        'a'..='z' | '_'\n    )\n}\n",
        "use is::is;\nfn f(c: char) -> bool {\n    is!(\n        c is // the char\n        ('a'..='z' | '_')\n    )\n}\n",
        "2021",
    );
}

#[test]
fn skip_where_no_item_takes_the_attribute() {
    skips(
        "enum E { A = { let x = Some(1); if let Some(v) = x { v } else { 0 } } }",
        "2024",
        "no function",
    );
}

#[test]
fn skip_a_file_with_its_own_is() {
    skips(
        "macro_rules! is { () => {} }\nfn f(x: Option<u8>) -> bool { matches!(x, None) }",
        "2024",
        "an `is` of its own",
    );
    skips(
        "use other::is;\nfn f(x: Option<u8>) -> bool { matches!(x, None) }",
        "2024",
        "an `is` of its own",
    );
}

#[test]
fn skip_macros_that_read_tokens() {
    skips(
        "macro_rules! m { ($x:expr) => { matches!($x, None) } }",
        "2024",
        "macro_rules!",
    );
    skips(
        "fn f() { quote!(matches!(x, None)); }",
        "2024",
        "inside `quote!`",
    );
}

#[test]
fn skip_edition_2015_and_files_that_do_not_parse() {
    skips(
        "fn f(x: Option<u8>) -> bool { matches!(x, None) }",
        "2015",
        "edition 2015",
    );
    skips("fn f( {", "2024", "does not parse");
}

#[test]
fn back_leaves_pattern_type_aliases_and_says_so() {
    let before = "use is::{is, is_syntax};\n\n#[is_syntax]\npub type Errno = is!(u32 is 0..4096);\n\nfn f(x: Option<u8>) -> bool {\n    is!(x is None)\n}\n";
    let (after, skipped) = back(before, "2024");
    assert!(after.contains("pub type Errno = is!(u32 is 0..4096);"));
    assert!(after.contains("matches!(x, None)"));
    assert!(
        after.contains("use is::{is, is_syntax};"),
        "the import stays with the alias"
    );
    assert!(
        skipped
            .iter()
            .any(|m| m.contains("pattern-type alias stays")),
        "{skipped:?}"
    );
}

#[test]
fn back_writes_a_let_chain_or_skips_before_2024() {
    let before = "use is::{is, is_syntax};\n#[is_syntax]\nfn f(x: Option<u8>) -> u8 {\n    if is!(x is Some(v)) && v > 1 { v } else { 0 }\n}\n";
    let (after, _) = back(before, "2024");
    assert_eq!(
        after,
        "fn f(x: Option<u8>) -> u8 {\n    if let Some(v) = x && v > 1 { v } else { 0 }\n}\n"
    );
    let (after, skipped) = back(before, "2021");
    assert_eq!(after, before);
    assert!(
        skipped
            .iter()
            .any(|m| m.contains("cannot write let-chains")),
        "{skipped:?}"
    );
}

#[test]
fn back_the_comma_form_and_a_chain_in_a_value() {
    let before = "use is::is;\nfn f(x: Option<u8>) -> bool {\n    is!(x, Some(1 | 2)) && is!(x is Some(v) && v > 1 && is_odd(v))\n}\n";
    let (after, skipped) = back(before, "2024");
    assert_eq!(
        after,
        "fn f(x: Option<u8>) -> bool {\n    matches!(x, Some(1 | 2)) && matches!(x, Some(v) if v > 1 && is_odd(v))\n}\n",
        "{skipped:?}"
    );
}

#[test]
fn back_a_test_under_or_is_a_matches_each() {
    let before = "use is::is;\nfn f(x: Option<u8>, y: Option<u8>) -> bool {\n    is!(x is None || y is None)\n}\n";
    let (after, skipped) = back(before, "2021");
    assert_eq!(
        after,
        "fn f(x: Option<u8>, y: Option<u8>) -> bool {\n    (matches!(x, None) || matches!(y, None))\n}\n",
        "{skipped:?}"
    );
}

// Issue 32: a negative test under `let_else` goes back to the `let … else` a person writes.
#[test]
fn back_a_negative_test_is_the_let_else_it_stands_for() {
    let before = "use is::{is, is_syntax};\n\n#[is_syntax(let_else)]\npub fn port(s: &str) -> Result<u16, Error> {\n    if !is!(s.parse::<u16>() is Ok(p)) { return Err(Error::NotANumber); }\n    if !is!(lookup(p) is Some(service) && service.open) { return Err(Error::Closed(p)); }\n    Ok(service.port)\n}\n";
    let after = "pub fn port(s: &str) -> Result<u16, Error> {\n    let Ok(p) = s.parse::<u16>() else { return Err(Error::NotANumber); };\n    let Some(service) = ('is: {\n        let Some(service) = lookup(p) else { break 'is None; };\n        if service.open { Some(service) } else { None }\n    }) else { return Err(Error::Closed(p)); };\n    Ok(service.port)\n}\n";
    for edition in ["2021", "2024"] {
        let (back, skipped) = back(before, edition);
        assert_eq!(back, after, "{edition}: {skipped:?}");
        assert!(skipped.is_empty(), "{skipped:?}");
    }
}

// A chain of tests and `bool`s: each test its own `let … else` in the labelled block, each
// `bool` an `if` around the rest, the user's layout and the body's comment kept, the `mut` on
// the binding the code after it sees, and a binding it does not see kept to the end as `_y`.
#[test]
fn back_a_negative_chain_keeps_its_layout_and_the_bodys_comments() {
    let before = "use is::{is, is_syntax};\n#[is_syntax(let_else)]\nfn f(a: Option<u8>, b: Option<u8>) -> Option<u8> {\n    if !is!(a is Some(mut x)) || !is!(b is Some(y))\n        || !is!(x.checked_add(\n            y,\n        ) is Some(z) && z > 3)\n    {\n        // the sum is too small\n        return None;\n    }\n    x += z;\n    Some(x)\n}\n";
    let (back, skipped) = back(before, "2021");
    assert!(skipped.is_empty(), "{skipped:?}");
    assert_eq!(
        back,
        "fn f(a: Option<u8>, b: Option<u8>) -> Option<u8> {\n    let Some((mut x, _y, z)) = ('is: {\n        let Some(x) = a else { break 'is None; };\n        let Some(y) = b else { break 'is None; };\n        let Some(z) = x.checked_add(\n            y,\n        ) else { break 'is None; };\n        if z > 3 { Some((x, y, z)) } else { None }\n    }) else {\n        // the sum is too small\n        return None;\n    };\n    x += z;\n    Some(x)\n}\n"
    );
}

// `#[allow(clippy::question_mark)]` stays only where clippy would ask for `?`: `Some(X)` of a
// pattern that matches every value, and a body of `return None` alone, without a comment.
#[test]
fn back_the_question_mark_allow_stays_where_clippy_would_ask_for_it() {
    let before = "use is::{is, is_syntax};\n#[is_syntax(let_else)]\nfn f(v: &[u8]) -> Option<u8> {\n    if !is!(v.first() is Some(&x)) { return None; }\n    if !is!(v.last() is Some(&y)) {\n        // empty\n        return None;\n    }\n    if !is!(x.checked_add(y) is Some(z)) { return Some(0); }\n    if !is!(v.get(2) is Some(&1)) { return None; }\n    Some(z)\n}\n";
    let (back, skipped) = back(before, "2024");
    assert!(skipped.is_empty(), "{skipped:?}");
    assert_eq!(
        back,
        "fn f(v: &[u8]) -> Option<u8> {\n    #[allow(clippy::question_mark)]\n    let Some(&x) = v.first() else { return None; };\n    let Some(&y) = v.last() else {\n        // empty\n        return None;\n    };\n    let Some(z) = x.checked_add(y) else { return Some(0); };\n    if !matches!(v.get(2), Some(&1)) { return None; }\n    Some(z)\n}\n"
    );
}

// Where the file declares a `None` of its own, the block names the prelude's by its path; a
// label the item uses already is not taken.
#[test]
fn back_a_shadowed_prelude_name_and_a_used_label() {
    let before = "use is::{is, is_syntax};\nenum Maybe { None }\n#[is_syntax(let_else)]\nfn f(v: &[Option<u8>]) -> u8 {\n    'is: for x in v {\n        if !is!(*x is Some(n) && n > 1) { continue 'is; }\n        return n;\n    }\n    0\n}\n";
    let (back, skipped) = back(before, "2024");
    assert!(skipped.is_empty(), "{skipped:?}");
    assert_eq!(
        back,
        "enum Maybe { None }\nfn f(v: &[Option<u8>]) -> u8 {\n    'is: for x in v {\n        let ::core::option::Option::Some(n) = ('is_2: {\n            let Some(n) = *x else { break 'is_2 ::core::option::Option::None; };\n            if n > 1 { ::core::option::Option::Some(n) } else { ::core::option::Option::None }\n        }) else { continue 'is; };\n        return n;\n    }\n    0\n}\n"
    );
}

// `--to-is` has nothing to make of a `let … else`: it is the idiom already.
#[test]
fn to_is_leaves_let_else_alone() {
    let before = "fn f(x: Option<u8>) -> u8 {\n    let Some(v) = x else {\n        // none\n        return 0;\n    };\n    let Some(w) = v.checked_add(1) else { return 1 };\n    w\n}\n";
    let (after, skipped) = to_is(before, "2024");
    assert_eq!(after, before);
    assert!(skipped.is_empty(), "{skipped:?}");
}

// An `is::syntax!` block goes back as its items, one step out, with its options; a
// pattern-type alias stays in a block of its own, and the `use`s of `is` go.
#[test]
fn back_a_syntax_block_is_its_items() {
    let before = "use is::is;\nuse is::is_syntax;\n\nmod m {\n    is::syntax! {\n        #![is_syntax(let_else)]\n\n        // Where the port is.\n        pub fn port(s: &str) -> Option<u16> {\n            if !(s.parse::<u16>() is Ok(p)) { return None; }\n            let text = \"a\n        b\";\n            Some(p + text.len() as u16)\n        }\n\n        /// Below three.\n        pub type Small = u8 is 0..3;\n    }\n}\n";
    let (back, skipped) = back(before, "2021");
    assert_eq!(
        back,
        "mod m {\n    // Where the port is.\n    pub fn port(s: &str) -> Option<u16> {\n        let Ok(p) = s.parse::<u16>() else { return None; };\n        let text = \"a\n        b\";\n        Some(p + text.len() as u16)\n    }\n\n    is::syntax! {\n        /// Below three.\n        pub type Small = u8 is 0..3;\n    }\n}\n"
    );
    assert!(
        skipped
            .iter()
            .any(|m| m.contains("1 pattern-type alias(es) stay")),
        "{skipped:?}"
    );
}

// A block among an `impl`'s items and one among a function's statements.
#[test]
fn back_syntax_blocks_in_an_impl_and_in_a_function() {
    let before = "struct S;\nimpl S {\n    is::syntax! {\n        fn g(&self, x: Option<u8>) -> bool { x is Some(1) }\n    }\n}\nfn h() {\n    is::syntax!(\n        fn inner(x: Option<u8>) -> bool { x is None }\n    );\n}\n";
    let (back, skipped) = back(before, "2024");
    assert!(skipped.is_empty(), "{skipped:?}");
    assert_eq!(
        back,
        "struct S;\nimpl S {\n    fn g(&self, x: Option<u8>) -> bool { matches!(x, Some(1)) }\n}\nfn h() {\n    fn inner(x: Option<u8>) -> bool { matches!(x, None) }\n}\n"
    );
}

// A block inside an item under `#[is_syntax]`, which the attribute leaves as it is, is named;
// a second pass lowers it. The `if` made before the user's line starts that line.
#[test]
fn back_a_block_inside_an_annotated_item_takes_a_second_pass() {
    let before = "use is::{is, is_syntax};\n#[is_syntax]\nfn outer(y: Option<u8>) -> bool {\n    is::syntax! {\n        fn inner(x: Option<u8>) -> bool { x is None }\n    }\n    inner(y) && is!(y is Some(1))\n}\n";
    let (once, skipped) = back(before, "2024");
    assert!(
        skipped
            .iter()
            .any(|m| m.contains("`--to-let-chains` again lowers it")),
        "{skipped:?}"
    );
    let (twice, skipped) = back(&once, "2024");
    assert!(skipped.is_empty(), "{skipped:?}");
    assert_eq!(
        twice,
        "fn outer(y: Option<u8>) -> bool {\n    fn inner(x: Option<u8>) -> bool { matches!(x, None) }\n    if inner(y) && let Some(1) = y { true } else { false }\n}\n"
    );
}

// A block the macro refuses stays, with the macro's reason.
#[test]
fn back_a_block_the_macro_refuses_stays() {
    let before = "is::syntax! {\n    fn f(x: u8) -> bool { x is }\n}\n";
    let (after, skipped) = back(before, "2024");
    assert_eq!(after, before);
    assert!(
        skipped
            .iter()
            .any(|m| m.contains("does not take this `is::syntax!` block")),
        "{skipped:?}"
    );
}

// A doc comment inside an annotated item is written back as it was, and what follows it too.
#[test]
fn back_a_doc_comment_inside_an_item() {
    let before = "use is::{is, is_syntax};\n#[is_syntax]\nfn f(x: Option<u8>) -> bool {\n    /// Doc.\n    fn g() {}\n    g();\n    is!(x is None)\n}\n";
    let (back, skipped) = back(before, "2024");
    assert!(skipped.is_empty(), "{skipped:?}");
    assert_eq!(
        back,
        "fn f(x: Option<u8>) -> bool {\n    /// Doc.\n    fn g() {}\n    g();\n    matches!(x, None)\n}\n"
    );
}

// Each name of a `use` of `is` goes when nothing left needs it.
#[test]
fn back_keeps_only_the_import_still_needed() {
    let before = "use is::{is, is_syntax};\n#[is_syntax]\nfn f(x: Option<u8>) -> bool {\n    is!(x is None)\n}\nfn g(x: Option<u8>) -> bool {\n    other!(is!(x is None))\n}\n";
    let (back, _) = back(before, "2024");
    assert!(back.starts_with("use is::is;\nfn f"), "{back}");
    // Under another name, kept as written.
    let renamed = before
        .replace("{is,", "{is as test,")
        .replace("is!(x", "test!(x");
    let (kept, _) = self::back(&renamed, "2024");
    assert!(kept.starts_with("use is::is as test;\nfn f"), "{kept}");
    let alone = "use is::is as test;\n\nfn f(x: Option<u8>) -> bool {\n    test!(x is None)\n}\n";
    assert_eq!(
        self::back(alone, "2024").0,
        "fn f(x: Option<u8>) -> bool {\n    matches!(x, None)\n}\n"
    );
}

#[test]
fn nested_calls_and_a_value_on_its_own_line_round_trip() {
    round_trip(
        "fn f(t: &mut T) -> bool {\n    if let Some(second) =\n        next_if(t, |k| matches!(k, K::Open))\n    {\n        return true;\n    }\n    false\n}\n",
        "use is::{is, is_syntax};\n#[is_syntax]\nfn f(t: &mut T) -> bool {\n    if is!(\n        next_if(t, |k| is!(k is K::Open)) is Some(second))\n    {\n        return true;\n    }\n    false\n}\n",
        "2024",
    );
}

#[test]
fn back_a_binding_chain_in_a_value_becomes_an_if_let_in_2024() {
    let before = "use is::is;\nfn f(x: Option<u8>, y: Option<u8>) -> bool {\n    let b = is!(x is Some(v) && y is Some(w) && is!(v is (1 | 2)) && v < w);\n    b\n}\n";
    let (after, skipped) = back(before, "2024");
    assert_eq!(
        after,
        "fn f(x: Option<u8>, y: Option<u8>) -> bool {\n    let b = (if let Some(v) = x && let Some(w) = y && let 1 | 2 = v && v < w { true } else { false });\n    b\n}\n",
        "{skipped:?}"
    );
}

// Issue 29, migration point 1: no tokens glued together, either way.
#[test]
fn no_words_run_together() {
    let before = "fn f(x: Option<u8>, res: Result<u8, u8>, y: bool) -> bool {\n    matches!(x,Some(_)) || matches!(res,Err(_))&& y\n}\n";
    let (after, skipped) = to_is(before, "2021");
    assert!(skipped.is_empty(), "{skipped:?}");
    assert!(after.contains("is!(x is Some(_))"), "{after}");
    assert!(after.contains("is!(res is Err(_))&& y"), "{after}");
    let (back, skipped) = back(&after, "2021");
    assert!(skipped.is_empty(), "{skipped:?}");
    // The one spelling that does not come back as written: a comma without its space.
    assert_eq!(back, before.replace(",S", ", S").replace(",E", ", E"));
    assert_eq!(tokens(&back), tokens(before));
}

// Point 2: `#[is_syntax]` goes first, before an attribute macro such as `#[rstest]`, which
// moves the body into a function without it; doc comments and `#[cfg]` stay before it.
#[test]
fn the_attribute_goes_before_other_attribute_macros() {
    round_trip(
        "/// Doc.\n#[rstest]\n#[case(Some(1))]\nfn f(#[case] input: Option<u8>) {\n    if let Some(v) = input {\n        assert!(v > 0);\n    }\n}\n",
        "use is::{is, is_syntax};\n/// Doc.\n#[is_syntax]\n#[rstest]\n#[case(Some(1))]\nfn f(#[case] input: Option<u8>) {\n    if is!(input is Some(v)) {\n        assert!(v > 0);\n    }\n}\n",
        "2024",
    );
}

// Point 3: `matches!` inside the crate's own `assert!` is left alone: `#[is_syntax]` sees
// only its item and would take the macro for std's.
#[test]
fn the_crates_own_assert_is_left_alone() {
    let before = "macro_rules! assert {\n    ($x:expr) => {\n        if !$x {\n            panic!()\n        }\n    };\n}\nfn f(x: Option<u8>) {\n    assert!(matches!(x, Some(_)));\n    debug_assert!(matches!(x, Some(_)));\n}\n";
    let (after, skipped) = to_is(before, "2024");
    assert!(after.contains("assert!(matches!(x, Some(_)));"), "{after}");
    assert!(
        after.contains("debug_assert!(is!(x is Some(_)));"),
        "{after}"
    );
    assert!(
        skipped
            .iter()
            .any(|m| m.contains("this crate's own `assert!`")),
        "{skipped:?}"
    );
}

// Point 5: the way back takes everything the way there writes.
#[test]
fn a_two_argument_turbofish_and_a_double_reference_round_trip() {
    round_trip(
        "fn f(v: &[u8], r: &&u8) -> u8 {\n    if let Some(m) = v.iter().copied().max_by_key::<u8, _>(|x| *x) && m > 1 {\n        return m;\n    }\n    match v.first() {\n        Some(c) if let Some(d) = c.checked_add(1) && &&c == r => d,\n        _ => 0,\n    }\n}\n",
        "use is::{is, is_syntax};\n#[is_syntax]\nfn f(v: &[u8], r: &&u8) -> u8 {\n    if is!(v.iter().copied().max_by_key::<u8, _>(|x| *x) is Some(m)) && m > 1 {\n        return m;\n    }\n    match v.first() {\n        Some(c) if is!(c.checked_add(1) is Some(d)) && &&c == r => d,\n        _ => 0,\n    }\n}\n",
        "2024",
    );
}

#[test]
fn in_edition_2021_a_binding_free_test_goes_back_as_matches() {
    let before = "use is::{is, is_syntax};\n#[is_syntax]\nfn f(x: Option<u8>, y: u8) -> u8 {\n    if is!(x is None) && y > 0 {\n        return y;\n    }\n    if is!(x is Some(v)) { v } else { 0 }\n}\n";
    let (after, skipped) = back(before, "2021");
    assert!(skipped.is_empty(), "{skipped:?}");
    assert_eq!(
        after,
        "fn f(x: Option<u8>, y: u8) -> u8 {\n    if matches!(x, None) && y > 0 {\n        return y;\n    }\n    if let Some(v) = x { v } else { 0 }\n}\n"
    );
}

// Point 6: round trips are byte-identical; a binding-free `if let` and an `if matches!`
// each come back as written (the way there writes `matches!` as `is!(VALUE, PATTERN)` where
// it is a whole operand of a condition), and so does a leading `|`.
#[test]
fn if_let_and_if_matches_each_come_back() {
    round_trip(
        "fn f(x: Option<u8>, y: bool) -> u8 {\n    if let None = x {\n        return 0;\n    }\n    if matches!(x, None) && y {\n        return 1;\n    }\n    while matches!(x, Some(v) if v > 3,) {}\n    2\n}\n",
        "use is::is;\nfn f(x: Option<u8>, y: bool) -> u8 {\n    if is!(x is None) {\n        return 0;\n    }\n    if is!(x, None) && y {\n        return 1;\n    }\n    while is!(x, Some(v) if v > 3,) {}\n    2\n}\n",
        "2021",
    );
}

#[test]
fn a_leading_bar_is_kept() {
    round_trip(
        "fn f(c: char) -> bool {\n    matches!(c, | 'a' | 'b') && c != 'c'\n}\n",
        "use is::is;\nfn f(c: char) -> bool {\n    is!(c is (| 'a' | 'b')) && c != 'c'\n}\n",
        "2024",
    );
}

#[test]
fn the_use_is_sorted_in_with_the_others() {
    round_trip(
        "use alpha::a;\nuse std::fmt;\n\nfn f(x: Option<u8>) -> bool {\n    matches!(x, None)\n}\n",
        "use alpha::a;\nuse is::is;\nuse std::fmt;\n\nfn f(x: Option<u8>) -> bool {\n    is!(x is None)\n}\n",
        "2024",
    );
}

// A binding that would reach code naming another variable of that name is not written.
#[test]
fn skip_a_binding_that_would_reach_code_after_it() {
    skips(
        "fn f(x: Option<u8>, v: u8) -> u8 {\n    if matches!(x, Some(v) if v > 1) { v } else { 0 }\n}\n",
        "2024",
        "it binds `v`",
    );
    skips(
        "fn f(x: Option<u8>, v: u8) -> bool {\n    matches!(x, Some(v) if v > 1) && v > 2\n}\n",
        "2024",
        "it binds `v`",
    );
}

/// A call of `is!` under a name the file's `use` gives it is read as the macros read it, and
/// lowered; left unread, its binding would be an outer variable's.
#[test]
fn a_renamed_is_is_lowered_as_the_macros_read_it() {
    let before = "use is::{is as test, is_syntax};\n\n#[is_syntax]\nfn f(x: Option<u8>) -> u8 {\n    if test!(x is Some(v)) && v > 3 { v } else { 0 }\n}\n";
    let (after, _) = back(before, "2024");
    assert!(
        after.contains("if let Some(v) = x && v > 3 { v } else { 0 }"),
        "{after}"
    );
    assert!(!after.contains("test!"), "{after}");
    // As a value, with the layout of the call kept, counted, and the `use` gone with it.
    let before = "use is::{is as test, is_syntax};\n\n#[is_syntax]\npub fn f(x: Option<u32>) -> bool {\n    test!(x is Some(1))\n}\n\npub fn g(x: Option<u32>) -> bool {\n    test!(x is None)\n}\n";
    let migrated = migrate(before, "2024", Direction::ToLetChains);
    assert_eq!(
        migrated.text,
        "pub fn f(x: Option<u32>) -> bool {\n    matches!(x, Some(1))\n}\n\npub fn g(x: Option<u32>) -> bool {\n    matches!(x, None)\n}\n"
    );
    assert_eq!(migrated.changes.len(), 3, "{:?}", migrated.skipped);
    assert!(migrated.skipped.is_empty(), "{:?}", migrated.skipped);
    // Without the `use`, `test!` is some other macro, left as it is.
    let other = "#[is_syntax]\nfn f(x: Option<u8>) -> bool {\n    test!(x is Some(v))\n}\n";
    assert!(back(other, "2024").0.contains("test!(x is Some(v))"));
}

// A comment between an annotated item's attributes and its first token (`#[inline] // why`,
// or a comment block under its docs) stays where it is: only the item's own tokens are
// lowered, and the way back finds no comment it would lose.
#[test]
fn comments_after_the_attributes_round_trip() {
    round_trip(
        "#[inline] // single use\nfn f(x: Option<u8>) -> u8 {\n    if let Some(v) = x { v } else { 0 }\n}\n\n/// Doc.\n\n// What it does.\nfn g(x: Option<u8>) -> u8 {\n    if let Some(v) = x { v } else { 0 }\n}\n",
        "use is::{is, is_syntax};\n#[is_syntax]\n#[inline] // single use\nfn f(x: Option<u8>) -> u8 {\n    if is!(x is Some(v)) { v } else { 0 }\n}\n\n/// Doc.\n\n#[is_syntax]\n// What it does.\nfn g(x: Option<u8>) -> u8 {\n    if is!(x is Some(v)) { v } else { 0 }\n}\n",
        "2024",
    );
}

// A `let` that binds nothing but whose value makes a guard (`borrow()`, `lock()`) becomes an
// `is!` under `#[is_syntax]`, which is that `let`, the guard living through the body; alone
// it would drop the guard at the end of its test, and the way back writes `matches!` for it.
#[test]
fn a_guard_in_a_test_that_binds_nothing_keeps_its_let() {
    for edition in ["2021", "2024"] {
        round_trip(
            "fn f(c: &RefCell<Vec<u8>>) -> bool {\n    if let Some(_) = c.borrow().first() {\n        return c.borrow().len() > 1;\n    }\n    false\n}\n",
            "use is::{is, is_syntax};\n#[is_syntax]\nfn f(c: &RefCell<Vec<u8>>) -> bool {\n    if is!(c.borrow().first() is Some(_)) {\n        return c.borrow().len() > 1;\n    }\n    false\n}\n",
            edition,
        );
    }
}

// A value that ends in a block (`unsafe { … }`, `match`, `if`) needs parentheses before an
// infix `is`, and none after `let … =`, where rustc's `unused_parens` warns about them: the
// way back leaves them out again, in a condition, a `while` and a guard, in both editions.
#[test]
fn block_like_values_lose_the_parentheses_is_needed() {
    let plain = "fn f(x: u8, line: &str) -> u32 {\n    if let Some(c) = unsafe { g() } {\n        return c;\n    }\n    if let Some(d) = match x {\n        0 => Some(1),\n        _ => None,\n    } {\n        return d;\n    }\n    if let Some(h) = if line.starts_with(\"e\") { Some(1) } else { None } {\n        return h;\n    }\n    0\n}\n";
    let with_is = "use is::{is, is_syntax};\n#[is_syntax]\nfn f(x: u8, line: &str) -> u32 {\n    if is!((unsafe { g() }) is Some(c)) {\n        return c;\n    }\n    if is!((match x {\n        0 => Some(1),\n        _ => None,\n    }) is Some(d)) {\n        return d;\n    }\n    if is!((if line.starts_with(\"e\") { Some(1) } else { None }) is Some(h)) {\n        return h;\n    }\n    0\n}\n";
    for edition in ["2021", "2024"] {
        round_trip(plain, with_is, edition);
    }
    round_trip(
        "fn f(x: Option<u8>, v: &mut Vec<u8>) -> u8 {\n    while let Some(c) = unsafe { pop(v) } {\n        return c;\n    }\n    match x {\n        Some(n) if let Some(m) = match n {\n            0 => None,\n            k => Some(k),\n        } => m,\n        _ => 0,\n    }\n}\n",
        "use is::{is, is_syntax};\n#[is_syntax]\nfn f(x: Option<u8>, v: &mut Vec<u8>) -> u8 {\n    while is!((unsafe { pop(v) }) is Some(c)) {\n        return c;\n    }\n    match x {\n        Some(n) if is!((match n {\n            0 => None,\n            k => Some(k),\n        }) is Some(m)) => m,\n        _ => 0,\n    }\n}\n",
        "2024",
    );
    // A value on a line of its own after `=` stays there.
    round_trip(
        "fn f(s: &S) {\n    if let Some(count) =\n        unsafe { s.get(k) }\n    {\n        use_it(count);\n    }\n}\n",
        "use is::{is, is_syntax};\n#[is_syntax]\nfn f(s: &S) {\n    if is!(\n        (unsafe { s.get(k) }) is Some(count))\n    {\n        use_it(count);\n    }\n}\n",
        "2024",
    );
    // A test that binds nothing, an `is!` with no attribute, likewise.
    round_trip(
        "fn g(ptr: *const E) {\n    while let Entry::End(..) = unsafe { &*ptr } {\n        step();\n    }\n}\n",
        "use is::is;\nfn g(ptr: *const E) {\n    while is!((unsafe { &*ptr }) is Entry::End(..)) {\n        step();\n    }\n}\n",
        "2024",
    );
    // A `let … else` keeps them: its value may not end in a block.
    let (back, _) = back(
        "use is::{is, is_syntax};\n#[is_syntax(let_else)]\nfn f() -> u8 {\n    if !is!((unsafe { g() }) is Some(c)) { return 0; }\n    c\n}\n",
        "2024",
    );
    assert!(
        back.contains("let Some(c) = (unsafe { g() }) else"),
        "{back}"
    );
}

// A let-chain laid out over lines, a link on each, round trips: the line break before each
// user's `&&` is kept where the next link is a test, whose `let` the lowering makes.
#[test]
fn a_chain_over_lines_keeps_its_breaks_before_a_test() {
    round_trip(
        "fn f(unit: &mut U, attr: A) {\n    if unit.dwo_id.is_none()\n        && let AttributeValue::DwoId(dwo_id) = attr.value()\n    {\n        unit.dwo_id = Some(dwo_id);\n    }\n    if let Some(low) = low_attr\n        && let Some(addr) = dwarf.address(&unit, low)?\n    {\n        unit.low_pc = addr;\n    }\n}\n",
        "use is::{is, is_syntax};\n#[is_syntax]\nfn f(unit: &mut U, attr: A) {\n    if unit.dwo_id.is_none()\n        && is!(attr.value() is AttributeValue::DwoId(dwo_id))\n    {\n        unit.dwo_id = Some(dwo_id);\n    }\n    if is!(low_attr is Some(low))\n        && is!(dwarf.address(&unit, low)? is Some(addr))\n    {\n        unit.low_pc = addr;\n    }\n}\n",
        "2024",
    );
}

// A tuple's parentheses are the value itself, not parentheses around it: the way back keeps
// them, whether it writes a `let` or a `matches!`.
#[test]
fn a_tuple_value_keeps_its_parentheses() {
    let plain = "fn f(scan: Scan, fixup: F, c: bool) -> Scan {\n    if c {\n        Scan::A\n    } else if let (Scan::Fail, Precedence::Unambiguous) = (scan, fixup.next_operator) {\n        Scan::Fail\n    } else {\n        Scan::Bailout\n    }\n}\n";
    let with_is = "use is::is;\nfn f(scan: Scan, fixup: F, c: bool) -> Scan {\n    if c {\n        Scan::A\n    } else if is!((scan, fixup.next_operator) is (Scan::Fail, Precedence::Unambiguous)) {\n        Scan::Fail\n    } else {\n        Scan::Bailout\n    }\n}\n";
    round_trip(plain, with_is, "2024");
    let (back, skipped) = back(with_is, "2021");
    assert!(skipped.is_empty(), "{skipped:?}");
    assert!(
        back.contains(
            "matches!((scan, fixup.next_operator), (Scan::Fail, Precedence::Unambiguous))"
        ),
        "{back}"
    );
}

// A labelled `while let` goes back as itself in edition 2021 too: the loop the lowering writes
// for it (`'a: loop { if … else { break } }`) is read as that `while` before its `if` is
// taken for one of the user's, with an `else` its temporaries would live into.
#[test]
fn a_labelled_while_round_trips_in_2021() {
    for edition in ["2021", "2024"] {
        round_trip(
            "fn f(tokens: &mut S) {\n    'dot: while let Some(dot) = next_if(tokens, |k| matches!(k, K::Dot)) {\n        use_it(dot);\n        continue 'dot;\n    }\n}\n",
            "use is::{is, is_syntax};\n#[is_syntax]\nfn f(tokens: &mut S) {\n    'dot: while is!(next_if(tokens, |k| is!(k is K::Dot)) is Some(dot)) {\n        use_it(dot);\n        continue 'dot;\n    }\n}\n",
            edition,
        );
    }
}

// In a file that imports `is` under another name, `--to-is` calls it by that name and adds
// no second `use`; the way back reads it as the macros do, and the round trip is exact.
#[test]
fn to_is_writes_the_name_the_file_gives_is() {
    round_trip(
        "use is::{is as test, is_syntax};\n\n#[is_syntax]\npub type Small = test!(u8 is 0..3);\n\nfn f(x: Option<u32>) -> u32 {\n    if let Some(v) = x && v > 2 {\n        return v;\n    }\n    if matches!(x, Some(3)) { 1 } else { 0 }\n}\n",
        "use is::{is as test, is_syntax};\n\n#[is_syntax]\npub type Small = test!(u8 is 0..3);\n\n#[is_syntax]\nfn f(x: Option<u32>) -> u32 {\n    if test!(x is Some(v)) && v > 2 {\n        return v;\n    }\n    if test!(x, Some(3)) { 1 } else { 0 }\n}\n",
        "2024",
    );
}
