//! The methods every integer or `char` pattern type has beside `new`, `get` and the std
//! traits: written once here, generic, so that rustc checks them once, in this crate, and
//! compiles each only for the types that call it. Were they written out for each alias, every
//! user would pay for every method of every alias on every build, called or not.

use is_core::__private::{NotMatched, expand_refused, nearest};
use is_core::{Ordinal, PatternType, Values};

/// The methods of every integer or `char` pattern type that `#[is_syntax]` generates: the
/// values in order, the nearest admitted value, conversions between pattern types of the same
/// base, and, on integer bases, arithmetic with the check in sight.
///
/// They are in scope wherever `use is::is_syntax;` (or `use is::PrimitivePattern;`) is, as
/// this trait is also exported under that name.
///
/// ```
/// use is::{is, is_syntax};
///
/// #[is_syntax]
/// pub type Errno = is!(u32 is 0..4096);
///
/// let e = Errno::new(4000).unwrap();
/// assert_eq!(e.checked_add(95).map(Errno::get), Some(4095));
/// assert_eq!(e.checked_add(96), None);
/// assert_eq!(e.saturating_add(500), Errno::MAX);
/// assert_eq!(Errno::values().len(), 4096);
/// ```
pub trait PrimitivePattern: PatternType<Base: Ordinal> + Copy + NotMatched {
    /// Every value the pattern admits, in order: a double-ended iterator (exact-size where
    /// std's `Range` of the base is), whose `nth` jumps over whole ranges.
    ///
    /// ```
    /// use is::{is, is_syntax};
    ///
    /// #[is_syntax]
    /// pub type Sparse = is!(u8 is (1..=3 | 250..));
    ///
    /// let all: Vec<u8> = Sparse::values().map(Sparse::get).collect();
    /// assert_eq!(all, [1, 2, 3, 250, 251, 252, 253, 254, 255]);
    /// assert_eq!(Sparse::values().rev().next(), Sparse::new(255));
    /// ```
    #[must_use]
    #[inline]
    fn values() -> Values<Self> {
        Values::__new()
    }

    /// The admitted value nearest `value`: `value` itself if it matches. Where two are as
    /// near (`value` halfway across a gap of an alternation), the smaller.
    ///
    /// ```
    /// use is::{is, is_syntax};
    ///
    /// #[is_syntax]
    /// pub type Gapped = is!(u8 is (10..=20 | 30..=40));
    ///
    /// assert_eq!(Gapped::new_saturating(0).get(), 10);
    /// assert_eq!(Gapped::new_saturating(25).get(), 20);
    /// assert_eq!(Gapped::new_saturating(26).get(), 30);
    /// assert_eq!(Gapped::new_saturating(255).get(), 40);
    /// ```
    #[must_use]
    #[inline]
    fn new_saturating(value: Self::Base) -> Self {
        let nearest = nearest(Self::__INTERVALS, value.__ordinal());
        match Self::new(Ordinal::__value(nearest)) {
            Some(matched) => matched,
            None => unmatched_description(Self::PATTERN),
        }
    }

    /// This value as a `W`, a pattern type of the same base whose pattern admits every value
    /// this one's does; free where the layouts agree. If some value of this pattern does not
    /// match `W`'s, the build fails, naming the first such values: checked where the compiler
    /// builds the call to machine code, and only there. `cargo check` does not check it, nor
    /// does a build of a function nothing calls. [`narrow`](Self::narrow) is the spelling
    /// that needs no proof.
    ///
    /// ```
    /// use is::{is, is_syntax};
    ///
    /// #[is_syntax]
    /// pub type Errno = is!(u32 is 0..4096);
    /// #[is_syntax]
    /// pub type Small = is!(u32 is 0..65536);
    ///
    /// let wide: Small = Errno::new(22).unwrap().expand();
    /// assert_eq!(wide.get(), 22);
    /// ```
    #[must_use]
    #[inline]
    fn expand<W: PatternType<Base = Self::Base>>(self) -> W {
        const {
            if let Some(refused) = expand_refused::<Self, W>() {
                panic!("{}", refused.as_str());
            }
        };
        let value = self.get();
        // SAFETY: every value of this type matches its pattern, as `NotMatched`'s implementor
        // (the macro, for the types it generates) promises; telling the compiler lets it drop
        // `W`'s check where `W`'s pattern holds this one's, as `expand_refused` confirmed.
        unsafe { core::hint::assert_unchecked(Self::contains(value)) };
        match W::new(value) {
            Some(wider) => wider,
            None => unreachable!(),
        }
    }

    /// This value as a `W`, a pattern type of the same base, if it matches `W`'s pattern.
    ///
    /// ```
    /// use is::{is, is_syntax};
    ///
    /// #[is_syntax]
    /// pub type Errno = is!(u32 is 0..4096);
    /// #[is_syntax]
    /// pub type Tiny = is!(u32 is 0..10);
    ///
    /// assert_eq!(Errno::new(2).unwrap().narrow::<Tiny>().map(Tiny::get), Some(2));
    /// assert_eq!(Errno::new(22).unwrap().narrow::<Tiny>(), None);
    /// ```
    #[must_use]
    #[inline]
    fn narrow<W: PatternType<Base = Self::Base>>(self) -> Option<W> {
        W::new(self.get())
    }

    /// `self + rhs`, if the base computes it (no overflow) and it matches the pattern.
    ///
    /// ```
    /// use is::{is, is_syntax};
    ///
    /// #[is_syntax]
    /// pub type Errno = is!(u32 is 0..4096);
    ///
    /// let e = Errno::new(4000).unwrap();
    /// assert_eq!(e.checked_add(95).map(Errno::get), Some(4095));
    /// assert_eq!(e.checked_add(96), None);
    /// ```
    #[must_use]
    #[inline]
    fn checked_add(self, rhs: Self::Base) -> Option<Self>
    where
        Self::Base: Integer,
    {
        checked(self.get().__checked_add(rhs))
    }

    /// `self - rhs`, if the base computes it (no overflow) and it matches the pattern.
    ///
    /// ```
    /// use is::{is, is_syntax};
    ///
    /// #[is_syntax]
    /// pub type Port = is!(u16 is 1..);
    ///
    /// let p = Port::new(80).unwrap();
    /// assert_eq!(p.checked_sub(79).map(Port::get), Some(1));
    /// assert_eq!(p.checked_sub(80), None);
    /// ```
    #[must_use]
    #[inline]
    fn checked_sub(self, rhs: Self::Base) -> Option<Self>
    where
        Self::Base: Integer,
    {
        checked(self.get().__checked_sub(rhs))
    }

    /// `self * rhs`, if the base computes it (no overflow) and it matches the pattern.
    ///
    /// ```
    /// use is::{is, is_syntax};
    ///
    /// #[is_syntax]
    /// pub type Errno = is!(u32 is 0..4096);
    ///
    /// let e = Errno::new(1000).unwrap();
    /// assert_eq!(e.checked_mul(4).map(Errno::get), Some(4000));
    /// assert_eq!(e.checked_mul(5), None);
    /// ```
    #[must_use]
    #[inline]
    fn checked_mul(self, rhs: Self::Base) -> Option<Self>
    where
        Self::Base: Integer,
    {
        checked(self.get().__checked_mul(rhs))
    }

    /// `self / rhs`, if the base computes it (`rhs` not 0, no overflow) and it matches the
    /// pattern.
    ///
    /// ```
    /// use is::{is, is_syntax};
    ///
    /// #[is_syntax]
    /// pub type Even = is!(u8 is 10..=20);
    ///
    /// let e = Even::new(20).unwrap();
    /// assert_eq!(e.checked_div(2).map(Even::get), Some(10));
    /// assert_eq!(e.checked_div(4), None);
    /// assert_eq!(e.checked_div(0), None);
    /// ```
    #[must_use]
    #[inline]
    fn checked_div(self, rhs: Self::Base) -> Option<Self>
    where
        Self::Base: Integer,
    {
        checked(self.get().__checked_div(rhs))
    }

    /// `self % rhs`, if the base computes it (`rhs` not 0, no overflow) and it matches the
    /// pattern.
    ///
    /// ```
    /// use is::{is, is_syntax};
    ///
    /// #[is_syntax]
    /// pub type Errno = is!(u32 is 0..4096);
    ///
    /// let e = Errno::new(4000).unwrap();
    /// assert_eq!(e.checked_rem(7).map(Errno::get), Some(3));
    /// assert_eq!(e.checked_rem(0), None);
    /// ```
    #[must_use]
    #[inline]
    fn checked_rem(self, rhs: Self::Base) -> Option<Self>
    where
        Self::Base: Integer,
    {
        checked(self.get().__checked_rem(rhs))
    }

    /// `-self`, if the base computes it (no overflow) and it matches the pattern: on signed
    /// bases.
    ///
    /// ```
    /// use is::{is, is_syntax};
    ///
    /// #[is_syntax]
    /// pub type Celsius = is!(i16 is -273..=1000);
    ///
    /// assert_eq!(Celsius::new(100).unwrap().checked_neg().map(Celsius::get), Some(-100));
    /// assert_eq!(Celsius::new(-273).unwrap().checked_neg().map(Celsius::get), Some(273));
    /// assert_eq!(Celsius::new(1000).unwrap().checked_neg(), None);
    /// ```
    #[must_use]
    #[inline]
    fn checked_neg(self) -> Option<Self>
    where
        Self::Base: SignedInteger,
    {
        checked(self.get().__checked_neg())
    }

    /// `|self|`, if the base computes it (no overflow) and it matches the pattern: on signed
    /// bases.
    ///
    /// ```
    /// use is::{is, is_syntax};
    ///
    /// #[is_syntax]
    /// pub type Celsius = is!(i16 is -273..=1000);
    ///
    /// assert_eq!(Celsius::new(-40).unwrap().checked_abs().map(Celsius::get), Some(40));
    /// ```
    #[must_use]
    #[inline]
    fn checked_abs(self) -> Option<Self>
    where
        Self::Base: SignedInteger,
    {
        checked(self.get().__checked_abs())
    }

    /// `self + rhs` if it matches the pattern, else the admitted value nearest it, as
    /// [`new_saturating`](Self::new_saturating) gives: past the base's range, `MAX` or `MIN`.
    ///
    /// ```
    /// use is::{is, is_syntax};
    ///
    /// #[is_syntax]
    /// pub type Errno = is!(u32 is 0..4096);
    ///
    /// let e = Errno::new(4000).unwrap();
    /// assert_eq!(e.saturating_add(5).get(), 4005);
    /// assert_eq!(e.saturating_add(u32::MAX), Errno::MAX);
    /// ```
    #[must_use]
    #[inline]
    fn saturating_add(self, rhs: Self::Base) -> Self
    where
        Self::Base: Integer,
    {
        Self::new_saturating(self.get().__saturating_add(rhs))
    }

    /// `self - rhs` if it matches the pattern, else the admitted value nearest it, as
    /// [`new_saturating`](Self::new_saturating) gives: past the base's range, `MAX` or `MIN`.
    ///
    /// ```
    /// use is::{is, is_syntax};
    ///
    /// #[is_syntax]
    /// pub type Port = is!(u16 is 1..);
    ///
    /// let p = Port::new(80).unwrap();
    /// assert_eq!(p.saturating_sub(70).get(), 10);
    /// assert_eq!(p.saturating_sub(80), Port::MIN);
    /// ```
    #[must_use]
    #[inline]
    fn saturating_sub(self, rhs: Self::Base) -> Self
    where
        Self::Base: Integer,
    {
        Self::new_saturating(self.get().__saturating_sub(rhs))
    }
}

impl<T: PatternType<Base: Ordinal> + Copy + NotMatched> PrimitivePattern for T {}

/// The base's result as the pattern type, if the base computed one and it matches. Tested
/// before `new` tests it again: LLVM merges the two tests and folds the `Option`'s niche away
/// (without it, the top-byte layout's niche cost a compare more than hand-written code).
#[inline]
fn checked<T: PatternType>(value: Option<T::Base>) -> Option<T>
where
    T::Base: Copy,
{
    match value {
        Some(value) if T::contains(value) => T::new(value),
        _ => None,
    }
}

#[cold]
#[inline(never)]
fn unmatched_description(pattern: &'static str) -> ! {
    panic!("the description of the pattern `{pattern}` admits only values that match it")
}

/// An integer type: the base's own checked and saturating arithmetic, for
/// [`PrimitivePattern`]'s. Sealed, as [`Ordinal`] is: implemented for the twelve integer types.
/// Generic code over pattern types with arithmetic names it as a bound:
///
/// ```
/// use is::{Integer, PrimitivePattern, is, is_syntax};
///
/// fn next<T: PrimitivePattern<Base: Integer + From<bool>>>(value: T) -> Option<T> {
///     value.checked_add(T::Base::from(true))
/// }
///
/// #[is_syntax]
/// type Errno = is!(u32 is 0..4096);
/// #[is_syntax]
/// type Small = is!(i8 is -5..=5);
///
/// assert_eq!(next(Errno::new(22).unwrap()).map(Errno::get), Some(23));
/// assert_eq!(next(Small::new(5).unwrap()), None);
/// ```
pub trait Integer: Ordinal {
    #[doc(hidden)]
    fn __checked_add(self, rhs: Self) -> Option<Self>;
    #[doc(hidden)]
    fn __checked_sub(self, rhs: Self) -> Option<Self>;
    #[doc(hidden)]
    fn __checked_mul(self, rhs: Self) -> Option<Self>;
    #[doc(hidden)]
    fn __checked_div(self, rhs: Self) -> Option<Self>;
    #[doc(hidden)]
    fn __checked_rem(self, rhs: Self) -> Option<Self>;
    #[doc(hidden)]
    fn __saturating_add(self, rhs: Self) -> Self;
    #[doc(hidden)]
    fn __saturating_sub(self, rhs: Self) -> Self;
}

/// A signed integer type: its checked negation and absolute value, for [`PrimitivePattern`]'s
/// `checked_neg` and `checked_abs`. Sealed: implemented for the six signed integer types.
///
/// ```
/// use is::{PrimitivePattern, SignedInteger, is, is_syntax};
///
/// fn flipped<T: PrimitivePattern<Base: SignedInteger>>(value: T) -> Option<T> {
///     value.checked_neg()
/// }
///
/// #[is_syntax]
/// type Celsius = is!(i16 is -273..=1000);
///
/// assert_eq!(flipped(Celsius::new(-40).unwrap()).map(Celsius::get), Some(40));
/// assert_eq!(flipped(Celsius::new(500).unwrap()), None);
/// ```
pub trait SignedInteger: Integer {
    #[doc(hidden)]
    fn __checked_neg(self) -> Option<Self>;
    #[doc(hidden)]
    fn __checked_abs(self) -> Option<Self>;
}

macro_rules! integers {
    ($($t:ident)*; $($s:ident)*) => {
        $(
            impl Integer for $t {
                #[inline]
                fn __checked_add(self, rhs: Self) -> Option<Self> { self.checked_add(rhs) }
                #[inline]
                fn __checked_sub(self, rhs: Self) -> Option<Self> { self.checked_sub(rhs) }
                #[inline]
                fn __checked_mul(self, rhs: Self) -> Option<Self> { self.checked_mul(rhs) }
                #[inline]
                fn __checked_div(self, rhs: Self) -> Option<Self> { self.checked_div(rhs) }
                #[inline]
                fn __checked_rem(self, rhs: Self) -> Option<Self> { self.checked_rem(rhs) }
                #[inline]
                fn __saturating_add(self, rhs: Self) -> Self { self.saturating_add(rhs) }
                #[inline]
                fn __saturating_sub(self, rhs: Self) -> Self { self.saturating_sub(rhs) }
            }
        )*
        $(
            impl SignedInteger for $s {
                #[inline]
                fn __checked_neg(self) -> Option<Self> { self.checked_neg() }
                #[inline]
                fn __checked_abs(self) -> Option<Self> { self.checked_abs() }
            }
        )*
    };
}

integers!(u8 u16 u32 u64 u128 usize i8 i16 i32 i64 i128 isize; i8 i16 i32 i64 i128 isize);
