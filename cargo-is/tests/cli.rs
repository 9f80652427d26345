//! The binary: what it prints, what it writes, and its exit codes (0 done, 1 `--check` found
//! changes, 2 error).

use std::io::Write as _;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

const UNFORMATTED: &str = "fn f(x: Option<u8>) -> bool {\n    is!(x   is   Some(_))\n}\n";
const FORMATTED: &str = "fn f(x: Option<u8>) -> bool {\n    is!(x is Some(_))\n}\n";
const MATCHES: &str = "fn f(x: Option<u8>) -> bool {\n    matches!(x, Some(_))\n}\n";

/// A fresh directory for one test.
fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("cargo-is-cli-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// Runs `cargo-is is ARGS` in `dir`, as `cargo is ARGS` does.
fn run(dir: &Path, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_cargo-is"))
        .arg("is")
        .args(args)
        .current_dir(dir)
        .output()
        .unwrap()
}

fn stdout(output: &Output) -> String {
    String::from_utf8_lossy(&output.stdout).into_owned()
}

#[test]
fn fmt_check_prints_a_diff_and_exits_1_then_fmt_writes() {
    let dir = scratch("fmt");
    let file = dir.join("a.rs");
    std::fs::write(&file, UNFORMATTED).unwrap();
    let check = run(&dir, &["fmt", "--check", "a.rs"]);
    assert_eq!(check.status.code(), Some(1));
    assert!(
        stdout(&check).contains("-    is!(x   is   Some(_))\n+    is!(x is Some(_))\n"),
        "{}",
        stdout(&check)
    );
    assert_eq!(
        std::fs::read_to_string(&file).unwrap(),
        UNFORMATTED,
        "--check writes nothing"
    );
    assert_eq!(run(&dir, &["fmt", "a.rs"]).status.code(), Some(0));
    assert_eq!(std::fs::read_to_string(&file).unwrap(), FORMATTED);
    let again = run(&dir, &["fmt", "--check", "a.rs"]);
    assert_eq!(again.status.code(), Some(0));
    assert_eq!(stdout(&again), "");
}

#[test]
fn fmt_stdin_writes_the_formatted_file_to_stdout() {
    let mut child = Command::new(env!("CARGO_BIN_EXE_cargo-is"))
        .args(["is", "fmt", "--stdin", "--edition", "2024"])
        .current_dir(scratch("stdin"))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(UNFORMATTED.as_bytes())
        .unwrap();
    let output = child.wait_with_output().unwrap();
    assert_eq!(output.status.code(), Some(0));
    assert_eq!(stdout(&output), FORMATTED);
}

#[test]
fn fmt_without_paths_formats_the_package_and_its_modules() {
    let dir = scratch("package");
    std::fs::create_dir_all(dir.join("src/inner")).unwrap();
    std::fs::write(
        dir.join("Cargo.toml"),
        "[package]\nname = \"p\"\nversion = \"0.0.0\"\nedition = \"2024\"\n\n[workspace]\n",
    )
    .unwrap();
    std::fs::write(dir.join("src/lib.rs"), "mod inner;\n").unwrap();
    std::fs::write(dir.join("src/inner.rs"), "mod deep;\n").unwrap();
    std::fs::write(dir.join("src/inner/deep.rs"), UNFORMATTED).unwrap();
    std::fs::write(dir.join("src/not_a_module.rs"), UNFORMATTED).unwrap();
    assert_eq!(run(&dir, &["fmt"]).status.code(), Some(0));
    assert_eq!(
        std::fs::read_to_string(dir.join("src/inner/deep.rs")).unwrap(),
        FORMATTED
    );
    assert_eq!(
        std::fs::read_to_string(dir.join("src/not_a_module.rs")).unwrap(),
        UNFORMATTED
    );
}

#[test]
fn migrate_check_dry_run_and_write() {
    let dir = scratch("migrate");
    let file = dir.join("a.rs");
    std::fs::write(&file, MATCHES).unwrap();
    let check = run(&dir, &["migrate", "--to-is", "--check", "a.rs"]);
    assert_eq!(check.status.code(), Some(1));
    let out = stdout(&check);
    assert!(out.contains("a.rs:2: `matches!` → `is!`"), "{out}");
    assert!(out.contains("+    is!(x is Some(_))"), "{out}");
    assert!(out.contains("1 rewritten, 0 skipped, in 1 files"), "{out}");
    let dry = run(&dir, &["migrate", "--to-is", "--dry-run", "a.rs"]);
    assert_eq!(dry.status.code(), Some(0));
    assert_eq!(std::fs::read_to_string(&file).unwrap(), MATCHES);
    assert_eq!(
        run(&dir, &["migrate", "--to-is", "a.rs"]).status.code(),
        Some(0)
    );
    let migrated = std::fs::read_to_string(&file).unwrap();
    assert_eq!(
        migrated,
        "use is::is;\nfn f(x: Option<u8>) -> bool {\n    is!(x is Some(_))\n}\n"
    );
    assert_eq!(
        run(&dir, &["migrate", "--to-is", "--check", "a.rs"])
            .status
            .code(),
        Some(0)
    );
    assert_eq!(
        run(&dir, &["migrate", "--to-let-chains", "a.rs"])
            .status
            .code(),
        Some(0)
    );
    assert_eq!(std::fs::read_to_string(&file).unwrap(), MATCHES);
}

#[test]
fn migrate_reports_what_it_skips_with_file_and_line() {
    let dir = scratch("skips");
    std::fs::write(
        dir.join("a.rs"),
        "fn f(t: u8) -> bool {\n    matches!(t, _)\n}\n",
    )
    .unwrap();
    let output = run(&dir, &["migrate", "--to-is", "--check", "a.rs"]);
    assert_eq!(output.status.code(), Some(0));
    assert!(
        stdout(&output).contains("a.rs:2: skipped: `matches!`: its pattern matches every value"),
        "{}",
        stdout(&output)
    );
}

/// Runs `cargo-is is ARGS` in `dir` with `input` on standard input.
fn run_with_input(dir: &Path, args: &[&str], input: &str) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_cargo-is"))
        .arg("is")
        .args(args)
        .current_dir(dir)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(input.as_bytes())
        .unwrap();
    child.wait_with_output().unwrap()
}

fn stderr(output: &Output) -> String {
    String::from_utf8_lossy(&output.stderr).into_owned()
}

#[test]
fn help_and_version_for_each_command() {
    let dir = scratch("help");
    for args in [
        &["--help"][..],
        &["fmt", "--help"],
        &["migrate", "--help"],
        &["help", "migrate"],
    ] {
        let output = run(&dir, args);
        assert_eq!(output.status.code(), Some(0), "{args:?}");
        assert!(
            stdout(&output).contains("Usage: cargo is"),
            "{args:?}: {}",
            stdout(&output)
        );
    }
    assert!(stdout(&run(&dir, &["migrate", "--help"])).contains("--to-let-chains"));
    assert!(stdout(&run(&dir, &["fmt", "--help"])).contains("--stdin"));
    for args in [&["--version"][..], &["-V"], &["fmt", "--version"]] {
        let output = run(&dir, args);
        assert_eq!(output.status.code(), Some(0));
        assert!(
            stdout(&output).contains(env!("CARGO_PKG_VERSION")),
            "{args:?}"
        );
    }
    // No command: the help, as an error.
    assert_eq!(run(&dir, &[]).status.code(), Some(2));
}

#[test]
fn conflicting_options_are_errors() {
    let dir = scratch("conflicts");
    std::fs::write(dir.join("a.rs"), MATCHES).unwrap();
    for args in [
        &["migrate", "--to-is", "--to-let-chains", "a.rs"][..],
        &["migrate", "--to-is", "--check", "--dry-run", "a.rs"],
        &["fmt", "--check", "--dry-run", "a.rs"],
        &["fmt", "--stdin", "a.rs"],
        &["migrate", "--to-is", "--stdin", "a.rs"],
        &["fmt", "--edition", "2030", "a.rs"],
    ] {
        let output = run(&dir, args);
        assert_eq!(output.status.code(), Some(2), "{args:?}");
        assert!(stderr(&output).contains("error:"), "{args:?}");
    }
    assert_eq!(std::fs::read_to_string(dir.join("a.rs")).unwrap(), MATCHES);
}

#[test]
fn fmt_dry_run_prints_the_diff_and_writes_nothing() {
    let dir = scratch("fmt-dry-run");
    let file = dir.join("a.rs");
    std::fs::write(&file, UNFORMATTED).unwrap();
    let output = run(&dir, &["fmt", "--dry-run", "a.rs"]);
    assert_eq!(output.status.code(), Some(0));
    assert!(
        stdout(&output).contains("+    is!(x is Some(_))"),
        "{}",
        stdout(&output)
    );
    assert_eq!(std::fs::read_to_string(&file).unwrap(), UNFORMATTED);
}

#[test]
fn the_edition_option_is_honoured_for_files() {
    let dir = scratch("edition");
    let code = "fn f(m: &std::collections::HashMap<u8, u8>) -> u8 {\n    if let Some(v) = m.get(&1) { *v } else { 0 }\n}\n";
    std::fs::write(dir.join("a.rs"), code).unwrap();
    // Outside a package a file is taken as edition 2021, where the rewrite would make the
    // value's temporaries end earlier.
    let output = run(&dir, &["migrate", "--to-is", "--check", "a.rs"]);
    assert_eq!(output.status.code(), Some(0), "{}", stdout(&output));
    assert!(
        stdout(&output).contains("temporaries"),
        "{}",
        stdout(&output)
    );
    let output = run(
        &dir,
        &["migrate", "--to-is", "--check", "--edition", "2024", "a.rs"],
    );
    assert_eq!(output.status.code(), Some(1), "{}", stdout(&output));
}

#[test]
fn stdin_with_check_and_for_migrate() {
    let dir = scratch("stdin-check");
    let check = run_with_input(
        &dir,
        &["fmt", "--stdin", "--check", "--edition", "2024"],
        UNFORMATTED,
    );
    assert_eq!(check.status.code(), Some(1));
    assert!(
        stdout(&check).contains("+    is!(x is Some(_))"),
        "{}",
        stdout(&check)
    );
    let clean = run_with_input(
        &dir,
        &["fmt", "--stdin", "--check", "--edition", "2024"],
        FORMATTED,
    );
    assert_eq!(clean.status.code(), Some(0));
    assert_eq!(stdout(&clean), "");
    let migrated = run_with_input(
        &dir,
        &["migrate", "--to-is", "--stdin", "--edition", "2024"],
        MATCHES,
    );
    assert_eq!(migrated.status.code(), Some(0), "{}", stderr(&migrated));
    assert_eq!(
        stdout(&migrated),
        "use is::is;\nfn f(x: Option<u8>) -> bool {\n    is!(x is Some(_))\n}\n"
    );
    assert!(stderr(&migrated).contains("<stdin>:2: `matches!` → `is!`"));
    let check = run_with_input(&dir, &["migrate", "--to-is", "--stdin", "--check"], MATCHES);
    assert_eq!(check.status.code(), Some(1));
}

#[test]
fn errors_are_said_once_and_without_colour() {
    let dir = scratch("messages");
    std::fs::write(dir.join("broken.rs"), "fn f( {").unwrap();
    let output = run(&dir, &["fmt", "--check", "broken.rs"]);
    assert_eq!(output.status.code(), Some(2));
    let message = stderr(&output);
    assert!(!message.contains('\u{1b}'), "{message:?}");
    assert_eq!(message.matches("error:").count(), 1, "{message}");
    assert_eq!(message.matches("broken.rs:").count(), 1, "{message}");
    let missing = run(&dir, &["fmt", "missing.rs"]);
    assert_eq!(
        stderr(&missing).matches("missing.rs").count(),
        1,
        "{}",
        stderr(&missing)
    );
}

#[test]
fn modules_declared_inside_macro_calls_are_visited_or_named() {
    let dir = scratch("macro-modules");
    std::fs::create_dir_all(dir.join("src")).unwrap();
    std::fs::write(
        dir.join("Cargo.toml"),
        "[package]\nname = \"p\"\nversion = \"0.0.0\"\nedition = \"2024\"\n\n[workspace]\n",
    )
    .unwrap();
    std::fs::write(
        dir.join("src/lib.rs"),
        "macro_rules! modules { ($($i:item)*) => { $($i)* }; }\nmodules! {\n    mod date;\n    pub mod gone;\n}\n",
    )
    .unwrap();
    std::fs::write(dir.join("src/date.rs"), MATCHES).unwrap();
    let output = run(&dir, &["migrate", "--to-is", "--check"]);
    let out = stdout(&output);
    assert_eq!(output.status.code(), Some(1), "{out}");
    assert!(out.contains("date.rs:2: `matches!` → `is!`"), "{out}");
    assert!(
        out.contains("lib.rs:2: skipped: module `gone` declared inside `modules!`"),
        "{out}"
    );
    assert!(
        out.contains("in 2 files (1 of them declared inside macro calls)"),
        "{out}"
    );
}

#[test]
fn wrong_arguments_and_missing_files_exit_2() {
    let dir = scratch("errors");
    assert_eq!(run(&dir, &["migrate", "a.rs"]).status.code(), Some(2));
    assert_eq!(run(&dir, &["fmt", "--bogus"]).status.code(), Some(2));
    assert_eq!(run(&dir, &["frobnicate"]).status.code(), Some(2));
    assert_eq!(run(&dir, &["fmt", "missing.rs"]).status.code(), Some(2));
    std::fs::write(dir.join("broken.rs"), "fn f( {").unwrap();
    assert_eq!(
        run(&dir, &["fmt", "--check", "broken.rs"]).status.code(),
        Some(2)
    );
}

#[test]
fn migrate_names_the_packages_that_need_the_dependency() {
    let facade = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let manifest = |dependencies: &str| {
        format!(
            "[package]\nname = \"p\"\nversion = \"0.0.0\"\nedition = \"2024\"\n\n\
             [dependencies]\n{dependencies}\n[workspace]\n"
        )
    };
    let with = format!(
        "is-operator = {{ path = {:?} }}\n",
        facade.display().to_string()
    );
    for (dependencies, note) in [
        (
            "",
            Some("note: package `p` needs `is-operator = \"0.1\"` in [dependencies]"),
        ),
        (with.as_str(), None),
    ] {
        let dir = scratch("dependency-note");
        std::fs::create_dir_all(dir.join("src")).unwrap();
        std::fs::write(dir.join("Cargo.toml"), manifest(dependencies)).unwrap();
        std::fs::write(dir.join("src/lib.rs"), MATCHES).unwrap();
        let output = run(&dir, &["migrate", "--to-is"]);
        assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
        let printed = stdout(&output);
        assert!(printed.contains("1 rewritten"), "{printed}");
        match note {
            Some(note) => assert!(printed.contains(note), "{printed}"),
            None => assert!(!printed.contains("needs"), "{printed}"),
        }
    }
}

// Files are formatted side by side, and what is said of them comes in their order: each diff,
// and a file rustfmt cannot read (its error, exit 2) among them, where it stands.
#[test]
fn many_files_are_reported_in_their_order() {
    let dir = scratch("many");
    let names: Vec<String> = (0..12).map(|i| format!("f{i:02}.rs")).collect();
    for (i, name) in names.iter().enumerate() {
        let text = if i == 5 {
            "fn broken( {\n".to_owned()
        } else {
            UNFORMATTED.replace("fn f(", &format!("fn f{i}("))
        };
        std::fs::write(dir.join(name), text).unwrap();
    }
    let mut args = vec!["fmt", "--check"];
    args.extend(names.iter().map(String::as_str));
    let check = run(&dir, &args);
    assert_eq!(check.status.code(), Some(2), "{}", stderr(&check));
    let out = stdout(&check);
    let at: Vec<usize> = (0..12)
        .filter(|&i| i != 5)
        .map(|i| out.find(&format!("fn f{i}(")).expect("each file's diff"))
        .collect();
    assert!(at.windows(2).all(|pair| pair[0] < pair[1]), "{out}");
    assert!(stderr(&check).contains("f05.rs"), "{}", stderr(&check));
    // Written, every readable file is formatted and the broken one left as it was.
    args.remove(1);
    assert_eq!(run(&dir, &args).status.code(), Some(2));
    for (i, name) in names.iter().enumerate() {
        let text = std::fs::read_to_string(dir.join(name)).unwrap();
        if i == 5 {
            assert_eq!(text, "fn broken( {\n");
        } else {
            assert_eq!(text, FORMATTED.replace("fn f(", &format!("fn f{i}(")));
        }
    }
}
