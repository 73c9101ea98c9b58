"""Changing a group's files: `text` edits YAML as text, keeping every untouched line byte for byte;
`episodes` finds a campaign's episode files and adds or removes rounds; `actions` turns what a
player did into YAML; `atomic` writes a file in one step."""
