// A user's edition-2021 `macro_rules!` with a let-chain in a rule keeps the meaning its
// edition gives it: `$e:expr` matches neither `_` nor `const { … }`, and a block of the rule
// drops its tail's temporaries after its locals. Each macro is written twice, with `is!` (in
// `#[is_syntax]`) and `is` (in `is::syntax!`), and once by hand with nested `if let`, as
// edition 2021 writes it. `include!`d by the edition-2021 crate alone.

use std::cell::RefCell;

/// Notes its name in a log when it drops.
pub struct Noted<'a> {
    log: &'a RefCell<Vec<&'static str>>,
    name: &'static str,
}

impl<'a> Noted<'a> {
    #[must_use]
    pub fn new(log: &'a RefCell<Vec<&'static str>>, name: &'static str) -> Self {
        Noted { log, name }
    }

    #[must_use]
    pub fn one(&self) -> u8 {
        1
    }
}

impl Drop for Noted<'_> {
    fn drop(&mut self) {
        self.log.borrow_mut().push(self.name);
    }
}

/// Which rule the macro picks for `_`, `const { … }` and a value, and what it gives.
#[is::is_syntax]
#[must_use]
pub fn picked_with_is(a: Option<u8>) -> [u8; 3] {
    let v = 100u8;
    macro_rules! m {
        ($e:expr) => { if is::is!($e is Some(v)) && v > 3 { v } else { v - 99 } };
        (_) => { 2 };
        (const $b:block) => { 3 };
    }
    [m!(_), m!(const { Some(5u8) }), m!(a)]
}

is::syntax! {
    #[must_use]
    pub fn picked_in_block(a: Option<u8>) -> [u8; 3] {
        let v = 100u8;
        macro_rules! m {
            ($e:expr) => { if $e is Some(v) && v > 3 { v } else { v - 99 } };
            (_) => { 2 };
            (const $b:block) => { 3 };
        }
        [m!(_), m!(const { Some(5u8) }), m!(a)]
    }
}

#[must_use]
pub fn picked_by_hand(a: Option<u8>) -> [u8; 3] {
    let v = 100u8;
    macro_rules! m {
        ($e:expr) => {
            'chain: {
                if let Some(v) = $e {
                    if v > 3 {
                        break 'chain v;
                    }
                }
                v - 99
            }
        };
        (_) => { 2 };
        (const $b:block) => { 3 };
    }
    [m!(_), m!(const { Some(5u8) }), m!(a)]
}

/// A rule whose block holds a local and a tail with a temporary, and a let-chain: the value,
/// and the order the local and the temporary drop in.
#[is::is_syntax]
#[must_use]
pub fn dropped_with_is(a: Option<u8>) -> (u8, Vec<&'static str>) {
    let log = RefCell::new(Vec::new());
    macro_rules! m {
        ($log:expr, $e:expr) => {{
            let _local = Noted::new($log, "local");
            let tested = if is::is!($e is Some(v)) && v > 3 { v } else { 0 };
            tested + Noted::new($log, "tail").one()
        }};
    }
    let value = m!(&log, a);
    (value, log.into_inner())
}

is::syntax! {
    #[must_use]
    pub fn dropped_in_block(a: Option<u8>) -> (u8, Vec<&'static str>) {
        let log = RefCell::new(Vec::new());
        macro_rules! m {
            ($log:expr, $e:expr) => {{
                let _local = Noted::new($log, "local");
                let tested = if $e is Some(v) && v > 3 { v } else { 0 };
                tested + Noted::new($log, "tail").one()
            }};
        }
        let value = m!(&log, a);
        (value, log.into_inner())
    }
}

#[must_use]
pub fn dropped_by_hand(a: Option<u8>) -> (u8, Vec<&'static str>) {
    let log = RefCell::new(Vec::new());
    macro_rules! m {
        ($log:expr, $e:expr) => {{
            let _local = Noted::new($log, "local");
            let tested = if let Some(v) = $e {
                if v > 3 { v } else { 0 }
            } else {
                0
            };
            tested + Noted::new($log, "tail").one()
        }};
    }
    let value = m!(&log, a);
    (value, log.into_inner())
}

/// A `while` and a match guard with chains in a rule, and a chain as a value.
#[is::is_syntax]
#[must_use]
pub fn loops_with_is(a: Option<u8>) -> (u8, u8, bool) {
    let v = 100u8;
    macro_rules! m {
        ($e:expr) => {{
            let mut n = $e;
            let mut steps = 0;
            while is::is!(n is Some(v)) && v > 3 {
                steps += 1;
                n = v.checked_sub(2);
            }
            let guarded = match $e {
                Some(w) if is::is!(w.checked_add(1) is Some(v)) && v > 4 => v,
                _ => v - 100,
            };
            (steps, guarded, is::is!($e is Some(v)) && v > 3)
        }};
    }
    m!(a)
}

#[must_use]
pub fn loops_by_hand(a: Option<u8>) -> (u8, u8, bool) {
    let v = 100u8;
    macro_rules! m {
        ($e:expr) => {{
            let mut n = $e;
            let mut steps = 0;
            loop {
                if let Some(v) = n {
                    if v > 3 {
                        steps += 1;
                        n = v.checked_sub(2);
                        continue;
                    }
                }
                break;
            }
            let guarded = match $e {
                Some(w) if matches!(w.checked_add(1), Some(v) if v > 4) => w + 1,
                _ => v - 100,
            };
            (steps, guarded, matches!($e, Some(v) if v > 3))
        }};
    }
    m!(a)
}

/// A ladder of 60 rounds: each round two steps of the facade's macro, under the compiler's
/// limit of 128 levels of macro recursion.
#[is::is_syntax]
#[must_use]
pub fn long_ladder(a: Option<u8>) -> u8 {
    let v = 100u8;
    macro_rules! ladder {
        ($($e:expr, $n:expr);+) => {
            if v == 0 { 0 } $(else if is::is!($e is Some(v)) && v == $n { v + $n })+ else { v }
        };
    }
    ladder!(a, 1; a, 2; a, 3; a, 4; a, 5; a, 6; a, 7; a, 8; a, 9; a, 10; a, 11; a, 12; a, 13; a, 14; a, 15; a, 16; a, 17; a, 18; a, 19; a, 20; a, 21; a, 22; a, 23; a, 24; a, 25; a, 26; a, 27; a, 28; a, 29; a, 30; a, 31; a, 32; a, 33; a, 34; a, 35; a, 36; a, 37; a, 38; a, 39; a, 40; a, 41; a, 42; a, 43; a, 44; a, 45; a, 46; a, 47; a, 48; a, 49; a, 50; a, 51; a, 52; a, 53; a, 54; a, 55; a, 56; a, 57; a, 58; a, 59; a, 60)
}

#[cfg(test)]
mod tests {
    use super::*;

    const INPUTS: [Option<u8>; 5] = [None, Some(0), Some(3), Some(4), Some(9)];

    #[test]
    fn fragments_match_as_in_2021() {
        for a in INPUTS {
            let by_hand = picked_by_hand(a);
            // `_` and `const { … }` are no `expr` in 2021: their own rules.
            assert_eq!(by_hand[..2], [2, 3]);
            assert_eq!(picked_with_is(a), by_hand, "{a:?}");
            assert_eq!(picked_in_block(a), by_hand, "{a:?}");
        }
    }

    #[test]
    fn tails_drop_as_in_2021() {
        for a in INPUTS {
            let by_hand = dropped_by_hand(a);
            // 2021: the tail's temporary lives to the end of the statement, after the local.
            assert_eq!(by_hand.1, ["local", "tail"]);
            assert_eq!(dropped_with_is(a), by_hand, "{a:?}");
            assert_eq!(dropped_in_block(a), by_hand, "{a:?}");
        }
    }

    #[test]
    fn a_long_ladder_compiles_and_picks_its_round() {
        assert_eq!(long_ladder(Some(60)), 120);
        assert_eq!(long_ladder(Some(61)), 100);
        assert_eq!(long_ladder(None), 100);
    }

    #[test]
    fn loops_guards_and_values_as_nested_if_let() {
        for a in INPUTS {
            assert_eq!(loops_with_is(a), loops_by_hand(a), "{a:?}");
        }
    }
}
