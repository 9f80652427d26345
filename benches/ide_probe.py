#!/usr/bin/env python3
"""What rust-analyzer shows for code that uses `is`: a probe over LSP, asking as an editor asks.

Writes a scratch cargo crate in a temporary directory (never in the checkout) that depends on
this checkout's `is-operator` by path, starts `rust-analyzer` on it over stdio with the
settings an editor uses (build scripts run, proc macros expanded, the sysroot discovered,
`cargo check` on save), waits until the server is quiescent and the check after a save has
finished, then asks at each cursor marked in the crate's `src/lib.rs` and prints the answers.

The source comes from a file or from stdin. A cursor is `$0`, as in rust-analyzer's own tests,
and asks what `--ask` lists (default: completion, hover, definition; `references` on
request); `$0@hover` or `$0@completion+definition` asks those alone. Diagnostics are for the
whole file: the server's own and `cargo check`'s, as an editor shows them after a save.

    python3 benches/ide_probe.py probe.rs
    python3 benches/ide_probe.py --edition 2021 --json - < probe.rs
    python3 benches/ide_probe.py --ask hover,diagnostics --server PATH probe.rs

with, for instance, in probe.rs:

    use is::{is, is_syntax};
    #[is_syntax]
    pub type Errno$0@hover = is!(u32 is 0..4096);
    pub fn f(e: Errno) -> u32 { e.$0@completion }

The output has a block per question, headed by its kind, its line:column (1-based) and its
line with `|` at the cursor: completion labels sorted (those an editor lists after the word
typed before the cursor), hover's Markdown, each definition target as `src/…` (the scratch
crate), `is:…` (this checkout), `registry:…` (a dependency) or `sysroot:…` with its line, then
the diagnostics as `line:column severity code [source] message`. `--json` gives the same as
one object. The build directory (`--target-dir`) is kept between runs, so only the first probe
builds the dependencies; a probe then takes some 5 s. Exit status: 0 with answers, 1 when the
server cannot start or fails, 2 for a wrong command line, 3 at `--timeout`.

`benches/ide_probes/` holds probes of pattern-type aliases (`errno.rs`, `ratio.rs`), of typing
in `is::syntax!` (a method after `v.`, with the body typed and before it, a pattern after
`x is `, before the next link too, the next link of a condition) beside the same code under
`#[is_syntax]` and as a plain let-chain, of a method after `v.` in an `assert!` under
`#[is_syntax]`, of a pattern after `is!(x is ` on its own (`is_pattern.rs`), and of the
docs-only `example_generated` types, which no completion offers (`docs_only.rs`):

    for probe in benches/ide_probes/*.rs; do python3 benches/ide_probe.py $probe; done
"""

import argparse
import json
import os
import pathlib
import queue
import re
import shutil
import subprocess
import sys
import tempfile
import textwrap
import threading
import time
import urllib.parse

ROOT = pathlib.Path(__file__).resolve().parent.parent
START = time.monotonic()
POSITION_KINDS = ("completion", "hover", "definition", "references")
MARKER = re.compile(r"\$0(?:@([a-z+]+))?")
CONTENT_MODIFIED = -32801
SEVERITY = {1: "error", 2: "warning", 3: "info", 4: "hint"}

# What an editor sets: build scripts run and proc macros expanded (without them every `is!`
# is opaque), the sysroot's sources found, `cargo check` on save.
SETTINGS = {
    "cargo": {"buildScripts": {"enable": True}, "sysroot": "discover"},
    "procMacro": {"enable": True, "attributes": {"enable": True}},
    "diagnostics": {"enable": True},
}
# As an editor's, with `experimental/serverStatus`, whose `quiescent` says loading is over.
CAPABILITIES = {
    "window": {"workDoneProgress": True},
    "textDocument": {
        # Resolving `additionalTextEdits` lets the server offer items from unimported paths.
        "completion": {"completionItem": {"snippetSupport": True, "labelDetailsSupport": True,
                                          "resolveSupport": {"properties": [
                                              "documentation", "detail", "additionalTextEdits"]}}},
        "hover": {"contentFormat": ["markdown", "plaintext"]},
        "definition": {"linkSupport": True},
        "references": {},
    },
    "experimental": {"serverStatusNotification": True},
}


class Failure(Exception):
    """The probe cannot go on: why, and the exit status."""

    def __init__(self, message: str, status: int = 1):
        super().__init__(message)
        self.message, self.status = message, status


# The scratch crate and its cursors.


def parse_cursors(marked: str, default: list[str]) -> tuple[str, list[dict]]:
    """The source without its markers, and each cursor's offset and questions."""
    text, cursors, last = "", [], 0
    for match in MARKER.finditer(marked):
        text += marked[last:match.start()]
        last = match.end()
        kinds = match.group(1).split("+") if match.group(1) else default
        for kind in kinds:
            if kind not in POSITION_KINDS:
                raise Failure(f"unknown question `{kind}` in `{match.group(0)}`", 2)
        cursors.append({"offset": len(text), "kinds": kinds})
    return text + marked[last:], cursors


def utf16(text: str) -> int:
    """LSP counts columns in UTF-16 units."""
    return len(text.encode("utf-16-le")) // 2


def column(lines: list[str], position: dict) -> int:
    """The 1-based column, in characters, of an LSP position in `lines`."""
    line = lines[position["line"]] if position["line"] < len(lines) else ""
    units = line.encode("utf-16-le")[:2 * position["character"]]
    return len(units.decode("utf-16-le", errors="ignore")) + 1


def write_crate(directory: pathlib.Path, source: str, edition: str) -> pathlib.Path:
    (directory / "src").mkdir(parents=True)
    (directory / "Cargo.toml").write_text(
        f'[package]\nname = "probe"\nversion = "0.0.0"\nedition = "{edition}"\n\n'
        f"[dependencies]\nis-operator = {{ path = {json.dumps(str(ROOT))} }}\n\n[workspace]\n"
    )
    # The checkout's lock file: the same dependency versions, and no index lookup.
    shutil.copy(ROOT / "Cargo.lock", directory / "Cargo.lock")
    lib = directory / "src" / "lib.rs"
    lib.write_text(source)
    return lib


# The LSP connection.


class Server:
    """rust-analyzer over stdio. A thread queues what the server sends; `receive` takes it
    into the state the waits look at: status, progress under way, diagnostics, answers."""

    def __init__(self, argv: list[str], cwd: pathlib.Path, env: dict, log, verbose: bool):
        self.process = subprocess.Popen(argv, cwd=cwd, env=env, stdin=subprocess.PIPE,
                                        stdout=subprocess.PIPE, stderr=log)
        self.inbox: queue.Queue = queue.Queue()
        self.verbose = verbose
        self.next_id = 0
        self.answers: dict[int, dict] = {}
        self.status: dict = {}
        self.progress: dict[str, tuple[str, float]] = {}  # token: title, when it began
        self.saved_at = float("inf")
        self.checks_since_save = 0
        self.diagnostics: dict[str, list] = {}
        self.last_message = time.monotonic()
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self) -> None:
        while True:
            length, line = None, b""
            while (line := self.process.stdout.readline()) not in (b"\r\n", b""):
                name, _, value = line.decode().partition(":")
                if name.lower() == "content-length":
                    length = int(value)
            if not line or length is None:
                return self.inbox.put(None)
            self.inbox.put(json.loads(self.process.stdout.read(length)))

    def send(self, message: dict) -> None:
        body = json.dumps({"jsonrpc": "2.0", **message}).encode()
        try:
            self.process.stdin.write(b"Content-Length: %d\r\n\r\n%s" % (len(body), body))
            self.process.stdin.flush()
        except OSError:
            raise Failure("rust-analyzer closed its input") from None

    def notify(self, method: str, params: dict) -> None:
        self.send({"method": method, "params": params})

    def request(self, method: str, params: dict) -> int:
        self.next_id += 1
        self.send({"id": self.next_id, "method": method, "params": params})
        return self.next_id

    def receive(self, deadline: float, waiting_for: str) -> None:
        """Take in one message, if one comes within a fifth of a second."""
        try:
            message = self.inbox.get(timeout=0.2)
        except queue.Empty:
            if time.monotonic() > deadline:
                running = ", ".join(sorted(t for t, _ in self.progress.values())) or "nothing"
                raise Failure(f"timed out after {time.monotonic() - START:.0f} s waiting for"
                              f" {waiting_for} (server status {self.status or 'not sent'},"
                              f" in progress: {running})", 3) from None
            return
        if message is None:
            raise Failure(f"rust-analyzer exited with status {self.process.wait()}")
        self.last_message = time.monotonic()
        method, params = message.get("method"), message.get("params")
        if "id" in message and method:  # asks us to accept a progress token or a registration
            self.send({"id": message["id"], "result": None})
        elif "id" in message:
            self.answers[message["id"]] = message
        elif method == "$/progress":
            self.on_progress(str(params["token"]), params["value"])
        elif method == "experimental/serverStatus":
            self.status = params
            self.log(f"status: {params}")
        elif method == "textDocument/publishDiagnostics":
            self.diagnostics[params["uri"]] = params["diagnostics"]

    def on_progress(self, token: str, value: dict) -> None:
        if value["kind"] == "begin":
            self.progress[token] = (value.get("title", token), time.monotonic())
            self.log(f"begin {token}: {value.get('title')}")
        elif value["kind"] == "end":
            title, began = self.progress.pop(token, (token, 0.0))
            self.checks_since_save += "flycheck" in token and began >= self.saved_at
            self.log(f"end {token}: {title}")

    def log(self, line: str) -> None:
        if self.verbose:
            print(f"[{time.monotonic() - START:6.1f} s] {line}", file=sys.stderr)

    def wait(self, ready, deadline: float, waiting_for: str) -> None:
        while not ready():
            self.receive(deadline, waiting_for)

    def call(self, method: str, params: dict, deadline: float):
        """A request's result, asked again while the server answers 'content modified'."""
        for _ in range(20):
            id = self.request(method, params)
            self.wait(lambda: id in self.answers, deadline, f"the answer to {method}")
            answer = self.answers.pop(id)
            if not (error := answer.get("error")):
                return answer.get("result")
            if error.get("code") != CONTENT_MODIFIED:
                raise Failure(f"{method} failed: {error.get('message')}")
            time.sleep(0.2)
        raise Failure(f"{method}: the server kept answering 'content modified'")

    def stop(self) -> None:
        """Shut down as an editor does, so that the server ends its `cargo` and proc-macro
        processes; kill it if it does not."""
        try:
            if self.process.poll() is None:
                self.request("shutdown", {})
                self.notify("exit", {})
            self.process.wait(timeout=10)
        except (Failure, subprocess.TimeoutExpired):
            self.process.kill()
            self.process.wait()


def load(server: Server, lib: pathlib.Path, source: str, check: bool, deadline: float) -> None:
    """Open the crate as an editor does, and wait until what it shows is complete."""
    crate = lib.parent.parent
    server.call("initialize", {
        "processId": os.getpid(),
        "rootUri": crate.as_uri(),
        "workspaceFolders": [{"uri": crate.as_uri(), "name": "probe"}],
        "capabilities": CAPABILITIES,
        "initializationOptions": {**SETTINGS, "checkOnSave": check},
    }, deadline)
    server.notify("initialized", {})
    document = {"uri": lib.as_uri()}
    server.notify("textDocument/didOpen", {"textDocument": {
        **document, "languageId": "rust", "version": 1, "text": source}})
    # Quiescent: the workspace loaded, build scripts run, proc macros loaded, indexing done.
    server.wait(lambda: server.status.get("quiescent"), deadline,
                "the workspace to load and proc macros to expand")
    if server.status.get("health", "ok") != "ok":
        print(f"rust-analyzer: {server.status.get('message') or ''}".strip(), file=sys.stderr)
    if check:  # the check that a save starts, begun after this save
        server.saved_at = time.monotonic()
        server.notify("textDocument/didSave", {"textDocument": document})
        server.wait(lambda: server.checks_since_save, deadline, "`cargo check` to finish")
    # Nothing under way and nothing sent for a second: the file's diagnostics are in.
    server.wait(lambda: not server.progress and time.monotonic() - server.last_message > 1.0,
                deadline, "the server to settle")


# The answers, in a stable form.


def place(uri: str, crate: pathlib.Path) -> tuple[pathlib.Path, str]:
    """A file, and its name from where it lies: the scratch crate, this checkout, a
    dependency's package or the standard library's sources."""
    path = pathlib.Path(urllib.parse.unquote(urllib.parse.urlparse(uri).path)).resolve()
    for base, prefix in ((crate.resolve(), ""), (ROOT, "is:")):
        if path.is_relative_to(base):
            return path, prefix + str(path.relative_to(base))
    text = str(path)
    if "/registry/src/" in text:  # past the index's directory: `syn-3.0.10/src/lib.rs`
        return path, "registry:" + text.split("/registry/src/", 1)[1].split("/", 1)[1]
    if "/lib/rustlib/src/rust/" in text:
        return path, "sysroot:" + text.split("/lib/rustlib/src/rust/", 1)[1]
    return path, text


def definitions(result, crate: pathlib.Path) -> list[dict]:
    """Each target's file, 1-based line and column, and the text of its line."""
    found = []
    for target in result if isinstance(result, list) else [result] if result else []:
        path, name = place(target.get("targetUri", target.get("uri")), crate)
        start = target.get("targetSelectionRange", target.get("range"))["start"]
        lines = path.read_text().splitlines() if path.is_file() else []
        found.append({"file": name, "line": start["line"] + 1, "column": column(lines, start),
                      "text": lines[start["line"]].strip() if start["line"] < len(lines) else ""})
    return found


def hover_text(result) -> str:
    contents = result["contents"] if result else []
    parts = contents if isinstance(contents, list) else [contents]
    return "\n".join(p if isinstance(p, str) else p.get("value", "") for p in parts).strip()


def completions(result, typed: str) -> list[str]:
    """The labels an editor lists after `typed`, the word before the cursor (those whose filter
    text starts with its first character and holds the others in order), each with the detail
    an editor shows beside it, such as `(use is::PatternType)` for a trait to import."""
    items = result.get("items", []) if isinstance(result, dict) else result or []
    pattern = re.compile(".*?".join(map(re.escape, typed)), re.IGNORECASE)
    return sorted(f"{i['label']} {i.get('labelDetails', {}).get('detail', '')}".strip()
                  for i in items if pattern.match(i.get("filterText", i["label"])))


def diagnostics_of(published: list, lines: list[str]) -> list[dict]:
    """In order of place; `source` is `rust-analyzer` for the server's own, `rustc` for
    `cargo check`'s."""
    found = []
    for d in published:
        start, code = d["range"]["start"], d.get("code", "")
        found.append({"line": start["line"] + 1, "column": column(lines, start),
                      "severity": SEVERITY.get(d.get("severity"), "?"),
                      "code": code.get("value", "") if isinstance(code, dict) else str(code),
                      "source": d.get("source", ""), "message": d["message"].strip()})
    return sorted(found, key=lambda d: (d["line"], d["column"], d["source"], d["message"]))


def ask(server: Server, lib: pathlib.Path, text: str, cursors: list, deadline: float) -> list:
    """Each cursor's questions and their answers."""
    answers, lines, crate = [], text.split("\n"), lib.parent.parent
    for cursor in cursors:
        line = text.count("\n", 0, cursor["offset"])
        char = cursor["offset"] - (text.rfind("\n", 0, cursor["offset"]) + 1)
        before, after = lines[line][:char], lines[line][char:]
        position = {"textDocument": {"uri": lib.as_uri()},
                    "position": {"line": line, "character": utf16(before)}}
        for kind in cursor["kinds"]:
            params = dict(position, context={"includeDeclaration": True}) \
                if kind == "references" else position
            result = server.call(f"textDocument/{kind}", params, deadline)
            if kind == "completion":
                result = completions(result, re.search(r"\w*$", before).group(0))
            else:
                # A reference is a place as a definition's target is.
                result = hover_text(result) if kind == "hover" else definitions(result, crate)
            answers.append({"kind": kind, "line": line + 1, "column": char + 1,
                            "context": f"{before}|{after}".strip(), "result": result})
    return answers


def probe(args, marked: str) -> dict:
    asked = args.ask.split(",")
    text, cursors = parse_cursors(marked, [k for k in asked if k in POSITION_KINDS])
    deadline = START + args.timeout
    with tempfile.TemporaryDirectory(prefix="is-ide-probe-") as scratch:
        lib = write_crate(pathlib.Path(scratch) / "probe", text, args.edition)
        log_path = pathlib.Path(scratch) / "server.log"
        env = dict(os.environ, CARGO_TARGET_DIR=str(args.target_dir.resolve()))
        with open(log_path, "wb") as log:
            server = Server([args.server], lib.parent.parent, env, log, args.verbose)
            try:
                load(server, lib, text, args.check, deadline)
                ready = time.monotonic() - START
                answers = ask(server, lib, text, cursors, deadline)
            except Failure as failure:
                last = log_path.read_text(errors="replace").strip().splitlines()[-12:]
                if last:
                    failure.message += "\nthe server's last lines:\n  " + "\n  ".join(last)
                raise
            finally:
                server.stop()
    published = server.diagnostics.get(lib.as_uri(), [])
    return {
        "edition": args.edition,
        "status": server.status,
        "ready_seconds": round(ready, 1),
        "total_seconds": round(time.monotonic() - START, 1),
        "answers": answers,
        "diagnostics": diagnostics_of(published, text.split("\n")) if "diagnostics" in asked
        else None,
    }


def print_report(report: dict) -> None:
    print(f"# {report['server']}, edition {report['edition']}: ready in"
          f" {report['ready_seconds']} s, done in {report['total_seconds']} s")
    for answer in report["answers"]:
        print(f"\n{answer['kind']} {answer['line']}:{answer['column']}  `{answer['context']}`")
        result = answer["result"]
        if not result:
            print("  (nothing)")
        elif answer["kind"] == "completion":
            # Lines break between labels only: within one, spaces are made non-breaking.
            labels = "  ".join(label.replace(" ", "\xa0") for label in result)
            print(textwrap.fill(f"{len(result)}: {labels}", 100, initial_indent="  ",
                                subsequent_indent="    ", break_on_hyphens=False)
                  .replace("\xa0", " "))
        elif answer["kind"] == "hover":
            print(textwrap.indent(result, "  ", lambda _: True))
        for target in result if answer["kind"] in ("definition", "references") else []:
            print(f"  {target['file']}:{target['line']}:{target['column']}  {target['text'][:80]}")
    if report["diagnostics"] is not None:
        print(f"\ndiagnostics: {len(report['diagnostics'])}")
        for d in report["diagnostics"]:
            message = d["message"].replace("\n", "\n    ")
            print(f"  {d['line']}:{d['column']} {d['severity']} {d['code']}".rstrip()
                  + f" [{d['source']}] {message}")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("source", help="the crate's src/lib.rs with $0 cursors; - for stdin")
    parser.add_argument("--server", default="rust-analyzer", help="the rust-analyzer binary")
    parser.add_argument("--edition", choices=("2021", "2024"), default="2024")
    parser.add_argument("--ask", default="completion,hover,definition,diagnostics",
                        help="what a plain $0 asks, and whether to print the diagnostics")
    parser.add_argument("--no-check", dest="check", action="store_false",
                        help="no `cargo check` on save: the server's own diagnostics only")
    parser.add_argument("--timeout", type=float, default=300, help="seconds in all")
    parser.add_argument("--target-dir", type=pathlib.Path,
                        default=pathlib.Path(tempfile.gettempdir()) / "is-ide-probe-target",
                        help="the build directory, kept between probes")
    parser.add_argument("--json", action="store_true", help="one JSON object on stdout")
    parser.add_argument("--verbose", action="store_true", help="the server's progress on stderr")
    args = parser.parse_args()
    for kind in args.ask.split(","):
        if kind not in POSITION_KINDS + ("diagnostics",):
            parser.error(f"--ask: unknown question `{kind}`")
    source = sys.stdin.read() if args.source == "-" else pathlib.Path(args.source).read_text()
    try:
        version = subprocess.run([args.server, "--version"], capture_output=True, text=True,
                                 check=True).stdout.strip()
        report = {"server": version, **probe(args, source)}
    except (OSError, subprocess.CalledProcessError) as error:
        print(f"ide_probe: cannot run `{args.server}`: {error}", file=sys.stderr)
        return 1
    except Failure as failure:
        print(f"ide_probe: {failure.message}", file=sys.stderr)
        return failure.status
    if args.json:
        print(json.dumps(report, indent=2))
    else:
        print_report(report)
    return 0


if __name__ == "__main__":
    sys.exit(main())
