// The core diagnostics, through the `is::syntax!` front end.

enum Color {
    Rgb(u8, u8, u8),
    Named,
}

is::syntax! {
    fn alternation(c: Color) -> bool {
        c is Color::Rgb(..) | Color::Named
    }

    fn chained(x: Option<u8>, b: bool) -> bool {
        x is Some(_) == b
    }

    fn chained_before(a: bool, x: Option<bool>) -> bool {
        a == x is Some(true)
    }

    fn chained_is(x: Option<u8>) -> bool {
        x is Some(_) is true
    }

    fn cast(v: u8) -> bool {
        v as u32 is 1..
    }

    fn statement(x: Option<u8>) {
        x is Some(y);
    }

    struct Point {
        x: i32,
    }

    fn struct_pattern(p: Point) -> i32 {
        if p is Point { x: 0 } { 1 } else { 0 }
    }

    fn missing_pattern(x: Option<u8>) -> bool {
        x is
    }

    fn question_mark_after_pattern(r: Result<u8, ()>) -> bool {
        r is Ok(_)?
    }
}

fn main() {}
