// The module that defines a pattern type cannot build one without the check: its storage is
// private to a module of its own.
use is::{is, is_syntax};

#[is_syntax]
type Errno = is!(u32 is 0..4096);

#[is_syntax]
type Present<T> = is!(Option<T> is Some(_));

fn main() {
    let _ = Errno(core::num::NonZero::new(5000).unwrap());
    let _: Present<u8> = Present(None, core::marker::PhantomData);
    let errno = Errno::new(1).unwrap();
    let _ = errno.0;
}
