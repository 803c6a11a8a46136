#!/usr/bin/env bash
# reply.sh N LINE — answers run number N of its process with LINE, @SEQ@ replaced by the
# request's seq (a skipped or errored status, a response of the wrong shape, …).
. "$(dirname "$0")/lib.sh"
template=$2
fa_bad() {
    printf '%s\n' "${template//@SEQ@/$1}"
}
fa_serve "${1:-1}"
