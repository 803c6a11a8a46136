"""Owns the generators' judge: the rules of docs/cases.md ("The expectation") applied to a
model's run of a case, so each document's model is checked the way the oracle checks an
engine. A run is any object with state(), events, rejections and legal (the observation's
parts as Python values)."""

import json


def partial(expected, observed, path):
    """The first place where observed does not match the partial expectation, or None:
    objects key by key (keys not named are ignored), arrays element by element with equal
    length, everything else equal and of the same type."""
    if isinstance(expected, dict):
        if not isinstance(observed, dict):
            return "%s: expected an object, got %r" % (path, observed)
        for k, v in expected.items():
            if k not in observed:
                return "%s.%s: missing" % (path, k)
            d = partial(v, observed[k], "%s.%s" % (path, k))
            if d:
                return d
        return None
    if isinstance(expected, list):
        if not isinstance(observed, list) or len(observed) != len(expected):
            return "%s: expected %d items, got %r" % (path, len(expected), observed)
        for i, (e, o) in enumerate(zip(expected, observed)):
            d = partial(e, o, "%s[%d]" % (path, i))
            if d:
                return d
        return None
    if type(expected) is not type(observed) or expected != observed:
        return "%s: expected %r, got %r" % (path, expected, observed)
    return None


def _canon(actions):
    """A set of actions, each compared as a whole JSON value."""
    return sorted(json.dumps(a, sort_keys=True) for a in actions)


def judge(case, run):
    """The first difference between a case's expectation and a model's run, or None: the
    state compared partially, the events as an ordered subsequence, the rejections exactly
    (step and rule), each legal set exactly."""
    exp = case["expect"]
    if "state" in exp:
        d = partial(exp["state"], run.state(), "state")
        if d:
            return d
    if "events" in exp:
        i = 0
        for n, e in enumerate(exp["events"]):
            while i < len(run.events) and partial(e, run.events[i], "e"):
                i += 1
            if i == len(run.events):
                return "events[%d] not observed in order: %s" % (n, e)
            i += 1
    got = [{"step": r["step"], "rule": r["rule"]} for r in run.rejections]
    want = [{"step": r["step"], "rule": r["rule"]} for r in exp.get("rejections", [])]
    if got != want:
        return "rejections: expected %s, got %s" % (want, got)
    for entry in exp.get("legal", []):
        obs = [x["actions"] for x in run.legal if x["step"] == entry["step"]]
        if not obs or _canon(obs[0]) != _canon(entry["actions"]):
            return "legal at step %d: expected %s, got %s" % (entry["step"], entry["actions"],
                                                             obs[0] if obs else None)
    return None
