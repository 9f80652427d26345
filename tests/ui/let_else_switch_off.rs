use is::{is, is_syntax};

// Without `let_else` the bindings of `if !TEST { … }` end with the test: a later name is
// another variable, here none, and a warning says how to reach the binding.
#[is_syntax]
fn f(x: Option<u32>) -> u32 {
    if !is!(x is Some(v)) {
        return 0;
    }
    v
}

fn main() {
    f(None);
}
