"""Case generators of bushiroad-floor (応用フロアルール 1.2.6): one module per family of clauses.

Every expectation is computed here from the rule text (rules/bushiroad-floor/1.2.6.txt) and
the vocabulary of docs/engines/bushiroad-floor.md, never from an engine.
"""

DOC = "bushiroad-floor"
FAMILIES = ("points", "standings_floor", "standings_bushinavi", "rounds", "pairing",
            "elimination", "topcut", "drop", "penalty_guide", "penalties",
            "required_items", "eligibility", "deck_check", "sleeves",
            "matches", "timeouts", "tardiness", "challenge", "teams", "reporting",
            "misseating", "swiss_sizes")
