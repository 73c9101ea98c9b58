"""The rules reference: the FAQ (whose examples the engine judges), the glossary and each game's terms."""
