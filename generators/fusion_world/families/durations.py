"""Family `durations`: how long a continuous effect of a resolved skill lasts (1-5-2-2).  An effect
of the turn player or of the non-turn player, 「その戦闘中」 (ends 8-5-7 / 8-5-8), 「そのメインフェイズ
中」 (7-3-5-1-3 / 7-3-5-1-4, after the main-phase-end check point), 「ターン終了時まで」 (7-4-5 /
7-4-6, after the turn-end check point), 「(相手の)ターン開始時まで」 (7-2-4 of the master's opponent's
next turn, before its turn-start autos) and the whole game, each read by autos of the card at the
end of the main phase, at the end of the turn and at the start of the next turn, and in the state
of the next turn.  「次の相手のターン中」 does not apply in the turn it was made in; effects
waiting for a turn occur at its start, the turn player's (7-2-2) before the other's (7-2-3), so
that the later one wins between two 'power becomes N'.  Both players.
"""

from . import Family
from ..model.table import other
from .lang import act, auto, draw
from .scene import standard

UNTILS = ("battle", "main-phase", "turn", "next-turn-start", "game")
JA = {"battle": "その戦闘中", "main-phase": "そのメインフェイズ中", "turn": "ターン終了時まで",
      "next-turn-start": "次の相手のターン開始時まで", "game": "(期限なし)"}


def generate(ctx):
    fam = Family(ctx, __name__)
    for first in ("P1", "P2"):
        for until in UNTILS:
            for by_tp in (True, False):
                one(fam, first, until, by_tp)
        next_turn(fam, first)
        next_turn_order(fam, first)
        for by_tp in (True, False):
            for turn in (4, 5):
                a_turn_later(fam, first, by_tp, turn)
    return fam.cases


def next_turn(fam, first):
    """「次の相手のターン中」: the effect does not apply in the turn it was made in."""
    s = standard(first=first, turn=3)
    tp = s.turn_player
    ntp = other(tp)
    lead_t = s.zones[tp]["leader"]
    s.put(ntp, "battle", "A", power=2000)
    s.rest("A")
    s.put(tp, "battle", "S", skills=[act("main", {"power": 4000, "target": {"all": {
        "who": "opponent", "zone": "battle", "filter": {"name": "A"}}},
        "until": "opponent-next-turn"})])
    script = [{"do": "activate", "card": "S", "skill": 0},
              {"do": "attack", "card": lead_t, "target": "A"},
              {"do": "pass"}, {"do": "pass", "by": ntp}, {"do": "pass"},
              {"choose": None, "for": "charge", "by": ntp}]
    desc = " ".join([fam.quote("1-5-2-2"),
                     "In turn 3 %s's S gives %s's rested A (2000) 「次の相手のターン中、パワー"
                     "+4000」. The effect waits for %s's turn 4 (7-2-3): %s's leader (5000) "
                     "attacks A, A reads 2000 and is KO'd." % (tp, ntp, ntp, tp)])
    fam.add("next-turn-waits-%s" % first.lower(),
            "「次の相手のターン中」 does not apply before that turn (%s first)" % first,
            desc, ["1-5-2-2"], ["duration"], s.setup(), script,
            {"state": {"turn": {"number": 4, "player": ntp, "phase": "main"},
                       ntp: {"battle": [], "drop": ["A"]}},
             "events": [{"type": "compare", "attack": 5000, "guard": 2000},
                        {"type": "ko", "card": "A"}]})


def next_turn_order(fam, first):
    """7-2-2 then 7-2-3: both players' effects of turn 4 occur at its start, the turn player's
    first, so the other's 'power becomes N' wins (9-8-1-3 in the order they began), although it
    was made first."""
    s = standard(first=first, turn=3)
    tp = s.turn_player
    ntp = other(tp)
    lead_t, lead_n = s.zones[tp]["leader"], s.zones[ntp]["leader"]
    s.put(ntp, "battle", "A", power=2000)
    s.effect(tp, set_power=1000, target="A", until="opponent-next-turn")
    s.put(ntp, "battle", "N", skills=[act("battle", {"set_power": 6000, "target": {"all": {
        "who": "you", "zone": "battle", "filter": {"name": "A"}}}, "until": "your-next-turn"})])
    script = [{"do": "attack", "card": lead_t, "target": lead_n}, {"do": "pass"},
              {"do": "activate", "card": "N", "skill": 0, "by": ntp},
              {"do": "pass", "by": ntp}, {"do": "pass"},
              {"choose": None, "for": "charge", "by": ntp}]
    desc = " ".join([fam.quote("7-2-2"), fam.quote("7-2-3"),
                     "Two effects on %s's A (2000) wait for %s's turn 4: %s's 「次の相手のターン"
                     "中、パワー1000になる」 (from the setup), then %s's own 「次の自分のターン中、"
                     "パワー6000になる」, made later, in the defense step of turn 3. At the start "
                     "of turn 4 %s's occurs first (7-2-2), then %s's (7-2-3): applied in that "
                     "order, A reads 1000 in turn 4." % (ntp, ntp, tp, ntp, ntp, tp)])
    fam.add("next-turn-order-%s" % first.lower(), "The turn player's effects of the turn "
            "occur first (%s first)" % first, desc, ["7-2-2", "7-2-3"], ["duration"],
            s.setup(), script,
            {"state": {"turn": {"number": 4, "player": ntp, "phase": "main"},
                       ntp: {"battle": [{"card": "A", "power": 1000}, {"card": "N"}]}}})


def one(fam, first, until, by_tp):
    s = standard(first=first, turn=3)
    tp = s.turn_player
    ntp = other(tp)
    lead_t, lead_n = s.zones[tp]["leader"], s.zones[ntp]["leader"]
    big = {"power": "this", "min": 3000}
    skills = [auto("main-end", {"if": big, "then": [{"markers": 1}]}),
              auto("turn-end", {"if": big, "then": [draw()]}),
              auto("turn-start", {"if": big, "then": [{"ki": 1, "target": "this"}]})]
    if by_tp:
        timing = "battle" if until == "battle" else "main"
        skills.append(act(timing, {"power": 1000, "target": "this", "until": until}))
    s.put(tp, "battle", "A", power=2000, skills=skills)
    if not by_tp:
        s.put(ntp, "battle", "N", skills=[act("battle", {"power": 1000, "target": {
            "choose": 1, "from": {"who": "opponent", "filter": {"name": "A"}}},
            "until": until})])
    script = []
    if by_tp and until != "battle":
        script.append({"do": "activate", "card": "A", "skill": 3})
    script.append({"do": "attack", "card": lead_t, "target": lead_n})
    if by_tp and until == "battle":
        script.append({"do": "activate", "card": "A", "skill": 3})
    script.append({"do": "pass"})
    if not by_tp:
        script.append({"do": "activate", "card": "N", "skill": 0, "by": ntp})
    script += [{"do": "pass", "by": ntp}, {"do": "pass"},
               {"choose": None, "for": "charge", "by": ntp}]
    at_main_end = until != "battle"
    at_turn_end = until in ("turn", "next-turn-start", "game")
    at_next = until == "game" or (until == "next-turn-start" and not by_tp)
    dt = s.zones[tp]["deck"]
    draws = 1 if at_turn_end else 0
    state = {"turn": {"number": 4, "player": ntp, "phase": "main"},
             tp: {"markers": 1 if at_main_end else 0, "hand": dt[:draws],
                  "battle": [{"card": "A", "power": 3000 if at_next else 2000,
                              "ki": 1 if at_next else 0}]}}
    master = tp if by_tp else ntp
    end_clause = {"battle": "8-5-7" if by_tp else "8-5-8",
                  "main-phase": "7-3-5-1-3" if by_tp else "7-3-5-1-4",
                  "turn": "7-4-5" if by_tp else "7-4-6",
                  "next-turn-start": "7-2-4" if by_tp else None, "game": None}[until]
    clauses = ["1-5-2-2"] + ([end_clause] if end_clause else [])
    # 「その戦闘中」: every auto's 「パワー3000以上の場合」 fails, so none of their second parts runs
    unmet = until == "battle"
    if unmet:
        clauses.append("0-3-17")
    fates = []
    fates.append("at the main-phase-end check point it %s (A %s a marker)" % (
        "still applies" if at_main_end else "has ended", "places" if at_main_end else
        "places no"))
    fates.append("at the end of the turn it %s (A %s)" % (
        "still applies" if at_turn_end else "has ended",
        "draws %s" % dt[0] if at_turn_end else "draws nothing"))
    fates.append("at the start of %s's turn 4, after 7-2-4, it %s (A %s 【気】), and A reads %d "
                 "in turn 4" % (ntp, "still applies" if at_next else "has ended",
                                "gets a" if at_next else "gets no",
                                3000 if at_next else 2000))
    desc = " ".join([fam.quote("1-5-2-2", "「継続効果」とは、一定の期限の間(期間が特に指定されていない、"
                                          "すなわち「このゲーム中」であるものを含みます)、その効果が有効である"
                                          "ものを指します。")] +
                    ([fam.quote(end_clause)] if end_clause else []) +
                    ([fam.quote("0-3-17")] if unmet else []) +
                    ["%s's A (2000) has three autos reading its power (≥ 3000): at the end of the "
                     "main phase a marker, at the end of the turn a draw, at the start of a turn "
                     "【気】+1. %s gives A 「%s、パワー+1000」%s. Then %s." % (
                         tp, master, JA[until],
                         " in the %s" % ("offense step" if by_tp else "defense step")
                         if until == "battle" or not by_tp else " in the main phase",
                         "; ".join(fates))])
    fam.add("%s-by-%s-%s" % (until, "tp" if by_tp else "ntp", first.lower()),
            "Duration %s of the %s's effect (%s first)" % (
                until, "turn player" if by_tp else "non-turn player", first),
            desc, clauses, ["duration", "permanent"], s.setup(), script, {"state": state})


def a_turn_later(fam, first, by_tp, turn):
    """「次の自分のターン中」 made in its master's own turn, or 「次の相手のターン中」 made in the
    other player's turn: the turn it waits for is the one after next (turns alternate, 7-4-7)."""
    s = standard(first=first, turn=3)
    tp = s.turn_player
    ntp = other(tp)
    lead_t, lead_n = s.zones[tp]["leader"], s.zones[ntp]["leader"]
    s.put(tp, "battle", "A", power=2000)
    target = {"all": {"who": "you" if by_tp else "opponent", "zone": "battle",
                      "filter": {"name": "A"}}}
    until = "your-next-turn" if by_tp else "opponent-next-turn"
    if by_tp:
        s.put(tp, "battle", "S", skills=[act("main", {"power": 4000, "target": target,
                                                      "until": until})])
        script = [{"do": "activate", "card": "S", "skill": 0}]
        who, ja = tp, "次の自分のターン中"
    else:
        s.put(ntp, "battle", "S", skills=[act("battle", {"power": 4000, "target": target,
                                                         "until": until})])
        script = [{"do": "attack", "card": lead_t, "target": lead_n}, {"do": "pass"},
                  {"do": "activate", "card": "S", "skill": 0, "by": ntp},
                  {"do": "pass", "by": ntp}]
        who, ja = ntp, "次の相手のターン中"
    script += [{"do": "pass"}, {"choose": None, "for": "charge", "by": ntp}]
    if turn == 5:
        script += [{"do": "pass", "by": ntp}, {"choose": None, "for": "charge", "by": tp}]
    power = 6000 if turn == 5 else 2000
    desc = " ".join([fam.quote("1-5-2-2"),
                     "In turn 3, %s's, %s's S gives %s's A (2000) 「%s、パワー+4000」: the turn it "
                     "waits for is %s's next turn, turn 5. In turn %d A reads %d." % (
                         tp, who, tp, ja, tp, turn, power)])
    fam.add("%s-made-in-turn-3-seen-in-turn-%d-%s" % (until, turn, first.lower()),
            "「%s」 made in turn 3 by %s, seen in turn %d (%s first)" % (ja, who, turn, first),
            desc, ["1-5-2-2"], ["duration"], s.setup(), script,
            {"state": {"turn": {"number": turn, "player": tp if turn == 5 else ntp,
                                "phase": "main"},
                       tp: {"battle": [{"card": "A", "power": power}] +
                            ([{"card": "S"}] if by_tp else [])}}})
