#!/usr/bin/env bash
# tests/malformed_test.sh — malformed cases, one per problem a new user meets
# (tests/data/malformed/: a JSON syntax error, a wrong type, an unknown card key, a card placed
# twice, an unknown card in the script, a missing "first", a pin to an id no version has, several
# engine problems at once, several load problems at once) beside one valid case: each gets
# FILE:LINE:COL and a message that says what was expected, every problem of a case is listed,
# the run goes on (the valid case passes); a directory without classification.json is judged and
# the run exits on its verdicts (1 with failures, 0 without).
# Usage: ORACLE=build/oracle tests/malformed_test.sh   (run from the repository root)
set -u
. "$(dirname "$0")/cli_lib.sh"
DATA=tests/data/malformed
F=$DATA/fusion-world/hand

expect_exit 1 "a run of malformed cases exits on its verdicts" -- \
    "$ORACLE" run --cases "$DATA" --out "$tmp/reports" --name m
python3 - "$tmp/reports/m/results.json" > "$tmp/cases" <<'PY'
import json, sys
for c in json.load(open(sys.argv[1]))["cases"]:
    print("== %s %s" % (c["id"].split("/")[-1], c["status"]))
    print(c["message"] or "")
PY
case_has() {  # case_has NAME TEXT: the message of case NAME holds TEXT
    if awk -v n="== $1 " 'index($0, "== ") == 1 { on = index($0, n) == 1; next } on' "$tmp/cases" \
        | grep -qF -- "$2"; then ok; else bad "$1: \"$2\" not in its message"; grep -A6 "== $1 " "$tmp/cases" | sed 's/^/  | /' >&2; fi
}
case_has valid "" && expect_in "$tmp/cases" "== valid pass" "the valid case is judged and passes"
case_has json-syntax "$F/json-syntax.json:12:33: error: not valid JSON"
case_has wrong-type "$F/wrong-type.json:12:11: error: \$.tags: expected an array, found a string"
case_has unknown-card-key "$F/unknown-card-key.json:18:76: setup.cards.C: unknown key \"powr\" (expected one of: type, name, colors, cost, power"
case_has card-placed-twice "$F/card-placed-twice.json:47:16: setup.P1.hand[0]: card \"D1\" is placed twice (a card is in one place; it is in P1:deck already)"
case_has unknown-card-in-script "$F/unknown-card-in-script.json:57:22: script[0].card: unknown card \"Z\" (expected a card of setup.cards: C, L1"
case_has missing-first "$F/missing-first.json:14:3: setup: \"first\" is required: the player who plays first, \"P1\" or \"P2\""
case_has unknown-clause "$F/unknown-clause.json:8:12: error: \$.clauses[0].id: unknown clause \"15-6-9\": no version of fusion-world has it"
case_has unknown-clause "(did you mean \"15-6-2\", which has the pinned text?)"
for at in "17:76: setup.cards.C: unknown key" "14:3: setup: \"first\" is required" \
          "46:16: setup.P1.hand[0]: card \"D1\" is placed twice" "56:22: script[0].card: unknown card"; do
    case_has every-problem-at-once "$F/every-problem-at-once.json:$at"
done
for at in "14:3: error: \$.extra: unknown key \"extra\" (expected one of: format, id" \
          "12:11: error: \$.tags: expected an array" "59:5: error: \$.script[1]: missing key \"for\""; do
    case_has every-load-problem-at-once "$F/every-load-problem-at-once.json:$at"
done

# the valid case alone, in a directory without classification.json: judged, exit 0
mkdir -p "$tmp/only/fusion-world/hand"
cp "$F/valid.json" "$tmp/only/fusion-world/hand/"
expect_exit 0 "a directory without classification.json exits 0 when its cases pass" -- \
    "$ORACLE" run --cases "$tmp/only" --out "$tmp/reports" --name only
expect_in "$tmp/reports/only/summary.md" "| fusion-world    | 1.06     |     784 |          0 |" "its report is written (every clause unclassified)"
echo "malformed: $passed passed, $failed failed"
[[ $failed == 0 ]]
