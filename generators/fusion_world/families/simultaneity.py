"""Family `simultaneity`: what moves at once and what moves one at a time, counted by the autos
it makes pending, the order asked and the information read.  Several actions one instruction or
one rule process requires at once happen at once (0-2-10): one event, so an auto it meets
several times becomes pending once (9-6-2-1), and every card is read as it was before any of
them moved (its last-known information, 9-10-1).  The paths: the life cards damage puts into
the hand (N times, 「同時に処理します」, 14-3-2), two damages processed at one check point
(14-1-2-2-1), damage beside a card put into the drop by 14-6 in the same processing, an
instruction putting several life cards into the hand (both players' at once: both losing is a
draw, 0-1-3-3), removing several battle cards (13-9, 13-9-4), taking control of several (13-8),
several cards entering from the drop, each player drawing (FW-EACH-DRAWS), and several cards
KO'd or removed that each read the other's 【永続】 in their last information.  Deck cards moving
together move one at a time instead (3-2-3): moved from the top of the deck to the drop, found
by a search, or entering from the deck, no order is asked (3-1-5 is for cards placed at once),
the second lands on the first, and each is an event of its own: a 「デッキから」 auto is pending
once per card.  Each auto is expected `exactly` as often as the text makes it pending.  Both
players.
"""

from . import Family
from ..model.table import PLAYERS, other
from .lang import act, auto, opt, perm
from .opening import opening
from .scene import Scene, standard

MARK = {"markers": 1}


def generate(ctx):
    fam = Family(ctx, __name__)
    for first in ("P1", "P2"):
        double_strike(fam, first)
        two_damages(fam, first)
        for turn in (3, 4):
            for life in (1, 2):
                each_damage(fam, first, turn, life)
        damage_and_power_zero(fam, first)
        life_to_hand(fam, first)
        life_to_hand_each(fam, first)
        remove_two(fam, first)
        control_two(fam, first)
        for frm in ("drop", "deck"):
            enter_two(fam, first, frm)
        each_draws(fam, first)
        for to in ("drop", "life"):
            deck_top_two(fam, first, to)
        deck_top_two(fam, first, "drop", look=True)
        deck_to_bottom(fam, first)
        search_two(fam, first)
        for verb in ("remove", "ko"):
            read_together(fam, first, verb)
        mulligan(fam, first)
    return fam.cases


def board(first, life=(8, 8), deck=(5, 5)):
    s = standard(first=first, turn=3, life=life, deck=deck)
    tp = s.turn_player
    return s, tp, other(tp)


def watcher(s, p, cid, trigger, zone="battle"):
    """`p`'s card watching `trigger`, its effect one energy marker (counted in the state)."""
    if zone == "leader":
        s.zones[p]["leader"] = None
        del s.cards["L1" if p == "P1" else "L2"]
        return s.leader(p, skills=[auto(trigger, MARK)])
    return s.put(p, zone, cid, skills=[auto(trigger, MARK)])


def pending(card, n, clauses, skill=0):
    """`n` pending events of card's auto, and the same expected exactly."""
    ev = {"type": "pending", "card": card, "skill": skill}
    return [dict(ev) for _ in range(n)], [dict(ev, **{"$clauses": clauses})]


def double_strike(fam, first):
    s, tp, ntp = board(first)
    s.put(tp, "battle", "A", power=5000, keywords=["double-strike"])
    watcher(s, ntp, "W", {"on": "move", "from": "life", "to": "hand", "who": "you"})
    life = s.zones[ntp]["life"]
    evs, exact = pending("W", 1, ["14-3-2", "9-6-2-1"])
    desc = " ".join([
        fam.quote("14-3-2", "「自身のライフエリアの一番上のカードを手札に移動する」をN回分、同時に処理します"),
        fam.quote("9-6-2-1"),
        "%s's W: 「自分のライフのカードが手札に移動した時、エナジーマーカー1つを置く」. %s's A "
        "(【ダブルストライク】) attacks %s's leader (5000 ≥ 5000): 2 damage, and the damage processing "
        "moves %s and %s into %s's hand at once: one event, so W becomes pending once and %s places "
        "one marker, not two." % (ntp, tp, ntp, life[0], life[1], ntp, ntp)])
    fam.add("double-strike-one-pending-%s" % tp.lower(),
            "Two life cards into the hand by one damage: an auto on that move pending once (%s "
            "attacking)" % tp, desc, ["14-3-2", "9-6-2-1", "15-6-2-1"],
            ["simultaneity", "damage", "trigger"], s.setup(),
            [{"do": "attack", "card": "A", "target": s.zones[ntp]["leader"]}, {"do": "pass"},
             {"do": "pass", "by": ntp}],
            {"state": {ntp: {"hand": life[:2], "life": life[2:], "markers": 1}},
             "events": [{"type": "damage", "player": ntp, "amount": 2, "source": "A"},
                        {"type": "rule", "process": "14-3"}] + evs +
             [{"type": "activate", "card": "W", "skill": 0}],
             "exactly": exact})


def two_damages(fam, first):
    s, tp, ntp = board(first)
    s.put(tp, "battle", "S", skills=[act("main", {"damage": 1, "who": "opponent"},
                                         {"damage": 1, "who": "opponent"})])
    watcher(s, ntp, "W", {"on": "move", "from": "life", "to": "hand", "who": "you"})
    life = s.zones[ntp]["life"]
    evs, exact = pending("W", 1, ["14-1-2-2-1", "9-6-2-1"])
    desc = " ".join([
        fam.quote("14-1-2-2-1"), fam.quote("9-6-2-1"),
        "%s's S: 「相手に1ダメージを与える。相手に1ダメージを与える」; %s's W: 「自分のライフのカードが手札に移動"
        "した時、エナジーマーカー1つを置く」. Both damages are processed at once at the check point 7-3-3 "
        "(14-3 is check-type): %s and %s go to the hand in one event, W is pending once." % (
            tp, ntp, life[0], life[1])])
    fam.add("two-damages-one-pending-%s" % tp.lower(),
            "Two damages processed at one check point: one event, one pending auto (%s's skill)"
            % tp, desc, ["14-1-2-2-1", "9-6-2-1", "14-3-2"],
            ["simultaneity", "damage", "trigger", fam.reading("FW-DAMAGE-TIMING")], s.setup(),
            [{"do": "activate", "card": "S", "skill": 0}],
            {"state": {ntp: {"hand": life[:2], "life": life[2:], "markers": 1}},
             "events": [{"type": "damage", "player": ntp, "amount": 1, "source": "S"},
                        {"type": "damage", "player": ntp, "amount": 1, "source": "S"},
                        {"type": "checkpoint", "at": "7-3-3"},
                        {"type": "rule", "process": "14-3"},
                        {"type": "rule", "process": "14-3"}] + evs,
             "exactly": exact})


def damage_and_power_zero(fam, first):
    s, tp, ntp = board(first)
    s.put(tp, "battle", "S", skills=[act("main", {"damage": 1, "who": "opponent"}, {
        "set_power": 0, "target": {"all": {"who": "opponent", "zone": "battle"}},
        "until": "turn"})])
    s.put(ntp, "battle", "B")
    watcher(s, ntp, None, {"on": "move", "who": "you"}, zone="leader")
    lead = s.zones[ntp]["leader"]
    life = s.zones[ntp]["life"]
    evs, exact = pending(lead, 1, ["14-1-2-2-1", "9-6-2-1"])
    desc = " ".join([
        fam.quote("4-2-2-1", "現在処理を行うべきルール処理すべてを同時に処理します"),
        fam.quote("14-1-2-2-1"),
        "%s's S: 「相手に1ダメージを与える。ターン終了時まで、相手のバトルカードすべてのパワーは0になる」; %s's "
        "leader: 「自分のカードが領域を移動した時、エナジーマーカー1つを置く」. At the check point 7-3-3 the "
        "damage processing (14-3) and B's power 0 (14-6) are processed at once: their `rule` events, "
        "then %s into the hand and B into the drop in one event; the leader's auto is pending once."
        % (tp, ntp, life[0])])
    fam.add("damage-and-power-zero-%s" % tp.lower(),
            "Damage and a power of 0 processed at once: one event (%s's skill)" % tp, desc,
            ["4-2-2-1", "14-1-2-2-1", "9-6-2-1", "14-6-2"],
            ["simultaneity", "damage", "rule-process", fam.reading("FW-DAMAGE-TIMING")],
            s.setup(), [{"do": "activate", "card": "S", "skill": 0}],
            {"state": {ntp: {"hand": life[:1], "drop": ["B"], "battle": [], "markers": 1}},
             "events": [{"type": "checkpoint", "at": "7-3-3"},
                        {"type": "rule", "process": "14-3"},
                        {"type": "rule", "process": "14-6", "card": "B"},
                        {"type": "move", "card": life[0], "from": "%s:life" % ntp,
                         "to": "%s:hand" % ntp, "cause": "damage"},
                        {"type": "move", "card": "B", "from": "%s:battle" % ntp,
                         "to": "%s:drop" % ntp, "cause": "rule"}] + evs,
             "exactly": exact})


def life_to_hand(fam, first):
    s, tp, ntp = board(first)
    s.put(tp, "battle", "S", skills=[act("main", {"life_to_hand": 2, "who": "opponent"})])
    watcher(s, ntp, "W", {"on": "move", "from": "life", "to": "hand", "who": "you"})
    life = s.zones[ntp]["life"]
    evs, exact = pending("W", 1, ["0-2-10", "9-6-2-1"])
    desc = " ".join([
        fam.quote("0-2-10"), fam.quote("9-6-2-1"),
        "%s's S: 「相手のライフ上から2枚を手札に加える」 (not damage, 1-10-2); %s's W: 「自分のライフのカードが"
        "手札に移動した時、エナジーマーカー1つを置く」. The instruction moves %s and %s at once: W is pending "
        "once." % (tp, ntp, life[0], life[1])])
    fam.add("life-to-hand-two-one-pending-%s" % tp.lower(),
            "Two life cards into the hand by one instruction: one pending auto (%s's skill)" % tp,
            desc, ["0-2-10", "9-6-2-1", "1-10-2"], ["simultaneity", "trigger"], s.setup(),
            [{"do": "activate", "card": "S", "skill": 0}],
            {"state": {ntp: {"hand": life[:2], "life": life[2:], "markers": 1}},
             "events": evs, "exactly": exact})


def life_to_hand_each(fam, first):
    s, tp, ntp = board(first, life=(1, 1))
    s.put(tp, "battle", "S", skills=[act("main", {"life_to_hand": 1, "who": "each"})])
    desc = " ".join([
        fam.quote("0-2-10"), fam.quote("0-1-3-3"),
        "%s's S: 「お互いはライフ上から1枚を手札に加える」 with one life card each: both move at once, so both "
        "players have 0 life cards at the same time: both lose, a draw (not the first mover alone)."
        % tp])
    fam.add("life-to-hand-each-draw-%s" % tp.lower(),
            "Each player's last life card into the hand by one instruction: a draw (%s's skill)"
            % tp, desc, ["0-2-10", "0-1-3-3", "14-2-2-1"],
            ["simultaneity", "defeat", fam.reading("FW-EACH-DRAWS")], s.setup(),
            [{"do": "activate", "card": "S", "skill": 0}],
            {"state": {"result": {"draw": True}, tp: {"life": []}, ntp: {"life": []}},
             "events": [{"type": "rule", "process": "14-2"},
                        {"type": "lose", "player": tp, "why": "life"},
                        {"type": "lose", "player": ntp, "why": "life"},
                        {"type": "game-end", "draw": True}]})


def remove_two(fam, first):
    s, tp, ntp = board(first)
    s.put(tp, "battle", "S", skills=[act("main", {"remove": {"all": {"who": "opponent",
                                                                     "zone": "battle"}}})])
    s.put(ntp, "battle", "B1")
    s.put(ntp, "battle", "B2")
    lead = watcher(s, ntp, None, {"on": "move", "from": "battle", "who": "you"}, zone="leader")
    evs, exact = pending(lead, 1, ["13-9-4", "9-6-2-1"])
    desc = " ".join([
        fam.quote("13-9-4"), fam.quote("0-2-10"),
        "%s's S: 「相手のバトルカードすべてをゲームから取り除く」; %s's leader: 「自分のバトルエリアの"
        "カードが領域を移動した時、エナジーマーカー1つを置く」. B1 and B2 leave the battle area at once: the "
        "leader's auto is pending once (9-6-2-1)." % (tp, ntp)])
    fam.add("remove-two-one-pending-%s" % tp.lower(),
            "Two battle cards removed by one instruction: one pending auto (%s's skill)" % tp,
            desc, ["13-9-4", "0-2-10", "9-6-2-1"],
            ["simultaneity", "trigger", "templates"], s.setup(),
            [{"do": "activate", "card": "S", "skill": 0}],
            {"state": {ntp: {"battle": [], "removed": ["B1", "B2"], "markers": 1}},
             "events": evs, "exactly": exact})


def control_two(fam, first):
    s, tp, ntp = board(first)
    s.put(tp, "battle", "S", skills=[act("main", {"control": {"all": {
        "who": "opponent", "zone": "battle"}}})])
    s.put(ntp, "battle", "B1")
    s.put(ntp, "battle", "B2")
    lead = watcher(s, ntp, None, {"on": "move", "from": "battle", "who": "you"}, zone="leader")
    evs, exact = pending(lead, 1, ["13-8-1", "9-6-2-1"])
    desc = " ".join([
        fam.quote("13-8-1"), fam.quote("0-2-10"),
        "%s's S: 「相手のバトルカードすべてのコントロールを得る」; %s's leader: 「自分のバトルエリアのカードが"
        "領域を移動した時、エナジーマーカー1つを置く」. B1 and B2 move into %s's battle area at once: the "
        "leader's auto is pending once." % (tp, ntp, tp)])
    fam.add("control-two-one-pending-%s" % tp.lower(),
            "Control of two battle cards by one instruction: one pending auto (%s's skill)" % tp,
            desc, ["13-8-1", "0-2-10", "9-6-2-1"],
            ["simultaneity", "trigger", "templates", fam.reading("FW-MASTER-CHANGE")], s.setup(),
            [{"do": "activate", "card": "S", "skill": 0}],
            {"state": {ntp: {"battle": [], "markers": 1}},
             "events": evs, "exactly": exact})


def enter_two(fam, first, frm):
    s, tp, ntp = board(first)
    if frm == "drop":
        s.put(tp, "drop", "X1")
        s.put(tp, "drop", "X2")
        cards = ["X1", "X2"]
        sel = {"all": {"who": "you", "zone": "drop"}}
    else:
        cards = s.zones[tp]["deck"][:2]
        sel = {"top": 2, "who": "you", "zone": "deck"}
    s.put(tp, "battle", "S", skills=[act("main", {"enter": sel})])
    watcher(s, tp, "W", {"on": "enter", "of": {"who": "you", "zone": "battle"}})
    n = 1 if frm == "drop" else 2
    evs, exact = pending("W", n, ["0-2-10", "9-6-2-1"] if frm == "drop" else ["3-2-3"])
    script = [{"do": "activate", "card": "S", "skill": 0}]
    if frm == "drop":
        what = "they enter at once: one event, W is pending once (9-6-2-1)"
        clauses = ["0-2-10", "9-6-2-1", "5-5-3"]
        quotes = [fam.quote("0-2-10"), fam.quote("9-6-2-1")]
    else:
        what = "deck cards moving together move one at a time (3-2-3): %s enters, then %s, two " \
               "events, W is pending twice and resolves twice" % (cards[0], cards[1])
        clauses = ["3-2-3", "5-5-3", "9-6-2"]
        quotes = [fam.quote("3-2-3"), fam.quote("9-6-2")]
    desc = " ".join(quotes + [
        "%s's S: 「自分の%sのカード2枚を登場させる」; W: 「自分のバトルカードが登場した時、エナジーマーカー1つを"
        "置く」: %s." % (tp, "ドロップ" if frm == "drop" else "デッキの上", what)])
    fam.add("enter-two-from-%s-%s" % (frm, tp.lower()),
            "Two cards entering from the %s by one instruction: W pending %s (%s's skill)" % (
                frm, "once" if n == 1 else "twice", tp), desc, clauses,
            ["simultaneity", "trigger", "entry"] +
            ([fam.reading("FW-PENDING-COUNT")] if n == 2 else []), s.setup(), script,
            {"state": {tp: {"battle": [{"card": "S", "rested": False, "power": 1000,
                                        "combo": None, "under": [], "ki": 0},
                                       {"card": "W", "rested": False, "power": 1000,
                                        "combo": None, "under": [], "ki": 0}] +
                            [{"card": c, "rested": False, "power": 1000, "combo": None,
                              "under": [], "ki": 0} for c in cards],
                            "markers": n}},
             "events": evs, "exactly": exact})


def each_draws(fam, first):
    s, tp, ntp = board(first)
    s.put(tp, "battle", "S", skills=[act("main", {"draw": 2, "who": "each"})])
    watcher(s, tp, "W", {"on": "move", "from": "deck", "to": "hand"})
    evs, exact = pending("W", 2, ["0-2-10", "9-6-2-1", "3-2-3"])
    dt, dn = s.zones[tp]["deck"], s.zones[ntp]["deck"]
    desc = " ".join([
        fam.quote("0-2-10"), fam.quote("3-2-3"), fam.quote("9-6-2-1"),
        "%s's S: 「お互いはカード2枚を引く」; W: 「デッキのカードが手札に移動した時、エナジーマーカー1つを置く」. "
        "Each player's two cards move one at a time, the two players' first draws at once and "
        "their second draws at once: two events, W pending twice (not four times)." % tp])
    fam.add("each-draws-two-pending-%s" % tp.lower(),
            "Each player draws 2: one event per round of draws (%s's skill)" % tp, desc,
            ["0-2-10", "9-6-2-1", "3-2-3", "5-1-3"],
            ["simultaneity", "trigger", "draw", fam.reading("FW-EACH-DRAWS"),
             fam.reading("FW-PENDING-COUNT")], s.setup(),
            [{"do": "activate", "card": "S", "skill": 0}],
            {"state": {tp: {"hand": dt[:2], "markers": 2}, ntp: {"hand": dn[:2]}},
             "events": evs, "exactly": exact})


def deck_top_two(fam, first, to, look=False):
    """`look`: 「デッキの上から2枚を見て、それらを…に置く」, the looked-at cards moved (13-11)."""
    s, tp, ntp = board(first)
    s.put(tp, "battle", "S", skills=[act("main", *([{"look": 2}] if look else []) + [
        {"move": {"top": 2, "who": "you", "zone": "deck"}, "to": to}])])
    watcher(s, tp, "W", {"on": "move", "from": "deck", "to": to, "who": "you"})
    deck = s.zones[tp]["deck"]
    evs, exact = pending("W", 2, ["3-2-3"])
    moves = [{"type": "move", "card": deck[0], "from": "%s:deck" % tp, "to": "%s:%s" % (tp, to)},
             {"type": "pending", "card": "W", "skill": 0},
             {"type": "move", "card": deck[1], "from": "%s:deck" % tp, "to": "%s:%s" % (tp, to)},
             {"type": "pending", "card": "W", "skill": 0}]
    dest = [deck[1], deck[0]] + ([] if to == "drop" else s.zones[tp]["life"])
    desc = " ".join([
        fam.quote("3-2-3"), fam.quote("9-6-2"),
        "%s's S: 「自分のデッキの上から2枚を%s%sに置く」; W: 「自分のデッキのカードが%sに置かれた時、エナジー"
        "マーカー1つを置く」. The two deck cards move one at a time: %s, then %s on top of it; no order "
        "is asked (3-1-5 concerns cards placed at once); each move is an event of its own, so W is "
        "pending twice and %s places two markers." % (
            tp, "見て、それらを" if look else "", "ドロップ" if to == "drop" else "ライフ",
            "ドロップ" if to == "drop" else "ライフ", deck[0], deck[1], tp)])
    fam.add("deck-top-two-%sto-%s-%s" % ("looked-" if look else "", to, tp.lower()),
            "The top two deck cards %sto the %s: one at a time, no order, two pendings (%s's "
            "skill)" % ("looked at, then " if look else "", to, tp), desc,
            ["3-2-3", "9-6-2"] + (["3-9-4"] if to == "life" else ["3-4-3"]) +
            (["13-11-2"] if look else []),
            ["simultaneity", "trigger", "zones", fam.reading("FW-PENDING-COUNT")], s.setup(),
            [{"do": "activate", "card": "S", "skill": 0}],
            {"state": {tp: {"deck": deck[2:], to: dest, "markers": 2}},
             "events": moves, "exactly": exact})


def deck_to_bottom(fam, first):
    s, tp, ntp = board(first)
    s.put(tp, "battle", "S", skills=[act("main", {"move": {"top": 2, "who": "you",
                                                           "zone": "deck"},
                                                  "to": "deck", "at": "bottom"})])
    deck = s.zones[tp]["deck"]
    desc = " ".join([
        fam.quote("3-2-3"),
        "%s's S: 「自分のデッキの上から2枚をデッキの下に置く」: one at a time, %s to the bottom, then %s "
        "below it; no order is asked." % (tp, deck[0], deck[1])])
    fam.add("deck-top-two-to-bottom-%s" % tp.lower(),
            "The top two deck cards to the bottom, one at a time (%s's skill)" % tp, desc,
            ["3-2-3"], ["simultaneity", "zones"], s.setup(),
            [{"do": "activate", "card": "S", "skill": 0}],
            {"state": {tp: {"deck": deck[2:] + deck[:2]}}})


def search_two(fam, first):
    s, tp, ntp = board(first)
    deck = s.zones[tp]["deck"]
    s.put(tp, "battle", "S", skills=[act("main", {"search": {"type": "battle"}, "count": 2,
                                                  "to": "drop"})])
    watcher(s, tp, "W", {"on": "move", "from": "deck", "to": "drop", "who": "you"})
    picked = [deck[3], deck[1]]
    rest = [deck[0], deck[2], deck[4]]
    shuffled = list(reversed(rest))
    evs, exact = pending("W", 2, ["3-2-3"])
    desc = " ".join([
        fam.quote("3-2-3"), fam.quote("5-2-8"),
        "%s's S: 「自分のデッキからバトルカード2枚までを選び、公開してドロップに置き、デッキをシャッフルする」; "
        "W: 「自分のデッキのカードがドロップに置かれた時、エナジーマーカー1つを置く」. %s chooses %s and %s; "
        "they move one at a time from the top of the deck (%s, then %s on it): no order is asked, "
        "two events, W pending twice." % (tp, tp, picked[0], picked[1], deck[1], deck[3])])
    fam.add("search-two-to-drop-%s" % tp.lower(),
            "Two cards searched into the drop: one at a time, no order, two pendings (%s's skill)"
            % tp, desc, ["3-2-3", "5-2-8", "9-6-2"],
            ["simultaneity", "trigger", "search", fam.reading("FW-PENDING-COUNT")], s.setup(),
            [{"do": "activate", "card": "S", "skill": 0},
             {"choose": picked, "for": "target", "by": tp},
             {"random": shuffled, "for": "shuffle"}],
            {"state": {tp: {"deck": shuffled, "drop": [deck[3], deck[1]], "markers": 2}},
             "events": [{"type": "move", "card": deck[1], "from": "%s:deck" % tp,
                         "to": "%s:drop" % tp}, evs[0],
                        {"type": "move", "card": deck[3], "from": "%s:deck" % tp,
                         "to": "%s:drop" % tp}, evs[1]], "exactly": exact})


def read_together(fam, first, verb):
    s, tp, ntp = board(first)
    both = {"who": "you", "zone": "battle", "filter": {"trait": "T"}}
    s.put(tp, "battle", "S", skills=[act("main", {verb: {"all": both}})])
    boost = perm({"power": 1000, "target": {"all": {"who": "you", "zone": "battle",
                                                     "filter": {"other": True}}}})
    s.put(tp, "battle", "A", traits=["T"], skills=[boost])
    s.put(tp, "battle", "B", traits=["T"], skills=[boost])

    def seen(name):
        # A (B) as it left: 1000 printed, +1000 from the other one
        flt = {"name": name, "power_min": 2000}
        if verb == "ko":
            return {"on": "ko", "of": {"who": "you", "zone": "battle", "filter": flt}}
        return {"on": "move", "from": "battle", "who": "you", "filter": flt}
    s.put(tp, "battle", "W", skills=[auto(seen("A"), MARK), auto(seen("B"), MARK)])
    script = [{"do": "activate", "card": "S", "skill": 0}]
    if verb == "ko":
        script.append({"choose": ["A", "B"], "for": "order", "by": tp})
    script.append({"choose": opt("W", 0), "for": "auto", "by": tp})
    desc = " ".join([
        fam.quote("0-2-10", "すべての行動が終わるまでその間の状況は変化していないものとして扱います"),
        fam.quote("9-6-7-1-2"),
        "A and B (1000, 《T》) each have 「自分の他のバトルカードすべてのパワー+1000」: each has 2000 "
        "by the other's. W has 「自分の「A」(「B」) がパワー2000以上でバトルエリアを%s時、エナジーマーカー"
        "1つを置く」 (0 and 1). %s's S %s both at once: there is no time between the two, so "
        "each leaves with 2000 (the other one still there) and both of W's autos are pending; read "
        "one card after the other, the second would have 1000." % (
            "離れた" if verb == "remove" else "KOされた", tp,
            "removes" if verb == "remove" else "KOs")])
    clauses = ["0-2-10", "9-6-7-1-2"] + (["5-10-1"] if verb == "ko" else ["13-9-4"])
    fam.add("%s-two-read-together-%s" % (verb, tp.lower()),
            "Two cards %s at once are read as they were before either moved (%s's skill)" % (
                "removed" if verb == "remove" else "KO'd", tp), desc, clauses,
            ["simultaneity", "trigger", "lki"], s.setup(), script,
            {"state": {tp: {"markers": 2, "drop" if verb == "ko" else "removed": ["A", "B"]}},
             "events": [{"type": "pending", "card": "W", "skill": 0},
                        {"type": "pending", "card": "W", "skill": 1},
                        {"type": "activate", "card": "W", "skill": 0},
                        {"type": "activate", "card": "W", "skill": 1}],
             "exactly": [{"type": "pending", "card": "W", "$clauses": ["0-2-10", "9-6-7-1-2"]}]})


def mulligan(fam, chooser):
    s = Scene(first=None, at="pregame")
    decks = {}
    for p in PLAYERS:
        s.leader(p, skills=[auto({"on": "move", "from": "hand", "to": "deck", "who": "you"},
                                 MARK)])
        decks[p] = [s.put(p, "deck", "%sD%02d" % (p, i + 1)) for i in range(50)]
    first = chooser
    script, zones, first, drawn = opening(fam.rng("mulligan-" + chooser), decks, chooser,
                                          "first", {first: True, other(first): False},
                                          lambda h: None)
    lead = s.zones[first]["leader"]
    evs, exact = pending(lead, 1, ["6-2-1-8-1", "0-2-10"])
    desc = " ".join([
        fam.quote("6-2-1-8-1"), fam.quote("0-2-10"),
        "Each leader: 「自分の手札のカードがデッキに移動した時、エナジーマーカー1つを置く」. %s goes first "
        "and takes a mulligan: its six cards go back to the deck all at once, one event, so its "
        "leader's auto is pending once (9-6-2-1) and resolves at the first check point of the game "
        "(7-2-6): one marker. %s keeps its hand." % (first, other(first))])
    fam.add("mulligan-one-pending-%s" % first.lower(),
            "A mulligan's six cards back into the deck at once: one pending auto (%s first)"
            % first, desc, ["6-2-1-8-1", "0-2-10", "9-6-2-1"],
            ["simultaneity", "pregame", "trigger", fam.reading("FW-PREGAME-DEFEAT")],
            s.setup(), script,
            {"state": {first: {"markers": 1}, "turn": {"number": 1, "player": first,
                                                       "phase": "main"}},
             "events": [{"type": "mulligan", "player": first, "taken": True}] + evs +
             [{"type": "checkpoint", "at": "7-2-6"}, {"type": "activate", "card": lead,
                                                        "skill": 0}],
             "exactly": exact})


def each_damage(fam, first, turn, life):
    """「お互いに1ダメージを与える」: both players take damage at one check point (14-3-2 for each,
    14-1-2-2-1 at once); with one life card each, both lose at once: a draw (0-1-3-3)."""
    s = standard(first=first, turn=turn, life=(life, life))
    tp = s.turn_player
    ntp = other(tp)
    s.put(tp, "battle", "S", skills=[act("main", {"damage": 1, "who": "each"})])
    tops = {p: s.zones[p]["life"][0] for p in PLAYERS}
    events = [{"type": "damage", "player": tp, "amount": 1, "source": "S"},
              {"type": "damage", "player": ntp, "amount": 1, "source": "S"},
              {"type": "checkpoint", "at": "7-3-3"},
              {"type": "rule", "process": "14-3"}, {"type": "rule", "process": "14-3"}]
    events += [{"type": "move", "card": tops[p], "from": "%s:life" % p, "to": "%s:hand" % p,
                "cause": "damage"} for p in (tp, ntp)]
    state = {p: {"life": s.zones[p]["life"][1:], "hand": [tops[p]]} for p in PLAYERS}
    exact = [{"type": "damage"}, {"type": "move"}, {"type": "rule", "process": "14-3"}]
    clauses = ["14-3-2", "14-1-2-2-1", "5-8-3"]
    if life == 1:
        events += [{"type": "rule", "process": "14-2"},
                   {"type": "lose", "player": tp, "why": "life"},
                   {"type": "lose", "player": ntp, "why": "life"},
                   {"type": "game-end", "draw": True}]
        exact += [{"type": "lose"}, {"type": "game-end"}]
        state["result"] = {"draw": True}
        clauses += ["0-1-3-3", "14-2-2-1"]
        what = ("both life areas are then empty: both players lose at once, a draw, the turn "
                "player's `lose` first")
    else:
        state["result"] = None
        what = "each has one life card left and the game goes on"
    desc = " ".join([fam.quote("14-3-2"), fam.quote("14-1-2-2-1"),
                     "Turn %d, %s's: its S 「お互いに1ダメージを与える」 deals 1 damage to each "
                     "player, the turn player's first (0-2-7: several players resolving, the turn "
                     "player first). At the check point 7-3-3 the two damage processes run at "
                     "once: two `rule` events, then each player's top life card into its hand, "
                     "the turn player's first; %s." % (
                         turn, tp, what)])
    fam.add("each-damage-life-%d-%s-turn-%d" % (life, first.lower(), turn),
            "Damage to both players at one check point (life %d, turn %d)" % (life, turn),
            desc, clauses, ["defeat", "damage", "simultaneity"], s.setup(),
            [{"do": "activate", "card": "S", "skill": 0}],
            {"state": state, "events": events, "exactly": exact})
