//! The tokens of one group, read from the compiler once, with their identifiers' names and
//! the tokens of the groups in them.

use std::cell::OnceCell;

use proc_macro2::{Delimiter, Group, Span, TokenStream, TokenTree};

use super::errors::MAX_DEPTH;
use super::name::Name;
use super::punct::{Op, operator_at};
use super::word::Word;

/// What one token is, read once: the questions the reader asks of it most, answered without
/// a call or a string comparison each time.
#[derive(Clone, Copy)]
struct Lex {
    word: Word,
    /// The operator that starts here, and how many tokens it takes.
    op: Op,
    op_len: u8,
    /// The punctuation character, or the group's delimiter.
    ch: char,
    delimiter: Option<Delimiter>,
}

/// One level of tokens: a group's tokens, each identifier's name, and the levels of the
/// groups in it, each read the first time it is asked for. Each conversion of a stream to its
/// trees is a call into the compiler, so every level is read at most once, and everything that
/// looks at it asks it: the reader, and the question whether an `is` stands anywhere in it,
/// which lets the reader pass on unread what can hold nothing to lower.
pub(crate) struct Level {
    pub(crate) tokens: Vec<TokenTree>,
    lex: Vec<Lex>,
    /// Each group's level, by the group's index, once read.
    children: Vec<OnceCell<Level>>,
    /// How many groups down this level stands.
    depth: usize,
    /// Whether an identifier `is` stands here, at this level.
    is_here: bool,
    /// Whether an `is` stands here or in any group here (or may: in a group too deep to
    /// read), once asked.
    is_anywhere: OnceCell<bool>,
}

impl Level {
    /// The level of `stream`, `depth` groups down.
    pub(crate) fn read(stream: TokenStream, depth: usize) -> Level {
        Level::of(stream.into_iter().collect(), depth)
    }

    /// The level of `tokens`, `depth` groups down.
    pub(crate) fn of(tokens: Vec<TokenTree>, depth: usize) -> Level {
        let mut lex = Vec::with_capacity(tokens.len());
        let mut is_here = false;
        for (i, token) in tokens.iter().enumerate() {
            let mut one = Lex {
                word: Word::None,
                op: Op::None,
                op_len: 1,
                ch: '\0',
                delimiter: None,
            };
            match token {
                TokenTree::Ident(ident) => {
                    one.word = Word::of(Name::of_ident(ident).as_str());
                    is_here |= one.word == Word::Is;
                }
                TokenTree::Punct(punct) => {
                    let (op, len) = operator_at(&tokens, i);
                    one.op = op;
                    one.op_len = len as u8;
                    one.ch = punct.as_char();
                }
                TokenTree::Group(group) => one.delimiter = Some(group.delimiter()),
                TokenTree::Literal(_) => {}
            }
            lex.push(one);
        }
        let children = tokens.iter().map(|_| OnceCell::new()).collect();
        Level {
            tokens,
            lex,
            children,
            depth,
            is_here,
            is_anywhere: OnceCell::new(),
        }
    }

    pub(crate) fn len(&self) -> usize {
        self.tokens.len()
    }

    /// The level of the group at `i`, read now if it was not yet; `None` for any other token,
    /// and for a group nested deeper than [`MAX_DEPTH`], which is not read.
    pub(crate) fn child(&self, i: usize) -> Option<&Level> {
        let TokenTree::Group(group) = self.tokens.get(i)? else {
            return None;
        };
        if self.depth >= MAX_DEPTH {
            return None;
        }
        Some(self.children[i].get_or_init(|| Level::read(group.stream(), self.depth + 1)))
    }

    /// Whether an `is` may stand anywhere in this level, its groups read to know.
    pub(crate) fn has_is(&self) -> bool {
        *self
            .is_anywhere
            .get_or_init(|| self.is_here || self.groups_have_is(0, self.len()))
    }

    /// Whether an `is` may stand anywhere in `tokens[start..end]`, or in their groups.
    pub(crate) fn has_is_in(&self, start: usize, end: usize) -> bool {
        let end = end.min(self.len());
        (start..end).any(|i| self.lex[i].word == Word::Is) || self.groups_have_is(start, end)
    }

    /// Whether an `is` may stand in a group in `tokens[start..end]`: a group too deep to read
    /// may hold one.
    fn groups_have_is(&self, start: usize, end: usize) -> bool {
        (start..end)
            .any(|i| self.lex[i].delimiter.is_some() && self.child(i).is_none_or(Level::has_is))
    }

    /// The span of the first group in `tokens[start..end]` too deep to be read.
    pub(crate) fn too_deep_in(&self, start: usize, end: usize) -> Option<Span> {
        (start..end.min(self.len())).find_map(|i| match &self.tokens[i] {
            TokenTree::Group(group) if self.child(i).is_none() => Some(group.span()),
            _ => None,
        })
    }

    /// The word at `i`: `Word::None` past the end or for a token that is no identifier.
    pub(crate) fn word(&self, i: usize) -> Word {
        self.lex.get(i).map_or(Word::None, |lex| lex.word)
    }

    pub(crate) fn punct(&self, i: usize, ch: char) -> bool {
        self.lex.get(i).is_some_and(|lex| lex.ch == ch)
    }

    /// The operator at `i` and its token count; `(Op::None, 1)` for a token that is none,
    /// `(Op::None, 0)` past the end.
    pub(crate) fn op(&self, i: usize) -> (Op, usize) {
        match self.lex.get(i) {
            Some(lex) => (lex.op, usize::from(lex.op_len)),
            None => (Op::None, 0),
        }
    }

    /// The delimiter of the group at `i`, if it is one.
    pub(crate) fn delimiter(&self, i: usize) -> Option<Delimiter> {
        self.lex.get(i).and_then(|lex| lex.delimiter)
    }

    pub(crate) fn group(&self, i: usize) -> Option<&Group> {
        match self.tokens.get(i) {
            Some(TokenTree::Group(group)) => Some(group),
            _ => None,
        }
    }

    pub(crate) fn is_group(&self, i: usize, delimiter: Delimiter) -> bool {
        self.group(i)
            .is_some_and(|group| group.delimiter() == delimiter)
    }

    pub(crate) fn is_literal(&self, i: usize) -> bool {
        matches!(self.tokens.get(i), Some(TokenTree::Literal(_)))
    }
}
