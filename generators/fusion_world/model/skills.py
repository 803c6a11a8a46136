"""Owns the effect language of synthetic cards (part 2 of docs/engines/fusion-world.md): the
strict reading of a card's `skills`.  Every skill, cost part, selector, zone spec, filter,
instruction, duration, trigger, condition, continuous effect and replacement is checked for its
keys and value types; anything the page does not define is a case error.  The skills are kept
as the (validated) JSON values; the model reads them through the helpers here.
"""

from common.script import CaseError

COLORS = ("red", "blue", "green", "yellow", "black")
ZONE_NAMES = ("deck", "hand", "drop", "leader", "battle", "combo", "energy", "life")
KINDS = ("auto", "activate", "permanent", "evolve", "fusion-evolve", "awaken")
TIMINGS = ("main", "battle", "main/battle")
DURATIONS = ("battle", "main-phase", "turn", "next-turn-start", "game", "your-next-turn",
             "opponent-next-turn")
WHO = ("you", "opponent", "any")
PLAYER_WHO = ("you", "opponent", "each")
FORBIDS = ("attack", "leave", "ko-in-battle", "chosen-by-opponent")
SELECTOR_NAMES = ("this", "attack-card", "guard-card", "your-leader", "opponent-leader",
                  "trigger-card")
PHASE_TRIGGERS = ("turn-start", "charge-start", "main-start", "main-end", "turn-end",
                  "offense-start", "defense-start", "damage-step-start", "battle-end",
                  "damage-step-end")
TRIGGERS = ("enter", "attack", "attacked", "ko", "block", "damage-dealt", "combo-battle-end",
            "placed-in-leader-area", "covered", "move", "use", "state", "rest",
            "stand") + PHASE_TRIGGERS
SKIP_NAMES = ("charge", "main", "end", "offense", "defense", "damage", "turn")
FILTER_KEYS = ("type", "name", "trait", "color", "same_color", "power_min", "power_max",
               "cost_min", "cost_max", "rested", "other", "keyword", "has_combo")
EVOLVE_FROM = ("hand", "drop", "energy", "combo", "deck", "life")   # 15-12-4-1: 自分の“領域”
REPLACE_EVENTS = ("ko", "leave", "damage", "draw", "move")

SKILL_KEYS = {
    "auto": {"kind", "trigger", "cost", "effect", "zone", "once_per_turn", "during", "condition"},
    "activate": {"kind", "timing", "cost", "effect", "zone", "once_per_turn", "during",
                 "condition"},
    "permanent": {"kind", "continuous", "replace", "zone", "during", "condition"},
    "evolve": {"kind", "cost", "onto", "from", "zone", "during", "condition"},
    "fusion-evolve": {"kind", "cost", "onto", "from", "zone", "during", "condition"},
    "awaken": {"kind", "effect", "zone", "during", "condition"},
}
REQUIRED = {"auto": {"trigger", "effect"}, "activate": {"timing", "effect"},
            "evolve": {"onto"}, "fusion-evolve": {"onto"}, "awaken": {"effect"}}

# verb -> the other keys it may carry
INSTRUCTIONS = {
    "draw": {"who"}, "damage": {"who"}, "life_to_hand": {"who"},
    "power": {"target", "until"}, "set_power": {"target", "until"},
    "cost_mod": {"target", "until"}, "combo_power": {"target", "until"},
    "ko": set(), "rest": {"stand"}, "stand": set(), "move": {"to", "at", "alone"}, "enter": {"rested"},
    "discard": set(), "remove": set(), "control": set(), "ki": {"target"}, "markers": set(),
    "shuffle": {"who"}, "look": {"who"}, "search": {"count", "to"}, "reveal": set(),
    "grant": {"target", "until"}, "keyword": {"target", "until"},
    "forbid": {"target", "until"}, "unaffected": {"until"}, "win": set(), "lose": set(),
    "skip": {"who"}, "choose_options": {"count"}, "if": {"then", "else"},
    "if_done": set(), "if_not_done": set(), "delayed": {"effect"},
    "require": {"cost", "target", "until"}, "invalidate": set(),
    "negate": {"skills", "until"},
}
REQUIRE_ACTS = ("attack", "combo", "play")     # 13-13: the acts a `require` may name
CONTINUOUS = {"power": {"target"}, "set_power": {"target"}, "cost_mod": {"target"},
              "combo_power": {"target"},
              "keyword": {"target"}, "trait": {"target"}, "color": {"target"},
              "forbid": {"target"}, "unaffected": set(), "deck_rule": set(),
              "start_life": set()}


def _int(v, where, low=None):
    if not isinstance(v, int) or isinstance(v, bool) or (low is not None and v < low):
        raise CaseError("%s: %r is not an integer%s" % (where, v, "" if low is None else
                                                       " >= %d" % low))


def _keys(obj, allowed, where, required=()):
    if not isinstance(obj, dict):
        raise CaseError("%s: not an object: %r" % (where, obj))
    bad = set(obj) - set(allowed)
    if bad:
        raise CaseError("%s: unknown keys %s" % (where, sorted(bad)))
    missing = set(required) - set(obj)
    if missing:
        raise CaseError("%s: missing %s" % (where, sorted(missing)))


def keyword_flag(k):
    from .cards import FLAGS, STRIKE
    return isinstance(k, str) and (k in FLAGS or bool(STRIKE.match(k)))


def check_filter(f, where):
    _keys(f, FILTER_KEYS + ("not_keyword",), where)
    for k, v in f.items():
        if k in ("type",) and v not in ("leader", "battle", "extra"):
            raise CaseError("%s.type %r" % (where, v))
        if k in ("name", "trait") and not isinstance(v, str):
            raise CaseError("%s.%s %r" % (where, k, v))
        if k in ("color", "same_color") and v not in COLORS:
            raise CaseError("%s.%s %r" % (where, k, v))
        if k in ("power_min", "power_max", "cost_min", "cost_max"):
            _int(v, "%s.%s" % (where, k))
        if k in ("rested", "other", "has_combo") and not isinstance(v, bool):
            raise CaseError("%s.%s %r" % (where, k, v))
        if k in ("keyword", "not_keyword") and not keyword_flag(v) and \
                v not in ("strike", "evolve", "fusion-evolve"):   # 15-6-3, 15-12-8
            raise CaseError("%s.%s %r" % (where, k, v))


def check_zonespec(z, where, zones=ZONE_NAMES):
    _keys(z, ("who", "zone", "filter"), where)
    if z.get("who", "you") not in WHO:
        raise CaseError("%s.who %r" % (where, z.get("who")))
    if z.get("zone", "battle") not in zones:
        raise CaseError("%s.zone %r" % (where, z.get("zone")))
    if "filter" in z:
        check_filter(z["filter"], where + ".filter")


def check_selector(sel, where, choice=True):
    if isinstance(sel, str):
        if sel not in SELECTOR_NAMES:
            raise CaseError("%s: selector %r" % (where, sel))
        return
    if not isinstance(sel, dict):
        raise CaseError("%s: selector %r" % (where, sel))
    if "as" in sel and not isinstance(sel["as"], str):
        raise CaseError("%s.as: a name" % where)
    if "ref" in sel:
        _keys(sel, ("ref",), where)
        if not isinstance(sel["ref"], str):
            raise CaseError("%s.ref: a name" % where)
    elif "choose" in sel:
        if not choice:
            raise CaseError("%s: a choice is not allowed here" % where)
        _keys(sel, ("choose", "up_to", "from", "as"), where, ("choose", "from"))
        if sel["choose"] != "X":                                # 13-5
            _int(sel["choose"], where + ".choose", 1)
        if not isinstance(sel.get("up_to", False), bool):
            raise CaseError("%s.up_to" % where)
        frm = sel["from"]
        if isinstance(frm, list):          # 13-6: 「合計N枚まで」, the zones' candidates pooled
            if not frm:
                raise CaseError("%s.from: an empty array" % where)
            for j, z in enumerate(frm):
                check_zonespec(z, "%s.from[%d]" % (where, j))
        else:
            check_zonespec(frm, where + ".from")
    elif "all" in sel:
        _keys(sel, ("all", "as"), where)
        check_zonespec(sel["all"], where + ".all")
    elif "top" in sel:
        _keys(sel, ("top", "who", "zone", "as"), where, ("top",))
        _int(sel["top"], where + ".top", 0)
        if sel.get("who", "you") not in ("you", "opponent"):
            raise CaseError("%s.who" % where)
        if sel.get("zone", "deck") not in ("deck", "life"):
            raise CaseError("%s.zone" % where)
    else:
        raise CaseError("%s: selector %r" % (where, sel))


def check_condition(c, where):
    if not isinstance(c, dict) or len(c) == 0:
        raise CaseError("%s: condition %r" % (where, c))
    if "count" in c:
        _keys(c, ("count", "min", "max"), where)
        check_zonespec(c["count"], where + ".count")
    elif "power" in c:
        _keys(c, ("power", "min", "max", "original"), where)
        check_selector(c["power"], where + ".power", choice=False)
        if not isinstance(c.get("original", False), bool):
            raise CaseError("%s.original" % where)
    elif "markers" in c:
        _keys(c, ("markers", "min", "max"), where)
        if c["markers"] not in ("you", "opponent"):
            raise CaseError("%s.markers" % where)
    elif "ki" in c:
        _keys(c, ("ki", "min", "max"), where)
        check_selector(c["ki"], where + ".ki", choice=False)
    elif "turn" in c:
        _keys(c, ("turn",), where)
        if c["turn"] not in ("your", "opponent"):
            raise CaseError("%s.turn" % where)
        return
    elif "all" in c or "any" in c:
        k = "all" if "all" in c else "any"
        _keys(c, (k,), where)
        if not isinstance(c[k], list) or not c[k]:
            raise CaseError("%s.%s" % (where, k))
        for i, x in enumerate(c[k]):
            check_condition(x, "%s.%s[%d]" % (where, k, i))
        return
    elif "not" in c:
        _keys(c, ("not",), where)
        check_condition(c["not"], where + ".not")
        return
    else:
        raise CaseError("%s: condition %r" % (where, c))
    for k in ("min", "max"):
        if k in c:
            _int(c[k], "%s.%s" % (where, k))


def check_trigger(t, where, delayed=False):
    if not isinstance(t, dict) or t.get("on") not in TRIGGERS:
        raise CaseError("%s: trigger %r" % (where, t))
    on = t["on"]
    allowed = {"on"}
    if on in ("enter", "attack", "attacked", "ko", "rest", "stand"):
        allowed |= {"of"}
    if on in PHASE_TRIGGERS:
        allowed |= {"whose"}
    if on == "move":
        allowed |= {"filter", "from", "to", "who"}
    if on == "use":
        allowed |= {"filter", "who"}
    if on == "state":
        allowed |= {"condition"}
    _keys(t, allowed, where)
    if "of" in t:
        check_zonespec(t["of"], where + ".of")
    if t.get("whose", "any") not in ("your", "opponent", "any"):
        raise CaseError("%s.whose" % where)
    for k in ("from", "to"):
        if k in t and t[k] not in ZONE_NAMES + ("removed",):
            raise CaseError("%s.%s %r" % (where, k, t[k]))
    if t.get("who", "any") not in WHO:
        raise CaseError("%s.who" % where)
    if "filter" in t:
        check_filter(t["filter"], where + ".filter")
    if on == "state":
        if "condition" not in t:
            raise CaseError("%s: a state trigger needs a condition" % where)
        check_condition(t["condition"], where + ".condition")
    if delayed and on in ("state", "placed-in-leader-area", "combo-battle-end"):
        raise CaseError("%s: %s is not a delayed trigger" % (where, on))


def check_until(v, where):
    if v not in DURATIONS:
        raise CaseError("%s: duration %r" % (where, v))


def check_instructions(lst, where):
    if not isinstance(lst, list):
        raise CaseError("%s: not a list of instructions" % where)
    for i, ins in enumerate(lst):
        check_instruction(ins, "%s[%d]" % (where, i))


def verb_of(ins):
    verbs = [k for k in ins if k in INSTRUCTIONS]
    if set(verbs) == {"rest", "stand"}:
        return "rest"                      # one instruction resting and standing (0-2-6)
    if len(verbs) != 1:
        raise CaseError("instruction %r has %d verbs" % (ins, len(verbs)))
    return verbs[0]


def check_instruction(ins, where):
    if not isinstance(ins, dict):
        raise CaseError("%s: instruction %r" % (where, ins))
    verb = verb_of(ins)
    _keys(ins, {verb} | INSTRUCTIONS[verb], where)
    v = ins[verb]
    w = "%s.%s" % (where, verb)
    if v == "X" and verb in ("draw", "damage", "life_to_hand", "markers", "power",
                             "set_power", "cost_mod", "combo_power", "ki", "look"):
        v = 0                              # 13-5: X, decided when the skill needs it
    if verb in ("draw", "damage", "life_to_hand", "markers"):
        _int(v, w)
        if ins.get("who", "you") not in PLAYER_WHO:
            raise CaseError("%s.who" % where)
    elif verb in ("power", "set_power", "cost_mod", "combo_power"):
        _int(v, w)
        check_selector(ins.get("target", "this"), where + ".target")
    elif verb in ("ko", "rest", "stand", "discard", "remove", "control", "reveal", "enter"):
        check_selector(v, w)
        if "rested" in ins and not isinstance(ins["rested"], bool):
            raise CaseError("%s.rested" % where)
        if "stand" in ins:
            check_selector(ins["stand"], where + ".stand")
    elif verb == "require":
        if v not in REQUIRE_ACTS:
            raise CaseError("%s %r" % (w, v))
        if not ins.get("cost"):
            raise CaseError("%s.cost: a requirement names a cost" % where)
        check_cost(ins["cost"], where + ".cost")
        check_selector(ins.get("target", "this"), where + ".target")
    elif verb == "negate":
        check_selector(v, w)
        if ins.get("skills", "all") not in ("all", "keyword"):
            raise CaseError("%s.skills" % where)
    elif verb == "invalidate":
        if v != "attack":
            raise CaseError("%s %r" % (w, v))
    elif verb == "move":
        check_selector(v, w)
        if ins.get("to") not in ("deck", "hand", "drop", "life", "energy", "combo"):
            raise CaseError("%s.to %r" % (where, ins.get("to")))
        if ins.get("at", "top") not in ("top", "bottom"):
            raise CaseError("%s.at" % where)
        if not isinstance(ins.get("alone", False), bool):
            raise CaseError("%s.alone" % where)
    elif verb == "ki":
        _int(v, w)
        check_selector(ins.get("target", "this"), where + ".target")
    elif verb in ("shuffle",):
        if v not in ("deck",):
            raise CaseError("%s: zone %r" % (w, v))
        if ins.get("who", "you") not in PLAYER_WHO:
            raise CaseError("%s.who" % where)
    elif verb == "look":
        _int(v, w, 0)
        if ins.get("who", "you") not in ("you", "opponent", "each"):
            raise CaseError("%s.who" % where)
    elif verb == "search":
        check_filter(v, w)
        _int(ins.get("count", 1), where + ".count", 0)
        if ins.get("to", "hand") not in ("hand", "drop", "energy"):
            raise CaseError("%s.to" % where)
    elif verb == "grant":
        check_skill(v, w)
        check_selector(ins.get("target", "this"), where + ".target")
    elif verb == "keyword":
        if not keyword_flag(v):
            raise CaseError("%s %r" % (w, v))
        check_selector(ins.get("target", "this"), where + ".target")
    elif verb == "forbid":
        if v not in FORBIDS:
            raise CaseError("%s %r" % (w, v))
        check_selector(ins.get("target", "this"), where + ".target")
    elif verb == "unaffected":
        check_selector(v, w)
    elif verb in ("win", "lose"):
        if v not in ("you", "opponent"):
            raise CaseError("%s %r" % (w, v))
    elif verb == "skip":
        if v not in SKIP_NAMES:
            raise CaseError("%s %r" % (w, v))
        if ins.get("who", "you") not in ("you", "opponent", "each"):
            raise CaseError("%s.who" % where)
    elif verb == "choose_options":
        if not isinstance(v, list) or len(v) < 2:
            raise CaseError("%s: at least two options" % w)
        for i, opt in enumerate(v):
            check_instructions(opt, "%s[%d]" % (w, i))
        _int(ins.get("count", 1), where + ".count", 1)
        if ins.get("count", 1) > len(v):
            raise CaseError("%s.count exceeds the options" % where)
    elif verb == "if":
        check_condition(v, w)
        check_instructions(ins.get("then", []), where + ".then")
        check_instructions(ins.get("else", []), where + ".else")
    elif verb in ("if_done", "if_not_done"):
        check_instructions(v, w)
    elif verb == "delayed":
        check_trigger(v, w, delayed=True)
        check_instructions(ins.get("effect"), where + ".effect")
    if "until" in ins:
        check_until(ins["until"], where + ".until")


def check_continuous(c, where):
    if not isinstance(c, dict):
        raise CaseError("%s: %r" % (where, c))
    verbs = [k for k in c if k in CONTINUOUS]
    if len(verbs) != 1:
        raise CaseError("%s: continuous effect %r" % (where, c))
    verb = verbs[0]
    _keys(c, {verb} | CONTINUOUS[verb], where)
    v = c[verb]
    if verb in ("power", "set_power", "cost_mod", "combo_power"):
        _int(v, where + "." + verb)
    elif verb == "keyword" and not keyword_flag(v):
        raise CaseError("%s.keyword %r" % (where, v))
    elif verb in ("trait",) and not isinstance(v, str):
        raise CaseError("%s.trait" % where)
    elif verb == "color" and v not in COLORS:
        raise CaseError("%s.color" % where)
    elif verb == "forbid" and v not in FORBIDS:
        raise CaseError("%s.forbid" % where)
    elif verb == "deck_rule":
        _keys(v, ("copies",), where + ".deck_rule", ("copies",))
        _int(v["copies"], where + ".deck_rule.copies", 0)
    elif verb == "start_life":
        _int(v, where + ".start_life", 0)
    target = v if verb == "unaffected" else c.get("target", "this")
    if verb not in ("deck_rule", "start_life"):
        if target != "this" and not (isinstance(target, dict) and set(target) == {"all"}):
            raise CaseError("%s: a continuous target is \"this\" or {\"all\": …}" % where)
        check_selector(target, where + ".target", choice=False)


def check_replace(r, where):
    _keys(r, ("event", "of", "instead", "optional"), where, ("event", "instead"))
    if r["event"] not in REPLACE_EVENTS:
        raise CaseError("%s.event %r" % (where, r["event"]))
    if "of" in r:
        check_selector(r["of"], where + ".of", choice=False)
    check_instructions(r["instead"], where + ".instead")
    if not isinstance(r.get("optional", False), bool):
        raise CaseError("%s.optional" % where)


def check_cost(parts, where):
    if not isinstance(parts, list):
        raise CaseError("%s: not a list" % where)
    for i, p in enumerate(parts):
        w = "%s[%d]" % (where, i)
        if p in ("rest-self", "drop-self"):
            continue
        if not isinstance(p, dict):
            raise CaseError("%s: cost part %r" % (w, p))
        if "energy" in p:
            _keys(p, ("energy", "color"), w)
            _int(p["energy"], w + ".energy", 1)
            if "color" in p and p["color"] not in COLORS:
                raise CaseError("%s.color" % w)
        elif "discard" in p:
            _keys(p, ("discard",), w)
            if p["discard"] != "X":        # 13-5
                _int(p["discard"], w + ".discard", 1)
        elif "ki" in p:
            _keys(p, ("ki",), w)
            if p["ki"] != "X":             # 13-5
                _int(p["ki"], w + ".ki", 1)
        else:
            raise CaseError("%s: cost part %r" % (w, p))


def check_skill(s, where):
    if not isinstance(s, dict) or s.get("kind") not in KINDS:
        raise CaseError("%s: skill %r" % (where, s))
    kind = s["kind"]
    _keys(s, SKILL_KEYS[kind], where, REQUIRED.get(kind, ()))
    if kind == "activate" and s["timing"] not in TIMINGS:
        raise CaseError("%s.timing %r" % (where, s["timing"]))
    if kind == "auto":
        check_trigger(s["trigger"], where + ".trigger")
    if "cost" in s:
        check_cost(s["cost"], where + ".cost")
    if "effect" in s:
        check_instructions(s["effect"], where + ".effect")
    if kind == "permanent":
        if "continuous" not in s and "replace" not in s:
            raise CaseError("%s: a permanent needs continuous or replace" % where)
        for i, c in enumerate(s.get("continuous", [])):
            check_continuous(c, "%s.continuous[%d]" % (where, i))
        if "replace" in s:
            check_replace(s["replace"], where + ".replace")
    if "zone" in s and s["zone"] not in ZONE_NAMES:
        raise CaseError("%s.zone %r" % (where, s["zone"]))
    if s.get("during", "your-turn") not in ("your-turn", "opponent-turn"):
        raise CaseError("%s.during" % where)
    if "condition" in s:
        check_condition(s["condition"], where + ".condition")
    if kind == "awaken" and "condition" not in s:
        raise CaseError("%s: 【覚醒】 needs its condition" % where)
    if not isinstance(s.get("once_per_turn", False), bool):
        raise CaseError("%s.once_per_turn" % where)
    if "from" in s:
        zones = s["from"]
        if not isinstance(zones, list) or not zones or len(set(zones)) != len(zones) or \
                any(z not in EVOLVE_FROM for z in zones):
            raise CaseError("%s.from %r: zones among %s" % (where, s["from"], EVOLVE_FROM))
    if kind == "evolve":
        check_filter(s["onto"], where + ".onto")
    if kind == "fusion-evolve":
        if not isinstance(s["onto"], list) or len(s["onto"]) != 2:
            raise CaseError("%s.onto: two filters" % where)
        for i, f in enumerate(s["onto"]):
            check_filter(f, "%s.onto[%d]" % (where, i))


def check_skills(skills, where):
    if not isinstance(skills, list):
        raise CaseError("%s: skills is not a list" % where)
    for i, s in enumerate(skills):
        check_skill(s, "%s[%d]" % (where, i))
    return list(skills)


def default_zone(card_type, skill, field=False):
    """Where a skill is valid when it names no zone (1-3-7, 12-1-1, 15-3-3, 15-12-3, 8-5-6-1;
    FW-EXTRA-SKILL-ZONE)."""
    if "zone" in skill:
        return skill["zone"]
    kind = skill["kind"]
    if kind in ("evolve", "fusion-evolve"):
        return "hand"
    if kind == "auto" and skill["trigger"]["on"] == "combo-battle-end":
        return "drop"
    if card_type == "leader":
        return "leader"
    if card_type == "extra":
        if field:
            return "battle"
        return "hand"
    return "battle"
