"""Family `templates`: the standard phrases of chapter 13 written in the effect language.  「以下から
N選ぶ」 (13-2: the options chosen, in the order chosen), 捨てる (13-7), コントロールを得る (13-8:
orientation and effects kept, the card's owner unchanged for 3-1-6-1, not an entry,
FW-MASTER-CHANGE), ゲームから取り除く (13-9, a card leaving its zone, 13-9-4), 公開する (13-10),
非公開領域を見る (13-11: the deck shuffled after a look unless the skill moves the cards looked at, 13-11-3), 飛ばす (13-12), そうした場合
/ そうしなかった場合 (13-14, 13-15, with 0-2-4-1), “” (13-16: a granted skill), 戦闘でKOされない
(13-17), the default target of an instruction (13-1-1).  Both players.
"""

from . import Family
from ..model.table import other
from .lang import act, auto, draw
from .scene import standard, leaders_board

MILL = {"move": {"top": 1, "who": "you", "zone": "deck"}, "to": "drop"}
OPTIONS = [[MILL], [draw()], [{"markers": 1}]]


def generate(ctx):
    fam = Family(ctx, __name__)
    for first in ("P1", "P2"):
        for count, pick, n_opts in ((1, [0], 3), (1, [1], 3), (1, [2], 3), (2, [0, 1], 3),
                                    (2, [1, 0], 3), (2, [2, 0], 3), (2, [1, 0], 2)):
            options(fam, first, count, pick, n_opts)
        for whose in ("you", "opponent"):
            discard(fam, first, whose)
        for then_ko in (False, True):
            control(fam, first, then_ko)
        remove(fam, first)
        reveal(fam, first)
        for moves in (False, True):
            look(fam, first, moves)
        for what in ("opponent-main", "own-end", "each-end"):
            skip(fam, first, what)
        for step in ("offense", "defense", "damage"):
            skip_step(fam, first, step)
        for variant in ("done", "not-done", "already-rested"):
            if_done(fam, first, variant)
        for kind in ("permanent", "activate"):
            grant(fam, first, kind)
        for skill_ko in (False, True):
            not_ko_in_battle(fam, first, skill_ko)
        for matches, pick in ((1, 1), (2, 1), (1, 0), (0, 0)):
            search(fam, first, matches, pick)
    return fam.cases


board = leaders_board


def options(fam, first, count, pick, n_opts):
    s, tp, ntp, lead_t, lead_n = board(first)
    opts = OPTIONS[:n_opts]
    s.put(tp, "battle", "S", skills=[act("main", {"choose_options": opts, "count": count})])
    deck = s.zones[tp]["deck"]
    script = [{"do": "activate", "card": "S", "skill": 0},
              {"choose": pick, "for": "option", "by": tp}]
    hand, drop, markers, pos = [], [], 0, 0
    for i in pick:
        if i == 0:
            drop.insert(0, deck[pos])
            pos += 1
        elif i == 1:
            hand.append(deck[pos])
            pos += 1
        else:
            markers += 1
    names = ["デッキの上から1枚をドロップに置く", "カード1枚を引く", "エナジーマーカー1つを置く"]
    clauses = ["13-2-1"] + (["13-2-3"] if count >= 2 else [])
    desc = " ".join([fam.quote("13-2-1")] + ([fam.quote("13-2-3")] if count >= 2 else []) +
                    ["%s's S: 「以下から%d選ぶ。%s」. %s chooses %s%s: hand %s, drop %s, %d "
                     "marker%s." % (tp, count, "".join("・" + names[i] for i in range(n_opts)), tp,
                                    ", ".join(str(i) for i in pick),
                                    " in that order" if count >= 2 else "",
                                    hand or "unchanged", drop or "unchanged", markers,
                                    "" if markers == 1 else "s")])
    fam.add("options-%d-of-%d-%s-%s" % (count, n_opts, "".join(str(i) for i in pick),
                                        tp.lower()),
            "「以下から%d選ぶ」: %s (%s)" % (count, pick, tp), desc, clauses, ["templates"],
            s.setup(), script,
            {"state": {tp: {"hand": hand, "drop": drop, "markers": markers,
                            "deck": deck[pos:]}}})


def discard(fam, first, whose):
    s, tp, ntp, lead_t, lead_n = board(first)
    side = tp if whose == "you" else ntp
    s.put(side, "hand", "H1")
    s.put(side, "hand", "H2")
    s.put(tp, "battle", "S", skills=[act("main", {"discard": {"choose": 1, "from": {
        "who": whose, "zone": "hand"}}})])
    script = [{"do": "activate", "card": "S", "skill": 0},
              {"choose": ["H2"], "for": "target", "by": tp}]
    desc = " ".join([fam.quote("13-7-1"),
                     "%s's S: 「%s手札を1枚選び、捨てる」: %s chooses H2 of %s's hand; it goes to its "
                     "owner's drop." % (tp, "自分の" if whose == "you" else "相手の", tp, side)])
    fam.add("discard-%s-%s" % (whose, tp.lower()), "捨てる: a card of %s's hand (%s's skill)" % (
                side, tp), desc, ["13-7-1", "5-2-3"], ["templates"], s.setup(), script,
            {"state": {side: {"hand": ["H1"], "drop": ["H2"]}},
             "events": [{"type": "move", "card": "H2", "from": "%s:hand" % side,
                         "to": "%s:drop" % side}]})


def control(fam, first, then_ko):
    s, tp, ntp, lead_t, lead_n = board(first)
    s.put(ntp, "battle", "G", power=2000)
    s.rest("G")
    s.effect(ntp, power=2000, target="G", until="turn")
    s.cards[lead_t]["skills"] = [auto({"on": "enter", "of": {"who": "you"}}, draw())]
    s.put(tp, "battle", "S", skills=[act("main", {"control": {"choose": 1, "from": {
        "who": "opponent"}}}), act("main", {"ko": {"choose": 1, "from": {
            "who": "you", "filter": {"name": "G"}}}})])
    script = [{"do": "activate", "card": "S", "skill": 0}]
    if then_ko:
        script.append({"do": "activate", "card": "S", "skill": 1})
        state = {tp: {"battle": [{"card": "S"}], "drop": [], "hand": []},
                 ntp: {"battle": [], "drop": ["G"]}}
        events = [{"type": "ko", "card": "G"},
                  {"type": "move", "card": "G", "from": "%s:battle" % tp,
                   "to": "%s:drop" % ntp, "cause": "ko"}]
        clauses = ["13-8-1", "3-1-6-1", "0-2-2-2"]
        what = "then S's other skill KOs G, now %s's: G goes to the drop of its owner, %s" % (
            tp, ntp)
    else:
        state = {tp: {"battle": [{"card": "S"}, {"card": "G", "rested": True, "power": 4000}],
                      "hand": []},
                 ntp: {"battle": []}}
        events = [{"type": "move", "card": "G", "from": "%s:battle" % ntp,
                   "to": "%s:battle" % tp}]
        clauses = ["13-8-1", "13-8-2"]
        what = "G moves into %s's battle area still rested with its +2000 (4000); it does not " \
               "enter (it comes from a battle area), so %s's leader's 「自分のバトルエリアにカード" \
               "が登場した時」 does not trigger" % (tp, tp)
    desc = " ".join([fam.quote(c) for c in clauses] +
                    ["%s's rested G (2000) has +2000 this turn; %s's S gains control of it: %s."
                     % (ntp, tp, what)])
    fam.add("control-%s-%s" % ("then-ko" if then_ko else "keeps", tp.lower()),
            "コントロールを得る%s (%s)" % (": then KO'd to its owner's drop" if then_ko else
                                        ": orientation and effects kept", tp),
            desc, clauses, ["templates", fam.reading("FW-MASTER-CHANGE")], s.setup(), script,
            {"state": state, "events": events})


def remove(fam, first):
    s, tp, ntp, lead_t, lead_n = board(first)
    s.put(ntp, "battle", "G")
    s.cards[lead_n]["skills"] = [auto({"on": "move", "from": "battle", "who": "you"},
                                      {"markers": 1})]
    s.put(tp, "battle", "S", skills=[act("main", {"remove": {"choose": 1, "from": {
        "who": "opponent"}}})])
    desc = " ".join([fam.quote("13-9-1"), fam.quote("13-9-4"),
                     "%s's S removes %s's G from the game: G is in no area and listed as removed; "
                     "%s's leader 「自分のバトルエリアからカードが離れた時、エナジーマーカー1つを置く」 "
                     "triggers." % (tp, ntp, ntp)])
    fam.add("remove-%s" % tp.lower(), "ゲームから取り除く (%s's skill)" % tp, desc,
            ["13-9-1", "13-9-2", "13-9-4", "9-6-7"], ["templates", "zone-move"], s.setup(),
            [{"do": "activate", "card": "S", "skill": 0}],
            {"state": {ntp: {"battle": [], "drop": [], "removed": ["G"], "markers": 1}},
             "events": [{"type": "move", "card": "G", "from": "%s:battle" % ntp,
                         "to": "removed"},
                        {"type": "activate", "card": lead_n, "skill": 0}]})


def reveal(fam, first):
    s, tp, ntp, lead_t, lead_n = board(first)
    s.put(tp, "hand", "H")
    s.put(tp, "battle", "S", skills=[act("main", {"reveal": {"choose": 1, "from": {
        "who": "you", "zone": "hand"}}})])
    desc = " ".join([fam.quote("13-10-1"),
                     "%s's S reveals a card of its hand, H (the only one: no choice); H stays in "
                     "the hand." % tp])
    fam.add("reveal-%s" % tp.lower(), "公開する (%s)" % tp, desc, ["13-10-1"], ["templates"],
            s.setup(), [{"do": "activate", "card": "S", "skill": 0}],
            {"state": {tp: {"hand": ["H"]}},
             "events": [{"type": "reveal", "player": tp, "cards": ["H"]}]})


def look(fam, first, moves):
    s, tp, ntp, lead_t, lead_n = board(first)
    deck = s.zones[tp]["deck"]
    eff = [{"look": 2}]
    if moves:
        eff.append({"move": {"top": 2, "who": "you", "zone": "deck"}, "to": "drop"})
    s.put(tp, "battle", "S", skills=[act("main", *eff)])
    script = [{"do": "activate", "card": "S", "skill": 0}]
    if moves:
        order = [deck[1], deck[0]]
        state = {tp: {"deck": deck[2:], "drop": order}}
        what = "the next instruction moves the two cards looked at, so the deck is not " \
               "shuffled: deck cards moving together move one at a time (3-2-3), so no order " \
               "is asked: %s first, then %s on it" % (deck[0], deck[1])
        clauses = ["13-11-1", "13-11-2", "3-2-3", "3-4-2"]
        quoted = "13-11-1"
        events = [{"type": "move", "card": deck[0], "from": "%s:deck" % tp,
                   "to": "%s:drop" % tp},
                  {"type": "move", "card": deck[1], "from": "%s:deck" % tp,
                   "to": "%s:drop" % tp}]
    else:
        new = list(reversed(deck))
        script.append({"random": new, "for": "shuffle"})
        state = {tp: {"deck": new, "drop": []}}
        what = "nothing moves them, so the deck is shuffled (the scripted order %s)" % ", ".join(
            new)
        clauses = ["13-11-3", "13-11-1"]
        quoted = "13-11-3"
        events = [{"type": "shuffle", "player": tp, "zone": "deck"}]
    desc = " ".join([fam.quote(quoted), fam.quote("13-11-3") if quoted != "13-11-3" else "",
                     fam.quote("3-4-2") if moves else "", fam.quote("3-2-3") if moves else "",
                     "%s's S looks at the top two cards of its deck; %s." % (tp, what)])
    fam.add("look-%s-%s" % ("then-move" if moves else "then-shuffle", tp.lower()),
            "非公開領域を見る: %s (%s)" % ("then moved" if moves else "then shuffled", tp),
            desc.replace("  ", " "), clauses, ["templates", "hidden"], s.setup(), script,
            {"state": state, "events": events})


def skip(fam, first, what):
    s, tp, ntp, lead_t, lead_n = board(first)
    if what == "opponent-main":
        s.put(tp, "battle", "S", skills=[act("main", {"skip": "main", "who": "opponent"})])
        script = [{"do": "activate", "card": "S", "skill": 0}, {"do": "pass"},
                  {"choose": None, "for": "charge", "by": ntp},
                  {"choose": None, "for": "charge", "by": tp}]
        state = {"turn": {"number": 5, "player": tp, "phase": "main"}}
        events = [{"type": "phase", "name": "charge", "turn": 4, "player": ntp},
                  {"type": "checkpoint", "at": "7-2-12"},
                  {"type": "phase", "name": "end", "turn": 4, "player": ntp},
                  {"type": "phase", "name": "charge", "turn": 5, "player": tp}]
        desc_what = "%s's S: 「相手の次のメインフェイズを飛ばす」. Turn 4 (%s's) goes from its charge " \
                    "phase straight to its end phase: no main phase, no free timing for %s; " \
                    "turn 5 is %s's." % (tp, ntp, ntp, tp)
        clauses = ["13-12-1", "13-12-3", "13-12-4"]
    elif what == "each-end":
        s.put(tp, "battle", "S", skills=[act("main", {"skip": "end", "who": "each"})])
        script = [{"do": "activate", "card": "S", "skill": 0}, {"do": "pass"},
                  {"choose": None, "for": "charge", "by": ntp}, {"do": "pass"},
                  {"choose": None, "for": "charge", "by": tp}]
        state = {"turn": {"number": 5, "player": tp, "phase": "main"}}
        events = [{"type": "phase", "name": "charge", "turn": 4, "player": ntp},
                  {"type": "phase", "name": "main", "turn": 4, "player": ntp},
                  {"type": "phase", "name": "charge", "turn": 5, "player": tp}]
        desc_what = "%s's S: 「お互いに次のエンドフェイズを飛ばす」. Each player's next end phase is " \
                    "skipped: turn 3 (%s's) goes from its main phase to turn 4, and turn 4 " \
                    "(%s's) from its main phase to turn 5." % (tp, tp, ntp)
        clauses = ["13-12-1", "13-12-4"]
    else:
        s.put(tp, "battle", "S", skills=[act("main", {"skip": "end"}),
                                         auto({"on": "turn-end", "whose": "your"}, draw())])
        script = [{"do": "activate", "card": "S", "skill": 0}, {"do": "pass"},
                  {"choose": None, "for": "charge", "by": ntp}]
        state = {"turn": {"number": 4, "player": ntp, "phase": "main"},
                 tp: {"hand": []}}
        events = [{"type": "checkpoint", "at": "7-3-5-1-2"},
                  {"type": "phase", "name": "charge", "turn": 4, "player": ntp}]
        desc_what = "%s's S: 「自分の次のエンドフェイズを飛ばす」 and 【自分のターン終了時】「カード1枚を" \
                    "引く」. %s ends its main phase: the end phase is skipped, nothing happens " \
                    "in it (the turn-end auto does not trigger, %s draws nothing) and turn 4 " \
                    "is %s's." % (tp, tp, tp, ntp)
        clauses = ["13-12-1", "13-12-2", "13-12-4"]
    desc = " ".join([fam.quote(clauses[0]), fam.quote(clauses[1]), desc_what])
    fam.add("skip-%s-%s" % (what, tp.lower()), "飛ばす: %s (%s)" % (what.replace("-", " "), tp),
            desc, clauses, ["templates", "turn"], s.setup(), script,
            dict({"state": state, "events": events},
                 **({"absent": [{"type": "phase", "name": "end"}]} if what == "each-end"
                    else {})))


def if_done(fam, first, variant):
    s, tp, ntp, lead_t, lead_n = board(first)
    if variant == "already-rested":
        first_ins = {"rest": "this"}
        s.put(tp, "battle", "S", skills=[act("main", first_ins, {"if_done": [draw()]},
                                              {"if_not_done": [{"markers": 1}]})])
        s.rest("S")
    else:
        first_ins = {"rest": {"choose": 1, "from": {"who": "you", "zone": "energy",
                                                    "filter": {"rested": False}}}}
        s.put(tp, "battle", "S", skills=[act("main", first_ins, {"if_done": [draw()]},
                                              {"if_not_done": [{"markers": 1}]})])
        s.put(tp, "energy", "E1")
        if variant == "not-done":
            s.rest("E1")
    done = variant == "done"
    dt = s.zones[tp]["deck"]
    clauses = ["13-14-1", "13-15-1"] + (["0-2-4-1"] if variant == "already-rested" else []) + \
        (["5-2-6"] if variant == "not-done" else [])
    desc = " ".join([fam.quote("13-14-1"), fam.quote("13-15-1")] +
                    ([fam.quote("0-2-4-1")] if variant == "already-rested" else []) +
                    ["%s's S: 「%s。そうした場合、カード1枚を引く。そうしなかった場合、エナジーマーカー"
                     "1つを置く」: %s." % (
                         tp, "このカードをレストにする" if variant == "already-rested" else
                         "自分のアクティブのエナジー1枚を選び、レストにする",
                         "E1 rests: done, %s draws %s" % (tp, dt[0]) if done else
                         ("S is already rested: it does not become rested again, the act is "
                          "not done: a marker" if variant == "already-rested" else
                          "no active energy: nothing rests, not done: a marker"))])
    fam.add("if-%s-%s" % (variant, tp.lower()), "そうした場合 / そうしなかった場合: %s (%s)" % (
                variant.replace("-", " "), tp), desc, clauses, ["templates"], s.setup(),
            [{"do": "activate", "card": "S", "skill": 0}],
            {"state": {tp: {"hand": dt[:1] if done else [], "markers": 0 if done else 1}}})


def grant(fam, first, kind):
    s, tp, ntp, lead_t, lead_n = board(first)
    s.put(tp, "battle", "A", power=2000)
    if kind == "permanent":
        granted = {"kind": "permanent", "continuous": [{"power": 2000, "target": "this"}]}
        script = [{"do": "activate", "card": "S", "skill": 0}]
        state = {tp: {"battle": [{"card": "A", "power": 4000}, {"card": "S"}]}}
        what = "A gains 【永続】「このカードのパワー+2000」 this turn: it reads 4000"
        clauses = ["9-5-1"]
    else:
        granted = {"kind": "activate", "timing": "main", "effect": [{"markers": 1}]}
        script = [{"do": "activate", "card": "S", "skill": 0},
                  {"do": "activate", "card": "A", "skill": 0}]
        state = {tp: {"markers": 1}}
        what = "A, which has no skill of its own, gains 【起動メイン】「エナジーマーカー1つを置く」 " \
               "(its skill 0) and declares it: one marker"
        clauses = ["9-4-3"]
    s.put(tp, "battle", "S", skills=[act("main", {"grant": granted, "target": {
        "choose": 1, "from": {"filter": {"name": "A"}}}, "until": "turn"})])
    desc = " ".join([fam.quote("13-16-1"), "%s's S: 「このターン中、「A」は“…”を得る」: %s." % (
        tp, what)])
    fam.add("grant-%s-%s" % (kind, tp.lower()), "A granted %s (%s)" % (kind, tp), desc, clauses,
            ["templates"], s.setup(), script, {"state": state})


def not_ko_in_battle(fam, first, skill_ko):
    s, tp, ntp, lead_t, lead_n = board(first)
    s.put(tp, "battle", "A", power=5000)
    s.put(ntp, "battle", "G", power=3000, skills=[auto("ko", draw())])
    s.rest("G")
    s.effect(ntp, forbid="ko-in-battle", target="G", until="turn")
    dn = s.zones[ntp]["deck"]
    script = [{"do": "attack", "card": "A", "target": "G"}]
    if skill_ko:
        s.put(tp, "battle", "S", skills=[act("battle", {"ko": {"choose": 1, "from": {
            "who": "opponent"}}})])
        script += [{"do": "activate", "card": "S", "skill": 0}]
        state = {ntp: {"battle": [], "drop": ["G"], "hand": dn[:1]}}
        events = [{"type": "ko", "card": "G"}, {"type": "checkpoint", "at": "8-1-6"},
                  {"type": "activate", "card": "G", "skill": 0},
                  {"type": "battle-step", "name": "battle-end"}]
        clauses = ["13-17-2", "8-1-6"]
        what = "in the offense step %s's S KOs G by a skill: it is KO'd (13-17-2), its 【KO時】 " \
               "draws %s; the guard card gone outside a check point, a check point happens at " \
               "once and the battle goes to its end step (8-1-6)" % (tp, dn[0])
    else:
        script += [{"do": "pass"}, {"do": "pass", "by": ntp}]
        state = {ntp: {"battle": [{"card": "G", "rested": True}], "drop": [], "hand": []}}
        events = [{"type": "compare", "attack": 5000, "guard": 3000},
                  {"type": "battle-step", "name": "battle-end"}]
        clauses = ["13-17-1", "13-17-1-1"]
        what = "5000 ≥ 3000, but G is not KO'd by 8-4-6-2-1, and its 【KO時】 does not trigger"
    desc = " ".join([fam.quote(clauses[0]),
                     "%s's G (3000, 【KO時】「カード1枚を引く」) 「このターン中、戦闘でKOされない」; "
                     "%s's A (5000) attacks it: %s." % (ntp, tp, what)])
    fam.add("not-ko-in-battle-%s-%s" % ("skill-ko" if skill_ko else "battle", tp.lower()),
            "戦闘でKOされない: %s (%s attacking)" % ("a skill's KO still KOs" if skill_ko else
                                                 "the battle does not KO", tp),
            desc, clauses, ["templates", "ko"] +
            ([fam.reading("FW-BATTLE-KO-NOT-EFFECT")] if skill_ko else []), s.setup(), script,
            {"state": state, "events": events})


def search(fam, first, matches, pick):
    """5-2-8, 3-1-7, 5-2-7: a deck search."""
    s, tp, ntp, lead_t, lead_n = board(first)
    deck = s.zones[tp]["deck"]
    targets = deck[1:1 + matches]
    for c in targets:
        s.cards[c]["traits"] = ["Hero"]
    s.put(tp, "battle", "S", skills=[act("main", {"search": {"trait": "Hero"}, "count": 1,
                                                  "to": "hand"})])
    picked = targets[:pick]
    rest = [c for c in deck if c not in picked]
    new = list(reversed(rest))
    script = [{"do": "activate", "card": "S", "skill": 0}]
    if matches:
        script.append({"choose": picked, "for": "target", "by": tp})
    script.append({"random": new, "for": "shuffle"})
    events = []
    if picked:
        events = [{"type": "reveal", "player": tp, "cards": picked},
                  {"type": "move", "card": picked[0], "from": "%s:deck" % tp,
                   "to": "%s:hand" % tp}]
    events.append({"type": "shuffle", "player": tp, "zone": "deck"})
    clauses = ["5-2-8"] + (["3-1-7"] if picked else []) + \
        (["5-2-7", "5-2-4"] if matches and not pick else [])
    what = ("%s chooses %s, reveals it and puts it into its hand" % (tp, picked[0])
            if picked else ("%s chooses none though %s has 《Hero》 (a hidden zone, 5-2-7)" % (
                tp, targets[0]) if matches else "no card has 《Hero》: nothing to choose"))
    desc = " ".join([fam.quote(c) for c in clauses[:2]] +
                    ["%s's S: 「デッキから《Hero》を1枚まで手札に加え、デッキをシャッフルする」 with %d "
                     "match%s: %s; then the deck is shuffled." % (
                         tp, matches, "" if matches == 1 else "es", what)])
    fam.add("search-%d-pick-%d-%s" % (matches, pick, tp.lower()), "A deck search: %d match%s, "
            "%d taken (%s)" % (matches, "" if matches == 1 else "es", pick, tp), desc, clauses,
            ["templates", "hidden"], s.setup(), script,
            {"state": {tp: {"hand": picked, "deck": new}}, "events": events})


def skip_step(fam, first, step):
    """13-12 with a step: the turn player's next offense, defense or damage step."""
    s, tp, ntp, lead_t, lead_n = board(first)
    s.put(tp, "battle", "S", skills=[act("main", {"skip": step})])
    s.put(tp, "battle", "A", power=6000)
    life = s.zones[ntp]["life"]
    script = [{"do": "activate", "card": "S", "skill": 0},
              {"do": "attack", "card": "A", "target": lead_n}]
    steps = [x for x in ("offense", "defense", "damage") if x != step]
    if step != "offense":
        script.append({"do": "pass"})
    if step != "defense":
        script.append({"do": "pass", "by": ntp})
    events = [{"type": "attack", "card": "A", "target": lead_n}] + \
        [{"type": "battle-step", "name": x} for x in steps] + \
        [{"type": "battle-step", "name": "battle-end"}]
    dealt = step != "damage"
    desc = " ".join([fam.quote("13-12-1"), fam.quote("13-12-3"),
                     "%s's S: 「自分の次の%sを飛ばす」; then A (6000) attacks %s's leader: the "
                     "%s step does not happen (no free timing, no check point in it)%s." % (
                         tp, {"offense": "オフェンスステップ", "defense": "ディフェンスステップ",
                              "damage": "ダメージステップ"}[step], ntp, step,
                         "" if dealt else ": no comparison, no damage")])
    fam.add("skip-%s-step-%s" % (step, tp.lower()), "飛ばす: the %s step (%s)" % (step, tp),
            desc, ["13-12-1", "13-12-3", "13-12-4"], ["templates", "battle"], s.setup(), script,
            {"state": {ntp: {"life": life[1:] if dealt else life}, "turn": {"step": None}},
             "events": events})
