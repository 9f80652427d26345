//! Names the generated code takes from the user (issue 28): a user's `const`, item, generic
//! parameter or alias name never meets a name of the generated code's, and a raw identifier is
//! an alias name like any other.
#![allow(dead_code, non_upper_case_globals, non_camel_case_types)]

use is::{is, is_syntax};

// Consts named like the generated code's locals and parameters, in scope of every alias.
const i: u32 = 5;
const candidates: u32 = 11;
const bound: u32 = 12;
const SORTED: u32 = 13;
const v: u32 = 14;
const hi: u32 = 15;
const read_alike: u32 = 16;
const value: u32 = 17;
const rhs: u32 = 18;
const state: u32 = 19;
const other: u32 = 20;
const f: u32 = 21;
const stored: u32 = 22;
const nearest: u32 = 23;
const wider: u32 = 24;
const field: u32 = 25;
const refused: u32 = 26;
const bits: u32 = 27;
const u: u32 = 28;
const rng: u32 = 29;
const serializer: u32 = 30;
const deserializer: u32 = 31;

/// A path bound that is the user's `const i`, read by rustc as the user's.
#[is_syntax]
pub type FromI = is!(u32 is (0..=3 | i..=10));

/// Bounds rustc reads, as the macro does not: the layout found by `const` evaluation.
#[is_syntax]
pub type Consts = is!(u32 is (candidates..=bound | SORTED..=v | hi..read_alike));

#[is_syntax]
pub type Literal = is!(u32 is (0..=3 | 5..=10));

// Aliases named like the generated storage and helper traits.
#[is_syntax]
pub type Bytes = is!(u32 is 0..=0x1ff);
#[is_syntax]
pub type Top = is!(u16 is (0..=0x1ff | 0x7000..));
#[is_syntax]
pub type Excluded = is!(u32 is 1..candidates);
#[is_syntax]
pub type EXCLUDED = is!(u8 is (1..=3 | 7..));

// Generic parameters named like the generated impls' own.
#[is_syntax]
pub type R<H> = is!(Option<H> is Some(_));
#[is_syntax]
pub type WithS<S, D> = is!(Result<S, D> is Ok(_));
#[is_syntax]
pub type WithDe<'de> = is!(Option<&'de str> is Some(_));
#[is_syntax]
pub type WithIs<'__is, T> = is!(Option<&'__is T> is Some(_));

/// A user type named like the struct's own base parameter.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Base(u8);
#[is_syntax]
pub type Based = is!(Option<Base> is Some(_));
#[is_syntax]
pub type BasedGeneric<T> = is!(Result<T, Base> is Err(_));

// Raw identifiers as alias names.
#[is_syntax]
pub type r#match = is!(u32 is 0..10);
#[is_syntax]
pub type r#fn = is!(Option<u8> is Some(_));
#[is_syntax]
pub type r#loop = is!(f64 is 0.0..1.0);
#[is_syntax]
pub type r#type = is!(u8 is (0..=3 | 200..));

#[test]
fn a_users_consts_do_not_meet_generated_locals() {
    assert!(FromI::new(2).is_some());
    assert!(FromI::new(4).is_none());
    assert!(FromI::new(5).is_some());
    assert!(FromI::new(11).is_none());
    assert_eq!(FromI::MAX.get(), 10);
    assert_eq!(FromI::values().count(), 10);
    assert!(Consts::new(11).is_some());
    assert!(Consts::new(12).is_some());
    assert!(Consts::new(10).is_none());
    assert!(Consts::new(15).is_some());
    assert!(Consts::new(16).is_none());
    assert_eq!(Consts::MIN.get(), 11);
    assert_eq!(Consts::MAX.get(), 15);
    let l = Literal::new(6).unwrap();
    assert_eq!(l.checked_add(1).map(Literal::get), Some(7));
    assert_eq!(l.saturating_sub(2).get(), 3);
    assert_eq!(Literal::new_saturating(4).get(), 3);
    assert_eq!(format!("{l:?} {l:x}"), "6 6");
    assert_eq!(u64::from(l), 6);
    assert_eq!(l, 6);
}

#[test]
fn aliases_may_take_the_hidden_modules_names() {
    assert_eq!(Bytes::new(0x1ff).map(Bytes::get), Some(0x1ff));
    assert!(Bytes::new(0x200).is_none());
    assert_eq!(size_of::<Option<Bytes>>(), 4);
    assert_eq!(Top::new(0x7001).map(Top::get), Some(0x7001));
    assert!(Top::new(0x200).is_none());
    assert_eq!(size_of::<Option<Top>>(), 2);
    assert_eq!(Excluded::MAX.get(), 10);
    assert!(Excluded::new(0).is_none());
    assert_eq!(EXCLUDED::new(9).map(EXCLUDED::get), Some(9));
    assert!(EXCLUDED::new(5).is_none());
}

#[test]
fn generic_parameters_may_take_the_impls_names() {
    use std::collections::HashSet;
    let r: R<u8> = R::new(Some(3)).unwrap();
    let set: HashSet<R<u8>> = [r].into_iter().collect();
    assert!(set.contains(&r));
    assert_eq!(r.into_some(), 3);
    let ok: WithS<u8, ()> = WithS::new(Ok(1)).unwrap();
    assert_eq!(ok.into_ok(), 1);
    let de: WithDe<'_> = WithDe::new(Some("x")).unwrap();
    assert_eq!(de.into_some(), "x");
    let x = 5;
    let t: WithIs<'_, i32> = WithIs::new(Some(&x)).unwrap();
    assert_eq!(*t.into_some(), 5);
}

#[test]
fn a_type_named_base_is_the_users() {
    let b = Based::new(Some(Base(1))).unwrap();
    assert_eq!(b.into_some(), Base(1));
    let e: BasedGeneric<u8> = BasedGeneric::new(Err(Base(2))).unwrap();
    assert_eq!(e.into_err(), Base(2));
}

#[test]
fn raw_identifiers_name_aliases() {
    assert_eq!(r#match::new(3).map(r#match::get), Some(3));
    assert!(r#match::new(10).is_none());
    assert_eq!(r#fn::new(Some(1)).map(r#fn::into_some), Ok(1));
    assert!(r#loop::new(0.5).is_some());
    assert_eq!(r#type::new(201).map(r#type::get), Some(201));
    assert_eq!(size_of::<Option<r#type>>(), 1);
}

/// A raw binding that no code after the `if` names, and one that code after it names.
#[is_syntax(let_else)]
fn raw_bindings(x: Option<u8>) -> u8 {
    if !is!(x is Some(r#in) && r#in > 1) {
        return 0;
    }
    if !is!(x is Some(r#as) && r#as > 2) {
        return 1;
    }
    r#as
}

#[test]
fn raw_identifiers_bind() {
    assert_eq!(raw_bindings(Some(0)), 0);
    assert_eq!(raw_bindings(Some(2)), 1);
    assert_eq!(raw_bindings(Some(5)), 5);
}
