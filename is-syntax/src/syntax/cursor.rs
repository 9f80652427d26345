//! A position in a level, and what the reader asks of the tokens there.

use proc_macro2::{Delimiter, Span, TokenTree};

use super::extent::attribute_repetition_len;
use super::tree::{Node, Run};
use crate::tokens::{Level, Op, Word};

/// A group token, where it stands: its tokens are read only when asked for.
#[derive(Clone, Copy)]
pub(crate) struct GroupAt<'l> {
    pub(crate) token: &'l TokenTree,
    /// Where it stands: in which level, at which index.
    parent: &'l Level,
    at: usize,
}

impl<'l> GroupAt<'l> {
    /// The group at `at` in `level`.
    #[inline(always)]
    pub(crate) fn of(level: &'l Level, at: usize) -> Self {
        GroupAt {
            token: &level.tokens[at],
            parent: level,
            at,
        }
    }

    /// Its tokens, read now if they were not yet (`None` when it nests too deep to read).
    #[inline(always)]
    pub(crate) fn level(&self) -> Option<&'l Level> {
        self.parent.child(self.at)
    }

    /// Whether it holds no `is` at any depth and nests within the limit: nothing in it can
    /// change, and it need not be read (see [`Level::group_may_hold_is`]).
    #[inline(always)]
    pub(crate) fn holds_no_is(&self) -> bool {
        !self.parent.group_may_hold_is(self.at)
    }

    /// The group as it came, as a node.
    #[inline(always)]
    pub(crate) fn as_written(&self) -> Node<'l> {
        Node::Tokens(self.run())
    }

    /// The group as it came: one token of the level it stands in.
    #[inline(always)]
    pub(crate) fn run(&self) -> Run<'l> {
        Run {
            level: self.parent,
            start: self.at,
            end: self.at + 1,
        }
    }
}

/// A reading position in `level`, up to `end`.
pub(crate) struct Cursor<'l> {
    pub(crate) level: &'l Level,
    pub(crate) pos: usize,
    pub(crate) end: usize,
}

impl<'l> Cursor<'l> {
    #[inline(always)]
    pub(crate) fn new(level: &'l Level) -> Self {
        Cursor {
            level,
            pos: 0,
            end: level.len(),
        }
    }

    #[inline(always)]
    pub(crate) fn at_end(&self) -> bool {
        self.pos >= self.end
    }

    #[inline(always)]
    pub(crate) fn token(&self) -> Option<&'l TokenTree> {
        self.token_at(0)
    }

    /// The token `ahead` places on.
    #[inline(always)]
    pub(crate) fn token_at(&self, ahead: usize) -> Option<&'l TokenTree> {
        let at = self.pos + ahead;
        if at < self.end && at < self.level.tokens.len() {
            Some(&self.level.tokens[at])
        } else {
            None
        }
    }

    /// The word here; see [`Level::word`].
    #[inline(always)]
    pub(crate) fn word(&self) -> Word {
        self.word_at(0)
    }

    #[inline(always)]
    pub(crate) fn word_at(&self, ahead: usize) -> Word {
        let at = self.pos + ahead;
        if at < self.end {
            self.level.word(at)
        } else {
            Word::None
        }
    }

    #[inline(always)]
    pub(crate) fn is(&self, word: Word) -> bool {
        self.word() == word
    }

    #[inline(always)]
    pub(crate) fn punct(&self, ch: char) -> bool {
        self.punct_at(0, ch)
    }

    #[inline(always)]
    pub(crate) fn punct_at(&self, ahead: usize, ch: char) -> bool {
        self.pos + ahead < self.end && self.level.punct(self.pos + ahead, ch)
    }

    /// How many tokens the outer attributes at the cursor take: two for each `#[…]`, and a
    /// `macro_rules!` repetition of them, `$(#[$meta])*`.
    #[inline(always)]
    pub(crate) fn attrs_len(&self) -> usize {
        let mut len = 0;
        loop {
            if self.punct_at(len, '#') && self.is_group_at(len + 1, Delimiter::Bracket) {
                len += 2;
            } else if self.punct_at(len, '$') {
                match attribute_repetition_len(self.level, self.pos + len) {
                    0 => return len,
                    repeated => len += repeated,
                }
            } else {
                return len;
            }
        }
    }

    /// The operator here and its token count, read no further than the end.
    #[inline(always)]
    pub(crate) fn op(&self) -> (Op, usize) {
        let (op, len) = self.level.op(self.pos);
        if self.pos + len > self.end {
            return (Op::None, 1);
        }
        (op, len)
    }

    #[inline(always)]
    pub(crate) fn group(&self) -> Option<Delimiter> {
        self.group_at(0)
    }

    #[inline(always)]
    pub(crate) fn group_at(&self, ahead: usize) -> Option<Delimiter> {
        let at = self.pos + ahead;
        if at < self.end {
            self.level.delimiter(at)
        } else {
            None
        }
    }

    #[inline(always)]
    pub(crate) fn is_group(&self, delimiter: Delimiter) -> bool {
        self.is_group_at(0, delimiter)
    }

    #[inline(always)]
    pub(crate) fn is_group_at(&self, ahead: usize, delimiter: Delimiter) -> bool {
        // Compared as numbers: `Delimiter`'s derived `==` is a call in unoptimised builds.
        match self.group_at(ahead) {
            Some(found) => found as u8 == delimiter as u8,
            None => false,
        }
    }

    /// The span here, or of the last token when at the end.
    pub(crate) fn span(&self) -> Span {
        match self.token() {
            Some(token) => token.span(),
            None => self
                .pos
                .checked_sub(1)
                .and_then(|last| self.level.tokens.get(last.min(self.end.saturating_sub(1))))
                .map_or_else(Span::call_site, TokenTree::span),
        }
    }

    /// The token here, and the cursor past it.
    #[inline(always)]
    pub(crate) fn take(&mut self) -> &'l TokenTree {
        let token = &self.level.tokens[self.pos];
        self.pos += 1;
        token
    }

    /// The group here, and the cursor past it.
    pub(crate) fn take_group(&mut self) -> GroupAt<'l> {
        let group = GroupAt::of(self.level, self.pos);
        self.pos += 1;
        group
    }

    /// The next `n` tokens, and the cursor past them.
    #[inline(always)]
    pub(crate) fn take_run(&mut self, n: usize) -> Run<'l> {
        let end = (self.pos + n).min(self.end);
        self.run_to(end)
    }

    /// The tokens up to `end`, and the cursor there.
    #[inline(always)]
    pub(crate) fn run_to(&mut self, end: usize) -> Run<'l> {
        let start = self.pos;
        self.pos = end.max(start);
        Run {
            level: self.level,
            start,
            end: self.pos,
        }
    }

    /// The next `n` tokens as a node, and the cursor past them.
    #[inline(always)]
    pub(crate) fn node(&mut self, n: usize) -> Node<'l> {
        Node::Tokens(self.take_run(n))
    }

    /// The tokens up to `end` as a node, and the cursor there.
    #[inline(always)]
    pub(crate) fn node_to(&mut self, end: usize) -> Node<'l> {
        Node::Tokens(self.run_to(end))
    }

    /// A cursor over the same level up to `end`, from here.
    #[inline(always)]
    pub(crate) fn until(&self, end: usize) -> Cursor<'l> {
        Cursor {
            level: self.level,
            pos: self.pos,
            end: end.min(self.end),
        }
    }
}
