"""Words in the reader's language: catalogues, each edition's own terms, French typography, and
names as typed at the table.
"""
