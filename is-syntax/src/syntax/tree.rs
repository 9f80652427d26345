//! What the reader builds: the input's tokens in order, with every place the RFC gives a test
//! meaning marked, and the expressions around tests read as far as the rules need them.
//!
//! Tokens that hold no test stay tokens, as they came: runs of the levels they were read in,
//! borrowed, never copied until they go out; a group that holds none stays one token. So the
//! tree is small where the code is plain, and the lowering passes those parts on untouched.
//! `'l` is the life of the levels the input was read into.

use proc_macro2::{Span, TokenTree};

use crate::tokens::{Level, Recovery};

/// How tightly an expression binds, loosest first: the Rust reference's precedence table,
/// with `is` at the level of `==`.
#[derive(Clone, Copy, Eq, Debug)]
pub(crate) enum Prec {
    /// `return x`, `break x`, a closure: they take everything to their right.
    Jump,
    /// `=`, `+=`, …: right-associative.
    Assign,
    /// `..`, `..=`.
    Range,
    Or,
    And,
    /// `==`, `!=`, `<`, `>`, `<=`, `>=` and `is`: non-associative.
    Compare,
    BitOr,
    BitXor,
    BitAnd,
    Shift,
    Sum,
    Product,
    /// `as`.
    Cast,
    /// `-x`, `!x`, `*x`, `&x`.
    Prefix,
    /// `x?`, `x.f`, `f(x)`, `x[i]`, and every whole operand: a literal, a path, a group, a
    /// block-like expression.
    Postfix,
}

// By hand rather than derived: a derived comparison is a call in the unoptimised build proc
// macros get by default, and the reader compares precedences at every operator.
impl PartialEq for Prec {
    #[inline(always)]
    fn eq(&self, other: &Self) -> bool {
        *self as u8 == *other as u8
    }
}

impl PartialOrd for Prec {
    #[inline(always)]
    fn partial_cmp(&self, other: &Self) -> Option<std::cmp::Ordering> {
        Some(self.cmp(other))
    }

    #[inline(always)]
    fn lt(&self, other: &Self) -> bool {
        (*self as u8) < *other as u8
    }

    #[inline(always)]
    fn le(&self, other: &Self) -> bool {
        *self as u8 <= *other as u8
    }

    #[inline(always)]
    fn gt(&self, other: &Self) -> bool {
        *self as u8 > *other as u8
    }

    #[inline(always)]
    fn ge(&self, other: &Self) -> bool {
        *self as u8 >= *other as u8
    }
}

impl Ord for Prec {
    fn cmp(&self, other: &Self) -> std::cmp::Ordering {
        (*self as u8).cmp(&(*other as u8))
    }
}

impl Prec {
    /// The next tighter level: what the right operand of a left-associative operator needs.
    #[inline(always)]
    pub(crate) fn tighter(self) -> Prec {
        match self {
            Prec::Jump => Prec::Assign,
            Prec::Assign => Prec::Range,
            Prec::Range => Prec::Or,
            Prec::Or => Prec::And,
            Prec::And => Prec::Compare,
            Prec::Compare => Prec::BitOr,
            Prec::BitOr => Prec::BitXor,
            Prec::BitXor => Prec::BitAnd,
            Prec::BitAnd => Prec::Shift,
            Prec::Shift => Prec::Sum,
            Prec::Sum => Prec::Product,
            Prec::Product => Prec::Cast,
            Prec::Cast => Prec::Prefix,
            Prec::Prefix | Prec::Postfix => Prec::Postfix,
        }
    }
}

/// Tokens of one level that go on as they came: `level.tokens[start..end]`.
#[derive(Clone, Copy)]
pub(crate) struct Run<'l> {
    pub(crate) level: &'l Level,
    pub(crate) start: usize,
    pub(crate) end: usize,
}

impl<'l> Run<'l> {
    /// This run and `next` as one, when `next` starts where this one ends.
    #[inline(always)]
    pub(crate) fn joined(self, next: Run<'l>) -> Option<Run<'l>> {
        // An `if`, not `then_some`, which is a call in unoptimised builds: `push` asks this of
        // every run it adds.
        if std::ptr::eq(self.level, next.level) && self.end == next.start {
            Some(Run {
                end: next.end,
                ..self
            })
        } else {
            None
        }
    }

    #[inline(always)]
    pub(crate) fn tokens(&self) -> &'l [TokenTree] {
        &self.level.tokens[self.start..self.end]
    }
}

/// One piece of the input, in order.
pub(crate) enum Node<'l> {
    /// Tokens passed on as they came: groups too, when nothing in them changes.
    Tokens(Run<'l>),
    /// A token made for the output: parentheses of the macro's own.
    Made(TokenTree),
    /// Code made in place of code that did not read, with its error (see `tokens::errors`).
    Recovery(Box<Recovery>),
    /// `$( … ) SEP? OP` in a `macro_rules!` rule's body, whose contents changed: they read as
    /// if written once, in the place the repetition stands.
    Repetition(Box<Repetition<'l>>),
    /// A group whose tokens hold something to lower.
    Group(Box<GroupNode<'l>>),
    /// An expression in a value position, holding a test somewhere.
    Value(Box<Value<'l>>),
    /// An `if`, `while` or match-guard condition holding a test.
    Condition(Box<Condition<'l>>),
    /// A statement `if !TEST { BODY }` with code after it.
    Negative(Box<Negative<'l>>),
    /// A statement `EXPR;` whose value, with a test in its top-level `&&` chain, is dropped.
    Dropped(Box<Dropped<'l>>),
    /// `assert!(COND, …)` or `debug_assert!`, its condition read with infix `is`.
    Assert(Box<Assert<'l>>),
    /// `type NAME = BASE is PATTERN;` (or `= is!(BASE is PATTERN)`): a pattern type.
    Alias(Box<Alias<'l>>),
    /// `macro_rules!` whose rules changed: the keyword, then the rest.
    MacroRules(Box<MacroRules<'l>>),
    /// In a `macro_rules!` rule's body, an `if … else …` or `while` expression whose
    /// conditions hold a test, whole: its let-chains are written by the facade's macro (see
    /// `lower::routed`).
    Chained(Vec<Node<'l>>),
}

/// A group, read because something in it lowers.
pub(crate) struct GroupNode<'l> {
    /// The group as it came: its delimiter and span.
    pub(crate) original: &'l TokenTree,
    pub(crate) inner: Vec<Node<'l>>,
    /// Whether the group is a scope that may import `is` (a block, a module's items).
    pub(crate) scope: Option<Scope>,
}

/// `$( … ) SEP? OP`: the contents read as the place asks (statements, items, arms, values, or
/// an operator and its right operand), the `$`-syntax kept as written around them.
pub(crate) struct Repetition<'l> {
    /// The `$`.
    pub(crate) dollar: &'l TokenTree,
    /// The group as it came: its delimiter and span.
    pub(crate) original: &'l TokenTree,
    pub(crate) inner: Vec<Node<'l>>,
    /// The separator, if any, and the operator (`*`, `+`, `?`).
    pub(crate) after: &'l [TokenTree],
}

/// A block or a module's items: where a `use` may import `is`.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) struct Scope {
    pub(crate) imports_is: bool,
    /// Whether it is a module's items, where the items of recoveries in it go.
    pub(crate) module: bool,
}

/// An expression in a value position, and what its place asks of the expression lowered there.
pub(crate) struct Value<'l> {
    pub(crate) expr: Expr<'l>,
    pub(crate) place: Place,
}

/// What a value's place asks of the expression that stands there, for parentheses.
#[derive(Clone, Copy)]
pub(crate) struct Place {
    /// The precedence an expression needs to stand here unparenthesised: `Prefix` for the
    /// operand of `!`, `Postfix` for the receiver of `.`, `Jump` for a whole value.
    pub(crate) needs: Prec,
    /// Whether the value starts a statement or a match arm's body and more follows it, where a
    /// leading `if … else …` would end the statement.
    pub(crate) starts_statement: bool,
    /// Whether `else` follows (`let PAT = VALUE else { … }`), which no `}` may precede.
    pub(crate) before_else: bool,
}

impl Place {
    /// A whole value: a `let`'s, an argument, a field's, a closure's body.
    pub(crate) const WHOLE: Place = Place {
        needs: Prec::Jump,
        starts_statement: false,
        before_else: false,
    };

    #[inline(always)]
    pub(crate) fn needing(needs: Prec) -> Place {
        Place {
            needs,
            ..Place::WHOLE
        }
    }
}

/// An expression, and whether it is a block-like expression that nothing followed.
pub(crate) type Operand<'l> = (Expr<'l>, bool);

/// An expression, read as far as the chain rule needs: tests, `&&`, parentheses and `is!`
/// calls around them; everything else is [`Other`], with the values inside it marked.
pub(crate) enum Expr<'l> {
    Test(Box<Test<'l>>),
    And(Box<And<'l>>),
    Paren(Box<Paren<'l>>),
    IsCall(Box<IsCall<'l>>),
    /// A repetition in an `&&` chain: `$(&& LINK)*`, or `$(LINKS)&&*`.
    Repetition(Box<RepeatedLinks<'l>>),
    /// Tokens as written with nothing in them to lower, and how tightly they bind: an operand
    /// (a literal, a path, a group, a macro call), or operators between such. The most common
    /// expression of all, so it is kept without a list of nodes.
    Run(Run<'l>, Prec),
    Other(Other<'l>),
}

/// `LEFT && RIGHT`, where one side holds a test.
pub(crate) struct And<'l> {
    pub(crate) left: Expr<'l>,
    /// The operator as written, or the `if` of `is!(EXPR, PAT if GUARD)`.
    pub(crate) op: &'l [TokenTree],
    pub(crate) right: Expr<'l>,
}

/// `$( … ) SEP? OP` in an `&&` chain, in a `macro_rules!` rule's body: its contents are links
/// of the chain around it, as if written once (`lead` is `&&`), or links joined by the
/// separator (`&&`, in `after`).
pub(crate) struct RepeatedLinks<'l> {
    pub(crate) dollar: &'l TokenTree,
    pub(crate) original: &'l TokenTree,
    /// The `&&` the contents start with, or nothing.
    pub(crate) lead: &'l [TokenTree],
    pub(crate) inner: Expr<'l>,
    /// The separator, if any, and the operator.
    pub(crate) after: &'l [TokenTree],
}

/// `(INNER)`, the user's parentheses around an expression that holds a test.
pub(crate) struct Paren<'l> {
    pub(crate) original: &'l TokenTree,
    pub(crate) inner: Expr<'l>,
}

/// `is!(…)`, its arguments read.
pub(crate) struct IsCall<'l> {
    /// The path and `!`, as written.
    pub(crate) path: &'l [TokenTree],
    /// The arguments' group as it came.
    pub(crate) original: &'l TokenTree,
    pub(crate) inner: Expr<'l>,
    /// The name the call resolves through, when it is called by it alone (`is!`): the import
    /// that lowering it leaves unused.
    pub(crate) bare_name: Option<&'l TokenTree>,
}

/// Any other expression: its tokens, with the values and groups in them read.
pub(crate) struct Other<'l> {
    pub(crate) nodes: Vec<Node<'l>>,
    pub(crate) prec: Prec,
    /// The `as` at its top, if it is a cast: what a check asks of a test's value
    /// (`v as u32 is 1..`).
    pub(crate) top_cast: Option<&'l TokenTree>,
    /// Whether a struct literal stands at its top, outside any group, which a condition
    /// cannot hold unparenthesised.
    pub(crate) bare_struct: bool,
}

impl<'l> Other<'l> {
    /// The start of an operator's expression `LEFT OP …` of `prec`: `left` placed at
    /// `left_place`, the operator and what follows it to go onto its nodes. A struct literal
    /// at the top of `left` is at its top.
    #[inline(always)]
    pub(crate) fn from_left(left: Expr<'l>, left_place: Place, prec: Prec) -> Other<'l> {
        let bare_struct = left.bare_struct();
        let mut nodes = Vec::new();
        left.into_nodes_at(left_place, &mut nodes);
        Other {
            nodes,
            prec,
            top_cast: None,
            bare_struct,
        }
    }
}

/// `SCRUTINEE is PATTERN`, or `is!(SCRUTINEE, PATTERN)`.
pub(crate) struct Test<'l> {
    pub(crate) scrutinee: Expr<'l>,
    /// The `is`, or the `,` of the comma form: where the test's `let` and errors point.
    pub(crate) keyword: &'l TokenTree,
    /// The pattern as written, or made in place of one that is none.
    pub(crate) pattern: Pattern<'l>,
    /// `is!(EXPR, PAT)` takes `A | B` as `matches!` does; infix `is` needs `(A | B)`.
    pub(crate) form: Form,
    /// The comparison whose right operand the test's value is (`a == x is P`), which `is`
    /// cannot follow: what a check reports.
    pub(crate) before: Option<After<'l>>,
    /// The token that ended the pattern, when it cannot end one (`==`, `is`, `as`, `?`, `if`,
    /// a struct pattern's braces in a condition): what a check reports.
    pub(crate) after: Option<After<'l>>,
}

/// A test's pattern.
pub(crate) enum Pattern<'l> {
    /// As written.
    Written(Run<'l>),
    /// A pattern that is none, or missing: its error stands in its place (a `compile_error!`
    /// is a pattern too), so that the `let` is still one.
    Recovered {
        /// The tokens as written, for messages.
        written: &'l [TokenTree],
        recovery: Box<Recovery>,
    },
}

impl Pattern<'_> {
    /// The pattern's tokens as written, to look at.
    pub(crate) fn tokens(&self) -> &[TokenTree] {
        match self {
            Pattern::Written(run) => run.tokens(),
            Pattern::Recovered { written, .. } => written,
        }
    }

    /// Whether the pattern did not read, and its error stands in its place.
    #[inline(always)]
    pub(crate) fn is_recovered(&self) -> bool {
        matches!(self, Pattern::Recovered { .. })
    }

    /// The names the pattern binds, onto `out`.
    pub(crate) fn bindings(&self, out: &mut Vec<proc_macro2::Ident>) {
        if let Pattern::Written(run) = self {
            crate::tokens::bindings::bindings(run.level, run.start, run.end, out);
        }
    }

    /// The names the pattern binds `mut NAME`, by value, onto `out`.
    pub(crate) fn mutable_bindings(&self, out: &mut Vec<proc_macro2::Ident>) {
        if let Pattern::Written(run) = self {
            crate::tokens::bindings::mutable_bindings(run.level, run.start, run.end, out);
        }
    }

    /// Whether the pattern may have alternatives, at any depth (see
    /// `tokens::bindings::may_have_alternatives`); not one whose error stands in its place.
    pub(crate) fn may_have_alternatives(&self) -> bool {
        match self {
            Pattern::Written(run) => {
                crate::tokens::bindings::may_have_alternatives(run.level, run.start, run.end)
            }
            Pattern::Recovered { .. } => false,
        }
    }
}

#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) enum Form {
    Infix,
    Comma,
}

/// What stood next to a test where nothing may.
pub(crate) struct After<'l> {
    /// The operator or keyword (`==`, `is`, `as`, `if`, `?`), or `{` for a struct pattern's
    /// fields in a condition.
    pub(crate) op: &'static str,
    pub(crate) token: &'l TokenTree,
}

/// An `if`, `while` or guard condition holding a test.
pub(crate) struct Condition<'l> {
    /// A loop's label, `'a:`, as written.
    pub(crate) label: &'l [TokenTree],
    /// `if` or `while`.
    pub(crate) keyword: &'l TokenTree,
    pub(crate) cond: Expr<'l>,
    /// A labelled `while`'s body, which its lowering wraps (see `lower::chain`); empty for
    /// any other condition, whose body follows it.
    pub(crate) body: Vec<Node<'l>>,
}

/// `if !TEST { BODY }`, a statement with no `else` and code after it in its block, where TEST
/// (a test, or an `&&` chain holding one) is negated whole (`!is!(…)`, `!(A && B)`) or link by
/// link (`!A || !B`): under `#[is_syntax(let_else)]` TEST's bindings reach that code, for
/// rustc to check that BODY diverges (see `lower::negative`).
pub(crate) struct Negative<'l> {
    /// The `if`.
    pub(crate) keyword: &'l TokenTree,
    /// What the condition negates, in order, each after the `!` (or `|| !`) before it as
    /// written: a value holding a test, or a plain operand.
    pub(crate) negated: Vec<(Run<'l>, Expr<'l>)>,
    pub(crate) body: Node<'l>,
    /// The rest of the block, where a binding may be named.
    pub(crate) rest: Run<'l>,
}

/// `EXPR;` dropping a value whose top-level chain holds a test.
pub(crate) struct Dropped<'l> {
    pub(crate) expr: Expr<'l>,
    pub(crate) semi: &'l TokenTree,
    /// The statement's first token, where its error points.
    pub(crate) start: Span,
}

/// `assert!(COND, …)` or `debug_assert!(COND, …)`.
pub(crate) struct Assert<'l> {
    /// The path and `!`.
    pub(crate) path: &'l [TokenTree],
    pub(crate) original: &'l TokenTree,
    pub(crate) cond: Expr<'l>,
    /// The condition as written, for the panic message.
    pub(crate) cond_tokens: &'l [TokenTree],
    /// The `,` and message, if any.
    pub(crate) rest: Vec<Node<'l>>,
    pub(crate) has_message: bool,
}

/// A pattern-type alias: `ATTRS VIS type NAME GENERICS = BASE is PATTERN;`, or
/// `= is!(BASE is PATTERN);`.
pub(crate) struct Alias<'l> {
    /// Everything before `=`, as written.
    pub(crate) head: &'l [TokenTree],
    pub(crate) eq: &'l TokenTree,
    /// What follows `=`: `BASE is PATTERN`, or the `is!(…)` call.
    pub(crate) rhs: &'l [TokenTree],
    /// Whether `rhs` is `BASE is PATTERN` as written in a block, not an `is!(…)` call.
    pub(crate) infix: bool,
    pub(crate) semi: &'l TokenTree,
    /// The `is!(…)` call's name when it calls it by that name alone: the import it uses.
    pub(crate) bare_name: Option<&'l TokenTree>,
}

/// `macro_rules! NAME { RULES }` with a rule's body that changed.
pub(crate) struct MacroRules<'l> {
    pub(crate) keyword: &'l TokenTree,
    pub(crate) rest: Vec<Node<'l>>,
}

impl<'l> Expr<'l> {
    /// Tokens as plain as they come: no test in them.
    #[inline(always)]
    pub(crate) fn plain(nodes: Vec<Node<'l>>, prec: Prec) -> Expr<'l> {
        Expr::Other(Other {
            nodes,
            prec,
            top_cast: None,
            bare_struct: false,
        })
    }

    /// One operand: a group, read or passed on as written.
    pub(crate) fn operand(node: Node<'l>) -> Expr<'l> {
        match node {
            Node::Tokens(run) => Expr::Run(run, Prec::Postfix),
            node => Expr::plain(vec![node], Prec::Postfix),
        }
    }

    /// Whether a test stands anywhere in the expression.
    pub(crate) fn has_test(&self) -> bool {
        match self {
            Expr::Run(..) => false,
            Expr::Other(other) => other.nodes.iter().any(Node::changes),
            Expr::Repetition(repeated) => repeated.inner.has_test(),
            _ => true,
        }
    }

    /// How tightly the expression binds as written.
    #[inline(always)]
    pub(crate) fn prec(&self) -> Prec {
        match self {
            Expr::Test(_) => Prec::Compare,
            Expr::And(_) => Prec::And,
            Expr::Paren(_) | Expr::IsCall(_) => Prec::Postfix,
            Expr::Repetition(_) => Prec::And,
            Expr::Run(_, prec) => *prec,
            Expr::Other(other) => other.prec,
        }
    }

    /// Whether a struct literal stands at its top, outside any group.
    pub(crate) fn bare_struct(&self) -> bool {
        match self {
            Expr::Test(test) => test.scrutinee.bare_struct(),
            Expr::And(and) => and.left.bare_struct() || and.right.bare_struct(),
            Expr::Paren(_) | Expr::IsCall(_) | Expr::Run(..) => false,
            Expr::Repetition(repeated) => repeated.inner.bare_struct(),
            Expr::Other(other) => other.bare_struct,
        }
    }

    /// The expression as the user wrote it, for quoting in a message.
    pub(crate) fn written(&self, out: &mut Vec<TokenTree>) {
        match self {
            Expr::Test(test) => {
                test.scrutinee.written(out);
                out.push(test.keyword.clone());
                out.extend_from_slice(test.pattern.tokens());
            }
            Expr::And(and) => {
                and.left.written(out);
                out.extend_from_slice(and.op);
                and.right.written(out);
            }
            Expr::Paren(paren) => out.push(paren.original.clone()),
            Expr::IsCall(call) => {
                out.extend_from_slice(call.path);
                out.push(call.original.clone());
            }
            Expr::Repetition(repeated) => {
                out.push(repeated.dollar.clone());
                out.push(repeated.original.clone());
                out.extend_from_slice(repeated.after);
            }
            Expr::Run(run, _) => out.extend_from_slice(run.tokens()),
            Expr::Other(other) => {
                for node in &other.nodes {
                    node.written(out);
                }
            }
        }
    }

    /// The expression's nodes as a whole value, to splice into the tokens around it.
    pub(crate) fn into_nodes(self, out: &mut Vec<Node<'l>>) {
        self.into_nodes_at(Place::WHOLE, out);
    }

    /// The expression placed among the nodes of a larger one at `place`: its own nodes when
    /// it holds no test, else one value, which the chain rule reads whole.
    #[inline(always)]
    pub(crate) fn into_nodes_at(self, place: Place, out: &mut Vec<Node<'l>>) {
        match self {
            Expr::Run(run, _) => push(out, Node::Tokens(run)),
            Expr::Other(other) => {
                for node in other.nodes {
                    push(out, node);
                }
            }
            tested => out.push(Node::Value(Box::new(Value {
                expr: tested,
                place,
            }))),
        }
    }
}

/// `node` onto `out`, joined to the run before it when they are one run.
pub(crate) fn push<'l>(out: &mut Vec<Node<'l>>, node: Node<'l>) {
    if let Node::Tokens(run) = &node
        && let Some(Node::Tokens(last)) = out.last_mut()
        && let Some(joined) = last.joined(*run)
    {
        *last = joined;
        return;
    }
    out.push(node);
}

impl Node<'_> {
    /// Whether lowering changes this node: whether it holds a test, or is a pattern type.
    #[inline(always)]
    pub(crate) fn changes(&self) -> bool {
        !matches!(self, Node::Tokens(_))
    }

    /// The node as the user wrote it.
    pub(crate) fn written(&self, out: &mut Vec<TokenTree>) {
        match self {
            Node::Tokens(run) => out.extend_from_slice(run.tokens()),
            Node::Made(token) => out.push(token.clone()),
            Node::Recovery(recovery) => out.extend_from_slice(recovery.tokens()),
            Node::Repetition(repetition) => {
                out.push(repetition.dollar.clone());
                out.push(repetition.original.clone());
                out.extend_from_slice(repetition.after);
            }
            Node::Group(group) => out.push(group.original.clone()),
            Node::Value(value) => value.expr.written(out),
            Node::Condition(condition) => {
                out.extend_from_slice(condition.label);
                out.push(condition.keyword.clone());
                condition.cond.written(out);
                for node in &condition.body {
                    node.written(out);
                }
            }
            Node::Negative(negative) => {
                out.push(negative.keyword.clone());
                for (lead, operand) in &negative.negated {
                    out.extend_from_slice(lead.tokens());
                    operand.written(out);
                }
                negative.body.written(out);
            }
            Node::Dropped(dropped) => {
                dropped.expr.written(out);
                out.push(dropped.semi.clone());
            }
            Node::Assert(assert) => {
                out.extend_from_slice(assert.path);
                out.push(assert.original.clone());
            }
            Node::Alias(alias) => {
                out.extend_from_slice(alias.head);
                out.push(alias.eq.clone());
                out.extend_from_slice(alias.rhs);
                out.push(alias.semi.clone());
            }
            Node::MacroRules(rules) => {
                out.push(rules.keyword.clone());
                for node in &rules.rest {
                    node.written(out);
                }
            }
            Node::Chained(nodes) => {
                for node in nodes.iter() {
                    node.written(out);
                }
            }
        }
    }
}
