"""Family `zone_moves`: what a card is once it has moved.  An auto triggered by a battle card's
KO reads the card as it last was in the battle area (9-10-1, 9-6-7-1-2): its cost and power with
the continuous effects that applied there, not as it is in the drop.  A card put under another
and uncovered again (16-2-6: the top card moved alone) is a new card: an effect that applied to it
before it went under (「アタックできない」) does not apply to it any more (3-1-4, 16-2-6-1); the
card put on top inherits its power changes and orientation only (14-5-2, 14-5-2-1).  A card that
stayed where it was when an instruction put it into the battle area with another (0-2-4-1) is
read as it is when it later leaves (9-10-1), not as it was at that instruction.  Both players.
"""

from . import Family
from .lang import act, auto, draw
from .scene import leaders_board
from .evolution import evolve_skill

# variant: (A's printed power, A's total cost, the instruction before the KO, the trigger's
# filter, whether it is met)
LAST_KNOWN = {
    "cost": (2000, 3, None, {"cost_min": 3}, True),
    "cost-lowered": (2000, 3, {"cost_mod": -1}, {"cost_min": 3}, False),
    "cost-raised": (2000, 2, {"cost_mod": 1}, {"cost_min": 3}, True),
    "power-raised": (2000, 2, {"power": 2000}, {"power_min": 4000}, True),
    "power-lowered": (4000, 2, {"power": -2000}, {"power_min": 4000}, False),
}


def generate(ctx):
    fam = Family(ctx, __name__)
    for first in ("P1", "P2"):
        for variant in LAST_KNOWN:
            last_known(fam, first, variant)
        for uncovered in (True, False):
            forbid_under(fam, first, uncovered)
        for raised in (True, False):
            for named_first in (False, True):
                stayed_then_ko(fam, first, raised, named_first)
    return fam.cases


board = leaders_board


def last_known(fam, first, variant):
    """9-10-1: 「自分のコストN以上(パワーN以上)のバトルカードがKOされた時」 reads the KO'd card as it
    was in the battle area."""
    printed, cost, before, flt, met = LAST_KNOWN[variant]
    s, tp, ntp, lead_t, lead_n = board(first)
    pick = {"choose": 1, "from": {"who": "you", "filter": {"name": "A"}}}
    s.put(tp, "battle", "W", skills=[auto({"on": "ko", "of": {"who": "you", "filter": flt}},
                                          draw())])
    s.put(tp, "battle", "A", power=printed, cost={"total": cost})
    effect = []
    change = ""
    if before:
        kind = list(before)[0]
        effect.append({kind: before[kind], "target": pick, "until": "turn"})
        change = " after %s %s%d this turn" % ("its cost" if kind == "cost_mod" else "its power",
                                                "+" if before[kind] > 0 else "",
                                                before[kind])
    effect.append({"ko": pick})
    s.put(tp, "battle", "S", skills=[act("main", *effect)])
    dt = s.zones[tp]["deck"]
    wanted = ("コスト%d以上" % flt["cost_min"] if "cost_min" in flt else
              "パワー%d以上" % flt["power_min"])
    value = (cost + (before or {}).get("cost_mod", 0) if "cost_min" in flt else
             printed + (before or {}).get("power", 0))
    desc = " ".join([fam.quote("9-10-1"), fam.quote("9-6-7-1-2"),
                     "%s's W: 「自分の%sのバトルカードがKOされた時、カード1枚を引く」. S's 【起動】 "
                     "KOs %s's A (power %d, cost %d)%s. W reads A as it last was in the battle "
                     "area: %s %d, %s; %s." % (
                         tp, wanted, tp, printed, cost, change,
                         "cost" if "cost_min" in flt else "power", value,
                         "met" if met else "not met",
                         "W's auto triggers and %s draws %s" % (tp, dt[0]) if met else
                         "W's auto does not trigger, although A in the drop, without the "
                         "effect, would meet it")])
    expect = {"state": {tp: {"drop": ["A"], "hand": dt[:1] if met else [],
                             "battle": [{"card": "W"}, {"card": "S"}]}},
              "events": [{"type": "ko", "card": "A"}] + (
                  [{"type": "pending", "card": "W", "skill": 0},
                   {"type": "activate", "card": "W", "skill": 0},
                   {"type": "draw", "player": tp, "card": dt[0]}] if met else [])}
    if not met:
        expect["absent"] = [{"type": "pending", "card": "W"}]
    fam.add("last-known-%s-%s" % (variant, tp.lower()),
            "A KO auto reads the card as it last was in the battle area (%s, %s)" % (
                variant, tp), desc, ["9-6-7-1-2"],
            ["zones", "autos"], s.setup(), [{"do": "activate", "card": "S", "skill": 0}],
            expect)


def forbid_under(fam, first, uncovered):
    """「アタックできない」 on A; V evolves onto A: V does not inherit it (14-5-2-1). Moved alone
    back to the hand, V leaves A behind as a new card (16-2-6, 3-1-4): A may attack too."""
    s, tp, ntp, lead_t, lead_n = board(first)
    s.put(tp, "battle", "A", power=2000)
    s.put(tp, "battle", "S", skills=[
        act("main", {"forbid": "attack", "target": {"choose": 1, "from": {
            "who": "you", "filter": {"name": "A"}}}, "until": "turn"}),
        act("main", {"move": {"choose": 1, "from": {"who": "you", "filter": {"name": "V"}}},
                     "to": "hand", "alone": True})])
    s.put(tp, "hand", "V", power=6000, skills=[evolve_skill({"name": "A"})])
    script = [{"do": "activate", "card": "S", "skill": 0},
              {"do": "activate", "card": "V", "skill": 0, "onto": ["A"]}]
    if uncovered:
        script.append({"do": "activate", "card": "S", "skill": 1})
    attacker = "A" if uncovered else "V"
    script += [{"do": "attack", "card": attacker, "target": lead_n}, {"do": "pass"},
               {"do": "pass", "by": ntp}]
    a_power = 2000 if uncovered else 6000
    battle = [{"card": "A", "rested": True, "under": []}] if uncovered else \
        [{"card": "V", "rested": True, "under": ["A"]}]
    battle.insert(0, {"card": "S"})      # V, on top of A, arrived after S
    life_n = s.zones[ntp]["life"]
    desc = " ".join([fam.quote("14-5-2-1"), fam.quote("16-2-6") if uncovered else
                     fam.quote("14-5-2"),
                     "%s's S makes A (2000) 「このターン中、アタックできない」; V's 【進化】 puts V "
                     "(6000) on top of A: V does not inherit that effect (only power changes "
                     "and orientation pass on). %s" % (
                         tp, "S's second 【起動】 returns V alone to the hand: A stays in the "
                             "battle area, a new card, and the effect made for the old one does "
                             "not apply: A attacks %s's leader (2000 against 5000, no damage)."
                         % ntp if uncovered else
                         "V attacks %s's leader: 6000 against 5000, one damage." % ntp)])
    expect = {"state": {tp: {"battle": battle, "hand": ["V"] if uncovered else []},
                        ntp: {"life": life_n if uncovered else life_n[1:]}},
              "events": [{"type": "compare", "attack": a_power, "guard": 5000}],
              "rejections": []}
    fam.add("forbid-%s-%s" % ("uncovered" if uncovered else "top", tp.lower()),
            "An effect on a card put under another %s (%s)" % (
                "is gone once it is uncovered" if uncovered else "is not the top card's", tp),
            desc, ["14-5-2-1", "16-2-6"] if uncovered else ["14-5-2-1", "14-5-2"],
            ["zones", "evolve"] + ([fam.reading("FW-UNDER-NEW-CARD")] if uncovered else []),
            s.setup(), script, expect)


def stayed_then_ko(fam, first, raised, named_first):
    """0-2-4-1 then 9-10-1: B, already in the battle area, does not enter with D; its power is
    then raised (or not) and it is KO'd: the KO auto reads it as it last was, after the raise.
    The master names the two cards in either order."""
    s, tp, ntp, lead_t, lead_n = board(first)
    s.put(tp, "battle", "W", skills=[auto({"on": "ko", "of": {"who": "you", "filter": {
        "power_min": 4000}}}, draw())])
    s.put(tp, "battle", "B", power=2000)
    s.put(tp, "drop", "D", power=1000)
    pick = {"choose": 1, "from": {"who": "you", "filter": {"name": "B"}}}
    effect = [{"enter": {"choose": 2, "from": [{"who": "you", "zone": "drop"},
                                               {"who": "you", "zone": "battle",
                                                "filter": {"name": "B"}}]}}]
    if raised:
        effect.append({"power": 2000, "target": pick, "until": "turn"})
    effect.append({"ko": pick})
    s.put(tp, "battle", "S", skills=[act("main", *effect)])
    dt = s.zones[tp]["deck"]
    desc = " ".join([fam.quote("0-2-4-1"), fam.quote("9-10-1"),
                     "%s's S: 「自分のドロップとバトルエリアのBから合計2枚までを登場させる%s。Bを"
                     "KOする」; W: 「自分のパワー4000以上のバトルカードがKOされた時、カード1枚を"
                     "引く」. D enters; B, already in the battle area, stays. %s" % (
                         tp, "。Bのパワー+2000" if raised else "",
                         "B's power is raised to 4000, then B is KO'd: read as it last was in "
                         "the battle area, 4000, it meets W's auto and %s draws %s." % (tp, dt[0])
                         if raised else
                         "B is KO'd at 2000: W's auto does not trigger.")])
    expect = {"state": {tp: {"drop": ["B"], "hand": dt[:1] if raised else [],
                             "battle": [{"card": "W"}, {"card": "S"}, {"card": "D"}]}},
              "events": [{"type": "enter", "card": "D", "how": "skill"},
                         {"type": "ko", "card": "B"}] + (
                  [{"type": "pending", "card": "W", "skill": 0},
                   {"type": "activate", "card": "W", "skill": 0},
                   {"type": "draw", "player": tp, "card": dt[0]}] if raised else [])}
    if not raised:
        expect["absent"] = [{"type": "pending", "card": "W"}]
    fam.add("stayed-then-ko-%s%s-%s" % ("raised" if raised else "printed",
                                         "-named-first" if named_first else "", tp.lower()),
            "A card that stayed at an entry is read as it last was when it leaves later (%s, "
            "%s%s)" % ("raised" if raised else "printed",
                       ", B named first" if named_first else "", tp), desc,
            ["0-2-4-1", "9-6-7-1-2"], ["zones", "autos"], s.setup(),
            [{"do": "activate", "card": "S", "skill": 0},
             {"choose": ["B", "D"] if named_first else ["D", "B"], "for": "target", "by": tp}],
            expect)
