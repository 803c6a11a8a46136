"""Family `block`: a block turn (5-2-3, 5-7): 1–3 character cards of distinct names appear in the
block area (1-4-5-4-1, 3-6-3), the centre blocker on the centre stack (3-6-2-1, 3-6-3-1) and the
side blockers beside it (1-4-5-4-2, 1-2-14-3); the defense point is the sum of every block
character's block point (5-18-3); the judge step fails when DP < OP, a tie holds (5-15-3); on a
success the OP and DP vanish (5-15-2 ③) and the block's OP is 0 (5-17-4); at the phase's end the
side blockers go to the drop, their owner ordering two (5-7-2 ⑦, 3-1-5-2, 3-4-1), the centre
blocker stays (HB-CENTRE-STAYS); a failed block is a lost (1-4-9-3). Both players block; 1, 2 and
3 blockers; DP one below, equal to and one above the OP; an old centre stack. An effect that
forbids a centre blocker leaves at most two side blockers (1-4-5-4-1, 0-2-6); one that forbids
side blockers leaves a centre blocker alone."""

from . import Family
from .common_parts import events_of, partial_state, play, rally
from ..model.table import other


def generate(ctx):
    fam = Family(ctx, __name__)
    for blocker in ("P1", "P2"):
        for n in (1, 2, 3):
            for delta in (-1, 0, 1):
                for old in (False, True):
                    if old and delta != 0:
                        continue
                    key = "%s-%d-blockers-dp-op%+d%s" % (blocker.lower(), n, delta,
                                                          "-old-stack" if old else "")
                    one(fam, key, blocker, n, delta, old)
        for role in ("centre", "side"):
            forbidden_role(fam, blocker, role)
    return fam.cases


def one(fam, key, blocker, n, delta, old):
    rng = fam.rng(key)
    server = other(blocker)
    s = rally("block", turn=rng.choice((2, 4)), player=blocker)
    bls = [rng.randint(0, 4) for _ in range(n)]
    op = sum(bls) - delta
    s.op(server, op)
    cards = [s.put(blocker, "hand", "%sK%d" % (blocker, i + 1), block=bls[i], name="k%d" % i)
             for i in range(n)]
    s.put(blocker, "hand", "%sDUP" % blocker, block=3, name="k0")
    old_top = None
    if old:
        old_top = s.put(blocker, "block", "%sOLD" % blocker, block=5, name="old")
    for i in range(2):
        s.put(server, "hand", "%sH%d" % (server, i + 1), receive=1, name="h%d" % i)
    centre = rng.choice(cards)
    sides = [c for c in cards if c != centre]
    order = rng.sample(sides, len(sides))
    script = [{"do": "appear", "cards": cards, "centre": centre}, {"do": "pass"}]
    success = sum(bls) >= op
    if len(sides) >= 2:
        script.append({"choose": order, "for": "order"})
    if success:
        script.append({"choose": "receive", "for": "route"})
    else:
        script.append({"choose": "%sS2" % blocker, "for": "set-card"})
    setup = s.setup()
    run = play(setup, script)
    judge = {"type": "judge", "player": blocker, "op": op, "dp": sum(bls), "success": success}
    events = [{"type": "step", "name": "appear"},
              {"type": "appear", "card": centre, "area": "block", "role": "centre",
               "how": "step"}]
    events += [{"type": "appear", "card": c, "area": "block", "role": "side", "how": "step"}
               for c in sides]
    events += [{"type": "step", "name": "defense"},
               {"type": "dp", "player": blocker, "value": sum(bls)}, judge]
    clauses = ["5-7-1", "5-7-2", "5-18-1", "5-18-2", "5-18-3", "5-15-1", "5-15-2", "5-15-3",
               "2-8-1", "3-6-1", "3-6-3", "3-6-3-1", "1-2-14-2", "1-4-5-4-1", "5-18-5",
               "5-17-6"]
    if sides:
        clauses += ["1-2-14-3", "3-6-1-1"]
    if success:
        events += [{"type": "step", "name": "offense"},
                   {"type": "op", "player": blocker, "value": 0}]
        events += [{"type": "move", "card": c, "from": "%s:block" % blocker,
                    "to": "%s:drop" % blocker, "cause": "rule"}
                   for c in (order if len(sides) >= 2 else sides)]
        events += [{"type": "phase", "name": "end", "turn": setup["start"]["turn"],
                    "player": blocker, "set": 1}]
        clauses += ["5-17-4"]
        if sides:
            clauses += ["3-4-1"]
        if len(sides) >= 2:
            clauses += ["3-1-5-2", "1-1-4"]
        state = partial_state(run, "%s.block" % blocker, "%s.drop" % blocker,
                              "%s.op" % server, "%s.op" % blocker)
        assert state[blocker]["op"] == 0 and state[server]["op"] is None
        assert state[blocker]["drop"] == (order if len(sides) >= 2 else sides)
        assert [b["card"] for b in state[blocker]["block"]] == [centre]
    else:
        events += [{"type": "lost", "player": blocker, "why": "judge"}]
        events += [{"type": "move", "card": c, "from": "%s:block" % blocker,
                    "to": "%s:drop" % blocker, "cause": "rule"}
                   for c in (order if len(sides) >= 2 else sides)]
        clauses += ["1-4-9-3", "1-4-9"]
        if sides:
            clauses += ["8-6-6"]
        state = partial_state(run, "turn.phase", "%s.op" % server, "%s.dp" % blocker)
        assert state[server]["op"] is None and state[blocker]["dp"] is None
    if old:
        clauses += ["3-6-2-1", "8-3-1-1"]
        assert run.state()[blocker]["block"][0]["under"] == [old_top]
        state.setdefault(blocker, {})["block"] = run.state()[blocker]["block"]
    got = events_of(run)
    i = 0
    for e in events:                     # worked out above: the model must show them in order
        while i < len(got) and any(got[i].get(k) != v for k, v in e.items()):
            i += 1
        assert i < len(got), (key, e)
        i += 1
    desc = " ".join([
        fam.quote("5-18-3", "ブロックキャラが複数の場合、ディフェンスポイントはすべてのブロックキャラのブロックポイントの合計を基準にし"),
        fam.quote("5-15-3", "ブロックフェイズにおいて、ディフェンスポイントがオフェンスポイント未満の場合、ブロックが失敗します。"),
        fam.quote("3-6-3-1", "置かれるカードのうちの1枚は必ずセンターブロッカーとなります。"),
        "%s blocks %s's OP %d with %s (centre %s): DP %s = %d, %s %d: the block %s. %s"
        % (blocker, server, op, ", ".join(cards), centre, " + ".join(map(str, bls)), sum(bls),
           "not below" if success else "below", op, "holds" if success else "fails",
           ("Its OP is 0 (5-17-4); the side blockers %s go to the drop in the order chosen, the "
            "centre blocker stays." % ", ".join(order) if sides else "Its OP is 0 (5-17-4).")
           if success else "It declares lost (1-4-9-3)%s." % (
               ": the rest of the turn is skipped, its side blockers go to the drop (8-6-6)"
               if sides else ""))])
    fam.add(key, "%s blocks with %d: DP %d against OP %d" % (blocker, n, sum(bls), op), desc,
            clauses, ["block", fam.reading("HB-CENTRE-STAYS") if success else ""], setup, script,
            {"state": state, "events": events})


def forbidden_role(fam, blocker, role):
    """「このターン、相手はセンターブロッカー（サイドブロッカー）を置けない」 (an effect in the
    setup): the legal block appearances of three cards of distinct names, one refused, then
    one made."""
    server = other(blocker)
    s = rally("block", turn=4, player=blocker)
    s.op(server, 1)
    ks = [s.put(blocker, "hand", "%sK%d" % (blocker, i + 1), block=i + 1, name="k%d" % i)
          for i in range(3)]
    s.effect(server, forbid="appear", who="opponent", area=role, until="turn")
    if role == "centre":
        # no centre: 1 or 2 side blockers, never 3 (1-4-5-4-1)
        legal = [{"do": "appear", "cards": c, "centre": None}
                 for c in ([ks[0]], [ks[1]], [ks[2]], [ks[0], ks[1]], [ks[0], ks[2]],
                           [ks[1], ks[2]])]
        refused = {"do": "appear", "cards": [ks[0], ks[1]], "centre": ks[0]}
        made = {"do": "appear", "cards": [ks[0], ks[1]], "centre": None}
        block = [{"card": ks[0], "role": "side"}, {"card": ks[1], "role": "side"}]
        rule = "0-2-6"
    else:
        # no side blocker: one card, the centre blocker
        legal = [{"do": "appear", "cards": [k], "centre": k} for k in ks]
        refused = {"do": "appear", "cards": [ks[0], ks[1]], "centre": ks[1]}
        made = {"do": "appear", "cards": [ks[1]], "centre": ks[1]}
        block = [{"card": ks[1], "role": "centre"}]
        rule = "0-2-6"
    legal.append({"do": "pass"})
    script = [{"query": "legal"}, refused, made]
    setup = s.setup()
    run = play(setup, script)
    assert sorted(map(repr, run.legal[0]["actions"])) == sorted(map(repr, legal)), run.legal
    expect = {"legal": [{"step": 0, "actions": legal}],
              "rejections": [{"step": 1, "rule": rule}],
              "state": {blocker: {"block": block}}}
    desc = " ".join([fam.quote("1-4-5-4-1", "何らかの効果でセンターブロッカーを置けない場合、キャラは2枚までしか置けず、置いたキャラはサイドブロッカーになります。")
                     if role == "centre" else fam.quote("0-2-6"),
                     "%s may not place a %s blocker this turn: with %s in the hand the legal "
                     "appearances are %s; %s is refused; %s appear%s." % (
                         blocker, role, ", ".join(ks),
                         "one or two of them as side blockers" if role == "centre" else
                         "each alone as the centre blocker",
                         "a centre blocker" if role == "centre" else "a side blocker",
                         " and ".join(c["card"] for c in block),
                         "" if len(block) == 1 else " as side blockers")])
    fam.add("%s-%s-blocker-forbidden" % (blocker.lower(), role),
            "No %s blocker may be placed" % role, desc,
            ["1-4-5-4-1", "0-2-6"] if role == "centre" else ["0-2-6"], ["block"], setup,
            script, expect)
