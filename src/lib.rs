//! The `is` operator of RFC 3573 on stable Rust.
#![no_std]

pub use is_core::*;
pub use is_macros::{is, is_syntax};
