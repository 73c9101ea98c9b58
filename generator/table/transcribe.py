"""Transcription pages of table mode: a group paints its own board and pieces and saves them as YAML.

The pages are added by the transcription work; until then every request under /transcribe is 404.
"""

from __future__ import annotations

from pathlib import Path


def handle(method: str, path: str, query: dict[str, str], body: bytes, campaign: Path,
           lang: str) -> tuple[int, str, bytes] | None:
    """Answer a request under /transcribe or /api/transcribe/ (status, content type, body); None for 404."""
    return None
