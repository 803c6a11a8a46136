#!/usr/bin/env python3
"""adapters/skeleton/adapter.py — the smallest adapter of the oracle's protocol (docs/protocol.md),
Python standard library only: copy it, fill in play(), and check it with

    build/oracle smoke --engine python3 my-adapter.py
    build/oracle run --engine python3 my-adapter.py

As it is, it speaks the protocol completely and implements nothing: every case is answered
"skipped" (not a failure), so `oracle smoke` passes and `oracle run` reports every case skipped.

usage: adapter.py [--doc SLUG]...   (the documents it claims; default: DOCS below)
"""
import json
import sys

# The documents this adapter implements (`oracle docs` lists the slugs). Cases of other
# documents are never sent to it.
DOCS = ["nivel-arena"]

ENGINE = {"name": "my-engine", "version": "0.1"}


class CannotExpress(Exception):
    """Raised by play() for a case the implementation cannot express: answered "skipped"."""


def play(case):
    """Play one case and return its observation (docs/protocol.md, "The observation").

    case["setup"] is the starting state and case["script"] the entries to play in order, in the
    document's vocabulary (docs/engines/<doc>.md). Build your implementation's state from the
    setup, then for each script entry: an entry with "do" is an action; "query" asks for the
    legal actions there (one entry in "legal" per query); "choose" and "random" answer the
    decisions and random outcomes your implementation asks for, in order (pass over a random
    entry marked "optional" that it does not need). Record every event with the index of the
    script entry that caused it as "step" (-1: none), every refused action in "rejections",
    and how many entries were used in "consumed".
    """
    observation = {
        "state": {},        # the final state, in the document's vocabulary
        "events": [],       # {"type": ..., "step": N, ...} in order
        "rejections": [],   # {"step": N, "rule": CLAUSE-ID or "class": CLASS, "reason": TEXT}
        "legal": [],        # {"step": N, "actions": [...]} per query entry
        "consumed": 0,      # script entries used
        # "trace": [...],   # optional: the clause ids applied, if the implementation knows them
    }
    # A case whose setup or script is malformed for your implementation: say what is wrong,
    # each problem with the JSON path of the case member, instead of raising:
    #     observation["error"] = "setup.cards.A: unknown key \"powr\""
    #     observation["errors"] = [{"path": "$.setup.cards.A.powr", "message": "unknown key"}]
    raise CannotExpress("not implemented yet: fill in play() in " + __file__)
    return observation  # noqa: unreachable until play() is written


def answer(request, docs):
    """The one response line to one request (a dict), or None after "stop"."""
    cmd = request.get("cmd")
    if cmd == "start":
        if request.get("protocol") != 1:
            return {"protocol": 1, "ok": False, "error": "this adapter speaks protocol 1"}
        return {"protocol": 1, "ok": True, "engine": ENGINE, "docs": docs}
    if cmd == "run":
        seq = request["seq"]
        try:
            return {"seq": seq, "status": "result", "observation": play(request["case"])}
        except CannotExpress as e:
            return {"seq": seq, "status": "skipped", "reason": str(e)}
        except Exception as e:  # the implementation failed on this case; it can go on
            return {"seq": seq, "status": "errored", "message": "%s: %s" % (type(e).__name__, e)}
    if cmd == "stop":
        return {"ok": True}
    raise SystemExit("adapter: unknown command %r" % cmd)


def main(argv):
    docs = [argv[i + 1] for i, a in enumerate(argv[:-1]) if a == "--doc"] or DOCS
    # One request per line on stdin, one response per line on stdout, in order. Reading line by
    # line and answering each before reading the next is all the pipelining needs.
    for line in sys.stdin:
        request = json.loads(line)
        response = answer(request, docs)
        # one line: no indentation, no newline inside; UTF-8 as it is
        sys.stdout.write(json.dumps(response, ensure_ascii=False, separators=(",", ":")) + "\n")
        sys.stdout.flush()  # the oracle waits for this line: never leave it in a buffer
        if request.get("cmd") == "stop":
            return 0
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
