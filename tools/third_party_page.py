#!/usr/bin/env python3
"""third_party_page.py — writes the committed page of a third-party implementation's run
(docs/third-party/<name>.md) from the run's results.json (docs/reports.md) and a hand-written
analysis in Markdown. Deterministic: nothing time-dependent is read (no started, seconds or ms),
rows follow the document's clause order, so the same inputs give the same bytes.

Every figure of the page comes from the run: the analysis writes its figures as placeholders,
filled from the same results — {{cases}} (the document's cases in the run), {{pass}}, {{fail}},
… (the cases of a status), {{skipped:WORD|WORD…}} (the skipped cases whose reason starts with
"WORD: ", the script action the implementation cannot express) — and a count of cases or
clauses written as a bare number in it ("526 of the 957 cases") is refused.

usage: third_party_page.py --results RUN/results.json --analysis ANALYSIS.md --out PAGE.md
                           [--doc SLUG] [--title TITLE]
"""
import argparse
import collections
import json
import re
import sys

COMPUTABLE = ("executable", "invariant")
CASE_STATUSES = ("pass", "fail", "error", "skipped", "timeout", "crash", "xfail", "xpass")
FAILING = ("fail", "error", "timeout", "crash", "xfail")
PASSING = ("pass", "xpass")


def cell(text):
    """Text fit for one Markdown table cell."""
    return str(text).replace("\\", "\\\\").replace("|", "\\|").replace("\n", " ")


def reason_key(message):
    """A skip reason without the step it was found at, so equal reasons group together."""
    return re.sub(r"^step \d+: ", "", message or "")


def failed_by(case, clause_id):
    """Whether a failing case fails this clause: its divergences name it (results.json
    failed_clauses; a run of an older oracle fails every clause a failing case declares)."""
    failed = case.get("failed_clauses")
    return failed is None or clause_id in failed


def first_divergence(case):
    ds = case.get("divergences") or []
    return next((d for d in ds if d.get("first")), ds[0] if ds else None)


def clause_verdict(cl, cases):
    """(verdict, detail) of one clause from the statuses of its cases in this run: differs only
    where a case's divergences fail it; held where its checks held in failing cases only."""
    ran = [cases[c] for c in cl["cases"] if c in cases]
    if not ran:
        return "not exercised", "no case of this clause was in the run"
    counts = collections.Counter(c["status"] for c in ran)
    tally = ", ".join(f"{counts[s]} {s}" for s in CASE_STATUSES if counts[s])
    failing = [c for c in ran if c["status"] in FAILING and failed_by(c, cl["id"])]
    held = [c for c in ran if c["status"] in FAILING and not failed_by(c, cl["id"])]
    if failing:
        first = failing[0]
        d = first_divergence(first)
        what = d["message"] if d else first.get("message") or ""
        return "differs", (f"{tally}; fails it in {len(failing)}"
                           f"{f', held in {len(held)}' if held else ''}; first: `{first['id']}` — {what}")
    if any(c["status"] in PASSING for c in ran):
        return "conforms", tally + (f" (held in {len(held)} failing)" if held else "")
    if held:
        return "held", (f"{tally}: its checks held in every failing case, which failed on other "
                        f"clauses; first: `{held[0]['id']}`")
    reasons = collections.Counter(reason_key(c.get("message")) for c in ran)
    reason, n = sorted(reasons.items(), key=lambda kv: (-kv[1], kv[0]))[0]
    more = f" (and {len(reasons) - 1} other reasons)" if len(reasons) > 1 else ""
    return "skipped", f"{tally}: {reason}{more}"


def attribution(results, cases, doc):
    """The clauses the failing cases' first divergences fail: each difference, where it shows
    first, with the number of cases and one of them."""
    by_clause = collections.OrderedDict()
    order = {cl["id"]: i for i, cl in enumerate(c for c in results["clauses"] if c["doc"] == doc)}
    premises = []
    for case in cases.values():
        if case["status"] not in FAILING:
            continue
        d = first_divergence(case)
        if d is None:
            continue
        if not d.get("clauses"):
            premises.append(case)
        for cid in d.get("clauses") or []:
            by_clause.setdefault(cid, []).append((case, d))
    rows = sorted(by_clause.items(), key=lambda kv: order.get(kv[0], 1 << 30))
    return rows, premises


PLACEHOLDER = re.compile(r"\{\{([a-z]+)(?::([^}]*))?\}\}")
BARE_FIGURE = re.compile(r"\b\d[\d,]*\s+(?:of the\s+\d[\d,]*\s+)?(?:cases|clauses)\b")


def fill_figures(analysis, cases):
    """The analysis with each placeholder replaced by its figure from this run's cases."""
    bare = BARE_FIGURE.search(PLACEHOLDER.sub("", analysis))
    if bare:
        raise SystemExit(f"third_party_page.py: the analysis writes a figure of a run by hand "
                         f"(\"{bare.group(0)}\"): use a placeholder such as {{{{cases}}}} or "
                         f"{{{{skipped:ACTION|…}}}}, filled from the run")
    counts = collections.Counter(c["status"] for c in cases.values())

    def figure(m):
        name, arg = m.group(1), m.group(2)
        if name == "cases" and arg is None:
            return str(len(cases))
        if name in CASE_STATUSES and arg is None:
            return str(counts[name])
        if name == "skipped" and arg:
            words = tuple(w.strip() + ": " for w in arg.split("|"))
            return str(sum(1 for c in cases.values() if c["status"] == "skipped"
                           and reason_key(c.get("message")).startswith(words)))
        raise SystemExit(f"third_party_page.py: unknown placeholder {m.group(0)} in the analysis")
    return PLACEHOLDER.sub(figure, analysis)


def shorten(text, limit=400):
    return text if len(text) <= limit else text[: limit - 1] + "…"


def build_page(results, analysis, doc, title):
    cases = {c["id"]: c for c in results["cases"] if c["doc"] == doc}
    engine = results["run"]["engine"]
    docinfo = next((d for d in results["documents"] if d["doc"] == doc), None)
    if docinfo is None:
        raise SystemExit(f"third_party_page.py: the run has no document {doc}")
    rows = []
    for cl in results["clauses"]:
        if cl["doc"] != doc or cl["class"] not in COMPUTABLE or not cl["cases"]:
            continue
        verdict, detail = clause_verdict(cl, cases)
        rows.append((cl, verdict, detail))
    case_counts = collections.Counter(c["status"] for c in cases.values())
    clause_counts = collections.Counter(v for _, v, _ in rows)

    out = []
    out.append(f"# {title or engine['name']} {engine['version']} against {doc} {docinfo['version']}")
    out.append("")
    out.append(f"Generated by `tools/third_party_page.py` from the results of one run of the "
               f"oracle against `{engine['name']}` {engine['version']} and the hand-written "
               f"analysis beside its adapter; do not edit by hand. The table lists every "
               f"executable or invariant clause of `{doc}` that cases declare: **conforms** (a "
               f"case passed, none failed), **differs** (a case declaring it failed or errored), "
               f"**held** (its checks held in every failing case, each failing on other clauses, "
               f"and no case passed), **skipped** (every case was declined, with the adapter's "
               f"reason), **not exercised** (none of its cases was in the run). A failing case "
               f"fails only the clauses whose checks diverged (each check of a case names the "
               f"clauses it concerns); \"Differences by clause\" lists, for each clause, the "
               f"failing cases whose first divergence fails it.")
    out.append("")
    out.append("## Figures")
    out.append("")
    out.append("| cases | " + " | ".join(CASE_STATUSES) + " |")
    out.append("|---:|" + "---:|" * len(CASE_STATUSES))
    out.append(f"| {len(cases)} | " + " | ".join(str(case_counts[s]) for s in CASE_STATUSES) + " |")
    out.append("")
    verdicts = ("conforms", "differs", "held", "skipped", "not exercised")
    out.append("| clauses covered | " + " | ".join(verdicts) + " |")
    out.append("|---:|" + "---:|" * len(verdicts))
    out.append(f"| {len(rows)} | " + " | ".join(str(clause_counts[v]) for v in verdicts) + " |")
    out.append("")
    out.append("## Analysis")
    out.append("")
    out.append(fill_figures(analysis, cases).strip())
    out.append("")
    out.append("## Differences by clause")
    out.append("")
    out.append("Each failing case's first divergence (the earliest in the run), by the clauses its "
               "check names: the cases where the difference shows first, and one of them.")
    out.append("")
    out.append("| clause | title | cases | first case and divergence |")
    out.append("|---|---|---:|---|")
    rows_attr, premises = attribution(results, cases, doc)
    titles = {cl["id"]: cl.get("title") or shorten(cl.get("text") or "", 60)
              for cl in results["clauses"] if cl["doc"] == doc}
    for cid, hits in rows_attr:
        case, d = hits[0]
        out.append(f"| `{cell(cid)}` | {cell(titles.get(cid, ''))} | {len(hits)} | "
                   f"`{cell(case['id'])}` — {cell(shorten(d['message'], 300))} |")
    if premises:
        out.append("")
        out.append(f"{len(premises)} failing case{'s' if len(premises) != 1 else ''} diverged "
                   f"first on a premise (a check of none of its clauses), such as "
                   f"`{premises[0]['id']}`.")
    out.append("")
    out.append("## Clauses")
    out.append("")
    out.append("| clause | title | verdict | cases and detail |")
    out.append("|---|---|---|---|")
    for cl, verdict, detail in rows:
        title_text = cl.get("title") or shorten(cl.get("text") or "", 60)
        out.append(f"| `{cell(cl['id'])}` | {cell(title_text)} | {verdict} | {cell(shorten(detail))} |")
    out.append("")
    return "\n".join(out)


def main(argv):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--results", required=True)
    ap.add_argument("--analysis", required=True)
    ap.add_argument("--out", required=True)
    ap.add_argument("--doc", default="bushiroad-floor")
    ap.add_argument("--title", default=None)
    args = ap.parse_args(argv)
    with open(args.results, encoding="utf-8") as f:
        results = json.load(f)
    with open(args.analysis, encoding="utf-8") as f:
        analysis = f.read()
    page = build_page(results, analysis, args.doc, args.title)
    with open(args.out, "w", encoding="utf-8", newline="\n") as f:
        f.write(page)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
