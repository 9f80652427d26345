//! A user crate in edition 2024 that uses every feature of `is`; CI lints it with
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

/// The shapes of `read_or_refuse` written by hand with let-chains.
pub mod let_chains {
    include!("../../editions/let_chains.rs");
}

#[cfg(test)]
use let_chains as twins;

pub mod users_macros {
    include!("../../editions/users_macros.rs");
}

/// The shapes of `users_macros` written by hand with let-chains.
pub mod users_macros_hand {
    include!("../../editions/users_macros_hand.rs");
}

#[cfg(test)]
use users_macros_hand as users_hand;
