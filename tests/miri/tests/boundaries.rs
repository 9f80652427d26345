//! Every base and every form of pattern at its boundary values, each `unsafe`
//! path included, checked against rustc's own `match`: small enough for Miri.
//! Written by `tests/pattern_types_exhaustive/generate.py --miri`; do not edit
//! by hand.
#![allow(clippy::all, clippy::pedantic, dead_code)]

use is::{is, is_syntax};

/// The bytes of `value`, as stored.
fn bytes<T: Copy>(value: &T) -> Vec<u8> {
    // SAFETY: a pattern type of an integer or `char`, and its base, are plain bytes, every
    // one initialised.
    unsafe { std::slice::from_raw_parts(std::ptr::from_ref(value).cast::<u8>(), size_of::<T>()) }
        .to_vec()
}

#[is_syntax]
type T1 = is!(u8 is 51..128);

#[test]
fn t1_u8() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: u8) -> bool {
        match v {
            51..128 => true,
            _ => false,
        }
    }
    let check = |v: u8| {
        let admitted = oracle(v);
        assert_eq!(T1::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T1::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T1::new(v).map(T1::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T1::new_unchecked(v) }.get(), v);
        }
        assert_eq!(T1::from_ref(&v).map(|r| r.get()), admitted.then_some(v));
        if let Some(r) = T1::from_ref(&v) {
            assert_eq!(bytes(r), bytes(&v));
            assert_eq!(*r.as_ref(), v);
            assert_eq!(bytes(r.as_ref()), bytes(&v));
        }
        assert_eq!(
            bytemuck::checked::try_cast::<u8, T1>(v).ok().map(T1::get),
            admitted.then_some(v)
        );
        assert_eq!(
            bytemuck::checked::try_from_bytes::<T1>(bytemuck::bytes_of(&v))
                .ok()
                .map(|r| r.get()),
            admitted.then_some(v)
        );
        if let Some(t) = T1::new(v) {
            assert_eq!(t.expand::<T2>().get(), v);
        }
        if let Some(t) = T1::new(v) {
            assert_eq!(t.expand::<T4>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T1>; 2] = [T1::new(v), None];
        assert_eq!(through[0].map(T1::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [0u8, 1u8, 50u8, 51u8, 52u8, 126u8, 127u8, 128u8, 255u8] {
        check(v);
    }
    assert_eq!(size_of::<Option<T1>>(), size_of::<u8>());
    assert_eq!(T1::MIN.get(), 51u8);
    assert_eq!(T1::MAX.get(), 127u8);
}

#[is_syntax]
type T2 = is!(u8 is 51..=128);

#[test]
fn t2_u8() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: u8) -> bool {
        match v {
            51..=128 => true,
            _ => false,
        }
    }
    let check = |v: u8| {
        let admitted = oracle(v);
        assert_eq!(T2::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T2::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T2::new(v).map(T2::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T2::new_unchecked(v) }.get(), v);
        }
        assert_eq!(T2::from_ref(&v).map(|r| r.get()), admitted.then_some(v));
        if let Some(r) = T2::from_ref(&v) {
            assert_eq!(bytes(r), bytes(&v));
            assert_eq!(*r.as_ref(), v);
            assert_eq!(bytes(r.as_ref()), bytes(&v));
        }
        assert_eq!(
            bytemuck::checked::try_cast::<u8, T2>(v).ok().map(T2::get),
            admitted.then_some(v)
        );
        assert_eq!(
            bytemuck::checked::try_from_bytes::<T2>(bytemuck::bytes_of(&v))
                .ok()
                .map(|r| r.get()),
            admitted.then_some(v)
        );
        if let Some(t) = T2::new(v) {
            assert_eq!(t.expand::<T9>().get(), v);
        }
        if let Some(t) = T2::new(v) {
            assert_eq!(t.expand::<T10>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T2>; 2] = [T2::new(v), None];
        assert_eq!(through[0].map(T2::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [0u8, 1u8, 50u8, 51u8, 52u8, 127u8, 128u8, 129u8, 255u8] {
        check(v);
    }
    assert_eq!(size_of::<Option<T2>>(), size_of::<u8>());
    assert_eq!(T2::MIN.get(), 51u8);
    assert_eq!(T2::MAX.get(), 128u8);
}

#[is_syntax]
type T3 = is!(u8 is 128..);

#[test]
fn t3_u8() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: u8) -> bool {
        match v {
            128.. => true,
            _ => false,
        }
    }
    let check = |v: u8| {
        let admitted = oracle(v);
        assert_eq!(T3::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T3::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T3::new(v).map(T3::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T3::new_unchecked(v) }.get(), v);
        }
        assert_eq!(T3::from_ref(&v).map(|r| r.get()), admitted.then_some(v));
        if let Some(r) = T3::from_ref(&v) {
            assert_eq!(bytes(r), bytes(&v));
            assert_eq!(*r.as_ref(), v);
            assert_eq!(bytes(r.as_ref()), bytes(&v));
        }
        assert_eq!(
            bytemuck::checked::try_cast::<u8, T3>(v).ok().map(T3::get),
            admitted.then_some(v)
        );
        assert_eq!(
            bytemuck::checked::try_from_bytes::<T3>(bytemuck::bytes_of(&v))
                .ok()
                .map(|r| r.get()),
            admitted.then_some(v)
        );
        if let Some(t) = T3::new(v) {
            assert_eq!(t.expand::<T10>().get(), v);
        }
        if let Some(t) = T3::new(v) {
            assert_eq!(t.expand::<T14>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T3>; 2] = [T3::new(v), None];
        assert_eq!(through[0].map(T3::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [0u8, 1u8, 127u8, 128u8, 129u8, 254u8, 255u8] {
        check(v);
    }
    assert_eq!(size_of::<Option<T3>>(), size_of::<u8>());
    assert_eq!(T3::MIN.get(), 128u8);
    assert_eq!(T3::MAX.get(), 255u8);
}

#[is_syntax]
type T4 = is!(u8 is ..128);

#[test]
fn t4_u8() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: u8) -> bool {
        match v {
            ..128 => true,
            _ => false,
        }
    }
    let check = |v: u8| {
        let admitted = oracle(v);
        assert_eq!(T4::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T4::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T4::new(v).map(T4::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T4::new_unchecked(v) }.get(), v);
        }
        assert_eq!(T4::from_ref(&v).map(|r| r.get()), admitted.then_some(v));
        if let Some(r) = T4::from_ref(&v) {
            assert_eq!(bytes(r), bytes(&v));
            assert_eq!(*r.as_ref(), v);
            assert_eq!(bytes(r.as_ref()), bytes(&v));
        }
        assert_eq!(
            bytemuck::checked::try_cast::<u8, T4>(v).ok().map(T4::get),
            admitted.then_some(v)
        );
        assert_eq!(
            bytemuck::checked::try_from_bytes::<T4>(bytemuck::bytes_of(&v))
                .ok()
                .map(|r| r.get()),
            admitted.then_some(v)
        );
        if let Some(t) = T4::new(v) {
            assert_eq!(t.expand::<T9>().get(), v);
        }
        if let Some(t) = T4::new(v) {
            assert_eq!(t.expand::<T11>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T4>; 2] = [T4::new(v), None];
        assert_eq!(through[0].map(T4::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [0u8, 1u8, 126u8, 127u8, 128u8, 255u8] {
        check(v);
    }
    assert_eq!(size_of::<Option<T4>>(), size_of::<u8>());
    assert_eq!(T4::MIN.get(), 0u8);
    assert_eq!(T4::MAX.get(), 127u8);
}

#[is_syntax]
type T5 = is!(u8 is ..=51);

#[test]
fn t5_u8() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: u8) -> bool {
        match v {
            ..=51 => true,
            _ => false,
        }
    }
    let check = |v: u8| {
        let admitted = oracle(v);
        assert_eq!(T5::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T5::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T5::new(v).map(T5::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T5::new_unchecked(v) }.get(), v);
        }
        assert_eq!(T5::from_ref(&v).map(|r| r.get()), admitted.then_some(v));
        if let Some(r) = T5::from_ref(&v) {
            assert_eq!(bytes(r), bytes(&v));
            assert_eq!(*r.as_ref(), v);
            assert_eq!(bytes(r.as_ref()), bytes(&v));
        }
        assert_eq!(
            bytemuck::checked::try_cast::<u8, T5>(v).ok().map(T5::get),
            admitted.then_some(v)
        );
        assert_eq!(
            bytemuck::checked::try_from_bytes::<T5>(bytemuck::bytes_of(&v))
                .ok()
                .map(|r| r.get()),
            admitted.then_some(v)
        );
        if let Some(t) = T5::new(v) {
            assert_eq!(t.expand::<T4>().get(), v);
        }
        if let Some(t) = T5::new(v) {
            assert_eq!(t.expand::<T8>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T5>; 2] = [T5::new(v), None];
        assert_eq!(through[0].map(T5::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [0u8, 1u8, 50u8, 51u8, 52u8, 255u8] {
        check(v);
    }
    assert_eq!(size_of::<Option<T5>>(), size_of::<u8>());
    assert_eq!(T5::MIN.get(), 0u8);
    assert_eq!(T5::MAX.get(), 51u8);
}

#[is_syntax]
type T6 = is!(u8 is 204);

#[test]
fn t6_u8() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: u8) -> bool {
        match v {
            204 => true,
            _ => false,
        }
    }
    let check = |v: u8| {
        let admitted = oracle(v);
        assert_eq!(T6::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T6::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T6::new(v).map(T6::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T6::new_unchecked(v) }.get(), v);
        }
        assert_eq!(T6::from_ref(&v).map(|r| r.get()), admitted.then_some(v));
        if let Some(r) = T6::from_ref(&v) {
            assert_eq!(bytes(r), bytes(&v));
            assert_eq!(*r.as_ref(), v);
            assert_eq!(bytes(r.as_ref()), bytes(&v));
        }
        assert_eq!(
            bytemuck::checked::try_cast::<u8, T6>(v).ok().map(T6::get),
            admitted.then_some(v)
        );
        assert_eq!(
            bytemuck::checked::try_from_bytes::<T6>(bytemuck::bytes_of(&v))
                .ok()
                .map(|r| r.get()),
            admitted.then_some(v)
        );
        if let Some(t) = T6::new(v) {
            assert_eq!(t.expand::<T3>().get(), v);
        }
        if let Some(t) = T6::new(v) {
            assert_eq!(t.expand::<T7>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T6>; 2] = [T6::new(v), None];
        assert_eq!(through[0].map(T6::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [0u8, 1u8, 203u8, 204u8, 205u8, 255u8] {
        check(v);
    }
    assert_eq!(size_of::<Option<T6>>(), size_of::<u8>());
    assert_eq!(T6::MIN.get(), 204u8);
    assert_eq!(T6::MAX.get(), 204u8);
}

#[is_syntax]
type T7 = is!(u8 is (51 | 128..=204));

#[test]
fn t7_u8() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: u8) -> bool {
        match v {
            (51 | 128..=204) => true,
            _ => false,
        }
    }
    let check = |v: u8| {
        let admitted = oracle(v);
        assert_eq!(T7::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T7::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T7::new(v).map(T7::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T7::new_unchecked(v) }.get(), v);
        }
        assert_eq!(T7::from_ref(&v).map(|r| r.get()), admitted.then_some(v));
        if let Some(r) = T7::from_ref(&v) {
            assert_eq!(bytes(r), bytes(&v));
            assert_eq!(*r.as_ref(), v);
            assert_eq!(bytes(r.as_ref()), bytes(&v));
        }
        assert_eq!(
            bytemuck::checked::try_cast::<u8, T7>(v).ok().map(T7::get),
            admitted.then_some(v)
        );
        assert_eq!(
            bytemuck::checked::try_from_bytes::<T7>(bytemuck::bytes_of(&v))
                .ok()
                .map(|r| r.get()),
            admitted.then_some(v)
        );
        if let Some(t) = T7::new(v) {
            assert_eq!(t.expand::<T9>().get(), v);
        }
        if let Some(t) = T7::new(v) {
            assert_eq!(t.expand::<T10>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T7>; 2] = [T7::new(v), None];
        assert_eq!(through[0].map(T7::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        0u8, 1u8, 50u8, 51u8, 52u8, 127u8, 128u8, 129u8, 203u8, 204u8, 205u8, 255u8,
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T7>>(), size_of::<u8>());
    assert_eq!(T7::MIN.get(), 51u8);
    assert_eq!(T7::MAX.get(), 204u8);
}

#[is_syntax]
type T8 = is!(u8 is (..=51 | 204..));

#[test]
fn t8_u8() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: u8) -> bool {
        match v {
            (..=51 | 204..) => true,
            _ => false,
        }
    }
    let check = |v: u8| {
        let admitted = oracle(v);
        assert_eq!(T8::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T8::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T8::new(v).map(T8::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T8::new_unchecked(v) }.get(), v);
        }
        assert_eq!(T8::from_ref(&v).map(|r| r.get()), admitted.then_some(v));
        if let Some(r) = T8::from_ref(&v) {
            assert_eq!(bytes(r), bytes(&v));
            assert_eq!(*r.as_ref(), v);
            assert_eq!(bytes(r.as_ref()), bytes(&v));
        }
        assert_eq!(
            bytemuck::checked::try_cast::<u8, T8>(v).ok().map(T8::get),
            admitted.then_some(v)
        );
        assert_eq!(
            bytemuck::checked::try_from_bytes::<T8>(bytemuck::bytes_of(&v))
                .ok()
                .map(|r| r.get()),
            admitted.then_some(v)
        );
        if let Some(t) = T8::new(v) {
            assert_eq!(t.expand::<T11>().get(), v);
        }
        if let Some(t) = T8::new(v) {
            assert_eq!(t.expand::<T14>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T8>; 2] = [T8::new(v), None];
        assert_eq!(through[0].map(T8::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        0u8, 1u8, 50u8, 51u8, 52u8, 203u8, 204u8, 205u8, 254u8, 255u8,
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T8>>(), size_of::<u8>());
    assert_eq!(T8::MIN.get(), 0u8);
    assert_eq!(T8::MAX.get(), 255u8);
}

#[is_syntax]
type T9 = is!(u8 is ..255);

#[test]
fn t9_u8() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: u8) -> bool {
        match v {
            ..255 => true,
            _ => false,
        }
    }
    let check = |v: u8| {
        let admitted = oracle(v);
        assert_eq!(T9::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T9::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T9::new(v).map(T9::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T9::new_unchecked(v) }.get(), v);
        }
        assert_eq!(T9::from_ref(&v).map(|r| r.get()), admitted.then_some(v));
        if let Some(r) = T9::from_ref(&v) {
            assert_eq!(bytes(r), bytes(&v));
            assert_eq!(*r.as_ref(), v);
            assert_eq!(bytes(r.as_ref()), bytes(&v));
        }
        assert_eq!(
            bytemuck::checked::try_cast::<u8, T9>(v).ok().map(T9::get),
            admitted.then_some(v)
        );
        assert_eq!(
            bytemuck::checked::try_from_bytes::<T9>(bytemuck::bytes_of(&v))
                .ok()
                .map(|r| r.get()),
            admitted.then_some(v)
        );
        if let Some(t) = T9::new(v) {
            assert_eq!(t.expand::<T17>().get(), v);
        }
        if let Some(t) = T9::new(v) {
            assert_eq!(t.expand::<T19>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T9>; 2] = [T9::new(v), None];
        assert_eq!(through[0].map(T9::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [0u8, 1u8, 253u8, 254u8, 255u8] {
        check(v);
    }
    assert_eq!(size_of::<Option<T9>>(), size_of::<u8>());
    assert_eq!(T9::MIN.get(), 0u8);
    assert_eq!(T9::MAX.get(), 254u8);
}

#[is_syntax]
type T10 = is!(u8 is 1..);

#[test]
fn t10_u8() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: u8) -> bool {
        match v {
            1.. => true,
            _ => false,
        }
    }
    let check = |v: u8| {
        let admitted = oracle(v);
        assert_eq!(T10::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T10::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T10::new(v).map(T10::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T10::new_unchecked(v) }.get(), v);
        }
        assert_eq!(T10::from_ref(&v).map(|r| r.get()), admitted.then_some(v));
        if let Some(r) = T10::from_ref(&v) {
            assert_eq!(bytes(r), bytes(&v));
            assert_eq!(*r.as_ref(), v);
            assert_eq!(bytes(r.as_ref()), bytes(&v));
        }
        assert_eq!(
            bytemuck::checked::try_cast::<u8, T10>(v).ok().map(T10::get),
            admitted.then_some(v)
        );
        assert_eq!(
            bytemuck::checked::try_from_bytes::<T10>(bytemuck::bytes_of(&v))
                .ok()
                .map(|r| r.get()),
            admitted.then_some(v)
        );
        if let Some(t) = T10::new(v) {
            assert_eq!(t.expand::<T20>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T10>; 2] = [T10::new(v), None];
        assert_eq!(through[0].map(T10::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [0u8, 1u8, 2u8, 254u8, 255u8] {
        check(v);
    }
    assert_eq!(size_of::<Option<T10>>(), size_of::<u8>());
    assert_eq!(T10::MIN.get(), 1u8);
    assert_eq!(T10::MAX.get(), 255u8);
}

#[is_syntax]
type T11 = is!(u8 is (..128 | 129..));

#[test]
fn t11_u8() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: u8) -> bool {
        match v {
            (..128 | 129..) => true,
            _ => false,
        }
    }
    let check = |v: u8| {
        let admitted = oracle(v);
        assert_eq!(T11::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T11::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T11::new(v).map(T11::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T11::new_unchecked(v) }.get(), v);
        }
        assert_eq!(T11::from_ref(&v).map(|r| r.get()), admitted.then_some(v));
        if let Some(r) = T11::from_ref(&v) {
            assert_eq!(bytes(r), bytes(&v));
            assert_eq!(*r.as_ref(), v);
            assert_eq!(bytes(r.as_ref()), bytes(&v));
        }
        assert_eq!(
            bytemuck::checked::try_cast::<u8, T11>(v).ok().map(T11::get),
            admitted.then_some(v)
        );
        assert_eq!(
            bytemuck::checked::try_from_bytes::<T11>(bytemuck::bytes_of(&v))
                .ok()
                .map(|r| r.get()),
            admitted.then_some(v)
        );
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T11>; 2] = [T11::new(v), None];
        assert_eq!(through[0].map(T11::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [0u8, 1u8, 126u8, 127u8, 128u8, 129u8, 130u8, 254u8, 255u8] {
        check(v);
    }
    assert_eq!(size_of::<Option<T11>>(), size_of::<u8>());
    assert_eq!(T11::MIN.get(), 0u8);
    assert_eq!(T11::MAX.get(), 255u8);
}

#[is_syntax]
type T12 = is!(u8 is 0..=0);

#[test]
fn t12_u8() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: u8) -> bool {
        match v {
            0..=0 => true,
            _ => false,
        }
    }
    let check = |v: u8| {
        let admitted = oracle(v);
        assert_eq!(T12::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T12::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T12::new(v).map(T12::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T12::new_unchecked(v) }.get(), v);
        }
        assert_eq!(T12::from_ref(&v).map(|r| r.get()), admitted.then_some(v));
        if let Some(r) = T12::from_ref(&v) {
            assert_eq!(bytes(r), bytes(&v));
            assert_eq!(*r.as_ref(), v);
            assert_eq!(bytes(r.as_ref()), bytes(&v));
        }
        assert_eq!(
            bytemuck::checked::try_cast::<u8, T12>(v).ok().map(T12::get),
            admitted.then_some(v)
        );
        assert_eq!(
            bytemuck::checked::try_from_bytes::<T12>(bytemuck::bytes_of(&v))
                .ok()
                .map(|r| r.get()),
            admitted.then_some(v)
        );
        if let Some(t) = T12::new(v) {
            assert_eq!(t.expand::<T4>().get(), v);
        }
        if let Some(t) = T12::new(v) {
            assert_eq!(t.expand::<T5>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T12>; 2] = [T12::new(v), None];
        assert_eq!(through[0].map(T12::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [0u8, 1u8, 255u8] {
        check(v);
    }
    assert_eq!(size_of::<Option<T12>>(), size_of::<u8>());
    assert_eq!(T12::MIN.get(), 0u8);
    assert_eq!(T12::MAX.get(), 0u8);
}

const LO_13: u8 = 51u8;
const HI_13: u8 = 128u8;
#[is_syntax]
type T13 = is!(u8 is LO_13..HI_13);

#[test]
fn t13_u8() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: u8) -> bool {
        match v {
            LO_13..HI_13 => true,
            _ => false,
        }
    }
    let check = |v: u8| {
        let admitted = oracle(v);
        assert_eq!(T13::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T13::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T13::new(v).map(T13::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T13::new_unchecked(v) }.get(), v);
        }

        if let Some(t) = T13::new(v) {
            assert_eq!(t.expand::<T1>().get(), v);
        }
        if let Some(t) = T13::new(v) {
            assert_eq!(t.expand::<T2>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T13>; 2] = [T13::new(v), None];
        assert_eq!(through[0].map(T13::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [0u8, 1u8, 50u8, 51u8, 52u8, 126u8, 127u8, 128u8, 255u8] {
        check(v);
    }
    assert_eq!(size_of::<Option<T13>>(), size_of::<u8>());
    assert_eq!(T13::MIN.get(), 51u8);
    assert_eq!(T13::MAX.get(), 127u8);
}

const LO_14: u8 = 51u8;
const HI_14: u8 = 128u8;
#[is_syntax]
type T14 = is!(u8 is (..=LO_14 | HI_14..));

#[test]
fn t14_u8() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: u8) -> bool {
        match v {
            (..=LO_14 | HI_14..) => true,
            _ => false,
        }
    }
    let check = |v: u8| {
        let admitted = oracle(v);
        assert_eq!(T14::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T14::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T14::new(v).map(T14::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T14::new_unchecked(v) }.get(), v);
        }

        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T14>; 2] = [T14::new(v), None];
        assert_eq!(through[0].map(T14::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        0u8, 1u8, 50u8, 51u8, 52u8, 127u8, 128u8, 129u8, 254u8, 255u8,
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T14>>(), size_of::<u8>());
}

#[is_syntax]
type T15 = is!(u8 is u8::MIN..128);

#[test]
fn t15_u8() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: u8) -> bool {
        match v {
            u8::MIN..128 => true,
            _ => false,
        }
    }
    let check = |v: u8| {
        let admitted = oracle(v);
        assert_eq!(T15::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T15::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T15::new(v).map(T15::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T15::new_unchecked(v) }.get(), v);
        }
        assert_eq!(T15::from_ref(&v).map(|r| r.get()), admitted.then_some(v));
        if let Some(r) = T15::from_ref(&v) {
            assert_eq!(bytes(r), bytes(&v));
            assert_eq!(*r.as_ref(), v);
            assert_eq!(bytes(r.as_ref()), bytes(&v));
        }
        assert_eq!(
            bytemuck::checked::try_cast::<u8, T15>(v).ok().map(T15::get),
            admitted.then_some(v)
        );
        assert_eq!(
            bytemuck::checked::try_from_bytes::<T15>(bytemuck::bytes_of(&v))
                .ok()
                .map(|r| r.get()),
            admitted.then_some(v)
        );
        if let Some(t) = T15::new(v) {
            assert_eq!(t.expand::<T4>().get(), v);
        }
        if let Some(t) = T15::new(v) {
            assert_eq!(t.expand::<T9>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T15>; 2] = [T15::new(v), None];
        assert_eq!(through[0].map(T15::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [0u8, 1u8, 126u8, 127u8, 128u8, 255u8] {
        check(v);
    }
    assert_eq!(size_of::<Option<T15>>(), size_of::<u8>());
    assert_eq!(T15::MIN.get(), 0u8);
    assert_eq!(T15::MAX.get(), 127u8);
}

#[is_syntax]
type T16 = is!(u8 is 51..=u8::MAX);

#[test]
fn t16_u8() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: u8) -> bool {
        match v {
            51..=u8::MAX => true,
            _ => false,
        }
    }
    let check = |v: u8| {
        let admitted = oracle(v);
        assert_eq!(T16::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T16::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T16::new(v).map(T16::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T16::new_unchecked(v) }.get(), v);
        }
        assert_eq!(T16::from_ref(&v).map(|r| r.get()), admitted.then_some(v));
        if let Some(r) = T16::from_ref(&v) {
            assert_eq!(bytes(r), bytes(&v));
            assert_eq!(*r.as_ref(), v);
            assert_eq!(bytes(r.as_ref()), bytes(&v));
        }
        assert_eq!(
            bytemuck::checked::try_cast::<u8, T16>(v).ok().map(T16::get),
            admitted.then_some(v)
        );
        assert_eq!(
            bytemuck::checked::try_from_bytes::<T16>(bytemuck::bytes_of(&v))
                .ok()
                .map(|r| r.get()),
            admitted.then_some(v)
        );
        if let Some(t) = T16::new(v) {
            assert_eq!(t.expand::<T10>().get(), v);
        }
        if let Some(t) = T16::new(v) {
            assert_eq!(t.expand::<T20>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T16>; 2] = [T16::new(v), None];
        assert_eq!(through[0].map(T16::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [0u8, 1u8, 50u8, 51u8, 52u8, 254u8, 255u8] {
        check(v);
    }
    assert_eq!(size_of::<Option<T16>>(), size_of::<u8>());
    assert_eq!(T16::MIN.get(), 51u8);
    assert_eq!(T16::MAX.get(), 255u8);
}

#[is_syntax]
type T17 = is!(u8 is ..u8::MAX);

#[test]
fn t17_u8() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: u8) -> bool {
        match v {
            ..u8::MAX => true,
            _ => false,
        }
    }
    let check = |v: u8| {
        let admitted = oracle(v);
        assert_eq!(T17::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T17::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T17::new(v).map(T17::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T17::new_unchecked(v) }.get(), v);
        }
        assert_eq!(T17::from_ref(&v).map(|r| r.get()), admitted.then_some(v));
        if let Some(r) = T17::from_ref(&v) {
            assert_eq!(bytes(r), bytes(&v));
            assert_eq!(*r.as_ref(), v);
            assert_eq!(bytes(r.as_ref()), bytes(&v));
        }
        assert_eq!(
            bytemuck::checked::try_cast::<u8, T17>(v).ok().map(T17::get),
            admitted.then_some(v)
        );
        assert_eq!(
            bytemuck::checked::try_from_bytes::<T17>(bytemuck::bytes_of(&v))
                .ok()
                .map(|r| r.get()),
            admitted.then_some(v)
        );
        if let Some(t) = T17::new(v) {
            assert_eq!(t.expand::<T9>().get(), v);
        }
        if let Some(t) = T17::new(v) {
            assert_eq!(t.expand::<T19>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T17>; 2] = [T17::new(v), None];
        assert_eq!(through[0].map(T17::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [0u8, 1u8, 253u8, 254u8, 255u8] {
        check(v);
    }
    assert_eq!(size_of::<Option<T17>>(), size_of::<u8>());
    assert_eq!(T17::MIN.get(), 0u8);
    assert_eq!(T17::MAX.get(), 254u8);
}

#[is_syntax]
type T18 = is!(u8 is (0 | ::core::primitive::u8::MAX));

#[test]
fn t18_u8() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: u8) -> bool {
        match v {
            (0 | ::core::primitive::u8::MAX) => true,
            _ => false,
        }
    }
    let check = |v: u8| {
        let admitted = oracle(v);
        assert_eq!(T18::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T18::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T18::new(v).map(T18::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T18::new_unchecked(v) }.get(), v);
        }
        assert_eq!(T18::from_ref(&v).map(|r| r.get()), admitted.then_some(v));
        if let Some(r) = T18::from_ref(&v) {
            assert_eq!(bytes(r), bytes(&v));
            assert_eq!(*r.as_ref(), v);
            assert_eq!(bytes(r.as_ref()), bytes(&v));
        }
        assert_eq!(
            bytemuck::checked::try_cast::<u8, T18>(v).ok().map(T18::get),
            admitted.then_some(v)
        );
        assert_eq!(
            bytemuck::checked::try_from_bytes::<T18>(bytemuck::bytes_of(&v))
                .ok()
                .map(|r| r.get()),
            admitted.then_some(v)
        );
        if let Some(t) = T18::new(v) {
            assert_eq!(t.expand::<T8>().get(), v);
        }
        if let Some(t) = T18::new(v) {
            assert_eq!(t.expand::<T11>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T18>; 2] = [T18::new(v), None];
        assert_eq!(through[0].map(T18::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [0u8, 1u8, 254u8, 255u8] {
        check(v);
    }
    assert_eq!(size_of::<Option<T18>>(), size_of::<u8>());
    assert_eq!(T18::MIN.get(), 0u8);
    assert_eq!(T18::MAX.get(), 255u8);
}

#[is_syntax]
type T19 = is!(u8 is 0..=254);

#[test]
fn t19_u8() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: u8) -> bool {
        match v {
            0..=254 => true,
            _ => false,
        }
    }
    let check = |v: u8| {
        let admitted = oracle(v);
        assert_eq!(T19::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T19::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T19::new(v).map(T19::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T19::new_unchecked(v) }.get(), v);
        }
        assert_eq!(T19::from_ref(&v).map(|r| r.get()), admitted.then_some(v));
        if let Some(r) = T19::from_ref(&v) {
            assert_eq!(bytes(r), bytes(&v));
            assert_eq!(*r.as_ref(), v);
            assert_eq!(bytes(r.as_ref()), bytes(&v));
        }
        assert_eq!(
            bytemuck::checked::try_cast::<u8, T19>(v).ok().map(T19::get),
            admitted.then_some(v)
        );
        assert_eq!(
            bytemuck::checked::try_from_bytes::<T19>(bytemuck::bytes_of(&v))
                .ok()
                .map(|r| r.get()),
            admitted.then_some(v)
        );
        if let Some(t) = T19::new(v) {
            assert_eq!(t.expand::<T9>().get(), v);
        }
        if let Some(t) = T19::new(v) {
            assert_eq!(t.expand::<T17>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T19>; 2] = [T19::new(v), None];
        assert_eq!(through[0].map(T19::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [0u8, 1u8, 253u8, 254u8, 255u8] {
        check(v);
    }
    assert_eq!(size_of::<Option<T19>>(), size_of::<u8>());
    assert_eq!(T19::MIN.get(), 0u8);
    assert_eq!(T19::MAX.get(), 254u8);
}

#[is_syntax]
type T20 = is!(u8 is 1..);

#[test]
fn t20_u8() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: u8) -> bool {
        match v {
            1.. => true,
            _ => false,
        }
    }
    let check = |v: u8| {
        let admitted = oracle(v);
        assert_eq!(T20::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T20::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T20::new(v).map(T20::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T20::new_unchecked(v) }.get(), v);
        }
        assert_eq!(T20::from_ref(&v).map(|r| r.get()), admitted.then_some(v));
        if let Some(r) = T20::from_ref(&v) {
            assert_eq!(bytes(r), bytes(&v));
            assert_eq!(*r.as_ref(), v);
            assert_eq!(bytes(r.as_ref()), bytes(&v));
        }
        assert_eq!(
            bytemuck::checked::try_cast::<u8, T20>(v).ok().map(T20::get),
            admitted.then_some(v)
        );
        assert_eq!(
            bytemuck::checked::try_from_bytes::<T20>(bytemuck::bytes_of(&v))
                .ok()
                .map(|r| r.get()),
            admitted.then_some(v)
        );
        if let Some(t) = T20::new(v) {
            assert_eq!(t.expand::<T10>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T20>; 2] = [T20::new(v), None];
        assert_eq!(through[0].map(T20::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [0u8, 1u8, 2u8, 254u8, 255u8] {
        check(v);
    }
    assert_eq!(size_of::<Option<T20>>(), size_of::<u8>());
    assert_eq!(T20::MIN.get(), 1u8);
    assert_eq!(T20::MAX.get(), 255u8);
}

#[is_syntax]
type T21 = is!(u16 is 13107..32768);

#[test]
fn t21_u16() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: u16) -> bool {
        match v {
            13107..32768 => true,
            _ => false,
        }
    }
    let check = |v: u16| {
        let admitted = oracle(v);
        assert_eq!(T21::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T21::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T21::new(v).map(T21::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T21::new_unchecked(v) }.get(), v);
        }
        assert_eq!(T21::from_ref(&v).map(|r| r.get()), admitted.then_some(v));
        if let Some(r) = T21::from_ref(&v) {
            assert_eq!(bytes(r), bytes(&v));
            assert_eq!(*r.as_ref(), v);
            assert_eq!(bytes(r.as_ref()), bytes(&v));
        }
        assert_eq!(
            bytemuck::checked::try_cast::<u16, T21>(v)
                .ok()
                .map(T21::get),
            admitted.then_some(v)
        );
        assert_eq!(
            bytemuck::checked::try_from_bytes::<T21>(bytemuck::bytes_of(&v))
                .ok()
                .map(|r| r.get()),
            admitted.then_some(v)
        );
        if let Some(t) = T21::new(v) {
            assert_eq!(t.expand::<T22>().get(), v);
        }
        if let Some(t) = T21::new(v) {
            assert_eq!(t.expand::<T24>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T21>; 2] = [T21::new(v), None];
        assert_eq!(through[0].map(T21::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        0u16, 1u16, 13106u16, 13107u16, 13108u16, 32766u16, 32767u16, 32768u16, 65535u16,
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T21>>(), size_of::<u16>());
    assert_eq!(T21::MIN.get(), 13107u16);
    assert_eq!(T21::MAX.get(), 32767u16);
}

#[is_syntax]
type T22 = is!(u16 is 13107..=32768);

#[test]
fn t22_u16() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: u16) -> bool {
        match v {
            13107..=32768 => true,
            _ => false,
        }
    }
    let check = |v: u16| {
        let admitted = oracle(v);
        assert_eq!(T22::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T22::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T22::new(v).map(T22::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T22::new_unchecked(v) }.get(), v);
        }
        assert_eq!(T22::from_ref(&v).map(|r| r.get()), admitted.then_some(v));
        if let Some(r) = T22::from_ref(&v) {
            assert_eq!(bytes(r), bytes(&v));
            assert_eq!(*r.as_ref(), v);
            assert_eq!(bytes(r.as_ref()), bytes(&v));
        }
        assert_eq!(
            bytemuck::checked::try_cast::<u16, T22>(v)
                .ok()
                .map(T22::get),
            admitted.then_some(v)
        );
        assert_eq!(
            bytemuck::checked::try_from_bytes::<T22>(bytemuck::bytes_of(&v))
                .ok()
                .map(|r| r.get()),
            admitted.then_some(v)
        );
        if let Some(t) = T22::new(v) {
            assert_eq!(t.expand::<T29>().get(), v);
        }
        if let Some(t) = T22::new(v) {
            assert_eq!(t.expand::<T30>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T22>; 2] = [T22::new(v), None];
        assert_eq!(through[0].map(T22::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        0u16, 1u16, 13106u16, 13107u16, 13108u16, 32767u16, 32768u16, 32769u16, 65535u16,
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T22>>(), size_of::<u16>());
    assert_eq!(T22::MIN.get(), 13107u16);
    assert_eq!(T22::MAX.get(), 32768u16);
}

#[is_syntax]
type T23 = is!(u16 is 32768..);

#[test]
fn t23_u16() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: u16) -> bool {
        match v {
            32768.. => true,
            _ => false,
        }
    }
    let check = |v: u16| {
        let admitted = oracle(v);
        assert_eq!(T23::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T23::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T23::new(v).map(T23::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T23::new_unchecked(v) }.get(), v);
        }
        assert_eq!(T23::from_ref(&v).map(|r| r.get()), admitted.then_some(v));
        if let Some(r) = T23::from_ref(&v) {
            assert_eq!(bytes(r), bytes(&v));
            assert_eq!(*r.as_ref(), v);
            assert_eq!(bytes(r.as_ref()), bytes(&v));
        }
        assert_eq!(
            bytemuck::checked::try_cast::<u16, T23>(v)
                .ok()
                .map(T23::get),
            admitted.then_some(v)
        );
        assert_eq!(
            bytemuck::checked::try_from_bytes::<T23>(bytemuck::bytes_of(&v))
                .ok()
                .map(|r| r.get()),
            admitted.then_some(v)
        );
        if let Some(t) = T23::new(v) {
            assert_eq!(t.expand::<T30>().get(), v);
        }
        if let Some(t) = T23::new(v) {
            assert_eq!(t.expand::<T34>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T23>; 2] = [T23::new(v), None];
        assert_eq!(through[0].map(T23::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [0u16, 1u16, 32767u16, 32768u16, 32769u16, 65534u16, 65535u16] {
        check(v);
    }
    assert_eq!(size_of::<Option<T23>>(), size_of::<u16>());
    assert_eq!(T23::MIN.get(), 32768u16);
    assert_eq!(T23::MAX.get(), 65535u16);
}

#[is_syntax]
type T24 = is!(u16 is ..32768);

#[test]
fn t24_u16() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: u16) -> bool {
        match v {
            ..32768 => true,
            _ => false,
        }
    }
    let check = |v: u16| {
        let admitted = oracle(v);
        assert_eq!(T24::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T24::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T24::new(v).map(T24::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T24::new_unchecked(v) }.get(), v);
        }
        assert_eq!(T24::from_ref(&v).map(|r| r.get()), admitted.then_some(v));
        if let Some(r) = T24::from_ref(&v) {
            assert_eq!(bytes(r), bytes(&v));
            assert_eq!(*r.as_ref(), v);
            assert_eq!(bytes(r.as_ref()), bytes(&v));
        }
        assert_eq!(
            bytemuck::checked::try_cast::<u16, T24>(v)
                .ok()
                .map(T24::get),
            admitted.then_some(v)
        );
        assert_eq!(
            bytemuck::checked::try_from_bytes::<T24>(bytemuck::bytes_of(&v))
                .ok()
                .map(|r| r.get()),
            admitted.then_some(v)
        );
        if let Some(t) = T24::new(v) {
            assert_eq!(t.expand::<T29>().get(), v);
        }
        if let Some(t) = T24::new(v) {
            assert_eq!(t.expand::<T31>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T24>; 2] = [T24::new(v), None];
        assert_eq!(through[0].map(T24::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [0u16, 1u16, 32766u16, 32767u16, 32768u16, 65535u16] {
        check(v);
    }
    assert_eq!(size_of::<Option<T24>>(), size_of::<u16>());
    assert_eq!(T24::MIN.get(), 0u16);
    assert_eq!(T24::MAX.get(), 32767u16);
}

#[is_syntax]
type T25 = is!(u16 is ..=13107);

#[test]
fn t25_u16() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: u16) -> bool {
        match v {
            ..=13107 => true,
            _ => false,
        }
    }
    let check = |v: u16| {
        let admitted = oracle(v);
        assert_eq!(T25::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T25::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T25::new(v).map(T25::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T25::new_unchecked(v) }.get(), v);
        }
        assert_eq!(T25::from_ref(&v).map(|r| r.get()), admitted.then_some(v));
        if let Some(r) = T25::from_ref(&v) {
            assert_eq!(bytes(r), bytes(&v));
            assert_eq!(*r.as_ref(), v);
            assert_eq!(bytes(r.as_ref()), bytes(&v));
        }
        assert_eq!(
            bytemuck::checked::try_cast::<u16, T25>(v)
                .ok()
                .map(T25::get),
            admitted.then_some(v)
        );
        assert_eq!(
            bytemuck::checked::try_from_bytes::<T25>(bytemuck::bytes_of(&v))
                .ok()
                .map(|r| r.get()),
            admitted.then_some(v)
        );
        if let Some(t) = T25::new(v) {
            assert_eq!(t.expand::<T24>().get(), v);
        }
        if let Some(t) = T25::new(v) {
            assert_eq!(t.expand::<T28>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T25>; 2] = [T25::new(v), None];
        assert_eq!(through[0].map(T25::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [0u16, 1u16, 13106u16, 13107u16, 13108u16, 65535u16] {
        check(v);
    }
    assert_eq!(size_of::<Option<T25>>(), size_of::<u16>());
    assert_eq!(T25::MIN.get(), 0u16);
    assert_eq!(T25::MAX.get(), 13107u16);
}

#[is_syntax]
type T26 = is!(u16 is 52428);

#[test]
fn t26_u16() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: u16) -> bool {
        match v {
            52428 => true,
            _ => false,
        }
    }
    let check = |v: u16| {
        let admitted = oracle(v);
        assert_eq!(T26::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T26::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T26::new(v).map(T26::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T26::new_unchecked(v) }.get(), v);
        }
        assert_eq!(T26::from_ref(&v).map(|r| r.get()), admitted.then_some(v));
        if let Some(r) = T26::from_ref(&v) {
            assert_eq!(bytes(r), bytes(&v));
            assert_eq!(*r.as_ref(), v);
            assert_eq!(bytes(r.as_ref()), bytes(&v));
        }
        assert_eq!(
            bytemuck::checked::try_cast::<u16, T26>(v)
                .ok()
                .map(T26::get),
            admitted.then_some(v)
        );
        assert_eq!(
            bytemuck::checked::try_from_bytes::<T26>(bytemuck::bytes_of(&v))
                .ok()
                .map(|r| r.get()),
            admitted.then_some(v)
        );
        if let Some(t) = T26::new(v) {
            assert_eq!(t.expand::<T23>().get(), v);
        }
        if let Some(t) = T26::new(v) {
            assert_eq!(t.expand::<T27>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T26>; 2] = [T26::new(v), None];
        assert_eq!(through[0].map(T26::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [0u16, 1u16, 52427u16, 52428u16, 52429u16, 65535u16] {
        check(v);
    }
    assert_eq!(size_of::<Option<T26>>(), size_of::<u16>());
    assert_eq!(T26::MIN.get(), 52428u16);
    assert_eq!(T26::MAX.get(), 52428u16);
}

#[is_syntax]
type T27 = is!(u16 is (13107 | 32768..=52428));

#[test]
fn t27_u16() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: u16) -> bool {
        match v {
            (13107 | 32768..=52428) => true,
            _ => false,
        }
    }
    let check = |v: u16| {
        let admitted = oracle(v);
        assert_eq!(T27::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T27::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T27::new(v).map(T27::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T27::new_unchecked(v) }.get(), v);
        }
        assert_eq!(T27::from_ref(&v).map(|r| r.get()), admitted.then_some(v));
        if let Some(r) = T27::from_ref(&v) {
            assert_eq!(bytes(r), bytes(&v));
            assert_eq!(*r.as_ref(), v);
            assert_eq!(bytes(r.as_ref()), bytes(&v));
        }
        assert_eq!(
            bytemuck::checked::try_cast::<u16, T27>(v)
                .ok()
                .map(T27::get),
            admitted.then_some(v)
        );
        assert_eq!(
            bytemuck::checked::try_from_bytes::<T27>(bytemuck::bytes_of(&v))
                .ok()
                .map(|r| r.get()),
            admitted.then_some(v)
        );
        if let Some(t) = T27::new(v) {
            assert_eq!(t.expand::<T29>().get(), v);
        }
        if let Some(t) = T27::new(v) {
            assert_eq!(t.expand::<T30>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T27>; 2] = [T27::new(v), None];
        assert_eq!(through[0].map(T27::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        0u16, 1u16, 13106u16, 13107u16, 13108u16, 32767u16, 32768u16, 32769u16, 52427u16, 52428u16,
        52429u16, 65535u16,
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T27>>(), size_of::<u16>());
    assert_eq!(T27::MIN.get(), 13107u16);
    assert_eq!(T27::MAX.get(), 52428u16);
}

#[is_syntax]
type T28 = is!(u16 is (..=13107 | 52428..));

#[test]
fn t28_u16() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: u16) -> bool {
        match v {
            (..=13107 | 52428..) => true,
            _ => false,
        }
    }
    let check = |v: u16| {
        let admitted = oracle(v);
        assert_eq!(T28::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T28::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T28::new(v).map(T28::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T28::new_unchecked(v) }.get(), v);
        }
        assert_eq!(T28::from_ref(&v).map(|r| r.get()), admitted.then_some(v));
        if let Some(r) = T28::from_ref(&v) {
            assert_eq!(bytes(r), bytes(&v));
            assert_eq!(*r.as_ref(), v);
            assert_eq!(bytes(r.as_ref()), bytes(&v));
        }
        assert_eq!(
            bytemuck::checked::try_cast::<u16, T28>(v)
                .ok()
                .map(T28::get),
            admitted.then_some(v)
        );
        assert_eq!(
            bytemuck::checked::try_from_bytes::<T28>(bytemuck::bytes_of(&v))
                .ok()
                .map(|r| r.get()),
            admitted.then_some(v)
        );
        if let Some(t) = T28::new(v) {
            assert_eq!(t.expand::<T31>().get(), v);
        }
        if let Some(t) = T28::new(v) {
            assert_eq!(t.expand::<T34>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T28>; 2] = [T28::new(v), None];
        assert_eq!(through[0].map(T28::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        0u16, 1u16, 13106u16, 13107u16, 13108u16, 52427u16, 52428u16, 52429u16, 65534u16, 65535u16,
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T28>>(), size_of::<u16>());
    assert_eq!(T28::MIN.get(), 0u16);
    assert_eq!(T28::MAX.get(), 65535u16);
}

#[is_syntax]
type T29 = is!(u16 is ..65535);

#[test]
fn t29_u16() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: u16) -> bool {
        match v {
            ..65535 => true,
            _ => false,
        }
    }
    let check = |v: u16| {
        let admitted = oracle(v);
        assert_eq!(T29::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T29::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T29::new(v).map(T29::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T29::new_unchecked(v) }.get(), v);
        }

        if let Some(t) = T29::new(v) {
            assert_eq!(t.expand::<T37>().get(), v);
        }
        if let Some(t) = T29::new(v) {
            assert_eq!(t.expand::<T39>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T29>; 2] = [T29::new(v), None];
        assert_eq!(through[0].map(T29::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [0u16, 1u16, 65533u16, 65534u16, 65535u16] {
        check(v);
    }
    assert_eq!(size_of::<Option<T29>>(), size_of::<u16>());
    assert_eq!(T29::MIN.get(), 0u16);
    assert_eq!(T29::MAX.get(), 65534u16);
}

#[is_syntax]
type T30 = is!(u16 is 1..);

#[test]
fn t30_u16() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: u16) -> bool {
        match v {
            1.. => true,
            _ => false,
        }
    }
    let check = |v: u16| {
        let admitted = oracle(v);
        assert_eq!(T30::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T30::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T30::new(v).map(T30::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T30::new_unchecked(v) }.get(), v);
        }
        assert_eq!(T30::from_ref(&v).map(|r| r.get()), admitted.then_some(v));
        if let Some(r) = T30::from_ref(&v) {
            assert_eq!(bytes(r), bytes(&v));
            assert_eq!(*r.as_ref(), v);
            assert_eq!(bytes(r.as_ref()), bytes(&v));
        }
        assert_eq!(
            bytemuck::checked::try_cast::<u16, T30>(v)
                .ok()
                .map(T30::get),
            admitted.then_some(v)
        );
        assert_eq!(
            bytemuck::checked::try_from_bytes::<T30>(bytemuck::bytes_of(&v))
                .ok()
                .map(|r| r.get()),
            admitted.then_some(v)
        );
        if let Some(t) = T30::new(v) {
            assert_eq!(t.expand::<T40>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T30>; 2] = [T30::new(v), None];
        assert_eq!(through[0].map(T30::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [0u16, 1u16, 2u16, 65534u16, 65535u16] {
        check(v);
    }
    assert_eq!(size_of::<Option<T30>>(), size_of::<u16>());
    assert_eq!(T30::MIN.get(), 1u16);
    assert_eq!(T30::MAX.get(), 65535u16);
}

#[is_syntax]
type T31 = is!(u16 is (..32768 | 32769..));

#[test]
fn t31_u16() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: u16) -> bool {
        match v {
            (..32768 | 32769..) => true,
            _ => false,
        }
    }
    let check = |v: u16| {
        let admitted = oracle(v);
        assert_eq!(T31::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T31::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T31::new(v).map(T31::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T31::new_unchecked(v) }.get(), v);
        }

        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T31>; 2] = [T31::new(v), None];
        assert_eq!(through[0].map(T31::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        0u16, 1u16, 32766u16, 32767u16, 32768u16, 32769u16, 32770u16, 65534u16, 65535u16,
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T31>>(), size_of::<u16>());
    assert_eq!(T31::MIN.get(), 0u16);
    assert_eq!(T31::MAX.get(), 65535u16);
}

#[is_syntax]
type T32 = is!(u16 is 0..=0);

#[test]
fn t32_u16() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: u16) -> bool {
        match v {
            0..=0 => true,
            _ => false,
        }
    }
    let check = |v: u16| {
        let admitted = oracle(v);
        assert_eq!(T32::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T32::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T32::new(v).map(T32::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T32::new_unchecked(v) }.get(), v);
        }
        assert_eq!(T32::from_ref(&v).map(|r| r.get()), admitted.then_some(v));
        if let Some(r) = T32::from_ref(&v) {
            assert_eq!(bytes(r), bytes(&v));
            assert_eq!(*r.as_ref(), v);
            assert_eq!(bytes(r.as_ref()), bytes(&v));
        }
        assert_eq!(
            bytemuck::checked::try_cast::<u16, T32>(v)
                .ok()
                .map(T32::get),
            admitted.then_some(v)
        );
        assert_eq!(
            bytemuck::checked::try_from_bytes::<T32>(bytemuck::bytes_of(&v))
                .ok()
                .map(|r| r.get()),
            admitted.then_some(v)
        );
        if let Some(t) = T32::new(v) {
            assert_eq!(t.expand::<T24>().get(), v);
        }
        if let Some(t) = T32::new(v) {
            assert_eq!(t.expand::<T25>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T32>; 2] = [T32::new(v), None];
        assert_eq!(through[0].map(T32::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [0u16, 1u16, 65535u16] {
        check(v);
    }
    assert_eq!(size_of::<Option<T32>>(), size_of::<u16>());
    assert_eq!(T32::MIN.get(), 0u16);
    assert_eq!(T32::MAX.get(), 0u16);
}

const LO_33: u16 = 13107u16;
const HI_33: u16 = 32768u16;
#[is_syntax]
type T33 = is!(u16 is LO_33..HI_33);

#[test]
fn t33_u16() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: u16) -> bool {
        match v {
            LO_33..HI_33 => true,
            _ => false,
        }
    }
    let check = |v: u16| {
        let admitted = oracle(v);
        assert_eq!(T33::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T33::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T33::new(v).map(T33::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T33::new_unchecked(v) }.get(), v);
        }

        if let Some(t) = T33::new(v) {
            assert_eq!(t.expand::<T21>().get(), v);
        }
        if let Some(t) = T33::new(v) {
            assert_eq!(t.expand::<T22>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T33>; 2] = [T33::new(v), None];
        assert_eq!(through[0].map(T33::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        0u16, 1u16, 13106u16, 13107u16, 13108u16, 32766u16, 32767u16, 32768u16, 65535u16,
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T33>>(), size_of::<u16>());
    assert_eq!(T33::MIN.get(), 13107u16);
    assert_eq!(T33::MAX.get(), 32767u16);
}

const LO_34: u16 = 13107u16;
const HI_34: u16 = 32768u16;
#[is_syntax]
type T34 = is!(u16 is (..=LO_34 | HI_34..));

#[test]
fn t34_u16() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: u16) -> bool {
        match v {
            (..=LO_34 | HI_34..) => true,
            _ => false,
        }
    }
    let check = |v: u16| {
        let admitted = oracle(v);
        assert_eq!(T34::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T34::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T34::new(v).map(T34::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T34::new_unchecked(v) }.get(), v);
        }

        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T34>; 2] = [T34::new(v), None];
        assert_eq!(through[0].map(T34::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        0u16, 1u16, 13106u16, 13107u16, 13108u16, 32767u16, 32768u16, 32769u16, 65534u16, 65535u16,
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T34>>(), size_of::<u16>());
}

#[is_syntax]
type T35 = is!(u16 is u16::MIN..32768);

#[test]
fn t35_u16() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: u16) -> bool {
        match v {
            u16::MIN..32768 => true,
            _ => false,
        }
    }
    let check = |v: u16| {
        let admitted = oracle(v);
        assert_eq!(T35::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T35::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T35::new(v).map(T35::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T35::new_unchecked(v) }.get(), v);
        }
        assert_eq!(T35::from_ref(&v).map(|r| r.get()), admitted.then_some(v));
        if let Some(r) = T35::from_ref(&v) {
            assert_eq!(bytes(r), bytes(&v));
            assert_eq!(*r.as_ref(), v);
            assert_eq!(bytes(r.as_ref()), bytes(&v));
        }
        assert_eq!(
            bytemuck::checked::try_cast::<u16, T35>(v)
                .ok()
                .map(T35::get),
            admitted.then_some(v)
        );
        assert_eq!(
            bytemuck::checked::try_from_bytes::<T35>(bytemuck::bytes_of(&v))
                .ok()
                .map(|r| r.get()),
            admitted.then_some(v)
        );
        if let Some(t) = T35::new(v) {
            assert_eq!(t.expand::<T24>().get(), v);
        }
        if let Some(t) = T35::new(v) {
            assert_eq!(t.expand::<T29>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T35>; 2] = [T35::new(v), None];
        assert_eq!(through[0].map(T35::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [0u16, 1u16, 32766u16, 32767u16, 32768u16, 65535u16] {
        check(v);
    }
    assert_eq!(size_of::<Option<T35>>(), size_of::<u16>());
    assert_eq!(T35::MIN.get(), 0u16);
    assert_eq!(T35::MAX.get(), 32767u16);
}

#[is_syntax]
type T36 = is!(u16 is 13107..=u16::MAX);

#[test]
fn t36_u16() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: u16) -> bool {
        match v {
            13107..=u16::MAX => true,
            _ => false,
        }
    }
    let check = |v: u16| {
        let admitted = oracle(v);
        assert_eq!(T36::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T36::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T36::new(v).map(T36::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T36::new_unchecked(v) }.get(), v);
        }
        assert_eq!(T36::from_ref(&v).map(|r| r.get()), admitted.then_some(v));
        if let Some(r) = T36::from_ref(&v) {
            assert_eq!(bytes(r), bytes(&v));
            assert_eq!(*r.as_ref(), v);
            assert_eq!(bytes(r.as_ref()), bytes(&v));
        }
        assert_eq!(
            bytemuck::checked::try_cast::<u16, T36>(v)
                .ok()
                .map(T36::get),
            admitted.then_some(v)
        );
        assert_eq!(
            bytemuck::checked::try_from_bytes::<T36>(bytemuck::bytes_of(&v))
                .ok()
                .map(|r| r.get()),
            admitted.then_some(v)
        );
        if let Some(t) = T36::new(v) {
            assert_eq!(t.expand::<T30>().get(), v);
        }
        if let Some(t) = T36::new(v) {
            assert_eq!(t.expand::<T40>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T36>; 2] = [T36::new(v), None];
        assert_eq!(through[0].map(T36::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [0u16, 1u16, 13106u16, 13107u16, 13108u16, 65534u16, 65535u16] {
        check(v);
    }
    assert_eq!(size_of::<Option<T36>>(), size_of::<u16>());
    assert_eq!(T36::MIN.get(), 13107u16);
    assert_eq!(T36::MAX.get(), 65535u16);
}

#[is_syntax]
type T37 = is!(u16 is ..u16::MAX);

#[test]
fn t37_u16() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: u16) -> bool {
        match v {
            ..u16::MAX => true,
            _ => false,
        }
    }
    let check = |v: u16| {
        let admitted = oracle(v);
        assert_eq!(T37::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T37::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T37::new(v).map(T37::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T37::new_unchecked(v) }.get(), v);
        }

        if let Some(t) = T37::new(v) {
            assert_eq!(t.expand::<T29>().get(), v);
        }
        if let Some(t) = T37::new(v) {
            assert_eq!(t.expand::<T39>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T37>; 2] = [T37::new(v), None];
        assert_eq!(through[0].map(T37::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [0u16, 1u16, 65533u16, 65534u16, 65535u16] {
        check(v);
    }
    assert_eq!(size_of::<Option<T37>>(), size_of::<u16>());
    assert_eq!(T37::MIN.get(), 0u16);
    assert_eq!(T37::MAX.get(), 65534u16);
}

#[is_syntax]
type T38 = is!(u16 is (0 | ::core::primitive::u16::MAX));

#[test]
fn t38_u16() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: u16) -> bool {
        match v {
            (0 | ::core::primitive::u16::MAX) => true,
            _ => false,
        }
    }
    let check = |v: u16| {
        let admitted = oracle(v);
        assert_eq!(T38::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T38::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T38::new(v).map(T38::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T38::new_unchecked(v) }.get(), v);
        }
        assert_eq!(T38::from_ref(&v).map(|r| r.get()), admitted.then_some(v));
        if let Some(r) = T38::from_ref(&v) {
            assert_eq!(bytes(r), bytes(&v));
            assert_eq!(*r.as_ref(), v);
            assert_eq!(bytes(r.as_ref()), bytes(&v));
        }
        assert_eq!(
            bytemuck::checked::try_cast::<u16, T38>(v)
                .ok()
                .map(T38::get),
            admitted.then_some(v)
        );
        assert_eq!(
            bytemuck::checked::try_from_bytes::<T38>(bytemuck::bytes_of(&v))
                .ok()
                .map(|r| r.get()),
            admitted.then_some(v)
        );
        if let Some(t) = T38::new(v) {
            assert_eq!(t.expand::<T28>().get(), v);
        }
        if let Some(t) = T38::new(v) {
            assert_eq!(t.expand::<T31>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T38>; 2] = [T38::new(v), None];
        assert_eq!(through[0].map(T38::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [0u16, 1u16, 65534u16, 65535u16] {
        check(v);
    }
    assert_eq!(size_of::<Option<T38>>(), size_of::<u16>());
    assert_eq!(T38::MIN.get(), 0u16);
    assert_eq!(T38::MAX.get(), 65535u16);
}

#[is_syntax]
type T39 = is!(u16 is 0..=65534);

#[test]
fn t39_u16() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: u16) -> bool {
        match v {
            0..=65534 => true,
            _ => false,
        }
    }
    let check = |v: u16| {
        let admitted = oracle(v);
        assert_eq!(T39::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T39::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T39::new(v).map(T39::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T39::new_unchecked(v) }.get(), v);
        }

        if let Some(t) = T39::new(v) {
            assert_eq!(t.expand::<T29>().get(), v);
        }
        if let Some(t) = T39::new(v) {
            assert_eq!(t.expand::<T37>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T39>; 2] = [T39::new(v), None];
        assert_eq!(through[0].map(T39::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [0u16, 1u16, 65533u16, 65534u16, 65535u16] {
        check(v);
    }
    assert_eq!(size_of::<Option<T39>>(), size_of::<u16>());
    assert_eq!(T39::MIN.get(), 0u16);
    assert_eq!(T39::MAX.get(), 65534u16);
}

#[is_syntax]
type T40 = is!(u16 is 1..);

#[test]
fn t40_u16() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: u16) -> bool {
        match v {
            1.. => true,
            _ => false,
        }
    }
    let check = |v: u16| {
        let admitted = oracle(v);
        assert_eq!(T40::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T40::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T40::new(v).map(T40::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T40::new_unchecked(v) }.get(), v);
        }
        assert_eq!(T40::from_ref(&v).map(|r| r.get()), admitted.then_some(v));
        if let Some(r) = T40::from_ref(&v) {
            assert_eq!(bytes(r), bytes(&v));
            assert_eq!(*r.as_ref(), v);
            assert_eq!(bytes(r.as_ref()), bytes(&v));
        }
        assert_eq!(
            bytemuck::checked::try_cast::<u16, T40>(v)
                .ok()
                .map(T40::get),
            admitted.then_some(v)
        );
        assert_eq!(
            bytemuck::checked::try_from_bytes::<T40>(bytemuck::bytes_of(&v))
                .ok()
                .map(|r| r.get()),
            admitted.then_some(v)
        );
        if let Some(t) = T40::new(v) {
            assert_eq!(t.expand::<T30>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T40>; 2] = [T40::new(v), None];
        assert_eq!(through[0].map(T40::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [0u16, 1u16, 2u16, 65534u16, 65535u16] {
        check(v);
    }
    assert_eq!(size_of::<Option<T40>>(), size_of::<u16>());
    assert_eq!(T40::MIN.get(), 1u16);
    assert_eq!(T40::MAX.get(), 65535u16);
}

#[is_syntax]
type T41 = is!(u32 is 858993459..2147483648);

#[test]
fn t41_u32() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: u32) -> bool {
        match v {
            858993459..2147483648 => true,
            _ => false,
        }
    }
    let check = |v: u32| {
        let admitted = oracle(v);
        assert_eq!(T41::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T41::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T41::new(v).map(T41::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T41::new_unchecked(v) }.get(), v);
        }
        assert_eq!(T41::from_ref(&v).map(|r| r.get()), admitted.then_some(v));
        if let Some(r) = T41::from_ref(&v) {
            assert_eq!(bytes(r), bytes(&v));
            assert_eq!(*r.as_ref(), v);
            assert_eq!(bytes(r.as_ref()), bytes(&v));
        }
        assert_eq!(
            bytemuck::checked::try_cast::<u32, T41>(v)
                .ok()
                .map(T41::get),
            admitted.then_some(v)
        );
        assert_eq!(
            bytemuck::checked::try_from_bytes::<T41>(bytemuck::bytes_of(&v))
                .ok()
                .map(|r| r.get()),
            admitted.then_some(v)
        );
        if let Some(t) = T41::new(v) {
            assert_eq!(t.expand::<T42>().get(), v);
        }
        if let Some(t) = T41::new(v) {
            assert_eq!(t.expand::<T44>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T41>; 2] = [T41::new(v), None];
        assert_eq!(through[0].map(T41::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        0u32,
        1u32,
        858993458u32,
        858993459u32,
        858993460u32,
        2147483646u32,
        2147483647u32,
        2147483648u32,
        4294967295u32,
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T41>>(), size_of::<u32>());
    assert_eq!(T41::MIN.get(), 858993459u32);
    assert_eq!(T41::MAX.get(), 2147483647u32);
}

#[is_syntax]
type T42 = is!(u32 is 858993459..=2147483648);

#[test]
fn t42_u32() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: u32) -> bool {
        match v {
            858993459..=2147483648 => true,
            _ => false,
        }
    }
    let check = |v: u32| {
        let admitted = oracle(v);
        assert_eq!(T42::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T42::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T42::new(v).map(T42::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T42::new_unchecked(v) }.get(), v);
        }
        assert_eq!(T42::from_ref(&v).map(|r| r.get()), admitted.then_some(v));
        if let Some(r) = T42::from_ref(&v) {
            assert_eq!(bytes(r), bytes(&v));
            assert_eq!(*r.as_ref(), v);
            assert_eq!(bytes(r.as_ref()), bytes(&v));
        }
        assert_eq!(
            bytemuck::checked::try_cast::<u32, T42>(v)
                .ok()
                .map(T42::get),
            admitted.then_some(v)
        );
        assert_eq!(
            bytemuck::checked::try_from_bytes::<T42>(bytemuck::bytes_of(&v))
                .ok()
                .map(|r| r.get()),
            admitted.then_some(v)
        );
        if let Some(t) = T42::new(v) {
            assert_eq!(t.expand::<T49>().get(), v);
        }
        if let Some(t) = T42::new(v) {
            assert_eq!(t.expand::<T50>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T42>; 2] = [T42::new(v), None];
        assert_eq!(through[0].map(T42::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        0u32,
        1u32,
        858993458u32,
        858993459u32,
        858993460u32,
        2147483647u32,
        2147483648u32,
        2147483649u32,
        4294967295u32,
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T42>>(), size_of::<u32>());
    assert_eq!(T42::MIN.get(), 858993459u32);
    assert_eq!(T42::MAX.get(), 2147483648u32);
}

#[is_syntax]
type T43 = is!(u32 is 2147483648..);

#[test]
fn t43_u32() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: u32) -> bool {
        match v {
            2147483648.. => true,
            _ => false,
        }
    }
    let check = |v: u32| {
        let admitted = oracle(v);
        assert_eq!(T43::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T43::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T43::new(v).map(T43::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T43::new_unchecked(v) }.get(), v);
        }
        assert_eq!(T43::from_ref(&v).map(|r| r.get()), admitted.then_some(v));
        if let Some(r) = T43::from_ref(&v) {
            assert_eq!(bytes(r), bytes(&v));
            assert_eq!(*r.as_ref(), v);
            assert_eq!(bytes(r.as_ref()), bytes(&v));
        }
        assert_eq!(
            bytemuck::checked::try_cast::<u32, T43>(v)
                .ok()
                .map(T43::get),
            admitted.then_some(v)
        );
        assert_eq!(
            bytemuck::checked::try_from_bytes::<T43>(bytemuck::bytes_of(&v))
                .ok()
                .map(|r| r.get()),
            admitted.then_some(v)
        );
        if let Some(t) = T43::new(v) {
            assert_eq!(t.expand::<T50>().get(), v);
        }
        if let Some(t) = T43::new(v) {
            assert_eq!(t.expand::<T54>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T43>; 2] = [T43::new(v), None];
        assert_eq!(through[0].map(T43::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        0u32,
        1u32,
        2147483647u32,
        2147483648u32,
        2147483649u32,
        4294967294u32,
        4294967295u32,
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T43>>(), size_of::<u32>());
    assert_eq!(T43::MIN.get(), 2147483648u32);
    assert_eq!(T43::MAX.get(), 4294967295u32);
}

#[is_syntax]
type T44 = is!(u32 is ..2147483648);

#[test]
fn t44_u32() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: u32) -> bool {
        match v {
            ..2147483648 => true,
            _ => false,
        }
    }
    let check = |v: u32| {
        let admitted = oracle(v);
        assert_eq!(T44::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T44::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T44::new(v).map(T44::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T44::new_unchecked(v) }.get(), v);
        }
        assert_eq!(T44::from_ref(&v).map(|r| r.get()), admitted.then_some(v));
        if let Some(r) = T44::from_ref(&v) {
            assert_eq!(bytes(r), bytes(&v));
            assert_eq!(*r.as_ref(), v);
            assert_eq!(bytes(r.as_ref()), bytes(&v));
        }
        assert_eq!(
            bytemuck::checked::try_cast::<u32, T44>(v)
                .ok()
                .map(T44::get),
            admitted.then_some(v)
        );
        assert_eq!(
            bytemuck::checked::try_from_bytes::<T44>(bytemuck::bytes_of(&v))
                .ok()
                .map(|r| r.get()),
            admitted.then_some(v)
        );
        if let Some(t) = T44::new(v) {
            assert_eq!(t.expand::<T49>().get(), v);
        }
        if let Some(t) = T44::new(v) {
            assert_eq!(t.expand::<T51>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T44>; 2] = [T44::new(v), None];
        assert_eq!(through[0].map(T44::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        0u32,
        1u32,
        2147483646u32,
        2147483647u32,
        2147483648u32,
        4294967295u32,
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T44>>(), size_of::<u32>());
    assert_eq!(T44::MIN.get(), 0u32);
    assert_eq!(T44::MAX.get(), 2147483647u32);
}

#[is_syntax]
type T45 = is!(u32 is ..=858993459);

#[test]
fn t45_u32() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: u32) -> bool {
        match v {
            ..=858993459 => true,
            _ => false,
        }
    }
    let check = |v: u32| {
        let admitted = oracle(v);
        assert_eq!(T45::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T45::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T45::new(v).map(T45::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T45::new_unchecked(v) }.get(), v);
        }
        assert_eq!(T45::from_ref(&v).map(|r| r.get()), admitted.then_some(v));
        if let Some(r) = T45::from_ref(&v) {
            assert_eq!(bytes(r), bytes(&v));
            assert_eq!(*r.as_ref(), v);
            assert_eq!(bytes(r.as_ref()), bytes(&v));
        }
        assert_eq!(
            bytemuck::checked::try_cast::<u32, T45>(v)
                .ok()
                .map(T45::get),
            admitted.then_some(v)
        );
        assert_eq!(
            bytemuck::checked::try_from_bytes::<T45>(bytemuck::bytes_of(&v))
                .ok()
                .map(|r| r.get()),
            admitted.then_some(v)
        );
        if let Some(t) = T45::new(v) {
            assert_eq!(t.expand::<T44>().get(), v);
        }
        if let Some(t) = T45::new(v) {
            assert_eq!(t.expand::<T48>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T45>; 2] = [T45::new(v), None];
        assert_eq!(through[0].map(T45::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        0u32,
        1u32,
        858993458u32,
        858993459u32,
        858993460u32,
        4294967295u32,
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T45>>(), size_of::<u32>());
    assert_eq!(T45::MIN.get(), 0u32);
    assert_eq!(T45::MAX.get(), 858993459u32);
}

#[is_syntax]
type T46 = is!(u32 is 3435973836);

#[test]
fn t46_u32() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: u32) -> bool {
        match v {
            3435973836 => true,
            _ => false,
        }
    }
    let check = |v: u32| {
        let admitted = oracle(v);
        assert_eq!(T46::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T46::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T46::new(v).map(T46::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T46::new_unchecked(v) }.get(), v);
        }
        assert_eq!(T46::from_ref(&v).map(|r| r.get()), admitted.then_some(v));
        if let Some(r) = T46::from_ref(&v) {
            assert_eq!(bytes(r), bytes(&v));
            assert_eq!(*r.as_ref(), v);
            assert_eq!(bytes(r.as_ref()), bytes(&v));
        }
        assert_eq!(
            bytemuck::checked::try_cast::<u32, T46>(v)
                .ok()
                .map(T46::get),
            admitted.then_some(v)
        );
        assert_eq!(
            bytemuck::checked::try_from_bytes::<T46>(bytemuck::bytes_of(&v))
                .ok()
                .map(|r| r.get()),
            admitted.then_some(v)
        );
        if let Some(t) = T46::new(v) {
            assert_eq!(t.expand::<T43>().get(), v);
        }
        if let Some(t) = T46::new(v) {
            assert_eq!(t.expand::<T47>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T46>; 2] = [T46::new(v), None];
        assert_eq!(through[0].map(T46::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        0u32,
        1u32,
        3435973835u32,
        3435973836u32,
        3435973837u32,
        4294967295u32,
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T46>>(), size_of::<u32>());
    assert_eq!(T46::MIN.get(), 3435973836u32);
    assert_eq!(T46::MAX.get(), 3435973836u32);
}

#[is_syntax]
type T47 = is!(u32 is (858993459 | 2147483648..=3435973836));

#[test]
fn t47_u32() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: u32) -> bool {
        match v {
            (858993459 | 2147483648..=3435973836) => true,
            _ => false,
        }
    }
    let check = |v: u32| {
        let admitted = oracle(v);
        assert_eq!(T47::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T47::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T47::new(v).map(T47::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T47::new_unchecked(v) }.get(), v);
        }
        assert_eq!(T47::from_ref(&v).map(|r| r.get()), admitted.then_some(v));
        if let Some(r) = T47::from_ref(&v) {
            assert_eq!(bytes(r), bytes(&v));
            assert_eq!(*r.as_ref(), v);
            assert_eq!(bytes(r.as_ref()), bytes(&v));
        }
        assert_eq!(
            bytemuck::checked::try_cast::<u32, T47>(v)
                .ok()
                .map(T47::get),
            admitted.then_some(v)
        );
        assert_eq!(
            bytemuck::checked::try_from_bytes::<T47>(bytemuck::bytes_of(&v))
                .ok()
                .map(|r| r.get()),
            admitted.then_some(v)
        );
        if let Some(t) = T47::new(v) {
            assert_eq!(t.expand::<T49>().get(), v);
        }
        if let Some(t) = T47::new(v) {
            assert_eq!(t.expand::<T50>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T47>; 2] = [T47::new(v), None];
        assert_eq!(through[0].map(T47::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        0u32,
        1u32,
        858993458u32,
        858993459u32,
        858993460u32,
        2147483647u32,
        2147483648u32,
        2147483649u32,
        3435973835u32,
        3435973836u32,
        3435973837u32,
        4294967295u32,
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T47>>(), size_of::<u32>());
    assert_eq!(T47::MIN.get(), 858993459u32);
    assert_eq!(T47::MAX.get(), 3435973836u32);
}

#[is_syntax]
type T48 = is!(u32 is (..=858993459 | 3435973836..));

#[test]
fn t48_u32() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: u32) -> bool {
        match v {
            (..=858993459 | 3435973836..) => true,
            _ => false,
        }
    }
    let check = |v: u32| {
        let admitted = oracle(v);
        assert_eq!(T48::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T48::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T48::new(v).map(T48::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T48::new_unchecked(v) }.get(), v);
        }
        assert_eq!(T48::from_ref(&v).map(|r| r.get()), admitted.then_some(v));
        if let Some(r) = T48::from_ref(&v) {
            assert_eq!(bytes(r), bytes(&v));
            assert_eq!(*r.as_ref(), v);
            assert_eq!(bytes(r.as_ref()), bytes(&v));
        }
        assert_eq!(
            bytemuck::checked::try_cast::<u32, T48>(v)
                .ok()
                .map(T48::get),
            admitted.then_some(v)
        );
        assert_eq!(
            bytemuck::checked::try_from_bytes::<T48>(bytemuck::bytes_of(&v))
                .ok()
                .map(|r| r.get()),
            admitted.then_some(v)
        );
        if let Some(t) = T48::new(v) {
            assert_eq!(t.expand::<T51>().get(), v);
        }
        if let Some(t) = T48::new(v) {
            assert_eq!(t.expand::<T54>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T48>; 2] = [T48::new(v), None];
        assert_eq!(through[0].map(T48::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        0u32,
        1u32,
        858993458u32,
        858993459u32,
        858993460u32,
        3435973835u32,
        3435973836u32,
        3435973837u32,
        4294967294u32,
        4294967295u32,
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T48>>(), size_of::<u32>());
    assert_eq!(T48::MIN.get(), 0u32);
    assert_eq!(T48::MAX.get(), 4294967295u32);
}

#[is_syntax]
type T49 = is!(u32 is ..4294967295);

#[test]
fn t49_u32() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: u32) -> bool {
        match v {
            ..4294967295 => true,
            _ => false,
        }
    }
    let check = |v: u32| {
        let admitted = oracle(v);
        assert_eq!(T49::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T49::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T49::new(v).map(T49::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T49::new_unchecked(v) }.get(), v);
        }

        if let Some(t) = T49::new(v) {
            assert_eq!(t.expand::<T57>().get(), v);
        }
        if let Some(t) = T49::new(v) {
            assert_eq!(t.expand::<T59>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T49>; 2] = [T49::new(v), None];
        assert_eq!(through[0].map(T49::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [0u32, 1u32, 4294967293u32, 4294967294u32, 4294967295u32] {
        check(v);
    }
    assert_eq!(size_of::<Option<T49>>(), size_of::<u32>());
    assert_eq!(T49::MIN.get(), 0u32);
    assert_eq!(T49::MAX.get(), 4294967294u32);
}

#[is_syntax]
type T50 = is!(u32 is 1..);

#[test]
fn t50_u32() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: u32) -> bool {
        match v {
            1.. => true,
            _ => false,
        }
    }
    let check = |v: u32| {
        let admitted = oracle(v);
        assert_eq!(T50::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T50::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T50::new(v).map(T50::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T50::new_unchecked(v) }.get(), v);
        }
        assert_eq!(T50::from_ref(&v).map(|r| r.get()), admitted.then_some(v));
        if let Some(r) = T50::from_ref(&v) {
            assert_eq!(bytes(r), bytes(&v));
            assert_eq!(*r.as_ref(), v);
            assert_eq!(bytes(r.as_ref()), bytes(&v));
        }
        assert_eq!(
            bytemuck::checked::try_cast::<u32, T50>(v)
                .ok()
                .map(T50::get),
            admitted.then_some(v)
        );
        assert_eq!(
            bytemuck::checked::try_from_bytes::<T50>(bytemuck::bytes_of(&v))
                .ok()
                .map(|r| r.get()),
            admitted.then_some(v)
        );
        if let Some(t) = T50::new(v) {
            assert_eq!(t.expand::<T60>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T50>; 2] = [T50::new(v), None];
        assert_eq!(through[0].map(T50::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [0u32, 1u32, 2u32, 4294967294u32, 4294967295u32] {
        check(v);
    }
    assert_eq!(size_of::<Option<T50>>(), size_of::<u32>());
    assert_eq!(T50::MIN.get(), 1u32);
    assert_eq!(T50::MAX.get(), 4294967295u32);
}

#[is_syntax]
type T51 = is!(u32 is (..2147483648 | 2147483649..));

#[test]
fn t51_u32() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: u32) -> bool {
        match v {
            (..2147483648 | 2147483649..) => true,
            _ => false,
        }
    }
    let check = |v: u32| {
        let admitted = oracle(v);
        assert_eq!(T51::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T51::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T51::new(v).map(T51::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T51::new_unchecked(v) }.get(), v);
        }

        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T51>; 2] = [T51::new(v), None];
        assert_eq!(through[0].map(T51::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        0u32,
        1u32,
        2147483646u32,
        2147483647u32,
        2147483648u32,
        2147483649u32,
        2147483650u32,
        4294967294u32,
        4294967295u32,
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T51>>(), size_of::<u32>());
    assert_eq!(T51::MIN.get(), 0u32);
    assert_eq!(T51::MAX.get(), 4294967295u32);
}

#[is_syntax]
type T52 = is!(u32 is 0..=0);

#[test]
fn t52_u32() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: u32) -> bool {
        match v {
            0..=0 => true,
            _ => false,
        }
    }
    let check = |v: u32| {
        let admitted = oracle(v);
        assert_eq!(T52::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T52::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T52::new(v).map(T52::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T52::new_unchecked(v) }.get(), v);
        }
        assert_eq!(T52::from_ref(&v).map(|r| r.get()), admitted.then_some(v));
        if let Some(r) = T52::from_ref(&v) {
            assert_eq!(bytes(r), bytes(&v));
            assert_eq!(*r.as_ref(), v);
            assert_eq!(bytes(r.as_ref()), bytes(&v));
        }
        assert_eq!(
            bytemuck::checked::try_cast::<u32, T52>(v)
                .ok()
                .map(T52::get),
            admitted.then_some(v)
        );
        assert_eq!(
            bytemuck::checked::try_from_bytes::<T52>(bytemuck::bytes_of(&v))
                .ok()
                .map(|r| r.get()),
            admitted.then_some(v)
        );
        if let Some(t) = T52::new(v) {
            assert_eq!(t.expand::<T44>().get(), v);
        }
        if let Some(t) = T52::new(v) {
            assert_eq!(t.expand::<T45>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T52>; 2] = [T52::new(v), None];
        assert_eq!(through[0].map(T52::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [0u32, 1u32, 4294967295u32] {
        check(v);
    }
    assert_eq!(size_of::<Option<T52>>(), size_of::<u32>());
    assert_eq!(T52::MIN.get(), 0u32);
    assert_eq!(T52::MAX.get(), 0u32);
}

const LO_53: u32 = 858993459u32;
const HI_53: u32 = 2147483648u32;
#[is_syntax]
type T53 = is!(u32 is LO_53..HI_53);

#[test]
fn t53_u32() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: u32) -> bool {
        match v {
            LO_53..HI_53 => true,
            _ => false,
        }
    }
    let check = |v: u32| {
        let admitted = oracle(v);
        assert_eq!(T53::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T53::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T53::new(v).map(T53::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T53::new_unchecked(v) }.get(), v);
        }

        if let Some(t) = T53::new(v) {
            assert_eq!(t.expand::<T41>().get(), v);
        }
        if let Some(t) = T53::new(v) {
            assert_eq!(t.expand::<T42>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T53>; 2] = [T53::new(v), None];
        assert_eq!(through[0].map(T53::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        0u32,
        1u32,
        858993458u32,
        858993459u32,
        858993460u32,
        2147483646u32,
        2147483647u32,
        2147483648u32,
        4294967295u32,
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T53>>(), size_of::<u32>());
    assert_eq!(T53::MIN.get(), 858993459u32);
    assert_eq!(T53::MAX.get(), 2147483647u32);
}

const LO_54: u32 = 858993459u32;
const HI_54: u32 = 2147483648u32;
#[is_syntax]
type T54 = is!(u32 is (..=LO_54 | HI_54..));

#[test]
fn t54_u32() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: u32) -> bool {
        match v {
            (..=LO_54 | HI_54..) => true,
            _ => false,
        }
    }
    let check = |v: u32| {
        let admitted = oracle(v);
        assert_eq!(T54::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T54::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T54::new(v).map(T54::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T54::new_unchecked(v) }.get(), v);
        }

        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T54>; 2] = [T54::new(v), None];
        assert_eq!(through[0].map(T54::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        0u32,
        1u32,
        858993458u32,
        858993459u32,
        858993460u32,
        2147483647u32,
        2147483648u32,
        2147483649u32,
        4294967294u32,
        4294967295u32,
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T54>>(), size_of::<u32>());
}

#[is_syntax]
type T55 = is!(u32 is u32::MIN..2147483648);

#[test]
fn t55_u32() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: u32) -> bool {
        match v {
            u32::MIN..2147483648 => true,
            _ => false,
        }
    }
    let check = |v: u32| {
        let admitted = oracle(v);
        assert_eq!(T55::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T55::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T55::new(v).map(T55::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T55::new_unchecked(v) }.get(), v);
        }
        assert_eq!(T55::from_ref(&v).map(|r| r.get()), admitted.then_some(v));
        if let Some(r) = T55::from_ref(&v) {
            assert_eq!(bytes(r), bytes(&v));
            assert_eq!(*r.as_ref(), v);
            assert_eq!(bytes(r.as_ref()), bytes(&v));
        }
        assert_eq!(
            bytemuck::checked::try_cast::<u32, T55>(v)
                .ok()
                .map(T55::get),
            admitted.then_some(v)
        );
        assert_eq!(
            bytemuck::checked::try_from_bytes::<T55>(bytemuck::bytes_of(&v))
                .ok()
                .map(|r| r.get()),
            admitted.then_some(v)
        );
        if let Some(t) = T55::new(v) {
            assert_eq!(t.expand::<T44>().get(), v);
        }
        if let Some(t) = T55::new(v) {
            assert_eq!(t.expand::<T49>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T55>; 2] = [T55::new(v), None];
        assert_eq!(through[0].map(T55::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        0u32,
        1u32,
        2147483646u32,
        2147483647u32,
        2147483648u32,
        4294967295u32,
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T55>>(), size_of::<u32>());
    assert_eq!(T55::MIN.get(), 0u32);
    assert_eq!(T55::MAX.get(), 2147483647u32);
}

#[is_syntax]
type T56 = is!(u32 is 858993459..=u32::MAX);

#[test]
fn t56_u32() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: u32) -> bool {
        match v {
            858993459..=u32::MAX => true,
            _ => false,
        }
    }
    let check = |v: u32| {
        let admitted = oracle(v);
        assert_eq!(T56::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T56::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T56::new(v).map(T56::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T56::new_unchecked(v) }.get(), v);
        }
        assert_eq!(T56::from_ref(&v).map(|r| r.get()), admitted.then_some(v));
        if let Some(r) = T56::from_ref(&v) {
            assert_eq!(bytes(r), bytes(&v));
            assert_eq!(*r.as_ref(), v);
            assert_eq!(bytes(r.as_ref()), bytes(&v));
        }
        assert_eq!(
            bytemuck::checked::try_cast::<u32, T56>(v)
                .ok()
                .map(T56::get),
            admitted.then_some(v)
        );
        assert_eq!(
            bytemuck::checked::try_from_bytes::<T56>(bytemuck::bytes_of(&v))
                .ok()
                .map(|r| r.get()),
            admitted.then_some(v)
        );
        if let Some(t) = T56::new(v) {
            assert_eq!(t.expand::<T50>().get(), v);
        }
        if let Some(t) = T56::new(v) {
            assert_eq!(t.expand::<T60>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T56>; 2] = [T56::new(v), None];
        assert_eq!(through[0].map(T56::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        0u32,
        1u32,
        858993458u32,
        858993459u32,
        858993460u32,
        4294967294u32,
        4294967295u32,
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T56>>(), size_of::<u32>());
    assert_eq!(T56::MIN.get(), 858993459u32);
    assert_eq!(T56::MAX.get(), 4294967295u32);
}

#[is_syntax]
type T57 = is!(u32 is ..u32::MAX);

#[test]
fn t57_u32() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: u32) -> bool {
        match v {
            ..u32::MAX => true,
            _ => false,
        }
    }
    let check = |v: u32| {
        let admitted = oracle(v);
        assert_eq!(T57::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T57::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T57::new(v).map(T57::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T57::new_unchecked(v) }.get(), v);
        }

        if let Some(t) = T57::new(v) {
            assert_eq!(t.expand::<T49>().get(), v);
        }
        if let Some(t) = T57::new(v) {
            assert_eq!(t.expand::<T59>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T57>; 2] = [T57::new(v), None];
        assert_eq!(through[0].map(T57::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [0u32, 1u32, 4294967293u32, 4294967294u32, 4294967295u32] {
        check(v);
    }
    assert_eq!(size_of::<Option<T57>>(), size_of::<u32>());
    assert_eq!(T57::MIN.get(), 0u32);
    assert_eq!(T57::MAX.get(), 4294967294u32);
}

#[is_syntax]
type T58 = is!(u32 is (0 | ::core::primitive::u32::MAX));

#[test]
fn t58_u32() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: u32) -> bool {
        match v {
            (0 | ::core::primitive::u32::MAX) => true,
            _ => false,
        }
    }
    let check = |v: u32| {
        let admitted = oracle(v);
        assert_eq!(T58::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T58::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T58::new(v).map(T58::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T58::new_unchecked(v) }.get(), v);
        }
        assert_eq!(T58::from_ref(&v).map(|r| r.get()), admitted.then_some(v));
        if let Some(r) = T58::from_ref(&v) {
            assert_eq!(bytes(r), bytes(&v));
            assert_eq!(*r.as_ref(), v);
            assert_eq!(bytes(r.as_ref()), bytes(&v));
        }
        assert_eq!(
            bytemuck::checked::try_cast::<u32, T58>(v)
                .ok()
                .map(T58::get),
            admitted.then_some(v)
        );
        assert_eq!(
            bytemuck::checked::try_from_bytes::<T58>(bytemuck::bytes_of(&v))
                .ok()
                .map(|r| r.get()),
            admitted.then_some(v)
        );
        if let Some(t) = T58::new(v) {
            assert_eq!(t.expand::<T48>().get(), v);
        }
        if let Some(t) = T58::new(v) {
            assert_eq!(t.expand::<T51>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T58>; 2] = [T58::new(v), None];
        assert_eq!(through[0].map(T58::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [0u32, 1u32, 4294967294u32, 4294967295u32] {
        check(v);
    }
    assert_eq!(size_of::<Option<T58>>(), size_of::<u32>());
    assert_eq!(T58::MIN.get(), 0u32);
    assert_eq!(T58::MAX.get(), 4294967295u32);
}

#[is_syntax]
type T59 = is!(u32 is 0..=4294967294);

#[test]
fn t59_u32() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: u32) -> bool {
        match v {
            0..=4294967294 => true,
            _ => false,
        }
    }
    let check = |v: u32| {
        let admitted = oracle(v);
        assert_eq!(T59::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T59::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T59::new(v).map(T59::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T59::new_unchecked(v) }.get(), v);
        }

        if let Some(t) = T59::new(v) {
            assert_eq!(t.expand::<T49>().get(), v);
        }
        if let Some(t) = T59::new(v) {
            assert_eq!(t.expand::<T57>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T59>; 2] = [T59::new(v), None];
        assert_eq!(through[0].map(T59::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [0u32, 1u32, 4294967293u32, 4294967294u32, 4294967295u32] {
        check(v);
    }
    assert_eq!(size_of::<Option<T59>>(), size_of::<u32>());
    assert_eq!(T59::MIN.get(), 0u32);
    assert_eq!(T59::MAX.get(), 4294967294u32);
}

#[is_syntax]
type T60 = is!(u32 is 1..);

#[test]
fn t60_u32() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: u32) -> bool {
        match v {
            1.. => true,
            _ => false,
        }
    }
    let check = |v: u32| {
        let admitted = oracle(v);
        assert_eq!(T60::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T60::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T60::new(v).map(T60::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T60::new_unchecked(v) }.get(), v);
        }
        assert_eq!(T60::from_ref(&v).map(|r| r.get()), admitted.then_some(v));
        if let Some(r) = T60::from_ref(&v) {
            assert_eq!(bytes(r), bytes(&v));
            assert_eq!(*r.as_ref(), v);
            assert_eq!(bytes(r.as_ref()), bytes(&v));
        }
        assert_eq!(
            bytemuck::checked::try_cast::<u32, T60>(v)
                .ok()
                .map(T60::get),
            admitted.then_some(v)
        );
        assert_eq!(
            bytemuck::checked::try_from_bytes::<T60>(bytemuck::bytes_of(&v))
                .ok()
                .map(|r| r.get()),
            admitted.then_some(v)
        );
        if let Some(t) = T60::new(v) {
            assert_eq!(t.expand::<T50>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T60>; 2] = [T60::new(v), None];
        assert_eq!(through[0].map(T60::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [0u32, 1u32, 2u32, 4294967294u32, 4294967295u32] {
        check(v);
    }
    assert_eq!(size_of::<Option<T60>>(), size_of::<u32>());
    assert_eq!(T60::MIN.get(), 1u32);
    assert_eq!(T60::MAX.get(), 4294967295u32);
}

#[is_syntax]
type T61 = is!(u64 is 3689348814741910323..9223372036854775808);

#[test]
fn t61_u64() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: u64) -> bool {
        match v {
            3689348814741910323..9223372036854775808 => true,
            _ => false,
        }
    }
    let check = |v: u64| {
        let admitted = oracle(v);
        assert_eq!(T61::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T61::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T61::new(v).map(T61::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T61::new_unchecked(v) }.get(), v);
        }
        assert_eq!(T61::from_ref(&v).map(|r| r.get()), admitted.then_some(v));
        if let Some(r) = T61::from_ref(&v) {
            assert_eq!(bytes(r), bytes(&v));
            assert_eq!(*r.as_ref(), v);
            assert_eq!(bytes(r.as_ref()), bytes(&v));
        }
        assert_eq!(
            bytemuck::checked::try_cast::<u64, T61>(v)
                .ok()
                .map(T61::get),
            admitted.then_some(v)
        );
        assert_eq!(
            bytemuck::checked::try_from_bytes::<T61>(bytemuck::bytes_of(&v))
                .ok()
                .map(|r| r.get()),
            admitted.then_some(v)
        );
        if let Some(t) = T61::new(v) {
            assert_eq!(t.expand::<T62>().get(), v);
        }
        if let Some(t) = T61::new(v) {
            assert_eq!(t.expand::<T64>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T61>; 2] = [T61::new(v), None];
        assert_eq!(through[0].map(T61::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        0u64,
        1u64,
        3689348814741910322u64,
        3689348814741910323u64,
        3689348814741910324u64,
        9223372036854775806u64,
        9223372036854775807u64,
        9223372036854775808u64,
        18446744073709551615u64,
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T61>>(), size_of::<u64>());
    assert_eq!(T61::MIN.get(), 3689348814741910323u64);
    assert_eq!(T61::MAX.get(), 9223372036854775807u64);
}

#[is_syntax]
type T62 = is!(u64 is 3689348814741910323..=9223372036854775808);

#[test]
fn t62_u64() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: u64) -> bool {
        match v {
            3689348814741910323..=9223372036854775808 => true,
            _ => false,
        }
    }
    let check = |v: u64| {
        let admitted = oracle(v);
        assert_eq!(T62::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T62::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T62::new(v).map(T62::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T62::new_unchecked(v) }.get(), v);
        }
        assert_eq!(T62::from_ref(&v).map(|r| r.get()), admitted.then_some(v));
        if let Some(r) = T62::from_ref(&v) {
            assert_eq!(bytes(r), bytes(&v));
            assert_eq!(*r.as_ref(), v);
            assert_eq!(bytes(r.as_ref()), bytes(&v));
        }
        assert_eq!(
            bytemuck::checked::try_cast::<u64, T62>(v)
                .ok()
                .map(T62::get),
            admitted.then_some(v)
        );
        assert_eq!(
            bytemuck::checked::try_from_bytes::<T62>(bytemuck::bytes_of(&v))
                .ok()
                .map(|r| r.get()),
            admitted.then_some(v)
        );
        if let Some(t) = T62::new(v) {
            assert_eq!(t.expand::<T69>().get(), v);
        }
        if let Some(t) = T62::new(v) {
            assert_eq!(t.expand::<T70>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T62>; 2] = [T62::new(v), None];
        assert_eq!(through[0].map(T62::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        0u64,
        1u64,
        3689348814741910322u64,
        3689348814741910323u64,
        3689348814741910324u64,
        9223372036854775807u64,
        9223372036854775808u64,
        9223372036854775809u64,
        18446744073709551615u64,
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T62>>(), size_of::<u64>());
    assert_eq!(T62::MIN.get(), 3689348814741910323u64);
    assert_eq!(T62::MAX.get(), 9223372036854775808u64);
}

#[is_syntax]
type T63 = is!(u64 is 9223372036854775808..);

#[test]
fn t63_u64() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: u64) -> bool {
        match v {
            9223372036854775808.. => true,
            _ => false,
        }
    }
    let check = |v: u64| {
        let admitted = oracle(v);
        assert_eq!(T63::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T63::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T63::new(v).map(T63::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T63::new_unchecked(v) }.get(), v);
        }
        assert_eq!(T63::from_ref(&v).map(|r| r.get()), admitted.then_some(v));
        if let Some(r) = T63::from_ref(&v) {
            assert_eq!(bytes(r), bytes(&v));
            assert_eq!(*r.as_ref(), v);
            assert_eq!(bytes(r.as_ref()), bytes(&v));
        }
        assert_eq!(
            bytemuck::checked::try_cast::<u64, T63>(v)
                .ok()
                .map(T63::get),
            admitted.then_some(v)
        );
        assert_eq!(
            bytemuck::checked::try_from_bytes::<T63>(bytemuck::bytes_of(&v))
                .ok()
                .map(|r| r.get()),
            admitted.then_some(v)
        );
        if let Some(t) = T63::new(v) {
            assert_eq!(t.expand::<T70>().get(), v);
        }
        if let Some(t) = T63::new(v) {
            assert_eq!(t.expand::<T74>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T63>; 2] = [T63::new(v), None];
        assert_eq!(through[0].map(T63::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        0u64,
        1u64,
        9223372036854775807u64,
        9223372036854775808u64,
        9223372036854775809u64,
        18446744073709551614u64,
        18446744073709551615u64,
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T63>>(), size_of::<u64>());
    assert_eq!(T63::MIN.get(), 9223372036854775808u64);
    assert_eq!(T63::MAX.get(), 18446744073709551615u64);
}

#[is_syntax]
type T64 = is!(u64 is ..9223372036854775808);

#[test]
fn t64_u64() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: u64) -> bool {
        match v {
            ..9223372036854775808 => true,
            _ => false,
        }
    }
    let check = |v: u64| {
        let admitted = oracle(v);
        assert_eq!(T64::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T64::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T64::new(v).map(T64::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T64::new_unchecked(v) }.get(), v);
        }
        assert_eq!(T64::from_ref(&v).map(|r| r.get()), admitted.then_some(v));
        if let Some(r) = T64::from_ref(&v) {
            assert_eq!(bytes(r), bytes(&v));
            assert_eq!(*r.as_ref(), v);
            assert_eq!(bytes(r.as_ref()), bytes(&v));
        }
        assert_eq!(
            bytemuck::checked::try_cast::<u64, T64>(v)
                .ok()
                .map(T64::get),
            admitted.then_some(v)
        );
        assert_eq!(
            bytemuck::checked::try_from_bytes::<T64>(bytemuck::bytes_of(&v))
                .ok()
                .map(|r| r.get()),
            admitted.then_some(v)
        );
        if let Some(t) = T64::new(v) {
            assert_eq!(t.expand::<T69>().get(), v);
        }
        if let Some(t) = T64::new(v) {
            assert_eq!(t.expand::<T71>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T64>; 2] = [T64::new(v), None];
        assert_eq!(through[0].map(T64::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        0u64,
        1u64,
        9223372036854775806u64,
        9223372036854775807u64,
        9223372036854775808u64,
        18446744073709551615u64,
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T64>>(), size_of::<u64>());
    assert_eq!(T64::MIN.get(), 0u64);
    assert_eq!(T64::MAX.get(), 9223372036854775807u64);
}

#[is_syntax]
type T65 = is!(u64 is ..=3689348814741910323);

#[test]
fn t65_u64() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: u64) -> bool {
        match v {
            ..=3689348814741910323 => true,
            _ => false,
        }
    }
    let check = |v: u64| {
        let admitted = oracle(v);
        assert_eq!(T65::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T65::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T65::new(v).map(T65::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T65::new_unchecked(v) }.get(), v);
        }
        assert_eq!(T65::from_ref(&v).map(|r| r.get()), admitted.then_some(v));
        if let Some(r) = T65::from_ref(&v) {
            assert_eq!(bytes(r), bytes(&v));
            assert_eq!(*r.as_ref(), v);
            assert_eq!(bytes(r.as_ref()), bytes(&v));
        }
        assert_eq!(
            bytemuck::checked::try_cast::<u64, T65>(v)
                .ok()
                .map(T65::get),
            admitted.then_some(v)
        );
        assert_eq!(
            bytemuck::checked::try_from_bytes::<T65>(bytemuck::bytes_of(&v))
                .ok()
                .map(|r| r.get()),
            admitted.then_some(v)
        );
        if let Some(t) = T65::new(v) {
            assert_eq!(t.expand::<T64>().get(), v);
        }
        if let Some(t) = T65::new(v) {
            assert_eq!(t.expand::<T68>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T65>; 2] = [T65::new(v), None];
        assert_eq!(through[0].map(T65::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        0u64,
        1u64,
        3689348814741910322u64,
        3689348814741910323u64,
        3689348814741910324u64,
        18446744073709551615u64,
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T65>>(), size_of::<u64>());
    assert_eq!(T65::MIN.get(), 0u64);
    assert_eq!(T65::MAX.get(), 3689348814741910323u64);
}

#[is_syntax]
type T66 = is!(u64 is 14757395258967641292);

#[test]
fn t66_u64() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: u64) -> bool {
        match v {
            14757395258967641292 => true,
            _ => false,
        }
    }
    let check = |v: u64| {
        let admitted = oracle(v);
        assert_eq!(T66::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T66::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T66::new(v).map(T66::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T66::new_unchecked(v) }.get(), v);
        }
        assert_eq!(T66::from_ref(&v).map(|r| r.get()), admitted.then_some(v));
        if let Some(r) = T66::from_ref(&v) {
            assert_eq!(bytes(r), bytes(&v));
            assert_eq!(*r.as_ref(), v);
            assert_eq!(bytes(r.as_ref()), bytes(&v));
        }
        assert_eq!(
            bytemuck::checked::try_cast::<u64, T66>(v)
                .ok()
                .map(T66::get),
            admitted.then_some(v)
        );
        assert_eq!(
            bytemuck::checked::try_from_bytes::<T66>(bytemuck::bytes_of(&v))
                .ok()
                .map(|r| r.get()),
            admitted.then_some(v)
        );
        if let Some(t) = T66::new(v) {
            assert_eq!(t.expand::<T63>().get(), v);
        }
        if let Some(t) = T66::new(v) {
            assert_eq!(t.expand::<T67>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T66>; 2] = [T66::new(v), None];
        assert_eq!(through[0].map(T66::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        0u64,
        1u64,
        14757395258967641291u64,
        14757395258967641292u64,
        14757395258967641293u64,
        18446744073709551615u64,
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T66>>(), size_of::<u64>());
    assert_eq!(T66::MIN.get(), 14757395258967641292u64);
    assert_eq!(T66::MAX.get(), 14757395258967641292u64);
}

#[is_syntax]
type T67 = is!(u64 is (3689348814741910323 | 9223372036854775808..=14757395258967641292));

#[test]
fn t67_u64() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: u64) -> bool {
        match v {
            (3689348814741910323 | 9223372036854775808..=14757395258967641292) => true,
            _ => false,
        }
    }
    let check = |v: u64| {
        let admitted = oracle(v);
        assert_eq!(T67::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T67::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T67::new(v).map(T67::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T67::new_unchecked(v) }.get(), v);
        }
        assert_eq!(T67::from_ref(&v).map(|r| r.get()), admitted.then_some(v));
        if let Some(r) = T67::from_ref(&v) {
            assert_eq!(bytes(r), bytes(&v));
            assert_eq!(*r.as_ref(), v);
            assert_eq!(bytes(r.as_ref()), bytes(&v));
        }
        assert_eq!(
            bytemuck::checked::try_cast::<u64, T67>(v)
                .ok()
                .map(T67::get),
            admitted.then_some(v)
        );
        assert_eq!(
            bytemuck::checked::try_from_bytes::<T67>(bytemuck::bytes_of(&v))
                .ok()
                .map(|r| r.get()),
            admitted.then_some(v)
        );
        if let Some(t) = T67::new(v) {
            assert_eq!(t.expand::<T69>().get(), v);
        }
        if let Some(t) = T67::new(v) {
            assert_eq!(t.expand::<T70>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T67>; 2] = [T67::new(v), None];
        assert_eq!(through[0].map(T67::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        0u64,
        1u64,
        3689348814741910322u64,
        3689348814741910323u64,
        3689348814741910324u64,
        9223372036854775807u64,
        9223372036854775808u64,
        9223372036854775809u64,
        14757395258967641291u64,
        14757395258967641292u64,
        14757395258967641293u64,
        18446744073709551615u64,
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T67>>(), size_of::<u64>());
    assert_eq!(T67::MIN.get(), 3689348814741910323u64);
    assert_eq!(T67::MAX.get(), 14757395258967641292u64);
}

#[is_syntax]
type T68 = is!(u64 is (..=3689348814741910323 | 14757395258967641292..));

#[test]
fn t68_u64() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: u64) -> bool {
        match v {
            (..=3689348814741910323 | 14757395258967641292..) => true,
            _ => false,
        }
    }
    let check = |v: u64| {
        let admitted = oracle(v);
        assert_eq!(T68::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T68::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T68::new(v).map(T68::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T68::new_unchecked(v) }.get(), v);
        }
        assert_eq!(T68::from_ref(&v).map(|r| r.get()), admitted.then_some(v));
        if let Some(r) = T68::from_ref(&v) {
            assert_eq!(bytes(r), bytes(&v));
            assert_eq!(*r.as_ref(), v);
            assert_eq!(bytes(r.as_ref()), bytes(&v));
        }
        assert_eq!(
            bytemuck::checked::try_cast::<u64, T68>(v)
                .ok()
                .map(T68::get),
            admitted.then_some(v)
        );
        assert_eq!(
            bytemuck::checked::try_from_bytes::<T68>(bytemuck::bytes_of(&v))
                .ok()
                .map(|r| r.get()),
            admitted.then_some(v)
        );
        if let Some(t) = T68::new(v) {
            assert_eq!(t.expand::<T71>().get(), v);
        }
        if let Some(t) = T68::new(v) {
            assert_eq!(t.expand::<T74>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T68>; 2] = [T68::new(v), None];
        assert_eq!(through[0].map(T68::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        0u64,
        1u64,
        3689348814741910322u64,
        3689348814741910323u64,
        3689348814741910324u64,
        14757395258967641291u64,
        14757395258967641292u64,
        14757395258967641293u64,
        18446744073709551614u64,
        18446744073709551615u64,
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T68>>(), size_of::<u64>());
    assert_eq!(T68::MIN.get(), 0u64);
    assert_eq!(T68::MAX.get(), 18446744073709551615u64);
}

#[is_syntax]
type T69 = is!(u64 is ..18446744073709551615);

#[test]
fn t69_u64() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: u64) -> bool {
        match v {
            ..18446744073709551615 => true,
            _ => false,
        }
    }
    let check = |v: u64| {
        let admitted = oracle(v);
        assert_eq!(T69::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T69::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T69::new(v).map(T69::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T69::new_unchecked(v) }.get(), v);
        }

        if let Some(t) = T69::new(v) {
            assert_eq!(t.expand::<T77>().get(), v);
        }
        if let Some(t) = T69::new(v) {
            assert_eq!(t.expand::<T79>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T69>; 2] = [T69::new(v), None];
        assert_eq!(through[0].map(T69::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        0u64,
        1u64,
        18446744073709551613u64,
        18446744073709551614u64,
        18446744073709551615u64,
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T69>>(), size_of::<u64>());
    assert_eq!(T69::MIN.get(), 0u64);
    assert_eq!(T69::MAX.get(), 18446744073709551614u64);
}

#[is_syntax]
type T70 = is!(u64 is 1..);

#[test]
fn t70_u64() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: u64) -> bool {
        match v {
            1.. => true,
            _ => false,
        }
    }
    let check = |v: u64| {
        let admitted = oracle(v);
        assert_eq!(T70::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T70::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T70::new(v).map(T70::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T70::new_unchecked(v) }.get(), v);
        }
        assert_eq!(T70::from_ref(&v).map(|r| r.get()), admitted.then_some(v));
        if let Some(r) = T70::from_ref(&v) {
            assert_eq!(bytes(r), bytes(&v));
            assert_eq!(*r.as_ref(), v);
            assert_eq!(bytes(r.as_ref()), bytes(&v));
        }
        assert_eq!(
            bytemuck::checked::try_cast::<u64, T70>(v)
                .ok()
                .map(T70::get),
            admitted.then_some(v)
        );
        assert_eq!(
            bytemuck::checked::try_from_bytes::<T70>(bytemuck::bytes_of(&v))
                .ok()
                .map(|r| r.get()),
            admitted.then_some(v)
        );
        if let Some(t) = T70::new(v) {
            assert_eq!(t.expand::<T80>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T70>; 2] = [T70::new(v), None];
        assert_eq!(through[0].map(T70::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        0u64,
        1u64,
        2u64,
        18446744073709551614u64,
        18446744073709551615u64,
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T70>>(), size_of::<u64>());
    assert_eq!(T70::MIN.get(), 1u64);
    assert_eq!(T70::MAX.get(), 18446744073709551615u64);
}

#[is_syntax]
type T71 = is!(u64 is (..9223372036854775808 | 9223372036854775809..));

#[test]
fn t71_u64() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: u64) -> bool {
        match v {
            (..9223372036854775808 | 9223372036854775809..) => true,
            _ => false,
        }
    }
    let check = |v: u64| {
        let admitted = oracle(v);
        assert_eq!(T71::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T71::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T71::new(v).map(T71::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T71::new_unchecked(v) }.get(), v);
        }

        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T71>; 2] = [T71::new(v), None];
        assert_eq!(through[0].map(T71::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        0u64,
        1u64,
        9223372036854775806u64,
        9223372036854775807u64,
        9223372036854775808u64,
        9223372036854775809u64,
        9223372036854775810u64,
        18446744073709551614u64,
        18446744073709551615u64,
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T71>>(), size_of::<u64>());
    assert_eq!(T71::MIN.get(), 0u64);
    assert_eq!(T71::MAX.get(), 18446744073709551615u64);
}

#[is_syntax]
type T72 = is!(u64 is 0..=0);

#[test]
fn t72_u64() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: u64) -> bool {
        match v {
            0..=0 => true,
            _ => false,
        }
    }
    let check = |v: u64| {
        let admitted = oracle(v);
        assert_eq!(T72::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T72::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T72::new(v).map(T72::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T72::new_unchecked(v) }.get(), v);
        }
        assert_eq!(T72::from_ref(&v).map(|r| r.get()), admitted.then_some(v));
        if let Some(r) = T72::from_ref(&v) {
            assert_eq!(bytes(r), bytes(&v));
            assert_eq!(*r.as_ref(), v);
            assert_eq!(bytes(r.as_ref()), bytes(&v));
        }
        assert_eq!(
            bytemuck::checked::try_cast::<u64, T72>(v)
                .ok()
                .map(T72::get),
            admitted.then_some(v)
        );
        assert_eq!(
            bytemuck::checked::try_from_bytes::<T72>(bytemuck::bytes_of(&v))
                .ok()
                .map(|r| r.get()),
            admitted.then_some(v)
        );
        if let Some(t) = T72::new(v) {
            assert_eq!(t.expand::<T64>().get(), v);
        }
        if let Some(t) = T72::new(v) {
            assert_eq!(t.expand::<T65>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T72>; 2] = [T72::new(v), None];
        assert_eq!(through[0].map(T72::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [0u64, 1u64, 18446744073709551615u64] {
        check(v);
    }
    assert_eq!(size_of::<Option<T72>>(), size_of::<u64>());
    assert_eq!(T72::MIN.get(), 0u64);
    assert_eq!(T72::MAX.get(), 0u64);
}

const LO_73: u64 = 3689348814741910323u64;
const HI_73: u64 = 9223372036854775808u64;
#[is_syntax]
type T73 = is!(u64 is LO_73..HI_73);

#[test]
fn t73_u64() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: u64) -> bool {
        match v {
            LO_73..HI_73 => true,
            _ => false,
        }
    }
    let check = |v: u64| {
        let admitted = oracle(v);
        assert_eq!(T73::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T73::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T73::new(v).map(T73::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T73::new_unchecked(v) }.get(), v);
        }

        if let Some(t) = T73::new(v) {
            assert_eq!(t.expand::<T61>().get(), v);
        }
        if let Some(t) = T73::new(v) {
            assert_eq!(t.expand::<T62>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T73>; 2] = [T73::new(v), None];
        assert_eq!(through[0].map(T73::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        0u64,
        1u64,
        3689348814741910322u64,
        3689348814741910323u64,
        3689348814741910324u64,
        9223372036854775806u64,
        9223372036854775807u64,
        9223372036854775808u64,
        18446744073709551615u64,
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T73>>(), size_of::<u64>());
    assert_eq!(T73::MIN.get(), 3689348814741910323u64);
    assert_eq!(T73::MAX.get(), 9223372036854775807u64);
}

const LO_74: u64 = 3689348814741910323u64;
const HI_74: u64 = 9223372036854775808u64;
#[is_syntax]
type T74 = is!(u64 is (..=LO_74 | HI_74..));

#[test]
fn t74_u64() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: u64) -> bool {
        match v {
            (..=LO_74 | HI_74..) => true,
            _ => false,
        }
    }
    let check = |v: u64| {
        let admitted = oracle(v);
        assert_eq!(T74::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T74::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T74::new(v).map(T74::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T74::new_unchecked(v) }.get(), v);
        }

        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T74>; 2] = [T74::new(v), None];
        assert_eq!(through[0].map(T74::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        0u64,
        1u64,
        3689348814741910322u64,
        3689348814741910323u64,
        3689348814741910324u64,
        9223372036854775807u64,
        9223372036854775808u64,
        9223372036854775809u64,
        18446744073709551614u64,
        18446744073709551615u64,
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T74>>(), size_of::<u64>());
}

#[is_syntax]
type T75 = is!(u64 is u64::MIN..9223372036854775808);

#[test]
fn t75_u64() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: u64) -> bool {
        match v {
            u64::MIN..9223372036854775808 => true,
            _ => false,
        }
    }
    let check = |v: u64| {
        let admitted = oracle(v);
        assert_eq!(T75::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T75::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T75::new(v).map(T75::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T75::new_unchecked(v) }.get(), v);
        }
        assert_eq!(T75::from_ref(&v).map(|r| r.get()), admitted.then_some(v));
        if let Some(r) = T75::from_ref(&v) {
            assert_eq!(bytes(r), bytes(&v));
            assert_eq!(*r.as_ref(), v);
            assert_eq!(bytes(r.as_ref()), bytes(&v));
        }
        assert_eq!(
            bytemuck::checked::try_cast::<u64, T75>(v)
                .ok()
                .map(T75::get),
            admitted.then_some(v)
        );
        assert_eq!(
            bytemuck::checked::try_from_bytes::<T75>(bytemuck::bytes_of(&v))
                .ok()
                .map(|r| r.get()),
            admitted.then_some(v)
        );
        if let Some(t) = T75::new(v) {
            assert_eq!(t.expand::<T64>().get(), v);
        }
        if let Some(t) = T75::new(v) {
            assert_eq!(t.expand::<T69>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T75>; 2] = [T75::new(v), None];
        assert_eq!(through[0].map(T75::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        0u64,
        1u64,
        9223372036854775806u64,
        9223372036854775807u64,
        9223372036854775808u64,
        18446744073709551615u64,
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T75>>(), size_of::<u64>());
    assert_eq!(T75::MIN.get(), 0u64);
    assert_eq!(T75::MAX.get(), 9223372036854775807u64);
}

#[is_syntax]
type T76 = is!(u64 is 3689348814741910323..=u64::MAX);

#[test]
fn t76_u64() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: u64) -> bool {
        match v {
            3689348814741910323..=u64::MAX => true,
            _ => false,
        }
    }
    let check = |v: u64| {
        let admitted = oracle(v);
        assert_eq!(T76::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T76::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T76::new(v).map(T76::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T76::new_unchecked(v) }.get(), v);
        }
        assert_eq!(T76::from_ref(&v).map(|r| r.get()), admitted.then_some(v));
        if let Some(r) = T76::from_ref(&v) {
            assert_eq!(bytes(r), bytes(&v));
            assert_eq!(*r.as_ref(), v);
            assert_eq!(bytes(r.as_ref()), bytes(&v));
        }
        assert_eq!(
            bytemuck::checked::try_cast::<u64, T76>(v)
                .ok()
                .map(T76::get),
            admitted.then_some(v)
        );
        assert_eq!(
            bytemuck::checked::try_from_bytes::<T76>(bytemuck::bytes_of(&v))
                .ok()
                .map(|r| r.get()),
            admitted.then_some(v)
        );
        if let Some(t) = T76::new(v) {
            assert_eq!(t.expand::<T70>().get(), v);
        }
        if let Some(t) = T76::new(v) {
            assert_eq!(t.expand::<T80>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T76>; 2] = [T76::new(v), None];
        assert_eq!(through[0].map(T76::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        0u64,
        1u64,
        3689348814741910322u64,
        3689348814741910323u64,
        3689348814741910324u64,
        18446744073709551614u64,
        18446744073709551615u64,
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T76>>(), size_of::<u64>());
    assert_eq!(T76::MIN.get(), 3689348814741910323u64);
    assert_eq!(T76::MAX.get(), 18446744073709551615u64);
}

#[is_syntax]
type T77 = is!(u64 is ..u64::MAX);

#[test]
fn t77_u64() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: u64) -> bool {
        match v {
            ..u64::MAX => true,
            _ => false,
        }
    }
    let check = |v: u64| {
        let admitted = oracle(v);
        assert_eq!(T77::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T77::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T77::new(v).map(T77::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T77::new_unchecked(v) }.get(), v);
        }

        if let Some(t) = T77::new(v) {
            assert_eq!(t.expand::<T69>().get(), v);
        }
        if let Some(t) = T77::new(v) {
            assert_eq!(t.expand::<T79>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T77>; 2] = [T77::new(v), None];
        assert_eq!(through[0].map(T77::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        0u64,
        1u64,
        18446744073709551613u64,
        18446744073709551614u64,
        18446744073709551615u64,
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T77>>(), size_of::<u64>());
    assert_eq!(T77::MIN.get(), 0u64);
    assert_eq!(T77::MAX.get(), 18446744073709551614u64);
}

#[is_syntax]
type T78 = is!(u64 is (0 | ::core::primitive::u64::MAX));

#[test]
fn t78_u64() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: u64) -> bool {
        match v {
            (0 | ::core::primitive::u64::MAX) => true,
            _ => false,
        }
    }
    let check = |v: u64| {
        let admitted = oracle(v);
        assert_eq!(T78::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T78::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T78::new(v).map(T78::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T78::new_unchecked(v) }.get(), v);
        }
        assert_eq!(T78::from_ref(&v).map(|r| r.get()), admitted.then_some(v));
        if let Some(r) = T78::from_ref(&v) {
            assert_eq!(bytes(r), bytes(&v));
            assert_eq!(*r.as_ref(), v);
            assert_eq!(bytes(r.as_ref()), bytes(&v));
        }
        assert_eq!(
            bytemuck::checked::try_cast::<u64, T78>(v)
                .ok()
                .map(T78::get),
            admitted.then_some(v)
        );
        assert_eq!(
            bytemuck::checked::try_from_bytes::<T78>(bytemuck::bytes_of(&v))
                .ok()
                .map(|r| r.get()),
            admitted.then_some(v)
        );
        if let Some(t) = T78::new(v) {
            assert_eq!(t.expand::<T68>().get(), v);
        }
        if let Some(t) = T78::new(v) {
            assert_eq!(t.expand::<T71>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T78>; 2] = [T78::new(v), None];
        assert_eq!(through[0].map(T78::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [0u64, 1u64, 18446744073709551614u64, 18446744073709551615u64] {
        check(v);
    }
    assert_eq!(size_of::<Option<T78>>(), size_of::<u64>());
    assert_eq!(T78::MIN.get(), 0u64);
    assert_eq!(T78::MAX.get(), 18446744073709551615u64);
}

#[is_syntax]
type T79 = is!(u64 is 0..=18446744073709551614);

#[test]
fn t79_u64() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: u64) -> bool {
        match v {
            0..=18446744073709551614 => true,
            _ => false,
        }
    }
    let check = |v: u64| {
        let admitted = oracle(v);
        assert_eq!(T79::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T79::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T79::new(v).map(T79::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T79::new_unchecked(v) }.get(), v);
        }

        if let Some(t) = T79::new(v) {
            assert_eq!(t.expand::<T69>().get(), v);
        }
        if let Some(t) = T79::new(v) {
            assert_eq!(t.expand::<T77>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T79>; 2] = [T79::new(v), None];
        assert_eq!(through[0].map(T79::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        0u64,
        1u64,
        18446744073709551613u64,
        18446744073709551614u64,
        18446744073709551615u64,
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T79>>(), size_of::<u64>());
    assert_eq!(T79::MIN.get(), 0u64);
    assert_eq!(T79::MAX.get(), 18446744073709551614u64);
}

#[is_syntax]
type T80 = is!(u64 is 1..);

#[test]
fn t80_u64() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: u64) -> bool {
        match v {
            1.. => true,
            _ => false,
        }
    }
    let check = |v: u64| {
        let admitted = oracle(v);
        assert_eq!(T80::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T80::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T80::new(v).map(T80::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T80::new_unchecked(v) }.get(), v);
        }
        assert_eq!(T80::from_ref(&v).map(|r| r.get()), admitted.then_some(v));
        if let Some(r) = T80::from_ref(&v) {
            assert_eq!(bytes(r), bytes(&v));
            assert_eq!(*r.as_ref(), v);
            assert_eq!(bytes(r.as_ref()), bytes(&v));
        }
        assert_eq!(
            bytemuck::checked::try_cast::<u64, T80>(v)
                .ok()
                .map(T80::get),
            admitted.then_some(v)
        );
        assert_eq!(
            bytemuck::checked::try_from_bytes::<T80>(bytemuck::bytes_of(&v))
                .ok()
                .map(|r| r.get()),
            admitted.then_some(v)
        );
        if let Some(t) = T80::new(v) {
            assert_eq!(t.expand::<T70>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T80>; 2] = [T80::new(v), None];
        assert_eq!(through[0].map(T80::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        0u64,
        1u64,
        2u64,
        18446744073709551614u64,
        18446744073709551615u64,
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T80>>(), size_of::<u64>());
    assert_eq!(T80::MIN.get(), 1u64);
    assert_eq!(T80::MAX.get(), 18446744073709551615u64);
}

#[is_syntax]
type T81 =
    is!(u128 is 68056473384187692692674921486353642291..170141183460469231731687303715884105728);

#[test]
fn t81_u128() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: u128) -> bool {
        match v {
            68056473384187692692674921486353642291..170141183460469231731687303715884105728 => true,
            _ => false,
        }
    }
    let check = |v: u128| {
        let admitted = oracle(v);
        assert_eq!(T81::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T81::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T81::new(v).map(T81::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T81::new_unchecked(v) }.get(), v);
        }
        assert_eq!(T81::from_ref(&v).map(|r| r.get()), admitted.then_some(v));
        if let Some(r) = T81::from_ref(&v) {
            assert_eq!(bytes(r), bytes(&v));
            assert_eq!(*r.as_ref(), v);
            assert_eq!(bytes(r.as_ref()), bytes(&v));
        }
        assert_eq!(
            bytemuck::checked::try_cast::<u128, T81>(v)
                .ok()
                .map(T81::get),
            admitted.then_some(v)
        );
        assert_eq!(
            bytemuck::checked::try_from_bytes::<T81>(bytemuck::bytes_of(&v))
                .ok()
                .map(|r| r.get()),
            admitted.then_some(v)
        );
        if let Some(t) = T81::new(v) {
            assert_eq!(t.expand::<T82>().get(), v);
        }
        if let Some(t) = T81::new(v) {
            assert_eq!(t.expand::<T84>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T81>; 2] = [T81::new(v), None];
        assert_eq!(through[0].map(T81::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        0u128,
        1u128,
        68056473384187692692674921486353642290u128,
        68056473384187692692674921486353642291u128,
        68056473384187692692674921486353642292u128,
        170141183460469231731687303715884105726u128,
        170141183460469231731687303715884105727u128,
        170141183460469231731687303715884105728u128,
        340282366920938463463374607431768211455u128,
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T81>>(), size_of::<u128>());
    assert_eq!(T81::MIN.get(), 68056473384187692692674921486353642291u128);
    assert_eq!(T81::MAX.get(), 170141183460469231731687303715884105727u128);
}

#[is_syntax]
type T82 =
    is!(u128 is 68056473384187692692674921486353642291..=170141183460469231731687303715884105728);

#[test]
fn t82_u128() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: u128) -> bool {
        match v {
            68056473384187692692674921486353642291..=170141183460469231731687303715884105728 => {
                true
            }
            _ => false,
        }
    }
    let check = |v: u128| {
        let admitted = oracle(v);
        assert_eq!(T82::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T82::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T82::new(v).map(T82::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T82::new_unchecked(v) }.get(), v);
        }
        assert_eq!(T82::from_ref(&v).map(|r| r.get()), admitted.then_some(v));
        if let Some(r) = T82::from_ref(&v) {
            assert_eq!(bytes(r), bytes(&v));
            assert_eq!(*r.as_ref(), v);
            assert_eq!(bytes(r.as_ref()), bytes(&v));
        }
        assert_eq!(
            bytemuck::checked::try_cast::<u128, T82>(v)
                .ok()
                .map(T82::get),
            admitted.then_some(v)
        );
        assert_eq!(
            bytemuck::checked::try_from_bytes::<T82>(bytemuck::bytes_of(&v))
                .ok()
                .map(|r| r.get()),
            admitted.then_some(v)
        );
        if let Some(t) = T82::new(v) {
            assert_eq!(t.expand::<T89>().get(), v);
        }
        if let Some(t) = T82::new(v) {
            assert_eq!(t.expand::<T90>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T82>; 2] = [T82::new(v), None];
        assert_eq!(through[0].map(T82::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        0u128,
        1u128,
        68056473384187692692674921486353642290u128,
        68056473384187692692674921486353642291u128,
        68056473384187692692674921486353642292u128,
        170141183460469231731687303715884105727u128,
        170141183460469231731687303715884105728u128,
        170141183460469231731687303715884105729u128,
        340282366920938463463374607431768211455u128,
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T82>>(), size_of::<u128>());
    assert_eq!(T82::MIN.get(), 68056473384187692692674921486353642291u128);
    assert_eq!(T82::MAX.get(), 170141183460469231731687303715884105728u128);
}

#[is_syntax]
type T83 = is!(u128 is 170141183460469231731687303715884105728..);

#[test]
fn t83_u128() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: u128) -> bool {
        match v {
            170141183460469231731687303715884105728.. => true,
            _ => false,
        }
    }
    let check = |v: u128| {
        let admitted = oracle(v);
        assert_eq!(T83::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T83::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T83::new(v).map(T83::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T83::new_unchecked(v) }.get(), v);
        }
        assert_eq!(T83::from_ref(&v).map(|r| r.get()), admitted.then_some(v));
        if let Some(r) = T83::from_ref(&v) {
            assert_eq!(bytes(r), bytes(&v));
            assert_eq!(*r.as_ref(), v);
            assert_eq!(bytes(r.as_ref()), bytes(&v));
        }
        assert_eq!(
            bytemuck::checked::try_cast::<u128, T83>(v)
                .ok()
                .map(T83::get),
            admitted.then_some(v)
        );
        assert_eq!(
            bytemuck::checked::try_from_bytes::<T83>(bytemuck::bytes_of(&v))
                .ok()
                .map(|r| r.get()),
            admitted.then_some(v)
        );
        if let Some(t) = T83::new(v) {
            assert_eq!(t.expand::<T90>().get(), v);
        }
        if let Some(t) = T83::new(v) {
            assert_eq!(t.expand::<T94>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T83>; 2] = [T83::new(v), None];
        assert_eq!(through[0].map(T83::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        0u128,
        1u128,
        170141183460469231731687303715884105727u128,
        170141183460469231731687303715884105728u128,
        170141183460469231731687303715884105729u128,
        340282366920938463463374607431768211454u128,
        340282366920938463463374607431768211455u128,
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T83>>(), size_of::<u128>());
    assert_eq!(T83::MIN.get(), 170141183460469231731687303715884105728u128);
    assert_eq!(T83::MAX.get(), 340282366920938463463374607431768211455u128);
}

#[is_syntax]
type T84 = is!(u128 is ..170141183460469231731687303715884105728);

#[test]
fn t84_u128() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: u128) -> bool {
        match v {
            ..170141183460469231731687303715884105728 => true,
            _ => false,
        }
    }
    let check = |v: u128| {
        let admitted = oracle(v);
        assert_eq!(T84::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T84::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T84::new(v).map(T84::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T84::new_unchecked(v) }.get(), v);
        }
        assert_eq!(T84::from_ref(&v).map(|r| r.get()), admitted.then_some(v));
        if let Some(r) = T84::from_ref(&v) {
            assert_eq!(bytes(r), bytes(&v));
            assert_eq!(*r.as_ref(), v);
            assert_eq!(bytes(r.as_ref()), bytes(&v));
        }
        assert_eq!(
            bytemuck::checked::try_cast::<u128, T84>(v)
                .ok()
                .map(T84::get),
            admitted.then_some(v)
        );
        assert_eq!(
            bytemuck::checked::try_from_bytes::<T84>(bytemuck::bytes_of(&v))
                .ok()
                .map(|r| r.get()),
            admitted.then_some(v)
        );
        if let Some(t) = T84::new(v) {
            assert_eq!(t.expand::<T89>().get(), v);
        }
        if let Some(t) = T84::new(v) {
            assert_eq!(t.expand::<T91>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T84>; 2] = [T84::new(v), None];
        assert_eq!(through[0].map(T84::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        0u128,
        1u128,
        170141183460469231731687303715884105726u128,
        170141183460469231731687303715884105727u128,
        170141183460469231731687303715884105728u128,
        340282366920938463463374607431768211455u128,
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T84>>(), size_of::<u128>());
    assert_eq!(T84::MIN.get(), 0u128);
    assert_eq!(T84::MAX.get(), 170141183460469231731687303715884105727u128);
}

#[is_syntax]
type T85 = is!(u128 is ..=68056473384187692692674921486353642291);

#[test]
fn t85_u128() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: u128) -> bool {
        match v {
            ..=68056473384187692692674921486353642291 => true,
            _ => false,
        }
    }
    let check = |v: u128| {
        let admitted = oracle(v);
        assert_eq!(T85::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T85::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T85::new(v).map(T85::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T85::new_unchecked(v) }.get(), v);
        }
        assert_eq!(T85::from_ref(&v).map(|r| r.get()), admitted.then_some(v));
        if let Some(r) = T85::from_ref(&v) {
            assert_eq!(bytes(r), bytes(&v));
            assert_eq!(*r.as_ref(), v);
            assert_eq!(bytes(r.as_ref()), bytes(&v));
        }
        assert_eq!(
            bytemuck::checked::try_cast::<u128, T85>(v)
                .ok()
                .map(T85::get),
            admitted.then_some(v)
        );
        assert_eq!(
            bytemuck::checked::try_from_bytes::<T85>(bytemuck::bytes_of(&v))
                .ok()
                .map(|r| r.get()),
            admitted.then_some(v)
        );
        if let Some(t) = T85::new(v) {
            assert_eq!(t.expand::<T84>().get(), v);
        }
        if let Some(t) = T85::new(v) {
            assert_eq!(t.expand::<T88>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T85>; 2] = [T85::new(v), None];
        assert_eq!(through[0].map(T85::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        0u128,
        1u128,
        68056473384187692692674921486353642290u128,
        68056473384187692692674921486353642291u128,
        68056473384187692692674921486353642292u128,
        340282366920938463463374607431768211455u128,
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T85>>(), size_of::<u128>());
    assert_eq!(T85::MIN.get(), 0u128);
    assert_eq!(T85::MAX.get(), 68056473384187692692674921486353642291u128);
}

#[is_syntax]
type T86 = is!(u128 is 272225893536750770770699685945414569164);

#[test]
fn t86_u128() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: u128) -> bool {
        match v {
            272225893536750770770699685945414569164 => true,
            _ => false,
        }
    }
    let check = |v: u128| {
        let admitted = oracle(v);
        assert_eq!(T86::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T86::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T86::new(v).map(T86::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T86::new_unchecked(v) }.get(), v);
        }
        assert_eq!(T86::from_ref(&v).map(|r| r.get()), admitted.then_some(v));
        if let Some(r) = T86::from_ref(&v) {
            assert_eq!(bytes(r), bytes(&v));
            assert_eq!(*r.as_ref(), v);
            assert_eq!(bytes(r.as_ref()), bytes(&v));
        }
        assert_eq!(
            bytemuck::checked::try_cast::<u128, T86>(v)
                .ok()
                .map(T86::get),
            admitted.then_some(v)
        );
        assert_eq!(
            bytemuck::checked::try_from_bytes::<T86>(bytemuck::bytes_of(&v))
                .ok()
                .map(|r| r.get()),
            admitted.then_some(v)
        );
        if let Some(t) = T86::new(v) {
            assert_eq!(t.expand::<T83>().get(), v);
        }
        if let Some(t) = T86::new(v) {
            assert_eq!(t.expand::<T87>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T86>; 2] = [T86::new(v), None];
        assert_eq!(through[0].map(T86::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        0u128,
        1u128,
        272225893536750770770699685945414569163u128,
        272225893536750770770699685945414569164u128,
        272225893536750770770699685945414569165u128,
        340282366920938463463374607431768211455u128,
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T86>>(), size_of::<u128>());
    assert_eq!(T86::MIN.get(), 272225893536750770770699685945414569164u128);
    assert_eq!(T86::MAX.get(), 272225893536750770770699685945414569164u128);
}

#[is_syntax]
type T87 = is!(u128 is (68056473384187692692674921486353642291 | 170141183460469231731687303715884105728..=272225893536750770770699685945414569164));

#[test]
fn t87_u128() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: u128) -> bool {
        match v {
            (68056473384187692692674921486353642291
            | 170141183460469231731687303715884105728..=272225893536750770770699685945414569164) => {
                true
            }
            _ => false,
        }
    }
    let check = |v: u128| {
        let admitted = oracle(v);
        assert_eq!(T87::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T87::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T87::new(v).map(T87::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T87::new_unchecked(v) }.get(), v);
        }
        assert_eq!(T87::from_ref(&v).map(|r| r.get()), admitted.then_some(v));
        if let Some(r) = T87::from_ref(&v) {
            assert_eq!(bytes(r), bytes(&v));
            assert_eq!(*r.as_ref(), v);
            assert_eq!(bytes(r.as_ref()), bytes(&v));
        }
        assert_eq!(
            bytemuck::checked::try_cast::<u128, T87>(v)
                .ok()
                .map(T87::get),
            admitted.then_some(v)
        );
        assert_eq!(
            bytemuck::checked::try_from_bytes::<T87>(bytemuck::bytes_of(&v))
                .ok()
                .map(|r| r.get()),
            admitted.then_some(v)
        );
        if let Some(t) = T87::new(v) {
            assert_eq!(t.expand::<T89>().get(), v);
        }
        if let Some(t) = T87::new(v) {
            assert_eq!(t.expand::<T90>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T87>; 2] = [T87::new(v), None];
        assert_eq!(through[0].map(T87::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        0u128,
        1u128,
        68056473384187692692674921486353642290u128,
        68056473384187692692674921486353642291u128,
        68056473384187692692674921486353642292u128,
        170141183460469231731687303715884105727u128,
        170141183460469231731687303715884105728u128,
        170141183460469231731687303715884105729u128,
        272225893536750770770699685945414569163u128,
        272225893536750770770699685945414569164u128,
        272225893536750770770699685945414569165u128,
        340282366920938463463374607431768211455u128,
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T87>>(), size_of::<u128>());
    assert_eq!(T87::MIN.get(), 68056473384187692692674921486353642291u128);
    assert_eq!(T87::MAX.get(), 272225893536750770770699685945414569164u128);
}

#[is_syntax]
type T88 = is!(u128 is (..=68056473384187692692674921486353642291 | 272225893536750770770699685945414569164..));

#[test]
fn t88_u128() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: u128) -> bool {
        match v {
            (..=68056473384187692692674921486353642291
            | 272225893536750770770699685945414569164..) => true,
            _ => false,
        }
    }
    let check = |v: u128| {
        let admitted = oracle(v);
        assert_eq!(T88::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T88::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T88::new(v).map(T88::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T88::new_unchecked(v) }.get(), v);
        }
        assert_eq!(T88::from_ref(&v).map(|r| r.get()), admitted.then_some(v));
        if let Some(r) = T88::from_ref(&v) {
            assert_eq!(bytes(r), bytes(&v));
            assert_eq!(*r.as_ref(), v);
            assert_eq!(bytes(r.as_ref()), bytes(&v));
        }
        assert_eq!(
            bytemuck::checked::try_cast::<u128, T88>(v)
                .ok()
                .map(T88::get),
            admitted.then_some(v)
        );
        assert_eq!(
            bytemuck::checked::try_from_bytes::<T88>(bytemuck::bytes_of(&v))
                .ok()
                .map(|r| r.get()),
            admitted.then_some(v)
        );
        if let Some(t) = T88::new(v) {
            assert_eq!(t.expand::<T91>().get(), v);
        }
        if let Some(t) = T88::new(v) {
            assert_eq!(t.expand::<T94>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T88>; 2] = [T88::new(v), None];
        assert_eq!(through[0].map(T88::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        0u128,
        1u128,
        68056473384187692692674921486353642290u128,
        68056473384187692692674921486353642291u128,
        68056473384187692692674921486353642292u128,
        272225893536750770770699685945414569163u128,
        272225893536750770770699685945414569164u128,
        272225893536750770770699685945414569165u128,
        340282366920938463463374607431768211454u128,
        340282366920938463463374607431768211455u128,
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T88>>(), size_of::<u128>());
    assert_eq!(T88::MIN.get(), 0u128);
    assert_eq!(T88::MAX.get(), 340282366920938463463374607431768211455u128);
}

#[is_syntax]
type T89 = is!(u128 is ..340282366920938463463374607431768211455);

#[test]
fn t89_u128() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: u128) -> bool {
        match v {
            ..340282366920938463463374607431768211455 => true,
            _ => false,
        }
    }
    let check = |v: u128| {
        let admitted = oracle(v);
        assert_eq!(T89::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T89::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T89::new(v).map(T89::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T89::new_unchecked(v) }.get(), v);
        }

        if let Some(t) = T89::new(v) {
            assert_eq!(t.expand::<T97>().get(), v);
        }
        if let Some(t) = T89::new(v) {
            assert_eq!(t.expand::<T99>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T89>; 2] = [T89::new(v), None];
        assert_eq!(through[0].map(T89::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        0u128,
        1u128,
        340282366920938463463374607431768211453u128,
        340282366920938463463374607431768211454u128,
        340282366920938463463374607431768211455u128,
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T89>>(), size_of::<u128>());
    assert_eq!(T89::MIN.get(), 0u128);
    assert_eq!(T89::MAX.get(), 340282366920938463463374607431768211454u128);
}

#[is_syntax]
type T90 = is!(u128 is 1..);

#[test]
fn t90_u128() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: u128) -> bool {
        match v {
            1.. => true,
            _ => false,
        }
    }
    let check = |v: u128| {
        let admitted = oracle(v);
        assert_eq!(T90::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T90::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T90::new(v).map(T90::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T90::new_unchecked(v) }.get(), v);
        }
        assert_eq!(T90::from_ref(&v).map(|r| r.get()), admitted.then_some(v));
        if let Some(r) = T90::from_ref(&v) {
            assert_eq!(bytes(r), bytes(&v));
            assert_eq!(*r.as_ref(), v);
            assert_eq!(bytes(r.as_ref()), bytes(&v));
        }
        assert_eq!(
            bytemuck::checked::try_cast::<u128, T90>(v)
                .ok()
                .map(T90::get),
            admitted.then_some(v)
        );
        assert_eq!(
            bytemuck::checked::try_from_bytes::<T90>(bytemuck::bytes_of(&v))
                .ok()
                .map(|r| r.get()),
            admitted.then_some(v)
        );
        if let Some(t) = T90::new(v) {
            assert_eq!(t.expand::<T100>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T90>; 2] = [T90::new(v), None];
        assert_eq!(through[0].map(T90::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        0u128,
        1u128,
        2u128,
        340282366920938463463374607431768211454u128,
        340282366920938463463374607431768211455u128,
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T90>>(), size_of::<u128>());
    assert_eq!(T90::MIN.get(), 1u128);
    assert_eq!(T90::MAX.get(), 340282366920938463463374607431768211455u128);
}

#[is_syntax]
type T91 = is!(u128 is (..170141183460469231731687303715884105728 | 170141183460469231731687303715884105729..));

#[test]
fn t91_u128() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: u128) -> bool {
        match v {
            (..170141183460469231731687303715884105728
            | 170141183460469231731687303715884105729..) => true,
            _ => false,
        }
    }
    let check = |v: u128| {
        let admitted = oracle(v);
        assert_eq!(T91::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T91::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T91::new(v).map(T91::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T91::new_unchecked(v) }.get(), v);
        }

        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T91>; 2] = [T91::new(v), None];
        assert_eq!(through[0].map(T91::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        0u128,
        1u128,
        170141183460469231731687303715884105726u128,
        170141183460469231731687303715884105727u128,
        170141183460469231731687303715884105728u128,
        170141183460469231731687303715884105729u128,
        170141183460469231731687303715884105730u128,
        340282366920938463463374607431768211454u128,
        340282366920938463463374607431768211455u128,
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T91>>(), size_of::<u128>());
    assert_eq!(T91::MIN.get(), 0u128);
    assert_eq!(T91::MAX.get(), 340282366920938463463374607431768211455u128);
}

#[is_syntax]
type T92 = is!(u128 is 0..=0);

#[test]
fn t92_u128() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: u128) -> bool {
        match v {
            0..=0 => true,
            _ => false,
        }
    }
    let check = |v: u128| {
        let admitted = oracle(v);
        assert_eq!(T92::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T92::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T92::new(v).map(T92::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T92::new_unchecked(v) }.get(), v);
        }
        assert_eq!(T92::from_ref(&v).map(|r| r.get()), admitted.then_some(v));
        if let Some(r) = T92::from_ref(&v) {
            assert_eq!(bytes(r), bytes(&v));
            assert_eq!(*r.as_ref(), v);
            assert_eq!(bytes(r.as_ref()), bytes(&v));
        }
        assert_eq!(
            bytemuck::checked::try_cast::<u128, T92>(v)
                .ok()
                .map(T92::get),
            admitted.then_some(v)
        );
        assert_eq!(
            bytemuck::checked::try_from_bytes::<T92>(bytemuck::bytes_of(&v))
                .ok()
                .map(|r| r.get()),
            admitted.then_some(v)
        );
        if let Some(t) = T92::new(v) {
            assert_eq!(t.expand::<T84>().get(), v);
        }
        if let Some(t) = T92::new(v) {
            assert_eq!(t.expand::<T85>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T92>; 2] = [T92::new(v), None];
        assert_eq!(through[0].map(T92::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [0u128, 1u128, 340282366920938463463374607431768211455u128] {
        check(v);
    }
    assert_eq!(size_of::<Option<T92>>(), size_of::<u128>());
    assert_eq!(T92::MIN.get(), 0u128);
    assert_eq!(T92::MAX.get(), 0u128);
}

const LO_93: u128 = 68056473384187692692674921486353642291u128;
const HI_93: u128 = 170141183460469231731687303715884105728u128;
#[is_syntax]
type T93 = is!(u128 is LO_93..HI_93);

#[test]
fn t93_u128() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: u128) -> bool {
        match v {
            LO_93..HI_93 => true,
            _ => false,
        }
    }
    let check = |v: u128| {
        let admitted = oracle(v);
        assert_eq!(T93::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T93::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T93::new(v).map(T93::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T93::new_unchecked(v) }.get(), v);
        }

        if let Some(t) = T93::new(v) {
            assert_eq!(t.expand::<T81>().get(), v);
        }
        if let Some(t) = T93::new(v) {
            assert_eq!(t.expand::<T82>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T93>; 2] = [T93::new(v), None];
        assert_eq!(through[0].map(T93::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        0u128,
        1u128,
        68056473384187692692674921486353642290u128,
        68056473384187692692674921486353642291u128,
        68056473384187692692674921486353642292u128,
        170141183460469231731687303715884105726u128,
        170141183460469231731687303715884105727u128,
        170141183460469231731687303715884105728u128,
        340282366920938463463374607431768211455u128,
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T93>>(), size_of::<u128>());
    assert_eq!(T93::MIN.get(), 68056473384187692692674921486353642291u128);
    assert_eq!(T93::MAX.get(), 170141183460469231731687303715884105727u128);
}

const LO_94: u128 = 68056473384187692692674921486353642291u128;
const HI_94: u128 = 170141183460469231731687303715884105728u128;
#[is_syntax]
type T94 = is!(u128 is (..=LO_94 | HI_94..));

#[test]
fn t94_u128() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: u128) -> bool {
        match v {
            (..=LO_94 | HI_94..) => true,
            _ => false,
        }
    }
    let check = |v: u128| {
        let admitted = oracle(v);
        assert_eq!(T94::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T94::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T94::new(v).map(T94::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T94::new_unchecked(v) }.get(), v);
        }

        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T94>; 2] = [T94::new(v), None];
        assert_eq!(through[0].map(T94::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        0u128,
        1u128,
        68056473384187692692674921486353642290u128,
        68056473384187692692674921486353642291u128,
        68056473384187692692674921486353642292u128,
        170141183460469231731687303715884105727u128,
        170141183460469231731687303715884105728u128,
        170141183460469231731687303715884105729u128,
        340282366920938463463374607431768211454u128,
        340282366920938463463374607431768211455u128,
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T94>>(), size_of::<u128>());
}

#[is_syntax]
type T95 = is!(u128 is u128::MIN..170141183460469231731687303715884105728);

#[test]
fn t95_u128() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: u128) -> bool {
        match v {
            u128::MIN..170141183460469231731687303715884105728 => true,
            _ => false,
        }
    }
    let check = |v: u128| {
        let admitted = oracle(v);
        assert_eq!(T95::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T95::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T95::new(v).map(T95::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T95::new_unchecked(v) }.get(), v);
        }
        assert_eq!(T95::from_ref(&v).map(|r| r.get()), admitted.then_some(v));
        if let Some(r) = T95::from_ref(&v) {
            assert_eq!(bytes(r), bytes(&v));
            assert_eq!(*r.as_ref(), v);
            assert_eq!(bytes(r.as_ref()), bytes(&v));
        }
        assert_eq!(
            bytemuck::checked::try_cast::<u128, T95>(v)
                .ok()
                .map(T95::get),
            admitted.then_some(v)
        );
        assert_eq!(
            bytemuck::checked::try_from_bytes::<T95>(bytemuck::bytes_of(&v))
                .ok()
                .map(|r| r.get()),
            admitted.then_some(v)
        );
        if let Some(t) = T95::new(v) {
            assert_eq!(t.expand::<T84>().get(), v);
        }
        if let Some(t) = T95::new(v) {
            assert_eq!(t.expand::<T89>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T95>; 2] = [T95::new(v), None];
        assert_eq!(through[0].map(T95::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        0u128,
        1u128,
        170141183460469231731687303715884105726u128,
        170141183460469231731687303715884105727u128,
        170141183460469231731687303715884105728u128,
        340282366920938463463374607431768211455u128,
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T95>>(), size_of::<u128>());
    assert_eq!(T95::MIN.get(), 0u128);
    assert_eq!(T95::MAX.get(), 170141183460469231731687303715884105727u128);
}

#[is_syntax]
type T96 = is!(u128 is 68056473384187692692674921486353642291..=u128::MAX);

#[test]
fn t96_u128() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: u128) -> bool {
        match v {
            68056473384187692692674921486353642291..=u128::MAX => true,
            _ => false,
        }
    }
    let check = |v: u128| {
        let admitted = oracle(v);
        assert_eq!(T96::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T96::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T96::new(v).map(T96::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T96::new_unchecked(v) }.get(), v);
        }
        assert_eq!(T96::from_ref(&v).map(|r| r.get()), admitted.then_some(v));
        if let Some(r) = T96::from_ref(&v) {
            assert_eq!(bytes(r), bytes(&v));
            assert_eq!(*r.as_ref(), v);
            assert_eq!(bytes(r.as_ref()), bytes(&v));
        }
        assert_eq!(
            bytemuck::checked::try_cast::<u128, T96>(v)
                .ok()
                .map(T96::get),
            admitted.then_some(v)
        );
        assert_eq!(
            bytemuck::checked::try_from_bytes::<T96>(bytemuck::bytes_of(&v))
                .ok()
                .map(|r| r.get()),
            admitted.then_some(v)
        );
        if let Some(t) = T96::new(v) {
            assert_eq!(t.expand::<T90>().get(), v);
        }
        if let Some(t) = T96::new(v) {
            assert_eq!(t.expand::<T100>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T96>; 2] = [T96::new(v), None];
        assert_eq!(through[0].map(T96::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        0u128,
        1u128,
        68056473384187692692674921486353642290u128,
        68056473384187692692674921486353642291u128,
        68056473384187692692674921486353642292u128,
        340282366920938463463374607431768211454u128,
        340282366920938463463374607431768211455u128,
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T96>>(), size_of::<u128>());
    assert_eq!(T96::MIN.get(), 68056473384187692692674921486353642291u128);
    assert_eq!(T96::MAX.get(), 340282366920938463463374607431768211455u128);
}

#[is_syntax]
type T97 = is!(u128 is ..u128::MAX);

#[test]
fn t97_u128() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: u128) -> bool {
        match v {
            ..u128::MAX => true,
            _ => false,
        }
    }
    let check = |v: u128| {
        let admitted = oracle(v);
        assert_eq!(T97::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T97::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T97::new(v).map(T97::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T97::new_unchecked(v) }.get(), v);
        }

        if let Some(t) = T97::new(v) {
            assert_eq!(t.expand::<T89>().get(), v);
        }
        if let Some(t) = T97::new(v) {
            assert_eq!(t.expand::<T99>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T97>; 2] = [T97::new(v), None];
        assert_eq!(through[0].map(T97::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        0u128,
        1u128,
        340282366920938463463374607431768211453u128,
        340282366920938463463374607431768211454u128,
        340282366920938463463374607431768211455u128,
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T97>>(), size_of::<u128>());
    assert_eq!(T97::MIN.get(), 0u128);
    assert_eq!(T97::MAX.get(), 340282366920938463463374607431768211454u128);
}

#[is_syntax]
type T98 = is!(u128 is (0 | ::core::primitive::u128::MAX));

#[test]
fn t98_u128() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: u128) -> bool {
        match v {
            (0 | ::core::primitive::u128::MAX) => true,
            _ => false,
        }
    }
    let check = |v: u128| {
        let admitted = oracle(v);
        assert_eq!(T98::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T98::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T98::new(v).map(T98::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T98::new_unchecked(v) }.get(), v);
        }
        assert_eq!(T98::from_ref(&v).map(|r| r.get()), admitted.then_some(v));
        if let Some(r) = T98::from_ref(&v) {
            assert_eq!(bytes(r), bytes(&v));
            assert_eq!(*r.as_ref(), v);
            assert_eq!(bytes(r.as_ref()), bytes(&v));
        }
        assert_eq!(
            bytemuck::checked::try_cast::<u128, T98>(v)
                .ok()
                .map(T98::get),
            admitted.then_some(v)
        );
        assert_eq!(
            bytemuck::checked::try_from_bytes::<T98>(bytemuck::bytes_of(&v))
                .ok()
                .map(|r| r.get()),
            admitted.then_some(v)
        );
        if let Some(t) = T98::new(v) {
            assert_eq!(t.expand::<T88>().get(), v);
        }
        if let Some(t) = T98::new(v) {
            assert_eq!(t.expand::<T91>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T98>; 2] = [T98::new(v), None];
        assert_eq!(through[0].map(T98::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        0u128,
        1u128,
        340282366920938463463374607431768211454u128,
        340282366920938463463374607431768211455u128,
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T98>>(), size_of::<u128>());
    assert_eq!(T98::MIN.get(), 0u128);
    assert_eq!(T98::MAX.get(), 340282366920938463463374607431768211455u128);
}

#[is_syntax]
type T99 = is!(u128 is 0..=340282366920938463463374607431768211454);

#[test]
fn t99_u128() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: u128) -> bool {
        match v {
            0..=340282366920938463463374607431768211454 => true,
            _ => false,
        }
    }
    let check = |v: u128| {
        let admitted = oracle(v);
        assert_eq!(T99::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T99::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T99::new(v).map(T99::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T99::new_unchecked(v) }.get(), v);
        }

        if let Some(t) = T99::new(v) {
            assert_eq!(t.expand::<T89>().get(), v);
        }
        if let Some(t) = T99::new(v) {
            assert_eq!(t.expand::<T97>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T99>; 2] = [T99::new(v), None];
        assert_eq!(through[0].map(T99::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        0u128,
        1u128,
        340282366920938463463374607431768211453u128,
        340282366920938463463374607431768211454u128,
        340282366920938463463374607431768211455u128,
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T99>>(), size_of::<u128>());
    assert_eq!(T99::MIN.get(), 0u128);
    assert_eq!(T99::MAX.get(), 340282366920938463463374607431768211454u128);
}

#[is_syntax]
type T100 = is!(u128 is 1..);

#[test]
fn t100_u128() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: u128) -> bool {
        match v {
            1.. => true,
            _ => false,
        }
    }
    let check = |v: u128| {
        let admitted = oracle(v);
        assert_eq!(T100::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T100::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T100::new(v).map(T100::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T100::new_unchecked(v) }.get(), v);
        }
        assert_eq!(T100::from_ref(&v).map(|r| r.get()), admitted.then_some(v));
        if let Some(r) = T100::from_ref(&v) {
            assert_eq!(bytes(r), bytes(&v));
            assert_eq!(*r.as_ref(), v);
            assert_eq!(bytes(r.as_ref()), bytes(&v));
        }
        assert_eq!(
            bytemuck::checked::try_cast::<u128, T100>(v)
                .ok()
                .map(T100::get),
            admitted.then_some(v)
        );
        assert_eq!(
            bytemuck::checked::try_from_bytes::<T100>(bytemuck::bytes_of(&v))
                .ok()
                .map(|r| r.get()),
            admitted.then_some(v)
        );
        if let Some(t) = T100::new(v) {
            assert_eq!(t.expand::<T90>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T100>; 2] = [T100::new(v), None];
        assert_eq!(through[0].map(T100::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        0u128,
        1u128,
        2u128,
        340282366920938463463374607431768211454u128,
        340282366920938463463374607431768211455u128,
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T100>>(), size_of::<u128>());
    assert_eq!(T100::MIN.get(), 1u128);
    assert_eq!(T100::MAX.get(), 340282366920938463463374607431768211455u128);
}

#[cfg(target_pointer_width = "64")]
#[is_syntax]
type T101 = is!(usize is 3689348814741910323..9223372036854775808);

#[cfg(target_pointer_width = "64")]
#[test]
fn t101_usize() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: usize) -> bool {
        match v {
            3689348814741910323..9223372036854775808 => true,
            _ => false,
        }
    }
    let check = |v: usize| {
        let admitted = oracle(v);
        assert_eq!(T101::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T101::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T101::new(v).map(T101::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T101::new_unchecked(v) }.get(), v);
        }
        assert_eq!(T101::from_ref(&v).map(|r| r.get()), admitted.then_some(v));
        if let Some(r) = T101::from_ref(&v) {
            assert_eq!(bytes(r), bytes(&v));
            assert_eq!(*r.as_ref(), v);
            assert_eq!(bytes(r.as_ref()), bytes(&v));
        }
        assert_eq!(
            bytemuck::checked::try_cast::<usize, T101>(v)
                .ok()
                .map(T101::get),
            admitted.then_some(v)
        );
        assert_eq!(
            bytemuck::checked::try_from_bytes::<T101>(bytemuck::bytes_of(&v))
                .ok()
                .map(|r| r.get()),
            admitted.then_some(v)
        );
        if let Some(t) = T101::new(v) {
            assert_eq!(t.expand::<T102>().get(), v);
        }
        if let Some(t) = T101::new(v) {
            assert_eq!(t.expand::<T104>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T101>; 2] = [T101::new(v), None];
        assert_eq!(through[0].map(T101::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        0usize,
        1usize,
        3689348814741910322usize,
        3689348814741910323usize,
        3689348814741910324usize,
        9223372036854775806usize,
        9223372036854775807usize,
        9223372036854775808usize,
        18446744073709551615usize,
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T101>>(), size_of::<usize>());
    assert_eq!(T101::MIN.get(), 3689348814741910323usize);
    assert_eq!(T101::MAX.get(), 9223372036854775807usize);
}

#[cfg(target_pointer_width = "64")]
#[is_syntax]
type T102 = is!(usize is 3689348814741910323..=9223372036854775808);

#[cfg(target_pointer_width = "64")]
#[test]
fn t102_usize() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: usize) -> bool {
        match v {
            3689348814741910323..=9223372036854775808 => true,
            _ => false,
        }
    }
    let check = |v: usize| {
        let admitted = oracle(v);
        assert_eq!(T102::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T102::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T102::new(v).map(T102::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T102::new_unchecked(v) }.get(), v);
        }
        assert_eq!(T102::from_ref(&v).map(|r| r.get()), admitted.then_some(v));
        if let Some(r) = T102::from_ref(&v) {
            assert_eq!(bytes(r), bytes(&v));
            assert_eq!(*r.as_ref(), v);
            assert_eq!(bytes(r.as_ref()), bytes(&v));
        }
        assert_eq!(
            bytemuck::checked::try_cast::<usize, T102>(v)
                .ok()
                .map(T102::get),
            admitted.then_some(v)
        );
        assert_eq!(
            bytemuck::checked::try_from_bytes::<T102>(bytemuck::bytes_of(&v))
                .ok()
                .map(|r| r.get()),
            admitted.then_some(v)
        );
        if let Some(t) = T102::new(v) {
            assert_eq!(t.expand::<T109>().get(), v);
        }
        if let Some(t) = T102::new(v) {
            assert_eq!(t.expand::<T110>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T102>; 2] = [T102::new(v), None];
        assert_eq!(through[0].map(T102::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        0usize,
        1usize,
        3689348814741910322usize,
        3689348814741910323usize,
        3689348814741910324usize,
        9223372036854775807usize,
        9223372036854775808usize,
        9223372036854775809usize,
        18446744073709551615usize,
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T102>>(), size_of::<usize>());
    assert_eq!(T102::MIN.get(), 3689348814741910323usize);
    assert_eq!(T102::MAX.get(), 9223372036854775808usize);
}

#[cfg(target_pointer_width = "64")]
#[is_syntax]
type T103 = is!(usize is 9223372036854775808..);

#[cfg(target_pointer_width = "64")]
#[test]
fn t103_usize() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: usize) -> bool {
        match v {
            9223372036854775808.. => true,
            _ => false,
        }
    }
    let check = |v: usize| {
        let admitted = oracle(v);
        assert_eq!(T103::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T103::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T103::new(v).map(T103::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T103::new_unchecked(v) }.get(), v);
        }
        assert_eq!(T103::from_ref(&v).map(|r| r.get()), admitted.then_some(v));
        if let Some(r) = T103::from_ref(&v) {
            assert_eq!(bytes(r), bytes(&v));
            assert_eq!(*r.as_ref(), v);
            assert_eq!(bytes(r.as_ref()), bytes(&v));
        }
        assert_eq!(
            bytemuck::checked::try_cast::<usize, T103>(v)
                .ok()
                .map(T103::get),
            admitted.then_some(v)
        );
        assert_eq!(
            bytemuck::checked::try_from_bytes::<T103>(bytemuck::bytes_of(&v))
                .ok()
                .map(|r| r.get()),
            admitted.then_some(v)
        );
        if let Some(t) = T103::new(v) {
            assert_eq!(t.expand::<T110>().get(), v);
        }
        if let Some(t) = T103::new(v) {
            assert_eq!(t.expand::<T114>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T103>; 2] = [T103::new(v), None];
        assert_eq!(through[0].map(T103::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        0usize,
        1usize,
        9223372036854775807usize,
        9223372036854775808usize,
        9223372036854775809usize,
        18446744073709551614usize,
        18446744073709551615usize,
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T103>>(), size_of::<usize>());
    assert_eq!(T103::MIN.get(), 9223372036854775808usize);
    assert_eq!(T103::MAX.get(), 18446744073709551615usize);
}

#[cfg(target_pointer_width = "64")]
#[is_syntax]
type T104 = is!(usize is ..9223372036854775808);

#[cfg(target_pointer_width = "64")]
#[test]
fn t104_usize() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: usize) -> bool {
        match v {
            ..9223372036854775808 => true,
            _ => false,
        }
    }
    let check = |v: usize| {
        let admitted = oracle(v);
        assert_eq!(T104::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T104::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T104::new(v).map(T104::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T104::new_unchecked(v) }.get(), v);
        }

        if let Some(t) = T104::new(v) {
            assert_eq!(t.expand::<T109>().get(), v);
        }
        if let Some(t) = T104::new(v) {
            assert_eq!(t.expand::<T111>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T104>; 2] = [T104::new(v), None];
        assert_eq!(through[0].map(T104::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        0usize,
        1usize,
        9223372036854775806usize,
        9223372036854775807usize,
        9223372036854775808usize,
        18446744073709551615usize,
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T104>>(), size_of::<usize>());
    assert_eq!(T104::MIN.get(), 0usize);
    assert_eq!(T104::MAX.get(), 9223372036854775807usize);
}

#[cfg(target_pointer_width = "64")]
#[is_syntax]
type T105 = is!(usize is ..=3689348814741910323);

#[cfg(target_pointer_width = "64")]
#[test]
fn t105_usize() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: usize) -> bool {
        match v {
            ..=3689348814741910323 => true,
            _ => false,
        }
    }
    let check = |v: usize| {
        let admitted = oracle(v);
        assert_eq!(T105::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T105::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T105::new(v).map(T105::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T105::new_unchecked(v) }.get(), v);
        }

        if let Some(t) = T105::new(v) {
            assert_eq!(t.expand::<T104>().get(), v);
        }
        if let Some(t) = T105::new(v) {
            assert_eq!(t.expand::<T108>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T105>; 2] = [T105::new(v), None];
        assert_eq!(through[0].map(T105::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        0usize,
        1usize,
        3689348814741910322usize,
        3689348814741910323usize,
        3689348814741910324usize,
        18446744073709551615usize,
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T105>>(), size_of::<usize>());
    assert_eq!(T105::MIN.get(), 0usize);
    assert_eq!(T105::MAX.get(), 3689348814741910323usize);
}

#[cfg(target_pointer_width = "64")]
#[is_syntax]
type T106 = is!(usize is 14757395258967641292);

#[cfg(target_pointer_width = "64")]
#[test]
fn t106_usize() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: usize) -> bool {
        match v {
            14757395258967641292 => true,
            _ => false,
        }
    }
    let check = |v: usize| {
        let admitted = oracle(v);
        assert_eq!(T106::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T106::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T106::new(v).map(T106::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T106::new_unchecked(v) }.get(), v);
        }
        assert_eq!(T106::from_ref(&v).map(|r| r.get()), admitted.then_some(v));
        if let Some(r) = T106::from_ref(&v) {
            assert_eq!(bytes(r), bytes(&v));
            assert_eq!(*r.as_ref(), v);
            assert_eq!(bytes(r.as_ref()), bytes(&v));
        }
        assert_eq!(
            bytemuck::checked::try_cast::<usize, T106>(v)
                .ok()
                .map(T106::get),
            admitted.then_some(v)
        );
        assert_eq!(
            bytemuck::checked::try_from_bytes::<T106>(bytemuck::bytes_of(&v))
                .ok()
                .map(|r| r.get()),
            admitted.then_some(v)
        );
        if let Some(t) = T106::new(v) {
            assert_eq!(t.expand::<T103>().get(), v);
        }
        if let Some(t) = T106::new(v) {
            assert_eq!(t.expand::<T107>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T106>; 2] = [T106::new(v), None];
        assert_eq!(through[0].map(T106::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        0usize,
        1usize,
        14757395258967641291usize,
        14757395258967641292usize,
        14757395258967641293usize,
        18446744073709551615usize,
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T106>>(), size_of::<usize>());
    assert_eq!(T106::MIN.get(), 14757395258967641292usize);
    assert_eq!(T106::MAX.get(), 14757395258967641292usize);
}

#[cfg(target_pointer_width = "64")]
#[is_syntax]
type T107 = is!(usize is (3689348814741910323 | 9223372036854775808..=14757395258967641292));

#[cfg(target_pointer_width = "64")]
#[test]
fn t107_usize() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: usize) -> bool {
        match v {
            (3689348814741910323 | 9223372036854775808..=14757395258967641292) => true,
            _ => false,
        }
    }
    let check = |v: usize| {
        let admitted = oracle(v);
        assert_eq!(T107::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T107::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T107::new(v).map(T107::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T107::new_unchecked(v) }.get(), v);
        }
        assert_eq!(T107::from_ref(&v).map(|r| r.get()), admitted.then_some(v));
        if let Some(r) = T107::from_ref(&v) {
            assert_eq!(bytes(r), bytes(&v));
            assert_eq!(*r.as_ref(), v);
            assert_eq!(bytes(r.as_ref()), bytes(&v));
        }
        assert_eq!(
            bytemuck::checked::try_cast::<usize, T107>(v)
                .ok()
                .map(T107::get),
            admitted.then_some(v)
        );
        assert_eq!(
            bytemuck::checked::try_from_bytes::<T107>(bytemuck::bytes_of(&v))
                .ok()
                .map(|r| r.get()),
            admitted.then_some(v)
        );
        if let Some(t) = T107::new(v) {
            assert_eq!(t.expand::<T109>().get(), v);
        }
        if let Some(t) = T107::new(v) {
            assert_eq!(t.expand::<T110>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T107>; 2] = [T107::new(v), None];
        assert_eq!(through[0].map(T107::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        0usize,
        1usize,
        3689348814741910322usize,
        3689348814741910323usize,
        3689348814741910324usize,
        9223372036854775807usize,
        9223372036854775808usize,
        9223372036854775809usize,
        14757395258967641291usize,
        14757395258967641292usize,
        14757395258967641293usize,
        18446744073709551615usize,
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T107>>(), size_of::<usize>());
    assert_eq!(T107::MIN.get(), 3689348814741910323usize);
    assert_eq!(T107::MAX.get(), 14757395258967641292usize);
}

#[cfg(target_pointer_width = "64")]
#[is_syntax]
type T108 = is!(usize is (..=3689348814741910323 | 14757395258967641292..));

#[cfg(target_pointer_width = "64")]
#[test]
fn t108_usize() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: usize) -> bool {
        match v {
            (..=3689348814741910323 | 14757395258967641292..) => true,
            _ => false,
        }
    }
    let check = |v: usize| {
        let admitted = oracle(v);
        assert_eq!(T108::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T108::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T108::new(v).map(T108::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T108::new_unchecked(v) }.get(), v);
        }

        if let Some(t) = T108::new(v) {
            assert_eq!(t.expand::<T111>().get(), v);
        }
        if let Some(t) = T108::new(v) {
            assert_eq!(t.expand::<T114>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T108>; 2] = [T108::new(v), None];
        assert_eq!(through[0].map(T108::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        0usize,
        1usize,
        3689348814741910322usize,
        3689348814741910323usize,
        3689348814741910324usize,
        14757395258967641291usize,
        14757395258967641292usize,
        14757395258967641293usize,
        18446744073709551614usize,
        18446744073709551615usize,
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T108>>(), size_of::<usize>());
    assert_eq!(T108::MIN.get(), 0usize);
    assert_eq!(T108::MAX.get(), 18446744073709551615usize);
}

#[cfg(target_pointer_width = "64")]
#[is_syntax]
type T109 = is!(usize is ..18446744073709551615);

#[cfg(target_pointer_width = "64")]
#[test]
fn t109_usize() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: usize) -> bool {
        match v {
            ..18446744073709551615 => true,
            _ => false,
        }
    }
    let check = |v: usize| {
        let admitted = oracle(v);
        assert_eq!(T109::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T109::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T109::new(v).map(T109::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T109::new_unchecked(v) }.get(), v);
        }

        if let Some(t) = T109::new(v) {
            assert_eq!(t.expand::<T117>().get(), v);
        }
        if let Some(t) = T109::new(v) {
            assert_eq!(t.expand::<T119>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T109>; 2] = [T109::new(v), None];
        assert_eq!(through[0].map(T109::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        0usize,
        1usize,
        18446744073709551613usize,
        18446744073709551614usize,
        18446744073709551615usize,
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T109>>(), size_of::<usize>());
    assert_eq!(T109::MIN.get(), 0usize);
    assert_eq!(T109::MAX.get(), 18446744073709551614usize);
}

#[cfg(target_pointer_width = "64")]
#[is_syntax]
type T110 = is!(usize is 1..);

#[cfg(target_pointer_width = "64")]
#[test]
fn t110_usize() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: usize) -> bool {
        match v {
            1.. => true,
            _ => false,
        }
    }
    let check = |v: usize| {
        let admitted = oracle(v);
        assert_eq!(T110::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T110::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T110::new(v).map(T110::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T110::new_unchecked(v) }.get(), v);
        }
        assert_eq!(T110::from_ref(&v).map(|r| r.get()), admitted.then_some(v));
        if let Some(r) = T110::from_ref(&v) {
            assert_eq!(bytes(r), bytes(&v));
            assert_eq!(*r.as_ref(), v);
            assert_eq!(bytes(r.as_ref()), bytes(&v));
        }
        assert_eq!(
            bytemuck::checked::try_cast::<usize, T110>(v)
                .ok()
                .map(T110::get),
            admitted.then_some(v)
        );
        assert_eq!(
            bytemuck::checked::try_from_bytes::<T110>(bytemuck::bytes_of(&v))
                .ok()
                .map(|r| r.get()),
            admitted.then_some(v)
        );
        if let Some(t) = T110::new(v) {
            assert_eq!(t.expand::<T120>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T110>; 2] = [T110::new(v), None];
        assert_eq!(through[0].map(T110::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        0usize,
        1usize,
        2usize,
        18446744073709551614usize,
        18446744073709551615usize,
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T110>>(), size_of::<usize>());
    assert_eq!(T110::MIN.get(), 1usize);
    assert_eq!(T110::MAX.get(), 18446744073709551615usize);
}

#[cfg(target_pointer_width = "64")]
#[is_syntax]
type T111 = is!(usize is (..9223372036854775808 | 9223372036854775809..));

#[cfg(target_pointer_width = "64")]
#[test]
fn t111_usize() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: usize) -> bool {
        match v {
            (..9223372036854775808 | 9223372036854775809..) => true,
            _ => false,
        }
    }
    let check = |v: usize| {
        let admitted = oracle(v);
        assert_eq!(T111::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T111::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T111::new(v).map(T111::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T111::new_unchecked(v) }.get(), v);
        }

        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T111>; 2] = [T111::new(v), None];
        assert_eq!(through[0].map(T111::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        0usize,
        1usize,
        9223372036854775806usize,
        9223372036854775807usize,
        9223372036854775808usize,
        9223372036854775809usize,
        9223372036854775810usize,
        18446744073709551614usize,
        18446744073709551615usize,
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T111>>(), size_of::<usize>());
    assert_eq!(T111::MIN.get(), 0usize);
    assert_eq!(T111::MAX.get(), 18446744073709551615usize);
}

#[cfg(target_pointer_width = "64")]
#[is_syntax]
type T112 = is!(usize is 0..=0);

#[cfg(target_pointer_width = "64")]
#[test]
fn t112_usize() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: usize) -> bool {
        match v {
            0..=0 => true,
            _ => false,
        }
    }
    let check = |v: usize| {
        let admitted = oracle(v);
        assert_eq!(T112::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T112::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T112::new(v).map(T112::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T112::new_unchecked(v) }.get(), v);
        }

        if let Some(t) = T112::new(v) {
            assert_eq!(t.expand::<T104>().get(), v);
        }
        if let Some(t) = T112::new(v) {
            assert_eq!(t.expand::<T105>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T112>; 2] = [T112::new(v), None];
        assert_eq!(through[0].map(T112::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [0usize, 1usize, 18446744073709551615usize] {
        check(v);
    }
    assert_eq!(size_of::<Option<T112>>(), size_of::<usize>());
    assert_eq!(T112::MIN.get(), 0usize);
    assert_eq!(T112::MAX.get(), 0usize);
}

#[cfg(target_pointer_width = "64")]
const LO_113: usize = 3689348814741910323usize;
#[cfg(target_pointer_width = "64")]
const HI_113: usize = 9223372036854775808usize;
#[cfg(target_pointer_width = "64")]
#[is_syntax]
type T113 = is!(usize is LO_113..HI_113);

#[cfg(target_pointer_width = "64")]
#[test]
fn t113_usize() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: usize) -> bool {
        match v {
            LO_113..HI_113 => true,
            _ => false,
        }
    }
    let check = |v: usize| {
        let admitted = oracle(v);
        assert_eq!(T113::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T113::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T113::new(v).map(T113::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T113::new_unchecked(v) }.get(), v);
        }

        if let Some(t) = T113::new(v) {
            assert_eq!(t.expand::<T101>().get(), v);
        }
        if let Some(t) = T113::new(v) {
            assert_eq!(t.expand::<T102>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T113>; 2] = [T113::new(v), None];
        assert_eq!(through[0].map(T113::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        0usize,
        1usize,
        3689348814741910322usize,
        3689348814741910323usize,
        3689348814741910324usize,
        9223372036854775806usize,
        9223372036854775807usize,
        9223372036854775808usize,
        18446744073709551615usize,
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T113>>(), size_of::<usize>());
    assert_eq!(T113::MIN.get(), 3689348814741910323usize);
    assert_eq!(T113::MAX.get(), 9223372036854775807usize);
}

#[cfg(target_pointer_width = "64")]
const LO_114: usize = 3689348814741910323usize;
#[cfg(target_pointer_width = "64")]
const HI_114: usize = 9223372036854775808usize;
#[cfg(target_pointer_width = "64")]
#[is_syntax]
type T114 = is!(usize is (..=LO_114 | HI_114..));

#[cfg(target_pointer_width = "64")]
#[test]
fn t114_usize() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: usize) -> bool {
        match v {
            (..=LO_114 | HI_114..) => true,
            _ => false,
        }
    }
    let check = |v: usize| {
        let admitted = oracle(v);
        assert_eq!(T114::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T114::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T114::new(v).map(T114::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T114::new_unchecked(v) }.get(), v);
        }

        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T114>; 2] = [T114::new(v), None];
        assert_eq!(through[0].map(T114::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        0usize,
        1usize,
        3689348814741910322usize,
        3689348814741910323usize,
        3689348814741910324usize,
        9223372036854775807usize,
        9223372036854775808usize,
        9223372036854775809usize,
        18446744073709551614usize,
        18446744073709551615usize,
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T114>>(), size_of::<usize>());
}

#[cfg(target_pointer_width = "64")]
#[is_syntax]
type T115 = is!(usize is usize::MIN..9223372036854775808);

#[cfg(target_pointer_width = "64")]
#[test]
fn t115_usize() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: usize) -> bool {
        match v {
            usize::MIN..9223372036854775808 => true,
            _ => false,
        }
    }
    let check = |v: usize| {
        let admitted = oracle(v);
        assert_eq!(T115::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T115::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T115::new(v).map(T115::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T115::new_unchecked(v) }.get(), v);
        }

        if let Some(t) = T115::new(v) {
            assert_eq!(t.expand::<T104>().get(), v);
        }
        if let Some(t) = T115::new(v) {
            assert_eq!(t.expand::<T109>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T115>; 2] = [T115::new(v), None];
        assert_eq!(through[0].map(T115::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        0usize,
        1usize,
        9223372036854775806usize,
        9223372036854775807usize,
        9223372036854775808usize,
        18446744073709551615usize,
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T115>>(), size_of::<usize>());
    assert_eq!(T115::MIN.get(), 0usize);
    assert_eq!(T115::MAX.get(), 9223372036854775807usize);
}

#[cfg(target_pointer_width = "64")]
#[is_syntax]
type T116 = is!(usize is 3689348814741910323..=usize::MAX);

#[cfg(target_pointer_width = "64")]
#[test]
fn t116_usize() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: usize) -> bool {
        match v {
            3689348814741910323..=usize::MAX => true,
            _ => false,
        }
    }
    let check = |v: usize| {
        let admitted = oracle(v);
        assert_eq!(T116::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T116::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T116::new(v).map(T116::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T116::new_unchecked(v) }.get(), v);
        }
        assert_eq!(T116::from_ref(&v).map(|r| r.get()), admitted.then_some(v));
        if let Some(r) = T116::from_ref(&v) {
            assert_eq!(bytes(r), bytes(&v));
            assert_eq!(*r.as_ref(), v);
            assert_eq!(bytes(r.as_ref()), bytes(&v));
        }
        assert_eq!(
            bytemuck::checked::try_cast::<usize, T116>(v)
                .ok()
                .map(T116::get),
            admitted.then_some(v)
        );
        assert_eq!(
            bytemuck::checked::try_from_bytes::<T116>(bytemuck::bytes_of(&v))
                .ok()
                .map(|r| r.get()),
            admitted.then_some(v)
        );
        if let Some(t) = T116::new(v) {
            assert_eq!(t.expand::<T110>().get(), v);
        }
        if let Some(t) = T116::new(v) {
            assert_eq!(t.expand::<T120>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T116>; 2] = [T116::new(v), None];
        assert_eq!(through[0].map(T116::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        0usize,
        1usize,
        3689348814741910322usize,
        3689348814741910323usize,
        3689348814741910324usize,
        18446744073709551614usize,
        18446744073709551615usize,
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T116>>(), size_of::<usize>());
    assert_eq!(T116::MIN.get(), 3689348814741910323usize);
    assert_eq!(T116::MAX.get(), 18446744073709551615usize);
}

#[cfg(target_pointer_width = "64")]
#[is_syntax]
type T117 = is!(usize is ..usize::MAX);

#[cfg(target_pointer_width = "64")]
#[test]
fn t117_usize() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: usize) -> bool {
        match v {
            ..usize::MAX => true,
            _ => false,
        }
    }
    let check = |v: usize| {
        let admitted = oracle(v);
        assert_eq!(T117::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T117::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T117::new(v).map(T117::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T117::new_unchecked(v) }.get(), v);
        }

        if let Some(t) = T117::new(v) {
            assert_eq!(t.expand::<T109>().get(), v);
        }
        if let Some(t) = T117::new(v) {
            assert_eq!(t.expand::<T119>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T117>; 2] = [T117::new(v), None];
        assert_eq!(through[0].map(T117::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        0usize,
        1usize,
        18446744073709551613usize,
        18446744073709551614usize,
        18446744073709551615usize,
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T117>>(), size_of::<usize>());
    assert_eq!(T117::MIN.get(), 0usize);
    assert_eq!(T117::MAX.get(), 18446744073709551614usize);
}

#[cfg(target_pointer_width = "64")]
#[is_syntax]
type T118 = is!(usize is (0 | ::core::primitive::usize::MAX));

#[cfg(target_pointer_width = "64")]
#[test]
fn t118_usize() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: usize) -> bool {
        match v {
            (0 | ::core::primitive::usize::MAX) => true,
            _ => false,
        }
    }
    let check = |v: usize| {
        let admitted = oracle(v);
        assert_eq!(T118::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T118::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T118::new(v).map(T118::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T118::new_unchecked(v) }.get(), v);
        }

        if let Some(t) = T118::new(v) {
            assert_eq!(t.expand::<T108>().get(), v);
        }
        if let Some(t) = T118::new(v) {
            assert_eq!(t.expand::<T111>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T118>; 2] = [T118::new(v), None];
        assert_eq!(through[0].map(T118::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        0usize,
        1usize,
        18446744073709551614usize,
        18446744073709551615usize,
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T118>>(), size_of::<usize>());
    assert_eq!(T118::MIN.get(), 0usize);
    assert_eq!(T118::MAX.get(), 18446744073709551615usize);
}

#[cfg(target_pointer_width = "64")]
#[is_syntax]
type T119 = is!(usize is 0..=18446744073709551614);

#[cfg(target_pointer_width = "64")]
#[test]
fn t119_usize() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: usize) -> bool {
        match v {
            0..=18446744073709551614 => true,
            _ => false,
        }
    }
    let check = |v: usize| {
        let admitted = oracle(v);
        assert_eq!(T119::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T119::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T119::new(v).map(T119::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T119::new_unchecked(v) }.get(), v);
        }

        if let Some(t) = T119::new(v) {
            assert_eq!(t.expand::<T109>().get(), v);
        }
        if let Some(t) = T119::new(v) {
            assert_eq!(t.expand::<T117>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T119>; 2] = [T119::new(v), None];
        assert_eq!(through[0].map(T119::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        0usize,
        1usize,
        18446744073709551613usize,
        18446744073709551614usize,
        18446744073709551615usize,
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T119>>(), size_of::<usize>());
    assert_eq!(T119::MIN.get(), 0usize);
    assert_eq!(T119::MAX.get(), 18446744073709551614usize);
}

#[cfg(target_pointer_width = "64")]
#[is_syntax]
type T120 = is!(usize is 1..);

#[cfg(target_pointer_width = "64")]
#[test]
fn t120_usize() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: usize) -> bool {
        match v {
            1.. => true,
            _ => false,
        }
    }
    let check = |v: usize| {
        let admitted = oracle(v);
        assert_eq!(T120::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T120::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T120::new(v).map(T120::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T120::new_unchecked(v) }.get(), v);
        }
        assert_eq!(T120::from_ref(&v).map(|r| r.get()), admitted.then_some(v));
        if let Some(r) = T120::from_ref(&v) {
            assert_eq!(bytes(r), bytes(&v));
            assert_eq!(*r.as_ref(), v);
            assert_eq!(bytes(r.as_ref()), bytes(&v));
        }
        assert_eq!(
            bytemuck::checked::try_cast::<usize, T120>(v)
                .ok()
                .map(T120::get),
            admitted.then_some(v)
        );
        assert_eq!(
            bytemuck::checked::try_from_bytes::<T120>(bytemuck::bytes_of(&v))
                .ok()
                .map(|r| r.get()),
            admitted.then_some(v)
        );
        if let Some(t) = T120::new(v) {
            assert_eq!(t.expand::<T110>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T120>; 2] = [T120::new(v), None];
        assert_eq!(through[0].map(T120::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        0usize,
        1usize,
        2usize,
        18446744073709551614usize,
        18446744073709551615usize,
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T120>>(), size_of::<usize>());
    assert_eq!(T120::MIN.get(), 1usize);
    assert_eq!(T120::MAX.get(), 18446744073709551615usize);
}

#[cfg(target_pointer_width = "32")]
#[is_syntax]
type T121 = is!(usize is 858993459..2147483648);

#[cfg(target_pointer_width = "32")]
#[test]
fn t121_usize() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: usize) -> bool {
        match v {
            858993459..2147483648 => true,
            _ => false,
        }
    }
    let check = |v: usize| {
        let admitted = oracle(v);
        assert_eq!(T121::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T121::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T121::new(v).map(T121::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T121::new_unchecked(v) }.get(), v);
        }
        assert_eq!(T121::from_ref(&v).map(|r| r.get()), admitted.then_some(v));
        if let Some(r) = T121::from_ref(&v) {
            assert_eq!(bytes(r), bytes(&v));
            assert_eq!(*r.as_ref(), v);
            assert_eq!(bytes(r.as_ref()), bytes(&v));
        }
        assert_eq!(
            bytemuck::checked::try_cast::<usize, T121>(v)
                .ok()
                .map(T121::get),
            admitted.then_some(v)
        );
        assert_eq!(
            bytemuck::checked::try_from_bytes::<T121>(bytemuck::bytes_of(&v))
                .ok()
                .map(|r| r.get()),
            admitted.then_some(v)
        );
        if let Some(t) = T121::new(v) {
            assert_eq!(t.expand::<T122>().get(), v);
        }
        if let Some(t) = T121::new(v) {
            assert_eq!(t.expand::<T124>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T121>; 2] = [T121::new(v), None];
        assert_eq!(through[0].map(T121::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        0usize,
        1usize,
        858993458usize,
        858993459usize,
        858993460usize,
        2147483646usize,
        2147483647usize,
        2147483648usize,
        4294967295usize,
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T121>>(), size_of::<usize>());
    assert_eq!(T121::MIN.get(), 858993459usize);
    assert_eq!(T121::MAX.get(), 2147483647usize);
}

#[cfg(target_pointer_width = "32")]
#[is_syntax]
type T122 = is!(usize is 858993459..=2147483648);

#[cfg(target_pointer_width = "32")]
#[test]
fn t122_usize() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: usize) -> bool {
        match v {
            858993459..=2147483648 => true,
            _ => false,
        }
    }
    let check = |v: usize| {
        let admitted = oracle(v);
        assert_eq!(T122::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T122::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T122::new(v).map(T122::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T122::new_unchecked(v) }.get(), v);
        }
        assert_eq!(T122::from_ref(&v).map(|r| r.get()), admitted.then_some(v));
        if let Some(r) = T122::from_ref(&v) {
            assert_eq!(bytes(r), bytes(&v));
            assert_eq!(*r.as_ref(), v);
            assert_eq!(bytes(r.as_ref()), bytes(&v));
        }
        assert_eq!(
            bytemuck::checked::try_cast::<usize, T122>(v)
                .ok()
                .map(T122::get),
            admitted.then_some(v)
        );
        assert_eq!(
            bytemuck::checked::try_from_bytes::<T122>(bytemuck::bytes_of(&v))
                .ok()
                .map(|r| r.get()),
            admitted.then_some(v)
        );
        if let Some(t) = T122::new(v) {
            assert_eq!(t.expand::<T129>().get(), v);
        }
        if let Some(t) = T122::new(v) {
            assert_eq!(t.expand::<T130>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T122>; 2] = [T122::new(v), None];
        assert_eq!(through[0].map(T122::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        0usize,
        1usize,
        858993458usize,
        858993459usize,
        858993460usize,
        2147483647usize,
        2147483648usize,
        2147483649usize,
        4294967295usize,
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T122>>(), size_of::<usize>());
    assert_eq!(T122::MIN.get(), 858993459usize);
    assert_eq!(T122::MAX.get(), 2147483648usize);
}

#[cfg(target_pointer_width = "32")]
#[is_syntax]
type T123 = is!(usize is 2147483648..);

#[cfg(target_pointer_width = "32")]
#[test]
fn t123_usize() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: usize) -> bool {
        match v {
            2147483648.. => true,
            _ => false,
        }
    }
    let check = |v: usize| {
        let admitted = oracle(v);
        assert_eq!(T123::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T123::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T123::new(v).map(T123::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T123::new_unchecked(v) }.get(), v);
        }
        assert_eq!(T123::from_ref(&v).map(|r| r.get()), admitted.then_some(v));
        if let Some(r) = T123::from_ref(&v) {
            assert_eq!(bytes(r), bytes(&v));
            assert_eq!(*r.as_ref(), v);
            assert_eq!(bytes(r.as_ref()), bytes(&v));
        }
        assert_eq!(
            bytemuck::checked::try_cast::<usize, T123>(v)
                .ok()
                .map(T123::get),
            admitted.then_some(v)
        );
        assert_eq!(
            bytemuck::checked::try_from_bytes::<T123>(bytemuck::bytes_of(&v))
                .ok()
                .map(|r| r.get()),
            admitted.then_some(v)
        );
        if let Some(t) = T123::new(v) {
            assert_eq!(t.expand::<T130>().get(), v);
        }
        if let Some(t) = T123::new(v) {
            assert_eq!(t.expand::<T134>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T123>; 2] = [T123::new(v), None];
        assert_eq!(through[0].map(T123::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        0usize,
        1usize,
        2147483647usize,
        2147483648usize,
        2147483649usize,
        4294967294usize,
        4294967295usize,
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T123>>(), size_of::<usize>());
    assert_eq!(T123::MIN.get(), 2147483648usize);
    assert_eq!(T123::MAX.get(), 4294967295usize);
}

#[cfg(target_pointer_width = "32")]
#[is_syntax]
type T124 = is!(usize is ..2147483648);

#[cfg(target_pointer_width = "32")]
#[test]
fn t124_usize() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: usize) -> bool {
        match v {
            ..2147483648 => true,
            _ => false,
        }
    }
    let check = |v: usize| {
        let admitted = oracle(v);
        assert_eq!(T124::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T124::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T124::new(v).map(T124::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T124::new_unchecked(v) }.get(), v);
        }

        if let Some(t) = T124::new(v) {
            assert_eq!(t.expand::<T129>().get(), v);
        }
        if let Some(t) = T124::new(v) {
            assert_eq!(t.expand::<T131>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T124>; 2] = [T124::new(v), None];
        assert_eq!(through[0].map(T124::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        0usize,
        1usize,
        2147483646usize,
        2147483647usize,
        2147483648usize,
        4294967295usize,
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T124>>(), size_of::<usize>());
    assert_eq!(T124::MIN.get(), 0usize);
    assert_eq!(T124::MAX.get(), 2147483647usize);
}

#[cfg(target_pointer_width = "32")]
#[is_syntax]
type T125 = is!(usize is ..=858993459);

#[cfg(target_pointer_width = "32")]
#[test]
fn t125_usize() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: usize) -> bool {
        match v {
            ..=858993459 => true,
            _ => false,
        }
    }
    let check = |v: usize| {
        let admitted = oracle(v);
        assert_eq!(T125::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T125::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T125::new(v).map(T125::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T125::new_unchecked(v) }.get(), v);
        }

        if let Some(t) = T125::new(v) {
            assert_eq!(t.expand::<T124>().get(), v);
        }
        if let Some(t) = T125::new(v) {
            assert_eq!(t.expand::<T128>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T125>; 2] = [T125::new(v), None];
        assert_eq!(through[0].map(T125::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        0usize,
        1usize,
        858993458usize,
        858993459usize,
        858993460usize,
        4294967295usize,
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T125>>(), size_of::<usize>());
    assert_eq!(T125::MIN.get(), 0usize);
    assert_eq!(T125::MAX.get(), 858993459usize);
}

#[cfg(target_pointer_width = "32")]
#[is_syntax]
type T126 = is!(usize is 3435973836);

#[cfg(target_pointer_width = "32")]
#[test]
fn t126_usize() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: usize) -> bool {
        match v {
            3435973836 => true,
            _ => false,
        }
    }
    let check = |v: usize| {
        let admitted = oracle(v);
        assert_eq!(T126::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T126::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T126::new(v).map(T126::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T126::new_unchecked(v) }.get(), v);
        }
        assert_eq!(T126::from_ref(&v).map(|r| r.get()), admitted.then_some(v));
        if let Some(r) = T126::from_ref(&v) {
            assert_eq!(bytes(r), bytes(&v));
            assert_eq!(*r.as_ref(), v);
            assert_eq!(bytes(r.as_ref()), bytes(&v));
        }
        assert_eq!(
            bytemuck::checked::try_cast::<usize, T126>(v)
                .ok()
                .map(T126::get),
            admitted.then_some(v)
        );
        assert_eq!(
            bytemuck::checked::try_from_bytes::<T126>(bytemuck::bytes_of(&v))
                .ok()
                .map(|r| r.get()),
            admitted.then_some(v)
        );
        if let Some(t) = T126::new(v) {
            assert_eq!(t.expand::<T123>().get(), v);
        }
        if let Some(t) = T126::new(v) {
            assert_eq!(t.expand::<T127>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T126>; 2] = [T126::new(v), None];
        assert_eq!(through[0].map(T126::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        0usize,
        1usize,
        3435973835usize,
        3435973836usize,
        3435973837usize,
        4294967295usize,
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T126>>(), size_of::<usize>());
    assert_eq!(T126::MIN.get(), 3435973836usize);
    assert_eq!(T126::MAX.get(), 3435973836usize);
}

#[cfg(target_pointer_width = "32")]
#[is_syntax]
type T127 = is!(usize is (858993459 | 2147483648..=3435973836));

#[cfg(target_pointer_width = "32")]
#[test]
fn t127_usize() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: usize) -> bool {
        match v {
            (858993459 | 2147483648..=3435973836) => true,
            _ => false,
        }
    }
    let check = |v: usize| {
        let admitted = oracle(v);
        assert_eq!(T127::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T127::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T127::new(v).map(T127::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T127::new_unchecked(v) }.get(), v);
        }
        assert_eq!(T127::from_ref(&v).map(|r| r.get()), admitted.then_some(v));
        if let Some(r) = T127::from_ref(&v) {
            assert_eq!(bytes(r), bytes(&v));
            assert_eq!(*r.as_ref(), v);
            assert_eq!(bytes(r.as_ref()), bytes(&v));
        }
        assert_eq!(
            bytemuck::checked::try_cast::<usize, T127>(v)
                .ok()
                .map(T127::get),
            admitted.then_some(v)
        );
        assert_eq!(
            bytemuck::checked::try_from_bytes::<T127>(bytemuck::bytes_of(&v))
                .ok()
                .map(|r| r.get()),
            admitted.then_some(v)
        );
        if let Some(t) = T127::new(v) {
            assert_eq!(t.expand::<T129>().get(), v);
        }
        if let Some(t) = T127::new(v) {
            assert_eq!(t.expand::<T130>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T127>; 2] = [T127::new(v), None];
        assert_eq!(through[0].map(T127::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        0usize,
        1usize,
        858993458usize,
        858993459usize,
        858993460usize,
        2147483647usize,
        2147483648usize,
        2147483649usize,
        3435973835usize,
        3435973836usize,
        3435973837usize,
        4294967295usize,
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T127>>(), size_of::<usize>());
    assert_eq!(T127::MIN.get(), 858993459usize);
    assert_eq!(T127::MAX.get(), 3435973836usize);
}

#[cfg(target_pointer_width = "32")]
#[is_syntax]
type T128 = is!(usize is (..=858993459 | 3435973836..));

#[cfg(target_pointer_width = "32")]
#[test]
fn t128_usize() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: usize) -> bool {
        match v {
            (..=858993459 | 3435973836..) => true,
            _ => false,
        }
    }
    let check = |v: usize| {
        let admitted = oracle(v);
        assert_eq!(T128::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T128::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T128::new(v).map(T128::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T128::new_unchecked(v) }.get(), v);
        }

        if let Some(t) = T128::new(v) {
            assert_eq!(t.expand::<T131>().get(), v);
        }
        if let Some(t) = T128::new(v) {
            assert_eq!(t.expand::<T134>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T128>; 2] = [T128::new(v), None];
        assert_eq!(through[0].map(T128::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        0usize,
        1usize,
        858993458usize,
        858993459usize,
        858993460usize,
        3435973835usize,
        3435973836usize,
        3435973837usize,
        4294967294usize,
        4294967295usize,
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T128>>(), size_of::<usize>());
    assert_eq!(T128::MIN.get(), 0usize);
    assert_eq!(T128::MAX.get(), 4294967295usize);
}

#[cfg(target_pointer_width = "32")]
#[is_syntax]
type T129 = is!(usize is ..4294967295);

#[cfg(target_pointer_width = "32")]
#[test]
fn t129_usize() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: usize) -> bool {
        match v {
            ..4294967295 => true,
            _ => false,
        }
    }
    let check = |v: usize| {
        let admitted = oracle(v);
        assert_eq!(T129::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T129::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T129::new(v).map(T129::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T129::new_unchecked(v) }.get(), v);
        }

        if let Some(t) = T129::new(v) {
            assert_eq!(t.expand::<T137>().get(), v);
        }
        if let Some(t) = T129::new(v) {
            assert_eq!(t.expand::<T139>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T129>; 2] = [T129::new(v), None];
        assert_eq!(through[0].map(T129::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        0usize,
        1usize,
        4294967293usize,
        4294967294usize,
        4294967295usize,
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T129>>(), size_of::<usize>());
    assert_eq!(T129::MIN.get(), 0usize);
    assert_eq!(T129::MAX.get(), 4294967294usize);
}

#[cfg(target_pointer_width = "32")]
#[is_syntax]
type T130 = is!(usize is 1..);

#[cfg(target_pointer_width = "32")]
#[test]
fn t130_usize() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: usize) -> bool {
        match v {
            1.. => true,
            _ => false,
        }
    }
    let check = |v: usize| {
        let admitted = oracle(v);
        assert_eq!(T130::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T130::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T130::new(v).map(T130::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T130::new_unchecked(v) }.get(), v);
        }
        assert_eq!(T130::from_ref(&v).map(|r| r.get()), admitted.then_some(v));
        if let Some(r) = T130::from_ref(&v) {
            assert_eq!(bytes(r), bytes(&v));
            assert_eq!(*r.as_ref(), v);
            assert_eq!(bytes(r.as_ref()), bytes(&v));
        }
        assert_eq!(
            bytemuck::checked::try_cast::<usize, T130>(v)
                .ok()
                .map(T130::get),
            admitted.then_some(v)
        );
        assert_eq!(
            bytemuck::checked::try_from_bytes::<T130>(bytemuck::bytes_of(&v))
                .ok()
                .map(|r| r.get()),
            admitted.then_some(v)
        );
        if let Some(t) = T130::new(v) {
            assert_eq!(t.expand::<T140>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T130>; 2] = [T130::new(v), None];
        assert_eq!(through[0].map(T130::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [0usize, 1usize, 2usize, 4294967294usize, 4294967295usize] {
        check(v);
    }
    assert_eq!(size_of::<Option<T130>>(), size_of::<usize>());
    assert_eq!(T130::MIN.get(), 1usize);
    assert_eq!(T130::MAX.get(), 4294967295usize);
}

#[cfg(target_pointer_width = "32")]
#[is_syntax]
type T131 = is!(usize is (..2147483648 | 2147483649..));

#[cfg(target_pointer_width = "32")]
#[test]
fn t131_usize() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: usize) -> bool {
        match v {
            (..2147483648 | 2147483649..) => true,
            _ => false,
        }
    }
    let check = |v: usize| {
        let admitted = oracle(v);
        assert_eq!(T131::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T131::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T131::new(v).map(T131::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T131::new_unchecked(v) }.get(), v);
        }

        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T131>; 2] = [T131::new(v), None];
        assert_eq!(through[0].map(T131::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        0usize,
        1usize,
        2147483646usize,
        2147483647usize,
        2147483648usize,
        2147483649usize,
        2147483650usize,
        4294967294usize,
        4294967295usize,
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T131>>(), size_of::<usize>());
    assert_eq!(T131::MIN.get(), 0usize);
    assert_eq!(T131::MAX.get(), 4294967295usize);
}

#[cfg(target_pointer_width = "32")]
#[is_syntax]
type T132 = is!(usize is 0..=0);

#[cfg(target_pointer_width = "32")]
#[test]
fn t132_usize() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: usize) -> bool {
        match v {
            0..=0 => true,
            _ => false,
        }
    }
    let check = |v: usize| {
        let admitted = oracle(v);
        assert_eq!(T132::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T132::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T132::new(v).map(T132::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T132::new_unchecked(v) }.get(), v);
        }

        if let Some(t) = T132::new(v) {
            assert_eq!(t.expand::<T124>().get(), v);
        }
        if let Some(t) = T132::new(v) {
            assert_eq!(t.expand::<T125>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T132>; 2] = [T132::new(v), None];
        assert_eq!(through[0].map(T132::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [0usize, 1usize, 4294967295usize] {
        check(v);
    }
    assert_eq!(size_of::<Option<T132>>(), size_of::<usize>());
    assert_eq!(T132::MIN.get(), 0usize);
    assert_eq!(T132::MAX.get(), 0usize);
}

#[cfg(target_pointer_width = "32")]
const LO_133: usize = 858993459usize;
#[cfg(target_pointer_width = "32")]
const HI_133: usize = 2147483648usize;
#[cfg(target_pointer_width = "32")]
#[is_syntax]
type T133 = is!(usize is LO_133..HI_133);

#[cfg(target_pointer_width = "32")]
#[test]
fn t133_usize() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: usize) -> bool {
        match v {
            LO_133..HI_133 => true,
            _ => false,
        }
    }
    let check = |v: usize| {
        let admitted = oracle(v);
        assert_eq!(T133::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T133::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T133::new(v).map(T133::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T133::new_unchecked(v) }.get(), v);
        }

        if let Some(t) = T133::new(v) {
            assert_eq!(t.expand::<T121>().get(), v);
        }
        if let Some(t) = T133::new(v) {
            assert_eq!(t.expand::<T122>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T133>; 2] = [T133::new(v), None];
        assert_eq!(through[0].map(T133::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        0usize,
        1usize,
        858993458usize,
        858993459usize,
        858993460usize,
        2147483646usize,
        2147483647usize,
        2147483648usize,
        4294967295usize,
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T133>>(), size_of::<usize>());
    assert_eq!(T133::MIN.get(), 858993459usize);
    assert_eq!(T133::MAX.get(), 2147483647usize);
}

#[cfg(target_pointer_width = "32")]
const LO_134: usize = 858993459usize;
#[cfg(target_pointer_width = "32")]
const HI_134: usize = 2147483648usize;
#[cfg(target_pointer_width = "32")]
#[is_syntax]
type T134 = is!(usize is (..=LO_134 | HI_134..));

#[cfg(target_pointer_width = "32")]
#[test]
fn t134_usize() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: usize) -> bool {
        match v {
            (..=LO_134 | HI_134..) => true,
            _ => false,
        }
    }
    let check = |v: usize| {
        let admitted = oracle(v);
        assert_eq!(T134::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T134::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T134::new(v).map(T134::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T134::new_unchecked(v) }.get(), v);
        }

        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T134>; 2] = [T134::new(v), None];
        assert_eq!(through[0].map(T134::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        0usize,
        1usize,
        858993458usize,
        858993459usize,
        858993460usize,
        2147483647usize,
        2147483648usize,
        2147483649usize,
        4294967294usize,
        4294967295usize,
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T134>>(), size_of::<usize>());
}

#[cfg(target_pointer_width = "32")]
#[is_syntax]
type T135 = is!(usize is usize::MIN..2147483648);

#[cfg(target_pointer_width = "32")]
#[test]
fn t135_usize() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: usize) -> bool {
        match v {
            usize::MIN..2147483648 => true,
            _ => false,
        }
    }
    let check = |v: usize| {
        let admitted = oracle(v);
        assert_eq!(T135::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T135::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T135::new(v).map(T135::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T135::new_unchecked(v) }.get(), v);
        }

        if let Some(t) = T135::new(v) {
            assert_eq!(t.expand::<T124>().get(), v);
        }
        if let Some(t) = T135::new(v) {
            assert_eq!(t.expand::<T129>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T135>; 2] = [T135::new(v), None];
        assert_eq!(through[0].map(T135::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        0usize,
        1usize,
        2147483646usize,
        2147483647usize,
        2147483648usize,
        4294967295usize,
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T135>>(), size_of::<usize>());
    assert_eq!(T135::MIN.get(), 0usize);
    assert_eq!(T135::MAX.get(), 2147483647usize);
}

#[cfg(target_pointer_width = "32")]
#[is_syntax]
type T136 = is!(usize is 858993459..=usize::MAX);

#[cfg(target_pointer_width = "32")]
#[test]
fn t136_usize() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: usize) -> bool {
        match v {
            858993459..=usize::MAX => true,
            _ => false,
        }
    }
    let check = |v: usize| {
        let admitted = oracle(v);
        assert_eq!(T136::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T136::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T136::new(v).map(T136::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T136::new_unchecked(v) }.get(), v);
        }
        assert_eq!(T136::from_ref(&v).map(|r| r.get()), admitted.then_some(v));
        if let Some(r) = T136::from_ref(&v) {
            assert_eq!(bytes(r), bytes(&v));
            assert_eq!(*r.as_ref(), v);
            assert_eq!(bytes(r.as_ref()), bytes(&v));
        }
        assert_eq!(
            bytemuck::checked::try_cast::<usize, T136>(v)
                .ok()
                .map(T136::get),
            admitted.then_some(v)
        );
        assert_eq!(
            bytemuck::checked::try_from_bytes::<T136>(bytemuck::bytes_of(&v))
                .ok()
                .map(|r| r.get()),
            admitted.then_some(v)
        );
        if let Some(t) = T136::new(v) {
            assert_eq!(t.expand::<T130>().get(), v);
        }
        if let Some(t) = T136::new(v) {
            assert_eq!(t.expand::<T140>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T136>; 2] = [T136::new(v), None];
        assert_eq!(through[0].map(T136::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        0usize,
        1usize,
        858993458usize,
        858993459usize,
        858993460usize,
        4294967294usize,
        4294967295usize,
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T136>>(), size_of::<usize>());
    assert_eq!(T136::MIN.get(), 858993459usize);
    assert_eq!(T136::MAX.get(), 4294967295usize);
}

#[cfg(target_pointer_width = "32")]
#[is_syntax]
type T137 = is!(usize is ..usize::MAX);

#[cfg(target_pointer_width = "32")]
#[test]
fn t137_usize() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: usize) -> bool {
        match v {
            ..usize::MAX => true,
            _ => false,
        }
    }
    let check = |v: usize| {
        let admitted = oracle(v);
        assert_eq!(T137::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T137::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T137::new(v).map(T137::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T137::new_unchecked(v) }.get(), v);
        }

        if let Some(t) = T137::new(v) {
            assert_eq!(t.expand::<T129>().get(), v);
        }
        if let Some(t) = T137::new(v) {
            assert_eq!(t.expand::<T139>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T137>; 2] = [T137::new(v), None];
        assert_eq!(through[0].map(T137::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        0usize,
        1usize,
        4294967293usize,
        4294967294usize,
        4294967295usize,
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T137>>(), size_of::<usize>());
    assert_eq!(T137::MIN.get(), 0usize);
    assert_eq!(T137::MAX.get(), 4294967294usize);
}

#[cfg(target_pointer_width = "32")]
#[is_syntax]
type T138 = is!(usize is (0 | ::core::primitive::usize::MAX));

#[cfg(target_pointer_width = "32")]
#[test]
fn t138_usize() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: usize) -> bool {
        match v {
            (0 | ::core::primitive::usize::MAX) => true,
            _ => false,
        }
    }
    let check = |v: usize| {
        let admitted = oracle(v);
        assert_eq!(T138::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T138::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T138::new(v).map(T138::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T138::new_unchecked(v) }.get(), v);
        }

        if let Some(t) = T138::new(v) {
            assert_eq!(t.expand::<T128>().get(), v);
        }
        if let Some(t) = T138::new(v) {
            assert_eq!(t.expand::<T131>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T138>; 2] = [T138::new(v), None];
        assert_eq!(through[0].map(T138::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [0usize, 1usize, 4294967294usize, 4294967295usize] {
        check(v);
    }
    assert_eq!(size_of::<Option<T138>>(), size_of::<usize>());
    assert_eq!(T138::MIN.get(), 0usize);
    assert_eq!(T138::MAX.get(), 4294967295usize);
}

#[cfg(target_pointer_width = "32")]
#[is_syntax]
type T139 = is!(usize is 0..=4294967294);

#[cfg(target_pointer_width = "32")]
#[test]
fn t139_usize() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: usize) -> bool {
        match v {
            0..=4294967294 => true,
            _ => false,
        }
    }
    let check = |v: usize| {
        let admitted = oracle(v);
        assert_eq!(T139::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T139::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T139::new(v).map(T139::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T139::new_unchecked(v) }.get(), v);
        }

        if let Some(t) = T139::new(v) {
            assert_eq!(t.expand::<T129>().get(), v);
        }
        if let Some(t) = T139::new(v) {
            assert_eq!(t.expand::<T137>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T139>; 2] = [T139::new(v), None];
        assert_eq!(through[0].map(T139::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        0usize,
        1usize,
        4294967293usize,
        4294967294usize,
        4294967295usize,
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T139>>(), size_of::<usize>());
    assert_eq!(T139::MIN.get(), 0usize);
    assert_eq!(T139::MAX.get(), 4294967294usize);
}

#[cfg(target_pointer_width = "32")]
#[is_syntax]
type T140 = is!(usize is 1..);

#[cfg(target_pointer_width = "32")]
#[test]
fn t140_usize() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: usize) -> bool {
        match v {
            1.. => true,
            _ => false,
        }
    }
    let check = |v: usize| {
        let admitted = oracle(v);
        assert_eq!(T140::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T140::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T140::new(v).map(T140::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T140::new_unchecked(v) }.get(), v);
        }
        assert_eq!(T140::from_ref(&v).map(|r| r.get()), admitted.then_some(v));
        if let Some(r) = T140::from_ref(&v) {
            assert_eq!(bytes(r), bytes(&v));
            assert_eq!(*r.as_ref(), v);
            assert_eq!(bytes(r.as_ref()), bytes(&v));
        }
        assert_eq!(
            bytemuck::checked::try_cast::<usize, T140>(v)
                .ok()
                .map(T140::get),
            admitted.then_some(v)
        );
        assert_eq!(
            bytemuck::checked::try_from_bytes::<T140>(bytemuck::bytes_of(&v))
                .ok()
                .map(|r| r.get()),
            admitted.then_some(v)
        );
        if let Some(t) = T140::new(v) {
            assert_eq!(t.expand::<T130>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T140>; 2] = [T140::new(v), None];
        assert_eq!(through[0].map(T140::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [0usize, 1usize, 2usize, 4294967294usize, 4294967295usize] {
        check(v);
    }
    assert_eq!(size_of::<Option<T140>>(), size_of::<usize>());
    assert_eq!(T140::MIN.get(), 1usize);
    assert_eq!(T140::MAX.get(), 4294967295usize);
}

#[is_syntax]
type T141 = is!(i8 is -77..0);

#[test]
fn t141_i8() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: i8) -> bool {
        match v {
            -77..0 => true,
            _ => false,
        }
    }
    let check = |v: i8| {
        let admitted = oracle(v);
        assert_eq!(T141::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T141::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T141::new(v).map(T141::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T141::new_unchecked(v) }.get(), v);
        }
        assert_eq!(T141::from_ref(&v).map(|r| r.get()), admitted.then_some(v));
        if let Some(r) = T141::from_ref(&v) {
            assert_eq!(bytes(r), bytes(&v));
            assert_eq!(*r.as_ref(), v);
            assert_eq!(bytes(r.as_ref()), bytes(&v));
        }
        assert_eq!(
            bytemuck::checked::try_cast::<i8, T141>(v)
                .ok()
                .map(T141::get),
            admitted.then_some(v)
        );
        assert_eq!(
            bytemuck::checked::try_from_bytes::<T141>(bytemuck::bytes_of(&v))
                .ok()
                .map(|r| r.get()),
            admitted.then_some(v)
        );
        if let Some(t) = T141::new(v) {
            assert_eq!(t.expand::<T142>().get(), v);
        }
        if let Some(t) = T141::new(v) {
            assert_eq!(t.expand::<T144>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T141>; 2] = [T141::new(v), None];
        assert_eq!(through[0].map(T141::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [i8::MIN, -78i8, -77i8, -76i8, -2i8, -1i8, 0i8, 1i8, 127i8] {
        check(v);
    }
    assert_eq!(size_of::<Option<T141>>(), size_of::<i8>());
    assert_eq!(T141::MIN.get(), -77i8);
    assert_eq!(T141::MAX.get(), -1i8);
}

#[is_syntax]
type T142 = is!(i8 is -77..=0);

#[test]
fn t142_i8() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: i8) -> bool {
        match v {
            -77..=0 => true,
            _ => false,
        }
    }
    let check = |v: i8| {
        let admitted = oracle(v);
        assert_eq!(T142::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T142::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T142::new(v).map(T142::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T142::new_unchecked(v) }.get(), v);
        }
        assert_eq!(T142::from_ref(&v).map(|r| r.get()), admitted.then_some(v));
        if let Some(r) = T142::from_ref(&v) {
            assert_eq!(bytes(r), bytes(&v));
            assert_eq!(*r.as_ref(), v);
            assert_eq!(bytes(r.as_ref()), bytes(&v));
        }
        assert_eq!(
            bytemuck::checked::try_cast::<i8, T142>(v)
                .ok()
                .map(T142::get),
            admitted.then_some(v)
        );
        assert_eq!(
            bytemuck::checked::try_from_bytes::<T142>(bytemuck::bytes_of(&v))
                .ok()
                .map(|r| r.get()),
            admitted.then_some(v)
        );
        if let Some(t) = T142::new(v) {
            assert_eq!(t.expand::<T149>().get(), v);
        }
        if let Some(t) = T142::new(v) {
            assert_eq!(t.expand::<T150>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T142>; 2] = [T142::new(v), None];
        assert_eq!(through[0].map(T142::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [i8::MIN, -78i8, -77i8, -76i8, -1i8, 0i8, 1i8, 127i8] {
        check(v);
    }
    assert_eq!(size_of::<Option<T142>>(), size_of::<i8>());
    assert_eq!(T142::MIN.get(), -77i8);
    assert_eq!(T142::MAX.get(), 0i8);
}

#[is_syntax]
type T143 = is!(i8 is 0..);

#[test]
fn t143_i8() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: i8) -> bool {
        match v {
            0.. => true,
            _ => false,
        }
    }
    let check = |v: i8| {
        let admitted = oracle(v);
        assert_eq!(T143::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T143::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T143::new(v).map(T143::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T143::new_unchecked(v) }.get(), v);
        }
        assert_eq!(T143::from_ref(&v).map(|r| r.get()), admitted.then_some(v));
        if let Some(r) = T143::from_ref(&v) {
            assert_eq!(bytes(r), bytes(&v));
            assert_eq!(*r.as_ref(), v);
            assert_eq!(bytes(r.as_ref()), bytes(&v));
        }
        assert_eq!(
            bytemuck::checked::try_cast::<i8, T143>(v)
                .ok()
                .map(T143::get),
            admitted.then_some(v)
        );
        assert_eq!(
            bytemuck::checked::try_from_bytes::<T143>(bytemuck::bytes_of(&v))
                .ok()
                .map(|r| r.get()),
            admitted.then_some(v)
        );
        if let Some(t) = T143::new(v) {
            assert_eq!(t.expand::<T150>().get(), v);
        }
        if let Some(t) = T143::new(v) {
            assert_eq!(t.expand::<T154>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T143>; 2] = [T143::new(v), None];
        assert_eq!(through[0].map(T143::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [i8::MIN, -1i8, 0i8, 1i8, 126i8, 127i8] {
        check(v);
    }
    assert_eq!(size_of::<Option<T143>>(), size_of::<i8>());
    assert_eq!(T143::MIN.get(), 0i8);
    assert_eq!(T143::MAX.get(), 127i8);
}

#[is_syntax]
type T144 = is!(i8 is ..0);

#[test]
fn t144_i8() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: i8) -> bool {
        match v {
            ..0 => true,
            _ => false,
        }
    }
    let check = |v: i8| {
        let admitted = oracle(v);
        assert_eq!(T144::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T144::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T144::new(v).map(T144::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T144::new_unchecked(v) }.get(), v);
        }
        assert_eq!(T144::from_ref(&v).map(|r| r.get()), admitted.then_some(v));
        if let Some(r) = T144::from_ref(&v) {
            assert_eq!(bytes(r), bytes(&v));
            assert_eq!(*r.as_ref(), v);
            assert_eq!(bytes(r.as_ref()), bytes(&v));
        }
        assert_eq!(
            bytemuck::checked::try_cast::<i8, T144>(v)
                .ok()
                .map(T144::get),
            admitted.then_some(v)
        );
        assert_eq!(
            bytemuck::checked::try_from_bytes::<T144>(bytemuck::bytes_of(&v))
                .ok()
                .map(|r| r.get()),
            admitted.then_some(v)
        );
        if let Some(t) = T144::new(v) {
            assert_eq!(t.expand::<T149>().get(), v);
        }
        if let Some(t) = T144::new(v) {
            assert_eq!(t.expand::<T151>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T144>; 2] = [T144::new(v), None];
        assert_eq!(through[0].map(T144::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [i8::MIN, -127i8, -2i8, -1i8, 0i8, 1i8, 127i8] {
        check(v);
    }
    assert_eq!(size_of::<Option<T144>>(), size_of::<i8>());
    assert_eq!(T144::MIN.get(), i8::MIN);
    assert_eq!(T144::MAX.get(), -1i8);
}

#[is_syntax]
type T145 = is!(i8 is ..=-77);

#[test]
fn t145_i8() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: i8) -> bool {
        match v {
            ..=-77 => true,
            _ => false,
        }
    }
    let check = |v: i8| {
        let admitted = oracle(v);
        assert_eq!(T145::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T145::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T145::new(v).map(T145::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T145::new_unchecked(v) }.get(), v);
        }
        assert_eq!(T145::from_ref(&v).map(|r| r.get()), admitted.then_some(v));
        if let Some(r) = T145::from_ref(&v) {
            assert_eq!(bytes(r), bytes(&v));
            assert_eq!(*r.as_ref(), v);
            assert_eq!(bytes(r.as_ref()), bytes(&v));
        }
        assert_eq!(
            bytemuck::checked::try_cast::<i8, T145>(v)
                .ok()
                .map(T145::get),
            admitted.then_some(v)
        );
        assert_eq!(
            bytemuck::checked::try_from_bytes::<T145>(bytemuck::bytes_of(&v))
                .ok()
                .map(|r| r.get()),
            admitted.then_some(v)
        );
        if let Some(t) = T145::new(v) {
            assert_eq!(t.expand::<T144>().get(), v);
        }
        if let Some(t) = T145::new(v) {
            assert_eq!(t.expand::<T148>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T145>; 2] = [T145::new(v), None];
        assert_eq!(through[0].map(T145::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [i8::MIN, -127i8, -78i8, -77i8, -76i8, 0i8, 1i8, 127i8] {
        check(v);
    }
    assert_eq!(size_of::<Option<T145>>(), size_of::<i8>());
    assert_eq!(T145::MIN.get(), i8::MIN);
    assert_eq!(T145::MAX.get(), -77i8);
}

#[is_syntax]
type T146 = is!(i8 is 76);

#[test]
fn t146_i8() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: i8) -> bool {
        match v {
            76 => true,
            _ => false,
        }
    }
    let check = |v: i8| {
        let admitted = oracle(v);
        assert_eq!(T146::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T146::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T146::new(v).map(T146::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T146::new_unchecked(v) }.get(), v);
        }
        assert_eq!(T146::from_ref(&v).map(|r| r.get()), admitted.then_some(v));
        if let Some(r) = T146::from_ref(&v) {
            assert_eq!(bytes(r), bytes(&v));
            assert_eq!(*r.as_ref(), v);
            assert_eq!(bytes(r.as_ref()), bytes(&v));
        }
        assert_eq!(
            bytemuck::checked::try_cast::<i8, T146>(v)
                .ok()
                .map(T146::get),
            admitted.then_some(v)
        );
        assert_eq!(
            bytemuck::checked::try_from_bytes::<T146>(bytemuck::bytes_of(&v))
                .ok()
                .map(|r| r.get()),
            admitted.then_some(v)
        );
        if let Some(t) = T146::new(v) {
            assert_eq!(t.expand::<T143>().get(), v);
        }
        if let Some(t) = T146::new(v) {
            assert_eq!(t.expand::<T147>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T146>; 2] = [T146::new(v), None];
        assert_eq!(through[0].map(T146::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [i8::MIN, 0i8, 1i8, 75i8, 76i8, 77i8, 127i8] {
        check(v);
    }
    assert_eq!(size_of::<Option<T146>>(), size_of::<i8>());
    assert_eq!(T146::MIN.get(), 76i8);
    assert_eq!(T146::MAX.get(), 76i8);
}

#[is_syntax]
type T147 = is!(i8 is (-77 | 0..=76));

#[test]
fn t147_i8() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: i8) -> bool {
        match v {
            (-77 | 0..=76) => true,
            _ => false,
        }
    }
    let check = |v: i8| {
        let admitted = oracle(v);
        assert_eq!(T147::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T147::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T147::new(v).map(T147::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T147::new_unchecked(v) }.get(), v);
        }
        assert_eq!(T147::from_ref(&v).map(|r| r.get()), admitted.then_some(v));
        if let Some(r) = T147::from_ref(&v) {
            assert_eq!(bytes(r), bytes(&v));
            assert_eq!(*r.as_ref(), v);
            assert_eq!(bytes(r.as_ref()), bytes(&v));
        }
        assert_eq!(
            bytemuck::checked::try_cast::<i8, T147>(v)
                .ok()
                .map(T147::get),
            admitted.then_some(v)
        );
        assert_eq!(
            bytemuck::checked::try_from_bytes::<T147>(bytemuck::bytes_of(&v))
                .ok()
                .map(|r| r.get()),
            admitted.then_some(v)
        );
        if let Some(t) = T147::new(v) {
            assert_eq!(t.expand::<T149>().get(), v);
        }
        if let Some(t) = T147::new(v) {
            assert_eq!(t.expand::<T150>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T147>; 2] = [T147::new(v), None];
        assert_eq!(through[0].map(T147::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        i8::MIN,
        -78i8,
        -77i8,
        -76i8,
        -1i8,
        0i8,
        1i8,
        75i8,
        76i8,
        77i8,
        127i8,
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T147>>(), size_of::<i8>());
    assert_eq!(T147::MIN.get(), -77i8);
    assert_eq!(T147::MAX.get(), 76i8);
}

#[is_syntax]
type T148 = is!(i8 is (..=-77 | 76..));

#[test]
fn t148_i8() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: i8) -> bool {
        match v {
            (..=-77 | 76..) => true,
            _ => false,
        }
    }
    let check = |v: i8| {
        let admitted = oracle(v);
        assert_eq!(T148::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T148::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T148::new(v).map(T148::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T148::new_unchecked(v) }.get(), v);
        }
        assert_eq!(T148::from_ref(&v).map(|r| r.get()), admitted.then_some(v));
        if let Some(r) = T148::from_ref(&v) {
            assert_eq!(bytes(r), bytes(&v));
            assert_eq!(*r.as_ref(), v);
            assert_eq!(bytes(r.as_ref()), bytes(&v));
        }
        assert_eq!(
            bytemuck::checked::try_cast::<i8, T148>(v)
                .ok()
                .map(T148::get),
            admitted.then_some(v)
        );
        assert_eq!(
            bytemuck::checked::try_from_bytes::<T148>(bytemuck::bytes_of(&v))
                .ok()
                .map(|r| r.get()),
            admitted.then_some(v)
        );
        if let Some(t) = T148::new(v) {
            assert_eq!(t.expand::<T151>().get(), v);
        }
        if let Some(t) = T148::new(v) {
            assert_eq!(t.expand::<T154>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T148>; 2] = [T148::new(v), None];
        assert_eq!(through[0].map(T148::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        i8::MIN,
        -127i8,
        -78i8,
        -77i8,
        -76i8,
        0i8,
        1i8,
        75i8,
        76i8,
        77i8,
        126i8,
        127i8,
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T148>>(), size_of::<i8>());
    assert_eq!(T148::MIN.get(), i8::MIN);
    assert_eq!(T148::MAX.get(), 127i8);
}

#[is_syntax]
type T149 = is!(i8 is ..127);

#[test]
fn t149_i8() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: i8) -> bool {
        match v {
            ..127 => true,
            _ => false,
        }
    }
    let check = |v: i8| {
        let admitted = oracle(v);
        assert_eq!(T149::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T149::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T149::new(v).map(T149::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T149::new_unchecked(v) }.get(), v);
        }
        assert_eq!(T149::from_ref(&v).map(|r| r.get()), admitted.then_some(v));
        if let Some(r) = T149::from_ref(&v) {
            assert_eq!(bytes(r), bytes(&v));
            assert_eq!(*r.as_ref(), v);
            assert_eq!(bytes(r.as_ref()), bytes(&v));
        }
        assert_eq!(
            bytemuck::checked::try_cast::<i8, T149>(v)
                .ok()
                .map(T149::get),
            admitted.then_some(v)
        );
        assert_eq!(
            bytemuck::checked::try_from_bytes::<T149>(bytemuck::bytes_of(&v))
                .ok()
                .map(|r| r.get()),
            admitted.then_some(v)
        );
        if let Some(t) = T149::new(v) {
            assert_eq!(t.expand::<T157>().get(), v);
        }
        if let Some(t) = T149::new(v) {
            assert_eq!(t.expand::<T159>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T149>; 2] = [T149::new(v), None];
        assert_eq!(through[0].map(T149::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [i8::MIN, -127i8, 0i8, 1i8, 125i8, 126i8, 127i8] {
        check(v);
    }
    assert_eq!(size_of::<Option<T149>>(), size_of::<i8>());
    assert_eq!(T149::MIN.get(), i8::MIN);
    assert_eq!(T149::MAX.get(), 126i8);
}

#[is_syntax]
type T150 = is!(i8 is -127..);

#[test]
fn t150_i8() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: i8) -> bool {
        match v {
            -127.. => true,
            _ => false,
        }
    }
    let check = |v: i8| {
        let admitted = oracle(v);
        assert_eq!(T150::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T150::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T150::new(v).map(T150::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T150::new_unchecked(v) }.get(), v);
        }
        assert_eq!(T150::from_ref(&v).map(|r| r.get()), admitted.then_some(v));
        if let Some(r) = T150::from_ref(&v) {
            assert_eq!(bytes(r), bytes(&v));
            assert_eq!(*r.as_ref(), v);
            assert_eq!(bytes(r.as_ref()), bytes(&v));
        }
        assert_eq!(
            bytemuck::checked::try_cast::<i8, T150>(v)
                .ok()
                .map(T150::get),
            admitted.then_some(v)
        );
        assert_eq!(
            bytemuck::checked::try_from_bytes::<T150>(bytemuck::bytes_of(&v))
                .ok()
                .map(|r| r.get()),
            admitted.then_some(v)
        );
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T150>; 2] = [T150::new(v), None];
        assert_eq!(through[0].map(T150::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [i8::MIN, -127i8, -126i8, 0i8, 1i8, 126i8, 127i8] {
        check(v);
    }
    assert_eq!(size_of::<Option<T150>>(), size_of::<i8>());
    assert_eq!(T150::MIN.get(), -127i8);
    assert_eq!(T150::MAX.get(), 127i8);
}

#[is_syntax]
type T151 = is!(i8 is (..0 | 1..));

#[test]
fn t151_i8() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: i8) -> bool {
        match v {
            (..0 | 1..) => true,
            _ => false,
        }
    }
    let check = |v: i8| {
        let admitted = oracle(v);
        assert_eq!(T151::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T151::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T151::new(v).map(T151::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T151::new_unchecked(v) }.get(), v);
        }
        assert_eq!(T151::from_ref(&v).map(|r| r.get()), admitted.then_some(v));
        if let Some(r) = T151::from_ref(&v) {
            assert_eq!(bytes(r), bytes(&v));
            assert_eq!(*r.as_ref(), v);
            assert_eq!(bytes(r.as_ref()), bytes(&v));
        }
        assert_eq!(
            bytemuck::checked::try_cast::<i8, T151>(v)
                .ok()
                .map(T151::get),
            admitted.then_some(v)
        );
        assert_eq!(
            bytemuck::checked::try_from_bytes::<T151>(bytemuck::bytes_of(&v))
                .ok()
                .map(|r| r.get()),
            admitted.then_some(v)
        );
        if let Some(t) = T151::new(v) {
            assert_eq!(t.expand::<T162>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T151>; 2] = [T151::new(v), None];
        assert_eq!(through[0].map(T151::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [i8::MIN, -127i8, -2i8, -1i8, 0i8, 1i8, 2i8, 126i8, 127i8] {
        check(v);
    }
    assert_eq!(size_of::<Option<T151>>(), size_of::<i8>());
    assert_eq!(T151::MIN.get(), i8::MIN);
    assert_eq!(T151::MAX.get(), 127i8);
}

#[is_syntax]
type T152 = is!(i8 is -128..=-128);

#[test]
fn t152_i8() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: i8) -> bool {
        match v {
            -128..=-128 => true,
            _ => false,
        }
    }
    let check = |v: i8| {
        let admitted = oracle(v);
        assert_eq!(T152::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T152::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T152::new(v).map(T152::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T152::new_unchecked(v) }.get(), v);
        }
        assert_eq!(T152::from_ref(&v).map(|r| r.get()), admitted.then_some(v));
        if let Some(r) = T152::from_ref(&v) {
            assert_eq!(bytes(r), bytes(&v));
            assert_eq!(*r.as_ref(), v);
            assert_eq!(bytes(r.as_ref()), bytes(&v));
        }
        assert_eq!(
            bytemuck::checked::try_cast::<i8, T152>(v)
                .ok()
                .map(T152::get),
            admitted.then_some(v)
        );
        assert_eq!(
            bytemuck::checked::try_from_bytes::<T152>(bytemuck::bytes_of(&v))
                .ok()
                .map(|r| r.get()),
            admitted.then_some(v)
        );
        if let Some(t) = T152::new(v) {
            assert_eq!(t.expand::<T144>().get(), v);
        }
        if let Some(t) = T152::new(v) {
            assert_eq!(t.expand::<T145>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T152>; 2] = [T152::new(v), None];
        assert_eq!(through[0].map(T152::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [i8::MIN, -127i8, 0i8, 1i8, 127i8] {
        check(v);
    }
    assert_eq!(size_of::<Option<T152>>(), size_of::<i8>());
    assert_eq!(T152::MIN.get(), i8::MIN);
    assert_eq!(T152::MAX.get(), i8::MIN);
}

const LO_153: i8 = -77i8;
const HI_153: i8 = 0i8;
#[is_syntax]
type T153 = is!(i8 is LO_153..HI_153);

#[test]
fn t153_i8() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: i8) -> bool {
        match v {
            LO_153..HI_153 => true,
            _ => false,
        }
    }
    let check = |v: i8| {
        let admitted = oracle(v);
        assert_eq!(T153::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T153::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T153::new(v).map(T153::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T153::new_unchecked(v) }.get(), v);
        }

        if let Some(t) = T153::new(v) {
            assert_eq!(t.expand::<T141>().get(), v);
        }
        if let Some(t) = T153::new(v) {
            assert_eq!(t.expand::<T142>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T153>; 2] = [T153::new(v), None];
        assert_eq!(through[0].map(T153::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [i8::MIN, -78i8, -77i8, -76i8, -2i8, -1i8, 0i8, 1i8, 127i8] {
        check(v);
    }
    assert_eq!(size_of::<Option<T153>>(), size_of::<i8>());
    assert_eq!(T153::MIN.get(), -77i8);
    assert_eq!(T153::MAX.get(), -1i8);
}

const LO_154: i8 = -77i8;
const HI_154: i8 = 0i8;
#[is_syntax]
type T154 = is!(i8 is (..=LO_154 | HI_154..));

#[test]
fn t154_i8() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: i8) -> bool {
        match v {
            (..=LO_154 | HI_154..) => true,
            _ => false,
        }
    }
    let check = |v: i8| {
        let admitted = oracle(v);
        assert_eq!(T154::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T154::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T154::new(v).map(T154::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T154::new_unchecked(v) }.get(), v);
        }

        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T154>; 2] = [T154::new(v), None];
        assert_eq!(through[0].map(T154::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        i8::MIN,
        -127i8,
        -78i8,
        -77i8,
        -76i8,
        -1i8,
        0i8,
        1i8,
        126i8,
        127i8,
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T154>>(), size_of::<i8>());
}

#[is_syntax]
type T155 = is!(i8 is i8::MIN..0);

#[test]
fn t155_i8() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: i8) -> bool {
        match v {
            i8::MIN..0 => true,
            _ => false,
        }
    }
    let check = |v: i8| {
        let admitted = oracle(v);
        assert_eq!(T155::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T155::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T155::new(v).map(T155::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T155::new_unchecked(v) }.get(), v);
        }
        assert_eq!(T155::from_ref(&v).map(|r| r.get()), admitted.then_some(v));
        if let Some(r) = T155::from_ref(&v) {
            assert_eq!(bytes(r), bytes(&v));
            assert_eq!(*r.as_ref(), v);
            assert_eq!(bytes(r.as_ref()), bytes(&v));
        }
        assert_eq!(
            bytemuck::checked::try_cast::<i8, T155>(v)
                .ok()
                .map(T155::get),
            admitted.then_some(v)
        );
        assert_eq!(
            bytemuck::checked::try_from_bytes::<T155>(bytemuck::bytes_of(&v))
                .ok()
                .map(|r| r.get()),
            admitted.then_some(v)
        );
        if let Some(t) = T155::new(v) {
            assert_eq!(t.expand::<T144>().get(), v);
        }
        if let Some(t) = T155::new(v) {
            assert_eq!(t.expand::<T149>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T155>; 2] = [T155::new(v), None];
        assert_eq!(through[0].map(T155::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [i8::MIN, -127i8, -2i8, -1i8, 0i8, 1i8, 127i8] {
        check(v);
    }
    assert_eq!(size_of::<Option<T155>>(), size_of::<i8>());
    assert_eq!(T155::MIN.get(), i8::MIN);
    assert_eq!(T155::MAX.get(), -1i8);
}

#[is_syntax]
type T156 = is!(i8 is -77..=i8::MAX);

#[test]
fn t156_i8() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: i8) -> bool {
        match v {
            -77..=i8::MAX => true,
            _ => false,
        }
    }
    let check = |v: i8| {
        let admitted = oracle(v);
        assert_eq!(T156::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T156::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T156::new(v).map(T156::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T156::new_unchecked(v) }.get(), v);
        }
        assert_eq!(T156::from_ref(&v).map(|r| r.get()), admitted.then_some(v));
        if let Some(r) = T156::from_ref(&v) {
            assert_eq!(bytes(r), bytes(&v));
            assert_eq!(*r.as_ref(), v);
            assert_eq!(bytes(r.as_ref()), bytes(&v));
        }
        assert_eq!(
            bytemuck::checked::try_cast::<i8, T156>(v)
                .ok()
                .map(T156::get),
            admitted.then_some(v)
        );
        assert_eq!(
            bytemuck::checked::try_from_bytes::<T156>(bytemuck::bytes_of(&v))
                .ok()
                .map(|r| r.get()),
            admitted.then_some(v)
        );
        if let Some(t) = T156::new(v) {
            assert_eq!(t.expand::<T150>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T156>; 2] = [T156::new(v), None];
        assert_eq!(through[0].map(T156::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [i8::MIN, -78i8, -77i8, -76i8, 0i8, 1i8, 126i8, 127i8] {
        check(v);
    }
    assert_eq!(size_of::<Option<T156>>(), size_of::<i8>());
    assert_eq!(T156::MIN.get(), -77i8);
    assert_eq!(T156::MAX.get(), 127i8);
}

#[is_syntax]
type T157 = is!(i8 is ..i8::MAX);

#[test]
fn t157_i8() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: i8) -> bool {
        match v {
            ..i8::MAX => true,
            _ => false,
        }
    }
    let check = |v: i8| {
        let admitted = oracle(v);
        assert_eq!(T157::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T157::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T157::new(v).map(T157::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T157::new_unchecked(v) }.get(), v);
        }
        assert_eq!(T157::from_ref(&v).map(|r| r.get()), admitted.then_some(v));
        if let Some(r) = T157::from_ref(&v) {
            assert_eq!(bytes(r), bytes(&v));
            assert_eq!(*r.as_ref(), v);
            assert_eq!(bytes(r.as_ref()), bytes(&v));
        }
        assert_eq!(
            bytemuck::checked::try_cast::<i8, T157>(v)
                .ok()
                .map(T157::get),
            admitted.then_some(v)
        );
        assert_eq!(
            bytemuck::checked::try_from_bytes::<T157>(bytemuck::bytes_of(&v))
                .ok()
                .map(|r| r.get()),
            admitted.then_some(v)
        );
        if let Some(t) = T157::new(v) {
            assert_eq!(t.expand::<T149>().get(), v);
        }
        if let Some(t) = T157::new(v) {
            assert_eq!(t.expand::<T159>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T157>; 2] = [T157::new(v), None];
        assert_eq!(through[0].map(T157::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [i8::MIN, -127i8, 0i8, 1i8, 125i8, 126i8, 127i8] {
        check(v);
    }
    assert_eq!(size_of::<Option<T157>>(), size_of::<i8>());
    assert_eq!(T157::MIN.get(), i8::MIN);
    assert_eq!(T157::MAX.get(), 126i8);
}

#[is_syntax]
type T158 = is!(i8 is (-128 | ::core::primitive::i8::MAX));

#[test]
fn t158_i8() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: i8) -> bool {
        match v {
            (-128 | ::core::primitive::i8::MAX) => true,
            _ => false,
        }
    }
    let check = |v: i8| {
        let admitted = oracle(v);
        assert_eq!(T158::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T158::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T158::new(v).map(T158::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T158::new_unchecked(v) }.get(), v);
        }
        assert_eq!(T158::from_ref(&v).map(|r| r.get()), admitted.then_some(v));
        if let Some(r) = T158::from_ref(&v) {
            assert_eq!(bytes(r), bytes(&v));
            assert_eq!(*r.as_ref(), v);
            assert_eq!(bytes(r.as_ref()), bytes(&v));
        }
        assert_eq!(
            bytemuck::checked::try_cast::<i8, T158>(v)
                .ok()
                .map(T158::get),
            admitted.then_some(v)
        );
        assert_eq!(
            bytemuck::checked::try_from_bytes::<T158>(bytemuck::bytes_of(&v))
                .ok()
                .map(|r| r.get()),
            admitted.then_some(v)
        );
        if let Some(t) = T158::new(v) {
            assert_eq!(t.expand::<T148>().get(), v);
        }
        if let Some(t) = T158::new(v) {
            assert_eq!(t.expand::<T151>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T158>; 2] = [T158::new(v), None];
        assert_eq!(through[0].map(T158::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [i8::MIN, -127i8, 0i8, 1i8, 126i8, 127i8] {
        check(v);
    }
    assert_eq!(size_of::<Option<T158>>(), size_of::<i8>());
    assert_eq!(T158::MIN.get(), i8::MIN);
    assert_eq!(T158::MAX.get(), 127i8);
}

#[is_syntax]
type T159 = is!(i8 is -128..=126);

#[test]
fn t159_i8() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: i8) -> bool {
        match v {
            -128..=126 => true,
            _ => false,
        }
    }
    let check = |v: i8| {
        let admitted = oracle(v);
        assert_eq!(T159::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T159::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T159::new(v).map(T159::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T159::new_unchecked(v) }.get(), v);
        }
        assert_eq!(T159::from_ref(&v).map(|r| r.get()), admitted.then_some(v));
        if let Some(r) = T159::from_ref(&v) {
            assert_eq!(bytes(r), bytes(&v));
            assert_eq!(*r.as_ref(), v);
            assert_eq!(bytes(r.as_ref()), bytes(&v));
        }
        assert_eq!(
            bytemuck::checked::try_cast::<i8, T159>(v)
                .ok()
                .map(T159::get),
            admitted.then_some(v)
        );
        assert_eq!(
            bytemuck::checked::try_from_bytes::<T159>(bytemuck::bytes_of(&v))
                .ok()
                .map(|r| r.get()),
            admitted.then_some(v)
        );
        if let Some(t) = T159::new(v) {
            assert_eq!(t.expand::<T149>().get(), v);
        }
        if let Some(t) = T159::new(v) {
            assert_eq!(t.expand::<T157>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T159>; 2] = [T159::new(v), None];
        assert_eq!(through[0].map(T159::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [i8::MIN, -127i8, 0i8, 1i8, 125i8, 126i8, 127i8] {
        check(v);
    }
    assert_eq!(size_of::<Option<T159>>(), size_of::<i8>());
    assert_eq!(T159::MIN.get(), i8::MIN);
    assert_eq!(T159::MAX.get(), 126i8);
}

#[is_syntax]
type T160 = is!(i8 is -5..=5);

#[test]
fn t160_i8() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: i8) -> bool {
        match v {
            -5..=5 => true,
            _ => false,
        }
    }
    let check = |v: i8| {
        let admitted = oracle(v);
        assert_eq!(T160::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T160::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T160::new(v).map(T160::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T160::new_unchecked(v) }.get(), v);
        }
        assert_eq!(T160::from_ref(&v).map(|r| r.get()), admitted.then_some(v));
        if let Some(r) = T160::from_ref(&v) {
            assert_eq!(bytes(r), bytes(&v));
            assert_eq!(*r.as_ref(), v);
            assert_eq!(bytes(r.as_ref()), bytes(&v));
        }
        assert_eq!(
            bytemuck::checked::try_cast::<i8, T160>(v)
                .ok()
                .map(T160::get),
            admitted.then_some(v)
        );
        assert_eq!(
            bytemuck::checked::try_from_bytes::<T160>(bytemuck::bytes_of(&v))
                .ok()
                .map(|r| r.get()),
            admitted.then_some(v)
        );
        if let Some(t) = T160::new(v) {
            assert_eq!(t.expand::<T149>().get(), v);
        }
        if let Some(t) = T160::new(v) {
            assert_eq!(t.expand::<T150>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T160>; 2] = [T160::new(v), None];
        assert_eq!(through[0].map(T160::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [i8::MIN, -6i8, -5i8, -4i8, 0i8, 1i8, 4i8, 5i8, 6i8, 127i8] {
        check(v);
    }
    assert_eq!(size_of::<Option<T160>>(), size_of::<i8>());
    assert_eq!(T160::MIN.get(), -5i8);
    assert_eq!(T160::MAX.get(), 5i8);
}

#[is_syntax]
type T161 = is!(i8 is ..=-1);

#[test]
fn t161_i8() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: i8) -> bool {
        match v {
            ..=-1 => true,
            _ => false,
        }
    }
    let check = |v: i8| {
        let admitted = oracle(v);
        assert_eq!(T161::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T161::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T161::new(v).map(T161::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T161::new_unchecked(v) }.get(), v);
        }
        assert_eq!(T161::from_ref(&v).map(|r| r.get()), admitted.then_some(v));
        if let Some(r) = T161::from_ref(&v) {
            assert_eq!(bytes(r), bytes(&v));
            assert_eq!(*r.as_ref(), v);
            assert_eq!(bytes(r.as_ref()), bytes(&v));
        }
        assert_eq!(
            bytemuck::checked::try_cast::<i8, T161>(v)
                .ok()
                .map(T161::get),
            admitted.then_some(v)
        );
        assert_eq!(
            bytemuck::checked::try_from_bytes::<T161>(bytemuck::bytes_of(&v))
                .ok()
                .map(|r| r.get()),
            admitted.then_some(v)
        );
        if let Some(t) = T161::new(v) {
            assert_eq!(t.expand::<T144>().get(), v);
        }
        if let Some(t) = T161::new(v) {
            assert_eq!(t.expand::<T149>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T161>; 2] = [T161::new(v), None];
        assert_eq!(through[0].map(T161::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [i8::MIN, -127i8, -2i8, -1i8, 0i8, 1i8, 127i8] {
        check(v);
    }
    assert_eq!(size_of::<Option<T161>>(), size_of::<i8>());
    assert_eq!(T161::MIN.get(), i8::MIN);
    assert_eq!(T161::MAX.get(), -1i8);
}

#[is_syntax]
type T162 = is!(i8 is (..0 | 1..));

#[test]
fn t162_i8() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: i8) -> bool {
        match v {
            (..0 | 1..) => true,
            _ => false,
        }
    }
    let check = |v: i8| {
        let admitted = oracle(v);
        assert_eq!(T162::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T162::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T162::new(v).map(T162::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T162::new_unchecked(v) }.get(), v);
        }
        assert_eq!(T162::from_ref(&v).map(|r| r.get()), admitted.then_some(v));
        if let Some(r) = T162::from_ref(&v) {
            assert_eq!(bytes(r), bytes(&v));
            assert_eq!(*r.as_ref(), v);
            assert_eq!(bytes(r.as_ref()), bytes(&v));
        }
        assert_eq!(
            bytemuck::checked::try_cast::<i8, T162>(v)
                .ok()
                .map(T162::get),
            admitted.then_some(v)
        );
        assert_eq!(
            bytemuck::checked::try_from_bytes::<T162>(bytemuck::bytes_of(&v))
                .ok()
                .map(|r| r.get()),
            admitted.then_some(v)
        );
        if let Some(t) = T162::new(v) {
            assert_eq!(t.expand::<T151>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T162>; 2] = [T162::new(v), None];
        assert_eq!(through[0].map(T162::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [i8::MIN, -127i8, -2i8, -1i8, 0i8, 1i8, 2i8, 126i8, 127i8] {
        check(v);
    }
    assert_eq!(size_of::<Option<T162>>(), size_of::<i8>());
    assert_eq!(T162::MIN.get(), i8::MIN);
    assert_eq!(T162::MAX.get(), 127i8);
}

#[is_syntax]
type T163 = is!(i8 is 0..);

#[test]
fn t163_i8() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: i8) -> bool {
        match v {
            0.. => true,
            _ => false,
        }
    }
    let check = |v: i8| {
        let admitted = oracle(v);
        assert_eq!(T163::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T163::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T163::new(v).map(T163::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T163::new_unchecked(v) }.get(), v);
        }
        assert_eq!(T163::from_ref(&v).map(|r| r.get()), admitted.then_some(v));
        if let Some(r) = T163::from_ref(&v) {
            assert_eq!(bytes(r), bytes(&v));
            assert_eq!(*r.as_ref(), v);
            assert_eq!(bytes(r.as_ref()), bytes(&v));
        }
        assert_eq!(
            bytemuck::checked::try_cast::<i8, T163>(v)
                .ok()
                .map(T163::get),
            admitted.then_some(v)
        );
        assert_eq!(
            bytemuck::checked::try_from_bytes::<T163>(bytemuck::bytes_of(&v))
                .ok()
                .map(|r| r.get()),
            admitted.then_some(v)
        );
        if let Some(t) = T163::new(v) {
            assert_eq!(t.expand::<T143>().get(), v);
        }
        if let Some(t) = T163::new(v) {
            assert_eq!(t.expand::<T150>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T163>; 2] = [T163::new(v), None];
        assert_eq!(through[0].map(T163::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [i8::MIN, -1i8, 0i8, 1i8, 126i8, 127i8] {
        check(v);
    }
    assert_eq!(size_of::<Option<T163>>(), size_of::<i8>());
    assert_eq!(T163::MIN.get(), 0i8);
    assert_eq!(T163::MAX.get(), 127i8);
}

#[is_syntax]
type T164 = is!(i16 is -19661..0);

#[test]
fn t164_i16() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: i16) -> bool {
        match v {
            -19661..0 => true,
            _ => false,
        }
    }
    let check = |v: i16| {
        let admitted = oracle(v);
        assert_eq!(T164::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T164::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T164::new(v).map(T164::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T164::new_unchecked(v) }.get(), v);
        }
        assert_eq!(T164::from_ref(&v).map(|r| r.get()), admitted.then_some(v));
        if let Some(r) = T164::from_ref(&v) {
            assert_eq!(bytes(r), bytes(&v));
            assert_eq!(*r.as_ref(), v);
            assert_eq!(bytes(r.as_ref()), bytes(&v));
        }
        assert_eq!(
            bytemuck::checked::try_cast::<i16, T164>(v)
                .ok()
                .map(T164::get),
            admitted.then_some(v)
        );
        assert_eq!(
            bytemuck::checked::try_from_bytes::<T164>(bytemuck::bytes_of(&v))
                .ok()
                .map(|r| r.get()),
            admitted.then_some(v)
        );
        if let Some(t) = T164::new(v) {
            assert_eq!(t.expand::<T165>().get(), v);
        }
        if let Some(t) = T164::new(v) {
            assert_eq!(t.expand::<T167>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T164>; 2] = [T164::new(v), None];
        assert_eq!(through[0].map(T164::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        i16::MIN,
        -19662i16,
        -19661i16,
        -19660i16,
        -2i16,
        -1i16,
        0i16,
        1i16,
        32767i16,
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T164>>(), size_of::<i16>());
    assert_eq!(T164::MIN.get(), -19661i16);
    assert_eq!(T164::MAX.get(), -1i16);
}

#[is_syntax]
type T165 = is!(i16 is -19661..=0);

#[test]
fn t165_i16() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: i16) -> bool {
        match v {
            -19661..=0 => true,
            _ => false,
        }
    }
    let check = |v: i16| {
        let admitted = oracle(v);
        assert_eq!(T165::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T165::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T165::new(v).map(T165::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T165::new_unchecked(v) }.get(), v);
        }
        assert_eq!(T165::from_ref(&v).map(|r| r.get()), admitted.then_some(v));
        if let Some(r) = T165::from_ref(&v) {
            assert_eq!(bytes(r), bytes(&v));
            assert_eq!(*r.as_ref(), v);
            assert_eq!(bytes(r.as_ref()), bytes(&v));
        }
        assert_eq!(
            bytemuck::checked::try_cast::<i16, T165>(v)
                .ok()
                .map(T165::get),
            admitted.then_some(v)
        );
        assert_eq!(
            bytemuck::checked::try_from_bytes::<T165>(bytemuck::bytes_of(&v))
                .ok()
                .map(|r| r.get()),
            admitted.then_some(v)
        );
        if let Some(t) = T165::new(v) {
            assert_eq!(t.expand::<T172>().get(), v);
        }
        if let Some(t) = T165::new(v) {
            assert_eq!(t.expand::<T173>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T165>; 2] = [T165::new(v), None];
        assert_eq!(through[0].map(T165::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        i16::MIN,
        -19662i16,
        -19661i16,
        -19660i16,
        -1i16,
        0i16,
        1i16,
        32767i16,
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T165>>(), size_of::<i16>());
    assert_eq!(T165::MIN.get(), -19661i16);
    assert_eq!(T165::MAX.get(), 0i16);
}

#[is_syntax]
type T166 = is!(i16 is 0..);

#[test]
fn t166_i16() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: i16) -> bool {
        match v {
            0.. => true,
            _ => false,
        }
    }
    let check = |v: i16| {
        let admitted = oracle(v);
        assert_eq!(T166::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T166::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T166::new(v).map(T166::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T166::new_unchecked(v) }.get(), v);
        }
        assert_eq!(T166::from_ref(&v).map(|r| r.get()), admitted.then_some(v));
        if let Some(r) = T166::from_ref(&v) {
            assert_eq!(bytes(r), bytes(&v));
            assert_eq!(*r.as_ref(), v);
            assert_eq!(bytes(r.as_ref()), bytes(&v));
        }
        assert_eq!(
            bytemuck::checked::try_cast::<i16, T166>(v)
                .ok()
                .map(T166::get),
            admitted.then_some(v)
        );
        assert_eq!(
            bytemuck::checked::try_from_bytes::<T166>(bytemuck::bytes_of(&v))
                .ok()
                .map(|r| r.get()),
            admitted.then_some(v)
        );
        if let Some(t) = T166::new(v) {
            assert_eq!(t.expand::<T173>().get(), v);
        }
        if let Some(t) = T166::new(v) {
            assert_eq!(t.expand::<T177>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T166>; 2] = [T166::new(v), None];
        assert_eq!(through[0].map(T166::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [i16::MIN, -1i16, 0i16, 1i16, 32766i16, 32767i16] {
        check(v);
    }
    assert_eq!(size_of::<Option<T166>>(), size_of::<i16>());
    assert_eq!(T166::MIN.get(), 0i16);
    assert_eq!(T166::MAX.get(), 32767i16);
}

#[is_syntax]
type T167 = is!(i16 is ..0);

#[test]
fn t167_i16() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: i16) -> bool {
        match v {
            ..0 => true,
            _ => false,
        }
    }
    let check = |v: i16| {
        let admitted = oracle(v);
        assert_eq!(T167::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T167::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T167::new(v).map(T167::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T167::new_unchecked(v) }.get(), v);
        }
        assert_eq!(T167::from_ref(&v).map(|r| r.get()), admitted.then_some(v));
        if let Some(r) = T167::from_ref(&v) {
            assert_eq!(bytes(r), bytes(&v));
            assert_eq!(*r.as_ref(), v);
            assert_eq!(bytes(r.as_ref()), bytes(&v));
        }
        assert_eq!(
            bytemuck::checked::try_cast::<i16, T167>(v)
                .ok()
                .map(T167::get),
            admitted.then_some(v)
        );
        assert_eq!(
            bytemuck::checked::try_from_bytes::<T167>(bytemuck::bytes_of(&v))
                .ok()
                .map(|r| r.get()),
            admitted.then_some(v)
        );
        if let Some(t) = T167::new(v) {
            assert_eq!(t.expand::<T172>().get(), v);
        }
        if let Some(t) = T167::new(v) {
            assert_eq!(t.expand::<T174>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T167>; 2] = [T167::new(v), None];
        assert_eq!(through[0].map(T167::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [i16::MIN, -32767i16, -2i16, -1i16, 0i16, 1i16, 32767i16] {
        check(v);
    }
    assert_eq!(size_of::<Option<T167>>(), size_of::<i16>());
    assert_eq!(T167::MIN.get(), i16::MIN);
    assert_eq!(T167::MAX.get(), -1i16);
}

#[is_syntax]
type T168 = is!(i16 is ..=-19661);

#[test]
fn t168_i16() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: i16) -> bool {
        match v {
            ..=-19661 => true,
            _ => false,
        }
    }
    let check = |v: i16| {
        let admitted = oracle(v);
        assert_eq!(T168::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T168::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T168::new(v).map(T168::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T168::new_unchecked(v) }.get(), v);
        }
        assert_eq!(T168::from_ref(&v).map(|r| r.get()), admitted.then_some(v));
        if let Some(r) = T168::from_ref(&v) {
            assert_eq!(bytes(r), bytes(&v));
            assert_eq!(*r.as_ref(), v);
            assert_eq!(bytes(r.as_ref()), bytes(&v));
        }
        assert_eq!(
            bytemuck::checked::try_cast::<i16, T168>(v)
                .ok()
                .map(T168::get),
            admitted.then_some(v)
        );
        assert_eq!(
            bytemuck::checked::try_from_bytes::<T168>(bytemuck::bytes_of(&v))
                .ok()
                .map(|r| r.get()),
            admitted.then_some(v)
        );
        if let Some(t) = T168::new(v) {
            assert_eq!(t.expand::<T167>().get(), v);
        }
        if let Some(t) = T168::new(v) {
            assert_eq!(t.expand::<T171>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T168>; 2] = [T168::new(v), None];
        assert_eq!(through[0].map(T168::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        i16::MIN,
        -32767i16,
        -19662i16,
        -19661i16,
        -19660i16,
        0i16,
        1i16,
        32767i16,
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T168>>(), size_of::<i16>());
    assert_eq!(T168::MIN.get(), i16::MIN);
    assert_eq!(T168::MAX.get(), -19661i16);
}

#[is_syntax]
type T169 = is!(i16 is 19660);

#[test]
fn t169_i16() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: i16) -> bool {
        match v {
            19660 => true,
            _ => false,
        }
    }
    let check = |v: i16| {
        let admitted = oracle(v);
        assert_eq!(T169::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T169::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T169::new(v).map(T169::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T169::new_unchecked(v) }.get(), v);
        }
        assert_eq!(T169::from_ref(&v).map(|r| r.get()), admitted.then_some(v));
        if let Some(r) = T169::from_ref(&v) {
            assert_eq!(bytes(r), bytes(&v));
            assert_eq!(*r.as_ref(), v);
            assert_eq!(bytes(r.as_ref()), bytes(&v));
        }
        assert_eq!(
            bytemuck::checked::try_cast::<i16, T169>(v)
                .ok()
                .map(T169::get),
            admitted.then_some(v)
        );
        assert_eq!(
            bytemuck::checked::try_from_bytes::<T169>(bytemuck::bytes_of(&v))
                .ok()
                .map(|r| r.get()),
            admitted.then_some(v)
        );
        if let Some(t) = T169::new(v) {
            assert_eq!(t.expand::<T166>().get(), v);
        }
        if let Some(t) = T169::new(v) {
            assert_eq!(t.expand::<T170>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T169>; 2] = [T169::new(v), None];
        assert_eq!(through[0].map(T169::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [i16::MIN, 0i16, 1i16, 19659i16, 19660i16, 19661i16, 32767i16] {
        check(v);
    }
    assert_eq!(size_of::<Option<T169>>(), size_of::<i16>());
    assert_eq!(T169::MIN.get(), 19660i16);
    assert_eq!(T169::MAX.get(), 19660i16);
}

#[is_syntax]
type T170 = is!(i16 is (-19661 | 0..=19660));

#[test]
fn t170_i16() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: i16) -> bool {
        match v {
            (-19661 | 0..=19660) => true,
            _ => false,
        }
    }
    let check = |v: i16| {
        let admitted = oracle(v);
        assert_eq!(T170::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T170::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T170::new(v).map(T170::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T170::new_unchecked(v) }.get(), v);
        }
        assert_eq!(T170::from_ref(&v).map(|r| r.get()), admitted.then_some(v));
        if let Some(r) = T170::from_ref(&v) {
            assert_eq!(bytes(r), bytes(&v));
            assert_eq!(*r.as_ref(), v);
            assert_eq!(bytes(r.as_ref()), bytes(&v));
        }
        assert_eq!(
            bytemuck::checked::try_cast::<i16, T170>(v)
                .ok()
                .map(T170::get),
            admitted.then_some(v)
        );
        assert_eq!(
            bytemuck::checked::try_from_bytes::<T170>(bytemuck::bytes_of(&v))
                .ok()
                .map(|r| r.get()),
            admitted.then_some(v)
        );
        if let Some(t) = T170::new(v) {
            assert_eq!(t.expand::<T172>().get(), v);
        }
        if let Some(t) = T170::new(v) {
            assert_eq!(t.expand::<T173>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T170>; 2] = [T170::new(v), None];
        assert_eq!(through[0].map(T170::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        i16::MIN,
        -19662i16,
        -19661i16,
        -19660i16,
        -1i16,
        0i16,
        1i16,
        19659i16,
        19660i16,
        19661i16,
        32767i16,
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T170>>(), size_of::<i16>());
    assert_eq!(T170::MIN.get(), -19661i16);
    assert_eq!(T170::MAX.get(), 19660i16);
}

#[is_syntax]
type T171 = is!(i16 is (..=-19661 | 19660..));

#[test]
fn t171_i16() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: i16) -> bool {
        match v {
            (..=-19661 | 19660..) => true,
            _ => false,
        }
    }
    let check = |v: i16| {
        let admitted = oracle(v);
        assert_eq!(T171::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T171::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T171::new(v).map(T171::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T171::new_unchecked(v) }.get(), v);
        }
        assert_eq!(T171::from_ref(&v).map(|r| r.get()), admitted.then_some(v));
        if let Some(r) = T171::from_ref(&v) {
            assert_eq!(bytes(r), bytes(&v));
            assert_eq!(*r.as_ref(), v);
            assert_eq!(bytes(r.as_ref()), bytes(&v));
        }
        assert_eq!(
            bytemuck::checked::try_cast::<i16, T171>(v)
                .ok()
                .map(T171::get),
            admitted.then_some(v)
        );
        assert_eq!(
            bytemuck::checked::try_from_bytes::<T171>(bytemuck::bytes_of(&v))
                .ok()
                .map(|r| r.get()),
            admitted.then_some(v)
        );
        if let Some(t) = T171::new(v) {
            assert_eq!(t.expand::<T174>().get(), v);
        }
        if let Some(t) = T171::new(v) {
            assert_eq!(t.expand::<T177>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T171>; 2] = [T171::new(v), None];
        assert_eq!(through[0].map(T171::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        i16::MIN,
        -32767i16,
        -19662i16,
        -19661i16,
        -19660i16,
        0i16,
        1i16,
        19659i16,
        19660i16,
        19661i16,
        32766i16,
        32767i16,
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T171>>(), size_of::<i16>());
    assert_eq!(T171::MIN.get(), i16::MIN);
    assert_eq!(T171::MAX.get(), 32767i16);
}

#[is_syntax]
type T172 = is!(i16 is ..32767);

#[test]
fn t172_i16() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: i16) -> bool {
        match v {
            ..32767 => true,
            _ => false,
        }
    }
    let check = |v: i16| {
        let admitted = oracle(v);
        assert_eq!(T172::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T172::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T172::new(v).map(T172::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T172::new_unchecked(v) }.get(), v);
        }

        if let Some(t) = T172::new(v) {
            assert_eq!(t.expand::<T180>().get(), v);
        }
        if let Some(t) = T172::new(v) {
            assert_eq!(t.expand::<T182>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T172>; 2] = [T172::new(v), None];
        assert_eq!(through[0].map(T172::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        i16::MIN,
        -32767i16,
        0i16,
        1i16,
        32765i16,
        32766i16,
        32767i16,
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T172>>(), size_of::<i16>());
    assert_eq!(T172::MIN.get(), i16::MIN);
    assert_eq!(T172::MAX.get(), 32766i16);
}

#[is_syntax]
type T173 = is!(i16 is -32767..);

#[test]
fn t173_i16() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: i16) -> bool {
        match v {
            -32767.. => true,
            _ => false,
        }
    }
    let check = |v: i16| {
        let admitted = oracle(v);
        assert_eq!(T173::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T173::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T173::new(v).map(T173::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T173::new_unchecked(v) }.get(), v);
        }

        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T173>; 2] = [T173::new(v), None];
        assert_eq!(through[0].map(T173::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        i16::MIN,
        -32767i16,
        -32766i16,
        0i16,
        1i16,
        32766i16,
        32767i16,
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T173>>(), size_of::<i16>());
    assert_eq!(T173::MIN.get(), -32767i16);
    assert_eq!(T173::MAX.get(), 32767i16);
}

#[is_syntax]
type T174 = is!(i16 is (..0 | 1..));

#[test]
fn t174_i16() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: i16) -> bool {
        match v {
            (..0 | 1..) => true,
            _ => false,
        }
    }
    let check = |v: i16| {
        let admitted = oracle(v);
        assert_eq!(T174::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T174::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T174::new(v).map(T174::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T174::new_unchecked(v) }.get(), v);
        }
        assert_eq!(T174::from_ref(&v).map(|r| r.get()), admitted.then_some(v));
        if let Some(r) = T174::from_ref(&v) {
            assert_eq!(bytes(r), bytes(&v));
            assert_eq!(*r.as_ref(), v);
            assert_eq!(bytes(r.as_ref()), bytes(&v));
        }
        assert_eq!(
            bytemuck::checked::try_cast::<i16, T174>(v)
                .ok()
                .map(T174::get),
            admitted.then_some(v)
        );
        assert_eq!(
            bytemuck::checked::try_from_bytes::<T174>(bytemuck::bytes_of(&v))
                .ok()
                .map(|r| r.get()),
            admitted.then_some(v)
        );
        if let Some(t) = T174::new(v) {
            assert_eq!(t.expand::<T185>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T174>; 2] = [T174::new(v), None];
        assert_eq!(through[0].map(T174::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        i16::MIN,
        -32767i16,
        -2i16,
        -1i16,
        0i16,
        1i16,
        2i16,
        32766i16,
        32767i16,
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T174>>(), size_of::<i16>());
    assert_eq!(T174::MIN.get(), i16::MIN);
    assert_eq!(T174::MAX.get(), 32767i16);
}

#[is_syntax]
type T175 = is!(i16 is -32768..=-32768);

#[test]
fn t175_i16() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: i16) -> bool {
        match v {
            -32768..=-32768 => true,
            _ => false,
        }
    }
    let check = |v: i16| {
        let admitted = oracle(v);
        assert_eq!(T175::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T175::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T175::new(v).map(T175::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T175::new_unchecked(v) }.get(), v);
        }
        assert_eq!(T175::from_ref(&v).map(|r| r.get()), admitted.then_some(v));
        if let Some(r) = T175::from_ref(&v) {
            assert_eq!(bytes(r), bytes(&v));
            assert_eq!(*r.as_ref(), v);
            assert_eq!(bytes(r.as_ref()), bytes(&v));
        }
        assert_eq!(
            bytemuck::checked::try_cast::<i16, T175>(v)
                .ok()
                .map(T175::get),
            admitted.then_some(v)
        );
        assert_eq!(
            bytemuck::checked::try_from_bytes::<T175>(bytemuck::bytes_of(&v))
                .ok()
                .map(|r| r.get()),
            admitted.then_some(v)
        );
        if let Some(t) = T175::new(v) {
            assert_eq!(t.expand::<T167>().get(), v);
        }
        if let Some(t) = T175::new(v) {
            assert_eq!(t.expand::<T168>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T175>; 2] = [T175::new(v), None];
        assert_eq!(through[0].map(T175::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [i16::MIN, -32767i16, 0i16, 1i16, 32767i16] {
        check(v);
    }
    assert_eq!(size_of::<Option<T175>>(), size_of::<i16>());
    assert_eq!(T175::MIN.get(), i16::MIN);
    assert_eq!(T175::MAX.get(), i16::MIN);
}

const LO_176: i16 = -19661i16;
const HI_176: i16 = 0i16;
#[is_syntax]
type T176 = is!(i16 is LO_176..HI_176);

#[test]
fn t176_i16() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: i16) -> bool {
        match v {
            LO_176..HI_176 => true,
            _ => false,
        }
    }
    let check = |v: i16| {
        let admitted = oracle(v);
        assert_eq!(T176::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T176::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T176::new(v).map(T176::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T176::new_unchecked(v) }.get(), v);
        }

        if let Some(t) = T176::new(v) {
            assert_eq!(t.expand::<T164>().get(), v);
        }
        if let Some(t) = T176::new(v) {
            assert_eq!(t.expand::<T165>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T176>; 2] = [T176::new(v), None];
        assert_eq!(through[0].map(T176::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        i16::MIN,
        -19662i16,
        -19661i16,
        -19660i16,
        -2i16,
        -1i16,
        0i16,
        1i16,
        32767i16,
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T176>>(), size_of::<i16>());
    assert_eq!(T176::MIN.get(), -19661i16);
    assert_eq!(T176::MAX.get(), -1i16);
}

const LO_177: i16 = -19661i16;
const HI_177: i16 = 0i16;
#[is_syntax]
type T177 = is!(i16 is (..=LO_177 | HI_177..));

#[test]
fn t177_i16() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: i16) -> bool {
        match v {
            (..=LO_177 | HI_177..) => true,
            _ => false,
        }
    }
    let check = |v: i16| {
        let admitted = oracle(v);
        assert_eq!(T177::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T177::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T177::new(v).map(T177::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T177::new_unchecked(v) }.get(), v);
        }

        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T177>; 2] = [T177::new(v), None];
        assert_eq!(through[0].map(T177::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        i16::MIN,
        -32767i16,
        -19662i16,
        -19661i16,
        -19660i16,
        -1i16,
        0i16,
        1i16,
        32766i16,
        32767i16,
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T177>>(), size_of::<i16>());
}

#[is_syntax]
type T178 = is!(i16 is i16::MIN..0);

#[test]
fn t178_i16() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: i16) -> bool {
        match v {
            i16::MIN..0 => true,
            _ => false,
        }
    }
    let check = |v: i16| {
        let admitted = oracle(v);
        assert_eq!(T178::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T178::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T178::new(v).map(T178::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T178::new_unchecked(v) }.get(), v);
        }
        assert_eq!(T178::from_ref(&v).map(|r| r.get()), admitted.then_some(v));
        if let Some(r) = T178::from_ref(&v) {
            assert_eq!(bytes(r), bytes(&v));
            assert_eq!(*r.as_ref(), v);
            assert_eq!(bytes(r.as_ref()), bytes(&v));
        }
        assert_eq!(
            bytemuck::checked::try_cast::<i16, T178>(v)
                .ok()
                .map(T178::get),
            admitted.then_some(v)
        );
        assert_eq!(
            bytemuck::checked::try_from_bytes::<T178>(bytemuck::bytes_of(&v))
                .ok()
                .map(|r| r.get()),
            admitted.then_some(v)
        );
        if let Some(t) = T178::new(v) {
            assert_eq!(t.expand::<T167>().get(), v);
        }
        if let Some(t) = T178::new(v) {
            assert_eq!(t.expand::<T172>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T178>; 2] = [T178::new(v), None];
        assert_eq!(through[0].map(T178::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [i16::MIN, -32767i16, -2i16, -1i16, 0i16, 1i16, 32767i16] {
        check(v);
    }
    assert_eq!(size_of::<Option<T178>>(), size_of::<i16>());
    assert_eq!(T178::MIN.get(), i16::MIN);
    assert_eq!(T178::MAX.get(), -1i16);
}

#[is_syntax]
type T179 = is!(i16 is -19661..=i16::MAX);

#[test]
fn t179_i16() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: i16) -> bool {
        match v {
            -19661..=i16::MAX => true,
            _ => false,
        }
    }
    let check = |v: i16| {
        let admitted = oracle(v);
        assert_eq!(T179::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T179::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T179::new(v).map(T179::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T179::new_unchecked(v) }.get(), v);
        }
        assert_eq!(T179::from_ref(&v).map(|r| r.get()), admitted.then_some(v));
        if let Some(r) = T179::from_ref(&v) {
            assert_eq!(bytes(r), bytes(&v));
            assert_eq!(*r.as_ref(), v);
            assert_eq!(bytes(r.as_ref()), bytes(&v));
        }
        assert_eq!(
            bytemuck::checked::try_cast::<i16, T179>(v)
                .ok()
                .map(T179::get),
            admitted.then_some(v)
        );
        assert_eq!(
            bytemuck::checked::try_from_bytes::<T179>(bytemuck::bytes_of(&v))
                .ok()
                .map(|r| r.get()),
            admitted.then_some(v)
        );
        if let Some(t) = T179::new(v) {
            assert_eq!(t.expand::<T173>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T179>; 2] = [T179::new(v), None];
        assert_eq!(through[0].map(T179::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        i16::MIN,
        -19662i16,
        -19661i16,
        -19660i16,
        0i16,
        1i16,
        32766i16,
        32767i16,
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T179>>(), size_of::<i16>());
    assert_eq!(T179::MIN.get(), -19661i16);
    assert_eq!(T179::MAX.get(), 32767i16);
}

#[is_syntax]
type T180 = is!(i16 is ..i16::MAX);

#[test]
fn t180_i16() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: i16) -> bool {
        match v {
            ..i16::MAX => true,
            _ => false,
        }
    }
    let check = |v: i16| {
        let admitted = oracle(v);
        assert_eq!(T180::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T180::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T180::new(v).map(T180::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T180::new_unchecked(v) }.get(), v);
        }

        if let Some(t) = T180::new(v) {
            assert_eq!(t.expand::<T172>().get(), v);
        }
        if let Some(t) = T180::new(v) {
            assert_eq!(t.expand::<T182>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T180>; 2] = [T180::new(v), None];
        assert_eq!(through[0].map(T180::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        i16::MIN,
        -32767i16,
        0i16,
        1i16,
        32765i16,
        32766i16,
        32767i16,
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T180>>(), size_of::<i16>());
    assert_eq!(T180::MIN.get(), i16::MIN);
    assert_eq!(T180::MAX.get(), 32766i16);
}

#[is_syntax]
type T181 = is!(i16 is (-32768 | ::core::primitive::i16::MAX));

#[test]
fn t181_i16() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: i16) -> bool {
        match v {
            (-32768 | ::core::primitive::i16::MAX) => true,
            _ => false,
        }
    }
    let check = |v: i16| {
        let admitted = oracle(v);
        assert_eq!(T181::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T181::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T181::new(v).map(T181::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T181::new_unchecked(v) }.get(), v);
        }
        assert_eq!(T181::from_ref(&v).map(|r| r.get()), admitted.then_some(v));
        if let Some(r) = T181::from_ref(&v) {
            assert_eq!(bytes(r), bytes(&v));
            assert_eq!(*r.as_ref(), v);
            assert_eq!(bytes(r.as_ref()), bytes(&v));
        }
        assert_eq!(
            bytemuck::checked::try_cast::<i16, T181>(v)
                .ok()
                .map(T181::get),
            admitted.then_some(v)
        );
        assert_eq!(
            bytemuck::checked::try_from_bytes::<T181>(bytemuck::bytes_of(&v))
                .ok()
                .map(|r| r.get()),
            admitted.then_some(v)
        );
        if let Some(t) = T181::new(v) {
            assert_eq!(t.expand::<T171>().get(), v);
        }
        if let Some(t) = T181::new(v) {
            assert_eq!(t.expand::<T174>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T181>; 2] = [T181::new(v), None];
        assert_eq!(through[0].map(T181::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [i16::MIN, -32767i16, 0i16, 1i16, 32766i16, 32767i16] {
        check(v);
    }
    assert_eq!(size_of::<Option<T181>>(), size_of::<i16>());
    assert_eq!(T181::MIN.get(), i16::MIN);
    assert_eq!(T181::MAX.get(), 32767i16);
}

#[is_syntax]
type T182 = is!(i16 is -32768..=32766);

#[test]
fn t182_i16() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: i16) -> bool {
        match v {
            -32768..=32766 => true,
            _ => false,
        }
    }
    let check = |v: i16| {
        let admitted = oracle(v);
        assert_eq!(T182::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T182::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T182::new(v).map(T182::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T182::new_unchecked(v) }.get(), v);
        }

        if let Some(t) = T182::new(v) {
            assert_eq!(t.expand::<T172>().get(), v);
        }
        if let Some(t) = T182::new(v) {
            assert_eq!(t.expand::<T180>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T182>; 2] = [T182::new(v), None];
        assert_eq!(through[0].map(T182::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        i16::MIN,
        -32767i16,
        0i16,
        1i16,
        32765i16,
        32766i16,
        32767i16,
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T182>>(), size_of::<i16>());
    assert_eq!(T182::MIN.get(), i16::MIN);
    assert_eq!(T182::MAX.get(), 32766i16);
}

#[is_syntax]
type T183 = is!(i16 is -5..=5);

#[test]
fn t183_i16() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: i16) -> bool {
        match v {
            -5..=5 => true,
            _ => false,
        }
    }
    let check = |v: i16| {
        let admitted = oracle(v);
        assert_eq!(T183::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T183::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T183::new(v).map(T183::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T183::new_unchecked(v) }.get(), v);
        }
        assert_eq!(T183::from_ref(&v).map(|r| r.get()), admitted.then_some(v));
        if let Some(r) = T183::from_ref(&v) {
            assert_eq!(bytes(r), bytes(&v));
            assert_eq!(*r.as_ref(), v);
            assert_eq!(bytes(r.as_ref()), bytes(&v));
        }
        assert_eq!(
            bytemuck::checked::try_cast::<i16, T183>(v)
                .ok()
                .map(T183::get),
            admitted.then_some(v)
        );
        assert_eq!(
            bytemuck::checked::try_from_bytes::<T183>(bytemuck::bytes_of(&v))
                .ok()
                .map(|r| r.get()),
            admitted.then_some(v)
        );
        if let Some(t) = T183::new(v) {
            assert_eq!(t.expand::<T172>().get(), v);
        }
        if let Some(t) = T183::new(v) {
            assert_eq!(t.expand::<T173>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T183>; 2] = [T183::new(v), None];
        assert_eq!(through[0].map(T183::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        i16::MIN,
        -6i16,
        -5i16,
        -4i16,
        0i16,
        1i16,
        4i16,
        5i16,
        6i16,
        32767i16,
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T183>>(), size_of::<i16>());
    assert_eq!(T183::MIN.get(), -5i16);
    assert_eq!(T183::MAX.get(), 5i16);
}

#[is_syntax]
type T184 = is!(i16 is ..=-1);

#[test]
fn t184_i16() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: i16) -> bool {
        match v {
            ..=-1 => true,
            _ => false,
        }
    }
    let check = |v: i16| {
        let admitted = oracle(v);
        assert_eq!(T184::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T184::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T184::new(v).map(T184::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T184::new_unchecked(v) }.get(), v);
        }
        assert_eq!(T184::from_ref(&v).map(|r| r.get()), admitted.then_some(v));
        if let Some(r) = T184::from_ref(&v) {
            assert_eq!(bytes(r), bytes(&v));
            assert_eq!(*r.as_ref(), v);
            assert_eq!(bytes(r.as_ref()), bytes(&v));
        }
        assert_eq!(
            bytemuck::checked::try_cast::<i16, T184>(v)
                .ok()
                .map(T184::get),
            admitted.then_some(v)
        );
        assert_eq!(
            bytemuck::checked::try_from_bytes::<T184>(bytemuck::bytes_of(&v))
                .ok()
                .map(|r| r.get()),
            admitted.then_some(v)
        );
        if let Some(t) = T184::new(v) {
            assert_eq!(t.expand::<T167>().get(), v);
        }
        if let Some(t) = T184::new(v) {
            assert_eq!(t.expand::<T172>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T184>; 2] = [T184::new(v), None];
        assert_eq!(through[0].map(T184::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [i16::MIN, -32767i16, -2i16, -1i16, 0i16, 1i16, 32767i16] {
        check(v);
    }
    assert_eq!(size_of::<Option<T184>>(), size_of::<i16>());
    assert_eq!(T184::MIN.get(), i16::MIN);
    assert_eq!(T184::MAX.get(), -1i16);
}

#[is_syntax]
type T185 = is!(i16 is (..0 | 1..));

#[test]
fn t185_i16() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: i16) -> bool {
        match v {
            (..0 | 1..) => true,
            _ => false,
        }
    }
    let check = |v: i16| {
        let admitted = oracle(v);
        assert_eq!(T185::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T185::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T185::new(v).map(T185::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T185::new_unchecked(v) }.get(), v);
        }
        assert_eq!(T185::from_ref(&v).map(|r| r.get()), admitted.then_some(v));
        if let Some(r) = T185::from_ref(&v) {
            assert_eq!(bytes(r), bytes(&v));
            assert_eq!(*r.as_ref(), v);
            assert_eq!(bytes(r.as_ref()), bytes(&v));
        }
        assert_eq!(
            bytemuck::checked::try_cast::<i16, T185>(v)
                .ok()
                .map(T185::get),
            admitted.then_some(v)
        );
        assert_eq!(
            bytemuck::checked::try_from_bytes::<T185>(bytemuck::bytes_of(&v))
                .ok()
                .map(|r| r.get()),
            admitted.then_some(v)
        );
        if let Some(t) = T185::new(v) {
            assert_eq!(t.expand::<T174>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T185>; 2] = [T185::new(v), None];
        assert_eq!(through[0].map(T185::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        i16::MIN,
        -32767i16,
        -2i16,
        -1i16,
        0i16,
        1i16,
        2i16,
        32766i16,
        32767i16,
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T185>>(), size_of::<i16>());
    assert_eq!(T185::MIN.get(), i16::MIN);
    assert_eq!(T185::MAX.get(), 32767i16);
}

#[is_syntax]
type T186 = is!(i16 is 0..);

#[test]
fn t186_i16() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: i16) -> bool {
        match v {
            0.. => true,
            _ => false,
        }
    }
    let check = |v: i16| {
        let admitted = oracle(v);
        assert_eq!(T186::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T186::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T186::new(v).map(T186::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T186::new_unchecked(v) }.get(), v);
        }
        assert_eq!(T186::from_ref(&v).map(|r| r.get()), admitted.then_some(v));
        if let Some(r) = T186::from_ref(&v) {
            assert_eq!(bytes(r), bytes(&v));
            assert_eq!(*r.as_ref(), v);
            assert_eq!(bytes(r.as_ref()), bytes(&v));
        }
        assert_eq!(
            bytemuck::checked::try_cast::<i16, T186>(v)
                .ok()
                .map(T186::get),
            admitted.then_some(v)
        );
        assert_eq!(
            bytemuck::checked::try_from_bytes::<T186>(bytemuck::bytes_of(&v))
                .ok()
                .map(|r| r.get()),
            admitted.then_some(v)
        );
        if let Some(t) = T186::new(v) {
            assert_eq!(t.expand::<T166>().get(), v);
        }
        if let Some(t) = T186::new(v) {
            assert_eq!(t.expand::<T173>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T186>; 2] = [T186::new(v), None];
        assert_eq!(through[0].map(T186::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [i16::MIN, -1i16, 0i16, 1i16, 32766i16, 32767i16] {
        check(v);
    }
    assert_eq!(size_of::<Option<T186>>(), size_of::<i16>());
    assert_eq!(T186::MIN.get(), 0i16);
    assert_eq!(T186::MAX.get(), 32767i16);
}

#[is_syntax]
type T187 = is!(i32 is -1288490189..0);

#[test]
fn t187_i32() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: i32) -> bool {
        match v {
            -1288490189..0 => true,
            _ => false,
        }
    }
    let check = |v: i32| {
        let admitted = oracle(v);
        assert_eq!(T187::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T187::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T187::new(v).map(T187::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T187::new_unchecked(v) }.get(), v);
        }
        assert_eq!(T187::from_ref(&v).map(|r| r.get()), admitted.then_some(v));
        if let Some(r) = T187::from_ref(&v) {
            assert_eq!(bytes(r), bytes(&v));
            assert_eq!(*r.as_ref(), v);
            assert_eq!(bytes(r.as_ref()), bytes(&v));
        }
        assert_eq!(
            bytemuck::checked::try_cast::<i32, T187>(v)
                .ok()
                .map(T187::get),
            admitted.then_some(v)
        );
        assert_eq!(
            bytemuck::checked::try_from_bytes::<T187>(bytemuck::bytes_of(&v))
                .ok()
                .map(|r| r.get()),
            admitted.then_some(v)
        );
        if let Some(t) = T187::new(v) {
            assert_eq!(t.expand::<T188>().get(), v);
        }
        if let Some(t) = T187::new(v) {
            assert_eq!(t.expand::<T190>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T187>; 2] = [T187::new(v), None];
        assert_eq!(through[0].map(T187::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        i32::MIN,
        -1288490190i32,
        -1288490189i32,
        -1288490188i32,
        -2i32,
        -1i32,
        0i32,
        1i32,
        2147483647i32,
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T187>>(), size_of::<i32>());
    assert_eq!(T187::MIN.get(), -1288490189i32);
    assert_eq!(T187::MAX.get(), -1i32);
}

#[is_syntax]
type T188 = is!(i32 is -1288490189..=0);

#[test]
fn t188_i32() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: i32) -> bool {
        match v {
            -1288490189..=0 => true,
            _ => false,
        }
    }
    let check = |v: i32| {
        let admitted = oracle(v);
        assert_eq!(T188::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T188::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T188::new(v).map(T188::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T188::new_unchecked(v) }.get(), v);
        }
        assert_eq!(T188::from_ref(&v).map(|r| r.get()), admitted.then_some(v));
        if let Some(r) = T188::from_ref(&v) {
            assert_eq!(bytes(r), bytes(&v));
            assert_eq!(*r.as_ref(), v);
            assert_eq!(bytes(r.as_ref()), bytes(&v));
        }
        assert_eq!(
            bytemuck::checked::try_cast::<i32, T188>(v)
                .ok()
                .map(T188::get),
            admitted.then_some(v)
        );
        assert_eq!(
            bytemuck::checked::try_from_bytes::<T188>(bytemuck::bytes_of(&v))
                .ok()
                .map(|r| r.get()),
            admitted.then_some(v)
        );
        if let Some(t) = T188::new(v) {
            assert_eq!(t.expand::<T195>().get(), v);
        }
        if let Some(t) = T188::new(v) {
            assert_eq!(t.expand::<T196>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T188>; 2] = [T188::new(v), None];
        assert_eq!(through[0].map(T188::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        i32::MIN,
        -1288490190i32,
        -1288490189i32,
        -1288490188i32,
        -1i32,
        0i32,
        1i32,
        2147483647i32,
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T188>>(), size_of::<i32>());
    assert_eq!(T188::MIN.get(), -1288490189i32);
    assert_eq!(T188::MAX.get(), 0i32);
}

#[is_syntax]
type T189 = is!(i32 is 0..);

#[test]
fn t189_i32() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: i32) -> bool {
        match v {
            0.. => true,
            _ => false,
        }
    }
    let check = |v: i32| {
        let admitted = oracle(v);
        assert_eq!(T189::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T189::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T189::new(v).map(T189::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T189::new_unchecked(v) }.get(), v);
        }
        assert_eq!(T189::from_ref(&v).map(|r| r.get()), admitted.then_some(v));
        if let Some(r) = T189::from_ref(&v) {
            assert_eq!(bytes(r), bytes(&v));
            assert_eq!(*r.as_ref(), v);
            assert_eq!(bytes(r.as_ref()), bytes(&v));
        }
        assert_eq!(
            bytemuck::checked::try_cast::<i32, T189>(v)
                .ok()
                .map(T189::get),
            admitted.then_some(v)
        );
        assert_eq!(
            bytemuck::checked::try_from_bytes::<T189>(bytemuck::bytes_of(&v))
                .ok()
                .map(|r| r.get()),
            admitted.then_some(v)
        );
        if let Some(t) = T189::new(v) {
            assert_eq!(t.expand::<T196>().get(), v);
        }
        if let Some(t) = T189::new(v) {
            assert_eq!(t.expand::<T200>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T189>; 2] = [T189::new(v), None];
        assert_eq!(through[0].map(T189::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [i32::MIN, -1i32, 0i32, 1i32, 2147483646i32, 2147483647i32] {
        check(v);
    }
    assert_eq!(size_of::<Option<T189>>(), size_of::<i32>());
    assert_eq!(T189::MIN.get(), 0i32);
    assert_eq!(T189::MAX.get(), 2147483647i32);
}

#[is_syntax]
type T190 = is!(i32 is ..0);

#[test]
fn t190_i32() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: i32) -> bool {
        match v {
            ..0 => true,
            _ => false,
        }
    }
    let check = |v: i32| {
        let admitted = oracle(v);
        assert_eq!(T190::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T190::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T190::new(v).map(T190::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T190::new_unchecked(v) }.get(), v);
        }
        assert_eq!(T190::from_ref(&v).map(|r| r.get()), admitted.then_some(v));
        if let Some(r) = T190::from_ref(&v) {
            assert_eq!(bytes(r), bytes(&v));
            assert_eq!(*r.as_ref(), v);
            assert_eq!(bytes(r.as_ref()), bytes(&v));
        }
        assert_eq!(
            bytemuck::checked::try_cast::<i32, T190>(v)
                .ok()
                .map(T190::get),
            admitted.then_some(v)
        );
        assert_eq!(
            bytemuck::checked::try_from_bytes::<T190>(bytemuck::bytes_of(&v))
                .ok()
                .map(|r| r.get()),
            admitted.then_some(v)
        );
        if let Some(t) = T190::new(v) {
            assert_eq!(t.expand::<T195>().get(), v);
        }
        if let Some(t) = T190::new(v) {
            assert_eq!(t.expand::<T197>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T190>; 2] = [T190::new(v), None];
        assert_eq!(through[0].map(T190::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        i32::MIN,
        -2147483647i32,
        -2i32,
        -1i32,
        0i32,
        1i32,
        2147483647i32,
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T190>>(), size_of::<i32>());
    assert_eq!(T190::MIN.get(), i32::MIN);
    assert_eq!(T190::MAX.get(), -1i32);
}

#[is_syntax]
type T191 = is!(i32 is ..=-1288490189);

#[test]
fn t191_i32() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: i32) -> bool {
        match v {
            ..=-1288490189 => true,
            _ => false,
        }
    }
    let check = |v: i32| {
        let admitted = oracle(v);
        assert_eq!(T191::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T191::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T191::new(v).map(T191::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T191::new_unchecked(v) }.get(), v);
        }
        assert_eq!(T191::from_ref(&v).map(|r| r.get()), admitted.then_some(v));
        if let Some(r) = T191::from_ref(&v) {
            assert_eq!(bytes(r), bytes(&v));
            assert_eq!(*r.as_ref(), v);
            assert_eq!(bytes(r.as_ref()), bytes(&v));
        }
        assert_eq!(
            bytemuck::checked::try_cast::<i32, T191>(v)
                .ok()
                .map(T191::get),
            admitted.then_some(v)
        );
        assert_eq!(
            bytemuck::checked::try_from_bytes::<T191>(bytemuck::bytes_of(&v))
                .ok()
                .map(|r| r.get()),
            admitted.then_some(v)
        );
        if let Some(t) = T191::new(v) {
            assert_eq!(t.expand::<T190>().get(), v);
        }
        if let Some(t) = T191::new(v) {
            assert_eq!(t.expand::<T194>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T191>; 2] = [T191::new(v), None];
        assert_eq!(through[0].map(T191::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        i32::MIN,
        -2147483647i32,
        -1288490190i32,
        -1288490189i32,
        -1288490188i32,
        0i32,
        1i32,
        2147483647i32,
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T191>>(), size_of::<i32>());
    assert_eq!(T191::MIN.get(), i32::MIN);
    assert_eq!(T191::MAX.get(), -1288490189i32);
}

#[is_syntax]
type T192 = is!(i32 is 1288490188);

#[test]
fn t192_i32() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: i32) -> bool {
        match v {
            1288490188 => true,
            _ => false,
        }
    }
    let check = |v: i32| {
        let admitted = oracle(v);
        assert_eq!(T192::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T192::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T192::new(v).map(T192::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T192::new_unchecked(v) }.get(), v);
        }
        assert_eq!(T192::from_ref(&v).map(|r| r.get()), admitted.then_some(v));
        if let Some(r) = T192::from_ref(&v) {
            assert_eq!(bytes(r), bytes(&v));
            assert_eq!(*r.as_ref(), v);
            assert_eq!(bytes(r.as_ref()), bytes(&v));
        }
        assert_eq!(
            bytemuck::checked::try_cast::<i32, T192>(v)
                .ok()
                .map(T192::get),
            admitted.then_some(v)
        );
        assert_eq!(
            bytemuck::checked::try_from_bytes::<T192>(bytemuck::bytes_of(&v))
                .ok()
                .map(|r| r.get()),
            admitted.then_some(v)
        );
        if let Some(t) = T192::new(v) {
            assert_eq!(t.expand::<T189>().get(), v);
        }
        if let Some(t) = T192::new(v) {
            assert_eq!(t.expand::<T193>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T192>; 2] = [T192::new(v), None];
        assert_eq!(through[0].map(T192::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        i32::MIN,
        0i32,
        1i32,
        1288490187i32,
        1288490188i32,
        1288490189i32,
        2147483647i32,
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T192>>(), size_of::<i32>());
    assert_eq!(T192::MIN.get(), 1288490188i32);
    assert_eq!(T192::MAX.get(), 1288490188i32);
}

#[is_syntax]
type T193 = is!(i32 is (-1288490189 | 0..=1288490188));

#[test]
fn t193_i32() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: i32) -> bool {
        match v {
            (-1288490189 | 0..=1288490188) => true,
            _ => false,
        }
    }
    let check = |v: i32| {
        let admitted = oracle(v);
        assert_eq!(T193::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T193::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T193::new(v).map(T193::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T193::new_unchecked(v) }.get(), v);
        }
        assert_eq!(T193::from_ref(&v).map(|r| r.get()), admitted.then_some(v));
        if let Some(r) = T193::from_ref(&v) {
            assert_eq!(bytes(r), bytes(&v));
            assert_eq!(*r.as_ref(), v);
            assert_eq!(bytes(r.as_ref()), bytes(&v));
        }
        assert_eq!(
            bytemuck::checked::try_cast::<i32, T193>(v)
                .ok()
                .map(T193::get),
            admitted.then_some(v)
        );
        assert_eq!(
            bytemuck::checked::try_from_bytes::<T193>(bytemuck::bytes_of(&v))
                .ok()
                .map(|r| r.get()),
            admitted.then_some(v)
        );
        if let Some(t) = T193::new(v) {
            assert_eq!(t.expand::<T195>().get(), v);
        }
        if let Some(t) = T193::new(v) {
            assert_eq!(t.expand::<T196>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T193>; 2] = [T193::new(v), None];
        assert_eq!(through[0].map(T193::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        i32::MIN,
        -1288490190i32,
        -1288490189i32,
        -1288490188i32,
        -1i32,
        0i32,
        1i32,
        1288490187i32,
        1288490188i32,
        1288490189i32,
        2147483647i32,
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T193>>(), size_of::<i32>());
    assert_eq!(T193::MIN.get(), -1288490189i32);
    assert_eq!(T193::MAX.get(), 1288490188i32);
}

#[is_syntax]
type T194 = is!(i32 is (..=-1288490189 | 1288490188..));

#[test]
fn t194_i32() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: i32) -> bool {
        match v {
            (..=-1288490189 | 1288490188..) => true,
            _ => false,
        }
    }
    let check = |v: i32| {
        let admitted = oracle(v);
        assert_eq!(T194::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T194::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T194::new(v).map(T194::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T194::new_unchecked(v) }.get(), v);
        }
        assert_eq!(T194::from_ref(&v).map(|r| r.get()), admitted.then_some(v));
        if let Some(r) = T194::from_ref(&v) {
            assert_eq!(bytes(r), bytes(&v));
            assert_eq!(*r.as_ref(), v);
            assert_eq!(bytes(r.as_ref()), bytes(&v));
        }
        assert_eq!(
            bytemuck::checked::try_cast::<i32, T194>(v)
                .ok()
                .map(T194::get),
            admitted.then_some(v)
        );
        assert_eq!(
            bytemuck::checked::try_from_bytes::<T194>(bytemuck::bytes_of(&v))
                .ok()
                .map(|r| r.get()),
            admitted.then_some(v)
        );
        if let Some(t) = T194::new(v) {
            assert_eq!(t.expand::<T197>().get(), v);
        }
        if let Some(t) = T194::new(v) {
            assert_eq!(t.expand::<T200>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T194>; 2] = [T194::new(v), None];
        assert_eq!(through[0].map(T194::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        i32::MIN,
        -2147483647i32,
        -1288490190i32,
        -1288490189i32,
        -1288490188i32,
        0i32,
        1i32,
        1288490187i32,
        1288490188i32,
        1288490189i32,
        2147483646i32,
        2147483647i32,
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T194>>(), size_of::<i32>());
    assert_eq!(T194::MIN.get(), i32::MIN);
    assert_eq!(T194::MAX.get(), 2147483647i32);
}

#[is_syntax]
type T195 = is!(i32 is ..2147483647);

#[test]
fn t195_i32() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: i32) -> bool {
        match v {
            ..2147483647 => true,
            _ => false,
        }
    }
    let check = |v: i32| {
        let admitted = oracle(v);
        assert_eq!(T195::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T195::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T195::new(v).map(T195::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T195::new_unchecked(v) }.get(), v);
        }

        if let Some(t) = T195::new(v) {
            assert_eq!(t.expand::<T203>().get(), v);
        }
        if let Some(t) = T195::new(v) {
            assert_eq!(t.expand::<T205>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T195>; 2] = [T195::new(v), None];
        assert_eq!(through[0].map(T195::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        i32::MIN,
        -2147483647i32,
        0i32,
        1i32,
        2147483645i32,
        2147483646i32,
        2147483647i32,
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T195>>(), size_of::<i32>());
    assert_eq!(T195::MIN.get(), i32::MIN);
    assert_eq!(T195::MAX.get(), 2147483646i32);
}

#[is_syntax]
type T196 = is!(i32 is -2147483647..);

#[test]
fn t196_i32() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: i32) -> bool {
        match v {
            -2147483647.. => true,
            _ => false,
        }
    }
    let check = |v: i32| {
        let admitted = oracle(v);
        assert_eq!(T196::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T196::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T196::new(v).map(T196::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T196::new_unchecked(v) }.get(), v);
        }

        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T196>; 2] = [T196::new(v), None];
        assert_eq!(through[0].map(T196::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        i32::MIN,
        -2147483647i32,
        -2147483646i32,
        0i32,
        1i32,
        2147483646i32,
        2147483647i32,
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T196>>(), size_of::<i32>());
    assert_eq!(T196::MIN.get(), -2147483647i32);
    assert_eq!(T196::MAX.get(), 2147483647i32);
}

#[is_syntax]
type T197 = is!(i32 is (..0 | 1..));

#[test]
fn t197_i32() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: i32) -> bool {
        match v {
            (..0 | 1..) => true,
            _ => false,
        }
    }
    let check = |v: i32| {
        let admitted = oracle(v);
        assert_eq!(T197::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T197::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T197::new(v).map(T197::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T197::new_unchecked(v) }.get(), v);
        }
        assert_eq!(T197::from_ref(&v).map(|r| r.get()), admitted.then_some(v));
        if let Some(r) = T197::from_ref(&v) {
            assert_eq!(bytes(r), bytes(&v));
            assert_eq!(*r.as_ref(), v);
            assert_eq!(bytes(r.as_ref()), bytes(&v));
        }
        assert_eq!(
            bytemuck::checked::try_cast::<i32, T197>(v)
                .ok()
                .map(T197::get),
            admitted.then_some(v)
        );
        assert_eq!(
            bytemuck::checked::try_from_bytes::<T197>(bytemuck::bytes_of(&v))
                .ok()
                .map(|r| r.get()),
            admitted.then_some(v)
        );
        if let Some(t) = T197::new(v) {
            assert_eq!(t.expand::<T208>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T197>; 2] = [T197::new(v), None];
        assert_eq!(through[0].map(T197::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        i32::MIN,
        -2147483647i32,
        -2i32,
        -1i32,
        0i32,
        1i32,
        2i32,
        2147483646i32,
        2147483647i32,
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T197>>(), size_of::<i32>());
    assert_eq!(T197::MIN.get(), i32::MIN);
    assert_eq!(T197::MAX.get(), 2147483647i32);
}

#[is_syntax]
type T198 = is!(i32 is -2147483648..=-2147483648);

#[test]
fn t198_i32() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: i32) -> bool {
        match v {
            -2147483648..=-2147483648 => true,
            _ => false,
        }
    }
    let check = |v: i32| {
        let admitted = oracle(v);
        assert_eq!(T198::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T198::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T198::new(v).map(T198::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T198::new_unchecked(v) }.get(), v);
        }
        assert_eq!(T198::from_ref(&v).map(|r| r.get()), admitted.then_some(v));
        if let Some(r) = T198::from_ref(&v) {
            assert_eq!(bytes(r), bytes(&v));
            assert_eq!(*r.as_ref(), v);
            assert_eq!(bytes(r.as_ref()), bytes(&v));
        }
        assert_eq!(
            bytemuck::checked::try_cast::<i32, T198>(v)
                .ok()
                .map(T198::get),
            admitted.then_some(v)
        );
        assert_eq!(
            bytemuck::checked::try_from_bytes::<T198>(bytemuck::bytes_of(&v))
                .ok()
                .map(|r| r.get()),
            admitted.then_some(v)
        );
        if let Some(t) = T198::new(v) {
            assert_eq!(t.expand::<T190>().get(), v);
        }
        if let Some(t) = T198::new(v) {
            assert_eq!(t.expand::<T191>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T198>; 2] = [T198::new(v), None];
        assert_eq!(through[0].map(T198::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [i32::MIN, -2147483647i32, 0i32, 1i32, 2147483647i32] {
        check(v);
    }
    assert_eq!(size_of::<Option<T198>>(), size_of::<i32>());
    assert_eq!(T198::MIN.get(), i32::MIN);
    assert_eq!(T198::MAX.get(), i32::MIN);
}

const LO_199: i32 = -1288490189i32;
const HI_199: i32 = 0i32;
#[is_syntax]
type T199 = is!(i32 is LO_199..HI_199);

#[test]
fn t199_i32() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: i32) -> bool {
        match v {
            LO_199..HI_199 => true,
            _ => false,
        }
    }
    let check = |v: i32| {
        let admitted = oracle(v);
        assert_eq!(T199::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T199::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T199::new(v).map(T199::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T199::new_unchecked(v) }.get(), v);
        }

        if let Some(t) = T199::new(v) {
            assert_eq!(t.expand::<T187>().get(), v);
        }
        if let Some(t) = T199::new(v) {
            assert_eq!(t.expand::<T188>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T199>; 2] = [T199::new(v), None];
        assert_eq!(through[0].map(T199::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        i32::MIN,
        -1288490190i32,
        -1288490189i32,
        -1288490188i32,
        -2i32,
        -1i32,
        0i32,
        1i32,
        2147483647i32,
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T199>>(), size_of::<i32>());
    assert_eq!(T199::MIN.get(), -1288490189i32);
    assert_eq!(T199::MAX.get(), -1i32);
}

const LO_200: i32 = -1288490189i32;
const HI_200: i32 = 0i32;
#[is_syntax]
type T200 = is!(i32 is (..=LO_200 | HI_200..));

#[test]
fn t200_i32() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: i32) -> bool {
        match v {
            (..=LO_200 | HI_200..) => true,
            _ => false,
        }
    }
    let check = |v: i32| {
        let admitted = oracle(v);
        assert_eq!(T200::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T200::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T200::new(v).map(T200::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T200::new_unchecked(v) }.get(), v);
        }

        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T200>; 2] = [T200::new(v), None];
        assert_eq!(through[0].map(T200::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        i32::MIN,
        -2147483647i32,
        -1288490190i32,
        -1288490189i32,
        -1288490188i32,
        -1i32,
        0i32,
        1i32,
        2147483646i32,
        2147483647i32,
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T200>>(), size_of::<i32>());
}

#[is_syntax]
type T201 = is!(i32 is i32::MIN..0);

#[test]
fn t201_i32() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: i32) -> bool {
        match v {
            i32::MIN..0 => true,
            _ => false,
        }
    }
    let check = |v: i32| {
        let admitted = oracle(v);
        assert_eq!(T201::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T201::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T201::new(v).map(T201::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T201::new_unchecked(v) }.get(), v);
        }
        assert_eq!(T201::from_ref(&v).map(|r| r.get()), admitted.then_some(v));
        if let Some(r) = T201::from_ref(&v) {
            assert_eq!(bytes(r), bytes(&v));
            assert_eq!(*r.as_ref(), v);
            assert_eq!(bytes(r.as_ref()), bytes(&v));
        }
        assert_eq!(
            bytemuck::checked::try_cast::<i32, T201>(v)
                .ok()
                .map(T201::get),
            admitted.then_some(v)
        );
        assert_eq!(
            bytemuck::checked::try_from_bytes::<T201>(bytemuck::bytes_of(&v))
                .ok()
                .map(|r| r.get()),
            admitted.then_some(v)
        );
        if let Some(t) = T201::new(v) {
            assert_eq!(t.expand::<T190>().get(), v);
        }
        if let Some(t) = T201::new(v) {
            assert_eq!(t.expand::<T195>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T201>; 2] = [T201::new(v), None];
        assert_eq!(through[0].map(T201::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        i32::MIN,
        -2147483647i32,
        -2i32,
        -1i32,
        0i32,
        1i32,
        2147483647i32,
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T201>>(), size_of::<i32>());
    assert_eq!(T201::MIN.get(), i32::MIN);
    assert_eq!(T201::MAX.get(), -1i32);
}

#[is_syntax]
type T202 = is!(i32 is -1288490189..=i32::MAX);

#[test]
fn t202_i32() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: i32) -> bool {
        match v {
            -1288490189..=i32::MAX => true,
            _ => false,
        }
    }
    let check = |v: i32| {
        let admitted = oracle(v);
        assert_eq!(T202::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T202::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T202::new(v).map(T202::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T202::new_unchecked(v) }.get(), v);
        }
        assert_eq!(T202::from_ref(&v).map(|r| r.get()), admitted.then_some(v));
        if let Some(r) = T202::from_ref(&v) {
            assert_eq!(bytes(r), bytes(&v));
            assert_eq!(*r.as_ref(), v);
            assert_eq!(bytes(r.as_ref()), bytes(&v));
        }
        assert_eq!(
            bytemuck::checked::try_cast::<i32, T202>(v)
                .ok()
                .map(T202::get),
            admitted.then_some(v)
        );
        assert_eq!(
            bytemuck::checked::try_from_bytes::<T202>(bytemuck::bytes_of(&v))
                .ok()
                .map(|r| r.get()),
            admitted.then_some(v)
        );
        if let Some(t) = T202::new(v) {
            assert_eq!(t.expand::<T196>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T202>; 2] = [T202::new(v), None];
        assert_eq!(through[0].map(T202::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        i32::MIN,
        -1288490190i32,
        -1288490189i32,
        -1288490188i32,
        0i32,
        1i32,
        2147483646i32,
        2147483647i32,
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T202>>(), size_of::<i32>());
    assert_eq!(T202::MIN.get(), -1288490189i32);
    assert_eq!(T202::MAX.get(), 2147483647i32);
}

#[is_syntax]
type T203 = is!(i32 is ..i32::MAX);

#[test]
fn t203_i32() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: i32) -> bool {
        match v {
            ..i32::MAX => true,
            _ => false,
        }
    }
    let check = |v: i32| {
        let admitted = oracle(v);
        assert_eq!(T203::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T203::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T203::new(v).map(T203::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T203::new_unchecked(v) }.get(), v);
        }

        if let Some(t) = T203::new(v) {
            assert_eq!(t.expand::<T195>().get(), v);
        }
        if let Some(t) = T203::new(v) {
            assert_eq!(t.expand::<T205>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T203>; 2] = [T203::new(v), None];
        assert_eq!(through[0].map(T203::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        i32::MIN,
        -2147483647i32,
        0i32,
        1i32,
        2147483645i32,
        2147483646i32,
        2147483647i32,
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T203>>(), size_of::<i32>());
    assert_eq!(T203::MIN.get(), i32::MIN);
    assert_eq!(T203::MAX.get(), 2147483646i32);
}

#[is_syntax]
type T204 = is!(i32 is (-2147483648 | ::core::primitive::i32::MAX));

#[test]
fn t204_i32() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: i32) -> bool {
        match v {
            (-2147483648 | ::core::primitive::i32::MAX) => true,
            _ => false,
        }
    }
    let check = |v: i32| {
        let admitted = oracle(v);
        assert_eq!(T204::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T204::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T204::new(v).map(T204::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T204::new_unchecked(v) }.get(), v);
        }
        assert_eq!(T204::from_ref(&v).map(|r| r.get()), admitted.then_some(v));
        if let Some(r) = T204::from_ref(&v) {
            assert_eq!(bytes(r), bytes(&v));
            assert_eq!(*r.as_ref(), v);
            assert_eq!(bytes(r.as_ref()), bytes(&v));
        }
        assert_eq!(
            bytemuck::checked::try_cast::<i32, T204>(v)
                .ok()
                .map(T204::get),
            admitted.then_some(v)
        );
        assert_eq!(
            bytemuck::checked::try_from_bytes::<T204>(bytemuck::bytes_of(&v))
                .ok()
                .map(|r| r.get()),
            admitted.then_some(v)
        );
        if let Some(t) = T204::new(v) {
            assert_eq!(t.expand::<T194>().get(), v);
        }
        if let Some(t) = T204::new(v) {
            assert_eq!(t.expand::<T197>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T204>; 2] = [T204::new(v), None];
        assert_eq!(through[0].map(T204::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        i32::MIN,
        -2147483647i32,
        0i32,
        1i32,
        2147483646i32,
        2147483647i32,
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T204>>(), size_of::<i32>());
    assert_eq!(T204::MIN.get(), i32::MIN);
    assert_eq!(T204::MAX.get(), 2147483647i32);
}

#[is_syntax]
type T205 = is!(i32 is -2147483648..=2147483646);

#[test]
fn t205_i32() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: i32) -> bool {
        match v {
            -2147483648..=2147483646 => true,
            _ => false,
        }
    }
    let check = |v: i32| {
        let admitted = oracle(v);
        assert_eq!(T205::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T205::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T205::new(v).map(T205::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T205::new_unchecked(v) }.get(), v);
        }

        if let Some(t) = T205::new(v) {
            assert_eq!(t.expand::<T195>().get(), v);
        }
        if let Some(t) = T205::new(v) {
            assert_eq!(t.expand::<T203>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T205>; 2] = [T205::new(v), None];
        assert_eq!(through[0].map(T205::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        i32::MIN,
        -2147483647i32,
        0i32,
        1i32,
        2147483645i32,
        2147483646i32,
        2147483647i32,
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T205>>(), size_of::<i32>());
    assert_eq!(T205::MIN.get(), i32::MIN);
    assert_eq!(T205::MAX.get(), 2147483646i32);
}

#[is_syntax]
type T206 = is!(i32 is -5..=5);

#[test]
fn t206_i32() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: i32) -> bool {
        match v {
            -5..=5 => true,
            _ => false,
        }
    }
    let check = |v: i32| {
        let admitted = oracle(v);
        assert_eq!(T206::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T206::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T206::new(v).map(T206::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T206::new_unchecked(v) }.get(), v);
        }
        assert_eq!(T206::from_ref(&v).map(|r| r.get()), admitted.then_some(v));
        if let Some(r) = T206::from_ref(&v) {
            assert_eq!(bytes(r), bytes(&v));
            assert_eq!(*r.as_ref(), v);
            assert_eq!(bytes(r.as_ref()), bytes(&v));
        }
        assert_eq!(
            bytemuck::checked::try_cast::<i32, T206>(v)
                .ok()
                .map(T206::get),
            admitted.then_some(v)
        );
        assert_eq!(
            bytemuck::checked::try_from_bytes::<T206>(bytemuck::bytes_of(&v))
                .ok()
                .map(|r| r.get()),
            admitted.then_some(v)
        );
        if let Some(t) = T206::new(v) {
            assert_eq!(t.expand::<T195>().get(), v);
        }
        if let Some(t) = T206::new(v) {
            assert_eq!(t.expand::<T196>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T206>; 2] = [T206::new(v), None];
        assert_eq!(through[0].map(T206::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        i32::MIN,
        -6i32,
        -5i32,
        -4i32,
        0i32,
        1i32,
        4i32,
        5i32,
        6i32,
        2147483647i32,
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T206>>(), size_of::<i32>());
    assert_eq!(T206::MIN.get(), -5i32);
    assert_eq!(T206::MAX.get(), 5i32);
}

#[is_syntax]
type T207 = is!(i32 is ..=-1);

#[test]
fn t207_i32() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: i32) -> bool {
        match v {
            ..=-1 => true,
            _ => false,
        }
    }
    let check = |v: i32| {
        let admitted = oracle(v);
        assert_eq!(T207::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T207::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T207::new(v).map(T207::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T207::new_unchecked(v) }.get(), v);
        }
        assert_eq!(T207::from_ref(&v).map(|r| r.get()), admitted.then_some(v));
        if let Some(r) = T207::from_ref(&v) {
            assert_eq!(bytes(r), bytes(&v));
            assert_eq!(*r.as_ref(), v);
            assert_eq!(bytes(r.as_ref()), bytes(&v));
        }
        assert_eq!(
            bytemuck::checked::try_cast::<i32, T207>(v)
                .ok()
                .map(T207::get),
            admitted.then_some(v)
        );
        assert_eq!(
            bytemuck::checked::try_from_bytes::<T207>(bytemuck::bytes_of(&v))
                .ok()
                .map(|r| r.get()),
            admitted.then_some(v)
        );
        if let Some(t) = T207::new(v) {
            assert_eq!(t.expand::<T190>().get(), v);
        }
        if let Some(t) = T207::new(v) {
            assert_eq!(t.expand::<T195>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T207>; 2] = [T207::new(v), None];
        assert_eq!(through[0].map(T207::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        i32::MIN,
        -2147483647i32,
        -2i32,
        -1i32,
        0i32,
        1i32,
        2147483647i32,
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T207>>(), size_of::<i32>());
    assert_eq!(T207::MIN.get(), i32::MIN);
    assert_eq!(T207::MAX.get(), -1i32);
}

#[is_syntax]
type T208 = is!(i32 is (..0 | 1..));

#[test]
fn t208_i32() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: i32) -> bool {
        match v {
            (..0 | 1..) => true,
            _ => false,
        }
    }
    let check = |v: i32| {
        let admitted = oracle(v);
        assert_eq!(T208::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T208::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T208::new(v).map(T208::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T208::new_unchecked(v) }.get(), v);
        }
        assert_eq!(T208::from_ref(&v).map(|r| r.get()), admitted.then_some(v));
        if let Some(r) = T208::from_ref(&v) {
            assert_eq!(bytes(r), bytes(&v));
            assert_eq!(*r.as_ref(), v);
            assert_eq!(bytes(r.as_ref()), bytes(&v));
        }
        assert_eq!(
            bytemuck::checked::try_cast::<i32, T208>(v)
                .ok()
                .map(T208::get),
            admitted.then_some(v)
        );
        assert_eq!(
            bytemuck::checked::try_from_bytes::<T208>(bytemuck::bytes_of(&v))
                .ok()
                .map(|r| r.get()),
            admitted.then_some(v)
        );
        if let Some(t) = T208::new(v) {
            assert_eq!(t.expand::<T197>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T208>; 2] = [T208::new(v), None];
        assert_eq!(through[0].map(T208::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        i32::MIN,
        -2147483647i32,
        -2i32,
        -1i32,
        0i32,
        1i32,
        2i32,
        2147483646i32,
        2147483647i32,
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T208>>(), size_of::<i32>());
    assert_eq!(T208::MIN.get(), i32::MIN);
    assert_eq!(T208::MAX.get(), 2147483647i32);
}

#[is_syntax]
type T209 = is!(i32 is 0..);

#[test]
fn t209_i32() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: i32) -> bool {
        match v {
            0.. => true,
            _ => false,
        }
    }
    let check = |v: i32| {
        let admitted = oracle(v);
        assert_eq!(T209::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T209::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T209::new(v).map(T209::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T209::new_unchecked(v) }.get(), v);
        }
        assert_eq!(T209::from_ref(&v).map(|r| r.get()), admitted.then_some(v));
        if let Some(r) = T209::from_ref(&v) {
            assert_eq!(bytes(r), bytes(&v));
            assert_eq!(*r.as_ref(), v);
            assert_eq!(bytes(r.as_ref()), bytes(&v));
        }
        assert_eq!(
            bytemuck::checked::try_cast::<i32, T209>(v)
                .ok()
                .map(T209::get),
            admitted.then_some(v)
        );
        assert_eq!(
            bytemuck::checked::try_from_bytes::<T209>(bytemuck::bytes_of(&v))
                .ok()
                .map(|r| r.get()),
            admitted.then_some(v)
        );
        if let Some(t) = T209::new(v) {
            assert_eq!(t.expand::<T189>().get(), v);
        }
        if let Some(t) = T209::new(v) {
            assert_eq!(t.expand::<T196>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T209>; 2] = [T209::new(v), None];
        assert_eq!(through[0].map(T209::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [i32::MIN, -1i32, 0i32, 1i32, 2147483646i32, 2147483647i32] {
        check(v);
    }
    assert_eq!(size_of::<Option<T209>>(), size_of::<i32>());
    assert_eq!(T209::MIN.get(), 0i32);
    assert_eq!(T209::MAX.get(), 2147483647i32);
}

#[is_syntax]
type T210 = is!(i64 is -5534023222112865485..0);

#[test]
fn t210_i64() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: i64) -> bool {
        match v {
            -5534023222112865485..0 => true,
            _ => false,
        }
    }
    let check = |v: i64| {
        let admitted = oracle(v);
        assert_eq!(T210::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T210::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T210::new(v).map(T210::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T210::new_unchecked(v) }.get(), v);
        }
        assert_eq!(T210::from_ref(&v).map(|r| r.get()), admitted.then_some(v));
        if let Some(r) = T210::from_ref(&v) {
            assert_eq!(bytes(r), bytes(&v));
            assert_eq!(*r.as_ref(), v);
            assert_eq!(bytes(r.as_ref()), bytes(&v));
        }
        assert_eq!(
            bytemuck::checked::try_cast::<i64, T210>(v)
                .ok()
                .map(T210::get),
            admitted.then_some(v)
        );
        assert_eq!(
            bytemuck::checked::try_from_bytes::<T210>(bytemuck::bytes_of(&v))
                .ok()
                .map(|r| r.get()),
            admitted.then_some(v)
        );
        if let Some(t) = T210::new(v) {
            assert_eq!(t.expand::<T211>().get(), v);
        }
        if let Some(t) = T210::new(v) {
            assert_eq!(t.expand::<T213>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T210>; 2] = [T210::new(v), None];
        assert_eq!(through[0].map(T210::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        i64::MIN,
        -5534023222112865486i64,
        -5534023222112865485i64,
        -5534023222112865484i64,
        -2i64,
        -1i64,
        0i64,
        1i64,
        9223372036854775807i64,
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T210>>(), size_of::<i64>());
    assert_eq!(T210::MIN.get(), -5534023222112865485i64);
    assert_eq!(T210::MAX.get(), -1i64);
}

#[is_syntax]
type T211 = is!(i64 is -5534023222112865485..=0);

#[test]
fn t211_i64() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: i64) -> bool {
        match v {
            -5534023222112865485..=0 => true,
            _ => false,
        }
    }
    let check = |v: i64| {
        let admitted = oracle(v);
        assert_eq!(T211::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T211::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T211::new(v).map(T211::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T211::new_unchecked(v) }.get(), v);
        }
        assert_eq!(T211::from_ref(&v).map(|r| r.get()), admitted.then_some(v));
        if let Some(r) = T211::from_ref(&v) {
            assert_eq!(bytes(r), bytes(&v));
            assert_eq!(*r.as_ref(), v);
            assert_eq!(bytes(r.as_ref()), bytes(&v));
        }
        assert_eq!(
            bytemuck::checked::try_cast::<i64, T211>(v)
                .ok()
                .map(T211::get),
            admitted.then_some(v)
        );
        assert_eq!(
            bytemuck::checked::try_from_bytes::<T211>(bytemuck::bytes_of(&v))
                .ok()
                .map(|r| r.get()),
            admitted.then_some(v)
        );
        if let Some(t) = T211::new(v) {
            assert_eq!(t.expand::<T218>().get(), v);
        }
        if let Some(t) = T211::new(v) {
            assert_eq!(t.expand::<T219>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T211>; 2] = [T211::new(v), None];
        assert_eq!(through[0].map(T211::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        i64::MIN,
        -5534023222112865486i64,
        -5534023222112865485i64,
        -5534023222112865484i64,
        -1i64,
        0i64,
        1i64,
        9223372036854775807i64,
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T211>>(), size_of::<i64>());
    assert_eq!(T211::MIN.get(), -5534023222112865485i64);
    assert_eq!(T211::MAX.get(), 0i64);
}

#[is_syntax]
type T212 = is!(i64 is 0..);

#[test]
fn t212_i64() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: i64) -> bool {
        match v {
            0.. => true,
            _ => false,
        }
    }
    let check = |v: i64| {
        let admitted = oracle(v);
        assert_eq!(T212::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T212::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T212::new(v).map(T212::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T212::new_unchecked(v) }.get(), v);
        }
        assert_eq!(T212::from_ref(&v).map(|r| r.get()), admitted.then_some(v));
        if let Some(r) = T212::from_ref(&v) {
            assert_eq!(bytes(r), bytes(&v));
            assert_eq!(*r.as_ref(), v);
            assert_eq!(bytes(r.as_ref()), bytes(&v));
        }
        assert_eq!(
            bytemuck::checked::try_cast::<i64, T212>(v)
                .ok()
                .map(T212::get),
            admitted.then_some(v)
        );
        assert_eq!(
            bytemuck::checked::try_from_bytes::<T212>(bytemuck::bytes_of(&v))
                .ok()
                .map(|r| r.get()),
            admitted.then_some(v)
        );
        if let Some(t) = T212::new(v) {
            assert_eq!(t.expand::<T219>().get(), v);
        }
        if let Some(t) = T212::new(v) {
            assert_eq!(t.expand::<T223>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T212>; 2] = [T212::new(v), None];
        assert_eq!(through[0].map(T212::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        i64::MIN,
        -1i64,
        0i64,
        1i64,
        9223372036854775806i64,
        9223372036854775807i64,
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T212>>(), size_of::<i64>());
    assert_eq!(T212::MIN.get(), 0i64);
    assert_eq!(T212::MAX.get(), 9223372036854775807i64);
}

#[is_syntax]
type T213 = is!(i64 is ..0);

#[test]
fn t213_i64() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: i64) -> bool {
        match v {
            ..0 => true,
            _ => false,
        }
    }
    let check = |v: i64| {
        let admitted = oracle(v);
        assert_eq!(T213::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T213::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T213::new(v).map(T213::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T213::new_unchecked(v) }.get(), v);
        }
        assert_eq!(T213::from_ref(&v).map(|r| r.get()), admitted.then_some(v));
        if let Some(r) = T213::from_ref(&v) {
            assert_eq!(bytes(r), bytes(&v));
            assert_eq!(*r.as_ref(), v);
            assert_eq!(bytes(r.as_ref()), bytes(&v));
        }
        assert_eq!(
            bytemuck::checked::try_cast::<i64, T213>(v)
                .ok()
                .map(T213::get),
            admitted.then_some(v)
        );
        assert_eq!(
            bytemuck::checked::try_from_bytes::<T213>(bytemuck::bytes_of(&v))
                .ok()
                .map(|r| r.get()),
            admitted.then_some(v)
        );
        if let Some(t) = T213::new(v) {
            assert_eq!(t.expand::<T218>().get(), v);
        }
        if let Some(t) = T213::new(v) {
            assert_eq!(t.expand::<T220>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T213>; 2] = [T213::new(v), None];
        assert_eq!(through[0].map(T213::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        i64::MIN,
        -9223372036854775807i64,
        -2i64,
        -1i64,
        0i64,
        1i64,
        9223372036854775807i64,
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T213>>(), size_of::<i64>());
    assert_eq!(T213::MIN.get(), i64::MIN);
    assert_eq!(T213::MAX.get(), -1i64);
}

#[is_syntax]
type T214 = is!(i64 is ..=-5534023222112865485);

#[test]
fn t214_i64() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: i64) -> bool {
        match v {
            ..=-5534023222112865485 => true,
            _ => false,
        }
    }
    let check = |v: i64| {
        let admitted = oracle(v);
        assert_eq!(T214::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T214::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T214::new(v).map(T214::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T214::new_unchecked(v) }.get(), v);
        }
        assert_eq!(T214::from_ref(&v).map(|r| r.get()), admitted.then_some(v));
        if let Some(r) = T214::from_ref(&v) {
            assert_eq!(bytes(r), bytes(&v));
            assert_eq!(*r.as_ref(), v);
            assert_eq!(bytes(r.as_ref()), bytes(&v));
        }
        assert_eq!(
            bytemuck::checked::try_cast::<i64, T214>(v)
                .ok()
                .map(T214::get),
            admitted.then_some(v)
        );
        assert_eq!(
            bytemuck::checked::try_from_bytes::<T214>(bytemuck::bytes_of(&v))
                .ok()
                .map(|r| r.get()),
            admitted.then_some(v)
        );
        if let Some(t) = T214::new(v) {
            assert_eq!(t.expand::<T213>().get(), v);
        }
        if let Some(t) = T214::new(v) {
            assert_eq!(t.expand::<T217>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T214>; 2] = [T214::new(v), None];
        assert_eq!(through[0].map(T214::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        i64::MIN,
        -9223372036854775807i64,
        -5534023222112865486i64,
        -5534023222112865485i64,
        -5534023222112865484i64,
        0i64,
        1i64,
        9223372036854775807i64,
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T214>>(), size_of::<i64>());
    assert_eq!(T214::MIN.get(), i64::MIN);
    assert_eq!(T214::MAX.get(), -5534023222112865485i64);
}

#[is_syntax]
type T215 = is!(i64 is 5534023222112865484);

#[test]
fn t215_i64() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: i64) -> bool {
        match v {
            5534023222112865484 => true,
            _ => false,
        }
    }
    let check = |v: i64| {
        let admitted = oracle(v);
        assert_eq!(T215::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T215::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T215::new(v).map(T215::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T215::new_unchecked(v) }.get(), v);
        }
        assert_eq!(T215::from_ref(&v).map(|r| r.get()), admitted.then_some(v));
        if let Some(r) = T215::from_ref(&v) {
            assert_eq!(bytes(r), bytes(&v));
            assert_eq!(*r.as_ref(), v);
            assert_eq!(bytes(r.as_ref()), bytes(&v));
        }
        assert_eq!(
            bytemuck::checked::try_cast::<i64, T215>(v)
                .ok()
                .map(T215::get),
            admitted.then_some(v)
        );
        assert_eq!(
            bytemuck::checked::try_from_bytes::<T215>(bytemuck::bytes_of(&v))
                .ok()
                .map(|r| r.get()),
            admitted.then_some(v)
        );
        if let Some(t) = T215::new(v) {
            assert_eq!(t.expand::<T212>().get(), v);
        }
        if let Some(t) = T215::new(v) {
            assert_eq!(t.expand::<T216>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T215>; 2] = [T215::new(v), None];
        assert_eq!(through[0].map(T215::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        i64::MIN,
        0i64,
        1i64,
        5534023222112865483i64,
        5534023222112865484i64,
        5534023222112865485i64,
        9223372036854775807i64,
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T215>>(), size_of::<i64>());
    assert_eq!(T215::MIN.get(), 5534023222112865484i64);
    assert_eq!(T215::MAX.get(), 5534023222112865484i64);
}

#[is_syntax]
type T216 = is!(i64 is (-5534023222112865485 | 0..=5534023222112865484));

#[test]
fn t216_i64() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: i64) -> bool {
        match v {
            (-5534023222112865485 | 0..=5534023222112865484) => true,
            _ => false,
        }
    }
    let check = |v: i64| {
        let admitted = oracle(v);
        assert_eq!(T216::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T216::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T216::new(v).map(T216::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T216::new_unchecked(v) }.get(), v);
        }
        assert_eq!(T216::from_ref(&v).map(|r| r.get()), admitted.then_some(v));
        if let Some(r) = T216::from_ref(&v) {
            assert_eq!(bytes(r), bytes(&v));
            assert_eq!(*r.as_ref(), v);
            assert_eq!(bytes(r.as_ref()), bytes(&v));
        }
        assert_eq!(
            bytemuck::checked::try_cast::<i64, T216>(v)
                .ok()
                .map(T216::get),
            admitted.then_some(v)
        );
        assert_eq!(
            bytemuck::checked::try_from_bytes::<T216>(bytemuck::bytes_of(&v))
                .ok()
                .map(|r| r.get()),
            admitted.then_some(v)
        );
        if let Some(t) = T216::new(v) {
            assert_eq!(t.expand::<T218>().get(), v);
        }
        if let Some(t) = T216::new(v) {
            assert_eq!(t.expand::<T219>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T216>; 2] = [T216::new(v), None];
        assert_eq!(through[0].map(T216::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        i64::MIN,
        -5534023222112865486i64,
        -5534023222112865485i64,
        -5534023222112865484i64,
        -1i64,
        0i64,
        1i64,
        5534023222112865483i64,
        5534023222112865484i64,
        5534023222112865485i64,
        9223372036854775807i64,
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T216>>(), size_of::<i64>());
    assert_eq!(T216::MIN.get(), -5534023222112865485i64);
    assert_eq!(T216::MAX.get(), 5534023222112865484i64);
}

#[is_syntax]
type T217 = is!(i64 is (..=-5534023222112865485 | 5534023222112865484..));

#[test]
fn t217_i64() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: i64) -> bool {
        match v {
            (..=-5534023222112865485 | 5534023222112865484..) => true,
            _ => false,
        }
    }
    let check = |v: i64| {
        let admitted = oracle(v);
        assert_eq!(T217::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T217::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T217::new(v).map(T217::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T217::new_unchecked(v) }.get(), v);
        }
        assert_eq!(T217::from_ref(&v).map(|r| r.get()), admitted.then_some(v));
        if let Some(r) = T217::from_ref(&v) {
            assert_eq!(bytes(r), bytes(&v));
            assert_eq!(*r.as_ref(), v);
            assert_eq!(bytes(r.as_ref()), bytes(&v));
        }
        assert_eq!(
            bytemuck::checked::try_cast::<i64, T217>(v)
                .ok()
                .map(T217::get),
            admitted.then_some(v)
        );
        assert_eq!(
            bytemuck::checked::try_from_bytes::<T217>(bytemuck::bytes_of(&v))
                .ok()
                .map(|r| r.get()),
            admitted.then_some(v)
        );
        if let Some(t) = T217::new(v) {
            assert_eq!(t.expand::<T220>().get(), v);
        }
        if let Some(t) = T217::new(v) {
            assert_eq!(t.expand::<T223>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T217>; 2] = [T217::new(v), None];
        assert_eq!(through[0].map(T217::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        i64::MIN,
        -9223372036854775807i64,
        -5534023222112865486i64,
        -5534023222112865485i64,
        -5534023222112865484i64,
        0i64,
        1i64,
        5534023222112865483i64,
        5534023222112865484i64,
        5534023222112865485i64,
        9223372036854775806i64,
        9223372036854775807i64,
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T217>>(), size_of::<i64>());
    assert_eq!(T217::MIN.get(), i64::MIN);
    assert_eq!(T217::MAX.get(), 9223372036854775807i64);
}

#[is_syntax]
type T218 = is!(i64 is ..9223372036854775807);

#[test]
fn t218_i64() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: i64) -> bool {
        match v {
            ..9223372036854775807 => true,
            _ => false,
        }
    }
    let check = |v: i64| {
        let admitted = oracle(v);
        assert_eq!(T218::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T218::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T218::new(v).map(T218::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T218::new_unchecked(v) }.get(), v);
        }

        if let Some(t) = T218::new(v) {
            assert_eq!(t.expand::<T226>().get(), v);
        }
        if let Some(t) = T218::new(v) {
            assert_eq!(t.expand::<T228>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T218>; 2] = [T218::new(v), None];
        assert_eq!(through[0].map(T218::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        i64::MIN,
        -9223372036854775807i64,
        0i64,
        1i64,
        9223372036854775805i64,
        9223372036854775806i64,
        9223372036854775807i64,
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T218>>(), size_of::<i64>());
    assert_eq!(T218::MIN.get(), i64::MIN);
    assert_eq!(T218::MAX.get(), 9223372036854775806i64);
}

#[is_syntax]
type T219 = is!(i64 is -9223372036854775807..);

#[test]
fn t219_i64() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: i64) -> bool {
        match v {
            -9223372036854775807.. => true,
            _ => false,
        }
    }
    let check = |v: i64| {
        let admitted = oracle(v);
        assert_eq!(T219::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T219::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T219::new(v).map(T219::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T219::new_unchecked(v) }.get(), v);
        }

        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T219>; 2] = [T219::new(v), None];
        assert_eq!(through[0].map(T219::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        i64::MIN,
        -9223372036854775807i64,
        -9223372036854775806i64,
        0i64,
        1i64,
        9223372036854775806i64,
        9223372036854775807i64,
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T219>>(), size_of::<i64>());
    assert_eq!(T219::MIN.get(), -9223372036854775807i64);
    assert_eq!(T219::MAX.get(), 9223372036854775807i64);
}

#[is_syntax]
type T220 = is!(i64 is (..0 | 1..));

#[test]
fn t220_i64() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: i64) -> bool {
        match v {
            (..0 | 1..) => true,
            _ => false,
        }
    }
    let check = |v: i64| {
        let admitted = oracle(v);
        assert_eq!(T220::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T220::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T220::new(v).map(T220::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T220::new_unchecked(v) }.get(), v);
        }
        assert_eq!(T220::from_ref(&v).map(|r| r.get()), admitted.then_some(v));
        if let Some(r) = T220::from_ref(&v) {
            assert_eq!(bytes(r), bytes(&v));
            assert_eq!(*r.as_ref(), v);
            assert_eq!(bytes(r.as_ref()), bytes(&v));
        }
        assert_eq!(
            bytemuck::checked::try_cast::<i64, T220>(v)
                .ok()
                .map(T220::get),
            admitted.then_some(v)
        );
        assert_eq!(
            bytemuck::checked::try_from_bytes::<T220>(bytemuck::bytes_of(&v))
                .ok()
                .map(|r| r.get()),
            admitted.then_some(v)
        );
        if let Some(t) = T220::new(v) {
            assert_eq!(t.expand::<T231>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T220>; 2] = [T220::new(v), None];
        assert_eq!(through[0].map(T220::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        i64::MIN,
        -9223372036854775807i64,
        -2i64,
        -1i64,
        0i64,
        1i64,
        2i64,
        9223372036854775806i64,
        9223372036854775807i64,
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T220>>(), size_of::<i64>());
    assert_eq!(T220::MIN.get(), i64::MIN);
    assert_eq!(T220::MAX.get(), 9223372036854775807i64);
}

#[is_syntax]
type T221 = is!(i64 is -9223372036854775808..=-9223372036854775808);

#[test]
fn t221_i64() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: i64) -> bool {
        match v {
            -9223372036854775808..=-9223372036854775808 => true,
            _ => false,
        }
    }
    let check = |v: i64| {
        let admitted = oracle(v);
        assert_eq!(T221::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T221::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T221::new(v).map(T221::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T221::new_unchecked(v) }.get(), v);
        }
        assert_eq!(T221::from_ref(&v).map(|r| r.get()), admitted.then_some(v));
        if let Some(r) = T221::from_ref(&v) {
            assert_eq!(bytes(r), bytes(&v));
            assert_eq!(*r.as_ref(), v);
            assert_eq!(bytes(r.as_ref()), bytes(&v));
        }
        assert_eq!(
            bytemuck::checked::try_cast::<i64, T221>(v)
                .ok()
                .map(T221::get),
            admitted.then_some(v)
        );
        assert_eq!(
            bytemuck::checked::try_from_bytes::<T221>(bytemuck::bytes_of(&v))
                .ok()
                .map(|r| r.get()),
            admitted.then_some(v)
        );
        if let Some(t) = T221::new(v) {
            assert_eq!(t.expand::<T213>().get(), v);
        }
        if let Some(t) = T221::new(v) {
            assert_eq!(t.expand::<T214>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T221>; 2] = [T221::new(v), None];
        assert_eq!(through[0].map(T221::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        i64::MIN,
        -9223372036854775807i64,
        0i64,
        1i64,
        9223372036854775807i64,
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T221>>(), size_of::<i64>());
    assert_eq!(T221::MIN.get(), i64::MIN);
    assert_eq!(T221::MAX.get(), i64::MIN);
}

const LO_222: i64 = -5534023222112865485i64;
const HI_222: i64 = 0i64;
#[is_syntax]
type T222 = is!(i64 is LO_222..HI_222);

#[test]
fn t222_i64() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: i64) -> bool {
        match v {
            LO_222..HI_222 => true,
            _ => false,
        }
    }
    let check = |v: i64| {
        let admitted = oracle(v);
        assert_eq!(T222::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T222::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T222::new(v).map(T222::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T222::new_unchecked(v) }.get(), v);
        }

        if let Some(t) = T222::new(v) {
            assert_eq!(t.expand::<T210>().get(), v);
        }
        if let Some(t) = T222::new(v) {
            assert_eq!(t.expand::<T211>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T222>; 2] = [T222::new(v), None];
        assert_eq!(through[0].map(T222::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        i64::MIN,
        -5534023222112865486i64,
        -5534023222112865485i64,
        -5534023222112865484i64,
        -2i64,
        -1i64,
        0i64,
        1i64,
        9223372036854775807i64,
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T222>>(), size_of::<i64>());
    assert_eq!(T222::MIN.get(), -5534023222112865485i64);
    assert_eq!(T222::MAX.get(), -1i64);
}

const LO_223: i64 = -5534023222112865485i64;
const HI_223: i64 = 0i64;
#[is_syntax]
type T223 = is!(i64 is (..=LO_223 | HI_223..));

#[test]
fn t223_i64() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: i64) -> bool {
        match v {
            (..=LO_223 | HI_223..) => true,
            _ => false,
        }
    }
    let check = |v: i64| {
        let admitted = oracle(v);
        assert_eq!(T223::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T223::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T223::new(v).map(T223::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T223::new_unchecked(v) }.get(), v);
        }

        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T223>; 2] = [T223::new(v), None];
        assert_eq!(through[0].map(T223::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        i64::MIN,
        -9223372036854775807i64,
        -5534023222112865486i64,
        -5534023222112865485i64,
        -5534023222112865484i64,
        -1i64,
        0i64,
        1i64,
        9223372036854775806i64,
        9223372036854775807i64,
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T223>>(), size_of::<i64>());
}

#[is_syntax]
type T224 = is!(i64 is i64::MIN..0);

#[test]
fn t224_i64() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: i64) -> bool {
        match v {
            i64::MIN..0 => true,
            _ => false,
        }
    }
    let check = |v: i64| {
        let admitted = oracle(v);
        assert_eq!(T224::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T224::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T224::new(v).map(T224::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T224::new_unchecked(v) }.get(), v);
        }
        assert_eq!(T224::from_ref(&v).map(|r| r.get()), admitted.then_some(v));
        if let Some(r) = T224::from_ref(&v) {
            assert_eq!(bytes(r), bytes(&v));
            assert_eq!(*r.as_ref(), v);
            assert_eq!(bytes(r.as_ref()), bytes(&v));
        }
        assert_eq!(
            bytemuck::checked::try_cast::<i64, T224>(v)
                .ok()
                .map(T224::get),
            admitted.then_some(v)
        );
        assert_eq!(
            bytemuck::checked::try_from_bytes::<T224>(bytemuck::bytes_of(&v))
                .ok()
                .map(|r| r.get()),
            admitted.then_some(v)
        );
        if let Some(t) = T224::new(v) {
            assert_eq!(t.expand::<T213>().get(), v);
        }
        if let Some(t) = T224::new(v) {
            assert_eq!(t.expand::<T218>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T224>; 2] = [T224::new(v), None];
        assert_eq!(through[0].map(T224::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        i64::MIN,
        -9223372036854775807i64,
        -2i64,
        -1i64,
        0i64,
        1i64,
        9223372036854775807i64,
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T224>>(), size_of::<i64>());
    assert_eq!(T224::MIN.get(), i64::MIN);
    assert_eq!(T224::MAX.get(), -1i64);
}

#[is_syntax]
type T225 = is!(i64 is -5534023222112865485..=i64::MAX);

#[test]
fn t225_i64() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: i64) -> bool {
        match v {
            -5534023222112865485..=i64::MAX => true,
            _ => false,
        }
    }
    let check = |v: i64| {
        let admitted = oracle(v);
        assert_eq!(T225::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T225::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T225::new(v).map(T225::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T225::new_unchecked(v) }.get(), v);
        }
        assert_eq!(T225::from_ref(&v).map(|r| r.get()), admitted.then_some(v));
        if let Some(r) = T225::from_ref(&v) {
            assert_eq!(bytes(r), bytes(&v));
            assert_eq!(*r.as_ref(), v);
            assert_eq!(bytes(r.as_ref()), bytes(&v));
        }
        assert_eq!(
            bytemuck::checked::try_cast::<i64, T225>(v)
                .ok()
                .map(T225::get),
            admitted.then_some(v)
        );
        assert_eq!(
            bytemuck::checked::try_from_bytes::<T225>(bytemuck::bytes_of(&v))
                .ok()
                .map(|r| r.get()),
            admitted.then_some(v)
        );
        if let Some(t) = T225::new(v) {
            assert_eq!(t.expand::<T219>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T225>; 2] = [T225::new(v), None];
        assert_eq!(through[0].map(T225::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        i64::MIN,
        -5534023222112865486i64,
        -5534023222112865485i64,
        -5534023222112865484i64,
        0i64,
        1i64,
        9223372036854775806i64,
        9223372036854775807i64,
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T225>>(), size_of::<i64>());
    assert_eq!(T225::MIN.get(), -5534023222112865485i64);
    assert_eq!(T225::MAX.get(), 9223372036854775807i64);
}

#[is_syntax]
type T226 = is!(i64 is ..i64::MAX);

#[test]
fn t226_i64() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: i64) -> bool {
        match v {
            ..i64::MAX => true,
            _ => false,
        }
    }
    let check = |v: i64| {
        let admitted = oracle(v);
        assert_eq!(T226::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T226::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T226::new(v).map(T226::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T226::new_unchecked(v) }.get(), v);
        }

        if let Some(t) = T226::new(v) {
            assert_eq!(t.expand::<T218>().get(), v);
        }
        if let Some(t) = T226::new(v) {
            assert_eq!(t.expand::<T228>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T226>; 2] = [T226::new(v), None];
        assert_eq!(through[0].map(T226::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        i64::MIN,
        -9223372036854775807i64,
        0i64,
        1i64,
        9223372036854775805i64,
        9223372036854775806i64,
        9223372036854775807i64,
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T226>>(), size_of::<i64>());
    assert_eq!(T226::MIN.get(), i64::MIN);
    assert_eq!(T226::MAX.get(), 9223372036854775806i64);
}

#[is_syntax]
type T227 = is!(i64 is (-9223372036854775808 | ::core::primitive::i64::MAX));

#[test]
fn t227_i64() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: i64) -> bool {
        match v {
            (-9223372036854775808 | ::core::primitive::i64::MAX) => true,
            _ => false,
        }
    }
    let check = |v: i64| {
        let admitted = oracle(v);
        assert_eq!(T227::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T227::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T227::new(v).map(T227::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T227::new_unchecked(v) }.get(), v);
        }
        assert_eq!(T227::from_ref(&v).map(|r| r.get()), admitted.then_some(v));
        if let Some(r) = T227::from_ref(&v) {
            assert_eq!(bytes(r), bytes(&v));
            assert_eq!(*r.as_ref(), v);
            assert_eq!(bytes(r.as_ref()), bytes(&v));
        }
        assert_eq!(
            bytemuck::checked::try_cast::<i64, T227>(v)
                .ok()
                .map(T227::get),
            admitted.then_some(v)
        );
        assert_eq!(
            bytemuck::checked::try_from_bytes::<T227>(bytemuck::bytes_of(&v))
                .ok()
                .map(|r| r.get()),
            admitted.then_some(v)
        );
        if let Some(t) = T227::new(v) {
            assert_eq!(t.expand::<T217>().get(), v);
        }
        if let Some(t) = T227::new(v) {
            assert_eq!(t.expand::<T220>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T227>; 2] = [T227::new(v), None];
        assert_eq!(through[0].map(T227::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        i64::MIN,
        -9223372036854775807i64,
        0i64,
        1i64,
        9223372036854775806i64,
        9223372036854775807i64,
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T227>>(), size_of::<i64>());
    assert_eq!(T227::MIN.get(), i64::MIN);
    assert_eq!(T227::MAX.get(), 9223372036854775807i64);
}

#[is_syntax]
type T228 = is!(i64 is -9223372036854775808..=9223372036854775806);

#[test]
fn t228_i64() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: i64) -> bool {
        match v {
            -9223372036854775808..=9223372036854775806 => true,
            _ => false,
        }
    }
    let check = |v: i64| {
        let admitted = oracle(v);
        assert_eq!(T228::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T228::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T228::new(v).map(T228::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T228::new_unchecked(v) }.get(), v);
        }

        if let Some(t) = T228::new(v) {
            assert_eq!(t.expand::<T218>().get(), v);
        }
        if let Some(t) = T228::new(v) {
            assert_eq!(t.expand::<T226>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T228>; 2] = [T228::new(v), None];
        assert_eq!(through[0].map(T228::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        i64::MIN,
        -9223372036854775807i64,
        0i64,
        1i64,
        9223372036854775805i64,
        9223372036854775806i64,
        9223372036854775807i64,
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T228>>(), size_of::<i64>());
    assert_eq!(T228::MIN.get(), i64::MIN);
    assert_eq!(T228::MAX.get(), 9223372036854775806i64);
}

#[is_syntax]
type T229 = is!(i64 is -5..=5);

#[test]
fn t229_i64() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: i64) -> bool {
        match v {
            -5..=5 => true,
            _ => false,
        }
    }
    let check = |v: i64| {
        let admitted = oracle(v);
        assert_eq!(T229::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T229::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T229::new(v).map(T229::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T229::new_unchecked(v) }.get(), v);
        }
        assert_eq!(T229::from_ref(&v).map(|r| r.get()), admitted.then_some(v));
        if let Some(r) = T229::from_ref(&v) {
            assert_eq!(bytes(r), bytes(&v));
            assert_eq!(*r.as_ref(), v);
            assert_eq!(bytes(r.as_ref()), bytes(&v));
        }
        assert_eq!(
            bytemuck::checked::try_cast::<i64, T229>(v)
                .ok()
                .map(T229::get),
            admitted.then_some(v)
        );
        assert_eq!(
            bytemuck::checked::try_from_bytes::<T229>(bytemuck::bytes_of(&v))
                .ok()
                .map(|r| r.get()),
            admitted.then_some(v)
        );
        if let Some(t) = T229::new(v) {
            assert_eq!(t.expand::<T218>().get(), v);
        }
        if let Some(t) = T229::new(v) {
            assert_eq!(t.expand::<T219>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T229>; 2] = [T229::new(v), None];
        assert_eq!(through[0].map(T229::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        i64::MIN,
        -6i64,
        -5i64,
        -4i64,
        0i64,
        1i64,
        4i64,
        5i64,
        6i64,
        9223372036854775807i64,
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T229>>(), size_of::<i64>());
    assert_eq!(T229::MIN.get(), -5i64);
    assert_eq!(T229::MAX.get(), 5i64);
}

#[is_syntax]
type T230 = is!(i64 is ..=-1);

#[test]
fn t230_i64() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: i64) -> bool {
        match v {
            ..=-1 => true,
            _ => false,
        }
    }
    let check = |v: i64| {
        let admitted = oracle(v);
        assert_eq!(T230::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T230::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T230::new(v).map(T230::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T230::new_unchecked(v) }.get(), v);
        }
        assert_eq!(T230::from_ref(&v).map(|r| r.get()), admitted.then_some(v));
        if let Some(r) = T230::from_ref(&v) {
            assert_eq!(bytes(r), bytes(&v));
            assert_eq!(*r.as_ref(), v);
            assert_eq!(bytes(r.as_ref()), bytes(&v));
        }
        assert_eq!(
            bytemuck::checked::try_cast::<i64, T230>(v)
                .ok()
                .map(T230::get),
            admitted.then_some(v)
        );
        assert_eq!(
            bytemuck::checked::try_from_bytes::<T230>(bytemuck::bytes_of(&v))
                .ok()
                .map(|r| r.get()),
            admitted.then_some(v)
        );
        if let Some(t) = T230::new(v) {
            assert_eq!(t.expand::<T213>().get(), v);
        }
        if let Some(t) = T230::new(v) {
            assert_eq!(t.expand::<T218>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T230>; 2] = [T230::new(v), None];
        assert_eq!(through[0].map(T230::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        i64::MIN,
        -9223372036854775807i64,
        -2i64,
        -1i64,
        0i64,
        1i64,
        9223372036854775807i64,
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T230>>(), size_of::<i64>());
    assert_eq!(T230::MIN.get(), i64::MIN);
    assert_eq!(T230::MAX.get(), -1i64);
}

#[is_syntax]
type T231 = is!(i64 is (..0 | 1..));

#[test]
fn t231_i64() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: i64) -> bool {
        match v {
            (..0 | 1..) => true,
            _ => false,
        }
    }
    let check = |v: i64| {
        let admitted = oracle(v);
        assert_eq!(T231::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T231::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T231::new(v).map(T231::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T231::new_unchecked(v) }.get(), v);
        }
        assert_eq!(T231::from_ref(&v).map(|r| r.get()), admitted.then_some(v));
        if let Some(r) = T231::from_ref(&v) {
            assert_eq!(bytes(r), bytes(&v));
            assert_eq!(*r.as_ref(), v);
            assert_eq!(bytes(r.as_ref()), bytes(&v));
        }
        assert_eq!(
            bytemuck::checked::try_cast::<i64, T231>(v)
                .ok()
                .map(T231::get),
            admitted.then_some(v)
        );
        assert_eq!(
            bytemuck::checked::try_from_bytes::<T231>(bytemuck::bytes_of(&v))
                .ok()
                .map(|r| r.get()),
            admitted.then_some(v)
        );
        if let Some(t) = T231::new(v) {
            assert_eq!(t.expand::<T220>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T231>; 2] = [T231::new(v), None];
        assert_eq!(through[0].map(T231::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        i64::MIN,
        -9223372036854775807i64,
        -2i64,
        -1i64,
        0i64,
        1i64,
        2i64,
        9223372036854775806i64,
        9223372036854775807i64,
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T231>>(), size_of::<i64>());
    assert_eq!(T231::MIN.get(), i64::MIN);
    assert_eq!(T231::MAX.get(), 9223372036854775807i64);
}

#[is_syntax]
type T232 = is!(i64 is 0..);

#[test]
fn t232_i64() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: i64) -> bool {
        match v {
            0.. => true,
            _ => false,
        }
    }
    let check = |v: i64| {
        let admitted = oracle(v);
        assert_eq!(T232::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T232::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T232::new(v).map(T232::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T232::new_unchecked(v) }.get(), v);
        }
        assert_eq!(T232::from_ref(&v).map(|r| r.get()), admitted.then_some(v));
        if let Some(r) = T232::from_ref(&v) {
            assert_eq!(bytes(r), bytes(&v));
            assert_eq!(*r.as_ref(), v);
            assert_eq!(bytes(r.as_ref()), bytes(&v));
        }
        assert_eq!(
            bytemuck::checked::try_cast::<i64, T232>(v)
                .ok()
                .map(T232::get),
            admitted.then_some(v)
        );
        assert_eq!(
            bytemuck::checked::try_from_bytes::<T232>(bytemuck::bytes_of(&v))
                .ok()
                .map(|r| r.get()),
            admitted.then_some(v)
        );
        if let Some(t) = T232::new(v) {
            assert_eq!(t.expand::<T212>().get(), v);
        }
        if let Some(t) = T232::new(v) {
            assert_eq!(t.expand::<T219>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T232>; 2] = [T232::new(v), None];
        assert_eq!(through[0].map(T232::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        i64::MIN,
        -1i64,
        0i64,
        1i64,
        9223372036854775806i64,
        9223372036854775807i64,
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T232>>(), size_of::<i64>());
    assert_eq!(T232::MIN.get(), 0i64);
    assert_eq!(T232::MAX.get(), 9223372036854775807i64);
}

#[is_syntax]
type T233 = is!(i128 is -102084710076281539039012382229530463437..0);

#[test]
fn t233_i128() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: i128) -> bool {
        match v {
            -102084710076281539039012382229530463437..0 => true,
            _ => false,
        }
    }
    let check = |v: i128| {
        let admitted = oracle(v);
        assert_eq!(T233::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T233::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T233::new(v).map(T233::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T233::new_unchecked(v) }.get(), v);
        }
        assert_eq!(T233::from_ref(&v).map(|r| r.get()), admitted.then_some(v));
        if let Some(r) = T233::from_ref(&v) {
            assert_eq!(bytes(r), bytes(&v));
            assert_eq!(*r.as_ref(), v);
            assert_eq!(bytes(r.as_ref()), bytes(&v));
        }
        assert_eq!(
            bytemuck::checked::try_cast::<i128, T233>(v)
                .ok()
                .map(T233::get),
            admitted.then_some(v)
        );
        assert_eq!(
            bytemuck::checked::try_from_bytes::<T233>(bytemuck::bytes_of(&v))
                .ok()
                .map(|r| r.get()),
            admitted.then_some(v)
        );
        if let Some(t) = T233::new(v) {
            assert_eq!(t.expand::<T234>().get(), v);
        }
        if let Some(t) = T233::new(v) {
            assert_eq!(t.expand::<T236>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T233>; 2] = [T233::new(v), None];
        assert_eq!(through[0].map(T233::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        i128::MIN,
        -102084710076281539039012382229530463438i128,
        -102084710076281539039012382229530463437i128,
        -102084710076281539039012382229530463436i128,
        -2i128,
        -1i128,
        0i128,
        1i128,
        170141183460469231731687303715884105727i128,
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T233>>(), size_of::<i128>());
    assert_eq!(
        T233::MIN.get(),
        -102084710076281539039012382229530463437i128
    );
    assert_eq!(T233::MAX.get(), -1i128);
}

#[is_syntax]
type T234 = is!(i128 is -102084710076281539039012382229530463437..=0);

#[test]
fn t234_i128() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: i128) -> bool {
        match v {
            -102084710076281539039012382229530463437..=0 => true,
            _ => false,
        }
    }
    let check = |v: i128| {
        let admitted = oracle(v);
        assert_eq!(T234::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T234::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T234::new(v).map(T234::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T234::new_unchecked(v) }.get(), v);
        }
        assert_eq!(T234::from_ref(&v).map(|r| r.get()), admitted.then_some(v));
        if let Some(r) = T234::from_ref(&v) {
            assert_eq!(bytes(r), bytes(&v));
            assert_eq!(*r.as_ref(), v);
            assert_eq!(bytes(r.as_ref()), bytes(&v));
        }
        assert_eq!(
            bytemuck::checked::try_cast::<i128, T234>(v)
                .ok()
                .map(T234::get),
            admitted.then_some(v)
        );
        assert_eq!(
            bytemuck::checked::try_from_bytes::<T234>(bytemuck::bytes_of(&v))
                .ok()
                .map(|r| r.get()),
            admitted.then_some(v)
        );
        if let Some(t) = T234::new(v) {
            assert_eq!(t.expand::<T241>().get(), v);
        }
        if let Some(t) = T234::new(v) {
            assert_eq!(t.expand::<T242>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T234>; 2] = [T234::new(v), None];
        assert_eq!(through[0].map(T234::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        i128::MIN,
        -102084710076281539039012382229530463438i128,
        -102084710076281539039012382229530463437i128,
        -102084710076281539039012382229530463436i128,
        -1i128,
        0i128,
        1i128,
        170141183460469231731687303715884105727i128,
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T234>>(), size_of::<i128>());
    assert_eq!(
        T234::MIN.get(),
        -102084710076281539039012382229530463437i128
    );
    assert_eq!(T234::MAX.get(), 0i128);
}

#[is_syntax]
type T235 = is!(i128 is 0..);

#[test]
fn t235_i128() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: i128) -> bool {
        match v {
            0.. => true,
            _ => false,
        }
    }
    let check = |v: i128| {
        let admitted = oracle(v);
        assert_eq!(T235::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T235::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T235::new(v).map(T235::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T235::new_unchecked(v) }.get(), v);
        }
        assert_eq!(T235::from_ref(&v).map(|r| r.get()), admitted.then_some(v));
        if let Some(r) = T235::from_ref(&v) {
            assert_eq!(bytes(r), bytes(&v));
            assert_eq!(*r.as_ref(), v);
            assert_eq!(bytes(r.as_ref()), bytes(&v));
        }
        assert_eq!(
            bytemuck::checked::try_cast::<i128, T235>(v)
                .ok()
                .map(T235::get),
            admitted.then_some(v)
        );
        assert_eq!(
            bytemuck::checked::try_from_bytes::<T235>(bytemuck::bytes_of(&v))
                .ok()
                .map(|r| r.get()),
            admitted.then_some(v)
        );
        if let Some(t) = T235::new(v) {
            assert_eq!(t.expand::<T242>().get(), v);
        }
        if let Some(t) = T235::new(v) {
            assert_eq!(t.expand::<T246>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T235>; 2] = [T235::new(v), None];
        assert_eq!(through[0].map(T235::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        i128::MIN,
        -1i128,
        0i128,
        1i128,
        170141183460469231731687303715884105726i128,
        170141183460469231731687303715884105727i128,
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T235>>(), size_of::<i128>());
    assert_eq!(T235::MIN.get(), 0i128);
    assert_eq!(T235::MAX.get(), 170141183460469231731687303715884105727i128);
}

#[is_syntax]
type T236 = is!(i128 is ..0);

#[test]
fn t236_i128() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: i128) -> bool {
        match v {
            ..0 => true,
            _ => false,
        }
    }
    let check = |v: i128| {
        let admitted = oracle(v);
        assert_eq!(T236::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T236::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T236::new(v).map(T236::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T236::new_unchecked(v) }.get(), v);
        }
        assert_eq!(T236::from_ref(&v).map(|r| r.get()), admitted.then_some(v));
        if let Some(r) = T236::from_ref(&v) {
            assert_eq!(bytes(r), bytes(&v));
            assert_eq!(*r.as_ref(), v);
            assert_eq!(bytes(r.as_ref()), bytes(&v));
        }
        assert_eq!(
            bytemuck::checked::try_cast::<i128, T236>(v)
                .ok()
                .map(T236::get),
            admitted.then_some(v)
        );
        assert_eq!(
            bytemuck::checked::try_from_bytes::<T236>(bytemuck::bytes_of(&v))
                .ok()
                .map(|r| r.get()),
            admitted.then_some(v)
        );
        if let Some(t) = T236::new(v) {
            assert_eq!(t.expand::<T241>().get(), v);
        }
        if let Some(t) = T236::new(v) {
            assert_eq!(t.expand::<T243>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T236>; 2] = [T236::new(v), None];
        assert_eq!(through[0].map(T236::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        i128::MIN,
        -170141183460469231731687303715884105727i128,
        -2i128,
        -1i128,
        0i128,
        1i128,
        170141183460469231731687303715884105727i128,
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T236>>(), size_of::<i128>());
    assert_eq!(T236::MIN.get(), i128::MIN);
    assert_eq!(T236::MAX.get(), -1i128);
}

#[is_syntax]
type T237 = is!(i128 is ..=-102084710076281539039012382229530463437);

#[test]
fn t237_i128() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: i128) -> bool {
        match v {
            ..=-102084710076281539039012382229530463437 => true,
            _ => false,
        }
    }
    let check = |v: i128| {
        let admitted = oracle(v);
        assert_eq!(T237::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T237::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T237::new(v).map(T237::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T237::new_unchecked(v) }.get(), v);
        }
        assert_eq!(T237::from_ref(&v).map(|r| r.get()), admitted.then_some(v));
        if let Some(r) = T237::from_ref(&v) {
            assert_eq!(bytes(r), bytes(&v));
            assert_eq!(*r.as_ref(), v);
            assert_eq!(bytes(r.as_ref()), bytes(&v));
        }
        assert_eq!(
            bytemuck::checked::try_cast::<i128, T237>(v)
                .ok()
                .map(T237::get),
            admitted.then_some(v)
        );
        assert_eq!(
            bytemuck::checked::try_from_bytes::<T237>(bytemuck::bytes_of(&v))
                .ok()
                .map(|r| r.get()),
            admitted.then_some(v)
        );
        if let Some(t) = T237::new(v) {
            assert_eq!(t.expand::<T236>().get(), v);
        }
        if let Some(t) = T237::new(v) {
            assert_eq!(t.expand::<T240>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T237>; 2] = [T237::new(v), None];
        assert_eq!(through[0].map(T237::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        i128::MIN,
        -170141183460469231731687303715884105727i128,
        -102084710076281539039012382229530463438i128,
        -102084710076281539039012382229530463437i128,
        -102084710076281539039012382229530463436i128,
        0i128,
        1i128,
        170141183460469231731687303715884105727i128,
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T237>>(), size_of::<i128>());
    assert_eq!(T237::MIN.get(), i128::MIN);
    assert_eq!(
        T237::MAX.get(),
        -102084710076281539039012382229530463437i128
    );
}

#[is_syntax]
type T238 = is!(i128 is 102084710076281539039012382229530463436);

#[test]
fn t238_i128() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: i128) -> bool {
        match v {
            102084710076281539039012382229530463436 => true,
            _ => false,
        }
    }
    let check = |v: i128| {
        let admitted = oracle(v);
        assert_eq!(T238::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T238::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T238::new(v).map(T238::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T238::new_unchecked(v) }.get(), v);
        }
        assert_eq!(T238::from_ref(&v).map(|r| r.get()), admitted.then_some(v));
        if let Some(r) = T238::from_ref(&v) {
            assert_eq!(bytes(r), bytes(&v));
            assert_eq!(*r.as_ref(), v);
            assert_eq!(bytes(r.as_ref()), bytes(&v));
        }
        assert_eq!(
            bytemuck::checked::try_cast::<i128, T238>(v)
                .ok()
                .map(T238::get),
            admitted.then_some(v)
        );
        assert_eq!(
            bytemuck::checked::try_from_bytes::<T238>(bytemuck::bytes_of(&v))
                .ok()
                .map(|r| r.get()),
            admitted.then_some(v)
        );
        if let Some(t) = T238::new(v) {
            assert_eq!(t.expand::<T235>().get(), v);
        }
        if let Some(t) = T238::new(v) {
            assert_eq!(t.expand::<T239>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T238>; 2] = [T238::new(v), None];
        assert_eq!(through[0].map(T238::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        i128::MIN,
        0i128,
        1i128,
        102084710076281539039012382229530463435i128,
        102084710076281539039012382229530463436i128,
        102084710076281539039012382229530463437i128,
        170141183460469231731687303715884105727i128,
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T238>>(), size_of::<i128>());
    assert_eq!(T238::MIN.get(), 102084710076281539039012382229530463436i128);
    assert_eq!(T238::MAX.get(), 102084710076281539039012382229530463436i128);
}

#[is_syntax]
type T239 = is!(i128 is (-102084710076281539039012382229530463437 | 0..=102084710076281539039012382229530463436));

#[test]
fn t239_i128() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: i128) -> bool {
        match v {
            (-102084710076281539039012382229530463437
            | 0..=102084710076281539039012382229530463436) => true,
            _ => false,
        }
    }
    let check = |v: i128| {
        let admitted = oracle(v);
        assert_eq!(T239::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T239::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T239::new(v).map(T239::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T239::new_unchecked(v) }.get(), v);
        }
        assert_eq!(T239::from_ref(&v).map(|r| r.get()), admitted.then_some(v));
        if let Some(r) = T239::from_ref(&v) {
            assert_eq!(bytes(r), bytes(&v));
            assert_eq!(*r.as_ref(), v);
            assert_eq!(bytes(r.as_ref()), bytes(&v));
        }
        assert_eq!(
            bytemuck::checked::try_cast::<i128, T239>(v)
                .ok()
                .map(T239::get),
            admitted.then_some(v)
        );
        assert_eq!(
            bytemuck::checked::try_from_bytes::<T239>(bytemuck::bytes_of(&v))
                .ok()
                .map(|r| r.get()),
            admitted.then_some(v)
        );
        if let Some(t) = T239::new(v) {
            assert_eq!(t.expand::<T241>().get(), v);
        }
        if let Some(t) = T239::new(v) {
            assert_eq!(t.expand::<T242>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T239>; 2] = [T239::new(v), None];
        assert_eq!(through[0].map(T239::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        i128::MIN,
        -102084710076281539039012382229530463438i128,
        -102084710076281539039012382229530463437i128,
        -102084710076281539039012382229530463436i128,
        -1i128,
        0i128,
        1i128,
        102084710076281539039012382229530463435i128,
        102084710076281539039012382229530463436i128,
        102084710076281539039012382229530463437i128,
        170141183460469231731687303715884105727i128,
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T239>>(), size_of::<i128>());
    assert_eq!(
        T239::MIN.get(),
        -102084710076281539039012382229530463437i128
    );
    assert_eq!(T239::MAX.get(), 102084710076281539039012382229530463436i128);
}

#[is_syntax]
type T240 = is!(i128 is (..=-102084710076281539039012382229530463437 | 102084710076281539039012382229530463436..));

#[test]
fn t240_i128() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: i128) -> bool {
        match v {
            (..=-102084710076281539039012382229530463437
            | 102084710076281539039012382229530463436..) => true,
            _ => false,
        }
    }
    let check = |v: i128| {
        let admitted = oracle(v);
        assert_eq!(T240::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T240::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T240::new(v).map(T240::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T240::new_unchecked(v) }.get(), v);
        }
        assert_eq!(T240::from_ref(&v).map(|r| r.get()), admitted.then_some(v));
        if let Some(r) = T240::from_ref(&v) {
            assert_eq!(bytes(r), bytes(&v));
            assert_eq!(*r.as_ref(), v);
            assert_eq!(bytes(r.as_ref()), bytes(&v));
        }
        assert_eq!(
            bytemuck::checked::try_cast::<i128, T240>(v)
                .ok()
                .map(T240::get),
            admitted.then_some(v)
        );
        assert_eq!(
            bytemuck::checked::try_from_bytes::<T240>(bytemuck::bytes_of(&v))
                .ok()
                .map(|r| r.get()),
            admitted.then_some(v)
        );
        if let Some(t) = T240::new(v) {
            assert_eq!(t.expand::<T243>().get(), v);
        }
        if let Some(t) = T240::new(v) {
            assert_eq!(t.expand::<T246>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T240>; 2] = [T240::new(v), None];
        assert_eq!(through[0].map(T240::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        i128::MIN,
        -170141183460469231731687303715884105727i128,
        -102084710076281539039012382229530463438i128,
        -102084710076281539039012382229530463437i128,
        -102084710076281539039012382229530463436i128,
        0i128,
        1i128,
        102084710076281539039012382229530463435i128,
        102084710076281539039012382229530463436i128,
        102084710076281539039012382229530463437i128,
        170141183460469231731687303715884105726i128,
        170141183460469231731687303715884105727i128,
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T240>>(), size_of::<i128>());
    assert_eq!(T240::MIN.get(), i128::MIN);
    assert_eq!(T240::MAX.get(), 170141183460469231731687303715884105727i128);
}

#[is_syntax]
type T241 = is!(i128 is ..170141183460469231731687303715884105727);

#[test]
fn t241_i128() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: i128) -> bool {
        match v {
            ..170141183460469231731687303715884105727 => true,
            _ => false,
        }
    }
    let check = |v: i128| {
        let admitted = oracle(v);
        assert_eq!(T241::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T241::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T241::new(v).map(T241::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T241::new_unchecked(v) }.get(), v);
        }

        if let Some(t) = T241::new(v) {
            assert_eq!(t.expand::<T249>().get(), v);
        }
        if let Some(t) = T241::new(v) {
            assert_eq!(t.expand::<T251>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T241>; 2] = [T241::new(v), None];
        assert_eq!(through[0].map(T241::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        i128::MIN,
        -170141183460469231731687303715884105727i128,
        0i128,
        1i128,
        170141183460469231731687303715884105725i128,
        170141183460469231731687303715884105726i128,
        170141183460469231731687303715884105727i128,
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T241>>(), size_of::<i128>());
    assert_eq!(T241::MIN.get(), i128::MIN);
    assert_eq!(T241::MAX.get(), 170141183460469231731687303715884105726i128);
}

#[is_syntax]
type T242 = is!(i128 is -170141183460469231731687303715884105727..);

#[test]
fn t242_i128() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: i128) -> bool {
        match v {
            -170141183460469231731687303715884105727.. => true,
            _ => false,
        }
    }
    let check = |v: i128| {
        let admitted = oracle(v);
        assert_eq!(T242::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T242::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T242::new(v).map(T242::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T242::new_unchecked(v) }.get(), v);
        }

        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T242>; 2] = [T242::new(v), None];
        assert_eq!(through[0].map(T242::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        i128::MIN,
        -170141183460469231731687303715884105727i128,
        -170141183460469231731687303715884105726i128,
        0i128,
        1i128,
        170141183460469231731687303715884105726i128,
        170141183460469231731687303715884105727i128,
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T242>>(), size_of::<i128>());
    assert_eq!(
        T242::MIN.get(),
        -170141183460469231731687303715884105727i128
    );
    assert_eq!(T242::MAX.get(), 170141183460469231731687303715884105727i128);
}

#[is_syntax]
type T243 = is!(i128 is (..0 | 1..));

#[test]
fn t243_i128() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: i128) -> bool {
        match v {
            (..0 | 1..) => true,
            _ => false,
        }
    }
    let check = |v: i128| {
        let admitted = oracle(v);
        assert_eq!(T243::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T243::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T243::new(v).map(T243::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T243::new_unchecked(v) }.get(), v);
        }
        assert_eq!(T243::from_ref(&v).map(|r| r.get()), admitted.then_some(v));
        if let Some(r) = T243::from_ref(&v) {
            assert_eq!(bytes(r), bytes(&v));
            assert_eq!(*r.as_ref(), v);
            assert_eq!(bytes(r.as_ref()), bytes(&v));
        }
        assert_eq!(
            bytemuck::checked::try_cast::<i128, T243>(v)
                .ok()
                .map(T243::get),
            admitted.then_some(v)
        );
        assert_eq!(
            bytemuck::checked::try_from_bytes::<T243>(bytemuck::bytes_of(&v))
                .ok()
                .map(|r| r.get()),
            admitted.then_some(v)
        );
        if let Some(t) = T243::new(v) {
            assert_eq!(t.expand::<T254>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T243>; 2] = [T243::new(v), None];
        assert_eq!(through[0].map(T243::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        i128::MIN,
        -170141183460469231731687303715884105727i128,
        -2i128,
        -1i128,
        0i128,
        1i128,
        2i128,
        170141183460469231731687303715884105726i128,
        170141183460469231731687303715884105727i128,
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T243>>(), size_of::<i128>());
    assert_eq!(T243::MIN.get(), i128::MIN);
    assert_eq!(T243::MAX.get(), 170141183460469231731687303715884105727i128);
}

#[is_syntax]
type T244 = is!(i128 is -170141183460469231731687303715884105728..=-170141183460469231731687303715884105728);

#[test]
fn t244_i128() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: i128) -> bool {
        match v {
            -170141183460469231731687303715884105728..=-170141183460469231731687303715884105728 => {
                true
            }
            _ => false,
        }
    }
    let check = |v: i128| {
        let admitted = oracle(v);
        assert_eq!(T244::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T244::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T244::new(v).map(T244::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T244::new_unchecked(v) }.get(), v);
        }
        assert_eq!(T244::from_ref(&v).map(|r| r.get()), admitted.then_some(v));
        if let Some(r) = T244::from_ref(&v) {
            assert_eq!(bytes(r), bytes(&v));
            assert_eq!(*r.as_ref(), v);
            assert_eq!(bytes(r.as_ref()), bytes(&v));
        }
        assert_eq!(
            bytemuck::checked::try_cast::<i128, T244>(v)
                .ok()
                .map(T244::get),
            admitted.then_some(v)
        );
        assert_eq!(
            bytemuck::checked::try_from_bytes::<T244>(bytemuck::bytes_of(&v))
                .ok()
                .map(|r| r.get()),
            admitted.then_some(v)
        );
        if let Some(t) = T244::new(v) {
            assert_eq!(t.expand::<T236>().get(), v);
        }
        if let Some(t) = T244::new(v) {
            assert_eq!(t.expand::<T237>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T244>; 2] = [T244::new(v), None];
        assert_eq!(through[0].map(T244::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        i128::MIN,
        -170141183460469231731687303715884105727i128,
        0i128,
        1i128,
        170141183460469231731687303715884105727i128,
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T244>>(), size_of::<i128>());
    assert_eq!(T244::MIN.get(), i128::MIN);
    assert_eq!(T244::MAX.get(), i128::MIN);
}

const LO_245: i128 = -102084710076281539039012382229530463437i128;
const HI_245: i128 = 0i128;
#[is_syntax]
type T245 = is!(i128 is LO_245..HI_245);

#[test]
fn t245_i128() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: i128) -> bool {
        match v {
            LO_245..HI_245 => true,
            _ => false,
        }
    }
    let check = |v: i128| {
        let admitted = oracle(v);
        assert_eq!(T245::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T245::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T245::new(v).map(T245::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T245::new_unchecked(v) }.get(), v);
        }

        if let Some(t) = T245::new(v) {
            assert_eq!(t.expand::<T233>().get(), v);
        }
        if let Some(t) = T245::new(v) {
            assert_eq!(t.expand::<T234>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T245>; 2] = [T245::new(v), None];
        assert_eq!(through[0].map(T245::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        i128::MIN,
        -102084710076281539039012382229530463438i128,
        -102084710076281539039012382229530463437i128,
        -102084710076281539039012382229530463436i128,
        -2i128,
        -1i128,
        0i128,
        1i128,
        170141183460469231731687303715884105727i128,
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T245>>(), size_of::<i128>());
    assert_eq!(
        T245::MIN.get(),
        -102084710076281539039012382229530463437i128
    );
    assert_eq!(T245::MAX.get(), -1i128);
}

const LO_246: i128 = -102084710076281539039012382229530463437i128;
const HI_246: i128 = 0i128;
#[is_syntax]
type T246 = is!(i128 is (..=LO_246 | HI_246..));

#[test]
fn t246_i128() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: i128) -> bool {
        match v {
            (..=LO_246 | HI_246..) => true,
            _ => false,
        }
    }
    let check = |v: i128| {
        let admitted = oracle(v);
        assert_eq!(T246::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T246::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T246::new(v).map(T246::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T246::new_unchecked(v) }.get(), v);
        }

        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T246>; 2] = [T246::new(v), None];
        assert_eq!(through[0].map(T246::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        i128::MIN,
        -170141183460469231731687303715884105727i128,
        -102084710076281539039012382229530463438i128,
        -102084710076281539039012382229530463437i128,
        -102084710076281539039012382229530463436i128,
        -1i128,
        0i128,
        1i128,
        170141183460469231731687303715884105726i128,
        170141183460469231731687303715884105727i128,
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T246>>(), size_of::<i128>());
}

#[is_syntax]
type T247 = is!(i128 is i128::MIN..0);

#[test]
fn t247_i128() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: i128) -> bool {
        match v {
            i128::MIN..0 => true,
            _ => false,
        }
    }
    let check = |v: i128| {
        let admitted = oracle(v);
        assert_eq!(T247::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T247::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T247::new(v).map(T247::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T247::new_unchecked(v) }.get(), v);
        }
        assert_eq!(T247::from_ref(&v).map(|r| r.get()), admitted.then_some(v));
        if let Some(r) = T247::from_ref(&v) {
            assert_eq!(bytes(r), bytes(&v));
            assert_eq!(*r.as_ref(), v);
            assert_eq!(bytes(r.as_ref()), bytes(&v));
        }
        assert_eq!(
            bytemuck::checked::try_cast::<i128, T247>(v)
                .ok()
                .map(T247::get),
            admitted.then_some(v)
        );
        assert_eq!(
            bytemuck::checked::try_from_bytes::<T247>(bytemuck::bytes_of(&v))
                .ok()
                .map(|r| r.get()),
            admitted.then_some(v)
        );
        if let Some(t) = T247::new(v) {
            assert_eq!(t.expand::<T236>().get(), v);
        }
        if let Some(t) = T247::new(v) {
            assert_eq!(t.expand::<T241>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T247>; 2] = [T247::new(v), None];
        assert_eq!(through[0].map(T247::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        i128::MIN,
        -170141183460469231731687303715884105727i128,
        -2i128,
        -1i128,
        0i128,
        1i128,
        170141183460469231731687303715884105727i128,
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T247>>(), size_of::<i128>());
    assert_eq!(T247::MIN.get(), i128::MIN);
    assert_eq!(T247::MAX.get(), -1i128);
}

#[is_syntax]
type T248 = is!(i128 is -102084710076281539039012382229530463437..=i128::MAX);

#[test]
fn t248_i128() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: i128) -> bool {
        match v {
            -102084710076281539039012382229530463437..=i128::MAX => true,
            _ => false,
        }
    }
    let check = |v: i128| {
        let admitted = oracle(v);
        assert_eq!(T248::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T248::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T248::new(v).map(T248::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T248::new_unchecked(v) }.get(), v);
        }
        assert_eq!(T248::from_ref(&v).map(|r| r.get()), admitted.then_some(v));
        if let Some(r) = T248::from_ref(&v) {
            assert_eq!(bytes(r), bytes(&v));
            assert_eq!(*r.as_ref(), v);
            assert_eq!(bytes(r.as_ref()), bytes(&v));
        }
        assert_eq!(
            bytemuck::checked::try_cast::<i128, T248>(v)
                .ok()
                .map(T248::get),
            admitted.then_some(v)
        );
        assert_eq!(
            bytemuck::checked::try_from_bytes::<T248>(bytemuck::bytes_of(&v))
                .ok()
                .map(|r| r.get()),
            admitted.then_some(v)
        );
        if let Some(t) = T248::new(v) {
            assert_eq!(t.expand::<T242>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T248>; 2] = [T248::new(v), None];
        assert_eq!(through[0].map(T248::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        i128::MIN,
        -102084710076281539039012382229530463438i128,
        -102084710076281539039012382229530463437i128,
        -102084710076281539039012382229530463436i128,
        0i128,
        1i128,
        170141183460469231731687303715884105726i128,
        170141183460469231731687303715884105727i128,
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T248>>(), size_of::<i128>());
    assert_eq!(
        T248::MIN.get(),
        -102084710076281539039012382229530463437i128
    );
    assert_eq!(T248::MAX.get(), 170141183460469231731687303715884105727i128);
}

#[is_syntax]
type T249 = is!(i128 is ..i128::MAX);

#[test]
fn t249_i128() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: i128) -> bool {
        match v {
            ..i128::MAX => true,
            _ => false,
        }
    }
    let check = |v: i128| {
        let admitted = oracle(v);
        assert_eq!(T249::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T249::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T249::new(v).map(T249::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T249::new_unchecked(v) }.get(), v);
        }

        if let Some(t) = T249::new(v) {
            assert_eq!(t.expand::<T241>().get(), v);
        }
        if let Some(t) = T249::new(v) {
            assert_eq!(t.expand::<T251>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T249>; 2] = [T249::new(v), None];
        assert_eq!(through[0].map(T249::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        i128::MIN,
        -170141183460469231731687303715884105727i128,
        0i128,
        1i128,
        170141183460469231731687303715884105725i128,
        170141183460469231731687303715884105726i128,
        170141183460469231731687303715884105727i128,
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T249>>(), size_of::<i128>());
    assert_eq!(T249::MIN.get(), i128::MIN);
    assert_eq!(T249::MAX.get(), 170141183460469231731687303715884105726i128);
}

#[is_syntax]
type T250 = is!(i128 is (-170141183460469231731687303715884105728 | ::core::primitive::i128::MAX));

#[test]
fn t250_i128() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: i128) -> bool {
        match v {
            (-170141183460469231731687303715884105728 | ::core::primitive::i128::MAX) => true,
            _ => false,
        }
    }
    let check = |v: i128| {
        let admitted = oracle(v);
        assert_eq!(T250::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T250::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T250::new(v).map(T250::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T250::new_unchecked(v) }.get(), v);
        }
        assert_eq!(T250::from_ref(&v).map(|r| r.get()), admitted.then_some(v));
        if let Some(r) = T250::from_ref(&v) {
            assert_eq!(bytes(r), bytes(&v));
            assert_eq!(*r.as_ref(), v);
            assert_eq!(bytes(r.as_ref()), bytes(&v));
        }
        assert_eq!(
            bytemuck::checked::try_cast::<i128, T250>(v)
                .ok()
                .map(T250::get),
            admitted.then_some(v)
        );
        assert_eq!(
            bytemuck::checked::try_from_bytes::<T250>(bytemuck::bytes_of(&v))
                .ok()
                .map(|r| r.get()),
            admitted.then_some(v)
        );
        if let Some(t) = T250::new(v) {
            assert_eq!(t.expand::<T240>().get(), v);
        }
        if let Some(t) = T250::new(v) {
            assert_eq!(t.expand::<T243>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T250>; 2] = [T250::new(v), None];
        assert_eq!(through[0].map(T250::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        i128::MIN,
        -170141183460469231731687303715884105727i128,
        0i128,
        1i128,
        170141183460469231731687303715884105726i128,
        170141183460469231731687303715884105727i128,
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T250>>(), size_of::<i128>());
    assert_eq!(T250::MIN.get(), i128::MIN);
    assert_eq!(T250::MAX.get(), 170141183460469231731687303715884105727i128);
}

#[is_syntax]
type T251 =
    is!(i128 is -170141183460469231731687303715884105728..=170141183460469231731687303715884105726);

#[test]
fn t251_i128() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: i128) -> bool {
        match v {
            -170141183460469231731687303715884105728..=170141183460469231731687303715884105726 => {
                true
            }
            _ => false,
        }
    }
    let check = |v: i128| {
        let admitted = oracle(v);
        assert_eq!(T251::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T251::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T251::new(v).map(T251::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T251::new_unchecked(v) }.get(), v);
        }

        if let Some(t) = T251::new(v) {
            assert_eq!(t.expand::<T241>().get(), v);
        }
        if let Some(t) = T251::new(v) {
            assert_eq!(t.expand::<T249>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T251>; 2] = [T251::new(v), None];
        assert_eq!(through[0].map(T251::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        i128::MIN,
        -170141183460469231731687303715884105727i128,
        0i128,
        1i128,
        170141183460469231731687303715884105725i128,
        170141183460469231731687303715884105726i128,
        170141183460469231731687303715884105727i128,
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T251>>(), size_of::<i128>());
    assert_eq!(T251::MIN.get(), i128::MIN);
    assert_eq!(T251::MAX.get(), 170141183460469231731687303715884105726i128);
}

#[is_syntax]
type T252 = is!(i128 is -5..=5);

#[test]
fn t252_i128() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: i128) -> bool {
        match v {
            -5..=5 => true,
            _ => false,
        }
    }
    let check = |v: i128| {
        let admitted = oracle(v);
        assert_eq!(T252::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T252::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T252::new(v).map(T252::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T252::new_unchecked(v) }.get(), v);
        }
        assert_eq!(T252::from_ref(&v).map(|r| r.get()), admitted.then_some(v));
        if let Some(r) = T252::from_ref(&v) {
            assert_eq!(bytes(r), bytes(&v));
            assert_eq!(*r.as_ref(), v);
            assert_eq!(bytes(r.as_ref()), bytes(&v));
        }
        assert_eq!(
            bytemuck::checked::try_cast::<i128, T252>(v)
                .ok()
                .map(T252::get),
            admitted.then_some(v)
        );
        assert_eq!(
            bytemuck::checked::try_from_bytes::<T252>(bytemuck::bytes_of(&v))
                .ok()
                .map(|r| r.get()),
            admitted.then_some(v)
        );
        if let Some(t) = T252::new(v) {
            assert_eq!(t.expand::<T241>().get(), v);
        }
        if let Some(t) = T252::new(v) {
            assert_eq!(t.expand::<T242>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T252>; 2] = [T252::new(v), None];
        assert_eq!(through[0].map(T252::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        i128::MIN,
        -6i128,
        -5i128,
        -4i128,
        0i128,
        1i128,
        4i128,
        5i128,
        6i128,
        170141183460469231731687303715884105727i128,
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T252>>(), size_of::<i128>());
    assert_eq!(T252::MIN.get(), -5i128);
    assert_eq!(T252::MAX.get(), 5i128);
}

#[is_syntax]
type T253 = is!(i128 is ..=-1);

#[test]
fn t253_i128() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: i128) -> bool {
        match v {
            ..=-1 => true,
            _ => false,
        }
    }
    let check = |v: i128| {
        let admitted = oracle(v);
        assert_eq!(T253::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T253::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T253::new(v).map(T253::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T253::new_unchecked(v) }.get(), v);
        }
        assert_eq!(T253::from_ref(&v).map(|r| r.get()), admitted.then_some(v));
        if let Some(r) = T253::from_ref(&v) {
            assert_eq!(bytes(r), bytes(&v));
            assert_eq!(*r.as_ref(), v);
            assert_eq!(bytes(r.as_ref()), bytes(&v));
        }
        assert_eq!(
            bytemuck::checked::try_cast::<i128, T253>(v)
                .ok()
                .map(T253::get),
            admitted.then_some(v)
        );
        assert_eq!(
            bytemuck::checked::try_from_bytes::<T253>(bytemuck::bytes_of(&v))
                .ok()
                .map(|r| r.get()),
            admitted.then_some(v)
        );
        if let Some(t) = T253::new(v) {
            assert_eq!(t.expand::<T236>().get(), v);
        }
        if let Some(t) = T253::new(v) {
            assert_eq!(t.expand::<T241>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T253>; 2] = [T253::new(v), None];
        assert_eq!(through[0].map(T253::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        i128::MIN,
        -170141183460469231731687303715884105727i128,
        -2i128,
        -1i128,
        0i128,
        1i128,
        170141183460469231731687303715884105727i128,
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T253>>(), size_of::<i128>());
    assert_eq!(T253::MIN.get(), i128::MIN);
    assert_eq!(T253::MAX.get(), -1i128);
}

#[is_syntax]
type T254 = is!(i128 is (..0 | 1..));

#[test]
fn t254_i128() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: i128) -> bool {
        match v {
            (..0 | 1..) => true,
            _ => false,
        }
    }
    let check = |v: i128| {
        let admitted = oracle(v);
        assert_eq!(T254::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T254::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T254::new(v).map(T254::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T254::new_unchecked(v) }.get(), v);
        }
        assert_eq!(T254::from_ref(&v).map(|r| r.get()), admitted.then_some(v));
        if let Some(r) = T254::from_ref(&v) {
            assert_eq!(bytes(r), bytes(&v));
            assert_eq!(*r.as_ref(), v);
            assert_eq!(bytes(r.as_ref()), bytes(&v));
        }
        assert_eq!(
            bytemuck::checked::try_cast::<i128, T254>(v)
                .ok()
                .map(T254::get),
            admitted.then_some(v)
        );
        assert_eq!(
            bytemuck::checked::try_from_bytes::<T254>(bytemuck::bytes_of(&v))
                .ok()
                .map(|r| r.get()),
            admitted.then_some(v)
        );
        if let Some(t) = T254::new(v) {
            assert_eq!(t.expand::<T243>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T254>; 2] = [T254::new(v), None];
        assert_eq!(through[0].map(T254::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        i128::MIN,
        -170141183460469231731687303715884105727i128,
        -2i128,
        -1i128,
        0i128,
        1i128,
        2i128,
        170141183460469231731687303715884105726i128,
        170141183460469231731687303715884105727i128,
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T254>>(), size_of::<i128>());
    assert_eq!(T254::MIN.get(), i128::MIN);
    assert_eq!(T254::MAX.get(), 170141183460469231731687303715884105727i128);
}

#[is_syntax]
type T255 = is!(i128 is 0..);

#[test]
fn t255_i128() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: i128) -> bool {
        match v {
            0.. => true,
            _ => false,
        }
    }
    let check = |v: i128| {
        let admitted = oracle(v);
        assert_eq!(T255::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T255::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T255::new(v).map(T255::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T255::new_unchecked(v) }.get(), v);
        }
        assert_eq!(T255::from_ref(&v).map(|r| r.get()), admitted.then_some(v));
        if let Some(r) = T255::from_ref(&v) {
            assert_eq!(bytes(r), bytes(&v));
            assert_eq!(*r.as_ref(), v);
            assert_eq!(bytes(r.as_ref()), bytes(&v));
        }
        assert_eq!(
            bytemuck::checked::try_cast::<i128, T255>(v)
                .ok()
                .map(T255::get),
            admitted.then_some(v)
        );
        assert_eq!(
            bytemuck::checked::try_from_bytes::<T255>(bytemuck::bytes_of(&v))
                .ok()
                .map(|r| r.get()),
            admitted.then_some(v)
        );
        if let Some(t) = T255::new(v) {
            assert_eq!(t.expand::<T235>().get(), v);
        }
        if let Some(t) = T255::new(v) {
            assert_eq!(t.expand::<T242>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T255>; 2] = [T255::new(v), None];
        assert_eq!(through[0].map(T255::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        i128::MIN,
        -1i128,
        0i128,
        1i128,
        170141183460469231731687303715884105726i128,
        170141183460469231731687303715884105727i128,
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T255>>(), size_of::<i128>());
    assert_eq!(T255::MIN.get(), 0i128);
    assert_eq!(T255::MAX.get(), 170141183460469231731687303715884105727i128);
}

#[cfg(target_pointer_width = "64")]
#[is_syntax]
type T256 = is!(isize is -5534023222112865485..0);

#[cfg(target_pointer_width = "64")]
#[test]
fn t256_isize() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: isize) -> bool {
        match v {
            -5534023222112865485..0 => true,
            _ => false,
        }
    }
    let check = |v: isize| {
        let admitted = oracle(v);
        assert_eq!(T256::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T256::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T256::new(v).map(T256::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T256::new_unchecked(v) }.get(), v);
        }
        assert_eq!(T256::from_ref(&v).map(|r| r.get()), admitted.then_some(v));
        if let Some(r) = T256::from_ref(&v) {
            assert_eq!(bytes(r), bytes(&v));
            assert_eq!(*r.as_ref(), v);
            assert_eq!(bytes(r.as_ref()), bytes(&v));
        }
        assert_eq!(
            bytemuck::checked::try_cast::<isize, T256>(v)
                .ok()
                .map(T256::get),
            admitted.then_some(v)
        );
        assert_eq!(
            bytemuck::checked::try_from_bytes::<T256>(bytemuck::bytes_of(&v))
                .ok()
                .map(|r| r.get()),
            admitted.then_some(v)
        );
        if let Some(t) = T256::new(v) {
            assert_eq!(t.expand::<T257>().get(), v);
        }
        if let Some(t) = T256::new(v) {
            assert_eq!(t.expand::<T259>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T256>; 2] = [T256::new(v), None];
        assert_eq!(through[0].map(T256::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        isize::MIN,
        -5534023222112865486isize,
        -5534023222112865485isize,
        -5534023222112865484isize,
        -2isize,
        -1isize,
        0isize,
        1isize,
        9223372036854775807isize,
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T256>>(), size_of::<isize>());
    assert_eq!(T256::MIN.get(), -5534023222112865485isize);
    assert_eq!(T256::MAX.get(), -1isize);
}

#[cfg(target_pointer_width = "64")]
#[is_syntax]
type T257 = is!(isize is -5534023222112865485..=0);

#[cfg(target_pointer_width = "64")]
#[test]
fn t257_isize() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: isize) -> bool {
        match v {
            -5534023222112865485..=0 => true,
            _ => false,
        }
    }
    let check = |v: isize| {
        let admitted = oracle(v);
        assert_eq!(T257::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T257::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T257::new(v).map(T257::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T257::new_unchecked(v) }.get(), v);
        }

        if let Some(t) = T257::new(v) {
            assert_eq!(t.expand::<T264>().get(), v);
        }
        if let Some(t) = T257::new(v) {
            assert_eq!(t.expand::<T265>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T257>; 2] = [T257::new(v), None];
        assert_eq!(through[0].map(T257::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        isize::MIN,
        -5534023222112865486isize,
        -5534023222112865485isize,
        -5534023222112865484isize,
        -1isize,
        0isize,
        1isize,
        9223372036854775807isize,
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T257>>(), size_of::<isize>());
    assert_eq!(T257::MIN.get(), -5534023222112865485isize);
    assert_eq!(T257::MAX.get(), 0isize);
}

#[cfg(target_pointer_width = "64")]
#[is_syntax]
type T258 = is!(isize is 0..);

#[cfg(target_pointer_width = "64")]
#[test]
fn t258_isize() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: isize) -> bool {
        match v {
            0.. => true,
            _ => false,
        }
    }
    let check = |v: isize| {
        let admitted = oracle(v);
        assert_eq!(T258::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T258::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T258::new(v).map(T258::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T258::new_unchecked(v) }.get(), v);
        }

        if let Some(t) = T258::new(v) {
            assert_eq!(t.expand::<T265>().get(), v);
        }
        if let Some(t) = T258::new(v) {
            assert_eq!(t.expand::<T269>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T258>; 2] = [T258::new(v), None];
        assert_eq!(through[0].map(T258::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        isize::MIN,
        -1isize,
        0isize,
        1isize,
        9223372036854775806isize,
        9223372036854775807isize,
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T258>>(), size_of::<isize>());
    assert_eq!(T258::MIN.get(), 0isize);
    assert_eq!(T258::MAX.get(), 9223372036854775807isize);
}

#[cfg(target_pointer_width = "64")]
#[is_syntax]
type T259 = is!(isize is ..0);

#[cfg(target_pointer_width = "64")]
#[test]
fn t259_isize() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: isize) -> bool {
        match v {
            ..0 => true,
            _ => false,
        }
    }
    let check = |v: isize| {
        let admitted = oracle(v);
        assert_eq!(T259::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T259::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T259::new(v).map(T259::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T259::new_unchecked(v) }.get(), v);
        }
        assert_eq!(T259::from_ref(&v).map(|r| r.get()), admitted.then_some(v));
        if let Some(r) = T259::from_ref(&v) {
            assert_eq!(bytes(r), bytes(&v));
            assert_eq!(*r.as_ref(), v);
            assert_eq!(bytes(r.as_ref()), bytes(&v));
        }
        assert_eq!(
            bytemuck::checked::try_cast::<isize, T259>(v)
                .ok()
                .map(T259::get),
            admitted.then_some(v)
        );
        assert_eq!(
            bytemuck::checked::try_from_bytes::<T259>(bytemuck::bytes_of(&v))
                .ok()
                .map(|r| r.get()),
            admitted.then_some(v)
        );
        if let Some(t) = T259::new(v) {
            assert_eq!(t.expand::<T264>().get(), v);
        }
        if let Some(t) = T259::new(v) {
            assert_eq!(t.expand::<T266>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T259>; 2] = [T259::new(v), None];
        assert_eq!(through[0].map(T259::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        isize::MIN,
        -9223372036854775807isize,
        -2isize,
        -1isize,
        0isize,
        1isize,
        9223372036854775807isize,
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T259>>(), size_of::<isize>());
    assert_eq!(T259::MIN.get(), isize::MIN);
    assert_eq!(T259::MAX.get(), -1isize);
}

#[cfg(target_pointer_width = "64")]
#[is_syntax]
type T260 = is!(isize is ..=-5534023222112865485);

#[cfg(target_pointer_width = "64")]
#[test]
fn t260_isize() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: isize) -> bool {
        match v {
            ..=-5534023222112865485 => true,
            _ => false,
        }
    }
    let check = |v: isize| {
        let admitted = oracle(v);
        assert_eq!(T260::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T260::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T260::new(v).map(T260::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T260::new_unchecked(v) }.get(), v);
        }
        assert_eq!(T260::from_ref(&v).map(|r| r.get()), admitted.then_some(v));
        if let Some(r) = T260::from_ref(&v) {
            assert_eq!(bytes(r), bytes(&v));
            assert_eq!(*r.as_ref(), v);
            assert_eq!(bytes(r.as_ref()), bytes(&v));
        }
        assert_eq!(
            bytemuck::checked::try_cast::<isize, T260>(v)
                .ok()
                .map(T260::get),
            admitted.then_some(v)
        );
        assert_eq!(
            bytemuck::checked::try_from_bytes::<T260>(bytemuck::bytes_of(&v))
                .ok()
                .map(|r| r.get()),
            admitted.then_some(v)
        );
        if let Some(t) = T260::new(v) {
            assert_eq!(t.expand::<T259>().get(), v);
        }
        if let Some(t) = T260::new(v) {
            assert_eq!(t.expand::<T263>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T260>; 2] = [T260::new(v), None];
        assert_eq!(through[0].map(T260::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        isize::MIN,
        -9223372036854775807isize,
        -5534023222112865486isize,
        -5534023222112865485isize,
        -5534023222112865484isize,
        0isize,
        1isize,
        9223372036854775807isize,
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T260>>(), size_of::<isize>());
    assert_eq!(T260::MIN.get(), isize::MIN);
    assert_eq!(T260::MAX.get(), -5534023222112865485isize);
}

#[cfg(target_pointer_width = "64")]
#[is_syntax]
type T261 = is!(isize is 5534023222112865484);

#[cfg(target_pointer_width = "64")]
#[test]
fn t261_isize() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: isize) -> bool {
        match v {
            5534023222112865484 => true,
            _ => false,
        }
    }
    let check = |v: isize| {
        let admitted = oracle(v);
        assert_eq!(T261::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T261::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T261::new(v).map(T261::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T261::new_unchecked(v) }.get(), v);
        }
        assert_eq!(T261::from_ref(&v).map(|r| r.get()), admitted.then_some(v));
        if let Some(r) = T261::from_ref(&v) {
            assert_eq!(bytes(r), bytes(&v));
            assert_eq!(*r.as_ref(), v);
            assert_eq!(bytes(r.as_ref()), bytes(&v));
        }
        assert_eq!(
            bytemuck::checked::try_cast::<isize, T261>(v)
                .ok()
                .map(T261::get),
            admitted.then_some(v)
        );
        assert_eq!(
            bytemuck::checked::try_from_bytes::<T261>(bytemuck::bytes_of(&v))
                .ok()
                .map(|r| r.get()),
            admitted.then_some(v)
        );
        if let Some(t) = T261::new(v) {
            assert_eq!(t.expand::<T258>().get(), v);
        }
        if let Some(t) = T261::new(v) {
            assert_eq!(t.expand::<T262>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T261>; 2] = [T261::new(v), None];
        assert_eq!(through[0].map(T261::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        isize::MIN,
        0isize,
        1isize,
        5534023222112865483isize,
        5534023222112865484isize,
        5534023222112865485isize,
        9223372036854775807isize,
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T261>>(), size_of::<isize>());
    assert_eq!(T261::MIN.get(), 5534023222112865484isize);
    assert_eq!(T261::MAX.get(), 5534023222112865484isize);
}

#[cfg(target_pointer_width = "64")]
#[is_syntax]
type T262 = is!(isize is (-5534023222112865485 | 0..=5534023222112865484));

#[cfg(target_pointer_width = "64")]
#[test]
fn t262_isize() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: isize) -> bool {
        match v {
            (-5534023222112865485 | 0..=5534023222112865484) => true,
            _ => false,
        }
    }
    let check = |v: isize| {
        let admitted = oracle(v);
        assert_eq!(T262::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T262::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T262::new(v).map(T262::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T262::new_unchecked(v) }.get(), v);
        }

        if let Some(t) = T262::new(v) {
            assert_eq!(t.expand::<T264>().get(), v);
        }
        if let Some(t) = T262::new(v) {
            assert_eq!(t.expand::<T265>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T262>; 2] = [T262::new(v), None];
        assert_eq!(through[0].map(T262::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        isize::MIN,
        -5534023222112865486isize,
        -5534023222112865485isize,
        -5534023222112865484isize,
        -1isize,
        0isize,
        1isize,
        5534023222112865483isize,
        5534023222112865484isize,
        5534023222112865485isize,
        9223372036854775807isize,
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T262>>(), size_of::<isize>());
    assert_eq!(T262::MIN.get(), -5534023222112865485isize);
    assert_eq!(T262::MAX.get(), 5534023222112865484isize);
}

#[cfg(target_pointer_width = "64")]
#[is_syntax]
type T263 = is!(isize is (..=-5534023222112865485 | 5534023222112865484..));

#[cfg(target_pointer_width = "64")]
#[test]
fn t263_isize() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: isize) -> bool {
        match v {
            (..=-5534023222112865485 | 5534023222112865484..) => true,
            _ => false,
        }
    }
    let check = |v: isize| {
        let admitted = oracle(v);
        assert_eq!(T263::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T263::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T263::new(v).map(T263::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T263::new_unchecked(v) }.get(), v);
        }
        assert_eq!(T263::from_ref(&v).map(|r| r.get()), admitted.then_some(v));
        if let Some(r) = T263::from_ref(&v) {
            assert_eq!(bytes(r), bytes(&v));
            assert_eq!(*r.as_ref(), v);
            assert_eq!(bytes(r.as_ref()), bytes(&v));
        }
        assert_eq!(
            bytemuck::checked::try_cast::<isize, T263>(v)
                .ok()
                .map(T263::get),
            admitted.then_some(v)
        );
        assert_eq!(
            bytemuck::checked::try_from_bytes::<T263>(bytemuck::bytes_of(&v))
                .ok()
                .map(|r| r.get()),
            admitted.then_some(v)
        );
        if let Some(t) = T263::new(v) {
            assert_eq!(t.expand::<T266>().get(), v);
        }
        if let Some(t) = T263::new(v) {
            assert_eq!(t.expand::<T269>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T263>; 2] = [T263::new(v), None];
        assert_eq!(through[0].map(T263::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        isize::MIN,
        -9223372036854775807isize,
        -5534023222112865486isize,
        -5534023222112865485isize,
        -5534023222112865484isize,
        0isize,
        1isize,
        5534023222112865483isize,
        5534023222112865484isize,
        5534023222112865485isize,
        9223372036854775806isize,
        9223372036854775807isize,
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T263>>(), size_of::<isize>());
    assert_eq!(T263::MIN.get(), isize::MIN);
    assert_eq!(T263::MAX.get(), 9223372036854775807isize);
}

#[cfg(target_pointer_width = "64")]
#[is_syntax]
type T264 = is!(isize is ..9223372036854775807);

#[cfg(target_pointer_width = "64")]
#[test]
fn t264_isize() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: isize) -> bool {
        match v {
            ..9223372036854775807 => true,
            _ => false,
        }
    }
    let check = |v: isize| {
        let admitted = oracle(v);
        assert_eq!(T264::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T264::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T264::new(v).map(T264::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T264::new_unchecked(v) }.get(), v);
        }

        if let Some(t) = T264::new(v) {
            assert_eq!(t.expand::<T272>().get(), v);
        }
        if let Some(t) = T264::new(v) {
            assert_eq!(t.expand::<T274>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T264>; 2] = [T264::new(v), None];
        assert_eq!(through[0].map(T264::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        isize::MIN,
        -9223372036854775807isize,
        0isize,
        1isize,
        9223372036854775805isize,
        9223372036854775806isize,
        9223372036854775807isize,
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T264>>(), size_of::<isize>());
    assert_eq!(T264::MIN.get(), isize::MIN);
    assert_eq!(T264::MAX.get(), 9223372036854775806isize);
}

#[cfg(target_pointer_width = "64")]
#[is_syntax]
type T265 = is!(isize is -9223372036854775807..);

#[cfg(target_pointer_width = "64")]
#[test]
fn t265_isize() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: isize) -> bool {
        match v {
            -9223372036854775807.. => true,
            _ => false,
        }
    }
    let check = |v: isize| {
        let admitted = oracle(v);
        assert_eq!(T265::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T265::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T265::new(v).map(T265::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T265::new_unchecked(v) }.get(), v);
        }

        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T265>; 2] = [T265::new(v), None];
        assert_eq!(through[0].map(T265::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        isize::MIN,
        -9223372036854775807isize,
        -9223372036854775806isize,
        0isize,
        1isize,
        9223372036854775806isize,
        9223372036854775807isize,
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T265>>(), size_of::<isize>());
    assert_eq!(T265::MIN.get(), -9223372036854775807isize);
    assert_eq!(T265::MAX.get(), 9223372036854775807isize);
}

#[cfg(target_pointer_width = "64")]
#[is_syntax]
type T266 = is!(isize is (..0 | 1..));

#[cfg(target_pointer_width = "64")]
#[test]
fn t266_isize() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: isize) -> bool {
        match v {
            (..0 | 1..) => true,
            _ => false,
        }
    }
    let check = |v: isize| {
        let admitted = oracle(v);
        assert_eq!(T266::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T266::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T266::new(v).map(T266::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T266::new_unchecked(v) }.get(), v);
        }
        assert_eq!(T266::from_ref(&v).map(|r| r.get()), admitted.then_some(v));
        if let Some(r) = T266::from_ref(&v) {
            assert_eq!(bytes(r), bytes(&v));
            assert_eq!(*r.as_ref(), v);
            assert_eq!(bytes(r.as_ref()), bytes(&v));
        }
        assert_eq!(
            bytemuck::checked::try_cast::<isize, T266>(v)
                .ok()
                .map(T266::get),
            admitted.then_some(v)
        );
        assert_eq!(
            bytemuck::checked::try_from_bytes::<T266>(bytemuck::bytes_of(&v))
                .ok()
                .map(|r| r.get()),
            admitted.then_some(v)
        );
        if let Some(t) = T266::new(v) {
            assert_eq!(t.expand::<T277>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T266>; 2] = [T266::new(v), None];
        assert_eq!(through[0].map(T266::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        isize::MIN,
        -9223372036854775807isize,
        -2isize,
        -1isize,
        0isize,
        1isize,
        2isize,
        9223372036854775806isize,
        9223372036854775807isize,
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T266>>(), size_of::<isize>());
    assert_eq!(T266::MIN.get(), isize::MIN);
    assert_eq!(T266::MAX.get(), 9223372036854775807isize);
}

#[cfg(target_pointer_width = "64")]
#[is_syntax]
type T267 = is!(isize is -9223372036854775808..=-9223372036854775808);

#[cfg(target_pointer_width = "64")]
#[test]
fn t267_isize() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: isize) -> bool {
        match v {
            -9223372036854775808..=-9223372036854775808 => true,
            _ => false,
        }
    }
    let check = |v: isize| {
        let admitted = oracle(v);
        assert_eq!(T267::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T267::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T267::new(v).map(T267::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T267::new_unchecked(v) }.get(), v);
        }
        assert_eq!(T267::from_ref(&v).map(|r| r.get()), admitted.then_some(v));
        if let Some(r) = T267::from_ref(&v) {
            assert_eq!(bytes(r), bytes(&v));
            assert_eq!(*r.as_ref(), v);
            assert_eq!(bytes(r.as_ref()), bytes(&v));
        }
        assert_eq!(
            bytemuck::checked::try_cast::<isize, T267>(v)
                .ok()
                .map(T267::get),
            admitted.then_some(v)
        );
        assert_eq!(
            bytemuck::checked::try_from_bytes::<T267>(bytemuck::bytes_of(&v))
                .ok()
                .map(|r| r.get()),
            admitted.then_some(v)
        );
        if let Some(t) = T267::new(v) {
            assert_eq!(t.expand::<T259>().get(), v);
        }
        if let Some(t) = T267::new(v) {
            assert_eq!(t.expand::<T260>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T267>; 2] = [T267::new(v), None];
        assert_eq!(through[0].map(T267::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        isize::MIN,
        -9223372036854775807isize,
        0isize,
        1isize,
        9223372036854775807isize,
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T267>>(), size_of::<isize>());
    assert_eq!(T267::MIN.get(), isize::MIN);
    assert_eq!(T267::MAX.get(), isize::MIN);
}

#[cfg(target_pointer_width = "64")]
const LO_268: isize = -5534023222112865485isize;
#[cfg(target_pointer_width = "64")]
const HI_268: isize = 0isize;
#[cfg(target_pointer_width = "64")]
#[is_syntax]
type T268 = is!(isize is LO_268..HI_268);

#[cfg(target_pointer_width = "64")]
#[test]
fn t268_isize() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: isize) -> bool {
        match v {
            LO_268..HI_268 => true,
            _ => false,
        }
    }
    let check = |v: isize| {
        let admitted = oracle(v);
        assert_eq!(T268::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T268::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T268::new(v).map(T268::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T268::new_unchecked(v) }.get(), v);
        }

        if let Some(t) = T268::new(v) {
            assert_eq!(t.expand::<T256>().get(), v);
        }
        if let Some(t) = T268::new(v) {
            assert_eq!(t.expand::<T257>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T268>; 2] = [T268::new(v), None];
        assert_eq!(through[0].map(T268::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        isize::MIN,
        -5534023222112865486isize,
        -5534023222112865485isize,
        -5534023222112865484isize,
        -2isize,
        -1isize,
        0isize,
        1isize,
        9223372036854775807isize,
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T268>>(), size_of::<isize>());
    assert_eq!(T268::MIN.get(), -5534023222112865485isize);
    assert_eq!(T268::MAX.get(), -1isize);
}

#[cfg(target_pointer_width = "64")]
const LO_269: isize = -5534023222112865485isize;
#[cfg(target_pointer_width = "64")]
const HI_269: isize = 0isize;
#[cfg(target_pointer_width = "64")]
#[is_syntax]
type T269 = is!(isize is (..=LO_269 | HI_269..));

#[cfg(target_pointer_width = "64")]
#[test]
fn t269_isize() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: isize) -> bool {
        match v {
            (..=LO_269 | HI_269..) => true,
            _ => false,
        }
    }
    let check = |v: isize| {
        let admitted = oracle(v);
        assert_eq!(T269::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T269::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T269::new(v).map(T269::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T269::new_unchecked(v) }.get(), v);
        }

        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T269>; 2] = [T269::new(v), None];
        assert_eq!(through[0].map(T269::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        isize::MIN,
        -9223372036854775807isize,
        -5534023222112865486isize,
        -5534023222112865485isize,
        -5534023222112865484isize,
        -1isize,
        0isize,
        1isize,
        9223372036854775806isize,
        9223372036854775807isize,
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T269>>(), size_of::<isize>());
}

#[cfg(target_pointer_width = "64")]
#[is_syntax]
type T270 = is!(isize is isize::MIN..0);

#[cfg(target_pointer_width = "64")]
#[test]
fn t270_isize() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: isize) -> bool {
        match v {
            isize::MIN..0 => true,
            _ => false,
        }
    }
    let check = |v: isize| {
        let admitted = oracle(v);
        assert_eq!(T270::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T270::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T270::new(v).map(T270::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T270::new_unchecked(v) }.get(), v);
        }
        assert_eq!(T270::from_ref(&v).map(|r| r.get()), admitted.then_some(v));
        if let Some(r) = T270::from_ref(&v) {
            assert_eq!(bytes(r), bytes(&v));
            assert_eq!(*r.as_ref(), v);
            assert_eq!(bytes(r.as_ref()), bytes(&v));
        }
        assert_eq!(
            bytemuck::checked::try_cast::<isize, T270>(v)
                .ok()
                .map(T270::get),
            admitted.then_some(v)
        );
        assert_eq!(
            bytemuck::checked::try_from_bytes::<T270>(bytemuck::bytes_of(&v))
                .ok()
                .map(|r| r.get()),
            admitted.then_some(v)
        );
        if let Some(t) = T270::new(v) {
            assert_eq!(t.expand::<T259>().get(), v);
        }
        if let Some(t) = T270::new(v) {
            assert_eq!(t.expand::<T264>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T270>; 2] = [T270::new(v), None];
        assert_eq!(through[0].map(T270::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        isize::MIN,
        -9223372036854775807isize,
        -2isize,
        -1isize,
        0isize,
        1isize,
        9223372036854775807isize,
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T270>>(), size_of::<isize>());
    assert_eq!(T270::MIN.get(), isize::MIN);
    assert_eq!(T270::MAX.get(), -1isize);
}

#[cfg(target_pointer_width = "64")]
#[is_syntax]
type T271 = is!(isize is -5534023222112865485..=isize::MAX);

#[cfg(target_pointer_width = "64")]
#[test]
fn t271_isize() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: isize) -> bool {
        match v {
            -5534023222112865485..=isize::MAX => true,
            _ => false,
        }
    }
    let check = |v: isize| {
        let admitted = oracle(v);
        assert_eq!(T271::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T271::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T271::new(v).map(T271::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T271::new_unchecked(v) }.get(), v);
        }

        if let Some(t) = T271::new(v) {
            assert_eq!(t.expand::<T265>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T271>; 2] = [T271::new(v), None];
        assert_eq!(through[0].map(T271::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        isize::MIN,
        -5534023222112865486isize,
        -5534023222112865485isize,
        -5534023222112865484isize,
        0isize,
        1isize,
        9223372036854775806isize,
        9223372036854775807isize,
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T271>>(), size_of::<isize>());
    assert_eq!(T271::MIN.get(), -5534023222112865485isize);
    assert_eq!(T271::MAX.get(), 9223372036854775807isize);
}

#[cfg(target_pointer_width = "64")]
#[is_syntax]
type T272 = is!(isize is ..isize::MAX);

#[cfg(target_pointer_width = "64")]
#[test]
fn t272_isize() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: isize) -> bool {
        match v {
            ..isize::MAX => true,
            _ => false,
        }
    }
    let check = |v: isize| {
        let admitted = oracle(v);
        assert_eq!(T272::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T272::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T272::new(v).map(T272::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T272::new_unchecked(v) }.get(), v);
        }

        if let Some(t) = T272::new(v) {
            assert_eq!(t.expand::<T264>().get(), v);
        }
        if let Some(t) = T272::new(v) {
            assert_eq!(t.expand::<T274>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T272>; 2] = [T272::new(v), None];
        assert_eq!(through[0].map(T272::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        isize::MIN,
        -9223372036854775807isize,
        0isize,
        1isize,
        9223372036854775805isize,
        9223372036854775806isize,
        9223372036854775807isize,
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T272>>(), size_of::<isize>());
    assert_eq!(T272::MIN.get(), isize::MIN);
    assert_eq!(T272::MAX.get(), 9223372036854775806isize);
}

#[cfg(target_pointer_width = "64")]
#[is_syntax]
type T273 = is!(isize is (-9223372036854775808 | ::core::primitive::isize::MAX));

#[cfg(target_pointer_width = "64")]
#[test]
fn t273_isize() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: isize) -> bool {
        match v {
            (-9223372036854775808 | ::core::primitive::isize::MAX) => true,
            _ => false,
        }
    }
    let check = |v: isize| {
        let admitted = oracle(v);
        assert_eq!(T273::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T273::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T273::new(v).map(T273::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T273::new_unchecked(v) }.get(), v);
        }
        assert_eq!(T273::from_ref(&v).map(|r| r.get()), admitted.then_some(v));
        if let Some(r) = T273::from_ref(&v) {
            assert_eq!(bytes(r), bytes(&v));
            assert_eq!(*r.as_ref(), v);
            assert_eq!(bytes(r.as_ref()), bytes(&v));
        }
        assert_eq!(
            bytemuck::checked::try_cast::<isize, T273>(v)
                .ok()
                .map(T273::get),
            admitted.then_some(v)
        );
        assert_eq!(
            bytemuck::checked::try_from_bytes::<T273>(bytemuck::bytes_of(&v))
                .ok()
                .map(|r| r.get()),
            admitted.then_some(v)
        );
        if let Some(t) = T273::new(v) {
            assert_eq!(t.expand::<T263>().get(), v);
        }
        if let Some(t) = T273::new(v) {
            assert_eq!(t.expand::<T266>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T273>; 2] = [T273::new(v), None];
        assert_eq!(through[0].map(T273::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        isize::MIN,
        -9223372036854775807isize,
        0isize,
        1isize,
        9223372036854775806isize,
        9223372036854775807isize,
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T273>>(), size_of::<isize>());
    assert_eq!(T273::MIN.get(), isize::MIN);
    assert_eq!(T273::MAX.get(), 9223372036854775807isize);
}

#[cfg(target_pointer_width = "64")]
#[is_syntax]
type T274 = is!(isize is -9223372036854775808..=9223372036854775806);

#[cfg(target_pointer_width = "64")]
#[test]
fn t274_isize() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: isize) -> bool {
        match v {
            -9223372036854775808..=9223372036854775806 => true,
            _ => false,
        }
    }
    let check = |v: isize| {
        let admitted = oracle(v);
        assert_eq!(T274::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T274::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T274::new(v).map(T274::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T274::new_unchecked(v) }.get(), v);
        }

        if let Some(t) = T274::new(v) {
            assert_eq!(t.expand::<T264>().get(), v);
        }
        if let Some(t) = T274::new(v) {
            assert_eq!(t.expand::<T272>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T274>; 2] = [T274::new(v), None];
        assert_eq!(through[0].map(T274::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        isize::MIN,
        -9223372036854775807isize,
        0isize,
        1isize,
        9223372036854775805isize,
        9223372036854775806isize,
        9223372036854775807isize,
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T274>>(), size_of::<isize>());
    assert_eq!(T274::MIN.get(), isize::MIN);
    assert_eq!(T274::MAX.get(), 9223372036854775806isize);
}

#[cfg(target_pointer_width = "64")]
#[is_syntax]
type T275 = is!(isize is -5..=5);

#[cfg(target_pointer_width = "64")]
#[test]
fn t275_isize() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: isize) -> bool {
        match v {
            -5..=5 => true,
            _ => false,
        }
    }
    let check = |v: isize| {
        let admitted = oracle(v);
        assert_eq!(T275::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T275::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T275::new(v).map(T275::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T275::new_unchecked(v) }.get(), v);
        }

        if let Some(t) = T275::new(v) {
            assert_eq!(t.expand::<T264>().get(), v);
        }
        if let Some(t) = T275::new(v) {
            assert_eq!(t.expand::<T265>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T275>; 2] = [T275::new(v), None];
        assert_eq!(through[0].map(T275::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        isize::MIN,
        -6isize,
        -5isize,
        -4isize,
        0isize,
        1isize,
        4isize,
        5isize,
        6isize,
        9223372036854775807isize,
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T275>>(), size_of::<isize>());
    assert_eq!(T275::MIN.get(), -5isize);
    assert_eq!(T275::MAX.get(), 5isize);
}

#[cfg(target_pointer_width = "64")]
#[is_syntax]
type T276 = is!(isize is ..=-1);

#[cfg(target_pointer_width = "64")]
#[test]
fn t276_isize() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: isize) -> bool {
        match v {
            ..=-1 => true,
            _ => false,
        }
    }
    let check = |v: isize| {
        let admitted = oracle(v);
        assert_eq!(T276::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T276::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T276::new(v).map(T276::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T276::new_unchecked(v) }.get(), v);
        }
        assert_eq!(T276::from_ref(&v).map(|r| r.get()), admitted.then_some(v));
        if let Some(r) = T276::from_ref(&v) {
            assert_eq!(bytes(r), bytes(&v));
            assert_eq!(*r.as_ref(), v);
            assert_eq!(bytes(r.as_ref()), bytes(&v));
        }
        assert_eq!(
            bytemuck::checked::try_cast::<isize, T276>(v)
                .ok()
                .map(T276::get),
            admitted.then_some(v)
        );
        assert_eq!(
            bytemuck::checked::try_from_bytes::<T276>(bytemuck::bytes_of(&v))
                .ok()
                .map(|r| r.get()),
            admitted.then_some(v)
        );
        if let Some(t) = T276::new(v) {
            assert_eq!(t.expand::<T259>().get(), v);
        }
        if let Some(t) = T276::new(v) {
            assert_eq!(t.expand::<T264>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T276>; 2] = [T276::new(v), None];
        assert_eq!(through[0].map(T276::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        isize::MIN,
        -9223372036854775807isize,
        -2isize,
        -1isize,
        0isize,
        1isize,
        9223372036854775807isize,
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T276>>(), size_of::<isize>());
    assert_eq!(T276::MIN.get(), isize::MIN);
    assert_eq!(T276::MAX.get(), -1isize);
}

#[cfg(target_pointer_width = "64")]
#[is_syntax]
type T277 = is!(isize is (..0 | 1..));

#[cfg(target_pointer_width = "64")]
#[test]
fn t277_isize() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: isize) -> bool {
        match v {
            (..0 | 1..) => true,
            _ => false,
        }
    }
    let check = |v: isize| {
        let admitted = oracle(v);
        assert_eq!(T277::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T277::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T277::new(v).map(T277::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T277::new_unchecked(v) }.get(), v);
        }
        assert_eq!(T277::from_ref(&v).map(|r| r.get()), admitted.then_some(v));
        if let Some(r) = T277::from_ref(&v) {
            assert_eq!(bytes(r), bytes(&v));
            assert_eq!(*r.as_ref(), v);
            assert_eq!(bytes(r.as_ref()), bytes(&v));
        }
        assert_eq!(
            bytemuck::checked::try_cast::<isize, T277>(v)
                .ok()
                .map(T277::get),
            admitted.then_some(v)
        );
        assert_eq!(
            bytemuck::checked::try_from_bytes::<T277>(bytemuck::bytes_of(&v))
                .ok()
                .map(|r| r.get()),
            admitted.then_some(v)
        );
        if let Some(t) = T277::new(v) {
            assert_eq!(t.expand::<T266>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T277>; 2] = [T277::new(v), None];
        assert_eq!(through[0].map(T277::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        isize::MIN,
        -9223372036854775807isize,
        -2isize,
        -1isize,
        0isize,
        1isize,
        2isize,
        9223372036854775806isize,
        9223372036854775807isize,
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T277>>(), size_of::<isize>());
    assert_eq!(T277::MIN.get(), isize::MIN);
    assert_eq!(T277::MAX.get(), 9223372036854775807isize);
}

#[cfg(target_pointer_width = "64")]
#[is_syntax]
type T278 = is!(isize is 0..);

#[cfg(target_pointer_width = "64")]
#[test]
fn t278_isize() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: isize) -> bool {
        match v {
            0.. => true,
            _ => false,
        }
    }
    let check = |v: isize| {
        let admitted = oracle(v);
        assert_eq!(T278::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T278::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T278::new(v).map(T278::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T278::new_unchecked(v) }.get(), v);
        }

        if let Some(t) = T278::new(v) {
            assert_eq!(t.expand::<T258>().get(), v);
        }
        if let Some(t) = T278::new(v) {
            assert_eq!(t.expand::<T265>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T278>; 2] = [T278::new(v), None];
        assert_eq!(through[0].map(T278::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        isize::MIN,
        -1isize,
        0isize,
        1isize,
        9223372036854775806isize,
        9223372036854775807isize,
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T278>>(), size_of::<isize>());
    assert_eq!(T278::MIN.get(), 0isize);
    assert_eq!(T278::MAX.get(), 9223372036854775807isize);
}

#[cfg(target_pointer_width = "32")]
#[is_syntax]
type T279 = is!(isize is -1288490189..0);

#[cfg(target_pointer_width = "32")]
#[test]
fn t279_isize() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: isize) -> bool {
        match v {
            -1288490189..0 => true,
            _ => false,
        }
    }
    let check = |v: isize| {
        let admitted = oracle(v);
        assert_eq!(T279::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T279::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T279::new(v).map(T279::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T279::new_unchecked(v) }.get(), v);
        }
        assert_eq!(T279::from_ref(&v).map(|r| r.get()), admitted.then_some(v));
        if let Some(r) = T279::from_ref(&v) {
            assert_eq!(bytes(r), bytes(&v));
            assert_eq!(*r.as_ref(), v);
            assert_eq!(bytes(r.as_ref()), bytes(&v));
        }
        assert_eq!(
            bytemuck::checked::try_cast::<isize, T279>(v)
                .ok()
                .map(T279::get),
            admitted.then_some(v)
        );
        assert_eq!(
            bytemuck::checked::try_from_bytes::<T279>(bytemuck::bytes_of(&v))
                .ok()
                .map(|r| r.get()),
            admitted.then_some(v)
        );
        if let Some(t) = T279::new(v) {
            assert_eq!(t.expand::<T280>().get(), v);
        }
        if let Some(t) = T279::new(v) {
            assert_eq!(t.expand::<T282>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T279>; 2] = [T279::new(v), None];
        assert_eq!(through[0].map(T279::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        isize::MIN,
        -1288490190isize,
        -1288490189isize,
        -1288490188isize,
        -2isize,
        -1isize,
        0isize,
        1isize,
        2147483647isize,
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T279>>(), size_of::<isize>());
    assert_eq!(T279::MIN.get(), -1288490189isize);
    assert_eq!(T279::MAX.get(), -1isize);
}

#[cfg(target_pointer_width = "32")]
#[is_syntax]
type T280 = is!(isize is -1288490189..=0);

#[cfg(target_pointer_width = "32")]
#[test]
fn t280_isize() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: isize) -> bool {
        match v {
            -1288490189..=0 => true,
            _ => false,
        }
    }
    let check = |v: isize| {
        let admitted = oracle(v);
        assert_eq!(T280::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T280::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T280::new(v).map(T280::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T280::new_unchecked(v) }.get(), v);
        }

        if let Some(t) = T280::new(v) {
            assert_eq!(t.expand::<T287>().get(), v);
        }
        if let Some(t) = T280::new(v) {
            assert_eq!(t.expand::<T288>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T280>; 2] = [T280::new(v), None];
        assert_eq!(through[0].map(T280::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        isize::MIN,
        -1288490190isize,
        -1288490189isize,
        -1288490188isize,
        -1isize,
        0isize,
        1isize,
        2147483647isize,
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T280>>(), size_of::<isize>());
    assert_eq!(T280::MIN.get(), -1288490189isize);
    assert_eq!(T280::MAX.get(), 0isize);
}

#[cfg(target_pointer_width = "32")]
#[is_syntax]
type T281 = is!(isize is 0..);

#[cfg(target_pointer_width = "32")]
#[test]
fn t281_isize() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: isize) -> bool {
        match v {
            0.. => true,
            _ => false,
        }
    }
    let check = |v: isize| {
        let admitted = oracle(v);
        assert_eq!(T281::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T281::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T281::new(v).map(T281::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T281::new_unchecked(v) }.get(), v);
        }

        if let Some(t) = T281::new(v) {
            assert_eq!(t.expand::<T288>().get(), v);
        }
        if let Some(t) = T281::new(v) {
            assert_eq!(t.expand::<T292>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T281>; 2] = [T281::new(v), None];
        assert_eq!(through[0].map(T281::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        isize::MIN,
        -1isize,
        0isize,
        1isize,
        2147483646isize,
        2147483647isize,
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T281>>(), size_of::<isize>());
    assert_eq!(T281::MIN.get(), 0isize);
    assert_eq!(T281::MAX.get(), 2147483647isize);
}

#[cfg(target_pointer_width = "32")]
#[is_syntax]
type T282 = is!(isize is ..0);

#[cfg(target_pointer_width = "32")]
#[test]
fn t282_isize() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: isize) -> bool {
        match v {
            ..0 => true,
            _ => false,
        }
    }
    let check = |v: isize| {
        let admitted = oracle(v);
        assert_eq!(T282::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T282::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T282::new(v).map(T282::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T282::new_unchecked(v) }.get(), v);
        }
        assert_eq!(T282::from_ref(&v).map(|r| r.get()), admitted.then_some(v));
        if let Some(r) = T282::from_ref(&v) {
            assert_eq!(bytes(r), bytes(&v));
            assert_eq!(*r.as_ref(), v);
            assert_eq!(bytes(r.as_ref()), bytes(&v));
        }
        assert_eq!(
            bytemuck::checked::try_cast::<isize, T282>(v)
                .ok()
                .map(T282::get),
            admitted.then_some(v)
        );
        assert_eq!(
            bytemuck::checked::try_from_bytes::<T282>(bytemuck::bytes_of(&v))
                .ok()
                .map(|r| r.get()),
            admitted.then_some(v)
        );
        if let Some(t) = T282::new(v) {
            assert_eq!(t.expand::<T287>().get(), v);
        }
        if let Some(t) = T282::new(v) {
            assert_eq!(t.expand::<T289>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T282>; 2] = [T282::new(v), None];
        assert_eq!(through[0].map(T282::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        isize::MIN,
        -2147483647isize,
        -2isize,
        -1isize,
        0isize,
        1isize,
        2147483647isize,
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T282>>(), size_of::<isize>());
    assert_eq!(T282::MIN.get(), isize::MIN);
    assert_eq!(T282::MAX.get(), -1isize);
}

#[cfg(target_pointer_width = "32")]
#[is_syntax]
type T283 = is!(isize is ..=-1288490189);

#[cfg(target_pointer_width = "32")]
#[test]
fn t283_isize() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: isize) -> bool {
        match v {
            ..=-1288490189 => true,
            _ => false,
        }
    }
    let check = |v: isize| {
        let admitted = oracle(v);
        assert_eq!(T283::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T283::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T283::new(v).map(T283::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T283::new_unchecked(v) }.get(), v);
        }
        assert_eq!(T283::from_ref(&v).map(|r| r.get()), admitted.then_some(v));
        if let Some(r) = T283::from_ref(&v) {
            assert_eq!(bytes(r), bytes(&v));
            assert_eq!(*r.as_ref(), v);
            assert_eq!(bytes(r.as_ref()), bytes(&v));
        }
        assert_eq!(
            bytemuck::checked::try_cast::<isize, T283>(v)
                .ok()
                .map(T283::get),
            admitted.then_some(v)
        );
        assert_eq!(
            bytemuck::checked::try_from_bytes::<T283>(bytemuck::bytes_of(&v))
                .ok()
                .map(|r| r.get()),
            admitted.then_some(v)
        );
        if let Some(t) = T283::new(v) {
            assert_eq!(t.expand::<T282>().get(), v);
        }
        if let Some(t) = T283::new(v) {
            assert_eq!(t.expand::<T286>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T283>; 2] = [T283::new(v), None];
        assert_eq!(through[0].map(T283::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        isize::MIN,
        -2147483647isize,
        -1288490190isize,
        -1288490189isize,
        -1288490188isize,
        0isize,
        1isize,
        2147483647isize,
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T283>>(), size_of::<isize>());
    assert_eq!(T283::MIN.get(), isize::MIN);
    assert_eq!(T283::MAX.get(), -1288490189isize);
}

#[cfg(target_pointer_width = "32")]
#[is_syntax]
type T284 = is!(isize is 1288490188);

#[cfg(target_pointer_width = "32")]
#[test]
fn t284_isize() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: isize) -> bool {
        match v {
            1288490188 => true,
            _ => false,
        }
    }
    let check = |v: isize| {
        let admitted = oracle(v);
        assert_eq!(T284::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T284::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T284::new(v).map(T284::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T284::new_unchecked(v) }.get(), v);
        }
        assert_eq!(T284::from_ref(&v).map(|r| r.get()), admitted.then_some(v));
        if let Some(r) = T284::from_ref(&v) {
            assert_eq!(bytes(r), bytes(&v));
            assert_eq!(*r.as_ref(), v);
            assert_eq!(bytes(r.as_ref()), bytes(&v));
        }
        assert_eq!(
            bytemuck::checked::try_cast::<isize, T284>(v)
                .ok()
                .map(T284::get),
            admitted.then_some(v)
        );
        assert_eq!(
            bytemuck::checked::try_from_bytes::<T284>(bytemuck::bytes_of(&v))
                .ok()
                .map(|r| r.get()),
            admitted.then_some(v)
        );
        if let Some(t) = T284::new(v) {
            assert_eq!(t.expand::<T281>().get(), v);
        }
        if let Some(t) = T284::new(v) {
            assert_eq!(t.expand::<T285>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T284>; 2] = [T284::new(v), None];
        assert_eq!(through[0].map(T284::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        isize::MIN,
        0isize,
        1isize,
        1288490187isize,
        1288490188isize,
        1288490189isize,
        2147483647isize,
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T284>>(), size_of::<isize>());
    assert_eq!(T284::MIN.get(), 1288490188isize);
    assert_eq!(T284::MAX.get(), 1288490188isize);
}

#[cfg(target_pointer_width = "32")]
#[is_syntax]
type T285 = is!(isize is (-1288490189 | 0..=1288490188));

#[cfg(target_pointer_width = "32")]
#[test]
fn t285_isize() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: isize) -> bool {
        match v {
            (-1288490189 | 0..=1288490188) => true,
            _ => false,
        }
    }
    let check = |v: isize| {
        let admitted = oracle(v);
        assert_eq!(T285::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T285::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T285::new(v).map(T285::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T285::new_unchecked(v) }.get(), v);
        }

        if let Some(t) = T285::new(v) {
            assert_eq!(t.expand::<T287>().get(), v);
        }
        if let Some(t) = T285::new(v) {
            assert_eq!(t.expand::<T288>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T285>; 2] = [T285::new(v), None];
        assert_eq!(through[0].map(T285::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        isize::MIN,
        -1288490190isize,
        -1288490189isize,
        -1288490188isize,
        -1isize,
        0isize,
        1isize,
        1288490187isize,
        1288490188isize,
        1288490189isize,
        2147483647isize,
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T285>>(), size_of::<isize>());
    assert_eq!(T285::MIN.get(), -1288490189isize);
    assert_eq!(T285::MAX.get(), 1288490188isize);
}

#[cfg(target_pointer_width = "32")]
#[is_syntax]
type T286 = is!(isize is (..=-1288490189 | 1288490188..));

#[cfg(target_pointer_width = "32")]
#[test]
fn t286_isize() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: isize) -> bool {
        match v {
            (..=-1288490189 | 1288490188..) => true,
            _ => false,
        }
    }
    let check = |v: isize| {
        let admitted = oracle(v);
        assert_eq!(T286::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T286::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T286::new(v).map(T286::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T286::new_unchecked(v) }.get(), v);
        }
        assert_eq!(T286::from_ref(&v).map(|r| r.get()), admitted.then_some(v));
        if let Some(r) = T286::from_ref(&v) {
            assert_eq!(bytes(r), bytes(&v));
            assert_eq!(*r.as_ref(), v);
            assert_eq!(bytes(r.as_ref()), bytes(&v));
        }
        assert_eq!(
            bytemuck::checked::try_cast::<isize, T286>(v)
                .ok()
                .map(T286::get),
            admitted.then_some(v)
        );
        assert_eq!(
            bytemuck::checked::try_from_bytes::<T286>(bytemuck::bytes_of(&v))
                .ok()
                .map(|r| r.get()),
            admitted.then_some(v)
        );
        if let Some(t) = T286::new(v) {
            assert_eq!(t.expand::<T289>().get(), v);
        }
        if let Some(t) = T286::new(v) {
            assert_eq!(t.expand::<T292>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T286>; 2] = [T286::new(v), None];
        assert_eq!(through[0].map(T286::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        isize::MIN,
        -2147483647isize,
        -1288490190isize,
        -1288490189isize,
        -1288490188isize,
        0isize,
        1isize,
        1288490187isize,
        1288490188isize,
        1288490189isize,
        2147483646isize,
        2147483647isize,
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T286>>(), size_of::<isize>());
    assert_eq!(T286::MIN.get(), isize::MIN);
    assert_eq!(T286::MAX.get(), 2147483647isize);
}

#[cfg(target_pointer_width = "32")]
#[is_syntax]
type T287 = is!(isize is ..2147483647);

#[cfg(target_pointer_width = "32")]
#[test]
fn t287_isize() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: isize) -> bool {
        match v {
            ..2147483647 => true,
            _ => false,
        }
    }
    let check = |v: isize| {
        let admitted = oracle(v);
        assert_eq!(T287::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T287::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T287::new(v).map(T287::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T287::new_unchecked(v) }.get(), v);
        }

        if let Some(t) = T287::new(v) {
            assert_eq!(t.expand::<T295>().get(), v);
        }
        if let Some(t) = T287::new(v) {
            assert_eq!(t.expand::<T297>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T287>; 2] = [T287::new(v), None];
        assert_eq!(through[0].map(T287::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        isize::MIN,
        -2147483647isize,
        0isize,
        1isize,
        2147483645isize,
        2147483646isize,
        2147483647isize,
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T287>>(), size_of::<isize>());
    assert_eq!(T287::MIN.get(), isize::MIN);
    assert_eq!(T287::MAX.get(), 2147483646isize);
}

#[cfg(target_pointer_width = "32")]
#[is_syntax]
type T288 = is!(isize is -2147483647..);

#[cfg(target_pointer_width = "32")]
#[test]
fn t288_isize() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: isize) -> bool {
        match v {
            -2147483647.. => true,
            _ => false,
        }
    }
    let check = |v: isize| {
        let admitted = oracle(v);
        assert_eq!(T288::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T288::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T288::new(v).map(T288::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T288::new_unchecked(v) }.get(), v);
        }

        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T288>; 2] = [T288::new(v), None];
        assert_eq!(through[0].map(T288::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        isize::MIN,
        -2147483647isize,
        -2147483646isize,
        0isize,
        1isize,
        2147483646isize,
        2147483647isize,
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T288>>(), size_of::<isize>());
    assert_eq!(T288::MIN.get(), -2147483647isize);
    assert_eq!(T288::MAX.get(), 2147483647isize);
}

#[cfg(target_pointer_width = "32")]
#[is_syntax]
type T289 = is!(isize is (..0 | 1..));

#[cfg(target_pointer_width = "32")]
#[test]
fn t289_isize() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: isize) -> bool {
        match v {
            (..0 | 1..) => true,
            _ => false,
        }
    }
    let check = |v: isize| {
        let admitted = oracle(v);
        assert_eq!(T289::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T289::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T289::new(v).map(T289::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T289::new_unchecked(v) }.get(), v);
        }
        assert_eq!(T289::from_ref(&v).map(|r| r.get()), admitted.then_some(v));
        if let Some(r) = T289::from_ref(&v) {
            assert_eq!(bytes(r), bytes(&v));
            assert_eq!(*r.as_ref(), v);
            assert_eq!(bytes(r.as_ref()), bytes(&v));
        }
        assert_eq!(
            bytemuck::checked::try_cast::<isize, T289>(v)
                .ok()
                .map(T289::get),
            admitted.then_some(v)
        );
        assert_eq!(
            bytemuck::checked::try_from_bytes::<T289>(bytemuck::bytes_of(&v))
                .ok()
                .map(|r| r.get()),
            admitted.then_some(v)
        );
        if let Some(t) = T289::new(v) {
            assert_eq!(t.expand::<T300>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T289>; 2] = [T289::new(v), None];
        assert_eq!(through[0].map(T289::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        isize::MIN,
        -2147483647isize,
        -2isize,
        -1isize,
        0isize,
        1isize,
        2isize,
        2147483646isize,
        2147483647isize,
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T289>>(), size_of::<isize>());
    assert_eq!(T289::MIN.get(), isize::MIN);
    assert_eq!(T289::MAX.get(), 2147483647isize);
}

#[cfg(target_pointer_width = "32")]
#[is_syntax]
type T290 = is!(isize is -2147483648..=-2147483648);

#[cfg(target_pointer_width = "32")]
#[test]
fn t290_isize() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: isize) -> bool {
        match v {
            -2147483648..=-2147483648 => true,
            _ => false,
        }
    }
    let check = |v: isize| {
        let admitted = oracle(v);
        assert_eq!(T290::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T290::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T290::new(v).map(T290::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T290::new_unchecked(v) }.get(), v);
        }
        assert_eq!(T290::from_ref(&v).map(|r| r.get()), admitted.then_some(v));
        if let Some(r) = T290::from_ref(&v) {
            assert_eq!(bytes(r), bytes(&v));
            assert_eq!(*r.as_ref(), v);
            assert_eq!(bytes(r.as_ref()), bytes(&v));
        }
        assert_eq!(
            bytemuck::checked::try_cast::<isize, T290>(v)
                .ok()
                .map(T290::get),
            admitted.then_some(v)
        );
        assert_eq!(
            bytemuck::checked::try_from_bytes::<T290>(bytemuck::bytes_of(&v))
                .ok()
                .map(|r| r.get()),
            admitted.then_some(v)
        );
        if let Some(t) = T290::new(v) {
            assert_eq!(t.expand::<T282>().get(), v);
        }
        if let Some(t) = T290::new(v) {
            assert_eq!(t.expand::<T283>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T290>; 2] = [T290::new(v), None];
        assert_eq!(through[0].map(T290::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        isize::MIN,
        -2147483647isize,
        0isize,
        1isize,
        2147483647isize,
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T290>>(), size_of::<isize>());
    assert_eq!(T290::MIN.get(), isize::MIN);
    assert_eq!(T290::MAX.get(), isize::MIN);
}

#[cfg(target_pointer_width = "32")]
const LO_291: isize = -1288490189isize;
#[cfg(target_pointer_width = "32")]
const HI_291: isize = 0isize;
#[cfg(target_pointer_width = "32")]
#[is_syntax]
type T291 = is!(isize is LO_291..HI_291);

#[cfg(target_pointer_width = "32")]
#[test]
fn t291_isize() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: isize) -> bool {
        match v {
            LO_291..HI_291 => true,
            _ => false,
        }
    }
    let check = |v: isize| {
        let admitted = oracle(v);
        assert_eq!(T291::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T291::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T291::new(v).map(T291::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T291::new_unchecked(v) }.get(), v);
        }

        if let Some(t) = T291::new(v) {
            assert_eq!(t.expand::<T279>().get(), v);
        }
        if let Some(t) = T291::new(v) {
            assert_eq!(t.expand::<T280>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T291>; 2] = [T291::new(v), None];
        assert_eq!(through[0].map(T291::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        isize::MIN,
        -1288490190isize,
        -1288490189isize,
        -1288490188isize,
        -2isize,
        -1isize,
        0isize,
        1isize,
        2147483647isize,
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T291>>(), size_of::<isize>());
    assert_eq!(T291::MIN.get(), -1288490189isize);
    assert_eq!(T291::MAX.get(), -1isize);
}

#[cfg(target_pointer_width = "32")]
const LO_292: isize = -1288490189isize;
#[cfg(target_pointer_width = "32")]
const HI_292: isize = 0isize;
#[cfg(target_pointer_width = "32")]
#[is_syntax]
type T292 = is!(isize is (..=LO_292 | HI_292..));

#[cfg(target_pointer_width = "32")]
#[test]
fn t292_isize() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: isize) -> bool {
        match v {
            (..=LO_292 | HI_292..) => true,
            _ => false,
        }
    }
    let check = |v: isize| {
        let admitted = oracle(v);
        assert_eq!(T292::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T292::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T292::new(v).map(T292::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T292::new_unchecked(v) }.get(), v);
        }

        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T292>; 2] = [T292::new(v), None];
        assert_eq!(through[0].map(T292::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        isize::MIN,
        -2147483647isize,
        -1288490190isize,
        -1288490189isize,
        -1288490188isize,
        -1isize,
        0isize,
        1isize,
        2147483646isize,
        2147483647isize,
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T292>>(), size_of::<isize>());
}

#[cfg(target_pointer_width = "32")]
#[is_syntax]
type T293 = is!(isize is isize::MIN..0);

#[cfg(target_pointer_width = "32")]
#[test]
fn t293_isize() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: isize) -> bool {
        match v {
            isize::MIN..0 => true,
            _ => false,
        }
    }
    let check = |v: isize| {
        let admitted = oracle(v);
        assert_eq!(T293::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T293::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T293::new(v).map(T293::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T293::new_unchecked(v) }.get(), v);
        }
        assert_eq!(T293::from_ref(&v).map(|r| r.get()), admitted.then_some(v));
        if let Some(r) = T293::from_ref(&v) {
            assert_eq!(bytes(r), bytes(&v));
            assert_eq!(*r.as_ref(), v);
            assert_eq!(bytes(r.as_ref()), bytes(&v));
        }
        assert_eq!(
            bytemuck::checked::try_cast::<isize, T293>(v)
                .ok()
                .map(T293::get),
            admitted.then_some(v)
        );
        assert_eq!(
            bytemuck::checked::try_from_bytes::<T293>(bytemuck::bytes_of(&v))
                .ok()
                .map(|r| r.get()),
            admitted.then_some(v)
        );
        if let Some(t) = T293::new(v) {
            assert_eq!(t.expand::<T282>().get(), v);
        }
        if let Some(t) = T293::new(v) {
            assert_eq!(t.expand::<T287>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T293>; 2] = [T293::new(v), None];
        assert_eq!(through[0].map(T293::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        isize::MIN,
        -2147483647isize,
        -2isize,
        -1isize,
        0isize,
        1isize,
        2147483647isize,
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T293>>(), size_of::<isize>());
    assert_eq!(T293::MIN.get(), isize::MIN);
    assert_eq!(T293::MAX.get(), -1isize);
}

#[cfg(target_pointer_width = "32")]
#[is_syntax]
type T294 = is!(isize is -1288490189..=isize::MAX);

#[cfg(target_pointer_width = "32")]
#[test]
fn t294_isize() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: isize) -> bool {
        match v {
            -1288490189..=isize::MAX => true,
            _ => false,
        }
    }
    let check = |v: isize| {
        let admitted = oracle(v);
        assert_eq!(T294::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T294::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T294::new(v).map(T294::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T294::new_unchecked(v) }.get(), v);
        }

        if let Some(t) = T294::new(v) {
            assert_eq!(t.expand::<T288>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T294>; 2] = [T294::new(v), None];
        assert_eq!(through[0].map(T294::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        isize::MIN,
        -1288490190isize,
        -1288490189isize,
        -1288490188isize,
        0isize,
        1isize,
        2147483646isize,
        2147483647isize,
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T294>>(), size_of::<isize>());
    assert_eq!(T294::MIN.get(), -1288490189isize);
    assert_eq!(T294::MAX.get(), 2147483647isize);
}

#[cfg(target_pointer_width = "32")]
#[is_syntax]
type T295 = is!(isize is ..isize::MAX);

#[cfg(target_pointer_width = "32")]
#[test]
fn t295_isize() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: isize) -> bool {
        match v {
            ..isize::MAX => true,
            _ => false,
        }
    }
    let check = |v: isize| {
        let admitted = oracle(v);
        assert_eq!(T295::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T295::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T295::new(v).map(T295::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T295::new_unchecked(v) }.get(), v);
        }

        if let Some(t) = T295::new(v) {
            assert_eq!(t.expand::<T287>().get(), v);
        }
        if let Some(t) = T295::new(v) {
            assert_eq!(t.expand::<T297>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T295>; 2] = [T295::new(v), None];
        assert_eq!(through[0].map(T295::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        isize::MIN,
        -2147483647isize,
        0isize,
        1isize,
        2147483645isize,
        2147483646isize,
        2147483647isize,
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T295>>(), size_of::<isize>());
    assert_eq!(T295::MIN.get(), isize::MIN);
    assert_eq!(T295::MAX.get(), 2147483646isize);
}

#[cfg(target_pointer_width = "32")]
#[is_syntax]
type T296 = is!(isize is (-2147483648 | ::core::primitive::isize::MAX));

#[cfg(target_pointer_width = "32")]
#[test]
fn t296_isize() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: isize) -> bool {
        match v {
            (-2147483648 | ::core::primitive::isize::MAX) => true,
            _ => false,
        }
    }
    let check = |v: isize| {
        let admitted = oracle(v);
        assert_eq!(T296::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T296::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T296::new(v).map(T296::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T296::new_unchecked(v) }.get(), v);
        }
        assert_eq!(T296::from_ref(&v).map(|r| r.get()), admitted.then_some(v));
        if let Some(r) = T296::from_ref(&v) {
            assert_eq!(bytes(r), bytes(&v));
            assert_eq!(*r.as_ref(), v);
            assert_eq!(bytes(r.as_ref()), bytes(&v));
        }
        assert_eq!(
            bytemuck::checked::try_cast::<isize, T296>(v)
                .ok()
                .map(T296::get),
            admitted.then_some(v)
        );
        assert_eq!(
            bytemuck::checked::try_from_bytes::<T296>(bytemuck::bytes_of(&v))
                .ok()
                .map(|r| r.get()),
            admitted.then_some(v)
        );
        if let Some(t) = T296::new(v) {
            assert_eq!(t.expand::<T286>().get(), v);
        }
        if let Some(t) = T296::new(v) {
            assert_eq!(t.expand::<T289>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T296>; 2] = [T296::new(v), None];
        assert_eq!(through[0].map(T296::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        isize::MIN,
        -2147483647isize,
        0isize,
        1isize,
        2147483646isize,
        2147483647isize,
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T296>>(), size_of::<isize>());
    assert_eq!(T296::MIN.get(), isize::MIN);
    assert_eq!(T296::MAX.get(), 2147483647isize);
}

#[cfg(target_pointer_width = "32")]
#[is_syntax]
type T297 = is!(isize is -2147483648..=2147483646);

#[cfg(target_pointer_width = "32")]
#[test]
fn t297_isize() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: isize) -> bool {
        match v {
            -2147483648..=2147483646 => true,
            _ => false,
        }
    }
    let check = |v: isize| {
        let admitted = oracle(v);
        assert_eq!(T297::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T297::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T297::new(v).map(T297::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T297::new_unchecked(v) }.get(), v);
        }

        if let Some(t) = T297::new(v) {
            assert_eq!(t.expand::<T287>().get(), v);
        }
        if let Some(t) = T297::new(v) {
            assert_eq!(t.expand::<T295>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T297>; 2] = [T297::new(v), None];
        assert_eq!(through[0].map(T297::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        isize::MIN,
        -2147483647isize,
        0isize,
        1isize,
        2147483645isize,
        2147483646isize,
        2147483647isize,
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T297>>(), size_of::<isize>());
    assert_eq!(T297::MIN.get(), isize::MIN);
    assert_eq!(T297::MAX.get(), 2147483646isize);
}

#[cfg(target_pointer_width = "32")]
#[is_syntax]
type T298 = is!(isize is -5..=5);

#[cfg(target_pointer_width = "32")]
#[test]
fn t298_isize() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: isize) -> bool {
        match v {
            -5..=5 => true,
            _ => false,
        }
    }
    let check = |v: isize| {
        let admitted = oracle(v);
        assert_eq!(T298::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T298::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T298::new(v).map(T298::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T298::new_unchecked(v) }.get(), v);
        }

        if let Some(t) = T298::new(v) {
            assert_eq!(t.expand::<T287>().get(), v);
        }
        if let Some(t) = T298::new(v) {
            assert_eq!(t.expand::<T288>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T298>; 2] = [T298::new(v), None];
        assert_eq!(through[0].map(T298::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        isize::MIN,
        -6isize,
        -5isize,
        -4isize,
        0isize,
        1isize,
        4isize,
        5isize,
        6isize,
        2147483647isize,
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T298>>(), size_of::<isize>());
    assert_eq!(T298::MIN.get(), -5isize);
    assert_eq!(T298::MAX.get(), 5isize);
}

#[cfg(target_pointer_width = "32")]
#[is_syntax]
type T299 = is!(isize is ..=-1);

#[cfg(target_pointer_width = "32")]
#[test]
fn t299_isize() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: isize) -> bool {
        match v {
            ..=-1 => true,
            _ => false,
        }
    }
    let check = |v: isize| {
        let admitted = oracle(v);
        assert_eq!(T299::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T299::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T299::new(v).map(T299::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T299::new_unchecked(v) }.get(), v);
        }
        assert_eq!(T299::from_ref(&v).map(|r| r.get()), admitted.then_some(v));
        if let Some(r) = T299::from_ref(&v) {
            assert_eq!(bytes(r), bytes(&v));
            assert_eq!(*r.as_ref(), v);
            assert_eq!(bytes(r.as_ref()), bytes(&v));
        }
        assert_eq!(
            bytemuck::checked::try_cast::<isize, T299>(v)
                .ok()
                .map(T299::get),
            admitted.then_some(v)
        );
        assert_eq!(
            bytemuck::checked::try_from_bytes::<T299>(bytemuck::bytes_of(&v))
                .ok()
                .map(|r| r.get()),
            admitted.then_some(v)
        );
        if let Some(t) = T299::new(v) {
            assert_eq!(t.expand::<T282>().get(), v);
        }
        if let Some(t) = T299::new(v) {
            assert_eq!(t.expand::<T287>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T299>; 2] = [T299::new(v), None];
        assert_eq!(through[0].map(T299::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        isize::MIN,
        -2147483647isize,
        -2isize,
        -1isize,
        0isize,
        1isize,
        2147483647isize,
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T299>>(), size_of::<isize>());
    assert_eq!(T299::MIN.get(), isize::MIN);
    assert_eq!(T299::MAX.get(), -1isize);
}

#[cfg(target_pointer_width = "32")]
#[is_syntax]
type T300 = is!(isize is (..0 | 1..));

#[cfg(target_pointer_width = "32")]
#[test]
fn t300_isize() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: isize) -> bool {
        match v {
            (..0 | 1..) => true,
            _ => false,
        }
    }
    let check = |v: isize| {
        let admitted = oracle(v);
        assert_eq!(T300::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T300::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T300::new(v).map(T300::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T300::new_unchecked(v) }.get(), v);
        }
        assert_eq!(T300::from_ref(&v).map(|r| r.get()), admitted.then_some(v));
        if let Some(r) = T300::from_ref(&v) {
            assert_eq!(bytes(r), bytes(&v));
            assert_eq!(*r.as_ref(), v);
            assert_eq!(bytes(r.as_ref()), bytes(&v));
        }
        assert_eq!(
            bytemuck::checked::try_cast::<isize, T300>(v)
                .ok()
                .map(T300::get),
            admitted.then_some(v)
        );
        assert_eq!(
            bytemuck::checked::try_from_bytes::<T300>(bytemuck::bytes_of(&v))
                .ok()
                .map(|r| r.get()),
            admitted.then_some(v)
        );
        if let Some(t) = T300::new(v) {
            assert_eq!(t.expand::<T289>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T300>; 2] = [T300::new(v), None];
        assert_eq!(through[0].map(T300::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        isize::MIN,
        -2147483647isize,
        -2isize,
        -1isize,
        0isize,
        1isize,
        2isize,
        2147483646isize,
        2147483647isize,
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T300>>(), size_of::<isize>());
    assert_eq!(T300::MIN.get(), isize::MIN);
    assert_eq!(T300::MAX.get(), 2147483647isize);
}

#[cfg(target_pointer_width = "32")]
#[is_syntax]
type T301 = is!(isize is 0..);

#[cfg(target_pointer_width = "32")]
#[test]
fn t301_isize() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: isize) -> bool {
        match v {
            0.. => true,
            _ => false,
        }
    }
    let check = |v: isize| {
        let admitted = oracle(v);
        assert_eq!(T301::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T301::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T301::new(v).map(T301::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T301::new_unchecked(v) }.get(), v);
        }

        if let Some(t) = T301::new(v) {
            assert_eq!(t.expand::<T281>().get(), v);
        }
        if let Some(t) = T301::new(v) {
            assert_eq!(t.expand::<T288>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T301>; 2] = [T301::new(v), None];
        assert_eq!(through[0].map(T301::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        isize::MIN,
        -1isize,
        0isize,
        1isize,
        2147483646isize,
        2147483647isize,
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T301>>(), size_of::<isize>());
    assert_eq!(T301::MIN.get(), 0isize);
    assert_eq!(T301::MAX.get(), 2147483647isize);
}

#[is_syntax]
type T302 = is!(char is '\u{36666}'..'\u{88000}');

#[test]
fn t302_char() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: char) -> bool {
        match v {
            '\u{36666}'..'\u{88000}' => true,
            _ => false,
        }
    }
    let check = |v: char| {
        let admitted = oracle(v);
        assert_eq!(T302::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T302::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T302::new(v).map(T302::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T302::new_unchecked(v) }.get(), v);
        }
        assert_eq!(T302::from_ref(&v).map(|r| r.get()), admitted.then_some(v));
        if let Some(r) = T302::from_ref(&v) {
            assert_eq!(bytes(r), bytes(&v));
            assert_eq!(*r.as_ref(), v);
            assert_eq!(bytes(r.as_ref()), bytes(&v));
        }
        assert_eq!(
            bytemuck::checked::try_cast::<u32, T302>(u32::from(v))
                .ok()
                .map(T302::get),
            admitted.then_some(v)
        );
        assert_eq!(
            bytemuck::checked::try_from_bytes::<T302>(bytemuck::bytes_of(&u32::from(v)))
                .ok()
                .map(|r| r.get()),
            admitted.then_some(v)
        );
        if let Some(t) = T302::new(v) {
            assert_eq!(t.expand::<T303>().get(), v);
        }
        if let Some(t) = T302::new(v) {
            assert_eq!(t.expand::<T305>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T302>; 2] = [T302::new(v), None];
        assert_eq!(through[0].map(T302::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        '\u{0}',
        '\u{1}',
        '\u{36665}',
        '\u{36666}',
        '\u{36667}',
        '\u{87FFE}',
        '\u{87FFF}',
        '\u{88000}',
        '\u{10FFFF}',
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T302>>(), size_of::<char>());
    assert_eq!(T302::MIN.get(), '\u{36666}');
    assert_eq!(T302::MAX.get(), '\u{87FFF}');
}

#[is_syntax]
type T303 = is!(char is '\u{36666}'..='\u{88000}');

#[test]
fn t303_char() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: char) -> bool {
        match v {
            '\u{36666}'..='\u{88000}' => true,
            _ => false,
        }
    }
    let check = |v: char| {
        let admitted = oracle(v);
        assert_eq!(T303::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T303::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T303::new(v).map(T303::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T303::new_unchecked(v) }.get(), v);
        }
        assert_eq!(T303::from_ref(&v).map(|r| r.get()), admitted.then_some(v));
        if let Some(r) = T303::from_ref(&v) {
            assert_eq!(bytes(r), bytes(&v));
            assert_eq!(*r.as_ref(), v);
            assert_eq!(bytes(r.as_ref()), bytes(&v));
        }
        assert_eq!(
            bytemuck::checked::try_cast::<u32, T303>(u32::from(v))
                .ok()
                .map(T303::get),
            admitted.then_some(v)
        );
        assert_eq!(
            bytemuck::checked::try_from_bytes::<T303>(bytemuck::bytes_of(&u32::from(v)))
                .ok()
                .map(|r| r.get()),
            admitted.then_some(v)
        );
        if let Some(t) = T303::new(v) {
            assert_eq!(t.expand::<T310>().get(), v);
        }
        if let Some(t) = T303::new(v) {
            assert_eq!(t.expand::<T311>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T303>; 2] = [T303::new(v), None];
        assert_eq!(through[0].map(T303::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        '\u{0}',
        '\u{1}',
        '\u{36665}',
        '\u{36666}',
        '\u{36667}',
        '\u{87FFF}',
        '\u{88000}',
        '\u{88001}',
        '\u{10FFFF}',
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T303>>(), size_of::<char>());
    assert_eq!(T303::MIN.get(), '\u{36666}');
    assert_eq!(T303::MAX.get(), '\u{88000}');
}

#[is_syntax]
type T304 = is!(char is '\u{88000}'..);

#[test]
fn t304_char() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: char) -> bool {
        match v {
            '\u{88000}'.. => true,
            _ => false,
        }
    }
    let check = |v: char| {
        let admitted = oracle(v);
        assert_eq!(T304::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T304::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T304::new(v).map(T304::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T304::new_unchecked(v) }.get(), v);
        }
        assert_eq!(T304::from_ref(&v).map(|r| r.get()), admitted.then_some(v));
        if let Some(r) = T304::from_ref(&v) {
            assert_eq!(bytes(r), bytes(&v));
            assert_eq!(*r.as_ref(), v);
            assert_eq!(bytes(r.as_ref()), bytes(&v));
        }
        assert_eq!(
            bytemuck::checked::try_cast::<u32, T304>(u32::from(v))
                .ok()
                .map(T304::get),
            admitted.then_some(v)
        );
        assert_eq!(
            bytemuck::checked::try_from_bytes::<T304>(bytemuck::bytes_of(&u32::from(v)))
                .ok()
                .map(|r| r.get()),
            admitted.then_some(v)
        );
        if let Some(t) = T304::new(v) {
            assert_eq!(t.expand::<T311>().get(), v);
        }
        if let Some(t) = T304::new(v) {
            assert_eq!(t.expand::<T315>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T304>; 2] = [T304::new(v), None];
        assert_eq!(through[0].map(T304::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        '\u{0}',
        '\u{1}',
        '\u{87FFF}',
        '\u{88000}',
        '\u{88001}',
        '\u{10FFFE}',
        '\u{10FFFF}',
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T304>>(), size_of::<char>());
    assert_eq!(T304::MIN.get(), '\u{88000}');
    assert_eq!(T304::MAX.get(), '\u{10FFFF}');
}

#[is_syntax]
type T305 = is!(char is ..'\u{88000}');

#[test]
fn t305_char() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: char) -> bool {
        match v {
            ..'\u{88000}' => true,
            _ => false,
        }
    }
    let check = |v: char| {
        let admitted = oracle(v);
        assert_eq!(T305::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T305::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T305::new(v).map(T305::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T305::new_unchecked(v) }.get(), v);
        }
        assert_eq!(T305::from_ref(&v).map(|r| r.get()), admitted.then_some(v));
        if let Some(r) = T305::from_ref(&v) {
            assert_eq!(bytes(r), bytes(&v));
            assert_eq!(*r.as_ref(), v);
            assert_eq!(bytes(r.as_ref()), bytes(&v));
        }
        assert_eq!(
            bytemuck::checked::try_cast::<u32, T305>(u32::from(v))
                .ok()
                .map(T305::get),
            admitted.then_some(v)
        );
        assert_eq!(
            bytemuck::checked::try_from_bytes::<T305>(bytemuck::bytes_of(&u32::from(v)))
                .ok()
                .map(|r| r.get()),
            admitted.then_some(v)
        );
        if let Some(t) = T305::new(v) {
            assert_eq!(t.expand::<T310>().get(), v);
        }
        if let Some(t) = T305::new(v) {
            assert_eq!(t.expand::<T312>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T305>; 2] = [T305::new(v), None];
        assert_eq!(through[0].map(T305::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        '\u{0}',
        '\u{1}',
        '\u{87FFE}',
        '\u{87FFF}',
        '\u{88000}',
        '\u{10FFFF}',
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T305>>(), size_of::<char>());
    assert_eq!(T305::MIN.get(), '\u{0}');
    assert_eq!(T305::MAX.get(), '\u{87FFF}');
}

#[is_syntax]
type T306 = is!(char is ..='\u{36666}');

#[test]
fn t306_char() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: char) -> bool {
        match v {
            ..='\u{36666}' => true,
            _ => false,
        }
    }
    let check = |v: char| {
        let admitted = oracle(v);
        assert_eq!(T306::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T306::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T306::new(v).map(T306::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T306::new_unchecked(v) }.get(), v);
        }
        assert_eq!(T306::from_ref(&v).map(|r| r.get()), admitted.then_some(v));
        if let Some(r) = T306::from_ref(&v) {
            assert_eq!(bytes(r), bytes(&v));
            assert_eq!(*r.as_ref(), v);
            assert_eq!(bytes(r.as_ref()), bytes(&v));
        }
        assert_eq!(
            bytemuck::checked::try_cast::<u32, T306>(u32::from(v))
                .ok()
                .map(T306::get),
            admitted.then_some(v)
        );
        assert_eq!(
            bytemuck::checked::try_from_bytes::<T306>(bytemuck::bytes_of(&u32::from(v)))
                .ok()
                .map(|r| r.get()),
            admitted.then_some(v)
        );
        if let Some(t) = T306::new(v) {
            assert_eq!(t.expand::<T305>().get(), v);
        }
        if let Some(t) = T306::new(v) {
            assert_eq!(t.expand::<T309>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T306>; 2] = [T306::new(v), None];
        assert_eq!(through[0].map(T306::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        '\u{0}',
        '\u{1}',
        '\u{36665}',
        '\u{36666}',
        '\u{36667}',
        '\u{10FFFF}',
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T306>>(), size_of::<char>());
    assert_eq!(T306::MIN.get(), '\u{0}');
    assert_eq!(T306::MAX.get(), '\u{36666}');
}

#[is_syntax]
type T307 = is!(char is '\u{D9998}');

#[test]
fn t307_char() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: char) -> bool {
        match v {
            '\u{D9998}' => true,
            _ => false,
        }
    }
    let check = |v: char| {
        let admitted = oracle(v);
        assert_eq!(T307::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T307::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T307::new(v).map(T307::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T307::new_unchecked(v) }.get(), v);
        }
        assert_eq!(T307::from_ref(&v).map(|r| r.get()), admitted.then_some(v));
        if let Some(r) = T307::from_ref(&v) {
            assert_eq!(bytes(r), bytes(&v));
            assert_eq!(*r.as_ref(), v);
            assert_eq!(bytes(r.as_ref()), bytes(&v));
        }
        assert_eq!(
            bytemuck::checked::try_cast::<u32, T307>(u32::from(v))
                .ok()
                .map(T307::get),
            admitted.then_some(v)
        );
        assert_eq!(
            bytemuck::checked::try_from_bytes::<T307>(bytemuck::bytes_of(&u32::from(v)))
                .ok()
                .map(|r| r.get()),
            admitted.then_some(v)
        );
        if let Some(t) = T307::new(v) {
            assert_eq!(t.expand::<T304>().get(), v);
        }
        if let Some(t) = T307::new(v) {
            assert_eq!(t.expand::<T308>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T307>; 2] = [T307::new(v), None];
        assert_eq!(through[0].map(T307::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        '\u{0}',
        '\u{1}',
        '\u{D9997}',
        '\u{D9998}',
        '\u{D9999}',
        '\u{10FFFF}',
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T307>>(), size_of::<char>());
    assert_eq!(T307::MIN.get(), '\u{D9998}');
    assert_eq!(T307::MAX.get(), '\u{D9998}');
}

#[is_syntax]
type T308 = is!(char is ('\u{36666}' | '\u{88000}'..='\u{D9998}'));

#[test]
fn t308_char() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: char) -> bool {
        match v {
            ('\u{36666}' | '\u{88000}'..='\u{D9998}') => true,
            _ => false,
        }
    }
    let check = |v: char| {
        let admitted = oracle(v);
        assert_eq!(T308::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T308::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T308::new(v).map(T308::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T308::new_unchecked(v) }.get(), v);
        }
        assert_eq!(T308::from_ref(&v).map(|r| r.get()), admitted.then_some(v));
        if let Some(r) = T308::from_ref(&v) {
            assert_eq!(bytes(r), bytes(&v));
            assert_eq!(*r.as_ref(), v);
            assert_eq!(bytes(r.as_ref()), bytes(&v));
        }
        assert_eq!(
            bytemuck::checked::try_cast::<u32, T308>(u32::from(v))
                .ok()
                .map(T308::get),
            admitted.then_some(v)
        );
        assert_eq!(
            bytemuck::checked::try_from_bytes::<T308>(bytemuck::bytes_of(&u32::from(v)))
                .ok()
                .map(|r| r.get()),
            admitted.then_some(v)
        );
        if let Some(t) = T308::new(v) {
            assert_eq!(t.expand::<T310>().get(), v);
        }
        if let Some(t) = T308::new(v) {
            assert_eq!(t.expand::<T311>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T308>; 2] = [T308::new(v), None];
        assert_eq!(through[0].map(T308::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        '\u{0}',
        '\u{1}',
        '\u{36665}',
        '\u{36666}',
        '\u{36667}',
        '\u{87FFF}',
        '\u{88000}',
        '\u{88001}',
        '\u{D9997}',
        '\u{D9998}',
        '\u{D9999}',
        '\u{10FFFF}',
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T308>>(), size_of::<char>());
    assert_eq!(T308::MIN.get(), '\u{36666}');
    assert_eq!(T308::MAX.get(), '\u{D9998}');
}

#[is_syntax]
type T309 = is!(char is (..='\u{36666}' | '\u{D9998}'..));

#[test]
fn t309_char() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: char) -> bool {
        match v {
            (..='\u{36666}' | '\u{D9998}'..) => true,
            _ => false,
        }
    }
    let check = |v: char| {
        let admitted = oracle(v);
        assert_eq!(T309::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T309::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T309::new(v).map(T309::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T309::new_unchecked(v) }.get(), v);
        }
        assert_eq!(T309::from_ref(&v).map(|r| r.get()), admitted.then_some(v));
        if let Some(r) = T309::from_ref(&v) {
            assert_eq!(bytes(r), bytes(&v));
            assert_eq!(*r.as_ref(), v);
            assert_eq!(bytes(r.as_ref()), bytes(&v));
        }
        assert_eq!(
            bytemuck::checked::try_cast::<u32, T309>(u32::from(v))
                .ok()
                .map(T309::get),
            admitted.then_some(v)
        );
        assert_eq!(
            bytemuck::checked::try_from_bytes::<T309>(bytemuck::bytes_of(&u32::from(v)))
                .ok()
                .map(|r| r.get()),
            admitted.then_some(v)
        );
        if let Some(t) = T309::new(v) {
            assert_eq!(t.expand::<T312>().get(), v);
        }
        if let Some(t) = T309::new(v) {
            assert_eq!(t.expand::<T315>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T309>; 2] = [T309::new(v), None];
        assert_eq!(through[0].map(T309::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        '\u{0}',
        '\u{1}',
        '\u{36665}',
        '\u{36666}',
        '\u{36667}',
        '\u{D9997}',
        '\u{D9998}',
        '\u{D9999}',
        '\u{10FFFE}',
        '\u{10FFFF}',
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T309>>(), size_of::<char>());
    assert_eq!(T309::MIN.get(), '\u{0}');
    assert_eq!(T309::MAX.get(), '\u{10FFFF}');
}

#[is_syntax]
type T310 = is!(char is ..'\u{10FFFF}');

#[test]
fn t310_char() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: char) -> bool {
        match v {
            ..'\u{10FFFF}' => true,
            _ => false,
        }
    }
    let check = |v: char| {
        let admitted = oracle(v);
        assert_eq!(T310::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T310::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T310::new(v).map(T310::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T310::new_unchecked(v) }.get(), v);
        }
        assert_eq!(T310::from_ref(&v).map(|r| r.get()), admitted.then_some(v));
        if let Some(r) = T310::from_ref(&v) {
            assert_eq!(bytes(r), bytes(&v));
            assert_eq!(*r.as_ref(), v);
            assert_eq!(bytes(r.as_ref()), bytes(&v));
        }
        assert_eq!(
            bytemuck::checked::try_cast::<u32, T310>(u32::from(v))
                .ok()
                .map(T310::get),
            admitted.then_some(v)
        );
        assert_eq!(
            bytemuck::checked::try_from_bytes::<T310>(bytemuck::bytes_of(&u32::from(v)))
                .ok()
                .map(|r| r.get()),
            admitted.then_some(v)
        );
        if let Some(t) = T310::new(v) {
            assert_eq!(t.expand::<T318>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T310>; 2] = [T310::new(v), None];
        assert_eq!(through[0].map(T310::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in ['\u{0}', '\u{1}', '\u{10FFFD}', '\u{10FFFE}', '\u{10FFFF}'] {
        check(v);
    }
    assert_eq!(size_of::<Option<T310>>(), size_of::<char>());
    assert_eq!(T310::MIN.get(), '\u{0}');
    assert_eq!(T310::MAX.get(), '\u{10FFFE}');
}

#[is_syntax]
type T311 = is!(char is '\u{1}'..);

#[test]
fn t311_char() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: char) -> bool {
        match v {
            '\u{1}'.. => true,
            _ => false,
        }
    }
    let check = |v: char| {
        let admitted = oracle(v);
        assert_eq!(T311::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T311::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T311::new(v).map(T311::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T311::new_unchecked(v) }.get(), v);
        }
        assert_eq!(T311::from_ref(&v).map(|r| r.get()), admitted.then_some(v));
        if let Some(r) = T311::from_ref(&v) {
            assert_eq!(bytes(r), bytes(&v));
            assert_eq!(*r.as_ref(), v);
            assert_eq!(bytes(r.as_ref()), bytes(&v));
        }
        assert_eq!(
            bytemuck::checked::try_cast::<u32, T311>(u32::from(v))
                .ok()
                .map(T311::get),
            admitted.then_some(v)
        );
        assert_eq!(
            bytemuck::checked::try_from_bytes::<T311>(bytemuck::bytes_of(&u32::from(v)))
                .ok()
                .map(|r| r.get()),
            admitted.then_some(v)
        );
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T311>; 2] = [T311::new(v), None];
        assert_eq!(through[0].map(T311::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in ['\u{0}', '\u{1}', '\u{2}', '\u{10FFFE}', '\u{10FFFF}'] {
        check(v);
    }
    assert_eq!(size_of::<Option<T311>>(), size_of::<char>());
    assert_eq!(T311::MIN.get(), '\u{1}');
    assert_eq!(T311::MAX.get(), '\u{10FFFF}');
}

#[is_syntax]
type T312 = is!(char is (..'\u{88000}' | '\u{88001}'..));

#[test]
fn t312_char() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: char) -> bool {
        match v {
            (..'\u{88000}' | '\u{88001}'..) => true,
            _ => false,
        }
    }
    let check = |v: char| {
        let admitted = oracle(v);
        assert_eq!(T312::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T312::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T312::new(v).map(T312::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T312::new_unchecked(v) }.get(), v);
        }
        assert_eq!(T312::from_ref(&v).map(|r| r.get()), admitted.then_some(v));
        if let Some(r) = T312::from_ref(&v) {
            assert_eq!(bytes(r), bytes(&v));
            assert_eq!(*r.as_ref(), v);
            assert_eq!(bytes(r.as_ref()), bytes(&v));
        }
        assert_eq!(
            bytemuck::checked::try_cast::<u32, T312>(u32::from(v))
                .ok()
                .map(T312::get),
            admitted.then_some(v)
        );
        assert_eq!(
            bytemuck::checked::try_from_bytes::<T312>(bytemuck::bytes_of(&u32::from(v)))
                .ok()
                .map(|r| r.get()),
            admitted.then_some(v)
        );
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T312>; 2] = [T312::new(v), None];
        assert_eq!(through[0].map(T312::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        '\u{0}',
        '\u{1}',
        '\u{87FFE}',
        '\u{87FFF}',
        '\u{88000}',
        '\u{88001}',
        '\u{88002}',
        '\u{10FFFE}',
        '\u{10FFFF}',
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T312>>(), size_of::<char>());
    assert_eq!(T312::MIN.get(), '\u{0}');
    assert_eq!(T312::MAX.get(), '\u{10FFFF}');
}

#[is_syntax]
type T313 = is!(char is '\u{0}'..='\u{0}');

#[test]
fn t313_char() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: char) -> bool {
        match v {
            '\u{0}'..='\u{0}' => true,
            _ => false,
        }
    }
    let check = |v: char| {
        let admitted = oracle(v);
        assert_eq!(T313::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T313::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T313::new(v).map(T313::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T313::new_unchecked(v) }.get(), v);
        }
        assert_eq!(T313::from_ref(&v).map(|r| r.get()), admitted.then_some(v));
        if let Some(r) = T313::from_ref(&v) {
            assert_eq!(bytes(r), bytes(&v));
            assert_eq!(*r.as_ref(), v);
            assert_eq!(bytes(r.as_ref()), bytes(&v));
        }
        assert_eq!(
            bytemuck::checked::try_cast::<u32, T313>(u32::from(v))
                .ok()
                .map(T313::get),
            admitted.then_some(v)
        );
        assert_eq!(
            bytemuck::checked::try_from_bytes::<T313>(bytemuck::bytes_of(&u32::from(v)))
                .ok()
                .map(|r| r.get()),
            admitted.then_some(v)
        );
        if let Some(t) = T313::new(v) {
            assert_eq!(t.expand::<T305>().get(), v);
        }
        if let Some(t) = T313::new(v) {
            assert_eq!(t.expand::<T306>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T313>; 2] = [T313::new(v), None];
        assert_eq!(through[0].map(T313::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in ['\u{0}', '\u{1}', '\u{10FFFF}'] {
        check(v);
    }
    assert_eq!(size_of::<Option<T313>>(), size_of::<char>());
    assert_eq!(T313::MIN.get(), '\u{0}');
    assert_eq!(T313::MAX.get(), '\u{0}');
}

const LO_314: char = '\u{36666}';
const HI_314: char = '\u{88000}';
#[is_syntax]
type T314 = is!(char is LO_314..HI_314);

#[test]
fn t314_char() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: char) -> bool {
        match v {
            LO_314..HI_314 => true,
            _ => false,
        }
    }
    let check = |v: char| {
        let admitted = oracle(v);
        assert_eq!(T314::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T314::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T314::new(v).map(T314::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T314::new_unchecked(v) }.get(), v);
        }
        assert_eq!(T314::from_ref(&v).map(|r| r.get()), admitted.then_some(v));
        if let Some(r) = T314::from_ref(&v) {
            assert_eq!(bytes(r), bytes(&v));
            assert_eq!(*r.as_ref(), v);
            assert_eq!(bytes(r.as_ref()), bytes(&v));
        }
        assert_eq!(
            bytemuck::checked::try_cast::<u32, T314>(u32::from(v))
                .ok()
                .map(T314::get),
            admitted.then_some(v)
        );
        assert_eq!(
            bytemuck::checked::try_from_bytes::<T314>(bytemuck::bytes_of(&u32::from(v)))
                .ok()
                .map(|r| r.get()),
            admitted.then_some(v)
        );
        if let Some(t) = T314::new(v) {
            assert_eq!(t.expand::<T302>().get(), v);
        }
        if let Some(t) = T314::new(v) {
            assert_eq!(t.expand::<T303>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T314>; 2] = [T314::new(v), None];
        assert_eq!(through[0].map(T314::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        '\u{0}',
        '\u{1}',
        '\u{36665}',
        '\u{36666}',
        '\u{36667}',
        '\u{87FFE}',
        '\u{87FFF}',
        '\u{88000}',
        '\u{10FFFF}',
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T314>>(), size_of::<char>());
}

const LO_315: char = '\u{36666}';
const HI_315: char = '\u{88000}';
#[is_syntax]
type T315 = is!(char is (..=LO_315 | HI_315..));

#[test]
fn t315_char() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: char) -> bool {
        match v {
            (..=LO_315 | HI_315..) => true,
            _ => false,
        }
    }
    let check = |v: char| {
        let admitted = oracle(v);
        assert_eq!(T315::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T315::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T315::new(v).map(T315::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T315::new_unchecked(v) }.get(), v);
        }
        assert_eq!(T315::from_ref(&v).map(|r| r.get()), admitted.then_some(v));
        if let Some(r) = T315::from_ref(&v) {
            assert_eq!(bytes(r), bytes(&v));
            assert_eq!(*r.as_ref(), v);
            assert_eq!(bytes(r.as_ref()), bytes(&v));
        }
        assert_eq!(
            bytemuck::checked::try_cast::<u32, T315>(u32::from(v))
                .ok()
                .map(T315::get),
            admitted.then_some(v)
        );
        assert_eq!(
            bytemuck::checked::try_from_bytes::<T315>(bytemuck::bytes_of(&u32::from(v)))
                .ok()
                .map(|r| r.get()),
            admitted.then_some(v)
        );
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T315>; 2] = [T315::new(v), None];
        assert_eq!(through[0].map(T315::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        '\u{0}',
        '\u{1}',
        '\u{36665}',
        '\u{36666}',
        '\u{36667}',
        '\u{87FFF}',
        '\u{88000}',
        '\u{88001}',
        '\u{10FFFE}',
        '\u{10FFFF}',
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T315>>(), size_of::<char>());
}

#[is_syntax]
type T316 = is!(char is char::MIN..'\u{88000}');

#[test]
fn t316_char() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: char) -> bool {
        match v {
            char::MIN..'\u{88000}' => true,
            _ => false,
        }
    }
    let check = |v: char| {
        let admitted = oracle(v);
        assert_eq!(T316::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T316::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T316::new(v).map(T316::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T316::new_unchecked(v) }.get(), v);
        }
        assert_eq!(T316::from_ref(&v).map(|r| r.get()), admitted.then_some(v));
        if let Some(r) = T316::from_ref(&v) {
            assert_eq!(bytes(r), bytes(&v));
            assert_eq!(*r.as_ref(), v);
            assert_eq!(bytes(r.as_ref()), bytes(&v));
        }
        assert_eq!(
            bytemuck::checked::try_cast::<u32, T316>(u32::from(v))
                .ok()
                .map(T316::get),
            admitted.then_some(v)
        );
        assert_eq!(
            bytemuck::checked::try_from_bytes::<T316>(bytemuck::bytes_of(&u32::from(v)))
                .ok()
                .map(|r| r.get()),
            admitted.then_some(v)
        );
        if let Some(t) = T316::new(v) {
            assert_eq!(t.expand::<T305>().get(), v);
        }
        if let Some(t) = T316::new(v) {
            assert_eq!(t.expand::<T310>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T316>; 2] = [T316::new(v), None];
        assert_eq!(through[0].map(T316::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        '\u{0}',
        '\u{1}',
        '\u{87FFE}',
        '\u{87FFF}',
        '\u{88000}',
        '\u{10FFFF}',
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T316>>(), size_of::<char>());
}

#[is_syntax]
type T317 = is!(char is '\u{36666}'..=char::MAX);

#[test]
fn t317_char() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: char) -> bool {
        match v {
            '\u{36666}'..=char::MAX => true,
            _ => false,
        }
    }
    let check = |v: char| {
        let admitted = oracle(v);
        assert_eq!(T317::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T317::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T317::new(v).map(T317::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T317::new_unchecked(v) }.get(), v);
        }
        assert_eq!(T317::from_ref(&v).map(|r| r.get()), admitted.then_some(v));
        if let Some(r) = T317::from_ref(&v) {
            assert_eq!(bytes(r), bytes(&v));
            assert_eq!(*r.as_ref(), v);
            assert_eq!(bytes(r.as_ref()), bytes(&v));
        }
        assert_eq!(
            bytemuck::checked::try_cast::<u32, T317>(u32::from(v))
                .ok()
                .map(T317::get),
            admitted.then_some(v)
        );
        assert_eq!(
            bytemuck::checked::try_from_bytes::<T317>(bytemuck::bytes_of(&u32::from(v)))
                .ok()
                .map(|r| r.get()),
            admitted.then_some(v)
        );
        if let Some(t) = T317::new(v) {
            assert_eq!(t.expand::<T311>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T317>; 2] = [T317::new(v), None];
        assert_eq!(through[0].map(T317::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        '\u{0}',
        '\u{1}',
        '\u{36665}',
        '\u{36666}',
        '\u{36667}',
        '\u{10FFFE}',
        '\u{10FFFF}',
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T317>>(), size_of::<char>());
    assert_eq!(T317::MIN.get(), '\u{36666}');
    assert_eq!(T317::MAX.get(), '\u{10FFFF}');
}

#[is_syntax]
type T318 = is!(char is ..char::MAX);

#[test]
fn t318_char() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: char) -> bool {
        match v {
            ..char::MAX => true,
            _ => false,
        }
    }
    let check = |v: char| {
        let admitted = oracle(v);
        assert_eq!(T318::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T318::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T318::new(v).map(T318::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T318::new_unchecked(v) }.get(), v);
        }
        assert_eq!(T318::from_ref(&v).map(|r| r.get()), admitted.then_some(v));
        if let Some(r) = T318::from_ref(&v) {
            assert_eq!(bytes(r), bytes(&v));
            assert_eq!(*r.as_ref(), v);
            assert_eq!(bytes(r.as_ref()), bytes(&v));
        }
        assert_eq!(
            bytemuck::checked::try_cast::<u32, T318>(u32::from(v))
                .ok()
                .map(T318::get),
            admitted.then_some(v)
        );
        assert_eq!(
            bytemuck::checked::try_from_bytes::<T318>(bytemuck::bytes_of(&u32::from(v)))
                .ok()
                .map(|r| r.get()),
            admitted.then_some(v)
        );
        if let Some(t) = T318::new(v) {
            assert_eq!(t.expand::<T310>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T318>; 2] = [T318::new(v), None];
        assert_eq!(through[0].map(T318::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in ['\u{0}', '\u{1}', '\u{10FFFD}', '\u{10FFFE}', '\u{10FFFF}'] {
        check(v);
    }
    assert_eq!(size_of::<Option<T318>>(), size_of::<char>());
    assert_eq!(T318::MIN.get(), '\u{0}');
    assert_eq!(T318::MAX.get(), '\u{10FFFE}');
}

#[is_syntax]
type T319 = is!(char is ('\u{0}' | ::core::primitive::char::MAX));

#[test]
fn t319_char() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: char) -> bool {
        match v {
            ('\u{0}' | ::core::primitive::char::MAX) => true,
            _ => false,
        }
    }
    let check = |v: char| {
        let admitted = oracle(v);
        assert_eq!(T319::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T319::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T319::new(v).map(T319::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T319::new_unchecked(v) }.get(), v);
        }
        assert_eq!(T319::from_ref(&v).map(|r| r.get()), admitted.then_some(v));
        if let Some(r) = T319::from_ref(&v) {
            assert_eq!(bytes(r), bytes(&v));
            assert_eq!(*r.as_ref(), v);
            assert_eq!(bytes(r.as_ref()), bytes(&v));
        }
        assert_eq!(
            bytemuck::checked::try_cast::<u32, T319>(u32::from(v))
                .ok()
                .map(T319::get),
            admitted.then_some(v)
        );
        assert_eq!(
            bytemuck::checked::try_from_bytes::<T319>(bytemuck::bytes_of(&u32::from(v)))
                .ok()
                .map(|r| r.get()),
            admitted.then_some(v)
        );
        if let Some(t) = T319::new(v) {
            assert_eq!(t.expand::<T309>().get(), v);
        }
        if let Some(t) = T319::new(v) {
            assert_eq!(t.expand::<T312>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T319>; 2] = [T319::new(v), None];
        assert_eq!(through[0].map(T319::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in ['\u{0}', '\u{1}', '\u{10FFFE}', '\u{10FFFF}'] {
        check(v);
    }
    assert_eq!(size_of::<Option<T319>>(), size_of::<char>());
    assert_eq!(T319::MIN.get(), '\u{0}');
    assert_eq!(T319::MAX.get(), '\u{10FFFF}');
}

#[is_syntax]
type T320 = is!(char is 'a'..'\u{E000}');

#[test]
fn t320_char() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: char) -> bool {
        match v {
            'a'..'\u{E000}' => true,
            _ => false,
        }
    }
    let check = |v: char| {
        let admitted = oracle(v);
        assert_eq!(T320::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T320::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T320::new(v).map(T320::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T320::new_unchecked(v) }.get(), v);
        }
        assert_eq!(T320::from_ref(&v).map(|r| r.get()), admitted.then_some(v));
        if let Some(r) = T320::from_ref(&v) {
            assert_eq!(bytes(r), bytes(&v));
            assert_eq!(*r.as_ref(), v);
            assert_eq!(bytes(r.as_ref()), bytes(&v));
        }
        assert_eq!(
            bytemuck::checked::try_cast::<u32, T320>(u32::from(v))
                .ok()
                .map(T320::get),
            admitted.then_some(v)
        );
        assert_eq!(
            bytemuck::checked::try_from_bytes::<T320>(bytemuck::bytes_of(&u32::from(v)))
                .ok()
                .map(|r| r.get()),
            admitted.then_some(v)
        );
        if let Some(t) = T320::new(v) {
            assert_eq!(t.expand::<T305>().get(), v);
        }
        if let Some(t) = T320::new(v) {
            assert_eq!(t.expand::<T306>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T320>; 2] = [T320::new(v), None];
        assert_eq!(through[0].map(T320::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        '\u{0}',
        '\u{1}',
        '\u{60}',
        '\u{61}',
        '\u{62}',
        '\u{E000}',
        '\u{10FFFF}',
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T320>>(), size_of::<char>());
    assert_eq!(T320::MIN.get(), '\u{61}');
    assert_eq!(T320::MAX.get(), '\u{D7FF}');
}

#[is_syntax]
type T321 = is!(char is ('{' | '}'));

#[test]
fn t321_char() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: char) -> bool {
        match v {
            ('{' | '}') => true,
            _ => false,
        }
    }
    let check = |v: char| {
        let admitted = oracle(v);
        assert_eq!(T321::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T321::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T321::new(v).map(T321::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T321::new_unchecked(v) }.get(), v);
        }
        assert_eq!(T321::from_ref(&v).map(|r| r.get()), admitted.then_some(v));
        if let Some(r) = T321::from_ref(&v) {
            assert_eq!(bytes(r), bytes(&v));
            assert_eq!(*r.as_ref(), v);
            assert_eq!(bytes(r.as_ref()), bytes(&v));
        }
        assert_eq!(
            bytemuck::checked::try_cast::<u32, T321>(u32::from(v))
                .ok()
                .map(T321::get),
            admitted.then_some(v)
        );
        assert_eq!(
            bytemuck::checked::try_from_bytes::<T321>(bytemuck::bytes_of(&u32::from(v)))
                .ok()
                .map(|r| r.get()),
            admitted.then_some(v)
        );
        if let Some(t) = T321::new(v) {
            assert_eq!(t.expand::<T305>().get(), v);
        }
        if let Some(t) = T321::new(v) {
            assert_eq!(t.expand::<T306>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T321>; 2] = [T321::new(v), None];
        assert_eq!(through[0].map(T321::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        '\u{0}',
        '\u{1}',
        '\u{7A}',
        '\u{7B}',
        '\u{7C}',
        '\u{7D}',
        '\u{7E}',
        '\u{10FFFF}',
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T321>>(), size_of::<char>());
    assert_eq!(T321::MIN.get(), '\u{7B}');
    assert_eq!(T321::MAX.get(), '\u{7D}');
}

#[is_syntax]
type T322 = is!(char is '\u{61}'..='\u{7A}');

#[test]
fn t322_char() {
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: char) -> bool {
        match v {
            '\u{61}'..='\u{7A}' => true,
            _ => false,
        }
    }
    let check = |v: char| {
        let admitted = oracle(v);
        assert_eq!(T322::new(v).is_some(), admitted, "new({v:?})");
        assert_eq!(T322::contains(v), admitted, "contains({v:?})");
        if admitted {
            assert_eq!(T322::new(v).map(T322::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe { T322::new_unchecked(v) }.get(), v);
        }
        assert_eq!(T322::from_ref(&v).map(|r| r.get()), admitted.then_some(v));
        if let Some(r) = T322::from_ref(&v) {
            assert_eq!(bytes(r), bytes(&v));
            assert_eq!(*r.as_ref(), v);
            assert_eq!(bytes(r.as_ref()), bytes(&v));
        }
        assert_eq!(
            bytemuck::checked::try_cast::<u32, T322>(u32::from(v))
                .ok()
                .map(T322::get),
            admitted.then_some(v)
        );
        assert_eq!(
            bytemuck::checked::try_from_bytes::<T322>(bytemuck::bytes_of(&u32::from(v)))
                .ok()
                .map(|r| r.get()),
            admitted.then_some(v)
        );
        if let Some(t) = T322::new(v) {
            assert_eq!(t.expand::<T305>().get(), v);
        }
        if let Some(t) = T322::new(v) {
            assert_eq!(t.expand::<T306>().get(), v);
        }
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<T322>; 2] = [T322::new(v), None];
        assert_eq!(through[0].map(T322::get), admitted.then_some(v));
        assert!(through[1].is_none());
    };
    for v in [
        '\u{0}',
        '\u{1}',
        '\u{60}',
        '\u{61}',
        '\u{62}',
        '\u{79}',
        '\u{7A}',
        '\u{7B}',
        '\u{10FFFF}',
    ] {
        check(v);
    }
    assert_eq!(size_of::<Option<T322>>(), size_of::<char>());
    assert_eq!(T322::MIN.get(), '\u{61}');
    assert_eq!(T322::MAX.get(), '\u{7A}');
}
