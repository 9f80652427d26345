//! The `unsafe` paths of pattern types (`new_unchecked`, `from_ref`, `get` of every layout,
//! refinements' `from_ref`) run at every boundary value, in a crate that builds little, so
//! that Miri can run it on a 64-bit, a 32-bit and a big-endian target (`.ci/miri`):
//!
//! - `tests/boundaries.rs`, written by `tests/pattern_types_exhaustive/generate.py`: every
//!   base and every form of pattern, at each bound, its neighbours, `MIN`, `MAX` and 0;
//! - `tests/soundness.rs`: refinements, and code that misled the macro once (shadowed names,
//!   pointer widths);
//! - `tests/floats.rs`: `f32` and `f64` pattern types, whose `unsafe` rests on no reading of
//!   the macro's, at each bound and its neighbours, the signed zeros, the infinities and NaN.
//!
//! `cargo test -p is-miri` runs the same tests natively.
