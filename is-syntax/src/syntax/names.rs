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
        return false;
    }
    match end - 1 - start {
        0 => true,
        3 => is_name(start) && path_sep(start + 1),
        5 => path_sep(start) && is_name(start + 2) && path_sep(start + 3),
        _ => false,
    }
}

/// Whether a macro named `name` by the path `path` (as [`macro_path`] reads it) is std's
/// `assert!` or `debug_assert!`, named alone or through `std::` or `core::`: a macro whose
/// condition the reader reads with infix `is`. A crate's own `assert!` is the crate's.
#[inline(always)]
pub(crate) fn is_std_assert(name: Word, path: Option<(Option<Word>, Word)>) -> bool {
    matches!(name, Word::Assert | Word::DebugAssert)
        && matches!(path, Some((None | Some(Word::Std | Word::Core), _)))
}

/// `is!(@used)`, the marker `#[is_syntax]` leaves where it consumed `is!` calls.
pub(crate) fn is_used_marker(level: &Level) -> bool {
    level.len() == 2 && level.punct(0, '@') && level.word(1) == Word::Used
}
