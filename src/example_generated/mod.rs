//! What the macros generate, on real types: each type here is one line of `#[is_syntax]`,
//! and its page shows exactly what the macro emits for it, every method and trait, with an
//! example of each. The types cover every layout a pattern type can have.
//!
//! This module is compiled for the documentation only: it is not in the crate you build, so
//! it costs nothing and names nothing there. Declare your own types as these are declared:
//! the examples do, as they run against the crate you build.
//!
//! | type | declared as | layout | what it shows |
//! | --- | --- | --- | --- |
//! | [`Errno`] | `u32 is 0..4096` | the value, its top byte an enum | the whole API of an integer pattern type |
//! | [`Port`] | `u16 is 1..` | a `NonZero` of the value | a pattern that excludes 0 |
//! | [`Index`] | `usize is ..usize::MAX` | a `NonZero` of `value ^ X` | a bound rustc reads, not the macro; a pointer-sized base |
//! | [`Letter`] | `char is ('A'..='Z' \| 'a'..='z')` | the `char` | a `char` base; an alternation |
//! | [`Present`] | `Option<T> is Some(_)` | the enum, `#[repr(transparent)]` | an enum refinement |
//!
//! # Layouts
//!
//! A pattern type has the size of its base, and so does its `Option`: the values the pattern
//! excludes make the niche that `None` takes. The macro chooses the layout from the pattern,
//! states it on the type's page, and has rustc confirm each assumption it rests on at compile
//! time.
//!
//! - Where the macro cannot read a bound (a path such as `usize::MAX`, or a `const`), the
//!   value is stored as `value ^ X` in a `NonZero`, X being a value the pattern excludes,
//!   found by `const` evaluation ([`Index`]).
//! - Otherwise, if the pattern excludes 0, the value is stored as it is, in a `NonZero`
//!   ([`Port`]).
//! - Otherwise, if some top byte is had by no admitted value, the value is stored as it is,
//!   its most significant byte an enum of the top bytes the pattern admits, and every other
//!   top byte is a niche ([`Errno`], whose values all have the top byte 0). Not for `usize`
//!   and `isize`, whose width varies by target.
//! - Otherwise, the value is stored as `value ^ X` again, X the first value the pattern
//!   excludes.
//! - A `char` is stored as the `char` ([`Letter`]); an enum refinement as the enum
//!   ([`Present`]).
//!
//! Only `value ^ X` stores other bits than the value's, so only there is no `from_ref`.
//!
//! ```
//! use is::{is, is_syntax};
//!
//! // The whole of this module, but for the docs.
//! #[is_syntax]
//! pub type Errno = is!(u32 is 0..4096);
//! #[is_syntax]
//! pub type Port = is!(u16 is 1..);
//! #[is_syntax]
//! pub type Index = is!(usize is ..usize::MAX);
//! #[is_syntax]
//! pub type Letter = is!(char is ('A'..='Z' | 'a'..='z'));
//! #[is_syntax]
//! pub type Present<T> = is!(Option<T> is Some(_));
//!
//! assert_eq!(size_of::<Option<Errno>>(), size_of::<u32>());
//! assert_eq!(size_of::<Option<Port>>(), size_of::<u16>());
//! assert_eq!(size_of::<Option<Index>>(), size_of::<usize>());
//! assert_eq!(size_of::<Option<Letter>>(), size_of::<char>());
//! assert_eq!(size_of::<Option<Present<u8>>>(), size_of::<Option<u8>>());
//! ```
//!
//! # What every integer and `char` pattern type has
//!
//! In, checked: [`new`](Errno::new) (`const`, an `Option`), [`TryFrom`] the base and, for an
//! integer, every other integer type, [`FromStr`](core::str::FromStr),
//! [`is::value!`](crate::value!) and [`new_const`](Errno::new_const) for constants,
//! [`new_unchecked`](Errno::new_unchecked) (`unsafe`), and [`from_ref`](Errno::from_ref) where
//! the layout keeps the value's bits. Out, free: [`get`](Errno::get) and [`From`]. The pattern:
//! [`contains`](Errno::contains), [`MIN`](Errno::MIN), [`MAX`](Errno::MAX),
//! [`PATTERN`](Errno::PATTERN), [`Default`] where the pattern admits the base's default.
//! Traits on the value: equality and order (with the base too, on either side), hashing,
//! `Debug` and `Display`, and [`PatternType`](crate::PatternType). No arithmetic.
//!
//! An enum refinement has [`new`](Present::new) (a `Result` that gives the value back),
//! [`get`](Present::get) (a reference), [`into_inner`](Present::into_inner),
//! [`from_ref`](Present::from_ref), an accessor of the variant's field
//! ([`into_some`](Present::into_some)), and the enum's own traits.
//!
//! # Features
//!
//! Each cargo feature of `is` adds impls to every pattern type; they show on these pages
//! when the documentation is built with the feature, as on docs.rs, which builds with all.
//!
//! ## `serde`
//!
//! `Serialize` and `Deserialize`, as the base value; deserializing checks the pattern and
//! fails with the [`PatternError`](crate::PatternError) message:
//!
#![cfg_attr(feature = "serde", doc = "```")]
#![cfg_attr(not(feature = "serde"), doc = "```ignore")]
//! # use is::{is, is_syntax};
//! # #[is_syntax]
//! # pub type Errno = is!(u32 is 0..4096);
//! # #[is_syntax]
//! # pub type Present<T> = is!(Option<T> is Some(_));
//! let einval: Errno = serde_json::from_str("22").unwrap();
//! assert_eq!(serde_json::to_string(&einval).unwrap(), "22");
//! let error = serde_json::from_str::<Errno>("5000").unwrap_err();
//! assert!(error.to_string().starts_with("5000 does not match the pattern 0..4096 of Errno"));
//!
//! let name: Present<String> = serde_json::from_str(r#""Ada""#).unwrap();
//! assert_eq!(name.into_some(), "Ada");
//! assert!(serde_json::from_str::<Present<String>>("null").is_err());
//! ```
//
// Issue 24 adds the features `rand`, `arbitrary`, `zerocopy` or `bytemuck`, and `num-traits`:
// each gets a section here like `serde`'s, its example under its own `cfg_attr` pair. Floats
// (`f64 is 0.0..=1.0`) get a type of their own, in a file like the others, and a row in the
// table above.

mod errno;
mod index;
mod letter;
mod port;
mod present;

pub use errno::Errno;
pub use index::Index;
pub use letter::Letter;
pub use port::Port;
pub use present::Present;
