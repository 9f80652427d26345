//! The names `is!` goes by: `is`, and each name a `use` in the file being expanded gives it
//! (`use is::{is as test};`). This is the one place that knows them: the reader asks it whether
//! a macro path names `is!` ([`is_renamed`]), and a level whether an identifier may start a
//! test; a scan that skips text holding no test must look for these names too.
//!
//! A macro sees its own input alone, not the `use` at the top of the file; the entry points
//! read the file's renames once (see `front::renamed`) and set them here for the expansion.
//! Without them a renamed call would be left a lone `bool`, its bindings never reaching the
//! chain after it.

use std::cell::{Cell, RefCell};

use proc_macro2::{Ident, TokenStream, TokenTree};

use super::name::ident_is;
use super::needles::Needles;

thread_local! {
    /// Whether [`RENAMED`] or [`OUTSIDE`] holds a name: one load for each level read.
    static ANY: Cell<bool> = const { Cell::new(false) };
    /// The names `use` gives `is!` in the file being expanded, besides `is`.
    static RENAMED: RefCell<Vec<String>> = const { RefCell::new(Vec::new()) };
    /// The macros defined in the file being expanded, outside any item the macros read, with
    /// an `is!` in a rule whose chain or body means its bindings (see `front::renamed`): a
    /// call of one in an item the attribute reads is refused, so a level that holds one is
    /// read as one that holds `is`.
    static OUTSIDE: RefCell<Vec<String>> = const { RefCell::new(Vec::new()) };
}

/// Runs `expand` with `names` the macros of [`OUTSIDE`].
pub(crate) fn with_outside_macros<T>(names: Vec<String>, expand: impl FnOnce() -> T) -> T {
    let saved = OUTSIDE.with(|outside| std::mem::replace(&mut *outside.borrow_mut(), names));
    note_any();
    let result = expand();
    OUTSIDE.with(|outside| *outside.borrow_mut() = saved);
    note_any();
    result
}

/// Whether the macro named `name` is one of [`OUTSIDE`].
pub(crate) fn loses_is_outside(name: &Ident) -> bool {
    OUTSIDE.with(|outside| outside.borrow().iter().any(|known| ident_is(name, known)))
}

/// Whether any name besides `is` is looked for in this expansion: asked once for each level.
pub(crate) fn any_other_names() -> bool {
    ANY.with(Cell::get)
}

/// What a level looks for: `is`, every other name of `is!` ([`is_renamed`]) and every macro of
/// [`OUTSIDE`]; a group whose source text holds none of them is passed on unread.
pub(crate) fn needles() -> Needles {
    if !any_other_names() {
        return Needles::default();
    }
    let mut others: Vec<String> = RENAMED.with(|names| names.borrow().clone());
    OUTSIDE.with(|outside| others.extend(outside.borrow().iter().cloned()));
    let others: Vec<&str> = others.iter().map(String::as_str).collect();
    Needles::with_others(&others)
}

/// Runs `expand` with `renamed` the other names of `is!` (see the module's documentation).
pub(crate) fn with_renamed<T>(renamed: Vec<String>, expand: impl FnOnce() -> T) -> T {
    let saved = RENAMED.with(|names| std::mem::replace(&mut *names.borrow_mut(), renamed));
    note_any();
    let result = expand();
    RENAMED.with(|names| *names.borrow_mut() = saved);
    note_any();
    result
}

fn note_any() {
    let any = RENAMED.with(|names| !names.borrow().is_empty())
        || OUTSIDE.with(|outside| !outside.borrow().is_empty());
    ANY.with(|cell| cell.set(any));
}

/// Whether `ident` is another name of `is!` in this expansion.
pub(crate) fn is_renamed(ident: &Ident) -> bool {
    RENAMED.with(|names| names.borrow().iter().any(|name| ident_is(ident, name)))
}

/// Whether `name` is another name of `is!` in this expansion, for a tool that holds the name
/// as text.
pub(crate) fn is_renamed_name(name: &str) -> bool {
    RENAMED.with(|names| names.borrow().iter().any(|known| known == name))
}

/// The names the `use` items of `source` (a file's text) give `is`: each `NAME` of a use tree's
/// `is as NAME`. Text with no `is` followed by `as` is not lexed.
pub(crate) fn renamed_in(source: &str) -> Vec<String> {
    let mut names = Vec::new();
    if !mentions_is_as(source) {
        return names;
    }
    if let Ok(stream) = source.parse::<TokenStream>() {
        uses(stream, &mut names);
    }
    names
}

/// Whether the word `is` stands before the word `as` somewhere in `source`.
fn mentions_is_as(source: &str) -> bool {
    let bytes = source.as_bytes();
    let word = |b: u8| b.is_ascii_alphanumeric() || b == b'_';
    source.match_indices("is").any(|(at, _)| {
        let starts = at == 0 || !word(bytes[at - 1]);
        let rest = source[at + 2..].trim_start();
        let spaced = rest.len() < source.len() - at - 2;
        starts
            && spaced
            && rest.starts_with("as")
            && !rest[2..].starts_with(|c: char| c.is_alphanumeric() || c == '_')
    })
}

/// The renames of `is` in the `use` items of `stream`, at any depth, onto `names`.
fn uses(stream: TokenStream, names: &mut Vec<String>) {
    let tokens: Vec<TokenTree> = stream.into_iter().collect();
    let mut in_use = false;
    for (i, token) in tokens.iter().enumerate() {
        match token {
            TokenTree::Ident(ident) if ident_is(ident, "use") => in_use = true,
            TokenTree::Punct(punct) if punct.as_char() == ';' => in_use = false,
            TokenTree::Group(group) if in_use => use_tree(group.stream(), names),
            TokenTree::Group(group) => uses(group.stream(), names),
            TokenTree::Ident(ident) if in_use && ident_is(ident, "is") => {
                rename(&tokens, i, names);
            }
            _ => {}
        }
    }
}

/// A use tree's group, `{a, is as test}`: its renames of `is`, in nested groups too.
fn use_tree(stream: TokenStream, names: &mut Vec<String>) {
    let tokens: Vec<TokenTree> = stream.into_iter().collect();
    for (i, token) in tokens.iter().enumerate() {
        match token {
            TokenTree::Group(group) => use_tree(group.stream(), names),
            TokenTree::Ident(ident) if ident_is(ident, "is") => rename(&tokens, i, names),
            _ => {}
        }
    }
}

/// `is as NAME` at `tokens[at]`: `NAME` onto `names`.
fn rename(tokens: &[TokenTree], at: usize, names: &mut Vec<String>) {
    if let (Some(TokenTree::Ident(keyword)), Some(TokenTree::Ident(name))) =
        (tokens.get(at + 1), tokens.get(at + 2))
        && ident_is(keyword, "as")
        && !ident_is(name, "_")
    {
        let name = name.to_string();
        if !names.contains(&name) {
            names.push(name);
        }
    }
}
