// Typing in `is::syntax!`: the next link of a condition, before the body.
is::syntax! {
    fn f(x: Option<u8>) -> u8 { if x is Some(v) && $0@completion { v } else { 0 } }
}
