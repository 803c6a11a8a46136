"""Family `keywords`: the keyword skills of chapter 9, each the effect of an active skill used at a
free step, and what it does over the turn and the opponent's next one: ドシャット (9-2, a delayed
effect at the end of a turn whose block succeeded: the offense point becomes N), ワンタッチ (9-3:
the opponent's offense point −N, the rest of the block phase skipped to the master's draw
phase, 8-6), フェイント (9-4: at the end of a turn with an attack, the offense point becomes N and
the opponent cannot make block characters appear in its next turn), ブロックアウト (9-5: in the
opponent's next turn a block character of an original block point N or less appearing makes the
opponent declare lost, 1-4-9-4), Aパス (9-7: a toss character appearing this turn gets +N toss
point), 2アタック (9-8: the offense point becomes N, the toss phase skipped to the end phase, no
block characters for the opponent next turn) and ターン1 (9-6: the skills of the master's cards
of that name negated for the turn once any part of the skill resolved)."""

from . import Family
from .common_parts import rally
from ..model.table import other


def generate(ctx):
    fam = Family(ctx, __name__)
    for tp in ("P1", "P2"):
        for op, dp in ((2, 3), (3, 3), (4, 3)):
            doshatto(fam, tp, op, dp)
        for n in (1, 3):
            one_touch(fam, tp, n)
        feint(fam, tp)
        for block in (1, 2, 3):
            block_out(fam, tp, block)
        block_out_receive(fam, tp)
        a_pass(fam, tp)
        two_attack(fam, tp)
        for used in (True, False):
            turn1(fam, tp, used)
    return fam.cases


def keyword_card(s, p, cid, area, kw, n, **params):
    return s.put(p, "hand", cid, name=cid.lower(), skills=[
        {"kind": "active", "timing": [area], "effect": [{kw: n}]}], **params)


def doshatto(fam, tp, op, dp):
    """A block turn: the centre blocker (block point dp) uses 「ドシャット4」 and the block phase
    judges the opponent's offense point op: a success (dp ≥ op) makes tp's offense point 4 at the
    turn's end, for the opponent's next turn (9-2-3, 9-2-4); a failure is a lost, the turn ends
    at once and the delayed effect is gone."""
    opp = other(tp)
    s = rally("block", turn=4, player=tp)
    s.op(opp, op)
    b = keyword_card(s, tp, "%sB" % tp, "block", "doshatto", 4, block=dp)
    script = [{"do": "appear", "cards": [b], "centre": b}, {"do": "use", "card": b, "skill": 0},
              {"do": "pass"}]
    ok = dp >= op
    if ok:
        script.append({"choose": "receive", "for": "route"})
    else:
        script.append({"choose": "%sS2" % tp, "for": "set-card"})
    setup = s.setup()
    if ok:
        expect = {"events": [{"type": "judge", "player": tp, "op": op, "dp": dp,
                              "success": True},
                             {"type": "phase", "name": "end", "player": tp},
                             {"type": "waiting", "card": b, "skill": 0, "delayed": True},
                             {"type": "resolve", "card": b, "skill": 0, "delayed": True},
                             {"type": "phase", "name": "start", "player": opp}],
                  "state": {tp: {"op": 4}, "turn": {"player": opp, "phase": "draw"}}}
        clauses = ["9-2-1", "9-2-3", "9-2-4", "1-3-4-4"]
    else:
        expect = {"events": [{"type": "judge", "player": tp, "success": False},
                             {"type": "lost", "player": tp, "why": "judge"}],
                  "absent": [{"type": "resolve", "delayed": True}]}
        clauses = ["1-4-9-3", "8-6-4"]
    desc = " ".join([fam.quote("9-2-3"), fam.quote("9-2-4"),
                     "%s's centre blocker %s (block %d) uses ドシャット4 against an offense point "
                     "of %d: %s." % (tp, b, dp, op,
                                     "the block succeeds, and at the turn's end %s's offense "
                                     "point becomes 4" % tp if ok else
                                     "the block fails, %s declares lost and the delayed effect "
                                     "vanishes with the turn" % tp)])
    fam.add("%s-doshatto-op-%d-dp-%d" % (tp.lower(), op, dp),
            "ドシャット4 with DP %d against OP %d" % (dp, op), desc, clauses, ["keyword"], setup,
            script, expect)


def one_touch(fam, tp, n):
    """「ワンタッチN」 at the block phase's free step: the opponent's offense point 5 becomes 5−N,
    the rest of the block phase is skipped and the turn goes on at tp's draw phase (9-3-3)."""
    opp = other(tp)
    s = rally("block", turn=4, player=tp)
    s.op(opp, 5)
    b = keyword_card(s, tp, "%sB" % tp, "block", "one_touch", n, block=1)
    script = [{"do": "appear", "cards": [b], "centre": b}, {"do": "use", "card": b, "skill": 0}]
    setup = s.setup()
    top = setup[tp]["deck"][0]
    desc = " ".join([fam.quote("9-3-3"), fam.quote("8-6-5"),
                     "%s's centre blocker %s uses ワンタッチ%d: %s's offense point 5 becomes %d, the "
                     "block phase is skipped (no judge) and %s's draw phase begins: %s draws %s." %
                     (tp, b, n, opp, 5 - n, tp, tp, top)])
    fam.add("%s-one-touch-%d" % (tp.lower(), n), "ワンタッチ%d: −%d and on to the draw phase" % (
        n, n), desc, ["9-3-1", "9-3-3", "0-2-2", "8-6-1", "8-6-2", "8-6-3", "8-6-5", "8-6-7", "1-2-11",
                      "0-2-4", "5-1-3-1"], ["keyword", fam.reading("HB-ONE-TOUCH-OP")], setup,
            script,
            {"events": [{"type": "use", "card": b, "skill": 0},
                        {"type": "skip", "from": "block", "to": "draw"},
                        {"type": "phase", "name": "draw", "player": tp},
                        {"type": "draw", "player": tp, "card": top}],
             "absent": [{"type": "judge"}, {"type": "dp"}],
             "state": {opp: {"op": 5 - n}, "turn": {"phase": "draw", "route": "receive"}}})


def attack_turn(tp, kw, n):
    """A receive turn at the attack phase: the toss character T (toss 1) is there; the attack
    card A (attack 1) with the keyword appears, uses it, and the free step ends."""
    opp = other(tp)
    s = rally("attack", turn=4, player=tp)
    s.op(opp, 1)
    s.put(tp, "toss", "%sT" % tp, name="t", toss=1)
    a = keyword_card(s, tp, "%sA" % tp, "attack", kw, n, attack=1)
    return s, a, [{"do": "appear", "card": a}, {"do": "use", "card": a, "skill": 0},
                  {"do": "pass"}]


def feint(fam, tp):
    """「フェイント1」: the attack's offense point 2 becomes 1 at the turn's end (9-4-4), and in
    the opponent's next turn it cannot make block characters appear: choosing the block route,
    it has no appearance and declares lost (1-4-9-1)."""
    opp = other(tp)
    s, a, script = attack_turn(tp, "feint", 1)
    s.put(opp, "hand", "%sB" % opp, name="b", block=5)
    script += [{"choose": "block", "for": "route"},
               {"choose": "%sS2" % opp, "for": "set-card"}]
    setup = s.setup()
    desc = " ".join([fam.quote("9-4-3"), fam.quote("9-4-4"),
                     "%s attacks with %s (toss 1 + attack 1 = 2) using フェイント1: at the turn's "
                     "end its offense point becomes 1; %s chooses the block route but may not "
                     "make %s appear, so it declares lost." % (tp, a, opp, "%sB" % opp)])
    fam.add("%s-feint" % tp.lower(), "フェイント1: OP 1 and no blockers next turn", desc,
            ["9-4-1", "9-4-3", "9-4-4", "1-3-4-4", "1-4-9-1"], ["keyword"], setup, script,
            {"events": [{"type": "op", "player": tp, "value": 2},
                        {"type": "waiting", "card": a, "skill": 0, "delayed": True},
                        {"type": "resolve", "card": a, "skill": 0, "delayed": True},
                        {"type": "route", "player": opp, "route": "block"},
                        {"type": "lost", "player": opp, "why": "appear"}],
             "absent": [{"type": "appear", "card": "%sB" % opp}]})


def block_out(fam, tp, block):
    """「ブロックアウト2」: in the opponent's next turn, its centre blocker of an original block
    point of 2 or less appearing makes it declare lost (9-5-3, 9-5-4); one of 3 does not."""
    opp = other(tp)
    s, a, script = attack_turn(tp, "block_out", 2)
    b = s.put(opp, "hand", "%sB" % opp, name="b", block=block)
    lost = block <= 2
    script += [{"choose": "block", "for": "route"},
               {"do": "appear", "cards": [b], "centre": b}]
    if lost:
        script.append({"choose": "%sS2" % opp, "for": "set-card"})
    setup = s.setup()
    if lost:
        expect = {"events": [{"type": "appear", "card": b, "area": "block"},
                             {"type": "waiting", "card": a, "skill": 0, "delayed": True},
                             {"type": "resolve", "card": a, "skill": 0, "delayed": True},
                             {"type": "lost", "player": opp, "why": "effect"}]}
        clauses = ["9-5-1", "9-5-3", "9-5-4", "1-4-9-4", "1-3-4-4"]
    else:
        expect = {"events": [{"type": "appear", "card": b, "area": "block"}],
                  "absent": [{"type": "lost"}, {"type": "waiting", "delayed": True}]}
        clauses = ["9-5-3"]
    desc = " ".join([fam.quote("9-5-3"), fam.quote("9-5-4"),
                     "%s attacked using ブロックアウト2; in %s's next turn its centre blocker %s "
                     "(block %d) appears: %s." % (tp, opp, b, block,
                                                  "%s declares lost" % opp if lost else
                                                  "more than 2, nothing happens")])
    fam.add("%s-block-out-block-%d" % (tp.lower(), block),
            "ブロックアウト2 against a block point of %d" % block, desc, clauses, ["keyword"],
            setup, script, expect)


def block_out_receive(fam, tp):
    """「ブロックアウト2」 when the opponent receives instead: its receive character of block 0
    appearing is no block character, nothing happens (9-5-3)."""
    opp = other(tp)
    s, a, script = attack_turn(tp, "block_out", 2)
    b = s.put(opp, "hand", "%sB" % opp, name="b", block=0, receive=9)
    script += [{"choose": "receive", "for": "route"}, {"do": "pass"},
               {"do": "appear", "card": b}]
    setup = s.setup()
    desc = " ".join([fam.quote("9-5-3"),
                     "%s attacked using ブロックアウト2; in %s's next turn %s receives: its receive "
                     "character %s (block 0) is no block character, nothing happens." % (
                         tp, opp, opp, b)])
    fam.add("%s-block-out-receive-turn" % tp.lower(),
            "ブロックアウト2 against a receive character", desc, ["1-3-4"], ["keyword"],
            setup, script,
            {"events": [{"type": "appear", "card": b, "area": "receive"}],
             "absent": [{"type": "lost"}, {"type": "waiting", "delayed": True}],
             "state": {"turn": {"player": opp, "phase": "receive", "step": "free"}}})


def a_pass(fam, tp):
    """「Aパス2」 at the receive phase: the toss character appearing this turn gets +2 (9-7-3,
    9-7-4)."""
    opp = other(tp)
    s = rally("receive", turn=4, player=tp)
    s.op(opp, 1)
    r = keyword_card(s, tp, "%sR" % tp, "receive", "a_pass", 2, receive=1)
    t = s.put(tp, "hand", "%sT" % tp, name="t", toss=1)
    a = s.put(tp, "hand", "%sA" % tp, name="a", attack=1)
    script = [{"do": "appear", "card": r}, {"do": "use", "card": r, "skill": 0},
              {"do": "pass"}, {"do": "appear", "card": t}, {"do": "pass"},
              {"do": "appear", "card": a}, {"do": "pass"}, {"choose": "receive", "for": "route"}]
    setup = s.setup()
    desc = " ".join([fam.quote("9-7-3"), fam.quote("9-7-4"),
                     "%s's receive character %s uses Aパス2; the receive succeeds (1 against 1) "
                     "and %s appears in the toss area: its toss point is 1+2 = 3 to the cleanup "
                     "step; the game goes on, %s attacks: OP 3+1 = 4 (5-17-5)." % (tp, r, t, a)])
    fam.add("%s-a-pass" % tp.lower(), "Aパス2: the toss character +2", desc,
            ["9-7-1", "9-7-3", "9-7-4", "1-3-4-4"], ["keyword"], setup, script,
            {"events": [{"type": "appear", "card": t, "area": "toss"},
                        {"type": "waiting", "card": r, "skill": 0, "delayed": True},
                        {"type": "resolve", "card": r, "skill": 0, "delayed": True},
                        {"type": "appear", "card": a, "area": "attack"},
                        {"type": "op", "player": tp, "value": 4}]})


def two_attack(fam, tp):
    """「2アタック3」 at the toss phase: tp's offense point is 3, the toss phase is skipped to the
    end phase (9-8-3); the opponent's next turn takes the receive route."""
    opp = other(tp)
    s = rally("toss", turn=4, player=tp)
    s.op(opp, 1)
    t = keyword_card(s, tp, "%sT" % tp, "toss", "two_attack", 3, toss=1)
    script = [{"do": "appear", "card": t}, {"do": "use", "card": t, "skill": 0},
              {"choose": "receive", "for": "route"}]
    setup = s.setup()
    desc = " ".join([fam.quote("9-8-3"),
                     "%s's toss character %s uses 2アタック3: its offense point becomes 3, the toss "
                     "phase is skipped (no attack phase) and the end phase follows; %s's turn "
                     "begins with that offense point to receive." % (tp, t, opp)])
    fam.add("%s-two-attack" % tp.lower(), "2アタック3: OP 3, on to the end phase", desc,
            ["9-8-1", "9-8-3", "8-6-1", "8-6-2", "8-6-5", "8-6-7", "1-2-11"], ["keyword"], setup,
            script,
            {"events": [{"type": "use", "card": t, "skill": 0},
                        {"type": "skip", "from": "toss", "to": "end"},
                        {"type": "phase", "name": "end", "player": tp},
                        {"type": "phase", "name": "start", "player": opp}],
             "absent": [{"type": "phase", "name": "attack"}],
             "state": {tp: {"op": 3}, "turn": {"player": opp, "phase": "draw"}}})


def turn1(fam, tp, used):
    """「ターン1」 on a skill 「カード1枚を引いてもよい」: once any part resolved (the draw taken),
    the skills of tp's cards named 「t」 are negated this turn (9-6-3, 9-6-4), so the serve
    character of that name cannot use its skill; declined, nothing resolved and it can."""
    opp = other(tp)
    s = rally("toss", turn=4, player=tp)
    s.op(opp, 1)
    skill = {"kind": "active", "timing": ["toss"], "turn1": True,
             "effect": [{"may": [{"draw": 1}]}]}
    t = s.put(tp, "hand", "%sT" % tp, name="t", toss=1, skills=[dict(skill)])
    v = s.put(tp, "serve", "%sV" % tp, name="t", serve=1, skills=[
        {"kind": "active", "timing": ["toss"], "effect": [{"draw": 1}]}])
    script = [{"do": "appear", "card": t}, {"do": "use", "card": t, "skill": 0},
              {"choose": used, "for": "may"}, {"do": "use", "card": v, "skill": 0}]
    setup = s.setup()
    if used:
        expect = {"rejections": [{"step": 3, "rule": "6-1-2"}],
                  "exactly": [{"type": "draw", "player": tp}],
                  "events": [{"type": "draw", "player": tp}]}
        clauses = ["9-6-1", "9-6-3", "9-6-4", "6-1-2"]
    else:
        expect = {"events": [{"type": "use", "card": v, "skill": 0},
                             {"type": "draw", "player": tp}],
                  "exactly": [{"type": "draw", "player": tp}]}
        clauses = ["9-6-3"]
    desc = " ".join([fam.quote("9-6-3"), fam.quote("9-6-4"),
                     "%s's %s uses its ターン1 skill and %s the draw; then %s (also 「t」) tries its "
                     "skill: %s." % (tp, t, "takes" if used else "declines", v,
                                      "negated, refused" if used else "used")])
    fam.add("%s-turn1-%s" % (tp.lower(), "resolved" if used else "nothing"),
            "ターン1 %s" % ("negates the name" if used else "with nothing resolved"), desc,
            clauses, ["keyword"], setup, script, expect)
