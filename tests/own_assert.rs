//! An `assert!` of the crate's own is no `std::assert!`: under `#[is_syntax]` its arguments
//! stay as written, with no message added (issue 29, migration point 3).

use is::{is, is_syntax};

#[is_syntax]
mod defined_here {
    use super::is;

    /// One expression, no message: `std`'s would take a second argument.
    macro_rules! assert {
        ($condition:expr) => {
            if !$condition {
                panic!("the crate's own assert");
            }
        };
    }

    pub fn check(x: Option<u8>) -> u8 {
        assert!(is!(x is Some(_)));
        if is!(x is Some(v)) && v > 1 { v } else { 0 }
    }
}

mod own {
    macro_rules! check_that {
        ($condition:expr) => {
            if !$condition {
                panic!("imported assert");
            }
        };
    }
    pub(crate) use check_that;
}

#[is_syntax]
mod imported {
    use super::is;
    use crate::own::check_that as assert;

    pub fn check(x: Option<u8>) {
        assert!(is!(x is Some(_)));
    }
}

#[test]
fn the_crates_own_assert_takes_the_value_alone() {
    assert_eq!(defined_here::check(Some(3)), 3);
    imported::check(Some(1));
}

#[test]
#[should_panic(expected = "the crate's own assert")]
fn the_crates_own_assert_fails_its_own_way() {
    defined_here::check(None);
}

#[test]
#[should_panic(expected = "imported assert")]
fn an_imported_assert_fails_its_own_way() {
    imported::check(None);
}

#[is_syntax]
#[test]
#[should_panic(expected = "assertion failed: x is Some(_)")]
fn std_assert_quotes_the_condition() {
    let x: Option<u8> = None;
    assert!(x is Some(_));
}
