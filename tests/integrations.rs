//! The integrations behind cargo features: each test is built where its feature is on, as in
//! `cargo test --workspace` (a member crate turns every feature on) and in CI's run of this
//! file with each feature alone (`.ci/run`). The exhaustive test checks each one on every base
//! and form of pattern too.
#![allow(dead_code, unused_imports)]

use is::{is, is_syntax};

#[is_syntax]
type Small = is!(u8 is (1 | 3 | 10..=12));

/// Two ranges of 10 and 11 values, at either end of `u128`.
#[is_syntax]
type Ends = is!(u128 is (0..=9 | 340_282_366_920_938_463_463_374_607_431_768_211_445..));

/// Across the surrogates, which are no `char`s: 'a'..='c', then U+D7FE..=U+E001 less the
/// 2048 surrogates (4 `char`s).
#[is_syntax]
type Letters = is!(char is ('a'..='c' | '\u{D7FE}'..='\u{E001}'));

const LOW: i64 = -3;
const HIGH: i64 = 4;

#[is_syntax]
type Outside = is!(i64 is (..LOW | HIGH..));

#[is_syntax]
type NotMax = is!(u64 is ..u64::MAX);

#[is_syntax]
type Errno = is!(u32 is 0..4096);

#[is_syntax]
type Fraction = is!(f32 is 0.0..1.0);

/// The chi-square statistic of `counts` against the same expectation for each.
#[cfg(feature = "rand")]
fn chi_square(counts: &[u32]) -> f64 {
    let total: u32 = counts.iter().sum();
    let expected = f64::from(total) / counts.len() as f64;
    counts
        .iter()
        .map(|&n| (f64::from(n) - expected).powi(2) / expected)
        .sum()
}

/// Draws `n` values of `T` and counts each value, by its place in `T::values()`.
#[cfg(feature = "rand")]
fn draw<T>(n: usize, seed: u64) -> Vec<u32>
where
    T: Values + PartialEq,
    rand::distr::StandardUniform: rand::distr::Distribution<T>,
{
    use rand::{RngExt, SeedableRng};
    let mut rng = rand::rngs::SmallRng::seed_from_u64(seed);
    let all: Vec<T> = T::all();
    let mut counts = vec![0; all.len()];
    for _ in 0..n {
        let value: T = rng.random();
        let place = all
            .iter()
            .position(|v| *v == value)
            .expect("an admitted value");
        counts[place] += 1;
    }
    counts
}

/// `values()`, which is inherent, for the generic `draw`.
trait Values: Sized {
    fn all() -> Vec<Self>;
}

macro_rules! values {
    ($($t:ty),*) => {$(
        impl Values for $t {
            fn all() -> Vec<Self> {
                <$t>::values().collect()
            }
        }
    )*};
}
values!(Small, Ends, Letters);

#[cfg(feature = "rand")]
#[test]
fn rand_draws_every_admitted_value_alike() {
    // 99.9% of chi-square draws with 4, 20 and 6 degrees of freedom lie below 18.5, 45.3 and
    // 22.5: a bias towards a range, or a value never drawn, lands far above.
    let small = draw::<Small>(5_000, 1);
    assert!(small.iter().all(|&n| n > 0), "{small:?}");
    assert!(chi_square(&small) < 18.5, "{small:?}");
    let ends = draw::<Ends>(21_000, 2);
    assert!(chi_square(&ends) < 45.3, "{ends:?}");
    let letters = draw::<Letters>(7_000, 3);
    assert_eq!(letters.len(), 7);
    assert!(chi_square(&letters) < 22.5, "{letters:?}");
}

#[cfg(feature = "rand")]
#[test]
fn rand_draws_only_admitted_values() {
    use rand::{RngExt, SeedableRng};
    let mut rng = rand::rngs::SmallRng::seed_from_u64(4);
    for _ in 0..1_000 {
        let outside: Outside = rng.random();
        assert!(!(LOW..HIGH).contains(&outside.get()), "{outside:?}");
        let not_max: NotMax = rng.random();
        assert_ne!(not_max.get(), u64::MAX);
    }
}

#[cfg(feature = "arbitrary")]
#[test]
fn arbitrary_makes_admitted_values_and_reaches_each() {
    use arbitrary::{Arbitrary, Unstructured};
    let mut seen = std::collections::BTreeSet::new();
    for b in 0..=u8::MAX {
        let letter = Letters::arbitrary(&mut Unstructured::new(&[b])).unwrap();
        seen.insert(letter.get());
    }
    let all: std::collections::BTreeSet<char> = Letters::values().map(Letters::get).collect();
    assert_eq!(seen, all);
    for seed in 0..=u8::MAX {
        let bytes: Vec<u8> = (0..32).map(|i| seed.wrapping_mul(31) ^ i).collect();
        let ends = Ends::arbitrary(&mut Unstructured::new(&bytes)).unwrap();
        assert!(Ends::contains(ends.get()));
        let outside = Outside::arbitrary(&mut Unstructured::new(&bytes)).unwrap();
        assert!(!(LOW..HIGH).contains(&outside.get()));
    }
    // No more bytes than the base's.
    assert_eq!(<Ends as Arbitrary>::size_hint(0), (0, Some(16)));
    // An empty input gives the smallest value, as `int_in_range` gives its start.
    assert_eq!(
        Outside::arbitrary(&mut Unstructured::new(&[])).unwrap(),
        i64::MIN
    );
}

#[cfg(feature = "bytemuck")]
#[test]
fn bytemuck_checks_bytes_against_the_pattern() {
    use bytemuck::checked;
    let errnos: [u32; 3] = [0, 4095, 22];
    let cast: &[Errno] = checked::cast_slice(bytemuck::cast_slice::<u32, u8>(&errnos));
    assert_eq!(cast, [0, 4095, 22]);
    assert!(checked::try_cast_slice::<u32, Errno>(&[1, 4096]).is_err());
    assert_eq!(
        bytemuck::bytes_of(&Errno::new(22).unwrap()),
        22u32.to_ne_bytes()
    );
    assert_eq!(
        checked::try_cast::<u32, Letters>(0xD800),
        Err(checked::CheckedCastError::InvalidBitPattern)
    );
    assert_eq!(
        checked::try_cast::<u32, Letters>(0xE000).map(Letters::get),
        Ok('\u{E000}')
    );
    assert!(checked::try_cast::<u8, Small>(2).is_err());
    assert_eq!(checked::try_cast::<u8, Small>(10).map(Small::get), Ok(10));
}

#[cfg(feature = "num-traits")]
#[test]
fn num_traits_bounds_are_min_and_max() {
    use num_traits::Bounded;
    assert_eq!(Small::min_value(), 1);
    assert_eq!(Small::max_value(), 12);
    // Bounds only rustc reads, as the description gives them.
    assert_eq!(Outside::min_value(), i64::MIN);
    assert_eq!(Outside::max_value(), i64::MAX);
    assert_eq!(NotMax::max_value(), u64::MAX - 1);
    assert_eq!(Letters::max_value(), '\u{E001}');
    // A float's too: the float below an exclusive end.
    assert_eq!(Fraction::min_value(), 0.0);
    assert_eq!(Fraction::max_value(), 1.0f32.next_down());
}

#[cfg(feature = "serde")]
#[test]
fn serde_round_trips_every_value_of_an_alternation() {
    for small in Small::values() {
        let json = serde_json::to_string(&small).unwrap();
        assert_eq!(serde_json::from_str::<Small>(&json).unwrap(), small);
    }
    assert!(serde_json::from_str::<Small>("2").is_err());
}
