//! What the pattern admits, and the layout that keeps the value's bits and still leaves a
//! niche for `Option`.

use proc_macro2::Span;
use syn::spanned::Spanned;
use syn::{Expr, Lit, Pat, RangeLimits};

use crate::tokens::Errors;

/// An integer base type.
#[derive(Clone, Copy)]
pub(super) struct Int {
    pub(super) signed: bool,
    /// `None` for `usize`/`isize`, whose width the macro cannot know.
    pub(super) bits: Option<u32>,
}

impl Int {
    pub(super) fn of(name: &str) -> Option<Int> {
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
    pub(super) fn width(self) -> u32 {
        self.bits.unwrap_or(64)
    }

    pub(super) fn min(self) -> i128 {
        match (self.signed, self.width()) {
            (false, _) => 0,
            (true, 128) => i128::MIN,
            (true, bits) => -(1i128 << (bits - 1)),
        }
    }

    /// `None` where it does not fit an `i128` (`u128::MAX`).
    pub(super) fn max(self) -> Option<i128> {
        match (self.signed, self.width()) {
            (false, 128) => None,
            (true, 128) => Some(i128::MAX),
            (false, bits) => Some((1i128 << bits) - 1),
            (true, bits) => Some((1i128 << (bits - 1)) - 1),
        }
    }
}

/// What the base type is.
pub(super) enum Base {
    Int(Int),
    Char,
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
pub(super) fn literal(expr: &Expr) -> Option<i128> {
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
pub(super) struct Known {
    pub(super) intervals: Vec<(i128, i128)>,
}

impl Known {
    /// Reads the pieces' bounds; `Ok(None)` when one is not a literal (a `const` item).
    pub(super) fn of(
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

    pub(super) fn contains(&self, v: i128) -> bool {
        self.intervals.iter().any(|&(lo, hi)| lo <= v && v <= hi)
    }

    /// The first value the pattern excludes, scanning up from `min`; `None` if it admits all.
    pub(super) fn first_excluded(&self, min: i128, max: Option<i128>) -> Option<i128> {
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
    pub(super) fn admits_all(&self, min: i128, max: Option<i128>, char: bool) -> bool {
        if !char {
            return self.first_excluded(min, max).is_none();
        }
        let mut intervals = self.intervals.clone();
        intervals.push((0xD800, 0xDFFF));
        intervals.sort_unstable();
        Known { intervals }.first_excluded(min, max).is_none()
    }

    pub(super) fn smallest(&self) -> i128 {
        self.intervals[0].0
    }

    pub(super) fn largest(&self) -> i128 {
        self.intervals.iter().map(|&(_, hi)| hi).max().unwrap_or(0)
    }
}

/// How the value is stored.
pub(super) enum Layout {
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
    pub(super) fn keeps_bits(&self) -> bool {
        !matches!(self, Layout::Xor { excluded } if *excluded != Some(0))
    }
}

/// The layout for an integer pattern type whose admitted values are `known` (if literal).
pub(super) fn choose(int: Int, known: Option<&Known>) -> Layout {
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
pub(super) fn top_bytes(int: Int, bits: u32, known: &Known) -> Vec<u8> {
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
