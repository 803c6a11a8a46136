"""Family `selectors`: what a selector names when what it speaks of is gone. 「攻撃キャラ」 and
「防御キャラ」 exist only during a battle (0850; the vocabulary's `"attacker"`, `"defender"`): an
effect that names them after the battle's end names no card, and 「防御キャラ」 of a battle nobody
blocked is no card either (0850/防御キャラの指定(防御側プレイヤー)~n1). A declaration's targets (0603/行動の
対象) are the cards it designated, each only while it is the card it was: a target that left the
field is no target (0604/解決, LY-TARGET-GONE). An instruction whose `target` is not written
processes 「このキャラ」 (`"this"`, the vocabulary's default). The rest of each expectation is the model's whole
final state and events (Family.whole_state)."""

from . import Family
from .scene import Scene


def generate(ctx):
    fam = Family(ctx, __name__)
    after_battle(fam)
    no_defender(fam)
    no_target(fam)
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


def no_defender(fam):
    """W's trigger at the battle's declaration start taps 「防御キャラ」 (and then 「攻撃キャラ」's
    partner, untapping the attacker); nobody blocked: only the attacker is processed."""
    for who in ("defender", "attacker"):
        s = Scene()
        tp, ntp = s.tp, s.ntp
        s.char(tp, "AF-left", "A", ap=1, dp=5)
        s.char(tp, "DF-left", "W", abilities=[{"kind": "trigger", "trigger": {"on": "battle-declare-start"},
                                               "effect": [{"untap" if who == "attacker" else "tap": who},
                                                          {"marker": "W"}]}])
        s.char(ntp, "DF-right", "D", ap=1, dp=5)
        script = [{"do": "attack", "card": "A"}, {"do": "pass", "by": ntp},
                  {"choose": None, "for": "defender", "by": ntp}, {"do": "pass"}, {"do": "pass", "by": ntp}]
        fam.add("%s-of-unblocked-battle" % who, "「%s」 in a battle nobody blocked" % (
                    "防御キャラ" if who == "defender" else "攻撃キャラ"),
                " ".join([fam.quote("0850/防御キャラの指定(防御側プレイヤー)~n1"),
                          "D does not block: %s." % ("the battle has no 防御キャラ, W's tap processes no card"
                                                     if who == "defender" else "W untaps the attacker A")]),
                ["0850/防御キャラの指定(防御側プレイヤー)~n1"], ["selectors", "battle"], s.setup(), script,
                {"events": [{"type": "marker", "name": "W"}],
                 "state": {tp: {"AF-left": [{"card": "A", "tapped": who == "defender"}]},
                           ntp: {"DF-right": [{"card": "D", "tapped": False}]}}})


def no_target(fam):
    """mod, swap and participate without `target`: U itself; the legal set after says whether U
    must attack (1600:バトル参加キャラの操作)."""
    rows = [("mod", {"mod": {"ap": 2}}, {"ap": 5, "dp": 1}),
            ("swap", {"swap": ["ap", "dp"]}, {"ap": 1, "dp": 3}),
            ("participate", {"participate": "must"}, {"ap": 3, "dp": 1})]
    for name, instr, values in rows:
        s = Scene()
        tp, ntp = s.tp, s.ntp
        s.char(tp, "AF-left", "U", ap=3, dp=1, abilities=[{"kind": "declare", "effect": [instr]}])
        s.char(tp, "AF-right", "K", ap=3, dp=1)
        script = [{"do": "ability", "card": "U", "ability": 0}, {"do": "pass", "by": ntp}, {"query": "legal"}]
        legal = [{"do": "attack", "card": "U"}, {"do": "attack", "card": "K"}]   # the ability used
        if name != "participate":
            legal.append({"do": "pass"})
        fam.add("no-target-%s" % name, "%s without a target: this card" % name,
                " ".join([fam.quote("1500/処理順序"),
                          "U's %s names no target: it processes U (the vocabulary's default \"this\"), not K%s." % (
                              name, "; U must now attack: no pass" if name == "participate" else "")]),
                ["1500/処理順序"] + (["1600:バトル参加キャラの操作:参加キャラに指定する"] if name == "participate" else []),
                ["selectors"], s.setup(), script,
                {"state": {tp: {"AF-left": [dict(values, card="U")], "AF-right": [{"card": "K", "ap": 3, "dp": 1}]}},
                 "legal": [{"step": 2, "actions": legal}]})
