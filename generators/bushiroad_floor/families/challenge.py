"""Family `challenge`: a fighter's challenge (チャレンジ) of a judge's ruling to the head judge,
FR.1.2.3~p3 (only after another judge's ruling, unless the head judge is the event's only
judge), ~p4 (an event's limit per fighter; none set, no limit) and ~p5 (counted only when the
head judge rules the same, for every fighter who asked).
"""

from . import Family, strip

P3 = ("FR.1.2.3~p3", "ヘッドジャッジ以外のジャッジの裁定に対して疑問点がある場合、ヘッドジャッジに"
                     "再度確認することができます")
P3B = ("FR.1.2.3~p3", "ヘッドジャッジのみしかジャッジがない大会以外に於いては、原則としてヘッドジャッジ"
                      "以外のジャッジの裁定を受けずにヘッドジャッジに裁定を仰ぐことはできません")
P4 = ("FR.1.2.3~p4", "各ファイターが求めることができる「チャレンジ」の上限回数が設定される場合があります")
P4N = ("FR.1.2.3~p4", "特に指定がない場合、上限回数が設定されていないものとして扱います")
P5D = ("FR.1.2.3~p5", "一次裁定とヘッドジャッジの裁定が異なる場合、残り回数は減算されません")
P5S = ("FR.1.2.3~p5", "同じ場合は減算されます")
P5M = ("FR.1.2.3~p5", "複数のファイターがチャレンジを求めていた場合、各ファイターの残り回数が減算されます")


def generate(ctx):
    fam = Family(ctx, __name__)
    fighters = ["A", "B", "C", "D"]

    def event(extra=None):
        setup = {"format": "swiss", "rounds": 3, "fighters": list(fighters)}
        setup.update(extra or {})
        return setup

    def play(name, title, why, clauses, extra, challenges):
        """challenges: (by, same, after_ruling or None); the expectation is computed here from
        the text: a fighter's count starts at the limit and loses one per accepted challenge
        the head judge rules the same (~p5); a challenge without a first ruling is refused
        unless the head judge is the only judge (~p3); one by a fighter with none left is
        refused (~p4)."""
        setup = event(extra)
        b = fam.builder(setup, "challenge/" + name)
        limit = setup.get("challenge_limit")
        hj_only = setup.get("head_judge_only", False)
        left = {n: limit for n in fighters}
        events, rejections = [], []
        for by, same, after in challenges:
            args = {"by": by, "same": same}
            if after is not None:
                args["after_ruling"] = after
            s = b.do("challenge", **args)
            if after is False and not hj_only:
                rejections.append({"step": s, "rule": "FR.1.2.3~p3"})
                continue
            if limit is not None and any(left[n] <= 0 for n in by):
                rejections.append({"step": s, "rule": "FR.1.2.3~p4"})
                continue
            if same and limit is not None:
                for n in by:
                    left[n] -= 1
            events.append({"type": "challenge", "by": by, "same": same,
                           "remaining": {n: left[n] for n in by}})
        expect = {"state": {"fighters": {n: {"challenges_left": left[n]} for n in fighters}}}
        if events:
            expect["events"] = events
        if rejections:
            expect["rejections"] = rejections
        model = [strip(e) for e in b.events("challenge")]
        if model != events:
            raise AssertionError("%s: model %s, text %s" % (name, model, events))
        fam.add(name, title, why, clauses, ["challenge"], setup, b.script, expect)

    play("no-limit-never-counted", "Without a limit, challenges are never counted",
         "%s; %s: with no limit set (challenge_limit null) A challenges three times, the head "
         "judge ruling the same each time; every challenge is accepted and challenges_left "
         "stays null." % (fam.cite(P3), fam.cite(P4N)),
         ["FR.1.2.3~p3", "FR.1.2.3~p4"], {},
         [(["A"], True, None), (["A"], True, True), (["A"], False, None)])
    play("limit-one-same-ruling-counted", "Limit 1: a challenge ruled the same is counted, the "
         "next one is refused", "%s; %s. Limit 1: A's first challenge is ruled the same, so A "
         "has 0 left; A's second is rejected (FR.1.2.3~p4). B, who never asked, keeps 1." % (
             fam.cite(P4), fam.cite(P5S)),
         ["FR.1.2.3~p3", "FR.1.2.3~p4", "FR.1.2.3~p5"], {"challenge_limit": 1},
         [(["A"], True, None), (["A"], False, None)])
    play("limit-one-different-ruling-not-counted", "Limit 1: a challenge the head judge rules "
         "differently is not counted", "%s. Limit 1: A's first challenge is ruled differently "
         "(not counted, 1 left), the second the same (0 left), the third is rejected "
         "(FR.1.2.3~p4)." % fam.cite(P5D, P5S),
         ["FR.1.2.3~p3", "FR.1.2.3~p4", "FR.1.2.3~p5"], {"challenge_limit": 1},
         [(["A"], False, None), (["A"], True, None), (["A"], True, None)])
    play("limit-two-several-fighters-each-counted", "Limit 2: a challenge asked by two "
         "fighters is counted for each of them", "%s. Limit 2: A and B challenge together and "
         "the ruling is the same: each has 1 left; A alone again, same: A 0; A and B together "
         "again: refused, A has none left (FR.1.2.3~p4), and B keeps 1; C never asked: 2." %
         fam.cite(P5M), ["FR.1.2.3~p3", "FR.1.2.3~p4", "FR.1.2.3~p5"],
         {"challenge_limit": 2},
         [(["A", "B"], True, None), (["A"], True, None), (["A", "B"], True, None)])
    play("limit-one-any-asker-without-one-refuses", "Limit 1: a challenge asked together is "
         "refused when any of its fighters has none left", "%s; %s. Limit 1: A challenges "
         "alone and the ruling is the same (A 0 left); B and A then ask together: A, named "
         "second, has none left, so the challenge is rejected (FR.1.2.3~p4) and B keeps 1; C "
         "and B together, the same ruling: each has 0 left." % (fam.cite(P4), fam.cite(P5M)),
         ["FR.1.2.3~p3", "FR.1.2.3~p4", "FR.1.2.3~p5"], {"challenge_limit": 1},
         [(["A"], True, None), (["B", "A"], True, None), (["C", "B"], True, None)])
    play("limit-zero-refused", "Limit 0: no challenge at all", "%s: the event sets 0; A's "
         "challenge is rejected (FR.1.2.3~p4)." % fam.cite(P4), ["FR.1.2.3~p4"],
         {"challenge_limit": 0}, [(["A"], True, None)])
    play("without-first-ruling-refused", "Asking the head judge without another judge's "
         "ruling first is refused", "%s: the event has other judges (head_judge_only false); "
         "a request with no first ruling (after_ruling false) is rejected, rule FR.1.2.3~p3; "
         "with a first ruling it is accepted." % fam.cite(P3B), ["FR.1.2.3~p3"], {},
         [(["B"], True, False), (["B"], True, True)])
    play("without-first-ruling-head-judge-only", "With the head judge as the only judge, a "
         "fighter goes to the head judge directly", "%s: in an event whose only judge is the "
         "head judge (head_judge_only true) the request without a first ruling is accepted; "
         "different rulings are never counted (%s), limit 1 left untouched." % (
             fam.cite(P3B), fam.cite(P5D)), ["FR.1.2.3~p3"],
         {"head_judge_only": True, "challenge_limit": 1}, [(["C"], False, False)])
    return fam.cases
