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
    /// word, and how deep its groups nest. A word is a needle with no identifier character
    /// on either side: in source, an identifier `is` (`r#is` too) is always one. String and
    /// character literals and comments are passed over, as the compiler's lexer tells them:
    /// no token of theirs is an identifier, and no bracket in them opens a group. A literal
    /// or comment that does not end counts as a needle, which only sends a group to be read.
    /// It stops at the first needle: the group is read then, and the reading decides.
    pub(crate) fn search(&self, text: &str) -> Found {
        let bytes = text.as_bytes();
        let mut found = Found {
            needle: false,
            opens: 0,
            dollar: false,
        };
        let mut depth = 0;
        // One table load and a branch a byte: this runs unoptimised, over every byte.
        let mut word_start = true;
        let mut i = 0;
        while i < bytes.len() {
            let class = BYTE_CLASS[bytes[i] as usize];
            if class == WORD {
                if word_start && self.word_at(bytes, i) {
                    found.needle = true;
                    return found;
                }
                word_start = false;
                i += 1;
                continue;
            }
            word_start = true;
            let next = match class {
                OPEN => {
                    depth += 1;
                    found.opens = found.opens.max(depth);
                    Some(i + 1)
                }
                CLOSE => {
                    depth = depth.saturating_sub(1);
                    Some(i + 1)
                }
                DOLLAR => {
                    found.dollar = true;
                    Some(i + 1)
                }
                QUOTE => string_end(bytes, i),
                APOSTROPHE => char_end(bytes, i),
                SLASH if i + 1 < bytes.len() && (bytes[i + 1] == b'/' || bytes[i + 1] == b'*') => {
                    // A doc comment is an attribute: a group one deeper than where it stands.
                    found.opens = found.opens.max(depth + 1);
                    comment_end(bytes, i)
                }
                _ => Some(i + 1),
            };
            match next {
                Some(next) => i = next,
                None => {
                    found.needle = true;
                    return found;
                }
            }
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

/// Where the string literal whose `"` is at `at` ends: past its closing `"`; for a raw one
/// (`r"…"`, `br#"…"#`, `cr"…"`), which has no escapes, past the closing `"` and as many `#`
/// as opened it. `None` if it does not end in `bytes`.
fn string_end(bytes: &[u8], at: usize) -> Option<usize> {
    let mut i = at + 1;
    let Some(hashes) = raw_hashes(bytes, at) else {
        while i < bytes.len() {
            if bytes[i] == b'\\' {
                i += 2;
            } else if bytes[i] == b'"' {
                return Some(i + 1);
            } else {
                i += 1;
            }
        }
        return None;
    };
    while i < bytes.len() {
        if bytes[i] == b'"' && hashes_at(bytes, i + 1, hashes) {
            return Some(i + 1 + hashes);
        }
        i += 1;
    }
    None
}

/// How many `#` open the raw string whose `"` is at `at`; `None` if it is not raw. The `r`
/// before the `#`s must start a word, or follow a `b` or `c` that does; a character beyond
/// ASCII counts as an identifier's here, so that `ér"…"` is no raw string.
fn raw_hashes(bytes: &[u8], at: usize) -> Option<usize> {
    let mut r = at;
    while r > 0 && bytes[r - 1] == b'#' {
        r -= 1;
    }
    let hashes = at - r;
    if r == 0 || bytes[r - 1] != b'r' {
        return None;
    }
    let r = r - 1;
    let starts_word = |at: usize| at == 0 || !in_identifier(bytes[at - 1]);
    let prefixed = r > 0 && (bytes[r - 1] == b'b' || bytes[r - 1] == b'c') && starts_word(r - 1);
    (starts_word(r) || prefixed).then_some(hashes)
}

/// Whether `count` `#` stand at `at`.
fn hashes_at(bytes: &[u8], at: usize, count: usize) -> bool {
    let mut k = 0;
    while k < count {
        if at + k >= bytes.len() || bytes[at + k] != b'#' {
            return false;
        }
        k += 1;
    }
    true
}

/// Whether `byte` may stand in an identifier: a word's byte, or any byte of a character
/// beyond ASCII.
fn in_identifier(byte: u8) -> bool {
    BYTE_CLASS[byte as usize] == WORD || byte >= 0x80
}

/// Where what the `'` at `at` starts ends. A `'` followed by a `\`, or by a character and
/// another `'`, starts a character literal (`'c'`, `b'c'`, `'\''`, `'\u{e9}'`), passed over
/// to its closing `'`; any other starts a lifetime or a label, whose name is read on as a
/// word. So the compiler's lexer tells them. `None` if a character literal does not end.
fn char_end(bytes: &[u8], at: usize) -> Option<usize> {
    if at + 1 >= bytes.len() {
        return Some(at + 1);
    }
    let first = bytes[at + 1];
    if first == b'\\' {
        // Past the escaped character, which may be `'` or `\`, to the closing `'`.
        let mut i = at + 3;
        while i < bytes.len() {
            if bytes[i] == b'\'' {
                return Some(i + 1);
            }
            i += 1;
        }
        return None;
    }
    let len = if first < 0x80 {
        1
    } else if first >= 0xF0 {
        4
    } else if first >= 0xE0 {
        3
    } else {
        2
    };
    if at + 1 + len < bytes.len() && bytes[at + 1 + len] == b'\'' {
        Some(at + 2 + len)
    } else {
        Some(at + 1)
    }
}

/// Where the comment opened at `at` (`//` or `/*`) ends: at the end of its line, or past the
/// `*/` that closes it, block comments nesting. `None` if a block comment does not end.
fn comment_end(bytes: &[u8], at: usize) -> Option<usize> {
    let mut i = at + 2;
    if bytes[at + 1] == b'/' {
        while i < bytes.len() && bytes[i] != b'\n' {
            i += 1;
        }
        return Some(i);
    }
    let mut depth = 1;
    while i + 1 < bytes.len() {
        if bytes[i] == b'*' && bytes[i + 1] == b'/' {
            depth -= 1;
            i += 2;
            if depth == 0 {
                return Some(i);
            }
        } else if bytes[i] == b'/' && bytes[i + 1] == b'*' {
            depth += 1;
            i += 2;
        } else {
            i += 1;
        }
    }
    None
}

/// What [`Needles::search`] finds in a text.
#[derive(Clone, Copy)]
pub(crate) struct Found {
    /// Whether a needle stands in it as a word (then the rest is not searched).
    pub(crate) needle: bool,
    /// How deep its groups nest (a comment counts as a group, as a doc comment's attribute is).
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
/// A byte that closes one: `)`, `]`, `}`.
const CLOSE: u8 = 3;
/// `$`.
const DOLLAR: u8 = 4;
/// `"`, which opens a string literal.
const QUOTE: u8 = 5;
/// `'`, which opens a character literal, a lifetime or a label.
const APOSTROPHE: u8 = 6;
/// `/`, which may open a comment.
const SLASH: u8 = 7;

/// Each byte's class: [`WORD`], [`OPEN`], [`CLOSE`], [`DOLLAR`], [`QUOTE`], [`APOSTROPHE`],
/// [`SLASH`], or 0.
static BYTE_CLASS: [u8; 256] = {
    let mut class = [0u8; 256];
    let mut byte = 0;
    while byte < 256 {
        let b = byte as u8;
        if b.is_ascii_alphanumeric() || b == b'_' {
            class[byte] = WORD;
        } else if b == b'(' || b == b'[' || b == b'{' {
            class[byte] = OPEN;
        } else if b == b')' || b == b']' || b == b'}' {
            class[byte] = CLOSE;
        } else if b == b'$' {
            class[byte] = DOLLAR;
        } else if b == b'"' {
            class[byte] = QUOTE;
        } else if b == b'\'' {
            class[byte] = APOSTROPHE;
        } else if b == b'/' {
            class[byte] = SLASH;
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
            "\"it is\"",
        ] {
            assert!(!is.text_may_hold(holds_none, 128), "{holds_none}");
        }
    }

    #[test]
    fn literals_and_comments_are_passed_over() {
        let is = Needles::default();
        for holds_none in [
            "{\n    /// It is.\n    fn f() {}\n}",
            "{\n// it is\n\t//! so it is\n}",
            "{ let s = \"\n// is\n\"; }",
            "{ f(); // is\n}",
            "{ /* is /* nested */ is */ x }",
            "{ \"a \\\" is \\\\\" }",
            "{ r\"is\\\" }",
            "{ r#\"is \" is\"# }",
            "{ br##\"is\"# is\"## }",
            "{ cr\"is\" }",
            "{ b\"is\" c\"is\" }",
            "{ '\"' \"is\" '\\'' '\\\\' '\\u{e9}' 'é' b'\"' }",
            "{ fn f<'a>(x: &'a str) -> &'a str { \"is\" } }",
            // Not raw, its escapes kept: `r` ends a word, or follows a character beyond ASCII.
            "{ for\"\\\" is \" }",
            "{ ér\"\\\" is \" }",
        ] {
            assert!(!is.text_may_hold(holds_none, 128), "{holds_none}");
        }
        for holds in [
            // A string that ends on the line, and code after it.
            "{ let s = \"\n// x\"; is!(x, A) }",
            // A block comment that ends on the line.
            "{ /*\n// x */ is!(x, A) }",
            "{ is // x\n}",
            "{ /* is */ is }",
            // Escapes end no string; a raw string ends at its first `\"` and its hashes.
            "{ \"\\\\\" is }",
            "{ r\"\\\" is \"\" }",
            "{ r#\"x\"# is }",
            // A lifetime or a label, not a character: the words after it are read.
            "{ 'a: loop { is } }",
            "{ &'a is }",
            "{ '\\'' is }",
            // What does not end may hide anything.
            "{ \"is",
            "{ /* is",
            "{ r#\"is\" }",
            "{ '\\u{e9} is",
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
        // Brackets in literals and comments open and close no group.
        assert!(is.text_may_hold("( \")))\" ( ( (", 4));
        assert!(!is.text_may_hold("((\"((((\" /* ((( */ ')' b'[')) ", 4));
        // The depth counts, not how many groups there are.
        assert!(!is.text_may_hold("(() () [] {} (()))", 4));
        // A doc comment is an attribute, a group one deeper.
        assert!(is.text_may_hold("((( /// x\n)))", 4));
    }
}
