"""Family `required-items`: the items each game requires a fighter to bring (FR.1.2.2~p2 and the
per-game list ~p3 … ~p27, restated for Shadowverse EVOLVE by FR.2.3.6~p3 and for hololive by
FR.2.3.8~p2) and the infraction of a missing one (PG.3.1.2~p1).

Per game: everything brought; nothing said about what was brought (`missing` empty); each
single item missing; everything missing.
"""

from . import Family
from ..model.lookups import GAMES, ITEMS, item_clauses, required_items

SETUP = {"format": "swiss", "rounds": 1, "fighters": ["A", "B"]}
PG = ("PG.3.1.2~p1", "ファイターが対戦に必要な道具を持参しなかつた場合や不足した場合、この罰則が適用されます")


def generate(ctx):
    fam = Family(ctx, __name__)
    for game in GAMES:
        items = [i for i, _ in ITEMS[game]]
        lines = "; ".join("%s 「%s」" % (c, fam.text(c)) for c in item_clauses(game)[1:])
        variants = [("all-brought", list(items)), ("not-stated", None)]
        variants += [("missing-" + i, [x for x in items if x != i]) for i in items]
        if len(items) > 1:
            variants.append(("nothing-brought", []))
        for label, brought in variants:
            args = {"game": game}
            if brought is not None:
                args["brought"] = brought
            b = fam.builder(SETUP, "items/%s/%s" % (game, label))
            b.do("required-items", **args)
            ev = required_items(args)
            clauses = item_clauses(game)
            if ev["missing"]:
                clauses = clauses + [PG[0]]
            desc = "FR.1.2.2~p2 「%s」: %s → items %s. %s" % (
                fam.text("FR.1.2.2~p2"), lines, ev["items"],
                "Nothing said about what was brought: missing [] and no infraction."
                if brought is None else "Brought %s: missing %s%s." % (
                    brought, ev["missing"], (", so %s: missing-items" % fam.quote(*PG))
                    if ev["missing"] else ", no infraction"))
            fam.add("%s-%s" % (game, label), "%s, %s" % (game, label.replace("-", " ")),
                    desc, clauses, ["required-items"], SETUP, b.script,
                    {"events": [ev]})
    # two lookups in one event, one after the other
    g1, g2 = GAMES[0], GAMES[-1]
    b = fam.builder(SETUP, "items/two-games")
    evs = []
    for game in (g1, g2):
        args = {"game": game, "brought": []}
        b.do("required-items", **args)
        evs.append(required_items(args))
    clauses = list(dict.fromkeys(item_clauses(g1) + item_clauses(g2) + [PG[0]]))
    fam.add("two-games-in-turn", "The items of two games looked up in turn",
            "FR.1.2.2~p2 「%s」: %s, nothing brought → missing %s; then %s, nothing brought → "
            "missing %s (%s)." % (fam.text("FR.1.2.2~p2"), g1, evs[0]["missing"], g2,
                                  evs[1]["missing"], fam.quote(*PG)),
            clauses, ["required-items"], SETUP, b.script, {"events": evs})
    return fam.cases
