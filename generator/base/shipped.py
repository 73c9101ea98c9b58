"""Where chronicle's shipped content and templates are: inside the installed package, or the checkout.

A wheel carries content/ and templates/ as package data (generator/_content, generator/_templates);
a checkout keeps them at the top level. CHRONICLE_CONTENT and CHRONICLE_TEMPLATES point elsewhere.
"""

from __future__ import annotations

import os
from importlib.resources import files
from pathlib import Path


def _located(name: str, variable: str) -> Path:
    chosen = os.environ.get(variable)
    if chosen:
        return Path(chosen).expanduser().resolve()
    packaged = Path(str(files("generator").joinpath(f"_{name}")))
    return packaged if packaged.is_dir() else Path(__file__).resolve().parents[2] / name


CONTENT = _located("content", "CHRONICLE_CONTENT")
TEMPLATES = _located("templates", "CHRONICLE_TEMPLATES")



def misplaced() -> str | None:
    """One line saying which folder is wrong and how to fix it, or None when both are usable."""
    for variable, folder, what, inside in (("CHRONICLE_CONTENT", CONTENT, "content", "games"),
                                           ("CHRONICLE_TEMPLATES", TEMPLATES, "templates", "base.html")):
        if (folder / inside).exists():
            continue
        if os.environ.get(variable):
            return (f"error: {variable}={os.environ[variable]} is not a chronicle {what} folder (it has no {inside}); "
                    f"correct the path or unset {variable}")
        return f"error: chronicle's {what} folder is missing ({folder}); reinstall chronicle"
    return None
