"""French typography: the no-break spaces French sets before its high punctuation and inside « ».

French writes "Manche 1 : carte 4", "Sûr ?", "« note »": a narrow no-break space (U+202F) before
; ! ?, a no-break space (U+00A0) before : and inside guillemets, so that a line never starts with
the mark. The catalogues, the content and the code's own strings are written with ordinary spaces
(or none: "Lucía: A3" is put together in Python); the spaces are set here, once, as the words are
shown: `french` for plain text (a line of the command line, a string table.js shows), `french_html`
for a rendered page (its text and its human-readable attributes, never its scripts, styles, code,
addresses or names).

A mark is French punctuation only when it ends a word and is followed by a space, the end of the
text or closing punctuation: "12:30", "https://", "file:12:3", "?key=", "!important" are left as
they are. Applying either function twice gives what applying it once gives.

French sets its apostrophe curly too: "l'île", "d'Inés" read "l’île", "d’Inés". Only an apostrophe
between two letters is one (an elision); a straight quote around a word ('Ana') is left as it is,
and so is a word that is an address, a path or code ("campaigns/l'île", "key='x'"), as is code; the
elided French word in front of one is prose ("retirée d’ile/episodes/01.yaml").
"""

from __future__ import annotations

import re
from bisect import bisect_right
from collections.abc import Callable, Mapping, Sequence
from html import unescape

NBSP = "\u00a0"
"""Before a colon and inside guillemets."""
NNBSP = "\u202f"
"""Before ; ! and ?."""

_MARKS = re.compile("[:;!?\u00ab\u00bb]")
_SPACES = (" ", NBSP, NNBSP)
_CLOSERS = frozenset(")]}\u00bb\u201d\u2019\"'.,\u2026;:!?")
"""What may follow ; ! ? and still leave it a mark of the sentence: "(vraiment ?)", "?!"."""
_AFTER_COLON = frozenset("\u00bb")
"""What may follow a colon and leave it a mark of the sentence, besides a space: « Règle : »."""
_OPENERS = frozenset("([{\u00ab\u201c\u2018")
_ENDS_WORD = frozenset(")]}\u00bb\u201d\u2019%\u2026")
"""What a mark may follow directly, besides letters and digits: "(LG-04) :", "50 % :", "x » :"."""
_POSITION = re.compile(r":\d+$")
"""A colon after "file:12" or "file:12:3" ends a position in a file, which editors read as it is."""
_ENTITY = re.compile(r"&#?\w{1,31};$")
_ENTITY_OPENED = re.compile(r"&#?\w{1,31}$")
"""Before the semicolon that closes an entity (&amp;, &#39;): part of the markup, not of the sentence."""
_VOID = frozenset({"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"})

# Elements whose text is not prose are kept byte for byte: scripts, styles, text fields, code.
# <svg> is not among them: its titles are read.
_RAW_OPENING = re.compile(r"<(?:code|pre|kbd|samp)[\s>]", re.IGNORECASE)
_LANG_TAG = re.compile(r"""<([a-zA-Z][\w-]*)\b[^>]*?\slang=["']?([\w-]+)[^>]*>""")
_PLAIN_CODE = re.compile(r"\{(?:[^{}]|\{(?:[^{}]|\{[^{}]*\})*\})*\}|`[^`\n]*`")
_MARKDOWN_CODE = re.compile(r"^ {0,3}(`{3,}|~{3,}).*?^ {0,3}\1[^\n]*$|(`+)[^\n]*?\2", re.MULTILINE | re.DOTALL)
_ENTITY_AT = re.compile(r"&#?\w{1,31};")
_ATTRIBUTE = re.compile(r"""(\s)([\w:.-]+)=(["'])(.*?)\3""", re.DOTALL)
_TEXT_ATTRIBUTES = frozenset({"title", "alt", "aria-label", "aria-description", "placeholder", "label",
                              "data-pagefind-meta", "data-placeholder", "data-template", "data-start", "data-end",
                              "data-close", "data-zoom", "data-play", "data-pause"})
"""Attributes read by people (tooltips, screen readers, search results, the replay's words); any
other attribute (href, src, id, class, style, data-seat...) is an address, a name or code."""
_DESCRIPTION = re.compile(r"""<meta\b[^>]*\b(?:name|property)=["']?(?:description|og:description|twitter:description)\b""")

_DE = re.compile(r"\b([dD])e %\((\w+)\)s")

APOSTROPHE = "\u2019"
_ELISION = re.compile(r"(?<=[^\W\d_])'(?=[^\W\d_])")
"""A straight apostrophe between two letters: French elides ("l'île", "qu'un", "aujourd'hui")."""
_APOSTROPHES = ("'", "&#39;", "&#x27;", "&#X27;", "&apos;")
"""A straight apostrophe in a page, as written or escaped (Jinja writes &#39;)."""
_HTML_APOSTROPHE = re.compile(r"'|&#39;|&#x27;|&apos;", re.IGNORECASE)
_NOT_PROSE = re.compile(r"[/\\=<>@]|://")
"""A word with one of these is an address, a path or code: its apostrophes stay straight."""
_WORD = re.compile(r"[^\s\u00ab\u00bb]+")
"""A word, as far as its apostrophes go: guillemets bound it, as the space the spacing puts beside them will."""
_VOWEL = frozenset("aeiouyàâäéèêëîïôöùûüœæ")
"""What "de" elides before: a vowel; never h, which French names sound (Hannah, Hugo) or not."""


def french_de(template: str, values: Mapping[str, object]) -> str:
    """A French template whose "de %(name)s" elides before a name that starts with a vowel: "le
    plateau d'Inés", "le plateau de Mateo". Applied before the values are put in, so that only a
    value's own first letter decides, never text the template wrote itself."""
    if "e %(" not in template:
        return template

    def elided(match: re.Match[str]) -> str:
        value = str(values.get(match[2], ""))
        return f"{match[1]}'%({match[2]})s" if value[:1].lower() in _VOWEL else match[0]

    return _DE.sub(elided, template)


Edit = tuple[int, int, str]
"""Replace text[start:end] by the string."""


def french(text: str) -> str:
    """Plain text with French spacing around its punctuation and curly apostrophes; a message's YAML
    example between braces ({piece: 7, remove: true}) or backquotes is code, which a reader may copy: kept."""
    if "'" in text:
        text = _apostrophes_outside(text, _PLAIN_CODE)
    if not _MARKS.search(text):
        return text
    return _outside_code(text, _PLAIN_CODE)


def apostrophes(text: str) -> str:
    """Prose with its elisions' apostrophes set curly ("l’île"), except in a word that is an address,
    a path or code."""
    if "'" not in text:
        return text
    return _WORD.sub(_word_apostrophes, text)


_LEADING_ELISION = re.compile(r"^(?:[cdjlmnst]|qu|jusqu|lorsqu|puisqu)'(?=[^\W\d_])", re.IGNORECASE)
"""French's elided word before a path or an address: "retirée d'ile/episodes/01.yaml" elides in prose."""


def _word_apostrophes(m: re.Match[str]) -> str:
    word = m[0]
    if "'" not in word:
        return word
    if _NOT_PROSE.search(word):  # a path or code keeps its own apostrophes; the French elision before it is prose
        elided = _LEADING_ELISION.match(word)
        return word if elided is None else word[:elided.end() - 1] + APOSTROPHE + word[elided.end():]
    return _ELISION.sub(APOSTROPHE, word)


def _apostrophes_outside(text: str, code: re.Pattern[str]) -> str:
    parts, done = [], 0
    for m in code.finditer(text):
        parts += [apostrophes(text[done:m.start()]), m[0]]
        done = m.end()
    return "".join(parts) + apostrophes(text[done:])


def french_markdown(text: str) -> str:
    """Markdown (a guide read in the terminal) with French spacing in its prose, never in its code:
    fenced blocks and `inline code` keep "key: value" as YAML wants it."""
    return _outside_code(_apostrophes_outside(text, _MARKDOWN_CODE) if "'" in text else text, _MARKDOWN_CODE)


def _outside_code(text: str, code: re.Pattern[str]) -> str:
    spans = [edge for m in code.finditer(text) for edge in m.span()]
    view = _Code(text, spans) if spans else _Plain(text)
    marks = [position for position in _positions(text, ":;!?\u00ab\u00bb") if view.editable(position)]
    return _apply(text, _edits(text, marks, view))


def french_html(html: str, lang: str = "fr") -> str:
    """A page (or a part of one) with French spacing in its French text: all of it when `lang` is
    French, except elements marked in another language (a group's notes in its own); on a page in
    another language, only its elements marked lang="fr"."""
    if _language(lang) != "fr":
        return _french_elements(html)
    marks = _positions(html, ":;!?\u00ab\u00bb")
    quotes = _positions(html, _APOSTROPHES)
    if not marks and not quotes:
        return html
    page = _Html(html, lang)
    text_marks: list[int] = []
    tags: dict[int, int] = {}  # the start of each tag with a mark inside, and that mark
    for position in marks:
        if page.in_raw(position):
            continue
        start = page.tag_around(position)
        if start is not None:
            tags.setdefault(start, position)
        elif page.is_french(position):
            text_marks.append(position)
    edits = _edits(html, text_marks, page)
    for position in quotes:
        if page.in_raw(position):
            continue
        start = page.tag_around(position)
        if start is not None:
            tags.setdefault(start, position)
        elif page.is_french(position):
            edit = _apostrophe(html, position, page)
            if edit is not None:
                edits.append(edit)
    for start, position in tags.items():
        if page.is_french(position):
            edits += _attribute_edits(html, start)
    return _apply(html, sorted(edits))


def _apostrophe(html: str, position: int, page: _Html) -> Edit | None:
    """The curly apostrophe of an elision in a page's text: a straight one (or &#39;, as Jinja escapes
    it) between two letters, tags seen through ("d'<b>Inés</b>"), in a word that is not an address."""
    end = _HTML_APOSTROPHE.match(html, position)
    assert end is not None
    after = end.end()
    while after < len(html) and html[after] == "<":  # an element opening or closing right after: seen through
        closing = html.find(">", after)
        if closing < 0 or _RAW_OPENING.match(html, after):
            return None
        after = closing + 1
    before = page.before(position)
    if before < 0 or after >= len(html):
        return None
    following = page.char(after)
    if not page.char(before).isalpha() or not following.isalpha():
        return None
    start = position
    while start > 0 and not html[start - 1].isspace() and html[start - 1] not in ">\u00ab\u00bb":
        start -= 1
    stop = after
    while stop < len(html) and not html[stop].isspace() and html[stop] not in "<\u00ab\u00bb":
        stop += 1
    if _NOT_PROSE.search(html[start:position] + " " + html[after:stop]):
        return None
    return position, end.end(), APOSTROPHE


def _positions(text: str, chars: Sequence[str]) -> list[int]:
    """Where any of `chars` (characters, or strings) is in `text`, in order; found with str.find,
    which outruns a regular expression over a page."""
    found = []
    for char in chars:
        position = text.find(char)
        while position >= 0:
            found.append(position)
            position = text.find(char, position + 1)
    return sorted(found)


def _edits(text: str, marks: list[int], view: _Plain) -> list[Edit]:
    """The spaces to set around each mark; one edit per place, in order."""
    edits: dict[int, Edit] = {}
    for position in marks:
        mark = text[position]
        edit = _guillemet(text, position, view) if mark in "\u00ab\u00bb" else _before_mark(text, position, view)
        if edit is not None:
            edits[edit[0]] = edit
    return [edits[start] for start in sorted(edits)]


def _before_mark(text: str, position: int, view: _Plain) -> Edit | None:
    """The space before ; ! ? or : that ends a word: the right no-break space, set or put in."""
    mark = text[position]
    space = NBSP if mark == ":" else NNBSP
    following = view.char_after(position)
    if following and not following.isspace() and following not in (_AFTER_COLON if mark == ":" else _CLOSERS):
        return None  # "12:30", "https://", "?key=", "!important": not punctuation of a sentence
    head = text[max(0, position - 32):position]
    if mark == ";" and _ENTITY_OPENED.search(head) or mark == ":" and _POSITION.search(head):
        return None
    before = view.before(position)
    if before < 0:
        return None
    char = view.char(before)
    if char in _SPACES:
        word = view.before(before)
        if char == space or word < 0 or view.char(word).isspace() or view.char(word) in _OPENERS:
            return None  # "« ?" is a guillemet's space, not the mark's
        return (before, before + 1, space) if view.editable(before) else None
    if char.isalnum() or char in _ENDS_WORD or mark in ";:" and char in "?!":
        return position, position, space  # "épisode ? ; En mode…": a list of questions
    return None


def _guillemet(text: str, position: int, view: _Plain) -> Edit | None:
    """A no-break space inside « and »: set in place of an ordinary one, or put in."""
    if text[position] == "\u00ab":
        following = view.char_after(position)
        if not following or following == NBSP or following.isspace() and following not in _SPACES:
            return None
        if text[position + 1:position + 2] in _SPACES:
            return position + 1, position + 2, NBSP
        return position + 1, position + 1, NBSP
    before = view.before(position)
    if before < 0:
        return None
    char = view.char(before)
    if char == NBSP or char.isspace() and char not in _SPACES:
        return None
    if char in _SPACES:
        word = view.before(before)
        if word < 0 or view.char(word).isspace() or not view.editable(before):
            return None
        return before, before + 1, NBSP
    return position, position, NBSP


def _apply(text: str, edits: list[Edit]) -> str:
    if not edits:
        return text
    parts, done = [], 0
    for start, end, replacement in edits:
        parts += [text[done:start], replacement]
        done = end
    parts.append(text[done:])
    return "".join(parts)


class _Plain:
    """Plain text as the rules read it: every character is seen."""

    def __init__(self, text: str) -> None:
        self.text = text

    def before(self, position: int) -> int:
        """Where the character seen before `position` is; -1 at the start."""
        return position - 1

    def char(self, position: int) -> str:
        return self.text[position]

    def editable(self, position: int) -> bool:
        """Whether the character at `position` may be replaced (a space in code may not)."""
        return True

    def char_after(self, position: int) -> str:
        """The character seen after `position`; "" at the end."""
        return self.text[position + 1:position + 2]


class _Code(_Plain):
    """Text with code in it, as the rules read it: code is seen (a mark after `code` leans on it),
    never changed."""

    def __init__(self, text: str, code: list[int]) -> None:
        super().__init__(text)
        self.code = code

    def editable(self, position: int) -> bool:
        return bisect_right(self.code, position) % 2 == 0


class _Html(_Plain):
    """A page as the rules read it: its text, with tags between words seen through ("Manche
    1</a>: carte" has a colon after "1"), entities seen as the characters they stand for.

    Pages run to megabytes of SVG: everything here is found with str.find, which outruns re."""

    def __init__(self, html: str, lang: str) -> None:
        super().__init__(html)
        self.scripts = _spans(html, ("script", "style", "textarea"))
        self.languages = _language_elements(html, lang)
        self.french = _language(lang) == "fr"

    def tag_around(self, position: int) -> int | None:
        """Where the tag holding `position` starts; None when it is in text."""
        opening = self.text.rfind("<", 0, position)
        return opening if opening > self.text.rfind(">", 0, position) else None

    def in_raw(self, position: int) -> bool:
        """In a script, a style or a text field, or in code (<code>, <pre>, <kbd>, <samp>, which hold
        no tags of their own: the tag before the text is theirs)."""
        if bisect_right(self.scripts, position) % 2:
            return True
        opening = self.text.rfind("<", 0, position)
        return opening >= 0 and _RAW_OPENING.match(self.text, opening) is not None

    def editable(self, position: int) -> bool:
        return not self.in_raw(position)

    def is_french(self, position: int) -> bool:
        """The language of the innermost element around `position` (its lang attribute) is French."""
        if len(self.languages) == 1:  # most pages: no element in a language of its own
            return self.french
        lang = self.languages[0][2]
        for start, end, element_lang in self.languages[1:]:
            if start > position:
                break
            if position < end:
                lang = element_lang
        return _language(lang) == "fr"

    def before(self, position: int) -> int:
        html = self.text
        position -= 1
        while position >= 0 and html[position] == ">":
            opening = html.rfind("<", 0, position)
            if opening < 0 or html.startswith(("</script", "</style", "</textarea"), opening):
                return -1  # no word to lean on
            position = opening - 1
        if position >= 0 and html[position] == ";":
            entity = _ENTITY.search(html, max(0, position - 32), position + 1)
            if entity:
                return entity.start()
        return position

    def char(self, position: int) -> str:
        if self.text[position] == "&":
            entity = _ENTITY_AT.match(self.text, position, position + 33)
            if entity:
                return unescape(entity[0])[:1]
        return self.text[position]

    def char_after(self, position: int) -> str:
        """A tag after a mark ends its text ("pour y jouer ?</title><desc>Verdict"): seen as the end."""
        position += 1
        if position >= len(self.text) or self.text[position] == "<":
            return ""
        return self.char(position)


def _spans(html: str, names: tuple[str, ...]) -> list[int]:
    """Where the elements of `names` start and end, as a sorted flat list [start, end, start, end...]."""
    spans: list[tuple[int, int]] = []
    for name in names:
        start = html.find(f"<{name}")
        while start >= 0:
            close = html.find(f"</{name}", start)
            end = len(html) if close < 0 else html.find(">", close) + 1 or len(html)
            spans.append((start, end))
            start = html.find(f"<{name}", end)
    return [edge for span in sorted(spans) for edge in span]


def _language(tag: str) -> str:
    """The language of a language tag: "fr" of "fr-CA"."""
    return tag.split("-")[0].lower()


def _french_elements(html: str) -> str:
    """A page in another language with French spacing in its elements marked lang="fr"."""
    parts, done = [], 0
    for start, tag, name, lang in _language_tags(html):
        if start >= done and _language(lang) == "fr":
            end = _element_end(html, name, tag)
            parts += [html[done:start], french_html(html[start:end])]
            done = end
    return "".join(parts) + html[done:] if parts else html


def _language_elements(html: str, lang: str) -> list[tuple[int, int, str]]:
    """The page's language, then each element that names its own (start, end, language), in order."""
    return [(0, len(html), lang)] + [(start, _element_end(html, name, tag), element_lang)
                                     for start, tag, name, element_lang in _language_tags(html)]


def _language_tags(html: str) -> list[tuple[int, int, str, str]]:
    """Each tag with a lang attribute: where it starts and ends, its element's name, the language."""
    tags = []
    found = html.find(" lang=")
    while found >= 0:
        start = html.rfind("<", 0, found)
        tag = _LANG_TAG.match(html, start) if start >= 0 else None
        if tag is not None:
            tags.append((start, tag.end(), tag[1].lower(), tag[2]))
        found = html.find(" lang=", found + 6)
    return tags


def _element_end(html: str, name: str, start: int) -> int:
    """Where the element whose opening tag ends at `start` ends (its closing tag counted in)."""
    if name == "html" or name in _VOID:  # the whole page; an element without content
        return len(html) if name == "html" else start
    depth, position = 1, start
    opening, closing = f"<{name}", f"</{name}"
    while depth:
        close = html.find(closing, position)
        if close < 0:
            return len(html)
        nested = html.find(opening, position, close)
        while nested >= 0:
            if not html[nested + len(opening)].isalnum():  # <p> or <p class...>, not <pre>
                depth += 1
            nested = html.find(opening, nested + 1, close)
        depth -= 1
        position = html.find(">", close) + 1 or len(html)
    return position


def _attribute_edits(html: str, start: int) -> list[Edit]:
    """French spacing in the human-readable attributes of the tag that starts at `start`."""
    end = html.find(">", start)
    tag = html[start:end]
    edits = []
    for m in _ATTRIBUTE.finditer(tag):
        name = m[2].lower()
        if name in _TEXT_ATTRIBUTES or name == "content" and _DESCRIPTION.match(tag):
            value = m[4]
            spaced = french(_HTML_APOSTROPHE.sub("'", value) if "&" in value else value)
            if "'" in spaced and "&" in value:  # a straight quote that was no elision goes back as it was written
                spaced = spaced.replace("'", "&#39;")
            if spaced != value:
                edits.append((start + m.start(4), start + m.end(4), spaced))
    return edits


def typesetter(lang: str) -> Callable[[str], str]:
    """The typography of a language's plain text: French's spacing, or the text as it is."""
    return french if lang == "fr" else _unchanged


def _unchanged(text: str) -> str:
    return text


_INLINE_CODE = re.compile(r"`([^`\n]+)`")


def code_quoted(text: str, lang: str) -> str:
    """Plain text as a terminal shows it, after its typography: a message's `code` (YAML to copy) between
    the language's quotation marks, as values quoted back stand, since a terminal shows no Markdown
    (« start: », «rules:», “blocked: R3”). Applied once, last: the code keeps "key: value" as YAML wants it."""
    return _INLINE_CODE.sub(lambda m: quoted(m[1], lang), text) if "`" in text else text


_INNER = re.compile("\u00ab[ \u00a0\u202f]*(.*?)[ \u00a0\u202f]*\u00bb", re.DOTALL)


def quoted(text: str, lang: str) -> str:
    """`text` between the quotation marks of `lang`: « » in French (with no-break spaces) and Spanish,
    “ ” in English. Quotes inside the text take the second level: a note « … « … » » reads « … “ … ” »."""
    if lang in ("fr", "es"):
        inner = _INNER.sub("\u201c\\1\u201d", text)
        return f"\u00ab{NBSP}{inner}{NBSP}\u00bb" if lang == "fr" else f"\u00ab{inner}\u00bb"
    return f"\u201c{text}\u201d"


def typeset_values(value: object, lang: str) -> object:
    """Strings, and lists and dicts of them (a page's strings for its script), in `lang`'s typography."""
    if isinstance(value, str):
        return typesetter(lang)(value)
    if isinstance(value, (list, tuple)):
        return [typeset_values(item, lang) for item in value]
    if isinstance(value, dict):
        return {key: typeset_values(item, lang) for key, item in value.items()}
    return value
