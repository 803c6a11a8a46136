"""Owns the model's deck construction conditions (0110, LY-DECK-BRAND): the clauses a player's
deck breaks, in document order."""


def matches(card, f):
    if "attribute" in f and f["attribute"] not in card.attrs:
        return False
    if f.get("no_attribute") and card.attrs:
        return False
    if "type" in f and f["type"] != card.type:
        return False
    if "card_type" in f and f["card_type"] not in card.types:
        return False
    if "ex" in f and f["ex"] != card.ex:
        return False
    if "name" in f and f["name"] != card.name:
        return False
    if "brand" in f and f["brand"] not in card.brands:
        return False
    return True


def deck_rules(g, p):
    deck = [g.card(c) for c in g.zones[(p, "deck")]]
    rules = []
    g.rule("0110/デッキ(カード)の個数", "0110/デッキ(カード)の枚数")
    if len(deck) != 60:
        rules.append("0110/デッキ(カード)の枚数")
    g.rule("0110/同番号カード(カード)の枚数")
    if any(sum(1 for d in deck if d.number == c.number) > 4 for c in deck):
        rules.append("0110/同番号カード(カード)の枚数")
    g.rule("0110/構築制限", "0210/構築制限", "0210/原作表記(ブランド)")
    unmet = banned = False
    for c in deck:
        if c.only is None:
            if not any(all(b in d.brands for d in deck) for b in c.brands):
                unmet = True
        elif not all(matches(d, c.only) for d in deck):
            unmet = True
        if c.forbid is not None and any(matches(d, c.forbid) for d in deck):
            g.rule("0110/構築制限/禁止", "0110/構築制限/禁止~n1")
            banned = True
    if unmet:
        rules.append("0110/構築制限")
    if banned:
        rules.append("0110/構築制限/禁止")
    g.rule("0110/リーダー")
    if sum(1 for c in deck if c.leader) > 1:
        rules.append("0110/リーダー")
    return rules
