// A pattern type's layout is the macro's: no attribute may change it, and only those known to
// leave it alone are passed on.
use is::{is, is_syntax};

#[is_syntax]
#[repr(align(8))]
type Aligned = is!(u64 is 0..4096);

#[is_syntax]
#[repr(C)]
type Refined = is!(Option<u8> is Some(_));

#[is_syntax]
#[cfg_attr(all(), doc = "Fine.", repr(u8))]
type Conditional = is!(u8 is 1..);

#[is_syntax]
#[inline]
type Unknown = is!(u8 is 1..);

// These are passed on.
#[is_syntax]
/// Documented.
#[cfg(all())]
#[cfg_attr(all(), allow(dead_code), doc = "More.")]
#[allow(clippy::all)]
#[deprecated = "use `Aligned`"]
#[must_use]
type Fine = is!(u8 is 1..);

fn main() {}
