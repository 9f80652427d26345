//! Patterns as the migration reads them: their bindings and alternatives.

use syn::Pat;

/// Whether `pat` has a `|` anywhere.
pub(crate) fn has_or(pat: &Pat) -> bool {
    let mut found = false;
    walk(pat, &mut |pat| {
        found |= matches!(pat, Pat::Or(_));
        true
    });
    found
}

/// The names `pat` binds: its identifiers that are not paths. A lone identifier that starts
/// with a capital letter (`None`, `MAX`) is read as a constant or unit variant, as Rust style
/// names them.
pub(crate) fn bindings(pat: &Pat) -> Vec<String> {
    let mut names = Vec::new();
    walk(pat, &mut |pat| {
        if let Pat::Ident(ident) = pat {
            let name = ident.ident.to_string();
            let capital = name
                .trim_start_matches("r#")
                .starts_with(|c: char| c.is_uppercase());
            if ident.by_ref.is_some()
                || ident.mutability.is_some()
                || ident.subpat.is_some()
                || !capital
            {
                names.push(name);
            }
        }
        true
    });
    names
}

/// Whether `pat` matches every value of its type by its shape alone (`_`, a binding).
pub(crate) fn matches_everything(pat: &Pat) -> bool {
    match pat {
        Pat::Wild(_) => true,
        Pat::Ident(ident) => ident.subpat.is_none() && !bindings(pat).is_empty(),
        Pat::Paren(paren) => matches_everything(&paren.pat),
        _ => false,
    }
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
    use syn::parse::Parser as _;

    use super::*;

    fn pat(text: &str) -> Pat {
        Pat::parse_multi_with_leading_vert.parse_str(text).unwrap()
    }

    #[test]
    fn bindings_and_or() {
        assert_eq!(bindings(&pat("Some((a, None, B, ref c))")), ["a", "c"]);
        assert!(bindings(&pat("Foo::Bar { x: 1, .. }")).is_empty());
        assert!(has_or(&pat("Some(1 | 2)")) && !has_or(&pat("Some(1)")));
        assert!(matches_everything(&pat("_")) && matches_everything(&pat("x")));
        assert!(!matches_everything(&pat("None")) && !matches_everything(&pat("Some(_)")));
    }
}
