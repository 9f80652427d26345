use is::{is, is_syntax};

#[is_syntax]
fn f(x: Option<u32>) -> u32 {
    if !is!(x, Some(y)) {
        return y;
    }
    0
}

fn main() {
    f(None);
}
