"""Owns the reason class of a rejection (docs/engines/lycee.md, "Reason classes"): what a
declaration's refusal is about, for an implementation that cannot name the clause that refused it.
The class follows the step of the declaration that refused (0603): its timing, its main element,
a use limit, its targets, its payment, or a pass the rules do not allow."""

TIMING, MAIN_ELEMENT, USE_LIMIT, TARGET, COST, MUST_ATTACK = (
    "timing", "main-element", "use-limit", "target", "cost", "must-attack")

# The clauses that are no action's own ("08xx/…"), each with its class.
CLAUSE_CLASS = {
    "0601/回数": TIMING,
    "0603/行動の主要素の指定~r1": USE_LIMIT,
    "0904/宣言回数の上限": USE_LIMIT,
    "0700:使用代償の支払いの宣言(コスト宣言)/予約された要素と要求された使用代償の比較をします": COST,
    "0710/支払いの判定": COST,
    "0711/支払いの判定": COST,
    "0712/支払いの判定": COST,
    "0713/支払いの判定": COST,
    "0714/カードを破棄する/判定": COST,
    "0714/キャラを行動済み状態にする/判定": COST,
    "0714/自分の手札を破棄する/判定": COST,
    "1600:バトル参加キャラの操作:参加キャラに指定する": MUST_ATTACK,
}

# An action's own clause (0810–0820), by what follows the section number.
ACTION_PART_CLASS = {
    "行動が許可される宣言タイミング": TIMING,
    "行動の主要素の指定": MAIN_ELEMENT,
    "対象": TARGET,
    "要求する使用代償": COST,
}


def reason_class(rule):
    """The class of a rejection by `rule`; a clause no rejection names is a model error."""
    if rule in CLAUSE_CLASS:
        return CLAUSE_CLASS[rule]
    section, _, part = rule.partition("/")
    if len(section) == 4 and "0810" <= section <= "0820" and part in ACTION_PART_CLASS:
        return ACTION_PART_CLASS[part]
    raise ValueError("no reason class for the rejection by %s" % rule)
