use is::{is, is_syntax};

// Under `let_else` a binding of `if !TEST { BODY }` reaches the code after the `if` only
// where BODY diverges: rustc checks it, as for a hand-written `let … else`, at the body.
#[is_syntax(let_else)]
fn one(x: Option<u32>) -> u32 {
    if !is!(x is Some(v)) {
        println!("none");
    }
    v
}

#[is_syntax(let_else)]
fn chain(x: Option<u32>, y: Option<u32>) -> u32 {
    if !is!(x is Some(a)) || !is!(y is Some(b)) {
        println!("none");
    }
    a + b
}

is::syntax! {
    #![is_syntax(let_else)]

    fn block(x: Option<u32>) -> u32 {
        if !(x is Some(v) && v > 3) {
            println!("small");
        }
        v
    }
}

fn main() {
    one(None);
    chain(None, None);
    block(None);
}
