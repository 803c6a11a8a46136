#!/usr/bin/env bash
# tests/test_all.sh MAKE STEP... — `make test`: every step (a make target) runs, even after one
# fails, its output as it comes; each step closes with one or more "NAME: N passed, M failed"
# totals (tests/run_tests.sh, tests/suite_test.sh, tests/cases_check.sh), which are summed. The
# last line is the grand total "N passed, M failed"; exit status 1 when anything failed or a step
# stopped without its totals.
set -u
make=${1:?usage: tests/test_all.sh MAKE STEP...}
shift
passed=0 failed=0 broken=()
log=$(mktemp)
trap 'rm -f "$log"' EXIT
start=$SECONDS
for step in "$@"; do
    $make "$step" 2>&1 | tee "$log"
    rc=${PIPESTATUS[0]}
    totals=$(grep -E '^(tests|suite|cases-check): [0-9]+ passed, [0-9]+ failed$' "$log")
    if [[ -z $totals ]]; then
        broken+=("$step (exit $rc, no totals)")
        failed=$((failed + 1))
        continue
    fi
    while read -r _ p _ f _; do
        passed=$((passed + p)) failed=$((failed + f))
    done <<<"$totals"
    if [[ $rc != 0 ]] && ! grep -qE ' [1-9][0-9]* failed$' <<<"$totals"; then
        broken+=("$step (exit $rc)")
        failed=$((failed + 1))
    fi
done
for b in "${broken[@]}"; do echo "make test: step $b"; done
echo "make test: $((SECONDS - start)) s"
echo "$passed passed, $failed failed"
[[ $failed == 0 ]]
