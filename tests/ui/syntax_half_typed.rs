// Code half typed, as an editor checks it at every keystroke: each item is still lowered as far
// as it reads, and the broken expression alone is the error (or a body not typed yet). Nothing
// else is reported: no mismatched type, no method out of scope (in an `impl` either), and the
// functions are there for their callers.

use is::{is, is_syntax};

is::syntax! {
    fn method_not_typed_yet(x: Option<u8>) -> u8 {
        if x is Some(v) && v. { v } else { 0 }
    }

    fn pattern_not_typed_yet(x: Option<u8>) -> u8 {
        if x is { 1 } else { 0 }
    }

    fn link_not_typed_yet(x: Option<u8>) -> u8 {
        if x is Some(v) && { v } else { 0 }
    }

    fn value_not_typed_yet(x: Option<u8>) -> u8 {
        let n = x is Some(v) && v.;
        u8::from(n)
    }

    mod inner {
        pub fn method_not_typed_yet(x: Option<u8>) -> bool {
            x is Some(v) && v.
        }
    }

    fn body_not_typed_yet(x: Option<u8>) -> u8 {
        if x is Some(v) && v > 2
    }

    fn test_inserted_before_a_link(x: Option<u8>, name: &str) -> u8 {
        if x is && name.len() > 3 { 1 } else { 0 }
    }
}

pub struct Counter(u8);

impl Counter {
    is::syntax! {
        pub fn method_not_typed_yet_in_a_method(&self, x: Option<u8>) -> bool {
            x is Some(v) && v.
        }
    }
}

#[is_syntax]
fn method_not_typed_yet_in_an_assert(x: Option<u8>) {
    assert!(x is Some(v) && v.)
}

#[is_syntax]
fn method_not_typed_yet_in_is(x: Option<u8>) -> bool {
    is!(x is Some(v) && v.)
}

#[is_syntax]
fn pattern_not_typed_yet_in_is(x: Option<u8>) -> u8 {
    if is!(x is ) { 1 } else { 0 }
}

fn pattern_not_typed_yet_on_its_own(x: Option<u8>) -> bool {
    is!(x is )
}

fn main() {
    let _ = method_not_typed_yet(None)
        + pattern_not_typed_yet(None)
        + link_not_typed_yet(None)
        + value_not_typed_yet(None)
        + pattern_not_typed_yet_in_is(None);
    let _ = inner::method_not_typed_yet(None) || pattern_not_typed_yet_on_its_own(None);
    let _ = body_not_typed_yet(None) + test_inserted_before_a_link(None, "");
    let _ = Counter(0).method_not_typed_yet_in_a_method(None) || method_not_typed_yet_in_is(None);
    method_not_typed_yet_in_an_assert(None);
}
