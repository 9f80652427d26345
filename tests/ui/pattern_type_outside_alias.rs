// A pattern type is a `type` alias under `#[is_syntax]`; elsewhere the error says so.
use is::is;

type Errno = is!(u32 is 0..4096);

fn main() {
    let _: Option<Errno> = None;
}
