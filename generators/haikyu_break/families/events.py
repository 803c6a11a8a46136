"""Family `events`: event cards (2-2-2, 1-3-3-4) played at a free step (1-4-6-2, 6-8-1): only in
a phase among the card's play-timing icons (2-12-1, 2-12-3); the card revealed, put on top of its
player's event area (3-10-1, 3-10-3, 1-4-6-2 ②), its event skill used, its cost paid and its
effect resolved; no play when nothing would change (6-8-1 ①, HB-NO-CHANGE) or when a requirement
「【行動B】しなければプレイできない」 cannot be met (7-2-3); a skill's `place` moves the card on once
its cost is paid (6-8-1 ③)."""

from . import Family
from .common_parts import active_scene, phase_scene, play

PHASES = ("serve", "block", "draw", "receive", "toss", "attack")


def generate(ctx):
    fam = Family(ctx, __name__)
    for tp in ("P1", "P2"):
        for at in PHASES:
            timing(fam, tp, at)
        wrong_timing(fam, tp)
        second(fam, tp)
        nothing(fam, tp)
        for can in (True, False):
            required(fam, tp, can)
        cost_and_place(fam, tp)
        legal_free_step(fam, tp)
    return fam.cases


def event(s, tp, cid, timing, effect, **skill):
    sk = {"kind": "event", "effect": effect}
    sk.update(skill)
    return s.put(tp, "hand", cid, type="event", timing=list(timing), name=cid.lower(),
                 skills=[sk])


def timing(fam, tp, at):
    s, t, script = phase_scene(tp, at)
    e = event(s, tp, "%sE" % tp, [at], [{"draw": 1}])
    script = script + [{"do": "play", "card": e}]
    setup = s.setup()
    deck = setup[tp]["deck"]
    drawn = deck[1] if at == "draw" else deck[0]
    icon = {"serve": "サーブこのアイコンを付帯されたカードはサーブフェイズ中にプレイすることが可能です。",
            "block": "ブロックこのアイコンを付帯されたカードはブロックフェイズ中にプレイすることが可能です。",
            "draw": "ドローこのアイコンを付帯されたカードはドローフェイズ中にプレイすることが可能です。",
            "receive": "レシーブこのアイコンを付帯されたカードはレシーブフェイズ中にプレイすることが可能です。",
            "toss": "トスこのアイコンを付帯されたカードはトスフェイズ中にプレイすることが可能です。",
            "attack": "アタックこのアイコンを付帯されたカードはアタックフェイズ中にプレイすることが可能です。"}[at]
    desc = " ".join([fam.quote("2-12-3", icon), fam.quote("6-8-1", "プレイしたカードをイベントエリアの一番上に移動します。"),
                     "%s plays the event card %s (the %s icon) at the %s phase's free step: it "
                     "goes to the event area, its skill draws %s." % (tp, e, at, at, drawn)])
    fam.add("%s-play-at-%s" % (tp.lower(), at), "An event card played at the %s phase" % at,
            desc, ["2-12-1", "2-12-3", "1-4-6", "1-4-6-2", "6-8-1", "1-3-3-4", "1-3-3-4-1",
                   "3-10-1", "3-10-3", "2-2-2"], ["event"], setup, script,
            {"events": [{"type": "play", "player": tp, "card": e},
                        {"type": "move", "card": e, "from": "%s:hand" % tp,
                         "to": "%s:event" % tp, "cause": "play"},
                        {"type": "use", "card": e, "skill": 0},
                        {"type": "draw", "player": tp, "card": drawn}],
             "state": {tp: {"event": [e]}}})


def wrong_timing(fam, tp):
    s, t, script = phase_scene(tp, "toss")
    e = event(s, tp, "%sE" % tp, ["serve", "block"], [{"draw": 1}])
    script = script + [{"do": "play", "card": e}]
    setup = s.setup()
    desc = " ".join([fam.quote("2-12-3", "イベントカードは、これらのアイコンによって指定される特定のフェイズのフリーステップにのみ、そのカードのプレイを宣言することが可能です。"),
                     "%s's event card %s has the serve and block icons: its play at the toss "
                     "phase is refused; it stays in the hand." % (tp, e)])
    fam.add("%s-play-wrong-timing" % tp.lower(), "An event card outside its play timing", desc,
            ["2-12-3"], ["event"], setup, script,
            {"rejections": [{"step": 1, "rule": "2-12-3"}], "absent": [{"type": "play"}],
             "state": {tp: {"event": []}}})


def second(fam, tp):
    """A second event card goes on top of the first (1-4-6-2 ②, 3-10-2); the area takes any
    number (3-10-3)."""
    s, t, script = phase_scene(tp, "toss")
    old = s.put(tp, "event", "%sE0" % tp, type="event", timing=["toss"], name="e0")
    a = event(s, tp, "%sE1" % tp, ["toss"], [{"draw": 1}])
    b = event(s, tp, "%sE2" % tp, ["toss"], [{"draw": 1}])
    script = script + [{"do": "play", "card": a}, {"do": "play", "card": b}]
    setup = s.setup()
    desc = " ".join([fam.quote("1-4-6-2", "イベントエリアにカードがある場合、プレイしたイベントカードを一番上に重ねて置きます。"),
                     fam.quote("3-10-3"),
                     "%s plays %s then %s onto its event area holding %s: top first %s, %s, "
                     "%s." % (tp, a, b, old, b, a, old)])
    fam.add("%s-event-on-top" % tp.lower(), "Event cards stack on the event area", desc,
            ["1-4-6-2", "3-10-3", "3-10-2", "3-10-1"], ["event"], setup, script,
            {"state": {tp: {"event": [b, a, old]}}})


def nothing(fam, tp):
    s, t, script = phase_scene(tp, "toss", deck=(0, 3) if tp == "P1" else (3, 0))
    e = event(s, tp, "%sE" % tp, ["toss"], [{"draw": 1}])
    script = script + [{"do": "play", "card": e}]
    setup = s.setup()
    desc = " ".join([fam.quote("6-8-1", "そのスキルの効果の解決後に、状況にまったく変化がないことが確定している場合、そのスキルを持つイベントカードのプレイを宣言することはできません。"),
                     "%s's deck is empty: 「カード1枚を引く」 would change nothing, %s cannot be "
                     "played." % (tp, e)])
    fam.add("%s-play-nothing-changes" % tp.lower(), "An event card that would change nothing",
            desc, ["6-8-1"], ["event", fam.reading("HB-NO-CHANGE")], setup, script,
            {"rejections": [{"step": 1, "rule": "6-8-1"}], "absent": [{"type": "play"}]})


def required(fam, tp, can):
    """「このターン、自分は手札1枚をドロップしなければイベントカードをプレイできない」 (the toss
    character's skill, used first): with a hand card to drop, it is dropped and the card played;
    with none, the play is refused (7-2-3)."""
    s, t, script = active_scene(tp, {"effect": [{"require": "play", "cost": [{"discard": 1}],
                                                 "who": "you", "until": "turn"}]})
    e = event(s, tp, "%sE" % tp, ["toss"], [{"draw": 1}])
    if can:
        x = s.put(tp, "hand", "%sX" % tp, name="x")
    script = script + [{"do": "play", "card": e}]
    setup = s.setup()
    step = len(script) - 1
    desc = " ".join([fam.quote("7-2-3"),
                     "%s may play an event card only by dropping a hand card: %s." % (
                         tp, "it drops %s and plays %s" % (x, e) if can else
                         "its hand holds nothing else, the play of %s is refused" % e)])
    expect = {"events": [{"type": "play", "player": tp, "card": e},
                         {"type": "pay", "player": tp, "cards": [x]},
                         {"type": "move", "card": x, "to": "%s:drop" % tp},
                         {"type": "move", "card": e, "to": "%s:event" % tp}]} if can else \
        {"rejections": [{"step": step, "rule": "7-2-3"}], "absent": [{"type": "play"}]}
    fam.add("%s-requirement-%s" % (tp.lower(), "met" if can else "unmet"),
            "「手札1枚をドロップしなければプレイできない」: %s" % ("met" if can else "unmet"), desc,
            ["7-2-3"], ["event"], setup, script, expect)


def cost_and_place(fam, tp):
    """An event skill with a cost 「手札1枚をドロップする」 and a place: the card goes to the event
    area, the cost is paid, the card goes on to its place (the drop), then the effect draws."""
    s, t, script = phase_scene(tp, "toss")
    e = event(s, tp, "%sE" % tp, ["toss"], [{"draw": 1}], cost=[{"discard": 1}], place="drop")
    x = s.put(tp, "hand", "%sX" % tp, name="x")
    script = script + [{"do": "play", "card": e}]
    setup = s.setup()
    top = setup[tp]["deck"][0]
    desc = " ".join([fam.quote("6-8-1", "そのスキルがスキルコストを持つ場合、スキルコストの指示を実行します。"),
                     "%s plays %s: it goes to the event area, %s is dropped as its cost, then "
                     "the card goes to the drop (its place) and the effect draws %s." % (
                         tp, e, x, top)])
    fam.add("%s-event-cost-place" % tp.lower(), "An event card's cost, then its place", desc,
            ["6-8-1", "1-3-5", "1-4-7", "1-3-3-4"], ["event"], setup, script,
            {"events": [{"type": "play", "player": tp, "card": e},
                        {"type": "move", "card": e, "to": "%s:event" % tp},
                        {"type": "use", "card": e, "skill": 0},
                        {"type": "pay", "player": tp, "cards": [x]},
                        {"type": "move", "card": x, "to": "%s:drop" % tp},
                        {"type": "move", "card": e, "from": "%s:event" % tp,
                         "to": "%s:drop" % tp},
                        {"type": "draw", "player": tp, "card": top}],
             "state": {tp: {"event": [], "drop": [e, x]}}})


def legal_free_step(fam, tp):
    """A `query` at the toss phase's free step: the legal actions are the toss character's
    active skill with the toss icon (not its one with the attack icon, 1-3-8-1), the event card
    with the toss icon (not the one with the attack icon, 2-12-3), declaring lost (1-4-9-2) and
    passing; then the event card is played."""
    toss_draw = {"kind": "active", "timing": ["toss"], "effect": [{"draw": 1}]}
    attack_draw = {"kind": "active", "timing": ["attack"], "effect": [{"draw": 1}]}
    s, t, script = phase_scene(tp, "toss", skills=[attack_draw, toss_draw])
    e = event(s, tp, "%sE" % tp, ["toss"], [{"draw": 1}])
    f = event(s, tp, "%sF" % tp, ["attack"], [{"draw": 1}])
    step = len(script)
    # the play is the legal action exactly as listed, its skill named (0, the event skill)
    script = script + [{"query": "legal"}, {"do": "play", "card": e, "skill": 0}]
    setup = s.setup()
    legal = [{"do": "use", "card": t, "skill": 1}, {"do": "play", "card": e, "skill": 0},
             {"do": "lost"}, {"do": "pass"}]
    run = play(setup, script[:])
    assert sorted(map(repr, run.legal[0]["actions"])) == sorted(map(repr, legal)), run.legal
    desc = " ".join([fam.quote("1-3-8-1"), fam.quote("2-12-3"), fam.quote("1-4-9-2"),
                     "At %s's toss free step, %s's skill 1 (toss icon) may be used, not its skill "
                     "0 (attack icon); %s (toss icon) may be played, not %s (attack icon); %s may "
                     "declare lost or pass." % (tp, t, e, f, tp)])
    fam.add("%s-legal-at-free-step" % tp.lower(), "The legal actions of a free step", desc,
            ["1-3-8-1", "2-12-3", "1-4-9-2"], ["event"], setup, script,
            {"legal": [{"step": step, "actions": legal}],
             "events": [{"type": "play", "player": tp, "card": e}]})
