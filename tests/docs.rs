//! What the documentation claims, checked: the claims about the compiler's behaviour by
//! compiling them, and the rules the docs themselves follow by reading their source.

use is::{is, is_syntax};

#[is_syntax]
type Errno = is!(u32 is 0..4096);

/// `new_const`'s docs say it is checked only where the compiler evaluates it: this function,
/// which nothing calls, builds with a value outside the pattern (`is::value!` here fails to
/// compile: `tests/ui/pattern_type_value_checked.rs`). If this stops compiling, rustc checks
/// more than the docs say, and they should say so.
#[allow(dead_code)]
fn never_called() -> Errno {
    Errno::new_const::<5000>()
}

#[test]
fn new_const_is_checked_where_evaluated() {
    const EINVAL: Errno = Errno::new_const::<22>();
    assert_eq!(EINVAL.get(), 22);
}

/// A file of the repository, as text.
fn source(path: &str) -> String {
    let path = format!("{}/{path}", env!("CARGO_MANIFEST_DIR"));
    std::fs::read_to_string(&path).unwrap_or_else(|error| panic!("{path}: {error}"))
}

/// The `.rs` files under the repository's directory `dir`, as paths from the repository.
fn rust_files(dir: &str) -> Vec<String> {
    let mut files = Vec::new();
    let root = format!("{}/{dir}", env!("CARGO_MANIFEST_DIR"));
    for entry in std::fs::read_dir(&root).unwrap_or_else(|error| panic!("{root}: {error}")) {
        let name = entry.expect("a directory entry").file_name();
        let path = format!("{dir}/{}", name.to_string_lossy());
        if path.ends_with(".rs") {
            files.push(path);
        } else if std::fs::metadata(format!("{}/{path}", env!("CARGO_MANIFEST_DIR")))
            .is_ok_and(|meta| meta.is_dir())
        {
            files.extend(rust_files(&path));
        }
    }
    files.sort();
    files
}

/// The doc-comment lines of `text` (`///` and `//!`), without their markers.
fn doc_lines(text: &str) -> impl Iterator<Item = &str> {
    text.lines().filter_map(|line| {
        let line = line.trim_start();
        line.strip_prefix("///")
            .or_else(|| line.strip_prefix("//!"))
            .map(|doc| doc.strip_prefix(' ').unwrap_or(doc))
    })
}

/// docs.rs lists every rule of a `macro_rules!`: `is!` has one, the form users write, and the
/// marker `#[is_syntax]` leaves is matched by a hidden macro.
#[test]
fn is_macro_shows_one_rule() {
    let lib = source("src/lib.rs");
    let start = lib.find("macro_rules! is {").expect("`is!` is defined");
    let body = &lib[start..];
    let end = body.find("\n}\n").expect("`is!` ends");
    let rules = body[..end].matches("=>").count();
    assert_eq!(rules, 1, "`is!` has {rules} rules:\n{}", &body[..end]);
}

/// The docs of `is-core` and `is-macros` render on the pages of `is`, which re-exports their
/// items: their examples say `is::PatternError`, as a user writes it. An example in `is-core`
/// runs there, where `is` is not a dependency, through a hidden `extern crate … as is;`.
#[test]
fn re_exported_docs_use_the_facade_s_paths() {
    let alias = "# extern crate is_operator_core as is;";
    let mut paths = rust_files("is-core/src");
    paths.push("is-macros/src/lib.rs".to_owned());
    for path in paths {
        for line in doc_lines(&source(&path)) {
            if line.trim() != alias {
                assert!(
                    !line.contains("is_operator_core") && !line.contains("is_operator_macros"),
                    "{path}: a doc line names the crate, not `is`: {line}"
                );
            }
        }
    }
}
