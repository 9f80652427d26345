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
