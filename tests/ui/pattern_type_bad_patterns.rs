use is::{is, is_syntax};

#[is_syntax]
type Everything = is!(u8 is 0..=255);

#[is_syntax]
type AlsoEverything = is!(i8 is (..0 | 0..));

#[is_syntax]
type EveryChar = is!(char is ('\0'..='\u{10FFFF}'));

#[is_syntax]
type EveryCharAroundSurrogates = is!(char is ('\0'..='\u{D7FF}' | '\u{E000}'..='\u{10FFFF}'));

#[is_syntax]
type Generic<T> = is!(u32 is 1..);

#[is_syntax]
type EmptyExclusive = is!(u32 is 5..5);

#[is_syntax]
type EmptyInclusive = is!(u32 is 10..=3);

#[is_syntax]
type OutOfRange = is!(u8 is 0..300);

#[is_syntax]
type Negative = is!(u16 is -1..5);

#[is_syntax]
type Alternation = is!(u8 is 1 | 2);

#[is_syntax]
type Binding = is!(u8 is x);

#[is_syntax]
type NoPattern = is!(u32);

fn limit() -> u32 {
    9
}

// A bound must be a literal or a `const` item, as in any range pattern.
#[is_syntax]
type CallBound = is!(u32 is 0..limit());

fn main() {}
