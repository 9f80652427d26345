//! `const` assertions that make rustc confirm what the layout of an integer or `char` pattern
//! type rests on, so that a wrong reading by the macro is a compile error at the alias, never
//! a wrong layout:
//!
//! - the base the user wrote is the primitive the macro read it as (a user's `u32` may be
//!   another type);
//! - the type has the size and alignment of its base (these two, [`base_and_size`], a float
//!   pattern type asserts too);
//! - where the macro read the bounds: each bound as written is the literal it read, and one
//!   written as the base's `MIN` or `MAX` is the primitive's (an error that says what to write
//!   where a user's `mod u8` shadows `u8::MAX`); each
//!   admitted interval's ends match and their outer neighbours do not (so the intervals are
//!   rustc's); every top byte in each interval is one the storage takes (so `new` and
//!   `from_ref` agree with `contains`); and the excluded value of the xor layout does not
//!   match. On `usize`/`isize`, per pointer width where the readings differ.
//!
//! Where the macro cannot read a bound (a `const`, another path), the xor layout finds its excluded
//! value by `const` evaluation of the pattern itself, and nothing is left to confirm.

use proc_macro2::TokenStream;
use quote::{quote, quote_spanned};
use syn::Ident;
use syn::spanned::Spanned;

use super::alias::{Alias, Reading};
use super::layout::{Domain, Layout, literal, primitive_constant};
use super::shared::format_literal;
use super::shell::Shell;

/// The assertions: one `const` item of the block around the alias, as each costs the compiler
/// an evaluation of its own.
pub(super) fn assertions(alias: &Alias) -> TokenStream {
    let Alias { ident, base, .. } = alias;
    let base_and_size = base_and_size(&alias.shell, ident, base);
    let reading = alias.per_width(|reading| {
        // Where `usize` has a width of its own, the `cfg` that chose it is confirmed too.
        let width = reading
            .width
            .filter(|_| alias.readings.len() > 1)
            .map(|bits| quote!(::core::assert!(::core::primitive::usize::BITS == #bits);));
        let read = reading_assertions(alias, reading);
        quote!(#width #read)
    });
    quote! {
        const _: () = {
            #base_and_size
            #reading
        };
    }
}

/// The statements confirming that the base as written is the primitive `base`, and that the
/// type `ident` has its size and alignment: what every pattern type over a primitive (an
/// integer, `char` or a float) asserts.
pub(super) fn base_and_size(shell: &Shell, ident: &Ident, base: &TokenStream) -> TokenStream {
    let (written_base, root) = (shell.base, shell.root);
    // At the base as written, where rustc reports a base that is not the primitive.
    let primitive = quote_spanned! {written_base.span()=>
        let () = <#written_base as #root::__private::Primitive<#base>>::SAME;
    };
    let sizes = format_literal(&format!(
        "`{}` must have the size and alignment of `{}`: please report this as a bug of `is`",
        shell.item.ident, shell.base_name
    ));
    quote! {
        #primitive
        ::core::assert!(
            ::core::mem::size_of::<#ident>() == ::core::mem::size_of::<#base>()
                && ::core::mem::align_of::<#ident>() == ::core::mem::align_of::<#base>(),
            #sizes
        );
    }
}

/// Where an interval's top bytes are walked by a loop rather than one check each.
const TOPS_WRITTEN_OUT: u128 = 4;

/// The assertions on the values the macro read at one width, if it read them: straight-line
/// checks, with a loop only for an interval over many top bytes, as each loop costs the
/// compiler more than a few calls.
fn reading_assertions(alias: &Alias, reading: &Reading) -> TokenStream {
    let Some(known) = &reading.known else {
        return TokenStream::new();
    };
    let constants = primitive_constants(alias, reading.domain);
    let Domain::Int(int) = reading.domain else {
        // A `char` is stored as itself, whatever the pattern.
        return constants;
    };
    let Alias { ident, .. } = alias;
    let domain = reading.domain;
    let message = format_literal(&format!(
        "rustc reads the pattern of `{}` otherwise than the `is` macro did, which chose its layout by that reading: please report this as a bug of `is`",
        alias.shell.item.ident
    ));
    let literal = |ordinal: u128| domain.literal(ordinal);
    let mut checks = written_bounds(alias, domain);
    if let Layout::Xor {
        excluded: Some(x), ..
    } = reading.layout
    {
        let x = literal(x);
        checks.push(quote!(!#ident::contains(#x)));
    }
    // The top bytes are those of the ordinals: the values' with the sign bit flipped.
    let shift = match reading.layout {
        Layout::TopByte { .. } => Some(int.bits - 8),
        _ => None,
    };
    let mut loops = TokenStream::new();
    for &(lo, hi) in &known.intervals {
        // Its ends match, and their outer neighbours do not: the interval is rustc's.
        if lo > 0 {
            let below = literal(lo - 1);
            checks.push(quote!(!#ident::contains(#below)));
        }
        if hi < domain.max() {
            let above = literal(hi + 1);
            checks.push(quote!(!#ident::contains(#above)));
        }
        // The storage takes the interval's ends and the start of each top byte in it.
        let mut stored = vec![lo, hi];
        if let Some(shift) = shift {
            let tops = (hi >> shift) - (lo >> shift);
            if tops <= TOPS_WRITTEN_OUT {
                stored.extend((1..=tops).map(|k| ((lo >> shift) + k) << shift));
            } else {
                let (lo, hi) = (literal(lo), literal(hi));
                loops.extend(quote! {
                    let (mut __is_v, __is_hi) = (#lo, #hi);
                    while __is_v >> #shift != __is_hi >> #shift {
                        __is_v = ((__is_v >> #shift) + 1) << #shift;
                        __is_read_alike &= #ident::new(__is_v).is_some();
                    }
                });
            }
        }
        stored.dedup();
        checks.extend(stored.into_iter().map(|v| {
            let v = literal(v);
            quote!(#ident::new(#v).is_some())
        }));
    }
    // The excluded value is often an interval's neighbour, checked once.
    let mut seen = std::collections::HashSet::new();
    checks.retain(|check| seen.insert(check.to_string()));
    // A block statement, ended by `;` so that a `cfg` on it covers it alone.
    if loops.is_empty() {
        return quote!(#constants { ::core::assert!(#(#checks)&&*, #message); };);
    }
    quote! {
        #constants
        {
            let mut __is_read_alike = #(#checks)&&*;
            #loops
            ::core::assert!(__is_read_alike, #message);
        };
    }
}

/// For each bound written as the base's `MIN` or `MAX` (`u8::MAX`), a statement asserting it
/// is the primitive's, as the macro read it: where a module or type of the user's named like
/// the base shadows it, the alias is an error that says what to write.
fn primitive_constants(alias: &Alias, domain: Domain) -> TokenStream {
    let mut out = TokenStream::new();
    let name = domain.name();
    for bound in alias
        .pieces
        .iter()
        .flat_map(|piece| [&piece.start, &piece.end])
        .flatten()
    {
        let Some(end) = primitive_constant(bound, domain) else {
            continue;
        };
        let value = domain.literal(end.ordinal(domain));
        let end = end.name();
        let message = format_literal(&format!(
            "`{}` in the pattern of `{}` is not the primitive's `{name}::{end}`: an item of this scope named `{name}` shadows it\nhelp: write `::core::primitive::{name}::{end}`, which names the primitive's wherever it is written",
            crate::tokens::source::source(&super::shared::tokens_of(bound)),
            alias.shell.item.ident,
        ));
        // At the bound, where rustc's error then points.
        let at = proc_macro2::Span::call_site().located_at(bound.span());
        out.extend(quote_spanned!(at=> ::core::assert!(#bound == #value, #message);));
    }
    out
}

/// `BOUND == LITERAL` for each bound as written, against the value the macro read.
fn written_bounds(alias: &Alias, domain: Domain) -> Vec<TokenStream> {
    let mut out = Vec::new();
    for piece in alias.pieces {
        for bound in [&piece.start, &piece.end].into_iter().flatten() {
            let Some((negative, magnitude)) = literal(bound) else {
                continue;
            };
            let Some(ordinal) = domain.ordinal(negative, magnitude) else {
                continue;
            };
            let value = domain.literal(ordinal);
            out.push(quote!(#bound == #value));
        }
    }
    out
}
