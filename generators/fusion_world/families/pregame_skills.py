"""Family `pregame-skills`: skills that act before the game starts.  「このカードをリーダーエリアに
置いた時」 (6-2-1-3) pending when the leaders are placed and resolved at the check point 6-2-1-6,
the first player's first, as the turn player (6-2-1-5-1, 4-2-2-2); a pre-game 【永続】
「自分はライフN枚でゲームを開始する」 replacing the 8 of 6-2-1-9 (6-2-2, 6-2-2-1, 9-5-4);
deck-building 【永続】 applying at the deck check (9-5-3, 6-1-4-3): a leader's color given from
deck building (6-1-4-3-2) and 「デッキに6枚まで入れることができる」 (6-1-4-3-1).  Both players.
"""

from . import Family
from ..model.table import PLAYERS, other
from .lang import act, auto, perm
from .opening import opening
from .scene import Scene


def generate(ctx):
    fam = Family(ctx, __name__)
    for chooser, pick in (("P1", "first"), ("P2", "first"), ("P1", "second")):
        placed(fam, chooser, pick)
    for chooser in PLAYERS:
        start_lost(fam, PLAYERS, 0, chooser)
    for who in PLAYERS:
        for n in (6, 10):
            start_life(fam, who, n)
        for n in (0, 44):
            start_lost(fam, (who,), n)
        color_rule(fam, who)
        for n in (6, 7):
            copies_rule(fam, who, n)
        copies_rule(fam, who, 6, alone=True)
        copies_none(fam, who)
    return fam.cases


def scene():
    s = Scene(first=None, at="pregame")
    decks = {}
    for p in PLAYERS:
        s.leader(p)
        decks[p] = [s.put(p, "deck", "%sD%02d" % (p, i + 1)) for i in range(50)]
    return s, decks


def run(fam, key, s, decks, chooser="P1", pick="first", life=None):
    rng = fam.rng(key)
    mull = {p: False for p in PLAYERS}
    script, zones, first, drawn = opening(rng, decks, chooser, pick, mull, lambda h: None, life)
    return script, zones, first


def placed(fam, chooser, pick):
    s, decks = scene()
    for p in PLAYERS:
        s.cards[s.zones[p]["leader"]]["skills"] = [auto("placed-in-leader-area",
                                                        {"markers": 1})]
    key = "placed-%s-%s" % (chooser.lower(), pick)
    script, zones, first = run(fam, key, s, decks, chooser, pick)
    second = other(first)
    lf, ls = s.zones[first]["leader"], s.zones[second]["leader"]
    events = [{"type": "first", "player": first},
              {"type": "checkpoint", "at": "6-2-1-6"},
              {"type": "activate", "card": lf, "skill": 0},
              {"type": "activate", "card": ls, "skill": 0},
              {"type": "shuffle", "player": first, "zone": "deck"}]
    desc = " ".join([fam.quote("6-2-1-3"), fam.quote("6-2-1-5-1"),
                     "Both leaders have 「このカードをリーダーエリアに置いた時、エナジーマーカー1つを"
                     "置く」: pending at 6-2-1-3; %s is chosen at random and picks %s: %s is the "
                     "first player and the turn player, so at 6-2-1-6 its leader's auto resolves "
                     "first (4-2-2-2), then %s's (4-2-2-4), before the shuffles. %s ends with 1 "
                     "marker, %s with 2 (6-2-1-10 adds one)." % (
                         chooser, pick, first, second, first, second)])
    fam.add("placed-%s-%s" % (chooser.lower(), pick),
            "「リーダーエリアに置いた時」 of both leaders (%s first)" % first, desc,
            ["6-2-1-3", "6-2-1-6", "6-2-1-5-1", "4-2-2-2", "4-2-2-4"],
            ["pregame", "checkpoint", fam.reading("FW-PREGAME-DEFEAT")], s.setup(), script,
            {"state": {first: {"markers": 1}, second: {"markers": 2},
                       "turn": {"number": 1, "player": first, "phase": "main"}},
             "events": events})


def start_life(fam, who, n):
    s, decks = scene()
    s.cards[s.zones[who]["leader"]]["skills"] = [perm({"start_life": n})]
    script, zones, first = run(fam, "life-%s-%d" % (who, n), s, decks, life={who: n})
    desc = " ".join([fam.quote("6-2-2-1"), fam.quote("6-2-2"),
                     "%s's leader has 【永続】「自分はライフ%d枚でゲームを開始する」: at 6-2-1-9 %s puts "
                     "%d cards into its life area instead of 8 (the first taken at the bottom); "
                     "the other player 8." % (who, n, who, n)])
    fam.add("start-life-%d-%s" % (n, who.lower()), "A pre-game 【永続】: %s starts with %d life"
            % (who, n), desc, ["6-2-2-1", "6-2-2", "9-5-4", "6-2-1-9"],
            ["pregame", fam.reading("FW-LIFE-ORDER"), fam.reading("FW-PREGAME-DEFEAT")],
            s.setup(), script,
            {"state": {p: {"life": zones[p]["life"], "deck": zones[p]["deck"]}
                       for p in PLAYERS}})


def start_lost(fam, losers, n, chooser="P1"):
    """A pre-game 【永続】 that leaves a player meeting a loss condition when the game starts
    (6-2-1-11): life 0 (14-2-2-1), or so many life cards that the deck is empty (14-2-2-2)."""
    s, decks = scene()
    for who in losers:
        s.cards[s.zones[who]["leader"]]["skills"] = [perm({"start_life": n})]
    key = "lost-%s-%d-%s" % ("".join(w.lower() for w in losers), n, chooser.lower())
    script, zones, first = run(fam, key, s, decks, chooser=chooser,
                               life={who: n for who in losers})
    script = script[:-1]                 # the game is over before turn 1's charge (7-2-11)
    why = "life" if n == 0 else "deck"
    order = [p for p in (first, other(first)) if p in losers]
    events = [{"type": "rule", "process": "14-2"}]
    events += [{"type": "lose", "player": p, "why": why} for p in order]
    if len(losers) == 2:
        result = {"draw": True}
        events.append({"type": "game-end", "draw": True})
        what = ("both players meet it at once: the game is a draw, the `lose` of the first "
                "player (the turn player, 6-2-1-5-1) first")
    else:
        result = {"winner": other(losers[0])}
        events.append({"type": "game-end", "winner": other(losers[0])})
        what = "%s loses and %s wins before turn 1 begins" % (losers[0], other(losers[0]))
    state = {"result": result}
    for p in losers:
        state[p] = {"life": zones[p]["life"], "deck": []} if n else {"life": []}
    desc = " ".join([fam.quote("6-2-2-1"), fam.quote("6-2-1-11"), fam.quote("14-2-2"),
                     "%s's leader has 【永続】「自分はライフ%d枚でゲームを開始する」: after 6-2-1-9 "
                     "its %s is empty; the loss conditions apply once the game starts "
                     "(FW-PREGAME-DEFEAT): %s." % ("/".join(losers), n,
                                                   "life area" if n == 0 else "deck", what)])
    fam.add("start-lost-%s-life-%d-%s" % ("both" if len(losers) == 2 else losers[0].lower(), n,
                                           chooser.lower()),
            "A pre-game 【永続】 leaves %s with an empty %s when the game starts" % (
                " and ".join(losers), "life area" if n == 0 else "deck"), desc,
            ["6-2-2-1", "6-2-1-11", "14-2-2", "14-2-2-1" if n == 0 else "14-2-2-2", "0-1-3"]
            + (["0-1-3-3"] if len(losers) == 2 else []),
            ["pregame", "defeat", fam.reading("FW-LIFE-ORDER"), fam.reading("FW-PREGAME-DEFEAT")],
            s.setup(), script, {"state": state, "events": events,
                                "exactly": [{"type": "lose"}, {"type": "game-end"}]})


def color_rule(fam, who):
    s, decks = scene()
    lead = s.zones[who]["leader"]
    s.cards[lead]["skills"] = [perm({"color": "green", "target": "this"})]
    for c in decks[who][:5]:
        s.cards[c]["colors"] = ["green"]
    script, zones, first = run(fam, "color-%s" % who, s, decks)
    desc = " ".join([fam.quote("6-1-4-3-2"), fam.quote("6-1-4-1"),
                     "%s's red leader has 【永続】「このカードは緑を得る」, valid from deck building: "
                     "its deck's five green cards are cards of a color the leader has, the deck "
                     "is legal and the game starts." % who])
    fam.add("leader-color-%s" % who.lower(), "A color given from deck building makes a deck legal "
            "(%s)" % who, desc, ["6-1-4-3-2", "6-1-4-1", "9-5-3", "6-1-4-3"],
            ["pregame", "deck"], s.setup(), script,
            {"events": [{"type": "deck-check", "player": "P1", "legal": True, "rules": []},
                        {"type": "deck-check", "player": "P2", "legal": True, "rules": []}],
             "state": {"turn": {"number": 1, "phase": "main"}}})


def copies_rule(fam, who, n, alone=False):
    """The deck-building 【永続】 is the card's second skill, after a 【起動】, or (`alone`) its
    only skill."""
    s, decks = scene()
    for c in decks[who][:n]:
        s.cards[c].update(number="N6", skills=([] if alone else [act("main", {"draw": 1})]) +
                          [perm({"deck_rule": {"copies": 6}})])
    legal = n <= 6
    if legal:
        script, zones, first = run(fam, "copies-%s" % who, s, decks)
        state = {"turn": {"number": 1, "phase": "main"}}
        what = "it replaces the four copies of 6-1-4-2; the deck is legal and the game starts"
    else:
        script = []
        state = {"turn": {"phase": "pregame"}, "result": None}
        what = "seven break it: %s's deck is reported illegal under 6-1-4-3 (the vocabulary) and " \
               "the game does not start" % who
    checks = [{"type": "deck-check", "player": p, "legal": legal or p != who,
               "rules": [] if legal or p != who else ["6-1-4-3"]} for p in PLAYERS]
    desc = " ".join([fam.quote("6-1-4-3-1"), fam.quote("6-1-4-3"),
                     "%d cards of %s's deck share the card number N6 and have, %s, "
                     "【永続】「このカードはデッキに6枚まで入れることができる」: %s." % (
                         n, who, "as their only skill" if alone else "after a 【起動】", what)])
    fam.add("%s-copies-%s%s" % ("six" if legal else "seven", who.lower(),
                                "-only-skill" if alone else ""),
            "A deck-building 【永続】 allowing six copies, with %d (%s)" % (n, who),
            desc, ["6-1-4-3-1", "6-1-4-3", "9-5-3"],
            ["pregame", "deck", fam.reading("FW-CARD-NUMBER-REF")], s.setup(), script,
            {"events": checks, "state": state})


def copies_none(fam, who):
    """A deck-building 【永続】 allowing 0 copies (「デッキに0枚まで」): the one card that has it
    is one copy too many, the deck is illegal."""
    s, decks = scene()
    c = decks[who][0]
    s.cards[c].update(number="N0", skills=[perm({"deck_rule": {"copies": 0}})])
    checks = [{"type": "deck-check", "player": p, "legal": p != who,
               "rules": [] if p != who else ["6-1-4-3"]} for p in PLAYERS]
    desc = " ".join([fam.quote("6-1-4-3-1"), fam.quote("6-1-4-3"),
                     "One card of %s's deck, %s (card number N0), has 【永続】「このカードはデッキに0枚"
                     "まで入れることができる」: the deck holds one copy where none is allowed; it is "
                     "reported illegal under 6-1-4-3 (the vocabulary) and the game does not "
                     "start." % (who, c)])
    fam.add("zero-copies-%s" % who.lower(),
            "A deck-building 【永続】 allowing no copy, with one (%s)" % who,
            desc, ["6-1-4-3-1", "6-1-4-3", "9-5-3"],
            ["pregame", "deck", fam.reading("FW-CARD-NUMBER-REF")], s.setup(), [],
            {"events": checks, "state": {"turn": {"phase": "pregame"}, "result": None}})
