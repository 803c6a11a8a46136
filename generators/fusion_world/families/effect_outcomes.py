"""Family `effect-outcomes`: what instructions do to the players.  「勝利する」 / 「敗北する」 end
the game when executed (0-1-3-5).  Damage by an effect (5-8, 1-10-1) has the skill's card as its
source (16-3-3-2) and is processed at the next check point (14-3, check-type, FW-DAMAGE-TIMING),
N = 0 nothing (14-3-2); to each player, both processed at once (14-1-2-2-1) and both losing at
once a draw (0-1-3-3).  Life put into the hand by an effect is not damage (1-10-2): no damage
processing, no damage replacement, and the loss at 0 life is at once (14-2, interrupt-type).  N
cards drawn one at a time (5-1-3), the loss the moment the deck is empty (14-1-2-1); 0 or fewer
draws nothing (0-2-4-2); each player drawing at once (0-2-10, FW-EACH-DRAWS).  Both players.
"""

from . import Family
from ..model.table import other
from .lang import act, repl
from .scene import standard


def generate(ctx):
    fam = Family(ctx, __name__)
    for first in ("P1", "P2"):
        for verb in ("win", "lose"):
            for who in ("you", "opponent"):
                win_lose(fam, first, verb, who)
        for n, life in ((0, 3), (1, 3), (2, 3), (3, 2)):
            damage(fam, first, n, life)
        for lives in ((1, 1), (1, 2), (2, 2)):
            damage_each(fam, first, lives)
        for n, life in ((1, 3), (2, 3), (2, 2)):
            life_to_hand(fam, first, n, life)
        for n, deck in ((3, 2), (2, 2), (0, 2), (-1, 2)):
            draws(fam, first, n, deck)
        for decks in ((1, 1), (1, 2), (2, 1)):
            each_draws(fam, first, decks)
    return fam.cases


def ntp_life(first, life):
    """standard()'s life per (P1, P2) with `life` for the non-turn player of turn 3."""
    return (8, life) if first == "P1" else (life, 8)


def board(first, deck=(5, 5), life=(8, 8)):
    s = standard(first=first, turn=3, deck=deck, life=life)
    tp = s.turn_player
    return s, tp, other(tp)


def win_lose(fam, first, verb, who):
    s, tp, ntp = board(first)
    s.put(tp, "battle", "S", skills=[act("main", {verb: who}, {"markers": 1})])
    p = tp if who == "you" else ntp
    loser = other(p) if verb == "win" else p
    winner = other(loser)
    desc = " ".join([fam.quote("0-1-3-5"),
                     "%s's S: 「%sは%sする。エナジーマーカー1つを置く」: the game ends when the "
                     "instruction is executed: %s loses, %s wins; the marker is never placed." % (
                         tp, "自分" if who == "you" else "相手", "勝利" if verb == "win" else "敗北",
                         loser, winner)])
    fam.add("%s-%s-%s" % (verb, who, tp.lower()), "「%s」 by an effect (%s, %s's skill)" % (
                "勝利する" if verb == "win" else "敗北する", who, tp), desc, ["0-1-3-5"],
            ["defeat", "effects"], s.setup(), [{"do": "activate", "card": "S", "skill": 0}],
            {"state": {"result": {"winner": winner}, tp: {"markers": 0}},
             "events": [{"type": "activate", "card": "S", "skill": 0},
                        {"type": "lose", "player": loser, "why": "effect"},
                        {"type": "game-end", "winner": winner}]})


def damage(fam, first, n, life):
    s, tp, ntp = board(first, life=ntp_life(first, life))
    s.put(tp, "battle", "S", skills=[act("main", {"damage": n, "who": "opponent"})])
    lives = s.zones[ntp]["life"]
    script = [{"do": "activate", "card": "S", "skill": 0}]
    if n == 0:
        expect = {"state": {ntp: {"life": lives, "hand": []}}}
        clauses = ["14-3-2", "0-2-4-2"]
        what = "0 damage: nothing happens"
    else:
        taken = lives[:n]
        lost = n >= life
        events = [{"type": "damage", "player": ntp, "amount": n, "source": "S"},
                  {"type": "checkpoint", "at": "7-3-3"},
                  {"type": "rule", "process": "14-3"}]
        if n == 1:
            events.append({"type": "move", "card": taken[0], "from": "%s:life" % ntp,
                           "to": "%s:hand" % ntp, "cause": "damage"})
        if lost:
            events += [{"type": "lose", "player": ntp, "why": "life"},
                       {"type": "game-end", "winner": tp}]
        expect = {"state": {ntp: {"life": lives[n:], "hand": taken},
                            "result": {"winner": tp} if lost else None},
                  "events": events}
        clauses = ["5-8-1", "16-3-3-2", "14-3-1", "14-3-2", "5-8-3"] + \
            (["0-2-4", "14-2-2-1"] if lost else ["16-3-2"])
        what = "the damage (source S) is processed at the check point 7-3-3: %s to %s's hand%s" % (
            ", ".join(taken), ntp, "; %s has no life left and loses" % ntp if lost else "")
        if isinstance(expect["state"].get("result"), type(None)):
            expect["state"]["result"] = None
    desc = " ".join([fam.quote(clauses[0]), fam.quote("16-3-3-2") if n else "",
                     fam.quote("16-3-2") if "16-3-2" in clauses else "",
                     "%s's S: 「相手に%dダメージを与える」; %s has %d life: %s." % (
                         tp, n, ntp, life, what)]).replace("  ", " ")
    fam.add("damage-%d-life-%d-%s" % (n, life, tp.lower()),
            "%d damage by an effect against %d life (%s's skill)" % (n, life, tp), desc,
            clauses, ["damage", "effects", fam.reading("FW-DAMAGE-TIMING")], s.setup(), script,
            expect)


def damage_each(fam, first, lives):
    s, tp, ntp = board(first, life=(lives[0], lives[1]) if first == "P1" else
                      (lives[1], lives[0]))
    s.put(tp, "battle", "S", skills=[act("main", {"damage": 1, "who": "each"})])
    fp, sp = first, other(first)
    lt, ln = s.zones[tp]["life"], s.zones[ntp]["life"]
    lf = s.zones[fp]["life"]
    ls = s.zones[sp]["life"]
    losers = [p for p in (tp, ntp) if len(s.zones[p]["life"]) == 1]
    events = [{"type": "damage", "player": fp, "amount": 1, "source": "S"},
              {"type": "damage", "player": sp, "amount": 1, "source": "S"},
              {"type": "checkpoint", "at": "7-3-3"}]
    state = {tp: {"life": lt[1:], "hand": lt[:1]}, ntp: {"life": ln[1:], "hand": ln[:1]}}
    if len(losers) == 2:
        state["result"] = {"draw": True}
        events += [{"type": "lose", "player": tp, "why": "life"},
                   {"type": "lose", "player": ntp, "why": "life"},
                   {"type": "game-end", "draw": True}]
        what = "both lose their last life card in the same damage processing: a draw"
        clauses = ["14-1-2-2-1", "0-1-3-3"]
    elif losers:
        state["result"] = {"winner": other(losers[0])}
        events += [{"type": "lose", "player": losers[0], "why": "life"}]
        what = "%s loses its last life card, %s wins" % (losers[0], other(losers[0]))
        clauses = ["14-1-2-2-1", "14-2-2-1"]
    else:
        state["result"] = None
        what = "each puts its top life card into its hand"
        clauses = ["14-1-2-2-1"]
    desc = " ".join([fam.quote("14-1-2-2-1"),
                     "%s's S: 「お互いに1ダメージを与える」 (the first player's damage first): %s has %d "
                     "life, %s %d; both damages are processed at once at 7-3-3: %s." % (
                         tp, fp, len(lf), sp, len(ls), what)])
    fam.add("damage-each-%d-%d-%s" % (len(lf), len(ls), tp.lower()),
            "1 damage to each player (%d and %d life, %s's skill)" % (len(lf), len(ls), tp),
            desc, clauses, ["damage", "effects", fam.reading("FW-DAMAGE-TIMING"),
                            fam.reading("FW-EACH-DRAWS")],
            s.setup(), [{"do": "activate", "card": "S", "skill": 0}],
            {"state": state, "events": events})


def life_to_hand(fam, first, n, life):
    s, tp, ntp = board(first, life=ntp_life(first, life))
    lead_n = s.zones[ntp]["leader"]
    s.cards[lead_n]["skills"] = [repl("damage", [{"markers": 1}])]
    s.put(tp, "battle", "S", skills=[act("main", {"life_to_hand": n, "who": "opponent"})])
    lives = s.zones[ntp]["life"]
    lost = n >= life
    events = [{"type": "move", "card": c, "from": "%s:life" % ntp, "to": "%s:hand" % ntp,
               "cause": "effect"} for c in lives[:n]]
    if lost:
        events += [{"type": "rule", "process": "14-2"},
                   {"type": "lose", "player": ntp, "why": "life"}]
    state = {ntp: {"life": lives[n:], "hand": lives[:n], "markers": 0},
             "result": {"winner": tp} if lost else None}
    desc = " ".join([fam.quote("1-10-2", "「自分のライフ1枚を手札に加える」など、ダメージと表記されていない"
                                         "効果によるライフの減少は、ダメージではありません。"),
                     "%s's S: 「相手のライフ%d枚を手札に加える」; %s's leader would replace damage "
                     "with a marker, but this is not damage: %s go%s to %s's hand at once, with no "
                     "damage processing%s." % (
                         tp, n, ntp, ", ".join(lives[:n]), "es" if n == 1 else "", ntp,
                         "; its life is empty and it loses at once (14-2)" if lost else "")])
    fam.add("life-to-hand-%d-of-%d-%s" % (n, life, tp.lower()),
            "Life into the hand is not damage (%d of %d, %s's skill)" % (n, life, tp), desc,
            ["1-10-2"] + (["14-2-2-1", "14-1-2-1"] if lost else []), ["damage", "effects"],
            s.setup(), [{"do": "activate", "card": "S", "skill": 0}],
            {"state": state, "events": events})


def draws(fam, first, n, deck):
    s, tp, ntp = board(first, deck=(deck, deck))
    s.put(tp, "battle", "S", skills=[act("main", {"draw": n})])
    cards = s.zones[tp]["deck"]
    got = cards[:max(0, min(n, deck))]
    lost = n >= deck and n > 0
    events = []
    for c in got:
        events += [{"type": "draw", "player": tp, "card": c},
                   {"type": "move", "card": c, "from": "%s:deck" % tp, "to": "%s:hand" % tp}]
    if lost:
        events += [{"type": "rule", "process": "14-2"},
                   {"type": "lose", "player": tp, "why": "deck"},
                   {"type": "game-end", "winner": ntp}]
    if n <= 0:
        clauses = ["0-2-4-2"]
        what = "nothing happens%s" % (" (a negative number does not reverse the draw)"
                                      if n < 0 else "")
    else:
        clauses = ["5-1-3", "5-1-2"] + (["14-1-2-1", "14-2-2-2"] if lost else [])
        what = "%s draws %s one at a time%s" % (tp, ", ".join(got),
                                                "; its deck is empty after the %s: it loses at "
                                                "once%s" % ("second draw" if deck == 2 else
                                                            "last draw",
                                                            ", the third draw is never tried"
                                                            if n > deck else "")
                                                if lost else "")
    desc = " ".join([fam.quote(clauses[0]),
                     "%s's S: 「カード%d枚を引く」 with %d cards in %s's deck: %s." % (
                         tp, n, deck, tp, what)])
    fam.add("draw-%s-deck-%d-%s" % (("minus-%d" % -n) if n < 0 else str(n), deck, tp.lower()),
            "Draw %d with a deck of %d (%s)" % (n, deck, tp), desc, clauses,
            ["draw", "effects"] + (["defeat"] if lost else []), s.setup(),
            [{"do": "activate", "card": "S", "skill": 0}],
            {"state": {tp: {"hand": got, "deck": cards[len(got):]},
                       "result": {"winner": ntp} if lost else None},
             "events": events})


def each_draws(fam, first, decks):
    s, tp, ntp = board(first, deck=decks)
    s.put(tp, "battle", "S", skills=[act("main", {"draw": 1, "who": "each"})])
    fp, sp = first, other(first)
    df, ds = s.zones[fp]["deck"], s.zones[sp]["deck"]
    losers = [p for p in (tp, ntp) if len(s.zones[p]["deck"]) == 1]
    events = [{"type": "draw", "player": fp, "card": df[0]},
              {"type": "draw", "player": sp, "card": ds[0]}]
    if len(losers) == 2:
        result = {"draw": True}
        events += [{"type": "lose", "player": tp, "why": "deck"},
                   {"type": "lose", "player": ntp, "why": "deck"},
                   {"type": "game-end", "draw": True}]
        what = "both decks are empty at once: a draw (0-1-3-3)"
        clauses = ["0-2-10", "0-1-3-3"]
    else:
        result = {"winner": other(losers[0])}
        events += [{"type": "lose", "player": losers[0], "why": "deck"}]
        what = "only %s's deck is empty: %s loses" % (losers[0], losers[0])
        clauses = ["0-2-10", "14-2-2-2"]
    desc = " ".join([fam.quote("0-2-10"),
                     "%s's S: 「お互いにカード1枚を引く」; %s's deck has %d card%s, %s's %d: both draw "
                     "at once (the first player's draw reported first) and %s." % (
                         tp, fp, len(df), "" if len(df) == 1 else "s", sp, len(ds), what)])
    fam.add("each-draws-%d-%d-%s" % (len(df), len(ds), tp.lower()),
            "Each player draws 1 (decks %d and %d, %s's skill)" % (len(df), len(ds), tp), desc,
            clauses, ["draw", "effects", "defeat", fam.reading("FW-EACH-DRAWS")], s.setup(),
            [{"do": "activate", "card": "S", "skill": 0}],
            {"state": {"result": result, fp: {"hand": df[:1]}, sp: {"hand": ds[:1]}},
             "events": events})
