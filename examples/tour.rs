//! A tour of every feature of `is`: `cargo run --example tour`.

use is::{is, is_syntax};

#[derive(Debug)]
enum Color {
    Rgb(u8, u8, u8),
    Rgba(u8, u8, u8, u8),
    Named(&'static str),
}

/// Bindings of a test in a condition reach the rest of the chain and the body.
#[is_syntax]
fn describe(color: &Color) -> String {
    if is!(color is Color::Named(name) && name.len() > 3) {
        format!("a long name, {name}")
    } else if is!(color is (Color::Rgb(r, g, b) | Color::Rgba(r, g, b, _))) && r == g && g == b {
        format!("a grey of level {r}")
    } else if is!(color, Color::Rgba(.., alpha)) && *alpha < 128 {
        format!("mostly transparent ({alpha})")
    } else {
        format!("some colour: {color:?}")
    }
}

/// `while` binds into its body; guards bind into their arm.
#[is_syntax]
fn sum_until_gap(values: &[Option<u32>]) -> u32 {
    let mut it = values.iter();
    let mut sum = 0;
    while is!(it.next() is Some(Some(v))) && *v < 100 {
        sum += v;
    }
    match values.last() {
        Some(Some(last)) if is!(last.checked_sub(1) is Some(before)) && before > 10 => sum + before,
        _ => sum,
    }
}

/// With `let_else`, after `if !TEST { … }` whose body diverges, TEST's bindings reach the rest
/// of the block.
#[is_syntax(let_else)]
fn port(s: &str) -> Result<u16, String> {
    if !is!(s.parse::<u16>() is Ok(p)) {
        return Err(format!("{s:?} is no number"));
    }
    if !is!(p is 1..=1023 && p % 2 == 0) {
        return Err(format!("{p} is no even well-known port"));
    }
    Ok(p)
}

/// An error number: a `u32` known to be below 4096, with the `u32`'s size even in an `Option`.
#[is_syntax]
type Errno = is!(u32 is 0..4096);

/// A `Result` known to be `Err`.
#[is_syntax]
type Failure<T, E> = is!(Result<T, E> is Err(_));

/// An `f64` in `0.0..=1.0`: never NaN, so it is `Eq`, `Ord` and `Hash`.
#[is_syntax]
type Probability = is!(f64 is 0.0..=1.0);

// The proposed syntax itself, with no `is!` around it.
is::syntax! {
    type Percent = u8 is 0..=100;

    fn first_small(v: &[Option<u32>]) -> Option<u32> {
        let mut it = v.iter();
        while it.next() is Some(Some(x)) && *x < 10 {
            if *x is 3..=5 { return Some(*x); }
        }
        None
    }
}

/// `assert!` takes infix `is` directly inside `#[is_syntax]`.
#[is_syntax]
fn checked_percent(value: Result<u8, String>) -> u8 {
    assert!(value is Ok(v) && v <= 100, "{value:?} is not a percentage");
    value.unwrap_or_default()
}

fn main() {
    let x = Some(5);
    let z: Result<u8, u8> = Err(1);

    println!("== is! on its own: a bool, three spellings ==");
    println!("is!(x, Some(_))                      = {}", is!(x, Some(_)));
    println!(
        "is!(x, Some(v) if v > 3)             = {}",
        is!(x, Some(v) if v > 3)
    );
    println!(
        "is!(x is Some(v) && v > 3)           = {}",
        is!(x is Some(v) && v > 3)
    );
    println!(
        "is!(x is Some(y) && y > 30 || z is Err(_)) = {}",
        is!(x is Some(y) && y > 30 || z is Err(_))
    );
    println!(
        "is!(x is Some(1..=9) && true)        = {}",
        is!(x is Some(1..=9) && true)
    );
    let evens = [Some(2), None, Some(3), Some(8)]
        .iter()
        .filter(|o| is!(o is Some(v) && v % 2 == 0))
        .count();
    println!("evens among [Some(2), None, Some(3), Some(8)] = {evens}");

    println!();
    println!("== #[is_syntax]: bindings flow into bodies ==");
    for color in [
        Color::Named("crimson"),
        Color::Rgb(7, 7, 7),
        Color::Rgba(1, 2, 3, 40),
        Color::Named("red"),
    ] {
        println!("{:<26} -> {}", format!("{color:?}"), describe(&color));
    }
    println!(
        "sum_until_gap([1, 2, None, 50])      = {}",
        sum_until_gap(&[Some(1), Some(2), None, Some(50)])
    );
    println!(
        "sum_until_gap([1, 2, 12])            = {}",
        sum_until_gap(&[Some(1), Some(2), Some(12)])
    );
    println!(
        "checked_percent(Ok(42))              = {}",
        checked_percent(Ok(42))
    );
    for s in ["80", "81", "http"] {
        println!("{:<36} = {:?}", format!("port({s:?})"), port(s));
    }

    println!();
    println!("== is::syntax! {{ … }}: the RFC's syntax as written ==");
    println!(
        "first_small([1, 4, 20])              = {:?}",
        first_small(&[Some(1), Some(4), Some(20)])
    );
    println!(
        "first_small([1, None, 4])            = {:?}",
        first_small(&[Some(1), None, Some(4)])
    );
    println!(
        "Percent::new(101)                    = {:?}",
        Percent::new(101)
    );

    println!();
    println!("== pattern types ==");
    const EINVAL: Errno = is::value!(Errno, 22);
    println!("Errno::PATTERN                       = {}", Errno::PATTERN);
    println!("EINVAL (checked at compile time)     = {EINVAL}");
    println!(
        "Errno::new(4095)                     = {:?}",
        Errno::new(4095)
    );
    println!(
        "Errno::try_from(5000u32)             = {}",
        Errno::try_from(5000u32).unwrap_err()
    );
    println!(
        "\"abc\".parse::<Errno>()               = {}",
        "abc".parse::<Errno>().unwrap_err()
    );
    println!(
        "size_of::<Option<Errno>>()           = {}",
        std::mem::size_of::<Option<Errno>>()
    );
    println!(
        "Errno::MIN..=Errno::MAX              = {}..={}",
        Errno::MIN,
        Errno::MAX
    );
    println!(
        "Probability::new(f64::NAN)           = {:?}",
        Probability::new(f64::NAN)
    );
    let (low, high) = (is::value!(Probability, 0.25), is::value!(Probability, 0.75));
    println!("Ord::max(low, high)                  = {}", low.max(high));
    let failure: Failure<u8, String> = Failure::new(Err("disk full".to_owned())).unwrap();
    println!(
        "Failure::new(Err(..)).into_err()     = {}",
        failure.into_err()
    );
    println!(
        "Failure::new(Ok(1))                  = {}",
        Failure::<u8, String>::new(Ok(1)).unwrap_err()
    );

    println!();
    println!("== what does not compile, and what the compiler says (tests/ui/) ==");
    let refused = [
        (
            "is!(x is A | B)",
            "a top-level `|` in an `is` pattern needs parentheses",
        ),
        (
            "is!(a is P == b)",
            "`is` is non-associative: it cannot be chained with `==`",
        ),
        (
            "is!(v as u32 is 1..)",
            "`as` before `is` needs parentheses, or it would read as a pattern type",
        ),
        (
            "is!(x is Some(y)); in #[is_syntax]",
            "the value of this `is` is ignored, and its bindings end here",
        ),
        (
            "if is!(x, Some(y)) || y > 0",
            "cannot find value `y` in this scope",
        ),
        ("Errno + Errno", "cannot add `Errno` to `Errno`"),
        (
            "is::value!(Errno, 5000)",
            "evaluation panicked: the value does not match the pattern 0..4096 of Errno",
        ),
        (
            "type T = is!(u8 is 0..=255);",
            "this pattern matches every u8",
        ),
    ];
    for (code, message) in refused {
        println!("{code:<36} error: {message}");
    }
}
