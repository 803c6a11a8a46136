"""layout.py — what the tool knows of the engine's layout, and nothing of its file or function
names: engine/*.c (the registry and whatever else sits at the top), engine/core/ (what the card
games share) and engine/<game>/ (one module per line of games.def), each possibly with one level
of subfolders. Gives the sources to mutate, the engine a source belongs to, and the documents
whose cases a mutant of that source can change."""
import os
import re

CORE = "core"
TOP = "engine"          # the engine's top folder as an engine name (engine/*.c)
_GAME = re.compile(r'^\s*GAME\(\s*"([^"]+)"\s*,\s*(\w+)\s*\)', re.M)


def games(root):
    """{folder: document slug} from games.def."""
    with open(os.path.join(root, "games.def"), encoding="utf-8") as f:
        return {folder: slug for slug, folder in _GAME.findall(f.read())}


def sources(root):
    """Every engine C file and header, as paths from the root, sorted."""
    out = []
    base = os.path.join(root, "engine")
    for dirpath, dirnames, filenames in os.walk(base):
        depth = os.path.relpath(dirpath, base).count(os.sep) + (dirpath != base)
        if depth >= 2:
            dirnames[:] = []      # engine/<part>/<sub>/ is the deepest level
        for name in filenames:
            if name.endswith((".c", ".h")):
                out.append(os.path.relpath(os.path.join(dirpath, name), root))
    return sorted(out)


def engine_of(path):
    """'core', a game's folder, or 'engine' for the files at the top of engine/."""
    parts = path.split("/")
    return parts[1] if len(parts) > 2 else TOP


def engine_names(folder_docs):
    """The engines a run can be restricted to: 'core', 'engine' and each game's folder."""
    return sorted([CORE, TOP, *folder_docs])


def engine_named(name, folder_docs):
    """The engine a --engine NAME means (a game's folder or its document slug, 'core', 'engine'),
    or None."""
    for folder, slug in folder_docs.items():
        if name == slug:
            return folder
    return name if name in engine_names(folder_docs) else None


def affected_docs(path, folder_docs):
    """The documents whose cases a change of `path` can change: its game's, or None for every
    document (engine/core and the top of engine/ serve every game)."""
    eng = engine_of(path)
    return [folder_docs[eng]] if eng in folder_docs else None


def doc_of_marks(path, folder_docs):
    """The document the RULE() marks of `path` name clauses of (None in the core)."""
    return folder_docs.get(engine_of(path))
