//! Types, and the other tokens that go on as written (signatures, patterns, bounds, fields),
//! with the expressions they hold read: an array type's length `[T; LEN]`, a const generic
//! argument `A::<{ … }>`, an enum's discriminants. rustc's prototype of `is` takes a test in
//! each (`A::<{ true && 1 is 1 }>::O`), and an `is!` there is no `bool` on its own either.

use proc_macro2::Delimiter;

use super::expr::{Within, operand};
use super::extent::{find_op, until_outside_generics};
use super::item::item_end;
use super::tree::{Node, Place, push};
use super::{Cursor, Read, Reader};
use crate::tokens::{Level, Op, Word};

impl Reader<'_> {
    /// The tokens from the cursor to `end` onto `out`, as written but for the expressions in
    /// them: a `{ … }` there is a const generic argument (a caller stops before a body), a
    /// `[ … ]` an array or slice type, a `( … )` types or patterns.
    #[inline(always)]
    pub(crate) fn types<'l>(
        &mut self,
        c: &mut Cursor<'l>,
        end: usize,
        out: &mut Vec<Node<'l>>,
    ) -> Read<()> {
        if !c.level.has_is_within(c.pos, end) {
            push(out, c.node_to(end));
            return Ok(());
        }
        self.types_holding_is(c, end, out)
    }

    fn types_holding_is<'l>(
        &mut self,
        c: &mut Cursor<'l>,
        end: usize,
        out: &mut Vec<Node<'l>>,
    ) -> Read<()> {
        while c.pos < end {
            let node = match c.group() {
                Some(Delimiter::Brace) => {
                    let argument = c.take_group();
                    self.block(&argument)
                }
                Some(Delimiter::Bracket) => {
                    let array = c.take_group();
                    self.group_node(&array, |_| None, |r, level, _| r.array_type(level))
                }
                Some(Delimiter::Parenthesis) => {
                    let inner = c.take_group();
                    self.group_node(&inner, |_| None, |r, level, _| r.all_types(level))
                }
                _ => c.node(1),
            };
            push(out, node);
        }
        Ok(())
    }

    /// A signature's or a header's tokens, from the cursor to `end`, as [`Reader::types`] reads
    /// them: a function's parameters too, whose types may hold an array's length, a value
    /// (`fn f(a: [u8; { … }])`). Reading the parameters of every function costs more than the
    /// rest of most signatures, so they are read only where their source text holds `is` (or
    /// has none to look at, or `is!` goes by other names); only the groups at this level that
    /// may hold a test are read (a return type's array, a generic parameter's default).
    pub(crate) fn signature<'l>(
        &mut self,
        c: &mut Cursor<'l>,
        end: usize,
        out: &mut Vec<Node<'l>>,
    ) -> Read<()> {
        let level = c.level;
        let holds_is = (c.pos..end).any(|i| level.group_may_hold_is(i));
        if !holds_is {
            push(out, c.node_to(end));
            return Ok(());
        }
        while c.pos < end {
            if c.is_group(Delimiter::Parenthesis) && !level.group_may_hold_is(c.pos) {
                push(out, c.node(1));
            } else {
                let next = c.pos + 1;
                self.types_holding_is(c, next, out)?;
            }
        }
        Ok(())
    }

    /// The tokens of a group that holds types, patterns or fields.
    pub(crate) fn all_types<'l>(&mut self, level: &'l Level) -> Read<Vec<Node<'l>>> {
        let mut c = Cursor::new(level);
        let mut nodes = Vec::new();
        self.types(&mut c, level.len(), &mut nodes)?;
        Ok(nodes)
    }

    /// `[T; LEN]` or `[T]`: the element type, and the length, a value.
    fn array_type<'l>(&mut self, level: &'l Level) -> Read<Vec<Node<'l>>> {
        let mut c = Cursor::new(level);
        let semi = until_outside_generics(level, 0, level.len(), &[Op::Semi], false);
        let mut nodes = Vec::new();
        self.types(&mut c, semi, &mut nodes)?;
        if c.punct(';') {
            push(&mut nodes, c.node(1));
            let length = self.whole(&mut c, Within::default())?;
            operand(length, Place::WHOLE, &mut nodes);
            if !c.at_end() {
                return self.expected(&c, "`]`");
            }
        }
        Ok(nodes)
    }

    /// `struct`, `union` or `enum`, the cursor at its keyword: its header and fields as types,
    /// an enum's discriminants as values.
    pub(crate) fn data_item<'l>(
        &mut self,
        c: &mut Cursor<'l>,
        out: &mut Vec<Node<'l>>,
    ) -> Read<()> {
        let end = item_end(c.level, c.pos);
        if !c.level.has_is_within(c.pos, end) {
            push(out, c.node_to(end));
            return Ok(());
        }
        let is_enum = c.is(Word::Enum);
        let body = until_outside_generics(c.level, c.pos, end, &[Op::Semi], true);
        self.types(c, body, out)?;
        if c.is_group(Delimiter::Brace) {
            let fields = c.take_group();
            out.push(self.group_node(
                &fields,
                |_| None,
                |reader, level, _| {
                    if is_enum {
                        reader.variants(level)
                    } else {
                        reader.all_types(level)
                    }
                },
            ));
        }
        self.types(c, end, out)
    }

    /// An enum's variants: each one's fields as types, its discriminant `= VALUE` a value.
    fn variants<'l>(&mut self, level: &'l Level) -> Read<Vec<Node<'l>>> {
        let mut c = Cursor::new(level);
        let mut nodes = Vec::new();
        while !c.at_end() {
            let end = find_op(level, c.pos, level.len(), Op::Eq)
                .into_iter()
                .chain(find_op(level, c.pos, level.len(), Op::Comma))
                .min()
                .unwrap_or(level.len());
            self.types(&mut c, end, &mut nodes)?;
            if c.op().0 == Op::Eq {
                push(&mut nodes, c.node(1));
                let discriminant = self.whole(&mut c, Within::default())?;
                operand(discriminant, Place::WHOLE, &mut nodes);
            }
            if c.punct(',') {
                push(&mut nodes, c.node(1));
            } else if !c.at_end() {
                return self.expected(&c, "`,` between variants");
            }
        }
        Ok(nodes)
    }
}
