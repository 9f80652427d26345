//! Float pattern types' `unsafe` paths (`new_unchecked`, `from_ref`) and `get`, at the
//! boundary values of each form of pattern on `f32` and `f64`, checked against rustc's own
//! `match`: -0.0 and 0.0, the infinities, NaN of either sign and another payload, the
//! extremes, `MIN_POSITIVE`, the smallest subnormal, and each bound with its neighbours.

use is::{is, is_syntax};

/// The bytes of `value`, as stored.
fn bytes<T: Copy>(value: &T) -> Vec<u8> {
    // SAFETY: a float pattern type is its float, and a float is plain bytes, every one
    // initialised.
    unsafe { std::slice::from_raw_parts(std::ptr::from_ref(value).cast::<u8>(), size_of::<T>()) }
        .to_vec()
}

/// An alias and its test: each value's way in and out, against `oracle`.
macro_rules! form {
    ($test:ident, $name:ident: $base:ident is [$($pat:tt)+], bounds: [$($bound:expr),*]) => {
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
            let mut values: Vec<$base> = vec![
                0.0,
                -0.0,
                $base::INFINITY,
                $base::NEG_INFINITY,
                $base::NAN,
                -$base::NAN,
                $base::from_bits($base::NAN.to_bits() | 1),
                $base::MAX,
                $base::MIN,
                $base::MIN_POSITIVE,
                $base::from_bits(1),
            ];
            $(
                let bound: $base = $bound;
                values.extend([bound, bound.next_up(), bound.next_down()]);
            )*
            for v in values {
                let admitted = oracle(v);
                assert_eq!($name::new(v).is_some(), admitted, "new({v:?})");
                assert_eq!($name::contains(v), admitted, "contains({v:?})");
                assert_eq!($name::from_ref(&v).map(|r| r.get().to_bits()), admitted.then_some(v.to_bits()));
                if let Some(r) = $name::from_ref(&v) {
                    assert_eq!(bytes(r), bytes(&v));
                }
                if admitted {
                    // SAFETY: `v` matches the pattern, as `oracle` says.
                    let t = unsafe { $name::new_unchecked(v) };
                    assert_eq!(t.get().to_bits(), v.to_bits());
                    assert_eq!(bytes(&t), bytes(&v));
                }
                // Through `Option`, which has no niche to use and takes a tag.
                let through: [Option<$name>; 2] = [$name::new(v), None];
                assert_eq!(through[0].map(|t| t.get().to_bits()), admitted.then_some(v.to_bits()));
                assert!(through[1].is_none());
            }
            assert_eq!(size_of::<$name>(), size_of::<$base>());
            assert!(size_of::<Option<$name>>() > size_of::<$base>());
        }
    };
}

const LOW: f32 = -2.5;

form!(f64_inclusive, Ratio64: f64 is [0.0..=1.0], bounds: [0.0, 1.0]);
form!(f32_inclusive, Ratio32: f32 is [0.0..=1.0], bounds: [0.0, 1.0]);
form!(f64_from, Pos64: f64 is [0.0..], bounds: [0.0]);
form!(f32_below, Neg32: f32 is [..0.0], bounds: [0.0]);
form!(f64_exclusive, Unit64: f64 is [-1.0..1.0], bounds: [-1.0, 1.0]);
form!(f32_zero, Zero32: f32 is [-0.0], bounds: [0.0]);
form!(f64_alternation, Outside64: f64 is [(..=-1.0 | 0.5 | 1.0..)], bounds: [-1.0, 0.5, 1.0]);
form!(f32_const, Const32: f32 is [LOW..f32::INFINITY], bounds: [LOW, f32::MAX]);
form!(f64_not_nan, NotNan64: f64 is [f64::NEG_INFINITY..], bounds: [f64::NEG_INFINITY]);
form!(f64_subnormal, Subnormal64: f64 is [0.0..f64::MIN_POSITIVE], bounds: [f64::MIN_POSITIVE]);
