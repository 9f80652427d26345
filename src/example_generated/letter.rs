use is::{is, is_syntax};

/// An ASCII letter: `char is ('A'..='Z' | 'a'..='z')`, two ranges in one pattern.
///
/// A `char` base is stored as the `char` itself: the bits are the value's,
/// [`get`](Self::get) is free, [`from_ref`](Self::from_ref) checks a `&char` in place, and
/// `Option<Letter>` takes a value no `char` has, as `Option<char>` does. An alternation
/// (in parentheses, as a top-level `|` needs) works in every base; [`MIN`](Self::MIN) and
/// [`MAX`](Self::MAX) are its smallest and largest values.
///
/// ```
/// use is::{is, is_syntax};
///
/// #[is_syntax]
/// pub type Letter = is!(char is ('A'..='Z' | 'a'..='z'));
///
/// let q = Letter::new('q').unwrap();
/// assert_eq!(q.get(), 'q');
/// assert_eq!(Letter::new('4'), None);
/// assert_eq!(size_of::<Option<Letter>>(), 4);
///
/// assert_eq!((Letter::MIN.get(), Letter::MAX.get()), ('A', 'z'));
/// assert!(Letter::contains('Z') && !Letter::contains('['));
/// assert_eq!(Letter::PATTERN, "('A'..='Z' | 'a'..='z')");
///
/// let typed = ['a', '1', 'b'];
/// let letters: Vec<&Letter> = typed.iter().filter_map(Letter::from_ref).collect();
/// assert_eq!(letters, [&'a', &'b']);
///
/// const A: Letter = Letter::new_const::<'A'>();
/// // SAFETY: 'z' is a letter.
/// let z = unsafe { Letter::new_unchecked('z') };
/// assert!(A < z && z == 'z');
/// assert_eq!(format!("{A}{z}"), "Az");
/// assert_eq!(Letter::try_from('x').unwrap(), 'x');
/// assert_eq!("y".parse::<Letter>().unwrap(), 'y');
/// assert!("yz".parse::<Letter>().is_err());
/// ```
///
/// `'\0'` does not match, so there is no [`Default`]; a `char` converts from a `char` only,
/// as no integer type converts to `char` without a check of its own.
///
/// # What a `char` has of an integer's API
///
/// Out, `From` goes into every integer type that holds every admitted code point, here `u8`
/// and `i8` and wider, and [`AsRef<char>`](AsRef) and [`Borrow<char>`](core::borrow::Borrow)
/// lend the `char` itself. [`values`](crate::PrimitivePattern::values) walks the letters in order (a
/// [`DoubleEndedIterator`], without `len`, as `char`'s `Range` has none),
/// [`new_saturating`](crate::PrimitivePattern::new_saturating) takes any `char` to the nearest letter (halfway
/// between two, the smaller), and [`expand`](crate::PrimitivePattern::expand) and [`narrow`](crate::PrimitivePattern::narrow) go
/// to and from other `char` pattern types:
///
/// ```
/// # use is::{is, is_syntax};
/// # #[is_syntax]
/// # pub type Letter = is!(char is ('A'..='Z' | 'a'..='z'));
/// let q = is::value!(Letter, 'q');
/// assert_eq!(u8::from(q), b'q');
/// assert_eq!(u32::from(q), 0x71);
/// let c: &char = q.as_ref();
/// assert_eq!(c.to_ascii_uppercase(), 'Q');
/// let seen = std::collections::BTreeSet::from([q, is::value!(Letter, 'x')]);
/// assert!(seen.contains(&'q')); // through `Borrow<char>`
///
/// let all: String = Letter::values().map(Letter::get).collect();
/// assert_eq!(all.len(), 52);
/// assert!(all.starts_with("ABC") && all.ends_with("xyz"));
/// assert_eq!(Letter::values().next_back(), Some(Letter::MAX));
///
/// assert_eq!(Letter::new_saturating('\\'), 'Z'); // U+5C: 2 past 'Z', 5 before 'a'
/// assert_eq!(Letter::new_saturating('_'), 'a'); // U+5F: 5 past 'Z', 2 before 'a'
/// assert_eq!(Letter::new_saturating('0'), 'A');
/// assert_eq!(Letter::new_saturating('~'), 'z');
///
/// #[is_syntax]
/// type Upper = is!(char is 'A'..='Z');
/// let a: Letter = is::value!(Upper, 'A').expand();
/// assert_eq!(a.narrow::<Upper>().map(Upper::get), Some('A'));
/// assert_eq!(q.narrow::<Upper>(), None);
/// ```
///
/// There is no arithmetic on a `char`, and no radix formats:
///
/// ```compile_fail,E0599
/// # use is::{is, is_syntax};
/// # #[is_syntax]
/// # pub type Letter = is!(char is ('A'..='Z' | 'a'..='z'));
/// let r = is::value!(Letter, 'q').checked_add(1); // error[E0599]: no method named `checked_add`
/// ```
///
/// # Layout
#[is_syntax]
pub type Letter = is!(char is ('A'..='Z' | 'a'..='z'));
