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

#[is_syntax]
fn fragments(s: &[Option<u8>], a: Option<u8>, b: Option<u8>) -> u8 {
    let v = 100u8;
    macro_rules! many {
        ($e:expr; $($p:pat),* => $g:expr) => {
            if is!($e is [$($p),*]) && $g { 1 } else { 0 }
        };
    }
    macro_rules! ladder {
        ($($e:expr, $p:pat => $r:expr);+) => {
            if false { 0 } $(else if is!($e is $p) { $r })+ else { 1 }
        };
    }
    many!(s; Some(v), None => v.count_ones() > 1) + ladder!(a, Some(v) => v; b, Some(v) => v / 2)
}

fn main() {
    parenthesised(None);
    past_a_block(None, 0);
    forwarded_into_a_condition(None);
    fragments(&[], None, None);
}
