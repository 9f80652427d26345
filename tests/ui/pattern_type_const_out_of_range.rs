use is::{is, is_syntax};

#[is_syntax]
type Errno = is!(u32 is 0..4096);

const EINVAL: Errno = Errno::new_const::<22>();
const TOO_BIG: Errno = Errno::new_const::<5000>();

fn main() {
    let _ = (EINVAL, TOO_BIG);
}
