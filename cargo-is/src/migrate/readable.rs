//! The lowering of `is_operator_syntax`, made readable: its tokens written back as source, each
//! token the user wrote with the text and the spacing it had (comments too, where two tokens
//! stay neighbours), and the few made by the lowering spaced as a person spaces them.
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
    fn next_start(&self, offset: usize) -> Option<usize> {
        let i = self.starts.partition_point(|&start| start < offset);
        self.starts.get(i).copied()
    }

    /// The end of the last token at or before `offset`.
    fn previous_end(&self, offset: usize) -> Option<usize> {
        let i = self.ends.partition_point(|&end| end <= offset);
        i.checked_sub(1).map(|i| self.ends[i])
    }

    /// What stands between the end of the token before `start` and `start`.
    fn gap_before(&self, start: usize) -> &'t str {
        let from = self.previous_end(start).unwrap_or(0);
        &self.text[from..start]
    }

    /// What stands between `end` and the start of the token after it.
    fn gap_after(&self, end: usize) -> &'t str {
        let to = self.next_start(end).unwrap_or(self.text.len());
        &self.text[end..to]
    }

    /// Whether the token that ends at `end` and the one that starts at `start` were
    /// neighbours.
    fn neighbours(&self, end: usize, start: usize) -> bool {
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
        let mut atoms = Vec::new();
        flatten(pieces, &mut atoms);
        let (first, last) = (atoms.first()?, atoms.last()?);
        let all_source = atoms.iter().all(|atom| atom.source);
        let in_order = atoms
            .windows(2)
            .all(|pair| pair[0].at.end <= pair[1].at.start);
        (all_source && in_order).then_some(first.at.start..last.at.end)
    }
}

/// The characters of a delimiter.
fn delimiters(delimiter: Delimiter) -> (&'static str, &'static str) {
    match delimiter {
        Delimiter::Parenthesis => ("(", ")"),
        Delimiter::Brace => ("{", "}"),
        Delimiter::Bracket => ("[", "]"),
        Delimiter::None => ("", ""),
    }
}

/// One printed thing: a leaf, a delimiter or verbatim text.
#[derive(Clone, Debug)]
struct Atom {
    text: String,
    at: Range<usize>,
    source: bool,
    kind: Kind,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kind {
    Word,
    Literal,
    Punct { joint: bool },
    Open(Delimiter),
    Close(Delimiter),
    Verbatim,
}

fn flatten(pieces: &[Piece], out: &mut Vec<Atom>) {
    for piece in pieces {
        match piece {
            Piece::Leaf(leaf) => {
                let kind = match &leaf.token {
                    TokenTree::Ident(_) => Kind::Word,
                    TokenTree::Literal(_) => Kind::Literal,
                    TokenTree::Punct(punct) => Kind::Punct {
                        joint: punct.spacing() == Spacing::Joint,
                    },
                    TokenTree::Group(_) => Kind::Verbatim,
                };
                out.push(Atom {
                    text: leaf.text.clone(),
                    at: leaf.at.clone(),
                    source: leaf.source,
                    kind,
                });
            }
            Piece::Group(group) => {
                let (open, close) = delimiters(group.delimiter);
                out.push(Atom {
                    text: open.to_owned(),
                    at: group.open.clone(),
                    source: group.source,
                    kind: Kind::Open(group.delimiter),
                });
                flatten(&group.inner, out);
                out.push(Atom {
                    text: close.to_owned(),
                    at: group.close.clone(),
                    source: group.source,
                    kind: Kind::Close(group.delimiter),
                });
            }
            // Rewritten text: placed where it stood, but not the user's tokens.
            Piece::Verbatim { text, at } => out.push(Atom {
                text: text.clone(),
                at: at.clone(),
                source: false,
                kind: Kind::Verbatim,
            }),
        }
    }
}

/// The pieces as source text: between two neighbours of the file, what stood between them;
/// elsewhere a line break where the file had one before the token, or one space, or none.
pub(crate) fn print(pieces: &[Piece], index: &SourceIndex<'_>) -> String {
    let mut atoms = Vec::new();
    flatten(pieces, &mut atoms);
    // Doc comments come as `#[doc = "…"]` with the comment's span: written as they were.
    let mut out = String::new();
    let mut previous: Option<&Atom> = None;
    let mut skip_doc_group = false;
    // The gap after a made `&&` that stands where the user's stood.
    let mut next_gap: Option<(usize, &str)> = None;
    for (i, atom) in atoms.iter().enumerate() {
        if skip_doc_group {
            if atom.kind == Kind::Close(Delimiter::Bracket) && is_comment(index, &atom.at) {
                skip_doc_group = false;
            }
            continue;
        }
        if let Some(before) = previous {
            if let Some((_, gap)) = next_gap.filter(|(at, _)| *at == i) {
                out.push_str(gap);
                next_gap = None;
            } else if next_gap.is_some_and(|(at, _)| at == i + 1) {
                // Between the two characters of the `&&`.
            } else if let Some((before_and, after_and)) = users_and(&atoms, i, index) {
                out.push_str(before_and);
                next_gap = Some((i + 2, after_and));
            } else {
                out.push_str(&gap(before, atom, index));
            }
        }
        if atom.text == "#" && is_comment(index, &atom.at) {
            out.push_str(&index.text[atom.at.clone()]);
            skip_doc_group = true;
        } else {
            out.push_str(&atom.text);
        }
        previous = Some(atom);
    }
    out
}

/// At `atoms[i]`, a made `&&` that joins two links where the user's `&&` stood, before the
/// next link's first token: the user's gaps before and after theirs (a line break, a
/// comment), which a chain laid out over lines keeps.
fn users_and<'t>(atoms: &[Atom], i: usize, index: &SourceIndex<'t>) -> Option<(&'t str, &'t str)> {
    let (first, second, next) = (&atoms[i], atoms.get(i + 1)?, atoms.get(i + 2)?);
    let made_and = |atom: &Atom| !atom.source && atom.text == "&";
    if !(made_and(first) && made_and(second) && next.source && !next.at.is_empty()) {
        return None;
    }
    let text = index.text;
    let before = text[..next.at.start].trim_end();
    let and = before.strip_suffix("&&")?.len();
    let from = index.previous_end(and).unwrap_or(and);
    Some((&text[from..and], &text[and + 2..next.at.start]))
}

fn is_comment(index: &SourceIndex<'_>, at: &Range<usize>) -> bool {
    index
        .text
        .get(at.clone())
        .is_some_and(|text| text.starts_with("//") || text.starts_with("/*"))
}

/// What goes between `a` and `b`.
fn gap(a: &Atom, b: &Atom, index: &SourceIndex<'_>) -> String {
    let placed = |atom: &Atom| !atom.at.is_empty();
    if placed(a) && placed(b) && index.neighbours(a.at.end, b.at.start) {
        return index.text[a.at.end..b.at.start].to_owned();
    }
    if (b.source || b.kind == Kind::Verbatim) && placed(b) {
        let before = index.gap_before(b.at.start);
        if before.contains('\n') && before.trim().is_empty() {
            return before.to_owned();
        }
    }
    if (a.source || a.kind == Kind::Verbatim) && placed(a) && matches!(b.kind, Kind::Close(_)) {
        let after = index.gap_after(a.at.end);
        if after.contains('\n') && after.trim().is_empty() {
            return after.to_owned();
        }
    }
    if spaced(a, b) { " " } else { "" }.to_owned()
}

/// Whether a person writes a space between `a` and `b`, neither written so in the file.
fn spaced(a: &Atom, b: &Atom) -> bool {
    const KEYWORDS: &[&str] = &[
        "if", "while", "let", "match", "else", "in", "return", "break", "loop", "for", "move",
        "mut", "ref", "as", "dyn", "impl",
    ];
    let punct = |atom: &Atom, texts: &[&str]| {
        matches!(atom.kind, Kind::Punct { .. }) && texts.contains(&atom.text.as_str())
    };
    match (a.kind, b.kind) {
        // One operator of several characters.
        (Kind::Punct { joint: true }, Kind::Punct { .. }) => false,
        (Kind::Open(Delimiter::Brace), _) | (_, Kind::Close(Delimiter::Brace)) => true,
        (Kind::Open(_), _) | (_, Kind::Close(_)) => false,
        _ if punct(b, &[",", ";", ".", "?"]) || punct(a, &["."]) => false,
        // `matches!(`: a macro's name, its `!` and its arguments.
        (Kind::Word, Kind::Punct { .. }) if b.text == "!" => false,
        (Kind::Punct { .. }, Kind::Open(_)) if a.text == "!" => false,
        (Kind::Word, Kind::Open(Delimiter::Parenthesis | Delimiter::Bracket)) => {
            KEYWORDS.contains(&a.text.as_str())
        }
        _ => true,
    }
}

/// Whether the comments of `before` are all in `after`, as many of each.
pub(crate) fn keeps_comments(before: &str, after: &str) -> bool {
    let count = |text: &str| text.matches("//").count() + text.matches("/*").count();
    count(before) == count(after)
}
