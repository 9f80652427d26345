//! The description of the values an integer or `char` pattern type admits, and the API that
//! reads it.
//!
//! The description is the hidden `PatternType::__INTERVALS`: sorted, apart, inclusive
//! intervals of ordinals (`is-core`'s `ordinals.rs` says how values count; a `char`'s skip the
//! surrogates). Where the macro reads every bound of an integer pattern it writes them out,
//! from the same reading as the layout, which [`confirm`](super::confirm) has rustc check;
//! where a bound is a `const` or a path, and for every `char` pattern, rustc evaluates each
//! piece and `is-core` sorts and merges them. Either way every
//! reader is the same: `MIN`/`MAX` where the bounds are not read, and, generic in the `is`
//! crate and not written out for each alias, `PrimitivePattern`'s `values()`, `new_saturating`
//! (and so the saturating arithmetic) and `expand`, and the `rand` and `arbitrary` integrations.

use proc_macro2::TokenStream;
use quote::quote;

use super::alias::Alias;
use super::layout::{Domain, Known, Piece};
use super::shared::api_name;

/// The `__INTERVALS` item of the type's `PatternType` impl, at each pointer width.
pub(super) fn intervals(alias: &Alias) -> TokenStream {
    alias.per_width(|reading| {
        // A `char`'s ordinals skip the surrogates: `is-core`'s `ordinal::char` counts them so,
        // and is the one place that rule lives, so a `char`'s intervals are always evaluated.
        let value = match (&reading.known, reading.domain) {
            (Some(known), Domain::Int(_)) => written_out(known),
            _ => evaluated(alias),
        };
        quote!(const __INTERVALS: &'static [(::core::primitive::u128, ::core::primitive::u128)] = #value;)
    })
}

/// The intervals the macro read from an integer pattern, as literals of ordinals.
fn written_out(known: &Known) -> TokenStream {
    let pairs = known.intervals.iter().map(|&(lo, hi)| {
        let (lo, hi) = (
            proc_macro2::Literal::u128_unsuffixed(lo),
            proc_macro2::Literal::u128_unsuffixed(hi),
        );
        quote!((#lo, #hi))
    });
    quote!(&[#(#pairs),*])
}

/// The intervals of a pattern whose bounds only rustc reads, or of a `char` pattern: each
/// piece's ends as ordinals, sorted and merged in `const` evaluation.
fn evaluated(alias: &Alias) -> TokenStream {
    let root = alias.shell.root;
    let base = alias.base;
    let primitive = alias.primitive();
    let ordinal = |bound: &syn::Expr| quote!(#root::__private::ordinal::#primitive(#bound));
    let pieces = alias.pieces.iter().map(|piece: &Piece| {
        let lo = piece.start.as_ref().map_or_else(|| quote!(0), ordinal);
        let hi = match &piece.end {
            Some(end) if piece.inclusive => ordinal(end),
            Some(end) => {
                let end = ordinal(end);
                quote!(#end - 1)
            }
            None => {
                let max = quote!(#base::MAX);
                quote!(#root::__private::ordinal::#primitive(#max))
            }
        };
        quote!((#lo, #hi))
    });
    let count = alias.pieces.len();
    quote! {{
        const __IS_SORTED: #root::__private::Sorted<#count> = #root::__private::Sorted::new([#(#pieces),*]);
        __IS_SORTED.as_slice()
    }}
}

/// `MIN` and `MAX` from the description, for a pattern whose bounds the macro cannot read.
pub(super) fn extremes(alias: &Alias) -> TokenStream {
    let [min_name, max_name] = ["MIN", "MAX"].map(|name| api_name(name, alias.shell.api));
    let (ident, root) = (alias.ident, alias.shell.root);
    let primitive = alias.primitive();
    let end = |which: TokenStream| quote!(Self::new_const::<{ #root::__private::value::#primitive(#root::__private::#which(<#ident as #root::PatternType>::__INTERVALS)) }>());
    let (min, max) = (end(quote!(smallest)), end(quote!(largest)));
    quote! {
        /// The smallest value the pattern admits.
        pub const #min_name: Self = #min;
        /// The largest value the pattern admits.
        pub const #max_name: Self = #max;
    }
}
