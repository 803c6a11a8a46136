"""Owns the deck construction rules checked at 6-2-1-1 (「このデッキは、この時点でのみ6-1のデッキ
構築に関するルールで指定される諸条件を満たしている必要があります」): 6-1-2, 6-1-3, 6-1-4-1,
6-1-4-2 and the two deck-building keyword skills that replace them (6-1-4-3): 【スーパーコンボ】
(15-8-2) and 【ドラゴンボール】 (15-13-2).

A card's `deck_rule.copies` replaces the four copies of 6-1-4-2 for its card number, and a deck
breaking it is reported as 6-1-4-3 (the vocabulary).  A card "of a color the leader does not
have" (6-1-4-1) is one with any color outside the
leader's (front face) colors; a 【ドラゴンボール】 card's copies are counted by 15-13-2 (7 per card
number, 7 in all) instead of 6-1-4-2, which 6-1-4-3 replaces (the vocabulary page), so eight
copies of one such number violate 15-13-2 alone.
"""


ORDER = ("6-1-2", "6-1-3", "6-1-4-1", "6-1-4-2", "6-1-4-3", "15-8-2", "15-13-2")


def copies_allowed(card):
    """A deck-building 【永続】 「このカードはデッキにN枚まで入れることができる」 of the card
    (`deck_rule.copies`, 6-1-4-3-1, 9-5-3), or None."""
    for s in card.front.skills:
        for c in s.get("continuous", []) if s["kind"] == "permanent" else []:
            if "deck_rule" in c:
                return c["deck_rule"]["copies"]
    return None


def violations(leader, deck, colors_of=None):
    """The clauses the leader card and deck (Card objects) violate, in document order, and the
    clauses the check applied.  colors_of(card) gives a card's colors with the 【永続】 that
    give colors from deck building on (6-1-4-3-2)."""
    colors_of = colors_of or (lambda c: c.colors)
    # 6-1-4: the conditions below; 2-10-2: the card number read here (6-1-4-2); 1-6-1: the
    # colors compared are the five of the game
    bad, applied = set(), {"6-1-2", "6-1-3", "6-1-4", "6-1-4-1", "6-1-4-2", "2-10-2", "1-6-1"}
    if leader is None or leader.type != "leader":
        bad.add("6-1-2")
    if not 50 <= len(deck) <= 60 or any(c.type not in ("battle", "extra") for c in deck):
        bad.add("6-1-3")
    colors = set(colors_of(leader)) if leader is not None else set()
    for c in deck + ([leader] if leader is not None else []):
        if set(colors_of(c)) != set(c.colors):
            applied |= {"6-1-4-3", "6-1-4-3-2", "9-5-3"}
    if any(not set(colors_of(c)) <= colors for c in deck):
        bad.add("6-1-4-1")
    per_number = {}
    for c in deck:
        per_number.setdefault(c.number, []).append(c)
    for cs in per_number.values():
        limit = copies_allowed(cs[0])
        if limit is not None:
            applied |= {"6-1-4-3", "6-1-4-3-1", "9-5-3"}
            if len(cs) > limit:
                bad.add("6-1-4-3")
        elif len(cs) > 4 and not all(c.has("dragon-ball") for c in cs):
            bad.add("6-1-4-2")
    supers = [c for c in deck if c.has("super-combo")]
    if supers:
        applied |= {"6-1-4-3", "15-8-1", "15-8-2"}
        if len(supers) > 4:
            bad.add("15-8-2")
    balls = [c for c in deck if c.has("dragon-ball")]
    if balls:
        applied |= {"6-1-4-3", "15-13-1", "15-13-2"}
        # every card of a Dragon Ball card's number counts toward its seven, with the keyword
        # or not (reading FW-DRAGON-BALL-NUMBER)
        by_number = {c.number: len(per_number[c.number]) for c in balls}
        if len(balls) > 7 or any(n > 7 for n in by_number.values()):
            bad.add("15-13-2")
    return [r for r in ORDER if r in bad], applied
