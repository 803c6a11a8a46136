"""snippets.py — for the tool's tests: a small C text parsed as if it were an engine file."""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import syntax  # noqa: E402

PRELUDE = """typedef struct eng_run eng_run;
void eng_rule(eng_run *r, const char *id);
int eng_error(eng_run *r, const char *fmt, ...);
void free(void *p);
#define RULE(r, id) eng_rule((r), (id))
#define bool _Bool
#define true 1
#define false 0
#define NULL ((void *)0)
"""


def tree(code, path="engine/game/x.c"):
    """The syntax tree of PRELUDE + code, as the file `path`."""
    text = (PRELUDE + code).encode("utf-8")
    return syntax.parse(path, ["-std=c11"], text=text, root="/nonexistent")
