//! The values a pattern type admits, described so that `const` evaluation can read them: its
//! hidden [`PatternType::__INTERVALS`](crate::PatternType), sorted inclusive intervals of
//! [ordinals](crate::ordinals), apart (neither overlapping nor touching), never empty for a
//! generated type. `values()`, `new_saturating`, `MIN`/`MAX` where the macro cannot read the
//! bounds, `expand`, `narrow`'s docs and the `rand` and `arbitrary` integrations all read this
//! one description, through the functions here.
//!
//! The macro writes the intervals out where it reads every bound; where a bound is a `const` or
//! a path, rustc evaluates each piece of the pattern and [`Sorted`] sorts and merges them.

use crate::ordinals::{Kind, Ordinal};
use crate::pattern_type::PatternType;

/// The pieces of a pattern, as inclusive intervals of ordinals, sorted and merged: what the
/// macro writes for a pattern whose bounds only rustc can read.
#[doc(hidden)]
pub struct Sorted<const N: usize> {
    list: [(u128, u128); N],
    len: usize,
}

impl<const N: usize> Sorted<N> {
    /// `pieces` sorted by their starts, those that overlap or touch merged into one.
    #[must_use]
    pub const fn new(mut pieces: [(u128, u128); N]) -> Self {
        // An insertion sort: a pattern has a few pieces.
        let mut i = 1;
        while i < N {
            let mut j = i;
            while j > 0 && pieces[j - 1].0 > pieces[j].0 {
                let swapped = pieces[j - 1];
                pieces[j - 1] = pieces[j];
                pieces[j] = swapped;
                j -= 1;
            }
            i += 1;
        }
        let mut len = 0;
        let mut i = 0;
        while i < N {
            let (lo, hi) = pieces[i];
            let touches = len > 0 && lo <= pieces[len - 1].1.saturating_add(1);
            if touches {
                if hi > pieces[len - 1].1 {
                    pieces[len - 1].1 = hi;
                }
            } else {
                pieces[len] = (lo, hi);
                len += 1;
            }
            i += 1;
        }
        Sorted { list: pieces, len }
    }

    /// The merged intervals, for a `const` item of `'static` ones.
    #[must_use]
    pub const fn as_slice(&'static self) -> &'static [(u128, u128)] {
        self.list.split_at(self.len).0
    }
}

/// How many values `intervals` hold. At most `u128::MAX`, since a pattern type excludes a
/// value.
#[doc(hidden)]
#[must_use]
pub const fn count(intervals: &[(u128, u128)]) -> u128 {
    let mut total: u128 = 0;
    let mut i = 0;
    while i < intervals.len() {
        let (lo, hi) = intervals[i];
        total += hi - lo + 1;
        i += 1;
    }
    total
}

/// The smallest ordinal of `intervals`.
///
/// # Panics
/// If `intervals` is empty.
#[doc(hidden)]
#[must_use]
pub const fn smallest(intervals: &[(u128, u128)]) -> u128 {
    match intervals.first() {
        Some(&(lo, _)) => lo,
        None => panic!("a pattern type admits a value"),
    }
}

/// The largest ordinal of `intervals`.
///
/// # Panics
/// If `intervals` is empty.
#[doc(hidden)]
#[must_use]
pub const fn largest(intervals: &[(u128, u128)]) -> u128 {
    match intervals.last() {
        Some(&(_, hi)) => hi,
        None => panic!("a pattern type admits a value"),
    }
}

/// The ordinal of the `k`th value of `intervals`, counted from 0.
///
/// # Panics
/// If `k` is not below [`count`].
#[doc(hidden)]
#[must_use]
pub const fn nth(intervals: &[(u128, u128)], mut k: u128) -> u128 {
    let mut i = 0;
    while i < intervals.len() {
        let (lo, hi) = intervals[i];
        if k <= hi - lo {
            return lo + k;
        }
        k -= hi - lo + 1;
        i += 1;
    }
    panic!("past the last value the pattern admits");
}

/// The admitted ordinal nearest `ordinal`; between two as near, the smaller.
///
/// # Panics
/// If `intervals` is empty.
#[doc(hidden)]
#[must_use]
pub const fn nearest(intervals: &[(u128, u128)], ordinal: u128) -> u128 {
    let mut i = 0;
    while i < intervals.len() {
        let (lo, hi) = intervals[i];
        if ordinal <= hi {
            if ordinal >= lo {
                return ordinal;
            }
            // In the gap below `lo`: the interval before ends nearer, or as near.
            if i > 0 && ordinal - intervals[i - 1].1 <= lo - ordinal {
                return intervals[i - 1].1;
            }
            return lo;
        }
        i += 1;
    }
    match intervals.last() {
        Some(&(_, hi)) => hi,
        None => panic!("a pattern type admits a value"),
    }
}

/// The first interval of values in `inner` that `outer` does not hold, if any.
#[doc(hidden)]
#[must_use]
pub const fn first_missing(inner: &[(u128, u128)], outer: &[(u128, u128)]) -> Option<(u128, u128)> {
    let (mut i, mut j) = (0, 0);
    while i < inner.len() {
        let (mut lo, hi) = inner[i];
        loop {
            // Skip `outer`'s intervals that end below `lo`.
            while j < outer.len() && outer[j].1 < lo {
                j += 1;
            }
            if j == outer.len() || outer[j].0 > lo {
                let end = if j < outer.len() && outer[j].0 <= hi {
                    outer[j].0 - 1
                } else {
                    hi
                };
                return Some((lo, end));
            }
            // `outer[j]` holds `lo`, and goes on to its end.
            if outer[j].1 >= hi {
                break;
            }
            lo = outer[j].1 + 1;
        }
        i += 1;
    }
    None
}

/// Why `expand::<W>()` from `S` is refused, if it is: some value of `S`'s pattern does not
/// match `W`'s (the message names the first such values), or `W` does not describe its
/// values. The generated `expand` panics with it in a `const` block of its own, so that the
/// error points at the alias and the call, not here.
#[doc(hidden)]
#[must_use]
pub const fn expand_refused<S, W>() -> Option<Message>
where
    S: PatternType<Base: Ordinal>,
    W: PatternType<Base = S::Base>,
{
    let mut message = Message::new();
    if W::__INTERVALS.is_empty() {
        message.push("cannot expand to a `");
        message.push(W::PATTERN);
        message.push("`: only the pattern types `is` generates describe the values they admit");
        return Some(message);
    }
    let Some((lo, hi)) = first_missing(S::__INTERVALS, W::__INTERVALS) else {
        return None;
    };
    let kind = <S::Base as Ordinal>::__KIND;
    message.push("cannot expand a `");
    message.push(S::PATTERN);
    message.push("` to a `");
    message.push(W::PATTERN);
    message.push("`: ");
    message.value(kind, lo);
    if lo == hi {
        message.push(" does not match it");
    } else {
        message.push("..=");
        message.value(kind, hi);
        message.push(" do not match it");
    }
    Some(message)
}

/// A message built in `const` evaluation, which has no formatting: text and numbers pushed
/// into a buffer, cut at a `char` boundary if they overflow it.
#[doc(hidden)]
pub struct Message {
    bytes: [u8; 512],
    len: usize,
}

impl Message {
    const fn new() -> Self {
        Message {
            bytes: [0; 512],
            len: 0,
        }
    }

    const fn push(&mut self, text: &str) {
        let text = text.as_bytes();
        let mut end = text.len();
        if end > self.bytes.len() - self.len {
            end = self.bytes.len() - self.len;
            // Back to the start of the `char` the cut falls in.
            while end > 0 && end < text.len() && text[end] & 0xC0 == 0x80 {
                end -= 1;
            }
        }
        let mut i = 0;
        while i < end {
            self.bytes[self.len] = text[i];
            self.len += 1;
            i += 1;
        }
    }

    const fn byte(&mut self, byte: u8) {
        if self.len < self.bytes.len() {
            self.bytes[self.len] = byte;
            self.len += 1;
        }
    }

    /// The value at `ordinal`, as a literal of its base: `-5`, `4096`, `'a'`, `'\u{E000}'`.
    const fn value(&mut self, kind: Kind, ordinal: u128) {
        match kind {
            Kind::Unsigned => self.number(ordinal),
            Kind::Signed(zero) if ordinal < zero => {
                self.byte(b'-');
                self.number(zero - ordinal);
            }
            Kind::Signed(zero) => self.number(ordinal - zero),
            Kind::Char => {
                let c = crate::ordinals::value::char(ordinal);
                self.byte(b'\'');
                if c.is_ascii_graphic() && c != '\'' && c != '\\' {
                    self.byte(c as u8);
                } else {
                    self.push("\\u{");
                    self.hex(c as u32);
                    self.byte(b'}');
                }
                self.byte(b'\'');
            }
        }
    }

    const fn number(&mut self, mut n: u128) {
        let mut digits = [0u8; 39];
        let mut count = 0;
        loop {
            digits[count] = b'0' + (n % 10) as u8;
            count += 1;
            n /= 10;
            if n == 0 {
                break;
            }
        }
        while count > 0 {
            count -= 1;
            self.byte(digits[count]);
        }
    }

    const fn hex(&mut self, n: u32) {
        let mut shift = 28;
        let mut started = false;
        loop {
            let digit = ((n >> shift) & 0xF) as u8;
            if digit != 0 || started || shift == 0 {
                started = true;
                self.byte(if digit < 10 {
                    b'0' + digit
                } else {
                    b'A' + digit - 10
                });
            }
            if shift == 0 {
                break;
            }
            shift -= 4;
        }
    }

    /// The message.
    #[must_use]
    pub const fn as_str(&self) -> &str {
        match core::str::from_utf8(self.bytes.split_at(self.len).0) {
            Ok(text) => text,
            Err(_) => "the pattern does not nest in the other",
        }
    }
}
