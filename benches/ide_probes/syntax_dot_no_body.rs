// Typing in `is::syntax!`: a method after a binding, before the body's braces are typed.
is::syntax! {
    fn f(x: Option<u8>) -> u8 { if x is Some(v) && v.$0@completion }
}
