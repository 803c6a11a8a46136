"""Family `pregame`: the pre-game procedure (6-2-1-4 … 6-2-1-11) and the first player's first
charge phase (7-2-9): every chooser and choice (P1 or P2 chooses, first or second), every
pattern of mulligans (none, the first player's, the second player's, both; 6-2-1-8, 6-2-1-8-1),
decks of 50 to 60 cards; six cards in hand, eight life with the first card taken at the bottom,
the second player's energy marker, the first player's turn-1 draw; the legal actions of turn 1
(no attack, 7-3-4-3-1; nothing to pay with but a charged energy) and of the second player's
turn 2 (its marker pays, its leader may attack).
"""

from . import Family
from ..model.table import PLAYERS, other
from .opening import opening
from .scene import Scene

COLORS = ("red", "blue", "green", "yellow", "black")


def decks_scene(rng, sizes):
    s = Scene(first=None, at="pregame")
    decks = {}
    for p in PLAYERS:
        colors = rng.sample(COLORS, rng.choice((1, 2)))
        s.leader(p, colors=colors)
        ids = []
        for i in range(sizes[p]):
            cid = "%sD%02d" % (p, i + 1)
            spec = {}
            c = rng.choice(colors)
            if c != "red":
                spec["colors"] = [c]
            if i % 7 == 3:
                spec["combo"] = 5000
            s.put(p, "deck", cid, **spec)
            ids.append(cid)
        decks[p] = ids
    return s, decks


def generate(ctx):
    fam = Family(ctx, __name__)
    n = 0
    for chooser in PLAYERS:
        for pick in ("first", "second"):
            for pattern in ("none", "first", "second", "both"):
                n += 1
                key = "%s-%s-mull-%s" % (chooser.lower(), pick, pattern)
                rng = fam.rng(key)
                sizes = {p: rng.choice((50, 51, 55, 59, 60)) for p in PLAYERS}
                s, decks = decks_scene(rng, sizes)
                first = chooser if pick == "first" else other(chooser)
                second = other(first)
                mull = {first: pattern in ("first", "both"), second: pattern in ("second", "both")}
                charge = (lambda hand: None) if n % 2 else (lambda hand: rng.choice(hand))
                script, zones, first, drawn = opening(rng, decks, chooser, pick, mull, charge)
                more = n % 4 == 0
                expect_legal = []
                if n % 3 == 0 or more:
                    script.append({"query": "legal"})
                    charged = bool(zones[first]["energy"])
                    acts = [{"do": "play", "card": c} for c in zones[first]["hand"]
                            if charged]
                    expect_legal.append({"step": len(script) - 1,
                                         "actions": acts + [{"do": "pass"}]})
                events = [{"type": "first", "player": first},
                          {"type": "checkpoint", "at": "6-2-1-6"},
                          {"type": "shuffle", "player": first},
                          {"type": "shuffle", "player": second},
                          {"type": "mulligan", "player": first, "taken": mull[first]},
                          {"type": "mulligan", "player": second, "taken": mull[second]},
                          {"type": "phase", "name": "charge", "turn": 1, "player": first},
                          {"type": "draw", "player": first, "card": drawn}]
                turn = {"number": 1, "player": first, "first": first, "phase": "main",
                        "step": None}
                clauses = ["6-2-1-4", "6-2-1-5", "6-2-1-5-1", "6-2-1-6", "6-2-1-7", "6-2-1-8",
                           "6-2-1-9", "3-9-4", "6-2-1-10", "6-2-1-11", "7-2-9"]
                if any(mull.values()):
                    clauses.insert(6, "6-2-1-8-1")
                if expect_legal:
                    clauses.append("7-3-4-3-1")
                desc = [fam.quote("6-2-1-5-1", "この時点で先攻プレイヤーをターンプレイヤーとして扱います。"),
                        fam.quote("6-2-1-8", "先攻プレイヤーから順に各プレイヤーは1度ずつ"),
                        fam.quote("6-2-1-9", "自身のデッキの上のカードから順番に1枚ずつ重ねていき、8枚をライフエリアに裏向きで置きます。"),
                        fam.quote("3-9-4", "いずれかの領域のカードがライフエリアに移動する場合、特に指定が無い限りライフの一番上に移動します。"),
                        fam.quote("6-2-1-10")]
                why = ("%s names the chooser, who chooses %s: %s goes first and is the turn "
                       "player, so its deck is shuffled first (0-2-7) and it decides on its "
                       "mulligan first. Decks of %d (P1) and %d (P2) cards: each hand is the "
                       "top six after the last shuffle, the life the next eight with the first "
                       "taken at the bottom, so the deck keeps size − 14; %s has one energy "
                       "marker, %s none. In turn 1's charge phase %s draws %s (7-2-9) and puts "
                       "%s into its energy."
                       % (chooser, pick, first, sizes["P1"], sizes["P2"], second, first, first,
                          drawn, zones[first]["energy"][0]["card"] if zones[first]["energy"]
                          else "no card"))
                if expect_legal:
                    why += (" At its first free timing %s may not attack (7-3-4-3-1 「先攻の1ターン"
                            "目の場合、アタックできません。」) and %s." % (
                                first, "may play each battle card of its hand with the energy "
                                       "it charged" if zones[first]["energy"] else
                                "has nothing to pay a cost with (no energy, no marker)"))
                expect_state = {"turn": turn, "result": None}
                for p in PLAYERS:
                    z = zones[p]
                    expect_state[p] = {"hand": z["hand"], "life": z["life"], "deck": z["deck"],
                                       "markers": z["markers"], "energy": z["energy"]}
                if more:
                    # the first player passes; the second player's turn 2
                    script.append({"do": "pass"})
                    z2 = zones[second]
                    drawn2 = z2["deck"][0]
                    z2["deck"] = z2["deck"][1:]
                    z2["hand"] = z2["hand"] + [drawn2]
                    script.append({"choose": None, "for": "charge", "by": second})
                    script.append({"query": "legal"})
                    lead1 = s.zones[first]["leader"]
                    lead2 = s.zones[second]["leader"]
                    expect_legal.append({"step": len(script) - 1, "actions":
                                         [{"do": "play", "card": c} for c in z2["hand"]] +
                                         [{"do": "attack", "card": lead2, "target": lead1},
                                          {"do": "pass"}]})
                    expect_state["turn"] = {"number": 2, "player": second, "first": first,
                                            "phase": "main", "step": None}
                    expect_state[second].update(hand=z2["hand"], deck=z2["deck"])
                    events += [{"type": "phase", "name": "end", "turn": 1, "player": first},
                               {"type": "phase", "name": "charge", "turn": 2, "player": second},
                               {"type": "draw", "player": second, "card": drawn2}]
                    clauses.append("7-4-7")
                    why += (" %s ends its turn; in turn 2 %s draws %s, charges nothing, and its "
                            "energy marker alone pays a cost of 1 of its leader's color "
                            "(1-11-2 「自分のリーダーが持つ色のどれか1つと同じ色のエナジー1枚を"
                            "レストにしたものとすることができます」): every battle card of its hand "
                            "may be played, and its leader may attack." % (first, second, drawn2))
                expect = {"state": expect_state, "events": events}
                if expect_legal:
                    expect["legal"] = expect_legal
                fam.add(key, "Pre-game: %s chooses %s, mulligans: %s%s" % (
                            chooser, pick, pattern, ", then turn 2" if more else ""),
                        " ".join(desc) + " " + why, clauses,
                        ["pregame", fam.reading("FW-LIFE-ORDER"), fam.reading("FW-PREGAME-DEFEAT")],
                        s.setup(), script,
                        expect)
    return fam.cases
