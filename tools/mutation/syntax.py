"""syntax.py — one C file's syntax tree from libclang, as plain picklable Python: every node with
its kind, its byte range in the file (a macro argument's code at its own place, a macro body's
code over the whole invocation), its name and what it refers to; the file's macro invocations;
its top-level definitions. The operators, the attribution rule and the mutant ids work on this
tree alone, so they are tested on small snippets and the engine's trees can be cached."""
import hashlib
import os
from dataclasses import dataclass, field

from clangload import file_offset, load

# The kinds of result a function returns, for the return-value operator.
RESULTS = {"POINTER": "pointer", "BOOL": "bool", "FLOAT": "float", "DOUBLE": "float",
           "LONGDOUBLE": "float", "VOID": "void", "RECORD": "other", "ELABORATED": "other"}


@dataclass
class Node:
    kind: str               # libclang's cursor kind name: IF_STMT, BINARY_OPERATOR, …
    start: int              # byte range [start, end) in the file
    end: int
    name: str = ""          # the spelling: a call's callee, a reference's target, a decl's name
    ref: str = ""           # for a reference: the kind of what it refers to (FUNCTION_DECL, …)
    ref_global: bool = False  # the reference is to a file-scope variable or a function
    value: int = None       # an enum constant reference's value
    result: str = ""        # a function's kind of result (RESULTS), else ""
    children: list = field(default_factory=list)


@dataclass
class Macro:
    name: str
    start: int
    end: int


@dataclass
class Tree:
    path: str
    text: bytes
    sha: str
    defs: list              # top-level FUNCTION_DECL (with a body) and VAR_DECL nodes of the file
    macros: list            # Macro, in file order
    diagnostics: list       # libclang's errors, as strings


def _result_kind(cursor, ci):
    t = cursor.result_type.get_canonical()
    name = t.kind.name
    if name in RESULTS:
        return RESULTS[name]
    return "int"            # every integer kind, enums and char


def _convert(cursor, ci):
    kind = cursor.kind
    ext = cursor.extent
    node = Node(kind.name, file_offset(ext.start), file_offset(ext.end))
    if kind in (ci.CursorKind.CALL_EXPR, ci.CursorKind.DECL_REF_EXPR, ci.CursorKind.VAR_DECL,
                ci.CursorKind.FUNCTION_DECL, ci.CursorKind.MEMBER_REF_EXPR,
                ci.CursorKind.PARM_DECL):
        node.name = cursor.spelling
    if kind == ci.CursorKind.DECL_REF_EXPR:
        target = cursor.referenced
        if target is not None:
            node.ref = target.kind.name
            if target.kind == ci.CursorKind.ENUM_CONSTANT_DECL:
                node.value = target.enum_value
            elif target.kind == ci.CursorKind.FUNCTION_DECL:
                node.ref_global = True
            elif target.kind == ci.CursorKind.VAR_DECL:
                parent = target.semantic_parent
                node.ref_global = parent is not None and parent.kind == ci.CursorKind.TRANSLATION_UNIT
    if kind == ci.CursorKind.FUNCTION_DECL:
        node.result = _result_kind(cursor, ci)
    node.children = [_convert(c, ci) for c in cursor.get_children()]
    return node


def parse(path, args, text=None, root="."):
    """The tree of `path` (relative to root), parsed with the compiler's `args` (-std, -I, -D);
    `text` (bytes) parses that instead of the file on disk (the unit tests' snippets)."""
    ci = load()
    full = os.path.join(root, path)
    if text is None:
        with open(full, "rb") as f:
            text = f.read()
    lang = ["-x", "c-header"] if path.endswith(".h") else ["-x", "c"]
    index = ci.Index.create()
    tu = index.parse(full, args=lang + list(args), unsaved_files=[(full, text.decode("utf-8"))],
                     options=ci.TranslationUnit.PARSE_DETAILED_PROCESSING_RECORD)
    diags = [str(d) for d in tu.diagnostics if d.severity >= ci.Diagnostic.Error]
    defs, macros = [], []
    main = os.path.realpath(full)
    for c in tu.cursor.get_children():
        f = c.location.file
        if f is None or os.path.realpath(f.name) != main:
            continue
        if c.kind == ci.CursorKind.MACRO_INSTANTIATION:
            macros.append(Macro(c.spelling, file_offset(c.extent.start), file_offset(c.extent.end)))
        elif c.kind == ci.CursorKind.FUNCTION_DECL and c.is_definition():
            defs.append(_convert(c, ci))
        elif c.kind == ci.CursorKind.VAR_DECL:
            defs.append(_convert(c, ci))
    return Tree(path, text, hashlib.sha256(text).hexdigest(), defs, macros, diags)


def walk(node, parents=()):
    """Every node under `node` (itself included) with the tuple of its ancestors."""
    yield node, parents
    inner = parents + (node,)
    for c in node.children:
        yield from walk(c, inner)
