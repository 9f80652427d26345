use is::{is, is_syntax};

/// A position in a table: `usize is ..usize::MAX`, every `usize` but the largest, which
/// `Option<Index>` takes for `None`.
///
/// The bound `usize::MAX` is a path, which the macro does not read (a module of yours named
/// `usize` would give it another value): rustc does. So the value is stored as `value ^ X`
/// in a [`NonZero<usize>`](core::num::NonZero), X being a value the pattern excludes, found
/// by `const` evaluation: here `usize::MAX`, the only one. Stored, X would be 0, which
/// `NonZero` leaves to `None`. [`get`](Self::get) is one `xor`, and as the stored bits are
/// not the value's, there is no `from_ref`. With the bound written as a literal the layout
/// would be the same: the pattern admits 0, and `usize`, whose width varies by target, is
/// never given the top-byte layout.
///
/// A `const` bound, `0..LIMIT`, is read by rustc too. What needs the bound's value when the
/// macro runs is left out: [`Default`], for one, as the macro cannot tell whether the pattern
/// admits 0. [`MIN`](Self::MIN), [`MAX`](Self::MAX) and [`values`](crate::PrimitivePattern::values) are there,
/// found by `const` evaluation of the pattern as X is. A `usize` or `isize` base is read for
/// 16-, 32- and 64-bit targets alike.
///
/// ```
/// use is::{is, is_syntax};
///
/// #[is_syntax]
/// pub type Index = is!(usize is ..usize::MAX);
///
/// let first = Index::new(0).unwrap();
/// assert_eq!(first.get(), 0);
/// assert_eq!(Index::new(usize::MAX), None);
/// assert_eq!(size_of::<Option<Index>>(), size_of::<usize>());
///
/// assert_eq!((Index::MIN.get(), Index::MAX.get()), (0, usize::MAX - 1));
/// assert!(Index::contains(7) && !Index::contains(usize::MAX));
/// assert_eq!(Index::PATTERN, "..usize::MAX");
///
/// const LAST: Index = Index::new_const::<{ usize::MAX - 1 }>();
/// // SAFETY: 3 is not `usize::MAX`.
/// let third = unsafe { Index::new_unchecked(3) };
/// assert!(third < LAST);
/// assert_eq!(Index::try_from(-1i32).unwrap_err().into_value(), -1);
/// assert_eq!("12".parse::<Index>().unwrap(), 12);
/// ```
///
/// Of [`Errno`](super::Errno)'s API it has the checked and saturating arithmetic,
/// `new_saturating`, [`values`](crate::PrimitivePattern::values) (exact-size, as `usize`'s `Range` is), `expand`
/// and `narrow`, and the radix formats. With the bound unread, `From` goes only into the
/// types that hold every `usize`, counted as std counts them (it has no `From<usize>` for
/// `u64` or `u128`): `usize` alone. `TryFrom` goes into the others:
///
/// ```
/// # use is::{is, is_syntax};
/// # #[is_syntax]
/// # pub type Index = is!(usize is ..usize::MAX);
/// let tenth = is::value!(Index, 10);
/// assert_eq!(tenth.checked_add(usize::MAX - 11), Some(Index::MAX));
/// assert_eq!(tenth.checked_add(usize::MAX - 10), None); // `usize::MAX` is excluded
/// assert_eq!(tenth.saturating_add(usize::MAX), Index::MAX);
/// assert_eq!(Index::new_saturating(usize::MAX), Index::MAX);
/// assert_eq!(Index::values().len(), usize::MAX);
///
/// assert_eq!(usize::from(tenth), 10);
/// assert_eq!(u64::try_from(tenth), Ok(10));
/// assert_eq!(format!("{tenth:#x} {tenth:o}"), "0xa 12");
/// ```
///
/// As the stored bits are not the value's, there is no [`from_ref`](super::Errno::from_ref),
/// no `AsRef<usize>` or `Borrow<usize>`, and with the `bytemuck` feature, no
/// `CheckedBitPattern` or `NoUninit`:
///
/// ```compile_fail,E0599
/// # use is::{is, is_syntax};
/// # #[is_syntax]
/// # pub type Index = is!(usize is ..usize::MAX);
/// let raw = 3usize;
/// let index = Index::from_ref(&raw); // error[E0599]: the stored bits are not the value's
/// ```
///
/// # Layout
#[is_syntax]
pub type Index = is!(usize is ..usize::MAX);
