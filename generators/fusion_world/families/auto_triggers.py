"""Family `auto-triggers`: when autos become pending and in which check point they resolve.  The
moments of the turn (7-2-5 「ターン開始時」「チャージフェイズ開始時」, 7-3-2, 7-3-5-1-1, 7-4-2, 8-4-7,
8-5-5), each with 「自分の」 / 「相手の」 / either (1-3-6-3-5, 1-3-6-3-6), on a card of the turn
player and of the other player, over a whole turn with a battle and the start of the next; and
the abbreviations of 1-3-6-3: 【アタック時】, 「アタックされた時」, 【KO時】 (a battle's KO: pending
at 8-4-6-2-3, resolved at 8-4-8; an effect's KO: at the next check point), 【ブロック時】 with
15-4-3-1 (the blocking card's own 「アタックされた時」, not another card's, 8-1-6-2),
「ダメージを与えた時」 (8-4-6-1-2, FW-DANGLING-REF, FW-DAMAGE-TIMING).  Both players.
"""

from . import Family
from ..model.table import other
from .lang import auto, act, draw, opt
from .scene import standard

MOMENTS = ("turn-start", "charge-start", "main-start", "offense-start", "defense-start",
           "damage-step-start", "damage-step-end", "battle-end", "main-end", "turn-end")
RESOLVED_AT = {"turn-start": "7-2-6", "charge-start": "7-2-6", "main-start": "7-3-3",
               "offense-start": "8-2-3", "defense-start": "8-3-3", "damage-step-start": "8-4-3",
               "damage-step-end": "8-4-8", "battle-end": "8-5-6", "main-end": "7-3-5-1-2",
               "turn-end": "7-4-3"}
PENDING_BY = {"turn-start": "7-2-5", "charge-start": "7-2-5", "main-start": "7-3-2",
              "offense-start": "8-2-2", "defense-start": "8-3-2", "damage-step-start": "8-4-2",
              "damage-step-end": "8-4-7", "battle-end": "8-5-5", "main-end": "7-3-5-1-1",
              "turn-end": "7-4-2"}
JA = {"turn-start": "ターン開始時", "charge-start": "チャージフェイズ開始時",
      "main-start": "メインフェイズ開始時", "offense-start": "オフェンスステップ開始時",
      "defense-start": "ディフェンスステップ開始時", "damage-step-start": "ダメージステップ開始時",
      "damage-step-end": "ダメージステップ終了時",
      "battle-end": "戦闘終了時", "main-end": "メインフェイズ終了時", "turn-end": "ターン終了時"}
# the check points of the scripted run, in the order ch. 7 and 8 make them happen:
# turn 3 from its charge phase, the turn player's leader attacking the other leader (5000 vs
# 5000: 8-4-6-1-1), the main phase ended, the end phase, turn 4 up to its main phase
TURN3 = ["7-2-6", "7-2-8", "7-2-10", "7-2-12", "7-3-3", "8-1-4", "8-2-3", "8-3-3", "8-4-3",
         "8-4-6-1-1", "8-4-8", "8-5-1", "8-5-3", "8-5-6", "7-3-3", "7-3-5-1-2", "7-4-3"]
TURN4 = ["7-2-6", "7-2-8", "7-2-10", "7-2-12", "7-3-3"]
TURN3_MOMENTS = {"turn-start": "7-2-6", "charge-start": "7-2-6", "main-start": "7-3-3",
                 "offense-start": "8-2-3", "defense-start": "8-3-3", "damage-step-start": "8-4-3",
                 "damage-step-end": "8-4-8", "battle-end": "8-5-6", "main-end": "7-3-5-1-2",
                 "turn-end": "7-4-3"}
TURN4_MOMENTS = {"turn-start": "7-2-6", "charge-start": "7-2-6", "main-start": "7-3-3"}


def generate(ctx):
    fam = Family(ctx, __name__)
    for moment in MOMENTS:
        for whose in ("your", "opponent", "any"):
            for on_tp in (True, False):
                for first in ("P1", "P2"):
                    timeline(fam, moment, whose, on_tp, first)
    for first in ("P1", "P2"):
        for boosted in (True, False):
            for delayed in (False, True):
                ko_reads_last_power(fam, first, boosted, delayed)
            ko_reads_last_power(fam, first, boosted, False, by_move=True)
            ko_reads_last_power(fam, first, boosted, False, from_setup=True)
        for cost in (1, 3):
            ko_filter_cost(fam, first, cost)
        attack_autos(fam, first)
        for by_battle in (True, False):
            ko_auto(fam, first, by_battle)
        block_auto(fam, first)
        block_no_other(fam, first)
        for amount in (1, 2):
            damage_dealt(fam, first, amount)
        no_damage_no_trigger(fam, first)
        for which in ("attack", "guard"):
            broken_in_checkpoint(fam, first, which)
        combo_end(fam, first)
    return fam.cases


def timeline(fam, moment, whose, on_tp, first):
    s = standard(first=first, turn=3, at="charge")
    tp = s.turn_player
    ntp = other(tp)
    master = tp if on_tp else ntp
    trig = {"on": moment}
    if whose != "any":
        trig["whose"] = whose
    s.put(master, "battle", "W", skills=[auto(trig, {"markers": 1})])
    lead_t, lead_n = s.zones[tp]["leader"], s.zones[ntp]["leader"]
    script = [{"choose": None, "for": "charge", "by": tp},
              {"do": "attack", "card": lead_t, "target": lead_n},
              {"do": "pass"}, {"do": "pass", "by": ntp}, {"do": "pass"},
              {"choose": None, "for": "charge", "by": ntp}]

    def fires(turn_player):
        return whose == "any" or (whose == "your") == (master == turn_player)
    events, count = [], 0
    for turn, points, moments, turn_player in ((3, TURN3, TURN3_MOMENTS, tp),
                                               (4, TURN4, TURN4_MOMENTS, ntp)):
        for i, at in enumerate(points):
            events.append({"type": "checkpoint", "at": at})
            n = sum(1 for m, where in moments.items() if m == moment and where == at and
                    (at != "7-3-3" or m != "main-start" or i == points.index("7-3-3")) and
                    fires(turn_player))
            for _ in range(n):
                events.append({"type": "activate", "card": "W", "skill": 0})
                count += 1
        if turn == 3:
            events.append({"type": "phase", "name": "charge", "turn": 4, "player": ntp})
    state = {"turn": {"number": 4, "player": ntp, "phase": "main", "step": None},
             master: {"markers": count}}
    clauses = [PENDING_BY[moment]]
    if count:
        clauses.append(RESOLVED_AT[moment])
    if moment == "turn-end" and whose != "any" and count:
        clauses.append("1-3-6-3-5" if whose == "your" else "1-3-6-3-6")
    if moment == "turn-end":
        clauses.append("7-4-4")
    if whose == "any":
        clauses += [c for c in ("7-2-8", "7-2-10", "7-2-12", "8-1-4", "8-2-3", "8-3-3", "8-4-3",
                                "8-5-1", "8-5-3", "8-4-6-1-1", "4-2-2-6") if c not in clauses]
    label = {"your": "自分の", "opponent": "相手の", "any": ""}[whose]
    desc = " ".join([
        fam.quote(PENDING_BY[moment]),
        fam.quote(RESOLVED_AT[moment]) if count else "",
        "%s's W has 「%s%s、エナジーマーカー1つを置く」. The run plays %s's turn 3 from its charge "
        "phase: %s's leader attacks %s's leader (5000 ≥ 5000, 1 damage), the main phase ends, "
        "then the end phase, and %s's turn 4 up to its main phase. %s" % (
            master, label, JA[moment], tp, tp, ntp, ntp,
            ("The auto becomes pending %d time%s and resolves in the check point that follows "
             "each moment: %s gets %d marker%s." % (count, "" if count == 1 else "s", master,
                                                    count, "" if count == 1 else "s"))
            if count else "It never becomes pending: %s is never the turn of the player it "
                          "names, so %s gets no marker." % (JA[moment], master))])
    fam.add("%s-%s-%s-%s" % (moment, whose, "tp" if on_tp else "ntp", first.lower()),
            "Trigger %s (%s) on a card of the %s (%s first)" % (
                moment, whose, "turn player" if on_tp else "non-turn player", first),
            desc.replace("  ", " "), clauses,
            ["autos", "trigger", "turn"] + ([fam.reading("FW-END-RESTART")]
                                            if moment == "turn-end" else []),
            s.setup(), script, {"state": state, "events": events})


def attack_autos(fam, first):
    """【アタック時】 and 「アタックされた時」: pending at 8-1-3, resolved at 8-1-4, the turn
    player's first."""
    s = standard(first=first, turn=3)
    tp = s.turn_player
    ntp = other(tp)
    s.put(tp, "battle", "A", power=3000, skills=[auto("attack", draw())])
    lead_n = s.zones[ntp]["leader"]
    s.cards[lead_n]["skills"] = [auto("attacked", {"markers": 1})]
    s.put(ntp, "battle", "X", skills=[auto({"on": "attack", "of": {"who": "opponent"}},
                                           draw())])
    script = [{"do": "attack", "card": "A", "target": lead_n},
              {"choose": opt("X", 0), "for": "auto", "by": ntp},
              {"do": "pass"}, {"do": "pass", "by": ntp}]
    dt, dn = s.zones[tp]["deck"], s.zones[ntp]["deck"]
    events = [{"type": "attack", "card": "A", "target": lead_n},
              {"type": "checkpoint", "at": "8-1-4"},
              {"type": "activate", "card": "A", "skill": 0},
              {"type": "draw", "player": tp, "card": dt[0]},
              {"type": "activate", "card": "X", "skill": 0},
              {"type": "draw", "player": ntp, "card": dn[0]},
              {"type": "activate", "card": lead_n, "skill": 0},
              {"type": "battle-step", "name": "offense"},
              {"type": "compare", "attack": 3000, "guard": 5000}]
    desc = " ".join([fam.quote("8-1-3"), fam.quote("1-3-6-3-2"), fam.quote("8-1-4"),
                     "%s's A has 【アタック時】「カード1枚を引く」; %s's leader 「このカードがアタック"
                     "された時、エナジーマーカー1つを置く」 and X 「相手のバトルカードがアタックした時、"
                     "カード1枚を引く」. A attacks %s's leader: all three are pending at 8-1-3; at "
                     "8-1-4 %s's resolves first (4-2-2-2), then %s chooses X's, then its leader's."
                     % (tp, ntp, ntp, tp, ntp)])
    fam.add("attack-and-attacked-%s" % tp.lower(),
            "【アタック時】 and 「アタックされた時」 at 8-1-4 (%s attacking)" % tp, desc,
            ["8-1-3", "1-3-6-3-2", "8-1-4", "4-2-2-2", "4-2-2-4"], ["autos", "trigger"],
            s.setup(), script,
            {"state": {tp: {"hand": dt[:1]}, ntp: {"hand": dn[:1], "markers": 1}},
             "events": events})


def ko_auto(fam, first, by_battle):
    s = standard(first=first, turn=3)
    tp = s.turn_player
    ntp = other(tp)
    s.put(ntp, "battle", "G", power=2000, skills=[auto("ko", draw())])
    dn = s.zones[ntp]["deck"]
    if by_battle:
        s.put(tp, "battle", "A", power=3000)
        s.rest("G")
        script = [{"do": "attack", "card": "A", "target": "G"}, {"do": "pass"},
                  {"do": "pass", "by": ntp}]
        events = [{"type": "compare", "attack": 3000, "guard": 2000},
                  {"type": "ko", "card": "G"}, {"type": "rule", "process": "14-9", "card": "G"},
                  {"type": "move", "card": "G", "from": "%s:battle" % ntp,
                   "to": "%s:drop" % ntp, "cause": "ko"},
                  {"type": "checkpoint", "at": "8-4-6-2-2"},
                  {"type": "pending", "card": "G", "skill": 0},
                  {"type": "checkpoint", "at": "8-4-8"},
                  {"type": "activate", "card": "G", "skill": 0},
                  {"type": "draw", "player": ntp, "card": dn[0]}]
        clauses = ["8-4-6-2-1", "8-4-6-2-2", "8-4-6-2-3", "1-3-6-3-3", "8-4-8"]
        what = ("A (3000) KOs the rested G (2000) in battle (8-4-6-2-1); the check point "
                "8-4-6-2-2 comes first, then G's 【KO時】 becomes pending (8-4-6-2-3) and "
                "resolves at 8-4-8: %s draws %s" % (ntp, dn[0]))
        quotes = [fam.quote("8-4-6-2-3"), fam.quote("1-3-6-3-3")]
        tags = [fam.reading("FW-BATTLE-KO-NOT-EFFECT")]
    else:
        s.put(tp, "battle", "S", skills=[act("main", {"ko": {"choose": 1,
                                                             "from": {"who": "opponent"}}})])
        script = [{"do": "activate", "card": "S", "skill": 0}]
        events = [{"type": "activate", "card": "S", "skill": 0}, {"type": "ko", "card": "G"},
                  {"type": "rule", "process": "14-9", "card": "G"},
                  {"type": "move", "card": "G", "from": "%s:battle" % ntp,
                   "to": "%s:drop" % ntp, "cause": "ko"},
                  {"type": "pending", "card": "G", "skill": 0},
                  {"type": "checkpoint", "at": "7-3-3"},
                  {"type": "activate", "card": "G", "skill": 0},
                  {"type": "draw", "player": ntp, "card": dn[0]}]
        clauses = ["1-3-6-3-3", "1-3-6-4", "5-10-1"]
        what = ("S's 【起動 メイン】 KOs G (its only candidate: no choice); G's 【KO時】 is pending "
                "at once and resolves at the next check point, 7-3-3 (1-3-6-4): %s draws %s"
                % (ntp, dn[0]))
        quotes = [fam.quote("1-3-6-3-3"), fam.quote("1-3-6-4")]
        tags = []
    desc = " ".join(quotes + ["%s's G has 【KO時】「カード1枚を引く」. %s." % (ntp, what)])
    fam.add("ko-%s-%s" % ("battle" if by_battle else "effect", tp.lower()),
            "【KO時】 after a KO %s (%s's card)" % ("in battle" if by_battle else "by an effect",
                                                 ntp),
            desc, clauses, ["autos", "trigger", "ko"] + tags, s.setup(), script,
            {"state": {ntp: {"hand": dn[:1], "drop": ["G"], "battle": []}}, "events": events})


def block_auto(fam, first):
    s = standard(first=first, turn=3)
    tp = s.turn_player
    ntp = other(tp)
    s.put(tp, "battle", "A", power=6000)
    s.put(ntp, "battle", "B", power=4000, keywords=["blocker"],
          skills=[auto("block", draw()), auto("attacked", {"power": 3000, "target": "this",
                                                            "until": "battle"})])
    lead_n = s.zones[ntp]["leader"]
    dn = s.zones[ntp]["deck"]
    script = [{"do": "attack", "card": "A", "target": lead_n},
              {"choose": True, "for": "cost", "by": ntp},
              {"choose": opt("B", 1), "for": "auto", "by": ntp},
              {"do": "pass"}, {"do": "pass", "by": ntp}]
    events = [{"type": "checkpoint", "at": "8-1-4"},
              {"type": "activate", "card": "B", "skill": "blocker"},
              {"type": "guard", "card": "B"},
              {"type": "activate", "card": "B", "skill": 1},
              {"type": "activate", "card": "B", "skill": 0},
              {"type": "draw", "player": ntp, "card": dn[0]},
              {"type": "battle-step", "name": "offense"},
              {"type": "compare", "attack": 6000, "guard": 7000}]
    desc = " ".join([fam.quote("1-3-6-3-4"), fam.quote("15-4-3-1"),
                     "%s's B (4000, 【ブロッカー】) has 【ブロック時】「カード1枚を引く」 (0) and 「この"
                     "カードがアタックされた時、その戦闘中、このカードのパワー+3000」 (1). A (6000) "
                     "attacks %s's leader; B's 【ブロッカー】 is the only pending auto, taken up "
                     "without asking: %s pays (rests B), B becomes the guard card, and both its "
                     "【ブロック時】 and its 「アタックされた時」 become pending in the same check point "
                     "(1-3-6-5). %s resolves 1 first (B 7000), then 0 (draws %s). 6000 < 7000: "
                     "nothing happens; the +3000 ends with the battle." % (ntp, ntp, ntp, ntp,
                                                                          dn[0])])
    fam.add("block-%s" % ntp.lower(), "【ブロック時】 and the new guard card's 「アタックされた時」 "
            "(%s blocking)" % ntp, desc,
            ["1-3-6-3-4", "15-4-3-1", "1-3-6-5", "15-4-3"],
            ["autos", "trigger", "blocker", fam.reading("FW-BLOCKER-ATTACKED"),
             fam.reading("FW-BLOCKER-PENDING")],
            s.setup(), script,
            {"state": {ntp: {"hand": dn[:1], "life": s.zones[ntp]["life"],
                             "battle": [{"card": "B", "rested": True, "power": 4000}]}},
             "events": events})


def block_no_other(fam, first):
    """8-1-6-2 with 15-4-3-1 (FW-BLOCKER-ATTACKED): the block makes the blocking card's own
    「アタックされた時」 pending, not another card's auto that triggers on its side's cards."""
    s = standard(first=first, turn=3)
    tp = s.turn_player
    ntp = other(tp)
    s.put(tp, "battle", "A", power=6000)
    s.put(ntp, "battle", "B", power=4000, keywords=["blocker"],
          skills=[auto("attacked", {"power": 3000, "target": "this", "until": "battle"})])
    s.put(ntp, "battle", "W", power=1000,
          skills=[auto({"on": "attacked", "of": {"who": "you", "zone": "battle"}}, draw())])
    lead_n = s.zones[ntp]["leader"]
    script = [{"do": "attack", "card": "A", "target": lead_n},
              {"choose": True, "for": "cost", "by": ntp},
              {"do": "pass"}, {"do": "pass", "by": ntp}]
    events = [{"type": "checkpoint", "at": "8-1-4"},
              {"type": "activate", "card": "B", "skill": "blocker"},
              {"type": "guard", "card": "B"},
              {"type": "activate", "card": "B", "skill": 0},
              {"type": "battle-step", "name": "offense"},
              {"type": "compare", "attack": 6000, "guard": 7000}]
    desc = " ".join([fam.quote("8-1-6-2"), fam.quote("15-4-3-1"),
                     "%s's B (4000, 【ブロッカー】) has 「このカードがアタックされた時、その戦闘中、"
                     "このカードのパワー+3000」; %s's W has 「自分のバトルカードがアタックされた時、"
                     "カード1枚を引く」. A (6000) attacks %s's leader, so W does not trigger; B "
                     "blocks and becomes the guard card: by 15-4-3-1 B's own auto becomes pending "
                     "(B 7000), but W's does not, the guard card having been changed after 8-1-6 "
                     "(8-1-6-2): %s draws nothing." % (ntp, ntp, ntp, ntp)])
    fam.add("block-no-other-%s" % ntp.lower(), "A block makes no other card's 「アタックされた時」 "
            "pending (%s blocking)" % ntp, desc, ["8-1-6-2", "15-4-3-1"],
            ["autos", "trigger", "blocker", fam.reading("FW-BLOCKER-ATTACKED"),
             fam.reading("FW-BLOCKER-PENDING")],
            s.setup(), script,
            {"state": {ntp: {"hand": [], "life": s.zones[ntp]["life"],
                             "battle": [{"card": "B", "rested": True, "power": 4000},
                                        {"card": "W", "rested": False}]}},
             "events": events})


def damage_dealt(fam, first, amount):
    s = standard(first=first, turn=3)
    tp = s.turn_player
    ntp = other(tp)
    kws = ["double-strike"] if amount == 2 else []
    s.put(tp, "battle", "A", power=5000, keywords=kws,
          skills=[auto("damage-dealt", draw()), auto("damage-step-end", {"markers": 1})])
    lead_n = s.zones[ntp]["leader"]
    dt = s.zones[tp]["deck"]
    life = s.zones[ntp]["life"]
    script = [{"do": "attack", "card": "A", "target": lead_n}, {"do": "pass"},
              {"do": "pass", "by": ntp}, {"choose": opt("A", 0), "for": "auto", "by": tp}]
    events = [{"type": "compare", "attack": 5000, "guard": 5000},
              {"type": "checkpoint", "at": "8-4-6-1-1"},
              {"type": "damage", "player": ntp, "amount": amount, "source": "A"},
              {"type": "pending", "card": "A", "skill": 0},
              {"type": "pending", "card": "A", "skill": 1},
              {"type": "checkpoint", "at": "8-4-8"},
              {"type": "activate", "card": "A", "skill": 0},
              {"type": "draw", "player": tp, "card": dt[0]},
              {"type": "activate", "card": "A", "skill": 1}]
    desc = " ".join([fam.quote("8-4-6-1-2"), fam.quote("8-4-7"),
                     "A (5000%s) has 「このカードが相手にダメージを与えた時、カード1枚を引く」 (0) and "
                     "「ダメージステップ終了時、エナジーマーカー1つを置く」 (1). It attacks %s's leader: "
                     "5000 ≥ 5000, the check point 8-4-6-1-1 deals %d damage as it begins; after "
                     "it, "
                     "8-4-6-1-2 makes 0 pending, then 8-4-7 makes 1 pending; both resolve at 8-4-8 "
                     "in the order %s chooses (0 first)." % (
                         ", 【ダブルストライク】" if amount == 2 else "", ntp, amount, tp)])
    fam.add("damage-dealt-%d-%s" % (amount, tp.lower()),
            "「ダメージを与えた時」 pending at 8-4-6-1-2, resolved at 8-4-8 (%d damage, %s)" % (
                amount, tp),
            desc, ["8-4-6-1-2", "8-4-7", "8-4-8"] + (["15-6-2-1"] if amount == 2 else []),
            ["autos", "trigger", "damage", fam.reading("FW-DANGLING-REF"),
             fam.reading("FW-DAMAGE-TIMING")], s.setup(), script,
            {"state": {tp: {"hand": dt[:1], "markers": 1}, ntp: {"life": life[amount:],
                                                                 "hand": life[:amount]}},
             "events": events,
             # each of A's autos pending once: a doubled trigger fails the clause that made it so
             "exactly": [{"type": "pending", "card": "A", "skill": 0, "$clauses": ["8-4-6-1-2"]},
                         {"type": "pending", "card": "A", "skill": 1, "$clauses": ["8-4-7"]}]})


def no_damage_no_trigger(fam, first):
    s = standard(first=first, turn=3)
    tp = s.turn_player
    ntp = other(tp)
    s.put(tp, "battle", "A", power=4999, skills=[auto("damage-dealt", draw())])
    lead_n = s.zones[ntp]["leader"]
    script = [{"do": "attack", "card": "A", "target": lead_n}, {"do": "pass"},
              {"do": "pass", "by": ntp}]
    desc = " ".join([fam.quote("8-4-6", "アタックカードのパワーとガードカードのパワーを比較し、アタック"
                                        "カードのパワーがガードカードのパワー以上の場合、以下の手順に従い"
                                        "ます。それ以外の場合、戦闘の結果による処理は何も起きず、8-4-7に進み"
                                        "ます。"),
                     "A (4999) attacks %s's leader (5000): no damage, so A's 「ダメージを与えた時」 "
                     "never becomes pending and %s draws nothing." % (ntp, tp)])
    fam.add("no-damage-no-trigger-%s" % tp.lower(),
            "No damage, no 「ダメージを与えた時」 (%s attacking)" % tp, desc, ["8-4-6"],
            ["autos", "trigger", "damage"], s.setup(), script,
            {"state": {tp: {"hand": [], "deck": s.zones[tp]["deck"]},
                       ntp: {"life": s.zones[ntp]["life"]}},
             "events": [{"type": "compare", "attack": 4999, "guard": 5000},
                        {"type": "battle-step", "name": "battle-end"}],
             # no damage is dealt, and nothing that triggers on damage dealt becomes pending
             "absent": [{"type": "damage", "$clauses": ["8-4-6"]},
                        {"type": "pending", "card": "A", "$clauses": ["8-4-6"]}]})


def broken_in_checkpoint(fam, first, which):
    """8-1-6: the attack or guard card KO'd by an auto in the check point 8-1-4: after it the
    battle goes to its end step, with no offense, defense or damage step."""
    s = standard(first=first, turn=3)
    tp = s.turn_player
    ntp = other(tp)
    lead_n = s.zones[ntp]["leader"]
    s.put(tp, "battle", "A", power=5000)
    if which == "attack":
        s.cards[lead_n]["skills"] = [auto("attacked", {"ko": "attack-card"})]
        target, gone, owner_of = lead_n, "A", tp
        script = [{"do": "attack", "card": "A", "target": lead_n}]
    else:
        s.put(ntp, "battle", "G", power=9000)
        s.rest("G")
        s.cards["A"]["skills"] = [auto("attack", {"ko": "guard-card"})]
        target, gone, owner_of = "G", "G", ntp
        script = [{"do": "attack", "card": "A", "target": "G"}]
    desc = " ".join([fam.quote("8-1-6", "8-1-4におけるチェックポイント開始以降、戦闘中に何らかの効果で"
                                        "アタックカードやガードカードのいずれかが0枚になった場合、チェック"
                                        "ポイント内であれば、その終了後に戦闘終了ステップ(8-5)に進みます。"),
                     "%s's A attacks %s; in the check point 8-1-4 an auto KOs the %s card %s: "
                     "after that check point the battle goes to its end step, skipping the "
                     "offense, defense and damage steps; the script has no pass for them." % (
                         tp, target, which, gone)])
    fam.add("broken-%s-in-checkpoint-%s" % (which, tp.lower()),
            "8-1-6: the %s card KO'd at 8-1-4 (%s attacking)" % (which, tp), desc,
            ["8-1-6", "8-1-4"],
            ["autos", "battle", fam.reading("FW-BATTLE-KO-NOT-EFFECT")], s.setup(), script,
            {"state": {"turn": {"step": None, "phase": "main"},
                       owner_of: {"drop": [gone]}},
             "events": [{"type": "checkpoint", "at": "8-1-4"}, {"type": "ko", "card": gone},
                        {"type": "battle-step", "name": "battle-end"},
                        {"type": "checkpoint", "at": "8-5-1"}]})


def combo_end(fam, first):
    """8-5-6-1: 「このカードがコンボした戦闘の終了時」 of two comboed cards, from the drop."""
    s = standard(first=first, turn=3)
    tp = s.turn_player
    ntp = other(tp)
    lead_t, lead_n = s.zones[tp]["leader"], s.zones[ntp]["leader"]
    end = auto("combo-battle-end", {"markers": 1})
    s.put(tp, "battle", "K1", combo=1000, skills=[end])
    s.put(tp, "hand", "K2", combo=1000, skills=[end])
    script = [{"do": "attack", "card": lead_t, "target": lead_n},
              {"do": "combo", "card": "K1"}, {"do": "combo", "card": "K2"}, {"do": "pass"},
              {"do": "pass", "by": ntp},
              {"choose": ["K2", "K1"], "for": "order", "by": tp},
              {"choose": opt("K1", 0), "for": "auto", "by": tp}]
    desc = " ".join([fam.quote("8-5-6-1"),
                     "%s's K1 (battle area) and K2 (hand) both have 「このカードがコンボした戦闘の"
                     "終了時、エナジーマーカー1つを置く」. %s's leader attacks and both combo; 8-5-4 "
                     "puts them into the drop together (%s orders them K2 on top), 8-5-5 makes "
                     "both autos pending from the drop and they resolve at 8-5-6: 2 markers." % (
                         tp, tp, tp)])
    fam.add("combo-battle-end-%s" % tp.lower(), "「コンボした戦闘の終了時」 of two cards (%s)" % tp,
            desc, ["8-5-6-1", "8-5-4", "8-5-5", "8-5-6", "3-1-5"], ["autos", "combo"],
            s.setup(), script,
            {"state": {tp: {"markers": 2, "drop": ["K2", "K1"], "combo": []}},
             "events": [{"type": "checkpoint", "at": "8-5-6"},
                        {"type": "activate", "card": "K1", "skill": 0},
                        {"type": "activate", "card": "K2", "skill": 0}]})


def ko_reads_last_power(fam, first, boosted, delayed, by_move=False, from_setup=False):
    """9-6-7-1-2: an auto triggered by a card leaving the battle area reads it as it was there
    (its power with the effects on it), also when a delayed effect is what the KO triggers
    (1-5-2-1-1).  The KO'd card was played this turn: the card in the battle area is not the one
    of the setup (3-1-4)."""
    s = standard(first=first, turn=3)
    tp = s.turn_player
    lead = s.zones[tp]["leader"]
    check = {"if": {"power": "trigger-card", "min": 3000}, "then": [draw()]}
    trigger = {"on": "ko", "of": {"who": "you", "zone": "battle"}}
    pick = {"choose": 1, "from": {"who": "you", "filter": {"name": "C"}}}
    skills = [act("main", {"power": 2000, "target": pick, "until": "turn"}),
              act("main", {"ko": pick})]
    if by_move:      # a zone-move trigger: 「自分のバトルカードが手札に戻った時」
        trigger = {"on": "move", "from": "battle", "to": "hand", "who": "you"}
        skills[1] = act("main", {"move": pick, "to": "hand"})
    if delayed:
        skills.append(act("main", {"delayed": trigger, "effect": [check]}))
    else:
        s.cards[lead]["skills"] = [auto(trigger, check)]
    s.put(tp, "battle", "S", skills=skills)
    s.put(tp, "battle" if from_setup else "hand", "C", power=2000, cost={"total": 0})
    script = [] if from_setup else [{"do": "play", "card": "C", "pay": []}]
    if delayed:
        script.append({"do": "activate", "card": "S", "skill": 2})
    if boosted:
        script.append({"do": "activate", "card": "S", "skill": 0})
    script.append({"do": "activate", "card": "S", "skill": 1})
    deck = s.zones[tp]["deck"]
    hand = deck[:1] if boosted else []
    if by_move:
        hand = ["C"] + hand
    who = ("%s's S creates the delayed effect 「このターン、次に自分のバトルカードがKOされた時、そのカードの"
           "パワーが3000以上なら、カード1枚を引く」" % tp if delayed else
           "%s's leader: 「自分のバトルカードが%s時、そのカードのパワーが3000以上なら、カード1枚を"
           "引く」" % (tp, "バトルエリアから手札に戻った" if by_move else "KOされた"))
    desc = " ".join([fam.quote("9-6-7-1-2"),
                     "%s. %s %s C (2000)%s, then S %s: the %s reads C as it last was in "
                     "the battle area: %d, so %s." % (
                         who, tp, "has in its battle area" if from_setup else "plays",
                         ", S gives it +2000 this turn" if boosted else "",
                         "returns it to the hand" if by_move else "KOs it",
                         "delayed effect" if delayed else "auto", 4000 if boosted else 2000,
                         "%s draws %s" % (tp, deck[0]) if boosted else "nothing is drawn")])
    clauses = ["9-6-7-1-2"] + (["1-5-2-1-1"] if delayed else [])
    fam.add("%s-reads-last-power-%s-%s%s-%s" % ("bounce" if by_move else "ko",
                                              "delayed" if delayed else "auto",
                                              "boosted" if boosted else "printed",
                                              "-from-setup" if from_setup else "", tp.lower()),
            "An auto on a %s reads the card as it was in the battle area (%s, %s)" % (
                "return to the hand" if by_move else "KO",
                "delayed effect" if delayed else "auto", "+2000" if boosted else "printed"),
            desc, clauses, ["trigger", "zone-move"], s.setup(), script,
            {"state": {tp: {"hand": hand, "drop": [] if by_move else ["C"]}}})


def ko_filter_cost(fam, first, cost):
    """9-6-7-1-2: the condition of an auto triggered by a card leaving the battle area (「コスト2
    以上の自分のバトルカードがKOされた時」) reads the card as it was there: its cost."""
    s = standard(first=first, turn=3)
    tp = s.turn_player
    lead = s.zones[tp]["leader"]
    s.cards[lead]["skills"] = [auto({"on": "ko", "of": {"who": "you", "zone": "battle",
                                                        "filter": {"cost_min": 2}}}, draw())]
    s.put(tp, "battle", "C", cost={"total": cost})
    s.put(tp, "battle", "S", skills=[act("main", {"ko": {"choose": 1, "from": {
        "who": "you", "filter": {"name": "C"}}}})])
    deck = s.zones[tp]["deck"]
    hit = cost >= 2
    desc = " ".join([fam.quote("9-6-7-1-2"),
                     "%s's leader: 「コスト2以上の自分のバトルカードがKOされた時、カード1枚を引く」. S KOs "
                     "C (cost %d): read as it was in the battle area, C %s the condition: %s." % (
                         tp, cost, "meets" if hit else "does not meet",
                         "%s draws %s" % (tp, deck[0]) if hit else "nothing is pending")])
    expect = {"state": {tp: {"hand": deck[:1] if hit else [], "drop": ["C"]}}}
    if hit:
        expect["events"] = [{"type": "ko", "card": "C"}, {"type": "pending", "card": lead,
                                                          "skill": 0}]
    else:
        expect["absent"] = [{"type": "pending", "card": lead}]
    fam.add("ko-filter-cost-%d-%s" % (cost, tp.lower()),
            "An auto on a KO with a cost condition reads the card's cost (%d, %s)" % (cost, tp),
            desc, ["9-6-7-1-2"], ["trigger", "zone-move"], s.setup(),
            [{"do": "activate", "card": "S", "skill": 0}], expect)
