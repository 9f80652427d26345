// The same as syntax_pattern.rs under `#[is_syntax]` with `is!`.
use is::{is, is_syntax};

#[is_syntax]
fn f(x: Option<u8>) -> u8 { if is!(x is $0@completion) { 1 } else { 0 } }
