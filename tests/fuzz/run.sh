#!/usr/bin/env bash
# tests/fuzz/run.sh — run each named fuzz target (build/fuzz/fuzz_NAME) for SECONDS on its corpus
# build/fuzz/corpus/NAME (kept from run to run) and its seeds build/fuzz/seeds/NAME
# (tests/fuzz/seeds.py). libFuzzer's log is build/fuzz/NAME.log; a finding leaves its input as
# build/fuzz/NAME-crash-… and shows the log. One line per target here and in build/fuzz/runs.tsv:
# when, target, seconds, executions, edges covered (cov), features (ft), corpus, result.
# Exit 0 when no target found anything, 1 otherwise.
# Usage: tests/fuzz/run.sh SECONDS NAME...   (from the repository root, after make fuzz built them)
set -u
secs=$1
shift
dir=build/fuzz
status=0
[[ -f $dir/runs.tsv ]] || printf 'when\ttarget\tseconds\texecutions\tcov\tft\tcorpus\tresult\n' > $dir/runs.tsv
for t in "$@"; do
    mkdir -p "$dir/corpus/$t"
    maxlen=65536
    [[ $t == doc_files ]] && maxlen=262144   # a classification of a whole document is ~170 KB
    log=$dir/$t.log
    if "$dir/fuzz_$t" -max_total_time="$secs" -max_len=$maxlen -rss_limit_mb=4096 -timeout=60 \
        -print_final_stats=1 -artifact_prefix="$dir/$t-" "$dir/corpus/$t" "$dir/seeds/$t" > "$log" 2>&1; then
        result=ok
    else
        result=FINDING
        status=1
        cat "$log"
    fi
    execs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
    last=$(grep -E '^#[0-9]+.*cov: ' "$log" | tail -1)
    cov=$(sed -n 's/.*cov: \([0-9]*\).*/\1/p' <<< "$last")
    ft=$(sed -n 's/.* ft: \([0-9]*\).*/\1/p' <<< "$last")
    corp=$(sed -n 's/.* corp: \([0-9]*\).*/\1/p' <<< "$last")
    printf '  fuzz   %-10s %5s s  %9s executions  cov %6s  ft %6s  corpus %5s  %s\n' \
        "$t" "$secs" "${execs:-?}" "${cov:-?}" "${ft:-?}" "${corp:-?}" "$result"
    printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$(date -u +%Y-%m-%dT%H:%M:%SZ)" "$t" "$secs" \
        "${execs:-?}" "${cov:-?}" "${ft:-?}" "${corp:-?}" "$result" >> $dir/runs.tsv
done
exit $status
