"""Family `delayed`: delayed immediate effects (1-5-2-1-1): created when a skill resolves, executed
once when their moment comes, at a check point (9-2-2-1): the turn player's after its pending autos
(4-2-2-3), the non-turn player's after its own (4-2-2-5).  A delayed effect for 「ターン終了時」 with
autos of both players at the same moment; one for the next attack on the leader, in the other
player's turn, executed once only.  Both players.
"""

from . import Family
from ..model.table import other
from .lang import act, auto, draw
from .scene import leaders_board


def generate(ctx):
    fam = Family(ctx, __name__)
    for first in ("P1", "P2"):
        turn_end(fam, first)
        for two_attacks in (False, True):
            next_attack(fam, first, two_attacks)
        alone(fam, first)
        for pick in ("T1", "T2"):
            two_delayed(fam, first, pick)
        source_stays(fam, first)
        for boosted in (False, True):
            source_left_read(fam, first, boosted)
        for times in (2, 3):
            one_skill_twice(fam, first, times)
        continuous(fam, first)
    return fam.cases


board = leaders_board


def turn_end(fam, first):
    s, tp, ntp, lead_t, lead_n = board(first)
    later = {"delayed": {"on": "turn-end"}, "effect": [draw()]}
    s.put(tp, "battle", "T", skills=[act("main", later),
                                     auto({"on": "turn-end", "whose": "any"}, {"markers": 1})])
    s.put(ntp, "battle", "N", skills=[act("battle", later),
                                      auto({"on": "turn-end", "whose": "any"}, {"markers": 1})])
    dt, dn = s.zones[tp]["deck"], s.zones[ntp]["deck"]
    script = [{"do": "activate", "card": "T", "skill": 0},
              {"do": "attack", "card": lead_t, "target": lead_n}, {"do": "pass"},
              {"do": "activate", "card": "N", "skill": 0, "by": ntp},
              {"do": "pass", "by": ntp}, {"do": "pass"},
              {"choose": None, "for": "charge", "by": ntp}]
    events = [{"type": "checkpoint", "at": "7-4-3"},
              {"type": "activate", "card": "T", "skill": 1},
              {"type": "draw", "player": tp, "card": dt[0]},
              {"type": "activate", "card": "N", "skill": 1},
              {"type": "draw", "player": ntp, "card": dn[0]},
              {"type": "phase", "name": "charge", "turn": 4, "player": ntp}]
    desc = " ".join([fam.quote("4-2-2-3"), fam.quote("4-2-2-5"), fam.quote("1-5-2-1-1",
                     "即時効果には、発動したタイミングとは別に、発生した効果が指定されているタイミングに"
                     "従って指示を実行する、「遅延型効果」の即時効果があります。"),
                     "%s's T and %s's N each create 「ターン終了時、カード1枚を引く」 (T in the main "
                     "phase, N in the defense step) and each has 「ターン終了時、エナジーマーカー1つを"
                     "置く」. At the check point 7-4-3: %s's auto, %s's delayed draw, %s's auto, "
                     "%s's delayed draw, in that order." % (tp, ntp, tp, tp, ntp, ntp)])
    fam.add("turn-end-order-%s" % tp.lower(), "Delayed effects and autos at the end of the "
            "turn (%s's turn)" % tp, desc,
            ["4-2-2-2", "4-2-2-3", "4-2-2-4", "4-2-2-5", "1-5-2-1-1", "9-2-2-1"],
            ["delayed", "checkpoint"], s.setup(), script,
            {"state": {tp: {"markers": 1}, ntp: {"markers": 1}}, "events": events})


def next_attack(fam, first, two_attacks):
    s, tp, ntp, lead_t, lead_n = board(first)
    s.put(tp, "battle", "T", skills=[act("main", {"delayed": {"on": "attacked", "of": {
        "who": "you", "zone": "leader"}}, "effect": [draw()]})])
    s.put(ntp, "battle", "A1", power=1000)
    if two_attacks:
        s.put(ntp, "battle", "A2", power=1000)
    dt = s.zones[tp]["deck"]
    script = [{"do": "activate", "card": "T", "skill": 0}, {"do": "pass"},
              {"choose": None, "for": "charge", "by": ntp},
              {"do": "attack", "card": "A1", "target": lead_t, "by": ntp},
              {"do": "pass", "by": ntp}, {"do": "pass", "by": tp}]
    if two_attacks:
        script += [{"do": "attack", "card": "A2", "target": lead_t, "by": ntp},
                   {"do": "pass", "by": ntp}, {"do": "pass", "by": tp}]
    events = [{"type": "phase", "name": "charge", "turn": 4, "player": ntp},
              {"type": "attack", "card": "A1", "target": lead_t},
              {"type": "checkpoint", "at": "8-1-4"},
              {"type": "draw", "player": tp, "card": dt[0]},
              {"type": "battle-step", "name": "offense"}]
    desc = " ".join([fam.quote("4-2-2-5"),
                     "In turn 3 %s's T creates 「次に自分のリーダーがアタックされた時、カード1枚を"
                     "引く」. Turn 4 is %s's: A1 attacks %s's leader; the delayed effect, %s's, the "
                     "non-turn player's, is executed at 8-1-4: %s draws %s.%s" % (
                         tp, ntp, tp, tp, tp, dt[0],
                         " A2 attacks the leader again: the delayed effect was executed once and "
                         "is gone, nothing more is drawn." if two_attacks else "")])
    fam.add("next-attack-%s-%s" % ("twice" if two_attacks else "once", tp.lower()),
            "A delayed effect for the next attack on the leader (%s's%s)" % (
                tp, ", executed once" if two_attacks else ""), desc,
            ["4-2-2-5", "1-5-2-1-1"], ["delayed"], s.setup(), script,
            {"state": {tp: {"hand": dt[:1]}, "turn": {"number": 4, "player": ntp}},
             "events": events})


def continuous(fam, first):
    """1-5-2-2-1: a delayed effect whose instruction is a continuous effect: it begins to apply
    when its time comes, not when the skill resolved."""
    s, tp, ntp, lead_t, lead_n = board(first)
    s.put(tp, "battle", "T", power=3000, skills=[act("main", {
        "delayed": {"on": "attack"},
        "effect": [{"power": 3000, "target": "this", "until": "turn"}]})])
    life = s.zones[ntp]["life"]
    script = [{"do": "activate", "card": "T", "skill": 0},
              {"do": "attack", "card": "T", "target": lead_n}, {"do": "pass"},
              {"do": "pass", "by": ntp}]
    events = [{"type": "activate", "card": "T", "skill": 0},
              {"type": "attack", "card": "T", "target": lead_n},
              {"type": "checkpoint", "at": "8-1-4"},
              {"type": "battle-step", "name": "offense"},
              {"type": "compare", "attack": 6000, "guard": 5000},
              {"type": "damage", "player": ntp, "amount": 1, "source": "T"}]
    desc = " ".join([fam.quote("1-5-2-2-1"), fam.quote("4-2-2-3"),
                     "%s's T (3000) creates 「次にこのカードがアタックした時、ターン終了時まで、この"
                     "カードのパワー+3000」: T stays 3000 until it attacks %s's leader (5000); the "
                     "delayed effect is executed at the check point 8-1-4 and its continuous "
                     "effect applies from then on: 6000 against 5000 in the damage step, one "
                     "damage, and T still reads 6000 after the battle, in the same turn." % (
                         tp, ntp)])
    fam.add("continuous-at-attack-%s" % tp.lower(),
            "A delayed effect that makes a continuous effect when its time comes (%s)" % tp,
            desc, ["1-5-2-2-1", "4-2-2-3"], ["delayed"], s.setup(), script,
            {"state": {tp: {"battle": [{"card": "T", "power": 6000}]},
                       ntp: {"life": life[1:]}},
             "events": events})


def alone(fam, first):
    s, tp, ntp, lead_t, lead_n = board(first)
    s.put(tp, "battle", "T", skills=[act("main", {"delayed": {"on": "main-end"},
                                                  "effect": [{"markers": 2}]})])
    script = [{"do": "activate", "card": "T", "skill": 0}, {"do": "pass"},
              {"choose": None, "for": "charge", "by": ntp}]
    desc = " ".join([fam.quote("4-2-2-3"),
                     "%s's T creates 「メインフェイズ終了時、エナジーマーカー2つを置く」: nothing happens "
                     "until then; at the main-phase-end check point it is executed: 2 markers."
                     % tp])
    fam.add("main-end-%s" % tp.lower(), "A delayed effect at the end of the main phase (%s)" % tp,
            desc, ["4-2-2-3", "1-5-2-1-1"], ["delayed"], s.setup(), script,
            {"state": {tp: {"markers": 2}},
             "events": [{"type": "checkpoint", "at": "7-3-5-1-2"},
                        {"type": "checkpoint", "at": "7-4-3"}]})


def two_delayed(fam, first, pick):
    """The `delayed` choice: two delayed effects of one player at one check point."""
    s, tp, ntp, lead_t, lead_n = board(first)
    mill = {"move": {"top": 1, "who": "you", "zone": "deck"}, "to": "drop"}
    s.put(tp, "battle", "T1", skills=[act("main", {"delayed": {"on": "main-end"},
                                                   "effect": [mill]})])
    s.put(tp, "battle", "T2", skills=[act("main", {"delayed": {"on": "main-end"},
                                                   "effect": [draw()]})])
    dt = s.zones[tp]["deck"]
    script = [{"do": "activate", "card": "T1", "skill": 0},
              {"do": "activate", "card": "T2", "skill": 0}, {"do": "pass"},
              {"choose": {"card": pick, "skill": 0}, "for": "delayed", "by": tp},
              {"choose": None, "for": "charge", "by": ntp}]
    hand, drop = ([dt[0]], [dt[1]]) if pick == "T2" else ([dt[1]], [dt[0]])
    desc = " ".join([fam.quote("4-2-2-3"),
                     "%s's T1 creates 「メインフェイズ終了時、デッキの上から1枚をドロップに置く」 and T2 "
                     "「メインフェイズ終了時、カード1枚を引く」. At the main-phase-end check point "
                     "both are due: %s chooses which is executed first (%s's), then the other: "
                     "%s is drawn, %s put into the drop." % (tp, tp, pick, hand[0], drop[0])])
    fam.add("two-delayed-%s-first-%s" % (pick.lower(), tp.lower()),
            "Two delayed effects at one check point, %s's first (%s)" % (pick, tp), desc,
            ["4-2-2-3", "1-5-2-1-1"], ["delayed", "checkpoint"], s.setup(), script,
            {"state": {tp: {"hand": hand, "drop": drop}},
             "events": [{"type": "checkpoint", "at": "7-3-5-1-2"},
                        {"type": "draw", "player": tp, "card": hand[0]},
                        {"type": "checkpoint", "at": "7-4-3"}]})


def source_stays(fam, first):
    """A delayed effect's 「このカード」 is the card that created it."""
    s, tp, ntp, lead_t, lead_n = board(first)
    s.put(tp, "battle", "T", skills=[act("main", {"delayed": {"on": "main-end"},
                                                  "effect": [{"rest": "this"}]})])
    script = [{"do": "activate", "card": "T", "skill": 0}, {"do": "pass"},
              {"choose": None, "for": "charge", "by": ntp}]
    desc = " ".join([fam.quote("4-2-2-3"),
                     "%s's T creates 「メインフェイズ終了時、このカードをレストにする」: at the "
                     "main-phase-end check point the delayed effect rests T." % tp])
    fam.add("source-stays-%s" % tp.lower(), "A delayed effect's 「このカード」 (%s)" % tp, desc,
            ["4-2-2-3", "1-5-2-1-1"], ["delayed"], s.setup(), script,
            {"state": {tp: {"battle": [{"card": "T", "rested": True}]}},
             "events": [{"type": "checkpoint", "at": "7-3-5-1-2"}, {"type": "rest", "card": "T"},
                        {"type": "checkpoint", "at": "7-4-3"}],
             "exactly": [{"type": "rest"}]})


def source_left_read(fam, first, boosted):
    """9-10-1: a delayed effect reading its own card after that card left the battle area reads
    it as it last was there (with the effects on it then)."""
    s, tp, ntp, lead_t, lead_n = board(first)
    check = {"if": {"power": "this", "min": 3000}, "then": [draw()]}
    s.put(tp, "battle", "T", power=2000, skills=[
        act("main", {"delayed": {"on": "main-end"}, "effect": [check]}),
        act("main", {"power": 2000, "target": "this", "until": "turn"})])
    s.put(tp, "battle", "K", skills=[act("main", {"move": {"all": {
        "who": "you", "zone": "battle", "filter": {"name": "T"}}}, "to": "hand"})])
    script = [{"do": "activate", "card": "T", "skill": 0}]
    if boosted:
        script.append({"do": "activate", "card": "T", "skill": 1})
    script += [{"do": "activate", "card": "K", "skill": 0}, {"do": "pass"},
               {"choose": None, "for": "charge", "by": ntp}]
    dt = s.zones[tp]["deck"]
    desc = " ".join([fam.quote("9-10-1"), fam.quote("4-2-2-3"),
                     "%s's T (2000) creates 「メインフェイズ終了時、このカードのパワーが3000以上なら、"
                     "カード1枚を引く」%s; K then puts T into the hand. At the main-phase-end check "
                     "point the delayed effect reads T as it last was in the battle area: %d, "
                     "so %s." % (tp, " and gives itself +2000 this turn" if boosted else "",
                                 4000 if boosted else 2000,
                                 "%s draws %s" % (tp, dt[0]) if boosted else "nothing is drawn")])
    fam.add("source-left-read-%s-%s" % ("boosted" if boosted else "printed", tp.lower()),
            "A delayed effect reads its card as it last was in the battle area (%s, %s)" % (
                "+2000" if boosted else "printed", tp), desc,
            ["9-10-1", "4-2-2-3", "1-5-2-1-1"], ["delayed", "zone-move"], s.setup(), script,
            {"state": {tp: {"hand": ["T"] + dt[:1] if boosted else ["T"]}},
             "events": [{"type": "checkpoint", "at": "7-3-5-1-2"}] +
                       ([{"type": "draw", "player": tp, "card": dt[0]}] if boosted else []) +
                       [{"type": "checkpoint", "at": "7-4-3"}],
             "exactly": [{"type": "draw", "player": tp}]})


def one_skill_twice(fam, first, times):
    """Several delayed effects of one skill due at one check point: no `delayed` choice (nothing
    to choose between: the vocabulary asks it only for effects of different skills), each
    executed in turn."""
    s, tp, ntp, lead_t, lead_n = board(first)
    s.put(tp, "battle", "T", skills=[act("main", {"delayed": {"on": "main-end"},
                                                  "effect": [draw()]})])
    dt = s.zones[tp]["deck"]
    script = [{"do": "activate", "card": "T", "skill": 0}] * times + [
        {"do": "pass"}, {"choose": None, "for": "charge", "by": ntp}]
    desc = " ".join([fam.quote("4-2-2-3"),
                     "%s activates T's 【起動】「メインフェイズ終了時、カード1枚を引く」 %d times: %d "
                     "delayed effects of one skill are due at the main-phase-end check point; "
                     "there is nothing to choose between them: each is executed, %d draws." % (
                         tp, times, times, times)])
    draws = [{"type": "draw", "player": tp, "card": c} for c in dt[:times]]
    fam.add("one-skill-%d-times-%s" % (times, tp.lower()),
            "%d delayed effects of one skill at one check point (%s)" % (times, tp), desc,
            ["4-2-2-3", "1-5-2-1-1"], ["delayed", "checkpoint"], s.setup(), script,
            {"state": {tp: {"hand": dt[:times]}},
             "events": [{"type": "checkpoint", "at": "7-3-5-1-2"}] + draws +
                       [{"type": "checkpoint", "at": "7-4-3"}],
             "exactly": [{"type": "draw", "player": tp}]})
