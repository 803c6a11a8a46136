"""Owns the attribution of a generated case's checks: the clauses each check of the expectation
concerns ("$clauses", docs/cases.md), computed from the model's run of the case, never from an
engine's.

A check concerns the declared clauses the model applied to produce what it checks:

- an expected event: the clauses the run applied after the previous observation and up to the
  event it matched (its window, common/rulelog.py), but those that decide one field of it only
  (the field gets them, as a "$value" with its own "$clauses"); an event emitted right after another of the
  same step with nothing applied between them shares that one's window (one cause, several
  events); and the windows of the events the document relates to it (`Family.related_events`:
  the rule process or the skill it is part of);
- an expected rejection: the clause that forbids the action, and its window (and the rejection
  gets the reason class the model gives, when the family wrote none);
- a legal set: the clauses applied while its query step was played;
- an item of the final state (a member of a member of the state: a player's zone, a fighter's
  record; or a member of the state that is not an object): the windows of the events that
  concern it (`Family.state_events`), or, when no event concerns it, every clause the run
  applied (what kept it as it was);
- a declared clause that no window holds (applied before anything the case checks, such as a
  result's points read by the standings) concerns every check the run observed after it applied.

A check none of whose clauses the case declares is a premise of the case ("$clauses": []): it
sets up the situation the case tests and fails none of its clauses when it diverges.  A check a
family attributed itself (it wrote "$clauses") is left as it is.
"""

from .judge import flat_events, match_events


def in_order(clauses, declared):
    """The declared clauses among `clauses`, in the declared order."""
    return [c for c in declared if c in clauses]


def every_event(path, value, events):
    """The default concern of a state item: every event of the run."""
    return range(len(events))


def strings_in(value):
    """Every string a JSON value holds (keys aside)."""
    if isinstance(value, str):
        return {value}
    if isinstance(value, dict):
        return set().union(set(), *(strings_in(v) for v in value.values()))
    if isinstance(value, list):
        return set().union(set(), *(strings_in(v) for v in value))
    return set()


def mentioning(words, events):
    """The events that hold one of `words` somewhere (a card, a fighter, a place)."""
    return [k for k, e in enumerate(events) if strings_in(e) & words]


def own_window(run, k):
    """The clauses applied just before run event k (or before the events it was emitted with)."""
    w = run.logged_between(run.event_seen[k])
    while not w and k > 0 and run.event_seen[k - 1] == run.event_seen[k] - 1 \
            and run.events[k - 1].get("step") == run.events[k].get("step"):
        k -= 1
        w = run.logged_between(run.event_seen[k])
    return w


def no_relation(run, k):
    """The default: an event is related to no other."""
    return []


def event_window(run, k, related=no_relation, memo=None):
    """The clauses that produced run event k: its own window and those of the events related to
    it (earlier ones)."""
    memo = {} if memo is None else memo
    if k not in memo:
        memo[k] = set(own_window(run, k))
        for j in related(run, k):
            if j < k:
                memo[k] |= event_window(run, j, related, memo)
    return memo[k]


class _Check:
    """One check: where its clauses go, the observation it follows (for clauses applied
    earlier), and the clauses found."""

    def __init__(self, holder, seen, clauses, annotate=None):
        self.holder, self.seen, self.clauses, self.annotate = holder, seen, set(clauses), annotate


def _state_checks(state, run, doc, checks, memo):
    applied = set(c for _, _, c in run.rule_log)
    end = run.seen

    def item(path, value):
        ks = list(doc.state_events(path, value, run.events))
        found = set()
        for k in ks:
            found |= event_window(run, k, doc.related_events, memo)
        return found if ks else applied

    for k, v in state.items():
        if k == "$clauses":
            continue
        if isinstance(v, dict) and not set(v) & {"$clauses", "$value", "$set"}:
            for k2, v2 in v.items():
                checks.append(_Check((state, k, k2), end, item((k, k2), v2)))
        elif not (isinstance(v, dict) and "$clauses" in v):
            checks.append(_Check((state, k, None), end, item((k,), v)))


def _annotated(value, clauses):
    """value with its clauses: "$clauses" inside an object, else a "$value" wrapper."""
    if isinstance(value, dict) and "$value" not in value and "$set" not in value:
        out = dict(value)
        out["$clauses"] = clauses
        return out
    return {"$value": value, "$clauses": clauses}


def _write_state(state, checks):
    """Items of one object that all concern the same clauses share one "$clauses" there."""
    by_member = {}
    for c in checks:
        holder, k, k2 = c.holder
        if holder is state:
            by_member.setdefault(k, []).append((k2, c.final))
    for k, items in by_member.items():
        if items[0][0] is None:
            state[k] = _annotated(state[k], items[0][1])
        elif len({tuple(cl) for _, cl in items}) == 1:
            state[k] = _annotated(state[k], items[0][1])
        else:
            state[k] = {k2: _annotated(v2, dict(items)[k2]) for k2, v2 in state[k].items()}


def attribute(case, run, declared, doc):
    """Adds "$clauses" to each check of case["expect"] (in place) from the model's `run` (a
    RuleLog) of it; `declared` the case's clause ids, `doc` the document's Family (its
    `state_events` and `related_events`)."""
    exp = case["expect"]
    if "invalid" in exp or not hasattr(run, "rule_log"):   # a model without a RuleLog
        return case
    checks, memo = [], {}
    events = exp.get("events", [])
    for e, at in zip(flat_events(events), match_events(events, run.events)):
        if "$clauses" not in e and at is not None:
            fields = run.event_fields[at]
            scoped = set().union(set(), *fields.values())
            checks.append(_Check(e, run.event_seen[at],
                                 event_window(run, at, doc.related_events, memo) - scoped))
            for f, clauses in fields.items():
                if f in e:
                    e[f] = {"$value": e[f], "$clauses": in_order(clauses, declared)}
    for r in exp.get("rejections", []):
        k = next((i for i, o in enumerate(run.rejections) if o["step"] == r["step"]), None)
        if "class" not in r and k is not None and run.rejections[k].get("class"):
            r["class"] = run.rejections[k]["class"]   # what a library that names no clause says
        if "$clauses" not in r:
            seen = run.rejection_seen[k] if k is not None else run.seen
            checks.append(_Check(r, seen, run.logged_between(seen) | {r["rule"]}))
    for entry in exp.get("legal", []):
        if "$clauses" not in entry:
            seen = min([n for s, n, _ in run.rule_log if s == entry["step"]], default=run.seen)
            checks.append(_Check(entry, seen, run.at_step(entry["step"])))
    pending = exp.get("pending")
    if isinstance(pending, dict) and "$clauses" not in pending:
        # the question the run stops at: asked by the clauses applied since the last observation
        checks.append(_Check(pending, run.seen, run.logged_between(run.seen)))
    state = exp.get("state")
    if isinstance(state, dict) and "$clauses" not in state:
        _state_checks(state, run, doc, checks, memo)
    named = set().union(*(c.clauses for c in checks)) if checks else set()
    for c in declared:
        if c in named:
            continue
        first = min((n for _, n, x in run.rule_log if x == c), default=None)
        for check in checks:
            if first is not None and check.seen >= first:
                check.clauses.add(c)
    for check in checks:
        check.final = in_order(check.clauses, declared)
        if isinstance(check.holder, dict):
            check.holder["$clauses"] = check.final
    if isinstance(state, dict) and "$clauses" not in state:
        _write_state(state, [c for c in checks if isinstance(c.holder, tuple)])
    return case
