"""Owns the model's reading of a case's cards (0200–0250 of the text, "Players, cards, ids" and
part 2 of docs/engines/lycee.md): a card's printed information, its abilities and basic
abilities, its cost parts; and what rules read of it: names alike (0211, 0221, LY-NAME-WIDTH),
the card number of 1200 (LY-NUMBER-LETTERS)."""

from common.script import CaseError

TYPES = ("character", "event", "item", "area")
ATTRS = ("snow", "moon", "flower", "space", "sun")
STATS = ("ap", "dp", "sp", "dmg")
FIELDS = ("AF-left", "AF-center", "AF-right", "DF-left", "DF-center", "DF-right")
BASICS = ("step", "side-step", "order-step", "order-change", "aggressive", "engage", "assist",
          "recovery", "supporter", "penalty", "guts", "bonus", "charge")
MOVES = ("step", "side-step", "order-step", "order-change")
KINDS = ("declare", "trigger", "continuous", "cost", "hand")
TIMINGS = ("main-tp", "main-ntp", "battle-tp", "battle-ntp", "response-main-tp",
           "response-main-ntp", "response-battle-tp", "response-battle-ntp")
ICONS = ATTRS + ("any", "T", "0")

CARD_KEYS = {"type", "name", "subname", "alias", "enters_tapped", "number", "attributes", "cost",
             "ex", "ap", "dp", "sp", "dmg", "types", "leader", "place", "brands", "construction",
             "basics", "abilities", "teams", "owner"}
ABILITY_KEYS = {"kind", "cost", "timing", "target", "effect", "trigger", "continuous", "produce",
                "zone", "no_response", "once_per_game", "trump"}


def need(cond, msg):
    if not cond:
        raise CaseError(msg)


class Cost:
    """A 使用代償: `points` (attribute or "any" per icon), `parts` (the other icons and costs in
    order: ("T",), ("0",), ("charge", n), ("discard", filter), ("tap", filter),
    ("discard_hand", n)); `present` whether the card prints one at all (0224/使用代償)."""

    def __init__(self, raw, what):
        self.present = raw is not None
        self.points, self.parts = [], []
        if raw is None:
            return
        need(isinstance(raw, list), "%s: cost must be an array" % what)
        for p in raw:
            if isinstance(p, str):
                need(p in ICONS, "%s: unknown cost icon %r" % (what, p))
                if p in ATTRS or p == "any":
                    self.points.append(p)
                else:
                    self.parts.append((p,))
            else:
                need(isinstance(p, dict) and len(p) == 1, "%s: bad cost part" % what)
                (k, v), = p.items()
                need(k in ("charge", "discard_hand", "discard", "tap"), "%s: cost part %r" % (what, k))
                if k in ("charge", "discard_hand"):
                    need(isinstance(v, int) and 1 <= v <= 127, "%s: %s count" % (what, k))
                self.parts.append((k, v))


class Ability:
    def __init__(self, raw, what, card_type):
        need(isinstance(raw, dict), "%s: an ability is an object" % what)
        need(set(raw) <= ABILITY_KEYS, "%s: unknown key in %s" % (what, sorted(set(raw) - ABILITY_KEYS)))
        default = {"event": "declare", "item": "continuous", "area": "continuous"}.get(card_type)
        self.kind = raw.get("kind", default)
        need(self.kind in KINDS, "%s: kind" % what)
        need(card_type != "event" or self.kind == "declare", "%s: an event's effect is declared" % what)
        need("cost" not in raw or isinstance(raw["cost"], list), "%s: cost must be an array" % what)
        self.cost = Cost(raw.get("cost"), what)
        self.timing = set(raw.get("timing", TIMINGS))
        need(self.timing <= set(TIMINGS), "%s: timing" % what)
        self.target = raw.get("target")
        self.effect = raw.get("effect")
        self.trigger = raw.get("trigger")
        self.continuous = raw.get("continuous")
        self.produce = raw.get("produce")
        self.zone = raw.get("zone", "field")
        need(self.zone in ("field", "trash", "hand"), "%s: zone" % what)
        self.no_response = raw.get("no_response", False)
        self.once_per_game = raw.get("once_per_game", "none")
        self.trump = raw.get("trump", False)
        if self.kind in ("declare", "trigger", "hand"):
            need(isinstance(self.effect, list), "%s: effect required" % what)
        if self.kind == "trigger":
            need(isinstance(self.trigger, dict), "%s: trigger required" % what)
        if self.kind == "continuous":
            need(isinstance(self.continuous, list), "%s: continuous required" % what)
        if self.kind == "cost":
            need(isinstance(self.produce, list), "%s: produce required" % what)


class Basic:
    def __init__(self, raw, what):
        need(isinstance(raw, dict) and set(raw) <= {"name", "cost", "effect", "count"},
             "%s: basic ability" % what)
        self.name = raw.get("name")
        need(self.name in BASICS, "%s: unknown basic ability %r" % (what, self.name))
        self.cost = Cost(raw.get("cost"), what)
        self.effect = raw.get("effect")
        self.count = raw.get("count", 0)
        if self.name in ("engage", "recovery", "penalty", "bonus"):
            need(isinstance(self.effect, list), "%s: effect required" % what)
        if self.name == "charge":
            need(isinstance(self.count, int) and self.count >= 1, "%s: count" % what)


class Card:
    """A card's printed information (0201/元の情報)."""

    def __init__(self, cid, raw):
        what = "setup.cards.%s" % cid
        need(isinstance(raw, dict), "%s: a card is an object" % what)
        need(set(raw) <= CARD_KEYS, "%s: unknown key %s" % (what, sorted(set(raw) - CARD_KEYS)))
        self.id = cid
        self.type = raw.get("type", "character")
        need(self.type in TYPES, "%s: type" % what)
        self.name = raw.get("name", cid)
        self.subname = raw.get("subname", "")
        self.alias = raw.get("alias")
        self.enters_tapped = raw.get("enters_tapped", False)
        self.number = raw.get("number", cid)
        attrs = raw.get("attributes", [])
        need(all(a in ATTRS for a in attrs), "%s: attributes" % what)
        self.attrs = frozenset(attrs)
        self.cost = Cost(raw.get("cost"), what)
        self.ex = raw.get("ex", 1)
        self.stats = {s: raw.get(s, 1) for s in STATS}
        self.types = tuple(raw.get("types", ()))
        self.leader = raw.get("leader", False)
        place = raw.get("place", FIELDS)
        need(all(f in FIELDS for f in place), "%s: place" % what)
        self.place = frozenset(place)
        self.brands = tuple(raw.get("brands", ("LO",)))
        cons = raw.get("construction", {})
        self.only, self.forbid = cons.get("only"), cons.get("forbid")
        self.abilities = [Ability(a, "%s.abilities[%d]" % (what, i), self.type)
                          for i, a in enumerate(raw.get("abilities", []))]
        need(self.type != "event" or len(self.abilities) == 1, "%s: an event has one effect" % what)
        self.basics = [Basic(b, "%s.basics[%d]" % (what, i))
                       for i, b in enumerate(raw.get("basics", []))]
        self.teams = raw.get("teams", [])
        self.owner = raw.get("owner")


def fold(text):
    """LY-NAME-WIDTH: the full-width forms of ASCII symbols and the ideographic space read as
    ASCII; letters, digits and everything else as written."""
    out = []
    for ch in text:
        cp = ord(ch)
        if cp == 0x3000:
            out.append(" ")
        elif 0xFF01 <= cp <= 0xFF5E and not chr(cp - 0xFEE0).isalnum():
            out.append(chr(cp - 0xFEE0))
        else:
            out.append(ch)
    return "".join(out)


def number_key(number):
    """LY-NUMBER-LETTERS: the letters after the number's last digit do not count (1200)."""
    return number.rstrip("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz")
