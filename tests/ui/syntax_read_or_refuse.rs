// Tokens `is::syntax!` cannot read as Rust stay as written, and an infix `is` in them cannot
// compile: it is refused, with the reason.
macro_rules! statements {
    ($($t:tt)*) => { $($t)* };
}

is::syntax! {
    fn in_another_macro(x: Option<u8>) -> u8 {
        statements! {
            const Y: u8 = 3;
            if x is Some(v) && v > Y { return v; }
        }
        0
    }

    // `.await` ends an operand: the `is` after it is refused too.
    async fn awaited(x: std::future::Ready<Option<u8>>) -> u8 {
        statements! {
            const Y: u8 = 3;
            if x.await is Some(v) && v > Y { return v; }
        }
        0
    }

    fn in_a_rule_body(x: Option<u8>) -> u8 {
        macro_rules! unknown {
            ($($t:tt)*) => { if $($t)* is Some(v) { v } else { 0 } };
        }
        unknown!(x)
    }
}

fn main() {
    in_another_macro(None);
    in_a_rule_body(None);
    let _ = awaited(std::future::ready(None));
}
