//! The names the reader looks for before it reads a group (`is`, and any other name the `is!`
//! macro goes by), and whether a group's source text may hold one.
//!
//! Inside a procedural macro, reading a group's tokens is a call into the compiler that
//! encodes every token, which the macro then decodes, names and drops, unoptimised; its
//! source text is a copy of a slice of the file (see `Level::group_may_hold_is` for when it
//! is the tokens' text), searched here with one plain loop. A group whose text holds no
//! needle holds no `is` at any depth, so the reader passes it on as it came without reading
//! it. The text is only ever a reason not to read: where it may hold a needle, the group is
//! read and its tokens decide.

#[cfg(test)]
use std::cell::Cell;
use std::rc::Rc;

use proc_macro2::Ident;

use super::name::ident_is;

/// The names that make a group worth reading: `is` always, and the other names the `is!`
/// macro goes by, where the input gives it one (`use is::{is as test}`).
#[derive(Clone, Default)]
pub(crate) struct Needles {
    /// The names besides `is`; `None` for `is` alone.
    others: Option<Rc<[Box<str>]>>,
}

impl Needles {
    /// `is`, and `others` besides.
    pub(crate) fn with_others(others: &[&str]) -> Needles {
        let others: Vec<Box<str>> = others.iter().map(|&name| Box::from(name)).collect();
        Needles {
            others: (!others.is_empty()).then(|| Rc::from(others)),
        }
    }

    /// Whether `ident`, which is not `is`, is one of the other names.
    #[inline(always)]
    pub(crate) fn names_other(&self, ident: &Ident) -> bool {
        match &self.others {
            None => false,
            Some(others) => others.iter().any(|name| ident_is(ident, name)),
        }
    }

    /// Whether `text`, the source text of a group, may hold a needle, or may nest `room`
    /// groups deep or deeper (the reader's limit, which an unread group would not meet).
    #[cfg(test)]
    pub(crate) fn text_may_hold(&self, text: &str, room: usize) -> bool {
        let found = self.search(text);
        found.needle || found.dollar || found.opens >= room
    }

    /// What `text`, the source text of tokens, shows: whether a needle stands in it as a
    /// word, and how many groups open in it. A word is a needle with no identifier character
    /// on either side: in source, an identifier `is` (`r#is` too) is always one. Words in
    /// literals and comments count as well, which only sends a group to be read. Each group
    /// opens with a character of the text, so their count bounds how deep the groups nest.
    /// It stops at the first needle: the group is read then, and the reading decides.
    pub(crate) fn search(&self, text: &str) -> Found {
        let bytes = text.as_bytes();
        let mut found = Found {
            needle: false,
            opens: 0,
            dollar: false,
        };
        // One table load and a branch a byte: this runs unoptimised, over every byte.
        let mut word_start = true;
        let mut i = 0;
        while i < bytes.len() {
            if bytes[i] == b'\n' {
                i = line_comment_end(bytes, i + 1);
                word_start = true;
                continue;
            }
            let class = BYTE_CLASS[bytes[i] as usize];
            if class == WORD {
                if word_start && self.word_at(bytes, i) {
                    found.needle = true;
                    return found;
                }
                word_start = false;
            } else {
                word_start = true;
                if class == OPEN {
                    found.opens += 1;
                } else if class == DOLLAR {
                    found.dollar = true;
                }
            }
            i += 1;
        }
        found
    }

    /// Whether a needle stands as a whole word at `at`, the start of a word in `bytes`.
    #[inline(always)]
    fn word_at(&self, bytes: &[u8], at: usize) -> bool {
        if bytes[at] == b'i'
            && at + 1 < bytes.len()
            && bytes[at + 1] == b's'
            && (at + 2 == bytes.len() || BYTE_CLASS[bytes[at + 2] as usize] != WORD)
        {
            return true;
        }
        match &self.others {
            None => false,
            Some(others) => others
                .iter()
                .any(|name| is_word(bytes, at, name.as_bytes())),
        }
    }
}

/// Where the line starting at `start` ends, if it is a comment line that holds no code: its
/// first characters after spaces are `//`, and no `"` nor `*/` follows on it. Such a line is
/// a comment (doc comments are, and say `is` often), or lies in a string or a block comment
/// that goes on past it, and no token stands on it. Else `start` itself.
fn line_comment_end(bytes: &[u8], start: usize) -> usize {
    let mut i = start;
    while i < bytes.len() && (bytes[i] == b' ' || bytes[i] == b'\t') {
        i += 1;
    }
    if !(i + 1 < bytes.len() && bytes[i] == b'/' && bytes[i + 1] == b'/') {
        return start;
    }
    while i < bytes.len() && bytes[i] != b'\n' {
        if bytes[i] == b'"' || bytes[i] == b'*' && i + 1 < bytes.len() && bytes[i + 1] == b'/' {
            return start;
        }
        i += 1;
    }
    i
}

/// What [`Needles::search`] finds in a text.
#[derive(Clone, Copy)]
pub(crate) struct Found {
    /// Whether a needle stands in it as a word (then the rest is not searched).
    pub(crate) needle: bool,
    /// How many groups open in it (and literals and comments with `(`, `[` or `{` in them).
    pub(crate) opens: usize,
    /// Whether a `$` stands in it: in a `macro_rules!` body, where what the tokens are once
    /// expanded is not what the source says.
    pub(crate) dollar: bool,
}

/// Whether `word` stands at `at` in `bytes`, with no identifier character after it.
fn is_word(bytes: &[u8], at: usize, word: &[u8]) -> bool {
    let end = at + word.len();
    end <= bytes.len()
        && &bytes[at..end] == word
        && (end == bytes.len() || BYTE_CLASS[bytes[end] as usize] != WORD)
}

/// A byte that continues a word: ASCII letters, digits and `_`. A character beyond ASCII
/// ends one, which only makes more words (`éis` holds one).
const WORD: u8 = 1;
/// A byte that opens a group: `(`, `[`, `{`.
const OPEN: u8 = 2;

/// `$`.
const DOLLAR: u8 = 3;

/// Each byte's class: [`WORD`], [`OPEN`], [`DOLLAR`], or 0.
static BYTE_CLASS: [u8; 256] = {
    let mut class = [0u8; 256];
    let mut byte = 0;
    while byte < 256 {
        let b = byte as u8;
        if b.is_ascii_alphanumeric() || b == b'_' {
            class[byte] = WORD;
        } else if b == b'(' || b == b'[' || b == b'{' {
            class[byte] = OPEN;
        } else if b == b'$' {
            class[byte] = DOLLAR;
        }
        byte += 1;
    }
    class
};

#[cfg(test)]
thread_local! {
    /// Tests switch the text search on or off, whatever the backend: the text search
    /// against the token walk is their oracle.
    static BY_TEXT: Cell<Option<bool>> = const { Cell::new(None) };
}

/// Runs `run` with the text search on or off, for a test.
#[cfg(test)]
pub(crate) fn with_text_search<T>(on: bool, run: impl FnOnce() -> T) -> T {
    let saved = BY_TEXT.with(|cell| cell.replace(Some(on)));
    let result = run();
    BY_TEXT.with(|cell| cell.set(saved));
    result
}

/// Whether groups are searched by their source text before they are read: inside a
/// procedural macro, where each reading is a call into the compiler, and where a group a
/// macro built has one span for both its delimiters, which tells it from a written one.
/// Elsewhere (the tool) tokens are in memory, reading them costs less, and `proc_macro2`'s
/// own spans give a built group's delimiters the ends of its span, so that the check could
/// not tell. The tests switch it on for input parsed from text, where every group is written.
pub(crate) fn search_text() -> bool {
    #[cfg(test)]
    if let Some(forced) = BY_TEXT.with(Cell::get) {
        return forced;
    }
    proc_macro::is_available()
}

#[cfg(test)]
mod tests {
    use super::Needles;

    #[test]
    fn a_needle_counts_only_as_a_whole_word() {
        let is = Needles::default();
        for holds in [
            "is",
            "x is Some (_)",
            "is ! (x , Some (_))",
            "r#is",
            "a.is()",
            "(is)",
            "\"it is\"",
            "'is: loop {}",
            "éis",
            "isé",
        ] {
            assert!(is.text_may_hold(holds, 128), "{holds}");
        }
        for holds_none in [
            "",
            "this",
            "x.is_some()",
            "isize",
            "list",
            "_is",
            "is_",
            "1is",
        ] {
            assert!(!is.text_may_hold(holds_none, 128), "{holds_none}");
        }
    }

    #[test]
    fn comment_lines_without_code_are_passed_over() {
        let is = Needles::default();
        for holds_none in [
            "{\n    /// It is.\n    fn f() {}\n}",
            "{\n// it is\n\t//! so it is\n}",
            "{ let s = \"\n// is\n\"; }",
        ] {
            assert!(!is.text_may_hold(holds_none, 128), "{holds_none}");
        }
        for holds in [
            // A string that ends on the line, and code after it.
            "{ let s = \"\n// x\"; is!(x, A) }",
            // A block comment that ends on the line.
            "{ /*\n// x */ is!(x, A) }",
            // Not at the line's start: after code.
            "{ f(); // is\n}",
            "{ is // x\n}",
        ] {
            assert!(is.text_may_hold(holds, 128), "{holds}");
        }
    }

    #[test]
    fn other_names_are_needles_too() {
        let named = Needles::with_others(&["test", "check"]);
        assert!(named.text_may_hold("test ! (x , Some (_))", 128));
        assert!(named.text_may_hold("a check", 128));
        assert!(!named.text_may_hold("tests checker", 128));
        assert!(!Needles::default().text_may_hold("test ! (x , Some (_))", 128));
    }

    #[test]
    fn deep_text_may_hold_what_the_reader_refuses() {
        let is = Needles::default();
        assert!(!is.text_may_hold("((()))", 4));
        assert!(is.text_may_hold("(([{}]))", 4));
        assert!(is.text_may_hold("{ { { {", 4));
        // Closing brackets never lower the count: one in a literal cannot hide an opening one.
        assert!(is.text_may_hold("( \")))\" ( ( (", 4));
    }
}
