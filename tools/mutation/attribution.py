"""attribution.py — which clauses a mutant concerns: the RULE() marks that govern the code it
changes. The rule, in order (the first that finds a mark decides):

  1. condition  A change inside the condition of an if, a loop, a switch or ?: decides which
                branch runs: it concerns every mark inside the statement that condition controls.
  2. block      Otherwise, from the innermost block holding the change outwards to the function's
                body: the marks of the first block that has marks run unconditionally in it. A
                mark runs unconditionally in a block when it is a statement of the block, or is
                in a loop's body there, or in an if/else (a switch with a default) whose every
                branch has marks (then all those marks: one of them applies); a mark under an if
                without else, or in another case of a switch, does not govern code beside it.
                In a switch, the block of a change is its case (from its label to the next).
  3. callers    A function (or a file-scope table) with no governing mark serves the clauses of
                the code that uses it: rules 1-2 at each place that calls or reads it, in any
                engine file (a static one: its own file), then at their callers', up to 3 levels;
                the nearest level with marks decides. More than BROAD clauses make the
                attribution broad: listed, but left out of the per-clause scores.
  4. function   Failing all that, every mark of the function, conditional ones included.
  5. none       No mark at all: the mutant is listed unattributed.

A mark is RULE(run, "id") (each literal of a choice `c ? "a" : "b"` is a clause) or
eng_rule(run, "id") with a literal; eng_rule with a computed id names no clause it could be
attributed to, and is passed over. Clauses are "doc:id", the document of the engine folder that
holds the mark (games.def)."""
import re
from dataclasses import dataclass

import layout
from operators import RULE_MACRO, strip
from syntax import walk

BROAD = 10
DEPTH = 3
_STRING = re.compile(r'"((?:[^"\\\n]|\\.)*)"')


@dataclass
class Mark:
    start: int
    end: int
    clauses: tuple


def _mark_literals(text):
    """The clause literals of a RULE( … ) invocation's text: the literals of its second argument
    outside nested parentheses (as tools/rulemarks.c reads them)."""
    i = text.find("(")
    depth, second, out, j = 0, False, [], i + 1
    while 0 <= i < j < len(text):
        c = text[j]
        if c == '"':
            m = _STRING.match(text, j)
            if m is None:
                break
            if second and depth == 0:
                out.append(m.group(1))
            j = m.end()
            continue
        if c == "'":
            k = text.find("'", j + 1)
            j = k + 1 if k > 0 else len(text)
            continue
        if c in "([{":
            depth += 1
        elif c in ")]}":
            if depth == 0:
                break
            depth -= 1
        elif c == "," and depth == 0:
            second = True
        j += 1
    return out


def marks_of(tree, doc):
    """Every mark of a file, in file order."""
    prefix = (doc or "core") + ":"
    text = tree.text
    marks = []
    rule_ranges = []
    for m in tree.macros:
        if m.name == RULE_MACRO:
            lits = _mark_literals(text[m.start:m.end].decode("utf-8", "replace"))
            marks.append(Mark(m.start, m.end, tuple(prefix + c for c in lits)))
            rule_ranges.append((m.start, m.end))
    for d in tree.defs:
        for node, _ in walk(d):
            if node.kind == "CALL_EXPR" and node.name == "eng_rule" and len(node.children) == 3 \
                    and not any(a <= node.start < b for a, b in rule_ranges):
                arg = strip(node.children[2])
                if arg.kind == "STRING_LITERAL":
                    lit = _STRING.match(text[arg.start:arg.end].decode("utf-8", "replace"))
                    if lit:
                        marks.append(Mark(node.start, node.end, (prefix + lit.group(1),)))
    return sorted(marks, key=lambda m: m.start)


class Attributor:
    def __init__(self, trees, folder_docs):
        self.trees = trees
        self.marks = {p: marks_of(t, layout.doc_of_marks(p, folder_docs)) for p, t in trees.items()}
        self.defs = {}          # name -> [(path, def)]
        self.uses = {}          # name -> [(path, def, node)]
        for p, t in trees.items():
            for d in t.defs:
                self.defs.setdefault(d.name, []).append((p, d))
                for node, _ in walk(d):
                    if node.kind == "DECL_REF_EXPR" and node.ref_global and node.name != d.name:
                        self.uses.setdefault(node.name, []).append((p, d, node))

    # --- rules 1 and 2 ------------------------------------------------------------------------
    def _in(self, path, node):
        return [m for m in self.marks[path] if node.start <= m.start < node.end]

    def _uncond(self, path, node):
        """The clauses of the marks that run whenever `node` runs."""
        k = node.kind
        if k == "COMPOUND_STMT":
            return set().union(*[self._uncond(path, c) for c in node.children]) \
                if node.children else set()
        if k == "IF_STMT":
            if len(node.children) < 3:
                return set()
            a = self._uncond(path, node.children[1])
            b = self._uncond(path, node.children[2])
            return a | b if a and b else set()
        if k in ("WHILE_STMT", "FOR_STMT"):
            return self._uncond(path, node.children[-1]) if node.children else set()
        if k == "DO_STMT":
            return self._uncond(path, node.children[0]) if node.children else set()
        if k == "SWITCH_STMT":
            body = node.children[-1] if node.children else None
            if body is None or body.kind != "COMPOUND_STMT":
                return set()
            groups = _case_groups(body)
            has_default = any(_is_default(g[0]) for g in groups if g)
            got = [set().union(*[self._uncond(path, c) for c in g]) for g in groups]
            return set().union(*got) if got and has_default and all(got) else set()
        if k in ("CASE_STMT", "DEFAULT_STMT", "LABEL_STMT"):
            return self._uncond(path, node.children[-1]) if node.children else set()
        if k == "CONDITIONAL_OPERATOR":
            return set()
        out = set()
        for m in self._in(path, node):
            out.update(m.clauses)
        return out

    def governing(self, path, d, start, end):
        """(clauses, rule) by rules 1-2 for the code at [start, end) of definition d."""
        chain = [d]
        while True:
            nxt = next((c for c in chain[-1].children
                        if c.start <= start and end <= c.end and c.end > c.start), None)
            if nxt is None:
                break
            chain.append(nxt)
        for i in range(len(chain) - 2, -1, -1):           # rule 1, innermost condition first
            node, child = chain[i], chain[i + 1]
            cond = _condition_part(node)
            if cond is not None and cond(child):
                got = set()
                for m in self._in(path, node):
                    if not (child.start <= m.start < child.end):
                        got.update(m.clauses)
                if got:
                    return got, "condition"
                break
        for i in range(len(chain) - 1, -1, -1):           # rule 2, innermost block first
            node = chain[i]
            if node.kind == "COMPOUND_STMT":
                members = node.children
                if i > 0 and chain[i - 1].kind == "SWITCH_STMT" and i + 1 < len(chain):
                    members = next((g for g in _case_groups(node) if chain[i + 1] in g), members)
                got = set().union(*[self._uncond(path, c) for c in members]) if members else set()
            elif i > 0 and _is_body(chain[i - 1], node):
                got = self._uncond(path, node)
            else:
                continue
            if got:
                return got, "block"
        return None

    # --- rules 3 to 5 -------------------------------------------------------------------------
    def _uses_of(self, path, name):
        local = [u for u in self.uses.get(name, ()) if u[0] == path]
        defined_here = any(p == path for p, _ in self.defs.get(name, ()))
        others = [u for u in self.uses.get(name, ()) if u[0] != path
                  and not any(p == u[0] for p, _ in self.defs.get(name, ()))]
        return local + (others if defined_here else [])

    def attribute(self, path, d, start, end):
        """(sorted clauses, {"rule": …, "depth"?: n, "broad"?: true})."""
        if d.kind == "FUNCTION_DECL":
            got = self.governing(path, d, start, end)
            if got:
                return sorted(got[0]), {"rule": got[1]}
        frontier, seen = [(path, d)], {(path, d.name)}
        for depth in range(1, DEPTH + 1):
            found, nxt = set(), []
            for p, fn in frontier:
                for up, ud, node in self._uses_of(p, fn.name):
                    g = self.governing(up, ud, node.start, node.end)
                    if g:
                        found |= g[0]
                    elif (up, ud.name) not in seen:
                        seen.add((up, ud.name))
                        nxt.append((up, ud))
            if found:
                info = {"rule": "callers", "depth": depth}
                if len(found) > BROAD:
                    info["broad"] = True
                return sorted(found), info
            frontier = nxt
        got = set()
        for m in self._in(path, d):
            got.update(m.clauses)
        if got:
            return sorted(got), {"rule": "function"}
        return [], {"rule": "none"}


def _condition_part(node):
    """A test: is this child of `node` its condition (a for's whole head)? None when the node
    has no condition."""
    k = node.kind
    if k == "CONDITIONAL_OPERATOR" and node.children:
        return lambda c: c is node.children[0]
    if k in ("IF_STMT", "WHILE_STMT", "SWITCH_STMT") and node.children:
        return lambda c: c is node.children[0]
    if k == "DO_STMT" and len(node.children) == 2:
        return lambda c: c is node.children[1]
    if k == "FOR_STMT" and node.children:
        return lambda c: c is not node.children[-1]
    return None


def _is_body(parent, node):
    k = parent.kind
    if k == "IF_STMT":
        return node in parent.children[1:]
    if k in ("WHILE_STMT", "FOR_STMT", "CASE_STMT", "DEFAULT_STMT", "LABEL_STMT"):
        return node is parent.children[-1]
    if k == "DO_STMT":
        return node is parent.children[0]
    return False


def _is_default(node):
    return node.kind == "DEFAULT_STMT" or (node.kind == "CASE_STMT" and node.children
                                           and _is_default(node.children[-1]))


def _case_groups(body):
    groups, cur = [], []
    for c in body.children:
        if c.kind in ("CASE_STMT", "DEFAULT_STMT") and cur:
            groups.append(cur)
            cur = []
        cur.append(c)
    if cur:
        groups.append(cur)
    return groups
