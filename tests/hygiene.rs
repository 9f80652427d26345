//! Generated code names nothing a user can shadow: no prelude, local `core`/`std`/`Option`,
//! and user items named like every helper the macros use.

#![no_implicit_prelude]
#![allow(dead_code, non_camel_case_types, clippy::all)]

// Shadow what generated code could reach for by a relative name.
mod core {}
mod std {}
type Option = ();
type Result = ();
type Some = ();
struct None;
struct Ok;
fn matches() {}
fn panic() {}

// Names like the helpers: markers, the storage's types, the excluded value and its trait.
struct __is_test_0;
fn __is_test_1() {}
struct Bytes;
enum Top {}
const EXCLUDED: u8 = 0;
const ZERO: u8 = 0;
trait Excluded {}
trait Primitive {}
trait NotMatched {}
macro_rules! __is_test_2 {
    () => {};
}

// Modules named like the bases: `u32::MAX` is theirs here, the type `u32` still the primitive.
mod u32 {}
mod i64 {}
mod usize {}
mod f64 {}

use ::is::{is, is_syntax};

#[is_syntax]
type Errno = is!(u32 is 0..4096);

#[is_syntax]
type Positive = is!(i64 is 1..);

#[is_syntax]
type Present<T> = is!(::core::option::Option<T> is ::core::option::Option::Some(_));

#[is_syntax]
type Index = is!(usize is 0..1024);

#[is_syntax]
type Ratio = is!(f64 is (0.0..=1.0 | 2.0..));

#[is_syntax]
fn conditions(x: ::core::option::Option<u8>) -> u8 {
    if is!(x is ::core::option::Option::Some(v) && v > 1) {
        return v;
    }
    while is!(x, ::core::option::Option::Some(0)) {
        return 100;
    }
    match x {
        ::core::option::Option::Some(n) if is!(n.checked_sub(1) is ::core::option::Option::Some(m)) => {
            m
        }
        _ => 0,
    }
}

fn values(x: ::core::option::Option<u8>) -> bool {
    is!(x is ::core::option::Option::Some(1..) || x is ::core::option::Option::None)
}

::is::syntax! {
    fn block(x: ::core::option::Option<u8>) -> bool {
        x is ::core::option::Option::Some(v) && v > 2
    }
}

#[test]
fn works_without_the_prelude_and_with_everything_shadowed() {
    ::std::assert_eq!(
        Errno::new(22).map(Errno::get),
        ::core::option::Option::Some(22)
    );
    ::std::assert!(Errno::new(5000).is_none());
    ::std::assert_eq!(Positive::MIN.get(), 1);
    ::std::assert!(Present::new(::core::option::Option::Some(1)).is_ok());
    ::std::assert_eq!(conditions(::core::option::Option::Some(5)), 5);
    ::std::assert_eq!(conditions(::core::option::Option::Some(0)), 100);
    ::std::assert_eq!(conditions(::core::option::Option::Some(1)), 0);
    ::std::assert!(values(::core::option::Option::None));
    ::std::assert!(block(::core::option::Option::Some(3)));
    ::std::assert_eq!(::core::mem::size_of::<::core::option::Option<Errno>>(), 4);
    ::std::assert_eq!(Index::MAX.get(), 1023);
    ::std::assert_eq!(
        (Ratio::MIN.get(), Ratio::MAX.get()),
        (0.0, ::core::primitive::f64::INFINITY)
    );
    ::std::assert_eq!(<Ratio as ::core::default::Default>::default(), 0.0);
    ::std::assert!(Ratio::new(1.5).is_none());
    let _ = ZERO;
    let _ = (__is_test_0, Bytes, EXCLUDED, __is_test_1 as fn());
}
