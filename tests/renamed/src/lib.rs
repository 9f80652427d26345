//! A user crate that renames the dependency: `is!`, `#[is_syntax]` and `value!` reach their
//! runtime through `$crate`, whatever the crate is called, and `#[is_syntax]` knows `is!`
//! by the new name's path too (`renamed::is!`). A pattern type names its runtime by the path
//! its `is!` is called by: `renamed::is!(u32 is …)` here. (A bare `is!(…)` alias and
//! `is::syntax!` name it `::is`, and need `extern crate NAME as is;` at the crate root.)

pub use renamed::{is, is_syntax};

/// Macros for other crates, their tests called as `$crate::is!` (this crate re-exports `is!`
/// above, so that their users need not name `is`): read as `is!`, their chains reach the
/// let-chain writer through `$crate::is!` too.
#[macro_use]
#[is_syntax]
mod exported {
    /// The value in `$e`, if it is below 10; else 0.
    #[macro_export]
    macro_rules! first_small {
        ($e:expr) => {
            if $crate::is!($e is Some(v)) && v < 10 { v } else { 0 }
        };
    }

    /// The sum of the values in `$e` up to the first that is not below 10.
    #[macro_export]
    macro_rules! sum_small {
        ($e:expr) => {{
            let mut values = $e.into_iter();
            let mut sum = 0;
            while $crate::is!(values.next() is Some(v)) && v < 10 {
                sum += v;
            }
            sum
        }};
    }

    /// The first value below 10 among the `$e`s, by an `else if` ladder; else 0.
    #[macro_export]
    macro_rules! first_small_of {
        ($($e:expr),+) => {
            if false { 0 } $(else if $crate::is!($e is Some(v)) && v < 10 { v })+ else { 0 }
        };
    }

    /// Whether the value in `$e` is below 10, as a value.
    #[macro_export]
    macro_rules! is_small {
        ($e:expr) => {
            $crate::is!($e is Some(v)) && v < 10
        };
    }
}

/// A condition that binds, lowered under the renamed attribute.
#[is_syntax]
#[must_use]
pub fn small(x: Option<u32>) -> u32 {
    if is!(x is Some(v) && v < 10) { v } else { 0 }
}

/// The same through the renamed path: the attribute must lower it as a test, or `v` in the
/// body would be the outer `v`, silently.
#[renamed::is_syntax]
#[must_use]
pub fn small_by_path(x: Option<u32>) -> u32 {
    let v = 100;
    let _ = v;
    if renamed::is!(x is Some(v)) && v < 10 {
        v
    } else if ::renamed::is!(x is Some(v)) && v < 20 {
        v + 1000
    } else {
        0
    }
}

/// A chain in a rule of a user's macro, whose `if` the renamed crate's macro writes: reached
/// by the path its `is!` is called by.
#[renamed::is_syntax]
#[must_use]
pub fn small_in_a_rule(x: Option<u32>) -> u32 {
    let v = 100;
    macro_rules! pick {
        ($e:expr) => {
            if renamed::is!($e is Some(v)) && v < 10 { v } else { v - 100 }
        };
    }
    pick!(x)
}

/// `is!` on its own, through the renamed crate's `#[must_use]` function.
#[must_use]
pub fn some(x: Option<u32>) -> bool {
    is!(x is Some(_)) && renamed::is!(x, Some(1..))
}

/// A pattern type whose runtime (`PatternError`, `PatternType`) is reached by the renamed path.
#[renamed::is_syntax]
pub type Errno = renamed::is!(u32 is 0..4096);

/// A float pattern type, the same way.
#[renamed::is_syntax]
pub type Ratio = renamed::is!(f64 is 0.0..=1.0);

/// An enum refinement, the same way.
#[is_syntax]
pub type Present<T> = renamed::is!(Option<T> is Some(_));

// The same in `is::syntax!`.
renamed::syntax! {
    /// The value in `$e`, if it is below 10; else 0, in a block's rule.
    #[macro_export]
    macro_rules! small_in_block {
        ($e:expr) => {
            if $crate::is!($e is Some(v)) && v < 10 { v } else { 0 }
        };
    }

    /// The same through a match guard.
    #[macro_export]
    macro_rules! small_by_guard {
        ($e:expr) => {
            match $e {
                x if $crate::is!(x is Some(v)) && v < 10 => v,
                _ => 0,
            }
        };
    }
}

#[cfg(test)]
mod tests {
    use super::{Errno, Present, Ratio, small, small_by_path, small_in_a_rule, some};
    use renamed::PatternType;

    #[test]
    fn works_under_another_name() {
        assert_eq!(small(Some(3)), 3);
        assert_eq!(small(Some(30)), 0);
        assert!(some(Some(2)) && !some(None));
    }

    #[test]
    fn the_attribute_knows_is_by_the_renamed_path() {
        assert_eq!(small_by_path(Some(3)), 3);
        assert_eq!(small_by_path(Some(13)), 1013);
        assert_eq!(small_by_path(Some(30)), 0);
        assert_eq!(small_by_path(None), 0);
        assert_eq!(small_in_a_rule(Some(3)), 3);
        assert_eq!(small_in_a_rule(Some(30)), 0);
        assert_eq!(small_in_a_rule(None), 0);
    }

    #[test]
    fn exported_macros_read_dollar_crate_is() {
        // A test left a lone `bool` would leave the bodies' `v` to the caller's.
        let v = 100u32;
        assert_eq!(first_small!(Some(3u32)), 3);
        assert_eq!(first_small!(Some(30u32)), 0);
        assert_eq!(first_small!(None::<u32>), 0);
        assert_eq!(sum_small!([1u32, 2, 30, 4]), 3);
        assert!(is_small!(Some(3u32)) && !is_small!(Some(v)));
        assert_eq!(first_small_of!(Some(30u32), None, Some(4)), 4);
        assert_eq!(small_by_guard!(Some(3u32)), 3);
        assert_eq!(small_by_guard!(Some(30u32)), 0);
        assert_eq!(small_in_block!(Some(3u32)), 3);
        assert_eq!(small_in_block!(Some(30u32)), 0);
    }

    #[test]
    fn pattern_types_reach_their_runtime_by_the_renamed_path() {
        assert_eq!(Errno::try_from(22u32).map(Errno::get), Ok(22));
        let error = Errno::try_from(5000u32).unwrap_err();
        assert_eq!(*error.value(), 5000);
        assert_eq!("12".parse::<Errno>().map(Errno::get), Ok(12));
        assert!(<Errno as PatternType>::contains(4095));
        assert_eq!(size_of::<Option<Errno>>(), size_of::<u32>());
        assert!(Present::new(Some(1)).is_ok() && Present::<u8>::new(None).is_err());
        assert!(Ratio::try_from(2.0).is_err());
        assert_eq!(Ratio::try_from(0.5).map(Ratio::get), Ok(0.5));
        assert_eq!("0.5".parse::<Ratio>().map(Ratio::get), Ok(0.5));
        assert!(<Ratio as PatternType>::contains(1.0));
    }
}
