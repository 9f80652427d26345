//! Pairs of functions, `is_*` written with `is` and `hand_*` its hand-written twin. The test
//! in `tests/asm.rs` checks that each pair compiles to the same optimised machine code; the
//! benchmark in `benches/runtime.rs` times both.
//!
//! Every function is `#[unsafe(no_mangle)]` and `#[inline(never)]`, so each has one symbol
//! whose body can be read back from the assembly.

#![allow(clippy::missing_panics_doc, clippy::must_use_candidate)]

use is::{is, is_syntax};

/// An error number, stored as its own bits.
#[is_syntax]
pub type Errno = is!(u32 is 0..4096);

/// A `u64` other than `u64::MAX`, stored as `value ^ u64::MAX`.
#[is_syntax]
pub type NotMax = is!(u64 is ..u64::MAX);

/// A positive `i32`, stored in a `NonZero`.
#[is_syntax]
pub type Positive = is!(i32 is 1..);

/// A pattern that holds every `Errno`, for `expand`.
#[is_syntax]
pub type Wider = is!(u32 is 0..10_000);

/// A value other than `u64::MAX` or 0..10, for `expand` into the xor layout.
#[is_syntax]
pub type Sparse = is!(u64 is 10..u64::MAX);

/// A pattern that holds every `Sparse`, stored as `value ^ u64::MAX`.
#[is_syntax]
pub type NotMaxEither = is!(u64 is ..u64::MAX);

#[unsafe(no_mangle)]
#[inline(never)]
#[is_syntax]
pub fn is_if_chain(x: Option<u32>, y: Result<u32, ()>) -> u32 {
    if is!(x is Some(a) && a > 3) && is!(y, Ok(b)) {
        a + b
    } else {
        0
    }
}

#[unsafe(no_mangle)]
#[inline(never)]
pub fn hand_if_chain(x: Option<u32>, y: Result<u32, ()>) -> u32 {
    if let Some(a) = x
        && a > 3
        && let Ok(b) = y
    {
        a + b
    } else {
        0
    }
}

#[unsafe(no_mangle)]
#[inline(never)]
#[is_syntax]
pub fn is_while_sum(values: &[Option<u32>]) -> u32 {
    let mut it = values.iter();
    let mut sum = 0u32;
    while is!(it.next() is Some(Some(v))) && *v < 100 {
        sum = sum.wrapping_add(*v);
    }
    sum
}

#[unsafe(no_mangle)]
#[inline(never)]
pub fn hand_while_sum(values: &[Option<u32>]) -> u32 {
    let mut it = values.iter();
    let mut sum = 0u32;
    while let Some(Some(v)) = it.next()
        && *v < 100
    {
        sum = sum.wrapping_add(*v);
    }
    sum
}

/// A labelled `while`, which the lowering writes as the `loop` it means so that the label
/// keeps the user's span.
#[unsafe(no_mangle)]
#[inline(never)]
#[is_syntax]
pub fn is_labelled_while(values: &[Option<u32>]) -> u32 {
    let mut it = values.iter();
    let mut sum = 0u32;
    'values: while is!(it.next() is Some(Some(v))) && *v < 100 {
        if *v == 7 {
            continue 'values;
        }
        if *v == 9 {
            break 'values;
        }
        sum = sum.wrapping_add(*v);
    }
    sum
}

#[unsafe(no_mangle)]
#[inline(never)]
pub fn hand_labelled_while(values: &[Option<u32>]) -> u32 {
    let mut it = values.iter();
    let mut sum = 0u32;
    'values: while let Some(Some(v)) = it.next()
        && *v < 100
    {
        if *v == 7 {
            continue 'values;
        }
        if *v == 9 {
            break 'values;
        }
        sum = sum.wrapping_add(*v);
    }
    sum
}

#[unsafe(no_mangle)]
#[inline(never)]
#[is_syntax]
pub fn is_guard(x: Option<u32>) -> u32 {
    match x {
        Some(n) if is!(n.checked_sub(10) is Some(m)) && m > 2 => m,
        Some(n) => n,
        None => 7,
    }
}

#[unsafe(no_mangle)]
#[inline(never)]
pub fn hand_guard(x: Option<u32>) -> u32 {
    match x {
        Some(n)
            if let Some(m) = n.checked_sub(10)
                && m > 2 =>
        {
            m
        }
        Some(n) => n,
        None => 7,
    }
}

/// A negative chain under `let_else`: each test a `let … else` in the macro's labelled block,
/// its bindings moved out through an `Option`, which costs nothing.
#[unsafe(no_mangle)]
#[inline(never)]
#[is_syntax(let_else)]
pub fn is_let_else(x: Option<u32>, y: Result<u32, ()>) -> u32 {
    if !is!(x is Some(a) && a > 3 && y is Ok(b)) {
        return 0;
    }
    a.wrapping_mul(b)
}

#[unsafe(no_mangle)]
#[inline(never)]
pub fn hand_let_else(x: Option<u32>, y: Result<u32, ()>) -> u32 {
    let Some(a) = x else {
        return 0;
    };
    if a <= 3 {
        return 0;
    }
    let Ok(b) = y else {
        return 0;
    };
    a.wrapping_mul(b)
}

#[unsafe(no_mangle)]
#[inline(never)]
pub fn is_bool(x: Option<u32>, y: Result<u8, u8>) -> bool {
    is!(x is Some(a) && a > 3 || y is Err(1..))
}

#[unsafe(no_mangle)]
#[inline(never)]
#[allow(clippy::unnested_or_patterns)]
pub fn hand_bool(x: Option<u32>, y: Result<u8, u8>) -> bool {
    (if let Some(a) = x
        && a > 3
    {
        true
    } else {
        false
    }) || matches!(y, Err(1..))
}

#[unsafe(no_mangle)]
#[inline(never)]
pub fn is_matches(x: Option<u32>) -> bool {
    is!(x, Some(1..=9) | None)
}

#[unsafe(no_mangle)]
#[inline(never)]
pub fn hand_matches(x: Option<u32>) -> bool {
    matches!(x, Some(1..=9) | None)
}

#[unsafe(no_mangle)]
#[inline(never)]
pub fn is_errno_round_trip(v: u32) -> u32 {
    Errno::new(v).map_or(u32::MAX, Errno::get)
}

#[unsafe(no_mangle)]
#[inline(never)]
pub fn hand_errno_round_trip(v: u32) -> u32 {
    if v < 4096 { v } else { u32::MAX }
}

#[unsafe(no_mangle)]
#[inline(never)]
pub fn is_errno_get(e: Errno) -> u32 {
    e.get()
}

#[unsafe(no_mangle)]
#[inline(never)]
pub fn hand_errno_get(v: u32) -> u32 {
    v
}

#[unsafe(no_mangle)]
#[inline(never)]
pub fn is_not_max_round_trip(v: u64) -> u64 {
    NotMax::new(v).map_or(0, NotMax::get)
}

#[unsafe(no_mangle)]
#[inline(never)]
pub fn hand_not_max_round_trip(v: u64) -> u64 {
    if v == u64::MAX { 0 } else { v }
}

#[unsafe(no_mangle)]
#[inline(never)]
pub fn is_positive_round_trip(v: i32) -> i32 {
    Positive::new(v).map_or(-1, Positive::get)
}

#[unsafe(no_mangle)]
#[inline(never)]
pub fn hand_positive_round_trip(v: i32) -> i32 {
    if v >= 1 { v } else { -1 }
}

#[unsafe(no_mangle)]
#[inline(never)]
pub fn is_errno_checked_add(e: Errno, rhs: u32) -> u32 {
    e.checked_add(rhs).map_or(u32::MAX, Errno::get)
}

#[unsafe(no_mangle)]
#[inline(never)]
pub fn hand_errno_checked_add(v: u32, rhs: u32) -> u32 {
    match v.checked_add(rhs) {
        Some(sum) if sum < 4096 => sum,
        _ => u32::MAX,
    }
}

#[unsafe(no_mangle)]
#[inline(never)]
pub fn is_positive_checked_sub(p: Positive, rhs: i32) -> i32 {
    p.checked_sub(rhs).map_or(0, Positive::get)
}

#[unsafe(no_mangle)]
#[inline(never)]
pub fn hand_positive_checked_sub(v: i32, rhs: i32) -> i32 {
    match v.checked_sub(rhs) {
        Some(difference) if difference >= 1 => difference,
        _ => 0,
    }
}

/// Both layouts keep the bits: `expand` is nothing at all.
#[unsafe(no_mangle)]
#[inline(never)]
pub fn is_errno_expand(e: Errno) -> Wider {
    e.expand()
}

#[unsafe(no_mangle)]
#[inline(never)]
pub fn hand_errno_expand(v: u32) -> u32 {
    v
}

/// Into the xor layout: the one `xor` that storing the value takes, no check.
#[unsafe(no_mangle)]
#[inline(never)]
pub fn is_sparse_expand(s: Sparse) -> NotMaxEither {
    s.expand()
}

#[unsafe(no_mangle)]
#[inline(never)]
pub fn hand_sparse_expand(v: u64) -> u64 {
    v ^ u64::MAX
}

/// The pairs, by the name after `is_`/`hand_`.
pub const PAIRS: &[&str] = &[
    "if_chain",
    "while_sum",
    "labelled_while",
    "guard",
    "let_else",
    "bool",
    "matches",
    "errno_round_trip",
    "errno_get",
    "not_max_round_trip",
    "positive_round_trip",
    "errno_checked_add",
    "positive_checked_sub",
    "errno_expand",
    "sparse_expand",
];
