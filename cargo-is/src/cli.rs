//! The command line: arguments, the commands, their output and exit codes.

use std::io::{Read as _, Write as _};
use std::path::PathBuf;

use crate::diff::unified;
use crate::files::{self, Editions, SourceFile};
use crate::fmt::format_source;
use crate::migrate::{self, Direction};
use crate::rustfmt::Rustfmt;

/// Nothing to change, or the changes were written.
pub const SUCCESS: i32 = 0;
/// `--check`: something would change.
pub const WOULD_CHANGE: i32 = 1;
/// A file could not be read, parsed or formatted, or the arguments are wrong.
pub const ERROR: i32 = 2;

const USAGE: &str = "\
cargo is: tools for the `is-operator` crate

USAGE:
    cargo is fmt [--check] [PATH...]
    cargo is fmt --stdin [--edition EDITION]
    cargo is migrate (--to-is | --to-let-chains) [--check | --dry-run] [PATH...]

fmt       runs rustfmt, then formats the inside of every `is!(... is ...)` call and
          every `is::syntax! { ... }` body as rustfmt formats the same Rust.
migrate   --to-is: `matches!`, `if let`, `while let` and if-let guards to `is`;
          --to-let-chains: `is!`, `#[is_syntax]` and `is::syntax!` back to plain Rust.

With no PATH, the current package's targets and their modules (all members at a
virtual workspace's root); a directory means every `.rs` file under it.

OPTIONS:
    --check      change nothing; print the diff; exit 1 if something would change
    --dry-run    (migrate) change nothing; print the diff and the summary; exit 0
    --stdin      (fmt) format standard input to standard output
    --edition    (fmt --stdin) the edition; default: the package's in this directory

EXIT CODES: 0 done or nothing to do, 1 --check found changes, 2 error";

struct Options {
    check: bool,
    dry_run: bool,
    stdin: bool,
    edition: Option<String>,
    direction: Option<Direction>,
    paths: Vec<PathBuf>,
}

/// Runs the command in `args` (without the program name) and gives its exit code.
pub fn run(args: &[String]) -> i32 {
    let args = match args.first().map(String::as_str) {
        // `cargo is …` runs `cargo-is is …`.
        Some("is") => &args[1..],
        _ => args,
    };
    let Some((command, rest)) = args.split_first() else {
        println!("{USAGE}");
        return ERROR;
    };
    let options = match parse(rest) {
        Ok(options) => options,
        Err(message) => {
            eprintln!("error: {message}\n\n{USAGE}");
            return ERROR;
        }
    };
    match command.as_str() {
        "fmt" if options.stdin => fmt_stdin(&options),
        "fmt" => fmt_files(&options),
        "migrate" => migrate_files(&options),
        "-h" | "--help" | "help" => {
            println!("{USAGE}");
            SUCCESS
        }
        other => {
            eprintln!("error: unknown command `{other}`\n\n{USAGE}");
            ERROR
        }
    }
}

fn parse(args: &[String]) -> Result<Options, String> {
    let mut options = Options {
        check: false,
        dry_run: false,
        stdin: false,
        edition: None,
        direction: None,
        paths: Vec::new(),
    };
    let mut args = args.iter();
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--check" => options.check = true,
            "--dry-run" => options.dry_run = true,
            "--stdin" => options.stdin = true,
            "--to-is" => options.direction = Some(Direction::ToIs),
            "--to-let-chains" => options.direction = Some(Direction::ToLetChains),
            "--edition" => {
                let edition = args.next().ok_or("--edition needs a value")?;
                options.edition = Some(edition.clone());
            }
            flag if flag.starts_with("--edition=") => {
                options.edition = Some(flag["--edition=".len()..].to_owned());
            }
            flag if flag.starts_with('-') => return Err(format!("unknown option `{flag}`")),
            path => options.paths.push(PathBuf::from(path)),
        }
    }
    Ok(options)
}

fn fmt_stdin(options: &Options) -> i32 {
    let mut input = String::new();
    if let Err(error) = std::io::stdin().read_to_string(&mut input) {
        eprintln!("error: reading standard input: {error}");
        return ERROR;
    }
    let cwd = std::env::current_dir().unwrap_or_default();
    let edition = options
        .edition
        .clone()
        .unwrap_or_else(|| Editions::default().of(&cwd.join("stdin.rs")));
    let rustfmt = Rustfmt::for_file(&cwd.join("stdin.rs"), &edition);
    match format_source(&input, &rustfmt) {
        Ok(formatted) => {
            for note in &formatted.left_alone {
                eprintln!("<stdin>:{}: left as written: {}", note.line, note.message);
            }
            let _ = std::io::stdout().write_all(formatted.text.as_bytes());
            SUCCESS
        }
        Err(message) => {
            eprintln!("error: {message}");
            ERROR
        }
    }
}

fn fmt_files(options: &Options) -> i32 {
    let files = match files::collect(&options.paths) {
        Ok(files) => files,
        Err(message) => {
            eprintln!("error: {message}");
            return ERROR;
        }
    };
    let mut outcome = SUCCESS;
    for file in files {
        crate::source::forget_spans();
        let result = read(&file).and_then(|text| {
            let rustfmt = Rustfmt::for_file(&file.path, &file.edition);
            format_source(&text, &rustfmt).map(|formatted| (text, formatted))
        });
        let (old, formatted) = match result {
            Ok(pair) => pair,
            Err(message) => {
                eprintln!("error: {}: {message}", file.path.display());
                outcome = ERROR;
                continue;
            }
        };
        for note in &formatted.left_alone {
            eprintln!(
                "{}:{}: left as written: {}",
                file.path.display(),
                note.line,
                note.message
            );
        }
        if formatted.text != old {
            outcome = outcome.max(write_or_show(&file, &old, &formatted.text, options.check));
        }
    }
    outcome
}

fn migrate_files(options: &Options) -> i32 {
    let Some(direction) = options.direction else {
        eprintln!("error: migrate needs --to-is or --to-let-chains\n\n{USAGE}");
        return ERROR;
    };
    let files = match files::collect(&options.paths) {
        Ok(files) => files,
        Err(message) => {
            eprintln!("error: {message}");
            return ERROR;
        }
    };
    let (mut changed, mut skipped, mut outcome) = (0, 0, SUCCESS);
    for file in &files {
        crate::source::forget_spans();
        let text = match read(file) {
            Ok(text) => text,
            Err(message) => {
                eprintln!("error: {message}");
                outcome = ERROR;
                continue;
            }
        };
        let migrated = migrate::migrate(&text, &file.edition, direction);
        let path = file.path.display();
        for change in &migrated.changes {
            println!("{path}:{}: {}", change.line, change.message);
        }
        for skip in &migrated.skipped {
            println!("{path}:{}: skipped: {}", skip.line, skip.message);
        }
        changed += migrated.changes.len();
        skipped += migrated.skipped.len();
        if migrated.text != text {
            let check = options.check || options.dry_run;
            let code = write_or_show(file, &text, &migrated.text, check);
            if options.check {
                outcome = outcome.max(code);
            }
        }
    }
    println!(
        "{changed} rewritten, {skipped} skipped, in {} files",
        files.len()
    );
    if changed > 0 && direction == Direction::ToIs && !options.check && !options.dry_run {
        println!("note: the crate needs `is-operator = \"0.1\"` in its [dependencies]");
    }
    outcome
}

fn read(file: &SourceFile) -> Result<String, String> {
    std::fs::read_to_string(&file.path).map_err(|error| format!("{}: {error}", file.path.display()))
}

/// Writes `new`, or with `check` prints the diff; the exit code that calls for.
fn write_or_show(file: &SourceFile, old: &str, new: &str, check: bool) -> i32 {
    let path = file.path.display().to_string();
    if check {
        print!("{}", unified(&path, old, new));
        return WOULD_CHANGE;
    }
    match std::fs::write(&file.path, new) {
        Ok(()) => SUCCESS,
        Err(error) => {
            eprintln!("error: {path}: {error}");
            ERROR
        }
    }
}
