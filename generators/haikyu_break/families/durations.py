"""Family `durations`: how long effects last and how they combine (0-2-11, 0-2-12, 6-10): a
modification or continuous effect with no duration ends at the cleanup step (5-19-2, 5-19-3),
one lasting the set does not; effects in the order they resolved, a 「Nにする」 overriding what
came before (0-2-12), a permanent's fix over a continuous one, the first permanent fix over a
later one; an effect on a character stays
when it moves between court areas (3-1-5-1) and ends when it stops being a character (6-10-3):
a card put on top does not inherit it (8-3-1-2), nor the gut that becomes the character when the
top card leaves (1-2-15-3); an offense or defense point, once calculated, is independent of the
parameters (5-17-7, 5-18-6); a permanent changing a zone's cards applies as a card enters
(6-10-2) and a trigger on such a card reads the changed information (6-10-2-1); 「前のターン」
(7-4-1)."""

from . import Family
from .common_parts import active_scene, partial_state, phase_scene, play, rally
from ..model.table import other


def generate(ctx):
    fam = Family(ctx, __name__)
    for tp in ("P1", "P2"):
        cleanup(fam, tp)
        independent(fam, tp)
        permanent_offense(fam, tp)
        gained_grade_in_setup(fam, tp)
        offense_fixed(fam, tp)
        for order in ("add-set-add", "set-add", "add-set"):
            resolution_order(fam, tp, order)
        permanent_fix(fam, tp)
        for first in (5, 2):
            first_permanent_fix(fam, tp, first)
        gained(fam, tp)
        between_areas(fam, tp)
        covered(fam, tp)
        covered_then_risen(fam, tp)
        out_of_reach_and_back(fam, tp)
        permanent_sees_no_permanent(fam, tp)
        top_leaves(fam, tp)
        for prev in ("block", "receive"):
            previous_turn(fam, tp, prev)
        previous_turn_skipped(fam, tp)
        zone_permanent(fam, tp)
    return fam.cases


def cleanup(fam, tp):
    """At the end phase: a +2 with no duration and a prohibition with none end at the cleanup
    step; a +1 lasting the set does not."""
    opp = other(tp)
    s = rally("end", turn=4, player=tp, route="receive")
    r = s.put(tp, "receive", "%sR" % tp, name="r", receive=1)
    s.effect(tp, param="receive", add=2, target=r)
    s.effect(tp, param="receive", add=1, target=r, until="set")
    s.effect(opp, forbid="play", who="opponent")
    script = [{"choose": "receive", "for": "route"}]
    setup = s.setup()
    desc = " ".join([fam.quote("5-19-2"), fam.quote("5-19-3"), fam.quote("0-2-11", "変更を指示する効果が継続効果の場合、その効果は解決後から指示される継続期間が終了するまで適用されます。また、指示される継続期間がない場合、クリンナップステップまで適用されます。"),
                     "%s's receive character %s (receive 1) has +2 with no duration and +1 for "
                     "the set: after the cleanup step its receive point is 2; %s's "
                     "prohibition on %s's plays has ended too." % (tp, r, opp, tp)])
    fam.add("%s-cleanup-ends-effects" % tp.lower(), "The cleanup step ends what has no duration",
            desc, ["5-19-1", "5-19-2", "5-19-3", "0-2-11", "6-10-3"], ["duration"], setup,
            script,
            {"events": [{"type": "step", "name": "cleanup"},
                        {"type": "phase", "name": "start", "player": opp}],
             "state": {tp: {"receive": [{"card": r, "points": {"receive": 2}}]},
                       "turn": {"player": opp, "phase": "draw"}}})


def independent(fam, tp):
    """The offense point, once calculated (toss 1 + attack 1 = 2), does not follow the attack
    character's attack point raised at the end phase's start (5-17-7)."""
    opp = other(tp)
    s = rally("attack", turn=4, player=tp)
    s.op(opp, 1)
    s.put(tp, "toss", "%sT" % tp, name="t", toss=1)
    a = s.put(tp, "hand", "%sA" % tp, name="a", attack=1, skills=[
        {"kind": "passive", "trigger": {"on": "phase-start", "phase": "end"},
         "effect": [{"param": "attack", "add": 3, "until": "set"}]}])
    script = [{"do": "appear", "card": a}, {"do": "pass"}, {"choose": "receive", "for": "route"}]
    setup = s.setup()
    desc = " ".join([fam.quote("5-17-7"), fam.quote("5-18-6"),
                     "%s's offense point is calculated as 1+1 = 2; at the end phase's start %s's "
                     "attack point becomes 4, the offense point stays 2 into %s's turn." % (
                         tp, a, opp)])
    fam.add("%s-op-independent" % tp.lower(), "An offense point does not follow the parameters",
            desc, ["5-17-7"], ["duration"], setup, script,
            {"events": [{"type": "op", "player": tp, "value": 2},
                        {"type": "resolve", "card": a, "skill": 0}],
             "state": {tp: {"op": 2, "attack": [{"card": a, "points": {"attack": 4}}]}}})
    s = rally("receive", turn=4, player=tp)
    s.op(opp, 2)
    r = s.put(tp, "hand", "%sR" % tp, name="r", receive=2)
    s.put(tp, "hand", "%sT" % tp, name="t", toss=1)
    script = [{"do": "appear", "card": r}, {"do": "pass"}]
    setup = s.setup()
    desc = " ".join([fam.quote("5-18-6"), "%s's defense point is calculated from %s's receive "
                     "point 2 and judged against %s's 2: a success." % (tp, r, opp)])
    fam.add("%s-dp-independent" % tp.lower(), "A defense point calculated, then judged", desc,
            ["5-18-6"], ["duration"], setup, script,
            {"events": [{"type": "dp", "player": tp, "value": 2},
                        {"type": "judge", "player": tp, "op": 2, "dp": 2, "success": True}]})


def resolution_order(fam, tp, order):
    """Modifications in the order they resolved; 「Nにする」 overrides what came before (0-2-12)."""
    steps = {"add-set-add": [("add", 2), ("set", 5), ("add", 1)],
             "set-add": [("set", 5), ("add", 2)], "add-set": [("add", 2), ("set", 5)]}[order]
    eff = [{"param": "toss", k: n} for k, n in steps]
    s, t, script = active_scene(tp, {"effect": eff})
    setup = s.setup()
    v = 1
    for k, n in steps:
        v = n if k == "set" else v + n
    desc = " ".join([fam.quote("0-2-12", "原則として、パーマネント型スキル以外の効果は、先に解決された効果から適用し、後から解決された効果によって、変更、上書きされます。"),
                     "The toss point 1 gets %s in that order: %d." % (
                         ", ".join("+%d" % n if k == "add" else "「%dにする」" % n
                                   for k, n in steps), v)])
    fam.add("%s-order-%s" % (tp.lower(), order), "Modifications in resolution order: %s" % order,
            desc, ["0-2-12"], ["duration"], setup, script,
            {"state": {tp: {"toss": [{"card": t, "points": {"toss": v}}]}}})


def permanent_fix(fam, tp):
    """A permanent fixing the toss point at 4 and a continuous effect fixing it at 6: the
    permanent's wins (0-2-12)."""
    s, t, script = active_scene(tp, {"effect": [{"param": "toss", "set": 6}]})
    s.cards[t]["skills"].append({"kind": "permanent", "continuous": [
        {"param": "toss", "set": 4, "target": "this"}]})
    setup = s.setup()
    desc = " ".join([fam.quote("0-2-12", "継続効果とパーマネント型スキルの両方によって、数値を固定する効果が適用されている場合、パーマネント型スキルによる効果が優先して適用され、残りの効果は無視されます。"),
                     "%s's permanent fixes its toss point at 4; its active skill fixes it at 6: "
                     "4." % t])
    fam.add("%s-permanent-fix-wins" % tp.lower(), "A permanent's fix over a continuous one",
            desc, ["0-2-12", "6-5-1", "1-3-3-1"], ["duration", fam.reading("HB-PERMANENT-FIX")],
            setup, script, {"state": {tp: {"toss": [{"card": t, "points": {"toss": 4}}]}}})


def first_permanent_fix(fam, tp, first):
    """Two permanents 「自分のオフェンスポイントをNにする」: the receive character's, applying since
    the start, and the attack character's, applying once it appears: the one applied first wins
    (0-2-12), whichever number it has."""
    later = 7 - first
    s, t, script = phase_scene(tp, "attack", attack=1, skills=[
        {"kind": "permanent", "continuous": [{"op_set": later, "who": "you"}]}])
    r = s.put(tp, "receive", "%sR" % tp, name="r", receive=1, skills=[
        {"kind": "permanent", "continuous": [{"op_set": first, "who": "you"}]}])
    script += [{"do": "pass"}, {"choose": "receive", "for": "route"}]
    setup = s.setup()
    desc = " ".join([fam.quote("0-2-12", "同時に複数のパーマネント型スキルによって、数値を固定する効果が発生している場合、先に適用された効果が優先して適用され、残りの効果は無視されます。"),
                     "%s's receive character %s fixes %s's offense point at %d from the start; "
                     "the attack character %s, appearing later, fixes it at %d: the offense "
                     "point calculated is %d." % (tp, r, tp, first, t, later, first)])
    fam.add("%s-first-permanent-fix-%d" % (tp.lower(), first),
            "Two permanent fixes: the first applied wins (%d over %d)" % (first, later), desc,
            ["0-2-12"], ["duration", fam.reading("HB-PERMANENT-FIX")], setup, script,
            {"events": [{"type": "op", "player": tp, "value": first}],
             "state": {tp: {"op": first}}})


def out_of_reach_and_back(fam, tp):
    """V's permanent 「トスポイントが2以下の自分のキャラのアタックポイントに+2する」; T (toss 1)
    gets toss +5, out of its reach, then −5, back within it in the same resolution: the skill no
    longer applies to T this turn (6-5-2)."""
    s, t, script = active_scene(tp, {"effect": [{"param": "toss", "add": 5},
                                                {"param": "toss", "add": -5}]})
    s.put(tp, "serve", "%sV" % tp, name="v", skills=[{"kind": "permanent", "continuous": [
        {"param": "attack", "add": 2, "target": {"all": {
            "who": "you", "zone": "court", "filter": {"param": "toss", "max": 2}}}}]}])
    setup = s.setup()
    desc = " ".join([fam.quote("6-5-2"),
                     "%s (toss 1, attack 0+2 by V's permanent) gets toss +5 (6: out of the "
                     "permanent's reach), then −5 (1 again): the permanent does not apply to it "
                     "again this turn, its attack point is 0." % t])
    fam.add("%s-out-of-reach-and-back" % tp.lower(), "Out of a permanent's reach and back in "
            "one resolution", desc, ["6-5-2"], ["duration"], setup, script,
            {"state": {tp: {"toss": [{"card": t, "points": {"toss": 1, "attack": 0}}]}}})


def permanent_sees_no_permanent(fam, tp):
    """V's permanent 「トスポイントが2以下の自分のキャラのアタックポイントに+2する」 and R's
    「自分のキャラのトスポイントに+5する」: T (toss 1, 6 with R's) is within V's reach, whose filter
    reads the toss point without any permanent (HB-PERMANENT-SEES)."""
    s, t, script = active_scene(tp, {"effect": [{"draw": 1}]})
    s.put(tp, "serve", "%sV" % tp, name="v", skills=[{"kind": "permanent", "continuous": [
        {"param": "attack", "add": 2, "target": {"all": {
            "who": "you", "zone": "court", "filter": {"param": "toss", "max": 2}}}}]}])
    s.put(tp, "receive", "%sR" % tp, name="r", skills=[{"kind": "permanent", "continuous": [
        {"param": "toss", "add": 5, "target": {"all": {"who": "you", "zone": "court"}}}]}])
    setup = s.setup()
    desc = " ".join([fam.quote("6-5-1"), fam.quote("6-10-1"),
                     "%s's toss point is 1+5 = 6 with R's permanent, but V's filter reads it "
                     "without permanents (1 ≤ 2): its attack point is 0+2 = 2." % t])
    fam.add("%s-permanent-sees-no-permanent" % tp.lower(), "A permanent's filter reads no other "
            "permanent", desc, ["6-5-1", "1-3-3-1"],
            ["duration", fam.reading("HB-PERMANENT-SEES")], setup, script,
            {"state": {tp: {"toss": [{"card": t, "points": {"toss": 6, "attack": 2}}]}}})


def gained_grade_in_setup(fam, tp):
    """An effect already applying (setup.effects) made the receive character R gain 3年; the toss
    character's skill 「自分の3年のキャラのレシーブポイントに+2する」 finds it (6-10-1)."""
    s, t, script = active_scene(tp, {"effect": [{"param": "receive", "add": 2, "target": {
        "all": {"who": "you", "zone": "court", "filter": {"grade": "3年"}}}}]})
    r = s.put(tp, "receive", "%sR" % tp, name="r", receive=1)
    s.effect(tp, gain={"grade": "3年"}, target=r, until="turn")
    setup = s.setup()
    desc = " ".join([fam.quote("2-4-2"), "%s, of no grade, has gained 3年 this turn: %s's skill "
                     "gives it receive +2, 1+2 = 3." % (r, t)])
    fam.add("%s-gained-grade-in-setup" % tp.lower(), "A grade gained before the case starts",
            desc, ["2-4-1", "2-4-2", "1-3-6"], ["duration"], setup, script,
            {"state": {tp: {"receive": [{"card": r, "points": {"receive": 3}}]}}})


def offense_fixed(fam, tp):
    """「相手のオフェンスポイントを5にする」 on the opponent's existing offense point 1 then +1:
    it becomes 5, then 6 (0-2-11, 0-2-12: the fix, then the addition resolved after it)."""
    opp = other(tp)
    s, t, script = active_scene(tp, {"effect": [{"op_set": 5, "who": "opponent"},
                                                {"op": 1, "who": "opponent"}]})
    setup = s.setup()
    assert setup[opp]["op"] == 1
    desc = " ".join([fam.quote("0-2-11"), fam.quote("0-2-12", "解決した順にそれらすべてが適用されます。"),
                     "%s's offense point 1 is fixed at 5, then +1: 6." % opp])
    fam.add("%s-offense-fixed" % tp.lower(), "An existing offense point fixed, then raised",
            desc, ["0-2-11"], ["duration"], setup, script,
            {"state": {opp: {"op": 6}}})


def gained(fam, tp):
    """「このカードは烏野を得る」 then 「自分のキャラすべてが烏野の場合、カード1枚を引く」: the gained
    affiliation counts (6-10-1)."""
    s, t, script = active_scene(tp, {"effect": [
        {"gain": {"affiliation": "烏野"}},
        {"if": {"all_characters": {"affiliation": "烏野"}}, "then": [{"draw": 1}]}]})
    setup = s.setup()
    top = setup[tp]["deck"][0]
    desc = " ".join([fam.quote("6-10-1"), "%s, of no affiliation, gains 烏野: all of %s's "
                     "characters are 烏野 and it draws %s." % (t, tp, top)])
    fam.add("%s-gained-affiliation" % tp.lower(), "A gained affiliation is the card's", desc,
            ["6-10-1", "7-1-7"], ["duration"], setup, script,
            {"events": [{"type": "draw", "player": tp, "card": top}]})


def between_areas(fam, tp):
    """「このカードのトスポイントに+2し、アタックエリアに移動する」: the +2 stays with the card in the
    attack area (3-1-5-1)."""
    s, t, script = active_scene(tp, {"effect": [{"param": "toss", "add": 2},
                                                {"move": "this", "to": "attack"}]})
    setup = s.setup()
    desc = " ".join([fam.quote("3-1-5-1"), "%s gets +2 toss (3) and moves to the attack area: "
                     "still 3 there." % t])
    fam.add("%s-effect-between-areas" % tp.lower(), "An effect stays between court areas", desc,
            ["3-1-5-1"], ["duration"], setup, script,
            {"events": [{"type": "move", "card": t, "from": "%s:toss" % tp,
                         "to": "%s:attack" % tp}],
             "state": {tp: {"toss": [], "attack": [{"card": t, "points": {"toss": 3}}]}}})


def permanent_offense(fam, tp):
    """The serve character's permanent 「自分のオフェンスポイントに+1する」 applies to its master's
    offense point only: tp's is 1+1+1 = 3, the opponent's stays 2 (0-2-11)."""
    opp = other(tp)
    s = rally("attack", turn=4, player=tp)
    s.op(opp, 2)
    s.put(tp, "toss", "%sT" % tp, name="t", toss=1)
    s.put(tp, "serve", "%sV" % tp, name="v", skills=[{"kind": "permanent", "continuous": [
        {"op": 1, "who": "you"}]}])
    a = s.put(tp, "hand", "%sA" % tp, name="a", attack=1)
    script = [{"do": "appear", "card": a}, {"do": "pass"}, {"choose": "receive", "for": "route"}]
    setup = s.setup()
    state = partial_state(play(setup, script[:]), "%s.op" % opp)
    desc = " ".join([fam.quote("0-2-11"), "%s's serve character gives its master's offense point "
                     "+1: the opponent's, 2, does not change; %s's is 1+1+1 = 3." % (tp, tp)])
    fam.add("%s-permanent-offense" % tp.lower(), "A permanent's offense point +1 for its master "
            "only", desc, ["0-2-11"], ["duration"], setup,
            script, {"events": [{"type": "op", "player": tp, "value": 3}], "state": state})


def covered(fam, tp):
    """The receive character with +2 for the set is covered by a new one: the new top has its
    own receive point (8-3-1-2)."""
    opp = other(tp)
    s = rally("receive", turn=4, player=tp)
    s.op(opp, 1)
    r = s.put(tp, "receive", "%sR" % tp, name="r", receive=1)
    s.effect(tp, param="receive", add=2, target=r, until="set")
    n = s.put(tp, "hand", "%sN" % tp, name="n", receive=1)
    script = [{"do": "appear", "card": n}]
    setup = s.setup()
    desc = " ".join([fam.quote("8-3-1-2"), "%s (receive 1+2) is covered by %s: %s's receive point "
                     "is its own 1." % (r, n, n)])
    fam.add("%s-covered-no-inherit" % tp.lower(), "A card put on top inherits no effect", desc,
            ["8-3-1-2", "8-3-1"], ["duration"], setup, script,
            {"state": {tp: {"receive": [{"card": n, "under": [r],
                                         "points": {"receive": 1}}]}}})


def covered_then_risen(fam, tp):
    """The receive character R (+2 for the set) is covered by N, then N goes back to the hand: R
    is the character again, but the +2 ended when it stopped being one (6-10-3)."""
    opp = other(tp)
    s = rally("receive", turn=4, player=tp)
    s.op(opp, 1)
    r = s.put(tp, "receive", "%sR" % tp, name="r", receive=1)
    s.effect(tp, param="receive", add=2, target=r, until="set")
    n = s.put(tp, "hand", "%sN" % tp, name="n", receive=1, skills=[
        {"kind": "active", "timing": ["receive"], "effect": [{"to_hand": "this"}]}])
    script = [{"do": "appear", "card": n}, {"do": "use", "card": n, "skill": 0}]
    setup = s.setup()
    desc = " ".join([fam.quote("6-10-3"), fam.quote("8-3-1-2"),
                     "%s (receive 1+2 for the set) is covered by %s, then %s returns to the hand: "
                     "%s is the character again with its own receive point 1, the +2 ended when it "
                     "became a gut." % (r, n, n, r)])
    fam.add("%s-covered-then-risen" % tp.lower(), "A covered character's effects do not come "
            "back with it", desc, ["8-3-1-2", "1-2-15-3"], ["duration"], setup, script,
            {"events": [{"type": "move", "card": n, "from": "%s:receive" % tp,
                         "to": "%s:hand" % tp}],
             "state": {tp: {"receive": [{"card": r, "under": [], "points": {"receive": 1}}]}}})


def top_leaves(fam, tp):
    """The receive character R (+3 for the set) over its gut G goes to the hand: G stays and is
    the character, with its own receive point (1-2-15-3)."""
    s, t, script = active_scene(tp, {"effect": [{"to_hand": {"character": "receive"}}]})
    r = s.put(tp, "receive", "%sR" % tp, name="r", receive=1)
    s.stack(r, "%sG" % tp, name="g", receive=2)
    s.effect(tp, param="receive", add=3, target=r, until="set")
    setup = s.setup()
    g = "%sG" % tp
    desc = " ".join([fam.quote("1-2-15-3"), "%s (receive 1+3) goes to the hand; its gut %s stays "
                     "in the receive area as the character, receive 2." % (r, g)])
    fam.add("%s-top-leaves" % tp.lower(), "The top card leaves: the gut stays, without its "
            "effects", desc, ["1-2-15-3", "8-4-3"], ["duration"], setup, script,
            {"events": [{"type": "move", "card": r, "from": "%s:receive" % tp,
                         "to": "%s:hand" % tp}],
             "state": {tp: {"receive": [{"card": g, "under": [],
                                         "points": {"receive": 2}}]}}})


def previous_turn(fam, tp, prev):
    """「前のターンがブロックのターンの場合、カード1枚を引く」 at tp's draw phase after the
    opponent's block or receive turn (7-4-1)."""
    opp = other(tp)
    s = rally("end", turn=3, player=opp, route=prev)
    s.op(opp, 0)
    t = s.put(tp, "receive", "%sT" % tp, name="t", receive=1, skills=[
        {"kind": "active", "timing": ["draw"], "effect": [
            {"if": {"previous_turn": "block"}, "then": [{"draw": 1}]},
            {"param": "receive", "add": 1}]}])
    script = [{"choose": "receive", "for": "route"}, {"do": "use", "card": t, "skill": 0}]
    setup = s.setup()
    deck = setup[tp]["deck"]
    met = prev == "block"
    desc = " ".join([fam.quote("7-4-1", "特に指定がなく「前のターン」と表記されている場合、ターンプレイヤーが交代する前の、ラリー中の直前のターンを指します。"),
                     "The previous turn was %s's %s turn: %s." % (
                         opp, prev, "the condition holds, %s draws %s" % (tp, deck[1]) if met
                         else "the condition fails, no second draw")])
    expect = {"events": [{"type": "draw", "player": tp, "card": deck[0]},
                         {"type": "use", "card": t, "skill": 0}]}
    if met:
        expect["events"].append({"type": "draw", "player": tp, "card": deck[1]})
    else:
        expect["exactly"] = [{"type": "draw", "player": tp}]
    fam.add("%s-previous-turn-%s" % (tp.lower(), prev), "「前のターン」 after a %s turn" % prev,
            desc, ["7-4-1"], ["duration"], setup, script, expect)


def previous_turn_skipped(fam, tp):
    """The opponent's block turn skipped from the block phase to the end phase is still a block
    turn (HB-SKIP-ROUTE): 「前のターンがブロックのターンの場合、カード1枚を引く」 holds at tp's
    draw phase (7-4-1)."""
    opp = other(tp)
    s = rally("block", turn=3, player=opp)
    s.op(tp, 1)
    k = s.put(opp, "hand", "%sK" % opp, name="k", block=2, skills=[
        {"kind": "active", "timing": ["block"], "effect": [{"skip_to": "end"}]}])
    t = s.put(tp, "receive", "%sT" % tp, name="t", receive=1, skills=[
        {"kind": "active", "timing": ["draw"], "effect": [
            {"if": {"previous_turn": "block"}, "then": [{"draw": 1}]},
            {"param": "receive", "add": 1}]}])
    script = [{"do": "appear", "cards": [k], "centre": k}, {"do": "use", "card": k, "skill": 0},
              {"choose": "receive", "for": "route"}, {"do": "use", "card": t, "skill": 0}]
    setup = s.setup()
    deck = setup[tp]["deck"]
    desc = " ".join([fam.quote("7-4-1", "特に指定がなく「前のターン」と表記されている場合、ターンプレイヤーが交代する前の、ラリー中の直前のターンを指します。"),
                     "%s's block turn skips from the block phase to the end phase: it stays a "
                     "block turn, so at %s's draw phase the condition holds and %s draws %s "
                     "after %s." % (opp, tp, tp, deck[1], deck[0])])
    fam.add("%s-previous-turn-block-skipped" % tp.lower(),
            "「前のターン」 after a block turn skipped to its end", desc, ["7-4-1", "8-6-1"],
            ["duration", fam.reading("HB-SKIP-ROUTE")], setup, script,
            {"events": [{"type": "skip", "from": "block", "to": "end"},
                        {"type": "draw", "player": tp, "card": deck[0]},
                        {"type": "use", "card": t, "skill": 0},
                        {"type": "draw", "player": tp, "card": deck[1]}]})


def zone_permanent(fam, tp):
    """「自分のレシーブエリアのキャラは烏野を得る」 (a permanent of the serve character) and
    「自分のレシーブエリアに烏野のキャラが登場した時、カード1枚を引く」: a character of no
    affiliation appearing there is 烏野 as it enters (6-10-2), so the passive waits (6-10-2-1)."""
    opp = other(tp)
    s = rally("receive", turn=4, player=tp)
    s.op(opp, 1)
    s.put(tp, "serve", "%sV" % tp, name="v", skills=[
        {"kind": "permanent", "continuous": [
            {"gain": {"affiliation": "烏野"},
             "target": {"all": {"who": "you", "zone": "receive"}}}]},
        {"kind": "passive", "trigger": {"on": "appear", "of": {
            "who": "you", "zone": "receive", "filter": {"affiliation": "烏野"}}},
         "effect": [{"draw": 1}]}])
    r = s.put(tp, "hand", "%sR" % tp, name="r", receive=1)
    script = [{"do": "appear", "card": r}]
    setup = s.setup()
    top = setup[tp]["deck"][0]
    desc = " ".join([fam.quote("6-10-2"), fam.quote("6-10-2-1"),
                     "%s, of no affiliation, appears in the receive area, where it gains 烏野: "
                     "the serve character's passive waits and %s draws %s." % (r, tp, top)])
    fam.add("%s-zone-permanent-on-entry" % tp.lower(), "A zone's permanent applies as a card "
            "enters", desc, ["6-10-2", "6-10-2-1", "6-5-1"], ["duration"], setup, script,
            {"events": [{"type": "appear", "card": r, "area": "receive"},
                        {"type": "waiting", "card": "%sV" % tp, "skill": 1},
                        {"type": "draw", "player": tp, "card": top}]})
