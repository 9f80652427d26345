//! Run-time support for the [`is`](https://docs.rs/is-operator) crate (package `is-operator`):
//! the trait every pattern type implements and the errors its checked conversions return.
//! Use it through `is`.
#![no_std]

mod errors;
mod expand;
mod integrations;
mod intervals;
mod ordinals;
mod pattern_type;
mod refinement;
mod sealed;
mod values;

pub use errors::{ParsePatternError, PatternError};
pub use ordinals::{ExactSizeOrdinal, Ordinal};
pub use pattern_type::PatternType;
pub use values::Values;

/// What generated code names, and nothing else should.
#[doc(hidden)]
pub mod __private {
    // Empty without the integrations' features.
    pub use crate::__integers as integers;
    pub use crate::expand::{IntoInteger, try_from_integer};
    #[allow(unused_imports)]
    pub use crate::integrations::*;
    pub use crate::intervals::{
        Message, Sorted, count, expand_refused, largest, nearest, nth, smallest,
    };
    pub use crate::ordinals::{ordinal, value};
    pub use crate::refinement::checked_clone;
    pub use crate::sealed::{Bytes, Excluded, NotMatched, Sealed, Storage};
    pub use crate::{
        __compared_and_printed as compared_and_printed, __in_and_out as in_and_out,
        __radix_formats as radix_formats,
    };
}
