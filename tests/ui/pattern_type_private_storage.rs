// The module that defines a pattern type cannot build one without the check: the struct's
// field is a `Sealed`, which only `unsafe` code makes, and its type names the alias, so that
// two aliases that store alike cannot swap their fields either.
use is::{is, is_syntax};

#[is_syntax]
type Errno = is!(u32 is 0..4096);

#[is_syntax]
type Small = is!(u8 is 1..=10);

#[is_syntax]
type Large = is!(u8 is 1..=200);

#[is_syntax]
type Present<T> = is!(Option<T> is Some(_));

fn main() {
    let _ = Errno(core::num::NonZero::new(5000).unwrap());
    let _: Present<u8> = Present(None, core::marker::PhantomData);
    let large = Large::new(200).unwrap();
    let _ = Small(large.0);
}
