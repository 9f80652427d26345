//! Pattern types: `type Errno = is!(u32 is 0..4096);` as checked newtypes with niches.

use std::collections::hash_map::DefaultHasher;
use std::hash::{Hash, Hasher};
use std::mem::size_of;

use is::{ParsePatternError, PatternError, PatternType, is, is_syntax};

#[is_syntax]
/// An error number.
pub type Errno = is!(u32 is 0..4096);

#[is_syntax]
type NonZeroish = is!(u32 is 1..);

#[is_syntax]
type Small = is!(u8 is (1 | 3 | 10..=20));

#[is_syntax]
type Percent = is!(u8 is 0..=100);

#[is_syntax]
type Temperature = is!(i16 is -273..=1000);

#[is_syntax]
type NotMax = is!(u64 is ..u64::MAX);

#[is_syntax]
type NegativeOrBig = is!(i32 is (..0 | 1_000..));

#[is_syntax]
type Lower = is!(char is 'a'..='z');

const MAX_ERRNO: u32 = 4096;

#[is_syntax]
type ConstBound = is!(u32 is 0..MAX_ERRNO);

#[is_syntax]
type Wide = is!(u128 is 0..=1_000_000_000_000_000_000_000);

#[is_syntax]
type Index = is!(usize is 0..1024);

#[is_syntax]
type Offset = is!(isize is -64..64);

#[is_syntax]
type Byte = is!(i8 is -100..=100);

#[is_syntax]
pub mod refined {
    use is::is;

    /// A `Result` known to be an `Err`.
    pub type Failure<T, E> = is!(Result<T, E> is Err(_));

    /// An `Option` known to be `Some`.
    pub type Present<T> = is!(Option<T> is Some(_));

    pub type Odd = is!(u16 is (1 | 3 | 5 | 7 | 9));

    /// Bounds and a `where` clause on the alias's parameters hold for the type's impls.
    pub type Cloned<T: Clone> = is!(Option<T> is Some(_));

    pub type Ordered<T>
    where
        T: Ord,
    = is!(Result<T, T> is Ok(_));
}

use refined::{Cloned, Failure, Odd, Ordered, Present};

/// Checks `new`, `get`, `try_from`, `new_unchecked` and (where the layout keeps the bits, so
/// it exists) `from_ref` of a pattern type on `values`, against the pattern as a predicate.
macro_rules! check_values {
    ($ty:ty, $base:ty, $admits:expr, [$($v:expr),* $(,)?]) => {
        check_values!(@check $ty, $base, $admits, [$($v),*], |v: &$base| <$ty>::from_ref(v).map(|r| r.get()))
    };
    (copied: $ty:ty, $base:ty, $admits:expr, [$($v:expr),* $(,)?]) => {
        check_values!(@check $ty, $base, $admits, [$($v),*], |v: &$base| <$ty>::new(*v).map(<$ty>::get))
    };
    (@check $ty:ty, $base:ty, $admits:expr, [$($v:expr),*], $by_ref:expr) => {{
        let admits = $admits;
        let by_ref = $by_ref;
        for v in [$($v),*] {
            let v: $base = v;
            let made = <$ty>::new(v);
            assert_eq!(made.is_some(), admits(v), "{}::new({v:?})", stringify!($ty));
            if let Some(made) = made {
                assert_eq!(made.get(), v);
                assert_eq!(<$base>::from(made), v);
                assert_eq!(<$ty>::try_from(v).map(<$ty>::get), Ok(v));
                assert_eq!(by_ref(&v), Some(v));
                // SAFETY: `new` accepted `v`.
                assert_eq!(unsafe { <$ty>::new_unchecked(v) }.get(), v);
            } else {
                assert_eq!(<$ty>::try_from(v).unwrap_err().into_value(), v);
                assert!(by_ref(&v).is_none());
            }
        }
    }};
}

#[test]
fn every_boundary_value_of_every_layout() {
    check_values!(
        Errno,
        u32,
        |v| v < 4096,
        [
            0,
            1,
            4095,
            4096,
            4097,
            u32::MAX,
            u32::MAX - 1,
            0x0100_0000,
            0xFF
        ]
    );
    check_values!(NonZeroish, u32, |v| v >= 1, [0, 1, 2, u32::MAX]);
    check_values!(
        Small,
        u8,
        |v| matches!(v, 1 | 3 | 10..=20),
        [0, 1, 2, 3, 4, 9, 10, 20, 21, 255]
    );
    check_values!(Percent, u8, |v| v <= 100, [0, 1, 99, 100, 101, 255]);
    check_values!(
        Temperature,
        i16,
        |v| (-273..=1000).contains(&v),
        [i16::MIN, -274, -273, -1, 0, 1000, 1001, i16::MAX]
    );
    check_values!(
        NegativeOrBig,
        i32,
        |v| !(0..1000).contains(&v),
        [i32::MIN, -1, 0, 1, 999, 1000, i32::MAX]
    );
    check_values!(copied: ConstBound, u32, |v| v < MAX_ERRNO, [0, 4095, 4096, u32::MAX]);
    check_values!(
        Wide,
        u128,
        |v| v <= 1_000_000_000_000_000_000_000,
        [
            0,
            1,
            1_000_000_000_000_000_000_000,
            1_000_000_000_000_000_000_001,
            u128::MAX
        ]
    );
    check_values!(copied: Index, usize, |v| v < 1024, [0, 1023, 1024, usize::MAX]);
    check_values!(copied: Offset, isize, |v| (-64..64).contains(&v), [isize::MIN, -65, -64, 63, 64, isize::MAX]);
    check_values!(
        Byte,
        i8,
        |v| (-100..=100).contains(&v),
        [i8::MIN, -101, -100, 0, 100, 101, i8::MAX]
    );
    check_values!(
        Odd,
        u16,
        |v| matches!(v, 1 | 3 | 5 | 7 | 9),
        [0, 1, 2, 9, 10, u16::MAX]
    );
    check_values!(
        Lower,
        char,
        |c: char| c.is_ascii_lowercase(),
        ['a', 'z', '`', '{', 'A', '\0', char::MAX]
    );
}

#[test]
fn not_max_keeps_values_but_not_bits() {
    // `..u64::MAX` admits 0, so its storage is `NonZero<u64>` of `value ^ u64::MAX`.
    for v in [0, 1, u64::MAX - 1] {
        assert_eq!(NotMax::new(v).map(NotMax::get), Some(v));
    }
    assert!(NotMax::new(u64::MAX).is_none());
}

#[test]
fn sizes_equal_the_base_and_the_excluded_values_are_a_niche() {
    assert_eq!(size_of::<Errno>(), size_of::<u32>());
    assert_eq!(size_of::<Option<Errno>>(), size_of::<u32>());
    assert_eq!(size_of::<Option<NonZeroish>>(), 4);
    assert_eq!(size_of::<Option<Small>>(), 1);
    assert_eq!(size_of::<Option<Percent>>(), 1);
    assert_eq!(size_of::<Option<Temperature>>(), 2);
    assert_eq!(size_of::<Option<NotMax>>(), 8);
    assert_eq!(size_of::<Option<NegativeOrBig>>(), 4);
    assert_eq!(size_of::<Option<Lower>>(), 4);
    assert_eq!(size_of::<Option<ConstBound>>(), 4);
    assert_eq!(size_of::<Wide>(), size_of::<u128>());
    assert_eq!(size_of::<Option<Wide>>(), size_of::<u128>());
    assert_eq!(std::mem::align_of::<Wide>(), std::mem::align_of::<u128>());
    assert_eq!(std::mem::align_of::<Errno>(), std::mem::align_of::<u32>());
    assert_eq!(size_of::<Option<Index>>(), size_of::<usize>());
    assert_eq!(size_of::<Option<Offset>>(), size_of::<isize>());
    assert_eq!(size_of::<Option<Byte>>(), 1);
    assert_eq!(size_of::<Option<Odd>>(), 2);
    assert_eq!(size_of::<Failure<u8, u32>>(), size_of::<Result<u8, u32>>());
    assert_eq!(size_of::<Present<Box<u8>>>(), size_of::<Option<Box<u8>>>());
}

/// The stored bits of a value, read through a byte view of it.
fn bits<T: Copy, const N: usize>(value: T) -> [u8; N] {
    assert_eq!(size_of::<T>(), N);
    // SAFETY: `T` is `N` bytes of plain data (a pattern type of an integer).
    unsafe { std::mem::transmute_copy(&value) }
}

#[test]
fn layouts_that_keep_bits_keep_them() {
    for v in [0u32, 1, 22, 4095] {
        assert_eq!(bits::<_, 4>(Errno::new(v).unwrap()), v.to_ne_bytes());
    }
    for v in [-273i16, -1, 0, 1000] {
        assert_eq!(bits::<_, 2>(Temperature::new(v).unwrap()), v.to_ne_bytes());
    }
    assert_eq!(
        bits::<_, 4>(NonZeroish::new(77).unwrap()),
        77u32.to_ne_bytes()
    );
    assert_eq!(bits::<_, 1>(Small::new(12).unwrap()), [12]);
    let wide = 999_999_999_999u128;
    assert_eq!(bits::<_, 16>(Wide::new(wide).unwrap()), wide.to_ne_bytes());
}

#[test]
fn conversions_and_errors() {
    let e = Errno::new(22).unwrap();
    assert_eq!(e.get(), 22);
    assert_eq!(u32::from(e), 22);
    let error: PatternError<u32> = Errno::try_from(5000u32).unwrap_err();
    assert_eq!(
        error.to_string(),
        "5000 does not match the pattern 0..4096 of Errno"
    );
    assert_eq!(*error.value(), 5000);
    assert_eq!(error.pattern(), "0..4096");
    assert_eq!(error.type_name(), "Errno");
    assert_eq!(Errno::PATTERN, "0..4096");
    assert_eq!(Small::PATTERN, "(1 | 3 | 10..=20)");
    assert_eq!(
        Lower::try_from('A').unwrap_err().to_string(),
        "'A' does not match the pattern 'a'..='z' of Lower"
    );
}

#[test]
fn from_str_says_which_step_failed() {
    assert_eq!("22".parse::<Errno>().unwrap(), 22u32);
    match "abc".parse::<Errno>() {
        Err(ParsePatternError::Base(error)) => {
            assert_eq!(error.to_string(), "invalid digit found in string")
        }
        other => panic!("expected a parse error, got {other:?}"),
    }
    match "5000".parse::<Errno>() {
        Err(ParsePatternError::Pattern(error)) => assert_eq!(error.into_value(), 5000),
        other => panic!("expected a pattern error, got {other:?}"),
    }
    assert_eq!(
        "5000".parse::<Errno>().unwrap_err().to_string(),
        "5000 does not match the pattern 0..4096 of Errno"
    );
    assert_eq!("x".parse::<Lower>().unwrap(), 'x');
}

#[test]
fn min_max_and_constants() {
    assert_eq!(Errno::MIN.get(), 0);
    assert_eq!(Errno::MAX.get(), 4095);
    assert_eq!(Temperature::MIN.get(), -273);
    assert_eq!(Temperature::MAX.get(), 1000);
    assert_eq!(NonZeroish::MAX.get(), u32::MAX);
    assert_eq!(Small::MIN.get(), 1);
    assert_eq!(Small::MAX.get(), 20);
    assert_eq!(ConstBound::MAX.get(), MAX_ERRNO - 1);
    assert_eq!(Lower::MIN.get(), 'a');
    const EINVAL: Errno = Errno::new_const::<22>();
    assert_eq!(EINVAL.get(), 22);
}

fn hash_of<T: Hash>(value: T) -> u64 {
    let mut hasher = DefaultHasher::new();
    value.hash(&mut hasher);
    hasher.finish()
}

#[test]
fn derives_follow_the_value_not_the_stored_bits() {
    let (a, b) = (Errno::new(1).unwrap(), Errno::new(300).unwrap());
    assert!(a < b);
    assert_eq!(a.cmp(&b), 1u32.cmp(&300));
    assert_eq!(hash_of(a), hash_of(1u32));
    // `NotMax` stores `value ^ u64::MAX`, which reverses the order of the bits.
    let (small, big) = (NotMax::new(1).unwrap(), NotMax::new(1 << 40).unwrap());
    assert!(small < big);
    assert_eq!(hash_of(small), hash_of(1u64));
    let mut sorted = [
        Temperature::new(5).unwrap(),
        Temperature::new(-5).unwrap(),
        Temperature::new(0).unwrap(),
    ];
    sorted.sort();
    assert_eq!(sorted.map(Temperature::get), [-5, 0, 5]);
    assert_eq!(format!("{a:?} {b}"), "1 300");
    assert_eq!(format!("{:?}", Lower::new('q').unwrap()), "'q'");
    let copy = a;
    assert_eq!(copy, a);
}

#[test]
fn compares_with_the_base_type() {
    let e = Errno::new(5).unwrap();
    assert!(e == 5u32);
    assert!(5u32 == e);
    assert!(e < 100u32);
    assert!(100u32 > e);
    assert!(e != 6u32);
}

#[test]
fn arithmetic_goes_through_get() {
    let e = Errno::new(4000).unwrap();
    let sum = Errno::new(e.get() + 95);
    assert_eq!(sum.map(Errno::get), Some(4095));
    assert!(Errno::new(e.get() + 96).is_none());
}

fn roundtrip<T: PatternType>(value: T::Base) -> Option<T::Base> {
    T::new(value).map(|v| v.get())
}

#[test]
fn the_trait_serves_generic_code() {
    assert_eq!(roundtrip::<Errno>(7), Some(7));
    assert_eq!(roundtrip::<Errno>(7000), None);
    assert_eq!(roundtrip::<Lower>('c'), Some('c'));
    assert_eq!(<Small as PatternType>::PATTERN, "(1 | 3 | 10..=20)");
    assert_eq!(roundtrip::<Present<u8>>(Some(3)), Some(Some(3)));
    assert_eq!(roundtrip::<Present<u8>>(None), None);
}

#[test]
fn enum_refinements() {
    let failure: Failure<u8, String> = Failure::new(Err("bad".to_owned())).unwrap();
    assert_eq!(failure.get(), &Err("bad".to_owned()));
    assert_eq!(failure.clone().into_inner(), Err("bad".to_owned()));
    assert_eq!(failure.into_err(), "bad");
    let rejected = Failure::<u8, String>::new(Ok(1)).unwrap_err();
    assert_eq!(
        rejected.to_string(),
        "Ok(1) does not match the pattern Err(_) of Failure"
    );
    assert_eq!(rejected.into_value(), Ok(1));

    let present = Present::new(Some(vec![1, 2])).unwrap();
    assert_eq!(present.into_some(), vec![1, 2]);
    assert!(Present::<u8>::new(None).is_err());
    let borrowed: Option<u8> = Some(4);
    assert_eq!(
        Present::from_ref(&borrowed).map(|p| *p.get()),
        Some(Some(4))
    );
    assert!(Present::<u8>::from_ref(&None).is_none());
    assert_eq!(Option::from(Present::new(Some(1)).unwrap()), Some(1));
    assert_eq!(
        Failure::<(), u8>::try_from(Err(3)).map(Failure::into_err),
        Ok(3)
    );
}

#[is_syntax]
type Named = is!(Option<String> is Some(_));

#[is_syntax]
type Measured = is!(Option<f64> is Some(_));

/// A payload with no traits at all.
#[derive(Debug)]
struct Token(u8);

#[is_syntax]
type HeldToken = is!(Option<Token> is Some(_));

#[is_syntax]
type Primitive = is!(core::primitive::u32 is 0..10);

#[is_syntax]
type StdPrimitive = is!(std::primitive::i8 is -10..=10);

#[is_syntax]
type AtMost = is!(u8 is ..=100);

#[test]
fn a_refinement_has_each_trait_its_base_has() {
    // `Option<String>` is not `Copy`, `Option<f64>` is not `Eq`: each still refines, with the
    // traits its base has.
    let named = Named::new(Some("x".to_owned())).unwrap();
    let copy = named.clone();
    assert_eq!(named, copy);
    assert_eq!(format!("{named:?}"), "Some(\"x\")");
    // `Option<f64>` is `Copy` and `PartialEq`, so the refinement is too.
    let measured = Measured::new(Some(1.5)).unwrap();
    let copied = measured;
    assert!(measured == copied);
    assert!(
        measured
            .partial_cmp(&Measured::new(Some(2.0)).unwrap())
            .is_some()
    );
    assert!(Named::contains(&Some(String::new())) && !Named::contains(&None));
    assert!(<Named as PatternType>::contains(Some(String::new())));
}

#[test]
fn a_refinement_of_a_base_without_traits_has_its_own_api() {
    // `Option<Token>` is not `Clone`, so `HeldToken` has no `PatternType` (whose `get` clones),
    // but it still refines: the bound on that impl must not make the type an error.
    let held = HeldToken::new(Some(Token(7))).unwrap();
    assert_eq!(held.get().as_ref().map(|token| token.0), Some(7));
    assert_eq!(held.into_some().0, 7);
    let rejected = HeldToken::new(None).unwrap_err();
    assert!(rejected.into_value().is_none());
    assert!(HeldToken::contains(&Some(Token(1))));
}

#[test]
fn a_primitive_may_be_written_by_its_path() {
    assert_eq!(Primitive::new(9).map(Primitive::get), Some(9));
    assert!(Primitive::new(10).is_none());
    assert_eq!(StdPrimitive::MIN.get(), -10);
    assert_eq!(size_of::<Option<StdPrimitive>>(), 1);
}

#[test]
fn conversions_from_every_integer_width() {
    assert_eq!(Errno::try_from(22u64).map(Errno::get), Ok(22));
    assert_eq!(Errno::try_from(22i8).map(Errno::get), Ok(22));
    assert_eq!(Errno::try_from(-1i64).unwrap_err().into_value(), -1);
    assert_eq!(
        Errno::try_from(u128::MAX).unwrap_err().into_value(),
        u128::MAX
    );
    assert_eq!(
        Errno::try_from(5000usize).unwrap_err().to_string(),
        "5000 does not match the pattern 0..4096 of Errno"
    );
    assert_eq!(AtMost::try_from(100u32).map(AtMost::get), Ok(100));
}

#[test]
fn default_where_the_pattern_admits_it() {
    assert_eq!(Errno::default().get(), 0);
    assert_eq!(AtMost::default().get(), 0);
    assert_eq!(Temperature::default().get(), 0);
}

#[test]
fn contains_says_what_new_takes() {
    assert!(Errno::contains(4095) && !Errno::contains(4096));
    assert!(<Errno as PatternType>::contains(0));
    assert!(Lower::contains('q') && !Lower::contains('Q'));
    assert!(AtMost::contains(0) && !AtMost::contains(101));
    const CHECKED: Errno = is::value!(Errno, 2);
    assert_eq!(CHECKED.get(), 2);
}

#[test]
fn generic_bounds_and_where_clauses_carry_over() {
    assert_eq!(
        Cloned::new(Some(vec![1])).map(Cloned::into_some),
        Ok(vec![1])
    );
    assert_eq!(Ordered::new(Ok(2)).map(Ordered::into_ok), Ok(2));
    assert!(Ordered::<u8>::new(Err(2)).is_err());
}

is::syntax! {
    // `cfg` reaches every generated item: else the two would clash.
    #[cfg(any())]
    pub type Either = u8 is 1..;
    #[cfg(all())]
    pub type Either = u16 is 1..;
}

#[test]
fn cfg_on_the_alias_reaches_every_item() {
    assert_eq!(size_of::<Either>(), 2);
    assert_eq!(Either::new(300).map(Either::get), Some(300));
}

/// A function's own items, as bounds.
#[test]
fn aliases_in_a_function_see_its_items() {
    const LOW: i32 = -5;
    const HIGH: i32 = 5;
    #[is_syntax]
    type Near = is!(i32 is LOW..=HIGH);
    #[is_syntax]
    type Digit = is!(u8 is b'0'..=b'9');
    assert_eq!(Near::new(-5).map(Near::get), Some(-5));
    assert!(Near::new(6).is_none());
    assert_eq!((Near::MIN.get(), Near::MAX.get()), (LOW, HIGH));
    assert_eq!(Digit::from_ref(&b'7').map(|d| d.get()), Some(b'7'));
}

mod nested {
    pub mod inner {
        use is::{is, is_syntax};

        #[is_syntax]
        pub(super) type Up = is!(u8 is 1..=9);

        #[is_syntax]
        pub(in crate::nested) type InNested = is!(i16 is -5..5);
    }

    pub fn sum() -> i16 {
        i16::from(inner::Up::MAX.get()) + inner::InNested::MIN.get()
    }
}

#[test]
fn the_alias_keeps_its_visibility() {
    assert_eq!(nested::sum(), 9 - 5);
}

/// With no module of the macro's own around the storage, an alias in a function refines an
/// enum declared in that function, as a hand-written newtype there would.
#[test]
fn an_alias_in_a_function_refines_an_enum_of_that_function() {
    #[derive(Clone, Debug, PartialEq)]
    enum Light {
        Red,
        Green,
    }
    #[is_syntax]
    type Go = is!(Light is Light::Green);
    assert!(Go::contains(&Light::Green));
    assert_eq!(Go::new(Light::Red).unwrap_err().into_value(), Light::Red);
    assert_eq!(Go::new(Light::Green).map(Go::into_inner), Ok(Light::Green));
}
