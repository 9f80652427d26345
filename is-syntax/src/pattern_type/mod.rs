//! Pattern types: `type Errno = is!(u32 is 0..4096);` becomes a checked newtype.
//!
//! One alias goes through the stages in turn: [`read`] the alias (`BASE is PATTERN`) and place
//! its [`attributes`], choose the [`layout`] (what the pattern admits, and so which layout
//! keeps the value's bits and still leaves a niche), then emit the type in its [`shell`]: an
//! [`integer`] or `char` base ([`alias`]), its [`storage`] and the assertions that
//! [`confirm`] the reading; a [`float`] base, which has no niche to choose; or an enum
//! [`refinement`].

mod alias;
mod attributes;
mod confirm;
mod described;
mod float;
mod integer;
mod integrations;
mod layout;
mod outward;
mod read;
mod refinement;
mod shared;
mod shell;
mod storage;

use proc_macro2::{Span, TokenStream, TokenTree};
use quote::quote;
use syn::spanned::Spanned;
use syn::{ItemType, Pat, Type};

use crate::tokens::Errors;
use crate::tokens::source::source;
use alias::Reading;
use layout::{Base, Domain, Int, Known, Layout, Piece, choose, pieces};
use shared::{base_name, tokens_of};
use shell::Shell;

pub(crate) use read::split_at_is;

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
    // Under the alias's `cfg`, everything it generates is gated, its errors too: an alias
    // compiled out is not read at all, as rustc would not read one written by hand.
    let gate = cfgs(&item.attrs);
    if gate.is_empty() {
        return expand_item(&item, errors);
    }
    let mut own = Errors::default();
    let expanded = expand_item(&item, &mut own);
    let own = own.into_compile_errors();
    if own.is_empty() {
        return expanded;
    }
    quote!(#expanded #(#gate)* const _: () = { #own };)
}

/// The alias's `#[cfg(…)]` attributes.
fn cfgs(attrs: &[syn::Attribute]) -> Vec<&syn::Attribute> {
    attrs
        .iter()
        .filter(|attr| attr.path().is_ident("cfg"))
        .collect()
}

/// The items of the parsed alias, or a stand-in after its errors.
fn expand_item(item: &ItemType, errors: &mut Errors) -> TokenStream {
    let Type::Macro(call) = &*item.ty else {
        return stand_in(item);
    };
    let before = errors.len();
    let placed = attributes::place(&item.attrs, errors);
    if errors.len() > before {
        return stand_in(item);
    }
    let root = runtime_root(&call.mac.path);
    let generated = read::parse(&call.mac.tokens, call.mac.path.span(), errors)
        .and_then(|read| lower(item, &placed, &read, &root, errors));
    match generated {
        Some(tokens) if errors.len() == before => tokens,
        _ => stand_in(item),
    }
}

/// A stand-in for a type that failed: a unit struct of the same name and generics, under the
/// alias's `cfg`.
fn stand_in(item: &ItemType) -> TokenStream {
    let ItemType {
        vis,
        ident,
        generics,
        ..
    } = item;
    let gate = cfgs(&item.attrs);
    let params = generics.params.iter();
    let phantom = generics.type_params().map(|param| &param.ident);
    quote!(#(#gate)* #vis struct #ident <#(#params),*> (::core::marker::PhantomData<(#(#phantom,)*)>);)
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

/// The type for an alias whose base and pattern are read: a refinement, a float type, or an
/// integer or `char` type in its layout.
fn lower(
    item: &ItemType,
    placed: &attributes::Placed,
    read: &read::Read,
    root: &TokenStream,
    errors: &mut Errors,
) -> Option<TokenStream> {
    let read::Read { base, pat, is } = read;
    let kind = base_kind(base, pat, errors)?;
    let pattern = source(&tokens_of(pat));
    let base_name = base_name(base);
    let fresh = shared::Fresh::of(item);
    let shell = Shell {
        item,
        placed,
        base,
        base_name: &base_name,
        pat,
        pattern: &pattern,
        root,
        api: *is,
        fresh: &fresh,
    };
    // Integers and `char` share one path: a value domain, a name for messages and a layout.
    let (widths, name) = match kind {
        Base::Int(int) => (int.widths(), int.name()),
        Base::Char => (vec![(None, Int::of("u32")?)], "char".to_owned()),
        Base::Float { bits } => (Vec::new(), format!("f{bits}")),
        Base::Other => return refinement::refinement(&shell, errors),
    };
    if !item.generics.params.is_empty() {
        errors.push(syn::Error::new_spanned(
            &item.generics,
            format!("a pattern type over `{name}` takes no generic parameters"),
        ));
        return None;
    }
    let pieces = pieces(pat, errors)?;
    if let Base::Float { bits } = kind {
        return float::float(&shell, bits, &pieces, errors);
    }
    let domain_at = |int: Int| match kind {
        Base::Char => Domain::Char,
        _ => Domain::Int(int),
    };
    // A `usize`/`isize` pattern is read on each pointer width; one that reads on some widths
    // only is an error on the others.
    let mut readings = Vec::new();
    let mut failed = TokenStream::new();
    for &(width, int) in &widths {
        let mut width_errors = Errors::default();
        match read_at(
            width,
            domain_at(int),
            &pieces,
            pat,
            &name,
            &mut width_errors,
        ) {
            Some(reading) => readings.push(reading),
            None => failed.extend(on_width(
                width,
                &cfgs(&item.attrs),
                width_errors.into_compile_errors(),
            )),
        }
    }
    if readings.is_empty() {
        // No width reads it: the errors of the widest are the alias's.
        let &(width, int) = widths.last()?;
        return read_at(width, domain_at(int), &pieces, pat, &name, errors).and(None);
    }
    let primitive = syn::Ident::new(&name, Span::call_site());
    let alias = alias::Alias {
        ident: &shared::call_site(&item.ident),
        base: &quote!(::core::primitive::#primitive),
        pieces: &pieces,
        readings: &readings,
        some_width_failed: !failed.is_empty(),
        shell,
    };
    let items = integer::integer(&alias);
    Some(quote!(#failed #items))
}

/// The pattern read at one width of the base, or its errors: a bound out of the base's range,
/// an empty range, or a pattern that matches every value.
fn read_at(
    width: Option<u32>,
    domain: Domain,
    pieces: &[Piece],
    pat: &Pat,
    name: &str,
    errors: &mut Errors,
) -> Option<Reading> {
    let on = width
        .map(|bits| format!(" on {bits}-bit targets"))
        .unwrap_or_default();
    let known = Known::of(pieces, domain, &format!("`{name}`{on}"), errors)?;
    if let Some(known) = &known
        && known.first_excluded(domain).is_none()
    {
        errors.push_help_under(
            pat,
            &format!("this pattern matches every {name}{on}"),
            &format!("use `{name}` itself: a pattern type must exclude a value, to have a niche"),
        );
        return None;
    }
    let layout = match domain {
        Domain::Int(int) => choose(int, known.as_ref()),
        Domain::Char => Layout::Char,
    };
    Some(Reading {
        width,
        domain,
        known,
        layout,
    })
}

/// `errors` where the target's pointers are `width` bits wide, and the alias's `cfg` holds.
fn on_width(width: Option<u32>, gate: &[&syn::Attribute], errors: TokenStream) -> TokenStream {
    let width = width.map(|bits| bits.to_string());
    quote!(#(#gate)* #[cfg(target_pointer_width = #width)] const _: () = { #errors };)
}

/// What kind of base `base` is, or an error where no pattern type can refine it: a value
/// pattern over a type the macro cannot tell is a primitive.
fn base_kind(base: &Type, pat: &Pat, errors: &mut Errors) -> Option<Base> {
    let kind = match primitive_name(base).as_deref() {
        Some("char") => Base::Char,
        Some("f32") => Base::Float { bits: 32 },
        Some("f64") => Base::Float { bits: 64 },
        Some(name) => Int::of(name).map_or(Base::Other, Base::Int),
        None => Base::Other,
    };
    if matches!(kind, Base::Other) && layout::is_value_pattern(pat) {
        // `type Word = u32;` then `Word is 0..10`: the macro cannot see through the alias, and
        // as an enum refinement it would lose the niche and the integer API.
        errors.push_help_under(
            base,
            "a pattern of values refines a primitive integer type, `char` or a float, written as one",
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
    let segments = read::plain_segments(&path.path)?;
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
