#!/usr/bin/env python3
"""The include graph of the C code, checked against the architecture (docs/design.md, "Parts").

    python3 tools/layers.py [--graph]

Each C file belongs to a part: its folder (util, engine/core, engine/<game>, oracle/index,
oracle/suite, oracle/games, oracle/play, oracle/report, oracle/cli, adapters/reference, tools); engine/*.c
and engine/engine.h are the part "engine" (the interface and the registry). A part may include
only the parts the table below allows, and the graph of parts has no cycle. Tests and benches
may include anything. The last line is "layers: N passed, M failed" (a check per part and
one for cycles; a failure per offending include); exit 1 on any failure. --graph prints the graph of parts (with the number of include lines of each arrow).
"""

import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TOPS = ("util", "engine", "oracle", "adapters/reference", "tools")

# What each part may include (besides itself). "engine" is engine/engine.h and the registry: the
# interface through which the oracle and the adapter reach the reference engine.
ALLOWED = {
    "util": set(),
    "engine": {"util"},
    "engine/core": {"engine", "util"},
    "engine/<game>": {"engine", "engine/core", "util"},
    "oracle/index": {"util"},
    "oracle/games": {"util"},
    "oracle/suite": {"util", "oracle/index", "oracle/games", "engine"},
    "oracle/play": {"util", "oracle/index", "oracle/games", "oracle/suite", "engine"},
    "oracle/report": {"util"},
    "oracle/cli": {"util", "oracle/index", "oracle/games", "oracle/suite", "oracle/report",
                   "oracle/play", "engine"},
    "adapters/reference": {"engine", "util"},
    "tools": set(),
}
INCLUDE = re.compile(r'^\s*#\s*include\s+"([^"]+)"', re.M)


def part_of(rel):
    """The part of a file (a path from the root), "engine/<game>" for any game's folder."""
    parts = rel.split("/")
    if parts[0] == "engine":
        if len(parts) == 2:
            return "engine"
        return "engine/core" if parts[1] == "core" else "engine/<game>"
    if parts[0] == "oracle":
        return "/".join(parts[:2])
    if parts[0] == "adapters":
        return "adapters/reference"
    return parts[0]


def game_of(rel):
    parts = rel.split("/")
    return parts[1] if parts[0] == "engine" and len(parts) > 2 and parts[1] != "core" else None


def sources():
    for top in TOPS:
        for d, _, files in os.walk(os.path.join(ROOT, top)):
            if "node_modules" in d:
                continue
            for f in sorted(files):
                if f.endswith((".c", ".h")):
                    yield os.path.relpath(os.path.join(d, f), ROOT)


def resolve(rel, name):
    """The file an #include "name" in rel reaches: beside rel, else from the root (-I.)."""
    here = os.path.normpath(os.path.join(os.path.dirname(rel), name))
    if os.path.exists(os.path.join(ROOT, here)):
        return here
    if os.path.exists(os.path.join(ROOT, name)):
        return os.path.normpath(name)
    return None


def main():
    graph = {}
    failures, passed = [], 0
    for rel in sources():
        text = open(os.path.join(ROOT, rel), encoding="utf-8").read()
        src = part_of(rel)
        for name in INCLUDE.findall(text):
            target = resolve(rel, name)
            if target is None:
                failures.append("%s: #include \"%s\" reaches no file of the repository" % (rel, name))
                continue
            if target == "games.def":
                continue  # the list of games, read by both registries
            dst = part_of(target)
            if dst == src:
                if game_of(rel) != game_of(target):
                    failures.append("%s includes %s: one game's code uses another's" % (rel, target))
                continue
            graph.setdefault(src, {}).setdefault(dst, 0)
            graph[src][dst] += 1
            if dst not in ALLOWED.get(src, set()):
                failures.append("%s includes %s: %s may not depend on %s" % (rel, target, src, dst))
            elif dst == "engine" and src.startswith(("oracle", "adapters")) and target != "engine/engine.h":
                failures.append("%s includes %s: outside the engine, only engine/engine.h" % (rel, target))
            else:
                passed += 1
    # cycles between parts
    state = {}

    def visit(node, path):
        state[node] = 1
        for nxt in sorted(graph.get(node, {})):
            if state.get(nxt) == 1:
                failures.append("a cycle between parts: " + " -> ".join(path[path.index(nxt):] + [nxt]))
            elif not state.get(nxt):
                visit(nxt, path + [nxt])
        state[node] = 2

    for node in sorted(graph):
        if not state.get(node):
            visit(node, [node])
    if "--graph" in sys.argv:
        for src in sorted(graph):
            print("%-20s -> %s" % (src, ", ".join("%s (%d)" % kv for kv in sorted(graph[src].items()))))
    for f in failures:
        print("FAIL:", f)
    # one check per part (its includes), one for the graph (no cycle)
    bad_parts = {f.split(": ")[-1].split(" may not depend")[0] for f in failures if "may not depend" in f}
    cycles = any(f.startswith("a cycle") for f in failures)
    parts = sorted(set(part_of(rel) for rel in sources()))
    print("%d include lines across %d parts, each allowed: %s" % (passed, len(parts), not failures))
    print("layers: %d passed, %d failed" % (len(parts) - len(bad_parts) + (0 if cycles else 1),
                                           len(failures)))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
