"""Family `attack-duty`: a character that must be designated as a battle participant
(1600:バトル参加キャラの操作:参加キャラに指定する, 「参加キャラに指定する」) must attack at its
player's main phase, on whichever field it stands: the legal set offers no pass, a pass is refused
(reason class `must-attack`), the attack is declared. A DF character can attack only when an
effect lets it (「参加キャラに指定できる」, 1600:バトル参加キャラの結果の操作), so each field is given
both. The rest of each expectation is the model's whole final state and events
(Family.whole_state)."""

from . import Family
from .battle import battle_script
from .scene import Scene
from ..model.cards import FIELDS


def generate(ctx):
    fam = Family(ctx, __name__)
    for field in FIELDS:
        s = Scene()
        tp, ntp = s.tp, s.ntp
        s.char(tp, field, "K")
        s.effects.append({"master": tp, "card": "K", "participate": "can", "target": "this"})
        s.effects.append({"master": tp, "card": "K", "participate": "must", "target": "this"})
        script = [{"query": "legal"}, {"do": "pass"}, {"do": "attack", "card": "K"}] + battle_script(ntp, ask=False)
        fam.add("must-attack-%s" % field.lower(), "A character that must attack, on %s" % field,
                " ".join([fam.quote("1600:バトル参加キャラの操作:参加キャラに指定する"),
                          "K on %s must be designated and can be (both given): no pass is legal, a pass is "
                          "refused, K attacks." % field]),
                ["1600:バトル参加キャラの操作:参加キャラに指定する"], ["attack-duty", "battle"], s.setup(), script,
                {"legal": [{"step": 0, "actions": [{"do": "attack", "card": "K"}]}],
                 "rejections": [{"step": 1, "rule": "1600:バトル参加キャラの操作:参加キャラに指定する", "class": "must-attack"}],
                 "events": [{"type": "battle", "attacker": "K"}]})
    return fam.cases
