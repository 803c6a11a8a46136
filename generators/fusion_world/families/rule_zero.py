"""Family `rule-zero`: the basic principles (0-2) and the masters of skills (0-3-4) with synthetic
skills.  A card's text before the rules (0-2-2: 「バトルエリアを離れない」 against the battle's KO)
except the rules 0-2-2-2 lists (3-1-6-1, 3-5-3, 5-6-2-1, 14-6-2); instructions in the order
written (0-2-3); a prohibition before an instruction (0-2-5); several players' shuffles, the turn
player's first (0-2-7), each by the player whose zone it is (5-9-3); a cost read below 0 is 0
(0-2-9); the master of a skill is the master of its card, so a card whose control changed acts for
its new master (0-3-4-2 .. 0-3-4-4, 0-3-2-2).  Both players.
"""

from . import Family
from ..model.table import other
from .lang import act, auto, every, perm
from .scene import leaders_board

MILL = {"move": {"top": 1, "who": "you", "zone": "deck"}, "to": "drop"}


def generate(ctx):
    fam = Family(ctx, __name__)
    for first in ("P1", "P2"):
        text_first(fam, first)
        power_zero_wins(fam, first)
        leader_stays(fam, first)
        combo_needs_power(fam, first)
        for mill_first in (True, False):
            order(fam, first, mill_first)
        for how in ("ko", "move"):
            prohibition(fam, first, how)
        for by_tp in (True, False):
            shuffles(fam, first, by_tp)
        opponent_shuffles(fam, first)
        negative_cost(fam, first)
        negative_cost_read(fam, first)
        for kind in ("activate", "permanent", "auto"):
            new_master(fam, first, kind)
    return fam.cases


board = leaders_board


def text_first(fam, first):
    s, tp, ntp, lead_t, lead_n = board(first)
    s.put(tp, "battle", "A", power=3000)
    s.put(ntp, "battle", "G", power=3000)
    s.rest("G")
    s.effect(ntp, forbid="leave", target="G", until="turn")
    script = [{"do": "attack", "card": "A", "target": "G"}, {"do": "pass"},
              {"do": "pass", "by": ntp}]
    desc = " ".join([fam.quote("0-2-2"),
                     "%s's G may not leave the battle area this turn (an effect's text). A (3000) "
                     "attacks it: 3000 ≥ 3000 would KO it (8-4-6-2-1), but the text wins over that "
                     "rule: G stays." % ntp])
    fam.add("text-before-rules-%s" % tp.lower(), "A card's text before the battle's KO (%s "
            "attacking)" % tp, desc, ["0-2-2"], ["rule-zero"], s.setup(), script,
            {"state": {ntp: {"battle": [{"card": "G", "rested": True}], "drop": []}},
             "events": [{"type": "compare", "attack": 3000, "guard": 3000}]})


def power_zero_wins(fam, first):
    s, tp, ntp, lead_t, lead_n = board(first)
    s.put(ntp, "battle", "G", power=2000)
    s.effect(ntp, forbid="leave", target="G", until="turn")
    s.put(tp, "battle", "S", skills=[act("main", {"power": -2000, "target": {
        "choose": 1, "from": {"who": "opponent"}}, "until": "turn"})])
    desc = " ".join([fam.quote("0-2-2-2"), fam.quote("14-6-2"),
                     "%s's G (2000) may not leave the battle area this turn; %s's S gives it "
                     "-2000: "
                     "0. 14-6-2 is one of the rules before card effects: G goes to the drop at "
                     "7-3-3." % (ntp, tp)])
    fam.add("power-zero-before-text-%s" % tp.lower(), "14-6-2 before 「離れない」 (%s's card)"
            % ntp, desc, ["0-2-2-2", "14-6-2"], ["rule-zero", "rule-process",
                                                 fam.reading("FW-POWER-ZERO-ZONE")],
            s.setup(), [{"do": "activate", "card": "S", "skill": 0}],
            {"state": {ntp: {"battle": [], "drop": ["G"]}},
             "events": [{"type": "rule", "process": "14-6", "card": "G"}]})


def leader_stays(fam, first):
    s, tp, ntp, lead_t, lead_n = board(first)
    s.put(tp, "battle", "S", skills=[act("main", {"move": "opponent-leader", "to": "hand"},
                                         {"markers": 1})])
    desc = " ".join([fam.quote("3-5-3"),
                     "%s's S: 「相手のリーダーを手札に戻す。エナジーマーカー1つを置く」: %s's leader "
                     "stays (0-2-2-2); the next instruction is still executed." % (tp, ntp)])
    fam.add("leader-stays-%s" % tp.lower(), "A leader never leaves its area (%s's skill)" % tp,
            desc, ["3-5-3", "0-2-2-2"], ["rule-zero", "leader"], s.setup(),
            [{"do": "activate", "card": "S", "skill": 0}],
            {"state": {ntp: {"leader": {"card": lead_n}, "hand": []}, tp: {"markers": 1}}})


def combo_needs_power(fam, first):
    s, tp, ntp, lead_t, lead_n = board(first)
    s.put(tp, "battle", "N", power=1000)
    s.put(tp, "battle", "K", power=1000, combo=2000)
    s.put(tp, "battle", "A", power=4000, skills=[act("battle", {"move": every("you", other=True),
                                                               "to": "combo"})])
    script = [{"do": "attack", "card": "A", "target": lead_n},
              {"do": "activate", "card": "A", "skill": 0}, {"do": "pass"},
              {"do": "pass", "by": ntp}]
    desc = " ".join([fam.quote("5-6-2-1"),
                     "In the offense step %s's A (4000) puts its other battle cards into the combo "
                     "area: K (combo 2000) goes, N (no combo power) stays (0-2-2-2). 4000 + 2000 "
                     "≥ 5000: 1 damage; K goes to the drop at 8-5-4." % tp])
    fam.add("combo-needs-power-%s" % tp.lower(), "5-6-2-1 before an effect (%s)" % tp, desc,
            ["5-6-2-1", "0-2-2-2", "8-4-4"], ["rule-zero", "combo"], s.setup(), script,
            {"state": {tp: {"battle": [{"card": "N"}, {"card": "A"}], "drop": ["K"]},
                       ntp: {"life": s.zones[ntp]["life"][1:]}},
             "events": [{"type": "compare", "attack": 6000, "guard": 5000}]})


def order(fam, first, mill_first):
    s, tp, ntp, lead_t, lead_n = board(first)
    eff = [MILL, {"draw": 1}] if mill_first else [{"draw": 1}, MILL]
    s.put(tp, "battle", "S", skills=[act("main", *eff)])
    d = s.zones[tp]["deck"]
    hand, drop = ([d[1]], [d[0]]) if mill_first else ([d[0]], [d[1]])
    desc = " ".join([fam.quote("0-2-3"),
                     "%s's S: 「%s」: executed in that order, %s goes to the hand and %s to the drop."
                     % (tp, "デッキの上から1枚をドロップに置く。カード1枚を引く" if mill_first else
                        "カード1枚を引く。デッキの上から1枚をドロップに置く", hand[0], drop[0])])
    fam.add("order-%s-%s" % ("mill-first" if mill_first else "draw-first", tp.lower()),
            "Instructions in the order written (%s)" % tp, desc, ["0-2-3"], ["rule-zero"],
            s.setup(), [{"do": "activate", "card": "S", "skill": 0}],
            {"state": {tp: {"hand": hand, "drop": drop, "deck": d[2:]}}})


def prohibition(fam, first, how):
    s, tp, ntp, lead_t, lead_n = board(first)
    s.put(ntp, "battle", "G")
    s.effect(ntp, forbid="leave", target="G", until="turn")
    if how == "ko":
        ins = {"ko": {"choose": 1, "from": {"who": "opponent"}}}
    else:
        ins = {"move": {"choose": 1, "from": {"who": "opponent"}}, "to": "hand"}
    s.put(tp, "battle", "S", skills=[act("main", ins)])
    desc = " ".join([fam.quote("0-2-5"),
                     "%s's G may not leave the battle area this turn; %s's S %s it: the "
                     "prohibition wins, G stays." % (ntp, tp, "KOs" if how == "ko" else
                                                     "returns to the hand")])
    fam.add("prohibition-%s-%s" % (how, tp.lower()), "A prohibition before an instruction (%s, "
            "%s's skill)" % (how, tp), desc, ["0-2-5"], ["rule-zero"], s.setup(),
            [{"do": "activate", "card": "S", "skill": 0}],
            {"state": {ntp: {"battle": [{"card": "G"}], "drop": [], "hand": []}}})


def shuffles(fam, first, by_tp):
    s, tp, ntp, lead_t, lead_n = board(first)
    owner = tp if by_tp else ntp
    s.put(owner, "battle", "S", skills=[act("main" if by_tp else "battle",
                                            {"shuffle": "deck", "who": "each"})])
    dt, dn = s.zones[tp]["deck"], s.zones[ntp]["deck"]
    nt, nn = list(reversed(dt)), list(reversed(dn))
    if by_tp:
        script = [{"do": "activate", "card": "S", "skill": 0}]
    else:
        script = [{"do": "attack", "card": lead_t, "target": lead_n}, {"do": "pass"},
                  {"do": "activate", "card": "S", "skill": 0, "by": ntp}]
    script += [{"random": nt, "for": "shuffle"}, {"random": nn, "for": "shuffle"}]
    desc = " ".join([fam.quote("0-2-7"), fam.quote("5-9-2"),
                     "%s's S: 「お互いのデッキをシャッフルする」%s: the turn player %s shuffles first, "
                     "then %s (the first random outcome is %s's deck)." % (
                         owner, "" if by_tp else " in the defense step", tp, ntp, tp)])
    fam.add("shuffles-%s-%s" % ("tp" if by_tp else "ntp", first.lower()),
            "Both decks shuffled: the turn player's first (%s's skill)" % owner, desc,
            ["0-2-7", "5-9-2", "5-9-1"], ["rule-zero", "shuffle"], s.setup(), script,
            {"state": {tp: {"deck": nt}, ntp: {"deck": nn}},
             "events": [{"type": "shuffle", "player": tp, "zone": "deck"},
                        {"type": "shuffle", "player": ntp, "zone": "deck"}]})


def opponent_shuffles(fam, first):
    s, tp, ntp, lead_t, lead_n = board(first)
    s.put(tp, "battle", "S", skills=[act("main", {"shuffle": "deck", "who": "opponent"})])
    dn = s.zones[ntp]["deck"]
    new = dn[1:] + dn[:1]
    desc = " ".join([fam.quote("5-9-3"),
                     "%s's S shuffles %s's deck: %s, whose deck it is, shuffles it (the shuffle "
                     "event names %s)." % (tp, ntp, ntp, ntp)])
    fam.add("opponent-shuffles-%s" % tp.lower(), "A shuffle by the zone's player (%s's skill)"
            % tp, desc, ["5-9-3"], ["rule-zero", "shuffle"], s.setup(),
            [{"do": "activate", "card": "S", "skill": 0}, {"random": new, "for": "shuffle"}],
            {"state": {ntp: {"deck": new}},
             "events": [{"type": "shuffle", "player": ntp, "zone": "deck"}]})


def negative_cost(fam, first):
    s, tp, ntp, lead_t, lead_n = board(first)
    s.put(tp, "hand", "C", cost={"total": 1}, skills=[perm({"cost_mod": -3, "target": "this"},
                                                           zone="hand")])
    script = [{"query": "legal"}, {"do": "play", "card": "C", "pay": []}]
    desc = " ".join([fam.quote("0-2-9", "パワー以外がマイナスの数値になる場合は、その情報に数値を加減する"
                                        "場合は除き、0として扱います。"),
                     fam.quote("5-3-2"),
                     "C (cost 1) has 【永続】「手札のこのカードのコスト-3」: its cost reads 0, so %s, "
                     "with no energy, uses it paying nothing." % tp])
    fam.add("negative-cost-%s" % tp.lower(), "A cost reduced below 0 reads 0 (%s)" % tp, desc,
            ["0-2-9", "5-3-2", "9-5-5"], ["rule-zero", "costs"], s.setup(), script,
            {"legal": [{"step": 0, "actions": [{"do": "play", "card": "C"},
                                               {"do": "attack", "card": lead_t,
                                                "target": lead_n}, {"do": "pass"}]}],
             "state": {tp: {"battle": [{"card": "C"}], "hand": []}}})


def negative_cost_read(fam, first):
    """0-2-9 on a card's cost where a skill reads it: C's cost, 1 - 3, is read 0, so no card
    has a cost of -1 or less, and a selector asking for one finds nothing; one asking for a
    cost of 0 or less finds C."""
    s, tp, ntp, lead_t, lead_n = board(first)
    s.put(tp, "battle", "C", cost={"total": 1}, skills=[perm({"cost_mod": -3, "target": "this"})])
    s.put(tp, "battle", "S", skills=[
        act("main", {"ko": {"all": {"who": "you", "zone": "battle",
                                    "filter": {"cost_max": -1}}}}),
        act("main", {"move": {"all": {"who": "you", "zone": "battle",
                                      "filter": {"cost_max": 0}}}, "to": "hand"})])
    script = [{"do": "activate", "card": "S", "skill": 0},
              {"do": "activate", "card": "S", "skill": 1}]
    desc = " ".join([fam.quote("0-2-9", "パワー以外がマイナスの数値になる場合は、その情報に数値を加減する"
                                        "場合は除き、0として扱います。"),
                     "C (cost 1) has 【永続】「このカードのコスト-3」: its cost reads 0, not -2. S's "
                     "first skill KOs each of %s's battle cards of cost -1 or less: there is none, "
                     "C stays. S's second puts each of cost 0 or less into the hand: C goes." % tp])
    fam.add("negative-cost-read-%s" % tp.lower(),
            "A cost reduced below 0 is read 0 by a selector (%s)" % tp, desc,
            ["0-2-9"], ["rule-zero", "costs"], s.setup(), script,
            {"state": {tp: {"battle": [{"card": "S"}], "hand": ["C"], "drop": []}}})


def new_master(fam, first, kind):
    s, tp, ntp, lead_t, lead_n = board(first)
    if kind == "activate":
        skill = act("main", {"markers": 1})
    elif kind == "permanent":
        skill = perm({"power": 1000, "target": every("you")})
    else:
        skill = auto({"on": "main-end", "whose": "your"}, {"markers": 1})
    s.put(ntp, "battle", "C", skills=[skill])
    s.put(tp, "battle", "A", power=2000)
    s.put(tp, "battle", "S", skills=[act("main", {"control": {"choose": 1, "from": {
        "who": "opponent"}}})])
    script = [{"do": "activate", "card": "S", "skill": 0}]
    if kind == "activate":
        script.append({"do": "activate", "card": "C", "skill": 0})
        state = {tp: {"markers": 1}, ntp: {"markers": 0}}
        clause, what = "0-3-4-2", "%s declares C's 【起動】 and places the marker itself" % tp
    elif kind == "permanent":
        state = {tp: {"battle": [{"card": "A", "power": 3000}, {"card": "S", "power": 2000},
                                 {"card": "C", "power": 2000}]}}
        clause, what = "0-3-4-3", "C's 「自分のバトルカードすべてのパワー+1000」 now gives %s's " \
                                  "cards +1000" % tp
    else:
        script += [{"do": "pass"}, {"choose": None, "for": "charge", "by": ntp}]
        state = {tp: {"markers": 1}, ntp: {"markers": 0}, "turn": {"number": 4}}
        clause, what = "0-3-4-4", "C's 「自分のメインフェイズ終了時、エナジーマーカー1つを置く」 " \
                                  "triggers at the end of %s's main phase, for %s" % (tp, tp)
    desc = " ".join([fam.quote(clause), fam.quote("0-3-2-2"),
                     "%s's S gains control of %s's C (13-8): %s." % (tp, ntp, what)])
    fam.add("new-master-%s-%s" % (kind, tp.lower()), "The new master of a controlled card's "
            "%s (%s)" % (kind, tp), desc, [clause, "0-3-2-2", "13-8-1"],
            ["rule-zero", fam.reading("FW-MASTER-CHANGE")], s.setup(), script,
            {"state": state})
