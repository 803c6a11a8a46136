"""Owns what several families share beyond the scene: a run of the model on a setup and script
(`play`), the parts of its observation a case expects (`partial_state`, `events_of`,
`rejections_of`), and the small setups most cases start from (two players with decks, set cards
and hands of vanilla characters)."""

from common import strip

from ..model import replay
from .scene import standard


def play(setup, script):
    """The model's run of a setup and a script."""
    return replay({"setup": setup, "script": script})


def partial_state(run, *paths):
    """The run's final state at the dotted paths ("P1.hand", "turn.phase"), as a partial state."""
    full = run.state()
    out = {}
    for path in paths:
        keys = path.split(".")
        src, dst = full, out
        for k in keys[:-1]:
            src = src[k]
            dst = dst.setdefault(k, {})
        dst[keys[-1]] = src[keys[-1]]
    return out


def events_of(run, *types, **match):
    """The run's events of the types (all when none), each matching `match`, without steps."""
    out = []
    for e in run.events:
        if types and e["type"] not in types:
            continue
        if any(e.get(k) != v for k, v in match.items()):
            continue
        out.append(strip(e))
    return out


def rejections_of(run):
    return [{"step": r["step"], "rule": r["rule"]} for r in run.rejections]


def rally(at="serve", turn=1, player="P1", set_no=1, deck=(6, 6), sets=(2, 2), route=None):
    """Decks and set cards of vanilla characters (P1D…, P1S…), nothing else yet."""
    return standard(at, turn, player, set_no, deck, sets, route)


def char(**params):
    """A character's spec: the parameters given, every other one 0."""
    return dict(params)


def phase_scene(tp, at="toss", deck=(6, 6), **params):
    """A turn of `tp` at the `at` phase (a serve turn 1 at `serve`, else a turn 4, the opponent's
    offense point 1) and the script that reaches its free step: the card T of `tp`'s hand
    appears there (at `draw`, T is the receive character already). Returns the scene, T and
    the script."""
    opp = "P2" if tp == "P1" else "P1"
    s = rally(at, turn=1 if at == "serve" else 4, player=tp, deck=deck)
    if at != "serve":
        s.op(opp, 1)
    area = "receive" if at == "draw" else at
    spec = {area: 1}
    spec.update(params)
    if at == "draw":
        return s, s.put(tp, "receive", "%sT" % tp, name="t", **spec), []
    t = s.put(tp, "hand", "%sT" % tp, name="t", **spec)
    appear = {"do": "appear", "cards": [t], "centre": t} if at == "block" else \
        {"do": "appear", "card": t}
    return s, t, [appear]


def active_scene(tp, skill, at="toss", deck=(6, 6), **spec):
    """phase_scene's T with the active skill (with that phase's use-timing icon unless the
    skill says), used at the free step. Returns the scene, T and the script."""
    skill = dict(skill)
    skill.setdefault("kind", "active")
    skill.setdefault("timing", [at])
    s, t, script = phase_scene(tp, at, deck, skills=[skill], **spec)
    return s, t, script + [{"do": "use", "card": t, "skill": 0}]
