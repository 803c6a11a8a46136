"""mutant.py — a mutant: one change of one engine source, its stable id, and the mutated text.

The id names the file, the function (or the file-scope table) the change is in, the operator, the
original and the replacement text (whitespace folded) and the occurrence index among the changes
of that function with the same operator and texts, in source order:

    engine/bushiroad_floor/standings.c:match_win_rate:off_by_one:< => <=:1

so it survives edits elsewhere in the file (line numbers are shown, never part of the id)."""
import re
from dataclasses import dataclass, field

_SPACE = re.compile(r"\s+")


def fold(s):
    return _SPACE.sub(" ", s).strip()


@dataclass
class Mutant:
    file: str
    function: str
    operator: str
    start: int              # byte range of the change in the file
    end: int
    original: str
    replacement: str        # None for a site that cannot be changed in the text (apart="macro")
    line: int
    apart: str = None       # why the mutant is not in the main sample (see operators.APART)
    occurrence: int = 0
    sha: str = ""           # the sha256 of the file the change applies to
    clauses: list = field(default_factory=list)
    attribution: dict = field(default_factory=dict)

    @property
    def id(self):
        return (f"{self.file}:{self.function}:{self.operator}:"
                f"{fold(self.original)} => {fold(self.replacement or '')}:{self.occurrence}")

    def change(self):
        """The change as a reader sees it."""
        if self.operator == "delete":
            return f"deleted: {fold(self.original)}"
        return f"{fold(self.original)}  →  {fold(self.replacement)}"

    def apply(self, text):
        """The file's bytes with the change made; the line count is kept, so every other line,
        and every RULE() mark's line, stays where it was."""
        old = text[self.start:self.end]
        assert old.decode("utf-8") == self.original, (self.id, old)
        new = self.replacement.encode("utf-8")
        new += b"\n" * (old.count(b"\n") - new.count(b"\n"))
        return text[:self.start] + new + text[self.end:]


def number(mutants):
    """Set each mutant's occurrence index (mutants of one file, in source order)."""
    seen = {}
    for m in sorted(mutants, key=lambda m: (m.start, m.end, m.operator, m.replacement or "")):
        key = (m.function, m.operator, fold(m.original), fold(m.replacement or ""))
        m.occurrence = seen.get(key, 0)
        seen[key] = m.occurrence + 1
    return mutants
