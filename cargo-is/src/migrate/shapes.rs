//! The lowering's shapes as a person writes them: `if let P = V && G { true } else { false }`
//! and `match V { P if G => true, _ => false }` as `matches!(V, P if G)`, a labelled loop back
//! as the `while` it was, and in edition 2021 a binding-free `let` of a chain as `matches!`.
//! Where the text of a `matches!` comes from the file (its value, pattern and guard as the user
//! wrote them, comments and all), it is taken from there.

use std::ops::Range;

use proc_macro2::Delimiter;

use super::readable::{GroupPiece, Piece, SourceIndex, call_name_start};

/// Rewrites `pieces` in place, groups too; `edition_2024`: whether a let-chain may stay.
/// `Err`: why the result would not be plain Rust of the edition.
pub(crate) fn make_plain(
    pieces: &mut Vec<Piece>,
    index: &SourceIndex<'_>,
    edition_2024: bool,
) -> Result<(), String> {
    // First, so that the `if … else { break }` inside the loop is not taken for an `if` of
    // the user's, whose temporaries would live into its `else` in edition 2021.
    labelled_while(pieces);
    for piece in pieces.iter_mut() {
        if let Piece::Group(group) = piece {
            make_plain(&mut group.inner, index, edition_2024)?;
        }
    }
    let mut i = 0;
    while i < pieces.len() {
        if let Some((end, text, at)) = value_as_matches(pieces, i, index) {
            pieces.splice(i..end, [Piece::Verbatim { text, at }]);
        }
        i += 1;
    }
    unwrap_made_parens(pieces);
    conditions(pieces, index, edition_2024)?;
    // Last: the passes above find a condition's end by its body's braces.
    unwrap_value_parens(pieces, index, false);
    Ok(())
}

/// `let P = (V)` in the lowering's parentheses, which it writes around a value that ends in a
/// block (`unsafe { f() }`, `match …`, as `V is P` needed them in the user's code): `let P = V`
/// where `V` needs none there, as it was before `--to-is` and as rustc's `unused_parens` asks.
/// `chain_only`: whether `pieces` are a condition's chain alone, which ends where they do.
pub(crate) fn unwrap_value_parens(
    pieces: &mut Vec<Piece>,
    index: &SourceIndex<'_>,
    chain_only: bool,
) {
    let mut k = 0;
    while k + 1 < pieces.len() {
        if pieces[k].is_made("let")
            && let Some(eq) = (k + 1..pieces.len()).find(|&e| pieces[e].is_made("="))
            && let Some(Piece::Group(group)) = pieces.get(eq + 1)
            && !group.source
            && group.delimiter == Delimiter::Parenthesis
            && (chain_only && eq + 2 == pieces.len()
                || ends_link(pieces.get(eq + 2), pieces.get(eq + 3)))
            && let Some(value) = Piece::source_extent(&group.inner)
            && syn::parse_str::<syn::Expr>(&index.text[value.clone()])
                .is_ok_and(|value| super::needs_no_parens_after_let(&value))
        {
            let mut inner = group.inner.clone();
            // The user's `(`, left out, keeps its place in the layout: a value on a line of
            // its own after `=` stays there.
            if let Some(open) = index.text[..value.start].trim_end().strip_suffix('(') {
                let at = open.len()..open.len() + 1;
                inner.insert(
                    0,
                    Piece::Verbatim {
                        text: String::new(),
                        at,
                    },
                );
            }
            pieces.splice(eq + 1..eq + 2, inner);
        }
        k += 1;
    }
}

/// Whether `next` (and `after` it) end a link of a condition's chain: the lowering's `&&`, the
/// body, a guard's `=>` (not a `let … else`'s `else`).
fn ends_link(next: Option<&Piece>, after: Option<&Piece>) -> bool {
    match next {
        None => false,
        Some(Piece::Group(group)) => group.delimiter == Delimiter::Brace,
        Some(piece) => {
            piece.is_made("&") && after.is_some_and(|p| p.is_made("&"))
                || piece.is("=") && after.is_some_and(|p| p.is(">"))
        }
    }
}

/// `(X)` in made parentheses around one `matches!`: `X`.
fn unwrap_made_parens(pieces: &mut [Piece]) {
    for piece in pieces.iter_mut() {
        if let Piece::Group(group) = piece
            && !group.source
            && group.delimiter == Delimiter::Parenthesis
            && let [Piece::Verbatim { .. }] = group.inner.as_slice()
        {
            *piece = group.inner[0].clone();
        }
    }
}

/// `'a: loop { if CHAIN BODY else { break } }`, as the lowering writes a labelled `while`:
/// `'a: while CHAIN BODY`.
fn labelled_while(pieces: &mut Vec<Piece>) {
    let mut i = 0;
    while i + 1 < pieces.len() {
        let Some(inner) = loop_body(&pieces[i], &pieces[i + 1]) else {
            i += 1;
            continue;
        };
        let Some(Piece::Leaf(keyword)) = pieces.get(i).cloned() else {
            unreachable!("checked by loop_body")
        };
        let mut while_keyword = keyword;
        while_keyword.text = "while".into();
        while_keyword.token = proc_macro2::TokenTree::Ident(proc_macro2::Ident::new(
            "while",
            while_keyword.token.span(),
        ));
        let mut replacement = vec![Piece::Leaf(while_keyword)];
        replacement.extend(inner);
        let len = replacement.len();
        pieces.splice(i..i + 2, replacement);
        i += len;
    }
}

fn loop_body(keyword: &Piece, body: &Piece) -> Option<Vec<Piece>> {
    let Piece::Group(group) = body else {
        return None;
    };
    let inner = &group.inner;
    let n = inner.len();
    let shape = keyword.is_made("loop")
        && group.delimiter == Delimiter::Brace
        && n >= 4
        && inner[0].is_made("if")
        && inner[n - 2].is_made("else")
        && inner[n - 1].is_block_of("break");
    shape.then(|| inner[1..n - 2].to_vec())
}

/// The links of a chain, split at its top-level `&&`s (the lowering's own).
fn links(chain: &[Piece]) -> Vec<&[Piece]> {
    let mut links = Vec::new();
    let mut start = 0;
    let mut k = 0;
    while k < chain.len() {
        if chain[k].is_made("&") && chain.get(k + 1).is_some_and(|p| p.is_made("&")) {
            links.push(&chain[start..k]);
            start = k + 2;
            k += 2;
        } else {
            k += 1;
        }
    }
    links.push(&chain[start..]);
    links
}

/// A test of a chain: its pattern's tokens, and where its value stands in the file.
pub(crate) type ChainTest = (proc_macro2::TokenStream, Option<Range<usize>>);

/// The tests of a lowered condition's chain, each as its pattern's tokens and where its value
/// stands in the file (if it is the user's tokens alone), and how many links the chain has.
pub(crate) fn chain_tests(chain: &[Piece]) -> (Vec<ChainTest>, usize) {
    let links = links(chain);
    let tests = links
        .iter()
        .filter_map(|link| let_link(link))
        .map(|test| {
            (
                Piece::tokens(test.pattern),
                Piece::source_extent(test.value),
            )
        })
        .collect();
    (tests, links.len())
}

/// A test's link, `let P = V`: the pattern's pieces, the value's, and where the test's
/// keyword (`is`, or the comma of `is!(V, P)`) stood.
struct LetLink<'p> {
    pattern: &'p [Piece],
    value: &'p [Piece],
    keyword: Range<usize>,
}

fn let_link(link: &[Piece]) -> Option<LetLink<'_>> {
    if !link.first()?.is_made("let") {
        return None;
    }
    let eq = (1..link.len()).find(|&k| link[k].is_made("="))?;
    let keyword = link[eq].leaf()?.at.clone();
    Some(LetLink {
        pattern: &link[1..eq],
        value: without_made_parens(&link[eq + 1..]),
        keyword,
    })
}

/// `pieces` without made parentheses around all of them.
fn without_made_parens(pieces: &[Piece]) -> &[Piece] {
    match pieces {
        [
            Piece::Group(GroupPiece {
                delimiter: Delimiter::Parenthesis,
                source: false,
                inner,
                ..
            }),
        ] => without_made_parens(inner),
        _ => pieces,
    }
}

/// At `pieces[i]`: `if CHAIN { true } else { false }` or `match V { P if G => true, _ =>
/// false }` that reads as one `matches!`: where it ends, the `matches!` and where the `is!` it
/// was written as stood.
fn value_as_matches(
    pieces: &[Piece],
    i: usize,
    index: &SourceIndex<'_>,
) -> Option<(usize, String, Range<usize>)> {
    if pieces[i].is_made("if") {
        let j = (i + 1..pieces.len()).find(|&j| pieces[j].is_block_of("true"))?;
        if !(pieces.get(j + 1)?.is_made("else") && pieces.get(j + 2)?.is_block_of("false")) {
            return None;
        }
        let (text, at) = chain_as_matches(&pieces[i + 1..j], index)?;
        return Some((j + 3, text, at));
    }
    if pieces[i].is_made("match") {
        let k = (i + 1..pieces.len())
            .find(|&k| matches!(&pieces[k], Piece::Group(_)) && !pieces[k].is("("))?;
        let Piece::Group(arms) = &pieces[k] else {
            return None;
        };
        let value = without_made_parens(&pieces[i + 1..k]);
        let arrow = (0..arms.inner.len()).find(|&a| arms.inner[a].is_made("="))?;
        let tail = &arms.inner[arrow..];
        let shape = tail.len() == 9
            && tail[2].is_made("true")
            && tail[5].is_made("_")
            && tail[8].is_made("false");
        let (first, last) = (
            Piece::source_extent(value)?,
            Piece::source_extent(&arms.inner[..arrow])?,
        );
        if !shape || first.end > last.start {
            return None;
        }
        let call = is_call_around(index, first.start, last.end)?;
        let text = format!("matches!({})", &index.text[call_arguments(&call, index)?]);
        return Some((k + 1, text, call));
    }
    None
}

/// The byte range of the arguments of the call `call`, its delimiters left out.
fn call_arguments(call: &Range<usize>, index: &SourceIndex<'_>) -> Option<Range<usize>> {
    let open = index.text[call.clone()].find('(')? + call.start + 1;
    Some(open..call.end - 1)
}

/// The `is!(…)` call whose arguments run from `start` to `end` in the file, if they are one.
fn is_call_around(index: &SourceIndex<'_>, start: usize, end: usize) -> Option<Range<usize>> {
    let text = index.text;
    let name_start = call_name_start(text, start)?;
    let path = text[name_start..].split('!').next()?.trim_end();
    if !is_operator_syntax::for_tools::names_is(path) && !path.ends_with("::is") {
        return None;
    }
    let after = &text[end..];
    let close = after.len() - after.trim_start().len();
    after[close..]
        .starts_with(')')
        .then(|| name_start..end + close + 1)
}

/// The chain of an `if CHAIN { true } else { false }` as a `matches!` when its first link is a
/// test and the rest are `bool`s (and, with more links, its pattern has no alternatives): the
/// text, and where the `is!` it was written as stood.
fn chain_as_matches(chain: &[Piece], index: &SourceIndex<'_>) -> Option<(String, Range<usize>)> {
    let links = links(chain);
    let test = let_link(links[0])?;
    let rest = &links[1..];
    if rest.iter().any(|link| let_link(link).is_some()) {
        return None;
    }
    let pattern_tokens = Piece::tokens(test.pattern);
    if !rest.is_empty() && is_operator_syntax::for_tools::pattern_has_alternatives(pattern_tokens) {
        return None;
    }
    let text = index.text;
    let value = Piece::source_extent(test.value)?;
    let inner_pattern = Piece::source_extent(test.pattern)?;
    if test.keyword.is_empty() || value.end > test.keyword.start {
        return None;
    }
    // The pattern as written after the keyword: the parentheses `is` needed around it, which
    // the lowering left out, are left out here too.
    let pattern = outer_parens(index, test.keyword.end, inner_pattern.clone())?;
    // The value as written before the keyword: the parentheses `is` needed around it, which
    // the lowering left out, are left out here too.
    let closing = index.starts_in(value.end..test.keyword.start);
    if closing.iter().any(|&at| !text[at..].starts_with(')')) {
        return None;
    }
    let after_value = closing.last().map_or(value.end, |&at| at + 1);
    let mut value_start = value.start;
    for _ in closing {
        value_start = text[..value_start].trim_end().strip_suffix('(')?.len();
    }
    let mut out = String::from("matches!(");
    let mut end = pattern.end;
    out.push_str(line_break_before(index, value_start));
    out.push_str(&text[value.clone()]);
    out.push_str(text[after_value..test.keyword.start].trim_end());
    out.push(',');
    out.push_str(&text[test.keyword.end..pattern.start]);
    out.push_str(&text[inner_pattern.clone()]);
    if !rest.is_empty() {
        let guard = guard_extent(rest, index)?;
        let joiner = text[pattern.end..guard.start].trim();
        if joiner != "&&" && joiner != "if" {
            return None;
        }
        let at = pattern.end + text[pattern.end..guard.start].find(joiner)?;
        out.push_str(&text[pattern.end..at]);
        out.push_str("if");
        out.push_str(&text[at + joiner.len()..guard.start]);
        out.push_str(&guard_text(text, &guard, rest.len()));
        end = guard.end;
    }
    out.push_str(line_break_after(index, end));
    out.push(')');
    // Where the `is!` stood whose arguments these are; a test within a longer call stands
    // where it stood itself.
    let at = is_call_around(index, value_start, end).unwrap_or(value_start..end);
    Some((out, at))
}

/// The extent of the parentheses around the pattern `inner` that stand between the test's
/// keyword (ending at `keyword_end`) and it, or `inner` when there are none.
fn outer_parens(
    index: &SourceIndex<'_>,
    keyword_end: usize,
    inner: Range<usize>,
) -> Option<Range<usize>> {
    let text = index.text;
    // Every token between the keyword and the pattern is one of those parentheses.
    let opening = index.starts_in(keyword_end..inner.start);
    if opening.iter().any(|&at| !text[at..].starts_with('(')) {
        return None;
    }
    let depth = opening.len();
    let start = opening.first().copied().unwrap_or(inner.start);
    let mut end = inner.end;
    for _ in 0..depth {
        let after = &text[end..];
        let skip = after.len() - after.trim_start().len();
        if !after[skip..].starts_with(')') {
            return None;
        }
        end += skip + 1;
    }
    Some(if depth == 0 { inner } else { start..end })
}

/// The extent of a guard's links, when they are the user's tokens joined by the user's `&&`.
fn guard_extent(rest: &[&[Piece]], index: &SourceIndex<'_>) -> Option<Range<usize>> {
    let extents: Vec<Range<usize>> = rest
        .iter()
        .map(|link| Piece::source_extent(without_made_parens(link)))
        .collect::<Option<_>>()?;
    for pair in extents.windows(2) {
        if pair[0].end > pair[1].start || index.text[pair[0].end..pair[1].start].trim() != "&&" {
            return None;
        }
    }
    Some(extents[0].start..extents[extents.len() - 1].end)
}

/// A guard's text, out of the parentheses `&&` needed around it that `if` does not.
fn guard_text(text: &str, guard: &Range<usize>, links: usize) -> String {
    let written = &text[guard.clone()];
    if links == 1
        && let Ok(syn::Expr::Paren(paren)) = syn::parse_str::<syn::Expr>(written)
        && super::needs_parens_after_and(&paren.expr)
    {
        return written[1..written.len() - 1].to_owned();
    }
    written.to_owned()
}

/// The line break and indentation before `start`, if the file had one there.
fn line_break_before<'t>(index: &SourceIndex<'t>, start: usize) -> &'t str {
    let before = &index.text[..start];
    let gap = &before[before.trim_end().len()..];
    if gap.contains('\n') { gap } else { "" }
}

/// The line break and indentation after `end`, if the file had one there.
fn line_break_after<'t>(index: &SourceIndex<'t>, end: usize) -> &'t str {
    let after = &index.text[end..];
    let gap = &after[..after.len() - after.trim_start().len()];
    if gap.contains('\n') { gap } else { "" }
}

/// The conditions among `pieces` (an `if` or `while` and its chain, up to its body or a
/// guard's `=>`): in edition 2021, a chain of several links has each binding-free test as a
/// `matches!`, and one that still binds is no Rust of that edition.
fn conditions(
    pieces: &mut Vec<Piece>,
    index: &SourceIndex<'_>,
    edition_2024: bool,
) -> Result<(), String> {
    if edition_2024 {
        return Ok(());
    }
    let mut i = 0;
    while i < pieces.len() {
        if !(pieces[i].is("if") || pieces[i].is("while")) {
            i += 1;
            continue;
        }
        let end = (i + 1..pieces.len())
            .find(|&k| {
                matches!(&pieces[k], Piece::Group(g) if g.delimiter == Delimiter::Brace)
                    || pieces[k].is("=") && pieces.get(k + 1).is_some_and(|p| p.is(">"))
            })
            .unwrap_or(pieces.len());
        let chain = &pieces[i + 1..end];
        let chain_links = links(chain);
        let lets = chain_links
            .iter()
            .filter(|link| let_link(link).is_some())
            .count();
        let else_follows = pieces.get(end + 1).is_some_and(|piece| piece.is("else"));
        let temporaries_into_else = else_follows
            && chain_links
                .iter()
                .filter_map(|link| let_link(link))
                .any(|test| {
                    Piece::source_extent(test.value).is_none_or(|value| {
                        syn::parse_str::<syn::Expr>(&index.text[value])
                            .map_or(true, |value| super::may_hold_temporaries(&value))
                    })
                });
        if lets > 0 && (chain_links.len() > 1 || temporaries_into_else) {
            let mut rewritten = Vec::new();
            for (n, link) in chain_links.iter().enumerate() {
                if n > 0 {
                    rewritten.extend([Piece::made("&"), Piece::made("&")]);
                    if let Some(Piece::Leaf(first)) = rewritten.iter_mut().rev().nth(1) {
                        first.token = proc_macro2::TokenTree::Punct(proc_macro2::Punct::new(
                            '&',
                            proc_macro2::Spacing::Joint,
                        ));
                    }
                }
                match let_link(link) {
                    Some(test) => {
                        let names = is_operator_syntax::for_tools::pattern_bindings(Piece::tokens(
                            test.pattern,
                        ));
                        if !names.is_empty() && chain_links.len() > 1 {
                            return Err("edition 2021 cannot write let-chains".into());
                        }
                        if !names.is_empty() {
                            return Err("in edition 2021 an `if let`'s temporaries live into `else`, which they do not under `is!`".into());
                        }
                        let (text, at) = chain_as_matches(link, index)
                            .or_else(|| single_test_as_matches(&test, index))
                            .ok_or("edition 2021 cannot write let-chains")?;
                        rewritten.push(Piece::Verbatim { text, at });
                    }
                    None => rewritten.extend(link.iter().cloned()),
                }
            }
            let len = rewritten.len();
            pieces.splice(i + 1..end, rewritten);
            i += len + 1;
        } else {
            i = end.max(i + 1);
        }
    }
    Ok(())
}

/// `let P = V`, a test that is one link of a longer chain, as `matches!(V, P)`.
fn single_test_as_matches(
    test: &LetLink<'_>,
    index: &SourceIndex<'_>,
) -> Option<(String, Range<usize>)> {
    let value = Piece::source_extent(test.value)?;
    let pattern = Piece::source_extent(test.pattern)?;
    let text = index.text;
    let end = outer_parens(index, test.keyword.end, pattern.clone())?.end;
    let call = is_call_around(index, value.start, end).unwrap_or(value.start..end);
    Some((
        format!("matches!({}, {})", &text[value], &text[pattern]),
        call,
    ))
}
