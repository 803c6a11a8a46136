"""Family `damage`: damage processing (4.5): one damage at a time (4.5.4, 4.5.4.1), the top card of
the deck face up into the damage zone (4.5.4.2, 3.2.3), a trigger activated and the damage left
set to 0 (4.5.4.3, 4.5.4.3.1, 8.1.3.4, reading NA-TRIGGER-REF and NA-TRIGGER-CANCEL), the tenth card
(4.5.4.4, reading NA-TEN-DAMAGE), repeated (4.5.4.5), an empty deck (4.5.3); size grows with the
damage zone (4.7.2)."""

from . import Family
from .scene import Scene


def generate(ctx):
    fam = Family(ctx, __name__)
    plain(fam)
    triggers(fam)
    empty_deck(fam)
    tenth(fam)
    return fam.cases


def attack_scene(hit):
    s = Scene(at="attack")
    s.unit("P1", 1, "A", cost=3, power=4000, hit=hit)
    return s


def plain(fam):
    for hit in (1, 2, 4):
        s = attack_scene(hit)
        s.level("P2", 3)
        deck = s.zones["P2"]["deck"]
        ev = [{"type": "damage", "player": "P2", "amount": hit}]
        ev += [{"type": "move", "card": c, "from": "P2:deck", "to": "P2:damage", "cause": "damage"}
               for c in deck[:hit]]
        fam.add("hit-%d" % hit, "%d damage, one card at a time" % hit,
                fam.cite("4.5.4.1", "4.5.4.2", "4.5.4.5", "4.7.2"),
                ["4.5.4", "4.5.4.1", "4.5.4.2", "4.5.4.4", "3.2.3", "4.5.1"]
                + (["4.5.4.5"] if hit > 1 else []), ["damage"], s.setup(),
                [{"do": "attack", "card": "A"}],
                {"events": ev, "state": {"P2": {"damage": deck[:hit], "size": 3 + hit}}})


def triggers(fam):
    for pos, hit in ((0, 3), (1, 3), (2, 3), (0, 1)):
        s = attack_scene(hit)
        deck = s.zones["P2"]["deck"]
        t = deck[pos]
        s.cards[t] = {"trigger": [{"hand": "this"}]}
        placed = deck[:pos + 1]
        dmg = [c for c in placed if c != t]
        fam.add("trigger-at-%d-of-%d" % (pos + 1, hit),
                "A trigger on the %d. of %d damage goes to the hand and cancels the rest" % (pos + 1, hit),
                "%s; %s; %s %s is a trigger card that adds itself to its owner's hand." % (
                    fam.quote("4.5.4.3"), fam.quote("4.5.4.3.1"), fam.quote("8.1.3.4"), t),
                ["4.5.4.3", "8.1.3.4", "10.1.11.2", "2.7.1", "4.2.2"]
                + (["4.5.4.3.1"] if pos + 1 < hit else []),
                ["damage", fam.reading("NA-TRIGGER-REF"), fam.reading("NA-TRIGGER-CANCEL")],
                s.setup(), [{"do": "attack", "card": "A"}],
                {"state": {"P2": {"damage": dmg, "hand": [t], "deck": deck[pos + 1:]}},
                 "events": [{"type": "trigger", "card": t, "player": "P2"}]})
    # a trigger that does nothing still cancels (NA-TRIGGER-CANCEL)
    s = attack_scene(3)
    deck = s.zones["P2"]["deck"]
    s.cards[deck[0]] = {"trigger": [{"trash": "opponent-unit"}]}
    s.cards["A"]["power"] = 4000
    fam.add("trigger-trashes-attacker", "A trigger that trashes the attacker cancels the rest",
            fam.cite("4.5.4.3", "4.5.4.3.1") + " The trigger trashes one of P1's units (A, chosen).",
            ["4.5.4.3.1", "8.3.3"], ["damage", fam.reading("NA-TRIGGER-CANCEL")], s.setup(),
            [{"do": "attack", "card": "A"}, {"choose": ["A"], "for": "target"}],
            {"state": {"P2": {"damage": deck[:1]}, "P1": {"trash": ["A"]}}})


    # a trigger's effect makes two items' conditions fail: both trashed once it is processed
    s = attack_scene(1)
    s.cards["A"]["power"] = 3000
    s.item("A", "I1", cost=1, equip={"power_min": 3000})
    s.item("A", "I2", cost=1, equip={"power_min": 2500})
    s.item("A", "I3", cost=1)
    deck = s.zones["P2"]["deck"]
    s.cards[deck[0]] = {"trigger": [{"power": -1000, "target": "opponent-unit", "until": "battle"}]}
    fam.add("trigger-item-condition", "Items whose condition a trigger breaks are trashed at once",
            fam.cite("4.5.4.3", "8.6.2") + " The trigger takes 1000 from A (3000) until the battle's "
            "end: I1 (3000) and I2 (2500) are trashed when the trigger's effect is processed, and "
            "stay in the trash when A's power comes back at the battle end step; I3 has no condition.",
            ["8.6.2", "4.5.4.3", "7.5.1"], ["damage", fam.reading("NA-TRIGGER-REF")], s.setup(),
            [{"do": "attack", "card": "A"}, {"choose": ["A"], "for": "target"}],
            {"state": {"P1": {"unit1": [{"card": "A", "power": 3000, "under": ["I3"]}],
                              "trash": ["I1", "I2"]}},
             "events": [{"type": "trigger", "card": deck[0], "player": "P2"},
                        {"type": "move", "card": "I1", "from": "P1:unit1", "to": "P1:trash",
                         "cause": "rule"},
                        {"type": "move", "card": "I2", "from": "P1:unit1", "to": "P1:trash",
                         "cause": "rule"}]})


def empty_deck(fam):
    for decksize, hit in ((0, 1), (1, 2), (2, 2)):
        s = attack_scene(hit)
        deck = s.deck("P2", decksize)
        loses = decksize < hit
        exp = {"state": {"P2": {"damage": deck[:hit]},
                         "result": {"winner": "P1"} if loses else None}}
        if loses:
            exp["events"] = [{"type": "lose", "player": "P2", "why": "damage"},
                             {"type": "game-end", "winner": "P1"}]
        fam.add("deck-%d-hit-%d" % (decksize, hit), "%d damage with %d deck cards" % (hit, decksize),
                fam.cite("4.5.3", "9.2.1.2", "1.2.2.2"),
                ["4.5.3", "9.2.1.2", "1.2.2.2", "1.2.2", "9.2.1", "9.1.2"] if loses
                else ["4.5.4.5"], ["damage", "defeat"], s.setup(), [{"do": "attack", "card": "A"}],
                exp)
    s = attack_scene(2)
    deck = s.deck("P2", 1)
    s.cards[deck[0]] = {"trigger": [{"hand": "this"}]}
    fam.add("trigger-saves-empty-deck", "The last deck card's trigger cancels the damage left",
            fam.cite("4.5.4.3.1", "4.5.3") + " P2's one deck card is a trigger: damage 2 puts it into "
            "the damage zone, its trigger adds it to the hand and the second damage is cancelled, so "
            "damage processing never runs on the empty deck.",
            ["4.5.4.3.1"], ["damage", fam.reading("NA-TRIGGER-CANCEL")], s.setup(),
            [{"do": "attack", "card": "A"}],
            {"state": {"result": None, "P2": {"deck": [], "hand": deck}}})


def tenth(fam):
    for before, hit in ((9, 1), (8, 1), (8, 3), (9, 2)):
        s = attack_scene(hit)
        s.damage("P2", before)
        deck = s.zones["P2"]["deck"]
        loses = before + hit >= 10
        placed = deck[:min(hit, 10 - before)]
        exp = {"state": {"result": {"winner": "P1"} if loses else None,
                         "P2": {"deck": deck[len(placed):]}}}
        if loses:
            exp["events"] = [{"type": "lose", "player": "P2", "why": "damage-zone"}]
        fam.add("tenth-%d-plus-%d" % (before, hit), "%d damage with %d damage cards" % (hit, before),
                fam.cite("4.5.4.4", "3.7.3", "9.2.1.1") + " The loss is at the tenth card: the rest of "
                "the damage is not processed (NA-TEN-DAMAGE).",
                ["4.5.4.4", "9.2.1.1", "1.2.2.1"] if loses else ["4.5.4.4"],
                ["damage", "defeat", fam.reading("NA-TEN-DAMAGE")], s.setup(),
                [{"do": "attack", "card": "A"}], exp)
    s = attack_scene(1)
    s.damage("P2", 9)
    deck = s.zones["P2"]["deck"]
    s.cards[deck[0]] = {"trigger": [{"hand": "this"}]}
    fam.add("tenth-trigger-saves", "The tenth card's trigger takes it to the hand: no loss",
            fam.cite("4.5.4.3", "4.5.4.4") + " (NA-TEN-DAMAGE: the check comes after the trigger.)",
            ["4.5.4.3", "4.5.4.4"], ["damage", fam.reading("NA-TEN-DAMAGE")], s.setup(),
            [{"do": "attack", "card": "A"}],
            {"state": {"result": None, "P2": {"hand": [deck[0]]}}})
