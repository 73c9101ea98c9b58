"""The vocabulary of chronicle's files, declared once: the validator reads it and the JSON Schemas describe it."""
