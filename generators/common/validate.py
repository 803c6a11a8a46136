"""Owns the validation of case files: the JSON Schema (cases/case.schema.json) and the rules of
docs/cases.md a schema cannot express (id = path, doc, pinned clause hashes, reading tags).

    python3 generators/common/validate.py [--oracle build/oracle] [--cases cases] [PATH...]

PATH: case files or directories (default: every case under --cases).  With --oracle, each
pin is checked against `oracle clauses DOC --json`.  Exit 0 when every file is valid, 1 otherwise.

The schema support is the subset of draft 2020-12 the case schema uses; an unsupported
keyword is an error, never silently ignored.
"""

import argparse
import json
import os
import re
import sys
import tempfile

sys.dont_write_bytecode = True  # keep the source tree free of __pycache__
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from common import cases as casefile  # noqa: E402
from common.clauses import ClauseIndex, dump_index  # noqa: E402
from common.readings import load_readings, unknown_reading_tags  # noqa: E402

ANNOTATIONS = {"$schema", "$id", "title", "description", "$defs", "$comment"}
TYPES = {
    "object": lambda v: isinstance(v, dict),
    "array": lambda v: isinstance(v, list),
    "string": lambda v: isinstance(v, str),
    "integer": lambda v: isinstance(v, int) and not isinstance(v, bool),
    "number": lambda v: isinstance(v, (int, float)) and not isinstance(v, bool),
    "boolean": lambda v: isinstance(v, bool),
    "null": lambda v: v is None,
}


# Used when cases/case.schema.json is absent: the keys of docs/cases.md and nothing more.
FALLBACK_SCHEMA = {
    "type": "object", "additionalProperties": False,
    "required": [k for k in casefile.KEY_ORDER if k not in casefile.OPTIONAL_KEYS],
    "properties": {k: True for k in casefile.KEY_ORDER},
}


class SchemaError(Exception):
    pass


def _resolve(root, ref):
    if not ref.startswith("#/"):
        raise SchemaError("unsupported $ref " + ref)
    node = root
    for part in ref[2:].split("/"):
        node = node[part]
    return node


def _equal(a, b):
    return type(a) is type(b) and a == b if not isinstance(a, (int, float)) else a == b


def errors(value, schema, root=None, path="$"):
    """Every schema violation of value, as 'path: message' strings."""
    root = root if root is not None else schema
    if schema is True:
        return []
    if schema is False:
        return ["%s: not allowed" % path]
    out = []
    for key in schema:
        if key in ANNOTATIONS or key in ("properties", "patternProperties"):
            continue
        rule = schema[key]
        if key == "$ref":
            out += errors(value, _resolve(root, rule), root, path)
        elif key == "type":
            names = rule if isinstance(rule, list) else [rule]
            if not any(TYPES[n](value) for n in names):
                out.append("%s: expected %s" % (path, "/".join(names)))
        elif key == "const":
            if not _equal(value, rule):
                out.append("%s: expected %s" % (path, json.dumps(rule)))
        elif key == "enum":
            if not any(_equal(value, r) for r in rule):
                out.append("%s: not one of %s" % (path, json.dumps(rule)))
        elif key == "pattern":
            if isinstance(value, str) and not re.search(rule, value):
                out.append("%s: does not match %s" % (path, rule))
        elif key == "minLength":
            if isinstance(value, str) and len(value) < rule:
                out.append("%s: shorter than %d" % (path, rule))
        elif key == "minimum":
            if TYPES["number"](value) and value < rule:
                out.append("%s: below %s" % (path, rule))
        elif key == "minItems":
            if isinstance(value, list) and len(value) < rule:
                out.append("%s: fewer than %d items" % (path, rule))
        elif key == "minProperties":
            if isinstance(value, dict) and len(value) < rule:
                out.append("%s: fewer than %d properties" % (path, rule))
        elif key == "maxProperties":
            if isinstance(value, dict) and len(value) > rule:
                out.append("%s: more than %d properties" % (path, rule))
        elif key == "required":
            if isinstance(value, dict):
                out += ["%s: missing %s" % (path, k) for k in rule if k not in value]
        elif key == "items":
            if isinstance(value, list):
                for i, item in enumerate(value):
                    out += errors(item, rule, root, "%s[%d]" % (path, i))
        elif key == "additionalProperties":
            if isinstance(value, dict):
                props = schema.get("properties", {})
                pats = schema.get("patternProperties", {})
                for k, v in value.items():
                    if k in props or any(re.search(p, k) for p in pats):
                        continue
                    out += errors(v, rule, root, "%s.%s" % (path, k)) if rule is not False \
                        else ["%s: unexpected key %s" % (path, k)]
        elif key == "oneOf":
            passing = sum(1 for s in rule if not errors(value, s, root, path))
            if passing != 1:
                out.append("%s: matches %d of oneOf (needs exactly 1)" % (path, passing))
        elif key == "anyOf":
            if not any(not errors(value, s, root, path) for s in rule):
                out.append("%s: matches none of anyOf" % path)
        elif key == "allOf":
            for s in rule:
                out += errors(value, s, root, path)
        elif key == "not":
            if not errors(value, rule, root, path):
                out.append("%s: matches a 'not' schema" % path)
        else:
            raise SchemaError("unsupported schema keyword %r" % key)
    if isinstance(value, dict):
        for k, s in schema.get("properties", {}).items():
            if k in value:
                out += errors(value[k], s, root, "%s.%s" % (path, k))
        for pat, s in schema.get("patternProperties", {}).items():
            for k, v in value.items():
                if re.search(pat, k):
                    out += errors(v, s, root, "%s.%s" % (path, k))
    return out


OPERATORS = ("$value", "$set", "$any_order")


def _operator_errors(v, declared, path, in_array=False):
    """The expectation language's rules (oracle/suite/case_expect.c): known operators, alone
    with "$clauses" in their object, "$any_order" only in an array, and every clause a check
    names declared by the case."""
    out = []
    if isinstance(v, list):
        for i, e in enumerate(v):
            out += _operator_errors(e, declared, "%s[%d]" % (path, i), True)
        return out
    if not isinstance(v, dict):
        return out
    ops = [k for k in v if k.startswith("$")]
    for k in ops:
        if k == "$clauses":
            if not isinstance(v[k], list):
                out.append("%s.$clauses: not an array" % path)
            else:
                out += ["%s.$clauses: %r is not a clause this case declares" % (path, c)
                        for c in v[k] if c not in declared]
        elif k not in OPERATORS:
            out.append("%s.%s: unknown operator" % (path, k))
        elif k == "$any_order" and not in_array:
            out.append("%s: \"$any_order\" is an element of an array" % path)
        else:
            if set(v) - {k, "$clauses"}:
                out.append("%s: an object with %s has no other member than $clauses" % (path, k))
            out += _operator_errors(v[k], declared, "%s.%s" % (path, k), k != "$value")
    if not set(ops) & set(OPERATORS):
        for k, x in v.items():
            if not k.startswith("$"):
                out += _operator_errors(x, declared, "%s.%s" % (path, k))
    return out


def expectation_errors(case):
    declared = {p.get("id") for p in case.get("clauses", []) if isinstance(p, dict)}
    exp = case.get("expect")
    if not isinstance(exp, dict):
        return []
    out = _operator_errors(exp, declared, "$.expect")
    pending = exp.get("pending")
    script = case.get("script")
    if isinstance(pending, dict) and isinstance(script, list) and pending.get("step") != len(script):
        out.append("$.expect.pending.step: a run stops at an unanswered question only when the "
                   "script has run out: expected step %d (the script's length)" % len(script))
    return out


def case_errors(case, cases_root, path, indexes, readings):
    """The rules of docs/cases.md beyond the schema."""
    out = []
    try:
        expected_id = casefile.id_of(cases_root, path)
    except ValueError as e:
        return [str(e)]
    if case.get("id") != expected_id:
        out.append("id %r is not the path %r" % (case.get("id"), expected_id))
    doc = case.get("doc")
    if isinstance(case.get("id"), str) and case["id"].split("/")[0] != doc:
        out.append("doc %r is not the id's first segment" % doc)
    index = indexes.get(doc) if indexes is not None else None
    if index is not None:
        for pin in case.get("clauses", []):
            try:
                entry = index.entry(pin["id"])
            except KeyError:
                out.append("unknown clause %s" % pin.get("id"))
                continue
            if entry["hash"] != pin.get("hash"):
                out.append("stale pin %s: %s, index has %s" % (pin["id"], pin.get("hash"),
                                                                entry["hash"]))
    for tag in unknown_reading_tags(case.get("tags", []), readings.get(doc)):
        out.append("tag %s names no reading of cases/%s/readings.json" % (tag, doc))
    if case.get("origin") == "hand" and "/hand/" not in "/" + case.get("id", "") + "/":
        out.append("origin hand outside hand/")
    return out + expectation_errors(case)


def case_files(paths):
    for p in paths:
        if os.path.isdir(p):
            for d, _, files in sorted(os.walk(p)):
                for name in sorted(files):
                    if name.endswith(".json") and name not in ("readings.json",
                                                               "classification.json"):
                        yield os.path.join(d, name)
        else:
            yield p


def main(argv=None):
    ap = argparse.ArgumentParser(description="validate case files")
    ap.add_argument("--cases", default="cases", help="the cases root (default: cases)")
    ap.add_argument("--oracle", help="oracle binary, to check clause pins against the index")
    ap.add_argument("paths", nargs="*")
    args = ap.parse_args(argv)
    schema_path = os.path.join(args.cases, "case.schema.json")
    schema = FALLBACK_SCHEMA
    if os.path.exists(schema_path):
        with open(schema_path, encoding="utf-8") as f:
            schema = json.load(f)
    files = [f for f in case_files(args.paths or [args.cases])
             if os.path.basename(f) != "case.schema.json"]
    docs, indexes, readings, bad, loaded = set(), {}, {}, 0, []
    for f in files:
        try:
            with open(f, encoding="utf-8") as fh:
                loaded.append((f, json.load(fh)))
        except (OSError, ValueError) as e:
            print("%s: %s" % (f, e))
            bad += 1
    for _, c in loaded:
        if isinstance(c, dict) and isinstance(c.get("doc"), str):
            docs.add(c["doc"])
    with tempfile.TemporaryDirectory() as tmp:
        for doc in sorted(docs):
            readings[doc] = load_readings(args.cases, doc)
            if args.oracle:
                ipath = os.path.join(tmp, doc + ".json")
                dump_index(args.oracle, doc, ipath)
                indexes[doc] = ClauseIndex.load(ipath)
    for f, c in loaded:
        errs = errors(c, schema) if schema is not None else []
        if isinstance(c, dict):
            errs += case_errors(c, args.cases, f, indexes if args.oracle else None, readings)
        for e in errs:
            print("%s: %s" % (f, e))
        bad += 1 if errs else 0
    print("%d case files, %d invalid%s" % (len(files), bad, "" if schema is not FALLBACK_SCHEMA
                                           else " (no case.schema.json: keys only)"))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
