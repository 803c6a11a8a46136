#!/usr/bin/env bash
# tests/play_test.sh — `oracle play`'s observable contract: usage errors (exit 2), a campaign
# reproducible from its seed alone (the same summary twice; its shards, and its jobs, merged
# into the same counts and clauses), and the differential campaign against a proxy adapter that
# plants a one-line error in the reference engine's output (tests/adapters/damage_as_one.py:
# damage amounts of 2 or more reported as 1): it is found, and shrunk to a case of a few steps
# without an expectation, with both observations and pinned clauses.
# Usage: ORACLE=build/oracle tests/play_test.sh   (run from the repository root)
set -u
. "$(dirname "$0")/cli_lib.sh"

# ---- usage: exit 2 ----
expect_exit 0 "play --help" -- "$ORACLE" play --help
expect_in "$tmp/out" "usage: oracle play DOC" "play --help"
expect_in "$tmp/out" "fusion-world, nivel-arena, haikyu-break, lycee, bushiroad-floor" "play --help names the documents"
expect_exit 2 "play without a document" -- "$ORACLE" play
expect_exit 2 "play of an unknown document" -- "$ORACLE" play no-such-game
expect_in "$tmp/err" "random play does not know \"no-such-game\"" "unknown document"
expect_exit 2 "play --games 0" -- "$ORACLE" play nivel-arena --games 0
expect_in "$tmp/err" "--games is a number of games" "bad --games"
expect_exit 2 "play --shard 3/2" -- "$ORACLE" play nivel-arena --shard 3/2
expect_exit 2 "play --engine without a command" -- "$ORACLE" play nivel-arena --engine
expect_exit 2 "play --engine that does not start" -- "$ORACLE" play nivel-arena --engine /nonexistent/adapter
expect_exit 2 "play --merge of a missing summary" -- "$ORACLE" play nivel-arena --merge "$tmp/none.json" --out "$tmp/m"

# the summary without its timings, for comparisons
counts() { python3 -c '
import json, sys
s = json.load(open(sys.argv[1]))
for k in ("seconds", "shard", "runs"): s.pop(k, None)
for f in s["findings"]: f.pop("file", None)
s["clauses"]["applied_ids"].sort(); s["clauses"]["applied_not_declared"].sort()
s["discards"].sort(key=lambda d: d["game"])
print(json.dumps(s, sort_keys=True))' "$1"; }

# ---- reproducible from the seed alone ----
expect_exit 0 "a campaign of nivel-arena" -- "$ORACLE" play nivel-arena --games 60 --seed 5 --jobs 1 --out "$tmp/a"
# how many games end or are discarded depends on the setups the cases give (setup_pool), not pinned
expect_in "$tmp/out" "nivel-arena seed 5: 60 of 60 games played (shard 1/1), " "campaign summary"
expect_in "$tmp/out" " discarded, 0 findings;" "campaign without findings"
expect_in "$tmp/out" "clauses applied:" "clauses counted"
"$ORACLE" play nivel-arena --games 60 --seed 5 --jobs 1 --out "$tmp/b" >/dev/null 2>&1
if [[ $(counts "$tmp/a/summary.json") == "$(counts "$tmp/b/summary.json")" ]]; then ok; else bad "the same seed plays the same games"; fi
"$ORACLE" play nivel-arena --games 60 --seed 6 --jobs 1 --out "$tmp/c" >/dev/null 2>&1
if [[ $(counts "$tmp/a/summary.json") != "$(counts "$tmp/c/summary.json")" ]]; then ok; else bad "another seed plays other games"; fi
"$ORACLE" play nivel-arena --games 60 --seed 5 --jobs 1 --shard 1/2 --out "$tmp/s1" >/dev/null 2>&1
"$ORACLE" play nivel-arena --games 60 --seed 5 --jobs 1 --shard 2/2 --out "$tmp/s2" >/dev/null 2>&1
expect_exit 0 "play --merge of two shards" -- "$ORACLE" play nivel-arena --merge "$tmp/s1" "$tmp/s2/summary.json" --out "$tmp/merged"
expect_in "$tmp/out" "60 of 60 games played (shard merged)" "merged shards"
if [[ $(counts "$tmp/a/summary.json") == "$(counts "$tmp/merged/summary.json")" ]]; then ok; else bad "two shards merged are the campaign"; fi
# without --out the merged summary goes where the campaign's would, named by its seed (not --seed's default)
# (a seed of its own, so that no campaign of a user's is overwritten)
"$ORACLE" play nivel-arena --games 4 --seed 918273 --jobs 1 --shard 1/2 --out "$tmp/u1" >/dev/null 2>&1
"$ORACLE" play nivel-arena --games 4 --seed 918273 --jobs 1 --shard 2/2 --out "$tmp/u2" >/dev/null 2>&1
expect_exit 0 "play --merge without --out" -- "$ORACLE" play nivel-arena --merge "$tmp/u1" "$tmp/u2"
expect_in "$tmp/out" "reports/play/nivel-arena-s918273/summary.json" "the merged summary's default place"
rm -rf reports/play/nivel-arena-s918273
"$ORACLE" play nivel-arena --games 60 --seed 5 --jobs 2 --out "$tmp/j" >/dev/null 2>&1
if [[ $(counts "$tmp/a/summary.json") == "$(counts "$tmp/j/summary.json")" ]]; then ok; else bad "two jobs play the campaign"; fi
expect_exit 2 "play --merge of another campaign" -- "$ORACLE" play nivel-arena --merge "$tmp/a" "$tmp/c" --out "$tmp/m"
expect_in "$tmp/err" "not a summary of the same campaign" "merge of two campaigns"

# ---- every document random play knows: the reference engine alone, no finding ----
expect_exit 0 "a campaign of fusion-world" -- "$ORACLE" play fusion-world --games 8 --seed 1 --jobs 1 --out "$tmp/fw"
# (how many end and how many are discarded depends on the cases the setups are drawn from: a
# deck-check case's setup starts no game)
expect_in "$tmp/out" "fusion-world seed 1: 8 of 8 games played (shard 1/1)" "fusion-world campaign"
expect_in "$tmp/out" " discarded, 0 findings;" "fusion-world campaign: no finding"
expect_exit 0 "a campaign of lycee" -- "$ORACLE" play lycee --games 12 --seed 1 --jobs 1 --out "$tmp/ly"
expect_in "$tmp/out" "lycee seed 1: 12 of 12 games played (shard 1/1)" "lycee campaign"
expect_in "$tmp/out" " discarded, 0 findings;" "lycee campaign: no finding"
python3 - "$tmp/ly/summary.json" <<'PY' >"$tmp/check" 2>&1
import json, sys
ids = set(json.load(open(sys.argv[1]))["clauses"]["applied_ids"])
# characters played with the fields and payments random play adds, battles fought to a result
# and a game won by deck-out (0502/判定#A)
for c in ("0810/解決/進行", "0850:バトル結果/攻撃の判定", "0502/判定#A"):
    assert c in ids, c
print("clauses ok")
PY
expect_in "$tmp/check" "clauses ok" "the clauses the lycee games applied"
# lycee's choices whose options do not spell the answer out (oracle/play/ly_answers.c): from the
# setups of the cases about 【ガッツ】, 回復, 【シールド+X】, pick and 入れ替える alone, every game
# is played (none discarded for an answer the engine refused) and those paths are reached
mkdir -p "$tmp/lypool/lycee/hand" "$tmp/lypool/lycee/gen"
cp cases/lycee/hand/basics/s17-guts-paid.json cases/lycee/hand/basics/s17-guts-cannot-pay.json "$tmp/lypool/lycee/hand/"
cp cases/lycee/gen/basics/guts-declined.json cases/lycee/gen/edges/pick-first-card.json \
   cases/lycee/gen/processing/shield.json cases/lycee/gen/processing/recover.json \
   cases/lycee/gen/processing/rearrange.json "$tmp/lypool/lycee/gen/"
expect_exit 0 "lycee games from the cases of choices without spelled-out options" -- "$ORACLE" play lycee --games 40 --seed 1 --jobs 1 --cases "$tmp/lypool" --out "$tmp/lyc"
expect_in "$tmp/out" "0 discarded, 0 findings" "lycee: no answer refused"
python3 - "$tmp/lyc/summary.json" <<'PY' >"$tmp/check" 2>&1
import json, sys
ids = set(json.load(open(sys.argv[1]))["clauses"]["applied_ids"])
# 【ガッツ】 paid from the hand, a trash card recovered and one shielded (one card id each), a
# card picked from the deck, characters rearranged
for c in ("1100:ガッツ/効果~n2", "0710/支払いの処理/手札による支払い", "1530:移動:回復#1",
          "1510:シールド+X#2", "1530:デッキのカード1枚を選ぶ", "1580:入れ替える#4"):
    assert c in ids, c
print("choices ok")
PY
expect_in "$tmp/check" "choices ok" "the lycee choices answered"
expect_exit 0 "a campaign of bushiroad-floor tournaments" -- "$ORACLE" play bushiroad-floor --games 40 --seed 1 --jobs 1 --out "$tmp/bf"
expect_in "$tmp/out" "bushiroad-floor seed 1: 40 of 40 games played (shard 1/1), 40 ended, 0 discarded, 0 findings" "bushiroad-floor campaign"
python3 - "$tmp/bf/summary.json" <<'PY' >"$tmp/check" 2>&1
import json, sys
s = json.load(open(sys.argv[1]))
ids = set(s["clauses"]["applied_ids"])
assert s["clauses"]["applied"] == len(ids) > 0
assert "FR.3.2.1~p1" in ids, sorted(ids)   # pairing applied by the tournaments
print("clauses ok")
PY
expect_in "$tmp/check" "clauses ok" "the clauses the tournaments applied"

# ---- the planted error is found and shrunk ----
# The setups are drawn from one case alone, the worked example of a triple strike (15-6-2-2), so
# that the campaign does not depend on the rest of the suite: its first game attacks with it.
mkdir -p "$tmp/pool/fusion-world/hand"
cp cases/fusion-world/hand/damage/sc09a-critical-triple-strike.json "$tmp/pool/fusion-world/hand/"
expect_exit 1 "differential campaign against a planted error" -- "$ORACLE" play fusion-world --games 4 --seed 3 --jobs 1 --cases "$tmp/pool" --out "$tmp/d" --against tests/adapters/damage_as_one.py
expect_in "$tmp/out" "divergence events" "the planted error is a divergence of the events"
expect_in "$tmp/out" "\"amount\":3" "the reference engine's damage"
expect_in "$tmp/out" "\"amount\":1" "the proxy's damage"
python3 - "$tmp/d" <<'PY' >"$tmp/check" 2>&1
import glob, json, sys
files = glob.glob(sys.argv[1] + "/findings/divergence-s3-g0.json")
assert len(files) == 1, files
c = json.load(open(files[0]))
assert "expect" not in c, "no expectation yet"
assert c["format"] == 1 and c["doc"] == "fusion-world" and c["tags"][0] == "play"
assert len(c["script"]) <= 4, c["script"]
assert len(c["setup"]["cards"]) <= 8, c["setup"]["cards"]
f = c["finding"]
assert f["kind"] == "divergence" and f["detail"].startswith("events"), f
assert len(f["observations"]) == 2
i = int(f["detail"].split("[")[1].rstrip("]"))
a, b = (o["events"][i] for o in f["observations"])
assert a["type"] == b["type"] == "damage" and a["amount"] >= 2 and b["amount"] == 1, (a, b)
ids = {p["id"] for p in c["clauses"]}
assert "5-8-1" in ids or any(x.startswith("15-6") for x in ids), sorted(ids)
assert all(len(p["hash"]) == 12 for p in c["clauses"])
print("shrunk finding ok")
PY
expect_in "$tmp/check" "shrunk finding ok" "the finding's case file"
# a person's decision: the finding's file, without "finding" and with an expectation, is a case
mkdir -p "$tmp/cases/fusion-world/hand"
python3 - "$tmp/d/findings/divergence-s3-g0.json" "$tmp/cases/fusion-world/hand/from-play.json" <<'PY'
import json, sys
c = json.load(open(sys.argv[1]))
del c["finding"]
c["id"] = "fusion-world/hand/from-play"
c["expect"] = {"events": [{"type": "damage", "amount": 3}]}
json.dump(c, open(sys.argv[2], "w"), ensure_ascii=False, indent=1)
PY
expect_exit 0 "the finding as a case, on the reference engine" -- "$ORACLE" run --cases "$tmp/cases" --no-report
expect_in "$tmp/out" "cases: pass 1 fail 0 error 0" "the finding as a case"

echo "play: $passed passed, $failed failed"
[[ $failed == 0 ]]
