use is::{is, is_syntax};

// The body of `if !TEST { … }` runs where TEST is false: no binding of TEST is there, nor in
// an `else` branch, which keeps the rules of any `if`.
#[is_syntax(let_else)]
fn body(x: Option<u32>) -> u32 {
    if !is!(x is Some(v)) {
        return v;
    }
    v
}

#[is_syntax(let_else)]
fn chain(x: Option<u32>, y: Option<u32>) -> u32 {
    if !is!(x is Some(a) && y is Some(b)) {
        return a;
    }
    a + b
}

#[is_syntax(let_else)]
fn else_branch(x: Option<u32>) -> u32 {
    if !is!(x is Some(v)) {
        0
    } else {
        v
    }
}

fn main() {
    body(None);
    chain(None, None);
    else_branch(None);
}
