//! Each `is_*` function compiles to the same optimised machine code as its hand-written
//! `hand_*` twin: the lowering costs nothing at run time.
//!
//! The crate is built with `--release --emit asm` into a target directory of its own; each
//! function's body is cut out of the assembly by its symbol, local labels are renumbered, and
//! the pair's bodies must be equal (or LLVM made one an alias of the other, which is proof too).

use std::collections::HashMap;
use std::path::PathBuf;
use std::process::Command;

fn assembly() -> String {
    let manifest = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    let target = manifest.join("../target/asm-identity");
    let status = Command::new(env!("CARGO"))
        .args(["rustc", "--release", "--lib", "--quiet", "--manifest-path"])
        .arg(manifest.join("Cargo.toml"))
        .args(["--", "--emit", "asm", "-C", "codegen-units=1"])
        .env("CARGO_TARGET_DIR", &target)
        .status()
        .expect("cargo runs");
    assert!(status.success(), "building the pairs in release failed");
    let deps = target.join("release/deps");
    let file = std::fs::read_dir(&deps)
        .expect("deps folder")
        .filter_map(Result::ok)
        .map(|entry| entry.path())
        .filter(|path| {
            path.extension().is_some_and(|e| e == "s")
                && path
                    .file_name()
                    .is_some_and(|n| n.to_string_lossy().starts_with("is_benches"))
        })
        .max_by_key(|path| std::fs::metadata(path).and_then(|m| m.modified()).ok())
        .expect("an assembly file");
    std::fs::read_to_string(file).expect("assembly reads")
}

/// Each function's instructions, by symbol, with local labels renumbered in order of use.
fn bodies(asm: &str) -> (HashMap<String, Vec<String>>, HashMap<String, String>) {
    let mut bodies: HashMap<String, Vec<String>> = HashMap::new();
    let mut aliases = HashMap::new();
    let mut current: Option<String> = None;
    for line in asm.lines() {
        let trimmed = line.trim();
        // `alias = target` or `.set alias, target`: LLVM merged two identical functions.
        let alias = trimmed
            .strip_prefix(".set ")
            .and_then(|rest| rest.split_once(','))
            .or_else(|| trimmed.split_once(" = "));
        if let Some((alias, target)) = alias
            && !alias.contains(char::is_whitespace)
        {
            aliases.insert(alias.trim().to_owned(), target.trim().to_owned());
            continue;
        }
        if let Some(label) = trimmed.strip_suffix(':')
            && !label.starts_with('.')
            && !line.starts_with(char::is_whitespace)
        {
            current = Some(label.to_owned());
            bodies.entry(label.to_owned()).or_default();
            continue;
        }
        if trimmed.starts_with(".cfi_endproc") || trimmed.starts_with(".Lfunc_end") {
            current = None;
            continue;
        }
        if let Some(name) = &current
            && !trimmed.is_empty()
            && !trimmed.starts_with(".cfi")
            && !trimmed.starts_with('#')
            && !trimmed.starts_with(".p2align")
        {
            bodies
                .get_mut(name)
                .expect("entry")
                .push(trimmed.to_owned());
        }
    }
    for body in bodies.values_mut() {
        renumber_labels(body);
    }
    (bodies, aliases)
}

fn renumber_labels(body: &mut [String]) {
    let mut names: HashMap<String, String> = HashMap::new();
    for line in body.iter_mut() {
        let words: Vec<String> = line
            .split(|c: char| c.is_whitespace() || c == ',')
            .filter(|w| w.starts_with(".L"))
            .map(|w| w.trim_end_matches(':').to_owned())
            .collect();
        for word in words {
            let next = format!(".L{}", names.len());
            let name = names.entry(word.clone()).or_insert(next).clone();
            *line = line.replace(&word, &name);
        }
    }
}

#[test]
fn every_pair_compiles_to_the_same_machine_code() {
    let asm = assembly();
    let (bodies, aliases) = bodies(&asm);
    let (mut checked, mut merged_count) = (0, 0);
    let mut differ = Vec::new();
    // An alias may stand for a function of another pair with the same body (`v` itself).
    let resolve = |name: String| aliases.get(&name).cloned().unwrap_or(name);
    for pair in is_benches::PAIRS {
        let with_is = resolve(format!("is_{pair}"));
        let by_hand = resolve(format!("hand_{pair}"));
        let merged = with_is == by_hand;
        if merged {
            merged_count += 1;
        } else {
            let a = bodies
                .get(&with_is)
                .unwrap_or_else(|| panic!("no body for {with_is}"));
            let b = bodies
                .get(&by_hand)
                .unwrap_or_else(|| panic!("no body for {by_hand}"));
            assert!(!a.is_empty(), "{with_is} has no instructions");
            if a != b {
                differ.push(format!("{pair}:\n  is:   {a:?}\n  hand: {b:?}"));
            }
        }
        checked += 1;
    }
    assert!(
        differ.is_empty(),
        "`is` and hand-written code differ:\n{}",
        differ.join("\n")
    );
    assert_eq!(checked, is_benches::PAIRS.len());
    println!("{checked} pairs identical, {merged_count} of them merged into one symbol by LLVM");
}
