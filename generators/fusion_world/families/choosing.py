"""Family `choosing`: how an effect chooses cards (5-2).  A number: as many as possible, a
`target` choice only when there are more candidates than the number (5-2-3), all of them when
fewer (5-2-5), nothing and the effect ignored when none (5-2-6); 「~まで」: any number from 0, a
choice whenever there is a candidate (5-2-4, 0-2-8-1); chosen when the instruction is executed
(5-2-2).  What cannot be chosen: a card with 【バリア】 by a skill of its opponent, not of its own
master (15-11-2); a card an effect forbids the opponent to choose (0-2-5); a card unaffected by
skills, which an `all` instruction also ignores (13-4-1).  Both players.
"""

from . import Family
from ..model.table import other
from .lang import act
from .scene import players_board


def generate(ctx):
    fam = Family(ctx, __name__)
    rng = fam.rng("picks")
    for first in ("P1", "P2"):
        for n in (1, 2):
            for cands in range(0, n + 2):
                number(fam, first, n, cands, rng)
        for cands, pick in ((1, 0), (3, 2)):
            up_to(fam, first, cands, pick)
        for own in (False, True):
            barrier(fam, first, own)
        forbid(fam, first)
        for how in ("choose", "all"):
            unaffected(fam, first, how)
        at_execution(fam, first)
    return fam.cases


board = players_board


def number(fam, first, n, cands, rng):
    s, tp, ntp = board(first)
    s.put(tp, "battle", "S", skills=[act("main", {"rest": {"choose": n, "from": {
        "who": "opponent"}}}, {"markers": 1})])
    vs = [s.put(ntp, "battle", "V%d" % (i + 1)) for i in range(cands)]
    script = [{"do": "activate", "card": "S", "skill": 0}]
    if cands > n:
        picked = sorted(rng.sample(vs, n))
        script.append({"choose": picked, "for": "target", "by": tp})
        clauses, what = ["5-2-3", "5-2-2"], "%d candidates for %d: %s chooses %s" % (
            cands, n, tp, ", ".join(picked))
    elif cands == n:
        picked = vs
        clauses, what = ["5-2-3"], "exactly %d candidate%s: chosen without asking" % (
            n, "s" if n > 1 else "")
    elif cands > 0:
        picked = vs
        clauses, what = ["5-2-5"], "fewer candidates (%d) than %d: all of them, no choice" % (
            cands, n)
    else:
        picked = []
        clauses, what = ["5-2-6"], "no candidate: nothing is chosen and the rest is ignored"
    state = {ntp: {"battle": [{"card": v, "rested": v in picked} for v in vs]},
             tp: {"markers": 1}}
    desc = " ".join([fam.quote(c) for c in clauses] +
                     ["%s's S: 「相手のバトルカード%d枚を選び、レストにする。エナジーマーカー1つを"
                      "置く」; %s has %d battle card%s: %s. The marker is placed either way."
                      % (tp, n, ntp, cands, "" if cands == 1 else "s", what)])
    fam.add("choose-%d-of-%d-%s" % (n, cands, tp.lower()),
            "Choose %d among %d candidates (%s)" % (n, cands, tp), desc, clauses, ["choosing"],
            s.setup(), script,
            {"state": state, "events": [{"type": "rest", "card": v} for v in picked]})


def up_to(fam, first, cands, pick):
    s, tp, ntp = board(first)
    s.put(tp, "battle", "S", skills=[act("main", {"rest": {"choose": 2, "up_to": True,
                                                           "from": {"who": "opponent"}}})])
    vs = [s.put(ntp, "battle", "V%d" % (i + 1)) for i in range(cands)]
    picked = vs[:pick]
    script = [{"do": "activate", "card": "S", "skill": 0},
              {"choose": picked, "for": "target", "by": tp}]
    desc = " ".join([fam.quote("5-2-4"), fam.quote("0-2-8-1"),
                     "%s's S: 「相手のバトルカード2枚まで選び、レストにする」 with %d candidate%s: "
                     "the choice is asked and %s chooses %s." % (
                         tp, cands, "" if cands == 1 else "s", tp,
                         ", ".join(picked) if picked else "none (0)")])
    fam.add("up-to-2-of-%d-pick-%d-%s" % (cands, pick, tp.lower()),
            "Choose up to 2 among %d: %d chosen (%s)" % (cands, pick, tp), desc,
            ["5-2-4", "0-2-8-1"], ["choosing"], s.setup(), script,
            {"state": {ntp: {"battle": [{"card": v, "rested": v in picked} for v in vs]}}})


def barrier(fam, first, own):
    s, tp, ntp = board(first)
    side = tp if own else ntp
    s.put(side, "battle", "BR", keywords=["barrier"])
    s.put(side, "battle", "V")
    s.put(tp, "battle", "S", skills=[act("main", {"rest": {"choose": 1, "from": {
        "who": "you" if own else "opponent", "filter": {"other": True}}}})])
    script = [{"do": "activate", "card": "S", "skill": 0}]
    if own:
        script.append({"choose": ["BR"], "for": "target", "by": tp})
        rested, what = "BR", "its own BR may be chosen (its master is not BR's opponent): the " \
                             "choice between BR and V is asked and %s rests BR" % tp
    else:
        rested, what = "V", "BR cannot be chosen by a skill of %s, its opponent: V is the only " \
                            "candidate and rests without a choice" % tp
    desc = " ".join([fam.quote("15-11-2"),
                     "%s's BR has 【バリア】, V has none; %s's S rests 1 of %s's battle cards "
                     "(other than S): %s." % (side, tp, "its own" if own else ntp, what)])
    fam.add("barrier-%s-%s" % ("own-skill" if own else "opponent-skill", tp.lower()),
            "【バリア】 and %s skill (%s)" % ("its own master's" if own else "an opponent's", tp),
            desc, ["15-11-2"] if not own else ["5-2-3"], ["choosing", "barrier"], s.setup(),
            script,
            {"state": {side: {"battle": [{"card": c, "rested": c == rested}
                                         for c in s.zones[side]["battle"]]}}})


def forbid(fam, first):
    s, tp, ntp = board(first)
    s.put(ntp, "battle", "G")
    s.put(ntp, "battle", "V")
    s.effect(ntp, forbid="chosen-by-opponent", target="G", until="turn")
    s.put(tp, "battle", "S", skills=[act("main", {"rest": {"choose": 1, "from": {
        "who": "opponent"}}})])
    desc = " ".join([fam.quote("0-2-5"),
                     "An effect of %s says 「このターン中、Gは相手のスキルによって選ばれない」; %s's S "
                     "rests 1 of %s's battle cards: only V can be chosen, without a choice." % (
                         ntp, tp, ntp)])
    fam.add("forbid-chosen-%s" % tp.lower(), "A card the opponent's skills may not choose (%s)"
            % tp, desc, ["0-2-5"], ["choosing"], s.setup(),
            [{"do": "activate", "card": "S", "skill": 0}],
            {"state": {ntp: {"battle": [{"card": "G", "rested": False},
                                        {"card": "V", "rested": True}]}}})


def unaffected(fam, first, how):
    s, tp, ntp = board(first)
    s.put(ntp, "battle", "G")
    s.put(ntp, "battle", "V")
    s.effect(ntp, unaffected="G", until="turn")
    sel = {"choose": 1, "from": {"who": "opponent"}} if how == "choose" else \
        {"all": {"who": "opponent"}}
    s.put(tp, "battle", "S", skills=[act("main", {"rest": sel})])
    desc = " ".join([fam.quote("13-4-1")] + ([fam.quote("0-3-15")] if how == "choose" else []) + [
                     "G is unaffected by skills this turn; %s's S rests %s of %s's battle cards: "
                     "G is %s, only V rests." % (
                         tp, "1" if how == "choose" else "all", ntp,
                         "not a candidate (V alone, no choice)" if how == "choose" else
                         "ignored by the instruction")])
    fam.add("unaffected-%s-%s" % (how, tp.lower()), "A card unaffected by skills (%s, %s)" % (
                how, tp), desc, ["13-4-1"] + (["0-3-15"] if how == "choose" else []), ["choosing"],
            s.setup(),
            [{"do": "activate", "card": "S", "skill": 0}],
            {"state": {ntp: {"battle": [{"card": "G", "rested": False},
                                        {"card": "V", "rested": True}]}}})


def at_execution(fam, first):
    s, tp, ntp = board(first)
    one = {"choose": 1, "from": {"who": "opponent"}}
    s.put(tp, "battle", "S", skills=[act("main", {"ko": one}, {"rest": one})])
    s.put(ntp, "battle", "X")
    s.put(ntp, "battle", "Y")
    script = [{"do": "activate", "card": "S", "skill": 0},
              {"choose": ["X"], "for": "target", "by": tp}]
    desc = " ".join([fam.quote("5-2-2"),
                     "%s's S: 「相手のバトルカード1枚を選び、KOする。相手のバトルカード1枚を選び、"
                     "レストにする」. The first choice is between X and Y (%s chooses X, KO'd); the "
                     "second is made when its instruction is executed: Y is the only candidate "
                     "left and rests without a choice." % (tp, tp)])
    fam.add("at-execution-%s" % tp.lower(), "Each choice when its instruction is executed (%s)"
            % tp, desc, ["5-2-2", "5-2-3"], ["choosing"], s.setup(), script,
            {"state": {ntp: {"battle": [{"card": "Y", "rested": True}], "drop": ["X"]}}})
