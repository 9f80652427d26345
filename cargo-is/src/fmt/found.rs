//! The regions of a file, where the macros read infix `is`: found and read by the reader of
//! `is-operator-syntax` (its `outline`), as byte ranges, each with what stands in for its
//! parts that rustfmt cannot read as written. Also the file's top-level items, which rustfmt
//! lays out each on its own.

use std::collections::{HashMap, HashSet};
use std::ops::Range;

use is_operator_syntax::outline::{self, RegionKind, Stretch};
use proc_macro2::{Delimiter, TokenStream, TokenTree};

use crate::comments::{Piece, pieces};

use crate::comments::{comments, strings};
use crate::source;

/// A call the macros read infix `is` in.
pub(super) struct Region {
    pub(super) kind: RegionKind,
    /// From the first token of its path to its closing delimiter.
    pub(super) range: Range<usize>,
    /// Inside its delimiters.
    pub(super) body: Range<usize>,
    /// What stands in for its parts that rustfmt cannot read as written, in order; or why
    /// it cannot be laid out.
    pub(super) standins: Result<Vec<Standin>, String>,
    /// Its string literals, whose insides are the program's.
    pub(super) strings: Vec<Range<usize>>,
}

impl Region {
    /// The region `delta` bytes further on.
    fn shifted(&self, delta: isize) -> Region {
        let shift = |range: &Range<usize>| {
            range.start.wrapping_add_signed(delta)..range.end.wrapping_add_signed(delta)
        };
        Region {
            kind: self.kind,
            range: shift(&self.range),
            body: shift(&self.body),
            standins: self
                .standins
                .as_ref()
                .map(|standins| {
                    standins
                        .iter()
                        .map(|standin| Standin {
                            range: shift(&standin.range),
                            ..standin.clone()
                        })
                        .collect()
                })
                .map_err(Clone::clone),
            strings: self.strings.iter().map(shift).collect(),
        }
    }
}

/// Rust that stands in for a part of a region while rustfmt lays it out: `==` for an infix
/// `is`, the operator it shares precedence with.
#[derive(Clone, Debug)]
pub(super) struct Standin {
    /// The part it stands in for, in the file.
    pub(super) range: Range<usize>,
    /// What stands there for rustfmt.
    pub(super) text: String,
    /// What goes back in place of what rustfmt made of it.
    pub(super) back: String,
}

impl Standin {
    fn new(range: Range<usize>, text: impl Into<String>, back: impl Into<String>) -> Self {
        Standin {
            range,
            text: text.into(),
            back: back.into(),
        }
    }

    /// How many tokens it is.
    pub(super) fn token_count(&self) -> usize {
        if self.text == "==" { 2 } else { 1 }
    }
}

/// What a file holds for the formatter.
pub(super) struct Found {
    pub(super) regions: Vec<Region>,
    /// Its top-level items, in order.
    pub(super) items: Vec<Range<usize>>,
}

/// Whether the word `is` stands in the code of `text` (not in a comment or a string): whether
/// it may hold a region.
pub(super) fn may_hold_regions(text: &str) -> bool {
    pieces(text).any(|(piece, range)| piece == Piece::Word && &text[range] == "is")
}

/// The outermost regions of `text` and its top-level items; an error when it does not lex.
/// Only the items with the word `is` in their code are lexed and read.
pub(super) fn find(text: &str) -> Result<Found, String> {
    find_reusing(text, None)
}

/// [`find`], where the items written exactly as in `before` (a text and what was found in
/// it) hold what they held there, and only the others are read: rustfmt changes few items
/// of a file that was formatted before.
pub(super) fn find_reusing(text: &str, before: Option<(&str, &Found)>) -> Result<Found, String> {
    // An item is read alone, and a `use` elsewhere in the file may give `is!` another name.
    is_operator_syntax::for_tools::with_file_names(text, || find_known(text, before))
}

/// [`find_reusing`], the names of `is!` known.
fn find_known(text: &str, before: Option<(&str, &Found)>) -> Result<Found, String> {
    let items = items(text);
    let skips_all = items.iter().any(|item| {
        let text = &text[item.range.clone()];
        text.starts_with("#!") && text.contains("rustfmt::skip")
    });
    let known: HashMap<&str, Range<usize>> = match before {
        Some((before_text, found)) if !skips_all => found
            .items
            .iter()
            .map(|item| (&before_text[item.clone()], item.clone()))
            .collect(),
        _ => HashMap::new(),
    };
    let mut regions = Vec::new();
    for item in items.iter().filter(|item| item.holds_is && !skips_all) {
        let written = &text[item.range.clone()];
        if let (Some(old), Some((_, found))) = (known.get(written), before) {
            let first = found
                .regions
                .partition_point(|region| region.range.start < old.start);
            let delta = item.range.start as isize - old.start as isize;
            for region in &found.regions[first..] {
                if region.range.start >= old.end {
                    break;
                }
                regions.push(region.shifted(delta));
            }
        } else if find_in(text, item.range.clone(), &mut regions).is_err() {
            // An item that does not lex alone, where the scan split it otherwise than the
            // lexer would: the file read whole.
            regions.clear();
            find_in(text, 0..text.len(), &mut regions)?;
            break;
        }
    }
    let items = items.into_iter().map(|item| item.range).collect();
    Ok(Found { regions, items })
}

/// Pushes the regions of `text[range]`.
fn find_in(text: &str, range: Range<usize>, regions: &mut Vec<Region>) -> Result<(), String> {
    let offset = range.start;
    let at = |span_range: Range<usize>| span_range.start + offset..span_range.end + offset;
    let item = &text[range];
    let tokens = source::tokens(item).map_err(|error| format!("cannot read tokens: {error}"))?;
    let skipped = if item.contains("rustfmt::skip") {
        let mut skipped = Vec::new();
        skipped_by_rustfmt(tokens.clone(), &mut skipped);
        skipped
    } else {
        Vec::new()
    };
    for region in outline::regions(tokens) {
        let local = source::range(region.start).start..source::range(region.close).end;
        if skipped
            .iter()
            .any(|skip| skip.start <= local.start && local.end <= skip.end)
        {
            continue;
        }
        let range = at(local);
        let body = at(source::range(region.open).end..source::range(region.close).start);
        let strings = strings(&text[range.clone()])
            .into_iter()
            .map(|string| string.start + range.start..string.end + range.start)
            .collect();
        let standins = standins(text, offset, &range, &region);
        regions.push(Region {
            kind: region.kind,
            range,
            body,
            standins,
            strings,
        });
    }
    Ok(())
}

/// The byte range of `stretch`, parsed from the text at `offset`.
fn stretch(stretch: Stretch, offset: usize) -> Range<usize> {
    source::range(stretch.first).start + offset..source::range(stretch.last).end + offset
}

/// The byte range of `span`, parsed from the text at `offset`.
fn span(span: proc_macro2::Span, offset: usize) -> Range<usize> {
    let range = source::range(span);
    range.start + offset..range.end + offset
}

/// What stands in for the parts of `region` (at `range` in `text`, its spans from the text
/// at `offset`) that rustfmt cannot read as written, in order.
fn standins(
    text: &str,
    offset: usize,
    range: &Range<usize>,
    region: &outline::Region,
) -> Result<Vec<Standin>, String> {
    if let Some(error) = &region.error {
        return Err(format!("it does not read: {error}"));
    }
    if !region.leading_bars.is_empty() {
        return Err("a `|` before a pattern's first alternative".into());
    }
    let mut names = Vec::new();
    // The names the region holds, which no stand-in may take.
    let words: HashSet<&str> = pieces(&text[range.clone()])
        .filter(|(piece, _)| *piece == Piece::Word)
        .map(|(_, word)| &text[word.start + range.start..word.end + range.start])
        .collect();
    let mut bindings: Vec<Range<usize>> = region
        .bindings
        .iter()
        .map(|binding| stretch(*binding, offset))
        .collect();
    bindings.sort_by_key(|binding| (binding.start, std::cmp::Reverse(binding.end)));
    for binding in bindings {
        if names
            .last()
            .is_some_and(|last: &Standin| binding.end <= last.range.end)
        {
            // Inside the one before, which stands in whole.
            continue;
        }
        let written = &text[binding.clone()];
        if !comments(written).is_empty() {
            return Err(format!("a comment inside `{}`", one_line(written)));
        }
        let name = name(names.len(), written.chars().count());
        if words.contains(name.as_str()) {
            return Err(format!(
                "it holds the name `{name}`, which the formatter stands in"
            ));
        }
        names.push(Standin::new(binding, name, one_line(written)));
    }
    let mut list = Vec::new();
    for test in region.tests.iter().filter(|test| test.infix) {
        list.push(Standin::new(span(test.keyword, offset), "==", "is"));
    }
    for at in &region.at_signs {
        list.push(Standin::new(span(*at, offset), "^", "@"));
    }
    for grouped in &region.grouped {
        let grouped = stretch(*grouped, offset);
        list.push(Standin::new(grouped.start..grouped.start, "(", ""));
        list.push(Standin::new(grouped.end..grouped.end, ")", ""));
    }
    for alias in &region.pattern_types {
        let base = stretch(alias.base, offset);
        if alias.call {
            // `is!(BASE is PATTERN)` as `is!(NAME == PATTERN)`: a type is no expression.
            let written = &text[base.clone()];
            if !comments(written).is_empty() {
                return Err(format!("a comment inside `{}`", one_line(written)));
            }
            let name = name(names.len(), written.chars().count());
            if words.contains(name.as_str()) {
                return Err(format!(
                    "it holds the name `{name}`, which the formatter stands in"
                ));
            }
            names.push(Standin::new(base, name, one_line(written)));
            list.push(Standin::new(span(alias.is, offset), "==", "is"));
        } else {
            // `BASE is PATTERN` as the array type `[BASE; PATTERN]`, as wide.
            let end = stretch(alias.pattern, offset).end;
            list.push(Standin::new(base.start..base.start, "[", ""));
            list.push(Standin::new(span(alias.is, offset), ";", " is"));
            list.push(Standin::new(end..end, "]", ""));
        }
    }
    names.sort_by_key(|name| name.range.start);
    // A part inside a name goes with it. The names are in order and apart: the one that may
    // hold a part is the last that starts at or before it.
    list.retain(|standin| {
        let before = names.partition_point(|name| name.range.start <= standin.range.start);
        !before.checked_sub(1).is_some_and(|at| {
            let name = &names[at].range;
            if standin.range.is_empty() {
                name.start < standin.range.start && standin.range.start < name.end
            } else {
                standin.range.end <= name.end
            }
        })
    });
    list.extend(names);
    list.sort_by_key(|standin| (standin.range.start, standin.range.end));
    Ok(list)
}

/// The name that stands in for the `index`th binding, `width` columns wide where it can be.
fn name(index: usize, width: usize) -> String {
    let name = format!("_{index}");
    let padding = width.saturating_sub(name.len());
    name + &"_".repeat(padding)
}

/// `text` on one line, its runs of white space one space each.
fn one_line(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// A top-level item of a file, found by scanning its text.
pub(super) struct Item {
    pub(super) range: Range<usize>,
    /// Whether the word `is` stands in its code (not in a comment or a string).
    pub(super) holds_is: bool,
}

/// The top-level items of `text`, found without lexing it: each ends at a `;`, or at a
/// `{ … }` that no `;` or operator follows, as rustfmt's parser ends them. Its attributes and
/// doc comments are the item's; an inner attribute or doc comment is one on its own.
pub(super) fn items(text: &str) -> Vec<Item> {
    let bytes = text.as_bytes();
    let mut items = Vec::new();
    // A `#!` line (not `#![`) is no Rust.
    let skip = if text.starts_with("#!") && !text[2..].trim_start().starts_with('[') {
        text.find('\n').unwrap_or(text.len())
    } else {
        0
    };
    let mut depth = 0usize;
    let mut current: Option<Item> = None;
    // The end of a `{ … }` that ends the item unless `;` or an operator follows.
    let mut closed: Option<usize> = None;
    let mut inner_attribute = false;
    let mut last_end = 0;
    for (piece, range) in pieces(&text[skip..]) {
        let range = range.start + skip..range.end + skip;
        let byte = bytes[range.start];
        let doc = piece == Piece::Comment
            && matches!(bytes.get(range.start + 2), Some(b'/' | b'!' | b'*'))
            && !text[range.clone()].starts_with("/**/")
            && !text[range.clone()].starts_with("////");
        let significant = match piece {
            Piece::Comment => doc,
            Piece::Byte => !byte.is_ascii_whitespace(),
            _ => true,
        };
        if !significant {
            continue;
        }
        if let Some(end) = closed.take() {
            let continues = piece == Piece::Byte && byte != b'#';
            if !continues && let Some(mut item) = current.take() {
                item.range.end = end;
                items.push(item);
            }
        }
        let item = current.get_or_insert_with(|| {
            inner_attribute = false;
            Item {
                range: range.start..range.end,
                holds_is: false,
            }
        });
        last_end = range.end;
        match piece {
            Piece::Word => item.holds_is |= &text[range.clone()] == "is",
            Piece::Comment if matches!(bytes[range.start + 2], b'!') && depth == 0 => {
                // `//!` or `/*!`: an inner doc comment.
                let mut item = current.take().expect("an item");
                item.range.end = range.end;
                items.push(item);
            }
            Piece::Byte => match byte {
                b'!' if depth == 0 && range.start == item.range.start + 1 => inner_attribute = true,
                b'{' | b'(' | b'[' => depth += 1,
                b'}' | b')' | b']' => {
                    depth = depth.saturating_sub(1);
                    if depth == 0 && byte == b'}' {
                        closed = Some(range.end);
                    } else if depth == 0 && byte == b']' && inner_attribute {
                        let mut item = current.take().expect("an item");
                        item.range.end = range.end;
                        items.push(item);
                    }
                }
                b';' if depth == 0 => {
                    let mut item = current.take().expect("an item");
                    item.range.end = range.end;
                    items.push(item);
                }
                _ => {}
            },
            _ => {}
        }
    }
    if let Some(mut item) = current {
        item.range.end = closed.unwrap_or(last_end);
        items.push(item);
    }
    items
}

fn is_punct(token: &TokenTree, ch: char) -> bool {
    matches!(token, TokenTree::Punct(punct) if punct.as_char() == ch)
}

/// Pushes the byte ranges that rustfmt leaves as written: what follows `#[rustfmt::skip]`
/// to the end of its item or statement, and the whole of a group (or file) that starts with
/// `#![rustfmt::skip]`.
fn skipped_by_rustfmt(stream: TokenStream, skipped: &mut Vec<Range<usize>>) {
    let level: Vec<TokenTree> = stream.into_iter().collect();
    let mut i = 0;
    while i < level.len() {
        if is_punct(&level[i], '#') {
            let inner = level.get(i + 1).is_some_and(|t| is_punct(t, '!'));
            let attr = i + 1 + usize::from(inner);
            if let Some(TokenTree::Group(group)) = level.get(attr)
                && is_skip(&group.stream())
            {
                let start = source::range(level[i].span()).start;
                let end = if inner {
                    level.len() - 1
                } else {
                    statement_end(&level, attr + 1)
                };
                skipped.push(start..source::range(level[end].span()).end);
                i = end + 1;
                continue;
            }
        }
        if let TokenTree::Group(group) = &level[i] {
            skipped_by_rustfmt(group.stream(), skipped);
        }
        i += 1;
    }
}

/// Whether an attribute's tokens are `rustfmt::skip`.
fn is_skip(attr: &TokenStream) -> bool {
    let words: Vec<String> = attr.clone().into_iter().map(|t| t.to_string()).collect();
    words == ["rustfmt", ":", ":", "skip"]
}

/// The index of the last token of the item or statement that starts at `start`: its `;`, or a
/// `{ … }` that no `;`, `else` or operator follows.
fn statement_end(level: &[TokenTree], start: usize) -> usize {
    let mut i = start;
    while i < level.len() {
        if is_punct(&level[i], ';') || is_punct(&level[i], ',') {
            return i;
        }
        if matches!(&level[i], TokenTree::Group(g) if g.delimiter() == Delimiter::Brace) {
            match level.get(i + 1) {
                None => return i,
                Some(TokenTree::Ident(word)) if word != "else" && word != "as" => return i,
                Some(next) if is_punct(next, '#') => return i,
                _ => {}
            }
        }
        i += 1;
    }
    // The attribute itself is a token: the level is not empty.
    level.len() - 1
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A stand-in: what it stands for, what stands there, what goes back.
    type Triple = (String, String, String);

    /// Each region's text and its stand-ins.
    fn texts(text: &str) -> Vec<(String, Vec<Triple>)> {
        find(text)
            .unwrap()
            .regions
            .iter()
            .map(|region| {
                let standins = region
                    .standins
                    .as_ref()
                    .unwrap()
                    .iter()
                    .map(|s| {
                        (
                            text[s.range.clone()].to_owned(),
                            s.text.clone(),
                            s.back.clone(),
                        )
                    })
                    .collect();
                (text[region.range.clone()].to_owned(), standins)
            })
            .collect()
    }

    fn triple(a: &str, b: &str, c: &str) -> Triple {
        (a.into(), b.into(), c.into())
    }

    #[test]
    fn tests_and_bindings_are_stood_in_for() {
        let text = "fn f() { let _ = is!(x is Some(ref v @ (1..=2 | 5))) && is!(y, None); }";
        let found = texts(text);
        assert_eq!(found.len(), 1);
        assert_eq!(found[0].0, "is!(x is Some(ref v @ (1..=2 | 5)))");
        assert_eq!(
            found[0].1,
            [
                triple("is", "==", "is"),
                triple("ref v", "_0___", "ref v"),
                triple("@", "^", "@"),
                triple("", "(", ""),
                triple("", ")", ""),
            ]
        );
    }

    #[test]
    fn a_block_and_its_pattern_types() {
        let text =
            "is::syntax! { type T = u8   is   0..10; fn g(c: u8) -> bool { c is b'a'..=b'z' } }";
        let found = texts(text);
        assert_eq!(
            found[0].1,
            [
                triple("", "[", ""),
                triple("is", ";", " is"),
                triple("", "]", ""),
                triple("is", "==", "is"),
            ]
        );
    }

    #[test]
    fn skipped_items_and_macro_rules_hold_no_region() {
        let text = "#[rustfmt::skip]\nfn f() { is!(x   is   None); }\nmacro_rules! m { () => { is!(x is None) } }\nfn g() { is!(x is None); }";
        let found = texts(text);
        assert_eq!(found.len(), 1);
        assert!(text[text.find("fn g").unwrap()..].contains(&found[0].0));
    }

    #[test]
    fn items_end_at_semicolons_and_bodies() {
        let text = "#![allow(x)]\n//! Doc.\nuse a::{b, c};\n// A comment.\nconst X: S = S { a: '}', b: \"}\" };\n/// Doc.\nimpl A<{ N }> for B {}\nfn f() { is!(x is None) }\nm!(x);";
        let items: Vec<&str> = items(text)
            .iter()
            .map(|item| &text[item.range.clone()])
            .collect();
        assert_eq!(
            items,
            [
                "#![allow(x)]",
                "//! Doc.",
                "use a::{b, c};",
                "const X: S = S { a: '}', b: \"}\" };",
                "/// Doc.\nimpl A<{ N }> for B {}",
                "fn f() { is!(x is None) }",
                "m!(x);"
            ]
        );
        let holding: Vec<bool> = super::items(text)
            .iter()
            .map(|item| item.holds_is)
            .collect();
        assert_eq!(holding, [false, false, false, false, false, true, false]);
    }
}
