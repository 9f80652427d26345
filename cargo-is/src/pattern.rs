//! Patterns as rustfmt sees them: which parts of a pattern are no expression, so that the
//! formatter can stand a same-width name in for them while rustfmt lays out `EXPR == PATTERN`.

use std::ops::Range;

use syn::Pat;
use syn::parse::Parser as _;

use crate::source::node_range;

/// The byte ranges (in `text`) of the parts of the pattern `text` that do not read as an
/// expression (`ref x`, `mut x`, `x @ P`, …); `None` when `text` is no pattern at all.
pub(crate) fn non_expression_parts(text: &str) -> Option<Vec<Range<usize>>> {
    if syn::parse_str::<syn::Expr>(text).is_ok() {
        return Some(Vec::new());
    }
    let pat = Pat::parse_multi_with_leading_vert.parse_str(text).ok()?;
    let mut parts = Vec::new();
    collect(&pat, &mut parts);
    Some(parts)
}

/// Pushes the parts of `pat` that are no expression: a binding with `ref`, `mut` or `@`
/// (whole, with what is under its `@`), and any kind of pattern that has no expression twin.
fn collect(pat: &Pat, parts: &mut Vec<Range<usize>>) {
    walk(pat, &mut |pat| match pat {
        Pat::Ident(ident)
            if ident.by_ref.is_some() || ident.mutability.is_some() || ident.subpat.is_some() =>
        {
            parts.push(node_range(pat));
            false
        }
        Pat::Ident(_)
        | Pat::Lit(_)
        | Pat::Path(_)
        | Pat::Range(_)
        | Pat::Rest(_)
        | Pat::Wild(_)
        | Pat::Macro(_)
        | Pat::Const(_)
        | Pat::Or(_)
        | Pat::Paren(_)
        | Pat::Reference(_)
        | Pat::Tuple(_)
        | Pat::TupleStruct(_)
        | Pat::Slice(_)
        | Pat::Struct(_) => true,
        _ => {
            parts.push(node_range(pat));
            false
        }
    });
}

/// Calls `f` on `pat` and, depth first, on each pattern inside it where `f` says to go in.
fn walk(pat: &Pat, f: &mut impl FnMut(&Pat) -> bool) {
    if !f(pat) {
        return;
    }
    match pat {
        Pat::Ident(ident) => {
            if let Some((_, sub)) = &ident.subpat {
                walk(sub, f);
            }
        }
        Pat::Or(or) => or.cases.iter().for_each(|case| walk(case, f)),
        Pat::Paren(paren) => walk(&paren.pat, f),
        Pat::Reference(reference) => walk(&reference.pat, f),
        Pat::Tuple(tuple) => tuple.elems.iter().for_each(|elem| walk(elem, f)),
        Pat::TupleStruct(tuple) => tuple.elems.iter().for_each(|elem| walk(elem, f)),
        Pat::Slice(slice) => slice.elems.iter().for_each(|elem| walk(elem, f)),
        Pat::Struct(strukt) => strukt.fields.iter().for_each(|field| walk(&field.pat, f)),
        Pat::Type(typed) => walk(&typed.pat, f),
        Pat::Guard(guard) => walk(&guard.pat, f),
        _ => {}
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parts(text: &str) -> Vec<&str> {
        non_expression_parts(text)
            .unwrap()
            .into_iter()
            .map(|range| &text[range])
            .collect()
    }

    #[test]
    fn expression_like_patterns_need_no_stand_in() {
        for text in [
            "Some(v)",
            "Some(1..=3)",
            "(A | B)",
            "[a, .., b]",
            "Point { x: 0, .. }",
            "&mut v",
            "_",
        ] {
            assert_eq!(parts(text), Vec::<&str>::new(), "{text}");
        }
    }

    #[test]
    fn bindings_with_ref_mut_or_at_are_stood_in_for() {
        assert_eq!(parts("Some(ref x)"), ["ref x"]);
        assert_eq!(parts("(mut a, ref mut b)"), ["mut a", "ref mut b"]);
        assert_eq!(parts("[first, rest @ ..]"), ["rest @ .."]);
        assert_eq!(parts("Point { x: ref px, y }"), ["ref px"]);
    }
}
