// A base written as a primitive that a name in scope stands in for: the macro reads `u32`,
// rustc finds another type, and says so.
use is::{is, is_syntax};

#[allow(non_camel_case_types)]
type u32 = u16;

#[is_syntax]
type Small = is!(u32 is 0..10);

fn main() {}
