"""Family `counts`: how many cards an instruction or a choice takes, each count at its bounds and
past them. A search takes up to its count (1 when none is written) of the fitting cards
(1530:デッキからカードを探す); a selector's choice takes exactly N (or up to N, `up_to`), all of
them without a choice when there are no more than N (1500/処理者); X枚破棄 of the deck's top
stops when the deck is empty (1510:X枚破棄); 入れ替える swaps exactly the two values it names,
whichever they are (1580:能力値修正/入れ替える); 1530:デッキのカード1枚を選ぶ
chooses among the deck's top N only (the top card itself, without a choice, when N is 1); a value above 127 is ∞, read 127 (0222/上限), an AP
below -127 is -∞, read -127 (0222/下限, LY-LOWER-BOUND: AP only), each bound and its neighbours. An answer taking more than the count is no answer
the rules give: the script cannot be played (`invalid`). The rest of each expectation is the
model's whole final state and events (Family.whole_state)."""

import itertools

from . import Family
from .processing import declared
from .scene import Scene

SEARCH = ["1530:デッキからカードを探す", "1530:デッキをシャッフルする"]
TO_HAND = ["1510:手札に入れる", "1510:X枚手札に入れる", "1510:X枚手札に入れる#1", "1510:X枚手札に入れる#2"]
STATS = ("ap", "dp", "sp", "dmg")


def generate(ctx):
    fam = Family(ctx, __name__)
    searches(fam)
    selector_choices(fam)
    mills(fam)
    swaps(fam)
    clamps(fam)
    picks(fam)
    return fam.cases


def searches(fam):
    """count absent, 1, 2, 3; fitting cards 0 … 3 of the deck's four; the answer at its largest,
    and one more than the count allows."""
    for count, fitting in itertools.product((None, 1, 2, 3), range(4)):
        for over in (False, True):
            most = min(1 if count is None else count, fitting)
            if over and most == fitting:
                continue   # no card left to take one too many
            s = Scene(decks=(0, 3))
            tp = s.tp
            search = {"search": {"type": "event"}, "then": [{"to_hand": "aside"}]}
            if count is not None:
                search["count"] = count
            s.char(tp, "DF-left", "U", abilities=[{"kind": "declare", "effect": [search]}])
            deck = []
            for k in range(4):
                cid = ("V%d" if k < fitting else "K%d") % (k + 1)
                kw = {"type": "event", "abilities": [{"effect": [{"marker": cid}]}]} if k < fitting else {}
                deck.append(s.put(tp, "deck", cid, **kw))
            fits = deck[:fitting]
            chosen = fits[:most + 1] if over else list(reversed(fits[:most]))
            script = declared(s)
            if fitting:
                script.append({"choose": chosen, "for": "target", "by": tp})
            rest = [c for c in deck if c not in chosen]
            name = "search-%s-of-%d%s" % ("default" if count is None else count, fitting,
                                          "-one-too-many" if over else "")
            quote = fam.quote("1530:デッキからカードを探す", "指定された枚数のカードを選び横に置きます。")
            if over:
                fam.add(name, "Search for %s: one card more than the count chosen" % (count or "one"),
                        " ".join([quote, "%d fit; the count allows %d: choosing %d is no answer the rule "
                                  "gives, the script ($.script[2]) cannot be played." % (fitting, most, most + 1)]),
                        ["1530:デッキからカードを探す"], ["counts", "deck"], s.setup(), script,
                        {"invalid": [{"path": "$.script"}]})
                continue
            script.append({"random": list(reversed(rest)), "for": "shuffle"})
            clauses = list(SEARCH) + (["1570:カードを横に置く"] + TO_HAND if chosen else [])
            fam.add(name, "Search for %s event%s among %d fitting" % (
                        count if count is not None else "one (no count)", "" if most == 1 else "s", fitting),
                    " ".join([quote, "Count %s (%s); %d events fit: %s taken, to the hand; the rest shuffled." % (
                        count, "1 when none is written" if count is None else "as written", fitting,
                        chosen or "none")]),
                    clauses, ["counts", "deck"], s.setup(), script,
                    {"state": {tp: {"hand": chosen, "deck": list(reversed(rest)), "aside": []}}})


def selector_choices(fam):
    """{"discard": {"choose": N, "up_to": U, "from": the user's hand}} over hands of 1 … 3."""
    for want, up_to, held in itertools.product((1, 2), (False, True), (1, 2, 3)):
        answers = []
        if up_to or held > want:
            top = min(want, held)
            answers = [("most", top), ("least", 0 if up_to else top)]
            if held > want:
                answers.append(("one-too-many", want + 1))
        else:
            answers = [("all", None)]
        seen = set()
        for label, size in answers:
            if label == "least" and size == dict(answers)["most"]:
                continue
            if size in seen:
                continue
            seen.add(size)
            s = Scene()
            tp = s.tp
            sel = {"choose": want, "from": {"zone": "hand", "who": "you"}}
            if up_to:
                sel["up_to"] = True
            s.char(tp, "DF-left", "U", abilities=[{"kind": "declare", "effect": [{"discard": sel}]}])
            hand = [s.put(tp, "hand", "H%d" % (k + 1)) for k in range(held)]
            s.put(tp, "shield", "S1")   # a discard by an effect is no damage: the shield stays
            script = declared(s)
            gone = hand if size is None else list(reversed(hand))[:size]
            if size is not None:
                script.append({"choose": gone, "for": "target", "by": tp})
            name = "discard-choose-%d%s-of-%d-%s" % (want, "-up-to" if up_to else "", held, label)
            what = "%s%d of a hand of %d" % ("up to " if up_to else "", want, held)
            quote = fam.quote("1510:X枚破棄")
            if label == "one-too-many":
                fam.add(name, "Discard %s: one card more than N chosen" % what,
                        " ".join([quote, "%d chosen where the selector takes %s%d: the script "
                                  "($.script[2]) cannot be played." % (size, "up to " if up_to else "", want)]),
                        ["1510:X枚破棄"], ["counts", "selector"], s.setup(), script, {"invalid": [{"path": "$.script"}]})
                continue
            fam.add(name, "Discard %s: %s" % (what, label),
                    " ".join([quote, "%s: %s discarded%s." % (
                        what, gone, ", without a choice (no more than N)" if size is None else "")]),
                    ["1510:X枚破棄"] + (["1510:X枚破棄#1", "1510:X枚破棄#2"] if gone else []),
                    ["counts", "selector"], s.setup(), script,
                    {"state": {tp: {"hand": [c for c in hand if c not in gone], "trash": gone}}})


def mills(fam):
    """{"mill": N} for N 0 … 4 on a deck of 2 or 3 (one more than that: none of it left)."""
    for n, size in itertools.product(range(5), (2, 3)):
        s = Scene(decks=(size, 6))
        tp = s.tp
        s.char(tp, "DF-left", "U", abilities=[{"kind": "declare", "effect": [{"mill": n}, {"marker": "after"}]}])
        s.put(tp, "shield", "S1")   # X枚破棄 is no damage: the shield stays
        deck = s.deck(tp)
        gone = deck[:min(n, size)]
        fam.add("mill-%d-of-%d" % (n, size), "Discard the deck's top %d of %d" % (n, size),
                " ".join([fam.quote("1510:X枚破棄"), "%d of the deck's %d: %s to the trash, one at a time%s." % (
                    n, size, gone or "none", "; the deck runs out first" if n > size else "")]),
                ["1510:X枚破棄"] + (["1510:X枚破棄#1", "1510:X枚破棄#2"] if gone else []),
                ["counts", "deck"], s.setup(), declared(s),
                {"state": {tp: {"deck": deck[len(gone):], "trash": gone}},
                 "events": [{"type": "move", "card": c, "from": "%s:deck" % tp, "to": "%s:trash" % tp} for c in gone]})


def swaps(fam):
    """入れ替える of every pair of values, in both orders, on a character whose four differ."""
    base = {"ap": 1, "dp": 2, "sp": 3, "dmg": 4}
    for a, b in itertools.permutations(STATS, 2):
        s = Scene()
        tp = s.tp
        s.char(tp, "DF-left", "U", abilities=[{"kind": "declare", "effect": [{"swap": [a, b], "target": "this"}]}],
               **base)
        want = dict(base)
        want[a], want[b] = base[b], base[a]
        fam.add("swap-%s-%s" % (a, b), "入れ替える %s and %s" % (a.upper(), b.upper()),
                " ".join([fam.quote("1580:能力値修正/入れ替える"),
                          "U 1/2/3/4 (AP/DP/SP/DMG): %s and %s swapped, the others kept: %s." % (
                              a.upper(), b.upper(), "/".join(str(want[k]) for k in STATS))]),
                ["1580:能力値修正/入れ替える", "1580:能力値修正"], ["counts", "mod"], s.setup(), declared(s),
                {"state": {tp: {"DF-left": [dict(want, card="U")]}}})


def clamps(fam):
    """Each value brought to 126, 127, 128, 200 and to -126, -127, -128, -200."""
    for stat in STATS:
        for value in (126, 127, 128, 200, -126, -127, -128, -200):
            s = Scene()
            tp = s.tp
            s.char(tp, "DF-left", "U", abilities=[{"kind": "declare", "effect": [
                {"mod": {stat: value - 1}, "target": {"all": {"name": "K"}}}]}])
            s.char(tp, "AF-left", "K", name="K")
            seen = min(value, 127)
            if stat == "ap":
                seen = max(seen, -127)
            clauses = ["1580:能力値修正"]
            if value > 127:
                clauses += ["0222/上限", "0222/無限大(∞)"]
            if stat == "ap" and value < -127:
                clauses += ["0222/下限", "0222/-無限大(-∞)"]
            fam.add("value-%s-%d" % (stat, value), "%s brought to %d" % (stat.upper(), value),
                    " ".join([fam.quote("0222/上限") if value > 0 else fam.quote("0222/下限"),
                              "K's %s 1%+d = %d: read %d." % (stat.upper(), value - 1, value, seen)]),
                    clauses, ["counts", "values", fam.reading("LY-CLAMP")], s.setup(), declared(s),
                    {"state": {tp: {"AF-left": [{"card": "K", stat: seen}]}}})


def picks(fam):
    """{"pick": N, "then": to the hand} for N 1 … 3 on a deck of 2 or 3: the top card when one
    is in range, else the user's choice among the top N; a card below them is no answer. The
    card picked is listed first in the setup."""
    for n, size in itertools.product((1, 2, 3), (2, 3)):
        in_range = min(n, size)
        answers = [("top", None)] if in_range == 1 else [("last-in-range", in_range - 1)]
        if size > in_range and in_range > 1:
            answers.append(("below-range", in_range))
        for label, k in answers:
            s = Scene(decks=(size, 6))
            tp = s.tp
            s.char(tp, "DF-left", "U", abilities=[{"kind": "declare", "effect": [
                {"pick": n, "then": [{"to_hand": "picked"}]}]}])
            deck = s.deck(tp)
            script = declared(s)
            got = deck[0] if k is None else deck[k]
            s.lead(got)   # the card picked is the setup's first (an engine's card 0)
            if k is not None:
                script.append({"choose": got, "for": "target", "by": tp})
            quote = fam.quote("1530:デッキのカード1枚を選ぶ")
            name = "pick-%d-of-%d-%s" % (n, size, label)
            if label == "below-range":
                fam.add(name, "Pick 1 of the top %d: a card below them chosen" % n,
                        " ".join([quote, "%s is below the top %d: no answer the rule gives, the script "
                                  "($.script[2]) cannot be played." % (got, n)]),
                        ["1530:デッキのカード1枚を選ぶ"], ["counts", "deck"], s.setup(), script,
                        {"invalid": [{"path": "$.script"}]})
                continue
            fam.add(name, "Pick 1 of the top %d of a deck of %d" % (n, size),
                    " ".join([quote, "%s to the hand%s." % (got, " (the only card in range)" if k is None else "")]),
                    ["1530:デッキのカード1枚を選ぶ"] + TO_HAND, ["counts", "deck"], s.setup(), script,
                    {"state": {tp: {"hand": [got], "deck": [c for c in deck if c != got]}}})
