//! The newtype of an integer or `char` pattern, in the layout chosen for it, with its
//! conversions, comparisons and impls.

use proc_macro2::{Span, TokenStream};
use quote::{format_ident, quote, quote_spanned};
use syn::{Ident, ItemType, Pat, Type};

use super::layout::{Known, Layout, Piece};
use super::read::without_parens;
use super::shared::{base_name, docs, serde_impls, stable_hash};

/// The struct and impls of an integer or `char` pattern type.
#[allow(clippy::too_many_arguments)]
pub(super) fn integer(
    item: &ItemType,
    base: &Type,
    pat: &Pat,
    pattern: &str,
    pieces: &[Piece],
    known: Option<&Known>,
    layout: &Layout,
) -> TokenStream {
    let ItemType { vis, ident, .. } = item;
    let name = ident.to_string();
    let base_name = base_name(base);
    // The macro's hygiene (lints treat the impls as generated) at the alias's location.
    let span = Span::call_site().located_at(ident.span());
    // Named after the alias and a hash of its pattern, so that no user item can be named
    // like it by accident; the hash is stable, so the output is too.
    let top_enum = format_ident!("__Is{}TopByte{:08x}", ident, stable_hash(pattern));

    // Storage, and conversion between a checked value `v` and the storage.
    let (storage, layout_doc, store, load, helper) = match layout {
        Layout::Char => (
            quote!(#[repr(transparent)] #vis struct #ident(#base);),
            format!(
                "Layout: the `char` itself, so `{name}` has the bits, size and niche of `char`; `get` is free."
            ),
            quote!(Self(v)),
            quote!(self.0),
            TokenStream::new(),
        ),
        Layout::Xor { excluded } => {
            let excluded_expr = match excluded {
                Some(x) => int_literal(*x, base),
                None => excluded_search(base, pat, pieces),
            };
            let layout_doc = match excluded {
                Some(0) => format!(
                    "Layout: `NonZero<{base_name}>` holding the value itself, since the pattern excludes 0: the bits of a `{base_name}`, `get` is free, and `Option<{name}>` is the size of `{base_name}`."
                ),
                Some(x) => format!(
                    "Layout: `NonZero<{base_name}>` holding `value ^ {x}`, {x} being a value the pattern excludes: `get` is one `xor`, and `Option<{name}>` is the size of `{base_name}`; the stored bits differ from the value's."
                ),
                None => format!(
                    "Layout: `NonZero<{base_name}>` holding `value ^ X`, X the first value the pattern excludes among its bounds' neighbours (0 if excluded, which keeps the bits): `Option<{name}>` is the size of `{base_name}`."
                ),
            };
            (
                quote!(#[repr(transparent)] #vis struct #ident(::core::num::NonZero<#base>);),
                layout_doc,
                quote!(match ::core::num::NonZero::new(v ^ Self::__EXCLUDED) {
                    ::core::option::Option::Some(stored) => Self(stored),
                    ::core::option::Option::None => return ::core::option::Option::None,
                }),
                quote!(self.0.get() ^ Self::__EXCLUDED),
                quote! {
                    #[allow(non_contiguous_range_endpoints)]
                    impl #ident {
                        /// A value the pattern excludes, which the storage maps to 0.
                        const __EXCLUDED: #base = #excluded_expr;
                    }
                    // Evaluated here, so a pattern that excludes nothing fails to compile.
                    const _: #base = #ident::__EXCLUDED;
                },
            )
        }
        Layout::TopByte { bytes, tops } => {
            let low = bytes - 1;
            let unsigned = format_ident!("u{}", bytes * 8);
            let variants: Vec<Ident> = tops.iter().map(|b| format_ident!("V{:02X}", b)).collect();
            let values = tops.iter().map(|b| proc_macro2::Literal::u8_unsuffixed(*b));
            let arms = tops.iter().zip(&variants).map(|(b, v)| {
                let b = proc_macro2::Literal::u8_unsuffixed(*b);
                quote!(#b => #top_enum::#v,)
            });
            let layout_doc = format!(
                "Layout: the bytes of a `{base_name}` in native order, the most significant one an enum of the {} values it takes here: the bits of a `{base_name}`, `get` is free, and every other top byte is a niche, so `Option<{name}>` is the size of `{base_name}`.",
                tops.len()
            );
            (
                quote! {
                    #[repr(C)]
                    #vis struct #ident {
                        #[cfg(target_endian = "little")]
                        low: [u8; #low],
                        top: #top_enum,
                        #[cfg(target_endian = "big")]
                        low: [u8; #low],
                        align: [#base; 0],
                    }
                },
                layout_doc,
                quote! {{
                    let bytes = (v as #unsigned).to_le_bytes();
                    let top = match bytes[#low] {
                        #(#arms)*
                        _ => return ::core::option::Option::None,
                    };
                    let mut low = [0u8; #low];
                    let mut i = 0;
                    while i < #low {
                        // In native order: least significant first on little-endian targets.
                        low[i] = if ::core::cfg!(target_endian = "little") { bytes[i] } else { bytes[#low - 1 - i] };
                        i += 1;
                    }
                    Self { low, top, align: [] }
                }},
                // Rebuilding the value from the fields cost a mask per `get` (LLVM does not
                // use the enum's range there); reading the bits as they are costs nothing.
                quote! {{
                    // SAFETY: `Self` is `repr(C)`: the low bytes and a `repr(u8)` top byte, in
                    // the native order of the base's bytes, aligned by a `[BASE; 0]` field, with
                    // no padding. So it has the base's size and every byte initialised, and any
                    // initialised bytes are a valid base value: these are the value's own bits.
                    // Tested on every boundary value, on both sides of every layout.
                    unsafe { ::core::mem::transmute::<Self, #base>(self) }
                }},
                quote! {
                    #[doc(hidden)]
                    #[derive(::core::clone::Clone, ::core::marker::Copy)]
                    #[repr(u8)]
                    #[allow(non_camel_case_types, dead_code)]
                    #vis enum #top_enum { #(#variants = #values),* }
                },
            )
        }
    };
    let doc_attrs = docs(item, &layout_doc);
    let (min, max) = bounds(base, pieces, known, layout);
    let min_max = match (min, max) {
        (Some(min), Some(max)) => quote! {
            /// The smallest value the pattern admits.
            pub const MIN: Self = Self::new_const::<{ #min }>();
            /// The largest value the pattern admits.
            pub const MAX: Self = Self::new_const::<{ #max }>();
        },
        _ => TokenStream::new(),
    };
    let from_ref = layout.keeps_bits().then(|| {
        quote! {
            /// `value` as a reference to this type, if it matches the pattern: no copy is made,
            /// since the layout keeps the bits of the base type.
            pub fn from_ref(value: &#base) -> ::core::option::Option<&Self> {
                if Self::new(*value).is_some() {
                    // SAFETY: `Self` has the size and alignment of `#base` (a transparent
                    // `NonZero` or `char`, or bytes aligned by a `[#base; 0]` field), and stores a
                    // checked value as its own bits, so `*value`, which `new` accepted, is a valid
                    // `Self` bit for bit. The tests check every boundary value of every layout.
                    ::core::option::Option::Some(unsafe { &*::core::ptr::from_ref(value).cast::<Self>() })
                } else {
                    ::core::option::Option::None
                }
            }
        }
    });
    let new_const_message = format!("the value does not match the pattern {pattern} of {name}");
    let serde = serde_impls(ident, &item.generics, base, quote!(&self.get()));
    let pat = &without_parens(pat.clone());
    let check = quote_spanned!(span=> ::core::matches!(v, #pat));
    quote_spanned! {span=>
        #doc_attrs
        #[derive(::core::clone::Clone, ::core::marker::Copy)]
        #storage

        #helper

        // `..MAX` excludes `MAX` on purpose here; and the API is whole whether or not the user
        // calls all of it.
        #[allow(non_contiguous_range_endpoints, dead_code)]
        impl #ident {
            /// The pattern, as written.
            pub const PATTERN: &'static str = #pattern;

            #min_max

            /// `v` as this type, if it matches the pattern.
            #[must_use]
            pub const fn new(v: #base) -> ::core::option::Option<Self> {
                if !#check {
                    return ::core::option::Option::None;
                }
                ::core::option::Option::Some(#store)
            }

            /// `V` as this type, checked at compile time: a value outside the pattern fails to
            /// compile, wherever this is used.
            #[must_use]
            pub const fn new_const<const V: #base>() -> Self {
                const { Self::new_or_panic(V) }
            }

            const fn new_or_panic(v: #base) -> Self {
                match Self::new(v) {
                    ::core::option::Option::Some(value) => value,
                    ::core::option::Option::None => ::core::panic!(#new_const_message),
                }
            }

            /// `v` as this type, unchecked.
            ///
            /// # Safety
            /// `v` must match the pattern.
            #[must_use]
            pub const unsafe fn new_unchecked(v: #base) -> Self {
                match Self::new(v) {
                    ::core::option::Option::Some(value) => value,
                    // SAFETY: the caller promises that `v` matches the pattern, so `new`
                    // accepted it.
                    ::core::option::Option::None => unsafe { ::core::hint::unreachable_unchecked() },
                }
            }

            /// The value, as its base type.
            #[must_use]
            pub const fn get(self) -> #base {
                #load
            }

            #from_ref
        }

        impl ::core::cmp::PartialEq for #ident {
            fn eq(&self, other: &Self) -> bool { self.get() == other.get() }
        }
        impl ::core::cmp::Eq for #ident {}
        impl ::core::cmp::PartialOrd for #ident {
            fn partial_cmp(&self, other: &Self) -> ::core::option::Option<::core::cmp::Ordering> {
                ::core::option::Option::Some(::core::cmp::Ord::cmp(self, other))
            }
        }
        // On the value, never the stored bits, which may be `value ^ X`.
        impl ::core::cmp::Ord for #ident {
            fn cmp(&self, other: &Self) -> ::core::cmp::Ordering { ::core::cmp::Ord::cmp(&self.get(), &other.get()) }
        }
        impl ::core::hash::Hash for #ident {
            fn hash<H: ::core::hash::Hasher>(&self, state: &mut H) { ::core::hash::Hash::hash(&self.get(), state) }
        }
        impl ::core::cmp::PartialEq<#base> for #ident {
            fn eq(&self, other: &#base) -> bool { self.get() == *other }
        }
        impl ::core::cmp::PartialEq<#ident> for #base {
            fn eq(&self, other: &#ident) -> bool { *self == other.get() }
        }
        impl ::core::cmp::PartialOrd<#base> for #ident {
            fn partial_cmp(&self, other: &#base) -> ::core::option::Option<::core::cmp::Ordering> {
                ::core::cmp::PartialOrd::partial_cmp(&self.get(), other)
            }
        }
        impl ::core::cmp::PartialOrd<#ident> for #base {
            fn partial_cmp(&self, other: &#ident) -> ::core::option::Option<::core::cmp::Ordering> {
                ::core::cmp::PartialOrd::partial_cmp(self, &other.get())
            }
        }
        impl ::core::fmt::Debug for #ident {
            fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result { ::core::fmt::Debug::fmt(&self.get(), f) }
        }
        impl ::core::fmt::Display for #ident {
            fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result { ::core::fmt::Display::fmt(&self.get(), f) }
        }
        impl ::core::convert::From<#ident> for #base {
            fn from(value: #ident) -> Self { value.get() }
        }
        impl ::core::convert::TryFrom<#base> for #ident {
            type Error = ::is::PatternError<#base>;
            fn try_from(value: #base) -> ::core::result::Result<Self, Self::Error> {
                Self::new(value).ok_or(::is::PatternError::new(value, #pattern, #name))
            }
        }
        impl ::core::str::FromStr for #ident {
            type Err = ::is::ParsePatternError<#base>;
            fn from_str(text: &str) -> ::core::result::Result<Self, Self::Err> {
                let value: #base = text.parse().map_err(::is::ParsePatternError::Base)?;
                ::core::convert::TryFrom::try_from(value).map_err(::is::ParsePatternError::Pattern)
            }
        }
        impl ::is::PatternType for #ident {
            type Base = #base;
            const PATTERN: &'static str = #pattern;
            fn new(value: #base) -> ::core::option::Option<Self> { Self::new(value) }
            fn get(&self) -> #base { #ident::get(*self) }
        }

        #serde
    }
}

/// An integer literal of the base type, suffixed (`4096u32`, `-273i16`): no cast to lint.
pub(super) fn int_literal(value: i128, base: &Type) -> TokenStream {
    let literal: TokenStream = format!("{}{}", value.unsigned_abs(), base_name(base))
        .parse()
        .unwrap_or_else(|_| quote!(0));
    if value < 0 {
        quote!((-#literal))
    } else {
        literal
    }
}

/// A `const` expression finding a value the pattern excludes, for bounds the macro cannot read:
/// the first of 0, MIN, MAX and each bound's neighbours that does not match. One of them is
/// excluded whenever any value is (the edge of an admitted interval); if none is, the
/// pattern admits everything and evaluation fails with that message.
pub(super) fn excluded_search(base: &Type, pat: &Pat, pieces: &[Piece]) -> TokenStream {
    let mut candidates = vec![quote!(0), quote!(#base::MIN), quote!(#base::MAX)];
    for piece in pieces {
        // Typed, so that a literal bound is a `BASE` and not an ambiguous `{integer}`.
        if let Some(start) = &piece.start {
            candidates.push(quote!({ let bound: #base = #start; bound.wrapping_sub(1) }));
        }
        if let Some(end) = &piece.end {
            candidates.push(if piece.inclusive {
                quote!({ let bound: #base = #end; bound.wrapping_add(1) })
            } else {
                quote!(#end)
            });
        }
    }
    let count = candidates.len();
    let message = format!(
        "this pattern matches every {}; use {} itself",
        base_name(base),
        base_name(base)
    );
    quote! {{
        let candidates: [#base; #count] = [#(#candidates),*];
        let mut i = 0;
        loop {
            if i == #count {
                ::core::panic!(#message);
            }
            if !::core::matches!(candidates[i], #pat) {
                break candidates[i];
            }
            i += 1;
        }
    }}
}

/// `MIN` and `MAX` as `const` expressions, where there is one range or the bounds are known.
pub(super) fn bounds(
    base: &Type,
    pieces: &[Piece],
    known: Option<&Known>,
    layout: &Layout,
) -> (Option<TokenStream>, Option<TokenStream>) {
    let is_char = matches!(layout, Layout::Char);
    let value = |v: i128| -> TokenStream {
        if is_char {
            let c = char::from_u32(v as u32).unwrap_or('\0');
            quote!(#c)
        } else {
            int_literal(v, base)
        }
    };
    if let Some(known) = known {
        return (Some(value(known.smallest())), Some(value(known.largest())));
    }
    let [piece] = pieces else { return (None, None) };
    let min = match &piece.start {
        Some(start) => quote!(#start),
        None if is_char => quote!('\0'),
        None => quote!(#base::MIN),
    };
    let max = match &piece.end {
        Some(end) if piece.inclusive => quote!(#end),
        Some(end) if !is_char => quote!((#end) - 1),
        Some(_) => return (Some(min), None),
        None if is_char => quote!(char::MAX),
        None => quote!(#base::MAX),
    };
    (Some(min), Some(max))
}
