"""`chronicle board`: boards, piece catalogues and a player's board as it stands, drawn to compare."""
