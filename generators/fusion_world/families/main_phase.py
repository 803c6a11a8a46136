"""Family `main-phase`: the free timing of the main phase (7-3-4) and the exact set of actions
the turn player may declare there (`query legal`): a battle card of the hand when some payment
of its cost exists (7-3-4-1, 5-3-3, 5-3-1, 1-11-2), an attack by each active leader or battle
card on the opponent's leader and each rested battle card (7-3-4-3, 8-1-1), none in turn 1
(7-3-4-3-1), and the end of the main phase (7-3-4-4).  Random boards (seeded) with colored costs,
rested energy, markers and extra cards, for both players; a card just played may attack (no
rule forbids it); an action by the player without the free timing is rejected (4-1-1); in the
offense step the turn player may neither play a battle card nor declare another attack (7-3-4):
they are left out of its legal set and rejected; boards of many colored costs (two specified
colors, multicolored energy, markers under two-colored leaders) whose plays are listed exactly
when a payment exists, each board's first payable card played and the set asked again; a Field
card in the battle area is no battle card
and does not attack (8-1-1).

The payments here are checked by brute force over every choice of cards and markers and every
assignment of them to the specified colors, independently of the model's matching.
"""

import itertools

from . import Family
from ..model.table import PLAYERS, other
from .quotes import Q533, Q811
from .scene import cost_text, ids_text, standard

COLORS = ("red", "blue", "green", "yellow", "black")


def payable(total, specified, energy, markers, leader_colors):
    """energy: [(id, colors)] of active energy.  Brute force over every choice of cards and
    markers of the right number and every color given to each marker: for each specified color,
    the chosen cards having it and the markers given it are enough (FW-MULTICOLOR-PAY,
    FW-MARKER-COLOR)."""
    return pick_payment(total, specified, energy, markers, leader_colors) is not None


def pick_payment(total, specified, energy, markers, lcol):
    need = max(total, sum(specified.values()))
    items = [(e, [set(cs)]) for e, cs in energy] + \
        [("marker", [{c} for c in lcol])] * markers
    for chosen in itertools.combinations(range(len(items)), need):
        for colors in itertools.product(*[items[k][1] for k in chosen]):
            if all(sum(1 for cs in colors if c in cs) >= n for c, n in specified.items()):
                return [items[k][0] for k in chosen]
    return None


def random_cost(rng, colors):
    total = rng.randint(0, 4)
    spec = {}
    for _ in range(rng.randint(0, 2)):
        c = rng.choice(colors if rng.random() < 0.8 else COLORS)
        spec[c] = spec.get(c, 0) + 1
    if rng.random() < 0.15:
        total = max(0, sum(spec.values()) - 1)        # 1-2-2-1
    cost = {"total": total}
    if spec:
        cost["specified"] = spec
    return cost


def generate(ctx):
    fam = Family(ctx, __name__)
    for i in range(24):
        first = PLAYERS[i % 2]
        turn = (1, 2, 3, 4, 6, 9)[i % 6]
        key = "board-%02d" % (i + 1)
        rng = fam.rng(key)
        lc = [rng.sample(COLORS, rng.choice((1, 2))) for _ in PLAYERS]
        s = standard(first=first, turn=turn, colors=lc)
        tp = s.turn_player
        ntp = other(tp)
        lcol = lc[PLAYERS.index(tp)]
        energy = []
        for j in range(rng.randint(0, 4)):
            cs = rng.sample(COLORS, rng.choice((1, 1, 2)))
            cid = s.put(tp, "energy", "E%d" % (j + 1), colors=cs)
            if rng.random() < 0.3:
                s.rest(cid)
            else:
                energy.append((cid, cs))
        s.zones[tp]["markers"] = rng.choice((0, 0, 1, 2))
        hand = []
        for j in range(rng.randint(1, 5)):
            if rng.random() < 0.15:
                s.put(tp, "hand", "X%d" % (j + 1), type="extra", cost={"total": 0})
                continue
            cost = random_cost(rng, lcol)
            cid = s.put(tp, "hand", "H%d" % (j + 1), cost=cost, colors=[rng.choice(lcol)])
            hand.append((cid, cost))
        mine, theirs = [], []
        for j in range(rng.randint(0, 3)):
            cid = s.put(tp, "battle", "A%d" % (j + 1), power=rng.choice((2000, 5000)))
            if rng.random() < 0.4:
                s.rest(cid)
            else:
                mine.append(cid)
        for j in range(rng.randint(0, 3)):
            cid = s.put(ntp, "battle", "G%d" % (j + 1), power=rng.choice((2000, 5000)))
            if rng.random() < 0.5:
                s.rest(cid)
                theirs.append(cid)
            else:
                s.put(ntp, "energy", "F%d" % (j + 1))
        lead, opp = s.zones[tp]["leader"], s.zones[ntp]["leader"]
        if rng.random() < 0.3:
            s.rest(lead)
        else:
            mine.insert(0, lead)
        plays = [{"do": "play", "card": c} for c, cost in hand
                 if payable(cost["total"], cost.get("specified", {}), energy,
                            s.zones[tp]["markers"], lcol)]
        attacks = [] if turn == 1 else [{"do": "attack", "card": a, "target": t}
                                         for a in mine for t in [opp] + theirs]
        acts = plays + attacks + [{"do": "pass"}]
        script = [{"query": "legal"}]
        clauses = ["7-3-4", "8-1-1"] if turn != 1 else ["7-3-4", "7-3-4-3-1"]
        markers = s.zones[tp]["markers"]
        if any(len(energy) + markers < max(co["total"], sum(co.get("specified", {}).values()))
               for _, co in hand):
            clauses.append("5-3-3")
        why = ("Turn %d: %s's free timing. Leader colors %s; active energy %s; %d energy "
               "marker(s), each of one of the leader's colors (1-11-2). Hand: %s. A battle "
               "card is listed when some payment of its cost exists (5-3-3, 5-3-1; the "
               "specified count when the total is less, 1-2-2-1; a card of two colors counts "
               "for each). %s"
               % (turn, tp, "/".join(lcol),
                  ", ".join("%s %s" % (c, "/".join(cs)) for c, cs in energy) or "none",
                  s.zones[tp]["markers"],
                  ", ".join("%s (%s)" % (c, cost_text(cost)) for c, cost in hand) or
                  "no battle card",
                  "No attack in the first player's first turn." if turn == 1 else
                  "Attackers (active): %s; targets: %s's leader and its rested battle cards %s."
                  % (", ".join(mine) or "none", ntp, ", ".join(theirs) or "(none)")))
        tail = ""
        if plays and rng.random() < 0.7:
            # play the first payable card, then ask again: it may attack at once
            c = plays[0]["card"]
            cost = dict(hand)[c]
            spec = cost.get("specified", {})
            pay = pick_payment(cost["total"], spec, energy, s.zones[tp]["markers"], lcol)
            script.append({"do": "play", "card": c, "pay": pay})
            script.append({"query": "legal"})
            used = [x for x in pay if x != "marker"]
            left = [(e, cs) for e, cs in energy if e not in used]
            markers = s.zones[tp]["markers"] - (len(pay) - len(used))
            hand2 = [(h, co) for h, co in hand if h != c]
            plays2 = [{"do": "play", "card": h} for h, co in hand2
                      if payable(co["total"], co.get("specified", {}), left, markers, lcol)]
            mine2 = mine + [c]
            attacks2 = [] if turn == 1 else [{"do": "attack", "card": a, "target": t}
                                              for a in mine2 for t in [opp] + theirs]
            acts2 = plays2 + attacks2 + [{"do": "pass"}]
            clauses += ["7-3-4-1", "5-5-2-2", "3-6-3"]
            tail = (" %s plays %s paying %s: it enters active (3-6-3 「バトルエリアにカードを置く"
                    "場合、特に指示がなければアクティブで置きます。」) and%s may attack at once; "
                    "the energy it rested no longer pays." % (
                        tp, c, ids_text(pay), "" if turn != 1 else " (but for turn 1)"))
            legal = [{"step": 0, "actions": acts}, {"step": 2, "actions": acts2}]
            state = {tp: {"battle": [{"card": b, "rested": b not in mine}
                                     for b in s.zones[tp]["battle"]] +
                          [{"card": c, "rested": False}], "markers": markers}}
        else:
            legal = [{"step": 0, "actions": acts}]
            state = {"turn": {"number": turn, "player": tp, "phase": "main", "step": None}}
        desc = " ".join([fam.quote("7-3-4", "ターンプレイヤーにフリータイミング(4-1)が与えられます。"),
                         fam.quote("5-3-3", Q533),
                         fam.quote("8-1-1", Q811)
                         if turn != 1 else fam.quote("7-3-4-3-1"),
                         why + tail])
        tags = ["main-phase", "legal"]
        if any(len(cs) > 1 for _, cs in energy):
            tags.append(fam.reading("FW-MULTICOLOR-PAY"))
        if s.zones[tp]["markers"]:
            tags.append(fam.reading("FW-MARKER-COLOR"))
        if tail and turn != 1:
            tags.append(fam.reading("FW-NO-SUMMONING-SICKNESS"))
        fam.add(key, "Main phase legal actions: turn %d, %s, %d in hand" % (turn, tp, len(hand)),
                desc, clauses, tags, s.setup(), script,
                {"state": state, "legal": legal})
    other_player(fam)
    for i in range(60):
        payable_board(fam, i)
    for first in PLAYERS:
        outside_main(fam, first)
        field_no_attack(fam, first)
    return fam.cases


def other_player(fam):
    """4-1-1: the player without the free timing declares an action; 5-5-2: not a battle card
    of the hand."""
    for first in PLAYERS:
        for turn in (3, 4):
            s = standard(first=first, turn=turn)
            tp = s.turn_player
            ntp = other(tp)
            s.put(tp, "energy", "E1")
            s.put(ntp, "energy", "F1")
            s.put(ntp, "hand", "N1")
            s.put(tp, "hand", "X1", type="extra")
            s.put(tp, "battle", "A1")
            s.put(ntp, "hand", "N2")
            opp_lead = s.zones[tp]["leader"]
            script = [{"do": "play", "card": "N1", "pay": ["F1"], "by": ntp},
                      {"do": "attack", "card": s.zones[ntp]["leader"], "target": opp_lead,
                       "by": ntp},
                      {"do": "pass", "by": ntp},
                      {"do": "play", "card": "X1", "pay": ["E1"]},
                      {"do": "play", "card": "N2", "pay": ["E1"]},
                      {"do": "play", "card": "A1", "pay": ["E1"]},
                      {"query": "legal"}]
            acts = [{"do": "attack", "card": c, "target": s.zones[ntp]["leader"]}
                    for c in (s.zones[tp]["leader"], "A1")] + [{"do": "pass"}]
            desc = " ".join([
                fam.quote("4-1-1", "フリータイミングとは、指定されたプレイヤーが能動的に行動できる時点を指します。"),
                fam.quote("5-5-2", "ターンプレイヤーはメインフェイス(7-3-4-1)に、手札にあるバトルカードをバトルエリアに置き、登場を行えます。"),
                "%s's main phase: %s has no free timing, so its play, attack and pass are "
                "rejected (4-1-1) and change nothing. %s's extra card X1, %s's hand card N2 "
                "and %s's own battle card A1 are not battle cards of its hand: 5-5-2. The "
                "free timing stays %s's; its energy E1 is still active." % (
                    tp, ntp, tp, ntp, tp, tp)])
            fam.add("other-player-%s-turn-%d" % (first.lower(), turn),
                    "Main phase: %s acts without the free timing, %s plays what it cannot"
                    % (ntp, tp), desc, ["4-1-1", "5-5-2"], ["main-phase", "rejection"],
                    s.setup(), script,
                    {"rejections": [{"step": i, "rule": r} for i, r in
                                    enumerate(["4-1-1", "4-1-1", "4-1-1", "5-5-2", "5-5-2",
                                               "5-5-2"])],
                     "legal": [{"step": 6, "actions": acts}],
                     "state": {"turn": {"number": turn, "player": tp, "phase": "main"},
                               tp: {"energy": [{"card": "E1", "rested": False}],
                                    "hand": ["X1"]},
                               ntp: {"hand": ["N1", "N2"],
                                     "energy": [{"card": "F1", "rested": False}]}}})


def outside_main(fam, first):
    """7-3-4: playing a battle card and attacking are main-phase actions; in the offense step
    the turn player, who has the free timing there, may do neither."""
    s = standard(first=first, turn=3)
    tp = s.turn_player
    ntp = other(tp)
    s.put(tp, "energy", "E1")
    s.put(tp, "hand", "H", cost={"total": 1})
    s.put(tp, "battle", "A", power=5000)
    lead_t, lead_n = s.zones[tp]["leader"], s.zones[ntp]["leader"]
    script = [{"do": "attack", "card": "A", "target": lead_n}, {"query": "legal"},
              {"do": "play", "card": "H", "pay": ["E1"]},
              {"do": "attack", "card": lead_t, "target": lead_n}, {"query": "legal"}]
    desc = " ".join([
        fam.quote("7-3-4", "ターンプレイヤーにフリータイミング(4-1)が与えられます。"),
        "%s's A attacks; in the offense step %s has the free timing, but playing H (cost 1, "
        "E1 active) and an attack by its active leader are actions of the main phase: both "
        "are left out of the legal set (only passing is left: H has no combo power) and "
        "rejected with 7-3-4; H stays in the hand, E1 active, the leader active." % (tp, tp)])
    fam.add("offense-step-no-play-%s" % tp.lower(),
            "No play and no second attack in the offense step (%s)" % tp, desc,
            ["7-3-4"], ["main-phase", "rejection", "legal"], s.setup(), script,
            {"rejections": [{"step": 2, "rule": "7-3-4"}, {"step": 3, "rule": "7-3-4"}],
             "legal": [{"step": 1, "actions": [{"do": "pass"}]},
                       {"step": 4, "actions": [{"do": "pass"}]}],
             "absent": [{"type": "enter", "card": "H"}],
             "state": {"turn": {"step": "offense", "player": tp},
                       tp: {"hand": ["H"], "energy": [{"card": "E1", "rested": False}],
                            "leader": {"card": lead_t, "rested": False}}}})


def field_no_attack(fam, first):
    """8-1-1: the attacker is the leader or a battle card; a Field card (an extra card) in the
    battle area is neither."""
    s = standard(first=first, turn=3)
    tp = s.turn_player
    ntp = other(tp)
    s.put(tp, "battle", "F", type="extra", keywords=["field"])
    lead_t, lead_n = s.zones[tp]["leader"], s.zones[ntp]["leader"]
    script = [{"query": "legal"}, {"do": "attack", "card": "F", "target": lead_n}]
    desc = " ".join([fam.quote("8-1-1", Q811),
                     "%s's Field card F is active in its battle area, but it is an extra card, "
                     "not a battle card: only the leader's attack is listed, and F's attack is "
                     "rejected with 8-1-1; F stays active." % tp])
    fam.add("field-no-attack-%s" % tp.lower(), "A Field card does not attack (%s)" % tp, desc,
            ["8-1-1"], ["main-phase", "rejection", "legal", "field"], s.setup(), script,
            {"rejections": [{"step": 1, "rule": "8-1-1"}],
             "legal": [{"step": 0, "actions": [{"do": "attack", "card": lead_t,
                                                "target": lead_n}, {"do": "pass"}]}],
             "absent": [{"type": "attack"}],
             "state": {tp: {"battle": [{"card": "F", "rested": False}]}}})


def rich_cost(rng, colors):
    total = rng.randint(0, 6)
    spec = {}
    for _ in range(rng.randint(0, 3)):
        c = rng.choice(colors if rng.random() < 0.75 else COLORS)
        spec[c] = spec.get(c, 0) + 1
    if rng.random() < 0.2:
        total = max(0, sum(spec.values()) - rng.randint(1, 2))     # 1-2-2-1
    cost = {"total": total}
    if spec:
        cost["specified"] = spec
    return cost


def payable_board(fam, i):
    """5-3-3 / 5-3-1 over many colored costs: a battle card of the hand is listed exactly when
    some payment exists (brute force, FW-MULTICOLOR-PAY, FW-MARKER-COLOR)."""
    key = "pay-%02d" % (i + 1)
    rng = fam.rng(key)
    first = PLAYERS[i % 2]
    lc = [rng.sample(COLORS, rng.choice((1, 2, 2))) for _ in PLAYERS]
    s = standard(first=first, turn=3, colors=lc)
    tp = s.turn_player
    ntp = other(tp)
    lcol = lc[PLAYERS.index(tp)]
    energy = []
    for j in range(rng.randint(0, 7)):
        cs = rng.sample(COLORS, rng.choice((1, 1, 2, 2, 3)))
        cid = s.put(tp, "energy", "E%d" % (j + 1), colors=cs)
        if rng.random() < 0.2:
            s.rest(cid)
        else:
            energy.append((cid, cs))
    markers = rng.choice((0, 0, 1, 2, 3))
    s.zones[tp]["markers"] = markers
    hand = []
    for j in range(rng.randint(3, 6)):
        cost = rich_cost(rng, lcol)
        cid = s.put(tp, "hand", "H%d" % (j + 1), cost=cost, colors=[rng.choice(lcol)])
        hand.append((cid, cost))
    lead, opp = s.zones[tp]["leader"], s.zones[ntp]["leader"]
    plays = [{"do": "play", "card": c} for c, cost in hand
             if payable(cost["total"], cost.get("specified", {}), energy, markers, lcol)]
    refused = [c for c, cost in hand
               if not payable(cost["total"], cost.get("specified", {}), energy, markers, lcol)]
    acts = plays + [{"do": "attack", "card": lead, "target": opp}, {"do": "pass"}]
    script = [{"query": "legal"}]
    legal = [{"step": 0, "actions": acts}]
    rejections = []
    clauses = ["7-3-4"]
    tail = ""
    if refused:
        script.append({"do": "play", "card": refused[0], "pay": []})
        rejections.append({"step": 1, "rule": "5-3-3"})
        clauses.append("5-3-3")
        tail += " %s tries to play %s, for which no payment exists: rejected (5-3-3)." % (
            tp, refused[0])
    state = {tp: {"markers": markers}}
    if plays:
        c = plays[0]["card"]
        cost = dict(hand)[c]
        pay = pick_payment(cost["total"], cost.get("specified", {}), energy, markers, lcol)
        script.append({"do": "play", "card": c, "pay": pay})
        script.append({"query": "legal"})
        used = [x for x in pay if x != "marker"]
        left = [(e, cs) for e, cs in energy if e not in used]
        m2 = markers - (len(pay) - len(used))
        plays2 = [{"do": "play", "card": h} for h, co in hand if h != c and
                  payable(co["total"], co.get("specified", {}), left, m2, lcol)]
        legal.append({"step": len(script) - 1,
                      "actions": plays2 + [{"do": "attack", "card": a, "target": opp}
                                           for a in (lead, c)] + [{"do": "pass"}]})
        state = {tp: {"markers": m2, "battle": [{"card": c, "rested": False}],
                      "energy": [{"card": e, "rested": e in used or e not in dict(energy)}
                                 for e in s.zones[tp]["energy"]]}}
        clauses += ["5-5-2-2"] + (["5-3-1"] if pay else [])
        tail += " %s plays %s paying %s, then the set is asked again with what is left." % (
            tp, c, ids_text(pay))
    desc = " ".join([fam.quote("5-3-3", Q533),
                     "Turn 3, %s's main phase. Leader colors %s; active energy %s; %d energy "
                     "marker(s), each of one of the leader's colors. Hand: %s. A battle card is "
                     "listed when some payment of its cost exists (5-3-3, 5-3-1; the specified "
                     "count when the total is less, 1-2-2-1; a card of two colors counts for "
                     "each).%s" % (
                         tp, "/".join(lcol),
                         ", ".join("%s %s" % (c, "/".join(cs)) for c, cs in energy) or "none",
                         markers, ", ".join("%s (%s)" % (c, cost_text(co)) for c, co in hand),
                         tail)])
    tags = ["main-phase", "legal", "costs", fam.reading("FW-MULTICOLOR-PAY")]
    if markers:
        tags.append(fam.reading("FW-MARKER-COLOR"))
    if plays:
        tags.append(fam.reading("FW-NO-SUMMONING-SICKNESS"))
    expect = {"state": state, "legal": legal}
    if rejections:
        expect["rejections"] = rejections
    fam.add(key, "Plays listed by payment: %s, %d in hand, %d energy, %d marker(s)" % (
                tp, len(hand), len(energy), markers), desc, clauses, tags, s.setup(), script,
            expect)
