//! `#[cfg]` on an alias gates everything the alias generates, its errors included: an alias
//! compiled out is not read, as rustc reads no item compiled out (issue 28).

use is::{is, is_syntax};

// Out of range for `u8`: an error, were it compiled.
#[is_syntax]
#[cfg(any())]
pub type Wide = is!(u8 is 0..300);

// The same name, compiled in: the one compiled out holds no name either.
#[is_syntax]
#[cfg(not(any()))]
pub type Wide = is!(u8 is 0..200);

// No attribute the alias would refuse is read either.
#[is_syntax]
#[cfg(any())]
#[derive(Debug)]
pub type Refused = is!(u8 is 0..10);

// A pattern that matches every `usize` on 64-bit targets and is out of range on narrower
// ones, gated to 32-bit targets: no width reads it, and none of its errors is compiled here.
#[is_syntax]
#[cfg(target_pointer_width = "32")]
pub type Everything = is!(usize is ..=18446744073709551615);

// The case: an error on 32-bit targets only, where the alias is compiled out.
#[is_syntax]
#[cfg(target_pointer_width = "64")]
pub type Big = is!(usize is ..=4294967295);

// The same in a block, whose aliases are written as `BASE is PATTERN`.
is::syntax! {
    #[cfg(any())]
    pub type InBlock = u8 is 0..300;

    #[cfg(not(any()))]
    pub type InBlock = u8 is 0..=9;
}

#[test]
fn only_the_alias_compiled_in_is_read() {
    assert_eq!(InBlock::MAX.get(), 9);
    assert_eq!(Wide::MAX.get(), 199);
    #[cfg(target_pointer_width = "64")]
    assert_eq!(Big::MAX.get(), 4_294_967_295);
}
