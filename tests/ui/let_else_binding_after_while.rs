use is::{is, is_syntax};

// `while !TEST { … }` keeps the rules: its bindings end with the test, even under `let_else`.
#[is_syntax(let_else)]
fn f(mut it: std::vec::IntoIter<u32>) -> u32 {
    while !is!(it.next() is Some(v)) {}
    v
}

fn main() {
    f(Vec::new().into_iter());
}
