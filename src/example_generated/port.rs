use is::{is, is_syntax};

/// A port a server listens on: `u16 is 1..`, as port 0 asks the system for any free one.
///
/// The pattern excludes 0, so the value is stored as it is, in a
/// [`NonZero<u16>`](core::num::NonZero): the bits are the value's, [`get`](Self::get) is free,
/// [`from_ref`](Self::from_ref) checks a `&u16` in place, and 0 is the niche that `None` of
/// `Option<Port>` takes. It is the layout of every pattern that excludes 0.
///
/// ```
/// use is::{is, is_syntax};
///
/// #[is_syntax]
/// pub type Port = is!(u16 is 1..);
///
/// let http = Port::new(80).unwrap();
/// assert_eq!(http.get(), 80);
/// assert_eq!(Port::new(0), None);
/// assert_eq!(size_of::<Option<Port>>(), 2);
///
/// // An open range ends where `u16` does.
/// assert_eq!((Port::MIN.get(), Port::MAX.get()), (1, u16::MAX));
/// assert!(Port::contains(65535) && !Port::contains(0));
/// assert_eq!(Port::PATTERN, "1..");
///
/// let listening = [0u16, 443, 8080];
/// let ports: Vec<&Port> = listening.iter().filter_map(Port::from_ref).collect();
/// assert_eq!(ports, [&443, &8080]);
///
/// const HTTPS: Port = Port::new_const::<443>();
/// // SAFETY: 8080 is not 0.
/// let alt = unsafe { Port::new_unchecked(8080) };
/// assert!(HTTPS < alt);
/// assert_eq!(
///     Port::try_from(0u64).unwrap_err().to_string(),
///     "0 does not match the pattern 1.. of Port"
/// );
/// ```
///
/// It has the whole API of [`Errno`](super::Errno), whose page shows each part: the checked
/// and saturating arithmetic, [`values`](crate::PrimitivePattern::values), `expand` and `narrow`, the radix
/// formats, [`AsRef<u16>`](AsRef) and [`Borrow<u16>`](core::borrow::Borrow), as the bits are
/// the value's. `From` goes into `u32`, `i32` and wider, and `usize`, which is 16 bits wide
/// at its narrowest; `TryFrom` into `u8`, `i8` and `i16`, which not every port fits, and
/// `isize`, which a port above 32767 does not fit on a 16-bit target:
///
/// ```
/// # use is::{is, is_syntax};
/// # #[is_syntax]
/// # pub type Port = is!(u16 is 1..);
/// let http = is::value!(Port, 80);
/// assert_eq!(http.checked_sub(80), None); // port 0
/// assert_eq!(http.checked_add(8000).map(Port::get), Some(8080));
/// assert_eq!(http.saturating_sub(1000), Port::MIN);
/// assert_eq!(Port::values().len(), 65_535);
///
/// assert_eq!(usize::from(http), 80);
/// assert_eq!(i32::from(http), 80);
/// assert_eq!(i16::try_from(http), Ok(80));
/// assert_eq!(isize::try_from(http), Ok(80));
/// assert!(i16::try_from(Port::MAX).is_err());
///
/// let raw: &u16 = http.as_ref();
/// assert_eq!(format!("{raw} {http:#06x}"), "80 0x0050");
/// ```
///
/// As the pattern excludes 0, the type has no [`Default`]:
///
/// ```compile_fail,E0599
/// # use is::{is, is_syntax};
/// # #[is_syntax]
/// # pub type Port = is!(u16 is 1..);
/// let port = Port::default(); // error[E0599]: no function or associated item named `default`
/// ```
///
/// # Layout
#[is_syntax]
pub type Port = is!(u16 is 1..);
