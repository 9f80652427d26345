//! The names a pattern binds, read from its level: for the warnings and refusals that ask
//! whether code after an `is!` means one of them; and whether it has alternatives.

use proc_macro2::{Ident, TokenTree};

use super::level::Level;
use super::name::{Name, ident_is};
use super::punct::Op;
use super::word::Word;

/// The names in `level.tokens[start..end]` (and the groups in them) that read as bindings,
/// onto `out`: a lowercase name that is no keyword, no path's segment, no field's name, no
/// call's or struct's name, and no type of a qualified path (`v` in `Some(v)`, `n @ 1..`,
/// `Point { x, .. }`), as rustc's naming makes them. A macro's arguments (`f!(x)`) are its
/// own. Groups are read from the level, where the reader read them already.
pub(crate) fn bindings(level: &Level, start: usize, end: usize, out: &mut Vec<Ident>) {
    each_binding(level, start, end, &mut |_, _, ident| {
        out.push(ident.clone())
    });
}

/// The names of [`bindings`] bound `mut NAME`, by value (not `ref mut NAME`, nor under a
/// reference pattern's `&mut`), onto `out`.
pub(crate) fn mutable_bindings(level: &Level, start: usize, end: usize, out: &mut Vec<Ident>) {
    each_binding(level, start, end, &mut |level, at, ident| {
        let mutable = at >= 1
            && level.word(at - 1) == Word::Mut
            && !(at >= 2 && (level.word(at - 2) == Word::Ref || level.punct(at - 2, '&')));
        if mutable {
            out.push(ident.clone());
        }
    });
}

/// Calls `found` with each binding of `level.tokens[start..end]`, its level and its index.
fn each_binding(
    level: &Level,
    start: usize,
    end: usize,
    found: &mut impl FnMut(&Level, usize, &Ident),
) {
    let mut i = start;
    while i < end {
        if level.delimiter(i).is_some() {
            let macro_arguments = i > start && level.punct(i - 1, '!');
            if let (false, Some(inner)) = (macro_arguments, level.child(i)) {
                each_binding(inner, 0, inner.len(), found);
            }
        } else if let TokenTree::Ident(ident) = &level.tokens[i]
            && reads_as_binding(level, i, ident)
        {
            found(level, i, ident);
        }
        i += 1;
    }
}

/// Whether the name `ident` at `at` reads as a binding; see [`bindings`].
fn reads_as_binding(level: &Level, at: usize, ident: &Ident) -> bool {
    let word = level.word(at);
    if word.is_keyword() || word == Word::Underscore {
        return false;
    }
    let name = Name::of_ident(ident);
    let first = match name.as_bytes().first() {
        Some(&first) => first,
        // Longer than a `Name` holds: rare enough to print.
        None => ident.to_string().bytes().next().unwrap_or(b'A'),
    };
    let names_something = level.delimiter(at + 1).is_some()
        || matches!(
            level.op(at + 1).0,
            Op::PathSep | Op::Not | Op::Colon | Op::Gt
        )
        || at >= 2 && level.op(at - 2).0 == Op::PathSep
        || at >= 1 && level.punct(at - 1, '<');
    (first.is_ascii_lowercase() || first == b'_') && !names_something
}

/// Whether the pattern `level.tokens[start..end]` may have alternatives: a `|` anywhere in it
/// but in front (`| A`), or a macro call, which may expand to some. `matches!` tries its guard
/// once for each alternative that matches, at any depth (`Some(1 | _)` too).
pub(crate) fn may_have_alternatives(level: &Level, start: usize, end: usize) -> bool {
    let mut i = start + usize::from(start < end && level.punct(start, '|'));
    while i < end {
        if level.delimiter(i).is_some() {
            let inner = level.child(i);
            if i > start && level.punct(i - 1, '!')
                || inner.is_some_and(|inner| may_have_alternatives(inner, 0, inner.len()))
            {
                return true;
            }
        } else if level.punct(i, '|') {
            return true;
        }
        i += 1;
    }
    false
}

/// How many times `name` stands in `level` and its groups.
pub(crate) fn count_named(level: &Level, name: &str) -> usize {
    let mut count = 0;
    let mut i = 0;
    while i < level.len() {
        match &level.tokens[i] {
            TokenTree::Group(_) => {
                count += level.child(i).map_or(0, |inner| count_named(inner, name))
            }
            TokenTree::Ident(ident) => count += usize::from(ident_is(ident, name)),
            _ => {}
        }
        i += 1;
    }
    count
}

/// Whether `name` is named in `level.tokens[start..end]` or the groups there as code names a
/// variable: not as a field or method (`.name`), a path's segment (`name::`, `::name`), a
/// macro (`name!`), or the name of a field or of a typed binding (`name: …`); and as an inline
/// argument of a format string (`"{name}"`, `"{name:?}"`). A new `let name` counts too: the
/// tokens alone do not say which variable a name means.
pub(crate) fn named_in(level: &Level, start: usize, end: usize, name: &str) -> bool {
    (start..end.min(level.len())).any(|i| match &level.tokens[i] {
        TokenTree::Group(_) => level
            .child(i)
            .is_some_and(|inner| named_in(inner, 0, inner.len(), name)),
        TokenTree::Ident(ident) => ident_is(ident, name) && names_a_variable(level, i),
        TokenTree::Literal(literal) => in_format_string(&literal.to_string(), name),
        TokenTree::Punct(_) => false,
    })
}

/// Whether the name at `at` may name a variable; see [`named_in`].
fn names_a_variable(level: &Level, at: usize) -> bool {
    let field = at >= 1 && level.punct(at - 1, '.') && !(at >= 2 && level.punct(at - 2, '.'));
    let segment = at >= 2 && level.op(at - 2).0 == Op::PathSep;
    !field && !segment && !matches!(level.op(at + 1).0, Op::PathSep | Op::Not | Op::Colon)
}

/// Whether the literal, written `literal`, is a string with `{name}` or `{name:…}` in it.
fn in_format_string(literal: &str, name: &str) -> bool {
    if !literal.ends_with('"') && !literal.ends_with('#') {
        return false;
    }
    literal.match_indices(name).any(|(at, _)| {
        let before = literal[..at].chars().rev().take(2).collect::<String>();
        let after = literal[at + name.len()..].chars().next();
        before.starts_with('{') && !before.ends_with('{') && matches!(after, Some('}' | ':'))
    })
}

#[cfg(test)]
mod tests {
    use super::{Level, bindings, may_have_alternatives, mutable_bindings, named_in};

    fn names(pattern: &str) -> Vec<String> {
        let level = Level::read(pattern.parse().expect("tokenizes"), 0);
        let mut out = Vec::new();
        bindings(&level, 0, level.len(), &mut out);
        out.iter().map(ToString::to_string).collect()
    }

    #[test]
    fn bindings_are_the_lowercase_names_that_name_nothing_else() {
        assert_eq!(names("Some(v)"), ["v"]);
        assert_eq!(names("n @ 1..=9"), ["n"]);
        assert_eq!(names("Point { x, y: ref mut w, .. }"), ["x", "w"]);
        assert_eq!(names("(a, _b, _, MAX, None)"), ["a", "_b"]);
        assert!(names("std::cmp::Ordering::Less | E::A(_)").is_empty());
        assert!(names("f!(x) | <u8>::MAX | true").is_empty());
        assert_eq!(
            names("[first, .., a_rather_long_binding]"),
            ["first", "a_rather_long_binding"]
        );
    }

    #[test]
    fn alternatives_are_a_bar_at_any_depth_or_a_macro_call() {
        let alternatives = |pattern: &str| {
            let level = Level::read(pattern.parse().expect("tokenizes"), 0);
            may_have_alternatives(&level, 0, level.len())
        };
        for pattern in [
            "A | B",
            "(x, _) | (_, x)",
            "Some(1 | 2)",
            "[_, (a | a)]",
            "p!()",
        ] {
            assert!(alternatives(pattern), "{pattern}");
        }
        for pattern in [
            "| A",
            "Some(x)",
            "1..=3",
            "(a, b)",
            "x @ Some(_)",
            "<u8>::MAX",
        ] {
            assert!(!alternatives(pattern), "{pattern}");
        }
    }

    #[test]
    fn mutable_bindings_are_those_bound_mut_by_value() {
        let level = Level::read(
            "(mut a, ref mut b, &mut c, Some(mut d), e @ 1.., mut f @ _)"
                .parse()
                .expect("tokenizes"),
            0,
        );
        let mut out = Vec::new();
        mutable_bindings(&level, 0, level.len(), &mut out);
        let names: Vec<String> = out.iter().map(ToString::to_string).collect();
        assert_eq!(names, ["a", "d", "f"]);
    }

    #[test]
    fn a_name_is_named_where_it_may_mean_a_variable() {
        let named = |code: &str| {
            let level = Level::read(code.parse().expect("tokenizes"), 0);
            named_in(&level, 0, level.len(), "v")
        };
        for code in [
            "v + 1",
            "f(v)",
            "S { v }",
            "x..v",
            "println!(\"{v}\")",
            "format!(\"{v:?} {}\", 1)",
            "let v = 3;",
        ] {
            assert!(named(code), "{code}");
        }
        for code in [
            "a.v",
            "a.v()",
            "v::f()",
            "m::v",
            "v!()",
            "S { v: 1 }",
            "|v: u8| 1",
            "\"v\"",
            "\"{{v}}\"",
            "\"{vw}\"",
            "vw + w",
        ] {
            assert!(!named(code), "{code}");
        }
    }
}
