#!/usr/bin/env python3
"""Writes tests/editions/users_macros.rs and tests/editions/users_macros_hand.rs: users' own
macros with tests in their rules, each shape written once here and three ways there: under
`#[is_syntax]` with `is!(EXPR is PAT)`, in `is::syntax!` with infix `is`, and by hand with
the let-chains they mean (edition 2024, in the edition-2024 crate alone). Both edition crates
include the first file; their tests run every shape over every pair of inputs and compare
with the hand-written twin. Every function has `let v = 100u8;` in scope, so that a test left
a lone `bool` would give the outer `v`'s value rather than fail to compile.

    python3 tests/editions/users_macros.py && cargo fmt --all

In a shape, `<<EXPR ~~ PAT>>` is a test; `<<!EXPR ~~ PAT ~~ CHAIN>>` one written as a call in
both fronts, the rest of its chain (optional) inside it; `@@` stands for the macro's name as the front calls
`is!` (nothing in the hand-written twin).
"""

import pathlib
import re

HERE = pathlib.Path(__file__).resolve().parent

# Macros at module level, outside the functions (inside the annotated item).
MODULE_MACROS = """
/// Forwards its tokens into an `if` condition, another argument its body.
macro_rules! cond {
    ([$($c:tt)*], $b:block) => { if $($c)* $b else { 0 } };
}

/// A tt-muncher: carries a condition's tokens in its accumulator up to `then`.
macro_rules! acc {
    (@acc [$($a:tt)*] then $b:block) => { if $($a)* $b else { 0 } };
    (@acc [$($a:tt)*] $t:tt $($rest:tt)*) => { acc!(@acc [$($a)* $t] $($rest)*) };
    ([$($c:tt)*] $b:block) => { acc!(@acc [] $($c)* then $b) };
}

/// Takes a value.
macro_rules! twice {
    ($c:expr) => { u8::from($c) * 2 };
}

fn small(x: u8) -> bool {
    x < 9
}
"""

# Macros outside both items, above them in the file (and in the hand-written twins' file).
OUTSIDE_MACROS = """
/// A tt-muncher outside the items: its body after a `;`.
macro_rules! acc_outside {
    (@acc [$($a:tt)*] ; $b:block) => { if $($a)* $b else { 0 } };
    (@acc [$($a:tt)*] $t:tt $($rest:tt)*) => { acc_outside!(@acc [$($a)* $t] $($rest)*) };
}
"""

# (name, body): each a function `fn NAME(a: Option<u8>, b: Option<u8>) -> u8`.
SHAPES = [
    ("expr_fragments", """
        macro_rules! m {
            ($e:expr, $f:expr) => {
                if <<$e ~~ Some(v)>> && v > 3 { v } else if <<$f ~~ Some(v)>> { v / 2 } else { v - 100 }
            };
        }
        m!(a, b)
    """),
    ("ladder_literal", """
        macro_rules! ladder {
            ($($e:expr => $r:expr);+) => {
                if v == 0 { 0 } $(else if <<$e ~~ Some(v)>> && v > 0 { $r(v) })+ else { v - 99 }
            };
        }
        ladder!(a => |w: u8| w; b => |w: u8| w / 2)
    """),
    ("ladder_fragment", """
        macro_rules! ladder {
            ($($e:expr, $p:pat => $r:expr);+) => {
                if v == 0 { 0 } $(else if <<$e ~~ $p>> { $r })+ else { v - 99 }
            };
        }
        ladder!(a, Some(v) => v; b, Some(v) => v / 2)
    """),
    ("slice_fragments", """
        macro_rules! many {
            ($e:expr; $($p:pat),* => $g:expr => $r:expr) => {
                if <<$e ~~ [$($p),*]>> && $g { $r } else { v - 100 }
            };
        }
        many!([a, b]; Some(v), Some(w) => v > w => v - w)
    """),
    ("kinds", """
        macro_rules! kinds {
            ($i:ident: $t:ty = $l:literal, $pth:path, $blk:block) => {{
                let $i: $t = $l;
                if <<$i.checked_add(1).and(a) ~~ Some(v)>> && $pth(v) $blk else { 0 }
            }};
        }
        // `{ v }` is the caller's: the outer `v`, in the let-chain as here.
        kinds!(n: u8 = 1, small, { v }) + kinds!(n: u8 = 2, small, { 1 })
    """),
    ("draining", """
        macro_rules! drain {
            ($($it:ident),+) => {{
                let mut s = 0u8;
                $(
                    while <<$it.next() ~~ Some(v)>> && v < 50 {
                        s = s.wrapping_add(v);
                    }
                )+
                s.wrapping_add(v - 100)
            }};
        }
        let mut xs = [a, b].into_iter().flatten();
        let mut ys = [b, a, b].into_iter().flatten();
        drain!(xs, ys)
    """),
    ("optional_links", """
        macro_rules! opt {
            ($x:expr $(, $m:expr)* $(; $last:expr)?) => {
                if <<$x ~~ Some(v)>> $(&& $m(v))* $(&& $last(v))? { v } else { v - 100 }
            };
        }
        opt!(a, |w: u8| w > 1, |w: u8| w < 9) + opt!(b; |w: u8| w != 2) + opt!(a)
    """),
    ("nested_repetitions", """
        macro_rules! rows {
            ($($e:expr => [$($m:expr),*]);*) => {{
                let mut s = 0u8;
                $( if <<$e ~~ Some(v)>> $(&& $m(v))* { s = s.wrapping_add(v); } )*
                s.wrapping_add(v - 100)
            }};
        }
        rows!(a => [|w: u8| w > 0, |w: u8| w < 9]; b => []; a.or(b) => [|w: u8| w.is_multiple_of(2)])
    """),
    ("forwarded_value", """
        // Its bindings named nowhere outside its argument: a value, wherever `cond!` puts it.
        cond!([<<a ~~ Some(w)>> && w > 3], { 1 }) + cond!([<<b ~~ Some(w)>> && w > 1], { 2 })
    """),
    ("value_into_outside_macro", """
        twice!(<<a ~~ Some(w)>> && w > 3) + v - 100
    """),
    ("parameter_type", """
        fn inner(x: [u8; { let v = 100u8; if <<Some(3u8) ~~ Some(v)>> && v < 5 { v as usize } else { v as usize / 10 } }]) -> u8 {
            u8::try_from(x.len()).unwrap_or(0)
        }
        inner(Default::default()) + u8::from(a.is_some()) + u8::from(b.is_some())
    """),
    # tt-munchers carry a test in their accumulators: read where its bindings are named
    # nowhere else in their arguments (where they are, refused: see the tests/ui cases).
    ("muncher_start", """
        acc!(@acc [] <<!a ~~ Some(w) ~~ && w > 3>> && b.is_some() then { 7 }) + v - 100
    """),
    ("muncher_middle", """
        acc!(@acc [] b.is_some() && <<!a ~~ Some(_)>> then { 1 })
            + acc!(@acc [] a.is_none() && <<!b ~~ Some(w) ~~ && w < 9>> && true then { 2 })
            + v - 100
    """),
    ("muncher_block_operand", """
        acc!(@acc [] { a.is_some() } && <<!b ~~ Some(1..)>> && { true } && b.is_some() then { 3 }) + v - 100
    """),
    ("muncher_tt_group", """
        acc!([<<!a ~~ Some(w) ~~ && w > 1>> && b.is_some()] { 4 }) + v - 100
    """),
    ("muncher_outside", """
        acc_outside!(@acc [] <<!a ~~ Some(w) ~~ && w > 3>> ; { 5 })
            + acc_outside!(@acc [] true && <<!b ~~ None>> ; { 6 })
            + v - 100
    """),
    ("muncher_rule_test", """
        macro_rules! some_then {
            (@acc [$($a:tt)*] then $b:block) => { if $($a)* $b else { v - 100 } };
            (@acc [$($a:tt)*] $t:tt $($rest:tt)*) => { some_then!(@acc [$($a)* $t] $($rest)*) };
            ($e:expr => $($rest:tt)*) => { some_then!(@acc [<<!$e ~~ Some(1..=9)>> &&] $($rest)*) };
        }
        some_then!(a => b.is_none() then { 3 }) + some_then!(b => true then { 4 })
    """),
    ("rule_in_rule", """
        macro_rules! outer {
            ($name:ident, $e:expr) => {
                macro_rules! $name {
                    () => { if <<$e ~~ Some(v)>> && v > 1 { v } else { v - 100 } };
                }
            };
        }
        outer!(inner, a.or(b));
        inner!()
    """),
]

# Shapes whose hand-written twin is not the shape with its tests as `let`s.
HAND = {
    "value_into_outside_macro": "twice!(matches!(a, Some(w) if w > 3)) + v - 100",
}


def fill(text: str, way: str) -> str:
    def test(match: re.Match) -> str:
        called, expr, pattern = match.group(1) == "!", match.group(2).strip(), match.group(3).strip()
        chain = f" {match.group(4).strip()}" if match.group(4) else ""
        if way == "attribute":
            return f"is!({expr} is {pattern}{chain})"
        if way == "block":
            # Where `is::syntax!` does not read (another macro's arguments), `is::is!`.
            return f"is::is!({expr} is {pattern}{chain})" if called else f"{expr} is {pattern}{chain}"
        return f"let {pattern} = {expr}{chain}"

    return re.sub(r"<<(!?)(.*?)~~(.*?)(?:~~(.*?))?>>", test, text, flags=re.S)


def function(name: str, body: str, way: str) -> str:
    if way == "hand" and name in HAND:
        body = HAND[name]
    return (
        "    #[must_use]\n"
        f"    pub fn {name}(a: Option<u8>, b: Option<u8>) -> u8 {{\n"
        "        let v = 100u8;\n"
        f"{fill(body, way)}\n"
        "    }\n"
    )


def module(way: str) -> str:
    functions = "\n".join(function(name, body, way) for name, body in SHAPES)
    imports = "    use is::is;\n" if way == "attribute" else ""
    return f"{imports}{MODULE_MACROS}\n{functions}"


ALLOWS = """#[allow(
    clippy::cast_possible_truncation,
    clippy::items_after_statements,
    clippy::nonminimal_bool,
    clippy::redundant_else,
    unused_macros,
    unused_variables
)]"""

HEADER = """// Generated by tests/editions/users_macros.py: do not edit; change the script and rerun.
"""

TESTS = """
#[cfg(test)]
mod tests {
    use super::{attribute, block};
    use crate::users_hand as hand;

    type Shape = fn(Option<u8>, Option<u8>) -> u8;

    const INPUTS: [Option<u8>; 6] = [None, Some(0), Some(1), Some(2), Some(5), Some(12)];

    #[test]
    fn users_macros_mean_their_let_chains() {
        let shapes: &[(&str, Shape, Shape, Shape)] = &[
%s
        ];
        for &(name, attribute, block, hand) in shapes {
            for a in INPUTS {
                for b in INPUTS {
                    let expected = hand(a, b);
                    assert_eq!((attribute(a, b), block(a, b)), (expected, expected), "{name}({a:?}, {b:?})");
                }
            }
        }
    }
}
"""


def main() -> None:
    rows = "\n".join(
        f'            ("{name}", attribute::{name}, block::{name}, hand::{name}),' for name, _ in SHAPES
    )
    shapes = (
        HEADER
        + "// Users' macros with tests in their rules, under both front ends; their twins written by\n"
        + "// hand with let-chains are `users_macros_hand.rs`.\n\n"
        + f"{OUTSIDE_MACROS}\n#[is::is_syntax]\n{ALLOWS}\npub mod attribute {{\n{module('attribute')}}}\n\n"
        + f"is::syntax! {{\n{ALLOWS}\npub mod block {{\n{module('block')}}}\n}}\n"
        + TESTS % rows
    )
    (HERE / "users_macros.rs").write_text(shapes)
    hand = (
        HEADER
        + "// The shapes of `users_macros.rs` written by hand with the let-chains they mean.\n\n"
        + f"{OUTSIDE_MACROS}\n{ALLOWS}\npub mod hand {{\n{module('hand')}}}\npub use hand::*;\n"
    )
    (HERE / "users_macros_hand.rs").write_text(hand)


if __name__ == "__main__":
    main()
