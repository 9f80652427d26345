//! `cargo is`: the command-line tool of the [`is-operator`](https://docs.rs/is-operator) crate.
//!
//! - `cargo is fmt [--check] [--stdin] [PATH…]` runs rustfmt, then lays out the inside of every
//!   `is!(… is …)` call and `is::syntax! { … }` body as rustfmt lays out the same Rust.
//! - `cargo is migrate --to-is | --to-let-chains [--check] [--dry-run] [PATH…]` rewrites
//!   `matches!` and `if let` to `is` and back, touching only the spans it changes.
//!
//! The library is what the binary runs; its items are public for the tool's tests.

pub mod cli;
mod comments;
pub mod diff;
pub mod files;
pub mod fmt;
pub mod migrate;
pub mod rustfmt;
mod source;

pub use source::Edit;
