use is::{is, is_syntax};

/// An error number, as C's `errno` holds one: `u32 is 0..4096`. The whole API of an integer
/// pattern type, each part with an example.
///
/// ```
/// use is::{is, is_syntax};
///
/// #[is_syntax]
/// pub type Errno = is!(u32 is 0..4096);
///
/// let einval = Errno::new(22).unwrap();
/// assert_eq!(einval.get(), 22);
/// // The values the pattern excludes make the niche: `None` costs no byte.
/// assert_eq!(size_of::<Errno>(), 4);
/// assert_eq!(size_of::<Option<Errno>>(), 4);
/// ```
///
/// # In: checked
///
/// [`new`](Self::new) checks a value, in `const` code too; [`is::value!`](crate::value!)
/// makes a constant that `cargo check` checks wherever it is written (and
/// [`new_saturating`](crate::PrimitivePattern::new_saturating), [below](#arithmetic-with-the-check-in-sight),
/// takes any `u32` to the nearest admitted value):
///
/// ```
/// # use is::{is, is_syntax};
/// # #[is_syntax]
/// # pub type Errno = is!(u32 is 0..4096);
/// assert_eq!(Errno::new(22).map(Errno::get), Some(22));
/// assert_eq!(Errno::new(4096), None);
///
/// const EINVAL: Errno = is::value!(Errno, 22);
/// const ENOENT: Option<Errno> = Errno::new(2);
/// assert_eq!(EINVAL.get() + ENOENT.unwrap().get(), 24);
/// ```
///
/// ```compile_fail
/// # use is::{is, is_syntax};
/// # #[is_syntax]
/// # pub type Errno = is!(u32 is 0..4096);
/// // error: the value does not match the pattern 0..4096 of Errno
/// let far = is::value!(Errno, 5000);
/// ```
///
/// [`new_const`](Self::new_const) makes the same check in a const generic argument, but only
/// where the compiler evaluates it: in a `const` item under `cargo check`, in a function only
/// when `cargo build` compiles that function, which it may never do for one nothing calls.
///
/// ```
/// # use is::{is, is_syntax};
/// # #[is_syntax]
/// # pub type Errno = is!(u32 is 0..4096);
/// const EPERM: Errno = Errno::new_const::<1>();
/// assert_eq!(EPERM, 1);
/// ```
///
/// [`TryFrom`] takes the base and every other integer type, and its
/// [`PatternError`](crate::PatternError) keeps the value as it came, in its own type;
/// [`FromStr`](core::str::FromStr) tells text that is no `u32` from a `u32` outside the
/// pattern ([`ParsePatternError`](crate::ParsePatternError)):
///
/// ```
/// # use is::{is, is_syntax};
/// # #[is_syntax]
/// # pub type Errno = is!(u32 is 0..4096);
/// use is::{ParsePatternError, PatternError};
///
/// assert_eq!(Errno::try_from(22u32).unwrap(), 22);
/// assert_eq!(Errno::try_from(22u8).unwrap(), 22);
/// let error: PatternError<i64> = Errno::try_from(-1i64).unwrap_err();
/// assert_eq!(error.to_string(), "-1 does not match the pattern 0..4096 of Errno");
/// assert_eq!(error.into_value(), -1);
///
/// assert_eq!("22".parse::<Errno>().unwrap(), 22);
/// assert!(matches!("twelve".parse::<Errno>(), Err(ParsePatternError::Base(_))));
/// assert!(matches!("5000".parse::<Errno>(), Err(ParsePatternError::Pattern(_))));
/// ```
///
/// [`new_unchecked`](Self::new_unchecked) skips the check where the caller has made it;
/// [`from_ref`](Self::from_ref) checks a `&u32` in place, as this layout keeps its bits:
///
/// ```
/// # use is::{is, is_syntax};
/// # #[is_syntax]
/// # pub type Errno = is!(u32 is 0..4096);
/// let raw = 2u32;
/// assert!(Errno::contains(raw));
/// // SAFETY: `contains` said that `raw` matches the pattern.
/// let enoent = unsafe { Errno::new_unchecked(raw) };
/// assert_eq!(enoent, 2);
///
/// let codes = [2u32, 5000, 22];
/// let valid: Vec<&Errno> = codes.iter().filter_map(Errno::from_ref).collect();
/// assert_eq!(valid, [&2, &22]);
/// ```
///
/// # Out: free
///
/// [`get`](Self::get) and [`From`] give the `u32` back. `From` goes into every integer type
/// that holds every value the pattern admits, too: `u16` and `i16` and wider here, and `usize`
/// and `isize`, counted at their narrowest, 16 bits, so that what compiles on one target
/// compiles on all. Into the others, `u8` and `i8` here, it is [`TryFrom`], which fails with
/// std's [`TryFromIntError`](core::num::TryFromIntError):
///
/// ```
/// # use is::{is, is_syntax};
/// # #[is_syntax]
/// # pub type Errno = is!(u32 is 0..4096);
/// let einval = is::value!(Errno, 22);
/// let raw: u32 = einval.into();
/// assert_eq!(raw, einval.get());
/// assert_eq!(u16::from(einval), 22);
/// assert_eq!(i16::from(einval), 22);
/// assert_eq!(usize::from(einval), 22);
/// assert_eq!(u8::try_from(einval), Ok(22));
/// assert!(u8::try_from(Errno::MAX).is_err());
/// ```
///
/// The comparisons ([`PartialEq`] and [`PartialOrd`]) take a `u32` on either side. As this
/// layout keeps the value's bits, [`AsRef<u32>`](AsRef) and
/// [`Borrow<u32>`](core::borrow::Borrow) lend it as a `&u32`, without a copy, and a map keyed
/// by `Errno` can be searched with a `u32` (the layouts that store `value ^ X`, as
/// [`Index`](super::Index)'s, have neither):
///
/// ```
/// # use is::{is, is_syntax};
/// # #[is_syntax]
/// # pub type Errno = is!(u32 is 0..4096);
/// use std::collections::HashMap;
///
/// let einval = is::value!(Errno, 22);
/// assert!(einval == 22 && 22 == einval);
/// assert!(einval < 100 && 100 > einval);
///
/// let raw: &u32 = einval.as_ref();
/// assert_eq!(*raw, 22);
/// let names = HashMap::from([(einval, "EINVAL"), (is::value!(Errno, 2), "ENOENT")]);
/// assert_eq!(names.get(&22u32), Some(&"EINVAL"));
/// ```
///
/// # The pattern, as constants and as an iterator
///
/// [`contains`](Self::contains) tests a `u32` without making a value; [`MIN`](Self::MIN) and
/// [`MAX`](Self::MAX) are the pattern's ends, [`PATTERN`](Self::PATTERN) its text, and
/// [`Default`] is 0, as the pattern admits it:
///
/// ```
/// # use is::{is, is_syntax};
/// # #[is_syntax]
/// # pub type Errno = is!(u32 is 0..4096);
/// assert!(Errno::contains(4095) && !Errno::contains(4096));
/// assert_eq!((Errno::MIN.get(), Errno::MAX.get()), (0, 4095));
/// assert_eq!(Errno::PATTERN, "0..4096");
/// assert_eq!(Errno::default(), 0);
/// ```
///
/// [`values`](crate::PrimitivePattern::values) walks every admitted value in order, from range to range of an
/// alternation: an [`is::Values`](crate::Values), which is a [`DoubleEndedIterator`], and an
/// [`ExactSizeIterator`] where the base's own `Range` is one (`u8`, `u16`, `u32`, `usize` and
/// their signed twins, not `u64`, `u128`, `i64`, `i128` or `char`). Its `nth` and `count`
/// jump over whole ranges instead of walking them:
///
/// ```
/// # use is::{is, is_syntax};
/// # #[is_syntax]
/// # pub type Errno = is!(u32 is 0..4096);
/// let mut all = Errno::values();
/// assert_eq!(all.len(), 4096);
/// assert_eq!(all.next(), Some(Errno::MIN));
/// assert_eq!(all.next_back(), Some(Errno::MAX));
/// assert_eq!(all.nth(21).map(Errno::get), Some(22));
/// assert_eq!(all.len(), 4094 - 22);
///
/// #[is_syntax]
/// type Signal = is!(u32 is (1..=3 | 9 | 15));
/// let signals: Vec<u32> = Signal::values().rev().map(Signal::get).collect();
/// assert_eq!(signals, [15, 9, 3, 2, 1]);
/// ```
///
/// # Arithmetic, with the check in sight
///
/// There are no operators: a sum may leave the pattern, so `+` does not compile.
///
/// ```compile_fail,E0369
/// # use is::{is, is_syntax};
/// # #[is_syntax]
/// # pub type Errno = is!(u32 is 0..4096);
/// let next = is::value!(Errno, 22) + 1; // error[E0369]: cannot add `{integer}` to `Errno`
/// ```
///
/// Methods do the base's checked and saturating arithmetic with a `u32` and check the result
/// against the pattern. [`checked_add`](crate::PrimitivePattern::checked_add),
/// [`checked_sub`](crate::PrimitivePattern::checked_sub), [`checked_mul`](crate::PrimitivePattern::checked_mul),
/// [`checked_div`](crate::PrimitivePattern::checked_div) and [`checked_rem`](crate::PrimitivePattern::checked_rem) give `None` where
/// the base's method does (an overflow, a division by 0) and where the result is outside the
/// pattern; [`saturating_add`](crate::PrimitivePattern::saturating_add) and
/// [`saturating_sub`](crate::PrimitivePattern::saturating_sub) give the admitted value nearest the result, `MAX`
/// or `MIN` past the base's range. Each is a `const fn`, as `u32`'s is. A signed base has
/// `checked_neg` and `checked_abs` too: see [`Celsius`](super::Celsius).
///
/// ```
/// # use is::{is, is_syntax};
/// # #[is_syntax]
/// # pub type Errno = is!(u32 is 0..4096);
/// let e = is::value!(Errno, 4000);
/// assert_eq!(e.checked_add(95), Some(Errno::MAX));
/// assert_eq!(e.checked_add(96), None); // 4096 is outside the pattern
/// assert_eq!(e.checked_add(u32::MAX), None); // `u32` overflows
/// assert_eq!(e.checked_sub(4000), Some(Errno::MIN));
/// assert_eq!(e.checked_sub(4001), None);
/// assert_eq!(e.checked_mul(2), None);
/// assert_eq!(e.checked_div(1000).map(Errno::get), Some(4));
/// assert_eq!(e.checked_div(0), None);
/// assert_eq!(e.checked_rem(7).map(Errno::get), Some(3));
///
/// assert_eq!(e.saturating_add(5), 4005);
/// assert_eq!(e.saturating_add(500), Errno::MAX);
/// assert_eq!(e.saturating_sub(5000), Errno::MIN);
///
/// let (next, last) = (e.checked_add(1), e.saturating_add(u32::MAX));
/// assert_eq!((next.unwrap().get(), last.get()), (4001, 4095));
/// ```
///
/// [`new_saturating`](crate::PrimitivePattern::new_saturating) makes the admitted value nearest any `u32`, so it
/// never fails, and it is what the saturating methods end with. In a gap of an alternation, a
/// value goes to the nearer range, and halfway between two, to the smaller value:
///
/// ```
/// # use is::{is, is_syntax};
/// # #[is_syntax]
/// # pub type Errno = is!(u32 is 0..4096);
/// assert_eq!(Errno::new_saturating(22), 22);
/// assert_eq!(Errno::new_saturating(70_000), Errno::MAX);
///
/// #[is_syntax]
/// type Sparse = is!(u32 is (0..=10 | 20..=30));
/// assert_eq!(Sparse::new_saturating(14), 10);
/// assert_eq!(Sparse::new_saturating(15), 10); // as near to 10 as to 20: the smaller
/// assert_eq!(Sparse::new_saturating(16), 20);
/// assert_eq!(Sparse::new_saturating(99), 30);
/// assert_eq!(Sparse::new(8).unwrap().saturating_add(9), 20);
/// assert_eq!(Sparse::new_saturating(0), Sparse::MIN);
/// ```
///
/// # Between pattern types of one base: `expand` and `narrow`
///
/// [`expand`](crate::PrimitivePattern::expand) turns a value into one of a pattern type of the same base whose
/// pattern admits every value of this one's: no check at run time, and free where the two
/// layouts store the value alike. [`narrow`](crate::PrimitivePattern::narrow) goes the other way, checked, to an
/// `Option`:
///
/// ```
/// # use is::{is, is_syntax};
/// # #[is_syntax]
/// # pub type Errno = is!(u32 is 0..4096);
/// /// The error numbers Linux defines.
/// #[is_syntax]
/// type LinuxErrno = is!(u32 is 1..=133);
///
/// let eperm = is::value!(LinuxErrno, 1);
/// let wider: Errno = eperm.expand();
/// assert_eq!(wider, 1);
/// assert_eq!(is::value!(Errno, 22).narrow::<LinuxErrno>().map(LinuxErrno::get), Some(22));
/// assert_eq!(is::value!(Errno, 4000).narrow::<LinuxErrno>(), None);
/// ```
///
/// Where the wider pattern misses a value, `expand` is a compile error that names the first
/// values missing: `Errno::MIN.expand::<LinuxErrno>()` fails with "cannot expand a `0..4096`
/// to a `1..=133`: 0 does not match it". The check is a `const` block of the generic method,
/// which rustc evaluates where it compiles the calling function to machine code:
/// `cargo build` and `cargo test` report it, `cargo check` and an editor do not, and as with
/// `new_const`, a call in a private function that nothing calls builds without error, in
/// debug and release alike.
///
/// ```compile_fail,E0080
/// # use is::{is, is_syntax};
/// # #[is_syntax]
/// # pub type Errno = is!(u32 is 0..4096);
/// # #[is_syntax]
/// # type LinuxErrno = is!(u32 is 1..=133);
/// let linux: LinuxErrno = Errno::MIN.expand(); // error[E0080]: cannot expand a `0..4096` to a `1..=133`
/// ```
///
/// # Traits, on the number
///
/// Equality, order, hashing and printing are the `u32`'s, as a derive on a plain newtype would
/// give, whatever the stored bits: `Display` and `Debug`, and the radix formats
/// [`LowerHex`](core::fmt::LowerHex), [`UpperHex`](core::fmt::UpperHex),
/// [`Octal`](core::fmt::Octal) and [`Binary`](core::fmt::Binary), with their flags.
/// [`PatternType`](crate::PatternType) opens the type to generic code:
///
/// ```
/// # use is::{is, is_syntax};
/// # #[is_syntax]
/// # pub type Errno = is!(u32 is 0..4096);
/// use std::collections::{BTreeSet, HashSet};
///
/// use is::PatternType;
///
/// let mut codes: Vec<Errno> = [22, 2, 1].map(|n| Errno::new(n).unwrap()).to_vec();
/// codes.sort();
/// assert_eq!(codes, [1, 2, 22]);
/// assert_eq!(format!("{} {:?}", codes[2], codes[2]), "22 22");
/// assert_eq!(format!("{0:x} {0:#06X} {0:o} {0:#b}", codes[2]), "16 0x0016 26 0b10110");
/// assert_eq!(BTreeSet::from_iter(codes.iter().copied()).len(), 3);
/// assert!(HashSet::<Errno>::from_iter(codes.iter().copied()).contains(&codes[0]));
///
/// fn parse_all<T: PatternType>(values: impl IntoIterator<Item = T::Base>) -> Option<Vec<T>> {
///     values.into_iter().map(T::new).collect()
/// }
/// assert_eq!(parse_all::<Errno>([1, 2]).unwrap(), [1, 2]);
/// assert!(parse_all::<Errno>([1, 4096]).is_none());
/// assert_eq!(<Errno as PatternType>::PATTERN, "0..4096");
/// ```
///
/// Each cargo feature adds its impls to this page: see [the module's
/// list](super#features).
///
/// # Layout
#[is_syntax]
pub type Errno = is!(u32 is 0..4096);
