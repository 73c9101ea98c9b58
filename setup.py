"""The wheel carries content/ and templates/ as package data (generator/_content, generator/_templates).

setuptools' pyproject tables cannot add folders found outside generator/ to the discovered
packages, so this is the one thing said here; everything else is in pyproject.toml.
"""

from setuptools import find_packages, setup

SHIPPED = {"generator._content": "content", "generator._templates": "templates"}

setup(packages=[*find_packages(include=["generator", "generator.*"]), *SHIPPED], package_dir=SHIPPED)
