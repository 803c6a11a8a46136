#!/usr/bin/env bash
# tests/run_tests.sh BUILD — run every cmocka test binary of one build and the CLI contract
# against that build's oracle; one line per test binary (its whole output when it fails) and a
# closing "tests: N passed, N failed" line. Exit status 1 when anything failed.
set -u
build=${1:?usage: tests/run_tests.sh BUILD_DIR}
passed=0 failed=0
for t in "$build"/tests/test_*; do
    out=$(ORACLE_RULES="$PWD/rules" ENGINE_ADAPTER="$PWD/$build/engine-adapter" \
          RULEMARKS_TOOL="$PWD/$build/tools/rulemarks" "$t" 2>&1)
    rc=$?
    p=$(sed -n 's/^\[  PASSED  \] \([0-9][0-9]*\) test.*/\1/p' <<<"$out")
    f=$(sed -n 's/^\[  FAILED  \] \([0-9][0-9]*\) test.*/\1/p' <<<"$out")
    p=${p:-0} f=${f:-0}
    if [[ $rc != 0 && $f == 0 ]]; then f=1; fi  # crashed before cmocka could count
    passed=$((passed + p)) failed=$((failed + f))
    if [[ $f != 0 ]]; then
        echo "$out"
    fi
    echo "$(basename "$t"): $p passed, $f failed"
done
for script in cli diff layers version malformed user_cli hostile play; do  # tests/NAME_test.sh: "NAME: N passed, M failed"
    out=$(ORACLE="$build/oracle" tests/${script}_test.sh 2>&1)
    echo "$out" | grep -v "^$script: " || true
    p=$(sed -n "s/^$script: \([0-9]*\) passed, \([0-9]*\) failed\$/\1/p" <<<"$out")
    f=$(sed -n "s/^$script: \([0-9]*\) passed, \([0-9]*\) failed\$/\2/p" <<<"$out")
    echo "${script}_test.sh: ${p:-0} passed, ${f:-1} failed"
    passed=$((passed + ${p:-0})) failed=$((failed + ${f:-1}))
done
echo "tests: $passed passed, $failed failed"
[[ $failed == 0 ]]
