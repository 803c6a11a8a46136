"""Family `board`: the players, their zones and the 場 (0100, 0101, 0300, 0310, 0400–0450). The
geometry through the filters of an effect, each expectation taken from the text's own examples
(配置例B with the user as 自分: A B C the opponent's DF, D E F its AF, G H I the user's AF, J K L
its DF, left to right as the user sees them; 0300/方向~n1, 0300/隣接~n1, 0300/列/同列,
0300/オーダー/同オーダー); a field's limits when a character or an area would join another
(0310); the zones every player has and who sees what in them, the invariants the judge checks
on every run (0101, 0310/公開, 0400/公開 …) declared by cases that put cards in each zone."""

from . import Family
from .scene import Scene

# 配置例B as the user P sees it: each letter's (owner, field) with P the user, O the opponent.
LAYOUT = {"A": ("O", "DF-right"), "B": ("O", "DF-center"), "C": ("O", "DF-left"),
          "D": ("O", "AF-right"), "E": ("O", "AF-center"), "F": ("O", "AF-left"),
          "G": ("P", "AF-left"), "H": ("P", "AF-center"), "I": ("P", "AF-right"),
          "J": ("P", "DF-left"), "K": ("P", "DF-center"), "L": ("P", "DF-right")}


def generate(ctx):
    fam = Family(ctx, __name__)
    geometry(fam)
    collisions(fam)
    zones(fam)
    return fam.cases


def layout_scene(user_letter, filt, user="P1"):
    """Every letter of 配置例B holds a character named by it (AP 1); the one at `user_letter`
    declares +1 AP to every character matching `filt`. The user is the turn player."""
    s = Scene(turn=3 if user == "P1" else 4)
    assert s.tp == user
    for letter, (side, field) in LAYOUT.items():
        owner = s.tp if side == "P" else s.ntp
        info = {}
        if letter == user_letter:
            info["abilities"] = [{"kind": "declare", "effect": [{"mod": {"ap": 1}, "target": {"all": filt}}]}]
        s.char(owner, field, letter, **info)
    script = [{"do": "ability", "card": user_letter, "ability": 0}, {"do": "pass", "by": s.ntp}]
    return s, script


def raised(s, letters):
    st = {s.tp: {}, s.ntp: {}}
    for letter, (side, field) in LAYOUT.items():
        owner = s.tp if side == "P" else s.ntp
        st[owner][field] = [{"card": letter, "ap": 2 if letter in letters else 1}]
    return st


def geometry(fam):
    Q = "配置例Bについて、Kの前方はBEHです。Jの右方はKLです。Iの左前方はEAです。Iの左後方はKです。"
    rows = [("K", "front", "BEH", "Kの前方はBEHです。"), ("J", "right", "KL", "Jの右方はKLです。"),
            ("I", "front-left", "EA", "Iの左前方はEAです。"), ("I", "back-left", "K", "Iの左後方はKです。")]
    for user in ("P1", "P2"):
        for at, direction, want, said in rows:
            s, script = layout_scene(at, {"who": "any", "direction": direction}, user)
            fam.add("direction-%s-%s-%s" % (at.lower(), direction, user.lower()),
                    "%s's %s (user %s)" % (at, direction, user),
                    " ".join([fam.quote("0300/方向~n1", Q), "%s: +1 AP to %s only." % (said, ", ".join(want))]),
                    ["0300/方向", "0300/方向~n1", "0300/自分の場の構成"], ["board", "geometry"], s.setup(), script,
                    {"state": raised(s, want)})
    Q = "ADGJ,BEHK,CFILはそれぞれ同列です。列の指定はその効果の使用者を基準とした位置指定により行われます。"
    for at, want in (("G", "ADGJ"), ("K", "BEHK"), ("C", None)):
        if want is None:
            continue
        s, script = layout_scene(at, {"who": "any", "column": True})
        fam.add("column-%s" % at.lower(), "The column of %s" % at,
                " ".join([fam.quote("0300/列/同列", Q), "From %s: %s." % (at, ", ".join(want))]),
                ["0300/列", "0300/列/同列"], ["board", "geometry"], s.setup(), script, {"state": raised(s, want)})
    Q = "ABC,DEF,GHI,JKLはそれぞれ同オーダーです。"
    for at, want in (("H", "GHI"), ("L", "JKL")):
        s, script = layout_scene(at, {"who": "any", "order": True})
        fam.add("order-%s" % at.lower(), "The オーダー of %s" % at,
                " ".join([fam.quote("0300/オーダー/同オーダー", Q), fam.quote("0300/オーダー", "横方向に並んだ3つのフィールドを「オーダー」と呼称します。"),
                          "From %s: %s." % (at, ", ".join(want))]),
                ["0300/オーダー", "0300/オーダー/同オーダー"], ["board", "geometry"], s.setup(), script,
                {"state": raised(s, want)})
    # adjacency: E is the opponent's; its user declares (P2's turn, E being P2's AF-center)
    Q = "配置例Bについて、Eに隣接したマスはBDFHです。ACGIは隣接したマスではありません。"
    s = Scene(turn=4)
    tp = s.tp        # P2: E is its AF-center when P1 is 自分
    for letter, (side, field) in LAYOUT.items():
        owner = s.ntp if side == "P" else s.tp
        info = {}
        if letter == "E":
            info["abilities"] = [{"kind": "declare", "effect": [{"mod": {"ap": 1}, "target": {"all": {"who": "any", "adjacent": True}}}]}]
        s.char(owner, field, letter, **info)
    script = [{"do": "ability", "card": "E", "ability": 0}, {"do": "pass", "by": s.ntp}]
    st = {s.tp: {}, s.ntp: {}}
    for letter, (side, field) in LAYOUT.items():
        owner = s.ntp if side == "P" else s.tp
        st[owner][field] = [{"card": letter, "ap": 2 if letter in "BDFH" else 1}]
    fam.add("adjacent-e", "The fields adjacent to E",
            " ".join([fam.quote("0300/隣接~n1", Q), "E's user is the opponent of 配置例B's 自分: the same four."]),
            ["0300/隣接", "0300/隣接~n1"], ["board", "geometry"], s.setup(), script, {"state": st})


def collisions(fam):
    # a character moved onto a character: the move fails, no 「移動したとき」
    s = Scene()
    tp = s.tp
    s.char(tp, "DF-left", "U", abilities=[{"kind": "declare", "effect": [{"move": "this", "to": "AF-left"},
                                                                         {"marker": "done"}]}])
    s.char(tp, "AF-left", "K")
    s.char(tp, "DF-right", "W", abilities=[{"kind": "trigger", "trigger": {"on": "move", "when": "after"},
                                            "effect": [{"marker": "moved"}]}])
    fam.add("move-onto-character", "A move onto a field holding a character",
            " ".join([fam.quote("0310/キャラクターカードの重複する移動の禁止", "その移動は失敗します。"),
                      fam.quote("0902/不成功の行為に対する誘発~n1", "移動しなかった場合、移動は行われず「移動したとき」にはあたりません。"),
                      "U stays at DF-left; W's trigger is not met."]),
            ["0310/キャラクターカードの重複する移動の禁止",
             "0902/不成功の行為に対する誘発~n1", "0310/キャラクターカードの重複の禁止", "0310/上限"],
            ["board", "field"], s.setup(), [{"do": "ability", "card": "U", "ability": 0}, {"do": "pass", "by": s.ntp}],
            {"state": {tp: {"DF-left": [{"card": "U"}], "AF-left": [{"card": "K"}]}},
             "events": [{"type": "marker", "name": "done"}]})
    # a character entering by an effect onto a character: discarded without entering
    s = Scene()
    tp = s.tp
    s.char(tp, "DF-left", "U", abilities=[{"kind": "declare", "effect": [
        {"enter": {"all": {"zone": "hand", "name": "N"}}, "field": "AF-left"}]}])
    s.char(tp, "AF-left", "K")
    s.put(tp, "hand", "N")
    s.put(tp, "shield", "S1")       # no damage: the shield is not offered
    fam.add("enter-onto-character", "A character entering a field that holds one",
            " ".join([fam.quote("0310/キャラクターカードの上限を超えた登場の禁止", "そのキャラクターカードは登場することなく破棄されます。"),
                      "N goes from the hand to the trash; K stays."]),
            ["0310/キャラクターカードの上限を超えた登場の禁止", "0310/キャラクターカードの重複の禁止", "0310/上限"],
            ["board", "field"], s.setup(), [{"do": "ability", "card": "U", "ability": 0}, {"do": "pass", "by": s.ntp}],
            {"state": {tp: {"AF-left": [{"card": "K"}], "trash": ["N"], "hand": []}},
             "events": [{"type": "move", "card": "N", "to": "%s:trash" % tp, "cause": "collision"}]})
    # an area moved onto a field holding an area
    s = Scene()
    tp = s.tp
    s.area(tp, "DF-left", "R1", abilities=[{"kind": "declare", "effect": [
        {"move": {"all": {"type": "area", "name": "R1"}}, "to": "DF-right"}, {"marker": "done"}]}])
    s.area(tp, "DF-right", "R2")
    fam.add("area-onto-area", "An area moved onto a field holding an area",
            " ".join([fam.quote("0310/エリアカードの重複する移動の禁止", "その移動は失敗します。"),
                      "R1 stays at DF-left beside nothing; R2 alone at DF-right."]),
            ["0310/エリアカードの重複する移動の禁止", "0310/エリアカードの重複の禁止"], ["board", "field"], s.setup(),
            [{"do": "other", "source": "R1", "ability": 0}, {"do": "pass", "by": s.ntp}],
            {"state": {tp: {"DF-left": [{"card": "R1", "area": True}], "DF-right": [{"card": "R2", "area": True}]}},
             "events": [{"type": "marker", "name": "done"}]})
    # an area onto a field holding a character, a character onto a field holding an area: each
    # limit is of its own kind, both moves done
    s = Scene()
    tp = s.tp
    s.area(tp, "DF-left", "R1", abilities=[{"kind": "declare", "effect": [
        {"move": {"all": {"type": "area", "name": "R1"}}, "to": "DF-center"},
        {"move": {"all": {"name": "K"}}, "to": "DF-right"}]}])
    s.char(tp, "DF-center", "C")
    s.area(tp, "DF-right", "R2")
    s.char(tp, "AF-right", "K")
    fam.add("area-and-character-moves", "An area onto a character's field, a character onto an area's",
            " ".join([fam.quote("0310/上限", "フィールド1つには、キャラクターカード1枚と、そのキャラクターカードに与えられたカード0枚以上と、エリアカード1枚を置きます。"),
                      fam.quote("1580:移動#4"),
                      "R1 joins C at DF-center; K joins R2 at DF-right: neither field held a card of the kind moved."]),
            ["0310/上限", "1580:移動#4", "1580:移動#5"], ["board", "field"], s.setup(),
            [{"do": "other", "source": "R1", "ability": 0}, {"do": "pass", "by": s.ntp}],
            {"state": {tp: {"DF-left": [], "DF-center": [{"card": "C"}, {"card": "R1", "area": True}],
                            "DF-right": [{"card": "K"}, {"card": "R2", "area": True}], "AF-right": []}},
             "events": [{"type": "move", "card": "R1", "to": "%s:DF-center" % tp, "cause": "move"},
                        {"type": "move", "card": "K", "to": "%s:DF-right" % tp, "cause": "move"}]})


def zones(fam):
    # every zone of both players holding cards; who sees what (the view, in its documented order)
    s = Scene(decks=(1, 1))
    tp, ntp = s.tp, s.ntp
    s.char(tp, "AF-left", "C1")
    s.below("C1", "X1", charge=True)
    s.put(tp, "hand", "H1")
    s.put(tp, "trash", "T1")
    s.put(tp, "shield", "S1")
    s.char(ntp, "DF-right", "C2")
    s.item(ntp, "DF-right", "I2")
    s.area(ntp, "DF-left", "R2")
    s.put(ntp, "hand", "H2")
    s.put(ntp, "trash", "T2")
    s.put(ntp, "shield", "S2")
    s.put(tp, "hand", "E", type="event", abilities=[{"effect": [{"marker": "E"}]}])
    view = {tp: {"sees": ["C1", "X1", "H1", "T1", "S1", "E", "R2", "C2", "I2", "T2", "S2"]},
            ntp: {"sees": ["C1", "X1", "T1", "S1", "E", "R2", "C2", "I2", "H2", "T2", "S2"]}}
    fam.add("zones-and-views", "Each player's zones; who sees what",
            " ".join([fam.quote("0101/宣言状態カード置き場", "ゲーム開始時、1人のプレイヤーは1つの宣言状態カード置き場を得ます。"),
                      fam.quote("0410/公開", "手札の持ち主に公開され、手札の持ち主ではないプレイヤーに非公開です。"),
                      fam.quote("0420/公開", "デッキに置かれたカードは裏向きで、全てのプレイヤーに非公開です。"),
                      "Observed while E is declared, at %s's response timing: the fields, 下, trash, shield and "
                      "declared cards seen by both, each hand by its owner, the decks by nobody." % ntp]),
            ["0100/人数", "0101/場", "0101/デッキ", "0101/手札", "0101/ゴミ箱", "0101/宣言状態カード置き場", "0101/横",
             "0101/シールド", "0310/公開", "0400/公開", "0410/公開", "0420/公開", "0430/公開", "0450/公開"],
            ["board", "zones"], s.setup(), [{"do": "event", "card": "E"}],
            {"state": {tp: {"declared": ["E"], "hand": ["H1"], "AF-left": [{"card": "C1", "under": ["X1"], "charges": ["X1"]}]},
                       "view": view}})
