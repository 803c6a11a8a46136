#!/usr/bin/env bash
# ahead.sh FILE — before answering its first run, waits a second and counts the run requests
# that arrived meanwhile (the first included) into FILE; then answers every run.
. "$(dirname "$0")/lib.sh"
answer() {
    if [[ $1 =~ \"seq\":([0-9]+) ]]; then fa_answer "${BASH_REMATCH[1]}"; fi
}
fa_start
IFS= read -r first || exit 0
sleep 1
lines=("$first")
while IFS= read -r -t 0.3 line; do
    lines+=("$line")
done
echo "${#lines[@]}" > "$1"
for l in "${lines[@]}"; do answer "$l"; done
while IFS= read -r line; do
    case $line in
    *'"cmd":"stop"'*) printf '{"ok":true}\n'; exit 0 ;;
    esac
    answer "$line"
done
