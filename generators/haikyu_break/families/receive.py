"""Family `receive`: a receive turn (5-2-3): the draw phase (5-8) and its draw step, the turn
player drawing one card (5-16-2); the receive phase (5-9): one character into the receive area,
the defense point its receive point (5-18-4), the judge (5-15); the toss phase (5-10) and the
attack phase (5-11), whose characters may not have the receive character's and the toss
character's names (1-4-5-4-1); the attack's offense point, the toss point plus the attack point
(5-17-5), then the end phase and the other player's start phase. Both players; receive points
below, at and above the OP; toss and attack points that make the OP negative; an empty deck at
the draw step (nothing drawn, 0-2-5-2)."""

from . import Family
from .common_parts import events_of, partial_state, play, rally
from ..model.table import other


def generate(ctx):
    fam = Family(ctx, __name__)
    for p in ("P1", "P2"):
        for delta in (-1, 0, 2):
            for deck in (0, 4):
                one(fam, "%s-receives-dp-op%+d-deck-%d" % (p.lower(), delta, deck), p, delta,
                    deck)
    return fam.cases


def one(fam, key, tp, delta, deck):
    rng = fam.rng(key)
    opp = other(tp)
    s = rally("start", turn=rng.choice((2, 3, 4)), player=tp,
              deck=(deck, 5) if tp == "P1" else (5, deck))
    rc = rng.randint(0, 5)
    op = rc - delta
    s.op(opp, op)
    ts, at = rng.choice(((2, 3), (-1, -3), (0, 4), (5, -2)))
    r = s.put(tp, "hand", "%sR" % tp, receive=rc, name="nishinoya")
    t = s.put(tp, "hand", "%sT" % tp, toss=ts, name="kageyama")
    a = s.put(tp, "hand", "%sA" % tp, attack=at, name="hinata")
    for i in range(2):
        s.put(opp, "hand", "%sB%d" % (opp, i + 1), block=1, name="b%d" % i)
    success = rc >= op
    script = [{"choose": "receive", "for": "route"}, {"do": "pass"},
              {"do": "appear", "card": r}, {"do": "pass"}]
    if success:
        script += [{"do": "appear", "card": t}, {"do": "pass"}, {"do": "appear", "card": a},
                   {"do": "pass"}, {"choose": "block", "for": "route"}]
    else:
        script += [{"choose": "%sS1" % tp, "for": "set-card"}]
    setup = s.setup()
    run = play(setup, script)
    drawn = setup[tp]["deck"][0] if deck else None
    turn = setup["start"]["turn"]
    events = [{"type": "route", "player": tp, "route": "receive"},
              {"type": "phase", "name": "draw", "turn": turn, "player": tp, "set": 1},
              {"type": "step", "name": "draw"}]
    if drawn:
        events.append({"type": "draw", "player": tp, "card": drawn})
    events += [{"type": "step", "name": "free"},
               {"type": "phase", "name": "receive", "turn": turn, "player": tp, "set": 1},
               {"type": "appear", "card": r, "area": "receive", "how": "step"},
               {"type": "dp", "player": tp, "value": rc},
               {"type": "judge", "player": tp, "op": op, "dp": rc, "success": success}]
    clauses = ["5-2-3", "5-8-1", "5-8-2", "5-16-1", "5-16-2", "5-9-1", "5-9-2", "5-18-4",
               "2-9-1", "3-7-1", "5-15-3", "5-13-2", "8-5-1"]
    clauses += ["1-4-2", "1-4-2-1", "3-3-1"] if drawn else ["0-2-5-2", "1-1-17"]
    if success:
        events += [{"type": "phase", "name": "toss", "turn": turn, "player": tp, "set": 1},
                   {"type": "appear", "card": t, "area": "toss", "how": "step"},
                   {"type": "phase", "name": "attack", "turn": turn, "player": tp, "set": 1},
                   {"type": "appear", "card": a, "area": "attack", "how": "step"},
                   {"type": "step", "name": "offense"},
                   {"type": "op", "player": tp, "value": ts + at},
                   {"type": "phase", "name": "end", "turn": turn, "player": tp, "set": 1},
                   {"type": "phase", "name": "start", "turn": turn + 1, "player": opp,
                    "set": 1}]
        clauses += ["5-10-1", "5-10-2", "5-11-1", "5-11-2", "5-17-5", "2-10-1", "2-11-1",
                    "3-8-1", "3-9-1", "1-4-5-4-1", "2-6-1-1"]
        if ts + at < 0:
            clauses.append("0-2-9")
        state = partial_state(run, "%s.op" % tp, "%s.op" % opp, "%s.hand" % tp)
        state[tp]["receive"] = [{"card": r, "under": []}]
        state[tp]["toss"] = [{"card": t, "under": []}]
        state[tp]["attack"] = [{"card": a, "under": []}]
        assert state[tp]["op"] == ts + at and state[opp]["op"] is None
    else:
        events += [{"type": "lost", "player": tp, "why": "judge"}]
        clauses += ["1-4-9-3"]
        state = partial_state(run, "turn")
    got = events_of(run)
    i = 0
    for e in events:
        while i < len(got) and any(got[i].get(k) != v for k, v in e.items()):
            i += 1
        assert i < len(got), (key, e)
        i += 1
    desc = " ".join([
        fam.quote("5-16-2", "ターンプレイヤーはデッキからカードを1枚引きます。"),
        fam.quote("5-18-4", "ディフェンスポイントはレシーブキャラのレシーブポイントを基準にし"),
        fam.quote("5-17-5", "オフenseポイントはトスカラのトスポイントとアタックキャラのアタックポイントを基準にし"),
        "%s receives %s's OP %d: %s. Receive point %d: %s. %s"
        % (tp, opp, op, "it draws %s" % drawn if drawn else "its deck is empty: no card is "
           "drawn (0-2-5-2)", rc, "the receive holds" if success else "DP < OP, the receive "
           "fails and it declares lost",
           "Toss %d + attack %d: its OP is %d." % (ts, at, ts + at) if success else "")])
    fam.add(key, "%s receives OP %d with receive point %d%s" % (
                tp, op, rc, ", then toss %d and attack %d" % (ts, at) if success else ""),
            desc, clauses, ["receive", fam.reading("HB-RECEIVE-DP"),
                            "" if drawn else fam.reading("HB-STALE-IGNORE")],
            setup, script, {"state": state, "events": events})
