// `is::value!` is checked by `cargo check`, even in a function nobody calls.
use is::{is, is_syntax};

#[is_syntax]
type Errno = is!(u32 is 0..4096);

#[allow(dead_code)]
fn never_called() -> Errno {
    is::value!(Errno, 5000)
}

fn main() {
    let _ = is::value!(Errno, 22);
}
