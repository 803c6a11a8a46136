"""Owns the pre-game procedure worked out directly from 6-2-1 (not through the model), for the
families that start a case at `pregame`: the script (the chooser, the choice, every shuffle, the
mulligans, the first player's turn-1 charge) and each player's zones when the first player's
turn-1 main phase begins.

6-2-1-5-1 makes the first player the turn player before the shuffles, so by 0-2-7 the first
player's deck is shuffled first; 6-2-1-8: six cards each, then the mulligans, the first player
first, each 「現在の手札すべてをデッキに戻してシャッフルします。その後、新たにカード6枚を引きます」;
6-2-1-9: eight cards 「デッキの上のカードから順番に1枚ずつ重ねていき」, so the first card taken is
at the bottom of the life; 6-2-1-10: one energy marker for the second player; 7-2-9: the first
player draws in turn 1's charge phase.
"""

from ..model.table import other


def opening(rng, decks, chooser, pick, mulligan, charge, life=None):
    """decks: {player: deck as listed}; mulligan: {player: bool}; charge(hand) → the card the
    first player puts into the energy at 7-2-11, or None; life: {player: the number 6-2-1-9
    puts into the life area} (8 unless a pre-game 【永続】 says otherwise, 6-2-2-1).  Returns
    (script, zones, first, the card drawn at 7-2-9)."""
    life = life or {}
    first = chooser if pick == "first" else other(chooser)
    second = other(first)
    script = [{"random": chooser, "for": "chooser"},
              {"choose": pick, "for": "first", "by": chooser}]
    deck, hand = {}, {}
    for p in (first, second):
        order = list(decks[p])
        rng.shuffle(order)
        script.append({"random": list(order), "for": "shuffle"})
        hand[p], deck[p] = order[:6], order[6:]
    for p in (first, second):
        script.append({"choose": mulligan[p], "for": "mulligan", "by": p})
        if mulligan[p]:
            order = deck[p] + hand[p]
            rng.shuffle(order)
            script.append({"random": list(order), "for": "shuffle"})
            hand[p], deck[p] = order[:6], order[6:]
    zones = {}
    for p in (first, second):
        n = life.get(p, 8)
        zones[p] = {"hand": hand[p], "life": list(reversed(deck[p][:n])), "deck": deck[p][n:],
                    "markers": 1 if p == second else 0, "energy": []}
    z = zones[first]
    drawn = z["deck"][0] if z["deck"] else None      # an empty deck: the game is over already
    z["deck"] = z["deck"][1:]
    z["hand"] = z["hand"] + [drawn]
    put = charge(list(z["hand"]))
    script.append({"choose": put, "for": "charge", "by": first})
    if put is not None:
        z["hand"] = [c for c in z["hand"] if c != put]
        z["energy"] = [{"card": put, "rested": False}]
    return script, zones, first, drawn
