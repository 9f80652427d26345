//! Compile-fail cases: each binding rule and each diagnostic, with rustc's output pinned.

#[test]
fn ui() {
    let t = trybuild::TestCases::new();
    t.compile_fail("tests/ui/*.rs");
}
