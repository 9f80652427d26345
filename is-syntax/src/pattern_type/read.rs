//! Reading the alias: `BASE is PATTERN`, split where the operator stands, each side parsed.

use proc_macro2::{Span, TokenStream, TokenTree};
use syn::parse::Parser as _;
use syn::{Pat, Type};

use crate::tokens::Errors;

/// An alias's `BASE is PAT`, read.
pub(super) struct Read {
    pub(super) base: Type,
    pub(super) pat: Pat,
    /// The `is` between them.
    pub(super) is: Span,
}

/// `BASE is PAT`: the type, then the pattern after the first `is` outside any group.
pub(super) fn parse(tokens: &TokenStream, call: Span, errors: &mut Errors) -> Option<Read> {
    let tokens: Vec<TokenTree> = tokens.clone().into_iter().collect();
    let Some(split) = split_at_is(&tokens) else {
        errors.push_help(
            call,
            "a pattern type needs a base type and a pattern",
            "write `type NAME = is!(BASE is PATTERN);`, e.g. `is!(u32 is 0..4096)`",
        );
        return None;
    };
    let base: TokenStream = tokens[..split].iter().cloned().collect();
    let pat: TokenStream = tokens[split + 1..].iter().cloned().collect();
    if pat.is_empty() {
        errors.push_help(
            tokens[split].span(),
            "expected a pattern after `is`",
            "write `BASE is PATTERN`, e.g. `u32 is 0..4096`",
        );
        return None;
    }
    if let Some(error) = crate::checks::pattern_type_pattern(&tokens[split + 1..]) {
        errors.push(error);
        return None;
    }
    let base = syn::parse2::<Type>(base).map_err(|e| errors.push(e)).ok()?;
    let pat = Pat::parse_multi_with_leading_vert
        .parse2(pat)
        .map_err(|e| {
            errors.push_help(
                e.span(),
                &format!("this is not a pattern: {e}"),
                "range bounds are literals or `const` items, as in any pattern: `u32 is 0..MAX`",
            );
        })
        .ok()?;
    Some(Read {
        base,
        pat,
        is: tokens[split].span(),
    })
}

/// Where the `is` of `BASE is PAT` stands: the first `is` after a complete type (`u32`,
/// `Option<T>`, `[u8; 4]`); an `is` at the start or after `::`, `<` or `,` is a path segment
/// (`is::Thing`).
pub(crate) fn split_at_is(tokens: &[TokenTree]) -> Option<usize> {
    tokens.iter().enumerate().position(|(i, token)| {
        is_ident(token, "is")
            && i > 0
            && match &tokens[i - 1] {
                TokenTree::Ident(_) | TokenTree::Group(_) => true,
                TokenTree::Punct(p) => p.as_char() == '>',
                TokenTree::Literal(_) => false,
            }
    })
}

/// `(A | B)` as the pattern of a `match` arm is `A | B`: the parentheses would warn.
pub(super) fn without_parens(pat: Pat) -> Pat {
    match pat {
        Pat::Paren(paren) if paren.attrs.is_empty() => without_parens(*paren.pat),
        other => other,
    }
}

/// `token` is the identifier `name`.
pub(super) fn is_ident(token: &TokenTree, name: &str) -> bool {
    matches!(token, TokenTree::Ident(ident) if crate::tokens::ident_is(ident, name))
}

/// The names of `path`'s segments (`core`, `primitive`, `u32`), or `None` where a segment has
/// generic arguments: how a primitive's name or constant may be written.
pub(super) fn plain_segments(path: &syn::Path) -> Option<Vec<String>> {
    path.segments
        .iter()
        .map(|segment| {
            segment
                .arguments
                .is_none()
                .then(|| segment.ident.to_string())
        })
        .collect()
}
