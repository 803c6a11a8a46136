"""Family `actives`: active skills (1-3-3-3, 6-7): declared by the turn player at a free step
(6-7-1) of a phase among the skill's use-timing icons (1-3-8-1), while its card is in the area
its area icon names (1-3-7-1, 6-2-4), a card of the hand revealed as it is used; the skill cost
paid at the declaration (1-3-5, 1-3-5-1) — guts from under the card, chosen when there are more
(1-4-8, 1-4-8-1), guts with a filter (1-4-8-2), cards discarded or the card itself dropped (1-4-7)
— and no declaration, nothing paid, when it cannot be paid (6-2-2) or the skill is forbidden
(6-2-3) or nothing would change (6-7-1 ①, HB-NO-CHANGE); then the instructions in the order
written (0-2-3), each once (6-9-1), the one without a subject acted by the previous one's (7-7-4),
「自分」 and 「相手」 as 1-1-3-2 says, and the effect goes on when its source has moved (6-3-1)."""

from . import Family
from .common_parts import active_scene
from ..model.table import other

PHASES = ("serve", "block", "draw", "receive", "toss", "attack")
# the court areas take any number of cards (the character arriving there)
CAPACITY = {"serve": ["3-5-3"], "block": ["3-6-2-2"], "receive": ["3-7-3"], "toss": ["3-8-3"],
            "attack": ["3-9-3"]}


def generate(ctx):
    fam = Family(ctx, __name__)
    for tp in ("P1", "P2"):
        for at in PHASES:
            timing(fam, tp, at)
        wrong_timing(fam, tp)
        area_icon(fam, tp)
        from_hand(fam, tp)
        for n, guts in ((1, 2), (2, 2), (1, 1), (3, 2)):
            guts_cost(fam, tp, n, guts)
        guts_filter(fam, tp)
        discard(fam, tp)
        drop_self(fam, tp)
        source_moves(fam, tp)
        forbidden(fam, tp)
        nothing_changes(fam, tp)
        nothing_to_turn_face_up(fam, tp)
        something_in_a_list(fam, tp)
        order(fam, tp)
        subject(fam, tp)
    return fam.cases


def timing(fam, tp, at):
    """A skill with the phase's use-timing icon is used at that phase's free step."""
    s, t, script = active_scene(tp, {"effect": [{"draw": 1}]}, at=at)
    setup = s.setup()
    deck = setup[tp]["deck"]
    drawn = deck[1] if at == "draw" else deck[0]
    quote = {"serve": "サーブフェイズこのアイコンを付帯されたスキルは、サーブフェイズのフリーステップ中に使用を宣言することが可能です。",
             "block": "ブロックフェイズこのアイコンを付帯されたスキルは、ブロックフェイズのフリーステップ中に使用を宣言することが可能です。",
             "draw": "ドローフェイズのフリーステップ中に使用を宣言することが可",
             "receive": "レシーブフェイズのフリーステップ中に使用を宣言することが可",
             "toss": "トスフェイズのフリーステップ中に使用を宣言することが可",
             "attack": "アタックフェイズのフリーステップ中に使用を宣言することが可"}[at]
    desc = " ".join([fam.quote("1-3-8-1", quote), fam.quote("6-7-1", "スキル1つを指定し、使用を宣言します。"),
                     fam.quote("6-9-1"),
                     "%s's %s character %s has an active skill 「カード1枚を引く」 with the %s "
                     "icon: used at the %s phase's free step, %s draws %s (once)." % (
                         tp, "receive" if at == "draw" else at, t, at, at, tp, drawn)])
    expect = {"events": [{"type": "use", "card": t, "skill": 0},
                         {"type": "draw", "player": tp, "card": drawn}]}
    if at != "draw":
        expect["exactly"] = [{"type": "draw", "player": tp}]
    fam.add("%s-use-at-%s" % (tp.lower(), at), "An active skill used at the %s phase" % at,
            desc, ["1-3-8", "1-3-8-1", "6-7-1", "1-3-3", "1-3-3-3", "1-3-3-3-1", "1-3-4",
                   "1-3-4-1", "6-9-1", "5-14-3", "6-1-1"] + CAPACITY.get(at, []), ["active"],
            setup, script, expect)


def wrong_timing(fam, tp):
    """The attack icon only: refused at the toss phase's free step (1-3-8-1)."""
    s, t, script = active_scene(tp, {"timing": ["attack"], "effect": [{"draw": 1}]})
    setup = s.setup()
    desc = " ".join([fam.quote("1-3-8-1", "これらのアイコンによって指定される特定のフェイズのフリーステップにのみ"),
                     "%s's toss character's skill has the attack icon only: its use at the toss "
                     "phase is refused and nothing is drawn." % tp])
    fam.add("%s-wrong-timing" % tp.lower(), "An attack-icon skill at the toss phase: refused",
            desc, ["1-3-8-1"], ["active"], setup, script,
            {"rejections": [{"step": 1, "rule": "1-3-8-1"}],
             "absent": [{"type": "use"}, {"type": "draw", "player": tp}]})


def area_icon(fam, tp):
    """An area icon: the skill of the receive-area icon is not used from the toss area (6-2-4);
    the toss-area icon's is (1-3-7-1)."""
    for area, ok in (("receive", False), ("toss", True)):
        s, t, script = active_scene(tp, {"area": area, "effect": [{"draw": 1}]})
        setup = s.setup()
        desc = " ".join([
            fam.quote("1-3-7-1", "このスキルを持つカードがトスエリアにある場合、そのスキルは使用の条件や誘発条件を満たし、効果を発生します。") if ok else
            fam.quote("6-2-4", "そうでない場合、そのスキルは条件不十分であるため、使用の宣言を行えず"),
            "%s's toss character %s has a skill with the %s-area icon: %s." % (
                tp, t, area, "used, a card is drawn" if ok else "not usable from the toss area")])
        expect = {"events": [{"type": "use", "card": t}, {"type": "draw", "player": tp}]} if ok \
            else {"rejections": [{"step": 1, "rule": "6-2-4"}], "absent": [{"type": "use"}]}
        fam.add("%s-area-icon-%s" % (tp.lower(), area), "A %s-area skill in the toss area" % area,
                desc, ["1-3-7", "1-3-7-1", "6-2-4"] if ok else ["6-2-4", "1-3-7-1"],
                ["active"], setup, script, expect)


def from_hand(fam, tp):
    """A skill whose area is the hand is used from the hand: the card is revealed (6-7-1 ①)
    and stays there; its 「このカードを登場させる」 is an appearance by an effect."""
    s, t, script = active_scene(tp, {"area": "hand", "effect": [{"draw": 1}]})
    script = [{"do": "appear", "card": "%sY" % tp}, {"do": "use", "card": t, "skill": 0}]
    s.put(tp, "hand", "%sY" % tp, toss=1, name="y")
    setup = s.setup()
    top = setup[tp]["deck"][0]
    desc = " ".join([fam.quote("6-7-1", "使用するのが手札のカードが持つスキルである場合、そのカードを公開します。"),
                     "%s uses the hand-area skill of %s from its hand: %s is revealed, then %s "
                     "draws %s; %s stays in the hand." % (tp, t, t, tp, top, t)])
    fam.add("%s-use-from-hand" % tp.lower(), "A hand skill: the card revealed", desc,
            ["6-7-1", "1-3-7", "1-3-7-1", "1-3-3-3"], ["active"], setup, script,
            {"events": [{"type": "reveal", "player": tp, "cards": [t]},
                        {"type": "use", "card": t, "skill": 0},
                        {"type": "draw", "player": tp, "card": top}],
             "state": {tp: {"hand": [t, top]}}})


def guts_scene(tp, cost, guts, **gut_spec):
    """T appears on the toss character O, which has guts below it: T's guts are O then those."""
    s, t, script = active_scene(tp, {"cost": cost, "effect": [{"draw": 1}]})
    o = s.put(tp, "toss", "%sO" % tp, name="o", toss=1, **gut_spec)
    below = ["%sG%d" % (tp, i + 1) for i in range(guts - 1)]
    if below:
        s.stack(o, *below, name="g", **gut_spec)
    return s, t, script, [o] + below


def guts_cost(fam, tp, n, guts):
    """「ガッツN枚を払う」: N of the guts under this card to the drop (1-4-8), the master choosing
    which when there are more (1-4-8-1); fewer than N: the skill cannot be used (1-3-5-1, 6-2-2)."""
    s, t, script, gs = guts_scene(tp, [{"guts": n}], guts)
    ok = n <= guts
    paid = gs[-n:] if ok else []
    if ok and n < guts:
        script.append({"choose": paid, "for": "guts"})
    setup = s.setup()
    if ok:
        expect = {"events": [{"type": "use", "card": t, "skill": 0},
                             {"type": "pay", "player": tp, "cards": paid}] +
                  [{"type": "move", "card": c, "from": "%s:toss" % tp, "to": "%s:drop" % tp,
                    "cause": "cost"} for c in paid] +
                  [{"type": "draw", "player": tp}],
                  "state": {tp: {"toss": [{"card": t, "under": [g for g in gs if g not in paid]}],
                                 "drop": list(reversed(paid))}}}
        clauses = ["1-4-8", "1-4-8-1", "1-3-5", "1-3-5-1", "1-2-15"]
    else:
        expect = {"rejections": [{"step": 1, "rule": "1-3-5-1"}],
                  "absent": [{"type": "pay"}, {"type": "use"}]}
        clauses = ["1-3-5-1", "6-2-2"]
    desc = " ".join([fam.quote("1-4-8"), fam.quote("1-4-8-1") if ok else fam.quote("1-3-5-1"),
                     "%s's toss character %s has %d gut(s) (%s); its skill costs 「ガッツ%d枚を払う」: "
                     "%s." % (tp, t, guts, ", ".join(gs), n,
                              "%s paid to the drop" % ", ".join(paid) if ok else
                              "it cannot be paid, the use is refused and nothing is paid")])
    fam.add("%s-guts-%d-of-%d" % (tp.lower(), n, guts), "Pay %d gut(s) of %d" % (n, guts),
            desc, clauses, ["active", "cost"], setup, script, expect)


def guts_filter(fam, tp):
    """「烏野のガッツ1枚を払う」: only a gut of 烏野 can be paid (1-4-8-2): the one there."""
    s, t, script, gs = guts_scene(tp, [{"guts": 1, "filter": {"affiliation": "烏野"}}], 3)
    s.cards[gs[1]]["affiliation"] = ["烏野"]
    setup = s.setup()
    desc = " ".join([fam.quote("1-4-8-2"), "%s's guts are %s; only %s is of 烏野: it is paid, "
                     "without a choice." % (t, ", ".join(gs), gs[1])])
    fam.add("%s-guts-filter" % tp.lower(), "Guts of 烏野 paid: their information read", desc,
            ["1-4-8-2", "1-4-8", "1-3-5"], ["active", "cost"], setup, script,
            {"events": [{"type": "pay", "player": tp, "cards": [gs[1]]},
                        {"type": "move", "card": gs[1], "to": "%s:drop" % tp}]})


def discard(fam, tp):
    """A cost 「手札1枚をドロップする」: the chosen hand card to the drop (1-4-7)."""
    s, t, script = active_scene(tp, {"cost": [{"discard": 1}], "effect": [{"draw": 1}]})
    a = s.put(tp, "hand", "%sA" % tp, name="a")
    b = s.put(tp, "hand", "%sB" % tp, name="b")
    script.append({"choose": [b], "for": "discard"})
    setup = s.setup()
    desc = " ".join([fam.quote("1-4-7"), "%s pays 「手札1枚をドロップする」 with %s (of %s, %s): "
                     "to the drop, then the skill draws." % (tp, b, a, b)])
    fam.add("%s-discard-cost" % tp.lower(), "A hand card dropped as a cost", desc,
            ["1-4-7", "1-3-5", "1-3-5-1", "3-4-3", "8-4-2"], ["active", "cost"], setup, script,
            {"events": [{"type": "pay", "player": tp, "cards": [b]},
                        {"type": "move", "card": b, "from": "%s:hand" % tp, "to": "%s:drop" % tp,
                         "cause": "cost"},
                        {"type": "draw", "player": tp}],
             "exactly": [{"type": "pay"}],
             "state": {tp: {"drop": [b]}}})


def drop_self(fam, tp):
    """「このカードをドロップする」 as the cost (1-4-7): the toss character goes to the drop as the
    skill is declared, then the effect draws."""
    s, t, script = active_scene(tp, {"cost": ["drop-self"], "effect": [{"draw": 1}]})
    setup = s.setup()
    d = setup[tp]["deck"][0]
    desc = " ".join([fam.quote("1-4-7"), fam.quote("1-3-5"),
                     "%s drops %s to pay its skill's cost, then the effect draws %s." % (
                         tp, t, d)])
    fam.add("%s-drop-self-cost" % tp.lower(), "The card dropped as its own cost", desc,
            ["1-4-7", "1-3-5", "1-3-5-1"], ["active", "cost"], setup, script,
            {"events": [{"type": "pay", "player": tp, "cards": [t]},
                        {"type": "move", "card": t, "from": "%s:toss" % tp, "to": "%s:drop" % tp,
                         "cause": "cost"},
                        {"type": "draw", "player": tp, "card": d}],
             "state": {tp: {"toss": [], "drop": [t]}}})


def source_moves(fam, tp):
    """「このカードをドロップする。カード2枚を引く。」: the effect, independent of its source once
    it resolves, goes on after the card has left the court (6-3-1)."""
    s, t, script = active_scene(tp, {"effect": [{"drop": "this"}, {"draw": 2}]})
    setup = s.setup()
    d = setup[tp]["deck"][:2]
    desc = " ".join([fam.quote("6-3-1"),
                     "%s's skill drops %s itself, then draws %s and %s all the same." % (
                         tp, t, d[0], d[1])])
    fam.add("%s-source-moves" % tp.lower(), "The source dropped by its effect; the effect goes "
            "on", desc, ["6-3-1", "1-3-4-1"], ["active"], setup, script,
            {"events": [{"type": "move", "card": t, "from": "%s:toss" % tp, "to": "%s:drop" % tp,
                         "cause": "effect"},
                        {"type": "draw", "player": tp, "card": d[0]},
                        {"type": "draw", "player": tp, "card": d[1]}]})


def forbidden(fam, tp):
    """「スキルの使用を宣言できない」 (an effect of the opponent): the skill cannot be declared, its
    cost is not paid (6-2-2) and its effect does not resolve (6-2-3)."""
    s, t, script, gs = guts_scene(tp, [{"guts": 1}], 1)
    s.effect(other(tp), forbid="use", who="opponent", until="turn")
    setup = s.setup()
    desc = " ".join([fam.quote("6-2-3"), fam.quote("6-2-2"),
                     "An effect of %s: %s cannot declare skills this turn. The use of %s's skill "
                     "is refused; its gut %s stays." % (other(tp), tp, t, gs[0])])
    fam.add("%s-use-forbidden" % tp.lower(), "A forbidden skill: no cost paid, no effect",
            desc, ["6-2-3", "6-2-2", "0-2-6"], ["active"], setup, script,
            {"rejections": [{"step": 1, "rule": "0-2-6"}],
             "absent": [{"type": "pay"}, {"type": "use"}],
             "state": {tp: {"toss": [{"card": t, "under": gs}]}}})


def nothing_changes(fam, tp):
    """「カード1枚を引く」 with an empty deck changes nothing: it cannot be declared (6-7-1 ①)."""
    s, t, script = active_scene(tp, {"effect": [{"draw": 1}]},
                                deck=(0, 3) if tp == "P1" else (3, 0))
    setup = s.setup()
    desc = " ".join([fam.quote("6-7-1", "その効果の解決後に、状況にまったく変化がないことが確定している場合、そのスキルの使用を宣言することはできません。"),
                     "%s's deck is empty: its skill 「カード1枚を引く」 cannot be declared." % tp])
    fam.add("%s-nothing-changes" % tp.lower(), "A skill that would change nothing", desc,
            ["6-7-1"], ["active", fam.reading("HB-NO-CHANGE")], setup, script,
            {"rejections": [{"step": 1, "rule": "6-7-1"}], "absent": [{"type": "use"}]})


def nothing_to_turn_face_up(fam, tp):
    """「自分のセットエリアの「z」という名前のカードをすべて表向きにする」 with no such card changes
    nothing: it cannot be declared (6-7-1 ①)."""
    s, t, script = active_scene(tp, {"effect": [{"face_up": {"all": {
        "who": "you", "zone": "set", "filter": {"name": "z"}}}}]})
    setup = s.setup()
    desc = " ".join([fam.quote("6-7-1", "その効果の解決後に、状況にまったく変化がないことが確定している場合、そのスキルの使用を宣言することはできません。"),
                     "%s's set cards are none named 「z」: its skill turning them face up cannot be "
                     "declared." % tp])
    fam.add("%s-nothing-to-turn-face-up" % tp.lower(), "A skill with nothing to turn face up",
            desc, ["6-7-1"], ["active", fam.reading("HB-NO-CHANGE")], setup, script,
            {"rejections": [{"step": 1, "rule": "6-7-1"}], "absent": [{"type": "use"}]})


def something_in_a_list(fam, tp):
    """「アタックキャラとレシーブキャラを手札に戻す」 with no attack character: the receive character
    is something to return, the skill may be declared (6-7-1 ①) and returns it alone (0-2-5-5)."""
    s, t, script = active_scene(tp, {"effect": [{"to_hand": [
        {"character": "attack", "who": "you"}, {"character": "receive", "who": "you"}]}]})
    r = s.put(tp, "receive", "%sR" % tp, name="r", receive=1)
    setup = s.setup()
    desc = " ".join([fam.quote("6-7-1"), fam.quote("0-2-5-5"),
                     "%s has no attack character; its skill returning the attack and the receive "
                     "characters to the hand changes something: %s returns alone." % (tp, r)])
    fam.add("%s-something-in-a-list" % tp.lower(), "A list of selectors, one of them empty",
            desc, ["6-7-1", "0-2-5-5"], ["active", fam.reading("HB-NO-CHANGE")], setup, script,
            {"events": [{"type": "use", "card": t, "skill": 0},
                        {"type": "move", "card": r, "from": "%s:receive" % tp,
                         "to": "%s:hand" % tp}],
             "state": {tp: {"receive": []}}})


def order(fam, tp):
    """The instructions in the order written (0-2-3): 「カード1枚を引き、デッキの上から1枚をドロップ
    する」 draws the top card, then drops the next one."""
    s, t, script = active_scene(tp, {"effect": [
        {"draw": 1}, {"drop": {"top": 1, "who": "you", "zone": "deck"}}]})
    setup = s.setup()
    d = setup[tp]["deck"]
    desc = " ".join([fam.quote("0-2-3"), "%s draws %s, then %s (the new top) goes to the "
                     "drop." % (tp, d[0], d[1])])
    fam.add("%s-instruction-order" % tp.lower(), "Instructions in the order written", desc,
            ["0-2-3", "6-9-1", "1-3-4-1", "6-2-1"], ["active"], setup, script,
            {"events": [{"type": "draw", "player": tp, "card": d[0]},
                        {"type": "move", "card": d[1], "from": "%s:deck" % tp,
                         "to": "%s:drop" % tp}]})


def subject(fam, tp):
    """「相手はカード1枚を引く。カード1枚を引く。」: the second sentence has no subject, so its
    actor is the previous one's, the opponent (7-7-4); 「相手のドロップエリアの…」 names the
    opponent's zone (1-1-3-2, 1-1-5-1)."""
    opp = other(tp)
    s, t, script = active_scene(tp, {"effect": [
        {"draw": 1, "who": "opponent"}, {"draw": 1},
        {"to_hand": {"all": {"who": "opponent", "zone": "drop"}}}]})
    x = s.put(opp, "drop", "%sX" % opp, name="x")
    setup = s.setup()
    d = setup[opp]["deck"]
    desc = " ".join([fam.quote("7-7-4", "スキルにおいて特に行動の動作主となるプレイヤーに関する表記がない場合、この行動を実行するプレイヤーは、原則として前の文言で指示された行動の動作主を指します。"),
                     fam.quote("1-1-3-2"),
                     "%s's skill: the opponent draws %s, then (no subject) draws %s; the "
                     "opponent's drop card %s goes to its owner's hand." % (tp, d[0], d[1], x)])
    fam.add("%s-omitted-subject" % tp.lower(), "An omitted subject is the previous actor", desc,
            ["7-7-4", "1-1-3-2", "1-1-5-1", "1-1-5-2"], ["active"], setup, script,
            {"events": [{"type": "draw", "player": opp, "card": d[0]},
                        {"type": "draw", "player": opp, "card": d[1]},
                        {"type": "move", "card": x, "from": "%s:drop" % opp,
                         "to": "%s:hand" % opp}],
             "absent": [{"type": "draw", "player": tp}]})
