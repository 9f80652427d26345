use is::{is, is_syntax};

// Outside a condition an `is` is a `bool`: its bindings end with its own `&&` chain.
#[is_syntax]
fn f(x: Option<u32>) -> u32 {
    let matched = is!(x is Some(y) && y > 3);
    if matched { y } else { 0 }
}

fn main() {
    f(None);
}
