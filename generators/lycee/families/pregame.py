"""Family `pregame`: a game from its start (0501#1–#2): the decks checked against 0110 (60 cards,
4 of a number, 構築制限 and its 禁止, one leader; LY-DECK-BRAND, LY-NUMBER-LETTERS), then the
preparation of 0503: the leaders put 横, the decks shuffled, the first player at random, the
opening draws (6 with a leader, 7 without), the mulligans (the first player first, once each,
LY-PREGAME), the leaders revealed into the hands; then the first player's first turn."""

from . import Family
from ..model.table import PLAYERS, other

Q_DRAW6 = "自分のデッキに「リーダー」が含まれる場合、自分のデッキから6枚ドローします。"
Q_DRAW7 = "自分のデッキに「リーダー」が含まれない場合、自分のデッキから7枚ドローします。"
Q_MULL = "プレイヤーは1回のみマリガン「引き直し」を行うことができます。この宣言はTPから行います。"
Q_FIRST = "勝った方が選ぶ、ではなく、勝った方が先攻です。"
Q_60 = "1つのデッキ(カード)に含まれるカードの枚数は合計60枚です。"
Q_4 = "1つのデッキ(カード)に含まれる同番号のカードは4枚以下です。"
Q_LEADER = "1つのデッキ(カード)に含まれる「リーダー」のカードは1枚以下です。"


# where each player's leader is in its deck as listed: P1's first (the first card of the setup)
LEADER_AT = {"P1": 0, "P2": 30}


def deck_cards(p, n=60, leader=False, numbers=None, extra=None):
    cards = {}
    ids = []
    for i in range(n):
        cid = "%sD%02d" % (p, i + 1)
        info = {"number": numbers(i) if numbers else "%s-%02d" % (p, i // 4)}
        if leader and i == LEADER_AT[p]:
            info["leader"] = True
        if extra:
            info.update(extra(i))
        cards[cid] = info
        ids.append(cid)
    return cards, ids


def generate(ctx):
    fam = Family(ctx, __name__)
    for lead in ((True, False), (False, True), (True, True), (False, False)):
        for first in PLAYERS:
            for mull in ((False, False), (True, False), (False, True), (True, True)):
                full(fam, lead, first, mull)
    checks(fam)
    construction_filters(fam)
    return fam.cases


def full(fam, lead, first, mull):
    rng = fam.rng("%s-%s-%s" % (lead, first, mull))
    cards, decks = {}, {}
    for p, has in zip(PLAYERS, lead):
        c, ids = deck_cards(p, leader=has)
        cards.update(c)
        decks[p] = ids
    setup = {"start": {"at": "pregame"}, "cards": cards,
             "P1": {"deck": list(decks["P1"])}, "P2": {"deck": list(decks["P2"])}}
    leaders = {p: decks[p][LEADER_AT[p]] if has else None for p, has in zip(PLAYERS, lead)}
    deck = {p: [c for c in decks[p] if c != leaders[p]] for p in PLAYERS}
    script, events = [], [{"type": "deck-check", "player": p, "legal": True, "rules": []}
                          for p in PLAYERS]
    for p in PLAYERS:
        if leaders[p]:
            events.append({"type": "move", "card": leaders[p], "from": "%s:deck" % p,
                           "to": "%s:aside" % p, "cause": "leader"})
    for p in PLAYERS:
        rng.shuffle(deck[p])
        script.append({"random": list(deck[p]), "for": "shuffle"})
        events.append({"type": "shuffle", "player": p, "zone": "deck"})
    script.append({"random": first, "for": "first"})
    events.append({"type": "first", "player": first})
    order = (first, other(first))
    hand = {}
    for p in order:
        n = 6 if leaders[p] else 7
        hand[p], deck[p] = deck[p][:n], deck[p][n:]
        events += [{"type": "move", "card": c, "from": "%s:deck" % p, "to": "%s:hand" % p,
                    "cause": "draw"} for c in hand[p]]
    for p, take in zip(order, mull):
        script.append({"choose": take, "for": "mulligan", "by": p})
        events.append({"type": "mulligan", "player": p, "taken": take})
        if take:
            back = hand[p]
            events += [{"type": "move", "card": c, "from": "%s:hand" % p, "to": "%s:deck" % p,
                        "cause": "mulligan"} for c in back]
            deck[p] = deck[p] + back
            rng.shuffle(deck[p])
            script.append({"random": list(deck[p]), "for": "shuffle"})
            events.append({"type": "shuffle", "player": p, "zone": "deck"})
            hand[p], deck[p] = deck[p][:len(back)], deck[p][len(back):]
            events += [{"type": "move", "card": c, "from": "%s:deck" % p, "to": "%s:hand" % p,
                        "cause": "draw"} for c in hand[p]]
    for p in order:
        if leaders[p]:
            events.append({"type": "reveal", "card": leaders[p], "to": ["P1", "P2"]})
            events.append({"type": "move", "card": leaders[p], "from": "%s:aside" % p,
                           "to": "%s:hand" % p, "cause": "leader"})
            hand[p].append(leaders[p])
    events += [{"type": "turn", "number": 1, "player": first},
               {"type": "phase", "name": "start", "turn": 1, "player": first}]
    warm = deck[first][0]
    events.append({"type": "move", "card": warm, "from": "%s:deck" % first,
                   "to": "%s:hand" % first, "cause": "draw"})
    events.append({"type": "phase", "name": "main", "turn": 1, "player": first})
    state = {"turn": {"number": 1, "player": first, "first": first, "phase": "main"},
             first: {"hand": hand[first] + [warm], "deck": deck[first][1:], "aside": []},
             other(first): {"hand": hand[other(first)], "deck": deck[other(first)], "aside": []}}
    clauses = ["0501", "0501#1", "0501#2", "0503/進行", "0503/進行#1", "0503/進行#2", "0503/進行#3",
               "0503/進行#4", "0503/進行#5", "0503/進行#6",
               "0503/お互いのプレイヤーは自分のデッキから「リーダー」を取り出し横に置きます",
               "0503/お互いのプレイヤーは自分のデッキから「リーダー」を取り出し横に置きます~n1",
               "0503/お互いのプレイヤーは自分のデッキをシャッフルします", "0503/先攻・後攻を決定します",
               "0503/先攻・後攻を決定します~n1",
               "0503/お互いのプレイヤーは自分のデッキが7枚になるまでドローします",
               "0503/マリガン(引き直し)",
               "0503/お互いのプレイヤーは横に置いた「リーダー」を公開し、手札に加えます",
               "0110/デッキ(カード)の個数", "0110/デッキ(カード)の枚数",
               "0110/同番号カード(カード)の枚数", "0110/構築制限", "0110/リーダー",
               "0210/構築制限", "0210/原作表記(ブランド)", "1530:デッキをシャッフルする",
               "1530:デッキをシャッフルする/シャッフル"]
    if any(lead):
        clauses.append("0110/リーダー~n1")
    desc = " ".join([
        fam.quote("0503/お互いのプレイヤーは自分のデッキが7枚になるまでドローします", Q_DRAW6),
        fam.quote("0503/お互いのプレイヤーは自分のデッキが7枚になるまでドローします", Q_DRAW7),
        fam.quote("0503/マリガン(引き直し)", Q_MULL),
        fam.quote("0503/先攻・後攻を決定します~n1", Q_FIRST),
        "Leaders: P1 %s, P2 %s; %s goes first; mulligans %s. Every hand ends at 7 (6 + the "
        "leader), the first player's warm-up draws 1." % (
            "yes" if lead[0] else "no", "yes" if lead[1] else "no", first,
            ", ".join("%s %s" % (p, "takes" if t else "keeps") for p, t in zip(order, mull)))])
    tags = ["pregame", fam.reading("LY-PREGAME"), fam.reading("LY-DECK-BRAND")]
    fam.add("pregame-%s-%s-%s" % ("".join("L" if x else "n" for x in lead), first.lower(),
                                  "".join("m" if x else "k" for x in mull)),
            "Pre-game: leaders %s, %s first, mulligans %s" % (lead, first, mull), desc, clauses,
            tags, setup, script, {"state": state, "events": events})


def checks(fam):
    """Illegal decks: the game does not start (0501#1): no first player is decided (0503 is not
    reached) and no turn has begun (turn number 0)."""
    ok_cards, ok = deck_cards("P2")
    variants = [
        ("59-cards", lambda: deck_cards("P1", n=59), ["0110/デッキ(カード)の枚数"], Q_60,
         "0110/デッキ(カード)の枚数", "59 cards", []),
        ("61-cards", lambda: deck_cards("P1", n=61), ["0110/デッキ(カード)の枚数"], Q_60,
         "0110/デッキ(カード)の枚数", "61 cards", []),
        ("five-copies", lambda: deck_cards("P1", numbers=lambda i: "A" if i < 5 else "N%02d" % i),
         ["0110/同番号カード(カード)の枚数"], Q_4, "0110/同番号カード(カード)の枚数",
         "5 cards numbered A", []),
        ("four-copies", lambda: deck_cards("P1", numbers=lambda i: "A" if i < 4 else "N%02d" % i),
         [], Q_4, "0110/同番号カード(カード)の枚数", "4 cards numbered A: legal", []),
        ("letters-count", lambda: deck_cards("P1", numbers=lambda i: ("A1a" if i < 3 else "A1b") if i < 5
                                              else "N%02d" % i),
         [], Q_4, "0110/同番号カード(カード)の枚数",
         "A1a ×3 and A1b ×2: different numbers for 0110 (LY-NUMBER-LETTERS)", ["LY-NUMBER-LETTERS"]),
        ("two-leaders", lambda: deck_cards("P1", extra=lambda i: {"leader": i in (3, 9)}),
         ["0110/リーダー"], Q_LEADER, "0110/リーダー", "2 leaders", []),
        ("brand", lambda: deck_cards("P1", extra=lambda i: {"brands": ["X"]} if i == 0 else {}),
         ["0110/構築制限"], "特に記載がなければ、構築制限の条件は、「表記されたブランドのデッキにのみ入れることができる。」です。",
         "0210/構築制限", "one card of brand X among 59 of LO", ["LY-DECK-BRAND"]),
        ("two-brands", lambda: deck_cards("P1", extra=lambda i: {"brands": ["X", "LO"]} if i < 10 else {}),
         [], "特に記載がなければ、構築制限の条件は、「表記されたブランドのデッキにのみ入れることができる。」です。",
         "0210/構築制限", "10 cards of brands X and LO among 50 of LO: all share LO", ["LY-DECK-BRAND"]),
        ("all-one-brand", lambda: deck_cards("P1", extra=lambda i: {"brands": ["X"]}),
         [], "特に記載がなければ、構築制限の条件は、「表記されたブランドのデッキにのみ入れることができる。」です。",
         "0210/構築制限", "60 cards each printed with brand X alone: X is on every card", ["LY-DECK-BRAND"]),
        ("brand-first-card", lambda: deck_cards("P1", extra=lambda i: {"brands": ["Y"], "construction": {"only": {"type": "character"}}}
                                                 if i == 0 else {"brands": ["X"]}),
         ["0110/構築制限"], "特に記載がなければ、構築制限の条件は、「表記されたブランドのデッキにのみ入れることができる。」です。",
         "0210/構築制限", "59 cards of brand X only, listed after one of brand Y whose own 構築制限 is met: "
         "X is not printed on that first card", ["LY-DECK-BRAND"]),
        ("only-sun", lambda: deck_cards("P1", extra=lambda i: ({"construction": {"only": {"attribute": "sun"}}}
                                                                if i == 0 else {}) | {"attributes": ["sun"] if i else ["sun"]}),
         [], "1つのデッキに含まれる全てのカードの「構築制限」の条件は全て満たされている必要があります。",
         "0110/構築制限", "a card restricting the deck to 日 cards, all 日", []),
        ("only-sun-broken", lambda: deck_cards("P1", extra=lambda i: ({"construction": {"only": {"attribute": "sun"}}}
                                                                       if i == 0 else {}) | {"attributes": ["sun"] if i != 7 else ["moon"]}),
         ["0110/構築制限"], "1つのデッキに含まれる全てのカードの「構築制限」の条件は全て満たされている必要があります。",
         "0110/構築制限", "a card restricting the deck to 日 cards, one 月 card", []),
        ("forbid", lambda: deck_cards("P1", extra=lambda i: ({"construction": {"only": {"attribute": "sun"}, "forbid": {"type": "event", "ex": 1}}}
                                                              if i == 0 else {}) | {"attributes": ["sun"]} |
                                      ({"type": "event", "abilities": [{"effect": [{"marker": "e"}]}]} if i == 5 else {})),
         ["0110/構築制限/禁止"], "構築制限に「禁止」の記載がある場合、全てのカードは「構築制限」の「禁止」全ての条件を満たさない必要があります。",
         "0110/構築制限/禁止", "「構築制限:【[日]】【禁止:EXが1のイベント】」 and a 日 event of EX 1 (the note's example)", []),
        ("forbid-first", lambda: deck_cards("P1", extra=lambda i: ({"construction": {"forbid": {"type": "event"}}}
                                                                    if i == 1 else {}) |
                                            ({"type": "event", "abilities": [{"effect": [{"marker": "e"}]}]} if i == 0 else {})),
         ["0110/構築制限/禁止"], "構築制限に「禁止」の記載がある場合、全てのカードは「構築制限」の「禁止」全ての条件を満たさない必要があります。",
         "0110/構築制限/禁止", "a card forbidding events, after an event listed first", []),
        ("forbid-name", lambda: deck_cards("P1", extra=lambda i: ({"construction": {"forbid": {"name": "Kotori"}}}
                                                                   if i == 1 else {}) |
                                           ({"name": "Kotori"} if i == 9 else {})),
         ["0110/構築制限/禁止"], "構築制限に「禁止」の記載がある場合、全てのカードは「構築制限」の「禁止」全ての条件を満たさない必要があります。",
         "0110/構築制限/禁止", "a card forbidding the name Kotori, and a card named Kotori", []),
    ]
    for variant in variants:
        deck_case(fam, ok_cards, ok, *variant)


# a 構築制限's filter, a card it fits, one it does not (every card is given the one or the other)
FILTERS = [("attribute", {"attribute": "sun"}, {"attributes": ["sun"]}, {"attributes": ["moon"]}),
           ("no-attribute", {"no_attribute": True}, {"attributes": []}, {"attributes": ["moon"]}),
           ("type", {"type": "item"}, {"type": "item"}, {}),
           ("card-type", {"card_type": "cat"}, {"types": ["cat"]}, {"types": ["dog"]}),
           ("ex", {"ex": 2}, {"ex": 2}, {"ex": 1}),
           ("name", {"name": "Kotori"}, {"name": "Kotori"}, {"name": "Umi"}),
           ("brand", {"brand": "X"}, {"brands": ["X", "LO"]}, {})]
Q_ONLY = "1つのデッキに含まれる全てのカードの「構築制限」の条件は全て満たされている必要があります。"
Q_FORBID = "構築制限に「禁止」の記載がある場合、全てのカードは「構築制限」の「禁止」全ての条件を満たさない必要があります。"


def construction_filters(fam):
    """Each key of a 構築制限's filter, as 「…のみ」 (every card must fit: all do; all but one) and
    as 【禁止】 (no card may fit: none does; one does)."""
    ok_cards, ok = deck_cards("P2")
    for key, f, fits, other in FILTERS:
        for kind, broken in (("only", False), ("only", True), ("forbid", False), ("forbid", True)):
            if kind == "only":
                def make(f=f, fits=fits, other=other, broken=broken):
                    return deck_cards("P1", extra=lambda i: dict(
                        other if broken and i == 7 else fits, **({"construction": {"only": f}} if i == 0 else {})))
                rule, quote = "0110/構築制限", Q_ONLY
            else:
                def make(f=f, fits=fits, other=other, broken=broken):
                    return deck_cards("P1", extra=lambda i: dict(
                        fits if broken and i == 9 else other, **({"construction": {"forbid": f}} if i == 1 else {})))
                rule, quote = "0110/構築制限/禁止", Q_FORBID
            what = "a card %s %s; %s" % ("restricting the deck to" if kind == "only" else "forbidding", f,
                                         ("one card does not fit" if kind == "only" else "one card fits")
                                         if broken else ("every card fits" if kind == "only" else "no card fits"))
            deck_case(fam, ok_cards, ok, "filter-%s-%s%s" % (kind, key, "-broken" if broken else ""), make,
                      [rule] if broken else [], quote if broken else Q_ONLY, rule if broken else "0110/構築制限",
                      what, [])


def deck_case(fam, ok_cards, ok, name, make, rules, quote, clause, what, readings):
    cards, ids = make()
    cards.update(ok_cards)
    setup = {"start": {"at": "pregame"}, "cards": cards, "P1": {"deck": ids}, "P2": {"deck": ok}}
    legal = not rules
    events = [{"type": "deck-check", "player": "P1", "legal": legal, "rules": rules},
              {"type": "deck-check", "player": "P2", "legal": True, "rules": []}]
    script = []
    if legal:
        script = [{"random": [c for c in ids if not cards[c].get("leader")], "for": "shuffle"},
                  {"random": list(ok), "for": "shuffle"}, {"random": "P1", "for": "first"},
                  {"choose": False, "for": "mulligan"}, {"choose": False, "for": "mulligan"}]
        events.append({"type": "first", "player": "P1"})
    cl = [clause, "0501#1"]
    if name == "forbid":
        cl.append("0110/構築制限/禁止~n1")
    fam.add("deck-%s" % name, "Deck check: %s" % what,
            "%s %s" % (fam.quote(clause, quote), what + (": the game does not start." if rules else
                                                          ": the game starts.")),
            cl, ["pregame", "deck-check"] + [fam.reading(r) for r in readings], setup, script,
            {"events": events, "state": {"turn": {"phase": "pregame", "number": 0, "player": None, "first": None} if rules
                                         else {"phase": "main"}}})
