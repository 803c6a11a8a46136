"""Family `activate-skills`: 【起動】 (1-3-4, 9-4).  Each timing (【起動メイン】, 【起動戦闘中】,
【起動メイン/戦闘中】) at each free timing — the turn player's main phase and offense step, the
non-turn player's defense step (1-3-4-1-1 .. 1-3-4-1-3) — listed by `query legal` or rejected
with the clause the vocabulary names; after the action the step goes back to its check point
(7-3-4-2-1, 8-2-4-2-1, 8-3-4-2-1).  A skill valid only in the battle area declared from the hand
(1-3-7), one valid in the hand (9-2-1, revealed, 9-4-2), skill costs paid with `skill_pay`
(9-4-2-1) or none (9-4-2-1-1), a cost that cannot be paid (1-4-6), 【ターン1回】 (15-7-2, 15-7-5,
again in the next turn), 【自分のターン中】 / 【相手のターン中】 (15-9, 15-10) in the other
player's defense step.  A battle card put onto the battle area by its own 【起動】 with a skill
cost (5-5-3-1 .. 5-5-3-4); an effect that goes on after its source left the battle area (9-3-1,
13-1-6).  An attack forbidden by an effect (0-2-2), from the setup or by the card's own skill.  Random
declarations failing several ways at once, each rejected with the first refusal in the order of
the vocabulary's table (9-1-3, the timing, 1-3-7, 15-10-3, 15-7-5, 1-4-6) and listed by `query
legal` only when none applies.
Both players as turn player.
"""

from . import Family
from ..model.table import other
from .lang import act, draw
from .scene import standard

TIMINGS = ("main", "battle", "main/battle")
ALLOWED = {("main", "main"), ("battle", "offense"), ("battle", "defense"),
           ("main/battle", "main"), ("main/battle", "offense"), ("main/battle", "defense")}
WHERE_CP = {"main": "7-3-3", "offense": "8-2-3", "defense": "8-3-3"}
BACK = {"main": "7-3-4-2-1", "offense": "8-2-4-2-1", "defense": "8-3-4-2-1"}
ALLOW_CLAUSE = {"main": "1-3-4-1-1", "offense": "1-3-4-1-2", "defense": "1-3-4-1-3"}
JA = {"main": "【起動メイン】", "battle": "【起動戦闘中】", "main/battle": "【起動メイン/戦闘中】"}


def generate(ctx):
    fam = Family(ctx, __name__)
    for first in ("P1", "P2"):
        for timing in TIMINGS:
            for where in ("main", "offense", "defense"):
                timing_case(fam, first, timing, where)
        validity(fam, first)
        hand_skill(fam, first)
        hand_skill_cost(fam, first)
        source_moved(fam, first)
        for variant in ("paid", "unpayable", "marker", "wrong-pay"):
            skill_cost(fam, first, variant)
        once_per_turn(fam, first)
        copies(fam, first)
        for during in ("your-turn", "opponent-turn"):
            during_case(fam, first, during)
        under_card(fam, first)
        for where in ("main", "offense"):
            condition_first(fam, first, where)
        forbidden_attack(fam, first)
        forbidden_by_skill(fam, first)
    for i in range(32):
        refusal_order(fam, i)
    return fam.cases


def rejection_rule(timing, where, declarer_is_tp):
    if timing == "main":
        return "1-3-4-1-1"
    if timing == "battle":
        return "1-3-4-1-2" if declarer_is_tp else "1-3-4-1-3"
    return "1-3-4-1"


def timing_case(fam, first, timing, where):
    s = standard(first=first, turn=3)
    tp = s.turn_player
    ntp = other(tp)
    who = ntp if where == "defense" else tp
    s.put(who, "battle", "S", skills=[act(timing, {"markers": 1})])
    lead_t, lead_n = s.zones[tp]["leader"], s.zones[ntp]["leader"]
    allowed = (timing, where) in ALLOWED
    entry = {"do": "activate", "card": "S", "skill": 0}
    if who != tp:
        entry["by"] = who
    mine = [{"do": "activate", "card": "S", "skill": 0}] if allowed else []
    if where == "main":
        legal = mine + [{"do": "attack", "card": lead_t, "target": lead_n},
                        {"do": "attack", "card": "S", "target": lead_n}, {"do": "pass"}]
        script = [{"query": "legal"}, entry]
    else:
        legal = mine + [{"do": "pass"}]
        script = [{"do": "attack", "card": lead_t, "target": lead_n}]
        if where == "defense":
            script.append({"do": "pass"})
            script += [{"query": "legal"}]
        else:
            script += [{"query": "legal"}]
        script.append(entry)
    qstep = script.index(next(x for x in script if "query" in x))
    expect = {"legal": [{"step": qstep, "actions": legal}],
              "state": {who: {"markers": 1 if allowed else 0}}}
    clauses = []
    if allowed:
        expect["events"] = [{"type": "activate", "card": "S", "skill": 0},
                            {"type": "checkpoint", "at": WHERE_CP[where]}]
        clauses = [ALLOW_CLAUSE[where], BACK[where], "9-4-3", "9-4-4", "9-4-2-1-1"]
        what = "listed and declared: %s gets a marker, and the step goes back to %s" % (
            who, WHERE_CP[where])
        quotes = [fam.quote(ALLOW_CLAUSE[where]), fam.quote(BACK[where])]
        if where == "main":
            clauses.append("7-3-4-2")
            quotes.append(fam.heading("7-3-4-2"))
        if timing == "main/battle":
            # the kind valid at every free timing: what 【起動】 is, and its effect an immediate
            # one carried out once (one marker, not more)
            clauses += ["1-3-4", "1-3-4-1", "9-4-1", "1-5-2-1", "9-7-1"]
            quotes += [fam.quote("1-3-4"), fam.quote("1-3-4-1"), fam.quote("9-4-1"),
                       fam.quote("1-5-2-1", "「即時効果」とは、原則として効果の解決中にその指示を実行し、"
                                            "それで効果が終了するものを指します。"),
                       fam.quote("9-7-1")]
    else:
        rule = rejection_rule(timing, where, who == tp)
        expect["rejections"] = [{"step": len(script) - 1, "rule": rule}]
        clauses = [rule]
        what = "not listed, and the declaration is rejected with %s" % rule
        quotes = [fam.quote(rule)]
    desc = " ".join(quotes + [
        "%s's S has %s「エナジーマーカー1つを置く」. %s%s: the skill is %s." % (
            who, JA[timing],
            "In %s's main phase" % tp if where == "main" else
            "%s's leader attacks; in the %s step (%s's free timing)" % (tp, where, who),
            "" if where == "main" else "", what)])
    fam.add("%s-in-%s-%s" % (timing.replace("/", "-"), where, tp.lower()),
            "%s at the %s free timing (%s's turn)" % (JA[timing], where, tp), desc, clauses,
            ["activate", "timing"], s.setup(), script, expect)


def validity(fam, first):
    """1-3-7: a battle card's 【起動】 is valid in the battle area only; a leader's in its
    leader area."""
    s = standard(first=first, turn=3)
    tp = s.turn_player
    ntp = other(tp)
    lead_t, lead_n = s.zones[tp]["leader"], s.zones[ntp]["leader"]
    s.cards[lead_t]["skills"] = [act("main", {"markers": 1})]
    s.put(tp, "hand", "H", cost={"total": 9}, skills=[act("main", draw())])
    script = [{"query": "legal"}, {"do": "activate", "card": "H", "skill": 0},
              {"do": "activate", "card": lead_t, "skill": 0}]
    desc = " ".join([fam.quote("1-3-7"),
                     "%s's leader has 【起動メイン】「エナジーマーカー1つを置く」; H (in the hand, a "
                     "battle card it cannot pay for) has 【起動メイン】「カード1枚を引く」. H's skill is "
                     "valid only in the battle area: not listed, rejected with 1-3-7; the "
                     "leader's is declared: one marker." % tp])
    fam.add("validity-%s" % tp.lower(), "1-3-7: a battle card's 【起動】 from the hand (%s)" % tp,
            desc, ["1-3-7", "1-3-4-1-1"], ["activate"], s.setup(), script,
            {"legal": [{"step": 0, "actions": [
                {"do": "activate", "card": lead_t, "skill": 0},
                {"do": "attack", "card": lead_t, "target": lead_n}, {"do": "pass"}]}],
             "rejections": [{"step": 1, "rule": "1-3-7"}],
             "state": {tp: {"markers": 1, "hand": ["H"]}},
             "events": [{"type": "activate", "card": lead_t, "skill": 0}]})


def hand_skill(fam, first):
    """9-2-1: a skill whose text names the hand is declared from the hand; 9-4-2: revealed."""
    s = standard(first=first, turn=3)
    tp = s.turn_player
    ntp = other(tp)
    s.put(tp, "hand", "H", cost={"total": 9},
          skills=[act("main", {"enter": "this"}, zone="hand")])
    lead_t, lead_n = s.zones[tp]["leader"], s.zones[ntp]["leader"]
    script = [{"query": "legal"}, {"do": "activate", "card": "H", "skill": 0},
              {"query": "legal"}]
    desc = " ".join([fam.quote("9-2-1"), fam.quote("9-4-2"),
                     "H (cost 9, %s cannot play it) has 「【起動メイン】手札のこのカードを登場させる」, "
                     "valid in the hand: it is listed, declared (H revealed), and H enters the "
                     "battle area by the skill (5-5-3), active, so it may attack at once "
                     "(FW-NO-SUMMONING-SICKNESS)." % tp])
    fam.add("hand-skill-%s" % tp.lower(), "A 【起動】 valid in the hand puts its card onto the "
            "battle area (%s)" % tp, desc, ["9-2-1", "9-4-2", "5-5-3"],
            ["activate", "hidden", fam.reading("FW-NO-SUMMONING-SICKNESS")], s.setup(), script,
            {"legal": [{"step": 0, "actions": [
                {"do": "activate", "card": "H", "skill": 0},
                {"do": "attack", "card": lead_t, "target": lead_n}, {"do": "pass"}]},
                {"step": 2, "actions": [
                    {"do": "attack", "card": lead_t, "target": lead_n},
                    {"do": "attack", "card": "H", "target": lead_n}, {"do": "pass"}]}],
             "state": {tp: {"hand": [], "battle": [{"card": "H", "rested": False}]}},
             "events": [{"type": "reveal", "player": tp, "cards": ["H"]},
                        {"type": "activate", "card": "H", "skill": 0},
                        {"type": "enter", "card": "H", "how": "skill"},
                        {"type": "move", "card": "H", "from": "%s:hand" % tp,
                         "to": "%s:battle" % tp, "cause": "effect"}]})


def hand_skill_cost(fam, first):
    """5-5-3: a battle card put onto the battle area by its own 【起動】 valid in the hand, with a
    skill cost: the skill declared (the card revealed), its cost paid, the skill activated, then
    the entry (5-5-3-1 .. 5-5-3-4), no cost of the card paid."""
    s = standard(first=first, turn=3)
    tp = s.turn_player
    s.put(tp, "hand", "H", cost={"total": 9},
          skills=[act("main", {"enter": "this"}, zone="hand", cost=[{"energy": 1}])])
    s.put(tp, "energy", "E1")
    s.put(tp, "energy", "E2")
    script = [{"do": "activate", "card": "H", "skill": 0, "skill_pay": ["E2"]}]
    desc = " ".join([fam.quote("5-5-3", "スキルによってバトルカードを登場させる場合、特に指示のない限り、"
                                        "コストを支払わず、バトルエリアに登場させます。"),
                     fam.quote("5-5-3-1"), fam.quote("5-5-3-2"), fam.quote("5-5-3-3"),
                     fam.quote("5-5-3-4"),
                     fam.quote("5-5-1", "登場とは、バトルカードや【フィールド】を持つエクストラカードを"
                                        "バトルエリアに置くことを指します。"),
                     "%s's H (cost 9: %s's two energy could not play it) has 「【起動メイン】①: "
                     "手札のこのカードを登場させる」, valid in the hand. %s declares it (H revealed), "
                     "pays ① with E2 (rested), the skill is activated, and H enters the battle "
                     "area active, by the skill: E1 stays active, nothing pays H's own cost."
                     % (tp, tp, tp)])
    fam.add("hand-skill-cost-%s" % tp.lower(), "A battle card entering by its own 【起動】 with "
            "a skill cost (%s)" % tp, desc,
            ["5-5-3", "5-5-3-1", "5-5-3-2", "5-5-3-3", "5-5-3-4", "5-5-1", "9-4-2-1"],
            ["activate", "costs", "enter"], s.setup(), script,
            {"state": {tp: {"hand": [], "battle": [{"card": "H", "rested": False}],
                            "energy": [{"card": "E1", "rested": False},
                                       {"card": "E2", "rested": True}]}},
             "events": [{"type": "reveal", "player": tp, "cards": ["H"]},
                        {"type": "pay", "player": tp, "cards": ["E2"], "markers": 0},
                        {"type": "rest", "card": "E2"},
                        {"type": "activate", "card": "H", "skill": 0},
                        {"type": "enter", "card": "H", "how": "skill"},
                        {"type": "move", "card": "H", "from": "%s:hand" % tp,
                         "to": "%s:battle" % tp, "cause": "effect"}]})


def source_moved(fam, first):
    """9-3-1: the effect goes on after its source left the battle area; 13-1-6 / 13-1-1: 「この
    カード」 is the card in the battle area, an instruction to a player without one its master."""
    s = standard(first=first, turn=3)
    tp = s.turn_player
    s.put(tp, "battle", "S", skills=[act("main", {"move": "this", "to": "hand"}, draw())])
    dt = s.zones[tp]["deck"]
    script = [{"do": "activate", "card": "S", "skill": 0}]
    desc = " ".join([fam.quote("9-3-1", "いったん発動し発生した効果の指示はその発生源とは独立しています。"
                                        "以降、その効果の発生源の置かれた領域が変化したりしても、その効果の"
                                        "解決には影響を及ぼしません。"),
                     fam.quote("13-1-6"), fam.quote("13-1-1"),
                     "%s's S in the battle area has 【起動メイン】「このカードを手札に戻す。カード1枚を"
                     "引く」. Declared: 「このカード」 is S in the battle area, which goes to its "
                     "owner's hand; the draw, with no player named, is %s's (the master), and "
                     "it is carried out although its source has left: %s draws %s." % (
                         tp, tp, tp, dt[0])])
    fam.add("source-moved-%s" % tp.lower(), "An effect goes on after its source moved (%s)" % tp,
            desc, ["9-3-1", "13-1-6", "13-1-1"], ["activate"], s.setup(), script,
            {"state": {tp: {"battle": [], "hand": ["S", dt[0]], "deck": dt[1:]}},
             "events": [{"type": "activate", "card": "S", "skill": 0},
                        {"type": "move", "card": "S", "from": "%s:battle" % tp,
                         "to": "%s:hand" % tp},
                        {"type": "draw", "player": tp, "card": dt[0]}]})


def skill_cost(fam, first, variant):
    s = standard(first=first, turn=3)
    tp = s.turn_player
    ntp = other(tp)
    lead_t, lead_n = s.zones[tp]["leader"], s.zones[ntp]["leader"]
    s.put(tp, "battle", "S", skills=[act("main", draw(), cost=[{"energy": 2}, "rest-self"])])
    dt = s.zones[tp]["deck"]
    if variant == "paid":
        s.put(tp, "energy", "E1")
        s.put(tp, "energy", "E2")
        s.put(tp, "energy", "E3")
        pay = ["E3", "E1"]
    elif variant == "marker":
        s.put(tp, "energy", "E1")
        s.zones[tp]["markers"] = 1
        pay = ["E1", "marker"]
    elif variant == "wrong-pay":
        for e in ("E1", "E2", "E3"):
            s.put(tp, "energy", e)
        s.rest("E3")
        pay = ["E1", "E3"]
    else:
        s.put(tp, "energy", "E1")
        pay = ["E1"]
    script = [{"query": "legal"},
              {"do": "activate", "card": "S", "skill": 0, "skill_pay": pay}]
    attacks = [{"do": "attack", "card": lead_t, "target": lead_n},
               {"do": "attack", "card": "S", "target": lead_n}]
    if variant == "wrong-pay":
        expect = {"legal": [{"step": 0, "actions": attacks + [
                      {"do": "activate", "card": "S", "skill": 0}, {"do": "pass"}]}],
                  "rejections": [{"step": 1, "rule": "1-4-6"}],
                  "state": {tp: {"hand": [], "battle": [{"card": "S", "rested": False}],
                                 "energy": [{"card": e, "rested": e == "E3"}
                                            for e in ("E1", "E2", "E3")]}}}
        clauses = ["1-4-6"]
        what = "E1 and E2 could pay ②, so the skill is listed, but `skill_pay` names the " \
               "rested E3: it does not pay the cost, rejected with 1-4-6 (the vocabulary) and " \
               "nothing rests"
        quotes = [fam.quote("1-4-6")]
        tags = ["activate", "costs", "rejection"]
    elif variant == "unpayable":
        expect = {"legal": [{"step": 0, "actions": attacks + [{"do": "pass"}]}],
                  "rejections": [{"step": 1, "rule": "1-4-6"}],
                  "state": {tp: {"hand": [], "energy": [{"card": "E1", "rested": False}],
                                 "battle": [{"card": "S", "rested": False}]}}}
        clauses = ["1-4-6"]
        what = "one energy and no marker: the cost ②+rest cannot be paid in full, so none of " \
               "it can (1-4-6): the skill is not listed and the declaration is rejected"
        quotes = [fam.quote("1-4-6")]
        tags = ["activate", "costs"]
    else:
        energy = [{"card": e, "rested": e in pay} for e in s.zones[tp]["energy"]]
        expect = {"legal": [{"step": 0, "actions": attacks + [
                      {"do": "activate", "card": "S", "skill": 0}, {"do": "pass"}]}],
                  "state": {tp: {"hand": dt[:1], "energy": energy, "markers": 0,
                                 "battle": [{"card": "S", "rested": True}]}},
                  "events": [{"type": "pay", "player": tp,
                              "cards": [x for x in pay if x != "marker"],
                              "markers": pay.count("marker")}] +
                            [{"type": "rest", "card": x} for x in pay if x != "marker"] +
                            [{"type": "rest", "card": "S"},
                             {"type": "activate", "card": "S", "skill": 0},
                             {"type": "draw", "player": tp, "card": dt[0]}]}
        clauses = ["9-4-2-1", "1-4-3", "1-4-5-1"]
        quotes = [fam.quote("9-4-2-1"), fam.quote("1-4-3"), fam.quote("1-4-5-1")]
        tags = ["activate", "costs"]
        if variant == "marker":
            clauses.append("1-11-2")
            quotes.append(fam.quote("1-11-2"))
            tags += [fam.reading("FW-MARKER-SKILL-COST"), fam.reading("FW-MARKER-COLOR")]
            what = "E1 and the energy marker pay ② (the marker as one of the leader's colors), " \
                   "then S rests: the parts in the order written; %s draws %s" % (tp, dt[0])
        else:
            what = "%s pays ② with E3 and E1 (rested in that order after the `pay` event), " \
                   "then rests S: %s draws %s" % (tp, tp, dt[0])
    desc = " ".join(quotes + ["S has 【起動メイン】②、このカードをレストにする:カード1枚を引く. %s."
                              % what])
    fam.add("skill-cost-%s-%s" % (variant, tp.lower()), "【起動】 skill cost: %s (%s)" % (
                variant, tp), desc, clauses, tags, s.setup(), script, expect)


def once_per_turn(fam, first):
    """15-7-2 / 15-7-5: declared once in its master's turn, rejected the second time; declared
    again in the next turn (the other player's, in the defense step)."""
    s = standard(first=first, turn=3)
    tp = s.turn_player
    ntp = other(tp)
    lead_t, lead_n = s.zones[tp]["leader"], s.zones[ntp]["leader"]
    s.put(tp, "battle", "S", skills=[act("main/battle", {"markers": 1}, once_per_turn=True)])
    script = [{"do": "activate", "card": "S", "skill": 0},
              {"query": "legal"},
              {"do": "activate", "card": "S", "skill": 0},
              {"do": "pass"},
              {"choose": None, "for": "charge", "by": ntp},
              {"do": "attack", "card": lead_n, "target": lead_t, "by": ntp},
              {"do": "pass", "by": ntp},
              {"query": "legal"},
              {"do": "activate", "card": "S", "skill": 0, "by": tp}]
    desc = " ".join([fam.quote("15-7-1"), fam.quote("15-7-2"), fam.quote("15-7-5"),
                     "%s's S has 【起動メイン/戦闘中】【ターン1回】「エナジーマーカー1つを置く」. "
                     "Turn 3: declared once (1 marker); then it is not listed and a second "
                     "declaration is rejected with 15-7-5. Turn 4 is %s's: its leader attacks "
                     "%s's leader, and in the defense step S is listed and declared again (2 "
                     "markers)." % (tp, ntp, tp)])
    fam.add("once-per-turn-%s" % tp.lower(), "【ターン1回】 【起動】: once in a turn, again in the "
            "next (%s)" % tp, desc, ["15-7-2", "15-7-5", "1-3-4-1-3", "15-7-1"],
            ["activate", "once-per-turn"], s.setup(), script,
            {"legal": [{"step": 1, "actions": [
                {"do": "attack", "card": lead_t, "target": lead_n},
                {"do": "attack", "card": "S", "target": lead_n}, {"do": "pass"}]},
                {"step": 7, "actions": [{"do": "activate", "card": "S", "skill": 0},
                                        {"do": "pass"}]}],
             "rejections": [{"step": 2, "rule": "15-7-5"}],
             "state": {tp: {"markers": 2}, "turn": {"number": 4, "step": "defense"}}})


def copies(fam, first):
    """15-7-3: two cards with the same 【ターン1回】 skill each resolve it once."""
    s = standard(first=first, turn=3)
    tp = s.turn_player
    skill = act("main", {"markers": 1}, once_per_turn=True)
    s.put(tp, "battle", "S1", skills=[skill])
    s.put(tp, "battle", "S2", skills=[skill])
    script = [{"do": "activate", "card": "S1", "skill": 0},
              {"do": "activate", "card": "S2", "skill": 0},
              {"do": "activate", "card": "S1", "skill": 0}]
    desc = " ".join([fam.quote("15-7-3"),
                     "S1 and S2 have the same 【起動メイン】【ターン1回】「エナジーマーカー1つを置く」: "
                     "each is declared once (2 markers); S1's second declaration is rejected "
                     "(15-7-5)."])
    fam.add("copies-%s" % tp.lower(), "【ターン1回】 per card: two copies each once (%s)" % tp,
            desc, ["15-7-3", "15-7-5"], ["activate", "once-per-turn"], s.setup(), script,
            {"rejections": [{"step": 2, "rule": "15-7-5"}], "state": {tp: {"markers": 2}}})


def during_case(fam, first, during):
    """15-9 / 15-10: the non-turn player's 【起動戦闘中】 in the defense step."""
    s = standard(first=first, turn=3)
    tp = s.turn_player
    ntp = other(tp)
    lead_t, lead_n = s.zones[tp]["leader"], s.zones[ntp]["leader"]
    s.put(ntp, "battle", "S", skills=[act("battle", {"markers": 1}, during=during),
                                      act("battle", draw())])
    script = [{"do": "attack", "card": lead_t, "target": lead_n}, {"do": "pass"},
              {"query": "legal"}]
    listed = during == "opponent-turn"
    legal = [{"do": "activate", "card": "S", "skill": 1}, {"do": "pass"}]
    if listed:
        legal.insert(0, {"do": "activate", "card": "S", "skill": 0})
        script.append({"do": "activate", "card": "S", "skill": 0, "by": ntp})
    clause = "15-10-2" if listed else "15-9-3"
    kind = "15-10-1" if listed else "15-9-1"
    desc = " ".join([fam.quote(kind), fam.quote(clause),
                     "%s's S has 【起動戦闘中】%s「エナジーマーカー1つを置く」 (0) and 【起動戦闘中】"
                     "「カード1枚を引く」 (1). In %s's turn, in the defense step, %s" % (
                         ntp, "【相手のターン中】" if listed else "【自分のターン中】", tp,
                         "0 is listed and declared: one marker" if listed else
                         "only 1 is listed: 0 cannot be declared in the opponent's turn")])
    fam.add("during-%s-%s" % (during, ntp.lower()), "%s 【起動】 in the other player's defense "
            "step (%s)" % ("【相手のターン中】" if listed else "【自分のターン中】", ntp), desc,
            [clause, kind] + (["1-3-4-1-3"] if listed else []), ["activate", "duration"],
            s.setup(),
            script,
            {"legal": [{"step": 2, "actions": legal}],
             "state": {ntp: {"markers": 1 if listed else 0}}})


def under_card(fam, first):
    """16-2-2 / 9-1-2: the skills of a card under another are invalid."""
    s = standard(first=first, turn=3)
    tp = s.turn_player
    ntp = other(tp)
    lead_t, lead_n = s.zones[tp]["leader"], s.zones[ntp]["leader"]
    s.put(tp, "battle", "E", power=6000)
    s.stack("E", "A", skills=[act("main", {"markers": 1})])
    script = [{"query": "legal"}, {"do": "activate", "card": "A", "skill": 0}]
    desc = " ".join([fam.quote("16-2-2"), fam.quote("9-1-2", "何らかのスキルの一部あるいは全部が無効で"
                                                            "ある場合、その部分は発動を宣言することは"
                                                            "できず"),
                     "A, under %s's E, has 【起動メイン】「エナジーマーカー1つを置く」: its skills are "
                     "invalid, so it is not listed and its declaration is rejected (1-3-7, the "
                     "vocabulary's clause for a skill invalid where its card is)." % tp])
    fam.add("under-card-%s" % tp.lower(), "The 【起動】 of a card under another (%s)" % tp, desc,
            ["16-2-2", "9-1-2", "1-3-7"], ["activate", "evolve"], s.setup(), script,
            {"legal": [{"step": 0, "actions": [{"do": "attack", "card": lead_t,
                                                "target": lead_n},
                                               {"do": "attack", "card": "E", "target": lead_n},
                                               {"do": "pass"}]}],
             "rejections": [{"step": 1, "rule": "1-3-7"}],
             "state": {tp: {"markers": 0, "battle": [{"card": "E", "under": ["A"]}]}}})


def condition_first(fam, first, where):
    """The vocabulary: a skill whose condition is not met is rejected with 9-1-3, before the
    other rules (the timing included)."""
    s = standard(first=first, turn=3, life=(4, 4))
    tp = s.turn_player
    ntp = other(tp)
    lead_t, lead_n = s.zones[tp]["leader"], s.zones[ntp]["leader"]
    cond = {"count": {"who": "you", "zone": "life"}, "max": 3}
    s.put(tp, "battle", "S", skills=[act("main", draw(), condition=cond)])
    script = [{"query": "legal"}, {"do": "activate", "card": "S", "skill": 0}]
    legal = [{"do": "attack", "card": lead_t, "target": lead_n},
             {"do": "attack", "card": "S", "target": lead_n}, {"do": "pass"}]
    if where == "offense":
        script = [{"do": "attack", "card": lead_t, "target": lead_n}] + script
        legal = [{"do": "pass"}]
    desc = " ".join([fam.quote("9-1-3", "何らかのスキルの一部あるいは全部が特定の条件下で有効であると指定"
                                        "されている場合、その条件が満たされていない状態では、その部分が効果を"
                                        "発生することはありません。"),
                     fam.quote("13-1-4"),
                     "%s's S has 「自分のライフが3枚以下の場合、【起動メイン】カード1枚を引く」 and %s "
                     "has 4 life: the skill is not listed; declared %s, it is rejected with 9-1-3, "
                     "the first rule the vocabulary lists%s." % (
                         tp, tp, "in the main phase" if where == "main" else
                         "in the offense step", "" if where == "main" else
                         " (before the timing's 1-3-4-1-1)")])
    fam.add("condition-unmet-%s-%s" % (where, tp.lower()),
            "A 【起動】 whose condition is not met (%s, %s)" % (where, tp), desc,
            ["9-1-3", "13-1-4"],
            ["activate", "rejection"], s.setup(), script,
            {"legal": [{"step": len(script) - 2, "actions": legal}],
             "rejections": [{"step": len(script) - 1, "rule": "9-1-3"}],
             "state": {tp: {"hand": []}}})


def forbidden_attack(fam, first):
    """The vocabulary: an effect forbidding an attack is rejected with 0-2-2."""
    s = standard(first=first, turn=3)
    tp = s.turn_player
    ntp = other(tp)
    lead_t, lead_n = s.zones[tp]["leader"], s.zones[ntp]["leader"]
    s.put(tp, "battle", "A", power=5000)
    s.effect(ntp, forbid="attack", target="A", until="turn")
    script = [{"query": "legal"}, {"do": "attack", "card": "A", "target": lead_n}]
    desc = " ".join([fam.quote("0-2-2"),
                     "An effect of %s says 「このターン中、Aはアタックできない」: %s's A is active and "
                     "could attack by 8-1-1, but the card text wins: its attack is not listed and "
                     "is rejected with 0-2-2." % (ntp, tp)])
    fam.add("forbidden-attack-%s" % tp.lower(), "An attack an effect forbids (%s)" % tp, desc,
            ["0-2-2", "0-2-5"], ["activate", "rejection", "rule-zero"], s.setup(), script,
            {"legal": [{"step": 0, "actions": [{"do": "attack", "card": lead_t,
                                                "target": lead_n}, {"do": "pass"}]}],
             "rejections": [{"step": 1, "rule": "0-2-2"}],
             "state": {tp: {"battle": [{"card": "A", "rested": False}]}}})


def forbidden_by_skill(fam, first):
    """A skill's own effect forbids its card to attack: left out of the legal set, rejected."""
    s = standard(first=first, turn=3)
    tp = s.turn_player
    ntp = other(tp)
    lead_t, lead_n = s.zones[tp]["leader"], s.zones[ntp]["leader"]
    s.put(tp, "battle", "S", power=5000, skills=[act("main", {"markers": 1}, {
        "forbid": "attack", "target": "this", "until": "turn"})])
    script = [{"query": "legal"}, {"do": "activate", "card": "S", "skill": 0},
              {"query": "legal"}, {"do": "attack", "card": "S", "target": lead_n}]
    attacks = [{"do": "attack", "card": c, "target": lead_n} for c in (lead_t, "S")]
    again = [{"do": "activate", "card": "S", "skill": 0}, {"do": "pass"}]
    desc = " ".join([fam.quote("0-2-2"),
                     "%s's S, active: 「【起動メイン】エナジーマーカー1つを置く。このターン中、このカードはアタ"
                     "ックできない」 (declared in the battle area: nothing is revealed). Before the skill S may attack; once it has resolved, S's attack "
                     "is not listed and is rejected with 0-2-2 (the leader's still is); S stays "
                     "active." % tp])
    fam.add("forbidden-by-own-skill-%s" % tp.lower(),
            "An attack forbidden by the card's own skill (%s)" % tp, desc,
            ["0-2-2"], ["activate", "rejection", "rule-zero"], s.setup(), script,
            {"legal": [{"step": 0, "actions": attacks + again},
                       {"step": 2, "actions": attacks[:1] + again}],
             "rejections": [{"step": 3, "rule": "0-2-2"}],
             "absent": [{"type": "attack"}, {"type": "reveal"}],
             "state": {tp: {"battle": [{"card": "S", "rested": False}], "markers": 1}}})


# the vocabulary's order of an activation's refusals, and each way to fail it
ORDER = ("condition", "timing", "zone", "during", "once", "cost")
RULE_OF = {"condition": "9-1-3", "timing": "1-3-4-1-2", "zone": "1-3-7", "during": "15-10-3",
           "once": "15-7-5", "cost": "1-4-6"}


def refusal_order(fam, i):
    key = "refusal-order-%02d" % (i + 1)
    rng = fam.rng(key)
    first = ("P1", "P2")[i % 2]
    s = standard(first=first, turn=3)
    tp = s.turn_player
    ntp = other(tp)
    fails = [k for k in ORDER if rng.random() < 0.35]
    skill = act("battle" if "timing" in fails else "main", {"markers": 1},
                cost=[{"energy": 1}])
    if "condition" in fails:
        skill["condition"] = {"turn": "opponent"}
    elif rng.random() < 0.5:
        skill["condition"] = {"turn": "your"}
    if "during" in fails:
        skill["during"] = "opponent-turn"
    elif rng.random() < 0.5:
        skill["during"] = "your-turn"
    if "once" in fails or rng.random() < 0.4:
        skill["once_per_turn"] = True
    s.put(tp, "hand" if "zone" in fails else "battle", "S", skills=[skill],
          cost={"total": 9})
    s.put(tp, "energy", "E1")
    if "cost" in fails:
        s.rest("E1")
    if "once" in fails:
        s.used = {tp: [("S", 0)]}
    lead_t, lead_n = s.zones[tp]["leader"], s.zones[ntp]["leader"]
    script = [{"query": "legal"}, {"do": "activate", "card": "S", "skill": 0,
                                   "skill_pay": ["E1"]}]
    attacks = [{"do": "attack", "card": c, "target": lead_n}
               for c in ([lead_t] + ([] if "zone" in fails else ["S"]))]
    ok = not fails
    legal = ([{"do": "activate", "card": "S", "skill": 0}] if ok else []) + attacks + \
        [{"do": "pass"}]
    expect = {"legal": [{"step": 0, "actions": legal}]}
    if ok:
        expect["state"] = {tp: {"markers": 1, "energy": [{"card": "E1", "rested": True}]}}
        expect["events"] = [{"type": "pay", "player": tp, "cards": ["E1"]},
                            {"type": "activate", "card": "S", "skill": 0}]
        what = "nothing keeps it from being declared: E1 pays ①, a marker is placed"
        clauses = ["1-3-4-1-1", "9-4-2-1"]
    else:
        rule = RULE_OF[fails[0]]
        expect["rejections"] = [{"step": 1, "rule": rule}]
        expect["absent"] = [{"type": "activate"}, {"type": "pay"}]
        expect["state"] = {tp: {"markers": 0}}
        what = "it fails by %s; the first of them in the table's order names the rejection: " \
               "%s, and the skill is not listed" % (", ".join(fails), rule)
        clauses = [rule]
    text = "%s (in %s's %s): %s%s%s%s「①:エナジーマーカー1つを置く」" % (
        "【起動戦闘中】" if "timing" in fails else "【起動メイン】", tp,
        "hand, cost 9" if "zone" in fails else "battle area",
        "【ターン1回】 (already used this turn) " if "once" in fails else
        ("【ターン1回】 " if skill.get("once_per_turn") else ""),
        "【相手のターン中】 " if "during" in fails else
        ("【自分のターン中】 " if skill.get("during") else ""),
        "「相手のターン中の場合」 " if "condition" in fails else
        ("「自分のターン中の場合」 " if skill.get("condition") else ""),
        "(E1 rested) " if "cost" in fails else "")
    desc = " ".join([fam.quote(c) for c in clauses[:1]] + [
        "%s's S, %s. %s declares it in its main phase: %s." % (tp, text, tp, what)])
    fam.add(key, "Activation refused by the first rule that refuses it (%s: %s)" % (
                tp, ", ".join(fails) or "declared"), desc, clauses,
            ["activate", "legal"] + (["rejection"] if fails else []), s.setup(), script,
            expect)
