//! What an integer or `char` pattern type is made from: the alias as read, and its pattern
//! read at each width of its base, which [`storage`](super::storage),
//! [`integer`](super::integer) and [`confirm`](super::confirm) emit from.

use proc_macro2::TokenStream;
use quote::quote;
use syn::Ident;

use super::layout::{Domain, Known, Layout, Piece};
use super::shell::Shell;

/// What the parts of an integer or `char` pattern type are made from.
pub(super) struct Alias<'a> {
    /// The alias as written (its base as written, its pattern, the runtime's path).
    pub(super) shell: Shell<'a>,
    /// The alias's name at the call site, for everything but the struct's definition.
    pub(super) ident: &'a Ident,
    /// The base as generated code names it: `::core::primitive::u32`, which rustc must find
    /// the base as written to be.
    pub(super) base: &'a TokenStream,
    pub(super) pieces: &'a [Piece],
    /// The pattern read at each width the base has: one, or one per pointer width.
    pub(super) readings: &'a [Reading],
    /// Whether some pointer width could not read the pattern (its error is emitted apart).
    pub(super) some_width_failed: bool,
}

/// The pattern as read at one width of the base.
pub(super) struct Reading {
    /// The pointer width, for `usize`/`isize`.
    pub(super) width: Option<u32>,
    pub(super) domain: Domain,
    /// The admitted values, when every bound is a literal.
    pub(super) known: Option<Known>,
    pub(super) layout: Layout,
}

impl Alias<'_> {
    /// The reading at the first width: what does not depend on the width (the kind of layout,
    /// whether the bounds are known, whether the pattern admits 0).
    pub(super) fn reading(&self) -> &Reading {
        &self.readings[0]
    }

    /// The base's name as an identifier, for the paths of `is-core`'s functions of each base:
    /// `u32` in `ordinal::u32`.
    pub(super) fn primitive(&self) -> Ident {
        let name = match self.reading().domain {
            Domain::Int(int) => int.name(),
            Domain::Char => "char".to_owned(),
        };
        Ident::new(&name, proc_macro2::Span::call_site())
    }

    /// `items` for each width: one copy where every width gives the same tokens, else one per
    /// pointer width under its `cfg`.
    pub(super) fn per_width(&self, items: impl Fn(&Reading) -> TokenStream) -> TokenStream {
        // One reading that holds on every target (every base but `usize`/`isize`): nothing
        // to compare, and printing the tokens to compare them is most of what this costs.
        if let [reading] = self.readings
            && !self.some_width_failed
        {
            return items(reading);
        }
        let each: Vec<(Option<u32>, TokenStream)> = self
            .readings
            .iter()
            .map(|reading| (reading.width, items(reading)))
            .collect();
        let first = each[0].1.to_string();
        let same = each.iter().all(|(_, tokens)| tokens.to_string() == first);
        if same && !self.some_width_failed {
            return each
                .into_iter()
                .map(|(_, tokens)| tokens)
                .next()
                .unwrap_or_default();
        }
        each.into_iter()
            .map(|(width, tokens)| match width {
                Some(width) => under_cfg(width, tokens),
                None => tokens,
            })
            .collect()
    }
}

/// Each item or statement of `tokens` (each ended by `;`) under the `cfg` of `width`.
fn under_cfg(width: u32, tokens: TokenStream) -> TokenStream {
    let cfg = width.to_string();
    let mut out = TokenStream::new();
    let mut item = TokenStream::new();
    for token in tokens {
        let ends = matches!(&token, proc_macro2::TokenTree::Punct(p) if p.as_char() == ';');
        item.extend([token]);
        if ends {
            let item = std::mem::take(&mut item);
            out.extend(quote!(#[cfg(target_pointer_width = #cfg)] #item));
        }
    }
    if !item.is_empty() {
        out.extend(quote!(#[cfg(target_pointer_width = #cfg)] #item));
    }
    out
}
