"""French typography: the no-break spaces French sets before its high punctuation and inside « ».

French writes "Tour 1 : carte 4", "Sûr ?", "« note »": a narrow no-break space (U+202F) before
; ! ?, a no-break space (U+00A0) before : and inside guillemets, so that a line never starts with
the mark. The catalogues, the content and the code's own strings are written with ordinary spaces
(or none: "Lucía: A3" is put together in Python), except French Markdown read raw (the guides'
sources, the READMEs init writes), set in the file; the spaces are set here, once, as the words are
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

Beside it: elision.py (which apostrophes elide, and "de" before a vowel), page_text.py (how a page is
read: tags, entities, raw elements, languages) and quotes.py (each language's quotation marks).
"""

from __future__ import annotations

import re
from bisect import bisect_right
from collections.abc import Callable, Sequence

from generator.words.elision import APOSTROPHE, NOT_PROSE, apostrophes_outside
from generator.words.page_text import RAW_OPENING, Code, Page, Plain, element_end, language, language_tags

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
_ENTITY_OPENED = re.compile(r"&#?\w{1,31}$")
"""Before the semicolon that closes an entity (&amp;, &#39;): part of the markup, not of the sentence."""

_PLAIN_CODE = re.compile(r"\{(?:[^{}]|\{(?:[^{}]|\{[^{}]*\})*\})*\}|`[^`\n]*`")
# an inline span may wrap onto the next line, as Markdown reads it (`once:⏎episode`), never across a blank line
_MARKDOWN_CODE = re.compile(r"^ {0,3}(`{3,}|~{3,}).*?^ {0,3}\1[^\n]*$|(`+)(?:[^\n]|\n(?![ \t]*\n))*?\2", re.MULTILINE | re.DOTALL)
_ATTRIBUTE = re.compile(r"""(\s)([\w:.-]+)=(["'])(.*?)\3""", re.DOTALL)
_TEXT_ATTRIBUTES = frozenset({"title", "alt", "aria-label", "aria-description", "placeholder", "label",
                              "data-pagefind-meta", "data-placeholder", "data-template", "data-start", "data-end",
                              "data-close", "data-zoom", "data-play", "data-pause",
                              "data-clear", "data-zero", "data-one", "data-many", "data-searching"})
"""Attributes read by people (tooltips, screen readers, search results, the replay's words); any
other attribute (href, src, id, class, style, data-seat...) is an address, a name or code. The search
box's words (data-zero...) are pagefind's: shown as they are, so set here."""
_READABLE = re.compile(r"\s(?:%s)=" % "|".join(map(re.escape, sorted(_TEXT_ATTRIBUTES | {"content"}))), re.IGNORECASE)
"""Whether a tag may hold a readable attribute (what _ATTRIBUTE would find, and more): most hold none."""
_DESCRIPTION = re.compile(r"""<meta\b[^>]*\b(?:name|property)=["']?(?:description|og:description|twitter:description)\b""")


_APOSTROPHES = ("'", "&#39;", "&#x27;", "&#X27;", "&apos;")
"""A straight apostrophe in a page, as written or escaped (Jinja writes &#39;)."""
_HTML_APOSTROPHE = re.compile("|".join(map(re.escape, _APOSTROPHES)))


Edit = tuple[int, int, str]
"""Replace text[start:end] by the string."""


def french(text: str) -> str:
    """Plain text with French spacing around its punctuation and curly apostrophes; a message's YAML
    example between braces ({piece: 7, remove: true}) or backquotes is code, which a reader may copy: kept."""
    if "'" in text:
        text = apostrophes_outside(text, _PLAIN_CODE)
    if not _MARKS.search(text):
        return text
    return _outside_code(text, _PLAIN_CODE)


def french_markdown(text: str) -> str:
    """Markdown (a guide read in the terminal) with French spacing in its prose, never in its code:
    fenced blocks and `inline code` keep "key: value" as YAML wants it."""
    return _outside_code(apostrophes_outside(text, _MARKDOWN_CODE) if "'" in text else text, _MARKDOWN_CODE)


def _outside_code(text: str, code: re.Pattern[str]) -> str:
    spans = [edge for m in code.finditer(text) for edge in m.span()]
    view = Code(text, spans) if spans else Plain(text)
    # a line or an attribute is short: one search outruns setting up a str.find per mark
    marks = [m.start() for m in _MARKS.finditer(text) if view.editable(m.start())]
    return _apply(text, _edits(text, marks, view))


def french_html(html: str, lang: str = "fr") -> str:
    """A page (or a part of one) with French spacing in its French text: all of it when `lang` is
    French, except elements marked in another language (a group's notes in its own); on a page in
    another language, only its elements marked lang="fr"."""
    if language(lang) != "fr":
        return _french_elements(html)
    marks = _positions(html, _PAGE_MARKS)
    quotes = _positions(html, _PAGE_APOSTROPHES)
    if not marks and not quotes:
        return html
    page = Page(html, lang)
    tags: dict[int, int] = {}  # the start of each tag with a mark inside, and that mark
    edits = _edits(html, _in_french_text(marks, page, tags), page)
    edits += [edit for position in _in_french_text(quotes, page, tags)
              if (edit := _apostrophe(html, position, page)) is not None]
    for start, position in tags.items():
        if page.is_french(position):
            edits += _attribute_edits(html, start)
    return _apply(html, sorted(edits))


def _in_french_text(positions: list[int], page: Page, tags: dict[int, int]) -> list[int]:
    """Of `positions`, those in the page's French text; one in a tag is noted in `tags` (the tag's
    start, and the position), whose readable attributes are set apart."""
    # Page.in_raw and Page.tag_around, read off one search for the "<" before each position: a page
    # has hundreds of marks, most of them in its drawings' tags.
    found = []
    html, scripts = page.text, page.scripts
    # The language is the same from one edge of an element marked with its own to the next: read
    # once per stretch, not per mark (positions come in order).
    edges = sorted({edge for start, end, _ in page.languages[1:] for edge in (start, end)})
    french, until = False, -1
    for position in positions:
        if scripts and bisect_right(scripts, position) % 2:
            continue
        opening = html.rfind("<", 0, position)
        if opening >= 0:
            if html[opening + 1] in _RAW_FIRST and RAW_OPENING.match(html, opening):  # in code
                continue
            if html.find(">", opening, position) < 0:  # in the tag
                tags.setdefault(opening, position)
                continue
        if position >= until:
            french = page.is_french(position)
            following = bisect_right(edges, position)
            until = edges[following] if following < len(edges) else len(html) + 1
        if french:
            found.append(position)
    return found


_RAW_FIRST = frozenset("cCpPkKsS")
"""The first letters of RAW_OPENING's elements: most tags before a mark (</span>, <a, <li) are read off it."""


def _apostrophe(html: str, position: int, page: Page) -> Edit | None:
    """The curly apostrophe of an elision in a page's text: a straight one (or &#39;, as Jinja escapes
    it) between two letters, tags seen through ("d'<b>Inés</b>"), in a word that is not an address."""
    end = _HTML_APOSTROPHE.match(html, position)
    assert end is not None
    after = end.end()
    while after < len(html) and html[after] == "<":  # an element opening or closing right after: seen through
        closing = html.find(">", after)
        if closing < 0 or RAW_OPENING.match(html, after):
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
    if NOT_PROSE.search(html[start:position] + " " + html[after:stop]):
        return None
    return position, end.end(), APOSTROPHE


Search = tuple[tuple[str, tuple[str, ...], bool], ...]
"""How _positions finds strings: each first character, the longer strings that start with it, and
whether the character alone is one."""


def _search(chars: Sequence[str]) -> Search:
    firsts = dict.fromkeys(char[0] for char in chars)
    return tuple((first, tuple(char for char in chars if char[0] == first and len(char) > 1), first in chars)
                 for first in firsts)


_PAGE_MARKS = _search(":;!?\u00ab\u00bb")
_PAGE_APOSTROPHES = _search(_APOSTROPHES)


def _positions(text: str, search: Search) -> list[int]:
    """Where any of the searched characters (or strings) is in `text`, in order. Found by their first
    character with str.find, which outruns a regular expression over a page, and outruns itself
    searching for a longer string ("&#39;": a page's few "&" are found, then read)."""
    found = []
    for first, longer, alone in search:
        position = text.find(first)
        while position >= 0:
            if alone or any(text.startswith(char, position) for char in longer):
                found.append(position)
            position = text.find(first, position + 1)
    return sorted(found)


def _edits(text: str, marks: list[int], view: Plain) -> list[Edit]:
    """The spaces to set around each mark; one edit per place, in order."""
    edits: dict[int, Edit] = {}
    # A page's marks were found in its text (_in_french_text); most sit between plain characters
    # ("Tour 1 : carte", "Règle:"): those are read here, the rest (a guillemet, a tag or an entity
    # beside the mark, plain text) by the rules' general reading.
    page = view if isinstance(view, Page) else None
    for position in marks:
        mark = text[position]
        if page is not None and mark in ";:!?":
            edit = _page_mark(text, position, page)
            if edit is not _UNSURE:
                if edit is not None:
                    edits[edit[0]] = edit
                continue
        edit = _guillemet(text, position, view) if mark in "\u00ab\u00bb" else _before_mark(text, position, view)
        if edit is not None:
            edits[edit[0]] = edit
    return [edits[start] for start in sorted(edits)]


_UNSURE: Edit = (-1, -1, "")
"""_page_mark's answer when a tag or an entity is beside the mark: the general reading decides."""
_NOT_PLAIN = frozenset("<>;&")
"""Beside a mark in a page, what the general reading sees through (a tag, an entity): read by it."""


def _page_mark(html: str, position: int, page: Page) -> Edit | None:
    """_before_mark for a mark in a page's text, read off the characters themselves where they are
    plain; _UNSURE when an entity is beside it, or a space before it is behind a tag."""
    following = html[position + 1:position + 2]
    if following == "&" or position < 2:
        return _UNSURE
    if not _ends_a_sentence_word(html, position, "" if following == "<" else following):  # a tag after the mark ends its text
        return None
    before = position - 1
    if html[before] in ">;":  # a tag before the mark is seen through ("Ana</span>:"), as is an entity
        before = page.before(position)
        if before < 0:
            return None
    return _page_space(html, before, position)


def _ends_a_sentence_word(html: str, position: int, following: str) -> bool:
    """Whether the mark at position, followed by following, may take a space: no "12:30", no "?key"."""
    mark = html[position]
    if following and not following.isspace() and following not in (_AFTER_COLON if mark == ":" else _CLOSERS):
        return False
    return not _token_end(html, position, mark)


def _page_space(html: str, before: int, position: int) -> Edit | None:
    """The space the mark at position takes, the character at before being the text's last before it. A
    space right before the mark is in the same text as the mark, so it may be replaced."""
    char, mark = html[before], html[position]
    if char == "&":
        return _UNSURE
    space = NBSP if mark == ":" else NNBSP
    if char in _SPACES:
        word = html[before - 1]
        if before != position - 1 or word in _NOT_PLAIN:
            return _UNSURE
        if char == space or word.isspace() or word in _OPENERS:
            return None
        return before, position, space
    if char.isalnum() or char in _ENDS_WORD or mark in ";:" and char in "?!":
        return position, position, space
    return None


def _before_mark(text: str, position: int, view: Plain) -> Edit | None:
    """The space before ; ! ? or : that ends a word: the right no-break space, set or put in."""
    mark = text[position]
    space = NBSP if mark == ":" else NNBSP
    if _in_a_token(text, position, view):
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


def _in_a_token(text: str, position: int, view: Plain) -> bool:
    """Whether the mark is no punctuation of a sentence: "12:30", "https://", "?key=", "!important", the
    ; ending an entity (&amp;), the : of a position in a file (file:12:3)."""
    mark = text[position]
    following = view.char_after(position)
    if following and not following.isspace() and following not in (_AFTER_COLON if mark == ":" else _CLOSERS):
        return True
    return _token_end(text, position, mark)


def _token_end(text: str, position: int, mark: str) -> bool:
    """Whether the mark ends an entity (&amp;) or a position in a file (file:12:3)."""
    # each pattern searched only where it could end (a word's character, a digit, right before the mark) and
    # its first character is: most marks have neither before them, and ! and ? end neither
    last, start = text[position - 1:position], max(0, position - 32)
    if mark == ";":
        return ((last.isalnum() or last == "_") and text.find("&", start, position) >= 0
                and _ENTITY_OPENED.search(text, start, position) is not None)
    if mark == ":":
        return last.isdigit() and text.find(":", start, position) >= 0 and _POSITION.search(text, start, position) is not None
    return False


def _guillemet(text: str, position: int, view: Plain) -> Edit | None:
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
        parts.append(text[done:start])
        parts.append(replacement)
        done = end
    parts.append(text[done:])
    return "".join(parts)


def _french_elements(html: str) -> str:
    """A page in another language with French spacing in its elements marked lang="fr"."""
    parts, done, read = [], 0, 0
    for start, tag, name, lang in language_tags(html):
        if start >= read and language(lang) == "fr":
            read = element_end(html, name, tag)
            element = html[start:read]
            spaced = french_html(element)
            if spaced != element:  # most are a language's name ("Français"): the page is not copied for them
                parts += [html[done:start], spaced]
                done = read
    return "".join(parts) + html[done:] if parts else html


def _attribute_edits(html: str, start: int) -> list[Edit]:
    """French spacing in the human-readable attributes of the tag that starts at `start`."""
    end = html.find(">", start)
    tag = html[start:end]
    if not _READABLE.search(tag):  # a drawing's tags name no readable attribute: not parsed
        return []
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


def typeset_values(value: object, lang: str) -> object:
    """Strings, and lists and dicts of them (a page's strings for its script), in `lang`'s typography."""
    if isinstance(value, str):
        return typesetter(lang)(value)
    if isinstance(value, (list, tuple)):
        return [typeset_values(item, lang) for item in value]
    if isinstance(value, dict):
        return {key: typeset_values(item, lang) for key, item in value.items()}
    return value


def typeset_messages(value: object, lang: str, keys: frozenset[str]) -> object:
    """A JSON answer with the strings under `keys` (its messages) in `lang`'s typography, at any depth; every
    other string (a name, an SVG, a YAML text, a cell) is data and stays as it is."""
    if isinstance(value, dict):
        return {key: typeset_values(item, lang) if key in keys and isinstance(item, str)
                else typeset_messages(item, lang, keys) for key, item in value.items()}
    if isinstance(value, (list, tuple)):
        return [typeset_messages(item, lang, keys) for item in value]
    return value
