"""Family `effect-rules`: how effects are carried out, with synthetic skills.  The basic
principles over an effect's text (0-2-1: a negative number of draws or markers does not do the
reverse, 0-2-4-2; a prohibition wins, 0-2-5); the information a condition reads includes the
continuous effects applied (0-3-11: a power condition at its bound and one under it); what is
ignored is as if absent (0-3-14, 13-4-1); shuffling both decks, each on its own (5-9-2-1); a
skill resolving without an auto it triggered coming in between (9-2-2); a 【永続】 that does not
apply again this turn to a card that stopped being one of its targets (9-5-2, 9); a zone-move
auto invalid in the zone its card left (9-6-7-2, a condition at its bound and one under it);
【フィールド】 with no zone named (13-1-7, 13-1-7-1); a duration ending in a skipped phase
(13-12-5); X, the number a skill's master decides (13-5-2, 0-2-8): 0, 1 and 3 cards drawn, X
as a choice's number (chosen with and without a `target` choice), X decided by the master of an
opponent's auto, one X for two instructions (13-5-3) and a 【起動】 activated twice, each asking
X again; 「【ストライク】を持つ」 meaning Double, Triple and any Strike (15-6-3: `all`, a choice of 3
made without asking, a choice of 1); 「合計N枚まで」 from two zones (13-6-1); one instruction resting and standing, a card in both rested
(0-2-6: active and already rested) beside cards in one selection only; an attack and a play
that cost something (13-13-1: the cost paid, declined with `false`, impossible).  Both players.
"""

from common.script import CaseError

from . import Family
from ..model.skills import check_selector
from .lang import act, auto, draw, perm
from .scene import leaders_board


def generate(ctx):
    fam = Family(ctx, __name__)
    for first in ("P1", "P2"):
        for verb in ("markers", "draw"):
            negative(fam, first, verb)
        prohibition(fam, first)
        for boost in (999, 1000):
            information(fam, first, boost)
        ignored(fam, first)
        shuffle_each(fam, first)
        uninterrupted(fam, first)
        for variant in ("excluded", "kept", "next-turn"):
            excluded(fam, first, variant)
        for printed in (3000, 3001):
            invalid_where_left(fam, first, printed)
        for how in ("all", "choose", "none"):
            field(fam, first, how)
        for whose in ("own", "opponent"):
            skipped_duration(fam, first, whose)
        for x in (0, 1, 3):
            x_draw(fam, first, x)
        for x in (2, 3):
            x_choose(fam, first, x)
        x_master(fam, first)
        x_twice(fam, first)
        x_again(fam, first)
        for how in ("all", "choose-3", "choose-1"):
            strike_family(fam, first, how)
        for both in ("active", "rested"):
            rest_wins(fam, first, both)
        for act_ in ("attack", "play"):
            for how in ("paid", "declined", "impossible"):
                required(fam, first, act_, how)
        if pooled_from_parses():
            for pick in (("X1", "G"), ("X2",), ()):
                pooled(fam, first, pick)
    return fam.cases


def pooled_from_parses():
    """Whether skills.py reads a choice `from` an array of zone specs (the vocabulary's 13-6
    form); until it does, the 13-6-1 cases are not generated."""
    try:
        check_selector({"choose": 1, "from": [{"zone": "drop"}, {"zone": "battle"}]}, "probe")
    except CaseError:
        return False
    return True


board = leaders_board


def negative(fam, first, verb):
    """0-2-1 with 0-2-4-2: 「-1」 asked of an effect does nothing, and not the reverse."""
    s, tp, ntp, lead_t, lead_n = board(first)
    s.zones[tp]["markers"] = 2
    s.put(tp, "hand", "H")
    ins = {"markers": -1} if verb == "markers" else {"draw": -1}
    s.put(tp, "battle", "S", skills=[act("main", ins)])
    deck = s.zones[tp]["deck"]
    what = ("「エナジーマーカーを-1つ置く」: none is placed and none of %s's two markers is "
            "removed: 2 remain" % tp if verb == "markers" else
            "「カードを-1枚引く」: nothing is drawn and no card of %s's hand goes back to its "
            "deck: hand H, the deck unchanged" % tp)
    desc = " ".join([fam.quote("0-2-1"), fam.quote("0-2-4-2"),
                     "%s's S (2 markers, hand H): %s." % (tp, what)])
    fam.add("negative-%s-%s" % (verb, tp.lower()), "An effect asking -1 %s does not do the "
            "reverse (%s)" % (verb, tp), desc, ["0-2-1", "0-2-4-2"], ["effect-rules"],
            s.setup(), [{"do": "activate", "card": "S", "skill": 0}],
            {"state": {tp: {"markers": 2, "hand": ["H"], "deck": deck}}})


def prohibition(fam, first):
    """0-2-1 with 0-2-5: a prohibition wins over an instruction of a card's text."""
    s, tp, ntp, lead_t, lead_n = board(first)
    s.put(ntp, "battle", "G")
    s.effect(ntp, forbid="leave", target="G", until="turn")
    s.put(tp, "battle", "S", skills=[act("main", {"ko": {"choose": 1, "from": {
        "who": "opponent"}}})])
    desc = " ".join([fam.quote("0-2-1"), fam.quote("0-2-5"),
                     "%s's G may not leave the battle area this turn; %s's S KOs it: the "
                     "principle wins over the text, G stays and nothing goes to the drop." % (
                         ntp, tp)])
    fam.add("prohibition-first-%s" % tp.lower(), "A prohibition before a KO by a skill (%s)"
            % tp, desc, ["0-2-1", "0-2-5"], ["effect-rules"], s.setup(),
            [{"do": "activate", "card": "S", "skill": 0}],
            {"state": {ntp: {"battle": [{"card": "G"}], "drop": []}}})


def information(fam, first, boost):
    """0-3-11: a card's information includes the continuous effects applied to it."""
    s, tp, ntp, lead_t, lead_n = board(first)
    s.put(tp, "battle", "S", power=2000, skills=[act("main", {
        "if": {"power": "this", "min": 3000}, "then": [draw()]})])
    s.effect(tp, power=boost, target="S", until="turn")
    deck = s.zones[tp]["deck"]
    met = 2000 + boost >= 3000
    desc = " ".join([fam.quote("0-3-11", "適用されている継続効果"),
                     "%s's S (printed 2000, +%d this turn): 「このカードのパワーが3000以上なら、"
                     "カード1枚を引く」: its power is read with the effect, %d: %s." % (
                         tp, boost, 2000 + boost,
                         "at least 3000, %s draws %s" % (tp, deck[0]) if met else
                         "under 3000, nothing is drawn")])
    fam.add("information-power-%d-%s" % (2000 + boost, tp.lower()), "A condition reads the "
            "power with its continuous effect: %d (%s)" % (2000 + boost, tp), desc, ["0-3-11"],
            ["effect-rules"], s.setup(), [{"do": "activate", "card": "S", "skill": 0}],
            {"state": {tp: {"hand": deck[:1] if met else [],
                            "battle": [{"card": "S", "power": 2000 + boost}]}}})


def ignored(fam, first):
    """0-3-14 with 13-4-1: a card unaffected by skills is ignored by 「すべて」."""
    s, tp, ntp, lead_t, lead_n = board(first)
    s.put(ntp, "battle", "G1")
    s.put(ntp, "battle", "G2")
    s.effect(ntp, unaffected="G1", until="turn")
    s.put(tp, "battle", "S", skills=[act("main", {"ko": {"all": {"who": "opponent"}}})])
    desc = " ".join([fam.quote("0-3-14"), fam.quote("13-4-1"),
                     "%s's G1 is unaffected by skills this turn; %s's S: 「相手のバトルカードすべてを"
                     "KOする」: G1 is ignored as if it were not there, only G2 is KO'd." % (
                         ntp, tp)])
    fam.add("ignored-unaffected-%s" % tp.lower(), "An unaffected card ignored by 「すべて」 (%s)"
            % tp, desc, ["0-3-14", "13-4-1"], ["effect-rules"], s.setup(),
            [{"do": "activate", "card": "S", "skill": 0}],
            {"state": {ntp: {"battle": [{"card": "G1"}], "drop": ["G2"]}},
             "events": [{"type": "ko", "card": "G2"}]})


def shuffle_each(fam, first):
    """5-9-2-1: shuffling the cards of several zones: each zone on its own."""
    s, tp, ntp, lead_t, lead_n = board(first)
    s.put(tp, "battle", "S", skills=[act("main", {"shuffle": "deck", "who": "each"})])
    dt, dn = s.zones[tp]["deck"], s.zones[ntp]["deck"]
    new_t, new_n = list(reversed(dt)), dn[1:] + dn[:1]
    desc = " ".join([fam.quote("5-9-2-1"), fam.quote("0-2-7"),
                     "%s's S: 「お互いのデッキをシャッフルする」: the two decks are shuffled "
                     "separately, %s's first: two shuffles, each a permutation of its own deck "
                     "(%s: %s; %s: %s), no card changes deck." % (
                         tp, tp, tp, ", ".join(new_t), ntp, ", ".join(new_n))])
    fam.add("shuffle-each-deck-%s" % tp.lower(), "Both decks shuffled, each on its own (%s)"
            % tp, desc, ["5-9-2-1", "0-2-7"], ["effect-rules"], s.setup(),
            [{"do": "activate", "card": "S", "skill": 0},
             {"random": new_t, "for": "shuffle"}, {"random": new_n, "for": "shuffle"}],
            {"state": {tp: {"deck": new_t}, ntp: {"deck": new_n}},
             "events": [{"type": "shuffle", "player": tp, "zone": "deck"},
                        {"type": "shuffle", "player": ntp, "zone": "deck"}]})


def uninterrupted(fam, first):
    """9-2-2: the auto an instruction triggers waits until the skill has resolved."""
    s, tp, ntp, lead_t, lead_n = board(first)
    s.put(tp, "hand", "X", skills=[auto("enter", draw())])
    s.put(tp, "battle", "S", skills=[act("main", {"enter": {"choose": 1, "from": {
        "who": "you", "zone": "hand"}}}, draw())])
    d = s.zones[tp]["deck"]
    desc = " ".join([fam.quote("9-2-2"),
                     "%s's S: 「手札のカード1枚を登場させる。カード1枚を引く」; X (【登場時】「カード1枚を"
                     "引く」) enters from the hand: its auto becomes pending, but S resolves to its "
                     "end first (%s draws %s), then X's auto activates (%s draws %s)." % (
                         tp, tp, d[0], tp, d[1])])
    fam.add("uninterrupted-%s" % tp.lower(), "An auto triggered while a skill resolves waits "
            "(%s)" % tp, desc, ["9-2-2"], ["effect-rules"], s.setup(),
            [{"do": "activate", "card": "S", "skill": 0}],
            {"state": {tp: {"hand": d[:2], "battle": [{"card": "S"}, {"card": "X"}]}},
             "events": [{"type": "activate", "card": "S", "skill": 0},
                        {"type": "enter", "card": "X", "how": "skill"},
                        {"type": "pending", "card": "X", "skill": 0},
                        {"type": "draw", "player": tp, "card": d[0]},
                        {"type": "activate", "card": "X", "skill": 0},
                        {"type": "draw", "player": tp, "card": d[1]}]})


def excluded(fam, first, variant):
    """9-5-2: out of a 【永続】's targets, not back in it the same turn."""
    s, tp, ntp, lead_t, lead_n = board(first)
    pick = {"choose": 1, "from": {"who": "you", "filter": {"name": "A"}}}
    s.put(tp, "battle", "P", power=1000, skills=[
        perm({"power": 2000, "target": {"all": {"who": "you", "filter": {"rested": False}}}}),
        act("main", {"rest": pick}), act("main", {"stand": pick})])
    s.put(tp, "battle", "A", power=3000)
    script = []
    if variant != "kept":
        script = [{"do": "activate", "card": "P", "skill": 1},
                  {"do": "activate", "card": "P", "skill": 2}]
    clauses = ["9-5-2", "9"] if variant == "excluded" else ["9-5-1", "9"]
    if variant == "excluded":
        a_power = 3000
        what = "P rests A (it stops being active: 3000), then stands it: A is active again, " \
               "but the 【永続】 does not apply to it again this turn: 3000"
    elif variant == "kept":
        a_power = 5000
        what = "A stays active: 5000"
    else:
        a_power = 5000
        script += [{"do": "pass"}, {"choose": None, "for": "charge", "by": ntp}]
        what = "P rests A, then stands it (3000 for the rest of turn 3); in turn 4, %s's, " \
               "A is active and the 【永続】 applies to it again: 5000" % ntp
        clauses = ["9-5-1", "9"]
    state = {tp: {"battle": [{"card": "P", "power": 3000, "rested": False},
                             {"card": "A", "power": a_power, "rested": False}]}}
    if variant == "next-turn":
        state["turn"] = {"number": 4, "player": ntp, "phase": "main"}
    desc = " ".join([fam.quote(clauses[0]), fam.quote("9", "【永続】は発動されることはなく、常に効果を"
                                                      "発生し続けています。"),
                     "%s's P (1000): 【永続】「自分のアクティブのバトルカードすべてのパワー+2000」 "
                     "(P itself: 3000); A (3000, active) reads 5000. %s." % (tp, what)])
    fam.add("permanent-%s-%s" % (variant, tp.lower()), "A 【永続】's target %s (%s)" % (
                {"excluded": "rested then stood: not again this turn", "kept": "kept",
                 "next-turn": "again in the next turn"}[variant], tp),
            desc, clauses, ["effect-rules", "permanent"], s.setup(), script, {"state": state})


def invalid_where_left(fam, first, printed):
    """9-6-7-2: a zone-move auto invalid in the zone its card left does not trigger."""
    s, tp, ntp, lead_t, lead_n = board(first)
    s.put(ntp, "battle", "A", power=printed, skills=[
        auto({"on": "move", "from": "battle", "who": "you", "filter": {"name": "A"}}, draw(),
             condition={"power": "this", "min": 3000})])
    s.put(tp, "battle", "S", skills=[act("main", {"power": -1, "target": {
        "choose": 1, "from": {"who": "opponent"}}, "until": "turn"}, {"ko": {
            "choose": 1, "from": {"who": "opponent"}}})])
    dn = s.zones[ntp]["deck"]
    valid = printed - 1 >= 3000
    if valid:
        what = "A leaves the battle area at 3000: the skill was valid there, it triggers: %s " \
               "draws %s" % (ntp, dn[0])
        expect = {"state": {ntp: {"battle": [], "drop": ["A"], "hand": dn[:1]}},
                  "events": [{"type": "ko", "card": "A"},
                             {"type": "pending", "card": "A", "skill": 0},
                             {"type": "activate", "card": "A", "skill": 0}]}
        clauses = ["9-6-7"]
    else:
        what = "A, at 2999, leaves the battle area where its skill was invalid (made so by " \
               "S's -1): it does not trigger, %s draws nothing" % ntp
        expect = {"state": {ntp: {"battle": [], "drop": ["A"], "hand": []}},
                  "events": [{"type": "ko", "card": "A"}]}
        clauses = ["9-6-7-2"]
    desc = " ".join([fam.quote(clauses[0]), fam.quote("9-1-3", "その条件が満たされていない状態では、"
                                                            "その部分が効果を発生することはありません。"),
                     "%s's A (printed %d): 「このカードのパワーが3000以上の場合」【自動】「このカードが"
                     "バトルエリアから離れた時、カード1枚を引く」. %s's S gives A -1 this turn, then "
                     "KOs it: %s." % (ntp, printed, tp, what)])
    fam.add("zone-move-%s-%s" % ("valid" if valid else "invalid", tp.lower()),
            "A zone-move auto %s in the zone its card left (%s's skill)" % (
                "valid" if valid else "invalid", tp), desc, clauses,
            ["effect-rules", "zone-move"], s.setup(),
            [{"do": "activate", "card": "S", "skill": 0}], expect)


def field(fam, first, how):
    """13-1-7, 13-1-7-1: 【フィールド】 with no zone: the Field extra cards of a battle area."""
    s, tp, ntp, lead_t, lead_n = board(first)
    fl = {"type": "extra", "keywords": ["field"]}
    if how != "none":
        s.put(ntp, "battle", "F1", **fl)
    if how == "all":
        s.put(tp, "battle", "F3", **fl)
    s.put(tp, "hand", "F2", **fl)
    s.put(tp, "drop", "F4", **fl)
    s.put(tp, "battle", "B")
    spec = {"who": "any", "filter": {"keyword": "field"}}
    sel = {"all": spec} if how == "all" else {"choose": 1, "from": spec}
    s.put(tp, "battle", "S", skills=[act("main", {"move": sel, "to": "hand"})])
    if how == "all":
        text = "【フィールド】すべてを持ち主の手札に戻す"
        what = "F1 and F3, the Field cards of the battle areas, go to their owners' hands; " \
               "F2 (hand) and F4 (drop) are not meant"
        state = {tp: {"hand": ["F2", "F3"], "drop": ["F4"], "battle": [{"card": "B"},
                                                                       {"card": "S"}]},
                 ntp: {"hand": ["F1"], "battle": []}}
    elif how == "choose":
        text = "【フィールド】1枚を選び、持ち主の手札に戻す"
        what = "F1, in %s's battle area, is the only candidate (F2 in the hand and F4 in the " \
               "drop are not): it is chosen without asking and goes to %s's hand" % (ntp, ntp)
        state = {tp: {"hand": ["F2"], "drop": ["F4"]}, ntp: {"hand": ["F1"], "battle": []}}
    else:
        text = "【フィールド】1枚を選び、持ち主の手札に戻す"
        what = "no Field card is in a battle area (F2 is in the hand, F4 in the drop): " \
               "nothing is chosen, nothing moves"
        state = {tp: {"hand": ["F2"], "drop": ["F4"]}, ntp: {"hand": []}}
    desc = " ".join([fam.quote("13-1-7"), fam.quote("13-1-7-1"),
                     "%s's S: 「%s」: %s." % (tp, text, what)])
    fam.add("field-%s-%s" % (how, tp.lower()), "【フィールド】 with no zone named: %s (%s)" % (
                how, tp), desc, ["13-1-7", "13-1-7-1"], ["effect-rules"], s.setup(),
            [{"do": "activate", "card": "S", "skill": 0}], {"state": state})


def skipped_duration(fam, first, whose):
    """13-12-5: a 「このターン中」 effect ends when the end phase it would end in is skipped."""
    s, tp, ntp, lead_t, lead_n = board(first)
    s.put(tp, "battle", "S", power=1000, skills=[act("main", {"skip": "end"})])
    if whose == "own":
        s.put(tp, "battle", "A", power=2000, skills=[act("main", {
            "power": 1000, "target": "this", "until": "turn"})])
        script = [{"do": "activate", "card": "A", "skill": 0}]
        side, who = tp, "%s's A gives itself +1000 this turn (3000)" % tp
    else:
        s.put(ntp, "battle", "A", power=2000)
        s.effect(ntp, power=1000, target="A", until="turn")
        script = []
        side, who = ntp, "%s's A has +1000 this turn by an effect of %s's (3000)" % (ntp, ntp)
    script += [{"do": "activate", "card": "S", "skill": 0}, {"do": "pass"},
               {"choose": None, "for": "charge", "by": ntp}]
    desc = " ".join([fam.quote("13-12-5"),
                     "%s; %s's S: 「自分の次のエンドフェイズを飛ばす」. %s ends its main phase: the "
                     "end phase, where the effect would end (7-4-5), is skipped, and the effect "
                     "ends as it is skipped: in turn 4, %s's, A reads 2000." % (
                         who, tp, tp, ntp)])
    fam.add("skipped-end-%s-effect-%s" % (whose, tp.lower()), "A 「このターン中」 effect ends "
            "when the end phase is skipped (%s's effect, %s's turn)" % (side, tp), desc,
            ["13-12-5"], ["effect-rules", "turn"], s.setup(), script,
            {"state": {"turn": {"number": 4, "player": ntp, "phase": "main"},
                       side: {"battle": [{"card": "A", "power": 2000}] if side == ntp else
                              [{"card": "S"}, {"card": "A", "power": 2000}]}}})


def pooled(fam, first, pick):
    """13-6-1: 「自分のドロップと相手のバトルエリアから合計2枚まで」: any combination of at most 2."""
    s, tp, ntp, lead_t, lead_n = board(first)
    s.put(tp, "drop", "X1")
    s.put(tp, "drop", "X2")
    s.put(ntp, "battle", "G")
    s.put(tp, "battle", "S", skills=[act("main", {"move": {"choose": 2, "from": [
        {"who": "you", "zone": "drop"}, {"who": "opponent", "zone": "battle"}]}, "to": "hand"})])
    mine = [c for c in pick if c != "G"]
    what = ("%s chooses %s: %s" % (tp, ", ".join(pick), "; ".join(
        "%s goes to %s's hand" % (c, ntp if c == "G" else tp) for c in pick))
        if pick else "%s chooses none (「まで」: 0 is allowed, 0-2-8-1): nothing moves" % tp)
    desc = " ".join([fam.quote("13-6-1"),
                     "%s's S: 「自分のドロップと相手のバトルエリアのカードから合計2枚まで選び、持ち主の"
                     "手札に戻す」, with X1, X2 in %s's drop and G in %s's battle area: %s." % (
                         tp, tp, ntp, what)])
    fam.add("pooled-%s-%s" % ("-".join(c.lower() for c in pick) or "none", tp.lower()),
            "「合計2枚まで」 from two zones: %s (%s)" % (", ".join(pick) or "none", tp), desc,
            ["13-6-1"] + (["0-2-8-1"] if not pick else []), ["effect-rules", "choose"],
            s.setup(), [{"do": "activate", "card": "S", "skill": 0},
                        {"choose": list(pick), "for": "target", "by": tp}],
            {"state": {tp: {"hand": mine, "drop": [c for c in ("X1", "X2") if c not in pick]},
                       ntp: {"hand": ["G"] if "G" in pick else [],
                             "battle": [] if "G" in pick else [{"card": "G"}]}}})


def x_draw(fam, first, x):
    """13-5-2 with 0-2-8: 「カードX枚を引く」, X decided by the master: 0, 1 or more."""
    s, tp, ntp, lead_t, lead_n = board(first)
    s.put(tp, "battle", "S", skills=[act("main", draw("X"))])
    d = s.zones[tp]["deck"]
    clauses = ["13-5-2", "0-2-8"] + (["0-2-4-2"] if x == 0 else [])
    what = ("%s decides X = 0 (0-2-8: an integer of 0 or more): nothing is drawn (0-2-4-2)" % tp
            if x == 0 else "%s decides X = %d: %s draws %s" % (tp, x, tp, ", ".join(d[:x])))
    desc = " ".join([fam.quote("13-5-2"), fam.quote("0-2-8")] +
                    ([fam.quote("0-2-4-2")] if x == 0 else []) +
                    ["%s's S: 【起動メイン】「カードX枚を引く」 (no X defined by the card): %s." % (
                        tp, what)])
    fam.add("x-draw-%d-%s" % (x, tp.lower()), "「カードX枚を引く」 with X = %d (%s)" % (x, tp),
            desc, clauses, ["effect-rules", "x"], s.setup(),
            [{"do": "activate", "card": "S", "skill": 0},
             {"choose": x, "for": "number", "by": tp}],
            {"state": {tp: {"hand": d[:x], "deck": d[x:]}},
             "events": [{"type": "activate", "card": "S", "skill": 0}] +
                       [{"type": "draw", "player": tp, "card": c} for c in d[:x]]})


def x_choose(fam, first, x):
    """13-5-2: X as the number of a choice: 「相手のバトルカードX枚を選び、レストにする」."""
    s, tp, ntp, lead_t, lead_n = board(first)
    vs = [s.put(ntp, "battle", "V%d" % (i + 1)) for i in range(3)]
    s.put(tp, "battle", "S", skills=[act("main", {"rest": {"choose": "X", "from": {
        "who": "opponent"}}})])
    script = [{"do": "activate", "card": "S", "skill": 0},
              {"choose": x, "for": "number", "by": tp}]
    if x < len(vs):
        picked = ["V1", "V3"]
        script.append({"choose": picked, "for": "target", "by": tp})
        what = "X = %d of 3 candidates: the choice of 2 is asked, %s rests V1 and V3" % (x, tp)
        clauses = ["13-5-2", "5-2-3"]
    else:
        picked = vs
        what = "X = 3, exactly the 3 candidates: all of them rest, no choice is asked"
        clauses = ["13-5-2", "5-2-3"]
    desc = " ".join([fam.quote("13-5-2"), fam.quote("5-2-3"),
                     "%s's S: 【起動メイン】「相手のバトルカードX枚を選び、レストにする」 with V1, V2, V3 "
                     "in %s's battle area; %s decides %s." % (tp, ntp, tp, what)])
    fam.add("x-choose-%d-of-3-%s" % (x, tp.lower()), "「X枚を選び」 with X = %d of 3 (%s)" % (
                x, tp), desc, clauses, ["effect-rules", "x", "choose"], s.setup(), script,
            {"state": {ntp: {"battle": [{"card": v, "rested": v in picked} for v in vs]}},
             "events": [{"type": "rest", "card": v} for v in picked]})


def x_master(fam, first):
    """13-5-2: the master of the card decides X, here the opponent of the turn player."""
    s, tp, ntp, lead_t, lead_n = board(first)
    s.put(ntp, "battle", "A", skills=[auto("ko", draw("X"))])
    s.put(tp, "battle", "S", skills=[act("main", {"ko": {"choose": 1, "from": {
        "who": "opponent"}}})])
    dn = s.zones[ntp]["deck"]
    desc = " ".join([fam.quote("13-5-2"), fam.quote("0-2-8"),
                     "%s's A: 【KO時】「カードX枚を引く」. %s's S KOs A; A's auto activates and X is "
                     "decided by A's master, %s (not the turn player %s): X = 2, %s draws %s." % (
                         ntp, tp, ntp, tp, ntp, ", ".join(dn[:2]))])
    fam.add("x-master-%s" % ntp.lower(), "X decided by the master of the card, %s's auto in "
            "%s's turn" % (ntp, tp), desc, ["13-5-2", "0-2-8"], ["effect-rules", "x"],
            s.setup(), [{"do": "activate", "card": "S", "skill": 0},
                        {"choose": 2, "for": "number", "by": ntp}],
            {"state": {ntp: {"hand": dn[:2], "drop": ["A"], "battle": []},
                       tp: {"hand": []}},
             "events": [{"type": "ko", "card": "A"},
                        {"type": "pending", "card": "A", "skill": 0},
                        {"type": "activate", "card": "A", "skill": 0},
                        {"type": "draw", "player": ntp, "card": dn[0]},
                        {"type": "draw", "player": ntp, "card": dn[1]}]})


def x_twice(fam, first):
    """13-5-3: every X of one skill is one number: 「エナジーマーカーをX個置く。カードX枚を引く」."""
    s, tp, ntp, lead_t, lead_n = board(first)
    s.put(tp, "battle", "S", skills=[act("main", {"markers": "X"}, draw("X"))])
    d = s.zones[tp]["deck"]
    desc = " ".join([fam.quote("13-5-3"), fam.quote("13-5-2"),
                     "%s's S: 【起動メイン】「エナジーマーカーをX個置く。カードX枚を引く」: %s decides X "
                     "once, 2, when the first instruction needs it; the second X is the same "
                     "number, not asked again: 2 markers, then %s draws %s." % (
                         tp, tp, tp, ", ".join(d[:2]))])
    fam.add("x-twice-one-choice-%s" % tp.lower(), "Two X of one skill, one decision (%s)" % tp,
            desc, ["13-5-3", "13-5-2"], ["effect-rules", "x"], s.setup(),
            [{"do": "activate", "card": "S", "skill": 0},
             {"choose": 2, "for": "number", "by": tp}],
            {"state": {tp: {"markers": 2, "hand": d[:2], "deck": d[2:]}},
             "events": [{"type": "activate", "card": "S", "skill": 0},
                        {"type": "draw", "player": tp, "card": d[0]},
                        {"type": "draw", "player": tp, "card": d[1]}]})


def x_again(fam, first):
    """13-5-3: X is one number until the resolution ends: a second activation decides again."""
    s, tp, ntp, lead_t, lead_n = board(first)
    s.put(tp, "battle", "S", skills=[act("main", {"markers": "X"}, draw("X"))])
    d = s.zones[tp]["deck"]
    desc = " ".join([fam.quote("13-5-3"), fam.quote("13-5-2"),
                     "%s's S: 【起動メイン】「エナジーマーカーをX個置く。カードX枚を引く」, activated "
                     "twice: X = 1 for the first resolution (1 marker, %s drawn), then X is "
                     "decided again for the second, 2 (2 more markers, %s drawn): 3 markers, "
                     "3 cards." % (tp, d[0], ", ".join(d[1:3]))])
    fam.add("x-again-each-activation-%s" % tp.lower(), "X decided again by each activation "
            "(%s)" % tp, desc, ["13-5-3", "13-5-2"], ["effect-rules", "x"], s.setup(),
            [{"do": "activate", "card": "S", "skill": 0},
             {"choose": 1, "for": "number", "by": tp},
             {"do": "activate", "card": "S", "skill": 0},
             {"choose": 2, "for": "number", "by": tp}],
            {"state": {tp: {"markers": 3, "hand": d[:3], "deck": d[3:]}},
             "events": [{"type": "activate", "card": "S", "skill": 0},
                        {"type": "draw", "player": tp, "card": d[0]},
                        {"type": "activate", "card": "S", "skill": 0},
                        {"type": "draw", "player": tp, "card": d[1]},
                        {"type": "draw", "player": tp, "card": d[2]}]})


def strike_family(fam, first, how):
    """15-6-3: 「【ストライク】を持つ」 includes Double and Triple Strike (and any Strike N)."""
    s, tp, ntp, lead_t, lead_n = board(first)
    s.put(ntp, "battle", "D", keywords=["double-strike"])
    s.put(ntp, "battle", "T", keywords=["triple-strike"])
    s.put(ntp, "battle", "N", keywords=["strike-4"])
    s.put(ntp, "battle", "V", keywords=["blocker"])
    spec = {"who": "opponent", "filter": {"keyword": "strike"}}
    n = {"all": None, "choose-3": 3, "choose-1": 1}[how]
    sel = {"all": spec} if n is None else {"choose": n, "from": spec}
    s.put(tp, "battle", "S", skills=[act("main", {"rest": sel})])
    script = [{"do": "activate", "card": "S", "skill": 0}]
    if how == "all":
        picked = ["D", "T", "N"]
        text = "相手の【ストライク】を持つバトルカードすべてをレストにする"
        what = "D, T and N rest; V does not"
        clauses = ["15-6-3"]
    elif how == "choose-3":
        picked = ["D", "T", "N"]
        text = "相手の【ストライク】を持つバトルカード3枚を選び、レストにする"
        what = "D, T and N are exactly 3 candidates (V, with no Strike, is not one): they are " \
               "chosen without a choice being asked and rest"
        clauses = ["15-6-3", "5-2-3"]
    else:
        picked = ["T"]
        text = "相手の【ストライク】を持つバトルカード1枚を選び、レストにする"
        what = "%s chooses T among the candidates D, T, N: T rests" % tp
        script.append({"choose": ["T"], "for": "target", "by": tp})
        clauses = ["15-6-3", "5-2-3"]
    desc = " ".join([fam.quote("15-6-3"),
                     "%s's battle area: D 【ダブルストライク】, T 【トリプルストライク】, N (Strike 4) and V "
                     "(【ブロッカー】 only); %s's S: 「%s」: %s." % (ntp, tp, text, what)])
    fam.add("strike-family-%s-%s" % (how, tp.lower()), "「【ストライク】を持つ」 and Double, Triple "
            "Strike: %s (%s)" % (how.replace("-", " "), tp), desc, clauses,
            ["effect-rules", "keywords", "strike"], s.setup(), script,
            {"state": {ntp: {"battle": [{"card": c, "rested": c in picked}
                                        for c in ("D", "T", "N", "V")]}},
             "events": [{"type": "rest", "card": c} for c in picked]})


def rest_wins(fam, first, both):
    """0-2-6: one instruction rests and stands; a card both would affect is rested."""
    s, tp, ntp, lead_t, lead_n = board(first)
    s.put(ntp, "battle", "G1", traits=["T"])
    s.put(ntp, "battle", "G2")
    s.put(tp, "battle", "A1", traits=["T"])
    s.put(tp, "battle", "A2", traits=["T"])
    s.rest("G2", "A1")
    if both == "rested":
        s.rest("G1")
    s.put(tp, "battle", "S", skills=[act("main", {
        "rest": {"all": {"who": "opponent", "zone": "battle"}},
        "stand": {"all": {"who": "any", "zone": "battle", "filter": {"trait": "T"}}}})])
    desc = " ".join([
        fam.quote("0-2-6"),
        "%s's S: 「相手のバトルカードすべてをレストにし、《T》を持つバトルカードすべてをアクティブにする」. "
        "%s's G1 (《T》, %s) is in both: it is rested (%s); %s's G2 (rested, no 《T》) is "
        "rested only, it stays rested; %s's A1 (《T》, rested) is in the stand only: it stands; "
        "A2 (《T》, active) stays active.  The rests are reported before the stand." % (
            tp, ntp, both, "rest wins, it stays rested" if both == "rested" else
            "rest wins over the stand", ntp, tp)])
    events = ([] if both == "rested" else [{"type": "rest", "card": "G1"}]) + \
        [{"type": "stand", "card": "A1"}]
    fam.add("rest-wins-%s-%s" % (both, tp.lower()), "Rested and stood by one instruction: "
            "rest wins (%s card, %s)" % (both, tp), desc, ["0-2-6"], ["effect-rules"],
            s.setup(), [{"do": "activate", "card": "S", "skill": 0}],
            {"state": {ntp: {"battle": [{"card": "G1", "rested": True},
                                        {"card": "G2", "rested": True}]},
                       tp: {"battle": [{"card": "A1", "rested": False},
                                       {"card": "A2", "rested": False},
                                       {"card": "S", "rested": False}]}},
             "events": events})


def required(fam, first, act_, how):
    """13-13-1: an act that may be declared only with a cost paid with it."""
    s, tp, ntp, lead_t, lead_n = board(first)
    if how != "impossible":
        s.put(tp, "energy", "E1")
    if act_ == "attack":
        target, card = "your-leader", lead_t
        action = {"do": "attack", "card": lead_t, "target": lead_n}
        text = "「このターン中、自分のリーダーは、エナジー1を支払わなければアタックできない」"
    else:
        s.put(tp, "hand", "H", cost={"total": 0})
        target, card = {"all": {"who": "you", "zone": "hand"}}, "H"
        action = {"do": "play", "card": "H"}
        text = "「このターン中、自分の手札のカードは、エナジー1を支払わなければ登場できない」"
    s.put(tp, "battle", "S", skills=[act("main", {"require": act_, "cost": [{"energy": 1}],
                                                  "target": target, "until": "turn"})])
    script = [{"do": "activate", "card": "S", "skill": 0}, action]
    if how != "impossible":
        script.append({"choose": ["E1"] if how == "paid" else False, "for": "cost", "by": tp})
    expect = {}
    if how == "paid":
        done = [{"type": "attack", "card": lead_t, "target": lead_n}] if act_ == "attack" \
            else [{"type": "enter", "card": "H", "how": "play"}]
        expect["events"] = [{"type": "pay", "player": tp, "cards": ["E1"], "markers": 0}] + done
        expect["state"] = {tp: {"energy": [{"card": "E1", "rested": True}]}}
        what = "%s pays E1 first, then the %s is carried out" % (tp, act_)
    else:
        expect["rejections"] = [{"step": 1, "rule": "13-13-1"}]
        what = ("%s declines the cost (`false`)" % tp if how == "declined" else
                "%s has no energy to pay it" % tp) + \
            ": the %s is refused with 13-13-1, nothing is paid" % act_
        expect["state"] = {tp: {"hand": ["H"]} if act_ == "play" else
                           {"leader": {"card": lead_t, "rested": False}}}
        if how == "declined":
            expect["state"][tp]["energy"] = [{"card": "E1", "rested": False}]
    desc = " ".join([fam.quote("13-13"), fam.quote("13-13-1"),
                     "%s's S: %s; %s declares the %s with %s: %s." % (
                         tp, text, tp, act_, card, what)])
    title = "%s that costs something: %s (%s)" % (
        "An attack" if act_ == "attack" else "A play", how, tp)
    fam.add("required-%s-%s-%s" % (act_, how, tp.lower()), title, desc, ["13-13-1"],
            ["effect-rules"], s.setup(), script, expect)
