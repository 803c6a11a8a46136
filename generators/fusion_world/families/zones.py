"""Family `zones`: the zones of chapter 3 as places, and whose cards are where.

- Several deck cards moving at once move one by one (3-2-3): the pre-game's six draws and its
  eight life cards 「1枚ずつ」, each the deck's top card when it moves (FW-LIFE-ORDER).
- A zone takes any number of cards: a hand of 45 draws a 46th (3-3-4), a drop of 55 takes a
  56th by a battle KO (3-4-4), a battle area of 30 takes a 31st battle card (3-6-4), twelve
  combos in one offense step (3-7-3), an energy area of 40 takes a 41st by the charge (3-8-4).
- Energy (1-1-1) is the energy area's cards: any of them may pay, in any order (3-8-2), and a
  card of the hand or the battle area listed in a payment is not energy (5-3-1).
- Orientation (1-8-1): the charge phase stands the rested cards of the leader, battle and
  energy areas, in that order.
- Owner and master (0-3-3, 0-3-3-1, 0-3-4, 0-3-4-1): a card whose control changed (its
  `owner` the other player) attacks for its master, the player whose zone holds it; KO'd, it
  goes to its owner's drop (3-1-6-1).  (Whose combo area such a card combos into, its master's
  by 3-7-1 and 5-6-1 or its owner's by 3-1-6, the text does not settle: no case here.)

Both perspectives (P1 first, P2 first) throughout.
"""

from . import Family
from ..model.table import PLAYERS, other
from .lang import act, auto, choose, draw
from .opening import opening
from .scene import Scene, in_combo, standard


def generate(ctx):
    fam = Family(ctx, __name__)
    for first in PLAYERS:
        one_by_one(fam, first)
        for zone in ("hand", "drop", "battle", "combo", "energy"):
            many(fam, first, zone)
        pay_any(fam, first)
        for where in ("hand", "battle"):
            pay_not_energy(fam, first, where)
        orientation(fam, first)
        for what in ("ko", "attack"):
            controlled(fam, first, what)
        for boosted in (True, False):
            stayed_then_read(fam, first, boosted)
        stayed_then_read(fam, first, True, ["B", "A"])
    return fam.cases


def stayed_then_read(fam, first, boosted, picked=("A", "B")):
    """A card an instruction could not move (an entry of a card already in the battle area,
    0-2-4-1) is not moved: what is read of it when it later leaves is what it is then (9-6-7-1-2),
    not what it was when the instruction took its cards together (0-2-10)."""
    s = standard(first=first, turn=3)
    tp = s.turn_player
    lead = s.zones[tp]["leader"]
    s.cards[lead]["skills"] = [auto({"on": "ko", "of": {"who": "you", "zone": "battle"}},
                                    {"if": {"power": "trigger-card", "min": 3000},
                                     "then": [draw()]})]
    s.put(tp, "battle", "A", power=1000)
    s.put(tp, "hand", "B")
    pool = [{"who": "you", "zone": "battle", "filter": {"name": "A"}},
            {"who": "you", "zone": "hand", "filter": {"name": "B"}}]
    a = {"choose": 1, "from": {"who": "you", "filter": {"name": "A"}}}
    s.put(tp, "battle", "S", skills=[act("main", {"enter": {"choose": 2, "from": pool}}),
                                     act("main", {"power": 2000, "target": a, "until": "turn"}),
                                     act("main", {"ko": a})])
    script = [{"do": "activate", "card": "S", "skill": 0},
              {"choose": list(picked), "for": "target", "by": tp}]
    if boosted:
        script.append({"do": "activate", "card": "S", "skill": 1})
    script.append({"do": "activate", "card": "S", "skill": 2})
    dt = s.zones[tp]["deck"]
    desc = " ".join([fam.quote("0-2-4-1"), fam.quote("9-6-7-1-2"),
                     "%s's leader: 「自分のバトルカードがKOされた時、そのカードのパワーが3000以上なら、"
                     "カード1枚を引く」. S puts A (in the battle area already: it does not enter "
                     "again) and B (from the hand) onto the battle area;%s then S KOs A: the auto "
                     "reads A as it was when it left: %d, so %s." % (
                         tp, " S gives A +2000 this turn;" if boosted else "",
                         3000 if boosted else 1000,
                         "%s draws %s" % (tp, dt[0]) if boosted else "nothing is drawn")])
    fam.add("stayed-then-read-%s%s-%s" % ("boosted" if boosted else "printed",
                                         "-b-chosen-first" if picked[0] == "B" else "",
                                         tp.lower()),
            "A card an entry left where it was, read when it leaves later (%s, %s)" % (
                "+2000" if boosted else "printed", tp), desc,
            ["0-2-4-1", "9-6-7-1-2"], ["zone-move", "simultaneity"], s.setup(), script,
            {"state": {tp: {"hand": dt[:1] if boosted else [], "drop": ["A"],
                            "battle": [{"card": "S"}, {"card": "B"}]}}})


def cp(at):
    return {"type": "checkpoint", "at": at}


def one_by_one(fam, first):
    rng = fam.rng("one-by-one-%s" % first)
    s = Scene(first=None, at="pregame")
    decks = {}
    for q in PLAYERS:
        s.leader(q)
        decks[q] = s.fill(q, "deck", 50, "D")
    chooser = first
    script, zones, who, drawn = opening(rng, decks, chooser, "first", {q: False for q in PLAYERS},
                                        lambda hand: None)
    second = other(who)
    # the decks as 6-2-1-7 leaves them: the scripted shuffles
    shuffled = {}
    for entry in script:
        if entry.get("for") == "shuffle":
            owner = who if not shuffled else second
            shuffled[owner] = entry["random"]
    events = []
    for q in (who, second):
        for c in shuffled[q][:6]:
            events += [{"type": "draw", "player": q, "card": c},
                       {"type": "move", "card": c, "from": "%s:deck" % q, "to": "%s:hand" % q,
                        "cause": "draw"}]
    for q in (who, second):
        for c in shuffled[q][6:14]:
            events.append({"type": "move", "card": c, "from": "%s:deck" % q,
                           "to": "%s:life" % q, "cause": "setup"})
    state = {q: {"hand": zones[q]["hand"], "life": zones[q]["life"], "deck": zones[q]["deck"]}
             for q in PLAYERS}
    desc = " ".join([
        fam.quote("3-2-3"), fam.quote("6-2-1-9", "デッキの上のカードから順番に1枚ずつ重ねていき"),
        "%s chooses to go first. After the shuffles, each player draws six cards, each the top "
        "card of its deck at the time (%s's first: 0-2-7), then puts eight cards into its life "
        "area one at a time, each then the top card of the deck going on top of the life (3-9-4): "
        "the deck's first card taken ends at the bottom of the life, the eighth on top." % (
            chooser, who)])
    fam.add("one-by-one-%s" % first.lower(),
            "Deck cards moving together move one by one: the opening hand and life (%s first)" %
            first, desc, ["3-2-3"], ["zones", "pregame", fam.reading("FW-LIFE-ORDER")],
            s.setup(), script, {"state": state, "events": events})


def many(fam, first, zone):
    at = "charge" if zone in ("hand", "energy") else "main"
    s = standard(first=first, turn=3, at=at)
    tp = s.turn_player
    ntp = other(tp)
    lead_n = s.zones[ntp]["leader"]
    dt = s.zones[tp]["deck"]
    script, events = [], []
    if zone == "hand":
        hand = s.fill(tp, "hand", 45, "H")
        script = [{"choose": None, "for": "charge", "by": tp}]
        events = [{"type": "draw", "player": tp, "card": dt[0]}, cp("7-2-10"), cp("7-2-12")]
        state = {tp: {"hand": hand + dt[:1]}}
        clause, what = "3-3-4", ("%s's hand holds 45 cards when its charge phase begins; the draw "
                                 "of 7-2-9 makes it 46, and %s puts none into its energy." % (
                                     tp, tp))
    elif zone == "energy":
        energy = s.fill(tp, "energy", 40, "E")
        s.put(tp, "hand", "H")
        script = [{"choose": "H", "for": "charge", "by": tp}]
        events = [cp("7-2-10"), {"type": "move", "card": "H", "from": "%s:hand" % tp,
                                 "to": "%s:energy" % tp, "cause": "charge"}, cp("7-2-12")]
        state = {tp: {"energy": [{"card": e, "rested": False} for e in energy + ["H"]],
                      "hand": dt[:1]}}
        clause, what = "3-8-4", ("%s's energy area holds 40 cards; at 7-2-11 %s puts H there: "
                                 "41." % (tp, tp))
    elif zone == "drop":
        drop = s.fill(ntp, "drop", 55, "X")
        s.put(ntp, "battle", "G", power=2000)
        s.rest("G")
        s.put(tp, "battle", "A", power=3000)
        script = [{"do": "attack", "card": "A", "target": "G"}, {"do": "pass"},
                  {"do": "pass", "by": ntp}]
        events = [{"type": "compare", "attack": 3000, "guard": 2000}, {"type": "ko", "card": "G"},
                  {"type": "move", "card": "G", "from": "%s:battle" % ntp, "to": "%s:drop" % ntp,
                   "cause": "ko"}]
        state = {ntp: {"drop": ["G"] + drop, "battle": []}}
        clause, what = "3-4-4", ("%s's drop holds 55 cards; %s's A (3000) attacks the rested G "
                                 "(2000) and KOs it: G goes on top of the drop, 56 cards "
                                 "(3-4-3)." % (ntp, tp))
    elif zone == "battle":
        battle = s.fill(tp, "battle", 30, "B")
        s.put(tp, "hand", "H")
        s.put(tp, "energy", "E")
        script = [{"do": "play", "card": "H", "pay": ["E"]}]
        events = [{"type": "enter", "card": "H", "how": "play"},
                  {"type": "move", "card": "H", "from": "%s:hand" % tp, "to": "%s:battle" % tp,
                   "cause": "play"}, cp("7-3-3")]
        state = {tp: {"battle": [{"card": b, "rested": False, "power": 1000, "combo": None,
                                  "under": [], "ki": 0} for b in battle + ["H"]]}}
        clause, what = "3-6-4", ("%s's battle area holds 30 battle cards; %s plays H: 31."
                                 % (tp, tp))
    else:
        combos = s.fill(tp, "battle", 12, "K", combo=1000)
        s.put(tp, "battle", "A", power=1000)
        script = [{"do": "attack", "card": "A", "target": lead_n}]
        for k in combos:
            script.append({"do": "combo", "card": k})
            events += [{"type": "combo", "player": tp, "card": k}, cp("5-6-3-3")]
        state = {tp: {"combo": [in_combo(k, 1000) for k in combos],
                      "battle": [{"card": "A", "rested": True, "power": 1000,
                                                   "combo": None, "under": [], "ki": 0}]},
                 "turn": {"phase": "main", "step": "offense"}}
        clause, what = "3-7-3", ("%s's A attacks %s's leader; in the offense step %s combos with "
                                 "its twelve other battle cards one after another: the combo "
                                 "area holds all twelve." % (tp, ntp, tp))
    desc = " ".join([fam.quote(clause), what])
    fam.add("many-%s-%s" % (zone, first.lower()),
            "The %s takes any number of cards (%s first)" % (
                {"hand": "hand", "drop": "drop area", "battle": "battle area",
                 "combo": "combo area", "energy": "energy area"}[zone], first),
            desc, [clause], ["zones"], s.setup(), script, {"state": state, "events": events})


def pay_any(fam, first):
    s = standard(first=first, turn=3)
    tp = s.turn_player
    s.put(tp, "hand", "H", cost={"total": 1})
    energy = s.fill(tp, "energy", 3, "E")
    script = [{"do": "play", "card": "H", "pay": [energy[2]]}]
    events = [{"type": "pay", "player": tp, "cards": [energy[2]], "markers": 0},
              {"type": "rest", "card": energy[2]}, {"type": "enter", "card": "H", "how": "play"}]
    state = {tp: {"energy": [{"card": energy[0], "rested": False},
                             {"card": energy[1], "rested": False},
                             {"card": energy[2], "rested": True}]}}
    desc = " ".join([fam.quote("3-8-2", "コストを支払う際、好きなカードを選択することができます。"),
                     fam.quote("1-1-1"),
                     "%s has three active energy cards %s; it plays H (cost 1) paying with the "
                     "last one placed, %s: only that card is rested." % (
                         tp, ", ".join(energy), energy[2])])
    fam.add("pay-any-energy-%s" % first.lower(),
            "Any energy card may pay: the last one placed (%s first)" % first, desc,
            ["3-8-2", "1-1-1"], ["zones", "costs"], s.setup(), script,
            {"state": state, "events": events})


def pay_not_energy(fam, first, where):
    s = standard(first=first, turn=3)
    tp = s.turn_player
    s.put(tp, "hand", "H", cost={"total": 1})
    s.put(tp, "energy", "E")
    s.put(tp, where, "N")
    script = [{"do": "play", "card": "H", "pay": ["N"]}, {"do": "play", "card": "H", "pay": ["E"]}]
    events = [{"type": "pay", "player": tp, "cards": ["E"], "markers": 0},
              {"type": "enter", "card": "H", "how": "play"}]
    desc = " ".join([fam.quote("1-1-1"),
                     fam.quote("5-3-1", "コストを支払うとは、エナジーエリアにあるカードをコスト(1-2)"
                                        "で要求される合計コストと同じ枚数選び、レストにすることを指します。"),
                     "%s plays H (cost 1) listing N, a card of its %s, as the payment: N is not "
                     "energy (not in the energy area), so the payment is not one and the play is "
                     "rejected (5-3-1); nothing changes. Then it pays with E, an energy card." % (
                         tp, "hand" if where == "hand" else "battle area")])
    fam.add("pay-not-energy-%s-%s" % (where, first.lower()),
            "A card of the %s is not energy: it cannot pay (%s first)" % (where, first), desc,
            ["1-1-1"], ["zones", "costs"], s.setup(), script,
            {"state": {tp: {"hand": ["N"] if where == "hand" else []}}, "events": events,
             "rejections": [{"step": 0, "rule": "5-3-1"}]})


def orientation(fam, first):
    s = standard(first=first, turn=3, at="charge")
    tp = s.turn_player
    ntp = other(tp)
    lead_t = s.zones[tp]["leader"]
    s.put(tp, "battle", "B")
    s.put(tp, "energy", "E")
    s.put(ntp, "battle", "G")
    s.put(ntp, "energy", "F")
    s.rest(lead_t, "B", "E", "G", "F")
    dt = s.zones[tp]["deck"]
    script = [{"choose": None, "for": "charge", "by": tp}]
    events = [cp("7-2-6"), {"type": "stand", "card": lead_t}, {"type": "stand", "card": "B"},
              {"type": "stand", "card": "E"}, cp("7-2-8")]
    state = {tp: {"leader": {"card": lead_t, "rested": False, "face": "front", "power": 5000},
                  "battle": [{"card": "B", "rested": False, "power": 1000, "combo": None,
                              "under": [], "ki": 0}],
                  "energy": [{"card": "E", "rested": False}], "hand": dt[:1]},
             ntp: {"battle": [{"card": "G", "rested": True, "power": 1000, "combo": None,
                               "under": [], "ki": 0}],
                   "energy": [{"card": "F", "rested": True}]}}
    desc = " ".join([fam.quote("1-8-1"), fam.quote("7-2-7"),
                     "%s's leader, battle card B and energy card E start rested, and so do %s's G "
                     "and F. At 7-2-7 %s's three stand, the leader, then the battle area, then "
                     "the energy area; %s's stay rested." % (tp, ntp, tp, ntp)])
    fam.add("orientation-%s" % first.lower(),
            "The three zones whose cards are active or rested stand at 7-2-7 (%s first)" % first,
            desc, ["1-8-1"], ["zones", "charge"], s.setup(), script,
            {"state": state, "events": events})


def controlled(fam, first, what):
    s = standard(first=first, turn=3)
    tp = s.turn_player
    ntp = other(tp)
    lead_t, lead_n = s.zones[tp]["leader"], s.zones[ntp]["leader"]
    life = s.zones[ntp]["life"]
    s.put(tp, "battle", "K", owner=ntp, power=3000, combo=2000)
    if what == "ko":
        s.cards[lead_t]["skills"] = [act("main", {"ko": choose(1, who="you")})]
        script = [{"do": "activate", "card": lead_t, "skill": 0}]
        events = [{"type": "ko", "card": "K"},
                  {"type": "move", "card": "K", "from": "%s:battle" % tp, "to": "%s:drop" % ntp,
                   "cause": "ko"}]
        state = {tp: {"drop": [], "battle": []}, ntp: {"drop": ["K"]}}
        clauses = ["0-3-3", "0-3-3-1", "3-1-6-1"]
        text = ("%s's leader: 【起動 メイン】「自分のバトルカード1枚をKOする」; K, the only one, is KO'd "
                "and goes to its owner's drop: %s's." % (tp, ntp))
    else:
        script = [{"do": "attack", "card": "K", "target": lead_n}, {"do": "pass"},
                  {"do": "pass", "by": ntp}]
        events = [{"type": "rest", "card": "K"}, {"type": "attack", "card": "K", "target": lead_n},
                  {"type": "compare", "attack": 3000, "guard": 5000}]
        state = {tp: {"battle": [{"card": "K", "rested": True, "power": 3000, "combo": 2000,
                                  "under": [], "ki": 0}]},
                 ntp: {"life": life}}
        clauses = ["0-3-4", "0-3-4-1"]
        text = ("%s, K's master (K is in %s's battle area, 0-3-4-1), attacks %s's leader with it "
                "(8-1-1: 「自分のバトルエリアのアクティブのバトルカード」): 3000 < 5000, no damage; K "
                "stays in %s's battle area, rested." % (tp, tp, ntp, tp))
    desc = " ".join([fam.quote(c) for c in ("0-3-3", "0-3-3-1", "0-3-4", "0-3-4-1")
                     if c in clauses] + [
        "K is %s's card (its owner, `owner`) under %s's control: it starts in %s's battle area."
        % (ntp, tp, tp), text])
    fam.add("controlled-%s-%s" % (what, first.lower()),
            "A card under its non-owner's control: %s (%s first)" % (what, first), desc,
            clauses, ["zones", "owner"], s.setup(), script, {"state": state, "events": events})
