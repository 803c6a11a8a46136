"""Family `attacks`: declaring an attack (8-1-1): the attacker is the turn player's active
leader or an active battle card of its battle area, rested to attack; the target the opponent's
leader or one of its rested battle cards; no attack in the first player's first turn
(7-3-4-3-1), none outside the main phase (7-3-4).  Each rejection changes nothing and the same
free timing follows; the accepted attack rests its card and the battle reaches the offense
step, where the turn player may combo or pass.  Both players as turn player, as first and as
second player.
"""

from . import Family
from ..model.table import PLAYERS, other
from .lang import act, auto, draw
from .quotes import Q811
from .scene import standard



def generate(ctx):
    fam = Family(ctx, __name__)
    for first in PLAYERS:
        turn_one(fam, first)
        for turn in (2, 3, 4, 7):
            for target_kind in ("leader", "battle"):
                sequence(fam, first, turn, target_kind)
        for when in ("twice", "battle-end"):
            invalidate_again(fam, first, when)
        for n in (9, 10):
            strike_n(fam, first, n)
    return fam.cases


def strike_n(fam, first, n):
    """15-6-2: 【ストライク】N for any N of one or more digits: the damage of the attack is N."""
    s = standard(first=first, turn=3, life=(12, 12))
    tp = s.turn_player
    ntp = other(tp)
    lead_n = s.zones[ntp]["leader"]
    s.put(tp, "battle", "A", power=6000, keywords=["strike-%d" % n])
    life = s.zones[ntp]["life"]
    desc = " ".join([fam.quote("15-6-2"),
                     "%s's A (6000) has 【ストライク】%d (`strike-%d`) and attacks %s's leader "
                     "(5000, 12 life cards): the damage is %d: %d life cards go to the hand." % (
                         tp, n, n, ntp, n, n)])
    fam.add("strike-%d-%s" % (n, tp.lower()), "【ストライク】%d (%s attacking)" % (n, tp), desc,
            ["15-6-2"], ["attack", "keyword"], s.setup(),
            [{"do": "attack", "card": "A", "target": lead_n}, {"do": "pass"},
             {"do": "pass", "by": ntp}],
            {"state": {ntp: {"life": life[n:], "hand": life[:n]}},
             "events": [{"type": "damage", "player": ntp, "amount": n, "source": "A"}]})


def invalidate_again(fam, first, when):
    """「アタックを無効にする」 once the attack is invalid (8-1-2-1: no attack card any more), or in
    the battle end step (8-5: the battle is ending): there is no attack to invalidate, the
    instruction is not carried out (0-2-4) and 「そうした場合」 does not follow (13-14-1)."""
    s = standard(first=first, turn=3)
    tp = s.turn_player
    ntp = other(tp)
    lead_t, lead_n = s.zones[tp]["leader"], s.zones[ntp]["leader"]
    effect = [{"invalidate": "attack"}, {"if_done": [draw()]}]
    dt = s.zones[tp]["deck"]
    script = [{"do": "attack", "card": lead_t, "target": lead_n}]
    if when == "twice":
        s.put(tp, "battle", "S", skills=[act("battle", *(effect + effect))])
        script += [{"do": "activate", "card": "S", "skill": 0}]
        hand = dt[:1]
        what = ("In the offense step S's skill is activated: its first 「アタックを無効にする」 "
                "invalidates the attack and %s draws %s; the second finds no attack to "
                "invalidate: no draw. The battle then goes to its end step (8-1-5-1): no "
                "damage." % (tp, dt[0]))
    else:
        s.put(tp, "battle", "S", skills=[auto({"on": "battle-end", "whose": "your"}, *effect)])
        script += [{"do": "pass"}, {"do": "pass", "by": ntp}]
        hand = []
        what = ("The battle is fought (5000 against 5000: 1 damage); at the battle end step S's "
                "auto finds no attack left to invalidate: no draw.")
    desc = " ".join([fam.quote("8-1-2-1"), fam.quote("13-14-1"),
                     "%s's S: %s「アタックを無効にする。そうした場合、カード1枚を引く」%s. %s's leader "
                     "attacks %s's leader. %s" % (
                         tp, "【起動戦闘中】" if when == "twice" else "【自動】「自分の戦闘終了時」 ",
                         " twice" if when == "twice" else "", tp, ntp, what)])
    fam.add("invalidate-%s-%s" % (when, tp.lower()),
            "Invalidating an attack %s (%s attacking)" % (
                "that is invalid already" if when == "twice" else "at the battle end step", tp),
            desc, ["8-1-2-1", "13-14-1"], ["attack", "done-or-not"], s.setup(), script,
            {"state": {tp: {"hand": hand}, "turn": {"phase": "main"}},
             "exactly": [{"type": "draw", "player": tp}],
             "events": [{"type": "draw", "player": tp, "card": c} for c in hand] +
                       [{"type": "battle-step", "name": "battle-end"}]})


def turn_one(fam, first):
    second = other(first)
    for attacker in ("leader", "battle"):
        s = standard(first=first, turn=1)
        s.put(first, "battle", "A1", power=3000)
        s.put(second, "battle", "G1", power=3000)
        s.rest("G1")
        lead = s.zones[first]["leader"]
        a = lead if attacker == "leader" else "A1"
        script = [{"do": "attack", "card": a, "target": s.zones[second]["leader"]},
                  {"do": "attack", "card": a, "target": "G1"},
                  {"query": "legal"}]
        desc = "%s %s's first turn (turn 1): its %s %s declares attacks on %s's leader and on " \
               "its rested G1; both are rejected and %s stays active. The legal actions are " \
               "to end the main phase only (its hand is empty)." % (
                   fam.quote("7-3-4-3-1"), first, attacker, a, second, a)
        fam.add("turn-1-%s-first-%s" % (first.lower(), attacker),
                "Attack: none in the first player's first turn (%s first, by the %s)"
                % (first, attacker), desc, ["7-3-4-3-1"], ["attack", "rejection"], s.setup(),
                script, {"rejections": [{"step": 0, "rule": "7-3-4-3-1"},
                                        {"step": 1, "rule": "7-3-4-3-1"}],
                         "legal": [{"step": 2, "actions": [{"do": "pass"}]}],
                         "state": {"turn": {"number": 1, "player": first, "step": None},
                                   first: {"battle": [{"card": "A1", "rested": False}],
                                           "leader": {"card": lead, "rested": False}}}})


def sequence(fam, first, turn, target_kind):
    s = standard(first=first, turn=turn)
    tp = s.turn_player
    ntp = other(tp)
    s.put(tp, "battle", "A1", power=4000, combo=1000)
    s.put(tp, "battle", "A2", power=4000)
    s.put(tp, "battle", "A3", power=2000, combo=2000)
    s.put(tp, "hand", "H1", combo=3000)
    s.put(ntp, "battle", "G1", power=4000)
    s.put(ntp, "battle", "G2", power=4000)
    s.rest("A2", "G2")
    lead, opp = s.zones[tp]["leader"], s.zones[ntp]["leader"]
    target = opp if target_kind == "leader" else "G2"
    script = [
        {"do": "attack", "card": "A2", "target": opp},        # rested attacker
        {"do": "attack", "card": "A1", "target": "G1"},       # active target
        {"do": "attack", "card": "A1", "target": "A2"},       # own card
        {"do": "attack", "card": "A1", "target": lead},       # own leader
        {"do": "attack", "card": "G2", "target": lead},       # the opponent's card
        {"do": "attack", "card": "H1", "target": opp},        # a card in hand
        {"do": "attack", "card": "A1", "target": target},     # legal
        {"do": "attack", "card": "A3", "target": opp},        # offense step: not main
        {"query": "legal"},
    ]
    rejections = [{"step": i, "rule": "8-1-1"} for i in range(6)] + [{"step": 7, "rule": "7-3-4"}]
    state = {"turn": {"number": turn, "player": tp, "phase": "main", "step": "offense"},
             tp: {"battle": [{"card": "A1", "rested": True}, {"card": "A2", "rested": True},
                             {"card": "A3", "rested": False}],
                  "leader": {"card": lead, "rested": False}, "hand": ["H1"]},
             ntp: {"battle": [{"card": "G1", "rested": False}, {"card": "G2", "rested": True}]}}
    events = [{"type": "rest", "card": "A1"},
              {"type": "attack", "card": "A1", "target": target},
              {"type": "checkpoint", "at": "8-1-4"},
              {"type": "battle-step", "name": "offense"},
              {"type": "checkpoint", "at": "8-2-3"}]
    legal = [{"do": "combo", "card": "A3"}, {"do": "combo", "card": "H1"}, {"do": "pass"}]
    desc = " ".join([
        fam.quote("8-1-1", Q811),
        fam.quote("7-3-4", "このフリータイミングでは下記に示す行動のいずれかを宣言できます。"),
        "Turn %d, %s's main phase. Rejected with 8-1-1: the rested A2 as attacker, the active "
        "G1 as target, %s's own A2 and own leader as targets, %s's G2 as attacker, H1 from "
        "the hand as "
        "attacker; each changes nothing. A1 attacks %s: it is rested (8-1-1) and the battle "
        "goes through the 8-1-4 check point to the offense step. There A3's attack is "
        "rejected with 7-3-4 (not the main phase); the turn player may combo A3 (active, not "
        "the attack card) or H1 from its hand, or pass (8-2-4)." % (turn, tp, tp, ntp, target)])
    fam.add("turn-%d-%s-first-%s" % (turn, first.lower(), target_kind),
            "Attack: who may attack what, %s's turn %d, on the %s" % (tp, turn, target_kind),
            desc, ["8-1-1", "7-3-4", "8-1-2", "8-2-4"], ["attack", "rejection", "legal"],
            s.setup(), script,
            {"state": state, "events": events, "rejections": rejections,
             "legal": [{"step": 8, "actions": legal}]})
