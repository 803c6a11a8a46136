"""results.py — the run's results as one JSON document (mutation.json): the scores per engine,
file, operator and clause, with and without the equivalent mutants, every survivor with its
place, change, clauses, covering cases and classification, what was kept apart, and the run's
figures (seed, sizes, wall time, the parallel speed-up).

A score is killed / (killed + survived), where a mutant is killed by a changed verdict, a failed
run, or the trace check alone (killed_by_trace: a case no longer applies a clause it declares);
stillborn mutants (the compiler refused them) are counted and listed, never scored. "Without equivalents" leaves the survivors listed in
equivalent.json out of the denominator; an equivalent that was killed is reported as a
contradiction. A mutant with a broad attribution (attribution.BROAD) counts in no clause's score."""
from collections import defaultdict

import layout
from operators import APART


def _score(rows, equivalent):
    k = sum(1 for r in rows if r["status"] == "killed")
    t = sum(1 for r in rows if r["status"] == "killed" and r.get("how") == "trace")
    s = sum(1 for r in rows if r["status"] == "survived")
    e = sum(1 for r in rows if r["status"] == "survived" and r["id"] in equivalent)
    born = sum(1 for r in rows if r["status"] == "stillborn")
    out = {"mutants": len(rows), "killed": k, "survived": s, "stillborn": born,
           "equivalent": e, "killed_by_trace": t,
           "score": round(100 * k / (k + s), 1) if k + s else None,
           "score_without_equivalents": round(100 * k / (k + s - e), 1) if k + s - e else None}
    return out


def _group(rows, key, equivalent):
    groups = defaultdict(list)
    for r in rows:
        for k in key(r):
            groups[k].append(r)
    return {k: _score(v, equivalent) for k, v in sorted(groups.items())}


def covering_cases(baseline):
    """{"doc:clause": [case ids declaring it]} from the unmutated run's results."""
    out = defaultdict(list)
    for cid, c in baseline.items():
        for cl in c.get("clauses") or ():
            out[f"{c['doc']}:{cl}"].append(cid)
    return out


def build(pop, sample, records, meta, baseline, equivalent, gaps, apart_sample=(),
          apart_records=None, stale=()):
    cover = covering_cases(baseline)

    def row(m, r):
        return {"id": m.id, "file": m.file, "line": m.line, "function": m.function,
                "engine": layout.engine_of(m.file), "operator": m.operator,
                "change": m.change(), "source": pop.source_line(m), "clauses": m.clauses,
                "attribution": m.attribution, **{k: v for k, v in r.items() if k != "id"}}

    rows = [row(m, records[m.id]) for m in sample if m.id in records]
    survivors = []
    for r in rows:
        if r["status"] != "survived":
            continue
        s = dict(r)
        if r["id"] in equivalent:
            s["class"] = {"kind": "equivalent", "reason": equivalent[r["id"]]["reason"]}
        elif r["id"] in gaps:
            g = gaps[r["id"]]
            s["class"] = {"kind": "gap", "clause": g["clause"], "note": g.get("note", "")}
        else:
            s["class"] = {"kind": "unclassified"}
        s["covering_cases"] = {c: cover.get(c, [])[:20] for c in r["clauses"][:12]}
        s["covering_count"] = {c: len(cover.get(c, [])) for c in r["clauses"]}
        survivors.append(s)
    contradictions = [r["id"] for r in rows if r["status"] == "killed" and r["id"] in equivalent]
    per_clause_rows = [r for r in rows if not r["attribution"].get("broad")]
    apart = defaultdict(lambda: defaultdict(int))
    for m in pop.selected():
        if m.apart:
            apart[m.apart][layout.engine_of(m.file)] += 1
    apart_rows = [row(m, apart_records[m.id]) for m in apart_sample
                  if apart_records and m.id in apart_records]
    population = defaultdict(int)
    for m in pop.main():
        population[layout.engine_of(m.file)] += 1
    return {
        "format": "mutation-1",
        "meta": meta,
        "population": {"main": dict(population), "total": len(pop.main()),
                       "apart": {k: {"reason": APART[k], "by_engine": dict(v)}
                                 for k, v in sorted(apart.items())},
                       "macro_sites": sum(pop.macro_sites.values())},
        "total": _score(rows, equivalent),
        "by_engine": _group(rows, lambda r: [r["engine"]], equivalent),
        "by_file": _group(rows, lambda r: [r["file"]], equivalent),
        "by_operator": _group(rows, lambda r: [r["operator"]], equivalent),
        "by_clause": _group(per_clause_rows, lambda r: r["clauses"], equivalent),
        "by_attribution": _group(rows, lambda r: [r["attribution"]["rule"] + (
            " (broad)" if r["attribution"].get("broad") else "")], equivalent),
        "survivors": survivors,
        "stillborn": [{"id": r["id"], "file": r["file"], "line": r["line"],
                       "change": r["change"], "detail": r.get("detail")}
                      for r in rows if r["status"] == "stillborn"],
        "equivalent_but_killed": contradictions,
        "gaps_killed": [r["id"] for r in rows if r["status"] == "killed" and r["id"] in gaps],
        "stale_classification": [{"file": f, "id": i} for f, i in stale],
        "apart_sample": {"validation": _score(apart_rows, equivalent) if apart_rows else None,
                         "survivors": [r for r in apart_rows if r["status"] == "survived"]},
        "mutants": rows,
    }
