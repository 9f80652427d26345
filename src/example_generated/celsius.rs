use is::{is, is_syntax};

/// A temperature in whole degrees Celsius: `i16 is -273..`, nothing below absolute zero. A
/// signed base, with what only a signed base has.
///
/// Its API is [`Errno`](super::Errno)'s, and so is its layout: the values from -273 up have
/// the top bytes 0x00 to 0x7F, 0xFE and 0xFF (as the `i16`'s bits), and each other top byte
/// is a niche. The pattern admits 0, so [`Default`] is 0.
///
/// ```
/// use is::{is, is_syntax};
///
/// #[is_syntax]
/// pub type Celsius = is!(i16 is -273..);
///
/// let frost = Celsius::new(-40).unwrap();
/// assert_eq!(frost.get(), -40);
/// assert_eq!(Celsius::new(-300), None);
/// assert_eq!((Celsius::MIN.get(), Celsius::MAX.get()), (-273, i16::MAX));
/// assert_eq!(Celsius::default(), 0);
/// assert_eq!(size_of::<Option<Celsius>>(), 2);
/// ```
///
/// # Arithmetic on a signed base
///
/// [`checked_neg`](crate::PrimitivePattern::checked_neg) and [`checked_abs`](crate::PrimitivePattern::checked_abs), which only a
/// signed base has, give `None` where the base's do (on `i16::MIN`, which this pattern
/// excludes anyway) and where the result leaves the pattern. The other checked and saturating
/// methods take an `i16`, negative too; saturating below the pattern gives `MIN`. All are
/// `const fn`:
///
/// ```
/// # use is::{is, is_syntax};
/// # #[is_syntax]
/// # pub type Celsius = is!(i16 is -273..);
/// let frost = is::value!(Celsius, -40);
/// assert_eq!(frost.checked_neg(), Some(is::value!(Celsius, 40)));
/// assert_eq!(frost.checked_abs().map(Celsius::get), Some(40));
/// assert_eq!(is::value!(Celsius, 300).checked_neg(), None); // -300 is below absolute zero
/// assert_eq!(Celsius::MIN.checked_abs().map(Celsius::get), Some(273));
///
/// assert_eq!(frost.checked_sub(-50).map(Celsius::get), Some(10));
/// assert_eq!(frost.checked_mul(7), None); // -280
/// assert_eq!(frost.saturating_sub(1000), Celsius::MIN);
/// assert_eq!(frost.saturating_add(i16::MAX), 32_727);
/// assert_eq!(frost.saturating_add(i16::MAX).saturating_add(100), Celsius::MAX);
/// assert_eq!(Celsius::new_saturating(i16::MIN), Celsius::MIN);
///
/// let boiling = Celsius::MIN.checked_abs();
/// assert_eq!(boiling.and_then(|t| t.checked_sub(173)).map(Celsius::get), Some(100));
/// ```
///
/// # Conversions and formats of a signed value
///
/// `From` goes into the signed types that hold every value from -273 to `i16::MAX` (`i16`,
/// `i32`, `i64`, `i128`, `isize`), and `TryFrom` into `i8` and the unsigned ones, which fail
/// on a negative value. The radix formats print the `i16`'s bits, as `i16`'s own do, and
/// [`values`](crate::PrimitivePattern::values) is exact-size, as `i16`'s `Range` is:
///
/// ```
/// # use is::{is, is_syntax};
/// # #[is_syntax]
/// # pub type Celsius = is!(i16 is -273..);
/// let frost = is::value!(Celsius, -40);
/// assert_eq!(i32::from(frost), -40);
/// assert_eq!(isize::from(frost), -40);
/// assert!(u16::try_from(frost).is_err());
/// assert_eq!(u16::try_from(is::value!(Celsius, 20)), Ok(20));
///
/// assert_eq!(format!("{frost} {frost:x} {frost:#b}"), "-40 ffd8 0b1111111111011000");
/// assert_eq!(format!("{:x}", -40i16), "ffd8");
///
/// assert_eq!(Celsius::values().len(), 273 + 1 + i16::MAX as usize);
/// assert_eq!(Celsius::values().next(), Some(Celsius::MIN));
/// assert!(frost < 0 && 0 > frost && frost > Celsius::MIN);
/// ```
///
/// # Layout
#[is_syntax]
pub type Celsius = is!(i16 is -273..);
