"""Family `process-timings`: each processing of 1510–1580 provides its 「…する時」 before and its
「…したとき」 after (the `when` of the vocabulary's triggers), once each per card processed: a
character watching both timings of the process triggers twice, each effect once, in that order
(0902/誘発型効果の発生). One case per process the vocabulary names a timing for; the events are
listed exactly (Family.whole_state), so a timing missing, doubled or given to the wrong process
fails. A rearrangement (1580:入れ替える) gives each character it moved its 「移動したとき」."""

from . import Family
from .processing import declared, watcher
from .scene import Scene

# (timing, instructions of U's ability, script entries after the declaration's resolution begins)
ROWS = [
    ("discard", [{"discard": {"all": {"zone": "hand", "name": "H1"}}}], []),
    ("to-hand", [{"to_hand": {"all": {"zone": "trash", "name": "T1"}}}], []),
    ("draw", [{"draw": 1}], []),
    ("to-deck", [{"to_deck": {"all": {"zone": "trash", "name": "T1"}}}], []),
    ("shield", [{"shield": 1}], []),
    ("charge", [{"charge": 1, "target": "this"}], "charge"),
    ("recover", [{"recover": 1}], []),
    ("remove", [{"remove": {"all": {"zone": "trash", "name": "T1"}}}], []),
    ("tap", [{"tap": {"all": {"name": "K"}}}], []),
    ("untap", [{"untap": {"all": {"name": "K"}}}], []),
    ("mod", [{"mod": {"ap": 1}, "target": {"all": {"name": "K"}}}], []),
    ("move", [{"move": {"all": {"name": "K"}}, "to": "AF-right"}], []),
]


def generate(ctx):
    fam = Family(ctx, __name__)
    for on, instrs, extra in ROWS:
        s = Scene()
        tp = s.tp
        s.char(tp, "DF-left", "U", abilities=[{"kind": "declare", "effect": instrs + [{"marker": "done"}]}])
        s.char(tp, "AF-left", "K")
        if on == "untap":
            s.tapped.append("K")
        s.put(tp, "hand", "H1")
        s.put(tp, "trash", "T1")
        s.put(tp, "shield", "S1")   # a discard by an effect is no damage: the shield stays (0450)
        picks = watcher(s, "DF-right", on)
        script = declared(s)
        if extra == "charge":
            script += [{"choose": 0, "for": "mill", "by": tp}, {"choose": ["T1"], "for": "charge", "by": tp}]
        script += picks
        fam.add("timing-%s" % on, "「%s」: its timings before and after, once each" % on,
                " ".join([fam.quote("0902/誘発型効果の発生"),
                          "U's effect processes %s once; W's two triggers (before, after) each trigger once." % on]),
                ["0902/誘発型効果の発生"], ["process-timings", "timing"], s.setup(), script,
                {"events": [{"type": "marker", "name": "%s-before" % on}, {"type": "marker", "name": "%s-after" % on}]})
    rearranged(fam)
    own_leaving(fam)
    ended_by_trigger(fam)
    return fam.cases


def ended_by_trigger(fam):
    """Two triggers met at once; the first processed wins the game (1570's 勝利): the game is
    over (0502), the second is never processed."""
    s = Scene()
    tp, ntp = s.tp, s.ntp
    s.put(tp, "hand", "N")
    s.char(tp, "DF-left", "W1", abilities=[{"kind": "trigger", "trigger": {"on": "enter"}, "effect": [{"win": "you"}]}])
    s.char(tp, "DF-right", "W2", abilities=[{"kind": "trigger", "trigger": {"on": "enter"}, "effect": [{"marker": "late"}]}])
    script = [{"do": "play", "card": "N", "field": "AF-left"}, {"do": "pass", "by": ntp},
              {"choose": {"card": "W1", "ability": 0}, "for": "trigger", "by": tp}]
    fam.add("game-won-by-a-trigger", "A trigger wins the game; the other pending one is never processed",
            " ".join([fam.quote("0502/勝敗"),
                      "N enters; W1 and W2 trigger; W1's, processed first, wins the game for %s: W2's marker never comes." % tp]),
            ["0502/勝敗"], ["process-timings", "endgame"], s.setup(), script,
            {"state": {"result": {"winner": tp}}, "events": [{"type": "game-end", "winner": tp}],
             "absent": [{"type": "marker", "name": "late"}]})


def own_leaving(fam):
    """A character's own trigger met as it leaves the field: 「このキャラが場を離れたとき」
    triggers though the card is no longer in play (LY-LEAVE-DOWN-TIMINGS); its 「破棄したとき」
    (another timing), or a leaving named by a filter rather than 「このキャラ」, does not."""
    for name, trigger, fires in (("leave-this", {"on": "leave", "of": "this"}, True),
                                 ("discard-this", {"on": "discard", "of": "this"}, False),
                                 ("leave-by-name", {"on": "leave", "of": {"who": "you", "name": "K"}}, False)):
        s = Scene()
        tp = s.tp
        s.char(tp, "DF-left", "U", abilities=[{"kind": "declare", "effect": [{"discard": {"all": {"who": "you", "name": "K"}}}]}])
        s.char(tp, "AF-left", "K", name="K", abilities=[{"kind": "trigger", "trigger": trigger, "effect": [{"marker": "K"}]}])
        fam.add("own-%s" % name, "K's own trigger %s as it is discarded from the field" % trigger,
                " ".join([fam.quote("0902/誘発型効果の発生"),
                          "U discards K; K's trigger (%s) %s." % (trigger, "triggers: K left the field" if fires else
                                                                   "does not trigger: K is in the trash, out of play")]),
                ["0902/誘発型効果の発生"] if fires else ["1510:破棄"], ["process-timings", "timing", fam.reading("LY-LEAVE-DOWN-TIMINGS")],
                s.setup(), declared(s),
                {"events": [{"type": "marker", "name": "K"}]} if fires else {"absent": [{"type": "marker", "name": "K"}]})


def rearranged(fam):
    """1580:入れ替える: each character it moved meets 「移動したとき」 (1580:入れ替える/移動したとき):
    a watcher of K1's move, of K2's, of K3's (which stays where it was: no move)."""
    for watched in ("K1", "K2", "K3"):
        s = Scene()
        tp = s.tp
        s.char(tp, "DF-left", "U", abilities=[{"kind": "declare", "effect": [
            {"rearrange": ["AF-left", "AF-center", "AF-right"]}]}])
        for k, f in (("K1", "AF-left"), ("K2", "AF-center"), ("K3", "AF-right")):
            s.char(tp, f, k)
        s.char(tp, "DF-right", "W", abilities=[{"kind": "trigger", "trigger": {"on": "move", "of": {"who": "you", "name": watched}},
                                               "effect": [{"marker": "moved"}]}])
        order = {"K1": "%s:AF-center" % tp, "K2": "%s:AF-left" % tp, "K3": "%s:AF-right" % tp}
        script = declared(s, {"choose": order, "for": "order", "by": tp})
        moved = watched != "K3"
        fam.add("rearrange-move-of-%s" % watched.lower(), "入れ替える: 「移動したとき」 of %s" % watched,
                " ".join([fam.quote("1580:入れ替える/移動したとき"),
                          "K1 and K2 swap places, K3 stays: W watching %s %s." % (
                              watched, "triggers" if moved else "does not trigger (K3 did not move)")]),
                ["1580:入れ替える/移動したとき"], ["process-timings", "timing"], s.setup(), script,
                {"events": [{"type": "marker", "name": "moved"}]} if moved else
                {"absent": [{"type": "marker", "name": "moved"}]})
