"""Family `rule-process`: the check-type rule processes part 1 can reach without effects, each
performed in the next check point (4-2-2-1): illegal combos (14-4-2: battle cards in a combo area
outside a battle go to their owners' drops) and power 0 or less (14-6-2: a battle card printed
with power 0 or less goes to the drop; not a KO, 5-10-2).  Cards of one owner arriving at once
are ordered by it (3-1-5), the turn player first (0-2-7).  Boundaries: power 1, 0, −1000; a
leader of power 0 is not a battle card; a card of power 0 played from the hand.  Runs that start
at the charge phase, the main phase and the end phase; both players.
"""

from . import Family
from ..model.table import PLAYERS, other
from .lang import auto
from .quotes import Q5102
from .scene import standard

Q1442 = "バトル中以外でいずれかのコンボエリアにバトルカードが置かれている場合、置かれているカードすべてをそのオーナーのドロップエリアに置きます。"
Q1462 = "いずれかのバトルカードのパワーが0以下になった場合、そのカードをドロップエリアに置きます。"
Q14122 = "チェック型ルール処理はチェックポイントにおいてのみ条件を満たしているかを確認し、満たされている場合に実行されます。"
FIRST_CHECKPOINT = {"charge": "7-2-6", "main": "7-3-3", "end": "7-4-3"}


def generate(ctx):
    fam = Family(ctx, __name__)
    for first in PLAYERS:
        for at in ("charge", "main", "end"):
            illegal_combo(fam, first, at, (1, 0))
        illegal_combo(fam, first, "main", (2, 0))
        illegal_combo(fam, first, "main", (0, 2))
        illegal_combo(fam, first, "main", (2, 3))
        for powers in ((1, 0), (0,), (-1000,), (0, -1000)):
            zero_power(fam, first, powers)
        for side in ("tp", "ntp"):
            zero_power(fam, first, (0,), side=side, at="charge")
        played_zero(fam, first)
        leader_zero(fam, first)
        for turn in (3, 4):
            both_sides(fam, first, turn)
    return fam.cases


def both_sides(fam, first, turn):
    """14-4 and 14-6 for cards of both players at one check point: processed at once
    (14-1-2-2-1), the turn player's first (0-2-7, the vocabulary's order of what both players do
    at once): the `rule` events of 14-4, then of 14-6, each the turn player's card first, then
    the cards into their owners' drops, the turn player's first."""
    s = standard(first=first, turn=turn)
    tp = s.turn_player
    ntp = other(tp)
    for p in (first, other(first)):     # the first player's cards listed first in the setup
        s.put(p, "combo", "%sK" % p, combo=1000)
        s.put(p, "battle", "%sZ" % p, power=0)
    events = [{"type": "checkpoint", "at": "7-3-3"},
              {"type": "rule", "process": "14-4"},
              {"type": "rule", "process": "14-6", "card": "%sZ" % tp},
              {"type": "rule", "process": "14-6", "card": "%sZ" % ntp}]
    desc = " ".join([fam.quote("14-1-2-2-1"), fam.quote("0-2-7"),
                     "Turn %d, %s's, starts at the main phase with a card in each combo area "
                     "(no battle: 14-4) and a battle card of power 0 on each side (14-6): at the "
                     "check point 7-3-3 all four go to their owners' drops at once; the rule "
                     "events come the turn player's first within each process, and each owner "
                     "orders its two cards (3-1-5), the turn player first." % (turn, tp)])
    fam.add("both-sides-turn-%d-%s-first" % (turn, first.lower()),
            "14-4 and 14-6 for both players at one check point (turn %d)" % turn, desc,
            ["14-1-2-2-1", "14-4-2", "14-6-2", "3-1-5"], ["rule-process", "simultaneity"],
            s.setup(),
            [{"choose": ["%sZ" % p, "%sK" % p], "for": "order", "by": p} for p in (tp, ntp)],
            {"state": {p: {"combo": [], "battle": [], "drop": ["%sZ" % p, "%sK" % p]}
                       for p in (tp, ntp)},
             "events": events, "exactly": [{"type": "rule", "process": "14-6"}]})


def script_tail(at, tp, ntp):
    if at == "charge":
        return [{"choose": None, "for": "charge", "by": tp}]
    if at == "end":
        return [{"choose": None, "for": "charge", "by": ntp}]
    return []


def illegal_combo(fam, first, at, counts):
    s = standard(first=first, turn=3, at=at)
    tp = s.turn_player
    ntp = other(tp)
    made = {}
    for p, n in zip((tp, ntp), counts):
        made[p] = [s.put(p, "combo", "%sK%d" % (p, i + 1), combo=1000 * (i + 1))
                   for i in range(n)]
        s.put(p, "drop", "%sX" % p)
    script = []
    orders = {}
    for p in (tp, ntp):
        if len(made[p]) >= 2:
            order = list(reversed(made[p]))
            fam.rng("%s/%s/%s" % (first, at, counts)).shuffle(order)
            script.append({"choose": order, "for": "order", "by": p})
            orders[p] = order
        else:
            orders[p] = made[p]
    script += script_tail(at, tp, ntp)
    state = {p: {"combo": [], "drop": orders[p] + ["%sX" % p]} for p in (tp, ntp)}
    events = [{"type": "checkpoint", "at": FIRST_CHECKPOINT[at]},
              {"type": "rule", "process": "14-4"}]
    clauses = ["14-4-2", "14-4-1"] + (["3-1-5"] if any(len(v) >= 2 for v in made.values())
                                      else [])
    if counts == (1, 0):
        clauses.append("14-1-2-2")
    desc = " ".join([fam.quote("14-4-2", Q1442), fam.quote("14-4-1", "この処理はチェック型ルール処理です。"),
                     fam.quote("14-1-2-2", Q14122) if counts == (1, 0) else "",
                     "The case starts at the %s phase of %s's turn with %s in the combo areas and "
                     "no battle: the first check point (%s) puts them into their owners' drops%s."
                     % (at, tp, ", ".join(made[tp] + made[ntp]), FIRST_CHECKPOINT[at],
                        "; each owner orders its two or more, %s first (0-2-7): %s" % (
                            tp, "; ".join("%s top first %s" % (p, ", ".join(orders[p]))
                                          for p in (tp, ntp) if len(orders[p]) >= 2))
                        if "3-1-5" in clauses else "")])
    desc = desc.replace("  ", " ")
    fam.add("illegal-combo-%s-%d-%d-%s-first" % (at, counts[0], counts[1], first.lower()),
            "Rule process 14-4: %d and %d cards in the combo areas at the %s phase" % (
                counts[0], counts[1], at),
            desc, clauses, ["rule-process"], s.setup(), script,
            {"state": state, "events": events})


def zero_power(fam, first, powers, side="tp", at="main"):
    s = standard(first=first, turn=3, at=at)
    tp = s.turn_player
    ntp = other(tp)
    p = tp if side == "tp" else ntp
    cards = [s.put(p, "battle", "%sZ%d" % (p, i + 1), power=pw) for i, pw in enumerate(powers)]
    s.put(p, "battle", "%sS" % p, power=1000)
    s.rest(cards[0])
    # 5-10-2: put into the drop by 14-6, not KO'd: the owner's leader's KO auto stays silent
    watch = powers == (0,)
    if watch:
        s.cards[s.zones[p]["leader"]]["skills"] = [
            auto({"on": "ko", "of": {"who": "you"}}, {"markers": 1})]
    gone = [c for c, pw in zip(cards, powers) if pw <= 0]
    stay = [c for c, pw in zip(cards, powers) if pw > 0] + ["%sS" % p]
    script = []
    order = gone
    if len(gone) >= 2:
        order = list(reversed(gone))
        script.append({"choose": order, "for": "order", "by": p})
    script += script_tail(at, tp, ntp)
    events = [{"type": "checkpoint", "at": FIRST_CHECKPOINT[at]}]
    events += [{"type": "rule", "process": "14-6", "card": gone[0]}] if gone else []
    if len(gone) == 1:
        events.append({"type": "move", "card": gone[0], "from": "%s:battle" % p,
                       "to": "%s:drop" % p, "cause": "rule"})
    clauses = ["14-6-2", "14-6-1"] + (["3-1-5"] if len(gone) >= 2 else [])
    if watch:
        clauses.append("5-10-2")
    desc = " ".join([fam.quote("14-6-2", Q1462), fam.quote("14-6-1"), fam.quote("5-10-2", Q5102),
                     "%s's leader has 「自分のバトルカードがKOされた時、エナジーマーカー1つを置く」: "
                     "it never becomes pending, so %s gets no marker." % (p, p) if watch else "",
                     "%s's battle cards of power %s at the %s phase: at the first check point "
                     "(%s) %s go%s to its drop, not KO'd; %s stay%s." % (
                         p, ", ".join(str(x) for x in powers), at, FIRST_CHECKPOINT[at],
                         ", ".join(gone) or "none", "es" if len(gone) == 1 else "",
                         ", ".join(stay), "s" if len(stay) == 1 else "")])
    fam.add("power-%s-%s-%s-%s-first" % ("_".join(str(x) for x in powers), side, at,
                                          first.lower()),
            "Rule process 14-6: %s's battle cards of power %s" % (p, ", ".join(map(str, powers))),
            desc, clauses, ["rule-process", fam.reading("FW-POWER-ZERO-ZONE")], s.setup(), script,
            {"state": {p: {"battle": [{"card": c} for c in stay], "drop": order,
                           **({"markers": 0} if watch else {})}},
             "events": events})


def played_zero(fam, first):
    s = standard(first=first, turn=3)
    tp = s.turn_player
    s.put(tp, "hand", "Z", power=0, cost={"total": 0})
    script = [{"do": "play", "card": "Z", "pay": []}, {"query": "legal"}]
    opp = s.zones[other(tp)]["leader"]
    desc = " ".join([fam.quote("14-6-2", Q1462), fam.quote("14-6-1"), fam.quote("14-1-2-2"),
                     "%s plays Z, printed with power 0 and cost 0 (5-3-2): it enters the battle "
                     "area; the check point 7-3-3 that follows the action puts it into the drop, "
                     "so it is gone at the next free timing." % tp])
    fam.add("played-power-0-%s-first" % first.lower(),
            "Rule process 14-6: a card of power 0 played goes to the drop at the next check point",
            desc, ["14-6-2", "7-3-4-1-1", "14-6-1", "14-1-2-2"], ["rule-process", fam.reading("FW-POWER-ZERO-ZONE")],
            s.setup(), script,
            {"state": {tp: {"battle": [], "drop": ["Z"], "hand": []}},
             "events": [{"type": "enter", "card": "Z", "how": "play"},
                        {"type": "checkpoint", "at": "7-3-3"},
                        {"type": "rule", "process": "14-6", "card": "Z"}],
             "legal": [{"step": 1, "actions": [
                 {"do": "attack", "card": s.zones[tp]["leader"], "target": opp},
                 {"do": "pass"}]}]})


def leader_zero(fam, first):
    s = standard(first=first, turn=3)
    tp = s.turn_player
    ntp = other(tp)
    s.cards[s.zones[ntp]["leader"]]["power"] = 0
    s.cards[s.zones[tp]["leader"]]["power"] = -1000
    s.put(tp, "battle", "A", power=1000)
    script = [{"do": "attack", "card": "A", "target": s.zones[ntp]["leader"]},
              {"do": "pass"}, {"do": "pass"}]
    zn = s.zones[ntp]
    desc = " ".join([fam.quote("14-6-2", Q1462),
                     "The leaders have power −1000 (%s) and 0 (%s): they are not battle cards, "
                     "14-6 leaves them; A (1000) attacks %s's leader: 1000 ≥ 0, 1 damage."
                     % (tp, ntp, ntp)])
    fam.add("leader-power-0-%s-first" % first.lower(),
            "Rule process 14-6: leaders of power 0 and −1000 stay", desc, ["8-4-6-1-1-1"],
            ["rule-process", "battle", fam.reading("FW-POWER-ZERO-ZONE")], s.setup(), script,
            {"state": {ntp: {"leader": {"card": zn["leader"], "power": 0}, "life": zn["life"][1:]},
                       tp: {"leader": {"card": s.zones[tp]["leader"], "power": -1000}}},
             "events": [{"type": "compare", "attack": 1000, "guard": 0}]})
