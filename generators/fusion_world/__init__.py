"""Case generators of fusion-world (DRAGON BALL SUPER CARD GAME Fusion World 総合ルール
ver.1.06), parts 1 and 2 of docs/engines/fusion-world.md: the game played with synthetic cards,
their keyword flags and their skills written in the effect language.

`model/` is the generators' own model of the game; `families/` holds one module per family of
clauses (FAMILIES, in the order gen_cases.py runs them); held_back.py the generated cases held
back from cases/.  Every expectation is computed from the rule text
(rules/fusion-world/1.06.txt) and the vocabulary page, never from an engine: each family works
its figures out directly, and the model replays every case, judged by the rules of
docs/cases.md, every clause it declares applied by the run.
"""

DOC = "fusion-world"
# the version of the text the model and the families name clauses in and read (gen_cases.py maps
# their references through the diff to any later version: common/versions.py)
VERSION = "1.06"
FAMILIES = ("pregame", "deck_check", "charge", "main_phase", "attacks", "battle", "combo",
            "costs", "keywords", "field", "defeat", "end_phase", "concession", "rule_process",
            "auto_order", "auto_triggers", "activate_skills", "extra_cards", "permanents",
            "durations", "replacements", "choosing", "templates", "keyword_skills",
            "zone_info", "effect_outcomes", "delayed", "rule_zero", "filters",
            "pregame_skills", "turn_structure", "zones", "invariants", "card_info",
            "effect_rules", "skill_costs", "stacks", "loops", "evolution", "simultaneity",
            "done_or_not", "payments", "effect_forms", "continuous_depth",
            "zone_moves", "deck_reading", "card_fields",
            "owner_master", "replacement_depth", "effects_depth")
