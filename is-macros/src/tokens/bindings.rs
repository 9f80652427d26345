//! The names a pattern binds, read from its tokens: for the warnings and refusals that ask
//! whether code after an `is!` means one of them.

use proc_macro2::{Ident, TokenTree};

use super::name::Name;
use super::punct::{Op, is_punct, operator_at};
use super::word::Word;

/// The names in `pattern` (and the groups in it) that read as bindings, onto `out`: a
/// lowercase name that is no keyword, no path's segment, no field's name and no call's or
/// struct's name, and no type of a qualified path (`v` in `Some(v)`, `n @ 1..`,
/// `Point { x, .. }`), as rustc's naming makes them.
pub(crate) fn bindings(pattern: &[TokenTree], out: &mut Vec<Ident>) {
    for (i, token) in pattern.iter().enumerate() {
        let ident = match token {
            // A macro's arguments (`f!(x)`) are its own.
            TokenTree::Group(_) if i > 0 && is_punct(&pattern[i - 1], '!') => continue,
            TokenTree::Group(group) => {
                let inner: Vec<TokenTree> = group.stream().into_iter().collect();
                bindings(&inner, out);
                continue;
            }
            TokenTree::Ident(ident) => ident,
            _ => continue,
        };
        let name = Name::of_ident(ident);
        let word = Word::of_bytes(name.as_bytes());
        let lowercase = match ident.to_string().as_bytes() {
            [b'_'] | [] => false,
            [first, ..] => first.is_ascii_lowercase() || *first == b'_',
        };
        let names_something = matches!(pattern.get(i + 1), Some(TokenTree::Group(_)))
            || matches!(
                operator_at(pattern, i + 1).0,
                Op::PathSep | Op::Not | Op::Colon | Op::Gt
            )
            || i >= 2 && operator_at(pattern, i - 2).0 == Op::PathSep
            || i >= 1 && is_punct(&pattern[i - 1], '<');
        if lowercase && !word.is_keyword() && !names_something {
            out.push(ident.clone());
        }
    }
}

#[cfg(test)]
mod tests {
    use proc_macro2::{TokenStream, TokenTree};

    use super::bindings;

    fn names(pattern: &str) -> Vec<String> {
        let tokens: Vec<TokenTree> = pattern
            .parse::<TokenStream>()
            .expect("tokenizes")
            .into_iter()
            .collect();
        let mut out = Vec::new();
        bindings(&tokens, &mut out);
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
        assert_eq!(names("[first, .., last]"), ["first", "last"]);
    }
}
