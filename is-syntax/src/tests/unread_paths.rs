//! Read or refuse, over the reader's unread paths (issue 31): an `is!` the reader leaves as
//! written is a lone `bool`, so the code after it in the same tokens must never name one of
//! its bindings, and a binding it cannot name (a fragment's) with a fragment after it must be
//! refused. Generated: each call in another macro's arguments or in a rule body that does not
//! read, wrapped in parentheses or not, its chain going on past block operands or not, in an
//! `if`, a `while`, a guard or a `let`, with bodies and `else`s that name its bindings or not.
//! The generator knows by construction which code is the call's chain and body; the test
//! checks that the macros refuse exactly where that code names a binding. A call that stands
//! loose in a tt-muncher's arguments (its body past a `;` or before it) is refused where any
//! other token of the arguments names a binding; one in arguments read as values, where a
//! token outside its own chain does.

use super::robustness::Rng;
use super::{attribute, block};

/// A pattern, its scrutinee, and the names it binds; `$` marks one from a fragment.
const PATTERNS: &[(&str, &str, &[&str])] = &[
    ("Some(v)", "x", &["v"]),
    ("Some(_)", "x", &[]),
    ("(Some(v), w)", "(x, r)", &["v", "w"]),
    ("Some(v @ 1..)", "x", &["v"]),
    ("Some(1..=9) | None", "x", &[]),
];

/// Patterns of a rule's body: fragments, whose names nothing can know.
const FRAGMENT_PATTERNS: &[(&str, &str, &[&str])] = &[
    ("$p", "x", &["$"]),
    ("[$($q),*]", "[x]", &["$"]),
    ("Some(v)", "x", &["v"]),
    ("Some(_)", "x", &[]),
];

/// How the call stands in its condition: `{}` is the call.
const WRAPS: &[&str] = &["{}", "({})", "(r == 1 && {})", "(({}))", "r > 0 && {}"];

/// What follows it in its chain, and the names that names.
const CONTINUATIONS: &[(&str, &[&str])] = &[
    ("", &[]),
    ("&& v > Y", &["v"]),
    ("&& { r == 1 }", &[]),
    ("&& { r == 1 } && v > Y", &["v"]),
    ("&& unsafe { r == 1 } && w > 0", &["w"]),
    ("&& r > 0", &[]),
    ("&& (r, w).0 > 0", &["w"]),
];

/// A body, and the names it names.
const BODIES: &[(&str, &[&str])] = &[("v", &["v"]), ("w", &["w"]), ("r", &[]), ("1", &[])];

/// A rule's fragments after the call, in its chain or body.
const FRAGMENT_CODE: &[(&str, &[&str])] = &[("&& $g", &["$"]), ("", &[])];

struct Case {
    statement: String,
    /// Whether the chain or the body after the call names a binding.
    refused: bool,
}

fn case(rng: &mut Rng, patterns: &[(&str, &str, &[&str])], in_rule: bool) -> Case {
    let (pattern, scrutinee, binds) = patterns[rng.below(patterns.len())];
    let call =
        WRAPS[rng.below(WRAPS.len())].replace("{}", &format!("is!({scrutinee} is {pattern})"));
    let (mut chain, mut chain_names) = CONTINUATIONS[rng.below(CONTINUATIONS.len())];
    let fragment;
    if in_rule && rng.below(2) == 0 {
        (fragment, chain_names) = FRAGMENT_CODE[rng.below(FRAGMENT_CODE.len())];
        chain = fragment;
    }
    let (body, body_names) = BODIES[rng.below(BODIES.len())];
    let (otherwise, _) = BODIES[rng.below(BODIES.len())];
    let cond = format!("{call} {chain}");
    let (statement, after): (String, Vec<&str>) = match rng.below(4) {
        0 => (
            format!("if {cond} {{ return {body}; }} else {{ let _ = {otherwise}; }}"),
            [chain_names, body_names].concat(),
        ),
        1 => (
            format!("while {cond} {{ let _ = {body}; break; }}"),
            [chain_names, body_names].concat(),
        ),
        2 => (
            format!(
                "match r {{ _ if {cond} => {{ let _ = {body}; }} _ => {{ let _ = {otherwise}; }} }}"
            ),
            [chain_names, body_names].concat(),
        ),
        // The statement after a `let` is no part of its chain.
        _ => (
            format!("let b = {cond}; let _ = ({body}, b);"),
            chain_names.to_vec(),
        ),
    };
    let refused = after.iter().any(|name| binds.contains(name));
    Case { statement, refused }
}

/// The item around a statement: in another macro's arguments (after an item, so that they
/// do not read as values), or in a rule's body that does not read (a repetition of `tt`s, no
/// separator joining them, where a test's operand stands).
fn item(statement: &str, in_rule: bool) -> String {
    let body = if in_rule {
        format!(
            "macro_rules! m {{ ($($t:tt)*; $p:pat, $($q:pat),*; $g:expr) => {{{{ let _ = is!($($t)* is Some(_)); {statement} 0 }}}}; }} m!(1; Some(v), Some(v); v > 1)"
        )
    } else {
        format!("statements! {{ const Z: u8 = 1; {statement} }} 0")
    };
    format!(
        "fn f(x: Option<u8>, r: u8) -> u8 {{ let (v, w) = (100u8, 100u8); const Y: u8 = 3; {body} }}"
    )
}

fn check(expanded: &str, case: &Case, input: &str) {
    // The call stood unread: where it is not refused, it goes on as written.
    assert!(
        case.refused || expanded.contains("is ! ("),
        "read, not left as written:\n{input}\n{expanded}"
    );
    assert!(
        expanded.contains("compile_error") == case.refused,
        "{} expected {}:\n{input}\n{expanded}",
        if case.refused { "refusal" } else { "no error" },
        if case.refused {
            "missing"
        } else {
            "where it reads"
        },
    );
}

#[test]
fn an_unread_call_is_never_followed_by_its_bindings() {
    let mut rng = Rng(0x31_0001);
    let mut refused = 0;
    for n in 0..600 {
        let in_rule = n % 2 == 1;
        let patterns = if in_rule { FRAGMENT_PATTERNS } else { PATTERNS };
        let case = case(&mut rng, patterns, in_rule);
        let input = item(&case.statement, in_rule);
        check(&attribute("", &input), &case, &input);
        // In a block the same `is!` calls stand unread the same way.
        check(&block(&input), &case, &input);
        refused += usize::from(case.refused);
    }
    // Both sides of the property were tried, many times.
    assert!((150..450).contains(&refused), "{refused} of 600 refused");
}

/// How a macro's arguments that hold a call are read, and so which code after the call may
/// mean its bindings.
#[derive(Clone, Copy, PartialEq)]
enum Reading {
    /// Unread, the call loose: its chain and the body, anywhere.
    Loose,
    /// Unread, after a `let … =`: its chain alone, which a `;` Rust reads ends.
    Statement,
    /// Read as values, the call lowered with its chain: the body alone, anywhere.
    Values,
}

/// Where a tt-muncher's arguments hold the call: `{c}` is the call and the rest of its chain,
/// `{b}` a body.
const MUNCHED: &[(&str, Reading)] = &[
    ("m!(@acc [] {c} then { {b} })", Reading::Loose),
    ("m!(@acc [] {c} ; { {b} })", Reading::Loose),
    ("m!(@acc [] {c}, {b})", Reading::Loose),
    ("m!(@acc [{c}] then { {b} })", Reading::Loose),
    ("m!(@rev { {b} } {c})", Reading::Loose),
    ("m!(@stmt let b = {c}; {b})", Reading::Statement),
    ("m!([{ {b} }, {c}])", Reading::Values),
    ("m!({ {b} } + u8::from({c}))", Reading::Values),
];

/// What stands before the call in its accumulator.
const BEFORE: &[&str] = &["", "r > 0 &&", "{ r == 1 } &&"];

#[test]
fn a_loose_call_is_refused_where_the_arguments_name_its_bindings() {
    let mut rng = Rng(0x31_0002);
    let mut refused = 0;
    for _ in 0..300 {
        let (template, reading) = MUNCHED[rng.below(MUNCHED.len())];
        // Read, a top-level `|` asks for parentheses: another error.
        let patterns: Vec<_> = PATTERNS
            .iter()
            .filter(|(pattern, ..)| reading != Reading::Values || !pattern.contains('|'))
            .collect();
        let &(pattern, scrutinee, binds) = patterns[rng.below(patterns.len())];
        let (chain, chain_names) = CONTINUATIONS[rng.below(CONTINUATIONS.len())];
        let (body, body_names) = BODIES[rng.below(BODIES.len())];
        let before = BEFORE[rng.below(BEFORE.len())];
        let call = format!("{before} is!({scrutinee} is {pattern}) {chain}");
        let named: Vec<&str> = match reading {
            Reading::Loose => [chain_names, body_names].concat(),
            Reading::Statement => chain_names.to_vec(),
            Reading::Values => body_names.to_vec(),
        };
        let case = Case {
            statement: template.replace("{c}", &call).replace("{b}", body),
            refused: named.iter().any(|name| binds.contains(name)),
        };
        let input = format!(
            "fn f(x: Option<u8>, r: u8) -> u8 {{ let (v, w) = (100u8, 100u8); const Y: u8 = 3; {} }}",
            case.statement
        );
        if reading == Reading::Values {
            // Lowered where not refused: only the refusal is checked.
            for expanded in [attribute("", &input), block(&input)] {
                assert_eq!(
                    expanded.contains("compile_error"),
                    case.refused,
                    "{input}\n{expanded}"
                );
            }
        } else {
            check(&attribute("", &input), &case, &input);
            check(&block(&input), &case, &input);
        }
        refused += usize::from(case.refused);
    }
    assert!((60..240).contains(&refused), "{refused} of 300 refused");
}
