//! The newtype of an integer or `char` pattern, in the layout chosen for it, with its
//! conversions, comparisons and impls.
//!
//! The alias's name carries the user's span on the struct's own name only; everything else
//! the macro writes is at the call site, so that an editor's hover and go-to-definition on
//! the name find the type and nothing else.

use proc_macro2::{Span, TokenStream};
use quote::{format_ident, quote};
use syn::{Ident, ItemType, Pat, Type};

use super::layout::{Domain, Known, Layout, Piece};
use super::read::without_parens;
use super::shared::{docs, format_literal, serde_impls, stable_hash};

/// What the parts of an integer or `char` pattern type are made from.
pub(super) struct Alias<'a> {
    pub(super) item: &'a ItemType,
    /// The alias's name at the call site, for everything but the struct's definition.
    pub(super) ident: &'a Ident,
    pub(super) base: &'a Type,
    /// The base as written, for docs and messages.
    pub(super) base_name: &'a str,
    pub(super) pat: &'a Pat,
    pub(super) pattern: &'a str,
    pub(super) pieces: &'a [Piece],
    pub(super) known: Option<&'a Known>,
    pub(super) layout: &'a Layout,
    pub(super) domain: Domain,
    /// The path to the `is` crate, for its runtime's items.
    pub(super) root: &'a TokenStream,
}

/// How a layout stores a checked value `v`, and reads it back.
struct Storage {
    definition: TokenStream,
    doc: String,
    store: TokenStream,
    load: TokenStream,
    helper: TokenStream,
}

/// The struct and impls of an integer or `char` pattern type.
pub(super) fn integer(alias: &Alias) -> TokenStream {
    let Alias {
        item,
        ident,
        base,
        base_name,
        pattern,
        ..
    } = alias;
    let storage = storage(alias);
    let in_words = format!("The `{base_name}` values that match `{pattern}`.");
    let doc_attrs = docs(item, &format!("{in_words}\n\n{}", storage.doc));
    let definition = &storage.definition;
    let helper = &storage.helper;
    let inherent = inherent(alias, ident, &storage);
    let traits = traits(ident, base);
    let conversions = conversions(alias, ident);
    let serde = serde_impls(ident, &item.generics, base, alias.root, quote!(&self.get()));
    quote! {
        #doc_attrs
        #[derive(::core::clone::Clone, ::core::marker::Copy)]
        #definition
        #helper
        #inherent
        #traits
        #conversions
        #serde
    }
}

/// The struct's definition for the layout, and how it stores and loads a value.
fn storage(alias: &Alias) -> Storage {
    match alias.layout {
        Layout::Char => char_storage(alias),
        Layout::Xor { excluded } => xor_storage(alias, *excluded),
        Layout::TopByte { bytes, tops } => top_byte_storage(alias, *bytes, tops),
    }
}

/// A `char` pattern: the `char` itself, whose own niche already makes `Option` free.
fn char_storage(alias: &Alias) -> Storage {
    let (vis, ident, base) = (&alias.item.vis, &alias.item.ident, alias.base);
    Storage {
        definition: quote!(#[repr(transparent)] #vis struct #ident(#base);),
        doc: format!(
            "Layout: the `char` itself, so `{ident}` has the bits, size and niche of `char`; `get` is free."
        ),
        store: quote!(Self(v)),
        load: quote!(self.0),
        helper: TokenStream::new(),
    }
}

/// `NonZero<BASE>` holding `value ^ excluded`, so the one excluded value becomes the niche.
fn xor_storage(alias: &Alias, excluded: Option<u128>) -> Storage {
    let Alias {
        item,
        ident: call_ident,
        base,
        base_name,
        pat,
        pieces,
        domain,
        ..
    } = alias;
    let (vis, ident) = (&item.vis, &item.ident);
    let excluded_expr = match excluded {
        Some(x) => domain.literal(x, base),
        None => excluded_search(base, base_name, pat, pieces),
    };
    Storage {
        definition: quote!(#[repr(transparent)] #vis struct #ident(::core::num::NonZero<#base>);),
        doc: xor_doc(alias, excluded),
        store: quote!(match ::core::num::NonZero::new(v ^ Self::__EXCLUDED) {
            ::core::option::Option::Some(stored) => Self(stored),
            ::core::option::Option::None => return ::core::option::Option::None,
        }),
        load: quote!(self.0.get() ^ Self::__EXCLUDED),
        helper: quote! {
            #[allow(non_contiguous_range_endpoints)]
            impl #call_ident {
                /// A value the pattern excludes, which the storage maps to 0.
                const __EXCLUDED: #base = #excluded_expr;
            }
            // Evaluated here, so a pattern that excludes nothing fails to compile.
            const _: #base = #call_ident::__EXCLUDED;
        },
    }
}

/// The layout paragraph of an xor layout's docs, naming the excluded value when known.
fn xor_doc(alias: &Alias, excluded: Option<u128>) -> String {
    let (name, base_name, domain) = (alias.item.ident.to_string(), alias.base_name, alias.domain);
    match excluded {
        Some(x) if x == domain.ordinal_of_zero() => format!(
            "Layout: `NonZero<{base_name}>` holding the value itself, since the pattern excludes 0: the bits are the value's, `get` is free, and `Option<{name}>` is the size of `{base_name}`."
        ),
        Some(x) => {
            let (negative, magnitude) = domain.value(x);
            let x = format!("{}{magnitude}", if negative { "-" } else { "" });
            format!(
                "Layout: `NonZero<{base_name}>` holding `value ^ {x}`, {x} being a value the pattern excludes: `get` is one `xor`, and `Option<{name}>` is the size of `{base_name}`; the stored bits differ from the value's."
            )
        }
        None => format!(
            "Layout: `NonZero<{base_name}>` holding `value ^ X`, X the first value the pattern excludes among its bounds' neighbours (0 if excluded, which keeps the bits): `Option<{name}>` is the size of `{base_name}`."
        ),
    }
}

/// The base's bytes with the most significant one an enum of the admitted top bytes, so
/// every other top byte is a niche while `get` stays free.
fn top_byte_storage(alias: &Alias, bytes: usize, tops: &[u8]) -> Storage {
    let Alias {
        item,
        ident: call_ident,
        base,
        base_name,
        pattern,
        ..
    } = alias;
    let (vis, ident) = (&item.vis, &item.ident);
    // Named after the alias and a hash of its pattern, so that no user item can be named
    // like it by accident; the hash is stable, so the output is too.
    let top_enum = format_ident!("__Is{}TopByte{:08x}", call_ident, stable_hash(pattern));
    let low = bytes - 1;
    let unsigned = format_ident!("u{}", bytes * 8);
    let variants: Vec<Ident> = tops.iter().map(|b| format_ident!("V{:02X}", b)).collect();
    let values = tops.iter().map(|b| proc_macro2::Literal::u8_unsuffixed(*b));
    let arms = tops.iter().zip(&variants).map(|(b, v)| {
        let b = proc_macro2::Literal::u8_unsuffixed(*b);
        quote!(#b => #top_enum::#v,)
    });
    let doc = format!(
        "Layout: the value's bytes in native order, the most significant one an enum of the top bytes the admitted values have ({} of 256): the bits are the value's, `get` is free, and every other top byte is a niche, so `Option<{ident}>` is the size of `{base_name}`.",
        tops.len()
    );
    Storage {
        definition: quote! {
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
        doc,
        store: quote! {{
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
        load: quote! {{
            // SAFETY: `Self` is `repr(C)`: the low bytes and a `repr(u8)` top byte, in
            // the native order of the base's bytes, aligned by a `[BASE; 0]` field, with
            // no padding. So it has the base's size and every byte initialised, and any
            // initialised bytes are a valid base value: these are the value's own bits.
            // Tested on every boundary value, on both sides of every layout.
            unsafe { ::core::mem::transmute::<Self, #base>(self) }
        }},
        helper: quote! {
            #[doc(hidden)]
            #[derive(::core::clone::Clone, ::core::marker::Copy)]
            #[repr(u8)]
            #[allow(non_camel_case_types, dead_code)]
            #vis enum #top_enum { #(#variants = #values),* }
        },
    }
}

/// `new`, `contains`, `get` and the rest of the inherent API.
fn inherent(alias: &Alias, ident: &Ident, storage: &Storage) -> TokenStream {
    let Alias {
        base, pat, pattern, ..
    } = alias;
    let (store, load) = (&storage.store, &storage.load);
    let extremes = extremes(alias);
    let constructors = checked_constructors(alias);
    let from_ref = from_ref(alias);
    let pat = without_parens((*pat).clone());
    quote! {
        // `..MAX` excludes `MAX` on purpose here; and the API is whole whether or not the user
        // calls all of it.
        #[allow(non_contiguous_range_endpoints, dead_code)]
        impl #ident {
            /// The pattern, as written.
            pub const PATTERN: &'static str = #pattern;

            #extremes

            /// `v` as this type, if it matches the pattern. (An enum refinement's `new` gives a
            /// `Result` instead, which hands back a value that is no copy.)
            #[must_use]
            pub const fn new(v: #base) -> ::core::option::Option<Self> {
                if !Self::contains(v) {
                    return ::core::option::Option::None;
                }
                ::core::option::Option::Some(#store)
            }

            /// Whether `v` matches the pattern.
            #[must_use]
            pub const fn contains(v: #base) -> bool {
                // A `match`, not `matches!`, whose `$pat` takes no leading `..=`.
                match v { #pat => true, _ => false }
            }

            #constructors

            /// The value, as its base type.
            #[must_use]
            pub const fn get(self) -> #base {
                #load
            }

            #from_ref
        }
    }
}

/// `MIN` and `MAX`, where the macro knows the pattern's extremes.
fn extremes(alias: &Alias) -> TokenStream {
    let (min, max) = bounds(alias.base, alias.pieces, alias.known, alias.domain);
    match (min, max) {
        (Some(min), Some(max)) => quote! {
            /// The smallest value the pattern admits.
            pub const MIN: Self = Self::__checked(#min);
            /// The largest value the pattern admits.
            pub const MAX: Self = Self::__checked(#max);
        },
        _ => TokenStream::new(),
    }
}

/// `new_const`, `new_unchecked` and the hidden `__checked` that `is::value!` calls.
fn checked_constructors(alias: &Alias) -> TokenStream {
    let base = alias.base;
    let message = format_literal(&format!(
        "the value does not match the pattern {} of {}",
        alias.pattern, alias.item.ident
    ));
    quote! {
        /// `V` as this type, checked when the compiler evaluates it: a value outside the
        /// pattern fails to compile. `cargo check` evaluates it in a `const` item; in a
        /// function only `cargo build` does, so `is::value!(Type, V)`, which makes the
        /// `const` item, is the check that an editor shows wherever it is written.
        #[must_use]
        pub const fn new_const<const V: #base>() -> Self {
            const { Self::__checked(V) }
        }

        /// `v` as this type, or a panic, which in a `const` is a compile error: what
        /// `new_const` and `is::value!` are made of.
        #[doc(hidden)]
        pub const fn __checked(v: #base) -> Self {
            match Self::new(v) {
                ::core::option::Option::Some(value) => value,
                ::core::option::Option::None => ::core::panic!(#message),
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
    }
}

/// `from_ref`, where the layout keeps the value's bits: a `&BASE` is then a `&Self`.
fn from_ref(alias: &Alias) -> Option<TokenStream> {
    let base = alias.base;
    alias.layout.keeps_bits(alias.domain).then(|| {
        quote! {
            /// `value` as a reference to this type, if it matches the pattern: no copy is made,
            /// since the layout keeps the bits of the base type.
            pub fn from_ref(value: &#base) -> ::core::option::Option<&Self> {
                if Self::contains(*value) {
                    // SAFETY: `Self` has the size and alignment of `#base` (a transparent
                    // `NonZero` or `char`, or bytes aligned by a `[#base; 0]` field), and stores a
                    // checked value as its own bits, so `*value`, which `new` accepts, is a valid
                    // `Self` bit for bit. The tests check every boundary value of every layout.
                    ::core::option::Option::Some(unsafe { &*::core::ptr::from_ref(value).cast::<Self>() })
                } else {
                    ::core::option::Option::None
                }
            }
        }
    })
}

/// Comparison (with itself and the base), hashing and printing, all on the value.
fn traits(ident: &Ident, base: &Type) -> TokenStream {
    quote! {
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
    }
}

/// Conversions in and out: `From`, `TryFrom` (from the base and, for integers, from every
/// other integer type), `FromStr`, `PatternType`, and `Default` where the pattern admits the
/// base's default.
fn conversions(alias: &Alias, ident: &Ident) -> TokenStream {
    let Alias {
        item,
        base,
        pattern,
        known,
        domain,
        root,
        ..
    } = alias;
    let name = item.ident.to_string();
    let zero = domain.ordinal_of_zero();
    let default = known.is_some_and(|known| known.contains(zero)).then(|| {
        let zero = domain.literal(zero, base);
        quote! {
            impl ::core::default::Default for #ident {
                fn default() -> Self { const { Self::__checked(#zero) } }
            }
        }
    });
    let widths = other_widths(ident, *domain, pattern, &name, root);
    quote! {
        impl ::core::convert::From<#ident> for #base {
            fn from(value: #ident) -> Self { value.get() }
        }
        impl ::core::convert::TryFrom<#base> for #ident {
            type Error = #root::PatternError<#base>;
            fn try_from(value: #base) -> ::core::result::Result<Self, Self::Error> {
                Self::new(value).ok_or(#root::PatternError::new(value, #pattern, #name))
            }
        }
        #widths
        impl ::core::str::FromStr for #ident {
            type Err = #root::ParsePatternError<#base>;
            fn from_str(text: &str) -> ::core::result::Result<Self, Self::Err> {
                let value: #base = text.parse().map_err(#root::ParsePatternError::Base)?;
                ::core::convert::TryFrom::try_from(value).map_err(#root::ParsePatternError::Pattern)
            }
        }
        impl #root::PatternType for #ident {
            type Base = #base;
            const PATTERN: &'static str = #pattern;
            fn new(value: #base) -> ::core::option::Option<Self> { Self::new(value) }
            fn get(&self) -> #base { #ident::get(*self) }
            fn contains(value: #base) -> bool { #ident::contains(value) }
        }
        #default
    }
}

/// `TryFrom` every integer type but the base, for an integer base: `Errno::try_from(22u64)`.
/// A value the base cannot hold matches no pattern of it, so the error keeps it as it came.
fn other_widths(
    ident: &Ident,
    domain: Domain,
    pattern: &str,
    name: &str,
    root: &TokenStream,
) -> TokenStream {
    let Domain::Int(int) = domain else {
        return TokenStream::new();
    };
    let base = int.name();
    let others = [
        "u8", "u16", "u32", "u64", "u128", "usize", "i8", "i16", "i32", "i64", "i128", "isize",
    ]
    .into_iter()
    .filter(|other| *other != base)
    .map(|other| Ident::new(other, Span::call_site()));
    let base = Ident::new(&base, Span::call_site());
    quote! {
        #(
            impl ::core::convert::TryFrom<#others> for #ident {
                type Error = #root::PatternError<#others>;
                fn try_from(value: #others) -> ::core::result::Result<Self, Self::Error> {
                    <#base as ::core::convert::TryFrom<#others>>::try_from(value)
                        .ok()
                        .and_then(Self::new)
                        .ok_or(#root::PatternError::new(value, #pattern, #name))
                }
            }
        )*
    }
}

/// A `const` expression finding a value the pattern excludes, for bounds the macro cannot read:
/// the first of 0, MIN, MAX and each bound's neighbours that does not match. One of them is
/// excluded whenever any value is (the edge of an admitted interval); if none is, the
/// pattern admits everything and evaluation fails with that message.
fn excluded_search(base: &Type, base_name: &str, pat: &Pat, pieces: &[Piece]) -> TokenStream {
    let pat = without_parens(pat.clone());
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
    let message = format!("this pattern matches every {base_name}; use {base_name} itself");
    let message = format_literal(&message);
    quote! {{
        let candidates: [#base; #count] = [#(#candidates),*];
        let mut i = 0;
        loop {
            if i == #count {
                ::core::panic!(#message);
            }
            if !match candidates[i] { #pat => true, _ => false } {
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
    domain: Domain,
) -> (Option<TokenStream>, Option<TokenStream>) {
    let is_char = matches!(domain, Domain::Char);
    if let Some(known) = known {
        let literal = |ordinal: Option<u128>| ordinal.map(|v| domain.literal(v, base));
        return (
            literal(known.smallest(domain)),
            literal(known.largest(domain)),
        );
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
