//! The value going out of an integer or `char` pattern type: into the integer types, by
//! reference as the base, and printed in other radixes; and in from the integer types.
//!
//! `From<T>` for each integer type that holds every value the pattern admits (`u16`, `i16`,
//! `u32`, … for `u32 is 0..4096`), `TryFrom<T>` for the others, never both (std's blanket
//! `TryFrom` from `Into` would clash). A `usize` or `isize` counts as 16 bits, its narrowest on
//! any target, so that code which compiles on one target compiles on all, as std's own `From`
//! impls do. Where the macro cannot read a bound, only the types that hold the whole base get
//! `From` (those std has a `From` of the base for).

use proc_macro2::{Span, TokenStream};
use quote::quote;
use syn::Ident;

use super::alias::Alias;
use super::layout::{Domain, Int};

/// The integer types, each as the macro weighs it as a target: `usize` and `isize` at 16 bits.
const TARGETS: [&str; 12] = [
    "u8", "u16", "u32", "u64", "u128", "usize", "i8", "i16", "i32", "i64", "i128", "isize",
];

/// Through `is-core`'s `integers!`: `From<T>` or `TryFrom<T>` for each integer type but the
/// base, and for an integer base, `TryFrom` each of them (`Errno::try_from(22u64)`: a value
/// the base cannot hold matches no pattern of it, so the error keeps it as it came).
/// `From` is a cast, which loses nothing: the target holds every value of the base, or the
/// pattern's smallest and largest values, as read from bounds whose reading rustc confirms
/// (see `confirm`), and so every value between them.
pub(super) fn integers(alias: &Alias) -> TokenStream {
    let (ident, root) = (alias.ident, alias.shell.root);
    let name = alias.shell.item.ident.to_string();
    let domain = alias.reading().domain;
    let base_int = match domain {
        Domain::Int(int) => Some(int),
        Domain::Char => None,
    };
    let (mut from, mut try_from, mut sources) = (Vec::new(), Vec::new(), Vec::new());
    for target in TARGETS {
        let Some(mut target_int) = Int::of(target) else {
            continue;
        };
        if base_int.is_some_and(|int| int.name() == target) {
            continue;
        }
        if target_int.pointer_sized {
            target_int.bits = 16;
        }
        let target_ident = Ident::new(target, Span::call_site());
        if base_int.is_some() {
            sources.push(target_ident.clone());
        }
        if holds_whole_base(base_int, target_int) || holds_every_value(alias, target_int) {
            from.push(target_ident);
        } else {
            try_from.push(target_ident);
        }
    }
    // A `char` goes to the others as its code point.
    let via = match domain {
        Domain::Char => quote!(::core::primitive::u32),
        Domain::Int(_) => alias.base.clone(),
    };
    quote! {
        #root::__private::integers!(
            #ident, #via, #name; in: #(#sources)*; from: #(#from)*; try_from: #(#try_from)*
        );
    }
}

/// Whether `target` holds every value of the base, on every target: for an integer base,
/// where std has `From` (a wider type of the same sign, or a wider signed one; `usize` from 16
/// bits and less, `isize` from `i16`, `i8` and `u8`); for `char`, whose code points are below
/// 2^21, the types of 32 bits and more.
fn holds_whole_base(base: Option<Int>, target: Int) -> bool {
    let Some(base) = base else {
        return !target.pointer_sized && target.bits >= 32;
    };
    if base.pointer_sized || (base.signed && !target.signed) {
        return false;
    }
    if target.pointer_sized {
        return base.bits <= if base.signed == target.signed { 16 } else { 8 };
    }
    base.bits < target.bits
}

/// Whether every value the pattern admits, at every width of the base, is a value of
/// `target` (at 16 bits, for `usize`/`isize`): never, where the macro did not read the bounds.
fn holds_every_value(alias: &Alias, target: Int) -> bool {
    alias.readings.iter().all(|reading| {
        let Some(known) = &reading.known else {
            return false;
        };
        let domain = reading.domain;
        let ends = [known.smallest(domain), known.largest(domain)];
        ends.into_iter().all(|end| {
            end.is_some_and(|ordinal| {
                let (negative, magnitude) = domain.value(ordinal);
                fits(negative, magnitude, target)
            })
        })
    })
}

/// Whether `target` has the value `-magnitude` or `magnitude`.
fn fits(negative: bool, magnitude: u128, target: Int) -> bool {
    let half = 1u128 << (target.bits - 1);
    match (negative, target.signed) {
        (true, false) => magnitude == 0,
        (true, true) => magnitude <= half,
        (false, true) => magnitude < half,
        (false, false) => magnitude <= u128::MAX >> (128 - target.bits),
    }
}

/// `AsRef<BASE>` and `Borrow<BASE>`, where the layout keeps the base's bits (as `from_ref`'s
/// does): a `&Self` is then a `&BASE`. `Borrow` holds its promise, as comparison and hashing
/// are the value's.
pub(super) fn by_reference(alias: &Alias) -> TokenStream {
    let reading = alias.reading();
    if !reading.layout.keeps_bits(reading.domain) {
        return TokenStream::new();
    }
    let (ident, base) = (alias.ident, alias.base);
    quote! {
        impl ::core::convert::AsRef<#base> for #ident {
            #[inline]
            fn as_ref(&self) -> &#base {
                // SAFETY: `Self` has the size and alignment of the base (asserted below) and
                // stores a value as its own bits, in this layout, so its bytes are a valid base
                // value, the one it holds. Miri runs it at every boundary value of each layout.
                unsafe { &*::core::ptr::from_ref(self).cast::<#base>() }
            }
        }
        impl ::core::borrow::Borrow<#base> for #ident {
            #[inline]
            fn borrow(&self) -> &#base {
                ::core::convert::AsRef::as_ref(self)
            }
        }
    }
}

/// `LowerHex`, `UpperHex`, `Octal` and `Binary` on the value, for an integer base: written by
/// `is-core`'s `radix_formats!`.
pub(super) fn radix_formats(alias: &Alias) -> TokenStream {
    if matches!(alias.reading().domain, Domain::Char) {
        return TokenStream::new();
    }
    let (ident, root) = (alias.ident, alias.shell.root);
    quote!(#root::__private::radix_formats!(#ident);)
}
