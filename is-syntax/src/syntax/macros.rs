//! Macro calls. `is!`'s arguments are read with infix `is`; so is the condition of `assert!`
//! and `debug_assert!`. `stringify!`, `concat!` and their kind keep their tokens as written.
//! Any other macro's arguments are read as values where they read as Rust reads a call's
//! (`format!`, `vec!`, `write!`, `assert_eq!`), as an array's repeat form (`vec![V; N]`) or
//! as `matches!`'s; where they do not, they stay as written, for the macro to take its way.

use proc_macro2::{Delimiter, Span, TokenTree};

use super::expr::{Within, operand};
use super::extent::find_word;
use super::names::{AS_WRITTEN, is_dollar_crate_is, is_is_path, is_used_marker, macro_path};
use super::tree::{And, Assert, Expr, Form, IsCall, Node, Place, Prec, Run, Test, push};
use super::{Cursor, GroupAt, Read, Reader, Stop};
use crate::tokens::Word;
use crate::tokens::{Level, with_help};

impl Reader<'_> {
    /// `PATH!(ARGS)`, the path and `!` read.
    /// `call` is the whole call, path, `!` and group, as written.
    pub(crate) fn macro_call<'l>(&mut self, call: Run<'l>) -> Read<Expr<'l>> {
        let group = GroupAt::of(call.level, call.end - 1);
        let path_end = call.end - 2;
        if is_is_path(call.level, call.start, path_end)
            || is_dollar_crate_is(call.level, call.start, path_end)
        {
            return self.is_call(call, &group);
        }
        let path = macro_path(call.level, call.start, path_end);
        let name = call.level.word(path_end - 1);
        if self.front == super::Front::Attribute && name == Word::Other {
            self.refuse_outside(call);
        }
        if self.std_assert(name, path) {
            return self.assert(call, &group);
        }
        if AS_WRITTEN.contains(&name) || group.holds_no_is() {
            return Ok(as_written(call));
        }
        if is_block_macro(call.level, call.start, path_end) {
            // `is::syntax! { … }` inside: it reads its own `is`.
            return Ok(as_written(call));
        }
        if name == Word::None {
            // A macro named by a fragment (`$m!(…)`), or by a longer path: its tokens go on
            // as written, and an `is` in them is refused where unread it changes meaning.
            let mark = self.errors.mark();
            if let Some(level) = group.level() {
                self.refuse_unread_arguments(call, level);
            }
            return Ok(self.unread_call(mark, call));
        }
        let matches = name == Word::Matches;
        let mark = self.errors.mark();
        let read = self.in_group(&group, |reader, level| {
            reader.with_tentative(true, |reader| {
                if matches {
                    reader.matches_args(level)
                } else {
                    reader.values_or_repeat(level, Some("the end of the arguments"))
                }
            })
        });
        let inner = match read {
            Ok(Ok(inner)) => inner,
            // Tokens read another way are the macro's own business: given up, with what was
            // read of them, and an `is` in them refused where unread it changes meaning.
            Ok(Err(Stop)) => {
                self.errors.forget(mark);
                if let Some(level) = group.level() {
                    self.refuse_unread_arguments(call, level);
                    self.refuse_lookalike(call, level);
                }
                return Ok(self.unread_call(mark, call));
            }
            Err(Stop) => Vec::new(),
        };
        if !inner.iter().any(Node::changes) {
            return Ok(as_written(call));
        }
        if let Some(level) = group.level() {
            let mark = self.errors.mark();
            self.refuse_forwarded(call, level);
            if self.front == super::Front::Block && self.errors.since(mark) {
                // Lowered, its tests would be `if`s in the macro's tokens, which it may not
                // take: the refusal alone stands in its place.
                return Ok(self.unread_call(mark, call));
            }
        }
        let head = Run {
            end: call.end - 1,
            ..call
        };
        let group = Node::Group(Box::new(super::GroupNode {
            original: group.token,
            inner,
            scope: None,
        }));
        Ok(Expr::plain(vec![Node::Tokens(head), group], Prec::Postfix))
    }

    /// A macro call left as written, its arguments checked since `mark`. In a block, an
    /// infix `is` refused there cannot compile either: the call's expansion would fail at
    /// it with rustc's "expected `{`", so the refusal's `compile_error!` stands in its place,
    /// one error.
    fn unread_call<'l>(&mut self, mark: crate::tokens::Mark, call: Run<'l>) -> Expr<'l> {
        if self.front != super::Front::Block || !self.errors.since(mark) {
            return as_written(call);
        }
        // A call in parentheses or brackets stands where a value may go on (`m!(…) + 1`): its
        // error too, in parentheses; one in braces may be a statement, as the error is.
        let braced = call.level.is_group(call.end - 1, Delimiter::Brace);
        let span = call.level.tokens[call.end - 1].span();
        let recovery = self.errors.recover_in_place(mark, |error| {
            let error = error.into_iter().collect();
            if braced {
                return error;
            }
            vec![crate::tokens::build::group(
                Delimiter::Parenthesis,
                error,
                span,
            )]
        });
        Expr::plain(vec![Node::Recovery(Box::new(recovery))], Prec::Postfix)
    }

    /// Whether the macro `name` named by `path` (as `macro_path` reads it) is std's `assert!`
    /// or `debug_assert!`, whose condition is read with infix `is`: named through `std::` or
    /// `core::`, or alone unless the input has one of its own.
    #[inline(always)]
    pub(crate) fn std_assert(&mut self, name: Word, path: Option<(Option<Word>, Word)>) -> bool {
        let std_assert = match path {
            Some((None, _)) => !self.own_assert(name == Word::DebugAssert),
            Some((crate_name, _)) => matches!(crate_name, Some(Word::Std | Word::Core)),
            None => false,
        };
        matches!(name, Word::Assert | Word::DebugAssert) && std_assert
    }

    /// `matches!(VALUE, PATTERN if GUARD)`: the value and the guard are values.
    fn matches_args<'l>(&mut self, level: &'l Level) -> Read<Vec<Node<'l>>> {
        let mut c = Cursor::new(level);
        let value = self.whole(&mut c, Within::default())?;
        let mut nodes = Vec::new();
        operand(value, Place::WHOLE, &mut nodes);
        if !c.punct(',') {
            return self.expected(&c, "`,`");
        }
        push(&mut nodes, c.node(1));
        let guard = find_word(level, c.pos, c.end, Word::If);
        let pattern_end = trailing_comma(level, c.pos, guard);
        push(&mut nodes, c.node_to(pattern_end));
        if guard < c.end && c.pos == guard {
            push(&mut nodes, c.node(1));
            let guard = self.whole(&mut c, Within::default())?;
            operand(guard, Place::WHOLE, &mut nodes);
        }
        if c.punct(',') {
            push(&mut nodes, c.node(1));
        }
        if !c.at_end() {
            return self.expected(&c, "the end of `matches!`");
        }
        Ok(nodes)
    }

    /// `is!(…)`: its arguments read with infix `is`.
    fn is_call<'l>(&mut self, call: Run<'l>, group: &GroupAt<'l>) -> Read<Expr<'l>> {
        let path = &call.tokens()[..call.end - call.start - 1];
        let span = path.first().map_or_else(Span::call_site, TokenTree::span);
        let mark = self.errors.mark();
        // `renamed::` of `renamed::is!`, the path and `!` less the name: what a recovery in
        // the arguments reaches the crate by.
        let crate_path = path[..path.len().saturating_sub(2)].to_vec();
        let outer = std::mem::replace(&mut self.crate_path, crate_path);
        let read = self.in_group(group, |reader, level| {
            if is_used_marker(level) {
                return Ok(None);
            }
            reader
                .in_is_arguments(|reader| reader.is_call_args(level, span))
                .map(Some)
        });
        self.crate_path = outer;
        let read = read?;
        let inner = match read {
            Ok(Some(inner)) => inner,
            Ok(None) => return Ok(as_written(call)),
            // Reported: the call is `false` in its place, so that nothing around it fails too.
            Err(Stop) => {
                let recovery = self
                    .errors
                    .recover(mark, vec![crate::tokens::build::ident("false", span)]);
                Expr::plain(vec![Node::Recovery(Box::new(recovery))], Prec::Postfix)
            }
        };
        Ok(Expr::IsCall(Box::new(IsCall {
            path,
            original: group.token,
            inner,
            bare_name: (path.len() == 2).then(|| &path[0]),
        })))
    }

    /// The arguments of `is!`: `EXPR, PAT`, `EXPR, PAT if GUARD`, or one expression with an
    /// infix `is` in it.
    pub(crate) fn is_call_args<'l>(&mut self, level: &'l Level, call: Span) -> Read<Expr<'l>> {
        let mut c = Cursor::new(level);
        if c.at_end() {
            self.errors.push(with_help(
                call,
                "`is!` needs a value and a pattern to test it against",
                "write `is!(EXPR is PATTERN)` or `is!(EXPR, PATTERN)`",
            ));
            return Err(Stop);
        }
        if c.punct(',') {
            return Err(self.fail(c.span(), "expected an expression before `,`"));
        }
        let first = self.whole(&mut c, Within::default())?;
        let expr = if c.punct(',') {
            self.comma_form(&mut c, first)?
        } else if !c.at_end() {
            return self.expected(&c, "`,` or the end of `is!`");
        } else {
            first
        };
        if !expr.has_test() {
            let mut written = Vec::new();
            expr.written(&mut written);
            let span = written.first().map_or(call, TokenTree::span);
            self.errors.push(with_help(
                span,
                "this `is!` tests no pattern",
                "write `is!(EXPR is PATTERN)` or `is!(EXPR, PATTERN)`; a plain bool needs no `is!`",
            ));
            return Err(Stop);
        }
        Ok(expr)
    }

    /// `, PAT` or `, PAT if GUARD` after the value, as `VALUE is PAT && GUARD` would read,
    /// the pattern as `matches!` takes it (`A | B` needs no parentheses).
    fn comma_form<'l>(&mut self, c: &mut Cursor<'l>, scrutinee: Expr<'l>) -> Read<Expr<'l>> {
        let comma = c.take();
        let guard = find_word(c.level, c.pos, c.end, Word::If);
        let pattern_end = trailing_comma(c.level, c.pos, guard);
        let pattern = self.test_pattern(c, pattern_end, comma, Form::Comma);
        let test = Expr::Test(Box::new(Test {
            scrutinee,
            keyword: comma,
            pattern,
            form: Form::Comma,
            before: None,
            after: None,
        }));
        if c.at_end() || c.punct(',') && c.pos + 1 == c.end {
            c.pos = c.end;
            return Ok(test);
        }
        if !c.is(Word::If) {
            return self.expected(c, "`if` or the end of `is!`");
        }
        let if_token = c.take();
        let guard_end = trailing_comma(c.level, c.pos, c.end);
        if guard_end == c.pos {
            return Err(self.fail(if_token.span(), "expected a guard after `if`"));
        }
        let mut guard_cursor = c.until(guard_end);
        let guard = self.whole(&mut guard_cursor, Within::default())?;
        if !guard_cursor.at_end() {
            return self.expected(&guard_cursor, "the end of the guard");
        }
        c.pos = c.end;
        Ok(Expr::And(Box::new(And {
            left: test,
            op: std::slice::from_ref(if_token),
            right: guard,
        })))
    }

    /// `assert!(COND, …)`: the condition read with infix `is`, the message as values.
    fn assert<'l>(&mut self, call: Run<'l>, group: &GroupAt<'l>) -> Read<Expr<'l>> {
        if group.holds_no_is() {
            return Ok(as_written(call));
        }
        let mark = self.errors.mark();
        let read = self.in_group(group, |reader, level| {
            let mut c = Cursor::new(level);
            let cond = reader.in_is_arguments(|reader| reader.whole(&mut c, Within::default()))?;
            let cond_tokens = &level.tokens[..c.pos];
            // A message when more than a trailing `,` follows the condition.
            let has_message = c.pos + 1 < c.end;
            let mut rest = Vec::new();
            if !c.at_end() {
                reader.more_values(&mut c, &mut rest, false)?;
            }
            Ok((cond, cond_tokens, rest, has_message))
        })?;
        let (cond, cond_tokens, rest, has_message) = match read {
            Ok(read) => read,
            Err(Stop) => {
                let unread = self.unread(mark, call);
                return Ok(Expr::plain(vec![unread], Prec::Postfix));
            }
        };
        if !cond.has_test() && !rest.iter().any(Node::changes) {
            return Ok(as_written(call));
        }
        Ok(Expr::plain(
            vec![Node::Assert(Box::new(Assert {
                path: &call.tokens()[..call.end - call.start - 1],
                original: group.token,
                cond,
                cond_tokens,
                rest,
                has_message,
            }))],
            Prec::Postfix,
        ))
    }
}

/// Where a pattern or guard ending at `end` ends without its trailing `,`.
fn trailing_comma(level: &Level, start: usize, end: usize) -> usize {
    if end > start && level.punct(end - 1, ',') {
        end - 1
    } else {
        end
    }
}

/// Whether the macro path `level.tokens[start..end]` is `CRATE::syntax` or `::CRATE::syntax`:
/// `is::syntax!`, under any name of the crate.
fn is_block_macro(level: &Level, start: usize, end: usize) -> bool {
    let last = match level.tokens.get(end.wrapping_sub(1)) {
        Some(TokenTree::Ident(name)) => crate::tokens::ident_is(name, "syntax"),
        _ => false,
    };
    last && matches!(macro_path(level, start, end), Some((Some(_), _)))
}

/// A macro call as written.
fn as_written(call: Run<'_>) -> Expr<'_> {
    Expr::Run(call, Prec::Postfix)
}
