//! The `is` operator of RFC 3573 on stable Rust.
#![no_std]

/// probe
/// ```
/// assert!(false);
/// ```
#[doc(inline)]
pub use is_macros::is;
pub use is_macros::is_syntax;
