// Typing under `#[is_syntax]`: a method after a binding in an `assert!`'s condition.
use is::is_syntax;

#[is_syntax]
fn f(x: Option<u8>) { assert!(x is Some(v) && v.$0@completion) }
