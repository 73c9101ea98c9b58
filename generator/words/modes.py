"""Words each mode says its own way: a legacy campaign plays episodes, the Eternal game plays games.

A message about "the episode" is written once in English for a legacy campaign; when the campaign
is an Eternal game (`mode: eternal`), `in_mode` gives a translator that says the message's eternal
wording instead: the English below, translated as any message (es "partida", fr "partie"), under
the same msgctxt when the message is said per game (editions.py). The command line uses it once the
campaign's mode is known (cli/group.py `speak_for`), table mode for its page and its API. A message
that cannot know the campaign (help texts, a repository's summary) keeps "episode".
"""

from __future__ import annotations

from generator.words.editions import npgettext
from generator.words.i18n import MODES, N_, Translator, ngettext, pgettext

ETERNAL: dict[str, str] = {
    # the command line: check, add, moves, score, undo
    "%(num)s episode": "%(num)s game", "%(num)s episodes": "%(num)s games",
    "%(cells)s is %(terrain)s; this episode only %(allowed)s may be covered":
        "%(cells)s is %(terrain)s; this game only %(allowed)s may be covered",
    "%(cells)s are %(terrain)s; this episode only %(allowed)s may be covered":
        "%(cells)s are %(terrain)s; this game only %(allowed)s may be covered",
    "%(cells)s may not be covered this episode (%(where)s)": "%(cells)s may not be covered this game (%(where)s)",
    "card %(card)s was already revealed in round %(round)s; each card comes once per episode":
        N_("card %(card)s was already revealed in round %(round)s; each card comes once per game"),
    "card %(card)s is not in this episode's deck": N_("card %(card)s is not in this game's deck"),
    "episode %(n)s is still being played; the analysis will be available once it is over":
        N_("game %(n)s is still being played; the analysis will be available once it is over"),
    "card %(card)s was already revealed in episode %(n)s (LG-02)": N_("card %(card)s was already revealed in game %(n)s (LG-02)"),
    "no pass in this episode": N_("no pass in this game"),
    "%(players)s are tied for rank %(place)s on %(n)s point and on open spaces in every row; add 'tiebreak: [%(names)s]' "
    "to the episode's file, best first, as your table decided":
        "%(players)s are tied for rank %(place)s on %(n)s point and on open spaces in every row; add 'tiebreak: [%(names)s]' "
        "to the game's file, best first, as your table decided",
    "%(players)s are tied for rank %(place)s on %(n)s points and on open spaces in every row; add 'tiebreak: [%(names)s]' "
    "to the episode's file, best first, as your table decided":
        "%(players)s are tied for rank %(place)s on %(n)s points and on open spaces in every row; add 'tiebreak: [%(names)s]' "
        "to the game's file, best first, as your table decided",
    "every player has already ended participation, so the episode is over; remove this round":
        "every player has already ended participation, so the game is over; remove this round",
    "the first piece of the episode must cover at least one %(terrain)s space":
        "the first piece of the game must cover at least one %(terrain)s space",
    "the first piece of the episode must cover at least one space that is %(where)s":
        "the first piece of the game must cover at least one space that is %(where)s",
    "the first piece of the episode must share a side with a space that is %(where)s":
        "the first piece of the game must share a side with a space that is %(where)s",
    "the first piece of the episode must cover %(thing)s": "the first piece of the game must cover %(thing)s",
    "the first piece of the episode must share a side with %(thing)s":
        "the first piece of the game must share a side with %(thing)s",
    "this episode is over (LG-06): log its end, then start the next episode":
        N_("this game is over (LG-06): log its end, then start the next game"),
    "this episode's rules forbid passing: place or stop": "this game's rules forbid passing: place or stop",
    "this episode's rules forbid passing: place the piece or end participation":
        "this game's rules forbid passing: place the piece or end participation",
    "a pass would take the token below 0, which this episode's rules forbid: place or stop":
        "a pass would take the token below 0, which this game's rules forbid: place or stop",
    "a pass here costs %(cost)s and the token is on %(token)s; this episode's rules allow a pass only when the token "
    "stays at 0 or more: place the piece or end participation":
        "a pass here costs %(cost)s and the token is on %(token)s; this game's rules allow a pass only when the token "
        "stays at 0 or more: place the piece or end participation",
    "this player already ended participation and cannot act again this episode":
        "this player already ended participation and cannot act again this game",
    "no action in this round; every player still in the episode places the piece, passes or ends participation":
        "no action in this round; every player still in the game places the piece, passes or ends participation",
    "the episode is over: end scoring and ranks (LG-06)": N_("the game is over: end scoring and ranks (LG-06)"),
    "the current episode is still being played (LG-06)": N_("the current game is still being played (LG-06)"),
    "the current episode has no round to undo": N_("the current game has no round to undo"),
    "episode %(n)s has no round to remove": N_("game %(n)s has no round to remove"),
    "the episode has no round to remove": N_("the game has no round to remove"),
    "no episode %(n)s: the log holds episodes %(first)s to %(last)s": N_("no game %(n)s: the log holds games %(first)s to %(last)s"),
    "no episode %(n)s: the log holds episodes %(first)s to %(last)s; the next is %(next)s":
        N_("no game %(n)s: the log holds games %(first)s to %(last)s; the next is %(next)s"),
    "no episode %(n)s: the log holds only episode %(first)s": N_("no game %(n)s: the log holds only game %(first)s"),
    "no episode %(n)s: the log holds only episode %(first)s; the next is %(next)s":
        N_("no game %(n)s: the log holds only game %(first)s; the next is %(next)s"),
    "episode %(n)s has no round logged yet: only round 0 (its start) exists, not %(upto)s":
        N_("game %(n)s has no round logged yet: only round 0 (its start) exists, not %(upto)s"),
    "episode %(n)s has only round 1 logged (0 is its start), not %(upto)s":
        N_("game %(n)s has only round 1 logged (0 is its start), not %(upto)s"),
    "episode %(n)s has rounds 1 and 2 logged (0 is its start), not %(upto)s":
        N_("game %(n)s has rounds 1 and 2 logged (0 is its start), not %(upto)s"),
    "episode %(n)s has rounds 1 to %(rounds)s logged (0 is its start), not %(upto)s":
        N_("game %(n)s has rounds 1 to %(rounds)s logged (0 is its start), not %(upto)s"),
    "no episode %(n)s: the log holds episodes %(first)s and %(last)s":
        N_("no game %(n)s: the log holds games %(first)s and %(last)s"),
    "no episode %(n)s: the log holds episodes %(first)s and %(last)s; the next is %(next)s":
        N_("no game %(n)s: the log holds games %(first)s and %(last)s; the next is %(next)s"),
    "the campaign has only episode %(first)s, not %(number)s": N_("the log holds only game %(first)s, not %(number)s"),
    "the campaign has episodes %(first)s and %(n)s, not %(number)s": N_("the log holds games %(first)s and %(n)s, not %(number)s"),
    "the campaign has episodes %(first)s to %(n)s, not %(number)s": N_("the log holds games %(first)s to %(n)s, not %(number)s"),
    "unknown card '%(card)s'%(hint)s; this episode deals %(cards)s": N_("unknown card '%(card)s'%(hint)s; this game deals %(cards)s"),
    "no player %(name)s%(hint)s; episode %(n)s is played by %(players)s": N_("no player %(name)s%(hint)s; game %(n)s is played by %(players)s"),
    "unknown player '%(name)s' in episode %(n)s; players: %(players)s": N_("unknown player '%(name)s' in game %(n)s; players: %(players)s"),
    "the file of episode %(first)s is missing: the next file in name order says `episode: %(number)s`; "
    "episodes from %(first)s on are checked once it is added":
        N_("the file of game %(first)s is missing: the next file in name order says `episode: %(number)s`; "
           "games from %(first)s on are checked once it is added"),
    "the files of episodes %(episodes)s are missing: the next file in name order says `episode: %(number)s`; "
    "episodes from %(first)s on are checked once they are added":
        N_("the files of games %(episodes)s are missing: the next file in name order says `episode: %(number)s`; "
           "games from %(first)s on are checked once they are added"),
    "counting the episode files in name order, this one should be episode %(expected)s, but it says episode %(number)s":
        N_("counting the game files in name order, this one should be game %(expected)s, but it says episode %(number)s"),
    "the campaign has no episode yet": N_("the log has no game yet"),
    "round %(n)s added to %(path)s; the episode ends in a tie for your table to break (C-2)":
        N_("round %(n)s added to %(path)s; the game ends in a tie for your table to break (C-2)"),
    "the campaign has no episode yet: start the first one": N_("the log has no game yet: start the first one"),
    # table mode: its page and its API
    "The episode changed meanwhile (another phone or a hand edit): the page now shows it as it is.":
        N_("The game changed meanwhile (another phone or a hand edit): the page now shows it as it is."),
    "End of the episode": N_("End of the game"),
    "Next episode": N_("Next game"),
    "Start the next episode": N_("Start the next game"),
    "Episode %(episode)s · round %(round)s": N_("Game %(episode)s · round %(round)s"),
    "Episode %(episode)s · over": N_("Game %(episode)s · over"),
    "No episode yet": N_("No game yet"),
    "Episode %(episode)s started.": N_("Game %(episode)s started."),
    "The next card is revealed at once; nobody builds that building this episode (MC-E03).":
        N_("The next card is revealed at once; nobody builds that building this game (MC-E03)."),
    "%(name)s ends participation for the rest of this episode (LG-05). Sure?":
        "%(name)s ends participation for the rest of this game (LG-05). Sure?",
    "This episode's rules forbid passing: place the piece or stop.": "This game's rules forbid passing: place the piece or stop.",
    "A pass would take the token below 0, which this episode's rules forbid: place the piece or stop.":
        "A pass would take the token below 0, which this game's rules forbid: place the piece or stop.",
    "Remove round %(round)s from the episode file?": N_("Remove round %(round)s from the game's file?"),
    "The current episode has no round to undo.": N_("The current game has no round to undo."),
    "Round %(round)s written to the episode file.": N_("Round %(round)s written to the game's file."),
    "Saved to the episode file.": N_("Saved to the game's file."),
}
"""Each legacy wording (an English msgid) and the Eternal game's (the English msgid said instead)."""

MODES["eternal"] = ETERNAL


def in_mode(tr: Translator, mode: object) -> Translator:
    """`tr` saying each message in the words of a campaign of `mode` ("legacy" or "eternal")."""
    return tr._replace(mode="eternal" if mode == "eternal" else "legacy")


# What babel extracts of the eternal wordings that are counted or said per game (N_ marks the others above).
LISTED = (
    ngettext("%(num)s game", "%(num)s games", 1),
    ngettext("%(cells)s may not be covered this game (%(where)s)", "%(cells)s may not be covered this game (%(where)s)", 1),
    ngettext("%(players)s are tied for rank %(place)s on %(n)s point and on open spaces in every row; "
             "add 'tiebreak: [%(names)s]' to the game's file, best first, as your table decided",
             "%(players)s are tied for rank %(place)s on %(n)s points and on open spaces in every row; "
             "add 'tiebreak: [%(names)s]' to the game's file, best first, as your table decided", 1),
    npgettext("my-island", '%(cells)s is %(terrain)s; this game only %(allowed)s may be covered',
              '%(cells)s are %(terrain)s; this game only %(allowed)s may be covered', 1),
    npgettext("my-city", '%(cells)s is %(terrain)s; this game only %(allowed)s may be covered',
              '%(cells)s are %(terrain)s; this game only %(allowed)s may be covered', 1),
    pgettext("my-island", "every player has already ended participation, so the game is over; remove this round"),
    pgettext("my-city", "every player has already ended participation, so the game is over; remove this round"),
    pgettext("my-island", "the first piece of the game must cover at least one %(terrain)s space"),
    pgettext("my-city", "the first piece of the game must cover at least one %(terrain)s space"),
    pgettext("my-island", "the first piece of the game must cover at least one space that is %(where)s"),
    pgettext("my-city", "the first piece of the game must cover at least one space that is %(where)s"),
    pgettext("my-island", "the first piece of the game must share a side with a space that is %(where)s"),
    pgettext("my-city", "the first piece of the game must share a side with a space that is %(where)s"),
    pgettext("my-island", "the first piece of the game must cover %(thing)s"),
    pgettext("my-city", "the first piece of the game must cover %(thing)s"),
    pgettext("my-island", "the first piece of the game must share a side with %(thing)s"),
    pgettext("my-city", "the first piece of the game must share a side with %(thing)s"),
    pgettext("my-island", "this game's rules forbid passing: place or stop"),
    pgettext("my-city", "this game's rules forbid passing: place or stop"),
    pgettext("my-island", "this game's rules forbid passing: place the piece or end participation"),
    pgettext("my-city", "this game's rules forbid passing: place the piece or end participation"),
    pgettext("my-island", "a pass would take the token below 0, which this game's rules forbid: place or stop"),
    pgettext("my-city", "a pass would take the token below 0, which this game's rules forbid: place or stop"),
    pgettext("my-island", "a pass here costs %(cost)s and the token is on %(token)s; this game's rules allow a pass only when the token stays at 0 or more: place the piece or end participation"),
    pgettext("my-city", "a pass here costs %(cost)s and the token is on %(token)s; this game's rules allow a pass only when the token stays at 0 or more: place the piece or end participation"),
    pgettext("my-island", "this player already ended participation and cannot act again this game"),
    pgettext("my-city", "this player already ended participation and cannot act again this game"),
    pgettext("my-island", "no action in this round; every player still in the game places the piece, passes or ends participation"),
    pgettext("my-city", "no action in this round; every player still in the game places the piece, passes or ends participation"),
    pgettext("my-island", "%(name)s ends participation for the rest of this game (LG-05). Sure?"),
    pgettext("my-city", "%(name)s ends participation for the rest of this game (LG-05). Sure?"),
    pgettext("my-island", "This game's rules forbid passing: place the piece or stop."),
    pgettext("my-city", "This game's rules forbid passing: place the piece or stop."),
    pgettext("my-island", "A pass would take the token below 0, which this game's rules forbid: place the piece or stop."),
    pgettext("my-city", "A pass would take the token below 0, which this game's rules forbid: place the piece or stop."),
)
