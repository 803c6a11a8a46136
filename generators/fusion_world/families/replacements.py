"""Family `replacements`: replacement effects (1-5-2-3, 9-9).  The replaced event does not happen
at all (9-9-1, 9-9-1-1): no KO, no KO autos, no damage, no draw; it is not a failure (0-3-16).  An
optional replacement is taken or declined by its master, and cannot apply when it cannot be
carried out (9-9-3); with two, the affected card's master chooses the one applied first (9-9-2,
9-9-2-1, FW-REPLACE-CHOOSER); a replacement applies at most once to one event, even to the event
that replaces it (9-9-2-3).  Events: a KO in battle and by an effect, leaving the battle area,
damage in battle and by an effect, draws (7-2-9 and an effect's), a move.  Both players.
"""

from . import Family
from ..model.table import other
from .lang import act, auto, draw, opt, repl
from .scene import standard, leaders_board

REST_ONE = {"rest": {"choose": 1, "from": {"who": "you", "zone": "energy",
                                           "filter": {"rested": False}}}}


def generate(ctx):
    fam = Family(ctx, __name__)
    for first in ("P1", "P2"):
        for how in ("battle", "effect"):
            for variant in ("applied", "declined", "impossible"):
                optional_ko(fam, first, how, variant)
        for pick in (0, 1):
            two(fam, first, pick)
        once_per_event(fam, first)
        for variant in ("battle", "effect-applied", "effect-impossible"):
            damage(fam, first, variant)
        for variant in ("charge", "effect"):
            draws(fam, first, variant)
        move_replaced(fam, first)
        for pick in ("leader", "card"):
            two_draw(fam, first, pick)
        for where in ("battle", "removed"):
            holder_gone(fam, first, where)
    return fam.cases


def holder_gone(fam, first, where):
    """A replacement is a 【永続】's: it applies while its card is where the skill is valid; once
    the card is removed from the game (13-9) its replacement no longer applies."""
    s, tp, ntp, lead_t, lead_n = board(first)
    s.put(tp, "battle", "R", skills=[repl("draw", [{"markers": 1}])])
    s.put(tp, "battle", "S", skills=[act("main", {"remove": {"choose": 1, "from": {
        "who": "you", "filter": {"name": "R"}}}}), act("main", draw())])
    deck = s.zones[tp]["deck"]
    script = ([{"do": "activate", "card": "S", "skill": 0}] if where == "removed" else []) + \
        [{"do": "activate", "card": "S", "skill": 1}]
    gone = where == "removed"
    desc = " ".join([fam.quote("9-9-1"),
                     "%s's R has 【永続】「自分がカードを引く場合、代わりにエナジーマーカー1つを置く」.%s "
                     "S's 「カード1枚を引く」: %s." % (
                         tp, " S removes R from the game first." if gone else "",
                         "R's replacement is gone with it: %s draws %s" % (tp, deck[0]) if gone
                         else "a marker is placed instead, nothing drawn")])
    expect = {"state": {tp: {"hand": deck[:1] if gone else [], "markers": 0 if gone else 1}}}
    if gone:
        expect["absent"] = [{"type": "replace"}]
    else:
        expect["events"] = [{"type": "replace", "card": "R", "skill": 0, "event": "draw"}]
    fam.add("holder-%s-%s" % (where, tp.lower()),
            "A replacement whose card is %s (%s)" % (
                "removed from the game" if gone else "in the battle area", tp), desc,
            ["13-9-1"] if gone else ["9-9-1"], ["replacement", "draw"], s.setup(), script,
            expect)


board = leaders_board


def optional_ko(fam, first, how, variant):
    s, tp, ntp, lead_t, lead_n = board(first)
    s.put(ntp, "battle", "G", power=3000,
          skills=[repl("ko", [REST_ONE], optional=True), auto("ko", draw())])
    s.put(ntp, "energy", "PE1")
    if variant == "impossible":
        s.rest("PE1")
    if how == "battle":
        s.put(tp, "battle", "A", power=3000)
        s.rest("G")
        script = [{"do": "attack", "card": "A", "target": "G"}, {"do": "pass"},
                  {"do": "pass", "by": ntp}]
    else:
        s.put(tp, "battle", "S", skills=[act("main", {"ko": {"choose": 1, "from": {
            "who": "opponent"}}})])
        script = [{"do": "activate", "card": "S", "skill": 0}]
    if variant != "impossible":
        script.append({"choose": variant == "applied", "for": "replace", "by": ntp})
    dn = s.zones[ntp]["deck"]
    if variant == "applied":
        state = {ntp: {"battle": [{"card": "G"}], "drop": [], "hand": [],
                       "energy": [{"card": "PE1", "rested": True}]}}
        events = [{"type": "replace", "card": "G", "skill": 0, "event": "ko"},
                  {"type": "rest", "card": "PE1"}]
        clauses = ["9-9-1", "9-9-1-1", "9-9-3", "0-3-16", "1-5-2-3", "13-1-3"]
        what = "%s applies it: PE1, the card of its energy area, rests instead and G stays; there was no KO, so G's 【KO時】 " \
               "does not trigger (nothing drawn); the replaced KO is not a failure" % ntp
    else:
        state = {ntp: {"battle": [], "drop": ["G"], "hand": dn[:1],
                       "energy": [{"card": "PE1", "rested": variant == "impossible"}]}}
        events = [{"type": "ko", "card": "G"},
                  {"type": "activate", "card": "G", "skill": 1},
                  {"type": "draw", "player": ntp, "card": dn[0]}]
        clauses = ["9-9-3"]
        what = ("%s declines it" % ntp if variant == "declined" else
                "PE1 is rested: the replacement cannot be carried out, so it cannot apply and "
                "no choice is asked") + ": G is KO'd and its 【KO時】 draws %s" % dn[0]
    desc = " ".join([fam.quote("9-9-3"), fam.quote("9-9-1-1") if variant == "applied" else "",
                     fam.quote("13-1-3") if variant == "applied" else "",
                     "%s's G (3000) has 【永続】「このカードがKOされる場合、代わりに自分のアクティブの"
                     "エナジー1枚をレストにしてもよい」 and 【KO時】「カード1枚を引く」. %s; %s." % (
                         ntp, "A (3000) attacks the rested G: 3000 ≥ 3000 would KO it "
                              "(8-4-6-2-1)" if how == "battle" else
                         "%s's S would KO G (5-10-1)" % tp, what)])
    fam.add("optional-ko-%s-%s-%s" % (how, variant, ntp.lower()),
            "Optional KO replacement %s (%s, %s's card)" % (variant, how, ntp),
            desc.replace("  ", " "), clauses,
            ["replacement", fam.reading("FW-REPLACE-CHOOSER")] +
            ([fam.reading("FW-BATTLE-KO-NOT-EFFECT")] if how == "battle" else []),
            s.setup(), script, {"state": state, "events": events})


def two(fam, first, pick):
    s, tp, ntp, lead_t, lead_n = board(first)
    s.put(ntp, "battle", "G", power=3000,
          skills=[repl("ko", [REST_ONE], optional=True),
                  repl("ko", [{"move": "this", "to": "hand"}]), auto("ko", draw())])
    s.put(ntp, "energy", "PE1")
    s.put(tp, "battle", "S", skills=[act("main", {"ko": {"choose": 1, "from": {
        "who": "opponent"}}})])
    script = [{"do": "activate", "card": "S", "skill": 0},
              {"choose": opt("G", pick), "for": "replace", "by": ntp}]
    if pick == 0:
        state = {ntp: {"battle": [{"card": "G"}], "hand": [],
                       "energy": [{"card": "PE1", "rested": True}]}}
        what = "%s applies the optional one (0): PE1 rests; the KO no longer happens, so 1 " \
               "does not apply; G stays" % ntp
    else:
        state = {ntp: {"battle": [], "hand": ["G"], "drop": [],
                       "energy": [{"card": "PE1", "rested": False}]}}
        what = "%s applies 1: G returns to the hand instead; 0 no longer applies, PE1 stays " \
               "active; no KO, no 【KO時】" % ntp
    desc = " ".join([fam.quote("9-9-2"), fam.quote("9-9-2-1"),
                     "%s's G has two replacements of its KO: 0 「代わりにアクティブのエナジー1枚をレスト"
                     "にしてもよい」, 1 「代わりにこのカードを手札に戻す」. %s's S would KO G: %s, G's "
                     "master, chooses which applies first; %s." % (ntp, tp, ntp, what)])
    fam.add("two-replacements-pick-%d-%s" % (pick, ntp.lower()),
            "Two replacements of one KO: %s applies %d (%s's card)" % (ntp, pick, ntp), desc,
            ["9-9-2", "9-9-2-1", "9-9-1"], ["replacement", fam.reading("FW-REPLACE-CHOOSER")],
            s.setup(), script,
            {"state": state,
             "events": [{"type": "replace", "card": "G", "skill": pick, "event": "ko"}]})


def once_per_event(fam, first):
    s, tp, ntp, lead_t, lead_n = board(first)
    s.put(ntp, "battle", "G", power=3000,
          skills=[repl("leave", [{"move": "this", "to": "hand"}]), auto("ko", draw())])
    s.put(tp, "battle", "S", skills=[act("main", {"ko": {"choose": 1, "from": {
        "who": "opponent"}}})])
    script = [{"do": "activate", "card": "S", "skill": 0}]
    desc = " ".join([fam.quote("9-9-2-3"),
                     "%s's G has 【永続】「このカードがバトルエリアを離れる場合、代わりにこのカードを手札"
                     "に戻す」. %s's S KOs G: the KO (leaving the battle area) is replaced by a return "
                     "to the hand, itself a leaving of the battle area; the replacement has "
                     "already "
                     "applied to this event and does not apply again, so G goes to the hand (no "
                     "KO, no 【KO時】)." % (ntp, tp)])
    fam.add("once-per-event-%s" % ntp.lower(), "A replacement applies once to one event (%s's "
            "card)" % ntp, desc, ["9-9-2-3", "9-9-1"], ["replacement"], s.setup(), script,
            {"state": {ntp: {"battle": [], "hand": ["G"], "drop": []}},
             "events": [{"type": "replace", "card": "G", "skill": 0, "event": "leave"},
                        {"type": "move", "card": "G", "from": "%s:battle" % ntp,
                         "to": "%s:hand" % ntp}]})


def damage(fam, first, variant):
    s, tp, ntp, lead_t, lead_n = board(first)
    life = s.zones[ntp]["life"]
    if variant == "battle":
        s.cards[lead_n]["skills"] = [repl("damage", [{"markers": 2}])]
        s.put(tp, "battle", "A", power=6000, skills=[auto("damage-dealt", draw())])
        script = [{"do": "attack", "card": "A", "target": lead_n}, {"do": "pass"},
                  {"do": "pass", "by": ntp}]
        state = {ntp: {"life": life, "markers": 2}, tp: {"hand": []}}
        events = [{"type": "compare", "attack": 6000, "guard": 5000},
                  {"type": "checkpoint", "at": "8-4-6-1-1"},
                  {"type": "replace", "card": lead_n, "skill": 0, "event": "damage"},
                  {"type": "checkpoint", "at": "8-4-8"}]
        what = ("A (6000) attacks: the 1 damage 8-4-6-1-1-1 would deal is replaced by two "
                "markers; no damage was dealt, so A's 「ダメージを与えた時」 does not trigger and %s "
                "keeps its %d life" % (ntp, len(life)))
        clauses = ["9-9-1", "9-9-1-1", "8-4-6-1-1-1"]
    else:
        s.cards[lead_n]["skills"] = [repl("damage", [{"discard": {"choose": 1, "from": {
            "who": "you", "zone": "hand"}}}], optional=True)]
        s.put(tp, "battle", "S", skills=[act("main", {"damage": 1, "who": "opponent"})])
        if variant == "effect-applied":
            s.put(ntp, "hand", "H")
        script = [{"do": "activate", "card": "S", "skill": 0}]
        if variant == "effect-applied":
            script.append({"choose": True, "for": "replace", "by": ntp})
            state = {ntp: {"life": life, "hand": [], "drop": ["H"]}}
            events = [{"type": "replace", "card": lead_n, "skill": 0, "event": "damage"},
                      {"type": "move", "card": "H", "from": "%s:hand" % ntp,
                       "to": "%s:drop" % ntp}]
            what = "%s discards H instead: no damage, no life moves" % ntp
            clauses = ["9-9-3", "9-9-1", "13-7-1"]
        else:
            state = {ntp: {"life": life[1:], "hand": life[:1]}}
            events = [{"type": "damage", "player": ntp, "amount": 1, "source": "S"},
                      {"type": "checkpoint", "at": "7-3-3"},
                      {"type": "move", "card": life[0], "from": "%s:life" % ntp,
                       "to": "%s:hand" % ntp, "cause": "damage"}]
            what = "%s's hand is empty: the discard cannot be carried out, the replacement " \
                   "cannot apply and no choice is asked; the damage is dealt and processed at " \
                   "7-3-3 (14-3)" % ntp
            clauses = ["9-9-3", "5-8-1", "14-3-2"]
    desc = " ".join([fam.quote(clauses[0]),
                     "%s's leader has 【永続】「自分がダメージを受ける場合、代わりに%s」. %s." % (
                         ntp, "エナジーマーカー2つを置く" if variant == "battle" else
                         "手札を1枚捨ててもよい", what)])
    fam.add("damage-%s-%s" % (variant, ntp.lower()), "Damage replaced: %s (%s)" % (
                variant.replace("-", " "), ntp), desc, clauses,
            ["replacement", "damage", fam.reading("FW-DAMAGE-TIMING")] +
            ([fam.reading("FW-DANGLING-REF")] if variant == "battle" else []),
            s.setup(), script, {"state": state, "events": events})


def draws(fam, first, variant):
    if variant == "charge":
        s = standard(first=first, turn=3, at="charge")
    else:
        s = standard(first=first, turn=3)
    tp = s.turn_player
    lead_t = s.zones[tp]["leader"]
    s.cards[lead_t]["skills"] = [repl("draw", [{"markers": 1}])]
    deck = s.zones[tp]["deck"]
    if variant == "charge":
        script = []
        what = "its draw of 7-2-9 places a marker instead: the deck stays %d cards, the hand " \
               "stays empty and no charge choice is asked (7-2-11: an empty hand)" % len(deck)
        markers, clauses = 1, ["9-9-1", "7-2-9"]
    else:
        s.put(tp, "battle", "S", skills=[act("main", draw(2))])
        script = [{"do": "activate", "card": "S", "skill": 0}]
        what = "S's 「カード2枚を引く」 is two draws of one card (5-1-3): each is replaced, two " \
               "markers, no card drawn"
        markers, clauses = 2, ["9-9-1", "5-1-3"]
    desc = " ".join([fam.quote("9-9-1"),
                     "%s's leader has 【永続】「自分がカードを引く場合、代わりにエナジーマーカー1つを"
                     "置く」: %s." % (tp, what)])
    fam.add("draw-%s-%s" % (variant, tp.lower()), "Draws replaced (%s, %s)" % (variant, tp),
            desc, clauses, ["replacement", "draw"], s.setup(), script,
            {"state": {tp: {"deck": deck, "hand": [], "markers": markers},
                       "turn": {"phase": "main"}},
             "events": [{"type": "replace", "card": lead_t, "skill": 0, "event": "draw"}] *
             markers})


def move_replaced(fam, first):
    s, tp, ntp, lead_t, lead_n = board(first)
    s.put(ntp, "battle", "G", power=3000, skills=[repl("move", [{"rest": "this"}])])
    s.put(tp, "battle", "S", skills=[act("main", {"move": {"choose": 1, "from": {
        "who": "opponent"}}, "to": "hand"})])
    script = [{"do": "activate", "card": "S", "skill": 0}]
    desc = " ".join([fam.quote("1-5-2-3"),
                     "%s's G has 【永続】「このカードが移動する場合、代わりにこのカードをレストにする」; "
                     "%s's S returns it to the hand: G rests instead and stays." % (ntp, tp)])
    fam.add("move-%s" % ntp.lower(), "A move replaced (%s's card)" % ntp, desc,
            ["1-5-2-3", "9-9-1"], ["replacement"], s.setup(), script,
            {"state": {ntp: {"battle": [{"card": "G", "rested": True}], "hand": []}},
             "events": [{"type": "replace", "card": "G", "skill": 0, "event": "move"},
                        {"type": "rest", "card": "G"}]})


def two_draw(fam, first, pick):
    """9-9-2-2: two replacements of one draw, chosen by the player who draws."""
    s, tp, ntp, lead_t, lead_n = board(first)
    s.cards[lead_t]["skills"] = [repl("draw", [{"markers": 1}])]
    s.put(tp, "battle", "R", skills=[repl("draw", [{"ki": 1, "target": "this"}], of="this")])
    s.put(tp, "battle", "S", skills=[act("main", draw())])
    chosen = opt(lead_t, 0) if pick == "leader" else opt("R", 0)
    script = [{"do": "activate", "card": "S", "skill": 0},
              {"choose": chosen, "for": "replace", "by": tp}]
    deck = s.zones[tp]["deck"]
    desc = " ".join([fam.quote("9-9-2-2"),
                     "%s's leader: 「自分がカードを引く場合、代わりにエナジーマーカー1つを置く」; R: "
                     "「自分がカードを引く場合、代わりにこのカードの【気】+1」. S draws 1: both apply; "
                     "the draw is %s's action, so %s chooses (FW-REPLACE-CHOOSER): %s; the draw no "
                     "longer happens and the other does not apply." % (
                         tp, tp, tp, "the leader's (a marker)" if pick == "leader" else
                         "R's (【気】1)")])
    fam.add("two-draw-%s-%s" % (pick, tp.lower()), "Two replacements of a draw, chosen by the "
            "drawer (%s)" % tp, desc, ["9-9-2-2", "9-9-2"],
            ["replacement", "draw", fam.reading("FW-REPLACE-CHOOSER")], s.setup(), script,
            {"state": {tp: {"deck": deck, "hand": [], "markers": 1 if pick == "leader" else 0,
                            "battle": [{"card": "R", "ki": 0 if pick == "leader" else 1},
                                       {"card": "S"}]}},
             "events": [{"type": "replace", "card": chosen["card"], "skill": 0,
                         "event": "draw"}]})
