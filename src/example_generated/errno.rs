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
/// makes a constant that `cargo check` checks wherever it is written:
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
/// [`get`](Self::get) and [`From`] give the `u32` back, and the comparisons take a `u32` on
/// either side:
///
/// ```
/// # use is::{is, is_syntax};
/// # #[is_syntax]
/// # pub type Errno = is!(u32 is 0..4096);
/// let einval = is::value!(Errno, 22);
/// let raw: u32 = einval.into();
/// assert_eq!(raw, einval.get());
/// assert_eq!(u32::from(einval), 22);
/// assert!(einval == 22 && 22 == einval);
/// assert!(einval < 100 && 100 > einval);
/// ```
///
/// # The pattern, as constants
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
/// # Traits, on the number
///
/// Equality, order, hashing and printing are the `u32`'s, as a derive on a plain newtype would
/// give, whatever the stored bits; [`PatternType`](crate::PatternType) opens the type to
/// generic code:
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
/// There is no arithmetic: a sum may leave the pattern, so it is done on the `u32`, and the
/// result checked again:
///
/// ```compile_fail
/// # use is::{is, is_syntax};
/// # #[is_syntax]
/// # pub type Errno = is!(u32 is 0..4096);
/// let next = is::value!(Errno, 22) + 1; // error[E0369]: cannot add `{integer}` to `Errno`
/// ```
///
/// ```
/// # use is::{is, is_syntax};
/// # #[is_syntax]
/// # pub type Errno = is!(u32 is 0..4096);
/// let next = Errno::new(is::value!(Errno, 22).get() + 1);
/// assert_eq!(next.unwrap(), 23);
/// ```
///
/// # Layout
//
// The methods and traits of issue 24 (checked and saturating arithmetic, `new_saturating`,
// `expand` and `narrow`, `values`, the `From`/`TryFrom` that follow the pattern, the hex and
// octal formats, `AsRef` and `Borrow`) appear on this page when they land; each gets its
// example here, in the section it belongs to.
#[is_syntax]
pub type Errno = is!(u32 is 0..4096);
