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
use layout::{Base, Domain, Int, Known, Layout, choose, pieces};
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
    if let Some(derive) = item
        .attrs
        .iter()
        .find(|attr| attr.path().is_ident("derive"))
    {
        errors.push_help_under(
            derive,
            "a pattern type implements its traits itself, and derives none",
            "remove the derive: it has `Clone`, `Copy`, `PartialEq`, `Eq`, `PartialOrd`, `Ord`, `Hash` and `Debug` (where the base has them), and `Default` where the pattern admits the base's default",
        );
        return stand_in(&item);
    }
    let before = errors.len();
    let root = runtime_root(&call.mac.path);
    let generated = read::parse(&call.mac.tokens, call.mac.path.span(), errors)
        .and_then(|(base, pat)| lower(&item, &base, &pat, &root, errors));
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

/// The path to the `is` crate that generated code names its runtime by: the one the alias
/// called `is!` by (`isop` in `isop::is!(…)`, for a dependency renamed in `Cargo.toml`), or
/// `::is` for `is!` alone.
fn runtime_root(path: &syn::Path) -> TokenStream {
    let Some(crate_segments) = path.segments.len().checked_sub(1).filter(|&n| n > 0) else {
        return quote!(::is);
    };
    let leading = path.leading_colon;
    let names = path
        .segments
        .iter()
        .take(crate_segments)
        .map(|segment| &segment.ident);
    quote!(#leading #(#names)::*)
}

/// The type for an alias whose base and pattern are read: a refinement, or an integer or
/// `char` type in its layout.
fn lower(
    item: &ItemType,
    base: &Type,
    pat: &Pat,
    root: &TokenStream,
    errors: &mut Errors,
) -> Option<TokenStream> {
    let kind = base_kind(base, pat, errors)?;
    let pattern = source(&tokens_of(pat));
    let base_name = base_name(base);
    // Integers and `char` share one path: a value domain, a name for messages and a layout.
    let (domain, name) = match kind {
        Base::Int(int) => (Domain::Int(int), base_name.as_str()),
        Base::Char => (Domain::Char, "char"),
        Base::Other => {
            let refined = refinement::Refined {
                item,
                base,
                base_name: &base_name,
                pat,
                pattern: &pattern,
                root,
            };
            return refinement::refinement(&refined, errors);
        }
    };
    if !item.generics.params.is_empty() {
        errors.push(syn::Error::new_spanned(
            &item.generics,
            format!("a pattern type over `{name}` takes no generic parameters"),
        ));
        return None;
    }
    let pieces = pieces(pat, errors)?;
    let known = Known::of(&pieces, domain, name, errors)?;
    if let Some(known) = &known
        && known.first_excluded(domain).is_none()
    {
        errors.push_help_under(
            pat,
            &format!("this pattern matches every {name}"),
            &format!("use `{name}` itself: a pattern type must exclude a value, to have a niche"),
        );
        return None;
    }
    let layout = match kind {
        Base::Int(int) => choose(int, known.as_ref()),
        _ => Layout::Char,
    };
    Some(integer::integer(&integer::Alias {
        item,
        ident: &shared::call_site(&item.ident),
        base,
        base_name: &base_name,
        pat,
        pattern: &pattern,
        pieces: &pieces,
        known: known.as_ref(),
        layout: &layout,
        domain,
        root,
    }))
}

/// What kind of base `base` is, or an error where no pattern type can refine it: a float,
/// or a value pattern over a type the macro cannot tell is a primitive.
fn base_kind(base: &Type, pat: &Pat, errors: &mut Errors) -> Option<Base> {
    let kind = match primitive_name(base).as_deref() {
        Some("char") => Base::Char,
        Some("f32" | "f64") => {
            errors.push_help_under(
                base,
                "a pattern type cannot refine a float",
                "floats have no niche to give and `NaN` matches no range; refine an integer, `char` or an enum",
            );
            return None;
        }
        Some(name) => Int::of(name).map_or(Base::Other, Base::Int),
        None => Base::Other,
    };
    if matches!(kind, Base::Other) && layout::is_value_pattern(pat) {
        // `type Word = u32;` then `Word is 0..10`: the macro cannot see through the alias, and
        // as an enum refinement it would lose the niche and the integer API.
        errors.push_help_under(
            base,
            "a pattern of values refines a primitive integer type or `char`, written as one",
            "write the primitive itself (`u32`, `core::primitive::u32`): the macro cannot see what an alias or a platform type stands for",
        );
        return None;
    }
    Some(kind)
}

/// The name of a primitive type written as one: `u32`, `core::primitive::u32`,
/// `::std::primitive::u32`; `None` for any other type (which may be an alias of one).
fn primitive_name(base: &Type) -> Option<String> {
    let Type::Path(path) = base else {
        return None;
    };
    if path.qself.is_some() {
        return None;
    }
    let segments: Vec<String> = path
        .path
        .segments
        .iter()
        .map(|segment| {
            segment
                .arguments
                .is_none()
                .then(|| segment.ident.to_string())
        })
        .collect::<Option<_>>()?;
    match segments.as_slice() {
        [name] if path.path.leading_colon.is_none() => Some(name.clone()),
        [krate, module, name]
            if matches!(krate.as_str(), "core" | "std") && module == "primitive" =>
        {
            Some(name.clone())
        }
        _ => None,
    }
}
