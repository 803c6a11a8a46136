"""Case generators of nivel-arena (the GEMBLO COMPANY card game NIVEL ARENA, 総合ルール本文;
the document prints no version: it is labelled by its hash, 698f7fbf): the game played with
synthetic cards, their keywords and their effects in the language of
docs/engines/nivel-arena.md.

`model/` is the generators' own model of the game, written from the rule text
(rules/nivel-arena/698f7fbf.txt) and the vocabulary page, never from the engine; `families/`
holds one module per family of clauses (FAMILIES, in the order gen_cases.py runs them).  Each
family works its expectations out from the text; the model replays every case, judged by the
rules of docs/cases.md, every clause it declares applied by the run.
"""

DOC = "nivel-arena"
VERSION = "698f7fbf"
FAMILIES = ("pregame", "levelup_draw", "placement", "equip", "skills", "activated", "battle", "damage", "defeat", "end_phase", "keywords_attack", "keywords_exit", "guardian", "continuous", "effects", "pending_order", "negation", "card_info", "invariants")
