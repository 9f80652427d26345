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

#[is_syntax]
type Small = is!(u32 is 0..10);

/// `expand`'s docs say the same of it: a call in a function nothing calls builds even where
/// the patterns do not nest (where one is built, it fails: `tests/ui_build/expand_refused.rs`).
#[allow(dead_code)]
fn never_called_expand(e: Errno) -> Small {
    e.expand()
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

/// The definitions of `macro_rules! is` in `src/lib.rs`, each from its `cfg` to its `}`.
fn is_macro_definitions() -> Vec<String> {
    let lib = source("src/lib.rs");
    let mut definitions = Vec::new();
    let mut rest = lib.as_str();
    while let Some(start) = rest.find("\nmacro_rules! is {") {
        let cfg = rest[..start]
            .rfind("#[cfg(")
            .expect("each `is!` has a `cfg`");
        let end = start + rest[start..].find("\n}\n").expect("`is!` ends");
        definitions.push(rest[cfg..end + 2].to_owned());
        rest = &rest[end..];
    }
    definitions
}

/// docs.rs lists every rule of a `macro_rules!`: the documented `is!` has one, the form users
/// write, and the one compiled adds only the rule for the marker `#[is_syntax]` leaves.
#[test]
fn is_macro_shows_one_rule() {
    let [documented, compiled] = &is_macro_definitions()[..] else {
        panic!("two definitions of `is!`: {:?}", is_macro_definitions());
    };
    assert!(
        documented.starts_with("#[cfg(any(doc, doctest))]"),
        "{documented}"
    );
    assert!(
        compiled.starts_with("#[cfg(not(any(doc, doctest)))]"),
        "{compiled}"
    );
    assert_eq!(documented.matches("=>").count(), 1, "{documented}");
    let marker = "    (@used) => {};\n";
    let body = |definition: &str| definition[definition.find("macro_rules!").unwrap()..].to_owned();
    assert_eq!(body(compiled).replacen(marker, "", 1), body(documented));
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

/// The declarations of `src/example_generated`, the module that shows generated types on
/// docs.rs: each type's name and its line, `pub type NAME = is!(…);`.
fn example_declarations() -> Vec<(String, String)> {
    let mut declarations = Vec::new();
    for path in rust_files("src/example_generated") {
        for line in source(&path).lines().map(str::trim) {
            if let Some(name) = declared_name(line) {
                declarations.push((name.to_owned(), line.to_owned()));
            }
        }
    }
    declarations
}

/// The name `line` declares a pattern type of, if it is `pub type NAME… = is!(…);`.
fn declared_name(line: &str) -> Option<&str> {
    let rest = line.strip_prefix("pub type ")?;
    line.contains("= is!(").then_some(())?;
    rest.split(['<', ' ', '=']).next()
}

/// The module exists for the docs alone, so its examples, which run against the crate as
/// built, declare its types again: as it declares them, line for line, and so does the
/// table of its docs.
#[test]
fn example_types_are_declared_as_the_module_declares_them() {
    let declarations = example_declarations();
    assert!(declarations.len() >= 5, "{declarations:?}");
    let module = source("src/example_generated/mod.rs");
    for path in rust_files("src/example_generated") {
        for line in doc_lines(&source(&path)) {
            let line = line.strip_prefix("# ").unwrap_or(line).trim();
            let Some(name) = declared_name(line) else {
                continue;
            };
            assert!(
                declarations.contains(&(name.to_owned(), line.to_owned())),
                "{path}: an example declares `{name}` otherwise than the module: {line}"
            );
        }
    }
    for (name, line) in &declarations {
        let written = line
            .split_once("is!(")
            .and_then(|(_, rest)| rest.strip_suffix(");"))
            .expect("`is!(BASE is PATTERN);`");
        let row = format!("//! | [`{name}`] | `{}` |", written.replace('|', "\\|"));
        assert!(
            module.contains(&row),
            "no row `{row}` in the module's table"
        );
    }
}

/// `example_generated` is for the docs: rust-analyzer, which sets `test` for a dependency by
/// path, must not see it, or it offers its types (`Letter`, …) to import
/// (`benches/ide_probes/docs_only.rs`).
#[test]
fn example_generated_is_hidden_from_rust_analyzer() {
    let lib = source("src/lib.rs");
    let declared = lib
        .split_once("pub mod example_generated;")
        .map(|(before, _)| before.lines().last().unwrap_or_default().trim())
        .expect("src/lib.rs declares example_generated");
    assert_eq!(
        declared,
        "#[cfg(all(any(doc, doctest, test), not(rust_analyzer)))]"
    );
}

/// The generated types' `PATTERN`, `new`, `get` and `contains` are listed once by
/// rust-analyzer, not again from `PatternType` with an import: it reads the attribute that
/// says so on the re-export (`benches/ide_probes/errno.rs`).
#[test]
fn pattern_type_methods_are_not_offered_twice() {
    let lib = source("src/lib.rs");
    let attributes: Vec<&str> = lib
        .split_once("pub use is_core::PatternType;")
        .map(|(before, _)| before.lines().rev().take(2).map(str::trim).collect())
        .expect("src/lib.rs re-exports PatternType");
    assert!(
        attributes.contains(&"#[rust_analyzer::completions(ignore_flyimport)]"),
        "{attributes:?}"
    );
}
