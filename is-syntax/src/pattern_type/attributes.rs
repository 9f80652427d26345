//! The alias's attributes: which are passed on, and to which of the generated items. An
//! attribute that could change the layout the macro chose and tests (`repr`, `derive`, another
//! macro's) is refused, so that no attribute can make the layout unsound.

use proc_macro2::TokenStream;
use quote::{ToTokens, quote};
use syn::punctuated::Punctuated;
use syn::{Attribute, Meta, Token};

use crate::tokens::Errors;

/// The alias's attributes, sorted by the items they go on.
#[derive(Default)]
pub(super) struct Placed {
    /// On the type itself: `doc`, `deprecated`, `must_use`, `expect`, tool attributes.
    pub(super) on_type: Vec<TokenStream>,
    /// On every generated item, so that each is compiled or linted as the alias would be:
    /// `cfg` and the lint levels but `expect` (which each item would have to fulfil).
    pub(super) everywhere: Vec<TokenStream>,
    /// Whether the type is `deprecated`: the generated code's own uses of it must not warn.
    pub(super) deprecated: bool,
}

/// Where one attribute (or one of `cfg_attr`'s) goes.
enum Place {
    OnType,
    Everywhere,
    /// An attribute applied under `cfg_attr(PREDICATE, …)`, split by where its parts go.
    Conditional {
        predicate: TokenStream,
        on_type: Vec<Meta>,
        everywhere: Vec<Meta>,
    },
}

/// Sorts `attrs`, with an error for each that a pattern type does not take.
pub(super) fn place(attrs: &[Attribute], errors: &mut Errors) -> Placed {
    let mut placed = Placed::default();
    for attr in attrs {
        placed.deprecated |= names_deprecated(attr.meta.to_token_stream());
        match place_meta(&attr.meta, errors) {
            Some(Place::OnType) => placed.on_type.push(attr.to_token_stream()),
            Some(Place::Everywhere) => placed.everywhere.push(attr.to_token_stream()),
            Some(Place::Conditional {
                predicate,
                on_type,
                everywhere,
            }) => {
                for (metas, to) in [
                    (on_type, &mut placed.on_type),
                    (everywhere, &mut placed.everywhere),
                ] {
                    if !metas.is_empty() {
                        to.push(quote!(#[cfg_attr(#predicate, #(#metas),*)]));
                    }
                }
            }
            None => {}
        }
    }
    placed
}

/// Whether `tokens` hold `deprecated`, on its own or under `cfg_attr`.
fn names_deprecated(tokens: TokenStream) -> bool {
    tokens.into_iter().any(|token| match token {
        proc_macro2::TokenTree::Ident(ident) => ident == "deprecated",
        proc_macro2::TokenTree::Group(group) => names_deprecated(group.stream()),
        _ => false,
    })
}

/// Where `meta` goes, or `None` after its error.
fn place_meta(meta: &Meta, errors: &mut Errors) -> Option<Place> {
    let path = meta.path();
    let name = path.get_ident().map(ToString::to_string);
    let tool = path.segments.len() == 2
        && matches!(
            path.segments[0].ident.to_string().as_str(),
            "rustfmt" | "clippy"
        );
    match name.as_deref() {
        Some("doc" | "deprecated" | "must_use" | "expect") => Some(Place::OnType),
        _ if tool => Some(Place::OnType),
        Some("cfg" | "allow" | "warn" | "deny" | "forbid") => Some(Place::Everywhere),
        Some("cfg_attr") => conditional(meta, errors),
        Some("derive") => {
            errors.push_help_under(
                meta,
                "a pattern type implements its traits itself, and derives none",
                "remove the derive: it has `Clone`, `Copy`, `PartialEq`, `Eq`, `PartialOrd`, `Ord`, `Hash` and `Debug` (where the base has them), and `Default` where the pattern admits the base's default",
            );
            None
        }
        Some("repr") => {
            errors.push_help_under(
                meta,
                "a pattern type's layout is chosen by the macro, and `repr` would change it",
                "remove it: the type has the size and alignment of its base already, and its documentation states its layout",
            );
            None
        }
        _ => {
            errors.push_help_under(
                meta,
                &format!(
                    "`#[{}]` is not passed on to the pattern type",
                    path.to_token_stream().to_string().replace(' ', "")
                ),
                "a pattern type takes `doc`, `cfg`, `cfg_attr`, the lint levels (`allow`, `expect`, `warn`, `deny`, `forbid`), `deprecated` and `must_use`; write other attributes where the type is used",
            );
            None
        }
    }
}

/// `cfg_attr(PREDICATE, ATTR, …)`: each attribute placed as it would be on its own, under the
/// same predicate.
fn conditional(meta: &Meta, errors: &mut Errors) -> Option<Place> {
    let parsed = meta
        .require_list()
        .and_then(|list| list.parse_args_with(Punctuated::<Meta, Token![,]>::parse_terminated));
    let parts = match parsed {
        Ok(parts) if parts.len() >= 2 => parts,
        Ok(_) => {
            errors.push_help_under(
                meta,
                "`cfg_attr` needs a predicate and an attribute",
                "write `cfg_attr(PREDICATE, ATTRIBUTE)`",
            );
            return None;
        }
        Err(error) => {
            errors.push(error);
            return None;
        }
    };
    let mut parts = parts.into_iter();
    let predicate = parts.next()?.into_token_stream();
    let (mut on_type, mut everywhere) = (Vec::new(), Vec::new());
    for part in parts {
        match place_meta(&part, errors)? {
            Place::OnType => on_type.push(part),
            Place::Everywhere => everywhere.push(part),
            Place::Conditional {
                predicate: inner,
                on_type: inner_on_type,
                everywhere: inner_everywhere,
            } => {
                for (metas, to) in [
                    (inner_on_type, &mut on_type),
                    (inner_everywhere, &mut everywhere),
                ] {
                    if !metas.is_empty() {
                        to.push(syn::parse_quote!(cfg_attr(#inner, #(#metas),*)));
                    }
                }
            }
        }
    }
    Some(Place::Conditional {
        predicate,
        on_type,
        everywhere,
    })
}
