// The same as syntax_dot_no_body.rs under `#[is_syntax]` with `is!`.
use is::{is, is_syntax};

#[is_syntax]
fn f(x: Option<u8>) -> u8 { if is!(x is Some(v)) && v.$0@completion }
