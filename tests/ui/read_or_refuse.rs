use is::{is, is_syntax};

// Tokens `#[is_syntax]` cannot read as Rust stay as written; an `is!` in them whose bindings
// the code after it means is refused, not left a lone `bool`.
macro_rules! statements {
    ($($t:tt)*) => { $($t)* };
}

#[is_syntax]
fn in_another_macro(x: Option<u8>) -> u8 {
    let v = 1;
    let _ = v;
    statements! {
        const Y: u8 = 3;
        if is!(x is Some(v)) && v > Y { return v; }
    }
    // Its bindings stay inside its parentheses: fine.
    statements! {
        let z = is!(x is Some(w) && w > 3);
        if z { return 1; }
    }
    0
}

#[is_syntax]
fn in_a_rule_body(x: Option<u8>) -> u8 {
    // A repetition of `tt`s runs into an expression whose shape nothing knows.
    macro_rules! unknown {
        ($($t:tt)*) => {{
            let v = 1;
            if is!($($t)* is Some(v)) { v } else { v - 1 }
        }};
    }
    unknown!(x)
}

fn main() {
    in_another_macro(None);
    in_a_rule_body(None);
}
