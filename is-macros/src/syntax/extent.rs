//! Where the parts the reader does not read into end: a pattern, a type, generic arguments.
//! Patterns and types go to rustc as written; only their ends matter here.

use proc_macro2::{Delimiter, TokenTree};

use crate::tokens::Level;

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
    fn take(&mut self, level: &Level, at: usize, from: usize, op: &str, opens: bool) -> bool {
        let after_path = at >= from + 2 && level.punct(at - 1, ':') && level.punct(at - 2, ':');
        match op {
            "<" if opens || after_path || self.inside() => self.depth += 1,
            ">" if self.inside() => self.depth -= 1,
            ">>" if self.inside() => self.depth = self.depth.saturating_sub(2),
            _ => return false,
        }
        true
    }

    fn inside(&self) -> bool {
        self.depth > 0
    }
}

/// Where the pattern that starts at `start` ends: at `&&`, `||`, `,`, `;`, `=>`, `=`, a
/// comparison, `?`, a compound assignment, `is`, `as`, `if`, `else`, or (in a condition) a
/// `{`. `<`…`>` after `::` are generic arguments, and `&&` at the start is a double
/// reference, both part of it.
pub(crate) fn pattern_end(level: &Level, start: usize, end: usize, in_condition: bool) -> usize {
    const PATTERN_ENDS: &[&str] = &[
        "&&", "||", ",", ";", "=>", "=", "==", "!=", "<", ">", "<=", ">=", "?", "+=", "-=", "*=",
        "/=", "%=", "^=", "&=", "|=", "<<=", ">>=",
    ];
    let mut generics = Generics::default();
    let mut i = start;
    while i < end {
        let first = i == start;
        match &level.tokens[i] {
            TokenTree::Group(group) => {
                if !first
                    && in_condition
                    && !generics.inside()
                    && group.delimiter() == Delimiter::Brace
                {
                    return i;
                }
                i += 1;
            }
            TokenTree::Ident(_) => {
                let ends = matches!(level.name(i), Some("is" | "as" | "if" | "else"));
                if !first && !generics.inside() && ends {
                    return i;
                }
                i += 1;
            }
            TokenTree::Literal(_) => i += 1,
            TokenTree::Punct(_) => {
                let (op, len) = level.op(i);
                let ends = PATTERN_ENDS.contains(&op);
                // The first token opens the pattern (`&&x`, `&x`, `| A`, `<T>::C`), and a
                // `,` or `>` inside generic arguments is theirs.
                if !generics.take(level, i, start, op, first)
                    && !first
                    && !generics.inside()
                    && ends
                {
                    return i;
                }
                i += len.max(1);
            }
        }
    }
    end
}

/// Whether the pattern's tokens end in a path (`Point`, `geo::Point`), which a `{ … }` would
/// continue as a struct pattern.
pub(crate) fn ends_with_path(level: &Level, start: usize, end: usize) -> bool {
    end > start
        && matches!(level.tokens[end - 1], TokenTree::Ident(_))
        && !level.name(end - 1).is_some_and(crate::tokens::is_keyword)
}

/// Where the generic arguments opened by the `<` at `at` close: the index after their `>`.
/// `->` inside them (`Fn(A) -> B`) closes nothing; `>>` and `>=` close with their first `>`.
pub(crate) fn generics_end(level: &Level, at: usize, end: usize) -> usize {
    let mut depth = 0usize;
    let mut i = at;
    while i < end {
        if let TokenTree::Punct(_) = &level.tokens[i] {
            let (op, len) = level.op(i);
            match op {
                "->" | "=>" => {
                    i += len;
                    continue;
                }
                "<" | "<<" | "<=" | "<<=" => depth += op.matches('<').count(),
                ">" | ">>" | ">=" | ">>=" => {
                    for n in 0..op.matches('>').count() {
                        depth = depth.saturating_sub(1);
                        if depth == 0 {
                            return i + n + 1;
                        }
                    }
                }
                _ => {}
            }
            i += len.max(1);
            continue;
        }
        i += 1;
    }
    end
}

/// Where a type that starts at `start` ends, where a type must end at one of `stops` outside
/// `<…>` (`=` or `;` after `let x: T`, `{` after a signature): generic arguments and groups
/// are skipped whole, and `->` is a function type's arrow.
pub(crate) fn until_outside_generics(
    level: &Level,
    start: usize,
    end: usize,
    stops: &[&str],
) -> usize {
    let mut i = start;
    while i < end {
        match &level.tokens[i] {
            TokenTree::Punct(_) => {
                let (op, len) = level.op(i);
                if op == "<" || op == "<<" {
                    i = generics_end(level, i, end);
                    continue;
                }
                if stops.contains(&op) {
                    return i;
                }
                i += len.max(1);
            }
            TokenTree::Group(group) => {
                if group.delimiter() == Delimiter::Brace && stops.contains(&"{") {
                    return i;
                }
                i += 1;
            }
            TokenTree::Ident(_) => {
                if level.name(i).is_some_and(|name| stops.contains(&name)) {
                    return i;
                }
                i += 1;
            }
            TokenTree::Literal(_) => i += 1,
        }
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
        match (op, level.name(i)) {
            ("&" | "&&" | "*", _) => i += len,
            ("'", _) => i += 2,
            (_, Some("mut" | "const" | "dyn" | "impl" | "unsafe")) => i += 1,
            (_, Some("extern")) => i += 1 + usize::from(level.is_literal(i + 1)),
            (_, Some("for")) if level.punct(i + 1, '<') => i = generics_end(level, i + 1, end),
            _ => break,
        }
    }
    match &level.tokens[i] {
        TokenTree::Group(_) => i + 1,
        TokenTree::Punct(_) if level.punct(i, '!') => i + 1,
        TokenTree::Punct(_) if level.punct(i, '<') => {
            let after = generics_end(level, i, end);
            path_end(level, after, end)
        }
        TokenTree::Ident(_) if level.is(i, "fn") => {
            let mut j = i + 1;
            if level.is_group(j, Delimiter::Parenthesis) {
                j += 1;
            }
            return_type_end(level, j, end)
        }
        TokenTree::Ident(_) | TokenTree::Punct(_) => path_end(level, i, end),
        TokenTree::Literal(_) => i,
    }
}

/// `-> TYPE` at `at`, if there: where it ends.
fn return_type_end(level: &Level, at: usize, end: usize) -> usize {
    if level.op(at).0 == "->" {
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
        if level.op(i).0 == "::" {
            i += 2;
        }
        match level.tokens.get(i) {
            Some(TokenTree::Ident(_)) if i < end => i += 1,
            _ => return i.min(end),
        }
        if level.op(i).0 == "::" && level.punct(i + 2, '<') {
            i = generics_end(level, i + 2, end);
        } else if matches!(level.op(i).0, "<" | "<<") {
            i = generics_end(level, i, end);
        } else if level.is_group(i, Delimiter::Parenthesis) {
            return return_type_end(level, i + 1, end);
        }
        if level.op(i).0 != "::" {
            return i.min(end);
        }
    }
}

/// Where an expression path's generic arguments after `::` (a turbofish) end, if `at` opens
/// them; else `at`.
pub(crate) fn turbofish_end(level: &Level, at: usize, end: usize) -> usize {
    if level.op(at).0 == "::" && level.punct(at + 2, '<') {
        generics_end(level, at + 2, end)
    } else {
        at
    }
}

/// The index of the first identifier `name` at this level from `start`, or `end`.
pub(crate) fn find_name(level: &Level, start: usize, end: usize, name: &str) -> usize {
    (start..end).find(|&i| level.is(i, name)).unwrap_or(end)
}

/// The index of the first operator `op` at this level from `start`, stepping over whole
/// operators (the `=` of `..=` is none).
pub(crate) fn find_op(level: &Level, start: usize, end: usize, op: &str) -> Option<usize> {
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
