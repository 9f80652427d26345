//! The items and modules around a rewrite: where `#[is_syntax]` and `use is::…` go, whether
//! they are there already, and whether code is compiled only under a `#[cfg]`.

use std::ops::Range;

use syn::{Attribute, Item, UseTree};

use crate::source::{Edit, indent_at, node_range};

/// An item a rewrite may stand in: a function, `const` or `static` (which can take
/// `#[is_syntax]`), or an `impl`, trait or module (whose annotation covers what is inside).
pub(super) struct ItemFrame {
    /// Where `#[is_syntax]` goes, for the outermost function, `const` or `static` of its
    /// module or `impl`; `None` for other items.
    attr_at: Option<usize>,
    annotated: bool,
    cfg: bool,
    needs_attribute: bool,
    /// Whether the frame starts a module (a file or an inline `mod`).
    module: Option<ModuleFrame>,
}

/// A module: where its `use` goes and what it imports already.
struct ModuleFrame {
    use_at: usize,
    /// The text before and after the `use` item inserted at `use_at`.
    around: (String, String),
    imported: Imported,
    needs_is: bool,
    needs_syntax: bool,
}

/// What a rewrite needs from its items.
#[derive(Clone, Debug)]
pub(super) struct Needs {
    /// `is::` when the code is compiled only under a `#[cfg]`, so that no `use` goes unused
    /// in the other configurations; empty otherwise.
    pub prefix: String,
    /// The name to call `is!` by: `is`, or the one the module's `use` gives it.
    pub name: String,
}

/// The item stack of one file.
pub(super) struct Scopes<'t> {
    text: &'t str,
    /// `is` or `::is`, when the file has an item of its own named `is`.
    krate: String,
    frames: Vec<ItemFrame>,
    pub edits: Vec<Edit>,
}

impl<'t> Scopes<'t> {
    pub(super) fn new(text: &'t str, file: &syn::File) -> Self {
        let krate = if names_is_in_types(&file.items) {
            "::is"
        } else {
            "is"
        };
        let mut scopes = Scopes {
            text,
            krate: krate.to_owned(),
            frames: Vec::new(),
            edits: Vec::new(),
        };
        let module = scopes.module_frame(&file.items, 0);
        scopes.frames.push(ItemFrame {
            attr_at: None,
            annotated: has_is_syntax(&file.attrs),
            cfg: false,
            needs_attribute: false,
            module: Some(module),
        });
        scopes
    }

    /// Enters a function, `const` or `static` (`takes_attribute`) or another item; `start`
    /// is where its first token after the attributes is.
    pub(super) fn enter(&mut self, attrs: &[Attribute], start: usize, takes_attribute: bool) {
        let outer_fn = self
            .frames
            .iter()
            .rev()
            .take_while(|frame| frame.module.is_none())
            .any(|frame| frame.attr_at.is_some());
        let attr_at = (takes_attribute && !outer_fn).then_some(start);
        self.frames.push(ItemFrame {
            attr_at,
            annotated: has_is_syntax(attrs),
            cfg: has_cfg(attrs),
            needs_attribute: false,
            module: None,
        });
    }

    /// Enters an inline module with `items`, whose `{` ends at `open`.
    pub(super) fn enter_module(&mut self, attrs: &[Attribute], items: &[Item], open: usize) {
        let module = self.module_frame(items, open);
        self.frames.push(ItemFrame {
            attr_at: None,
            annotated: has_is_syntax(attrs),
            cfg: false,
            needs_attribute: false,
            module: Some(module),
        });
    }

    /// Leaves the innermost item, writing the attribute and `use` it needs.
    pub(super) fn leave(&mut self) {
        let frame = self.frames.pop().expect("entered");
        if let (true, Some(at)) = (frame.needs_attribute, frame.attr_at) {
            let indent = indent_at(self.text, at);
            let path = if frame.cfg || self.under_cfg() {
                format!("{}::is_syntax", self.krate)
            } else {
                "is_syntax".to_owned()
            };
            if path == "is_syntax" {
                self.module().needs_syntax = true;
            }
            self.edits
                .push(Edit::new(at..at, format!("#[{path}]\n{indent}")));
        }
        if let Some(module) = frame.module {
            self.write_use(&module);
        }
    }

    /// Leaves the file.
    pub(super) fn finish(mut self) -> Vec<Edit> {
        while !self.frames.is_empty() {
            self.leave();
        }
        self.edits
    }

    /// What a rewrite to `is!` here needs; `binds`: whether the call must act as the `let` of
    /// its chain, its bindings reaching past it or its value's guard living through the body
    /// (then the item needs `#[is_syntax]`). `Err`: why it cannot be done here.
    pub(super) fn need(&mut self, binds: bool) -> Result<Needs, String> {
        let cfg = self.under_cfg();
        let prefix = if cfg {
            format!("{}::", self.krate)
        } else {
            String::new()
        };
        if binds {
            let in_module = self
                .frames
                .iter()
                .rev()
                .position(|frame| frame.module.is_some())
                .unwrap_or(0);
            let local = self.frames.len() - 1 - in_module..self.frames.len();
            if !self.frames[local.clone()]
                .iter()
                .any(|frame| frame.annotated)
            {
                let Some(index) = local.clone().find(|&i| self.frames[i].attr_at.is_some()) else {
                    return Err(
                        "no function, `const` or `static` around it to put `#[is_syntax]` on"
                            .into(),
                    );
                };
                self.frames[index].needs_attribute = true;
                self.frames[index].annotated = true;
            }
        }
        let mut name = "is".to_owned();
        if !cfg {
            let module = self.module();
            match (&module.imported.is_as, module.imported.is) {
                (Some(is_as), false) => name.clone_from(is_as),
                _ => module.needs_is = true,
            }
        }
        Ok(Needs { prefix, name })
    }

    /// Whether the code here is under a `#[cfg]` within its module.
    fn under_cfg(&self) -> bool {
        self.frames
            .iter()
            .rev()
            .take_while(|frame| frame.module.is_none())
            .any(|frame| frame.cfg)
    }

    fn module(&mut self) -> &mut ModuleFrame {
        self.frames
            .iter_mut()
            .rev()
            .find_map(|frame| frame.module.as_mut())
            .expect("a file frame")
    }

    fn module_frame(&self, items: &[Item], open: usize) -> ModuleFrame {
        let mut imported = Imported::default();
        for item in items {
            if let Item::Use(item) = item {
                imports(&item.tree, false, &mut imported);
            }
        }
        let (use_at, around) = match self.sorted_place(items) {
            Some(place) => place,
            None => match items.first() {
                Some(first) => {
                    let start = node_range(first).start;
                    (
                        start,
                        (String::new(), format!("\n{}", indent_at(self.text, start))),
                    )
                }
                None => (open, (String::new(), String::new())),
            },
        };
        ModuleFrame {
            use_at,
            around,
            imported,
            needs_is: false,
            needs_syntax: false,
        }
    }

    /// Where `use is::…;` goes among the module's first group of `use` items (those with no
    /// blank line between them), sorted in as rustfmt sorts them, so that `cargo fmt` keeps
    /// it there; and the text before and after it.
    fn sorted_place(&self, items: &[Item]) -> Option<(usize, (String, String))> {
        let first = items.iter().position(|item| matches!(item, Item::Use(_)))?;
        let mut group = vec![&items[first]];
        for item in &items[first + 1..] {
            let Item::Use(_) = item else { break };
            let gap = &self.text[node_range(*group.last()?).end..node_range(item).start];
            if gap.matches('\n').count() > 1 || !gap.trim().is_empty() {
                break;
            }
            group.push(item);
        }
        let ours = vec![Segment::Name("0is".to_owned())];
        let later = group.iter().find(|item| match item {
            Item::Use(item) => segments(&item.tree) > ours,
            _ => false,
        });
        Some(match later {
            Some(item) => {
                let start = node_range(*item).start;
                (
                    start,
                    (String::new(), format!("\n{}", indent_at(self.text, start))),
                )
            }
            None => {
                let last = group.last()?;
                let indent = indent_at(self.text, node_range(*last).start);
                (
                    node_range(*last).end,
                    (format!("\n{indent}"), String::new()),
                )
            }
        })
    }

    fn write_use(&mut self, module: &ModuleFrame) {
        let is = module.needs_is && !module.imported.is;
        let syntax = module.needs_syntax && !module.imported.syntax;
        let names = match (is, syntax) {
            (true, true) => "{is, is_syntax}",
            (true, false) => "is",
            (false, true) => "is_syntax",
            (false, false) => return,
        };
        let (before, after) = &module.around;
        let text = format!("{before}use {}::{names};{after}", self.krate);
        // First among the insertions at its offset, above the attribute of a first item.
        self.edits
            .insert(0, Edit::new(module.use_at..module.use_at, text));
    }
}

/// Whether `attrs` hold `#[is_syntax]` (under any path ending in it).
pub(super) fn has_is_syntax(attrs: &[Attribute]) -> bool {
    attrs.iter().any(is_syntax_attribute)
}

pub(super) fn is_syntax_attribute(attr: &Attribute) -> bool {
    attr.path()
        .segments
        .last()
        .is_some_and(|segment| segment.ident == "is_syntax")
}

fn has_cfg(attrs: &[Attribute]) -> bool {
    attrs
        .iter()
        .any(|attr| attr.path().is_ident("cfg") || attr.path().is_ident("cfg_attr"))
}

/// What a module's `use` items import of the crate `is`.
#[derive(Default)]
struct Imported {
    /// `is` under its own name.
    is: bool,
    /// `is_syntax` under its own name.
    syntax: bool,
    /// The name a `use` gives `is!` (`use is::{is as test};`), which a rewrite writes where
    /// `is` itself is not imported.
    is_as: Option<String>,
}

/// Adds to `found` what `tree` imports of the crate `is` (`under_is`: below its `is::`).
fn imports(tree: &UseTree, under_is: bool, found: &mut Imported) {
    match tree {
        UseTree::Path(path) => imports(&path.tree, under_is || path.ident == "is", found),
        UseTree::Name(name) => {
            found.is |= under_is && name.ident == "is";
            found.syntax |= under_is && name.ident == "is_syntax";
        }
        UseTree::Rename(rename) => {
            found.is |= under_is && rename.rename == "is";
            found.syntax |= under_is && rename.rename == "is_syntax";
            if under_is && rename.ident == "is" && rename.rename != "is" {
                found.is_as.get_or_insert_with(|| rename.rename.to_string());
            }
        }
        UseTree::Glob(_) => {
            found.is |= under_is;
            found.syntax |= under_is;
        }
        UseTree::Group(group) => {
            for tree in &group.items {
                imports(tree, under_is, found);
            }
        }
    }
}

/// Whether the file has an item named `is` in the type namespace (a module, type, trait or
/// crate), which a path `is::…` would mean instead of the crate.
fn names_is_in_types(items: &[Item]) -> bool {
    items.iter().any(|item| match item {
        Item::Mod(module) => {
            module.ident == "is"
                || module
                    .content
                    .as_ref()
                    .is_some_and(|(_, inner)| names_is_in_types(inner))
        }
        Item::Struct(item) => item.ident == "is",
        Item::Enum(item) => item.ident == "is",
        Item::Union(item) => item.ident == "is",
        Item::Trait(item) => item.ident == "is",
        Item::Type(item) => item.ident == "is",
        Item::ExternCrate(item) => item
            .rename
            .as_ref()
            .map_or(item.ident == "is", |(_, name)| name == "is"),
        _ => false,
    })
}

/// Why the file's own names rule out `is!`: a macro of its own named `is`, or an import of
/// an `is` from elsewhere.
pub(super) fn own_is_macro(file: &syn::File) -> Option<Range<usize>> {
    use syn::visit::Visit;
    struct Find(Option<Range<usize>>);
    impl<'ast> Visit<'ast> for Find {
        fn visit_item_macro(&mut self, item: &'ast syn::ItemMacro) {
            if item.ident.as_ref().is_some_and(|name| name == "is") {
                self.0.get_or_insert(node_range(item));
            }
        }
        fn visit_item_use(&mut self, item: &'ast syn::ItemUse) {
            if foreign_is(&item.tree, None) {
                self.0.get_or_insert(node_range(item));
            }
        }
    }
    let mut find = Find(None);
    find.visit_file(file);
    find.0
}

/// Whether a `use` tree brings in a name `is` from anywhere but the crate `is`.
fn foreign_is(tree: &UseTree, first: Option<&str>) -> bool {
    match tree {
        UseTree::Path(path) => {
            let name = path.ident.to_string();
            foreign_is(&path.tree, Some(first.unwrap_or(&name)))
        }
        UseTree::Name(name) => name.ident == "is" && first.is_some_and(|first| first != "is"),
        UseTree::Rename(rename) => {
            rename.rename == "is" && !(rename.ident == "is" && first == Some("is"))
        }
        UseTree::Glob(_) => false,
        UseTree::Group(group) => group.items.iter().any(|tree| foreign_is(tree, first)),
    }
}

/// A segment of a `use` path, ordered as rustfmt orders them: `self`, `super`, `crate`, then
/// names (lowercase before capitalised before all-caps), then `*`, then `{…}`.
#[derive(PartialEq, Eq, PartialOrd, Ord)]
enum Segment {
    SelfValue,
    Super,
    Crate,
    Name(String),
    Glob,
    Group,
}

/// The segments of a `use` tree's path, as far as one path goes.
fn segments(tree: &UseTree) -> Vec<Segment> {
    let segment = |name: &syn::Ident| {
        let name = name.to_string();
        match name.as_str() {
            "self" => Segment::SelfValue,
            "super" => Segment::Super,
            "crate" => Segment::Crate,
            _ => {
                let name = name.trim_start_matches("r#");
                // Lowercase first, as rustfmt's ordering puts snake_case before CamelCase.
                let class = if name.starts_with(char::is_lowercase) {
                    '0'
                } else {
                    '1'
                };
                Segment::Name(format!("{class}{name}"))
            }
        }
    };
    match tree {
        UseTree::Path(path) => {
            let mut out = vec![segment(&path.ident)];
            out.extend(segments(&path.tree));
            out
        }
        UseTree::Name(name) => vec![segment(&name.ident)],
        UseTree::Rename(rename) => vec![segment(&rename.ident)],
        UseTree::Glob(_) => vec![Segment::Glob],
        UseTree::Group(_) => vec![Segment::Group],
    }
}

/// The names among `assert` and `debug_assert` that the file defines with `macro_rules!` or
/// imports from anywhere but `std` and `core`: its own macros, not std's.
pub(super) fn own_asserts(file: &syn::File) -> Vec<String> {
    use syn::visit::Visit;
    struct Find(Vec<String>);
    impl<'ast> Visit<'ast> for Find {
        fn visit_item_macro(&mut self, item: &'ast syn::ItemMacro) {
            if let Some(name) = &item.ident {
                self.0.push(name.to_string());
            }
        }
        fn visit_item_use(&mut self, item: &'ast syn::ItemUse) {
            let from_std = match &item.tree {
                UseTree::Path(path) => path.ident == "std" || path.ident == "core",
                _ => false,
            };
            if !from_std {
                leaves(&item.tree, &mut self.0);
            }
        }
    }
    fn leaves(tree: &UseTree, out: &mut Vec<String>) {
        match tree {
            UseTree::Path(path) => leaves(&path.tree, out),
            UseTree::Name(name) => out.push(name.ident.to_string()),
            UseTree::Rename(rename) => out.push(rename.rename.to_string()),
            UseTree::Glob(_) => {}
            UseTree::Group(group) => group.items.iter().for_each(|tree| leaves(tree, out)),
        }
    }
    let mut find = Find(Vec::new());
    find.visit_file(file);
    find.0
        .retain(|name| name == "assert" || name == "debug_assert");
    find.0
}
