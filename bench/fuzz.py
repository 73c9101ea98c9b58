"""Mutate campaigns at random and check that chronicle answers each one with plain, positioned errors.

    python bench/fuzz.py [--mutants 10000] [--seed 1] [--timeout 10] [--memory 4] [--show 5] [--keep DIR]

Not part of the test run (it takes minutes). Each mutant is a copy of a demo campaign (or a fixture
with its own pieces and rules) changed in one to three ways:
- structured: a YAML value replaced by a hostile one (huge numbers, impossible dates, tags,
  newlines, control characters, paths leading out, cells like A0 or A05, nesting 500 deep), a key
  removed or renamed, list items duplicated or swapped;
- bytes: flipped, inserted (YAML punctuation, anchors, tags, NUL, invalid UTF-8, BOM), deleted,
  lines duplicated, swapped, re-indented, the file cut short;
- files: a file replaced by a FIFO, a folder, a symlink leading outside or to itself, removed,
  copied under another name.
Then `chronicle check` and `chronicle score --json` run in process (click's runner) in a random
language, under an alarm and an audit hook. It counts, and exits 1 on any:
- traceback: an exception other than a normal exit;
- hang: a run over --timeout seconds;
- memory: a run that needs more than --memory GiB (the address space is capped, so it fails early);
- unpositioned: an error line without `file:line:col` (a folder's own problem aside), or naming a file
  that does not exist;
- spill: an output line of check that is neither a problem nor the summary;
- escape: a file or folder opened outside the mutant, the shipped content and Python's own files.
"""

from __future__ import annotations

import argparse
import os
import random
import re
import resource
import shutil
import signal
import sys
import tempfile
import time
import traceback
from collections import Counter
from pathlib import Path
from typing import Any

import yaml

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from click.testing import CliRunner  # noqa: E402

from generator.cli import main  # noqa: E402
from generator.load.shipped import CONTENT, TEMPLATES  # noqa: E402
from generator.problems import one_line  # noqa: E402

SOURCES = [*sorted((ROOT / "campaigns").iterdir()), *sorted((ROOT / "tests/fixtures/own").iterdir()),
           *sorted((ROOT / "tests/fixtures/envelopes").iterdir())]  # envelope rules: vocabulary, start, own rules
LINE = re.compile(r"^(?P<file>.+?):(?P<line>\d+):(?P<col>\d+): (?:error|warning): \S")
PROBLEM = re.compile(r"^\S.*?: (?:error|warning): ")
SUMMARY = re.compile(r"^\d+ \S.*\d+ \S")  # "1 campaign, 6 episodes: ..." in any language

HOSTILE: list[Any] = [
    None, True, False, 0, -1, 1, 24, 25, 55, 56, 10**30, -(10**30), 1.5, float("inf"),
    "", " ", "\n", "a\nb", "line\nforged.yaml:1:1: error: fake", "\x1b[31mred", "\x00", "\u202e", "é" * 300,
    "x" * 5000, "../../../etc/passwd", "/etc/passwd", "../other/episodes", "~/secret", "A0", "A05", "A1",
    "Z99", "C4r7", "C4r1", "A1 r1 m", "pass", "stop", "house", "tree", "2025-02-30", "2025-13-01",
    "2026-01-01 25:00:00+99:00", "!!int abc", "&a", "*a", "{A1: house}", "[1, 2", "true",
    [], {}, [[[]]], {"A1": "house"}, {"first": 100000000}, ["Ana", "Ana"], [None],
]
RAW = [  # written into the YAML text as they are, after the document is dumped
    "9" * 5000, "-" + "9" * 4400, "0x" + "f" * 6000, "0o" + "7" * 5000, "1e999", "2025-02-30", "2025-02-29",
    "2026-01-01 25:00:00", "2026-01-01 10:00:00+99:00", "2026-01-01t10:00:00-24:60", "&a x", "*a", "*nope",
    "!!timestamp nope", "!!int ten", "!!float many", "!!bool maybe", "!!binary ===", "!!python/name:os.system",
          "!!set {a}", "!!omap [a]", "!!str", "!!null x", "!!timestamp 2025-02-30", "!!merge x"]
BYTES = [b":", b"- ", b"  ", b"\t", b"{", b"}", b"[", b"]", b"'", b'"', b"#", b"&a ", b"*a", b"*b", b"<<: *a\n",
         b"!!python/object/apply:os.system ['id']", b"\x00", b"\xff\xfe", b"\xef\xbb\xbf", b"\x1b", b"\r", b"\r\n",
         b"\n", b"---\n", b"...\n", b"%YAML 1.1\n", b"? ", b"|", b">", b"\xc3", b"\xe2\x80\xae", b"0x", b"9" * 50]


def plain(node: Any) -> list[tuple[Any, Any]]:
    """Every (container, key) pair of a YAML document, depth first."""
    found: list[tuple[Any, Any]] = []
    stack, seen = [node], set()
    while stack:
        here = stack.pop()
        if id(here) in seen:  # an alias may make the document a cycle
            continue
        seen.add(id(here))
        keys = list(here) if isinstance(here, dict) else range(len(here)) if isinstance(here, list) else []
        for key in keys:
            found.append((here, key))
            stack.append(here[key])
    return found


def nested(depth: int) -> Any:
    value: Any = "A1"
    for i in range(depth):
        value = [value] if i % 2 else {"k": value}
    return value


def mutate_structure(text: str, rng: random.Random) -> str | None:
    try:
        doc = yaml.safe_load(text)
    except Exception:  # noqa: BLE001 - an earlier mutation broke it: PyYAML fails in many ways
        return None
    places = plain(doc)
    if not places:
        return None
    container, key = rng.choice(places)
    op = rng.randrange(7)
    if op == 0:
        container[key] = rng.choice(HOSTILE)
    elif op == 1:
        other, other_key = rng.choice(places)  # a value from elsewhere in the file, in the wrong place
        container[key] = other[other_key]
    elif op == 2 and isinstance(container, dict):
        del container[key]
    elif op == 2:
        container.pop(key)
    elif op == 3 and isinstance(container, dict):
        container[rng.choice(["title", "rules", "board", "pieces", "date", "episode", "players", "language",
                              "game", "tiebreak", "assessment", "deck", "grid", "name", "x" * 200])] = container.pop(key)
    elif op == 3:
        container.insert(key, container[key])
    elif op == 4 and isinstance(container, list) and len(container) > 1:
        other = rng.randrange(len(container))
        container[key], container[other] = container[other], container[key]
    elif op == 5:
        container[key] = nested(rng.choice([50, 200, 500, 1000]))
    else:
        container[key] = "@@RAW@@"
    try:
        dumped = yaml.safe_dump(doc, allow_unicode=True, sort_keys=False, width=1000)
    except (yaml.YAMLError, RecursionError, ValueError):
        return None
    return dumped.replace("'@@RAW@@'", rng.choice(RAW)).replace("@@RAW@@", rng.choice(RAW))


def mutate_bytes(data: bytes, rng: random.Random) -> bytes:
    at = rng.randrange(len(data) + 1)
    op = rng.randrange(8)
    lines = data.split(b"\n")
    if op == 0 and data:
        return data[:at] + bytes([rng.randrange(256)]) + data[at + 1:]
    if op == 1:
        return data[:at] + rng.choice(BYTES) + data[at:]
    if op == 2:
        return data[:at] + data[at + rng.randrange(1, 40):]
    if op == 3:
        i = rng.randrange(len(lines))
        return b"\n".join(lines[:i] + [lines[i]] * rng.choice([2, 3, 50]) + lines[i:])
    if op == 4 and len(lines) > 1:
        i, j = rng.randrange(len(lines)), rng.randrange(len(lines))
        lines[i], lines[j] = lines[j], lines[i]
        return b"\n".join(lines)
    if op == 5:
        i = rng.randrange(len(lines))
        lines[i] = b" " * rng.choice([1, 2, 3, 4]) + lines[i] if rng.random() < 0.5 else lines[i].lstrip()
        return b"\n".join(lines)
    if op == 6:
        return data[:at]
    return data.replace(b"\n", b"\r\n") if rng.random() < 0.5 else data * rng.choice([2, 20])


def yaml_files(folder: Path) -> list[Path]:
    """The mutant's own regular files: never one reached through a link, which a write would go through."""
    return sorted(p for p in folder.rglob("*.yaml") if p.is_file() and not p.is_symlink())


def mutate_files(folder: Path, rng: random.Random) -> None:
    try:
        change_files(folder, rng)
    except OSError:  # an earlier change took the file away
        pass


def change_files(folder: Path, rng: random.Random) -> None:
    files = yaml_files(folder)
    if not files:
        return
    target = rng.choice(files)
    outside = folder.parent / "outside"  # decoys of /etc: a leak would show their text, and no real file is at risk
    op = rng.randrange(8)
    if op in (0, 1, 2, 3):
        target.unlink()
    if op == 0:
        os.mkfifo(target)
    elif op == 1:
        target.mkdir()
    elif op == 2:
        target.symlink_to(rng.choice([str(outside / "passwd"), str(outside), "/dev/zero", str(target)]))
    elif op == 3 and rng.random() < 0.5:
        target.symlink_to(target.with_suffix(".loop.yaml"))
        target.with_suffix(".loop.yaml").symlink_to(target)
    elif op == 4:
        shutil.copy(target, target.with_name(rng.choice(["25.yaml", "99.yaml", "0.yaml", "-1.yaml", "a\nb.yaml",
                                                         "x" * 250 + ".yaml", "ü.yaml", " .yaml"])))
    elif op == 5:
        sub = rng.choice([p for p in folder.iterdir() if p.is_dir()] or [folder / "episodes"])
        shutil.rmtree(sub, ignore_errors=True)
        sub.symlink_to(rng.choice([str(outside), str(folder.parent), str(sub.parent)]))
    elif op == 6:
        target.write_bytes(b"")
    else:
        target.chmod(0)


def mutant(source: Path, into: Path, rng: random.Random) -> list[str]:
    """Copy `source` into `into` and change it; the list says what was done, to reproduce a failure."""
    shutil.copytree(source, into, symlinks=True)
    done = []
    for _ in range(rng.choice([1, 1, 1, 2, 3])):
        files = yaml_files(into)
        kind = rng.choices(["structure", "bytes", "files"], weights=[5, 4, 1])[0]
        if kind == "files" or not files:
            mutate_files(into, rng)
            done.append("files")
            continue
        target = rng.choice(files)
        try:
            data = target.read_bytes()
        except OSError:
            continue
        if kind == "structure":
            text = mutate_structure(data.decode("utf-8", "replace"), rng)
            if text is None:
                continue
            target.write_text(text, encoding="utf-8")
        else:
            target.write_bytes(mutate_bytes(data, rng))
        done.append(f"{kind}:{target.relative_to(into)}")
    return done


class Sandbox:
    """An audit hook that records any file or folder opened outside the allowed roots."""

    def __init__(self) -> None:
        self.allowed: tuple[str, ...] = ()
        self.escapes: list[str] = []
        python = {sys.prefix, sys.base_prefix, sys.exec_prefix, *(p for p in sys.path if p)}
        self.always = tuple(sorted({os.path.realpath(p) for p in python} | {str(CONTENT), str(TEMPLATES),
                                                                            os.path.realpath(CONTENT),
                                                                            os.path.realpath(TEMPLATES)}))
        self.active = False
        sys.addaudithook(self.hook)

    def hook(self, event: str, args: tuple[Any, ...]) -> None:
        if not self.active or event not in ("open", "os.listdir", "os.scandir"):
            return
        path = args[0] if args else None
        if not isinstance(path, (str, bytes, os.PathLike)):
            return
        text = os.fsdecode(path)
        if text in ("/dev/null",) or "\x00" in text:
            return
        full = os.path.realpath(os.path.abspath(text))
        if not any(full == root or full.startswith(root.rstrip("/") + "/") for root in (*self.allowed, *self.always)):
            self.escapes.append(f"{event} {text}")


class Timeout(Exception):
    pass


def _alarm(signum: int, frame: Any) -> None:
    raise Timeout


def positioned(line: str, base: Path) -> bool:
    """`file:line:col:` naming a file that is there (a link counts, even a broken one: the message says what it is)."""
    found = LINE.match(line)
    return bool(found) and exists(found["file"], base)


def folder_level(line: str, base: Path) -> bool:
    """`folder: error:`: a problem of a whole folder (no campaign.yaml in it), which has no line to point at."""
    where = line.split(": ", 1)[0]
    return (Path(where) if Path(where).is_absolute() else base / where).is_dir()


def exists(name: str, base: Path) -> bool:
    """A file named by a message is there, as named or as shown escaped (a name holding a newline)."""
    path = Path(name) if Path(name).is_absolute() else base / name
    if os.path.lexists(path) or (CONTENT / name).exists():
        return True
    parent = path.parent
    return parent.is_dir() and any(one_line(str(p)) == str(path) for p in parent.iterdir())


def run_one(folder: Path, sandbox: Sandbox, timeout: float) -> dict[str, list[str]]:
    """Check and score one mutant; what went wrong, by kind."""
    found: dict[str, list[str]] = {}
    lang = random.choice(["es", "fr", "en"])
    runner = CliRunner()
    for args in (["--lang", lang, "check", str(folder)], ["--lang", lang, "score", "--json", str(folder)]):
        sandbox.allowed = (str(folder), os.path.realpath(folder))
        sandbox.escapes = []
        signal.setitimer(signal.ITIMER_REAL, timeout)
        sandbox.active = True
        try:
            result = runner.invoke(main, args, catch_exceptions=True)
        except Timeout:
            found.setdefault("hang", []).append(" ".join(args))
            continue
        except MemoryError:
            found.setdefault("memory", []).append(" ".join(args))
            continue
        finally:
            sandbox.active = False
            signal.setitimer(signal.ITIMER_REAL, 0)
        if sandbox.escapes:
            found.setdefault("escape", []).extend(sandbox.escapes[:3])
        error = result.exception
        if isinstance(error, Timeout):
            found.setdefault("hang", []).append(" ".join(args))
        elif isinstance(error, MemoryError):
            found.setdefault("memory", []).append(signature(result.exc_info))
        elif error is not None and not isinstance(error, SystemExit):
            found.setdefault("traceback", []).append(signature(result.exc_info))
        elif args[2] == "check":
            found.update(judge_output(result.output, result.exit_code, Path.cwd()))
    return found


def signature(exc_info: Any) -> str:
    """The exception and the innermost line of chronicle that let it through: one per class of crash."""
    frames = [f for f in traceback.extract_tb(exc_info[2]) if "/generator/" in f.filename]
    where = f" at {frames[-1].filename.split('/generator/')[-1]}:{frames[-1].lineno} ({frames[-1].line})" if frames else ""
    return f"{exc_info[0].__name__}: {str(exc_info[1])[:120]}{where}"


def judge_output(output: str, code: int, base: Path) -> dict[str, list[str]]:
    found: dict[str, list[str]] = {}
    for line in output.splitlines():
        if LINE.match(line):
            if not positioned(line, base):
                found.setdefault("unpositioned", []).append(line)
        elif PROBLEM.match(line):
            if not folder_level(line, base):
                found.setdefault("unpositioned", []).append(line)
        elif not (code == 0 and SUMMARY.match(line)):
            found.setdefault("spill", []).append(line)
    if code not in (0, 1):
        found.setdefault("exit", []).append(f"exit {code}: {output[:300]}")
    return found


def main_fuzz() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--mutants", type=int, default=10000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--timeout", type=float, default=10.0)
    parser.add_argument("--memory", type=float, default=4.0, help="GiB of address space a run may use")
    parser.add_argument("--show", type=int, default=5, help="examples shown per kind of failure")
    parser.add_argument("--keep", type=Path, help="copy each failing mutant into this folder, to reproduce it")
    options = parser.parse_args()
    rng = random.Random(options.seed)
    random.seed(options.seed)
    signal.signal(signal.SIGALRM, _alarm)
    limit = int(options.memory * 2**30)
    resource.setrlimit(resource.RLIMIT_AS, (limit, limit))
    sandbox = Sandbox()
    failures: Counter[str] = Counter()
    crashes: Counter[str] = Counter()
    examples: dict[str, list[str]] = {}
    work = Path(tempfile.mkdtemp(prefix="chronicle-fuzz-"))
    (work / "outside").mkdir()
    (work / "outside" / "passwd").write_text("root:x:0:0:root:/root:/bin/bash\n")
    started = time.perf_counter()
    os.chdir(work)  # no repository around: the mutant stands alone
    try:
        for n in range(options.mutants):
            folder = work / f"m{n % 2}"
            shutil.rmtree(folder, ignore_errors=True)
            source = rng.choice(SOURCES)
            done = mutant(source, folder, rng)
            found = run_one(folder, sandbox, options.timeout)
            if found and options.keep:
                keep(folder, options.keep / f"{n:05d}-{'-'.join(sorted(found))}")
            for kind, what in found.items():
                failures[kind] += 1
                if kind == "traceback":
                    crashes.update(set(what))
                shown = examples.setdefault(kind, [])
                if len(shown) < options.show:
                    shown.append(f"mutant {n} of {source.name} ({', '.join(done)}):\n    " + "\n    ".join(what[:3]))
            if (n + 1) % 500 == 0:
                print(f"{n + 1} mutants, {time.perf_counter() - started:.0f} s, {dict(failures)}", flush=True)
    finally:
        os.chdir(ROOT)
        _restore(work)
    print(f"\n{options.mutants} mutants in {time.perf_counter() - started:.0f} s (seed {options.seed})")
    for kind in ("traceback", "hang", "memory", "unpositioned", "spill", "exit", "escape"):
        print(f"  {kind:13} {failures[kind]}")
    if crashes:
        print("\nclasses of traceback (mutants):")
        for crash, n in crashes.most_common():
            print(f"  {n:5}  {crash}")
    for kind, shown in examples.items():
        print(f"\n{kind}:")
        for text in shown:
            print("  " + text)
    return 1 if failures else 0


def keep(folder: Path, into: Path) -> None:
    """A copy of a failing mutant; a FIFO or an unreadable file is left out (its absence says what it was)."""
    try:
        shutil.copytree(folder, into, symlinks=True, dirs_exist_ok=True)
    except (shutil.Error, OSError):
        pass


def _restore(work: Path) -> None:
    """Make every mutant removable again (some were made unreadable) and remove them."""
    for path in work.rglob("*"):
        if not path.is_symlink():
            path.chmod(0o700)
    shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    raise SystemExit(main_fuzz())
