#!/usr/bin/env python3
"""Compile-time cost of `is`, measured against the hand-written code it stands for.

Writes crates of N functions using `#[is_syntax]` and their twins written by hand with
let-chains, plus a crate of 200 pattern-type aliases (and one of 200 float aliases), then times (or counts) `cargo check` of
each crate alone (dependencies built first, best of three) and prints Markdown tables. Two floors come
with them: the hand-written functions under an attribute that returns its item unchanged
(what any attribute macro costs) and under `#[is_syntax]` with no `is!` in them (the scan
alone).

Each crate is timed two ways:
- fresh: the crate checked from nothing (`cargo clean -p` of it alone, its dependencies
  kept), which is its compile time;
- re-check: checked again after `touch`, as in an edit loop, where the compiler reuses its
  incremental results for the unchanged functions but parses and expands them all again, so
  the macro's share of the time is largest.

    python3 benches/compile_time.py [--opt-macros] [N ...]   # default N: 500 1000 2000 4000
    python3 benches/compile_time.py --instructions [--opt-macros] [N ...]   # default N: 1000
    python3 benches/compile_time.py --realistic [--instructions] [--opt-macros]

`--realistic` measures instead a crate as people write them (450 items: structs and enums
with doc comments and derives, impls, traits, free functions, consts, statics, modules, and
an `is!` test in a few functions) without an attribute, with a no-op one, and with
`#[is_syntax]` on every item that takes one.

`--opt-macros` builds the proc macros optimised (`[profile.dev.build-override] opt-level = 3`
in the generated crates), as a user can choose to.

`--instructions` counts, instead of timing, the instructions the compiler executes checking
each crate, fresh and re-checked, under valgrind's callgrind: a count does not vary with the machine's load,
which moves the timings by up to 15% between runs. It is some 50 times slower.
"""

import os
import pathlib
import shutil
import subprocess
import sys
import time

ROOT = pathlib.Path(__file__).resolve().parent.parent
WORK = ROOT / "target" / "compile-time"
RUNS = 3


def with_is(i: int) -> str:
    return f"""
#[is_syntax]
pub fn f{i}(x: Option<u32>, y: Result<u32, ()>, v: &[Option<u32>]) -> u32 {{
    if is!(x is Some(a) && a > {i}) && is!(y, Ok(b)) {{
        return a + b;
    }}
    let mut it = v.iter();
    let mut sum = 0;
    while is!(it.next() is Some(Some(c))) && *c < 100 {{
        sum += c;
    }}
    match x {{
        Some(n) if is!(n.checked_sub({i}) is Some(m)) && m > 2 => m + sum,
        _ => sum + u32::from(is!(y is Err(_))),
    }}
}}
"""


def with_block(i: int) -> str:
    return f"""
is::syntax! {{
pub fn f{i}(x: Option<u32>, y: Result<u32, ()>, v: &[Option<u32>]) -> u32 {{
    if x is Some(a) && a > {i} && y is Ok(b) {{
        return a + b;
    }}
    let mut it = v.iter();
    let mut sum = 0;
    while it.next() is Some(Some(c)) && *c < 100 {{
        sum += c;
    }}
    match x {{
        Some(n) if n.checked_sub({i}) is Some(m) && m > 2 => m + sum,
        _ => sum + u32::from(y is Err(_)),
    }}
}}
}}
"""


def by_hand(i: int) -> str:
    return f"""
pub fn f{i}(x: Option<u32>, y: Result<u32, ()>, v: &[Option<u32>]) -> u32 {{
    if let Some(a) = x && a > {i} && let Ok(b) = y {{
        return a + b;
    }}
    let mut it = v.iter();
    let mut sum = 0;
    while let Some(Some(c)) = it.next() && *c < 100 {{
        sum += c;
    }}
    match x {{
        Some(n) if let Some(m) = n.checked_sub({i}) && m > 2 => m + sum,
        _ => sum + u32::from(if let Err(_) = y {{ true }} else {{ false }}),
    }}
}}
"""


ALIASES = [
    "u32 is 0..4096",
    "u32 is 1..",
    "u8 is (1 | 3 | 10..=20)",
    "i16 is -273..=1000",
    "u64 is ..u64::MAX",
    "char is 'a'..='z'",
    "usize is 0..1024",
    "i64 is (..0 | 100..)",
]


# Float aliases, counted apart so that the integer figures stay comparable; `LIMIT` is a
# `const` bound.
FLOAT_ALIASES = [
    "f64 is 0.0..=1.0",
    "f32 is 0.0..",
    "f64 is (..-1.0 | 1.0..)",
    "f64 is LIMIT..",
    "f32 is ..0.5",
    "f64 is f64::NEG_INFINITY..",
    "f64 is -1.0..1.0",
    "f32 is (0.0..=1.0 | 2.0..=3.0)",
]


def aliases(count: int, kinds: list[str] = ALIASES) -> str:
    body = ["const LIMIT: f64 = 2.0;\n"] if kinds is FLOAT_ALIASES else []
    for i in range(count):
        pattern = kinds[i % len(kinds)]
        body.append(f"#[is_syntax]\npub type T{i} = is!({pattern});\n")
    return "".join(body)


# A crate as people write them, for the cost of the attribute on every item that takes it:
# ten kinds of item in turn (structs and enums with doc comments and derives, impls, traits,
# free functions, consts, statics, modules), with an `is!` test in one function in three.
# `{a}` is where the attribute goes; structs and enums take none.
REALISTIC_UNIT = """
/// A record of kind {i}: what is kept, and how much of it is left.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Record{i} {{
    pub id: u64,
    pub name: String,
    pub tags: Vec<String>,
    pub parent: Option<u64>,
    pub stock: u32,
}}

/// Where a record of kind {i} is, as far as is known.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum State{i} {{
    Draft,
    Open {{ since: u32 }},
    Closed(u32),
}}
{a}
impl Record{i} {{
    /// A record with this id and name, and nothing in stock.
    pub fn new(id: u64, name: &str) -> Self {{
        Record{i} {{ id, name: name.to_owned(), ..Default::default() }}
    }}

    /// Whether the record is tagged `tag`.
    pub fn is_tagged(&self, tag: &str) -> bool {{
        self.tags.iter().any(|t| t == tag)
    }}

    pub fn describe(&self) -> String {{
        let parent = match self.parent {{
            Some(p) if p > {i} => format!("under {{p}}"),
            Some(_) => "under an old one".to_owned(),
            None => "at the top".to_owned(),
        }};
        format!("{{}} ({{}}) is {{parent}}, {{}} left", self.name, self.id, self.stock)
    }}

    pub fn take(&mut self, n: u32) -> Result<u32, String> {{
        if n > self.stock {{
            return Err(format!("only {{}} of {{}} left", self.stock, self.name));
        }}
        self.stock -= n;
        Ok(self.stock)
    }}
}}
{a}
pub trait Scored{i} {{
    fn score(&self) -> u32;

    /// Whether the score is above `limit`; most are not.
    fn above(&self, limit: u32) -> bool {{
        self.score() > limit
    }}
}}
{a}
impl Scored{i} for Record{i} {{
    fn score(&self) -> u32 {{
        let bonus = if self.tags.is_empty() {{ 0 }} else {{ self.tags.len() as u32 * 3 }};
        self.stock / 2 + bonus + (self.id % 7) as u32
    }}
}}
{a}
pub fn total_{i}(records: &[Record{i}]) -> u64 {{
    let mut total = 0u64;
    for record in records.iter().filter(|r| r.parent.is_some()) {{
        total += u64::from(record.stock);
        if total > 1_000_000 {{
            break;
        }}
    }}
    total
}}
{a}
pub const LIMIT_{i}: u32 = {i} * 16 + 3;
{a}
pub static LABEL_{i}: &str = "records of kind {i}";
{a}
pub fn parse_{i}(line: &str) -> Option<Record{i}> {{
    let mut fields = line.split(',');
    let id = fields.next()?.trim().parse().ok()?;
    let name = fields.next()?.trim();
    let mut record = Record{i}::new(id, name);
    record.tags = fields.map(|f| f.trim().to_owned()).filter(|f| !f.is_empty()).collect();
    Some(record)
}}
"""

REALISTIC_TESTS = """{a}
pub fn state_{i}(state: State{i}, record: &Record{i}) -> u32 {{
    if is!(state is State{i}::Open {{ since }} && since > {i}) {{
        return record.stock;
    }}
    match record.parent {{
        Some(p) if is!(p.checked_sub({i}) is Some(1..)) => 1,
        _ => u32::from(is!(state, State{i}::Closed(_))),
    }}
}}
"""

REALISTIC_PLAIN = """{a}
pub fn state_{i}(state: State{i}, record: &Record{i}) -> u32 {{
    if let State{i}::Open {{ since }} = state && since > {i} {{
        return record.stock;
    }}
    match record.parent {{
        Some(p) if matches!(p.checked_sub({i}), Some(1..)) => 1,
        _ => u32::from(matches!(state, State{i}::Closed(_))),
    }}
}}
"""

REALISTIC_MODULE = """{a}
pub mod kind_{i} {{
    use super::Record{i};

    /// The records of this kind whose name is `name`.
    pub fn named<'a>(records: &'a [Record{i}], name: &str) -> Vec<&'a Record{i}> {{
        records.iter().filter(|r| r.name == name).collect()
    }}
}}
"""


def realistic(units: int, attribute: str, uses_is: bool) -> str:
    """`units` units of the realistic crate (9 or 10 items each), `attribute` on every item
    that takes one; with `is!` tests where `uses_is`, else their let-chain twins."""
    a = f"#[{attribute}]" if attribute else ""
    body = []
    for i in range(units):
        body.append(REALISTIC_UNIT.format(i=i, a=a))
        if i % 3 == 0:
            body.append((REALISTIC_TESTS if uses_is else REALISTIC_PLAIN).format(i=i, a=a))
        else:
            body.append(REALISTIC_MODULE.format(i=i, a=a))
    return "".join(body)


def realistic_crates(units: int = 45) -> list[pathlib.Path]:
    """The realistic crate without an attribute, with a no-op one and with `#[is_syntax]` on
    every item that takes one, in the order of the table's columns."""
    return [
        write_crate("realistic_plain", realistic(units, "", False), False),
        write_crate("realistic_no_op", realistic(units, "no_op", False), False, no_op=True),
        write_crate("realistic_is_syntax", realistic(units, "is_syntax", True), True),
    ]


def realistic_main() -> None:
    """Counts (or times) the realistic crate three ways and prints one table."""
    measure = check_instructions if INSTRUCTIONS else check_seconds
    figures = [measure(crate) for crate in realistic_crates()]
    unit = "M" if INSTRUCTIONS else "s"
    scale = 1e-6 if INSTRUCTIONS else 1.0
    print("| 450 items | no attribute | no-op attribute | `#[is_syntax]` | ratio | ratio to no-op |")
    print("| --- | ---: | ---: | ---: | ---: | ---: |")
    for way, index in (("fresh", 0), ("re-check", 1)):
        plain, no_op, attribute = (f[index] for f in figures)
        cells = " | ".join(f"{x * scale:,.{0 if INSTRUCTIONS else 2}f} {unit}" for x in (plain, no_op, attribute))
        print(f"| {way} | {cells} | {attribute / plain:.3f} | {attribute / no_op:.3f} |")


OPT_MACROS = "--opt-macros" in sys.argv
INSTRUCTIONS = "--instructions" in sys.argv
# Set when this script runs as cargo's `RUSTC_WRAPPER`: where callgrind writes its counts.
COUNT_FILE = "IS_BENCH_COUNT_FILE"


def no_op_attribute() -> pathlib.Path:
    """A proc-macro crate whose attribute returns its item unchanged: the floor for any
    attribute macro, what the compiler spends handing an item to a macro and back."""
    crate = WORK / "no_op"
    (crate / "src").mkdir(parents=True, exist_ok=True)
    (crate / "Cargo.toml").write_text(
        '[package]\nname = "no_op"\nversion = "0.0.0"\nedition = "2024"\n\n'
        "[lib]\nproc-macro = true\n\n[workspace]\n"
    )
    (crate / "src" / "lib.rs").write_text(
        "use proc_macro::TokenStream;\n\n#[proc_macro_attribute]\n"
        "pub fn no_op(_: TokenStream, item: TokenStream) -> TokenStream {\n    item\n}\n"
    )
    return crate


def under(attribute: str, code: str) -> str:
    return code.replace("\npub fn", f"\n#[{attribute}]\npub fn")


def write_crate(name: str, body: str, uses_is: bool, no_op: bool = False) -> pathlib.Path:
    crate = WORK / name
    (crate / "src").mkdir(parents=True, exist_ok=True)
    dependency = f'is-operator = {{ path = "{ROOT}" }}' if uses_is else ""
    if no_op:
        dependency = f'no_op = {{ path = "{no_op_attribute()}" }}'

    (crate / "Cargo.toml").write_text(
        f'[package]\nname = "{name}"\nversion = "0.0.0"\nedition = "2024"\n\n'
        f"[dependencies]\n{dependency}\n\n[workspace]\n"
        + ("\n[profile.dev.build-override]\nopt-level = 3\n" if OPT_MACROS else "")
    )
    header = "#![allow(clippy::all, unused)]\n"
    if uses_is:
        header += "use is::{is, is_syntax};\n"
    if no_op:
        header += "use no_op::no_op;\n"
    (crate / "src" / "lib.rs").write_text(header + body)
    return crate


def target_dir() -> str:
    name = "target" + ("-opt" if OPT_MACROS else "") + ("-count" if INSTRUCTIONS else "")
    return str(WORK / name)


def check_seconds(crate: pathlib.Path) -> tuple[float, float]:
    """Best of three `cargo check`s of `crate`: fresh, and re-checked after a touch."""
    env = dict(os.environ, CARGO_TARGET_DIR=target_dir())
    subprocess.run(["cargo", "check", "-q"], cwd=crate, env=env, check=True)
    fresh = recheck = float("inf")
    for _ in range(RUNS):
        subprocess.run(["cargo", "clean", "-q", "-p", crate.name], cwd=crate, env=env, check=True)
        start = time.perf_counter()
        subprocess.run(["cargo", "check", "-q"], cwd=crate, env=env, check=True)
        fresh = min(fresh, time.perf_counter() - start)
        (crate / "src" / "lib.rs").touch()
        start = time.perf_counter()
        subprocess.run(["cargo", "check", "-q"], cwd=crate, env=env, check=True)
        recheck = min(recheck, time.perf_counter() - start)
    return fresh, recheck


def check_instructions(crate: pathlib.Path) -> tuple[int, int]:
    """Instructions the compiler executes checking `crate`, its dependencies built: fresh, and
    re-checked after a `touch` (as `check_seconds` times them)."""
    env = dict(os.environ, CARGO_TARGET_DIR=target_dir())
    subprocess.run(["cargo", "check", "-q"], cwd=crate, env=env, check=True)
    subprocess.run(["cargo", "clean", "-q", "-p", crate.name], cwd=crate, env=env, check=True)
    counts = []
    for way in ("fresh", "recheck"):
        count_file = WORK / f"{crate.name}.{way}.callgrind"
        if way == "recheck":
            (crate / "src" / "lib.rs").touch()
        counted = dict(env, RUSTC_WRAPPER=str(pathlib.Path(__file__).resolve()))
        counted[COUNT_FILE] = str(count_file)
        subprocess.run(["cargo", "check", "-q"], cwd=crate, env=counted, check=True)
        counts.append(callgrind_total(count_file))
    return counts[0], counts[1]


def callgrind_total(count_file: pathlib.Path) -> int:
    for line in count_file.read_text().splitlines():
        if line.startswith("totals:"):
            return int(line.split()[1])
    raise RuntimeError(f"no totals in {count_file}")


def run_as_rustc_wrapper() -> None:
    """Cargo's `RUSTC_WRAPPER`: the crate being measured is checked under callgrind, anything
    else (cargo's probes of rustc) runs as it is."""
    rustc = sys.argv[1:]
    if os.environ.get("CARGO_PRIMARY_PACKAGE"):
        rustc = ["valgrind", "--tool=callgrind", "-q",
                 f"--callgrind-out-file={os.environ[COUNT_FILE]}"] + rustc
    os.execvp(rustc[0], rustc)


def crates_of(n: int) -> list[pathlib.Path]:
    """The crates compared at size `n`, in the order of the table's columns."""
    hand = "".join(map(by_hand, range(n)))
    return [
        write_crate(f"by_hand_{n}", hand, False),
        write_crate(f"no_op_{n}", under("no_op", hand), False, no_op=True),
        write_crate(f"scan_only_{n}", under("is_syntax", hand), True),
        write_crate(f"with_is_{n}", "".join(map(with_is, range(n))), True),
        write_crate(f"with_block_{n}", "".join(map(with_block, range(n))), True),
    ]


def print_header() -> None:
    print(
        "| N functions | by hand | no-op attribute | `#[is_syntax]`, no `is!` | `#[is_syntax]`"
        " | ratio | `is::syntax!` | ratio |"
    )
    print("| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")


def row(n: int, hand: float, no_op: float, scan: float, attribute: float, block: float,
        unit: str, digits: str) -> str:
    """One line of the table: each crate's figure, and the ratios to the hand-written one."""
    def cell(x: float) -> str:
        return f"{x:{digits}} {unit}"
    return (
        f"| {n:,} | {cell(hand)} | {cell(no_op)} | {cell(scan)} | {cell(attribute)}"
        f" | {attribute / hand:.2f} | {cell(block)} | {block / hand:.2f} |"
    )


def count_main(sizes: list[int]) -> None:
    rows = {"fresh": [], "re-check": []}
    for n in sizes:
        counts = [check_instructions(crate) for crate in crates_of(n)]
        for way, index in (("fresh", 0), ("re-check", 1)):
            figures = [count[index] / 1e6 for count in counts]
            rows[way].append(row(n, *figures, unit="M", digits=",.0f"))
    for way in rows:
        print(f"`cargo check` instructions, {way}:")
        print()
        print_header()
        print("\n".join(rows[way]))
        print()
    empty = check_instructions(write_crate("empty", "", True))
    many = check_instructions(write_crate("aliases_200", aliases(200), True))
    floats = check_instructions(write_crate("float_aliases_200", aliases(200, FLOAT_ALIASES), True))
    print_alias_table(empty, many, floats, counted=True)


def print_alias_table(empty: tuple, many: tuple, floats: tuple, counted: bool) -> None:
    """The crate of 200 pattern-type aliases against an empty one depending on `is`, fresh and
    re-checked: in seconds and milliseconds per alias, or in millions of instructions."""
    def cell(x: float) -> str:
        return f"{x / 1e6:,.0f} M" if counted else f"{x:.2f} s"
    scale, small = (1e-6, "M") if counted else (1e3, "ms")
    print("| crate | fresh | per alias | re-check | per alias |")
    print("| --- | ---: | ---: | ---: | ---: |")
    print(f"| empty, depending on `is` | {cell(empty[0])} | | {cell(empty[1])} | |")
    for name, crate in (("200 pattern-type aliases", many), ("200 float aliases", floats)):
        per_alias = [(crate[i] - empty[i]) / 200 * scale for i in (0, 1)]
        print(
            f"| {name} | {cell(crate[0])} | {per_alias[0]:,.1f} {small}"
            f" | {cell(crate[1])} | {per_alias[1]:,.1f} {small} |"
        )


def main() -> None:
    sizes = [int(n) for n in sys.argv[1:] if n.isdigit()]
    if WORK.exists():
        for child in WORK.iterdir():
            if not child.name.startswith("target"):
                shutil.rmtree(child) if child.is_dir() else child.unlink()
    if "--realistic" in sys.argv:
        return realistic_main()
    if INSTRUCTIONS:
        return count_main(sizes or [1000])
    sizes = sizes or [500, 1000, 2000, 4000]
    rows = {"fresh": [], "re-check": []}
    for n in sizes:
        times = [check_seconds(crate) for crate in crates_of(n)]
        for way, index in (("fresh", 0), ("re-check", 1)):
            rows[way].append(row(n, *(t[index] for t in times), unit="s", digits=".2f"))
    for way in rows:
        print(f"`cargo check`, {way}:")
        print()
        print_header()
        print("\n".join(rows[way]))
        print()
    empty = check_seconds(write_crate("empty", "", True))
    many = check_seconds(write_crate("aliases_200", aliases(200), True))
    floats = check_seconds(write_crate("float_aliases_200", aliases(200, FLOAT_ALIASES), True))
    print_alias_table(empty, many, floats, counted=False)


if __name__ == "__main__":
    if os.environ.get(COUNT_FILE):
        run_as_rustc_wrapper()
    else:
        main()
