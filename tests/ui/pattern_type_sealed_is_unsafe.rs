// The storage of a pattern type is made only by `unsafe` code: safe code in the module that
// defines the alias cannot wrap a value outside the pattern, even of the right storage type.
use is::{is, is_syntax};

#[is_syntax]
type Small = is!(u8 is 1..=10);

fn main() {
    let _ = Small(is::__private::Sealed::new(core::num::NonZero::new(200).unwrap()));
}
