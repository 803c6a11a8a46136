"""Case generators of haikyu-break (ハイキュー!!バボカ!!BREAK 総合ルール ver.1.03), parts 1 and 2 of
docs/engines/haikyu-break.md: the game played with synthetic cards and their skills written in
the effect language.

`model/` is the generators' own model of the game; `families/` holds one module per family of
clauses (FAMILIES, in the order gen_cases.py runs them). Every expectation is computed from the
rule text (rules/haikyu-break/1.03.txt) and the vocabulary page, never from an engine: each family
works its figures out, and the model replays every case, judged by the rules of docs/cases.md,
every clause it declares applied by the run.
"""

DOC = "haikyu-break"
# the version of the text the model and the families name clauses in and read
VERSION = "1.03"
FAMILIES = ("serve", "block", "receive", "appearance", "lost", "pregame", "deck_check",
            "passives", "invariants", "games", "card_info", "actives", "events", "templates", "keywords", "durations", "negation", "replacements", "nesting", "loops", "last_info", "replace_nesting", "sequences", "refusals", "selectors", "verbs")
