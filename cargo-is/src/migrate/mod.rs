//! `cargo is migrate`: `matches!` and `if let` to `is`, and back.
//!
//! Every rewrite is a few edits at the edges of the spans it moves (`matches!(` becomes
//! `is!(`, `, P` becomes ` is P`), so the tested value and the guard keep their text, their
//! comments and any rewrite nested inside them; everything else in the file stays byte for
//! byte. What a rewrite cannot do without changing meaning, it skips and says why.

mod imports;
mod items;
mod let_else;
mod print;
mod readable;
mod shapes;
mod to_is;
mod to_let_chains;
mod units;

use std::ops::Range;

use syn::{BinOp, Expr};

pub use crate::source::Note;
use crate::source::{self, Edit};

/// Which way to migrate.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Direction {
    /// `matches!`, `if let`, `while let` and if-let guards to `is`.
    ToIs,
    /// `is!`, `#[is_syntax]` and `is::syntax!` back to `matches!` and let-chains.
    ToLetChains,
}

/// A migrated file: its new text, what changed and what was skipped, by line.
#[derive(Debug, Default)]
pub struct Migrated {
    pub text: String,
    pub changes: Vec<Note>,
    pub skipped: Vec<Note>,
}

/// `text`, a file of a crate in `edition`, migrated in `direction`.
pub fn migrate(text: &str, edition: &str, direction: Direction) -> Migrated {
    let mut out = Migrated {
        text: text.to_owned(),
        ..Migrated::default()
    };
    if edition == "2015" {
        out.skipped.push(Note {
            line: 1,
            message: "edition 2015 is not supported (its paths need `extern crate`)".into(),
        });
        return out;
    }
    let file = match source::parse_file(text) {
        Ok(file) => file,
        Err(error) => {
            let line = error.span().start().line;
            out.skipped.push(Note {
                line,
                message: format!("the file does not parse: {error}"),
            });
            return out;
        }
    };
    // A call of `is!` under a name the file's `use` gives it is read as the macros read it,
    // by the rewrite and by the removal of the `use` after it.
    is_operator_syntax::for_tools::with_file_names(text, || {
        migrate_parsed(text, edition, direction, &file, out)
    })
}

/// [`migrate`] of the parsed `file`, the names of `is!` known.
fn migrate_parsed(
    text: &str,
    edition: &str,
    direction: Direction,
    file: &syn::File,
    mut out: Migrated,
) -> Migrated {
    let mut log = Log::new(text);
    let edits = match direction {
        Direction::ToIs => to_is::rewrite(text, edition, file, &mut log),
        Direction::ToLetChains => to_let_chains::rewrite(text, edition, file, &mut log),
    };
    if source::overlapping(&edits) {
        out.skipped.push(Note {
            line: 1,
            message: "rewrites overlapped; the file is left as it was (please report this)".into(),
        });
        return out;
    }
    out.text = source::apply(text, &edits);
    if direction == Direction::ToLetChains {
        // The `use` of `is` goes, name by name, when nothing is left that needs it.
        match source::parse_file(&out.text) {
            Ok(done) => {
                let mut removals = Log::new(&out.text);
                let needed = imports::still_needed(&done);
                let edits = imports::remove_imports(&out.text, &done, needed, &mut removals);
                let mut text = source::apply(&out.text, &edits);
                // The `use` items at the top gone, the blank line after them goes too.
                if !out.text.starts_with('\n') && text.starts_with('\n') {
                    text = text.trim_start_matches('\n').to_owned();
                }
                log.changes.extend(removals.changes);
                log.skipped.extend(removals.skipped);
                out.text = text;
            }
            Err(error) => {
                out.text = text.to_owned();
                out.skipped.push(Note {
                    line: 1,
                    message: format!("the rewrite did not parse, so the file is left as it was (please report this): {error}"),
                });
                return out;
            }
        }
    }
    out.changes = log.changes;
    out.skipped = log.skipped;
    out
}

/// What a pass did and skipped, by line.
pub(crate) struct Log<'t> {
    text: &'t str,
    changes: Vec<Note>,
    skipped: Vec<Note>,
}

impl<'t> Log<'t> {
    fn new(text: &'t str) -> Self {
        Log {
            text,
            changes: Vec::new(),
            skipped: Vec::new(),
        }
    }

    pub(crate) fn change(&mut self, at: usize, message: impl Into<String>) {
        let line = source::line_of(self.text, at);
        self.changes.push(Note {
            line,
            message: message.into(),
        });
    }

    pub(crate) fn skip(&mut self, at: usize, message: impl Into<String>) {
        let line = source::line_of(self.text, at);
        self.skipped.push(Note {
            line,
            message: message.into(),
        });
    }
}

/// Whether `text[range]` is only whitespace, so that dropping it loses no comment.
pub(crate) fn blank(text: &str, range: Range<usize>) -> bool {
    text.get(range).is_some_and(|gap| gap.trim().is_empty())
}

/// Whether `expr` needs parentheses before an infix `is` (precedence of `==`, non-associative,
/// and `as` asking for them): anything that binds less tightly than `==` or ends in a block.
pub(crate) fn needs_parens_before_is(expr: &Expr) -> bool {
    match expr {
        Expr::Binary(binary) => {
            matches!(
                binary.op,
                BinOp::Eq(_)
                    | BinOp::Ne(_)
                    | BinOp::Lt(_)
                    | BinOp::Le(_)
                    | BinOp::Gt(_)
                    | BinOp::Ge(_)
                    | BinOp::And(_)
                    | BinOp::Or(_)
            ) || is_assignment(binary.op)
        }
        Expr::Path(_)
        | Expr::Call(_)
        | Expr::MethodCall(_)
        | Expr::Field(_)
        | Expr::Index(_)
        | Expr::Lit(_)
        | Expr::Paren(_)
        | Expr::Tuple(_)
        | Expr::Array(_)
        | Expr::Macro(_)
        | Expr::Unary(_)
        | Expr::Reference(_)
        | Expr::Try(_)
        | Expr::Await(_)
        | Expr::Struct(_)
        | Expr::Repeat(_) => false,
        _ => true,
    }
}

/// Whether `expr` needs parentheses as the right operand of `&&` to mean what it means alone
/// (as a guard, a whole expression).
pub(crate) fn needs_parens_after_and(expr: &Expr) -> bool {
    match expr {
        Expr::Binary(binary) => matches!(binary.op, BinOp::Or(_)) || is_assignment(binary.op),
        Expr::Range(_)
        | Expr::Assign(_)
        | Expr::Closure(_)
        | Expr::Return(_)
        | Expr::Break(_)
        | Expr::Yield(_)
        | Expr::Let(_) => true,
        _ => false,
    }
}

/// Whether `expr` reads the same as a `let`'s value without parentheses though it needs them
/// before an infix `is`: a block-like expression, a cast, a comparison.
pub(crate) fn needs_no_parens_after_let(expr: &Expr) -> bool {
    match expr {
        Expr::Unsafe(_)
        | Expr::Block(_)
        | Expr::Const(_)
        | Expr::Match(_)
        | Expr::If(_)
        | Expr::Loop(_)
        | Expr::While(_)
        | Expr::ForLoop(_)
        | Expr::Cast(_) => true,
        Expr::Binary(binary) => matches!(
            binary.op,
            BinOp::Eq(_) | BinOp::Ne(_) | BinOp::Lt(_) | BinOp::Le(_) | BinOp::Gt(_) | BinOp::Ge(_)
        ),
        _ => false,
    }
}

fn is_assignment(op: BinOp) -> bool {
    matches!(
        op,
        BinOp::AddAssign(_)
            | BinOp::SubAssign(_)
            | BinOp::MulAssign(_)
            | BinOp::DivAssign(_)
            | BinOp::RemAssign(_)
            | BinOp::BitXorAssign(_)
            | BinOp::BitAndAssign(_)
            | BinOp::BitOrAssign(_)
            | BinOp::ShlAssign(_)
            | BinOp::ShrAssign(_)
    )
}

/// Whether evaluating `expr` can leave a temporary whose drop could be seen: anything but
/// paths, fields, literals, references, dereferences and indexing of those.
pub(crate) fn may_hold_temporaries(expr: &Expr) -> bool {
    match expr {
        Expr::Path(_) | Expr::Lit(_) => false,
        Expr::Field(field) => may_hold_temporaries(&field.base),
        Expr::Paren(paren) => may_hold_temporaries(&paren.expr),
        Expr::Reference(reference) => may_hold_temporaries(&reference.expr),
        Expr::Unary(unary) => {
            matches!(unary.op, syn::UnOp::Deref(_)) && may_hold_temporaries(&unary.expr)
        }
        Expr::Index(index) => {
            may_hold_temporaries(&index.expr) || may_hold_temporaries(&index.index)
        }
        _ => true,
    }
}

/// The name of a method in `expr` that returns a guard (`lock`, `borrow_mut`, …), whose
/// temporary's drop an earlier drop could change.
pub(crate) fn guard_call(expr: &Expr) -> Option<String> {
    const GUARDS: &[&str] = &[
        "lock",
        "try_lock",
        "read",
        "write",
        "borrow",
        "borrow_mut",
        "try_borrow",
        "try_borrow_mut",
        "try_read",
        "try_write",
    ];
    let mut found = None;
    let mut visit = |method: &syn::ExprMethodCall| {
        let name = method.method.to_string();
        if GUARDS.contains(&name.as_str()) {
            found = Some(name);
        }
    };
    walk_method_calls(expr, &mut visit);
    found
}

fn walk_method_calls(expr: &Expr, f: &mut impl FnMut(&syn::ExprMethodCall)) {
    struct Calls<'f, F>(&'f mut F);
    impl<'ast, F: FnMut(&syn::ExprMethodCall)> syn::visit::Visit<'ast> for Calls<'_, F> {
        fn visit_expr_method_call(&mut self, call: &'ast syn::ExprMethodCall) {
            (self.0)(call);
            syn::visit::visit_expr_method_call(self, call);
        }
    }
    syn::visit::Visit::visit_expr(&mut Calls(f), expr);
}

/// The last segment of a macro's path: `assert` for `std::assert!`.
pub(crate) fn macro_name(mac: &syn::Macro) -> String {
    mac.path
        .segments
        .last()
        .map(|s| s.ident.to_string())
        .unwrap_or_default()
}

/// The edits that wrap `range` in parentheses.
pub(crate) fn wrap(range: &Range<usize>) -> [Edit; 2] {
    [
        Edit::new(range.start..range.start, "("),
        Edit::new(range.end..range.end, ")"),
    ]
}
