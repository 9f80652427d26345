//! The newtype of an enum refinement (`Result<T, E> is Err(_)`): the enum itself, known to
//! match, with the accessors for its variant's field.

use proc_macro2::{Span, TokenStream};
use quote::{format_ident, quote, quote_spanned};
use syn::spanned::Spanned;
use syn::{Ident, ItemType, Pat, Type};

use super::shared::{base_name, docs, serde_impls, tokens_of};
use crate::tokens::Errors;
use crate::tokens::source::source;

/// An enum refinement: `Result<T, E> is Err(_)`, a `Result` known to be `Err`.
pub(super) fn refinement(
    item: &ItemType,
    base: &Type,
    pat: &Pat,
    pattern: &str,
    errors: &mut Errors,
) -> Option<TokenStream> {
    let ItemType {
        vis,
        ident,
        generics,
        ..
    } = item;
    let name = ident.to_string();
    // The macro's hygiene (lints treat the impls as generated) at the alias's location.
    let span = Span::call_site().located_at(ident.span());
    let (impl_generics, type_generics, where_clause) = generics.split_for_impl();
    let params = &generics.params;
    let where_predicates = generics.where_clause.as_ref().map(|clause| {
        let predicates = clause.predicates.iter();
        quote!(#(#predicates,)*)
    });
    let base_name = base_name(base);
    let layout_doc = format!(
        "Layout: `#[repr(transparent)]` over `{base_name}`, so a `&{base_name}` refines to a `&{name}` without a copy."
    );
    let doc_attrs = docs(item, &layout_doc);
    let accessor = accessor(base, pat, &name, pattern);
    let serde = serde_impls(ident, generics, base, quote!(&self.0));
    if let Pat::Ident(binding) = pat
        && binding.subpat.is_none()
    {
        errors.push_help(
            pat.span(),
            "this pattern binds a name and matches everything",
            "refine with a pattern that excludes a value, e.g. `Option<T> is Some(_)`",
        );
        return None;
    }
    Some(quote_spanned! {span=>
        #doc_attrs
        #[derive(::core::clone::Clone, ::core::marker::Copy, ::core::cmp::PartialEq, ::core::cmp::Eq, ::core::cmp::PartialOrd, ::core::cmp::Ord, ::core::hash::Hash, ::core::fmt::Debug)]
        #[repr(transparent)]
        #vis struct #ident <#params> (#base) #where_clause;

        #[allow(dead_code)]
        impl #impl_generics #ident #type_generics #where_clause {
            /// The pattern, as written.
            pub const PATTERN: &'static str = #pattern;

            /// `value` as this type, or the error that gives it back if it does not match.
            pub fn new(value: #base) -> ::core::result::Result<Self, ::is::PatternError<#base>> {
                if ::core::matches!(value, #pat) {
                    ::core::result::Result::Ok(Self(value))
                } else {
                    ::core::result::Result::Err(::is::PatternError::new(value, #pattern, #name))
                }
            }

            /// The value, borrowed.
            pub const fn get(&self) -> &#base {
                &self.0
            }

            /// The value, given back.
            pub fn into_inner(self) -> #base {
                self.0
            }

            /// `value` as a reference to this type, if it matches: no copy is made.
            pub fn from_ref(value: &#base) -> ::core::option::Option<&Self> {
                if ::core::matches!(value, #pat) {
                    // SAFETY: `Self` is `#[repr(transparent)]` over the base type, and `value`
                    // matches the pattern, which is all `Self` promises.
                    ::core::option::Option::Some(unsafe { &*::core::ptr::from_ref(value).cast::<Self>() })
                } else {
                    ::core::option::Option::None
                }
            }

            #accessor
        }

        impl #impl_generics ::core::convert::From<#ident #type_generics> for #base #where_clause {
            fn from(value: #ident #type_generics) -> Self { value.0 }
        }

        impl #impl_generics ::core::convert::TryFrom<#base> for #ident #type_generics #where_clause {
            type Error = ::is::PatternError<#base>;
            fn try_from(value: #base) -> ::core::result::Result<Self, Self::Error> { Self::new(value) }
        }

        // For a clone of the value; the inherent `get` borrows it.
        impl #impl_generics ::is::PatternType for #ident #type_generics
        where
            #base: ::core::clone::Clone,
            #where_predicates
        {
            type Base = #base;
            const PATTERN: &'static str = #pattern;
            fn new(value: #base) -> ::core::option::Option<Self> { Self::new(value).ok() }
            fn get(&self) -> #base { ::core::clone::Clone::clone(&self.0) }
        }

        #serde
    })
}

/// `Path(_)` or `Path(x)`: the path and its last segment, the variant.
pub(super) fn single_field_variant(pat: &Pat) -> Option<(syn::Path, Ident)> {
    match pat {
        Pat::Paren(paren) => single_field_variant(&paren.pat),
        Pat::TupleStruct(tuple) if tuple.elems.len() == 1 && tuple.qself.is_none() => {
            let field = &tuple.elems[0];
            let simple = matches!(field, Pat::Wild(_))
                || matches!(field, Pat::Ident(ident) if ident.subpat.is_none());
            let variant = tuple.path.segments.last()?.ident.clone();
            simple.then(|| (tuple.path.clone(), variant))
        }
        _ => None,
    }
}

/// For `Option<T> is Some(_)`, `Result<T, E> is Ok(_)` and `Result<T, E> is Err(_)`: the one
/// field, infallibly, as `into_some`, `into_ok` or `into_err`. The field's type is read off the
/// base's generic arguments, which only these two enums fix by name; for other enums the
/// accessor is left out rather than guessed (`into_inner` and a `match` do the same).
pub(super) fn accessor(base: &Type, pat: &Pat, name: &str, pattern: &str) -> Option<TokenStream> {
    let (path, variant) = single_field_variant(pat)?;
    let Type::Path(base_path) = base else {
        return None;
    };
    let last = base_path.path.segments.last()?;
    let syn::PathArguments::AngleBracketed(args) = &last.arguments else {
        return None;
    };
    let types: Vec<&Type> = args
        .args
        .iter()
        .filter_map(|arg| match arg {
            syn::GenericArgument::Type(ty) => Some(ty),
            _ => None,
        })
        .collect();
    let field = match (
        last.ident.to_string().as_str(),
        variant.to_string().as_str(),
    ) {
        ("Option", "Some") | ("Result", "Ok") => types.first()?,
        ("Result", "Err") => types.get(1)?,
        _ => return None,
    };
    let method = format_ident!("into_{}", snake_case(&variant.to_string()));
    let doc = format!(
        "The field of `{}`, which this value is known to be.",
        source(&tokens_of(&path))
    );
    let message = format!("a `{name}` always matches `{pattern}`");
    Some(quote! {
        #[doc = #doc]
        pub fn #method(self) -> #field {
            match self.0 {
                #path(field) => field,
                _ => ::core::unreachable!(#message),
            }
        }
    })
}

pub(super) fn snake_case(name: &str) -> String {
    let mut out = String::new();
    for (i, c) in name.chars().enumerate() {
        if c.is_uppercase() {
            if i > 0 {
                out.push('_');
            }
            out.extend(c.to_lowercase());
        } else {
            out.push(c);
        }
    }
    out
}
