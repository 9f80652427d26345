// `is::example_generated`, the generated types shown on docs.rs, is compiled for the
// documentation alone: a build of `is` has no such module, so it costs nothing there and
// exports nothing.
fn main() {
    let _ = is::example_generated::Errno::new(22);
}
