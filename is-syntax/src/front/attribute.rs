//! `#[is_syntax]` on an item: an `is!` in a condition binds into the code the RFC says it does,
//! and every other `is!` lowers where it stands, so that its chain goes on after the call.

use proc_macro2::{Span, TokenStream, TokenTree};

use crate::lower::{Lowering, Options};
use crate::syntax::{Front, Node, Reader, is_item_qualifier};
use crate::tokens::Word;
use crate::tokens::{Errors, Level, with_help};

/// The items the attribute goes on, by their keyword.
const ACCEPTED: &[Word] = &[
    Word::Fn,
    Word::Impl,
    Word::Trait,
    Word::Mod,
    Word::Type,
    Word::Const,
    Word::Static,
];

pub(crate) fn expand(args: TokenStream, item: TokenStream) -> TokenStream {
    let trees = item.clone().into_iter().collect();
    expand_trees(args, item, trees)
}

/// [`expand`] with the item's tokens, `trees`, already taken out of it.
pub(crate) fn expand_trees(
    args: TokenStream,
    item: TokenStream,
    trees: Vec<TokenTree>,
) -> TokenStream {
    let mut errors = Errors::default();
    let mut options = Options::default();
    super::options::read(args, &mut options, &mut errors);
    let level = Level::of_trees(trees, 0);
    let (keyword, span) = item_keyword(&level);
    let accepted = ACCEPTED.contains(&keyword);
    let nodes = if accepted {
        Reader::of_input(Front::Attribute, &mut errors, &level).items(&level, 0)
    } else {
        Vec::new()
    };
    let is_alias = nodes.iter().any(|node| matches!(node, Node::Alias(_)));
    let has_body = level.tokens.iter().any(
        |t| matches!(t, TokenTree::Group(g) if g.delimiter() == proc_macro2::Delimiter::Brace),
    );
    let misplaced =
        !accepted || keyword == Word::Type && !is_alias || keyword == Word::Mod && !has_body;
    if misplaced {
        errors.push(with_help(
            span,
            "`#[is_syntax]` goes on a `fn`, an `impl` block, a `trait`, an inline `mod`, a `const`, a `static`, or a `type` alias of `is!(BASE is PATTERN)`",
            "put it on the item whose bodies use `is!`, or write `type NAME = is!(BASE is PATTERN);`",
        ));
    }
    if misplaced || !nodes.iter().any(Node::changes) {
        // Nothing to lower: the item goes on as it came, without being rebuilt.
        if errors.len() == 0 && !errors.went_too_deep() {
            return item;
        }
        let mut output = errors.into_compile_errors();
        output.extend(item);
        return output;
    }
    let mut tokens = Vec::with_capacity(level.len() + 3);
    let mut lowering = Lowering::new(&mut errors, options, true);
    lowering.nodes(nodes, &mut tokens);
    // A `mod` is a scope of its own: its neighbours' imports need not reach into it.
    let marker = lowering.outer_marker();
    if keyword != Word::Mod {
        tokens.extend(marker);
    }
    let mut output = errors.into_compile_errors();
    output.extend(tokens);
    output
}

/// The keyword that says what an item is (`fn`, `impl`, `mod`, …), after its attributes,
/// visibility and qualifiers, and where it is.
fn item_keyword(level: &Level) -> (Word, Span) {
    let mut i = 0;
    while i < level.len() {
        let token = &level.tokens[i];
        if level.punct(i, '#') {
            i += 2;
            continue;
        }
        let word = level.word(i);
        if word == Word::None {
            if level.delimiter(i).is_some() || level.is_literal(i) {
                i += 1;
                continue;
            }
            return (word, token.span());
        }
        if word == Word::Pub || is_item_qualifier(word, level.word(i + 1)) {
            i += 1;
            continue;
        }
        return (word, token.span());
    }
    (Word::None, Span::call_site())
}
