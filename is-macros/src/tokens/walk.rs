//! Walks of every token at any depth, without recursion: for the few places that must look
//! into groups they do not read (a pattern's depth, an `is` in tokens left as written).

use proc_macro2::{Span, TokenTree};

use super::errors::MAX_DEPTH;

/// What ended a [`walk_deep`].
pub(crate) enum WalkEnd {
    /// Every token was shown.
    Finished,
    /// `visit` asked to stop.
    Stopped,
    /// A group nested deeper than the limit, at this span.
    TooDeep(Span),
}

/// Shows `visit` each token (its level, its index) of `tokens` and of the tokens of every group
/// in them, without recursing, until `visit` returns `true` or a group lies more than `limit`
/// deep.
pub(crate) fn walk_deep(
    tokens: &[TokenTree],
    limit: usize,
    mut visit: impl FnMut(&[TokenTree], usize) -> bool,
) -> WalkEnd {
    let mut nested: Vec<(Vec<TokenTree>, usize)> = Vec::new();
    let mut level = |tokens: &[TokenTree], depth: usize, nested: &mut Vec<_>| {
        for (i, token) in tokens.iter().enumerate() {
            if visit(tokens, i) {
                return Some(WalkEnd::Stopped);
            }
            if let TokenTree::Group(group) = token
                && depth + 1 > limit
            {
                return Some(WalkEnd::TooDeep(group.span()));
            }
        }
        // Read once the level is seen: a hit in it needs none of its groups' tokens.
        for token in tokens {
            if let TokenTree::Group(group) = token {
                nested.push((group.stream().into_iter().collect(), depth + 1));
            }
        }
        None
    };
    if let Some(end) = level(tokens, 0, &mut nested) {
        return end;
    }
    while let Some((tokens, depth)) = nested.pop() {
        if let Some(end) = level(&tokens, depth, &mut nested) {
            return end;
        }
    }
    WalkEnd::Finished
}

/// The first group in `tokens`, which stand `depth` groups down, that lies deeper than
/// [`MAX_DEPTH`].
pub(crate) fn deeper_than(tokens: &[TokenTree], depth: usize) -> Option<Span> {
    match walk_deep(tokens, MAX_DEPTH.saturating_sub(depth), |_, _| false) {
        WalkEnd::TooDeep(span) => Some(span),
        _ => None,
    }
}
