"""Family `stacks`: cards under cards (16-2) and the combo area's way back.  The order of a stack
never changes by itself (16-2-2-1): a stack taken into the other battle area by control keeps it
(FW-STACK-MOVE), and a card evolving onto it goes on top of it.  A 【フュージョン進化】 onto two
stacks puts the lower chosen card under the upper one's cards, at the very bottom (16-2-4), each
with its own cards below it (16-2-3).  A stack leaving the battle area for another zone leaves
its lower cards in the drop, and their move makes no zone-move auto pending, neither theirs nor
another card's (16-2-5, 16-2-5-1), while the top card's own move does.  An instruction moving the
top card alone (`alone`, 16-2-6): the cards under it and its 【気】 stay, the next card takes its
place with its orientation and the continuous effects on its power, and nothing else (16-2-6-1).
A card going from the combo area back to the battle area keeps the effects it had (3-1-4-2).
Both players.

Not expressible in the vocabulary (no case): 16-2-2-3 (no selector names the cards under a
card), 16-2-2-4 (no zone `under` for a skill, no trigger 「カードの下に置かれた時」 / 「このカードの
上にカードが登場した時」).
"""

from . import Family
from ..model.table import other
from .lang import act, auto, draw, perm
from .scene import leaders_board


def generate(ctx):
    fam = Family(ctx, __name__)
    for first in ("P1", "P2"):
        control_keeps_order(fam, first)
        evolve_twice(fam, first)
        for order in ("AB", "BA"):
            fusion_two_stacks(fam, first, order)
        leaves_no_trigger(fam, first)
        for rested in (False, True):
            top_alone(fam, first, rested)
        tops_alone(fam, first)
        under_first_card(fam, first)
        combo_back(fam, first)
        for kind in ("permanent", "activate"):
            under_skill_invalid(fam, first, kind)
    return fam.cases


def under_skill_invalid(fam, first, kind):
    """16-2-2: a card under another is no card of its own: its skills are not valid (a 【永続】
    generates nothing, a 【起動】 cannot be declared: 1-3-7)."""
    s, tp, ntp, lead_t, lead_n = board(first)
    s.put(tp, "battle", "E", power=3000)
    s.put(tp, "battle", "B", power=2000)
    if kind == "permanent":
        skill = perm({"power": 1000, "target": {"all": {"who": "you", "zone": "battle"}}})
    else:
        skill = act("main", draw())
    s.stack("E", "A", power=1000, skills=[skill])
    if kind == "permanent":
        script = []
        expect = {"state": {tp: {"battle": [{"card": "E", "power": 3000, "under": ["A"]},
                                            {"card": "B", "power": 2000}]}}}
        what = ("A's 【永続】「自分のバトルカードすべてのパワー+1000」 generates nothing: E reads "
                "3000, B 2000")
        clauses = ["16-2-2"]
    else:
        script = [{"do": "activate", "card": "A", "skill": 0}]
        expect = {"state": {tp: {"hand": [], "battle": [{"card": "E", "under": ["A"]},
                                                        {"card": "B"}]}},
                  "rejections": [{"step": 0, "rule": "1-3-7", "class": "card-place"}]}
        what = "A's 【起動メイン】「カード1枚を引く」 cannot be declared: rejected (1-3-7)"
        clauses = ["16-2-2", "1-3-7"]
    desc = " ".join([fam.quote("16-2-2"),
                     "%s's E (3000) has A under it; B (2000) beside it. %s." % (tp, what)])
    fam.add("under-%s-invalid-%s" % (kind, tp.lower()),
            "A card under another: its %s is not valid (%s)" % (kind, tp), desc, clauses,
            ["stack"], s.setup(), script, expect)


board = leaders_board


def control_keeps_order(fam, first):
    """16-2-2-1: a stack keeps its order through a control change and an evolve onto it."""
    s, tp, ntp, lead_t, lead_n = board(first)
    s.put(ntp, "battle", "E", power=4000)
    s.stack("E", "U1", "U2")
    s.ki["E"] = 1
    s.put(tp, "battle", "S", skills=[act("main", {"control": {"choose": 1, "from": {
        "who": "opponent"}}}, once_per_turn=True)])
    s.put(tp, "hand", "G", power=7000, cost={"total": 9},
          skills=[{"kind": "evolve", "cost": [], "onto": {"name": "E"}}])
    script = [{"do": "activate", "card": "S", "skill": 0},
              {"do": "activate", "card": "G", "skill": 0, "onto": ["E"]}]
    desc = " ".join([
        fam.quote("16-2-2-1"), fam.quote("16-2-3"),
        "%s's E has U1 then U2 under it and 【気】1. %s's S gains control of E: the stack comes "
        "whole into %s's battle area (a zone of the same name), U1 over U2, with its 【気】, "
        "each card's zone change reported as a move, E first; G then evolves onto E: under G "
        "are E, U1, U2, in that order." % (ntp, tp, tp)])
    moves = [{"type": "move", "card": c, "from": "%s:battle" % ntp, "to": "%s:battle" % tp}
             for c in ("E", "U1", "U2")]
    fam.add("control-keeps-order-%s" % tp.lower(), "A stack keeps its order (%s takes it)" % tp,
            desc, ["16-2-2-1", "16-2-3"], ["stack", fam.reading("FW-STACK-MOVE")], s.setup(),
            script,
            {"state": {tp: {"battle": [{"card": "S"}, {"card": "G", "under": ["E", "U1", "U2"],
                                                      "ki": 1, "power": 7000}]},
                       ntp: {"battle": [], "drop": []}},
             "events": moves})


def evolve_twice(fam, first):
    """16-2-2-1: two evolves one onto the other keep the order of the cards underneath."""
    s, tp, ntp, lead_t, lead_n = board(first)
    s.put(tp, "battle", "A", power=3000)
    s.stack("A", "U1", "U2")
    s.put(tp, "hand", "E", power=5000, cost={"total": 9},
          skills=[{"kind": "evolve", "cost": [], "onto": {"name": "A"}}])
    s.put(tp, "hand", "G", power=7000, cost={"total": 9},
          skills=[{"kind": "evolve", "cost": [], "onto": {"name": "E"}}])
    script = [{"do": "activate", "card": "E", "skill": 0, "onto": ["A"]},
              {"do": "activate", "card": "G", "skill": 0, "onto": ["E"]}]
    desc = " ".join([
        fam.quote("16-2-2-1"),
        "%s's A has U1 then U2 under it. E evolves onto A, then G onto E: each goes on top and "
        "the cards already stacked keep their order: under G are E, A, U1, U2." % tp])
    fam.add("evolve-twice-%s" % tp.lower(), "Two evolves keep a stack's order (%s)" % tp, desc,
            ["16-2-2-1", "16-2-3"], ["stack", "evolve"], s.setup(), script,
            {"state": {tp: {"battle": [{"card": "G", "under": ["E", "A", "U1", "U2"],
                                        "power": 7000}], "hand": [], "drop": []}}})


def fusion_two_stacks(fam, first, order):
    """16-2-4 and 16-2-3: 【フュージョン進化】 onto two cards that each have a card under them."""
    s, tp, ntp, lead_t, lead_n = board(first)
    s.put(tp, "battle", "A", power=3000)
    s.stack("A", "U1")
    s.put(tp, "battle", "B", power=2000)
    s.stack("B", "U2")
    s.put(tp, "hand", "F", power=9000, cost={"total": 9},
          skills=[{"kind": "fusion-evolve", "cost": [], "onto": [{"name": "A"},
                                                                 {"name": "B"}]}])
    upper, lower = ("A", "B") if order == "AB" else ("B", "A")
    below = {"A": "U1", "B": "U2"}
    under = [upper, below[upper], lower, below[lower]]
    script = [{"do": "activate", "card": "F", "skill": 0, "onto": ["A", "B"]},
              {"choose": [upper, lower], "for": "fusion-order", "by": tp}]
    desc = " ".join([
        fam.quote("16-2-4"), fam.quote("16-2-3"),
        "%s's A has U1 under it, B has U2. F fuses them with %s above %s: %s goes under %s's "
        "own card %s, at the very bottom, with %s still under it: under F are %s." % (
            tp, upper, lower, lower, upper, below[upper], below[lower], ", ".join(under))])
    fam.add("fusion-two-stacks-%s-%s" % (order.lower(), tp.lower()),
            "【フュージョン進化】 onto two stacks (%s above, %s)" % (upper, tp), desc,
            ["16-2-4", "16-2-3", "15-12-12"], ["stack", "evolve"], s.setup(), script,
            {"state": {tp: {"battle": [{"card": "F", "under": under, "power": 9000}],
                            "hand": [], "drop": []}}})


def leaves_no_trigger(fam, first):
    """16-2-5, 16-2-5-1: the lower card of a stack returned to the hand goes to the drop, and
    that move triggers nothing; the top card's move does."""
    s, tp, ntp, lead_t, lead_n = board(first)
    s.put(ntp, "battle", "E", power=6000)
    s.stack("E", "U1", skills=[auto({"on": "move", "to": "drop", "filter": {"name": "U1"}},
                                     {"markers": 1}, zone="drop")])
    s.put(ntp, "battle", "X", skills=[auto({"on": "move", "to": "drop", "who": "you"},
                                           draw())])
    s.put(tp, "battle", "W", skills=[auto({"on": "move", "from": "battle"}, draw())])
    s.put(tp, "battle", "S", skills=[act("main", {"move": {"choose": 1, "from": {
        "who": "opponent", "filter": {"name": "E"}}}, "to": "hand"})])
    desc = " ".join([
        fam.quote("16-2-5"), fam.quote("16-2-5-1"),
        "%s's E has U1 under it; U1 has 「このカードがドロップに置かれた時、エナジーマーカー1つを"
        "置く」 (valid in the drop), %s's X 「自分のカードがドロップに置かれた時、カード1枚を"
        "引く」, %s's W 「カードがバトルエリアから離れた時、カード1枚を引く」. %s's S returns E to "
        "%s's hand: U1 goes from the battle area to %s's drop. Only E's move triggers: W's "
        "auto resolves once (%s draws %sD1 alone); neither U1's nor X's auto becomes pending "
        "(%s gets no marker and draws nothing)." % (ntp, ntp, tp, tp, ntp, ntp, tp, tp, ntp)])
    fam.add("leaves-no-trigger-%s" % tp.lower(), "A stack's lower card leaves without triggering "
            "(%s's stack)" % ntp, desc, ["16-2-5", "16-2-5-1"],
            ["stack", fam.reading("FW-STACK-MOVE")], s.setup(),
            [{"do": "activate", "card": "S", "skill": 0}],
            {"state": {ntp: {"battle": [{"card": "X"}], "hand": ["E"], "drop": ["U1"],
                             "markers": 0, "deck": ["%sD%d" % (ntp, i) for i in range(1, 6)]},
                       tp: {"hand": ["%sD1" % tp]}},
             "events": [{"type": "move", "card": "U1", "from": "%s:battle" % ntp,
                         "to": "%s:drop" % ntp}]})


def top_alone(fam, first, rested):
    """16-2-6, 16-2-6-1: the top card alone returns to the hand."""
    s, tp, ntp, lead_t, lead_n = board(first)
    s.put(tp, "battle", "S", skills=[act("main", {"move": {"choose": 1, "from": {
        "who": "you", "filter": {"name": "A"}}}, "to": "hand", "alone": True},
        once_per_turn=True)])
    s.put(tp, "battle", "A", power=3000)
    s.stack("A", "U1", "U2", power=2000)
    s.ki["A"] = 2
    if rested:
        s.rest("A")
    s.effect(tp, power=2000, target="A", until="turn")
    s.effect(tp, forbid="attack", target="A", until="turn")
    attacks = [{"do": "attack", "card": c, "target": lead_n}
               for c in [lead_t, "S"] + ([] if rested else ["U1"])]
    desc = " ".join([
        fam.quote("16-2-6"), fam.quote("16-2-6-1"),
        "%s's %s A (3000, +2000 and 「アタックできない」 this turn, 【気】2) has U1 (2000) then U2 "
        "under it. S's 「「A」1枚を手札に戻す」 moves only the top card: A goes to the hand; U1 "
        "takes its place, %s like A, with U2 under it and the 【気】2, and A's +2000 "
        "(4000), but not 「アタックできない」: the query lists %s." % (
            tp, "rested" if rested else "active", "rested" if rested else "active",
            "no attack by U1 (rested)" if rested else "U1's attack")])
    fam.add("top-alone-%s-%s" % ("rested" if rested else "active", tp.lower()),
            "The top card of a stack leaves alone (%s, %s)" % (
                "rested" if rested else "active", tp), desc,
            ["16-2-6", "16-2-6-1"], ["stack"], s.setup(),
            [{"do": "activate", "card": "S", "skill": 0}, {"query": "legal"}],
            {"state": {tp: {"battle": [{"card": "S"},
                                       {"card": "U1", "rested": rested, "power": 4000,
                                        "under": ["U2"], "ki": 2}],
                            "hand": ["A"], "drop": []}},
             "events": [{"type": "move", "card": "A", "from": "%s:battle" % tp,
                         "to": "%s:hand" % tp}],
             "legal": [{"step": 1, "actions": attacks + [{"do": "pass"}]}]})


def combo_back(fam, first):
    """3-1-4-2: a card put back from the combo area into the battle area keeps its effects."""
    s, tp, ntp, lead_t, lead_n = board(first)
    s.put(tp, "battle", "S", skills=[act("battle", {"enter": {"choose": 1, "from": {
        "who": "you", "zone": "combo"}}})])
    s.put(tp, "battle", "K", power=2000, combo=1000)
    s.effect(tp, power=3000, target="K", until="turn")
    script = [{"do": "attack", "card": lead_t, "target": lead_n},
              {"do": "combo", "card": "K"},
              {"do": "activate", "card": "S", "skill": 0}]
    desc = " ".join([
        fam.quote("3-1-4-2"), fam.quote("3-1-4-1"),
        "%s's K (2000, combo 1000) has +3000 this turn. %s's leader attacks; at the offense "
        "step K combos (battle area → combo area, 3-1-4-1), then S's 【起動 戦闘中】 puts K from "
        "the combo area onto the battle area: K keeps its +3000 (5000)." % (tp, tp)])
    fam.add("combo-back-%s" % tp.lower(), "From the combo area back to the battle area (%s)" % tp,
            desc, ["3-1-4-2", "3-1-4-1"], ["combo", fam.reading("FW-COMBO-KEEPS-EFFECTS")],
            s.setup(), script,
            {"state": {"turn": {"step": "offense"},
                       tp: {"battle": [{"card": "S"}, {"card": "K", "power": 5000}],
                            "combo": []}},
             "events": [{"type": "move", "card": "K", "from": "%s:battle" % tp,
                         "to": "%s:combo" % tp},
                        {"type": "enter", "card": "K", "how": "skill"},
                        {"type": "move", "card": "K", "from": "%s:combo" % tp,
                         "to": "%s:battle" % tp}]})


def tops_alone(fam, first):
    """16-2-6: one instruction moving the top cards of two stacks alone."""
    s, tp, ntp, lead_t, lead_n = board(first)
    s.put(tp, "battle", "S", skills=[act("main", {"move": {"all": {
        "who": "you", "zone": "battle", "filter": {"power_min": 3000}}}, "to": "hand",
        "alone": True})])
    s.put(tp, "battle", "A", power=3000)
    s.stack("A", "U1", power=1000)
    s.put(tp, "battle", "B", power=4000)
    s.stack("B", "V1", power=1000)
    desc = " ".join([
        fam.quote("16-2-6"),
        "%s's S: 「自分のパワー3000以上のバトルカードすべてを単独で手札に戻す」, with A (3000) on U1 and "
        "B (4000) on V1: each top card goes to the hand alone; U1 and V1 stay in the battle area "
        "in their places." % tp])
    fam.add("tops-alone-%s" % tp.lower(),
            "The top cards of two stacks leave alone by one instruction (%s)" % tp, desc,
            ["16-2-6"], ["stack"], s.setup(), [{"do": "activate", "card": "S", "skill": 0}],
            {"state": {tp: {"battle": [{"card": "S"}, {"card": "U1", "under": []},
                                       {"card": "V1", "under": []}],
                            "hand": ["A", "B"], "drop": []}}})


def under_first_card(fam, first):
    """16-2-2: a card under another has no valid skill, whichever card is on top (here the first
    card the setup lists)."""
    s, tp, ntp, lead_t, lead_n = board(first)
    s.put(tp, "battle", "A", power=3000)
    s.stack("A", "U", power=1000, skills=[perm({"power": 1000, "target": {"all": {
        "who": "you", "zone": "battle"}}})])
    s.cards = {"A": s.cards["A"], **{k: v for k, v in s.cards.items() if k != "A"}}
    desc = " ".join([
        fam.quote("16-2-2"),
        "%s's A (3000; the first card the setup lists) is on top of U, whose 【永続】 reads 「自分の"
        "バトルカードすべてのパワー+1000」: U is under a card, its skill is not valid, A stays at "
        "3000." % tp])
    fam.add("under-first-card-%s" % tp.lower(),
            "The card under the setup's first card has no valid skill (%s)" % tp, desc,
            ["16-2-2"], ["stack"], s.setup(), [],
            {"state": {tp: {"battle": [{"card": "A", "power": 3000, "under": ["U"]}]}}})
