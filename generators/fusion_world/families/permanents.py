"""Family `permanents`: 【永続】 and the information continuous effects give (9-5, 9-8).  A 【永続】
applies while it is valid (9-5-1), to a card that enters later too (9-8-3), and no longer once its
card has left; a zone named in the skill (9-5-5: the cost of a card in the hand, 5-3-3-1);
【自分のターン中】 / 【相手のターン中】 (15-9, 15-10); a condition (9-1-3).  The layers of 9-8-1:
the printed value, then what changes no number (a keyword), then the numbers, each in the order
the effects began to apply (FW-LAYER-ORDER).  An effect of a resolved skill does not follow a
card that left the battle area (9-8-2, 3-1-4); an entering card's information includes the
effects of that zone for the autos that read it (9-8-3-1).  Power brought to 0 or less by an effect
puts a battle card into the drop at the next check point without a KO (14-6-2, 5-10-2); a leader's
power may be negative (2-6-2).  An object that stopped being subject to a 【永続】 is not subject to
it again that turn (9-5-2).  Both players.
"""

from . import Family
from ..model.table import other
from .lang import act, auto, draw, every, perm, repl
from .scene import standard, leaders_board

PLUS = perm({"power": 1000, "target": every("you")})


def generate(ctx):
    fam = Family(ctx, __name__)
    for first in ("P1", "P2"):
        for on_tp in (True, False):
            for leaves in (False, True):
                applies(fam, first, on_tp, leaves)
        for cost in (2, 3):
            hand_cost(fam, first, cost)
        for on_tp in (True, False):
            for during in ("your-turn", "opponent-turn"):
                during_case(fam, first, on_tp, during)
        for life in (3, 4):
            condition(fam, first, life)
        for variant in LAYERS:
            layers(fam, first, variant)
        reentry(fam, first)
        for how in ("attack", "cost", "effect", "replaced-then-attack"):
            back_in_reach(fam, first, how)
        replaced_rule_draw(fam, first)
        leader_not_again(fam, first)
        no_target(fam, first)
        for keyword in ("double-strike", "critical"):
            keyword_perm(fam, first, keyword)
        negated_strike_filter(fam, first)
        for with_perm in (True, False):
            entering_info(fam, first, with_perm)
        for minus in (3000, 2999):
            power_zero(fam, first, minus)
        leader_negative(fam, first)
        for next_turn in (False, True):
            not_again(fam, first, next_turn)
    return fam.cases


board = leaders_board


def applies(fam, first, on_tp, leaves):
    s, tp, ntp, lead_t, lead_n = board(first)
    owner = tp if on_tp else ntp
    s.put(owner, "battle", "P", skills=[PLUS, act("main", {"move": "this", "to": "hand"})])
    s.put(owner, "battle", "A", power=2000)
    script = []
    if leaves and on_tp:
        script = [{"do": "activate", "card": "P", "skill": 1}]
    elif leaves:
        s.put(tp, "battle", "S", skills=[act("main", {"move": {"choose": 1, "from": {
            "who": "opponent", "filter": {"name": "P"}}}, "to": "hand"})])
        script = [{"do": "activate", "card": "S", "skill": 0}]
    battle = [{"card": "A", "power": 2000 if leaves else 3000}]
    if not leaves:
        battle.insert(0, {"card": "P", "power": 2000})
    desc = " ".join([fam.quote("9-5-1"), fam.quote("1-3-5")] +
                    ([] if leaves else [fam.quote("0-3-4-3")]) + [
                     "%s's P (1000) has 【永続】「自分のバトルカードすべてのパワー+1000」; A is 2000. "
                     "%s" % (owner, "P goes back to %s's hand (%s): its skill is no longer valid "
                                    "(1-3-7) and A reads 2000 again." % (
                                        owner, "its own 【起動】" if on_tp else
                                        "%s's S returns it" % tp)
                             if leaves else "While P is in the battle area, P reads 2000 and A "
                                            "3000%s; 「自分」 is P's master %s. %s's leader, "
                                            "in the leader area, not the battle area, stays "
                                            "5000." % (
                                                "" if on_tp else
                                                ", in %s's turn as well" % tp, owner, owner))])
    fam.add("applies-%s-%s-%s" % ("leaves" if leaves else "valid", "tp" if on_tp else "ntp",
                                  first.lower()),
            "【永続】 %s (%s's, %s first)" % ("stops when its card leaves" if leaves else
                                            "applies while valid", owner, first),
            desc, ["9-5-1", "1-3-5"] + (["1-3-7"] if leaves else ["0-3-4-3"]),
            ["permanent"], s.setup(), script,
            {"state": {owner: dict({"battle": battle}, **({} if leaves else {
                "leader": {"card": lead_t if on_tp else lead_n, "power": 5000}}))}})


def hand_cost(fam, first, cost):
    s, tp, ntp, lead_t, lead_n = board(first)
    s.put(tp, "hand", "C", cost={"total": cost}, power=3000,
          skills=[perm({"cost_mod": -1, "target": "this"}, zone="hand")])
    s.put(tp, "energy", "E1")
    payable = cost - 1 <= 1
    script = [{"query": "legal"}, {"do": "play", "card": "C", "pay": ["E1"]}]
    legal = [{"do": "attack", "card": lead_t, "target": lead_n}, {"do": "pass"}]
    if payable:
        legal.insert(0, {"do": "play", "card": "C"})
        expect = {"state": {tp: {"hand": [], "battle": [{"card": "C", "power": 3000}],
                                 "energy": [{"card": "E1", "rested": True}]}},
                  "events": [{"type": "enter", "card": "C", "how": "play"}]}
        clauses = ["9-5-5", "5-3-3-1", "5-5-2"]
        what = "its cost reads 1: one energy pays it, the use is listed and C enters"
    else:
        expect = {"rejections": [{"step": 1, "rule": "5-3-3"}],
                  "state": {tp: {"hand": ["C"], "energy": [{"card": "E1", "rested": False}]}}}
        clauses = ["9-5-5", "5-3-3", "5-3-3-1"]
        what = "its cost reads 2: one energy does not pay it (5-3-3), the use is not listed"
    expect["legal"] = [{"step": 0, "actions": legal}]
    desc = " ".join([fam.quote("9-5-5"), fam.quote("5-3-3-1", "また、同様に、発生している効果において"
                                                             "コストの支払いに何らかの修正が加えられていて、"
                                                             "修正されたコストを支払える場合も除きます。"),
                     "C (cost %d) has 【永続】「手札のこのカードのコスト-1」 and %s has one active "
                     "energy: %s." % (cost, tp, what)])
    fam.add("hand-cost-%d-%s" % (cost, tp.lower()), "【永続】 of a card in the hand lowers its cost "
            "(cost %d, %s)" % (cost, tp), desc, clauses, ["permanent", "costs"], s.setup(),
            script, expect)


def during_case(fam, first, on_tp, during):
    s, tp, ntp, lead_t, lead_n = board(first)
    owner = tp if on_tp else ntp
    s.put(owner, "battle", "Y", power=3000,
          skills=[perm({"power": 2000, "target": "this"}, during=during)])
    on = (during == "your-turn") == on_tp
    clause = {"your-turn": "15-9-2" if on else "15-9-3",
              "opponent-turn": "15-10-2" if on else "15-10-3"}[during]
    label = "【自分のターン中】" if during == "your-turn" else "【相手のターン中】"
    desc = " ".join([fam.quote(clause),
                     "%s's Y (3000) has %s【永続】「このカードのパワー+2000」. It is %s's turn: %s."
                     % (owner, label, tp, "the effect applies, Y reads 5000" if on else
                        "the effect does not apply, Y reads 3000")])
    fam.add("during-%s-%s-%s" % (during, "tp" if on_tp else "ntp", first.lower()),
            "%s 【永続】 of the %s (%s first)" % (label, "turn player" if on_tp else
                                                "non-turn player", first),
            desc, [clause], ["permanent", "duration"], s.setup(), [],
            {"state": {owner: {"battle": [{"card": "Y", "power": 5000 if on else 3000}]}}})


def condition(fam, first, life):
    s = standard(first=first, turn=3, life=(life, life))
    tp = s.turn_player
    s.put(tp, "battle", "Y", power=3000,
          skills=[perm({"power": 2000, "target": "this"},
                       condition={"count": {"who": "you", "zone": "life"}, "max": 3})])
    on = life <= 3
    desc = " ".join([fam.quote("9-1-3", "何らかのスキルの一部あるいは全部が特定の条件下で有効であると指定"
                                        "されている場合、その条件が満たされていない状態では、その部分が効果を"
                                        "発生することはありません。"),
                     "Y (3000) has 「自分のライフが3枚以下の場合、【永続】このカードのパワー+2000」; "
                     "%s has %d life: Y reads %d." % (tp, life, 5000 if on else 3000)])
    fam.add("condition-life-%d-%s" % (life, tp.lower()), "A 【永続】 under a condition (%d life, "
            "%s)" % (life, tp), desc, ["9-1-3"], ["permanent"], s.setup(), [],
            {"state": {tp: {"battle": [{"card": "Y", "power": 5000 if on else 3000}]}}})


LAYERS = ("add-then-set", "set-then-add", "permanent-then-set", "set-then-permanent",
          "keyword-first")


def layers(fam, first, variant):
    s, tp, ntp, lead_t, lead_n = board(first)
    s.put(tp, "battle", "A", power=2000)
    script, clauses, tags = [], ["9-8-1", "9-8-1-1", "9-8-1-3"], ["permanent", "layers"]
    if variant == "add-then-set":
        s.effect(tp, power=2000, target="A", until="turn")
        s.put(tp, "battle", "S", skills=[act("main", {"set_power": 1000, "target": {
            "choose": 1, "from": {"filter": {"name": "A"}}}, "until": "turn"})])
        script = [{"do": "activate", "card": "S", "skill": 0}]
        result, what = 1000, ("A has +2000 this turn (4000); S's 「パワーを1000にする」 begins "
                              "later and sets it: 1000")
    elif variant == "set-then-add":
        s.effect(tp, set_power=1000, target="A", until="turn")
        s.put(tp, "battle", "S", skills=[act("main", {"power": 2000, "target": {
            "choose": 1, "from": {"filter": {"name": "A"}}}, "until": "turn"})])
        script = [{"do": "activate", "card": "S", "skill": 0}]
        result, what = 3000, ("A's power is 1000 this turn; S's +2000 begins later and adds on "
                              "top: 3000")
    elif variant == "permanent-then-set":
        s.put(tp, "battle", "P", skills=[PLUS])
        s.put(tp, "battle", "S", skills=[act("main", {"set_power": 4000, "target": {
            "choose": 1, "from": {"filter": {"name": "A"}}}, "until": "turn"})])
        script = [{"do": "activate", "card": "S", "skill": 0}]
        result, what = 4000, ("P's 【永続】 +1000 applied since the start (3000); S's 「パワーを"
                              "4000にする」 begins later: 4000")
    elif variant == "set-then-permanent":
        s.put(tp, "battle", "S", skills=[act("main", {"set_power": 4000, "target": {
            "choose": 1, "from": {"filter": {"name": "A"}}}, "until": "turn"})])
        s.put(tp, "hand", "P", cost={"total": 0}, skills=[PLUS])
        script = [{"do": "activate", "card": "S", "skill": 0}, {"do": "play", "card": "P",
                                                                "pay": []}]
        result, what = 5000, ("S sets A to 4000; then P enters and its 【永続】 +1000 begins to "
                              "apply after it: 5000")
    else:
        s.put(tp, "battle", "P", skills=[perm({"power": 1000, "target": every(
            "you", keyword="blocker")})])
        s.put(tp, "battle", "S", skills=[act("main", {"keyword": "blocker", "target": {
            "choose": 1, "from": {"filter": {"name": "A"}}}, "until": "turn"})])
        script = [{"do": "activate", "card": "S", "skill": 0}]
        result, what = 3000, ("S gives A 【ブロッカー】 this turn, an effect that changes no "
                              "number (9-8-1-2); then P's 「【ブロッカー】を持つ自分のバトルカード"
                              "すべてのパワー+1000」 (9-8-1-3) finds A: 3000")
        clauses.append("9-8-1-2")
    if variant != "keyword-first":
        tags.append(fam.reading("FW-LAYER-ORDER"))
    desc = " ".join([fam.quote("9-8-1"), fam.quote("9-8-1-3"),
                     "A is printed 2000 (9-8-1-1). %s." % what])
    battle = [{"card": c, "power": result} if c == "A" else {"card": c}
              for c in s.zones[tp]["battle"] + (["P"] if variant == "set-then-permanent"
                                                 else [])]
    fam.add("layers-%s-%s" % (variant, tp.lower()), "Layers: %s (%s)" % (
                variant.replace("-", " "), tp), desc, clauses, tags, s.setup(), script,
            {"state": {tp: {"battle": battle}}})


def reentry(fam, first):
    s, tp, ntp, lead_t, lead_n = board(first)
    s.put(tp, "battle", "A", power=2000, cost={"total": 0},
          skills=[act("main", {"move": "this", "to": "hand"})])
    s.put(tp, "battle", "P", skills=[PLUS])
    s.effect(tp, power=5000, target="A", until="turn")
    script = [{"do": "activate", "card": "A", "skill": 0}, {"do": "play", "card": "A", "pay": []}]
    desc = " ".join([fam.quote("9-8-2"), fam.quote("3-1-4"),
                     "A (2000) has +5000 this turn from a resolved skill and P's 【永続】 +1000: "
                     "8000. A returns to the hand and is used again: a new card, the +5000 does "
                     "not follow it, P's 【永続】 applies to it: 3000."])
    fam.add("reentry-%s" % tp.lower(), "A resolved effect does not follow a card back onto the "
            "battle area (%s)" % tp, desc, ["9-8-2", "3-1-4"], ["permanent", "zone-move"],
            s.setup(), script,
            {"state": {tp: {"battle": [{"card": "P", "power": 2000},
                                       {"card": "A", "power": 3000}]}}})


def entering_info(fam, first, with_perm):
    s, tp, ntp, lead_t, lead_n = board(first)
    s.cards[lead_t]["skills"] = [auto({"on": "enter", "of": {"who": "you", "filter": {
        "power_min": 5000}}}, draw())]
    if with_perm:
        s.put(tp, "battle", "P", skills=[perm({"power": 2000, "target": every("you")})])
    s.put(tp, "hand", "C", cost={"total": 0}, power=3000)
    dt = s.zones[tp]["deck"]
    script = [{"do": "play", "card": "C", "pay": []}]
    desc = " ".join([fam.quote("9-8-3"), fam.quote("9-8-3-1"),
                     "%s's leader has 「パワー5000以上のカードが自分のバトルエリアに登場した時、カード"
                     "1枚を引く」; %s uses C (3000)%s." % (
                         tp, tp, " while P's 【永続】 gives its battle cards +2000: C enters as "
                                 "5000 and the auto draws %s" % dt[0] if with_perm else
                         " with no 【永続】: 3000, the auto does not trigger")])
    fam.add("entering-info-%s-%s" % ("with-permanent" if with_perm else "plain", tp.lower()),
            "An entering card's information with the zone's effects (%s)" % tp, desc,
            ["9-8-3", "9-8-3-1"] if with_perm else ["9-6-7-3"], ["permanent", "trigger"],
            s.setup(), script,
            {"state": {tp: {"hand": dt[:1] if with_perm else [],
                            "battle": ([{"card": "P"}] if with_perm else []) +
                            [{"card": "C", "power": 5000 if with_perm else 3000}]}}})


def power_zero(fam, first, minus):
    s, tp, ntp, lead_t, lead_n = board(first)
    s.put(ntp, "battle", "W", power=3000, skills=[auto("ko", draw())])
    s.put(tp, "battle", "S", skills=[act("main", {"power": -minus, "target": {
        "choose": 1, "from": {"who": "opponent"}}, "until": "turn"})])
    gone = 3000 - minus <= 0
    dn = s.zones[ntp]["deck"]
    script = [{"do": "activate", "card": "S", "skill": 0}]
    if gone:
        expect = {"state": {ntp: {"battle": [], "drop": ["W"], "hand": []}},
                  "events": [{"type": "activate", "card": "S", "skill": 0},
                             {"type": "checkpoint", "at": "7-3-3"},
                             {"type": "rule", "process": "14-6", "card": "W"},
                             {"type": "move", "card": "W", "from": "%s:battle" % ntp,
                              "to": "%s:drop" % ntp, "cause": "rule"}]}
        what = "W reads 0: at the check point 7-3-3, 14-6-2 puts it into the drop; that is not " \
               "a KO (5-10-2), its 【KO時】 does not trigger and %s draws nothing" % ntp
        clauses = ["14-6-2", "14-6-1", "5-10-2"]
    else:
        expect = {"state": {ntp: {"battle": [{"card": "W", "power": 1}], "drop": []}}}
        what = "W reads 1, above 0: it stays"
        clauses = ["1-5-2-2"]
    desc = " ".join([fam.quote("14-6-2"), fam.quote("5-10-2", "KOとは、「KOする」と表記されている効果か、"
                                                            "「KOする」と記載されているルールかのいずれかに"
                                                            "よる場合だけを指します。"),
                     "%s's W (3000) has 【KO時】「カード1枚を引く」; %s's S gives it -%d this turn: "
                     "%s." % (ntp, tp, minus, what)])
    fam.add("power-zero-%d-%s" % (minus, tp.lower()),
            "Power brought to %d by an effect (%s's card)" % (3000 - minus, ntp), desc, clauses,
            ["permanent", "rule-process", fam.reading("FW-POWER-ZERO-ZONE")], s.setup(), script,
            expect)


def leader_negative(fam, first):
    s, tp, ntp, lead_t, lead_n = board(first)
    s.put(tp, "battle", "S", skills=[act("main", {"power": -6000, "target": "opponent-leader",
                                                  "until": "turn"})])
    desc = " ".join([fam.quote("2-6-2"), fam.quote("10-1-2"),
                     "S gives %s's leader (5000), 「相手のリーダー」, -6000 this turn: it reads -1000 "
                     "and stays; 14-6 concerns battle cards only." % ntp])
    fam.add("leader-negative-%s" % tp.lower(), "A leader's power below 0 (%s's leader)" % ntp,
            desc, ["2-6-2", "10-1-2"], ["permanent", "power"], s.setup(),
            [{"do": "activate", "card": "S", "skill": 0}],
            {"state": {ntp: {"leader": {"card": lead_n, "power": -1000}}}})


def not_again(fam, first, next_turn):
    """9-5-2: A, unaffected by skills during a battle, leaves P's 【永続】; after the battle it
    is not subject to it again this turn; the next turn it is."""
    s, tp, ntp, lead_t, lead_n = board(first)
    s.put(tp, "battle", "P", skills=[PLUS])
    s.put(tp, "battle", "A", power=2000,
          skills=[act("battle", {"unaffected": "this", "until": "battle"})])
    script = [{"do": "attack", "card": lead_t, "target": lead_n},
              {"do": "activate", "card": "A", "skill": 0}, {"do": "pass"},
              {"do": "pass", "by": ntp}]
    if next_turn:
        script += [{"do": "pass"}, {"choose": None, "for": "charge", "by": ntp}]
    desc = " ".join([fam.quote("9-5-2"), fam.quote("13-4-1", "「スキルの影響を受けない」とは、"),
                     "P has 【永続】「自分のバトルカードすべてのパワー+1000」; A (2000) reads 3000. In "
                     "the offense step A's 【起動戦闘中】 makes it unaffected by skills for the "
                     "battle: P's effect stops applying to it. After the battle A is affected "
                     "again, but P's 【永続】 does not apply to it again this turn%s." % (
                         ": at %s's next free timing A reads 2000" % tp if not next_turn else
                         "; in %s's turn 4 it applies again: 3000" % ntp)])
    fam.add("not-again-%s-%s" % ("next-turn" if next_turn else "this-turn", tp.lower()),
            "A 【永続】 %s (%s)" % ("applies again the next turn" if next_turn else
                                  "does not apply again the same turn", tp), desc,
            ["9-5-2", "13-4-1", "8-5-7"], ["permanent"], s.setup(), script,
            {"state": {tp: {"battle": [{"card": "P", "power": 2000},
                                       {"card": "A", "power": 3000 if next_turn else 2000}]},
                       "turn": {"number": 4 if next_turn else 3}},
             "events": [{"type": "battle-step", "name": "battle-end"}]})


def replaced_rule_draw(fam, first):
    """9-5-2 「何らかの効果により」: the draw of the charge phase (7-2-9, the rules) is replaced,
    and the replacement's instruction (an effect, 9-9) rests A: A is out of the 【永続】's
    targets by an effect, so standing it again that turn does not bring it back."""
    s, tp, ntp, lead_t, lead_n = board(first)
    s.at = "charge"
    active = {"all": {"who": "you", "zone": "battle", "filter": {"rested": False}}}
    s.put(tp, "battle", "A", power=3000)
    s.put(tp, "battle", "P", power=1000, skills=[
        perm({"power": 2000, "target": active}),
        act("main", {"stand": {"all": {"who": "you", "filter": {"name": "A"}}}})])
    s.cards[lead_t]["skills"] = [repl("draw", [
        {"rest": {"all": {"who": "you", "filter": {"name": "A"}}}}])]
    deck = s.zones[tp]["deck"]
    script = [{"do": "activate", "card": "P", "skill": 1}]
    desc = " ".join([fam.quote("9-5-2"), fam.quote("9-9-1"),
                     "%s's P (1000): 【永続】「自分のアクティブのバトルカードすべてのパワー+2000」 and "
                     "【起動】「自分のバトルカード「A」すべてをアクティブにする」; %s's leader: 【永続】"
                     "「自分がカードを引く時、代わりに自分のバトルカード「A」すべてをレストにする」. The run "
                     "begins at the charge phase: the draw of 7-2-9, a draw by the rules, is "
                     "replaced, and the replacement's instruction, an effect, rests A (3000): out "
                     "of the 【永続】's targets by an effect. In the main phase P's 【起動】 stands A: "
                     "the 【永続】 does not apply to it again this turn, A reads 3000; %s drew "
                     "nothing." % (tp, tp, tp)])
    fam.add("not-again-after-replaced-rule-draw-%s" % tp.lower(),
            "A 【永続】's target rested by a replacement of the charge phase's draw, then stood "
            "(%s)" % tp, desc, ["9-5-2", "9-9-1"], ["permanent", "replacement"], s.setup(),
            script,
            {"state": {tp: {"battle": [{"card": "A", "power": 3000, "rested": False},
                                       {"card": "P", "power": 3000, "rested": False}],
                            "hand": [], "deck": deck}}})


def leader_not_again(fam, first):
    """9-5-2 for a 【永続】 over the leader area: the leader rested by an effect and stood again
    the same turn is not reached again."""
    s, tp, ntp, lead_t, lead_n = board(first)
    mine = {"all": {"who": "you", "zone": "leader", "filter": {"rested": False}}}
    s.put(tp, "battle", "P", power=1000, skills=[
        perm({"power": 2000, "target": mine}),
        act("main", {"rest": mine}),
        act("main", {"stand": {"all": {"who": "you", "zone": "leader"}}})])
    script = [{"do": "activate", "card": "P", "skill": 1},
              {"do": "activate", "card": "P", "skill": 2}]
    desc = " ".join([fam.quote("9-5-2"),
                     "%s's P: 【永続】「自分のアクティブのリーダーのパワー+2000」: %s's leader (5000) "
                     "reads 7000. P's first 【起動】 rests the leader, an effect: out of the "
                     "【永続】's targets; its second stands the leader again: the 【永続】 does not "
                     "apply to it again this turn, the leader reads 5000." % (tp, tp)])
    fam.add("leader-not-again-%s" % tp.lower(),
            "A 【永続】 over the leader does not reach it again after an effect rested it (%s)" % tp,
            desc, ["9-5-2"], ["permanent"], s.setup(), script,
            {"state": {tp: {"leader": {"card": lead_t, "power": 5000, "rested": False}}}})


def back_in_reach(fam, first, how):
    """9-5-2 「何らかの効果により」: a card out of a 【永続】's targets by the rules (its attack rests
    it) or by a cost (1-5-1: no part of the effect) is one again as soon as it matches; one an
    effect put out of them is not, this turn.  The standing skill draws first: an instruction
    resolves while the card is still out of reach."""
    s, tp, ntp, lead_t, lead_n = board(first)
    active = {"all": {"who": "you", "zone": "battle", "filter": {"rested": False}}}
    pick = {"choose": 1, "from": {"who": "you", "filter": {"name": "A"}}}
    # A is listed first: what the 【永続】 reaches is noted card by card, A's first
    a_skills = [act("main", {"draw": 1}, cost=["rest-self"])] if how == "cost" else []
    s.put(tp, "battle", "A", power=3000, skills=a_skills)
    s.put(tp, "battle", "P", power=1000, skills=[
        perm({"power": 2000, "target": active}),
        act("main", {"draw": 1}, {"stand": pick}), act("main", {"rest": pick})] +
        ([act("main", {"draw": 1})] if how == "replaced-then-attack" else []))
    if how == "replaced-then-attack":
        # a replacement's instructions resolve first (9-9-1): an effect that is over
        s.cards[lead_t]["skills"] = [repl("draw", [{"markers": 1}])]
    deck = s.zones[tp]["deck"]
    if how in ("attack", "replaced-then-attack"):
        script = [{"do": "attack", "card": "A", "target": lead_n}, {"do": "pass"},
                  {"do": "pass", "by": ntp}]
        what = ("A attacks %s's leader: the attack rests it (8-1-1-1, the rules), A reads 3000 "
                "(no damage: 3000 < 5000)" % ntp)
        if how == "replaced-then-attack":
            script.insert(0, {"do": "activate", "card": "P", "skill": 3})
            what = ("%s's leader has 【永続】「自分がカードを引く時、代わりにエナジーマーカー1つを置く」: "
                    "P's third 【起動】 「カード1枚を引く」 places a marker instead (every draw of "
                    "this case is replaced). Then %s" % (tp, what))
    elif how == "cost":
        script = [{"do": "activate", "card": "A", "skill": 0}]
        what = ("A's 【起動】 「【レスト】: カード1枚を引く」 is paid by resting A (the cost, no part of "
                "the effect, 1-5-1), A reads 3000")
    else:
        script = [{"do": "activate", "card": "P", "skill": 2}]
        what = "P's second 【起動】 rests A, an effect: A reads 3000"
    script.append({"do": "activate", "card": "P", "skill": 1})
    drawn = deck[:2] if how == "cost" else deck[:1]     # P's 【起動】 draws one more
    if how == "replaced-then-attack":
        drawn = []                       # every draw replaced
    a_power = 3000 if how == "effect" else 5000
    clauses = ["9-5-2", "9"] if how == "effect" else ["9-5-1", "9"]
    if how in ("attack", "replaced-then-attack"):
        clauses.append("8-1-1")
    result = ("the 【永続】 does not apply to it again this turn: 3000" if how == "effect" else
              "it was put out of the 【永続】's targets by no effect, so the 【永続】 applies to it "
              "again: 5000")
    desc = " ".join([fam.quote("9-5-2"),
                     "%s's P (1000): 【永続】「自分のアクティブのバトルカードすべてのパワー+2000」, "
                     "【起動】「カード1枚を引く。その後、自分のバトルカード「A」1枚をアクティブにする」 and "
                     "【起動】「自分のバトルカード「A」1枚をレストにする」; A (3000, active) reads 5000. %s. "
                     "Then P's first 【起動】 draws (A still rested) and stands A: %s." % (
                         tp, what, result)])
    fam.add("back-in-reach-after-%s-%s" % (how, tp.lower()),
            "A 【永続】's target rested by %s, then stood by an effect (%s)" % (
                {"attack": "its attack", "cost": "a cost", "effect": "an effect",
                 "replaced-then-attack": "its attack after a replacement"}[how], tp),
            desc, clauses, ["permanent"], s.setup(), script,
            {"state": {tp: {"battle": [{"card": "A", "power": a_power, "rested": False},
                                       {"card": "P", "power": 3000, "rested": False}],
                            "hand": drawn}}})


def no_target(fam, first):
    """A 【永続】 entry that names no target applies to its own card (13-1-1: 「このカード」 when the
    text names none), to no other."""
    s, tp, ntp, lead_t, lead_n = board(first)
    s.put(tp, "battle", "P", power=1000, skills=[perm({"power": 2000})])
    s.put(tp, "battle", "A", power=1000)
    s.put(ntp, "battle", "B", power=1000)
    desc = " ".join([fam.quote("13-1-1"),
                     "%s's P (1000) has 【永続】「パワー+2000」, written without a target: it is P's own: "
                     "P reads 3000, %s's A and %s's B 1000, both leaders 5000." % (tp, tp, ntp)])
    fam.add("no-target-own-card-%s" % tp.lower(), "A 【永続】 without a target (%s)" % tp, desc,
            ["9-5-1"], ["permanent"], s.setup(), [],
            {"state": {tp: {"battle": [{"card": "P", "power": 3000}, {"card": "A", "power": 1000}],
                            "leader": {"card": lead_t, "power": 5000}},
                       ntp: {"battle": [{"card": "B", "power": 1000}],
                             "leader": {"card": lead_n, "power": 5000}}}})


def keyword_perm(fam, first, keyword):
    """A 【永続】 giving its own card a keyword: the card has it (9-5-1) and the keyword acts."""
    s, tp, ntp, lead_t, lead_n = board(first)
    s.put(tp, "battle", "A", power=6000, skills=[perm({"keyword": keyword, "target": "this"})])
    life = s.zones[ntp]["life"]
    n = 2 if keyword == "double-strike" else 1
    state = {ntp: {"life": life[n:]}}
    if keyword == "critical":
        state[ntp]["drop"] = life[:1]       # 15-5-2: into the drop instead of the hand
        state[ntp]["hand"] = []
        what = "with 【クリティカル】 the life card goes to the drop (15-5-2)"
        clauses = ["9-5-1", "15-5-2"]
    else:
        state[ntp]["hand"] = life[:2]
        what = "with 【ダブルストライク】 the damage is 2 (15-6-2-1)"
        clauses = ["9-5-1", "15-6-2-1"]
    desc = " ".join([fam.quote("9-5-1"),
                     "%s's A (6000) has 【永続】「このカードは%sを得る」 and attacks %s's leader "
                     "(5000): %s." % (tp, {"double-strike": "【ダブルストライク】",
                                          "critical": "【クリティカル】"}[keyword], ntp, what)])
    fam.add("keyword-%s-%s" % (keyword, tp.lower()),
            "A 【永続】 giving its card %s (%s attacking)" % (keyword, tp), desc, clauses,
            ["permanent", "keyword"], s.setup(),
            [{"do": "attack", "card": "A", "target": lead_n}, {"do": "pass"},
             {"do": "pass", "by": ntp}], {"state": state})


def negated_strike_filter(fam, first):
    """15-6-3 with 9-1-2: a card whose keyword skills are negated has no 【ストライク】: a filter
    「【ストライク】を持つ」 does not match it (nor 「【ストライク】1」)."""
    s, tp, ntp, lead_t, lead_n = board(first)
    s.put(ntp, "battle", "D", keywords=["double-strike"])
    s.put(ntp, "battle", "T", keywords=["triple-strike"])
    s.put(ntp, "battle", "N")
    s.put(tp, "battle", "S", skills=[
        act("main", {"negate": {"choose": 1, "from": {"who": "opponent",
                                                      "filter": {"name": "D"}}},
                     "skills": "keyword", "until": "turn"}),
        act("main", {"ko": {"all": {"who": "opponent", "zone": "battle",
                                    "filter": {"keyword": "strike"}}}})])
    desc = " ".join([fam.quote("15-6-3"),
                     "%s has D (【ダブルストライク】), T (【トリプルストライク】) and N (none). %s's S "
                     "negates D's keyword skills this turn, then KOs every opponent's battle card "
                     "with 【ストライク】: D has none while negated, so only T is KO'd." % (ntp, tp)])
    fam.add("negated-strike-filter-%s" % tp.lower(),
            "A negated 【ダブルストライク】 is no 【ストライク】 for a filter (%s's skill)" % tp, desc,
            ["15-6-3"], ["permanent", "keyword"], s.setup(),
            [{"do": "activate", "card": "S", "skill": 0}, {"do": "activate", "card": "S", "skill": 1}],
            {"state": {ntp: {"battle": [{"card": "D"}, {"card": "N"}], "drop": ["T"]}},
             "exactly": [{"type": "ko"}], "events": [{"type": "ko", "card": "T"}]})
