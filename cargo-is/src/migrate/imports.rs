//! After `--to-let-chains`, the `use` of `is`: each of its names goes when nothing left in the
//! file needs it (an `is!` called by any of its names, `#[is_syntax]`), so that no import is
//! left unused. A block `is::syntax! { ALIAS }` that stays names its macro by path and needs none.

use syn::Macro;
use syn::visit::Visit;

use super::Log;
use super::items::is_syntax_attribute;
use super::to_let_chains::{is_calls, with_trailing_space};
use super::units::is_is_macro;
use crate::source::{Edit, node_range};

/// The names of `is` that the file still calls by name: `is` and `is_syntax`.
#[derive(Clone, Copy, Default)]
pub(super) struct Needed {
    is: bool,
    is_syntax: bool,
}

impl Needed {
    fn names(self, name: &str) -> bool {
        match name {
            "is" => self.is,
            "is_syntax" => self.is_syntax,
            _ => true,
        }
    }
}

/// What the file still needs imported of `is`, outside its `use` items.
pub(super) fn still_needed(file: &syn::File) -> Needed {
    struct Uses(Needed);
    impl<'ast> Visit<'ast> for Uses {
        fn visit_item_use(&mut self, _: &'ast syn::ItemUse) {}
        fn visit_attribute(&mut self, attr: &'ast syn::Attribute) {
            self.0.is_syntax |= is_syntax_attribute(attr);
        }
        fn visit_macro(&mut self, mac: &'ast Macro) {
            self.0.is |= is_is_macro(mac) || !is_calls(mac.tokens.clone()).is_empty();
        }
    }
    let mut uses = Uses(Needed::default());
    uses.visit_file(file);
    uses.0
}

/// Removes the `use` items that import only `is` and `is_syntax` from the crate `is` when the
/// file needs none of the two, or the one it no longer needs.
pub(super) fn remove_imports(
    text: &str,
    file: &syn::File,
    needed: Needed,
    log: &mut Log<'_>,
) -> Vec<Edit> {
    struct Uses<'a>(Vec<&'a syn::ItemUse>);
    impl<'ast> Visit<'ast> for Uses<'ast> {
        fn visit_item_use(&mut self, item: &'ast syn::ItemUse) {
            self.0.push(item);
        }
    }
    let mut uses = Uses(Vec::new());
    uses.visit_file(file);
    let mut edits = Vec::new();
    for item in uses.0 {
        let at = node_range(item).start;
        match only_is_names(&item.tree, false) {
            Some(true) => {
                let mut names = Vec::new();
                imported(&item.tree, &mut names);
                // Each name kept as written: `is as test` stays so.
                let kept: Vec<&str> = names
                    .iter()
                    .filter(|(name, _)| needed.names(name))
                    .map(|(_, tree)| &text[node_range(*tree)])
                    .collect();
                if kept.is_empty() {
                    edits.push(Edit::new(with_trailing_space(text, node_range(item)), ""));
                    log.change(at, "`use` of `is` removed");
                } else if kept.len() < names.len() {
                    match flat_group(&item.tree) {
                        Some(group) => {
                            edits.push(Edit::new(node_range(group), kept.join(", ")));
                            log.change(at, format!("`use` of `is` keeps only `{}`", kept.join("`, `")));
                        }
                        None => log.skip(
                            at,
                            "this `use` of `is` imports a name no longer needed, in a shape left as it is",
                        ),
                    }
                }
            }
            Some(false) if !needed.is && !needed.is_syntax => log.skip(
                at,
                "this `use` of `is` imports more than `is` and `is_syntax`: left as it is",
            ),
            _ => {}
        }
    }
    edits
}

/// `Some(true)`: the tree imports only `is` (by its name or another, `is as test`) and
/// `is_syntax` from the crate `is`; `Some(false)`: from the crate `is`, but more; `None`: not
/// from `is`.
fn only_is_names(tree: &syn::UseTree, under_is: bool) -> Option<bool> {
    match tree {
        syn::UseTree::Path(path) if !under_is => (path.ident == "is")
            .then(|| only_is_names(&path.tree, true))
            .flatten(),
        syn::UseTree::Name(name) if under_is => {
            Some(name.ident == "is" || name.ident == "is_syntax")
        }
        syn::UseTree::Rename(rename) if under_is => Some(rename.ident == "is"),
        syn::UseTree::Group(group) if under_is => Some(
            group
                .items
                .iter()
                .all(|tree| only_is_names(tree, true) == Some(true)),
        ),
        _ if under_is => Some(false),
        _ => None,
    }
}

/// The names a tree of only `is` and `is_syntax` imports, in order, each with its own tree:
/// `is` for `is` under any name.
fn imported<'a>(tree: &'a syn::UseTree, out: &mut Vec<(&'static str, &'a syn::UseTree)>) {
    match tree {
        syn::UseTree::Path(path) => imported(&path.tree, out),
        syn::UseTree::Name(name) if name.ident == "is" => out.push(("is", tree)),
        syn::UseTree::Name(_) => out.push(("is_syntax", tree)),
        syn::UseTree::Rename(_) => out.push(("is", tree)),
        syn::UseTree::Group(group) => group.items.iter().for_each(|tree| imported(tree, out)),
        syn::UseTree::Glob(_) => {}
    }
}

/// The `{ … }` of `is::{ … }` when it holds names alone, which one name may stand for.
fn flat_group(tree: &syn::UseTree) -> Option<&syn::UseGroup> {
    let syn::UseTree::Path(path) = tree else {
        return None;
    };
    match &*path.tree {
        syn::UseTree::Group(group)
            if group
                .items
                .iter()
                .all(|tree| matches!(tree, syn::UseTree::Name(_) | syn::UseTree::Rename(_))) =>
        {
            Some(group)
        }
        _ => None,
    }
}
