"""The rules engine: placement legality, scoring, tokens, assessment and campaigns.

It takes model objects and returns results; it knows nothing of YAML, HTML or files, nor of words:
what it finds wrong is data (findings.py), which generator/problems/findings.py puts into words.
"""
