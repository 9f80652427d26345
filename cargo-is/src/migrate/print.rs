//! The pieces of a lowering (see `readable`) written back as source: between two of the
//! user's tokens that were neighbours in the file, what stood between them; elsewhere a line
//! break where the file had one, or a space where a person writes one. A block the lowering
//! made of several statements goes over lines.

use std::ops::Range;

use proc_macro2::{Delimiter, Spacing, TokenTree};

use super::readable::{Piece, SourceIndex, call_name_start, delimiters};

/// One printed thing: a leaf, a delimiter or verbatim text.
#[derive(Clone, Debug)]
struct Atom {
    text: String,
    at: Range<usize>,
    source: bool,
    kind: Kind,
    /// A delimiter of a made block laid out over lines (see [`laid_out`]).
    lines: bool,
    /// Whether a line break follows: the end of a statement in such a block, or of a made
    /// attribute.
    breaks_after: bool,
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

impl Atom {
    fn new(text: String, at: Range<usize>, source: bool, kind: Kind) -> Self {
        Atom {
            text,
            at,
            source,
            kind,
            lines: false,
            breaks_after: false,
        }
    }
}

fn flatten(pieces: &[Piece], out: &mut Vec<Atom>) {
    for k in 0..pieces.len() {
        flatten_piece(pieces, k, out);
    }
}

/// `pieces[k]` onto `out`.
fn flatten_piece(pieces: &[Piece], k: usize, out: &mut Vec<Atom>) {
    match &pieces[k] {
        Piece::Leaf(leaf) => {
            let kind = match &leaf.token {
                TokenTree::Ident(_) => Kind::Word,
                TokenTree::Literal(_) => Kind::Literal,
                TokenTree::Punct(punct) => Kind::Punct {
                    joint: punct.spacing() == Spacing::Joint,
                },
                TokenTree::Group(_) => Kind::Verbatim,
            };
            out.push(Atom::new(
                leaf.text.clone(),
                leaf.at.clone(),
                leaf.source,
                kind,
            ));
        }
        Piece::Group(group) => {
            let lines = laid_out(pieces, k);
            let (open, close) = delimiters(group.delimiter);
            let mut open = Atom::new(
                open.to_owned(),
                group.open.clone(),
                group.source,
                Kind::Open(group.delimiter),
            );
            open.lines = lines;
            out.push(open);
            for j in 0..group.inner.len() {
                flatten_piece(&group.inner, j, out);
                if lines
                    && ends_statement(&group.inner, j)
                    && let Some(last) = out.last_mut()
                {
                    last.breaks_after = true;
                }
            }
            let mut close = Atom::new(
                close.to_owned(),
                group.close.clone(),
                group.source,
                Kind::Close(group.delimiter),
            );
            close.lines = lines;
            // `#[…]` made by the lowering stands on a line of its own, before its item.
            close.breaks_after = group.delimiter == Delimiter::Bracket
                && !group.source
                && k > 0
                && pieces[k - 1].is_made("#");
            out.push(close);
        }
        // Rewritten text: placed where it stood, but not the user's tokens.
        Piece::Verbatim { text, at } => {
            out.push(Atom::new(text.clone(), at.clone(), false, Kind::Verbatim))
        }
    }
}

/// Whether the group `pieces[k]` is a block made by the lowering that a person lays out over
/// lines: one of several statements (a negative chain's labelled block), one holding such a
/// block, or the braces of a macro call (`is::syntax! { ALIAS }`).
fn laid_out(pieces: &[Piece], k: usize) -> bool {
    let Piece::Group(group) = &pieces[k] else {
        return false;
    };
    if group.delimiter != Delimiter::Brace || group.source {
        return false;
    }
    let after_bang = k > 0 && pieces[k - 1].is("!");
    let inner = &group.inner;
    after_bang || (0..inner.len()).any(|j| ends_statement(inner, j) || laid_out(inner, j))
}

/// Whether a statement of a made block ends at `inner[j]`, before another: a made `;`, or a
/// made block not followed by its `else` or `;`.
fn ends_statement(inner: &[Piece], j: usize) -> bool {
    let Some(next) = inner.get(j + 1) else {
        return false;
    };
    match &inner[j] {
        Piece::Leaf(_) => inner[j].is_made(";"),
        Piece::Group(group) => {
            group.delimiter == Delimiter::Brace
                && !group.source
                && !next.is_made("else")
                && !next.is_made(";")
        }
        Piece::Verbatim { .. } => false,
    }
}

/// The pieces as source text: between two neighbours of the file, what stood between them;
/// elsewhere a line break where the file had one before the token, or one space, or none. A
/// made block of statements goes over lines, indented one step past the line it opens on.
pub(crate) fn print(pieces: &[Piece], index: &SourceIndex<'_>) -> String {
    let mut atoms = Vec::new();
    flatten(pieces, &mut atoms);
    let mut out = String::new();
    let mut previous: Option<&Atom> = None;
    let mut before_previous: Option<&Atom> = None;
    // Doc comments come as `#[doc = "…"]` with the comment's span: written as they were. The
    // comment whose `[doc = "…"]` is being skipped: its closing `]` ends there.
    let mut skip_doc_group: Option<Range<usize>> = None;
    // The gap after a made `&&` that stands where the user's stood.
    let mut next_gap: Option<(usize, &str)> = None;
    let mut layout = Layout::new(&atoms, index);
    // The user's token after made ones that took the line break before it.
    let mut moved_break: Option<usize> = None;
    for (i, atom) in atoms.iter().enumerate() {
        if let Some(comment) = &skip_doc_group {
            if atom.kind == Kind::Close(Delimiter::Bracket) && atom.at.end == comment.end {
                skip_doc_group = None;
            }
            continue;
        }
        if let Some(before) = previous {
            if let Some(line) = layout.line_break(before, atom, &out) {
                out.push_str(&line);
            } else if let Some((_, gap)) = next_gap.filter(|(at, _)| *at == i) {
                out.push_str(gap);
                next_gap = None;
            } else if next_gap.is_some_and(|(at, _)| at == i + 1) {
                // Between the two characters of the `&&`.
            } else if let Some((before_and, after_and)) = users_and(&atoms, i, index) {
                out.push_str(before_and);
                next_gap = Some((i + 2, after_and));
            } else if let Some((next, line)) = (!layout.in_block())
                .then(|| made_between_lines(&atoms, i, before, index))
                .flatten()
            {
                out.push_str(line);
                moved_break = Some(next);
            } else if moved_break == Some(i) {
                let spaced = spaced(before_previous, before, atom);
                out.push_str(if spaced { " " } else { "" });
            } else {
                let gap = gap(before_previous, before, atom, index, layout.in_block());
                let gap = layout.rebased(gap);
                // No second space after one the file's text ended with.
                if !(gap == " " && out.ends_with([' ', '\n'])) {
                    out.push_str(&gap);
                }
            }
        }
        if atom.text == "#" && is_comment(index, &atom.at) {
            out.push_str(&index.text[atom.at.clone()]);
            skip_doc_group = Some(atom.at.clone());
        } else {
            out.push_str(&atom.text);
        }
        layout.written(atom, &out);
        before_previous = previous;
        previous = Some(atom);
    }
    out
}

/// The line breaks of made blocks laid out over lines, and of made attributes.
struct Layout<'t> {
    index: &'t SourceIndex<'t>,
    /// The blocks open, innermost last.
    blocks: Vec<Indent<'t>>,
    /// The indentation of the line the output starts on, where it stands in the file.
    first: &'t str,
    /// Whether a line of a block was started, whose first token of the user's says how the
    /// file's line breaks in it are indented.
    awaiting_anchor: bool,
}

impl<'t> Layout<'t> {
    fn new(atoms: &[Atom], index: &'t SourceIndex<'t>) -> Self {
        let first = atoms
            .iter()
            .find(|atom| !atom.at.is_empty())
            .map_or("", |atom| {
                crate::source::indent_at(index.text, atom.at.start)
            });
        Layout {
            index,
            blocks: Vec::new(),
            first,
            awaiting_anchor: false,
        }
    }

    fn in_block(&self) -> bool {
        !self.blocks.is_empty()
    }

    /// The line break between `a` and `b` that a made block laid out over lines, or a made
    /// attribute, asks for: after the block's `{`, between its statements, before its `}`.
    fn line_break(&mut self, a: &Atom, b: &Atom, out: &str) -> Option<String> {
        if b.lines && matches!(b.kind, Kind::Close(_)) {
            let open = self
                .blocks
                .pop()
                .map(|block| block.line)
                .unwrap_or_default();
            return Some(format!("\n{open}"));
        }
        if a.lines && matches!(a.kind, Kind::Open(_)) || a.breaks_after {
            self.awaiting_anchor = self.in_block();
            return Some(match self.blocks.last() {
                Some(block) => format!("\n{}    ", block.line),
                None => format!("\n{}", line_indent(out, self.first)),
            });
        }
        None
    }

    /// A gap of the file's, its line breaks moved into the innermost block (see
    /// [`Indent::rebased`]).
    fn rebased(&self, gap: String) -> String {
        match self.blocks.last() {
            Some(block) => block.rebased(&gap),
            None => gap,
        }
    }

    /// Notes `atom`, just written at the end of `out`: a block it opens, or the first token of
    /// the user's on a line of a block.
    fn written(&mut self, atom: &Atom, out: &str) {
        let text = self.index.text;
        let file_indent = |atom: &Atom| {
            (!atom.at.is_empty()).then(|| crate::source::indent_at(text, atom.at.start))
        };
        if self.awaiting_anchor && atom.source && !atom.at.is_empty() {
            let anchor = file_indent(atom);
            if let Some(block) = self.blocks.last_mut() {
                block.file = anchor;
            }
            self.awaiting_anchor = false;
        }
        if atom.lines && matches!(atom.kind, Kind::Open(_)) {
            self.blocks.push(Indent {
                line: line_indent(out, self.first).to_owned(),
                file: file_indent(atom),
            });
        }
    }
}

/// A made block laid out over lines.
struct Indent<'t> {
    /// The indentation of the line its `{` is written on.
    line: String,
    /// The indentation in the file of the line the block's current line stands for: that of
    /// its first token of the user's (at first, that of the `if` its `{` is made at).
    file: Option<&'t str>,
}

impl Indent<'_> {
    /// A gap of the file's inside the block, its line breaks as far past the block's current
    /// line as they were past the file's: the user's tokens laid out over lines keep their
    /// layout, moved into the block.
    fn rebased(&self, gap: &str) -> String {
        let Some(file) = self.file.filter(|_| gap.contains('\n')) else {
            return gap.to_owned();
        };
        let into = format!("\n{}    ", self.line);
        gap.split('\n')
            .enumerate()
            .map(|(k, line)| match line.strip_prefix(file) {
                Some(rest) if k > 0 => format!("{into}{rest}"),
                _ if k > 0 => format!("\n{line}"),
                _ => line.to_owned(),
            })
            .collect()
    }
}

/// The indentation of the last line of `out`; `first`, that of its first line in the file.
fn line_indent<'o>(out: &'o str, first: &'o str) -> &'o str {
    let Some(newline) = out.rfind('\n') else {
        return first;
    };
    let line = &out[newline + 1..];
    let width = line.len() - line.trim_start_matches([' ', '\t']).len();
    &line[..width]
}

/// At `atoms[i]`, made tokens the lowering put between two of the user's that were neighbours
/// across a line break (`let z = 1;` and `g(y) && …`, where the chain becomes
/// `if g(y) && … { true } else { false }`): where the user's token after them stands, and the
/// line break, which goes before the made tokens rather than inside them.
fn made_between_lines<'t>(
    atoms: &[Atom],
    i: usize,
    before: &Atom,
    index: &SourceIndex<'t>,
) -> Option<(usize, &'t str)> {
    let users = |atom: &Atom| (atom.source || atom.kind == Kind::Verbatim) && !atom.at.is_empty();
    // A made keyword starts them (`if`, `match`), not punctuation that ends what came before.
    if !users(before) || users(&atoms[i]) || atoms[i].kind != Kind::Word {
        return None;
    }
    let next =
        (i + 1..atoms.len()).find(|&j| atoms[j].source || atoms[j].kind == Kind::Verbatim)?;
    if !users(&atoms[next]) || !index.neighbours(before.at.end, atoms[next].at.start) {
        return None;
    }
    let line = &index.text[before.at.end..atoms[next].at.start];
    (line.contains('\n') && line.trim().is_empty()).then_some((next, line))
}

/// At `atoms[i]`, a made `&&` that joins two links where the user's `&&` stood, before the
/// next link's first token: the user's gaps before and after theirs (a line break, a
/// comment), which a chain laid out over lines keeps.
fn users_and<'t>(atoms: &[Atom], i: usize, index: &SourceIndex<'t>) -> Option<(&'t str, &'t str)> {
    let next = atoms.get(i + 2)?;
    if !made_and_at(atoms, i) {
        return None;
    }
    let text = index.text;
    // The next link's first token, or where the `is!(` it was written as stood: a test's
    // `let` is made, and its value, the first of its tokens in the file, follows the call's `(`.
    let start = if next.source && !next.at.is_empty() {
        next.at.start
    } else {
        call_name_start(text, link_start(&atoms[i + 2..])?)?
    };
    let before = text[..start].trim_end();
    let and = before.strip_suffix("&&")?.len();
    let from = index.previous_end(and).unwrap_or(and);
    Some((&text[from..and], &text[and + 2..start]))
}

/// Where the first of the user's tokens of the link that starts `atoms` stands in the file.
fn link_start(atoms: &[Atom]) -> Option<usize> {
    let mut start: Option<usize> = None;
    for (k, atom) in atoms.iter().enumerate() {
        if made_and_at(atoms, k) || atom.kind == Kind::Open(Delimiter::Brace) {
            break;
        }
        if atom.source && !atom.at.is_empty() {
            start = Some(start.map_or(atom.at.start, |s| s.min(atom.at.start)));
        }
    }
    start
}

/// Whether `atoms[k]` and the atom after it are a made `&&`, which joins two links of a chain.
fn made_and_at(atoms: &[Atom], k: usize) -> bool {
    let made_and = |atom: Option<&Atom>| atom.is_some_and(|a| !a.source && a.text == "&");
    made_and(atoms.get(k)) && made_and(atoms.get(k + 1))
}

fn is_comment(index: &SourceIndex<'_>, at: &Range<usize>) -> bool {
    index
        .text
        .get(at.clone())
        .is_some_and(|text| text.starts_with("//") || text.starts_with("/*"))
}

/// What goes between `a` and `b` (`before`: the atom before `a`). `in_block`: in a made block
/// laid out over lines, whose own line breaks are the only ones between made and written
/// tokens.
fn gap(
    before: Option<&Atom>,
    a: &Atom,
    b: &Atom,
    index: &SourceIndex<'_>,
    in_block: bool,
) -> String {
    let placed = |atom: &Atom| !atom.at.is_empty();
    // A made `else` and the user's block after it, on one line.
    if a.text == "else" && !a.source && b.kind == Kind::Open(Delimiter::Brace) {
        return " ".into();
    }
    if placed(a) && placed(b) && index.neighbours(a.at.end, b.at.start) {
        return index.text[a.at.end..b.at.start].to_owned();
    }
    if (b.source || b.kind == Kind::Verbatim) && placed(b) && !in_block {
        let before = index.gap_before(b.at.start);
        if before.contains('\n') && before.trim().is_empty() {
            return before.to_owned();
        }
    }
    if (a.source || a.kind == Kind::Verbatim)
        && placed(a)
        && matches!(b.kind, Kind::Close(_))
        && !in_block
    {
        let after = index.gap_after(a.at.end);
        if after.contains('\n') && after.trim().is_empty() {
            return after.to_owned();
        }
    }
    if spaced(before, a, b) { " " } else { "" }.to_owned()
}

/// Whether a person writes a space between `a` and `b`, neither written so in the file.
fn spaced(before: Option<&Atom>, a: &Atom, b: &Atom) -> bool {
    const KEYWORDS: &[&str] = &[
        "if", "while", "let", "match", "else", "in", "return", "break", "loop", "for", "move",
        "mut", "ref", "as", "dyn", "impl",
    ];
    let punct = |atom: &Atom, texts: &[&str]| {
        matches!(atom.kind, Kind::Punct { .. }) && texts.contains(&atom.text.as_str())
    };
    // The second `:` of a `::`.
    let path_separator = punct(a, &[":"])
        && before.is_some_and(|before| {
            before.kind == (Kind::Punct { joint: true }) && before.text == ":"
        });
    match (a.kind, b.kind) {
        // One operator of several characters, or a label's `'` and its name.
        (Kind::Punct { joint: true }, Kind::Punct { .. }) => false,
        (Kind::Punct { joint: true }, Kind::Word) if a.text == "'" => false,
        (Kind::Open(Delimiter::Brace), _) | (_, Kind::Close(Delimiter::Brace)) => true,
        (Kind::Open(_), _) | (_, Kind::Close(_)) => false,
        _ if punct(b, &[",", ";", ".", "?"]) || punct(a, &["."]) => false,
        // `'label:` and `a::b`, but `let ::core…` and `break 'label ::core…`.
        (Kind::Word, Kind::Punct { joint }) if b.text == ":" => {
            let after_label = before.is_some_and(|before| before.text == "'");
            joint && (KEYWORDS.contains(&a.text.as_str()) || after_label)
        }
        _ if path_separator => false,
        // `if !x`, but `matches!(`, `is::syntax! {`, `!x` and `#[`.
        (Kind::Word, Kind::Punct { .. }) if b.text == "!" => KEYWORDS.contains(&a.text.as_str()),
        (Kind::Punct { .. }, Kind::Open(delimiter)) if a.text == "!" => {
            delimiter == Delimiter::Brace
        }
        (Kind::Punct { .. }, Kind::Word) if a.text == "!" => false,
        (Kind::Punct { .. }, Kind::Open(Delimiter::Bracket)) if a.text == "#" => false,
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
