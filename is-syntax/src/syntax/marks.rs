//! What a tool that lays out source (`cargo is fmt`, through `front::outline`) asks to know
//! of the patterns the reader reads: the parts that no expression reads like. The macros ask
//! nothing: the reader's `marking` is `false` for them, and each place that would note
//! something costs them one test of it.

use proc_macro2::{Span, TokenTree};

use crate::tokens::{Level, Op, Word};

/// The parts of the patterns read that an expression cannot stand for as written.
#[derive(Default)]
pub(crate) struct PatternMarks {
    /// A binding by `ref` or `mut` with its name (`ref mut x`), by `box` with its pattern, or
    /// a struct pattern's field that binds so: its first and last token.
    pub(crate) bindings: Vec<(Span, Span)>,
    /// The `@` of each `NAME @ PATTERN`.
    pub(crate) at_signs: Vec<Span>,
    /// Stretches that read as an expression only in parentheses: the alternatives of a
    /// pattern of which one is a range at its top (`b'0'..=b'9' | b'_'` would read as a range
    /// of `|`s), and a range without an end (`5..`, which would take what follows as its end).
    pub(crate) grouped: Vec<(Span, Span)>,
    /// A `|` before the first alternative.
    pub(crate) leading_bars: Vec<Span>,
}

impl PatternMarks {
    /// Notes the binding `level.tokens[start..end]` whose keywords (`ref`, `mut`, `box`) end
    /// at `after_keywords`: the keywords and the name, or, after `box`, the whole.
    pub(super) fn binding(
        &mut self,
        level: &Level,
        start: usize,
        after_keywords: usize,
        end: usize,
    ) {
        if after_keywords == start {
            return;
        }
        let named = matches!(level.tokens.get(after_keywords), Some(TokenTree::Ident(_)))
            && level.word(start) != Word::Box;
        let last = if named { after_keywords } else { end - 1 };
        if last < level.len() {
            self.bindings
                .push((level.tokens[start].span(), level.tokens[last].span()));
        }
    }

    /// Notes the `@` at `at`.
    pub(super) fn at_sign(&mut self, level: &Level, at: usize) {
        self.at_signs.push(level.tokens[at].span());
    }

    /// Notes what of the pattern `level.tokens[start..end]`, alternatives of single patterns,
    /// an expression reads only in parentheses, and a leading `|`.
    pub(crate) fn alternatives(&mut self, level: &Level, start: usize, end: usize) {
        let bar = |i: usize| level.punct(i, '|') && level.op(i).0 == Op::Or;
        let mut from = start;
        if bar(start) {
            self.leading_bars.push(level.tokens[start].span());
            from += 1;
        }
        let mut alternatives = Vec::new();
        let mut i = from;
        while i < end {
            if bar(i) {
                alternatives.push(from..i);
                from = i + 1;
            }
            i += 1;
        }
        alternatives.push(from..end);
        let several = alternatives.len() > 1;
        for alternative in alternatives {
            let range = alternative
                .clone()
                .any(|i| matches!(level.op(i).0, Op::DotDot | Op::DotDotEq | Op::DotDotDot));
            let open = alternative.len() > 2 && level.op(alternative.end - 2).0 == Op::DotDot;
            if range && (several || open) {
                let first = level.tokens[alternative.start].span();
                self.grouped
                    .push((first, level.tokens[alternative.end - 1].span()));
            }
        }
    }
}
