use is::{is, is_syntax};

// Issue 31: an `is!` the attribute cannot read, whose chain goes on where its bindings would
// be meant, is refused; each binding has an outer variable of its name in scope, which the
// chain would name silently if the call were left a lone `bool`.
macro_rules! statements {
    ($($t:tt)*) => { $($t)* };
}

// A macro that puts one argument in a condition and another in its body.
macro_rules! t {
    ([$($c:tt)*], $b:block) => { if $($c)* $b else { 0 } };
}

#[is_syntax]
fn parenthesised(x: Option<u8>) -> u8 {
    let v = 100u8;
    statements! {
        const Y: u8 = 3;
        if (is!(x is Some(v))) && v > Y { return v; }
    }
    statements! {
        const Z: bool = true;
        if (Z && is!(x is Some(v))) { return v; }
    }
    statements! {
        const W: u8 = 0;
        while (is!(x is Some(v))) && v > W { return v; }
    }
    v
}

#[is_syntax]
fn past_a_block(x: Option<u8>, r: u8) -> u8 {
    let v = 100u8;
    statements! {
        const Y: u8 = 3;
        if is!(x is Some(v)) && { r == 1 } && v > Y { return v; }
    }
    statements! {
        const Z: u8 = 3;
        if is!(x is Some(v)) && unsafe { r == 1 } && v > Z { return v; }
    }
    match r {
        _ if statements!(is!(x is Some(v))) && v > 1 => v,
        _ => 0,
    }
}

#[is_syntax]
fn forwarded_into_a_condition(x: Option<u8>) -> u8 {
    let v = 100u8;
    // Its bindings named nowhere outside its argument: a value, whatever the macro does.
    let fine = t!([is!(x is Some(w)) && w > 3], { 1 });
    fine + t!([is!(x is Some(v)) && v > 3], { v })
}

// A rule body that does not read (a repetition of `tt`s where an operand stands): the test's
// pattern comes from a fragment, and a fragment after it may name its bindings.
#[is_syntax]
fn fragments(a: Option<u8>) -> u8 {
    let v = 100u8;
    macro_rules! pick {
        ($e:expr, $p:pat, $g:expr, $($t:tt)*) => {{
            let _ = is!($($t)* is Some(_));
            if is!($e is $p) && $g { 1 } else { 0 }
        }};
    }
    pick!(a, Some(v), v > 3, a)
}

fn main() {
    parenthesised(None);
    past_a_block(None, 0);
    forwarded_into_a_condition(None);
    fragments(None);
}
