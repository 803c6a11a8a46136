"""Family `designation`: the targets a declaration designates (0603/行動の対象の指定, 0811/対象).
An ability asking for N of the opponent's characters (「N体まで」 with `up_to`) takes exactly N
(up to N) different cards that fit; one too many, one too few, a card named twice wherever it
stands in the list, or a card that does not fit wherever it stands, and the declaration is
refused. Each list is checked whole: every position of a repeat and of a card that does not fit.
A step (1100:ステップ, サイドステップ, オーダーステップ) whose character left the field in response
fails at its resolution (0604/対象を確認します): nothing moves.
The rest of each expectation is the model's whole final state and events
(Family.whole_state)."""

import itertools

from . import Family
from .scene import Scene

Q = "行動と、行動の主要素について、対象の指定を要求された場合、対象を指定します。"
FOES = ("X", "Y", "Z")


def generate(ctx):
    fam = Family(ctx, __name__)
    for count, up_to in itertools.product((1, 2, 3), (False, True)):
        for label, chosen in designations(count):
            one(fam, count, up_to, label, chosen)
    step_after_leaving(fam)
    return fam.cases


def designations(count):
    """(label, list): every length 0 … count+1 with different fitting cards; each pair of
    positions holding one card twice; each position holding U (the user's own, not fitting)."""
    out = []
    for n in range(count + 2):
        if n <= len(FOES):
            out.append(("%d-different" % n, list(FOES[:n])))
    for n in range(2, count + 2):
        for i, k in itertools.combinations(range(n), 2):
            others = iter(FOES[1:])
            cards = [FOES[0] if j in (i, k) else next(others) for j in range(n)]
            out.append(("%d-repeat-at-%d-%d" % (n, i, k), cards))
    for k in range(count):
        cards = list(FOES[:count])
        cards[k] = "U"
        out.append(("%d-own-at-%d" % (count, k), cards))
    return out


def one(fam, count, up_to, label, chosen):
    s = Scene()
    tp, ntp = s.tp, s.ntp
    target = {"who": "opponent", "count": count}
    if up_to:
        target["up_to"] = True
    s.char(tp, "DF-left", "U", abilities=[{"kind": "declare", "target": target,
                                           "effect": [{"mod": {"ap": -1}, "target": "targets"}]}])
    for c, f in zip(FOES, ("AF-left", "AF-right", "DF-left")):
        s.char(ntp, f, c, ap=3)
    n = len(chosen)
    ok = (n <= count if up_to else n == count) and len(set(chosen)) == n and "U" not in chosen
    script = [{"do": "ability", "card": "U", "ability": 0, "targets": chosen}]
    if ok:
        script.append({"do": "pass", "by": ntp})
        fields = dict(zip(FOES, ("AF-left", "AF-right", "DF-left")))
        exp = {"state": {ntp: {fields[c]: [{"card": c, "ap": 2 if c in chosen else 3}] for c in FOES}}}
    else:
        exp = {"rejections": [{"step": 0, "rule": "0811/対象"}]}
    asked = "%s%d" % ("up to " if up_to else "", count)
    fam.add("%s%d-%s" % ("up-to-" if up_to else "", count, label), "Targets %s of %s: %s" % (
                chosen or "none", asked, "designated" if ok else "refused"),
            " ".join([fam.quote("0603/行動の対象の指定", Q),
                      "U's ability asks for %s of the opponent's characters; %s is designated: %s." % (
                          asked, chosen or "nothing", "each AP -1" if ok else "refused (%s)" % (
                              "U is not the opponent's" if "U" in chosen else
                              "a card named twice" if len(set(chosen)) < n else "the wrong number"))]),
            ["0603/行動の対象の指定"] + (["0811/対象"] if chosen or not ok else []), ["designation", "targets"], s.setup(), script, exp)


def step_after_leaving(fam):
    for basic, dest in (("step", "DF-left"), ("side-step", "AF-center"), ("order-step", "DF-left")):
        s = Scene()
        tp, ntp = s.tp, s.ntp
        s.char(tp, "AF-left", "Q", basics=[{"name": basic, "cost": ["0"]}])
        s.put(ntp, "hand", "E", type="event", abilities=[{"effect": [{"discard": {"all": {"who": "opponent", "name": "Q"}}}]}])
        script = [{"do": "basic", "card": "Q", "ability": 0, "field": dest}, {"do": "event", "card": "E", "by": ntp},
                  {"do": "pass"}]
        fam.add("%s-after-leaving" % basic, "%s of a character discarded in response" % basic,
                " ".join([fam.quote("0604/対象を確認します"),
                          "Q declares %s to %s; %s's event discards Q in response: the step resolves without "
                          "its character, unsuccessful, nothing moves." % (basic, dest, ntp)]),
                ["0604/対象を確認します", "0604/解決の判定"], ["designation", "basic"], s.setup(), script,
                {"events": [{"type": "move", "card": "Q", "to": "%s:trash" % tp, "cause": "discard"},
                            {"type": "resolve", "action": "basic", "card": "Q", "success": False}],
                 "state": {tp: {"trash": ["Q"], dest: []}}})
