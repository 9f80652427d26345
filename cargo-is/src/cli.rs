//! The command line: arguments, the commands, their output and exit codes.

use std::io::{IsTerminal as _, Read as _, Write as _};
use std::path::{Path, PathBuf};

use clap::{Arg, ArgAction, ArgGroup, ArgMatches, Command};

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

const AFTER_HELP: &str = "\
With no PATH: the current package's targets and the modules they declare (every member's at a
virtual workspace's root), modules declared inside macro calls too; a directory means every
`.rs` file under it.

Exit codes: 0 done or nothing to do, 1 --check found something to change, 2 an error.";

/// The command line's grammar: `cargo is fmt …` and `cargo is migrate …`.
pub fn command() -> Command {
    let check = Arg::new("check")
        .long("check")
        .action(ArgAction::SetTrue)
        .help("Change nothing: print the diff, exit 1 if something would change");
    let dry_run = Arg::new("dry-run")
        .long("dry-run")
        .action(ArgAction::SetTrue)
        .conflicts_with("check")
        .help("Change nothing: print the diff (and, for migrate, what was done), exit 0");
    let stdin = Arg::new("stdin")
        .long("stdin")
        .action(ArgAction::SetTrue)
        .conflicts_with("paths")
        .help("Read one file from standard input and write the result to standard output");
    let edition = Arg::new("edition")
        .long("edition")
        .value_name("EDITION")
        .value_parser(["2015", "2018", "2021", "2024"])
        .help("The edition of every file [default: each file's package's]");
    let paths = Arg::new("paths")
        .value_name("PATH")
        .num_args(0..)
        .value_parser(clap::value_parser!(PathBuf))
        .help("Files or directories to work on");
    let fmt = Command::new("fmt")
        .display_name("cargo-is fmt")
        .about("Run rustfmt, then format the inside of every `is!(… is …)` call and `is::syntax! { … }` body as rustfmt formats the same Rust")
        .args([&check, &dry_run, &stdin, &edition, &paths])
        .after_help(AFTER_HELP);
    let migrate = Command::new("migrate")
        .display_name("cargo-is migrate")
        .about("Rewrite `matches!` and `if let` to `is` (--to-is), or `is` back to plain Rust (--to-let-chains)")
        .arg(
            Arg::new("to-is")
                .long("to-is")
                .action(ArgAction::SetTrue)
                .help("`matches!`, `if let`, `while let` and if-let guards to `is`"),
        )
        .arg(
            Arg::new("to-let-chains")
                .long("to-let-chains")
                .action(ArgAction::SetTrue)
                .help("`is!`, `#[is_syntax]` and their `use` back to `matches!` and let-chains"),
        )
        .group(
            ArgGroup::new("direction")
                .args(["to-is", "to-let-chains"])
                .required(true),
        )
        .args([check, dry_run, stdin, edition, paths])
        .after_help(AFTER_HELP);
    Command::new("cargo-is")
        .bin_name("cargo is")
        .version(env!("CARGO_PKG_VERSION"))
        .propagate_version(true)
        .about("Tools for the `is-operator` crate: `cargo is fmt` and `cargo is migrate`")
        .subcommand_required(true)
        .arg_required_else_help(true)
        .subcommands([fmt, migrate])
}

/// What a command was asked to do.
struct Options {
    check: bool,
    dry_run: bool,
    stdin: bool,
    edition: Option<String>,
    paths: Vec<PathBuf>,
}

impl Options {
    fn of(matches: &ArgMatches) -> Self {
        Options {
            check: matches.get_flag("check"),
            dry_run: matches.get_flag("dry-run"),
            stdin: matches.get_flag("stdin"),
            edition: matches.get_one::<String>("edition").cloned(),
            paths: matches
                .get_many::<PathBuf>("paths")
                .map(|paths| paths.cloned().collect())
                .unwrap_or_default(),
        }
    }

    /// Whether only to show what would change.
    fn show_only(&self) -> bool {
        self.check || self.dry_run
    }

    /// The exit code for a file that would change, once shown.
    fn would_change(&self) -> i32 {
        if self.check { WOULD_CHANGE } else { SUCCESS }
    }
}

/// Runs the command in `args` (without the program name) and gives its exit code.
pub fn run(args: &[String]) -> i32 {
    let args = match args.first().map(String::as_str) {
        // `cargo is …` runs `cargo-is is …`.
        Some("is") => &args[1..],
        _ => args,
    };
    let matches = match command()
        .try_get_matches_from(std::iter::once("cargo is".to_owned()).chain(args.iter().cloned()))
    {
        Ok(matches) => matches,
        Err(error) => {
            // Help and version go to standard output with 0, mistakes to standard error.
            let _ = error.print();
            return if error.use_stderr() { ERROR } else { SUCCESS };
        }
    };
    match matches.subcommand() {
        Some(("fmt", matches)) => {
            let options = Options::of(matches);
            if options.stdin {
                fmt_stdin(&options)
            } else {
                fmt_files(&options)
            }
        }
        Some(("migrate", matches)) => {
            let options = Options::of(matches);
            let direction = if matches.get_flag("to-is") {
                Direction::ToIs
            } else {
                Direction::ToLetChains
            };
            if options.stdin {
                migrate_stdin(&options, direction)
            } else {
                migrate_files(&options, direction)
            }
        }
        _ => unreachable!("clap requires a subcommand"),
    }
}

/// Prints `message` to standard error as one error: a prefix `error: ` once, the file once,
/// and no colour codes where standard error is no terminal.
fn error(path: Option<&Path>, message: &str) {
    let mut message = message.trim();
    while let Some(rest) = message.strip_prefix("error: ") {
        message = rest.trim_start();
    }
    let mut line = String::from("error: ");
    if let Some(path) = path {
        let path = path.display().to_string();
        if !message.starts_with(&path) {
            line.push_str(&path);
            line.push_str(": ");
        }
    }
    line.push_str(message);
    eprintln!("{}", for_stderr(&line));
}

/// `text` without terminal escape codes, unless standard error is a terminal.
fn for_stderr(text: &str) -> String {
    if std::io::stderr().is_terminal() {
        return text.to_owned();
    }
    let mut out = String::with_capacity(text.len());
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        if c == '\u{1b}' && chars.peek() == Some(&'[') {
            // `ESC [ … letter`
            chars.next();
            for c in chars.by_ref() {
                if c.is_ascii_alphabetic() {
                    break;
                }
            }
        } else {
            out.push(c);
        }
    }
    out
}

fn read_stdin() -> Result<String, i32> {
    let mut input = String::new();
    match std::io::stdin().read_to_string(&mut input) {
        Ok(_) => Ok(input),
        Err(problem) => {
            error(None, &format!("reading standard input: {problem}"));
            Err(ERROR)
        }
    }
}

/// The edition for standard input: `--edition`, or the package's in this directory.
fn stdin_edition(options: &Options) -> (PathBuf, String) {
    let cwd = std::env::current_dir().unwrap_or_default();
    let file = cwd.join("stdin.rs");
    let edition = options
        .edition
        .clone()
        .unwrap_or_else(|| Editions::default().of(&file));
    (file, edition)
}

/// `fmt --stdin`: the formatted text on standard output; with `--check` or `--dry-run`, the
/// diff instead.
fn fmt_stdin(options: &Options) -> i32 {
    let input = match read_stdin() {
        Ok(input) => input,
        Err(code) => return code,
    };
    let (file, edition) = stdin_edition(options);
    let rustfmt = Rustfmt::for_file(&file, &edition);
    match format_source(&input, &rustfmt) {
        Ok(formatted) => {
            for note in &formatted.left_alone {
                eprintln!("<stdin>:{}: left as written: {}", note.line, note.message);
            }
            show_or_print("<stdin>", &input, &formatted.text, options)
        }
        Err(message) => {
            error(Some(Path::new("<stdin>")), &message);
            ERROR
        }
    }
}

/// Standard input's new text on standard output, or with `--check`/`--dry-run` the diff.
fn show_or_print(label: &str, old: &str, new: &str, options: &Options) -> i32 {
    if options.show_only() {
        print!("{}", unified(label, old, new));
        return if old == new {
            SUCCESS
        } else {
            options.would_change()
        };
    }
    let _ = std::io::stdout().write_all(new.as_bytes());
    SUCCESS
}

/// The files to work on, each with the edition `--edition` gives, if it does; modules that
/// could not be followed reported.
fn collect(options: &Options) -> Result<files::Collected, i32> {
    let mut collected = files::collect(&options.paths).map_err(|message| {
        error(None, &message);
        ERROR
    })?;
    if let Some(edition) = &options.edition {
        for file in &mut collected.files {
            file.edition.clone_from(edition);
        }
    }
    Ok(collected)
}

fn fmt_files(options: &Options) -> i32 {
    let collected = match collect(options) {
        Ok(collected) => collected,
        Err(code) => return code,
    };
    for skipped in &collected.skipped {
        eprintln!("{skipped}");
    }
    let mut outcome = SUCCESS;
    let results = format_all(&collected.files);
    for (file, result) in collected.files.iter().zip(results) {
        let (old, formatted) = match result {
            Ok(pair) => pair,
            Err(message) => {
                error(Some(&file.path), &message);
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
            outcome = outcome.max(write_or_show(file, &old, &formatted.text, options));
        }
    }
    outcome
}

/// Each file read and formatted, in as many threads as the machine has cores: each file's
/// rustfmt runs as a process of its own, and a thread mostly waits on it. The results come in
/// the files' order, for the diffs and messages to come in it too.
fn format_all(files: &[SourceFile]) -> Vec<Result<(String, crate::fmt::Formatted), String>> {
    use std::sync::Mutex;
    use std::sync::atomic::{AtomicUsize, Ordering};
    let threads = std::thread::available_parallelism().map_or(1, usize::from);
    let next = AtomicUsize::new(0);
    let slots: Vec<Mutex<Option<_>>> = files.iter().map(|_| Mutex::new(None)).collect();
    std::thread::scope(|scope| {
        for _ in 0..threads.min(files.len()) {
            scope.spawn(|| {
                loop {
                    let i = next.fetch_add(1, Ordering::Relaxed);
                    let (Some(file), Some(slot)) = (files.get(i), slots.get(i)) else {
                        break;
                    };
                    // Spans are numbered per thread; each file starts afresh.
                    crate::source::forget_spans();
                    let result = read(file).and_then(|text| {
                        let rustfmt = Rustfmt::for_file(&file.path, &file.edition);
                        format_source(&text, &rustfmt).map(|formatted| (text, formatted))
                    });
                    *slot.lock().unwrap_or_else(|poisoned| poisoned.into_inner()) = Some(result);
                }
            });
        }
    });
    slots
        .into_iter()
        .map(|slot| {
            slot.into_inner()
                .unwrap_or_else(|poisoned| poisoned.into_inner())
                .unwrap_or_else(|| Err("not formatted (please report this)".into()))
        })
        .collect()
}

/// `migrate --stdin`: the migrated text on standard output (or the diff), what was done and
/// skipped on standard error.
fn migrate_stdin(options: &Options, direction: Direction) -> i32 {
    let input = match read_stdin() {
        Ok(input) => input,
        Err(code) => return code,
    };
    let (_, edition) = stdin_edition(options);
    let migrated = migrate::migrate(&input, &edition, direction);
    for change in &migrated.changes {
        eprintln!("<stdin>:{}: {}", change.line, change.message);
    }
    for skip in &migrated.skipped {
        eprintln!("<stdin>:{}: skipped: {}", skip.line, skip.message);
    }
    show_or_print("<stdin>", &input, &migrated.text, options)
}

fn migrate_files(options: &Options, direction: Direction) -> i32 {
    let collected = match collect(options) {
        Ok(collected) => collected,
        Err(code) => return code,
    };
    let (mut changed, mut skipped, mut outcome) = (0, collected.skipped.len(), SUCCESS);
    for module in &collected.skipped {
        println!("{}", module.replacen(": module", ": skipped: module", 1));
    }
    for file in &collected.files {
        crate::source::forget_spans();
        let text = match read(file) {
            Ok(text) => text,
            Err(message) => {
                error(Some(&file.path), &message);
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
            outcome = outcome.max(write_or_show(file, &text, &migrated.text, options));
        }
    }
    let in_macros = match collected.in_macros {
        0 => String::new(),
        n => format!(" ({n} of them declared inside macro calls)"),
    };
    println!(
        "{changed} rewritten, {skipped} skipped, in {} files{in_macros}",
        collected.files.len()
    );
    if changed > 0 && direction == Direction::ToIs && !options.show_only() {
        dependency_note(collected.without_dependency.as_deref());
    }
    outcome
}

/// After a migration to `is`: the packages that still need the dependency, by name (none
/// when each has it), or with paths given, where their packages are not known, a reminder.
fn dependency_note(without_dependency: Option<&[String]>) {
    let needed = "`is-operator = \"0.1\"` in [dependencies]";
    match without_dependency {
        Some(packages) => {
            for package in packages {
                println!("note: package `{package}` needs {needed}");
            }
        }
        None => println!("note: the crate needs {needed}"),
    }
}

fn read(file: &SourceFile) -> Result<String, String> {
    std::fs::read_to_string(&file.path).map_err(|problem| problem.to_string())
}

/// Writes `new`, or with `--check` or `--dry-run` prints the diff; the exit code that calls
/// for.
fn write_or_show(file: &SourceFile, old: &str, new: &str, options: &Options) -> i32 {
    if options.show_only() {
        print!("{}", unified(&file.path.display().to_string(), old, new));
        return options.would_change();
    }
    match std::fs::write(&file.path, new) {
        Ok(()) => SUCCESS,
        Err(problem) => {
            error(Some(&file.path), &problem.to_string());
            ERROR
        }
    }
}
