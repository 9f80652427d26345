// `is!(EXPR, PAT if GUARD)` whose pattern has alternatives: `matches!` tries the guard once
// for each alternative that matches, so the comma form must too. `include!`d by the
// edition-2021 and edition-2024 user crates; every function is compared with `matches!` on
// every value of a small table, through `is!` on its own and both front ends.

use std::cell::Cell;

use is::is_syntax;

/// A pair of small numbers: every value of `0..4` twice is the table the tests run on.
pub type Pair = (u8, u8);

/// Counts the guard's runs, and answers as told.
pub struct Guard {
    runs: Cell<u8>,
    answer: bool,
}

impl Guard {
    #[must_use]
    pub fn new(answer: bool) -> Guard {
        Guard {
            runs: Cell::new(0),
            answer,
        }
    }

    /// The answer, counted.
    #[must_use]
    pub fn check(&self) -> bool {
        self.runs.set(self.runs.get() + 1);
        self.answer
    }

    #[must_use]
    pub fn runs(&self) -> u8 {
        self.runs.get()
    }
}

/// The same tokens through each front: `is!` on its own (`alone`), under `#[is_syntax]`
/// (`attribute`) and in `is::syntax!` (`block`). `alone` gets the items of every front and
/// its own; the two annotated fronts those of every front and theirs.
///
/// The overlapping alternatives (`Some(_) | Some(1)`) are the point: clippy's nesting of them
/// would try the guard as often (`matches!` tries it per alternative at any depth), but is not
/// the case as written.
macro_rules! in_every_front {
    (
        every: { $($every:tt)* }
        alone: { $($alone:tt)* }
        annotated: { $($annotated:tt)* }
    ) => {
        /// `is!` on its own, where the bindings end at its `)`.
        #[allow(clippy::unnested_or_patterns)]
        pub mod alone {
            use super::{Guard, Pair};
            use is::is;

            $($every)*
            $($alone)*
        }

        /// Under `#[is_syntax]`.
        #[is_syntax]
        #[allow(clippy::unnested_or_patterns)]
        pub mod attribute {
            use super::{Guard, Pair};
            use is::is;

            $($every)*
            $($annotated)*
        }

        /// In `is::syntax!`.
        #[allow(clippy::unnested_or_patterns)]
        pub mod block {
            use super::{Guard, Pair};

            is::syntax! {
                $($every)*
                $($annotated)*
            }
        }
    };
}

in_every_front! {
    // Where no binding goes on past the test: `matches!` exactly, bindings or not. A pattern
    // that binds nothing is, in a condition and before a later `&&` link too.
    every: {
        #[must_use]
        pub fn either_is_two(t: Pair) -> bool {
            is!(t, (x, _) | (_, x) if x == 2)
        }

        #[must_use]
        pub fn nested(t: Option<Pair>) -> bool {
            let b = is!(t, Some((x, _) | (_, x)) if x == 2);
            b
        }

        /// Overlapping alternatives that bind nothing: the value and the guard's runs.
        #[must_use]
        pub fn overlapping(o: Option<u8>, answer: bool) -> (bool, u8) {
            let guard = Guard::new(answer);
            let b = is!(o, Some(_) | Some(1) if guard.check());
            (b, guard.runs())
        }

        /// In an `if` condition, with a later link: the value and the guard's runs.
        #[must_use]
        pub fn overlapping_condition(o: Option<u8>, answer: bool) -> (char, u8) {
            let guard = Guard::new(answer);
            let taken = if is!(o, Some(_) | Some(1) if guard.check()) && guard.runs() > 0 {
                'y'
            } else {
                'n'
            };
            (taken, guard.runs())
        }

        /// In a match guard, before a link that uses the arm's binding.
        #[must_use]
        pub fn in_guard(o: Option<u8>, t: Pair, answer: bool) -> (u8, u8) {
            let guard = Guard::new(answer);
            let arm = match o {
                Some(n) if is!(t, (1, _) | (_, 1) if guard.check()) && n > 0 => n,
                _ => 0,
            };
            (arm, guard.runs())
        }

        /// A cast before the `,` is no pattern type's, as `matches!` reads it.
        #[must_use]
        #[allow(clippy::cast_possible_truncation)]
        pub fn cast(n: u16) -> bool {
            is!(n as u8, x @ (1 | 2) if x > 1)
        }
    }
    // Bindings in an `if` condition, which end at the `)` here: under the attribute they
    // would go on into the body, which is an error (`tests/ui/comma_guard_alternatives.rs`).
    alone: {
        #[must_use]
        pub fn in_condition(t: Pair) -> u8 {
            if is!(t, (x, 1) | (1, x) if x > 1) { t.0 + t.1 } else { 0 }
        }
    }
    // The last link of a value's chain, which sees the earlier links' bindings: its own end
    // with the chain.
    annotated: {
        #[must_use]
        pub fn last_link(a: Option<u8>, t: Pair) -> bool {
            is!(a is Some(v) && v > 0) && is!(t, (x, _) | (_, x) if x == v)
        }
    }
}

#[cfg(test)]
#[allow(clippy::unnested_or_patterns)]
mod tests {
    use super::{Guard, Pair, alone, attribute, block};

    /// Every pair of `0..4`.
    fn pairs() -> impl Iterator<Item = Pair> {
        (0..4).flat_map(|a| (0..4).map(move |b| (a, b)))
    }

    const OPTIONS: [Option<u8>; 4] = [None, Some(0), Some(1), Some(2)];

    #[test]
    fn bindings_in_alternatives_try_the_guard_as_matches_does() {
        for t in pairs() {
            let expected = matches!(t, (x, _) | (_, x) if x == 2);
            let got = [
                alone::either_is_two(t),
                attribute::either_is_two(t),
                block::either_is_two(t),
            ];
            assert_eq!(got, [expected; 3], "{t:?}");
            for o in [None, Some(t)] {
                let expected = matches!(o, Some((x, _) | (_, x)) if x == 2);
                let got = [alone::nested(o), attribute::nested(o), block::nested(o)];
                assert_eq!(got, [expected; 3], "{o:?}");
            }
            let expected = if matches!(t, (x, 1) | (1, x) if x > 1) { t.0 + t.1 } else { 0 };
            assert_eq!(alone::in_condition(t), expected, "{t:?}");
            let n = u16::from(t.0) << 8 | u16::from(t.1);
            #[allow(clippy::cast_possible_truncation)]
            let expected = matches!(n as u8, x @ (1 | 2) if x > 1);
            let got = [alone::cast(n), attribute::cast(n), block::cast(n)];
            assert_eq!(got, [expected; 3], "{n}");
            for a in OPTIONS {
                let expected = matches!(a, Some(v) if v > 0)
                    && matches!((a, t), (Some(v), (x, _) | (_, x)) if x == v);
                let got = [attribute::last_link(a, t), block::last_link(a, t)];
                assert_eq!(got, [expected; 2], "{a:?} {t:?}");
            }
        }
    }

    #[test]
    fn a_guard_runs_as_often_as_in_matches() {
        for o in OPTIONS {
            for answer in [false, true] {
                let guard = Guard::new(answer);
                let expected = (matches!(o, Some(_) | Some(1) if guard.check()), guard.runs());
                let got = [
                    alone::overlapping(o, answer),
                    attribute::overlapping(o, answer),
                    block::overlapping(o, answer),
                ];
                assert_eq!(got, [expected; 3], "{o:?} {answer}");
                let guard = Guard::new(answer);
                let taken = matches!(o, Some(_) | Some(1) if guard.check()) && guard.runs() > 0;
                let expected = (if taken { 'y' } else { 'n' }, guard.runs());
                let got = [
                    alone::overlapping_condition(o, answer),
                    attribute::overlapping_condition(o, answer),
                    block::overlapping_condition(o, answer),
                ];
                assert_eq!(got, [expected; 3], "{o:?} {answer}");
                for t in pairs() {
                    let guard = Guard::new(answer);
                    let arm = match o {
                        Some(n) if matches!(t, (1, _) | (_, 1) if guard.check()) && n > 0 => n,
                        _ => 0,
                    };
                    let expected = (arm, guard.runs());
                    let got = [
                        alone::in_guard(o, t, answer),
                        attribute::in_guard(o, t, answer),
                        block::in_guard(o, t, answer),
                    ];
                    assert_eq!(got, [expected; 3], "{o:?} {t:?} {answer}");
                }
            }
        }
    }
}
