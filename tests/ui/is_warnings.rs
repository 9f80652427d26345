// Outside `#[is_syntax]`, the crate's own warnings, denied here to show them: a dropped `is!`,
// one whose pattern matches every value, and a binding that nothing in the call uses, which
// the code after the call may have meant. Each is a lint that `allow` allows.
#![deny(unused_must_use, deprecated)]
use is::is;

fn dropped(x: Option<u8>) {
    is!(x is Some(_));
}

fn always(x: Option<u8>) -> bool {
    is!(x is _)
}

fn binding_meant_after_the_call(x: Option<u8>) -> u8 {
    let v = 1;
    if is!(x is Some(v)) && v > 3 { v } else { 0 }
}

fn used_inside_the_call(x: Option<u8>) -> bool {
    is!(x is Some(v) && v > 3) && is!(x, Some(w) if w < 9) && is!(x is Some(_unused))
}

// With alternatives and a guard, `matches!`'s `match`, which warns the same.
fn binding_in_alternatives(t: (u8, u8)) -> u8 {
    let x = 1;
    if is!(t, (x, 1 | 2) if t.0 > 0) { x } else { 0 }
}

#[allow(deprecated)]
fn allowed(x: Option<u8>) -> u8 {
    let v = 1;
    if is!(x is Some(v)) { v } else { 0 }
}

#[allow(unused_must_use)]
fn allowed_drop(x: Option<u8>) {
    is!(x is Some(_));
}

fn main() {
    dropped(None);
    always(None);
    binding_meant_after_the_call(None);
    used_inside_the_call(None);
    binding_in_alternatives((1, 1));
    allowed(None);
    allowed_drop(None);
}
