"""Owns the generators' judge: the rules of docs/cases.md ("The expectation") applied to a
model's run of a case, so each document's model is checked the way the oracle checks an
engine. A run is any object with state(), events, rejections and legal (the observation's
parts as Python values).

The expectation language is the oracle's (oracle/suite/expect_match.c): "$clauses" names the
clauses of the checks beneath it and is never compared; {"$value": V} is V; {"$set": [...]} an
array of these elements in any order; {"$any_order": [...]} as an element of an array, that many
consecutive elements in any order; in the expected events, a tie group: its events in any order
among themselves.  `match_events` also says which run event each expected event matched
(common/attribution.py reads it).
"""

import json

OPERATORS = ("$clauses", "$value", "$set", "$any_order")


def _group(e):
    return e.get("$any_order") if isinstance(e, dict) and "$any_order" in e else None


def bimatch(n, k, fits):
    """A maximum matching of n expected items to k observed ones by Kuhn's augmenting paths
    (the oracle's util/bimatch.c): fits(i, j) says whether expected i may take observed j;
    returns, for each expected item, the observed item it took, or None."""
    owner = [None] * k

    def augment(i, seen):
        for j in range(k):
            if j not in seen and fits(i, j):
                seen.add(j)
                if owner[j] is None or augment(owner[j], seen):
                    owner[j] = i
                    return True
        return False

    for i in range(n):
        augment(i, set())
    took = {i: j for j, i in enumerate(owner) if i is not None}
    return [took.get(i) for i in range(n)]


def _unordered(expected, observed, path):
    """The first expected element no observed element meets, when they cannot all be paired
    (a maximum matching), or None."""
    fits = {}

    def fit(i, j):
        if (i, j) not in fits:
            fits[(i, j)] = partial(expected[i], observed[j], "") is None
        return fits[(i, j)]

    took = bimatch(len(expected), len(observed), fit)
    lost = next((i for i, j in enumerate(took) if j is None), None)
    if lost is not None:
        return "%s: no observed element meets %r (the elements may come in any order)" \
            % (path, expected[lost])
    return None


def partial(expected, observed, path):
    """The first place where observed does not match the partial expectation, or None:
    objects key by key (keys not named are ignored), arrays element by element with equal
    length, everything else equal and of the same type; and the operators."""
    if isinstance(expected, dict):
        if "$value" in expected:
            return partial(expected["$value"], observed, path)
        if "$set" in expected:
            if not isinstance(observed, list) or len(observed) != len(expected["$set"]):
                return "%s: expected %d items in any order, got %r" \
                    % (path, len(expected["$set"]), observed)
            return _unordered(expected["$set"], observed, path)
        if not isinstance(observed, dict):
            return "%s: expected an object, got %r" % (path, observed)
        for k, v in expected.items():
            if k == "$clauses":
                continue
            if k not in observed:
                return "%s.%s: missing" % (path, k)
            d = partial(v, observed[k], "%s.%s" % (path, k))
            if d:
                return d
        return None
    if isinstance(expected, list):
        want = sum(len(_group(e)) if _group(e) is not None else 1 for e in expected)
        if not isinstance(observed, list) or len(observed) != want:
            return "%s: expected %d items, got %r" % (path, want, observed)
        k = 0
        for e in expected:
            g = _group(e)
            if g is not None:
                d = _unordered(g, observed[k:k + len(g)], path)
                k += len(g)
            else:
                d = partial(e, observed[k], "%s[%d]" % (path, k))
                k += 1
            if d:
                return d
        return None
    if type(expected) is not type(observed) or expected != observed:
        return "%s: expected %r, got %r" % (path, expected, observed)
    return None


def plain(value):
    """An expected value without its operators: what an implementation that keeps every order
    would show ("$set" and "$any_order" in the order written)."""
    if isinstance(value, dict):
        if "$value" in value:
            return plain(value["$value"])
        if "$set" in value:
            return [plain(x) for x in value["$set"]]
        return {k: plain(v) for k, v in value.items() if k != "$clauses"}
    if isinstance(value, list):
        out = []
        for e in value:
            g = _group(e)
            out += [plain(x) for x in g] if g is not None else [plain(e)]
        return out
    return value


def flat_events(expected):
    """The expected events one by one: a tie group {"$any_order": [...]} gives its members."""
    out = []
    for e in expected:
        g = _group(e)
        out += g if g is not None else [e]
    return out


def _event_group(members, events, start):
    """The run events a tie group's members take from `start` on, in any order among
    themselves (a maximum matching, each member trying the earliest first; the oracle's
    judge_group): the index each member matched, or None."""
    took = bimatch(len(members), max(0, len(events) - start),
                   lambda m, k: partial(members[m], events[start + k], "e") is None)
    return [None if k is None else start + k for k in took]


def match_events(expected, events):
    """The index of the run event each expected event matched (the ordered subsequence), or
    None for one that is not there (the others are looked for from the same point); a tie
    group's members in any order among themselves, the next looked for after the last of
    them.  One index per event of flat_events(expected)."""
    out, i = [], 0
    for e in expected:
        g = _group(e)
        if g is not None:
            got = _event_group(g, events, i)
            out += got
            i = max([k + 1 for k in got if k is not None], default=i)
            continue
        j = i
        while j < len(events) and partial(e, events[j], "e"):
            j += 1
        if j == len(events):
            out.append(None)
        else:
            out.append(j)
            i = j + 1
    return out


def _canon(actions):
    """A set of actions, each compared as a whole JSON value."""
    return sorted(json.dumps(a, sort_keys=True) for a in actions)


def path_matches(expected, observed):
    """Is a problem at `observed` one at `expected` (the same member, one inside it, or the
    object that holds it)? The oracle's problem_path_matches."""
    def steps(p):
        p = p[1:] if p.startswith("$") else "." + p
        out, i = [], 0
        while i < len(p):
            if p[i] == "[":
                j = p.index("]", i)
                out.append(int(p[i + 1:j]))
                i = j + 1
            else:
                j = i + 1
                while j < len(p) and p[j] not in ".[":
                    j += 1
                out.append(p[i + 1:j])
                i = j
        return out
    e, o = steps(expected), steps(observed or "")
    common = min(len(e), len(o))
    return e[:common] == o[:common] and (len(o) >= len(e) or len(o) == len(e) - 1)


def judge_invalid(case, error):
    """An input the case expects refused: the model raised `error` (a CaseError, or None when it
    ran the case); the first expected place it names no problem at, or None."""
    for item in case["expect"]["invalid"]:
        if error is None:
            return "invalid: the model ran the case; expected a problem at %s" % item["path"]
        paths = getattr(error, "paths", None) or [getattr(error, "path", None)]
        if not any(p and path_matches(item["path"], p) for p in paths):
            return "invalid: the model's problem (%s at %s) is not at %s" \
                % (error, paths, item["path"])
    return None


def judge(case, run):
    """The first difference between a case's expectation and a model's run, or None: the
    question the run stopped at (the run's `stop`, a case's `pending`), the state compared
    partially, the events as an ordered subsequence, those that must not occur and those listed
    exactly, the rejections by step (rule and, when given, class), each legal set exactly."""
    exp = case["expect"]
    pending = getattr(run, "stop", None)
    if "pending" in exp:
        if pending is None:
            return "pending: the run must stop at %s, the model asked nothing" % (exp["pending"],)
        d = partial(exp["pending"], pending, "pending")
        if d:
            return d
    elif pending is not None:
        return "pending: the model stopped at %s, which the script does not answer" % (pending,)
    if "state" in exp:
        d = partial(exp["state"], run.state(), "state")
        if d:
            return d
    matched = match_events(exp.get("events", []), run.events)
    for n, (e, at) in enumerate(zip(flat_events(exp.get("events", [])), matched)):
        if at is None:
            return "events[%d] not observed in order: %s" % (n, e)
    for a in exp.get("absent", []):
        hits = [ev for ev in run.events if partial(a, ev, "e") is None]
        if hits:
            return "absent: %s occurred: %s" % (a, hits[0])
    for x in exp.get("exactly", []):
        extra = [ev for k, ev in enumerate(run.events)
                 if k not in matched and partial(x, ev, "e") is None]
        if extra:
            return "exactly %s: one more observed: %s" % (x, extra[0])
    got = [{"step": r["step"], "rule": r["rule"]} for r in run.rejections]
    want = [{"step": r["step"], "rule": r["rule"]} for r in exp.get("rejections", [])]
    if got != want:
        return "rejections: expected %s, got %s" % (want, got)
    for r, o in zip(exp.get("rejections", []), run.rejections):
        if "class" in r and o.get("class") != r["class"]:
            return "rejection at step %d: class %r expected, got %r" % (r["step"], r["class"],
                                                                       o.get("class"))
    for entry in exp.get("legal", []):
        obs = [x["actions"] for x in run.legal if x["step"] == entry["step"]]
        if not obs or _canon(obs[0]) != _canon(entry["actions"]):
            return "legal at step %d: expected %s, got %s" % (entry["step"], entry["actions"],
                                                             obs[0] if obs else None)
    return None
