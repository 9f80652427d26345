//! The `serde` feature: pattern types serialize as their base value, and deserializing checks
//! the pattern, failing with the `PatternError` message. Built when the feature is on, as in
//! `cargo test --workspace` (a member crate enables it).
#![cfg(feature = "serde")]

use is::{is, is_syntax};

#[is_syntax]
type Errno = is!(u32 is 0..4096);

#[is_syntax]
type Lower = is!(char is 'a'..='z');

#[is_syntax]
type Present<T> = is!(Option<T> is Some(_));

#[is_syntax]
type Ratio = is!(f32 is 0.0..=1.0);

#[test]
fn round_trips_through_json() {
    let e = Errno::new(22).unwrap();
    assert_eq!(serde_json::to_string(&e).unwrap(), "22");
    assert_eq!(serde_json::from_str::<Errno>("22").unwrap(), e);
    assert_eq!(serde_json::from_str::<Lower>("\"q\"").unwrap(), 'q');
    let present: Present<u8> = serde_json::from_str("7").unwrap();
    assert_eq!(present.into_some(), 7);
    assert_eq!(
        serde_json::to_string(&Present::new(Some(1)).unwrap()).unwrap(),
        "1"
    );
}

#[test]
fn rejects_values_outside_the_pattern_with_the_same_message() {
    let error = serde_json::from_str::<Errno>("5000").unwrap_err();
    assert_eq!(
        error.to_string(),
        "5000 does not match the pattern 0..4096 of Errno"
    );
    let error = serde_json::from_str::<Lower>("\"Q\"").unwrap_err();
    assert_eq!(
        error.to_string(),
        "'Q' does not match the pattern 'a'..='z' of Lower"
    );
    let error = serde_json::from_str::<Present<u8>>("null").unwrap_err();
    assert_eq!(
        error.to_string(),
        "None does not match the pattern Some(_) of Present"
    );
    // The base type's own error comes first.
    assert!(serde_json::from_str::<Errno>("-1").is_err());
}

#[test]
fn floats_round_trip_and_are_checked() {
    let half = Ratio::new(0.5).unwrap();
    assert_eq!(serde_json::to_string(&half).unwrap(), "0.5");
    assert_eq!(serde_json::from_str::<Ratio>("0.5").unwrap(), half);
    let negative_zero = serde_json::from_str::<Ratio>("-0.0").unwrap();
    assert_eq!(negative_zero.get().to_bits(), (-0.0f32).to_bits());
    let error = serde_json::from_str::<Ratio>("1.5").unwrap_err();
    assert_eq!(
        error.to_string(),
        "1.5 does not match the pattern 0.0..=1.0 of Ratio"
    );
    assert!(serde_json::from_str::<Ratio>("\"x\"").is_err());
}
