"""A ruleset read back in plain words: what a group wrote from its envelope, as a player would say it.

`chronicle rules` and each ruleset's page on the site show what `readback.read_back` returns: the
ruleset's name, the episodes that use it, where tiles or buildings may go, the turns, the deck and one
sentence per scoring entry, in the reader's language. The sentences are composed, never written per
ruleset: `sentences.SENTENCES` holds one sentence per scoring kind, `conditions.CONDITIONS` the words of
each key of a condition on a space, `payout.PAYOUTS` those of each thing an entry gives, all put
together by the noun phrases of `phrases`, which agree in gender and number in Spanish and French.

A new scoring kind or condition key is added with its words in one place; tests/rulebook/test_readback.py
fails until it is.
"""
