#!/usr/bin/env bash
# hang.sh [N] — answers start, then never answers run number N (default 1) of its process.
. "$(dirname "$0")/lib.sh"
fa_bad() {
    exec sleep 3600
}
fa_serve "${1:-1}"
