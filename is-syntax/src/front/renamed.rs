//! The file a macro is called in, read for what its own input cannot tell: the names its
//! `use` items give `is!` (see `tokens::is_names`), and the macros it defines outside the
//! items the macros read whose tests would need reading (see `tokens::is_names`).
//! Read once for each file, however many items in it the macros expand.

use std::cell::RefCell;
use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::rc::Rc;
use std::time::SystemTime;

use proc_macro2::{Delimiter, TokenStream, TokenTree};

use crate::syntax::{Front, Reader};
use crate::tokens::name::{STD_OTHER_MACROS, STD_VALUE_MACROS};
use crate::tokens::{Errors, Level, is_names};

/// What a file tells.
#[derive(Default)]
struct FileFacts {
    renamed: Vec<String>,
    outside: Vec<String>,
}

/// A file as last read: its length and time of change, which say whether it changed since (a
/// long-lived macro server, an editor's, expands many versions of one file).
type Version = (u64, Option<SystemTime>);

thread_local! {
    static FILES: RefCell<HashMap<PathBuf, (Version, Rc<FileFacts>)>> =
        RefCell::new(HashMap::new());
}

fn facts(file: Option<&Path>) -> Rc<FileFacts> {
    let Some(file) = file else {
        return Rc::default();
    };
    // Most items follow one of the same file: no map, no system call for them.
    if let Some(facts) = LAST.with(|last| {
        let last = last.borrow();
        (last.0 == file && last.1.elapsed().is_ok_and(|age| age < RECHECK))
            .then(|| Rc::clone(&last.2))
    }) {
        return facts;
    }
    let facts = facts_read(file);
    LAST.with(|last| *last.borrow_mut() = (file.to_owned(), SystemTime::now(), Rc::clone(&facts)));
    facts
}

/// How long the file last read is taken as unchanged without asking the file system: a
/// compiler expands a file's items within it; an editor's server is asked again after it.
const RECHECK: std::time::Duration = std::time::Duration::from_secs(2);

thread_local! {
    /// The file last read, when, and what it told.
    static LAST: RefCell<(PathBuf, SystemTime, Rc<FileFacts>)> =
        RefCell::new((PathBuf::new(), SystemTime::UNIX_EPOCH, Rc::default()));
}

fn facts_read(file: &Path) -> Rc<FileFacts> {
    let Ok(metadata) = std::fs::metadata(file) else {
        return Rc::default();
    };
    let version = (metadata.len(), metadata.modified().ok());
    FILES.with(|files| {
        if let Some((read_version, facts)) = files.borrow().get(file)
            && *read_version == version
        {
            return Rc::clone(facts);
        }
        let facts = Rc::new(
            std::fs::read_to_string(file)
                .map(|source| read(&source))
                .unwrap_or_default(),
        );
        files
            .borrow_mut()
            .insert(file.to_owned(), (version, Rc::clone(&facts)));
        facts
    })
}

fn read(source: &str) -> FileFacts {
    let renamed = is_names::renamed_in(source);
    let mut outside = Vec::new();
    // Only a file that defines a macro and calls `is!` (by a name) can define one that loses it.
    let calls_is =
        source.contains("is!") || renamed.iter().any(|name| source.contains(name.as_str()));
    if source.contains("macro_rules")
        && calls_is
        && let Ok(stream) = source.parse::<TokenStream>()
    {
        is_names::with_renamed(renamed.clone(), || {
            let level = Level::read(stream, 0);
            macros_outside(&level, &mut outside);
        });
    }
    FileFacts { renamed, outside }
}

/// The macros `level` defines (at any depth, but inside no `#[is_syntax]` item or
/// `is::syntax!` block, which read their own) whose rules hold an `is!` that the attribute
/// would refuse unread: one whose chain or body means its bindings.
fn macros_outside(level: &Level, out: &mut Vec<String>) {
    let mut i = 0;
    while i < level.len() {
        if level.punct(i, '#') && level.child(i + 1).is_some_and(names_is_syntax) {
            // The attributed item: skipped to its body, a brace group, or its `;`.
            i += 2;
            while i < level.len() && !level.is_group(i, Delimiter::Brace) && !level.punct(i, ';') {
                i += 1;
            }
            i += 1;
            continue;
        }
        let is_block = matches!(&level.tokens[i], TokenTree::Ident(name) if name == "syntax")
            && level.punct(i + 1, '!');
        if is_block {
            i += 3;
            continue;
        }
        if matches!(&level.tokens[i], TokenTree::Ident(name) if name == "macro_rules")
            && level.punct(i + 1, '!')
            && let (Some(TokenTree::Ident(name)), Some(rules)) =
                (level.tokens.get(i + 2), level.child(i + 3))
        {
            let mut errors = Errors::default();
            Reader::new(Front::Attribute, &mut errors).refuse_rules(rules);
            if errors.len() > 0 {
                out.push(name.to_string());
            }
            i += 4;
            continue;
        }
        if let Some(inner) = level.child(i) {
            macros_outside(inner, out);
        }
        i += 1;
    }
}

/// Whether an attribute's tokens `[…]` name `is_syntax`.
fn names_is_syntax(attr: &Level) -> bool {
    (0..attr.len())
        .any(|i| matches!(&attr.tokens[i], TokenTree::Ident(name) if name == "is_syntax"))
}

/// Runs `expand` on `input`, an input's tokens, with what `file` (asked only then) tells
/// known, where `input` calls a macro that may be one the file tells of. The tokens go on to
/// `expand`: taking them out of their stream again would be another call into the compiler.
pub(crate) fn in_file<T>(
    input: Vec<TokenTree>,
    file: impl FnOnce() -> Option<PathBuf>,
    expand: impl FnOnce(Vec<TokenTree>) -> T,
) -> T {
    if !calls_other_macros(&input) {
        return expand(input);
    }
    let facts = facts(file().as_deref());
    is_names::with_renamed(facts.renamed.clone(), || {
        is_names::with_outside_macros(facts.outside.clone(), || expand(input))
    })
}

/// Whether `input` may call a macro other than `is!` and the standard library's: one a `use`
/// in the file may have renamed from `is`, or one the file defines. Asking the compiler for the
/// file costs more than reading most items, so its groups' source text is looked at first;
/// where there is none (tokens a macro made), it may.
fn calls_other_macros(input: &[TokenTree]) -> bool {
    input.iter().enumerate().any(|(i, token)| match token {
        TokenTree::Group(group) => group
            .span()
            .source_text()
            .is_none_or(|text| names_other_macro(&text)),
        // A call at the item's own level: a pattern type's `type T = test!(…);`.
        TokenTree::Punct(bang) if bang.as_char() == '!' => {
            match (input.get(i + 1), i.checked_sub(1)) {
                (Some(TokenTree::Group(_)), Some(before)) => {
                    matches!(&input[before], TokenTree::Ident(name) if !is_known(&name.to_string()))
                }
                _ => false,
            }
        }
        _ => false,
    })
}

/// Whether `text` holds `NAME!` followed by a group, for a `NAME` that is not `is` nor one of
/// the standard library's macros. It runs on the source text of every item, unoptimised in a
/// user's build: each `!` is judged on bytes, with no slice or pattern searcher made for it.
fn names_other_macro(text: &str) -> bool {
    let bytes = text.as_bytes();
    let word = |b: u8| b.is_ascii_alphanumeric() || b == b'_';
    text.match_indices('!').any(|(at, _)| {
        let mut start = at;
        while start > 0 && word(bytes[start - 1]) {
            start -= 1;
        }
        start < at && group_follows(text, at + 1) && !is_known(&text[start..at])
    })
}

/// Whether `text[from..]`, past whitespace, starts with a group's `(`, `[` or `{`.
fn group_follows(text: &str, from: usize) -> bool {
    let bytes = text.as_bytes();
    let mut i = from;
    while i < bytes.len() {
        match bytes[i] {
            b' ' | b'\t' | b'\n' | b'\r' | 0x0b | 0x0c => i += 1,
            b'(' | b'[' | b'{' => return true,
            // Whitespace beyond ASCII is the standard library's to tell.
            0x80.. => return text[i..].trim_start().starts_with(['(', '[', '{']),
            _ => return false,
        }
    }
    false
}

/// Whether `name` is `is` or a macro of the standard library's.
fn is_known(name: &str) -> bool {
    name == "is" || STD_VALUE_MACROS.contains(&name) || STD_OTHER_MACROS.contains(&name)
}

#[cfg(test)]
mod tests {
    /// The plain reading of `names_other_macro`, as an oracle: each `!`'s text sliced and
    /// trimmed.
    fn names_other_macro_plainly(text: &str) -> bool {
        let bytes = text.as_bytes();
        let word = |b: u8| b.is_ascii_alphanumeric() || b == b'_';
        text.match_indices('!').any(|(at, _)| {
            let mut start = at;
            while start > 0 && word(bytes[start - 1]) {
                start -= 1;
            }
            let after = text[at + 1..].trim_start();
            start < at && after.starts_with(['(', '[', '{']) && !super::is_known(&text[start..at])
        })
    }

    #[test]
    fn names_other_macro_agrees_with_its_plain_reading() {
        let texts = [
            "",
            "!",
            "m!",
            "m!(",
            "m! (",
            "m!\n\t[",
            "m!\u{a0}{",
            "m!\u{2028}(",
            "m!\u{a0}x",
            "m!\u{b}(",
            "m!\u{c}(",
            "m!x",
            "!(",
            " !(",
            "is!(x)",
            "is !(x)",
            "println!(\"\")",
            "std::vec![1]",
            "a != b",
            "!done",
            "r#m!(",
            "é!(",
            "mé!(",
            "x!y!z!(",
            "vec!{",
            "{ if is!(x is Some(a)) && other!(a) {} }",
            "m!\r\n  (",
            "m!\u{85}(",
            "_!(",
        ];
        for text in texts {
            assert_eq!(
                super::names_other_macro(text),
                names_other_macro_plainly(text),
                "{text:?}"
            );
        }
        assert!(super::names_other_macro("m! ("));
        assert!(!super::names_other_macro("is!(x) && println!(\"\")"));
    }
}
