//! A test's pattern, read to know it is one: it goes to rustc inside a `let`, where a mistake
//! would read as something else and report as that. Other patterns (a `let`'s, an arm's) are
//! rustc's to read, where the user wrote them.

use proc_macro2::{Delimiter, TokenTree};

use super::{Cursor, Read, Reader};
use crate::tokens::Level;
use crate::tokens::{Op, Word};

impl Reader<'_> {
    /// Reads the pattern from the cursor to its end: alternatives of single patterns.
    pub(crate) fn pattern(&mut self, c: &mut Cursor<'_>) -> Read<()> {
        if c.punct('|') && c.op().0 == Op::Or {
            c.pos += 1;
        }
        loop {
            self.pattern_no_alternatives(c)?;
            if c.at_end() {
                return Ok(());
            }
            if !(c.punct('|') && c.op().0 == Op::Or) {
                return self.expected(c, "a pattern to end here");
            }
            c.pos += 1;
        }
    }

    /// One pattern without a top-level `|`: a range, or a single pattern.
    pub(super) fn pattern_no_alternatives(&mut self, c: &mut Cursor<'_>) -> Read<()> {
        self.enter_at(c)?;
        let result = self.pattern_inner(c);
        self.leave();
        result
    }

    fn pattern_inner(&mut self, c: &mut Cursor<'_>) -> Read<()> {
        if matches!(c.op().0, Op::DotDotEq | Op::DotDotDot)
            || c.op().0 == Op::DotDot && self.range_bound_follows(c, 2)
        {
            // `..=b`, `..b`.
            c.pos += c.op().1;
            return self.range_bound(c);
        }
        let bound = self.range_bound_follows(c, 0);
        if bound && matches!(c.token(), Some(TokenTree::Literal(_))) || c.op().0 == Op::Minus {
            self.range_bound(c)?;
            return self.range_rest(c);
        }
        match c.token() {
            None => self.expected(c, "a pattern"),
            Some(TokenTree::Literal(_)) => {
                c.pos += 1;
                Ok(())
            }
            Some(TokenTree::Group(_)) => {
                let group = c.take_group();
                self.in_group(&group, |reader, level| reader.pattern_list(level))?
            }
            Some(TokenTree::Punct(_)) => self.punct_pattern(c),
            Some(TokenTree::Ident(_)) => self.word_pattern(c),
        }
    }

    /// A pattern that starts with punctuation: a reference, `..`, a qualified path, `$x`.
    fn punct_pattern(&mut self, c: &mut Cursor<'_>) -> Read<()> {
        let (op, len) = c.op();
        match op {
            Op::And | Op::AndAnd => {
                c.pos += len;
                if c.is(Word::Mut) {
                    c.pos += 1;
                }
                self.pattern_no_alternatives(c)
            }
            Op::DotDot => {
                c.pos += 2;
                Ok(())
            }
            Op::Lt | Op::PathSep => {
                self.pattern_path(c)?;
                self.after_path(c)
            }
            // `$p`, or a repetition `$( … ),*`: the macro's to read.
            Op::Dollar if self.transcriber => {
                c.pos = c.end;
                Ok(())
            }
            _ => self.expected(c, "a pattern"),
        }
    }

    /// A pattern that starts with a word: `_`, `true`, a binding, a path and what follows it.
    fn word_pattern(&mut self, c: &mut Cursor<'_>) -> Read<()> {
        match c.word() {
            Word::Underscore | Word::True | Word::False => {
                c.pos += 1;
                Ok(())
            }
            Word::Ref | Word::Mut | Word::Box => {
                let start = c.pos;
                c.pos += 1;
                if c.is(Word::Mut) {
                    c.pos += 1;
                }
                let name = c.pos;
                self.pattern_no_alternatives(c)?;
                if self.marking
                    && let Some(marks) = &mut self.marks
                {
                    marks.binding(c.level, start, name, c.pos);
                }
                Ok(())
            }
            Word::Const if c.is_group_at(1, Delimiter::Brace) => {
                c.pos += 2;
                Ok(())
            }
            _ => {
                self.pattern_path(c)?;
                if c.punct('@') {
                    if self.marking
                        && let Some(marks) = &mut self.marks
                    {
                        marks.at_sign(c.level, c.pos);
                    }
                    c.pos += 1;
                    return self.pattern_no_alternatives(c);
                }
                self.after_path(c)
            }
        }
    }

    /// After a path: its fields `(…)` or `{…}`, a macro's `!(…)`, or a range from it.
    fn after_path(&mut self, c: &mut Cursor<'_>) -> Read<()> {
        if c.punct('!') && c.group_at(1).is_some() {
            c.pos += 2;
            return Ok(());
        }
        match c.group() {
            Some(Delimiter::Parenthesis) => {
                let fields = c.take_group();
                self.in_group(&fields, |reader, level| reader.pattern_list(level))?
            }
            Some(Delimiter::Brace) => {
                let fields = c.take_group();
                self.in_group(&fields, |reader, level| reader.pattern_fields(level))?
            }
            _ => self.range_rest(c),
        }
    }

    /// `..=b`, `..b` or `..` after a range's start, if there.
    fn range_rest(&mut self, c: &mut Cursor<'_>) -> Read<()> {
        match c.op().0 {
            Op::DotDotEq | Op::DotDotDot => {
                c.pos += 3;
                self.range_bound(c)
            }
            Op::DotDot => {
                c.pos += 2;
                if self.range_bound_follows(c, 0) {
                    self.range_bound(c)?;
                }
                Ok(())
            }
            _ => Ok(()),
        }
    }

    /// Whether a range's bound starts `ahead` tokens on: a literal, `-` and a literal, a path.
    fn range_bound_follows(&self, c: &Cursor<'_>, ahead: usize) -> bool {
        match c.token_at(ahead) {
            Some(TokenTree::Literal(_)) => true,
            Some(TokenTree::Punct(_)) => {
                c.punct_at(ahead, '-')
                    && matches!(c.token_at(ahead + 1), Some(TokenTree::Literal(_)))
                    || c.punct_at(ahead, '<')
                    || c.punct_at(ahead, ':')
            }
            Some(TokenTree::Ident(_)) => !matches!(
                c.word_at(ahead),
                Word::Underscore
                    | Word::Ref
                    | Word::Mut
                    | Word::Box
                    | Word::If
                    | Word::Is
                    | Word::As
                    | Word::Else
            ),
            _ => false,
        }
    }

    /// A range's bound: a literal, `-` and a literal, or a path.
    fn range_bound(&mut self, c: &mut Cursor<'_>) -> Read<()> {
        if c.punct('-') {
            c.pos += 1;
        }
        match c.token() {
            Some(TokenTree::Literal(_)) => {
                c.pos += 1;
                Ok(())
            }
            _ => self.pattern_path(c),
        }
    }

    /// A path in a pattern: `A`, `a::B`, `<T as Tr>::C`, `Vec::<u8>::new`.
    fn pattern_path(&mut self, c: &mut Cursor<'_>) -> Read<()> {
        c.pos = self.path_end(c, "a pattern")?;
        // A `::` with no name after it: left to rustc in an expression, but a pattern goes to
        // rustc inside a generated `let`, so it is reported here, at the user's tokens.
        if c.op().0 == Op::PathSep {
            c.pos += 2;
            return self.expected(c, "a name after `::`");
        }
        Ok(())
    }

    /// The patterns of a tuple, a tuple struct or a slice, separated by `,`.
    fn pattern_list(&mut self, level: &Level) -> Read<()> {
        let mut c = Cursor::new(level);
        while !c.at_end() {
            // `$( $p ),*`: elements the macro writes, separator and all.
            if let Some((_, end)) = self.repetition_at(&c) {
                c.pos = end;
                if c.punct(',') {
                    c.pos += 1;
                }
                continue;
            }
            let end = top_level_comma(level, c.pos);
            let mut element = c.until(end);
            self.pattern(&mut element)?;
            if self.marking
                && let Some(marks) = &mut self.marks
            {
                marks.alternatives(level, c.pos, end);
            }
            c.pos = (end + 1).min(level.len());
        }
        Ok(())
    }

    /// A struct pattern's fields: `name: PAT`, `ref mut name`, `0: PAT`, `..`.
    fn pattern_fields(&mut self, level: &Level) -> Read<()> {
        let mut c = Cursor::new(level);
        while !c.at_end() {
            c.pos += c.attrs_len();
            let end = top_level_comma(level, c.pos);
            let mut field = c.until(end);
            if field.op().0 == Op::DotDot && field.pos + 2 == end {
                field.pos = end;
            } else if field.level.op(field.pos + 1).0 == Op::Colon {
                field.pos += 2;
                self.pattern(&mut field)?;
                if self.marking
                    && let Some(marks) = &mut self.marks
                {
                    marks.alternatives(level, c.pos + 2, end);
                }
            } else {
                let start = field.pos;
                while matches!(field.word(), Word::Ref | Word::Mut | Word::Box) {
                    field.pos += 1;
                }
                if !matches!(field.token(), Some(TokenTree::Ident(_))) || field.pos + 1 != end {
                    return self.expected(&field, "a field pattern");
                }
                if self.marking
                    && let Some(marks) = &mut self.marks
                {
                    marks.binding(level, start, field.pos, end);
                }
            }
            c.pos = (end + 1).min(level.len());
        }
        Ok(())
    }
}

/// The first `,` at this level from `start`, or the end.
fn top_level_comma(level: &Level, start: usize) -> usize {
    (start..level.len())
        .find(|&i| level.punct(i, ','))
        .unwrap_or(level.len())
}
