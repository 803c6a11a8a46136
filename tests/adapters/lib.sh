# tests/adapters/lib.sh — sourced by the fake adapters that tests/test_adapter.c drives: the
# start handshake, a fixed observation, and the loop that answers run requests. Each fake
# defines fa_bad SEQ LINE, its misbehaviour, and calls fa_serve WHICH: run number WHICH of
# this process (1 = the first run; "all" = every run) gets fa_bad, the others the fixed answer.

FA_START='{"protocol":1,"ok":true,"engine":{"name":"fake","version":"1"},"docs":["bushiroad-floor"]}'
FA_OBS='{"state":{"fighters":["A","B"]},"events":[{"type":"pairing","step":0,"tables":[["A","B"]]}],"rejections":[],"legal":[],"consumed":1}'

ulimit -c 0  # a fake that kills itself leaves no core file behind

fa_answer() {
    printf '{"seq":%s,"status":"result","observation":%s}\n' "$1" "$FA_OBS"
}

fa_start() {
    IFS= read -r line || exit 0
    printf '%s\n' "$FA_START"
}

fa_serve() {
    local which=$1 line seq n=0
    fa_start
    while IFS= read -r line; do
        case $line in
        *'"cmd":"stop"'*) printf '{"ok":true}\n'; exit 0 ;;
        esac
        n=$((n + 1))
        seq=0
        if [[ $line =~ \"seq\":([0-9]+) ]]; then seq=${BASH_REMATCH[1]}; fi
        if [[ $which == all || $n == "$which" ]]; then
            fa_bad "$seq" "$line"
        else
            fa_answer "$seq"
        fi
    done
}
