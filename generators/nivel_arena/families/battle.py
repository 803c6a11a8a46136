"""Family `battle`: attacks in the attack phase (6.5.1, 7.1) by units that have not attacked this
turn (7.2.1; reading NA-SUMMONING: a unit placed this turn may), defense by the attacker's
opposing unit only (7.3.1, 3.5.4.1, 3.5.4.2), the battle step: undefended, the hit in damage
(7.4.2, 2.9.1); defended, the powers compared, the attacker winning ties (7.4.3, 2.8.1); the
battle end step (7.5.1, 7.5.2); the exact legal sets of both free timings."""

from . import Family
from .scene import Scene


def generate(ctx):
    fam = Family(ctx, __name__)
    compare(fam)
    undefended(fam)
    declarations(fam)
    legal(fam)
    summoning(fam)
    attacker_moves(fam)
    resolved_in_battle_step(fam)
    negation_at_battle_end(fam)
    placed_defender(fam)
    attacker_second(fam)
    won_at_battle_end(fam)
    return fam.cases


def compare(fam):
    for pa, pd in ((4000, 4000), (4000, 4500), (5000, 3000), (0 + 1000, 999)):
        s = Scene(at="attack")
        s.unit("P1", 1, "A", cost=3, power=pa, hit=2)
        s.unit("P2", 1, "D", cost=3, power=pd, hit=1)
        win = pa >= pd
        loser, lz = ("D", "P2") if win else ("A", "P1")
        fam.add("compare-%d-%d" % (pa, pd), "Attacker %d against defender %d" % (pa, pd),
                "%s; %s %s" % (fam.quote("7.3.1"), fam.quote("7.4.3"),
                               "A's power is at least D's: D is trashed, by battle." if win
                               else "A's is lower: A is trashed, by battle."),
                ["7.4.3", "7.3.1", "7.3.2", "2.8.1", "7.1", "7.2.1", "3.5.4.1", "3.5.4.2", "7.5.2",
                 "3.4.1", "4.2.1", "4.8.1"],
                ["battle"], s.setup(),
                [{"do": "attack", "card": "A"}, {"do": "defend", "card": "D"}],
                {"state": {lz: {"trash": [loser]}, "P2": {"damage": []},
                           "turn": {"phase": "attack", "step": None}},
                 "events": [{"type": "attack", "card": "A", "player": "P1"},
                            {"type": "defend", "card": "D"},
                            {"type": "move", "card": loser, "from": "%s:unit1" % lz,
                             "to": "%s:trash" % lz, "cause": "battle"}]})


def undefended(fam):
    for hit in (0, 1, 3):
        for opposing in (False, True):
            s = Scene(at="attack")
            s.unit("P1", 2, "A", cost=3, power=4000, hit=hit)
            if opposing:
                s.unit("P2", 2, "D", cost=1, power=1000)
            deck = s.zones["P2"]["deck"]
            script = [{"do": "attack", "card": "A"}] + ([{"do": "pass"}] if opposing else [])
            clauses = ["7.4.2", "2.9.1"] + (["4.5.1", "4.5.4.2"] if hit else ["1.3.3"])
            fam.add("hit-%d-%s" % (hit, "passed" if opposing else "open"),
                    "An undefended attack with hit %d" % hit,
                    fam.quote("7.4.2") + " %s: P2 takes %d damage, the top %d cards of its deck to its "
                    "damage zone." % ("P2 passes" if opposing else "P2 has no opposing unit", hit, hit),
                    clauses, ["battle"], s.setup(), script,
                    {"state": {"P2": {"damage": deck[:hit], "deck": deck[hit:], "size": 1 + hit}}})


def declarations(fam):
    s = Scene(at="attack")
    s.unit("P1", 1, "A", cost=3, power=4000)
    s.unit("P1", 2, "B", cost=3, power=4000)
    s.unit("P2", 1, "D", cost=1, power=1000)
    s.unit("P2", 2, "E", cost=1, power=1000)
    script = [{"do": "attack", "card": "A"}, {"do": "defend", "card": "E"},
              {"do": "defend", "card": "A"}, {"do": "pass", "by": "P1"}, {"do": "pass"},
              {"do": "attack", "card": "A"}, {"do": "attack", "card": "D"}, {"do": "end"}]
    fam.add("who-declares", "Only the opposing unit defends; a unit attacks once a turn",
            fam.cite("7.3.1", "7.2.1"),
            ["7.3.1", "7.2.1"], ["battle"], s.setup(), script,
            {"rejections": [{"step": 1, "rule": "7.3.1"}, {"step": 2, "rule": "7.3.1"},
                            {"step": 3, "rule": "7.3.1"}, {"step": 5, "rule": "7.2.1"},
                            {"step": 6, "rule": "7.2.1"}],
             "state": {"P1": {"unit1": [{"card": "A", "attacked": False}]}}})
    s = Scene()
    s.unit("P1", 1, "A", cost=3, power=4000)
    fam.add("main-phase", "No attack in the main phase", fam.quote("6.5.1"), ["6.5.1"], ["battle"],
            s.setup(), [{"do": "attack", "card": "A"}, {"do": "end"}, {"do": "attack", "card": "A"}],
            {"rejections": [{"step": 0, "rule": "6.5.1"}],
             "state": {"turn": {"phase": "attack"}, "P1": {"unit1": [{"card": "A", "attacked": True}]}}})


def legal(fam):
    s = Scene(at="attack")
    s.unit("P1", 1, "A", cost=3, power=4000)
    s.unit("P1", 3, "B", cost=3, power=4000)
    s.attacked.append("B")
    s.unit("P2", 1, "D", cost=1, power=1000)
    fam.add("legal", "The legal attacks and defenses",
            fam.cite("6.5.1", "7.2.1", "7.3.1"), ["6.5.1", "7.3.1"], ["battle", "legal"], s.setup(),
            [{"query": "legal"}, {"do": "attack", "card": "A"}, {"query": "legal"},
             {"do": "pass"}, {"query": "legal"}],
            {"legal": [{"step": 0, "actions": [{"do": "attack", "card": "A"}, {"do": "end"}]},
                       {"step": 2, "actions": [{"do": "defend", "card": "D"}, {"do": "pass"}]},
                       {"step": 4, "actions": [{"do": "end"}]}]})


def summoning(fam):
    s = Scene()
    s.level("P1", 5)
    s.put("P1", "hand", "N", cost=2, power=3000, hit=1)
    deck = s.zones["P2"]["deck"]
    fam.add("placed-this-turn", "A unit placed this turn attacks",
            fam.quote("7.2.1") + " (NA-SUMMONING: nothing forbids a unit placed this turn.)",
            ["7.2.1", "7.4.2"], ["battle", fam.reading("NA-SUMMONING")], s.setup(),
            [{"do": "place", "card": "N", "zone": "unit3"}, {"do": "end"},
             {"do": "attack", "card": "N"}],
            {"state": {"P2": {"damage": deck[:1]}}})


def placed_defender(fam):
    s = Scene(at="main", turn=4)
    s.level("P2", 5)
    s.put("P2", "hand", "D", cost=1, power=3000)
    s.unit("P1", 1, "A", cost=1, power=2000, hit=1)
    fam.add("defender-placed-last-turn", "A unit placed the turn before defends",
            fam.cite("7.3.1", "7.4.3"), ["7.3.1", "7.4.3"], ["battle"], s.setup(),
            [{"do": "place", "card": "D", "zone": "unit1"}, {"do": "end"}, {"do": "end"},
             {"do": "end"}, {"do": "attack", "card": "A"}, {"do": "defend", "card": "D"}],
            {"state": {"P1": {"trash": ["A"]}, "P2": {"unit1": [{"card": "D"}], "damage": []}}})
    s = Scene(at="attack")
    s.unit("P1", 1, "A", cost=1, power=2000, abilities=[{"kind": "attacker", "effect": [{"win": "self"}]}])
    s.unit("P2", 1, "D", cost=1, power=1000)
    fam.add("won-at-declaration", "The game won in the attack declaration step ends the battle there",
            fam.cite("1.2.5", "7.2.2"), ["1.2.5", "7.2.2"], ["battle", "defeat"], s.setup(),
            [{"do": "attack", "card": "A"}],
            {"state": {"result": {"winner": "P1"}, "turn": {"step": "attack"}}})


def attacker_second(fam):
    s = Scene(at="attack")
    s.unit("P1", 1, "A", cost=1, power=2000,
           abilities=[{"kind": "active", "effect": [{"draw": 1}]},
                      {"kind": "attacker", "effect": [{"power": 2000, "target": "this"}]}])
    s.unit("P2", 1, "D", cost=1, power=3000)
    fam.add("attacker-second-ability", "An attacker effect that is the unit's second ability",
            fam.cite("7.2.2", "10.1.5.2") + " A (2000) gets +2000 on attacking and beats D (3000).",
            ["7.2.2", "10.1.5.2", "7.4.3"], ["battle"], s.setup(),
            [{"do": "attack", "card": "A"}, {"do": "defend", "card": "D"}],
            {"state": {"P2": {"trash": ["D"]}, "P1": {"unit1": [{"card": "A"}]}},
             "events": [{"type": "activate", "card": "A", "ability": 1}]})


def won_at_battle_end(fam):
    s = Scene(at="attack")
    s.unit("P1", 1, "A", cost=1, power=1000,
           abilities=[{"kind": "attacker", "effect": [{"power": 1000, "target": "this"},
                                                      {"power": -1500, "target": "this",
                                                       "until": "turn"}]},
                      {"kind": "exit", "effect": [{"win": "self"}]}])
    fam.add("won-at-battle-end", "The game won in the battle end step ends there",
            fam.cite("7.5.1", "8.5.2.1", "10.1.7.2") + " A (1000) gets +1000 for the battle and "
            "-1500 for the turn; at the battle end step it falls to -500 and is trashed (by effect, "
            "NA-NEGATION-TRASH): its exit effect wins the game.",
            ["7.5.1", "8.5.2.1", "10.1.7.2", "1.2.5"], ["battle", "defeat", fam.reading("NA-NEGATION-TRASH")],
            s.setup(), [{"do": "attack", "card": "A"}],
            {"state": {"result": {"winner": "P1"}, "turn": {"step": "battle-end"},
                       "P1": {"trash": ["A"]}}})


def negation_at_battle_end(fam):
    s = Scene(at="attack")
    s.unit("P1", 1, "A", cost=1, power=500)
    s.unit("P2", 1, "D", cost=1, power=1000,
           abilities=[{"kind": "defender", "effect": [{"power": 3000, "target": "this"},
                                                      {"power": -3000, "target": "this", "until": "turn"}]},
                      {"kind": "exit", "effect": [{"draw": 1}]}])
    d2 = s.zones["P2"]["deck"]
    fam.add("negation-at-battle-end", "A unit trashed when the battle's effects are negated: its exit activates then",
            fam.cite("7.5.1", "8.5.2.1", "8.5.2.2") + " D defends at 1000 + 3000 − 3000 and beats A "
            "(500); at the battle end step +3000 is negated: D at −2000 is trashed, its exit draws.",
            ["7.5.1", "8.5.2.1", "8.5.2.2"], ["battle", fam.reading("NA-NEGATION-TRASH")], s.setup(),
            [{"do": "attack", "card": "A"}, {"do": "defend", "card": "D"}],
            {"state": {"P1": {"trash": ["A"]}, "P2": {"trash": ["D"], "hand": d2[:1]}}})
    s = Scene(at="attack")
    s.unit("P1", 1, "A", cost=1, power=3000, hit=2)
    s.unit("P2", 1, "D", cost=1, power=1000)
    fam.add("stops-at-defense", "The script ends at the defense declaration step",
            fam.cite("7.2.1", "7.3.1") + " The defending player has not declared yet: nothing of the "
            "battle step has happened.", ["7.2.1"], ["battle"], s.setup(), [{"do": "attack", "card": "A"}],
            {"state": {"turn": {"phase": "attack", "step": "defense"}, "P2": {"damage": []}}})


def resolved_in_battle_step(fam):
    s = Scene(at="attack")
    s.unit("P1", 1, "A", cost=3, power=4000, hit=1)
    s.unit("P2", 1, "D", cost=1, power=1000,
           abilities=[{"kind": "exit", "effect": [{"hit": 2, "target": "opponent-units", "until": "battle"}]}])
    fam.add("exit-before-battle-end", "An exit met in the battle step activates before the battle end step",
            fam.cite("7.5.1", "10.1.7.2") + " D's exit gives P1's units +2 hit until the end of the "
            "battle: it activates in the battle step, so 7.5.1 negates it and A's hit is 1 again.",
            ["7.5.1", "10.1.7.2"], ["battle"], s.setup(),
            [{"do": "attack", "card": "A"}, {"do": "defend", "card": "D"}],
            {"state": {"P1": {"unit1": [{"card": "A", "hit": 1}]}},
             "events": [{"type": "hit", "card": "A", "by": 2}]})


def attacker_moves(fam):
    s = Scene(at="attack")
    s.unit("P1", 1, "A", cost=3, power=4000, hit=2,
           abilities=[{"kind": "attacker", "effect": [{"hand": "this"}]}])
    fam.add("attacker-leaves", "The attacker leaves the unit zone: the battle step ends",
            fam.quote("7.4.1") + " A's attacker effect returns it to the hand: no damage.",
            ["7.4.1", "10.1.5.2", "7.2.2"], ["battle"], s.setup(), [{"do": "attack", "card": "A"}],
            {"state": {"P1": {"hand": ["A"], "unit1": []}, "P2": {"damage": []}}})
    s = Scene(at="attack")
    s.level("P1", 8)
    s.unit("P1", 1, "A", cost=3, power=4000, hit=2,
           abilities=[{"kind": "attacker", "effect": [{"hand": "this"}]}])
    s.unit("P1", 2, "K", cost=1, power=1000, hit=1)
    fam.add("new-card-attacks-again", "A unit back in the hand is a new card: placed again, it attacks",
            fam.quote("7.2.1") + " A returned to the hand in turn 3; placed in turn 5 it attacks, and "
            "K, which attacked in turn 3, attacks again.", ["7.2.1"], ["battle"], s.setup(),
            [{"do": "attack", "card": "A"}, {"do": "attack", "card": "K"}, {"do": "end"},
             {"do": "end"}, {"do": "end"},
             {"do": "place", "card": "A", "zone": "unit3"}, {"do": "end"},
             {"do": "attack", "card": "K"}, {"query": "legal"}],
            {"rejections": [],
             "legal": [{"step": 8, "actions": [{"do": "attack", "card": "A"}, {"do": "end"}]}]})
