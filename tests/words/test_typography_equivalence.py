"""French typography, the faster reading of a page (issue 35, the speed given back) sets exactly what the
reading before it set: the same no-break spaces before ; : ! ? and inside « », the same curly apostrophes,
in the same places, on any page, line of plain text or Markdown guide.

The reference below is generator/words/typography.py as it was before (0de5e2c, db9e570): every mark read
through the page's general methods. It lives here only, as the yardstick; the site uses the module.
Generated text mixes French words, the marks, guillemets, apostrophes (straight and escaped), numbers,
times, positions in a file, addresses, existing no-break spaces, entities, tags with readable and other
attributes, elements in another language, scripts and code.
"""

from __future__ import annotations

import re
from bisect import bisect_right
from collections.abc import Sequence

from hypothesis import given, settings
from hypothesis import strategies as st

from generator.words import typography
from generator.words.elision import APOSTROPHE, NOT_PROSE, apostrophes_outside
from generator.words.page_text import RAW_OPENING, Code, Page, Plain, element_end, language, language_tags

# --- the reference: the typography module before the faster reading --------------------------------

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
    marks = [position for position in _positions(text, ":;!?\u00ab\u00bb") if view.editable(position)]
    return _apply(text, _edits(text, marks, view))


def french_html(html: str, lang: str = "fr") -> str:
    """A page (or a part of one) with French spacing in its French text: all of it when `lang` is
    French, except elements marked in another language (a group's notes in its own); on a page in
    another language, only its elements marked lang="fr"."""
    if language(lang) != "fr":
        return _french_elements(html)
    marks = _positions(html, ":;!?\u00ab\u00bb")
    quotes = _positions(html, _APOSTROPHES)
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
    for position in positions:
        if scripts and bisect_right(scripts, position) % 2:
            continue
        opening = html.rfind("<", 0, position)
        if opening >= 0:
            if RAW_OPENING.match(html, opening):  # in code
                continue
            if html.find(">", opening, position) < 0:  # in the tag
                tags.setdefault(opening, position)
                continue
        if page.is_french(position):
            found.append(position)
    return found


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


def _positions(text: str, chars: Sequence[str]) -> list[int]:
    """Where any of `chars` (characters, or strings) is in `text`, in order. Found by their first
    character with str.find, which outruns a regular expression over a page, and outruns itself
    searching for a longer string ("&#39;": a page's few "&" are found, then read)."""
    found = []
    for first in dict.fromkeys(char[0] for char in chars):
        longer = [char for char in chars if char[0] == first and len(char) > 1]
        alone = first in chars
        position = text.find(first)
        while position >= 0:
            if alone or any(text.startswith(char, position) for char in longer):
                found.append(position)
            position = text.find(first, position + 1)
    return sorted(found)


def _edits(text: str, marks: list[int], view: Plain) -> list[Edit]:
    """The spaces to set around each mark; one edit per place, in order."""
    edits: dict[int, Edit] = {}
    for position in marks:
        mark = text[position]
        edit = _guillemet(text, position, view) if mark in "\u00ab\u00bb" else _before_mark(text, position, view)
        if edit is not None:
            edits[edit[0]] = edit
    return [edits[start] for start in sorted(edits)]


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
    head = text[max(0, position - 32):position]
    # each pattern searched only where its first character is: most marks have neither before them
    return bool(mark == ";" and "&" in head and _ENTITY_OPENED.search(head)
                or mark == ":" and ":" in head and _POSITION.search(head))


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
        parts += [text[done:start], replacement]
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


# --- generated text (names without the reference's underscore) ------------------------------------

WORDS = ["Tour", "1", "12", "carte", "l'île", "d'Inés", "aujourd'hui", "Règle", "Sûr", "Ana", "MI-R03", "(LG-04)",
         "50 %", "x", "é", "12:30", "file:12:3", "https://ex.org/a?b=c", "!important", "?key=1", "campaigns/l'île",
         "key='x'", "'Ana'", "…", "Quoi", "vraiment", "3", "A1"]
MARKS = [":", ";", "!", "?", "\u00ab", "\u00bb", "'", "?!", " :", " ;", " ?", " !", "\u00a0:", "\u202f;",
         "\u00a0", "\u202f", "\u00ab\u00a0", "\u00a0\u00bb", "\u2019", "\u201c", "\u201d", ")", "(", ".", ","]
SPACES = [" ", " ", " ", "\n", "\t", "\u00a0", "\u202f", "\n\n"]
MARKUP = ["&amp;", "&#39;", "&#x27;", "&apos;", "&nbsp;", "&lt;", "&gt;", "&quot;", "&", "&#233;",
          "<b>", "</b>", "<a href=\"/fr/x?y=1&amp;z=2\">", "</a>", "<span>", "</span>", "<p>", "</p>",
          '<span lang="es">', '<span lang="en-GB">', '<div lang="fr">', "</div>", '<p lang="fr-CA">',
          "<code>", "</code>", "<pre>", "</pre>", "<kbd>", "</kbd>", "<script>", "</script>", "<style>", "</style>",
          "<textarea>", "</textarea>", "<br>", "<svg>", "</svg>", "<title>", "</title>", "<desc>", "</desc>",
          '<rect class="c" data-seat="a:b"/>', '<img alt="Sûr ? l\'île : «oui»" src="a:b.png">',
          '<abbr title="Tour 1: carte ; d&#39;Inés !">', "</abbr>", '<input placeholder="Nom :" value="a:b">',
          '<meta name="description" content="Règles : l\'île ?">', '<meta property="og:title" content="x : y">',
          '<button aria-label="Fermer !" data-close="Fermer ?">', "</button>", "<!-- x: y -->", "<", ">"]
CODE_SPANS = ["{piece: 7, remove: true}", "`rules: chapter-3`", "{a: {b: c}}", "```\nkey: value\n```", "`x'y`",
              "\n```yaml\nonce: episode\n```\n", "`once:\nepisode`"]

BEFORE = WORDS + ["(", "[", "\u00ab", "\u201c", "\u2018", ")", "\u00bb", "%", "\u2026", "?", "!", "-", "*", "<b>x</b>",
                  "x</a>", "<br>", "&amp;", "&#233;", "&nbsp;", "<code>x</code>", "<code>x </code>", "<script>x</script>",
                  '<span lang="es">x</span>', '<span lang="es">¿x ?</span>', '<i lang="en">x </i>', '<b lang="fr">x</b>', ""]
BETWEEN = ["", "", " ", "\u00a0", "\u202f", "\n", "\t", "  ", "</b>", "</b> ", " </b>", "&nbsp;", "&#160;"]
AFTER = ["", " ", " ", "<", "</p>", "\n", ")", "\u00bb", "x", "&amp;", "&nbsp;", "?", "!", ";", ":", "'", ".", "/", "1"]
SENTENCE = st.tuples(st.sampled_from(BEFORE), st.sampled_from(BETWEEN), st.sampled_from(MARKS + ["?", ":", "!"]),
                     st.sampled_from(AFTER)).map("".join)
"""A mark with what may be around it: a word, an opening bracket, a tag or an entity before it, a space of each
kind between them, and after it a space, a tag, the end, closing punctuation or a letter."""

PIECE = st.one_of(SENTENCE, SENTENCE, SENTENCE, st.sampled_from(WORDS), st.sampled_from(SPACES),
                  st.sampled_from(MARKUP), st.text(alphabet="a\u00e91:;!?'\u00ab\u00bb <>&#\u00a0\u202f/=", max_size=4))
PAGE = st.lists(PIECE, max_size=30).map("".join)
PLAIN = st.lists(st.one_of(PIECE, st.sampled_from(CODE_SPANS)), max_size=30).map("".join)


@settings(max_examples=1500, deadline=None)
@given(PAGE, st.sampled_from(["fr", "fr-CA", "es", "en"]))
def test_a_page_is_set_as_the_reference_sets_it(html, lang):
    """Any page, in French or with French elements in another language's page: byte for byte."""
    assert typography.french_html(html, lang) == french_html(html, lang)


@settings(max_examples=500, deadline=None)
@given(PAGE)
def test_a_page_of_pages_is_set_as_the_reference_sets_it(html):
    """A page's text set around a long drawing, as an episode page's marks sit among its boards' tags."""
    page = f'<html lang="fr"><body><a lang="es" href="/es/">Español</a>{html}<svg><title>{html}</title></svg>{html}</body></html>'
    assert typography.french_html(page) == french_html(page)


@settings(max_examples=500, deadline=None)
@given(PLAIN)
def test_plain_text_and_markdown_are_set_as_the_reference_sets_them(text):
    """A line of the command line (with its YAML between braces or backquotes) and a guide in Markdown."""
    assert typography.french(text) == french(text)
    assert typography.french_markdown(text) == french_markdown(text)


def test_the_faster_reading_is_taken():
    """The comparison is not vacuous: a page's marks between plain characters are read by the faster path,
    and it answers (an edit or none) rather than handing them back."""
    page = typography.Page("Tour 1 : carte 4; Ana</span>: x", "fr")
    assert typography._page_mark(page.text, 7, page) == (6, 7, typography.NBSP)
    assert typography._page_mark(page.text, 16, page) == (16, 16, typography.NNBSP)
    assert typography._page_mark(page.text, 28, page) == (28, 28, typography.NBSP)
