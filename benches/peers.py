#!/usr/bin/env python3
"""Pattern types against their peers, at compile time: N bounded-integer types of mixed bases,
each used the same small way, written three ways:

- `is`: `#[is_syntax] pub type T0 = is!(u32 is 0..4096);`
- nutype: `#[nutype(validate(greater_or_equal = 0, less_or_equal = 4095), derive(…))]`, a
  derive per type, with the std traits a pattern type has;
- by hand: a newtype per type with the small API the benchmark uses (`new`, `get`,
  `checked_add`, `Display`, `FromStr`, and derived `Clone`, `Copy`, `Debug`, `PartialEq`).

Each type is built from a run-time value, read back, stepped with `checked_add`, printed with
`Display`, parsed with `FromStr`, and kept in an `Option` in a struct. The script counts the
instructions the compiler executes (under valgrind's callgrind, as `compile_time.py
--instructions` does) for `cargo check` of the user's crate alone, fresh and re-checked after
a `touch`, and for `cargo build --release` of it alone, dependencies built first; nutype comes
from the package registry, into the generated crates only.

    python3 benches/peers.py [N ...]          # default N: 20 200
    python3 benches/peers.py --only is 20     # one kind of crate (is, nutype, hand, empty)
    python3 benches/peers.py --check-only 200  # no release build (the slowest to count)
"""

import os
import pathlib
import subprocess
import sys

import compile_time

ROOT = compile_time.ROOT
# The `is` the crates depend on: this checkout, or another one's (`IS_ROOT=…`), to count an
# earlier version beside this one.
IS_ROOT = pathlib.Path(os.environ.get("IS_ROOT", ROOT))
WORK = ROOT / "target" / ("peers" if IS_ROOT == ROOT else "peers-" + IS_ROOT.name)
NUTYPE = "0.6"

# (base, smallest, largest): the bounds of each kind of type, in turn.
KINDS = [
    ("u32", 0, 4095),
    ("u8", 1, 100),
    ("i16", -273, 1000),
    ("u64", 0, 1_000_000),
    ("i32", -1000, 1000),
    ("u16", 1, 60000),
    ("i64", 0, 1 << 40),
    ("i8", -100, 100),
]

USE = """
pub struct Holder{i} {{
    pub value: Option<T{i}>,
    pub back: {base},
    pub shown: String,
}}

pub fn use_{i}(raw: {base}, text: &str) -> Option<Holder{i}> {{
    let t = {new};
    let back: {base} = {get};
    let value = {step};
    let shown = t.to_string();
    let parsed: T{i} = text.parse().ok()?;
    Some(Holder{i} {{ value: value.or(Some(parsed)), back, shown }})
}}
"""


def with_is(i: int, base: str, lo: int, hi: int) -> str:
    item = f"#[is_syntax]\npub type T{i} = is!({base} is {lo}..={hi});\n"
    return item + USE.format(
        i=i, base=base, new=f"T{i}::new(raw)?", get="t.get()", step="t.checked_add(1)"
    )


def with_nutype(i: int, base: str, lo: int, hi: int) -> str:
    item = (
        f"#[nutype(validate(greater_or_equal = {lo}, less_or_equal = {hi}), derive(Debug, Clone,"
        " Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Display, FromStr, TryFrom, Into))]\n"
        f"pub struct T{i}({base});\n"
    )
    return item + USE.format(
        i=i,
        base=base,
        new=f"T{i}::try_new(raw).ok()?",
        get="t.into_inner()",
        step=f"t.into_inner().checked_add(1).and_then(|v| T{i}::try_new(v).ok())",
    )


def by_hand(i: int, base: str, lo: int, hi: int) -> str:
    item = f"""
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct T{i}({base});

impl T{i} {{
    pub const fn new(v: {base}) -> Option<Self> {{
        if v >= {lo} && v <= {hi} {{ Some(Self(v)) }} else {{ None }}
    }}
    pub const fn get(self) -> {base} {{
        self.0
    }}
    pub const fn checked_add(self, rhs: {base}) -> Option<Self> {{
        match self.0.checked_add(rhs) {{
            Some(v) => Self::new(v),
            None => None,
        }}
    }}
}}

impl core::fmt::Display for T{i} {{
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {{
        core::fmt::Display::fmt(&self.0, f)
    }}
}}

impl core::str::FromStr for T{i} {{
    type Err = ParseError;
    fn from_str(text: &str) -> Result<Self, ParseError> {{
        Self::new(text.parse().map_err(|_| ParseError)?).ok_or(ParseError)
    }}
}}
"""
    return item + USE.format(
        i=i, base=base, new=f"T{i}::new(raw)?", get="t.get()", step="t.checked_add(1)"
    )


WAYS = {
    "is": (with_is, "use is::{is, is_syntax};\n", f'is-operator = {{ path = "{IS_ROOT}" }}'),
    "nutype": (with_nutype, "use nutype::nutype;\n", f'nutype = "{NUTYPE}"'),
    "hand": (
        by_hand,
        "#[derive(Debug)]\npub struct ParseError;\n",
        "",
    ),
}


def write_crate(way: str, n: int) -> pathlib.Path:
    name = f"{way}_{n}"
    crate = WORK / name
    (crate / "src").mkdir(parents=True, exist_ok=True)
    if way == "empty":
        body, header, dependency = "", "", WAYS["is"][2]
    else:
        write, header, dependency = WAYS[way]
        body = "".join(write(i, *KINDS[i % len(KINDS)]) for i in range(n))
    (crate / "Cargo.toml").write_text(
        f'[package]\nname = "{name}"\nversion = "0.0.0"\nedition = "2024"\n\n'
        f"[dependencies]\n{dependency}\n\n[workspace]\n"
    )
    (crate / "src" / "lib.rs").write_text("#![allow(clippy::all, unused, unused_comparisons)]\n" + header + body)
    return crate


def counted(crate: pathlib.Path, args: list[str], count_file: pathlib.Path, env: dict) -> int:
    env = dict(env, RUSTC_WRAPPER=str(ROOT / "benches" / "compile_time.py"))
    env[compile_time.COUNT_FILE] = str(count_file)
    subprocess.run(["cargo", *args, "-q"], cwd=crate, env=env, check=True)
    return compile_time.callgrind_total(count_file)


CHECK_ONLY = "--check-only" in sys.argv


def measure(crate: pathlib.Path) -> tuple[int, ...]:
    """Instructions for the crate alone: `cargo check` fresh, re-checked after a `touch`, and
    `cargo build --release` fresh (unless `--check-only`)."""
    env = dict(os.environ, CARGO_TARGET_DIR=str(WORK / "target"))
    name = crate.name
    for args in (["check"], ["build", "--release"])[: 1 if CHECK_ONLY else 2]:
        subprocess.run(["cargo", *args, "-q"], cwd=crate, env=env, check=True)
        subprocess.run(
            ["cargo", "clean", "-q", "-p", name, *args[1:]], cwd=crate, env=env, check=True
        )
    fresh = counted(crate, ["check"], WORK / f"{name}.fresh.callgrind", env)
    (crate / "src" / "lib.rs").touch()
    recheck = counted(crate, ["check"], WORK / f"{name}.recheck.callgrind", env)
    if CHECK_ONLY:
        return fresh, recheck
    release = counted(crate, ["build", "--release"], WORK / f"{name}.release.callgrind", env)
    return fresh, recheck, release


def main() -> None:
    args = [arg for arg in sys.argv[1:] if arg != "--check-only"]
    only = None
    if "--only" in args:
        at = args.index("--only")
        only = args[at + 1].split(",")
        del args[at : at + 2]
    sizes = [int(n) for n in args if n.isdigit()] or [20, 200]
    ways = only or ["empty", "is", "nutype", "hand"]
    rows = []
    for n in sizes:
        for way in ways:
            counts = measure(write_crate(way, n))
            rows.append((way, n, counts))
            print(f"{way} {n}: " + " ".join(f"{c / 1e6:,.0f} M" for c in counts), flush=True)
    print()
    print("| N types with | check, fresh | re-check after a touch | release build |")
    print("| --- | ---: | ---: | ---: |")
    for way, n, counts in rows:
        cells = " | ".join(f"{c / 1e6:,.0f} M" for c in counts)
        print(f"| {n} {way} | {cells} |")


if __name__ == "__main__":
    main()
