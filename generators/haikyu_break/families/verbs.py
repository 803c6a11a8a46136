"""Family `verbs`: instructions and skill parts of the effect language at work, each in a skill
used at the toss phase's free step: 「デッキをシャッフルする」 (1-4-3), a gut's skill that works
only under a card (1-2-15-2-1), an offense point lowered below 0 (0-2-9), a skill granted to the
card itself (6-1-2-2's 付与, 7-1-1), a zone-move trigger limited to a card name (6-6-1), a
skill used by another's effect paying its own cost (6-12-1-1), a deck looked at with no move
randomised as the resolution ends (7-5-2); a serve phase skipped to the end phase (8-6-1), a
turn-start trigger resolved before the route is chosen (5-6-2), 「登場させる。そうした場合」
(7-2-1), a delayed effect of the phase skipped to (8-6-4: it waits there), a trigger on the
opponent's appearance only (6-6-1) and a face-up set card that leaves the set area and comes
back face down (3-11-2)."""

from . import Family
from .common_parts import active_scene, rally
from ..model.table import other


def generate(ctx):
    fam = Family(ctx, __name__)
    for tp in ("P1", "P2"):
        shuffle(fam, tp)
        under_skill(fam, tp)
        negative_offense(fam, tp)
        granted_to_itself(fam, tp)
        named_move_trigger(fam, tp)
        used_with_cost(fam, tp)
        looked_unmoved(fam, tp)
        serve_skipped(fam, tp)
        turn_start_before_route(fam, tp)
        appear_done(fam, tp)
        delayed_of_target_phase(fam, tp)
        opponents_appearance_only(fam, tp)
        face_up_card_leaves(fam, tp)
    return fam.cases


def shuffle(fam, tp):
    """「自分のデッキをシャッフルする。」 with three cards: the new order is the random one."""
    s, t, script = active_scene(tp, {"effect": [{"shuffle": "deck"}]},
                                deck=(3, 6) if tp == "P1" else (6, 3))
    setup = s.setup()
    d = setup[tp]["deck"]
    order = [d[2], d[0], d[1]]
    script.append({"random": order, "for": "shuffle"})
    desc = " ".join([fam.quote("1-4-3"),
                     "%s shuffles its deck %s: it becomes %s." % (tp, d, order)])
    fam.add("%s-shuffle-deck" % tp.lower(), "「デッキをシャッフルする」", desc,
            ["1-4-3", "1-4-3-1"], ["verb"], setup, script,
            {"events": [{"type": "shuffle", "player": tp, "zone": "deck"}],
             "state": {tp: {"deck": order}}})


def under_skill(fam, tp):
    """「（ガッツ）自分のトスキャラのトスポイントに+2する」 (area `under`) on two cards: O, a gut of
    the toss area, whose skill applies, and the receive character R, no gut, whose skill does
    not (1-2-15-2-1): the toss point 1+2 = 3."""
    skill = {"kind": "permanent", "area": "under", "continuous": [
        {"param": "toss", "add": 2, "target": {"character": "toss"}}]}
    s, t, script = active_scene(tp, {"effect": [{"draw": 1}]})
    o = s.put(tp, "toss", "%sO" % tp, name="o", toss=1, skills=[dict(skill)])
    r = s.put(tp, "receive", "%sR" % tp, name="r", receive=1, skills=[dict(skill)])
    setup = s.setup()
    desc = " ".join([fam.quote("1-2-15-2-1"),
                     "%s's %s and %s have 「（ガッツ）自分のトスキャラのトスポイントに+2」: %s is a "
                     "gut under the toss character %s, its skill applies; %s is the receive "
                     "character, its does not: toss 1+2 = 3." % (tp, o, r, o, t, r)])
    fam.add("%s-under-skill" % tp.lower(), "A gut's skill applies under a card, not on top",
            desc, ["1-2-15-2-1"], ["verb"], setup, script,
            {"state": {tp: {"toss": [{"card": t, "under": [o], "points": {"toss": 3}}]}}})


def negative_offense(fam, tp):
    """「相手のオフェンスポイントに-3する。」 on an offense point of 1: −2 (0-2-9's exception for
    offense points)."""
    opp = other(tp)
    s, t, script = active_scene(tp, {"effect": [{"op": -3, "who": "opponent"}]})
    setup = s.setup()
    desc = " ".join([fam.quote("0-2-9"),
                     "%s's offense point 1 gets −3: −2, a negative number." % opp])
    fam.add("%s-offense-below-zero" % tp.lower(), "An offense point lowered below 0", desc,
            ["0-2-9"], ["verb"], setup, script, {"state": {opp: {"op": -2}}})


def granted_to_itself(fam, tp):
    """「このターン、このカードは『（トス）カード1枚を引く』を得る。」 with no target written: the
    card itself gains it (7-1-1), numbered after its printed skill, and uses it."""
    s, t, script = active_scene(tp, {"effect": [{"grant": {
        "kind": "active", "timing": ["toss"], "effect": [{"draw": 1}]}, "until": "turn"}]})
    script.append({"do": "use", "card": t, "skill": 1})
    setup = s.setup()
    top = setup[tp]["deck"][0]
    desc = " ".join([fam.quote("7-1-1"),
                     "%s's toss character %s grants itself an active skill (its skill 1) and "
                     "uses it: %s draws %s." % (tp, t, tp, top)])
    fam.add("%s-granted-to-itself" % tp.lower(), "A skill granted with no target written",
            desc, ["7-1-1"], ["verb"], setup, script,
            {"events": [{"type": "use", "card": t, "skill": 0},
                        {"type": "use", "card": t, "skill": 1},
                        {"type": "draw", "player": tp, "card": top}]})


def named_move_trigger(fam, tp):
    """「自分の『c』がドロップエリアに置かれた時、カード1枚を引く」 (the receive character's) when
    the hand's c and e are dropped: it waits for c alone (6-6-1)."""
    s, t, script = active_scene(tp, {"effect": [
        {"drop": {"all": {"who": "you", "zone": "hand"}}}]})
    c = s.put(tp, "hand", "%sC" % tp, name="c")
    e = s.put(tp, "hand", "%sE" % tp, name="e")
    r = s.put(tp, "receive", "%sR" % tp, name="r", receive=1, skills=[
        {"kind": "passive", "trigger": {"on": "move", "who": "you", "to": "drop",
                                        "filter": {"name": "c"}},
         "effect": [{"draw": 1}]}])
    setup = s.setup()
    top = setup[tp]["deck"][0]
    wait = {"type": "waiting", "card": r, "skill": 0}
    desc = " ".join([fam.quote("6-6-1"),
                     "%s's hand %s (named c) and %s (named e) are dropped; %s's skill waits "
                     "once, for %s, and draws %s." % (tp, c, e, r, c, top)])
    fam.add("%s-move-trigger-by-name" % tp.lower(), "A zone-move trigger limited to a name",
            desc, ["6-6-1"], ["verb"], setup, script,
            {"events": [{"type": "move", "card": c, "to": "%s:drop" % tp}, wait,
                        {"type": "move", "card": e, "to": "%s:drop" % tp},
                        {"type": "draw", "player": tp, "card": top}],
             "exactly": [wait]})


def used_with_cost(fam, tp):
    """「自分のレシーブキャラのスキルを使用する」 on 「（レシーブ）手札1枚をドロップする：カード2枚を
    引く」: used inside the effect (6-12-1-1), its cost paid, its effect resolved."""
    s, t, script = active_scene(tp, {"effect": [{"use": {"character": "receive"}, "skill": 0}]})
    c = s.put(tp, "hand", "%sC" % tp, name="c")
    r = s.put(tp, "receive", "%sR" % tp, name="r", receive=1, skills=[
        {"kind": "active", "timing": ["receive"], "cost": [{"discard": 1}],
         "effect": [{"draw": 2}]}])
    setup = s.setup()
    d = setup[tp]["deck"][:2]
    desc = " ".join([fam.quote("6-12-1-1"),
                     "%s's toss character %s makes the receive character %s use its skill: %s "
                     "drops %s as its cost and draws %s and %s." % (tp, t, r, tp, c, d[0], d[1])])
    fam.add("%s-used-by-effect-with-cost" % tp.lower(),
            "A skill used by an effect pays its cost", desc, ["6-12-1-1"], ["verb"], setup,
            script,
            {"events": [{"type": "use", "card": t, "skill": 0},
                        {"type": "use", "card": r, "skill": 0},
                        {"type": "pay", "player": tp, "cards": [c]},
                        {"type": "move", "card": c, "from": "%s:hand" % tp,
                         "to": "%s:drop" % tp, "cause": "cost"},
                        {"type": "draw", "player": tp, "card": d[0]},
                        {"type": "draw", "player": tp, "card": d[1]}]})


def looked_unmoved(fam, tp):
    """「自分のデッキの上から2枚を見る。このカードのトスポイントに+1する。」: no instruction moves
    the cards looked at, so the deck is randomised when they are hidden again (7-5-2)."""
    s, t, script = active_scene(tp, {"effect": [{"look": 2}, {"param": "toss", "add": 1}]},
                                deck=(3, 6) if tp == "P1" else (6, 3))
    setup = s.setup()
    d = setup[tp]["deck"]
    order = [d[1], d[2], d[0]]
    script.append({"random": order, "for": "shuffle"})
    desc = " ".join([fam.quote("7-5-2", "見たカードに対して領域の移動などの指示がスキルに無い場合、非公開にする際にシャッフルなどでその領域のカードの無作為化を行います。"),
                     "%s looks at %s and %s, moves nothing: its deck is shuffled as the "
                     "resolution ends, into %s." % (tp, d[0], d[1], order)])
    fam.add("%s-looked-deck-randomised" % tp.lower(),
            "A deck looked at and not moved is randomised", desc, ["7-5-2"], ["verb"], setup,
            script,
            {"events": [{"type": "use", "card": t, "skill": 0},
                        {"type": "shuffle", "player": tp, "zone": "deck"}],
             "state": {tp: {"deck": order, "toss": [{"card": t, "points": {"toss": 2}}]}}})


def serve_skipped(fam, tp):
    """「エンドフェイズに移る。」 at the serve phase's free step: the serve phase is skipped, no
    offense point is calculated, the end phase follows (8-6-1)."""
    opp = other(tp)
    s, t, script = active_scene(tp, {"effect": [{"skip_to": "end"}]}, at="serve")
    script.append({"choose": "receive", "for": "route"})
    setup = s.setup()
    desc = " ".join([fam.quote("8-6-3"),
                     "%s's serve character %s skips to the end phase: no offense point is "
                     "calculated; %s's turn follows." % (tp, t, opp)])
    fam.add("%s-serve-phase-skipped" % tp.lower(), "A serve phase skipped to the end phase",
            desc, ["8-6-1", "8-6-3"], ["verb"], setup, script,
            {"events": [{"type": "skip", "from": "serve", "to": "end"},
                        {"type": "phase", "name": "end", "player": tp},
                        {"type": "phase", "name": "start", "player": opp}],
             "absent": [{"type": "op", "player": tp}],
             "state": {"turn": {"player": opp, "phase": "draw"}}})


def turn_start_before_route(fam, tp):
    """「自分のターン開始時、カード1枚を引く」 (the receive character's): it waits and resolves at
    the start phase's ①, before the route is chosen at ② (5-6-2)."""
    opp = other(tp)
    s = rally("end", turn=3, player=opp, route="receive")
    s.op(opp, 1)
    r = s.put(tp, "receive", "%sR" % tp, name="r", receive=1, skills=[
        {"kind": "passive", "trigger": {"on": "turn-start", "whose": "your"},
         "effect": [{"draw": 1}]}])
    script = [{"choose": "receive", "for": "route"}]
    setup = s.setup()
    d = setup[tp]["deck"]
    desc = " ".join([fam.quote("5-6-2"),
                     "%s's turn begins: %s's 「ターン開始時」 skill waits and draws %s at the start "
                     "phase's ①, then %s chooses the route; the draw phase draws %s." % (
                         tp, r, d[0], tp, d[1])])
    fam.add("%s-turn-start-before-route" % tp.lower(),
            "A turn-start trigger resolves before the route", desc, ["5-6-2"], ["verb"], setup,
            script,
            {"events": [{"type": "phase", "name": "start", "player": tp},
                        {"type": "resolve", "card": r, "skill": 0},
                        {"type": "draw", "player": tp, "card": d[0]},
                        {"type": "route", "player": tp, "route": "receive"},
                        {"type": "phase", "name": "draw", "player": tp},
                        {"type": "draw", "player": tp, "card": d[1]}]})


def appear_done(fam, tp):
    """「手札の『a』をアタックエリアに登場させる。そうした場合、カード1枚を引く。」: it appeared, so
    the draw follows (7-2-1)."""
    s, t, script = active_scene(tp, {"effect": [
        {"appear": {"all": {"who": "you", "zone": "hand", "filter": {"name": "a"}}},
         "area": "attack"},
        {"if_done": [{"draw": 1}]}]})
    a = s.put(tp, "hand", "%sA" % tp, name="a", attack=1)
    setup = s.setup()
    top = setup[tp]["deck"][0]
    desc = " ".join([fam.quote("7-2-1"),
                     "%s makes %s appear in the attack area, then draws %s." % (tp, a, top)])
    fam.add("%s-appear-then-if-done" % tp.lower(), "「登場させる。そうした場合」", desc,
            ["7-2-1"], ["verb"], setup, script,
            {"events": [{"type": "appear", "card": a, "area": "attack", "how": "effect"},
                        {"type": "draw", "player": tp, "card": top}]})


def delayed_of_target_phase(fam, tp):
    """「エンドフェイズ開始時、カード1枚を引く（遅発）。エンドフェイズに移る。」: the end phase is not
    skipped, it is where the turn goes; the delayed effect waits at its start (8-6-4)."""
    s, t, script = active_scene(tp, {"effect": [
        {"delayed": {"on": "phase-start", "phase": "end"}, "effect": [{"draw": 1}]},
        {"skip_to": "end"}]})
    script.append({"choose": "receive", "for": "route"})
    setup = s.setup()
    top = setup[tp]["deck"][0]
    desc = " ".join([fam.quote("8-6-4"),
                     "%s skips from the toss phase to the end phase; its delayed effect for the "
                     "end phase's start is no part of what is skipped: it waits there and %s "
                     "draws %s." % (tp, tp, top)])
    fam.add("%s-delayed-of-phase-skipped-to" % tp.lower(),
            "A delayed effect of the phase skipped to still waits", desc, ["8-6-4", "8-6-7"],
            ["verb"], setup, script,
            {"events": [{"type": "skip", "from": "toss", "to": "end"},
                        {"type": "phase", "name": "end", "player": tp},
                        {"type": "resolve", "card": t, "skill": 0, "delayed": True},
                        {"type": "draw", "player": tp, "card": top}]})


def opponents_appearance_only(fam, tp):
    """tp's receive character has 「相手のトスキャラが登場した時、カード1枚を引く」 (skill 0) and
    「自分のトスキャラが登場した時、カード1枚を引く」 (skill 1); tp's own toss character appears:
    skill 1 waits, skill 0 does not (6-6-1, 1-1-3-2)."""
    s, t, script = active_scene(tp, {"effect": [{"draw": 1}]})
    r = s.put(tp, "receive", "%sR" % tp, name="r", receive=1, skills=[
        {"kind": "passive", "trigger": {"on": "appear", "of": {"who": who, "zone": "toss"}},
         "effect": [{"draw": 1}]} for who in ("opponent", "you")])
    setup = s.setup()
    d = setup[tp]["deck"]
    desc = " ".join([fam.quote("6-6-1"),
                     "%s's own toss character %s appears: %s's skill for its own toss character "
                     "waits and draws %s, the one for the opponent's does not wait; then %s's "
                     "active skill draws %s." % (tp, t, r, d[0], t, d[1])])
    fam.add("%s-appear-trigger-of-opponent" % tp.lower(),
            "A trigger on the opponent's appearance, not one's own", desc, ["6-6-1"], ["verb"],
            setup, script,
            {"absent": [{"type": "waiting", "card": r, "skill": 0}],
             "events": [{"type": "waiting", "card": r, "skill": 1},
                        {"type": "draw", "player": tp, "card": d[0]},
                        {"type": "draw", "player": tp, "card": d[1]}]})


def face_up_card_leaves(fam, tp):
    """「自分のセットエリアの『s1』を手札に加え、それをセットエリアに置く」 on a face-up set card:
    back in the set area it is a new card (3-1-5), face down like every set card (3-11-2)."""
    s, t, script = active_scene(tp, {"effect": [
        {"to_hand": {"all": {"who": "you", "zone": "set", "filter": {"name": "s1"}}}},
        {"move": {"all": {"who": "you", "zone": "hand", "filter": {"name": "s1"}}},
         "to": "set"}]})
    setup = s.setup()
    card, other_set = setup[tp]["set"][0], setup[tp]["set"][1]
    setup["cards"][card]["name"] = "s1"
    setup["face_up"] = [card]
    desc = " ".join([fam.quote("3-11-2"),
                     "%s's set card %s is face up; it goes to the hand and back to the set area: "
                     "a new card there, face down." % (tp, card)])
    fam.add("%s-face-up-set-card-leaves-and-returns" % tp.lower(),
            "A face-up set card that leaves and returns is face down", desc,
            ["3-11-2", "3-1-5"], ["verb"], setup, script,
            {"events": [{"type": "move", "card": card, "from": "%s:set" % tp,
                         "to": "%s:hand" % tp},
                        {"type": "move", "card": card, "from": "%s:hand" % tp,
                         "to": "%s:set" % tp}],
             "state": {tp: {"face_up": [], "set": [card, other_set]}}})
