//! Every rule a test must follow, each a function, all run from the lists below (as
//! `serde_derive`'s `internals/check.rs` runs its checks). The reader reads past each mistake
//! as the user meant it, so that one mistake reports once and the rest still lowers; here each
//! becomes its error, with a `help:` that quotes the user's own code.

use proc_macro2::{Delimiter, Ident, TokenTree};

use crate::rules::{Arm, binds, first_test, tests_bindings};
use crate::syntax::{Dropped, Expr, Form, Prec, Test};
use crate::tokens::Word;
use crate::tokens::bindings::count_named;
use crate::tokens::source::source;
use crate::tokens::{Errors, Level, is_punct, with_help};

/// A check of one test: its error, if it breaks the rule.
type TestCheck = fn(&Test) -> Option<syn::Error>;

/// The rules on a single test, in the order their errors read best.
const TEST_CHECKS: &[TestCheck] = &[
    top_level_alternation_in_test,
    chained_before,
    cast_before,
    chained_after,
    chained_is,
    cast_after,
    guard_after,
    question_mark_after,
    struct_pattern_in_condition,
];

/// Runs every check on `test`.
pub(crate) fn test(test: &Test, errors: &mut Errors) {
    // By index: a slice iterator is a call per step in unoptimised builds, for ten checks
    // run on every test.
    let mut i = 0;
    while i < TEST_CHECKS.len() {
        if let Some(error) = TEST_CHECKS[i](test) {
            errors.push(error);
        }
        i += 1;
    }
}

/// Runs the check of an arm (`is!(EXPR, A | B if GUARD)`, see `rules::Arm`) whose bindings
/// the chain would carry on, into a later link or a body; whether it refused it. Not in the
/// list above, as only the lowering knows where the arm stands; its test gets those checks.
pub(crate) fn arm(arm: &Arm, errors: &mut Errors) -> bool {
    let Some(error) = bindings_past_arm(arm) else {
        return false;
    };
    errors.push(error);
    true
}

/// Runs every check on a statement that drops a tested value: the RFC's deny-by-default lint,
/// unless `#[is_syntax(allow(is_statement))]` allows it.
pub(crate) fn dropped(dropped: &Dropped, allowed: bool, errors: &mut Errors) {
    if !allowed && let Some(error) = statement(dropped) {
        errors.push(error);
    }
}

/// `is!(u32 is 0..4096)` outside a `type` alias under `#[is_syntax]`: a pattern type where
/// only an expression can be.
pub(crate) fn pattern_type_outside_alias(level: &Level) -> Option<syn::Error> {
    let is_at = (1..level.len()).find(|&i| level.word(i) == Word::Is)?;
    let primitive = is_at == 1
        && matches!(
            level.word(0),
            Word::U8
                | Word::U16
                | Word::U32
                | Word::U64
                | Word::U128
                | Word::Usize
                | Word::I8
                | Word::I16
                | Word::I32
                | Word::I64
                | Word::I128
                | Word::Isize
                | Word::Char
                | Word::Bool
                | Word::F32
                | Word::F64
                | Word::Str
        );
    // `Option<T>`, `Result<T, E>`: a path with generic arguments, not after `::`.
    let generic_type = level.punct(is_at - 1, '>')
        && (1..is_at).any(|i| {
            level.punct(i, '<')
                && matches!(level.tokens[i - 1], TokenTree::Ident(_))
                && !(i >= 2 && level.punct(i - 1, ':'))
        });
    if !primitive && !generic_type {
        return None;
    }
    let written = source(&level.tokens);
    Some(with_help(
        level.tokens[0].span(),
        "a pattern type is a `type` alias: this `is!` is one only on a `type` item with `#[is_syntax]`",
        &format!(
            "write `#[is_syntax] type NAME = is!({written});`, or `type NAME = {written};` in `is::syntax! {{ … }}`"
        ),
    ))
}

/// A pattern-type alias's pattern with a top-level `|`: the rule the expression `is` has.
pub(crate) fn pattern_type_pattern(pattern: &[TokenTree]) -> Option<syn::Error> {
    top_level_alternation(pattern)
}

fn top_level_alternation_in_test(test: &Test) -> Option<syn::Error> {
    match test.form {
        // `is!(EXPR, A | B)` takes alternation as `matches!` does; a pattern that did not
        // read is reported already.
        Form::Comma => None,
        Form::Infix if test.pattern.is_recovered() => None,
        Form::Infix => top_level_alternation(test.pattern.tokens()),
    }
}

/// `x is A | B`: the RFC's grammar is `EXPR is PatternNoTopAlt`.
fn top_level_alternation(pattern: &[TokenTree]) -> Option<syn::Error> {
    let bar = top_level_bar(pattern)?;
    Some(with_help(
        bar.span(),
        "a top-level `|` in an `is` pattern needs parentheses",
        &format!("write `… is ({})`", source(pattern)),
    ))
}

/// The first `|` between the top-level alternatives of `pattern`, if it has any.
fn top_level_bar(pattern: &[TokenTree]) -> Option<&TokenTree> {
    if pattern.first().is_some_and(|first| is_punct(first, '|')) {
        return None;
    }
    pattern.iter().find(|token| is_punct(token, '|'))
}

/// `if is!(t, (x, _) | (_, x) if x == 2) { x }`: `matches!` would try the guard for each
/// alternative that matches, but then no binding can reach the body.
fn bindings_past_arm(arm: &Arm) -> Option<syn::Error> {
    let mut bound = Vec::new();
    arm.bindings(&mut bound);
    if bound.is_empty() {
        return None;
    }
    let if_token = arm.if_token.first()?;
    // Each alternative binds the same names: each once.
    let mut names: Vec<String> = Vec::new();
    for name in bound.iter().map(|name| format!("`{name}`")) {
        if !names.contains(&name) {
            names.push(name);
        }
    }
    Some(with_help(
        if_token.span(),
        &format!(
            "with alternatives, `is!(EXPR, PAT if GUARD)` tries the guard for each one that matches, as `matches!` does, so {} cannot reach the code after it",
            names.join(", ")
        ),
        &arm_help(arm),
    ))
}

/// The two ways out of an arm whose bindings cannot go on, from the user's own code:
/// `matches!` where nothing needs them, or the infix test that tries the guard once.
fn arm_help(arm: &Arm) -> String {
    let written = |expr: &Expr, parenthesised: bool| {
        let mut tokens = Vec::new();
        expr.written(&mut tokens);
        let text = source(&tokens);
        if parenthesised {
            format!("({text})")
        } else {
            text
        }
    };
    let (scrutinee, pattern) = (&arm.test.scrutinee, arm.test.pattern.tokens());
    // In infix form, a value that binds as loosely as `is` or is a cast needs parentheses,
    // and so does a top-level `|`, and a guard looser than `&&`.
    let loose = scrutinee.prec() < Prec::BitOr || scrutinee.prec() == Prec::Cast;
    let alternatives = if top_level_bar(pattern).is_some() {
        format!("({})", source(pattern))
    } else {
        source(pattern)
    };
    let once = format!(
        "`is!({} is {alternatives} && {})` to bind the first alternative that matches and try the guard once, as the RFC's `is` does",
        written(scrutinee, loose),
        written(&arm.guard, arm.guard.prec() < Prec::And),
    );
    // `matches!` takes no infix `is` in its guard under the attribute.
    if arm.guard.has_test() {
        return format!("write {once}");
    }
    format!(
        "write `matches!({}, {} if {})` if the code after it needs no binding, or {once}",
        written(scrutinee, false),
        source(pattern),
        written(&arm.guard, false),
    )
}

/// `a == b is P`: the value of `is` is a comparison's operand.
fn chained_before(test: &Test) -> Option<syn::Error> {
    test.before.as_ref().map(|_| {
        with_help(
            test.keyword.span(),
            "`is` is non-associative: it cannot be chained with a comparison or another `is`",
            "add parentheses, e.g. `a == (b is P)` or `(a is P) == b`",
        )
    })
}

/// `v as u32 is 1..`: it could read as a cast to a pattern type. `is!(v as u32, 1..)` could
/// not, and `matches!` takes it.
fn cast_before(test: &Test) -> Option<syn::Error> {
    let (Form::Infix, Expr::Other(scrutinee)) = (test.form, &test.scrutinee) else {
        return None;
    };
    let span = scrutinee.top_cast?.span();
    let mut written = Vec::new();
    test.scrutinee.written(&mut written);
    let as_at = written
        .iter()
        .rposition(|token| matches!(token, TokenTree::Ident(i) if *i == "as"))?;
    Some(with_help(
        span,
        "`as` before `is` needs parentheses, or it would read as a pattern type",
        &format!(
            "write `({} as {}) is {}`",
            source(&written[..as_at]),
            source(&written[as_at + 1..]),
            source(test.pattern.tokens())
        ),
    ))
}

/// The error for what followed the pattern, when it is `op`.
fn after(
    test: &Test,
    ops: &[&str],
    message: impl FnOnce(&str) -> (String, String),
) -> Option<syn::Error> {
    let after = test.after.as_ref()?;
    if !ops.contains(&after.op) {
        return None;
    }
    let (message, help) = message(after.op);
    Some(with_help(after.token.span(), &message, &help))
}

/// `x is P == y`.
fn chained_after(test: &Test) -> Option<syn::Error> {
    after(test, &["==", "!=", "<", ">", "<=", ">="], |op| {
        (
            format!("`is` is non-associative: it cannot be chained with `{op}`"),
            format!(
                "add parentheses: `(… is {}) {op} …`",
                source(test.pattern.tokens())
            ),
        )
    })
}

/// `x is P is Q`.
fn chained_is(test: &Test) -> Option<syn::Error> {
    after(test, &["is"], |_| {
        (
            "`is` is non-associative: `a is P is Q` needs parentheses".to_owned(),
            format!("write `(… is {}) is Q`", source(test.pattern.tokens())),
        )
    })
}

/// `x is P as T`.
fn cast_after(test: &Test) -> Option<syn::Error> {
    after(test, &["as"], |_| {
        (
            "an `is` test cannot be the operand of `as` without parentheses".to_owned(),
            format!("write `(… is {}) as …`", source(test.pattern.tokens())),
        )
    })
}

/// `x is Some(v) if v > 1`: `matches!`'s guard, which `is` spells `&&`.
fn guard_after(test: &Test) -> Option<syn::Error> {
    after(test, &["if"], |_| {
        (
            "an infix `is` takes no `if` guard".to_owned(),
            format!(
                "chain the guard with `&&`: `… is {} && …`",
                source(test.pattern.tokens())
            ),
        )
    })
}

/// `x is Ok(_)?`.
fn question_mark_after(test: &Test) -> Option<syn::Error> {
    after(test, &["?"], |_| {
        (
            "`?` cannot follow the pattern of an `is`".to_owned(),
            format!(
                "put it on the value: `…? is {}`",
                source(test.pattern.tokens())
            ),
        )
    })
}

/// `if p is Point { x: 0 } { … }`: the fields would be the body, as a struct literal's are.
fn struct_pattern_in_condition(test: &Test) -> Option<syn::Error> {
    let after = test.after.as_ref().filter(|after| after.op == "{")?;
    let pattern = test.pattern.tokens();
    let path = &pattern[..pattern.len().saturating_sub(1)];
    Some(with_help(
        after.token.span(),
        "a struct pattern in an `if` or `while` condition must be parenthesised",
        &format!(
            "write `… is ({} {})`, as struct literals are there",
            source(path),
            source(std::slice::from_ref(after.token))
        ),
    ))
}

/// A statement that drops a tested value: its bindings end right there. The help writes the
/// `let` (or `let … else`) that keeps them, from the user's own tokens.
fn statement(dropped: &Dropped) -> Option<syn::Error> {
    if !binds(&dropped.expr) {
        return None;
    }
    let message = "the value of this `is` is ignored, and its bindings end here";
    Some(with_help(dropped.start, message, &let_help(&dropped.expr)))
}

/// How to keep the bindings of `expr`'s first test for the rest of the block: the RFC's fix
/// for a statement that drops a test, written from the user's own tokens.
pub(crate) fn let_help(expr: &Expr) -> String {
    match first_test(expr) {
        Some(test) if !test.pattern.tokens().is_empty() => {
            let mut value = Vec::new();
            test.scrutinee.written(&mut value);
            let otherwise = if is_irrefutable(test.pattern.tokens()) {
                ""
            } else {
                " else { … }"
            };
            format!(
                "use `let` to bind it for the rest of the block: `let {} = {}{otherwise};`",
                source(test.pattern.tokens()),
                source(&value)
            )
        }
        _ => "use `let` to bind a pattern for the rest of the block".to_owned(),
    }
}

/// The bindings of `expr`'s tests that nothing else in the call's arguments, `args`, names:
/// in an `is!` on its own, whose bindings end at its `)`, code after it may have meant them.
pub(crate) fn unused_bindings(expr: &Expr, args: &Level) -> Vec<Ident> {
    let mut bound = Vec::new();
    tests_bindings(expr, true, &mut bound);
    bound.retain(|name| {
        let name = name.to_string();
        // `_v` says it is unused on purpose, as rustc takes it.
        !name.starts_with('_') && count_named(args, &name) == 1
    });
    bound
}

/// Whether `pattern` matches every value, so that `let PAT = EXPR;` needs no `else`. Without
/// types this is a guess from the shape: bindings, `_`, `..`, and tuples, references and
/// parentheses of them.
pub(crate) fn is_irrefutable(pattern: &[TokenTree]) -> bool {
    match pattern {
        [TokenTree::Ident(name)] => {
            let name = name.to_string();
            // `true` and `false` are literals; a lowercase name is a binding.
            name == "_"
                || !matches!(name.as_str(), "true" | "false")
                    && name.starts_with(|c: char| c.is_lowercase() || c == '_')
        }
        [TokenTree::Punct(a), TokenTree::Punct(b)] if a.as_char() == '.' && b.as_char() == '.' => {
            true
        }
        [TokenTree::Ident(modifier), rest @ ..] if *modifier == "ref" || *modifier == "mut" => {
            is_irrefutable(rest)
        }
        [TokenTree::Punct(amp), rest @ ..] if amp.as_char() == '&' => match rest {
            [TokenTree::Ident(m), rest @ ..] if *m == "mut" => is_irrefutable(rest),
            [TokenTree::Punct(amp), rest @ ..] if amp.as_char() == '&' => is_irrefutable(rest),
            rest => is_irrefutable(rest),
        },
        [TokenTree::Group(group)] if group.delimiter() == Delimiter::Parenthesis => {
            let inner: Vec<TokenTree> = group.stream().into_iter().collect();
            inner
                .split(|token| is_punct(token, ','))
                .filter(|element| !element.is_empty())
                .all(is_irrefutable)
        }
        _ => false,
    }
}
