//! Blocks: statements, `let`, and the block-like expressions (`if`, `while`, `match`,
//! `loop`, `for`) with the conditions and guards in them.

use proc_macro2::{Delimiter, TokenTree};

use super::tree::Run;

use super::expr::{Within, operand};
use super::extent::{find_op, find_word, until_outside_generics};
use super::item::ItemPlace;
use super::transcriber::Fragment;
use super::tree::{Condition, Dropped, Expr, Node, Place, Prec, push};
use super::{Cursor, Read, Reader, Stop};
use crate::tokens::Level;
use crate::tokens::{Op, Word};

impl Reader<'_> {
    /// A block's statements; `imports_is` set when one is a `use` that imports `is`.
    pub(crate) fn statements<'l>(
        &mut self,
        level: &'l Level,
        imports_is: &mut bool,
    ) -> Read<Vec<Node<'l>>> {
        let mut c = Cursor::new(level);
        let mut nodes = Vec::new();
        while !c.at_end() {
            let start = c.pos;
            if let Some(end) = self.plain_statements(&c) {
                // Nothing to lower: on as written, unread.
                push(&mut nodes, c.node_to(end));
                continue;
            }
            let mark = self.errors.mark();
            let mut statement = Vec::new();
            match self.statement(&mut c, &mut statement, imports_is) {
                Ok(()) => {
                    for node in statement {
                        push(&mut nodes, node);
                    }
                }
                Err(Stop) => {
                    // Past the statement that did not read: to its `;`, or the end.
                    let end = find_op(level, c.pos.max(start + 1), level.len(), Op::Semi)
                        .map_or(level.len(), |semi| semi + 1);
                    c.pos = end;
                    let skipped = self.skipped(mark, Run { level, start, end });
                    push(&mut nodes, skipped);
                }
            }
        }
        Ok(nodes)
    }

    /// Where the statements from the cursor end that hold no `is` (and so nothing to lower):
    /// the rest of the block when none is in it, or a statement that ends at the first `;`
    /// (which at a block's level ends a statement, and nothing else). `None` for a statement
    /// that holds one, or that ends with a block, which only reading finds the end of.
    fn plain_statements(&self, c: &Cursor<'_>) -> Option<usize> {
        let level = c.level;
        if !level.has_is_in(c.pos, c.end) {
            return (level.too_deep_in(c.pos, c.end).is_none()).then_some(c.end);
        }
        let first = c.attrs_len();
        let block_like = matches!(
            c.word_at(first),
            Word::If
                | Word::While
                | Word::For
                | Word::Loop
                | Word::Match
                | Word::Unsafe
                | Word::Async
                | Word::Const
        ) || c.group_at(first).is_some()
            || c.punct_at(first, '\'')
            || c.punct_at(first, '$')
            || self.starts_item(c);
        if block_like {
            return None;
        }
        let end = find_op(level, c.pos, c.end, Op::Semi).map_or(c.end, |semi| semi + 1);
        (!level.has_is_in(c.pos, end)).then_some(end)
    }

    /// One statement onto `out`.
    fn statement<'l>(
        &mut self,
        c: &mut Cursor<'l>,
        out: &mut Vec<Node<'l>>,
        imports_is: &mut bool,
    ) -> Read<()> {
        if c.punct(';') {
            push(out, c.node(1));
            return Ok(());
        }
        if c.punct('#') && c.punct_at(1, '!') {
            // An inner attribute of the block.
            push(out, c.node(3));
            return Ok(());
        }
        if self.transcriber && self.fragment_statement(c, out)? {
            return Ok(());
        }
        if self.starts_item(c) {
            return self.item(c, ItemPlace::Block, out, imports_is);
        }
        let attrs = c.attrs_len();
        if c.word_at(attrs) == Word::Let {
            push(out, c.node(attrs));
            return self.let_statement(c, out);
        }
        let start = c.span();
        // `if !TEST { BODY }` with code after it, where TEST's bindings may go on.
        let negative = attrs == 0 && c.is(Word::If) && c.punct_at(1, '!') && !self.transcriber;
        let mut expr = self.whole(c, Within::STATEMENT)?;
        if negative && !c.at_end() && !c.punct(';') {
            match self.negative(expr, c) {
                Ok(node) => {
                    out.push(node);
                    return Ok(());
                }
                Err(read) => expr = read,
            }
        }
        if c.punct(';') {
            let semi = c.take();
            if expr.has_test() {
                out.push(Node::Dropped(Box::new(Dropped { expr, semi, start })));
            } else {
                expr.into_nodes(out);
                push(
                    out,
                    Node::Tokens(Run {
                        level: c.level,
                        start: c.pos - 1,
                        end: c.pos,
                    }),
                );
            }
            return Ok(());
        }
        if !c.at_end() && !after_block(c) {
            return self.expected(c, "`;`");
        }
        operand(expr, Place::WHOLE, out);
        Ok(())
    }

    /// A statement a `macro_rules!` rule's body writes with `$`: a repetition of statements,
    /// `$( … )*`, or a whole statement or item fragment, `$s;` or `$i`. Whether there was one.
    fn fragment_statement<'l>(
        &mut self,
        c: &mut Cursor<'l>,
        out: &mut Vec<Node<'l>>,
    ) -> Read<bool> {
        if let Some((_, end)) = self.repetition_at(c) {
            let repeated = self.repetition(c, end, |reader, level| {
                let mut imports_is = false;
                reader.statements(level, &mut imports_is)
            })?;
            push(out, repeated);
            return Ok(true);
        }
        let attrs = c.attrs_len();
        match self.fragment_at(c, attrs) {
            Some((Fragment::Stmt | Fragment::Item, len)) => {
                push(out, c.node(attrs + len));
                if c.punct(';') {
                    push(out, c.node(1));
                }
                Ok(true)
            }
            _ => Ok(false),
        }
    }

    /// `let PAT: TYPE = VALUE else { … };`, the cursor at `let`.
    fn let_statement<'l>(&mut self, c: &mut Cursor<'l>, out: &mut Vec<Node<'l>>) -> Read<()> {
        let start = c.pos;
        // The pattern and type go as written, up to `=` or `;`.
        let head_end =
            until_outside_generics(c.level, start + 1, c.end, &[Op::Eq, Op::Semi], false);
        self.types(c, head_end, out)?;
        if c.op().0 == Op::Eq {
            push(out, c.node(1));
            let value = self.whole(c, Within::default())?;
            let before_else = c.is(Word::Else);
            operand(
                value,
                Place {
                    before_else,
                    ..Place::WHOLE
                },
                out,
            );
            if before_else {
                push(out, c.node(1));
                self.body(c, out)?;
            }
        }
        if !c.punct(';') {
            return self.expected(c, "`;`");
        }
        push(out, c.node(1));
        Ok(())
    }

    /// `if`, `while`, `match`, `loop` or `for`, the cursor at the keyword; `label` is a loop's
    /// `'a:`.
    pub(crate) fn control<'l>(
        &mut self,
        c: &mut Cursor<'l>,
        label: Option<Run<'l>>,
    ) -> Read<Expr<'l>> {
        let mut nodes = Vec::new();
        let label_tokens: &'l [TokenTree] = label.map_or(&[], |label| label.tokens());
        match c.word() {
            Word::If => self.if_chain(c, &mut nodes)?,
            Word::While => {
                let keyword = c.take();
                self.condition(c, label_tokens, keyword, Within::NO_STRUCT, &mut nodes)?;
                let mut body = Vec::new();
                self.body(c, &mut body)?;
                match nodes.last_mut() {
                    Some(Node::Condition(condition)) if !label_tokens.is_empty() => {
                        condition.body = body;
                    }
                    _ => nodes.extend(body),
                }
            }
            Word::Match => {
                nodes.extend(label.map(Node::Tokens));
                push(&mut nodes, c.node(1));
                let scrutinee = self.whole(c, Within::NO_STRUCT)?;
                operand(scrutinee, Place::WHOLE, &mut nodes);
                if !c.is_group(Delimiter::Brace) {
                    return self.expected(c, "the arms of `match`");
                }
                let arms = c.take_group();
                nodes.push(self.group_node(&arms, |_| None, |r, level, _| r.arms(level)));
            }
            Word::Loop => {
                nodes.extend(label.map(Node::Tokens));
                push(&mut nodes, c.node(1));
                self.body(c, &mut nodes)?;
            }
            Word::For => {
                nodes.extend(label.map(Node::Tokens));
                let in_at = find_word(c.level, c.pos, c.end, Word::In);
                push(&mut nodes, c.node_to(in_at + 1));
                let iterator = self.whole(c, Within::NO_STRUCT)?;
                operand(iterator, Place::WHOLE, &mut nodes);
                self.body(c, &mut nodes)?;
            }
            _ => return self.expected(c, "`if`, `while`, `match`, `loop` or `for`"),
        }
        self.chained(&mut nodes, 0);
        Ok(Expr::plain(nodes, Prec::Postfix))
    }

    /// In a rule's body, `nodes[from..]`, an `if … else …` or a `while`, as one
    /// [`Node::Chained`] when a condition of theirs holds a test (see `lower::routed`).
    fn chained(&self, nodes: &mut Vec<Node<'_>>, from: usize) {
        if self.transcriber && nodes[from..].iter().any(chains) {
            let chained = nodes.split_off(from);
            nodes.push(Node::Chained(chained));
        }
    }

    /// `if COND { … } else if COND { … } else { … }`; in a rule's body, `else if`s a
    /// repetition writes too (`$(else if COND { … })+`).
    fn if_chain<'l>(&mut self, c: &mut Cursor<'l>, nodes: &mut Vec<Node<'l>>) -> Read<()> {
        loop {
            let keyword = c.take();
            self.condition(c, &[], keyword, Within::NO_STRUCT, nodes)?;
            self.body(c, nodes)?;
            while let Some(end) = self.repeated_else_at(c) {
                let repeated = self.repetition(c, end, |reader, level| {
                    let mut inner = Cursor::new(level);
                    let mut nodes = vec![inner.node(1)];
                    if !inner.is(Word::If) {
                        return reader.expected(&inner, "`if` after `else` in a repetition");
                    }
                    reader.if_chain(&mut inner, &mut nodes)?;
                    reader.chained(&mut nodes, 1);
                    if !inner.at_end() {
                        return reader.expected(&inner, "the end of the repetition");
                    }
                    Ok(nodes)
                })?;
                push(nodes, repeated);
            }
            if !c.is(Word::Else) {
                return Ok(());
            }
            push(nodes, c.node(1));
            if !c.is(Word::If) {
                return self.body(c, nodes);
            }
        }
    }

    /// Where the repetition at the cursor ends when its contents start with `else`.
    fn repeated_else_at(&self, c: &Cursor<'_>) -> Option<usize> {
        if !self.transcriber {
            return None;
        }
        let (_, end) = self.repetition_at(c)?;
        let contents = c.level.child(c.pos + 1)?;
        (contents.word(0) == Word::Else).then_some(end)
    }

    /// The condition after `keyword` (and a loop's `label`), read up to its body.
    fn condition<'l>(
        &mut self,
        c: &mut Cursor<'l>,
        label: &'l [TokenTree],
        keyword: &'l TokenTree,
        within: Within,
        nodes: &mut Vec<Node<'l>>,
    ) -> Read<()> {
        // The label and keyword as written, when the condition lowers to nothing new.
        let written = Run {
            level: c.level,
            start: c.pos - 1 - label.len(),
            end: c.pos,
        };
        let cond = self.whole(c, within)?;
        if cond.has_test() {
            nodes.push(Node::Condition(Box::new(Condition {
                label,
                keyword,
                cond,
                body: Vec::new(),
            })));
        } else {
            push(nodes, Node::Tokens(written));
            cond.into_nodes(nodes);
        }
        Ok(())
    }

    /// The `{ … }` body of a block-like expression (or a `$body` block fragment).
    pub(crate) fn body<'l>(&mut self, c: &mut Cursor<'l>, nodes: &mut Vec<Node<'l>>) -> Read<()> {
        if let Some((Fragment::Block, len)) = self.fragment_at(c, 0) {
            push(nodes, c.node(len));
            return Ok(());
        }
        if !c.is_group(Delimiter::Brace) {
            return self.missing_body(c, nodes);
        }
        let body = c.take_group();
        nodes.push(self.block(&body));
        Ok(())
    }

    /// A `match`'s arms.
    fn arms<'l>(&mut self, level: &'l Level) -> Read<Vec<Node<'l>>> {
        self.comma_separated(level, Self::arm)
    }

    /// One arm, after its attributes: `PAT if GUARD => BODY,`.
    #[inline(always)]
    fn arm<'l>(&mut self, c: &mut Cursor<'l>, nodes: &mut Vec<Node<'l>>) -> Read<()> {
        let level = c.level;
        let arrow = find_op(level, c.pos, c.end, Op::FatArrow);
        let Some(arrow) = arrow else {
            return self.expected(c, "`=>`");
        };
        let guard = find_word(level, c.pos, arrow, Word::If);
        push(nodes, c.node_to(guard));
        if guard < arrow {
            let keyword = c.take();
            let mut guard_cursor = c.until(arrow);
            self.condition(&mut guard_cursor, &[], keyword, Within::default(), nodes)?;
            if !guard_cursor.at_end() {
                return self.expected(&guard_cursor, "`=>`");
            }
            c.pos = guard_cursor.pos;
        }
        push(nodes, c.node(2));
        let body = self.whole(c, Within::STATEMENT)?;
        operand(body, Place::WHOLE, nodes);
        if c.punct(',') {
            push(nodes, c.node(1));
        } else if !c.at_end() && !after_block(c) {
            return self.expected(c, "`,` after the arm");
        }
        Ok(())
    }
}

/// Whether `node` is a condition holding a test, or a repetition (`$(else if …)+`) holding
/// an expression with one.
fn chains(node: &Node<'_>) -> bool {
    match node {
        Node::Condition(_) | Node::Chained(_) => true,
        Node::Repetition(repetition) => repetition.inner.iter().any(chains),
        _ => false,
    }
}

/// Whether the token before the cursor is a `{ … }`: an expression that ended with a block
/// needs no `;` or `,` after it.
fn after_block(c: &Cursor<'_>) -> bool {
    c.pos > 0 && c.level.is_group(c.pos - 1, Delimiter::Brace)
}
