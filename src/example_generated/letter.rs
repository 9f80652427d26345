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
/// # Layout
#[is_syntax]
pub type Letter = is!(char is ('A'..='Z' | 'a'..='z'));
