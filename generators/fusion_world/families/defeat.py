"""Family `defeat`: the defeat check (14-2, 割り込み型): a player whose life area (14-2-2-1) or
deck (14-2-2-2) has no card loses at once and the other wins (0-1-3); both at once is a draw
(0-1-3-3).  The last life card taken by a battle's damage; the last deck card drawn in the
charge phase (7-2-9), where the run stops before the charge choice; a deck of 2 that survives
the draw; a setup that already meets a loss condition for one player or both, noticed as the run
begins, before any check point (14-1-2-1: an interrupt-type process acts the moment its event
exists; the vocabulary's "Order": step -1).  Both players on each side.
"""

from . import Family
from ..model.table import PLAYERS, other
from .lang import act, auto
from .quotes import Q1422
from .scene import standard

Q14221 = "いずれかのプレイヤーのライフエリアのカードが0枚の場合、そのプレイヤーはゲームの敗北条件を満たしています。"
Q14222 = "いずれかのプレイヤーのデッキのカードが0枚の場合、そのプレイヤーはゲームの敗北条件を満たしています。"
Q0133 = "すべてのプレイヤーが同時に敗北条件を満たしている場合、そのゲームは引き分けとなり、ゲームが終了します。"
Q013 = "対戦相手が敗北し、自身が敗北していないプレイヤーがそのゲームに勝利します。"
Q14121 = "割り込み型ルール処理は他の行動の実行中やスキルの指示の実行中であっても、該当する事象が発生した時点で即座に実行します。"


def generate(ctx):
    fam = Family(ctx, __name__)
    for first in PLAYERS:
        for by_leader in (False, True):
            last_life(fam, first, by_leader)
        for deck in (1, 2):
            for turn in (3, 4):
                charge_draw(fam, first, turn, deck)
        for who in ("tp", "ntp"):
            for what in ("deck", "life"):
                setup_loss(fam, first, who, what)
        for what in (("deck", "deck"), ("deck", "life"), ("life", "deck")):
            setup_draw(fam, first, what)
        over_in_attack_step(fam, first)
        for n in (1, 2):
            over_mid_effect(fam, first, n)
    return fam.cases


def last_life(fam, first, by_leader):
    s = standard(first=first, turn=5)
    tp = s.turn_player
    ntp = other(tp)
    s.zones[ntp]["life"] = s.zones[ntp]["life"][:1]
    for c in list(s.cards):
        if c.startswith(ntp + "T") and c not in s.zones[ntp]["life"]:
            del s.cards[c]
    lead, opp = s.zones[tp]["leader"], s.zones[ntp]["leader"]
    att = lead if by_leader else s.put(tp, "battle", "A", power=6000)
    script = [{"do": "attack", "card": att, "target": opp}, {"do": "pass"}, {"do": "pass"}]
    top = s.zones[ntp]["life"][0]
    power = 5000 if by_leader else 6000
    desc = " ".join([fam.quote("14-2-2-1", Q14221), fam.quote("0-1-3", Q013),
                     "%s's %s (%d) attacks %s's leader (5000) with one life card left: 1 damage "
                     "moves %s to %s's hand, its life area is empty and it loses at once; %s "
                     "wins and the run ends in the damage step." % (
                         tp, "leader" if by_leader else "battle card A", power, ntp, top, ntp, tp)])
    fam.add("last-life-%s-%s" % (tp.lower(), "leader" if by_leader else "battle"),
            "Defeat: %s's last life card taken by %s's %s" % (
                ntp, tp, "leader" if by_leader else "battle card"),
            desc, ["14-2-2-1", "0-1-3"], ["defeat"], s.setup(), script,
            {"state": {"result": {"winner": tp}, "turn": {"step": "damage"},
                       ntp: {"life": [], "hand": [top]}},
             "events": [{"type": "damage", "player": ntp, "amount": 1, "source": att},
                        {"type": "move", "card": top, "from": "%s:life" % ntp,
                         "to": "%s:hand" % ntp, "cause": "damage"},
                        {"type": "rule", "process": "14-2"},
                        {"type": "lose", "player": ntp, "why": "life"},
                        {"type": "game-end", "winner": tp}]})


def charge_draw(fam, first, turn, deck):
    s = standard(first=first, turn=turn, at="charge", deck=(deck, deck))
    tp = s.turn_player
    ntp = other(tp)
    top = s.zones[tp]["deck"][0]
    if deck == 1:
        script = []
        expect = {"state": {"result": {"winner": ntp}, "turn": {"phase": "charge"},
                            tp: {"deck": [], "hand": [top], "energy": []}},
                  "events": [{"type": "draw", "player": tp, "card": top},
                             {"type": "rule", "process": "14-2"},
                             {"type": "lose", "player": tp, "why": "deck"},
                             {"type": "game-end", "winner": ntp}]}
        why = ("%s's deck holds one card: it draws it at 7-2-9 and, its deck empty, loses at "
               "once; there is no check point 7-2-10 and no charge (7-2-11), so the script is "
               "empty." % tp)
        clauses = ["7-2-9", "14-2-2-2", "0-1-3"]
    else:
        script = [{"choose": None, "for": "charge", "by": tp}]
        rest = s.zones[tp]["deck"][1:]
        expect = {"state": {"result": None, "turn": {"phase": "main", "player": tp},
                            tp: {"deck": rest, "hand": [top]}},
                  "events": [{"type": "draw", "player": tp, "card": top},
                             {"type": "checkpoint", "at": "7-2-10"}]}
        why = ("%s's deck holds two cards: it draws one, one is left, and the game goes on to "
               "the charge choice and the main phase." % tp)
        clauses = ["7-2-9", "7-2-10"]
    desc = " ".join([fam.quote("14-2-2-2", Q14222), fam.quote("7-2-9"), why])
    fam.add("charge-draw-deck-%d-%s-turn-%d" % (deck, first.lower(), turn),
            "Defeat: %s draws from a deck of %d in its charge phase" % (tp, deck), desc, clauses,
            ["defeat", "charge"], s.setup(), script, expect)


def setup_loss(fam, first, who, what):
    s = standard(first=first, turn=3)
    tp = s.turn_player
    loser = tp if who == "tp" else other(tp)
    gone = s.zones[loser][what]
    for c in gone:
        del s.cards[c]
    s.zones[loser][what] = []
    winner = other(loser)
    desc = " ".join([fam.quote("14-2-2-2" if what == "deck" else "14-2-2-1",
                               Q14222 if what == "deck" else Q14221),
                     fam.quote("14-1-2-1", Q14121),
                     "The case starts in %s's main phase with %s's %s empty: the defeat check "
                     "acts as the run begins, before the check point 7-3-3 and any script entry "
                     "(step -1): %s loses and %s wins, so the script is empty."
                     % (tp, loser, what, loser, winner)])
    fam.add("setup-%s-%s-empty-%s-first" % (who, what, first.lower()),
            "Defeat: %s starts with an empty %s" % (loser, what), desc,
            ["14-2-2-2" if what == "deck" else "14-2-2-1", "0-1-3", "14-1-2-1"], ["defeat"],
            s.setup(), [],
            {"state": {"result": {"winner": winner}, "turn": {"phase": "main"}},
             "events": [{"type": "rule", "process": "14-2", "step": -1},
                        {"type": "lose", "player": loser, "why": what, "step": -1},
                        {"type": "game-end", "winner": winner, "step": -1}]})


def setup_draw(fam, first, what):
    s = standard(first=first, turn=3)
    tp = s.turn_player
    ntp = other(tp)
    for p, zone in zip((tp, ntp), what):
        for c in s.zones[p][zone]:
            del s.cards[c]
        s.zones[p][zone] = []
    clauses = ["0-1-3-3", "14-1-2-1"] + sorted({"14-2-2-2" if z == "deck" else "14-2-2-1"
                                             for z in what})
    desc = " ".join([fam.quote("0-1-3-3", Q0133),
                     fam.quote("14-2-2", Q1422),
                     "%s's %s and %s's %s are empty when the case starts: the defeat check, "
                     "interrupt-type (14-1-2-1), finds both players meeting a loss condition at "
                     "once as the run begins (step -1), and the game is a draw; the turn "
                     "player's `lose` comes first." % (tp, what[0], ntp, what[1])])
    fam.add("setup-both-%s-%s-%s-first" % (what[0], what[1], first.lower()),
            "Defeat: both players lose at once (%s %s, %s %s): a draw" % (
                tp, what[0], ntp, what[1]),
            desc, clauses, ["defeat"], s.setup(), [],
            {"state": {"result": {"draw": True}},
             "events": [{"type": "rule", "process": "14-2", "step": -1},
                        {"type": "lose", "player": tp, "why": what[0], "step": -1},
                        {"type": "lose", "player": ntp, "why": what[1], "step": -1},
                        {"type": "game-end", "draw": True, "step": -1}]})


def over_in_attack_step(fam, first):
    """The game can end inside the attack step (8-1): at its check point 8-1-4 an auto deals the
    attacker's player its last damage; the state is observed there (turn.step `attack`)."""
    s = standard(first=first, turn=3, life=(1, 8) if first == "P1" else (8, 1))
    tp = s.turn_player
    ntp = other(tp)
    lead_t, lead_n = s.zones[tp]["leader"], s.zones[ntp]["leader"]
    s.cards[lead_n]["skills"] = [auto("attacked", {"damage": 1, "who": "opponent"})]
    top = s.zones[tp]["life"][0]
    desc = " ".join([fam.quote("14-2-2-1", Q14221),
                     "%s has one life card. Its leader attacks %s's leader, whose 「このカードが"
                     "アタックされた時、相手に1ダメージを与える」 resolves at the check point 8-1-4: "
                     "%s goes to %s's hand, %s loses in the attack step (turn.step `attack`)." % (
                         tp, ntp, top, tp, tp)])
    fam.add("over-in-attack-step-%s" % tp.lower(), "The game ends in the attack step (%s "
            "attacking)" % tp, desc, ["14-2-2-1", "0-1-3", "8-1-4"], ["defeat", "attack"],
            s.setup(), [{"do": "attack", "card": lead_t, "target": lead_n}],
            {"state": {"result": {"winner": ntp},
                       "turn": {"phase": "main", "step": "attack"},
                       tp: {"life": [], "hand": [top]}},
             "events": [{"type": "attack", "card": lead_t, "target": lead_n},
                        {"type": "checkpoint", "at": "8-1-4"},
                        {"type": "damage", "player": tp, "amount": 1, "source": lead_n},
                        {"type": "lose", "player": tp, "why": "life"},
                        {"type": "game-end", "winner": ntp}]})


def over_mid_effect(fam, first, n):
    """14-1-2-1: the defeat check is an interrupt-type process: a skill that empties its master's
    deck ends the game there, in the middle of its instructions; what follows is never done."""
    s = standard(first=first, turn=3, deck=(1, 5) if first == "P1" else (5, 1))
    tp = s.turn_player
    ntp = other(tp)
    s.put(tp, "battle", "S", skills=[act("main", {"draw": n}, {"markers": 1})])
    top = s.zones[tp]["deck"][0]
    desc = " ".join([fam.quote("14-2-2-2", Q14222), fam.quote("14-1-2-1", Q14121),
                     "%s's deck holds one card. S: 「カード%d枚を引く。エナジーマーカー1つを置く」: %s "
                     "draws %s, its deck is empty and it loses at once;%s the marker is never "
                     "placed." % (tp, n, tp, top, " the second card is never drawn," if n == 2
                                  else "")])
    fam.add("over-mid-effect-draw-%d-%s" % (n, tp.lower()),
            "The game ends in the middle of a skill's instructions (draw %d, %s)" % (n, tp),
            desc, ["14-2-2-2", "14-1-2-1", "0-1-3"], ["defeat"], s.setup(),
            [{"do": "activate", "card": "S", "skill": 0}],
            {"state": {"result": {"winner": ntp}, tp: {"deck": [], "hand": [top], "markers": 0}},
             "events": [{"type": "draw", "player": tp, "card": top},
                        {"type": "rule", "process": "14-2"},
                        {"type": "lose", "player": tp, "why": "deck"},
                        {"type": "game-end", "winner": ntp}],
             "exactly": [{"type": "draw"}, {"type": "lose"}]})
