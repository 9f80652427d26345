//! Bounds written as the base's own `MIN` and `MAX` (`u64::MAX`, `i8::MIN`,
//! `::core::primitive::u64::MAX`) are read as the primitive's values, so that the type has the
//! layout and the API of the same pattern written with literals: `from_ref`, `AsRef`, `Borrow`,
//! `Default` and the narrower `From`s. rustc confirms the reading at the alias (see
//! `tests/ui/pattern_type_shadowed_constant.rs` for a `u8` of the user's that shadows it).

use std::borrow::Borrow;

use is::{is, is_syntax};

#[is_syntax]
type Ends = is!(u64 is (0 | u64::MAX));

#[is_syntax]
type Negative = is!(i8 is i8::MIN..0);

#[is_syntax]
type BelowMax = is!(usize is ..usize::MAX);

#[is_syntax]
type Byte = is!(u32 is ::core::primitive::u32::MIN..=255);

#[is_syntax]
type Upper = is!(char is '\u{80}'..=char::MAX);

#[test]
fn the_bases_constants_read_as_literals_do() {
    // The top-byte layout, as `(0 | 18446744073709551615)` has.
    assert_eq!(Ends::from_ref(&u64::MAX).map(|e| e.get()), Some(u64::MAX));
    let ends = Ends::new(u64::MAX).unwrap();
    assert_eq!(*AsRef::<u64>::as_ref(&ends), u64::MAX);
    assert_eq!(*Borrow::<u64>::borrow(&ends), u64::MAX);
    assert_eq!(Ends::default().get(), 0);
    assert_eq!(Ends::MIN.get(), 0);
    assert_eq!(Ends::MAX.get(), u64::MAX);
    assert!(Ends::new(1).is_none());
    assert_eq!(size_of::<Option<Ends>>(), 8);

    // `NonZero<i8>`, as `-128..0` has.
    assert_eq!(Negative::from_ref(&-1).map(|n| n.get()), Some(-1));
    assert!(Negative::from_ref(&0).is_none());
    assert_eq!(Negative::MIN.get(), i8::MIN);
    assert_eq!(Negative::MAX.get(), -1);

    // `Default`, as `..18446744073709551615` has, and `MIN`/`MAX` from the reading.
    assert_eq!(BelowMax::default().get(), 0);
    assert_eq!(BelowMax::MAX.get(), usize::MAX - 1);
    assert!(BelowMax::new(usize::MAX).is_none());
    assert_eq!(size_of::<Option<BelowMax>>(), size_of::<usize>());

    // `From` into `u8`, which holds every admitted value, as `0..=255` has.
    let byte = Byte::new(200).unwrap();
    assert_eq!(u8::from(byte), 200);
    assert_eq!(i16::from(byte), 200);
    assert_eq!(Byte::from_ref(&255).map(|b| b.get()), Some(255));

    assert_eq!(Upper::MAX.get(), char::MAX);
    assert!(Upper::new('a').is_none());
}

/// A module of the user's named like the base shadows `u16::MAX`; the absolute path names the
/// primitive's wherever it is written.
mod shadowed {
    use is::{is, is_syntax};

    #[allow(non_camel_case_types, dead_code)]
    mod u16 {
        pub const MAX: u16 = 7;
    }

    #[is_syntax]
    pub(super) type Absolute = is!(u16 is (0 | ::core::primitive::u16::MAX));
}

#[test]
fn the_absolute_path_is_the_primitives_under_a_shadowing_module() {
    use shadowed::Absolute;
    assert_eq!(Absolute::MAX.get(), u16::MAX);
    assert!(Absolute::new(7).is_none());
    assert_eq!(
        Absolute::from_ref(&u16::MAX).map(|a| a.get()),
        Some(u16::MAX)
    );
}
