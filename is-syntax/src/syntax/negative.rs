//! `if !TEST { BODY }` as a statement: the operands its condition negates, for the bindings
//! that `#[is_syntax(let_else)]` carries past it (see `lower::negative`).

use super::expr::Within;
use super::tree::{Condition, Expr, Negative, Node, Prec, Run};
use super::{Cursor, Reader};
use crate::tokens::{Level, Op};

/// One operand of a negative condition, as found among its nodes.
enum Operand<'l> {
    /// The value node at this index: an operand holding a test.
    Value(usize),
    /// Plain tokens, one operand of `!`.
    Plain(Run<'l>),
}

/// Where the walk over a condition's nodes stands.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Expecting {
    /// A `!`, or `|| !` after the first operand.
    Not,
    /// The operand of the `!` just read.
    Operand,
    /// `||`, or the end.
    Or,
}

impl Reader<'_> {
    /// The statement `expr`, an `if` the cursor is after (and code follows), as a
    /// [`Negative`] when it has no `else` and its condition is `!X` or `!A || !B || …`; else
    /// `expr` as it came.
    pub(crate) fn negative<'l>(
        &mut self,
        expr: Expr<'l>,
        c: &Cursor<'l>,
    ) -> Result<Node<'l>, Expr<'l>> {
        let Expr::Other(mut other) = expr else {
            return Err(expr);
        };
        if other.nodes.len() != 2 {
            return Err(Expr::Other(other));
        }
        let (body, condition) = (other.nodes.pop(), other.nodes.pop());
        let (condition, body) = match (condition, body) {
            (Some(Node::Condition(condition)), Some(body)) => (condition, body),
            (condition, body) => {
                // No condition holding a test: an `if` with nothing to lower, as it came.
                other.nodes.extend(condition);
                other.nodes.extend(body);
                return Err(Expr::Other(other));
            }
        };
        let Condition {
            label,
            keyword,
            cond,
            body: loop_body,
        } = *condition;
        match self.negated(cond, label.is_empty()) {
            Ok(negated) => Ok(Node::Negative(Box::new(Negative {
                keyword,
                negated,
                body,
                rest: Run {
                    level: c.level,
                    start: c.pos,
                    end: c.end,
                },
            }))),
            Err(cond) => {
                let condition = Condition {
                    label,
                    keyword,
                    cond,
                    body: loop_body,
                };
                other.nodes = vec![Node::Condition(Box::new(condition)), body];
                Err(Expr::Other(other))
            }
        }
    }

    /// What `cond` negates, each operand after its `!` (or `|| !`), when it is `!X` or
    /// `!A || !B || …` (and `unlabelled`); else `cond` as it came.
    fn negated<'l>(
        &mut self,
        cond: Expr<'l>,
        unlabelled: bool,
    ) -> Result<Vec<(Run<'l>, Expr<'l>)>, Expr<'l>> {
        let Expr::Other(other) = cond else {
            return Err(cond);
        };
        let plan = if unlabelled {
            self.negated_operands(&other.nodes)
        } else {
            None
        };
        let Some(plan) = plan else {
            return Err(Expr::Other(other));
        };
        let mut values: Vec<Option<Expr<'l>>> = other
            .nodes
            .into_iter()
            .map(|node| match node {
                Node::Value(value) => Some(value.expr),
                _ => None,
            })
            .collect();
        // Each value is one operand, found where the plan says.
        Ok(plan
            .into_iter()
            .filter_map(|(lead, operand)| {
                let operand = match operand {
                    Operand::Value(at) => values.get_mut(at).and_then(Option::take)?,
                    Operand::Plain(run) => Expr::Run(run, Prec::Prefix),
                };
                Some((lead, operand))
            })
            .collect())
    }

    /// Where the operands of a condition whose nodes are `nodes` stand, each after its `!`
    /// (or `|| !`), when it is `!X` or `!A || !B || …`: each operand a value holding a test, or
    /// plain tokens that are one operand of `!` (not `!a && b`, which is `(!a) && b`).
    fn negated_operands<'l>(&mut self, nodes: &[Node<'l>]) -> Option<Vec<(Run<'l>, Operand<'l>)>> {
        let mut operands = Vec::new();
        let mut expecting = Expecting::Not;
        let mut lead = None;
        for (at, node) in nodes.iter().enumerate() {
            match node {
                Node::Value(_) if expecting == Expecting::Operand => {
                    operands.push((lead.take()?, Operand::Value(at)));
                    expecting = Expecting::Or;
                }
                Node::Tokens(run) => {
                    let mut i = run.start;
                    while i < run.end {
                        let level = run.level;
                        match expecting {
                            Expecting::Not | Expecting::Or => {
                                let not = match level.op(i) {
                                    (Op::Not, 1) if operands.is_empty() => i,
                                    (Op::OrOr, 2) if !operands.is_empty() => i + 2,
                                    _ => return None,
                                };
                                if not >= run.end || level.op(not) != (Op::Not, 1) {
                                    return None;
                                }
                                lead = Some(Run {
                                    level,
                                    start: i,
                                    end: not + 1,
                                });
                                i = not + 1;
                                expecting = Expecting::Operand;
                            }
                            Expecting::Operand => {
                                let end = or_or(level, i, run.end);
                                if !self.one_operand(level, i, end) {
                                    return None;
                                }
                                let plain = Operand::Plain(Run {
                                    level,
                                    start: i,
                                    end,
                                });
                                operands.push((lead.take()?, plain));
                                i = end;
                                expecting = Expecting::Or;
                            }
                        }
                    }
                }
                _ => return None,
            }
        }
        (expecting == Expecting::Or).then_some(operands)
    }

    /// Whether `level.tokens[start..end]` read as one operand of a prefix operator: the reader
    /// reads them again from `start`, and must end at `end`.
    fn one_operand(&mut self, level: &Level, start: usize, end: usize) -> bool {
        if start >= end {
            return false;
        }
        let mark = self.errors.mark();
        let mut c = Cursor {
            level,
            pos: start,
            end,
        };
        let read = self.unary(&mut c, Within::NO_STRUCT);
        let clean = !self.errors.since(mark);
        self.errors.forget(mark);
        read.is_ok() && clean && c.at_end()
    }
}

/// Where the next `||` from `start` is in `level`, before `end`, or `end`.
fn or_or(level: &Level, start: usize, end: usize) -> usize {
    let mut i = start;
    while i < end {
        let (op, len) = level.op(i);
        if op == Op::OrOr {
            return i;
        }
        i += len.max(1);
    }
    end
}
