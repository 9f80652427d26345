//! What an enum refinement's generated impls share.

/// A refinement's clone: the base's `Clone` is the user's code and may give any value, so the
/// clone is checked against the pattern before it becomes the type. A clone outside the
/// pattern panics, naming the type: no value outside the pattern ever exists.
pub fn checked_clone<B: Clone>(
    value: &B,
    contains: fn(&B) -> bool,
    type_name: &'static str,
    pattern: &'static str,
) -> B {
    let clone = value.clone();
    if !contains(&clone) {
        clone_outside(type_name, pattern);
    }
    clone
}

#[cold]
#[inline(never)]
fn clone_outside(type_name: &'static str, pattern: &'static str) -> ! {
    panic!("the base's `Clone` gave a `{type_name}` a value that does not match `{pattern}`")
}
