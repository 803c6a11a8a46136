"""Family `evolution`: what 【進化】 and 【フュージョン進化】 are as keyword skills.  A keyword skill
has the category of its skill (15-1-1): 【進化】 is a 【起動 メイン】 (15-12-1), rejected at a battle
step's free timing (1-3-4-1-1) and declared at the main phase's.  「進化した」 and 「フュージョン進化
した」 mean entered by that skill (15-12-2-1, 15-12-9-1): the `enter` event's `how` says `evolve`,
`fusion-evolve`, and `play` for a card used.  A skill extending the cards its 【進化】 /
【フュージョン進化】 may choose to another zone of the player's own (`from`, 15-12-4-1, 15-12-11-1):
the chosen card is moved to the battle area first, and that move makes no zone-move auto pending
(15-12-4-1-1, 15-12-11-1-1), neither the chosen card's 【登場時】 nor another card's 「ドロップから
離れた時」; the evolving card's own 【登場時】 triggers.  Without the extension, or in the
opponent's zone, the card cannot be chosen (15-12-4).  Both players.

A keyword is no skill of its own (15-1-2): 【ターン1回】 limits the 【起動】 it is attached to and
no other skill of the card.

「【進化】を持つ」 includes the holders of 【フュージョン進化】 (15-12-8) and 「【進化】を持たない」
excludes them (15-12-8-1): an effect KOs the opponent's battle cards that have (have not)
【進化】 among one with 【進化】, one with 【フュージョン進化】 and one with neither.

A chosen card that no longer meets the condition when the effect resolves (its power raised by
a 【永続】 only while its player has an active energy, which the skill cost rests): the skill fails
(15-12-5-1, 15-12-12-1) and the card, which neither entered nor left the hand, goes to the drop
(15-12-6, 15-12-13, 5-5-5).  「このカードの上にカードが登場した時」 of the chosen card triggers
although the card is now under another (16-2-2-4).

Not expressible in the vocabulary (no case): 15-1-3 (no instruction invalidates
skills), 8-1-6-1 (no card can enter on top of the attack or guard card during a battle: 【進化】
is 【起動 メイン】 and no instruction stacks cards).
"""

from . import Family
from ..model.table import other
from .lang import auto, draw
from .scene import leaders_board

NO_COST = {"total": 0}


def generate(ctx):
    fam = Family(ctx, __name__)
    for first in ("P1", "P2"):
        category(fam, first)
        keyword_attached(fam, first)
        evolved_terms(fam, first)
        from_drop(fam, first)
        from_rejected(fam, first)
        for order in ("AB", "BA"):
            fusion_from_hand(fam, first, order)
        fusion_one_card(fam, first)
        for having in (True, False):
            evolve_family(fam, first, having)
        for fusion in (False, True):
            condition_lost(fam, first, fusion)
        covered(fam, first)
    return fam.cases


def covered(fam, first):
    """16-2-2-4: 「このカードの上にカードが登場した時」 is valid on the card now under another; its
    master is the stack's."""
    s, tp, ntp, lead_t, lead_n = board(first)
    s.put(tp, "battle", "A", power=3000, skills=[auto("covered", draw())])
    s.put(tp, "hand", "V", power=6000, skills=[evolve_skill({"name": "A"})])
    d = s.zones[tp]["deck"]
    desc = " ".join([fam.quote("16-2-2-4"),
                     "%s's A has 「このカードの上にカードが登場した時、カード1枚を引く」. V's 【進化】 "
                     "puts V on top of A: A is now under V, yet this skill of A is not invalid; "
                     "it becomes pending and resolves at the check point, %s drawing %s." % (
                         tp, tp, d[0])])
    fam.add("covered-%s" % tp.lower(), "「このカードの上にカードが登場した時」 under the card (%s)"
            % tp, desc, ["16-2-2-4"], ["evolve", "autos"], s.setup(),
            [{"do": "activate", "card": "V", "skill": 0, "onto": ["A"]}],
            {"state": {tp: {"hand": d[:1], "battle": [{"card": "V", "under": ["A"]}]}},
             "events": [{"type": "enter", "card": "V", "how": "evolve"},
                        {"type": "pending", "card": "A", "skill": 0},
                        {"type": "activate", "card": "A", "skill": 0},
                        {"type": "draw", "player": tp, "card": d[0]}]})


# 「自分のアクティブのエナジーがあるなら、このカードのパワー+2000」
WHILE_ACTIVE_ENERGY = {"kind": "permanent", "continuous": [{"power": 2000, "target": "this"}],
                       "condition": {"count": {"who": "you", "zone": "energy",
                                               "filter": {"rested": False}}, "min": 1}}
POWER_5000 = {"power_min": 5000}


def condition_lost(fam, first, fusion):
    """15-12-5-1 / 15-12-12-1: the chosen card no longer meets the condition when the effect
    resolves, so the skill fails; 15-12-6 / 15-12-13 and 5-5-5: the card, still in the hand,
    goes to the drop."""
    s, tp, ntp, lead_t, lead_n = board(first)
    s.put(tp, "energy", "E1")
    s.put(tp, "battle", "A", power=3000, skills=[WHILE_ACTIVE_ENERGY])
    if fusion:
        s.put(tp, "battle", "B", power=2000)
        skill = {"kind": "fusion-evolve", "cost": [{"energy": 1}],
                 "onto": [POWER_5000, {"name": "B"}]}
        onto, chosen = ["A", "B"], "A (5000) and B"
        clauses = ["15-12-12-1", "15-12-13", "5-5-5"]
        text = "【フュージョン進化】①「パワー5000以上のカード」+「B」"
    else:
        skill = evolve_skill(POWER_5000, cost=[{"energy": 1}])
        onto, chosen = ["A"], "A (5000)"
        clauses = ["15-12-5-1", "15-12-6", "5-5-5"]
        text = "【進化】①「パワー5000以上のカード」"
    s.put(tp, "hand", "V", power=7000, skills=[skill])
    desc = " ".join([fam.quote(clauses[0]), fam.quote(clauses[1]), fam.quote("5-5-5"),
                     "%s's A (3000) has 【永続】「自分のアクティブのエナジーがあるなら、このカードの"
                     "パワー+2000」; %s's only energy is the active E1. V in %s's hand: %s. "
                     "%s declares it choosing %s and pays E1: with no active energy left A "
                     "is 3000 again, so as the effect resolves the chosen card no longer meets the "
                     "condition: the skill fails, V has neither entered nor left the hand and "
                     "goes to the drop; %s stay%s in the battle area as %s w%s." % (
                         tp, tp, tp, text, tp, chosen, " and ".join(onto),
                         "" if fusion else "s", "they" if fusion else "it",
                         "ere" if fusion else "as")])
    fam.add("%s-condition-lost-%s" % ("fusion" if fusion else "evolve", tp.lower()),
            "%s whose chosen card no longer meets the condition (%s)" % (
                "【フュージョン進化】" if fusion else "【進化】", tp), desc, clauses,
            ["evolve"], s.setup(),
            [{"do": "activate", "card": "V", "skill": 0, "onto": onto, "skill_pay": ["E1"]}],
            {"state": {tp: {"hand": [], "drop": ["V"],
                            "battle": [{"card": c, "under": []} for c in onto],
                            "energy": [{"card": "E1", "rested": True}]}},
             "events": [{"type": "pay", "player": tp, "cards": ["E1"]},
                        {"type": "fail", "card": "V", "skill": 0},
                        {"type": "move", "card": "V", "from": "%s:hand" % tp,
                         "to": "%s:drop" % tp}]})


def evolve_family(fam, first, having):
    """15-12-8 / 15-12-8-1: a filter 「【進化】を持つ」 / 「持たない」 and the holders of
    【フュージョン進化】."""
    s, tp, ntp, lead_t, lead_n = board(first)
    s.put(ntp, "battle", "V", power=3000, skills=[evolve_skill({"name": "A"})])
    s.put(ntp, "battle", "F", power=3000,
          skills=[{"kind": "fusion-evolve", "cost": [], "onto": [{"name": "A"}, {"name": "B"}]}])
    s.put(ntp, "battle", "N", power=3000)
    key = "keyword" if having else "not_keyword"
    s.put(tp, "battle", "S", skills=[{"kind": "activate", "timing": "main", "effect": [
        {"ko": {"all": {"who": "opponent", "zone": "battle", "filter": {key: "evolve"}}}}]}])
    script = [{"do": "activate", "card": "S", "skill": 0}]
    if having:
        script.append({"choose": ["V", "F"], "for": "order", "by": ntp})
        kos, stay, drop = ["V", "F"], ["N"], ["V", "F"]
        clause = "15-12-8"
        what = ("「【進化】を持つ」 cards: V (【進化】) and F (【フュージョン進化】, 15-12-8) are KO'd "
                "at once, into %s's drop in the order %s chooses (V on top); N stays" % (ntp, ntp))
    else:
        kos, stay, drop = ["N"], ["V", "F"], ["N"]
        clause = "15-12-8-1"
        what = ("「【進化】を持たない」 cards: only N; F, with 【フュージョン進化】, is not one of them "
                "(15-12-8-1), nor is V")
    desc = " ".join([fam.quote(clause),
                     "%s's battle area: V with 【進化】, F with 【フュージョン進化】, N with neither. "
                     "%s's S KOs the opponent's battle cards %s: %s." % (
                         ntp, tp, "that have 【進化】" if having else "that do not have 【進化】",
                         what)])
    fam.add("%s-%s" % ("has-evolve" if having else "has-not-evolve", tp.lower()),
            "「【進化】を%s」 and 【フュージョン進化】 (%s's cards)" % ("持つ" if having else "持たない", ntp),
            desc, [clause], ["keyword-skills"], s.setup(), script,
            {"state": {ntp: {"battle": [{"card": c} for c in stay], "drop": drop}},
             "events": [{"type": "ko", "card": c} for c in kos]})


board = leaders_board


def evolve_skill(onto, cost=(), frm=None):
    s = {"kind": "evolve", "cost": list(cost), "onto": onto}
    if frm:
        s["from"] = list(frm)
    return s


def category(fam, first):
    """15-1-1, 15-12-1: 【進化】 is a 【起動 メイン】: not at the offense step, then at the main
    phase once the battle is over."""
    s, tp, ntp, lead_t, lead_n = board(first)
    s.put(tp, "battle", "A", power=3000)
    s.put(tp, "hand", "E", power=6000, cost={"total": 9},
          skills=[evolve_skill({"name": "A"})])
    script = [{"do": "attack", "card": lead_t, "target": lead_n},
              {"do": "activate", "card": "E", "skill": 0, "onto": ["A"]},
              {"do": "pass"},
              {"do": "pass", "by": ntp},
              {"do": "activate", "card": "E", "skill": 0, "onto": ["A"]}]
    top = "%sT1" % ntp
    desc = " ".join([
        fam.quote("15-1-1", "キーワードスキルは、【起動】、【永続】、【自動】といったスキルの分類を持ちます。"),
        fam.quote("15-12-1"), fam.quote("1-3-4-1-1"),
        "%s's E (hand) has 「【進化】:「A」」 (no skill cost) and A is in %s's battle area. %s's "
        "leader attacks; at the offense step's free timing E's 【進化】 is declared: as a "
        "【起動 メイン】 it is rejected (1-3-4-1-1) and nothing changes. Both pass; 5000 against "
        "5000 deals 1 damage (%s to %s's hand); back at the main phase, the same declaration "
        "is accepted: E enters on top of A." % (tp, tp, tp, top, ntp)])
    fam.add("category-%s" % tp.lower(), "【進化】 is a 【起動 メイン】 (%s)" % tp, desc,
            ["15-1-1", "15-12-1", "1-3-4-1-1"], ["evolve", "timing", "rejection"], s.setup(),
            script,
            {"rejections": [{"step": 1, "rule": "1-3-4-1-1"}],
             "state": {"turn": {"phase": "main", "step": None},
                       tp: {"hand": [], "battle": [{"card": "E", "under": ["A"]}]},
                       ntp: {"hand": [top]}},
             "events": [{"type": "attack", "card": lead_t, "target": lead_n},
                        {"type": "damage", "player": ntp, "amount": 1},
                        {"type": "activate", "card": "E", "skill": 0},
                        {"type": "enter", "card": "E", "how": "evolve"}]})


def keyword_attached(fam, first):
    """15-1-2: 【ターン1回】 is part of the skill it limits, not a skill of its own."""
    s, tp, ntp, lead_t, lead_n = board(first)
    s.put(tp, "battle", "S", skills=[
        {"kind": "activate", "timing": "main", "effect": [{"markers": 1}],
         "once_per_turn": True},
        {"kind": "activate", "timing": "main", "effect": [{"markers": 1}]}])
    script = [{"do": "activate", "card": "S", "skill": 0},
              {"query": "legal"},
              {"do": "activate", "card": "S", "skill": 0},
              {"do": "activate", "card": "S", "skill": 1}]
    desc = " ".join([
        fam.quote("15-1-2"), fam.quote("15-7-5"),
        "%s's S has two skills: 0 「【起動メイン】【ターン1回】エナジーマーカー1つを置く」 and 1 "
        "「【起動メイン】エナジーマーカー1つを置く」. After skill 0 resolves, its 【ターン1回】 "
        "keeps skill 0 out (not listed, rejected 15-7-5), while skill 1, which has no such "
        "keyword, is listed and declared: the keyword is not a skill of S, only a limit of the "
        "skill it goes with (2 markers in all)." % tp])
    fam.add("keyword-attached-%s" % tp.lower(), "A keyword limits its own skill only (%s)" % tp,
            desc, ["15-1-2", "15-7-5"], ["activate", "once-per-turn"], s.setup(), script,
            {"legal": [{"step": 1, "actions": [
                {"do": "activate", "card": "S", "skill": 1},
                {"do": "attack", "card": lead_t, "target": lead_n},
                {"do": "attack", "card": "S", "target": lead_n}, {"do": "pass"}]}],
             "rejections": [{"step": 2, "rule": "15-7-5"}],
             "state": {tp: {"markers": 2}}})


def evolved_terms(fam, first):
    """15-12-2-1, 15-12-9-1: the entry by 【進化】 is 「進化した」, by 【フュージョン進化】
    「フュージョン進化した」, a card used is neither."""
    s, tp, ntp, lead_t, lead_n = board(first)
    for c in ("A", "B", "C"):
        s.put(tp, "battle", c, power=2000)
    s.put(tp, "hand", "P", power=3000, cost=NO_COST)
    s.put(tp, "hand", "E", power=6000, cost={"total": 9},
          skills=[evolve_skill({"name": "A"})])
    s.put(tp, "hand", "F", power=9000, cost={"total": 9},
          skills=[{"kind": "fusion-evolve", "cost": [], "onto": [{"name": "B"},
                                                                 {"name": "C"}]}])
    script = [{"do": "play", "card": "P", "pay": []},
              {"do": "activate", "card": "E", "skill": 0, "onto": ["A"]},
              {"do": "activate", "card": "F", "skill": 0, "onto": ["B", "C"]},
              {"choose": ["C", "B"], "for": "fusion-order", "by": tp}]
    desc = " ".join([
        fam.quote("15-12-2-1"), fam.quote("15-12-9-1"),
        "%s plays P (cost 0), then E's 【進化】 onto A, then F's 【フュージョン進化】 onto B and C "
        "(C on top): P entered by its use, E 「進化した」 (entered by 【進化】), F 「フュージョン"
        "進化した」 (entered by 【フュージョン進化】), each `enter` says so." % tp])
    fam.add("evolved-terms-%s" % tp.lower(), "「進化した」 and 「フュージョン進化した」 (%s)" % tp,
            desc, ["15-12-2-1", "15-12-9-1"], ["evolve"], s.setup(), script,
            {"state": {tp: {"hand": []}},
             "events": [{"type": "enter", "card": "P", "how": "play"},
                        {"type": "enter", "card": "E", "how": "evolve"},
                        {"type": "enter", "card": "F", "how": "fusion-evolve"}]})


def from_drop(fam, first):
    """15-12-4-1, 15-12-4-1-1: 【進化】 onto a card of the drop, moved to the battle area first
    without triggering anything."""
    s, tp, ntp, lead_t, lead_n = board(first)
    s.put(tp, "battle", "W", skills=[auto({"on": "move", "from": "drop"}, draw())])
    s.put(tp, "drop", "A", power=3000, skills=[auto("enter", draw())])
    s.put(tp, "hand", "E", power=6000, cost={"total": 9},
          skills=[evolve_skill({"name": "A"}, frm=["drop"]), auto("enter", {"markers": 1})])
    script = [{"query": "legal"}, {"do": "activate", "card": "E", "skill": 0, "onto": ["A"]}]
    desc = " ".join([
        fam.quote("15-12-4-1", "「このカードの【進化】の条件を選ぶ場合、自分の“領域”の指定された"
                               "バトルカードを選ぶことができる」"),
        fam.quote("15-12-4-1-1", "バトルカードをバトルエリアに移動し、【進化】の効果を解決します。"
                                 "なお、それにより選ばれたバトルカードが領域移動することによる領域移動"
                                 "誘発は待機状態になりません。"),
        "%s's E (hand, 「【進化】:「A」」 whose condition may be chosen in %s's drop, 【登場時】 a "
        "marker); A is in %s's drop (【登場時】 draw 1), W in the battle area (「カードがドロップ"
        "から離れた時、カード1枚を引く」). E's 【進化】 is listed with A in the drop only; "
        "declared, A moves from the drop to the battle area, then E enters on top of it. "
        "Neither W's auto nor A's 【登場時】 becomes pending (no card drawn, %s's deck keeps its "
        "5 cards); E's 【登場時】 places a marker." % (tp, tp, tp, tp)])
    fam.add("from-drop-%s" % tp.lower(), "【進化】 onto a card chosen in the drop (%s)" % tp,
            desc, ["15-12-4-1", "15-12-4-1-1"], ["evolve"], s.setup(), script,
            {"legal": [{"step": 0, "actions": [
                {"do": "activate", "card": "E", "skill": 0},
                {"do": "attack", "card": lead_t, "target": lead_n},
                {"do": "attack", "card": "W", "target": lead_n}, {"do": "pass"}]}],
             "state": {tp: {"battle": [{"card": "W"}, {"card": "E", "under": ["A"],
                                                      "power": 6000}],
                            "drop": [], "hand": [], "markers": 1,
                            "deck": ["%sD%d" % (tp, i) for i in range(1, 6)]}},
             "events": [{"type": "activate", "card": "E", "skill": 0},
                        {"type": "move", "card": "A", "from": "%s:drop" % tp,
                         "to": "%s:battle" % tp},
                        {"type": "enter", "card": "E", "how": "evolve"},
                        {"type": "move", "card": "E", "from": "%s:hand" % tp,
                         "to": "%s:battle" % tp},
                        {"type": "pending", "card": "E", "skill": 1}]})


def from_rejected(fam, first):
    """15-12-4 with 15-12-4-1: without the extension a card of the drop cannot be chosen, and
    the extension names the player's own zone only."""
    s, tp, ntp, lead_t, lead_n = board(first)
    s.put(tp, "drop", "A", power=3000)
    s.put(ntp, "drop", "A2", name="A", power=3000)
    s.put(tp, "hand", "G", cost={"total": 9}, skills=[evolve_skill({"name": "A"})])
    s.put(tp, "hand", "E", cost={"total": 9},
          skills=[evolve_skill({"name": "A"}, frm=["drop"])])
    script = [{"query": "legal"},
              {"do": "activate", "card": "G", "skill": 0, "onto": ["A"]},
              {"do": "activate", "card": "E", "skill": 0, "onto": ["A2"]},
              {"do": "activate", "card": "E", "skill": 0, "onto": ["A"]}]
    desc = " ".join([
        fam.quote("15-12-4", "指定されたバトルカードを選べない、またはスキルコストを支払えない場合、"
                             "【進化】の発動を宣言できません。"),
        fam.quote("15-12-4-1", "これは、15-12-4の手順で選ぶことのできるバトルカードの条件を拡張する"
                               "スキルです。"),
        "%s has no battle card in its battle area; 「A」 cards are in %s's drop (A) and in %s's "
        "(A2). G's 「【進化】:「A」」 has no extension: not listed, and onto A (drop) it is "
        "rejected (15-12-4). E's extends to %s's own drop: listed; onto %s's A2 rejected "
        "(15-12-4), onto A accepted." % (tp, tp, ntp, tp, ntp)])
    fam.add("from-rejected-%s" % tp.lower(), "【進化】 onto a drop card: only with the extension, "
            "only one's own (%s)" % tp, desc, ["15-12-4", "15-12-4-1", "15-12-4-1-1"],
            ["evolve", "rejection"], s.setup(), script,
            {"legal": [{"step": 0, "actions": [
                {"do": "activate", "card": "E", "skill": 0},
                {"do": "attack", "card": lead_t, "target": lead_n}, {"do": "pass"}]}],
             "rejections": [{"step": 1, "rule": "15-12-4"}, {"step": 2, "rule": "15-12-4"}],
             "state": {tp: {"battle": [{"card": "E", "under": ["A"]}], "hand": ["G"],
                            "drop": []},
                       ntp: {"drop": ["A2"]}}})


def fusion_from_hand(fam, first, order):
    """15-12-11-1, 15-12-11-1-1: 【フュージョン進化】 with one card chosen in the hand."""
    s, tp, ntp, lead_t, lead_n = board(first)
    s.put(tp, "battle", "W", skills=[auto({"on": "move", "from": "hand", "filter": {
        "name": "B"}}, draw())])
    s.put(tp, "battle", "A", power=3000)
    s.put(tp, "hand", "B", power=2000, skills=[auto("enter", {"markers": 1})])
    s.put(tp, "hand", "F", power=9000, cost={"total": 9},
          skills=[{"kind": "fusion-evolve", "cost": [], "from": ["hand"],
                   "onto": [{"name": "A"}, {"name": "B"}]}])
    under = ["A", "B"] if order == "AB" else ["B", "A"]
    script = [{"do": "activate", "card": "F", "skill": 0, "onto": ["A", "B"]},
              {"choose": under, "for": "fusion-order", "by": tp}]
    desc = " ".join([
        fam.quote("15-12-11-1", "これは、15-12-11の手順で選ぶことのできるバトルカードの条件を拡張"
                                "するスキルです。"),
        fam.quote("15-12-11-1-1", "選んだバトルカードをバトルエリアに移動し、【フュージョン進化】の効果を"
                                  "解決します。なお、それにより選ばれたバトルカードが領域移動することに"
                                  "よる領域移動誘発は待機状態になりません。"),
        "%s's F fuses A (battle area) and B, chosen in %s's hand by F's extension; B moves to "
        "the battle area first, then F enters on top of both, %s on top. Neither W's 「「B」が"
        "手札から離れた時、カード1枚を引く」 nor B's 【登場時】 (a marker) becomes pending: no "
        "card drawn, no marker." % (tp, tp, under[0])])
    fam.add("fusion-from-hand-%s-%s" % (order.lower(), tp.lower()),
            "【フュージョン進化】 with a card chosen in the hand (%s on top, %s)" % (under[0], tp),
            desc, ["15-12-11-1", "15-12-11-1-1", "15-12-12"], ["evolve"], s.setup(), script,
            {"state": {tp: {"battle": [{"card": "W"}, {"card": "F", "under": under,
                                                      "power": 9000}],
                            "hand": [], "markers": 0,
                            "deck": ["%sD%d" % (tp, i) for i in range(1, 6)]}},
             "events": [{"type": "activate", "card": "F", "skill": 0},
                        {"type": "move", "card": "B", "from": "%s:hand" % tp,
                         "to": "%s:battle" % tp},
                        {"type": "enter", "card": "F", "how": "fusion-evolve"}]})


def fusion_one_card(fam, first):
    """15-12-11: two different battle cards, one for each condition; one card meeting both is
    not enough."""
    s, tp, ntp, lead_t, lead_n = board(first)
    s.put(tp, "battle", "A", power=3000, traits=["T"])
    s.put(tp, "hand", "F", power=9000, cost={"total": 0},
          skills=[{"kind": "fusion-evolve", "cost": [],
                   "onto": [{"name": "A"}, {"trait": "T"}]}])
    desc = " ".join([
        fam.quote("15-12-11"),
        "%s's F: 【フュージョン進化】 onto 「A」 and a card with the trait T. A, the only battle card of "
        "%s's, meets both conditions, but the two cards are two different cards: F declared onto "
        "A twice cannot be declared." % (tp, tp)])
    fam.add("fusion-one-card-%s" % tp.lower(),
            "【フュージョン進化】 needs two cards: one meeting both conditions is not enough (%s)" % tp,
            desc, ["15-12-11"], ["evolve"], s.setup(),
            [{"do": "activate", "card": "F", "skill": 0, "onto": ["A", "A"]}],
            {"state": {tp: {"hand": ["F"], "battle": [{"card": "A", "under": []}]}},
             "rejections": [{"step": 0, "rule": "15-12-11"}]})

