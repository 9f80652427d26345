//! Impls that every integer or `char` pattern type has, written by `macro_rules!` here from a
//! short call the macro emits: fewer tokens for the procedural macro to build and hand over
//! than the impls themselves. Their bodies are one call each, to generic functions that rustc
//! checks once, here, rather than once per impl of each alias. Their signatures name the
//! error types outright, not as `Self::Error`: rustc then has no projection to normalise when
//! it checks each impl against its trait (a percent of the check of a crate of aliases).

use crate::errors::PatternError;
use crate::pattern_type::PatternType;

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
                #[inline]
                fn try_from(__is_value: ::core::primitive::$in) -> ::core::result::Result<Self, $crate::PatternError<::core::primitive::$in>> {
                    $crate::__private::try_from_integer(__is_value, $name)
                }
            }
        )*
        $(
            impl ::core::convert::From<$t> for ::core::primitive::$from {
                #[inline]
                fn from(__is_value: $t) -> Self {
                    __is_value.get() as Self
                }
            }
        )*
        $(
            impl ::core::convert::TryFrom<$t> for ::core::primitive::$try {
                type Error = ::core::num::TryFromIntError;
                #[inline]
                fn try_from(__is_value: $t) -> ::core::result::Result<Self, ::core::num::TryFromIntError> {
                    <Self as ::core::convert::TryFrom<$via>>::try_from(__is_value.get() as $via)
                }
            }
        )*
    };
}

/// Equality and comparison (with itself, its `PartialOrd` being its `Ord`, and with the base
/// either way round) and printing, all on the value: what every pattern type over a primitive
/// has alike. Its `Ord` and `Hash` are its kind's own.
#[doc(hidden)]
#[macro_export]
macro_rules! __compared_and_printed {
    ($t:ty, $base:ty) => {
        impl ::core::cmp::PartialEq for $t {
            #[inline]
            fn eq(&self, __is_other: &Self) -> ::core::primitive::bool {
                self.get() == __is_other.get()
            }
        }
        impl ::core::cmp::Eq for $t {}
        impl ::core::cmp::PartialOrd for $t {
            #[inline]
            fn partial_cmp(
                &self,
                __is_other: &Self,
            ) -> ::core::option::Option<::core::cmp::Ordering> {
                ::core::option::Option::Some(::core::cmp::Ord::cmp(self, __is_other))
            }
        }
        impl ::core::cmp::PartialEq<$base> for $t {
            #[inline]
            fn eq(&self, __is_other: &$base) -> ::core::primitive::bool {
                self.get() == *__is_other
            }
        }
        impl ::core::cmp::PartialEq<$t> for $base {
            #[inline]
            fn eq(&self, __is_other: &$t) -> ::core::primitive::bool {
                *self == __is_other.get()
            }
        }
        impl ::core::cmp::PartialOrd<$base> for $t {
            #[inline]
            fn partial_cmp(
                &self,
                __is_other: &$base,
            ) -> ::core::option::Option<::core::cmp::Ordering> {
                ::core::cmp::PartialOrd::partial_cmp(&self.get(), __is_other)
            }
        }
        impl ::core::cmp::PartialOrd<$t> for $base {
            #[inline]
            fn partial_cmp(
                &self,
                __is_other: &$t,
            ) -> ::core::option::Option<::core::cmp::Ordering> {
                ::core::cmp::PartialOrd::partial_cmp(self, &__is_other.get())
            }
        }
        impl ::core::fmt::Debug for $t {
            #[inline]
            fn fmt(&self, __is_f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
                ::core::fmt::Debug::fmt(&self.get(), __is_f)
            }
        }
        impl ::core::fmt::Display for $t {
            #[inline]
            fn fmt(&self, __is_f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
                ::core::fmt::Display::fmt(&self.get(), __is_f)
            }
        }
    };
}

/// `From` out to the base, `TryFrom` the base (its `PatternError` naming the pattern and the
/// type, `name`) and `FromStr`, all through `new` and `get`: what every pattern type over a
/// primitive has alike.
#[doc(hidden)]
#[macro_export]
macro_rules! __in_and_out {
    ($t:ty, $base:ty, $pattern:literal, $name:literal) => {
        impl ::core::convert::From<$t> for $base {
            #[inline]
            fn from(__is_value: $t) -> Self {
                __is_value.get()
            }
        }
        impl ::core::convert::TryFrom<$base> for $t {
            type Error = $crate::PatternError<$base>;
            #[inline]
            fn try_from(
                __is_value: $base,
            ) -> ::core::result::Result<Self, $crate::PatternError<$base>> {
                Self::new(__is_value).ok_or($crate::PatternError::new(__is_value, $pattern, $name))
            }
        }
        impl ::core::str::FromStr for $t {
            type Err = $crate::ParsePatternError<$base>;
            #[inline]
            fn from_str(
                __is_text: &::core::primitive::str,
            ) -> ::core::result::Result<Self, $crate::ParsePatternError<$base>> {
                let __is_value: $base =
                    __is_text.parse().map_err($crate::ParsePatternError::Base)?;
                ::core::convert::TryFrom::try_from(__is_value)
                    .map_err($crate::ParsePatternError::Pattern)
            }
        }
    };
}

/// `LowerHex`, `UpperHex`, `Octal` and `Binary` on the value, for an integer base.
#[doc(hidden)]
#[macro_export]
macro_rules! __radix_formats {
    ($t:ty) => {
        $crate::__radix_formats!(@each $t: LowerHex UpperHex Octal Binary);
    };
    (@each $t:ty: $($format:ident)*) => {$(
        impl ::core::fmt::$format for $t {
            #[inline]
            fn fmt(&self, __is_f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
                ::core::fmt::$format::fmt(&self.get(), __is_f)
            }
        }
    )*};
}
