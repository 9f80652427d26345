//! The same random item bodies through `#[is_syntax]` (tests written `is!(…)`) and
//! `is::syntax!` (the same tests infix, in the parentheses `is!(…)` stands for): the lowered
//! tokens must be the same, but for the attribute's marks on the imports it used.
//!
//! The bodies hold what the reader must find tests in: conditions (labelled loops, `else if`,
//! guards), values, struct literals, closures, `if` and `match` links, calls, other macros'
//! arguments, `macro_rules!` bodies with fragments and repetitions, `assert!`, attributes,
//! and negative tests whose bindings go on past their `if` (every other body with `let_else`).

use super::robustness::Rng;
use super::{attribute, block};

/// How many bodies the test tries: at least 10,000, as CI runs it.
const CASES: usize = 10_000;

/// A piece of code written for each front end.
struct Two {
    attribute: String,
    block: String,
}

impl Two {
    fn same(text: &str) -> Two {
        Two {
            attribute: text.to_owned(),
            block: text.to_owned(),
        }
    }

    /// `format` filled with each side's parts, one for each `@@`.
    fn fill(format: &str, parts: &[&Two]) -> Two {
        let mut attribute = String::new();
        let mut block = String::new();
        let mut pieces = format.split("@@");
        if let Some(first) = pieces.next() {
            attribute.push_str(first);
            block.push_str(first);
        }
        for (piece, part) in pieces.zip(parts) {
            attribute.push_str(&part.attribute);
            attribute.push_str(piece);
            block.push_str(&part.block);
            block.push_str(piece);
        }
        Two { attribute, block }
    }
}

struct Bodies {
    rng: Rng,
}

const SCRUTINEES: &[&str] = &[
    "x",
    "it.next()",
    "self.0",
    "f(a)",
    "v[0]",
    "s.f",
    "*r",
    "o.map(|v| v + 1)",
    "(a + 1)",
    "g::<u8>(b)?",
];

/// Patterns infix `is` takes (a top-level `|` in parentheses).
const PATTERNS: &[&str] = &[
    "Some(v)",
    "Ok(_)",
    "1..=3",
    "(A | B)",
    "(P { x: 0, .. })",
    "[a, ..]",
    "None",
    "v @ 1..",
    "&(a, b)",
    "Some(Some(w))",
    "..=9",
    "-1",
];

const PLAIN: &[&str] = &[
    "a",
    "b > 1",
    "v.is_empty()",
    "true",
    "c.get(0) == Some(&1)",
    "n",
];

impl Bodies {
    fn pick(&mut self, from: &[&str]) -> Two {
        Two::same(from[self.rng.below(from.len())])
    }

    /// A test: `is!(SCRUTINEE is PATTERN)` or `is!(SCRUTINEE, PATTERN)` for the attribute,
    /// `(SCRUTINEE is PATTERN)` for the block; sometimes a chain goes on inside the call.
    fn test(&mut self, depth: usize) -> Two {
        let scrutinee = self.pick(SCRUTINEES).block;
        let pattern = self.pick(PATTERNS).block;
        // In parentheses, so that the chain inside the call starts with its test, whatever the
        // rest is: a call stands for parentheses that open into the chain around them.
        let rest = (depth < 2 && self.rng.below(3) == 0)
            .then(|| format!("({})", self.cond(depth + 1).block));
        let mut block = match &rest {
            Some(rest) => format!("({scrutinee} is {pattern} && {rest})"),
            None => format!("({scrutinee} is {pattern})"),
        };
        let attribute = match (self.rng.below(3), &rest) {
            // The comma form takes `A | B` as `matches!` does; its guard is one link, which
            // reads as the block's chain only when it holds no test, and when the pattern has
            // no alternatives: with them it is `matches!`, in the block too.
            (0, rest) if rest.as_ref().is_none_or(|rest| !rest.contains(" is ")) => {
                let pattern = if pattern == "(A | B)" {
                    "A | B"
                } else {
                    &pattern
                };
                match rest {
                    Some(rest) if pattern == "A | B" => {
                        block = format!("is!({scrutinee}, {pattern} if {rest})");
                        block.clone()
                    }
                    Some(rest) => format!("is!({scrutinee}, {pattern} if {rest})"),
                    None => format!("is!({scrutinee}, {pattern})"),
                }
            }
            (_, Some(rest)) => format!("is!({scrutinee} is {pattern} && {rest})"),
            (_, None) => format!("is!({scrutinee} is {pattern})"),
        };
        Two { attribute, block }
    }

    /// A `bool` expression, tests somewhere in it or not.
    fn cond(&mut self, depth: usize) -> Two {
        let choice = if depth >= 3 {
            self.rng.below(2)
        } else {
            self.rng.below(14)
        };
        match choice {
            0 => self.test(depth),
            1 => self.pick(PLAIN),
            2 | 3 => {
                let (left, right) = (self.cond(depth + 1), self.cond(depth + 1));
                Two::fill("@@ && @@", &[&left, &right])
            }
            4 => {
                let (left, right) = (self.cond(depth + 1), self.cond(depth + 1));
                Two::fill("@@ || @@", &[&left, &right])
            }
            5 => Two::fill("!(@@)", &[&self.cond(depth + 1)]),
            6 => Two::fill(
                "h(@@, @@)",
                &[&self.cond(depth + 1), &self.value(depth + 1)],
            ),
            7 => Two::fill("xs.iter().any(|o| @@)", &[&self.cond(depth + 1)]),
            8 => {
                let parts = [
                    self.cond(depth + 1),
                    self.cond(depth + 1),
                    self.cond(depth + 1),
                ];
                Two::fill(
                    "(if @@ { @@ } else { @@ })",
                    &[&parts[0], &parts[1], &parts[2]],
                )
            }
            9 => Two::fill(
                "(match o { Some(_) => @@, _ => false })",
                &[&self.cond(depth + 1)],
            ),
            10 => Two::fill("[@@][0]", &[&self.cond(depth + 1)]),
            11 => Two::fill("(P { x: @@ }.x)", &[&self.cond(depth + 1)]),
            12 => Two::fill("vec![@@].contains(&true)", &[&self.cond(depth + 1)]),
            _ => Two::fill("(@@)", &[&self.cond(depth + 1)]),
        }
    }

    /// A value that is no `bool`.
    fn value(&mut self, depth: usize) -> Two {
        match self.rng.below(4) {
            0 => Two::fill("usize::from(@@)", &[&self.cond(depth + 1)]),
            1 => Two::fill("if @@ { 1 } else { 0 }", &[&self.cond(depth + 1)]),
            2 => Two::fill("format!(\"{}\", @@)", &[&self.cond(depth + 1)]),
            _ => Two::same("0"),
        }
    }

    fn statement(&mut self, depth: usize) -> Two {
        let choice = if depth >= 2 {
            self.rng.below(4)
        } else {
            self.rng.below(16)
        };
        match choice {
            0 => Two::fill("let b = @@;", &[&self.cond(depth)]),
            1 => Two::fill("h(@@, @@);", &[&self.cond(depth), &self.value(depth)]),
            2 => Two::fill(
                "#[allow(unused_variables)] let c = @@;",
                &[&self.cond(depth)],
            ),
            3 => Two::fill("let _ = @@ || @@;", &[&self.cond(depth), &self.cond(depth)]),
            4 => {
                let (cond, body, otherwise) = (
                    self.cond(depth),
                    self.statements(depth + 1),
                    self.statements(depth + 1),
                );
                Two::fill("if @@ { @@ } else { @@ }", &[&cond, &body, &otherwise])
            }
            5 => {
                let (first, second, body) = (
                    self.cond(depth),
                    self.cond(depth),
                    self.statements(depth + 1),
                );
                Two::fill("if @@ { } else if @@ { @@ }", &[&first, &second, &body])
            }
            6 => Two::fill("while @@ { break; }", &[&self.cond(depth)]),
            7 => {
                let (cond, body) = (self.cond(depth), self.statements(depth + 1));
                Two::fill("'l: while @@ { @@ break 'l; }", &[&cond, &body])
            }
            8 => {
                let (guard, body) = (self.cond(depth), self.statements(depth + 1));
                Two::fill(
                    "match o { Some(n) if @@ => { @@ } _ => {} }",
                    &[&guard, &body],
                )
            }
            9 => Two::fill("let p = P { x: @@ };", &[&self.cond(depth)]),
            10 => {
                let scrutinee = self.pick(SCRUTINEES);
                let pattern = self.pick(PATTERNS);
                Two::fill("assert!(@@ is @@);", &[&scrutinee, &pattern])
            }
            11 => self.macro_rules(depth),
            12 => Two::fill("let t = (xs.len(), @@);", &[&self.value(depth)]),
            // A negative test, whose bindings go on past the `if` under `let_else`.
            13 => Two::fill("if !(@@) { return false; }", &[&self.cond(depth)]),
            14 => Two::fill(
                "if !@@ || !@@ { return v.is_empty(); }",
                &[&self.test(depth), &self.test(depth)],
            ),
            _ => Two::fill("loop { if @@ { break; } }", &[&self.cond(depth)]),
        }
    }

    /// A test of `scrutinee` (a fragment, in a rule's body).
    fn test_of(&mut self, scrutinee: &str) -> Two {
        let pattern = self.pick(PATTERNS).block;
        Two {
            attribute: format!("is!({scrutinee} is {pattern})"),
            block: format!("({scrutinee} is {pattern})"),
        }
    }

    /// `macro_rules!` whose rule's body uses fragments of every kind the reader reads, and
    /// repetitions in every place one reads as if written once.
    fn macro_rules(&mut self, depth: usize) -> Two {
        let (test, rest) = (self.test_of("$e"), self.cond(depth + 1));
        let (rule, body) = match self.rng.below(8) {
            0 => ("($e:expr)", "if @@ && @@ { 1 } else { 0 }"),
            // A chain going on in a repetition, and a repetition of links.
            1 => (
                "($e:expr $(, $more:expr)*)",
                "if @@ $(&& $more)* && @@ { 1 } else { 0 }",
            ),
            2 => ("($($e:expr),*)", "if $((@@))&&* && @@ { 1 } else { 0 }"),
            // Repetitions of statements, of values and of arms.
            3 => ("($($e:expr),*)", "$( if @@ { g(); } let _ = @@; )*"),
            4 => ("($($e:expr),*)", "vec![$(@@ || @@),*]"),
            5 => (
                "($e:expr; $($p:pat => $r:expr),*)",
                "match o { Some(_) if @@ && @@ => 1, $($p => $r,)* _ => 0 }",
            ),
            // A visibility, a name and a block; a label.
            6 => (
                "($v:vis $name:ident, $e:expr, $b:block)",
                "$v fn $name() -> bool { if @@ && @@ $b else { false } }",
            ),
            _ => (
                "($l:lifetime, $e:expr)",
                "$l: while @@ && @@ { if $e.is_none() { continue $l; } break $l; }",
            ),
        };
        let body = Two::fill(body, &[&test, &rest]);
        Two::fill(
            &format!("macro_rules! m {{ {rule} => {{ @@ }}; }}"),
            &[&body],
        )
    }

    fn statements(&mut self, depth: usize) -> Two {
        let count = self.rng.below(3) + usize::from(depth == 0);
        let statements: Vec<Two> = (0..count).map(|_| self.statement(depth)).collect();
        let parts: Vec<&Two> = statements.iter().collect();
        Two::fill(&vec!["@@"; count].join(" "), &parts)
    }

    /// A function: statements, then a tail.
    fn body(&mut self) -> Two {
        let (statements, tail) = (self.statements(0), self.cond(0));
        Two::fill("fn f(&self) -> bool { @@ @@ }", &[&statements, &tail])
    }
}

#[test]
fn the_attribute_and_the_block_lower_the_same_bodies_the_same() {
    let mut bodies = Bodies {
        rng: Rng(0x2545_F491_4F6C_DD1D),
    };
    let mut differ = Vec::new();
    for case in 0..CASES {
        let body = bodies.body();
        // Every other body with `let_else`, which both take, as an argument or inside.
        let (args, inner) = if case % 2 == 1 {
            ("let_else", "#![is_syntax(let_else)] ")
        } else {
            ("", "")
        };
        assert!(
            body.attribute.parse::<proc_macro2::TokenStream>().is_ok()
                && body.block.parse::<proc_macro2::TokenStream>().is_ok(),
            "{}\n{}",
            body.attribute,
            body.block
        );
        let through_attribute =
            canonical(&attribute(args, &body.attribute)).replace(" is ! { @ used }", "");
        let through_block = canonical(&block(&format!("{inner}{}", body.block)));
        assert!(
            !through_block.contains("compile_error"),
            "the block reports an error on\n{}\n{through_block}",
            body.block
        );
        if through_attribute != through_block {
            differ.push(format!(
                "{}\n{}\n  attribute: {through_attribute}\n  block:     {through_block}",
                body.attribute, body.block
            ));
        }
    }
    assert!(
        differ.is_empty(),
        "{} of {CASES} bodies lower differently, e.g.\n{}",
        differ.len(),
        differ[..differ.len().min(3)].join("\n\n")
    );
}

/// Tokens printed one by one, each punctuation alone: how far apart a `?` and a `{` were
/// written is no difference in what they mean.
fn canonical(text: &str) -> String {
    fn walk(stream: proc_macro2::TokenStream, out: &mut String) {
        for token in stream {
            match token {
                proc_macro2::TokenTree::Group(group) => {
                    let (open, close) = match group.delimiter() {
                        proc_macro2::Delimiter::Parenthesis => ("(", ")"),
                        proc_macro2::Delimiter::Brace => ("{", "}"),
                        proc_macro2::Delimiter::Bracket => ("[", "]"),
                        proc_macro2::Delimiter::None => ("", ""),
                    };
                    out.push_str(open);
                    out.push(' ');
                    walk(group.stream(), out);
                    out.push_str(close);
                }
                other => out.push_str(&other.to_string()),
            }
            out.push(' ');
        }
    }
    let mut out = String::new();
    walk(text.parse().expect("output tokenizes"), &mut out);
    out
}
