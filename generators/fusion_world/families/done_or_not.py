"""Family `done-or-not`: 「そうした場合」 / 「そうしなかった場合」 (13-14-1, 13-15-1) after the
instructions whose doing the text qualifies, and the conditions a skill reads.  Damage dealt is
done; damage a replacement effect replaced was never dealt (9-9-1-1, FW-REPLACED-NOT-DONE), nor
damage of N = 0 (14-3-2); an entry of a card already in the battle area is not made (0-2-4-1).  The two written one after the other test
the same instruction (FW-IF-DONE-PREVIOUS).  An effect goes on after its source moved (9-3-1),
the source here the first card the setup lists.  A 【気】 condition (1-12-6): the 【気】 under
the cards named, in the zone of its card: a leader's 【気】 is in the leader area, not the battle
area's; a card without 【気】 makes 「【気】がN以上」 false.  After each kind of instruction, whether
it was carried out in full: drawing 0, a draw a replacement replaced, a search that finds the
top card, fewer than its count or none, 0 life cards, 【気】+1 or +0, 0 markers, revealing a
hand, a move of a card an earlier instruction forbade to leave (0-2-5), an 「まで」 choice of one
card or of none (5-2-4).  Random conditions (counts, markers, the turn, powers and 【気】, under
`all`, `any` and `not`), each worked out here from the board.  Both players.
"""

import json

from . import Family
from ..model.table import other
from .lang import act, repl
from .scene import players_board

MARK = {"markers": 1}
DRAW = {"draw": 1}


def generate(ctx):
    fam = Family(ctx, __name__)
    for first in ("P1", "P2"):
        for how in ("dealt", "replaced", "zero"):
            after_damage(fam, first, how)
        entry_already_there(fam, first)
        for inner in ("done", "not-done"):
            both_branches(fam, first, inner)
        if_done_twice(fam, first)
        for ki in (1, 2):
            ki_removed(fam, first, ki)
        reveal_nothing(fam, first)
        source_moved_first_card(fam, first)
        for where, ki, holds in (("leader", 0, False), ("leader", 2, True)):
            ki_named(fam, first, where, ki, holds)
        for lead_ki, battle_ki, holds in ((3, 1, False), (0, 2, True)):
            ki_in_zone(fam, first, lead_ki, battle_ki, holds)
        for variant in OUTCOMES:
            outcome(fam, first, variant)
    for i in range(40):
        random_condition(fam, i)
    return fam.cases


board = players_board


def branches(then, otherwise):
    return [{"if_done": [then]}, {"if_not_done": [otherwise]}]


def after_damage(fam, first, how):
    s, tp, ntp = board(first)
    n = 0 if how == "zero" else 1
    s.put(tp, "battle", "S", skills=[act("main", {"damage": n, "who": "opponent"},
                                         *branches(DRAW, MARK))])
    lead_n = s.zones[ntp]["leader"]
    if how == "replaced":
        s.cards[lead_n]["skills"] = [repl("damage", [{"markers": 2}])]
    life = s.zones[ntp]["life"]
    deck = s.zones[tp]["deck"]
    done = how == "dealt"
    state = {tp: {"hand": deck[:1] if done else [], "markers": 0 if done else 1},
             ntp: {"life": life[1:] if done else life, "markers": 2 if how == "replaced" else 0}}
    events = [{"type": "activate", "card": "S", "skill": 0}]
    if how == "dealt":
        events += [{"type": "damage", "player": ntp, "amount": 1, "source": "S"},
                   {"type": "draw", "player": tp, "card": deck[0]}]
        what = "the damage is dealt (processed at 7-3-3): done, %s draws" % tp
        clauses = ["13-14-1", "5-8-1"]
        quotes = [fam.quote("13-14-1")]
        tags = []
    elif how == "replaced":
        events += [{"type": "replace", "card": lead_n, "skill": 0, "event": "damage"}]
        what = "%s's leader replaces it by two markers: the damage never happened (9-9-1-1), " \
               "so it was not done: %s places a marker instead of drawing" % (ntp, tp)
        clauses = ["13-15-1", "9-9-1-1", "13-14-1"]
        quotes = [fam.quote("13-15-1"), fam.quote("9-9-1-1"), fam.quote("0-3-16")]
        tags = [fam.reading("FW-REPLACED-NOT-DONE")]
    else:
        what = "0 damage is no damage (14-3-2): not done, %s places a marker" % tp
        clauses = ["13-15-1", "14-3-2", "0-2-4-2"]
        quotes = [fam.quote("13-15-1"), fam.quote("14-3-2", "Nが0の場合、ダメージ処理は実行されません")]
        tags = [fam.reading("FW-REPLACED-NOT-DONE")]
    absent = [{"type": "damage", "player": ntp}] if not done else \
        [{"type": "markers"}]
    desc = " ".join(quotes + [
        "%s's S: 「相手に%dダメージを与える。そうした場合、カード1枚を引く。そうしなかった場合、エナジー"
        "マーカー1つを置く」: %s." % (tp, n, what)])
    expect = {"state": state, "events": events}
    if not done:
        expect["absent"] = absent
    fam.add("after-damage-%s-%s" % (how, tp.lower()),
            "「そうした場合」 / 「そうしなかった場合」 after damage %s (%s's skill)" % (how, tp), desc,
            clauses, ["done-or-not", "damage"] + tags, s.setup(),
            [{"do": "activate", "card": "S", "skill": 0}], expect)


def entry_already_there(fam, first):
    s, tp, ntp = board(first)
    s.put(tp, "battle", "S", skills=[act("main", {"enter": "this"}, *branches(DRAW, MARK))])
    desc = " ".join([
        fam.quote("0-2-4-1"), fam.quote("13-15-1"),
        "%s's S, in the battle area: 「このカードを登場させる。そうした場合、カード1枚を引く。そうしなかった"
        "場合、エナジーマーカー1つを置く」: S is already there, so it does not enter again and the "
        "instruction is not carried out: %s places a marker, draws nothing; no `enter` or `move`."
        % (tp, tp)])
    fam.add("entry-already-there-%s" % tp.lower(),
            "An entry of a card already in the battle area is not done (%s's skill)" % tp, desc, ["0-2-4-1", "13-15-1"], ["done-or-not", "entry"], s.setup(),
            [{"do": "activate", "card": "S", "skill": 0}],
            {"state": {tp: {"hand": [], "markers": 1}},
             "absent": [{"type": "enter", "card": "S"}, {"type": "move", "card": "S"}]})


def both_branches(fam, first, inner):
    """[draw 1, if_done: [X], if_not_done: [marker]]: X done or not, the marker never placed."""
    s, tp, ntp = board(first)
    x = DRAW if inner == "done" else {"draw": 0}
    s.put(tp, "battle", "S", skills=[act("main", DRAW, {"if_done": [x]},
                                         {"if_not_done": [MARK]})])
    deck = s.zones[tp]["deck"]
    hand = deck[:2] if inner == "done" else deck[:1]
    desc = " ".join([
        fam.quote("13-14-1"), fam.quote("13-15-1"),
        "%s's S: 「カード1枚を引く。そうした場合、カード%d枚を引く。そうしなかった場合、エナジーマーカー1つを"
        "置く」: the first draw is done, so the 「そうした場合」 branch is carried out (%s) and the "
        "「そうしなかった場合」 one, which tests the same first draw, is not: no marker." % (
            tp, 1 if inner == "done" else 0,
            "drawing one more" if inner == "done" else "drawing 0 cards, which is not done, "
            "0-2-4-2; what the branch does is not what the next sentence tests")])
    fam.add("both-branches-inner-%s-%s" % (inner, tp.lower()),
            "「そうした場合」 then 「そうしなかった場合」 test the same instruction (branch %s, %s's "
            "skill)" % (inner, tp), desc, ["13-14-1", "13-15-1"],
            ["done-or-not", fam.reading("FW-IF-DONE-PREVIOUS")], s.setup(),
            [{"do": "activate", "card": "S", "skill": 0}],
            {"state": {tp: {"hand": hand, "markers": 0}}})


def if_done_twice(fam, first):
    s, tp, ntp = board(first)
    s.put(tp, "battle", "S", skills=[act("main", DRAW, {"if_done": [{"draw": 0}]},
                                         {"if_done": [MARK]})])
    deck = s.zones[tp]["deck"]
    desc = " ".join([
        fam.quote("13-14-1"),
        "%s's S: 「カード1枚を引く。そうした場合、カード0枚を引く。そうした場合、エナジーマーカー1つを置く」: "
        "both 「そうした場合」 test the first draw, which was done: the marker is placed although the "
        "0-card draw was not done." % tp])
    fam.add("if-done-twice-%s" % tp.lower(),
            "Two 「そうした場合」 one after the other test the same instruction (%s's skill)" % tp,
            desc, ["13-14-1"], ["done-or-not", fam.reading("FW-IF-DONE-PREVIOUS")], s.setup(),
            [{"do": "activate", "card": "S", "skill": 0}],
            {"state": {tp: {"hand": deck[:1], "markers": 1}}})


def source_moved_first_card(fam, first):
    s, tp, ntp = board(first)
    s.put(tp, "battle", "S", skills=[act("main", {"move": "this", "to": "hand"},
                                         {"damage": 1, "who": "opponent"}, DRAW)])
    s.cards = {"S": s.cards["S"], **{k: v for k, v in s.cards.items() if k != "S"}}
    deck = s.zones[tp]["deck"]
    life = s.zones[ntp]["life"]
    desc = " ".join([
        fam.quote("9-3-1"), fam.quote("16-3-3-2"),
        "%s's S (the first card the setup lists): 「このカードを手札に戻す。相手に1ダメージを与える。カード1枚"
        "を引く」: S is in the hand when the rest resolves; the effect goes on all the same: the "
        "damage's source is S (16-3-3-2) and %s draws." % (tp, tp)])
    fam.add("source-moved-first-card-%s" % tp.lower(),
            "An effect goes on after its source moved; its source the setup's first card (%s)"
            % tp, desc, ["9-3-1", "16-3-3-2"], ["done-or-not", "source"], s.setup(),
            [{"do": "activate", "card": "S", "skill": 0}],
            {"state": {tp: {"hand": ["S", deck[0]], "battle": []},
                       ntp: {"hand": life[:1]}},
             "events": [{"type": "move", "card": "S", "from": "%s:battle" % tp,
                         "to": "%s:hand" % tp},
                        {"type": "damage", "player": ntp, "amount": 1, "source": "S"},
                        {"type": "draw", "player": tp, "card": deck[0]}]})


def ki_named(fam, first, where, ki, holds):
    s, tp, ntp = board(first)
    lead = s.zones[tp]["leader"]
    if ki:
        s.ki[lead] = ki
    s.put(tp, "battle", "S", skills=[act("main", {"if": {"ki": "your-leader", "min": 1},
                                                  "then": [DRAW], "else": [MARK]})])
    deck = s.zones[tp]["deck"]
    desc = " ".join([
        fam.quote("1-12-6"), fam.quote("0-3-17"),
        "%s's S: 「自分のリーダーの【気】が1以上の場合、カード1枚を引く。そうでない場合、エナジーマーカー1つ"
        "を置く」; the leader has %d 【気】: %s." % (
            tp, ki, "it holds, %s draws" % tp if holds else "it does not hold, a marker")])
    fam.add("ki-of-leader-%d-%s" % (ki, tp.lower()),
            "A 【気】 condition over a named card (%d 【気】, %s's skill)" % (ki, tp), desc,
            ["0-3-17", "1-12-6"], ["done-or-not", "ki", "conditions"], s.setup(),
            [{"do": "activate", "card": "S", "skill": 0}],
            {"state": {tp: {"hand": deck[:1] if holds else [], "markers": 0 if holds else 1}}})


def ki_in_zone(fam, first, lead_ki, battle_ki, holds):
    s, tp, ntp = board(first)
    lead = s.zones[tp]["leader"]
    if lead_ki:
        s.ki[lead] = lead_ki
    s.put(tp, "battle", "K")
    if battle_ki:
        s.ki["K"] = battle_ki
    s.put(tp, "battle", "S", skills=[act("main", {
        "if": {"ki": {"all": {"who": "you", "zone": "battle"}}, "min": 2},
        "then": [DRAW], "else": [MARK]})])
    deck = s.zones[tp]["deck"]
    desc = " ".join([
        fam.quote("1-12-6"),
        "%s's S: 「自分のバトルエリアの【気】が2以上の場合、カード1枚を引く。そうでない場合、エナジーマーカー1つ"
        "を置く」. The leader has %d 【気】, K (battle area) %d: the leader's 【気】 is in the leader area, "
        "K's in the battle area, so the battle area has %d: %s." % (
            tp, lead_ki, battle_ki, battle_ki,
            "it holds, %s draws" % tp if holds else "it does not hold, a marker")])
    fam.add("ki-in-battle-area-%d-%d-%s" % (lead_ki, battle_ki, tp.lower()),
            "【気】 counted in the zone of its card (leader %d, battle %d, %s's skill)" % (
                lead_ki, battle_ki, tp), desc, ["1-12-6"], ["done-or-not", "ki", "conditions"],
            s.setup(), [{"do": "activate", "card": "S", "skill": 0}],
            {"state": {tp: {"hand": deck[:1] if holds else [], "markers": 0 if holds else 1}}})


def ki_removed(fam, first, ki):
    """「このカードの【気】を2つ取り除く」 with fewer: as many as there are, not done (0-2-4)."""
    s, tp, ntp = board(first)
    s.put(tp, "battle", "S", skills=[act("main", {"ki": -2, "target": "this"},
                                         *branches(DRAW, MARK))])
    s.ki["S"] = ki
    deck = s.zones[tp]["deck"]
    done = ki >= 2
    desc = " ".join([
        fam.quote("5-13-1"), fam.quote("13-15-1"),
        "%s's S, with %d 【気】: 「このカードの【気】を2つ取り除く。そうした場合、カード1枚を引く。そうしなかった"
        "場合、エナジーマーカー1つを置く」: %s." % (tp, ki, "both are removed, done: %s draws" % tp
                                               if done else "only one can be removed, it is, "
                                               "and the instruction was not carried out in full: "
                                               "a marker")])
    fam.add("ki-removed-%d-of-2-%s" % (ki, tp.lower()),
            "Removing 2 【気】 from a card with %d (%s's skill)" % (ki, tp), desc,
            ["5-13-1", "13-14-1" if done else "13-15-1"], ["done-or-not", "ki"], s.setup(),
            [{"do": "activate", "card": "S", "skill": 0}],
            {"state": {tp: {"hand": deck[:1] if done else [], "markers": 0 if done else 1,
                            "battle": [{"card": "S", "ki": 0}]}}})


def reveal_nothing(fam, first):
    s, tp, ntp = board(first)
    s.put(tp, "battle", "S", skills=[act("main", {"reveal": {"all": {"who": "you",
                                                                  "zone": "hand"}}},
                                         *branches(DRAW, MARK))])
    desc = " ".join([
        fam.quote("13-15-1"),
        "%s's S: 「自分の手札すべてを公開する。そうした場合、カード1枚を引く。そうしなかった場合、エナジー"
        "マーカー1つを置く」 with an empty hand: nothing is revealed, not done: a marker." % tp])
    fam.add("reveal-nothing-%s" % tp.lower(),
            "Revealing an empty hand is not done (%s's skill)" % tp, desc, ["13-15-1"],
            ["done-or-not", "reveal"], s.setup(), [{"do": "activate", "card": "S", "skill": 0}],
            {"state": {tp: {"hand": [], "markers": 1}}, "absent": [{"type": "reveal"}]})


# (name, instruction, done, clauses)
OUTCOMES = ("draw-0", "draw-replaced", "draw-each", "draw-each-replaced", "search-top", "search-short", "search-none",
            "life-0", "life-1", "ki-plus-1", "ki-plus-0", "markers-0", "reveal-hand",
            "move-forbidden", "up-to-none", "up-to-one", "power-none", "power-one", "ko-one",
            "ko-replaced", "ko-forbidden", "discard-short", "remove-one",
            "move-leader", "move-combo-no-power", "move-combo", "markers-1", "skip-end",
            "choose-0")
ONE, TWO = {"markers": 1}, {"markers": 2}


def outcome(fam, first, variant):
    """[X, if_done: [1 marker], if_not_done: [2 markers]] after the instruction X."""
    s, tp, ntp = board(first)
    deck = s.zones[tp]["deck"]
    life = s.zones[tp]["life"]
    script = [{"do": "activate", "card": "S", "skill": 0}]
    state, events, absent, extra, other_state = {}, [], [], [], None
    quotes = []
    tags = []
    if variant == "draw-0":
        x, done = {"draw": 0}, False
        state = {"hand": [], "deck": deck}
        absent = [{"type": "draw"}]
        clauses, quotes = ["0-2-4-2"], [fam.quote("0-2-4-2")]
        text, what = "カード0枚を引く", "drawing 0 cards is not done: nothing is drawn"
    elif variant == "draw-replaced":
        x, done = {"draw": 1}, False
        s.cards[s.zones[tp]["leader"]]["skills"] = [repl("draw", [{"markers": 4}])]
        state = {"hand": [], "deck": deck}
        events = [{"type": "replace", "card": s.zones[tp]["leader"], "skill": 0,
                   "event": "draw"}]
        absent = [{"type": "draw"}]
        clauses = ["9-9-1-1"]
        quotes = [fam.quote("9-9-1-1")]
        tags = [fam.reading("FW-REPLACED-NOT-DONE")]
        text = "カード1枚を引く"
        what = "%s's leader replaces the draw by 4 markers: the draw never happened, so it was " \
               "not done (4 + 2 markers)" % tp
        extra = 4
    elif variant.startswith("draw-each"):
        x = {"draw": 1, "who": "each"}
        dn = s.zones[ntp]["deck"]
        replaced = variant.endswith("replaced")
        done = not replaced
        if replaced:
            s.cards[s.zones[ntp]["leader"]]["skills"] = [repl("draw", [{"markers": 4}])]
        state = {"hand": deck[:1]}
        other_state = {"hand": [] if replaced else dn[:1], "markers": 4 if replaced else 0}
        events = [{"type": "draw", "player": tp, "card": deck[0]}]
        if not replaced:
            events.append({"type": "draw", "player": ntp, "card": dn[0]})
        clauses, quotes = ["0-2-10"], [fam.quote("0-2-10")]
        tags = [fam.reading("FW-EACH-DRAWS")] + \
            ([fam.reading("FW-REPLACED-NOT-DONE")] if replaced else [])
        text = "お互いにカード1枚を引く"
        what = ("%s's leader replaces %s's draw by 4 markers: that draw never happened, so the "
                "instruction was not carried out in full" % (ntp, ntp) if replaced else
                "both players draw: done")
    elif variant.startswith("power"):
        done = variant == "power-one"
        if done:
            s.put(ntp, "battle", "B", power=4000)
            other_state = {"battle": [{"card": "B", "power": 5000}]}
        x = {"power": 1000, "target": {"choose": 1, "from": {"who": "opponent",
                                                             "zone": "battle"}},
             "until": "turn"}
        clauses, quotes = (["1-5-2-2"], [fam.quote("1-5-2-2")]) if done else \
            (["5-2-6"], [fam.quote("5-2-6")])
        text = "相手のバトルカード1枚を選び、ターン終了時まで、パワー+1000"
        what = "B, the only one, is chosen and gets +1000 (5000): done" if done else \
            "%s has no battle card: nothing is chosen, not done" % ntp
    elif variant.startswith("ko"):
        s.put(ntp, "battle", "B", power=4000)
        done = variant == "ko-one"
        if variant == "ko-replaced":
            s.cards["B"]["skills"] = [repl("ko", [{"markers": 3}], of="this")]
        elif variant == "ko-forbidden":
            s.effect(ntp, forbid="leave", target="B", until="turn")
        x = {"ko": {"all": {"who": "opponent", "zone": "battle"}}}
        other_state = {"battle": [] if done else [{"card": "B"}], "drop": ["B"] if done else [],
                       "markers": 3 if variant == "ko-replaced" else 0}
        if done:
            events = [{"type": "ko", "card": "B"}]
            clauses, quotes = ["5-10-1"], [fam.quote("5-10-1")]
        elif variant == "ko-forbidden":
            absent = [{"type": "ko"}, {"type": "move", "card": "B"}]
            clauses, quotes = ["0-2-5"], [fam.quote("0-2-5")]
        else:
            events = [{"type": "replace", "card": "B", "skill": 0, "event": "ko"}]
            absent = [{"type": "ko"}]
            clauses, quotes = ["9-9-1-1"], [fam.quote("9-9-1-1")]
            tags = [fam.reading("FW-REPLACED-NOT-DONE")]
        text = "相手のバトルカードすべてをKOする"
        what = "B is KO'd: done" if done else \
            "an effect of %s's keeps B from leaving the battle area this turn: it is not KO'd, " \
            "not done" % ntp if variant == "ko-forbidden" else \
            "B's own replacement puts 3 markers (for %s) instead: the KO never happened, not " \
            "done" % ntp
    elif variant == "markers-1":
        x, done = {"markers": 1}, True
        clauses, quotes = ["5-11-1"], [fam.quote("5-11-1")]
        text, what = "エナジーマーカー1つを置く", "one marker is placed: done (1 + 1)"
        extra = 1
    elif variant == "skip-end":
        x, done = {"skip": "end"}, True
        clauses, quotes = [], [fam.quote("13-12-1")]
        text = "カード0枚を引く。自分の次のエンドフェイズを飛ばす"
        what = "the 0-card draw is not done, but 「そうした場合」 tests the skip, which is: done " \
               "(%s's next end phase will be skipped)" % tp
        state = {"hand": []}
    elif variant == "choose-0":
        s.put(ntp, "battle", "B", power=3000)
        x = {"rest": {"choose": "X", "from": {"who": "opponent", "zone": "battle"}}}
        script.append({"choose": 0, "for": "number", "by": tp})
        done = False
        other_state = {"battle": [{"card": "B", "rested": False}]}
        absent = [{"type": "rest"}]
        clauses, quotes = ["0-2-4-2"], [fam.quote("0-2-4-2")]
        text = "相手のバトルカードX枚を選び、レストにする"
        what = "%s decides X = 0: choosing 0 cards chooses nothing (no choice is asked) and " \
               "rests nothing: not done" % tp
    elif variant == "move-leader":
        x = {"move": "your-leader", "to": "hand"}
        done = False
        state = {"hand": [], "leader": {"card": s.zones[tp]["leader"]}}
        absent = [{"type": "move"}]
        clauses, quotes = ["3-5-3"], [fam.quote("3-5-3")]
        text = "自分のリーダーを手札に戻す"
        what = "a leader never leaves the leader area: nothing moves, not done"
    elif variant.startswith("move-combo"):
        done = variant == "move-combo"
        s.put(tp, "hand", "H", **({"combo": 1000} if done else {}))
        x = {"move": {"choose": 1, "from": {"who": "you", "zone": "hand"}}, "to": "combo"}
        state = {"hand": [] if done else ["H"]}
        if done:
            events = [{"type": "move", "card": "H", "from": "%s:hand" % tp,
                       "to": "%s:combo" % tp},
                      {"type": "rule", "process": "14-4"},
                      {"type": "move", "card": "H", "from": "%s:combo" % tp,
                       "to": "%s:drop" % tp, "cause": "rule"}]
            state["combo"] = []
            state["drop"] = ["H"]
            clauses, quotes = ["14-4-1"], [fam.quote("14-4-1")]
        else:
            absent = [{"type": "move"}]
            state["combo"] = []
            clauses, quotes = ["5-6-2-1"], [fam.quote("5-6-2-1")]
        text = "自分の手札1枚を選び、コンボエリアに置く"
        what = "H (combo power 1000) goes to the combo area: done (outside a battle, the rule "\
               "process of 14-4 then puts it into the drop)" if done else \
            "H has no combo power, so it cannot be put into the combo area: it stays, not done"
    elif variant == "discard-short":
        s.put(tp, "hand", "H")
        x = {"discard": {"choose": 2, "from": {"who": "you", "zone": "hand"}}}
        done = False
        state = {"hand": [], "drop": ["H"]}
        events = [{"type": "move", "card": "H", "from": "%s:hand" % tp, "to": "%s:drop" % tp}]
        clauses, quotes = ["5-2-5"], [fam.quote("5-2-5")]
        text = "自分の手札2枚を選び、捨てる"
        what = "only H is there: it is discarded, one of two, not done in full"
    elif variant == "remove-one":
        s.put(ntp, "battle", "B", power=4000)
        x = {"remove": {"all": {"who": "opponent", "zone": "battle"}}}
        done = True
        other_state = {"battle": [], "removed": ["B"], "drop": []}
        clauses, quotes = ["13-9-1"], [fam.quote("13-9-1")]
        text = "相手のバトルカードすべてを除外する"
        what = "B is removed from the game: done"
    elif variant.startswith("up-to"):
        s.put(tp, "energy", "E1")
        s.put(tp, "energy", "E2")
        x = {"rest": {"choose": 1, "up_to": True,
                      "from": {"who": "you", "zone": "energy", "filter": {"rested": False}}}}
        done = variant == "up-to-one"
        script.append({"choose": ["E2"] if done else [], "for": "target", "by": tp})
        state = {"energy": [{"card": "E1", "rested": False}, {"card": "E2", "rested": done}]}
        if done:
            events = [{"type": "rest", "card": "E2"}]
        else:
            absent = [{"type": "rest"}]
        clauses, quotes = ["5-2-4"], [fam.quote("5-2-4")]
        text = "自分のアクティブのエナジー1枚までを選び、レストにする"
        what = "%s chooses E2, which rests: done" % tp if done else \
            "%s chooses none (up to 1: 0 is allowed): nothing rests, not done" % tp
    elif variant.startswith("search"):
        count = 2 if variant == "search-short" else 1
        heroes = {"search-top": deck[:1], "search-short": deck[2:3], "search-none": []}[variant]
        for c in heroes:
            s.cards[c]["traits"] = ["Hero"]
        x = {"search": {"trait": "Hero"}, "count": count, "to": "hand"}
        done = len(heroes) == count
        rest = [c for c in deck if c not in heroes]
        new = list(reversed(rest))
        if heroes:
            script.append({"choose": heroes, "for": "target", "by": tp})
            events = [{"type": "reveal", "player": tp, "cards": heroes},
                      {"type": "move", "card": heroes[0], "from": "%s:deck" % tp,
                       "to": "%s:hand" % tp}]
        script.append({"random": new, "for": "shuffle"})
        events.append({"type": "shuffle", "player": tp, "zone": "deck"})
        state = {"hand": heroes, "deck": new}
        clauses = ["5-2-8"]
        quotes = [fam.quote("5-2-8")]
        text = "デッキから《Hero》を%d枚まで手札に加え、デッキをシャッフルする" % count
        what = {"search-top": "%s, the deck's top card, is the one 《Hero》: %s takes it, done"
                              % (deck[0], tp),
                "search-short": "only %s has 《Hero》: %s takes it, one of two: not done in full"
                                % (deck[2], tp),
                "search-none": "no card has 《Hero》: nothing is taken, not done"}[variant]
    elif variant.startswith("life"):
        n = int(variant[-1])
        x, done = {"life_to_hand": n}, n > 0
        state = {"hand": life[:n], "life": life[n:]}
        if n:
            events = [{"type": "move", "card": life[0], "from": "%s:life" % tp,
                       "to": "%s:hand" % tp}]
        else:
            absent = [{"type": "move"}]
        clauses = ["1-10-2"] if n else []
        quotes = [fam.quote("1-10-2" if n else "0-2-4-2")]
        text = "自分のライフ%d枚を手札に加える" % n
        what = "%s goes to the hand: done" % life[0] if n else "0 cards: not done"
    elif variant.startswith("ki"):
        n = int(variant[-1])
        x, done = {"ki": n, "target": "this"}, n > 0
        state = {"battle": [{"card": "S", "ki": n}]}
        clauses = ["5-12-1"] if n else []
        quotes = [fam.quote("5-12-1" if n else "0-2-4-2")]
        text = "このカードに【気】+%d" % n
        what = "S gets one 【気】 (under it, in the battle area): done" if n else \
            "+0 is nothing: not done"
    elif variant == "markers-0":
        x, done = {"markers": 0}, False
        clauses, quotes = ["0-2-4-2"], [fam.quote("0-2-4-2")]
        text, what = "エナジーマーカー0つを置く", "0 markers: nothing placed, not done"
    elif variant == "reveal-hand":
        s.put(tp, "hand", "H")
        x, done = {"reveal": {"all": {"who": "you", "zone": "hand"}}}, True
        events = [{"type": "reveal", "player": tp, "cards": ["H"]}]
        state = {"hand": ["H"]}
        clauses, quotes = ["13-10-1"], [fam.quote("13-10-1")]
        text, what = "自分の手札すべてを公開する", "H is revealed: done"
    else:   # move-forbidden
        x = {"move": "this", "to": "hand"}
        done = False
        state = {"battle": [{"card": "S"}], "hand": []}
        absent = [{"type": "move", "card": "S"}]
        clauses, quotes = ["0-2-5"], [fam.quote("0-2-5")]
        text = "このターン中、このカードはバトルエリアを離れない。このカードを手札に戻す"
        what = "the first instruction forbids S to leave the battle area, so it is not returned: " \
               "not done"
    effect = ([{"forbid": "leave", "target": "this", "until": "turn"}]
              if variant == "move-forbidden" else
              [{"draw": 0}] if variant == "skip-end" else []) + [x, {"if_done": [ONE]},
                                                         {"if_not_done": [TWO]}]
    s.put(tp, "battle", "S", skills=[act("main", *effect)])
    state["markers"] = (1 if done else 2) + (extra or 0)
    expect = {"state": {tp: state}}
    if other_state:
        expect["state"][ntp] = other_state
    if events:
        expect["events"] = events
    if absent:
        expect["absent"] = absent
    clauses = clauses + ["13-14-1" if done else "13-15-1"]
    desc = " ".join(quotes + [fam.quote("13-14-1" if done else "13-15-1"),
                              "%s's S: 「%s。そうした場合、エナジーマーカー1つを置く。そうしなかった場合、"
                              "エナジーマーカー2つを置く」: %s." % (tp, text, what)])
    fam.add("outcome-%s-%s" % (variant, tp.lower()),
            "「そうした場合」 / 「そうしなかった場合」 after %s (%s's skill)" % (
                variant.replace("-", " "), tp), desc, clauses,
            ["done-or-not", fam.reading("FW-IF-DONE-PREVIOUS")] + tags, s.setup(), script,
            expect)


def random_condition(fam, i):
    """0-3-17: 「～の場合」 checked as the instruction is carried out: a random condition over a
    random board, worked out here, decides between drawing and placing a marker."""
    key = "condition-%02d" % (i + 1)
    rng = fam.rng(key)
    first = ("P1", "P2")[i % 2]
    s, tp, ntp = board(first)
    hands = {tp: rng.randint(0, 3), ntp: rng.randint(0, 3)}
    for p in (tp, ntp):
        for j in range(hands[p]):
            s.put(p, "hand", "%sH%d" % (p, j + 1))
    marks = {tp: rng.randint(0, 3), ntp: rng.randint(0, 3)}
    for p in (tp, ntp):
        s.zones[p]["markers"] = marks[p]
    s_power = rng.choice((2000, 3000, 5000))
    s_ki = rng.randint(0, 3)
    opp_powers = [rng.choice((1000, 3000, 6000)) for _ in range(rng.randint(0, 2))]
    for j, pw in enumerate(opp_powers):
        s.put(ntp, "battle", "B%d" % (j + 1), power=pw)
    lead_t = s.zones[tp]["leader"]
    lead_ki = rng.randint(0, 2)
    if lead_ki:
        s.ki[lead_t] = lead_ki

    def bounds(lo, hi):
        b = {}
        r = rng.random()
        if r < 0.45:
            b["min"] = rng.randint(lo, hi)
        elif r < 0.8:
            b["max"] = rng.randint(lo, hi)
        else:
            a, c = sorted((rng.randint(lo, hi), rng.randint(lo, hi)))
            b["min"], b["max"] = a, c
        return b

    def inside(n, b):
        return b.get("min", n) <= n <= b.get("max", n)

    def leaf():
        kind = rng.choice(("count", "markers", "turn", "power", "power-all", "ki", "ki-leader"))
        if kind == "count":
            who = rng.choice(("you", "opponent", "any"))
            b = bounds(0, 4)
            n = sum(hands[p] for p in (tp, ntp)
                    if who == "any" or (p == tp) == (who == "you"))
            return dict({"count": {"who": who, "zone": "hand"}}, **b), inside(n, b)
        if kind == "markers":
            who = rng.choice(("you", "opponent"))
            b = bounds(0, 5)
            n = sum(marks[p] for p in (tp, ntp)
                    if who == "each" or (p == tp) == (who == "you"))
            return dict({"markers": who}, **b), inside(n, b)
        if kind == "turn":
            w = rng.choice(("your", "opponent"))
            return {"turn": w}, w == "your"
        if kind == "power":
            b = bounds(1000, 6000)
            return dict({"power": "this"}, **b), inside(s_power, b)
        if kind == "power-all":
            b = bounds(1000, 6000)
            return (dict({"power": {"all": {"who": "opponent", "zone": "battle"}}}, **b),
                    bool(opp_powers) and all(inside(pw, b) for pw in opp_powers))
        if kind == "ki":
            b = bounds(0, 3)
            return dict({"ki": "this"}, **b), inside(s_ki, b)
        b = bounds(0, 2)
        return dict({"ki": "your-leader"}, **b), inside(lead_ki, b)

    def tree(depth):
        r = rng.random()
        if depth == 0 or r < 0.4:
            return leaf()
        if r < 0.55:
            c, v = tree(depth - 1)
            return {"not": c}, not v
        parts = [tree(depth - 1) for _ in range(rng.randint(2, 3))]
        if r < 0.78:
            return {"all": [c for c, _ in parts]}, all(v for _, v in parts)
        return {"any": [c for c, _ in parts]}, any(v for _, v in parts)

    cond, holds = tree(2)
    s.put(tp, "battle", "S", power=s_power, skills=[act("main", {
        "if": cond, "then": [DRAW], "else": [MARK]})])
    if s_ki:
        s.ki["S"] = s_ki
    deck = s.zones[tp]["deck"]
    desc = " ".join([
        fam.quote("0-3-17"),
        "%s's S (power %d, 【気】%d): 「COND の場合、カード1枚を引く。そうでない場合、エナジーマーカー1つを置く」 "
        "with COND = %s. The board: hands %s %d, %s %d; markers %s %d, %s %d; %s's leader "
        "【気】%d; %s's battle cards' powers %s; it is %s's turn. COND %s: %s." % (
            tp, s_power, s_ki, json.dumps(cond, ensure_ascii=False), tp, hands[tp], ntp,
            hands[ntp], tp, marks[tp], ntp, marks[ntp], tp, lead_ki, ntp,
            ", ".join(map(str, opp_powers)) or "none", tp,
            "holds" if holds else "does not hold",
            "%s draws %s" % (tp, deck[0]) if holds else "%s places a marker" % tp)])
    fam.add(key, "A condition checked as it is carried out (%s's skill, %s)" % (
                tp, "holds" if holds else "does not hold"), desc, ["0-3-17"],
            ["done-or-not", "conditions"], s.setup(),
            [{"do": "activate", "card": "S", "skill": 0}],
            {"state": {tp: {"hand": ["%sH%d" % (tp, j + 1) for j in range(hands[tp])] +
                            (deck[:1] if holds else []),
                            "markers": marks[tp] + (0 if holds else 1)}}})
