"""The generators' shared kit, for every document: `Family` (family.py: case assembly, quotes,
readings, the self-check by replay, judge and trace), the script cursor (script.py), readings
(readings.py), case files (cases.py), clause pins (clauses.py), the judge (judge.py), validation
(validate.py) and what the test files share (testing.py)."""

from .family import Context, Family, strip  # noqa: F401
from .script import CaseError, Cursor, ScriptEnd, permutation_of  # noqa: F401
