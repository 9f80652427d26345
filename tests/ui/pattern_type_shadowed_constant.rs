// A module of the user's named like the base makes `u8::MAX` its own: the macro read it as the
// primitive's, and the alias is an error that says what to write.
use is::{is, is_syntax};

#[allow(non_camel_case_types, dead_code)]
mod u8 {
    pub const MAX: u8 = 7;
}

#[is_syntax]
type Low = is!(u8 is 1..u8::MAX);

fn main() {
    let _ = Low::new(3);
}
