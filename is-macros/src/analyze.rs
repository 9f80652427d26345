//! Stage 2, analyze: where each test's bindings flow, and whether each test is well formed.
//!
//! The binding rules live here and only here. Bindings flow along the top-level `&&` chain of
//! the position the test sits in, through parentheses: into later links of the chain and, for
//! an `if`/`while`/guard condition, into the body. A test anywhere else (under `||` or `!`,
//! inside a call) starts a chain of its own, which ends with it.

use proc_macro2::Span;
use syn::parse::Parser as _;
use syn::spanned::Spanned;
use syn::visit_mut::VisitMut;
use syn::{BinOp, Expr, Macro, Pat};

use crate::diagnostic::{Errors, source, with_help};
use crate::parse::{Parser, Pattern, Test, Tests, as_test, tokens_of};

/// The state of one macro call: its tests, its errors and its options.
pub(crate) struct Session {
    pub(crate) tests: Tests,
    pub(crate) errors: Errors,
    /// `#[is_syntax(allow(is_statement))]`: an `is` whose value is dropped is not an error.
    pub(crate) allow_statement: bool,
    /// The session lowers an `is::syntax!` block: its tokens were rewritten (tests stand as
    /// markers), infix `is` is the operator in other macros' arguments too
    /// (`format!("{}", x is Some(_))`), and every `is!` is lowered where it stands, since the
    /// block's user need not import it. Under the attribute, infix `is` lives only in `is!`
    /// and `assert!`.
    pub(crate) syntax_block: bool,
    /// How many `is!` calls the scanner left to expand on their own, as `bool`s.
    pub(crate) left_is_calls: usize,
    /// The scopes being lowered, innermost last; the first is the one around the item.
    pub(crate) scopes: Vec<Scope>,
    /// How many places the scanner changed, so that an unchanged group is passed on as it
    /// came instead of being rebuilt token by token.
    pub(crate) edits: usize,
    /// How many groups deep the scanner is, which it keeps below [`crate::emit::MAX_DEPTH`].
    pub(crate) depth: usize,
    /// Whether input nested too deep was reported: once is enough.
    pub(crate) too_deep_reported: bool,
    /// Whether a rewrite left an `is` that is not `is!` (see [`Parser::left_is`]).
    pub(crate) left_is: bool,
    /// Whether the scan rewrites infix `is` in each level it reads (in an `is::syntax!`
    /// block, outside other macros' tokens).
    pub(crate) rewrite_levels: bool,
    /// Whether such a rewrite reported a mistake, which sends the chunk syn's way.
    pub(crate) rewrite_failed: bool,
}

/// A block or module that `#[is_syntax]` lowers `is!` calls in.
///
/// The attribute consumes every `is!` call, which would leave the user's `use is::is` unused.
/// So where a call was consumed, the scope that imports its name gets one `PATH! { @used }`,
/// which resolves through that import and expands to nothing; unless a call left to expand
/// on its own uses the import already (a marker is a macro call the compiler expands too).
#[derive(Clone)]
pub(crate) struct Scope {
    /// Whether the scope has a `use` that names `is` (the item's outer scope is assumed to).
    pub(crate) imports_is: bool,
    /// The path of the first `is!` call consumed under this scope's import.
    pub(crate) used: Option<syn::Path>,
    /// Whether an `is!` call under this scope's import is left in the output.
    pub(crate) left_call: bool,
}

impl Scope {
    pub(crate) fn new(imports_is: bool) -> Self {
        Scope {
            imports_is,
            used: None,
            left_call: false,
        }
    }

    /// The path to mark used at the end of the scope, if its import needs one.
    pub(crate) fn marker(self) -> Option<syn::Path> {
        self.used.filter(|_| !self.left_call)
    }
}

/// One operand of a top-level `&&` chain.
// A chain holds a few links for the moment it is lowered; boxing them would buy nothing.
#[allow(clippy::large_enum_variant)]
pub(crate) enum Link {
    /// `let PAT = EXPR`: from `EXPR is PAT` or `is!(EXPR, PAT)`.
    Let {
        let_span: Span,
        pat: Pat,
        expr: Expr,
    },
    /// Any other operand, already lowered.
    Bool(Expr),
}

impl Session {
    pub(crate) fn new() -> Self {
        Session {
            tests: Tests::new(),
            errors: Errors::default(),
            allow_statement: false,
            syntax_block: false,
            left_is_calls: 0,
            scopes: vec![Scope::new(true)],
            edits: 0,
            depth: 0,
            too_deep_reported: false,
            left_is: false,
            rewrite_levels: false,
            rewrite_failed: false,
        }
    }

    pub(crate) fn parser(&mut self) -> Parser<'_> {
        Parser {
            tests: &mut self.tests,
            errors: &mut self.errors,
            too_deep: &mut self.too_deep_reported,
            left_is: &mut self.left_is,
            depth: self.depth,
        }
    }

    /// Whether `expr`'s top-level `&&` chain, through parentheses, holds a test: whether it binds.
    pub(crate) fn binds(&self, expr: &Expr) -> bool {
        match expr {
            Expr::Binary(binary) if matches!(binary.op, BinOp::And(_)) => {
                self.binds(&binary.left) || self.binds(&binary.right)
            }
            Expr::Paren(paren) => paren.attrs.is_empty() && self.binds(&paren.expr),
            Expr::Group(group) => self.binds(&group.expr),
            // A user's own `let` binds too, but is no test: a chain of nothing else is left as
            // written (a let-chain in a condition, and rustc's error anywhere else).
            Expr::Macro(call) => is_is_macro(&call.mac),
            other => as_test(&self.tests, other).is_some(),
        }
    }

    /// The links of `expr`'s top-level `&&` chain, each lowered.
    pub(crate) fn links(&mut self, expr: Expr) -> Vec<Link> {
        let mut links = Vec::new();
        self.push_links(expr, &mut links);
        links
    }

    fn push_links(&mut self, expr: Expr, links: &mut Vec<Link>) {
        if !self.binds(&expr) {
            let mut expr = expr;
            self.visit_expr_mut(&mut expr);
            links.push(Link::Bool(expr));
            return;
        }
        match expr {
            Expr::Binary(binary) if matches!(binary.op, BinOp::And(_)) => {
                self.push_links(*binary.left, links);
                self.push_links(*binary.right, links);
            }
            Expr::Paren(paren) => self.push_links(*paren.expr, links),
            Expr::Group(group) => self.push_links(*group.expr, links),
            Expr::Macro(call) => match self.used(&call.mac).parse_is_macro(&call.mac) {
                Some(parsed) => self.push_links(parsed, links),
                None => links.push(Link::Bool(syn::parse_quote_spanned!(call.span()=> false))),
            },
            Expr::Binary(binary) => {
                let Some(test) = self.tests.take(&binary.right) else {
                    unreachable!("`binds` said this is a test")
                };
                let mut scrutinee = *binary.left;
                self.check(&test, &scrutinee);
                self.visit_expr_mut(&mut scrutinee);
                links.push(Link::Let {
                    let_span: Span::call_site().located_at(test.span),
                    pat: test.pat.into_pat(),
                    expr: scrutinee,
                });
            }
            other => unreachable!("`binds` accepts no {:?}", other.span()),
        }
    }

    /// Notes that `call` is consumed, in the innermost scope that could have imported its name.
    pub(crate) fn used(&mut self, call: &Macro) -> &mut Self {
        if let Some(name) = call.path.get_ident() {
            self.used_name(name);
        }
        self
    }

    /// [`Session::used`] for a call named by its bare `name`.
    pub(crate) fn used_name(&mut self, name: &proc_macro2::Ident) {
        if let Some(scope) = self.scopes.iter_mut().rev().find(|scope| scope.imports_is)
            && scope.used.is_none()
        {
            scope.used = Some(name.clone().into());
        }
    }

    /// Notes that an `is!` call named by its bare name is left to expand on its own: it uses
    /// the import its name resolves through, as [`Session::used`] finds it.
    pub(crate) fn left_call(&mut self) {
        if let Some(scope) = self.scopes.iter_mut().rev().find(|scope| scope.imports_is) {
            scope.left_call = true;
        }
    }

    /// Parses an `is!(…)` call, recording its error if it has one.
    pub(crate) fn parse_is_macro(&mut self, call: &Macro) -> Option<Expr> {
        // Its first name's span, which is what a path's span is on stable, without the print
        // of the path that finding it costs.
        let span = call
            .path
            .segments
            .first()
            .map_or_else(Span::call_site, |segment| segment.ident.span());
        self.parser()
            .is_args(call.tokens.clone(), span)
            .map_err(|error| self.errors.push(error))
            .ok()
    }

    /// The RFC's rules on a single test.
    fn check(&mut self, test: &Test, scrutinee: &Expr) {
        if !test.alternation_allowed
            && let Pattern::Parsed(Pat::Or(alternatives)) = &test.pat
            && alternatives.leading_vert.is_none()
        {
            let pattern = source(&tokens_of(&test.pat));
            let span = alternatives
                .cases
                .pairs()
                .next()
                .and_then(|pair| pair.punct().map(|bar| bar.span));
            self.errors.push_help(
                span.unwrap_or(test.span),
                "a top-level `|` in an `is` pattern needs parentheses",
                &format!("write `… is ({pattern})`"),
            );
        }
        if let Expr::Cast(cast) = scrutinee {
            let value = source(&tokens_of(&cast.expr));
            let ty = source(&tokens_of(&cast.ty));
            let pattern = source(&tokens_of(&test.pat));
            self.errors.push_help(
                cast.as_token.span,
                "`as` before `is` needs parentheses, or it would read as a pattern type",
                &format!("write `({value} as {ty}) is {pattern}`"),
            );
        }
    }

    /// The error for an `is` whose value a statement drops, with the `let` that keeps its
    /// bindings written out from the user's own tokens.
    pub(crate) fn statement_error(&mut self, span: Span, expr: &Expr) {
        let message = "the value of this `is` is ignored, and its bindings end here";
        // Peek at the first test of the chain without taking it: lowering still needs it.
        let first = self.first_let(expr);
        let help = match first {
            Some((pat, scrutinee)) => {
                let pattern = source(&tokens_of(&pat));
                let value = source(&tokens_of(&scrutinee));
                let otherwise = if is_irrefutable(&pat) {
                    ""
                } else {
                    " else { … }"
                };
                format!(
                    "use `let` to bind it for the rest of the block: `let {pattern} = {value}{otherwise};`"
                )
            }
            None => "use `let` to bind a pattern for the rest of the block".to_owned(),
        };
        self.errors.push(with_help(span, message, &help));
    }

    /// The pattern and value of the first test in `expr`'s top-level `&&` chain.
    fn first_let(&self, expr: &Expr) -> Option<(Pat, Expr)> {
        match expr {
            Expr::Binary(binary) if matches!(binary.op, BinOp::And(_)) => self
                .first_let(&binary.left)
                .or_else(|| self.first_let(&binary.right)),
            Expr::Paren(paren) => self.first_let(&paren.expr),
            Expr::Group(group) => self.first_let(&group.expr),
            Expr::Let(user_let) => Some(((*user_let.pat).clone(), (*user_let.expr).clone())),
            Expr::Macro(call) => {
                // Parsed apart, so this look leaves no trace in the session.
                let mut scratch = Session::new();
                let parsed = scratch
                    .parser()
                    .is_args(call.mac.tokens.clone(), Span::call_site());
                scratch.first_let(&parsed.ok()?)
            }
            other => {
                let test = as_test(&self.tests, other)?;
                let pat = self.tests.peek(&test.right)?.pat.clone().into_pat();
                Some((pat, (*test.left).clone()))
            }
        }
    }
}

/// `is!`, `is::is!` or `::is::is!`.
pub(crate) fn is_is_macro(call: &Macro) -> bool {
    named(call, "is")
}

/// `assert!` and `debug_assert!`, whose condition may use infix `is` directly.
pub(crate) fn is_assert_macro(call: &Macro) -> bool {
    named(call, "assert") || named(call, "debug_assert")
}

fn named(call: &Macro, name: &str) -> bool {
    let segments = &call.path.segments;
    let last_is_name = segments
        .last()
        .is_some_and(|last| crate::parse::ident_is(&last.ident, name) && last.arguments.is_none());
    match segments.len() {
        1 => last_is_name,
        2 => {
            last_is_name
                && matches!(
                    segments[0].ident.to_string().as_str(),
                    "is" | "std" | "core"
                )
        }
        _ => false,
    }
}

/// Whether `pat` matches every value, so `let PAT = EXPR;` needs no `else`. Without types
/// this is a guess from the shape: bindings, `_`, and tuples, references and slices of them.
fn is_irrefutable(pat: &Pat) -> bool {
    match pat {
        Pat::Ident(ident) => {
            ident.subpat.is_none()
                && ident
                    .ident
                    .to_string()
                    .starts_with(|c: char| c.is_lowercase() || c == '_')
        }
        Pat::Wild(_) | Pat::Rest(_) => true,
        Pat::Tuple(tuple) => tuple.elems.iter().all(is_irrefutable),
        Pat::Paren(paren) => is_irrefutable(&paren.pat),
        Pat::Reference(reference) => is_irrefutable(&reference.pat),
        Pat::Type(typed) => is_irrefutable(&typed.pat),
        // The parser's short way keeps plain patterns as tokens; only this message asks more.
        Pat::Verbatim(tokens) => Pat::parse_multi_with_leading_vert
            .parse2(tokens.clone())
            .is_ok_and(|pat| !matches!(pat, Pat::Verbatim(_)) && is_irrefutable(&pat)),
        _ => false,
    }
}
