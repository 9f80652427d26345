//! A walk of every token at any depth, without recursion: for the few places that must know
//! how deep tokens nest before handing them to syn (a pattern type, the attribute's options).

use proc_macro2::{Span, TokenTree};

use super::errors::MAX_DEPTH;

/// The first group in `tokens`, which stand `depth` groups down, that lies deeper than
/// [`MAX_DEPTH`]. Levels are walked one at a time from a stack, so the walk itself cannot
/// overflow the compiler's stack on input nested too deep.
pub(crate) fn deeper_than(tokens: &[TokenTree], depth: usize) -> Option<Span> {
    let limit = MAX_DEPTH.saturating_sub(depth);
    let mut nested: Vec<(Vec<TokenTree>, usize)> = vec![(tokens.to_vec(), 0)];
    while let Some((tokens, depth)) = nested.pop() {
        for token in &tokens {
            if let TokenTree::Group(group) = token {
                if depth + 1 > limit {
                    return Some(group.span());
                }
                nested.push((group.stream().into_iter().collect(), depth + 1));
            }
        }
    }
    None
}
