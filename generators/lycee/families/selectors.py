"""Family `selectors`: what a selector names when what it speaks of is gone. 「攻撃キャラ」 and
「防御キャラ」 exist only during a battle (0850; the vocabulary's `"attacker"`, `"defender"`): an
effect that names them after the battle's end names no card. A declaration's targets (0603/行動の
対象) are the cards it designated, each only while it is the card it was: a target that left the
field is no target (0604/解決, LY-TARGET-GONE). The rest of each expectation is the model's whole
final state and events (Family.whole_state)."""

from . import Family
from .scene import Scene


def generate(ctx):
    fam = Family(ctx, __name__)
    after_battle(fam)
    return fam.cases


def after_battle(fam):
    """An attack (blocked or not) ends; then an ability untaps 「攻撃キャラ」 or taps 「防御キャラ」."""
    for blocked in (False, True):
        for who, verb in (("attacker", "untap"), ("defender", "tap")):
            s = Scene()
            tp, ntp = s.tp, s.ntp
            s.char(tp, "AF-left", "A", ap=1, dp=5)
            s.char(tp, "DF-left", "U", abilities=[{"kind": "declare", "effect": [{verb: who}, {"marker": "done"}]}])
            s.char(ntp, "DF-right", "D", ap=1, dp=5)
            script = [{"do": "attack", "card": "A"}, {"do": "pass", "by": ntp},
                      {"choose": "D" if blocked else None, "for": "defender", "by": ntp},
                      {"do": "pass"}, {"do": "pass", "by": ntp},
                      {"do": "ability", "card": "U", "ability": 0}, {"do": "pass", "by": ntp}]
            named = "A" if who == "attacker" else "D"
            fam.add("%s-after-%s-battle" % (who, "blocked" if blocked else "unblocked"),
                    "「%s」 named after the battle's end" % ("攻撃キャラ" if who == "attacker" else "防御キャラ"),
                    " ".join([fam.quote("0850/進行~n1", "上記の範囲が「バトル中」にあたります"),
                              "A attacked%s; the battle is over when U's ability %ss the %s: there is none, %s is "
                              "left as the battle left it." % (" and D blocked" if blocked else "", verb, who, named)]),
                    ["0850/進行~n1"], ["selectors", "battle"], s.setup(), script,
                    {"events": [{"type": "marker", "name": "done"}],
                     "absent": [{"type": verb, "card": named, "step": 5}, {"type": verb, "card": named, "step": 6}]})
