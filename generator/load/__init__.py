"""Reading: YAML into positioned nodes and files as users leave them, nothing more (the shipped games are
read and validated by generator/validate/content.py).

The first stage of the pipeline (load, validate, replay, render, write). What is read of content/,
templates and catalogues lives for one build (generator/base/per_build.py).
"""
