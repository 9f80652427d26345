//! The reader, the chain rule and the lowering of the [`is`](https://docs.rs/is-operator)
//! crate (package `is-operator`), shared by its procedural macros (`is-operator-macros`) and its
//! command-line tool (`cargo-is`): one reader of `is`, wherever it is read. Use `is-operator`;
//! this crate's API serves those two and changes with them.
//!
//! The stages, each importing only those above it in this list:
//!
//! - `tokens`: the ground floor, token helpers (names, operators, levels, errors);
//! - `syntax`: the reader, which reads Rust's structure from tokens into a tree that marks
//!   every place the RFC gives a test meaning;
//! - `rules`: the chain rule, where a test's bindings flow;
//! - `checks`: every rule a test must follow, in one list;
//! - `pattern_type`: `type NAME = BASE is PATTERN;` as a checked newtype;
//! - `lower`: the tree back to tokens, tests as let-chains;
//! - `front`: the three entry points, `is!`, `#[is_syntax]` and `is::syntax!`; and the
//!   [`outline`] a tool reads: where the macros read infix `is` in a file, and what.
//!
//! Everything works on `proc_macro2` tokens: inside a procedural macro they are the compiler's,
//! elsewhere (the tool, unit tests) they are parsed from text.

// Whether the tokens are the compiler's (`proc_macro::is_available`), the one thing asked of it.
extern crate proc_macro;

mod checks;
mod front;
mod lower;
mod pattern_type;
mod rules;
mod syntax;
mod tokens;

#[cfg(test)]
mod tests;

use proc_macro2::TokenStream;

pub use front::outline;

/// The expansion of `is!(input)`: `EXPR is PATTERN` (or `EXPR, PATTERN`) as a `bool`, or a
/// pattern-type alias's type.
///
/// ```
/// let tokens = is_operator_syntax::expand_is("x is Some(_)".parse().unwrap());
/// assert!(tokens.to_string().contains("let Some (_) = x"));
/// ```
pub fn expand_is(input: TokenStream) -> TokenStream {
    front::is_macro::expand(input)
}

/// The expansion of `#[is_syntax(args)] item`: every `is!` test of the item lowered where its
/// bindings flow, and its pattern-type aliases written out.
///
/// ```
/// let item = "fn f(x: Option<u8>) -> u8 { if is!(x is Some(v)) && v > 3 { v } else { 0 } }";
/// let tokens = is_operator_syntax::expand_attribute(
///     proc_macro2::TokenStream::new(),
///     item.parse().unwrap(),
/// );
/// assert!(tokens.to_string().contains("if let Some (v) = x && v > 3"));
/// ```
pub fn expand_attribute(args: TokenStream, item: TokenStream) -> TokenStream {
    front::attribute::expand(args, item)
}

/// [`expand_attribute`] for an item in a file, whose `use` items may give `is!` another name
/// (`use is::{is as test};`): a call by that name is read as `is!`. `file` gives the file's
/// path; it is asked only where the item calls a macro it might tell of, and the file is read
/// once for all the items in it.
///
/// ```
/// let item = "fn f(x: Option<u8>) -> u8 { if test!(x is Some(v)) && v > 3 { v } else { 0 } }";
/// let dir = std::env::temp_dir().join("is-operator-syntax-doc-renamed");
/// std::fs::create_dir_all(&dir).unwrap();
/// let file = dir.join("lib.rs");
/// std::fs::write(&file, format!("use is::{{is as test, is_syntax}};\n#[is_syntax]\n{item}\n")).unwrap();
/// let tokens = is_operator_syntax::expand_attribute_in_file(
///     proc_macro2::TokenStream::new(),
///     item.parse().unwrap(),
///     || Some(file),
/// );
/// assert!(tokens.to_string().contains("if let Some (v) = x && v > 3"));
/// ```
pub fn expand_attribute_in_file(
    args: TokenStream,
    item: TokenStream,
    file: impl FnOnce() -> Option<std::path::PathBuf>,
) -> TokenStream {
    let trees = item.clone().into_iter().collect();
    front::renamed::in_file(trees, file, |trees| {
        front::attribute::expand_trees(args, item, trees)
    })
}

/// [`expand_block`] for a block in a file, whose `use` items may give `is!` another name.
///
/// ```
/// let items = "fn f(x: Option<u8>) -> bool { x is Some(_) }";
/// let tokens = is_operator_syntax::expand_block_in_file(items.parse().unwrap(), || None);
/// assert!(tokens.to_string().contains("let Some (_) = x"));
/// ```
pub fn expand_block_in_file(
    input: TokenStream,
    file: impl FnOnce() -> Option<std::path::PathBuf>,
) -> TokenStream {
    let trees = input.into_iter().collect();
    front::renamed::in_file(trees, file, front::block::expand_trees)
}

/// The expansion of `is::syntax! { input }`: items with infix `is` and pattern-type aliases,
/// written as the RFC proposes.
///
/// ```
/// let items = "fn f(x: Option<u8>) -> bool { x is Some(_) }";
/// let tokens = is_operator_syntax::expand_block(items.parse().unwrap());
/// assert!(tokens.to_string().contains("let Some (_) = x"));
/// ```
pub fn expand_block(input: TokenStream) -> TokenStream {
    front::block::expand(input)
}

/// For tools that write the lowering back as source, as `cargo is migrate --to-let-chains`
/// does: the same reader and lowering as the macros, minus what only the compiler needs (no
/// marker for the import of `is`, an `assert!` keeps its own arguments, a pattern-type alias
/// stays as written), and every mistake the macro would report returned as an error.
pub mod for_tools {
    use proc_macro2::{Ident, TokenStream};

    use crate::front::tool;

    /// `item` as `#[is_syntax(args)]` lowers it: every `is!` test a `let` of the chain it
    /// stands in, where its bindings flow.
    ///
    /// ```
    /// use is_operator_syntax::for_tools::lower_item;
    /// let item = "fn f(x: Option<u8>) -> u8 { if is!(x is Some(v)) && v > 3 { v } else { 0 } }";
    /// let lowered = lower_item(Default::default(), item.parse().unwrap()).unwrap();
    /// assert!(lowered.to_string().contains("if let Some (v) = x && v > 3"));
    /// assert!(lower_item(Default::default(), "fn f() { is!(); }".parse().unwrap()).is_err());
    /// ```
    pub fn lower_item(
        args: TokenStream,
        item: TokenStream,
    ) -> Result<TokenStream, Vec<syn::Error>> {
        tool::item(args, item)
    }

    /// An `is::syntax! { … }` call, path and all, as the block lowers its items, with the
    /// options of its `#![is_syntax(…)]`. A pattern-type alias written `BASE is PATTERN`, which
    /// no plain Rust can hold, stays as written in a block of its own, `PATH! { ALIAS }`.
    ///
    /// ```
    /// use is_operator_syntax::for_tools::lower_block;
    /// let call = "is::syntax! { type Small = u8 is 0..10; fn f(x: Option<u8>) -> bool { x is None } }";
    /// let lowered = lower_block(call.parse().unwrap()).unwrap().to_string();
    /// assert!(lowered.starts_with("is :: syntax ! { type Small = u8 is 0 .. 10 ; }"));
    /// assert!(lowered.contains("fn f (x : Option < u8 >) -> bool { if let None = x"));
    /// assert!(lower_block("is::syntax! { fn f() { 1 is } }".parse().unwrap()).is_err());
    /// ```
    pub fn lower_block(call: TokenStream) -> Result<TokenStream, Vec<syn::Error>> {
        tool::block(call)
    }

    /// The condition of an `if`, `while` or match guard (its tokens alone) as `#[is_syntax]`
    /// lowers it: the let-chain.
    ///
    /// ```
    /// use is_operator_syntax::for_tools::lower_condition;
    /// let chain = lower_condition("is!(it.next() is Some(v)) && v > 1".parse().unwrap());
    /// assert_eq!(chain.unwrap().to_string(), "let Some (v) = it . next () && v > 1");
    /// ```
    pub fn lower_condition(cond: TokenStream) -> Result<TokenStream, Vec<syn::Error>> {
        tool::condition(cond)
    }

    /// `is!(args)` on its own, the `bool` it is.
    ///
    /// ```
    /// use is_operator_syntax::for_tools::lower_value;
    /// let value = lower_value("x is Some(v) && v > 1".parse().unwrap()).unwrap();
    /// assert_eq!(value.to_string(), "if let Some (v) = x && v > 1 { true } else { false }");
    /// ```
    pub fn lower_value(args: TokenStream) -> Result<TokenStream, Vec<syn::Error>> {
        tool::value(args)
    }

    /// Runs `migrate` knowing the names the `use` items of `source` (a file's text) give `is!`
    /// (`use is::{is as test};`), as the macros know them for a file they expand: within it,
    /// the lowering and [`outline::regions`](crate::outline::regions) read `test!(…)` as
    /// `is!(…)`.
    ///
    /// ```
    /// use is_operator_syntax::for_tools::{lower_condition, with_file_names};
    /// let source = "use is::{is as test, is_syntax};";
    /// let condition = "test!(x is Some(v)) && v > 1";
    /// let chain = with_file_names(source, || lower_condition(condition.parse().unwrap()));
    /// assert_eq!(chain.unwrap().to_string(), "let Some (v) = x && v > 1");
    /// // Elsewhere `test!` is some other macro, whose test the lowering cannot read.
    /// assert!(lower_condition(condition.parse().unwrap()).is_err());
    /// ```
    pub fn with_file_names<T>(source: &str, migrate: impl FnOnce() -> T) -> T {
        let renamed = crate::tokens::is_names::renamed_in(source);
        crate::tokens::is_names::with_renamed(renamed, migrate)
    }

    /// Whether a macro called by `name` is `is!` as the macros read it: `is`, or, within
    /// [`with_file_names`], a name the file's `use` gives it.
    ///
    /// ```
    /// use is_operator_syntax::for_tools::{names_is, with_file_names};
    /// assert!(with_file_names("use is::{is as test};", || names_is("test")));
    /// assert!(!names_is("test"));
    /// assert!(names_is("is"));
    /// ```
    pub fn names_is(name: &str) -> bool {
        name == "is" || crate::tokens::is_names::is_renamed_name(name)
    }

    /// The names a pattern binds, as the macros read them: lowercase names that name nothing
    /// else.
    ///
    /// ```
    /// use is_operator_syntax::for_tools::pattern_bindings;
    /// let names = pattern_bindings("Some((a, None, B, ref c))".parse().unwrap());
    /// assert_eq!(names.iter().map(ToString::to_string).collect::<Vec<_>>(), ["a", "c"]);
    /// ```
    pub fn pattern_bindings(pattern: TokenStream) -> Vec<Ident> {
        tool::bindings(pattern)
    }

    /// Whether a pattern may have alternatives: a `|` at any depth but in front, or a macro.
    ///
    /// ```
    /// use is_operator_syntax::for_tools::pattern_has_alternatives;
    /// assert!(pattern_has_alternatives("Some(1 | 2)".parse().unwrap()));
    /// assert!(!pattern_has_alternatives("| Some(1)".parse().unwrap()));
    /// ```
    pub fn pattern_has_alternatives(pattern: TokenStream) -> bool {
        tool::has_alternatives(pattern)
    }

    /// Whether a pattern matches every value by its shape alone (`_`, a binding, a tuple of
    /// those), which an `is!` on its own warns about.
    ///
    /// ```
    /// use is_operator_syntax::for_tools::pattern_matches_every_value;
    /// assert!(pattern_matches_every_value("(x, _)".parse().unwrap()));
    /// assert!(!pattern_matches_every_value("Some(_)".parse().unwrap()));
    /// ```
    pub fn pattern_matches_every_value(pattern: TokenStream) -> bool {
        tool::matches_every_value(pattern)
    }
}
