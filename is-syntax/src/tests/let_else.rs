//! `#[is_syntax(let_else)]`: after `if !TEST { BODY }`, TEST's bindings reach the rest of the
//! block through a `let … else` whose `else` is BODY; everywhere else nothing changes.

use super::{attribute as is_syntax, block};

/// The example: one test is the `let … else` itself; a chain, each test's
/// `let … else` in turn in a block of the macro's own, with one body. Neither is clippy's to
/// rewrite with `?`.
#[test]
fn a_negative_test_is_a_let_else() {
    let expanded = is_syntax(
        "let_else",
        "fn port(s: &str) -> Result<u16, Error> { \
            if !is!(s.parse::<u16>() is Ok(p)) { return Err(Error::NotANumber); } \
            if !is!(lookup(p) is Some(service) && service.open) { return Err(Error::Closed(p)); } \
            Ok(service.port) \
        }",
    );
    assert_eq!(
        expanded,
        "fn port (s : & str) -> Result < u16 , Error > { \
            # [allow (clippy :: question_mark)] \
            let Ok (p) = s . parse ::< u16 > () else { return Err (Error :: NotANumber) ; } ; \
            # [allow (clippy :: question_mark)] \
            let :: core :: option :: Option :: Some (service) = ('is : { \
                let Some (service) = lookup (p) else { break 'is :: core :: option :: Option :: None ; } ; \
                if ! service . open { break 'is :: core :: option :: Option :: None ; } \
                :: core :: option :: Option :: Some (service) \
            }) else { return Err (Error :: Closed (p)) ; } ; \
            Ok (service . port) \
        } is ! { @ used }"
    );
}

/// `!A || !B` negates `A && B`, plain operands too; a binding written `mut x` is moved out
/// into the outer `mut x` (its own `mut` at the macro's hygiene, so that `unused_mut` does not
/// report it: the edition crates' `mutable` is the test); a value ending in `}` goes in
/// parentheses before `else`.
#[test]
fn each_negated_operand_is_a_link() {
    let expanded = is_syntax(
        "let_else",
        "fn f(a: Option<u8>, b: B, ready: bool) -> u8 { \
            if !is!(a is Some(mut x)) || !ready || !is!(match b { _ => b.get() } is Some(y)) { return 0; } \
            x += y; x \
        }",
    );
    assert_eq!(
        expanded,
        "fn f (a : Option < u8 >, b : B , ready : bool) -> u8 { \
            # [allow (clippy :: question_mark)] \
            let :: core :: option :: Option :: Some ((mut x , y)) = ('is : { \
                let Some (mut x) = a else { break 'is :: core :: option :: Option :: None ; } ; \
                if ! ready { break 'is :: core :: option :: Option :: None ; } \
                let Some (y) = (match b { _ => b . get () }) else { break 'is :: core :: option :: Option :: None ; } ; \
                :: core :: option :: Option :: Some ((x , y)) \
            }) else { return 0 ; } ; \
            x += y ; x \
        } is ! { @ used }"
    );
    let spelled = |condition: &str| {
        is_syntax(
            "let_else",
            &format!("fn f(a: A, b: B) -> u8 {{ if {condition} {{ return 0; }} x + y }}"),
        )
    };
    let whole = spelled("!is!(a is Some(x) && b is Some(y))");
    assert!(whole.contains(":: Some ((x , y)) = ('is"), "{whole}");
    for condition in [
        "!is!(a is Some(x)) || !is!(b is Some(y))",
        "!(is!(a is Some(x)) && is!(b is Some(y)))",
    ] {
        assert_eq!(spelled(condition), whole, "{condition}");
    }
}

/// Where nothing after the `if` names a binding, and wherever the rules keep their meaning
/// (`while`, an `else`, a test under `!` elsewhere, `||` between tests, a label, a rule's
/// body), the switch changes nothing.
#[test]
fn elsewhere_nothing_changes() {
    for item in [
        // Nothing after names `v` (`w.v` is a field, `v!` a macro, `m::v` a path).
        "fn f(x: X) -> u8 { if !is!(x is Some(v)) { g(); } w.v + v!() + m::v }",
        "fn f(x: X) -> u8 { if !is!(x is Some(v)) { return 0; } }",
        "fn f(x: X) -> u8 { while !is!(x is Some(v)) { g(); } v }",
        "fn f(x: X) -> u8 { if !is!(x is Some(v)) { return 1; } else { g(); } v }",
        "fn f(x: X) -> u8 { if a && !is!(x is Some(v)) { return 1; } v }",
        "fn f(x: X) -> u8 { if !(a || is!(x is Some(v))) { return 1; } v }",
        "fn f(x: X) -> u8 { if !!is!(x is Some(v)) { return 1; } v }",
        "fn f(x: X) -> u8 { if !is!(x is Some(v)) || is!(x is Some(v)) { return 1; } v }",
        "fn f(x: X) -> u8 { if !a && is!(x is Some(v)) { return 1; } v }",
        "fn f(x: X) -> u8 { if !is!(x is Some(v)) { return 1; }; v }",
        "fn f(x: X) -> u8 { 'a: while !is!(x is Some(v)) { g(); } v }",
        "fn f() { macro_rules! m { ($e:expr) => { if !is!($e is Some(v)) { return; } v }; } }",
    ] {
        let switched = is_syntax("let_else", item);
        assert_eq!(switched, is_syntax("", item), "{item}");
        assert!(
            !switched.contains("'is") && !switched.contains("= x else"),
            "{switched}"
        );
    }
}

/// Without the switch a binding of a negative test named after its `if` warns, at the
/// binding, suggesting it; the `if` lowers as before.
#[test]
fn without_the_switch_a_later_use_warns() {
    let item = "fn f(x: X) -> u8 { let v = 1; if !is!(x is Some(v)) { return 0; } v }";
    let expanded = is_syntax("", item);
    assert!(
        expanded.contains("`v` is bound by this test under `!` and named after its `if`")
            && expanded.contains("add `let_else` to the item's `#[is_syntax(…)]`")
            && expanded.contains(
                "is ! () ; } if ! if let Some (v) = x { true } else { false } { return 0 ; } v }"
            ),
        "{expanded}"
    );
    let used_in_a_format_string = is_syntax(
        "",
        "fn f(x: X) { if !is!(x is Some(v)) { return; } println!(\"{v}\"); }",
    );
    assert!(
        used_in_a_format_string.contains("deprecated"),
        "{used_in_a_format_string}"
    );
}

/// The block's `#![is_syntax(let_else)]` switches it on as the attribute's argument does.
#[test]
fn the_block_takes_the_switch_as_an_inner_attribute() {
    let items = "fn f(x: Option<u8>) -> u8 { if !(x is Some(v) && v > 1) { return 0; } v }";
    let through_block = block(&format!("#![is_syntax(let_else)] {items}"));
    let through_attribute = is_syntax(
        "let_else",
        &items.replace("!(x is Some(v) && v > 1)", "!is!(x is Some(v) && v > 1)"),
    );
    assert_eq!(
        through_block,
        through_attribute.trim_end_matches(" is ! { @ used }")
    );
    assert!(through_block.contains("let :: core :: option :: Option :: Some (v) = ('is"));
    let both = block(&format!(
        "#![is_syntax(allow(is_statement), let_else)] {items} fn g(x: X) {{ x is A; }}"
    ));
    assert!(!both.contains("compile_error"), "{both}");
    assert!(both.contains("('is"), "{both}");
}

#[test]
fn the_options_are_let_else_and_allow() {
    let both = is_syntax(
        "let_else, allow(is_statement)",
        "fn f(x: X) { is!(x is A); if !is!(x is Some(v)) { return; } g(v) }",
    );
    assert!(!both.contains("compile_error"), "{both}");
    assert!(
        both.contains("let Some (v) = x else { return ; } ;"),
        "{both}"
    );
    let unknown = is_syntax("let_else, deny(is_statement)", "fn f() {}");
    assert!(
        unknown.contains("unknown `#[is_syntax]` option")
            && unknown.contains("the options are `let_else` and `allow(is_statement)`"),
        "{unknown}"
    );
}
