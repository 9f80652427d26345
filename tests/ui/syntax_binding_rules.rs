// The binding rules, through the `is::syntax!` front end: never through `||`, never into
// `else`, never after the `if`/`while`, never out of `!(…)`, never out of a value position.

is::syntax! {
    fn through_or(x: Option<u32>) -> u32 {
        if x is Some(y) || y > 3 { 1 } else { 0 }
    }

    fn into_else(x: Option<u32>) -> u32 {
        if x is Some(y) { y } else { y }
    }

    fn after_if(x: Option<u32>) -> u32 {
        if x is Some(y) {}
        y
    }

    fn after_while(mut it: std::vec::IntoIter<u32>) -> u32 {
        while it.next() is Some(v) && v < 3 {}
        v
    }

    fn out_of_not(x: Option<u32>) -> u32 {
        if !(x is Some(y)) { return y; }
        0
    }

    fn out_of_a_value(x: Option<u32>) -> u32 {
        let matched = x is Some(y);
        if matched { y } else { 0 }
    }
}

fn main() {}
