//! What the kinds of pattern type emit alike: their names in messages and in the editor, and
//! their `serde` impls; and what those over a primitive (integers, `char`, floats) have alike,
//! their comparisons with the base and their conversions in and out.

use proc_macro2::{Span, TokenStream, TokenTree};
use std::collections::HashSet;

use quote::quote;
use syn::ext::IdentExt as _;
use syn::{Ident, Type};

use crate::tokens::source::source;

/// The names the alias's tokens hold, so that the generated code's own items and generic
/// parameters (the top-byte layout's `Top`, a `Hash` impl's `H`, the struct's `Base`) take
/// other ones: a generated name can then meet no name of the user's where both are in scope
/// (the alias's name in its module, its generic parameters in an impl, a type its base names).
pub(super) struct Fresh {
    taken: HashSet<String>,
}

impl Fresh {
    pub(super) fn of(item: &impl quote::ToTokens) -> Fresh {
        let mut taken = HashSet::new();
        let mut stack = vec![item.to_token_stream()];
        while let Some(tokens) = stack.pop() {
            for token in tokens {
                match token {
                    TokenTree::Ident(ident) => {
                        taken.insert(ident.unraw().to_string());
                    }
                    TokenTree::Group(group) => stack.push(group.stream()),
                    _ => {}
                }
            }
        }
        Fresh { taken }
    }

    /// `wanted`, or `wanted` and a number where the alias holds the name.
    fn name(&self, wanted: &str) -> String {
        let mut name = wanted.to_owned();
        let mut n = 0;
        while self.taken.contains(&name) {
            n += 1;
            name = format!("{wanted}{n}");
        }
        name
    }

    /// An identifier, at the call site, that the alias does not hold.
    pub(super) fn ident(&self, wanted: &str) -> Ident {
        Ident::new(&self.name(wanted), Span::call_site())
    }

    /// A lifetime, `'wanted`, whose name the alias does not hold.
    pub(super) fn lifetime(&self, wanted: &str) -> syn::Lifetime {
        syn::Lifetime::new(&format!("'{}", self.name(wanted)), Span::call_site())
    }
}

/// Tokens of `node`, for quoting a pattern or a type back into a message.
pub(super) fn tokens_of(node: &impl quote::ToTokens) -> Vec<TokenTree> {
    node.to_token_stream().into_iter().collect()
}

/// The alias's name at the call site: the user's span stays on the struct's own name, so
/// that an editor's hover and go-to-definition on it find the type and nothing else.
pub(super) fn call_site(ident: &Ident) -> Ident {
    // Respanned, not remade from its text: `r#is` is no text `Ident::new` takes.
    let mut ident = ident.clone();
    ident.set_span(Span::call_site());
    ident
}

pub(super) fn base_name(base: &Type) -> String {
    source(&tokens_of(base))
}

/// A name of the type's API (`new`, `contains`), spanned by `at`, the pattern's `is`, for an
/// editor's go-to-definition. The token's own span, hygiene included: rust-analyzer offers a
/// name whose hygiene is the macro's at two places, the `is` and the attribute. The items
/// around the name are the macro's, so rustc and clippy still see code of a macro (their lints,
/// restriction ones included, report the same as with the call site's hygiene).
pub(super) fn api_name(name: &str, at: Span) -> Ident {
    Ident::new(name, at)
}

/// The predicates of the alias's `where` clause, each followed by a comma, for an impl's own
/// `where` clause that adds bounds of its own.
pub(super) fn where_predicates(generics: &syn::Generics) -> TokenStream {
    let predicates = generics
        .where_clause
        .iter()
        .flat_map(|clause| &clause.predicates);
    quote!(#(#predicates,)*)
}

/// `text` as the format string of `panic!` and the like, which must print it as it is: its
/// braces doubled (a `char` pattern may hold `'{'`, or `'\u{61}'`).
pub(super) fn format_literal(text: &str) -> String {
    text.replace('{', "{{").replace('}', "}}")
}

/// Equality and comparison (with itself, its `PartialOrd` being its `Ord`, and with the base
/// either way round) and printing, all on the value: what every pattern type over a primitive
/// has alike, written by `is-core`'s `compared_and_printed!`. Its `Ord` and `Hash` are its
/// kind's own.
pub(super) fn compared_and_printed(
    ident: &Ident,
    base: &TokenStream,
    root: &TokenStream,
) -> TokenStream {
    quote!(#root::__private::compared_and_printed!(#ident, #base);)
}

/// `From` out to the base, `TryFrom` the base (its `PatternError` naming `pattern` and the
/// type, `name`), `FromStr` (these three written by `is-core`'s `in_and_out!`) and
/// `PatternType`, all through `new` and `get`: what every pattern type over a primitive has
/// alike. `described` goes into the `PatternType` impl: the admitted values as `Values` reads
/// them, where the kind has them.
pub(super) fn in_and_out(
    ident: &Ident,
    base: &TokenStream,
    (pattern, name): (&str, &str),
    root: &TokenStream,
    described: &TokenStream,
) -> TokenStream {
    quote! {
        #root::__private::in_and_out!(#ident, #base, #pattern, #name);
        impl #root::PatternType for #ident {
            type Base = #base;
            #described
            const PATTERN: &'static ::core::primitive::str = #pattern;
            #[inline]
            fn new(__is_value: #base) -> ::core::option::Option<Self> { Self::new(__is_value) }
            #[inline]
            fn get(&self) -> #base { #ident::get(*self) }
            #[inline]
            fn contains(__is_value: #base) -> ::core::primitive::bool { #ident::contains(__is_value) }
        }
    }
}
