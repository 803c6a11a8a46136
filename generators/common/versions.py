"""Owns what lets the families of a document survive a new version of it: their clause references
mapped through the version diff.

A document's package says which version of the text its model and families were written for
(`VERSION` in its `__init__.py`).  When the current version is another one, gen_cases.py asks
the oracle for the old version's index (`oracle clauses DOC --version OLD --json`) and for the
alignment of the two (`oracle diff DOC OLD NEW --json`), and gives each family a `MappedIndex`:

- the family and the model read the text they were written for, under the ids they know, so
  they run unchanged;
- every clause the family reads (a declared clause, a quote, a figure read from the text) is
  recorded; once the family has run, each of them is unchanged or re-wrapped (fine), renumbered
  with the same text (its cases name the new id: pins, quotes, prose, the rejections and events
  they expect), changed, or removed;
- a changed clause stops the family until a person has reviewed it against the new text and
  says so in the family's module, `REVIEWED = {"15-6-2-2": "1.07"}` (the id as the family writes
  it, the version reviewed against): the family then reads the new text of that clause (its
  quotes must hold there) and its cases pin it; a removed clause stops the family until it no
  longer uses the clause.

A stopped family's cases are left as they are (gen_cases.py neither rewrites nor deletes them):
their pins are suspect or orphaned, so the oracle reports their clauses stale, never passing.
"""

import json
import re
import subprocess

from .clauses import ClauseIndex


class VersionError(Exception):
    """The oracle could not give the old version or the diff (the message says why)."""


def run_oracle(oracle, args, ok=(0,)):
    """stdout of `oracle ARGS` (oracle: the command as a list); VersionError otherwise."""
    p = subprocess.run(oracle + args, capture_output=True, text=True)
    if p.returncode not in ok:
        raise VersionError("%s: %s" % (" ".join(oracle + args), p.stderr.strip() or
                                       "exit status %d" % p.returncode))
    return p.stdout


def current_version(oracle, doc):
    """The label of the current version of doc (`oracle docs --json`)."""
    for d in json.loads(run_oracle(oracle, ["docs", "--json"])):
        if d["slug"] == doc:
            return d["version"]
    raise VersionError("%s is not a document of the manifest" % doc)


def marked(runs, context=30):
    """The runs as one line: [-deleted-]{+inserted+}, long unchanged stretches cut to `context`
    characters each side."""
    out = []
    for k, (op, t) in enumerate(runs):
        if op == "-":
            out.append("[-%s-]" % t)
        elif op == "+":
            out.append("{+%s+}" % t)
        elif k == 0 and len(t) > context:
            out.append("…" + t[-context:])
        elif k == len(runs) - 1 and len(t) > context:
            out.append(t[:context] + "…")
        elif len(t) > 2 * context:
            out.append(t[:context] + " … " + t[-context:])
        else:
            out.append(t)
    return "".join(out)


class VersionMap:
    """The alignment of the version a package was written for (`old`) with the current one:
    per old id its status ("unchanged", "layout", "changed", "renumbered", "removed"), its new
    id and hash, and the character diff of its title and text."""

    def __init__(self, doc, old, new, diff):
        self.doc, self.old, self.new = doc, old, new
        self.by_old = {}
        for e in diff["entries"]:
            if e["old"] is not None:
                self.by_old[e["old"]["id"]] = e

    @classmethod
    def load(cls, oracle, doc, old, new):
        return cls(doc, old, new, json.loads(run_oracle(oracle, ["diff", doc, old, new, "--json"],
                                                        ok=(0, 1))))

    def status(self, old_id):
        e = self.by_old.get(old_id)
        if e is None:
            return "unknown"
        if e["status"] == "renumbered" and not e["same_text"]:
            return "changed"
        return e["status"]

    def new_id(self, old_id):
        e = self.by_old.get(old_id)
        return e["new"]["id"] if e and e["new"] else None

    def renumbered(self):
        """{old id: new id} of the clauses whose id changed (same text or not)."""
        return {o: e["new"]["id"] for o, e in self.by_old.items()
                if e["new"] and e["new"]["id"] != o}

    def change_lines(self, old_id, index_old, index_new):
        """What a person reads about a changed or removed clause: its text in both versions
        and the character diff."""
        e = self.by_old[old_id]
        old_entry = index_old.entry(old_id)
        old_text = (old_entry["title"] + " " + old_entry["text"]).strip()
        if e["new"] is None:
            return ["%s removed in %s: 「%s」" % (old_id, self.new, old_text)]
        new_entry = index_new.entry(e["new"]["id"])
        new_text = (new_entry["title"] + " " + new_entry["text"]).strip()
        head = "%s changed%s:" % (old_id, "" if e["new"]["id"] == old_id
                                  else " (now %s)" % e["new"]["id"])
        lines = [head, "  %s: %s" % (self.old, old_text), "  %s: %s" % (self.new, new_text)]
        for key, what in (("title_diff", "title"), ("text_diff", "text")):
            if e.get(key):
                lines.append("  %s diff: %s" % (what, marked(e[key])))
        return lines


# an id in prose: not inside a longer id (a full stop after it ends a sentence)
ID_BEFORE = r"(?<![0-9A-Za-z~#.\-])"
ID_AFTER = r"(?![0-9A-Za-z~#\-]|\.[0-9A-Za-z])"


class MappedIndex(ClauseIndex):
    """The index a family written for an older version reads (the module's docstring): the
    old text under the old ids, but the current text of the clauses the family has reviewed;
    pins, quoted ids and the ids of its cases mapped to the current version."""

    def __init__(self, old_index, new_index, vmap, reviewed):
        super().__init__([old_index.entries[i] for i in old_index.order])
        self.new_index, self.vmap = new_index, vmap
        self.reviewed = {i for i, label in (reviewed or {}).items() if label == vmap.new}
        self.touched = set()
        ren = vmap.renumbered()
        self.moves = ren
        self.id_pattern = re.compile("%s(%s)%s" % (
            ID_BEFORE, "|".join(re.escape(i) for i in sorted(ren, key=len, reverse=True)),
            ID_AFTER)) if ren else None

    def entry(self, clause_id):
        old = super().entry(clause_id)
        self.touched.add(clause_id)
        if clause_id in self.reviewed and self.vmap.status(clause_id) == "changed":
            new = self.new_index.entry(self.vmap.new_id(clause_id))
            return dict(old, title=new["title"], text=new["text"], hash=new["hash"])
        return old

    def pin(self, clause_id):
        self.entry(clause_id)
        new_id = self.vmap.new_id(clause_id) or clause_id
        entry = self.new_index.entries.get(new_id)
        return {"id": new_id, "hash": entry["hash"] if entry else self.entries[clause_id]["hash"]}

    def map_case(self, case):
        """The case in the current version's ids: prose, and every id the expectation names
        (a rejection's rule, an event's clause, the clauses a check concerns, but the state's
        own values; pins are mapped by `pin`)."""
        if self.id_pattern:
            for key in ("title", "description"):
                case[key] = self.id_pattern.sub(lambda m: self.moves[m.group(1)], case[key])
        for key, v in case["expect"].items():
            case["expect"][key] = self._map_ids(v) if key != "state" else self._map_clauses(v)
        return case

    def _map_clauses(self, v):
        """The ids of the "$clauses" in a value of the document's vocabulary (the state), and
        nothing else of it."""
        if isinstance(v, list):
            return [self._map_clauses(x) for x in v]
        if isinstance(v, dict):
            return {k: self._map_ids(x) if k == "$clauses" else self._map_clauses(x)
                    for k, x in v.items()}
        return v

    def _map_ids(self, v):
        if isinstance(v, str):
            if v in self.entries and self.vmap.status(v) == "removed":
                self.touched.add(v)
            return self.moves.get(v, v)
        if isinstance(v, list):
            return [self._map_ids(x) for x in v]
        if isinstance(v, dict):
            return {k: self._map_ids(x) for k, x in v.items()}
        return v

    def problems(self):
        """The clauses the family used that stop it: changed and not reviewed, or removed;
        sorted (status, id)."""
        out = []
        for cid in sorted(self.touched):
            st = self.vmap.status(cid)
            if st == "removed" or (st == "changed" and cid not in self.reviewed):
                out.append((st, cid))
        return out
