//! Compile-fail cases that only a build reports, not `cargo check`: a `const` block in a
//! generic function is evaluated where the function is instantiated for its types, which
//! `cargo check` never does. The one passing case makes trybuild build them all.
//! A refused `expand` panics in `core`'s `panic!`, whose source rustc quotes where the
//! toolchain has `rust-src` (`.ci/run` adds it): the snapshot is taken with it.

#[test]
fn ui_build() {
    let t = trybuild::TestCases::new();
    t.pass("tests/ui_build/expand_nests.rs");
    t.compile_fail("tests/ui_build/expand_refused.rs");
}
