"""Family `deck-check`: the deck construction rules checked when the decks are shown at 6-2-1-1
(6-1-2, 6-1-3, 6-1-4-1, 6-1-4-2) and the keyword skills that replace them (6-1-4-3): 【スーパー
コンボ】 (15-8-2) and 【ドラゴンボール】 (15-13-2).  Boundaries: 49, 50, 60 and 61 cards; one card
of a color the leader lacks; 4 and 5 copies of a number; 4 and 5 Super Combo cards; 7 and 8
copies of a Dragon Ball number, 7 and 8 Dragon Ball cards over several numbers; each on P1's
deck and on P2's.  Both decks are reported, P1's then P2's.  A legal pair of decks is followed by
the whole pre-game procedure; with an illegal deck the game does not start and the run ends at
6-2-1-1 (the vocabulary, `start.at = pregame`; the deck 「この時点でのみ…諸条件を満たしている
必要があります」).
"""

from . import Family
from ..model.table import PLAYERS
from .opening import opening
from .quotes import Q15132
from .scene import Scene


def build(variant, p, colors):
    """The cards of p's deck: a list of (id, spec)."""
    kind, n = variant
    size = n if kind == "size" else 50
    specs = [{} for _ in range(size)]
    if kind == "off-color":
        specs[17] = {"colors": ["green"]}
    if kind == "second-color":
        specs[17] = {"colors": [colors[1]]}
    if kind == "copies":
        for i in range(n):
            specs[i] = {"number": "N-100"}
    if kind == "super":
        for i in range(n):
            specs[3 + 5 * i] = {"keywords": ["super-combo"], "combo": 5000}
    if kind == "super-copies":
        for i in range(n):
            specs[i] = {"keywords": ["super-combo"], "combo": 5000, "number": "N-200"}
    if kind == "ball-copies":
        for i in range(n):
            specs[i] = {"keywords": ["dragon-ball"], "number": "N-300"}
    if kind == "balls":
        for i in range(n):
            specs[2 + 6 * i] = {"keywords": ["dragon-ball"], "number": "N-30%d" % (i % 3)}
    if kind == "extras":
        for i in range(n):
            specs[10 + i] = {"type": "extra"}
    if kind == "leader-in-deck":
        specs[25] = {"type": "leader"}
    # the same rules broken by the first or the last card of the deck: every card is checked
    if kind == "off-color-at":
        specs[n] = {"colors": ["green"]}
    if kind == "leader-at":
        specs[n] = {"type": "leader"}
    if kind == "short-off-color":
        specs = specs[:49]
        specs[5] = {"colors": ["green"]}
    return [("%sD%02d" % (p, i + 1), s) for i, s in enumerate(specs)]


VARIANTS = [
    # (name, variant, violated rules, clauses, what)
    ("size-50", ("size", 50), [], ["6-1-3"], "50 cards, the smallest deck 6-1-3 allows"),
    ("size-60", ("size", 60), [], ["6-1-3"], "60 cards, the largest deck 6-1-3 allows"),
    ("size-49", ("size", 49), ["6-1-3"], ["6-1-3"], "49 cards: one fewer than 50"),
    ("size-61", ("size", 61), ["6-1-3"], ["6-1-3"], "61 cards: one more than 60"),
    ("extras-count", ("extras", 5), [], ["6-1-3"],
     "45 battle cards and 5 extra cards: 50 cards of the two kinds"),
    ("leader-in-deck", ("leader-in-deck", 1), ["6-1-3"], ["6-1-3"],
     "50 cards of which one is a leader card, not a battle or extra card"),
    ("off-color", ("off-color", 1), ["6-1-4-1"], ["6-1-4-1"],
     "one green card under a red leader"),
    ("off-color-top", ("off-color-at", 0), ["6-1-4-1"], ["6-1-4-1"],
     "one green card under a red leader, the first card listed"),
    ("off-color-bottom", ("off-color-at", 49), ["6-1-4-1"], ["6-1-4-1"],
     "one green card under a red leader, the last card listed"),
    ("not-a-leader", ("not-a-leader", 50), ["6-1-2"], ["6-1-2"],
     "50 legal cards, but the card in the leader area is a battle card, not a leader card"),
    ("leader-top", ("leader-at", 0), ["6-1-3"], ["6-1-3"],
     "50 cards of which the first listed is a leader card"),
    ("leader-bottom", ("leader-at", 49), ["6-1-3"], ["6-1-3"],
     "50 cards of which the last listed is a leader card"),
    ("second-color", ("second-color", 1), [], ["6-1-4-1"],
     "one card of the leader's second color"),
    ("copies-4", ("copies", 4), [], ["6-1-4-2"], "4 cards of one card number"),
    ("copies-5", ("copies", 5), ["6-1-4-2"], ["6-1-4-2"], "5 cards of one card number"),
    ("super-4", ("super", 4), [], ["15-8-1", "15-8-2", "6-1-4-3"],
     "4 【スーパーコンボ】 cards of four numbers"),
    ("super-5", ("super", 5), ["15-8-2"], ["15-8-1", "15-8-2", "6-1-4-3"],
     "5 【スーパーコンボ】 cards of five numbers"),
    ("super-copies-5", ("super-copies", 5), ["6-1-4-2", "15-8-2"], ["15-8-2", "6-1-4-2"],
     "5 copies of one 【スーパーコンボ】 number"),
    ("ball-copies-5", ("ball-copies", 5), [], ["15-13-2", "6-1-4-3"],
     "5 copies of one 【ドラゴンボール】 number (more than 6-1-4-2's 4)"),
    ("ball-copies-7", ("ball-copies", 7), [], ["15-13-1", "15-13-2", "6-1-4-3"],
     "7 copies of one 【ドラゴンボール】 number"),
    ("ball-copies-8", ("ball-copies", 8), ["15-13-2"], ["15-13-1", "15-13-2", "6-1-4-3"],
     "8 copies of one 【ドラゴンボール】 number"),
    ("balls-7", ("balls", 7), [], ["15-13-2"], "7 【ドラゴンボール】 cards of three numbers"),
    ("balls-8", ("balls", 8), ["15-13-2"], ["15-13-2"],
     "8 【ドラゴンボール】 cards of three numbers (at most 3 of each)"),
    ("short-off-color", ("short-off-color", 1), ["6-1-3", "6-1-4-1"], ["6-1-3", "6-1-4-1"],
     "49 cards, one of them green under a red leader: two rules, in document order"),
]

QUOTES = {
    "6-1-2": "リーダーカードは1枚ちょうど必要です。",
    "6-1-3": "バトルカードとエクストラカードから、50枚から60枚の任意の枚数で構成された構築デッキが必要です。",
    "6-1-4-1": "リーダーが持たない色のカードをデッキに入れる事はできません。",
    "6-1-4-2": "同一のカード番号のカードは、デッキ内にそれぞれ4枚以下である必要があります。",
    "15-8-2": "【スーパーコンボ】を持つカードはデッキにあわせて4枚までしか入れることができない",
    "15-13-2": Q15132,
    "15-8-1": "このスキルはデッキ構築条件に関する【永続】のキーワードスキルです。",
    "15-13-1": "このスキルはデッキ構築条件に関する【永続】のキーワードスキルです。",
    "6-1-4-3": "デッキの構築条件に関する【永続】は、上記のデッキ構築条件を置換する置換効果として適用されます。",
}


def generate(ctx):
    fam = Family(ctx, __name__)
    for name, variant, bad, cl, what in VARIANTS:
        for p in PLAYERS:
            key = "%s-%s" % (name, p.lower())
            rng = fam.rng(key)
            s = Scene(first=None, at="pregame")
            colors = ["red", "blue"] if variant[0] == "second-color" else ["red"]
            decks = {}
            for q in PLAYERS:
                if variant[0] == "not-a-leader" and q == p:
                    # the leader area holds a battle card: no leader card (6-1-2)
                    s.put(q, "leader", "L1" if q == "P1" else "L2", colors=colors)
                else:
                    s.leader(q, colors=colors if q == p else ["red"])
                cards = build(variant, q, colors) if q == p else build(("size", 50), q, ["red"])
                for cid, spec in cards:
                    s.put(q, "deck", cid, **spec)
                decks[q] = [cid for cid, _ in cards]
            check = {"type": "deck-check", "player": p, "legal": not bad, "rules": bad}
            clauses = ["6-2-1-1"] + cl
            desc = ["6-2-1-1 「このデッキは、この時点でのみ6-1のデッキ構築に関するルールで指定される諸"
                    "条件を満たしている必要があります。」"]
            desc += [fam.quote(c, QUOTES[c]) for c in cl]
            checks = [check if q == p else {"type": "deck-check", "player": q, "legal": True,
                                            "rules": []} for q in PLAYERS]
            if bad:
                script = []
                expect = {"events": checks,
                          "state": {"turn": {"phase": "pregame", "player": None,
                                             "first": None}, "result": None,
                                    p: {"deck": decks[p], "hand": [], "life": []}}}
                why = ("%s's deck: %s, so the check reports %s; the other deck is legal. The "
                       "game does not start: the run ends at 6-2-1-1, in the pre-game, with no "
                       "result and nothing dealt (the vocabulary, `start.at = pregame`): no "
                       "player was declared first (6-2-1-5 never comes, nor 6-2-1-5-1, which makes "
                       "the first player the turn player): no turn player, no first player."
                       % (p, what, ", ".join(bad)))
                tags = ["deck-check"]
            else:
                chooser = rng.choice(PLAYERS)
                pick = rng.choice(("first", "second"))
                mull = {q: rng.random() < 0.3 for q in PLAYERS}
                script, zones, first, _ = opening(rng, decks, chooser, pick, mull,
                                                  lambda hand: None)
                expect = {"events": checks + [{"type": "first", "player": first}],
                          "state": {"turn": {"number": 1, "player": first, "first": first,
                                             "phase": "main", "step": None},
                                    p: {"deck": zones[p]["deck"], "life": zones[p]["life"]}}}
                clauses.append("6-2-1-11")
                if name == "size-50":
                    # 6-2-1-2: both leaders face up in their leader areas once the decks pass
                    # 6-1-2 met (each player one leader card, in its leader area): legal
                    clauses += ["6-2-1-2", "6-1-2"]
                    desc += [fam.quote("6-1-2"), fam.quote("6-2-1-2")]
                    for q in PLAYERS:
                        expect["state"].setdefault(q, {})["leader"] = {
                            "card": s.zones[q]["leader"], "face": "front"}
                why = ("%s's deck: %s, which the rules allow; so is the other. The pre-game "
                       "procedure follows: %s goes first and turn 1's main phase begins with "
                       "%s's deck and life dealt from it." % (p, what, first, p))
                tags = ["deck-check", "pregame", fam.reading("FW-LIFE-ORDER"),
                        fam.reading("FW-PREGAME-DEFEAT")]
            if variant[0] in ("copies", "ball-copies", "balls", "super-copies"):
                tags.append(fam.reading("FW-CARD-NUMBER-REF"))
            fam.add(key, "Deck check: %s's deck, %s" % (p, what), " ".join(desc) + " " + why,
                    clauses, tags, s.setup(), script, expect)
    return fam.cases
