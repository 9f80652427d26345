//! New tokens for generated code, each at a span the caller chooses.

use proc_macro2::{Delimiter, Group, Ident, Punct, Spacing, Span, TokenStream, TokenTree};

pub(crate) fn ident(name: &str, span: Span) -> TokenTree {
    TokenTree::Ident(Ident::new(name, span))
}

pub(crate) fn punct(ch: char, spacing: Spacing, span: Span) -> TokenTree {
    let mut punct = Punct::new(ch, spacing);
    punct.set_span(span);
    TokenTree::Punct(punct)
}

/// A group of `tokens` at `span`.
pub(crate) fn group(delimiter: Delimiter, tokens: Vec<TokenTree>, span: Span) -> TokenTree {
    let mut group = Group::new(delimiter, tokens.into_iter().collect::<TokenStream>());
    group.set_span(span);
    TokenTree::Group(group)
}

/// `&&`, at `span`.
pub(crate) fn and_and(span: Span) -> [TokenTree; 2] {
    [
        punct('&', Spacing::Joint, span),
        punct('&', Spacing::Alone, span),
    ]
}

/// `token` at `span`, a copy: a label's `'` and name, a keyword.
pub(crate) fn respanned(token: &TokenTree, span: Span) -> TokenTree {
    let mut token = token.clone();
    token.set_span(span);
    token
}

/// A span that resolves at `at`'s place but carries this macro's hygiene and edition: what
/// rustc reads the edition of a let-chain off (its `if`/`while` keyword or its label).
pub(crate) fn ours_at(at: Span) -> Span {
    Span::call_site().located_at(at)
}
