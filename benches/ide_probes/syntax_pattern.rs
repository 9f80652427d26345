// Typing in `is::syntax!`: the pattern after `x is `.
is::syntax! {
    fn f(x: Option<u8>) -> u8 { if x is $0@completion { 1 } else { 0 } }
}
