//! The API of integer and `char` pattern types beyond `new` and `get`, on the cases its docs
//! name: arithmetic with the check, `new_saturating` and its ties, `values()`, `expand` and
//! `narrow`, conversions out, by reference, and in `const` items. The exhaustive test checks
//! every method on every base and form of pattern against the base's own computation.

use std::borrow::Borrow;
use std::collections::{HashMap, HashSet};
use std::num::TryFromIntError;

use is::{PatternType, PrimitivePattern, Values, is, is_syntax};

#[is_syntax]
type Errno = is!(u32 is 0..4096);

#[is_syntax]
type Wider = is!(u32 is (0..5000 | 6000..=6001));

#[is_syntax]
type Gapped = is!(i32 is (-10..=-5 | 5..=10));

#[is_syntax]
type Temperature = is!(i16 is -273..=1000);

#[is_syntax]
type Lower = is!(char is 'a'..='z');

/// Either side of the surrogates, which are no `char`s.
#[is_syntax]
type AroundSurrogates = is!(char is ('\u{D7F0}' | '\u{E100}'));

const LOW: i64 = -100;
const HIGH: i64 = 100;

#[is_syntax]
type Outside = is!(i64 is (..LOW | HIGH..));

#[is_syntax]
type Inside = is!(i64 is LOW..=HIGH);

#[is_syntax]
type Reading = is!(i64 is -273..=1000);

#[is_syntax]
type NotMax = is!(u64 is ..u64::MAX);

#[is_syntax]
type Index = is!(usize is 0..1024);

#[is_syntax]
type Positive128 = is!(u128 is 1..);

/// Three values at either end of `u128`.
#[is_syntax]
type Huge = is!(u128 is (0..=2 | 340_282_366_920_938_463_463_374_607_431_768_211_453..));

#[is_syntax]
type Failure<T, E> = is!(Result<T, E> is Err(_));

#[test]
fn checked_arithmetic_checks_the_base_then_the_pattern() {
    let e = Errno::new(4000).unwrap();
    assert_eq!(e.checked_add(95).map(Errno::get), Some(4095));
    assert_eq!(e.checked_add(96), None);
    assert_eq!(e.checked_add(u32::MAX), None, "overflow");
    assert_eq!(e.checked_sub(4000).map(Errno::get), Some(0));
    assert_eq!(e.checked_sub(4001), None, "overflow");
    assert_eq!(e.checked_mul(2), None);
    assert_eq!(e.checked_div(0), None);
    assert_eq!(e.checked_div(3).map(Errno::get), Some(1333));
    assert_eq!(e.checked_rem(0), None);
    assert_eq!(e.checked_rem(7).map(Errno::get), Some(4000 % 7));
    let t = Temperature::new(-273).unwrap();
    assert_eq!(t.checked_neg().map(Temperature::get), Some(273));
    assert_eq!(t.checked_abs().map(Temperature::get), Some(273));
    let g = Gapped::new(-7).unwrap();
    assert_eq!(g.checked_add(12).map(Gapped::get), Some(5));
    assert_eq!(g.checked_add(7), None, "in the gap");
    assert_eq!(g.checked_neg().map(Gapped::get), Some(7));
}

#[test]
fn saturating_arithmetic_lands_on_the_nearest_admitted_value() {
    let e = Errno::new(4000).unwrap();
    assert_eq!(e.saturating_add(95), 4095u32);
    assert_eq!(e.saturating_add(500), Errno::MAX);
    assert_eq!(
        e.saturating_add(u32::MAX),
        Errno::MAX,
        "past the base's range"
    );
    assert_eq!(e.saturating_sub(u32::MAX), Errno::MIN);
    let g = Gapped::new(5).unwrap();
    // 5 - 4 = 1 is in the gap, nearer 5 than -5.
    assert_eq!(g.saturating_sub(4), 5);
    // 5 - 5 = 0, as near -5 as 5: the smaller.
    assert_eq!(g.saturating_sub(5), -5);
    assert_eq!(g.saturating_sub(i32::MAX), -10);
}

#[test]
fn new_saturating_takes_the_nearest_and_the_smaller_of_two() {
    assert_eq!(Errno::new_saturating(22), 22u32);
    assert_eq!(Errno::new_saturating(u32::MAX), 4095u32);
    assert_eq!(Gapped::new_saturating(-1), -5);
    assert_eq!(Gapped::new_saturating(1), 5);
    assert_eq!(Gapped::new_saturating(0), -5, "a tie goes to the smaller");
    assert_eq!(Gapped::new_saturating(i32::MIN), -10);
    assert_eq!(Wider::new_saturating(5499), 4999u32);
    assert_eq!(Wider::new_saturating(5500), 6000u32);
    // Bounds only rustc reads: values up to -101, and from 100.
    assert_eq!(Outside::new_saturating(-1), -101);
    assert_eq!(Outside::new_saturating(0), 100);
    assert_eq!(Lower::new_saturating('A'), 'a');
    assert_eq!(Lower::new_saturating(char::MAX), 'z');
    // Distance counts `char`s: U+D7F0 is 16 `char`s below U+E000, U+E100 256 above.
    assert_eq!(AroundSurrogates::new_saturating('\u{E000}'), '\u{D7F0}');
    assert_eq!(Huge::new_saturating(u128::MAX / 2), 2u128);
    assert_eq!(Huge::new_saturating(u128::MAX / 2 + 1), u128::MAX - 2);
}

#[test]
fn values_walks_every_range_in_order() {
    let gapped: Vec<i32> = Gapped::values().map(Gapped::get).collect();
    assert_eq!(gapped, [-10, -9, -8, -7, -6, -5, 5, 6, 7, 8, 9, 10]);
    let backwards: Vec<i32> = Gapped::values().rev().map(Gapped::get).collect();
    assert_eq!(backwards, [10, 9, 8, 7, 6, 5, -5, -6, -7, -8, -9, -10]);
    assert_eq!(Gapped::values().len(), 12);
    assert_eq!(Wider::values().len(), 5002);
    assert_eq!(Wider::values().nth(5000), Some(Wider::new(6000).unwrap()));
    assert_eq!(Wider::values().nth(5002), None);
    assert_eq!(Wider::values().nth_back(2), Some(Wider::new(4999).unwrap()));
    // Both ends at once.
    let mut it = Gapped::values();
    assert_eq!(it.nth(5), Some(Gapped::new(-5).unwrap()));
    assert_eq!(it.nth_back(4), Some(Gapped::new(6).unwrap()));
    assert_eq!(it.len(), 1);
    assert_eq!(it.next(), Some(Gapped::new(5).unwrap()));
    assert_eq!((it.next(), it.next_back(), it.len()), (None, None, 0));
    let lower: String = Lower::values().map(Lower::get).collect();
    assert_eq!(lower, "abcdefghijklmnopqrstuvwxyz");
    let around: Vec<char> = AroundSurrogates::values()
        .map(AroundSurrogates::get)
        .collect();
    assert_eq!(around, ['\u{D7F0}', '\u{E100}']);
    // Counts past `usize`: `nth` jumps, and `size_hint` says it cannot tell.
    #[cfg(target_pointer_width = "64")]
    {
        assert_eq!(
            Outside::values().size_hint(),
            (usize::MAX - 199, Some(usize::MAX - 199))
        );
        assert_eq!(NotMax::values().size_hint(), (usize::MAX, Some(usize::MAX)));
        assert_eq!(Huge::values().size_hint(), (6, Some(6)));
        assert_eq!(Positive128::values().size_hint(), (usize::MAX, None));
        assert_eq!(
            Positive128::values().nth_back(0).map(Positive128::get),
            Some(u128::MAX)
        );
        // 2^63 - 100 values up to -101, then 100 and on.
        assert_eq!(
            Outside::values().nth(1 << 63),
            Some(Outside::new(200).unwrap())
        );
        assert_eq!(Outside::values().nth(usize::MAX), None);
    }
    assert_eq!(Outside::values().next_back(), Some(Outside::MAX));
    assert_eq!(
        Huge::values().map(Huge::get).collect::<Vec<_>>(),
        [0, 1, 2, u128::MAX - 2, u128::MAX - 1, u128::MAX]
    );
    assert_eq!(Huge::values().count(), 6);
}

#[test]
fn values_is_a_named_iterator() {
    let all: Values<Errno> = Errno::values();
    let copy = all.clone();
    assert_eq!(copy.count(), 4096);
    assert_eq!(format!("{all:?}"), "Values { remaining: 4096, .. }");
    let mut done = Errno::values();
    done.nth(4095);
    assert_eq!((done.next(), done.next()), (None, None), "fused");
}

#[test]
fn expand_and_narrow_between_patterns_of_one_base() {
    let e = Errno::new(4095).unwrap();
    let w: Wider = e.expand();
    assert_eq!(w, 4095u32);
    assert_eq!(w.narrow::<Errno>(), Some(e));
    assert_eq!(Wider::new(6000).unwrap().narrow::<Errno>(), None);
    // Bounds only rustc reads, on either side.
    let inside = Inside::new(-100).unwrap();
    assert_eq!(inside.expand::<Reading>(), -100);
    assert_eq!(inside.narrow::<Outside>(), None);
    assert_eq!(Outside::new(5000).unwrap().narrow::<Inside>(), None);
    assert_eq!(Lower::new('q').unwrap().narrow::<AroundSurrogates>(), None);
}

#[test]
fn into_every_integer_type_that_holds_the_pattern() {
    let e = Errno::new(4095).unwrap();
    assert_eq!(
        (u16::from(e), i16::from(e), u64::from(e), i128::from(e)),
        (4095, 4095, 4095, 4095)
    );
    // `usize` and `isize` hold every `u16` and `i16` on every target.
    assert_eq!((usize::from(e), isize::from(e)), (4095, 4095));
    let narrow: Result<u8, TryFromIntError> = u8::try_from(e);
    assert!(narrow.is_err());
    assert_eq!(u8::try_from(Errno::new(255).unwrap()), Ok(255));
    let t = Temperature::new(-273).unwrap();
    assert_eq!(
        (i16::from(t), i32::from(t), isize::from(t)),
        (-273, -273, -273)
    );
    assert!(u16::try_from(t).is_err());
    assert!(i8::try_from(t).is_err());
    assert_eq!(u8::from(Lower::new('z').unwrap()), b'z');
    assert_eq!(i32::from(Lower::new('a').unwrap()), 97);
    assert_eq!(u16::from(Index::new(1023).unwrap()), 1023);
    assert_eq!(u32::from(Index::new(1023).unwrap()), 1023);
    // Bounds only rustc reads: `From` only where the whole base fits.
    assert_eq!(u128::from(NotMax::new(7).unwrap()), 7);
    assert_eq!(u32::try_from(NotMax::new(7).unwrap()), Ok(7));
    assert_eq!(i128::from(Outside::MIN), i128::from(i64::MIN));
    assert!(i32::try_from(Outside::MIN).is_err());
}

#[test]
fn by_reference_where_the_layout_keeps_the_bits() {
    let e = Errno::new(22).unwrap();
    let by_ref: &u32 = e.as_ref();
    assert_eq!(*by_ref, 22);
    let borrowed: &u32 = e.borrow();
    assert_eq!(*borrowed, 22);
    // `Borrow` lets a set of pattern types answer for the base.
    let set: HashSet<Errno> = Errno::values().take(100).collect();
    assert!(set.contains(&22u32) && !set.contains(&100u32));
    let mut map: HashMap<Lower, usize> = HashMap::new();
    map.insert(Lower::new('q').unwrap(), 1);
    assert_eq!(map.get(&'q'), Some(&1));
    let failure: Failure<(), &str> = Failure::new(Err("disk full")).unwrap();
    let base: &Result<(), &str> = failure.as_ref();
    assert_eq!(base, &Err("disk full"));
    assert_eq!(
        Borrow::<Result<(), &str>>::borrow(&failure),
        &Err("disk full")
    );
}

#[test]
fn radix_formats_and_comparison_with_the_base() {
    let t = Temperature::new(-273).unwrap();
    assert_eq!(
        format!("{t:x} {t:X} {t:o} {t:b}"),
        format!("{0:x} {0:X} {0:o} {0:b}", -273i16)
    );
    assert_eq!(format!("{:#06x}", Errno::MAX), "0x0fff");
    // Each operator on each side, the base a literal of its type: `PartialOrd` and `PartialEq`
    // both ways.
    assert!(t < 0i16);
    assert!(0i16 > t);
    assert!(t == -273i16);
    assert!(-273i16 == t);
    assert!(t != -272i16);
    assert!(-272i16 != t);
}

#[test]
fn the_check_is_const_and_the_arithmetic_generic() {
    const E: Errno = Errno::new_const::<4000>();
    const MIN: Outside = Outside::MIN;
    // The arithmetic is `PrimitivePattern`'s, one generic body for every alias: no `const fn`.
    fn checked<T: PrimitivePattern<Base: is::Integer>>(value: T, rhs: T::Base) -> Option<T> {
        value.checked_add(rhs)
    }
    assert_eq!(checked(E, 95).map(Errno::get), Some(4095));
    assert_eq!(E.checked_add(96), None);
    assert_eq!(E.saturating_add(1000), 4095u32);
    assert_eq!(Gapped::new_saturating(0), -5);
    assert_eq!(
        Temperature::MIN.checked_neg().map(Temperature::get),
        Some(273)
    );
    assert_eq!(MIN, i64::MIN);
}

#[test]
fn the_trait_describes_the_values() {
    fn first<T: PatternType<Base: is::Ordinal>>(values: Values<T>) -> Option<T> {
        values.into_iter().next()
    }
    assert_eq!(first(Gapped::values()), Some(Gapped::MIN));
    assert_eq!(first(Outside::values()), Some(Outside::MIN));
}
