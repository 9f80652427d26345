//! The corpus: crates shaped as real ones are (editions 2018, 2021 and 2024; `matches!` in
//! many forms, `if let` ladders, guards, an attribute macro that works as `rstest` does, a
//! crate-local `assert!`, modules declared inside a macro call, turbofish values, a
//! `let … else`), each migrated to `is`, built and tested, migrated back, and compared with
//! what it was byte for byte. The 2021 and 2024 crates also hold a file written with `is` from
//! the start (`let_else.rs`: `#[is_syntax(let_else)]` and `is::syntax!` blocks), which
//! `--to-is` leaves alone and `--to-let-chains` writes as in `corpus_back/`; back, the crates
//! build and pass their tests again, clippy finds nothing in those files, and the 2021 crate
//! builds without `is`. The corpus crates share one target directory, kept between runs.

use std::path::{Path, PathBuf};
use std::process::Command;

const CRATES: &[&str] = &["ed2018", "ed2021", "ed2024"];

/// The files written with `is` from the start, which come back as in `corpus_back/`.
const WRITTEN_WITH_IS: &[&str] = &["ed2021/src/let_else.rs", "ed2024/src/let_else.rs"];

fn copy_dir(from: &Path, to: &Path) {
    std::fs::create_dir_all(to).unwrap();
    for entry in std::fs::read_dir(from).unwrap() {
        let entry = entry.unwrap();
        let target = to.join(entry.file_name());
        if entry.file_type().unwrap().is_dir() {
            copy_dir(&entry.path(), &target);
        } else {
            std::fs::copy(entry.path(), target).unwrap();
        }
    }
}

/// Every `.rs` file under `dir` and its text.
fn sources(dir: &Path) -> Vec<(PathBuf, String)> {
    let mut out = Vec::new();
    let mut pending = vec![dir.to_owned()];
    while let Some(dir) = pending.pop() {
        for entry in std::fs::read_dir(&dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                pending.push(path);
            } else if path.extension().is_some_and(|e| e == "rs") {
                let text = std::fs::read_to_string(&path).unwrap();
                out.push((path, text));
            }
        }
    }
    out.sort();
    out
}

/// Runs cargo with `args` in `dir` on the corpus's target directory; its output, which must
/// hold no warning.
fn cargo(dir: &Path, target: &Path, args: &[&str]) -> String {
    let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
    let output = Command::new(cargo)
        .args(args)
        .current_dir(dir)
        .env("CARGO_TARGET_DIR", target)
        .env_remove("RUSTFLAGS")
        .output()
        .unwrap();
    let text = format!(
        "{}{}",
        String::from_utf8_lossy(&output.stdout),
        String::from_utf8_lossy(&output.stderr)
    );
    assert!(output.status.success(), "cargo {args:?}:\n{text}");
    assert!(!text.contains("warning"), "cargo {args:?}:\n{text}");
    text
}

/// `text` as rustfmt formats it.
fn rustfmt(text: &str, edition: &str) -> String {
    use std::io::Write as _;
    let mut child = Command::new("rustfmt")
        .args(["--edition", edition, "--emit", "stdout", "--quiet"])
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(text.as_bytes())
        .unwrap();
    let output = child.wait_with_output().unwrap();
    assert!(output.status.success());
    String::from_utf8(output.stdout).unwrap()
}

/// The `use` items and attributes of `text`, in order.
fn uses_and_attributes(text: &str) -> Vec<&str> {
    text.lines()
        .map(str::trim)
        .filter(|line| line.starts_with("use ") || line.starts_with("#["))
        .collect()
}

/// Runs `cargo is migrate ARGS` in `dir`; what it printed.
fn migrate(dir: &Path, args: &[&str]) -> String {
    let output = Command::new(env!("CARGO_BIN_EXE_cargo-is"))
        .args(["is", "migrate"])
        .args(args)
        .current_dir(dir)
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&output.stdout).into_owned();
    assert_eq!(
        output.status.code(),
        Some(0),
        "{text}{}",
        String::from_utf8_lossy(&output.stderr)
    );
    text
}

#[test]
fn the_corpus_migrates_builds_passes_its_tests_and_comes_back() {
    let repository = Path::new(env!("CARGO_MANIFEST_DIR")).parent().unwrap();
    let scratch = Path::new(env!("CARGO_TARGET_TMPDIR"));
    let work = scratch.join("corpus");
    let target = scratch.join("corpus-target");
    let _ = std::fs::remove_dir_all(&work);
    copy_dir(
        &Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/corpus"),
        &work,
    );
    std::fs::write(
        work.join("Cargo.toml"),
        format!(
            "[workspace]\nmembers = [\"ed2018\", \"ed2021\", \"ed2024\", \"rstest_mimic\"]\nresolver = \"2\"\n\n[workspace.dependencies]\nis-operator = {{ path = {:?} }}\n",
            repository.display().to_string()
        ),
    )
    .unwrap();
    // The versions the repository builds with, so that nothing new is fetched.
    std::fs::copy(repository.join("Cargo.lock"), work.join("Cargo.lock")).unwrap();
    let before = sources(&work);

    cargo(&work, &target, &["test", "--workspace", "--quiet"]);

    let mut summaries = Vec::new();
    for name in CRATES {
        let out = migrate(&work.join(name), &["--to-is"]);
        summaries.push(out);
    }
    let migrated = sources(&work);
    let text_of = |suffix: &str| {
        migrated
            .iter()
            .find(|(path, _)| path.ends_with(suffix))
            .map(|(_, text)| text.clone())
            .unwrap()
    };
    // What each crate needed: rewrites in every file, modules inside `modules!` included.
    for (before, after) in before.iter().zip(&migrated) {
        let file = before.0.strip_prefix(&work).unwrap();
        if file.starts_with("rstest_mimic") || WRITTEN_WITH_IS.iter().any(|w| file.ends_with(w)) {
            assert_eq!(before.1, after.1, "{}", file.display());
            continue;
        }
        assert_ne!(before.1, after.1, "{} was not migrated", file.display());
        assert!(after.1.contains("is!("), "{}", file.display());
    }
    assert!(
        summaries[1].contains("(2 of them declared inside macro calls)"),
        "{}",
        summaries[1]
    );
    // `#[is_syntax]` before `#[rstest]`, which would move the body into a function without it.
    assert!(
        text_of("ed2021/src/lib.rs").contains("#[is_syntax]\n    #[rstest]\n"),
        "{}",
        text_of("ed2021/src/lib.rs")
    );
    // A `let … else` is the idiom already: `--to-is` leaves it.
    assert!(
        text_of("ed2024/src/lib.rs")
            .contains("    let Some(value) = config.get(key) else {\n        // Not even there.\n"),
        "{}",
        text_of("ed2024/src/lib.rs")
    );
    // The crate's own `assert!` keeps its `matches!`.
    assert!(text_of("ed2018/src/lib.rs").contains("assert!(matches!(\n"));
    assert!(
        summaries[0].contains("this crate's own `assert!`"),
        "{}",
        summaries[0]
    );

    // rustfmt keeps the inserted `use`s and attributes where they are.
    for (path, text) in &migrated {
        let edition = ["2018", "2021", "2024"]
            .into_iter()
            .find(|e| path.to_string_lossy().contains(&format!("ed{e}")))
            .unwrap_or("2021");
        let formatted = rustfmt(text, edition);
        assert_eq!(
            uses_and_attributes(text),
            uses_and_attributes(&formatted),
            "{}",
            path.display()
        );
    }
    cargo(&work, &target, &["test", "--workspace", "--quiet"]);

    for name in CRATES {
        migrate(&work.join(name), &["--to-let-chains"]);
    }
    let after = sources(&work);
    let expected = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/corpus_back");
    for ((path, was), (_, is)) in before.iter().zip(&after) {
        let file = path.strip_prefix(&work).unwrap();
        if WRITTEN_WITH_IS.iter().any(|w| file.ends_with(w)) {
            let edition = file.iter().next().unwrap();
            let back = std::fs::read_to_string(expected.join(edition).join("let_else.rs")).unwrap();
            assert_eq!(
                *is,
                back,
                "{} did not come back as let-else",
                path.display()
            );
            continue;
        }
        assert_eq!(was, is, "{} did not come back as it was", path.display());
    }

    // What came back builds, passes its tests and is clean under clippy; the 2021 crate, whose
    // `is::syntax!` block held functions alone, needs `is` no more.
    let manifest = work.join("ed2021/Cargo.toml");
    let without_is = std::fs::read_to_string(&manifest)
        .unwrap()
        .replace("is-operator.workspace = true\n", "");
    std::fs::write(&manifest, without_is).unwrap();
    cargo(&work, &target, &["test", "--workspace", "--quiet"]);
    let clippy = clippy(&work, &target);
    let flagged: Vec<&str> = clippy
        .lines()
        .filter(|line| line.contains("let_else.rs"))
        .collect();
    assert!(flagged.is_empty(), "{clippy}");
}

/// Runs clippy on the corpus; what it printed, in short messages. (The corpus's own files are
/// shaped as crates are, and some of them warn.)
fn clippy(dir: &Path, target: &Path) -> String {
    let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
    let output = Command::new(cargo)
        .args([
            "clippy",
            "--workspace",
            "--all-targets",
            "--message-format=short",
        ])
        .current_dir(dir)
        .env("CARGO_TARGET_DIR", target)
        .env_remove("RUSTFLAGS")
        .output()
        .unwrap();
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    String::from_utf8_lossy(&output.stderr).into_owned()
}
