//! Operands: prefix operators, the whole operands (literals, paths, groups, closures, jumps)
//! and the postfix operations after them.

use proc_macro2::{Delimiter, TokenTree};

use super::expr::{Within, operand};
use super::extent::{cast_type_end, find_op, generics_end, turbofish_end};
use super::transcriber::Fragment;
use super::tree::{Expr, Node, Operand, Other, Paren, Place, Prec, Run, push};
use super::{Cursor, GroupAt, GroupNode, Read, Reader};
use crate::tokens::Level;
use crate::tokens::{Op, Word};

impl Reader<'_> {
    /// An operand with its prefix operators and postfix operations (`-x`, `!f()?`,
    /// `&a.b[0]`), and whether it is a block-like expression that nothing followed.
    pub(crate) fn unary<'l>(&mut self, c: &mut Cursor<'l>, within: Within) -> Read<Operand<'l>> {
        self.enter_at(c)?;
        let result = self.unary_inner(c, within);
        self.leave();
        result
    }

    fn unary_inner<'l>(&mut self, c: &mut Cursor<'l>, within: Within) -> Read<Operand<'l>> {
        let attrs = c.run_to(c.pos + c.attrs_len());
        let (expr, block_like) = match c.token() {
            None => return self.missing_operand(c, within),
            Some(TokenTree::Punct(_)) if self.transcriber && c.punct('$') => {
                self.dollar_operand(c, within)?
            }
            Some(TokenTree::Punct(_)) => {
                // A label starts a loop or a block: block-like.
                let labelled = c.punct('\'');
                (self.punct_operand(c, within)?, labelled)
            }
            Some(TokenTree::Literal(_)) => (Expr::Run(c.take_run(1), Prec::Postfix), false),
            Some(TokenTree::Group(_)) if within.no_struct && self.body_for_operand(c) => {
                return self.missing_operand(c, within);
            }
            Some(TokenTree::Group(_)) => self.group_operand(c)?,
            Some(TokenTree::Ident(_)) => self.word_operand(c, within)?,
        };
        let (expr, block_like) = if postfix_follows(c) {
            self.postfix(c, expr, block_like, within)?
        } else {
            (expr, block_like)
        };
        if attrs.start == attrs.end {
            return Ok((expr, block_like));
        }
        // `#[attr] EXPR`: the attributes go before it as written.
        let prec = expr.prec();
        let bare_struct = expr.bare_struct();
        let mut nodes = vec![Node::Tokens(attrs)];
        operand(expr, Place::needing(Prec::Postfix), &mut nodes);
        Ok((
            Expr::Other(Other {
                nodes,
                prec,
                top_cast: None,
                bare_struct,
            }),
            block_like,
        ))
    }

    /// An operand that starts with punctuation: a prefix operator, a range, a closure, a
    /// qualified path, a label, or a macro's `$name`.
    fn punct_operand<'l>(&mut self, c: &mut Cursor<'l>, within: Within) -> Read<Expr<'l>> {
        let (op, len) = c.op();
        match op {
            Op::Not | Op::Minus | Op::Star => self.prefix(c, 1, within),
            Op::And | Op::AndAnd => {
                let mut n = len;
                if c.word_at(n) == Word::Raw && matches!(c.word_at(n + 1), Word::Const | Word::Mut)
                {
                    n += 2;
                } else if c.word_at(n) == Word::Mut {
                    n += 1;
                }
                self.prefix(c, n, within)
            }
            Op::DotDot | Op::DotDotEq | Op::DotDotDot => {
                let mut nodes = vec![c.node(len)];
                if self.begins_expr(c, within) {
                    let end = self.expr(c, Prec::Or, within.inner())?;
                    operand(end, Place::needing(Prec::Or), &mut nodes);
                }
                Ok(Expr::plain(nodes, Prec::Range))
            }
            Op::Or | Op::OrOr => self.closure(c, within),
            Op::Lt | Op::PathSep => self.path_operand(c, within).map(|(expr, _)| expr),
            Op::Quote => {
                let label = c.take_run(3);
                if !label
                    .tokens()
                    .last()
                    .is_some_and(|t| crate::tokens::is_punct(t, ':'))
                {
                    return Err(self.fail(label.tokens()[0].span(), "expected a label `'name:`"));
                }
                self.labelled(c, label)
            }
            _ => self.missing_operand(c, within).map(|(expr, _)| expr),
        }
    }

    /// `OP OPERAND` for a prefix operator of `n` tokens (`-`, `!`, `&mut`).
    fn prefix<'l>(&mut self, c: &mut Cursor<'l>, n: usize, within: Within) -> Read<Expr<'l>> {
        let op = c.take_run(n);
        let (inner, _) = self.unary(c, within.inner())?;
        if let Expr::Run(run, _) = &inner
            && let Some(run) = op.joined(*run)
        {
            return Ok(Expr::Run(run, Prec::Prefix));
        }
        let mut nodes = vec![Node::Tokens(op)];
        let bare_struct = inner.bare_struct();
        operand(inner, Place::needing(Prec::Prefix), &mut nodes);
        Ok(Expr::Other(Other {
            nodes,
            prec: Prec::Prefix,
            top_cast: None,
            bare_struct,
        }))
    }

    /// An operand that is a group: `(…)` parentheses or a tuple, `[…]` an array, `{…}` a
    /// block.
    fn group_operand<'l>(&mut self, c: &mut Cursor<'l>) -> Read<Operand<'l>> {
        let delimiter = c.group().unwrap_or(Delimiter::None);
        let group = c.take_group();
        match delimiter {
            Delimiter::Parenthesis => Ok((self.parenthesised(&group)?, false)),
            Delimiter::Bracket => {
                let node = self.group_node(&group, |_| None, |r, level, _| r.array(level));
                Ok((Expr::operand(node), false))
            }
            Delimiter::Brace => Ok((Expr::operand(self.block(&group)), true)),
            Delimiter::None => Ok((Expr::Run(group.run(), Prec::Postfix), false)),
        }
    }

    /// `(EXPR)`, which keeps a test's flow, or a tuple `(A, B)` of values.
    fn parenthesised<'l>(&mut self, group: &GroupAt<'l>) -> Read<Expr<'l>> {
        if group.holds_no_is() {
            return Ok(Expr::Run(group.run(), Prec::Postfix));
        }
        let read = self.in_group(group, |reader, level| {
            let mut c = Cursor::new(level);
            if c.at_end() {
                return Ok(None);
            }
            let mut nodes = Vec::new();
            if reader.list_repetition_at(&c).is_some() {
                // `($($x),*)`: a tuple of values.
                let repeated = reader.list_value(&mut c, &mut nodes)?;
                reader.more_values(&mut c, &mut nodes, repeated)?;
                return Ok(Some(Err(nodes)));
            }
            let first = reader.whole(&mut c, Within::default())?;
            if c.at_end() {
                return Ok(Some(Ok(first)));
            }
            operand(first, Place::WHOLE, &mut nodes);
            reader.more_values(&mut c, &mut nodes, false)?;
            Ok(Some(Err(nodes)))
        })?;
        Ok(match read? {
            Some(Ok(inner)) if inner.has_test() => Expr::Paren(Box::new(Paren {
                original: group.token,
                inner,
            })),
            Some(Err(nodes)) if nodes.iter().any(Node::changes) => Expr::plain(
                vec![Node::Group(Box::new(GroupNode {
                    original: group.token,
                    inner: nodes,
                    scope: None,
                }))],
                Prec::Postfix,
            ),
            _ => Expr::Run(group.run(), Prec::Postfix),
        })
    }

    /// `, VALUE, VALUE…` after a first value onto `nodes`, to the end of the level; a trailing
    /// `,` too. After a repetition (`repeated`, as `list_value` says) the `,` is the
    /// repetition's business: `f($($x,)* y)`.
    pub(crate) fn more_values<'l>(
        &mut self,
        c: &mut Cursor<'l>,
        nodes: &mut Vec<Node<'l>>,
        mut repeated: bool,
    ) -> Read<()> {
        while !c.at_end() {
            if c.punct(',') {
                push(nodes, c.node(1));
                if c.at_end() {
                    break;
                }
            } else if !repeated {
                return self.expected(c, "`,`");
            }
            repeated = self.list_value(c, nodes)?;
        }
        Ok(())
    }

    /// One value of a list onto `nodes`, or, in a `macro_rules!` rule's body, a repetition of
    /// values `$( … ),*` whose contents read as values: whether it was one.
    pub(crate) fn list_value<'l>(
        &mut self,
        c: &mut Cursor<'l>,
        nodes: &mut Vec<Node<'l>>,
    ) -> Read<bool> {
        if let Some(end) = self.list_repetition_at(c) {
            let repeated = self.repetition(c, end, |reader, level| reader.values(level))?;
            push(nodes, repeated);
            return Ok(true);
        }
        let value = self.whole(c, Within::default())?;
        operand(value, Place::WHOLE, nodes);
        Ok(false)
    }

    /// Where the repetition at the cursor ends when it repeats values of a list: with `,` or
    /// no separator.
    fn list_repetition_at(&self, c: &Cursor<'_>) -> Option<usize> {
        let ((start, end), after) = self.repetition_at(c)?;
        (start == end || end == start + 1 && c.level.punct(start, ',')).then_some(after)
    }

    /// Values separated by `,`: a call's arguments, a tuple's or an array's elements.
    pub(crate) fn values<'l>(&mut self, level: &'l Level) -> Read<Vec<Node<'l>>> {
        self.values_or_repeat(level, None)
    }

    /// A call's or a method's arguments as a node.
    pub(crate) fn arguments<'l>(&mut self, group: &GroupAt<'l>) -> Node<'l> {
        self.group_node(group, |_| None, |reader, level, _| reader.values(level))
    }

    /// An array: `[A, B]` or `[VALUE; COUNT]`.
    fn array<'l>(&mut self, level: &'l Level) -> Read<Vec<Node<'l>>> {
        self.values_or_repeat(level, Some("`]`"))
    }

    /// Values separated by `,`, or, where a repeat may stand (`Some` of what ends it), `VALUE;
    /// COUNT`.
    #[inline(always)]
    pub(crate) fn values_or_repeat<'l>(
        &mut self,
        level: &'l Level,
        repeat_end: Option<&str>,
    ) -> Read<Vec<Node<'l>>> {
        let mut c = Cursor::new(level);
        if c.at_end() {
            return Ok(Vec::new());
        }
        let mut nodes = Vec::new();
        let repeated = self.list_value(&mut c, &mut nodes)?;
        if let (Some(end), true, false) = (repeat_end, c.punct(';'), repeated) {
            push(&mut nodes, c.node(1));
            let count = self.whole(&mut c, Within::default())?;
            operand(count, Place::WHOLE, &mut nodes);
            if !c.at_end() {
                return self.expected(&c, end);
            }
            return Ok(nodes);
        }
        self.more_values(&mut c, &mut nodes, repeated)?;
        Ok(nodes)
    }

    /// An operand that starts with a word: a keyword's construct, or a path.
    fn word_operand<'l>(&mut self, c: &mut Cursor<'l>, within: Within) -> Read<Operand<'l>> {
        match c.word() {
            Word::If | Word::Match | Word::While | Word::Loop | Word::For => {
                Ok((self.control(c, None)?, true))
            }
            Word::Unsafe | Word::Async | Word::Const | Word::Try | Word::Gen
                if self.block_follows(c) =>
            {
                let start = c.pos;
                while !c.is_group(Delimiter::Brace) {
                    c.pos += 1;
                }
                let end = c.pos;
                c.pos = start;
                let mut nodes = vec![c.node_to(end)];
                let body = c.take_group();
                nodes.push(self.block(&body));
                Ok((Expr::plain(nodes, Prec::Postfix), true))
            }
            Word::Move | Word::Async | Word::Static => Ok((self.closure(c, within)?, false)),
            Word::Return | Word::Break | Word::Yield | Word::Become | Word::Continue => {
                Ok((self.jump(c, within)?, false))
            }
            // A `let` is a link of a condition's chain; anywhere else rustc rejects it, where
            // the user wrote it.
            Word::Let => Ok((self.let_link(c, within)?, false)),
            // Any other word is a path: a keyword the reader does not know is an identifier of
            // an older edition (`gen`, `try`, `async`), or a mistake rustc reports.
            _ => self.path_operand(c, within),
        }
    }

    /// Whether `unsafe`, `async`, `const`, `try` or `gen` here starts a block: `async move {`.
    fn block_follows(&self, c: &Cursor<'_>) -> bool {
        c.is_group_at(1, Delimiter::Brace)
            || c.word_at(1) == Word::Move && c.is_group_at(2, Delimiter::Brace)
    }

    /// `'label: loop/while/for/{…}`, the cursor after the label's `:`.
    pub(crate) fn labelled<'l>(&mut self, c: &mut Cursor<'l>, label: Run<'l>) -> Read<Expr<'l>> {
        if let Some((Fragment::Block, len)) = self.fragment_at(c, 0) {
            return Ok(Expr::plain(
                vec![Node::Tokens(label), c.node(len)],
                Prec::Postfix,
            ));
        }
        if c.is_group(Delimiter::Brace) {
            let body = c.take_group();
            let nodes = vec![Node::Tokens(label), self.block(&body)];
            return Ok(Expr::plain(nodes, Prec::Postfix));
        }
        if !matches!(c.word(), Word::Loop | Word::While | Word::For) {
            return self.expected(c, "a loop after the label");
        }
        self.control(c, Some(label))
    }

    /// `return`, `break 'a`, `yield`, `become`, `continue 'a`, with a value when one follows.
    fn jump<'l>(&mut self, c: &mut Cursor<'l>, within: Within) -> Read<Expr<'l>> {
        let keyword = c.word();
        let label_len = match (keyword, self.fragment_at(c, 1)) {
            (Word::Break | Word::Continue, _) if c.punct_at(1, '\'') => 2,
            (Word::Break | Word::Continue, Some((Fragment::Lifetime, len))) => len,
            _ => 0,
        };
        let mut nodes = vec![c.node(1 + label_len)];
        if keyword != Word::Continue && self.begins_expr(c, within) {
            let value = self.whole(c, within.inner())?;
            operand(value, Place::WHOLE, &mut nodes);
        }
        Ok(Expr::plain(nodes, Prec::Jump))
    }

    /// `let PAT = EXPR` as a link of a condition's chain.
    fn let_link<'l>(&mut self, c: &mut Cursor<'l>, within: Within) -> Read<Expr<'l>> {
        let Some(eq) = find_op(c.level, c.pos, c.end, Op::Eq) else {
            return self.expected(c, "`let PATTERN = VALUE`");
        };
        let mut nodes = vec![c.node_to(eq + 1)];
        let value = self.expr(c, Prec::Compare, within.inner())?;
        operand(value, Place::needing(Prec::BitOr), &mut nodes);
        Ok(Expr::plain(nodes, Prec::Compare))
    }

    /// A closure: `move |a, b: u8| body`, `|| body`, `async |x| -> T { … }`.
    pub(crate) fn closure<'l>(&mut self, c: &mut Cursor<'l>, within: Within) -> Read<Expr<'l>> {
        let start = c.pos;
        while matches!(c.word(), Word::Move | Word::Async | Word::Static) {
            c.pos += 1;
        }
        match c.op().0 {
            Op::OrOr => c.pos += 2,
            Op::Or => {
                let close = (c.pos + 1..c.end).find(|&i| c.level.punct(i, '|'));
                let Some(close) = close else {
                    return self.expected(c, "`|` after the closure's parameters");
                };
                c.pos = close + 1;
            }
            _ => return self.expected(c, "a closure"),
        }
        if c.op().0 == Op::RArrow {
            c.pos = cast_type_end(c.level, c.pos + 2, c.end);
        }
        let head_end = c.pos;
        c.pos = start;
        let mut nodes = Vec::new();
        self.types(c, head_end, &mut nodes)?;
        let body = self.whole(c, within.inner())?;
        operand(body, Place::WHOLE, &mut nodes);
        Ok(Expr::plain(nodes, Prec::Jump))
    }

    /// A path, and what follows a path: a macro call, a struct literal.
    pub(crate) fn path_operand<'l>(
        &mut self,
        c: &mut Cursor<'l>,
        within: Within,
    ) -> Read<Operand<'l>> {
        let start = c.pos;
        let end = self.path_end(c, "a path")?;
        if c.level.punct(end, '!') && end + 1 < c.end && c.level.group(end + 1).is_some() {
            let block_like = c.level.is_group(end + 1, Delimiter::Brace);
            let call = c.run_to(end + 2);
            return Ok((self.macro_call(call)?, block_like));
        }
        let struct_literal = c.level.is_group(end, Delimiter::Brace) && !within.no_struct;
        let struct_literal = struct_literal && end > start && end < c.end;
        let mut nodes = Vec::new();
        if generic_argument_holds_is(c.level, start, end) {
            // `A::<{ … }>::O`: an expression in a generic argument.
            self.types(c, end, &mut nodes)?;
            if !struct_literal {
                return Ok((Expr::plain(nodes, Prec::Postfix), false));
            }
        } else {
            let path = c.run_to(end);
            if !struct_literal {
                return Ok((Expr::Run(path, Prec::Postfix), false));
            }
            nodes.push(Node::Tokens(path));
        }
        let fields = c.take_group();
        push(
            &mut nodes,
            self.group_node(&fields, |_| None, |r, level, _| r.fields(level)),
        );
        Ok((
            Expr::Other(Other {
                nodes,
                prec: Prec::Postfix,
                top_cast: None,
                bare_struct: true,
            }),
            false,
        ))
    }

    /// Where the path at the cursor ends: `a`, `a::b::<T>::c`, `::a`, `<T as Tr>::f`,
    /// `Self`, `crate::x`, `r#is`.
    pub(crate) fn path_end(&mut self, c: &Cursor<'_>, what: &str) -> Read<usize> {
        let (level, end) = (c.level, c.end);
        let mut i = c.pos;
        if level.punct(i, '<') {
            i = generics_end(level, i, end);
        } else if let Some((_, len)) = self.fragment_at(c, 0) {
            // `$name` or `$crate`, in a `macro_rules!` rule's body.
            i += len;
        } else if level.op(i).0 != Op::PathSep {
            if !matches!(c.token(), Some(TokenTree::Ident(_))) {
                return self.expected(c, what);
            }
            i += 1;
        }
        while i + 2 < end && level.op(i).0 == Op::PathSep {
            if level.punct(i + 2, '<') {
                i = generics_end(level, i + 2, end);
            } else if matches!(level.tokens[i + 2], TokenTree::Ident(_)) {
                i += 3;
            } else {
                break;
            }
        }
        Ok(i)
    }

    /// A struct literal's fields.
    fn fields<'l>(&mut self, level: &'l Level) -> Read<Vec<Node<'l>>> {
        self.comma_separated(level, Self::field)
    }

    /// One field, after its attributes: `name: VALUE`, `name`, `0: VALUE`, `..BASE`.
    #[inline(always)]
    fn field<'l>(&mut self, c: &mut Cursor<'l>, nodes: &mut Vec<Node<'l>>) -> Read<()> {
        if c.op().0 == Op::DotDot {
            push(nodes, c.node(2));
            if !c.at_end() {
                let base = self.whole(c, Within::default())?;
                operand(base, Place::WHOLE, nodes);
            }
            return Ok(());
        }
        let name_len = self.fragment_at(c, 0).map_or(1, |(_, len)| len);
        let named = c.level.op(c.pos + name_len).0 == Op::Colon;
        push(nodes, c.node(name_len + usize::from(named)));
        if named {
            let value = self.whole(c, Within::default())?;
            operand(value, Place::WHOLE, nodes);
        }
        if c.punct(',') {
            push(nodes, c.node(1));
        } else if !c.at_end() {
            return self.expected(c, "`,` between fields");
        }
        Ok(())
    }

    /// The operations after an operand: `?`, `.await`, `.field`, `.method(…)`, a call, an
    /// index. After a block-like expression at a statement's start only `.` and `?` go on, as
    /// in rustc.
    fn postfix<'l>(
        &mut self,
        c: &mut Cursor<'l>,
        expr: Expr<'l>,
        block_like: bool,
        within: Within,
    ) -> Read<Operand<'l>> {
        let tail = self.postfix_tail(c, block_like && within.statement)?;
        if tail.is_empty() {
            return Ok((expr, block_like));
        }
        // Plain tokens followed by plain tokens stay one run.
        if let (Expr::Run(run, _), [Node::Tokens(after)]) = (&expr, tail.as_slice())
            && let Some(run) = run.joined(*after)
        {
            return Ok((Expr::Run(run, Prec::Postfix), false));
        }
        let bare_struct = expr.bare_struct();
        let mut nodes = Vec::new();
        let place = Place {
            starts_statement: within.statement,
            ..Place::needing(Prec::Postfix)
        };
        operand(expr, place, &mut nodes);
        for node in tail {
            push(&mut nodes, node);
        }
        let other = Other {
            nodes,
            prec: Prec::Postfix,
            top_cast: None,
            bare_struct,
        };
        Ok((Expr::Other(other), false))
    }

    /// The operations after an operand, as nodes. `ends_statement`: the operand is a
    /// block-like expression at a statement's start, which a call or an index cannot follow.
    #[inline(always)]
    fn postfix_tail<'l>(
        &mut self,
        c: &mut Cursor<'l>,
        ends_statement: bool,
    ) -> Read<Vec<Node<'l>>> {
        let mut tail: Vec<Node<'l>> = Vec::new();
        loop {
            if c.punct('?') {
                push(&mut tail, c.node(1));
            } else if c.punct('.') && c.op().0 == Op::Dot {
                let name_len = match c.token_at(1) {
                    Some(TokenTree::Literal(_)) => {
                        push(&mut tail, c.node(2));
                        continue;
                    }
                    Some(TokenTree::Ident(_)) => 1,
                    // `.$method`, in a `macro_rules!` rule's body.
                    _ => match self.fragment_at(c, 1) {
                        Some((_, len)) => len,
                        None => return self.missing_name(c, tail),
                    },
                };
                let end = turbofish_end(c.level, c.pos + 1 + name_len, c.end);
                self.types(c, end, &mut tail)?;
                if c.is_group(Delimiter::Parenthesis) {
                    let args = c.take_group();
                    push(&mut tail, self.arguments(&args));
                }
            } else if let Some(end) = self.repeated_postfix_at(c) {
                let repeated = self.repetition(c, end, |reader, level| {
                    let mut inner = Cursor::new(level);
                    let tail = reader.postfix_tail(&mut inner, false)?;
                    if !inner.at_end() {
                        return reader.expected(&inner, "the end of the repetition");
                    }
                    Ok(tail)
                })?;
                push(&mut tail, repeated);
            } else if (c.is_group(Delimiter::Parenthesis) || c.is_group(Delimiter::Bracket))
                && !(ends_statement && tail.is_empty())
            {
                let bracket = c.is_group(Delimiter::Bracket);
                let group = c.take_group();
                let node = if bracket {
                    self.group_node(&group, |_| None, |reader, level, _| reader.index(level))
                } else {
                    self.arguments(&group)
                };
                push(&mut tail, node);
            } else {
                return Ok(tail);
            }
        }
    }

    /// An index, `[VALUE]`.
    fn index<'l>(&mut self, level: &'l Level) -> Read<Vec<Node<'l>>> {
        let mut c = Cursor::new(level);
        let expr = self.whole(&mut c, Within::default())?;
        if !c.at_end() {
            return self.expected(&c, "`]`");
        }
        let mut nodes = Vec::new();
        operand(expr, Place::WHOLE, &mut nodes);
        Ok(nodes)
    }
}

/// Whether a postfix operation may follow at the cursor: `?`, `.`, a call's or an index's
/// group. Asked before [`Reader::postfix`] is called, so that the operand is not moved into
/// it and back for nothing, a copy each way in unoptimised builds.
fn postfix_follows(c: &Cursor<'_>) -> bool {
    c.punct('?')
        || c.punct('.')
        || c.punct('$')
        || c.is_group(Delimiter::Parenthesis)
        || c.is_group(Delimiter::Bracket)
}

/// Whether a group in the path `level.tokens[start..end]` (a const generic argument
/// `{ … }`, a function type's `(…)`) may hold an `is`. Asked of every path: a loop, not an
/// iterator adapter, which is a call per step in unoptimised builds.
#[inline(always)]
fn generic_argument_holds_is(level: &Level, start: usize, end: usize) -> bool {
    let mut i = start;
    while i < end {
        if level.delimiter(i).is_some() && level.has_is_in(i, i + 1) {
            return true;
        }
        i += 1;
    }
    false
}
