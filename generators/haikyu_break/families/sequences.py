"""Family `sequences`: an instruction and what comes after it, in the same skill or later in the
game, each in a skill of a character used at the free step: an 「以下から選ぶ」 followed by more
instructions (7-3-1-1, 0-2-3), a selection bounded by a parameter from below and above, which a
「-」 never meets (1-3-2-1-1), granted skills of two cards negated (6-1-2-2), a delayed effect of
a skipped phase (8-6-4) and an offense point with the toss character gone (5-17-5); a lost
declared by an effect (1-4-9-4), a character unaffected by skills (7-6-1), 「各プレイヤーは」
(0-2-7), a number read from a printed parameter (7-1-2), 「同じ」 compared on a parameter
(7-8-1), each player's offense point changed where only one has one (0-2-5-2), a draw not
done in full (7-2-2), a gut made to appear in another area (1-4-5-2) and a modification for
「次のターン」 that does not apply in the rest of this one (7-4-1) and a passive waiting when its
skill skips the phase, cancelled (8-6, 6-6-3)."""

from . import Family
from .common_parts import active_scene
from ..model.table import other


def generate(ctx):
    fam = Family(ctx, __name__)
    for tp in ("P1", "P2"):
        for picked in (0, 1):
            options_then(fam, tp, picked)
        bounded(fam, tp)
        for negated in (False, True):
            granted_pair(fam, tp, negated)
        delayed_skipped(fam, tp)
        toss_dropped(fam, tp)
        for who in ("you", "opponent"):
            lost_by_effect(fam, tp, who)
        unaffected(fam, tp)
        each_draws(fam, tp)
        printed_number(fam, tp)
        for same in (True, False):
            same_parameter(fam, tp, same)
        each_offense(fam, tp)
        short_draw(fam, tp)
        gut_appears_elsewhere(fam, tp)
        next_turn_only(fam, tp)
        waiting_skipped(fam, tp)
    return fam.cases


def options_then(fam, tp, picked):
    """「以下から1つ選ぶ。▶カード1枚を引く。▶このカードのトスポイントに+2する。その後、このカードの
    トスポイントに+1する。」: the instruction after the options is executed too (0-2-3)."""
    s, t, script = active_scene(tp, {"effect": [
        {"options": [[{"draw": 1}], [{"param": "toss", "add": 2}]], "count": 1},
        {"param": "toss", "add": 1}]})
    script.append({"choose": [picked], "for": "option"})
    setup = s.setup()
    top = setup[tp]["deck"][0]
    toss = 1 + (2 if picked else 0) + 1
    expect = {"state": {tp: {"toss": [{"card": t, "points": {"toss": toss}}]}}}
    if picked == 0:
        expect["events"] = [{"type": "draw", "player": tp, "card": top}]
    else:
        expect["absent"] = [{"type": "draw", "player": tp}]
    desc = " ".join([fam.quote("7-3-1-1"), fam.quote("0-2-3"),
                     "%s picks option %d, then the +1 after the options: %s, toss point %d." % (
                         tp, picked, "draws %s" % top if picked == 0 else "no draw", toss)])
    fam.add("%s-options-then-more-%d" % (tp.lower(), picked),
            "「以下から1つ選ぶ」 followed by another instruction: option %d" % picked, desc,
            ["7-3-1-1", "7-3-1-2", "0-2-3"], ["sequence"], setup, script, expect)


def bounded(fam, tp):
    """「ドロップエリアのアタックポイントが2以上3以下のキャラカードすべてを手札に加える」: of attack
    points 1, 2, 3, 4 and 「-」, the 2 and the 3 (1-3-2-1-1: 「-」 compares with no number)."""
    s, t, script = active_scene(tp, {"effect": [{"to_hand": {"all": {
        "who": "you", "zone": "drop", "filter": {"param": "attack", "min": 2, "max": 3}}}}]})
    ids = {v: s.put(tp, "drop", "%sX%s" % (tp, "N" if v == "-" else v), name="x%s" % v,
                    attack=v) for v in (1, 2, 3, 4, "-")}
    setup = s.setup()
    taken = [ids[2], ids[3]]
    expect = {"state": {tp: {"hand": taken, "drop": [ids[1], ids[4], ids["-"]]}},
              "events": [{"type": "move", "card": c, "from": "%s:drop" % tp,
                          "to": "%s:hand" % tp} for c in taken]}
    desc = " ".join([fam.quote("1-3-2-1-1"),
                     "%s's drop holds characters of attack point 1, 2, 3, 4 and 「-」; those of 2 "
                     "or more and 3 or less are %s." % (tp, ", ".join(taken))])
    fam.add("%s-parameter-between" % tp.lower(),
            "A selection by a parameter between a lower and an upper bound", desc,
            ["1-3-2-1-1"], ["sequence"], setup, script, expect)


def granted_pair(fam, tp, negated):
    """「このターン、自分のレシーブキャラとこのカードは『アタックフェイズ開始時、カード1枚を引く』
    を得る。（このフェイズの間、自分のキャラすべてのスキルを無効にする。）」: negated, both granted
    skills are gone (6-1-2-2), not only the first card's, and neither waits when the attack
    phase begins, after the negation has ended; not negated, both wait there."""
    skill = {"kind": "passive", "trigger": {"on": "phase-start", "phase": "attack"},
             "effect": [{"draw": 1}]}
    eff = [{"grant": skill, "target": {"character": "receive"}, "until": "turn"},
           {"grant": skill, "target": "this", "until": "turn"}]
    if negated:
        eff.append({"negate": {"all": {"who": "you", "zone": "court"}}, "until": "phase"})
    s, t, script = active_scene(tp, {"effect": eff})
    r = s.put(tp, "receive", "%sR" % tp, name="r", receive=1)
    s.put(tp, "hand", "%sA" % tp, name="a", attack=2)
    script.append({"do": "pass"})
    setup = s.setup()
    d = setup[tp]["deck"][:2]
    if negated:
        expect = {"state": {"turn": {"phase": "attack", "step": "appear"}},
                  "absent": [{"type": "waiting", "card": r}, {"type": "waiting", "card": t},
                             {"type": "draw", "player": tp}]}
    else:
        script.append({"choose": {"card": r, "skill": 0}, "for": "resolve"})
        expect = {"state": {"turn": {"phase": "attack", "step": "appear"}},
                  "events": [{"type": "resolve", "card": r, "skill": 0},
                             {"type": "draw", "player": tp, "card": d[0]},
                             {"type": "resolve", "card": t, "skill": 1},
                             {"type": "draw", "player": tp, "card": d[1]}]}
    desc = " ".join([fam.quote("6-1-2-2") if negated else fam.quote("5-4-2"),
                     "%s's receive character %s and toss character %s each gain 「アタックフェイズ"
                     "開始時、カード1枚を引く」 for the turn%s; at the attack phase's start %s." % (
                         tp, r, t, ", then every skill of %s's characters is negated for the "
                         "phase" % tp if negated else "",
                         "neither waits: both granted skills are gone" if negated else
                         "both wait, %s resolves %s's first and draws %s, then %s" % (
                             tp, r, d[0], d[1]))])
    fam.add("%s-granted-pair-%s" % (tp.lower(), "negated" if negated else "kept"),
            "Skills granted to two characters, %s" % (
                "negated: both gone" if negated else "not negated: both wait"), desc,
            ["6-1-2-2", "6-1-2"] if negated else ["5-4-2"], ["sequence"],
            setup, script, expect)


def delayed_skipped(fam, tp):
    """「アタックフェイズ開始時、カード1枚を引く（遅発）。エンドフェイズに移る。」 at the toss phase:
    the delayed effect waits for a moment of a skipped phase and vanishes (8-6-4): it does not
    wait when the opponent's next attack phase begins."""
    opp = "P2" if tp == "P1" else "P1"
    s, t, script = active_scene(tp, {"effect": [
        {"delayed": {"on": "phase-start", "phase": "attack"}, "effect": [{"draw": 1}]},
        {"skip_to": "end"}]})
    rr = s.put(opp, "hand", "%sR" % opp, name="r", receive=5)
    tt = s.put(opp, "hand", "%sT" % opp, name="t2", toss=1)
    script += [{"choose": "receive", "for": "route"}, {"do": "pass"},
               {"do": "appear", "card": rr}, {"do": "pass"},
               {"do": "appear", "card": tt}, {"do": "pass"}]
    setup = s.setup()
    expect = {"state": {"turn": {"player": opp, "phase": "attack", "step": "appear"}},
              "events": [{"type": "skip", "from": "toss", "to": "end"},
                         {"type": "phase", "name": "attack", "player": opp}],
              "absent": [{"type": "waiting", "card": t},
                         {"type": "draw", "player": tp}]}
    desc = " ".join([fam.quote("8-6-4"),
                     "%s's toss character %s makes a delayed effect for the start of an attack "
                     "phase, then skips to the end phase: the attack phase is skipped and the "
                     "effect vanishes, so at %s's next attack phase nothing waits and %s draws "
                     "nothing." % (tp, t, opp, tp)])
    fam.add("%s-delayed-of-skipped-phase" % tp.lower(),
            "A delayed effect of a skipped phase vanishes", desc, ["8-6-4", "8-6-1"],
            ["sequence"], setup, script, expect)


def toss_dropped(fam, tp):
    """「自分のトスキャラをドロップする。」 at the attack phase's free step: at the offense step no
    toss character is there, and the offense point is the attack character's attack point alone
    (5-17-5)."""
    s, t, script = active_scene(tp, {"effect": [{"drop": {"character": "toss"}}]}, at="attack",
                                attack=3)
    k = s.put(tp, "toss", "%sK" % tp, name="k", toss=4)
    script += [{"do": "pass"}, {"choose": "receive", "for": "route"}]
    setup = s.setup()
    expect = {"events": [{"type": "move", "card": k, "from": "%s:toss" % tp,
                          "to": "%s:drop" % tp},
                         {"type": "op", "player": tp, "value": 3}],
              "state": {tp: {"toss": [], "op": 3}}}
    desc = " ".join([fam.quote("5-17-5"),
                     "%s's attack character %s (attack 3) drops the toss character %s (toss 4) "
                     "at the free step; at the offense step there is no toss character, so the "
                     "offense point is 3." % (tp, t, k)])
    fam.add("%s-offense-without-toss" % tp.lower(),
            "The attack's offense point with no toss character left", desc,
            ["5-17-5", "5-17-7"], ["sequence"], setup, script, expect)


def lost_by_effect(fam, tp, who):
    """「自分（相手）はロストを宣言する。」 at the free step (1-4-9-4): the turn ends at once, the
    interval follows, the player who declared lost takes a set card, the other serves the next
    set (1-4-9-5, 5-3-2)."""
    loser = tp if who == "you" else other(tp)
    s, t, script = active_scene(tp, {"effect": [{"lost": who}]})
    setup = s.setup()
    card = setup[loser]["set"][0]
    script.append({"choose": card, "for": "set-card"})
    server = other(loser)
    expect = {"events": [{"type": "use", "card": t, "skill": 0},
                         {"type": "lost", "player": loser, "why": "effect"},
                         {"type": "interval", "player": loser},
                         {"type": "move", "card": card, "from": "%s:set" % loser,
                          "to": "%s:hand" % loser},
                         {"type": "serve-right", "player": server},
                         {"type": "phase", "name": "serve", "player": server, "set": 2}],
              "state": {"turn": {"set": 2, "player": server, "phase": "serve"}}}
    desc = " ".join([fam.quote("1-4-9-4"), fam.quote("1-4-9-5"),
                     "%s's toss character makes %s declare lost: the set ends, %s takes %s into "
                     "the hand at the interval and %s serves set 2." % (
                         tp, loser, loser, card, server)])
    fam.add("%s-lost-by-effect-%s" % (tp.lower(), who),
            "「%sはロストを宣言する」" % ("自分" if who == "you" else "相手"), desc,
            ["1-4-9-4", "1-4-9-5", "5-3-2"], ["sequence"], setup, script, expect)


def unaffected(fam, tp):
    """「このターン、自分のレシーブキャラはスキルの影響を受けない。自分のキャラすべてのレシーブ
    ポイントに+2する。」: the receive character is ignored by the second instruction (7-6-1)."""
    s, t, script = active_scene(tp, {"effect": [
        {"unaffected": {"character": "receive"}, "until": "turn"},
        {"param": "receive", "add": 2, "target": {"all": {"who": "you", "zone": "court"}}}]})
    r = s.put(tp, "receive", "%sR" % tp, name="r", receive=1)
    setup = s.setup()
    expect = {"state": {tp: {"receive": [{"card": r, "points": {"receive": 1}}],
                             "toss": [{"card": t, "points": {"receive": 2}}]}}}
    desc = " ".join([fam.quote("7-6-1"),
                     "%s's receive character %s (receive 1) is unaffected by skills, then every "
                     "character of %s gets receive +2: %s stays 1, the toss character %s goes "
                     "from 0 to 2." % (tp, r, tp, r, t)])
    fam.add("%s-unaffected-ignored" % tp.lower(),
            "A character unaffected by skills is ignored by the next instruction", desc,
            ["7-6-1"], ["sequence"], setup, script, expect)


def each_draws(fam, tp):
    """「各プレイヤーはカード1枚を引く。」: the turn player draws first (0-2-7)."""
    opp = other(tp)
    s, t, script = active_scene(tp, {"effect": [{"draw": 1, "who": "each"}]})
    setup = s.setup()
    mine, theirs = setup[tp]["deck"][0], setup[opp]["deck"][0]
    expect = {"events": [{"type": "draw", "player": tp, "card": mine},
                         {"type": "draw", "player": opp, "card": theirs}],
              "state": {tp: {"hand": [mine]}, opp: {"hand": [theirs]}}}
    desc = " ".join([fam.quote("0-2-7"),
                     "「各プレイヤーはカード1枚を引く」 in %s's turn: %s draws %s, then %s draws "
                     "%s." % (tp, tp, mine, opp, theirs)])
    fam.add("%s-each-player-draws" % tp.lower(), "「各プレイヤーは」: the turn player first",
            desc, ["0-2-7"], ["sequence"], setup, script, expect)


def printed_number(fam, tp):
    """「自分のレシーブキャラの元々のレシーブポイントと同じ枚数のカードを引く。」: the printed 2,
    not the 3 a modification makes it (7-1-2)."""
    s, t, script = active_scene(tp, {"effect": [{"draw": {
        "param": "receive", "of": {"character": "receive"}, "original": True}}]})
    r = s.put(tp, "receive", "%sR" % tp, name="r", receive=2)
    s.effect(tp, param="receive", add=1, target=r, until="turn")
    setup = s.setup()
    d = setup[tp]["deck"][:3]
    expect = {"events": [{"type": "draw", "player": tp, "card": d[0]},
                         {"type": "draw", "player": tp, "card": d[1]}],
              "state": {tp: {"hand": d[:2], "deck": setup[tp]["deck"][2:]}}}
    desc = " ".join([fam.quote("7-1-2"),
                     "%s's receive character %s has receive 2 printed, 3 with a +1: %s draws "
                     "2 cards, %s and %s." % (tp, r, tp, d[0], d[1])])
    fam.add("%s-number-of-printed-parameter" % tp.lower(),
            "A number read from a printed parameter", desc, ["7-1-2"], ["sequence"], setup,
            script, expect)


def same_parameter(fam, tp, same):
    """「自分のレシーブキャラとこのカードのレシーブポイントが同じ場合、カード1枚を引く。そうでない
    場合、このカードのトスポイントに+1する。」 with receive points 2 and 2 (or 3) (7-8-1)."""
    mine = 2 if same else 3
    s, t, script = active_scene(tp, {"effect": [{
        "if": {"same": "receive", "cards": [{"character": "receive"}, "this"]},
        "then": [{"draw": 1}], "else": [{"param": "toss", "add": 1}]}]}, receive=mine)
    r = s.put(tp, "receive", "%sR" % tp, name="r", receive=2)
    setup = s.setup()
    top = setup[tp]["deck"][0]
    expect = {"state": {tp: {"toss": [{"card": t, "points": {"toss": 1 if same else 2}}]}}}
    if same:
        expect["events"] = [{"type": "draw", "player": tp, "card": top}]
    else:
        expect["absent"] = [{"type": "draw", "player": tp}]
    desc = " ".join([fam.quote("7-8-1"),
                     "%s's receive character %s has receive 2, the toss character %s receive "
                     "%d: %s." % (tp, r, t, mine, "the same, %s draws %s" % (tp, top) if same
                                  else "not the same, the toss point becomes 2")])
    fam.add("%s-same-parameter-%s" % (tp.lower(), "yes" if same else "no"),
            "「レシーブポイントが同じ場合」: %d and 2" % mine, desc, ["7-8-1"], ["sequence"],
            setup, script, expect)


def each_offense(fam, tp):
    """「各プレイヤーのオフェンスポイントに+2する。」 where only the opponent has an offense point
    (1): it becomes 3; the turn player's, which does not exist, stays so (0-2-5-2, 0-2-11)."""
    opp = other(tp)
    s, t, script = active_scene(tp, {"effect": [{"op": 2, "who": "each"}]})
    setup = s.setup()
    expect = {"state": {tp: {"op": None}, opp: {"op": 3}}}
    desc = " ".join([fam.quote("0-2-5-2"),
                     "%s has no offense point, %s has 1; each gets +2: %s's is 3, %s still has "
                     "none." % (tp, opp, opp, tp)])
    fam.add("%s-each-offense-point" % tp.lower(),
            "「各プレイヤーのオフェンスポイントに+2」 where one has none", desc,
            ["0-2-5-2", "0-2-7"], ["sequence"], setup, script, expect)


def short_draw(fam, tp):
    """「カード2枚を引く。そうした場合、このカードのトスポイントに+1する。そうしなかった場合、+2
    する。」 with one card in the deck: one is drawn, the draw was not done in full (7-2-2)."""
    s, t, script = active_scene(tp, {"effect": [
        {"draw": 2}, {"if_done": [{"param": "toss", "add": 1}]},
        {"if_not_done": [{"param": "toss", "add": 2}]}]},
        deck=(1, 6) if tp == "P1" else (6, 1))
    setup = s.setup()
    top = setup[tp]["deck"][0]
    expect = {"events": [{"type": "draw", "player": tp, "card": top}],
              "state": {tp: {"deck": [], "toss": [{"card": t, "points": {"toss": 3}}]}}}
    desc = " ".join([fam.quote("7-2-2"),
                     "%s's deck holds only %s: 「カード2枚を引く」 draws it and is not done, so the "
                     "toss point gets +2 (1+2 = 3)." % (tp, top)])
    fam.add("%s-draw-not-in-full" % tp.lower(), "A draw of 2 from a deck of 1 is not done",
            desc, ["7-2-2", "0-2-5-5"], ["sequence"], setup, script, expect)


def gut_appears_elsewhere(fam, tp):
    """「自分のトスエリアのガッツの『g』をアタックエリアに登場させる。」: the gut leaves the toss
    area for the attack area, a zone change (1-4-5-2; the same area would be none, 1-4-5-3)."""
    s, t, script = active_scene(tp, {"effect": [{"appear": {"all": {
        "who": "you", "zone": "toss", "guts": True, "filter": {"name": "g"}}}, "area": "attack"}]})
    o = s.put(tp, "toss", "%sO" % tp, name="o", toss=1)
    g = "%sG" % tp
    s.stack(o, g, name="g", attack=2)
    setup = s.setup()
    expect = {"events": [{"type": "appear", "card": g, "area": "attack", "how": "effect"},
                         {"type": "move", "card": g, "from": "%s:toss" % tp,
                          "to": "%s:attack" % tp, "cause": "appear"}],
              "state": {tp: {"attack": [{"card": g, "under": []}],
                             "toss": [{"card": t, "under": [o]}]}}}
    desc = " ".join([fam.quote("1-4-5-2"),
                     "%s's toss character %s stands on %s and %s's gut %s; %s appears in the "
                     "attack area: it moves there from the toss area." % (tp, t, o, o, g, g)])
    fam.add("%s-gut-appears-in-another-area" % tp.lower(),
            "A gut made to appear in another area moves there", desc, ["1-4-5-2", "1-4-5"],
            ["sequence"], setup, script, expect)


def next_turn_only(fam, tp):
    """「次のターン、このカードのトスポイントに+2する。」 at the toss phase: the rest of this turn
    reads the toss point 1 (the attack's offense point 1+3), the next turn 3 (7-4-1)."""
    opp = other(tp)
    s, t, script = active_scene(tp, {"effect": [{"param": "toss", "add": 2,
                                                 "until": "next-turn"}]})
    a = s.put(tp, "hand", "%sA" % tp, name="a", attack=3)
    script += [{"do": "pass"}, {"do": "appear", "card": a}, {"do": "pass"},
               {"choose": "receive", "for": "route"}]
    setup = s.setup()
    expect = {"events": [{"type": "op", "player": tp, "value": 4},
                         {"type": "phase", "name": "start", "player": opp}],
              "state": {"turn": {"player": opp, "phase": "draw"},
                        tp: {"toss": [{"card": t, "points": {"toss": 3}}]}}}
    desc = " ".join([fam.quote("7-4-1"),
                     "%s's toss character %s (toss 1) gets +2 for the next turn: %s's attack "
                     "(%s, attack 3) makes the offense point 1+3 = 4; in %s's turn the toss "
                     "point is 3." % (tp, t, tp, a, opp)])
    fam.add("%s-next-turn-modification" % tp.lower(),
            "「次のターン」: not yet in the rest of this turn", desc, ["7-4-1", "5-17-5"],
            ["sequence"], setup, script, expect)


def waiting_skipped(fam, tp):
    """「カード1枚を引く。エンドフェイズに移る。」 with the receive character's 「自分がカードを引いた
    時、このカードのレシーブポイントに+1する」: it waits after the draw and is cancelled by the
    skip, never resolved (6-6-3, 8-6)."""
    opp = other(tp)
    s, t, script = active_scene(tp, {"effect": [{"draw": 1}, {"skip_to": "end"}]})
    r = s.put(tp, "receive", "%sR" % tp, name="r", receive=1, skills=[
        {"kind": "passive", "trigger": {"on": "draw", "who": "you"},
         "effect": [{"param": "receive", "add": 1}]}])
    script.append({"choose": "receive", "for": "route"})
    setup = s.setup()
    top = setup[tp]["deck"][0]
    expect = {"events": [{"type": "draw", "player": tp, "card": top},
                         {"type": "waiting", "card": r, "skill": 0},
                         {"type": "skip", "from": "toss", "to": "end"},
                         {"type": "cancel", "card": r, "skill": 0}],
              "absent": [{"type": "resolve", "card": r}],
              "state": {"turn": {"player": opp, "phase": "draw"},
                        tp: {"receive": [{"card": r, "points": {"receive": 1}}]}}}
    desc = " ".join([fam.quote("6-6-3"),
                     "%s draws %s, %s's skill waits; the skip to the end phase cancels it: the "
                     "receive point stays 1." % (tp, top, r)])
    fam.add("%s-waiting-cancelled-by-skip" % tp.lower(),
            "A passive waiting when the phase is skipped is cancelled", desc,
            ["6-6-3", "8-6-1"], ["sequence"], setup, script, expect)
