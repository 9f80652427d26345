// Code half typed, as an editor checks it at every keystroke: each item is still lowered as far
// as it reads, and the broken expression alone is the error. Nothing else is reported: no
// missing body, no mismatched type, and the functions are there for their callers.

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
}
