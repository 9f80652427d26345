//! Ordinals: the values of an integer type or `char`, counted in order from its smallest.
//!
//! `i8::MIN` is ordinal 0 and `i8::MAX` is 255; `u128::MAX` is `u128::MAX`. A `char` counts
//! only the code points that are `char`s, so `'\u{E000}'`, just past the surrogates, is
//! `0xD800`: every ordinal up to the last is a value, and a count of ordinals is a count of
//! values. As `u128`, every ordinal of every base fits.
//!
//! The conversions are `const fn`s, one per base (`ordinal::u32`, `value::u32`), for generated
//! `const` code, which cannot call a trait's methods; the [`Ordinal`] trait gives generic code
//! the same.

/// An integer type or `char`: a base whose values are counted in order, as
/// [`Values`](crate::Values) walks them. Sealed: implemented for the twelve integer types and
/// `char`.
pub trait Ordinal: Copy + sealed::Sealed {
    /// The value's place among the type's values, counted from its smallest.
    #[doc(hidden)]
    fn __ordinal(self) -> u128;

    /// The value at `ordinal`, which must be one of the type's.
    #[doc(hidden)]
    fn __value(ordinal: u128) -> Self;

    /// How messages print a value: as a signed or an unsigned number, or as a `char`.
    #[doc(hidden)]
    const __KIND: Kind;
}

/// An [`Ordinal`] whose `Range` std counts exactly (an `ExactSizeIterator`): `u8`, `u16`,
/// `u32`, `usize` and their signed twins, so [`Values`](crate::Values) over it is one too.
/// Sealed.
pub trait ExactSizeOrdinal: Ordinal {}

/// How a base's values print in messages.
#[doc(hidden)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    Unsigned,
    /// A signed base, with the ordinal of 0.
    Signed(u128),
    Char,
}

mod sealed {
    pub trait Sealed {}
}

/// The ordinal of a value, one `const fn` per base.
#[doc(hidden)]
pub mod ordinal {
    macro_rules! each {
        ($($t:ident)*; $($s:ident as $u:ident)*) => {
            $(
                #[must_use]
                pub const fn $t(v: $t) -> u128 {
                    v as u128
                }
            )*
            $(
                // The sign bit flipped: `MIN` becomes 0, and the order is kept.
                #[must_use]
                pub const fn $s(v: $s) -> u128 {
                    ((v as $u) ^ (1 << ($u::BITS - 1))) as u128
                }
            )*
        };
    }
    each!(u8 u16 u32 u64 u128 usize; i8 as u8 i16 as u16 i32 as u32 i64 as u64 i128 as u128 isize as usize);

    /// The ordinal of `c`: its code point, less the surrogates below it.
    #[must_use]
    pub const fn char(c: char) -> u128 {
        let point = c as u32;
        (if point > 0xDFFF { point - 0x800 } else { point }) as u128
    }
}

/// The value at an ordinal, one `const fn` per base. Each takes an ordinal of its base.
#[doc(hidden)]
pub mod value {
    macro_rules! each {
        ($($t:ident)*; $($s:ident as $u:ident)*) => {
            $(
                #[must_use]
                pub const fn $t(ordinal: u128) -> $t {
                    ordinal as $t
                }
            )*
            $(
                #[must_use]
                pub const fn $s(ordinal: u128) -> $s {
                    ((ordinal as $u) ^ (1 << ($u::BITS - 1))) as $s
                }
            )*
        };
    }
    each!(u8 u16 u32 u64 u128 usize; i8 as u8 i16 as u16 i32 as u32 i64 as u64 i128 as u128 isize as usize);

    /// The `char` at `ordinal`.
    ///
    /// # Panics
    /// If no `char` has that ordinal (it is past `char::MAX`'s).
    #[must_use]
    pub const fn char(ordinal: u128) -> char {
        let point = if ordinal >= 0xD800 {
            ordinal + 0x800
        } else {
            ordinal
        };
        if point > 0x10_FFFF {
            panic!("no `char` has this ordinal");
        }
        match char::from_u32(point as u32) {
            Some(c) => c,
            None => panic!("no `char` has this ordinal"),
        }
    }
}

macro_rules! impls {
    ($($t:ident: $kind:expr, $exact:tt;)*) => {$(
        impl sealed::Sealed for $t {}
        impl Ordinal for $t {
            fn __ordinal(self) -> u128 {
                ordinal::$t(self)
            }
            fn __value(ordinal: u128) -> Self {
                value::$t(ordinal)
            }
            const __KIND: Kind = $kind;
        }
        impls!(@exact $t $exact);
    )*};
    (@exact $t:ident exact) => {
        impl ExactSizeOrdinal for $t {}
    };
    (@exact $t:ident inexact) => {};
}

impls! {
    u8: Kind::Unsigned, exact;
    u16: Kind::Unsigned, exact;
    u32: Kind::Unsigned, exact;
    u64: Kind::Unsigned, inexact;
    u128: Kind::Unsigned, inexact;
    usize: Kind::Unsigned, exact;
    i8: Kind::Signed(ordinal::i8(0)), exact;
    i16: Kind::Signed(ordinal::i16(0)), exact;
    i32: Kind::Signed(ordinal::i32(0)), exact;
    i64: Kind::Signed(ordinal::i64(0)), inexact;
    i128: Kind::Signed(ordinal::i128(0)), inexact;
    isize: Kind::Signed(ordinal::isize(0)), exact;
    char: Kind::Char, inexact;
}
