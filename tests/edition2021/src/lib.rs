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

/// Macros another crate (edition 2024, `is` under another name) exports, whose rules call
/// `$crate::is!`: their chains bind here too, in an edition-2021 caller.
#[cfg(test)]
mod exported_macros {
    #[test]
    fn dollar_crate_is_binds_in_an_edition_2021_caller() {
        // A test left a lone `bool` would leave the bodies' `v` to this one.
        let v = 100u32;
        assert_eq!(is_renamed::first_small!(Some(3u32)), 3);
        assert_eq!(is_renamed::first_small!(Some(30u32)), 0);
        assert_eq!(is_renamed::sum_small!([1u32, 2, 30, 4]), 3);
        assert!(is_renamed::is_small!(Some(3u32)) && !is_renamed::is_small!(Some(v)));
        assert_eq!(is_renamed::first_small_of!(Some(30u32), None, Some(4)), 4);
        assert_eq!(is_renamed::small_by_guard!(Some(3u32)), 3);
        assert_eq!(is_renamed::small_in_block!(Some(3u32)), 3);
    }
}
