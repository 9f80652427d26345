//! An integer or `char` pattern type: its API and impls, written where the alias is (see
//! [`shell`](super::shell)). The storage and the two functions that touch it are in
//! [`storage`](super::storage); the assertions that make rustc confirm the macro's reading,
//! in [`confirm`](super::confirm); what all three are made from, in [`alias`](super::alias).
//!
//! New methods go in [`api`], beside `contains`, or in [`traits`] and [`conversions`]: all of
//! them reach the value through `new` and `get`.

use proc_macro2::TokenStream;
use quote::quote;
use syn::{Expr, Ident};

use super::alias::{Alias, Reading};
use super::integrations::serde_impls;
use super::layout::{Domain, Layout, literal, primitive_constant};
use super::read::without_parens;
use super::shared::{api_name, compared_and_printed, format_literal, in_and_out};
use super::shell::Shell;

/// The items of an integer or `char` pattern type.
pub(super) fn integer(alias: &Alias) -> TokenStream {
    let stored = super::storage::storage(alias);
    let hidden = [
        stored.hidden,
        excluded(alias).unwrap_or_default(),
        not_matched(alias),
        traits(alias.ident, alias.base, alias.shell.root),
        conversions(alias),
        super::outward::integers(alias),
        super::outward::by_reference(alias),
        super::outward::radix_formats(alias),
        super::integrations::integrations(alias),
        serde_impls(alias.ident, &alias.shell, alias.base, quote!(&self.get())),
        super::confirm::assertions(alias),
    ];
    alias.shell.wrap(
        stored.definition,
        api(alias, &stored.methods),
        hidden.into_iter().collect(),
    )
}

/// `contains`, `MIN`, `MAX`, the checked and unchecked constructors and `from_ref`: the
/// inherent API but `new` and `get`. The rest (`values`, `new_saturating`, `expand`,
/// `narrow`, the arithmetic) is `PrimitivePattern`'s, written once in the `is` crate.
fn api(alias: &Alias, new_and_get: &TokenStream) -> TokenStream {
    let Alias { ident, base, .. } = alias;
    let Shell {
        pat,
        pattern,
        api: at,
        ..
    } = &alias.shell;
    let pat = without_parens((*pat).clone());
    let gaps = gaps(alias);
    let extremes = extremes(alias);
    let from_ref = from_ref(alias);
    let message = format_literal(&not_matched_message(alias));
    let [pattern_name, contains, new_const, new_unchecked] =
        ["PATTERN", "contains", "new_const", "new_unchecked"].map(|name| api_name(name, *at));
    quote! {
        impl #ident {
            #new_and_get

            /// The pattern, as written.
            pub const #pattern_name: &'static ::core::primitive::str = #pattern;

            #extremes

            /// Whether `v` matches the pattern.
            #[must_use]
            #[inline]
            pub const fn #contains(__is_v: #base) -> ::core::primitive::bool {
                // A `match`, not `matches!`, whose `$pat` takes no leading `..=`.
                match __is_v { #pat => true, #(#gaps => false,)* _ => false }
            }

            /// `V` as this type, checked where the compiler evaluates it, and only there:
            /// `cargo check` evaluates it in a `const` item, `cargo build` in each function it
            /// compiles to machine code. In a function nothing calls, a value outside the
            /// pattern can build without error, in debug and release alike.
            /// `is::value!(Type, V)` is the spelling that is always checked, by `cargo check`
            /// and an editor too, wherever it is written.
            #[must_use]
            #[inline]
            pub const fn #new_const<const V: #base>() -> Self {
                const {
                    match Self::new(V) {
                        ::core::option::Option::Some(__is_value) => __is_value,
                        ::core::option::Option::None => ::core::panic!(#message),
                    }
                }
            }

            /// `v` as this type, unchecked.
            ///
            /// # Safety
            /// `v` must match the pattern.
            #[must_use]
            #[inline]
            pub const unsafe fn #new_unchecked(__is_v: #base) -> Self {
                match Self::new(__is_v) {
                    ::core::option::Option::Some(__is_value) => __is_value,
                    // SAFETY: the caller promises that `v` matches the pattern, so `new`
                    // accepted it.
                    ::core::option::Option::None => unsafe { ::core::hint::unreachable_unchecked() },
                }
            }

            #from_ref
        }
    }
}

/// The exclusive ends (`4096` in `0..4096`) that rustc's `non_contiguous_range_endpoints`
/// would question in `contains`: an end that is the base's `MAX` (`..u64::MAX`), or one just
/// below another piece's start (`0..5 | 6..10`). A pattern type excludes it on purpose, and
/// an arm of its own says so, where an `allow` would clash with a user's `forbid`. Only where
/// the macro read every bound, on every width, and the end is excluded (so the arm is
/// reachable).
fn gaps<'a>(alias: &Alias<'a>) -> Vec<&'a Expr> {
    let ordinal = |expr: &Expr, domain: Domain| {
        primitive_constant(expr, domain)
            .map(|end| end.ordinal(domain))
            .or_else(|| literal(expr).and_then(|(negative, v)| domain.ordinal(negative, v)))
    };
    alias
        .pieces
        .iter()
        .filter(|piece| !piece.inclusive)
        .filter_map(|piece| piece.end.as_ref())
        .filter(|end| {
            alias.readings.iter().all(|reading| {
                let (Some(known), domain) = (&reading.known, reading.domain) else {
                    return false;
                };
                let Some(b) = ordinal(end, domain) else {
                    return false;
                };
                let next = b.checked_add(1);
                let starts_after = next.is_some()
                    && alias.pieces.iter().any(|piece| {
                        piece
                            .start
                            .as_ref()
                            .and_then(|start| ordinal(start, domain))
                            == next
                    });
                !known.contains(b) && (b == domain.max() || starts_after)
            })
        })
        .collect()
}

/// What `new_const` and `is::value!` say of a value outside the pattern.
fn not_matched_message(alias: &Alias) -> String {
    format!(
        "the value does not match the pattern {} of {}",
        alias.shell.pattern, alias.shell.item.ident
    )
}

/// The message `is::value!` panics with, which a `const` panic can take as one `&str` only:
/// through a trait, so that it is no item of the type's own.
fn not_matched(alias: &Alias) -> TokenStream {
    let (ident, root) = (alias.ident, alias.shell.root);
    let message = not_matched_message(alias);
    quote! {
        // SAFETY: every value of the type matches its pattern: only `new` builds one.
        unsafe impl #root::__private::NotMatched for #ident {
            const MESSAGE: &'static ::core::primitive::str = #message;
        }
    }
}

/// For bounds the macro cannot read, the excluded value of the xor layout, found by `const`
/// evaluation where the alias is.
fn excluded(alias: &Alias) -> Option<TokenStream> {
    let Layout::Xor { excluded: None } = alias.reading().layout else {
        return None;
    };
    let (base, search) = (alias.base, excluded_search(alias));
    Some(super::storage::excluded_value(
        alias,
        &quote!(const VALUE: #base = #search;),
    ))
}

/// `MIN` and `MAX`: at each pointer width, where the macro read the bounds; else from the
/// description of the values.
fn extremes(alias: &Alias) -> TokenStream {
    if alias.reading().known.is_none() {
        return super::described::extremes(alias);
    }
    let [min_name, max_name] = ["MIN", "MAX"].map(|name| api_name(name, alias.shell.api));
    alias.per_width(|reading| {
        let Some((min, max)) = bounds(reading) else {
            return TokenStream::new();
        };
        // `new` of each, not `new_const`, whose `const` block would be one more evaluation:
        // the assertions below confirm that `new` takes both.
        let [min, max] = [min, max].map(|v| {
            quote!(match Self::new(#v) {
                ::core::option::Option::Some(__is_value) => __is_value,
                ::core::option::Option::None => ::core::panic!(),
            })
        });
        quote! {
            /// The smallest value the pattern admits.
            pub const #min_name: Self = #min;
            /// The largest value the pattern admits.
            pub const #max_name: Self = #max;
        }
    })
}

/// `from_ref`, where the layout keeps the value's bits: a `&BASE` is then a `&Self`.
fn from_ref(alias: &Alias) -> Option<TokenStream> {
    let reading = alias.reading();
    let base = alias.base;
    let from_ref = api_name("from_ref", alias.shell.api);
    reading.layout.keeps_bits(reading.domain).then(|| {
        quote! {
            /// `value` as a reference to this type, if it matches the pattern: no copy is made,
            /// since the layout keeps the bits of the base type.
            #[inline]
            pub fn #from_ref(__is_value: &#base) -> ::core::option::Option<&Self> {
                if Self::contains(*__is_value) {
                    // SAFETY: `Self` has the size and alignment of `#base` (a transparent
                    // `NonZero`, `char` or `repr(C)` bytes aligned by a `[#base; 0]` field, as the
                    // assertions below confirm), and stores a value that matches as its own bits,
                    // so `*value`, which matches, is a valid `Self` bit for bit. Miri runs it at
                    // every boundary value of every layout.
                    ::core::option::Option::Some(unsafe { &*::core::ptr::from_ref(__is_value).cast::<Self>() })
                } else {
                    ::core::option::Option::None
                }
            }
        }
    })
}

/// Comparison (with itself and the base), hashing and printing, all on the value.
fn traits(ident: &Ident, base: &TokenStream, root: &TokenStream) -> TokenStream {
    let compared_and_printed = compared_and_printed(ident, base, root);
    quote! {
        #compared_and_printed
        // On the value, never the stored bits, which may be `value ^ X`.
        impl ::core::cmp::Ord for #ident {
            #[inline]
            fn cmp(&self, __is_other: &Self) -> ::core::cmp::Ordering { ::core::cmp::Ord::cmp(&self.get(), &__is_other.get()) }
        }
        impl ::core::hash::Hash for #ident {
            #[inline]
            fn hash<H: ::core::hash::Hasher>(&self, __is_state: &mut H) { ::core::hash::Hash::hash(&self.get(), __is_state) }
        }
    }
}

/// Conversions in and out of the base: `From`, `TryFrom`, `FromStr`, `PatternType`, and
/// `Default` where the pattern admits the base's default. Those of the other integer types are
/// [`outward`](super::outward)'s.
fn conversions(alias: &Alias) -> TokenStream {
    let Alias { ident, base, .. } = alias;
    let Shell { pattern, root, .. } = &alias.shell;
    let name = alias.shell.item.ident.to_string();
    let reading = alias.reading();
    let zero = reading.domain.ordinal_of_zero();
    let default = reading
        .known
        .as_ref()
        .is_some_and(|known| known.contains(zero))
        .then(|| {
            let zero = reading.domain.literal(zero);
            quote! {
                impl ::core::default::Default for #ident {
                    #[inline]
                    fn default() -> Self { Self::new_const::<#zero>() }
                }
            }
        });
    let intervals = super::described::intervals(alias);
    let in_and_out = in_and_out(ident, base, (pattern, &name), root, &intervals);
    quote! {
        #in_and_out
        #default
    }
}

/// A `const` expression finding a value the pattern excludes, for bounds the macro cannot read:
/// the first of 0, MIN, MAX and each bound's neighbours that does not match. One of them is
/// excluded whenever any value is (the edge of an admitted interval); if none is, the
/// pattern admits everything and evaluation fails with that message.
fn excluded_search(alias: &Alias) -> TokenStream {
    let Alias { base, pieces, .. } = alias;
    let Shell { base_name, pat, .. } = &alias.shell;
    let pat = without_parens((*pat).clone());
    let mut candidates = vec![quote!(0), quote!(#base::MIN), quote!(#base::MAX)];
    for piece in *pieces {
        // Typed, so that a literal bound is a `BASE` and not an ambiguous `{integer}`.
        if let Some(start) = &piece.start {
            candidates.push(quote!({ let __is_bound: #base = #start; __is_bound.wrapping_sub(1) }));
        }
        if let Some(end) = &piece.end {
            candidates.push(if piece.inclusive {
                quote!({ let __is_bound: #base = #end; __is_bound.wrapping_add(1) })
            } else {
                quote!(#end)
            });
        }
    }
    let count = candidates.len();
    let message = format!("this pattern matches every {base_name}; use {base_name} itself");
    let message = format_literal(&message);
    quote! {{
        let __is_candidates: [#base; #count] = [#(#candidates),*];
        let mut __is_i = 0;
        loop {
            if __is_i == #count {
                ::core::panic!(#message);
            }
            if !match __is_candidates[__is_i] { #pat => true, _ => false } {
                break __is_candidates[__is_i];
            }
            __is_i += 1;
        }
    }}
}

/// `MIN` and `MAX` as literals of the base, where the macro read the bounds.
fn bounds(reading: &Reading) -> Option<(TokenStream, TokenStream)> {
    let (known, domain) = (reading.known.as_ref()?, reading.domain);
    let min = known.smallest(domain)?;
    let max = known.largest(domain)?;
    Some((domain.literal(min), domain.literal(max)))
}
