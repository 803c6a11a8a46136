"""Owns the payment of a card's cost (5-3, 1-2, 1-11): whether a `pay` list is a payment of a
cost, and whether any payment exists from a player's active energy and energy markers.

A payment rests exactly `cards_to_pay` energy (5-3-1, with 1-2-2-1 / 5-3-1-1 when the total is
less than the specified costs).  Among the cards rested, each specified color C needs as many
cards having C as specified, counted per color: a card of two colors counts for each of its
colors (FW-MULTICOLOR-PAY).  An energy marker removed instead of resting a card counts as one
energy of one color of the leader's, chosen by the payer, and of that color only
(1-11-2, FW-MARKER-COLOR).
"""

import itertools


def _covers(specified, card_colors, markers, leader_colors):
    """True when the rested cards (a list of color lists) and `markers` markers, each given one
    leader color, meet every specified color."""
    short = 0
    for color, need in specified.items():
        missing = need - sum(1 for cs in card_colors if color in cs)
        if missing > 0:
            if color not in leader_colors:
                return False
            short += missing
    return short <= markers


def problem(card, pay, energy, rested, markers, colors_of, leader_colors):
    """Why `pay` is not a payment of `card`'s cost, or None when it is one.  energy: the card
    ids of the player's energy area; markers: the energy markers there."""
    if not isinstance(pay, list):
        return "pay is not a list"
    ids = [x for x in pay if x != "marker"]
    used = len(pay) - len(ids)
    if len(pay) != card.cards_to_pay():
        return "%d paid, %d needed" % (len(pay), card.cards_to_pay())
    if len(set(ids)) != len(ids):
        return "an energy card named twice"
    for x in ids:
        if x not in energy:
            return "%s is not in the energy area" % x
        if x in rested:
            return "%s is rested" % x
    if used > markers:
        return "%d markers, %d in the energy area" % (used, markers)
    if not _covers(card.specified, [colors_of(x) for x in ids], used, leader_colors):
        return "the specified colors are short"
    return None


def enough(card, energy, rested, markers):
    """5-3-3 (the reading of the vocabulary page: the number of active energy and markers)."""
    return sum(1 for x in energy if x not in rested) + markers >= card.cards_to_pay()


def exists(card, energy, rested, markers, colors_of, leader_colors):
    """Whether some payment of `card`'s cost exists."""
    active = [x for x in energy if x not in rested]
    need = card.cards_to_pay()
    for k in range(0, min(markers, need) + 1):
        if need - k > len(active):
            continue
        for chosen in itertools.combinations(active, need - k):
            if _covers(card.specified, [colors_of(x) for x in chosen], k, leader_colors):
                return True
    return False
