//! The lowering of `is_operator_syntax`, made readable: its tokens as pieces, each compared
//! with the file (see `print` for how they are written back as source, each token the user
//! wrote with the text and the spacing it had, comments too, where two tokens stay
//! neighbours, and the few made by the lowering spaced as a person spaces them).
//!
//! The lowering's tokens carry the spans of the file they were read from: a token whose span
//! covers the same text in the file is the user's ([`Piece::Leaf`] with `source`); any other
//! is made, and stands where its span points (a `let` where the test's `is` stood), or nowhere.

use std::ops::Range;

use proc_macro2::{Delimiter, Spacing, TokenStream, TokenTree};

/// The starts and ends of every token of a file, delimiters included, in order: which two
/// tokens were neighbours, and what stood between them.
pub(crate) struct SourceIndex<'t> {
    pub(crate) text: &'t str,
    starts: Vec<usize>,
    ends: Vec<usize>,
}

impl<'t> SourceIndex<'t> {
    pub(crate) fn new(text: &'t str) -> Option<Self> {
        let stream = crate::source::tokens(text).ok()?;
        let leaves = crate::source::leaves(stream);
        let mut starts: Vec<usize> = leaves.iter().map(|leaf| leaf.range.start).collect();
        let mut ends: Vec<usize> = leaves.iter().map(|leaf| leaf.range.end).collect();
        starts.sort_unstable();
        ends.sort_unstable();
        Some(SourceIndex { text, starts, ends })
    }

    /// The starts of the tokens that start in `range`.
    pub(crate) fn starts_in(&self, range: Range<usize>) -> &[usize] {
        let from = self.starts.partition_point(|&start| start < range.start);
        let to = self.starts.partition_point(|&start| start < range.end);
        &self.starts[from..to]
    }

    /// The start of the first token at or after `offset`.
    pub(super) fn next_start(&self, offset: usize) -> Option<usize> {
        let i = self.starts.partition_point(|&start| start < offset);
        self.starts.get(i).copied()
    }

    /// The end of the last token at or before `offset`.
    pub(super) fn previous_end(&self, offset: usize) -> Option<usize> {
        let i = self.ends.partition_point(|&end| end <= offset);
        i.checked_sub(1).map(|i| self.ends[i])
    }

    /// What stands between the end of the token before `start` and `start`.
    pub(super) fn gap_before(&self, start: usize) -> &'t str {
        let from = self.previous_end(start).unwrap_or(0);
        &self.text[from..start]
    }

    /// What stands between `end` and the start of the token after it.
    pub(super) fn gap_after(&self, end: usize) -> &'t str {
        let to = self.next_start(end).unwrap_or(self.text.len());
        &self.text[end..to]
    }

    /// Whether the token that ends at `end` and the one that starts at `start` were
    /// neighbours.
    pub(super) fn neighbours(&self, end: usize, start: usize) -> bool {
        end <= start && self.next_start(end) == Some(start)
    }
}

/// One piece of the lowered output.
#[derive(Clone, Debug)]
pub(crate) enum Piece {
    Leaf(Leaf),
    Group(GroupPiece),
    /// Text taken from the file as it is, `at` its place there.
    Verbatim {
        text: String,
        at: Range<usize>,
    },
}

#[derive(Clone, Debug)]
pub(crate) struct Leaf {
    pub(crate) token: TokenTree,
    pub(crate) text: String,
    /// Where its span points in the file (empty: nowhere).
    pub(crate) at: Range<usize>,
    /// Whether the file holds this very text there: the user's token.
    pub(crate) source: bool,
}

#[derive(Clone, Debug)]
pub(crate) struct GroupPiece {
    pub(crate) delimiter: Delimiter,
    pub(crate) open: Range<usize>,
    pub(crate) close: Range<usize>,
    /// Whether the file has these delimiters there.
    pub(crate) source: bool,
    pub(crate) inner: Vec<Piece>,
}

impl Piece {
    /// The pieces of `stream`, each compared with `index`'s file.
    pub(crate) fn all(stream: TokenStream, index: &SourceIndex<'_>) -> Vec<Piece> {
        stream
            .into_iter()
            .map(|token| Piece::of(token, index))
            .collect()
    }

    fn of(token: TokenTree, index: &SourceIndex<'_>) -> Piece {
        let text_at = |range: &Range<usize>| index.text.get(range.clone()).unwrap_or("");
        match token {
            TokenTree::Group(group) => {
                let (open, close) = (
                    group.span_open().byte_range(),
                    group.span_close().byte_range(),
                );
                let (open_char, close_char) = delimiters(group.delimiter());
                let source = !open.is_empty()
                    && text_at(&open) == open_char
                    && text_at(&close) == close_char;
                Piece::Group(GroupPiece {
                    delimiter: group.delimiter(),
                    open,
                    close,
                    source,
                    inner: Piece::all(group.stream(), index),
                })
            }
            token => {
                let text = token.to_string();
                let at = token.span().byte_range();
                let source = !at.is_empty() && text_at(&at) == text;
                Piece::Leaf(Leaf {
                    token,
                    text,
                    at,
                    source,
                })
            }
        }
    }

    /// A made identifier or punctuation standing nowhere.
    pub(crate) fn made(text: &str) -> Piece {
        let token = if text.chars().all(|c| c.is_alphanumeric() || c == '_') {
            TokenTree::Ident(proc_macro2::Ident::new(
                text,
                proc_macro2::Span::call_site(),
            ))
        } else {
            TokenTree::Punct(proc_macro2::Punct::new(
                text.chars().next().unwrap_or(','),
                Spacing::Alone,
            ))
        };
        Piece::Leaf(Leaf {
            token,
            text: text.to_owned(),
            at: 0..0,
            source: false,
        })
    }

    pub(crate) fn leaf(&self) -> Option<&Leaf> {
        match self {
            Piece::Leaf(leaf) => Some(leaf),
            _ => None,
        }
    }

    /// Whether this is the made word or punctuation `text` (not the user's).
    pub(crate) fn is_made(&self, text: &str) -> bool {
        self.leaf()
            .is_some_and(|leaf| !leaf.source && leaf.text == text)
    }

    /// Whether this is the word or punctuation `text`, the user's or made.
    pub(crate) fn is(&self, text: &str) -> bool {
        self.leaf().is_some_and(|leaf| leaf.text == text)
    }

    /// Whether this is a group of `delimiter` holding exactly the made word `word`.
    pub(crate) fn is_block_of(&self, word: &str) -> bool {
        matches!(self, Piece::Group(group) if group.delimiter == Delimiter::Brace
            && group.inner.len() == 1 && group.inner[0].is_made(word))
    }

    /// The tokens of the pieces, for the reader's questions.
    pub(crate) fn tokens(pieces: &[Piece]) -> TokenStream {
        let mut out = TokenStream::new();
        for piece in pieces {
            match piece {
                Piece::Leaf(leaf) => out.extend([leaf.token.clone()]),
                Piece::Group(group) => {
                    let inner = Piece::tokens(&group.inner);
                    out.extend([TokenTree::Group(proc_macro2::Group::new(
                        group.delimiter,
                        inner,
                    ))]);
                }
                Piece::Verbatim { text, .. } => {
                    out.extend(text.parse::<TokenStream>().unwrap_or_default());
                }
            }
        }
        out
    }

    /// Where the pieces stand in the file, first to last, when they are all the user's
    /// tokens (made parentheses around them aside) in the file's order.
    pub(crate) fn source_extent(pieces: &[Piece]) -> Option<Range<usize>> {
        // Every leaf and delimiter: where it stands, and whether it is the user's.
        fn places(pieces: &[Piece], out: &mut Vec<(Range<usize>, bool)>) {
            for piece in pieces {
                match piece {
                    Piece::Leaf(leaf) => out.push((leaf.at.clone(), leaf.source)),
                    Piece::Group(group) => {
                        out.push((group.open.clone(), group.source));
                        places(&group.inner, out);
                        out.push((group.close.clone(), group.source));
                    }
                    Piece::Verbatim { at, .. } => out.push((at.clone(), false)),
                }
            }
        }
        let mut all = Vec::new();
        places(pieces, &mut all);
        let (first, last) = (all.first()?, all.last()?);
        let all_source = all.iter().all(|(_, source)| *source);
        let in_order = all.windows(2).all(|pair| pair[0].0.end <= pair[1].0.start);
        (all_source && in_order).then_some(first.0.start..last.0.end)
    }
}

/// The start of the call `NAME!(` (`NAME` a path) whose arguments start at `start` in `text`.
pub(crate) fn call_name_start(text: &str, start: usize) -> Option<usize> {
    let head = text[..start]
        .trim_end()
        .strip_suffix('(')?
        .trim_end()
        .strip_suffix('!')?
        .trim_end();
    let name = head.len()
        - head
            .chars()
            .rev()
            .take_while(|c| c.is_alphanumeric() || *c == '_' || *c == ':')
            .count();
    (name < head.len()).then_some(name)
}

/// The characters of a delimiter.
pub(super) fn delimiters(delimiter: Delimiter) -> (&'static str, &'static str) {
    match delimiter {
        Delimiter::Parenthesis => ("(", ")"),
        Delimiter::Brace => ("{", "}"),
        Delimiter::Bracket => ("[", "]"),
        Delimiter::None => ("", ""),
    }
}
