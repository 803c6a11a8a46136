"""Owns the generated fusion-world cases held back from cases/: each disagrees with the
reference engine, and the disagreement has not yet been settled by the text (which side is
wrong). They are not dropped silently: `make cases` prints every one with its question, and
the list is part of the open work on the document. Settling one means fixing the wrong side and
removing its line here.

Keys are case names without the `-p1`/`-p2` suffix (both perspectives are held).
"""

HELD_BACK = {}


def held(family, name):
    """The open question of a generated case, or None when it is not held back."""
    base = name[:-3] if name.endswith(("-p1", "-p2")) else name
    return HELD_BACK.get("%s/%s" % (family, base))
