// `is!(EXPR, PAT if GUARD)` with alternatives is `matches!`, which tries the guard for each
// alternative that matches: no binding of it can reach the code after it. Where the chain
// would carry one on, it is an error; where none would, it is `matches!` (no error here).
use is::{is, is_syntax};

#[is_syntax]
fn body(t: (u8, u8)) -> u8 {
    if is!(t, (x, _) | (_, x) if x == 2) { x } else { 0 }
}

#[is_syntax]
fn later_link(t: (u8, u8)) -> bool {
    is!(t, (x, 1) | (1, x) if x > 0) && x < 3
}

#[is_syntax]
fn guard_binds(t: (u8, u8), o: Option<u8>) -> u8 {
    if is!(t, (1, _) | (_, 1) if o is Some(w)) { w } else { 0 }
}

#[is_syntax]
fn match_guard(t: Option<(u8, u8)>, o: Option<u8>) -> u8 {
    match o {
        Some(n) if is!(t, Some((x, _) | (_, x)) if x == n) => x,
        _ => 0,
    }
}

// Bindings that end with it, or none: `matches!` exactly.
#[is_syntax]
fn fine(t: (u8, u8), o: Option<u8>) -> bool {
    let value = is!(t, (x, _) | (_, x) if x == 2);
    if is!(o, Some(1) | Some(_) if value) && value {
        return true;
    }
    is!(o is Some(n)) && is!(t, (x, _) | (_, x) if x == n)
}

is::syntax! {
    fn block(n: u16, t: Option<(u8, u8)>) -> u8 {
        while is!(n as u8, x @ (1 | 2) if x > 0 || t.is_none()) {
            return x;
        }
        if t is Some(p) && is!(p, (x, 1) | (1, x) if x == 2) && x > 1 {
            return x;
        }
        0
    }
}

fn main() {
    let _ = (body, later_link, guard_binds, match_guard, fine, block);
}
