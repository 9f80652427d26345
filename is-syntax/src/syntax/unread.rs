//! Read or refuse: tokens the reader leaves as written, and the `is` in them that would change
//! meaning there.
//!
//! Some tokens must stay unread: another macro's arguments that do not read as values, a
//! `macro_rules!` rule's body that is Rust only once expanded. An `is!(…)` in them is expanded
//! on its own, a `bool` whose bindings end at its `)`; that is right where they end there
//! anyway, and silently wrong where the code after the call meant to use them (`is!(…) && v`,
//! or an `if` body), which would then name an outer `v`. Such a call is refused with an error
//! at it. In another macro's arguments, where nothing says how Rust reads a call (no `if`,
//! `let`, `=` … before it in its statement), the macro may move the code that names its
//! bindings anywhere, as a tt-muncher does: there any other token that names them refuses it.
//! In `is::syntax!`, an infix `is` in such tokens cannot compile at all, and is refused with
//! an error that says why.

use proc_macro2::{Delimiter, Ident, TokenTree};

use super::expr::binary_prec;
use super::extent::pattern_end;
use super::names::{AS_WRITTEN, is_is_path};
use super::tree::Run;
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
    /// written: an `is!` whose bindings the code after it names (see [`used_after`]), or whose
    /// pattern comes from a fragment and a fragment follows it; in a block, every infix `is`.
    pub(crate) fn refuse_unread(&mut self, level: &Level, why: Unread) {
        self.refuse_unread_in(level, why, &mut Vec::new(), None);
    }

    /// [`Reader::refuse_unread`] for each rule body in `rules`, a `macro_rules!`'s group,
    /// as if none read: each `is!` there whose chain or body means its bindings is refused.
    pub(crate) fn refuse_rules(&mut self, rules: &Level) {
        for i in 0..rules.len() {
            let after_arrow = i >= 2 && rules.punct(i - 2, '=') && rules.punct(i - 1, '>');
            if let (true, Some(body)) = (after_arrow, rules.child(i)) {
                self.refuse_unread(body, Unread::RuleBody);
            }
        }
    }

    /// [`Reader::refuse_unread`] for the arguments `args` of the macro call `call`, whose
    /// chain may go on after the call (`if m!(… is!(…) …) && v`).
    pub(crate) fn refuse_unread_arguments(&mut self, call: Run<'_>, args: &Level) {
        let mut outer = vec![(call.level, call.end - 1)];
        self.refuse_unread_in(args, Unread::MacroArguments, &mut outer, Some(args));
    }

    /// [`Reader::refuse_unread`], `outer` holding the levels around `level` and where its
    /// group stands in each, innermost last: a call's chain goes on past its parentheses.
    /// `arguments` is the innermost other macro's arguments around `level`, if any.
    fn refuse_unread_in<'a>(
        &mut self,
        level: &'a Level,
        why: Unread,
        outer: &mut Vec<(&'a Level, usize)>,
        arguments: Option<&'a Level>,
    ) {
        let mut i = 0;
        while i < level.len() {
            if let Some(args) = is_call_at(level, i) {
                let call = UnreadCall {
                    level,
                    at: i,
                    args,
                    arguments,
                };
                self.refuse_call(call, why, outer);
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
                // A macro's arguments, in a rule's body or another macro's arguments (not
                // `return !(…)`).
                let called = i >= 2
                    && level.punct(i - 1, '!')
                    && matches!(level.tokens[i - 2], TokenTree::Ident(_))
                    && !level.word(i - 2).is_keyword();
                outer.push((level, i));
                self.refuse_unread_in(
                    group,
                    why,
                    outer,
                    if called { Some(group) } else { arguments },
                );
                outer.pop();
            }
            i += 1;
        }
    }

    /// The `is!` call `call`: refused where its bindings would be meant to reach past its
    /// `)`, or where it stands loose in another macro's arguments that name them elsewhere
    /// (see [`UnreadCall`]).
    fn refuse_call(&mut self, call: UnreadCall<'_>, why: Unread, outer: &[(&Level, usize)]) {
        let UnreadCall {
            level, at, args, ..
        } = call;
        let Some(args_level) = level.child(args) else {
            return;
        };
        let bound = Bound::of(args_level);
        let named = |level: &Level, i: usize| bound.named_at(level, i);
        let after = used_after(level, args + 1, outer, &named);
        if !after && !call.loose_and_named(outer, &named) {
            return;
        }
        let front = match self.front {
            Front::Block => "`is::syntax!`",
            _ => "`#[is_syntax]`",
        };
        let what = if !after {
            "which may put them anywhere (a tt-muncher's accumulated condition, before a body that names its bindings), so it is a `bool` on its own and the code there cannot use its bindings"
        } else if bound.from_fragment {
            "its pattern comes from a fragment, whose bindings it cannot name, so it is a `bool` on its own and a fragment after it could not use them"
        } else {
            "so it is a `bool` on its own and the code after it cannot use its bindings"
        };
        let (place, help) = if !after {
            (
                Unread::MacroArguments,
                "or write the `if` outside the macro and pass the macro its result; name the bindings nowhere else in the macro's arguments",
            )
        } else {
            (why, "or move the code into a function")
        };
        self.errors.push(with_help(
            level.tokens[path_start(level, at)].span(),
            &format!(
                "{front} cannot read this `is!`: it stands in {}, {what}",
                place.what()
            ),
            &format!(
                "put the rest of the chain inside the call, {}, {help}",
                chain_inside(&level.tokens[path_start(level, at)..args], args_level)
            ),
        ));
    }
}

/// An `is!` call in tokens left unread: in `level`, its path at `at`, its arguments' group at
/// `args`; `arguments` the innermost other macro's arguments around it, if any.
///
/// There it may stand loose: no `if`, `while`, `match`, `let`, `=`, `return` or
/// `break` before it in its statement says where Rust would read its chain, and the macro
/// takes its tokens its own way. A tt-muncher carries it in an accumulator and writes it into
/// a condition whose body came anywhere in its arguments, before or after it, past a `;` or
/// a `,`: `m!(@acc [] is!(x is Some(v)) ; { v })`, `m!(body { v } cond is!(x is Some(v)))`.
/// The let-chain it stands for would bind there, the lone `bool` cannot.
#[derive(Clone, Copy)]
struct UnreadCall<'a> {
    level: &'a Level,
    at: usize,
    args: usize,
    arguments: Option<&'a Level>,
}

impl UnreadCall<'_> {
    /// Whether the call stands loose and the macro's arguments name one of its bindings
    /// (`named`) anywhere but in the call itself.
    fn loose_and_named(
        &self,
        outer: &[(&Level, usize)],
        named: &dyn Fn(&Level, usize) -> bool,
    ) -> bool {
        let Some(arguments) = self.arguments else {
            return false;
        };
        !self.in_statement(arguments, outer) && self.named_in(arguments, named)
    }

    /// Whether a word or `=` before the call in its statement makes it Rust's to read: up to a
    /// `;`, a `,`, a block that is no operand, or the start of the arguments or of a block.
    fn in_statement(&self, arguments: &Level, outer: &[(&Level, usize)]) -> bool {
        let (mut level, mut i, mut depth) = (self.level, self.at, outer.len());
        loop {
            while i > 0 {
                i -= 1;
                let word = level.word(i);
                if matches!(
                    word,
                    Word::If | Word::While | Word::Match | Word::Let | Word::Return | Word::Break
                ) || op_ending_at(level, i) == Op::Eq
                {
                    return true;
                }
                let body = level.is_group(i, Delimiter::Brace) && !is_operand(level, i);
                if body || matches!(level.op(i).0, Op::Semi | Op::Comma) {
                    return false;
                }
            }
            if std::ptr::eq(level, arguments) || depth == 0 {
                return false;
            }
            let (parent, group) = outer[depth - 1];
            if parent.is_group(group, Delimiter::Brace) {
                return false;
            }
            (level, i, depth) = (parent, group, depth - 1);
        }
    }

    /// Whether a token of `level` or its groups, the call's own tokens aside, is `named`.
    fn named_in(&self, level: &Level, named: &dyn Fn(&Level, usize) -> bool) -> bool {
        let own = std::ptr::eq(level, self.level);
        (0..level.len()).any(|i| {
            if own && (self.at..=self.args).contains(&i) {
                return false;
            }
            match level.child(i) {
                Some(group) => self.named_in(group, named),
                None => named(level, i),
            }
        })
    }
}

/// What an `is!` call's patterns bind: the names written in them, and whether a fragment or
/// a repetition stands in one (`$p`, `[$($p),*]`), whose names nothing here can know.
pub(crate) struct Bound {
    pub(crate) names: Vec<Ident>,
    pub(crate) from_fragment: bool,
}

impl Bound {
    /// What the patterns in the arguments `args` of an `is!` call bind.
    pub(crate) fn of(args: &Level) -> Bound {
        let mut bound = Bound {
            names: Vec::new(),
            from_fragment: false,
        };
        for (start, end) in patterns(args) {
            bound.add(args, start, end);
        }
        bound
    }

    /// What the pattern `level.tokens[start..end]` binds.
    pub(crate) fn of_pattern(level: &Level, start: usize, end: usize) -> Bound {
        let mut bound = Bound {
            names: Vec::new(),
            from_fragment: false,
        };
        bound.add(level, start, end);
        bound
    }

    fn add(&mut self, level: &Level, start: usize, end: usize) {
        tokens::bindings::bindings(level, start, end, &mut self.names);
        self.from_fragment |= (start..end).any(|i| holds_dollar(level, i));
    }

    /// Whether the patterns bind anything, or may.
    pub(crate) fn binds(&self) -> bool {
        !self.names.is_empty() || self.from_fragment
    }

    /// Whether the token at `at` (or a group's tokens) may name one of the bindings: one of
    /// the names, or a fragment where the names are a fragment's.
    pub(crate) fn named_at(&self, level: &Level, at: usize) -> bool {
        names_any(level, at, &self.names) || self.from_fragment && holds_dollar(level, at)
    }
}

/// Whether the code from `start` in `level` that could mean a call's bindings names one
/// (`named_at`): to the next `;` or `,`, or past the first block no operator follows (an `if`
/// body, a match's arms); a block an operator follows (`&& { … } && v`, `&& unsafe { … }`) is
/// an operand, and the chain goes on past it. Where that runs to the end of a group that is
/// no block, the chain goes on after the group in `outer` (`(is!(…)) && v`, `if (a && is!(…))
/// { v }`).
pub(crate) fn used_after<'a>(
    level: &'a Level,
    start: usize,
    outer: &[(&'a Level, usize)],
    named_at: &dyn Fn(&Level, usize) -> bool,
) -> bool {
    let mut reach = Vec::new();
    chain_reach(level, start, outer, &mut reach);
    reach
        .iter()
        .any(|&(level, start, end)| (start..end).any(|i| named_at(level, i)))
}

/// The stretches of code from `start` in `level` that could mean a call's bindings, as
/// [`used_after`] reads them, onto `reach`: each a level and a range of its tokens.
pub(crate) fn chain_reach<'a>(
    level: &'a Level,
    start: usize,
    outer: &[(&'a Level, usize)],
    reach: &mut Vec<(&'a Level, usize, usize)>,
) {
    let end = reach_end(level, start);
    reach.push((level, start, end.unwrap_or(level.len())));
    match (end, outer.split_last()) {
        (None, Some((&(parent, group), rest))) if !parent.is_group(group, Delimiter::Brace) => {
            chain_reach(parent, group + 1, rest, reach);
        }
        _ => {}
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

/// Where the path of the `is!` call whose name's path starts at `at` starts: at the `$` of
/// `$crate::is!`.
fn path_start(level: &Level, at: usize) -> usize {
    if at > 0 && level.punct(at - 1, '$') {
        at - 1
    } else {
        at
    }
}

/// The index of the arguments' group of an `is!` call whose path starts at `at` (`is`,
/// `CRATE::is`, `::CRATE::is`).
pub(crate) fn is_call_at(level: &Level, at: usize) -> Option<usize> {
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
pub(crate) fn is_infix(level: &Level, at: usize) -> bool {
    let Some(before) = at.checked_sub(1) else {
        return false;
    };
    // `x.await is P`: `await` after `.` ends an operand, though a keyword.
    let awaited = level.word(before) == Word::Await && before > 0 && level.punct(before - 1, '.');
    let ends_operand = awaited
        || match &level.tokens[before] {
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
    ends_operand && (awaited || !before_name) && at + 1 < level.len() && !names_something
}

/// Whether the `*`, `+` or `?` at `at` is a repetition's operator: `$( … )*`, `$( … ),*`.
fn ends_repetition(level: &Level, at: usize) -> bool {
    let repeats =
        |group: usize| group >= 1 && level.punct(group - 1, '$') && level.group(group).is_some();
    matches!(level.op(at).0, Op::Star | Op::Plus | Op::Question)
        && (at >= 1 && repeats(at - 1) || at >= 2 && repeats(at - 2))
}

/// Where the code that could mean a call's bindings ends, from `start` (see [`used_after`]);
/// `None` where it runs to the end of the level.
fn reach_end(level: &Level, start: usize) -> Option<usize> {
    for i in start..level.len() {
        if matches!(level.op(i).0, Op::Semi | Op::Comma) {
            return Some(i);
        }
        let body = level.is_group(i, Delimiter::Brace) && !is_operand(level, i);
        if body && !continues(level, i + 1) {
            return Some(i + 1);
        }
    }
    None
}

/// Whether the block at `at` is an operand by what stands before it: an operator
/// (`&& { … }`), `!`, or a block expression's keyword (`unsafe`, `const`, `async`, `loop`).
fn is_operand(level: &Level, at: usize) -> bool {
    let Some(before) = at.checked_sub(1) else {
        return false;
    };
    binary_prec(op_ending_at(level, before)).is_some()
        || level.punct(before, '!')
        || matches!(
            level.word(before),
            Word::Unsafe | Word::Const | Word::Async | Word::Loop | Word::Move | Word::Try
        )
}

/// The operator whose last token is at `at` (`&&` of two, `..=` of three).
fn op_ending_at(level: &Level, at: usize) -> Op {
    for len in (1..=3).rev() {
        if let Some(start) = (at + 1).checked_sub(len) {
            let (op, op_len) = level.op(start);
            if op_len == len {
                return op;
            }
        }
    }
    Op::None
}

/// Whether the token at `at` goes on with the expression before it: a binary operator, `.`
/// or `?`; or `=>`, after a guard whose last operand is a block, before the arm it guards.
fn continues(level: &Level, at: usize) -> bool {
    let op = level.op(at).0;
    binary_prec(op).is_some() || matches!(op, Op::Dot | Op::Question | Op::FatArrow)
}

/// The stretches of an `is!` call's arguments that are patterns: after the `,` of the comma
/// form (to its guard), and after each infix `is`.
fn patterns(args: &Level) -> Vec<(usize, usize)> {
    let mut patterns = Vec::new();
    let comma = (0..args.len()).find(|&i| args.punct(i, ','));
    if let Some(comma) = comma {
        let end = (comma..args.len())
            .find(|&i| args.word(i) == Word::If)
            .unwrap_or(args.len());
        patterns.push((comma + 1, end));
    }
    for i in 0..args.len() {
        if args.word(i) == Word::Is && i > 0 && !args.punct(i + 1, '!') {
            patterns.push((i + 1, pattern_end(args, i + 1, args.len(), false)));
        }
    }
    patterns
}

/// Whether the token at `at` is, or holds, a `$`: a fragment or a repetition.
fn holds_dollar(level: &Level, at: usize) -> bool {
    if let Some(group) = level.child(at) {
        return (0..group.len()).any(|i| holds_dollar(group, i));
    }
    level.punct(at, '$')
}

/// Whether the token at `at` is, or holds, one of `names`.
fn names_any(level: &Level, at: usize, names: &[Ident]) -> bool {
    if let Some(group) = level.child(at) {
        return (0..group.len()).any(|i| names_any(group, i, names));
    }
    matches!(&level.tokens[at], TokenTree::Ident(ident) if names.contains(ident))
}
