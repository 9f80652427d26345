// A `let` written by the user is no `is`: outside a condition's chain it stays as written, and
// rustc rejects it there as it would without the block.
is::syntax! {
    fn negated(x: Option<u8>) -> bool {
        !let Some(_) = x
    }

    fn in_a_value(x: Option<u8>, y: Option<u8>) -> bool {
        let both = x is Some(_) && (let Some(_) = y);
        both
    }
}

fn main() {}
