//! The reader against syn: random expressions with tests in them, lowered by `is::syntax!`
//! and by a reference lowering written on syn's tree (test code only: the oracle). syn reads
//! Rust's precedence as rustc does; `is` is written `== __is_test!(PAT)` for it, which binds
//! as `is` does. Both outputs are read back with syn and compared with every parenthesis
//! taken out: where each put parentheses is its own business, what binds to what is not.
//!
//! `is!(EXPR, A | B if GUARD)`, an arm (`rules::Arm`), is written `__is_arm!(EXPR; A | B;
//! GUARD)` for syn, and its patterns bind nothing: it is `matches!`'s `match` wherever it
//! stands, a link of the chain it stands in.

use proc_macro2::TokenStream;
use quote::ToTokens;
use syn::visit_mut::{self, VisitMut};
use syn::{Expr, Pat};

use super::robustness::Rng;

/// How many random bodies the oracle tries.
const CASES: usize = 3_000;

/// An expression written for each side: infix `is` for the block, the marker for syn.
struct Two {
    ours: String,
    theirs: String,
}

impl Two {
    fn same(text: &str) -> Two {
        Two {
            ours: text.to_owned(),
            theirs: text.to_owned(),
        }
    }
}

/// How an expression binds, as far as the generator keeps track: what it may be an operand
/// of without parentheses.
#[derive(Clone, Copy, PartialEq, PartialOrd)]
enum Level {
    /// `||`, `&&` chains and below.
    Loose,
    /// A comparison or a test: never next to another.
    Compare,
    /// Arithmetic and tighter.
    Tight,
}

struct Expressions {
    rng: Rng,
}

const ATOMS: &[&str] = &[
    "a",
    "b.c",
    "f(x)",
    "v[0]",
    "1",
    "o.map(|v| v + 1)",
    "s.len()",
    "*r",
    "k?",
    "(a, b).0",
];

const PATTERNS: &[&str] = &[
    "Some(v)", "Ok(_)", "1..=3", "(A | B)", "[x, ..]", "None", "w @ 1..", "&(p, q)", "-1", "..=9",
];

/// Patterns with alternatives that bind nothing, for arms.
const ALTERNATIVES: &[&str] = &["A | B", "Some(1 | _)", "(1, _) | (_, 1)", "None | Some(0)"];

impl Expressions {
    fn pick(&mut self, from: &[&'static str]) -> &'static str {
        from[self.rng.below(from.len())]
    }

    /// An expression of at least `level`, in a place where a struct literal may (or may
    /// not) stand.
    fn expr(&mut self, depth: usize, level: Level) -> (Two, Level) {
        if depth > 4 {
            return (Two::same(self.pick(ATOMS)), Level::Tight);
        }
        match self.rng.below(13) {
            0 | 1 => (Two::same(self.pick(ATOMS)), Level::Tight),
            2 if self.rng.below(3) == 0 => {
                let (scrutinee, _) = self.expr(depth + 1, Level::Loose);
                let pattern = self.pick(ALTERNATIVES);
                let (guard, _) = self.expr(depth + 1, Level::Loose);
                // The guard in a call, whose tests bind nothing past it: a test along the
                // guard's own chain would bind past the arm, which is an error.
                let arm = Two {
                    ours: format!("is!({}, {pattern} if h({}))", scrutinee.ours, guard.ours),
                    theirs: format!(
                        "__is_arm!({}; {pattern}; h({}))",
                        scrutinee.theirs, guard.theirs
                    ),
                };
                (arm, Level::Tight)
            }
            2 | 3 => {
                let (scrutinee, _) = self.operand(depth + 1, Level::Tight);
                let pattern = self.pick(PATTERNS);
                let test = Two {
                    ours: format!("{} is {pattern}", scrutinee.ours),
                    theirs: format!("{} == __is_test!({pattern})", scrutinee.theirs),
                };
                self.fit((test, Level::Compare), level)
            }
            4 | 5 => self.binary(depth, &["&&", "||"], Level::Loose, Level::Loose, level),
            6 => self.binary(
                depth,
                &["==", "!=", "<", ">="],
                Level::Compare,
                Level::Tight,
                level,
            ),
            7 => self.binary(
                depth,
                &["+", "*", "-", "&", "|", "^", "<<"],
                Level::Tight,
                Level::Tight,
                level,
            ),
            8 => {
                let (inner, _) = self.operand(depth + 1, Level::Tight);
                let op = ["!", "-", "&", "*"][self.rng.below(4)];
                (
                    Two {
                        ours: format!("{op}{}", inner.ours),
                        theirs: format!("{op}{}", inner.theirs),
                    },
                    Level::Tight,
                )
            }
            9 => {
                let (inner, _) = self.expr(depth + 1, Level::Loose);
                let method = [".then_some(1)", ".clone()", "?"][self.rng.below(3)];
                let text = |inner: &str| format!("({inner}){method}");
                (
                    Two {
                        ours: text(&inner.ours),
                        theirs: text(&inner.theirs),
                    },
                    Level::Tight,
                )
            }
            10 => {
                let (cond, _) = self.expr(depth + 1, Level::Loose);
                let (then, _) = self.expr(depth + 1, Level::Loose);
                let (otherwise, _) = self.expr(depth + 1, Level::Loose);
                let text = |c: &str, t: &str, e: &str| format!("(if {c} {{ {t} }} else {{ {e} }})");
                (
                    Two {
                        ours: text(&cond.ours, &then.ours, &otherwise.ours),
                        theirs: text(&cond.theirs, &then.theirs, &otherwise.theirs),
                    },
                    Level::Tight,
                )
            }
            11 => {
                let (body, _) = self.expr(depth + 1, Level::Loose);
                let text = |body: &str| format!("g(|o| {body}, 2)");
                (
                    Two {
                        ours: text(&body.ours),
                        theirs: text(&body.theirs),
                    },
                    Level::Tight,
                )
            }
            _ => {
                let (inner, _) = self.expr(depth + 1, Level::Loose);
                let text = |inner: &str| format!("({inner})");
                (
                    Two {
                        ours: text(&inner.ours),
                        theirs: text(&inner.theirs),
                    },
                    Level::Tight,
                )
            }
        }
    }

    /// An operand of at least `level`.
    fn operand(&mut self, depth: usize, level: Level) -> (Two, Level) {
        let expr = self.expr(depth, level);
        self.fit(expr, level)
    }

    /// `expr` in parentheses when it binds looser than `needs`.
    fn fit(&mut self, (expr, has): (Two, Level), needs: Level) -> (Two, Level) {
        if has >= needs {
            return (expr, has);
        }
        (
            Two {
                ours: format!("({})", expr.ours),
                theirs: format!("({})", expr.theirs),
            },
            Level::Tight,
        )
    }

    /// `LEFT OP RIGHT` with an operator of `ops`, its operands binding at least as `operands`.
    /// The text is all that matters: both readers read it, whatever the generator meant.
    fn binary(
        &mut self,
        depth: usize,
        ops: &[&str],
        has: Level,
        operands: Level,
        needs: Level,
    ) -> (Two, Level) {
        let op = ops[self.rng.below(ops.len())];
        let (left, _) = self.operand(depth + 1, operands);
        let (right, _) = self.operand(depth + 1, operands);
        let expr = Two {
            ours: format!("{} {op} {}", left.ours, right.ours),
            theirs: format!("{} {op} {}", left.theirs, right.theirs),
        };
        self.fit((expr, has), needs)
    }

    /// A function whose statements put the expressions in every place: a condition, a value,
    /// a guard, a tail.
    fn body(&mut self) -> Two {
        let parts: Vec<Two> = (0..4).map(|_| self.expr(0, Level::Loose).0).collect();
        let text = |p: &[&str]| {
            format!(
                "fn f() -> bool {{ if {} {{ g(); }} let b = {}; match o {{ Some(n) if {} => {{}} _ => {{}} }} {} }}",
                p[0], p[1], p[2], p[3]
            )
        };
        let ours: Vec<&str> = parts.iter().map(|p| p.ours.as_str()).collect();
        let theirs: Vec<&str> = parts.iter().map(|p| p.theirs.as_str()).collect();
        Two {
            ours: text(&ours),
            theirs: text(&theirs),
        }
    }
}

/// The reference lowering, on syn's tree: the RFC's rules as `lower` has them, written once
/// more, independently, for this test.
struct Reference;

fn is_test(expr: &Expr) -> Option<(&Expr, Pat)> {
    let Expr::Binary(binary) = expr else {
        return None;
    };
    let (syn::BinOp::Eq(_), Expr::Macro(call)) = (&binary.op, &*binary.right) else {
        return None;
    };
    if !call.mac.path.is_ident("__is_test") {
        return None;
    }
    let pat = call
        .mac
        .parse_body_with(Pat::parse_multi_with_leading_vert)
        .expect("generated patterns parse");
    Some((&binary.left, pat))
}

/// `__is_arm!(EXPR; PAT; GUARD)`: its parts.
fn is_arm(expr: &Expr) -> Option<(Expr, Pat, Expr)> {
    let Expr::Macro(call) = expr else {
        return None;
    };
    if !call.mac.path.is_ident("__is_arm") {
        return None;
    }
    let parts = call
        .mac
        .parse_body_with(|input: syn::parse::ParseStream| {
            let scrutinee: Expr = input.parse()?;
            input.parse::<syn::Token![;]>()?;
            let pat = Pat::parse_multi_with_leading_vert(input)?;
            input.parse::<syn::Token![;]>()?;
            Ok((scrutinee, pat, input.parse()?))
        })
        .expect("generated arms parse");
    Some(parts)
}

/// An expression, out of its parentheses.
fn unparenthesised(expr: &Expr) -> &Expr {
    match expr {
        Expr::Paren(paren) => unparenthesised(&paren.expr),
        other => other,
    }
}

fn binds(expr: &Expr) -> bool {
    match expr {
        Expr::Binary(binary) if matches!(binary.op, syn::BinOp::And(_)) => {
            binds(&binary.left) || binds(&binary.right)
        }
        Expr::Paren(paren) => binds(&paren.expr),
        other => is_test(other).is_some() || is_arm(other).is_some(),
    }
}

impl Reference {
    fn links(&mut self, expr: Expr, out: &mut Vec<Expr>) {
        if !binds(&expr) {
            let mut expr = expr;
            self.visit_expr_mut(&mut expr);
            out.push(expr);
            return;
        }
        match expr {
            Expr::Binary(binary) if matches!(binary.op, syn::BinOp::And(_)) => {
                self.links(*binary.left, out);
                self.links(*binary.right, out);
            }
            Expr::Paren(paren) => self.links(*paren.expr, out),
            arm if is_arm(&arm).is_some() => out.push(self.arm(&arm)),
            test => {
                let (scrutinee, pat) = is_test(&test).expect("binds");
                let mut scrutinee = scrutinee.clone();
                self.visit_expr_mut(&mut scrutinee);
                out.push(syn::parse_quote!(let #pat = #scrutinee));
            }
        }
    }

    /// An arm as `matches!` writes it, its value and guard lowered as values.
    fn arm(&mut self, arm: &Expr) -> Expr {
        let (mut scrutinee, pat, mut guard) = is_arm(arm).expect("an arm");
        self.visit_expr_mut(&mut scrutinee);
        self.visit_expr_mut(&mut guard);
        syn::parse_quote!(match #scrutinee { #pat if #guard => true, _ => false })
    }

    fn chain(&mut self, expr: Expr) -> Expr {
        let mut links = Vec::new();
        self.links(expr, &mut links);
        links
            .into_iter()
            .reduce(|left, right| syn::parse_quote!(#left && #right))
            .expect("a chain has a link")
    }
}

impl VisitMut for Reference {
    fn visit_expr_mut(&mut self, expr: &mut Expr) {
        match expr {
            Expr::If(if_expr) if binds(&if_expr.cond) => {
                let cond =
                    std::mem::replace(&mut *if_expr.cond, Expr::Verbatim(TokenStream::new()));
                *if_expr.cond = self.chain(cond);
                self.visit_block_mut(&mut if_expr.then_branch);
                if let Some((_, otherwise)) = &mut if_expr.else_branch {
                    self.visit_expr_mut(otherwise);
                }
            }
            // A value that is an arm alone is its `match`.
            _ if is_arm(unparenthesised(expr)).is_some() => {
                *expr = self.arm(unparenthesised(expr));
            }
            _ if binds(expr) => {
                let taken = std::mem::replace(expr, Expr::Verbatim(TokenStream::new()));
                let chain = self.chain(taken);
                *expr = syn::parse_quote!(if #chain { true } else { false });
            }
            _ => visit_mut::visit_expr_mut(self, expr),
        }
    }

    fn visit_arm_mut(&mut self, arm: &mut syn::Arm) {
        // A guard is part of the arm's pattern in syn 3.
        if let syn::Pat::Guard(guarded) = &mut arm.pat {
            if binds(&guarded.guard) {
                let taken =
                    std::mem::replace(&mut *guarded.guard, Expr::Verbatim(TokenStream::new()));
                *guarded.guard = self.chain(taken);
            } else {
                self.visit_expr_mut(&mut guarded.guard);
            }
        }
        self.visit_expr_mut(&mut arm.body);
    }
}

/// Every parenthesis taken out, of expressions and patterns: what is left is what binds to
/// what.
struct Unparenthesise;

impl VisitMut for Unparenthesise {
    fn visit_expr_mut(&mut self, expr: &mut Expr) {
        while let Expr::Paren(paren) = expr {
            let inner = std::mem::replace(&mut *paren.expr, Expr::Verbatim(TokenStream::new()));
            *expr = inner;
        }
        visit_mut::visit_expr_mut(self, expr);
    }

    fn visit_pat_mut(&mut self, pat: &mut Pat) {
        while let Pat::Paren(paren) = pat {
            let inner = std::mem::replace(&mut *paren.pat, Pat::Verbatim(TokenStream::new()));
            *pat = inner;
        }
        visit_mut::visit_pat_mut(self, pat);
    }
}

/// The warnings taken out: a block statement that defines a `#[deprecated]` macro to call it
/// (see `lower::deprecation`) changes nothing of what binds to what.
struct Unwarn;

impl VisitMut for Unwarn {
    fn visit_block_mut(&mut self, block: &mut syn::Block) {
        block.stmts.retain(|stmt| {
            let syn::Stmt::Expr(Expr::Block(warning), None) = stmt else {
                return true;
            };
            !matches!(
                warning.block.stmts.first(),
                Some(syn::Stmt::Item(syn::Item::Macro(rules)))
                    if rules.attrs.iter().any(|attr| attr.path().is_ident("deprecated"))
            )
        });
        visit_mut::visit_block_mut(self, block);
    }
}

/// `text`, a file, with every parenthesis and warning taken out, printed.
fn shape(text: &str) -> String {
    let mut file: syn::File = syn::parse_str(text).unwrap_or_else(|e| panic!("{e}: {text}"));
    Unwarn.visit_file_mut(&mut file);
    Unparenthesise.visit_file_mut(&mut file);
    file.into_token_stream().to_string()
}

#[test]
fn the_reader_binds_as_rusts_grammar_does() {
    let mut expressions = Expressions {
        rng: Rng(0x5851_F42D_4C95_7F2D),
    };
    let mut differ = Vec::new();
    for _ in 0..CASES {
        let body = expressions.body();
        let ours = super::block(&body.ours);
        assert!(!ours.contains("compile_error"), "{}\n{ours}", body.ours);
        let mut theirs: syn::File = syn::parse_str(&body.theirs)
            .unwrap_or_else(|e| panic!("the oracle's input reads: {e}\n{}", body.theirs));
        Reference.visit_file_mut(&mut theirs);
        let theirs = theirs.into_token_stream().to_string();
        let (ours_shape, theirs_shape) = (shape(&ours), shape(&theirs));
        if ours_shape != theirs_shape {
            differ.push(format!(
                "{}\n  ours:   {ours_shape}\n  theirs: {theirs_shape}",
                body.ours
            ));
        }
    }
    assert!(
        differ.is_empty(),
        "{} of {CASES} bodies bind otherwise than syn reads them, e.g.\n{}",
        differ.len(),
        differ[..differ.len().min(3)].join("\n\n")
    );
}
