//! What the user wrote is what messages quote: a failed `assert!` prints its condition as
//! written, and `stringify!`, `concat!` and `macro_rules!` matchers keep their tokens.

use std::panic::catch_unwind;

use is::is_syntax;

fn panic_message(run: impl FnOnce() + std::panic::UnwindSafe) -> String {
    let payload = catch_unwind(run).expect_err("it panics");
    match payload.downcast::<String>() {
        Ok(message) => *message,
        Err(payload) => (*payload.downcast::<&str>().expect("a message")).to_owned(),
    }
}

#[is_syntax]
fn checked(r: Result<u8, ()>) {
    assert!(r is Ok(v) && v < 10);
}

#[is_syntax]
fn checked_with_a_message(r: Result<u8, ()>) {
    assert!(r is Ok(v) && v < 10, "{r:?} is out of range");
}

#[is_syntax]
fn debug_checked(p: Option<(u8, u8)>) {
    debug_assert!(p is Some((x, y)) && x < y,);
}

is::syntax! {
    fn block_checked(r: Result<u8, ()>) {
        assert!(r is Ok(v) && v < 10);
    }

    const fn const_checked(r: Option<u8>) -> u8 {
        assert!(r is Some(1..));
        3
    }
}

#[test]
fn a_failed_assert_quotes_the_condition_as_written() {
    checked(Ok(3));
    assert_eq!(
        panic_message(|| checked(Ok(12))),
        "assertion failed: r is Ok(v) && v < 10"
    );
    assert_eq!(
        panic_message(|| block_checked(Err(()))),
        "assertion failed: r is Ok(v) && v < 10"
    );
    assert_eq!(
        panic_message(|| debug_checked(Some((2, 1)))),
        "assertion failed: p is Some((x, y)) && x < y"
    );
    // A message of the user's own is the message.
    assert_eq!(
        panic_message(|| checked_with_a_message(Err(()))),
        "Err(()) is out of range"
    );
}

#[test]
fn an_assert_in_a_const_fn_still_compiles() {
    const THREE: u8 = const_checked(Some(4));
    assert_eq!(THREE, 3);
    assert_eq!(
        panic_message(|| {
            const_checked(Some(0));
        }),
        "assertion failed: r is Some(1..)"
    );
}

is::syntax! {
    fn written() -> [&'static str; 2] {
        [stringify!(x is Some(y) && y > 1), concat!("a", stringify!(b is c))]
    }

    macro_rules! test_of {
        ($value:ident is $pattern:pat) => {
            stringify!($value is $pattern)
        };
    }
}

// Called outside the block, whose reading of `x is Some(_)` as a test would not match.
fn through_a_matcher() -> &'static str {
    test_of!(x is Some(_))
}

#[test]
fn tokens_as_written_stay_as_written() {
    assert_eq!(written(), ["x is Some(y) && y > 1", "ab is c"]);
    assert_eq!(through_a_matcher(), "x is Some(_)");
}
