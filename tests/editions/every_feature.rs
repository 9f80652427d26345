// Shared by the edition-2021 and edition-2024 user crates (`include!`d by each), so that the
// same code, using every feature, is compiled, tested and linted in both editions.

use is::{is, is_syntax};

/// The three spellings of `is!` in value positions.
#[must_use]
pub fn spellings(x: Option<u32>) -> [bool; 4] {
    [
        is!(x, Some(_)),
        is!(x, Some(v) if v > 3),
        is!(x is Some(v) && v > 3),
        is!(x is Some(y) && y > 30 || x is None),
    ]
}

/// Let-chains from `if`, `while` and guards, which edition 2021 cannot write by hand.
#[is_syntax]
#[must_use]
pub fn chains(v: &[Option<u32>]) -> u32 {
    let mut it = v.iter();
    let mut sum = 0;
    while is!(it.next() is Some(Some(x))) && *x < 100 {
        if is!(x.checked_sub(1) is Some(y)) && y > 0 {
            sum += y;
        } else if (is!(*x, 0)) && sum == 0 {
            sum += 1000;
        }
    }
    match v.first() {
        Some(Some(n)) if is!(n.checked_mul(2) is Some(m)) && m > 10 => sum + m,
        _ => sum,
    }
}

/// A type whose methods use `is!`.
pub struct Gauge(pub Option<i32>);

#[is_syntax]
impl Gauge {
    /// The reading if it is positive.
    #[must_use]
    pub fn positive(&self) -> Option<i32> {
        if is!(self.0 is Some(v) && v > 0) { Some(v) } else { None }
    }
}

/// A trait whose default method uses `is!`.
#[is_syntax]
pub trait Reading {
    /// The raw reading.
    fn raw(&self) -> Option<i32>;

    /// Whether the reading is zero.
    fn is_zero(&self) -> bool {
        if is!(self.raw(), Some(0)) { true } else { is!(self.raw() is Some(0)) }
    }
}

impl Reading for Gauge {
    fn raw(&self) -> Option<i32> {
        self.0
    }
}

/// A module whose every item is under `#[is_syntax]`.
#[is_syntax]
pub mod module {
    use is::is;

    /// The first `Ok` value above `min`.
    #[must_use]
    pub fn first_ok(items: &[Result<u8, ()>], min: u8) -> Option<u8> {
        items.iter().find_map(|item| if is!(item is Ok(v)) && *v > min { Some(*v) } else { None })
    }
}

/// `assert!` with infix `is`, and a dropped `is` where it is allowed.
///
/// # Panics
/// When `r` is not `Ok` of at most 100.
#[is_syntax(allow(is_statement))]
#[must_use]
pub fn checked(r: Result<u8, ()>) -> u8 {
    assert!(r is Ok(v) && v <= 100, "{r:?}");
    is!(r is Ok(_));
    r.unwrap_or_default()
}

/// Conditions inside other macros' arguments bind as they do outside.
#[is_syntax]
#[must_use]
pub fn in_macro_arguments(x: Option<u8>) -> (Vec<u8>, String) {
    let list = vec![if is!(x, Some(y)) && y > 1 { y } else { 0 }];
    let text = format!("{}", if is!(x is Some(y) && y > 1) { y } else { 0 });
    (list, text)
}

/// An error number: a `u32` below 4096.
#[is_syntax]
pub type Errno = is!(u32 is 0..4096);

/// A `u8` that is one of a few values.
#[is_syntax]
pub type Small = is!(u8 is (1 | 3 | 10..=20));

/// A temperature in whole degrees Celsius.
#[is_syntax]
pub type Celsius = is!(i16 is -273..);

const LIMIT: u64 = 1 << 40;

/// A `u64` below a `const` bound.
#[is_syntax]
pub type Bounded = is!(u64 is 0..LIMIT);

/// A lowercase ASCII letter.
#[is_syntax]
pub type Lower = is!(char is 'a'..='z');

/// A probability: an `f64` in `0.0..=1.0`, never NaN.
#[is_syntax]
pub type Probability = is!(f64 is 0.0..=1.0);

const GAIN_FLOOR: f32 = 0.5;

/// An `f32` gain: at most -1.0, or from a `const` bound up to infinity excluded.
#[is_syntax]
pub type Gain = is!(f32 is (..=-1.0 | GAIN_FLOOR..f32::INFINITY));

/// Pattern types of enums.
#[is_syntax]
pub mod refinements {
    use is::is;

    /// A `Result` known to be `Err`.
    pub type Failure<T, E> = is!(Result<T, E> is Err(_));

    /// An `Option` known to be `Some`.
    pub type Present<T> = is!(Option<T> is Some(_));

    /// A concrete base: its traits are those of `Option<f64>` (`Copy`, not `Eq`).
    pub type Measured = is!(Option<f64> is Some(_));

    /// A base with a lifetime.
    pub type Owned<'a> = is!(std::borrow::Cow<'a, str> is std::borrow::Cow::Owned(_));

    /// A binding in the pattern, which names the accessor's field and warns of nothing.
    pub type Named = is!(Option<&'static str> is Some(name));

    /// Bases whose signatures clippy would question if the user wrote them.
    pub type Byte = is!(Option<u8> is Some(_));
    /// A boxed payload.
    pub type Boxed = is!(Option<Box<u8>> is Some(_));
    /// A reference to a slice.
    pub type NonEmpty = is!(&'static [u8] is [_, ..]);

    /// Visible to the module around this one only.
    pub(super) type Digit = is!(u8 is b'0'..=b'9');
}

/// Deprecated: the generated code's own uses of it warn of nothing.
#[is_syntax]
#[deprecated = "use `Errno`"]
pub type Legacy = is!(u32 is 0..1024);

/// The next error number, checked; the sum, saturated; the first `Small` above `v`; and the
/// error number as a `Bounded`.
#[must_use]
pub fn arithmetic(e: Errno, v: u8) -> (Option<Errno>, Errno, Option<Small>, Option<Bounded>) {
    let above = Small::values().find(|small| *small > v);
    let wide = Bounded::new(u64::from(e));
    (e.checked_add(1), e.saturating_add(u32::from(v)), above, wide)
}

/// Aliases inside a function, their bounds its own `const`s.
#[must_use]
pub fn local_aliases(x: u32) -> Option<u32> {
    const LIMIT: u32 = 10;
    #[is_syntax]
    type Small = is!(u32 is 0..LIMIT);
    #[is_syntax]
    type Odd = is!(u32 is (1 | 3 | 5));
    Small::new(x).and_then(|small| Odd::new(small.get())).map(Odd::get)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn spellings_agree_with_matches() {
        assert_eq!(spellings(Some(4)), [true, true, true, false]);
        assert_eq!(spellings(Some(31)), [true, true, true, true]);
        assert_eq!(spellings(None), [false, false, false, true]);
    }

    #[test]
    fn chains_bind_into_bodies() {
        assert_eq!(chains(&[Some(3), Some(5), None, Some(9)]), 2 + 4);
        assert_eq!(chains(&[Some(0), Some(1)]), 1000);
        assert_eq!(chains(&[Some(7), Some(200)]), 6 + 14);
    }

    #[test]
    fn items() {
        assert_eq!(Gauge(Some(3)).positive(), Some(3));
        assert_eq!(Gauge(Some(-3)).positive(), None);
        assert!(Gauge(Some(0)).is_zero());
        assert!(!Gauge(None).is_zero());
        assert_eq!(module::first_ok(&[Err(()), Ok(1), Ok(5)], 2), Some(5));
        assert_eq!(checked(Ok(7)), 7);
        assert_eq!(in_macro_arguments(Some(3)), (vec![3], "3".to_owned()));
        assert_eq!(in_macro_arguments(Some(1)), (vec![0], "0".to_owned()));
    }

    #[test]
    fn arithmetic_with_the_check() {
        let e = Errno::new(4094).unwrap();
        let (next, sum, above, wide) = arithmetic(e, 3);
        assert_eq!(next.map(Errno::get), Some(4095));
        assert_eq!(sum, Errno::MAX);
        assert_eq!(above.map(Small::get), Some(10));
        assert_eq!(wide.map(Bounded::get), Some(4094));
    }

    #[test]
    fn pattern_types() {
        assert_eq!(Errno::new(22).map(Errno::get), Some(22));
        assert!(Errno::new(4096).is_none());
        assert_eq!(std::mem::size_of::<Option<Errno>>(), 4);
        assert_eq!(std::mem::size_of::<Option<Small>>(), 1);
        assert_eq!(std::mem::size_of::<Option<Celsius>>(), 2);
        assert_eq!(std::mem::size_of::<Option<Bounded>>(), 8);
        assert_eq!(std::mem::size_of::<Option<Lower>>(), 4);
        assert_eq!(Celsius::MIN.get(), -273);
        assert_eq!("q".parse::<Lower>().map(Lower::get), Ok('q'));
        assert_eq!(Bounded::try_from(LIMIT).unwrap_err().to_string(), "1099511627776 does not match the pattern 0..LIMIT of Bounded");
        let failure = refinements::Failure::<(), &str>::new(Err("no")).unwrap();
        assert_eq!(failure.into_err(), "no");
        assert_eq!(refinements::Present::new(Some(1)).map(refinements::Present::into_some), Ok(1));
        let owned: std::borrow::Cow<'_, str> = String::from("x").into();
        assert!(refinements::Owned::from_ref(&owned).is_some());
        assert_eq!(refinements::Named::new(Some("n")).map(refinements::Named::into_some), Ok("n"));
        assert_eq!(refinements::Digit::try_from(b'7').map(refinements::Digit::get), Ok(b'7'));
        assert_eq!((local_aliases(3), local_aliases(4), local_aliases(30)), (Some(3), None, None));
        assert_eq!(Probability::new(0.25).map(Probability::get), Some(0.25));
        assert!(Probability::new(f64::NAN).is_none());
        assert_eq!(Probability::default(), 0.0);
        assert_eq!(std::mem::size_of::<Option<Probability>>(), 16);
        assert_eq!((Gain::MIN.get(), Gain::MAX.get()), (f32::NEG_INFINITY, f32::MAX));
        assert_eq!("0.5".parse::<Gain>().map(Gain::get), Ok(0.5));
        assert!(Gain::try_from(0u8).is_err());
        #[allow(deprecated)]
        let legacy = Legacy::new(3).map(Legacy::get);
        assert_eq!(legacy, Some(3));
    }
}
