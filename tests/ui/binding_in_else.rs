use is::{is, is_syntax};

#[is_syntax]
fn f(x: Option<u32>) -> u32 {
    if is!(x is Some(y) && y > 3) {
        1
    } else {
        y
    }
}

fn main() {
    f(None);
}
