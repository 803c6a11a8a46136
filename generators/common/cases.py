"""Owns the case file format on disk: key order, layout, path <-> id (docs/cases.md).

A case is written with its keys in the documented order, 2-space indentation, non-ASCII text
kept as is, and a trailing newline.  Short arrays and objects stay on one line when they fit,
so a script reads one action per line; the layout is a pure function of the value, so the
bytes are identical from run to run.
"""

import json
import os

FORMAT = 1
KEY_ORDER = ("format", "id", "doc", "version", "title", "description", "clauses", "tags",
             "origin", "setup", "script", "expect")
OPTIONAL_KEYS = ("version",)
EXPECT_ORDER = ("state", "events", "absent", "exactly", "rejections", "legal", "pending",
                "invalid")
LINE_WIDTH = 100


def _inline(value):
    return json.dumps(value, ensure_ascii=False, separators=(", ", ": "))


def _dump(value, indent, out, first_col):
    """Appends the layout of value to out; first_col is the column where it starts."""
    flat = _inline(value)
    if not isinstance(value, (list, dict)) or first_col + len(flat) <= LINE_WIDTH or not value:
        out.append(flat)
        return
    pad = " " * (indent + 2)
    if isinstance(value, list):
        out.append("[\n")
        for i, item in enumerate(value):
            out.append(pad)
            _dump(item, indent + 2, out, indent + 2)
            out.append(",\n" if i + 1 < len(value) else "\n")
        out.append(" " * indent + "]")
        return
    out.append("{\n")
    items = list(value.items())
    for i, (key, item) in enumerate(items):
        head = json.dumps(key, ensure_ascii=False) + ": "
        out.append(pad + head)
        _dump(item, indent + 2, out, indent + 2 + len(head))
        out.append(",\n" if i + 1 < len(items) else "\n")
    out.append(" " * indent + "}")


def ordered(case):
    """The case with its keys (and those of expect) in the documented order."""
    unknown = set(case) - set(KEY_ORDER)
    if unknown:
        raise ValueError("case %s: unknown keys %s" % (case.get("id"), sorted(unknown)))
    out = {k: case[k] for k in KEY_ORDER if k in case}
    if isinstance(out.get("expect"), dict):
        exp = out["expect"]
        extra = set(exp) - set(EXPECT_ORDER)
        if extra:
            raise ValueError("case %s: unknown expect keys %s" % (case.get("id"), sorted(extra)))
        out["expect"] = {k: exp[k] for k in EXPECT_ORDER if k in exp}
    return out


def render(case):
    """The exact bytes (as str) of a case file."""
    out = []
    _dump(ordered(case), 0, out, 0)
    out.append("\n")
    return "".join(out)


def path_of(root, case_id):
    """The file of a case id under the cases root (the id is the path without .json)."""
    return os.path.join(root, *case_id.split("/")) + ".json"


def id_of(root, path):
    rel = os.path.relpath(path, root)
    if not rel.endswith(".json"):
        raise ValueError("not a case file: " + path)
    return rel[:-len(".json")].replace(os.sep, "/")


def write(root, case):
    """Writes one case under root; returns its path."""
    path = path_of(root, case["id"])
    os.makedirs(os.path.dirname(path), exist_ok=True)
    text = render(case)
    with open(path, "w", encoding="utf-8", newline="\n") as f:
        f.write(text)
    return path


def make(doc, family, name, title, description, clauses, tags, origin, setup, script, expect,
         version=None):
    """A generated case: id <doc>/gen/<family>/<name>, written for `version` of the document
    (its label; None: the case records none)."""
    if "\n" in title:
        raise ValueError("title must be one line: " + title)
    case = {
        "format": FORMAT,
        "id": "%s/gen/%s/%s" % (doc, family, name),
        "doc": doc,
        "version": version,
        "title": title,
        "description": description,
        "clauses": clauses,
        "tags": sorted(set(tags)),
        "origin": origin,
        "setup": setup,
        "script": script,
        "expect": expect,
    }
    if version is None:
        del case["version"]
    return case
