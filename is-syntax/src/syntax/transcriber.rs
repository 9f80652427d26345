//! `macro_rules!` defined inside the items the macros read. The matchers stay as written; each
//! rule's body is read like any code, where:
//!
//! - a fragment `$name` stands for a thing of its designator's kind, found from the rule's
//!   matcher (`$e:expr` an operand, `$b:block` a block, `$v:vis` a visibility, `$l:lifetime`
//!   a label, `$i:item` an item, `$p:pat` a pattern, `$t:ty` a type, `$i:ident` a path's
//!   segment);
//! - a repetition `$( … ) SEP? OP` reads its contents as if written once, in the place it
//!   stands: statements among statements, values among values, arms among arms, and an
//!   operator with its right operand after an operand (`$(&& $more)*`).
//!
//! A body that does not read so (a `tt` where the grammar needs more, tokens that are Rust only
//! once expanded) stays as written, and an `is` in it that would change meaning unread is
//! refused (see `unread`). The `$`-syntax goes out as it came, around the lowered contents.

use proc_macro2::{Delimiter, TokenTree};

use super::expr::{BinaryOp, Within, binary_prec, joins_chain, operand};
use super::extent::repetition_operator;
use super::tree::{
    And, Expr, MacroRules, Node, Operand, Other, Place, Prec, RepeatedLinks, Repetition, Run, push,
};
use super::unread::Unread;
use super::{Cursor, GroupAt, Read, Reader};
use crate::tokens::{Level, Op, Word, ident_is};

/// What a fragment stands for, from its designator.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Fragment {
    /// `expr`, `expr_2021`, `literal`: an operand.
    Expr,
    /// `ident`, `path`, and `$crate`: a path, or a path's first segment.
    Path,
    /// `block`: a `{ … }` block.
    Block,
    /// `lifetime`: a label where `:` follows it, or a loop's label after `break`/`continue`.
    Lifetime,
    /// `vis`: a visibility, possibly empty.
    Vis,
    /// `item`: a whole item.
    Item,
    /// `stmt`: a statement, without its `;`.
    Stmt,
    /// `pat`, `pat_param`: a pattern.
    Pat,
    /// `ty`: a type.
    Ty,
    /// `meta`: an attribute's contents.
    Meta,
    /// `tt`, and a `$name` that no matcher around binds: one token tree, of no kind the reader
    /// can know.
    Tt,
}

/// A name a matcher binds, and the kind of its fragment.
pub(crate) struct Metavar {
    name: String,
    kind: Fragment,
}

/// What stands at a `$` in a rule's body.
#[derive(Clone, Copy)]
pub(crate) enum Dollar {
    /// `$name`, `$$name` (an inner macro's) or `$crate`: `len` tokens, a thing of `kind`.
    Fragment { kind: Fragment, len: usize },
    /// `$( … ) SEP? OP`: the group after the `$`; its separator's tokens (`start..end`, empty
    /// when there is none); and the index after its operator.
    Repetition {
        separator: (usize, usize),
        end: usize,
    },
}

impl Reader<'_> {
    /// What stands at `level.tokens[at]` when it is a `$` in a rule's body.
    #[inline(always)]
    pub(crate) fn dollar(&self, level: &Level, at: usize) -> Option<Dollar> {
        if !self.transcriber || !level.punct(at, '$') {
            return None;
        }
        self.dollar_after(level, at)
    }

    fn dollar_after(&self, level: &Level, at: usize) -> Option<Dollar> {
        let mut i = at + 1;
        if level.punct(i, '$') {
            i += 1;
        }
        if level.is_group(i, Delimiter::Parenthesis) && i == at + 1 {
            let (separator, end) = repetition_operator(level, i + 1)?;
            return Some(Dollar::Repetition { separator, end });
        }
        let TokenTree::Ident(name) = level.tokens.get(i)? else {
            return None;
        };
        let kind = if level.word(i) == Word::Crate {
            Fragment::Path
        } else {
            self.fragments
                .iter()
                .find(|metavar| ident_is(name, &metavar.name))
                .map_or(Fragment::Tt, |metavar| metavar.kind)
        };
        Some(Dollar::Fragment {
            kind,
            len: i + 1 - at,
        })
    }

    /// The kind of the fragment at the cursor, and how many tokens it takes.
    #[inline(always)]
    pub(crate) fn fragment_at(&self, c: &Cursor<'_>, ahead: usize) -> Option<(Fragment, usize)> {
        match self.dollar(c.level, c.pos + ahead) {
            Some(Dollar::Fragment { kind, len }) if c.pos + ahead + len <= c.end => {
                Some((kind, len))
            }
            _ => None,
        }
    }

    /// The repetition at the cursor: its separator and where it ends.
    #[inline(always)]
    pub(crate) fn repetition_at(&self, c: &Cursor<'_>) -> Option<((usize, usize), usize)> {
        match self.dollar(c.level, c.pos) {
            Some(Dollar::Repetition { separator, end }) if end <= c.end => Some((separator, end)),
            _ => None,
        }
    }

    /// `$( … ) SEP? OP` at the cursor, standing where `read` reads a list (statements, items,
    /// arms, values): its contents read by `read`, as if written once.
    pub(crate) fn repetition<'l>(
        &mut self,
        c: &mut Cursor<'l>,
        end: usize,
        read: impl FnOnce(&mut Self, &'l Level) -> Read<Vec<Node<'l>>>,
    ) -> Read<Node<'l>> {
        let start = c.pos;
        let dollar = c.take();
        let group = c.take_group();
        let after = c.run_to(end);
        let written = Node::Tokens(Run {
            level: c.level,
            start,
            end,
        });
        if group.holds_no_is() {
            return Ok(written);
        }
        let inner = self.in_group(&group, read)??;
        if !inner.iter().any(Node::changes) {
            return Ok(written);
        }
        Ok(Node::Repetition(Box::new(Repetition {
            dollar,
            original: group.token,
            inner,
            after: after.tokens(),
        })))
    }

    /// The `,`-separated elements of `level` (a `match`'s arms, a struct literal's fields):
    /// each after its attributes, read by `element` up to and with its `,`; a repetition
    /// `$( … ),*` among them reads as the elements it repeats.
    pub(crate) fn comma_separated<'l>(
        &mut self,
        level: &'l Level,
        element: impl Fn(&mut Self, &mut Cursor<'l>, &mut Vec<Node<'l>>) -> Read<()> + Copy,
    ) -> Read<Vec<Node<'l>>> {
        let mut c = Cursor::new(level);
        let mut nodes = Vec::new();
        while !c.at_end() {
            let attrs = c.attrs_len();
            if attrs > 0 {
                push(&mut nodes, c.node(attrs));
            }
            if let Some((_, end)) = self.repetition_at(&c) {
                let repeated = self.repetition(&mut c, end, |reader, level| {
                    reader.comma_separated(level, element)
                })?;
                push(&mut nodes, repeated);
                if c.punct(',') {
                    push(&mut nodes, c.node(1));
                }
                continue;
            }
            element(self, &mut c, &mut nodes)?;
        }
        Ok(nodes)
    }

    /// `$name` or `$( … ) SEP? OP` where an operand stands, in a `macro_rules!` rule's body.
    pub(crate) fn dollar_operand<'l>(
        &mut self,
        c: &mut Cursor<'l>,
        within: Within,
    ) -> Read<Operand<'l>> {
        match self.dollar(c.level, c.pos) {
            Some(Dollar::Fragment { kind, len }) => self.fragment_operand(c, kind, len, within),
            Some(Dollar::Repetition { separator, end }) => {
                Ok((self.repeated_operand(c, separator, end, within)?, false))
            }
            None => self.expected(c, "a fragment `$name` or a repetition `$( … )`"),
        }
    }

    /// A fragment where an operand stands: an expression's is one, a block's is a block-like
    /// one, an identifier's or a path's starts a path, a lifetime's before `:` labels a loop.
    /// Any other kind is no expression, and neither is a `tt`'s known to be one.
    fn fragment_operand<'l>(
        &mut self,
        c: &mut Cursor<'l>,
        kind: Fragment,
        len: usize,
        within: Within,
    ) -> Read<Operand<'l>> {
        match kind {
            Fragment::Expr => Ok((Expr::Run(c.take_run(len), Prec::Postfix), false)),
            Fragment::Block => Ok((Expr::Run(c.take_run(len), Prec::Postfix), true)),
            Fragment::Lifetime if c.punct_at(len, ':') => {
                let label = c.take_run(len + 1);
                Ok((self.labelled(c, label)?, true))
            }
            Fragment::Path | Fragment::Tt => self.path_operand(c, within),
            _ => self.expected(c, "an expression"),
        }
    }

    /// `$( … ) SEP OP` where an operand stands: its contents read as one expression, as if
    /// written once, joined by its separator, a binary operator (`$($x)&&*`, `$($x)+*`),
    /// which they must bind tighter than. Without one, contents written many times would run
    /// into each other, into an expression whose shape nothing here knows.
    fn repeated_operand<'l>(
        &mut self,
        c: &mut Cursor<'l>,
        separator: (usize, usize),
        end: usize,
        within: Within,
    ) -> Read<Expr<'l>> {
        let level = c.level;
        let (op, len) = level.op(separator.0);
        let joins = binary_prec(op).filter(|_| separator.0 + len == separator.1);
        let Some(joins) = joins else {
            return self.expected(c, "a repetition joined by an operator");
        };
        let start = c.pos;
        let dollar = c.take();
        let group = c.take_group();
        let after = c.run_to(end);
        let inner = self.in_group(&group, |reader, level| {
            let mut inner = Cursor::new(level);
            let expr = reader.whole(&mut inner, within.inner())?;
            if !inner.at_end() {
                return reader.expected(&inner, "the end of the repetition");
            }
            Ok(expr)
        })??;
        // `&&` and `||` are associative: `$(a && b)&&*` is one chain.
        let associative = matches!(op, Op::AndAnd | Op::OrOr);
        if inner.prec() < joins || inner.prec() == joins && !associative {
            let message = "this repetition's contents bind looser than its separator";
            return Err(self.fail(group.token.span(), message));
        }
        if !inner.has_test() {
            return Ok(Expr::Run(Run { level, start, end }, joins));
        }
        if op == Op::AndAnd {
            return Ok(Expr::Repetition(Box::new(RepeatedLinks {
                dollar,
                original: group.token,
                lead: &[],
                inner,
                after: after.tokens(),
            })));
        }
        let mut nodes = Vec::new();
        operand(inner, Place::needing(joins.tighter()), &mut nodes);
        let repetition = Repetition {
            dollar,
            original: group.token,
            inner: nodes,
            after: after.tokens(),
        };
        Ok(Expr::plain(
            vec![Node::Repetition(Box::new(repetition))],
            joins,
        ))
    }

    /// `LEFT $(OP RIGHT) SEP? KLEENE`: a repetition after an operand whose contents are an
    /// operator and its right operand, read as if written once. In an `&&` chain the contents
    /// are links of it (`$(&& $more(v))*`).
    pub(crate) fn repeated_binary<'l>(
        &mut self,
        c: &mut Cursor<'l>,
        left: Expr<'l>,
        left_place: Place,
        op: &BinaryOp,
        end: usize,
        within: Within,
    ) -> Read<Expr<'l>> {
        let (level, start) = (c.level, c.pos);
        let dollar = c.take();
        let group = c.take_group();
        let after = c.run_to(end);
        let right_needs = match op.op {
            // Right-associative, and associative: `$(&& $a && $b)*` is one chain.
            Op::Eq | Op::AndAnd | Op::OrOr => op.prec,
            _ if op.prec == Prec::Assign => op.prec,
            _ => op.prec.tighter(),
        };
        let (op_run, right) = self.in_group(&group, |reader, level| {
            let mut inner = Cursor::new(level);
            let op_run = inner.take_run(op.len);
            let right = reader.expr(&mut inner, right_needs, within.inner())?;
            if !inner.at_end() {
                return reader.expected(&inner, "the end of the repetition");
            }
            Ok((op_run, right))
        })??;
        if joins_chain(op.op, &left, &right) {
            let repeated = RepeatedLinks {
                dollar,
                original: group.token,
                lead: op_run.tokens(),
                inner: right,
                after: after.tokens(),
            };
            return Ok(Expr::And(Box::new(And {
                left,
                op: &[],
                right: Expr::Repetition(Box::new(repeated)),
            })));
        }
        let mut other = Other::from_left(left, left_place, op.prec);
        let repetition = if right.has_test() {
            let mut inner = vec![Node::Tokens(op_run)];
            operand(right, Place::needing(right_needs), &mut inner);
            Node::Repetition(Box::new(Repetition {
                dollar,
                original: group.token,
                inner,
                after: after.tokens(),
            }))
        } else {
            Node::Tokens(Run { level, start, end })
        };
        push(&mut other.nodes, repetition);
        Ok(Expr::Other(other))
    }

    /// Where the repetition at the cursor ends when it continues an operand's postfix
    /// operations, its contents starting with `.` or `?` (`$(.$method())*`).
    #[inline(always)]
    pub(crate) fn repeated_postfix_at(&self, c: &Cursor<'_>) -> Option<usize> {
        if !self.transcriber {
            return None;
        }
        let (_, end) = self.repetition_at(c)?;
        let contents = c.level.child(c.pos + 1)?;
        (contents.punct(0, '.') || contents.punct(0, '?')).then_some(end)
    }

    /// `macro_rules! NAME { (MATCHER) => { BODY }; … }`: each body read as statements; the
    /// matchers stay as written.
    pub(crate) fn macro_rules<'l>(
        &mut self,
        c: &mut Cursor<'l>,
        out: &mut Vec<Node<'l>>,
    ) -> Read<()> {
        let start = c.pos;
        let keyword = c.take();
        // `!` and the name, which a macro's own rules may give as `$name`.
        let name_len = self.fragment_at(c, 1).map_or(1, |(_, len)| len);
        let mut rest = vec![c.node(1 + name_len)];
        if c.group().is_none() {
            return self.expected(c, "the rules of `macro_rules!`");
        }
        let rules = c.take_group();
        rest.push(self.group_node(&rules, |_| None, |reader, level, _| Ok(reader.rules(level))));
        if c.punct(';') {
            push(&mut rest, c.node(1));
        }
        if rest.iter().any(Node::changes) {
            out.push(Node::MacroRules(Box::new(MacroRules { keyword, rest })));
        } else {
            push(
                out,
                Node::Tokens(Run {
                    level: c.level,
                    start,
                    end: c.pos,
                }),
            );
        }
        Ok(())
    }

    /// The rules of `macro_rules!`: each body read with the fragments its matcher binds.
    fn rules<'l>(&mut self, level: &'l Level) -> Vec<Node<'l>> {
        let mut nodes = Vec::new();
        for i in 0..level.len() {
            let body = level.group(i).is_some() && i >= 2 && level.op(i - 2).0 == Op::FatArrow;
            if !body {
                push(
                    &mut nodes,
                    Node::Tokens(Run {
                        level,
                        start: i,
                        end: i + 1,
                    }),
                );
                continue;
            }
            let bound = self.fragments.len();
            if let Some(matcher) = i.checked_sub(3).and_then(|at| level.child(at)) {
                matcher_fragments(matcher, &mut self.fragments);
            }
            let saved = std::mem::replace(&mut self.transcriber, true);
            nodes.push(self.rule_body(&GroupAt::of(level, i)));
            self.transcriber = saved;
            self.fragments.truncate(bound);
        }
        nodes
    }

    /// A rule's body, read as statements whole, or left as written: a body that does not
    /// read entirely is another macro's tokens, not Rust until it expands, and a reading of
    /// part of it could change what the rest means.
    fn rule_body<'l>(&mut self, body: &GroupAt<'l>) -> Node<'l> {
        if body.holds_no_is() {
            return body.as_written();
        }
        let Some(level) = body.level() else {
            return body.as_written();
        };
        let mark = self.errors.mark();
        let read = self.in_group(body, |reader, level| {
            let mut imports_is = false;
            reader.statements(level, &mut imports_is)
        });
        match read {
            Ok(Ok(inner)) if !self.errors.since(mark) => {
                if !inner.iter().any(Node::changes) {
                    return body.as_written();
                }
                Node::Group(Box::new(super::GroupNode {
                    original: body.token,
                    inner,
                    scope: None,
                }))
            }
            _ => {
                // Given up, with all it built: its errors go too.
                self.errors.forget(mark);
                self.refuse_unread(level, Unread::RuleBody);
                if self.front != super::Front::Block || !self.errors.since(mark) {
                    return body.as_written();
                }
                // An infix `is` there cannot compile once expanded: the refusal's
                // `compile_error!` is the body, so that a call reports it alone.
                let delimiter = match body.token {
                    TokenTree::Group(group) => group.delimiter(),
                    _ => Delimiter::Brace,
                };
                let span = body.token.span();
                let recovery = self.errors.recover_in_place(mark, |error| {
                    vec![crate::tokens::build::group(
                        delimiter,
                        error.into_iter().collect(),
                        span,
                    )]
                });
                Node::Recovery(Box::new(recovery))
            }
        }
    }
}

/// The names a matcher binds, and their fragments' kinds, onto `out`: `$name:kind`, in
/// repetitions and groups too.
fn matcher_fragments(matcher: &Level, out: &mut Vec<Metavar>) {
    let mut i = 0;
    while i < matcher.len() {
        if let Some(group) = matcher.child(i) {
            matcher_fragments(group, out);
            i += 1;
            continue;
        }
        if !matcher.punct(i, '$') {
            i += 1;
            continue;
        }
        let name_at = i + 1 + usize::from(matcher.punct(i + 1, '$'));
        if let (Some(TokenTree::Ident(name)), true, Some(TokenTree::Ident(designator))) = (
            matcher.tokens.get(name_at),
            matcher.punct(name_at + 1, ':'),
            matcher.tokens.get(name_at + 2),
        ) {
            out.push(Metavar {
                name: name.to_string(),
                kind: fragment_of(&designator.to_string()),
            });
            i = name_at + 3;
        } else {
            i += 1;
        }
    }
}

/// The kind a designator names.
fn fragment_of(designator: &str) -> Fragment {
    match designator {
        "expr" | "expr_2021" | "literal" => Fragment::Expr,
        "ident" | "path" => Fragment::Path,
        "block" => Fragment::Block,
        "lifetime" => Fragment::Lifetime,
        "vis" => Fragment::Vis,
        "item" => Fragment::Item,
        "stmt" => Fragment::Stmt,
        "pat" | "pat_param" => Fragment::Pat,
        "ty" => Fragment::Ty,
        "meta" => Fragment::Meta,
        _ => Fragment::Tt,
    }
}
