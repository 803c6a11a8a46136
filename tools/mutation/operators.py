"""operators.py — the mutation operators over a file's syntax tree (syntax.py), and what is kept
apart from the main sample.

Operators (each mutant is one change of the text at one place):
  relational  a comparison turned around: <  ↔ >,  <= ↔ >=
  off_by_one  a bound moved by one: <  ↔ <=,  > ↔ >=
  equality    == ↔ !=
  arithmetic  + ↔ -,  * ↔ /,  % → *,  += ↔ -=,  *= ↔ /=,  ++ ↔ --
  logical     && ↔ ||
  negate      the condition of if, while, do, for and ?: negated: c → !(c)
  delete      a statement that is a call or an assignment (=, op=, ++, --), or a statement macro
              such as TCG_TRY(call), replaced by (void)0
  constant    an integer literal: 0 → 1, 1 → 0, n → n+1; true ↔ false; a float: 0 ↔ 1
  return      a returned value that is no literal (the constant operator changes those): an
              integer → 0 (an expression worth 0 → 1), a bool b → !(b), a pointer → NULL (the
              function's result type decides)

Comments and string literals are not in the syntax tree, so no operator ever changes them.
An operator that a macro's body produces (TCG_TRY's if, json_object_foreach's loop) is not
written at the place of the invocation, so it is not mutated: mutants_of counts those sites.
Kept apart (APART: counted and listed, never in the main sample):
  rule-mark   the change is inside a RULE() mark or an eng_rule() call, or deletes one or a
              trace pause or resume; or is in the conditions of an if (else if …) whose every
              branch is only marks (conditions that assign nothing); or is in a citer (a void
              function whose only effect is marks: cite_step's switch over RULE()s) or deletes
              a call of one, or in a loop whose body is only marks (a call of a citer counts as
              a mark): it changes only which clauses the run's trace records, which no verdict
              reads (make test's trace check does)
  validation  the change is in pure validation of malformed input: an if without else whose
              branch only reports the error (return eng_error(...), st = eng_error(...), return,
              break, goto; after releasing memory, if it does), a loop whose body is only such
              guards, a return of eng_error(...), the eng_error call itself; a validator
              (a function made only of such guards, declarations, loops of guards and a final
              return of a constant) and the deletion of a call to one (TCG_TRY(check(...)));
              an if without else that passes on an error a callee reported (its condition calls
              a function that calls eng_error, its branch only returns a constant status); a
              message tail (the statements just before such a report that only build its
              message in variables they declare: the list of names a refused value could have
              been), which runs only when the error is reported. No
              well-formed case can notice a weakened check (sampled apart with --validation K)
  release     deleting a call that only releases memory (free, *_free, *decref, *_destroy,
              *_release) or a call of a releaser; a change in a loop or an if that only releases
              memory, or in a releaser (a void function made only of releases, such loops and
              ifs, declarations and early returns): a leak, which no verdict can see
"""
import re

from mutant import Mutant, number

APART = {
    "rule-mark": "changes only the run's trace (a RULE() mark, eng_rule, a trace pause/resume)",
    "validation": "pure validation of malformed input (reported apart; --validation K samples it)",
    "release": "changes only a release of memory: a leak, invisible to any verdict",
}
OPERATORS = ("relational", "off_by_one", "equality", "arithmetic", "logical", "negate", "delete",
             "constant", "return")

BINARY = {
    "relational": {"<": ">", ">": "<", "<=": ">=", ">=": "<="},
    "off_by_one": {"<": "<=", "<=": "<", ">": ">=", ">=": ">"},
    "equality": {"==": "!=", "!=": "=="},
    "arithmetic": {"+": "-", "-": "+", "*": "/", "/": "*", "%": "*"},
    "logical": {"&&": "||", "||": "&&"},
}
COMPOUND = {"+=": "-=", "-=": "+=", "*=": "/=", "/=": "*="}
INCDEC = {"++": "--", "--": "++"}
TRACE_CALLS = ("eng_rule", "eng_trace_pause", "eng_trace_resume")
RULE_MACRO = "RULE"
ERROR_CALL = "eng_error"
_RELEASE = re.compile(r"^(free|.*_free|.*decref|.*_destroy|.*_release)$")
_INT = re.compile(r"^(0[xX][0-9a-fA-F]+|[0-9]+)([uUlL]*)$")
_FLOAT = re.compile(r"^[0-9]*\.?[0-9]*([eE][-+]?[0-9]+)?[fFlL]?$")
_COMMENT = re.compile(r"/\*.*?\*/|//[^\n]*", re.S)
CONDITION_OWNERS = {"IF_STMT": "if", "WHILE_STMT": "while", "DO_STMT": "do", "FOR_STMT": "for",
                    "SWITCH_STMT": "switch"}
STATEMENT_LISTS = ("COMPOUND_STMT",)


def strip(node):
    """The node under implicit conversions and parentheses libclang shows as UNEXPOSED_EXPR."""
    while node.kind in ("UNEXPOSED_EXPR",) and len(node.children) == 1:
        node = node.children[0]
    return node


class _File:
    """A tree's text and the regions of its code that are kept apart."""

    def __init__(self, tree):
        self.tree = tree
        self.text = tree.text
        self.newlines = [i for i, b in enumerate(tree.text) if b == 10]
        self.rule = [(m.start, m.end) for m in tree.macros if m.name == RULE_MACRO]
        self.validation = []
        self.release = []       # loops, ifs and releasers that only release memory
        self.releasers = set()
        self.macros = {(m.start, m.end): m.name for m in tree.macros}
        self.macro_sites = 0    # operator sites produced by a macro's body (not mutated)
        self.validators = set()
        self.reporters = set()
        self.citers = set()

    def s(self, a, b):
        return self.text[a:b].decode("utf-8", "replace")

    def between(self, a, b):
        """The code between two offsets, comments and spaces removed."""
        if a > b:
            return None
        return re.sub(r"\s+", "", _COMMENT.sub(" ", self.s(a, b)))

    def line(self, off):
        import bisect
        return bisect.bisect_left(self.newlines, off) + 1

    def apart(self, start, end, operator, callee=""):
        def hit(regions):
            return any(a < end and start < b or a == start == b for a, b in regions)
        if hit(self.rule):
            return "rule-mark"
        if hit(self.validation):
            return "validation"
        if hit(self.release):
            return "release"
        if operator == "delete" and (_RELEASE.match(callee or "") or callee in self.releasers):
            return "release"
        return None


def _is_call_to(node, name):
    node = strip(node)
    return node.kind == "CALL_EXPR" and node.name == name


def _reports_only(stmt, f):
    """A statement that only reports malformed input: return eng_error(...), st = eng_error(...),
    int st = eng_error(...), eng_error(...), a return of nothing or of a variable, break or goto,
    or a block of those."""
    stmt = strip(stmt)
    k = stmt.kind
    if k == "COMPOUND_STMT":
        return bool(stmt.children) and all(_reports_only(c, f) or _is_release_call(c)
                                           for c in stmt.children) \
            and any(_has_error_call(c) for c in stmt.children)
    if k == "RETURN_STMT":
        return not stmt.children or _is_call_to(stmt.children[0], ERROR_CALL) \
            or strip(stmt.children[0]).kind == "DECL_REF_EXPR"
    if k in ("BREAK_STMT", "GOTO_STMT"):
        return True
    if k == "DECL_STMT":
        return all(c.kind == "VAR_DECL" and c.children and _is_call_to(c.children[-1], ERROR_CALL)
                   for c in stmt.children)
    if k == "CALL_EXPR":
        return stmt.name == ERROR_CALL
    if k == "BINARY_OPERATOR" and len(stmt.children) == 2:
        return _is_call_to(stmt.children[1], ERROR_CALL)
    return False


def _is_release_call(stmt):
    stmt = strip(stmt)
    return stmt.kind == "CALL_EXPR" and bool(_RELEASE.match(stmt.name or ""))


def _is_guard(f, stmt):
    """An if without else whose branch only reports malformed input."""
    stmt = strip(stmt)
    return stmt.kind == "IF_STMT" and len(stmt.children) == 2 \
        and _reports_only(stmt.children[1], f) and _has_error_call(stmt.children[1])


def _loop_items(stmt):
    """The statements of a for or while loop's body, None for anything else."""
    stmt = strip(stmt)
    if stmt.kind not in ("FOR_STMT", "WHILE_STMT") or not stmt.children:
        return None
    b = strip(stmt.children[-1])
    return b.children if b.kind == "COMPOUND_STMT" else [b]


def _guards_only(f, stmt):
    """A loop whose body is only guards (or loops of them)."""
    items = _loop_items(stmt)
    return bool(items) and all(_is_guard(f, c) or _guards_only(f, c) for c in items)


def _releases_only(f, stmt, releasers=()):
    """A statement that only releases memory: a release call (or a call of a releaser), a block,
    a loop or an if (with a condition that assigns nothing) of such statements."""
    stmt = strip(stmt)
    k = stmt.kind
    if k == "CALL_EXPR":
        return bool(_RELEASE.match(stmt.name or "")) or stmt.name in releasers
    if k == "COMPOUND_STMT":
        return bool(stmt.children) and all(_releases_only(f, c, releasers) for c in stmt.children)
    if k in ("FOR_STMT", "WHILE_STMT"):
        return _releases_only(f, stmt.children[-1], releasers) if stmt.children else False
    if k == "IF_STMT" and len(stmt.children) >= 2:
        return _pure(f, stmt.children[0]) and all(_releases_only(f, c, releasers)
                                                  for c in stmt.children[1:])
    return False


def _fixpoint(trees, qualifies):
    """The names of the void functions whose non-empty body satisfies qualifies(f, body, known),
    grown until nothing more qualifies: a function may qualify through those found before."""
    known = set()
    while True:
        more = set()
        for t in trees:
            f = _File(t)
            for d in t.defs:
                body = d.children[-1] if d.kind == "FUNCTION_DECL" and d.children else None
                if d.name not in known and d.result == "void" and body is not None \
                        and body.kind == "COMPOUND_STMT" and body.children \
                        and qualifies(f, body, known):
                    more.add(d.name)
        if not more:
            return known
        known |= more


def _made_of_releases(f, body, known):
    items = [strip(c) for c in body.children]
    return all(c.kind == "DECL_STMT" and _pure(f, c) or _releases_only(f, c, known)
               or c.kind == "IF_STMT" and len(c.children) == 2 and _pure(f, c.children[0])
               and strip(c.children[1]).kind == "RETURN_STMT"
               and not strip(c.children[1]).children
               for c in items) and any(_releases_only(f, c, known) for c in items)


def releasers(trees):
    """The void functions made only of releases (loops and ifs of them), declarations and early
    returns (tournament_free): a fixpoint, a function calling only releasers is one too."""
    return _fixpoint(trees, _made_of_releases)


def _has_error_call(node):
    from syntax import walk
    return any(n.kind == "CALL_EXPR" and n.name == ERROR_CALL for n, _ in walk(node))


def _is_validator(f, d, known):
    """A function made only of validation: guards (an if without else that only reports),
    declarations, loops of those, calls of known validators, and a last return of a constant."""
    body = d.children[-1] if d.kind == "FUNCTION_DECL" and d.children else None
    if body is None or body.kind != "COMPOUND_STMT" or not body.children:
        return False
    guards = [0]

    def ok(stmt, last=False):
        k = stmt.kind
        if k == "IF_STMT" and len(stmt.children) == 2 and _reports_only(stmt.children[1], f) \
                and _has_error_call(stmt.children[1]):
            guards[0] += 1
            return True
        if k == "DECL_STMT":
            return True
        if k in ("FOR_STMT", "WHILE_STMT") and stmt.children:
            b = stmt.children[-1]
            return all(ok(c) for c in (b.children if b.kind == "COMPOUND_STMT" else [b]))
        if k == "RETURN_STMT":
            return last and (not stmt.children or _literal(f, stmt.children[0])
                             or strip(stmt.children[0]).kind == "DECL_REF_EXPR"
                             and strip(stmt.children[0]).value is not None)
        return _calls_validator(stmt, known)

    items = body.children
    return all(ok(c, i == len(items) - 1) for i, c in enumerate(items)) and guards[0] > 0


def _calls_validator(stmt, known):
    """A statement that is a call of a validator, directly or through a statement macro."""
    from syntax import walk
    calls = [n for n, _ in walk(stmt) if n.kind == "CALL_EXPR"]
    return bool(calls) and calls[0].name in known and stmt.kind in (
        "CALL_EXPR", "DO_STMT", "UNEXPOSED_EXPR", "BINARY_OPERATOR")


def reporters(trees):
    """The names of the functions that call eng_error themselves (they report malformed input)."""
    from syntax import walk
    return {d.name for t in trees for d in t.defs if d.kind == "FUNCTION_DECL"
            and any(n.kind == "CALL_EXPR" and n.name == ERROR_CALL for n, _ in walk(d))}


def _returns_status(stmt):
    """A branch that only returns a constant status (after releasing memory, if it does)."""
    stmt = strip(stmt)
    items = stmt.children if stmt.kind == "COMPOUND_STMT" else [stmt]
    if not items or strip(items[-1]).kind != "RETURN_STMT":
        return False
    ret = strip(items[-1])
    if not ret.children:
        return False
    v = strip(ret.children[0])
    if v.kind == "UNARY_OPERATOR" and len(v.children) == 1:
        v = strip(v.children[0])
    constant = v.kind == "INTEGER_LITERAL" or (v.kind == "DECL_REF_EXPR" and v.value is not None)
    return constant and all(strip(c).kind == "CALL_EXPR" and _RELEASE.match(strip(c).name)
                            for c in items[:-1])


def validators(trees):
    """The names of the validator functions of all the trees (a fixpoint: a function that only
    calls validators and guards is one too)."""
    known = set()
    while True:
        more = {d.name for t in trees for d in t.defs
                if d.name not in known and _is_validator(_File(t), d, known)}
        if not more:
            return known
        known |= more


def _marks_only(f, stmt):
    """A statement that is only RULE() marks (or trace calls, or calls of citers)."""
    stmt = strip(stmt)
    items = stmt.children if stmt.kind == "COMPOUND_STMT" else [stmt]
    return bool(items) and all(
        any(a == c.start and c.end == b for a, b in f.rule)
        or (strip(c).kind == "CALL_EXPR" and (strip(c).name in TRACE_CALLS
                                              or strip(c).name in f.citers)) for c in items)


def _marks_chain(f, node):
    """An if (else if …) whose every branch is only marks."""
    if node.kind != "IF_STMT" or len(node.children) < 2 or not _marks_only(f, node.children[1]):
        return False
    if len(node.children) == 2:
        return True
    other = strip(node.children[2])
    return _marks_only(f, other) or _marks_chain(f, other)


def _cites_only(f, stmt, known):
    """A statement whose only effect is marks: marks, conditions and loops and switches over
    such statements, break, assignments to the function's own variables, calls of citers."""
    stmt = strip(stmt)
    k = stmt.kind
    if any(a == stmt.start and stmt.end == b for a, b in f.rule) or _marks_only(f, stmt):
        return True
    if k in ("COMPOUND_STMT", "CASE_STMT", "DEFAULT_STMT", "SWITCH_STMT", "IF_STMT", "FOR_STMT",
             "WHILE_STMT", "DO_STMT"):
        parts = stmt.children
        if k in ("CASE_STMT", "SWITCH_STMT", "IF_STMT", "WHILE_STMT"):
            parts = stmt.children[1:]
            if not _pure(f, stmt.children[0]):
                return False
        return all(_cites_only(f, c, known) for c in parts)
    if k in ("BREAK_STMT", "NULL_STMT", "DECL_STMT"):
        return k != "DECL_STMT" or _pure(f, stmt)
    if k == "RETURN_STMT":
        return not stmt.children
    if k in ("BINARY_OPERATOR", "COMPOUND_ASSIGNMENT_OPERATOR") and len(stmt.children) == 2:
        lhs = strip(stmt.children[0])
        return lhs.kind == "DECL_REF_EXPR" and lhs.ref in ("PARM_DECL", "VAR_DECL") \
            and not lhs.ref_global and _pure(f, stmt.children[1])
    if k == "CALL_EXPR":
        return stmt.name in known
    return False


def citers(trees):
    """The functions whose only effect is RULE() marks (cite_step: a switch over marks), a
    fixpoint over the trees: a function that calls only citers and marks is one too."""
    return _fixpoint(trees, _cites_only)


def _pure(f, node):
    """An expression without assignments or increments (its calls are taken as queries)."""
    from syntax import walk
    for n, _ in walk(node):
        if n.kind == "COMPOUND_ASSIGNMENT_OPERATOR":
            return False
        if n.kind == "BINARY_OPERATOR" and len(n.children) == 2 \
                and f.between(n.children[0].end, n.children[1].start) == "=":
            return False
        if n.kind == "UNARY_OPERATOR" and _unary(f, n)[0] in INCDEC:
            return False
    return True


def _unary(f, node):
    """(operator text, start, end of the text holding it) of a prefix or postfix operator."""
    if len(node.children) != 1:
        return None, node.start, node.start
    c = node.children[0]
    a, b = (node.start, c.start) if node.start < c.start else (c.end, node.end)
    return f.between(a, b), a, b


def _find_regions(f, root):
    """The trace calls and the validation guards of a definition, into f's region lists."""
    from syntax import walk
    for node, parents in walk(root):
        if node.kind == "CALL_EXPR" and node.name in TRACE_CALLS:
            f.rule.append((node.start, node.end))
        elif node.kind == "IF_STMT" and _marks_chain(f, node) and _pure(f, node.children[0]):
            f.rule.append((node.start, node.end))   # conditions that decide only marks
        elif node.kind in ("FOR_STMT", "WHILE_STMT") and _loop_items(node) \
                and all(_marks_only(f, c) for c in _loop_items(node)):
            f.rule.append((node.start, node.end))   # a loop of marks
        elif _guards_only(f, node):
            f.validation.append((node.start, node.end))     # a loop of guards
        elif node.kind in ("FOR_STMT", "WHILE_STMT", "IF_STMT") \
                and _releases_only(f, node, f.releasers):
            f.release.append((node.start, node.end))
        elif node.kind == "CALL_EXPR" and node.name == ERROR_CALL:
            f.validation.append((node.start, node.end))
        elif node.kind == "IF_STMT" and len(node.children) == 2 \
                and _reports_only(node.children[1], f) and _has_error_call(node.children[1]):
            f.validation.append((node.start, node.end))
        elif node.kind == "IF_STMT" and len(node.children) == 2 \
                and _returns_status(node.children[1]) \
                and any(n.kind == "CALL_EXPR" and n.name in f.reporters
                        for n, _ in walk(node.children[0])):
            f.validation.append((node.start, node.end))     # a reported error passed on
        elif node.kind == "RETURN_STMT" and node.children \
                and _is_call_to(node.children[0], ERROR_CALL):
            f.validation.append((node.start, node.end))
        elif node.kind == "BINARY_OPERATOR" and len(node.children) == 2 \
                and _is_call_to(node.children[1], ERROR_CALL):
            f.validation.append((node.start, node.end))


def _declared(stmts):
    """The names of the variables declared in statements (for-loop heads included)."""
    from syntax import walk
    return {n.name for s in stmts for n, _ in walk(s) if n.kind == "VAR_DECL"}


def _builds_message(f, stmt, names, in_loop=False):
    """A statement that only computes an error's message into variables declared in the message
    tail (`names`): declarations, expressions whose assignments and increments write only those
    variables and whose calls write into them (their first argument names one: snprintf into a
    buffer), loops and ifs of such statements, break and continue inside such a loop."""
    from syntax import walk
    stmt = strip(stmt)
    k = stmt.kind
    if k in ("BREAK_STMT", "CONTINUE_STMT"):
        return in_loop
    if k in ("RETURN_STMT", "GOTO_STMT", "SWITCH_STMT", "LABEL_STMT", "CASE_STMT",
             "DEFAULT_STMT"):
        return False
    if k in ("COMPOUND_STMT", "FOR_STMT", "WHILE_STMT", "DO_STMT", "IF_STMT"):
        loop = in_loop or k != "COMPOUND_STMT" and k != "IF_STMT"
        return all(_builds_message(f, c, names, loop) for c in stmt.children)
    if k == "NULL_STMT":
        return True

    def target(node):
        node = strip(node)
        while node.kind in ("ARRAY_SUBSCRIPT_EXPR", "PAREN_EXPR") and node.children:
            node = strip(node.children[0])
        return node.kind == "DECL_REF_EXPR" and node.name in names and not node.ref_global

    for n, _ in walk(stmt):
        if n.kind == "COMPOUND_ASSIGNMENT_OPERATOR" or (
                n.kind == "BINARY_OPERATOR" and len(n.children) == 2
                and f.between(n.children[0].end, n.children[1].start) == "="):
            if not target(n.children[0]):
                return False
        elif n.kind == "UNARY_OPERATOR" and _unary(f, n)[0] in INCDEC:
            if not target(n.children[0]):
                return False
        elif n.kind == "CALL_EXPR":
            from syntax import walk as w
            args = n.children[1:]
            if not args or not any(m.kind == "DECL_REF_EXPR" and m.name in names
                                   for m, _ in w(args[0])):
                return False
    return True


def _message_tails(f, root):
    """Message tails: in a block whose last statement only reports malformed input (return
    eng_error(...), st = eng_error(...)), the longest run of statements just before it that only
    build the error's message (_builds_message over the variables they declare). They run only
    when the error is reported, and change nothing but its words."""
    from syntax import walk
    for node, _ in walk(root):
        if node.kind != "COMPOUND_STMT" or len(node.children) < 2:
            continue
        last = node.children[-1]
        if not (_reports_only(last, f) and _has_error_call(last)):
            continue
        items = node.children[:-1]
        best = None
        for k in range(len(items) - 1, -1, -1):
            tail = items[k:]
            names = _declared(tail)
            if names and all(_builds_message(f, c, names) for c in tail):
                best = k
        if best is not None:
            f.validation.extend((c.start, c.end) for c in items[best:])


def _for_condition(f, node):
    """The condition child of a FOR_STMT (libclang leaves out the parts a for does not have)."""
    body = node.children[-1] if node.children else None
    if body is None:
        return None
    head = f.s(node.start, body.start)
    depth, semis, i = 0, [], head.find("(")
    if i < 0:
        return None
    for j in range(i + 1, len(head)):
        c = head[j]
        if c in "([{":
            depth += 1
        elif c in ")]}":
            depth -= 1
        elif c == ";" and depth == 0:
            semis.append(node.start + len(head[:j].encode("utf-8")))
    if len(semis) != 2:
        return None
    for c in node.children[:-1]:
        if c.start > semis[0] and c.end <= semis[1]:
            return c
    return None


def _condition(f, node):
    """(condition node, written here) of a statement that has one, else (None, False)."""
    k = node.kind
    if k == "CONDITIONAL_OPERATOR" and len(node.children) == 3:
        cond, yes = node.children[0], node.children[1]
        return cond, f.between(cond.end, yes.start) == "?"
    if k not in CONDITION_OWNERS or not node.children:
        return None, False
    keyword = CONDITION_OWNERS[k]
    written = f.s(node.start, node.start + len(keyword)) == keyword
    if k == "DO_STMT":
        return (node.children[1] if len(node.children) == 2 else None), written
    if k == "FOR_STMT":
        return (_for_condition(f, node) if written else None), written
    if k == "SWITCH_STMT":
        return None, False       # a switch's selector is not a condition to negate
    return node.children[0], written


def _statement_slots(node):
    """The children of `node` that stand as statements."""
    k = node.kind
    if k in STATEMENT_LISTS:
        return node.children
    if k == "IF_STMT":
        return node.children[1:]
    if k in ("WHILE_STMT", "FOR_STMT"):
        return node.children[-1:]
    if k == "DO_STMT":
        return node.children[:1]
    if k == "CASE_STMT":
        return node.children[1:]
    if k in ("DEFAULT_STMT", "LABEL_STMT"):
        return node.children[-1:]
    return []


def _int_value(f, node):
    """The value of a constant expression written as a literal, an enum constant or false/true."""
    n = strip(node)
    if n.kind == "INTEGER_LITERAL":
        m = _INT.match(f.s(n.start, n.end))
        if m:
            return int(m.group(1), 0)
        name = f.macros.get((n.start, n.end)) or f.s(n.start, n.end)
        return {"false": 0, "true": 1}.get(name)
    if n.kind == "DECL_REF_EXPR" and n.value is not None:
        return n.value
    return None


def _in_decl_size(f, node, parents):
    """A literal outside any initializer of the declaration it is in (an array size, a bit-field
    width), or in an enum, or a case label: fixed by the program's structure, not mutated."""
    for i in range(len(parents) - 1, -1, -1):
        p = parents[i]
        if p.kind in ("ENUM_DECL", "FIELD_DECL", "PARM_DECL", "STRUCT_DECL", "UNION_DECL",
                      "TYPEDEF_DECL"):
            return True
        if p.kind == "CASE_STMT":
            child = parents[i + 1] if i + 1 < len(parents) else node
            if child is p.children[0]:
                return True
        if p.kind == "VAR_DECL":
            eq = _initializer_start(f, p)
            return eq is None or node.start < eq
        if p.kind in ("COMPOUND_STMT",):
            return False
    return False


def _initializer_start(f, decl):
    """The offset of the '=' that starts a declaration's initializer, None without one."""
    s = f.s(decl.start, decl.end)
    depth = 0
    for i, c in enumerate(s):
        if c in "([{":
            depth += 1
        elif c in ")]}":
            depth -= 1
        elif c == "=" and depth == 0 and s[i + 1:i + 2] != "=":
            return decl.start + len(s[:i].encode("utf-8"))
    return None


def mutants_of(tree, known_validators=(), known_reporters=(), known_citers=(),
               known_releasers=()):
    """(every mutant of a file's tree, those kept apart included (their `apart` set), numbered;
    the number of operator sites inside macro bodies, not mutated). known_*: the validators,
    reporters, citers and releasers of all the files (validators(), reporters(), citers(),
    releasers())."""
    f = _File(tree)
    f.validators = set(known_validators) | validators([tree])
    f.reporters = set(known_reporters) | reporters([tree])
    f.citers = set(known_citers) | citers([tree])
    f.releasers = set(known_releasers) | releasers([tree])
    out = []
    for d in tree.defs:
        _find_regions(f, d)
        _message_tails(f, d)
        if d.name in f.validators:
            f.validation.append((d.start, d.end))
        if d.name in f.citers:
            f.rule.append((d.start, d.end))
        if d.name in f.releasers:
            f.release.append((d.start, d.end))
    for d in tree.defs:
        out.extend(_of_definition(f, d))
    for m in tree.macros:       # true and false are macros in C: swapped by the constant operator
        if m.name in ("true", "false"):
            d = next((d for d in tree.defs if d.start <= m.start < d.end), None)
            if d is not None and (d.kind == "FUNCTION_DECL" or _initializer_start(f, d)):
                other = "false" if m.name == "true" else "true"
                out.append(_mk(f, d, "constant", m.start, m.end, other))
    seen, unique = set(), []
    for m in sorted(out, key=lambda m: (m.start, m.end, OPERATORS.index(m.operator))):
        key = (m.start, m.end, m.replacement)
        if key in seen:
            continue            # the same change made by two operators is one mutant
        seen.add(key)
        unique.append(m)
    return number(unique), f.macro_sites


def _mk(f, d, op, start, end, replacement, callee="", apart=None):
    original = f.s(start, end)
    m = Mutant(f.tree.path, d.name, op, start, end, original, replacement, f.line(start),
               sha=f.tree.sha)
    m.apart = apart or f.apart(start, end, op, callee)
    return m


def _of_definition(f, d):
    from syntax import walk
    out = []
    is_function = d.kind == "FUNCTION_DECL"
    init = None if is_function else _initializer_start(f, d)
    for node, parents in walk(d):
        if not is_function and (init is None or node.start <= init):
            continue            # only a file-scope variable's initializer
        k = node.kind
        if k == "BINARY_OPERATOR" and len(node.children) == 2:
            lhs, rhs = node.children
            written = node.start == lhs.start and node.end == rhs.end and lhs.end < rhs.start
            op = f.between(lhs.end, rhs.start) if written else None
            if not written:
                f.macro_sites += 1      # produced by a macro's body: not written at this place
                continue
            pos = lhs.end + f.text[lhs.end:rhs.start].find(op.encode())
            for name, table in BINARY.items():
                if op in table:
                    out.append(_mk(f, d, name, pos, pos + len(op), table[op]))
        elif k == "COMPOUND_ASSIGNMENT_OPERATOR" and len(node.children) == 2:
            lhs, rhs = node.children
            op = f.between(lhs.end, rhs.start)
            if op in COMPOUND:
                pos = lhs.end + f.text[lhs.end:rhs.start].find(op.encode())
                out.append(_mk(f, d, "arithmetic", pos, pos + len(op), COMPOUND[op]))
        elif k == "UNARY_OPERATOR":
            op, a, b = _unary(f, node)
            if op in INCDEC:
                pos = a + f.text[a:b].find(op.encode())
                out.append(_mk(f, d, "arithmetic", pos, pos + 2, INCDEC[op]))
        elif k == "INTEGER_LITERAL" or k == "FLOATING_LITERAL":
            out.extend(_constant(f, d, node, parents))
        elif k == "RETURN_STMT" and node.children and is_function:
            out.extend(_return(f, d, node))
        cond, written = _condition(f, node)
        if cond is not None:
            text = f.s(cond.start, cond.end)
            if written and cond.end > cond.start and text.strip():
                out.append(_mk(f, d, "negate", cond.start, cond.end, f"!({text})"))
        elif written is False and node.kind in CONDITION_OWNERS and node.kind != "SWITCH_STMT":
            f.macro_sites += 1
        for slot in _statement_slots(node):
            m = _delete(f, d, slot)
            if m is not None:
                out.append(m)
    return out


def _constant(f, d, node, parents):
    text = f.s(node.start, node.end)
    if node.kind == "INTEGER_LITERAL":
        m = _INT.match(text)
        if not m:
            return []           # a macro's literal (TCG_TOP, false): not written here
        if _in_decl_size(f, node, parents):
            return []
        v = int(m.group(1), 0)
        new = "1" if v == 0 else "0" if v == 1 else str(v + 1)
        return [_mk(f, d, "constant", node.start, node.end, new + m.group(2))]
    if not text or not _FLOAT.match(text) or _in_decl_size(f, node, parents):
        return []
    return [_mk(f, d, "constant", node.start, node.end, "1.0" if float(text.rstrip("fFlL")) == 0
                else "0.0")]


def _return(f, d, node):
    expr = node.children[0]
    if f.s(node.start, node.start + 6) != "return" or expr.end <= expr.start:
        return []
    text = f.s(expr.start, expr.end)
    if _literal(f, expr):
        return []               # the constant operator changes a literal already
    kind = d.result
    if kind == "pointer":
        if text.strip() in ("NULL", "0"):
            return []
        new = "NULL"
    elif kind == "bool":
        new = f"!({text})"
    elif kind == "int":
        new = "1" if _int_value(f, expr) == 0 else "0"
    elif kind == "float":
        new = "1.0" if text.strip() in ("0", "0.0") else "0.0"
    else:
        return []
    return [_mk(f, d, "return", expr.start, expr.end, new)]


def _literal(f, node):
    """A literal, a negated literal or true/false, as written."""
    n = strip(node)
    if n.kind == "UNARY_OPERATOR" and len(n.children) == 1 and f.between(n.start, n.children[0].start) == "-":
        n = strip(n.children[0])
    return n.kind in ("INTEGER_LITERAL", "FLOATING_LITERAL") and \
        (_INT.match(f.s(n.start, n.end)) or f.s(n.start, n.end) in ("true", "false")
         or _FLOAT.match(f.s(n.start, n.end)))


def _delete(f, d, slot):
    node = strip(slot)
    k = node.kind
    if slot.end <= slot.start:
        return None
    callee = ""
    macro = f.macros.get((slot.start, slot.end))
    if macro is not None and k not in ("CALL_EXPR",):
        callee = macro
        if macro in ("true", "false", "NULL"):
            return None
        if macro == RULE_MACRO:
            return _mk(f, d, "delete", slot.start, slot.end, "(void)0", apart="rule-mark")
    elif k == "CALL_EXPR":
        callee = node.name
        if not f.s(slot.start, slot.end).rstrip().endswith(")"):
            return None
    elif k == "BINARY_OPERATOR" and len(node.children) == 2:
        if f.between(node.children[0].end, node.children[1].start) != "=":
            return None
    elif k == "UNARY_OPERATOR":
        if _unary(f, node)[0] not in INCDEC:
            return None
    elif k != "COMPOUND_ASSIGNMENT_OPERATOR":
        return None
    apart = "validation" if _calls_validator(slot, f.validators) else None
    if node.kind == "CALL_EXPR" and node.name in f.citers:
        apart = "rule-mark"
    return _mk(f, d, "delete", slot.start, slot.end, "(void)0", callee=callee, apart=apart)
