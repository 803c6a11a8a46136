#!/usr/bin/env bash
# startonce.sh STATEFILE — the first process (STATEFILE absent) answers start and exits with
# status 3 on its first run; every later one exits with status 2 before answering start.
. "$(dirname "$0")/lib.sh"
if [[ -e $1 ]]; then
    echo "startonce.sh: this adapter starts only once" >&2
    exit 2
fi
: >"$1"
fa_bad() { exit 3; }
fa_serve 1
