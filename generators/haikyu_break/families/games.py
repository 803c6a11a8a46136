"""Family `games`: whole games from the pre-game to their end, every action a random legal one
(families/play.py), between decks of vanilla characters: a match is sets (1-2-2), each lost
taking one of the two set cards of 4-2-1-5 into its player's hand, so the match ends in the
third set at the soonest and the fifth at the latest (1-2-2-1), when a player drops a set with
no set card left (0-1-3-1-1) and the other wins (0-1-3). The judge's invariants (conservation,
the view, the result) hold at the end."""

from . import Family
from .common_parts import play
from .play import RandomPolicy, build
from .scene import Scene
from ..model.table import PLAYERS

PARAMS = ("serve", "block", "receive", "toss", "attack")


def deck(s, p, rng):
    for i in range(40):
        spec = {q: rng.choice((0, 1, 1, 2, 2, 3, 4)) for q in PARAMS}
        if rng.random() < 0.1:
            spec[rng.choice(PARAMS)] = "-"
        spec["name"] = "%s-n%d" % (p.lower(), i % 13)
        s.put(p, "deck", "%sD%02d" % (p, i + 1), **spec)


def generate(ctx):
    fam = Family(ctx, __name__)
    made = 0
    seed = 0
    while made < 8:
        if whole_game(fam, seed):
            made += 1
        seed += 1
    return fam.cases


def whole_game(fam, seed):
    key = "game-%d" % seed
    rng = fam.rng(key)
    s = Scene(at="pregame")
    for p in PLAYERS:
        deck(s, p, rng)
    setup = s.setup()
    script = build(setup, rng, RandomPolicy(rng, steps=600, pass_weight=1.5, lost_weight=0.05))
    run = play(setup, script)
    if run.result is None:
        return False
    losts = [e for e in run.events if e["type"] == "lost"]
    loser = losts[-1]["player"]
    winner = "P2" if loser == "P1" else "P1"
    sets = 1 + sum(1 for e in run.events if e["type"] == "interval")
    # each set is dropped by one player; the loser drops its third, the winner at most two
    dropped = {p: sum(1 for e in losts if e["player"] == p) for p in PLAYERS}
    assert dropped[loser] == 3 and dropped[winner] <= 2 and 3 <= sets <= 5, (dropped, sets)
    desc = " ".join([
        fam.quote("1-2-2-1"), fam.quote("0-1-3-1-1"),
        "A whole game from the pre-game, every action a random legal one: %s drops sets "
        "%s, its third with no set card left, after %d sets; %s wins." % (
            loser, ", ".join(str(i + 1) for i, e in enumerate(losts) if e["player"] == loser),
            sets, winner)])
    expect = {"events": [{"type": "lost", "player": e["player"]} for e in losts] +
              [{"type": "lose", "player": loser, "why": "lost"},
               {"type": "game-end", "winner": winner}],
              "state": {"result": {"winner": winner}, "turn": {"set": sets}}}
    fam.add(key, "A whole game: %d sets, %s wins" % (sets, winner), desc,
            ["1-2-2-1", "1-2-2", "0-1-3", "0-1-3-1", "0-1-3-1-1", "1-2-2-2", "1-4-9", "4-2-1",
             "5-3-2", "0-1-2", "3-1-1", "3-1-3", "3-1-4"],
            ["game"], setup, script, expect)
    return True
