"""Family `penalties`: giving a penalty (PG~p5: the guideline is a standard the judge may depart
from; the judge's choice inside a range; one act, one penalty, PG.3.5.3~p2), escalation on
repetition (PG.2~h1~p2 caution upgrade, BF-CAUTION-UPGRADE; PG.2~h2~p1, ~p2 warnings,
BF-WARN-UPGRADE; PG.2~p1 penalties carried from an earlier day), what a match loss does
(PG.2~h3~p2: now, deferred, pending to the next match by default, on a bye; BF-ML-DEFAULT,
BF-ML-BYE, BF-ML-PENDING), disqualification (PG.2~h4~p2, ~p3, FR.3.2.4~p5; BF-DQ-REVERSE,
BF-DQ-FORFEIT) and team penalties (FR.5.2.3~p1, BF-TEAM-PENALTY).

Every guideline is read from the table rows (model/penalty_tables.py); the escalation and its
effects are played by the model, and each expectation is written out from the text's rule.
"""

from . import Family, strip
from ..model.penalty_tables import PARTIAL_REPAIR, Guide
from .readings import reading_tags
from .scripts import four, two_rounds

H1P2 = ("PG.2~h1~p2", "同じ大会中に2回以上「口頭注意」の罰則を受けた場合、「警告」の罰則に格上げされる"
                      "場合があります")
H2P1 = ("PG.2~h2~p1", "「警告」は累積に備えて記録されます")
H2P2 = ("PG.2~h2~p2", "同じ大会中に2回以上「警告」の罰則を受けた場合、原則として「マッチの敗北」の罰則に"
                      "格上げされます")
H3P2 = ("PG.2~h3~p2", "即座にそのマッチは終了され、罰則を与えられたファイターがそのマッチに敗北したものと"
                      "して処理されます。マッチ間に適用される場合、この罰則は次のマッチに適用されます")
H3P2_DEFER = ("PG.2~h3~p2", "既に敗北が明らかなマッチ中にこの罰則が適用される場合、ジャッジの判断により"
                            "次のマッチでの適用することができます")
H4P2 = ("PG.2~h4~p2", "そのファイターがマッチ中であった場合、そのマッチはそのファイターが敗北したものと"
                      "して処理されます")
H4P2_REV = ("PG.2~h4~p2", "マッチ終了後であったとしても、主催者またはヘッドジャッジの判断により、"
                          "そのマッチはそのファイターが敗北したものとして処理される場合があります")
H4P3 = ("PG.2~h4~p3", "そのファイターの対戦相手の勝敗記録は原則として変わりません")
H4P3_F = ("PG.2~h4~p3", "該当者なしとするか繰り上げるかは、主催者またはヘッドジャッジが判断します")
P1 = ("PG.2~p1", "それぞれの罰則は、原則として適用された大会中のみ有効です")
P5 = ("PG~p5", "これらはあくまで基準となるものであり、ジャッジは状況に応じて適切な罰則を与えることが"
               "求められます")
SEEN = ("PG.3.5.3~p2", "複数のカードを同時に見てしまった場合は、それらに対してまとめて1つの罰則として"
                       "ファイターに与えられます")
TEAM = ("FR.5.2.3~p1", "チームに与えられた罰則は、同時に所属するメンバー個人に対して与えられたとしても"
                       "扱われます")
CUT5 = ("FR.3.2.4~p5", "")


def pen_event(b, fighter, nth=-1):
    evs = [e for e in b.events("penalty") if e["fighter"] == fighter]
    return strip(evs[nth])


def fighter_state(b, name, keys):
    s = b.t.state()["fighters"][name]
    return {k: s[k] for k in keys}


PKEYS = ("cautions", "warnings", "penalties", "pending_match_losses")


class Cases:
    def __init__(self, ctx):
        self.fam = Family(ctx, __name__)
        self.guide = Guide.of(ctx.index)

    def q(self, pair):
        return self.fam.quote(*pair)

    def row(self, name, level=1):
        r, pens = self.guide.lookup(name, level)
        return r, pens, "%s 「%s」" % (r, self.fam.index.text(r))

    def add(self, name, title, desc, clauses, tags, b, setup, expect):
        self.fam.add(name, title, desc, clauses, ["penalty"] + tags, setup, b.script, expect)

    # giving a penalty -----------------------------------------------------------------------
    def giving(self):
        # explicit, inside the guideline
        b, setup = four(self.fam, "explicit-within")
        r, pens, rq = self.row("wrong-information-major")
        b.do("penalty", fighter="A", infraction="wrong-information-major", penalty="warning")
        self.add("explicit-inside-guideline", "A judge gives the warning of a caution–warning "
                 "guideline", "%s → %s; the judge names the warning, inside it: recorded as "
                 "given, A has 1 warning (%s)." % (rq, pens, self.q(H2P1)),
                 [r, "PG.2~h2~p1"], ["reading:BF-PENALTY-RANGE"], b, setup,
                 {"events": [pen_event(b, "A")],
                  "state": {"fighters": {"A": fighter_state(b, "A", PKEYS)}}})
        # explicit, outside the guideline
        b, setup = four(self.fam, "explicit-outside")
        r, pens, rq = self.row("note-taking")
        b.do("penalty", fighter="A", infraction="note-taking", penalty="caution")
        self.add("explicit-outside-guideline", "A caution for an infraction whose guideline is "
                 "a warning: given, outside the guideline",
                 "%s → %s. %s: the judge's caution stands, within_guideline false." % (
                     rq, pens, self.q(P5)), [r, "PG~p5"], [], b, setup,
                 {"events": [pen_event(b, "A")],
                  "state": {"fighters": {"A": fighter_state(b, "A", PKEYS)}}})
        # an infraction the tables do not list
        b, setup = four(self.fam, "other")
        b.do("penalty", fighter="B", infraction="other", penalty="warning")
        self.add("other-infraction", "An unlisted infraction: no guideline, the judge's "
                 "warning is recorded", "PG~p4 and PG.3.23 leave unlisted infractions to the "
                 "judge: guideline [], within_guideline false; %s: B has 1 warning." % self.q(H2P1),
                 ["PG.2~h2~p1"], [], b, setup,
                 {"events": [pen_event(b, "B")],
                  "state": {"fighters": {"B": fighter_state(b, "B", PKEYS)}}})
        # one-penalty guideline: no choice; a match loss during the match
        b, setup = four(self.fam, "single")
        r, pens, rq = self.row("illegal-state-severe")
        b.do("penalty", fighter="A", infraction="illegal-state-severe")
        self.add("single-guideline-match-loss-now", "A guideline of one penalty needs no "
                 "choice: a match loss ends A's open match", "%s → %s: no choice to make. %s: "
                 "A loses the A–B match at once, B wins; the game was played, so not by default "
                 "(BF-ML-DEFAULT)." % (rq, pens, self.q(H3P2)), [r, "PG.2~h3~p2"],
                 ["reading:BF-ML-DEFAULT"], b, setup,
                 {"events": [pen_event(b, "A"), strip(b.events("result")[-1])],
                  "state": {"fighters": {"A": {"losses": 1, "points": 0},
                                         "B": {"wins": 1, "points": 1}}}})
        # the partial repair option given with the penalty itself, at level 3: refused
        b, setup = four(self.fam, "partial-level3", {"level": 3})
        clause = PARTIAL_REPAIR["illegal-state-severe"]
        b.do("penalty", fighter="A", infraction="illegal-state-severe", partial_repair=True)
        self.add("partial-repair-at-level3-rejected", "A penalty given with partial repair at "
                 "level 3 is refused, and nothing is recorded", "%s: level 3 is not 「大会レベル"
                 "2以下」, so the option cannot apply; the penalty action is rejected, rule %s "
                 "(BF-PARTIAL-REPAIR), A has no penalty and the A–B match stays open." % (
                     self.fam.quote(clause, "ただし、大会レベル2以下の大会に於いて、完全ではなくとも"
                                            "ある程度の正常化が可能とジャッジが判断した場合は"),
                     clause), [clause], ["reading:BF-PARTIAL-REPAIR"], b, setup,
                 {"rejections": [{"step": 1, "rule": clause}],
                  "state": {"fighters": {"A": {"penalties": [], "losses": 0},
                                         "B": {"wins": 0}}}})
        # refused, then given without the option: only the second penalty counts
        b, setup = four(self.fam, "partial-level3-then-given", {"level": 3})
        b.do("penalty", fighter="A", infraction="illegal-state-severe", partial_repair=True)
        b.do("penalty", fighter="A", infraction="illegal-state-severe")
        a = b.t.by_name["A"]
        self.add("partial-repair-at-level3-rejected-then-given", "A penalty refused for its "
                 "partial repair at level 3, then given without it", "%s: the first penalty "
                 "action is rejected, rule %s (BF-PARTIAL-REPAIR); the judge then gives the "
                 "penalty of the guideline (%s) without the option: %s. A's record holds that "
                 "one penalty only." % (
                     self.fam.quote(clause, "ただし、大会レベル2以下の大会に於いて、完全ではなくとも"
                                            "ある程度の正常化が可能とジャッジが判断した場合は"),
                     clause, a.penalties[-1]["penalty"], self.q(H3P2)),
                 [clause, "PG.2~h3~p2"], ["reading:BF-PARTIAL-REPAIR", "reading:BF-ML-DEFAULT"],
                 b, setup,
                 {"rejections": [{"step": 1, "rule": clause}],
                  "events": [pen_event(b, "A"), strip(b.events("result")[-1])],
                  "state": {"fighters": {n: b.t.state()["fighters"][n] for n in ("A", "B")}}})
        # several: the judge's choice, and the legal penalties at that decision
        for name, pick, key in (("distinguishable-pattern", "warning", "two"),
                                ("zones-mixed", "match-loss", "three")):
            b, setup = four(self.fam, "choice/" + name)
            r, pens, rq = self.row(name)
            q = b.add({"query": "legal", "penalty": {"fighter": "C", "infraction": name}})
            legal = [{"do": "penalty", "fighter": "C", "infraction": name, "penalty": p}
                     for p in pens]
            b.answer("penalty", pick)
            b.do("penalty", fighter="C", infraction=name)
            exp = {"events": [pen_event(b, "C")], "legal": [{"step": q, "actions": legal}],
                   "state": {"fighters": {"C": fighter_state(b, "C", PKEYS)}}}
            cl = [r]
            if pick == "match-loss":
                exp["events"].append(strip(b.events("result")[-1]))
                cl.append("PG.2~h3~p2")
            else:
                cl.append("PG.2~h2~p1")
            self.add("judge-chooses-in-%s-penalty-range" % key,
                     "%s: the judge chooses %s among %s" % (name, pick, ", ".join(pens)),
                     "%s → %s (BF-PENALTY-RANGE): without a named penalty the judge chooses "
                     "(choose penalty by judge); the legal penalties at that point are exactly "
                     "the guideline's; the judge takes %s." % (rq, pens, pick), cl,
                     ["reading:BF-PENALTY-RANGE"], b, setup, exp)
        # one act, one penalty
        for name in ("seen-cards-before-match", "seen-cards-during-match"):
            r, pens, rq = self.row(name, 2)
            setup_l2 = {"format": "swiss", "rounds": 3, "fighters": ["A", "B", "C", "D"],
                        "level": 2}
            b2 = self.fam.builder(setup_l2, "seen/" + name)
            b2.do("pair", round=1, tables=[["A", "B"], ["C", "D"]], bye=[])
            b2.do("penalty", fighter="D", infraction=name, penalty="warning")
            self.add("%s-several-cards-one-penalty" % name, "Several cards seen in one act: "
                     "one penalty (%s)" % name, "%s. %s → %s at level 2: one action, one "
                     "record, one warning." % (self.q(SEEN), rq, pens), [r, "PG.3.5.3~p2",
                                                                         "PG.2~h2~p1"],
                     [], b2, setup_l2,
                     {"events": [pen_event(b2, "D")],
                      "state": {"fighters": {"D": fighter_state(b2, "D", PKEYS)}}})

    # escalation -------------------------------------------------------------------------------
    def escalation(self):
        # a second warning during a match
        b, setup = four(self.fam, "warn2-open")
        r1, _, rq1 = self.row("note-taking")
        r2, _, rq2 = self.row("eating-drinking")
        b.do("penalty", fighter="A", infraction="note-taking")
        b.do("penalty", fighter="A", infraction="eating-drinking")
        self.add("second-warning-becomes-match-loss", "A second warning in the event becomes a "
                 "match loss and ends the open match", "%s; %s. %s, %s: the second warning is "
                 "upgraded (upgraded_by PG.2~h2~p2); %s." % (rq1, rq2, self.q(H2P1), self.q(H2P2),
                                                            self.q(H3P2)),
                 [r1, r2, "PG.2~h2~p1", "PG.2~h2~p2", "PG.2~h3~p2"],
                 ["reading:BF-WARN-UPGRADE", "reading:BF-ML-DEFAULT"], b, setup,
                 {"events": [pen_event(b, "A", 0), pen_event(b, "A", 1),
                             strip(b.events("result")[-1])],
                  "state": {"fighters": {"A": fighter_state(b, "A", PKEYS + ("losses",))}}})
        # declined, then a third
        b, setup = four(self.fam, "warn-declined")
        b.do("penalty", fighter="B", infraction="note-taking")
        b.do("penalty", fighter="B", infraction="note-taking", warning_upgrade=False)
        b.do("penalty", fighter="B", infraction="disrupting-event")
        r3, _, rq3 = self.row("disrupting-event")
        self.add("declined-upgrade-still-counts", "A second warning not upgraded still counts: "
                 "the third is a match loss", "%s; %s (「格上げを行うかどうかは…ジャッジが判断"
                 "します」): the judge declines on the second (warning_upgrade false), which "
                 "stays a warning and counts (BF-WARN-UPGRADE): the third warning, %s, becomes "
                 "a match loss." % (rq1, self.q(H2P2), rq3),
                 [r1, r3, "PG.2~h2~p1", "PG.2~h2~p2", "PG.2~h3~p2"],
                 ["reading:BF-WARN-UPGRADE"], b, setup,
                 {"events": [pen_event(b, "B", 1), pen_event(b, "B", 2)],
                  "state": {"fighters": {"B": fighter_state(b, "B", PKEYS + ("losses",))}}})
        # between matches: pending, applied at the next pairing by default
        b, setup = four(self.fam, "warn2-between")
        b.do("result", round=1, table=["A", "B"], outcome="win")
        b.do("result", round=1, table=["C", "D"], outcome="win")
        b.do("penalty", fighter="A", infraction="note-taking")
        b.do("penalty", fighter="A", infraction="note-taking")
        pend = fighter_state(b, "A", ("pending_match_losses",))
        b.do("pair", round=2, tables=[["A", "C"], ["B", "D"]], bye=[])
        self.add("second-warning-between-matches-pending", "A match loss between matches "
                 "applies to the next match: a loss by default when it is posted",
                 "%s. The second warning comes after A's round-1 match (A won): the match loss "
                 "is pending (1), and when round 2 posts A–C, A loses it by default and C wins "
                 "by default (BF-ML-DEFAULT), decided_by PG.2~h3~p2." % self.q(H3P2),
                 [r1, "PG.2~h2~p1", "PG.2~h2~p2", "PG.2~h3~p2"],
                 ["reading:BF-WARN-UPGRADE", "reading:BF-ML-DEFAULT"], b, setup,
                 {"events": [{"type": "match-loss-pending", "fighter": "A"},
                             strip(b.events("pairing")[-1]), strip(b.events("result")[-1])],
                  "state": {"fighters": {"A": {"pending_match_losses": 0, "wins": 1,
                                               "losses": 1, "points": 1},
                                         "C": {"wins": 2, "points": 2}}}})
        assert pend == {"pending_match_losses": 1}
        # caution upgrade refused without an earlier caution
        b, setup = four(self.fam, "caution-up-rejected")
        rc, _, rqc = self.row("missing-items")
        b.do("penalty", fighter="C", infraction="missing-items", penalty="caution",
             caution_upgrade=True)
        self.add("caution-upgrade-without-earlier-caution-rejected", "A caution upgrade needs "
                 "an earlier caution: refused", "%s (「2回以上」): C's first caution cannot be "
                 "upgraded; the action is rejected, rule PG.2~h1~p2, and nothing is recorded "
                 "(BF-CAUTION-UPGRADE). %s." % (self.q(H1P2), rqc), ["PG.2~h1~p2"],
                 ["reading:BF-CAUTION-UPGRADE"], b, setup,
                 {"rejections": [{"step": 1, "rule": "PG.2~h1~p2"}],
                  "state": {"fighters": {"C": fighter_state(b, "C", PKEYS)}}})
        # second caution upgraded
        b, setup = four(self.fam, "caution-up")
        b.do("penalty", fighter="C", infraction="missing-items")
        b.do("penalty", fighter="C", infraction="missing-items", caution_upgrade=True)
        self.add("second-caution-upgraded-to-warning", "A second caution upgraded by the judge "
                 "is a warning", "%s; %s: the judge upgrades the second caution (upgraded_by "
                 "PG.2~h1~p2); it counts as a caution given and a warning received." % (
                     rqc, self.q(H1P2)), [rc, "PG.2~h1~p2", "PG.2~h2~p1"],
                 ["reading:BF-CAUTION-UPGRADE"], b, setup,
                 {"events": [pen_event(b, "C", 1)],
                  "state": {"fighters": {"C": fighter_state(b, "C", PKEYS)}}})
        # two cautions, no upgrade
        b, setup = four(self.fam, "caution-2")
        b.do("penalty", fighter="D", infraction="missing-items")
        b.do("penalty", fighter="D", infraction="dice-unreadable")
        rd, _, rqd = self.row("dice-unreadable")
        self.add("second-caution-not-upgraded-by-default", "Two cautions without the judge's "
                 "upgrade stay cautions", "%s; %s. %s 「格上げされる場合があります」 is the "
                 "judge's call: without caution_upgrade the second caution stays one "
                 "(BF-CAUTION-UPGRADE)." % (rqc, rqd, H1P2[0]), [rc, rd],
                 ["reading:BF-CAUTION-UPGRADE"], b, setup,
                 {"events": [pen_event(b, "D", 1)],
                  "state": {"fighters": {"D": fighter_state(b, "D", PKEYS)}}})
        # caution upgrade with a warning already: upgraded twice
        b, setup = four(self.fam, "caution-up-after-warning")
        b.do("penalty", fighter="A", infraction="note-taking")
        b.do("penalty", fighter="A", infraction="missing-items")
        b.do("penalty", fighter="A", infraction="missing-items", caution_upgrade=True)
        self.add("caution-upgrade-then-warning-upgrade", "An upgraded caution of a fighter who "
                 "has a warning becomes a match loss", "%s, then %s: the upgraded caution is a "
                 "second warning, which the warning step makes a match loss (upgraded_by the "
                 "latter, PG.2~h2~p2); A loses the open match." % (self.q(H1P2), self.q(H2P2)),
                 [rc, r1, "PG.2~h1~p2", "PG.2~h2~p1", "PG.2~h2~p2", "PG.2~h3~p2"],
                 ["reading:BF-CAUTION-UPGRADE", "reading:BF-WARN-UPGRADE",
                  "reading:BF-ML-DEFAULT"], b, setup,
                 {"events": [pen_event(b, "A", 2), strip(b.events("result")[-1])],
                  "state": {"fighters": {"A": fighter_state(b, "A", PKEYS)}}})
        # carried penalties (two-day event, PG.2~x2)
        b, setup = four(self.fam, "carried-warning", {"carried_penalties": {"B": ["warning"]}})
        b.do("penalty", fighter="B", infraction="note-taking")
        self.add("carried-warning-counts", "A warning carried from day 1 makes day 2's first "
                 "warning a match loss", "%s; PG.2~x2: day 1 of a two-day event carries over "
                 "(carried_penalties). %s: B's first warning of the day is the second of the "
                 "event, upgraded to a match loss; B loses the open match." % (
                     self.q(P1), self.q(H2P2)), [r1, "PG.2~p1", "PG.2~h2~p1", "PG.2~h2~p2",
                                                 "PG.2~h3~p2"],
                 ["reading:BF-WARN-UPGRADE"], b, setup,
                 {"events": [pen_event(b, "B"), strip(b.events("result")[-1])],
                  "state": {"fighters": {"B": fighter_state(b, "B", PKEYS)}}})
        b, setup = four(self.fam, "carried-caution", {"carried_penalties": {"D": ["caution"]}})
        b.do("penalty", fighter="D", infraction="missing-items", caution_upgrade=True)
        self.add("carried-caution-allows-upgrade", "A caution carried from day 1 lets the "
                 "judge upgrade day 2's first caution", "%s; %s: D's carried caution is the "
                 "earlier one, so the upgrade is accepted (warning, upgraded_by PG.2~h1~p2)." % (
                     self.q(P1), self.q(H1P2)), [rc, "PG.2~p1", "PG.2~h1~p2", "PG.2~h2~p1"],
                 ["reading:BF-CAUTION-UPGRADE"], b, setup,
                 {"events": [pen_event(b, "D")],
                  "state": {"fighters": {"D": fighter_state(b, "D", PKEYS)}}})
        b, setup = four(self.fam, "carried-other", {"carried_penalties": {"C": ["warning"]}})
        b.do("penalty", fighter="D", infraction="note-taking")
        self.add("carried-warning-is-per-fighter", "Another fighter's carried warning does not "
                 "count", "%s; warnings count per fighter: C carries a warning, D's first "
                 "warning stays a warning (%s)." % (self.q(P1), self.q(H2P1)),
                 [r1, "PG.2~h2~p1"], [], b, setup,
                 {"events": [pen_event(b, "D")],
                  "state": {"fighters": {"D": fighter_state(b, "D", PKEYS),
                                         "C": fighter_state(b, "C", PKEYS)}}})

    # match loss effects -------------------------------------------------------------------------
    def match_loss(self):
        r, _, rq = self.row("illegal-state-severe")
        # deferred to the next match
        b, setup = four(self.fam, "deferred")
        b.do("penalty", fighter="A", infraction="illegal-state-severe", next_match=True)
        b.do("result", round=1, table=["B", "A"], outcome="win")
        b.do("result", round=1, table=["C", "D"], outcome="win")
        b.do("pair", round=2, tables=[["A", "D"], ["B", "C"]], bye=[])
        self.add("deferred-to-next-match", "A match loss in a match already lost applies to the "
                 "next one", "%s; %s (next_match): A's open match is untouched, the loss is "
                 "pending; B then beats A; round 2 posts A–D and A loses it by default, D wins "
                 "by default (BF-ML-DEFAULT)." % (rq, self.q(H3P2_DEFER)), [r, "PG.2~h3~p2"],
                 ["reading:BF-ML-DEFAULT"], b, setup,
                 {"events": [{"type": "match-loss-pending", "fighter": "A"},
                             strip(b.events("result")[-1])],
                  "state": {"fighters": {"A": {"losses": 2, "points": 0,
                                               "pending_match_losses": 0},
                                         "D": {"wins": 1, "points": 1}}}})
        # both pending: a double loss by default
        b, setup = four(self.fam, "both-pending")
        b.do("result", round=1, table=["A", "B"], outcome="win")
        b.do("result", round=1, table=["C", "D"], outcome="win")
        b.do("penalty", fighter="A", infraction="illegal-state-severe")
        b.do("penalty", fighter="C", infraction="extra-cards-in-hand")
        r2, _, rq2 = self.row("extra-cards-in-hand")
        b.do("pair", round=2, tables=[["A", "C"], ["B", "D"]], bye=[])
        self.add("both-fighters-pending-double-loss", "Two pending match losses at one table: "
                 "a double loss by default", "%s; %s; %s: A and C each have a pending loss and "
                 "round 2 pairs them: both lose by default (double-loss)." % (rq, rq2,
                                                                             self.q(H3P2)),
                 [r, r2, "PG.2~h3~p2"], ["reading:BF-ML-DEFAULT"], b, setup,
                 {"events": [strip(b.events("result")[-1])],
                  "state": {"fighters": {"A": {"wins": 1, "losses": 1, "points": 1},
                                         "C": {"wins": 1, "losses": 1, "points": 1}}}})
        # pending on the bye
        setup = {"format": "swiss", "rounds": 2, "fighters": ["A", "B", "C"]}
        b = self.fam.builder(setup, "pending-bye")
        b.do("pair", round=1, tables=[["A", "B"]], bye=["C"])
        b.do("result", round=1, table=["A", "B"], outcome="win")
        b.do("penalty", fighter="B", infraction="illegal-state-severe")
        b.do("pair", round=2, tables=[["A", "C"]], bye=["B"])
        self.add("pending-loss-on-bye", "A pending match loss meets the bye: the bye becomes a "
                 "loss by default", "%s; %s: B's next match is the bye of round 2, which becomes "
                 "a loss by default, no points (BF-ML-BYE)." % (rq, self.q(H3P2)),
                 [r, "PG.2~h3~p2"], ["reading:BF-ML-BYE", "reading:BF-BYE"], b, setup,
                 {"state": {"fighters": {"B": {"wins": 0, "losses": 2, "points": 0,
                                               "pending_match_losses": 0}}}})
        # given to the holder of the bye of the round being played: the bye, decided when the
        # round was posted, is not the match; the loss is pending for the next one
        setup = {"format": "swiss", "rounds": 2, "fighters": ["A", "B", "C"]}
        b = self.fam.builder(setup, "pending-while-bye")
        b.do("pair", round=1, tables=[["A", "B"]], bye=["C"])
        b.do("penalty", fighter="C", infraction="illegal-state-severe")
        b.do("result", round=1, table=["A", "B"], outcome="win")
        b.do("pair", round=2, tables=[["A", "C"]], bye=["B"])
        self.add("match-loss-to-bye-holder-pending", "A match loss given to the fighter with the "
                 "bye of the round being played waits for the next match", "%s; %s: C has round "
                 "1's bye, a match already decided (BF-BYE), while A–B is played; C's loss is "
                 "pending and decides C's round-2 table when it is posted (C loses by default, A "
                 "wins by default); the bye stays a win." % (rq, self.q(H3P2)),
                 [r, "PG.2~h3~p2"], ["reading:BF-ML-DEFAULT", "reading:BF-BYE"], b, setup,
                 {"events": [strip(e) for e in b.events("match-loss-pending")] +
                            [strip(b.events("result")[-1])],
                  "state": {"fighters": {"C": dict(fighter_state(b, "C", (
                      "wins", "losses", "points", "byes", "pending_match_losses")))}}})
        # never used: the fighter drops
        b, setup = four(self.fam, "pending-drop")
        b.do("result", round=1, table=["A", "B"], outcome="win")
        b.do("result", round=1, table=["C", "D"], outcome="win")
        b.do("penalty", fighter="D", infraction="illegal-state-severe")
        b.do("drop", fighter="D")
        b.do("pair", round=2, tables=[["A", "C"]], bye=["B"])
        self.add("pending-loss-unused-after-drop", "A pending match loss of a fighter who drops "
                 "stays unused", "%s; %s: D drops before round 2 and never plays again; the "
                 "pending loss stays (BF-ML-PENDING), D's record is unchanged." % (
                     rq, self.q(H3P2)), [r, "PG.2~h3~p2"], ["reading:BF-ML-PENDING",
                                                            "reading:BF-BYE"], b, setup,
                 {"state": {"fighters": {"D": {"pending_match_losses": 1, "losses": 1,
                                               "dropped": True}}}})
        # before any round
        setup = {"format": "swiss", "rounds": 1, "fighters": ["A", "B", "C", "D"]}
        b = self.fam.builder(setup, "pending-before")
        b.do("penalty", fighter="B", infraction="illegal-state-severe")
        b.do("pair", round=1, tables=[["A", "B"], ["C", "D"]], bye=[])
        b.do("result", round=1, table=["C", "D"], outcome="win")
        self.add("match-loss-before-round-1", "A match loss before any pairing applies to "
                 "round 1", "%s; %s: no match is posted, so B's loss is pending and decides "
                 "B's round-1 table when it is posted (B loses by default, A wins by default); "
                 "the last table's result completes the round." % (rq, self.q(H3P2)),
                 [r, "PG.2~h3~p2"], ["reading:BF-ML-DEFAULT"], b, setup,
                 {"events": [{"type": "match-loss-pending", "fighter": "B"},
                             strip(b.events("result")[0]),
                             strip(b.events("round-complete")[-1])],
                  "state": {"fighters": {"A": {"wins": 1}, "B": {"losses": 1}}}})
        # automatic pairing: paired first, then decided
        b, setup = four(self.fam, "pending-auto")
        b.do("result", round=1, table=["A", "B"], outcome="win")
        b.do("result", round=1, table=["C", "D"], outcome="win")
        b.do("penalty", fighter="C", infraction="illegal-state-severe")
        b.random("seating", ["A", "B", "C", "D"])
        b.do("pair", round=2)
        self.add("pending-loss-automatic-pairing", "An automatic pairing is made as usual, then "
                 "the pending loss decides the table", "%s; %s. Round 2 paired automatically "
                 "(BF-PAIR: seating A, B, C, D, stable-sorted by points: A, C (1), B, D (0); "
                 "first rematch-free pairing A–C, B–D); then C's pending loss decides A–C: A "
                 "wins by default." % (rq, self.q(H3P2)), [r, "PG.2~h3~p2"],
                 ["reading:BF-ML-DEFAULT", "reading:BF-PAIR"], b, setup,
                 {"events": [{"type": "pairing", "round": 2, "tables": [["A", "C"], ["B", "D"]],
                              "bye": []}, strip(b.events("result")[-1])],
                  "state": {"fighters": {"C": {"losses": 1, "pending_match_losses": 0}}}})
        # double elimination: the pending loss eliminates
        b, setup = four(self.fam, "pending-de", fmt="double-elimination")
        b.do("result", round=1, table=["B", "A"], outcome="win")
        b.do("result", round=1, table=["C", "D"], outcome="win")
        b.do("penalty", fighter="A", infraction="illegal-state-severe")
        b.do("pair", round=2, tables=[["B", "C"], ["A", "D"]], bye=[])
        self.add("pending-loss-eliminates-double-elimination", "Double elimination: a pending "
                 "match loss is A's second loss", "%s; %s. A lost round 1; the pending loss "
                 "decides A–D in round 2 by default: A has two losses and is eliminated "
                 "(FR.3.2.2.1~p1)." % (rq, self.q(H3P2)), [r, "PG.2~h3~p2"],
                 ["reading:BF-ML-DEFAULT"], b, setup,
                 {"state": {"fighters": {"A": {"losses": 2, "eliminated": True}}}})

    # disqualification ---------------------------------------------------------------------------
    def disqualification(self):
        r, _, rq = self.row("unsporting-most-severe")
        b, setup = four(self.fam, "dq-open")
        b.do("penalty", fighter="A", infraction="unsporting-most-severe")
        b.do("result", round=1, table=["C", "D"], outcome="win")
        bad = b.do("pair", round=2, tables=[["A", "C"], ["B", "D"]], bye=[])
        self.add("disqualified-during-match", "Disqualified during a match: A loses it and is "
                 "never paired again", "%s; %s; A is dropped from the event, so a pairing "
                 "naming A is rejected (FR.4.5~p1)." % (rq, self.q(H4P2)),
                 [r, "PG.2~h4~p2", "FR.4.5~p1"], [], b, setup,
                 {"events": [pen_event(b, "A"), {"type": "disqualified", "fighter": "A"},
                             strip(b.events("result")[0])],
                  "rejections": [{"step": bad, "rule": "FR.4.5~p1"}],
                  "state": {"fighters": {"A": {"disqualified": True, "dropped": True,
                                               "losses": 1}}}})
        b, setup = four(self.fam, "dq-reverse")
        b.do("result", round=1, table=["A", "B"], outcome="win")
        b.do("result", round=1, table=["C", "D"], outcome="win")
        b.do("penalty", fighter="A", infraction="fraud", reverse_last=True)
        rf, _, rqf = self.row("fraud")
        self.add("disqualified-after-match-reverse", "Disqualified after winning, the organiser "
                 "reverses the match", "%s; %s (reverse_last): A's round-1 win becomes a loss "
                 "and B's loss a win, corrected, not by default (BF-DQ-REVERSE)." % (
                     rqf, self.q(H4P2_REV)), [rf, "PG.2~h4~p2"], ["reading:BF-DQ-REVERSE"],
                 b, setup,
                 {"events": [{"type": "disqualified", "fighter": "A"},
                             strip(b.events("result")[-1])],
                  "state": {"fighters": {"A": {"wins": 0, "losses": 1, "points": 0},
                                         "B": {"wins": 1, "losses": 0, "points": 1}}}})
        b, setup = four(self.fam, "dq-no-reverse")
        b.do("result", round=1, table=["A", "B"], outcome="win")
        b.do("result", round=1, table=["C", "D"], outcome="win")
        b.do("penalty", fighter="A", infraction="fraud")
        b.do("standings")
        self.add("disqualified-after-match-results-stand", "Disqualified after winning: the "
                 "results stay in everyone's record", "%s; %s: without reverse_last A's win "
                 "stands, and B keeps its loss; the standings still list A (PG.2~h4~p3 "
                 "「%s」)." % (rqf, self.q(H4P2), H4P3[1]), [rf, "PG.2~h4~p2", "PG.2~h4~p3"],
                 ["reading:BF-DQ-REVERSE", "reading:BF-OMW-EXACT"], b, setup,
                 {"events": [strip(b.events("standings")[-1])],
                  "state": {"fighters": {"A": {"wins": 1, "disqualified": True},
                                         "B": {"losses": 1}}}})
        setup = {"format": "swiss", "rounds": 2, "fighters": ["A", "B", "C"]}
        b = self.fam.builder(setup, "dq-bye")
        b.do("pair", round=1, tables=[["A", "B"]], bye=["C"])
        b.do("result", round=1, table=["A", "B"], outcome="win")
        b.do("penalty", fighter="C", infraction="fraud", penalty="disqualification",
             reverse_last=True)
        b.do("pair", round=2, tables=[["A", "C"]], bye=["B"])
        self.add("disqualified-reverse-bye-rejected", "Reversing the last match of a fighter "
                 "who had the bye is refused", "%s: C's round-1 'match' was the bye, with no "
                 "result to reverse: rejected, rule PG.2~h4~p2 (BF-DQ-REVERSE); nothing "
                 "changes, and C is paired in round 2." % self.q(H4P2_REV), ["PG.2~h4~p2"],
                 ["reading:BF-DQ-REVERSE", "reading:BF-BYE"], b, setup,
                 {"rejections": [{"step": 2, "rule": "PG.2~h4~p2"}],
                  "state": {"round": 2,
                            "fighters": {"C": {"disqualified": False, "wins": 1}}}})
        # pending losses dropped
        b, setup = four(self.fam, "dq-pending")
        b.do("result", round=1, table=["A", "B"], outcome="win")
        b.do("result", round=1, table=["C", "D"], outcome="win")
        b.do("penalty", fighter="B", infraction="illegal-state-severe")
        b.do("penalty", fighter="B", infraction="fraud")
        self.add("disqualified-pending-losses-dropped", "A disqualified fighter's pending match "
                 "losses are dropped", "%s: B leaves the event at once and never plays again; "
                 "the pending loss from %s is dropped." % (self.q(H4P2), r),
                 [rf, "PG.2~h4~p2", "PG.2~h3~p2"], [], b, setup,
                 {"state": {"fighters": {"B": {"pending_match_losses": 0, "dropped": True,
                                               "disqualified": True}}}})
        # forfeited places
        for mode in ("vacant", "move-up"):
            b, setup = two_rounds(self.fam, "dq-forfeit/" + mode,
                                  {"params": {"forfeit_vacancy": mode}})
            b.do("penalty", fighter="A", infraction="fraud", forfeit=True)
            b.do("standings")
            rows = b.events("standings")[-1]["rows"]
            self.add("disqualified-forfeit-%s" % mode, "A disqualified winner's place forfeited, "
                     "%s" % ("left vacant" if mode == "vacant" else "others move up"),
                     "%s; %s (forfeit, forfeit_vacancy %s, BF-DQ-FORFEIT). A won both rounds; "
                     "the records stay (%s); %s: %s." % (
                         rqf, self.q(H4P3_F), mode, H4P3[0],
                         "A's row stays first, forfeited, and nobody takes rank 1"
                         if mode == "vacant" else "A's row is left out and the others are "
                         "renumbered", ", ".join("%d %s%s" % (w["rank"], w["fighter"],
                                                             " (forfeited)" if w.get("forfeited")
                                                             else "") for w in rows)),
                     [rf, "PG.2~h4~p2", "PG.2~h4~p3"],
                     ["reading:BF-DQ-FORFEIT"] + sorted(reading_tags(b.t, b.script)), b, setup,
                     {"events": [{"type": "standings", "after_round": 2, "rows": rows}]})
        # Bushinavi ranks shared on points (no opponent rate): the rows left after a forfeited
        # one are ranked by the method's own rule, competition or dense (BF-SHARED-RANK)
        for shared in ("competition", "dense"):
            for gone in ("A", "B"):
                b, setup = two_rounds(self.fam, "dq-forfeit-bn/%s/%s" % (shared, gone), {
                    "standings": "bushinavi", "opponent_rate": False,
                    "params": {"forfeit_vacancy": "move-up", "shared_rank": shared}})
                b.do("penalty", fighter=gone, infraction="fraud", forfeit=True)
                b.do("standings")
                rows = b.events("standings")[-1]["rows"]
                self.add("disqualified-forfeit-move-up-bushinavi-%s-%s" % (shared, gone.lower()),
                         "%s's place forfeited, the others move up: Bushinavi ranks shared on "
                         "points, %s" % (gone, shared),
                         "%s; %s (forfeit, forfeit_vacancy move-up, BF-DQ-FORFEIT). Bushinavi "
                         "without the opponent rate: equal points share a rank (AB.1.2~p1), "
                         "numbered %s (BF-SHARED-RANK). A won both rounds, B and C one each, D "
                         "none; %s's row is left out and the others ranked as if it were not "
                         "there: %s." % (
                             rqf, self.q(H4P3_F), "1, 2, 2, 4" if shared == "competition"
                             else "1, 2, 2, 3", gone,
                             ", ".join("%d %s" % (w["rank"], w["fighter"]) for w in rows)),
                         [rf, "PG.2~h4~p2", "PG.2~h4~p3", "AB.1.2~p1"],
                         ["reading:BF-DQ-FORFEIT", "bushinavi"] +
                         sorted(reading_tags(b.t, b.script)), b, setup,
                         {"events": [{"type": "standings", "after_round": 2, "rows": rows}]})
        # after a top cut
        b, setup = two_rounds(self.fam, "dq-topcut")
        b.do("standings")
        b.do("top-cut", method="standings", slots=2)
        b.do("penalty", fighter="C", infraction="intentional-marking")
        ri, _, rqi = self.row("intentional-marking")
        self.add("disqualified-qualifier-not-replaced", "A qualifier disqualified after the top "
                 "cut leaves it and nobody replaces them", "%s; FR.3.2.4~p5: C, qualified with "
                 "A, is disqualified: the qualifiers become [A], the place stays empty." % rqi,
                 [ri, "PG.2~h4~p2", "FR.3.2.4~p5"], ["reading:BF-OMW-EXACT"], b, setup,
                 {"events": [strip(b.events("top-cut")[-1]),
                             {"type": "disqualified", "fighter": "C"},
                             {"type": "qualifiers", "qualifiers": ["A"]}]})
        # every fighter qualified: the list that closes up is full to the last place
        b, setup = two_rounds(self.fam, "dq-topcut-full")
        b.do("standings")
        b.do("top-cut", method="standings", slots=4)
        cut = strip(b.events("top-cut")[-1])
        gone = cut["qualifiers"][1]
        b.do("penalty", fighter=gone, infraction="intentional-marking")
        left = [x for x in cut["qualifiers"] if x != gone]
        self.add("disqualified-second-of-a-full-top-cut", "The second of a top cut that took "
                 "every fighter is disqualified: the others keep their order, nobody replaces "
                 "them", "%s; FR.3.2.4~p5: all four fighters qualified (%s); %s, second, is "
                 "disqualified: the qualifiers become %s, the place stays empty." % (
                     rqi, ", ".join(cut["qualifiers"]), gone, ", ".join(left)),
                 [ri, "PG.2~h4~p2", "FR.3.2.4~p5"], ["reading:BF-OMW-EXACT"], b, setup,
                 {"events": [cut, {"type": "disqualified", "fighter": gone},
                             {"type": "qualifiers", "qualifiers": left}]})
        b, setup = two_rounds(self.fam, "dq-before-cut")
        b.do("penalty", fighter="A", infraction="illegal-card-movement")
        rm, _, rqm = self.row("illegal-card-movement")
        b.do("standings")
        b.do("top-cut", method="standings", slots=2)
        self.add("disqualified-never-a-candidate", "A disqualified fighter is no top-cut "
                 "candidate", "%s; %s: A, first in the standings, has left the event; the top "
                 "cut of 2 takes the next two as if A were excluded." % (rqm, self.q(H4P2)),
                 [rm, "PG.2~h4~p2"], ["reading:BF-OMW-EXACT"], b, setup,
                 {"events": [strip(b.events("top-cut")[-1])]})

    # team penalties ----------------------------------------------------------------------------
    def team(self):
        r, pens, rq = self.row("team-advice-moderate")
        setup = {"format": "swiss", "rounds": 3, "fighters": ["A", "B", "C", "D"],
                 "team_format": "tag"}
        b = self.fam.builder(setup, "team")
        b.do("register-team", team="T", members=["A", "C"])
        b.do("pair", round=1, tables=[["A", "B"], ["C", "D"]], bye=[])
        b.do("penalty", fighter="C", infraction="note-taking")
        b.answer("penalty", "warning")
        b.do("penalty", team="T", infraction="team-advice-moderate")
        self.add("team-penalty-each-member", "A team's warning counts for each member: C's is "
                 "the second and becomes a match loss", "%s; %s → %s, one choice for the team "
                 "(warning); then member by member (BF-TEAM-PENALTY): A's first warning stays, "
                 "C's is C's second and becomes a match loss (%s), ending C's open match." % (
                     self.q(TEAM), rq, pens, H2P2[0]),
                 [r, "FR.5.2.3~p1", "PG.2~h2~p1", "PG.2~h2~p2", "PG.2~h3~p2"],
                 ["reading:BF-TEAM-PENALTY", "reading:BF-WARN-UPGRADE"], b, setup,
                 {"events": [pen_event(b, "A"), pen_event(b, "C"),
                             strip(b.events("result")[-1])],
                  "state": {"fighters": {"A": fighter_state(b, "A", PKEYS + ("dropped",)),
                                         "C": fighter_state(b, "C", PKEYS + ("dropped",))}}})
        # a team's caution upgrade needs an earlier caution of every member, not of the first
        setup = {"format": "swiss", "rounds": 3, "fighters": ["A", "B", "C", "D"],
                 "team_format": "tag"}
        b = self.fam.builder(setup, "team-caution-upgrade")
        b.do("register-team", team="T", members=["A", "C"])
        b.do("penalty", fighter="A", infraction="missing-items")
        s_up = b.do("penalty", team="T", infraction="team-advice-minor", caution_upgrade=True)
        rc, _, rqc = self.row("missing-items")
        rt, _, rqt = self.row("team-advice-minor")
        self.add("team-caution-upgrade-needs-every-member-cautioned", "A team's caution upgrade "
                 "is refused when a later member has no earlier caution",
                 "%s; %s (「2回以上」). A, the team's first member, has a caution (%s); C has "
                 "none, so the upgrade of the team's caution (%s) cannot be given to every "
                 "member: the team's penalty at step %d is rejected, rule PG.2~h1~p2, before "
                 "any member's is recorded (BF-CAUTION-UPGRADE, BF-TEAM-PENALTY)." % (
                     self.q(TEAM), self.q(H1P2), rqc, rqt, s_up),
                 [rc, rt, "PG.2~h1~p2"],
                 ["reading:BF-CAUTION-UPGRADE", "reading:BF-TEAM-PENALTY"], b, setup,
                 {"rejections": [{"step": s_up, "rule": "PG.2~h1~p2"}],
                  "state": {"fighters": {n: fighter_state(b, n, PKEYS) for n in "AC"}}})
        setup = {"format": "swiss", "rounds": 3, "fighters": ["A", "B", "C", "D", "E", "F"],
                 "team_format": "trio"}
        b = self.fam.builder(setup, "team-trio")
        b.do("register-team", team="U", members=["B", "D", "F"])
        b.do("penalty", team="U", infraction="team-advice-minor")
        rm, _, rqm = self.row("team-advice-minor")
        self.add("team-penalty-trio-cautions", "A trio's caution is a caution for each of the "
                 "three", "%s; %s: B, D and F each receive a caution." % (self.q(TEAM), rqm),
                 [rm, "FR.5.2.3~p1"], ["reading:BF-TEAM-PENALTY"], b, setup,
                 {"state": {"fighters": {n: fighter_state(b, n, PKEYS + ("dropped",))
                                         for n in "BDF"}}})


def generate(ctx):
    c = Cases(ctx)
    c.giving()
    c.escalation()
    c.match_loss()
    c.disqualification()
    c.team()
    return c.fam.cases
