//! Which files a command works on, and each one's edition: the current package's targets
//! (as `cargo metadata` lists them) and every module file they declare, or the paths given.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};
use std::process::Command;

use syn::spanned::Spanned as _;

use crate::source;

/// A Rust file to work on, with the edition of the crate it belongs to.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct SourceFile {
    pub path: PathBuf,
    pub edition: String,
}

/// The edition assumed for a file outside any Cargo package.
pub const DEFAULT_EDITION: &str = "2021";

/// The files a command works on, and what of the module tree could not be followed.
#[derive(Debug, Default)]
pub struct Collected {
    pub files: Vec<SourceFile>,
    /// How many of the files are modules declared inside a macro call (`m! { mod a; }`).
    pub in_macros: usize,
    /// Modules declared inside a macro call whose file was not found, each with where and why:
    /// `src/lib.rs:3: module `date` declared inside `m!`: …`.
    pub skipped: Vec<String>,
    /// With no paths given, the packages worked on that have no `is-operator` among their
    /// `[dependencies]` (so a migration to `is` would not build until it is added); with
    /// paths, not known.
    pub without_dependency: Option<Vec<String>>,
}

/// The files `paths` name (a directory: every `.rs` file under it), or with no paths the
/// current package's targets and their module files (every member's, from a virtual
/// workspace's root), modules declared inside macro calls too.
pub fn collect(paths: &[PathBuf]) -> Result<Collected, String> {
    let mut files = BTreeSet::new();
    let mut tree = Tree::default();
    let mut without_dependency = None;
    if paths.is_empty() {
        let cwd = std::env::current_dir().map_err(|error| error.to_string())?;
        let targets = current_targets(&cwd)?;
        for (root, edition) in targets.roots {
            module_tree(&root, &edition, &mut files, &mut tree);
        }
        without_dependency = Some(targets.without_dependency);
    } else {
        let mut editions = Editions::default();
        for path in paths {
            if path.is_dir() {
                for file in rust_files_under(path) {
                    let edition = editions.of(&file);
                    files.insert(SourceFile {
                        path: file,
                        edition,
                    });
                }
            } else if path.is_file() {
                let edition = editions.of(path);
                files.insert(SourceFile {
                    path: path.clone(),
                    edition,
                });
            } else {
                return Err(format!("{}: no such file or directory", path.display()));
            }
        }
    }
    Ok(Collected {
        files: files.into_iter().collect(),
        in_macros: tree.in_macros.len(),
        skipped: tree.skipped,
        without_dependency,
    })
}

/// What following the module tree found beyond `mod NAME;` items.
#[derive(Default)]
struct Tree {
    in_macros: BTreeSet<PathBuf>,
    skipped: Vec<String>,
}

/// The targets of the package at `dir` (or of every member, at a virtual workspace's root).
struct Targets {
    /// Each target's root file and edition.
    roots: Vec<(PathBuf, String)>,
    /// The names of those packages with no `is-operator` among their `[dependencies]`.
    without_dependency: Vec<String>,
}

/// The package whose library is `is`.
const FACADE_PACKAGE: &str = "is-operator";

fn current_targets(dir: &Path) -> Result<Targets, String> {
    let manifest = nearest_manifest(dir)
        .ok_or_else(|| format!("no Cargo.toml in {} or above it", dir.display()))?;
    let metadata = cargo_metadata(&manifest)?;
    let packages = metadata["packages"].as_array().cloned().unwrap_or_default();
    let manifest = std::fs::canonicalize(&manifest).unwrap_or(manifest);
    let own = |package: &serde_json::Value| {
        package["manifest_path"]
            .as_str()
            .is_some_and(|path| std::fs::canonicalize(path).is_ok_and(|path| path == manifest))
    };
    let chosen: Vec<&serde_json::Value> = if packages.iter().any(own) {
        packages.iter().filter(|package| own(package)).collect()
    } else {
        packages.iter().collect()
    };
    let mut roots = Vec::new();
    let mut without_dependency = Vec::new();
    for package in chosen {
        if !depends_on_facade(package) {
            let name = package["name"].as_str().unwrap_or_default();
            without_dependency.push(name.to_owned());
        }
        for target in package["targets"].as_array().into_iter().flatten() {
            if let (Some(path), Some(edition)) =
                (target["src_path"].as_str(), target["edition"].as_str())
            {
                roots.push((PathBuf::from(path), edition.to_owned()));
            }
        }
    }
    Ok(Targets {
        roots,
        without_dependency,
    })
}

/// Whether `package` (of `cargo metadata`) has `is-operator` as a normal dependency (a
/// dev-dependency does not serve its library and binaries).
fn depends_on_facade(package: &serde_json::Value) -> bool {
    package["dependencies"]
        .as_array()
        .into_iter()
        .flatten()
        .any(|dependency| {
            dependency["name"].as_str() == Some(FACADE_PACKAGE) && dependency["kind"].is_null()
        })
}

fn nearest_manifest(dir: &Path) -> Option<PathBuf> {
    let dir = std::fs::canonicalize(dir).unwrap_or_else(|_| dir.to_owned());
    dir.ancestors()
        .map(|dir| dir.join("Cargo.toml"))
        .find(|path| path.is_file())
}

fn cargo_metadata(manifest: &Path) -> Result<serde_json::Value, String> {
    let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
    let output = Command::new(cargo)
        .args([
            "metadata",
            "--no-deps",
            "--format-version",
            "1",
            "--manifest-path",
        ])
        .arg(manifest)
        .output()
        .map_err(|error| format!("could not run cargo metadata: {error}"))?;
    if !output.status.success() {
        return Err(String::from_utf8_lossy(&output.stderr)
            .trim_end()
            .to_owned());
    }
    serde_json::from_slice(&output.stdout).map_err(|error| format!("cargo metadata: {error}"))
}

/// The editions of the packages files belong to, one `cargo metadata` per manifest.
#[derive(Default)]
pub struct Editions {
    by_manifest: BTreeMap<PathBuf, String>,
}

impl Editions {
    /// The edition of the package whose manifest is nearest above `file`.
    pub fn of(&mut self, file: &Path) -> String {
        let dir = file.parent().unwrap_or(Path::new("."));
        let dir = if dir.as_os_str().is_empty() {
            Path::new(".")
        } else {
            dir
        };
        let Some(manifest) = nearest_manifest(dir) else {
            return DEFAULT_EDITION.to_owned();
        };
        if let Some(edition) = self.by_manifest.get(&manifest) {
            return edition.clone();
        }
        let edition = cargo_metadata(&manifest)
            .ok()
            .and_then(|metadata| package_edition(&metadata, &manifest))
            .unwrap_or_else(|| DEFAULT_EDITION.to_owned());
        self.by_manifest.insert(manifest, edition.clone());
        edition
    }
}

fn package_edition(metadata: &serde_json::Value, manifest: &Path) -> Option<String> {
    metadata["packages"].as_array()?.iter().find_map(|package| {
        let path = std::fs::canonicalize(package["manifest_path"].as_str()?).ok()?;
        (path == manifest).then(|| package["edition"].as_str().map(str::to_owned))?
    })
}

/// Every `.rs` file under `dir`, leaving out `target` and hidden directories.
fn rust_files_under(dir: &Path) -> Vec<PathBuf> {
    let mut found = Vec::new();
    let mut pending = vec![dir.to_owned()];
    while let Some(dir) = pending.pop() {
        let Ok(entries) = std::fs::read_dir(&dir) else {
            continue;
        };
        for entry in entries.flatten() {
            let path = entry.path();
            let name = entry.file_name();
            let name = name.to_string_lossy();
            if path.is_dir() {
                if !name.starts_with('.') && name != "target" {
                    pending.push(path);
                }
            } else if name.ends_with(".rs") {
                found.push(path);
            }
        }
    }
    found.sort();
    found
}

/// `root` and every file its `mod NAME;` declarations reach, as rustc finds them.
fn module_tree(root: &Path, edition: &str, files: &mut BTreeSet<SourceFile>, tree: &mut Tree) {
    let file = SourceFile {
        path: root.to_owned(),
        edition: edition.to_owned(),
    };
    if files.contains(&file) {
        return;
    }
    files.insert(file);
    let Ok(text) = std::fs::read_to_string(root) else {
        return;
    };
    let Ok(parsed) = source::parse_file(&text) else {
        return;
    };
    let dir = root.parent().unwrap_or(Path::new("."));
    // `lib.rs`, `main.rs` and `mod.rs` own their directory; `foo.rs` owns `foo/`.
    let stem = root
        .file_stem()
        .and_then(|stem| stem.to_str())
        .unwrap_or("");
    let owns_dir = matches!(stem, "lib" | "main" | "mod") || is_target_root(root);
    let module_dir = if owns_dir {
        dir.to_owned()
    } else {
        dir.join(stem)
    };
    let mut found = Vec::new();
    let dirs = Dirs {
        module: &module_dir,
        file: dir,
    };
    declared_modules(&parsed.items, dirs, &mut found);
    for (path, in_macro) in found {
        match (path, in_macro) {
            (Ok(path), in_macro) => {
                if in_macro.is_some() {
                    tree.in_macros.insert(path.clone());
                }
                module_tree(&path, edition, files, tree);
            }
            // A `mod NAME;` of the file's own without a file is rustc's to report.
            (Err(_), None) => {}
            (Err((name, why)), Some((line, mac))) => {
                tree.skipped.push(format!(
                    "{}:{line}: module `{name}` declared inside `{mac}!`: {why}",
                    root.display()
                ));
            }
        }
    }
}

/// The directories a module's `mod NAME;` declarations are looked up in: its own (`foo/` for
/// `foo.rs`), and the file's, for `#[path]`.
#[derive(Clone, Copy)]
struct Dirs<'p> {
    module: &'p Path,
    file: &'p Path,
}

/// A declared module's file, or its name and why it has none; with, for one declared inside a
/// macro call, the call's line and macro name.
type Declared = (Result<PathBuf, (String, String)>, Option<(usize, String)>);

/// Whether `path` is a root of its own (`tests/foo.rs`, `src/bin/foo.rs`, …), whose
/// submodules live beside it.
fn is_target_root(path: &Path) -> bool {
    path.parent()
        .and_then(Path::file_name)
        .is_some_and(|dir| matches!(dir.to_str(), Some("tests" | "examples" | "benches" | "bin")))
}

fn declared_modules(items: &[syn::Item], dirs: Dirs<'_>, out: &mut Vec<Declared>) {
    for item in items {
        match item {
            syn::Item::Mod(module) => declared_module(module, dirs, None, out),
            syn::Item::Macro(call) if !call.mac.path.is_ident("macro_rules") => {
                let name = call
                    .mac
                    .path
                    .segments
                    .last()
                    .map(|s| s.ident.to_string())
                    .unwrap_or_default();
                let line = call.mac.path.span().start().line;
                macro_modules(call.mac.tokens.clone(), dirs, &(line, name), out);
            }
            _ => {}
        }
    }
}

/// The modules declared inside a macro call's tokens: read as items where they are items
/// (`cfg_if! { … }` branches are groups of them), else every `mod NAME;` in them.
fn macro_modules(
    tokens: proc_macro2::TokenStream,
    dirs: Dirs<'_>,
    call: &(usize, String),
    out: &mut Vec<Declared>,
) {
    if let Ok(file) = syn::parse2::<syn::File>(tokens.clone()) {
        for item in &file.items {
            match item {
                syn::Item::Mod(module) => declared_module(module, dirs, Some(call), out),
                syn::Item::Macro(inner) => macro_modules(inner.mac.tokens.clone(), dirs, call, out),
                _ => {}
            }
        }
        return;
    }
    let level: Vec<proc_macro2::TokenTree> = tokens.into_iter().collect();
    for (i, token) in level.iter().enumerate() {
        use proc_macro2::TokenTree;
        match token {
            TokenTree::Group(group) => macro_modules(group.stream(), dirs, call, out),
            TokenTree::Ident(word) if word == "mod" => {
                let name = match level.get(i + 1) {
                    Some(TokenTree::Ident(name)) => name.to_string(),
                    Some(TokenTree::Punct(p)) if p.as_char() == '$' => {
                        out.push((
                            Err(("$…".into(), "its name is a macro's fragment".into())),
                            Some(call.clone()),
                        ));
                        continue;
                    }
                    _ => continue,
                };
                if matches!(level.get(i + 2), Some(TokenTree::Punct(p)) if p.as_char() == ';') {
                    out.push((module_file(&name, None, dirs), Some(call.clone())));
                }
            }
            _ => {}
        }
    }
}

fn declared_module(
    module: &syn::ItemMod,
    dirs: Dirs<'_>,
    call: Option<&(usize, String)>,
    out: &mut Vec<Declared>,
) {
    let name = module.ident.to_string();
    let name = name.trim_start_matches("r#");
    let path_attr = module.attrs.iter().find_map(|attr| {
        let syn::Meta::NameValue(meta) = &attr.meta else {
            return None;
        };
        let syn::Expr::Lit(syn::ExprLit {
            lit: syn::Lit::Str(path),
            ..
        }) = &meta.value
        else {
            return None;
        };
        meta.path.is_ident("path").then(|| path.value())
    });
    match &module.content {
        None => out.push((module_file(name, path_attr.as_deref(), dirs), call.cloned())),
        Some((_, inner)) => {
            let dir = dirs.module.join(path_attr.as_deref().unwrap_or(name));
            let inner_dirs = Dirs {
                module: &dir,
                file: &dir,
            };
            declared_modules(inner, inner_dirs, out);
        }
    }
}

/// The file of `mod NAME;`, as rustc finds it.
fn module_file(
    name: &str,
    path_attr: Option<&str>,
    dirs: Dirs<'_>,
) -> Result<PathBuf, (String, String)> {
    if let Some(path) = path_attr {
        return Ok(dirs.file.join(path));
    }
    let flat = dirs.module.join(format!("{name}.rs"));
    let nested = dirs.module.join(name).join("mod.rs");
    if flat.is_file() {
        Ok(flat)
    } else if nested.is_file() {
        Ok(nested)
    } else {
        Err((name.to_owned(), "no file found for it".to_owned()))
    }
}
