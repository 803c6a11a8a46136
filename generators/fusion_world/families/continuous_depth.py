"""Family `continuous_depth`: what a continuous effect reaches and when, beyond the first cases of
`permanents` and `durations`.  A continuous entry of a 【永続】 without a target gives its change
to its own card only (13-1-1); a card that stops being a target of a 【永続】 by the rules (an
attack rests it, 8-1-3) and not by an effect is not taken out of it (9-5-2 names an effect): made
active again by an effect, even after another effect resolved while it was rested, it is a
target again; a 【永続】's card put out of its own 【永続】 by an effect is not again that turn;
「次の自分のターン中」 made in its master's own turn, and 「次の相手のターン中」 made by the
non-turn player, wait for the turn after the next one (1-5-2-2) and apply in it.  A 【永続】 that
makes every one of its master's battle cards unaffected by skills (13-4) covers the other cards
too, not only its own.  Both players.
"""

from . import Family
from ..model.table import other
from .lang import act, draw, perm
from .scene import leaders_board


def generate(ctx):
    fam = Family(ctx, __name__)
    for first in ("P1", "P2"):
        own_card(fam, first)
        unaffected_all(fam, first)
        for after in ("stood", "effect-between", "out-again"):
            rested_by_attack(fam, first, after)
        holder_excluded(fam, first)
        for until in ("your-next-turn", "opponent-next-turn"):
            for stop in (4, 5):
                turn_after_next(fam, first, until, stop)
    return fam.cases


board = leaders_board


def own_card(fam, first):
    """13-1-1: a continuous entry with no target changes its own card, no other."""
    s, tp, ntp, lead_t, lead_n = board(first)
    s.put(tp, "battle", "A", power=3000)
    s.put(tp, "battle", "P", power=1000, skills=[perm({"power": 2000})])
    s.put(tp, "battle", "B", power=4000)
    s.put(ntp, "battle", "N", power=2000)
    desc = " ".join([fam.quote("13-1-1"), fam.quote("9-5-1"),
                     "%s's P (1000) has 【永続】「このカードのパワー+2000」 (no card named: the "
                     "skill's own card); beside it %s's A (3000) and B (4000) and %s's N (2000). "
                     "P reads 3000; A, B and N keep their printed power." % (tp, tp, ntp)])
    fam.add("own-card-%s" % tp.lower(), "A 【永続】 with no target changes its own card only "
            "(%s)" % tp, desc, ["9-5-1"], ["permanent"], s.setup(), [],
            {"state": {tp: {"battle": [{"card": "A", "power": 3000},
                                       {"card": "P", "power": 3000},
                                       {"card": "B", "power": 4000}]},
                       ntp: {"battle": [{"card": "N", "power": 2000}]}}})


def rested_by_attack(fam, first, after):
    """9-5-2 needs an effect: A rested by its attack leaves P's 【永続】 by the rules; stood by an
    effect it is subject to it again, also when another effect resolved while it was rested; and
    like any target, once an effect then rests it again, not again that turn."""
    s, tp, ntp, lead_t, lead_n = board(first)
    pick = {"choose": 1, "from": {"who": "you", "filter": {"name": "A"}}}
    s.put(tp, "battle", "A", power=3000)
    s.put(tp, "battle", "P", power=1000, skills=[
        perm({"power": 2000, "target": {"all": {"who": "you", "filter": {"rested": False}}}}),
        act("main", draw()), act("main", {"stand": pick}), act("main", {"rest": pick})])
    dt = s.zones[tp]["deck"]
    script = [{"do": "attack", "card": "A", "target": lead_n}, {"do": "pass"},
              {"do": "pass", "by": ntp}]
    if after == "effect-between":
        script.append({"do": "activate", "card": "P", "skill": 1})
    script.append({"do": "activate", "card": "P", "skill": 2})
    a_power = 5000
    then = ""
    if after == "out-again":
        script += [{"do": "activate", "card": "P", "skill": 3},
                   {"do": "activate", "card": "P", "skill": 2}]
        a_power = 3000
        then = " Then P's third 【起動】 rests A (an effect takes it out of the 【永続】) and the " \
               "second stands it again: this time it is not subject to it again this turn: 3000."
    desc = " ".join([fam.quote("9-5-2"), fam.quote("8-1-3"),
                     "%s's P (1000): 【永続】「自分のアクティブのバトルカードすべてのパワー+2000」; "
                     "A (3000) reads 5000. A attacks %s's leader: the attack rests it (a rule, "
                     "not an effect), it reads 3000 and deals no damage against 5000. After the "
                     "battle%s P's second 【起動】 stands A: it was not taken out of the 【永続】 by "
                     "an effect, so it reads 5000 again.%s" % (
                         tp, ntp, ", P's first 【起動】 draws %s while A is still rested; then"
                         % dt[0] if after == "effect-between" else ",", then)])
    state = {tp: {"battle": [{"card": "A", "power": a_power, "rested": False},
                             {"card": "P", "power": 3000, "rested": False}]},
             ntp: {"life": s.zones[ntp]["life"]}}
    if after == "effect-between":
        state[tp]["hand"] = dt[:1]
    fam.add("rested-by-attack-%s-%s" % (after, tp.lower()),
            "Rested by its attack, a card stays subject to a 【永続】 once active again (%s, %s)"
            % (after, tp), desc,
            ["9-5-1", "8-1-3"] + (["9-5-2"] if after == "out-again" else []),
            ["permanent", "effect-rules"], s.setup(), script, {"state": state})


def holder_excluded(fam, first):
    """9-5-2 for the 【永続】's own card, the first card it reaches: rested by an effect and stood
    again, it is not subject to its own 【永続】 again that turn; A, never out, still is."""
    s, tp, ntp, lead_t, lead_n = board(first)
    pick = {"choose": 1, "from": {"who": "you", "filter": {"name": "P"}}}
    s.put(tp, "battle", "P", power=1000, skills=[
        perm({"power": 2000, "target": {"all": {"who": "you", "filter": {"rested": False}}}}),
        act("main", {"rest": pick}), act("main", {"stand": pick})])
    s.put(tp, "battle", "A", power=3000)
    script = [{"do": "activate", "card": "P", "skill": 1},
              {"do": "activate", "card": "P", "skill": 2}]
    desc = " ".join([fam.quote("9-5-2"),
                     "%s's P (1000): 【永続】「自分のアクティブのバトルカードすべてのパワー+2000」: "
                     "P reads 3000, A (3000) 5000. P's 【起動】 rests P itself (an effect: P is out "
                     "of its own 【永続】), another stands it: P is active, but the 【永続】 does "
                     "not apply to it again this turn: 1000. A reads 5000 throughout." % tp])
    fam.add("holder-excluded-%s" % tp.lower(), "A 【永続】's own card, out of it by an effect, "
            "not again this turn (%s)" % tp, desc, ["9-5-2"], ["permanent", "effect-rules"],
            s.setup(), script,
            {"state": {tp: {"battle": [{"card": "P", "power": 1000, "rested": False},
                                       {"card": "A", "power": 5000, "rested": False}]}}})


def turn_after_next(fam, first, until, stop):
    """「次の自分のターン中」 made in the master's own turn 3 (「次の相手のターン中」 made by the
    non-turn player in turn 3): the turn it waits for is turn 5; in turn 4 it applies nothing."""
    s, tp, ntp, lead_t, lead_n = board(first)
    s.put(tp, "battle", "A", power=2000)
    if until == "your-next-turn":
        s.put(tp, "battle", "S", skills=[act("main", {"power": 3000, "target": {"all": {
            "who": "you", "filter": {"name": "A"}}}, "until": until})])
        script = [{"do": "activate", "card": "S", "skill": 0}, {"do": "pass"}]
        made = "in its main phase %s's S gives %s's A 「次の自分のターン中、パワー+3000」" % (
            tp, tp)
        master = tp
    else:
        s.put(ntp, "battle", "N", skills=[act("battle", {"power": 3000, "target": {"all": {
            "who": "opponent", "filter": {"name": "A"}}}, "until": until})])
        script = [{"do": "attack", "card": lead_t, "target": lead_n}, {"do": "pass"},
                  {"do": "activate", "card": "N", "skill": 0, "by": ntp},
                  {"do": "pass", "by": ntp}, {"do": "pass"}]
        made = "in the defense step of %s's attack %s's N gives %s's A 「次の相手のターン中、" \
               "パワー+3000」" % (tp, ntp, tp)
        master = ntp
    script.append({"choose": None, "for": "charge", "by": ntp})
    if stop == 5:
        script += [{"do": "pass", "by": ntp}, {"choose": None, "for": "charge", "by": tp}]
    a_power = 5000 if stop == 5 else 2000
    start = "7-2-2" if master == tp else "7-2-3"
    desc = " ".join([fam.quote("1-5-2-2"), fam.quote(start),
                     "In turn 3, %s's, %s. The turn it names is %s's next turn after this one: "
                     "turn 5; it waits through %s's turn 4 and begins to apply at the start of "
                     "turn 5. In turn %d's main phase A reads %d." % (
                         tp, made, tp, ntp, stop, a_power)])
    fam.add("turn-after-next-%s-%d-%s" % (until, stop, first.lower()),
            "%s made %s waits for turn 5 (turn %d, %s first)" % (
                "「次の自分のターン中」" if until == "your-next-turn" else "「次の相手のターン中」",
                "in its master's turn" if master == tp else "by the non-turn player", stop,
                first), desc, ["1-5-2-2"] + ([start] if stop == 5 else []), ["duration"],
            s.setup(), script,
            {"state": {"turn": {"number": stop, "player": tp if stop == 5 else ntp,
                                "phase": "main"},
                       tp: {"battle": [{"card": "A", "power": a_power}] + (
                           [{"card": "S"}] if master == tp else [])}}})


def unaffected_all(fam, first):
    """13-4-1: P's 【永続】 makes every battle card of its master unaffected by skills: the
    opponent's 「バトルカードすべてのパワー-2000」 changes none of them."""
    s, tp, ntp, lead_t, lead_n = board(first)
    s.put(ntp, "battle", "P", power=3000, skills=[perm({"unaffected": {"all": {
        "who": "you", "zone": "battle"}}})])
    s.put(ntp, "battle", "A", power=4000)
    s.put(tp, "battle", "S", skills=[act("main", {"power": -2000, "target": {"all": {
        "who": "opponent", "zone": "battle"}}, "until": "turn"})])
    desc = " ".join([fam.quote("13-4-1", "「スキルの影響を受けない」とは、"),
                     "%s's P (3000) has 【永続】「自分のバトルカードすべては、スキルの影響を受けな"
                     "い」; %s's A (4000) is one of them. %s's S gives every battle card of %s "
                     "-2000 this turn: P and A are both unaffected and keep 3000 and 4000." % (
                         ntp, ntp, tp, ntp)])
    fam.add("unaffected-all-%s" % tp.lower(), "A 【永続】 makes all its master's battle cards "
            "unaffected (%s's skill)" % tp, desc, ["13-4-1"], ["permanent"], s.setup(),
            [{"do": "activate", "card": "S", "skill": 0}],
            {"state": {ntp: {"battle": [{"card": "P", "power": 3000},
                                        {"card": "A", "power": 4000}]}}})
