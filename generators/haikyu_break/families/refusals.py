"""Family `refusals`: actions the toss phase's free step refuses, each with the clause that forbids
it, and nothing changed by the refusal: the play of a card that is not an event card of the
hand (1-4-6-2), of an event skill whose condition does not hold (6-2-4), that is negated
(6-1-2), that an effect forbids (0-2-6: a skill resolved earlier, or a permanent of the
opponent's character), or whose cost cannot be paid (1-3-5-1); the use of the opponent's
character's skill (5-14-3) or of a passive skill (1-3-3-3); an action of the non-turn player,
an appearance at the free step (5-14-3)."""

from . import Family
from .common_parts import phase_scene
from .events import event
from ..model.table import other

DRAW = [{"draw": 1}]


def generate(ctx):
    fam = Family(ctx, __name__)
    for tp in ("P1", "P2"):
        for row in ROWS:
            refused(fam, tp, *row)
    return fam.cases


def not_event(s, tp, t):
    c = s.put(tp, "hand", "%sC" % tp, name="c", attack=1,
              skills=[{"kind": "active", "timing": ["toss"], "area": "hand", "effect": DRAW}])
    return [{"do": "play", "card": c, "skill": 0}], c, \
        "%s's character card %s (an active skill usable from the hand) is no event card: its play is refused" % (tp, c)


def condition_unmet(s, tp, t):
    e = event(s, tp, "%sE" % tp, ["toss"], DRAW,
              condition={"count": {"who": "you", "zone": "drop"}, "min": 1})
    return [{"do": "play", "card": e}], e, \
        "%s's event card %s may be played only with a card in %s's drop, which is empty" % (
            tp, e, tp)


def negated(s, tp, t):
    s.cards[t]["skills"] = [{"kind": "active", "timing": ["toss"], "effect": [
        {"negate": {"all": {"who": "you", "zone": "hand"}}, "until": "turn"}]}]
    e = event(s, tp, "%sE" % tp, ["toss"], DRAW)
    return [{"do": "use", "card": t, "skill": 0}, {"do": "play", "card": e}], e, \
        "%s's toss character %s negates the skills of %s's hand for the turn, then %s cannot be " \
        "played" % (tp, t, tp, e)


def forbidden(s, tp, t):
    s.cards[t]["skills"] = [{"kind": "active", "timing": ["toss"], "effect": [
        {"forbid": "play", "who": "you", "until": "turn"}]}]
    e = event(s, tp, "%sE" % tp, ["toss"], DRAW)
    return [{"do": "use", "card": t, "skill": 0}, {"do": "play", "card": e}], e, \
        "%s's toss character %s makes %s unable to play event cards this turn, then %s's play " \
        "is refused" % (tp, t, tp, e)


def forbidden_by_permanent(s, tp, t):
    opp = other(tp)
    s.put(opp, "receive", "%sR" % opp, name="r", receive=1, skills=[
        {"kind": "permanent", "continuous": [{"forbid": "play", "who": "opponent"}]}])
    e = event(s, tp, "%sE" % tp, ["toss"], DRAW)
    return [{"do": "play", "card": e}], e, \
        "%s's receive character has 「相手はイベントカードをプレイできない」 (a permanent): %s's " \
        "play of %s is refused" % (opp, tp, e)


def cost_unpaid(s, tp, t):
    e = event(s, tp, "%sE" % tp, ["toss"], DRAW, cost=[{"discard": 2}])
    x = s.put(tp, "hand", "%sX" % tp, name="x")
    return [{"do": "play", "card": e}], e, \
        "%s's event card %s costs 「手札2枚をドロップする」 and the hand holds only %s beside it" % (
            tp, e, x)


def opponents_card(s, tp, t):
    opp = other(tp)
    r = s.put(opp, "receive", "%sR" % opp, name="r", receive=1, skills=[
        {"kind": "active", "timing": ["toss"], "effect": DRAW}])
    return [{"do": "use", "card": r, "skill": 0}], r, \
        "%s names the active skill of %s's receive character %s: not its card, refused" % (
            tp, opp, r)


def passive_used(s, tp, t):
    s.cards[t]["skills"] = [{"kind": "passive", "trigger": {"on": "turn-end"}, "effect": DRAW}]
    return [{"do": "use", "card": t, "skill": 0}], None, \
        "%s names the passive skill of its toss character %s: no active skill, refused" % (tp, t)


def non_turn_player(s, tp, t):
    opp = other(tp)
    return [{"do": "pass", "by": opp}], None, \
        "%s, not the turn player, passes at %s's free step: refused" % (opp, tp)


def appear_at_free_step(s, tp, t):
    a = s.put(tp, "hand", "%sA" % tp, name="a", attack=1)
    return [{"do": "appear", "card": a}], a, \
        "%s tries to make %s appear at the free step: refused, %s stays in the hand" % (tp, a, a)


# key, title, the action(s) (a builder), the clause refusing it, clauses, quote
ROWS = [
    ("play-not-event", "A play of a card that is no event card", not_event, "1-4-6-2",
     ["1-4-6-2"]),
    ("play-condition-unmet", "A play of an event skill whose condition does not hold",
     condition_unmet, "6-2-4", ["6-2-4"]),
    ("play-negated", "A play of an event card whose skill is negated", negated, "6-1-2",
     ["6-1-2"]),
    ("play-forbidden", "A play forbidden by a skill resolved earlier", forbidden, "0-2-6",
     ["0-2-6"]),
    ("play-forbidden-by-permanent", "A play forbidden by the opponent's permanent",
     forbidden_by_permanent, "0-2-6", ["0-2-6"]),
    ("play-cost-unpaid", "A play whose cost cannot be paid", cost_unpaid, "1-3-5-1",
     ["1-3-5-1"]),
    ("use-opponents-card", "A use of the opponent's character's skill", opponents_card,
     "5-14-3", ["5-14-3"]),
    ("use-passive", "A use of a passive skill", passive_used, "1-3-3-3", ["1-3-3-3"]),
    ("non-turn-player", "An action of the non-turn player at the free step", non_turn_player,
     "5-14-3", ["5-14-3"]),
    ("appear-at-free-step", "An appearance at the free step", appear_at_free_step, "5-14-3",
     ["5-14-3"]),
]


def refused(fam, tp, key, title, build, rule, clauses):
    s, t, script = phase_scene(tp, "toss")
    actions, card, words = build(s, tp, t)
    script = script + actions
    setup = s.setup()
    step = len(script) - 1
    expect = {"rejections": [{"step": step, "rule": rule}],
              "absent": [{"type": "play"}, {"type": "draw", "player": tp}],
              "state": {"turn": {"player": tp, "phase": "toss", "step": "free"}}}
    if card is not None:
        home = [z for z in ("hand", "receive", "toss") for p in (tp, other(tp))
                if card in (setup[p].get(z) or []) or setup[p].get(z) == card][0]
        owner = tp if card in (setup[tp].get(home) or []) or setup[tp].get(home) == card \
            else other(tp)
        expect["absent"].append({"type": "move", "card": card, "from": "%s:%s" % (owner, home)})
    desc = " ".join([fam.quote(rule), "%s." % words])
    fam.add("%s-%s" % (tp.lower(), key), title, desc, clauses, ["refusal"], setup, script,
            expect)
