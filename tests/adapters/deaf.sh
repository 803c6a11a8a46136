#!/usr/bin/env bash
# deaf.sh — answers start, then reads nothing more: not "stop", not the end of its input.
. "$(dirname "$0")/lib.sh"
fa_start
exec sleep 3600
