"""Family `deck-check`: the deck presented before the game (4-2-1-1) meets 4-1-2 — exactly 40 cards,
at most 8 event cards — as the deck-building permanents of its cards change it (4-1-2-1, 6-5-4):
an event limit raised, 「デッキに指定枚数しか入れられない」, 「デッキに指定のカードを入れられない」, 「デッキ
に指定のカードしか入れられない」 (4-1-2-1-1), with the attributes a card gains in every zone counting
from the start (4-1-2-1-2). An illegal deck (either player's) ends the run before the game: both
decks are checked, P1's first."""

from . import Family
from .common_parts import play
from .scene import Scene

PLAYERS = ("P1", "P2")


def build(s, p, n=40, events=0, specs=None):
    for i in range(n):
        cid = "%sD%02d" % (p, i + 1)
        spec = {"type": "event", "timing": ["serve"]} if i < events else {"name": "n%d" % (i % 9)}
        if specs and i in specs:
            spec = dict(specs[i])
        s.put(p, "deck", cid, **spec)


def only_karasuno(gains):
    """39 cards of 烏野 and one that allows only 烏野 (and gains it in every zone, or not)."""
    specs = {i: {"affiliation": ["烏野"], "name": "k%d" % i} for i in range(39)}
    skills = [{"kind": "permanent", "deck_rule": {"only": {"affiliation": "烏野"}}}]
    if gains:
        skills.append({"kind": "permanent", "all_zones": True,
                       "continuous": [{"gain": {"affiliation": "烏野"}, "target": "this"}]})
    specs[39] = {"name": "x", "skills": skills}
    return specs


CASES = [
    # key, description, P1 deck kwargs, legal, rules violated
    ("39-cards", "39 cards", {"n": 39}, ["4-1-2"]),
    ("41-cards", "41 cards", {"n": 41}, ["4-1-2"]),
    ("40-cards-8-events", "40 cards, 8 of them events", {"events": 8}, []),
    ("40-cards-9-events", "40 cards, 9 of them events", {"events": 9}, ["4-1-2"]),
    ("9-events-limit-raised", "9 events, a card raising the limit to 10",
     {"events": 9, "specs": {39: {"name": "coach", "skills": [
         {"kind": "permanent", "deck_rule": {"events": 10}}]}}}, []),
    ("11-events-limit-raised", "11 events, a card raising the limit to 10",
     {"events": 11, "specs": {39: {"name": "coach", "skills": [
         {"kind": "permanent", "deck_rule": {"events": 10}}]}}}, ["4-1-2"]),
    ("copies-within", "two cards named 影山 where one of them allows two",
     {"specs": {38: {"name": "影山"}, 39: {"name": "影山", "skills": [
         {"kind": "permanent", "deck_rule": {"max_copies": 2}}]}}}, []),
    ("copies-beyond", "three cards named 影山 where one of them allows two",
     {"specs": {37: {"name": "影山"}, 38: {"name": "影山"}, 39: {"name": "影山", "skills": [
         {"kind": "permanent", "deck_rule": {"max_copies": 2}}]}}}, ["4-1-2-1"]),
    ("forbidden-card", "a 音駒 card where a card forbids 音駒",
     {"specs": {38: {"affiliation": ["音駒"]}, 39: {"name": "x", "skills": [
         {"kind": "permanent", "deck_rule": {"forbid": {"affiliation": "音駒"}}}]}}},
     ["4-1-2-1"]),
    ("only-kind-broken", "a card without 烏野 where only 烏野 cards are allowed",
     {"specs": only_karasuno(gains=False)}, ["4-1-2-1"]),
    ("only-kind-gained", "only 烏野 cards allowed, the card saying so gaining 烏野 in every zone",
     {"specs": only_karasuno(gains=True)}, []),
]


def generate(ctx):
    fam = Family(ctx, __name__)
    for key, what, kw, rules in CASES:
        for bad in PLAYERS:
            s = Scene(at="pregame")
            for p in PLAYERS:
                build(s, p, **(kw if p == bad else {}))
            legal = not rules
            setup = s.setup()
            script = []
            if legal:
                script = [{"random": "P1", "for": "chooser"}, {"choose": True, "for": "serve"}]
                for p in PLAYERS:
                    script.append({"random": list(reversed(setup[p]["deck"])), "for": "shuffle"})
                script += [{"choose": [], "for": "mulligan"}, {"choose": [], "for": "mulligan"}]
            run = play(setup, script)
            checks = [{"type": "deck-check", "player": p, "legal": p != bad or legal,
                       "rules": rules if p == bad else []} for p in PLAYERS]
            st = run.state()
            phase = "serve" if legal else "pregame"
            assert st["turn"]["phase"] == phase
            clauses = ["4-1-2", "4-2-1-1"]
            if "specs" in kw:
                clauses += ["4-1-2-1-1", "6-5-4"]
            if "limit" in key:
                clauses += ["4-1-2-1"]
            if "only" in key:
                clauses += ["4-1-2-1-2"]
            if "gained" in key:
                clauses += ["4-1-2-1-2"]
            clauses = list(dict.fromkeys(clauses))
            desc = " ".join([
                fam.quote("4-1-2", "デッキは40枚ちょうど"),
                fam.quote("4-1-2", "イベントカードは8枚以下"),
                fam.quote("4-1-2-1", "デッキの構築条件に関するパーマネント型スキルは、上記のデッキ構築条件を変更する置換効果として適用されます。"),
                fam.quote("4-2-1-1", "使用するデッキは、この時点でのみ、デッキ構築に関するルールに定められた諸条件を満たしていればよいものとします。"),
                "%s's deck has %s: it is %s%s." % (
                    bad, what, "legal" if legal else "illegal",
                    "" if legal else " (%s) and the game does not start" % ", ".join(rules))])
            fam.add("%s-%s" % (bad.lower(), key), "Deck check: %s's deck of %s" % (bad, what),
                    desc, clauses, ["deck-check"], setup, script,
                    {"events": checks, "state": {"turn": {"phase": phase}, "result": None}})
    return fam.cases
