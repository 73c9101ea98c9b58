"""The vocabulary of chronicle's files, declared once: the validator reads it and the JSON Schemas describe it.

reader.py reads YAML nodes by these declarations (texts.py: a text in some of es, fr and en), below
validate/, which reads every file through them.
"""
