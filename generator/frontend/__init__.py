"""What the front ends (site/, table/, board/) share, so that none imports another: boards and pieces
drawn as SVG (svg.py over cells.py, through tags.py, which escapes every attribute and text), the
Jinja environment pages are rendered with (templates.py), the languages' names and the translator
(i18n.py), and the port that serve and table mode listen on (listener.py)."""
