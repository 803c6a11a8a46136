#!/usr/bin/env bash
# setsid.sh PIDFILE [KEEP] — starts a grandchild in a session of its own (setsid sleep 3600),
# writes its pid to PIDFILE, then serves every run; with KEEP the grandchild keeps the adapter's
# stdout open, else it closes all three.
. "$(dirname "$0")/lib.sh"
if [[ -n ${2:-} ]]; then
    setsid sleep 3600 &
else
    setsid sleep 3600 < /dev/null > /dev/null 2>&1 &
fi
echo $! > "$1"
fa_bad() { fa_answer "$1"; }
fa_serve all
