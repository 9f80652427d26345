//! A user crate in edition 2021 that uses every feature of `is`; CI lints it with
//! `clippy::pedantic` denied, so generated code must be clean under it.
#![warn(clippy::pedantic)]

include!("../../editions/every_feature.rs");

pub mod shapes {
    include!("../../editions/shapes.rs");
}

pub mod read_or_refuse {
    include!("../../editions/read_or_refuse.rs");
}

pub mod comma_guard {
    include!("../../editions/comma_guard.rs");
}

pub mod let_else {
    include!("../../editions/let_else.rs");
}

pub mod macro_edition {
    include!("../../editions/macro_edition_2021.rs");
}

#[cfg(test)]
use is_edition2024::let_chains as twins;

pub mod users_macros {
    include!("../../editions/users_macros.rs");
}

#[cfg(test)]
use is_edition2024::users_macros_hand as users_hand;
