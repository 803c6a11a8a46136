#!/usr/bin/env bash
# tests/layers_test.sh — the include graph of the C code against the architecture's parts
# (tools/layers.py): "layers: N passed, M failed".
exec python3 "$(dirname "$0")/../tools/layers.py"
