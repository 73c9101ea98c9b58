"""Every message of check, score and add in the group's language (issue 11), with no English left.

A problem is a catalogued message (generator.words.i18n.Message) until it is shown: these tests read
a Spanish and a French group's terminal, then walk many kinds of bad input and check that every
message template reached has an es and an fr translation, that no internal coordinate such as
"(-3,26)" and no PyYAML wording ("scanning a plain scalar") is ever shown, and that no code in
generator/ builds a problem from a plain English string again.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

from generator import campaigns
from generator.words.i18n import ENGLISH, Message, render, translator
from helpers import BAD, BROKEN_YAML, FIXTURES, HOUSES, R, episode, python_tree

ROOT = Path(__file__).parents[2]
COORDINATES = re.compile(r"\(-?\d+, ?-?\d+\)")
PYYAML = re.compile(r"scanning|could not find expected|mapping values are not allowed|expected <block end>|"
                    r"while parsing|found character|plain scalar", re.IGNORECASE)


def _templates(message: object) -> list[Message]:
    """A message and every message among its arguments, however deep."""
    if isinstance(message, Message):
        return [message] + [m for arg in message.args.values() for m in _templates(arg)]
    if isinstance(message, (list, tuple)):
        return [m for item in message for m in _templates(item)]
    return []


def _untranslated(message: Message, lang: str) -> list[str]:
    known = translator(lang).messages
    return [m.template for m in _templates(message)
            if (f"{m.context}\x04{m.template}" if m.context else m.template) not in known]


@pytest.fixture(scope="module")
def problems(tmp_path_factory):  # type: ignore[no-untyped-def]
    """Every bad input's problems, checked once."""
    found = {}
    for number, (case, text) in enumerate(BAD.items()):
        folder = tmp_path_factory.mktemp(f"case{number}") / "test"
        (folder / "episodes").mkdir(parents=True)
        for kind in ("boards", "pieces"):
            (folder / kind).mkdir()
            (folder / kind / "tiny.yaml").write_bytes((FIXTURES / "my-island" / kind / "tiny.yaml").read_bytes())
        (folder / "campaign.yaml").write_text("title: T\ngame: my-island\nmode: legacy\nboard: boards/tiny.yaml\n"
                                              "pieces: pieces/tiny.yaml\nplayers: [{name: Ana}, {name: Ben}]\n",
                                              encoding="utf-8")
        (folder / "episodes" / "01.yaml").write_text(text, encoding="utf-8")
        found[case] = campaigns.check(folder).problems
    return found


@pytest.mark.parametrize("case", list(BAD))
def test_every_bad_input_is_reported(problems, case):
    """A test of the scan below that cannot pass by finding nothing."""
    assert problems[case], case


@pytest.mark.parametrize("lang", ["es", "fr", "en"])
def test_no_message_shows_coordinates_or_parser_jargon(problems, lang):
    """Cells by their board names (A1, C4), YAML mistakes in plain words, in every language."""
    tr = translator(lang)
    for case, found in problems.items():
        for problem in found:
            text = problem.render(tr)
            assert not COORDINATES.search(text), f"{case}: {text}"
            assert not PYYAML.search(text), f"{case}: {text}"


@pytest.mark.parametrize("lang", ["es", "fr"])
def test_no_message_is_left_in_english(problems, lang):
    """Every template reached, arguments included, is in the catalogue; the whole line differs from English."""
    for case, found in problems.items():
        for problem in found:
            assert isinstance(problem.message, Message), f"{case}: a plain string: {problem.message!r}"
            assert not _untranslated(problem.message, lang), f"{case}: {_untranslated(problem.message, lang)}"
            assert render(problem.message, translator(lang)) != render(problem.message, ENGLISH), case


# A Spanish and a French group at the terminal

VALIDATION = episode(R(1, Ana="{Z9: house, A2: house}", Bob="pass"), R(99, Ana="stop", Ben="stop"))
RULES = episode(R(1, Ana=HOUSES, Ben="pass"), R(3, Ana="{A2: house, A3: house, A4: house}", Ben="stop"))
SCORED = episode(R(1, Ana=HOUSES, Ben="pass"), R(3, Ana="stop", Ben="stop"))

CHECK = {
    "es": ("espacio «Z9»: no es un espacio del tablero", "jugador desconocido «Bob»; jugadores: Ana y Ben",
           "carta desconocida «99» (¿querías decir «9»?)", "YAML no válido", "el espacio A2 ya está ocupado",
           "ronda 2, Ana: loseta 3 en A2: el espacio A2 ya está ocupado"),
    # French spacing: a no-break space before ":", a narrow one before ";" and "?"
    "fr": ("case «\u00a0Z9\u00a0»\u00a0: ce n’est pas une case du plateau", "joueur inconnu «\u00a0Bob\u00a0»\u202f; joueurs\u00a0: Ana et Ben",
           "carte «\u00a099\u00a0» inconnue (vouliez-vous dire «\u00a09\u00a0»\u202f?)", "YAML incorrect", "la case A2 est déjà occupée",
           "tour 2, Ana\u00a0: tuile 3 en A2\u00a0: la case A2 est déjà occupée"),
}


@pytest.mark.parametrize("lang", ["es", "fr"])
def test_check_speaks_the_groups_language_for_validation_and_rule_errors(make_campaign, cli, lang):
    """Bad cell, unknown player, wrong card, bad YAML syntax (validation) and MI-R03 overlap (rules)."""
    out = ""
    for slug, text in (("validation", VALIDATION), ("yaml", BROKEN_YAML), ("rules", RULES)):
        result = cli("check", make_campaign(text, slug=f"{slug}-{lang}", language=lang))
        assert result.exit_code == 1
        out += result.stderr
    for phrase in CHECK[lang]:
        assert phrase in out, f"{phrase!r} not in:\n{out}"
    assert "[MI-R03]" in out and "unknown" not in out and "already covered" not in out


@pytest.mark.parametrize("lang, words", [
    ("es", ("ronda 1   +2  MI-R05  2 × casa en un espacio de playa: A1 A2", "ronda 1   \u22121  LG-03   por pasar", "  0\u00a0puntos · puesto 1")),
    ("fr", ("tour 1   +2  MI-R05  2 × maison sur une case Plage\u00a0: A1 A2", "tour 1   \u22121  LG-03   a passé", "  0\u00a0point · rang 1")),
])
def test_score_speaks_the_groups_language(make_campaign, cli, lang, words):
    out = cli("score", make_campaign(SCORED, language=lang)).stdout
    assert all(word in out for word in words), out


@pytest.mark.parametrize("lang, words", [
    ("es", ("Ronda 2 añadida", "la campaña es correcta")),
    ("fr", ("Tour 2 ajouté", "la campagne est correcte")),
])
def test_add_speaks_the_groups_language_and_refuses_in_it(make_campaign, cli, lang, words):
    folder = make_campaign(episode(R(1, Ana=HOUSES, Ben="pass")), language=lang)
    refused = cli("add", folder, "1", "--card", "3", "Ana=A2", "Ben=stop")
    assert refused.exit_code == 1
    assert ("ya está ocupado" if lang == "es" else "est déjà occupée") in refused.stderr, refused.stderr
    assert ("rotación" if lang == "es" else "rotation") in refused.stderr
    added = cli("add", folder, "1", "--card", "3", "Ana=stop", "Ben=stop").stdout
    assert all(word in added for word in words), added


@pytest.mark.parametrize("lang, stop", [("es", "o abandona (LG-05)"), ("fr", "arrêtez de jouer")])
def test_LG_04_and_LG_05_in_my_islands_words(make_campaign, cli, lang, stop):
    """es: both editions say "abandonar" (issue 34, Spanish review 4); My Island's "loseta"."""
    folder = make_campaign(episode(R(1, Ana=HOUSES, Ben="pass")), language=lang)
    result = cli("add", folder, "1", "--card", "8", "Ana=A3", "Ben=stop")
    assert result.exit_code == 1 and stop in result.stderr, result.stderr


# No English-only message can creep back in

_EXEMPT = {"faq.py", "glossary.py"}
"""FAQ and glossary checks speak to chronicle's content authors, who write English first."""
_REPORTERS = {"error", "warn", "problem"}
_RAISED = {"NoMoves", "Ambiguous", "Outside", "Refused", "NotARepository"}


def _plain(node: ast.expr) -> bool:
    """A literal string, an f-string or a concatenation of them: English fixed at the call."""
    if isinstance(node, ast.Constant):
        return isinstance(node.value, str) and bool(node.value)
    if isinstance(node, ast.JoinedStr):
        return True
    if isinstance(node, ast.BinOp):
        return _plain(node.left) or _plain(node.right)
    if isinstance(node, ast.IfExp):
        return _plain(node.body) or _plain(node.orelse)
    return False


def _messages(tree: ast.AST):  # type: ignore[no-untyped-def]
    """Each argument that carries a problem's words: Problem(pos, message), r.error(pos, message)..., raise X(message)."""
    for node in ast.walk(tree):
        if isinstance(node, ast.Call):
            func = node.func
            name = func.id if isinstance(func, ast.Name) else func.attr if isinstance(func, ast.Attribute) else ""
            if (name == "Problem" or (isinstance(func, ast.Attribute) and name in _REPORTERS)) and len(node.args) > 1:
                yield node.args[1]
            elif name == "Problem":
                yield from (k.value for k in node.keywords if k.arg == "message")
        if isinstance(node, ast.Raise) and isinstance(node.exc, ast.Call) and isinstance(node.exc.func, ast.Name) \
                and node.exc.func.id in _RAISED and node.exc.args:
            yield node.exc.args[0]


def test_every_problem_message_in_the_code_is_a_catalogued_message():
    plain = []
    for path in sorted((ROOT / "generator").rglob("*.py")):
        if path.name in _EXEMPT:
            continue
        for arg in _messages(python_tree(path)):
            if _plain(arg):
                plain.append(f"{path.relative_to(ROOT)}:{arg.lineno}")
    assert not plain, "write these messages with _() or ngettext() from generator.words.i18n:\n" + "\n".join(plain)


def test_the_scan_finds_plain_strings():
    """The scan above can fail: it flags an f-string, a literal and a concatenation."""
    code = 'Problem(pos, f"x {y}")\nr.error(pos, "plain")\nself.problem(rnd, "a" + b, "LG-02")\nraise NoMoves("no")\n'
    assert sum(_plain(arg) for arg in _messages(ast.parse(code))) == 4
    assert not any(_plain(arg) for arg in _messages(ast.parse('Problem(pos, _("x"))\nr.error(pos, ngettext("a", "b", n))')))


def _binds_underscore(function: ast.AST) -> list[int]:
    """Lines where a function (not a comprehension inside it) assigns to `_`."""
    found, todo = [], list(ast.iter_child_nodes(function))
    while todo:
        node = todo.pop()
        if isinstance(node, (ast.ListComp, ast.SetComp, ast.DictComp, ast.GeneratorExp, ast.Lambda)):
            continue  # a scope of its own: `_` there does not hide the function's `_()`
        if isinstance(node, ast.Name) and node.id == "_" and isinstance(node.ctx, ast.Store):
            found.append(node.lineno)
        todo.extend(ast.iter_child_nodes(node))
    return found


def test_no_function_hides_the_message_function():
    """`for _ in ...` in a module that imports `_` makes every `_()` of that function fail at run time."""
    hidden = []
    for path in sorted((ROOT / "generator").rglob("*.py")):
        tree = python_tree(path)
        if not any(isinstance(n, ast.ImportFrom) and any(a.name == "_" for a in n.names) for n in tree.body):
            continue
        for function in ast.walk(tree):
            if isinstance(function, (ast.FunctionDef, ast.AsyncFunctionDef)):
                hidden += [f"{path.relative_to(ROOT)}:{line}" for line in _binds_underscore(function)]
    assert not hidden, "name the throwaway value (for _cell in ...), not `_`:\n" + "\n".join(sorted(set(hidden)))


@pytest.mark.parametrize("game, es", [("my-island", "coloca la loseta o abandona"), ("my-city", "abandona")])
def test_LG_04_ending_participation_in_each_editions_spanish(game, es):
    """The same English, two Spanish editions: a msgctxt per game picks its piece; both say "abandona"."""
    from generator.words.i18n import pgettext

    message = pgettext(game, "the token is on 0, so passing is not allowed: place the piece or end participation")
    assert message.render(translator("es")).endswith(es)
    assert message.render(translator("fr")).endswith("arrêtez de jouer")
