"""Mutate campaigns at random and check that chronicle answers each one with plain, positioned errors.

    python bench/fuzz.py [--mutants 10000] [--seed 1] [--only N ...] [--timeout 10] [--wall 60] [--memory 4]
                         [--show 5] [--keep DIR]

Not part of the test run (10,000 mutants take about 15 minutes on two cores). Mutant N of a seed is made
from its own random.Random("seed:N"): `--only N` (with `--keep DIR`) makes it again, alone.

Four mutants in five are a copy of a demo campaign (or a fixture with its own pieces and rules)
changed in one to three ways:
- structured: a YAML value replaced by a hostile one (huge numbers, impossible dates, tags,
  newlines, control characters, paths leading out, cells like A0 or A05, nesting 500 deep), a key
  removed or renamed, list items duplicated or swapped;
- bytes: flipped, inserted (YAML punctuation, anchors, tags, NUL, invalid UTF-8, BOM), deleted,
  lines duplicated, swapped, re-indented, the file cut short;
- files: a file replaced by a FIFO, a folder, a symlink leading outside or to itself, removed,
  copied under another name.
The fifth carries hostile envelope rulesets (bench/hostile.py, issue 31): half of them in a campaign
written from nothing on a board up to the largest allowed (26 rows x 99 columns, one in twenty a row or
column more, to be refused), with regions, features (facing a way; one of the group's own acting as a
piece), a terrain and a double symbol of its own, counters, 2 to 4 players and one to three episodes
from a chapter's end of up to every card; half grafted onto a copied campaign, named by some of its
episodes. Each ruleset nests next_to 1 to 12 deep (deeper than 8 must be refused), writes conditions
with every key (terrain, feature, region, symbol, colour, covered, piece new/previous, edge, next_to),
scoring entries of every kind (count with spaces, pieces, features and symbols; groups with size,
largest, per group/space/piece, of, touching; connect; line with facing and of; enclosed with
distinct; counter; and the episode-1 and Eternal kinds) with every payout word (points, circles,
at_least, at_most, exactly, most, fewest, rank, first: episode|campaign, once: each|episode|campaign,
add, set, change, if: {counter, at_least|at_most|equals}) in immediate, end and chapter_end, placement
limits (first_piece, may_not_cover, adjacency, buildable, passing, lacking, start) and now and then its
own examples (on a board of their own, up to the largest); mostly as the validator accepts them, one in
seven with words it must refuse. One in four is then changed once more as above, its ruleset most likely.

Then `chronicle check` and `chronicle score --json` run in process (click's runner) in a random
language (--lang), or one in four in the campaign's own (`language:`, as a group runs them), under CPU and wall-clock alarms and an audit hook. It counts, and exits 1 on any:
- traceback: an exception other than a normal exit;
- hang: a run over --timeout seconds of CPU, or over --wall seconds of wall time (blocked: on a FIFO, say);
  the slowest run and the runs over --timeout of wall time only (the machine busy) are reported apart;
- memory: a run that needs more than --memory GiB (the address space is capped, so it fails early);
- unpositioned: an error line without `file:line:col` (a folder's own problem aside), or naming a file
  that does not exist;
- spill: an output line of check that is neither a problem nor the summary (in each language's words:
  "erreur :", "aviso:");
- english: in a Spanish or French run, a line that says a phrase of an English message of the catalogues
  (quoted values aside): a message built outside the catalogues, or one that lost the group's language;
- escape: a file or folder opened outside the mutant, the shipped content, Python's own files and the
  time zones;
- too-deep: a hostile ruleset nesting next_to deeper than allowed (and not changed after) that check
  does not refuse at a line of a hostile ruleset.
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
import zoneinfo
from collections import Counter
from pathlib import Path
from typing import Any

import yaml

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

import hostile  # noqa: E402
from click.testing import CliRunner  # noqa: E402

from generator.base.shipped import CONTENT, TEMPLATES  # noqa: E402
from generator.cli import main  # noqa: E402
from generator.problems import SEVERITY_VARIABLE, one_line, severity  # noqa: E402
from generator.words.i18n import translator  # noqa: E402

SOURCES = [*sorted((ROOT / "campaigns").iterdir()), *sorted((ROOT / "tests/fixtures/own").iterdir()),
           *sorted((ROOT / "tests/fixtures/envelopes").iterdir())]  # envelope rules: vocabulary, start, own rules
LANGUAGES = ("es", "fr", "en")
SEVERITIES = "|".join(sorted({re.escape(severity(kind, translator(lang))) for lang in LANGUAGES
                              for kind in ("error", "warning")}, key=len, reverse=True))
"""The word before a problem in each language ("erreur :", "aviso:"), as check says it by default."""
LINE = re.compile(rf"^(?P<file>.+?):(?P<line>\d+):(?P<col>\d+): (?:{SEVERITIES}) \S")
PROBLEM = re.compile(rf"^\S.*?: (?:{SEVERITIES}) ")
HOSTILE_SHARE = 0.2
"""The share of mutants that carry hostile rulesets (bench/hostile.py)."""
SUMMARY = re.compile(r"^\d+\s\S.*\d+\s\S")  # "1 campaign, 6 episodes: ..." in any language (fr: no-break spaces)
_PLACEHOLDER = re.compile(r"%\(\w+\)s|%[sd]")
_QUOTED = re.compile(r"«[^»]*»|(?<!\w)'[^']*'(?!\w)|\"[^\"]*\"|`[^`]*`|(?<!\w)‘[^’]*’(?!\w)|“[^”]*”")
"""Values a message quotes: a group's own words, which may be English in any run."""


def english_phrases(lang: str) -> tuple[str, ...]:
    """Phrases of the English messages that `lang` says otherwise: three words or more between the
    values of a message ("is not a whole number"), lowercased; one of them in a line of a `lang` run is
    English leaking. Phrases that the translation says too (a key, a command) are left out."""
    messages = translator(lang).messages
    everything = "\n".join(" ".join(str(v).split()) for v in messages.values()).lower()  # what `lang` says itself
    found: set[str] = set()
    for key, said in messages.items():
        english = key.split("\x04")[-1]
        if not isinstance(said, str) or not said or said == english:
            continue
        for chunk in _PLACEHOLDER.split(_QUOTED.sub("%s", english)):
            chunk = " ".join(chunk.split()).strip(" ,.;:()").lower()
            if len(re.findall(r"[a-z]{2,}", chunk)) >= 3 and len(chunk) >= 16 and chunk not in everything:
                found.add(chunk)
    return tuple(sorted(found))


ENGLISH = {lang: english_phrases(lang) for lang in LANGUAGES if lang != "en"}


def leaks_english(line: str, lang: str) -> str | None:
    """The English phrase a line of a `lang` run says, quoted values aside; None when there is none."""
    message = line.split(": ", 2)[-1] if LINE.match(line) else line
    text = " ".join(_QUOTED.sub(" ", message.replace("’", "'")).split()).lower()  # French typography undone
    return next((phrase for phrase in ENGLISH.get(lang, ()) if phrase in text), None)

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
        sub = rng.choice([p for p in sorted(folder.iterdir()) if p.is_dir()] or [folder / "episodes"])
        shutil.rmtree(sub, ignore_errors=True)
        sub.symlink_to(rng.choice([str(outside), str(folder.parent), str(sub.parent)]))
    elif op == 6:
        target.write_bytes(b"")
    else:
        target.chmod(0)


def mutant(into: Path, rng: random.Random) -> tuple[str, list[str], int]:
    """Make mutant `into`; its source's name, what was done (to reproduce a failure) and how deep the
    deepest next_to of a hostile ruleset its episodes name goes, when no later change can have hidden it
    (else 0): deeper than hostile.MAX_NEXT_TO, check must refuse it."""
    if rng.random() < HOSTILE_SHARE:
        return hostile_mutant(into, rng)
    source = rng.choice(SOURCES)
    shutil.copytree(source, into, symlinks=True)
    return source.name, mutate(into, rng, rng.choice([1, 1, 1, 2, 3])), 0


def hostile_mutant(into: Path, rng: random.Random) -> tuple[str, list[str], int]:
    """A campaign written on the largest boards, or a copied one, with hostile rulesets (bench/hostile.py);
    now and then changed once more as any mutant, the ruleset most likely."""
    if rng.random() < 0.5:
        name, done = "largest", hostile.largest(rng, into)
    else:
        source = rng.choice(SOURCES)
        shutil.copytree(source, into, symlinks=True)
        name, done = source.name, hostile.graft(rng, into, CONTENT)
    deepest = max((int(n) for n in re.findall(r"next_to (\d+) deep", " ".join(done))), default=0)
    if done and "a board to refuse" in done[0]:  # check says so and reads no further: a ruleset's depth goes unsaid
        deepest = 0
    if rng.random() < 0.25:
        rules = sorted((into / "rules").glob("hostile-*.yaml")) if (into / "rules").is_dir() else []
        done += mutate(into, rng, 1, rng.choice(rules) if rules and rng.random() < 0.7 else None)
        deepest = 0
    return name, done, deepest


def mutate(into: Path, rng: random.Random, times: int, target: Path | None = None) -> list[str]:
    """Change the copy `times` times (the file `target`, else one at random); what was done."""
    done = []
    for _ in range(times):
        files = yaml_files(into)
        kind = rng.choices(["structure", "bytes", "files"], weights=[5, 4, 1])[0]
        if target is None and (kind == "files" or not files):
            mutate_files(into, rng)
            done.append("files")
            continue
        chosen = target or rng.choice(files)
        try:
            data = chosen.read_bytes()
        except OSError:
            continue
        if kind == "files" or kind == "structure":
            kind = "structure"
            text = mutate_structure(data.decode("utf-8", "replace"), rng)
            if text is None:
                continue
            chosen.write_text(text, encoding="utf-8")
        else:
            chosen.write_bytes(mutate_bytes(data, rng))
        done.append(f"{kind}:{chosen.relative_to(into)}")
    return done


class Sandbox:
    """An audit hook that records any file or folder opened outside the allowed roots."""

    def __init__(self) -> None:
        self.allowed: tuple[str, ...] = ()
        self.escapes: list[str] = []
        python = {sys.prefix, sys.base_prefix, sys.exec_prefix, *(p for p in sys.path if p),
                  *zoneinfo.TZPATH}  # the time zones babel reads once, for dates in words
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


class Timeout(BaseException):  # not an Exception: no `except Exception` of chronicle swallows it
    """A run's time is up: `clock` says which, "CPU" (its own work) or "wall" (blocked, or the machine busy)."""

    def __init__(self, clock: str) -> None:
        super().__init__(clock)
        self.clock = clock


def _alarm(signum: int, frame: Any) -> None:
    raise Timeout("CPU" if signum == signal.SIGPROF else "wall")


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


class Run:
    """What one mutant's runs found, by kind, and how long each took."""

    def __init__(self) -> None:
        self.found: dict[str, list[str]] = {}
        self.times: list[tuple[float, float, str, bool]] = []
        """(wall seconds, CPU seconds, command, whether an alarm stopped it) of each run."""
        self.check_code: int | None = None
        self.check_output = ""


def declared_language(folder: Path) -> str:
    """The language a mutant's campaign.yaml asks for on its own `language:` line (as a group writes it),
    else English: what check speaks when no --lang is given."""
    try:
        text = (folder / "campaign.yaml").read_bytes().decode("utf-8", "replace") if (folder / "campaign.yaml").is_file() else ""
    except OSError:
        text = ""
    found = re.search(r"^language: (es|fr|en)$", text, re.MULTILINE)
    return found[1] if found else "en"


def run_one(folder: Path, sandbox: Sandbox, limits: tuple[float, float], lang: str | None) -> Run:
    """Check and score one mutant in `lang` (None: in the campaign's own language, as a group runs
    check), each run stopped after limits[0] seconds of CPU or limits[1] of wall time (blocked on a FIFO,
    say); what went wrong, by kind."""
    run = Run()
    found = run.found
    runner = CliRunner()
    chosen = ["--lang", lang] if lang else []
    speaks = lang or declared_language(folder)
    for args in ([*chosen, "check", str(folder)], [*chosen, "score", "--json", str(folder)]):
        sandbox.allowed = (str(folder), os.path.realpath(folder))
        sandbox.escapes = []
        began, cpu, stopped = time.perf_counter(), time.process_time(), True
        signal.setitimer(signal.ITIMER_PROF, limits[0])
        signal.setitimer(signal.ITIMER_REAL, limits[1])
        sandbox.active = True
        try:
            result = runner.invoke(main, args, catch_exceptions=True)
            stopped = isinstance(result.exception, Timeout)
        except Timeout as alarm:
            found.setdefault("hang", []).append(f"{' '.join(args)} ({alarm.clock} time)")
            continue
        except MemoryError:
            found.setdefault("memory", []).append(" ".join(args))
            continue
        finally:
            sandbox.active = False
            signal.setitimer(signal.ITIMER_PROF, 0)
            signal.setitimer(signal.ITIMER_REAL, 0)
            run.times.append((time.perf_counter() - began, time.process_time() - cpu, " ".join(args[len(chosen):-1]), stopped))
        if sandbox.escapes:
            found.setdefault("escape", []).extend(sandbox.escapes[:3])
        error = result.exception
        if isinstance(error, Timeout):
            found.setdefault("hang", []).append(f"{' '.join(args)} ({error.clock} time)")
        elif isinstance(error, MemoryError):
            found.setdefault("memory", []).append(signature(result.exc_info))
        elif error is not None and not isinstance(error, SystemExit):
            found.setdefault("traceback", []).append(signature(result.exc_info))
        elif args[len(chosen)] == "check":
            run.check_code, run.check_output = result.exit_code, result.output
            found.update(judge_output(result.output, result.exit_code, Path.cwd(), speaks))
    return run


def judge_depth(run: Run, deepest: int) -> None:
    """A hostile ruleset nesting next_to deeper than allowed must be refused by check, at a line of a
    hostile ruleset (the one too deep: the others may hold other problems)."""
    if deepest <= hostile.MAX_NEXT_TO or run.check_code is None:
        return
    at = [m["file"] for m in map(LINE.match, run.check_output.splitlines()) if m and "/rules/hostile-" in m["file"]]
    if run.check_code == 0 or not at:
        run.found.setdefault("too-deep", []).append(f"next_to {deepest} deep: check exits {run.check_code} "
                                                    f"with no problem in a hostile ruleset")


def signature(exc_info: Any) -> str:
    """The exception and the innermost line of chronicle that let it through: one per class of crash."""
    frames = [f for f in traceback.extract_tb(exc_info[2]) if "/generator/" in f.filename]
    where = f" at {frames[-1].filename.split('/generator/')[-1]}:{frames[-1].lineno} ({frames[-1].line})" if frames else ""
    return f"{exc_info[0].__name__}: {str(exc_info[1])[:120]}{where}"


def judge_output(output: str, code: int, base: Path, lang: str = "en") -> dict[str, list[str]]:
    """What is wrong with check's output in a `lang` run: a problem without its position, a line that is
    no problem (a spill), an English phrase in a Spanish or French run, an exit status other than 0 or 1."""
    found: dict[str, list[str]] = {}
    for line in output.splitlines():
        phrase = leaks_english(line, lang)
        if phrase is not None:
            found.setdefault("english", []).append(f"{line}  [English: {phrase!r}]")
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
    parser.add_argument("--only", type=int, nargs="+", help="run only these mutants (numbers as reported) of the seed")
    parser.add_argument("--timeout", type=float, default=10.0, help="seconds of CPU a run may take")
    parser.add_argument("--wall", type=float, default=60.0,
                        help="seconds of wall time a run may take (a run blocked uses no CPU); the runs over "
                             "--timeout of wall time are counted apart, since a busy machine lengthens them")
    parser.add_argument("--memory", type=float, default=4.0, help="GiB of address space a run may use")
    parser.add_argument("--show", type=int, default=5, help="examples shown per kind of failure")
    parser.add_argument("--keep", type=Path, help="copy each failing mutant into this folder, to reproduce it")
    options = parser.parse_args()
    os.environ.pop(SEVERITY_VARIABLE, None)  # the severity word of each language, as check says it by default
    signal.signal(signal.SIGALRM, _alarm)
    signal.signal(signal.SIGPROF, _alarm)
    limit = int(options.memory * 2**30)
    resource.setrlimit(resource.RLIMIT_AS, (limit, limit))
    sandbox = Sandbox()
    failures: Counter[str] = Counter()
    crashes: Counter[str] = Counter()
    examples: dict[str, list[str]] = {}
    figures = Figures(options.timeout)
    work = Path(tempfile.mkdtemp(prefix="chronicle-fuzz-"))
    (work / "outside").mkdir()
    (work / "outside" / "passwd").write_text("root:x:0:0:root:/root:/bin/bash\n")
    numbers = options.only or range(options.mutants)
    started = time.perf_counter()
    os.chdir(work)  # no repository around: the mutant stands alone
    try:
        for count, n in enumerate(numbers, 1):
            rng = random.Random(f"{options.seed}:{n}")  # each mutant its own: --only N makes it again
            folder = work / f"m{n % 2}"
            shutil.rmtree(folder, ignore_errors=True)
            source, done, deepest = mutant(folder, rng)
            lang = rng.choice((*LANGUAGES, None))  # None: no --lang; campaign.yaml's language: speaks
            run = run_one(folder, sandbox, (options.timeout, options.wall), lang)
            judge_depth(run, deepest)
            figures.tally(n, done, deepest, run)
            found = run.found
            if found and options.keep:
                keep(folder, options.keep / f"{n:05d}-{'-'.join(sorted(found))}")
            for kind, what in found.items():
                failures[kind] += 1
                if kind == "traceback":
                    crashes.update(set(what))
                shown = examples.setdefault(kind, [])
                if len(shown) < options.show:
                    shown.append(f"mutant {n} of {source} in {lang or 'its own language'} ({', '.join(done)}):\n    "
                                 + "\n    ".join(what[:3]))
            if count % 500 == 0:
                print(f"{count} mutants, {time.perf_counter() - started:.0f} s, {dict(failures)}", flush=True)
    finally:
        os.chdir(ROOT)
        _restore(work)
    print(f"\n{len(numbers)} mutants in {time.perf_counter() - started:.0f} s (seed {options.seed})")
    for kind in ("traceback", "hang", "memory", "unpositioned", "spill", "english", "exit", "escape", "too-deep"):
        print(f"  {kind:13} {failures[kind]}")
    figures.report(failures["too-deep"])
    if crashes:
        print("\nclasses of traceback (mutants):")
        for crash, n in crashes.most_common():
            print(f"  {n:5}  {crash}")
    for kind, shown in examples.items():
        print(f"\n{kind}:")
        for text in shown:
            print("  " + text)
    return 1 if failures else 0


class Figures:
    """What the hostile mutants were, the slowest runs, and the runs long only on the wall clock."""

    def __init__(self, timeout: float) -> None:
        self.timeout = timeout
        self.stats: Counter[str] = Counter()
        self.slowest: dict[str, tuple[float, str]] = {"wall": (0.0, ""), "CPU": (0.0, "")}
        """The slowest run that ran to its end (a hang is counted as such)."""
        self.over_wall: list[str] = []
        """Runs over the timeout of wall time, under it of CPU: the machine was busy with other work."""

    def tally(self, n: int, done: list[str], deepest: int, run: Run) -> None:
        for wall, cpu, command, stopped in run.times:
            if stopped:
                continue
            for kind, seconds in (("wall", wall), ("CPU", cpu)):
                if seconds > self.slowest[kind][0]:
                    self.slowest[kind] = (seconds, f"mutant {n}, {command} ({', '.join(done)[:160]})")
            if wall > self.timeout and cpu < self.timeout:
                self.over_wall.append(f"mutant {n} {command}: {wall:.1f} s wall, {cpu:.1f} s CPU")
        described = " ".join(done)
        if "next_to" not in described:
            return
        stats = self.stats
        stats["hostile"] += 1
        stats["largest" if described.startswith("largest") else "grafted"] += 1
        stats["26x99"] += " 26x99 " in described
        stats["accepted"] += run.check_code == 0
        stats["too deep"] += deepest > hostile.MAX_NEXT_TO

    def report(self, refused_wrongly: int) -> None:
        for kind in ("wall", "CPU"):
            print(f"  slowest run to its end ({kind}): {self.slowest[kind][0]:.1f} s, {self.slowest[kind][1]}")
        print(f"  runs over {self.timeout:g} s of wall time only (under it of CPU: the machine busy): {len(self.over_wall)}")
        for line in self.over_wall[:5]:
            print(f"    {line}")
        stats = self.stats
        print(f"  hostile rulesets: {stats['hostile']} mutants ({stats['largest']} on boards written from nothing, "
              f"{stats['26x99']} of them 26 x 99; {stats['grafted']} grafted); check accepts {stats['accepted']} of them; "
              f"next_to 9 to 12 deep in {stats['too deep']} (unchanged after), refused: {stats['too deep'] - refused_wrongly}")


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
