use is::{is, is_syntax};

// Patterns that match everything are no refinement.
#[is_syntax]
type EveryOption = is!(Option<u8> is (Some(_) | None));

#[is_syntax]
type EveryResult = is!(Result<u8, ()> is (Ok(_) | Err(_)));

#[is_syntax]
type Wildcard = is!(Option<u8> is _);

// An alias of an integer type: the macro cannot see through it.
type Word = u32;

#[is_syntax]
type Small = is!(Word is 0..10);

#[is_syntax]
type Platform = is!(core::ffi::c_int is 0..10);

// A pattern type implements its traits itself.
#[is_syntax]
#[derive(Default)]
type Derived = is!(u32 is 0..10);

fn main() {}
