"""Owns the top cut (FR.3.2.4, a part of the tournament): qualifiers by standings with
exclusions (a disqualified fighter is never a candidate), the tiered selections of FR.3.2.4.2,
.3, .4 and .6 (nation, ride line, title, oshi), the usage rate of FR.3.2.4.5, a rank shared
across the cut line settled by a random order, and removals after the cut (FR.3.2.4~p5).
"""

from common.script import CaseError


# each tiered selection (FR.3.2.4.2, .3, .4, .6): (its clause, the paragraph naming the
# selected names, the paragraph of its procedure, the cut-line paragraph or None, the
# paragraph of no backfill)
INT64_MAX = 2 ** 63 - 1   # the engines' integers: usage points beyond are refused

TIERED = {"nation": ("FR.3.2.4.2", "FR.3.2.4.2~p2", "FR.3.2.4.2~p3", None, "FR.3.2.4.2~p4"),
          "ride-line": ("FR.3.2.4.3", "FR.3.2.4.3~p3", "FR.3.2.4.3~p2", "FR.3.2.4.3~p5",
                        "FR.3.2.4.3~p4"),
          "title": ("FR.3.2.4.4", "FR.3.2.4.4~p2", "FR.3.2.4.4~p3", "FR.3.2.4.4~p6",
                    "FR.3.2.4.4~p4"),
          "oshi": ("FR.3.2.4.6", "FR.3.2.4.6~p2", "FR.3.2.4.6~p3", "FR.3.2.4.6~p5",
                   "FR.3.2.4.6~p4")}


class TopCut:
    def rank_of(self):
        return {row["fighter"]: row["rank"] for row in self.latest_rows}

    def take(self, ordered, slots, rank, qualifiers, cut_line_rule=None):
        """Fills from `ordered` (best first); a rank shared across the cut line is resolved by
        a cut-line random (cut_line_rule, the method's paragraph that says so, applied).
        rank: name -> rank (fighters sharing one are tied)."""
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
                if cut_line_rule:
                    self.rule(cut_line_rule)
                order = list(self.ask("cut-line", self.setup_sorted(group)))
                if sorted(order) != sorted(group):
                    raise CaseError("cut-line is not a permutation of the tied fighters")
                qualifiers += order[:room]
            i += len(group)
        return qualifiers

    def do_top_cut(self, step, entry):
        """FR.3.2.4~p1: the announced method; the excluded (FR.3.2.4~p2, ~p3) and the
        disqualified are never candidates."""
        if self.latest_rows is None:
            raise CaseError("top-cut without standings")
        self.rule("FR.3.2.4~p1")
        method, slots = entry["method"], entry["slots"]
        excluded = set(entry.get("excluded", []))
        if excluded:
            self.rule("FR.3.2.4~p2", "FR.3.2.4~p3")
        excluded |= {f.name for f in self.fighters if f.disqualified}
        rank = self.rank_of()
        standing = [row["fighter"] for row in self.latest_rows if row["fighter"] not in excluded]
        usage = None
        if method == "standings":
            self.rule("FR.3.2.4.1~p1")
            if excluded:
                self.rule("FR.3.2.4.1~p2")          # the next in line moves up
            qualifiers = self.take(standing, slots, rank, [], "FR.3.2.4.1~p3")
            no_backfill = None
        elif method in TIERED:
            self.require_decks(entry["decks"], excluded)
            qualifiers = self.tiered(method, standing, slots, rank, entry["decks"])
            no_backfill = TIERED[method][4]
        elif method == "usage-rate":
            self.require_usage_decks(entry["decks"], excluded)
            usage = self.usage_points(entry["decks"])
            if any(usage[n] > INT64_MAX for n in standing if self.by_name[n].losses <= 1):
                raise CaseError("top-cut: usage points above 2^63 - 1")
            self.rule("FR.3.2.4.5~p5", "FR.3.2.4.5#1", "FR.3.2.4.5#2")
            qualifiers = []
            for losses in (0, 1):
                group = [n for n in standing if self.by_name[n].losses == losses]
                group.sort(key=lambda n: usage[n])            # stable: standing order
                self.take(group, slots, usage, qualifiers, "FR.3.2.4.5~p7")
            no_backfill = "FR.3.2.4.5~p6"
        else:
            raise CaseError("top-cut method " + str(method))
        if len(qualifiers) < slots and no_backfill:
            self.rule(no_backfill)                      # empty places stay empty
        self.qualifiers = list(qualifiers)
        out = {"type": "top-cut", "method": method, "qualifiers": list(qualifiers),
               "empty": slots - len(qualifiers)}
        if usage is not None:
            out["usage"] = {n: usage[n] for n in standing   # every candidate's
                            if self.by_name[n].losses <= 1}
        self.emit(step, out)

    def require_decks(self, decks, excluded):
        """A tiered selection reads the decks of every undefeated fighter (the selected names)
        and of every one-loss candidate (its tier): a `decks` without one of them is refused."""
        for f in self.fighters:
            if (f.losses == 0 or (f.losses == 1 and f.name not in excluded)) \
                    and f.name not in decks:
                raise CaseError('top-cut: "decks" has no entry for "%s"' % f.name)

    def require_usage_decks(self, decks, excluded):
        """The usage rate reads the decks of every candidate (#c2) and of every fighter with the
        criterion's wins (~p2): a `decks` without one of them is refused (BF-USAGE-DECKS)."""
        for f in self.fighters:
            candidate = f.losses <= 1 and f.name not in excluded
            if (candidate or f.wins >= self.usage_threshold) and f.name not in decks:
                raise CaseError('top-cut: "decks" has no entry for "%s"' % f.name)

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

    def tiered(self, method, standing, slots, rank, decks):
        """The steps #1 … #6 of a tiered selection, each taken while places remain, an
        overflowing step by standing, or by a lottery over the whole step with the parameter
        tier_overflow "lottery" (BF-TIER-OVERFLOW: 「上位順または抽選」)."""
        if self.tier_overflow not in ("standing", "lottery"):
            raise CaseError("tier_overflow %s" % self.tier_overflow)
        base, selected_rule, procedure, cut_line, _ = TIERED[method]
        self.rule(selected_rule, procedure)
        tiers, _, _ = self.tier_lists(standing, decks)
        qualifiers = []
        for k, tier in enumerate(tiers):
            if len(qualifiers) < slots:
                self.rule("%s#%d" % (base, min(k + 1, 6)))
            if self.tier_overflow == "lottery":   # every fighter of the step on one line
                self.take(tier, slots, {n: 0 for n in tier}, qualifiers, cut_line)
            else:
                self.take(tier, slots, rank, qualifiers, cut_line)
        return qualifiers

    def usage_points(self, decks):
        """FR.3.2.4.5~p2, ~p3, ~p9, #c1, #c2: per-copy points over the characters of the decks
        of fighters with the threshold's wins."""
        self.rule("FR.3.2.4.5~p2", "FR.3.2.4.5~p3", "FR.3.2.4.5#c1", "FR.3.2.4.5#c2")
        if not self.usage_threshold_given:
            self.rule("FR.3.2.4.5~p9")                  # 2 wins unless stated
        totals = {}
        for deck in (d for ds in decks.values() for d in ds):
            for card in deck:
                if not isinstance(card["count"], int) or isinstance(card["count"], bool) or \
                        not 1 <= card["count"] <= 10 ** 9:
                    raise CaseError("top-cut: a count must be from 1 to 10^9")
        for f in self.fighters:
            if f.wins >= self.usage_threshold:
                for deck in decks.get(f.name, []):
                    for card in deck:
                        if card["type"] == "character":
                            totals[card["card"]] = totals.get(card["card"], 0) + card["count"]
        if any(v > INT64_MAX for v in totals.values()):
            raise CaseError("top-cut: a card's total copies above 2^63 - 1")
        usage = {}
        for f in self.fighters:
            usage[f.name] = sum(card["count"] * totals.get(card["card"], 0)
                                for deck in decks.get(f.name, []) for card in deck
                                if card["type"] == "character")
        return usage

    def do_disqualify(self, step, entry):
        """A qualifier disqualified after the cut: nobody moves up (FR.3.2.4~p5)."""
        if self.qualifiers is None:
            raise CaseError("disqualify before a top cut")
        if entry["fighter"] not in self.qualifiers:   # only a qualifier can leave the qualifiers
            raise CaseError("disqualify: %s is not a qualifier" % entry["fighter"])
        self.rule("FR.3.2.4~p5")
        self.qualifiers = [n for n in self.qualifiers if n != entry["fighter"]]
        self.emit(step, {"type": "qualifiers", "qualifiers": list(self.qualifiers)})
