#!/usr/bin/env python3
"""Writes the tests of every base and every form of pattern (each kind of range, negative,
`const` and path bounds, single values, alternations, a leading `..=`, one value excluded, one
value admitted), each checked against rustc's own `match` on the pattern.

`tests/pattern_types_exhaustive.rs`, run natively:

- `new(v).is_some()` and `contains(v)` equal `match v { P => true, _ => false }`: for every
  value of the 8- and 16-bit bases, and for the boundary values of the wider ones (each bound
  and its neighbours, the base's MIN and MAX, 0, and each power of two and its negation);
- `get` gives the value back, and `new_unchecked` of every matching value does too, with
  core's debug precondition checks on (the tests run in a debug build);
- `Option<T>` has the size of the base;
- `MIN` and `MAX` are the smallest and largest values admitted, as worked out here.

`tests/miri/tests/boundaries.rs` (`--miri`), small enough for Miri: the same types, and the
same checks at the boundary values only (each bound and its neighbours, MIN, MAX, 0 and 1),
plus `from_ref` where the layout keeps the bits, the value through `Option` (its niche), and
the stored bytes where they are the value's. `usize` and `isize` are written for 64- and
32-bit targets, each under its `cfg`, with bounds of that width.

    python3 tests/pattern_types_exhaustive/generate.py > tests/pattern_types_exhaustive.rs
    python3 tests/pattern_types_exhaustive/generate.py --miri > tests/miri/tests/boundaries.rs

(then `rustfmt --edition 2024` each). The values are worked out here with Python's integers,
apart from the code under test.
"""

import sys

INTS = {
    "u8": (False, 8), "u16": (False, 16), "u32": (False, 32), "u64": (False, 64),
    "u128": (False, 128), "usize": (False, None),
    "i8": (True, 8), "i16": (True, 16), "i32": (True, 32), "i64": (True, 64),
    "i128": (True, 128), "isize": (True, None),
}
SURROGATES = (0xD800, 0xDFFF)
CHAR_MAX = 0x10FFFF
MIRI = "--miri" in sys.argv


def bits_of(base, width):
    """The width of `base` in bits: `width` for `usize`/`isize`."""
    if base == "char":
        return 21
    return INTS[base][1] or width


def domain(base, width=64):
    if base == "char":
        return 0, CHAR_MAX
    signed, _ = INTS[base]
    bits = bits_of(base, width)
    if signed:
        return -(1 << (bits - 1)), (1 << (bits - 1)) - 1
    return 0, (1 << bits) - 1


def lit(base, v):
    """`v` as a pattern literal of `base`."""
    if base == "char":
        return "'\\u{%X}'" % v
    return str(v)


def typed(base, v, width=64):
    """`v` as an expression of type `base`."""
    if base == "char":
        return "'\\u{%X}'" % v
    lo, _ = domain(base, width)
    if v == lo and lo < 0:
        return f"{base}::MIN"
    return f"{v}{base}" if v >= 0 else f"-{-v}{base}"


def is_value(base, v):
    return base != "char" or not (SURROGATES[0] <= v <= SURROGATES[1])


class Form:
    """A pattern, its text, its admitted intervals, the `const` items it names, and whether
    the macro can read its bounds (literals) or leaves them to rustc (a path or a `const`)."""

    def __init__(self, text, intervals, consts=(), min_max=True, read=True):
        self.text = text
        self.intervals = intervals
        self.consts = consts
        self.min_max = min_max
        self.read = read and not consts


def forms(base, width=64):
    lo, hi = domain(base, width)
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
        # Paths, which rustc reads (a user's module may stand behind `u8`).
        Form(f"{base}::MIN..{lit(base, b)}", [(lo, b - 1)], read=False, min_max=base != "char"),
        Form(f"{lit(base, a)}..={base}::MAX", [(a, hi)], read=False),
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


def keeps_bits(base, form, width):
    """Whether the layout keeps the value's bits, so that the type has `from_ref`: the rule
    the macro's docs state, worked out here again. `char` always; an integer whose bounds the
    macro reads, if the pattern excludes 0 (`NonZero` of the value) or, for a base of fixed
    width, leaves a top byte unused (the top-byte layout)."""
    if base == "char":
        return True
    if not form.read:
        return False
    if not admits(form, 0):
        return True
    if INTS[base][1] is None:
        return False
    bits = bits_of(base, width)
    lo, _ = domain(base, width)
    tops = set()
    for start, end in form.intervals:
        # Ordinals from the base's MIN, whose top byte is the stored one with the sign flipped.
        tops.update(range((start - lo) >> (bits - 8), ((end - lo) >> (bits - 8)) + 1))
    return len(tops) < 256


def samples(base, form, width):
    """Every value of an 8- or 16-bit base (natively), or the boundary values: each bound and
    its neighbours, MIN, MAX, 0 and 1, and natively each power of two and its negation."""
    lo, hi = domain(base, width)
    if not MIRI and base != "char" and bits_of(base, width) <= 16:
        return None
    points = {lo, hi, 0, 1}
    if not MIRI:
        for k in range(bits_of(base, width)):
            points.update({1 << k, (1 << k) - 1, (1 << k) + 1, -(1 << k)})
    for start, end in form.intervals:
        for bound in (start, end):
            points.update({bound - 1, bound, bound + 1})
    return sorted(v for v in points if lo <= v <= hi and is_value(base, v))


def case(n, base, form, width=None):
    name = f"T{n}"
    w = width or 64
    cfg = f'#[cfg(target_pointer_width = "{width}")]\n' if width else ""
    consts = "".join(f"{cfg}const {c}_{n}: {base} = {typed(base, v, w)};\n" for c, v in form.consts)
    text = form.text
    for c, _ in form.consts:
        text = text.replace(c, f"{c}_{n}")
    values = samples(base, form, w)
    if values is None:
        each = f"for v in {base}::MIN..={base}::MAX {{ check(v); }}"
    else:
        listed = ", ".join(typed(base, v, w) for v in values)
        each = f"for v in [{listed}] {{ check(v); }}"
    min_max = ""
    if form.min_max:
        smallest, largest = extremes(base, form)
        min_max = (f"assert_eq!({name}::MIN.get(), {typed(base, smallest, w)});\n"
                   f"assert_eq!({name}::MAX.get(), {typed(base, largest, w)});\n")
    unsafe_paths = ""
    if MIRI:
        by_ref = ""
        if keeps_bits(base, form, w):
            by_ref = (f"assert_eq!({name}::from_ref(&v).map(|r| r.get()), admitted.then_some(v));\n"
                      f"if let Some(r) = {name}::from_ref(&v) {{ assert_eq!(bytes(r), bytes(&v)); }}")
        unsafe_paths = f"""
        {by_ref}
        // Through `Option`, whose `None` is the layout's niche.
        let through: [Option<{name}>; 2] = [{name}::new(v), None];
        assert_eq!(through[0].map({name}::get), admitted.then_some(v));
        assert!(through[1].is_none());"""
    new_unchecked = f"""
        if admitted {{
            assert_eq!({name}::new(v).map({name}::get), Some(v));
            // SAFETY: `v` matches the pattern, as `oracle` says.
            assert_eq!(unsafe {{ {name}::new_unchecked(v) }}.get(), v);
        }}"""
    return f"""
{consts}{cfg}#[is_syntax]
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
        assert_eq!({name}::contains(v), admitted, "contains({{v:?}})");{new_unchecked}{unsafe_paths}
    }};
    {each}
    assert_eq!(size_of::<Option<{name}>>(), size_of::<{base}>());
    {min_max}}}
"""


def cases():
    """Each base at each width it is tested on, and its forms."""
    for base in list(INTS) + ["char"]:
        if base in ("usize", "isize"):
            for width in ((64, 32) if MIRI else (64,)):
                yield base, width
        else:
            yield base, None


def main():
    if MIRI:
        print("//! Every base and every form of pattern at its boundary values, each `unsafe`")
        print("//! path included, checked against rustc's own `match`: small enough for Miri.")
        print("//! Written by `tests/pattern_types_exhaustive/generate.py --miri`; do not edit")
        print("//! by hand.")
    else:
        print("//! Every base and every form of pattern, checked against rustc's own `match`.")
        print("//! Written by `tests/pattern_types_exhaustive/generate.py`; do not edit by hand.")
    print("#![allow(clippy::all, clippy::pedantic, dead_code)]")
    print()
    print("use is::{is, is_syntax};")
    if MIRI:
        print("""
/// The bytes of `value`, as stored.
fn bytes<T: Copy>(value: &T) -> Vec<u8> {
    // SAFETY: a pattern type of an integer or `char`, and its base, are plain bytes, every
    // one initialised.
    unsafe { std::slice::from_raw_parts(std::ptr::from_ref(value).cast::<u8>(), size_of::<T>()) }
        .to_vec()
}""")
    n = 0
    for base, width in cases():
        for form in forms(base, width or 64):
            n += 1
            print(case(n, base, form, width))


main()
