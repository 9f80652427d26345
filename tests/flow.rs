//! `#[is_syntax]`: bindings flow exactly where the RFC says, on every item kind it accepts.

use is::{is, is_syntax};

#[is_syntax]
fn if_chains(x: Option<u32>) -> u32 {
    if is!(x, Some(y)) && y > 100 {
        return y;
    }
    if is!(x is Some(y) && y > 50) {
        return y + 1;
    }
    if (is!(x, Some(p))) && p > 20 {
        return p + 2;
    }
    if is!(x is Some(a)) && (is!(a.checked_mul(2) is Some(b)) && b > 20) {
        return a + b;
    }
    0
}

#[test]
fn bindings_flow_into_the_chain_and_the_body() {
    assert_eq!(if_chains(Some(101)), 101);
    assert_eq!(if_chains(Some(51)), 52);
    assert_eq!(if_chains(Some(21)), 23);
    assert_eq!(if_chains(Some(11)), 33);
    assert_eq!(if_chains(Some(1)), 0);
    assert_eq!(if_chains(None), 0);
}

#[is_syntax]
fn else_if_ladder(v: Result<Option<u8>, String>) -> String {
    if is!(v, Ok(Some(n)) if n > 9) {
        format!("big {n}")
    } else if is!(v is Ok(Some(n))) && n % 2 == 0 {
        format!("even {n}")
    } else if is!(&v is Err(e) && !e.is_empty()) {
        format!("error {e}")
    } else {
        "other".to_owned()
    }
}

#[test]
fn else_if() {
    assert_eq!(else_if_ladder(Ok(Some(10))), "big 10");
    assert_eq!(else_if_ladder(Ok(Some(4))), "even 4");
    assert_eq!(else_if_ladder(Ok(Some(3))), "other");
    assert_eq!(else_if_ladder(Err("bad".into())), "error bad");
    assert_eq!(else_if_ladder(Err(String::new())), "other");
}

#[is_syntax]
fn while_loops(v: &[Option<u32>]) -> u32 {
    let mut it = v.iter();
    let mut sum = 0;
    while is!(it.next() is Some(Some(x))) && *x < 10 {
        sum += x;
    }
    let mut it = v.iter();
    while is!(it.next() is Some(Some(x)) && *x != 7) {
        sum += 100 * x;
    }
    sum
}

#[test]
fn while_binds_into_its_body() {
    assert_eq!(
        while_loops(&[Some(1), Some(2), Some(30), Some(4)]),
        1 + 2 + 100 * (1 + 2 + 30 + 4)
    );
    assert_eq!(while_loops(&[Some(1), None, Some(2)]), 1 + 100);
    assert_eq!(while_loops(&[Some(7)]), 7);
}

#[is_syntax]
fn guards(x: Option<u32>) -> u32 {
    match x {
        Some(n) if is!(n.checked_sub(1) is Some(m)) && m > 2 => m,
        Some(n) if is!(n, 1 | 2) => 100 + n,
        Some(n) if is!(n.checked_sub(10) is Some(m) && m > 0) => m,
        _ => 0,
    }
}

#[test]
fn if_let_guards() {
    assert_eq!(guards(Some(5)), 4);
    assert_eq!(guards(Some(2)), 102);
    assert_eq!(guards(Some(0)), 0);
    assert_eq!(guards(None), 0);
}

#[is_syntax]
fn closures_and_blocks(xs: &[Option<i32>]) -> (i32, bool) {
    let positive = xs
        .iter()
        .map(|x| if is!(x is Some(v)) && *v > 0 { *v } else { 0 })
        .sum();
    let any_zero = {
        let inner = || {
            if is!(xs.first() is Some(Some(0))) {
                return true;
            }
            false
        };
        inner()
    };
    (positive, any_zero)
}

#[test]
fn reaches_into_closures_and_nested_blocks() {
    assert_eq!(
        closures_and_blocks(&[Some(0), Some(3), None, Some(-2), Some(4)]),
        (7, true)
    );
    assert_eq!(closures_and_blocks(&[Some(1)]), (1, false));
}

#[is_syntax]
async fn async_fn(x: Option<u8>) -> u8 {
    let block = async {
        if is!(ready(x).await is Some(v)) && v > 1 {
            v
        } else {
            0
        }
    };
    block.await + if is!(x, Some(w)) { w } else { 0 }
}

async fn ready<T>(value: T) -> T {
    value
}

#[test]
fn reaches_into_async_blocks_and_await() {
    assert_eq!(block_on(async_fn(Some(3))), 6);
    assert_eq!(block_on(async_fn(Some(1))), 1);
    assert_eq!(block_on(async_fn(None)), 0);
}

/// Polls a future that never waits to completion.
fn block_on<F: std::future::Future>(future: F) -> F::Output {
    let mut future = std::pin::pin!(future);
    let mut cx = std::task::Context::from_waker(std::task::Waker::noop());
    loop {
        if let std::task::Poll::Ready(value) = future.as_mut().poll(&mut cx) {
            return value;
        }
    }
}

struct Counter {
    values: Vec<Option<u8>>,
}

#[is_syntax]
impl Counter {
    fn first_big(&self) -> Option<u8> {
        for v in &self.values {
            if is!(v is Some(n)) && *n > 10 {
                return Some(*n);
            }
        }
        None
    }

    fn count(&self) -> usize {
        self.values.iter().filter(|v| is!(v is Some(_))).count()
    }
}

#[is_syntax]
trait DescribeDefault {
    fn value(&self) -> Option<i64>;

    fn describe(&self) -> &'static str {
        if is!(self.value() is Some(v)) && v < 0 {
            "negative"
        } else if is!(self.value(), Some(0)) {
            "zero"
        } else {
            "other"
        }
    }
}

impl DescribeDefault for i64 {
    fn value(&self) -> Option<i64> {
        Some(*self)
    }
}

#[is_syntax]
mod geometry {
    pub struct Point {
        pub x: i32,
        pub y: i32,
    }

    pub fn on_axis(p: &Point) -> Option<i32> {
        if is!(p is Point { x: 0, y }) {
            return Some(*y);
        }
        if is!(p, Point { x, y: 0 }) {
            return Some(*x);
        }
        None
    }

    pub mod nested {
        pub fn positive(v: Option<i32>) -> bool {
            if is!(v is Some(n)) && n > 0 {
                true
            } else {
                false
            }
        }
    }
}

#[test]
fn impl_trait_and_mod() {
    let c = Counter {
        values: vec![Some(3), None, Some(12)],
    };
    assert_eq!(c.first_big(), Some(12));
    assert_eq!(c.count(), 2);
    assert_eq!((-4i64).describe_default(), "negative");
    assert_eq!(0i64.describe_default(), "zero");
    assert_eq!(5i64.describe_default(), "other");
    assert_eq!(geometry::on_axis(&geometry::Point { x: 0, y: 5 }), Some(5));
    assert_eq!(geometry::on_axis(&geometry::Point { x: 6, y: 0 }), Some(6));
    assert_eq!(geometry::on_axis(&geometry::Point { x: 1, y: 1 }), None);
    assert!(geometry::nested::positive(Some(1)));
    assert!(!geometry::nested::positive(Some(-1)));
}

trait DescribeDefaultExt {
    fn describe_default(&self) -> &'static str;
}

impl<T: DescribeDefault> DescribeDefaultExt for T {
    fn describe_default(&self) -> &'static str {
        DescribeDefault::describe(self)
    }
}

#[is_syntax]
fn inside_other_macros(r: Result<u8, String>) -> Vec<bool> {
    assert!(r is Ok(_) || r is Err(_));
    assert!(r is Ok(v) && v < 100, "{r:?} is out of range");
    debug_assert!(r is Ok(1..));
    assert!(Result::<u8, ()>::Ok(3) is Ok(3), "{}", "the `,` of generics is no separator");
    let printed = format!("{}", is!(r is Ok(1)));
    assert_eq!(printed, "true");
    vec![is!(r, Ok(_)), is!(r is Err(_)), !is!(r, Ok(0))]
}

#[test]
fn assert_and_other_macros() {
    assert_eq!(inside_other_macros(Ok(1)), [true, false, true]);
}

#[test]
#[should_panic(expected = "Ok(200) is out of range")]
fn assert_with_is_still_panics_with_its_message() {
    inside_other_macros(Ok(200));
}

#[is_syntax]
fn conditions_in_macro_arguments(x: Option<u8>, words: &[&str]) -> (Vec<u8>, String) {
    let list = vec![
        if is!(x, Some(y)) && y > 1 { y } else { 0 },
        match x {
            Some(n) if is!(n.checked_mul(2) is Some(m)) && m < 10 => m,
            _ => 0,
        },
    ];
    let mut it = words.iter();
    let text = format!("{:?}", {
        let mut seen = Vec::new();
        while is!(it.next() is Some(w)) && !w.is_empty() {
            seen.push(*w);
        }
        seen
    });
    (list, text)
}

#[test]
fn conditions_inside_other_macros_bind_as_outside() {
    assert_eq!(
        conditions_in_macro_arguments(Some(3), &["a", "b", "", "c"]),
        (vec![3, 6], r#"["a", "b"]"#.to_owned())
    );
    assert_eq!(
        conditions_in_macro_arguments(Some(7), &[]),
        (vec![7, 0], "[]".to_owned())
    );
}

#[is_syntax(allow(is_statement))]
fn statement_allowed(x: Option<u8>) -> u8 {
    is!(x is Some(_));
    x.unwrap_or(0)
}

#[is_syntax]
fn value_positions(x: Option<u8>) -> (bool, bool, bool) {
    let stored = is!(x is Some(v) && v > 1);
    let called = std::convert::identity(is!(x, Some(2)));
    #[allow(clippy::redundant_closure_call)]
    let closure = (|| is!(x is Some(v) && v == 2))();
    (stored, called, closure)
}

#[is_syntax]
fn tail_position(x: Option<u8>) -> bool {
    is!(x is Some(v) && v > 1)
}

#[test]
fn values_outside_conditions() {
    assert_eq!(statement_allowed(Some(4)), 4);
    assert_eq!(value_positions(Some(2)), (true, true, true));
    assert_eq!(value_positions(Some(1)), (false, false, false));
    assert!(tail_position(Some(2)));
    assert!(!tail_position(None));
}

#[is_syntax]
fn labels_break_continue(rows: &[&[Option<u8>]]) -> (u32, u32) {
    let mut seen = 0;
    let mut sum = 0;
    'rows: for row in rows {
        let mut it = row.iter();
        while is!(it.next() is Some(cell)) && {
            seen += 1;
            true
        } {
            if is!(cell, None) {
                continue 'rows;
            }
            if is!(cell is Some(99)) {
                break 'rows;
            }
            if is!(cell is Some(v)) && *v > 0 {
                sum += u32::from(*v);
            }
        }
    }
    (seen, sum)
}

fn labels_break_continue_by_hand(rows: &[&[Option<u8>]]) -> (u32, u32) {
    let mut seen = 0;
    let mut sum = 0;
    'rows: for row in rows {
        let mut it = row.iter();
        while let Some(cell) = it.next()
            && {
                seen += 1;
                true
            }
        {
            if cell.is_none() {
                continue 'rows;
            }
            if let Some(99) = cell {
                break 'rows;
            }
            if let Some(v) = cell
                && *v > 0
            {
                sum += u32::from(*v);
            }
        }
    }
    (seen, sum)
}

#[test]
fn break_and_continue_with_labels() {
    let cases: [&[&[Option<u8>]]; 4] = [
        &[&[Some(1), None, Some(50)], &[Some(2), Some(99), Some(7)]],
        &[&[Some(1), Some(2)], &[Some(3)]],
        &[&[None], &[Some(99)], &[Some(5)]],
        &[],
    ];
    assert_eq!(labels_break_continue(cases[0]), (4, 3));
    for rows in cases {
        assert_eq!(
            labels_break_continue(rows),
            labels_break_continue_by_hand(rows)
        );
    }
}

struct Methods(Option<u8>);

impl Methods {
    // On one associated fn rather than the whole `impl`.
    #[is_syntax]
    fn doubled(&self) -> Option<u8> {
        if is!(self.0 is Some(v)) && v < 128 {
            Some(v * 2)
        } else {
            None
        }
    }
}

#[test]
fn attribute_on_a_single_method() {
    assert_eq!(Methods(Some(4)).doubled(), Some(8));
    assert_eq!(Methods(Some(200)).doubled(), None);
    assert_eq!(Methods(None).doubled(), None);
}

#[is_syntax]
fn open_range_scrutinee(x: Option<u8>) -> u8 {
    // `match 1.. {`: the `{` after an open range is the match's body.
    match 1.. {
        range if is!(x, Some(v)) && range.contains(&v) => v,
        _ => 0,
    }
}

#[test]
fn a_body_after_an_open_range() {
    assert_eq!(open_range_scrutinee(Some(4)), 4);
    assert_eq!(open_range_scrutinee(Some(0)), 0);
    assert_eq!(open_range_scrutinee(None), 0);
}
