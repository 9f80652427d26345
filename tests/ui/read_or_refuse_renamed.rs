use is::{is as test, is_syntax};

// Issue 31: `is!` imported under another name. The attribute cannot see the `use`, so it
// cannot know `test!` is `is!`; left as written, `test!(…)` would be a lone `bool` and `v` in
// the chain after it the outer `v`. It is refused where the chain names its bindings.
#[is_syntax]
fn renamed(x: Option<u8>) -> u8 {
    let v = 100u8;
    if test!(x is Some(v)) && v > 3 { v } else { 0 }
}

// Its bindings named nowhere after it: a `bool`, whatever the macro is.
#[is_syntax]
fn renamed_alone(x: Option<u8>) -> bool {
    test!(x is Some(_))
}

macro_rules! tokens {
    (@ $($t:tt)*) => { $($t)* };
}

// An unread `is!` in a macro's arguments, the chain going on after the macro's `)`.
#[is_syntax]
fn after_the_macro(x: Option<u8>) -> u8 {
    let v = 100u8;
    if tokens!(@ is::is!(x is Some(v))) && v > 3 { v } else { 0 }
}

fn main() {
    renamed(None);
    renamed_alone(None);
    after_the_macro(None);
}
