use is::{is, is_syntax};

// Issue 31: a macro of the user's that forwards to `is!`. The attribute cannot know what
// `check!` is; left as written, `check!(…)` would be a lone `bool` and `v` in the chain after
// it the outer `v`. It is refused where the chain names its bindings. (`is!` renamed by a
// `use` in the file is read as `is!`: see `tests/renamed_import.rs`.)
macro_rules! check {
    ($($t:tt)*) => { is!($($t)*) };
}

#[is_syntax]
fn lookalike(x: Option<u8>) -> u8 {
    let v = 100u8;
    if check!(x is Some(v)) && v > 3 { v } else { 0 }
}

// Its bindings named nowhere after it: a `bool`, whatever the macro is.
#[is_syntax]
fn lookalike_alone(x: Option<u8>) -> bool {
    check!(x is Some(_))
}

macro_rules! tokens {
    (@ $($t:tt)*) => { $($t)* };
}

// An unread `is!` in a macro's arguments, the chain going on after the macro's `)`.
#[is_syntax]
fn after_the_macro(x: Option<u8>) -> u8 {
    let v = 100u8;
    if tokens!(@ is!(x is Some(v))) && v > 3 { v } else { 0 }
}

fn main() {
    lookalike(None);
    lookalike_alone(None);
    after_the_macro(None);
}
