//! What the documentation claims, checked: the claims about the compiler's behaviour by
//! compiling them, and the rules the docs themselves follow by reading their source.

use is::{is, is_syntax};

#[is_syntax]
type Errno = is!(u32 is 0..4096);

/// `new_const`'s docs say it is checked only where the compiler evaluates it: this function,
/// which nothing calls, builds with a value outside the pattern (`is::value!` here fails to
/// compile: `tests/ui/pattern_type_value_checked.rs`). If this stops compiling, rustc checks
/// more than the docs say, and they should say so.
#[allow(dead_code)]
fn never_called() -> Errno {
    Errno::new_const::<5000>()
}

#[test]
fn new_const_is_checked_where_evaluated() {
    const EINVAL: Errno = Errno::new_const::<22>();
    assert_eq!(EINVAL.get(), 22);
}
