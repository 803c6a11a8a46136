"""Owns challenges of a ruling (FR.1.2.3~p3 … ~p5, a part of the tournament): only after another
judge's ruling unless the head judge is the only judge, an event's limit per fighter, counted
when the head judge rules the same, for every fighter who asked.
"""

from .event import Rejected


class Challenges:
    def do_challenge(self, step, entry):
        by = [self.fighter(n) for n in entry["by"]]
        self.rule("FR.1.2.3~p3", "FR.1.2.3~p4")    # after a first ruling; the event's limit
        if not entry.get("after_ruling", True) and not self.head_judge_only:
            raise Rejected("FR.1.2.3~p3", "no first ruling by another judge", "challenge-without-ruling")
        if self.challenge_limit is not None and any(f.challenges_left <= 0 for f in by):
            raise Rejected("FR.1.2.3~p4", "no challenge left", "no-challenge-left")
        same = entry["same"]
        if self.challenge_limit is not None:
            self.rule("FR.1.2.3~p5")                # counted when the head judge rules the same
        if same and self.challenge_limit is not None:
            for f in by:
                f.challenges_left -= 1
        self.emit(step, {"type": "challenge", "by": [f.name for f in by], "same": same,
                         "remaining": {f.name: f.challenges_left for f in by}})
