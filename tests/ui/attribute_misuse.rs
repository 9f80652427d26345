use is::is_syntax;

#[is_syntax(deny(is_statement))]
fn unknown_option() {}

#[is_syntax(allow(unused))]
fn unknown_lint() {}

#[is_syntax]
struct NotAFunction;

fn main() {
    unknown_option();
    unknown_lint();
    let _ = NotAFunction;
}
