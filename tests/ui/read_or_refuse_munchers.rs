use is::{is, is_syntax};

// Issue 31: a tt-muncher carries a test in its accumulator and writes it into a condition
// whose body came from anywhere in its arguments: past a `;`, before the test, or through a
// rule's own call. The let-chain would bind there; the lone `bool` cannot, so an `is!` that
// stands loose in a macro's arguments that name its bindings elsewhere is refused. Each
// binding has an outer variable of its name in scope, which a lone `bool` would name silently.

// Its body after a `;`.
macro_rules! semi {
    (@acc [$($a:tt)*] ; $b:block) => { if $($a)* $b else { 0 } };
    (@acc [$($a:tt)*] $t:tt $($rest:tt)*) => { semi!(@acc [$($a)* $t] $($rest)*) };
}

// Its condition through an `expr` fragment.
macro_rules! through_expr {
    (@acc [$($a:tt)*] then $b:block) => { if $($a)* $b else { 0 } };
    (@acc [$($a:tt)*] $t:tt $($rest:tt)*) => { through_expr!(@acc [$($a)* $t] $($rest)*) };
    ($c:expr ; $b:block) => { through_expr!(@acc [] $c then $b) };
}

// Its body before its condition.
macro_rules! reordered {
    (body $b:block cond $($c:tt)*) => { if $($c)* $b else { 0 } };
}

// Its body before its condition, in arguments that read as values: one array, one sum.
macro_rules! body_in_array {
    ([$b:block, $($c:tt)*]) => { if $($c)* $b else { 0 } };
}
macro_rules! body_in_sum {
    ($b:block + $($c:tt)*) => { if $($c)* $b else { 0 } };
}

#[is_syntax]
fn past_a_semicolon(x: Option<u8>) -> u8 {
    let v = 100u8;
    semi!(@acc [] is!(x is Some(v)) ; { v })
        + semi!(@acc [] is!(x is Some(v)) && { let _ = (1, 2); true } && true ; { v })
        + through_expr!(is!(x is Some(v)) ; { v })
}

#[is_syntax]
fn body_first(x: Option<u8>) -> u8 {
    let v = 100u8;
    let a = reordered!(body { v } cond is!(x is Some(v)));
    let b = body_in_array!([{ v }, is!(x is Some(v))]);
    a + b + body_in_sum!({ v } + is!(x is Some(v)))
}

#[is_syntax]
fn defined_inside(x: Option<u8>) -> u8 {
    let v = 100u8;
    macro_rules! inner {
        (@acc [$($a:tt)*] , $b:expr) => { if $($a)* { $b } else { 0 } };
        (@acc [$($a:tt)*] $t:tt $($rest:tt)*) => { inner!(@acc [$($a)* $t] $($rest)*) };
    }
    // A rule of the item's own whose call carries the test.
    macro_rules! wrapped {
        ($e:expr) => { semi!(@acc [] is!($e is Some(v)) ; { v }) };
    }
    inner!(@acc [] x.is_some() && is!(x is Some(v)), v) + wrapped!(x)
}

// Where the bindings are named nowhere else in the arguments, the test is a value whatever
// the muncher does with it: read, no error.
#[is_syntax]
fn named_nowhere_else(x: Option<u8>) -> u8 {
    let v = 100u8;
    semi!(@acc [] is!(x is Some(w) && w > 3) ; { v })
}

is::syntax! {
    fn in_a_block(x: Option<u8>) -> u8 {
        let v = 100u8;
        let a = semi!(@acc [] is::is!(x is Some(v)) ; { v });
        let b = reordered!(body { v } cond is::is!(x is Some(v)));
        a + b + body_in_sum!({ v } + x is Some(v))
    }
}

fn main() {}
