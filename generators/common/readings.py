"""Owns the readings of a document: the ids listed in cases/<doc>/readings.json, each a choice
the text leaves open that a case names with a `reading:<id>` tag (docs/cases.md)."""

import json
import os

_CACHE = {}


def load_readings(cases_root, doc):
    """The set of reading ids of cases/<doc>/readings.json under cases_root, or None when the
    document has no such file (its tags are then not checked)."""
    path = os.path.join(cases_root, doc, "readings.json")
    if not os.path.exists(path):
        return None
    with open(path, encoding="utf-8") as f:
        return {r["id"] for r in json.load(f)["readings"]}


def known_readings(cases_root, doc):
    """load_readings, read once per file for every family of a run."""
    key = (os.path.abspath(cases_root), doc)
    if key not in _CACHE:
        _CACHE[key] = load_readings(cases_root, doc)
    return _CACHE[key]


def unknown_reading_tags(tags, readings):
    """The `reading:` tags among tags that name no reading (none when readings is None)."""
    if readings is None:
        return []
    return [t for t in tags if t.startswith("reading:") and t[len("reading:"):] not in readings]
