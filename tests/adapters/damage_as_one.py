#!/usr/bin/env python3
"""damage_as_one.py — a test adapter: the reference engine (build/engine-adapter, or the adapter
named by its first argument) except that every damage amount of 2 or more it reports is 1.
Requests pass through unchanged; each response line is rewritten: the "amount" of every
"damage" event of an observation becomes 1 when it is 2 or more, and the start response names
this adapter, so that the report does not take it for the reference engine. It shows which
clauses a one-point bug fails (docs/reports.md, "Attribution"):

    build/oracle run --filter doc:fusion-world --engine tests/adapters/damage_as_one.py

Pipelined requests are forwarded as they come: one thread copies stdin to the engine, this one
rewrites what it answers."""

import json
import os
import subprocess
import sys
import threading

NAME = "reference engine, damage amounts >= 2 reported as 1"


def rewrite(line):
    msg = json.loads(line)
    if "engine" in msg and msg.get("ok"):
        msg["engine"]["name"] = NAME
    obs = msg.get("observation")
    for e in obs.get("events", []) if isinstance(obs, dict) else []:
        if e.get("type") == "damage" and isinstance(e.get("amount"), int) and e["amount"] >= 2:
            e["amount"] = 1
    return json.dumps(msg, ensure_ascii=False, separators=(",", ":"))


def forward(src, dst):
    for line in src:
        dst.write(line)
        dst.flush()
    dst.close()


def main():
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    engine = sys.argv[1:] or [os.path.join(root, "build", "engine-adapter")]
    child = subprocess.Popen(engine, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True,
                             encoding="utf-8", bufsize=1)
    threading.Thread(target=forward, args=(sys.stdin, child.stdin), daemon=True).start()
    for line in child.stdout:
        sys.stdout.write(rewrite(line) + "\n")
        sys.stdout.flush()
    return child.wait()


if __name__ == "__main__":
    sys.exit(main())
