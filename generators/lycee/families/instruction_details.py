"""Family `instruction-details`: outcomes of the processing instructions (1510–1580) that their
common cases leave aside: two cards removed from the game by one instruction, a charge of 0
cards and a charge whose named character is off the field (nothing is asked, nothing moves),
X枚破棄 whose deck's top card is the setup's first card, a character entering by an effect
meeting 「登場したとき」, a move that a 「移動できない」 effect forbids (the effect goes on), a
move onto a field adjacent to the setup's first card, a use (1570) refused by a same-name
character on the user's DF-right, a tap an effect forbids (the effect goes on), a 横 then a
search in one effect (each its own 横), a use resolved before the effect's next instruction, and
a use onto the opponent's field (not the user's: it fails), and an item discarded whose
character is the setup's first card. Each expectation is the model's whole final state and events
(Family.whole_state); the family states the figure each case is about."""

from . import Family
from .processing import declared, user_scene, markers


def generate(ctx):
    fam = Family(ctx, __name__)
    remove_two(fam)
    charges(fam)
    mill_first_card(fam)
    enter_timing(fam)
    forbidden_move(fam)
    adjacent_to_first_card(fam)
    use_same_name_df_right(fam)
    forbidden_tap(fam)
    aside_then_search(fam)
    use_then_more(fam)
    use_onto_opponents_field(fam)
    item_of_first_card(fam)
    aside_two(fam)
    return fam.cases


def remove_two(fam):
    s = user_scene([{"remove": {"all": {"who": "you", "zone": "trash"}}}, {"marker": "done"}])
    tp = s.tp
    s.put(tp, "trash", "T1")
    s.put(tp, "trash", "T2")
    fam.add("remove-two", "Two trash cards removed from the game by one instruction",
            " ".join([fam.quote("1570:ゲームから取り除く#2"),
                      "The instruction names both of %s's trash cards, T1 and T2: each is removed, one after the other." % tp]),
            ["1570:ゲームから取り除く#2"], ["instruction-details", "remove"], s.setup(), declared(s),
            {"state": {tp: {"trash": []}},
             "events": [{"type": "move", "card": "T1", "cause": "remove"}, {"type": "move", "card": "T2", "cause": "remove"},
                        {"type": "marker", "name": "done"}]})


def charges(fam):
    """「指定されたデッキを指定された枚数まで破棄し、…指定された枚数まで…チャージとして移動します」:
    with 0 as the number nothing can be discarded or put (no choice asked); a character named that
    is not on the field has no 下 to put cards under (the model's reading of 「キャラの下」)."""
    s = user_scene([{"charge": 0, "target": "this"}, {"marker": "done"}])
    tp = s.tp
    s.put(tp, "trash", "T1")
    fam.add("charge-zero", "A charge of 0 cards: nothing asked, nothing charged",
            " ".join([fam.quote("1510:チャージ+X(X枚チャージする)#2", "指定されたデッキを指定された枚数まで破棄できます。"),
                      fam.quote("1510:チャージ+X(X枚チャージする)/チャージの成功~n2", "0枚の場合はチャージは行われなかった扱いになります。"),
                      "X = 0: up to 0 deck cards, up to 0 trash cards; %s is asked nothing and U gets no charge." % tp]),
            ["1510:チャージ+X(X枚チャージする)#2", "1510:チャージ+X(X枚チャージする)/チャージの成功~n2"],
            ["instruction-details", "charge"], s.setup(), declared(s),
            {"state": {tp: {"trash": ["T1"], "DF-left": [{"card": "U", "under": [], "charges": []}]}},
             "events": markers("done")})
    s = user_scene([{"charge": 1, "target": {"all": {"who": "you", "zone": "trash", "name": "K"}}}, {"marker": "done"}])
    tp = s.tp
    s.put(tp, "trash", "K")
    s.put(tp, "trash", "T1")
    fam.add("charge-card-off-field", "A charge naming a character card in the trash: nothing is done",
            " ".join([fam.quote("1510:チャージ+X(X枚チャージする)#3", "指定されたゴミ箱のカードを指定された枚数まで、指定されたキャラの下に置きます。"),
                      "The card named is K, in the trash: no キャラ to put cards under; nothing is discarded, nothing asked."]),
            ["1500/処理順序"], ["instruction-details", "charge"], s.setup(), declared(s),
            {"state": {tp: {"trash": ["K", "T1"]}}, "events": markers("done")})


def mill_first_card(fam):
    s = user_scene([{"mill": 2}, {"marker": "done"}])
    tp = s.tp
    d = s.deck(tp)
    s.lead(d[0])
    fam.add("mill-top-first-card", "X枚破棄 of a deck whose top card is the setup's first card",
            " ".join([fam.quote("1510:X枚破棄#1"),
                      "%s and %s, the deck's top two (%s the setup's first card), go to the trash." % (d[0], d[1], d[0])]),
            ["1510:X枚破棄#1"], ["instruction-details", "mill"], s.setup(), declared(s),
            {"state": {tp: {"deck": d[2:], "trash": d[:2]}}, "events": markers("done")})


def enter_timing(fam):
    s = user_scene([{"enter": {"all": {"who": "you", "zone": "hand", "type": "character"}}, "field": "AF-left"},
                    {"marker": "done"}])
    tp = s.tp
    s.put(tp, "hand", "H")
    s.char(tp, "DF-right", "W", abilities=[{"kind": "trigger", "trigger": {"on": "enter", "when": "after"},
                                            "effect": [{"marker": "entered"}]}])
    fam.add("enter-after-timing", "A character entering by an effect meets 「登場したとき」",
            " ".join([fam.quote("0902/誘発型効果の発生"),
                      "H enters AF-left by U's effect: W's trigger on a character's entering (after) triggers then, "
                      "and resolves once the effect is done."]),
            ["0902/誘発型効果の発生"], ["instruction-details", "enter"], s.setup(), declared(s),
            {"state": {tp: {"AF-left": [{"card": "H", "fresh": True}]}},
             "events": [{"type": "enter", "card": "H"}, {"type": "trigger", "card": "W"},
                        {"type": "marker", "name": "done"}, {"type": "marker", "name": "entered"}]})


def forbidden_move(fam):
    s = user_scene([{"move": {"all": {"who": "you", "name": "K"}}, "to": "AF-right"}, {"marker": "done"}])
    tp = s.tp
    s.char(tp, "AF-left", "K", abilities=[{"kind": "continuous", "continuous": [{"forbid": "move", "target": "this"}]}])
    fam.add("move-forbidden-then-more", "A move an effect forbids: the effect goes on",
            " ".join([fam.quote("1500/否定の優先"),
                      "K 「移動できない」: U's move of K does nothing; U's effect goes on to its next instruction."]),
            ["1500/否定の優先"], ["instruction-details", "move"], s.setup(), declared(s),
            {"state": {tp: {"AF-left": [{"card": "K"}], "AF-right": []}}, "events": markers("done")})


def adjacent_to_first_card(fam):
    s = user_scene([{"move": "this", "to": {"adjacent": True, "empty": True}}, {"marker": "done"}])
    tp = s.tp
    s.char(tp, "DF-center", "K")
    s.lead("U")
    fam.add("move-adjacent-first-card", "A move to the one empty field adjacent to the setup's first card",
            " ".join([fam.quote("0300/隣接"),
                      "U (DF-left, the setup's first card) moves to an empty adjacent field of its user's: DF-center "
                      "holds K, so AF-left is the one."]),
            ["0300/隣接"], ["instruction-details", "move"], s.setup(), declared(s),
            {"state": {tp: {"AF-left": [{"card": "U"}], "DF-left": []}}, "events": markers("done")})


def use_same_name_df_right(fam):
    s = user_scene([{"use": {"all": {"who": "you", "zone": "hand", "name": "N"}}, "free": True}, {"marker": "done"}])
    tp = s.tp
    s.put(tp, "hand", "H", name="N")
    s.char(tp, "DF-right", "K", name="N")
    fam.add("use-same-name-df-right", "A use refused by a same-name character on DF-right",
            " ".join([fam.quote("0810/行動の主要素の指定"),
                      "H (named N) is used by U's effect; K, also named N, stands on %s's DF-right: H cannot be "
                      "designated, it stays in the hand." % tp]),
            ["1570:カードを使用する(登場する)"], ["instruction-details", "use"], s.setup(), declared(s),
            {"state": {tp: {"hand": ["H"], "DF-right": [{"card": "K"}]}}, "events": markers("done")})


def forbidden_tap(fam):
    s = user_scene([{"tap": {"all": {"who": "you", "name": "K"}}}, {"marker": "done"}])
    tp = s.tp
    s.char(tp, "AF-left", "K", abilities=[{"kind": "continuous", "continuous": [{"forbid": "tap", "target": "this"}]}])
    fam.add("tap-forbidden-then-more", "A tap an effect forbids: the effect goes on",
            " ".join([fam.quote("1500/否定の優先"),
                      "K 「行動済みにできない」: U's tap of K does nothing; U's effect goes on to its next instruction."]),
            ["1500/否定の優先"], ["instruction-details", "tap"], s.setup(), declared(s),
            {"state": {tp: {"AF-left": [{"card": "K", "tapped": False}]}}, "events": markers("done")})


def aside_then_search(fam):
    s = user_scene([{"aside": {"all": {"who": "you", "zone": "hand", "name": "A1"}}},
                    {"search": {"type": "event"}, "count": 1, "then": [{"to_hand": "aside"}]}], decks=(0, 3))
    tp = s.tp
    s.put(tp, "hand", "A1")
    for c, t in (("K1", "character"), ("V1", "event"), ("K2", "character")):
        s.put(tp, "deck", c, type=t, **({"abilities": [{"effect": [{"marker": c}]}]} if t == "event" else {}))
    script = declared(s, {"choose": ["V1"], "for": "target", "by": tp}, {"random": ["K2", "K1"], "for": "shuffle"})
    fam.add("aside-then-search", "A 横 and then a search in one effect: each its own 横",
            " ".join([fam.quote("1570:カードを横に置く/横の独立性", "カードを置く横は、それぞれ異なる横を利用します。"),
                      "A1 is put 横 (and discarded when that instruction ends); the search then puts V1 横 in a 横 of "
                      "its own, and its 「横」 is V1: V1 to the hand."]),
            ["1570:カードを横に置く/横の独立性", "1530:デッキからカードを探す"], ["instruction-details", "aside"], s.setup(), script,
            {"state": {tp: {"hand": ["V1"], "deck": ["K2", "K1"], "aside": []}},
             "events": [{"type": "move", "card": "V1", "cause": "aside"}, {"type": "move", "card": "V1", "cause": "to-hand"}]})


def use_then_more(fam):
    s = user_scene([{"use": {"all": {"who": "you", "zone": "hand", "name": "H"}}, "field": "AF-left", "free": True},
                    {"marker": "done"}])
    tp = s.tp
    s.put(tp, "hand", "H")
    fam.add("use-then-more", "A character used by an effect enters before the effect's next instruction",
            " ".join([fam.quote("1570:カードを使用する(登場する)", "カードの使用に伴う宣言・解決の処理を行います。"),
                      fam.quote("1500/処理順序"),
                      "H is declared and resolved by the use (no response timing): it enters AF-left, then U's "
                      "effect goes on to its marker."]),
            ["1570:カードを使用する(登場する)", "1500/処理順序"], ["instruction-details", "use"], s.setup(), declared(s),
            {"state": {tp: {"AF-left": [{"card": "H"}]}},
             "events": [{"type": "enter", "card": "H"}, {"type": "marker", "name": "done"}]})


def use_onto_opponents_field(fam):
    s = user_scene([{"use": {"all": {"who": "you", "zone": "hand", "name": "H"}}, "field": "%s:AF-left" % "P2", "free": True},
                    {"marker": "done"}])
    tp = s.tp
    assert tp == "P1"
    s.put(tp, "hand", "H")
    fam.add("use-onto-opponents-field", "A use naming the opponent's field fails: the card goes back",
            " ".join([fam.quote("1570:カードを使用する(登場する)", "特に記載無い限り使用代償の支払いや対象の指定、制限等も適用されます。"),
                      fam.quote("0310/味方フィールド"),
                      "H's use names P2:AF-left, not a field of its user's: the play's field target is not met, "
                      "the use fails and H goes back to the hand."]),
            ["1570:カードを使用する(登場する)", "0310/味方フィールド"], ["instruction-details", "use",
                                                                         fam.reading("LY-USE-CARD-FAILS")],
            s.setup(), declared(s),
            {"state": {tp: {"hand": ["H"]}, "P2": {"AF-left": []}}, "events": markers("done")})


def item_of_first_card(fam):
    s = user_scene([{"discard": {"all": {"who": "opponent", "type": "item"}}}, {"marker": "done"}])
    tp, ntp = s.tp, s.ntp
    s.char(ntp, "AF-left", "K")
    s.item(ntp, "AF-left", "I")
    s.lead("K")
    fam.add("discard-item-of-first-card", "An item discarded whose character is the setup's first card",
            " ".join([fam.quote("1510:X枚破棄#1"),
                      "U discards every item of the opponent's: I, equipped on K (the setup's first card), goes to "
                      "%s's trash; K stays." % ntp]),
            ["1510:X枚破棄#1"], ["instruction-details", "discard"], s.setup(), declared(s),
            {"state": {ntp: {"trash": ["I"], "AF-left": [{"card": "K"}]}}, "events": markers("done")})


def aside_two(fam):
    s = user_scene([{"aside": {"all": {"who": "you", "zone": "hand"}}, "then": [{"to_deck": "aside", "at": "bottom"}]}])
    tp = s.tp
    s.put(tp, "hand", "A1")
    s.put(tp, "hand", "A2")
    d = s.deck(tp)
    fam.add("aside-two", "Two cards put 横 by one instruction, then both to the deck's bottom",
            " ".join([fam.quote("1570:カードを横に置く"),
                      "A1 and A2 (the whole hand) are put 横, then both to the bottom of the deck."]),
            ["1570:カードを横に置く"], ["instruction-details", "aside"], s.setup(), declared(s),
            {"state": {tp: {"hand": [], "aside": [], "deck": d + ["A1", "A2"]}}})
