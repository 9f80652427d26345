use is::is;

// Without `#[is_syntax]` an `is!`'s bindings end at its `)`: a later `v` is another variable,
// here none, and the warning says how to reach the binding.
fn f(x: Option<u8>) -> u8 {
    if is!(x is Some(v)) && v > 3 {
        return v;
    }
    0
}

fn main() {
    f(None);
}
