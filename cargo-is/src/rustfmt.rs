//! rustfmt, run as a process on text, with the edition and the `rustfmt.toml` it would use,
//! and the few of its settings the formatter needs itself.

use std::io::Write as _;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};

/// How to run rustfmt for one file.
#[derive(Clone, Debug)]
pub struct Rustfmt {
    /// `2015`, `2018`, `2021` or `2024`.
    pub edition: String,
    /// The `rustfmt.toml` or `.rustfmt.toml` found upward from the file, as rustfmt finds it.
    pub config: Option<PathBuf>,
}

impl Rustfmt {
    /// The settings for `file`: its crate's `edition` and the nearest rustfmt config.
    pub fn for_file(file: &Path, edition: &str) -> Self {
        Rustfmt {
            edition: edition.to_owned(),
            config: find_config(file),
        }
    }

    /// `source` formatted, or rustfmt's error message.
    pub fn format(&self, source: &str) -> Result<String, String> {
        self.start()?.finish(source)
    }

    /// rustfmt started, to be given its input later: it loads (a few tens of milliseconds,
    /// all of the time it takes on a small file) while the caller works.
    pub fn start(&self) -> Result<Started, String> {
        let mut command = Command::new(program());
        // Not `--quiet`, which would keep the parse errors that say where input does not read.
        command.args(["--edition", &self.edition, "--emit", "stdout"]);
        if let Some(config) = &self.config {
            command.arg("--config-path").arg(config);
        }
        let child = command
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .map_err(|error| format!("could not run rustfmt: {error}"))?;
        Ok(Started { child: Some(child) })
    }
}

/// A rustfmt process waiting for its input; stopped if it never gets any.
#[derive(Debug)]
pub struct Started {
    child: Option<Child>,
}

impl Started {
    /// `source` formatted, or rustfmt's error message.
    pub fn finish(mut self, source: &str) -> Result<String, String> {
        let mut child = self.child.take().expect("a started rustfmt finishes once");
        let mut stdin = child.stdin.take().expect("stdin is piped");
        let input = source.to_owned();
        // Written from another thread: a large file would fill the pipe while rustfmt's output
        // waits to be read.
        let writer = std::thread::spawn(move || stdin.write_all(input.as_bytes()));
        let output = child
            .wait_with_output()
            .map_err(|error| format!("rustfmt failed: {error}"))?;
        let _ = writer.join();
        if output.status.success() {
            String::from_utf8(output.stdout).map_err(|_| "rustfmt wrote invalid UTF-8".to_owned())
        } else {
            Err(String::from_utf8_lossy(&output.stderr)
                .trim_end()
                .to_owned())
        }
    }
}

impl Drop for Started {
    fn drop(&mut self) {
        if let Some(mut child) = self.child.take() {
            let _ = child.kill();
            let _ = child.wait();
        }
    }
}

/// The rustfmt to run: `$RUSTFMT`; else the one beside the cargo that runs `cargo is`, as
/// `cargo fmt` finds it (without going through a toolchain manager's proxy each time); else
/// `rustfmt` on the `PATH`.
fn program() -> std::ffi::OsString {
    if let Some(program) = std::env::var_os("RUSTFMT") {
        return program;
    }
    let beside_cargo = std::env::var_os("CARGO").and_then(|cargo| {
        let rustfmt =
            Path::new(&cargo).with_file_name(format!("rustfmt{}", std::env::consts::EXE_SUFFIX));
        rustfmt.is_file().then(|| rustfmt.into_os_string())
    });
    beside_cargo.unwrap_or_else(|| "rustfmt".into())
}

impl Rustfmt {
    /// The layout settings the formatter needs to know itself: how deep an indentation level
    /// is, and which line ending to write.
    pub fn layout(&self) -> Layout {
        let text = self
            .config
            .as_ref()
            .and_then(|path| std::fs::read_to_string(path).ok())
            .unwrap_or_default();
        let setting = |key: &str| setting(&text, key);
        Layout {
            max_width: setting("max_width")
                .and_then(|value| value.parse().ok())
                .unwrap_or(100),
            tab_spaces: setting("tab_spaces")
                .and_then(|value| value.parse().ok())
                .filter(|&spaces| spaces > 0)
                .unwrap_or(4),
            newline_style: setting("newline_style").unwrap_or_else(|| "Auto".to_owned()),
        }
    }
}

/// What the formatter reads of rustfmt's configuration.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Layout {
    /// The widest a line may be (`max_width`, 100 by default).
    pub max_width: usize,
    /// Columns per indentation level (`tab_spaces`, 4 by default).
    pub tab_spaces: usize,
    /// `Auto` (the line ending the file starts with), `Native`, `Unix` or `Windows`.
    pub newline_style: String,
}

/// The value of `key` in rustfmt's TOML configuration `text`, unquoted: its options are
/// top-level keys with plain values.
fn setting(text: &str, key: &str) -> Option<String> {
    text.lines().find_map(|line| {
        let (name, value) = line.split_once('=')?;
        if name.trim() != key {
            return None;
        }
        let value = value.split('#').next().unwrap_or_default().trim();
        Some(value.trim_matches(['"', '\'']).to_owned())
    })
}

/// The nearest `rustfmt.toml` or `.rustfmt.toml` in the directory of `file` or above it.
pub fn find_config(file: &Path) -> Option<PathBuf> {
    let start = if file.is_dir() { file } else { file.parent()? };
    let start = std::fs::canonicalize(start).unwrap_or_else(|_| start.to_owned());
    start.ancestors().find_map(|dir| {
        ["rustfmt.toml", ".rustfmt.toml"]
            .iter()
            .map(|name| dir.join(name))
            .find(|path| path.is_file())
    })
}
