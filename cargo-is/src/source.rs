//! One Rust source file: parsed with the byte offset of every token, and edited by byte range
//! so that everything outside an edit stays byte for byte as it was.

use std::ops::Range;

use proc_macro2::{Span, TokenStream, TokenTree};
use syn::spanned::Spanned;

/// The byte range of `span` in the text it was parsed from.
pub(crate) fn range(span: Span) -> Range<usize> {
    span.byte_range()
}

/// The byte range of a syntax node, from its first token to its last.
pub(crate) fn node_range(node: &impl Spanned) -> Range<usize> {
    node.span().byte_range()
}

/// `text` with a byte-order mark and a `#!` line blanked out (same length), which the parsers
/// do not take but which must not move any offset.
fn parseable(text: &str) -> String {
    let mut owned = text.to_owned();
    if owned.starts_with('\u{feff}') {
        owned.replace_range(..3, "   ");
    }
    let body = owned.trim_start();
    if owned.starts_with("#!") && !body.starts_with("#![") {
        let end = owned.find('\n').unwrap_or(owned.len());
        owned.replace_range(..end, &" ".repeat(end));
    }
    owned
}

/// `text` parsed as a file. Spans of earlier parses on this thread stay valid.
pub(crate) fn parse_file(text: &str) -> syn::Result<syn::File> {
    syn::parse_str(&parseable(text))
}

/// `text` as tokens, comments left out.
pub(crate) fn tokens(text: &str) -> Result<TokenStream, proc_macro2::LexError> {
    parseable(text).parse()
}

/// Forgets the offsets of every text parsed so far on this thread: call it between files, so
/// that a long run does not keep every file in memory.
pub(crate) fn forget_spans() {
    proc_macro2::extra::invalidate_current_thread_spans();
}

/// A line of a file and what happened there.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Note {
    pub line: usize,
    pub message: String,
}

/// A replacement of one byte range.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Edit {
    pub range: Range<usize>,
    pub text: String,
}

impl Edit {
    pub(crate) fn new(range: Range<usize>, text: impl Into<String>) -> Self {
        Edit {
            range,
            text: text.into(),
        }
    }
}

/// `text` with `edits` applied. Edits must not overlap; an insertion (an empty range) at the
/// same offset as another edit goes first, in the order given.
pub(crate) fn apply(text: &str, edits: &[Edit]) -> String {
    let mut sorted: Vec<&Edit> = edits.iter().collect();
    sorted.sort_by_key(|edit| (edit.range.start, edit.range.end));
    let mut out = String::with_capacity(text.len());
    let mut at = 0;
    for edit in sorted {
        debug_assert!(edit.range.start >= at, "overlapping edits");
        out.push_str(&text[at..edit.range.start]);
        out.push_str(&edit.text);
        at = edit.range.end;
    }
    out.push_str(&text[at..]);
    out
}

/// Whether any two edits overlap (two insertions at one offset do not).
pub(crate) fn overlapping(edits: &[Edit]) -> bool {
    let mut ranges: Vec<&Range<usize>> = edits.iter().map(|edit| &edit.range).collect();
    ranges.sort_by_key(|range| (range.start, range.end));
    ranges.windows(2).any(|pair| {
        pair[1].start < pair[0].end || (pair[0].start == pair[1].start && !pair[0].is_empty())
    })
}

/// The 1-based line of byte `offset`.
pub(crate) fn line_of(text: &str, offset: usize) -> usize {
    text[..offset.min(text.len())].matches('\n').count() + 1
}

/// The indentation (leading spaces and tabs) of the line holding `offset`.
pub(crate) fn indent_at(text: &str, offset: usize) -> &str {
    let start = text[..offset].rfind('\n').map_or(0, |newline| newline + 1);
    let line = &text[start..];
    let width = line.len() - line.trim_start_matches([' ', '\t']).len();
    &line[..width]
}

/// One token of a flattened stream, a leaf or a delimiter of a group: where it stands.
#[derive(Clone, Debug)]
pub(crate) struct Leaf {
    pub range: Range<usize>,
}

/// Every leaf of `stream`, with group delimiters as leaves of their own, in source order.
pub(crate) fn leaves(stream: TokenStream) -> Vec<Leaf> {
    let mut out = Vec::new();
    flatten(stream, &mut out);
    out
}

fn flatten(stream: TokenStream, out: &mut Vec<Leaf>) {
    for tree in stream {
        match tree {
            TokenTree::Group(group) => {
                out.push(Leaf {
                    range: range(group.span_open()),
                });
                flatten(group.stream(), out);
                out.push(Leaf {
                    range: range(group.span_close()),
                });
            }
            leaf => out.push(Leaf {
                range: range(leaf.span()),
            }),
        }
    }
}
