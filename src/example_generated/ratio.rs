use is::{is, is_syntax};

/// A proportion: `f64 is 0.0..=1.0`. The whole API of a float pattern type, each part with an
/// example.
///
/// NaN matches no range pattern, so no value of a float pattern type is NaN: that makes it
/// `Eq`, `Ord` and `Hash`, which `f64` is not. A float has no niche, though: every bit
/// pattern of an `f64` is a value, so `Option<Ratio>` is larger than an `f64`.
///
/// ```
/// use is::{is, is_syntax};
///
/// #[is_syntax]
/// pub type Ratio = is!(f64 is 0.0..=1.0);
///
/// let half = Ratio::new(0.5).unwrap();
/// assert_eq!(half.get(), 0.5);
/// assert_eq!(Ratio::new(1.5), None);
/// assert_eq!(Ratio::new(f64::NAN), None);
/// assert_eq!(size_of::<Ratio>(), size_of::<f64>());
/// assert_eq!(size_of::<Option<Ratio>>(), 2 * size_of::<f64>());
/// ```
///
/// # In: checked
///
/// [`new`](Self::new) checks a value, in `const` code too, and
/// [`is::value!`](crate::value!) makes a constant that `cargo check` checks wherever it is
/// written. There is no `new_const`, as a const generic parameter cannot be a float.
/// [`new_unchecked`](Self::new_unchecked) skips the check where the caller has made it, and
/// [`from_ref`](Self::from_ref) checks a `&f64` in place, as the type is the `f64` itself;
/// [`AsRef`] and [`Borrow`](core::borrow::Borrow) lend it back as one:
///
/// ```
/// # use is::{is, is_syntax};
/// # #[is_syntax]
/// # pub type Ratio = is!(f64 is 0.0..=1.0);
/// const HALF: Ratio = is::value!(Ratio, 0.5);
/// const QUARTER: Option<Ratio> = Ratio::new(0.25);
/// assert_eq!(HALF.get() + QUARTER.unwrap().get(), 0.75);
///
/// // SAFETY: 0.75 is in 0.0..=1.0.
/// let three_quarters = unsafe { Ratio::new_unchecked(0.75) };
/// assert_eq!(three_quarters, 0.75);
///
/// let measured = [0.5, 2.0, f64::NAN, 1.0];
/// let valid: Vec<&Ratio> = measured.iter().filter_map(Ratio::from_ref).collect();
/// assert_eq!(valid, [&0.5, &1.0]);
/// let lent: &f64 = valid[0].as_ref();
/// assert!(core::ptr::eq(lent, &measured[0]));
/// ```
///
/// ```compile_fail,E0080
/// # use is::{is, is_syntax};
/// # #[is_syntax]
/// # pub type Ratio = is!(f64 is 0.0..=1.0);
/// // error: the value does not match the pattern 0.0..=1.0 of Ratio
/// let too_much = is::value!(Ratio, 1.5);
/// ```
///
/// ```compile_fail,E0599
/// # use is::{is, is_syntax};
/// # #[is_syntax]
/// # pub type Ratio = is!(f64 is 0.0..=1.0);
/// let half = Ratio::new_const::<1>(); // error[E0599]: no function named `new_const`
/// ```
///
/// [`TryFrom`] takes the `f64` and each type that `f64` holds exactly: `f32`, `i8`, `i16`,
/// `i32`, `u8`, `u16` and `u32` (not `i64` or `u64`, which would round). Its
/// [`PatternError`](crate::PatternError) keeps the value as it came.
/// [`FromStr`](core::str::FromStr) tells text that is no `f64` from an `f64` outside the
/// pattern, `"NaN"` included:
///
/// ```
/// # use is::{is, is_syntax};
/// # #[is_syntax]
/// # pub type Ratio = is!(f64 is 0.0..=1.0);
/// use is::ParsePatternError;
///
/// assert_eq!(Ratio::try_from(0.5).unwrap(), 0.5);
/// assert_eq!(Ratio::try_from(0.5f32).unwrap(), 0.5);
/// assert_eq!(Ratio::try_from(1u8).unwrap(), 1.0);
/// let error = Ratio::try_from(2i32).unwrap_err();
/// assert_eq!(error.to_string(), "2 does not match the pattern 0.0..=1.0 of Ratio");
/// assert_eq!(error.into_value(), 2);
///
/// assert_eq!("0.25".parse::<Ratio>().unwrap(), 0.25);
/// assert!(matches!("half".parse::<Ratio>(), Err(ParsePatternError::Base(_))));
/// assert!(matches!("NaN".parse::<Ratio>(), Err(ParsePatternError::Pattern(_))));
/// assert!(matches!("1.5".parse::<Ratio>(), Err(ParsePatternError::Pattern(_))));
/// ```
///
/// # Out: free
///
/// [`get`](Self::get) and [`From`] give the `f64` back, and the comparisons take an `f64` on
/// either side (with NaN, as ever, neither equal nor ordered):
///
/// ```
/// # use is::{is, is_syntax};
/// # #[is_syntax]
/// # pub type Ratio = is!(f64 is 0.0..=1.0);
/// let half = is::value!(Ratio, 0.5);
/// let raw: f64 = half.into();
/// assert_eq!(raw, half.get());
/// assert!(half == 0.5 && 0.5 == half);
/// assert!(half < 0.75 && 0.75 > half);
/// assert!(half != f64::NAN && half.partial_cmp(&f64::NAN).is_none());
/// ```
///
/// # The pattern, as constants
///
/// [`contains`](Self::contains) tests an `f64` without making a value, and is false for NaN;
/// [`MIN`](Self::MIN) and [`MAX`](Self::MAX) are the pattern's ends (below an exclusive
/// bound, the float just under it), [`PATTERN`](Self::PATTERN) its text, and [`Default`] is
/// 0.0, as the pattern admits it:
///
/// ```
/// # use is::{is, is_syntax};
/// # #[is_syntax]
/// # pub type Ratio = is!(f64 is 0.0..=1.0);
/// assert!(Ratio::contains(1.0) && !Ratio::contains(1.0001) && !Ratio::contains(f64::NAN));
/// assert_eq!((Ratio::MIN.get(), Ratio::MAX.get()), (0.0, 1.0));
/// assert_eq!(Ratio::PATTERN, "0.0..=1.0");
/// assert_eq!(Ratio::default(), 0.0);
///
/// #[is_syntax]
/// type Unit = is!(f32 is 0.0..1.0);
/// assert_eq!(Unit::MAX.get(), 1.0f32.next_down());
/// ```
///
/// # Traits: `Eq`, `Ord` and `Hash`, with `-0.0` and `0.0` one value
///
/// With no NaN, `==` is an equivalence and `<` a total order, so the type is `Eq` and `Ord`
/// (it sorts, and keys a `BTreeMap`) and `Hash`. `-0.0` and `0.0` are one value, as `==` has
/// them: they compare equal and hash alike (`-0.0` is hashed as `0.0`), where
/// [`f64::total_cmp`] would order them. [`get`](Self::get) gives back the value `new` was
/// given, its sign included. Printing is the `f64`'s: `Display`, `Debug`,
/// [`LowerExp`](core::fmt::LowerExp) and [`UpperExp`](core::fmt::UpperExp);
/// [`PatternType`](crate::PatternType) opens the type to generic code:
///
/// ```
/// # use is::{is, is_syntax};
/// # #[is_syntax]
/// # pub type Ratio = is!(f64 is 0.0..=1.0);
/// use std::cmp::Ordering;
/// use std::collections::HashSet;
///
/// use is::PatternType;
///
/// let (negative_zero, zero) = (Ratio::new(-0.0).unwrap(), Ratio::new(0.0).unwrap());
/// assert_eq!(negative_zero, zero);
/// assert_eq!(negative_zero.cmp(&zero), Ordering::Equal);
/// assert_eq!(HashSet::from([negative_zero, zero]).len(), 1);
/// assert!(negative_zero.get().is_sign_negative());
///
/// let mut ratios: Vec<Ratio> = [0.5, 1.0, 0.25].map(|r| Ratio::new(r).unwrap()).to_vec();
/// ratios.sort();
/// assert_eq!(ratios, [0.25, 0.5, 1.0]);
/// assert_eq!(ratios.iter().max(), Some(&Ratio::MAX));
/// assert_eq!(format!("{0} {0:?} {0:e} {0:E}", ratios[1]), "0.5 0.5 5e-1 5E-1");
///
/// fn total<T: PatternType<Base = f64>>(values: &[T]) -> f64 {
///     values.iter().map(PatternType::get).sum()
/// }
/// assert_eq!(total(&ratios), 1.75);
/// ```
///
/// # What a float has not
///
/// No niche, and no `new_const`, as said above. Nor the methods an integer type has on top
/// of the rest: no checked or saturating arithmetic, no `new_saturating`, no `values`,
/// `expand` or `narrow`; no `From` or `TryFrom` into other types than the `f64`; no radix
/// formats. Of the cargo features, `serde` and `num-traits` (`Bounded`) reach a float type.
///
/// ```compile_fail,E0599
/// # use is::{is, is_syntax};
/// # #[is_syntax]
/// # pub type Ratio = is!(f64 is 0.0..=1.0);
/// let more = is::value!(Ratio, 0.5).checked_add(0.25); // error[E0599]: no method named `checked_add`
/// ```
///
/// # Layout
#[is_syntax]
pub type Ratio = is!(f64 is 0.0..=1.0);
