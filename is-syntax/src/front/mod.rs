//! The three entry points. Each reads its input with the one reader and lowers it with the one
//! lowering; they differ in where infix `is` stands and in what they accept.
//!
//! Each takes and returns `proc_macro2` tokens, so unit tests and property tests can drive the
//! whole pipeline without a compiler.

pub(crate) mod attribute;
pub(crate) mod block;
pub(crate) mod is_macro;
mod options;
pub mod outline;
pub(crate) mod renamed;
pub(crate) mod tool;
