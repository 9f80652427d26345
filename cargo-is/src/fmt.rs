//! `cargo is fmt`: rustfmt, then the inside of every `is!(… is …)` call (and `assert!` with an
//! infix `is`) and every `is::syntax! { … }` body, laid out as rustfmt lays out the same Rust.
//!
//! Each such region is turned into Rust that rustfmt formats: an infix `is` becomes `==`, the
//! operator it shares precedence and width with; a part of a pattern that is no expression
//! (`ref x`, `x @ P`) becomes a name of the same width; `is::syntax!` becomes `mod`. After
//! rustfmt, each stand-in is turned back by its position in the token stream, and the result
//! must have the tokens and comments rustfmt's own output has, or the region is left as written.

use std::ops::Range;

use proc_macro2::{Delimiter, TokenStream, TokenTree};

use crate::comments::{has_comment, same_comments};
use crate::infix::{is_infix, operator_at, pattern_end};
use crate::pattern::non_expression_parts;
use crate::rustfmt::Rustfmt;
pub use crate::source::Note;
use crate::source::{self, Edit, Leaf, align, leaves, line_of, same_tokens};

/// A formatted file, and the regions left as written with the reason.
#[derive(Debug)]
pub struct Formatted {
    pub text: String,
    pub left_alone: Vec<Note>,
}

/// `source` formatted by rustfmt and then in its `is` regions; an error when rustfmt cannot
/// format the file at all.
pub fn format_source(source: &str, rustfmt: &Rustfmt) -> Result<Formatted, String> {
    let mut text = rustfmt.format(source)?;
    let count = regions(&text)?.len();
    let mut left_alone = Vec::new();
    if count == 0 {
        return Ok(Formatted { text, left_alone });
    }
    if let Ok(all) = format_regions(&text, None, rustfmt) {
        return Ok(Formatted {
            text: all,
            left_alone,
        });
    }
    // One region at a time, so that one that cannot be formatted leaves the others formatted.
    for index in 0..count {
        match format_regions(&text, Some(index), rustfmt) {
            Ok(formatted) => text = formatted,
            Err(message) => {
                let found = regions(&text)?;
                let line = found
                    .get(index)
                    .map_or(1, |region| line_of(&text, region.range.start));
                left_alone.push(Note { line, message });
            }
        }
    }
    Ok(Formatted { text, left_alone })
}

/// A macro call the formatter formats the inside of.
struct Region {
    range: Range<usize>,
    /// For `is::syntax!`: the range of its path and `!`.
    header: Option<Range<usize>>,
    body: TokenStream,
}

/// The outermost `is` regions of `text`, in order.
fn regions(text: &str) -> Result<Vec<Region>, String> {
    let stream = source::tokens(text).map_err(|error| format!("cannot read tokens: {error}"))?;
    let mut found = Vec::new();
    find_regions(stream, &mut found);
    Ok(found)
}

fn find_regions(stream: TokenStream, found: &mut Vec<Region>) {
    let level: Vec<TokenTree> = stream.into_iter().collect();
    let mut i = 0;
    while i < level.len() {
        if let Some(region) = region_at(&level, i) {
            found.push(region);
            i += 3;
            continue;
        }
        if let TokenTree::Group(group) = &level[i] {
            find_regions(group.stream(), found);
        }
        i += 1;
    }
}

/// The region whose macro name is `level[i]`: `is!(…)`, `assert!(…)` or `debug_assert!(…)`
/// with an infix `is` inside, or `is::syntax! { … }`.
fn region_at(level: &[TokenTree], i: usize) -> Option<Region> {
    let (TokenTree::Ident(name), Some(TokenTree::Punct(bang)), Some(TokenTree::Group(group))) =
        (&level[i], level.get(i + 1), level.get(i + 2))
    else {
        return None;
    };
    if bang.as_char() != '!' {
        return None;
    }
    let name = name.to_string();
    let call = matches!(name.as_str(), "is" | "assert" | "debug_assert")
        && group.delimiter() == Delimiter::Parenthesis
        && has_infix(group.stream());
    let qualified_by_is = i >= 3
        && matches!((&level[i - 1], &level[i - 2], &level[i - 3]),
            (TokenTree::Punct(a), TokenTree::Punct(b), TokenTree::Ident(krate))
                if a.as_char() == ':' && b.as_char() == ':' && krate == "is");
    let block = name == "syntax" && qualified_by_is && group.delimiter() == Delimiter::Brace;
    if !call && !block {
        return None;
    }
    let start = if qualified_by_is { i - 3 } else { i };
    let start = source::range(level[start].span()).start;
    let end = source::range(group.span_close()).end;
    let header = block.then(|| start..source::range(bang.span()).end);
    Some(Region {
        range: start..end,
        header,
        body: group.stream(),
    })
}

fn has_infix(stream: TokenStream) -> bool {
    let level: Vec<TokenTree> = stream.into_iter().collect();
    (0..level.len()).any(|i| is_infix(&level, i))
        || level
            .iter()
            .any(|token| matches!(token, TokenTree::Group(group) if has_infix(group.stream())))
}

/// What a stand-in in the text given to rustfmt stands for.
#[derive(Clone, Debug)]
enum Standin {
    /// `==` for an infix `is`.
    Is,
    /// A name for this text of a pattern or a pattern type.
    Name(String),
    /// `mod NAME` for this `is::syntax!` path.
    Header(String),
}

/// `text` with every region (or only region `only`) formatted, or why not.
fn format_regions(text: &str, only: Option<usize>, rustfmt: &Rustfmt) -> Result<String, String> {
    let mut edits = Vec::new();
    let mut standins = Vec::new();
    for (index, region) in regions(text)?.into_iter().enumerate() {
        if only.is_none_or(|only| only == index) {
            stand_in(text, &region, &mut edits, &mut standins)?;
        }
    }
    let rust = source::apply(text, &edits);
    let offsets = new_offsets(&edits);
    let formatted = rustfmt.format(&rust)?;
    let before = leaves(source::tokens(&rust).map_err(|e| e.to_string())?);
    let after = leaves(source::tokens(&formatted).map_err(|e| e.to_string())?);
    let map = align(&before, &after).ok_or("rustfmt changed the tokens")?;
    let mut back = Vec::new();
    for (offset, standin) in offsets.into_iter().zip(&standins) {
        let at = before
            .iter()
            .position(|leaf| leaf.range.start == offset)
            .and_then(|index| map[index])
            .ok_or("a stand-in was lost")?;
        back.push(turn_back(&after, at, standin)?);
    }
    let result = source::apply(&formatted, &back);
    let expected = leaves(source::tokens(text).map_err(|e| e.to_string())?);
    let got = leaves(source::tokens(&result).map_err(|_| "the result does not lex")?);
    if !same_tokens(&expected, &got) {
        return Err("formatting would change its tokens".into());
    }
    if !same_comments(text, &result) {
        return Err("formatting would move or change a comment".into());
    }
    Ok(result)
}

/// Where each edit's text starts once all of them are applied (edits sorted by position).
fn new_offsets(edits: &[Edit]) -> Vec<usize> {
    let mut order: Vec<usize> = (0..edits.len()).collect();
    order.sort_by_key(|&i| edits[i].range.start);
    let mut offsets = vec![0; edits.len()];
    let mut shift: isize = 0;
    for i in order {
        offsets[i] = edits[i].range.start.wrapping_add_signed(shift);
        shift += edits[i].text.len() as isize - edits[i].range.len() as isize;
    }
    offsets
}

/// The edit that turns the stand-in at `after[at]` back.
fn turn_back(after: &[Leaf], at: usize, standin: &Standin) -> Result<Edit, String> {
    let pair = || {
        after
            .get(at + 1)
            .map(|next| after[at].range.start..next.range.end)
    };
    match standin {
        Standin::Is => Ok(Edit::new(pair().ok_or("lost `==`")?, "is")),
        Standin::Name(text) => Ok(Edit::new(after[at].range.clone(), text.clone())),
        Standin::Header(text) => Ok(Edit::new(pair().ok_or("lost `mod`")?, text.clone())),
    }
}

/// The edits that make `region` Rust rustfmt formats, with what each stands in for.
fn stand_in(
    text: &str,
    region: &Region,
    edits: &mut Vec<Edit>,
    standins: &mut Vec<Standin>,
) -> Result<(), String> {
    if let Some(header) = &region.header {
        let width = header.len().max(5);
        edits.push(Edit::new(
            header.clone(),
            format!("mod {}", "_".repeat(width - 4)),
        ));
        standins.push(Standin::Header(text[header.clone()].to_owned()));
    }
    stand_in_level(text, region.body.clone(), edits, standins)?;
    debug_assert!(region.range.end <= text.len());
    Ok(())
}

fn stand_in_level(
    text: &str,
    stream: TokenStream,
    edits: &mut Vec<Edit>,
    standins: &mut Vec<Standin>,
) -> Result<(), String> {
    let level: Vec<TokenTree> = stream.into_iter().collect();
    let mut i = 0;
    while i < level.len() {
        if let Some(end) = pattern_type_alias(&level, i) {
            // `type T = BASE is PATTERN;`: one name for everything after `=`.
            let range =
                source::range(level[i].span()).start..source::range(level[end - 1].span()).end;
            edits.push(Edit::new(range.clone(), name_for(&text[range.clone()])?.0));
            standins.push(Standin::Name(name_for(&text[range])?.1));
            i = end;
            continue;
        }
        if is_infix(&level, i) {
            let is_range = source::range(level[i].span());
            edits.push(Edit::new(is_range, "=="));
            standins.push(Standin::Is);
            let end = pattern_end(&level, i);
            if end > i + 1 {
                let start = source::range(level[i + 1].span()).start;
                let stop = source::range(level[end - 1].span()).end;
                stand_in_pattern(text, start..stop, edits, standins)?;
                // Groups inside the pattern hold no test.
                i = end;
                continue;
            }
        }
        if let TokenTree::Group(group) = &level[i] {
            stand_in_level(text, group.stream(), edits, standins)?;
        }
        i += 1;
    }
    Ok(())
}

/// If `level[i]` starts the value of a pattern-type alias (the token after `type NAME … =`),
/// the index of its `;`.
fn pattern_type_alias(level: &[TokenTree], i: usize) -> Option<usize> {
    let (op, _) = operator_at(level, i.checked_sub(1)?)?;
    if op != "=" {
        return None;
    }
    let statement_start = level[..i]
        .iter()
        .rposition(|token| {
            matches!(token, TokenTree::Punct(p) if p.as_char() == ';')
                || matches!(token, TokenTree::Group(g) if g.delimiter() == Delimiter::Brace)
        })
        .map_or(0, |k| k + 1);
    let is_alias = level[statement_start..i]
        .iter()
        .any(|token| matches!(token, TokenTree::Ident(word) if word == "type"));
    let end = (i..level.len())
        .find(|&k| matches!(&level[k], TokenTree::Punct(p) if p.as_char() == ';'))?;
    (is_alias && (i..end).any(|k| is_infix(level, k))).then_some(end)
}

fn stand_in_pattern(
    text: &str,
    range: Range<usize>,
    edits: &mut Vec<Edit>,
    standins: &mut Vec<Standin>,
) -> Result<(), String> {
    let pattern = &text[range.clone()];
    let parts =
        non_expression_parts(pattern).ok_or_else(|| format!("`{pattern}` is no pattern"))?;
    for part in parts {
        let absolute = range.start + part.start..range.start + part.end;
        let (name, original) = name_for(&text[absolute.clone()])?;
        edits.push(Edit::new(absolute, name));
        standins.push(Standin::Name(original));
    }
    Ok(())
}

/// A name as wide as `text` on one line, and that one-line text.
fn name_for(text: &str) -> Result<(String, String), String> {
    if has_comment(text) {
        return Err(format!("a comment inside `{}`", text.trim()));
    }
    let one_line = text.split_whitespace().collect::<Vec<_>>().join(" ");
    let width = one_line.chars().count().max(2);
    Ok((format!("{}x", "_".repeat(width - 1)), one_line))
}
