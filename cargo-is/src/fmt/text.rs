//! The file as text: its byte-order mark and line endings, kept as they came, and where on
//! its line a region stands.

use std::ops::Range;

use crate::rustfmt::Layout;

/// A file as the formatter works on it (no byte-order mark, every line ending `\n`), and
/// what it had, to give it back as written.
pub(super) struct Input {
    pub(super) text: String,
    bom: bool,
    crlf: bool,
}

impl Input {
    pub(super) fn of(source: &str) -> Input {
        let (bom, text) = match source.strip_prefix('\u{feff}') {
            Some(rest) => (true, rest),
            None => (false, source),
        };
        // rustfmt's `Auto`: the line ending the file starts with.
        let crlf = text.find('\n').is_some_and(|at| text[..at].ends_with('\r'));
        let text = if text.contains("\r\n") {
            text.replace("\r\n", "\n")
        } else {
            text.to_owned()
        };
        Input { text, bom, crlf }
    }

    /// `text` with the byte-order mark the file had, and the line endings rustfmt's
    /// `newline_style` asks for (the file's own, by default), as `cargo fmt` keeps them.
    pub(super) fn restore(&self, text: String, layout: &Layout) -> String {
        let crlf = match layout.newline_style.as_str() {
            "Windows" => true,
            "Unix" => false,
            "Native" => cfg!(windows),
            _ => self.crlf,
        };
        let text = if crlf {
            text.replace('\n', "\r\n")
        } else {
            text
        };
        if self.bom {
            format!("\u{feff}{text}")
        } else {
            text
        }
    }
}

/// Where a region stands on its line, in columns: what rustfmt lays it out for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(super) struct Place {
    /// The indentation of the line it starts on.
    pub(super) indent: usize,
    /// The column it starts at.
    pub(super) column: usize,
}

/// Finds the line of each offset in one text, asked in increasing order.
pub(super) struct Lines<'t> {
    text: &'t str,
    /// The last offset asked, and the start of its line and its line number.
    at: usize,
    line_start: usize,
    line: usize,
}

impl<'t> Lines<'t> {
    pub(super) fn new(text: &'t str) -> Self {
        Lines {
            text,
            at: 0,
            line_start: 0,
            line: 1,
        }
    }

    /// The 1-based line of `offset`; offsets asked out of order are counted from the start.
    pub(super) fn line(&mut self, offset: usize) -> usize {
        self.advance(offset);
        self.line
    }

    /// Where `offset` stands on its line, tabs counted as `tab_spaces` columns.
    pub(super) fn place(&mut self, offset: usize, tab_spaces: usize) -> Place {
        self.advance(offset);
        let before = &self.text[self.line_start..offset];
        let width = |text: &str| {
            text.chars()
                .map(|c| if c == '\t' { tab_spaces } else { 1 })
                .sum::<usize>()
        };
        let indent = before.len() - before.trim_start_matches([' ', '\t']).len();
        Place {
            indent: width(&before[..indent]),
            column: width(before),
        }
    }

    fn advance(&mut self, offset: usize) {
        let offset = offset.min(self.text.len());
        if offset < self.at {
            *self = Lines::new(self.text);
        }
        let skipped = &self.text[self.at..offset];
        if let Some(last) = skipped.rfind('\n') {
            self.line += skipped.matches('\n').count();
            self.line_start = self.at + last + 1;
        }
        self.at = offset;
    }
}

/// `text` without the spaces and tabs that end its lines, but where a line ends inside one of
/// the `literals` (byte ranges in `text`), whose contents are the program's.
pub(super) fn without_trailing_whitespace(text: &str, literals: &[Range<usize>]) -> String {
    let mut out = String::with_capacity(text.len());
    let mut start = 0;
    // The literals in order: the first that does not end before the line's end.
    let mut literal = 0;
    for (at, _) in text.match_indices('\n') {
        let line = &text[start..at];
        while literal < literals.len() && literals[literal].end <= at {
            literal += 1;
        }
        let inside_literal = literals
            .get(literal)
            .is_some_and(|literal| literal.start < at);
        out.push_str(if inside_literal {
            line
        } else {
            line.trim_end_matches([' ', '\t'])
        });
        out.push('\n');
        start = at + 1;
    }
    out.push_str(&text[start..]);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_bom_and_crlf_come_back() {
        let layout = Layout {
            max_width: 100,
            tab_spaces: 4,
            newline_style: "Auto".into(),
        };
        let input = Input::of("\u{feff}fn f() {}\r\n// x\r\n");
        assert_eq!(input.text, "fn f() {}\n// x\n");
        assert_eq!(
            input.restore(input.text.clone(), &layout),
            "\u{feff}fn f() {}\r\n// x\r\n"
        );
        let unix = Layout {
            newline_style: "Unix".into(),
            ..layout
        };
        assert_eq!(input.restore("a\n".into(), &unix), "\u{feff}a\n");
    }

    #[test]
    fn places_and_lines() {
        let text = "fn f() {\n    let x = is!(a is b);\n\tg(is!(c is d));\n}\n";
        let mut lines = Lines::new(text);
        let first = text.find("is!").unwrap();
        assert_eq!(lines.line(first), 2);
        assert_eq!(
            lines.place(first, 4),
            Place {
                indent: 4,
                column: 12
            }
        );
        let second = text.rfind("is!").unwrap();
        assert_eq!(
            lines.place(second, 4),
            Place {
                indent: 4,
                column: 6
            }
        );
        assert_eq!(lines.line(0), 1);
    }

    #[test]
    fn trailing_whitespace_goes_but_inside_strings() {
        let text = "a  \n  \nb = \"x  \ny\";  \n";
        let literal = text.find('"').unwrap()..text.rfind('"').unwrap() + 1;
        assert_eq!(
            without_trailing_whitespace(text, &[literal]),
            "a\n\nb = \"x  \ny\";\n"
        );
    }
}
