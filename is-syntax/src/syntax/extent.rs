//! Where the parts the reader does not read into end: a pattern, a type, generic arguments.
//! Patterns and types go to rustc as written; only their ends matter here.

use proc_macro2::{Delimiter, TokenTree};

use crate::tokens::{Level, Op, Word};

/// How deep a walk is inside the `<…>` of generic arguments, which neither a `,` nor a
/// comparison ends.
#[derive(Default)]
struct Generics {
    depth: usize,
}

impl Generics {
    /// Takes the operator `op` at `at` (a walk that began at `from`): whether it opened or
    /// closed generic arguments. A `<` opens them after `::`, inside others, or where `opens`
    /// says so (at the start of a pattern, a qualified path `<T as Trait>::C`).
    fn take(&mut self, level: &Level, at: usize, from: usize, op: Op, opens: bool) -> bool {
        let after_path = at >= from + 2 && level.punct(at - 1, ':') && level.punct(at - 2, ':');
        match op {
            Op::Lt if opens || after_path || self.inside() => self.depth += 1,
            Op::Gt if self.inside() => self.depth -= 1,
            Op::Shr if self.inside() => self.depth = self.depth.saturating_sub(2),
            _ => return false,
        }
        true
    }

    fn inside(&self) -> bool {
        self.depth > 0
    }
}

/// Whether `op` ends a pattern: `&&`, `||`, `,`, `;`, `=>`, `=`, a comparison, `?`, a compound
/// assignment.
fn ends_pattern(op: Op) -> bool {
    matches!(
        op,
        Op::AndAnd | Op::OrOr | Op::Comma | Op::Semi | Op::FatArrow | Op::Question
    ) || op.is_assignment()
        || op.is_comparison()
}

/// Where the pattern that starts at `start` ends: at `&&`, `||`, `,`, `;`, `=>`, `=`, a
/// comparison, `?`, a compound assignment, `is`, `as`, `if`, `else`, or (in a condition) a
/// `{`. `<`…`>` after `::` are generic arguments, and `&&` at the start is a double
/// reference, both part of it. A pattern that ends where it starts is missing.
pub(crate) fn pattern_end(level: &Level, start: usize, end: usize, in_condition: bool) -> usize {
    let mut generics = Generics::default();
    let mut i = start;
    // Whether a part of the pattern starts at `i`, after `@`, a range's `..=`, a `|` or a `&`,
    // where a `<` opens a qualified path (`m @ <u8>::MAX`, `1..=<u8>::MAX`).
    let mut part_starts = false;
    while i < end {
        let first = i == start;
        let opens = first || part_starts;
        part_starts = false;
        if let Some(delimiter) = level.delimiter(i) {
            // No pattern starts with `{`: a first one is the body, after a missing pattern.
            if in_condition && !generics.inside() && delimiter == Delimiter::Brace {
                return i;
            }
            i += 1;
            continue;
        }
        let word = level.word(i);
        if word != Word::None {
            let ends = matches!(word, Word::Is | Word::As | Word::If | Word::Else);
            if !first && !generics.inside() && ends {
                return i;
            }
            i += 1;
            continue;
        }
        let (op, len) = level.op(i);
        part_starts = matches!(
            op,
            Op::At | Op::DotDot | Op::DotDotEq | Op::DotDotDot | Op::Or | Op::And
        ) && !generics.inside();
        if op == Op::Dollar && i > start && continues_with_operator(level, i) {
            // `$(&& $more)*`, in a `macro_rules!` rule's body: as if written once, its `&&`
            // ends the pattern.
            return i;
        }
        // The first token opens the pattern (`&&x`, `&x`, `| A`, `<T>::C`), and a `,` or `>`
        // inside generic arguments is theirs. Any other that ends one ends a missing one.
        if op != Op::None
            && !generics.take(level, i, start, op, opens)
            && (!first || op != Op::AndAnd)
            && !generics.inside()
            && ends_pattern(op)
        {
            return i;
        }
        i += len.max(1);
    }
    end
}

/// Whether the `$` at `at` starts a repetition whose contents start with what ends a pattern
/// (`$(&& $more)*`).
fn continues_with_operator(level: &Level, at: usize) -> bool {
    level.is_group(at + 1, Delimiter::Parenthesis)
        && level
            .child(at + 1)
            .is_some_and(|contents| ends_pattern(contents.op(0).0))
}

/// Whether the pattern's tokens end in a path (`Point`, `geo::Point`), which a `{ … }` would
/// continue as a struct pattern.
pub(crate) fn ends_with_path(level: &Level, start: usize, end: usize) -> bool {
    end > start && {
        let word = level.word(end - 1);
        word != Word::None && !word.is_keyword()
    }
}

/// Where the generic arguments opened by the `<` at `at` close: the index after their `>`.
/// `->` inside them (`Fn(A) -> B`) closes nothing; `>>` and `>=` close with their first `>`.
pub(crate) fn generics_end(level: &Level, at: usize, end: usize) -> usize {
    let mut depth = 0usize;
    let mut i = at;
    while i < end {
        let (op, len) = level.op(i);
        let (opens, closes) = match op {
            Op::Lt | Op::Le => (1, 0),
            Op::Shl | Op::ShlEq => (2, 0),
            Op::Gt | Op::Ge => (0, 1),
            Op::Shr | Op::ShrEq => (0, 2),
            _ => (0, 0),
        };
        depth += opens;
        for n in 0..closes {
            depth = depth.saturating_sub(1);
            if depth == 0 {
                return i + n + 1;
            }
        }
        i += len.max(1);
    }
    end
}

/// Where a type that starts at `start` ends, where a type must end at one of `stops` outside
/// `<…>` (`=` or `;` after `let x: T`), or at a `{` when `at_brace` (after a signature):
/// generic arguments and groups are skipped whole, and `->` is a function type's arrow.
pub(crate) fn until_outside_generics(
    level: &Level,
    start: usize,
    end: usize,
    stops: &[Op],
    at_brace: bool,
) -> usize {
    let mut i = start;
    while i < end {
        if at_brace && level.is_group(i, Delimiter::Brace) {
            return i;
        }
        let (op, len) = level.op(i);
        if matches!(op, Op::Lt | Op::Shl) {
            i = generics_end(level, i, end);
            continue;
        }
        if op != Op::None && stops.contains(&op) {
            return i;
        }
        i += len.max(1);
    }
    end
}

/// Where the type after `as` ends: rustc reads a type without `+` bounds there, so it ends
/// at the first token that cannot continue one.
pub(crate) fn cast_type_end(level: &Level, start: usize, end: usize) -> usize {
    let mut i = start;
    // Prefixes of a type: references, pointers, lifetimes, `mut`, `dyn`, `impl`, `for<…>`.
    loop {
        if i >= end {
            return end;
        }
        let (op, len) = level.op(i);
        match (op, level.word(i)) {
            (Op::And | Op::AndAnd | Op::Star, _) => i += len,
            (Op::Quote, _) => i += 2,
            (_, Word::Mut | Word::Const | Word::Dyn | Word::Impl | Word::Unsafe) => i += 1,
            (_, Word::Extern) => i += 1 + usize::from(level.is_literal(i + 1)),
            (_, Word::For) if level.punct(i + 1, '<') => i = generics_end(level, i + 1, end),
            _ => break,
        }
    }
    if level.delimiter(i).is_some() || level.punct(i, '!') {
        return i + 1;
    }
    if level.punct(i, '$') && matches!(level.tokens.get(i + 1), Some(TokenTree::Ident(_))) {
        // `$t` or `$crate::T`, in a `macro_rules!` rule's body.
        return path_end(level, i + 1, end);
    }
    if level.punct(i, '<') {
        let after = generics_end(level, i, end);
        return path_end(level, after, end);
    }
    if level.word(i) == Word::Fn {
        let mut j = i + 1;
        if level.is_group(j, Delimiter::Parenthesis) {
            j += 1;
        }
        return return_type_end(level, j, end);
    }
    if level.word(i) != Word::None || level.op(i).0 == Op::PathSep {
        return path_end(level, i, end);
    }
    i
}

/// `-> TYPE` at `at`, if there: where it ends.
fn return_type_end(level: &Level, at: usize, end: usize) -> usize {
    if level.op(at).0 == Op::RArrow {
        cast_type_end(level, at + 2, end)
    } else {
        at
    }
}

/// Where a type path starting at `at` ends: names joined by `::`, each with optional generic
/// arguments, and a closing `Fn(A) -> B`.
fn path_end(level: &Level, at: usize, end: usize) -> usize {
    let mut i = at;
    loop {
        if level.op(i).0 == Op::PathSep {
            i += 2;
        }
        if i >= end || level.word(i) == Word::None {
            return i.min(end);
        }
        i += 1;
        if level.op(i).0 == Op::PathSep && level.punct(i + 2, '<') {
            i = generics_end(level, i + 2, end);
        } else if matches!(level.op(i).0, Op::Lt | Op::Shl) {
            i = generics_end(level, i, end);
        } else if level.is_group(i, Delimiter::Parenthesis) {
            return return_type_end(level, i + 1, end);
        }
        if level.op(i).0 != Op::PathSep {
            return i.min(end);
        }
    }
}

/// Where an expression path's generic arguments after `::` (a turbofish) end, if `at` opens
/// them; else `at`.
pub(crate) fn turbofish_end(level: &Level, at: usize, end: usize) -> usize {
    if level.op(at).0 == Op::PathSep && level.punct(at + 2, '<') {
        generics_end(level, at + 2, end)
    } else {
        at
    }
}

/// The index of the first identifier `word` at this level from `start`, or `end`.
pub(crate) fn find_word(level: &Level, start: usize, end: usize, word: Word) -> usize {
    (start..end).find(|&i| level.word(i) == word).unwrap_or(end)
}

/// The index of the first operator `op` at this level from `start`, stepping over whole
/// operators (the `=` of `..=` is none).
pub(crate) fn find_op(level: &Level, start: usize, end: usize, op: Op) -> Option<usize> {
    let mut i = start;
    while i < end {
        let (found, len) = level.op(i);
        if found == op {
            return Some(i);
        }
        i += len.max(1);
    }
    None
}

/// The separator and operator of a repetition whose group ends before `at`: the separator's
/// tokens (empty when there is none) and the index after the operator. `*`, `+` and `?` right
/// after the group are its operator; any other token (an operator of several characters too)
/// is its separator, which `*` or `+` follows.
pub(crate) fn repetition_operator(level: &Level, at: usize) -> Option<((usize, usize), usize)> {
    let (op, len) = level.op(at);
    if len == 1 && matches!(op, Op::Star | Op::Plus | Op::Question) {
        return Some(((at, at), at + 1));
    }
    let separator_len = match (op, level.tokens.get(at)) {
        (_, None | Some(TokenTree::Group(_))) => return None,
        (Op::None, _) => 1,
        _ => len,
    };
    let end = at + separator_len;
    let (kleene, kleene_len) = level.op(end);
    (kleene_len == 1 && matches!(kleene, Op::Star | Op::Plus)).then_some(((at, end), end + 1))
}

/// Whether the group at `at` is `$( #[…] … )`-style attributes: a repetition whose contents
/// are only attributes (`$(#[$meta])*`).
fn repeats_attributes(level: &Level, at: usize) -> bool {
    level.punct(at, '$')
        && level.is_group(at + 1, Delimiter::Parenthesis)
        && level.child(at + 1).is_some_and(|inner| {
            let mut i = 0;
            while inner.punct(i, '#') {
                i += 1 + usize::from(inner.punct(i + 1, '!'));
                if !inner.is_group(i, Delimiter::Bracket) {
                    return false;
                }
                i += 1;
            }
            i > 0 && i == inner.len()
        })
}

/// How many tokens the repetition of attributes at `at` takes, separator and operator too;
/// 0 when none stands there.
pub(crate) fn attribute_repetition_len(level: &Level, at: usize) -> usize {
    if !repeats_attributes(level, at) {
        return 0;
    }
    repetition_operator(level, at + 2).map_or(0, |(_, end)| end - at)
}
