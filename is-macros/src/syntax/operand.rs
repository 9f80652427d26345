//! Operands: prefix operators, the whole operands (literals, paths, groups, closures, jumps)
//! and the postfix operations after them.

use proc_macro2::{Delimiter, TokenTree};

use super::expr::{Within, operand};
use super::extent::{cast_type_end, generics_end, turbofish_end};
use super::tree::{Expr, Node, Other, Paren, Place, Prec};
use super::{Cursor, GroupAt, Read, Reader};
use crate::tokens::Level;

impl Reader<'_> {
    /// An operand with its prefix operators and postfix operations (`-x`, `!f()?`,
    /// `&a.b[0]`), and whether it is a block-like expression that nothing followed.
    pub(crate) fn unary(&mut self, c: &mut Cursor<'_>, within: Within) -> Read<(Expr, bool)> {
        self.enter(c.span())?;
        let result = self.unary_inner(c, within);
        self.leave();
        result
    }

    fn unary_inner(&mut self, c: &mut Cursor<'_>, within: Within) -> Read<(Expr, bool)> {
        let mut attrs = Vec::new();
        while c.punct('#') && c.group_at(1) == Some(Delimiter::Bracket) {
            attrs.extend(c.take_n(2).into_iter().map(Node::Token));
        }
        let (expr, block_like) = match c.token() {
            None => return self.expected(c, "an expression"),
            Some(TokenTree::Punct(_)) => {
                // A label starts a loop or a block: block-like.
                let labelled = c.punct('\'');
                (self.punct_operand(c, within)?, labelled)
            }
            Some(TokenTree::Literal(_)) => (
                Expr::plain(vec![Node::Token(c.take())], Prec::Postfix),
                false,
            ),
            Some(TokenTree::Group(_)) => self.group_operand(c)?,
            Some(TokenTree::Ident(_)) => self.word_operand(c, within)?,
        };
        let (expr, block_like) = self.postfix(c, expr, block_like, within)?;
        if attrs.is_empty() {
            return Ok((expr, block_like));
        }
        let prec = expr.prec();
        let bare_struct = expr.bare_struct();
        operand(expr, Place::needing(Prec::Postfix), &mut attrs);
        Ok((
            Expr::Other(Other {
                nodes: attrs,
                prec,
                top_op: None,
                bare_struct,
            }),
            block_like,
        ))
    }

    /// An operand that starts with punctuation: a prefix operator, a range, a closure, a
    /// qualified path, a label, or a macro's `$name`.
    fn punct_operand(&mut self, c: &mut Cursor<'_>, within: Within) -> Read<Expr> {
        let (op, len) = c.op();
        match op {
            "!" | "-" | "*" => self.prefix(c, 1, within),
            "&" | "&&" => {
                let mut n = len;
                if c.name_at(n) == Some("raw") && matches!(c.name_at(n + 1), Some("const" | "mut"))
                {
                    n += 2;
                } else if c.name_at(n) == Some("mut") {
                    n += 1;
                }
                self.prefix(c, n, within)
            }
            ".." | "..=" | "..." => {
                let mut nodes: Vec<Node> = c.take_n(len).into_iter().map(Node::Token).collect();
                if self.begins_expr(c, within) {
                    let end = self.expr(c, Prec::Or, within.inner())?;
                    operand(end, Place::needing(Prec::Or), &mut nodes);
                }
                Ok(Expr::plain(nodes, Prec::Range))
            }
            "|" | "||" => self.closure(c, Vec::new(), within),
            "<" | "::" => self.path_operand(c, within).map(|(expr, _)| expr),
            "'" => {
                let label = c.take_n(3);
                if !label
                    .last()
                    .is_some_and(|t| crate::tokens::is_punct(t, ':'))
                {
                    return Err(self.fail(label[0].span(), "expected a label `'name:`"));
                }
                self.labelled(c, label)
            }
            "$" if self.transcriber => Ok(self.metavariable(c)),
            _ => self.expected(c, "an expression"),
        }
    }

    /// `OP OPERAND` for a prefix operator of `n` tokens (`-`, `!`, `&mut`).
    fn prefix(&mut self, c: &mut Cursor<'_>, n: usize, within: Within) -> Read<Expr> {
        let mut nodes: Vec<Node> = c.take_n(n).into_iter().map(Node::Token).collect();
        let (inner, _) = self.unary(c, within.inner())?;
        let bare_struct = inner.bare_struct();
        operand(inner, Place::needing(Prec::Prefix), &mut nodes);
        Ok(Expr::Other(Other {
            nodes,
            prec: Prec::Prefix,
            top_op: None,
            bare_struct,
        }))
    }

    /// `$name`, `$crate` or `$( … ) SEP? OP` in a `macro_rules!` rule's body.
    fn metavariable(&mut self, c: &mut Cursor<'_>) -> Expr {
        let mut nodes = vec![Node::Token(c.take())];
        if c.is_group(Delimiter::Parenthesis) {
            nodes.push(Node::Token(c.take()));
            if !c.at_end() && !matches!(c.op().0, "*" | "+" | "?") {
                nodes.push(Node::Token(c.take()));
            }
            if !c.at_end() && matches!(c.op().0, "*" | "+" | "?") {
                nodes.push(Node::Token(c.take()));
            }
        } else if !c.at_end() {
            nodes.push(Node::Token(c.take()));
        }
        Expr::plain(nodes, Prec::Postfix)
    }

    /// An operand that is a group: `(…)` parentheses or a tuple, `[…]` an array, `{…}` a
    /// block.
    fn group_operand(&mut self, c: &mut Cursor<'_>) -> Read<(Expr, bool)> {
        let delimiter = c.group().unwrap_or(Delimiter::None);
        let group = c.take_group();
        match delimiter {
            Delimiter::Parenthesis => Ok((self.parenthesised(&group)?, false)),
            Delimiter::Bracket => {
                let node = self.group_node(&group, |_| None, |r, level, _| r.array(level));
                Ok((Expr::plain(vec![node], Prec::Postfix), false))
            }
            Delimiter::Brace => Ok((Expr::plain(vec![self.block(&group)], Prec::Postfix), true)),
            Delimiter::None => Ok((
                Expr::plain(vec![Node::Token(group.token.clone())], Prec::Postfix),
                false,
            )),
        }
    }

    /// `(EXPR)`, which keeps a test's flow, or a tuple `(A, B)` of values.
    fn parenthesised(&mut self, group: &GroupAt<'_>) -> Read<Expr> {
        let token = group.token;
        if group.level.is_some_and(|level| !level.has_is()) {
            return Ok(Expr::plain(vec![Node::Token(token.clone())], Prec::Postfix));
        }
        let read = self.in_group(group, |reader, level| {
            let mut c = Cursor::new(level);
            if c.at_end() {
                return Ok(None);
            }
            let first = reader.whole(&mut c, Within::default())?;
            if c.at_end() {
                return Ok(Some(Ok(first)));
            }
            let mut nodes = Vec::new();
            operand(first, Place::WHOLE, &mut nodes);
            nodes.extend(reader.more_values(&mut c)?);
            Ok(Some(Err(nodes)))
        })?;
        Ok(match read? {
            Some(Ok(inner)) if inner.has_test() => Expr::Paren(Box::new(Paren {
                original: token.clone(),
                inner,
            })),
            Some(Err(nodes)) if nodes.iter().any(Node::changes) => Expr::plain(
                vec![Node::Group(Box::new(super::GroupNode {
                    original: token.clone(),
                    inner: nodes,
                    scope: None,
                }))],
                Prec::Postfix,
            ),
            _ => Expr::plain(vec![Node::Token(token.clone())], Prec::Postfix),
        })
    }

    /// `, VALUE, VALUE…` after a first value, to the end of the level; a trailing `,` too.
    fn more_values(&mut self, c: &mut Cursor<'_>) -> Read<Vec<Node>> {
        let mut nodes = Vec::new();
        while !c.at_end() {
            if !c.punct(',') {
                return self.expected(c, "`,`");
            }
            nodes.push(Node::Token(c.take()));
            if c.at_end() {
                break;
            }
            let value = self.whole(c, Within::default())?;
            operand(value, Place::WHOLE, &mut nodes);
        }
        Ok(nodes)
    }

    /// Values separated by `,`: a call's arguments, a tuple's or an array's elements.
    pub(crate) fn values(&mut self, level: &Level) -> Read<Vec<Node>> {
        let mut c = Cursor::new(level);
        if c.at_end() {
            return Ok(Vec::new());
        }
        let first = self.whole(&mut c, Within::default())?;
        let mut nodes = Vec::new();
        operand(first, Place::WHOLE, &mut nodes);
        nodes.extend(self.more_values(&mut c)?);
        Ok(nodes)
    }

    /// A call's or a method's arguments as a node.
    pub(crate) fn arguments(&mut self, group: &GroupAt<'_>) -> Node {
        self.group_node(group, |_| None, |reader, level, _| reader.values(level))
    }

    /// An array: `[A, B]` or `[VALUE; COUNT]`.
    fn array(&mut self, level: &Level) -> Read<Vec<Node>> {
        let mut c = Cursor::new(level);
        if c.at_end() {
            return Ok(Vec::new());
        }
        let first = self.whole(&mut c, Within::default())?;
        let mut nodes = Vec::new();
        operand(first, Place::WHOLE, &mut nodes);
        if c.punct(';') {
            nodes.push(Node::Token(c.take()));
            let count = self.whole(&mut c, Within::default())?;
            operand(count, Place::WHOLE, &mut nodes);
            if !c.at_end() {
                return self.expected(&c, "`]`");
            }
            return Ok(nodes);
        }
        nodes.extend(self.more_values(&mut c)?);
        Ok(nodes)
    }

    /// An operand that starts with a word: a keyword's construct, or a path.
    fn word_operand(&mut self, c: &mut Cursor<'_>, within: Within) -> Read<(Expr, bool)> {
        let name = c.name().unwrap_or("");
        match name {
            "if" | "match" | "while" | "loop" | "for" => {
                Ok((self.control(c, Vec::new(), within)?, true))
            }
            "unsafe" | "async" | "const" | "try" | "gen" if self.block_follows(c) => {
                let mut nodes: Vec<Node> = Vec::new();
                while !c.is_group(Delimiter::Brace) {
                    nodes.push(Node::Token(c.take()));
                }
                let body = c.take_group();
                nodes.push(self.block(&body));
                Ok((Expr::plain(nodes, Prec::Postfix), true))
            }
            "move" | "async" | "static" => Ok((self.closure(c, Vec::new(), within)?, false)),
            "return" | "break" | "yield" | "become" | "continue" => {
                Ok((self.jump(c, within)?, false))
            }
            // A `let` is a link of a condition's chain; anywhere else rustc rejects it, where
            // the user wrote it.
            "let" => Ok((self.let_link(c, within)?, false)),
            // Any other word is a path: a keyword the reader does not know is an identifier of
            // an older edition (`gen`, `try`, `async`), or a mistake rustc reports.
            _ => self.path_operand(c, within),
        }
    }

    /// Whether `unsafe`, `async`, `const`, `try` or `gen` here starts a block: `async move {`.
    fn block_follows(&self, c: &Cursor<'_>) -> bool {
        (1..3).any(|n| {
            c.group_at(n) == Some(Delimiter::Brace) && (1..n).all(|k| c.name_at(k) == Some("move"))
        })
    }

    /// `'label: loop/while/for/{…}`, the cursor after the label's `:`.
    fn labelled(&mut self, c: &mut Cursor<'_>, label: Vec<TokenTree>) -> Read<Expr> {
        if c.is_group(Delimiter::Brace) {
            let body = c.take_group();
            let mut nodes: Vec<Node> = label.into_iter().map(Node::Token).collect();
            nodes.push(self.block(&body));
            return Ok(Expr::plain(nodes, Prec::Postfix));
        }
        if !matches!(c.name(), Some("loop" | "while" | "for")) {
            return self.expected(c, "a loop after the label");
        }
        self.control(c, label, Within::default())
    }

    /// `return`, `break 'a`, `yield`, `become`, `continue 'a`, with a value when one follows.
    fn jump(&mut self, c: &mut Cursor<'_>, within: Within) -> Read<Expr> {
        let keyword = c.name().unwrap_or("");
        let mut nodes = vec![Node::Token(c.take())];
        if matches!(keyword, "break" | "continue") && c.punct('\'') {
            nodes.extend(c.take_n(2).into_iter().map(Node::Token));
        }
        if keyword != "continue" && self.begins_expr(c, within) {
            let value = self.whole(c, within.inner())?;
            operand(value, Place::WHOLE, &mut nodes);
        }
        Ok(Expr::plain(nodes, Prec::Jump))
    }

    /// `let PAT = EXPR` as a link of a condition's chain.
    fn let_link(&mut self, c: &mut Cursor<'_>, within: Within) -> Read<Expr> {
        let start = c.pos;
        let eq = super::extent::find_op(c.level, start, c.end, "=");
        let Some(eq) = eq else {
            return self.expected(c, "`let PATTERN = VALUE`");
        };
        let mut nodes: Vec<Node> = c.take_to(eq + 1).into_iter().map(Node::Token).collect();
        let value = self.expr(c, Prec::Compare, within.inner())?;
        operand(value, Place::needing(Prec::BitOr), &mut nodes);
        Ok(Expr::plain(nodes, Prec::Compare))
    }

    /// A closure: `move |a, b: u8| body`, `|| body`, `async |x| -> T { … }`.
    pub(crate) fn closure(
        &mut self,
        c: &mut Cursor<'_>,
        mut head: Vec<TokenTree>,
        within: Within,
    ) -> Read<Expr> {
        while matches!(c.name(), Some("move" | "async" | "static")) {
            head.push(c.take());
        }
        match c.op().0 {
            "||" => head.extend(c.take_n(2)),
            "|" => {
                head.push(c.take());
                let close = (c.pos..c.end).find(|&i| c.level.punct(i, '|'));
                let Some(close) = close else {
                    return self.expected(c, "`|` after the closure's parameters");
                };
                head.extend(c.take_to(close + 1));
            }
            _ => return self.expected(c, "a closure"),
        }
        if c.op().0 == "->" {
            let end = cast_type_end(c.level, c.pos + 2, c.end);
            head.extend(c.take_to(end));
        }
        let mut nodes: Vec<Node> = head.into_iter().map(Node::Token).collect();
        let body = self.whole(c, within.inner())?;
        operand(body, Place::WHOLE, &mut nodes);
        Ok(Expr::plain(nodes, Prec::Jump))
    }

    /// A path, and what follows a path: a macro call, a struct literal.
    fn path_operand(&mut self, c: &mut Cursor<'_>, within: Within) -> Read<(Expr, bool)> {
        let start = c.pos;
        let end = self.path_end(c)?;
        let path = c.take_to(end);
        if c.punct('!') && c.group_at(1).is_some() {
            let bang = c.take();
            let block_like = c.is_group(Delimiter::Brace);
            let args = c.take_group();
            return Ok((self.macro_call(path, bang, args, within)?, block_like));
        }
        let struct_literal = c.is_group(Delimiter::Brace) && !within.no_struct && end > start;
        let mut nodes: Vec<Node> = path.into_iter().map(Node::Token).collect();
        if struct_literal {
            let fields = c.take_group();
            nodes.push(self.group_node(&fields, |_| None, |r, level, _| r.fields(level)));
        }
        Ok((
            Expr::Other(Other {
                nodes,
                prec: Prec::Postfix,
                top_op: None,
                bare_struct: struct_literal,
            }),
            false,
        ))
    }

    /// Where the path at the cursor ends: `a`, `a::b::<T>::c`, `::a`, `<T as Tr>::f`,
    /// `Self`, `crate::x`, `r#is`.
    fn path_end(&mut self, c: &Cursor<'_>) -> Read<usize> {
        let (level, end) = (c.level, c.end);
        let mut i = c.pos;
        if level.punct(i, '<') {
            i = generics_end(level, i, end);
        } else if level.op(i).0 != "::" {
            if !matches!(c.token(), Some(TokenTree::Ident(_))) {
                return self.expected(c, "a path");
            }
            i += 1;
        }
        while i + 2 < end + 1 && level.op(i).0 == "::" && i + 2 < end {
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

    /// A struct literal's fields: `name: VALUE`, `name`, `0: VALUE`, `..BASE`.
    fn fields(&mut self, level: &Level) -> Read<Vec<Node>> {
        let mut c = Cursor::new(level);
        let mut nodes = Vec::new();
        while !c.at_end() {
            while c.punct('#') && c.group_at(1) == Some(Delimiter::Bracket) {
                nodes.extend(c.take_n(2).into_iter().map(Node::Token));
            }
            if c.op().0 == ".." {
                nodes.extend(c.take_n(2).into_iter().map(Node::Token));
                if !c.at_end() {
                    let base = self.whole(&mut c, Within::default())?;
                    operand(base, Place::WHOLE, &mut nodes);
                }
                continue;
            }
            nodes.push(Node::Token(c.take()));
            if c.op().0 == ":" {
                nodes.push(Node::Token(c.take()));
                let value = self.whole(&mut c, Within::default())?;
                operand(value, Place::WHOLE, &mut nodes);
            }
            if c.punct(',') {
                nodes.push(Node::Token(c.take()));
            } else if !c.at_end() {
                return self.expected(&c, "`,` between fields");
            }
        }
        Ok(nodes)
    }

    /// The operations after an operand: `?`, `.await`, `.field`, `.method(…)`, a call, an
    /// index. After a block-like expression at a statement's start only `.` and `?` go on, as
    /// in rustc.
    fn postfix(
        &mut self,
        c: &mut Cursor<'_>,
        expr: Expr,
        mut block_like: bool,
        within: Within,
    ) -> Read<(Expr, bool)> {
        let mut tail: Vec<Node> = Vec::new();
        loop {
            if c.punct('?') {
                tail.push(Node::Token(c.take()));
            } else if c.punct('.') && c.op().0 == "." {
                tail.push(Node::Token(c.take()));
                match c.token() {
                    Some(TokenTree::Literal(_)) => tail.push(Node::Token(c.take())),
                    Some(TokenTree::Ident(_)) => {
                        tail.push(Node::Token(c.take()));
                        let end = turbofish_end(c.level, c.pos, c.end);
                        tail.extend(c.take_to(end).into_iter().map(Node::Token));
                        if c.is_group(Delimiter::Parenthesis) {
                            let args = c.take_group();
                            tail.push(self.arguments(&args));
                        }
                    }
                    _ => return self.expected(c, "a field or method after `.`"),
                }
            } else if (c.is_group(Delimiter::Parenthesis) || c.is_group(Delimiter::Bracket))
                && !(block_like && within.statement && tail.is_empty())
            {
                let bracket = c.is_group(Delimiter::Bracket);
                let group = c.take_group();
                if bracket {
                    let node = self.group_node(
                        &group,
                        |_| None,
                        |reader, level, _| {
                            let mut index = Cursor::new(level);
                            let expr = reader.whole(&mut index, Within::default())?;
                            if !index.at_end() {
                                return reader.expected(&index, "`]`");
                            }
                            let mut nodes = Vec::new();
                            operand(expr, Place::WHOLE, &mut nodes);
                            Ok(nodes)
                        },
                    );
                    tail.push(node);
                } else {
                    tail.push(self.arguments(&group));
                }
            } else {
                break;
            }
        }
        if tail.is_empty() {
            return Ok((expr, block_like));
        }
        block_like = false;
        let bare_struct = expr.bare_struct();
        let mut nodes = Vec::new();
        operand(
            expr,
            Place {
                starts_statement: within.statement,
                ..Place::needing(Prec::Postfix)
            },
            &mut nodes,
        );
        nodes.extend(tail);
        Ok((
            Expr::Other(Other {
                nodes,
                prec: Prec::Postfix,
                top_op: None,
                bare_struct,
            }),
            block_like,
        ))
    }
}
