//! Pattern types: `type Errno = is!(u32 is 0..4096);` becomes a checked newtype.
//!
//! The same stages as expressions, for one alias: parse (`TYPE is PAT`, with the shared
//! pattern-end rules), analyze (what the pattern admits, and so which layout keeps the value's
//! bits and still leaves a niche), lower (the type and its impls).

use proc_macro2::{Span, TokenStream, TokenTree};
use quote::{format_ident, quote, quote_spanned};
use syn::parse::Parser as _;
use syn::spanned::Spanned;
use syn::{Expr, Ident, ItemType, Lit, Pat, RangeLimits, Type};

use crate::tokens::Errors;
use crate::tokens::source::source;

/// `token` is the identifier `name`.
fn is_ident(token: &TokenTree, name: &str) -> bool {
    matches!(token, TokenTree::Ident(ident) if crate::tokens::ident_is(ident, name))
}

/// Tokens of `node`, for quoting a pattern or a type back into a message.
fn tokens_of(node: &impl quote::ToTokens) -> Vec<TokenTree> {
    node.to_token_stream().into_iter().collect()
}

/// The items for `item`, `type NAME = is!(BASE is PAT);`: the type, or its errors and a
/// stand-in that keeps the name defined (so its uses report nothing more).
pub(crate) fn expand(item: TokenStream, errors: &mut Errors) -> TokenStream {
    let tokens: Vec<TokenTree> = item.clone().into_iter().collect();
    if let Some(span) = crate::tokens::walk::deeper_than(&tokens, 0) {
        errors.too_deep(span);
        return TokenStream::new();
    }
    let item: ItemType = match syn::parse2(item) {
        Ok(item) => item,
        Err(error) => {
            errors.push(error);
            return TokenStream::new();
        }
    };
    let Type::Macro(call) = &*item.ty else {
        return stand_in(&item);
    };
    let before = errors.len();
    let generated = parse(&call.mac.tokens, call.mac.path.span(), errors)
        .and_then(|(base, pat)| lower(&item, &base, &pat, errors));
    match generated {
        Some(tokens) if errors.len() == before => tokens,
        _ => stand_in(&item),
    }
}

/// A stand-in for a type that failed: a unit struct of the same name and generics.
fn stand_in(item: &ItemType) -> TokenStream {
    let ItemType {
        vis,
        ident,
        generics,
        ..
    } = item;
    let params = generics.params.iter();
    let phantom = generics.type_params().map(|param| &param.ident);
    quote!(#vis struct #ident <#(#params),*> (::core::marker::PhantomData<(#(#phantom,)*)>);)
}

// ----- parse -----------------------------------------------------------------------------

/// `BASE is PAT`: the type, then the pattern after the first `is` outside any group.
fn parse(tokens: &TokenStream, call: Span, errors: &mut Errors) -> Option<(Type, Pat)> {
    let tokens: Vec<TokenTree> = tokens.clone().into_iter().collect();
    // The operator follows a complete type (`u32`, `Option<T>`, `[u8; 4]`); an `is` at the
    // start or after `::`, `<` or `,` is a path segment (`is::Thing`).
    let split = tokens.iter().enumerate().position(|(i, token)| {
        is_ident(token, "is")
            && i > 0
            && match &tokens[i - 1] {
                TokenTree::Ident(_) | TokenTree::Group(_) => true,
                TokenTree::Punct(p) => p.as_char() == '>',
                TokenTree::Literal(_) => false,
            }
    });
    let Some(split) = split else {
        errors.push_help(
            call,
            "a pattern type needs a base type and a pattern",
            "write `type NAME = is!(BASE is PATTERN);`, e.g. `is!(u32 is 0..4096)`",
        );
        return None;
    };
    let base: TokenStream = tokens[..split].iter().cloned().collect();
    let pat: TokenStream = tokens[split + 1..].iter().cloned().collect();
    if pat.is_empty() {
        errors.push_help(
            tokens[split].span(),
            "expected a pattern after `is`",
            "write `BASE is PATTERN`, e.g. `u32 is 0..4096`",
        );
        return None;
    }
    if let Some(error) = crate::checks::pattern_type_pattern(&tokens[split + 1..]) {
        errors.push(error);
        return None;
    }
    let base = syn::parse2::<Type>(base).map_err(|e| errors.push(e)).ok()?;
    let pat = Pat::parse_multi_with_leading_vert
        .parse2(pat)
        .map_err(|e| {
            errors.push_help(
                e.span(),
                &format!("this is not a pattern: {e}"),
                "range bounds are literals or `const` items, as in any pattern: `u32 is 0..MAX`",
            );
        })
        .ok()?;
    Some((base, pat))
}

// ----- analyze ---------------------------------------------------------------------------

/// An integer base type.
#[derive(Clone, Copy)]
struct Int {
    signed: bool,
    /// `None` for `usize`/`isize`, whose width the macro cannot know.
    bits: Option<u32>,
}

impl Int {
    fn of(name: &str) -> Option<Int> {
        let (signed, bits) = match name {
            "u8" => (false, Some(8)),
            "u16" => (false, Some(16)),
            "u32" => (false, Some(32)),
            "u64" => (false, Some(64)),
            "u128" => (false, Some(128)),
            "usize" => (false, None),
            "i8" => (true, Some(8)),
            "i16" => (true, Some(16)),
            "i32" => (true, Some(32)),
            "i64" => (true, Some(64)),
            "i128" => (true, Some(128)),
            "isize" => (true, None),
            _ => return None,
        };
        Some(Int { signed, bits })
    }

    /// The width used to check literals: 64 for `usize`/`isize`, where rustc checks the rest.
    fn width(self) -> u32 {
        self.bits.unwrap_or(64)
    }

    fn min(self) -> i128 {
        match (self.signed, self.width()) {
            (false, _) => 0,
            (true, 128) => i128::MIN,
            (true, bits) => -(1i128 << (bits - 1)),
        }
    }

    /// `None` where it does not fit an `i128` (`u128::MAX`).
    fn max(self) -> Option<i128> {
        match (self.signed, self.width()) {
            (false, 128) => None,
            (true, 128) => Some(i128::MAX),
            (false, bits) => Some((1i128 << bits) - 1),
            (true, bits) => Some((1i128 << (bits - 1)) - 1),
        }
    }
}

/// What the base type is.
enum Base {
    Int(Int),
    Char,
    /// Any other type: an enum refinement such as `Result<T, E> is Err(_)`.
    Other,
}

/// One alternative of an integer or `char` pattern: `lo..hi`, `lo..=hi`, `lo..`, `..hi`, `v`.
struct Piece {
    start: Option<Expr>,
    end: Option<Expr>,
    /// Whether `end` is included (`..=`, or a single value).
    inclusive: bool,
    span: Span,
}

/// The alternatives of `pat`, or the error for a piece that is not a literal or a range.
fn pieces(pat: &Pat, errors: &mut Errors) -> Option<Vec<Piece>> {
    let mut out = Vec::new();
    let mut stack = vec![pat];
    while let Some(pat) = stack.pop() {
        // syn keeps literal, path and `const` patterns as the expressions they are.
        let value = match pat {
            Pat::Paren(paren) => {
                stack.push(&paren.pat);
                continue;
            }
            Pat::Or(or) => {
                stack.extend(or.cases.iter().rev());
                continue;
            }
            Pat::Range(range) => {
                out.push(Piece {
                    start: range.start.as_deref().cloned(),
                    end: range.end.as_deref().cloned(),
                    inclusive: matches!(range.limits, RangeLimits::Closed(_)),
                    span: range.span(),
                });
                continue;
            }
            Pat::Lit(lit) => Expr::Lit(lit.clone()),
            Pat::Path(path) => Expr::Path(path.clone()),
            Pat::Const(konst) => Expr::Const(konst.clone()),
            other => {
                errors.push_help(
                    other.span(),
                    "a pattern type over an integer or `char` takes literals, ranges and `|` of them",
                    "write e.g. `u8 is (1 | 3 | 10..=20)` or `u32 is 0..MAX`",
                );
                return None;
            }
        };
        out.push(Piece {
            start: Some(value.clone()),
            end: Some(value),
            inclusive: true,
            span: pat.span(),
        });
    }
    Some(out)
}

/// The value of a bound the macro can read: an integer or `char` literal, maybe negative.
fn literal(expr: &Expr) -> Option<i128> {
    match expr {
        Expr::Lit(lit) => match &lit.lit {
            Lit::Int(int) => int.base10_parse::<i128>().ok(),
            Lit::Char(c) => Some(i128::from(u32::from(c.value()))),
            Lit::Byte(b) => Some(i128::from(b.value())),
            _ => None,
        },
        Expr::Unary(unary) if matches!(unary.op, syn::UnOp::Neg(_)) => {
            literal(&unary.expr).map(|v| -v)
        }
        Expr::Paren(paren) => literal(&paren.expr),
        // `u64::MAX`, `i32::MIN`: known too.
        Expr::Path(path) if path.qself.is_none() && path.path.segments.len() == 2 => {
            let [ty, constant] = [&path.path.segments[0], &path.path.segments[1]];
            let int = Int::of(&ty.ident.to_string())?;
            match constant.ident.to_string().as_str() {
                "MIN" => Some(int.min()),
                "MAX" => int.max(),
                _ => None,
            }
        }
        _ => None,
    }
}

/// The values a pattern admits, as inclusive intervals, when every bound is a literal.
struct Known {
    intervals: Vec<(i128, i128)>,
}

impl Known {
    /// Reads the pieces' bounds; `Ok(None)` when one is not a literal (a `const` item).
    fn of(
        pieces: &[Piece],
        min: i128,
        max: Option<i128>,
        base: &str,
        errors: &mut Errors,
    ) -> Option<Option<Known>> {
        let max_or = |v: Option<i128>| v.unwrap_or(i128::MAX);
        let mut intervals = Vec::new();
        for piece in pieces {
            let read = |bound: Option<&Expr>| bound.map(literal);
            let (start, end) = (read(piece.start.as_ref()), read(piece.end.as_ref()));
            if matches!(start, Some(None)) || matches!(end, Some(None)) {
                return Some(None);
            }
            let lo = start.flatten().unwrap_or(min);
            let hi = match end.flatten() {
                Some(end) if piece.inclusive => end,
                Some(end) => end - 1,
                None => max_or(max),
            };
            for (value, expr) in [(start.flatten(), &piece.start), (end.flatten(), &piece.end)] {
                if let (Some(value), Some(expr)) = (value, expr)
                    && (value < min || value > max_or(max))
                {
                    let range = match max {
                        Some(max) => format!("{min}..={max}"),
                        None => format!("{min}.."),
                    };
                    errors.push_help(
                        expr.span(),
                        &format!("{value} is outside the range of `{base}`"),
                        &format!("a `{base}` bound lies in {range}"),
                    );
                    return None;
                }
            }
            if lo > hi {
                errors.push_help(
                    piece.span,
                    "this range is empty: it admits no value",
                    "a range `a..b` needs `a < b`, and `a..=b` needs `a <= b`",
                );
                return None;
            }
            intervals.push((lo, hi));
        }
        intervals.sort_unstable();
        Some(Some(Known { intervals }))
    }

    fn contains(&self, v: i128) -> bool {
        self.intervals.iter().any(|&(lo, hi)| lo <= v && v <= hi)
    }

    /// The first value the pattern excludes, scanning up from `min`; `None` if it admits all.
    fn first_excluded(&self, min: i128, max: Option<i128>) -> Option<i128> {
        let mut candidate = min;
        for &(lo, hi) in &self.intervals {
            if candidate < lo {
                return Some(candidate);
            }
            candidate = candidate.max(hi.checked_add(1)?);
        }
        match max {
            Some(max) if candidate > max => None,
            _ => Some(candidate),
        }
    }

    /// Whether no value of the domain is left out. The surrogates `0xD800..=0xDFFF` are no
    /// `char`s, so for `char` a pattern that skips only them still admits every value.
    fn admits_all(&self, min: i128, max: Option<i128>, char: bool) -> bool {
        if !char {
            return self.first_excluded(min, max).is_none();
        }
        let mut intervals = self.intervals.clone();
        intervals.push((0xD800, 0xDFFF));
        intervals.sort_unstable();
        Known { intervals }.first_excluded(min, max).is_none()
    }

    fn smallest(&self) -> i128 {
        self.intervals[0].0
    }

    fn largest(&self) -> i128 {
        self.intervals.iter().map(|&(_, hi)| hi).max().unwrap_or(0)
    }
}

/// How the value is stored.
enum Layout {
    /// `NonZero<BASE>` holding `value ^ EXCLUDED`, where `EXCLUDED` is a value the pattern does
    /// not admit. With `EXCLUDED == 0` that is the value itself.
    Xor {
        /// Known at expansion time, or computed by `const` evaluation from `const` bounds.
        excluded: Option<i128>,
    },
    /// The value's bytes in native order, the most significant an enum of the values it can
    /// take (`tops`, as unsigned bytes): the bits are the value's, and every other top byte is
    /// a niche.
    TopByte { bytes: usize, tops: Vec<u8> },
    /// `char` itself, whose invalid code points are the niche.
    Char,
}

impl Layout {
    fn keeps_bits(&self) -> bool {
        !matches!(self, Layout::Xor { excluded } if *excluded != Some(0))
    }
}

/// The layout for an integer pattern type whose admitted values are `known` (if literal).
fn choose(int: Int, known: Option<&Known>) -> Layout {
    let Some(known) = known else {
        return Layout::Xor { excluded: None };
    };
    if !known.contains(0) {
        return Layout::Xor { excluded: Some(0) };
    }
    if let Some(bits) = int.bits {
        let tops = top_bytes(int, bits, known);
        if tops.len() < 256 {
            return Layout::TopByte {
                bytes: bits as usize / 8,
                tops,
            };
        }
    }
    Layout::Xor {
        excluded: known.first_excluded(int.min(), int.max()),
    }
}

/// The most significant bytes (as stored: two's complement) that admitted values have.
fn top_bytes(int: Int, bits: u32, known: &Known) -> Vec<u8> {
    let shift = bits - 8;
    let mut tops = [false; 256];
    for &(lo, hi) in &known.intervals {
        // In order of value the top byte rises monotonically, from `lo`'s to `hi`'s; for signed
        // types it rises from 0x80 (the most negative) through 0xFF to 0x7F.
        let ordinal = |v: i128| -> u16 {
            let offset = if int.signed { v - int.min() } else { v };
            (offset >> shift) as u16
        };
        for ord in ordinal(lo)..=ordinal(hi) {
            let byte = if int.signed {
                (ord as u8) ^ 0x80
            } else {
                ord as u8
            };
            tops[byte as usize] = true;
        }
    }
    (0..=255u8).filter(|&b| tops[b as usize]).collect()
}

// ----- lower -----------------------------------------------------------------------------

fn lower(item: &ItemType, base: &Type, pat: &Pat, errors: &mut Errors) -> Option<TokenStream> {
    let kind = match base {
        Type::Path(path) if path.qself.is_none() && path.path.get_ident().is_some() => {
            let name = path.path.segments[0].ident.to_string();
            if name == "char" {
                Base::Char
            } else if let Some(int) = Int::of(&name) {
                Base::Int(int)
            } else if name == "f32" || name == "f64" {
                errors.push_help(
                    base.span(),
                    "a pattern type cannot refine a float",
                    "floats have no niche to give and `NaN` matches no range; refine an integer, `char` or an enum",
                );
                return None;
            } else {
                Base::Other
            }
        }
        _ => Base::Other,
    };
    let pattern = source(&tokens_of(pat));
    // Integers and `char` share one path: a value domain, a name for messages and a layout.
    let (min, max, name) = match kind {
        Base::Int(int) => (int.min(), int.max(), base_name(base)),
        Base::Char => (0, Some(0x10_FFFF), "char".to_owned()),
        Base::Other => return refinement(item, base, pat, &pattern, errors),
    };
    if !item.generics.params.is_empty() {
        errors.push(syn::Error::new(
            item.generics.span(),
            format!("a `{name}` pattern type takes no generic parameters"),
        ));
        return None;
    }
    let pieces = pieces(pat, errors)?;
    let known = Known::of(&pieces, min, max, &name, errors)?;
    if let Some(known) = &known
        && known.admits_all(min, max, matches!(kind, Base::Char))
    {
        errors.push_help(
            pat.span(),
            &format!("this pattern matches every {name}"),
            &format!("use `{name}` itself: a pattern type must exclude a value, to have a niche"),
        );
        return None;
    }
    let layout = match kind {
        Base::Int(int) => choose(int, known.as_ref()),
        _ => Layout::Char,
    };
    Some(integer(
        item,
        base,
        pat,
        &pattern,
        &pieces,
        known.as_ref(),
        &layout,
    ))
}

fn base_name(base: &Type) -> String {
    source(&tokens_of(base))
}

/// Attributes and docs of the alias, then a line on the layout.
fn docs(item: &ItemType, layout_doc: &str) -> TokenStream {
    let attrs = &item.attrs;
    let has_docs = attrs.iter().any(|attr| attr.path().is_ident("doc"));
    let separator = has_docs.then(|| quote!(#[doc = ""]));
    quote!(#(#attrs)* #separator #[doc = #layout_doc])
}

/// The struct and impls of an integer or `char` pattern type.
#[allow(clippy::too_many_arguments)]
fn integer(
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

/// `Serialize` as the base value, and `Deserialize` through `TryFrom`, whose `PatternError`
/// becomes the deserializer's error: only with the `serde` feature.
fn serde_impls(
    ident: &Ident,
    generics: &syn::Generics,
    base: &Type,
    value: TokenStream,
) -> TokenStream {
    if !cfg!(feature = "serde") {
        return TokenStream::new();
    }
    let (impl_generics, type_generics, _) = generics.split_for_impl();
    let mut de_generics = generics.clone();
    de_generics.params.insert(0, syn::parse_quote!('de));
    let (de_impl_generics, _, _) = de_generics.split_for_impl();
    let type_params: Vec<&Ident> = generics.type_params().map(|param| &param.ident).collect();
    quote! {
        impl #impl_generics ::is::__private::serde::Serialize for #ident #type_generics
        where
            #base: ::is::__private::serde::Serialize,
            #(#type_params: ::is::__private::serde::Serialize,)*
        {
            fn serialize<S: ::is::__private::serde::Serializer>(&self, serializer: S) -> ::core::result::Result<S::Ok, S::Error> {
                let value: &#base = #value;
                ::is::__private::serde::Serialize::serialize(value, serializer)
            }
        }

        impl #de_impl_generics ::is::__private::serde::Deserialize<'de> for #ident #type_generics
        where
            #base: ::is::__private::serde::Deserialize<'de> + ::core::fmt::Debug,
        {
            fn deserialize<D: ::is::__private::serde::Deserializer<'de>>(deserializer: D) -> ::core::result::Result<Self, D::Error> {
                let value = <#base as ::is::__private::serde::Deserialize<'de>>::deserialize(deserializer)?;
                <Self as ::core::convert::TryFrom<#base>>::try_from(value).map_err(::is::__private::serde::de::Error::custom)
            }
        }
    }
}

/// An integer literal of the base type, suffixed (`4096u32`, `-273i16`): no cast to lint.
fn int_literal(value: i128, base: &Type) -> TokenStream {
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
fn excluded_search(base: &Type, pat: &Pat, pieces: &[Piece]) -> TokenStream {
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
fn bounds(
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

/// An enum refinement: `Result<T, E> is Err(_)`, a `Result` known to be `Err`.
fn refinement(
    item: &ItemType,
    base: &Type,
    pat: &Pat,
    pattern: &str,
    errors: &mut Errors,
) -> Option<TokenStream> {
    let ItemType {
        vis,
        ident,
        generics,
        ..
    } = item;
    let name = ident.to_string();
    // The macro's hygiene (lints treat the impls as generated) at the alias's location.
    let span = Span::call_site().located_at(ident.span());
    let (impl_generics, type_generics, where_clause) = generics.split_for_impl();
    let params = &generics.params;
    let where_predicates = generics.where_clause.as_ref().map(|clause| {
        let predicates = clause.predicates.iter();
        quote!(#(#predicates,)*)
    });
    let base_name = base_name(base);
    let layout_doc = format!(
        "Layout: `#[repr(transparent)]` over `{base_name}`, so a `&{base_name}` refines to a `&{name}` without a copy."
    );
    let doc_attrs = docs(item, &layout_doc);
    let accessor = accessor(base, pat, &name, pattern);
    let serde = serde_impls(ident, generics, base, quote!(&self.0));
    if let Pat::Ident(binding) = pat
        && binding.subpat.is_none()
    {
        errors.push_help(
            pat.span(),
            "this pattern binds a name and matches everything",
            "refine with a pattern that excludes a value, e.g. `Option<T> is Some(_)`",
        );
        return None;
    }
    Some(quote_spanned! {span=>
        #doc_attrs
        #[derive(::core::clone::Clone, ::core::marker::Copy, ::core::cmp::PartialEq, ::core::cmp::Eq, ::core::cmp::PartialOrd, ::core::cmp::Ord, ::core::hash::Hash, ::core::fmt::Debug)]
        #[repr(transparent)]
        #vis struct #ident <#params> (#base) #where_clause;

        #[allow(dead_code)]
        impl #impl_generics #ident #type_generics #where_clause {
            /// The pattern, as written.
            pub const PATTERN: &'static str = #pattern;

            /// `value` as this type, or the error that gives it back if it does not match.
            pub fn new(value: #base) -> ::core::result::Result<Self, ::is::PatternError<#base>> {
                if ::core::matches!(value, #pat) {
                    ::core::result::Result::Ok(Self(value))
                } else {
                    ::core::result::Result::Err(::is::PatternError::new(value, #pattern, #name))
                }
            }

            /// The value, borrowed.
            pub const fn get(&self) -> &#base {
                &self.0
            }

            /// The value, given back.
            pub fn into_inner(self) -> #base {
                self.0
            }

            /// `value` as a reference to this type, if it matches: no copy is made.
            pub fn from_ref(value: &#base) -> ::core::option::Option<&Self> {
                if ::core::matches!(value, #pat) {
                    // SAFETY: `Self` is `#[repr(transparent)]` over the base type, and `value`
                    // matches the pattern, which is all `Self` promises.
                    ::core::option::Option::Some(unsafe { &*::core::ptr::from_ref(value).cast::<Self>() })
                } else {
                    ::core::option::Option::None
                }
            }

            #accessor
        }

        impl #impl_generics ::core::convert::From<#ident #type_generics> for #base #where_clause {
            fn from(value: #ident #type_generics) -> Self { value.0 }
        }

        impl #impl_generics ::core::convert::TryFrom<#base> for #ident #type_generics #where_clause {
            type Error = ::is::PatternError<#base>;
            fn try_from(value: #base) -> ::core::result::Result<Self, Self::Error> { Self::new(value) }
        }

        // For a clone of the value; the inherent `get` borrows it.
        impl #impl_generics ::is::PatternType for #ident #type_generics
        where
            #base: ::core::clone::Clone,
            #where_predicates
        {
            type Base = #base;
            const PATTERN: &'static str = #pattern;
            fn new(value: #base) -> ::core::option::Option<Self> { Self::new(value).ok() }
            fn get(&self) -> #base { ::core::clone::Clone::clone(&self.0) }
        }

        #serde
    })
}

/// `Path(_)` or `Path(x)`: the path and its last segment, the variant.
fn single_field_variant(pat: &Pat) -> Option<(syn::Path, Ident)> {
    match pat {
        Pat::Paren(paren) => single_field_variant(&paren.pat),
        Pat::TupleStruct(tuple) if tuple.elems.len() == 1 && tuple.qself.is_none() => {
            let field = &tuple.elems[0];
            let simple = matches!(field, Pat::Wild(_))
                || matches!(field, Pat::Ident(ident) if ident.subpat.is_none());
            let variant = tuple.path.segments.last()?.ident.clone();
            simple.then(|| (tuple.path.clone(), variant))
        }
        _ => None,
    }
}

/// For `Option<T> is Some(_)`, `Result<T, E> is Ok(_)` and `Result<T, E> is Err(_)`: the one
/// field, infallibly, as `into_some`, `into_ok` or `into_err`. The field's type is read off the
/// base's generic arguments, which only these two enums fix by name; for other enums the
/// accessor is left out rather than guessed (`into_inner` and a `match` do the same).
fn accessor(base: &Type, pat: &Pat, name: &str, pattern: &str) -> Option<TokenStream> {
    let (path, variant) = single_field_variant(pat)?;
    let Type::Path(base_path) = base else {
        return None;
    };
    let last = base_path.path.segments.last()?;
    let syn::PathArguments::AngleBracketed(args) = &last.arguments else {
        return None;
    };
    let types: Vec<&Type> = args
        .args
        .iter()
        .filter_map(|arg| match arg {
            syn::GenericArgument::Type(ty) => Some(ty),
            _ => None,
        })
        .collect();
    let field = match (
        last.ident.to_string().as_str(),
        variant.to_string().as_str(),
    ) {
        ("Option", "Some") | ("Result", "Ok") => types.first()?,
        ("Result", "Err") => types.get(1)?,
        _ => return None,
    };
    let method = format_ident!("into_{}", snake_case(&variant.to_string()));
    let doc = format!(
        "The field of `{}`, which this value is known to be.",
        source(&tokens_of(&path))
    );
    let message = format!("a `{name}` always matches `{pattern}`");
    Some(quote! {
        #[doc = #doc]
        pub fn #method(self) -> #field {
            match self.0 {
                #path(field) => field,
                _ => ::core::unreachable!(#message),
            }
        }
    })
}

fn snake_case(name: &str) -> String {
    let mut out = String::new();
    for (i, c) in name.chars().enumerate() {
        if c.is_uppercase() {
            if i > 0 {
                out.push('_');
            }
            out.extend(c.to_lowercase());
        } else {
            out.push(c);
        }
    }
    out
}

/// FNV-1a: stable across runs and compiler versions, unlike `DefaultHasher`'s promise.
fn stable_hash(text: &str) -> u32 {
    text.bytes().fold(0x811c_9dc5, |hash, byte| {
        (hash ^ u32::from(byte)).wrapping_mul(0x0100_0193)
    })
}

/// `(A | B)` as the pattern of a `match` arm is `A | B`: the parentheses would warn.
fn without_parens(pat: Pat) -> Pat {
    match pat {
        Pat::Paren(paren) if paren.attrs.is_empty() => without_parens(*paren.pat),
        other => other,
    }
}
