"""Family `turn-details`: what the turn and the battle carry from one point to a later one, in the
forms the other families leave aside: 「ウェイクアップで未行動状態に戻らない」 given on each side,
each lasting until its own player's wake-up, and gone after it (the next one untaps); a warm-up changed once, then the same player's next
warm-up (the change used up); a battle interrupted at its start and at its declarations' end
(LY-BATTLE-INTERRUPT), its end still processed; a battle where neither participant is downed
(no 【ボーナス】); a support naming a character next to the supporter that is not in the battle. Each expectation is the model's whole final state and events
(Family.whole_state); the family states the figure each case is about."""

from . import Family
from .battle import battle_script
from .scene import Scene


def generate(ctx):
    fam = Family(ctx, __name__)
    no_untap_each_side(fam)
    no_untap_one_wake_up(fam)
    no_untap_after_other_effect(fam)
    support_of_non_participant(fam)
    warm_up_used_up(fam)
    interrupted(fam)
    bonus_neither_down(fam)
    return fam.cases


def no_untap_each_side(fam):
    s = Scene(first="P1", at="start", turn=3)
    tp, ntp = s.tp, s.ntp
    s.char(tp, "AF-left", "A1")
    s.char(ntp, "AF-left", "B1")
    s.tapped += ["A1", "B1"]
    s.effects.append({"master": tp, "card": "A1", "no_untap": "this"})
    s.effects.append({"master": ntp, "card": "B1", "no_untap": "this"})
    script = [{"do": "pass"}, {"do": "pass", "by": ntp}]
    fam.add("no-untap-each-side", "「ウェイクアップで未行動状態に戻らない」 on each side: each lasts until its player's wake-up",
            " ".join([fam.quote("1540:ウェイクアップ:ウェイクアップで未行動状態に戻らない",
                                "指定されたウェイクアップで未行動状態に戻るキャラとして指定できません"),
                      "A1 (%s's) and B1 (%s's) are both kept 行動済み by their next wake-up: A1 through %s's of turn 3, "
                      "B1 through %s's of turn 4, B1's information not ended by %s's wake-up." % (tp, ntp, tp, ntp, tp)]),
            ["1540:ウェイクアップ:ウェイクアップで未行動状態に戻らない", "0521/ウェイクアップ#1"],
            ["turn-details", "wake-up"], s.setup(), script,
            {"state": {"turn": {"number": 4, "player": ntp, "phase": "main"},
                       tp: {"AF-left": [{"card": "A1", "tapped": True}]},
                       ntp: {"AF-left": [{"card": "B1", "tapped": True}]}}})


def no_untap_one_wake_up(fam):
    s = Scene(first="P1", at="start", turn=3)
    tp, ntp = s.tp, s.ntp
    s.char(tp, "AF-left", "A1")
    s.tapped.append("A1")
    s.effects.append({"master": tp, "card": "A1", "no_untap": "this"})
    script = [{"do": "pass"}, {"do": "pass", "by": ntp}, {"do": "pass", "by": ntp}, {"do": "pass", "by": tp}]
    fam.add("no-untap-one-wake-up", "「ウェイクアップで未行動状態に戻らない」 holds for one wake-up only",
            " ".join([fam.quote("1540:ウェイクアップ:ウェイクアップで未行動状態に戻らない",
                                "指定されたウェイクアップで未行動状態に戻るキャラとして指定できません"),
                      "A1 stays 行動済み through %s's wake-up of turn 3, the one specified; at %s's wake-up of turn 5 "
                      "it becomes 未行動." % (tp, tp)]),
            ["1540:ウェイクアップ:ウェイクアップで未行動状態に戻らない", "0521/ウェイクアップ#2"],
            ["turn-details", "wake-up"], s.setup(), script,
            {"state": {"turn": {"number": 5, "player": tp, "phase": "main"},
                       tp: {"AF-left": [{"card": "A1", "tapped": False}]}},
             "events": [{"type": "untap", "card": "A1"}]})


def warm_up_used_up(fam):
    s = Scene(first="P1", at="start", turn=3, decks=(8, 8))
    tp, ntp = s.tp, s.ntp
    s.effects.append({"master": tp, "warm_up": 1})
    d = s.deck(tp)
    script = [{"do": "pass"}, {"do": "pass", "by": ntp}, {"do": "pass", "by": ntp}, {"do": "pass", "by": tp}]
    fam.add("warm-up-used-up", "A warm-up changed once: the same player's next warm-up draws 2",
            " ".join([fam.quote("1540:ウォームアップ:ウォームアップのドロー枚数を増減",
                                "指定されたウォームアップは指定された内容でドロー枚数が増減します"),
                      "%s's warm-up of turn 3 draws 3; its warm-up of turn 5, no longer the one specified, draws 2." % tp]),
            ["1540:ウォームアップ:ウォームアップのドロー枚数を増減", "0521/ウォームアップ#1"],
            ["turn-details", "warm-up"], s.setup(), script,
            {"state": {"turn": {"number": 5, "player": tp, "phase": "main"}, tp: {"hand": d[:5], "deck": d[5:]}}})


def interrupted(fam):
    """The attacker moved away by a trigger resolved at the battle's start (met by the attack's
    resolution), or at the end of its declarations: the battle is interrupted there and ends."""
    for at, trigger in (("start", {"on": "join", "when": "after"}), ("declare-end", {"on": "battle-declare-end"})):
        s = Scene()
        tp, ntp = s.tp, s.ntp
        s.char(tp, "AF-left", "A")
        s.char(tp, "DF-right", "W", abilities=[{"kind": "trigger", "trigger": trigger,
                                                "effect": [{"move": "attacker", "to": "AF-right"}]}])
        s.char(ntp, "DF-right", "D")
        script = [{"do": "attack", "card": "A"}, {"do": "pass", "by": ntp}]
        if at == "declare-end":
            script += [{"choose": "D", "for": "defender", "by": ntp}, {"do": "pass"}, {"do": "pass", "by": ntp}]
        fam.add("interrupted-at-%s" % at, "A battle interrupted at its %s" % ("start" if at == "start" else "declarations' end"),
                " ".join([fam.quote("0850/バトルの中断"),
                          "W's trigger (%s) moves A, the attacker, from AF-left to AF-right: the battle is "
                          "interrupted, then its end is processed." % trigger["on"]]),
                ["0850/バトルの中断"], ["turn-details", "battle", fam.reading("LY-BATTLE-INTERRUPT")], s.setup(), script,
                {"state": {"turn": {"battle": None}, tp: {"AF-right": [{"card": "A"}]}},
                 "events": [{"type": "interrupt"}, {"type": "battle-end"}]})


def bonus_neither_down(fam):
    both_down_returned(fam)
    s = Scene()
    tp, ntp = s.tp, s.ntp
    s.char(tp, "AF-left", "A", ap=1, dp=5, basics=[{"name": "bonus", "effect": [{"marker": "bonus"}]}])
    s.char(ntp, "DF-right", "D", ap=1, dp=5, basics=[{"name": "bonus", "effect": [{"marker": "bonus"}]}])
    script = [{"do": "attack", "card": "A"}] + battle_script(ntp, "D")
    fam.add("bonus-neither-down", "【ボーナス】: a battle where neither is downed",
            " ".join([fam.quote("1100:ボーナス/効果", "このキャラが参加し、このキャラがダウンせず、対戦キャラがダウンしたバトル終了時、併記された効果を処理する。"),
                      "A and D (AP 1, DP 5 each) are neither downed: no bonus for either."]),
            ["0850:バトル結果/攻撃の判定"], ["turn-details", "bonus"], s.setup(), script,
            {"events": [{"type": "battle-end"}], "absent": [{"type": "marker", "name": "bonus"}]})


def both_down_returned(fam):
    """Both participants downed; A, the attacker with 【ボーナス】, is made to enter again from the
    trash by a trigger on its down before the battle's end: A was downed in that battle, so no
    【ボーナス】 for it."""
    s = Scene()
    tp, ntp = s.tp, s.ntp
    s.char(tp, "AF-left", "A", ap=5, dp=1, basics=[{"name": "bonus", "effect": [{"marker": "bonus"}]}])
    s.char(tp, "DF-right", "W", abilities=[{"kind": "trigger", "trigger": {"on": "down", "of": {"who": "you", "zone": "trash"}},
                                            "effect": [{"enter": {"all": {"who": "you", "zone": "trash", "name": "A"}},
                                                        "field": "AF-left"}]}])
    s.char(ntp, "DF-right", "D", ap=5, dp=1)
    script = [{"do": "attack", "card": "A"}] + battle_script(ntp, "D")
    fam.add("bonus-both-down-returned", "【ボーナス】: both downed, the attacker back on the field before the battle's end",
            " ".join([fam.quote("1100:ボーナス/効果", "このキャラが参加し、このキャラがダウンせず、対戦キャラがダウンしたバトル終了時、併記された効果を処理する。"),
                      "A and D (AP 5, DP 1 each) are both downed; W's trigger makes A enter again: A was downed, no bonus."]),
            ["0850:バトル結果/ダウンの解決"], ["turn-details", "bonus"], s.setup(), script,
            {"events": [{"type": "battle-end"}], "absent": [{"type": "marker", "name": "bonus"}]})


def no_untap_after_other_effect(fam):
    """As no-untap-one-wake-up, with another information given before it (a modification for the
    game): the wake-up's information ends all the same."""
    s = Scene(first="P1", at="start", turn=3)
    tp, ntp = s.tp, s.ntp
    s.char(tp, "AF-left", "A1")
    s.char(tp, "AF-right", "A2")
    s.tapped.append("A1")
    s.effects.append({"master": tp, "card": "A2", "mod": {"ap": 1}, "until": "game"})
    s.effects.append({"master": tp, "card": "A1", "no_untap": "this"})
    script = [{"do": "pass"}, {"do": "pass", "by": ntp}, {"do": "pass", "by": ntp}, {"do": "pass", "by": tp}]
    fam.add("no-untap-after-other-effect", "「ウェイクアップで未行動状態に戻らない」 given after another information: one wake-up only",
            " ".join([fam.quote("1540:ウェイクアップ:ウェイクアップで未行動状態に戻らない",
                                "指定されたウェイクアップで未行動状態に戻るキャラとして指定できません"),
                      "A2 has AP +1 for the game, A1 the no-untap information: A1 stays 行動済み through %s's wake-up "
                      "of turn 3 and becomes 未行動 at that of turn 5; A2 keeps AP 2." % tp]),
            ["1540:ウェイクアップ:ウェイクアップで未行動状態に戻らない", "0521/ウェイクアップ#2"],
            ["turn-details", "wake-up"], s.setup(), script,
            {"state": {"turn": {"number": 5, "player": tp, "phase": "main"},
                       tp: {"AF-left": [{"card": "A1", "tapped": False}], "AF-right": [{"card": "A2", "ap": 2}]}},
             "events": [{"type": "untap", "card": "A1"}]})


def support_of_non_participant(fam):
    s = Scene()
    tp, ntp = s.tp, s.ntp
    s.char(tp, "AF-left", "P", ap=2)
    s.char(tp, "AF-center", "S", sp=1)
    s.char(tp, "DF-center", "K")
    s.char(ntp, "DF-right", "D", ap=0, dp=9)
    script = [{"do": "attack", "card": "P"}, {"do": "pass", "by": ntp}, {"choose": None, "for": "defender", "by": ntp},
              {"do": "support", "card": "S", "target": "K"}]
    fam.add("support-target-not-in-battle", "A support naming a character next to the supporter that is not in the battle",
            " ".join([fam.quote("0817/対象"),
                      "S (AF-center) is next to P, the attacker, and to K (DF-center), who is not in the battle: "
                      "K cannot be the support's target, the declaration fails."]),
            ["0817/対象"], ["turn-details", "support"], s.setup(), script,
            {"rejections": [{"step": 3, "rule": "0817/対象", "class": "target"}]})
