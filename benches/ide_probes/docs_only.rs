// The docs-only `is::example_generated` types are offered to no one: nothing to import here.
pub fn f() {
    let _ = Lett$0@completion;
}
