"""Family `keyword-skills`: the keyword skills that need the effect language.  【覚醒】 (15-2): a
leader's 【起動メイン/戦闘中】 declared while its condition holds (15-2-3), then the leader turns to
its back (14-7: orientation and power modifications kept, other effects ignored, 14-7-2-1; the same
card, 10-1-3-1; the back's skills from then on, 10-1-3), in the main phase, the offense and the
defense step.  【進化】 and 【フュージョン進化】 (15-12, 14-5, 16-2): declared from the hand onto
battle cards meeting the condition with the skill cost paid, an entry by a skill and not a use
(15-12-7), the stack one card whose lower cards' skills are invalid (16-2-2), orientation and power
modifications inherited by 【進化】, a 【フュージョン進化】 entering active with the power
modifications and 【気】 of both (FW-FUSION-INHERIT); a stack leaving the battle area leaves its
lower cards in the drop and its 【気】 removed (16-2-5, 1-12-4).  【気】 (1-12, 5-12, 5-13):
added, removed as far as there is, not energy markers for 「エナジーマーカーがある場合」 (1-12-3).
Keyword flags given by effects: 【クリティカル】, 【ダブルストライク】, 【ブロッカー】, 【バリア】.
Both players.
"""

from . import Family
from ..model.table import other
from .lang import act, auto, draw
from .scene import standard

AWAKEN = {"kind": "awaken", "condition": {"count": {"who": "you", "zone": "life"}, "max": 3},
          "effect": [{"draw": 1}]}
BACK = {"name": "Awakened", "colors": ["red"], "power": 7000,
        "skills": [{"kind": "activate", "timing": "main", "effect": [{"markers": 1}]}]}


def generate(ctx):
    fam = Family(ctx, __name__)
    for first in ("P1", "P2"):
        awaken_main(fam, first)
        awaken_no_back(fam, first)
        awaken_last_card(fam, first)
        awaken_unmet(fam, first)
        awaken_defense(fam, first)
        evolve(fam, first)
        evolve_orientation(fam, first)
        evolve_rejected(fam, first)
        for order in ("AB", "BA"):
            fusion(fam, first, order)
        stack_leaves(fam, first)
        onto_stack(fam, first)
        fusion_not_in_hand(fam, first)
        for delta in (2, -1, -3):
            ki(fam, first, delta)
        ki_not_markers(fam, first)
        ki_leaves(fam, first)
        for kw in ("critical", "double-strike"):
            granted_damage(fam, first, kw)
        granted_blocker(fam, first)
        granted_barrier(fam, first)
    return fam.cases


def board(first, life=(8, 8)):
    s = standard(first=first, turn=3, life=life)
    tp = s.turn_player
    return s, tp, other(tp), s.zones[tp]["leader"], s.zones[other(tp)]["leader"]


def awaken_main(fam, first):
    s, tp, ntp, lead_t, lead_n = board(first, life=(3, 3))
    s.cards[lead_t].update(skills=[AWAKEN], back=BACK)
    s.effect(tp, power=2000, target=lead_t, until="turn")
    s.effect(tp, forbid="attack", target=lead_t, until="turn")
    dt = s.zones[tp]["deck"]
    script = [{"query": "legal"}, {"do": "activate", "card": lead_t, "skill": 0},
              {"query": "legal"}, {"do": "activate", "card": lead_t, "skill": 0}]
    desc = " ".join([fam.quote("15-2-3"), fam.quote("14-7-2-1"),
                     "%s's leader (5000, 3 life) has 「【覚醒】自分のライフが3枚以下の場合、カード1枚を"
                     "引き、その後、このカードを裏返す」; this turn it has +2000 and may not attack. "
                     "It awakens: it draws %s and turns to its back (7000, 【起動メイン】「エナジー"
                     "マーカー1つを置く」): 7000 + 2000 = 9000, the prohibition is ignored (not a "
                     "power modification), so its attack is now listed; the back's skill 0 is "
                     "declared: one marker." % (tp, dt[0])])
    fam.add("awaken-main-%s" % tp.lower(), "【覚醒】 in the main phase keeps the +2000, drops the "
            "prohibition (%s)" % tp, desc,
            ["15-2-3", "15-2-2", "14-7-2", "14-7-2-1", "10-1-3", "10-1-3-1", "14-7-1"],
            ["awaken", "leader"], s.setup(), script,
            {"legal": [{"step": 0, "actions": [{"do": "activate", "card": lead_t, "skill": 0},
                                               {"do": "pass"}]},
                       {"step": 2, "actions": [{"do": "activate", "card": lead_t, "skill": 0},
                                               {"do": "attack", "card": lead_t,
                                                "target": lead_n},
                                               {"do": "pass"}]}],
             "state": {tp: {"leader": {"card": lead_t, "face": "back", "power": 9000,
                                       "rested": False},
                            "hand": dt[:1], "markers": 1}},
             "events": [{"type": "activate", "card": lead_t, "skill": 0},
                        {"type": "draw", "player": tp, "card": dt[0]},
                        {"type": "flip", "card": lead_t, "face": "back"},
                        {"type": "activate", "card": lead_t, "skill": 0}]})


def awaken_no_back(fam, first):
    """A leader whose back the setup does not give: the back is a copy of the front."""
    s, tp, ntp, lead_t, lead_n = board(first, life=(3, 3))
    s.cards[lead_t].update(power=6000, skills=[AWAKEN, act("main", {"markers": 1})])
    dt = s.zones[tp]["deck"]
    desc = " ".join([fam.quote("10-1-3"),
                     "%s's leader (6000, 3 life) has 【覚醒】 and 【起動メイン】「エナジーマーカー1つを置く」, "
                     "and the setup gives no back: its back is its front again (the vocabulary's "
                     "default). It awakens and turns to its back: still 6000, and the 【起動】, now "
                     "the back's skill 1, is declared: one marker." % tp])
    fam.add("awaken-no-back-%s" % tp.lower(),
            "【覚醒】 of a leader whose back is a copy of its front (%s)" % tp, desc,
            ["10-1-3", "15-2-2"], ["awaken", "leader"], s.setup(),
            [{"do": "activate", "card": lead_t, "skill": 0},
             {"do": "activate", "card": lead_t, "skill": 1}],
            {"state": {tp: {"leader": {"card": lead_t, "face": "back", "power": 6000},
                            "hand": dt[:1], "markers": 1}},
             "events": [{"type": "flip", "card": lead_t, "face": "back"},
                        {"type": "activate", "card": lead_t, "skill": 1}]})


def awaken_last_card(fam, first):
    """The game ends in the middle of 【覚醒】's effect: the leader is not turned over."""
    s = standard(first=first, turn=3, life=(3, 3), deck=(1, 5))
    tp = s.turn_player
    if tp != "P1":
        s = standard(first=first, turn=3, life=(3, 3), deck=(5, 1))
    ntp = other(tp)
    lead_t = s.zones[tp]["leader"]
    s.cards[lead_t].update(skills=[AWAKEN], back=BACK)
    dt = s.zones[tp]["deck"]
    desc = " ".join([fam.quote("14-2-2-2"),
                     "%s's leader (3 life) has 「【覚醒】自分のライフが3枚以下の場合、カード1枚を引き、その"
                     "後、このカードを裏返す」 and %s has one deck card: it draws %s, its deck is empty, "
                     "%s loses at once (14-2, interrupt-type) and the game is over before the leader "
                     "would turn over: no `flip`." % (tp, tp, dt[0], tp)])
    fam.add("awaken-last-card-%s" % tp.lower(),
            "【覚醒】 drawing the last deck card: the game ends before the flip (%s)" % tp, desc,
            ["14-2-2-2"], ["awaken", "leader", "defeat"], s.setup(),
            [{"do": "activate", "card": lead_t, "skill": 0}],
            {"state": {"result": {"winner": ntp},
                       tp: {"leader": {"card": lead_t, "face": "front"}, "hand": dt[:1]}},
             "events": [{"type": "draw", "player": tp, "card": dt[0]},
                        {"type": "lose", "player": tp, "why": "deck"},
                        {"type": "game-end", "winner": ntp}],
             "absent": [{"type": "flip"}]})


def awaken_unmet(fam, first):
    s, tp, ntp, lead_t, lead_n = board(first, life=(4, 4))
    s.cards[lead_t].update(skills=[AWAKEN], back=BACK)
    script = [{"query": "legal"}, {"do": "activate", "card": lead_t, "skill": 0}]
    desc = " ".join([fam.quote("15-2-3"),
                     "%s has 4 life: 【覚醒】's condition (3 or fewer) does not hold; it is not "
                     "listed and its declaration is rejected; the leader stays on its front."
                     % tp])
    fam.add("awaken-unmet-%s" % tp.lower(), "【覚醒】 with its condition unmet (%s)" % tp, desc,
            ["15-2-3"], ["awaken", "leader", "rejection"], s.setup(), script,
            {"legal": [{"step": 0, "actions": [{"do": "attack", "card": lead_t,
                                                "target": lead_n}, {"do": "pass"}]}],
             "rejections": [{"step": 1, "rule": "15-2-3"}],
             "state": {tp: {"leader": {"card": lead_t, "face": "front", "power": 5000}}}})


def awaken_defense(fam, first):
    s, tp, ntp, lead_t, lead_n = board(first, life=(3, 3))
    s.cards[lead_n].update(skills=[AWAKEN], back=BACK)
    s.put(tp, "battle", "A", power=6000)
    dn = s.zones[ntp]["deck"]
    script = [{"do": "attack", "card": "A", "target": lead_n}, {"do": "pass"},
              {"do": "activate", "card": lead_n, "skill": 0, "by": ntp},
              {"do": "pass", "by": ntp}]
    desc = " ".join([fam.quote("15-2-1"), fam.quote("14-7-2"),
                     "A (6000) attacks %s's leader (5000, 3 life). In the defense step %s "
                     "awakens it (【起動メイン/戦闘中】): it draws %s and turns to its back (7000); "
                     "it is still the guard card (14-7-2: in battle or not is kept): 6000 < 7000, "
                     "no damage." % (ntp, ntp, dn[0])])
    fam.add("awaken-defense-%s" % ntp.lower(), "【覚醒】 in the defense step: the guard card "
            "turns over (%s)" % ntp, desc, ["15-2-1", "14-7-2", "1-3-4-1-3"],
            ["awaken", "leader", "battle"], s.setup(), script,
            {"state": {ntp: {"leader": {"card": lead_n, "face": "back", "power": 7000},
                             "life": s.zones[ntp]["life"], "hand": dn[:1]}},
             "events": [{"type": "flip", "card": lead_n, "face": "back"},
                        {"type": "compare", "attack": 6000, "guard": 7000}]})


def evolve(fam, first):
    s, tp, ntp, lead_t, lead_n = board(first)
    s.cards[lead_t]["skills"] = [auto({"on": "use", "filter": {"type": "battle"}}, draw())]
    s.put(tp, "battle", "A", power=3000,
          skills=[{"kind": "permanent", "continuous": [{"power": 1000, "target": {
              "all": {"who": "you", "zone": "leader"}}}]}])
    s.rest("A")
    s.effect(tp, power=5000, target="A", until="turn")
    s.effect(tp, keyword="blocker", target="A", until="turn")
    s.put(tp, "hand", "E", power=6000, cost={"total": 9},
          skills=[{"kind": "evolve", "cost": [{"energy": 1}], "onto": {"name": "A"}},
                  auto("enter", {"markers": 1})])
    s.put(tp, "energy", "E1")
    script = [{"query": "legal"},
              {"do": "activate", "card": "E", "skill": 0, "skill_pay": ["E1"], "onto": ["A"]}]
    desc = " ".join([fam.quote("15-12-4"), fam.quote("15-12-5", "【進化】の効果を解決する場合、15-12-4"
                                                               "で選んだバトルカードの一番上に重ねてこの"
                                                               "スキルを発動したカードを登場する、という"
                                                               "指示を実行します。"),
                     fam.quote("14-5-2-1"), fam.quote("16-2-2"), fam.quote("15-12-7"),
                     fam.quote("15-12-1"), fam.quote("14-5-1"),
                     "%s's rested A (3000, +5000 and 【ブロッカー】 this turn; 【永続】 its leader "
                     "+1000) and E in the hand (6000, 「【進化】①:「A」」, 【登場時】 a marker). "
                     "E's 【進化】 is listed (E itself costs 9 and cannot be played); declared "
                     "onto A paying E1: E enters on top of A, rested, 6000 + 5000 = 11000, "
                     "without 【ブロッカー】 (not a power modification); A's 【永続】 stops (the "
                     "leader reads 5000); 【登場時】 places a marker; the leader's 「バトルカードを"
                     "使用した時」 does not trigger. 【進化】 is a 【起動メイン】 listed at the main "
                     "phase's free timing; the carrying over of 14-5-2 is an interrupt-type rule "
                     "process, so the state right after the entry already shows it." % tp])
    fam.add("evolve-%s" % tp.lower(), "【進化】 onto a rested, boosted card (%s)" % tp, desc,
            ["15-12-4", "15-12-5", "14-5-2", "14-5-2-1", "16-2-2", "15-12-7", "15-12-3",
             "16-2-2-2", "15-12-1", "14-5-1"],
            ["evolve", fam.reading("FW-NO-SUMMONING-SICKNESS")], s.setup(), script,
            {"legal": [{"step": 0, "actions": [{"do": "activate", "card": "E", "skill": 0},
                                               {"do": "attack", "card": lead_t,
                                                "target": lead_n}, {"do": "pass"}]}],
             "state": {tp: {"battle": [{"card": "E", "rested": True, "power": 11000,
                                        "under": ["A"]}],
                            "leader": {"card": lead_t, "power": 5000}, "hand": [],
                            "markers": 1, "energy": [{"card": "E1", "rested": True}]}},
             "events": [{"type": "enter", "card": "E", "how": "evolve"},
                        {"type": "move", "card": "E", "from": "%s:hand" % tp,
                         "to": "%s:battle" % tp},
                        {"type": "activate", "card": "E", "skill": 1}]})



def evolve_orientation(fam, first):
    s, tp, ntp, lead_t, lead_n = board(first)
    s.put(tp, "battle", "A", power=3000)
    s.rest("A")
    s.put(tp, "battle", "W", skills=[auto({"on": "rest", "of": {"who": "you", "zone": "battle"}},
                                          {"markers": 1})])
    s.put(tp, "hand", "E", power=6000, cost={"total": 9},
          skills=[{"kind": "evolve", "cost": [{"energy": 1}], "onto": {"name": "A"}}])
    s.put(tp, "energy", "E1")
    script = [{"do": "activate", "card": "E", "skill": 0, "skill_pay": ["E1"], "onto": ["A"]}]
    desc = " ".join([fam.quote("14-5-2", "元々その領域に置かれていたカードが持っているパワーの修正に関する継続"
                                         "効果と表示形式を引き継いだ状態で、既に置かれているカードの一番上に"
                                         "重ねて置かれます。"),
                     "%s's W: 【自動】「自分のバトルカードがレストになった時、エナジーマーカー1つを置く」. E "
                     "evolves onto the rested A: E is placed on top already rested, in the orientation "
                     "it inherits; it is not made rested (FW-EVOLVE-ORIENTATION), so W does not "
                     "trigger: no marker, no `rest` event of E (E1's rest pays the skill cost in the "
                     "energy area, which W does not watch)." % tp])
    fam.add("evolve-orientation-%s" % tp.lower(),
            "【進化】 onto a rested card: placed rested, not made rested (%s)" % tp, desc,
            ["14-5-2", "14-5-1"], ["evolve", "trigger", fam.reading("FW-EVOLVE-ORIENTATION")],
            s.setup(), script,
            {"state": {tp: {"battle": [{"card": "W", "rested": False},
                                       {"card": "E", "rested": True, "under": ["A"]}],
                            "markers": 0}},
             "events": [{"type": "enter", "card": "E", "how": "evolve"},
                        {"type": "rule", "process": "14-5", "card": "E"}],
             "absent": [{"type": "rest", "card": "E"}, {"type": "pending", "card": "W"}]})

def evolve_rejected(fam, first):
    s, tp, ntp, lead_t, lead_n = board(first)
    ev = {"kind": "evolve", "cost": [{"energy": 1}], "onto": {"name": "A"}}
    s.put(tp, "battle", "X")
    s.put(tp, "battle", "E2", skills=[ev])
    s.put(tp, "hand", "E", cost={"total": 9}, skills=[ev])
    s.put(tp, "hand", "F", cost={"total": 9},
          skills=[{"kind": "evolve", "cost": [{"energy": 2}], "onto": {"name": "X"}}])
    s.put(tp, "energy", "E1")
    script = [{"query": "legal"},
              {"do": "activate", "card": "E", "skill": 0, "skill_pay": ["E1"], "onto": ["X"]},
              {"do": "activate", "card": "E2", "skill": 0, "skill_pay": ["E1"], "onto": ["X"]},
              {"do": "activate", "card": "F", "skill": 0, "skill_pay": ["E1"], "onto": ["X"]}]
    desc = " ".join([fam.quote("15-12-3"), fam.quote("15-12-4", "指定されたバトルカードを選べない、または"
                                                               "スキルコストを支払えない場合、【進化】の"
                                                               "発動を宣言できません。"),
                     fam.quote("1-4-6"),
                     "%s has X and E2 in its battle area and one energy. E (hand) evolves onto "
                     "「A」: no A, not listed, rejected (15-12-4); E2's 【進化】 is in the battle area "
                     "(15-12-3); F's onto X costs ② (1-4-6, listed earlier in the vocabulary's "
                     "order than 15-12-4)." % tp])
    fam.add("evolve-rejected-%s" % tp.lower(), "【進化】 that cannot be declared (%s)" % tp, desc,
            ["15-12-3", "15-12-4", "1-4-6"], ["evolve", "rejection"], s.setup(), script,
            {"legal": [{"step": 0, "actions": [
                {"do": "attack", "card": lead_t, "target": lead_n},
                {"do": "attack", "card": "X", "target": lead_n},
                {"do": "attack", "card": "E2", "target": lead_n}, {"do": "pass"}]}],
             "rejections": [{"step": 1, "rule": "15-12-4"}, {"step": 2, "rule": "15-12-3"},
                            {"step": 3, "rule": "1-4-6"}],
             "state": {tp: {"hand": ["E", "F"], "energy": [{"card": "E1", "rested": False}]}}})


def fusion(fam, first, order):
    s, tp, ntp, lead_t, lead_n = board(first)
    s.cards[lead_t]["skills"] = [auto({"on": "use", "filter": {"type": "battle"}}, draw())]
    s.put(tp, "battle", "A", power=3000)
    s.put(tp, "battle", "B", power=2000)
    s.rest("A")
    s.ki["A"] = 1
    s.ki["B"] = 2
    s.effect(tp, power=1000, target="A", until="turn")
    s.effect(tp, power=2000, target="B", until="turn")
    s.put(tp, "hand", "F", power=8000, cost={"total": 9},
          skills=[{"kind": "fusion-evolve", "cost": [{"energy": 1}],
                   "onto": [{"name": "A"}, {"name": "B"}]}])
    s.put(tp, "energy", "E1")
    under = ["A", "B"] if order == "AB" else ["B", "A"]
    script = [{"do": "activate", "card": "F", "skill": 0, "skill_pay": ["E1"],
               "onto": ["A", "B"]},
              {"choose": under, "for": "fusion-order", "by": tp}]
    desc = " ".join([fam.quote("15-12-11", "【フュージョン進化】は、自分のバトルエリアに登場している条件を"
                                           "満たす2枚のバトルカードを選び、スキルコストを支払うことで発動を"
                                           "宣言できます。"),
                     fam.quote("15-12-12", "15-12-11で選んだバトルカードを任意の順番で重ね、その上に"
                                           "このスキルを発動したカードを重ねてアクティブで登場する"),
                     fam.quote("15-12-10"), fam.quote("15-12-14"),
                     "%s's F (8000) in the hand fuses A (rested, +1000, 【気】1) and B (+2000, "
                     "【気】2), ordered %s on top: F enters active with both power modifications "
                     "(8000 + 3000) and both 【気】 (3). It enters by the skill, not by a use: "
                     "%s's leader's 「バトルカードを使用した時、カード1枚を引く」 does not trigger "
                     "and %s's hand stays empty." % (tp, under[0], tp, tp)])
    fam.add("fusion-%s-%s" % (order.lower(), tp.lower()), "【フュージョン進化】 (%s on top, %s)" % (
                under[0], tp), desc, ["15-12-11", "15-12-12", "14-5-2", "16-2-1", "15-12-10",
                                  "15-12-14"],
            ["evolve", fam.reading("FW-FUSION-INHERIT")], s.setup(), script,
            {"state": {tp: {"battle": [{"card": "F", "rested": False, "power": 11000,
                                        "under": under, "ki": 3}], "hand": []}},
             "events": [{"type": "enter", "card": "F", "how": "fusion-evolve"}]})


def stack_leaves(fam, first):
    s, tp, ntp, lead_t, lead_n = board(first)
    s.put(ntp, "battle", "E", power=6000)
    s.stack("E", "U1")
    s.ki["E"] = 2
    s.put(tp, "battle", "S", skills=[act("main", {"move": {"choose": 1, "from": {
        "who": "opponent"}}, "to": "hand"})])
    desc = " ".join([fam.quote("16-2-5", "カードがバトルエリアから異なる名前領域へ移動する場合、そのカードの"
                                         "下に置かれているカードはそのカードが元々存在していたエリアからドロップ"
                                         "エリアに置かれます。"),
                     fam.quote("1-12-4"),
                     "%s's E has U1 under it and 【気】2; %s's S returns E to the hand: U1 goes "
                     "from the battle area to %s's drop and the 【気】 is removed." % (
                         ntp, tp, ntp)])
    fam.add("stack-leaves-%s" % ntp.lower(), "A stack leaves the battle area (%s's)" % ntp, desc,
            ["16-2-5", "16-2-5-1", "1-12-4"], ["evolve", fam.reading("FW-STACK-MOVE")],
            s.setup(), [{"do": "activate", "card": "S", "skill": 0}],
            {"state": {ntp: {"battle": [], "hand": ["E"], "drop": ["U1"]}},
             "events": [{"type": "move", "card": "E", "from": "%s:battle" % ntp,
                         "to": "%s:hand" % ntp},
                        {"type": "move", "card": "U1", "from": "%s:battle" % ntp,
                         "to": "%s:drop" % ntp}]})


def ki(fam, first, delta):
    s, tp, ntp, lead_t, lead_n = board(first)
    s.put(tp, "battle", "A", skills=[act("main", {"ki": delta, "target": "this"})])
    s.ki["A"] = 1
    after = max(0, 1 + delta)
    clauses = ["5-12-1"] if delta > 0 else (["5-13-1"] + (["0-2-9"] if 1 + delta < 0 else []))
    desc = " ".join([fam.quote(clauses[0])] + ([fam.quote("0-2-9", "パワー以外がマイナスの数値になる"
                                                                  "場合は、その情報に数値を加減する場合は"
                                                                  "除き、0として扱います。")]
                                               if 1 + delta < 0 else []) +
                    ["A has 【気】1; its skill: 「このカードの【気】%+d」: %d." % (delta, after)])
    fam.add("ki-%s-%s" % (("plus-%d" % delta) if delta > 0 else ("minus-%d" % -delta),
                          tp.lower()),
            "【気】%+d on 【気】1 (%s)" % (delta, tp), desc, clauses, ["ki"], s.setup(),
            [{"do": "activate", "card": "A", "skill": 0}],
            {"state": {tp: {"battle": [{"card": "A", "ki": after}], "markers": 0}}})


def ki_not_markers(fam, first):
    s, tp, ntp, lead_t, lead_n = board(first)
    s.put(tp, "battle", "A", skills=[act("main", {"if": {"markers": "you", "min": 1},
                                                  "then": [draw()], "else": [{"markers": 1}]})])
    s.ki["A"] = 3
    desc = " ".join([fam.quote("1-12-3"),
                     "%s has no energy marker in its energy area and 【気】3 under A; A's skill: "
                     "「エナジーマーカーがある場合、カード1枚を引く。ない場合、エナジーマーカー1つを置く」: "
                     "the 【気】 is not counted: a marker." % tp])
    fam.add("ki-not-markers-%s" % tp.lower(), "【気】 is not counted as energy markers (%s)" % tp,
            desc, ["1-12-3"], ["ki"], s.setup(), [{"do": "activate", "card": "A", "skill": 0}],
            {"state": {tp: {"hand": [], "markers": 1, "battle": [{"card": "A", "ki": 3}]}}})


def ki_leaves(fam, first):
    s, tp, ntp, lead_t, lead_n = board(first)
    s.put(tp, "battle", "A", cost={"total": 0},
          skills=[act("main", {"move": "this", "to": "hand"})])
    s.ki["A"] = 2
    script = [{"do": "activate", "card": "A", "skill": 0}, {"do": "play", "card": "A",
                                                            "pay": []}]
    desc = " ".join([fam.quote("1-12-4"),
                     "A has 【気】2 and returns itself to the hand: the 【気】 is removed; used "
                     "again, A enters with no 【気】."])
    fam.add("ki-leaves-%s" % tp.lower(), "【気】 removed when its card leaves (%s)" % tp, desc,
            ["1-12-4"], ["ki"], s.setup(), script,
            {"state": {tp: {"battle": [{"card": "A", "ki": 0}], "markers": 0}}})


def granted_damage(fam, first, kw):
    s, tp, ntp, lead_t, lead_n = board(first)
    s.put(tp, "battle", "A", power=5000, skills=[act("main", {"keyword": kw, "target": "this",
                                                              "until": "turn"})])
    life = s.zones[ntp]["life"]
    script = [{"do": "activate", "card": "A", "skill": 0},
              {"do": "attack", "card": "A", "target": lead_n}, {"do": "pass"},
              {"do": "pass", "by": ntp}]
    if kw == "critical":
        state = {ntp: {"life": life[1:], "hand": [], "drop": life[:1]}}
        clause, what = "15-5-2", "the life card goes to the drop instead of the hand"
    else:
        state = {ntp: {"life": life[2:], "hand": life[:2]}}
        clause, what = "15-6-2-1", "the damage is 2"
    desc = " ".join([fam.quote(clause),
                     "A's 【起動メイン】 gives it 【%s】 this turn; it attacks %s's leader: 5000 ≥ "
                     "5000, %s." % ("クリティカル" if kw == "critical" else "ダブルストライク", ntp,
                                    what)])
    fam.add("granted-%s-%s" % (kw, tp.lower()), "A keyword flag given by an effect: %s (%s)" % (
                kw, tp), desc, [clause], ["keywords"], s.setup(), script, {"state": state})


def granted_blocker(fam, first):
    s, tp, ntp, lead_t, lead_n = board(first)
    s.put(tp, "battle", "A", power=5000)
    s.put(ntp, "battle", "B", power=6000)
    s.effect(ntp, keyword="blocker", target="B", until="turn")
    script = [{"do": "attack", "card": "A", "target": lead_n},
              {"choose": True, "for": "cost", "by": ntp}, {"do": "pass"},
              {"do": "pass", "by": ntp}]
    desc = " ".join([fam.quote("15-4-2"),
                     "%s's B (6000) has 【ブロッカー】 this turn from an effect; A attacks %s's "
                     "leader: B's 【ブロッカー】 is pending, %s pays (rests B) and B becomes the "
                     "guard card: 5000 < 6000." % (ntp, ntp, ntp)])
    fam.add("granted-blocker-%s" % ntp.lower(), "【ブロッカー】 given by an effect (%s)" % ntp,
            desc, ["15-4-2", "15-4-3"], ["keywords", "blocker",
                                         fam.reading("FW-BLOCKER-PENDING")],
            s.setup(), script,
            {"state": {ntp: {"battle": [{"card": "B", "rested": True}],
                             "life": s.zones[ntp]["life"]}},
             "events": [{"type": "guard", "card": "B"},
                        {"type": "compare", "attack": 5000, "guard": 6000}]})


def granted_barrier(fam, first):
    s, tp, ntp, lead_t, lead_n = board(first)
    s.put(ntp, "battle", "G")
    s.put(ntp, "battle", "V")
    s.effect(ntp, keyword="barrier", target="G", until="turn")
    s.put(tp, "battle", "S", skills=[act("main", {"ko": {"choose": 1, "from": {
        "who": "opponent"}}})])
    desc = " ".join([fam.quote("15-11-1"), fam.quote("15-11-2"),
                     "%s's G has 【バリア】 this turn from an effect; %s's S KOs 1 of %s's battle "
                     "cards: only V can be chosen (no choice)." % (ntp, tp, ntp)])
    fam.add("granted-barrier-%s" % ntp.lower(), "【バリア】 given by an effect (%s)" % ntp, desc,
            ["15-11-2", "15-11-1"], ["keywords", "barrier"], s.setup(),
            [{"do": "activate", "card": "S", "skill": 0}],
            {"state": {ntp: {"battle": [{"card": "G"}], "drop": ["V"]}}})



def onto_stack(fam, first):
    """16-2-3: a card that already has cards under it keeps their order under the new one."""
    s, tp, ntp, lead_t, lead_n = board(first)
    s.put(tp, "battle", "A", power=3000)
    s.stack("A", "U1")
    s.put(tp, "hand", "E", power=6000, cost={"total": 9},
          skills=[{"kind": "evolve", "cost": [], "onto": {"name": "A"}}])
    desc = " ".join([fam.quote("16-2-3"),
                     "%s's A already has U1 under it; E (in the hand, 「【進化】:「A」」, no skill "
                     "cost) evolves onto A: the stack under E is A, then U1, in that order." % tp])
    fam.add("onto-stack-%s" % tp.lower(), "【進化】 onto a card with a card under it (%s)" % tp,
            desc, ["16-2-3", "15-12-5"], ["evolve"], s.setup(),
            [{"do": "activate", "card": "E", "skill": 0, "onto": ["A"]}],
            {"state": {tp: {"battle": [{"card": "E", "under": ["A", "U1"], "power": 6000}]}}})


def fusion_not_in_hand(fam, first):
    """15-12-10 and 15-12-14: declared from the hand only; an entry by a skill, not a use."""
    s, tp, ntp, lead_t, lead_n = board(first)
    s.cards[lead_t]["skills"] = [auto({"on": "use", "filter": {"type": "battle"}}, draw())]
    fuse = {"kind": "fusion-evolve", "cost": [], "onto": [{"name": "A"}, {"name": "B"}]}
    s.put(tp, "battle", "A", power=3000)
    s.put(tp, "battle", "B", power=3000)
    s.put(tp, "battle", "F2", skills=[fuse])
    s.put(tp, "hand", "F", power=9000, cost={"total": 9}, skills=[fuse])
    script = [{"do": "activate", "card": "F2", "skill": 0, "onto": ["A", "B"]},
              {"do": "activate", "card": "F", "skill": 0, "onto": ["B", "A"]},
              {"choose": ["A", "B"], "for": "fusion-order", "by": tp}]
    desc = " ".join([fam.quote("15-12-10"), fam.quote("15-12-14"),
                     "%s's F2, in the battle area, has 【フュージョン進化】: rejected (15-12-10). F, "
                     "in the hand, fuses A and B (no skill cost): it enters by the skill, not by "
                     "a use, so the leader's 「バトルカードを使用した時、カード1枚を引く」 does not "
                     "trigger." % tp])
    fam.add("fusion-hand-only-%s" % tp.lower(), "【フュージョン進化】 from the hand only, not a use "
            "(%s)" % tp, desc, ["15-12-10", "15-12-14", "15-12-12"], ["evolve"], s.setup(),
            script,
            {"rejections": [{"step": 0, "rule": "15-12-10"}],
             "state": {tp: {"hand": [], "battle": [{"card": "F2"},
                                                   {"card": "F", "under": ["A", "B"]}]}},
             "events": [{"type": "enter", "card": "F", "how": "fusion-evolve"}]})
