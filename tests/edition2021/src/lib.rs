//! A user crate in edition 2021 that uses every feature of `is`; CI lints it with
//! `clippy::pedantic` denied, so generated code must be clean under it.
#![warn(clippy::pedantic)]

include!("../../editions/every_feature.rs");

pub mod shapes {
    include!("../../editions/shapes.rs");
}
