//! Tests in the arguments of a macro the reader does not know, read as values: whether a
//! value is what the macro makes of them.
//!
//! The reader lowers a test in another macro's arguments where they read as values, each
//! test a `bool` whose bindings end with its own chain. A macro that takes its arguments as
//! `tt`s may put them anywhere: `if $($c)* $b` makes one argument the condition and another
//! its body, and written as a let-chain, the body would see the condition's bindings. So where
//! a test's bindings are named outside its own chain (in another argument, in its own before
//! the test or past the chain's end, or in the chain after the call), the value the reader
//! would make is not the code's meaning, and it is refused.
//! Where they are named nowhere else, the value is the meaning wherever the macro puts it:
//! the macro's own code cannot name them (a `macro_rules!` body's locals are its own).
//! The standard library's macros that take values (`format!`, `vec!`, `assert_eq!`, …)
//! evaluate each argument as a value, and are known.

use proc_macro2::{Span, TokenTree};

use super::extent::pattern_end;
use super::tree::Run;
use super::unread::{Bound, chain_reach, is_call_at, is_infix, used_after};
use super::{Front, Reader};
use crate::tokens::name::STD_VALUE_MACROS;
use crate::tokens::{Level, Op, Word, ident_is, with_help};

impl Reader<'_> {
    /// Refuses each test in the arguments `args` of the macro call `call`, read as values,
    /// whose bindings are named outside its own chain, unless the macro is one of
    /// [`STD_VALUE_MACROS`] named alone or through `std::`/`core::`.
    pub(crate) fn refuse_forwarded(&mut self, call: Run<'_>, args: &Level) {
        let path_end = call.end - 2;
        let known = match &call.level.tokens[path_end - 1] {
            TokenTree::Ident(name) => STD_VALUE_MACROS.iter().any(|known| ident_is(name, known)),
            _ => false,
        };
        let std_path = path_end - call.start == 1
            || matches!(call.level.word(call.start), Word::Std | Word::Core)
            || call.level.punct(call.start, ':')
                && matches!(call.level.word(call.start + 2), Word::Std | Word::Core);
        if known && std_path {
            return;
        }
        let name: String = call.level.tokens[call.start..path_end]
            .iter()
            .map(ToString::to_string)
            .collect();
        let arguments = arguments(args);
        // The call's own chain goes on after it (`m!(…) && v`), or its body (`if m!(…) { v }`).
        let chain_after = call.level.op(call.end).0 == Op::AndAnd
            || call.level.is_group(call.end, proc_macro2::Delimiter::Brace);
        let mut tests = Vec::new();
        for &(start, end) in &arguments {
            let first = tests.len();
            self.tests_in(args, start, end, &mut Vec::new(), &mut tests);
            // A chain ends with its argument (at a `=>` too, which is no operator).
            for test in &mut tests[first..] {
                for (level, _, own_end) in &mut test.own {
                    if std::ptr::eq(*level, args) {
                        *own_end = (*own_end).min(end);
                    }
                }
            }
        }
        for test in tests {
            let named = |level: &Level, i: usize| test.bound.named_at(level, i);
            if test.named_outside(args, &named)
                || chain_after && used_after(call.level, call.end, &[], &named)
            {
                self.refuse_test_value(test.span, &name);
            }
        }
    }

    /// The tests in `level.tokens[start..end]` and their groups, with what they bind and the
    /// code of their own chains: each `is!` call, and in a block each infix `is`. `outer`
    /// holds the levels around `level` within the arguments (see `used_after`).
    fn tests_in<'a>(
        &self,
        level: &'a Level,
        start: usize,
        end: usize,
        outer: &mut Vec<(&'a Level, usize)>,
        out: &mut Vec<ForwardedTest<'a>>,
    ) {
        let mut i = start;
        while i < end {
            if let Some(args) = is_call_at(level, i) {
                if let Some(args_level) = level.child(args) {
                    let bound = Bound::of(args_level);
                    if bound.binds() {
                        out.push(ForwardedTest::new(level, i, args + 1, outer, bound));
                    }
                }
                i = args + 1;
                continue;
            }
            if self.front == Front::Block && level.word(i) == Word::Is && is_infix(level, i) {
                let pattern_end = pattern_end(level, i + 1, end, false);
                let bound = Bound::of_pattern(level, i + 1, pattern_end);
                if bound.binds() {
                    out.push(ForwardedTest::new(level, i, pattern_end, outer, bound));
                }
            }
            if let Some(group) = level.child(i) {
                outer.push((level, i));
                self.tests_in(group, 0, group.len(), outer, out);
                outer.pop();
            }
            i += 1;
        }
    }

    /// Refuses the call `call` of a macro the reader does not know whose arguments `args` are
    /// a test, `EXPR is PATTERN` (`check!(x is Some(v))`), where the chain after the call names
    /// the pattern's bindings: a macro that stands for `is!` (one of the user's that forwards
    /// to it, `is!` re-exported from elsewhere) would bind them there, and left as written it
    /// would be a lone `bool`, the code after it naming outer variables. What it is cannot be
    /// known from the item; `is!` renamed by a `use` in the file is known (see `is_names`).
    pub(crate) fn refuse_lookalike(&mut self, call: Run<'_>, args: &Level) {
        if self.front != Front::Attribute {
            return;
        }
        let Some(is) = (0..args.len()).find(|&i| args.word(i) == Word::Is && is_infix(args, i))
        else {
            return;
        };
        let bound = Bound::of(args);
        if !bound.binds() || !used_after(call.level, call.end, &[], &|l, i| bound.named_at(l, i)) {
            return;
        }
        let name: String = call.level.tokens[call.start..call.end - 2]
            .iter()
            .map(ToString::to_string)
            .collect();
        self.errors.push(with_help(
            args.tokens[is].span(),
            &format!(
                "`#[is_syntax]` cannot read `{name}!`: its arguments are a test, and if it stands for `is!`, the code after it means its bindings, which the attribute cannot know"
            ),
            "call `is!` itself (by any name a `use` in this file gives it), or put the rest of the chain inside the call",
        ));
    }

    /// Refuses the call `call` of a macro defined in the file outside the item, whose rules
    /// hold an `is!` that the chain after it or an `if` body means: there the attribute does
    /// not read it, and it expands a lone `bool`, its bindings ending at its `)`.
    pub(crate) fn refuse_outside(&mut self, call: Run<'_>) {
        let TokenTree::Ident(name) = &call.level.tokens[call.start] else {
            return;
        };
        if call.end - call.start != 3 || !crate::tokens::is_names::loses_is_outside(name) {
            return;
        }
        self.errors.push(with_help(
            name.span(),
            &format!(
                "`#[is_syntax]` cannot read the `is!` in `{name}!`: the macro is defined outside the item, where its tests are lone `bool`s whose bindings the rest of their chains cannot use"
            ),
            "define the macro inside the item that has `#[is_syntax]` (a `#[is_syntax] mod` can hold it and its callers), so that its tests bind as let-chains",
        ));
    }

    fn refuse_test_value(&mut self, span: Span, name: &str) {
        let front = match self.front {
            Front::Block => "`is::syntax!`",
            _ => "`#[is_syntax]`",
        };
        self.errors.push(with_help(
            span,
            &format!(
                "{front} cannot read this test as a value: it stands in the arguments of `{name}!`, which may put them anywhere (in a condition, whose body would see the bindings), and its bindings are named outside its own chain"
            ),
            "keep the code that uses the bindings in the test's own `&&` chain, or write the `if` outside the macro and pass the macro its result",
        ));
    }
}

/// A test in another macro's arguments read as values: where it stands, what it binds, and
/// the code of its own chain, which the value it is lowered to holds.
struct ForwardedTest<'a> {
    span: Span,
    bound: Bound,
    /// The test (from its `is!` or its `is`) and its chain after it: each a level and a
    /// range of its tokens.
    own: Vec<(&'a Level, usize, usize)>,
}

impl<'a> ForwardedTest<'a> {
    /// The test in `level.tokens[start..end]`, its chain going on from `end`.
    fn new(
        level: &'a Level,
        start: usize,
        end: usize,
        outer: &[(&'a Level, usize)],
        bound: Bound,
    ) -> Self {
        let mut own = vec![(level, start, end)];
        chain_reach(level, end, outer, &mut own);
        ForwardedTest {
            span: level.tokens[start].span(),
            bound,
            own,
        }
    }

    /// Whether a token of `level` or its groups outside the test's own chain is `named`: in
    /// another argument, or in its own before it or past its chain's end. The macro may
    /// put that code anywhere (`m!({ v } + is!(x is Some(v)))` as `if … { v }`).
    fn named_outside(&self, level: &Level, named: &dyn Fn(&Level, usize) -> bool) -> bool {
        (0..level.len()).any(|i| {
            let own = self
                .own
                .iter()
                .any(|&(own, start, end)| std::ptr::eq(own, level) && (start..end).contains(&i));
            match level.child(i) {
                _ if own => false,
                Some(group) => self.named_outside(group, named),
                None => named(level, i),
            }
        })
    }
}

/// The stretches of a macro's arguments between top-level `,`, `;` and `=>`.
fn arguments(args: &Level) -> Vec<(usize, usize)> {
    let mut arguments = Vec::new();
    let mut start = 0;
    let mut i = 0;
    while i < args.len() {
        let (op, len) = args.op(i);
        if matches!(op, Op::Comma | Op::Semi | Op::FatArrow) {
            arguments.push((start, i));
            start = i + len;
            i = start;
            continue;
        }
        i += 1;
    }
    arguments.push((start, args.len()));
    arguments
}
