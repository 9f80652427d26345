// What rustc refuses in a float pattern type's pattern, as in any `match` on a float: NaN,
// empty ranges, and a bound of another type. Each is reported once, at the pattern.
use is::{is, is_syntax};

const NOT_A_NUMBER: f64 = f64::NAN;

#[is_syntax]
type NanValue = is!(f64 is self::NOT_A_NUMBER);

#[is_syntax]
type NanBound = is!(f64 is 0.0..NOT_A_NUMBER);

#[is_syntax]
type EmptyInclusive = is!(f64 is 1.0..=0.0);

#[is_syntax]
type EmptyExclusive = is!(f32 is 1.0..1.0);

#[is_syntax]
type BelowNegativeInfinity = is!(f64 is ..f64::NEG_INFINITY);

const NARROW: f32 = 1.0;

#[is_syntax]
type OtherWidthConst = is!(f64 is 0.0..NARROW);

fn main() {}
