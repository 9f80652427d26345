//! [`Values`]: every value a pattern type admits, in order.

use core::fmt;
use core::iter::FusedIterator;
use core::marker::PhantomData;

use crate::ordinals::{ExactSizeOrdinal, Ordinal};
use crate::pattern_type::PatternType;

/// Every value of the pattern type `T`, in order, over each range of its pattern in turn: what
/// `T::values()` returns. Double-ended; exact-size where the base's own `Range` is in std
/// (`u8`, `u16`, `u32`, `usize` and their signed twins); `nth` and `count` jump over whole
/// ranges rather than walk them.
///
/// ```
/// use is::{is, is_syntax};
///
/// #[is_syntax]
/// type Small = is!(u8 is (1 | 3 | 10..=12));
///
/// let all: Vec<u8> = Small::values().map(Small::get).collect();
/// assert_eq!(all, [1, 3, 10, 11, 12]);
/// assert_eq!(Small::values().len(), 5);
/// assert_eq!(Small::values().rev().next(), Some(Small::MAX));
/// assert_eq!(Small::values().nth(3).map(Small::get), Some(11));
/// ```
pub struct Values<T> {
    walk: Walk,
    of: PhantomData<fn() -> T>,
}

/// The walk over the ordinals, apart from the type they are of: compiled once, in this crate,
/// and not again for each pattern type.
#[derive(Clone, Copy)]
struct Walk {
    intervals: &'static [(u128, u128)],
    /// The next value from the front: its interval and ordinal.
    front: (usize, u128),
    /// The next value from the back, likewise.
    back: (usize, u128),
    /// Whether every value was given.
    done: bool,
}

impl<T: PatternType> Values<T> {
    /// Every value of `T`, from its smallest.
    #[doc(hidden)]
    #[must_use]
    pub const fn __new() -> Self {
        let intervals = T::__INTERVALS;
        let (front, back, done) = match intervals {
            [first, .., last] => ((0, first.0), (intervals.len() - 1, last.1), false),
            [only] => ((0, only.0), (0, only.1), false),
            [] => ((0, 0), (0, 0), true),
        };
        Values {
            walk: Walk {
                intervals,
                front,
                back,
                done,
            },
            of: PhantomData,
        }
    }
}

impl Walk {
    /// How many values are left, as a `u128`, which holds every count.
    fn remaining(&self) -> u128 {
        if self.done {
            return 0;
        }
        let ((first, from), (last, to)) = (self.front, self.back);
        if first == last {
            return to - from + 1;
        }
        let middle = crate::intervals::count(&self.intervals[first + 1..last]);
        (self.intervals[first].1 - from + 1) + middle + (to - self.intervals[last].0 + 1)
    }

    /// Moves the front `n` values on, without giving them; `false` if fewer are left.
    fn skip_front(&mut self, mut n: u128) -> bool {
        while !self.done {
            let (index, at) = self.front;
            let end = if index == self.back.0 {
                self.back.1
            } else {
                self.intervals[index].1
            };
            if n <= end - at {
                self.front.1 = at + n;
                return true;
            }
            if index == self.back.0 {
                self.done = true;
                return false;
            }
            n -= end - at + 1;
            self.front = (index + 1, self.intervals[index + 1].0);
        }
        false
    }

    /// Moves the back `n` values on, likewise.
    fn skip_back(&mut self, mut n: u128) -> bool {
        while !self.done {
            let (index, at) = self.back;
            let start = if index == self.front.0 {
                self.front.1
            } else {
                self.intervals[index].0
            };
            if n <= at - start {
                self.back.1 = at - n;
                return true;
            }
            if index == self.front.0 {
                self.done = true;
                return false;
            }
            n -= at - start + 1;
            self.back = (index - 1, self.intervals[index - 1].1);
        }
        false
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        match usize::try_from(self.remaining()) {
            Ok(n) => (n, Some(n)),
            Err(_) => (usize::MAX, None),
        }
    }

    /// The ordinal `n` places on from the front, taken with those before it.
    fn nth_front(&mut self, n: usize) -> Option<u128> {
        if self.skip_front(n as u128) {
            self.take_front()
        } else {
            None
        }
    }

    /// The ordinal `n` places on from the back, taken with those after it.
    fn nth_back(&mut self, n: usize) -> Option<u128> {
        if self.skip_back(n as u128) {
            self.take_back()
        } else {
            None
        }
    }

    /// The ordinal at the front, taken.
    fn take_front(&mut self) -> Option<u128> {
        if self.done {
            return None;
        }
        let (index, at) = self.front;
        if self.front == self.back {
            self.done = true;
        } else if at == self.intervals[index].1 {
            self.front = (index + 1, self.intervals[index + 1].0);
        } else {
            self.front.1 = at + 1;
        }
        Some(at)
    }

    /// The ordinal at the back, taken.
    fn take_back(&mut self) -> Option<u128> {
        if self.done {
            return None;
        }
        let (index, at) = self.back;
        if self.front == self.back {
            self.done = true;
        } else if at == self.intervals[index].0 {
            self.back = (index - 1, self.intervals[index - 1].1);
        } else {
            self.back.1 = at - 1;
        }
        Some(at)
    }
}

/// The value of `T` at `ordinal`, one its description admits.
fn at<T: PatternType<Base: Ordinal>>(ordinal: u128) -> T {
    match T::new(T::Base::__value(ordinal)) {
        Some(value) => value,
        None => unreachable!("the description of a pattern type admits only what it matches"),
    }
}

impl<T: PatternType<Base: Ordinal>> Iterator for Values<T> {
    type Item = T;

    fn next(&mut self) -> Option<T> {
        self.walk.take_front().map(at)
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        self.walk.size_hint()
    }

    fn nth(&mut self, n: usize) -> Option<T> {
        self.walk.nth_front(n).map(at)
    }

    fn count(self) -> usize {
        usize::try_from(self.walk.remaining()).expect("more values than a `usize` counts")
    }

    fn last(mut self) -> Option<T> {
        self.next_back()
    }

    fn min(mut self) -> Option<T> {
        self.next()
    }

    fn max(mut self) -> Option<T> {
        self.next_back()
    }
}

impl<T: PatternType<Base: Ordinal>> DoubleEndedIterator for Values<T> {
    fn next_back(&mut self) -> Option<T> {
        self.walk.take_back().map(at)
    }

    fn nth_back(&mut self, n: usize) -> Option<T> {
        self.walk.nth_back(n).map(at)
    }
}

impl<T: PatternType<Base: ExactSizeOrdinal>> ExactSizeIterator for Values<T> {}

impl<T: PatternType<Base: Ordinal>> FusedIterator for Values<T> {}

impl<T> Clone for Values<T> {
    fn clone(&self) -> Self {
        Values {
            walk: self.walk,
            of: PhantomData,
        }
    }
}

impl<T> fmt::Debug for Values<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Values")
            .field("remaining", &self.walk.remaining())
            .finish_non_exhaustive()
    }
}
