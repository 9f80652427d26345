#!/usr/bin/env python3
"""Writes tests/differential.rs: random bool expressions with `is` tests, bindings used in
later operands, `&&`, `||`, `!` and parentheses, each written four ways: by hand with nested
`match` (the reference), with `is!`, under `#[is_syntax]` (whole and split into one `is!` per
link), and in `is::syntax!`. The test runs every way over every input of small domains and
compares results, evaluation order and drop order.

    python3 tests/differential/generate.py > tests/differential.rs && cargo fmt

Seeded, so the output only changes when this script does.
"""

import random

SEED = 3573
COUNT = 48

# Each scrutinee: its variable, and patterns with the names they bind.
PATTERNS = {
    "a": [("Some({0})", 1), ("Some(0)", 0), ("None", 0), ("Some(1..=2)", 0), ("Some({0} @ 1..)", 1), ("(Some(0) | None)", 0)],
    "b": [("Ok({0})", 1), ("Err(_)", 0), ("Ok(0)", 0), ("(Ok(2) | Err(1))", 0), ("Err({0})", 1)],
    "c": [("(Some({0}), {1})", 2), ("(None, _)", 0), ("(Some(1..), 0)", 0), ("(_, {0})", 1)],
}


class Gen:
    def __init__(self, rng):
        self.rng = rng
        self.names = 0
        self.tags = 0

    def tag(self, prefix):
        self.tags += 1
        return f"{prefix}{self.tags}"

    def expr(self, depth, scope):
        """A bool expression as a tree: ("chain", links), ("or", l, r) or ("not", e); `scope`
        is the names in scope."""
        choice = self.rng.random()
        if depth <= 0 or choice < 0.55:
            return self.chain(depth, scope)
        if choice < 0.8:
            return ("or", self.expr(depth - 1, scope), self.expr(depth - 1, scope))
        return ("not", self.expr(depth - 1, scope))

    def chain(self, depth, scope):
        links = []
        scope = list(scope)
        for _ in range(self.rng.randint(1, 3)):
            kind = self.rng.random()
            if kind < 0.6 or not scope and kind < 0.85:
                links.append(self.test(scope))
            elif kind < 0.85:
                links.append(self.compare(scope))
            else:
                # Names bound inside flow on only if the parentheses hold a plain chain.
                inner_scope = list(scope)
                inner = self.expr(depth - 1, inner_scope)
                if inner[0] == "chain":
                    scope[:] = inner_scope
                links.append(("nested", inner))
        return ("chain", links)

    def test(self, scope):
        var = self.rng.choice(sorted(PATTERNS))
        pattern, binds = self.rng.choice(PATTERNS[var])
        names = []
        for _ in range(binds):
            self.names += 1
            names.append(f"v{self.names}")
        scope.extend(names)
        return ("test", f'ev(log, "{self.tag(var)}", {var}).v', pattern.format(*names))

    def compare(self, scope):
        name = self.rng.choice(scope)
        other = self.rng.choice(scope)
        op = self.rng.choice([f"{name} > 0", f"{name} == {other}", f"{name} < 2", f"{name} + 1 != {other}"])
        return ("compare", f'lg(log, "{self.tag("k")}", {op})')


def infix(tree):
    """The expression with infix `is`."""
    kind = tree[0]
    if kind == "chain":
        return " && ".join(link_infix(link) for link in tree[1])
    if kind == "or":
        return f"{infix(tree[1])} || {infix(tree[2])}"
    return f"!({infix(tree[1])})"


def link_infix(link):
    if link[0] == "test":
        return f"{link[1]} is {link[2]}"
    if link[0] == "compare":
        return link[1]
    return f"({infix(link[1])})"


def flat_links(links):
    """A chain's links with parenthesised chains spliced in: parentheses do not stop the flow."""
    out = []
    for link in links:
        if link[0] == "nested" and link[1][0] == "chain":
            out.extend(flat_links(link[1][1]))
        else:
            out.append(link)
    return out


def reference(tree):
    """The same logic by hand: nested `match` for tests, `if` for other links."""
    kind = tree[0]
    if kind == "chain":
        return chain_reference(flat_links(tree[1]))
    if kind == "or":
        return f"({reference(tree[1])}) || ({reference(tree[2])})"
    return f"!({reference(tree[1])})"


def chain_reference(links):
    if not links:
        return "true"
    link, rest = links[0], chain_reference(links[1:])
    if link[0] == "test":
        return f"match {link[1]} {{ {link[2]} => {{ {rest} }} _ => false }}"
    if link[0] == "compare":
        return f"if {link[1]} {{ {rest} }} else {{ false }}"
    return f"if {reference(link[1])} {{ {rest} }} else {{ false }}"


def split_form(text):
    """The top-level chain with one `is!` per link that needs one, when the expression is one
    chain of links; `None` otherwise."""
    depth = 0
    parts, current = [], ""
    i = 0
    while i < len(text):
        ch = text[i]
        if ch in "([{":
            depth += 1
        elif ch in ")]}":
            depth -= 1
        if depth == 0 and text.startswith(" || ", i):
            return None
        if depth == 0 and text.startswith(" && ", i):
            parts.append(current)
            current = ""
            i += 4
            continue
        current += ch
        i += 1
    parts.append(current)
    if text.startswith("!("):
        return None
    return " && ".join(f"is!({part})" if " is " in part else part for part in parts)


def main():
    rng = random.Random(SEED)
    cases = []
    for n in range(COUNT):
        tree = Gen(rng).expr(rng.randint(1, 3), [])
        text = infix(tree)
        cases.append((n, text, reference(tree), split_form(text)))

    out = []
    w = out.append
    w("//! Generated by tests/differential/generate.py: do not edit; change the script and rerun.")
    w("//!")
    w("//! Each case is one random bool expression written four ways; every way must give the")
    w("//! reference's result, evaluate operands in its order and drop temporaries in its order,")
    w("//! for every input.")
    w("")
    # `deprecated`: an `is!` whose pattern matches every value is warned about, on purpose here.
    w("#![allow(unused_variables, unused_parens, unreachable_patterns, irrefutable_let_patterns, deprecated)]")
    w("#![allow(clippy::all, clippy::pedantic)]")
    w("")
    w("use std::cell::RefCell;")
    w("")
    w("use is::{is, is_syntax};")
    w("")
    w("type Log = RefCell<Vec<String>>;")
    w("")
    w("struct Noisy<'a, T> {")
    w("    v: T,")
    w("    tag: &'static str,")
    w("    log: &'a Log,")
    w("}")
    w("")
    w("impl<T> Drop for Noisy<'_, T> {")
    w("    fn drop(&mut self) {")
    w('        self.log.borrow_mut().push(format!("drop {}", self.tag));')
    w("    }")
    w("}")
    w("")
    w("fn ev<'a, T>(log: &'a Log, tag: &'static str, v: T) -> Noisy<'a, T> {")
    w('    log.borrow_mut().push(format!("eval {tag}"));')
    w("    Noisy { v, tag, log }")
    w("}")
    w("")
    w("fn lg(log: &Log, tag: &'static str, v: bool) -> bool {")
    w('    log.borrow_mut().push(format!("eval {tag}"));')
    w("    v")
    w("}")
    w("")
    w("type A = Option<u8>;")
    w("type B = Result<u8, u8>;")
    w("type C = (Option<u8>, u8);")
    w("")
    w("const AS: [A; 4] = [None, Some(0), Some(1), Some(2)];")
    w("const BS: [B; 3] = [Ok(0), Ok(2), Err(1)];")
    w("const CS: [C; 3] = [(None, 0), (Some(1), 1), (Some(2), 0)];")
    w("")
    w("type Case = fn(&Log, A, B, C) -> bool;")
    w("")
    for n, text, hand, split in cases:
        w(f"// case {n}: {text}")
        w(f"fn reference_{n}(log: &Log, a: A, b: B, c: C) -> bool {{")
        w(f"    {hand}")
        w("}")
        w(f"fn macro_{n}(log: &Log, a: A, b: B, c: C) -> bool {{")
        w(f"    is!({text})")
        w("}")
        w("#[is_syntax]")
        w(f"fn attribute_{n}(log: &Log, a: A, b: B, c: C) -> bool {{")
        w(f"    if is!({text}) {{ true }} else {{ false }}")
        w("}")
        if split:
            w("#[is_syntax]")
            w(f"fn split_{n}(log: &Log, a: A, b: B, c: C) -> bool {{")
            w(f"    if {split} {{ true }} else {{ false }}")
            w("}")
        w("is::syntax! {")
        w(f"    fn block_{n}(log: &Log, a: A, b: B, c: C) -> bool {{")
        w(f"        if {text} {{ true }} else {{ false }}")
        w("    }")
        w("}")
        w("")
    w("const CASES: &[(&str, Case, &[(&str, Case)])] = &[")
    for n, _, _, split in cases:
        ways = [f'("is!", macro_{n})', f'("#[is_syntax]", attribute_{n})', f'("is::syntax!", block_{n})']
        if split:
            ways.append(f'("split is!", split_{n})')
        w(f'    ("case {n}", reference_{n}, &[{", ".join(ways)}]),')
    w("];")
    w("")
    w("#[test]")
    w("fn every_way_matches_the_hand_written_reference() {")
    w("    let mut runs = 0;")
    w("    for (case, reference, ways) in CASES {")
    w("        for a in AS {")
    w("            for b in BS {")
    w("                for c in CS {")
    w("                    let expected_log = Log::default();")
    w("                    let expected = reference(&expected_log, a, b, c);")
    w("                    for (way, function) in *ways {")
    w("                        let log = Log::default();")
    w("                        let result = function(&log, a, b, c);")
    w('                        assert_eq!(result, expected, "{case}, {way}: result for {a:?} {b:?} {c:?}");')
    w('                        assert_eq!(log.take(), *expected_log.borrow(), "{case}, {way}: evaluation and drops for {a:?} {b:?} {c:?}");')
    w("                        runs += 1;")
    w("                    }")
    w("                }")
    w("            }")
    w("        }")
    w("    }")
    w(f"    assert!(runs >= {COUNT} * 36 * 3);")
    w("}")
    print("\n".join(out))


if __name__ == "__main__":
    main()
