// Outside `#[is_syntax]`, a dropped `is!` and one whose pattern matches every value are
// warned about (denied here, to show the warnings).
#![deny(unused_must_use, deprecated)]
use is::is;

fn main() {
    let x = Some(3);
    is!(x is Some(_));
    let _ = is!(x is _);
}
