//! Float pattern types: each form of pattern on `f32` and `f64`, checked against rustc's own
//! `match` on the same pattern at many values: -0.0 and 0.0, the infinities, NaN with several
//! payloads and signs, the extremes, `MIN_POSITIVE`, subnormals, and each bound with its
//! neighbours (`next_up`, `next_down`) and its negation. Then each item of the API on every
//! form: `new`, `contains`, `get` (the sign kept), `new_unchecked`, `from_ref`, `TryFrom` the
//! base and the types that convert into it exactly, `FromStr`, `MIN`, `MAX`, `PATTERN`,
//! comparison and hashing (`Eq`, `Ord` and `Hash` agreeing, -0.0 equal to 0.0), printing,
//! `PatternType`, and the size: no niche, so `Option<T>` is larger than the base.
#![allow(clippy::float_cmp)]

use std::cmp::Ordering;
use std::collections::HashSet;
use std::hash::{BuildHasher, BuildHasherDefault, DefaultHasher};

use is::{ParsePatternError, PatternType, is, is_syntax};

/// The values every form is checked at, beyond its own bounds and their neighbours.
macro_rules! special_values {
    ($base:ident, $bits:ident) => {{
        let mut values: Vec<$base> = vec![
            0.0,
            -0.0,
            1.0,
            -1.0,
            0.5,
            -0.5,
            1.5,
            2.0,
            2.5,
            3.0,
            5.0,
            100.0,
            -100.0,
            $base::EPSILON,
            $base::MIN_POSITIVE,
            -$base::MIN_POSITIVE,
            // The smallest and the largest subnormal, and their negations.
            $base::from_bits(1),
            -$base::from_bits(1),
            $base::MIN_POSITIVE.next_down(),
            -$base::MIN_POSITIVE.next_down(),
            $base::MAX,
            $base::MIN,
            $base::INFINITY,
            $base::NEG_INFINITY,
            // NaN: quiet and signalling, either sign, other payloads.
            $base::NAN,
            -$base::NAN,
            $base::from_bits($base::INFINITY.to_bits() | 1),
            $base::from_bits($base::NAN.to_bits() | 1),
            $base::from_bits($bits::MAX),
            $base::from_bits($base::NEG_INFINITY.to_bits() | 0b1010),
        ];
        for k in -40..40 {
            values.push((2.0 as $base).powi(k * 3) * 1.25);
            values.push(-(2.0 as $base).powi(k * 3) * 1.25);
        }
        values
    }};
}

/// Each bound, its neighbours on either side and its negation.
macro_rules! around {
    ($values:ident: $base:ident, [$($bound:expr),*]) => {
        $(
            let bound: $base = $bound;
            $values.extend([bound, bound.next_up(), bound.next_down(), -bound]);
        )*
    };
}

/// A form of pattern on one base: the alias, and a test that checks each item of its API
/// against `oracle`, the pattern in a `match` of rustc's own. `min` and `max` are the extremes
/// the pattern admits, worked out by hand; `bounds` are the values its edges lie at.
macro_rules! form {
    (
        $test:ident, $name:ident: $base:ident($bits:ident) is [$($pat:tt)+],
        min: $min:expr, max: $max:expr, bounds: [$($bound:expr),*] $(,)?
    ) => {
        #[is_syntax]
        type $name = is!($base is $($pat)+);

        #[test]
        fn $test() {
            #[allow(unused_parens)]
            fn oracle(v: $base) -> bool {
                match v {
                    $($pat)+ => true,
                    _ => false,
                }
            }
            let mut values = special_values!($base, $bits);
            around!(values: $base, [$($bound),*]);
            let mut admitted = Vec::new();
            for &v in &values {
                let admits = oracle(v);
                let shown = format!("{v:?} ({:#x})", v.to_bits());
                assert_eq!($name::contains(v), admits, "contains({shown})");
                assert_eq!(<$name as PatternType>::contains(v), admits, "contains({shown})");
                assert_eq!($name::new(v).is_some(), admits, "new({shown})");
                assert_eq!($name::from_ref(&v).is_some(), admits, "from_ref({shown})");
                match $name::try_from(v) {
                    Ok(t) => assert_eq!(t.get().to_bits(), v.to_bits(), "try_from({shown})"),
                    Err(error) => {
                        assert!(!admits, "try_from({shown})");
                        // The error keeps the value, NaN's payload too.
                        assert_eq!(error.value().to_bits(), v.to_bits());
                        assert_eq!(
                            error.to_string(),
                            format!("{v:?} does not match the pattern {} of {}", $name::PATTERN, stringify!($name))
                        );
                    }
                }
                if !admits {
                    if !v.is_nan() {
                        // A value printed in full parses back, and fails the pattern.
                        assert!(matches!(format!("{v:?}").parse::<$name>(), Err(ParsePatternError::Pattern(_))));
                    }
                    continue;
                }
                let t = $name::new(v).unwrap();
                // `get`, and every way out, give the value back bit for bit: -0.0 stays -0.0.
                assert_eq!(t.get().to_bits(), v.to_bits(), "get({shown})");
                assert_eq!($base::from(t).to_bits(), v.to_bits());
                assert_eq!(PatternType::get(&t).to_bits(), v.to_bits());
                assert_eq!(<$name as PatternType>::new(v), Some(t));
                // SAFETY: `v` matches the pattern, as `oracle` says.
                assert_eq!(unsafe { $name::new_unchecked(v) }.get().to_bits(), v.to_bits());
                let by_ref = $name::from_ref(&v).unwrap();
                assert!(std::ptr::eq(std::ptr::from_ref(by_ref).cast::<$base>(), &v));
                // Lent back as the base: the same bits, in the value itself.
                let lent: &$base = t.as_ref();
                assert_eq!(lent.to_bits(), v.to_bits());
                assert!(std::ptr::eq(
                    std::borrow::Borrow::<$base>::borrow(by_ref),
                    std::ptr::from_ref(by_ref).cast::<$base>()
                ));
                // Compared with the base either way round, as the value.
                assert!(t == v && v == t);
                assert_eq!(t.partial_cmp(&v), Some(Ordering::Equal));
                assert_eq!(v.partial_cmp(&t), Some(Ordering::Equal));
                assert!(t < $base::INFINITY || v == $base::INFINITY);
                let nan = std::hint::black_box($base::NAN);
                assert!(t != nan && nan != t && t.partial_cmp(&nan).is_none());
                // Printed as the value.
                assert_eq!(format!("{t}"), format!("{v}"));
                assert_eq!(format!("{t:?}"), format!("{v:?}"));
                assert_eq!(format!("{t:e} {t:E} {t:.3}"), format!("{v:e} {v:E} {v:.3}"));
                assert_eq!(format!("{v:?}").parse::<$name>().map(|t| t.get().to_bits()), Ok(v.to_bits()));
                // The extremes bound every admitted value.
                assert!($name::MIN <= t && t <= $name::MAX, "{shown} beyond MIN or MAX");
                admitted.push(t);
            }
            assert!(!admitted.is_empty(), "no value tested is admitted");
            assert_eq!(
                ($name::MIN.get().to_bits(), $name::MAX.get().to_bits()),
                (($min as $base).to_bits(), ($max as $base).to_bits()),
                "MIN and MAX"
            );
            assert!(oracle($name::MIN.get()) && oracle($name::MAX.get()));
            check_order!($name, admitted);
            assert!(matches!("not a number".parse::<$name>(), Err(ParsePatternError::Base(_))));
            assert!(matches!("NaN".parse::<$name>(), Err(ParsePatternError::Pattern(_))));
            assert_eq!(<$name as PatternType>::PATTERN, $name::PATTERN);
            assert_eq!($name::PATTERN.replace(' ', ""), stringify!($($pat)+).replace(' ', ""));
            // No niche: every bit pattern of a float is a value, so `Option` needs a tag.
            assert_eq!(size_of::<$name>(), size_of::<$base>());
            assert_eq!(align_of::<$name>(), align_of::<$base>());
            assert_eq!(size_of::<Option<$name>>(), 2 * size_of::<$base>());
        }
    };
}

/// `Eq`, `Ord` and `Hash` of the admitted values agree with each other and with the base's
/// `==` and `<`: -0.0 and 0.0 are equal and hash alike.
macro_rules! check_order {
    ($name:ident, $admitted:ident) => {
        let hasher = BuildHasherDefault::<DefaultHasher>::default();
        for a in &$admitted {
            assert_eq!(a.cmp(a), Ordering::Equal);
            for b in &$admitted {
                let by_value = a.get().partial_cmp(&b.get()).unwrap();
                assert_eq!(a.cmp(b), by_value, "{a:?} against {b:?}");
                assert_eq!(a.partial_cmp(b), Some(by_value));
                assert_eq!(a == b, a.get() == b.get());
                if a == b {
                    assert_eq!(hasher.hash_one(a), hasher.hash_one(b), "{a:?} and {b:?}");
                }
            }
        }
        let mut sorted = $admitted.clone();
        sorted.sort();
        assert!(sorted.windows(2).all(|pair| pair[0].get() <= pair[1].get()));
        let distinct: HashSet<$name> = $admitted.iter().copied().collect();
        let mut values: Vec<_> = $admitted.iter().map(|t| t.get()).collect();
        values.sort_by(|a, b| a.partial_cmp(b).unwrap());
        values.dedup();
        assert_eq!(distinct.len(), values.len());
    };
}

const LO64: f64 = -2.5;
const HI64: f64 = 3.0;
const LO32: f32 = -2.5;
const HI32: f32 = 3.0;

form!(f64_inclusive, Ratio64: f64(u64) is [0.0..=1.0], min: 0.0, max: 1.0, bounds: [0.0, 1.0]);
form!(f32_inclusive, Ratio32: f32(u32) is [0.0..=1.0], min: 0.0, max: 1.0, bounds: [0.0, 1.0]);
form!(f64_from, Pos64: f64(u64) is [0.0..], min: 0.0, max: f64::INFINITY, bounds: [0.0]);
form!(f32_from, Pos32: f32(u32) is [0.0..], min: 0.0, max: f32::INFINITY, bounds: [0.0]);
form!(f64_below, Neg64: f64(u64) is [..0.0], min: f64::NEG_INFINITY, max: -f64::from_bits(1), bounds: [0.0]);
form!(f32_below, Neg32: f32(u32) is [..0.0], min: f32::NEG_INFINITY, max: -f32::from_bits(1), bounds: [0.0]);
form!(f64_up_to, UpTo64: f64(u64) is [..=-0.0], min: f64::NEG_INFINITY, max: -0.0, bounds: [0.0]);
form!(f32_up_to, UpTo32: f32(u32) is [..=-0.0], min: f32::NEG_INFINITY, max: -0.0, bounds: [0.0]);
form!(f64_exclusive, Unit64: f64(u64) is [-1.0..1.0], min: -1.0, max: 1.0f64.next_down(), bounds: [1.0]);
form!(f32_exclusive, Unit32: f32(u32) is [-1.0..1.0], min: -1.0, max: 1.0f32.next_down(), bounds: [1.0]);
form!(f64_value, Value64: f64(u64) is [1.5], min: 1.5, max: 1.5, bounds: [1.5]);
form!(f32_value, Value32: f32(u32) is [1.5], min: 1.5, max: 1.5, bounds: [1.5]);
form!(f64_zero, Zero64: f64(u64) is [-0.0], min: -0.0, max: -0.0, bounds: [0.0]);
form!(f32_zero, Zero32: f32(u32) is [0.0], min: 0.0, max: 0.0, bounds: [0.0]);
form!(f64_zeros, Zeros64: f64(u64) is [-0.0..=0.0], min: -0.0, max: 0.0, bounds: [0.0]);
form!(f64_ranges, Ranges64: f64(u64) is [(0.0..=1.0 | 2.0..=3.0)], min: 0.0, max: 3.0, bounds: [0.0, 1.0, 2.0, 3.0]);
form!(f32_ranges, Ranges32: f32(u32) is [(2.0..=3.0 | 0.0..=1.0)], min: 0.0, max: 3.0, bounds: [0.0, 1.0, 2.0, 3.0]);
form!(f64_values, Values64: f64(u64) is [(-1.0 | 0.5 | 2.0..)], min: -1.0, max: f64::INFINITY, bounds: [-1.0, 0.5, 2.0]);
form!(f32_values, Values32: f32(u32) is [(-1.0 | 0.5 | 2.0..)], min: -1.0, max: f32::INFINITY, bounds: [-1.0, 0.5, 2.0]);
form!(f64_outside, Outside64: f64(u64) is [(..-1.0 | 1.0..)], min: f64::NEG_INFINITY, max: f64::INFINITY, bounds: [1.0]);
form!(f32_outside, Outside32: f32(u32) is [(..=-1.0 | 1.0..)], min: f32::NEG_INFINITY, max: f32::INFINITY, bounds: [1.0]);
form!(f64_const, Const64: f64(u64) is [LO64..=HI64], min: -2.5, max: 3.0, bounds: [LO64, HI64]);
form!(f32_const, Const32: f32(u32) is [LO32..HI32], min: -2.5, max: 3.0f32.next_down(), bounds: [LO32, HI32]);
form!(f64_consts, Consts64: f64(u64) is [(..=LO64 | HI64..)], min: f64::NEG_INFINITY, max: f64::INFINITY, bounds: [LO64, HI64]);
form!(f32_consts, Consts32: f32(u32) is [(HI32.. | ..LO32)], min: f32::NEG_INFINITY, max: f32::INFINITY, bounds: [LO32, HI32]);
// Every float but NaN: the pattern still excludes values.
form!(f64_not_nan, NotNan64: f64(u64) is [f64::NEG_INFINITY..], min: f64::NEG_INFINITY, max: f64::INFINITY, bounds: [f64::INFINITY]);
form!(f32_not_nan, NotNan32: f32(u32) is [f32::NEG_INFINITY..=f32::INFINITY], min: f32::NEG_INFINITY, max: f32::INFINITY, bounds: [f32::INFINITY]);
form!(f64_halves, Halves64: f64(u64) is [(..1.0 | 1.0..)], min: f64::NEG_INFINITY, max: f64::INFINITY, bounds: [1.0]);
form!(f64_finite, Finite64: f64(u64) is [f64::MIN..=f64::MAX], min: f64::MIN, max: f64::MAX, bounds: [f64::MAX]);
form!(f32_finite, Finite32: f32(u32) is [f32::MIN..=f32::MAX], min: f32::MIN, max: f32::MAX, bounds: [f32::MAX]);
// The subnormals, and the normal values, through path bounds.
form!(f64_subnormal, Subnormal64: f64(u64) is [0.0..f64::MIN_POSITIVE], min: 0.0, max: f64::MIN_POSITIVE.next_down(), bounds: [f64::MIN_POSITIVE]);
form!(f32_normal, Normal32: f32(u32) is [f32::MIN_POSITIVE..f32::INFINITY], min: f32::MIN_POSITIVE, max: f32::MAX, bounds: [f32::MIN_POSITIVE]);
// Literals in every spelling: exponents, underscores, suffixes, `1f64`.
form!(f64_spelled, Spelled64: f64(u64) is [1e-300..1_000.5e2], min: 1e-300, max: 100_050.0f64.next_down(), bounds: [1e-300, 100_050.0]);
form!(f64_suffixed, Suffixed64: f64(u64) is [0.5f64..=2f64], min: 0.5, max: 2.0, bounds: [0.5, 2.0]);
form!(f32_suffixed, Suffixed32: f32(u32) is [..=1e-45f32], min: f32::NEG_INFINITY, max: f32::from_bits(1), bounds: [f32::from_bits(1)]);
// A literal that `f32` rounds to 0.0, which the pattern then admits.
form!(f32_rounded, Rounded32: f32(u32) is [1e-50..=1.0], min: 0.0, max: 1.0, bounds: [0.0, 1.0]);

/// `TryFrom` the types whose values the base holds exactly: the value converted, then
/// checked; the error keeps it as it came.
#[test]
fn try_from_the_types_the_base_holds_exactly() {
    assert_eq!(Ratio64::try_from(0.5f32).map(Ratio64::get), Ok(0.5));
    assert_eq!(
        Ratio64::try_from(f32::NAN).unwrap_err().value().to_bits(),
        f32::NAN.to_bits()
    );
    assert_eq!(Ratio64::try_from(1u8).map(Ratio64::get), Ok(1.0));
    assert_eq!(Ratio64::try_from(0i32).map(Ratio64::get), Ok(0.0));
    assert_eq!(Ratio64::try_from(2u32).unwrap_err().into_value(), 2);
    assert_eq!(
        Ratio64::try_from(-1i16).unwrap_err().to_string(),
        "-1 does not match the pattern 0.0..=1.0 of Ratio64"
    );
    // An unsuffixed integer is an `i32`, as Rust falls back to it.
    assert!(Pos64::try_from(7).is_ok());
    assert_eq!(
        Pos64::try_from(u32::MAX).map(Pos64::get),
        Ok(4_294_967_295.0)
    );
    assert_eq!(Pos32::try_from(u16::MAX).map(Pos32::get), Ok(65535.0));
    assert_eq!(Pos32::try_from(-1i8).unwrap_err().into_value(), -1);
    assert_eq!(Pos32::try_from(0.25f32).map(Pos32::get), Ok(0.25));
    // Each admits the same values as the float it converts to.
    for v in special_values!(f32, u32) {
        assert_eq!(
            Ratio64::try_from(v).is_ok(),
            Ratio64::contains(f64::from(v)),
            "{v:?}"
        );
    }
    for v in i16::MIN..=i16::MAX {
        assert_eq!(Unit32::try_from(v).is_ok(), Unit32::contains(f32::from(v)));
        assert_eq!(
            Outside64::try_from(v).is_ok(),
            Outside64::contains(f64::from(v))
        );
    }
}

/// `Default` is 0.0 where the pattern admits it and its bounds are literals (a pattern with
/// a path or `const` bound has none, as `tests/ui/pattern_type_float_api.rs` shows).
#[test]
fn default_is_zero_where_admitted() {
    assert_eq!(Ratio64::default().get().to_bits(), 0.0f64.to_bits());
    assert_eq!(Zeros64::default(), 0.0);
    // `-0.0` admits 0.0: `Default` gives 0.0 itself, its sign positive.
    assert_eq!(Zero64::default().get().to_bits(), 0.0f64.to_bits());
    assert_eq!(UpTo32::default().get().to_bits(), 0.0f32.to_bits());
    assert_eq!(Rounded32::default(), 0.0);
    assert_eq!(Halves64::default(), 0.0);
    #[derive(Default)]
    struct Settings {
        volume: Ratio32,
        offset: Pos64,
    }
    let settings = Settings::default();
    assert_eq!((settings.volume.get(), settings.offset.get()), (0.0, 0.0));
}

/// -0.0 and 0.0 are one value: equal, ordered equal, hashed alike, one in a set, while
/// `get` keeps the sign each was given.
#[test]
fn signed_zeros_are_one_value() {
    let (negative, positive) = (Zeros64::new(-0.0).unwrap(), Zeros64::new(0.0).unwrap());
    assert_eq!(negative, positive);
    assert_eq!(negative.cmp(&positive), Ordering::Equal);
    let hasher = BuildHasherDefault::<DefaultHasher>::default();
    assert_eq!(hasher.hash_one(negative), hasher.hash_one(positive));
    assert_eq!(HashSet::from([negative, positive]).len(), 1);
    assert!(negative.get().is_sign_negative() && positive.get().is_sign_positive());
    assert_eq!(format!("{negative} {positive}"), "-0 0");
    // The one value `..=-0.0` and `-0.0` admit at zero is both signs.
    assert!(UpTo64::contains(0.0) && Zero64::contains(0.0) && Zero32::contains(-0.0));
    assert!(!Neg64::contains(-0.0) && !Pos32::contains(-f32::from_bits(1)));
}

/// The checked constant: `is::value!`, also in a `const` item.
#[test]
fn values_checked_at_compile_time() {
    const HALF: Ratio64 = is::value!(Ratio64, 0.5);
    const LOW: Outside32 = is::value!(Outside32, -1.0);
    assert_eq!(HALF.get(), 0.5);
    assert_eq!(LOW, -1.0);
    assert_eq!(is::value!(NotNan64, f64::INFINITY), f64::INFINITY);
    // `new`, `get`, `contains`, `new_unchecked`, `MIN` and `MAX` are `const`.
    const CHECKED: Option<Ratio32> = Ratio32::new(0.25);
    const BACK: f32 = Ratio32::MAX.get();
    const IN: bool = Unit64::contains(0.999);
    // SAFETY: 0.75 matches `0.0..=1.0`.
    const UNCHECKED: Ratio64 = unsafe { Ratio64::new_unchecked(0.75) };
    assert_eq!(
        (CHECKED.map(Ratio32::get), BACK, IN, UNCHECKED.get()),
        (Some(0.25), 1.0, true, 0.75)
    );
}

/// Generic code over `PatternType` takes float pattern types as it takes the others.
#[test]
fn generic_code_over_pattern_types() {
    fn parse_all<T: PatternType>(values: impl IntoIterator<Item = T::Base>) -> Option<Vec<T>> {
        values.into_iter().map(T::new).collect()
    }
    let all: Vec<Ratio64> = parse_all([0.0, 0.25, 1.0]).unwrap();
    assert_eq!(all.iter().copied().max().map(Ratio64::get), Some(1.0));
    assert!(parse_all::<Ratio64>([0.5, f64::NAN]).is_none());
    assert_eq!(all.iter().map(|t| f64::from(*t)).sum::<f64>(), 1.25);
}

/// Inside `is::syntax!`, the proposed spelling, and with the base written by its path.
mod spellings {
    is::syntax! {
        pub type Gain = f32 is (..=-1.0 | 1.0..);
        pub type Unit = ::core::primitive::f64 is 0.0..1.0;
        pub type Probability = std::primitive::f64 is 0.0..=1.0;
    }

    #[test]
    fn every_spelling_of_the_base() {
        assert_eq!(Gain::new(2.0).map(Gain::get), Some(2.0));
        assert!(Gain::new(0.0).is_none());
        assert_eq!(Unit::MAX.get(), 1.0f64.next_down());
        assert_eq!(Probability::MAX.get(), 1.0);
    }
}

/// An alias inside a function, its bound the function's own `const`.
#[test]
fn local_alias_with_a_local_bound() {
    const LOW: f64 = -0.5;
    const LIMIT: f64 = 0.5;
    #[is_syntax]
    type Small = is!(f64 is LOW..LIMIT);
    assert_eq!(Small::new(0.25).map(Small::get), Some(0.25));
    assert!(Small::new(0.5).is_none());
    assert_eq!(
        (Small::MIN.get(), Small::MAX.get()),
        (-0.5, 0.5f64.next_down())
    );
}
