#!/usr/bin/env bash
# tests/cases_check.sh BUILD GEN_TEST... -- DOC... — the cases and their generators: the generated
# cases are byte for byte those the generators write, every case file is valid, every
# hand-written case names the clauses of its checks, each generator test file passes (its
# unittest count), and every clause of each DOC (the documents with a classification file) is
# accounted for. One line per check, then "cases-check: N passed, M
# failed". Exit status 1 when anything failed.
set -u
build=${1:?usage: tests/cases_check.sh BUILD GEN_TEST... -- DOC...}
shift
oracle="$build/oracle"
passed=0 failed=0
note() {  # note NAME PASSED FAILED [OUTPUT]
    passed=$((passed + $2)) failed=$((failed + $3))
    if [[ $3 != 0 ]]; then printf '%s\n' "$4"; fi
    echo "$1: $2 passed, $3 failed"
}
step() {  # step NAME COMMAND...: one check
    local name=$1 out
    shift
    if out=$("$@" 2>&1); then note "$name" 1 0; else note "$name" 0 1 "$out"; fi
}
step "generated cases up to date" python3 generators/gen_cases.py --oracle "$oracle" --check
step "every case file valid" python3 generators/common/validate.py --oracle "$oracle"
step "every hand-written case names the clauses of its checks" \
    python3 generators/attribute_hand.py --oracle "$oracle" --check
hand_paths() {  # a folder's hand-written cases are looked at; a path holding none is a usage error
    python3 generators/attribute_hand.py --oracle "$oracle" --check cases/fusion-world/hand || return 1
    python3 generators/attribute_hand.py --oracle "$oracle" --check README.md >/dev/null 2>&1
    [[ $? == 2 ]]
}
step "attribute_hand.py takes the paths it names, refuses one holding no hand-written case" hand_paths
while (($#)) && [[ $1 != -- ]]; do
    t=$1; shift
    out=$(python3 "$t" --oracle "$oracle" 2>&1); rc=$?
    ran=$(sed -n 's/^Ran \([0-9][0-9]*\) tests\{0,1\} in .*/\1/p' <<<"$out" | tail -1)
    bad=0
    for n in $(grep -E '^FAILED \(' <<<"$out" | grep -oE '(failures|errors)=[0-9]+' | cut -d= -f2); do
        bad=$((bad + n))
    done
    ran=${ran:-0}
    if [[ $rc != 0 && $bad == 0 ]]; then bad=1; fi  # it failed before unittest could count
    note "$t" $((ran - bad > 0 ? ran - bad : 0)) "$bad" "$out"
done
shift  # the "--"
for d in "$@"; do
    step "$d: every clause classified" "$oracle" classes "$d"
done
echo "cases-check: $passed passed, $failed failed"
[[ $failed == 0 ]]
