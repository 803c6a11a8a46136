"""Family `templates`: the wordings of chapter 7 and the rules of rule zero they lean on, each in a
skill of the toss character used at the free step: 「以下からN選ぶ」 (7-3-1, 1-3-3-7), 「合計N枚まで」
(7-3-2, 0-2-10-1), X (7-3-3, 0-2-10), 「そうした場合／そうしなかった場合」 (7-2-1, 7-2-2), 「使える」
(7-7-3), 「一度だけ」 (7-9-1), 公開する and 見る (7-5-1, 7-5-2), 「デッキの上／下に置く」 (7-10-1),
targets with no 「選ぶ」 written (1-4-4-1, 7-1-1), choices from hidden zones (1-4-4-3, 1-4-4-4),
as many as possible (0-2-5-5 and its examples), zero or negative times (0-2-5-4), a state already
held (0-2-5-3), moving N cards one at a time (3-1-5-3) and a shuffle of one card (1-4-3-1-1)."""

from . import Family
from .common_parts import active_scene
from ..model.table import other


def generate(ctx):
    fam = Family(ctx, __name__)
    for tp in ("P1", "P2"):
        for picked in ([0], [1], [1, 0], [0, 1]):
            options(fam, tp, picked)
        for answer in ([], ["A"], ["A", "B"]):
            pooled(fam, tp, answer)
        for x in (0, 1, 3):
            number_x(fam, tp, x)
        for hand in (0, 1):
            if_done(fam, tp, hand)
        for yes in (True, False):
            may(fam, tp, yes)
        once(fam, tp)
        reveal(fam, tp)
        look(fam, tp)
        for deck in (0, 2):
            bottom(fam, tp, deck)
        for several in (False, True):
            hidden_choice(fam, tp, several)
        as_possible(fam, tp)
        two_kinds(fam, tp)
        zero_times(fam, tp)
        face_up_again(fam, tp)
        face_up_done(fam, tp)
        chosen_again(fam, tp)
        shuffle_one(fam, tp)
        no_target(fam, tp)
    return fam.cases


def options(fam, tp, picked):
    """「以下から1つ(2つ)選ぶ。▶カード1枚を引く。▶このカードのトスポイントに+2する。」"""
    count = len(picked)
    s, t, script = active_scene(tp, {"effect": [{"options": [
        [{"draw": 1}], [{"param": "toss", "add": 2}]], "count": count}]})
    script.append({"choose": picked, "for": "option"})
    setup = s.setup()
    top = setup[tp]["deck"][0]
    draw = {"type": "draw", "player": tp, "card": top}
    expect = {"state": {tp: {"toss": [{"card": t, "points": {"toss": 3 if 1 in picked else 1}}]}}}
    if 0 in picked:
        expect["events"] = [draw]
    else:
        expect["absent"] = [{"type": "draw", "player": tp}]
    clauses = ["7-3-1-1", "7-3-1-2", "1-3-3-7"] + (["7-3-1-3"] if count == 2 else [])
    desc = " ".join([fam.quote("7-3-1-1"), fam.quote("7-3-1-3") if count == 2 else
                     fam.quote("7-3-1-2"),
                     "%s picks option(s) %s of 「▶カード1枚を引く ▶このカードのトスポイントに+2」, in that "
                     "order: %s." % (tp, picked, "; ".join(
                         ["draws %s" % top if i == 0 else "toss point 1+2 = 3" for i in picked]))])
    fam.add("%s-options-%s" % (tp.lower(), "-".join(map(str, picked))),
            "「以下から%d選ぶ」: %s" % (count, picked), desc, clauses, ["template"], setup,
            script, expect)


def pooled(fam, tp, answer):
    """「自分と相手のドロップエリアのキャラカードを合計2枚まで手札に加える」: any mix of the two
    zones, 0 to 2 (7-3-2, 0-2-10-1); each card to its owner's hand."""
    opp = other(tp)
    s, t, script = active_scene(tp, {"effect": [{"to_hand": {"choose": 2, "from": [
        {"who": "you", "zone": "drop"}, {"who": "opponent", "zone": "drop"}]}}]})
    ids = {"A": s.put(tp, "drop", "%sXA" % tp, name="a"),
           "B": s.put(opp, "drop", "%sXB" % opp, name="b"),
           "C": s.put(opp, "drop", "%sXC" % opp, name="c")}
    chosen = [ids[a] for a in answer]
    script.append({"choose": chosen, "for": "target"})
    setup = s.setup()
    desc = " ".join([fam.quote("7-3-2"), fam.quote("0-2-10-1"),
                     "The candidates: %s's %s, %s's %s and %s; %s chooses %s." % (
                         tp, ids["A"], opp, ids["B"], ids["C"], tp,
                         ", ".join(chosen) if chosen else "none")])
    expect = {"state": {tp: {"drop": [] if "A" in answer else [ids["A"]]},
                        opp: {"hand": [ids["B"]] if "B" in answer else []}}}
    if chosen:
        expect["events"] = [{"type": "move", "card": c, "to": "%s:hand" % c[:2]}
                            for c in chosen]
    else:
        expect["absent"] = [{"type": "move", "to": "%s:hand" % tp},
                            {"type": "move", "to": "%s:hand" % opp}]
    fam.add("%s-pooled-up-to-2-chosen-%d" % (tp.lower(), len(chosen)),
            "「合計2枚まで」 from two zones: %d chosen" % len(chosen), desc,
            ["7-3-2", "0-2-10-1", "1-4-4-2", "1-4-4-1~x1"], ["template"], setup, script, expect)


def number_x(fam, tp, x):
    """「カードX枚を引き、このカードのトスポイントに+Xする」: X chosen by the master, the same in
    both (7-3-3), an integer of 0 or more (0-2-10); X = 0 draws nothing (0-2-5-4)."""
    s, t, script = active_scene(tp, {"effect": [{"draw": "X"},
                                                {"param": "toss", "add": "X"}]})
    script.append({"choose": x, "for": "number"})
    setup = s.setup()
    drawn = setup[tp]["deck"][:x]
    desc = " ".join([fam.quote("7-3-3", "1つのスキルの中のすべてのXは、スキルコストの支払いから効果の解決の終了まで、同じ数として決定されます。"),
                     fam.quote("0-2-10"),
                     "%s chooses X = %d: draws %s and the toss point becomes 1+%d." % (
                         tp, x, ", ".join(drawn) if drawn else "nothing", x)])
    expect = {"state": {tp: {"toss": [{"card": t, "points": {"toss": 1 + x}}]}},
              "events": [{"type": "draw", "player": tp, "card": c} for c in drawn]}
    if not x:
        expect["absent"] = [{"type": "draw", "player": tp}]
    fam.add("%s-x-is-%d" % (tp.lower(), x), "X chosen as %d" % x, desc,
            ["7-3-3", "0-2-10"] + (["0-2-5-4"] if x == 0 else []), ["template"], setup,
            script, expect)


def if_done(fam, tp, hand):
    """「手札1枚をドロップする。そうした場合、カード2枚を引く。そうしなかった場合、このカードのトス
    ポイントに+1する。」 with 0 or 1 other card in the hand (7-2-1, 7-2-2)."""
    s, t, script = active_scene(tp, {"effect": [
        {"drop": {"choose": 1, "from": {"who": "you", "zone": "hand"}}},
        {"if_done": [{"draw": 2}]}, {"if_not_done": [{"param": "toss", "add": 1}]}]})
    if hand:
        a = s.put(tp, "hand", "%sA" % tp, name="a")
    setup = s.setup()
    d = setup[tp]["deck"][:2]
    if hand:
        expect = {"events": [{"type": "move", "card": a, "to": "%s:drop" % tp},
                             {"type": "draw", "player": tp, "card": d[0]},
                             {"type": "draw", "player": tp, "card": d[1]}],
                  "state": {tp: {"toss": [{"card": t, "points": {"toss": 1}}]}}}
    else:
        expect = {"absent": [{"type": "draw", "player": tp}],
                  "state": {tp: {"toss": [{"card": t, "points": {"toss": 2}}]}}}
    desc = " ".join([fam.quote("7-2-1") if hand else fam.quote("7-2-2"),
                     "%s's hand holds %s: %s." % (
                         tp, a if hand else "nothing else",
                         "it is dropped, so %s draws %s and %s" % (tp, d[0], d[1]) if hand else
                         "nothing is dropped, so the toss point gets +1")])
    fam.add("%s-if-done-%s" % (tp.lower(), "yes" if hand else "no"),
            "「そうした場合」/「そうしなかった場合」 with %d hand card(s)" % hand, desc,
            ["7-2-1"] if hand else ["7-2-2"], ["template"], setup, script, expect)


def may(fam, tp, yes):
    """「カード1枚を引いてもよい。そうした場合…」 as 「使える」: all of it or none (7-7-3)."""
    s, t, script = active_scene(tp, {"effect": [
        {"may": [{"draw": 1}, {"param": "toss", "add": 2}]}, {"param": "toss", "add": 1}]})
    script.append({"choose": yes, "for": "may"})
    setup = s.setup()
    top = setup[tp]["deck"][0]
    expect = {"state": {tp: {"toss": [{"card": t, "points": {"toss": 4 if yes else 2}}]}}}
    if yes:
        expect["events"] = [{"type": "draw", "player": tp, "card": top}]
    else:
        expect["absent"] = [{"type": "draw", "player": tp}]
    desc = " ".join([fam.quote("7-7-3", "「使える」は、それより後の指示すべての実行に対する任意性を示すものであり、この表記より後の指示の実行を選択した場合、そのすべてを実行します。"),
                     "%s %s the optional part (draw, toss +2); the toss point is %d." % (
                         tp, "takes" if yes else "declines", 4 if yes else 2)])
    fam.add("%s-may-%s" % (tp.lower(), "yes" if yes else "no"),
            "An optional part %s" % ("taken" if yes else "declined"), desc, ["7-7-3"],
            ["template"], setup, script, expect)


def once(fam, tp):
    """「一度だけ、カード1枚を引く。このカードのトスポイントに+1する。」 used twice: the draw once
    (7-9-1), the +1 twice."""
    s, t, script = active_scene(tp, {"effect": [{"once": [{"draw": 1}]},
                                                {"param": "toss", "add": 1}]})
    script.append({"do": "use", "card": t, "skill": 0})
    setup = s.setup()
    top = setup[tp]["deck"][0]
    desc = " ".join([fam.quote("7-9-1"), "%s uses the skill twice: it draws %s the first time "
                     "only; the toss point is 1+1+1 = 3." % (tp, top)])
    fam.add("%s-once" % tp.lower(), "「一度だけ」: the part once, the rest twice", desc,
            ["7-9-1"], ["template"], setup, script,
            {"events": [{"type": "draw", "player": tp, "card": top}],
             "exactly": [{"type": "draw", "player": tp}],
             "state": {tp: {"toss": [{"card": t, "points": {"toss": 3}}]}}})


def reveal(fam, tp):
    """「デッキの上から1枚を公開する」: both see it until the effect ends (7-5-1); the view at the
    end shows it hidden again."""
    s, t, script = active_scene(tp, {"effect": [{"reveal": {"top": 1, "who": "you",
                                                             "zone": "deck"}}]})
    setup = s.setup()
    top = setup[tp]["deck"][0]
    desc = " ".join([fam.quote("7-5-1", "非公開領域のカードがスキルによって公開される場合、原則としてその効果の解決の終了時にそのカードを非公開にします。"),
                     "%s reveals %s, the top of its deck; once the effect ends it is hidden "
                     "again: no player's view lists it." % (tp, top)])
    fam.add("%s-reveal" % tp.lower(), "A revealed deck card hidden again", desc,
            ["7-5-1", "3-2-2"], ["template"], setup, script,
            {"events": [{"type": "reveal", "player": tp, "cards": [top]}],
             "state": {tp: {"deck": setup[tp]["deck"]}},
             "absent": [{"type": "move", "card": top}]})


def look(fam, tp):
    """「デッキの上から2枚を見て、1枚を手札に加える」: the master looks (7-5-2), the cards stay in
    the deck while looked at; the one chosen goes to the hand."""
    s, t, script = active_scene(tp, {"effect": [
        {"look": 2}, {"to_hand": {"choose": 1, "from": {"who": "you", "zone": "deck"}}}]})
    setup = s.setup()
    d = setup[tp]["deck"]
    script.append({"choose": [d[1]], "for": "target"})
    desc = " ".join([fam.quote("7-5-2", "特に指示がない場合、その効果のマスターのみがそれらのカードを確認できます。"),
                     "%s looks at %s and %s and takes %s into its hand." % (tp, d[0], d[1], d[1])])
    fam.add("%s-look" % tp.lower(), "Looking at the deck's top two", desc, ["7-5-2"],
            ["template"], setup, script,
            {"events": [{"type": "move", "card": d[1], "from": "%s:deck" % tp,
                         "to": "%s:hand" % tp}]})


def bottom(fam, tp, deck):
    """「手札1枚をデッキの下に置く」: under the deck; with an empty deck, only 「デッキに戻す」 is
    done (7-10-1)."""
    s, t, script = active_scene(tp, {"effect": [{"move": {"choose": 1, "from": {
        "who": "you", "zone": "hand"}}, "to": "deck", "at": "bottom"}]},
                                deck=(deck, 3) if tp == "P1" else (3, deck))
    a = s.put(tp, "hand", "%sA" % tp, name="a")
    setup = s.setup()
    d = setup[tp].get("deck", [])
    desc = " ".join([fam.quote("7-10-1"),
                     "%s puts %s at the bottom of its deck (%s): the deck is %s." % (
                         tp, a, "empty" if not d else ", ".join(d), ", ".join(d + [a]))])
    fam.add("%s-deck-bottom-%d" % (tp.lower(), deck), "「デッキの下に置く」 with %d card(s) in "
            "the deck" % deck, desc, ["7-10-1"] if not deck else ["3-1-5"],
            ["template"], setup, script, {"state": {tp: {"deck": d + [a], "hand": []}}})


def hidden_choice(fam, tp, pooled):
    """「デッキから烏野のカード1枚を手札に加える」 (pooled: 「デッキか手札から」): the deck (and the
    hand) are hidden, so their cards need not show the information: the player may choose none
    even when there is one (1-4-4-3, HB-HIDDEN-CHOICE; the pool, 7-3-2); none chosen, the parts
    on it are ignored (1-4-4-4)."""
    karasuno = {"affiliation": "烏野"}
    zones = ("deck", "hand") if pooled else ("deck",)
    specs = [{"who": "you", "zone": z, "filter": dict(karasuno)} for z in zones]
    s, t, script = active_scene(tp, {"effect": [
        {"to_hand": {"choose": 1, "from": specs if pooled else specs[0]}},
        {"param": "toss", "add": 1}]})
    setup = s.setup()
    k = setup[tp]["deck"][1 if pooled else 2]
    setup["cards"][k]["affiliation"] = ["烏野"]
    script.append({"choose": [], "for": "target"})
    quotes = [fam.quote("1-4-4-3", "非公開領域のカードを選ぶプレイヤーは、その領域に条件を満たすカードがあったとしても、そのカードを選ばないことを選択できます。")]
    if pooled:
        where, name = "%s chooses in its deck and hand, both hidden; the deck" % tp, "pool"
        title, clauses = "Choosing none from a pool of hidden zones", ["1-4-4-3"]
        tags = ["template", fam.reading("HB-HIDDEN-CHOICE")]
    else:
        quotes.append(fam.quote("1-4-4-4"))
        where, name = "%s's deck" % tp, "hidden"
        title, clauses, tags = "Choosing none from the hidden deck", ["1-4-4-3", "1-4-4-4"], \
            ["template"]
    desc = " ".join(quotes + ["%s holds %s of 烏野; %s chooses none: nothing is added." % (
        where, k, tp)])
    fam.add("%s-%s-choose-none" % (tp.lower(), "hidden-pool" if pooled else "hidden"), title,
            desc, clauses, tags, setup, script,
            {"absent": [{"type": "move", "card": k}],
             "state": {tp: {"toss": [{"card": t, "points": {"toss": 2}}]}}})


def as_possible(fam, tp):
    """「ドロップエリアからカード2枚を手札に加える」 with one card there: that one (0-2-5-5 ~x1)."""
    s, t, script = active_scene(tp, {"effect": [{"to_hand": {"choose": 2, "from": {
        "who": "you", "zone": "drop"}}}]})
    a = s.put(tp, "drop", "%sXA" % tp, name="a")
    setup = s.setup()
    desc = " ".join([fam.quote("0-2-5-5~x1"), "%s's drop holds %s only: it is added." % (tp, a)])
    fam.add("%s-as-many-as-possible" % tp.lower(), "Two asked, one there: one added", desc,
            ["0-2-5-5", "0-2-5-5~x1", "3-1-5-3"], ["template"], setup, script,
            {"events": [{"type": "move", "card": a, "to": "%s:hand" % tp}],
             "state": {tp: {"drop": []}}})


def two_kinds(fam, tp):
    """「烏野のカード1枚と音駒のカード1枚を手札に加える」 with only a 烏野 card: it is added
    (0-2-5-5 ~x2)."""
    spec = lambda a: {"choose": 1, "from": {"who": "you", "zone": "drop",
                                              "filter": {"affiliation": a}}}
    s, t, script = active_scene(tp, {"effect": [{"to_hand": [spec("烏野"), spec("音駒")]}]})
    a = s.put(tp, "drop", "%sXK" % tp, name="k", affiliation=["烏野"])
    b = s.put(tp, "drop", "%sXF" % tp, name="f", affiliation=["梟谷"])
    setup = s.setup()
    desc = " ".join([fam.quote("0-2-5-5~x2"), "%s's drop: %s (烏野), %s (梟谷): %s is added." % (
        tp, a, b, a)])
    fam.add("%s-one-of-two-kinds" % tp.lower(), "A 烏野 card and an 音駒 card, only the first "
            "there", desc, ["0-2-5-5", "0-2-5-5~x2"], ["template"], setup, script,
            {"events": [{"type": "move", "card": a, "to": "%s:hand" % tp}],
             "state": {tp: {"drop": [b]}}})


def zero_times(fam, tp):
    """「手札の枚数-2枚カードを引く」 with one card in the hand: −1 times is no draw, and no
    discard either (0-2-5-4)."""
    s, t, script = active_scene(tp, {"effect": [
        {"draw": {"count": {"who": "you", "zone": "hand"}, "add": -2}},
        {"param": "toss", "add": 1}]})
    s.put(tp, "hand", "%sA" % tp, name="a")
    setup = s.setup()
    desc = " ".join([fam.quote("0-2-5-4"), "%s has 1 hand card: 1−2 = −1 draws, so none; no "
                     "card leaves the hand." % tp])
    fam.add("%s-negative-times" % tp.lower(), "A negative number of draws: nothing", desc,
            ["0-2-5-4"], ["template"], setup, script,
            {"absent": [{"type": "draw", "player": tp}, {"type": "move", "to": "%s:deck" % tp}],
             "state": {tp: {"hand": ["%sA" % tp]}}})


def face_up_again(fam, tp):
    """「セットカードすべてを表向きにする」 when one is face up already: that one does not become
    face up again and does not trigger 「表向きになった時」 (0-2-5-3)."""
    s, t, script = active_scene(tp, {"effect": [
        {"face_up": {"all": {"who": "you", "zone": "set"}}}]})
    w = s.put(tp, "receive", "%sW" % tp, name="w", receive=1, skills=[
        {"kind": "passive", "trigger": {"on": "face-up"}, "effect": [{"draw": 1}]}])
    setup = s.setup()
    s1, s2 = setup[tp]["set"]
    setup["face_up"] = [s1]
    desc = " ".join([fam.quote("0-2-5-3"), "%s's set cards %s (face up already) and %s: only %s "
                     "becomes face up, and %s's 「表向きになった時」 waits once." % (
                         tp, s1, s2, s2, w)])
    fam.add("%s-face-up-again" % tp.lower(), "Face up again: nothing happens", desc,
            ["0-2-5-3", "3-11-3"], ["template"], setup, script,
            {"events": [{"type": "face-up", "card": s2},
                        {"type": "waiting", "card": w, "skill": 0}],
             "absent": [{"type": "face-up", "card": s1}],
             "exactly": [{"type": "waiting", "card": w}],
             "state": {tp: {"face_up": [s1, s2]}}})


def face_up_done(fam, tp):
    """「セットカードすべてを表向きにする。そうした場合、このカードのトスポイントに+1する。」 with
    both set cards face down: turning them face up is the action done in full (7-2-1)."""
    s, t, script = active_scene(tp, {"effect": [
        {"face_up": {"all": {"who": "you", "zone": "set"}}},
        {"if_done": [{"param": "toss", "add": 1}]}]})
    setup = s.setup()
    s1, s2 = setup[tp]["set"]
    desc = " ".join([fam.quote("7-2-1"), "%s's set cards %s and %s are face down: both become "
                     "face up, so the toss point gets +1 (2)." % (tp, s1, s2)])
    fam.add("%s-face-up-done" % tp.lower(), "Face up, then 「そうした場合」", desc,
            ["7-2-1", "3-11-3"], ["template"], setup, script,
            {"events": [{"type": "face-up", "card": s1}, {"type": "face-up", "card": s2}],
             "state": {tp: {"face_up": [s1, s2], "toss": [{"card": t, "points": {"toss": 2}}]}}})


def chosen_again(fam, tp):
    """「手札1枚を選び公開する。そのカードをドロップする」: the card chosen by the first instruction
    is the one the second acts on (1-4-4-1), the selector "chosen"."""
    s, t, script = active_scene(tp, {"effect": [
        {"reveal": {"choose": 1, "from": {"who": "you", "zone": "hand"}}}, {"drop": "chosen"}]})
    a = s.put(tp, "hand", "%sA" % tp, name="a")
    b = s.put(tp, "hand", "%sB" % tp, name="b")
    script.append({"choose": [b], "for": "target"})
    setup = s.setup()
    desc = " ".join([fam.quote("1-4-4-1"), "%s chooses %s of %s and %s as the reveal is executed; "
                     "「そのカード」 is %s: it is dropped, %s stays in the hand." % (tp, b, a, b, b, a)])
    fam.add("%s-chosen-again" % tp.lower(), "「そのカード」: the card chosen before", desc,
            ["1-4-4-1"], ["template"], setup, script,
            {"events": [{"type": "move", "card": b, "to": "%s:drop" % tp}],
             "absent": [{"type": "move", "card": a}],
             "state": {tp: {"hand": [a], "drop": [b]}}})


def shuffle_one(fam, tp):
    """「デッキをシャッフルする」 with one card in the deck: no shuffle (1-4-3-1-1)."""
    s, t, script = active_scene(tp, {"effect": [{"shuffle": "deck"},
                                                {"param": "toss", "add": 1}]},
                                deck=(1, 3) if tp == "P1" else (3, 1))
    setup = s.setup()
    desc = " ".join([fam.quote("1-4-3-1-1"), "%s's deck holds one card: it is not shuffled (no "
                     "shuffle is asked)." % tp])
    fam.add("%s-shuffle-one-card" % tp.lower(), "A deck of one card is not shuffled", desc,
            ["1-4-3-1-1"], ["template"], setup, script,
            {"absent": [{"type": "shuffle"}]})


def no_target(fam, tp):
    """「トスポイントに+2する」 with no target written: the source card (7-1-1); 「カード1枚を引く」
    with no player written: its master."""
    s, t, script = active_scene(tp, {"effect": [{"param": "toss", "add": 2}, {"draw": 1}]})
    setup = s.setup()
    top = setup[tp]["deck"][0]
    desc = " ".join([fam.quote("7-1-1"), "%s's skill gives its own card +2 (toss 3) and %s "
                     "draws %s." % (tp, tp, top)])
    fam.add("%s-no-target-written" % tp.lower(), "No target written: the source and its "
            "master", desc, ["7-1-1", "10-2-1", "10-2-2"], ["template"], setup, script,
            {"events": [{"type": "draw", "player": tp, "card": top}],
             "state": {tp: {"toss": [{"card": t, "points": {"toss": 3}}]}}})
