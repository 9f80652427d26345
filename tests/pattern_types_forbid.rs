//! Generated code raises no lint, so it needs no `allow`, and it builds under any lint level the
//! user sets, `forbid` included: here every lint that generated code once allowed is forbidden,
//! for the crate and on an alias, over every layout and kind of pattern type. (Clippy's lints
//! are checked where the workspace's clippy runs on its tests.) The exceptions: a
//! `#[deprecated]` alias, whose impls use the deprecated type and allow `deprecated` as
//! hand-written impls of a deprecated type must; and a refinement of `Option<&T>` or `Cow<…>`,
//! whose `contains(&BASE)` clippy questions (`ref_option_ref`, `ptr_arg`) and which allows those
//! two lints, so that they are denied, not forbidden, where such a base is.
#![forbid(
    dead_code,
    deprecated,
    non_snake_case,
    non_contiguous_range_endpoints,
    unused_imports,
    unused_variables,
    clippy::expl_impl_clone_on_copy,
    clippy::borrowed_box,
    clippy::trivially_copy_pass_by_ref
)]
#![deny(clippy::ptr_arg, clippy::ref_option_ref)]

use std::borrow::Cow;

use is::{is, is_syntax};

#[is_syntax]
type TopByte = is!(u32 is 0..4096);
#[is_syntax]
type NonZero = is!(i64 is 1..);
#[is_syntax]
type Xor = is!(u8 is (0..=9 | 11..));
#[is_syntax]
type XorConst = is!(u64 is ..u64::MAX);
#[is_syntax]
type Index = is!(usize is 0..1024);
#[is_syntax]
type Lower = is!(char is 'a'..='z');
#[is_syntax]
type Ratio = is!(f64 is 0.0..=1.0);
#[is_syntax]
type Ranges = is!(u16 is (0..5 | 6..10));
#[is_syntax]
#[forbid(dead_code)]
type OnTheAlias = is!(u16 is 1..=9);

// Refinements whose signatures clippy questions in hand-written code.
#[is_syntax]
type Borrowed<'a> = is!(Option<&'a str> is Some(_));
#[is_syntax]
type Owned<'a> = is!(Cow<'a, str> is Cow::Owned(_));

/// Every other refinement raises neither of clippy's lints on signatures by reference.
mod strict {
    #![forbid(clippy::ptr_arg, clippy::ref_option_ref)]

    use is::{is, is_syntax};

    #[is_syntax]
    pub(crate) type Bound = is!(Option<u8> is Some(x));
    #[is_syntax]
    pub(crate) type Listed = is!(Option<Vec<u8>> is Some(_));
    #[is_syntax]
    pub(crate) type Boxed = is!(Option<Box<u8>> is Some(_));
    #[is_syntax]
    pub(crate) type Failed<'a> = is!(Result<&'a str, u8> is Err(_));
}
use strict::{Bound, Boxed, Failed, Listed};

#[test]
fn every_kind_builds_under_forbid() {
    assert_eq!(TopByte::new(7).map(TopByte::get), Some(7));
    assert_eq!(NonZero::MIN.get(), 1);
    assert!(Xor::new(10).is_none());
    assert!(XorConst::new(u64::MAX).is_none());
    assert_eq!(Index::MAX.get(), 1023);
    assert_eq!(Lower::new('q').map(Lower::get), Some('q'));
    assert!(Ratio::new(2.0).is_none());
    assert!(Ranges::new(5).is_none());
    assert_eq!(OnTheAlias::new(3).map(OnTheAlias::get), Some(3));
    assert_eq!(Bound::new(Some(1)).map(Bound::into_some), Ok(1));
    assert_eq!(Borrowed::new(Some("a")).map(Borrowed::into_some), Ok("a"));
    assert!(Owned::new(Cow::Borrowed("b")).is_err());
    assert!(Listed::new(Some(vec![1])).is_ok());
    assert!(Boxed::new(Some(Box::new(1))).is_ok());
    assert_eq!(Failed::new(Err(2)).map(Failed::into_err), Ok(2));
}
