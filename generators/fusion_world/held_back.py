"""Owns the generated fusion-world cases held back from cases/: each disagrees with the
reference engine, and the disagreement has not yet been settled by the text (which side is
wrong). They are not dropped silently: `make cases` prints every one with its question, and
the list is part of the open work on the document. Settling one means fixing the wrong side and
removing its line here.

Keys are case names without the `-p1`/`-p2` suffix (both perspectives are held).
"""

HELD_BACK = {
    "auto-order/at-once-2": "two autos made pending by one event: the engine reports one pending"
                            " and stops at step 1; which autos become pending (9-6-2-1)",
    "auto-order/at-once-3": "the same with three autos",
    "keyword-skills/fusion-hand-only": "Fusion Evolve from the hand (15-12-10): the case expects"
                                       " F2 on top of the battle area, the engine shows F",
    "keyword-skills/stack-leaves": "a stack leaving the battle area (16-2-5): the case expects U1's"
                                   " move to the drop where the engine reports another order",
    "permanents/entering-info-plain": "the engine does not apply 9-6-7-3, which the case declares",
    "permanents/hand-cost-2": "the engine does not apply 5-3-3-1 (a cost modified in the hand)",
    "permanents/not-again-next-turn": "the engine does not apply 13-4-1 in this 9-5-2 case",
    "permanents/not-again-this-turn": "the engine does not apply 13-4-1 in this 9-5-2 case",
    "permanents/power-zero-3000": "the engine does not apply 5-10-2 (power 0 or less is no KO)",
    "pregame-skills/leader-color": "the engine does not apply 9-5-3 and 6-1-4-3 to a color-granting"
                                   " permanent at deck building (6-1-4-3-2)",
    "rule-zero/new-master-permanent": "the engine does not apply 0-3-2-2",
    "rule-zero/text-before-rules": "the engine does not apply 0-2-2",
    "templates/control-then-ko": "the engine does not apply 0-2-2-2 (3-1-6-1 over the effect)",
    "templates/search-1-pick-0": "the engine does not apply 5-2-4 (an up-to search choosing none)",
}


def held(family, name):
    """The open question of a generated case, or None when it is not held back."""
    base = name[:-3] if name.endswith(("-p1", "-p2")) else name
    return HELD_BACK.get("%s/%s" % (family, base))
