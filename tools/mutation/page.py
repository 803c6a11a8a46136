"""page.py — the "suite strength" view: mutation.json as one self-contained HTML page (no script,
no outside file): the scores per engine, operator, clause (weakest first) and file, every
survivor with its place, change, clauses, covering cases and classification, and what was kept
apart."""
import html

CSS = """
body{font:14px/1.45 system-ui,sans-serif;margin:24px;color:#1d2329;max-width:1400px}
h1{font-size:22px;margin:0 0 4px}h2{font-size:17px;margin:28px 0 8px;border-bottom:1px solid #d8dee4}
table{border-collapse:collapse;margin:6px 0}td,th{padding:3px 9px;border-bottom:1px solid #eaeef2;
text-align:left;vertical-align:top}th{background:#f6f8fa}td.n{text-align:right;font-variant-numeric:tabular-nums}
.bar{display:inline-block;height:9px;background:#2da44e;vertical-align:middle}
.bad{color:#cf222e}.meta{color:#57606a}code{font:12px ui-monospace,monospace;background:#f6f8fa;padding:1px 3px}
details summary{cursor:pointer}.k-equivalent{color:#57606a}.k-gap{color:#9a6700}.k-unclassified{color:#cf222e}
"""


def _e(s):
    return html.escape(str(s if s is not None else ""))


def _pct(v):
    if v is None:
        return "–"
    cls = " bad" if v < 90 else ""
    return f'<span class="{cls.strip()}">{v:.1f}%</span> <span class="bar" style="width:{v * 0.6:.0f}px"></span>'


def _table(title, groups, key_name, fold=None):
    """A table of scores; with fold, the rows past the first `fold` go under a <details>."""
    rows = list(groups.items())
    out = [f"<table><tr><th>{_e(key_name)}</th><th>mutants</th><th>killed</th><th>survived</th>"
           "<th>equivalent</th><th>stillborn</th><th>score</th><th>without equivalents</th></tr>"]
    for i, (k, s) in enumerate(rows):
        if fold is not None and i == fold:
            out.append(f"</table><details><summary>{len(rows) - fold} more</summary><table>")
        out.append(f"<tr><td>{_e(k)}</td><td class=n>{s['mutants']}</td><td class=n>{s['killed']}</td>"
                   f"<td class=n>{s['survived']}</td><td class=n>{s['equivalent']}</td>"
                   f"<td class=n>{s['stillborn']}</td><td>{_pct(s['score'])}</td>"
                   f"<td>{_pct(s['score_without_equivalents'])}</td></tr>")
    out.append("</table>" + ("</details>" if fold is not None and len(rows) > fold else ""))
    return f"<h2>{_e(title)}</h2>" + "".join(out)


def _survivor(s):
    cls = s["class"]
    if cls["kind"] == "equivalent":
        c = f'<span class="k-equivalent">equivalent: {_e(cls["reason"])}</span>'
    elif cls["kind"] == "gap":
        c = f'<span class="k-gap">gap ({_e(cls["clause"])}): {_e(cls["note"])}</span>'
    else:
        c = '<span class="k-unclassified">unclassified</span>'
    att = s["attribution"]
    rule = att.get("rule", "") + (f" {att['depth']}" if "depth" in att else "") + \
        (" (broad)" if att.get("broad") else "")
    clauses = ", ".join(s["clauses"][:8]) + (f" … {len(s['clauses'])} in all"
                                             if len(s["clauses"]) > 8 else "")
    cover = []
    for cl, ids in s["covering_cases"].items():
        n = s["covering_count"].get(cl, len(ids))
        items = "".join(f"<li><code>{_e(i)}</code></li>" for i in ids)
        cover.append(f"<details><summary>{_e(cl)}: {n} case(s)</summary><ul>{items}</ul></details>"
                     if n else f"<div class=bad>{_e(cl)}: no case</div>")
    return (f"<tr><td><code>{_e(s['file'])}:{s['line']}</code><br><span class=meta>{_e(s['function'])}"
            f"</span></td><td>{_e(s['operator'])}</td><td><code>{_e(s['change'])}</code><br>"
            f"<code class=meta>{_e(s['source'])}</code></td><td>{_e(clauses) or '<i>none</i>'}"
            f"<br><span class=meta>{_e(rule)}</span></td><td>{''.join(cover)}</td>"
            f"<td>{c}</td></tr>")


def render(doc):
    m = doc["meta"]
    t = doc["total"]
    parts = [f"<!doctype html><meta charset=utf-8><title>Suite strength — {_e(m['name'])}</title>"
             f"<style>{CSS}</style><h1>Suite strength: mutation testing of the reference engines</h1>",
             f"<p class=meta>run <b>{_e(m['name'])}</b> · seed {_e(m['seed'])} · {t['mutants']} "
             f"mutants sampled of {doc['population']['total']} · {_e(m.get('commit', ''))} · "
             f"{_e(m.get('date', ''))} · engines {_e(', '.join(m['engines']) if isinstance(m.get('engines'), list) else 'all')} · wall time {_e(m.get('wall_seconds'))} s · jobs "
             f"{_e(m.get('jobs'))}" + (f" · {m['timing']['resumed']} mutants from an earlier run's "
                                       "progress" if m.get("timing", {}).get("resumed") else "")
             + (f" · parallel speed-up ×{m['timing']['speedup']} (the same "
                f"{m['timing']['serial']['mutants']} mutants one at a time and {m['jobs']} at a time)"
                                       if m.get("timing", {}).get("speedup") else "") + "</p>",
             f"<p>A mutant is killed when a case's verdict changes, when the run crashes or times "
             f"out, or when a case's run no longer applies a clause the case declares (the trace "
             f"check of <code>make test</code>; {t['killed_by_trace']} of the kills). "
             f"Score: <b>{t['score']}%</b> ({t['killed']} killed, {t['survived']} survived, "
             f"{t['stillborn']} stillborn not scored); without the {t['equivalent']} equivalent "
             f"survivors: <b>{t['score_without_equivalents']}%</b>.</p>"]
    if doc["equivalent_but_killed"]:
        parts.append("<p class=bad>Listed as equivalent but killed: " +
                     ", ".join(f"<code>{_e(i)}</code>" for i in doc["equivalent_but_killed"]) + "</p>")
    if doc.get("stale_classification"):
        parts.append("<p class=bad>Stale entries of the classification (no mutant of the current "
                     "code has their id): " + ", ".join(
                         f"<code>{_e(s['file'])}: {_e(s['id'])}</code>"
                         for s in doc["stale_classification"]) + "</p>")
    parts.append(_table("By engine", doc["by_engine"], "engine"))
    parts.append(_table("By operator", doc["by_operator"], "operator"))
    weak = dict(sorted(doc["by_clause"].items(),
                       key=lambda kv: (kv[1]["score"] if kv[1]["score"] is not None else 101,
                                       -kv[1]["mutants"], kv[0])))
    with_survivors = sum(1 for v in weak.values() if v["survived"])
    parts.append(_table("By clause, weakest first (attribution: tools/mutation/attribution.py)",
                        weak, "clause", fold=max(with_survivors, 20)))
    parts.append(_table("By attribution rule", doc["by_attribution"], "rule"))
    parts.append(_table("By file", doc["by_file"], "file", fold=0))
    surv = doc["survivors"]
    parts.append(f"<h2>Survivors ({len(surv)})</h2><table><tr><th>where</th><th>operator</th>"
                 "<th>change</th><th>clauses</th><th>cases covering them</th><th>classification</th></tr>"
                 + "".join(_survivor(s) for s in surv) + "</table>")
    ap = doc["population"]["apart"]
    parts.append("<h2>Kept apart from the sample</h2><table><tr><th>kind</th><th>why</th>"
                 "<th>mutants by engine</th></tr>" + "".join(
                     f"<tr><td>{_e(k)}</td><td>{_e(v['reason'])}</td><td>" +
                     ", ".join(f"{_e(e)} {n}" for e, n in sorted(v["by_engine"].items())) +
                     "</td></tr>" for k, v in ap.items()) + "</table>"
                 f"<p class=meta>{doc['population']['macro_sites']} operator sites produced by "
                 "macro bodies are not mutated (the operator is not written at that place).</p>")
    va = doc["apart_sample"]["validation"]
    if va:
        parts.append(f"<p>Validation sample, scored apart: {va['mutants']} mutants, score "
                     f"{va['score']}% ({va['survived']} survived).</p>")
    if doc["stillborn"]:
        parts.append("<h2>Stillborn (the compiler refused them; not scored)</h2><ul>" + "".join(
            f"<li><code>{_e(s['file'])}:{s['line']}</code> {_e(s['change'])} — "
            f"{_e('; '.join(s.get('detail') or []))}</li>" for s in doc["stillborn"]) + "</ul>")
    return "\n".join(parts)
