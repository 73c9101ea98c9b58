"""The static site: results rendered to HTML and SVG per language, written atomically."""
