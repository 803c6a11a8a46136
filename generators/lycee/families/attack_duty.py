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
        tapped(fam, field)
    return fam.cases


def tapped(fam, field):
    """The same K already 行動済み: it cannot pay the attack's required cost (0815/要求する使用代償),
    so no declaration can fulfil the duty and the pass is legal (LY-MUST-ATTACK-ABLE); an attack
    with K is still offered (a declaration that fails, 0603/宣言の失敗) and refused at its cost."""
    s = Scene()
    tp = s.tp
    s.char(tp, field, "K")
    s.tapped.append("K")
    s.effects.append({"master": tp, "card": "K", "participate": "can", "target": "this"})
    s.effects.append({"master": tp, "card": "K", "participate": "must", "target": "this"})
    script = [{"query": "legal"}, {"do": "attack", "card": "K"}, {"do": "pass"}]
    fam.add("must-attack-tapped-%s" % field.lower(), "A character that must attack but is tapped, on %s"
            % field,
            " ".join([fam.quote("1600:バトル参加キャラの操作:参加キャラに指定する"),
                      "K on %s must be designated and can be, but is already 行動済み: its attack "
                      "cannot pay 0815's cost, so the pass is legal (LY-MUST-ATTACK-ABLE); the "
                      "attack declared is refused at its cost, then the pass is accepted." % field]),
            ["1600:バトル参加キャラの操作:参加キャラに指定する", "0815/要求する使用代償"],
            ["attack-duty", fam.reading("LY-MUST-ATTACK-ABLE")], s.setup(), script,
            {"legal": [{"step": 0, "actions": [{"do": "attack", "card": "K"}, {"do": "pass"}]}],
             "rejections": [{"step": 1, "rule": "0815/要求する使用代償", "class": "cost"}]})
