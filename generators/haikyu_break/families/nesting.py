"""Family `nesting`: effects that resolve inside or after others: a delayed effect (1-3-4-4)
created by a skill and resolved when its trigger is met, other skills used in between (6-2-1-1);
a skill used by another's effect, resolved inside it before the rest of it (6-12-1-1,
6-12-1-1-1, 6-2-1-2), while no skill otherwise cuts into a resolution (6-2-1); a gut's skill
that speaks of being under a card works there (1-2-15-2-1)."""

from . import Family
from .common_parts import active_scene, rally
from ..model.table import other


def generate(ctx):
    fam = Family(ctx, __name__)
    for tp in ("P1", "P2"):
        for phase in ("attack", "end"):
            delayed(fam, tp, phase)
        use_inside(fam, tp)
        covered(fam, tp)
    return fam.cases


def delayed(fam, tp, phase):
    """「このターンの{アタック,エンド}フェイズ開始時、カード1枚を引く」 created at the toss phase's
    free step; another skill is used before it resolves."""
    s, t, script = active_scene(tp, {"effect": [
        {"delayed": {"on": "phase-start", "phase": phase}, "effect": [{"draw": 1}]}]})
    r = s.put(tp, "receive", "%sR" % tp, name="r", receive=1, skills=[
        {"kind": "active", "timing": ["toss"], "effect": [{"param": "receive", "add": 1}]}])
    a = s.put(tp, "hand", "%sA" % tp, name="a", attack=1)
    script += [{"do": "use", "card": r, "skill": 0}, {"do": "pass"}]
    if phase == "attack":
        script.append({"do": "appear", "card": a})
    else:
        script += [{"do": "appear", "card": a}, {"do": "pass"},
                   {"choose": "receive", "for": "route"}]
    setup = s.setup()
    top = setup[tp]["deck"][0]
    desc = " ".join([fam.quote("1-3-4-4"), fam.quote("6-2-1-1"),
                     "%s's skill creates a delayed effect for the %s phase's start; %s's skill "
                     "is used meanwhile; at the %s phase's start it waits, resolves and %s draws "
                     "%s." % (t, phase, r, phase, tp, top)])
    fam.add("%s-delayed-%s" % (tp.lower(), phase), "A delayed effect at the %s phase" % phase,
            desc, ["1-3-4-4", "6-2-1-1"], ["nesting"], setup, script,
            {"events": [{"type": "use", "card": t, "skill": 0},
                        {"type": "use", "card": r, "skill": 0},
                        {"type": "phase", "name": phase, "player": tp},
                        {"type": "waiting", "card": t, "skill": 0, "delayed": True},
                        {"type": "resolve", "card": t, "skill": 0, "delayed": True},
                        {"type": "draw", "player": tp, "card": top}]})


def use_inside(fam, tp):
    """「自分のレシーブキャラのアクティブ型スキル1つを使用する。その後、カード1枚を引く。」: the
    receive character's skill is used and resolved inside (6-12-1-1), then the draw
    (6-12-1-1-1)."""
    s, t, script = active_scene(tp, {"effect": [{"use": {"character": "receive"}, "skill": 0},
                                                {"draw": 1}]})
    r = s.put(tp, "receive", "%sR" % tp, name="r", receive=1, skills=[
        {"kind": "active", "timing": ["receive"], "effect": [
            {"param": "receive", "add": 2}, {"draw": 1}]}])
    setup = s.setup()
    d = setup[tp]["deck"]
    desc = " ".join([fam.quote("6-12-1-1"), fam.quote("6-12-1-1-1"),
                     "%s's skill uses %s's: %s gets +2 and %s draws %s inside; back in %s's "
                     "effect, %s draws %s." % (t, r, r, tp, d[0], t, tp, d[1])])
    fam.add("%s-use-inside" % tp.lower(), "A skill used inside another's effect", desc,
            ["6-12-1-1", "6-12-1-1-1", "6-2-1-2", "6-2-1"], ["nesting"], setup, script,
            {"events": [{"type": "use", "card": t, "skill": 0},
                        {"type": "use", "card": r, "skill": 0},
                        {"type": "draw", "player": tp, "card": d[0]},
                        {"type": "draw", "player": tp, "card": d[1]}],
             "state": {tp: {"receive": [{"card": r, "points": {"receive": 3}}]}}})


def covered(fam, tp):
    """「このカードの上にカードが登場した時、カード1枚を引く」 on the receive character: covered by a
    new one it is a gut, and the skill works (1-2-15-2-1)."""
    opp = other(tp)
    s = rally("receive", turn=4, player=tp)
    s.op(opp, 1)
    r = s.put(tp, "receive", "%sR" % tp, name="r", receive=1, skills=[
        {"kind": "passive", "area": "under", "trigger": {"on": "covered"},
         "effect": [{"draw": 1}]}])
    n = s.put(tp, "hand", "%sN" % tp, name="n", receive=1)
    s.first(r)                          # the covered card first of the case's cards
    script = [{"do": "appear", "card": n}]
    setup = s.setup()
    top = setup[tp]["deck"][0]
    desc = " ".join([fam.quote("1-2-15-2-1"), "%s appears on %s; %s's 「このカードの上にカードが登場"
                     "した時」 waits as a gut and %s draws %s." % (n, r, r, tp, top)])
    fam.add("%s-covered-gut-skill" % tp.lower(), "A gut's 「上に登場した時」 skill", desc,
            ["1-2-15-2-1"], ["nesting"], setup, script,
            {"events": [{"type": "appear", "card": n, "area": "receive"},
                        {"type": "waiting", "card": r, "skill": 0},
                        {"type": "resolve", "card": r, "skill": 0},
                        {"type": "draw", "player": tp, "card": top}]})
