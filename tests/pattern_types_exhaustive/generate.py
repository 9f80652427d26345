#!/usr/bin/env python3
"""Writes tests/pattern_types_exhaustive.rs: a pattern type for every base and every form of
pattern (each kind of range, negative and `const` bounds, single values, alternations, a
leading `..=`, one value excluded, one value admitted), each checked against rustc's own
`match` on the pattern:

- `new(v).is_some()` and `contains(v)` equal `match v { P => true, _ => false }`: for every
  value of the 8- and 16-bit bases, and for the boundary values of the wider ones (each bound
  and its neighbours, the base's MIN and MAX, 0, and each power of two and its negation);
- `get` gives the value back, and `new_unchecked` of every matching value does too, with
  core's debug precondition checks on (the tests run in a debug build);
- `Option<T>` has the size of the base;
- `MIN` and `MAX` are the smallest and largest values admitted, as worked out here.

    python3 tests/pattern_types_exhaustive/generate.py > tests/pattern_types_exhaustive.rs

The values are worked out here with Python's integers, apart from the code under test.
"""

INTS = {
    "u8": (False, 8), "u16": (False, 16), "u32": (False, 32), "u64": (False, 64),
    "u128": (False, 128), "usize": (False, 64),
    "i8": (True, 8), "i16": (True, 16), "i32": (True, 32), "i64": (True, 64),
    "i128": (True, 128), "isize": (True, 64),
}
SURROGATES = (0xD800, 0xDFFF)
CHAR_MAX = 0x10FFFF


def domain(base):
    if base == "char":
        return 0, CHAR_MAX
    signed, bits = INTS[base]
    if signed:
        return -(1 << (bits - 1)), (1 << (bits - 1)) - 1
    return 0, (1 << bits) - 1


def lit(base, v):
    """`v` as a pattern literal of `base`."""
    if base == "char":
        return "'\\u{%X}'" % v
    return str(v)


def typed(base, v):
    """`v` as an expression of type `base`."""
    if base == "char":
        return "'\\u{%X}'" % v
    lo, _ = domain(base)
    if v == lo and lo < 0:
        return f"{base}::MIN"
    return f"{v}{base}" if v >= 0 else f"-{-v}{base}"


def is_value(base, v):
    return base != "char" or not (SURROGATES[0] <= v <= SURROGATES[1])


class Form:
    """A pattern, its text, its admitted intervals, and the `const` items it names."""

    def __init__(self, text, intervals, consts=(), min_max=True):
        self.text = text
        self.intervals = intervals
        self.consts = consts
        self.min_max = min_max


def forms(base):
    lo, hi = domain(base)
    span = hi - lo
    # Points inside the domain, spread over it, for bounds.
    a = lo + span // 5
    b = lo + span // 2 + 1
    c = lo + (span // 5) * 4
    out = [
        Form(f"{lit(base, a)}..{lit(base, b)}", [(a, b - 1)]),
        Form(f"{lit(base, a)}..={lit(base, b)}", [(a, b)]),
        Form(f"{lit(base, b)}..", [(b, hi)]),
        Form(f"..{lit(base, b)}", [(lo, b - 1)]),
        Form(f"..={lit(base, a)}", [(lo, a)]),
        Form(lit(base, c), [(c, c)]),
        Form(f"({lit(base, a)} | {lit(base, b)}..={lit(base, c)})", [(a, a), (b, c)]),
        Form(f"(..={lit(base, a)} | {lit(base, c)}..)", [(lo, a), (c, hi)]),
        # One value excluded, at each end and in the middle; one value admitted.
        Form(f"..{lit(base, hi)}", [(lo, hi - 1)]),
        Form(f"{lit(base, lo + 1)}..", [(lo + 1, hi)]),
        Form(f"(..{lit(base, b)} | {lit(base, b + 1)}..)", [(lo, b - 1), (b + 1, hi)]),
        Form(f"{lit(base, lo)}..={lit(base, lo)}", [(lo, lo)]),
        # `const` bounds, which the macro cannot read.
        # A `char` range's exclusive end gives no `MAX`: the value before it may be none.
        Form("LO..HI", [(a, b - 1)], consts=(("LO", a), ("HI", b)), min_max=base != "char"),
        Form("(..=LO | HI..)", [(lo, a), (b, hi)], consts=(("LO", a), ("HI", b)), min_max=False),
    ]
    if base != "char":
        out.append(Form(f"{lit(base, lo)}..={lit(base, hi - 1)}", [(lo, hi - 1)]))
        if lo < 0:
            out.append(Form("-5..=5", [(-5, 5)]))
            out.append(Form("..=-1", [(lo, -1)]))
            out.append(Form("(..0 | 1..)", [(lo, -1), (1, hi)]))
        out.append(Form("0..", [(0, hi)]) if lo < 0 else Form("1..", [(1, hi)]))
    else:
        out.append(Form("'a'..'\\u{E000}'", [(0x61, 0xDFFF)]))
        out.append(Form("('{' | '}')", [(0x7B, 0x7B), (0x7D, 0x7D)]))
        out.append(Form("'\\u{61}'..='\\u{7A}'", [(0x61, 0x7A)]))
    return out


def admits(form, v):
    return any(lo <= v <= hi for lo, hi in form.intervals)


def extremes(base, form):
    smallest = min(lo if is_value(base, lo) else SURROGATES[1] + 1 for lo, _ in form.intervals)
    largest = max(hi if is_value(base, hi) else SURROGATES[0] - 1 for _, hi in form.intervals)
    return smallest, largest


def samples(base, form):
    """Every value of an 8- or 16-bit base; else the boundary values."""
    lo, hi = domain(base)
    if base != "char" and INTS[base][1] <= 16:
        return None
    points = {lo, hi, 0 if lo <= 0 else lo}
    bits = 21 if base == "char" else INTS[base][1]
    for k in range(bits):
        points.update({1 << k, (1 << k) - 1, (1 << k) + 1, -(1 << k)})
    for start, end in form.intervals:
        for bound in (start, end):
            points.update({bound - 1, bound, bound + 1})
    return sorted(v for v in points if lo <= v <= hi and is_value(base, v))


def case(n, base, form):
    name = f"T{n}"
    consts = "".join(f"const {c}_{n}: {base} = {typed(base, v)};\n" for c, v in form.consts)
    text = form.text
    for c, _ in form.consts:
        text = text.replace(c, f"{c}_{n}")
    values = samples(base, form)
    cfg = '#[cfg(target_pointer_width = "64")]\n' if base in ("usize", "isize") else ""
    if values is None:
        each = f"for v in {base}::MIN..={base}::MAX {{ check(v); }}"
    else:
        listed = ", ".join(typed(base, v) for v in values)
        each = f"for v in [{listed}] {{ check(v); }}"
    min_max = ""
    if form.min_max:
        smallest, largest = extremes(base, form)
        min_max = (f"assert_eq!({name}::MIN.get(), {typed(base, smallest)});\n"
                   f"assert_eq!({name}::MAX.get(), {typed(base, largest)});\n")
    return f"""
{cfg}{consts}{cfg}#[is_syntax]
type {name} = is!({base} is {text});

{cfg}#[test]
fn {name.lower()}_{base}() {{
    #[allow(non_contiguous_range_endpoints, unused_parens)]
    fn oracle(v: {base}) -> bool {{
        match v {{ {text} => true, _ => false }}
    }}
    let check = |v: {base}| {{
        let admitted = oracle(v);
        assert_eq!({name}::new(v).is_some(), admitted, "new({{v:?}})");
        assert_eq!({name}::contains(v), admitted, "contains({{v:?}})");
        if admitted {{
            assert_eq!({name}::new(v).map({name}::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe {{ {name}::new_unchecked(v) }}.get(), v);
        }}
    }};
    {each}
    assert_eq!(size_of::<Option<{name}>>(), size_of::<{base}>());
    {min_max}}}
"""


def main():
    print("//! Every base and every form of pattern, checked against rustc's own `match`.")
    print("//! Written by `tests/pattern_types_exhaustive/generate.py`; do not edit by hand.")
    print("#![allow(clippy::all, clippy::pedantic, dead_code)]")
    print()
    print("use is::{is, is_syntax};")
    n = 0
    for base in list(INTS) + ["char"]:
        for form in forms(base):
            n += 1
            print(case(n, base, form))


main()
