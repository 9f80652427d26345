use is::{is, is_syntax};

#[is_syntax]
fn f(x: Option<u32>) -> u32 {
    if is!(x, Some(y)) || y > 3 {
        return 1;
    }
    0
}

fn g(x: Option<u32>) -> bool {
    is!(x is Some(y) || y > 3)
}

fn main() {
    f(None);
    g(None);
}
