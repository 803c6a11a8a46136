"""Family `eligibility`: who may play an event (FR.1.2.4~p1 … ~p10, with BF-ELIG-DATES: calendar
months and years clamped to the month's end, the year not passed before the anniversary, the two
weeks as the release day and the 13 days after) and from when a card may be used (FR.3.3~p3).

Each bar alone, at level 1 (only ~p2 … ~p4 apply) and at levels 2 and 3 (the ~p6 bars, lifted by
Bushiroad's permission); the date bars at their boundaries: a day before, on and after the
anniversary of the end of development, one month before release at month ends, the first and
the fourteenth and fifteenth day after release; card legality the day before, on and after.
"""

import datetime

from . import Family
from ..model.lookups import add_months, card_legal, eligibility, parse_date

SETUP = {"format": "swiss", "rounds": 1, "fighters": ["A", "B"]}


def iso(d):
    return d.isoformat()


def generate(ctx):
    fam = Family(ctx, __name__)
    p1 = "FR.1.2.4~p1 「%s」" % fam.text("FR.1.2.4~p1")
    p6 = "FR.1.2.4~p6 「%s」" % fam.text("FR.1.2.4~p6")

    def case(name, title, entry, why, tags=(), setup=SETUP):
        b = fam.builder(setup, "elig/" + name)
        b.do("check-eligibility", **entry)
        lvl = entry.get("level", setup.get("level", 1))
        ev = eligibility(entry, setup.get("level", 1), setup.get("game"))
        clauses = ["FR.1.2.4~p1"] + ev["barred_by"]
        level_bars = [c for c in ("FR.1.2.4~p7", "FR.1.2.4~p8", "FR.1.2.4~p9", "FR.1.2.4~p10")
                      if c in ev["barred_by"]]
        if level_bars or (lvl >= 2 and entry.get("person", {}).get("permitted")):
            clauses.append("FR.1.2.4~p6")
        quoted = "; ".join("%s 「%s」" % (c, fam.text(c)) for c in ev["barred_by"])
        fam.add(name, title, "%s. %s%s. Level %d: %s → eligible %s%s." % (
            p1, (p6 + ". ") if "FR.1.2.4~p6" in clauses else "", quoted or "no bar applies",
            lvl, why, ev["eligible"], (", barred by " + ", ".join(ev["barred_by"]))
            if ev["barred_by"] else ""), clauses, ["eligibility"] + list(tags), setup,
            b.script, {"events": [ev]})

    d0 = "2025-06-01"
    for level in (1, 2, 3):
        case("anyone-level%d" % level, "No condition: eligible at level %d" % level,
             {"date": d0, "level": level, "person": {}}, "a person with no condition")
        case("no-person-level%d" % level, "No person fields at all: eligible at level %d"
             % level, {"date": d0, "level": level},
             "no \"person\" (every field of it is optional: none of the conditions)")
        for role in ("organiser", "staff", "judge", "head-judge"):
            case("role-%s-level%d" % (role, level), "The event's %s may not play (level %d)"
                 % (role, level), {"date": d0, "level": level, "person": {"roles": [role]}},
                 "the %s of this event" % role)
        case("revoked-level%d" % level, "Revoked eligibility bars (level %d)" % level,
             {"date": d0, "level": level, "person": {"revoked": True}}, "revoked")
        case("entry-conditions-level%d" % level, "Entry conditions not met bar (level %d)"
             % level, {"date": d0, "level": level, "person": {"meets_entry_conditions": False}},
             "entry conditions not met")
        for key, label in (("bushiroad_group", "Bushiroad group"),
                           ("cyberagent_group", "CyberAgent group")):
            for game in ("shadowverse-evolve", "vanguard"):
                if key == "bushiroad_group" and game == "vanguard":
                    continue
                case("%s-%s-level%d" % (key.replace("_", "-"), game, level),
                     "%s employee, %s, level %d" % (label, game, level),
                     {"date": d0, "level": level, "game": game, "person": {key: True}},
                     "%s, game %s" % (label, game))
                if level >= 2:
                    case("%s-%s-level%d-permitted" % (key.replace("_", "-"), game, level),
                         "%s employee with Bushiroad's permission, level %d" % (label, level),
                         {"date": d0, "level": level, "game": game,
                          "person": {key: True, "permitted": True}},
                         "%s, permitted by Bushiroad" % label)
    # development: one year (BF-ELIG-DATES)
    # 1999-03-02: the year after ends in the first days of a 400-year Gregorian cycle
    # (2000-03-01, 2000 a leap year divisible by 400)
    # 1899-03-01: the year after is 1900, a century year that is no leap year
    # 2023-12-31: the anniversary falls in a December (the last day of the year)
    for dev in ("2024-06-01", "2024-02-29", "1999-03-02", "1899-03-01", "2023-12-31"):
        ann = add_months(parse_date(dev), 12)
        for d in (ann - datetime.timedelta(days=1), ann, ann + datetime.timedelta(days=1)):
            case("developer-%s-on-%s" % (dev, iso(d)), "Card development until %s, event on %s"
                 % (dev, iso(d)), {"date": iso(d), "level": 2,
                                   "person": {"developed_until": dev}},
                 "development ended %s; one year has passed on %s (clamped), so the event "
                 "date %s is %s" % (dev, iso(ann), iso(d), "before it" if d < ann else
                                    "on or after it"), ["reading:BF-ELIG-DATES"])
    # unreleased cards: ~p9 (known earlier than one month before) and ~p10 (the two weeks)
    # 2025-01-31: one month before is in December of the year before
    for rel in ("2025-03-31", "2025-07-15", "2025-01-31"):
        r = parse_date(rel)
        m1 = add_months(r, -1)
        # known on the release day itself: not 「1ヶ月前までの間」 (before the release), no bar
        for known in (m1 - datetime.timedelta(days=1), m1, r - datetime.timedelta(days=1), r):
            for d in (r - datetime.timedelta(days=1), r, r + datetime.timedelta(days=13),
                      r + datetime.timedelta(days=14)):
                if known < m1 and d != r:
                    continue
                case("unreleased-%s-known-%s-on-%s" % (rel, iso(known), iso(d)),
                     "Release %s, cards known from %s, event on %s" % (rel, iso(known), iso(d)),
                     {"date": iso(d), "level": 3, "person": {"unreleased": [
                         {"release": rel, "known_from": iso(known)}]}},
                     "release %s, one month before is %s (clamped); known from %s; the two "
                     "weeks run %s … %s" % (rel, iso(m1), iso(known), rel,
                                             iso(r + datetime.timedelta(days=13))),
                     ["reading:BF-ELIG-DATES"])
        case("unreleased-%s-level1" % rel, "Unreleased cards do not bar at level 1",
             {"date": rel, "level": 1, "person": {"unreleased": [
                 {"release": rel, "known_from": iso(m1 - datetime.timedelta(days=40))}]}},
             "the ~p6 bars apply at levels 2 and 3 only", ["reading:BF-ELIG-DATES"])
    case("several-bars-in-order", "Several bars are listed in the text's order",
         {"date": d0, "level": 2, "person": {"roles": ["judge"], "revoked": True,
                                               "bushiroad_group": True}},
         "a judge of the event, revoked, Bushiroad group")
    # the setup's level is the default
    case("setup-level-default", "The lookup takes the setup's level",
         {"date": d0, "person": {"bushiroad_group": True}}, "level from the setup (2)",
         setup=dict(SETUP, level=2))
    # card legality
    # 2000-03-01 follows the leap day of a year divisible by 400 (proleptic Gregorian)
    for kind, d1 in (("set", "2025-04-25"), ("promo", "2025-01-01"), ("set", "2000-03-01")):
        base = parse_date(d1)
        for d in (base - datetime.timedelta(days=1), base, base + datetime.timedelta(days=1)):
            entry = {"date": iso(d), "available_from": d1, "kind": kind}
            b = fam.builder(SETUP, "card/%s/%s" % (kind, iso(d)))
            b.do("card-legal", **entry)
            ev = card_legal(entry)
            fam.add("card-%s-%s-on-%s" % (kind, d1, iso(d)), "A %s card available from %s, "
                    "used on %s: %s" % (kind, d1, iso(d), "legal" if ev["legal"] else "not yet"),
                    "FR.3.3~p3 「%s」: %s from %s; on %s → %s." % (
                        fam.text("FR.3.3~p3"), "a set's cards from its release date" if
                        kind == "set" else "a promo card from its distribution start", d1,
                        iso(d), ev["legal"]), ["FR.3.3~p3"], ["card-legal"], SETUP,
                    b.script, {"events": [ev]})
    # two people checked one after the other
    b = fam.builder(SETUP, "elig/two")
    entries = ({"date": d0, "level": 2, "person": {"bushiroad_group": True}},
               {"date": d0, "level": 2, "person": {}})
    evs = []
    for entry in entries:
        b.do("check-eligibility", **entry)
        evs.append(eligibility(entry, SETUP.get("level", 1), SETUP.get("game")))
    fam.add("two-people-in-turn", "Two people checked one after the other", "%s. A member of "
            "the Bushiroad group at level 2: eligible %s; then a person with no condition: "
            "eligible %s." % (p1, evs[0]["eligible"], evs[1]["eligible"]),
            list(dict.fromkeys(["FR.1.2.4~p1"] + evs[0]["barred_by"] + evs[1]["barred_by"])),
            ["eligibility"], SETUP, b.script, {"events": evs})
    # several cards looked up one after the other in one event
    entries = ({"date": "2025-04-24", "available_from": "2025-04-25", "kind": "set"},
               {"date": "2025-04-25", "available_from": "2025-04-25", "kind": "set"},
               {"date": "2025-01-01", "available_from": "2025-01-02", "kind": "promo"})
    b = fam.builder(SETUP, "card/several")
    evs = []
    for entry in entries:
        b.do("card-legal", **entry)
        evs.append(card_legal(entry))
    fam.add("card-several-lookups", "Three cards looked up in turn: each by its own date",
            "FR.3.3~p3 「%s」: a set card on the day before its release (%s), the same card on "
            "its release day (%s), a promo card the day before its distribution (%s)." % (
                fam.text("FR.3.3~p3"), evs[0]["legal"], evs[1]["legal"], evs[2]["legal"]),
            ["FR.3.3~p3"], ["card-legal"], SETUP, b.script, {"events": evs})
    return fam.cases
