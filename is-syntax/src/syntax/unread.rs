//! Read or refuse: tokens the reader leaves as written, and the `is` in them that would change
//! meaning there.
//!
//! Some tokens must stay unread: another macro's arguments that do not read as values, a
//! `macro_rules!` rule's body that is Rust only once expanded. An `is!(…)` in them is expanded
//! on its own, a `bool` whose bindings end at its `)`; that is right where they end there
//! anyway, and silently wrong where the code after the call meant to use them (`is!(…) && v`,
//! or an `if` body), which would then name an outer `v`. Such a call is refused with an error
//! at it. In `is::syntax!`, an infix `is` in such tokens cannot compile at all, and is
//! refused with an error that says why.

use proc_macro2::{Ident, TokenTree};

use super::extent::pattern_end;
use super::names::{AS_WRITTEN, is_is_path};
use super::{Front, Reader};
use crate::tokens::source::source;
use crate::tokens::{self, Level, Op, Word, with_help};

/// Why tokens stay unread, for the messages.
#[derive(Clone, Copy)]
pub(crate) enum Unread {
    /// Another macro's arguments, which do not read as values.
    MacroArguments,
    /// A `macro_rules!` rule's body that does not read as Rust.
    RuleBody,
}

impl Unread {
    fn what(self) -> &'static str {
        match self {
            Unread::MacroArguments => "the arguments of a macro that reads them its own way",
            Unread::RuleBody => "the body of a `macro_rules!` rule that is Rust only once expanded",
        }
    }
}

impl Reader<'_> {
    /// Refuses each `is` in `level` (and the groups in it) that would change meaning left as
    /// written: an `is!` whose chain goes on after its `)` or whose bindings an `if`'s body
    /// uses; in a block, every infix `is`.
    pub(crate) fn refuse_unread(&mut self, level: &Level, why: Unread) {
        let mut i = 0;
        while i < level.len() {
            if let Some(args) = is_call_at(level, i) {
                self.refuse_call(level, i, args, why);
                i = args + 1;
                continue;
            }
            if let Some(end) = as_written_call_at(level, i) {
                i = end;
                continue;
            }
            if self.front == Front::Block && level.word(i) == Word::Is && is_infix(level, i) {
                self.errors.push(with_help(
                    level.tokens[i].span(),
                    &format!(
                        "`is::syntax!` cannot read this `is`: it stands in {}, where `is` is no operator",
                        why.what()
                    ),
                    "write the test as `is::is!(EXPR is PATTERN)`, a `bool` on its own, or move the code out of the macro",
                ));
            }
            if let Some(group) = level.child(i) {
                self.refuse_unread(group, why);
            }
            i += 1;
        }
    }

    /// The `is!` call whose path starts at `at` and whose arguments' group is at `args`:
    /// refused where its bindings would be meant to reach past its `)`.
    fn refuse_call(&mut self, level: &Level, at: usize, args: usize, why: Unread) {
        let Some(args_level) = level.child(args) else {
            return;
        };
        let chain_goes_on = level.op(args + 1).0 == Op::AndAnd || level.punct(args + 1, '$');
        if !chain_goes_on && !in_condition(level, at) {
            return;
        }
        let bindings = bindings(args_level);
        let after = (args + 1)..reach_end(level, args + 1);
        if !after.clone().any(|i| names_any(level, i, &bindings)) {
            return;
        }
        let front = match self.front {
            Front::Block => "`is::syntax!`",
            _ => "`#[is_syntax]`",
        };
        self.errors.push(with_help(
            level.tokens[at].span(),
            &format!(
                "{front} cannot read this `is!`: it stands in {}, so it is a `bool` on its own and the code after it cannot use its bindings",
                why.what()
            ),
            &format!(
                "put the rest of the chain inside the call, {}, or move the code into a function",
                chain_inside(&level.tokens[at..args], args_level)
            ),
        ));
    }
}

/// `is!(x is Some(v)) && v > 3` written with the chain inside: `is!(x is Some(v) && …)`, quoting
/// the call; its arguments only where they are plain Rust.
fn chain_inside(path: &[TokenTree], args: &Level) -> String {
    let path: String = path.iter().map(ToString::to_string).collect();
    if (0..args.len()).any(|i| args.punct(i, '$')) {
        return format!("`{path}(… && …)`");
    }
    format!("`{path}({} && …)`", source(&args.tokens))
}

/// The index of the arguments' group of an `is!` call whose path starts at `at` (`is`,
/// `CRATE::is`, `::CRATE::is`).
fn is_call_at(level: &Level, at: usize) -> Option<usize> {
    let starts = matches!(level.tokens[at], TokenTree::Ident(_)) || level.op(at).0 == Op::PathSep;
    if !starts || at > 0 && level.op(at - 1).0 == Op::PathSep {
        return None;
    }
    (at + 1..(at + 6).min(level.len())).find_map(|bang| {
        (level.punct(bang, '!') && level.group(bang + 1).is_some() && is_is_path(level, at, bang))
            .then_some(bang + 1)
    })
}

/// Where a call of `stringify!`, `concat!` and their kind, whose tokens are never code, ends.
fn as_written_call_at(level: &Level, at: usize) -> Option<usize> {
    (AS_WRITTEN.contains(&level.word(at))
        && level.punct(at + 1, '!')
        && level.group(at + 2).is_some())
    .then_some(at + 3)
}

/// Whether the `is` at `at` stands as the operator: after what ends an operand, and before a
/// pattern, not as a name (`x.is()`, `Any::is`, `fn is`, `let is`, `is!`).
fn is_infix(level: &Level, at: usize) -> bool {
    let Some(before) = at.checked_sub(1) else {
        return false;
    };
    let ends_operand = match &level.tokens[before] {
        TokenTree::Ident(_) => {
            let word = level.word(before);
            !word.is_keyword()
                || matches!(
                    word,
                    Word::SelfValue | Word::SelfType | Word::True | Word::False
                )
        }
        TokenTree::Literal(_) | TokenTree::Group(_) => true,
        // `x? is P`, and the operator of a repetition, `$($t)* is P`.
        TokenTree::Punct(_) => level.punct(before, '?') || ends_repetition(level, before),
    };
    let before_name = before > 0 && matches!(level.op(before - 1).0, Op::PathSep | Op::Dot);
    let next = level.op(at + 1).0;
    let names_something = matches!(next, Op::Not | Op::PathSep | Op::Eq | Op::Dot | Op::Colon);
    ends_operand && !before_name && at + 1 < level.len() && !names_something
}

/// Whether the `*`, `+` or `?` at `at` is a repetition's operator: `$( … )*`, `$( … ),*`.
fn ends_repetition(level: &Level, at: usize) -> bool {
    let repeats =
        |group: usize| group >= 1 && level.punct(group - 1, '$') && level.group(group).is_some();
    matches!(level.op(at).0, Op::Star | Op::Plus | Op::Question)
        && (at >= 1 && repeats(at - 1) || at >= 2 && repeats(at - 2))
}

/// Whether the call at `at` stands in an `if`, `while` or guard condition, as a link of its
/// `&&` chain: an `if` or `while` before it, with no `;`, `,`, `=>`, `||` or block between.
fn in_condition(level: &Level, at: usize) -> bool {
    let mut i = at;
    while i > 0 {
        i -= 1;
        if matches!(level.word(i), Word::If | Word::While) {
            return true;
        }
        let stops = matches!(
            level.op(i).0,
            Op::Semi | Op::Comma | Op::FatArrow | Op::OrOr
        ) || level.is_group(i, proc_macro2::Delimiter::Brace);
        if stops {
            return false;
        }
    }
    false
}

/// Where the code that could mean a call's bindings ends, from `start`: its `&&` chain and
/// an `if` body or a match arm after it, to the next `;` or `,`, or after the first block.
fn reach_end(level: &Level, start: usize) -> usize {
    for i in start..level.len() {
        if matches!(level.op(i).0, Op::Semi | Op::Comma) {
            return i;
        }
        if level.is_group(i, proc_macro2::Delimiter::Brace) {
            return i + 1;
        }
    }
    level.len()
}

/// The names the patterns of an `is!` call's arguments bind.
fn bindings(args: &Level) -> Vec<Ident> {
    let mut names = Vec::new();
    let comma = (0..args.len()).find(|&i| args.punct(i, ','));
    if let Some(comma) = comma {
        let end = (comma..args.len())
            .find(|&i| args.word(i) == Word::If)
            .unwrap_or(args.len());
        tokens::bindings::bindings(args, comma + 1, end, &mut names);
    }
    for i in 0..args.len() {
        if args.word(i) == Word::Is && i > 0 && !args.punct(i + 1, '!') {
            let end = pattern_end(args, i + 1, args.len(), false);
            tokens::bindings::bindings(args, i + 1, end, &mut names);
        }
    }
    names
}

/// Whether the token at `at` is, or holds, one of `names`.
fn names_any(level: &Level, at: usize, names: &[Ident]) -> bool {
    if let Some(group) = level.child(at) {
        return (0..group.len()).any(|i| names_any(group, i, names));
    }
    matches!(&level.tokens[at], TokenTree::Ident(ident) if names.contains(ident))
}
