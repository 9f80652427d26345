// What a float pattern type refuses, before rustc reads the pattern: bounds that are no
// float of the base, and patterns that are no values.
use is::{is, is_syntax};

#[is_syntax]
type IntegerBounds = is!(f64 is 0..=1);

#[is_syntax]
type OtherWidth = is!(f64 is 0.0f32..);

#[is_syntax]
type OutOfRange = is!(f32 is 0.0..1e40);

#[is_syntax]
type CharBound = is!(f64 is 'a'..);

#[is_syntax]
type Wildcard = is!(f64 is _);

#[is_syntax]
type Binding = is!(f32 is x);

#[is_syntax]
type Generic<T> = is!(f64 is 0.0..);

type Real = f64;

#[is_syntax]
type ThroughAlias = is!(Real is 0.0..);

fn main() {}
