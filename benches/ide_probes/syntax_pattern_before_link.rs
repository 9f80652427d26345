// Typing in `is::syntax!`: a test inserted before the next link of a condition, its pattern
// not typed yet.
is::syntax! {
    fn f(x: Option<u8>, name: &str) -> u8 { if x is $0@completion && name.len() > 3 { 1 } else { 0 } }
}
