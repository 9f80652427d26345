//! The reference: every rule of the `is` operator, and everything a pattern type has, in
//! one page. The [crate's front page](crate) introduces both with examples;
//! [`example_generated`](crate::example_generated) shows the generated API on real types.
//!
//! # Where a test's bindings reach, and the other rules
//!
//! Each rule says where it holds: *anywhere* (in any `is!`, under `#[is_syntax]` and in
//! `is::syntax!`), or *in an annotated item* (under `#[is_syntax]`, or in `is::syntax!`).
//!
//! - Anywhere: `is` binds at the precedence of `==` and is non-associative: `a is P == b`,
//!   `a == b is P` and `a is P is Q` ask for parentheses. `v as u32 is 1..` does too, since it
//!   could read as a cast to a pattern type.
//! - Anywhere: a top-level `|` needs parentheses: `x is (A | B)`. The `is!(EXPR, PAT)` spelling
//!   takes `A | B` as `matches!` does. Range patterns need none: `x is 10..=20 && y`, and neither
//!   do qualified paths: `b is m @ <u8>::MAX`.
//! - Anywhere: `is!(EXPR, PAT)` and `is!(EXPR, PAT if GUARD)` have the value of `matches!` with
//!   the same arguments, and run the guard as often; in an annotated item their bindings flow as
//!   those of `is!(EXPR is PAT && GUARD)` do, and like it their value's temporaries follow the
//!   2024 rules of a let-chain (they are dropped before the `else` branch; `matches!` keeps them
//!   to the end of the statement). A pattern with alternatives (a `|` at any depth:
//!   `(x, _) | (_, x)`, `Some(1 | _)`) and a guard is the exception: `matches!` tries the guard
//!   once for each alternative that matches, where a let-chain binds the first one that matches
//!   and tries it once. So that form is `matches!`'s own `match`, whose bindings end at its `)`
//!   (its value's temporaries live as `matches!`'s do), and in an annotated item one whose
//!   bindings the chain would carry on (into a later `&&` link, or an `if`/`while`/guard body) is
//!   an error, whose help writes `matches!(…)`, or `is!(EXPR is (A(x) | B(x)) && GUARD)` to try
//!   the guard once.
//! - Anywhere: bindings flow along the `&&` chain a test stands in, into its later operands:
//!   `is!(x is Some(v) && v > 3)`. Never through `||`, out of `!(…)`, or out of the `is!(…)` of an
//!   `is!` on its own, whose bindings end at its `)`.
//! - In an annotated item, they also flow through parentheses and `is!(…)` into the rest of the
//!   chain, and in an `if`/`while`/guard condition into the body, never into `else` or after the
//!   `if`/`while`. Anywhere else (`let b = …`, a call argument, `return`, a closure body) the
//!   whole chain is one `bool`: `let b = is!(x is Some(v)) && v > 3;` works there, and only there.
//! - With `#[is_syntax(let_else)]` (`#![is_syntax(let_else)]` in `is::syntax!`): after
//!   `if !TEST { BODY }` with no `else` (TEST a test or an `&&` chain of them; `!A || !B` too),
//!   TEST's bindings reach the rest of the block, as through a `let … else` per test whose
//!   `else` is BODY: rustc checks that BODY diverges. Only where the code after the `if` names a
//!   binding; without the switch, that warns.
//! - In an annotated item, an `is!` whose value a statement drops is an error suggesting the `let`
//!   that keeps its bindings (the RFC's deny-by-default lint); `#[is_syntax(allow(is_statement))]`
//!   allows it. On its own, `is!` warns instead: a dropped value (`unused_must_use`), a binding
//!   that nothing in the call uses, which the code after it may have meant, and a pattern that
//!   matches every value (each "use of deprecated macro `is`", allowed by `allow(deprecated)`).
//! - In an annotated item, other macros' arguments: `assert!` and `debug_assert!` take infix `is`
//!   in their condition, and their message quotes the condition as written. In the arguments of
//!   any other macro an `is!` is lowered where they read as Rust reads a call's arguments, an
//!   array's repeat form or `matches!`'s value and guard (`format!`, `vec!`, `write!`,
//!   `assert_eq!`). `stringify!`, `concat!` and their kind always get the tokens as written.
//! - In an annotated item, `macro_rules!` rules' bodies are read like any code, their matchers
//!   kept as written: a fragment stands for a thing of its kind (`$e:expr` an operand, `$b:block`
//!   a body, `$v:vis`, `$l:lifetime`, `$i:item`), and a repetition `$( … ),*` reads as if written
//!   once where it stands (`$(&& $more(v))*` continues the chain, `$(else if … { … })+` an
//!   `else if` ladder, `[$($p),*]` a slice pattern's elements). The macro keeps its own
//!   edition (in 2021, `$e:expr` matches neither `_` nor `const { … }`, and a block drops its
//!   tail's temporaries after its locals); an `if` or `while` in a rule whose condition became
//!   a let-chain goes through a macro of this crate, which writes its `if`, `while` and `let`s
//!   in edition 2024, so that only the test is 2024's, as outside a macro. A match guard keeps
//!   its let-chain as it is: rustc takes one there in every edition. A rule's `$crate::is!`
//!   (a crate that re-exports `is!` for the macros it exports) is read as `is!`, and its
//!   chains reach that macro through it, so the macro's users need not name `is`.
//! - In an annotated item, read or refuse: tokens the macros cannot read stay as written (another
//!   macro's that do not read as values, a rule's body that is Rust only once expanded, with a
//!   `$($t)*` where the grammar needs more). An `is!` there whose bindings the code after it
//!   would use (`is!(…) && v`, `(is!(…)) && v`, `&& { … } && v`, an `if` body), or whose
//!   pattern comes from a fragment with a fragment after it, is an error, never a lone `bool`;
//!   so is an infix `is` there in `is::syntax!`. A test in another macro's arguments read as a
//!   value is refused where code outside its own chain names its bindings, in another argument
//!   or in its own before it (the macro may put the test in a condition and that code in its
//!   body); so is an `is!` in arguments that do not read,
//!   where nothing before it in its statement (`if`, `let`, `=` …) says how Rust reads it and
//!   any other of their tokens names its bindings (a tt-muncher carries it to a condition whose
//!   body came before it, or after a `;`). A call of a macro defined outside the item, in the
//!   same file, whose rules hold such an `is!`, is refused too.
//! - `is!` imported under another name by a `use` in the file (`use is::{is as test};`) is
//!   read by that name too.
//! - In an annotated item, tests in types and discriminants are read too: an array's length, a
//!   const generic argument (`A::<{ true && 1 is 1 }>::O`), an enum's discriminant, a
//!   function's parameters' types.
//! - Anywhere: `is` stays an identifier where Rust allows one: `let is = 1;`, `x.is()`,
//!   `Any::is`, `r#is`.
//!
//! # Typing in `is::syntax!`
//!
//! While you type in `is::syntax!`, an item that does not read yet is still lowered as far as it
//! reads, with the broken expression alone as its error, in its place: rust-analyzer completes
//! `v.` in `if x is Some(v) && v.` with `v`'s fields and methods, offers patterns (`Some(…)`,
//! `None`, …) right after `x is ` and `is!(x is ` (anywhere) as after `if let `, and shows that
//! one error, not a cascade.
//!
//! # Pattern types: what each has
//!
//! Each alias becomes a distinct type. In: `new` (`const`, an `Option`), `TryFrom` the base
//! (and for an integer base every other integer type, for a float the types it holds exactly),
//! whose `PatternError` keeps the value, `FromStr`, `is::value!(Type, V)` (a constant that `cargo
//! check` checks wherever it is written), `new_const::<V>()` (not for floats; checked only where
//! the compiler evaluates it: in a function nothing calls, a value outside the pattern builds
//! without error), `unsafe new_unchecked`. Out: `get` and `From`, free. Also `contains`, `MIN`,
//! `MAX`, `PATTERN`, `Default` where the pattern admits 0 (`'\0'`, `0.0`), comparison (with itself
//! and with the base, both ways), hashing and printing on the value (an integer in hex, octal and
//! binary too, a float in `e` notation), `from_ref`, `AsRef` and `Borrow` of the base where the
//! layout keeps the bits, and the trait `is::PatternType`.
//!
//! No operators: `Errno + 1` does not compile, as its result may leave the pattern. On an integer
//! base, arithmetic keeps the check in sight instead: `checked_add`, `checked_sub`,
//! `checked_mul`, `checked_div`, `checked_rem` (and `checked_neg`, `checked_abs` on signed bases)
//! give an `Option`; `saturating_add` and `saturating_sub` the admitted value nearest the result.
//! These, `new_saturating`, `values`, `expand` and `narrow` are the trait `is::PrimitivePattern`'s,
//! written once in `is` and generic, so that a crate compiles only those it calls (and, being a
//! trait's, not `const fn`); `use is::is_syntax;` brings them into scope, as does
//! `use is::PrimitivePattern;`. On an integer or `char` base, `new_saturating(v)` gives the admitted value
//! nearest `v` (between two as near, the smaller), and `values()` walks every admitted value in
//! order (`is::Values`: double-ended, exact-size where std's `Range` of the base is, so not for
//! 64- and 128-bit integers or `char`). Out, `From` goes into every integer type that holds every
//! admitted value (`u16` for `u32 is 0..4096`; a `char` as its code point, so `u8` for
//! `char is 'a'..='z'`; `usize` and `isize` counted at 16 bits, so that what compiles on one
//! target compiles on all) and `TryFrom` into the others. Between pattern types of one base,
//! `a.expand::<Wider>()` is free, and fails to build unless `Wider`'s pattern holds every value of
//! `a`'s (checked where rustc compiles the call to machine code: by `cargo build`, not `cargo
//! check`, and not in a function nothing calls); `a.narrow::<Narrower>()` gives an `Option`.
//!
//! ```rust
//! use is::{is, is_syntax};
//!
//! #[is_syntax]
//! type Errno = is!(u32 is 0..4096);
//! #[is_syntax]
//! type Code = is!(u32 is (0..4096 | 10_000..=10_099));
//!
//! let e = Errno::new(4000).unwrap();
//! assert_eq!(e.checked_add(95).map(Errno::get), Some(4095));
//! assert_eq!(e.checked_add(96), None);
//! assert_eq!(e.saturating_add(500), Errno::MAX);
//! assert_eq!(Code::new_saturating(7000), 4095);
//! let code: Code = e.expand();
//! assert_eq!(code.narrow::<Errno>(), Some(e));
//! assert_eq!(u16::from(e), 4000);
//! assert!(u8::try_from(e).is_err());
//! assert_eq!(Code::values().len(), 4196);
//! assert_eq!(Code::values().nth(4096).map(Code::get), Some(10_000));
//! ```
//!
//! Features, each off by default and costing nothing when off: `serde` for every pattern type
//! (`Deserialize` rejects values outside the pattern); for integer and `char` types, `rand`
//! (`StandardUniform` draws uniformly from the admitted values), `arbitrary` (`Arbitrary` makes
//! admitted values only) and `bytemuck` (`CheckedBitPattern` and `NoUninit` where the layout
//! keeps the bits); `num-traits` (`Bounded`) for those and floats.
//!
//! Integer, `char` and float bases, written as the primitive (`u32`, `core::primitive::u32`), take
//! literals, every form of range (negative, `const` and path bounds too: `0..LIMIT`,
//! `..u64::MAX`) and parenthesised alternations. Enum refinements (`Option<T> is Some(_)`, any
//! enum pattern) are `#[repr(transparent)]` over the enum, with `new` (a `Result` that gives the
//! value back, as it may be no copy), `get`, `into_inner`, `from_ref`, `AsRef` and `Borrow` of the
//! enum, `into_some`/`into_ok`/`into_err` where they apply, each of `Clone`, `Copy`, `Eq`, `Ord`,
//! `Hash` and `Debug` that the enum has, and `is::PatternType` where the enum is `Clone` (its
//! `get` gives a clone). The enum's `Clone` is code the macro cannot see, so a clone is checked:
//! one that does not match the pattern panics, naming the type.
//!
//! Floats (`f64 is 0.0..=1.0`, `f32 is (..=-1.0 | 1.0..)`, or every float but NaN:
//! `f64 is f64::NEG_INFINITY..`): NaN matches no pattern, so no value is NaN, and the type is
//! `Eq`, `Ord` and `Hash`, with -0.0 and 0.0 one value (equal, hashed alike; `get` keeps the sign
//! given). A float has no niche: `Option<T>` is larger than the base. `MIN` and `MAX` exist for
//! every pattern, `TryFrom` takes the base and the types it holds exactly (for an `f64`: `f32`,
//! `i32`, `u16`, …), and there is no `new_const` (a const generic cannot be a float): `is::value!`
//! is the checked constant. `from_ref`, `AsRef` and `Borrow` lend the float itself. There is no
//! arithmetic, `new_saturating`, `values`, `expand`, `narrow`, `From` into other types than the
//! base, or radix format; of the features, `serde` and `num-traits` reach a float type.
//!
//! A bound written as the base's own `MIN` or `MAX` (`u64::MAX`, `i8::MIN`, `char::MAX`,
//! `::core::primitive::u64::MAX`) is read as the primitive's value, as a literal is, and an
//! assertion at the alias has rustc confirm it: where a module or type of yours named like the
//! base (`mod u8`) makes `u8::MAX` its own, the alias is an error asking for
//! `::core::primitive::u8::MAX`.
//!
//! Limits: a base given through an alias (`type Word = u32;`, `c_int`) is an error asking for the
//! primitive, which the macro cannot see behind it. Any other bound that is not a literal (a
//! `const`, another path) is rustc's to read, not the macro's: there is no `Default`, `From` goes
//! only into the types that hold every value of the base, and an integer's layout is the `xor`
//! one, its excluded value found by `const` evaluation of the pattern (as are `MIN` and `MAX`). A refinement that matches
//! everything is an error for `_`, a binding, `Option` and `Result` only. An enum refinement
//! declared in a function refines a type declared outside it (its struct is in a module, which
//! does not see the function's items). `try_from` of an unsuffixed literal takes an `i32` (a float, an `f64`):
//! write `22u32` (`0.5f32`). The alias takes `doc`, `cfg`, `cfg_attr`, the lint levels,
//! `deprecated` and `must_use`; `repr`, `derive` and other attributes are errors, as the layout
//! is the macro's. A `cfg` gates all the alias generates, its errors too (an alias for 64-bit
//! targets is not read on 32-bit ones). The generated code raises no lint and allows none, so it
//! builds under any lint level you set, `forbid` included; but a `#[deprecated]` alias allows
//! `deprecated` in its own impls (as hand-written impls of a deprecated type must), and a
//! refinement of `Option<&T>` or `Cow<…>` allows clippy's `ref_option_ref` or `ptr_arg` on its
//! `contains(&BASE)`. The names the generated code gives its items and generic parameters are
//! none that the alias holds, and its locals and parameters begin with `__is_`, a prefix the
//! macros keep for themselves: name no `const` of yours so.
//!
//! Each integer or `char` type's layout (a `NonZero` of the value, the value's bytes with an enum
//! as the top byte, a `NonZero` of `value ^ X`, or `char` itself) is chosen so that `Option<T>`
//! has the size of the base, and is stated in its generated documentation; a float's is the float
//! itself. [BENCHMARKS.md](https://github.com/is-rs/is/blob/main/BENCHMARKS.md) has the table. `usize` and `isize` are read for 16-,
//! 32- and 64-bit targets alike.
//!
//! The type is a struct where the alias is, with its name and visibility. Its one field is a
//! `Sealed`, which only `unsafe` code makes, and whose type names the alias (so that two aliases
//! that store alike cannot swap their fields): the module that defines the alias can read a
//! value's storage but cannot build one, so no safe code builds a value without the check, that
//! module included. That code contains `unsafe` (`get` of the top-byte layout reads the value's bits,
//! `from_ref` casts a reference, `new_unchecked` trusts its caller), which
//! `#![forbid(unsafe_code)]` in your crate does not see, as it is the macro's. What it rests on
//! is checked twice. By rustc, at each alias: `const` assertions confirm the macro's reading
//! (each literal bound, the ends of each admitted interval and their neighbours, each top byte
//! the storage takes, the excluded value, the size and alignment, and that the base you wrote is
//! the primitive), so a wrong reading is a compile error, never a wrong layout. And by Miri, which
//! runs `new_unchecked`, `from_ref` and `get` of every layout and floats and refinements' `from_ref` at the
//! boundary values of every base and form of pattern, on x86_64, i686 and big-endian s390x
//! (`bash .ci/miri`, part of CI).
//!
//! # Under another name
//!
//! The package is `is-operator`; its library is `is`. Under a name of your own in `Cargo.toml`
//! the macros work too, and `#[is_syntax]` knows `NAME::is!(…)` as well. A pattern type names
//! its runtime by the path its `is!` is called by: write `NAME::is!(u32 is …)`, or add
//! `extern crate NAME as is;` at the crate root for a bare `is!(…)` alias and for those in
//! `is::syntax!`.
//!
//! # Building the macros optimised
//!
//! Proc macros are built unoptimised in the dev profile. With them optimised, a crate that uses
//! `is` densely checks in fewer instructions (see BENCHMARKS.md), at a price: every proc macro
//! and build script of the workspace is optimised, and a small crate's first build took 17–19 s
//! instead of 4–5 s here. It belongs in your workspace's `Cargo.toml`:
//!
//! ```toml
//! [profile.dev.build-override]
//! opt-level = 3
//! ```
//!
//! # Why a macro around `is`
//!
//!
//! rustc parses an attribute's input as Rust before the attribute runs, so infix `is` can only live
//! inside macro tokens: `is!(…)`. `#[is_syntax]` lets a test in a condition bind into the body by
//! lowering the whole condition to a let-chain, which follows the 2024 rules for temporaries in
//! every edition.
