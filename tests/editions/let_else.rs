// `#[is_syntax(let_else)]`: after `if !TEST { BODY }` whose body diverges, TEST's bindings
// reach the rest of the block, as a `let … else`'s do. `include!`d by the edition-2021 and
// edition-2024 user crates; every function, through both front ends, is compared with its
// hand-written `let … else` or `match` twin in `by_hand`. Each shadows the names it binds with
// outer variables, which its body sees (as a `let … else`'s `else` does), so that a binding
// that failed to reach the code after the `if` would read the outer value and fail the test.

use std::cell::RefCell;

use is::is_syntax;

/// What happened, in order.
pub type Log = RefCell<Vec<&'static str>>;

/// Something that logs when it drops.
pub struct Noisy<'a> {
    name: &'static str,
    log: &'a Log,
}

impl<'a> Noisy<'a> {
    #[must_use]
    pub fn new(name: &'static str, log: &'a Log) -> Noisy<'a> {
        Noisy { name, log }
    }

    /// `Some(NAME)`, logged as made, when `pass`.
    #[must_use]
    pub fn pass(&self, pass: bool, name: &'static str) -> Option<Noisy<'a>> {
        self.log.borrow_mut().push(name);
        pass.then(|| Noisy::new(name, self.log))
    }
}

impl Drop for Noisy<'_> {
    fn drop(&mut self) {
        let name = self.name;
        self.log.borrow_mut().push(match name {
            "t1" => "drop t1",
            "t2" => "drop t2",
            "t3" => "drop t3",
            "a" => "drop a",
            "b" => "drop b",
            _ => "drop c",
        });
    }
}

/// `answer`, logged.
#[must_use]
pub fn step(log: &Log, answer: bool) -> bool {
    log.borrow_mut().push("step");
    answer
}

#[derive(Debug, PartialEq, Eq)]
pub enum Error {
    NotANumber(u16),
    Closed(u16, u16),
}

/// A string and a number, each maybe there.
pub type Pair = (Option<String>, Option<u8>);

/// A nested shape, and a number.
pub type Nested = (Option<(u8, Option<u8>)>, u8);

pub struct Service {
    pub open: bool,
    pub port: u16,
}

/// A service on ports 10 and up, open below 100.
#[must_use]
pub fn lookup(p: u16) -> Option<Service> {
    (p >= 10).then_some(Service {
        open: p < 100,
        port: p + 1000,
    })
}

/// Never returns.
///
/// # Panics
/// Always.
pub fn fail(v: u8) -> ! {
    panic!("failed with {v}")
}

/// The same functions under `#[is_syntax(let_else)]` with `is!` (`attribute`) and in
/// `is::syntax!` with `#![is_syntax(let_else)]` (`block`), which also gets those written with
/// infix `is`.
macro_rules! in_both_fronts {
    (every: { $($every:tt)* } block: { $($block:tt)* }) => {
        /// Under `#[is_syntax(let_else)]`.
        #[is_syntax(let_else)]
        pub mod attribute {
            use super::{fail, lookup, step, Error, Log, Nested, Noisy, Pair, Service};
            use is::is;

            $($every)*
        }

        /// In `is::syntax!` with `#![is_syntax(let_else)]`.
        pub mod block {
            use super::{fail, lookup, step, Error, Log, Nested, Noisy, Pair, Service};

            is::syntax! {
                #![is_syntax(let_else)]
                $($every)*
                $($block)*
            }
        }
    };
}

in_both_fronts! {
    every: {
        /// The issue's example. The bodies see the outer `p` and `service`.
        ///
        /// # Errors
        /// When `s` is no number, or names no open service.
        pub fn port(s: &str) -> Result<u16, Error> {
            let (p, service) = (0, Service { open: false, port: 0 });
            if !is!(s.parse::<u16>() is Ok(p)) {
                return Err(Error::NotANumber(p));
            }
            if !is!(lookup(p) is Some(service) && service.open) {
                return Err(Error::Closed(p, service.port));
            }
            Ok(service.port)
        }

        /// `!A || !b || !C` negates `A && b && C`; a binding `mut x` is mutable after it.
        #[must_use]
        pub fn either(a: Option<u8>, ready: bool, b: Option<u8>) -> u16 {
            let (x, y): (u8, u8) = (100, 100);
            if !is!(a is Some(mut x)) || !ready || !is!(b is Some(y)) {
                return u16::from(x) + u16::from(y);
            }
            x += 1;
            u16::from(x) + u16::from(y)
        }

        /// `!(A && B && c)`, which sees the earlier tests' bindings.
        #[must_use]
        pub fn whole(a: Option<u8>, b: Option<u8>) -> u16 {
            let (x, y): (u8, u8) = (100, 100);
            if !(is!(a is Some(x)) && is!(b is Some(y)) && x < y) {
                return u16::from(x) + u16::from(y);
            }
            u16::from(x) * u16::from(y)
        }

        /// By reference, `ref mut`, `@` and nested patterns.
        #[must_use]
        #[allow(clippy::many_single_char_names)]
        pub fn patterns(pair: &mut Pair, t: Nested) -> (usize, u8, u8) {
            let (s, n, a, b, c): (String, u8, u8, u8, u8) = (String::new(), 0, 0, 0, 0);
            if !is!(&pair.0 is Some(s)) {
                return (s.len(), n, a + b + c);
            }
            let len = s.len();
            if !is!(pair.1 is Some(ref mut n @ 1..=9)) {
                return (len, n, a + b + c);
            }
            *n += 1;
            if !is!(t is (Some((a, Some(b))), c @ 1..)) {
                return (len, *n, a + b + c);
            }
            (len, *n, a + b + c)
        }

        /// Bindings moved out of a place: what was not moved stays usable, in the body too.
        #[must_use]
        pub fn moves(pair: (Option<String>, String)) -> (String, String) {
            let s = String::from("outer");
            if !is!(pair.0 is Some(s)) {
                return (s, pair.1);
            }
            (s, pair.1)
        }

        /// The scrutinees' temporaries and the bindings drop as in a `let … else` for each test;
        /// where a later test fails, what the earlier ones bound drops before the body runs.
        pub fn drops(log: &Log, pass: [bool; 4]) {
            if !is!(Noisy::new("t1", log).pass(pass[0], "a") is Some(a)) {
                log.borrow_mut().push("else");
                return;
            }
            if !is!(
                Noisy::new("t2", log).pass(pass[1], "b") is Some(b)
                    && step(log, pass[2])
                    && Noisy::new("t3", log).pass(pass[3], "c") is Some(c)
            ) {
                log.borrow_mut().push("else");
                return;
            }
            log.borrow_mut().push("after");
            let _ = (&a, &b, &c);
        }

        /// A binding that only a later test of the chain uses, which the code after the `if`
        /// does not name: no unused variable, and it drops as the hand-written form's does
        /// (before the body where a later test fails, after `b` at the end).
        pub fn chained(log: &Log, pass: [bool; 2]) {
            if !is!(
                Noisy::new("t1", log).pass(pass[0], "a") is Some(a)
                    && a.pass(pass[1], "b") is Some(b)
            ) {
                log.borrow_mut().push("else");
                return;
            }
            log.borrow_mut().push("after");
            let _ = &b;
        }

        /// `?` in the scrutinee.
        #[must_use]
        pub fn question(s: &str) -> Option<u8> {
            let d: u8 = 0;
            if !is!(s.parse::<u8>().ok()?.checked_mul(2) is Some(d)) {
                return Some(d);
            }
            Some(d + 1)
        }

        /// Bodies that return `None`, which clippy would write with `?` where a `let … else`
        /// is written by hand: the generated one is no warning.
        #[must_use]
        pub fn nones(a: Option<u8>, b: Option<u8>) -> Option<u16> {
            if !is!(a is Some(x)) {
                return None;
            }
            if !is!(b is Some(y) && y > 0) {
                return None;
            }
            Some(u16::from(x) + u16::from(y))
        }

        /// `.await` in the scrutinee.
        pub async fn awaited(o: Option<u8>) -> u8 {
            let v: u8 = 100;
            if !is!(async { o }.await is Some(v)) {
                return v;
            }
            v + 1
        }

        /// `continue 'rows` as the body.
        #[must_use]
        pub fn labelled(rows: &[&[Option<u8>]]) -> u32 {
            let (mut sum, v): (u32, u8) = (0, 100);
            'rows: for row in rows {
                for cell in *row {
                    if !is!(cell is Some(v)) {
                        sum += u32::from(v);
                        continue 'rows;
                    }
                    sum += u32::from(*v);
                }
            }
            sum
        }

        /// `continue` and `break` as the body.
        #[must_use]
        pub fn loops(items: &[Option<u8>]) -> (u32, u32) {
            let (mut kept, mut first, v): (u32, u32, u8) = (0, 0, 100);
            for item in items {
                if !is!(item is Some(v)) {
                    kept += u32::from(v);
                    continue;
                }
                kept += u32::from(*v);
            }
            for item in items {
                if !is!(item is Some(v)) {
                    first += u32::from(v);
                    break;
                }
                first += u32::from(*v);
            }
            (kept, first)
        }

        /// A call of a `-> !` function as the body.
        #[must_use]
        pub fn never(o: Option<u8>) -> u8 {
            let v: u8 = 7;
            if !is!(o is Some(v)) {
                fail(v)
            }
            v
        }

        /// `panic!` as the body.
        ///
        /// # Panics
        /// On `None`.
        #[must_use]
        pub fn panics(o: Option<u8>) -> u8 {
            let v: u8 = 7;
            if !is!(o is Some(v)) {
                panic!("none, {v}");
            }
            v
        }

        /// A `loop` without `break` as the body.
        #[must_use]
        pub fn spins(o: Option<u8>) -> u8 {
            if !is!(o is Some(v)) {
                loop {
                    std::thread::park();
                }
            }
            v
        }

        /// In a closure, whose body's `return` is the closure's.
        #[must_use]
        pub fn closure(items: &[Option<u8>]) -> Vec<u8> {
            let v: u8 = 100;
            items
                .iter()
                .map(|o| {
                    if !is!(o is Some(v)) {
                        return v;
                    }
                    *v + 1
                })
                .collect()
        }

        /// In an `async` block.
        #[allow(clippy::manual_async_fn)]
    pub fn in_async(o: Option<u8>) -> impl std::future::Future<Output = u8> {
            async move {
                let v: u8 = 100;
                if !is!(o is Some(v) && v > 3) {
                    return v;
                }
                v + 1
            }
        }

        /// A body that falls through is no mistake where nothing after it names a binding.
        #[must_use]
        pub fn falls_through(o: Option<u8>) -> u8 {
            let mut n = 0;
            if !is!(o is Some(v) && v > 3) {
                n += 1;
            }
            n
        }

        /// `while` and an `else` branch keep the rules: the later `v` is the outer one.
        #[must_use]
        #[allow(clippy::redundant_else, clippy::if_not_else)]
        pub fn rules_kept(items: &[Option<u8>], o: Option<u8>) -> (u8, u8) {
            let v: u8 = 100;
            let mut it = items.iter();
            while !is!(it.next() is Some(Some(v)) && *v > 3) {
                if it.len() == 0 {
                    break;
                }
            }
            let after_while = v;
            let mut n = 0;
            if !is!(o is Some(v) && v > 3) {
                return (after_while, n);
            } else {
                n += 1;
            }
            (after_while, v + n)
        }
    }
    block: {
        /// Infix `is`, the whole test negated.
        #[must_use]
        pub fn infix(a: Option<u8>, b: Option<u8>) -> u16 {
            let (x, y): (u8, u8) = (100, 100);
            if !(a is Some(x)) {
                return u16::from(x);
            }
            if !(b is Some(y)) || !(y > x) {
                return u16::from(x) + u16::from(y);
            }
            u16::from(x) * u16::from(y)
        }
    }
}

/// Without the switch the rules stay: the `v` after the `if` is the outer one (and a warning
/// says so, allowed here).
#[is_syntax]
#[allow(deprecated)]
#[must_use]
pub fn switched_off(o: Option<u8>) -> u8 {
    let v: u8 = 100;
    if !is::is!(o is Some(v) && v > 3) {
        return 0;
    }
    v
}

/// Each function written by hand: `let … else` for a test, and for a chain a `match` (where a
/// body names an outer variable) or a `let … else` per test whose `else` drops what the
/// earlier ones bound before the body runs, as the chain's `false` does.
pub mod by_hand {
    use super::{fail, lookup, step, Error, Log, Nested, Noisy, Pair, Service};

    /// # Errors
    /// When `s` is no number, or names no open service.
    pub fn port(s: &str) -> Result<u16, Error> {
        let (p, service) = (0, Service { open: false, port: 0 });
        let Ok(p) = s.parse::<u16>() else {
            return Err(Error::NotANumber(p));
        };
        let service = match lookup(p) {
            Some(service) if service.open => service,
            _ => return Err(Error::Closed(p, service.port)),
        };
        Ok(service.port)
    }

    #[must_use]
    pub fn either(a: Option<u8>, ready: bool, b: Option<u8>) -> u16 {
        let (x, y): (u8, u8) = (100, 100);
        let (Some(mut x), true, Some(y)) = (a, ready, b) else {
            return u16::from(x) + u16::from(y);
        };
        x += 1;
        u16::from(x) + u16::from(y)
    }

    #[must_use]
    pub fn whole(a: Option<u8>, b: Option<u8>) -> u16 {
        let (x, y): (u8, u8) = (100, 100);
        let (x, y) = match (a, b) {
            (Some(x), Some(y)) if x < y => (x, y),
            _ => return u16::from(x) + u16::from(y),
        };
        u16::from(x) * u16::from(y)
    }

    #[must_use]
    #[allow(clippy::many_single_char_names)]
    pub fn patterns(pair: &mut Pair, t: Nested) -> (usize, u8, u8) {
        let (s, n, a, b, c): (String, u8, u8, u8, u8) = (String::new(), 0, 0, 0, 0);
        let Some(s) = &pair.0 else {
            return (s.len(), n, a + b + c);
        };
        let len = s.len();
        let Some(ref mut n @ 1..=9) = pair.1 else {
            return (len, n, a + b + c);
        };
        *n += 1;
        let (Some((a, Some(b))), c @ 1..) = t else {
            return (len, *n, a + b + c);
        };
        (len, *n, a + b + c)
    }

    #[must_use]
    pub fn moves(pair: (Option<String>, String)) -> (String, String) {
        let s = String::from("outer");
        let Some(s) = pair.0 else {
            return (s, pair.1);
        };
        (s, pair.1)
    }

    pub fn drops(log: &Log, pass: [bool; 4]) {
        let Some(a) = Noisy::new("t1", log).pass(pass[0], "a") else {
            log.borrow_mut().push("else");
            return;
        };
        let Some(b) = Noisy::new("t2", log).pass(pass[1], "b") else {
            log.borrow_mut().push("else");
            return;
        };
        if !step(log, pass[2]) {
            drop(b);
            log.borrow_mut().push("else");
            return;
        }
        let Some(c) = Noisy::new("t3", log).pass(pass[3], "c") else {
            drop(b);
            log.borrow_mut().push("else");
            return;
        };
        log.borrow_mut().push("after");
        let _ = (&a, &b, &c);
    }

    pub fn chained(log: &Log, pass: [bool; 2]) {
        let Some(a) = Noisy::new("t1", log).pass(pass[0], "a") else {
            log.borrow_mut().push("else");
            return;
        };
        let Some(b) = a.pass(pass[1], "b") else {
            drop(a);
            log.borrow_mut().push("else");
            return;
        };
        log.borrow_mut().push("after");
        let _ = &b;
    }

    #[must_use]
    pub fn question(s: &str) -> Option<u8> {
        let d: u8 = 0;
        let Some(d) = s.parse::<u8>().ok()?.checked_mul(2) else {
            return Some(d);
        };
        Some(d + 1)
    }

    #[must_use]
    pub fn nones(a: Option<u8>, b: Option<u8>) -> Option<u16> {
        let x = a?;
        let y = b.filter(|y| *y > 0)?;
        Some(u16::from(x) + u16::from(y))
    }

    pub async fn awaited(o: Option<u8>) -> u8 {
        let v: u8 = 100;
        let Some(v) = async { o }.await else {
            return v;
        };
        v + 1
    }

    #[must_use]
    pub fn labelled(rows: &[&[Option<u8>]]) -> u32 {
        let (mut sum, v): (u32, u8) = (0, 100);
        'rows: for row in rows {
            for cell in *row {
                let Some(v) = cell else {
                    sum += u32::from(v);
                    continue 'rows;
                };
                sum += u32::from(*v);
            }
        }
        sum
    }

    #[must_use]
    pub fn loops(items: &[Option<u8>]) -> (u32, u32) {
        let (mut kept, mut first, v): (u32, u32, u8) = (0, 0, 100);
        for item in items {
            let Some(v) = item else {
                kept += u32::from(v);
                continue;
            };
            kept += u32::from(*v);
        }
        for item in items {
            let Some(v) = item else {
                first += u32::from(v);
                break;
            };
            first += u32::from(*v);
        }
        (kept, first)
    }

    #[must_use]
    pub fn never(o: Option<u8>) -> u8 {
        let v: u8 = 7;
        let Some(v) = o else { fail(v) };
        v
    }

    /// # Panics
    /// On `None`.
    #[must_use]
    pub fn panics(o: Option<u8>) -> u8 {
        let v: u8 = 7;
        let Some(v) = o else {
            panic!("none, {v}");
        };
        v
    }

    #[must_use]
    pub fn closure(items: &[Option<u8>]) -> Vec<u8> {
        let v: u8 = 100;
        items
            .iter()
            .map(|o| {
                let Some(v) = o else {
                    return v;
                };
                *v + 1
            })
            .collect()
    }

    #[allow(clippy::manual_async_fn)]
    pub fn in_async(o: Option<u8>) -> impl std::future::Future<Output = u8> {
        async move {
            let v: u8 = 100;
            let v = match o {
                Some(v) if v > 3 => v,
                _ => return v,
            };
            v + 1
        }
    }

    #[must_use]
    pub fn infix(a: Option<u8>, b: Option<u8>) -> u16 {
        let (x, y): (u8, u8) = (100, 100);
        let Some(x) = a else {
            return u16::from(x);
        };
        let y = match b {
            Some(y) if y > x => y,
            _ => return u16::from(x) + u16::from(y),
        };
        u16::from(x) * u16::from(y)
    }
}

#[cfg(test)]
mod tests {
    use std::future::Future;
    use std::pin::pin;
    use std::task::{Context, Poll, Waker};

    use super::{attribute, block, by_hand, switched_off, Log, Nested, Pair};

    const OPTIONS: [Option<u8>; 5] = [None, Some(0), Some(3), Some(4), Some(200)];

    /// The value of a future that is ready at once.
    fn ready<T>(future: impl Future<Output = T>) -> T {
        match pin!(future).poll(&mut Context::from_waker(Waker::noop())) {
            Poll::Ready(value) => value,
            Poll::Pending => panic!("the future is ready at once"),
        }
    }

    #[test]
    fn the_issues_example_runs() {
        for s in ["", "x", "5", "42", "150", "70000"] {
            let expected = by_hand::port(s);
            assert_eq!(attribute::port(s), expected, "{s}");
            assert_eq!(block::port(s), expected, "{s}");
        }
        assert_eq!(attribute::port("42"), Ok(1042));
        assert_eq!(attribute::port("150"), Err(super::Error::Closed(150, 0)));
        assert_eq!(attribute::port("x"), Err(super::Error::NotANumber(0)));
    }

    #[test]
    fn chains_and_their_negations_bind_after_the_if() {
        for a in OPTIONS {
            for b in OPTIONS {
                for ready in [false, true] {
                    let expected = by_hand::either(a, ready, b);
                    assert_eq!(attribute::either(a, ready, b), expected);
                    assert_eq!(block::either(a, ready, b), expected);
                }
                let expected = by_hand::whole(a, b);
                assert_eq!(attribute::whole(a, b), expected);
                assert_eq!(block::whole(a, b), expected);
                assert_eq!(block::infix(a, b), by_hand::infix(a, b));
            }
        }
    }

    #[test]
    fn patterns_bind_as_in_a_let_else() {
        for first in [None, Some(String::from("four"))] {
            for second in [None, Some(0), Some(5)] {
                for t in [(None, 1), (Some((1, None)), 1), (Some((1, Some(2))), 0), (Some((1, Some(2))), 3)] {
                    let run = |f: fn(&mut Pair, Nested) -> (usize, u8, u8)| {
                        let mut pair = (first.clone(), second);
                        (f(&mut pair, t), pair)
                    };
                    let expected = run(by_hand::patterns);
                    assert_eq!(run(attribute::patterns), expected);
                    assert_eq!(run(block::patterns), expected);
                }
            }
        }
    }

    #[test]
    fn moves_are_a_let_elses() {
        for first in [None, Some(String::from("bound"))] {
            let pair = || (first.clone(), String::from("second"));
            let expected = by_hand::moves(pair());
            assert_eq!(attribute::moves(pair()), expected);
            assert_eq!(block::moves(pair()), expected);
        }
    }

    #[test]
    fn temporaries_and_bindings_drop_as_in_a_let_else() {
        for bits in 0..16 {
            let pass = [bits & 1 != 0, bits & 2 != 0, bits & 4 != 0, bits & 8 != 0];
            let run = |f: fn(&Log, [bool; 4])| {
                let log = Log::default();
                f(&log, pass);
                log.into_inner()
            };
            let expected = run(by_hand::drops);
            assert_eq!(run(attribute::drops), expected, "{pass:?}");
            assert_eq!(run(block::drops), expected, "{pass:?}");
        }
        // Each value's temporary drops at the end of its test; the bindings after the code
        // after the `if`, last bound first. Where the last test fails, `b` drops before the
        // body runs, `a` (of the `if` before) after it.
        let log = Log::default();
        attribute::drops(&log, [true; 4]);
        let after = ["a", "drop t1", "b", "drop t2", "step", "c", "drop t3", "after"];
        let dropped = ["drop c", "drop b", "drop a"];
        assert_eq!(log.into_inner(), [&after[..], &dropped[..]].concat());
        let log = Log::default();
        attribute::drops(&log, [true, true, true, false]);
        let failed = ["a", "drop t1", "b", "drop t2", "step", "c", "drop t3", "drop b", "else", "drop a"];
        assert_eq!(log.into_inner(), failed);
    }

    #[test]
    fn a_binding_only_the_chain_uses_drops_as_in_a_let_else() {
        for bits in 0..4 {
            let pass = [bits & 1 != 0, bits & 2 != 0];
            let run = |f: fn(&Log, [bool; 2])| {
                let log = Log::default();
                f(&log, pass);
                log.into_inner()
            };
            let expected = run(by_hand::chained);
            assert_eq!(run(attribute::chained), expected, "{pass:?}");
            assert_eq!(run(block::chained), expected, "{pass:?}");
        }
        let log = Log::default();
        attribute::chained(&log, [true; 2]);
        assert_eq!(log.into_inner(), ["a", "drop t1", "b", "after", "drop b", "drop a"]);
    }

    #[test]
    fn question_mark_and_await_in_the_value() {
        for s in ["", "x", "3", "200"] {
            let expected = by_hand::question(s);
            assert_eq!(attribute::question(s), expected, "{s}");
            assert_eq!(block::question(s), expected, "{s}");
        }
        for o in OPTIONS {
            for b in OPTIONS {
                let expected = by_hand::nones(o, b);
                assert_eq!(attribute::nones(o, b), expected);
                assert_eq!(block::nones(o, b), expected);
            }
            let expected = ready(by_hand::awaited(o));
            assert_eq!(ready(attribute::awaited(o)), expected);
            assert_eq!(ready(block::awaited(o)), expected);
            let expected = ready(by_hand::in_async(o));
            assert_eq!(ready(attribute::in_async(o)), expected);
            assert_eq!(ready(block::in_async(o)), expected);
        }
    }

    #[test]
    fn bodies_that_diverge() {
        let rows: [&[Option<u8>]; 3] = [&[Some(1), None, Some(50)], &[Some(2), Some(3)], &[None]];
        let expected = by_hand::labelled(&rows);
        assert_eq!(attribute::labelled(&rows), expected);
        assert_eq!(block::labelled(&rows), expected);
        let items = [Some(1), Some(2), None, Some(4)];
        let expected = by_hand::loops(&items);
        assert_eq!(attribute::loops(&items), expected);
        assert_eq!(block::loops(&items), expected);
        let expected = by_hand::closure(&items);
        assert_eq!(attribute::closure(&items), expected);
        assert_eq!(block::closure(&items), expected);
        for o in [Some(0), Some(9)] {
            let expected = (by_hand::never(o), by_hand::panics(o));
            assert_eq!((attribute::never(o), attribute::panics(o)), expected);
            assert_eq!((block::never(o), block::panics(o)), expected);
            assert_eq!((attribute::spins(o), block::spins(o)), expected);
        }
        for f in [
            attribute::never,
            attribute::panics,
            block::never,
            block::panics,
            by_hand::never,
            by_hand::panics,
        ] {
            assert!(std::panic::catch_unwind(|| f(None)).is_err());
        }
    }

    #[test]
    fn elsewhere_the_rules_stay() {
        for o in OPTIONS {
            let n = u8::from(attribute::falls_through(o) == 1);
            assert_eq!(n, u8::from(!matches!(o, Some(v) if v > 3)));
            assert_eq!(block::falls_through(o), attribute::falls_through(o));
            let expected = if matches!(o, Some(v) if v > 3) { 100 } else { 0 };
            assert_eq!(switched_off(o), expected);
            let items = [None, Some(2), o];
            let expected = match o {
                Some(v) if v > 3 => (100, 101),
                _ => (100, 0),
            };
            assert_eq!(attribute::rules_kept(&items, o), expected);
            assert_eq!(block::rules_kept(&items, o), expected);
        }
    }
}
