"""Owns the shorthand the part-2 families write synthetic skills with (the effect language of
docs/engines/fusion-world.md, part 2): each function returns the JSON value of one skill, trigger
or instruction, nothing more."""



def auto(trigger, *effect, cost=None, **kw):
    t = {"on": trigger} if isinstance(trigger, str) else dict(trigger)
    s = {"kind": "auto", "trigger": t, "effect": list(effect)}
    if cost is not None:
        s["cost"] = list(cost)
    s.update(kw)
    return s


def act(timing, *effect, cost=None, **kw):
    s = {"kind": "activate", "timing": timing, "effect": list(effect)}
    if cost is not None:
        s["cost"] = list(cost)
    s.update(kw)
    return s


def perm(*continuous, **kw):
    s = {"kind": "permanent", "continuous": list(continuous)}
    s.update(kw)
    return s


def repl(event, instead, of=None, optional=False, **kw):
    r = {"event": event, "instead": list(instead), "optional": optional}
    if of is not None:
        r["of"] = of
    s = {"kind": "permanent", "replace": r}
    s.update(kw)
    return s


def draw(n=1, who=None):
    d = {"draw": n}
    if who:
        d["who"] = who
    return d


def power(n, target="this", until="turn"):
    return {"power": n, "target": target, "until": until}


def choose(n, who="you", zone="battle", up_to=False, **flt):
    spec = {"who": who, "zone": zone}
    if flt:
        spec["filter"] = flt
    c = {"choose": n, "from": spec}
    if up_to:
        c["up_to"] = True
    return c


def every(who="you", zone="battle", **flt):
    spec = {"who": who, "zone": zone}
    if flt:
        spec["filter"] = flt
    return {"all": spec}


def move_to(zone, frm=None, who=None, flt=None):
    t = {"on": "move", "to": zone}
    if frm:
        t["from"] = frm
    if who:
        t["who"] = who
    if flt:
        t["filter"] = flt
    return t


def opt(card, skill):
    """The value of an `auto` or `replace` choice."""
    return {"card": card, "skill": skill}
