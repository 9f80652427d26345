//! The description of the values an integer or `char` pattern type admits, and the API that
//! reads it.
//!
//! The description is the hidden `PatternType::__INTERVALS`: sorted, apart, inclusive
//! intervals of ordinals (`is-core`'s `ordinals.rs` says how values count; a `char`'s skip the
//! surrogates). Where the macro reads every bound of an integer pattern it writes them out,
//! from the same reading as the layout, which [`confirm`](super::confirm) has rustc check;
//! where a bound is a `const` or a path, and for every `char` pattern, rustc evaluates each
//! piece and `is-core` sorts and merges them. Either way every
//! reader is the same: `MIN`/`MAX` where the bounds are not read, `values()`,
//! `new_saturating` (and so the saturating arithmetic), `expand` and the `rand` and `arbitrary`
//! integrations, whose loops live in `is-core`, generic, and not in each alias.

use proc_macro2::{Span, TokenStream};
use quote::{quote, quote_spanned};
use syn::spanned::Spanned;

use super::alias::{Alias, Reading};
use super::layout::{Domain, Known, Piece};
use super::shared::{api_name, format_literal};

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

/// The inherent API that reads the description: `values()`, `new_saturating`, `expand` and
/// `narrow`.
pub(super) fn api(alias: &Alias) -> TokenStream {
    let (ident, base, root) = (alias.ident, alias.base, alias.shell.root);
    let at = alias.shell.api;
    let [values, new_saturating, expand, narrow] =
        ["values", "new_saturating", "expand", "narrow"].map(|name| api_name(name, at));
    let primitive = alias.primitive();
    let unmatched = format_literal(&format!(
        "the description of `{}` admits only values that match it",
        alias.shell.item.ident
    ));
    let exact = exact_size(alias.reading());
    // At the pattern, where the error of a refused `expand` points, with a note at the call.
    let pattern_span = Span::call_site().located_at(alias.shell.pat.span());
    let refused = quote_spanned! {pattern_span=>
        const {
            if let ::core::option::Option::Some(__is_refused) = #root::__private::expand_refused::<Self, W>() {
                ::core::panic!("{}", __is_refused.as_str());
            }
        };
    };
    let values_doc = format!(
        "Every value the pattern admits, in order: a double-ended iterator{exact}, whose `nth` jumps over whole ranges."
    );
    quote! {
        #[doc = #values_doc]
        #[must_use]
        #[inline]
        pub const fn #values() -> #root::Values<Self> {
            #root::Values::__new()
        }

        /// The admitted value nearest `v`: `v` itself if it matches. Where two are as near
        /// (`v` halfway across a gap of an alternation), the smaller.
        #[must_use]
        #[inline]
        pub const fn #new_saturating(__is_v: #base) -> Self {
            let __is_nearest = #root::__private::nearest(
                <#ident as #root::PatternType>::__INTERVALS,
                #root::__private::ordinal::#primitive(__is_v),
            );
            match Self::new(#root::__private::value::#primitive(__is_nearest)) {
                ::core::option::Option::Some(__is_value) => __is_value,
                ::core::option::Option::None => ::core::panic!(#unmatched),
            }
        }

        /// This value as a `W`, a pattern type of the same base whose pattern admits every
        /// value this one's does; free where the layouts agree. If some value of this pattern
        /// does not match `W`'s, the build fails, naming the first such values: checked where
        /// the compiler builds the call to machine code, and only there. `cargo check` does
        /// not check it, nor does a build of a function nothing calls. `narrow` is the
        /// spelling that needs no proof.
        #[must_use]
        #[inline]
        pub fn #expand<W: #root::PatternType<Base = #base>>(self) -> W {
            #refused
            let __is_v = self.get();
            // SAFETY: every value of this type matches its pattern; telling the compiler lets
            // it drop `W`'s check where `W`'s pattern holds this one's, as `expands` confirmed.
            unsafe { ::core::hint::assert_unchecked(Self::contains(__is_v)) };
            match W::new(__is_v) {
                ::core::option::Option::Some(__is_wider) => __is_wider,
                ::core::option::Option::None => ::core::unreachable!(),
            }
        }

        /// This value as a `W`, a pattern type of the same base, if it matches `W`'s pattern.
        #[must_use]
        #[inline]
        pub fn #narrow<W: #root::PatternType<Base = #base>>(self) -> ::core::option::Option<W> {
            W::new(self.get())
        }
    }
}

/// ", exact-size" where std's `Range` of the base is an `ExactSizeIterator`, for the docs.
fn exact_size(reading: &Reading) -> &'static str {
    match reading.domain {
        Domain::Int(int) if int.bits <= 32 || int.pointer_sized => " and exact-size",
        _ => "",
    }
}
