"""Family `appearance`: what the appearance step refuses (1-4-5-4-1, 1-4-5-1, 3-6-3, 3-6-3-1,
5-13-2) and its exact legal sets: in the toss phase a card of the receive character's name, in the
attack phase one of the toss character's (names equal only when the strings are, 2-6-1-1: 「日向
翔陽」 is not 「日向・影山」); a card whose parameter of the area is 「-」 (1-3-2-1, 1-3-2-2); an event
card or a card not in the hand (1-4-5-4); in the block area four cards, two of one name, a centre
not among them or none named for two; an action by the non-turn player; then a legal one. With no
legal appearance at all the turn player declares lost at once (1-4-9-1)."""

from . import Family
from .common_parts import events_of, play, rally, rejections_of
from ..model.table import other

HINATA, COMBI = "日向 翔陽", "日向・影山"


def generate(ctx):
    fam = Family(ctx, __name__)
    for p in ("P1", "P2"):
        toss_and_attack(fam, p)
        block_refusals(fam, p)
        dashes(fam, p)
        nothing_legal(fam, p)
    return fam.cases


def toss_and_attack(fam, tp):
    opp = other(tp)
    s = rally("toss", turn=4, player=tp)
    s.put(tp, "receive", "%sR" % tp, name=HINATA, receive=2)
    x = s.put(tp, "hand", "%sX" % tp, name=HINATA, toss=3)
    y = s.put(tp, "hand", "%sY" % tp, name=COMBI, toss=2)
    y2 = s.put(tp, "hand", "%sY2" % tp, name=COMBI, attack=4)
    z = s.put(tp, "hand", "%sZ" % tp, name=HINATA, attack=5)
    e = s.put(tp, "hand", "%sE" % tp, type="event", timing=["toss"])
    s.put(opp, "hand", "%sB" % opp, block=1)
    script = [{"query": "legal"}, {"do": "appear", "card": x}, {"do": "appear", "card": e},
              {"do": "appear", "card": y, "by": opp}, {"do": "appear", "card": y}, {"do": "pass"},
              {"query": "legal"}, {"do": "appear", "card": y2}, {"do": "appear", "card": z},
              {"do": "pass"}, {"choose": "block", "for": "route"}]
    setup = s.setup()
    run = play(setup, script)
    rej = [{"step": 1, "rule": "1-4-5-4-1"}, {"step": 2, "rule": "1-4-5-4"},
           {"step": 3, "rule": "5-13-2"}, {"step": 7, "rule": "1-4-5-4-1"}]
    assert rejections_of(run) == rej
    legal1 = [{"do": "appear", "card": c} for c in (y, y2)] + [{"do": "pass"}]
    legal2 = [{"do": "appear", "card": c} for c in (x, z)] + [{"do": "pass"}]
    desc = " ".join([
        fam.quote("1-4-5-4-1", "ただし、レシーブキャラと同じカード名のキャラカードを登場させることはできません。"),
        fam.quote("1-4-5-4-1", "ただし、トスキャラと同じカード名のキャラカードを登場させることはできません。"),
        fam.quote("2-6-1-1", "文字列が完全に一致しない限り、それぞれ異なるカード名として扱います。"),
        fam.quote("2-6-1-1~x1"),
        "The receive character is %s 「%s」: %s and %s of that name cannot be the toss "
        "character, %s 「%s」 can (the names differ as strings); %s, an event card, is refused "
        "(1-4-5-4); %s cannot act in %s's step (5-13-2). Then %s 「%s」 cannot be the attack "
        "character (the toss character's name) while %s 「%s」, of the receive character's "
        "name, can: OP 2 + 5 = 7." % (setup[tp]["receive"], HINATA, x, z, y, COMBI, e, opp, tp,
                                     y2, COMBI, z, HINATA)])
    fam.add("%s-toss-and-attack-names" % tp.lower(), "%s: toss and attack characters against "
            "the names before them" % tp, desc,
            ["1-4-5-4-1", "2-6-1", "2-6-1-1", "2-6-1-1~x1", "1-4-5-4", "5-13-2", "5-17-5",
             "3-8-1", "3-9-1"],
            ["appearance"], setup, script,
            {"rejections": rej, "legal": [{"step": 0, "actions": legal1},
                                          {"step": 6, "actions": legal2}],
             "events": [{"type": "op", "player": tp, "value": 7}]})


def block_refusals(fam, tp):
    opp = other(tp)
    s = rally("block", turn=2, player=tp)
    s.op(opp, 5)
    h1 = s.put(tp, "hand", "%sH1" % tp, name=HINATA, block=2)
    h2 = s.put(tp, "hand", "%sH2" % tp, name=HINATA, block=3)
    k = s.put(tp, "hand", "%sK" % tp, name="影山 飛雄", block="-")
    t = s.put(tp, "hand", "%sT" % tp, name="月島 蛍", block=4)
    n = s.put(tp, "hand", "%sN" % tp, name="西谷 夕", block=1)
    d = s.put(tp, "hand", "%sD" % tp, name="澤村 大地", block=1)
    script = [{"do": "appear", "cards": [h1, h2], "centre": h1},
              {"do": "appear", "cards": [k]},
              {"do": "appear", "cards": [t, n, h1, d], "centre": t},
              {"do": "appear", "cards": [t, n], "centre": h1},
              {"do": "appear", "cards": [t, n]},
              {"do": "appear", "cards": [t, n, h1], "centre": t},
              {"do": "pass"}, {"choose": [n, h1], "for": "order"},
              {"choose": "receive", "for": "route"}]
    setup = s.setup()
    run = play(setup, script)
    rej = [{"step": 0, "rule": "1-4-5-4-1"}, {"step": 1, "rule": "1-4-5-1"},
           {"step": 2, "rule": "3-6-3"}, {"step": 3, "rule": "3-6-3-1"},
           {"step": 4, "rule": "3-6-3-1"}]
    assert rejections_of(run) == rej
    desc = " ".join([
        fam.quote("1-4-5-4-1", "ただし、同じカード名のキャラカードは2枚以上出せません。"),
        fam.quote("3-6-3", "キャラカードを3枚まで置くことができます。"),
        fam.quote("3-6-3-1", "置かれるカードのうちの1枚は必ずセンターブロッカーとなります。"),
        fam.quote("1-4-5-1", "そのエリアに対応したパラメータに「-」と表記されている場合、そのカードの登場を行うことはできません。"),
        "%s and %s share a name; %s's block point is 「-」; four cards are too many; the centre "
        "must be one of the cards, and one of two must be the centre. %s (centre), %s and %s "
        "appear: DP 4 + 1 + 2 = 7 against OP 5." % (h1, h2, k, t, n, h1)])
    fam.add("%s-block-refusals" % tp.lower(), "%s: the block appearances refused, then three "
            "of distinct names" % tp, desc,
            ["1-4-5-4-1", "3-6-3", "3-6-3-1", "1-4-5-1", "1-3-2-2", "1-3-2-1", "5-18-3"],
            ["appearance"], setup, script,
            {"rejections": rej,
             "events": [{"type": "dp", "player": tp, "value": 7},
                        {"type": "judge", "player": tp, "op": 5, "dp": 7, "success": True}]})


def dashes(fam, tp):
    """Every area refuses a card whose parameter for it is 「-」 (1-3-2-2, 1-4-5-1)."""
    opp = other(tp)
    for area in ("serve", "block", "receive", "toss", "attack"):
        at = {"serve": "serve", "block": "block"}.get(area, area)
        s = rally(at, turn=1 if area == "serve" else 4, player=tp)
        if area in ("block", "receive"):
            s.op(opp, 0)
        spec = {q: 1 for q in ("serve", "block", "receive", "toss", "attack")}
        dash = dict(spec, **{area: "-"})
        c = s.put(tp, "hand", "%sC" % tp, **dash)
        ok = s.put(tp, "hand", "%sOK" % tp, name="ok", **spec)
        s.first(ok)                     # the legal card first of the case's cards
        s.put(opp, "hand", "%sB" % opp, block=1)
        if area == "attack":
            s.put(tp, "toss", "%sT" % tp, name="setter", toss=1)
        key = area if area != "block" else "block"
        act = (lambda x: {"do": "appear", "cards": [x]}) if area == "block" else \
            (lambda x: {"do": "appear", "card": x})
        script = [{"query": "legal"}, act(c), act(ok)]
        setup = s.setup()
        run = play(setup, script[:])
        legal = [{"do": "appear", "cards": [ok], "centre": ok} if area == "block"
                 else {"do": "appear", "card": ok}, {"do": "pass"}]
        assert rejections_of(run) == [{"step": 1, "rule": "1-4-5-1"}]
        desc = " ".join([
            fam.quote("1-3-2-2", "そのカードを登場させることはできません。"),
            fam.quote("1-3-2-1", "パラメータに「-」と表記されている場合、そのカードはそのパラメータを持ちません。"),
            "%s's %s point is 「-」: it cannot appear in the %s area, %s can." % (c, area, area,
                                                                              ok)])
        fam.add("%s-dash-%s" % (tp.lower(), key), "%s: a 「-」 %s point keeps a card out of "
                "the %s area" % (tp, area, area), desc,
                ["1-3-2-2", "1-3-2-1", "1-4-5-1", "1-3-2"], ["appearance"], setup, script,
                {"rejections": [{"step": 1, "rule": "1-4-5-1"}],
                 "legal": [{"step": 0, "actions": legal}],
                 "events": events_of(run, "appear")})


def nothing_legal(fam, tp):
    """No legal appearance: the turn player declares lost without being asked (1-4-9-1)."""
    opp = other(tp)
    for area, what in (("serve", "an event card and a 「-」 serve point"),
                       ("block", "one 「-」 block point"),
                       ("toss", "only the receive character's name")):
        s = rally(area if area != "toss" else "toss", turn=1 if area == "serve" else 4,
                  player=tp)
        if area == "block":
            s.op(opp, 2)
            s.put(tp, "hand", "%sK" % tp, block="-")
        elif area == "serve":
            s.put(tp, "hand", "%sE" % tp, type="event", timing=["serve"])
            s.put(tp, "hand", "%sW" % tp, serve="-")
        else:
            s.put(tp, "receive", "%sR" % tp, name=HINATA)
            s.put(tp, "hand", "%sX" % tp, name=HINATA, toss=3)
        s.put(opp, "hand", "%sV" % opp, serve=1)
        script = [{"choose": "%sS1" % tp, "for": "set-card"}]
        setup = s.setup()
        run = play(setup, script)
        lost = {"type": "lost", "player": tp, "why": "appear"}
        assert lost in events_of(run, "lost")
        clauses = ["1-4-9-1", "5-13-2", "1-4-9"]
        if area == "serve":
            clauses.append("1-2-4")
        desc = " ".join([
            fam.quote("1-4-9-1", "登場ステップ中、ターンプレイヤーがキャラカードを登場させない場合、ターンプレイヤーは自動的にロストを宣言します。"),
            fam.quote("5-13-2", "ターンプレイヤーがキャラカードを登場させなかった場合、ターンプレイヤーはロストを宣言し"),
            "%s's hand has %s for the %s area: nothing can appear, it declares lost with no "
            "action read; %s serves the next set." % (tp, what, area, opp)])
        fam.add("%s-nothing-to-appear-%s" % (tp.lower(), area), "%s cannot make anything "
                "appear in the %s area: lost" % (tp, area), desc, clauses, ["appearance"],
                setup, script,
                {"events": [{"type": "step", "name": "appear"}, lost,
                            {"type": "step", "name": "lost-set"},
                            {"type": "serve-right", "player": opp},
                            {"type": "phase", "name": "serve", "turn": setup["start"]["turn"] + 1,
                             "player": opp, "set": 2}],
                 "state": {"turn": {"phase": "serve", "step": "appear", "player": opp,
                                    "set": 2}}})
