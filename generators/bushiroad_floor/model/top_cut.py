"""Owns the top cut (FR.3.2.4, a part of the tournament): qualifiers by standings with
exclusions (a disqualified fighter is never a candidate), the tiered selections of FR.3.2.4.2,
.3, .4 and .6 (nation, ride line, title, oshi), the usage rate of FR.3.2.4.5, a rank shared
across the cut line settled by a random order, and removals after the cut (FR.3.2.4~p5).
"""

from common.script import CaseError


class TopCut:
    def rank_of(self):
        return {row["fighter"]: row["rank"] for row in self.latest_rows}

    def take(self, ordered, slots, rank, qualifiers):
        """Fills from `ordered` (best first); a rank shared across the cut line is resolved by
        a cut-line random.  rank: name -> rank (fighters sharing one are tied)."""
        i = 0
        while i < len(ordered) and len(qualifiers) < slots:
            j = i
            while j < len(ordered) and rank[ordered[j]] == rank[ordered[i]]:
                j += 1
            group = ordered[i:j]
            room = slots - len(qualifiers)
            if len(group) <= room:
                qualifiers += group
            else:
                order = list(self.ask("cut-line", self.setup_sorted(group)))
                if sorted(order) != sorted(group):
                    raise CaseError("cut-line is not a permutation of the tied fighters")
                qualifiers += order[:room]
            i += len(group)
        return qualifiers

    def do_top_cut(self, step, entry):
        dq = [f.name for f in self.fighters if f.disqualified]
        if dq:
            entry = dict(entry, excluded=sorted(set(entry.get("excluded", [])) | set(dq)))
        return self.top_cut(step, entry)

    def top_cut(self, step, entry):
        if self.latest_rows is None:
            raise CaseError("top-cut without standings")
        method, slots = entry["method"], entry["slots"]
        excluded = set(entry.get("excluded", []))
        rank = self.rank_of()
        standing = [row["fighter"] for row in self.latest_rows if row["fighter"] not in excluded]
        ev = {"type": "top-cut", "method": method}
        if method == "standings":
            qualifiers = self.take(standing, slots, rank, [])
        elif method in ("nation", "ride-line", "title", "oshi"):
            qualifiers = self.tiered(standing, slots, rank, entry["decks"])
        elif method == "usage-rate":
            usage = self.usage_points(entry["decks"])
            qualifiers = []
            for losses in (0, 1):
                group = [n for n in standing if self.by_name[n].losses == losses]
                group.sort(key=lambda n: usage[n])            # stable: standing order
                self.take(group, slots, usage, qualifiers)
            ev["usage"] = {n: usage[n] for n in standing}
        else:
            raise CaseError("top-cut method " + str(method))
        self.qualifiers = list(qualifiers)
        ev["qualifiers"] = list(qualifiers)
        ev["empty"] = slots - len(qualifiers)
        out = {"type": "top-cut", "method": method, "qualifiers": ev["qualifiers"],
               "empty": ev["empty"]}
        if "usage" in ev:
            out["usage"] = ev["usage"]
        self.emit(step, out)

    def tier_lists(self, standing, decks):
        """Tier 1 the undefeated, tier k+2 the one-loss fighters with k decks using a selected
        name; each tier in standing order."""
        selected = set()
        for f in self.fighters:
            if f.losses == 0:
                for deck in decks.get(f.name, []):
                    selected.update(deck)
        tiers = [[n for n in standing if self.by_name[n].losses == 0]]
        one_loss = [n for n in standing if self.by_name[n].losses == 1]
        use = {n: sum(1 for d in decks.get(n, []) if selected & set(d)) for n in one_loss}
        for k in range(0, max([len(decks.get(n, [])) for n in one_loss] + [0]) + 1):
            tiers.append([n for n in one_loss if use[n] == k])
        return tiers, selected, use

    def tiered(self, standing, slots, rank, decks):
        if self.tier_overflow != "standing":
            raise CaseError("tier_overflow %s is not modelled" % self.tier_overflow)
        tiers, _, _ = self.tier_lists(standing, decks)
        qualifiers = []
        for tier in tiers:
            self.take(tier, slots, rank, qualifiers)
        return qualifiers

    def usage_points(self, decks):
        totals = {}
        for f in self.fighters:
            if f.wins >= self.usage_threshold:
                for deck in decks.get(f.name, []):
                    for card in deck:
                        if card["type"] == "character":
                            totals[card["card"]] = totals.get(card["card"], 0) + card["count"]
        usage = {}
        for f in self.fighters:
            usage[f.name] = sum(card["count"] * totals.get(card["card"], 0)
                                for deck in decks.get(f.name, []) for card in deck
                                if card["type"] == "character")
        return usage

    def do_disqualify(self, step, entry):
        if self.qualifiers is None:
            raise CaseError("disqualify before a top cut")
        self.qualifiers = [n for n in self.qualifiers if n != entry["fighter"]]
        self.emit(step, {"type": "qualifiers", "qualifiers": list(self.qualifiers)})
