"""The form of an effect's instructions (docs/engines/nivel-arena.md, part 2, "Instructions"):
an array of objects, each with exactly one action and the modifiers the vocabulary names; a
count to draw, deal, look at or reveal is an integer of 0 or more, a change (power, hit, level,
size) any integer; `then` follows an instruction (never first) and holds instructions of the
same form.  Anything else cannot be played:
a CaseError at the instruction's JSON path."""

from common.script import CaseError

ACTIONS = ("draw", "damage", "power", "hit", "trash", "hand", "level", "size", "then", "lose",
           "win", "look", "reveal")
MODIFIERS = ("upto", "who", "to", "target", "until")
COUNTS = ("draw", "damage", "look", "reveal")
WHOS = ("self", "opponent", "each")
TARGETS = ("this", "opponent-unit", "own-unit", "opponent-units", "own-units")
UNTILS = ("battle", "turn", "game")
ENUMS = {"trash": TARGETS, "lose": WHOS, "win": WHOS, "who": WHOS, "to": WHOS,
         "target": TARGETS, "until": UNTILS}


def check_effect(instrs, path):
    """Raises CaseError at the first instruction of `instrs` (found at `path`) that is not of
    the vocabulary's form."""
    if not isinstance(instrs, list):
        raise CaseError("%s: an effect is an array of instructions" % path, path)
    if instrs and isinstance(instrs[0], dict) and "then" in instrs[0]:
        raise CaseError("%s[0]: \"then\" follows an instruction (8.3.2)" % path, path + "[0]")
    for i, ins in enumerate(instrs):
        check_one(ins, "%s[%d]" % (path, i))


def is_integer(v):
    return isinstance(v, int) and not isinstance(v, bool)


def check_one(ins, path):
    if not isinstance(ins, dict):
        raise CaseError("%s: an instruction is an object" % path, path)
    unknown = set(ins) - set(ACTIONS) - set(MODIFIERS)
    if unknown:
        raise CaseError("%s: unknown keys %s" % (path, sorted(unknown)), path)
    actions = [a for a in ACTIONS if a in ins]
    if len(actions) != 1:
        raise CaseError("%s: an instruction has exactly one action" % path, path)
    a = actions[0]
    if a == "then":
        check_effect(ins["then"], path + ".then")
        return
    if a == "hand":
        if ins["hand"] != "this":
            raise CaseError("%s: \"hand\" moves \"this\" card" % path, path + ".hand")
        return
    for key, names in ENUMS.items():
        if key in ins and ins[key] not in names:
            raise CaseError("%s.%s: one of %s" % (path, key, ", ".join(names)),
                            "%s.%s" % (path, key))
    if a in ("trash", "lose", "win"):
        return
    if not is_integer(ins[a]) or (a in COUNTS and ins[a] < 0):
        raise CaseError("%s.%s: an integer%s" % (path, a, " of 0 or more" if a in COUNTS else ""),
                        "%s.%s" % (path, a))
    if "upto" in ins and not isinstance(ins["upto"], bool):
        raise CaseError("%s.upto: true or false" % path, path + ".upto")
