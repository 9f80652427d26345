//! Comments, which the token streams leave out: found by a small scanner that knows strings,
//! raw strings, characters and lifetimes, so that `"//"` is no comment. The formatter also
//! splits a file into its top-level items with it, without lexing the file.

use std::ops::Range;

/// The byte ranges of the comments in `text`, in order (doc comments included).
pub(crate) fn comments(text: &str) -> Vec<Range<usize>> {
    pieces(text)
        .filter(|(piece, _)| *piece == Piece::Comment)
        .map(|(_, range)| range)
        .collect()
}

/// The byte ranges of the string literals in `text` (raw, byte and C strings too), in order.
pub(crate) fn strings(text: &str) -> Vec<Range<usize>> {
    pieces(text)
        .filter(|(piece, _)| *piece == Piece::String)
        .map(|(_, range)| range)
        .collect()
}

/// A piece of source text, as the scanner splits it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Piece {
    /// `// …` or `/* … */`, doc comments too.
    Comment,
    /// A string literal of any kind.
    String,
    /// A character or byte literal.
    Char,
    /// An identifier, keyword or number; a lifetime's name, after its quote.
    Word,
    /// One byte of anything else: punctuation, white space, a lifetime's quote, a byte of a
    /// multi-byte character.
    Byte,
}

/// The pieces of `text`, in order, with their byte ranges; together they cover it.
pub(crate) fn pieces(text: &str) -> impl Iterator<Item = (Piece, Range<usize>)> + '_ {
    let bytes = text.as_bytes();
    let mut i = 0;
    std::iter::from_fn(move || {
        let start = i;
        let piece = match *bytes.get(i)? {
            b'/' if bytes.get(i + 1) == Some(&b'/') => {
                i = text[i..].find('\n').map_or(text.len(), |n| i + n);
                Piece::Comment
            }
            b'/' if bytes.get(i + 1) == Some(&b'*') => {
                i = block_comment_end(bytes, i);
                Piece::Comment
            }
            b'"' => {
                i = string_end(bytes, i + 1);
                Piece::String
            }
            b'r' | b'b' | b'c' if starts_word(bytes, i) => {
                i = prefixed_literal_end(bytes, i);
                match bytes[start..i].iter().find(|b| !b.is_ascii_alphabetic()) {
                    Some(b'"' | b'#') => Piece::String,
                    Some(b'\'') => Piece::Char,
                    _ => Piece::Word,
                }
            }
            b if b.is_ascii_alphanumeric() || b == b'_' => {
                i = word_end(bytes, i);
                Piece::Word
            }
            b'\'' => {
                i = quote_end(bytes, i);
                if i == start + 1 {
                    Piece::Byte
                } else {
                    Piece::Char
                }
            }
            _ => {
                i += 1;
                Piece::Byte
            }
        };
        Some((piece, start..i))
    })
}

/// Whether the comments of `a` and `b` say the same, whatever their layout.
pub(crate) fn same_comments(a: &str, b: &str) -> bool {
    let words = |text: &str| -> Vec<String> {
        comments(text)
            .into_iter()
            .map(|range| text[range].split_whitespace().collect())
            .collect()
    };
    words(a) == words(b)
}

/// Whether the comments of `a` and `b` say the same, whatever their layout and order: where
/// rustfmt may move items with their comments (sorting `use`s).
pub(crate) fn same_comments_in_any_order(a: &str, b: &str) -> bool {
    let words = |text: &str| -> Vec<String> {
        let mut words: Vec<String> = comments(text)
            .into_iter()
            .map(|range| text[range].split_whitespace().collect())
            .collect();
        words.sort();
        words
    };
    words(a) == words(b)
}

fn starts_word(bytes: &[u8], i: usize) -> bool {
    i == 0 || !(bytes[i - 1].is_ascii_alphanumeric() || bytes[i - 1] == b'_')
}

fn block_comment_end(bytes: &[u8], start: usize) -> usize {
    let mut depth = 0;
    let mut i = start;
    while i + 1 < bytes.len() {
        if bytes[i] == b'/' && bytes[i + 1] == b'*' {
            depth += 1;
            i += 2;
        } else if bytes[i] == b'*' && bytes[i + 1] == b'/' {
            depth -= 1;
            i += 2;
            if depth == 0 {
                return i;
            }
        } else {
            i += 1;
        }
    }
    bytes.len()
}

/// The end of a string whose opening quote is before `i`.
fn string_end(bytes: &[u8], mut i: usize) -> usize {
    while i < bytes.len() {
        match bytes[i] {
            b'\\' => i += 2,
            b'"' => return i + 1,
            _ => i += 1,
        }
    }
    bytes.len()
}

/// The end of `r"…"`, `r#"…"#`, `b"…"`, `br"…"`, `c"…"`, `cr#"…"#`, `b'…'`, or of the word
/// that only starts like one.
fn prefixed_literal_end(bytes: &[u8], start: usize) -> usize {
    let mut i = start + 1;
    if bytes[start] != b'r' && bytes.get(i) == Some(&b'r') {
        i += 1;
    }
    let raw = bytes[start] == b'r' || bytes[start + 1..i].contains(&b'r');
    if bytes[start] == b'b' && i == start + 1 && bytes.get(i) == Some(&b'\'') {
        return quote_end(bytes, i);
    }
    if raw {
        let hashes = bytes[i..].iter().take_while(|&&b| b == b'#').count();
        if bytes.get(i + hashes) == Some(&b'"') {
            let mut j = i + hashes + 1;
            while j < bytes.len() {
                let closing = bytes[j + 1..].iter().take(hashes).filter(|&&b| b == b'#');
                if bytes[j] == b'"' && closing.count() == hashes {
                    return j + 1 + hashes;
                }
                j += 1;
            }
            return bytes.len();
        }
    } else if bytes.get(i) == Some(&b'"') {
        return string_end(bytes, i + 1);
    }
    word_end(bytes, start)
}

/// The end of the identifier or number at `start`, so that `br` in `abr"` is no prefix.
fn word_end(bytes: &[u8], start: usize) -> usize {
    start
        + bytes[start..]
            .iter()
            .take_while(|b| b.is_ascii_alphanumeric() || **b == b'_')
            .count()
}

/// The end of a character literal at `start`, or of the quote of a lifetime or label.
fn quote_end(bytes: &[u8], start: usize) -> usize {
    if bytes.get(start + 1) == Some(&b'\\') {
        // An escape: past the escaped character (`'\''`, `'\\'`), then to the quote.
        let mut i = start + 3;
        while i < bytes.len() && bytes[i] != b'\'' {
            i += 1;
        }
        return i + 1;
    }
    // One character (of any UTF-8 length) then a quote: a character literal.
    let len = match bytes.get(start + 1) {
        Some(&first) if first >= 0xF0 => 4,
        Some(&first) if first >= 0xE0 => 3,
        Some(&first) if first >= 0xC0 => 2,
        Some(_) => 1,
        None => return start + 1,
    };
    if bytes.get(start + 1 + len) == Some(&b'\'') {
        start + 2 + len
    } else {
        start + 1
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn texts(text: &str) -> Vec<&str> {
        comments(text)
            .into_iter()
            .map(|range| &text[range])
            .collect()
    }

    #[test]
    fn finds_line_block_and_nested_comments() {
        let text = "a // one\n/* two /* nested */ still */ b /// three\n";
        assert_eq!(
            texts(text),
            ["// one", "/* two /* nested */ still */", "/// three"]
        );
    }

    #[test]
    fn strings_chars_and_lifetimes_hold_no_comment() {
        let text = r####"let s = "// no"; let r = r#"/* no " "#; let c = '/'; fn f<'a>(x: &'a u8) {} let b = b"//"; let q = '"'; let e = ['\'', '\\', b'\'']; // yes"####;
        assert_eq!(texts(text), ["// yes"]);
    }

    #[test]
    fn strings_are_found_whatever_their_prefix() {
        let text = r####"a("x // y", r#"z"#, b"w", 'q', b'"', br"v") // "no""####;
        let found: Vec<&str> = strings(text).into_iter().map(|r| &text[r]).collect();
        assert_eq!(found, ["\"x // y\"", "r#\"z\"#", "b\"w\"", "br\"v\""]);
    }

    #[test]
    fn same_comments_ignores_layout() {
        assert!(same_comments("a /* x  y */ b", "a\n    /* x\n y */ b"));
        assert!(!same_comments("a // x", "a // y"));
    }
}
