#!/usr/bin/env python3
"""Writes the tests of every base and every form of pattern (each kind of range, negative,
`const` bounds, the base's `MIN` and `MAX`, single values, alternations, a leading `..=`, one value excluded, one
value admitted), each checked against rustc's own `match` on the pattern.

`tests/pattern_types_exhaustive.rs`, run natively:

- `new(v).is_some()` and `contains(v)` equal `match v { P => true, _ => false }`: for every
  value of the 8- and 16-bit bases, and for the boundary values of the wider ones (each bound
  and its neighbours, the base's MIN and MAX, 0, and each power of two and its negation);
- `get` gives the value back, and `new_unchecked` of every matching value does too, with
  core's debug precondition checks on (the tests run in a debug build);
- `Option<T>` has the size of the base;
- `MIN` and `MAX` are the smallest and largest values admitted, as worked out here;
- the rest of the API (`tNN_api`): each `checked_*` and `saturating_*` method against the
  base's own method followed by the pattern's `match`, for every pair of values of the 8-bit
  bases and the boundary values (and pairs of them) of the others; `new_saturating` against a
  search for the nearest admitted value (every value of the 8- and 16-bit bases);
  `values()` (every value in order where there are few, else `nth` and `nth_back` at each
  range's ends, `len` and `size_hint`); `expand` to each other form of the base that holds
  this one and `narrow` to the next; `From`/`TryFrom` into every integer type, each as this
  generator works out which the pattern holds; comparison with the base both ways, the radix
  formats, `AsRef`/`Borrow` where the layout keeps the bits; and with their features,
  `num-traits`' `Bounded`, `bytemuck`'s checked casts, `rand`'s and `arbitrary`'s values
  (every admitted value, and only those, for the 8-bit bases).

`tests/miri/tests/boundaries.rs` (`--miri`), small enough for Miri: the same types, and the
same checks at the boundary values only (each bound and its neighbours, MIN, MAX, 0 and 1),
plus `from_ref`, `as_ref` and `bytemuck`'s checked cast where the layout keeps the bits, the
value through `Option` (its niche), the stored bytes where they are the value's, and `expand`
(which tells the compiler that the value matches) to each other form that holds this one. `usize` and `isize` are written for 64- and
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
        # The base's own `MIN` and `MAX`, which the macro reads as the primitive's (and has
        # rustc confirm at the alias), so that they have the API of the literal form.
        Form(f"{base}::MIN..{lit(base, b)}", [(lo, b - 1)], min_max=base != "char"),
        Form(f"{lit(base, a)}..={base}::MAX", [(a, hi)]),
        Form(f"..{base}::MAX", [(lo, hi - 1)]),
        Form(f"({lit(base, lo)} | ::core::primitive::{base}::MAX)", [(lo, lo), (hi, hi)]),
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


EXACT = {"u8", "u16", "u32", "usize", "i8", "i16", "i32", "isize"}


def pieces(base, form):
    """The admitted values as intervals of values, sorted, none holding a surrogate: a `char`
    interval across the surrogates is split in two, each end moved off them."""
    out = []
    for lo, hi in sorted(form.intervals):
        if base == "char":
            for a, b in ((lo, min(hi, SURROGATES[0] - 1)), (max(lo, SURROGATES[1] + 1), hi)):
                if a <= b:
                    out.append((a, b))
        else:
            out.append((lo, hi))
    return out


def nth_value(ps, k):
    for lo, hi in ps:
        if k <= hi - lo:
            return lo + k
        k -= hi - lo + 1
    raise IndexError(k)


def holds(base, form, target):
    """Whether the type converts into `target` with `From`, as the macro's docs state the rule:
    where `target` holds every value of the base on every target (std's `From`; for `char`, 32
    bits and more), or the bounds are read and `target` at 16 bits for `usize`/`isize` holds
    the pattern's extremes."""
    signed_t, bits_t = INTS[target]
    if base == "char":
        whole = bits_t is not None and bits_t >= 32
    else:
        signed_b, bits_b = INTS[base]
        if bits_b is None or (signed_b and not signed_t):
            whole = False
        elif bits_t is None:
            whole = bits_b <= (16 if signed_b == signed_t else 8)
        else:
            whole = bits_b < bits_t
    if whole:
        return True
    if not form.read:
        return False
    ps = pieces(base, form)
    t_lo, t_hi = domain(target, 16)
    return t_lo <= ps[0][0] and ps[-1][1] <= t_hi


def subset(inner, outer):
    return all(any(a <= lo and hi <= b for a, b in outer.intervals) for lo, hi in inner.intervals)


def boundary_points(base, form, width, powers=True):
    """The boundary values, whatever the width: each bound and its neighbours, MIN, MAX, 0, 1,
    and (with `powers`) each power of two and its negation."""
    lo, hi = domain(base, width)
    points = {lo, hi, 0, 1}
    for k in range(bits_of(base, width) if powers else 0):
        points.update({1 << k, (1 << k) - 1, (1 << k) + 1, -(1 << k)})
    for start, end in form.intervals:
        for bound in (start, end):
            points.update({bound - 1, bound, bound + 1})
    return sorted(v for v in points if lo <= v <= hi and is_value(base, v))


def operands(base, form, width):
    """Right-hand sides for the arithmetic: small ones, the extremes, each bound, its
    neighbours and the width of each interval."""
    lo, hi = domain(base, width)
    points = {0, 1, 2, 3, -1, -2, lo, hi, lo + 1, hi - 1}
    for start, end in form.intervals:
        points.update({start - 1, start, start + 1, end - 1, end, end + 1, end - start})
    return sorted(v for v in points if lo <= v <= hi)


def samples(base, form, width):
    """Every value of an 8- or 16-bit base (natively), or the boundary values: each bound and
    its neighbours, MIN, MAX, 0 and 1, and natively each power of two and its negation."""
    if not MIRI and base != "char" and bits_of(base, width) <= 16:
        return None
    return boundary_points(base, form, width, powers=not MIRI)


def case(n, base, form, family, width=None):
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
            bits = "u32" if base == "char" else base
            as_bits = "u32::from(v)" if base == "char" else "v"
            by_ref = (f"assert_eq!({name}::from_ref(&v).map(|r| r.get()), admitted.then_some(v));\n"
                      f"if let Some(r) = {name}::from_ref(&v) {{ assert_eq!(bytes(r), bytes(&v));"
                      f" assert_eq!(*r.as_ref(), v); assert_eq!(bytes(r.as_ref()), bytes(&v)); }}\n"
                      f"assert_eq!(bytemuck::checked::try_cast::<{bits}, {name}>({as_bits}).ok().map({name}::get),"
                      f" admitted.then_some(v));\n"
                      f"assert_eq!(bytemuck::checked::try_from_bytes::<{name}>(bytemuck::bytes_of(&{as_bits}))"
                      f".ok().map(|r| r.get()), admitted.then_some(v));")
        # `expand` tells the compiler that the value matches its own pattern.
        for m, _ in relatives(n, form, family)[0]:
            by_ref += (f"\nif let Some(t) = {name}::new(v) {{ assert_eq!(t.expand::<T{m}>().get(), v); }}")
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


def pattern_text(n, form):
    """The pattern of case `n` as written in its alias, its `const` names made its own."""
    text = form.text
    for c, _ in form.consts:
        text = text.replace(c, f"{c}_{n}")
    return text


def relatives(n, form, family):
    """The forms of the same base (and width) that `expand` from case `n` goes to (up to two
    that hold it), and the one `narrow` goes to (the next)."""
    wider = [(m, f) for m, f in family if m != n and subset(form, f)][:2]
    index = [m for m, _ in family].index(n)
    narrower = family[(index + 1) % len(family)]
    return wider, narrower


def api_case(n, base, form, family):
    """The rest of the API of case `n`, checked as the module's docstring says."""
    name = f"T{n}"
    w = 64
    is_char = base == "char"
    ps = pieces(base, form)
    ivs = ", ".join(f"({typed(base, a, w)}, {typed(base, b, w)})" for a, b in ps)
    exhaustive = not is_char and bits_of(base, w) <= 8
    if exhaustive:
        points = f"{base}::MIN..={base}::MAX"
        rhs = points
    else:
        points = "[" + ", ".join(typed(base, v, w) for v in boundary_points(base, form, w)) + "]"
        rhs = "[" + ", ".join(typed(base, v, w) for v in operands(base, form, w)) + "]"
    saturating_points = points
    if not is_char and bits_of(base, w) <= 16:
        saturating_points = f"{base}::MIN..={base}::MAX"
    dist = ("|a: char, b: char| u128::from(place(a).abs_diff(place(b)))" if is_char
            else f"|a: {base}, b: {base}| a.abs_diff(b) as u128")
    wider, (m, narrower) = relatives(n, form, family)
    per_value = []
    for mw, _ in wider:
        per_value.append(f"assert_eq!(t.expand::<T{mw}>().get(), v);")
    per_value.append(
        f"assert_eq!(t.narrow::<T{m}>().map(T{m}::get), "
        f"Some(v).filter(|x| match *x {{ {pattern_text(m, narrower)} => true, _ => false }}));")
    targets = [t for t in INTS if t != base]
    froms = ", ".join(t for t in targets if holds(base, form, t))
    tries = ", ".join(t for t in targets if not holds(base, form, t))
    as_int = "u32::from(v)" if is_char else "v"
    per_value.append(f"into_integers!(t, {as_int}, from: [{froms}], try_from: [{tries}]);")
    if keeps_bits(base, form, w):
        per_value.append(f"assert_eq!(*t.as_ref(), v);")
        per_value.append(f"assert_eq!(*core::borrow::Borrow::<{base}>::borrow(&t), v);")
        bits = "u32" if is_char else base
        per_value.append(
            f'#[cfg(feature = "bytemuck")]\n'
            f"{{ assert_eq!(bytemuck::checked::try_cast::<{bits}, {name}>({as_int}), Ok(t));"
            f" assert_eq!(bytemuck::bytes_of(&t), bytemuck::bytes_of(&{as_int})); }}")
    if is_char:
        per_value.append("assert!(t == v && v == t && t <= v && v >= t);")
    else:
        per_value.append('assert_eq!(format!("{t:x} {t:X} {t:o} {t:#b}"), format!("{v:x} {v:X} {v:o} {v:#b}"));')
        signed = f"signed!({name}, t, v, oracle);" if INTS[base][0] else ""
        per_value.append(f"{signed}for r in {rhs} {{ arithmetic!({name}, t, v, r, oracle, nearest); }}")
    body = "\n        ".join(per_value)
    excluded = ""
    if keeps_bits(base, form, w):
        # Bits that match no value are refused too.
        bits = "u32" if is_char else base
        rejected = [v for v in boundary_points(base, form, w) if not admits(form, v)][:4]
        casts = [f"{v}u32" if is_char else typed(base, v, w) for v in rejected]
        if is_char:
            casts.append("0xD800u32")
        if casts:
            excluded = (f'#[cfg(feature = "bytemuck")]\n    for bits in [{", ".join(casts)}] {{'
                        f" assert!(bytemuck::checked::try_cast::<{bits}, {name}>(bits).is_err()); }}")
    count = sum(b - a + 1 for a, b in ps)
    values = [f"let count: u128 = {count};",
              f"assert_eq!({name}::values().size_hint(), (usize::try_from(count).unwrap_or(usize::MAX), usize::try_from(count).ok()));"]
    if base in EXACT:
        values.append(f"assert_eq!({name}::values().len() as u128, count);")
    if count <= 600:
        values.append(f"let all: Vec<{base}> = IVS.iter().flat_map(|&(lo, hi)| lo..=hi).collect();")
        values.append(f"assert_eq!({name}::values().map({name}::get).collect::<Vec<_>>(), all);")
        values.append(f"assert_eq!({name}::values().rev().map({name}::get).collect::<Vec<_>>(), all.iter().rev().copied().collect::<Vec<_>>());")
    ks = {0, 1, 2}
    position = 0
    for a, b in ps:
        ks.update({position - 1, position, position + 1})
        position += b - a + 1
        ks.update({position - 2, position - 1})
    front = sorted(k for k in ks if 0 <= k < count and k < 1 << 32)
    back = sorted(count - 1 - k for k in ks if 0 <= k < count and count - 1 - k < 1 << 32)
    nths = ", ".join(f"({k}, {typed(base, nth_value(ps, k), w)})" for k in front)
    backs = ", ".join(f"({k}, {typed(base, nth_value(ps, count - 1 - k), w)})" for k in back)
    values.append(f"for (k, v) in [{nths}] {{ assert_eq!({name}::values().nth(k).map({name}::get), Some(v), \"nth({{k}})\"); }}")
    values.append(f"for (k, v) in [{backs}] {{ assert_eq!({name}::values().nth_back(k).map({name}::get), Some(v), \"nth_back({{k}})\"); }}")
    if count < 1 << 32:
        values.append(f"assert_eq!({name}::values().nth({count}), None);")
        values.append(f"assert_eq!({name}::values().count() as u128, count);")
    values.append(f"let mut it = {name}::values(); it.next(); it.next_back();")
    values.append("if count >= 2 { assert_eq!(it.size_hint().1.map(|n| n as u128), usize::try_from(count - 2).ok().map(|n| n as u128)); }")
    values_code = "\n    ".join(values)
    integrations = f"""#[cfg(feature = "num-traits")]
    {{
        assert_eq!(<{name} as num_traits::Bounded>::min_value(), {name}::MIN);
        assert_eq!(<{name} as num_traits::Bounded>::max_value(), {name}::MAX);
    }}
    #[cfg(feature = "rand")]
    {{
        use rand::{{RngExt, SeedableRng}};
        let mut rng = rand::rngs::SmallRng::seed_from_u64({n});
        for _ in 0..64 {{ let t: {name} = rng.random(); assert!(oracle(t.get()), "{{t:?}}"); }}
    }}"""
    if exhaustive:
        integrations += f"""
    #[cfg(feature = "arbitrary")]
    {{
        let made: std::collections::BTreeSet<{base}> = (0..=u8::MAX)
            .map(|b| arbitrary::Unstructured::new(&[b]).arbitrary::<{name}>().unwrap().get())
            .collect();
        assert_eq!(made, ({base}::MIN..={base}::MAX).filter(|v| oracle(*v)).collect());
    }}"""
    else:
        integrations += f"""
    #[cfg(feature = "arbitrary")]
    for seed in 0..32u8 {{
        let bytes: Vec<u8> = (0..16).map(|i| seed.wrapping_mul(37).wrapping_add(i * 11)).collect();
        let t: {name} = arbitrary::Unstructured::new(&bytes).arbitrary().unwrap();
        assert!(oracle(t.get()), "{{t:?}}");
    }}"""
    return f"""
#[test]
#[allow(non_contiguous_range_endpoints, unused_parens)]
fn {name.lower()}_api() {{
    fn oracle(v: {base}) -> bool {{
        match v {{ {pattern_text(n, form)} => true, _ => false }}
    }}
    const IVS: &[({base}, {base})] = &[{ivs}];
    let nearest = |v: {base}| nearest(v, IVS, {dist});
    for v in {saturating_points} {{
        same({name}::new_saturating(v).get(), nearest(v), &v);
    }}
    for v in {points} {{
        let Some(t) = {name}::new(v) else {{ continue }};
        {body}
    }}
    {excluded}
    {values_code}
    {integrations}
}}
"""


def cases():
    """Each base at each width it is tested on, and its forms."""
    for base in list(INTS) + ["char"]:
        if base in ("usize", "isize"):
            for width in ((64, 32) if MIRI else (64,)):
                yield base, width
        else:
            yield base, None


HELPERS = r"""
/// The value of `ivs` nearest `v`, as `dist` measures; between two as near, the smaller.
fn nearest<B: Copy + Ord>(v: B, ivs: &[(B, B)], dist: fn(B, B) -> u128) -> B {
    let mut best: Option<(u128, B)> = None;
    for &(lo, hi) in ivs {
        let c = if v < lo { lo } else if v > hi { hi } else { v };
        let d = dist(v, c);
        if best.map_or(true, |(bd, bc)| d < bd || (d == bd && c < bc)) {
            best = Some((d, c));
        }
    }
    best.unwrap().1
}

/// A `char`'s place among the `char`s: its code point, less the surrogates below it.
fn place(c: char) -> u32 {
    let p = c as u32;
    if p > 0xDFFF { p - 0x800 } else { p }
}

/// `got` equals `want`, or the test fails, naming `what`: a call, where `assert_eq!` would
/// expand its formatting at each of the file's many checks.
#[track_caller]
fn same<T: PartialEq + std::fmt::Debug>(got: T, want: T, what: &dyn std::fmt::Debug) {
    if got != want {
        panic!("{what:?}: got {got:?}, want {want:?}");
    }
}

/// Each `checked_*` method against the base's own and the pattern, each `saturating_*` one
/// against the nearest admitted value to the base's result, and comparison with `r`.
macro_rules! arithmetic {
    ($T:ident, $t:ident, $v:ident, $r:ident, $oracle:ident, $nearest:ident) => {{
        let ok = |x: &_| $oracle(*x);
        let at = &($v, $r);
        same($t.checked_add($r).map($T::get), $v.checked_add($r).filter(ok), &("+", at));
        same($t.checked_sub($r).map($T::get), $v.checked_sub($r).filter(ok), &("-", at));
        same($t.checked_mul($r).map($T::get), $v.checked_mul($r).filter(ok), &("*", at));
        same($t.checked_div($r).map($T::get), $v.checked_div($r).filter(ok), &("/", at));
        same($t.checked_rem($r).map($T::get), $v.checked_rem($r).filter(ok), &("%", at));
        same($t.saturating_add($r).get(), $nearest($v.saturating_add($r)), &("+|", at));
        same($t.saturating_sub($r).get(), $nearest($v.saturating_sub($r)), &("-|", at));
        same($t.partial_cmp(&$r), $v.partial_cmp(&$r), &("cmp", at));
        same($r.partial_cmp(&$t), $r.partial_cmp(&$v), &("cmp", at));
        same($t == $r, $v == $r, &("==", at));
    }};
}

/// `checked_neg` and `checked_abs` against the base's own and the pattern.
macro_rules! signed {
    ($T:ident, $t:ident, $v:ident, $oracle:ident) => {{
        let ok = |x: &_| $oracle(*x);
        same($t.checked_neg().map($T::get), $v.checked_neg().filter(ok), &("neg", $v));
        same($t.checked_abs().map($T::get), $v.checked_abs().filter(ok), &("abs", $v));
    }};
}

/// `From` into each type that holds every admitted value, `TryFrom` (with std's error, not the
/// blanket impl's) into the others: each against the base value's own conversion.
macro_rules! into_integers {
    ($t:ident, $v:expr, from: [$($from:ty),*], try_from: [$($try:ty),*]) => {{
        $(same(<$from>::from($t), <$from>::try_from($v).unwrap(), &$v);)*
        $({
            let converted: Result<$try, core::num::TryFromIntError> = <$try>::try_from($t);
            same(converted.ok(), <$try>::try_from($v).ok(), &$v);
        })*
    }};
}
"""


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
    else:
        print(HELPERS)
    n = 0
    for base, width in cases():
        family = []
        for form in forms(base, width or 64):
            n += 1
            family.append((n, form))
        for m, form in family:
            print(case(m, base, form, family, width))
            if not MIRI:
                print(api_case(m, base, form, family))


main()
