"""A group's notes in Markdown: what they may cost to lay out (`bounds`) and their HTML (`html`)."""
