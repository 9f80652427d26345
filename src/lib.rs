//! The `is` operator of [RFC 3573] and pattern types, on stable Rust.
//!
//! - `EXPR is PATTERN`, a `bool` whose bindings are in scope where it is known to be true:
//!   [the operator](#the-is-operator).
//! - `type Errno = u32 is 0..4096;`, a `u32` known to match the pattern, as a checked newtype:
//!   [pattern types](#pattern-types), with what they generate on real types in
//!   [`example_generated`].
//! - Both written as proposed, with no macro around each test, in [`is::syntax!`](syntax):
//!   [the proposed syntax](#the-proposed-syntax-itself).
//! - Every rule, and everything a pattern type has: [the reference](mod@reference).
//!
//! Rust 1.95 or newer; `no_std`; nothing at run time but what the macros write.
//!
//! # The `is` operator
//!
//! `EXPR is PATTERN` is a `bool`: whether the value matches the pattern. Where it is known to be
//! true, the pattern's bindings are in scope, and nowhere else:
//!
//! ```
//! use is::{is, is_syntax};
//!
//! #[is_syntax]
//! fn describe(reading: Option<i32>) -> String {
//!     if is!(reading is Some(v) && v < 0) {
//!         format!("{v} below zero")
//!     } else if is!(reading, Some(v)) && v > 100 {
//!         format!("{v}, too hot")
//!     } else {
//!         "fine".to_owned()
//!     }
//! }
//!
//! assert_eq!(describe(Some(-3)), "-3 below zero");
//! assert_eq!(describe(Some(120)), "120, too hot");
//! assert_eq!(describe(None), "fine");
//! ```
//!
//! Rust cannot parse infix `is` outside macro tokens, so it lives inside [`is!`], and
//! [`#[is_syntax]`](macro@is_syntax) makes an `is!` in an `if`, `else if`, `while` or match-guard
//! condition bind into the rest of that condition and its body, exactly as a let-chain would
//! (it lowers to one). Everywhere else `is!` is a `bool` whose bindings end with its own `&&`
//! chain, and it works without the attribute, where its bindings end at its `)`.
//!
//! | where the test is | its bindings are in scope |
//! | --- | --- |
//! | under `#[is_syntax]`, a link of the top-level `&&` chain of an `if`/`while`/guard condition (parentheses do not matter) | in the later links and the body |
//! | under `#[is_syntax]`, anywhere else: `let b = …`, a call argument, `return`, under `\|\|` or `!` | in the later links of its own `&&` chain |
//! | an `is!` without `#[is_syntax]` | in the later links of the chain inside its parentheses |
//! | under `#[is_syntax(let_else)]`, in `if !TEST { BODY }` with no `else`, where BODY diverges | in the rest of the block |
//! | `else`, after the `if`/`while` (but for the row above), the other side of `\|\|`, outside `!(…)` | never |
//!
//! # Pattern types
//!
//! `type Errno = u32 is 0..4096;`, from the pattern-types proposal: a `u32` known to match the
//! pattern. [`#[is_syntax]`](macro@is_syntax) on the alias makes it a distinct type whose values
//! come in through a check and go out for free. The values the pattern excludes make the
//! niche, so `Option<Errno>` is as small as a `u32`. There are no operators, whose result
//! could leave the pattern: arithmetic is by methods that check the result against it, and
//! between two pattern types of one base, `expand` is checked when the crate is built and
//! `narrow` at run time:
//!
//! ```
//! use is::{is, is_syntax};
//!
//! /// An error number.
//! #[is_syntax]
//! pub type Errno = is!(u32 is 0..4096);
//!
//! const EINVAL: Errno = is::value!(Errno, 22); // `cargo check` checks it
//! assert_eq!(EINVAL.get(), 22);
//! assert_eq!(Errno::new(5000), None);
//! assert_eq!(
//!     Errno::try_from(5000u64).unwrap_err().to_string(),
//!     "5000 does not match the pattern 0..4096 of Errno"
//! );
//! assert_eq!(size_of::<Option<Errno>>(), size_of::<u32>());
//!
//! assert_eq!(EINVAL.checked_add(1).map(Errno::get), Some(23));
//! assert_eq!(EINVAL.checked_add(5000), None);
//! assert_eq!(EINVAL.saturating_add(5000), Errno::MAX);
//! assert_eq!(u16::from(EINVAL), 22); // every value fits in a `u16`
//! assert_eq!(Errno::values().len(), 4096);
//!
//! /// The error numbers Linux defines.
//! #[is_syntax]
//! type LinuxErrno = is!(u32 is 1..=133);
//!
//! let eperm: Errno = is::value!(LinuxErrno, 1).expand();
//! assert_eq!(eperm.narrow::<LinuxErrno>().map(LinuxErrno::get), Some(1));
//!
//! /// A float with no NaN: `Eq`, `Ord` and `Hash`, so it sorts.
//! #[is_syntax]
//! pub type Ratio = is!(f64 is 0.0..=1.0);
//!
//! let mut ratios = [0.5, 0.25].map(|r| Ratio::new(r).unwrap());
//! ratios.sort();
//! assert_eq!(ratios, [0.25, 0.5]);
//! assert_eq!(Ratio::new(f64::NAN), None);
//!
//! // An enum refined by one of its patterns.
//! #[is_syntax]
//! pub type Failure<T, E> = is!(Result<T, E> is Err(_));
//!
//! let failure: Failure<(), &str> = Failure::new(Err("disk full")).unwrap();
//! assert_eq!(failure.into_err(), "disk full");
//! ```
//!
//! The base is an integer type (`u8` to `u128`, `i8` to `i128`, `usize`, `isize`), `char`,
//! a float (`f32`, `f64`), or an enum; the pattern, any pattern of the base: literals, ranges
//! of every form (with `const` and path bounds too), alternations in parentheses, and for an
//! enum, any of its patterns. Each type implements [`PatternType`], for generic code; its
//! conversions fail with a [`PatternError`] or [`ParsePatternError`], which keep the value.
//! What a type has beyond the check in and the free way out depends on its base: the checked
//! and saturating arithmetic and the radix formats are an integer's; `values` ([`Values`]),
//! `new_saturating`, `expand`, `narrow` and `From` into the integer types an integer's and a
//! `char`'s; a float has none of these, and no niche, but is `Eq`, `Ord` and `Hash`. The
//! methods among them are [`PrimitivePattern`]'s, generic and written once, in scope with the
//! `use is::is_syntax;` that a file with pattern types has.
//!
//! [`example_generated`] shows what the macro generates, on one type of each layout and base,
//! with an example of every method and trait, and a table of what each base has:
//! [`Errno`](example_generated::Errno) (the whole API of an integer type),
//! [`Port`](example_generated::Port) (a pattern without 0),
//! [`Index`](example_generated::Index) (a bound that rustc reads),
//! [`Celsius`](example_generated::Celsius) (a signed base),
//! [`Letter`](example_generated::Letter) (a `char`),
//! [`Ratio`](example_generated::Ratio) (a float) and
//! [`Present`](example_generated::Present) (an enum refinement).
//!
//! Cargo features, each off by default and free when off, add impls to pattern types: `serde`
//! to every one; to integer and `char` types, `rand` (`StandardUniform` draws uniformly from
//! the admitted values), `arbitrary` (admitted values only, for fuzzing), `bytemuck`
//! (`CheckedBitPattern` and `NoUninit`, where the layout keeps the value's bits); to those
//! and to floats, `num-traits` (`Bounded`).
//! [`example_generated`](example_generated#features) shows each.
//!
//! # The proposed syntax itself
//!
//! Inside [`is::syntax! { … }`](syntax), tests and pattern types are written as the RFC and the
//! pattern-types proposal write them, with no `is!` around them. The block takes any items,
//! and gives what `#[is_syntax]` gives for them written with `is!`, through the same reader
//! and lowering, with the same errors:
//!
//! ```
//! is::syntax! {
//!     pub type Port = u16 is 1..;
//!
//!     /// The port of `host:port`, if it has one that is not 0.
//!     pub fn port_of(address: &str) -> Option<Port> {
//!         if address.rsplit_once(':') is Some((_, text)) && text.parse::<Port>() is Ok(port) {
//!             return Some(port);
//!         }
//!         None
//!     }
//! }
//!
//! assert_eq!(port_of("localhost:8080").map(Port::get), Some(8080));
//! assert_eq!(port_of("localhost:0"), None);
//! assert_eq!(port_of("localhost"), None);
//! ```
//!
//! `rustfmt` leaves the block alone; `cargo is fmt`, from the `cargo-is` package, formats it.
//!
//! [RFC 3573]: https://github.com/rust-lang/rfcs/pull/3573
#![no_std]

// Generated types, shown on docs.rs, in a module compiled for the docs and their tests only.
// Its types are declared as a user declares them, with `use is::{is, is_syntax};`: through
// this crate's name for itself, and above `macro_rules! is`, whose textual scope would
// otherwise take the place of the imported `is!`. Not for rust-analyzer, which sets `test` for
// a dependency by path and would offer the module's types to its users to import.
#[cfg(all(any(doc, doctest, test), not(rust_analyzer)))]
extern crate self as is;

#[cfg(all(any(doc, doctest, test), not(rust_analyzer)))]
pub mod example_generated;

// The reference of every rule and of what pattern types have, for the docs; the README links
// to it.
#[cfg(any(doc, doctest))]
pub mod reference;

/// The trait every pattern type implements, for generic code over them:
///
/// ```
/// use is::{PatternType, is, is_syntax};
///
/// #[is_syntax]
/// type Percent = is!(u8 is 0..=100);
///
/// fn parse_all<T: PatternType>(values: impl IntoIterator<Item = T::Base>) -> Option<Vec<T>> {
///     values.into_iter().map(T::new).collect()
/// }
///
/// assert_eq!(Percent::PATTERN, "0..=100");
/// let all: Vec<Percent> = parse_all([1, 50, 100]).unwrap();
/// assert_eq!(all.iter().map(|p| p.get()).sum::<u8>(), 151);
/// assert!(parse_all::<Percent>([1, 101]).is_none());
/// ```
// Every generated type has `PATTERN`, `new`, `get` and `contains` of its own: an editor that
// offered the trait's too, with an import, would list each twice. rust-analyzer reads this on
// the re-export, where only `ignore_flyimport` applies: the trait itself is then not offered
// as a completion to import either (its quick fix still is).
#[rust_analyzer::completions(ignore_flyimport)]
#[doc(inline)]
pub use is_core::PatternType;

/// The error of a pattern type's `TryFrom`, and of an enum refinement's `new`:
///
/// ```
/// use is::{PatternError, is, is_syntax};
///
/// #[is_syntax]
/// type Errno = is!(u32 is 0..4096);
///
/// let error: PatternError<u32> = Errno::try_from(5000u32).unwrap_err();
/// assert_eq!(error.to_string(), "5000 does not match the pattern 0..4096 of Errno");
/// assert_eq!(error.into_value(), 5000);
/// ```
#[doc(inline)]
pub use is_core::PatternError;

/// The error of a pattern type's `FromStr`:
///
/// ```
/// use is::{ParsePatternError, is, is_syntax};
///
/// #[is_syntax]
/// type Errno = is!(u32 is 0..4096);
///
/// assert_eq!("22".parse::<Errno>().unwrap(), 22u32);
/// assert!(matches!("twelve".parse::<Errno>(), Err(ParsePatternError::Base(_))));
/// assert!(matches!("5000".parse::<Errno>(), Err(ParsePatternError::Pattern(_))));
/// ```
#[doc(inline)]
pub use is_core::ParsePatternError;

/// What `T::values()` returns: every value of an integer or `char` pattern type, in order.
///
/// ```
/// use is::{Values, is, is_syntax};
///
/// #[is_syntax]
/// type Small = is!(u8 is (1 | 3 | 10..=12));
///
/// let all: Vec<u8> = Small::values().map(Small::get).collect();
/// assert_eq!(all, [1, 3, 10, 11, 12]);
/// let mut values: Values<Small> = Small::values();
/// assert_eq!(values.len(), 5);
/// assert_eq!(values.nth(3), Some(Small::new(11).unwrap()));
/// assert_eq!(values.next_back(), Some(Small::MAX));
/// assert_eq!(values.next(), None);
/// ```
#[doc(inline)]
pub use is_core::Values;

/// The bases [`Values`] walks: the integer types and `char`.
///
/// ```
/// fn first<T: is::PatternType<Base: is::Ordinal>>(values: is::Values<T>) -> Option<T> {
///     values.into_iter().next()
/// }
/// ```
#[doc(inline)]
pub use is_core::Ordinal;

/// The bases over which [`Values`] is an `ExactSizeIterator`, as std's `Range` is one.
///
/// ```
/// use is::{is, is_syntax};
///
/// #[is_syntax]
/// type Digit = is!(u32 is 0..10);
///
/// assert_eq!(Digit::values().len(), 10);
/// ```
#[doc(inline)]
pub use is_core::ExactSizeOrdinal;

mod methods;

pub use methods::{Integer, PrimitivePattern, SignedInteger};

/// [`PrimitivePattern`] under the attribute's name, so that the `use is::is_syntax;` that a
/// file with pattern types already has brings their methods into scope too.
#[doc(hidden)]
pub use methods::PrimitivePattern as is_syntax;

/// Tests a value against a pattern: a `bool`, like `matches!`, written in any of three ways.
///
/// - `is!(EXPR, PATTERN)` and `is!(EXPR, PATTERN if GUARD)`: a drop-in for `matches!`, the
///   guard tried once for each alternative of the pattern that matches, as there.
/// - `is!(EXPR is PATTERN)`: the RFC's spelling.
/// - `is!(BOOL_EXPR)` where the expression uses infix `is` anywhere, combined with `&&`, `||`,
///   `!` and parentheses.
///
/// ```
/// use is::is;
///
/// let x = Some(5);
/// assert!(is!(x, Some(_)));
/// assert!(is!(x, Some(v) if v > 3));
/// assert!(is!(x is Some(5)));
///
/// // Bindings reach the rest of their own `&&` chain.
/// assert!(is!(x is Some(y) && y > 3));
///
/// let z: Result<u8, u8> = Err(0);
/// assert!(is!(x is Some(y) && y > 30 || z is Err(_)));
///
/// // Range patterns need no parentheses; alternation at the top level does.
/// assert!(is!(x is Some(1..=9) && true));
/// assert!(is!(x is (Some(5) | None)));
/// ```
///
/// `is` has the precedence of `==` and, like it, is non-associative: `a is P == b`,
/// `a == b is P` and `a is P is Q` are errors that ask for parentheses. So is
/// `v as u32 is 1..`, which could read as a cast to a pattern type. `is` stays an identifier
/// where Rust allows one: `is!(is is Some(_))` tests a variable called `is`.
///
/// Inside [`#[is_syntax]`](macro@is_syntax), an `is!` in a condition binds into the body too, and an
/// `is!` whose value a statement drops is an error that suggests `let`. Without it, `is!` warns
/// where its value is dropped (`unused_must_use`), where nothing in the call uses a binding,
/// which the code after the call may have meant (`if is!(x is Some(v)) { v }` names another
/// `v`), and where its pattern matches every value; the last two read "use of deprecated macro
/// `is`", and `#[allow(deprecated)]` allows them:
///
/// ```
/// use is::is;
///
/// #[allow(deprecated)]
/// fn outer_v(x: Option<u32>) -> u32 {
///     let v = 7;
///     // Without `#[is_syntax]` this `v` is the `7`, not the binding: the warning says so.
///     if is!(x is Some(v)) { v } else { 0 }
/// }
/// assert_eq!(outer_v(Some(3)), 7);
/// ```
// A declarative macro in front of the procedural one, passing it everything with this crate's
// path, under whatever name the user gave it, for the `#[must_use]` function the value goes
// through. This is the one the docs show; the one compiled follows.
#[cfg(any(doc, doctest))]
#[macro_export]
macro_rules! is {
    ($($tokens:tt)*) => {
        $crate::__private::is! { ($($tokens)*) $crate }
    };
}

// The `is!` compiled: the one above with one more rule. `#[is_syntax]` leaves `is! { @used }`
// where it consumed the calls an import of `is` was for, so that the import counts as used;
// matching it here costs the compiler far less than running the procedural macro for it,
// which takes it too. docs.rs lists every rule of a `macro_rules!`, and this one is no form
// a user writes, so the docs show the macro without it; a hidden macro behind a one-rule
// `is!` would cost every call a second expansion (some 26 K instructions). `tests/docs.rs`
// checks that the two agree but for this rule.
#[cfg(not(any(doc, doctest)))]
#[macro_export]
macro_rules! is {
    (@used) => {};
    ($($tokens:tt)*) => {
        $crate::__private::is! { ($($tokens)*) $crate }
    };
}

/// Lowers every `is!` in an item, so that tests in conditions bind into their bodies.
///
/// Put it on a `fn`, an `impl` block, a `trait` (for its default methods) or an inline `mod`
/// (for every item inside). It reaches into closures, nested blocks, `async` blocks and the
/// arguments of other macros (`vec![if is!(x, Some(y)) { y } else { 0 }]`). In an
/// `if`, `else if`, `while` or match-guard condition, each `is!` in the top-level `&&` chain
/// becomes a `let` of a let-chain, so its bindings reach the later links and the body:
///
/// ```
/// use is::{is, is_syntax};
///
/// #[is_syntax]
/// fn first_small(v: &[Option<u32>]) -> Option<u32> {
///     let mut it = v.iter();
///     while is!(it.next() is Some(Some(x))) && *x < 10 {
///         if is!(*x, 3..=5) {
///             return Some(*x);
///         }
///     }
///     None
/// }
///
/// #[is_syntax]
/// fn halve(n: Option<u32>) -> u32 {
///     match n {
///         Some(n) if is!(n.checked_sub(1) is Some(m)) && m > 2 => m / 2,
///         _ => 0,
///     }
/// }
///
/// assert_eq!(first_small(&[Some(1), Some(4), Some(20)]), Some(4));
/// assert_eq!(first_small(&[Some(1), None, Some(4)]), None);
/// assert_eq!(halve(Some(9)), 4);
/// ```
///
/// Inside it, `assert!` and `debug_assert!` take infix `is` directly:
///
/// ```
/// # use is::is_syntax;
/// #[is_syntax]
/// fn check(r: Result<u8, String>) {
///     assert!(r is Ok(v) && v < 10, "{r:?} is out of range");
/// }
/// check(Ok(3));
/// ```
///
/// A statement that drops an `is!`'s value is an error, since its bindings would end right
/// there; it suggests the `let` (or `let … else`) that keeps them. The RFC makes this a
/// deny-by-default lint, and `#[is_syntax(allow(is_statement))]` allows it:
///
/// ```compile_fail
/// # use is::{is, is_syntax};
/// #[is_syntax]
/// fn f(x: Option<u32>) {
///     is!(x is Some(y)); // error: use `let Some(y) = x else { … };`
/// }
/// ```
///
/// Conditions with a test follow the 2024 rules for temporaries (those of let-chains) in every
/// edition, and compile in edition 2021 crates too.
///
/// # `let_else`: bindings after a negative test that diverges
///
/// With `#[is_syntax(let_else)]`, after `if !TEST { BODY }` with no `else` (TEST a test or an
/// `&&` chain holding one; `!A || !B` is `!(A && B)`), TEST's bindings are in scope in the rest
/// of the block, where TEST is known to be true. It lowers to a `let … else` whose `else` is
/// BODY, so rustc checks that BODY diverges (`return`, `break`, `continue`, `panic!`, a `-> !`
/// call, a `loop` without `break`), and each test's temporaries, moves and drop order are
/// those of its own `let … else`:
///
/// ```
/// use is::{is, is_syntax};
///
/// struct Service { open: bool, port: u16 }
///
/// fn lookup(p: u16) -> Option<Service> {
///     (p >= 10).then_some(Service { open: p < 100, port: p + 1000 })
/// }
///
/// #[is_syntax(let_else)]
/// fn port(s: &str) -> Result<u16, String> {
///     if !is!(s.parse::<u16>() is Ok(p)) {
///         return Err(format!("{s:?} is no number"));
///     }
///     if !is!(lookup(p) is Some(service) && service.open) {
///         return Err(format!("port {p} is closed"));
///     }
///     Ok(service.port) // `p` and `service` are bound here
/// }
///
/// assert_eq!(port("42"), Ok(1042));
/// assert_eq!(port("420"), Err("port 420 is closed".to_owned()));
/// assert_eq!(port("x"), Err("\"x\" is no number".to_owned()));
/// ```
///
/// In a chain, where a later test fails, what the earlier ones bound drops before BODY runs
/// (TEST is false there), and a `break` or `continue` inside the tests needs its loop's
/// label. It is opt-in because it changes what a later name means where an outer variable has
/// the same one. Where nothing after the `if` names a binding, nothing changes (BODY may fall
/// through); where something does and BODY can fall through, rustc reports "`else` clause of
/// `let...else` does not diverge" at BODY. `while`, `else` branches and tests under `!`
/// elsewhere keep the rules above. Without the switch, a binding of such a test named after
/// the `if` warns, suggesting it. `#[is_syntax(let_else, allow(is_statement))]` takes both.
#[doc(inline)]
pub use is_macros::is_syntax;

/// Whole items in the proposed syntax itself: infix `is` with no `is!` around it, and
/// `type NAME = BASE is PATTERN;` pattern types.
///
/// ```
/// is::syntax! {
///     pub type Errno = u32 is 0..4096;
///
///     pub fn first_small(v: &[Option<u32>]) -> Option<u32> {
///         let mut it = v.iter();
///         while it.next() is Some(Some(x)) && *x < 10 {
///             if *x is 3..=5 { return Some(*x); }
///         }
///         None
///     }
/// }
///
/// assert_eq!(first_small(&[Some(1), Some(4), Some(20)]), Some(4));
/// assert_eq!(Errno::new(22).map(Errno::get), Some(22));
/// ```
///
/// Any items may appear: functions, `impl`s, traits, modules, structs, `const`s and type
/// aliases. The output is what [`#[is_syntax]`](macro@is_syntax) gives for the same items written with
/// `is!`: the same parser and the same lowering, so the same rules and the same errors.
///
/// `is` stays an identifier where Rust already allows one (`let is = 1;`, `x.is()`, `Any::is`,
/// `fn is()`, a field `s.is`, `r#is`, the macro `is!`), so `is is Some(_)` tests a variable
/// called `is`. A pattern ends at `&&`, `||`, `)`, `]`, `,`, `;`, `=>`, `=`, or the `{` of an
/// `if`/`while` body; there a struct pattern needs parentheses, as a struct literal does:
/// `if p is (Point { x: 0, .. }) { … }`.
///
/// In the arguments of other macros `is` works wherever they take `,`-separated expressions,
/// in an array's repeat form `vec![VALUE; N]`, and in `matches!`'s value and guard; a macro
/// that reads its tokens another way gets them as written, and an infix `is` in them, which
/// cannot compile there, is an error that says so. `macro_rules!` rules' bodies are read too,
/// with their fragments and repetitions (`$(&& $more(v))*`):
///
/// ```
/// is::syntax! {
///     fn describe(x: Option<u8>) -> String {
///         format!("{} {}", x is Some(_), x is Some(1..=9))
///     }
///
///     fn flags(x: Option<u8>) -> Vec<bool> {
///         vec![x is Some(_); 2]
///     }
///
///     fn small(x: Option<u8>) -> bool {
///         matches!(x, Some(v) if v is 1..=3)
///     }
///
///     fn all_small(x: Option<u8>) -> u8 {
///         macro_rules! pick {
///             ($x:expr $(, $more:expr)*) => {
///                 if $x is Some(v) $(&& $more(v))* { v } else { 0 }
///             };
///         }
///         pick!(x, |v: u8| v > 1, |v: u8| v < 9)
///     }
/// }
///
/// assert_eq!(describe(Some(3)), "true true");
/// assert_eq!(describe(None), "false false");
/// assert_eq!(flags(None), [false, false]);
/// assert!(small(Some(2)) && !small(Some(4)));
/// assert_eq!((all_small(Some(5)), all_small(Some(9))), (5, 0));
/// ```
///
/// `#![is_syntax(allow(is_statement))]` at the top of the block allows statements that drop an
/// `is`'s value, and `#![is_syntax(let_else)]` carries a negative test's bindings past its
/// `if` as `#[is_syntax(let_else)]` does:
///
/// ```
/// is::syntax! {
///     #![is_syntax(let_else)]
///
///     fn double(x: Option<u8>) -> u8 {
///         if !(x is Some(v) && v < 100) {
///             return 0;
///         }
///         v * 2
///     }
/// }
///
/// assert_eq!((double(Some(21)), double(Some(200)), double(None)), (42, 0, 0));
/// ```
///
/// rustfmt leaves the block alone; `cargo is fmt` (the `cargo-is` package) formats it.
#[doc(inline)]
pub use is_macros::syntax;

/// A value of a pattern type, checked when the compiler checks the crate: a value outside the
/// pattern is a compile error that `cargo check` and an editor report where it is written,
/// in a function nobody calls too. It is a `const` item of the type, so the value must be
/// a constant.
///
/// ```
/// use is::{is, is_syntax};
///
/// #[is_syntax]
/// pub type Errno = is!(u32 is 0..4096);
///
/// const EINVAL: Errno = is::value!(Errno, 22);
/// let enoent = is::value!(Errno, 2);
/// assert_eq!(EINVAL.get() + enoent.get(), 24);
/// ```
///
/// `Errno::new_const::<22>()` checks the same, but only where the compiler evaluates it: in a
/// `const` item under `cargo check`, in a function only under `cargo build`, and only if it
/// compiles that function to machine code. In a function nothing calls,
/// `Errno::new_const::<5000>()` builds without error, in debug and release alike; this
/// macro's value is checked wherever it is written.
#[macro_export]
macro_rules! value {
    ($type:ty, $value:expr $(,)?) => {{
        const VALUE: $type = match <$type>::new($value) {
            ::core::option::Option::Some(value) => value,
            ::core::option::Option::None => {
                ::core::panic!("{}", <$type as $crate::__private::NotMatched>::MESSAGE)
            }
        };
        VALUE
    }};
}

/// The `if`, `while` and `let`s of a let-chain in a user's `macro_rules!` rule, which
/// `#[is_syntax]` and `is::syntax!` route through here: rustc reads a chain's edition off its
/// tokens, and this crate's is 2024, so a user's edition-2021 macro keeps its own edition (its
/// `$e:expr`, its drop order) and only the test is 2024's. After the tokens written so far,
/// `{…}`: `if`, `while`, `let (PAT) (VALUE)` (written `let PAT = VALUE`), `[TOKENS]` (written
/// as they are), or any one token.
#[doc(hidden)]
#[macro_export]
macro_rules! __let_chain {
    ({$($out:tt)*}) => {
        $($out)*
    };
    ({$($out:tt)*} [$($tokens:tt)*] $($rest:tt)*) => {
        $crate::__let_chain! { {$($out)* $($tokens)*} $($rest)* }
    };
    // The usual shapes in one step each: each step is a level of macro recursion.
    ({$($out:tt)*} if let ($($pattern:tt)*) ($($value:tt)*) [$($tokens:tt)*] $($rest:tt)*) => {
        $crate::__let_chain! { {$($out)* if let $($pattern)* = $($value)* $($tokens)*} $($rest)* }
    };
    ({$($out:tt)*} let ($($pattern:tt)*) ($($value:tt)*) [$($tokens:tt)*] $($rest:tt)*) => {
        $crate::__let_chain! { {$($out)* let $($pattern)* = $($value)* $($tokens)*} $($rest)* }
    };
    ({$($out:tt)*} if $($rest:tt)*) => {
        $crate::__let_chain! { {$($out)* if} $($rest)* }
    };
    ({$($out:tt)*} while $($rest:tt)*) => {
        $crate::__let_chain! { {$($out)* while} $($rest)* }
    };
    ({$($out:tt)*} let ($($pattern:tt)*) ($($value:tt)*) $($rest:tt)*) => {
        $crate::__let_chain! { {$($out)* let $($pattern)* = $($value)*} $($rest)* }
    };
    ({$($out:tt)*} $token:tt $($rest:tt)*) => {
        $crate::__let_chain! { {$($out)* $token} $($rest)* }
    };
}

/// What generated code names, and nothing else should.
#[doc(hidden)]
pub mod __private {
    pub use is_core::__private::*;

    /// The procedural `is!`, which the declarative one passes everything else to.
    pub use is_macros::is;

    /// An `is!`'s value, which its caller must use: `is!(x is Some(_));` tests nothing, and
    /// its bindings end with it. Named as the macro, for the warning's sake; free, as it is
    /// inlined away.
    #[must_use = "this `is!` tests a value and drops the answer, and its bindings with it, as `let _ = …` would\nhelp: to bind the pattern for the rest of the block, write `let PATTERN = VALUE else { … };`"]
    #[inline(always)]
    pub const fn is(value: bool) -> bool {
        value
    }

    /// A method of every type, of any type: what `is::syntax!` and `#[is_syntax]` write after
    /// a `.` with no name yet (half typed), with the error as its argument, so that the
    /// receiver stays where it was written (an editor completes on it) and the error is all
    /// rustc reports.
    pub trait Recovered {
        #[doc(hidden)]
        fn __is_recovered<T, E>(&self, error: E) -> T;
    }

    impl<X: ?Sized> Recovered for X {
        fn __is_recovered<T, E>(&self, _: E) -> T {
            unreachable!("its argument is a compile error")
        }
    }

    #[cfg(feature = "serde")]
    pub use serde;

    /// `Self` is the primitive `P`: generated code asks it of the base of a pattern type as
    /// its alias wrote it, and the primitive the macro read it as. A name in scope may stand
    /// for another type there (`type u32 = u16;`), which the macro cannot see.
    #[diagnostic::on_unimplemented(
        message = "the base of this pattern type, `{Self}`, is not the primitive `{P}`",
        label = "a name in scope stands for another type here",
        note = "write the primitive by its path, `::core::primitive::{P}`, or rename what shadows it"
    )]
    pub trait Primitive<P: ?Sized> {
        /// What generated code names, to ask the question.
        const SAME: () = ();
    }

    impl<P: ?Sized> Primitive<P> for P {}
}

/// The README's examples, compiled and run as doc tests.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
pub struct ReadmeDoctests;
