use is::{is, is_syntax};
use std::ops::{Add, Mul};

#[is_syntax]
type Errno = is!(u32 is 0..4096);

// The operators are asked for through bounds and references, so that rustc's message points
// here and never quotes core's source (which it does only where `rust-src` is installed).
fn add<T: Add<U>, U>(_: T, _: U) {}
fn mul<T: Mul<U>, U>(_: T, _: U) {}

fn main() {
    let a = Errno::new(1).unwrap();
    let b = Errno::new(2).unwrap();
    add::<Errno, Errno>(a, b);
    add::<Errno, u32>(a, 1);
    mul::<Errno, u32>(a, 2);
    let _ = &a + &b;
}
