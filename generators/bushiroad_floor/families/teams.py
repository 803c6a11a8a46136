"""Family `teams`: tag and trio teams (FR.5.1.1, FR.5.1.2: two or three members, one team per
person, the playing order and the captain as representative, the team's retirement when a
member can no longer take part) and advice within a team (FR.5.2.2~p1: none unless the event
says so; FR.5.2.2.1 none; FR.5.2.2.2 allowed, lost by leaving the area, talking with a spectator
or using a connected device, BF-ADVICE-LOST; FR.5.2.2.3 only with a member whose own match is
over).
"""

from . import Family, strip

TAG1 = ("FR.5.1.1~p1", "2人でチームを結成し、チーム同士で対戦を行う大会を総称してタッグファイトと称します")
TAG2 = ("FR.5.1.1~p2", "チームの人数は2人です")
TAG2M = ("FR.5.1.1~p2", "同一の大会に於いて、個人が複数のチームに所属することはできません")
TAG2R = ("FR.5.1.1~p2", "チームに所属するメンバーの1人以上が、不在や失格処分が適用されたなど何らかの理由で"
                        "大会に参加し続けることができなくなった場合、そのチームは大会からリタイアしなければ"
                        "なりません")
TAG3 = ("FR.5.1.1~p3", "チームの順番には「先鋒」と「大将」があり")
CAPT = ("FR.5.1.1~p3", "特に指定がない限り、「大将」であるメンバーがチームの代表者となります")
TRIO1 = ("FR.5.1.2~p1", "3人でチームを結成し、チーム同士で対戦を行う大会を総称してトリオファイトと称します")
TRIO2 = ("FR.5.1.2~p2", "チームの人数は3人です")
TRIO2M = ("FR.5.1.2~p2", "同一の大会に於いて、個人が複数のチームに所属することはできません")
TRIO2R = ("FR.5.1.2~p2", "そのチームは大会からリタイアしなければなりません")
TRIO3 = ("FR.5.1.2~p3", "チームの順番には「先鋒」と「中堅」と「大将」があり")
ADV0 = ("FR.5.2.2~p1", "特に明記されておらず、当日のアナウンスなどもない場合は、「相談やアドバイスを認めない"
                       "場合」として扱います")
ADV1 = ("FR.5.2.2.1~p1", "個別に定められている規定やガイドラインで認められている場合やジャッジが認める場合を"
                         "除き、チーム内での相談やアドバイスを行うことはできません")
ADV1T = ("FR.5.2.2.1~p1", "対戦の準備を開始してからチームの対戦すべてが終了して勝敗が決定するまでの間")
ADV2 = ("FR.5.2.2.2~p2", "チームの対戦すべてが終わって勝敗が決定するまでの間、ジャッジが認める場合を除き、"
                         "チーム内での相談やアドバイスを行うことはできません")
CAUSE = {"left-area": ("FR.5.2.2.2~b1", "対戦エリアから離れた"),
         "spectator": ("FR.5.2.2.2~b2", "観戦者と会話した"),
         "device": ("FR.5.2.2.2~b3", "携帯電話・スマートフォンなどの電子機器を、通話・通信などができる状態で"
                                     "使用した"),
         "judge": ("FR.5.2.2.2~b4", "その他、対戦の公平性を損なう可能性があるとジャッジが判断した")}
ADV3 = ("FR.5.2.2.3~p1", "対戦が終了したメンバーと相談やアドバイスを行う場合")
ADV3A = ("FR.5.2.2.3~p2", "対戦が終了したメンバーは、他のメンバーと相談やアドバイスを行うことができます")
ADV3B = ("FR.5.2.2.3~p3", "対戦中のメンバーは、既に対戦が終了した他のメンバーがいる場合、そのメンバーと相談や"
                          "アドバイスを行うことができます")
ADV3C = ("FR.5.2.2.3~p3", "対戦中のメンバーどうしで相談やアドバイスを行うことはできません")

SIZE = {"tag": 2, "trio": 3}
RULE = {"tag": {"size": "FR.5.1.1~p2", "order": "FR.5.1.1~p3", "name": "FR.5.1.1~p1"},
        "trio": {"size": "FR.5.1.2~p2", "order": "FR.5.1.2~p3", "name": "FR.5.1.2~p1"}}


def team_event(fmt, extra=None, n=None):
    size = SIZE[fmt]
    n = n or 2 * size
    setup = {"format": "swiss", "rounds": 3, "fighters": [chr(65 + i) for i in range(n)],
             "team_format": fmt}
    setup.update(extra or {})
    return setup


def positions(members):
    pos = {"lead": members[0], "captain": members[-1]}
    if len(members) == 3:
        pos["middle"] = members[1]
    return pos


def registration(fam):
    for fmt in ("tag", "trio"):
        size = SIZE[fmt]
        setup = team_event(fmt)
        b = fam.builder(setup, "register/" + fmt)
        names = setup["fighters"]
        t1, t2 = names[:size], names[size:]
        b.do("register-team", team="T1", members=t1)
        b.do("register-team", team="T2", members=list(reversed(t2)))
        evs = [{"type": "team", "team": "T1", "positions": positions(t1),
                "representative": t1[-1]},
               {"type": "team", "team": "T2", "positions": positions(list(reversed(t2))),
                "representative": t2[0]}]
        q = [TAG1, TAG3, CAPT] if fmt == "tag" else [TRIO1, TRIO3, CAPT]
        cl = [RULE[fmt]["name"], RULE[fmt]["order"]]
        fam.add("register-%s-teams" % fmt, "%s teams: the registered order gives the positions "
                "and the captain represents the team" % fmt.capitalize(),
                "%s. Members are listed in the team's order (%s); the last is the captain and, "
                "unless specified, the representative (%s)." % (
                    fam.cite(*q[:2]), "先鋒, 大将" if fmt == "tag" else "先鋒, 中堅, 大将",
                    fam.cite(("FR.5.1.1~p3" if fmt == "tag" else "FR.5.1.2~p3",
                              "特に指定がない限り、「大将」であるメンバーがチームの代表者となります"))),
                cl, ["teams"], setup, b.script,
                {"events": evs, "state": {
                    "teams": {"T1": {"members": t1, "retired": False},
                              "T2": {"members": list(reversed(t2)), "retired": False}},
                    "fighters": {n: {"team": "T1" if n in t1 else "T2"} for n in names}}})
        # wrong sizes
        for bad in (size - 1, size + 1):
            setup = team_event(fmt)
            b = fam.builder(setup, "register/%s/size%d" % (fmt, bad))
            s = b.do("register-team", team="T1", members=setup["fighters"][:bad])
            ok = setup["fighters"][:size]
            b.do("register-team", team="T1", members=ok)
            q = TAG2 if fmt == "tag" else TRIO2
            fam.add("register-%s-team-of-%d-rejected" % (fmt, bad), "%s team of %d members "
                    "is refused" % (fmt.capitalize(), bad), "%s: a team of %d is rejected, "
                    "rule %s, and registering it again with %d members is accepted." % (
                        fam.cite(q), bad, RULE[fmt]["size"], size), [RULE[fmt]["size"]],
                    ["teams"], setup, b.script,
                    {"rejections": [{"step": s, "rule": RULE[fmt]["size"]}],
                     "state": {"teams": {"T1": {"members": ok, "retired": False}},
                               "fighters": {n: {"team": "T1" if n in ok else None}
                                            for n in setup["fighters"][:max(bad, size)]}}})
        # one person, one team: the member already in T1 at each place of T2's list
        for at in (0, size - 1):
            setup = team_event(fmt)
            names = setup["fighters"]
            suffix = "" if at == 0 else "-listed-last"
            b = fam.builder(setup, "register/%s/twice%s" % (fmt, suffix))
            b.do("register-team", team="T1", members=names[:size])
            t2 = names[size:2 * size - 1]
            t2.insert(at, names[size - 1])
            s = b.do("register-team", team="T2", members=t2)
            b.do("register-team", team="T3", members=names[size:2 * size])
            q = TAG2M if fmt == "tag" else TRIO2M
            fam.add("register-%s-member-in-two-teams-rejected%s" % (fmt, suffix),
                    "%s: a member of one team cannot join another%s" % (
                        fmt.capitalize(), " (listed last)" if at else ""),
                    "%s: %s is already in T1, so T2 (%s) is rejected (rule %s); T3 without "
                    "them is accepted." % (fam.cite(q), names[size - 1], ", ".join(t2),
                                           RULE[fmt]["size"]),
                    [RULE[fmt]["size"]], ["teams"], setup, b.script,
                    {"rejections": [{"step": s, "rule": RULE[fmt]["size"]}],
                     "state": {"teams": {"T1": {"members": names[:size], "retired": False},
                                         "T3": {"members": names[size:2 * size],
                                                "retired": False}},
                               "fighters": {n: {"team": "T1" if n in names[:size] else "T3"}
                                            for n in names[:2 * size]}}})


def two_teams(fam, fmt, key, pair=True):
    """Teams T1 and T2 of `fmt` registered and round 1 paired position against position (unless
    `pair` is false): (builder, setup, T1's members, T2's members, the tables)."""
    size = SIZE[fmt]
    setup = team_event(fmt)
    names = setup["fighters"]
    t1, t2 = names[:size], names[size:]
    b = fam.builder(setup, key)
    b.do("register-team", team="T1", members=t1)
    b.do("register-team", team="T2", members=t2)
    tables = [[t1[i], t2[i]] for i in range(size)]   # position against position
    if pair:
        b.do("pair", round=1, tables=tables, bye=[])
    return b, setup, t1, t2, tables


def retirement(fam):
    """A member dropped, disqualified or absent by major tardiness retires the team: every other
    member is dropped as by `drop` (an open match lost by default, FR.4.5~p2)."""
    for fmt, how, at in (("tag", "drop", 0), ("trio", "drop", 0), ("tag", "disqualification", 0),
                         ("tag", "between-rounds", 0), ("trio", "before-round-1", 0),
                         ("trio", "drop", 2), ("tag", "between-rounds", 1),
                         ("trio", "disqualification", 1)):
        # `at`: the member's place in the team (any member's loss retires the whole team)
        suffix = "" if at == 0 else "-member-%d" % (at + 1)
        b, setup, t1, t2, tables = two_teams(fam, fmt, "retire/%s/%s%s" % (fmt, how, suffix),
                                             pair=how != "before-round-1")
        gone = t1[at]
        cl = [RULE[fmt]["size"]]
        if how == "before-round-1":
            b.do("drop", fighter=gone)
            what = "%s drops before round 1 is paired" % gone
            cl.append("FR.4.5~p1")
        elif how == "between-rounds":
            for t in tables:
                b.do("result", round=1, table=t, outcome="win")
            b.do("drop", fighter=gone)
            what = "%s drops between rounds" % gone
            cl.append("FR.4.5~p1")
        elif how == "drop":
            b.do("drop", fighter=gone)
            what = "%s drops during round 1, losing the open match by default" % gone
            cl += ["FR.4.5~p1", "FR.4.5~p2"]
        elif how == "disqualification":
            b.do("penalty", fighter=gone, infraction="fraud")
            what = "%s is disqualified (PG.4.1 fraud) during round 1, losing the open match" % gone
            cl += ["PG.4.1~t1.L1", "PG.2~h4~p2"]
        # the text's consequence, computed here: every other member of T1 is dropped; during
        # the round each loses their open match by default to the opposing position
        mates = [n for n in t1 if n != gone]
        fighters = {n: {"dropped": True} for n in mates}
        if how not in ("between-rounds", "before-round-1"):
            for i, n in enumerate(t1):
                if n != gone:
                    fighters[n]["losses"] = 1
                    fighters[t2[i]] = {"wins": 1, "dropped": False}
        fighters[gone] = {"dropped": True}
        if how == "disqualification":
            fighters[gone]["disqualified"] = True
        retired_ev = {"type": "team-retired", "team": "T1", "because": gone}
        q = TAG2R if fmt == "tag" else TRIO2R
        fam.add("retire-%s-%s%s" % (fmt, how, suffix), "%s team retires when %s" % (
                    fmt.capitalize(), what.split(",")[0]),
                "%s. %s; the other member%s of T1 (%s) %s dropped as by drop%s, and T1 is "
                "retired." % (fam.cite(q), what, "s" if len(mates) > 1 else "",
                              ", ".join(mates), "are" if len(mates) > 1 else "is",
                              " (FR.4.5~p2: an open match is lost by default)"
                              if how not in ("between-rounds", "before-round-1") else ""),
                cl, ["teams"] + (["reading:BF-DROP-LATE"]
                                 if how not in ("between-rounds", "before-round-1") else []),
                setup, b.script,
                {"events": [retired_ev],
                 "state": {"teams": {"T1": {"members": t1, "retired": True},
                                     "T2": {"members": t2, "retired": False}},
                           "fighters": fighters}})


def late_member(fam):
    """A member absent for major tardiness (PG.3.9.2~p1: a match loss, then treated as retired
    unless reporting in before the next match) retires the team only once treated as retired
    (FR.5.1.1~p2 「参加し続けることができなくなった場合」; BF-TEAM-LATE): a report-in keeps the
    team; the next pairing without one retires it there."""
    late_q = ("PG.3.9.2~p1", "その次のマッチまでにスコアキー一パーセントをしている運営スタッフに"
                             "申し出ない限りは、そのファイターは大会からリタイアしたものとして扱われます")
    for fmt, reports, at in (("trio", True, 0), ("tag", False, 0), ("tag", False, 1)):
        suffix = "" if at == 0 else "-member-%d" % (at + 1)
        b, setup, t1, t2, tables = two_teams(fam, fmt, "late-member/%s/%s%s" % (fmt, reports,
                                                                               suffix))
        size = SIZE[fmt]
        gone = t1[at]
        b.do("late", round=1, fighter=gone, seconds=300)
        for t in tables:
            if gone not in t:
                b.do("result", round=1, table=t, outcome="win")
        if reports:
            b.do("report-in", fighter=gone)
            b.do("pair", round=2, tables=[[t1[i], t2[(i + 1) % size]] for i in range(size)],
                 bye=[])
            fam.add("late-member-reports-in-team-stays-%s" % fmt,
                    "A %s member majorly late who reports in before the next match keeps the "
                    "team in the event" % fmt,
                    "%s; %s. %s is 5 minutes late in round 1 (a match loss, by default) and "
                    "reports in before round 2 is posted: %s takes part again, so T1 has not "
                    "lost a member who can no longer take part and does not retire (BF-TEAM-LATE); "
                    "round 2 pairs all of T1." % (fam.quote(*late_q), fam.cite(
                        TAG2R if fmt == "tag" else TRIO2R), gone, gone),
                    [RULE[fmt]["size"], "PG.3.9.2~p1"],
                    ["teams", "tardiness", "reading:BF-TEAM-LATE", "reading:BF-ML-DEFAULT"],
                    setup, b.script,
                    {"events": [{"type": "reported-in", "fighter": gone},
                                strip(b.events("pairing")[-1])],
                     "absent": [{"type": "team-retired", "$clauses": [RULE[fmt]["size"]]}],
                     "state": {"teams": {"T1": {"members": t1, "retired": False}},
                               "fighters": {gone: {"dropped": False, "absent": False,
                                                   "losses": 1}}}})
        else:
            mate = t1[1 - at]
            b.do("pair", round=2, tables=[[t2[0], t2[1]]], bye=[])
            fam.add("late-member-absent-team-retires-at-next-pairing-%s%s" % (fmt, suffix),
                    "A %s member majorly late who does not report in retires the team when the "
                    "next round is posted" % fmt,
                    "%s; %s. %s is 5 minutes late in round 1 and does not report in: when round 2 "
                    "is posted %s is treated as retired, so T1 retires then (BF-TEAM-LATE) and %s "
                    "is dropped between rounds; round 2 pairs T2 alone." % (
                        fam.quote(*late_q), fam.cite(TAG2R if fmt == "tag" else TRIO2R), gone,
                        gone, mate),
                    [RULE[fmt]["size"], "PG.3.9.2~p1", "FR.4.5~p1"],
                    ["teams", "tardiness", "reading:BF-TEAM-LATE", "reading:BF-ML-DEFAULT"],
                    setup, b.script,
                    {"events": [strip(b.events("team-retired")[-1]),
                                strip(b.events("pairing")[-1])],
                     "state": {"teams": {"T1": {"members": t1, "retired": True}},
                               "fighters": {gone: {"dropped": True, "absent": True},
                                            mate: {"dropped": True, "losses": 0}}}})


def team_disqualified(fam):
    """A tag team disqualified while both members play (a team penalty, FR.5.2.3~p1: given to
    each member): each member is disqualified and loses their own match as a disqualified
    fighter does (PG.2~h4~p2: an ordinary loss, counted in the averages), not by default
    through the team's retirement; the team then retires."""
    for team in ("T1", "T2"):   # T2's members are not the setup's first fighter
        b, setup, t1, t2, _ = two_teams(fam, "tag", "team-disqualified" +
                                        ("" if team == "T1" else "/" + team))
        members = t1 if team == "T1" else t2
        s = b.do("penalty", team=team, infraction="fraud")
        results = [strip(e) for e in b.events("result") if e["step"] == s]
        fam.add("team-disqualified-both-playing-tag" + ("" if team == "T1" else "-" + team),
                "A tag team disqualified while both members play: each member loses their own "
                "match, not by default" + ("" if team == "T1" else " (the second team)"),
                "%s; %s; %s. The team penalty (fraud: disqualification) is given to %s and to "
                "%s in the team's order; each, disqualified during their match, loses it as a "
                "disqualified fighter does (an ordinary loss, by_default false), before %s "
                "retires with no member left to drop." % (
                    fam.quote("FR.5.2.3~p1"), fam.quote("PG.2~h4~p2", "そのファイターがマッチ中で"
                                                                       "あった場合、そのマッチは"
                                                                       "そのファイターが敗北した"
                                                                       "ものとして処理されます"),
                    fam.cite(TAG2R), members[0], members[1], team),
                ["FR.5.2.3~p1", "PG.2~h4~p2", RULE["tag"]["size"]],
                ["teams", "penalties", "reading:BF-TEAM-PENALTY"], setup, b.script,
                {"events": results + [strip(b.events("team-retired")[-1])],
                 "state": {"teams": {team: {"members": members, "retired": True}},
                           "fighters": {members[0]: {"disqualified": True, "losses": 1},
                                        members[1]: {"disqualified": True, "losses": 1}}}})


def advice(fam):
    def trio(key, advice_mode=None):
        extra = {"advice": advice_mode} if advice_mode else {}
        setup = team_event("trio", extra)
        b = fam.builder(setup, "advice/" + key)
        b.do("register-team", team="T1", members=["A", "B", "C"])
        b.do("register-team", team="T2", members=["D", "E", "F"])
        b.do("pair", round=1, tables=[["A", "D"], ["B", "E"], ["C", "F"]], bye=[])
        return b, setup

    def add(name, title, why, cl, b, setup, tries, tags=()):
        """tries: the steps of advise actions and the rule refusing each (None: accepted)."""
        rejections = [{"step": s, "rule": r} for s, r in tries if r]
        evs = []
        for s, r in tries:
            if r is None:
                e = b.script[s]
                evs.append({"type": "advice", "from": e["from"], "to": e["to"]})
        expect = {}
        if evs:
            expect["events"] = evs
        if rejections:
            expect["rejections"] = rejections
        fam.add(name, title, why, cl, ["teams", "advice"] + list(tags), setup, b.script, expect)

    # no policy stated: none
    for mode in (None, "none"):
        b, setup = trio("none/%s" % mode, mode)
        tries = [(b.do("advise", **{"from": "A", "to": "B"}), "FR.5.2.2.1~p1"),
                 (b.do("advise", **{"from": "C", "to": "A", "judge_allowed": True}), None)]
        b.do("result", round=1, table=["A", "D"], outcome="win")
        b.do("member-finished", fighter="A")
        tries.append((b.do("advise", **{"from": "A", "to": "B"}), "FR.5.2.2.1~p1"))
        b.do("team-finished", team="T1")
        tries.append((b.do("advise", **{"from": "B", "to": "C"}), None))
        cl = (["FR.5.2.2~p1"] if mode is None else []) + ["FR.5.2.2.1~p1"]
        add("advice-%s" % ("unstated-means-none" if mode is None else "none"),
            "Advice %s: refused until the team's result, unless a judge allows it" % (
                "policy not stated" if mode is None else "not allowed"),
            "%s%s; %s. A→B refused; C→A with a judge's permission accepted; A→B after A's own "
            "match is over still refused (that is FR.5.2.2.3, not this mode); B→C after the "
            "team's result accepted." % ("%s: no advice setting. " % fam.cite(ADV0)
                                         if mode is None else "", fam.cite(ADV1), fam.cite(ADV1T)),
            cl, b, setup, tries)
    # each team's own result: the second team's
    b, setup = trio("none/second-team")
    tries = [(b.do("advise", **{"from": "E", "to": "F"}), "FR.5.2.2.1~p1")]
    b.do("result", round=1, table=["D", "A"], outcome="win")
    b.do("result", round=1, table=["E", "B"], outcome="win")
    b.do("result", round=1, table=["F", "C"], outcome="win")
    b.do("team-finished", team="T2")
    tries += [(b.do("advise", **{"from": "E", "to": "F"}), None),
              (b.do("advise", **{"from": "A", "to": "B"}), "FR.5.2.2.1~p1")]
    add("advice-unstated-second-team-finished", "Advice not stated: the team whose result is "
        "decided may talk, the other still may not", "%s: no advice setting; %s; %s. E→F "
        "refused while T2 plays; T2's result is decided (team-finished T2): E→F accepted; T1's "
        "result is not yet recorded: A→B still refused." % (
            fam.cite(ADV0), fam.cite(ADV1), fam.cite(ADV1T)),
        ["FR.5.2.2~p1", "FR.5.2.2.1~p1"], b, setup, tries)
    # the next round is the team's next match: the restriction starts over
    for mode in ("none", "allowed"):
        b, setup = trio("next-match/" + mode, mode)
        tries = []
        if mode == "allowed":
            b.do("lose-advice", fighter="B", cause="left-area")
        b.do("result", round=1, table=["A", "D"], outcome="win")
        b.do("result", round=1, table=["B", "E"], outcome="win")
        b.do("result", round=1, table=["C", "F"], outcome="win")
        if mode == "none":
            b.do("team-finished", team="T1")
        tries.append((b.do("advise", **{"from": "A", "to": "B"}),
                      None if mode == "none" else "FR.5.2.2.2~p2"))
        b.do("pair", round=2, tables=[["A", "E"], ["B", "F"], ["C", "D"]], bye=[])
        tries.append((b.do("advise", **{"from": "A", "to": "B"}),
                      "FR.5.2.2.1~p1" if mode == "none" else None))
        if mode == "none":
            cl, why = ["FR.5.2.2.1~p1"], ("after round 1's result A→B is accepted; round 2 is "
                                          "T1's next match: A→B is refused again")
        else:
            cl, why = ["FR.5.2.2.2~p2", "FR.5.2.2.2~b1"], (
                "B left the play area in round 1 and loses the right until that match's result: "
                "A→B is refused while it is not recorded; in round 2, T1's next match, A→B is "
                "accepted again")
        add("advice-%s-next-match-starts-over" % mode, "Advice %s: the next round is a new "
            "team match, restricted again" % mode, "%s; %s. %s." % (
                fam.cite(ADV1T), fam.cite(ADV2) if mode == "allowed" else fam.cite(ADV1), why),
            cl, b, setup, tries)
    # allowed, and lost
    for cause, (clause, words) in sorted(CAUSE.items()):
        b, setup = trio("allowed/" + cause, "allowed")
        tries = [(b.do("advise", **{"from": "A", "to": "B"}), None)]
        b.do("lose-advice", fighter="B", cause=cause)
        tries += [(b.do("advise", **{"from": "A", "to": "B"}), "FR.5.2.2.2~p2"),
                  (b.do("advise", **{"from": "B", "to": "C"}), "FR.5.2.2.2~p2"),
                  (b.do("advise", **{"from": "C", "to": "A"}), None),
                  (b.do("advise", **{"from": "B", "to": "A", "judge_allowed": True}), None)]
        b.do("team-finished", team="T1")
        tries.append((b.do("advise", **{"from": "B", "to": "C"}), None))
        add("advice-allowed-lost-%s" % cause, "Advice allowed: a member who %s loses it "
            "until the team's result" % {"left-area": "left the play area",
                                         "spectator": "talked with a spectator",
                                         "device": "used a connected device",
                                         "judge": "did what a judge finds unfair"}[cause],
            "%s; %s. A→B accepted; then B %s: A→B and B→C refused, in both directions "
            "(BF-ADVICE-LOST); C→A accepted; B→A allowed by a judge accepted; after the "
            "team's result B→C accepted." % (fam.cite(ADV2), fam.cite((clause, words)), cause),
            ["FR.5.2.2.2~p2", clause], b, setup, tries, ["reading:BF-ADVICE-LOST"])
    # after one's own match
    b, setup = trio("after-own", "after-own-match")
    tries = [(b.do("advise", **{"from": "A", "to": "B"}), "FR.5.2.2.3~p3")]
    b.do("result", round=1, table=["A", "D"], outcome="win")
    b.do("member-finished", fighter="A")
    tries += [(b.do("advise", **{"from": "A", "to": "B"}), None),
              (b.do("advise", **{"from": "C", "to": "A"}), None),
              (b.do("advise", **{"from": "B", "to": "C"}), "FR.5.2.2.3~p3")]
    add("advice-after-own-match", "Advice after one's own match: only with a member whose "
        "match is over", "%s; %s; %s; %s. Before any match ends A→B is refused (rule "
        "FR.5.2.2.3~p3); A finishes: A→B and C→A accepted; B→C, both still playing, refused." % (
            fam.cite(ADV3), fam.cite(ADV3A), fam.cite(ADV3B), fam.cite(ADV3C)),
        ["FR.5.2.2.3~p1", "FR.5.2.2.3~p2", "FR.5.2.2.3~p3"], b, setup, tries)
    b, setup = trio("after-own-lost", "after-own-match")
    b.do("result", round=1, table=["A", "D"], outcome="win")
    b.do("member-finished", fighter="A")
    b.do("lose-advice", fighter="A", cause="left-area")
    tries = [(b.do("advise", **{"from": "A", "to": "B"}), "FR.5.2.2.2~p2"),
             (b.do("advise", **{"from": "C", "to": "A"}), "FR.5.2.2.2~p2"),
             (b.do("advise", **{"from": "B", "to": "C"}), "FR.5.2.2.3~p3")]
    b.do("team-finished", team="T1")
    tries.append((b.do("advise", **{"from": "A", "to": "C"}), None))
    add("advice-after-own-match-right-lost", "Advice after one's own match: a finished member "
        "who left the play area may no longer advise", "%s; %s; %s. A finished, then left the "
        "play area: A→B and C→A refused with rule FR.5.2.2.2~p2 (checked first, BF-ADVICE-LOST "
        "for this mode too); B→C, both playing, FR.5.2.2.3~p3; after the team's result A→C "
        "accepted." % (fam.cite(ADV3A), fam.cite(ADV2), fam.cite(CAUSE["left-area"])),
        ["FR.5.2.2.2~p2", "FR.5.2.2.2~b1", "FR.5.2.2.3~p3"], b, setup, tries,
        ["reading:BF-ADVICE-LOST"])


def generate(ctx):
    fam = Family(ctx, __name__)
    registration(fam)
    retirement(fam)
    late_member(fam)
    team_disqualified(fam)
    advice(fam)
    return fam.cases
