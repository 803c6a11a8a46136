"""Family `topcut`: who goes on to the final rounds, FR.3.2.4 and FR.3.2.4.1–.6.

- by standings (FR.3.2.4.1): from the top, the excluded skipped (FR.3.2.4~p3), a rank shared
  across the cut line settled at random (~p3 of .1), no backfill after a disqualification
  (FR.3.2.4~p5);
- nation/clan, ride line, title, oshi (FR.3.2.4.2, .3, .4, .6): tier 1 the undefeated, then the
  one-loss fighters by how many of their decks use a selected name; an overflowing tier by
  standing (BF-TIER-OVERFLOW); empty slots stay empty (~p4 of each);
- usage rate (FR.3.2.4.5): per-copy points over the decks of fighters with at least 2 wins,
  characters only; the undefeated then the one-loss fighters, fewest points first; equal
  points across the cut line by a cut-line random, inside the qualifiers in standing order
  (BF-USAGE-TIES).

Events are played with wins only (no draws), so "undefeated" is unambiguous.
"""

from . import Family, strip
from .readings import reading_tags
from .scripts import names, play_round, swiss_pairing

WINS_ONLY = (("win", 1),)
TIERED = {
    "nation": ("FR.3.2.4.2", ["Dragon Empire", "Dark States", "Keter Sanctuary", "Stoicheia",
                              "Brandt Gate", "Lyrical Monasterio"], 2),
    "ride-line": ("FR.3.2.4.3", ["Blaster Blade", "Dragonic Overlord", "Chronojet", "Bavsargra",
                                 "Vairina", "Magnolia", "Griphogila"], 2),
    "title": ("FR.3.2.4.4", ["title-a", "title-b", "title-c", "title-d", "title-e", "title-f",
                             "title-g"], 1),
    "oshi": ("FR.3.2.4.6", ["Tokino Sora", "AZKi", "Hoshimachi Suisei", "Sakura Miko",
                            "Shirakami Fubuki", "Houshou Marine"], 1),
}
SELECTED_QUOTE = {
    "nation": ("FR.3.2.4.2~p2", "予選ラウンドの成績が全勝であるファイターまたはチームが1つでも使用した"
                                "国家を「選抜国家」"),
    "ride-line": ("FR.3.2.4.3~p3", "予選ラウンドの成績が全勝であるファイターまたはチームが1つでも使用した"
                                   "ライドデッキのグレード3のカードを「選抜ライドライン」と呼びます"),
    "title": ("FR.3.2.4.4~p2", "予選ラウンドの成績が全勝であるプレイヤーまたはチームが1つでも使用した"
                               "タイトルを「選抜タイトル」と呼びます"),
    "oshi": ("FR.3.2.4.6~p2", "予選ラウンドの成績が全勝であるプレイヤーまたはチームが1枚でも使用した"
                              "推しホロメンのカードを「選抜推しホロメン」と呼びます"),
}


def swiss_event(fam, key, n, rounds, setup_extra=None):
    rng = fam.rng(key)
    setup = {"format": "swiss", "rounds": rounds, "fighters": names(n)}
    setup.update(setup_extra or {})
    b = fam.builder(setup, key)
    for r in range(1, rounds + 1):
        play_round(b, rng, r, swiss_pairing(b.t, rng), WINS_ONLY)
    b.do("standings")
    return b, rng


def by_standings(fam):
    for i, (n, rounds, slots, n_excl, dq) in enumerate((
            (8, 3, 4, 0, False), (8, 3, 4, 1, False), (12, 4, 8, 1, True), (16, 4, 8, 2, True),
            (9, 4, 4, 0, True), (10, 4, 2, 1, False), (6, 3, 8, 0, False),
            (14, 4, 6, 2, True))):
        key = "standings/%d" % i
        b, rng = swiss_event(fam, key, n, rounds)
        rows = b.t.latest_rows
        top = [r["fighter"] for r in rows[:slots + 1]]
        excluded = sorted(rng.sample(top, min(n_excl, len(top))),
                          key=lambda x: b.t.by_name[x].order)
        args = {"method": "standings", "slots": slots}
        if excluded:
            args["excluded"] = excluded
        b.do("top-cut", **args)
        ev = strip(b.events("top-cut")[-1])
        events = [ev]
        clauses = ["FR.3.2.4~p1", "FR.3.2.4.1~p1"]
        desc = ["%s: the first %d of the standings (%s)" % (
            fam.quote("FR.3.2.4.1~p1", "順位がより上位であるファイターから順に、規定の人数に達するまで"
                                       "進出者を選出します"), slots,
            ", ".join("%d %s" % (r["rank"], r["fighter"]) for r in rows))]
        if excluded:
            clauses += ["FR.3.2.4~p2", "FR.3.2.4~p3", "FR.3.2.4.1~p2"]
            desc.append("%s excluded (%s): the next in line moves up" % (
                ", ".join(excluded), fam.quote("FR.3.2.4~p3", "決勝ラウンドへの参加を希望しない旨を、"
                                                               "進出者が確定するまでに大会運営者に申し出た者")))
        if ev["empty"]:
            desc.append("only %d candidates: %d slots stay empty" % (len(ev["qualifiers"]),
                                                                    ev["empty"]))
        if dq:
            gone = rng.choice(ev["qualifiers"])
            b.do("disqualify", fighter=gone)
            events.append(strip(b.events("qualifiers")[-1]))
            clauses.append("FR.3.2.4~p5")
            desc.append("then %s is disqualified: %s, nobody moves up" % (
                gone, fam.quote("FR.3.2.4~p5", "原則として進出者の追加補充は行われません")))
        fam.add("standings-%02d-fighters-%d-slots%s%s" % (
                    n, slots, "-excluded" if excluded else "", "-disqualified" if dq else ""),
                "Top %d by standings of %d fighters%s%s" % (
                    slots, n, ", %d excluded" % len(excluded) if excluded else "",
                    ", then a disqualification" if dq else ""),
                "; ".join(desc) + ".", clauses,
                ["top-cut", "swiss"] + sorted(reading_tags(b.t, b.script)), b.setup, b.script,
                {"events": events})


def shared_cut_line(fam):
    """Bushinavi shared ranks across the cut line: a cut-line random picks among them."""
    made = 0
    for seed in range(400):
        if made >= 5:
            break
        key = "cut-line/%d" % seed
        rate = seed % 2 == 1
        extra = {"standings": "bushinavi"}
        if not rate:
            extra["opponent_rate"] = False
        b, rng = swiss_event(fam, key, rng_n(seed), 3, extra)
        rows = b.t.latest_rows
        ranks = [r["rank"] for r in rows]
        slots = None
        for k in range(1, len(rows)):
            if ranks[k - 1] == ranks[k]:
                slots = k             # the line falls between rows k-1 and k
                break
        if slots is None:
            continue
        b.do("top-cut", method="standings", slots=slots)
        ev = strip(b.events("top-cut")[-1])
        tied = [r["fighter"] for r in rows if r["rank"] == ranks[slots - 1]]
        made += 1
        fam.add("standings-shared-rank-on-cut-line-%d" % made,
                "Top %d by Bushinavi standings: %s share rank %d across the cut line" % (
                    slots, ", ".join(tied), ranks[slots - 1]),
                "%s; %s. Rank %d is shared by %s and the line falls inside that group: a "
                "cut-line random orders them, the first %d go through." % (
                    fam.quote("FR.3.2.4.1~p3", "進出の当落線上に順位が同じファイターが複数いた場合、"
                                               "当該ファイターの中からランダムな方法で進出者を選出します"),
                    fam.quote("AB.1.2~p1", "獲得点数が同点のファイターは同じ順位として")
                    if not rate else fam.quote("AB.1.1#3", "「ブシナビ」では同じ順位となります"),
                    ranks[slots - 1], ", ".join(tied), slots - ranks.index(ranks[slots - 1])),
                ["FR.3.2.4~p1", "FR.3.2.4.1~p1", "FR.3.2.4.1~p3"] +
                (["AB.1.2~p1"] if not rate else ["AB.1.1#3"]),
                ["top-cut", "swiss", "bushinavi"] + sorted(reading_tags(b.t, b.script)),
                b.setup, b.script, {"events": [ev]})
    if made < 5:
        raise AssertionError("shared cut lines not found")


def rng_n(seed):
    return (6, 8, 10, 12)[seed % 4]


def tiered(fam):
    for method, (base, pool, per_deck) in sorted(TIERED.items()):
        for i, (n, rounds, decks_each, slots) in enumerate((
                (16, 3, 1, 4), (16, 3, 3, 6), (12, 3, 3, 5), (16, 4, 2, 3), (10, 3, 3, 8),
                (8, 3, 1, 3), (16, 3, 4, 8))):
            for attempt in range(100):
                key = "%s/%d" % (method, i) + ("/%d" % attempt if attempt else "")
                b, rng = swiss_event(fam, key, n, rounds)
                decks = {}
                for f in b.t.fighters:
                    decks[f.name] = [sorted(rng.sample(pool, rng.randint(1, per_deck)))
                                     for _ in range(decks_each)]
                standing = [r["fighter"] for r in b.t.latest_rows]
                # with four decks, look for a one-loss fighter using a selected name in all four
                # (#6: 「デッキの数が4つ以上ある場合、同様の手順で選出します」)
                tiers_now = b.t.tier_lists(standing, decks)[0]
                if decks_each < 4 or any(tiers_now[5:]):
                    break
            else:
                raise AssertionError(key + ": no fighter with four decks using a selected name")
            one_loss = [f.name for f in b.t.fighters if f.losses == 1]
            excluded = [rng.choice(one_loss)] if i % 3 == 2 and one_loss else []
            args = {"method": method, "slots": slots, "decks": decks}
            if excluded:
                args["excluded"] = excluded
            b.do("top-cut", **args)
            ev = strip(b.events("top-cut")[-1])
            standing = [r["fighter"] for r in b.t.latest_rows if r["fighter"] not in excluded]
            tiers, selected, use = b.t.tier_lists(standing, decks)
            clauses = ["FR.3.2.4~p1", SELECTED_QUOTE[method][0], PROCEDURE[method], base + "#1"]
            tier_text, filled, overflow = [], 0, False
            for k, tier in enumerate(tiers):
                if not tier:
                    continue
                room = slots - filled
                if k and room > 0:  # a step is applied only while places remain
                    clauses.append("%s#%d" % (base, min(k + 1, 6)))
                if len(tier) > room > 0:
                    overflow = True
                filled += min(len(tier), max(room, 0))
                tier_text.append("tier %d (%s): %s" % (
                    k + 1, "undefeated" if k == 0 else "one loss, %d deck%s with a selected name"
                    % (k - 1, "" if k - 1 == 1 else "s"), ", ".join(tier)))
            if ev["empty"]:
                clauses.append(base + "~p4")
            if excluded:
                clauses += ["FR.3.2.4~p2", "FR.3.2.4~p3"]
            tags = ["top-cut", "swiss", method] + sorted(reading_tags(b.t, b.script))
            if overflow:
                tags.append("reading:BF-TIER-OVERFLOW")
            desc = ("%s. Selected: %s. %s. Filling %d slots in tier order%s%s%s: %s." % (
                fam.quote(*SELECTED_QUOTE[method]), ", ".join(sorted(selected)) or "none",
                "; ".join(tier_text) or "no candidates", slots,
                "; an overflowing tier is taken by standing (BF-TIER-OVERFLOW: 「上位順」)"
                if overflow else "", "; %s excluded" % ", ".join(excluded) if excluded else "",
                "; %d slot(s) stay empty, two losses never qualify (%s)" % (
                    ev["empty"], fam.quote(base + "~p4", "原則として進出者の追加補充は行われません"))
                if ev["empty"] else "", ", ".join(ev["qualifiers"]) or "nobody"))
            fam.add("%s-%02d-fighters-%d-slots-%d" % (method, n, slots, i + 1),
                    "%s selection: %d fighters, %d deck(s) each, %d slots" % (
                        method.capitalize(), n, decks_each, slots),
                    desc, clauses, tags, b.setup, b.script, {"events": [ev]})


# the paragraph 「…その手順内での上位順または抽選にて選出します」 of each tiered method
PROCEDURE = {"nation": "FR.3.2.4.2~p3", "ride-line": "FR.3.2.4.3~p2", "title": "FR.3.2.4.4~p3",
             "oshi": "FR.3.2.4.6~p3"}
CUT_LINE = {"nation": None, "ride-line": "FR.3.2.4.3~p5", "title": "FR.3.2.4.4~p6",
            "oshi": "FR.3.2.4.6~p5"}


def overflowing_cut(fam, method, kind, n, extra, second_at_least):
    """The first event (seeds kind/0, kind/1, …) of n fighters over three Swiss rounds whose
    second tier for `method` has at least `second_at_least` fighters, with its top cut played on
    one place fewer than the first two tiers hold: (builder, tiers, selected names, the top-cut
    event)."""
    _, pool, per_deck = TIERED[method]
    for seed in range(200):
        b, rng = swiss_event(fam, "%s-%s/%d" % (method, kind, seed), n, 3, extra)
        decks = {f.name: [sorted(rng.sample(pool, rng.randint(1, per_deck)))]
                 for f in b.t.fighters}
        standing = [r["fighter"] for r in b.t.latest_rows]
        tiers, selected, _ = b.t.tier_lists(standing, decks)
        if len(tiers) < 2 or len(tiers[1]) < second_at_least:
            continue
        slots = len(tiers[0]) + len(tiers[1]) - 1
        b.do("top-cut", method=method, slots=slots, decks=decks)
        return b, tiers, selected, strip(b.events("top-cut")[-1])
    raise AssertionError("%s: no overflowing %s tier found" % (method, kind))


def tiered_lottery(fam):
    """The event's other choice of 「上位順または抽選」: tier_overflow "lottery" settles an
    overflowing step by a lottery over the whole step (a cut-line random of all its fighters),
    whatever their standing; a step that fits is taken whole (BF-TIER-OVERFLOW)."""
    for method, (base, _, _) in sorted(TIERED.items()):
        b, tiers, selected, ev = overflowing_cut(
            fam, method, "lottery", 12, {"params": {"tier_overflow": "lottery"}}, 3)
        fam.add("%s-lottery-overflow" % method,
                "%s selection with tier_overflow lottery: the overflowing step is drawn as "
                "a whole" % method.capitalize(),
                "%s; %s. Selected: %s. Step 1 (undefeated): %s, taken whole. Step 2 (one "
                "loss, no deck with a selected name): %s (in standing order), %d places for "
                "%d: the event chose the lottery (parameter tier_overflow, BF-TIER-OVERFLOW), "
                "so the scripted cut-line random orders the whole step, whatever the "
                "standing, and its first %d go through: %s." % (
                    fam.quote(*SELECTED_QUOTE[method]),
                    fam.quote(PROCEDURE[method], "上位順または抽選"),
                    ", ".join(sorted(selected)), ", ".join(tiers[0]), ", ".join(tiers[1]),
                    len(tiers[1]) - 1, len(tiers[1]), len(tiers[1]) - 1,
                    ", ".join(ev["qualifiers"])),
                ["FR.3.2.4~p1", SELECTED_QUOTE[method][0], PROCEDURE[method], base + "#1",
                 base + "#2"],
                ["top-cut", "swiss", method, "reading:BF-TIER-OVERFLOW"] +
                sorted(reading_tags(b.t, b.script)), b.setup, b.script, {"events": [ev]})


def tiered_shared(fam):
    """Bushinavi standings without the opponent rate: one-loss fighters share a rank, so an
    overflowing tier is settled by a cut-line random (BF-TIER-OVERFLOW)."""
    for method, (base, _, _) in sorted(TIERED.items()):
        b, tiers, selected, ev = overflowing_cut(
            fam, method, "shared", 16, {"standings": "bushinavi", "opponent_rate": False}, 2)
        clauses = ["FR.3.2.4~p1", SELECTED_QUOTE[method][0], PROCEDURE[method], base + "#1",
                   base + "#2", "AB.1.2~p1"]
        if CUT_LINE[method]:
            clauses.append(CUT_LINE[method])
        rank = b.t.latest_rows[[r["fighter"] for r in b.t.latest_rows].index(tiers[1][0])]
        fam.add("%s-shared-rank-overflow" % method,
                "%s selection, Bushinavi ranks without the rate: the overflowing tier shares "
                "a rank, settled by a cut-line random" % method.capitalize(),
                "%s. Selected: %s. Tier 1 (undefeated): %s. Tier 2 (one loss, no deck with a "
                "selected name): %s, all on 2 wins and so rank %d together (AB.1.2~p1); %d "
                "places for %d: by standing (BF-TIER-OVERFLOW), the shared rank on the line "
                "by a cut-line random%s: %s." % (
                    fam.quote(*SELECTED_QUOTE[method]), ", ".join(sorted(selected)),
                    ", ".join(tiers[0]), ", ".join(tiers[1]), rank["rank"],
                    len(tiers[1]) - 1, len(tiers[1]),
                    "" if CUT_LINE[method] else " (FR.3.2.4.2 does not restate the "
                    "cut-line sentence of .3, .4 and .6; read the same)",
                    ", ".join(ev["qualifiers"])),
                clauses, ["top-cut", "swiss", "bushinavi", method,
                          "reading:BF-TIER-OVERFLOW"] + sorted(reading_tags(b.t, b.script)),
                b.setup, b.script, {"events": [ev]})


CHARS = ["char-a", "char-b", "char-c", "char-d", "char-e", "char-f", "char-g", "char-h"]


def usage_deck(rng):
    deck = [{"card": c, "type": "character", "count": rng.randint(1, 4)}
            for c in sorted(rng.sample(CHARS, rng.randint(2, 4)))]
    if rng.random() < 0.5:
        deck.append({"card": "rebirth-x", "type": "rebirth", "count": rng.randint(1, 4)})
    if rng.random() < 0.5:
        deck.append({"card": "partner-%s" % rng.choice("pq"), "type": "partner", "count": 1})
    return deck


def usage(fam):
    made = ties = inside = 0
    for seed in range(600):
        if made >= 10 and ties >= 2 and inside >= 2:
            break
        key = "usage/%d" % seed
        n, rounds = ((8, 3), (10, 4), (12, 3), (16, 4))[seed % 4]
        threshold = 3 if seed % 5 == 4 else None
        extra = {"params": {"usage_threshold": threshold}} if threshold else {}
        b, rng = swiss_event(fam, key, n, rounds, extra)
        decks_each = 3 if seed % 3 == 2 else 1
        decks = {f.name: [usage_deck(rng) for _ in range(decks_each)] for f in b.t.fighters}
        pts = b.t.usage_points(decks)
        cands = [f.name for f in b.t.fighters if f.losses <= 1]
        slots = rng.choice([2, 3, 4, 6])
        # a tie inside the qualifiers (not on the line): listed in standing order
        # (BF-USAGE-TIES); two such cases, the first with a tie whose standing order is not
        # the setup order, the second with one whose standing order is the setup order
        standing = [row["fighter"] for row in b.t.latest_rows]
        order = sorted(cands, key=lambda x: (b.t.by_name[x].losses, pts[x]))
        cut_tie = bad = False
        kinds = set()
        i = 0
        while i < len(order):
            j = i
            key_i = (b.t.by_name[order[i]].losses, pts[order[i]])
            while j < len(order) and (b.t.by_name[order[j]].losses, pts[order[j]]) == key_i:
                j += 1
            if j - i >= 2:
                if j <= slots:
                    bad = True        # tied inside the qualifiers: listed in standing order
                    tied = order[i:j]
                    kinds.add(sorted(tied, key=standing.index) ==
                              sorted(tied, key=lambda x: b.t.by_name[x].order))
                elif i < slots:
                    cut_tie = True    # tied across the cut line: a cut-line random
            i = j
        if (bad and (cut_tie or inside >= 2 or (inside == 1) not in kinds)) or \
                (cut_tie and ties >= 2) or \
                (not bad and not cut_tie and made >= 10):
            continue
        b.do("top-cut", method="usage-rate", slots=slots, decks=decks)
        ev = strip(b.events("top-cut")[-1])
        ev["usage"] = {x: pts[x] for x in cands}
        thr = threshold or 2
        agg = [f.name for f in b.t.fighters if f.wins >= thr]
        totals = {}
        for x in agg:
            for d in decks[x]:
                for card in d:
                    if card["type"] == "character":
                        totals[card["card"]] = totals.get(card["card"], 0) + card["count"]
        clauses = ["FR.3.2.4~p1", "FR.3.2.4.5~p2", "FR.3.2.4.5~p3", "FR.3.2.4.5~p5",
                   "FR.3.2.4.5#1", "FR.3.2.4.5#2", "FR.3.2.4.5#c1", "FR.3.2.4.5#c2"]
        if not threshold:
            clauses.append("FR.3.2.4.5~p9")
        if ev["empty"]:
            clauses.append("FR.3.2.4.5~p6")
        tags = ["top-cut", "swiss", "usage-rate"] + sorted(reading_tags(b.t, b.script))
        if bad:
            inside += 1
            name = "usage-rate-tie-inside-qualifiers-%d" % inside
            title = "Usage rate: equal usage points inside the qualifiers, listed in standing order"
            tags.append("reading:BF-USAGE-TIES")
        elif cut_tie:
            clauses.append("FR.3.2.4.5~p7")
            ties += 1
            name = "usage-rate-tie-on-cut-line-%d" % ties
            title = "Usage rate: equal usage points across the cut line, settled at random"
        else:
            made += 1
            name = "usage-rate-%02d-fighters-%d-slots-%d" % (n, slots, made)
            title = "Usage-rate selection: %d fighters, %d slots%s" % (
                n, slots, ", threshold %d wins" % threshold if threshold else "")
        if threshold:
            tags.append("reading:BF-USAGE-SCOPE")
        desc = ("%s; %s. Aggregated (at least %d wins%s): %s; per-copy points %s. Usage "
                "points: %s. Undefeated first, then one loss, fewest points first%s: %s." % (
                    fam.quote("FR.3.2.4.5~p3", "このカウントはキャラカードのみでカウントし、Reバース"
                                               "カードやパートナーカードはカウントしません"),
                    fam.quote("FR.3.2.4.5#c2", "デッキ内の対象カードの個別ポイントの合計が、そのデッキの"
                                               "使用率ポイントとなります"),
                    thr, " — an event threshold; a card no aggregated deck uses is worth 0 "
                    "(BF-USAGE-SCOPE)" if threshold else ", FR.3.2.4.5~p9",
                    ", ".join(agg), ", ".join("%s %d" % kv for kv in sorted(totals.items())),
                    ", ".join("%s %d (%d loss%s)" % (x, pts[x], b.t.by_name[x].losses,
                                                     "" if b.t.by_name[x].losses == 1 else "es")
                              for x in order),
                    " (equal usage points are one rank, and %s orders ranks only: qualifiers "
                    "of one rank are listed in standing order, BF-USAGE-TIES; standings %s)" % (
                        fam.quote("FR.3.2.4.5#1", "順位がより上位であるプレイヤーまたはチームから順に"),
                        ", ".join(standing)) if bad else "",
                    ", ".join(ev["qualifiers"])))
        fam.add(name, title, desc, clauses, tags, b.setup, b.script, {"events": [ev]})
    if made < 10 or ties < 2 or inside < 2:
        raise AssertionError("usage cases: %d, ties %d, inside %d" % (made, ties, inside))
    usage_needed_decks_only(fam)


def usage_needed_decks_only(fam):
    """The decks given are exactly those the selection reads (BF-USAGE-DECKS): every candidate's
    and every deck of a fighter with the threshold's wins; the others (two losses or more and
    fewer wins) are left out, and the selection is made without them."""
    for seed in range(200):
        key = "usage-needed/%d" % seed
        b, rng = swiss_event(fam, key, 12, 5)
        fs = b.t.fighters
        needed = [f.name for f in fs if f.losses <= 1 or f.wins >= 2]
        left_out = [f.name for f in fs if f.name not in needed]
        aggregated_only = [f.name for f in fs if f.losses > 1 and f.wins >= 2]
        if not left_out or not any(f.wins > 2 and f.losses > 1 for f in fs):
            continue
        decks = {x: [usage_deck(rng)] for x in needed}
        pts = b.t.usage_points(decks)
        cands = [f.name for f in fs if f.losses <= 1]
        keys = [(b.t.by_name[x].losses, pts[x]) for x in cands]
        if len(set(keys)) != len(keys):
            continue          # no tie anywhere: the order is the text's alone
        b.do("top-cut", method="usage-rate", slots=4, decks=decks)
        ev = strip(b.events("top-cut")[-1])
        fam.add("usage-rate-decks-of-the-needed-only",
                "Usage rate: decks only for the candidates and the fighters with two wins",
                "%s; %s. The decks given are those of the candidates (%s) and of the fighters "
                "with at least 2 wins who are not candidates (%s, aggregated with their %s); "
                "%s, with two losses or more and fewer wins, are neither aggregated nor "
                "candidates, and their decks are not needed (BF-USAGE-DECKS). Qualifiers: %s." % (
                    fam.quote("FR.3.2.4.5~p9", "特に指定がない場合、予選ラウンドの成績が2勝以上の"
                                               "プレイヤーまたはチームのデッキに使用しているカードが"
                                               "集計の対象"),
                    fam.quote("FR.3.2.4.5#c2", "デッキ内の対象カードの個別ポイントの合計が、そのデッキの"
                                               "使用率ポイントとなります"),
                    ", ".join(cands), ", ".join(aggregated_only),
                    ", ".join("%s %d wins" % (x, b.t.by_name[x].wins) for x in aggregated_only),
                    ", ".join(left_out), ", ".join(ev["qualifiers"])),
                ["FR.3.2.4~p1", "FR.3.2.4.5~p2", "FR.3.2.4.5~p3", "FR.3.2.4.5~p5",
                 "FR.3.2.4.5~p9", "FR.3.2.4.5#1", "FR.3.2.4.5#2", "FR.3.2.4.5#c1",
                 "FR.3.2.4.5#c2"],
                ["top-cut", "swiss", "usage-rate", "reading:BF-USAGE-DECKS"] +
                sorted(reading_tags(b.t, b.script)), b.setup, b.script, {"events": [ev]})
        return
    raise AssertionError("no usage case with decks left out")


def oshi_four_decks(fam):
    """FR.3.2.4.6#6 「デッキの数が4つ以上ある場合、同様の手順で選出します」: with four decks each,
    the step after #5 takes the one-loss fighters using a selected oshi in all four decks.  Runs
    are searched where that step is reached with places left (tier 6 of the model's tiers)."""
    base, pool, per_deck = TIERED["oshi"]
    for seed in range(400):
        key = "oshi-four/%d" % seed
        b, rng = swiss_event(fam, key, 16, 3)
        decks = {f.name: [sorted(rng.sample(pool, rng.randint(1, per_deck))) for _ in range(4)]
                 for f in b.t.fighters}
        standing = [r["fighter"] for r in b.t.latest_rows]
        tiers, selected, use = b.t.tier_lists(standing, decks)
        if len(tiers) < 6 or not tiers[5]:
            continue
        before = sum(len(t) for t in tiers[:5])
        if before >= 8:
            continue
        slots = min(8, before + len(tiers[5]))
        b.do("top-cut", method="oshi", slots=slots, decks=decks)
        ev = strip(b.events("top-cut")[-1])
        # the text's procedure, worked out here: tiers in order, each by standing
        want = [n for t in tiers for n in t][:slots]
        if ev["qualifiers"] != want or ev["empty"] != 0:
            raise AssertionError("%s: %s, expected %s" % (key, ev, want))
        clauses = ["FR.3.2.4~p1", SELECTED_QUOTE["oshi"][0], PROCEDURE["oshi"], base + "#1"]
        clauses += ["%s#%d" % (base, k + 1) for k in range(1, 6) if tiers[k]]
        fam.add("oshi-16-fighters-four-decks-step-6",
                "Oshi selection with four decks each: the fourth-deck step takes its places",
                "%s; %s. Selected: %s. %s. %d slots: %s." % (
                    fam.quote(*SELECTED_QUOTE["oshi"]),
                    fam.quote(base + "#6", "プレイヤーまたはチームのデッキの数が4つ以上ある場合、同様の"
                                           "手順で選出します"),
                    ", ".join(sorted(selected)),
                    "; ".join("tier %d (%s): %s" % (
                        k + 1, "undefeated" if k == 0 else "one loss, %d deck%s with a selected "
                        "oshi" % (k - 1, "" if k - 1 == 1 else "s"), ", ".join(t))
                        for k, t in enumerate(tiers) if t),
                    slots, ", ".join(ev["qualifiers"])),
                clauses, ["top-cut", "swiss", "oshi"] + sorted(reading_tags(b.t, b.script)),
                b.setup, b.script, {"events": [ev]})
        return
    raise AssertionError("no oshi event with the four-deck step reached")


def disqualified_in_turn(fam):
    """Two qualifiers disqualified one after the other: each leaves the list, nobody moves up
    (FR.3.2.4~p5), and the second acts on the list the first left."""
    b, rng = swiss_event(fam, "standings/dq-twice", 8, 3)
    b.do("top-cut", method="standings", slots=4)
    cut = b.events("top-cut")[-1]["qualifiers"]
    for gone in (cut[1], cut[3]):
        b.do("disqualify", fighter=gone)
    events = [strip(b.events("top-cut")[-1])] + [strip(e) for e in b.events("qualifiers")]
    fam.add("standings-two-disqualified-in-turn",
            "Top 4 by standings, then two qualifiers disqualified in turn",
            "%s: %s, then %s are disqualified; each leaves the qualifiers and %s: %s, then %s." % (
                fam.quote("FR.3.2.4.1~p1", "順位がより上位であるファイターから順に、規定の人数に"
                                           "達するまで進出者を選出します"),
                ", ".join(cut), " and ".join((cut[1], cut[3])),
                fam.quote("FR.3.2.4~p5", "原則として進出者の追加補充は行われません"),
                ", ".join(events[1]["qualifiers"]), ", ".join(events[2]["qualifiers"])),
            ["FR.3.2.4~p1", "FR.3.2.4.1~p1", "FR.3.2.4~p5"],
            ["top-cut", "swiss"] + sorted(reading_tags(b.t, b.script)), b.setup, b.script,
            {"events": events,
             "exactly": [{"type": "qualifiers", "$clauses": ["FR.3.2.4~p5"]}]})


def generate(ctx):
    fam = Family(ctx, __name__)
    by_standings(fam)
    disqualified_in_turn(fam)
    shared_cut_line(fam)
    tiered(fam)
    tiered_shared(fam)
    tiered_lottery(fam)
    usage(fam)
    oshi_four_decks(fam)
    return fam.cases
