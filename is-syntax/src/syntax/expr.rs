//! Expressions by precedence climbing, with `is` at the level of `==`.

use proc_macro2::TokenTree;

use super::extent::{cast_type_end, ends_with_path, pattern_end};
use super::tree::{After, And, Expr, Form, Node, Other, Pattern, Place, Prec, Run, Test, push};
use super::{Cursor, Read, Reader};
use crate::tokens::{Op, Word};

/// What an expression's place forbids or allows, from where it stands.
#[derive(Clone, Copy, Default)]
pub(crate) struct Within {
    /// In an `if`/`while` condition, a `match`'s value or a `for`'s iterator: a `{` after a
    /// complete operand is the body, not a struct literal.
    pub(crate) no_struct: bool,
    /// At the start of a statement or a match arm's body: a block-like expression ends it.
    pub(crate) statement: bool,
}

impl Within {
    /// The same place, but no longer at a statement's start: a right operand.
    pub(crate) fn inner(self) -> Within {
        Within {
            statement: false,
            ..self
        }
    }

    /// An `if`/`while` condition, a `match`'s value, a `for`'s iterator.
    pub(crate) const NO_STRUCT: Within = Within {
        no_struct: true,
        statement: false,
    };

    pub(crate) const STATEMENT: Within = Within {
        no_struct: false,
        statement: true,
    };
}

/// A binary operator found after an operand: punctuation, or the word `is` or `as`.
pub(crate) struct BinaryOp {
    pub(crate) op: Op,
    word: Word,
    pub(crate) len: usize,
    pub(crate) prec: Prec,
    /// Where the repetition ends whose contents it starts (`$(&& $more)*`), in a
    /// `macro_rules!` rule's body.
    repeated: Option<usize>,
}

impl Reader<'_> {
    /// An expression whose operators all bind at least as tightly as `min`.
    pub(crate) fn expr<'l>(
        &mut self,
        c: &mut Cursor<'l>,
        min: Prec,
        within: Within,
    ) -> Read<Expr<'l>> {
        self.enter_at(c)?;
        let result = self.climb(c, min, within);
        self.leave();
        result
    }

    /// A whole expression: anything down to `return x` and closures.
    pub(crate) fn whole<'l>(&mut self, c: &mut Cursor<'l>, within: Within) -> Read<Expr<'l>> {
        self.expr(c, Prec::Jump, within)
    }

    fn climb<'l>(&mut self, c: &mut Cursor<'l>, min: Prec, within: Within) -> Read<Expr<'l>> {
        let (mut left, block_like) = self.unary(c, within)?;
        if within.statement && block_like {
            // rustc ends a statement after `if … {}`, `match … {}`, a block: what follows
            // starts the next one.
            return Ok(left);
        }
        while let Some(op) = self.binary_op(c) {
            if op.prec < min {
                break;
            }
            let left_place = Place {
                starts_statement: within.statement,
                ..Place::needing(match op.prec {
                    Prec::Compare | Prec::Range | Prec::Assign => op.prec.tighter(),
                    other => other,
                })
            };
            left = match (op.word, op.repeated) {
                (Word::Is, _) => self.test(c, left, None, within)?,
                (Word::As, _) => self.cast(c, left, left_place),
                (_, Some(end)) => self.repeated_binary(c, left, left_place, &op, end, within)?,
                _ => self.binary(c, left, left_place, &op, within)?,
            };
        }
        Ok(left)
    }

    /// The binary operator at the cursor, after an operand, if there is one.
    fn binary_op(&self, c: &Cursor<'_>) -> Option<BinaryOp> {
        match c.word() {
            Word::As => {
                return Some(BinaryOp {
                    op: Op::None,
                    word: Word::As,
                    len: 1,
                    prec: Prec::Cast,
                    repeated: None,
                });
            }
            Word::Is if self.infix && !c.punct_at(1, '!') => {
                return Some(BinaryOp {
                    op: Op::None,
                    word: Word::Is,
                    len: 1,
                    prec: Prec::Compare,
                    repeated: None,
                });
            }
            _ => {}
        }
        let (op, len) = match c.op() {
            // `a<-b` is `a < -b`: the arrow was never an operator.
            (Op::LArrow, _) => (Op::Lt, 1),
            (Op::Dollar, _) => return self.repeated_op(c),
            other => other,
        };
        Some(BinaryOp {
            op,
            word: Word::None,
            len,
            prec: binary_prec(op)?,
            repeated: None,
        })
    }

    /// A repetition after an operand whose contents start with a binary operator,
    /// `$(&& $more)*`, in a `macro_rules!` rule's body: that operator, as if written once.
    fn repeated_op(&self, c: &Cursor<'_>) -> Option<BinaryOp> {
        let (_, end) = self.repetition_at(c)?;
        let contents = c.level.child(c.pos + 1)?;
        let (op, len) = contents.op(0);
        Some(BinaryOp {
            op,
            word: Word::None,
            len,
            prec: binary_prec(op)?,
            repeated: Some(end),
        })
    }

    /// `LEFT OP RIGHT` for every operator but `is` and `as`.
    fn binary<'l>(
        &mut self,
        c: &mut Cursor<'l>,
        left: Expr<'l>,
        left_place: Place,
        op: &BinaryOp,
        within: Within,
    ) -> Read<Expr<'l>> {
        let op_run = c.take_run(op.len);
        let right_needs = match op.prec {
            // Right-associative: `a = b = c` is `a = (b = c)`.
            Prec::Assign => Prec::Assign,
            other => other.tighter(),
        };
        let right = self.right_operand(c, op, op_run, right_needs, within)?;
        let right = match right {
            Some(right) if joins_chain(op.op, &left, &right) => {
                return Ok(Expr::And(Box::new(And {
                    left,
                    op: op_run.tokens(),
                    right,
                })));
            }
            right => right,
        };
        // Plain tokens on both sides stay one run, with no list of nodes to build.
        if let Expr::Run(left_run, _) = &left {
            let joined = match &right {
                None => left_run.joined(op_run),
                Some(Expr::Run(right_run, _)) => left_run
                    .joined(op_run)
                    .and_then(|run| run.joined(*right_run)),
                Some(_) => None,
            };
            if let Some(run) = joined {
                return Ok(Expr::Run(run, op.prec));
            }
        }
        let mut other = Other::from_left(left, left_place, op.prec);
        push(&mut other.nodes, Node::Tokens(op_run));
        if let Some(right) = right {
            other.bare_struct |= right.bare_struct();
            operand(right, Place::needing(right_needs), &mut other.nodes);
        }
        Ok(Expr::Other(other))
    }

    /// The right operand of `op`, if it has one (`a..` has none).
    #[inline(always)]
    fn right_operand<'l>(
        &mut self,
        c: &mut Cursor<'l>,
        op: &BinaryOp,
        op_run: Run<'l>,
        needs: Prec,
        within: Within,
    ) -> Read<Option<Expr<'l>>> {
        if op.prec == Prec::Range && !self.begins_expr(c, within) {
            return Ok(None);
        }
        let right = self.expr(c, needs, within.inner())?;
        if op.prec == Prec::Compare && self.binary_op(c).is_some_and(|next| next.word == Word::Is) {
            // `a == x is P`, which `is` does not allow: read as `a == (x is P)`, as meant.
            let before = After {
                op: op.op.text(),
                token: &op_run.tokens()[0],
            };
            return self.test(c, right, Some(before), within.inner()).map(Some);
        }
        Ok(Some(right))
    }

    /// `LEFT as TYPE`.
    fn cast<'l>(&mut self, c: &mut Cursor<'l>, left: Expr<'l>, left_place: Place) -> Expr<'l> {
        let mut other = Other::from_left(left, left_place, Prec::Cast);
        other.top_cast = c.token();
        push(&mut other.nodes, c.node(1));
        let end = cast_type_end(c.level, c.pos, c.end);
        push(&mut other.nodes, c.node_to(end));
        Expr::Other(other)
    }

    /// `SCRUTINEE is PATTERN`, the cursor at `is`. The pattern ends where rustc would end one
    /// at `is`'s precedence; what ends it is kept for the checks, and a mistake there (`?`, an
    /// `if` guard, a struct pattern's fields in a condition) is read past, so that the rest
    /// still reads and one mistake reports once.
    fn test<'l>(
        &mut self,
        c: &mut Cursor<'l>,
        scrutinee: Expr<'l>,
        before: Option<After<'l>>,
        within: Within,
    ) -> Read<Expr<'l>> {
        let keyword = c.take();
        let start = c.pos;
        let mut end = pattern_end(c.level, start, c.end, within.no_struct);
        if self.and_after_missing_pattern(c, end) {
            end = start;
        }
        let mut after = None;
        if within.no_struct
            && c.level.is_group(end, proc_macro2::Delimiter::Brace)
            && c.level.is_group(end + 1, proc_macro2::Delimiter::Brace)
            && end + 1 < c.end
            && ends_with_path(c.level, start, end)
        {
            // `if p is Point { x: 0 } { … }`: the fields are the pattern's, as meant.
            after = Some(After {
                op: "{",
                token: &c.level.tokens[end],
            });
            end += 1;
        }
        let pattern = self.test_pattern(c, end, keyword, Form::Infix);
        if after.is_none() {
            after = self.after_pattern(c);
        }
        let test = Expr::Test(Box::new(Test {
            scrutinee,
            keyword,
            pattern,
            form: Form::Infix,
            before,
            after,
        }));
        if let Expr::Test(read) = &test
            && let Some(after) = &read.after
        {
            match after.op {
                "?" => {
                    c.take();
                }
                "if" => {
                    // `x is Some(v) if v > 1`: read as the `&&` it should be.
                    let op = c.take_run(1).tokens();
                    let guard = self.expr(c, Prec::Compare, within.inner())?;
                    return Ok(Expr::And(Box::new(And {
                        left: test,
                        op,
                        right: guard,
                    })));
                }
                _ => {}
            }
        }
        Ok(test)
    }

    /// A test's pattern after `keyword` (`is`, or the `,` of `form`), from the cursor to
    /// `end`, and the cursor there. A pattern that is missing or does not read as one is
    /// reported, and its error stands in its place (see `recovered`): the `let` stays one, a
    /// pattern's place, where an editor completes patterns as it does after `if let`.
    pub(crate) fn test_pattern<'l>(
        &mut self,
        c: &mut Cursor<'l>,
        end: usize,
        keyword: &TokenTree,
        form: Form,
    ) -> Pattern<'l> {
        let mut pattern = c.until(end);
        let mark = self.errors.mark();
        if !pattern.at_end() && self.pattern(&mut pattern).is_ok() {
            if self.marking
                && let Some(marks) = &mut self.marks
            {
                marks.alternatives(c.level, c.pos, end);
            }
            return Pattern::Written(c.run_to(end));
        }
        let written = c.run_to(end).tokens();
        self.missing_pattern(mark, written, keyword, form)
    }

    /// The token after a pattern, when no pattern may end there.
    fn after_pattern<'l>(&self, c: &Cursor<'l>) -> Option<After<'l>> {
        let token = c.token()?;
        let op = match (c.word(), c.op().0) {
            (Word::Is, _) => "is",
            (Word::As, _) => "as",
            (Word::If, _) => "if",
            (_, op @ (Op::EqEq | Op::Ne | Op::Lt | Op::Gt | Op::Le | Op::Ge | Op::Question)) => {
                op.text()
            }
            _ => return None,
        };
        Some(After { op, token })
    }

    /// Whether an expression can start at the cursor: what decides whether `..`, `return`
    /// and `break` have an operand.
    pub(crate) fn begins_expr(&self, c: &Cursor<'_>, within: Within) -> bool {
        if c.at_end() {
            return false;
        }
        if let Some(delimiter) = c.group() {
            return delimiter != proc_macro2::Delimiter::Brace || !within.no_struct;
        }
        match c.word() {
            // A literal.
            Word::None if c.op().0 == Op::None => true,
            Word::None => matches!(
                c.op().0,
                Op::Not
                    | Op::Minus
                    | Op::Star
                    | Op::And
                    | Op::AndAnd
                    | Op::Or
                    | Op::OrOr
                    | Op::DotDot
                    | Op::DotDotEq
                    | Op::Lt
                    | Op::PathSep
                    | Op::Quote
                    | Op::Pound
                    | Op::Dollar
            ),
            word if word.is_keyword() => matches!(
                word,
                Word::If
                    | Word::Match
                    | Word::Loop
                    | Word::While
                    | Word::For
                    | Word::Unsafe
                    | Word::Async
                    | Word::Move
                    | Word::Return
                    | Word::Break
                    | Word::Continue
                    | Word::Let
                    | Word::SelfValue
                    | Word::SelfType
                    | Word::Super
                    | Word::Crate
                    | Word::True
                    | Word::False
                    | Word::Const
                    | Word::Static
                    | Word::Yield
                    | Word::Become
                    | Word::Box
            ),
            _ => true,
        }
    }
}

/// How tightly the binary operator `op` binds; `None` for punctuation that is no binary
/// operator.
#[inline(always)]
pub(crate) fn binary_prec(op: Op) -> Option<Prec> {
    Some(match op {
        Op::DotDot | Op::DotDotEq | Op::DotDotDot => Prec::Range,
        Op::OrOr => Prec::Or,
        Op::AndAnd => Prec::And,
        Op::Or => Prec::BitOr,
        Op::Caret => Prec::BitXor,
        Op::And => Prec::BitAnd,
        Op::Shl | Op::Shr => Prec::Shift,
        Op::Plus | Op::Minus => Prec::Sum,
        Op::Star | Op::Slash | Op::Percent => Prec::Product,
        op if op.is_comparison() => Prec::Compare,
        op if op.is_assignment() => Prec::Assign,
        _ => return None,
    })
}

/// Whether `LEFT OP RIGHT` is an `&&` that the chain rule reads, one side holding a test:
/// an [`And`], not plain tokens.
#[inline(always)]
pub(crate) fn joins_chain(op: Op, left: &Expr<'_>, right: &Expr<'_>) -> bool {
    op == Op::AndAnd && (left.has_test() || right.has_test())
}

/// `expr` placed among the nodes of a larger expression; see [`Expr::into_nodes_at`].
#[inline(always)]
pub(crate) fn operand<'l>(expr: Expr<'l>, place: Place, out: &mut Vec<Node<'l>>) {
    expr.into_nodes_at(place, out);
}
