"""Case generators of bushiroad-floor (応用フロアルール 1.2.6), the tournament rules of
docs/engines/bushiroad-floor.md.

`model/` is the generators' own model of a tournament; `families/` holds one module per family
of clauses (FAMILIES, in the order gen_cases.py runs them).  Every expectation is computed from
the rule text (rules/bushiroad-floor/1.2.6.txt) and the vocabulary page, never from an engine;
the model replays every case, judged by the rules of docs/cases.md.
"""

DOC = "bushiroad-floor"
# the version of the text the model and the families name clauses in and read (gen_cases.py maps
# their references through the diff to any later version: common/versions.py)
VERSION = "1.2.6"
FAMILIES = ("points", "standings_floor", "standings_bushinavi", "rounds", "pairing",
            "elimination", "topcut", "drop", "penalty_guide", "penalties",
            "required_items", "eligibility", "deck_check", "sleeves",
            "matches", "timeouts", "tardiness", "challenge", "teams", "reporting",
            "misseating", "procedures", "swiss_sizes", "questions",
            "table_legal_then_played")
