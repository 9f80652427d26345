//! The impls behind the facade's cargo features: `serde` for every pattern type, refinements
//! included ([`serde_impls`]); the others for an integer or `char` pattern type (and
//! `Bounded` for a float one too). Each is written
//! only when its feature is on, and each body calls a generic function of `is-core` that reads
//! the type's description of its values, so that an alias costs one short impl per feature:
//!
//! - `rand`: `Distribution<T>` for `StandardUniform`, uniform over the admitted values;
//! - `arbitrary`: `Arbitrary`, only admitted values;
//! - `bytemuck`: `CheckedBitPattern` (bytes in, checked against the pattern) and `NoUninit`
//!   (bytes out), where the layout keeps the value's bits. zerocopy's `TryFromBytes` would be
//!   the other choice, but zerocopy supports it through its derive only, which checks each
//!   field's own validity and not a pattern;
//! - `num-traits`: `Bounded`, the pattern's `MIN` and `MAX`.

use proc_macro2::{Ident, TokenStream};
use quote::quote;

use super::alias::Alias;
use super::layout::Domain;
use super::shared::where_predicates;
use super::shell::Shell;

/// The impls of every feature that is on.
pub(super) fn integrations(alias: &Alias) -> TokenStream {
    let mut out = TokenStream::new();
    if cfg!(feature = "rand") {
        out.extend(rand(alias));
    }
    if cfg!(feature = "arbitrary") {
        out.extend(arbitrary(alias));
    }
    if cfg!(feature = "bytemuck") {
        out.extend(bytemuck(alias));
    }
    out.extend(bounded(alias.ident, alias.shell.root));
    out
}

fn rand(alias: &Alias) -> TokenStream {
    let (ident, root) = (alias.ident, alias.shell.root);
    let rand = quote!(#root::__private::rand);
    quote! {
        impl #rand::distr::Distribution<#ident> for #rand::distr::StandardUniform {
            #[inline]
            fn sample<R: #rand::Rng + ?::core::marker::Sized>(&self, __is_rng: &mut R) -> #ident {
                #root::__private::sample::<#ident, R>(__is_rng)
            }
        }
    }
}

fn arbitrary(alias: &Alias) -> TokenStream {
    let (ident, root) = (alias.ident, alias.shell.root);
    let arbitrary = quote!(#root::__private::arbitrary);
    quote! {
        impl<'__is> #arbitrary::Arbitrary<'__is> for #ident {
            #[inline]
            fn arbitrary(__is_u: &mut #arbitrary::Unstructured<'__is>) -> #arbitrary::Result<Self> {
                #root::__private::arbitrary_value(__is_u)
            }
            #[inline]
            fn size_hint(_: ::core::primitive::usize) -> (::core::primitive::usize, ::core::option::Option<::core::primitive::usize>) {
                #root::__private::arbitrary_size_hint::<Self>()
            }
        }
    }
}

/// Only where the layout keeps the value's bits (as `from_ref` does), so that the bytes are
/// the value's: the xor layout's are `value ^ X`, which a cast from bytes would read as another
/// value.
fn bytemuck(alias: &Alias) -> TokenStream {
    let reading = alias.reading();
    if !reading.layout.keeps_bits(reading.domain) {
        return TokenStream::new();
    }
    let (ident, root, base) = (alias.ident, alias.shell.root, alias.base);
    let bytemuck = quote!(#root::__private::bytemuck);
    let (bits, valid) = match reading.domain {
        Domain::Char => (
            quote!(::core::primitive::u32),
            quote!(match ::core::primitive::char::from_u32(*__is_bits) {
                ::core::option::Option::Some(c) => Self::contains(c),
                ::core::option::Option::None => false,
            }),
        ),
        Domain::Int(_) => (quote!(#base), quote!(Self::contains(*__is_bits))),
    };
    quote! {
        // SAFETY: `Self` has the size and alignment of `Bits` (asserted below), no padding,
        // and stores a value as its own bits, so bits that match the pattern are what `new`
        // stores for that value. Miri runs it at every boundary value.
        unsafe impl #bytemuck::CheckedBitPattern for #ident {
            type Bits = #bits;
            #[inline]
            fn is_valid_bit_pattern(__is_bits: &#bits) -> ::core::primitive::bool {
                #valid
            }
        }
        // SAFETY: the layout is the base's bytes, all initialised, with no padding.
        unsafe impl #bytemuck::NoUninit for #ident {}
    }
}

/// num-traits' `Bounded`: the pattern's `MIN` and `MAX`, which every pattern type over a
/// primitive has. Nothing where the feature is off.
pub(super) fn bounded(ident: &Ident, root: &TokenStream) -> TokenStream {
    if !cfg!(feature = "num-traits") {
        return TokenStream::new();
    }
    quote! {
        impl #root::__private::num_traits::Bounded for #ident {
            #[inline]
            fn min_value() -> Self { Self::MIN }
            #[inline]
            fn max_value() -> Self { Self::MAX }
        }
    }
}

/// `Serialize` as the base value, and `Deserialize` through `TryFrom`, whose `PatternError`
/// becomes the deserializer's error: only with the `serde` feature.
pub(super) fn serde_impls(
    ident: &Ident,
    shell: &Shell,
    base: &impl quote::ToTokens,
    value: TokenStream,
) -> TokenStream {
    if !cfg!(feature = "serde") {
        return TokenStream::new();
    }
    let (generics, root, fresh) = (&shell.item.generics, shell.root, shell.fresh);
    let (de, any) = (fresh.lifetime("de"), fresh.lifetime("__is"));
    let (s, d) = (fresh.ident("S"), fresh.ident("D"));
    let (impl_generics, type_generics, _) = generics.split_for_impl();
    let mut de_generics = generics.clone();
    de_generics.params.insert(0, syn::parse_quote!(#de));
    let (de_impl_generics, _, _) = de_generics.split_for_impl();
    let type_params: Vec<&Ident> = generics.type_params().map(|param| &param.ident).collect();
    let predicates = where_predicates(generics);
    quote! {
        // `for<'__is>` keeps a base without `Serialize` from being an error here (see the
        // `PatternType` impl of refinements).
        impl #impl_generics #root::__private::serde::Serialize for #ident #type_generics
        where
            for<#any> #base: #root::__private::serde::Serialize,
            #(#type_params: #root::__private::serde::Serialize,)*
            #predicates
        {
            #[inline]
            fn serialize<#s: #root::__private::serde::Serializer>(&self, __is_serializer: #s) -> ::core::result::Result<#s::Ok, #s::Error> {
                #root::__private::serde::Serialize::serialize(#value, __is_serializer)
            }
        }

        impl #de_impl_generics #root::__private::serde::Deserialize<#de> for #ident #type_generics
        where
            #base: #root::__private::serde::Deserialize<#de> + ::core::fmt::Debug,
            #predicates
        {
            #[inline]
            fn deserialize<#d: #root::__private::serde::Deserializer<#de>>(__is_deserializer: #d) -> ::core::result::Result<Self, #d::Error> {
                let __is_value = <#base as #root::__private::serde::Deserialize<#de>>::deserialize(__is_deserializer)?;
                <Self as ::core::convert::TryFrom<#base>>::try_from(__is_value).map_err(#root::__private::serde::de::Error::custom)
            }
        }
    }
}
