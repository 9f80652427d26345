//! The one field of every pattern type, and the storage the integer layouts share.
//!
//! A pattern type's struct is written where its alias is, and its field is a [`Sealed`], whose
//! only constructor is `unsafe`: the module that defines the alias can read a value's storage
//! but cannot make one, so no safe code anywhere builds a value outside the pattern. The
//! storage's type is an associated type of the pattern type ([`Storage`]), so that a storage
//! type of the alias's own (the top-byte layout's enum) can stay in a block nothing names, and
//! so that two aliases with the same storage (`NonZero<u8>`) cannot swap their fields.

/// What a pattern type stores its value as: `NonZero<u32>`, `char`, [`Bytes`] or the enum.
pub trait Storage {
    type Stored;
}

/// The storage of a `T`, which only `unsafe` code makes. Transparent: it has the layout of
/// the storage, niche included.
#[repr(transparent)]
pub struct Sealed<T: Storage + ?Sized>(T::Stored);

impl<T: Storage + ?Sized> Sealed<T> {
    /// # Safety
    /// `stored` holds a value that matches `T`'s pattern, as `T` stores it.
    #[inline]
    #[must_use]
    pub const unsafe fn new(stored: T::Stored) -> Self {
        Sealed(stored)
    }

    /// The storage, borrowed.
    #[inline]
    #[must_use]
    pub const fn get(&self) -> &T::Stored {
        &self.0
    }

    /// The storage, given back.
    #[inline]
    #[must_use]
    pub fn into_inner(self) -> T::Stored {
        self.0
    }
}

impl<T: Storage<Stored: Copy> + ?Sized> Clone for Sealed<T> {
    #[inline]
    fn clone(&self) -> Self {
        *self
    }
}

impl<T: Storage<Stored: Copy> + ?Sized> Copy for Sealed<T> {}

/// The top-byte layout's storage: the value's bytes in native order, the most significant one
/// a `Top` (an enum of the top bytes the admitted values have, one per alias), aligned as the
/// base `Align`. `repr(C)` with no padding, so it has the base's size, which each alias asserts.
#[repr(C)]
// Read and written only as the value's bits, by the generated `new` and `get`.
#[allow(dead_code)]
pub struct Bytes<Top, const LOW: usize, Align> {
    #[cfg(target_endian = "little")]
    low: [u8; LOW],
    top: Top,
    #[cfg(target_endian = "big")]
    low: [u8; LOW],
    align: [Align; 0],
}

impl<Top: Copy, const LOW: usize, Align: Copy> Clone for Bytes<Top, LOW, Align> {
    #[inline]
    fn clone(&self) -> Self {
        *self
    }
}

impl<Top: Copy, const LOW: usize, Align: Copy> Copy for Bytes<Top, LOW, Align> {}

/// The value an xor layout stores each value xor'ed with: one the pattern excludes, so that
/// the value 0 of the `NonZero` is that one. Read by `const` evaluation of the pattern where
/// the macro cannot read a bound.
pub trait Excluded {
    type Base;
    const VALUE: Self::Base;
}

/// What `is::value!` says of a value outside the pattern of an integer, `char` or float
/// pattern type: "the value does not match the pattern 0..4096 of Errno".
///
/// # Safety
/// Every value of the type matches its pattern: `PrimitivePattern::expand` tells the
/// compiler so. The macro implements it for the types it generates, and only for those.
pub unsafe trait NotMatched {
    const MESSAGE: &'static str;
}
