//! For a tool that writes the lowering back as source, as `cargo is migrate --to-let-chains`
//! does: the reader and the lowering of the three macros, minus what only a compiler needs.
//! Nothing marks the imports of `is` as used, an `assert!` keeps its own arguments (written
//! back, the condition is quoted by the `assert!` again), a pattern-type alias stays as
//! written, and every mistake comes back as an error instead of a `compile_error!`. A negative
//! chain's block gets a label the item does not use, which hygiene no longer keeps apart.

use proc_macro2::{Span, TokenStream, TokenTree};

use crate::checks;
use crate::lower::{Lowering, Options};
use crate::syntax::{Condition, Front, Place, Reader};
use crate::tokens::build::ident;
use crate::tokens::{Errors, Level};

/// What a tool gets: the lowered tokens, or every error the macro would report.
pub(crate) type Lowered = Result<TokenStream, Vec<syn::Error>>;

/// `item` as `#[is_syntax(args)]` lowers it.
pub(crate) fn item(args: TokenStream, item: TokenStream) -> Lowered {
    let mut errors = Errors::default();
    let mut options = Options::default();
    super::options::read(args, &mut options, &mut errors);
    let label = free_label(&item);
    let level = Level::read(item, 0);
    let nodes = Reader::of_input(Front::Attribute, &mut errors, &level).items(&level, 0);
    let mut tokens = Vec::with_capacity(level.len());
    let mut lowering = Lowering::new(&mut errors, options, false);
    lowering.for_source = true;
    lowering.source_label = Some(label);
    lowering.nodes(nodes, &mut tokens);
    finish(errors, tokens)
}

/// The items of the block `call`, `PATH! { … }`, as `is::syntax!` lowers them, with the
/// options of its `#![is_syntax(…)]`; each pattern-type alias `BASE is PATTERN` stays as
/// written, in a block of its own, `PATH! { ALIAS }`.
pub(crate) fn block(call: TokenStream) -> Lowered {
    let mut errors = Errors::default();
    let tokens: Vec<TokenTree> = call.into_iter().collect();
    let (path, body) = match tokens.as_slice() {
        [path @ .., TokenTree::Punct(bang), TokenTree::Group(body)]
            if bang.as_char() == '!' && !path.is_empty() =>
        {
            (path.to_vec(), body.stream())
        }
        _ => {
            let span = tokens.first().map_or_else(Span::call_site, TokenTree::span);
            return Err(vec![syn::Error::new(span, "expected `PATH! { … }`")]);
        }
    };
    let label = free_label(&body);
    let level = Level::read(body, 0);
    let (options, first_item) = super::block::inner_attributes(&level, &mut errors);
    let nodes = Reader::of_input(Front::Block, &mut errors, &level).items(&level, first_item);
    let mut tokens = Vec::with_capacity(level.len());
    let mut lowering = Lowering::new(&mut errors, options, false);
    lowering.for_source = true;
    lowering.source_label = Some(label);
    lowering.block_path = path;
    lowering.nodes(nodes, &mut tokens);
    finish(errors, tokens)
}

/// A label for a negative chain's block that no label or lifetime in `tokens` has: `is`, else
/// `is_2`, `is_3`, …
fn free_label(tokens: &TokenStream) -> String {
    fn names(tokens: TokenStream, out: &mut Vec<String>) {
        let mut quote = false;
        for token in tokens {
            match &token {
                TokenTree::Group(group) => names(group.stream(), out),
                TokenTree::Ident(name) if quote => out.push(name.to_string()),
                _ => {}
            }
            quote = matches!(&token, TokenTree::Punct(p) if p.as_char() == '\'');
        }
    }
    let mut taken = Vec::new();
    names(tokens.clone(), &mut taken);
    let mut name = String::from("is");
    let mut n = 1;
    while taken.contains(&name) {
        n += 1;
        name = format!("is_{n}");
    }
    name
}

/// The condition `cond` of an `if`, `while` or match guard, as `#[is_syntax]` lowers it: the
/// let-chain, without the keyword.
pub(crate) fn condition(cond: TokenStream) -> Lowered {
    let mut errors = Errors::default();
    let level = Level::read(cond, 0);
    let keyword = ident("if", Span::call_site());
    let read = Reader::new(Front::Attribute, &mut errors).condition_alone(&level);
    let mut tokens = Vec::with_capacity(level.len() + 4);
    if let Ok(cond) = read {
        let condition = Condition {
            label: &[],
            keyword: &keyword,
            cond,
            body: Vec::new(),
        };
        let mut lowering = Lowering::new(&mut errors, Options::default(), false);
        lowering.for_source = true;
        lowering.condition(condition, &mut tokens);
        // The keyword is the caller's.
        tokens.remove(0);
    }
    finish(errors, tokens)
}

/// `is!(args)` on its own: the `bool`, as the macro writes it when called by its path alone.
pub(crate) fn value(args: TokenStream) -> Lowered {
    let mut errors = Errors::default();
    let level = Level::read(args, 0);
    let read = Reader::new(Front::IsMacro, &mut errors).is_args(&level, Span::call_site());
    let mut tokens = Vec::with_capacity(level.len() + 8);
    if let Ok(expr) = read {
        let mut lowering = Lowering::new(&mut errors, Options::default(), false);
        lowering.for_source = true;
        lowering.value(expr, Place::WHOLE, false, &mut tokens);
    }
    finish(errors, tokens)
}

/// Whether the pattern `tokens` matches every value by its shape alone (`_`, a binding,
/// `(a, _)`), as the warning of an `is!` on its own judges it.
pub(crate) fn matches_every_value(tokens: TokenStream) -> bool {
    let tokens: Vec<TokenTree> = tokens.into_iter().collect();
    checks::is_irrefutable(&tokens)
}

/// The names the pattern `tokens` binds, as the macros read them.
pub(crate) fn bindings(tokens: TokenStream) -> Vec<proc_macro2::Ident> {
    let level = Level::read(tokens, 0);
    let mut names = Vec::new();
    crate::tokens::bindings::bindings(&level, 0, level.len(), &mut names);
    names
}

/// Whether the pattern `tokens` may have alternatives (a `|` at any depth but in front).
pub(crate) fn has_alternatives(tokens: TokenStream) -> bool {
    let level = Level::read(tokens, 0);
    crate::tokens::bindings::may_have_alternatives(&level, 0, level.len())
}

fn finish(errors: Errors, tokens: Vec<TokenTree>) -> Lowered {
    if errors.len() == 0 && !errors.went_too_deep() {
        Ok(tokens.into_iter().collect())
    } else {
        Err(errors.into_list())
    }
}
