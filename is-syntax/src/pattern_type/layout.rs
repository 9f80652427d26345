//! What the pattern admits, and the layout that keeps the value's bits and still leaves a
//! niche for `Option`.
//!
//! Values are worked with as *ordinals*: a base's values in order, counted from 0 at its
//! `MIN`, as `u128`. Every value of every base has one (`i128::MIN` is 0, `u128::MAX` is
//! `u128::MAX`), so no arithmetic here can overflow or lose the upper half of `u128`.

use proc_macro2::{Span, TokenStream};
use quote::quote;
use syn::spanned::Spanned;
use syn::{Expr, Lit, Pat, RangeLimits};

use super::read::plain_segments;
use crate::tokens::Errors;

/// An integer base type, at one width.
#[derive(Clone, Copy)]
pub(super) struct Int {
    pub(super) signed: bool,
    /// The width in bits: for `usize`/`isize`, one target's (see [`Int::widths`]).
    pub(super) bits: u32,
    /// `usize` or `isize`, whose width depends on the target.
    pub(super) pointer_sized: bool,
}

/// The pointer widths Rust targets have: `cfg(target_pointer_width = "…")`.
pub(super) const POINTER_WIDTHS: [u32; 3] = [16, 32, 64];

impl Int {
    /// The base named `name`; `usize`/`isize` at 64 bits (see [`Int::widths`]).
    pub(super) fn of(name: &str) -> Option<Int> {
        let (signed, bits) = match name {
            "u8" => (false, 8),
            "u16" => (false, 16),
            "u32" => (false, 32),
            "u64" => (false, 64),
            "u128" => (false, 128),
            "usize" => (false, 0),
            "i8" => (true, 8),
            "i16" => (true, 16),
            "i32" => (true, 32),
            "i64" => (true, 64),
            "i128" => (true, 128),
            "isize" => (true, 0),
            _ => return None,
        };
        let pointer_sized = bits == 0;
        let bits = if pointer_sized { 64 } else { bits };
        Some(Int {
            signed,
            bits,
            pointer_sized,
        })
    }

    /// The type's name: `u32`, `isize`.
    pub(super) fn name(self) -> String {
        let sign = if self.signed { 'i' } else { 'u' };
        if self.pointer_sized {
            format!("{sign}size")
        } else {
            format!("{sign}{}", self.bits)
        }
    }

    /// The type at each width it can have: itself, or `usize`/`isize` on each pointer width,
    /// with that width (`None` for a type of one width).
    pub(super) fn widths(self) -> Vec<(Option<u32>, Int)> {
        if !self.pointer_sized {
            return vec![(None, self)];
        }
        POINTER_WIDTHS
            .iter()
            .map(|&bits| (Some(bits), Int { bits, ..self }))
            .collect()
    }
}

/// A base's values, as ordinals.
#[derive(Clone, Copy)]
pub(super) enum Domain {
    Int(Int),
    Char,
}

impl Domain {
    /// The ordinal of the base's largest value.
    pub(super) fn max(self) -> u128 {
        match self {
            Domain::Int(int) => u128::MAX >> (128 - int.bits),
            Domain::Char => 0x10_FFFF,
        }
    }

    /// The base's name: `u32`, `usize`, `char`.
    pub(super) fn name(self) -> String {
        match self {
            Domain::Int(int) => int.name(),
            Domain::Char => "char".to_owned(),
        }
    }

    /// Half the values of a signed base: the ordinal of 0.
    fn zero(self) -> u128 {
        match self {
            Domain::Int(Int {
                signed: true, bits, ..
            }) => 1 << (bits - 1),
            _ => 0,
        }
    }

    /// The ordinal of the value `-magnitude` or `magnitude`, if the base has that value.
    pub(super) fn ordinal(self, negative: bool, magnitude: u128) -> Option<u128> {
        let zero = self.zero();
        let ordinal = if negative {
            zero.checked_sub(magnitude)?
        } else {
            zero.checked_add(magnitude)?
        };
        (ordinal <= self.max()).then_some(ordinal)
    }

    /// The ordinal of 0 (or `'\0'`): the value a base's `Default` gives.
    pub(super) fn ordinal_of_zero(self) -> u128 {
        self.zero()
    }

    /// The value of `ordinal` as a sign and a magnitude.
    pub(super) fn value(self, ordinal: u128) -> (bool, u128) {
        let zero = self.zero();
        if ordinal < zero {
            (true, zero - ordinal)
        } else {
            (false, ordinal - zero)
        }
    }

    /// Whether `ordinal` is a value of the base: every one is, but for `char`'s surrogates.
    pub(super) fn is_value(self, ordinal: u128) -> bool {
        !matches!(self, Domain::Char) || !(0xD800..=0xDFFF).contains(&ordinal)
    }

    /// The value of `ordinal` as an expression of the base: `4096u32`, `(-273i16)`, `'a'`,
    /// `::core::primitive::i128::MIN`. Suffixed, so that nothing is left to inference or a
    /// cast; the extremes of `usize`/`isize` by their absolute paths, the same on every width.
    pub(super) fn literal(self, ordinal: u128) -> TokenStream {
        let int = match self {
            Domain::Char => {
                let c = char::from_u32(ordinal as u32).unwrap_or('\0');
                return quote!(#c);
            }
            Domain::Int(int) => int,
        };
        let name = proc_macro2::Ident::new(&int.name(), Span::call_site());
        if ordinal == 0 && self.zero() != 0 {
            // Its magnitude fits no literal of the type.
            return quote!(::core::primitive::#name::MIN);
        }
        if int.pointer_sized && ordinal == self.max() {
            return quote!(::core::primitive::#name::MAX);
        }
        let (negative, magnitude) = self.value(ordinal);
        let literal: TokenStream = format!("{magnitude}{name}")
            .parse()
            .unwrap_or_else(|_| quote!(0));
        if negative {
            quote!((-#literal))
        } else {
            literal
        }
    }
}

/// What the base type is.
pub(super) enum Base {
    Int(Int),
    Char,
    /// `f32` or `f64`, by its width in bits: see [`float`](super::float).
    Float {
        bits: u32,
    },
    /// Any other type: an enum refinement such as `Result<T, E> is Err(_)`.
    Other,
}

/// One alternative of an integer or `char` pattern: `lo..hi`, `lo..=hi`, `lo..`, `..hi`, `v`.
pub(super) struct Piece {
    pub(super) start: Option<Expr>,
    pub(super) end: Option<Expr>,
    /// Whether `end` is included (`..=`, or a single value).
    pub(super) inclusive: bool,
    pub(super) span: Span,
}

/// The alternatives of `pat`, or the error for a piece that is not a literal or a range.
pub(super) fn pieces(pat: &Pat, errors: &mut Errors) -> Option<Vec<Piece>> {
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
                    "a pattern type over an integer, `char` or a float takes literals, ranges and `|` of them",
                    "write e.g. `u8 is (1 | 3 | 10..=20)`, `u32 is 0..MAX` or `f64 is 0.0..=1.0`",
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

/// Whether `pat` is made of values and ranges only (`0..10`, `(1 | 3)`, `'a'..='z'`), as the
/// pattern of an integer or `char` is, and an enum's is not.
pub(super) fn is_value_pattern(pat: &Pat) -> bool {
    match pat {
        Pat::Paren(paren) => is_value_pattern(&paren.pat),
        Pat::Or(or) => or.cases.iter().any(is_value_pattern),
        Pat::Range(_) | Pat::Lit(_) => true,
        _ => false,
    }
}

/// The value of a bound the macro can read, as a sign and a magnitude: an integer or `char`
/// literal, maybe negative. Other paths (`LIMIT`) are rustc's to read; the base's own `MIN`
/// and `MAX` are [`primitive_constant`]'s.
pub(super) fn literal(expr: &Expr) -> Option<(bool, u128)> {
    match expr {
        Expr::Lit(lit) => match &lit.lit {
            // syn reads `-100` in a pattern as one literal, its digits signed.
            Lit::Int(int) => match int.base10_digits().strip_prefix('-') {
                Some(digits) => digits.parse::<u128>().ok().map(|v| (v != 0, v)),
                None => int.base10_parse::<u128>().ok().map(|v| (false, v)),
            },
            Lit::Char(c) => Some((false, u128::from(u32::from(c.value())))),
            Lit::Byte(b) => Some((false, u128::from(b.value()))),
            _ => None,
        },
        Expr::Unary(unary) if matches!(unary.op, syn::UnOp::Neg(_)) => {
            literal(&unary.expr).map(|(negative, v)| (!negative && v != 0, v))
        }
        Expr::Paren(paren) => literal(&paren.expr),
        _ => None,
    }
}

/// A bound written as the base's own `MIN` or `MAX`.
#[derive(Clone, Copy)]
pub(super) enum End {
    Min,
    Max,
}

impl End {
    pub(super) fn ordinal(self, domain: Domain) -> u128 {
        match self {
            End::Min => 0,
            End::Max => domain.max(),
        }
    }

    pub(super) fn name(self) -> &'static str {
        match self {
            End::Min => "MIN",
            End::Max => "MAX",
        }
    }
}

/// Whether `expr` is the base's `MIN` or `MAX` as people write them: `u64::MAX`, `i8::MIN`,
/// `char::MAX`, `::core::primitive::u64::MAX` (or `std::`). The macro reads it as the
/// primitive's, and [`confirm`](super::confirm) has rustc check that reading where the alias
/// is, as a module of the user's named `u64` would make `u64::MAX` its own.
pub(super) fn primitive_constant(expr: &Expr, domain: Domain) -> Option<End> {
    let Expr::Path(path) = expr else {
        return None;
    };
    if path.qself.is_some() || !path.attrs.is_empty() {
        return None;
    }
    let segments = plain_segments(&path.path)?;
    let (primitive, end) = match segments.as_slice() {
        [primitive, end] if path.path.leading_colon.is_none() => (primitive, end),
        [krate, module, primitive, end]
            if matches!(krate.as_str(), "core" | "std") && module == "primitive" =>
        {
            (primitive, end)
        }
        _ => return None,
    };
    if *primitive != domain.name() {
        return None;
    }
    match end.as_str() {
        "MIN" => Some(End::Min),
        "MAX" => Some(End::Max),
        _ => None,
    }
}

/// The values a pattern admits, as inclusive intervals of ordinals, when every bound is a
/// literal: sorted, and apart (overlapping or touching pieces merged), so that each interval's
/// ends are admitted and their outer neighbours are not.
pub(super) struct Known {
    pub(super) intervals: Vec<(u128, u128)>,
}

impl Known {
    /// Reads the pieces' bounds; `Some(None)` when one is not a literal (a path or `const`).
    /// `base` names the base in messages: "`u8`", "`usize` on 32-bit targets".
    pub(super) fn of(
        pieces: &[Piece],
        domain: Domain,
        base: &str,
        errors: &mut Errors,
    ) -> Option<Option<Known>> {
        let mut intervals = Vec::new();
        for piece in pieces {
            let (mut bounds, mut unknown) = ([None, None], false);
            for (slot, expr) in bounds.iter_mut().zip([&piece.start, &piece.end]) {
                let Some(expr) = expr else { continue };
                if let Some(end) = primitive_constant(expr, domain) {
                    *slot = Some(end.ordinal(domain));
                    continue;
                }
                let Some((negative, magnitude)) = literal(expr) else {
                    unknown = true;
                    continue;
                };
                let Some(ordinal) = domain.ordinal(negative, magnitude) else {
                    out_of_range(expr, negative, magnitude, domain, base, errors);
                    return None;
                };
                *slot = Some(ordinal);
            }
            if unknown {
                return Some(None);
            }
            let lo = bounds[0].unwrap_or(0);
            let hi = match bounds[1] {
                Some(end) if piece.inclusive => Some(end),
                Some(end) => end.checked_sub(1),
                None => Some(domain.max()),
            };
            match hi {
                Some(hi) if lo <= hi => intervals.push((lo, hi)),
                _ => {
                    errors.push_help(
                        piece.span,
                        "this range is empty: it admits no value",
                        "a range `a..b` needs `a < b`, and `a..=b` needs `a <= b`",
                    );
                    return None;
                }
            }
        }
        intervals.sort_unstable();
        let mut merged: Vec<(u128, u128)> = Vec::with_capacity(intervals.len());
        for (lo, hi) in intervals {
            match merged.last_mut() {
                Some(last) if lo <= last.1.saturating_add(1) => last.1 = last.1.max(hi),
                _ => merged.push((lo, hi)),
            }
        }
        Some(Some(Known { intervals: merged }))
    }

    pub(super) fn contains(&self, v: u128) -> bool {
        self.intervals.iter().any(|&(lo, hi)| lo <= v && v <= hi)
    }

    /// The first value of the base the pattern excludes, scanning up from its `MIN`; `None`
    /// if it admits all.
    pub(super) fn first_excluded(&self, domain: Domain) -> Option<u128> {
        let mut candidate = 0;
        for &(lo, hi) in &self.intervals {
            while candidate < lo {
                if domain.is_value(candidate) {
                    return Some(candidate);
                }
                // A surrogate: the next candidate is past them all.
                candidate = 0xE000;
            }
            candidate = candidate.max(hi.checked_add(1)?);
        }
        while candidate <= domain.max() {
            if domain.is_value(candidate) {
                return Some(candidate);
            }
            candidate = 0xE000;
        }
        None
    }

    /// The smallest value the pattern admits (for `char`, the smallest that is a `char`).
    pub(super) fn smallest(&self, domain: Domain) -> Option<u128> {
        self.intervals.iter().find_map(|&(lo, hi)| {
            let lo = if domain.is_value(lo) { lo } else { 0xE000 };
            (lo <= hi).then_some(lo)
        })
    }

    /// The largest value the pattern admits (for `char`, the largest that is a `char`).
    pub(super) fn largest(&self, domain: Domain) -> Option<u128> {
        self.intervals.iter().rev().find_map(|&(lo, hi)| {
            let hi = if domain.is_value(hi) { hi } else { 0xD7FF };
            (lo <= hi).then_some(hi)
        })
    }
}

/// The error for a bound outside the base's values.
fn out_of_range(
    expr: &Expr,
    negative: bool,
    magnitude: u128,
    domain: Domain,
    base: &str,
    errors: &mut Errors,
) {
    let sign = if negative { "-" } else { "" };
    let (min_negative, min) = domain.value(0);
    let min_sign = if min_negative { "-" } else { "" };
    let (_, max) = domain.value(domain.max());
    errors.push_help_under(
        expr,
        &format!("{sign}{magnitude} is outside the range of {base}"),
        &format!("the bounds of a pattern over {base} lie in {min_sign}{min}..={max}"),
    );
}

/// How the value is stored.
pub(super) enum Layout {
    /// `NonZero<BASE>` holding `value ^ EXCLUDED`, where `EXCLUDED` is a value the pattern does
    /// not admit. With `EXCLUDED == 0` that is the value itself.
    Xor {
        /// The excluded value's ordinal, known at expansion time; `None` when the macro
        /// cannot read the bounds and `const` evaluation finds one.
        excluded: Option<u128>,
    },
    /// The value's bytes in native order, the most significant an enum of the values it can
    /// take (`tops`, as unsigned bytes): the bits are the value's, and every other top byte is
    /// a niche.
    TopByte { bytes: usize, tops: Vec<u8> },
    /// `char` itself, whose invalid code points are the niche.
    Char,
}

impl Layout {
    pub(super) fn keeps_bits(&self, domain: Domain) -> bool {
        match self {
            Layout::Xor { excluded } => *excluded == Some(domain.ordinal_of_zero()),
            _ => true,
        }
    }
}

/// The layout for an integer pattern type whose admitted values are `known` (if literal). A
/// pointer-sized base keeps to the xor layout, whose one constant can differ by width.
pub(super) fn choose(int: Int, known: Option<&Known>) -> Layout {
    let domain = Domain::Int(int);
    let Some(known) = known else {
        return Layout::Xor { excluded: None };
    };
    let zero = domain.ordinal_of_zero();
    if !known.contains(zero) {
        return Layout::Xor {
            excluded: Some(zero),
        };
    }
    if !int.pointer_sized {
        let tops = top_bytes(int.bits, int.signed, known);
        if tops.len() < 256 {
            return Layout::TopByte {
                bytes: int.bits as usize / 8,
                tops,
            };
        }
    }
    Layout::Xor {
        excluded: known.first_excluded(domain),
    }
}

/// The most significant bytes (as stored: two's complement) that admitted values have.
pub(super) fn top_bytes(bits: u32, signed: bool, known: &Known) -> Vec<u8> {
    let shift = bits - 8;
    let mut tops = [false; 256];
    for &(lo, hi) in &known.intervals {
        // In order of value the top byte of the ordinal rises from `lo`'s to `hi`'s. A signed
        // value's stored top byte is its ordinal's with the sign bit flipped: the most
        // negative value, ordinal 0, is stored as 0x80.
        for ordinal_top in (lo >> shift)..=(hi >> shift) {
            let stored = if signed {
                ordinal_top ^ 0x80
            } else {
                ordinal_top
            };
            tops[stored as usize] = true;
        }
    }
    (0..=255u8).filter(|&b| tops[b as usize]).collect()
}
