//! The tokens of one group, read from the compiler once, with their identifiers' names and
//! the tokens of the groups in them.

use std::cell::{Cell, OnceCell};

use proc_macro2::{Delimiter, Group, Span, TokenStream, TokenTree};

use super::errors::MAX_DEPTH;
use super::name::Name;
use super::needles::{Needles, search_text};
use super::punct::{Op, operator_at};
use super::word::Word;

/// What one token is, read once: the questions the reader asks of it most, answered without
/// a call or a string comparison each time.
#[derive(Clone, Copy)]
struct Lex {
    word: Word,
    /// Whether it is an identifier the levels look for: `is`, or another name of `is!`.
    needle: bool,
    /// The operator that starts here, and how many tokens it takes.
    op: Op,
    op_len: u8,
    /// The punctuation character.
    ch: char,
    delimiter: Option<Delimiter>,
    /// For a group, the index of its level in `children`.
    child: u32,
}

/// One level of tokens: a group's tokens, each identifier's name, and the levels of the
/// groups in it, each read the first time it is asked for. Each conversion of a stream to its
/// trees is a call into the compiler, so every level is read at most once, and everything that
/// looks at it asks it: the reader, and the question whether an `is` stands anywhere in it,
/// which lets the reader pass on unread what can hold nothing to lower. Inside a procedural
/// macro that question is put to a group's source text first (see [`super::needles`]): a
/// group whose text shows no `is` is never read.
///
/// This runs for every token the macros read, in the unoptimised build proc macros get by
/// default: so plain loops rather than iterator adapters, and boxed slices, whose indexing is
/// no call there.
pub(crate) struct Level {
    pub(crate) tokens: Box<[TokenTree]>,
    lex: Box<[Lex]>,
    /// The level of each group, in the order the groups stand, once read.
    children: Vec<Child>,
    /// What the levels of this input look for, and whether by text first.
    scan: Scan,
    /// How many groups down this level stands.
    depth: usize,
    /// Whether an identifier `is` stands here, at this level (or another name of `is!`).
    is_here: bool,
    /// Where an `is` stands, here or in a group here (or may: in a group too deep to read),
    /// once asked: the reader asks of one stretch after another.
    is_at: OnceCell<Box<[u32]>>,
}

/// The slot of a group's level: read once, or known from the group's text to hold no `is`.
struct Child {
    level: OnceCell<Level>,
    holds_no_is: Cell<bool>,
}

/// What the levels of one input look for: the needles, and whether a group's text is searched
/// for them before the group is read.
#[derive(Clone)]
pub(crate) struct Scan {
    pub(crate) needles: Needles,
    pub(crate) by_text: bool,
}

impl Scan {
    /// `is` and the other names this expansion looks for (see `is_names`), by text where the
    /// tokens are the compiler's.
    pub(crate) fn of_is() -> Scan {
        Scan {
            needles: super::is_names::needles(),
            by_text: search_text(),
        }
    }
}

impl Level {
    /// The level of `stream`, `depth` groups down, looking for `is`.
    pub(crate) fn read(stream: TokenStream, depth: usize) -> Level {
        Level::read_with(stream, depth, Scan::of_is())
    }

    /// The level of `tokens`, a stream's trees, `depth` groups down.
    pub(crate) fn of_trees(tokens: Vec<TokenTree>, depth: usize) -> Level {
        Level::of(tokens, depth, Scan::of_is())
    }

    /// The level of `stream`, `depth` groups down, looking for what `scan` says.
    pub(crate) fn read_with(stream: TokenStream, depth: usize, scan: Scan) -> Level {
        let trees = stream.into_iter();
        let mut tokens = Vec::with_capacity(trees.size_hint().0);
        for token in trees {
            tokens.push(token);
        }
        Level::of(tokens, depth, scan)
    }

    /// The level of `tokens`, `depth` groups down.
    fn of(tokens: Vec<TokenTree>, depth: usize, scan: Scan) -> Level {
        let tokens = tokens.into_boxed_slice();
        let mut lex = Vec::with_capacity(tokens.len());
        let mut children = Vec::new();
        let mut is_here = false;
        let mut i = 0;
        while i < tokens.len() {
            let mut one = Lex {
                word: Word::None,
                needle: false,
                op: Op::None,
                op_len: 1,
                ch: '\0',
                delimiter: None,
                child: 0,
            };
            match &tokens[i] {
                TokenTree::Ident(ident) => {
                    one.word = Word::of_bytes(Name::of_ident(ident).as_bytes());
                    one.needle = one.word == Word::Is || scan.needles.names_other(ident);
                    is_here |= one.needle;
                }
                TokenTree::Punct(punct) => {
                    let (op, len) = operator_at(&tokens, i);
                    one.op = op;
                    one.op_len = len as u8;
                    one.ch = punct.as_char();
                }
                TokenTree::Group(group) => {
                    one.delimiter = Some(group.delimiter());
                    one.child = children.len() as u32;
                    children.push(Child {
                        level: OnceCell::new(),
                        holds_no_is: Cell::new(false),
                    });
                }
                TokenTree::Literal(_) => {}
            }
            lex.push(one);
            i += 1;
        }
        Level {
            tokens,
            lex: lex.into_boxed_slice(),
            children,
            scan,
            depth,
            is_here,
            is_at: OnceCell::new(),
        }
    }

    #[inline(always)]
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
        let slot = &self.children[self.lex[i].child as usize];
        Some(
            slot.level.get_or_init(|| {
                Level::read_with(group.stream(), self.depth + 1, self.scan.clone())
            }),
        )
    }

    /// Whether the group at `i` may hold an `is` at any depth (or is too deep to read, or
    /// holds a group that is): its level's answer once read; else none, where its source
    /// text shows none; else its level's, read now. Asking for the source text costs three
    /// calls into the compiler, more than reading a small group, so it is asked only of
    /// groups likely to be large: blocks and bodies in braces, even beside a needle of this
    /// level's own (the block after `if is!(…)`), and the item's own groups (a function's
    /// parameters) where no needle stands beside them.
    pub(crate) fn group_may_hold_is(&self, i: usize) -> bool {
        let TokenTree::Group(group) = &self.tokens[i] else {
            return false;
        };
        if self.depth >= MAX_DEPTH {
            return true;
        }
        let slot = &self.children[self.lex[i].child as usize];
        if let Some(child) = slot.level.get() {
            return child.has_is();
        }
        if slot.holds_no_is.get() {
            return false;
        }
        let block = self.is_group(i, Delimiter::Brace);
        let large = block || self.depth == 0 && !self.is_here;
        if self.scan.by_text
            && large
            && let Some(text) = source_text(group)
        {
            let found = self.scan.needles.search(&text);
            if !found.needle && !found.dollar && found.opens < MAX_DEPTH - self.depth {
                slot.holds_no_is.set(true);
                return false;
            }
        }
        self.child(i).is_none_or(Level::has_is)
    }

    /// Whether an `is` may stand anywhere in this level, its groups read to know.
    pub(crate) fn has_is(&self) -> bool {
        self.is_here || !self.is_at().is_empty()
    }

    /// Whether an `is` may stand anywhere in `tokens[start..end]`, or in their groups.
    pub(crate) fn has_is_in(&self, start: usize, end: usize) -> bool {
        let is_at = self.is_at();
        let mut k = 0;
        while k < is_at.len() {
            let at = is_at[k] as usize;
            if start <= at && at < end {
                return true;
            }
            k += 1;
        }
        false
    }

    /// Whether an `is` may stand in `tokens[start..end]` or in their groups, reading only
    /// those groups: for a stretch of a level whose other groups need not be read (a function's
    /// parameters beside the signature's return type).
    pub(crate) fn has_is_within(&self, start: usize, end: usize) -> bool {
        let mut i = start;
        while i < end.min(self.len()) {
            let lex = &self.lex[i];
            if lex.needle || lex.delimiter.is_some() && self.group_may_hold_is(i) {
                return true;
            }
            i += 1;
        }
        false
    }

    /// The indices of the tokens that are `is` or are groups that may hold one (a group too
    /// deep to read may).
    fn is_at(&self) -> &[u32] {
        self.is_at.get_or_init(|| {
            let mut is_at = Vec::new();
            let mut i = 0;
            while i < self.lex.len() {
                let lex = &self.lex[i];
                if lex.needle || lex.delimiter.is_some() && self.group_may_hold_is(i) {
                    is_at.push(i as u32);
                }
                i += 1;
            }
            is_at.into_boxed_slice()
        })
    }

    /// The span of the first group in `tokens[start..end]` too deep to be read.
    pub(crate) fn too_deep_in(&self, start: usize, end: usize) -> Option<Span> {
        (start..end.min(self.len())).find_map(|i| match &self.tokens[i] {
            TokenTree::Group(group) if self.child(i).is_none() => Some(group.span()),
            _ => None,
        })
    }

    /// The word at `i`: `Word::None` past the end or for a token that is no identifier.
    #[inline(always)]
    pub(crate) fn word(&self, i: usize) -> Word {
        if i < self.lex.len() {
            self.lex[i].word
        } else {
            Word::None
        }
    }

    #[inline(always)]
    pub(crate) fn punct(&self, i: usize, ch: char) -> bool {
        i < self.lex.len() && self.lex[i].ch == ch
    }

    /// The operator at `i` and its token count; `(Op::None, 1)` for a token that is none,
    /// `(Op::None, 0)` past the end.
    #[inline(always)]
    pub(crate) fn op(&self, i: usize) -> (Op, usize) {
        if i < self.lex.len() {
            (self.lex[i].op, self.lex[i].op_len as usize)
        } else {
            (Op::None, 0)
        }
    }

    /// The delimiter of the group at `i`, if it is one.
    #[inline(always)]
    pub(crate) fn delimiter(&self, i: usize) -> Option<Delimiter> {
        if i < self.lex.len() {
            self.lex[i].delimiter
        } else {
            None
        }
    }

    pub(crate) fn group(&self, i: usize) -> Option<&Group> {
        match self.tokens.get(i) {
            Some(TokenTree::Group(group)) => Some(group),
            _ => None,
        }
    }

    pub(crate) fn is_group(&self, i: usize, delimiter: Delimiter) -> bool {
        // Compared as numbers: `Delimiter`'s derived `==` is a call in unoptimised builds.
        match self.delimiter(i) {
            Some(found) => found as u8 == delimiter as u8,
            None => false,
        }
    }

    pub(crate) fn is_literal(&self, i: usize) -> bool {
        matches!(self.tokens.get(i), Some(TokenTree::Literal(_)))
    }
}

/// The source text of `group`, where it is its tokens' text: where its opening delimiter is
/// the character the source has at its place and the text ends with the closing one. A group
/// a macro builds has one span for both delimiters and the whole, which cannot read as the
/// opening character alone and end with the closing one; tokens a `macro_rules!` body puts
/// in stand for a `$` in its text (which the caller refuses). Its literals and comments are
/// passed over by the search: no token of theirs is an identifier.
fn source_text(group: &Group) -> Option<String> {
    let (open, close) = match group.delimiter() {
        Delimiter::Parenthesis => ("(", ")"),
        Delimiter::Bracket => ("[", "]"),
        Delimiter::Brace => ("{", "}"),
        Delimiter::None => return None,
    };
    if group.span_open().source_text()? != open {
        return None;
    }
    let text = group.span().source_text()?;
    (text.starts_with(open) && text.ends_with(close)).then_some(text)
}
