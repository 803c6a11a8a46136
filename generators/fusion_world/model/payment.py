"""Owns costs and their payment: a card's cost (5-3, 1-2, 1-11) and a skill's cost (1-4).

A card's cost: whether a `pay` list is a payment of the cost, and whether any payment exists
from a player's active energy and energy markers.  A payment rests exactly `cards_to_pay`
energy (5-3-1, with 1-2-2-1 / 5-3-1-1 when the total is less than the specified costs).  Among
the cards rested, each specified color C needs as many cards having C as specified, counted per
color: a card of two colors counts for each of its colors (FW-MULTICOLOR-PAY).  An energy marker
removed instead of resting a card counts as one energy of one color of the leader's, chosen by
the payer, and of that color only (1-11-2, FW-MARKER-COLOR).

A skill's cost (`SkillCosts`, a part of the game): the parts paid in the order written (1-4-3);
① rests N of the player's energy (1-4-5-1), a colored ○ one energy of that color each (1-4-5-2),
and an energy marker may be removed instead of resting an energy, as one of the leader's colors
(1-11-2, FW-MARKER-SKILL-COST, FW-MARKER-COLOR); resting this card (15-4-2), discarding (13-7),
【気】-N (5-13) and putting this card into the drop.  A cost of which a part cannot be paid cannot
be paid at all (1-4-6).  The N of a 【気】 or discard part may be "X" (13-5): the master decides it
when that part is paid (13-5-2, 0-2-8; a number the part can be paid with), the first time the
skill needs X; the resolution that follows takes it over (`cost_x`, effects.py), every X of the
skill being that number (13-5-3).
"""

import itertools

from common.script import CaseError

from .table import ORIENTED


def _covers(specified, card_colors, markers, leader_colors):
    """True when the rested cards (a list of color lists) and `markers` markers, each given one
    leader color, meet every specified color."""
    short = 0
    for color, need in specified.items():
        missing = need - sum(1 for cs in card_colors if color in cs)
        if missing > 0:
            if color not in leader_colors:
                return False
            short += missing
    return short <= markers


def problem(card, pay, energy, rested, markers, colors_of, leader_colors):
    """Why `pay` is not a payment of `card`'s cost, or None when it is one.  energy: the card
    ids of the player's energy area; markers: the energy markers there."""
    if not isinstance(pay, list):
        return "pay is not a list"
    ids = [x for x in pay if x != "marker"]
    used = len(pay) - len(ids)
    if len(pay) != card.cards_to_pay():
        return "%d paid, %d needed" % (len(pay), card.cards_to_pay())
    if len(set(ids)) != len(ids):
        return "an energy card named twice"
    for x in ids:
        if x not in energy:
            return "%s is not in the energy area" % x
        if x in rested:
            return "%s is rested" % x
    if used > markers:
        return "%d markers, %d in the energy area" % (used, markers)
    if not _covers(card.specified, [colors_of(x) for x in ids], used, leader_colors):
        return "the specified colors are short"
    return None


def enough(card, energy, rested, markers):
    """5-3-3 (the reading of the vocabulary page: the number of active energy and markers)."""
    return sum(1 for x in energy if x not in rested) + markers >= card.cards_to_pay()


def exists(card, energy, rested, markers, colors_of, leader_colors):
    """Whether some payment of `card`'s cost exists."""
    active = [x for x in energy if x not in rested]
    need = card.cards_to_pay()
    for k in range(0, min(markers, need) + 1):
        if need - k > len(active):
            continue
        for chosen in itertools.combinations(active, need - k):
            if _covers(card.specified, [colors_of(x) for x in chosen], k, leader_colors):
                return True
    return False


class EnergyCost:
    """The energy part of a skill cost, read as a card's cost is read."""

    def __init__(self, parts):
        self.total = sum(p["energy"] for p in parts if isinstance(p, dict) and "energy" in p)
        self.specified = {}
        for p in parts:
            if isinstance(p, dict) and "energy" in p and "color" in p:
                self.specified[p["color"]] = self.specified.get(p["color"], 0) + p["energy"]

    def cards_to_pay(self):
        return max(self.total, sum(self.specified.values()))


class SkillCosts:
    def energy_args(self, p):
        return (self.zones[p]["energy"], self.rested, self.markers[p],
                lambda c: self.info(c).colors, self.leader_colors(p))

    @staticmethod
    def has_energy_part(parts):
        return any(isinstance(x, dict) and "energy" in x for x in parts or [])

    def cost_answer(self, parts, p, keep=()):
        """valid(v) of the `cost` choice of a cost `parts` of player p: false declines; true
        pays a cost without an energy part; a list of energy (none of `keep`) pays its energy
        part (the vocabulary)."""
        energy = self.has_energy_part(parts)

        def valid(v):
            if v is False:
                return True
            if not energy:
                return v is True
            return isinstance(v, list) and not set(v) & set(keep) and \
                self.energy_problem(parts, v, p) is None
        return valid

    def cost_payable(self, parts, p, cid, used=False):
        """1-4-6: whether every part can be paid; `used`: the card is an extra card used from
        the hand, in the drop by the time its skill cost is paid (12-2-2-2, 12-2-2-3)."""
        if not self.cost_parts_payable(parts, p, cid, used):
            self.rule("9-2-4")             # a cost that cannot be paid: the skill does not activate
            return False
        return True

    def cost_parts_payable(self, parts, p, cid, used=False):
        """1-4-6 (reading FW-COST-PART-WAY): the parts together, in their order (1-4-3), against
        the state before the payment: what an earlier part uses up or changes is not there for
        a later one (a second "rest-self", "rest-self" after "drop-self", discards beyond the
        hand), nor what the use of an extra card changes before it (`used`)."""
        zone, rested = "drop" if used else self.zone_of(cid), cid in self.rested
        hand, ki = len(self.hand_to_discard(p, cid)), self.ki.get(cid, 0)
        for x in parts or []:
            if x == "rest-self":
                if zone not in ORIENTED or rested:
                    return False
                rested = True
            elif x == "drop-self":
                if not self.may_drop_self(cid, zone):
                    return False
                zone = "drop"
            elif "discard" in x:           # "X" may be 0: always payable
                hand -= 0 if x["discard"] == "X" else x["discard"]
                if hand < 0:
                    return False
            elif "ki" in x:
                ki -= 0 if x["ki"] == "X" else x["ki"]
                if ki < 0:
                    return False
        if self.has_energy_part(parts):
            if self.markers[p]:
                self.rule("1-11-2")
            if not exists(EnergyCost(parts), *self.energy_args(p)):
                return False
        return True

    def hand_to_discard(self, p, cid):
        """The cards a discard part takes from: p's hand but the card paying (13-7)."""
        return [c for c in self.zones[p]["hand"] if c != cid]

    def may_drop_self(self, cid, zone):
        """"drop-self": not from the leader area, the drop, under a card or outside the game,
        nor out of the battle area while an effect forbids the card to leave it (0-2-5)."""
        if zone == "drop":
            self.rule("0-2-4-1")           # already there: it cannot be put there again
            return False
        if zone in ("leader", "under", "removed", None):
            return False
        if zone == "battle" and "leave" in self.info(cid).forbids:
            self.rule("0-2-5")
            return False
        return True

    def part_payable_now(self, x, p, cid):
        """Whether a part can still be paid as the payment reaches it (1-4-7)."""
        if x == "rest-self":
            return self.zone_of(cid) in ORIENTED and cid not in self.rested
        if x == "drop-self":
            return self.may_drop_self(cid, self.zone_of(cid))
        if isinstance(x, dict) and "discard" in x and x["discard"] != "X":
            return len(self.hand_to_discard(p, cid)) >= x["discard"]
        if isinstance(x, dict) and "ki" in x and x["ki"] != "X":
            return self.ki.get(cid, 0) >= x["ki"]
        return True

    def energy_problem(self, parts, pay, p):
        if not self.has_energy_part(parts):
            return None if not pay else "this cost has no energy part"
        return problem(EnergyCost(parts), pay, *self.energy_args(p))

    def cost_number(self, v, p, cid, most):
        """A cost part's N; "X" decided by the master p when first needed (13-5-2, 0-2-8), at
        most `most` (what the part can be paid with, 1-4-6), then the same (13-5-3)."""
        if v != "X":
            return v
        if self.cost_x is None:
            self.rule("13-5-2", "0-2-8", "1-4-6")   # 1-4-6: at most what the part can take
            n = self.choose("number", p, lambda n: isinstance(n, int) and
                            not isinstance(n, bool) and 0 <= n <= most,
                            {"min": 0, "max": most})
            self.cost_x = (cid, n)
        else:
            self.rule("13-5-3")
            if self.cost_x[1] > most:
                raise CaseError("step %d: X = %d cannot pay %r" % (self.step, self.cost_x[1], v))
        return self.cost_x[1]

    def pay_skill_cost(self, parts, p, cid, pay):
        """Pays every part in order (1-4-3); `pay` is the energy payment.  False when a part an
        effect has made impossible since the payment began cannot be paid (1-4-7, reading
        FW-COST-PART-WAY): the parts paid stay paid and the rest is not."""
        self.cost_x = None
        self.rule("1-4-2")
        if parts:
            self.rule("1-4-1")             # the acts that activate this 【起動】 / 【自動】
        if len(parts or []) >= 2:
            self.rule("1-4-3")
        paid_energy = False
        for x in parts or []:
            if not self.part_payable_now(x, p, cid):
                self.rule("1-4-7")
                return False
            if x == "rest-self":
                self.set_rested(cid)
            elif x == "drop-self":
                # moved by paying the cost, not by the effect (1-5-1): cause `pay`
                self.begin_batch()
                self.move(cid, "drop", "pay")
                self.end_batch()
            elif "discard" in x:
                self.rule("13-7-1")
                hand = self.hand_to_discard(p, cid)
                n = self.cost_number(x["discard"], p, cid, len(hand))
                if n <= 0:
                    self.rule("0-2-4-2")   # X = 0: nothing is discarded, nothing asked
                    picked = []
                elif len(hand) > n:
                    picked = self.choose("target", p, lambda v: isinstance(v, list) and
                                         len(v) == n and len(set(v)) == n and
                                         all(c in hand for c in v), list(hand))
                else:
                    picked = list(hand)
                with self.together(picked):
                    self.arrive_ordered(picked, "drop", "pay")
            elif "ki" in x:
                n = self.cost_number(x["ki"], p, cid, self.ki.get(cid, 0))
                self.rule("5-13-1", "1-12-1")
                self.ki[cid] = self.ki.get(cid, 0) - n
                self.changed()
            elif "energy" in x and not paid_energy:
                paid_energy = True
                self.rule("1-4-5-1")
                if "color" in x or any(isinstance(y, dict) and "color" in y for y in parts):
                    self.rule("1-4-5-2")
                if "marker" in pay:
                    self.rule("1-11-2", "1-11-1")   # a marker paid instead of an energy
                self.pay(p, pay)
        return True
