//! Macros the reader knows by their path: `is!` under any name of the crate, the marker
//! `#[is_syntax]` leaves, and those whose tokens are never code.

use proc_macro2::TokenTree;

use crate::tokens::{Level, Word};

/// Macros whose tokens are read as they are written, never as expressions.
pub(crate) const AS_WRITTEN: &[Word] = &[
    Word::Stringify,
    Word::Concat,
    Word::ConcatBytes,
    Word::ConcatIdents,
    Word::Include,
    Word::IncludeStr,
    Word::IncludeBytes,
    Word::Env,
    Word::OptionEnv,
    Word::CompileError,
    Word::Cfg,
    Word::Line,
    Word::Column,
    Word::File,
    Word::ModulePath,
    Word::Asm,
    Word::GlobalAsm,
    Word::NakedAsm,
    Word::MacroRules,
];

/// A macro's path `level.tokens[start..end]` as words: `(None, NAME)` for a name alone,
/// `(Some(CRATE), NAME)` for `CRATE::NAME` or `::CRATE::NAME`; `None` for any other path.
pub(crate) fn macro_path(level: &Level, start: usize, end: usize) -> Option<(Option<Word>, Word)> {
    if end == start + 1 {
        return Some((None, level.word(start)));
    }
    let mut names = [Word::None; 2];
    let mut count = 0;
    let mut i = start;
    while i < end {
        if !level.punct(i, ':') {
            let word = level.word(i);
            if word == Word::None || count == 2 {
                return None;
            }
            names[count] = word;
            count += 1;
        }
        i += 1;
    }
    (count == 2).then_some((Some(names[0]), names[1]))
}

/// Whether the macro path `level.tokens[start..end]` names `is!`: `is`, or `CRATE::is` and
/// `::CRATE::is` for the crate under any name. A dependency renamed in `Cargo.toml`
/// (`isop::is!`) is this crate all the same, and a call left unlowered would let its bindings
/// silently pick up an outer variable of the same name.
pub(crate) fn is_is_path(level: &Level, start: usize, end: usize) -> bool {
    let is_name = |i: usize| matches!(level.tokens.get(i), Some(TokenTree::Ident(_)));
    let path_sep = |i: usize| level.punct(i, ':') && level.punct(i + 1, ':');
    if end <= start || level.word(end - 1) != Word::Is {
        // `is!` under a name a `use` gave it: the names are looked up only for a call not named `is`.
        return end == start + 1
            && matches!(level.tokens.get(start), Some(TokenTree::Ident(name))
                if crate::tokens::is_names::is_renamed(name));
    }
    match end - 1 - start {
        0 => true,
        3 => is_name(start) && path_sep(start + 1),
        5 => path_sep(start) && is_name(start + 2) && path_sep(start + 3),
        _ => false,
    }
}

/// Whether the macro path `level.tokens[start..end]` is `$crate::is`: in a `macro_rules!` rule's
/// body, `is!` through the user's crate, which re-exports it (`pub use is::is;`) so that the
/// macro works in crates that do not name `is`. Its chains go through `$crate::is!` too (see
/// `lower::routed`). Only as an expression: a pattern type names its runtime by the path.
pub(crate) fn is_dollar_crate_is(level: &Level, start: usize, end: usize) -> bool {
    end == start + 5
        && level.punct(start, '$')
        && level.word(start + 1) == Word::Crate
        && level.op(start + 2).0 == crate::tokens::Op::PathSep
        && level.word(start + 4) == Word::Is
}

/// `is!(@used)`, the marker `#[is_syntax]` leaves where it consumed `is!` calls.
pub(crate) fn is_used_marker(level: &Level) -> bool {
    level.len() == 2 && level.punct(0, '@') && level.word(1) == Word::Used
}

/// Whether `level`, at any depth, defines a macro `assert` (and `debug_assert`) with
/// `macro_rules!` or imports one with `use` from anywhere but `std` or `core`: a macro of the
/// user's own by that name, whose arguments are its own business.
pub(crate) fn own_asserts(level: &Level) -> (bool, bool) {
    let mut found = (false, false);
    let mut i = 0;
    while i < level.len() {
        match level.word(i) {
            Word::MacroRules if level.punct(i + 1, '!') => note(&mut found, level.word(i + 2)),
            Word::Use => {
                let start = i + 1 + usize::from(level.punct(i + 1, ':'));
                let start = start + usize::from(level.punct(start, ':'));
                if !matches!(level.word(start), Word::Std | Word::Core) {
                    let mut end = start;
                    while end < level.len() && !level.punct(end, ';') {
                        end += 1;
                    }
                    use_leaves(level, start, end, &mut found);
                    i = end;
                }
            }
            _ => {}
        }
        if let Some(inner) = level.child(i) {
            let (assert, debug_assert) = own_asserts(inner);
            found.0 |= assert;
            found.1 |= debug_assert;
        }
        i += 1;
    }
    found
}

/// The names a `use` tree's tokens `level.tokens[start..end]` bring in, noted in `found`: each
/// name no `::` follows, in its groups too (`a::{b, c as d}`).
fn use_leaves(level: &Level, start: usize, end: usize, found: &mut (bool, bool)) {
    for i in start..end {
        if let Some(inner) = level.child(i) {
            use_leaves(inner, 0, inner.len(), found);
        } else if !level.punct(i + 1, ':') {
            note(found, level.word(i));
        }
    }
}

fn note(found: &mut (bool, bool), word: Word) {
    match word {
        Word::Assert => found.0 = true,
        Word::DebugAssert => found.1 = true,
        _ => {}
    }
}
