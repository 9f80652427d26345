use is::{is, is_syntax};

const LOW: u8 = 0;
const HIGH: u8 = 255;

// With `const` bounds the macro cannot see the values: the check is a compile-time error
// from `const` evaluation instead.
#[is_syntax]
type Everything = is!(u8 is LOW..=HIGH);

fn main() {}
