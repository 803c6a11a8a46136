"""Family `processing`: the processing primitives of the effect language (1500–1580) carried out
by a declared special ability of the turn player's character U (DF-left) with no cost and no
target, resolved after the opponent's pass: the cards into the hand, the deck, under a character
and out of the game (1510, 1530, 1570), looking at and choosing from a deck, putting cards 横
(0440), using a card by an effect, and the changes to characters on the field (1580: tapping,
modifying values, moving and rearranging, gaining and losing abilities). Each expectation is
worked out from the clause's steps: the cards' places, their order, the events in order."""

from . import Family
from .scene import Scene


def generate(ctx):
    fam = Family(ctx, __name__)
    to_hand_and_deck(fam)
    charge(fam)
    charge_empty_trash(fam)
    deck_looks(fam)
    out_of_game_and_faces(fam)
    aside_and_use(fam)
    tapping(fam)
    modifications(fam)
    moves(fam)
    abilities(fam)
    order_and_options(fam)
    defaults_and_owners(fam)
    return fam.cases


def user_scene(instrs, decks=(6, 6)):
    """A scene with U on the turn player's DF-left declaring `instrs`."""
    s = Scene(decks=decks)
    s.char(s.tp, "DF-left", "U", abilities=[{"kind": "declare", "effect": instrs}])
    return s


def declared(s, *after):
    return [{"do": "ability", "card": "U", "ability": 0}, {"do": "pass", "by": s.ntp}] + list(after)


def watcher(s, field, on, whens=("before", "after"), cid="W", of=None):
    """A character of the turn player's whose triggers mark `on`'s timings."""
    abilities = []
    for w in whens:
        t = {"on": on, "when": w}
        if of is not None:
            t["of"] = of
        abilities.append({"kind": "trigger", "trigger": t, "effect": [{"marker": "%s-%s" % (on, w)}]})
    s.char(s.tp, field, cid, abilities=abilities)
    return [{"choose": {"card": cid, "ability": k}, "for": "trigger", "by": s.tp} for k in range(len(whens) - 1)]


def markers(*names):
    return [{"type": "marker", "name": n} for n in names]


DRAW = ["1510:手札に入れる:ドロー", "1510:手札に入れる:ドロー#1", "1510:手札に入れる:ドロー#2",
        "1510:手札に入れる:ドロー#3", "1510:手札に入れる:ドロー:X枚ドロー",
        "1510:手札に入れる:ドロー:X枚ドロー#1", "1510:手札に入れる:ドロー:X枚ドロー#2"]
TO_HAND = ["1510:手札に入れる", "1510:手札に入れる#1", "1510:手札に入れる#2", "1510:手札に入れる#3",
           "1510:X枚手札に入れる", "1510:X枚手札に入れる#1", "1510:X枚手札に入れる#2"]
TO_DECK = ["1510:デッキにカードを置く", "1510:デッキにカードを置く#1", "1510:デッキにカードを置く#2",
           "1510:デッキにカードを置く#3"]
RECOVER = ["1530:移動:回復", "1530:移動:回復#1", "1530:移動:回復#2", "1530:移動:回復#3",
           "1530:移動:X枚回復", "1530:移動:X枚回復#1", "1530:移動:X枚回復#2"]
ORDER = ["1500/処理順序", "1500/使用者", "1500/処理者"]


def to_hand_and_deck(fam):
    # draw 2 for the user, then 1 for the opponent
    s = user_scene([{"draw": 2}, {"draw": 1, "who": "opponent"}])
    tp, ntp = s.tp, s.ntp
    d, e = s.deck(tp), s.deck(ntp)
    fam.add("draw", "Draw 2, then the opponent draws 1",
            " ".join([fam.quote("1510:手札に入れる:ドロー#2", "指定されたデッキの指定された位置のカード1枚を、使用者の手札に移動します。"),
                      fam.quote("1510:手札に入れる:ドロー:X枚ドロー", "ドローの処理を指定された回数、繰り返します。"),
                      "%s draws %s and %s, then %s draws %s." % (tp, d[0], d[1], ntp, e[0])]),
            DRAW + ORDER + ["0420/順序", "0420/順序/順序の変更の禁止", "0410/順序", "0420/公開", "0410/公開"],
            ["processing", "draw"], s.setup(), declared(s),
            {"state": {tp: {"hand": d[:2], "deck": d[2:]}, ntp: {"hand": [e[0]], "deck": e[1:]}},
             "events": [{"type": "move", "card": d[0], "cause": "draw"}, {"type": "move", "card": d[1], "cause": "draw"},
                        {"type": "move", "card": e[0], "cause": "draw"}]})
    # the timings of a draw, one card
    s = user_scene([{"draw": 1}])
    tp = s.tp
    picks = watcher(s, "DF-right", "draw")
    d = s.deck(tp)
    fam.add("draw-timings", "The timings of a draw",
            " ".join([fam.quote("1510:手札に入れる:ドロー#1", "タイミング:ドローするとき"),
                      fam.quote("1510:手札に入れる:ドロー#3", "タイミング:ドローしたとき"),
                      "W marks both; the turn player orders the two triggers."]),
            DRAW[:4], ["processing", "draw"], s.setup(), declared(s, *picks),
            {"state": {tp: {"hand": [d[0]]}}, "events": markers("draw-before", "draw-after")})
    # two of three trash cards to the hand; one of the opponent's to its owner's hand
    s = user_scene([{"to_hand": {"choose": 2, "from": {"zone": "trash"}}},
                    {"to_hand": {"choose": 1, "from": {"zone": "trash", "who": "opponent"}}}])
    tp, ntp = s.tp, s.ntp
    for c in ("T1", "T2", "T3"):
        s.put(tp, "trash", c)
    s.put(ntp, "trash", "N1")
    script = declared(s, {"choose": ["T3", "T1"], "for": "target", "by": tp})
    fam.add("to-hand", "Cards from the trash to their owners' hands",
            " ".join([fam.quote("1510:手札に入れる#2", "指定されたカードを手札に移動します。"),
                      fam.quote("1510/公開されたカードの非公開のカード置き場への移動",
                                "公開されているカードが非公開のカード置き場に移動する場合、そのカードは非公開になる前に公開されます。"),
                      "T3 then T1 to %s's hand (T2 stays); N1, the only candidate, to %s's hand." % (tp, ntp)]),
            TO_HAND + ["1510/公開されたカードの非公開のカード置き場への移動", "0201/持ち主", "0410/順序"],
            ["processing", "to-hand"], s.setup(), script,
            {"state": {tp: {"hand": ["T3", "T1"], "trash": ["T2"]}, ntp: {"hand": ["N1"], "trash": []}},
             "events": [{"type": "reveal", "card": "T3"}, {"type": "move", "card": "T3", "to": "%s:hand" % tp},
                        {"type": "reveal", "card": "T1"}, {"type": "move", "card": "T1", "to": "%s:hand" % tp},
                        {"type": "move", "card": "N1", "to": "%s:hand" % ntp, "cause": "to-hand"}]})
    # to the deck's top and bottom
    for at in ("top", "bottom"):
        s = user_scene([{"to_deck": {"choose": 1, "from": {"zone": "trash"}}, "at": at}], decks=(3, 3))
        tp = s.tp
        s.put(tp, "trash", "T1")
        d = s.deck(tp)
        fam.add("to-deck-%s" % at, "A trash card to the deck's %s" % at,
                " ".join([fam.quote("1510:デッキにカードを置く#2", "デッキにカードを移動します。"),
                          "T1 to the %s of %s's deck." % (at, tp)]),
                TO_DECK + ["1510/公開されたカードの非公開のカード置き場への移動"], ["processing", "to-deck"], s.setup(),
                declared(s), {"state": {tp: {"deck": ["T1"] + d if at == "top" else d + ["T1"], "trash": []}},
                              "events": [{"type": "reveal", "card": "T1"},
                                         {"type": "move", "card": "T1", "cause": "to-deck"}]})
    # recover 2: chosen one at a time, each to the bottom of its owner's deck
    s = user_scene([{"recover": 2}], decks=(2, 2))
    tp = s.tp
    for c in ("T1", "T2", "T3"):
        s.put(tp, "trash", c)
    d = s.deck(tp)
    script = declared(s, {"choose": "T2", "for": "target", "by": tp}, {"choose": "T3", "for": "target", "by": tp})
    fam.add("recover", "回復 2",
            " ".join([fam.quote("1530:移動:回復#2", "指定されたカードをデッキの一番下に移動します。"),
                      fam.quote("1530:移動:X枚回復", "回復の処理を指定された回数、繰り返します。"),
                      "T2 then T3 go under %s's deck; T1 stays." % tp]),
            RECOVER, ["processing", "recover"], s.setup(), script,
            {"state": {tp: {"deck": d + ["T2", "T3"], "trash": ["T1"]}}})
    # shield +2: trash cards chosen one at a time, each to the bottom of the shield (LY-SHIELD-BOTTOM)
    s = user_scene([{"shield": 2}], decks=(2, 2))
    tp = s.tp
    s.put(tp, "shield", "S1")
    for c in ("T1", "T2", "T3"):
        s.put(tp, "trash", c)
    script = declared(s, {"choose": "T3", "for": "target", "by": tp}, {"choose": "T1", "for": "target", "by": tp})
    fam.add("shield", "シールド+2",
            " ".join([fam.quote("1510:シールド+X", "シールド+1の処理を指定された回数、繰り返します。"),
                      fam.quote("0450/順序", "シールドはシールドに置かれたカードの順序の情報を持ちます。"),
                      "T3 then T1 join S1 in %s's shield, in that order." % tp]),
            ["1510:シールド+X", "1510:シールド+X#1", "1510:シールド+X#2", "1510:シールド+1", "1510:シールド+1#2",
             "0450", "0450/順序", "0450/公開", "0400/公開"], ["processing", "shield", fam.reading("LY-SHIELD-BOTTOM")],
            s.setup(), script, {"state": {tp: {"shield": ["S1", "T3", "T1"], "trash": ["T2"]}}})


def charge(fam):
    Q2 = "デッキを破棄した後に、ゴミ箱のカードをキャラの下に移動する点に留意して下さい。"
    rows = [("full", 2, ["P1D1", "T1"], True), ("short", 1, ["T1"], False), ("none", 0, [], False)]
    for name, mill, chosen, full in rows:
        s = Scene()
        tp = s.tp
        s.char(tp, "DF-left", "U", abilities=[{"kind": "declare", "effect": [
            {"charge": 2, "target": "this", "then": [{"marker": "charged"}]}]}])
        s.put(tp, "trash", "T1")
        s.put(tp, "shield", "S1")      # a discard of the deck is no damage: no shield instead
        picks = watcher(s, "DF-right", "charge", whens=("after",))
        d = s.deck(tp)
        milled = d[:mill]
        script = declared(s, {"choose": mill, "for": "mill", "by": tp}, {"choose": chosen, "for": "charge", "by": tp})
        script += picks
        trash = [c for c in ["T1"] + milled if c not in chosen]
        ev = [{"type": "move", "card": c, "cause": "discard"} for c in milled]
        ev += [{"type": "move", "card": c, "to": "%s:DF-left" % tp, "cause": "charge"} for c in chosen]
        if full:
            ev += markers("charged")
        if chosen:
            ev += markers("charge-after")     # a trigger resolves after the resolution (LY-TRIGGER-POINT)
        clauses = ["1510:チャージ+X(X枚チャージする)", "1510:チャージ+X(X枚チャージする)#1",
                   "1510:チャージ+X(X枚チャージする)#2", "1510:チャージ+X(X枚チャージする)#3",
                   "1510:チャージ+X(X枚チャージする)~n1", "1510:チャージ+X(X枚チャージする)~n2",
                   "1510:チャージ+X(X枚チャージする)/チャージの成功", "0430/公開"] + ["0430/順序"] * bool(chosen)
        clauses += {"full": ["1510:チャージ+X(X枚チャージする)#4", "1510:X枚破棄", "1510:X枚破棄#1", "1510:X枚破棄#2",
                             "0400/順序", "0400/公開"],
                    "short": ["1510:チャージ+X(X枚チャージする)#4", "1510:チャージ+X(X枚チャージする)/チャージの成功~n2"],
                    "none": ["1510:チャージ+X(X枚チャージする)/チャージの成功~n1",
                             "1510:チャージ+X(X枚チャージする)/チャージの成功~n2"]}[name]
        desc = {"full": "U discards %s's top two, then puts P1D1 and T1 under it: 2 charged, 「チャージしたとき」 "
                        "and the marker after it." % tp,
                "short": "No discard; T1 alone is put under U: charged 1 of 2, so the rest is not processed.",
                "none": "No discard, no card put: no charge, no 「チャージしたとき」."}[name]
        fam.add("charge-%s" % name, "チャージ+2: %s" % name,
                " ".join([fam.quote("1510:チャージ+X(X枚チャージする)~n2", Q2), desc]), clauses,
                ["processing", "charge"], s.setup(), script,
                {"state": {tp: {"trash": trash, "deck": d[mill:],
                                "DF-left": [{"card": "U", "under": chosen, "charges": chosen}]}},
                 "events": ev})


def charge_empty_trash(fam):
    s = Scene()
    tp = s.tp
    s.char(tp, "DF-left", "U", abilities=[{"kind": "declare", "effect": [{"charge": 2, "target": "this"}, {"marker": "done"}]}])
    fam.add("charge-empty-trash", "チャージ+2 with nothing discarded and an empty trash",
            " ".join([fam.quote("1510:チャージ+X(X枚チャージする)#3", "指定されたゴミ箱のカードを指定された枚数まで、指定されたキャラの下に置きます。"),
                      "No card is discarded; the trash is empty: nothing to choose, nothing charged."]),
            ["1510:チャージ+X(X枚チャージする)#3", "1510:チャージ+X(X枚チャージする)/チャージの成功~n1"],
            ["processing", "charge"], s.setup(), declared(s, {"choose": 0, "for": "mill", "by": tp}),
            {"state": {tp: {"DF-left": [{"card": "U", "under": []}]}}, "events": markers("done")})


def deck_looks(fam):
    # look at the whole deck, then shuffle it (the implicit deck of 1530's ~r2)
    s = user_scene([{"look_deck": "opponent"}, {"shuffle": "opponent"}], decks=(3, 3))
    tp, ntp = s.tp, s.ntp
    e = s.deck(ntp)
    new = [e[2], e[0], e[1]]
    fam.add("look-deck-shuffle", "Look at the opponent's deck, then shuffle it",
            " ".join([fam.quote("1530:デッキの内容を見る", "指定されたデッキのカード全てを指定されたプレイヤーに対して公開します。"),
                      fam.quote("1530:デッキをシャッフルする/シャッフル~r2", "暗黙的に直前に操作(閲覧)したデッキをシャッフルします。"),
                      "%s sees %s's deck in its order; the shuffle gives it a new order." % (tp, ntp)]),
            ["1530:デッキの内容を見る", "1530:デッキをシャッフルする/シャッフル~r2", "1530:デッキをシャッフルする",
             "1530:デッキをシャッフルする/シャッフル", "0420/順序/順序の変更の禁止"], ["processing", "deck"], s.setup(),
            declared(s, {"random": new, "for": "shuffle"}),
            {"state": {ntp: {"deck": new}}, "events": [{"type": "look", "player": tp, "cards": e},
                                                        {"type": "shuffle", "player": ntp}]})
    # the top two, then one of the top three to the hand
    s = user_scene([{"look_top": 2}, {"pick": 3, "then": [{"to_hand": "picked"}]}])
    tp = s.tp
    d = s.deck(tp)
    fam.add("look-top-pick", "Look at the top 2; choose 1 of the top 3 for the hand",
            " ".join([fam.quote("1530:デッキのカードを見る", "指定された位置の指定された枚数のカードを指定されたプレイヤーに対して公開します。"),
                      fam.quote("1530:デッキのカード1枚を選ぶ", "選んだ結果を踏まえて続く処理を行います。"),
                      "%s sees %s; picks %s of the top three for its hand." % (tp, d[:2], d[1])]),
            ["1530:デッキのカードを見る", "1530:デッキのカード1枚を選ぶ"] + TO_HAND[:4], ["processing", "deck"],
            s.setup(), declared(s, {"choose": d[1], "for": "target", "by": tp}),
            {"state": {tp: {"hand": [d[1]], "deck": [d[0]] + d[2:]}},
             "events": [{"type": "look", "player": tp, "cards": d[:2]}, {"type": "move", "card": d[1], "cause": "to-hand"}]})
    # search: an event of the deck 横, shuffle, then to the hand; searching for nothing
    for found in (True, False):
        s = Scene(decks=(0, 3))
        tp, ntp = s.tp, s.ntp
        s.char(tp, "DF-left", "U", abilities=[{"kind": "declare", "effect": [
            {"search": {"type": "event"}, "count": 1, "then": [{"to_hand": "aside"}]}]}])
        for c, t in (("K1", "character"), ("V1", "event" if found else "item"), ("K2", "character")):
            s.put(tp, "deck", c, type=t, **({"abilities": [{"effect": [{"marker": c}]}]} if t == "event" else {}))
        script = declared(s)
        if found:
            script.append({"choose": ["V1"], "for": "target", "by": tp})
        new = ["K2", "K1"] if found else ["K2", "V1", "K1"]
        script.append({"random": new, "for": "shuffle"})
        ev = [{"type": "look", "player": tp, "cards": ["K1", "V1", "K2"]}]
        if found:
            ev.append({"type": "move", "card": "V1", "to": "%s:aside" % tp, "cause": "aside"})
        ev.append({"type": "shuffle", "player": tp})
        if found:
            ev.append({"type": "move", "card": "V1", "to": "%s:hand" % tp, "cause": "to-hand"})
        clauses = ["1530:デッキからカードを探す", "1530:デッキをシャッフルする"]
        if found:
            clauses += ["1570:カードを横に置く"] + TO_HAND[:4]
        fam.add("search-%s" % ("found" if found else "nothing"), "Search the deck for an event%s" % ("" if found else ": none"),
                " ".join([fam.quote("1530:デッキからカードを探す", "指定された枚数のカードを選び横に置きます。デッキをシャッフルし、選んだカードに対して指定された処理を続けます。"),
                          "V1 is %s." % ("the event: 横, the shuffle, then the hand" if found else
                                         "an item: nothing is chosen; the deck is shuffled all the same")]),
                clauses, ["processing", "deck"], s.setup(), script,
                {"state": {tp: {"hand": ["V1"] if found else [], "deck": new, "aside": []}}, "events": ev})


def out_of_game_and_faces(fam):
    s = user_scene([{"remove": {"choose": 1, "from": {"zone": "trash", "who": "opponent"}}}])
    tp, ntp = s.tp, s.ntp
    s.put(ntp, "trash", "N1")
    s.put(ntp, "trash", "N2")
    picks = watcher(s, "DF-right", "remove")
    fam.add("remove", "A card removed from the game",
            " ".join([fam.quote("1570:ゲームから取り除く#2", "ゲームから取り除きます。"),
                      fam.quote("1570:ゲームから取り除く#1~d2", "タイミング:ゲームから取り除かれたとき"),
                      "N2 leaves %s's trash for the cards removed from the game." % ntp]),
            ["1570:ゲームから取り除く", "1570:ゲームから取り除く#1", "1570:ゲームから取り除く#2",
             "1570:ゲームから取り除く#1~d2"], ["processing", "remove"], s.setup(),
            declared(s, {"choose": ["N2"], "for": "target", "by": tp}, *picks),
            {"state": {ntp: {"trash": ["N1"], "removed": ["N2"]}},
             "events": [{"type": "move", "card": "N2", "cause": "remove"}] + markers("remove-before", "remove-after")})
    # face down, then face up; reveal a hand card to the opponent, conceal it again
    s = user_scene([{"face_down": {"all": {"zone": "trash"}}}, {"marker": "down"}], decks=(1, 1))
    tp, ntp = s.tp, s.ntp
    s.put(tp, "trash", "T1")
    s.put(tp, "hand", "H1")
    view = {tp: {"sees": ["U", "H1"]}, ntp: {"sees": ["U"]}}
    fam.add("face-down", "A trash card turned face down",
            " ".join([fam.quote("1570:裏にする", "指定されたカードを裏にし、お互いのプレイヤーに非公開にします。"),
                      "T1 stays in the trash, seen by neither player."]),
            ["1570:裏にする", "0201/表向き・裏向き", "0201/表向き・裏向き/裏向き", "0201/公開・非公開~r1"],
            ["processing", "face"], s.setup(), declared(s),
            {"state": {tp: {"trash": ["T1"]}, "view": view},
             "events": [{"type": "face", "card": "T1", "up": False}]})
    s = user_scene([{"face_down": "this"}, {"face_up": "this"}], decks=(1, 1))
    tp, ntp = s.tp, s.ntp
    fam.add("face-up", "A character turned face down, then face up",
            " ".join([fam.quote("1570:表にする", "指定されたカードを表にし、お互いのプレイヤーに公開にします。"),
                      "U is seen by both again."]),
            ["1570:表にする", "1570:裏にする", "0201/表向き・裏向き", "0201/表向き・裏向き/表向き",
             "0201/表向き・裏向き/裏向き", "0201/公開・非公開~r1", "0310/公開"], ["processing", "face"], s.setup(), declared(s),
            {"state": {"view": {tp: {"sees": ["U"]}, ntp: {"sees": ["U"]}}},
             "events": [{"type": "face", "card": "U", "up": False}, {"type": "face", "card": "U", "up": True}]})
    for conceal in (False, True):
        instrs = [{"reveal": {"all": {"zone": "hand"}}, "to": "opponent"}]
        if conceal:
            instrs.append({"conceal": {"all": {"zone": "hand"}}})
        s = user_scene(instrs, decks=(1, 1))
        tp, ntp = s.tp, s.ntp
        s.put(tp, "hand", "H1")
        seen = ["U"] + ([] if conceal else ["H1"])
        mine = ["U"] + ([] if conceal else ["H1"])
        fam.add("reveal" + ("-conceal" if conceal else ""), "A hand card revealed to the opponent%s" % (
                    ", then concealed" if conceal else ""),
                " ".join([fam.quote("1570:公開する", "指定されたカードを指定されたプレイヤーに公開にします。"),
                          fam.quote("1570:非公開にする", "指定が無い場合、指定されたプレイヤーはお互いのプレイヤーです。")
                          if conceal else "",
                          "%s sees H1 %s." % (ntp, "no more; nor does its owner" if conceal else "in the hand")]),
                ["1570:公開する", "0201/公開・非公開", "0201/公開・非公開~r1", "0410/公開"] +
                (["1570:非公開にする"] if conceal else []),
                ["processing", "reveal"], s.setup(), declared(s),
                {"state": {"view": {tp: {"sees": mine}, ntp: {"sees": seen}}},
                 "events": [{"type": "reveal", "card": "H1", "to": [ntp]}] +
                 ([{"type": "conceal", "card": "H1", "to": ["P1", "P2"]}] if conceal else [])})
    s = user_scene([{"look": {"all": {"who": "opponent", "zone": "hand"}}}])
    tp, ntp = s.tp, s.ntp
    s.put(ntp, "hand", "N1")
    s.put(ntp, "hand", "N2")
    fam.add("look-hand", "Look at the opponent's hand",
            " ".join([fam.quote("1570:カードを見る", "内容を見た後、関連する処理を行い、元に戻します。"),
                      "%s looks at N1 and N2; they stay hidden from it afterwards." % tp]),
            ["1570:カードを見る"], ["processing", "look"], s.setup(), declared(s),
            {"state": {ntp: {"hand": ["N1", "N2"]}, "view": {tp: {"sees": ["U"]}}},
             "events": [{"type": "look", "player": tp, "cards": ["N1", "N2"]}]})


def aside_and_use(fam):
    # two 横 of two effects, each its own; what is left is discarded when the effect ends
    s = Scene()
    tp = s.tp
    s.char(tp, "DF-left", "U", abilities=[{"kind": "declare", "effect": [
        {"aside": {"all": {"zone": "hand", "name": "A1"}}, "then": [
            {"aside": {"all": {"zone": "hand", "name": "B1"}}, "then": [{"to_hand": "aside"}]},
            {"marker": "inner-done"}]}]}])
    s.put(tp, "hand", "A1")
    s.put(tp, "hand", "B1")
    fam.add("aside", "Two 横, each its own; the rest discarded at the end",
            " ".join([fam.quote("1570:カードを横に置く/横の独立性", "カードを置く横は、それぞれ異なる横を利用します。"),
                      fam.quote("1570:カードを横に置く/残存カードの破棄", "その効果の処理が完了した時点で、横に置かれたカードを破棄します。"),
                      "The inner effect's 「横」 holds B1 alone: B1 back to the hand; A1, left 横, is discarded "
                      "when the outer effect ends."]),
            ["1570:カードを横に置く", "1570:カードを横に置く/横の独立性", "1570:カードを横に置く/残存カードの破棄",
             "0440", "0440/公開", "0440/処理の終了"], ["processing", "aside"], s.setup(), declared(s),
            {"state": {tp: {"hand": ["B1"], "trash": ["A1"], "aside": []}},
             "events": [{"type": "move", "card": "A1", "cause": "aside"}, {"type": "move", "card": "B1", "cause": "aside"},
                        {"type": "move", "card": "B1", "cause": "to-hand"}, {"type": "marker", "name": "inner-done"},
                        {"type": "move", "card": "A1", "to": "%s:trash" % tp, "cause": "aside-end"}]})
    # use a character of the hand for free; then one paid; then a same-name one refused
    for variant in ("free", "paid", "same-name"):
        s = Scene()
        tp = s.tp
        s.char(tp, "DF-left", "U", abilities=[{"kind": "declare", "effect": [
            {"use": {"choose": 1, "from": {"zone": "hand", "type": "character"}}, "field": "AF-right",
             "free": variant == "free"}]}])
        s.put(tp, "hand", "K", cost=["any"], name="U" if variant == "same-name" else "K")
        s.put(tp, "hand", "H", type="item")
        picks = watcher(s, "DF-right", "enter", whens=("after",))
        script = declared(s)
        if variant == "paid":
            script.append({"choose": {"pay": ["H"]}, "for": "cost", "by": tp})
        ok = variant != "same-name"
        if ok:
            script += picks
        desc = {"free": "K enters AF-right without its cost; no response timing is given.",
                "paid": "K's cost paid with H; K enters AF-right.",
                "same-name": "K is named U, as the character on the field: it is not used."}[variant]
        st = {tp: {"AF-right": [{"card": "K", "fresh": True}] if ok else [], "hand": {"free": ["H"], "paid": [], "same-name": ["K", "H"]}[variant],
                   "trash": ["H"] if variant == "paid" else []}}
        ev = [{"type": "declare", "action": "play", "card": "K"}, {"type": "enter", "card": "K", "how": "play"},
              {"type": "marker", "name": "enter-after"}] if ok else []
        fam.add("use-%s" % variant, "A card used by an effect: %s" % variant,
                " ".join([fam.quote("1570:カードを使用する(登場する)", "特に記載無い限り使用代償の支払いや対象の指定、制限等も適用されます。"), desc]),
                ["1570:カードを使用する(登場する)"], ["processing", "use"], s.setup(), script,
                {"state": st, "events": ev})
    # the card is in the declaration zone before its cost is paid (0603 steps 1 and 3, 0810): it
    # cannot be discarded from the hand to pay for itself; unpaid, it goes back to the hand
    for variant in ("paid-by-itself", "unpaid"):
        s = Scene()
        tp = s.tp
        s.char(tp, "DF-left", "U", abilities=[{"kind": "declare", "effect": [
            {"use": {"choose": 1, "from": {"zone": "hand", "type": "character"}}, "field": "AF-right",
             "free": False}, {"marker": "after"}]}])
        s.put(tp, "hand", "K", cost=["any"], name="K")
        s.put(tp, "hand", "H", type="item")
        script = declared(s)
        script.append({"choose": {"pay": ["K"]} if variant == "paid-by-itself" else None, "for": "cost", "by": tp})
        quotes = [fam.quote("1570:カードを使用する(登場する)", "カードの使用に伴う宣言・解決の処理を行います。"),
                  fam.quote("0603/進行#1", "行動の種類と行動の主要素の指定"),
                  fam.quote("0603/進行#3", "使用代償の支払い"),
                  fam.quote("0810/行動の主要素の指定", "指定後、指定したカードを宣言状態カード置き場に置きます。")]
        if variant == "paid-by-itself":
            desc = " ".join(quotes + [
                fam.quote("0710/支払いの処理/手札による支払い", "自分の手札を1枚破棄します。"),
                "K is in the declaration zone when its cost is paid (step 3): `pay` naming K names no "
                "hand card, and the script ($.script[2]) cannot be played."])
            expect = {"invalid": [{"path": "$.script"}]}
        else:
            desc = " ".join(quotes + [fam.quote("0603/宣言の失敗", "1~3の何れかの手続きが失敗した場合、その時点で手続きを中断します。"),
                                      "K's cost is not paid: K, put into the declaration zone, goes back to the hand "
                                      "(appended, after H); the effect goes on."])
            expect = {"state": {tp: {"hand": ["H", "K"], "AF-right": [], "trash": []}},
                      "events": [{"type": "move", "card": "K", "to": "%s:declared" % tp, "cause": "use"},
                                 {"type": "move", "card": "K", "to": "%s:hand" % tp, "cause": "return"},
                                 {"type": "marker", "name": "after"}],
                      "absent": [{"type": "declare", "card": "K"}]}
        fam.add("use-%s" % variant, "A card used by an effect: %s" % variant.replace("-", " "), desc,
                ["1570:カードを使用する(登場する)", "0810/行動の主要素の指定"]
                + (["0603/宣言の失敗"] if variant == "unpaid" else []),
                ["processing", "use", "reading:LY-USE-CARD-FAILS"], s.setup(), script, expect)


def tapping(fam):
    s = user_scene([{"tap": {"all": {"who": "opponent"}}}, {"untap": {"all": {"who": "you", "other": True}}}])
    tp, ntp = s.tp, s.ntp
    s.char(ntp, "AF-left", "N1")
    s.char(ntp, "AF-right", "N2")
    s.tapped.append("N2")
    s.char(tp, "AF-left", "K")
    s.tapped.append("K")
    picks = watcher(s, "DF-right", "tap", of={"who": "opponent"})
    fam.add("tap-untap", "Tap the opponent's characters; untap the user's",
            " ".join([fam.quote("1580:行動済み状態にする(行動済みにする)#2", "指定されたキャラクターカードの行動状態の情報を行動済み状態に変更します。"),
                      fam.quote("1580:未行動状態にする(未行動にする)#2", "指定されたキャラクターカードの行動状態の情報を未行動状態に変更します。"),
                      "N1 becomes 行動済み (N2 already was: no tap of it); K becomes 未行動; W, untapped, stays so."]),
            ["1580:行動済み状態にする(行動済みにする)", "1580:行動済み状態にする(行動済みにする)#1",
             "1580:行動済み状態にする(行動済みにする)#2", "1580:行動済み状態にする(行動済みにする)#3",
             "1580:未行動状態にする(未行動にする)", "1580:未行動状態にする(未行動にする)#1",
             "1580:未行動状態にする(未行動にする)#2", "1580:未行動状態にする(未行動にする)#3",
             "1580:行動済み状態にする(行動済みにする)~n1", "0229/行動状態", "0229/行動状態/未行動状態(未行動)",
             "0229/行動状態/行動済み状態(行動済み)", "0902/解決~n1", "0500/重複するタイミング~r1", "0100/相手・自分"],
            ["processing", "tap"], s.setup(), declared(s, *picks),
            {"state": {ntp: {"AF-left": [{"card": "N1", "tapped": True}], "AF-right": [{"card": "N2", "tapped": True}]},
                       tp: {"AF-left": [{"card": "K", "tapped": False}], "DF-right": [{"card": "W", "tapped": False}]}},
             "events": [{"type": "tap", "card": "N1"}, {"type": "untap", "card": "K"},
                        {"type": "marker", "name": "tap-before"}, {"type": "marker", "name": "tap-after"}]})


def modifications(fam):
    rows = [
        ("swap", [{"swap": ["ap", "dp"], "target": "this"}, {"mod": {"ap": 1}, "target": "this"}],
         {"ap": 2, "dp": 5}, {"ap": 5, "dp": 1},
         ["1580:能力値修正/入れ替える", "1580:能力値修正/入れ替える~r1"],
         "U 5/1 → swapped 1/5 → AP +1: 2/5."),
        ("set", [{"mod": {"dp": {"set": 4}}, "target": "this"}, {"mod": {"dp": -1}, "target": "this"}],
         {"ap": 5, "dp": 3}, {"ap": 5, "dp": 1},
         ["1580:能力値修正/Xにする", "1580:能力値修正/Xにする~r1"],
         "U's DP 1 → set to 4 → -1: 3."),
    ]
    for name, instrs, want, base, clauses, desc in rows:
        s = Scene()
        tp = s.tp
        s.char(tp, "DF-left", "U", ap=base["ap"], dp=base["dp"], abilities=[{"kind": "declare", "effect": instrs}])
        fam.add("mod-%s" % name, "能力値修正: %s then a plus" % name,
                " ".join([fam.quote(clauses[0]), fam.quote(clauses[1]), desc]),
                clauses + ["1580:能力値修正", "1580:能力値修正#1", "1580:能力値修正#2", "1580:能力値修正#3",
                           "0910/累積"],
                ["processing", "mod"], s.setup(), declared(s), {"state": {tp: {"DF-left": [dict(want, card="U")]}}})


def moves(fam):
    # move to a chosen empty field of the user's, the timings; to the same field: nothing
    s = user_scene([{"move": "this", "to": {"who": "you", "empty": True, "row": "AF"}}])
    tp = s.tp
    s.char(tp, "AF-left", "K")
    picks = watcher(s, "DF-right", "move")
    fam.add("move", "A character moved to a chosen field",
            " ".join([fam.quote("1580:X体移動", "移動の処理を指定された回数、繰り返します。"),
                      "U to AF-center (AF-right would do too); 「移動するとき」 and 「移動したとき」."]),
            ["1580:X体移動", "1580:X体移動#1", "1580:X体移動#2", "1580:移動", "1580:移動#1", "1580:移動#2",
             "1580:移動#3", "1580:移動#4", "1580:移動#5"], ["processing", "move"], s.setup(),
            declared(s, {"choose": "%s:AF-center" % tp, "for": "field", "by": tp}, *picks),
            {"state": {tp: {"AF-center": [{"card": "U"}], "DF-left": []}},
             "events": [{"type": "move", "card": "U", "cause": "move"}, {"type": "marker", "name": "move-before"},
                        {"type": "marker", "name": "move-after"}]})
    s = user_scene([{"move": "this", "to": "DF-left"}, {"marker": "done"}])
    tp = s.tp
    watcher(s, "DF-right", "move")
    fam.add("move-same-field", "A move to the field it is on",
            " ".join([fam.quote("1580:移動/同じフィールドへの移動", "「移動するとき」「移動したとき」のタイミングは提供されません。"),
                      "U stays; W's triggers are not met."]),
            ["1580:移動/同じフィールドへの移動", "1580:X体移動"], ["processing", "move"], s.setup(), declared(s),
            {"state": {tp: {"DF-left": [{"card": "U"}]}}, "events": markers("done")})
    # to the opponent's field: its user changes (it is now the opponent's character)
    s = user_scene([{"move": "this", "to": "%s:AF-right" % "P2"}])
    tp, ntp = s.tp, s.ntp
    s.put(tp, "hand", "V", type="event", abilities=[{"effect": [{"mod": {"ap": 3}, "target": {"all": {"who": "you"}}}]}])
    script = declared(s, {"do": "event", "card": "V"}, {"do": "pass", "by": ntp})
    fam.add("move-other-owner", "A character moved to the opponent's field",
            " ".join([fam.quote("1580:移動/異なる持ち主のフィールドへの移動", "キャラクターの使用者は異動先フィールドの持ち主に変更されます。"),
                      "U, now %s's, is not among %s's characters: V's +3 does not reach it." % (ntp, tp)]),
            ["1580:移動/異なる持ち主のフィールドへの移動", "1580:移動#4"], ["processing", "move"], s.setup(), script,
            {"state": {ntp: {"AF-right": [{"card": "U", "ap": 1}]}, tp: {"DF-left": []}}})
    # rearrange: the range's characters removed, then placed as ordered; moved ones get 「移動したとき」
    s = user_scene([{"rearrange": ["AF-left", "AF-center", "AF-right"]}])
    tp = s.tp
    s.char(tp, "AF-left", "K1")
    s.char(tp, "AF-right", "K2")
    s.item(tp, "AF-left", "I1")
    picks = watcher(s, "DF-right", "move", whens=("after",))
    order = {"K1": "%s:AF-right" % tp, "K2": "%s:AF-center" % tp}
    fam.add("rearrange", "入れ替える: a range of three fields",
            " ".join([fam.quote("1580:入れ替える#3", "同じ場所を2度指定することはできません。"),
                      fam.quote("1580:入れ替える/移動したとき", "異なる位置に置かれたキャラクターカードにそれぞれについて「移動したとき」タイミングを提供します。"),
                      "K1 (with its item I1) to AF-right, K2 to AF-center; 「移動したとき」 once (W's trigger once a turn)."]),
            ["1580:入れ替える", "1580:入れ替える#1", "1580:入れ替える#2", "1580:入れ替える#3", "1580:入れ替える#4",
             "1580:入れ替える#5", "1580:入れ替える#6", "1580:入れ替える/移動したとき", "1580:入れ替える/タイミングの提供の禁止"],
            ["processing", "rearrange"], s.setup(),
            declared(s, {"choose": order, "for": "order", "by": tp}, *picks),
            {"state": {tp: {"AF-left": [], "AF-center": [{"card": "K2"}], "AF-right": [{"card": "K1"}, {"card": "I1", "item": True}]}},
             "events": [{"type": "move", "card": "K1", "cause": "rearrange"}, {"type": "move", "card": "I1", "cause": "with"},
                        {"type": "move", "card": "K2", "cause": "rearrange"}, {"type": "marker", "name": "move-after"}]})


def abilities(fam):
    gained = {"kind": "declare", "effect": [{"marker": "gained"}]}
    s = user_scene([{"gain_ability": gained, "target": {"all": {"who": "you", "name": "K"}}},
                    {"lose_ability": 0, "target": {"all": {"who": "you", "name": "K"}}},
                    {"gain_basic": {"name": "step", "cost": ["0"]}, "target": {"all": {"who": "you", "name": "K"}}},
                    {"lose_basic": "side-step", "target": {"all": {"who": "you", "name": "K"}}}])
    tp, ntp = s.tp, s.ntp
    s.char(tp, "AF-center", "K", abilities=[{"kind": "declare", "effect": [{"marker": "printed"}]}],
           basics=[{"name": "side-step", "cost": ["0"]}])
    script = declared(s, {"query": "legal"}, {"do": "ability", "card": "K", "ability": 1}, {"do": "pass", "by": ntp},
                      {"do": "ability", "card": "K", "ability": 0})
    fam.add("gain-lose", "Special and basic abilities gained and lost",
            " ".join([fam.quote("1580:特殊能力を得る", "この情報を得ている間、指定されたキャラクターカードは指定された特殊能力を得ます。"),
                      fam.quote("1580:特殊能力を失う", "指定された特殊能力を消失します。"),
                      fam.quote("1580:基本能力を失う", "指定された基本能力について基本能力を失う情報を与えます。"),
                      "K's printed ability 0 is lost, the gained one (1) is used; its サイドステップ is gone, "
                      "a ステップ gained (basic 0)."]),
            ["1580:特殊能力を得る", "1580:特殊能力を失う", "1580:基本能力を得る", "1580:基本能力を失う"],
            ["processing", "abilities"], s.setup(), script,
            {"legal": [{"step": 2, "actions": [{"do": "ability", "card": "K", "ability": 1},
                                               {"do": "basic", "card": "K", "ability": 0},
                                               {"do": "attack", "card": "K"}, {"do": "pass"}]}],
             "rejections": [{"step": 5, "rule": "0811/行動の主要素の指定"}],
             "events": markers("gained")})


def order_and_options(fam):
    # an optional instruction; a choice by the opponent (the processor differs from the user)
    for take in (True, False):
        s = user_scene([{"draw": 1, "optional": True},
                        {"discard": {"choose": 1, "from": {"who": "you", "zone": "hand"}, "by": "opponent"}}])
        tp, ntp = s.tp, s.ntp
        s.put(tp, "hand", "H1")
        s.put(tp, "hand", "H2")
        d = s.deck(tp)
        script = declared(s, {"choose": take, "for": "optional", "by": tp}, {"choose": ["H2"], "for": "target", "by": ntp})
        fam.add("optional-%s" % ("yes" if take else "no"), "An optional draw %s; the opponent chooses the discard" % (
                    "taken" if take else "declined"),
                " ".join([fam.quote("1500/任意処理", "その処理の処理者が処理を行うか否かを選択できます。"),
                          fam.quote("1500/処理者~n1", "処理がキャラの選択等を要求する場合に、使用者と処理者が分かれます。"),
                          "%s %s; %s chooses H2 of %s's hand to discard." % (tp, "draws" if take else "does not draw", ntp, tp)]),
                ["1500/任意処理", "1500/処理者", "1500/処理者~n1", "1500/処理順序", "1510:破棄", "1510:X枚破棄"],
                ["processing", "order"], s.setup(), script,
                {"state": {tp: {"hand": ["H1"] + ([d[0]] if take else []), "trash": ["H2"]}}})
    # a forbidden process: cannot be tapped though an effect says to tap it
    s = user_scene([{"forbid": "tap", "target": {"all": {"who": "opponent"}}}, {"tap": {"all": {"who": "opponent"}}}])
    tp, ntp = s.tp, s.ntp
    s.char(ntp, "AF-left", "N1")
    fam.add("forbid-tap", "A forbidden tap",
            " ".join([fam.quote("1500/否定の優先", "禁止は他の処理(「・・・できる」「・・・する」)等に優先します。"),
                      "N1 may not be tapped: the tap after it does nothing."]),
            ["1500/否定の優先"], ["processing", "order"], s.setup(), declared(s),
            {"state": {ntp: {"AF-left": [{"card": "N1", "tapped": False}]}}})


def defaults_and_owners(fam):
    """An instruction without `target` processes 「このカード」; a battle's interruption outside a
    battle; the cards a character carries moving with it; a card going to its owner's zone; the
    order of an `all` selection (the turn player's cards first)."""
    s = Scene()
    tp, ntp = s.tp, s.ntp
    s.char(tp, "AF-left", "U", abilities=[
        {"kind": "declare", "effect": [{"mod": {"ap": 2}}, {"attribute": "flower"}, {"gain_basic": {"name": "step", "cost": ["0"]}},
                                       {"forbid": "attack"}, {"cannot_use": 1},
                                       {"mod": {"dp": 1}, "target": {"all": {"attribute": "flower"}}}]},
        {"kind": "declare", "effect": [{"marker": "second"}]}])
    script = declared(s, {"query": "legal"})
    fam.add("this-by-default", "Instructions without a target process this card",
            " ".join([fam.quote("1580:能力値修正#2", "指定されたキャラクターカードに能力値修正の情報を与えます"),
                      "U's own effect: AP +2, [花] (so the last instruction's DP +1 reaches it), a ステップ, no "
                      "attack, its second ability not usable (its first is used for the turn)."]),
            ["1580:能力値修正#2", "1580:基本能力を得る", "1580:特殊能力を使用できない", "1500/否定の優先", "0212~r1"],
            ["processing", "target"], s.setup(), script,
            {"state": {tp: {"AF-left": [{"card": "U", "ap": 3, "dp": 2}]}},
             "legal": [{"step": 2, "actions": [{"do": "basic", "card": "U", "ability": 0}, {"do": "pass"}]}]})
    # the losses without a target: this card loses its basic and its second special ability
    s = Scene()
    tp, ntp = s.tp, s.ntp
    s.char(tp, "AF-left", "U", abilities=[
        {"kind": "declare", "effect": [{"lose_basic": "side-step"}, {"lose_ability": 1}]},
        {"kind": "declare", "effect": [{"marker": "second"}]}],
        basics=[{"name": "side-step", "cost": ["0"]}])
    fam.add("lose-this-by-default", "Losses without a target process this card",
            " ".join([fam.quote("1580:基本能力を失う", "指定された基本能力について基本能力を失う情報を与えます。"),
                      fam.quote("1580:特殊能力を失う", "指定された特殊能力を消失します。"),
                      "No target: U itself loses its サイドステップ and its second ability; its first is used "
                      "for the turn: U may attack, or pass."]),
            ["1580:基本能力を失う", "1580:特殊能力を失う"],
            ["processing", "target"], s.setup(), declared(s, {"query": "legal"}),
            {"legal": [{"step": 2, "actions": [{"do": "attack", "card": "U"}, {"do": "pass"}]}]})
    # 1600:バトルを中断する outside a battle: nothing, and the effect goes on
    s = user_scene([{"interrupt": True}, {"marker": "after"}])
    fam.add("interrupt-outside-battle", "An interruption with no battle",
            " ".join([fam.quote("1600:バトルを中断する#2", "バトルの中断を行います。"),
                      "No battle: the effect goes on to its marker."]),
            ["1600:バトルを中断する", "1600:バトルを中断する#1"], ["processing", "battle"], s.setup(), declared(s),
            {"events": markers("after"), "state": {"turn": {"battle": None}}})
    # a character with an item and a 下 moved between fields, then rearranged: both go with it
    s = Scene()
    tp = s.tp
    s.char(tp, "DF-left", "U", abilities=[{"kind": "declare", "effect": [
        {"move": {"all": {"name": "K"}}, "to": "AF-center"}, {"rearrange": ["AF-left", "AF-center"]}]}])
    s.char(tp, "AF-left", "K")
    s.item(tp, "AF-left", "I")
    s.below("K", "X1", "X2")
    order = {"K": "%s:AF-left" % tp}
    exp_events = [{"type": "move", "card": "K", "from": "%s:AF-left" % tp, "to": "%s:AF-center" % tp, "cause": "move"},
                  {"type": "move", "card": "I", "to": "%s:AF-center" % tp, "cause": "with"},
                  {"type": "move", "card": "X1", "to": "%s:AF-center" % tp, "cause": "with"},
                  {"type": "move", "card": "X2", "to": "%s:AF-center" % tp, "cause": "with"},
                  {"type": "move", "card": "K", "to": "%s:AF-left" % tp, "cause": "rearrange"},
                  {"type": "move", "card": "I", "to": "%s:AF-left" % tp, "cause": "with"},
                  {"type": "move", "card": "X1", "to": "%s:AF-left" % tp, "cause": "with"},
                  {"type": "move", "card": "X2", "to": "%s:AF-left" % tp, "cause": "with"}]
    fam.add("carried-cards-move", "A character's item and 下 go with it",
            " ".join([fam.quote("1510/移動", "フィールド間の移動は除きます。"),
                      "K moves to AF-center, then is put back at AF-left: its item I and its 下 X1, X2 each time."]),
            ["1510/移動", "1580:移動#4", "1580:入れ替える#4"], ["processing", "move"], s.setup(),
            declared(s, {"choose": order, "for": "order", "by": tp}),
            {"events": exp_events,
             "state": {tp: {"AF-left": [{"card": "K", "under": ["X1", "X2"]}, {"card": "I", "item": True}]}}})
    # a card of the opponent's on the user's field goes to its owner's trash; the order of `all`
    for turn in (3, 4):
        s = Scene(turn=turn)
        tp, ntp = s.tp, s.ntp
        s.char(tp, "DF-left", "U", abilities=[{"kind": "declare", "effect": [
            {"discard": {"all": {"who": "any", "row": "AF"}}}]}])
        s.char("P1", "AF-left", "A1")
        s.char("P1", "AF-right", "B1", owner="P2")
        s.char("P2", "AF-left", "A2")
        s.char("P2", "AF-center", "B2")
        first = ["A1", "B1", "A2", "B2"] if tp == "P1" else ["A2", "B2", "A1", "B1"]
        fam.add("discard-all-%s" % tp.lower(), "Every AF character discarded (%s's turn)" % tp,
                " ".join([fam.quote("1510:破棄#2", "指定されたカードをゴミ箱に移動します。"),
                          fam.quote("0201/持ち主"),
                          "B1, on P1's field, is P2's: it goes to P2's trash. The turn player's cards are processed first: "
                          "%s." % ", ".join(first)]),
                ["1510:破棄#2", "0201/持ち主", "1510:X枚破棄"], ["processing", "discard"], s.setup(), declared(s),
                {"events": [{"type": "move", "card": c, "cause": "discard"} for c in first],
                 "state": {"P1": {"trash": ["A1"]}, "P2": {"trash": ["B1", "A2", "B2"] if tp == "P1" else ["A2", "B2", "B1"]}}})
