// rustc's own errors inside the block point at the user's tokens, not at the macro call.

is::syntax! {
    fn type_error(x: Option<u32>) -> String {
        if x is Some(y) && y > 3 {
            return y;
        }
        String::new()
    }

    fn unknown_name(x: Option<u32>) -> bool {
        x is Some(y) && y > limit
    }
}

fn main() {}
