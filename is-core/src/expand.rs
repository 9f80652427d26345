//! Impls that every integer or `char` pattern type has, written by `macro_rules!` here from a
//! short call the macro emits: fewer tokens for the procedural macro to build and hand over
//! than the impls themselves.

/// `From<T>` into each `from` type (a cast, which the macro has made sure loses nothing) and
/// `TryFrom<T>` into each `try_from` type (through the base's value as `via`, with std's
/// `TryFromIntError`).
#[doc(hidden)]
#[macro_export]
macro_rules! __into_integers {
    ($t:ty, $via:ty; from: $($from:ident)*; try_from: $($try:ident)*) => {
        $(
            impl ::core::convert::From<$t> for ::core::primitive::$from {
                fn from(value: $t) -> Self {
                    value.get() as Self
                }
            }
        )*
        $(
            impl ::core::convert::TryFrom<$t> for ::core::primitive::$try {
                type Error = ::core::num::TryFromIntError;
                fn try_from(value: $t) -> ::core::result::Result<Self, Self::Error> {
                    <Self as ::core::convert::TryFrom<$via>>::try_from(value.get() as $via)
                }
            }
        )*
    };
}
