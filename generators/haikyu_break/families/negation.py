"""Family `negation`: valid and negated skills (6-1): a negated printed skill stays but does
nothing and cannot be used (6-1-2, 6-1-2-1), a negated granted skill is gone for good (6-1-2-2),
a card whose skills are all negated gains none (6-1-3); permanents (6-5): in effect while their
condition holds and no longer the moment it fails (6-5-1, 6-3-1-1), never again this turn for a
card that left their reach (6-5-2); prohibitions over instructions (0-2-6), 「○○のみ可能」 as a
prohibition of the rest (0-2-6-1), 「MBのアタックキャラを登場させられない」 on character cards
(7-7-2 and its example); 「スキルの影響を受けない」 against effects on the card, not against those on
its player (7-6-1 and its example); appearances by effects, from the drop (1-4-5-2) and of a gut
in its own area (1-4-5-3)."""

from . import Family
from .common_parts import active_scene, rally
from ..model.table import other


def generate(ctx):
    fam = Family(ctx, __name__)
    for tp in ("P1", "P2"):
        negated_use(fam, tp)
        for first in ("grant", "negate"):
            granted(fam, tp, first)
        granted_active(fam, tp)
        reach(fam, tp)
        for hand in (1, 3):
            condition_fails(fam, tp, hand)
        forbids_instruction(fam, tp)
        for aff in ("烏野", "音駒"):
            only(fam, tp, aff)
        for pos in ("MB", "WS"):
            no_mb(fam, tp, pos)
        unaffected(fam, tp)
        unaffected_player(fam, tp)
        from_drop(fam, tp)
        gut_appears(fam, tp)
    return fam.cases


def negated_use(fam, tp):
    """The opponent's effect negates the toss character's skills this turn: its active skill
    cannot be declared (6-1-2), though it is still printed (6-1-2-1)."""
    s, t, script = active_scene(tp, {"effect": [{"draw": 1}]}, at="draw")
    s.effect(other(tp), negate=t, until="turn")
    setup = s.setup()
    desc = " ".join([fam.quote("6-1-2", "1つのスキルのすべてが無効である場合、そのスキルのマスターはそのスキルの使用を宣言することができず"),
                     "%s's skills are negated this turn (an effect of %s): at the draw phase the use is refused." % (
                         t, other(tp))])
    fam.add("%s-negated-use" % tp.lower(), "A negated active skill cannot be used", desc,
            ["6-1-2"], ["negation"], setup, script,
            {"rejections": [{"step": 0, "rule": "6-1-2"}], "absent": [{"type": "use"}]})


def granted(fam, tp, first):
    """The toss character's skill grants the receive character R 「アタックフェイズ開始時、カード1
    枚を引く」 for the turn and negates R's skills for the phase, in that order or the other. R's
    printed passive of the same text works again at the attack phase; the granted one is gone:
    negated it vanished (6-1-2-2), or R, negated, gained nothing (6-1-3)."""
    draw_at_attack = {"kind": "passive", "trigger": {"on": "phase-start", "phase": "attack"},
                      "effect": [{"draw": 1}]}
    grant = {"grant": dict(draw_at_attack), "target": {"character": "receive"}, "until": "turn"}
    negate = {"negate": {"character": "receive"}, "until": "phase"}
    eff = [grant, negate] if first == "grant" else [negate, grant]
    s, t, script = active_scene(tp, {"effect": eff})
    r = s.put(tp, "receive", "%sR" % tp, name="r", receive=1, skills=[dict(draw_at_attack)])
    a = s.put(tp, "hand", "%sA" % tp, name="a", attack=1)
    script += [{"do": "pass"}, {"do": "appear", "card": a}]
    setup = s.setup()
    clause = "6-1-2-2" if first == "grant" else "6-1-3"
    desc = " ".join([fam.quote(clause), fam.quote("6-1-2-1"),
                     "R = %s: %s. At the attack phase's start only its printed passive waits." % (
                         r, "granted a skill, then negated for the phase" if first == "grant"
                         else "negated for the phase, then granted a skill")])
    fam.add("%s-%s-first" % (tp.lower(), first), "A granted skill and negation, %s first" % first,
            desc, [clause, "6-1-2", "6-1-2-1"], ["negation"], setup, script,
            {"events": [{"type": "phase", "name": "attack"},
                        {"type": "waiting", "card": r, "skill": 0},
                        {"type": "resolve", "card": r, "skill": 0}],
             "absent": [{"type": "waiting", "card": r, "skill": 1}]})


def granted_active(fam, tp):
    """The toss character T's skill grants T itself a passive, then the receive character R (no
    printed skill) the active 「カード1枚を引く」 for the turn: R's skill 0 is the granted active,
    used at the same free step (the granted skills numbered after the printed ones)."""
    passive = {"kind": "passive", "trigger": {"on": "phase-start", "phase": "attack"},
               "effect": [{"draw": 1}]}
    active = {"kind": "active", "timing": ["toss"], "effect": [{"draw": 1}]}
    s, t, script = active_scene(tp, {"effect": [
        {"grant": passive, "target": "this", "until": "turn"},
        {"grant": active, "target": {"character": "receive"}, "until": "turn"}]})
    r = s.put(tp, "receive", "%sR" % tp, name="r", receive=1)
    script += [{"do": "use", "card": r, "skill": 0}]
    setup = s.setup()
    top = setup[tp]["deck"][0]
    desc = " ".join([fam.quote("6-7-1"),
                     "%s gains a passive, then %s, with no printed skill, gains the active "
                     "「カード1枚を引く」: %s uses it, %s draws %s." % (t, r, r, tp, top)])
    fam.add("%s-granted-active" % tp.lower(), "A granted active skill used", desc,
            ["6-7-1", "1-3-3-3"], ["negation"], setup, script,
            {"events": [{"type": "use", "card": r, "skill": 0},
                        {"type": "draw", "player": tp, "card": top}]})


def reach(fam, tp):
    """「自分のトスエリアのキャラのトスポイント+1」 (the serve character's permanent): the toss
    character leaves the toss area and comes back within the turn: not again (6-5-2)."""
    s, t, script = active_scene(tp, {"effect": [{"move": "this", "to": "attack"},
                                                {"move": "this", "to": "toss"}]})
    s.put(tp, "serve", "%sV" % tp, name="v", skills=[{"kind": "permanent", "continuous": [
        {"param": "toss", "add": 1, "target": {"all": {"who": "you", "zone": "toss"}}}]}])
    setup = s.setup()
    desc = " ".join([fam.quote("6-5-2"), "%s (toss 1, +1 from the permanent) moves to the attack "
                     "area and back: the permanent no longer applies to it this turn, toss 1." % t])
    fam.add("%s-left-the-reach" % tp.lower(), "A permanent's reach left: not again this turn",
            desc, ["6-5-2", "6-5-1"], ["negation"], setup, script,
            {"state": {tp: {"toss": [{"card": t, "points": {"toss": 1}}]}}})


def condition_fails(fam, tp, hand):
    """「手札が2枚以上の間、自分のトスキャラのトスポイント+2」: the toss character's skill drops a
    hand card; with 1 card left the permanent stops at once (6-3-1-1), with 2 it goes on."""
    s, t, script = active_scene(tp, {"effect": [{"drop": {"choose": 1, "from": {
        "who": "you", "zone": "hand"}}}]})
    s.put(tp, "serve", "%sV" % tp, name="v", skills=[{"kind": "permanent", "condition": {
        "count": {"who": "you", "zone": "hand"}, "min": 2}, "continuous": [
        {"param": "toss", "add": 2, "target": {"character": "toss"}}]}])
    cards = [s.put(tp, "hand", "%sH%d" % (tp, i + 1), name="h%d" % i) for i in range(hand + 1)]
    script.append({"choose": [cards[0]], "for": "target"})
    setup = s.setup()
    left = hand
    v = 3 if left >= 2 else 1
    desc = " ".join([fam.quote("6-3-1-1") if left < 2 else fam.quote("6-5-1"),
                     "%s's hand goes from %d to %d cards: the toss point is %d." % (
                         tp, hand + 1, left, v)])
    fam.add("%s-condition-hand-%d" % (tp.lower(), left), "A permanent's condition with %d hand "
            "card(s)" % left, desc, ["6-3-1-1"] if left < 2 else ["6-5-1", "1-3-3-1"],
            ["negation"], setup, script,
            {"state": {tp: {"toss": [{"card": t, "points": {"toss": v}}]}}})


def forbids_instruction(fam, tp):
    """「アタックエリアにキャラを登場させられない」 (the opponent's effect) and the toss character's
    「手札のキャラ1枚をアタックエリアに登場させる」: the prohibition wins (0-2-6)."""
    s, t, script = active_scene(tp, {"effect": [
        {"appear": {"choose": 1, "from": {"who": "you", "zone": "hand"}}, "area": "attack"},
        {"param": "toss", "add": 1}]})
    a = s.put(tp, "hand", "%sA" % tp, name="a", attack=1)
    s.effect(other(tp), forbid="appear", who="opponent", area="attack", until="turn")
    setup = s.setup()
    desc = " ".join([fam.quote("0-2-6"), "%s's skill would make %s appear in the attack area, "
                     "which %s's effect forbids: %s stays in the hand." % (t, a, other(tp), a)])
    fam.add("%s-prohibition-wins" % tp.lower(), "A prohibition over an instruction", desc,
            ["0-2-6", "0-2-1"], ["negation"], setup, script,
            {"absent": [{"type": "appear", "card": a}],
             "state": {tp: {"hand": [a], "toss": [{"card": t, "points": {"toss": 2}}]}}})


def only(fam, tp, aff):
    """「トスエリアには烏野のキャラのみ登場させられる」: a prohibition of every other (0-2-6-1)."""
    opp = other(tp)
    s = rally("toss", turn=4, player=tp)
    s.op(opp, 1)
    s.effect(opp, forbid="appear", who="opponent", area="toss", only=True,
             filter={"affiliation": "烏野"}, until="turn")
    c = s.put(tp, "hand", "%sC" % tp, name="c", toss=1, affiliation=[aff])
    s.put(tp, "hand", "%sK" % tp, name="k", toss=1, affiliation=["烏野"])
    ok = aff == "烏野"
    script = [{"do": "appear", "card": c}]
    setup = s.setup()
    desc = " ".join([fam.quote("0-2-6-1"), "%s (%s) %s." % (
        c, aff, "may appear in the toss area" if ok else "may not: the appearance is refused")])
    expect = {"events": [{"type": "appear", "card": c, "area": "toss"}]} if ok else \
        {"rejections": [{"step": 0, "rule": "0-2-6"}], "absent": [{"type": "appear"}]}
    fam.add("%s-only-karasuno-%s" % (tp.lower(), "yes" if ok else "no"),
            "「烏野のキャラのみ」: a %s card" % aff, desc, ["0-2-6-1"] + ([] if ok else ["0-2-6"]),
            ["negation"],
            setup, script, expect)


def no_mb(fam, tp, pos):
    """「相手はMBのアタックキャラを登場させられない」: about the character card that would become
    the attack character (7-7-2 ~x1)."""
    opp = other(tp)
    s = rally("attack", turn=4, player=tp)
    s.op(opp, 1)
    s.put(tp, "toss", "%sT" % tp, name="t", toss=1)
    s.effect(opp, forbid="appear", who="opponent", area="attack", filter={"position": "MB"},
             until="turn")
    a = s.put(tp, "hand", "%sA" % tp, name="a", attack=1, position=[pos])
    s.put(tp, "hand", "%sW" % tp, name="w", attack=1, position=["WS"])
    script = [{"do": "appear", "card": a}]
    setup = s.setup()
    ok = pos != "MB"
    desc = " ".join([fam.quote("7-7-2~x1"), "%s (%s) %s." % (
        a, pos, "appears" if ok else "may not appear in the attack area: refused")])
    expect = {"events": [{"type": "appear", "card": a, "area": "attack"}]} if ok else \
        {"rejections": [{"step": 0, "rule": "0-2-6"}]}
    fam.add("%s-no-mb-attack-%s" % (tp.lower(), pos.lower()),
            "「MBのアタックキャラを登場させられない」 and a %s card" % pos, desc,
            ["7-7-2~x1"] if ok else ["7-7-2~x1", "0-2-6"], ["negation"], setup,
            script, expect)


def unaffected(fam, tp):
    """「スキルの影響を受けない」 on the opponent's receive character: 「相手のコートのキャラすべ
    てをドロップする」 passes it over (7-6-1)."""
    opp = other(tp)
    s, t, script = active_scene(tp, {"effect": [{"drop": {"all": {"who": "opponent",
                                                                  "zone": "court"}}}]})
    r = s.put(opp, "receive", "%sR" % opp, name="r", receive=1, skills=[
        {"kind": "permanent", "continuous": [{"unaffected": "this"}]}])
    a = s.put(opp, "attack", "%sA" % opp, name="a", attack=1)
    setup = s.setup()
    desc = " ".join([fam.quote("7-6-1", "「スキルの影響を受けない」とは、その対象は効果によって選ばれず、効果の指示を実行する際、対象の存在を無視してゲームを進行する、ということです。"),
                     "%s's court: %s (unaffected) and %s: only %s is dropped." % (opp, r, a, a)])
    fam.add("%s-unaffected" % tp.lower(), "An unaffected card is passed over", desc,
            ["7-6-1", "3-1-2"], ["negation"], setup, script,
            {"events": [{"type": "move", "card": a, "to": "%s:drop" % opp}],
             "absent": [{"type": "move", "card": r}],
             "state": {opp: {"receive": [{"card": r}]}}})


def unaffected_player(fam, tp):
    """An effect on the player is not an effect on the card: 「トスエリアにSを登場させられない」
    applies to an unaffected S (7-6-1 ~x1)."""
    opp = other(tp)
    s = rally("toss", turn=4, player=tp)
    s.op(opp, 1)
    s.effect(opp, forbid="appear", who="opponent", area="toss", filter={"position": "S"},
             until="turn")
    c = s.put(tp, "hand", "%sS" % tp, name="s", toss=1, position=["S"], skills=[
        {"kind": "permanent", "area": "hand", "continuous": [{"unaffected": "this"}]}])
    s.put(tp, "hand", "%sX" % tp, name="x", toss=1)
    script = [{"do": "appear", "card": c}]
    setup = s.setup()
    desc = " ".join([fam.quote("7-6-1~x1"), "%s, an S unaffected by skills, still may not appear "
                     "in the toss area: the prohibition is on %s." % (c, tp)])
    fam.add("%s-unaffected-player-effect" % tp.lower(), "An unaffected card under its player's "
            "prohibition", desc, ["7-6-1", "7-6-1~x1", "0-2-6"], ["negation"], setup, script,
            {"rejections": [{"step": 0, "rule": "0-2-6"}]})


def from_drop(fam, tp):
    """「ドロップエリアのキャラ1枚をアタックエリアに登場させる」: an appearance by an effect from
    outside the hand (1-4-5-2, 7-7-2)."""
    s, t, script = active_scene(tp, {"effect": [{"appear": {"choose": 1, "from": {
        "who": "you", "zone": "drop"}}, "area": "attack"}]})
    a = s.put(tp, "drop", "%sA" % tp, name="a", attack=2)
    setup = s.setup()
    desc = " ".join([fam.quote("1-4-5-2"), fam.quote("7-7-2"),
                     "%s appears in the attack area from the drop." % a])
    fam.add("%s-appear-from-drop" % tp.lower(), "An appearance from the drop", desc,
            ["1-4-5-2", "7-7-2"], ["negation"], setup, script,
            {"events": [{"type": "appear", "card": a, "area": "attack", "how": "effect"},
                        {"type": "move", "card": a, "from": "%s:drop" % tp,
                         "to": "%s:attack" % tp}],
             "state": {tp: {"attack": [{"card": a, "under": []}]}}})


def gut_appears(fam, tp):
    """「このカードの下のガッツ1枚をトスエリアに登場させる」: a gut appears in its own area, on top,
    without changing zone (1-4-5-3)."""
    s, t, script = active_scene(tp, {"effect": [{"appear": {"choose": 1, "from": {
        "who": "you", "zone": "toss", "guts": True}}, "area": "toss"}]})
    o = s.put(tp, "toss", "%sO" % tp, name="o", toss=1)
    setup = s.setup()
    desc = " ".join([fam.quote("1-4-5-3"), "%s appears on %s; its gut %s appears in the toss "
                     "area again: on top, %s under it." % (t, o, o, t)])
    fam.add("%s-gut-appears" % tp.lower(), "A gut appears in its own area", desc,
            ["1-4-5-3"], ["negation"], setup, script,
            {"events": [{"type": "appear", "card": o, "area": "toss", "how": "effect"}],
             "absent": [{"type": "move", "card": o}],
             "state": {tp: {"toss": [{"card": o, "under": [t]}]}}})
