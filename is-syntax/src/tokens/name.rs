//! Identifiers' text, read without allocating.

use proc_macro2::Ident;

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

    /// The text's bytes.
    pub(crate) fn as_bytes(&self) -> &[u8] {
        &self.bytes[..usize::from(self.len)]
    }
}

impl std::fmt::Write for Name {
    fn write_str(&mut self, printed: &str) -> std::fmt::Result {
        let start = usize::from(self.len);
        let end = start + printed.len();
        if end > NAME_BYTES {
            return Err(std::fmt::Error);
        }
        self.bytes[start..end].copy_from_slice(printed.as_bytes());
        // At most `NAME_BYTES`, checked above.
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

/// The standard library's macros whose arguments are values, each evaluated as one: a test in
/// them is a value like any other, whatever the macro does with it.
pub(crate) const STD_VALUE_MACROS: &[&str] = &[
    "format",
    "format_args",
    "print",
    "println",
    "eprint",
    "eprintln",
    "write",
    "writeln",
    "panic",
    "assert_eq",
    "assert_ne",
    "debug_assert_eq",
    "debug_assert_ne",
    "vec",
    "dbg",
    "todo",
    "unimplemented",
    "unreachable",
    "matches",
];

/// The standard library's other macros that may stand in an item: with
/// [`STD_VALUE_MACROS`], every macro name a file cannot have given `is!` or defined itself.
pub(crate) const STD_OTHER_MACROS: &[&str] = &[
    "assert",
    "debug_assert",
    "stringify",
    "concat",
    "env",
    "include",
    "include_str",
    "line",
    "column",
    "file",
    "cfg",
    "compile_error",
    "option_env",
    "module_path",
];

#[cfg(test)]
mod tests {
    use std::str::FromStr;

    use proc_macro2::{TokenStream, TokenTree};

    use super::{Name, ident_is};

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
                .map(|token| match token {
                    TokenTree::Ident(ident) => {
                        Some(String::from_utf8_lossy(Name::of_ident(ident).as_bytes()).into_owned())
                    }
                    _ => None,
                })
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
}
