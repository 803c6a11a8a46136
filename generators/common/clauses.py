"""Owns clause pins: reads the index printed by `oracle clauses DOC --json` and pins ids.

    python3 generators/common/clauses.py INDEX.json ID...   prints the {"id", "hash"} pins
"""

import json
import subprocess
import sys


class UnknownClause(KeyError):
    pass


class ClauseIndex:
    """The clause index of one document, keyed by id."""

    def __init__(self, entries):
        self.entries = {e["id"]: e for e in entries}
        self.order = [e["id"] for e in entries]

    @classmethod
    def load(cls, path):
        with open(path, encoding="utf-8") as f:
            data = json.load(f)
        if not isinstance(data, list):
            raise ValueError("%s: not a clause index (expected a JSON array)" % path)
        return cls(data)

    def entry(self, clause_id):
        try:
            return self.entries[clause_id]
        except KeyError:
            raise UnknownClause("unknown clause id %r" % clause_id) from None

    def pin(self, clause_id):
        return {"id": clause_id, "hash": self.entry(clause_id)["hash"]}

    def pins(self, clause_ids):
        seen, out = set(), []
        for cid in clause_ids:
            if cid not in seen:
                seen.add(cid)
                out.append(self.pin(cid))
        return out

    def text(self, clause_id):
        return self.entry(clause_id)["text"]

    def children(self, clause_id):
        return [i for i in self.order if self.entries[i].get("parent") == clause_id]

    # what a family written for another version sees differently (common/versions.py) ----------
    def map_case(self, case):
        """The case in the ids of the current version: as it is."""
        return case


def dump_index(oracle, doc, path, version=None):
    """Runs `oracle clauses DOC --json` (of an older version: `--version VERSION`) into path;
    oracle is the binary, or the command as a list (with its --rules)."""
    command = list(oracle) if isinstance(oracle, (list, tuple)) else [oracle]
    with open(path, "w", encoding="utf-8") as f:
        subprocess.run(command + ["clauses", doc, "--json"]
                       + (["--version", version] if version else []), stdout=f, check=True)


def main(argv):
    if len(argv) < 3:
        sys.stderr.write("usage: clauses.py INDEX.json ID...\n")
        return 2
    index = ClauseIndex.load(argv[1])
    try:
        for cid in argv[2:]:
            print(json.dumps(index.pin(cid), ensure_ascii=False))
    except UnknownClause as e:
        sys.stderr.write("%s\n" % e)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
