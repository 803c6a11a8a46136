"""Family `effects_depth`: behaviours of the effect language that the other families reach only
in their simplest form.  One instruction resting some cards and standing others, two of them
rested (0-2-10), or with nothing to stand (13-15-1); a look at X = 0 cards, not done; 【気】 given to several battle cards at once (5-12-1); a 【永続】 over both
players' cards (9-5-1); a `top` selector without `who`: the master's own deck only; a 【進化】
declared while the card's keyword skills are negated (9-1-2, 15-1-3), or onto a card chosen in
the deck (15-12-4-1); an extra card that is no
Field named by an entry, then 「そうしなかった場合」 (5-5-1, 13-15-1); a replacement of a card
whose skills are negated (9-1-2); two replacements of one event (9-9-2); a replacement of the
opponent's cards and one's own card KO'd (9-9-1); 「そうした場合」 / 「そうしなかった場合」 first in
an effect (reading FW-IF-DONE-FIRST); 「そのカード」 of a
zone-move trigger, the card where it arrived (9-6-7), read as it is in the drop it came to from
the hand (9-6-7-1-1); an auto of `of` with `who` and a card of
the other master (1-3-6-3); a 【気】 condition over a card named earlier (1-12-6); a condition
over 「このカード」 once the skill cost has put it into the drop, read as it last was in the
battle area (13-1-6, 9-10-1); two cards taken by one `control`, each read by a zone-move
trigger as it was before either moved (9-6-7-1-2, 0-2-10); a pending auto that cannot be declared
cancelled, a failure (9-6-3-2, 0-3-16); a turn-end auto of a card under another, invalid (16-2-2), the end
phase not restarted for it; 「次の自分のターン中」 over once that turn has ended (7-4-5); 「アタックカード」 once the attacking
card has left the battle area: none (3-1-4, 8-1-6); 「そのカード」 of a trigger in a
【起動】 or a delayed effect of a phase: no card (0-2-4); the game lost in the middle of an
effect, the instructions after it not carried out (14-2-1, 14-2-2).  Both players.
"""

from . import Family
from ..model.table import PLAYERS, other
from .effect_forms import board
from .lang import act, auto, every, opt, perm, repl
from .scene import Scene

MARK = {"markers": 1}
DRAW = {"draw": 1}


def generate(ctx):
    fam = Family(ctx, __name__)
    for first in ("P1", "P2"):
        rest_and_stand_many(fam, first)
        rest_and_stand_short(fam, first)
        look_none(fam, first)
        ki_to_several(fam, first)
        ki_to_drop(fam, first)
        permanent_over_both(fam, first)
        top_without_who(fam, first)
        evolve_keyword_negated(fam, first)
        extra_not_entering(fam, first)
        replacement_negated(fam, first)
        two_replacements(fam, first)
        replacement_of_other_player(fam, first)
        for branch in ("if_done", "if_not_done"):
            done_first(fam, first, branch)
        move_trigger_card(fam, first)
        move_trigger_reads_new_zone(fam, first)
        for who in ("you", "opponent"):
            trigger_of_who(fam, first, who)
        ki_of_named(fam, first)
        for what in ("power", "ki"):
            this_in_drop(fam, first, what)
        evolve_from_deck(fam, first)
        control_read_together(fam, first)
        attack_card_gone(fam, first)
        cancelled_auto(fam, first)
        turn_end_under_stack(fam, first)
        next_turn_effect_ends(fam, first)
        for where in ("activate", "delayed"):
            no_trigger_card(fam, first, where)
        for how in ("enter", "deck-to-drop", "life-to-hand", "pooled", "opponent-life"):
            lost_mid_effect(fam, first, how)
    return fam.cases


def activate(card, skill=0, **kw):
    d = {"do": "activate", "card": card, "skill": skill}
    d.update(kw)
    return d


# ---- several cards by one instruction (0-2-10) -------------------------------------------------
def rest_and_stand_many(fam, first):
    s, tp, ntp = board(first)
    s.put(ntp, "battle", "B1")
    s.put(ntp, "battle", "B2")
    s.put(tp, "battle", "A")
    s.rest("A")
    s.put(tp, "battle", "S", skills=[act("main", {"rest": every("opponent"),
                                                  "stand": every("you")})])
    desc = " ".join([fam.quote("0-2-10"),
                     "%s's S: 「相手のバトルカードすべてをレストにし、自分のバトルカードすべてを"
                     "アクティブにする」, one instruction. %s's B1 and B2 are both rested, %s's "
                     "rested A stands (S, active already, is not made so again)." % (tp, ntp, tp)])
    fam.add("rest-two-stand-one-%s" % tp.lower(),
            "One instruction rests two cards and stands another (%s's skill)" % tp, desc,
            ["1-8-1-2", "1-8-1-1"], ["effects-depth"], s.setup(), [activate("S")],
            {"state": {ntp: {"battle": [{"card": "B1", "rested": True},
                                        {"card": "B2", "rested": True}]},
                       tp: {"battle": [{"card": "A", "rested": False},
                                       {"card": "S", "rested": False}]}},
             "events": [{"type": "rest", "card": "B1"}, {"type": "rest", "card": "B2"},
                        {"type": "stand", "card": "A"}]})


def rest_and_stand_short(fam, first):
    s, tp, ntp = board(first)
    s.put(ntp, "battle", "B1")
    s.put(tp, "battle", "S", skills=[act("main", {"rest": every("opponent"), "stand": {
        "choose": 1, "from": {"who": "you", "filter": {"rested": True}}}},
        {"if_not_done": [DRAW]})])
    dt = s.zones[tp]["deck"]
    desc = " ".join([fam.quote("13-15-1"),
                     "%s's S: 「相手のバトルカードすべてをレストにし、レストの自分のバトルカード1枚を"
                     "アクティブにする。そうしなかった場合、カード1枚を引く」. B1 is rested, but %s "
                     "has no rested battle card to stand: the instruction was not carried out in "
                     "full, %s draws %s." % (tp, tp, tp, dt[0])])
    fam.add("rest-and-stand-short-%s" % tp.lower(),
            "Rest and stand in one instruction, the stand impossible: 「そうしなかった場合」 (%s)"
            % tp, desc, ["13-15-1"], ["effects-depth"], s.setup(), [activate("S")],
            {"state": {ntp: {"battle": [{"card": "B1", "rested": True}]},
                       tp: {"hand": dt[:1]}}})


def look_none(fam, first):
    s, tp, ntp = board(first)
    s.put(tp, "battle", "S", skills=[act("main", {"look": "X"}, {"if_not_done": [MARK]})])
    desc = " ".join([fam.quote("13-5-2"), fam.quote("13-11-1"),
                     "%s's S: 「デッキの上から X 枚を見る。そうしなかった場合、エナジーマーカー1つを"
                     "置く」. %s decides X = 0: no card is looked at, the look was not done, a marker "
                     "is placed (the deck is shuffled, nothing having been moved, 13-11-3)."
                     % (tp, tp)])
    fam.add("look-x-zero-%s" % tp.lower(),
            "Looking at 0 cards is not done: 「そうしなかった場合」 (%s)" % tp, desc,
            ["13-15-1", "13-5-2"], ["effects-depth"], s.setup(),
            [activate("S"), {"choose": 0, "for": "number", "by": tp},
             {"random": list(s.zones[tp]["deck"]), "for": "shuffle"}],
            {"state": {tp: {"markers": 1}}})


def ki_to_several(fam, first):
    s, tp, ntp = board(first)
    s.put(tp, "battle", "A")
    s.put(tp, "battle", "S", skills=[act("main", {"ki": 1, "target": every("you")})])
    s.ki["A"] = 1
    desc = " ".join([fam.quote("5-12-1"),
                     "%s's S: 「自分のバトルカードすべての下に【気】を1つ置く」: A (【気】1 already) "
                     "and S each get one: A 2, S 1." % tp])
    fam.add("ki-to-two-battle-cards-%s" % tp.lower(),
            "【気】 given to every battle card of one's own (%s's skill)" % tp, desc,
            ["5-12-1", "1-12-1"], ["effects-depth"], s.setup(), [activate("S")],
            {"state": {tp: {"battle": [{"card": "A", "ki": 2}, {"card": "S", "ki": 1}]}}})


def ki_to_drop(fam, first):
    s, tp, ntp = board(first)
    s.put(tp, "drop", "X")
    s.put(tp, "battle", "S", skills=[act("main", {"ki": 1, "target": {"choose": 1, "from": {
        "who": "you", "zone": "drop"}}}, {"if_not_done": [DRAW]})])
    dt = s.zones[tp]["deck"]
    desc = " ".join([fam.quote("5-12-1"), fam.quote("1-12-4"),
                     "%s's S: 「自分のドロップのカード1枚の下に【気】を1つ置く。そうしなかった場合、"
                     "カード1枚を引く」: 【気】 is held by a card of the battle area, the leader area "
                     "or the combo area only (the vocabulary); X, in the drop, gets none: not done, "
                     "%s draws %s." % (
                         tp, tp, dt[0])])
    fam.add("ki-to-drop-card-%s" % tp.lower(),
            "【気】 for a card in the drop is not placed: 「そうしなかった場合」 (%s)" % tp, desc,
            ["13-15-1"], ["effects-depth"], s.setup(), [activate("S")],
            {"state": {tp: {"hand": dt[:1], "drop": ["X"]}}})


def permanent_over_both(fam, first):
    s, tp, ntp = board(first)
    lead_t = s.zones[tp]["leader"]
    s.cards[lead_t]["skills"] = [perm({"power": 1000, "target": {"all": {
        "who": "any", "zone": "battle"}}})]
    s.put(tp, "battle", "A")
    s.put(ntp, "battle", "B")
    desc = " ".join([fam.quote("13-1-2"),
                     "%s's leader: 【永続】「すべてのバトルカードのパワー+1000」: %s's A and %s's B "
                     "both read 2000." % (tp, tp, ntp)])
    fam.add("permanent-over-both-players-%s" % tp.lower(),
            "A 【永続】 over both players' battle cards (%s's leader)" % tp, desc,
            ["9-5-1"], ["effects-depth", "permanent"], s.setup(), [],
            {"state": {tp: {"battle": [{"card": "A", "power": 2000}]},
                       ntp: {"battle": [{"card": "B", "power": 2000}]}}})


def top_without_who(fam, first):
    s, tp, ntp = board(first)
    s.put(tp, "battle", "S", skills=[act("main", {"move": {"top": 1, "zone": "deck"},
                                                  "to": "drop"})])
    dt, dn = s.zones[tp]["deck"], s.zones[ntp]["deck"]
    desc = " ".join([fam.quote("0-3-2-2"),
                     "%s's S: 「デッキの上から1枚をドロップに置く」, no player named: the master's "
                     "own deck. %s's top card %s goes to the drop; %s's deck is untouched."
                     % (tp, tp, dt[0], ntp)])
    fam.add("top-card-own-deck-%s" % tp.lower(),
            "「デッキの上から1枚」 is the master's own deck (%s's skill)" % tp, desc,
            ["0-3-2-1"], ["effects-depth"], s.setup(), [activate("S")],
            {"state": {tp: {"deck": dt[1:], "drop": dt[:1]}, ntp: {"deck": dn, "drop": []}}})


def evolve_keyword_negated(fam, first):
    s, tp, ntp = board(first)
    s.put(tp, "battle", "A", power=3000)
    s.put(tp, "hand", "E", power=8000, cost={"total": 0},
          skills=[{"kind": "evolve", "cost": [], "onto": {"name": "A"}}])
    s.effect(ntp, negate="E", skills="keyword", until="turn")
    desc = " ".join([fam.quote("15-1-3"), fam.quote("9-1-2"),
                     "An effect of %s's negates the keyword skills of %s's E, in the hand: "
                     "its 【進化】 is one of them; declaring it onto A is rejected, E stays in the "
                     "hand." % (ntp, tp)])
    fam.add("evolve-keyword-negated-%s" % tp.lower(),
            "A 【進化】 whose keyword skills are negated cannot be declared (%s)" % tp, desc,
            ["9-1-2"], ["effects-depth", "negate", "evolve"], s.setup(),
            [activate("E", onto=["A"])],
            {"state": {tp: {"hand": ["E"], "battle": [{"card": "A", "under": []}]}},
             "rejections": [{"step": 0, "rule": "9-1-2"}]})


def extra_not_entering(fam, first):
    s, tp, ntp = board(first)
    s.put(tp, "hand", "X", type="extra")
    s.put(tp, "battle", "S", skills=[act("main", {"enter": {"choose": 1, "from": {
        "who": "you", "zone": "hand"}}}, {"if_not_done": [DRAW]})])
    dt = s.zones[tp]["deck"]
    desc = " ".join([fam.quote("5-5-1"), fam.quote("13-15-1"),
                     "%s's S: 「自分の手札のカード1枚を登場させる。そうしなかった場合、カード1枚を"
                     "引く」: the only card in the hand is X, an extra card without 【フィールド】: it "
                     "cannot enter, the entry is not made, so %s draws %s." % (tp, tp, dt[0])])
    fam.add("extra-card-not-entered-%s" % tp.lower(),
            "An extra card that is no Field is not entered: 「そうしなかった場合」 (%s)" % tp,
            desc, ["13-15-1", "0-2-4"], ["effects-depth"], s.setup(), [activate("S")],
            {"state": {tp: {"hand": ["X", dt[0]], "battle": [{"card": "S"}]}}})


def replacement_negated(fam, first):
    s, tp, ntp = board(first)
    s.put(ntp, "battle", "G", skills=[repl("ko", [{"move": "this", "to": "hand"}])])
    s.effect(tp, negate="G", until="turn")
    s.put(tp, "battle", "S", skills=[act("main", {"ko": {"choose": 1, "from": {
        "who": "opponent"}}})])
    desc = " ".join([fam.quote("9-1-2"),
                     "%s's G: 【永続】「このカードがKOされる場合、代わりに手札に戻す」, its skills "
                     "negated this turn by an effect of %s's. %s's S KOs G: the replacement "
                     "generates no effect, G goes to the drop." % (ntp, tp, tp)])
    fam.add("replacement-negated-%s" % ntp.lower(),
            "The replacement of a card whose skills are negated does not apply (%s's G)" % ntp,
            desc, ["9-1-2"], ["effects-depth", "replacement", "negate"], s.setup(),
            [activate("S")],
            {"state": {ntp: {"battle": [], "drop": ["G"], "hand": []}},
             "events": [{"type": "ko", "card": "G"}],
             "absent": [{"type": "replace", "card": "G"}]})


def two_replacements(fam, first):
    s, tp, ntp = board(first)
    lead_n = s.zones[ntp]["leader"]
    s.cards[lead_n]["skills"] = [repl("ko", [MARK], of={"all": {"who": "you",
                                                               "zone": "battle"}})]
    s.put(ntp, "battle", "G", skills=[repl("ko", [{"move": "this", "to": "hand"}])])
    s.put(tp, "battle", "S", skills=[act("main", {"ko": {"choose": 1, "from": {
        "who": "opponent"}}})])
    desc = " ".join([fam.quote("9-9-2"),
                     "%s's leader: 【永続】「自分のバトルカードがKOされる場合、代わりにエナジー"
                     "マーカー1つを置く」; %s's G: 【永続】「このカードがKOされる場合、代わりに手札に"
                     "戻す」. %s's S KOs G: two replacements apply to one event; %s, whose card it "
                     "is, chooses the leader's first: a marker, and G stays (the KO no longer "
                     "happens, G's own replacement has nothing to replace)." % (
                         ntp, ntp, tp, ntp)])
    fam.add("two-replacements-leader-first-%s" % ntp.lower(),
            "Two replacements of one KO: the leader's chosen first (%s's cards)" % ntp, desc,
            ["9-9-2", "9-9-1"], ["effects-depth", "replacement",
                                 fam.reading("FW-REPLACE-CHOOSER")], s.setup(),
            [activate("S"), {"choose": opt(lead_n, 0), "for": "replace", "by": ntp}],
            {"state": {ntp: {"battle": [{"card": "G"}], "hand": [], "markers": 1}},
             "events": [{"type": "replace", "card": lead_n, "skill": 0, "event": "ko"}],
             "absent": [{"type": "ko", "card": "G"}, {"type": "replace", "card": "G"}]})


def replacement_of_other_player(fam, first):
    s, tp, ntp = board(first)
    lead_t = s.zones[tp]["leader"]
    s.cards[lead_t]["skills"] = [repl("ko", [MARK], of={"all": {"who": "opponent",
                                                               "zone": "battle"}})]
    s.put(tp, "battle", "A")
    s.put(tp, "battle", "S", skills=[act("main", {"ko": {"choose": 1, "from": {
        "who": "you", "filter": {"other": True}}}})])
    desc = " ".join([fam.quote("9-9-1"),
                     "%s's leader: 【永続】「相手のバトルカードがKOされる場合、代わりにエナジー"
                     "マーカー1つを置く」. %s's S KOs A, a card of %s's own: the replacement does not "
                     "concern it, A goes to the drop, no marker." % (tp, tp, tp)])
    fam.add("replacement-of-opponents-cards-own-ko-%s" % tp.lower(),
            "A replacement of the opponent's cards and one's own card KO'd (%s)" % tp, desc,
            ["5-10-1", "13-1-2"], ["effects-depth", "replacement"], s.setup(), [activate("S")],
            {"state": {tp: {"battle": [{"card": "S"}], "drop": ["A"], "markers": 0}},
             "events": [{"type": "ko", "card": "A"}],
             "absent": [{"type": "replace"}]})


def done_first(fam, first, branch):
    s, tp, ntp = board(first)
    s.put(tp, "battle", "S", skills=[act("main", {branch: [MARK]}, DRAW)])
    dt = s.zones[tp]["deck"]
    done = branch == "if_done"
    desc = " ".join([fam.quote("13-14-1") if done else fam.quote("13-15-1"),
                     "%s's S: 【起動メイン】 whose effect begins with 「%s、エナジーマーカー1つを置く」, "
                     "then 「カード1枚を引く」: no instruction comes before it, nothing was left "
                     "undone (reading FW-IF-DONE-FIRST): %s." % (
                         tp, "そうした場合" if done else "そうしなかった場合",
                         "the marker is placed" if done else "no marker is placed")])
    fam.add("%s-first-%s" % (branch.replace("_", "-"), tp.lower()),
            "「%s」 with no instruction before it (%s)" % (
                "そうした場合" if done else "そうしなかった場合", tp), desc,
            ["13-14-1" if done else "13-15-1"],
            ["effects-depth", fam.reading("FW-IF-DONE-FIRST")], s.setup(), [activate("S")],
            {"state": {tp: {"markers": 1 if done else 0, "hand": dt[:1]}}})


# ---- triggers --------------------------------------------------------------------------------------
def move_trigger_card(fam, first):
    s, tp, ntp = board(first)
    lead_t = s.zones[tp]["leader"]
    s.cards[lead_t]["skills"] = [auto({"on": "move", "from": "hand", "to": "drop",
                                       "who": "you"}, {"move": "trigger-card", "to": "deck",
                                                       "at": "bottom"})]
    s.put(tp, "hand", "H")
    s.put(tp, "battle", "S", skills=[act("main", {"discard": {"choose": 1, "from": {
        "who": "you", "zone": "hand"}}})])
    dt = s.zones[tp]["deck"]
    desc = " ".join([fam.quote("9-6-7"),
                     "%s's leader: 【自動】「自分の手札のカードがドロップに置かれた時、そのカードを"
                     "デッキの下に置く」. %s's S discards H: the auto is pending and puts H, the card "
                     "now in the drop, at the bottom of the deck." % (tp, tp)])
    fam.add("move-trigger-card-%s" % tp.lower(),
            "「そのカード」 of a zone-move trigger is the card where it arrived (%s)" % tp, desc,
            ["9-6-7"], ["effects-depth", "trigger"], s.setup(), [activate("S")],
            {"state": {tp: {"hand": [], "drop": [], "deck": dt + ["H"]}},
             "events": [{"type": "pending", "card": lead_t, "skill": 0},
                        {"type": "move", "card": "H", "from": "%s:drop" % tp,
                         "to": "%s:deck" % tp}]})


def move_trigger_reads_new_zone(fam, first):
    s, tp, ntp = board(first)
    lead_t = s.zones[tp]["leader"]
    s.cards[lead_t]["skills"] = [
        perm({"power": 1000, "target": {"all": {"who": "you", "zone": "drop"}}}),
        auto({"on": "move", "from": "hand", "to": "drop", "who": "you"},
             {"if": {"power": "trigger-card", "min": 2000}, "then": [DRAW]})]
    s.put(tp, "hand", "H")
    s.put(tp, "battle", "S", skills=[act("main", {"discard": {"choose": 1, "from": {
        "who": "you", "zone": "hand"}}})])
    dt = s.zones[tp]["deck"]
    desc = " ".join([fam.quote("9-6-7-1-1"),
                     "%s's leader: 【永続】「自分のドロップのカードすべてのパワー+1000」 and 【自動】"
                     "「自分の手札のカードがドロップに置かれた時、そのカードのパワーが2000以上の場合、"
                     "カード1枚を引く」. %s's S discards H (1000): from a hidden zone to a public "
                     "one, the auto reads H as it is in the drop, 2000: %s draws %s." % (
                         tp, tp, tp, dt[0])])
    fam.add("move-trigger-reads-drop-%s" % tp.lower(),
            "A zone-move auto reads a card from the hand as it is in the drop (%s)" % tp, desc,
            ["9-6-7-1-1"], ["effects-depth", "trigger"], s.setup(), [activate("S")],
            {"state": {tp: {"hand": dt[:1], "drop": ["H"]}},
             "events": [{"type": "pending", "card": lead_t, "skill": 1},
                        {"type": "draw", "player": tp, "card": dt[0]}]})


def trigger_of_who(fam, first, who):
    s, tp, ntp = board(first)
    lead_n = s.zones[ntp]["leader"]
    s.cards[lead_n]["skills"] = [auto({"on": "enter", "of": {"who": who, "zone": "battle"}},
                                      MARK)]
    s.put(tp, "hand", "C", cost={"total": 0})
    meets = who == "opponent"
    desc = " ".join([fam.quote("1-3-6-3"),
                     "%s's leader: 【自動】「%sのバトルカードが登場した時、エナジーマーカー1つを"
                     "置く」. %s plays C: %s." % (
                         ntp, "相手" if meets else "自分", tp,
                         "a card of the opponent's: pending, %s places a marker" % ntp if meets
                         else "not a card of %s's own: nothing pending, no marker" % ntp)])
    ev = {"type": "pending", "card": lead_n, "skill": 0}
    fam.add("enter-of-%s-%s" % (who, ntp.lower()),
            "An entry auto of %s's cards and a card of %s's entering (%s's leader)" % (
                who, tp, ntp), desc, ["9-6-7-3"] + (["9-6-2"] if meets else []),
            ["effects-depth", "trigger"], s.setup(),
            [{"do": "play", "card": "C", "pay": []}],
            dict({"state": {ntp: {"markers": 1 if meets else 0}},
                  "events": [{"type": "enter", "card": "C"}] + ([ev] if meets else [])},
                 **({} if meets else {"absent": [ev]})))


def ki_of_named(fam, first):
    s, tp, ntp = board(first)
    s.put(tp, "battle", "A")
    s.ki["A"] = 1
    s.put(tp, "battle", "S", skills=[act("main", {"rest": {"choose": 1, "from": {
        "who": "you", "filter": {"other": True}}, "as": "it"}},
        {"if": {"ki": {"ref": "it"}, "min": 1}, "then": [DRAW]})])
    dt = s.zones[tp]["deck"]
    desc = " ".join([fam.quote("1-12-6"),
                     "%s's S: 「他の自分のバトルカード1枚をレストにする。そのカードの下に【気】が1つ"
                     "以上ある場合、カード1枚を引く」: A, the only other one, has 【気】1: rested, "
                     "and %s draws %s." % (tp, tp, dt[0])])
    fam.add("ki-of-named-card-%s" % tp.lower(),
            "A 【気】 condition over the card named earlier (%s)" % tp, desc,
            ["1-12-6"], ["effects-depth"], s.setup(), [activate("S")],
            {"state": {tp: {"hand": [dt[0]], "battle": [{"card": "A", "rested": True, "ki": 1},
                                                        {"card": "S"}]}}})


def this_in_drop(fam, first, what):
    s, tp, ntp = board(first)
    cond = {"power": "this", "min": 3000} if what == "power" else {"ki": "this", "min": 1}
    s.put(tp, "battle", "S", power=3000, skills=[act("main", {"if": cond, "then": [DRAW]},
                                                     cost=["drop-self"])])
    s.ki["S"] = 2
    dt = s.zones[tp]["deck"]
    desc = " ".join([fam.quote("13-1-6"), fam.quote("9-10-1"),
                     "%s's S (3000, 【気】2): 【起動メイン】 cost 「このカードをドロップに置く」: "
                     "「%s、カード1枚を引く」. As the effect resolves S is in the drop: "
                     "「このカード」 is S as it last was in the battle area, %s: the condition "
                     "holds, %s draws %s." % (
                         tp, "このカードのパワーが3000以上の場合" if what == "power"
                         else "このカードの下に【気】が1つ以上ある場合",
                         "power 3000" if what == "power" else "【気】2 (gone with the move, "
                         "1-12-4, but read as it last was)", tp, dt[0])])
    fam.add("this-in-drop-%s-%s" % (what, tp.lower()),
            "A %s condition over 「このカード」 put into the drop by the cost (%s)" % (what, tp),
            desc, ["9-10-1", "13-1-6"], ["effects-depth"], s.setup(),
            [activate("S")], {"state": {tp: {"drop": ["S"], "battle": [], "hand": dt[:1]}}})


def evolve_from_deck(fam, first):
    s, tp, ntp = board(first)
    dt = s.zones[tp]["deck"]
    target = dt[-1]
    s.cards[target] = {"power": 3000}
    s.put(tp, "hand", "E", power=8000, cost={"total": 0},
          skills=[{"kind": "evolve", "cost": [], "from": ["deck"], "onto": {"power_min": 3000}}])
    desc = " ".join([fam.quote("15-12-4-1"), fam.quote("15-12-4-1-1"),
                     "%s's E: 【進化】 onto a battle card of power 3000 or more, which may be chosen "
                     "in %s's deck. %s declares it onto %s, the bottom card of the deck (3000): "
                     "%s moves to the battle area first, then E enters on top of it; the deck "
                     "keeps its other cards." % (tp, tp, tp, target, target)])
    fam.add("evolve-from-deck-%s" % tp.lower(),
            "【進化】 onto a card chosen in the deck (%s)" % tp, desc,
            ["15-12-4-1", "15-12-4-1-1"], ["effects-depth", "evolve"], s.setup(),
            [activate("E", onto=[target])],
            {"state": {tp: {"hand": [], "deck": dt[:-1],
                            "battle": [{"card": "E", "under": [target], "power": 8000}]}},
             "events": [{"type": "move", "card": target, "from": "%s:deck" % tp,
                         "to": "%s:battle" % tp},
                        {"type": "enter", "card": "E", "how": "evolve"}]})


def control_read_together(fam, first):
    s, tp, ntp = board(first)
    lead_t = s.zones[tp]["leader"]
    s.cards[lead_t]["skills"] = [auto({"on": "move", "from": "battle", "who": "opponent",
                                       "filter": {"power_min": 3000}}, MARK)]
    s.put(ntp, "battle", "B1", skills=[perm({"power": 1000, "target": {"all": {
        "who": "you", "zone": "battle", "filter": {"other": True}}}})])
    s.put(ntp, "battle", "B2", power=2000)
    s.put(tp, "battle", "S", skills=[act("main", {"control": every("opponent")})])
    desc = " ".join([fam.quote("9-6-7-1-2"),
                     "%s's B1: 【永続】「他の自分のバトルカードのパワー+1000」; B2 (2000) reads 3000. "
                     "%s's leader: 【自動】「相手のバトルエリアのパワー3000以上のカードが移動した時、"
                     "エナジーマーカー1つを置く」. %s's S takes control of both at once (0-2-10): each "
                     "is read as it was in %s's battle area before either moved, B2 at 3000: the "
                     "auto is pending, one marker." % (ntp, tp, tp, ntp)])
    fam.add("control-two-read-before-%s" % tp.lower(),
            "Two cards taken at once, each read as before either moved (%s's skill)" % tp, desc,
            ["9-6-7-1-2", "0-2-10"], ["effects-depth", "trigger"], s.setup(), [activate("S")],
            {"state": {tp: {"markers": 1, "battle": [{"card": "S"}, {"card": "B1"},
                                                     {"card": "B2"}]}},
             "events": [{"type": "pending", "card": lead_t, "skill": 0}]})


def attack_card_gone(fam, first):
    s, tp, ntp = board(first)
    lead_n = s.zones[ntp]["leader"]
    s.put(tp, "battle", "A", power=3000)
    s.put(tp, "battle", "S", skills=[act("battle", {"move": "attack-card", "to": "hand"},
                                         {"move": "attack-card", "to": "drop"})])
    desc = " ".join([fam.quote("8-1-2"), fam.quote("3-1-4"),
                     "%s's A attacks %s's leader. In the offense step %s declares S's 【起動バトル】: "
                     "「アタックカードを手札に戻す。アタックカードをドロップに置く」. A goes to the "
                     "hand, a new card there (3-1-4): there is no attack card any more, so the "
                     "second instruction moves nothing, A stays in the hand." % (tp, ntp, tp)])
    fam.add("attack-card-gone-%s" % tp.lower(),
            "「アタックカード」 once the attacking card has left the battle area (%s)" % tp, desc,
            ["8-1-2", "3-1-4"], ["effects-depth", "battle"], s.setup(),
            [{"do": "attack", "card": "A", "target": lead_n}, activate("S")],
            {"state": {tp: {"hand": ["A"], "drop": [], "battle": [{"card": "S"}]}}})


def cancelled_auto(fam, first):
    s, tp, ntp = board(first)
    s.put(ntp, "battle", "W", skills=[auto({"on": "move", "to": "battle", "who": "opponent"},
                                           DRAW, cost=[{"ki": 1}])])
    s.put(tp, "hand", "C", cost={"total": 0})
    desc = " ".join([fam.quote("9-6-3-2"), fam.quote("0-3-16"),
                     "%s's W: 【自動】「相手のバトルエリアにカードが置かれた時、カード1枚を引く」 with "
                     "the skill cost 「このカードの【気】を1つ取り除く」; W has no 【気】. %s plays C: "
                     "the auto is pending, but taken up it cannot be declared (its cost cannot be "
                     "paid, 1-4-6): it is cancelled, its activation having failed (a `fail` event), "
                     "and nothing is drawn." % (ntp, tp)])
    fam.add("cancelled-auto-fails-%s" % ntp.lower(),
            "A pending auto that cannot be declared is cancelled: a failure (%s's W)" % ntp, desc,
            ["9-6-3-2", "1-4-6"], ["effects-depth", "autos"], s.setup(),
            [{"do": "play", "card": "C", "pay": []}],
            {"state": {ntp: {"hand": []}},
             "events": [{"type": "pending", "card": "W", "skill": 0},
                        {"type": "fail", "card": "W", "skill": 0}],
             "absent": [{"type": "activate", "card": "W"}]})


def turn_end_under_stack(fam, first):
    s, tp, ntp = board(first)
    s.at = "end"
    s.put(tp, "battle", "A")
    s.stack("A", "U", skills=[auto({"on": "turn-end", "whose": "your"}, MARK)])
    dn = s.zones[ntp]["deck"]
    desc = " ".join([fam.quote("16-2-2"),
                     "%s's U, under A, has 【自動】「自分のターン終了時、エナジーマーカー1つを置く」: "
                     "under a card its skills are invalid. The run begins at %s's end phase: the "
                     "auto is never pending, no marker, and no turn-end auto is left to restart the "
                     "end phase (7-4-4): %s's turn follows, %s draws %s." % (
                         tp, tp, ntp, ntp, dn[0])])
    fam.add("turn-end-under-stack-%s" % tp.lower(),
            "A turn-end auto of a card under another: invalid, the end phase ends (%s)" % tp,
            desc, ["16-2-2"], ["effects-depth", "stacks"], s.setup(),
            [{"choose": None, "for": "charge", "by": ntp}],
            {"state": {"result": None, "turn": {"player": ntp, "phase": "main"},
                       tp: {"markers": 0, "battle": [{"card": "A", "under": ["U"]}]},
                       ntp: {"hand": dn[:1]}},
             "absent": [{"type": "pending", "card": "U"}]})


def next_turn_effect_ends(fam, first):
    s, tp, ntp = board(first)
    s.put(tp, "battle", "A")
    s.effect(tp, power=1000, target="A", until="your-next-turn")
    script = [{"do": "pass"}, {"choose": None, "for": "charge", "by": ntp},
              {"do": "pass", "by": ntp}, {"choose": None, "for": "charge", "by": tp},
              {"do": "pass"}, {"choose": None, "for": "charge", "by": ntp}]
    desc = " ".join([fam.quote("7-4-5"),
                     "An effect of %s's, made in turn 3: 「次の自分のターン中、A のパワー+1000」. "
                     "It applies in turn 5, %s's next turn, and ends with it: in turn 6, %s's, A "
                     "reads 1000 again." % (tp, tp, ntp)])
    fam.add("next-turn-effect-ends-%s" % tp.lower(),
            "「次の自分のターン中」 ends with that turn (%s's effect)" % tp, desc,
            ["7-4-5"], ["effects-depth", "durations"], s.setup(), script,
            {"state": {"turn": {"number": 6, "player": ntp, "phase": "main"},
                       tp: {"battle": [{"card": "A", "power": 1000}]}}})


def no_trigger_card(fam, first, where):
    s = Scene(first=first, turn=3)
    tp = s.turn_player
    # G, an active battle card, before every other card of the setup
    s.put(tp, "battle", "G")
    for p in PLAYERS:
        s.leader(p)
        s.fill(p, "deck", 5, "D")
        s.fill(p, "life", 8, "T")
    dt = s.zones[tp]["deck"]
    rest = [{"rest": "trigger-card"}, {"if_not_done": [DRAW]}]
    if where == "activate":
        s.put(tp, "battle", "S", skills=[act("main", *rest)])
        script = [activate("S")]
        what = "S's 【起動メイン】"
        state = {"turn": {"phase": "main"}, tp: {"hand": dt[:1], "battle": [
            {"card": "G", "rested": False}, {"card": "S", "rested": False}]}}
    else:
        s.put(tp, "battle", "S", skills=[act("main", {"delayed": {"on": "turn-end",
                                                                  "whose": "your"},
                                                      "effect": rest})])
        script = [activate("S"), {"do": "pass"},
                  {"choose": None, "for": "charge", "by": other(tp)}]
        what = "the delayed effect S's 【起動メイン】 creates for 「このターンの終了時」, triggered by " \
               "the start of the end phase, no card's event,"
        state = {tp: {"hand": dt[:1], "battle": [{"card": "G", "rested": False},
                                                 {"card": "S", "rested": False}]}}
    desc = " ".join([fam.quote("0-2-4"),
                     "「そのカードをレストにする。そうしなかった場合、カード1枚を引く」 in %s: "
                     "no card's event made it happen, 「そのカード」 designates no card: nothing "
                     "is rested (G, the setup's first card, stays active) and %s draws %s."
                     % (what, tp, dt[0])])
    fam.add("no-trigger-card-%s-%s" % (where, tp.lower()),
            "「そのカード」 of a trigger where no event named a card (%s, %s)" % (where, tp),
            desc, ["13-15-1"] + (["1-5-2-1-1"] if where == "delayed" else []),
            ["effects-depth"], s.setup(), script,
            {"state": state, "absent": [{"type": "rest", "card": "G"}]})


# ---- the game lost in the middle of an effect (14-2-1) ---------------------------------------------
def lost_mid_effect(fam, first, how):
    deck = (1, 5) if how in ("enter", "deck-to-drop") else (5, 5)
    life = (1, 8) if how in ("life-to-hand", "pooled") else (8, 8)
    if how == "opponent-life":
        life = (8, 1)
    if first == "P2":    # turn 3 is the first player's; the sizes are listed P1's, then P2's
        deck, life = deck[::-1], life[::-1]
    s, tp, ntp = board(first, deck=deck, life=life)
    loser = ntp if how == "opponent-life" else tp
    if how == "enter":
        first_ins = {"enter": {"top": 1, "zone": "deck"}}
        what = "enters the only card of %s's deck: the deck is empty" % tp
    elif how == "deck-to-drop":
        first_ins = {"move": {"top": 1, "zone": "deck"}, "to": "drop"}
        what = "puts the only card of %s's deck into the drop" % tp
    elif how == "life-to-hand":
        first_ins = {"life_to_hand": 1}
        what = "puts %s's only life card into the hand" % tp
    elif how == "pooled":
        s.put(tp, "hand", "H")
        first_ins = {"move": {"choose": 2, "from": [{"who": "you", "zone": "hand"},
                                                    {"who": "you", "zone": "life"}]},
                     "to": "drop"}
        what = "puts H, the only hand card, and the only life card of %s's into the drop " \
               "together" % tp
    else:
        first_ins = {"move": {"top": 1, "who": "opponent", "zone": "life"}, "to": "drop"}
        what = "puts %s's only life card into the drop" % ntp
    s.put(tp, "battle", "S", skills=[act("main", first_ins, MARK)])
    script = [activate("S")]
    if how == "pooled":
        script += [{"choose": ["H", s.zones[tp]["life"][0]], "for": "target", "by": tp},
                   {"choose": ["H", s.zones[tp]["life"][0]], "for": "order", "by": tp}]
    desc = " ".join([fam.quote("14-2-1"), fam.quote("14-2-2"),
                     "%s's S: %s, then 「エナジーマーカー1つを置く」. The first instruction %s: "
                     "%s meets a defeat condition the moment it happens and loses; the game is over, "
                     "no marker is placed." % (tp, how, what, loser)])
    clause = "14-2-2-2" if how in ("enter", "deck-to-drop") else "14-2-2-1"
    fam.add("lost-mid-effect-%s-%s" % (how, tp.lower()),
            "The game lost in the middle of %s's effect (%s): nothing after it" % (tp, how), desc,
            ["14-2-1", "14-2-2", clause], ["effects-depth", "defeat"], s.setup(), script,
            {"state": {"result": {"winner": other(loser)}, tp: {"markers": 0}},
             "events": [{"type": "rule", "process": "14-2"}, {"type": "lose", "player": loser},
                        {"type": "game-end", "winner": other(loser)}]})
