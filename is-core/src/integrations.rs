//! The generic halves of the integrations behind the facade's cargo features: what each
//! pattern type's impl (which the macro writes, as only the type's own crate may implement a
//! foreign trait for it) calls, reading the type's description of its values.

#[cfg(feature = "arbitrary")]
pub use arbitrary;
#[cfg(feature = "bytemuck")]
pub use bytemuck;
#[cfg(feature = "num-traits")]
pub use num_traits;
#[cfg(feature = "rand")]
pub use rand;

#[cfg(any(feature = "rand", feature = "arbitrary"))]
use crate::{intervals, ordinals::Ordinal, pattern_type::PatternType};

/// The `k`th value of `T`, counted from 0 in order.
#[cfg(any(feature = "rand", feature = "arbitrary"))]
fn kth<T: PatternType<Base: Ordinal>>(k: u128) -> T {
    let ordinal = intervals::nth(T::__INTERVALS, k);
    match T::new(T::Base::__value(ordinal)) {
        Some(value) => value,
        None => unreachable!("the description of a pattern type admits only what it matches"),
    }
}

/// A value of `T` drawn uniformly from those it admits, every range of an alternation weighed
/// by its size: `StandardUniform`'s distribution.
#[cfg(feature = "rand")]
pub fn sample<T, R>(rng: &mut R) -> T
where
    T: PatternType<Base: Ordinal>,
    R: rand::Rng + ?Sized,
{
    let count = intervals::count(T::__INTERVALS);
    kth(rand::RngExt::random_range(rng, 0..count))
}

/// A value of `T` that `u`'s bytes choose among those it admits, for fuzzing.
///
/// # Errors
/// Those of `Unstructured::int_in_range`.
#[cfg(feature = "arbitrary")]
pub fn arbitrary_value<T>(u: &mut arbitrary::Unstructured<'_>) -> arbitrary::Result<T>
where
    T: PatternType<Base: Ordinal>,
{
    let count = intervals::count(T::__INTERVALS);
    Ok(kth(u.int_in_range(0..=count - 1)?))
}

/// How many bytes [`arbitrary_value`] takes: at most as many as the base has, as
/// `int_in_range` takes as many as the number of values needs.
#[cfg(feature = "arbitrary")]
#[must_use]
pub const fn arbitrary_size_hint<T: PatternType>() -> (usize, Option<usize>) {
    (0, Some(core::mem::size_of::<T::Base>()))
}
