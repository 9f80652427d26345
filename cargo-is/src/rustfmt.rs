//! rustfmt, run as a process on text, with the edition and the `rustfmt.toml` it would use.

use std::io::Write as _;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

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
        let program = std::env::var_os("RUSTFMT").unwrap_or_else(|| "rustfmt".into());
        let mut command = Command::new(program);
        command.args(["--edition", &self.edition, "--emit", "stdout", "--quiet"]);
        if let Some(config) = &self.config {
            command.arg("--config-path").arg(config);
        }
        let mut child = command
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .map_err(|error| format!("could not run rustfmt: {error}"))?;
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
