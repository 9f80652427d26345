//! `is!` on its own: the three spellings, precedence, and `bool` positions.

// The comparisons with `matches!` and the explicit `return` are the point of those tests.
#![allow(clippy::redundant_pattern_matching, clippy::needless_return)]

use is::is;

#[derive(Debug, Clone, Copy, PartialEq)]
enum Shape {
    Circle { r: u32 },
    Rect(u32, u32),
    Empty,
}

#[test]
fn comma_form_is_a_drop_in_for_matches() {
    let values = [None, Some(0u8), Some(3), Some(200)];
    for x in values {
        assert_eq!(is!(x, Some(_)), matches!(x, Some(_)));
        assert_eq!(is!(x, Some(v) if v > 2), matches!(x, Some(v) if v > 2));
        assert_eq!(
            is!(x, Some(v) if v > 2 || v == 0),
            matches!(x, Some(v) if v > 2 || v == 0)
        );
        assert_eq!(is!(x, Some(0) | None), matches!(x, Some(0) | None));
        assert_eq!(is!(x, Some(1..=9),), matches!(x, Some(1..=9)));
        assert_eq!(is!(x, |None| Some(3)), matches!(x, None | Some(3)));
    }
}

#[test]
fn comma_form_tests_the_whole_expression_before_the_comma() {
    // Operators that bind looser than `==` stay inside the scrutinee, as in `matches!`.
    for (a, b) in [(false, false), (false, true), (true, false), (true, true)] {
        assert_eq!(is!(a || b, false), matches!(a || b, false));
        assert_eq!(is!(a && b, true), matches!(a && b, true));
        assert_eq!(is!(a || b, true if !a), matches!(a || b, true if !a));
    }
    assert!(is!(0..3, std::ops::Range { start: 0, end: 3 }));
    // The `,` between generic arguments separates nothing.
    assert!(is!(Result::<u8, ()>::Ok(3), Ok(3)));
    assert!(is!(Result::<u8, ()>::Ok(3) is Ok(3)));
    assert!(!is!(Result::<u8, ()>::Ok(3), Ok(v) if v > 3));
    assert!(is!(..=5, std::ops::RangeToInclusive { end: 5 }));
}

#[test]
fn rfc_spelling() {
    let x = Some(4u8);
    assert!(is!(x is Some(_)));
    assert!(is!(x is Some(4)));
    assert!(!is!(x is None));
    assert!(is!(Shape::Rect(1, 2) is Shape::Rect(..)));
    assert!(is!(Shape::Circle { r: 1 } is Shape::Circle { r: 1.. }));
}

#[test]
fn bindings_reach_the_rest_of_their_own_chain() {
    let check = |x: Option<u32>| is!(x is Some(y) && y > 3);
    assert!(check(Some(4)));
    assert!(!check(Some(3)));
    assert!(!check(None));
    let both = |a: Option<u32>, b: Result<u32, ()>| is!(a is Some(x) && b is Ok(y) && x + y == 10);
    assert!(both(Some(3), Ok(7)));
    assert!(!both(Some(3), Ok(8)));
    assert!(!both(None, Ok(7)));
    assert!(!both(Some(3), Err(())));
}

#[test]
fn is_binds_tighter_than_and_and_or() {
    let z: Result<u8, u8> = Err(0);
    let x = Some(1u32);
    assert!(is!(x is Some(y) && y > 3 || z is Err(_)));
    let z: Result<u8, u8> = Ok(0);
    assert!(!is!(x is Some(y) && y > 3 || z is Err(_)));
    // `!` binds tighter than `is`, as it binds tighter than `==`.
    let flag = Some(false);
    assert!(is!(flag.map(|b| !b) is Some(true)));
    // Arithmetic, method calls and `?`-free postfix binds tighter too.
    let n = 5u32;
    assert!(is!(n * 2 + 1 is 11));
    assert!(is!(n.checked_sub(6) is None));
}

#[test]
fn range_patterns_need_no_parentheses() {
    // The RFC's unresolved question, answered yes.
    for (x, y, expected) in [
        (15, true, true),
        (15, false, false),
        (25, true, false),
        (10, true, true),
    ] {
        assert_eq!(is!(x is 10..=20 && y), expected);
    }
    let c = 'q';
    assert!(is!(c is 'a'..='z' && c != 'z'));
    assert!(is!(-3i32 is ..0));
    assert!(is!(7u8 is 5.. && true));
}

#[test]
fn parenthesised_alternation() {
    let shapes = [Shape::Circle { r: 2 }, Shape::Rect(2, 5), Shape::Empty];
    let round_or_empty = shapes
        .iter()
        .filter(|s| is!(s is (Shape::Circle { .. } | Shape::Empty)))
        .count();
    assert_eq!(round_or_empty, 2);
    let sides = shapes
        .iter()
        .filter(|s| is!(**s is (Shape::Rect(a, _) | Shape::Circle { r: a }) && a == 2))
        .count();
    assert_eq!(sides, 2);
}

#[test]
fn every_bool_position() {
    fn takes(b: bool) -> bool {
        b
    }
    fn returns(x: Option<u8>) -> bool {
        return is!(x is Some(v) && v % 2 == 0);
    }
    let x = Some(2u8);
    let b = is!(x is Some(v) && v == 2);
    assert!(b);
    assert!(takes(is!(x is Some(y) && y > 1)));
    assert!(returns(Some(4)));
    assert!(!returns(Some(3)));
    let evens: Vec<_> = [Some(1u8), None, Some(4)]
        .into_iter()
        .filter(|o| is!(o is Some(v) && v % 2 == 0))
        .collect();
    assert_eq!(evens, [Some(4)]);
    let in_vec = vec![is!(x, Some(_)), is!(x is None)];
    assert_eq!(in_vec, [true, false]);
    assert_eq!(format!("{}", is!(x is Some(2))), "true");
    // Nested: a test inside the scrutinee of another.
    assert!(is!(is!(x is Some(2)) is true));
    assert!(is!((x is Some(2)) is true));
}

#[test]
fn not_and_or_start_chains_of_their_own() {
    let x = Some(3u8);
    assert!(!is!(!(x is Some(_))));
    assert!(is!(!(x is None) && x is Some(3)));
    assert!(is!(x is None || x is Some(3)));
}

#[test]
fn is_stays_an_identifier_where_rust_allows_it() {
    let is = Some(1u8);
    assert!(is!(is is Some(1)));
    assert!(is!(is, Some(_)));
    struct S {
        is: u8,
    }
    let s = S { is: 7 };
    assert!(is!(s.is is 7));
    let any: &dyn std::any::Any = &1u8;
    assert!(is!(any.is::<u8>() is true));
    let r#is = 3;
    assert!(is!(r#is is 3));
}

#[test]
fn borrowed_and_moved_bindings() {
    let name = Some(String::from("hi"));
    assert!(is!(&name is Some(s) && s.len() == 2));
    assert!(is!(name is Some(ref s) && s.starts_with('h')));
    // Moves out of the scrutinee, as `if let` would.
    let owned = Some(String::from("moved"));
    assert!(is!(owned is Some(s) && consume(s)));
}

fn consume(s: String) -> bool {
    !s.is_empty()
}

#[test]
fn negation_after_a_keyword_is_not_a_macro_call() {
    let x = Some(1u8);
    #[allow(clippy::needless_return)]
    let returned = is!((|| { return !(x is None) })() is true);
    assert!(returned);
    let inside = is!({
        if !(x is None) { x is Some(1) } else { false }
    } is true);
    assert!(inside);
}

/// `#[is_syntax]` consumes the `is!` calls an import of `is` was for, and leaves in its place a
/// marker that `is!` takes and expands to nothing, so that the import still counts as used: in
/// a module's scope and in a block's.
#[deny(unused_imports)]
mod consumed_imports_count_as_used {
    use is::{is, is_syntax};

    #[is_syntax]
    pub fn in_the_module(x: Option<u8>) -> u8 {
        if is!(x is Some(v)) { v } else { 0 }
    }

    #[is_syntax]
    pub fn in_a_block(x: Option<u8>) -> u8 {
        use is::is;
        if is!(x is Some(v) && v > 1) { v } else { 0 }
    }
}

#[test]
fn consumed_imports_count_as_used() {
    use consumed_imports_count_as_used::{in_a_block, in_the_module};
    assert_eq!((in_the_module(Some(4)), in_the_module(None)), (4, 0));
    assert_eq!((in_a_block(Some(4)), in_a_block(Some(1))), (4, 0));
}
