"""Table mode: phone pages and a JSON API to log an episode round by round while it is played."""
