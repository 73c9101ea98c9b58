"""Reading: YAML into positioned nodes, files as users leave them, and chronicle's shipped content.

The first stage of the pipeline (load, validate, replay, render, write). What is read of content/,
templates and catalogues lives for one build (generator/base/per_build.py).
"""
