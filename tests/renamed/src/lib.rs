//! A user crate that renames the dependency: `is!`, `#[is_syntax]` and `value!` reach their
//! runtime through `$crate`, whatever the crate is called. (Pattern types name it `::is`:
//! under another name they need `extern crate NAME as is;` at the crate root.)

use renamed::{is, is_syntax};

/// A condition that binds, lowered under the renamed attribute.
#[is_syntax]
#[must_use]
pub fn small(x: Option<u32>) -> u32 {
    if is!(x is Some(v) && v < 10) { v } else { 0 }
}

/// `is!` on its own, through the renamed crate's `#[must_use]` function.
#[must_use]
pub fn some(x: Option<u32>) -> bool {
    is!(x is Some(_)) && renamed::is!(x, Some(1..))
}

#[cfg(test)]
mod tests {
    use super::{small, some};

    #[test]
    fn works_under_another_name() {
        assert_eq!(small(Some(3)), 3);
        assert_eq!(small(Some(30)), 0);
        assert!(some(Some(2)) && !some(None));
    }
}
