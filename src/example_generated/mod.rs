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
//! | [`Celsius`] | `i16 is -273..` | the value, its top byte an enum | a signed base: `checked_neg`, `checked_abs` |
//! | [`Letter`] | `char is ('A'..='Z' \| 'a'..='z')` | the `char` | a `char` base; an alternation |
//! | [`Ratio`] | `f64 is 0.0..=1.0` | the `f64` | a float base: `Eq`, `Ord` and `Hash` with no NaN; no niche |
//! | [`Present`] | `Option<T> is Some(_)` | the enum, `#[repr(transparent)]` | an enum refinement |
//!
//! # Layouts
//!
//! A pattern type has the size of its base, and so does its `Option` but for a float's: the
//! values the pattern excludes make the niche that `None` takes. The macro chooses the layout
//! from the pattern, states it on the type's page, and has rustc confirm each assumption it
//! rests on at compile time.
//!
//! - Where the macro cannot read a bound (a path such as `usize::MAX`, or a `const`), the
//!   value is stored as `value ^ X` in a `NonZero`, X being a value the pattern excludes,
//!   found by `const` evaluation ([`Index`]).
//! - Otherwise, if the pattern excludes 0, the value is stored as it is, in a `NonZero`
//!   ([`Port`]).
//! - Otherwise, if some top byte is had by no admitted value, the value is stored as it is,
//!   its most significant byte an enum of the top bytes the pattern admits, and every other
//!   top byte is a niche ([`Errno`], whose values all have the top byte 0, and [`Celsius`]).
//!   Not for `usize` and `isize`, whose width varies by target.
//! - Otherwise, the value is stored as `value ^ X` again, X the first value the pattern
//!   excludes.
//! - A `char` is stored as the `char` ([`Letter`]); an enum refinement as the enum
//!   ([`Present`]).
//! - A float is stored as the float ([`Ratio`]). Every bit pattern of a float is a value, so
//!   there is no niche: `Option<Ratio>` is larger than an `f64`.
//!
//! Only `value ^ X` stores other bits than the value's, so only there is no `from_ref`, no
//! `AsRef` or `Borrow` of the base, and no `bytemuck` impls.
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
//! #[is_syntax]
//! pub type Celsius = is!(i16 is -273..);
//! #[is_syntax]
//! pub type Ratio = is!(f64 is 0.0..=1.0);
//!
//! assert_eq!(size_of::<Option<Errno>>(), size_of::<u32>());
//! assert_eq!(size_of::<Option<Port>>(), size_of::<u16>());
//! assert_eq!(size_of::<Option<Index>>(), size_of::<usize>());
//! assert_eq!(size_of::<Option<Letter>>(), size_of::<char>());
//! assert_eq!(size_of::<Option<Present<u8>>>(), size_of::<Option<u8>>());
//! assert_eq!(size_of::<Option<Celsius>>(), size_of::<i16>());
//! assert_eq!(size_of::<Ratio>(), size_of::<f64>());
//! assert!(size_of::<Option<Ratio>>() > size_of::<f64>());
//! ```
//!
//! # What each pattern type has
//!
//! Every pattern type comes in through a check and goes out for free. What else it has
//! depends on its base, as the table says; "bits kept" is every integer layout but
//! `value ^ X` (see [Layouts](#layouts)). Each name links to the page with its example.
//!
//! | | integer | `char` | float | enum refinement |
//! | --- | --- | --- | --- | --- |
//! | [`new`](Errno::new), [`contains`](Errno::contains), [`PATTERN`](Errno::PATTERN); [`TryFrom`] the base, [`From`] into it; [`PatternType`](crate::PatternType) | yes | yes | yes | [`new`](Present::new) gives a `Result`; `PatternType` where the enum is `Clone` |
//! | [`get`](Errno::get) | the value | the value | the value | a reference; [`into_inner`](Present::into_inner), [`into_some`](Present::into_some) |
//! | [`MIN`](Errno::MIN), [`MAX`](Errno::MAX), [`new_unchecked`](Errno::new_unchecked), [`FromStr`](core::str::FromStr), [`is::value!`](crate::value!) | yes | yes | yes | |
//! | [`new_const`](Errno::new_const) | yes | yes | | |
//! | [`TryFrom`] other types | every integer type | | those the float holds exactly ([`Ratio`]) | |
//! | [`from_ref`](Errno::from_ref) | bits kept | yes | yes | yes |
//! | [`AsRef`] and [`Borrow`](core::borrow::Borrow) of the base | bits kept | yes | yes | yes |
//! | [`Default`] | where the pattern admits 0 and its bounds are literals | likewise, `'\0'` | likewise, `0.0` | |
//! | `Eq`, `Ord`, `Hash`, `Debug`, `Display` | yes | yes | yes, `-0.0` equal to `0.0` ([`Ratio`]) | each of `Eq`, `Ord`, `Hash`, `Debug` that the enum has (and `Clone`, `Copy`) |
//! | `PartialEq` and `PartialOrd` with the base, both ways | yes | yes | yes | |
//! | [`From`] into each integer type that holds every admitted value, [`TryFrom`] into the others ([`Errno`]) | yes | yes, as the code point ([`Letter`]) | | |
//! | `LowerHex`, `UpperHex`, `Octal`, `Binary` | yes | | `LowerExp` and `UpperExp` | |
//! | [`checked_add`](crate::PrimitivePattern::checked_add), `_sub`, `_mul`, `_div`, `_rem`; [`saturating_add`](crate::PrimitivePattern::saturating_add), `_sub` | yes | | | |
//! | [`checked_neg`](crate::PrimitivePattern::checked_neg), [`checked_abs`](crate::PrimitivePattern::checked_abs) | signed | | | |
//! | [`new_saturating`](crate::PrimitivePattern::new_saturating), [`values`](crate::PrimitivePattern::values), [`expand`](crate::PrimitivePattern::expand), [`narrow`](crate::PrimitivePattern::narrow) | yes | yes | | |
//! | [`serde`](#serde) | yes | yes | yes | yes |
//! | [`rand`](#rand), [`arbitrary`](#arbitrary) | yes | yes | | |
//! | [`num-traits`](#num-traits) | yes | yes | yes | |
//! | [`bytemuck`](#bytemuck) | bits kept | yes | | |
//!
//! `new`, `get`, `contains`, `new_unchecked` and `new_const` are `const fn`, as the base's
//! own methods are; `from_ref` is not. The arithmetic, `new_saturating`, `values`, `expand`
//! and `narrow` are [`PrimitivePattern`](crate::PrimitivePattern)'s: written once in `is`,
//! generic, so that a crate pays to compile only those it calls (a trait's methods cannot be
//! `const fn` on stable Rust). The `use is::is_syntax;` that a file with pattern types has
//! brings them into scope. An enum refinement's `get` and `contains` are `const fn`, its `new`
//! is not.

//! # Features
//!
//! Each cargo feature of `is` is off by default and costs nothing when off; on, it adds impls
//! to the pattern types of the crates that use `is`: `serde` to every pattern type, the others
//! to integer and `char` types. They show on these pages when the documentation is built with
//! the feature, as on docs.rs, which builds with all.
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
//! # #[is_syntax]
//! # pub type Ratio = is!(f64 is 0.0..=1.0);
//! let einval: Errno = serde_json::from_str("22").unwrap();
//! assert_eq!(serde_json::to_string(&einval).unwrap(), "22");
//! let error = serde_json::from_str::<Errno>("5000").unwrap_err();
//! assert!(error.to_string().starts_with("5000 does not match the pattern 0..4096 of Errno"));
//!
//! let name: Present<String> = serde_json::from_str(r#""Ada""#).unwrap();
//! assert_eq!(name.into_some(), "Ada");
//! assert!(serde_json::from_str::<Present<String>>("null").is_err());
//!
//! assert_eq!(serde_json::from_str::<Ratio>("0.5").unwrap(), 0.5);
//! assert!(serde_json::from_str::<Ratio>("1.5").is_err());
//! ```
//!
//! ## `rand`
//!
//! A [`Distribution`](https://docs.rs/rand/0.10/rand/distr/trait.Distribution.html) for
//! rand's `StandardUniform`, so `rng.random()` makes a value: uniform over the values the
//! pattern admits, every range of an alternation weighed by its size.
//!
#![cfg_attr(feature = "rand", doc = "```")]
#![cfg_attr(not(feature = "rand"), doc = "```ignore")]
//! # use is::{is, is_syntax};
//! # #[is_syntax]
//! # pub type Errno = is!(u32 is 0..4096);
//! use rand::{RngExt, SeedableRng};
//!
//! let mut rng = rand::rngs::SmallRng::seed_from_u64(22);
//! let errno: Errno = rng.random();
//! assert!(Errno::contains(errno.get()));
//!
//! // Each of the five values as likely as any other: about 1,000 draws of each in 5,000.
//! #[is_syntax]
//! type Signal = is!(u32 is (1..=3 | 9 | 15));
//! let mut counts = [0; 16];
//! for _ in 0..5_000 {
//!     let signal: Signal = rng.random();
//!     counts[signal.get() as usize] += 1;
//! }
//! for signal in Signal::values() {
//!     assert!((850..1150).contains(&counts[signal.get() as usize]), "{counts:?}");
//! }
//! assert_eq!(counts.iter().sum::<u32>(), 5_000);
//! ```
//!
//! ## `arbitrary`
//!
//! [`Arbitrary`](https://docs.rs/arbitrary/1/arbitrary/trait.Arbitrary.html), for fuzzing:
//! whatever the fuzzer's bytes, the value is one the pattern admits, so a fuzz target that
//! takes a pattern type spends no run on values it would reject. It takes no more bytes than
//! the base has.
//!
#![cfg_attr(feature = "arbitrary", doc = "```")]
#![cfg_attr(not(feature = "arbitrary"), doc = "```ignore")]
//! # use is::{is, is_syntax};
//! # #[is_syntax]
//! # pub type Errno = is!(u32 is 0..4096);
//! use arbitrary::{Arbitrary, Unstructured};
//!
//! for byte in 0..=u8::MAX {
//!     let errno = Errno::arbitrary(&mut Unstructured::new(&[byte; 4])).unwrap();
//!     assert!(Errno::contains(errno.get()));
//! }
//! assert_eq!(Errno::arbitrary(&mut Unstructured::new(&[])).unwrap(), Errno::MIN);
//! assert_eq!(<Errno as Arbitrary>::size_hint(0), (0, Some(4)));
//! ```
//!
//! ## `bytemuck`
//!
//! [`CheckedBitPattern`](https://docs.rs/bytemuck/1/bytemuck/checked/trait.CheckedBitPattern.html)
//! (bytes in, checked against the pattern) and
//! [`NoUninit`](https://docs.rs/bytemuck/1/bytemuck/trait.NoUninit.html) (bytes out), where
//! the layout keeps the value's bits: every integer layout but `value ^ X`, and `char`.
//!
#![cfg_attr(feature = "bytemuck", doc = "```")]
#![cfg_attr(not(feature = "bytemuck"), doc = "```ignore")]
//! # use is::{is, is_syntax};
//! # #[is_syntax]
//! # pub type Errno = is!(u32 is 0..4096);
//! use bytemuck::checked::{self, CheckedCastError};
//!
//! assert_eq!(checked::try_cast::<u32, Errno>(22).map(Errno::get), Ok(22));
//! assert_eq!(checked::try_cast::<u32, Errno>(5000), Err(CheckedCastError::InvalidBitPattern));
//!
//! let read: [u32; 3] = [2, 22, 5000];
//! let errnos: &[Errno] = checked::try_cast_slice(&read[..2]).unwrap();
//! assert_eq!(errnos, [2, 22]);
//! assert!(checked::try_cast_slice::<u32, Errno>(&read).is_err());
//!
//! assert_eq!(bytemuck::bytes_of(&errnos[1]), 22u32.to_ne_bytes());
//! ```
//!
//! [`Index`]'s layout stores `value ^ X`, whose bytes a cast would read as another value, so
//! it has neither:
//!
#![cfg_attr(feature = "bytemuck", doc = "```compile_fail,E0277")]
#![cfg_attr(not(feature = "bytemuck"), doc = "```ignore")]
//! # use is::{is, is_syntax};
//! # #[is_syntax]
//! # pub type Index = is!(usize is ..usize::MAX);
//! let index = bytemuck::checked::try_cast::<usize, Index>(3); // error[E0277]
//! ```
//!
//! ## `num-traits`
//!
//! [`Bounded`](https://docs.rs/num-traits/0.2/num_traits/bounds/trait.Bounded.html): the
//! pattern's [`MIN`](Errno::MIN) and [`MAX`](Errno::MAX), for code generic over bounded
//! numbers.
//!
#![cfg_attr(feature = "num-traits", doc = "```")]
#![cfg_attr(not(feature = "num-traits"), doc = "```ignore")]
//! # use is::{is, is_syntax};
//! # #[is_syntax]
//! # pub type Errno = is!(u32 is 0..4096);
//! # #[is_syntax]
//! # pub type Ratio = is!(f64 is 0.0..=1.0);
//! use num_traits::Bounded;
//!
//! fn span<T: Bounded>() -> (T, T) {
//!     (T::min_value(), T::max_value())
//! }
//! assert_eq!(span::<Errno>(), (Errno::MIN, Errno::MAX));
//! assert_eq!(Errno::max_value(), 4095);
//!
//! #[is_syntax]
//! type Signal = is!(u32 is (1..=3 | 9 | 15));
//! assert_eq!((Signal::min_value().get(), Signal::max_value().get()), (1, 15));
//! assert_eq!(span::<Ratio>(), (Ratio::MIN, Ratio::MAX));
//! ```

mod celsius;
mod errno;
mod index;
mod letter;
mod port;
mod present;
mod ratio;

pub use celsius::Celsius;
pub use errno::Errno;
pub use index::Index;
pub use letter::Letter;
pub use port::Port;
pub use present::Present;
pub use ratio::Ratio;
