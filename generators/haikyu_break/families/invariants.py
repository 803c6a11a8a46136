"""Family `invariants`: runs that put cards in every zone and move them between zones, so that
the properties the judge checks on every run bite (oracle/games/haikyu_break/): card
conservation over the ten zones of each player (3-1-1), the court's guts in their area, who sees
what — the deck and the set area by nobody (3-2-2, 3-11-2), a face-up set card by both (3-11-3),
a hand by its owner (3-3-2, 3-3-3), the drop, the court and the event area by both (3-4-2 …
3-10-2, 1-2-15-1, 1-1-16, 3-1-4) — and every zone's count (3-1-3); two players (0-1-2); the
result against the losses (0-1-3); a lost with no set card losing at once (0-1-3-1); no
appearance of a 「-」 parameter (1-3-2-2). The zones that take any number of cards (3-3-4,
3-4-3, 3-5-3 … 3-10-3, 3-6-2-2) receive a card each.

The expected view is worked out from the zones the case expects, by the sight rules of
chapter 3 (`sight` below)."""

from . import Family
from .common_parts import play, rally
from ..model.table import COURT, PLAYERS, ZONES

VIEW = ["1-1-16", "3-1-3", "3-1-4", "3-2-2", "3-3-2", "3-3-3", "3-4-2", "3-5-2", "3-6-2",
        "3-7-2", "3-8-2", "3-9-2", "3-10-2", "3-11-2", "3-11-3", "1-2-15-1"]
GAME = ["0-1-2", "0-1-3", "0-1-3-1", "3-1-1", "1-3-2-2"]


def sight(zones, face_up):
    """Each player's `sees` and the counts, from each player's zones (court areas as lists of
    (card, guts)) by 3-2-2, 3-11-2/3, 3-3-2/3 and 3-4-2 … 3-10-2, 1-2-15-1."""
    view = {}
    counts = {p: {} for p in PLAYERS}
    for p in PLAYERS:
        for z in ZONES:
            v = zones[p][z]
            counts[p][z] = sum(1 + len(g) for _, g in v) if z in COURT else len(v)
    for viewer in PLAYERS:
        sees = []
        for p in PLAYERS:
            for z in ZONES:
                if z in COURT:
                    for top, guts in zones[p][z]:
                        sees += [top] + list(guts)
                elif z == "deck":
                    continue
                elif z == "set":
                    sees += [c for c in zones[p][z] if c in face_up]
                elif z == "hand":
                    sees += list(zones[p][z]) if p == viewer else []
                else:
                    sees += list(zones[p][z])
        view[viewer] = {"sees": sees, "counts": counts}
    return view


def generate(ctx):
    fam = Family(ctx, __name__)
    for tp in PLAYERS:
        for up in (False, True):
            tour(fam, tp, up)
    for tp in PLAYERS:
        dash_refused(fam, tp)
    return fam.cases


def tour(fam, tp, up):
    """Every zone of both players holds cards; the turn player's receive character appears on
    the one there (its gut now), an event card is played, the card it draws goes to the hand,
    the free step ends and the toss phase's appearance step reads the next action."""
    opp = "P2" if tp == "P1" else "P1"
    s = rally("receive", turn=4, player=tp, deck=(3, 3), sets=(2, 2))
    s.op(opp, 1)
    if up:
        s.face_up.append("%sS2" % opp)
    for p in PLAYERS:
        s.put(p, "hand", "%sH1" % p, receive=2, name="h1")
        s.put(p, "hand", "%sH2" % p, toss=1, name="h2")
        s.put(p, "drop", "%sX1" % p, name="x1")
        s.put(p, "serve", "%sV" % p, serve=1, block="-", name="v")
        s.stack("%sV" % p, "%sG1" % p, "%sG2" % p, name="g")
        s.put(p, "block", "%sB" % p, block=1, name="b")
        s.put(p, "receive", "%sR" % p, receive=1, name="r")
        s.put(p, "event", "%sE0" % p, type="event", timing=["block"], name="e0")
    e = s.put(tp, "hand", "%sE" % tp, type="event", timing=["receive"], name="e",
              skills=[{"kind": "event", "effect": [{"draw": 1}]}])
    script = [{"do": "appear", "card": "%sH1" % tp}, {"do": "play", "card": e},
              {"do": "pass"}]
    setup = s.setup()
    run = play(setup, script)
    drawn = setup[tp]["deck"][0]
    zones = {p: {z: [] for z in ZONES} for p in PLAYERS}
    for p in PLAYERS:
        zones[p]["deck"] = list(setup[p]["deck"])
        zones[p]["set"] = list(setup[p]["set"])
        zones[p]["hand"] = ["%sH1" % p, "%sH2" % p]
        zones[p]["drop"] = ["%sX1" % p]
        zones[p]["serve"] = [("%sV" % p, ["%sG1" % p, "%sG2" % p])]
        zones[p]["block"] = [("%sB" % p, [])]
        zones[p]["receive"] = [("%sR" % p, [])]
        zones[p]["event"] = ["%sE0" % p]
    zones[tp]["deck"] = zones[tp]["deck"][1:]
    zones[tp]["hand"] = ["%sH2" % tp, drawn]
    zones[tp]["receive"] = [("%sH1" % tp, ["%sR" % tp])]
    zones[tp]["event"] = [e, "%sE0" % tp]
    view = sight(zones, set(setup.get("face_up", [])))
    state = {"turn": {"phase": "toss", "step": "appear"}, "result": None, "view": view}
    for p in PLAYERS:
        state[p] = {"hand": zones[p]["hand"], "event": zones[p]["event"],
                    "deck": zones[p]["deck"], "set": zones[p]["set"],
                    "receive": [{"card": c, "under": g} for c, g in zones[p]["receive"]]}
    assert run.state()["view"] == view
    clauses = GAME + VIEW + ["3-3-4", "3-7-3", "3-10-3", "3-10-1", "1-4-6-2", "1-2-15",
                             "8-3-1"]
    desc = " ".join([
        fam.quote("3-1-1", "領域には「デッキエリア」「セットエリア」「手札」「ドロップエリア」「サーブエリア」「ブロックエリア」「レシーブエリア」「トスエリア」「アタックエリア」「イベントエリア」の、10の領域があります。"),
        fam.quote("3-1-3"),
        fam.quote("3-11-3") if up else fam.quote("3-11-2", "いずれのプレイヤーも自由に内容を見ることができず"),
        "Both players hold cards in every zone (guts under the serve characters, %s). %s's "
        "receive character appears on %s's (a gut now), %s plays an event card that draws %s. "
        "Each player sees the drop, the court with its guts, the event area and its own hand; "
        "nobody the decks and face-down set cards; every count is known." % (
            "a face-up set card of %s" % opp if up else "every set card face down", tp, tp,
            tp, drawn)])
    fam.add("%s-tour%s" % (tp.lower(), "-face-up" if up else ""),
            "Cards in all ten zones of both players; the view and counts" +
            (" with a face-up set card" if up else ""), desc, clauses, ["invariants"], setup,
            script, {"state": state})


def dash_refused(fam, tp):
    """A card whose parameter of an area is 「-」 never appears there (1-3-2-2): refused at the
    appearance step; the game goes on and nothing moves."""
    s = rally("receive", turn=4, player=tp, deck=(3, 3))
    s.op("P2" if tp == "P1" else "P1", 1)
    dash = s.put(tp, "hand", "%sN" % tp, receive="-", toss=1, name="n")
    ok = s.put(tp, "hand", "%sY" % tp, receive=1, name="y")
    script = [{"do": "appear", "card": dash}, {"do": "appear", "card": ok}]
    setup = s.setup()
    play(setup, script)
    desc = " ".join([fam.quote("1-3-2-2"), fam.quote("1-4-5-1"),
                     "%s tries %s (receive 「-」) at the receive phase's appearance step: "
                     "refused; %s appears instead." % (tp, dash, ok)])
    fam.add("%s-dash-never-appears" % tp.lower(), "A 「-」 receive point: no appearance there",
            desc, ["1-3-2-2", "1-4-5-1", "0-1-2", "3-1-1"], ["invariants"], setup, script,
            {"rejections": [{"step": 0, "rule": "1-4-5-1"}],
             "events": [{"type": "appear", "card": ok, "area": "receive"}],
             "absent": [{"type": "appear", "card": dash}]})
