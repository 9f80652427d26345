use is::{is, is_syntax};

#[is_syntax]
fn refutable(x: Option<u32>) {
    is!(x is Some(y));
}

#[is_syntax]
fn irrefutable(pair: (u32, u32)) {
    is!(pair, (a, b));
}

#[is_syntax]
fn chain(x: Option<u32>) {
    is!(x, Some(y) if y > 3) && true;
}

fn main() {
    refutable(None);
    irrefutable((1, 2));
    chain(None);
    rfc_example();
}

fn an_expression() -> u32 {
    5
}

// The RFC's own example: the suggestion is its `let x = an_expression();`.
#[is_syntax]
fn rfc_example() {
    is!(an_expression() is x);
}
