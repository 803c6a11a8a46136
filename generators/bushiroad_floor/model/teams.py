"""Owns teams (FR.5, a part of the tournament): tag and trio registration (FR.5.1.1, FR.5.1.2)
with positions, a team retired when a member can no longer take part (a drop, a
disqualification, major tardiness: FR.5.1.1~p2, FR.5.1.2~p2), and advice between members
(FR.5.2.2) with the right to it lost and restored.
"""

from common.script import CaseError

from .event import Rejected

# each team format: (its size, the paragraph naming it, the one on its members and retirement,
# the one on its positions)
FORMATS = {"tag": (2, "FR.5.1.1~p1", "FR.5.1.1~p2", "FR.5.1.1~p3"),
           "trio": (3, "FR.5.1.2~p1", "FR.5.1.2~p2", "FR.5.1.2~p3")}
# the paragraph of each way advice is allowed (FR.5.2.2.1 … .3)
ADVICE = {"none": "FR.5.2.2.1~p1", "allowed": "FR.5.2.2.2~p1",
          "after-own-match": "FR.5.2.2.3~p1"}
# why a member loses the right to advice (FR.5.2.2.2~p2's items)
LOST = {"left-area": "FR.5.2.2.2~b1", "spectator": "FR.5.2.2.2~b2", "device": "FR.5.2.2.2~b3",
        "judge": "FR.5.2.2.2~b4"}

class Teams:
    def do_drop(self, step, entry):
        super().do_drop(step, entry)
        self.member_gone(step, self.by_name[entry["fighter"]])

    def member_gone(self, step, f):
        """FR.5.1.1~p2, FR.5.1.2~p2: a member who can no longer take part retires the team; not
        yet a member absent for major tardiness, who may report in before the next match
        (BF-TEAM-LATE), nor before every member has had the team's own penalty (FR.5.2.3~p1)."""
        if f.team is None or self.teams[f.team]["retired"]:
            return
        if self.team_gone is not None:
            self.team_gone.append(f)
            return
        if f.absent:
            return
        self.retire(step, f)

    def absent_retire(self, step):
        """The next pairing is posted: a member still absent is treated as retired
        (PG.3.9.2~p1), and the team with them (BF-TEAM-LATE)."""
        for f in self.fighters:
            if f.absent and f.team is not None and not self.teams[f.team]["retired"]:
                self.rule("PG.3.9.2~p1")
                self.retire(step, f)

    def retire(self, step, f):
        team = self.teams[f.team]
        team["retired"] = True
        self.rule(FORMATS[self.team_format][2])
        for n in team["members"]:
            m = self.by_name[n]
            if n != f.name and not m.dropped:
                self.do_drop(step, {"fighter": n})
        self.emit(step, {"type": "team-retired", "team": f.team, "because": f.name})

    def do_register_team(self, step, entry):
        if not self.team_format:
            raise CaseError("register-team without team_format")
        size, named, rule, positions = FORMATS[self.team_format]
        members = entry["members"]
        for n in members:
            self.fighter(n)
        if entry["team"] in self.teams:
            raise CaseError("team %s registered twice" % entry["team"])
        if len(members) != size or len(set(members)) != len(members):
            raise Rejected(rule, "team size", "team-size")
        if any(self.by_name[n].team is not None for n in members):
            raise Rejected(rule, "a member is already in a team", "already-in-team")
        self.rule(named, rule, positions)
        self.teams[entry["team"]] = {"members": list(members), "retired": False,
                                     "finished": False}
        for n in members:
            self.by_name[n].team = entry["team"]
        pos = {"lead": members[0], "captain": members[-1]}
        if size == 3:
            pos["middle"] = members[1]
        self.emit(step, {"type": "team", "team": entry["team"], "positions": pos,
                         "representative": members[-1]})

    def do_member_finished(self, step, entry):
        self.fighter(entry["fighter"]).member_finished = True

    def do_lose_advice(self, step, entry):
        if entry["cause"] not in LOST:
            raise CaseError("cause %r" % entry["cause"])
        self.rule("FR.5.2.2.2~p2", LOST[entry["cause"]])
        self.fighter(entry["fighter"]).lost_advice = True

    def do_team_finished(self, step, entry):
        team = self.teams[entry["team"]]
        team["finished"] = True
        for n in team["members"]:
            self.by_name[n].lost_advice = False

    def do_advise(self, step, entry):
        x, y = self.fighter(entry["from"]), self.fighter(entry["to"])
        if x.team is None or x.team != y.team:
            raise CaseError("advice outside a team")
        team = self.teams[x.team]
        # the event's way (unstated: none, FR.5.2.2~p1), until the team's matches are over
        if self.advice not in ADVICE:
            raise CaseError("advice %r" % self.advice)
        self.rule("FR.5.2.2~p1", ADVICE[self.advice])
        if x.lost_advice or y.lost_advice:
            self.rule("FR.5.2.2.2~p2")
        if self.advice == "after-own-match":
            if x.member_finished:
                self.rule("FR.5.2.2.3~p2")    # a member whose match is over advises
            if y.member_finished:
                self.rule("FR.5.2.2.3~p3")    # one still playing asks a member who is done
        if not team["finished"] and not entry.get("judge_allowed"):
            if self.advice == "none":
                raise Rejected("FR.5.2.2.1~p1", "no advice", "no-advice")
            if x.lost_advice or y.lost_advice:
                raise Rejected("FR.5.2.2.2~p2", "the right was lost", "advice-right-lost")
            if self.advice == "after-own-match" and not (x.member_finished or
                                                         y.member_finished):
                raise Rejected("FR.5.2.2.3~p3", "both still playing", "both-playing")
        self.emit(step, {"type": "advice", "from": x.name, "to": y.name})
