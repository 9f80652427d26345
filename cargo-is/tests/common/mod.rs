//! Helpers shared by the tests.

/// The tokens of `text` as strings, comments left out, groups as their delimiter and `end`;
/// a comma just before a group's end is left out too (rustfmt adds and removes those).
pub fn tokens(text: &str) -> Vec<String> {
    fn flatten(stream: proc_macro2::TokenStream, out: &mut Vec<String>) {
        for tree in stream {
            match tree {
                proc_macro2::TokenTree::Group(group) => {
                    out.push(format!("{:?}", group.delimiter()));
                    flatten(group.stream(), out);
                    if out.last().is_some_and(|last| last == ",") {
                        out.pop();
                    }
                    out.push("end".into());
                }
                leaf => out.push(leaf.to_string()),
            }
        }
    }
    let mut out = Vec::new();
    flatten(text.parse().expect("the text lexes"), &mut out);
    out
}
