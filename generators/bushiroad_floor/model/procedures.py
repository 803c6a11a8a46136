"""Owns two of the judge's procedures the penalty guide states exactly (a part of the
tournament): a forgotten automatic ability (PG.3.4~p1: played at the check timing nearest to
when it was noticed, an optional one treated as declined) and the repair of a hidden zone
(PG.3.5.3.2~p1 cards revealed, PG.3.5.4~p2 an extra card put back on top of the deck first,
PG.3.6.1.2~p2 an order lost: the legally confirmed cards set aside, the rest shuffled, the
confirmed ones returned to their places; a position counts from the top, 0, or from the
bottom, -1)."""

from common.script import CaseError, permutation_of

SITUATIONS = {"revealed": "PG.3.5.3.2~p1", "extra-card": "PG.3.5.4~p2",
              "order-lost": "PG.3.6.1.2~p2"}


class Procedures:
    def do_forgotten_ability(self, step, entry):
        f = self.fighter(entry.get("fighter"))
        self.rule("PG.3.4~p1")
        self.emit(step, {"type": "forgotten-ability", "fighter": f.name,
                         "resolution": "declined" if entry.get("optional")
                         else "play-at-next-check-timing"})

    def do_repair_zone(self, step, entry):
        f = self.fighter(entry.get("fighter"))
        situation = entry.get("situation")
        if situation not in SITUATIONS:
            raise CaseError("repair-zone situation %r" % situation)
        if "extra" in entry and situation != "extra-card":
            raise CaseError("extra belongs to the extra-card situation")
        zone = list(entry.get("extra", [])) + list(entry.get("zone", []))  # 山札の上に戻し
        if len(set(zone)) != len(zone):
            raise CaseError("a card is in the zone twice")
        n = len(zone)
        out = [None] * n
        fixed = entry.get("fixed", {})
        for card, pos in fixed.items():
            if card not in zone or not isinstance(pos, int) or not -n <= pos < n:
                raise CaseError("fixed %s: not a card and position of the zone" % card)
            place = pos if pos >= 0 else n + pos
            if out[place] is not None:
                raise CaseError("two fixed cards at position %d" % pos)
            out[place] = card
        self.rule(SITUATIONS[situation])
        loose = [c for c in zone if c not in fixed]
        order = self.ask_random("repair-shuffle", loose, permutation_of(loose))
        rest = iter(order)
        out = [c if c is not None else next(rest) for c in out]
        self.emit(step, {"type": "zone-repaired", "fighter": f.name, "situation": situation,
                         "zone": out})
