//! `const` assertions that make rustc confirm what the layout of an integer or `char` pattern
//! type rests on, so that a wrong reading by the macro is a compile error at the alias, never
//! a wrong layout:
//!
//! - the base the user wrote is the primitive the macro read it as (a user's `u32` may be
//!   another type);
//! - the type has the size and alignment of its base, and `Option` of it too;
//! - where the macro read the bounds: each bound as written is the literal it read; each
//!   admitted interval's ends match and their outer neighbours do not (so the intervals are
//!   rustc's); every top byte in each interval is one the storage takes (so `new` and
//!   `from_ref` agree with `contains`); and the excluded value of the xor layout does not
//!   match. On `usize`/`isize`, per pointer width where the readings differ.
//!
//! Where the macro cannot read a bound (a path, a `const`), the xor layout finds its excluded
//! value by `const` evaluation of the pattern itself, and nothing is left to confirm.

use proc_macro2::TokenStream;
use quote::{quote, quote_spanned};
use syn::spanned::Spanned;

use super::alias::{Alias, Reading};
use super::layout::{Domain, Layout, literal};
use super::shared::format_literal;

/// The assertions, as items of the block around the alias.
pub(super) fn assertions(alias: &Alias) -> TokenStream {
    let Alias { ident, base, .. } = alias;
    let (written_base, root) = (alias.shell.base, alias.shell.root);
    // At the base as written, where rustc reports a base that is not the primitive.
    let primitive = quote_spanned! {written_base.span()=>
        const _: () = <#written_base as #root::__private::Primitive<#base>>::SAME;
    };
    let sizes = format_literal(&format!(
        "`{}` must have the size and alignment of `{}`: please report this as a bug of `is`",
        alias.shell.item.ident, alias.shell.base_name
    ));
    let reading = alias.per_width(|reading| reading_assertions(alias, reading));
    let width = alias.readings.len() > 1;
    let widths = width.then(|| {
        alias.per_width(|reading| {
            let bits = reading.width.unwrap_or_default();
            quote!(const _: () = ::core::assert!(::core::primitive::usize::BITS == #bits);)
        })
    });
    quote! {
        #primitive
        const _: () = ::core::assert!(
            ::core::mem::size_of::<#ident>() == ::core::mem::size_of::<#base>()
                && ::core::mem::align_of::<#ident>() == ::core::mem::align_of::<#base>()
                && ::core::mem::size_of::<::core::option::Option<#ident>>() == ::core::mem::size_of::<#base>(),
            #sizes
        );
        #reading
        #widths
    }
}

/// The assertions on the values the macro read at one width, if it read them.
fn reading_assertions(alias: &Alias, reading: &Reading) -> TokenStream {
    let Domain::Int(int) = reading.domain else {
        // A `char` is stored as itself, whatever the pattern.
        return TokenStream::new();
    };
    let Some(known) = &reading.known else {
        return TokenStream::new();
    };
    let Alias { ident, base, .. } = alias;
    let domain = reading.domain;
    let message = format_literal(&format!(
        "rustc reads the pattern of `{}` otherwise than the `is` macro did, which chose its layout by that reading: please report this as a bug of `is`",
        alias.shell.item.ident
    ));
    let bounds = written_bounds(alias, domain);
    let intervals = known.intervals.iter().map(|&(lo, hi)| {
        let (lo_value, hi_value) = (domain.literal(lo), domain.literal(hi));
        quote!((#lo_value, #hi_value))
    });
    let count = known.intervals.len();
    // Each interval is walked from its start through the start of each top byte in it to its
    // end, so that each top byte is stored once: for other layouts, its ends alone.
    let step = match &reading.layout {
        Layout::TopByte { .. } => {
            let shift = int.bits - 8;
            quote!(if v >> #shift == hi >> #shift { hi } else { ((v >> #shift) + 1) << #shift })
        }
        _ => quote!(hi),
    };
    let excluded = match reading.layout {
        Layout::Xor {
            excluded: Some(x), ..
        } => {
            let x = domain.literal(x);
            quote!(&& !#ident::contains(#x))
        }
        _ => TokenStream::new(),
    };
    quote! {
        const _: () = {
            let mut read_alike = #bounds #excluded;
            let intervals: [(#base, #base); #count] = [#(#intervals),*];
            let mut i = 0;
            while i < #count {
                let (lo, hi) = intervals[i];
                read_alike &= (lo == #base::MIN || !#ident::contains(lo - 1))
                    && (hi == #base::MAX || !#ident::contains(hi + 1));
                let mut v = lo;
                loop {
                    read_alike &= #ident::new(v).is_some();
                    if v == hi {
                        break;
                    }
                    v = #step;
                }
                i += 1;
            }
            ::core::assert!(read_alike, #message);
        };
    }
}

/// `true && BOUND == LITERAL && …`: each bound as written against the value the macro read.
fn written_bounds(alias: &Alias, domain: Domain) -> TokenStream {
    let mut out = quote!(true);
    for piece in alias.pieces {
        for bound in [&piece.start, &piece.end].into_iter().flatten() {
            let Some((negative, magnitude)) = literal(bound) else {
                continue;
            };
            let Some(ordinal) = domain.ordinal(negative, magnitude) else {
                continue;
            };
            let value = domain.literal(ordinal);
            out.extend(quote!(&& #bound == #value));
        }
    }
    out
}
