use is::{is, is_syntax};

// rustc's own errors about code inside a lowered condition or body point at the user's tokens.
#[is_syntax]
fn type_error_in_body(x: Option<u32>) -> String {
    if is!(x is Some(y)) && y > 3 {
        return y;
    }
    String::new()
}

#[is_syntax]
fn unknown_name_in_chain(x: Option<u32>) -> bool {
    if is!(x, Some(y)) && y > limit {
        return true;
    }
    false
}

fn pattern_of_the_wrong_type(x: Option<u32>) -> bool {
    is!(x is Ok(_))
}

fn main() {
    type_error_in_body(None);
    unknown_name_in_chain(None);
    pattern_of_the_wrong_type(None);
}
