#!/usr/bin/env python3
"""Time and memory of `cargo is fmt`, beside rustfmt's on the same files.

Writes files of realistic code (functions, structs and impls; one function in two with
`is!` tests in `if` conditions, `while` loops, closures, match guards, `assert!`s and range
patterns; an `is::syntax!` block in ten items), the regions written messily so that there
is work to do, every one different, in sizes of 250 KB, 1 MB and 5 MB; and files of 100 KB
and 1 MB where one function in ten has a region the formatter cannot format (a comment inside
a binding with `ref`), the others all with regions. Then runs, on each,
rustfmt alone and `cargo is fmt --stdin` (both the toolchain's rustfmt, as `cargo is fmt`
finds it beside cargo), and prints wall time, CPU time (user and system, rustfmt's too for
`cargo is fmt`) and peak resident memory (the largest of the process and the processes it
waits for), best of `--runs` runs, as a Markdown table with the ratios to rustfmt's. On a
shared machine the wall times move with its load; the CPU times much less.

    python3 benches/fmt_time.py [--binary PATH] [--runs N] [--timeout S] [--sizes KB,...]
        [--broken-sizes KB,...]

Without `--binary` it builds `cargo-is` in release mode first. The goal: time and memory
linear in the file's size, and at most twice rustfmt's.
"""

import argparse
import os
import pathlib
import random
import signal
import subprocess
import sys
import time

ROOT = pathlib.Path(__file__).resolve().parent.parent
WORK = ROOT / "target" / "fmt-time"


def gap(rng: random.Random) -> str:
    """The messy spacing around an `is`, which the formatter tidies."""
    return " " * rng.randint(1, 4)


def regions(rng: random.Random, i: int, broken: bool) -> list[str]:
    """Statements with `is!` regions, in the shapes real code has them; names carry `i`, so
    that no two functions are the same."""
    g = lambda: gap(rng)
    ref = "ref /* the name */ v" if broken else "ref v"
    shapes = [
        f"while is!(it.next(){g()}is{g()}Some(Some(value_{i})))&&*value_{i}<limit {{\n"
        f"        total = total.saturating_add(*value_{i});\n    }}",
        f"if is!(readings.get({i}){g()}is{g()}Some(Some({ref}))) && v > &limit {{\n"
        f"        return None;\n    }}",
        f"let small_{i} = readings\n        .iter()\n"
        f"        .filter(|reading| is!(reading{g()}is{g()}Some(0..={i % 10})))\n        .count();",
        f"let digits_{i} = name.bytes().filter(|c_{i}| is!(c_{i}{g()}is{g()}(b'0'..=b'9' | b'a'..=b'z'))).count();",
        f'assert!(limit{g()}is{g()}1..={1_000_000 + i}, "limit out of range: {{limit}}");',
        f"let kind_{i} = match readings.len() {{\n        0 => Kind::Empty,\n"
        f"        n if is!(n{g()}is{g()}1..=3)&&total>{i} => Kind::Few(n),\n"
        f"        n => Kind::Many {{ count: n }},\n    }};",
        f"report(total, |x_{i}| is!(x_{i}{g()}is{g()}(Kind::Few(_)|Kind::Empty)));",
    ]
    return rng.sample(shapes, rng.randint(1, 3))


def function(rng: random.Random, i: int, broken: bool) -> str:
    """A function with `is!` regions, or one in two without, beside a struct and its impl."""
    body = regions(rng, i, broken) if broken or i % 2 == 0 else []
    statements = "\n    ".join(body)
    return f"""
/// Looks at the {i}th batch of readings.
pub fn batch_{i}(readings: &[Option<u32>], limit: u32, name: &str) -> Option<u32> {{
    let mut total = 0u32;
    let mut it = readings.iter();
    {statements}
    for reading in readings.iter().flatten() {{
        if *reading > limit {{
            total = total.wrapping_sub(*reading / 2);
        }} else {{
            total += reading.min(&{i});
        }}
    }}
    Some(total)
}}

#[derive(Debug, Clone, PartialEq)]
pub struct Reading{i} {{
    pub value: u32,
    pub label: String,
    pub valid: bool,
}}

impl Reading{i} {{
    pub fn new(value: u32, label: &str) -> Self {{
        Self {{
            value,
            label: label.to_owned(),
            valid: value < {1000 + i},
        }}
    }}

    pub fn scaled(&self, factor: u32) -> Option<u32> {{
        self.value.checked_mul(factor).filter(|v| *v < u32::MAX / 2)
    }}
}}
"""


def block(rng: random.Random, i: int) -> str:
    """An `is::syntax!` block: an alias and a function with infix `is`."""
    g = lambda: gap(rng)
    return f"""
is::syntax! {{
    pub type Errno{i} = u32{g()}is{g()}0..{4096 + i};

    pub fn first_small_{i}(v: &[Option<u32>]) -> Option<u32> {{
        let mut it = v.iter();
        while it.next(){g()}is{g()}Some(Some(x)) && *x < {10 + i} {{
            if *x is 3..=5 {{ return Some(*x); }}
        }}
        None
    }}
}}
"""


def source(size: int, broken_every: int = 0, seed: int = 1) -> str:
    rng = random.Random(seed)
    parts = ["use std::fmt::Debug;\n\nuse is::is;\n"]
    total = len(parts[0])
    i = 0
    while total < size:
        broken = broken_every > 0 and i % broken_every == broken_every // 2
        part = block(rng, i) if i % 10 == 9 else function(rng, i, broken)
        parts.append(part)
        total += len(part)
        i += 1
    return "".join(parts)


def run_isolated(command: list[str], text: str, env: dict, timeout: float):
    """Runs `command` under a fresh Python so that its peak memory is its own: wall time,
    CPU time (user and system, its children's too), peak memory in KB and success, or `None`
    after `timeout` seconds."""
    probe = (
        "import os, resource, subprocess, sys, time\n"
        "data = sys.stdin.buffer.read()\n"
        "start = time.perf_counter()\n"
        "p = subprocess.run(sys.argv[1:], input=data, stdout=subprocess.PIPE,"
        " stderr=subprocess.DEVNULL)\n"
        "elapsed = time.perf_counter() - start\n"
        "usage = resource.getrusage(resource.RUSAGE_CHILDREN)\n"
        "print(elapsed, usage.ru_utime + usage.ru_stime, usage.ru_maxrss, p.returncode)\n"
    )
    process = subprocess.Popen(
        [sys.executable, "-c", probe, *command],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        env=env,
        start_new_session=True,
    )
    try:
        output, _ = process.communicate(text.encode(), timeout=timeout)
    except subprocess.TimeoutExpired:
        os.killpg(process.pid, signal.SIGKILL)
        process.communicate()
        return None
    elapsed, cpu, peak, code = output.split()
    return float(elapsed), float(cpu), int(peak), code == b"0"


def best(command: list[str], text: str, env: dict, runs: int, timeout: float):
    """The best wall and CPU time and the largest peak of `runs` runs, or `None` after a
    timeout."""
    times, cpus, peaks = [], [], []
    for _ in range(runs):
        result = run_isolated(command, text, env, timeout)
        if result is None:
            return None
        elapsed, cpu, peak, ok = result
        if not ok:
            raise SystemExit(f"{command[0]} failed")
        times.append(elapsed)
        cpus.append(cpu)
        peaks.append(peak)
    return min(times), min(cpus), max(peaks)


def real_rustfmt() -> str:
    """The toolchain's rustfmt itself, as `cargo is fmt` finds it beside cargo, rather than a
    toolchain manager's proxy, which costs each call some milliseconds more."""
    try:
        found = subprocess.run(
            ["rustup", "which", "rustfmt"], capture_output=True, text=True, check=True
        )
        return found.stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        return "rustfmt"


def build() -> pathlib.Path:
    subprocess.run(
        ["cargo", "build", "--release", "-p", "cargo-is", "--quiet"], cwd=ROOT, check=True
    )
    return ROOT / "target" / "release" / "cargo-is"


def kb(size: int) -> str:
    return f"{size / 1_000_000:.1f} MB" if size >= 1_000_000 else f"{size // 1000} KB"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--binary", type=pathlib.Path, help="a built cargo-is")
    parser.add_argument("--runs", type=int, default=1)
    parser.add_argument("--timeout", type=float, default=600, help="seconds per run")
    parser.add_argument("--sizes", default="250,1000,5000", help="sizes in KB")
    parser.add_argument(
        "--broken-sizes", default="100,1000", help="sizes in KB of the files with regions "
        "it cannot format"
    )
    args = parser.parse_args()
    binary = args.binary or build()
    rustfmt_program = real_rustfmt()
    env = dict(os.environ, RUSTFMT=rustfmt_program)
    WORK.mkdir(parents=True, exist_ok=True)
    cases = [(int(s) * 1000, 0) for s in args.sizes.split(",") if s]
    cases += [(int(s) * 1000, 10) for s in args.broken_sizes.split(",") if s]
    print(
        "| file | regions | rustfmt: time, CPU, peak RSS "
        "| cargo is fmt: time, CPU, peak RSS | ratios |"
    )
    print("| --- | ---: | ---: | ---: | ---: |")
    for size, broken_every in cases:
        text = source(size, broken_every)
        (WORK / f"{size}-{broken_every}.rs").write_text(text)
        regions = (
            text.count("is!(") + text.count("assert!(") + text.count("is::syntax!")
        )
        rustfmt = [rustfmt_program, "--edition", "2024", "--emit", "stdout", "--quiet"]
        fmt = [str(binary), "is", "fmt", "--stdin", "--edition", "2024"]
        rustfmt_time, rustfmt_cpu, rustfmt_peak = best(
            rustfmt, text, env, args.runs, args.timeout
        )
        name = kb(len(text)) + (", unformattable regions" if broken_every else "")
        measured = best(fmt, text, env, args.runs, args.timeout)
        rustfmt_cells = (
            f"{rustfmt_time:.2f} s, {rustfmt_cpu:.2f} s, {rustfmt_peak // 1024} MB"
        )
        if measured is None:
            fmt_cells = f"> {args.timeout:.0f} s | > {args.timeout / rustfmt_time:.0f}"
        else:
            fmt_time, fmt_cpu, fmt_peak = measured
            fmt_cells = (
                f"{fmt_time:.2f} s, {fmt_cpu:.2f} s, {fmt_peak // 1024} MB "
                f"| {fmt_time / rustfmt_time:.2f}, {fmt_cpu / rustfmt_cpu:.2f}, "
                f"{fmt_peak / rustfmt_peak:.2f}"
            )
        print(f"| {name} | {regions} | {rustfmt_cells} | {fmt_cells} |", flush=True)


if __name__ == "__main__":
    main()
