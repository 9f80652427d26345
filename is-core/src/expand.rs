//! Impls that every integer or `char` pattern type has, written by `macro_rules!` here from a
//! short call the macro emits: fewer tokens for the procedural macro to build and hand over
//! than the impls themselves. Their bodies are one call each, to generic functions that rustc
//! checks once, here, rather than once per impl of each alias.

use crate::{PatternError, PatternType};

/// A conversion between integer types that fails where the target does not hold the value:
/// std's `TryFrom`, under a trait that only this crate implements, so that rustc finds the
/// impl among these and not among every `TryFrom` impl of the user's crate.
#[doc(hidden)]
pub trait IntoInteger<T>: Copy {
    fn into_integer(self) -> Option<T>;
}

macro_rules! into_integer {
    ($($from:ident)*) => {
        $(into_integer!(@each $from: u8 u16 u32 u64 u128 usize i8 i16 i32 i64 i128 isize);)*
    };
    (@each $from:ident: $($to:ident)*) => {$(
        impl IntoInteger<$to> for $from {
            #[inline]
            fn into_integer(self) -> Option<$to> {
                <$to>::try_from(self).ok()
            }
        }
    )*};
}

into_integer!(u8 u16 u32 u64 u128 usize i8 i16 i32 i64 i128 isize);

/// `value` as the pattern type `T`, if `T`'s base holds it and it matches: the body of
/// `TryFrom<V>` for `T`, where `V` is an integer type other than the base. The error keeps
/// `value` as it came, named after the type `name`.
///
/// # Errors
/// A `PatternError` holding `value`, where the base does not hold it or it does not match.
#[inline]
pub fn try_from_integer<T: PatternType, V: IntoInteger<T::Base>>(
    value: V,
    name: &'static str,
) -> Result<T, PatternError<V>> {
    match value.into_integer().and_then(T::new) {
        Some(matched) => Ok(matched),
        None => Err(PatternError::new(value, T::PATTERN, name)),
    }
}


/// `TryFrom` each `in` type (named `name` in its error), `From<T>` into each `from` type (a
/// cast, which the macro has made sure loses nothing) and `TryFrom<T>` into each `try_from`
/// type (through the base's value as `via`, with std's `TryFromIntError`).
#[doc(hidden)]
#[macro_export]
macro_rules! __integers {
    (
        $t:ty, $via:ty, $name:literal;
        in: $($in:ident)*; from: $($from:ident)*; try_from: $($try:ident)*
    ) => {
        $(
            impl ::core::convert::TryFrom<::core::primitive::$in> for $t {
                type Error = $crate::PatternError<::core::primitive::$in>;
                fn try_from(value: ::core::primitive::$in) -> ::core::result::Result<Self, Self::Error> {
                    $crate::__private::try_from_integer(value, $name)
                }
            }
        )*
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
