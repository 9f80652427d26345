use is::{is, is_syntax};

#[is_syntax]
type Errno = is!(u32 is 0..4096);

fn main() {
    let a = Errno::new(1).unwrap();
    let b = Errno::new(2).unwrap();
    let _ = a + b;
    let _ = a + 1;
    let _ = a * 2u32;
}
