#!/usr/bin/env python3
"""tests/fuzz/seeds.py — the seeds of every fuzz target (tests/fuzz/fuzz_*.c), gathered from the
repository's own files into OUT/<target>/, one file per seed, in the form each target reads:

  extract      tests/fuzz/seeds/extract/ (excerpts of every rules document)
  case         every case file of cases/ and tests/data/malformed/
  response     what the reference engine (build/engine-adapter) answers: its start response and
               its answer to a sample of the cases
  judge        "CASE-ID\\nRESPONSE" for the same sample
  vdiff        "SCHEME\\nOLD\\0NEW": each excerpt against itself and against an edited copy
  manifest     rules/manifest.json
  doc_files    "classification\\n…", "readings\\n…" of every document, "expectations\\n…" naming
               real cases
  results      tests/data/results_sample.json

Usage: tests/fuzz/seeds.py --engine-adapter build/engine-adapter OUT
"""
import argparse
import json
import os
import pathlib
import shutil
import subprocess
import sys

ROOT = pathlib.Path(__file__).resolve().parents[2]
SAMPLE_EVERY = 25          # one case in so many is answered by the engine for response/judge
MAX_SEED = 60000           # under the targets' -max_len (65536)


def put(out, target, name, data):
    d = out / target
    d.mkdir(parents=True, exist_ok=True)
    (d / name).write_bytes(data if isinstance(data, bytes) else data.encode())


def case_files():
    for base in (ROOT / "cases", ROOT / "tests/data/malformed"):
        for p in sorted(base.rglob("*.json")):
            if p.parent != base and p.name not in ("classification.json", "readings.json"):
                yield base, p


def seed_cases(out):
    for n, (_, p) in enumerate(case_files()):
        put(out, "case", f"{n:05d}-{p.name}", p.read_bytes())


def engine_answers(adapter, requests):
    """The start response, then the engine's answer to each request (as seq 1, one adapter each
    time would be slow: the seq is rewritten to 1 afterwards, as the targets check run 1)."""
    lines = [json.dumps({"protocol": 1, "cmd": "start"})]
    for i, r in enumerate(requests):
        lines.append(json.dumps({"cmd": "run", "seq": i + 1, "case": r}))
    lines.append(json.dumps({"cmd": "stop"}))
    p = subprocess.run([adapter], input="\n".join(lines) + "\n", capture_output=True, text=True,
                       check=True, timeout=600)
    answers = p.stdout.splitlines()
    start, runs = answers[0], answers[1:]
    fixed = []
    for line in runs:
        v = json.loads(line)
        v["seq"] = 1
        fixed.append(json.dumps(v, ensure_ascii=False, separators=(",", ":")))
    return start, fixed


def seed_responses(out, adapter):
    cases = []
    for base, p in case_files():
        if base.name != "cases":
            continue
        rel = p.relative_to(base)
        c = json.loads(p.read_text())
        cases.append((str(rel.with_suffix("")), c))
    sample = cases[::SAMPLE_EVERY]
    requests = [{"id": cid, "doc": c["doc"], "tags": c.get("tags", []), "setup": c["setup"],
                 "script": c["script"]} for cid, c in sample]
    start, answers = engine_answers(adapter, requests)
    put(out, "response", "start.json", start)
    for (cid, _), line in zip(sample, answers):
        name = cid.replace("/", "_")
        if len(line) < MAX_SEED:
            put(out, "response", name, line)
            put(out, "judge", name, cid + "\n" + line)


def seed_vdiff(out, manifest):
    schemes = {d["slug"]: d["scheme"] for d in manifest["documents"]}
    for p in sorted((ROOT / "tests/fuzz/seeds/extract").iterdir()):
        slug = next((s for s in schemes if p.name.startswith(s)), None)
        if not slug:
            continue
        text = p.read_text()
        lines = text.split("\n")
        edited = list(lines)
        if len(edited) > 8:
            del edited[len(edited) // 3]                       # a clause's line removed
            k = 2 * len(edited) // 3
            edited[k] = edited[k].replace("1", "2", 1) + "。"   # another changed
        for name, new in (("same", text), ("edited", "\n".join(edited))):
            put(out, "vdiff", f"{p.stem}-{name}", f"{schemes[slug]}\n{text}\0{new}")


def seed_doc_files(out):
    for d in sorted((ROOT / "cases").iterdir()):
        for kind, fname in (("classification", "classification.json"), ("readings", "readings.json")):
            f = d / fname
            if f.is_file():
                put(out, "doc_files", f"{d.name}-{kind}", f"{kind}\n".encode() + f.read_bytes())
    ids = [str(p.relative_to(b).with_suffix("")) for b, p in case_files() if b.name == "cases"]
    known = {"format": 1, "known_failures": [{"case": i, "reason": "a seed"} for i in ids[:3]]}
    put(out, "doc_files", "expectations", "expectations\n" + json.dumps(known, indent=2))


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--engine-adapter", required=True, help="the reference engine's adapter")
    ap.add_argument("out", help="the directory to fill (emptied first)")
    a = ap.parse_args()
    out = pathlib.Path(a.out)
    shutil.rmtree(out, ignore_errors=True)
    manifest = json.loads((ROOT / "rules/manifest.json").read_text())
    for p in sorted((ROOT / "tests/fuzz/seeds/extract").iterdir()):
        put(out, "extract", p.name, p.read_bytes())
    seed_cases(out)
    seed_responses(out, a.engine_adapter)
    seed_vdiff(out, manifest)
    put(out, "manifest", "manifest.json", (ROOT / "rules/manifest.json").read_bytes())
    seed_doc_files(out)
    put(out, "results", "results_sample.json", (ROOT / "tests/data/results_sample.json").read_bytes())
    for t in sorted(os.listdir(out)):
        print(f"  seeds  {t}: {len(os.listdir(out / t))}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
