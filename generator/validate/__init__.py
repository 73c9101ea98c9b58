"""Validation: plain YAML nodes into the typed, frozen model, collecting every problem."""
