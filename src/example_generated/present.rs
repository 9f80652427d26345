use is::{is, is_syntax};

/// An `Option` known to be `Some`: `Option<T> is Some(_)`, an enum refinement.
///
/// Any enum and any of its patterns can be refined: `Result<T, E> is Err(_)`,
/// `Cow<'a, str> is Cow::Owned(_)`, an enum of yours. The type is the enum itself,
/// `#[repr(transparent)]`, so it has the enum's size and niches, and
/// [`from_ref`](Self::from_ref) refines a `&Option<T>` without a copy. The value may be no
/// copy, so [`new`](Self::new) gives it back in its error, [`get`](Self::get) borrows it,
/// [`into_inner`](Self::into_inner) gives it back, and [`into_some`](Self::into_some) takes
/// out the field of the variant it is known to be (`into_ok` and `into_err` for `Result`).
///
/// ```
/// use is::{is, is_syntax};
///
/// #[is_syntax]
/// pub type Present<T> = is!(Option<T> is Some(_));
///
/// let name = Present::new(Some(String::from("Ada"))).unwrap();
/// assert_eq!(name.get().as_deref(), Some("Ada"));
/// assert_eq!(name.into_some(), "Ada");
///
/// let error = Present::new(None::<String>).unwrap_err();
/// assert_eq!(error.to_string(), "None does not match the pattern Some(_) of Present");
/// assert_eq!(error.into_value(), None);
///
/// let answer = Some(42u8);
/// let present: &Present<u8> = Present::from_ref(&answer).unwrap();
/// assert_eq!(*present.get(), Some(42));
/// assert!(Present::contains(&answer) && !Present::<u8>::contains(&None));
/// assert_eq!(Present::<u8>::PATTERN, "Some(_)");
/// assert_eq!(size_of::<Option<Present<u8>>>(), size_of::<Option<Option<u8>>>());
///
/// let back: Option<u8> = Present::try_from(Some(7)).unwrap().into();
/// assert_eq!(back, Some(7));
/// assert_eq!(Present::new(Some(7)).unwrap().into_inner(), Some(7));
/// ```
///
/// Each of `Clone`, `Copy`, `Eq`, `Ord`, `Hash` and `Debug` is there where the enum has it,
/// as a derive would give it: `Present<u8>` is `Copy`, `Present<String>` only `Clone`.
/// [`PatternType`](crate::PatternType) is there where the enum is `Clone`, and its `get`
/// gives a clone:
///
/// ```
/// # use is::{is, is_syntax};
/// # #[is_syntax]
/// # pub type Present<T> = is!(Option<T> is Some(_));
/// use is::PatternType;
///
/// let a = Present::new(Some(1u8)).unwrap();
/// let b = a; // a copy
/// assert!(a == b && a < Present::new(Some(2)).unwrap());
/// assert_eq!(format!("{a:?}"), "Some(1)");
/// assert_eq!(std::collections::HashSet::from([a, b]).len(), 1);
///
/// fn first<T: PatternType>(values: &[T]) -> Option<T::Base> {
///     values.first().map(PatternType::get)
/// }
/// let names = [Present::new(Some(String::from("Ada"))).unwrap()];
/// assert_eq!(first(&names), Some(Some(String::from("Ada"))));
/// ```
///
/// The enum's `Clone` is code the macro cannot see (yours, for an enum of yours), so a clone
/// is checked against the pattern: one that does not match panics, naming the type, rather
/// than make a value outside the pattern. `ToOwned` and `PatternType::get` clone the same way.
///
/// ```should_panic
/// use is::{is, is_syntax};
///
/// #[derive(Debug, PartialEq)]
/// enum Light {
///     Green,
///     Red,
/// }
/// impl Clone for Light {
///     fn clone(&self) -> Self {
///         Light::Red // a clone that is not the value
///     }
/// }
///
/// #[is_syntax]
/// type Green = is!(Light is Light::Green);
///
/// fn main() {
///     let green = Green::new(Light::Green).unwrap();
///     // panics: "the base's `Clone` gave a `Green` a value that does not match `Light::Green`"
///     let _clone = green.clone();
/// }
/// ```
///
/// [`AsRef<Option<T>>`](AsRef) and [`Borrow<Option<T>>`](core::borrow::Borrow) lend the enum,
/// so a set of `Present<String>` can be searched with an `Option<String>`. None of the API
/// an integer or `char` type has on top ([`Errno`](super::Errno)'s arithmetic, `values`,
/// `expand`, conversions into integer types) applies to an enum; of the cargo features, only
/// `serde` reaches it.
///
/// ```
/// # use is::{is, is_syntax};
/// # #[is_syntax]
/// # pub type Present<T> = is!(Option<T> is Some(_));
/// use std::collections::HashSet;
///
/// let ada = Present::new(Some(String::from("Ada"))).unwrap();
/// let inner: &Option<String> = ada.as_ref();
/// assert_eq!(inner.as_deref(), Some("Ada"));
///
/// let names = HashSet::from([ada]);
/// assert!(names.contains(&Some(String::from("Ada"))));
/// ```
///
/// # Layout
#[is_syntax]
pub type Present<T> = is!(Option<T> is Some(_));
