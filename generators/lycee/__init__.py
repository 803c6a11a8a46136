"""Case generators of lycee (LYCEE OVERTURE ジャッジ用詳細ルール, rules/lycee/52adaae4.txt), parts 1
and 2 of docs/engines/lycee.md: the game played with synthetic cards, their basic abilities and
their effects written in the effect language.

`model/` is the generators' own model of the game; `families/` holds one module per family of
clauses (FAMILIES, in the order gen_cases.py runs them). Every expectation is computed from the
rule text and the vocabulary page, never from an engine: each family states the figures its case
is about, and the model replays every case, judged by the rules of docs/cases.md, every clause it
declares applied by the run.
"""

DOC = "lycee"
# the version of the text the model and the families name clauses in and read
VERSION = "52adaae4"
FAMILIES = ("turns", "pregame", "playing", "costs", "declaring", "battle", "actions", "processing", "board", "basics", "effects", "limits", "edges", "counts", "durations", "action_costs", "selectors", "designation", "cost_sources", "process_timings", "continuous_many", "moves", "attack_duty", "defaults", "under_view", "instruction_details", "ability_details", "turn_details")
