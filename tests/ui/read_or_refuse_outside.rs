use is::{is, is_syntax};

// Issue 31: a macro defined outside the annotated item, in the same file, whose rule holds an
// `is!` that its chain means. The attribute does not read the macro: expanded in the item, its
// test is a lone `bool` and `$b` names the outer `v`. Its call is refused.
macro_rules! pick {
    ($e:expr, $p:pat, $b:expr) => {
        if is!($e is $p) && $b { 1 } else { 0 }
    };
}

// A lone test with nothing after it loses nothing: its calls are fine.
macro_rules! some {
    ($e:expr) => {
        is!($e is Some(_))
    };
}

#[is_syntax]
fn outside(a: Option<u8>) -> u8 {
    let v = 100u8;
    pick!(a, Some(v), v > 3) + u8::from(some!(a))
}

// Defined inside the annotated item, the same macro is read there.
#[is_syntax]
mod inside {
    use is::is;

    macro_rules! pick_inside {
        ($e:expr, $p:pat, $b:expr) => {
            if is!($e is $p) && $b { 1 } else { 0 }
        };
    }

    pub fn inside(a: Option<u8>) -> u8 {
        let v = 100u8;
        pick_inside!(a, Some(v), v > 3)
    }
}

fn main() {
    outside(None);
    inside::inside(None);
}
