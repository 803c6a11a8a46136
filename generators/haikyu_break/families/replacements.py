"""Family `replacements`: replacement effects (1-3-4-3, 6-11): the replaced event does not
happen (6-11-1, 6-11-1-1, 0-2-5-2-1), only the replaced part of a larger one (6-11-1-2 and its
example); a cost part replaced counts as paid (0-2-5-2-1-1); two replacements of one event, the
card's master or the acting player choosing the first (6-11-2, 6-11-2-1, 6-11-2-2), each applied
once to one event (6-11-2-3); an optional replacement that cannot be carried out does not apply
(6-11-3); a loss replaced, a concession never (0-1-3-2, 0-1-3-2-1); winning and losing by an
effect (0-1-3-3); rules over skills where rule zero says so (0-2-2-1)."""

from . import Family
from .common_parts import active_scene, rally
from ..model.table import other

KARASUNO_GUTS_TO_HAND = {"kind": "permanent", "replace": {
    "event": "drop", "of": {"all": {"who": "you", "zone": "court", "guts": True,
                                    "filter": {"affiliation": "烏野"}}},
    "instead": [{"to_hand": "event-card"}]}}


def generate(ctx):
    fam = Family(ctx, __name__)
    for tp in ("P1", "P2"):
        part_replaced(fam, tp)
        cost_replaced(fam, tp)
        for first in (0, 1):
            two_replacements(fam, tp, first)
        once_per_event(fam, tp)
        for hand in (0, 1):
            optional(fam, tp, hand)
        lose_replaced(fam, tp)
        for first in (0, 1):
            two_lose(fam, tp, first)
        concede(fam, tp)
        for verb in ("win", "lose"):
            by_effect(fam, tp, verb)
        both_lose(fam, tp)
        replacement_wins(fam, tp)
        rule_over_skill(fam, tp)
    return fam.cases


def guts_scene(tp, effect, guts, cost=None):
    """T appears on the toss character O (烏野 or not, per `guts`), with more guts under O; the
    serve character V has 「自分のコートの烏野のガッツがドロップされる場合、代わりに手札に加える」."""
    skill = {"effect": effect}
    if cost:
        skill["cost"] = cost
    s, t, script = active_scene(tp, skill)
    s.put(tp, "serve", "%sV" % tp, name="v", skills=[dict(KARASUNO_GUTS_TO_HAND)])
    ids = [s.put(tp, "toss", "%sO" % tp, name="o", toss=1)]
    ids += ["%sG%d" % (tp, i) for i in range(1, len(guts))]
    if len(ids) > 1:
        s.stack(ids[0], *ids[1:], name="g", toss=1)
    for cid, karasuno in zip(ids, guts):
        if karasuno:
            s.cards[cid]["affiliation"] = ["烏野"]
    return s, t, script, ids


def part_replaced(fam, tp):
    """6-11-1-2's example: 「ガッツすべてをドロップする」 with a 烏野 gut among them: that one goes to
    the hand, the others to the drop; the drop of the rest still happens."""
    s, t, script, ids = guts_scene(tp, [{"drop": {"all": {"who": "you", "zone": "toss",
                                                          "guts": True}}}], [True, False])
    k, g = ids
    if tp == "P2":
        s.first(k)                      # the replaced card first of the case's cards
    setup = s.setup()
    desc = " ".join([fam.quote("6-11-1-2~x1"), fam.quote("6-11-1-1"),
                     "%s's guts %s (烏野) and %s are dropped: %s goes to the hand instead, %s to "
                     "the drop." % (t, k, g, k, g)])
    fam.add("%s-part-replaced" % tp.lower(), "「ガッツすべてをドロップする」 with one 烏野 gut", desc,
            ["6-11-1-2", "6-11-1-2~x1", "6-11-1", "6-11-1-1", "1-3-4-3", "0-2-5-2-1"],
            ["replacement"], setup, script,
            {"events": [{"type": "replace", "card": "%sV" % tp, "skill": 0, "event": "drop"},
                        {"type": "move", "card": k, "from": "%s:toss" % tp,
                         "to": "%s:hand" % tp},
                        {"type": "move", "card": g, "from": "%s:toss" % tp,
                         "to": "%s:drop" % tp}],
             "absent": [{"type": "move", "card": k, "to": "%s:drop" % tp}],
             "state": {tp: {"toss": [{"card": t, "under": []}], "drop": [g]}}})


def cost_replaced(fam, tp):
    """「ガッツ1枚を払う」 paid with the 烏野 gut: replaced to the hand, the cost counts as paid
    (0-2-5-2-1-1) and the effect draws."""
    s, t, script, ids = guts_scene(tp, [{"draw": 1}], [True], cost=[{"guts": 1}])
    setup = s.setup()
    k = ids[0]
    top = setup[tp]["deck"][0]
    desc = " ".join([fam.quote("0-2-5-2-1-1"), "%s pays its gut %s (烏野): it goes to the hand "
                     "instead of the drop, the cost is paid all the same, %s draws %s." % (
                         t, k, tp, top)])
    fam.add("%s-cost-replaced" % tp.lower(), "A cost replaced counts as paid", desc,
            ["0-2-5-2-1-1", "0-2-5-2-1"], ["replacement"], setup, script,
            {"events": [{"type": "pay", "player": tp, "cards": [k]},
                        {"type": "replace", "card": "%sV" % tp, "event": "drop"},
                        {"type": "move", "card": k, "to": "%s:hand" % tp},
                        {"type": "draw", "player": tp, "card": top}]})


def two_replacements(fam, tp, first):
    """Two replacements of one drop (the serve character's, to the hand; the block character's,
    to the deck's bottom): the gut's master chooses which applies (6-11-2, 6-11-2-1); the event
    is then no drop, so the other does not apply."""
    s, t, script, ids = guts_scene(tp, [{"drop": {"all": {"who": "you", "zone": "toss",
                                                          "guts": True}}}], [True])
    s.put(tp, "block", "%sB" % tp, name="b", skills=[{"kind": "permanent", "replace": {
        "event": "drop", "of": {"all": {"who": "you", "zone": "court", "guts": True}},
        "instead": [{"move": "event-card", "to": "deck", "at": "bottom"}]}}])
    reps = [{"card": "%sV" % tp, "skill": 0}, {"card": "%sB" % tp, "skill": 0}]
    s.first(reps[first]["card"])        # the chosen replacement's card first of the case's cards
    script.append({"choose": reps[first], "for": "replace"})
    setup = s.setup()
    k = ids[0]
    to = "hand" if first == 0 else "deck"
    desc = " ".join([fam.quote("6-11-2"), fam.quote("6-11-2-1"),
                     "%s's gut %s would be dropped; two replacements apply; %s, its master, "
                     "picks %s's: %s goes to the %s." % (t, k, tp, reps[first]["card"], k, to)])
    fam.add("%s-two-replacements-%s" % (tp.lower(), to), "Two replacements: the master picks "
            "%s's" % reps[first]["card"], desc, ["6-11-2", "6-11-2-1"], ["replacement"], setup,
            script,
            {"events": [{"type": "replace", "card": reps[first]["card"], "event": "drop"},
                        {"type": "move", "card": k, "to": "%s:%s" % (tp, to)}],
             "exactly": [{"type": "replace"}]})


def once_per_event(fam, tp):
    """「ドロップされる場合、代わりにドロップし、カード1枚を引く」: its own drop is not replaced
    again (6-11-2-3): the card is dropped and a card drawn."""
    s, t, script = active_scene(tp, {"effect": [{"drop": {"all": {"who": "you",
                                                                  "zone": "toss",
                                                                  "guts": True}}}]})
    s.put(tp, "serve", "%sV" % tp, name="v", skills=[{"kind": "permanent", "replace": {
        "event": "drop", "of": {"all": {"who": "you", "zone": "court", "guts": True}},
        "instead": [{"drop": "event-card"}, {"draw": 1}]}}])
    o = s.put(tp, "toss", "%sO" % tp, name="o", toss=1)
    setup = s.setup()
    top = setup[tp]["deck"][0]
    desc = " ".join([fam.quote("6-11-2-3"), "%s's gut %s would be dropped: instead it is dropped "
                     "(not replaced again) and %s draws %s." % (t, o, tp, top)])
    fam.add("%s-replacement-once" % tp.lower(), "A replacement applies once to an event", desc,
            ["6-11-2-3", "6-11-1"], ["replacement"], setup, script,
            {"events": [{"type": "replace", "card": "%sV" % tp, "event": "drop"},
                        {"type": "move", "card": o, "to": "%s:drop" % tp},
                        {"type": "draw", "player": tp, "card": top}],
             "exactly": [{"type": "replace"}]})


def optional(fam, tp, hand):
    """「ガッツがドロップされる場合、代わりに手札1枚をドロップしてよい」: with no hand card it
    cannot be carried out, so it does not apply (6-11-3); with one, the master may."""
    s, t, script = active_scene(tp, {"effect": [{"drop": {"all": {"who": "you",
                                                                  "zone": "toss",
                                                                  "guts": True}}}]})
    s.put(tp, "serve", "%sV" % tp, name="v", skills=[{"kind": "permanent", "replace": {
        "event": "drop", "optional": True,
        "of": {"all": {"who": "you", "zone": "court", "guts": True}},
        "instead": [{"drop": {"choose": 1, "from": {"who": "you", "zone": "hand"}}}]}}])
    o = s.put(tp, "toss", "%sO" % tp, name="o", toss=1)
    if hand:
        h = s.put(tp, "hand", "%sH" % tp, name="h")
        script.append({"choose": True, "for": "replace"})
    setup = s.setup()
    if hand:
        expect = {"events": [{"type": "replace", "card": "%sV" % tp, "event": "drop"},
                             {"type": "move", "card": h, "to": "%s:drop" % tp}],
                  "absent": [{"type": "move", "card": o}],
                  "state": {tp: {"toss": [{"card": t, "under": [o]}]}}}
        clauses = ["6-11-1", "1-3-4-3"]
    else:
        expect = {"events": [{"type": "move", "card": o, "to": "%s:drop" % tp}],
                  "absent": [{"type": "replace"}]}
        clauses = ["6-11-3"]
    desc = " ".join([fam.quote("6-11-3"), "%s's gut %s would be dropped; %s's hand %s: %s." % (
        t, o, tp, "holds %s" % h if hand else "is empty",
        "it drops %s instead, %s stays" % (h, o) if hand else
        "the replacement cannot apply, %s is dropped" % o)])
    fam.add("%s-optional-replacement-%d" % (tp.lower(), hand), "An optional replacement with %d "
            "hand card(s)" % hand, desc, clauses, ["replacement"], setup, script, expect)


def lost_scene(tp, skills):
    """tp, with no set card, declares lost at the receive phase's free step; its serve
    character V has `skills`."""
    opp = other(tp)
    s = rally("receive", turn=4, player=tp, sets=(0, 2) if tp == "P1" else (2, 0))
    s.op(opp, 1)
    s.put(tp, "serve", "%sV" % tp, name="v", skills=skills)
    r = s.put(tp, "hand", "%sR" % tp, name="r", receive=1)
    return s, [{"do": "appear", "card": r}, {"do": "lost"}]


LOSE_TO_DRAW = {"kind": "permanent", "replace": {"event": "lose", "instead": [{"draw": 1}]}}


def lose_replaced(fam, tp):
    """「敗北する場合、代わりにカード1枚を引く」: the loss of a lost with no set card is replaced;
    the game goes on (1-3-4-3, 6-11-1)."""
    s, script = lost_scene(tp, [dict(LOSE_TO_DRAW)])
    setup = s.setup()
    desc = " ".join([fam.quote("1-3-4-3"), fam.quote("6-11-1-1"),
                     "%s declares lost with no set card; instead of losing it draws a card and "
                     "the game goes on." % tp])
    fam.add("%s-loss-replaced" % tp.lower(), "A loss replaced", desc,
            ["1-3-4-3", "6-11-1", "6-11-1-1", "0-2-5-2-1"], ["replacement"], setup, script,
            {"events": [{"type": "lost", "player": tp},
                        {"type": "replace", "card": "%sV" % tp, "skill": 0, "event": "lose"},
                        {"type": "draw", "player": tp}],
             "absent": [{"type": "lose"}, {"type": "game-end"}]})


def two_lose(fam, tp, first):
    """Two replacements of the loss: the player who would lose chooses (6-11-2-2)."""
    other_rep = {"kind": "permanent", "replace": {"event": "lose", "instead": [
        {"param": "serve", "add": 1, "target": "this", "until": "set"}]}}
    s, script = lost_scene(tp, [dict(LOSE_TO_DRAW), other_rep])
    v = "%sV" % tp
    script.append({"choose": {"card": v, "skill": first}, "for": "replace"})
    setup = s.setup()
    desc = " ".join([fam.quote("6-11-2-2"), "%s would lose; two replacements of %s apply; %s "
                     "picks skill %d." % (tp, v, tp, first)])
    fam.add("%s-two-loss-replacements-%d" % (tp.lower(), first), "Two replacements of a loss",
            desc, ["6-11-2", "6-11-2-2"], ["replacement"], setup, script,
            {"events": [{"type": "replace", "card": v, "skill": first, "event": "lose"}],
             "exactly": [{"type": "replace"}], "absent": [{"type": "game-end"}]})


def concede(fam, tp):
    """A concession loses at once and no replacement applies (0-1-3-2, 0-1-3-2-1)."""
    s, script = lost_scene(tp, [dict(LOSE_TO_DRAW)])
    script = [{"do": "concede", "by": tp}]
    setup = s.setup()
    opp = other(tp)
    desc = " ".join([fam.quote("0-1-3-2"), fam.quote("0-1-3-2-1"),
                     "%s concedes at the appearance step; its replacement of a loss does not "
                     "apply: %s wins." % (tp, opp)])
    fam.add("%s-concede-not-replaced" % tp.lower(), "A concession is never replaced", desc,
            ["0-1-3-2", "0-1-3-2-1"], ["replacement"], setup, script,
            {"events": [{"type": "lose", "player": tp, "why": "concede"},
                        {"type": "game-end", "winner": opp}],
             "absent": [{"type": "replace"}],
             "state": {"result": {"winner": opp}}})


def by_effect(fam, tp, verb):
    """「このゲームに勝利する」 / 「相手はこのゲームに敗北する」: at that instruction (0-1-3-3)."""
    opp = other(tp)
    ins = {"win": "you"} if verb == "win" else {"lose": "opponent"}
    s, t, script = active_scene(tp, {"effect": [ins, {"draw": 1}]})
    setup = s.setup()
    desc = " ".join([fam.quote("0-1-3-3"), "%s's skill says 「%s」: %s loses at once and the game "
                     "ends, before the draw." % (tp, "このゲームに勝利する" if verb == "win" else
                                                 "相手はこのゲームに敗北する", opp)])
    fam.add("%s-%s-by-effect" % (tp.lower(), verb), "Winning or losing by an effect: %s" % verb,
            desc, ["0-1-3-3", "0-1-3"], ["replacement"], setup, script,
            {"events": [{"type": "lose", "player": opp, "why": "effect"},
                        {"type": "game-end", "winner": tp}],
             "absent": [{"type": "draw", "player": tp}],
             "state": {"result": {"winner": tp}}})


def both_lose(fam, tp):
    """「各プレイヤーはこのゲームに敗北する」: both players lose at once, the game is a draw
    (0-1-3-3, 0-1-3; reading HB-DRAW)."""
    s, t, script = active_scene(tp, {"effect": [{"lose": "each"}, {"draw": 1}]})
    setup = s.setup()
    desc = " ".join([fam.quote("0-1-3-3"), fam.quote("0-1-3"),
                     "%s's skill says 「各プレイヤーはこのゲームに敗北する」: both players lose at "
                     "once, before the draw; nobody is left to win, the game is a draw "
                     "(HB-DRAW)." % tp])
    fam.add("%s-both-lose-by-effect" % tp.lower(), "Both players losing by an effect: a draw",
            desc, ["0-1-3-3", "0-1-3"], ["replacement", fam.reading("HB-DRAW")], setup, script,
            {"events": [{"type": "lose", "player": tp, "why": "effect"},
                        {"type": "lose", "player": other(tp), "why": "effect"},
                        {"type": "game-end", "draw": True}],
             "absent": [{"type": "draw", "player": tp}],
             "state": {"result": {"draw": True}}})


def replacement_wins(fam, tp):
    """「自分のコートのガッツがドロップされる場合、代わりにこのゲームに勝利する」: the toss character's
    skill drops its gut; the replacement wins the game at once, the skill's draw after it never
    happens (6-11-1, 0-1-3-3)."""
    s, t, script, ids = guts_scene(tp, [{"drop": {"all": {"who": "you", "zone": "toss",
                                                          "guts": True}}}, {"draw": 1}],
                                   [False, False])
    s.cards["%sV" % tp]["skills"] = [{"kind": "permanent", "replace": {
        "event": "drop", "of": {"all": {"who": "you", "zone": "court", "guts": True}},
        "instead": [{"win": "you"}]}}]
    setup = s.setup()
    desc = " ".join([fam.quote("6-11-1"), fam.quote("0-1-3-3"),
                     "%s's gut %s would be dropped; instead %s wins: the game ends, the skill's "
                     "draw does not happen." % (ids[0], ids[1], tp)])
    fam.add("%s-replacement-wins" % tp.lower(), "A replacement that wins the game", desc,
            ["6-11-1", "0-1-3-3"], ["replacement"], setup, script,
            {"events": [{"type": "replace", "card": "%sV" % tp, "event": "drop"},
                        {"type": "game-end", "winner": tp}],
             "absent": [{"type": "draw", "player": tp}],
             "state": {"result": {"winner": tp}}})


def rule_over_skill(fam, tp):
    """「手札のキャラ1枚をアタックエリアに登場させる」 cannot make a card of attack point 「-」
    appear: 1-4-5-1 wins over the skill (0-2-2-1)."""
    s, t, script = active_scene(tp, {"effect": [
        {"appear": {"choose": 1, "from": {"who": "you", "zone": "hand"}}, "area": "attack"},
        {"param": "toss", "add": 1}]})
    a = s.put(tp, "hand", "%sA" % tp, name="a", attack="-")
    setup = s.setup()
    desc = " ".join([fam.quote("0-2-2-1"), fam.quote("1-4-5-1"),
                     "%s has attack 「-」: the skill cannot make it appear in the attack area." % a])
    fam.add("%s-rule-over-skill" % tp.lower(), "A rule rule zero puts over skills", desc,
            ["0-2-2-1", "1-4-5-1"], ["replacement"], setup, script,
            {"absent": [{"type": "appear", "card": a}],
             "state": {tp: {"hand": [a]}}})
