//! The lowered code means what the equivalent hand-written let-chain means: the same
//! evaluation order, short-circuiting, temporaries dropped at the same points, and `?`,
//! `return`, `break` and `continue` in operands behave as written.

use std::cell::RefCell;

use is::{is, is_syntax};

/// Records what happens, in order.
#[derive(Default)]
struct Log(RefCell<Vec<String>>);

impl Log {
    fn note(&self, event: impl Into<String>) {
        self.0.borrow_mut().push(event.into());
    }

    fn take(&self) -> Vec<String> {
        self.0.take()
    }

    /// Evaluates an operand called `name`: logs it, and returns a value that logs its drop.
    fn eval(&self, name: &'static str, value: Option<u8>) -> Noisy<'_> {
        self.note(format!("eval {name}"));
        Noisy {
            name,
            value,
            log: self,
        }
    }
}

struct Noisy<'a> {
    name: &'static str,
    value: Option<u8>,
    log: &'a Log,
}

impl Noisy<'_> {
    fn get(&self) -> Option<u8> {
        self.value
    }
}

impl Drop for Noisy<'_> {
    fn drop(&mut self) {
        self.log.note(format!("drop {}", self.name));
    }
}

const DOMAIN: [Option<u8>; 4] = [None, Some(0), Some(1), Some(7)];

fn value_with_is(log: &Log, a: Option<u8>, b: Option<u8>) -> bool {
    is!(log.eval("a", a).get() is Some(x) && x > 0 && log.eval("b", b).get() is Some(y) && y != x)
}

fn value_by_hand(log: &Log, a: Option<u8>, b: Option<u8>) -> bool {
    if let Some(x) = log.eval("a", a).get()
        && x > 0
        && let Some(y) = log.eval("b", b).get()
        && y != x
    {
        true
    } else {
        false
    }
}

#[is_syntax]
fn condition_with_is(log: &Log, a: Option<u8>, b: Option<u8>) -> u8 {
    let _guard = log.eval("guard", None);
    if is!(log.eval("a", a).get() is Some(x))
        && x > 0
        && is!(log.eval("b", b).get(), Some(y) if y != x)
    {
        log.note("then");
        x + y
    } else {
        log.note("else");
        0
    }
}

fn condition_by_hand(log: &Log, a: Option<u8>, b: Option<u8>) -> u8 {
    let _guard = log.eval("guard", None);
    if let Some(x) = log.eval("a", a).get()
        && x > 0
        && let Some(y) = log.eval("b", b).get()
        && y != x
    {
        log.note("then");
        x + y
    } else {
        log.note("else");
        0
    }
}

#[is_syntax]
fn borrowed_scrutinee_with_is(log: &Log, a: Option<u8>) -> u8 {
    // The temporary lives as long as the binding that borrows it, as in `if let`.
    if is!(&log.eval("a", a) is Noisy { value: Some(v), .. }) && *v > 0 {
        log.note("then");
        *v
    } else {
        log.note("else");
        0
    }
}

fn borrowed_scrutinee_by_hand(log: &Log, a: Option<u8>) -> u8 {
    if let Noisy { value: Some(v), .. } = &log.eval("a", a)
        && *v > 0
    {
        log.note("then");
        *v
    } else {
        log.note("else");
        0
    }
}

#[is_syntax]
fn while_with_is(log: &Log, items: &[Option<u8>]) -> u32 {
    let mut it = items.iter();
    let mut sum = 0;
    while is!(it.next().map(|v| log.eval("item", *v)) is Some(n)) && n.get().is_some() {
        log.note("body");
        sum += u32::from(n.get().unwrap_or(0));
    }
    sum
}

fn while_by_hand(log: &Log, items: &[Option<u8>]) -> u32 {
    let mut it = items.iter();
    let mut sum = 0;
    while let Some(n) = it.next().map(|v| log.eval("item", *v))
        && n.get().is_some()
    {
        log.note("body");
        sum += u32::from(n.get().unwrap_or(0));
    }
    sum
}

#[test]
fn value_position_matches_the_let_chain() {
    for a in DOMAIN {
        for b in DOMAIN {
            let (with_is, by_hand) = (Log::default(), Log::default());
            assert_eq!(
                value_with_is(&with_is, a, b),
                value_by_hand(&by_hand, a, b),
                "{a:?} {b:?}"
            );
            assert_eq!(with_is.take(), by_hand.take(), "{a:?} {b:?}");
        }
    }
}

#[test]
fn conditions_match_the_let_chain() {
    for a in DOMAIN {
        for b in DOMAIN {
            let (with_is, by_hand) = (Log::default(), Log::default());
            let results = (
                condition_with_is(&with_is, a, b),
                condition_by_hand(&by_hand, a, b),
            );
            assert_eq!(results.0, results.1, "{a:?} {b:?}");
            assert_eq!(with_is.take(), by_hand.take(), "{a:?} {b:?}");
        }
        let (with_is, by_hand) = (Log::default(), Log::default());
        assert_eq!(
            borrowed_scrutinee_with_is(&with_is, a),
            borrowed_scrutinee_by_hand(&by_hand, a)
        );
        assert_eq!(with_is.take(), by_hand.take(), "{a:?}");
    }
}

#[test]
fn drop_order_is_pinned() {
    // Not only equal to the hand-written chain: exactly the 2024 let-chain order, where a
    // condition's temporaries live through the `then` block and drop before `else`.
    let log = Log::default();
    condition_with_is(&log, Some(1), Some(2));
    assert_eq!(
        log.take(),
        [
            "eval guard",
            "eval a",
            "eval b",
            "then",
            "drop b",
            "drop a",
            "drop guard"
        ]
    );
    condition_with_is(&log, Some(1), None);
    assert_eq!(
        log.take(),
        [
            "eval guard",
            "eval a",
            "eval b",
            "drop b",
            "drop a",
            "else",
            "drop guard"
        ]
    );
    borrowed_scrutinee_with_is(&log, Some(3));
    assert_eq!(log.take(), ["eval a", "then", "drop a"]);
    borrowed_scrutinee_with_is(&log, None);
    assert_eq!(log.take(), ["eval a", "drop a", "else"]);
}

#[test]
fn while_loops_match_the_let_chain() {
    let inputs: [&[Option<u8>]; 4] = [&[], &[Some(1), Some(2)], &[Some(1), None, Some(3)], &[None]];
    for items in inputs {
        let (with_is, by_hand) = (Log::default(), Log::default());
        assert_eq!(
            while_with_is(&with_is, items),
            while_by_hand(&by_hand, items)
        );
        assert_eq!(with_is.take(), by_hand.take(), "{items:?}");
    }
}

#[test]
fn scrutinee_is_evaluated_once_and_operands_short_circuit() {
    let calls = RefCell::new(0);
    let next = || {
        *calls.borrow_mut() += 1;
        Some(*calls.borrow())
    };
    assert!(is!(next() is Some(1) && next() is Some(2)));
    assert_eq!(*calls.borrow(), 2);
    assert!(!is!(next() is None && next() is Some(_)));
    assert_eq!(*calls.borrow(), 3, "`&&` must not evaluate its right side");
    assert!(is!(next() is Some(4) || next() is Some(_)));
    assert_eq!(*calls.borrow(), 4, "`||` must not evaluate its right side");
}

#[derive(Debug, PartialEq)]
struct Failed;

fn question_mark(input: Result<Option<u8>, Failed>) -> Result<bool, Failed> {
    Ok(is!(input? is Some(v) && v > 1))
}

#[is_syntax]
fn question_mark_in_condition(input: Result<Option<u8>, Failed>) -> Result<u8, Failed> {
    if is!(input? is Some(v)) && v > 1 {
        return Ok(v);
    }
    Ok(0)
}

#[test]
fn question_mark_propagates() {
    assert_eq!(question_mark(Ok(Some(2))), Ok(true));
    assert_eq!(question_mark(Ok(Some(1))), Ok(false));
    assert_eq!(question_mark(Err(Failed)), Err(Failed));
    assert_eq!(question_mark_in_condition(Ok(Some(5))), Ok(5));
    assert_eq!(question_mark_in_condition(Ok(None)), Ok(0));
    assert_eq!(question_mark_in_condition(Err(Failed)), Err(Failed));
}

#[is_syntax]
fn return_in_an_operand(x: Option<u8>) -> u8 {
    if is!(x is Some(v)) && (if v == 0 { return 99 } else { true }) {
        return v;
    }
    1
}

#[test]
fn return_inside_operands() {
    assert_eq!(return_in_an_operand(Some(0)), 99);
    assert_eq!(return_in_an_operand(Some(5)), 5);
    assert_eq!(return_in_an_operand(None), 1);
}

async fn later(v: Option<u8>) -> Option<u8> {
    v
}

async fn awaited(v: Option<u8>) -> bool {
    is!(later(v).await is Some(x) && x > 1)
}

#[test]
fn await_in_operands() {
    let run = |v| {
        let mut future = std::pin::pin!(awaited(v));
        let mut cx = std::task::Context::from_waker(std::task::Waker::noop());
        match future.as_mut().poll(&mut cx) {
            std::task::Poll::Ready(value) => value,
            std::task::Poll::Pending => unreachable!("nothing here waits"),
        }
    };
    assert!(run(Some(2)));
    assert!(!run(Some(1)));
    assert!(!run(None));
}

/// `#[is_syntax]` on `const` and `static` items, and a pattern-type alias inside an annotated
/// function: the places issue reports said it refused.
mod items_the_attribute_takes {
    use is::{is, is_syntax};

    #[is_syntax]
    const SMALL: bool = is!(Some(3) is Some(v) && v < 10);

    #[is_syntax]
    static NAMED: bool = is!(Some(7) is Some(5..=9));

    #[is_syntax]
    fn local_alias(v: u32) -> Option<u32> {
        type Errno = is!(u32 is 0..4096);
        Errno::new(v).map(Errno::get)
    }

    #[test]
    fn consts_statics_and_local_aliases() {
        const { assert!(SMALL) };
        assert!(NAMED);
        assert_eq!(local_alias(22), Some(22));
        assert_eq!(local_alias(5000), None);
    }
}
