//! Run-time support for the [`is`](https://docs.rs/is) crate. Use it through `is`.
#![no_std]
