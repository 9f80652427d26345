//! `is!` imported under another name in the file (issue 31): `#[is_syntax]` reads a call by
//! that name as `is!`, so that its bindings reach the chain and the body. An outer variable of
//! the binding's name is in scope: a call left a lone `bool` would give its value.

use is::{is as test, is_syntax};

#[is_syntax]
fn renamed(x: Option<u8>) -> u8 {
    let v = 100u8;
    if test!(x is Some(v)) && v > 3 {
        v
    } else if test!(x, Some(v)) && v > 1 {
        v + 10
    } else {
        v - 100
    }
}

/// Only the comma form, so the body's source text holds no `is` at all: the text search that
/// passes such groups on unread must look for the other name too.
#[is_syntax]
fn renamed_comma_form_only(x: Option<u8>) -> u8 {
    let v = 100u8;
    if test!(x, Some(v)) && v > 3 {
        v
    } else {
        v - 100
    }
}

#[is_syntax]
fn renamed_in_a_rule(x: Option<u8>, y: Option<u8>) -> u8 {
    let v = 100u8;
    macro_rules! first {
        ($($e:expr),+) => {
            if false { 0 } $(else if test!($e is Some(v)) && v > 0 { v })+ else { v - 100 }
        };
    }
    first!(x, y)
}

#[test]
fn a_renamed_is_reads_as_is() {
    assert_eq!(renamed(Some(5)), 5);
    assert_eq!(renamed(Some(2)), 12);
    assert_eq!(renamed(Some(0)), 0);
    assert_eq!(renamed(None), 0);
    assert_eq!(renamed_comma_form_only(Some(5)), 5);
    assert_eq!(renamed_comma_form_only(Some(2)), 0);
    assert_eq!(renamed_comma_form_only(None), 0);
    assert_eq!(renamed_in_a_rule(None, Some(7)), 7);
    assert_eq!(renamed_in_a_rule(Some(0), Some(7)), 7);
    assert_eq!(renamed_in_a_rule(Some(3), None), 3);
    assert_eq!(renamed_in_a_rule(None, None), 0);
    assert!(test!(Some(1) is Some(1)));
}

/// A pattern type written with the renamed macro, whose call stands at the item's own level,
/// outside any group: the file's names are looked up for it too.
#[is_syntax]
pub type Small = test!(u8 is 0..3);

#[test]
fn a_renamed_is_writes_a_pattern_type() {
    assert_eq!(Small::new(2).map(Small::get), Some(2));
    assert!(Small::new(3).is_none());
    assert_eq!(size_of::<Option<Small>>(), 1);
}
