//! Identifiers read once, as short inline text, and Rust's keywords.

use proc_macro2::{Ident, TokenTree};

/// The longest text a [`Name`] holds: every keyword and every macro name the reader asks about
/// fits (`debug_assert`, `macro_rules`, `include_bytes`).
const NAME_BYTES: usize = 16;

/// An identifier's text, held inline. Reading every identifier of a level into a `String`
/// would be an allocation per token; a longer name reads as `""`, which no name asked about is.
#[derive(Clone, Copy)]
pub(crate) struct Name {
    bytes: [u8; NAME_BYTES],
    len: u8,
}

impl Name {
    /// The name of `token` when it is an identifier.
    pub(crate) fn of(token: &TokenTree) -> Option<Name> {
        match token {
            TokenTree::Ident(ident) => Some(Name::of_ident(ident)),
            _ => None,
        }
    }

    pub(crate) fn of_ident(ident: &Ident) -> Name {
        let mut name = Name {
            bytes: [0; NAME_BYTES],
            len: 0,
        };
        if std::fmt::write(&mut name, format_args!("{ident}")).is_err() {
            name.len = 0;
        }
        name
    }

    pub(crate) fn as_str(&self) -> &str {
        // Whole `&str`s were written, so this is valid UTF-8; `""` is no name asked about.
        std::str::from_utf8(&self.bytes[..usize::from(self.len)]).unwrap_or("")
    }
}

impl std::fmt::Write for Name {
    fn write_str(&mut self, printed: &str) -> std::fmt::Result {
        let start = usize::from(self.len);
        let end = start + printed.len();
        let slot = self.bytes.get_mut(start..end).ok_or(std::fmt::Error)?;
        slot.copy_from_slice(printed.as_bytes());
        // At most `NAME_BYTES`, as the slot was there.
        self.len = end as u8;
        Ok(())
    }
}

/// Whether `ident` is spelt `name` (`r#` included), compared as it prints, without
/// allocating the whole name first.
pub(crate) fn ident_is(ident: &Ident, name: &str) -> bool {
    struct Rest<'a>(&'a str);
    impl std::fmt::Write for Rest<'_> {
        fn write_str(&mut self, printed: &str) -> std::fmt::Result {
            let rest = self.0.strip_prefix(printed).ok_or(std::fmt::Error)?;
            self.0 = rest;
            Ok(())
        }
    }
    let mut rest = Rest(name);
    std::fmt::write(&mut rest, format_args!("{ident}")).is_ok() && rest.0.is_empty()
}

/// Rust's strict and reserved keywords: names that never name a variable or a path.
pub(crate) fn is_keyword(name: &str) -> bool {
    // By length first: asked of most identifiers, and a list search costs thousands of
    // instructions in the unoptimised build that proc macros get by default.
    match name.len() {
        2 => matches!(name, "as" | "do" | "fn" | "if" | "in"),
        3 => matches!(
            name,
            "box" | "dyn" | "for" | "gen" | "let" | "mod" | "mut" | "pub" | "ref" | "try" | "use"
        ),
        4 => matches!(
            name,
            "else" | "enum" | "impl" | "loop" | "move" | "priv" | "self" | "Self" | "true" | "type"
        ),
        5 => matches!(
            name,
            "async"
                | "await"
                | "break"
                | "const"
                | "crate"
                | "false"
                | "final"
                | "macro"
                | "match"
                | "super"
                | "trait"
                | "where"
                | "while"
                | "yield"
        ),
        6 => matches!(
            name,
            "become" | "extern" | "return" | "static" | "struct" | "typeof" | "unsafe"
        ),
        7 => matches!(name, "unsized" | "virtual"),
        8 => matches!(name, "abstract" | "continue" | "override"),
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use std::str::FromStr;

    use proc_macro2::{TokenStream, TokenTree};

    use super::{Name, ident_is, is_keyword};

    fn tokens(source: &str) -> Vec<TokenTree> {
        TokenStream::from_str(source)
            .expect("tokenizes")
            .into_iter()
            .collect()
    }

    #[test]
    fn identifiers_compare_as_they_print() {
        let [
            TokenTree::Ident(is),
            TokenTree::Ident(raw),
            TokenTree::Ident(longer),
        ] = &tokens("is r#is isx")[..]
        else {
            panic!("three identifiers")
        };
        assert!(ident_is(is, "is"));
        assert!(!ident_is(is, "i") && !ident_is(is, "isx") && !ident_is(is, ""));
        assert!(ident_is(raw, "r#is") && !ident_is(raw, "is"));
        assert!(ident_is(longer, "isx") && !ident_is(longer, "is"));
    }

    #[test]
    fn names_hold_what_the_reader_asks_about_and_no_longer_ones() {
        let read = |source: &str| -> Vec<Option<String>> {
            tokens(source)
                .iter()
                .map(|token| Name::of(token).map(|name| name.as_str().to_owned()))
                .collect()
        };
        let names = read("debug_assert macro_rules r#if is ; exactly_16_bytes exactly_17_bytes_");
        let expected = [
            Some("debug_assert"),
            Some("macro_rules"),
            Some("r#if"),
            Some("is"),
            None,
            Some("exactly_16_bytes"),
            Some(""),
        ];
        assert_eq!(names, expected.map(|name| name.map(str::to_owned)));
    }

    #[test]
    fn keywords_are_rusts_strict_and_reserved_ones() {
        const KEYWORDS: &str = "as async await break const continue crate dyn else enum extern \
            false fn for if impl in let loop match mod move mut pub ref return self Self static \
            struct super trait true type unsafe use where while abstract become box do final \
            macro override priv typeof unsized virtual yield try gen";
        for keyword in KEYWORDS.split_whitespace() {
            assert!(is_keyword(keyword), "{keyword}");
        }
        for name in [
            "is",
            "x",
            "union",
            "auto",
            "default",
            "macro_rules",
            "self_",
            "Async",
            "",
        ] {
            assert!(!is_keyword(name), "{name}");
        }
    }
}
