//! Items: functions' bodies, `impl`, `trait` and `mod` bodies, `const` and `static` values,
//! pattern-type aliases, `use` (for the imports of `is`), `macro_rules!` bodies.

use proc_macro2::{Delimiter, TokenTree};

use super::expr::{Within, operand};
use super::extent::{find_op, until_outside_generics};
use super::transcriber::Fragment;
use super::tree::{Alias, Node, Place, Run, Scope, push};
use super::{Cursor, Front, Read, Reader, Stop};
use crate::tokens::Level;
use crate::tokens::{Op, Word};

/// Where items stand, which decides what they may be.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) enum ItemPlace {
    /// A module's items, a block's top, the attribute's own item.
    Module,
    /// Among a block's statements.
    Block,
    /// In an `impl` or `trait`: no alias there can be a pattern type.
    Associated,
}

/// Where reading an item's head left it.
enum Head {
    /// At the keyword that says what kind of item it is.
    Kind,
    /// Past the whole item: one that needs no more reading.
    Done,
}

impl Reader<'_> {
    /// Items one after another; one that does not read is reported and left out (under the
    /// attribute, passed on as written), and reading goes on with the next.
    pub(crate) fn item_list<'l>(
        &mut self,
        level: &'l Level,
        start: usize,
        place: ItemPlace,
        imports_is: &mut bool,
    ) -> Vec<Node<'l>> {
        let mut c = Cursor::new(level);
        c.pos = start;
        let mut nodes = Vec::new();
        while !c.at_end() {
            let start = c.pos;
            let mark = self.errors.mark();
            let mut item = Vec::new();
            match self.item(&mut c, place, &mut item, imports_is) {
                Ok(()) => {
                    for node in item {
                        push(&mut nodes, node);
                    }
                }
                Err(Stop) => {
                    let end = item_end(level, c.pos.max(start + 1).min(level.len()));
                    let end = end.max(start + 1);
                    c.pos = end;
                    let skipped = self.skipped(mark, Run { level, start, end });
                    push(&mut nodes, skipped);
                }
            }
        }
        nodes
    }

    /// Whether an item starts at the cursor, after its attributes.
    pub(crate) fn starts_item(&self, c: &Cursor<'_>) -> bool {
        let mut i = c.attrs_len();
        match self.fragment_at(c, i) {
            Some((Fragment::Item, _)) => return true,
            Some((Fragment::Vis, len)) => i += len,
            _ => {}
        }
        let next = c.word_at(i + 1);
        match c.word_at(i) {
            Word::Fn
            | Word::Struct
            | Word::Enum
            | Word::Trait
            | Word::Impl
            | Word::Mod
            | Word::Use
            | Word::Type
            | Word::Extern
            | Word::Pub => true,
            Word::MacroRules => c.punct_at(i + 1, '!'),
            Word::Const => c.group_at(i + 1).is_none() && !c.punct_at(i + 1, '|'),
            Word::Static => !c.punct_at(i + 1, '|') && !matches!(next, Word::Move | Word::Async),
            Word::Unsafe => matches!(
                next,
                Word::Fn | Word::Impl | Word::Trait | Word::Extern | Word::Auto
            ),
            Word::Async => matches!(next, Word::Fn | Word::Unsafe),
            Word::Union | Word::Auto | Word::Safe | Word::Default => {
                next != Word::None && !matches!(next, Word::As | Word::Is)
            }
            _ => false,
        }
    }

    /// One item onto `out`; `imports_is` set when it is a `use` that imports `is`.
    pub(crate) fn item<'l>(
        &mut self,
        c: &mut Cursor<'l>,
        place: ItemPlace,
        out: &mut Vec<Node<'l>>,
        imports_is: &mut bool,
    ) -> Read<()> {
        let item_start = c.pos;
        let first_node = out.len();
        if let Some((_, end)) = self.repetition_at(c) {
            // `$( ITEMS )*`, in a `macro_rules!` rule's body.
            let repeated = self.repetition(c, end, |reader, level| {
                let mut imports_is = false;
                Ok(reader.item_list(level, 0, place, &mut imports_is))
            })?;
            push(out, repeated);
            return Ok(());
        }
        match self.item_head(c, out)? {
            Head::Kind => {}
            Head::Done => return Ok(()),
        }
        if let Some((Fragment::Item, len)) = self.fragment_at(c, 0) {
            push(out, c.node(len));
            return Ok(());
        }
        match c.word() {
            Word::Fn => self.function(c, out),
            Word::Struct | Word::Union | Word::Enum => self.data_item(c, out),
            Word::Extern => {
                let end = item_end(c.level, c.pos);
                push(out, c.node_to(end));
                Ok(())
            }
            Word::Impl | Word::Trait => {
                let body = until_outside_generics(c.level, c.pos, c.end, &[Op::Semi], true);
                self.signature(c, body, out)?;
                self.item_body(c, ItemPlace::Associated, out)
            }
            Word::Mod => {
                push(out, c.node(2));
                self.item_body(c, ItemPlace::Module, out)
            }
            Word::Use => {
                let semi = find_op(c.level, c.pos, c.end, Op::Semi).unwrap_or(c.end);
                *imports_is |= self.imports_is(c.level, c.pos + 1, semi, false);
                push(out, c.node_to(semi + 1));
                Ok(())
            }
            Word::Const | Word::Static => self.constant(c, out),
            Word::Type => self.type_item(c, place, out, (first_node, item_start)),
            Word::MacroRules => self.macro_rules(c, out),
            _ if self.macro_item_follows(c) => {
                let expr = self.whole(c, Within::STATEMENT)?;
                expr.into_nodes(out);
                if c.punct(';') {
                    push(out, c.node(1));
                }
                Ok(())
            }
            _ => self.expected(c, "an item"),
        }
    }

    /// An item's attributes, visibility and qualifiers (`unsafe`, `extern "C"`, …) onto
    /// `out`, the cursor left at the keyword that says what kind of item it is; or the whole
    /// item, when it is one that needs no more reading.
    #[inline(always)]
    fn item_head<'l>(&mut self, c: &mut Cursor<'l>, out: &mut Vec<Node<'l>>) -> Read<Head> {
        let mut own_expansion = false;
        loop {
            let repeated = if self.transcriber {
                super::extent::attribute_repetition_len(c.level, c.pos)
            } else {
                0
            };
            if repeated > 0 {
                // `$(#[$meta])*`, in a `macro_rules!` rule's body.
                push(out, c.node(repeated));
                continue;
            }
            if !c.punct('#') {
                break;
            }
            let inner = c.punct_at(1, '!');
            let attr = usize::from(inner) + 1;
            if !c.is_group_at(attr, Delimiter::Bracket) {
                return self.expected(c, "an attribute");
            }
            own_expansion |= c.level.child(c.pos + attr).is_some_and(names_is_syntax);
            push(out, c.node(attr + 1));
        }
        if own_expansion {
            // It expands on its own, with its own options.
            let end = item_end(c.level, c.pos);
            push(out, c.node_to(end));
            return Ok(Head::Done);
        }
        if c.is(Word::Pub) {
            push(out, c.node(1));
            if c.is_group(Delimiter::Parenthesis) {
                push(out, c.node(1));
            }
        } else if let Some((Fragment::Vis, len)) = self.fragment_at(c, 0) {
            push(out, c.node(len));
        }
        while is_item_qualifier(c.word(), c.word_at(1)) {
            let extern_abi =
                c.is(Word::Extern) && c.pos + 1 < c.end && c.level.is_literal(c.pos + 1);
            if c.is(Word::Extern)
                && (c.is_group(Delimiter::Brace)
                    || c.word_at(1 + usize::from(extern_abi)) == Word::Crate)
            {
                break;
            }
            push(out, c.node(1 + usize::from(extern_abi)));
            if c.is_group(Delimiter::Brace) {
                // `extern "C" { … }`: foreign items, no bodies.
                push(out, c.node(1));
                return Ok(Head::Done);
            }
        }
        Ok(Head::Kind)
    }

    /// `PATH!…` at the cursor: a macro call standing as an item.
    fn macro_item_follows(&self, c: &Cursor<'_>) -> bool {
        let mut i = 0;
        while matches!(c.token_at(i), Some(TokenTree::Ident(_))) {
            if c.punct_at(i + 1, '!') {
                return c.group_at(i + 2).is_some();
            }
            if !(c.punct_at(i + 1, ':') && c.punct_at(i + 2, ':')) {
                return false;
            }
            i += 3;
        }
        false
    }

    /// `fn NAME(…) -> T { BODY }`, or a declaration ending in `;`.
    fn function<'l>(&mut self, c: &mut Cursor<'l>, out: &mut Vec<Node<'l>>) -> Read<()> {
        let mut body = until_outside_generics(c.level, c.pos, c.end, &[Op::Semi], true);
        if self.transcriber {
            // `fn $name() $body`.
            let fragment =
                |i: &usize| matches!(self.fragment_at(c, i - c.pos), Some((Fragment::Block, _)));
            body = (c.pos..body).find(fragment).unwrap_or(body);
        }
        self.signature(c, body, out)?;
        if c.punct(';') {
            push(out, c.node(1));
            return Ok(());
        }
        if !c.is_group(Delimiter::Brace) && self.fragment_at(c, 0).is_none() {
            return self.expected(c, "the function's body");
        }
        self.body(c, out)
    }

    /// An `impl`, `trait` or `mod` body `{ ITEMS }`, or the `;` of `mod name;`.
    fn item_body<'l>(
        &mut self,
        c: &mut Cursor<'l>,
        place: ItemPlace,
        out: &mut Vec<Node<'l>>,
    ) -> Read<()> {
        if c.punct(';') {
            push(out, c.node(1));
            return Ok(());
        }
        if !c.is_group(Delimiter::Brace) {
            return self.expected(c, "`{`");
        }
        let body = c.take_group();
        let scope = move |imports_is| match place {
            ItemPlace::Module => Some(Scope {
                imports_is,
                module: true,
            }),
            _ => None,
        };
        let module = usize::from(place == ItemPlace::Module);
        self.scopes += module;
        out.push(self.group_node(&body, scope, |reader, level, imports_is| {
            Ok(reader.item_list(level, 0, place, imports_is))
        }));
        self.scopes -= module;
        Ok(())
    }

    /// `const NAME: TYPE = VALUE;` or `static NAME: TYPE = VALUE;`.
    fn constant<'l>(&mut self, c: &mut Cursor<'l>, out: &mut Vec<Node<'l>>) -> Read<()> {
        let eq = until_outside_generics(c.level, c.pos, c.end, &[Op::Eq, Op::Semi], false);
        self.signature(c, eq, out)?;
        if c.op().0 == Op::Eq {
            push(out, c.node(1));
            let value = self.whole(c, Within::default())?;
            operand(value, Place::WHOLE, out);
        }
        if !c.punct(';') {
            return self.expected(c, "`;`");
        }
        push(out, c.node(1));
        Ok(())
    }

    /// `type NAME = TYPE;`, a pattern type when the type is `BASE is PATTERN` (in a block) or
    /// `is!(BASE is PATTERN)`.
    /// `(first_node, item_start)`: where the item's attributes and visibility start in `out`
    /// and in the level; they are the alias's too.
    fn type_item<'l>(
        &mut self,
        c: &mut Cursor<'l>,
        place: ItemPlace,
        out: &mut Vec<Node<'l>>,
        (first_node, item_start): (usize, usize),
    ) -> Read<()> {
        let eq = until_outside_generics(c.level, c.pos, c.end, &[Op::Eq, Op::Semi], false);
        let semi = find_op(c.level, eq, c.end, Op::Semi);
        let (Some(semi), true) = (semi, c.level.op(eq).0 == Op::Eq) else {
            let end = semi.map_or(c.end, |semi| semi + 1);
            push(out, c.node_to(end));
            return Ok(());
        };
        let level = c.level;
        let rhs = &level.tokens[eq + 1..semi];
        let call = is_call_only(c.level, eq + 1, semi);
        let infix = self.front == Front::Block && infix_is_at(c.level, eq + 1, semi);
        if place == ItemPlace::Associated || call.is_none() && !infix {
            return self.types(c, semi + 1, out);
        }
        out.truncate(first_node);
        c.pos = semi + 1;
        out.push(Node::Alias(Box::new(Alias {
            head: &level.tokens[item_start..eq],
            eq: &level.tokens[eq],
            rhs,
            infix: call.is_none(),
            semi: &level.tokens[semi],
            bare_name: call.flatten(),
        })));
        Ok(())
    }

    /// Whether a `use` tree's tokens, `level.tokens[start..end]`, import the name `is`:
    /// `use is::is`, `use is::{is, …}`, `use other::thing as is` (not `use is;`, the crate,
    /// which holds no macro). In a `nested` group of the tree, a first `is` is a leaf too.
    fn imports_is(&mut self, level: &Level, start: usize, end: usize, nested: bool) -> bool {
        let mut found = false;
        for at in start..end {
            if level.word(at) == Word::Is {
                let continues = level.punct(at + 1, ':');
                found |= (nested || at > start) && !continues;
            } else if level.group(at).is_some() {
                match level.child(at) {
                    Some(inner) => found |= self.imports_is(inner, 0, inner.len(), true),
                    // A tree nested deeper than the reader goes imports nothing it marks.
                    None => self.errors.too_deep(level.tokens[at].span()),
                }
            }
        }
        found
    }
}

/// Where the item starting at `start` ends: after its first `;` or `{ … }` outside generic
/// arguments (and a `;` right after that brace).
pub(crate) fn item_end(level: &Level, start: usize) -> usize {
    let end = until_outside_generics(level, start, level.len(), &[Op::Semi], true);
    if end >= level.len() {
        return level.len();
    }
    if level.punct(end + 1, ';') && level.is_group(end, Delimiter::Brace) {
        return end + 2;
    }
    end + 1
}

/// Whether `word`, followed by `next`, qualifies an item rather than saying what kind it is:
/// `unsafe`, `async`, `extern`, `default`, `auto`, `safe`, and `const` before `fn` (a `const`
/// alone is an item of its own).
#[inline(always)]
pub(crate) fn is_item_qualifier(word: Word, next: Word) -> bool {
    matches!(
        word,
        Word::Default | Word::Async | Word::Unsafe | Word::Safe | Word::Auto | Word::Extern
    ) || word == Word::Const && matches!(next, Word::Fn | Word::Unsafe | Word::Async | Word::Extern)
}

/// `is_syntax …` or `is::is_syntax …`, an attribute's tokens.
fn names_is_syntax(attr: &Level) -> bool {
    (0..attr.len())
        .take_while(|&i| attr.group(i).is_none())
        .any(|i| attr.word(i) == Word::IsSyntax)
}

/// `is!(…)`, `CRATE::is!(…)` or `::CRATE::is!(…)` and nothing else in `start..end`: `Some` of the
/// name it is called by when that is `is` alone.
fn is_call_only(level: &Level, start: usize, end: usize) -> Option<Option<&TokenTree>> {
    let path_end = end.checked_sub(2)?;
    if path_end <= start || !level.punct(path_end, '!') || level.group(end - 1).is_none() {
        return None;
    }
    if !super::names::is_is_path(level, start, path_end) {
        return None;
    }
    Some((path_end == start + 1).then(|| &level.tokens[start]))
}

/// Whether an infix `is` stands at this level in `start..end`, after a complete type.
fn infix_is_at(level: &Level, start: usize, end: usize) -> bool {
    (start + 1..end).any(|i| {
        level.word(i) == Word::Is
            && !level.punct(i + 1, '!')
            && (matches!(
                level.tokens[i - 1],
                TokenTree::Ident(_) | TokenTree::Group(_)
            ) || level.punct(i - 1, '>'))
    })
}
