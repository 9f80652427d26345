use is::is;

fn pattern_then_eq(x: Option<u8>, b: bool) -> bool {
    is!(x is Some(_) == b)
}

fn eq_then_pattern(a: bool, x: Option<bool>) -> bool {
    is!(a == x is Some(true))
}

fn pattern_then_is(x: Option<u8>) -> bool {
    is!(x is Some(_) is true)
}

fn main() {
    pattern_then_eq(None, true);
    eq_then_pattern(true, None);
    pattern_then_is(None);
}
