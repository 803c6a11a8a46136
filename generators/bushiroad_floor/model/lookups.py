"""Owns the lookups and predicates of the vocabulary's extension, each a pure function of its
action (and the clause text where the text holds the figures) that can also list the clauses it
applies (`applied`), and `Lookups`, the part of the tournament that emits them: required-items
(FR.1.2.2, PG.3.1.2~p1), check-sleeves (FR.2.3.1, FR.2.3.6, FR.2.3.8), check-eligibility
(FR.1.2.4) with its date arithmetic (BF-ELIG-DATES), card-legal (FR.3.3~p3), match-time
(FR.4.2~p1 and its table, read from the rows) and deck-check (PG.3.1.1, BF-DECK-INFRACTION).
The penalty-guide lookup is the penalties' (penalties.py).
"""

import datetime
import re

from common.script import CaseError, Pending


# ---- required items (FR.1.2.2) -----------------------------------------------------------------

# game -> [(item, clauses)] in the page's order; the game's own heading paragraph first
ITEMS = {
    "vanguard": [("deck", ["FR.1.2.2~p3"]), ("tokens-and-markers", ["FR.1.2.2~p4"])],
    "weiss-schwarz": [("deck", ["FR.1.2.2~p5", "FR.1.2.2~p6"])],
    "weiss-schwarz-blau": [("deck", ["FR.1.2.2~p7"])],
    "rebirth": [("deck", ["FR.1.2.2~p8", "FR.1.2.2~p9"]), ("partner-card", ["FR.1.2.2~p10"])],
    "shadowverse-evolve": [("deck", ["FR.1.2.2~p11", "FR.1.2.2~p12"]),
                           ("tokens", ["FR.1.2.2~p13"]), ("ep-cards", ["FR.1.2.2~p13"]),
                           ("defense-counter", ["FR.1.2.2~p14"]),
                           ("pp-marker", ["FR.1.2.2~p15"]),
                           ("attack-defense-markers", ["FR.1.2.2~p16"])],
    "dream-order": [("deck", ["FR.1.2.2~p17", "FR.1.2.2~p18"]), ("team-card", ["FR.1.2.2~p19"]),
                    ("time-points", ["FR.1.2.2~p20"]), ("d6", ["FR.1.2.2~p21"]),
                    ("score-counter", ["FR.1.2.2~p22"])],
    "hololive": [("deck", ["FR.1.2.2~p23", "FR.1.2.2~p24"]),
                 ("damage-markers", ["FR.1.2.2~p25"]),
                 ("sp-oshi-skill-markers", ["FR.1.2.2~p26"]), ("d6", ["FR.1.2.2~p27"])],
}
RESTATED = {"shadowverse-evolve": "FR.2.3.6~p3", "hololive": "FR.2.3.8~p2"}
GAMES = ("vanguard", "weiss-schwarz", "weiss-schwarz-blau", "rebirth", "shadowverse-evolve",
         "dream-order", "hololive")


def required_items(entry, applied=None):
    game = entry["game"]
    if game not in ITEMS:
        raise CaseError("unknown game %r" % game)
    items = [i for i, _ in ITEMS[game]]
    brought = entry.get("brought")
    missing = [] if brought is None else [i for i in items if i not in brought]
    if applied is not None:
        applied += item_clauses(game) + (["PG.3.1.2~p1"] if missing else [])
    return {"type": "required-items", "game": game, "items": items, "missing": missing,
            "infraction": "missing-items" if missing else None}


def item_clauses(game):
    out = ["FR.1.2.2~p2"]
    for _, cl in ITEMS[game]:
        out += [c for c in cl if c not in out]
    if game in RESTATED:
        out.append(RESTATED[game])
    return out


# ---- sleeves ---------------------------------------------------------------------------------

OPAQUE = ("opaque-plain", "opaque-art")


def sleeve_violations(layers):
    kinds = [l["kind"] for l in layers]
    out = []
    if len(layers) >= 4:
        out.append("FR.2.3.1~b2")
    if any(kinds[j] == "partly-opaque" and any(k in OPAQUE for k in kinds[:j])
           for j in range(len(kinds))):
        out.append("FR.2.3.1~b3")
    if any(kinds[j] in OPAQUE and "opaque-art" in kinds[:j] for j in range(len(kinds))):
        out.append("FR.2.3.1~b4")
    return out


def not_recommended(card, layers):
    out = []
    below = card
    for i, l in enumerate(layers):
        if l["width"] - below["width"] >= 6 or l["height"] - below["height"] >= 6:
            out.append(i)
        below = l
    return out


def check_sleeves(entry, setup_game, authorized_required, applied=None):
    """FR.2.3.1~p5 (sleeves required), ~p6 with its items b2–b4 (the stacks barred), ~p8 (the
    6 mm guide), and each game's own paragraph (FR.2.3.6~p2, FR.2.3.8~p1)."""
    game = entry.get("game", setup_game)
    layers = entry["layers"]
    parts = entry.get("parts", {})
    for size in [entry["card"]] + layers:    # lengths are positive millimetres
        for k in ("width", "height"):
            v = size.get(k)
            if not isinstance(v, int) or isinstance(v, bool) or v < 1:
                raise CaseError("check-sleeves: %s must be a positive length: %r" % (k, v))
    if applied is not None:
        applied += ["FR.2.3.1~p5", "FR.2.3.1~p6", "FR.2.3.1~b2", "FR.2.3.1~b3", "FR.2.3.1~b4",
                    "FR.2.3.1~p8"]
        if game == "shadowverse-evolve":
            applied.append("FR.2.3.6~p2")
        if game == "hololive":
            applied.append("FR.2.3.8~p1")
    v = sleeve_violations(layers)
    required = entry["event"] == "official" or authorized_required
    if required:
        unsleeved = not layers
        for part, design in parts.items():
            if design is None and not (game == "shadowverse-evolve" and part != "main"):
                unsleeved = True
        if unsleeved:
            v.append("FR.2.3.1~p5")
    if game == "hololive":
        designs = [parts.get(p) for p in ("main", "cheer", "oshi") if p in parts]
        designs = [d for d in designs if d is not None]
        if len(set(designs)) != len(designs):
            v.append("FR.2.3.8~p1")
    return {"type": "sleeves", "allowed": not v, "violations": v,
            "not_recommended": not_recommended(entry["card"], layers)}


# ---- eligibility (FR.1.2.4, BF-ELIG-DATES) -----------------------------------------------------

def parse_date(s):
    if not isinstance(s, str) or not re.fullmatch(r"[0-9]{4}-[0-9]{2}-[0-9]{2}", s):
        raise CaseError("not a date: %r" % s)
    return datetime.date.fromisoformat(s)


def add_months(d, n):
    """± n calendar months keeping the day, clamped to the month's last day."""
    m = d.month - 1 + n
    y, m = d.year + m // 12, m % 12 + 1
    last = (datetime.date(y + (m == 12), m % 12 + 1, 1) - datetime.timedelta(days=1)).day
    return datetime.date(y, m, min(d.day, last))


def eligibility(entry, setup_level, setup_game, applied=None):
    level = entry.get("level", setup_level)
    game = entry.get("game", setup_game)
    d = parse_date(entry["date"])
    p = entry.get("person", {})
    barred = []
    if applied is not None:
        applied += ["FR.1.2.4~p1"] + (["FR.1.2.4~p6"] if level >= 2 else [])
    if p.get("roles"):
        barred.append("FR.1.2.4~p2")
    if p.get("revoked"):
        barred.append("FR.1.2.4~p3")
    if not p.get("meets_entry_conditions", True):
        barred.append("FR.1.2.4~p4")
    if level >= 2 and not p.get("permitted", False):
        if p.get("bushiroad_group"):
            barred.append("FR.1.2.4~p7")
        dev = p.get("developed_until")
        if (p.get("cyberagent_group") and game == "shadowverse-evolve") or \
                (dev is not None and d < add_months(parse_date(dev), 12)):
            barred.append("FR.1.2.4~p8")
        if any(not isinstance(u, dict) for u in p.get("unreleased", [])):
            raise CaseError("check-eligibility: an unreleased set must be an object")
        un = [(parse_date(u["release"]), parse_date(u["known_from"]))
              for u in p.get("unreleased", [])]
        if any(d2 < add_months(d1, -1) for d1, d2 in un):
            barred.append("FR.1.2.4~p9")
        if any(add_months(d1, -1) <= d2 < d1 and d1 <= d < d1 + datetime.timedelta(days=14)
               for d1, d2 in un):
            barred.append("FR.1.2.4~p10")
    if applied is not None:
        applied += barred
    return {"type": "eligibility", "eligible": not barred, "barred_by": barred}


def card_legal(entry, applied=None):
    if applied is not None:
        applied.append("FR.3.3~p3")
    return {"type": "card-legal",
            "legal": parse_date(entry["date"]) >= parse_date(entry["available_from"])}


# ---- match time (FR.4.2~p1 and its table) -------------------------------------------------------

TIME_ROWS = (("vanguard", "ヴァンガード"), ("weiss-schwarz", "ヴァイスシュヴァルツ"),
             ("weiss-schwarz-blau", "ヴァイスシュヴァルツブラウ"), ("rebirth", "Reベース"),
             ("shadowverse-evolve", "Shadowverse EVOLVE"), ("dream-order", "ドリームオーダー"),
             ("hololive", "hololive"))
MINUTES = re.compile(r"\|(\d+)(?:~(\d+))?分$")


def time_row(index, game):
    """(row id, min, max) of the game, read from FR.4.2~t1's rows in order."""
    names = [g for g, _ in TIME_ROWS]
    if game not in names:
        raise CaseError("unknown game %r" % game)
    k = names.index(game)
    row = "FR.4.2~t1.%d" % (k + 1)
    text = index.text(row)
    if TIME_ROWS[k][1] not in text:
        raise ValueError("%s does not name %s" % (row, TIME_ROWS[k][1]))
    m = MINUTES.search(text)
    if not m:
        raise ValueError("%s: no minutes in %r" % (row, text))
    lo = int(m.group(1))
    return row, lo, int(m.group(2)) if m.group(2) else lo


def match_time(index, game, applied=None):
    row, lo, hi = time_row(index, game)
    if applied is not None:
        applied += ["FR.4.2~p1", row]
    return {"type": "match-time", "game": game, "minutes": {"min": lo, "max": hi}}


# ---- deck check (PG.3.1.1, BF-DECK-INFRACTION) --------------------------------------------------

def total(m):
    return sum(m.values())


def legal(m, size, k):
    return total(m) == size and all(v <= k for v in m.values())


def clean(m):
    return {c: n for c, n in sorted(m.items()) if n > 0}


def fix(m, size, k, who, choose):
    """PG.3.1.1.1~p1, PG.3.1.1.4~p2: cut every name to K, then remove or add by choice."""
    m = {c: min(n, k) for c, n in m.items()}
    if total(m) > size:
        excess = total(m) - size

        def ok(v):
            return isinstance(v, dict) and total(v) == excess and \
                all(0 < n <= m.get(c, 0) for c, n in v.items())
        rem = choose("deck-remove", who, ok, dict(m))   # offered: the cards to remove from
        m = {c: n - rem.get(c, 0) for c, n in m.items()}
    elif total(m) < size:
        short = size - total(m)

        def ok(v):
            if not isinstance(v, dict) or total(v) != short or any(n <= 0 for n in v.values()):
                return False
            return legal({c: m.get(c, 0) + v.get(c, 0) for c in set(m) | set(v)}, size, k)
        add = choose("deck-add", who, ok)
        m = {c: m.get(c, 0) + add.get(c, 0) for c in set(m) | set(add)}
    return clean(m)


def deck_check(entry, choose, applied=None):
    """PG.3.1.1.1~p1 without a registered list; with one (~p2), the deck fixed to the list
    (PG.3.1.1.3~p1; lost cards, ~p2), the list to the deck (PG.3.1.1.2~p1, ~p2) or both
    (PG.3.1.1.4~p1, ~p2)."""
    applied = [] if applied is None else applied
    who = entry["fighter"]
    n, k = entry["construction"]["size"], entry["construction"]["max_copies"]
    deck = clean(entry["deck"])
    lst = entry.get("list")
    illegible = entry.get("illegible", False)
    lost = clean(entry.get("lost", {}))
    if lst is not None:
        lst = clean(lst)
    list_ok = lst is not None and not illegible and legal(lst, n, k)
    if lost and not list_ok:
        raise CaseError("lost needs a legal, readable list")
    applied.append("PG.3.1.1.1~p1" if lst is None else "PG.3.1.1.1~p2")
    if lst is None:
        if illegible:
            raise CaseError("illegible without a list")
        if legal(deck, n, k):
            inf = None
        else:
            inf, deck = "unregistered-illegal-deck", fix(deck, n, k, who, choose)
    elif list_ok:
        if deck == lst and not lost:
            inf = None
        else:
            inf = "illegal-deck"
            applied.append("PG.3.1.1.3~p1")
            deck = dict(lst)
            if lost:
                applied.append("PG.3.1.1.3~p2")
                for c, x in lost.items():
                    if deck.get(c, 0) < x:
                        raise CaseError("lost more %s than listed" % c)
                    deck[c] -= x
                deck = clean(deck)
                short = total(lost)

                def ok(v, base=dict(deck)):
                    if not isinstance(v, dict) or total(v) != short or \
                            any(x <= 0 for x in v.values()):
                        return False
                    return legal({c: base.get(c, 0) + v.get(c, 0)
                                  for c in set(base) | set(v)}, n, k)
                add = choose("deck-add", who, ok)
                deck = clean({c: deck.get(c, 0) + add.get(c, 0) for c in set(deck) | set(add)})
                lst = dict(deck)
    elif legal(deck, n, k):
        inf, lst = "illegal-decklist", dict(deck)
        applied += ["PG.3.1.1.2~p1", "PG.3.1.1.2~p2"]
    elif illegible:
        raise CaseError("illegible list with an illegal deck is not modelled")
    else:
        inf = "illegal-decklist-and-deck"
        applied += ["PG.3.1.1.4~p1", "PG.3.1.1.4~p2"]
        lst = fix(lst, n, k, who, choose)
        deck = dict(lst)
    return {"type": "deck-check", "fighter": who, "infraction": inf, "deck": clean(deck),
            "list": None if lst is None else clean(lst)}


class Lookups:
    """The lookup actions: each emits its event and applies the clauses it read."""

    def lookup(self, step, event, applied):
        self.rule(*applied)
        self.emit(step, event)

    def do_required_items(self, step, entry):
        applied = []
        self.lookup(step, required_items(entry, applied), applied)

    def do_check_sleeves(self, step, entry):
        applied = []
        self.lookup(step, check_sleeves(entry, self.game, self.sleeves_required_authorized,
                                        applied), applied)

    def do_check_eligibility(self, step, entry):
        applied = []
        self.lookup(step, eligibility(entry, self.level, self.game, applied), applied)

    def do_card_legal(self, step, entry):
        applied = []
        self.lookup(step, card_legal(entry, applied), applied)

    def do_match_time(self, step, entry):
        applied = []
        self.lookup(step, match_time(self.index, entry["game"], applied), applied)

    def do_deck_check(self, step, entry):
        applied = []
        try:
            result = deck_check(entry, lambda kind, who, check, options=None: self.choose(
                kind, who, options, check), applied)
        except Pending:     # the script ran out at the player's choice: what led to it applied
            self.rule(*applied)
            raise
        self.lookup(step, result, applied)
