use is::{is, is_syntax};

#[is_syntax]
fn f(x: Option<u32>) -> u32 {
    if is!(x, Some(y)) {
        println!("{y}");
    }
    y
}

#[is_syntax]
fn g(mut it: std::vec::IntoIter<u32>) -> u32 {
    while is!(it.next() is Some(v)) && v < 10 {}
    v
}

fn main() {
    f(None);
    g(Vec::new().into_iter());
}
