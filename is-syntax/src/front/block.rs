//! `is::syntax! { ITEMS }`: the proposed syntax itself. Each `type NAME = BASE is PAT;` is a
//! pattern type, each other `is` where an operand ends a test; the output is what
//! `#[is_syntax]` gives for the same items written with `is!`, from the same reader and the
//! same lowering.

use proc_macro2::{Delimiter, TokenStream, TokenTree};

use crate::lower::{Lowering, Options, holds_attribute};
use crate::syntax::{Front, Reader};
use crate::tokens::Word;
use crate::tokens::{Errors, Level, with_help};

pub(crate) fn expand(input: TokenStream) -> TokenStream {
    expand_trees(input.into_iter().collect())
}

/// [`expand`] with the input's tokens, `trees`, already taken out of it.
pub(crate) fn expand_trees(trees: Vec<TokenTree>) -> TokenStream {
    let mut errors = Errors::default();
    let level = Level::of_trees(trees, 0);
    let (options, first_item) = inner_attributes(&level, &mut errors);
    let nodes = Reader::of_input(Front::Block, &mut errors, &level).items(&level, first_item);
    let mut tokens = Vec::new();
    Lowering::new(&mut errors, options, false).nodes(nodes, &mut tokens);
    // What the recoveries at the top need in scope, after the items; not in an `impl` or a
    // `trait`, which take no `use` (a method taking `self` says that the block stands in one).
    if errors.items_len() > 0 && !takes_self(&level, first_item) {
        if holds_attribute(&tokens) {
            errors.report_with_items(0);
        }
        tokens.extend(errors.take_items(0));
    }
    if errors.went_too_deep() {
        // Input nested beyond what the reader reads is no code to hand on: one error says so.
        return errors.into_compile_errors();
    }
    let mut output = errors.into_compile_errors();
    output.extend(tokens);
    output
}

/// `#![is_syntax(let_else, allow(is_statement))]` at the top of the block: what it switches
/// on, and where the items start.
pub(crate) fn inner_attributes(level: &Level, errors: &mut Errors) -> (Options, usize) {
    let mut options = Options::default();
    let mut i = 0;
    while level.punct(i, '#')
        && level.punct(i + 1, '!')
        && level.is_group(i + 2, Delimiter::Bracket)
    {
        let Some(attr) = level.child(i + 2) else {
            break;
        };
        if attr.word(0) == Word::IsSyntax {
            // `#![is_syntax]` alone has no options to read.
            if let Some(TokenTree::Group(args)) = attr.tokens.get(1) {
                super::options::read(args.stream(), &mut options, errors);
            }
        } else {
            errors.push(with_help(
                level.tokens[i].span(),
                "an `is::syntax!` block takes one inner attribute, `#![is_syntax(…)]` with `let_else` or `allow(is_statement)`",
                "put other inner attributes on the enclosing module",
            ));
        }
        i += 3;
    }
    (options, i)
}

/// Whether a `fn` among the items from `start` takes `self`: `self`, `mut self`, `&self`,
/// `&'a mut self`, `self: Box<Self>`.
fn takes_self(level: &Level, start: usize) -> bool {
    (start..level.len()).any(|i| {
        if level.word(i) != Word::Fn {
            return false;
        }
        let Some(params) = parameters(level, i + 1).and_then(|j| level.child(j)) else {
            return false;
        };
        let mut at = 0;
        while params.punct(at, '&') || params.punct(at, '\'') || params.word(at) == Word::Mut {
            // A lifetime's `'` and its name.
            at += if params.punct(at, '\'') { 2 } else { 1 };
        }
        params.word(at) == Word::SelfValue
    })
}

/// Where the parameters of a `fn` whose name is at `name` are: the first `( … )` outside its
/// generics (`fn f<F: Fn(u8)>(f: F)`).
fn parameters(level: &Level, name: usize) -> Option<usize> {
    let mut depth = 0usize;
    for j in name..level.len() {
        if level.punct(j, '<') {
            depth += 1;
        } else if level.punct(j, '>') && !level.punct(j.saturating_sub(1), '-') {
            depth = depth.saturating_sub(1);
        } else if depth == 0 && level.is_group(j, Delimiter::Parenthesis) {
            return Some(j);
        }
    }
    None
}
