"""classify.py — the committed classification of survivors: equivalent.json (mutants that cannot
change behaviour, each with its reason) and gaps.json (mutants the cases should kill but do not,
each with the clause it concerns and what a case would need). Both are lists of
{"id": stable mutant id, "reason" or "clause" and "note"}; ids are mutant.Mutant.id. An entry
whose id no mutant of the current code has (its code changed or is gone) is stale: reported by
every run, never silently ignored."""
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))


def _load(name, here=HERE):
    path = os.path.join(here, name)
    if not os.path.exists(path):
        return {}
    with open(path, encoding="utf-8") as f:
        entries = json.load(f)
    out = {}
    for e in entries:
        if e["id"] in out:
            raise SystemExit(f"mutation: {name}: {e['id']} is listed twice")
        out[e["id"]] = e
    return out


def equivalents():
    return _load("equivalent.json")


def gaps():
    return _load("gaps.json")


def stale(ids, here=HERE):
    """[(file name, id)]: the entries of equivalent.json and gaps.json that match none of `ids`
    (every mutant of the current code, kept-apart ones included), in file order."""
    out = []
    for name in ("equivalent.json", "gaps.json"):
        out.extend((name, i) for i in _load(name, here) if i not in ids)
    return out
