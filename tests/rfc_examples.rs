//! The examples of RFC 3573 and of the pattern-types article, run as written (inside `is!`,
//! under `#[is_syntax]`). The RFC's error examples are compile-fail cases in `tests/ui/`.

use is::{is, is_syntax};

#[is_syntax]
fn print_if_big(an_option: Option<u32>) -> Option<String> {
    if is!(an_option is Some(x) && x > 3) {
        return Some(format!("{x}"));
    }
    None
}

#[test]
fn guide_level_example() {
    assert_eq!(print_if_big(Some(4)).as_deref(), Some("4"));
    assert_eq!(print_if_big(Some(3)), None);
    assert_eq!(print_if_big(None), None);
}

// The RFC's shape, `if … { true } else { false }`, which clippy would flag written by hand too.
#[allow(clippy::needless_bool)]
#[is_syntax]
fn not_bound_through_or(an_option: Option<u32>, more_conditions: bool) -> bool {
    // `x` is bound in neither branch nor after: the RFC's second example, minus the uses.
    if is!((an_option is Some(x) && x > 3) || more_conditions) {
        true
    } else {
        false
    }
}

#[test]
fn or_still_evaluates() {
    assert!(not_bound_through_or(Some(4), false));
    assert!(not_bound_through_or(None, true));
    assert!(!not_bound_through_or(Some(1), false));
}

#[allow(clippy::upper_case_acronyms, dead_code)]
enum Color {
    RGB(u8, u8, u8),
    RGBA(u8, u8, u8, u8),
}

#[is_syntax]
fn condition_met(color: Color) -> bool {
    if is!(color is (Color::RGB(r, g, b) | Color::RGBA(r, g, b, _)) && r == b && g < 10) {
        return true;
    }
    false
}

#[test]
fn alternation_with_the_same_bindings() {
    assert!(condition_met(Color::RGB(1, 2, 1)));
    assert!(condition_met(Color::RGBA(5, 9, 5, 0)));
    assert!(!condition_met(Color::RGBA(5, 10, 5, 0)));
    assert!(!condition_met(Color::RGB(1, 2, 3)));
}

fn func(b: bool) -> bool {
    b
}

#[test]
fn anywhere_a_bool_is_accepted() {
    let x = Some(4);
    assert!(func(is!(x is Some(y) && y > 3)));
    assert!(!func(is!(None::<u8> is Some(y) && y > 3)));
}

fn expr_producing_option() -> Option<u32> {
    Some(7)
}

fn condition(v: u32) -> bool {
    v.is_multiple_of(7)
}

#[test]
fn reads_left_to_right_like_is_some_and() {
    let by_method = expr_producing_option().is_some_and(condition);
    let by_is = is!(expr_producing_option() is Some(v) && condition(v));
    assert_eq!(by_method, by_is);
    assert!(by_is);
}

struct Response(Option<u32>);

impl Response {
    async fn another_method(self) -> Result<Option<u32>, ()> {
        Ok(self.0)
    }
}

struct Client;

impl Client {
    fn method(&self, v: Option<u32>) -> Result<Response, ()> {
        Ok(Response(v))
    }
}

#[is_syntax]
async fn method_chain(x: &Client, v: Option<u32>) -> Result<u32, ()> {
    if is!(x.method(v)?.another_method().await? is Some(y)) {
        return Ok(y);
    }
    Ok(0)
}

struct Source(Vec<u32>);

impl Source {
    async fn func(&mut self) -> Option<Item> {
        self.0.pop().map(Item)
    }
}

struct Item(u32);

impl Item {
    fn some_condition(&self) -> bool {
        self.0 > 1
    }
}

#[is_syntax]
async fn article_while(source: &mut Source) -> u32 {
    let mut seen = 0;
    while is!(source.func().await is Some(x) && x.some_condition()) {
        seen += x.0;
    }
    seen
}

fn poll_once<F: std::future::Future>(future: F) -> F::Output {
    let mut future = std::pin::pin!(future);
    let mut cx = std::task::Context::from_waker(std::task::Waker::noop());
    match future.as_mut().poll(&mut cx) {
        std::task::Poll::Ready(value) => value,
        std::task::Poll::Pending => unreachable!("nothing here waits"),
    }
}

#[test]
fn postfix_chains_and_await() {
    assert_eq!(poll_once(method_chain(&Client, Some(5))), Ok(5));
    assert_eq!(poll_once(method_chain(&Client, None)), Ok(0));
    // Popped from the back: 4, 3, then 1 fails the condition.
    assert_eq!(poll_once(article_while(&mut Source(vec![9, 1, 3, 4]))), 7);
}

struct Data {
    field: u32,
    other_field: [u32; 3],
}

fn get_data() -> Data {
    Data {
        field: 1,
        other_field: [2, 4, 6],
    }
}

#[is_syntax]
fn show(value: u32) -> Option<u32> {
    // The RFC's C# example, `GetData() is var data && …`, in Rust.
    if is!(get_data() is data && data.field == value && data.other_field is [2, 4, 6]) {
        return Some(data.field);
    }
    None
}

#[test]
fn prior_art_example() {
    assert_eq!(show(1), Some(1));
    assert_eq!(show(2), None);
}

#[test]
fn unresolved_question_ranges_without_parentheses() {
    let x = 15;
    assert!(is!(x is 10..=20));
    assert!(is!(x is 10..=20 && x != 16));
}
