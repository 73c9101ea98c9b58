"""What the command line tells a group: score sheets, why points were scored, boards drawn as text,
and the legal placements of a card now.
"""
