//! Pattern types: `type Errno = is!(u32 is 0..4096);` becomes a checked newtype.
//!
//! One alias goes through the stages in turn: [`read`] the alias (`BASE is PATTERN`), choose
//! the [`layout`] (what the pattern admits, and so which layout keeps the value's bits and
//! still leaves a niche), then emit the type and its impls: [`integer`] and `char` bases in
//! their layout, or an enum [`refinement`].

mod integer;
mod layout;
mod read;
mod refinement;
mod shared;

use proc_macro2::{TokenStream, TokenTree};
use quote::quote;
use syn::spanned::Spanned;
use syn::{ItemType, Pat, Type};

use crate::tokens::Errors;
use crate::tokens::source::source;
use layout::{Base, Int, Known, Layout, choose, pieces};
use shared::{base_name, tokens_of};

/// The items for `item`, `type NAME = is!(BASE is PAT);`: the type, or its errors and a
/// stand-in that keeps the name defined (so its uses report nothing more).
pub(crate) fn expand(item: TokenStream, errors: &mut Errors) -> TokenStream {
    let tokens: Vec<TokenTree> = item.clone().into_iter().collect();
    if let Some(span) = crate::tokens::walk::deeper_than(&tokens, 0) {
        errors.too_deep(span);
        return TokenStream::new();
    }
    let item: ItemType = match syn::parse2(item) {
        Ok(item) => item,
        Err(error) => {
            errors.push(error);
            return TokenStream::new();
        }
    };
    let Type::Macro(call) = &*item.ty else {
        return stand_in(&item);
    };
    let before = errors.len();
    let generated = read::parse(&call.mac.tokens, call.mac.path.span(), errors)
        .and_then(|(base, pat)| lower(&item, &base, &pat, errors));
    match generated {
        Some(tokens) if errors.len() == before => tokens,
        _ => stand_in(&item),
    }
}

/// A stand-in for a type that failed: a unit struct of the same name and generics.
fn stand_in(item: &ItemType) -> TokenStream {
    let ItemType {
        vis,
        ident,
        generics,
        ..
    } = item;
    let params = generics.params.iter();
    let phantom = generics.type_params().map(|param| &param.ident);
    quote!(#vis struct #ident <#(#params),*> (::core::marker::PhantomData<(#(#phantom,)*)>);)
}

fn lower(item: &ItemType, base: &Type, pat: &Pat, errors: &mut Errors) -> Option<TokenStream> {
    let kind = match base {
        Type::Path(path) if path.qself.is_none() && path.path.get_ident().is_some() => {
            let name = path.path.segments[0].ident.to_string();
            if name == "char" {
                Base::Char
            } else if let Some(int) = Int::of(&name) {
                Base::Int(int)
            } else if name == "f32" || name == "f64" {
                errors.push_help(
                    base.span(),
                    "a pattern type cannot refine a float",
                    "floats have no niche to give and `NaN` matches no range; refine an integer, `char` or an enum",
                );
                return None;
            } else {
                Base::Other
            }
        }
        _ => Base::Other,
    };
    let pattern = source(&tokens_of(pat));
    // Integers and `char` share one path: a value domain, a name for messages and a layout.
    let (min, max, name) = match kind {
        Base::Int(int) => (int.min(), int.max(), base_name(base)),
        Base::Char => (0, Some(0x10_FFFF), "char".to_owned()),
        Base::Other => return refinement::refinement(item, base, pat, &pattern, errors),
    };
    if !item.generics.params.is_empty() {
        errors.push(syn::Error::new(
            item.generics.span(),
            format!("a `{name}` pattern type takes no generic parameters"),
        ));
        return None;
    }
    let pieces = pieces(pat, errors)?;
    let known = Known::of(&pieces, min, max, &name, errors)?;
    if let Some(known) = &known
        && known.admits_all(min, max, matches!(kind, Base::Char))
    {
        errors.push_help(
            pat.span(),
            &format!("this pattern matches every {name}"),
            &format!("use `{name}` itself: a pattern type must exclude a value, to have a niche"),
        );
        return None;
    }
    let layout = match kind {
        Base::Int(int) => choose(int, known.as_ref()),
        _ => Layout::Char,
    };
    Some(integer::integer(
        item,
        base,
        pat,
        &pattern,
        &pieces,
        known.as_ref(),
        &layout,
    ))
}
