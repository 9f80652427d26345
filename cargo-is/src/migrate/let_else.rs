//! A negative test under `let_else` as a person writes it (see `is_operator_syntax`'s
//! `lower::negative`): `let PAT = VALUE else BODY;`, or for a chain
//! `let Some((a, b)) = ('is: { … }) else BODY;`.
//!
//! - `Some` and `None` by their prelude names, where the file declares and imports nothing of
//!   either name. Should another file's glob import shadow them, the block's `Some(…)` and its
//!   `break 'is None` no longer have one type, and rustc says so: nothing changes meaning
//!   unseen.
//! - The `#[allow(clippy::question_mark)]` the macro puts on each `let` stays only where clippy
//!   would ask for `?`: `let Some(X) = VALUE else { return None };`, with `X` a pattern that
//!   matches every value, `VALUE` no reference, and no comment in the body. Elsewhere it goes,
//!   and the `let` stands where the `if` stood.

use proc_macro2::Delimiter;
use syn::visit::Visit;

use super::readable::{Piece, SourceIndex};

/// Rewrites `pieces` in place, groups too. `prelude`: whether `Some` and `None` may be written
/// by their prelude names (see [`prelude_names_free`]).
pub(crate) fn make_readable(pieces: &mut Vec<Piece>, index: &SourceIndex<'_>, prelude: bool) {
    for piece in pieces.iter_mut() {
        if let Piece::Group(group) = piece {
            make_readable(&mut group.inner, index, prelude);
        }
    }
    if prelude {
        prelude_names(pieces);
    }
    let mut i = 0;
    while i + 2 < pieces.len() {
        if pieces[i].is_made("#") && is_question_mark_allow(&pieces[i + 1]) {
            if asks_for_question_mark(&pieces[i + 2..], index) {
                i += 2;
                continue;
            }
            let at = pieces[i].leaf().map(|leaf| leaf.at.clone());
            pieces.drain(i..i + 2);
            if let (Some(at), Some(Piece::Leaf(keyword))) = (at, pieces.get_mut(i)) {
                keyword.at = at;
            }
        }
        i += 1;
    }
}

/// Whether the file declares or imports a name `Some` or `None`, which the prelude's would
/// then not be.
pub(crate) fn prelude_names_free(file: &syn::File) -> bool {
    struct Names(bool);
    impl Names {
        fn check(&mut self, name: &syn::Ident) {
            self.0 |= name == "Some" || name == "None";
        }
    }
    impl<'ast> Visit<'ast> for Names {
        fn visit_item(&mut self, item: &'ast syn::Item) {
            let name = match item {
                syn::Item::Const(item) => Some(&item.ident),
                syn::Item::Enum(item) => Some(&item.ident),
                syn::Item::Fn(item) => Some(&item.sig.ident),
                syn::Item::Mod(item) => Some(&item.ident),
                syn::Item::Static(item) => Some(&item.ident),
                syn::Item::Struct(item) => Some(&item.ident),
                syn::Item::Union(item) => Some(&item.ident),
                _ => None,
            };
            if let Some(name) = name {
                self.check(name);
            }
            syn::visit::visit_item(self, item);
        }
        fn visit_variant(&mut self, variant: &'ast syn::Variant) {
            self.check(&variant.ident);
        }
        fn visit_use_name(&mut self, name: &'ast syn::UseName) {
            self.check(&name.ident);
        }
        fn visit_use_rename(&mut self, rename: &'ast syn::UseRename) {
            self.check(&rename.rename);
        }
    }
    let mut names = Names(false);
    names.visit_file(file);
    !names.0
}

/// `::core::option::Option::Some` and `…::None`, made by the lowering, as `Some` and `None`,
/// standing where the path stood.
fn prelude_names(pieces: &mut Vec<Piece>) {
    const PATH: [&str; 11] = [
        ":", ":", "core", ":", ":", "option", ":", ":", "Option", ":", ":",
    ];
    let mut i = 0;
    while i + PATH.len() < pieces.len() {
        let path = PATH
            .iter()
            .enumerate()
            .all(|(k, text)| pieces[i + k].is_made(text));
        let variant = &pieces[i + PATH.len()];
        if path && (variant.is_made("Some") || variant.is_made("None")) {
            let at = pieces[i].leaf().map(|leaf| leaf.at.clone());
            pieces.drain(i..i + PATH.len());
            if let (Some(at), Piece::Leaf(name)) = (at, &mut pieces[i]) {
                name.at = at;
            }
        }
        i += 1;
    }
}

/// Whether `piece` is the made `[allow(clippy::question_mark)]`.
fn is_question_mark_allow(piece: &Piece) -> bool {
    let Piece::Group(group) = piece else {
        return false;
    };
    let [allow, Piece::Group(lint)] = group.inner.as_slice() else {
        return false;
    };
    let lint: Vec<&str> = lint.inner.iter().filter_map(leaf_text).collect();
    !group.source
        && group.delimiter == Delimiter::Bracket
        && allow.is_made("allow")
        && lint == ["clippy", ":", ":", "question_mark"]
}

/// Whether the `let … else` statement that `statement` starts with is one clippy's
/// `question_mark` asks to write with `?`.
fn asks_for_question_mark(statement: &[Piece], index: &SourceIndex<'_>) -> bool {
    if !statement.first().is_some_and(|first| first.is_made("let")) {
        return false;
    }
    let Some(eq) = statement.iter().position(|piece| piece.is_made("=")) else {
        return false;
    };
    let Some(else_at) = statement.iter().position(|piece| piece.is_made("else")) else {
        return false;
    };
    let (pattern, value) = (&statement[1..eq], &statement[eq + 1..else_at]);
    let Some(Piece::Group(body)) = statement.get(else_at + 1) else {
        return false;
    };
    let body_text = index
        .text
        .get(body.open.start..body.close.end)
        .unwrap_or("");
    let returns_none = match body.inner.as_slice() {
        [keyword, rest @ ..] if keyword.is("return") => {
            let path = match rest.split_last() {
                Some((last, path)) if last.is(";") => path,
                _ => rest,
            };
            is_option_variant(path, "None")
        }
        _ => false,
    };
    let some_of_every_value = match pattern.split_last() {
        Some((Piece::Group(inner), path)) if inner.delimiter == Delimiter::Parenthesis => {
            is_option_variant(path, "Some")
                && is_operator_syntax::for_tools::pattern_matches_every_value(Piece::tokens(
                    &inner.inner,
                ))
        }
        _ => false,
    };
    let reference = value.first().is_some_and(|first| first.is("&"));
    returns_none
        && some_of_every_value
        && !reference
        && !body_text.contains("//")
        && !body_text.contains("/*")
}

/// Whether `pieces` name the variant `variant` of `Option`: by its name alone or by a path
/// through `Option`.
fn is_option_variant(pieces: &[Piece], variant: &str) -> bool {
    let path: String = pieces.iter().filter_map(leaf_text).collect();
    let Some(prefix) = path.strip_suffix(variant) else {
        return false;
    };
    pieces.iter().all(|piece| piece.leaf().is_some())
        && matches!(
            prefix,
            "" | "Option::"
                | "core::option::Option::"
                | "::core::option::Option::"
                | "std::option::Option::"
                | "::std::option::Option::"
        )
}

fn leaf_text(piece: &Piece) -> Option<&str> {
    piece.leaf().map(|leaf| leaf.text.as_str())
}
