//! Refinements' `from_ref`, and code whose layout the macro once worked out wrongly: a bound
//! through a path that a user module shadows, the macro's own paths shadowed, `isize` and
//! `usize` on 32-bit targets.

use is::{is, is_syntax};

/// `u16::MAX` here is this module's, which rustc reads and the macro must not guess.
mod shadowed_u16 {
    use is::{is, is_syntax};

    mod u16 {
        pub const MAX: u32 = 0x0100_0000;
    }

    #[is_syntax]
    pub type UpToShadowedMax = is!(u32 is 0..=u16::MAX);
}

/// `isize::MIN` and the like are this module's: generated code must not name them so.
mod shadowed_isize {
    use is::{is, is_syntax};

    // Unused: generated code must not name them.
    #[allow(dead_code)]
    mod isize {
        pub const MIN: isize = 5;
        pub const MAX: isize = 6;
    }

    #[is_syntax]
    pub type Offset = is!(isize is -64..64);

    #[is_syntax]
    pub type NotZero = is!(isize is (..0 | 1..));
}

#[test]
fn a_bound_through_a_shadowed_path_is_what_rustc_reads() {
    use shadowed_u16::UpToShadowedMax as T;
    for v in [
        0,
        0xFFFF,
        0x1_0000,
        0x00FF_FFFF,
        0x0100_0000,
        0x0100_0001,
        u32::MAX,
    ] {
        let admitted = v <= 0x0100_0000;
        assert_eq!(T::contains(v), admitted, "contains({v:#x})");
        assert_eq!(T::new(v).map(T::get), admitted.then_some(v), "new({v:#x})");
        if admitted {
            // SAFETY: `v` matches the pattern.
            assert_eq!(unsafe { T::new_unchecked(v) }.get(), v);
        }
    }
}

#[test]
fn the_macros_own_paths_cannot_be_shadowed() {
    use shadowed_isize::{NotZero, Offset};
    for v in [isize::MIN, -65, -64, -1, 0, 5, 6, 63, 64, isize::MAX] {
        let admitted = (-64..64).contains(&v);
        assert_eq!(
            Offset::new(v).map(Offset::get),
            admitted.then_some(v),
            "new({v})"
        );
        if admitted {
            // SAFETY: `v` matches the pattern.
            assert_eq!(unsafe { Offset::new_unchecked(v) }.get(), v);
        }
        assert_eq!(NotZero::new(v).map(NotZero::get), (v != 0).then_some(v));
    }
    assert_eq!(
        (NotZero::MIN.get(), NotZero::MAX.get()),
        (isize::MIN, isize::MAX)
    );
}

#[is_syntax]
pub type BelowMax = is!(isize is ..isize::MAX);

#[is_syntax]
pub type FromThirtyTwoBitMin = is!(isize is -2147483648..=100);

#[is_syntax]
pub type PositiveIsize = is!(isize is 1..);

#[is_syntax]
pub type BelowMaxUsize = is!(usize is ..usize::MAX);

#[is_syntax]
pub type BelowFourGiB = is!(usize is 0..=4294967294);

#[test]
fn pointer_sized_bases_on_every_width() {
    for v in [isize::MIN, -1, 0, 1, isize::MAX - 1, isize::MAX] {
        let admitted = v < isize::MAX;
        assert_eq!(
            BelowMax::new(v).map(BelowMax::get),
            admitted.then_some(v),
            "new({v})"
        );
        if admitted {
            // SAFETY: `v` matches the pattern.
            assert_eq!(unsafe { BelowMax::new_unchecked(v) }.get(), v);
        }
    }
    for v in [
        isize::MIN,
        -2147483648,
        -2147483647,
        0,
        100,
        101,
        isize::MAX,
    ] {
        let admitted = (-2147483648..=100).contains(&v);
        let made = FromThirtyTwoBitMin::new(v).map(FromThirtyTwoBitMin::get);
        assert_eq!(made, admitted.then_some(v), "new({v})");
    }
    assert_eq!(PositiveIsize::MIN.get(), 1);
    assert_eq!(PositiveIsize::MAX.get(), isize::MAX);
    assert_eq!(BelowMaxUsize::MAX.get(), usize::MAX - 1);
    for v in [0, 1, usize::MAX - 1, usize::MAX] {
        let admitted = v < usize::MAX;
        let made = BelowMaxUsize::new(v).map(BelowMaxUsize::get);
        assert_eq!(made, admitted.then_some(v), "new({v})");
        assert_eq!(
            BelowFourGiB::new(v).map(BelowFourGiB::get),
            (v <= 4294967294).then_some(v)
        );
    }
}

/// A user's enum, with a payload in one variant.
#[derive(Clone, Debug, PartialEq)]
pub enum Shape {
    Dot,
    Circle(f32),
    Named(String),
}

#[is_syntax]
pub type Present = is!(Option<u8> is Some(_));

#[is_syntax]
pub type Boxed = is!(Option<Box<u16>> is Some(_));

#[is_syntax]
pub type Failed = is!(Result<u16, char> is Err('a'..='z'));

#[is_syntax]
pub type Owned<'a> = is!(std::borrow::Cow<'a, str> is std::borrow::Cow::Owned(_));

#[is_syntax]
pub type Named = is!(Option<&'static str> is Some(name));

#[is_syntax]
pub type Round = is!(Shape is (Shape::Circle(_) | Shape::Named(_)));

/// `from_ref` of a refinement gives the value it was given, at the same address, exactly
/// when `contains` does.
fn check_from_ref<T, B: PartialEq + std::fmt::Debug>(
    values: &[B],
    contains: impl Fn(&B) -> bool,
    from_ref: impl Fn(&B) -> Option<&T>,
    get: impl Fn(&T) -> &B,
) {
    for value in values {
        let refined = from_ref(value);
        assert_eq!(refined.is_some(), contains(value), "from_ref({value:?})");
        if let Some(refined) = refined {
            assert!(std::ptr::eq(get(refined), value));
            assert_eq!(get(refined), value);
        }
    }
}

#[test]
fn refinements_from_ref_at_every_variant() {
    check_from_ref(
        &[None, Some(0), Some(255)],
        Present::contains,
        Present::from_ref,
        Present::get,
    );
    check_from_ref(
        &[None, Some(Box::new(0)), Some(Box::new(u16::MAX))],
        Boxed::contains,
        Boxed::from_ref,
        Boxed::get,
    );
    check_from_ref(
        &[
            Ok(0),
            Ok(u16::MAX),
            Err('`'),
            Err('a'),
            Err('z'),
            Err('{'),
            Err(char::MAX),
        ],
        Failed::contains,
        Failed::from_ref,
        Failed::get,
    );
    let owned: [std::borrow::Cow<'_, str>; 2] = ["borrowed".into(), String::from("owned").into()];
    check_from_ref(&owned, Owned::contains, Owned::from_ref, Owned::get);
    check_from_ref(
        &[None, Some(""), Some("x")],
        Named::contains,
        Named::from_ref,
        Named::get,
    );
    let shapes = [Shape::Dot, Shape::Circle(1.5), Shape::Named("n".into())];
    check_from_ref(&shapes, Round::contains, Round::from_ref, Round::get);
}

#[test]
fn refinements_give_their_value_back() {
    assert_eq!(
        Boxed::new(Some(Box::new(7))).map(Boxed::into_some),
        Ok(Box::new(7))
    );
    assert_eq!(Named::new(Some("n")).map(Named::into_some), Ok("n"));
    assert_eq!(Failed::new(Err('q')).map(Failed::into_inner), Ok(Err('q')));
    assert!(Failed::new(Err('Q')).is_err());
    let owned = Owned::new(String::from("x").into()).unwrap();
    assert_eq!(owned.clone().into_inner(), "x");
    assert_eq!(Round::new(Shape::Dot).unwrap_err().into_value(), Shape::Dot);
    // Through `Option`: a refinement has the niches its base has, no more.
    assert_eq!(
        size_of::<Option<Boxed>>(),
        size_of::<Option<Option<Box<u16>>>>()
    );
    assert_eq!(size_of::<Option<Round>>(), size_of::<Option<Shape>>());
    let present: [Option<Present>; 2] = [Present::new(Some(3)).ok(), None];
    assert_eq!(present.map(|p| p.map(Present::into_some)), [Some(3), None]);
}

/// A base whose `Clone` is the user's and gives another variant: a refinement's clone is
/// checked against the pattern, so the value outside it is never made (code that trusts the
/// type would otherwise reach `unreachable_unchecked`).
mod lying_clone {
    use is::{is, is_syntax};

    #[derive(Debug, PartialEq)]
    pub enum Light {
        Green,
        Red,
    }

    impl Clone for Light {
        fn clone(&self) -> Self {
            Light::Red
        }
    }

    #[is_syntax]
    pub type Green = is!(Light is Light::Green);

    #[is_syntax]
    pub type SomeGreen = is!(Option<Light> is Some(Light::Green));

    /// What code that trusts the type may do: read the variant without checking it.
    pub fn trusting(green: &Green) -> u8 {
        match green.get() {
            Light::Green => 1,
            // SAFETY: a `Green` holds `Light::Green`, which is all the type promises.
            Light::Red => unsafe { core::hint::unreachable_unchecked() },
        }
    }
}

/// The message of the panic `f` ends in.
fn panic_message(f: impl FnOnce() + std::panic::UnwindSafe) -> String {
    let payload = std::panic::catch_unwind(f).expect_err("the clone must panic");
    payload
        .downcast_ref::<String>()
        .cloned()
        .or_else(|| payload.downcast_ref::<&str>().map(|s| (*s).to_owned()))
        .unwrap_or_default()
}

#[test]
fn a_clone_outside_the_pattern_panics_naming_the_type() {
    use is::PatternType;
    use lying_clone::{Green, Light, SomeGreen, trusting};
    let green = Green::new(Light::Green).unwrap();
    assert_eq!(trusting(&green), 1);
    let message = panic_message(|| {
        let clone = green.clone();
        trusting(&clone);
    });
    assert_eq!(
        message,
        "the base's `Clone` gave a `Green` a value that does not match `Light::Green`"
    );
    // `ToOwned` is `Clone`'s, and `PatternType::get` clones.
    let green = Green::new(Light::Green).unwrap();
    let message = panic_message(|| {
        let owned = std::borrow::ToOwned::to_owned(&green);
        trusting(&owned);
    });
    assert!(message.contains("`Green`"), "{message}");
    let green = Green::new(Light::Green).unwrap();
    let message = panic_message(|| assert_eq!(PatternType::get(&green), Light::Red));
    assert!(message.contains("`Green`"), "{message}");
    // Through std's `Clone` of `Option`, which calls the user's.
    let some = SomeGreen::new(Some(Light::Green)).unwrap();
    let message = panic_message(|| assert_eq!(some.clone().into_inner(), Some(Light::Red)));
    assert!(message.contains("`SomeGreen`"), "{message}");
}

/// A base whose `Clone` keeps the value: clones work as before.
#[test]
#[allow(clippy::clone_on_copy)]
fn an_honest_clone_is_the_value() {
    use is::PatternType;
    #[is_syntax]
    type Present = is!(Option<u8> is Some(_));
    let present = Present::new(Some(3)).unwrap();
    let copy = present;
    assert_eq!(copy.clone().into_inner(), Some(3));
    assert_eq!(PatternType::get(&present), Some(3));
}
