"""Text in the site's languages as a file writes it: plain text for all, or some of es, fr and en."""

from __future__ import annotations

from generator.load.nodes import Node
from generator.model import LANGUAGES, Translated
from generator.vocabulary.reader import Reader
from generator.words.i18n import Text, _, listed


def translated(r: Reader, node: Node, what: Text) -> Translated | None:
    """Text in every site language; plain text stands for all three."""
    if isinstance(node.value, str):
        return {lang: node.value for lang in LANGUAGES}
    fields = r.fields(node, what, required=LANGUAGES)
    if fields is None or any(lang not in fields for lang in LANGUAGES):
        return None
    texts = {lang: r.text(fields[lang], _("%(what)s (%(lang)s)", what=what, lang=lang)) for lang in LANGUAGES}
    read = {lang: text for lang, text in texts.items() if text}
    return read if len(read) == len(texts) else None


def some_languages(r: Reader, node: Node, what: Text, language: str) -> Translated | None:
    """Text in one, some or all site languages; the others fall back (see `fallback`)."""
    if isinstance(node.value, str):
        return translated(r, node, what)
    fields = r.fields(node, what, optional=LANGUAGES)
    if fields is None:
        return None
    texts = {lang: text for lang, value in fields.items() if (text := r.text(value, _("%(what)s (%(lang)s)", what=what, lang=lang)))}
    if not texts:
        if not fields:
            r.error(node.pos, _("%(what)s names at least one of %(languages)s, or is plain text", what=what,
                                languages=listed(LANGUAGES, "or")))
        return None
    return fallback(texts, language)


def fallback(texts: Translated, language: str) -> Translated:
    """Every site language: a missing one takes the group's `language` (a Spanish group's rules read
    in Spanish on its French pages, as the group wrote them), else English, else the first given in
    the order es, fr, en."""
    order = [lang for lang in (language, "en", *LANGUAGES) if lang in texts]
    return {lang: texts.get(lang) or texts[order[0]] for lang in LANGUAGES}
