//! A crate that forbids `unsafe` can use every layout: the `unsafe` inside the generated
//! conversions (each with its invariant and boundary tests) is the macro's, not the crate's.
#![forbid(unsafe_code)]

use is::{is, is_syntax};

#[is_syntax]
pub type NonZeroish = is!(u16 is 1..);

#[is_syntax]
pub type Errno = is!(u32 is 0..4096);

#[is_syntax]
pub type BelowMax = is!(u64 is ..u64::MAX);

#[is_syntax]
pub type Lower = is!(char is 'a'..='z');

#[is_syntax]
pub type Ratio = is!(f64 is 0.0..=1.0);

#[is_syntax]
pub type Present<T> = is!(Option<T> is Some(_));

#[test]
fn every_layout_works_under_forbid_unsafe_code() {
    assert_eq!(NonZeroish::new(7).map(NonZeroish::get), Some(7));
    assert_eq!(Errno::from_ref(&22).map(|e| e.get()), Some(22));
    assert_eq!(BelowMax::new(u64::MAX), None);
    assert_eq!(Lower::new('q').map(Lower::get), Some('q'));
    assert_eq!(Ratio::from_ref(&0.5).map(|r| r.get()), Some(0.5));
    assert_eq!(Present::new(Some(1)).map(Present::into_some), Ok(1));
}
