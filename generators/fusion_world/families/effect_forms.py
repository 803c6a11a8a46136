"""Family `effect-forms`: the forms of the effect language that change what the game reads
rather than what moves.  Combo power changed by effects (0-2-9: below 0 read as 0, the card
still adding it at 8-4-4; 3-1-4-1: an effect on a battle card goes with it into the combo area;
an effect on a card in the hand does not, 3-1-4).  An attack invalidated (8-1-2-1, 8-1-5-1: no
offense, defense or damage step; nothing done when there is no attack).  「レストになった時」 /
「アクティブになった時」 (0-2-4-1: met by a change only; the energy a payment rests together is one
event, 0-2-10, 9-6-2-1).  A card named by one instruction and read again by a later one of the
same effect (9-10-1: as last known once it has moved; a moved card is a new card, 3-1-4, which
the later instruction cannot reach).  Negated skills (9-1-1, 9-1-2, 9-6-7-2; 15-1-3: keyword
skills only, not a keyword such as 【ターン1回】).  A skipped turn (13-12: nothing happens in it,
the durations ending in it end, 13-12-5).  Each auto expected `exactly` as often as the text
makes it pending.  An entry by an effect rested or active (5-5-3, 3-6-3); a move into the deck
on its top or at its bottom; a look followed by an instruction that moves nothing (13-11-3); a
【気】 condition on the skill's own card (1-12-6); two cards named by one effect under two names,
or the same name given twice (5-2-2: each selector designates as its instruction is carried out); 「アタックカード」 once the battle is over
(8-5-7: there is none); two cards KO'd by one instruction, each with its rule process (14-9); a battle card an effect keeps in the battle area not KO'd by
the battle (0-2-2); a combo power changed by an instruction (as the state shows it, 0-2-9); a
card played, then its own skill reaching 「このカード」 (the setup's first card, 13-1-1); 「自分の
リーダー」 / 「相手のリーダー」 (10-1-2); the top cards of the opponent's life.  Both players.
"""

from . import Family
from ..model.table import other
from .lang import act, auto, choose, perm
from .scene import in_combo, standard

MARK = {"markers": 1}
DRAW = {"draw": 1}


def generate(ctx):
    fam = Family(ctx, __name__)
    for first in ("P1", "P2"):
        for change in (1000, -3000):
            combo_changed(fam, first, change)
            combo_shown(fam, first, change)
        for zone in ("battle", "hand"):
            combo_carried(fam, first, zone)
        invalidated_when_attacked(fam, first)
        invalidate_without_attack(fam, first)
        for already in (False, True):
            rest_trigger(fam, first, already)
        stand_trigger(fam, first)
        energy_rested_together(fam, first)
        for boosted in (False, True):
            read_back_after_ko(fam, first, boosted)
        read_back_nothing(fam, first)
        refer_back_target(fam, first)
        refer_back_moved(fam, first)
        negate_permanent(fam, first)
        negate_activate(fam, first)
        negate_keywords_only(fam, first)
        negate_move_trigger(fam, first)
        skip_turn(fam, first)
        color_by_effect(fam, first)
        granted_after_own(fam, first)
        strike_filter(fam, first)
        ko_trigger_of_controlled(fam, first)
        enter_opponents_card(fam, first)
        cost_lowered_below_zero(fam, first)
        game_won_mid_effect(fam, first)
        for original in (False, True):
            for printed in (3000, 5000):
                power_read(fam, first, original, printed)
        for whose in ("your", "opponent"):
            turn_condition(fam, first, whose)
        for rested in (True, False):
            enter_state(fam, first, rested)
        for at in ("top", "bottom"):
            move_to_deck(fam, first, at)
        for who in ("you", "each"):
            look_then_other(fam, first, who)
        for ki in (1, 2):
            ki_condition_this(fam, first, ki)
        for same in (False, True):
            two_names(fam, first, same)
        attack_card_after_battle(fam, first)
        ko_two_rule_events(fam, first)
        battle_ko_forbidden(fam, first)
        for change in (2000, -3000):
            combo_power_instruction(fam, first, change)
        source_played_first_card(fam, first)
        for which in ("your", "opponent"):
            rest_leader(fam, first, which)
        top_selector(fam, first, "opponent")
    return fam.cases


def board(first, **kw):
    s = standard(first=first, turn=3, **kw)
    tp = s.turn_player
    return s, tp, other(tp)


def pending(card, n, clauses, skill=0):
    ev = {"type": "pending", "card": card, "skill": skill}
    return [dict(ev) for _ in range(n)], [dict(ev, **{"$clauses": clauses})]


def activate(card, skill=0):
    return {"do": "activate", "card": card, "skill": skill}


# ---- combo power (0-2-9, 8-4-4, 3-1-4-1) ----------------------------------------------------
def combo_changed(fam, first, change):
    """The leader's 【永続】 changes the combo power of every card of its master's combo area."""
    s, tp, ntp = board(first)
    lead_t, lead_n = s.zones[tp]["leader"], s.zones[ntp]["leader"]
    s.cards[lead_t]["skills"] = [perm({"combo_power": change, "target": {"all": {
        "who": "you", "zone": "combo"}}})]
    s.put(tp, "hand", "K", combo=2000)
    read = max(0, 2000 + change)
    attack = 5000 + read
    script = [{"do": "attack", "card": lead_t, "target": lead_n}, {"do": "combo", "card": "K"},
              {"do": "pass"}, {"do": "pass", "by": ntp}]
    life = s.zones[ntp]["life"]
    clauses = ["8-4-4", "9-8-1-3"] + (["0-2-9"] if change < 0 else [])
    desc = " ".join([fam.quote("8-4-4")] + ([fam.quote(
        "0-2-9", "パワー以外がマイナスの数値になる場合は、その情報に数値を加減する場合は除き、0として扱います")]
        if change < 0 else []) + [
        "%s's leader: 「自分のコンボエリアのカードすべてのコンボパワー%+d」. %s's leader (5000) attacks and "
        "combos with K (combo power 2000): K's combo power reads %d%s, so the attack card's power "
        "is %d at the damage step (5000 for %s's leader: the guard card wins only a tie lost)."
        % (tp, change, tp, read, " (2000%+d is below 0, read as 0; K still had combo power and "
           "could combo)" % change if change < 0 else "", attack, ntp)])
    fam.add("combo-power-%s-%s" % ("raised" if change > 0 else "below-zero", tp.lower()),
            "A changed combo power is what 8-4-4 adds (%+d, %s attacking)" % (change, tp), desc,
            clauses, ["effect-forms", "combo"] +
            ([fam.reading("FW-NEGATIVE-COMBO-POWER")] if change < 0 else []),
            s.setup(), script,
            {"state": {tp: {"combo": [], "drop": ["K"]},
                       ntp: {"life": life[1:], "hand": life[:1]}},
             "events": [{"type": "compare", "attack": attack, "guard": 5000},
                        {"type": "damage", "player": ntp, "amount": 1, "source": lead_t}]})


def combo_shown(fam, first, change):
    """The state lists a combo-area card with its combo power as the rules read it."""
    s, tp, ntp = board(first)
    lead_t, lead_n = s.zones[tp]["leader"], s.zones[ntp]["leader"]
    s.put(tp, "hand", "K", combo=2000)
    s.effect(tp, combo_power=change, target="K", until="turn")
    s.put(tp, "battle", "M", combo=2000)
    s.effect(tp, combo_power=change, target="M", until="turn")
    read = max(0, 2000 + change)
    desc = " ".join([fam.quote("3-1-4-1")] + ([fam.quote(
        "0-2-9", "パワー以外がマイナスの数値になる場合は、その情報に数値を加減する場合は除き、0として扱います")]
        if change < 0 else []) + [
        "Effects of %s's give K in the hand and M in the battle area (combo power 2000 each) %+d "
        "combo power. %s's leader attacks; in the offense step K combos from the hand (a new card, "
        "3-1-4: 2000) and M from the battle area, its effect with it (%d%s)." % (
            tp, change, tp, read, ", below 0 read as 0" if change < 0 else "")])
    fam.add("combo-power-shown-%s-%s" % ("raised" if change > 0 else "below-zero", tp.lower()),
            "The combo area's cards in the state with their combo power (%+d, %s)" % (change, tp),
            desc, ["3-1-4-1", "3-1-4"] + (["0-2-9"] if change < 0 else []),
            ["effect-forms", "combo", fam.reading("FW-COMBO-KEEPS-EFFECTS")] +
            ([fam.reading("FW-NEGATIVE-COMBO-POWER")] if change < 0 else []), s.setup(),
            [{"do": "attack", "card": lead_t, "target": lead_n}, {"do": "combo", "card": "K"},
             {"do": "combo", "card": "M"}],
            {"state": {tp: {"combo": [in_combo("K", 2000), in_combo("M", read)]}}})


def combo_carried(fam, first, zone):
    """K with +2000 combo power this turn combos from `zone`: from the battle area the effect goes
    with it (3-1-4-1); from the hand it is a new card in the combo area (3-1-4)."""
    s, tp, ntp = board(first)
    lead_t, lead_n = s.zones[tp]["leader"], s.zones[ntp]["leader"]
    s.put(tp, zone, "K", combo=1000)
    s.effect(tp, combo_power=2000, target="K", until="turn")
    script = [{"do": "attack", "card": lead_t, "target": lead_n}, {"do": "combo", "card": "K"},
              {"do": "pass"}, {"do": "pass", "by": ntp}]
    battle = zone == "battle"
    what = ("the effect still applies there, K adds 3000 (8000 against 5000)" if battle else
            "it is a new card in the combo area (3-1-4-1 carries effects from the battle area "
            "only), so it adds its printed 1000 (6000 against 5000)")
    desc = " ".join([fam.quote("3-1-4-1") if battle else fam.quote("3-1-4"), fam.quote("8-4-4"),
                     "An effect of %s's gives %s's K (%s, combo power 1000) +2000 combo power this "
                     "turn. %s's leader attacks and K combos: %s." % (
                         tp, tp, "battle area" if battle else "hand", tp, what)])
    fam.add("combo-power-carried-%s" % tp.lower() if battle else
            "combo-power-not-from-hand-%s" % tp.lower(),
            ("An effect on a battle card's combo power goes with it into the combo area (%s)"
             if battle else "An effect on a card in the hand stays behind when it combos (%s)")
            % tp, desc, ["3-1-4-1" if battle else "3-1-4", "8-4-4"],
            ["effect-forms", "combo"] + ([fam.reading("FW-COMBO-KEEPS-EFFECTS")] if battle
                                         else []), s.setup(), script,
            {"state": {tp: {"combo": [], "drop": ["K"]}},
             "events": [{"type": "compare", "attack": 8000 if battle else 6000,
                         "guard": 5000}]})


# ---- 「アタックが無効になる」 (8-1-2-1, 8-1-5-1) ----------------------------------------------------
def invalidated_when_attacked(fam, first):
    s, tp, ntp = board(first)
    lead_t, lead_n = s.zones[tp]["leader"], s.zones[ntp]["leader"]
    s.put(ntp, "battle", "G", power=1000, skills=[auto("attacked", {"invalidate": "attack"})])
    s.put(tp, "battle", "A", power=5000)
    s.rest("G")
    desc = " ".join([
        fam.quote("8-1-2-1"), fam.quote("8-1-5-1"),
        "%s's G: 【自動】「このカードがアタックされた時、そのアタックを無効にする」. %s's A (5000) attacks G "
        "(1000, rested): G's auto resolves at the check point 8-1-4, the attack is invalidated, the battle "
        "goes to its end step: no offense, defense or damage step, no comparison, G is not KO'd."
        % (ntp, tp)])
    fam.add("attack-invalidated-%s" % tp.lower(),
            "An attack invalidated when it is made goes to the battle end step (%s attacking)" % tp,
            desc, ["8-1-2-1", "8-1-5-1"], ["effect-forms", "battle"], s.setup(),
            [{"do": "attack", "card": "A", "target": "G"}],
            {"state": {ntp: {"battle": [{"card": "G", "power": 1000}], "drop": []},
                       "turn": {"phase": "main"}},
             "events": [{"type": "activate", "card": "G", "skill": 0},
                        {"type": "battle-step", "name": "battle-end"}],
             "absent": [{"type": "battle-step", "name": "offense"},
                        {"type": "battle-step", "name": "damage"},
                        {"type": "compare"}, {"type": "ko", "card": "G"}]})


def invalidate_without_attack(fam, first):
    s, tp, ntp = board(first)
    s.put(tp, "battle", "S", skills=[act("main", {"invalidate": "attack"},
                                         {"if_not_done": [MARK]})])
    desc = " ".join([
        fam.quote("0-2-4"), fam.quote("13-15-1"),
        "%s's S: 「アタックを無効にする。そうしなかった場合、エナジーマーカー1つを置く」 in the main phase, "
        "with no attack: there is nothing to invalidate, the instruction is not carried out, and "
        "%s places a marker." % (tp, tp)])
    fam.add("invalidate-no-attack-%s" % tp.lower(),
            "Invalidating an attack when there is none is not done (%s's skill)" % tp, desc,
            ["0-2-4", "13-15-1"], ["effect-forms", "battle", "done-or-not"], s.setup(),
            [activate("S")], {"state": {tp: {"markers": 1}}})


# ---- 「レストになった時」 / 「アクティブになった時」 (0-2-4-1) ------------------------------------
def rest_trigger(fam, first, already):
    s, tp, ntp = board(first)
    s.put(tp, "battle", "W", skills=[auto("rest", MARK)])
    s.put(tp, "battle", "S", skills=[act("main", {"rest": {"choose": 1, "from": {
        "who": "you", "zone": "battle", "filter": {"name": "W"}}}})])
    if already:
        s.rest("W")
    n = 0 if already else 1
    evs, exact = pending("W", n, ["0-2-4-1"] if already else ["1-8-1-2"])
    desc = " ".join([
        fam.quote("0-2-4-1"),
        "%s's W: 【自動】「このカードがレストになった時、エナジーマーカー1つを置く」; %s's S: 「自分のWを1枚"
        "レストにする」. %s" % (tp, tp, (
            "W is already rested: it does not become rested again, the condition is not met, "
            "W's auto is never pending and no marker is placed." if already else
            "W was active and becomes rested: its auto is pending once, a marker."))])
    fam.add("rest-trigger-%s-%s" % ("already-rested" if already else "met", tp.lower()),
            "「レストになった時」%s (%s's skill)" % (
                ": not met by a rested card" if already else " met", tp),
            desc, ["0-2-4-1"] if already else ["1-8-1-2"],
            ["effect-forms", "trigger"], s.setup(),
            [activate("S")],
            {"state": {tp: {"markers": 0 if already else 1}},
             "events": evs, "exactly": exact})


def stand_trigger(fam, first):
    s, tp, ntp = board(first)
    s.put(tp, "battle", "W", skills=[auto("stand", MARK)])
    s.put(tp, "battle", "V", skills=[auto("stand", MARK)])
    s.put(tp, "battle", "S", skills=[act("main", {"stand": {"all": {"who": "you",
                                                                  "zone": "battle"}}})])
    s.rest("W")
    evs, exact = pending("W", 1, ["1-8-1-1"])
    desc = " ".join([
        fam.quote("0-2-4-1"),
        "%s's W and V: 【自動】「このカードがアクティブになった時、エナジーマーカー1つを置く」; %s's S: "
        "「自分のバトルカードすべてをアクティブにする」, W rested, V active: W becomes active and its auto "
        "is pending; V was already active, its condition is not met: one marker." % (tp, tp)])
    fam.add("stand-trigger-%s" % tp.lower(),
            "「アクティブになった時」 met by the card that changes only (%s's skill)" % tp, desc,
            ["1-8-1-1", "0-2-4-1"], ["effect-forms", "trigger"], s.setup(), [activate("S")],
            {"state": {tp: {"markers": 1}},
             "events": evs, "exactly": exact + [{"type": "pending", "card": "V", "skill": 0,
                                                 "$clauses": ["0-2-4-1"]}]})


def energy_rested_together(fam, first):
    s, tp, ntp = board(first)
    s.put(tp, "energy", "E1")
    s.put(tp, "energy", "E2")
    s.put(tp, "battle", "W", skills=[auto({"on": "rest", "of": {"who": "you",
                                                                 "zone": "energy"}}, MARK)])
    s.put(tp, "battle", "S", skills=[act("main", DRAW, cost=[{"energy": 2}])])
    evs, exact = pending("W", 1, ["0-2-10", "9-6-2-1"])
    deck = s.zones[tp]["deck"]
    desc = " ".join([
        fam.quote("0-2-10"), fam.quote("9-6-2-1"),
        "%s's W: 【自動】「自分のエナジーがレストになった時、エナジーマーカー1つを置く」. %s pays S's ②: E1 "
        "and E2 are rested together, one event: W is pending once, one marker." % (tp, tp)])
    fam.add("energy-rested-together-%s" % tp.lower(),
            "Energy rested by one payment: one event, one pending auto (%s)" % tp, desc,
            ["0-2-10", "9-6-2-1"], ["effect-forms", "trigger", "simultaneity"], s.setup(),
            [{"do": "activate", "card": "S", "skill": 0, "skill_pay": ["E1", "E2"]}],
            {"state": {tp: {"markers": 1, "hand": deck[:1]}},
             "events": evs, "exactly": exact})


# ---- a card named earlier in the same effect (9-10-1) --------------------------------------
def read_back_after_ko(fam, first, boosted):
    s, tp, ntp = board(first)
    s.put(ntp, "battle", "B", power=3000)
    if boosted:
        s.effect(ntp, power=3000, target="B", until="turn")
    s.put(tp, "battle", "S", skills=[act("main", {"ko": {"choose": 1, "from": {
        "who": "opponent", "zone": "battle"}, "as": "k"}},
        {"if": {"power": {"ref": "k"}, "min": 5000}, "then": [DRAW], "else": [MARK]})])
    deck = s.zones[tp]["deck"]
    desc = " ".join([
        fam.quote("9-10-1"),
        "%s's S: 「相手のバトルカード1枚を選び、KOする。そのカードのパワーが5000以上の場合、カード1枚を引く。"
        "そうでない場合、エナジーマーカー1つを置く」. B (3000%s) is KO'd; the condition reads B as it "
        "last was in the battle area: %d, %s." % (
            tp, ", +3000 this turn" if boosted else "", 6000 if boosted else 3000,
            "so %s draws" % tp if boosted else "so %s places a marker" % tp)])
    fam.add("read-back-after-ko-%s-%s" % ("6000" if boosted else "3000", tp.lower()),
            "A card KO'd by an instruction read by the next as it last was (%s, %s's skill)" % (
                6000 if boosted else 3000, tp),
            desc, ["9-10-1"], ["effect-forms", "last-known"], s.setup(),
            [activate("S")],
            {"state": {tp: {"hand": deck[:1] if boosted else [], "markers": 0 if boosted else 1},
                       ntp: {"drop": ["B"]}}})


def read_back_nothing(fam, first):
    s, tp, ntp = board(first)
    s.put(ntp, "battle", "B", power=3000)
    s.put(tp, "battle", "S", skills=[act("main", {"ko": {"all": {
        "who": "opponent", "zone": "battle", "filter": {"power_min": 9000}}, "as": "k"}},
        {"if": {"power": {"ref": "k"}, "min": 0}, "then": [DRAW], "else": [MARK]})])
    desc = " ".join([
        fam.quote("0-3-17"),
        "%s's S: 「相手のパワー9000以上のバトルカードすべてをKOする。そのカードのパワーが0以上の場合、カード1枚"
        "を引く。そうでない場合、エナジーマーカー1つを置く」 with no such card (B is 3000): no card was "
        "named, there is no power to read, the condition does not hold: a marker." % tp])
    fam.add("read-back-nothing-%s" % tp.lower(),
            "A condition over the cards an instruction named, when it named none (%s's skill)" % tp,
            desc, ["0-3-17"], ["effect-forms", "last-known"], s.setup(), [activate("S")],
            {"state": {tp: {"hand": [], "markers": 1},
                       ntp: {"battle": [{"card": "B"}], "drop": []}}})


def refer_back_target(fam, first):
    s, tp, ntp = board(first)
    s.put(ntp, "battle", "B1", power=3000)
    s.put(ntp, "battle", "B2", power=3000)
    s.put(tp, "battle", "S", skills=[act("main", {"power": -1000, "target": {
        "choose": 1, "from": {"who": "opponent", "zone": "battle"}, "as": "c"}, "until": "turn"},
        {"rest": {"ref": "c"}})])
    desc = " ".join([
        fam.quote("1-8-1-2"),
        "%s's S: 「相手のバトルカード1枚を選び、ターン終了時まで、パワー-1000。そのカードをレストにする」: "
        "「そのカード」 is the card chosen by the first instruction, B2: B2 gets -1000 and is "
        "rested; B1 is untouched; there is no second choice." % tp])
    fam.add("refer-back-target-%s" % tp.lower(),
            "「そのカード」: the card an earlier instruction chose (%s's skill)" % tp, desc,
            ["1-8-1-2"], ["effect-forms", "choose"], s.setup(),
            [activate("S"), {"choose": ["B2"], "for": "target", "by": tp}],
            {"state": {ntp: {"battle": [{"card": "B1", "power": 3000, "rested": False},
                                        {"card": "B2", "power": 2000, "rested": True}]}},
             "events": [{"type": "rest", "card": "B2"}],
             "absent": [{"type": "rest", "card": "B1"}]})


def refer_back_moved(fam, first):
    s, tp, ntp = board(first)
    s.put(ntp, "battle", "B", power=3000)
    s.put(tp, "battle", "S", skills=[act("main", {"move": {"choose": 1, "from": {
        "who": "opponent", "zone": "battle"}, "as": "c"}, "to": "hand"}, {"ko": {"ref": "c"}},
        {"if_not_done": [MARK]})])
    desc = " ".join([
        fam.quote("3-1-4"),
        "%s's S: 「相手のバトルカード1枚を選び、手札に戻す。そのカードをKOする。そうしなかった場合、エナジー"
        "マーカー1つを置く」: B goes to %s's hand and is a new card there; 「そのカード」 no longer "
        "designates anything, so nothing is KO'd (B stays in the hand) and %s places a marker."
        % (tp, ntp, tp)])
    fam.add("refer-back-moved-%s" % tp.lower(),
            "「そのカード」 after the card moved: a new card, not reached (%s's skill)" % tp, desc,
            ["3-1-4", "13-15-1"], ["effect-forms", "choose", fam.reading("FW-NEW-CARD")],
            s.setup(), [activate("S")],
            {"state": {ntp: {"hand": ["B"], "drop": [], "battle": []}, tp: {"markers": 1}},
             "absent": [{"type": "ko", "card": "B"}]})


# ---- negated skills (9-1-2, 9-6-7-2, 15-1-3) -------------------------------------------------
def negate_permanent(fam, first):
    s, tp, ntp = board(first)
    s.put(ntp, "battle", "B", power=3000, skills=[perm({"power": 2000, "target": "this"})])
    s.put(tp, "battle", "S", skills=[act("main", {"negate": {"choose": 1, "from": {
        "who": "opponent", "zone": "battle"}}, "until": "turn"})])
    desc = " ".join([
        fam.quote("9-1-2"),
        "%s's B (3000): 【永続】「このカードのパワー+2000」 (5000). %s's S: 「相手のバトルカード1枚を選び、"
        "ターン終了時まで、そのスキルすべてを無効にする」: B's 【永続】 generates no effect, B reads 3000."
        % (ntp, tp)])
    fam.add("negate-permanent-%s" % tp.lower(),
            "A negated 【永続】 generates no effect (%s's skill)" % tp, desc,
            ["9-1-1", "9-1-2"], ["effect-forms", "negate"], s.setup(),
            [activate("S")],
            {"state": {ntp: {"battle": [{"card": "B", "power": 3000}]}}})


def negate_activate(fam, first):
    s, tp, ntp = board(first)
    s.put(tp, "battle", "S", skills=[act("main", DRAW)])
    s.effect(ntp, power=1000, target="S", until="turn")
    s.effect(ntp, negate="S", until="turn")
    desc = " ".join([
        fam.quote("9-1-2"),
        "Effects of %s's give %s's S +1000 and negate its skills (「カード1枚を引く」) this turn: %s's "
        "declaration of S's 【起動】 is rejected, nothing is drawn; S reads 2000." % (ntp, tp, tp)])
    fam.add("negate-activate-%s" % tp.lower(),
            "A negated 【起動】 cannot be declared (%s's skill)" % tp, desc, ["9-1-2"],
            ["effect-forms", "negate"], s.setup(), [activate("S")],
            {"state": {tp: {"hand": [], "battle": [{"card": "S", "power": 2000}]}},
             "rejections": [{"step": 0, "rule": "9-1-2"}]})


def negate_keywords_only(fam, first):
    s, tp, ntp = board(first)
    lead_n = s.zones[ntp]["leader"]
    s.put(tp, "battle", "A", power=5000, keywords=["double-strike"],
          skills=[act("main", MARK, once_per_turn=True)])
    s.effect(ntp, negate="A", skills="keyword", until="turn")
    life = s.zones[ntp]["life"]
    desc = " ".join([
        fam.quote("15-1-3"),
        "An effect of %s's: 「%s's A のキーワードスキルを無効にする」. A has 【ダブルストライク】 and "
        "【起動メイン】【ターン1回】「エナジーマーカー1つを置く」: the keyword skill is negated, the keyword "
        "【ターン1回】 is not, so the 【起動】 is used (once: a second declaration is rejected) and A's "
        "attack on %s's leader deals 1 damage, not 2." % (ntp, tp, ntp)])
    fam.add("negate-keyword-skills-%s" % tp.lower(),
            "Keyword skills negated, keywords not (%s's A)" % tp, desc,
            ["15-1-3", "9-1-2", "15-7-5"], ["effect-forms", "negate", "keyword"], s.setup(),
            [activate("A"), activate("A"), {"do": "attack", "card": "A", "target": lead_n},
             {"do": "pass"}, {"do": "pass", "by": ntp}],
            {"state": {tp: {"markers": 1}, ntp: {"life": life[1:], "hand": life[:1]}},
             "events": [{"type": "damage", "player": ntp, "amount": 1, "source": "A"}],
             "rejections": [{"step": 1, "rule": "15-7-5"}]})


def negate_move_trigger(fam, first):
    s, tp, ntp = board(first)
    s.put(ntp, "battle", "W", skills=[auto("ko", MARK)])
    s.effect(tp, negate="W", until="turn")
    s.put(tp, "battle", "S", skills=[act("main", {"ko": {"choose": 1, "from": {
        "who": "opponent", "zone": "battle"}}})])
    desc = " ".join([
        fam.quote("9-6-7-2"),
        "%s's W: 【KO時】「エナジーマーカー1つを置く」, negated this turn by an effect of %s's; %s's S KOs "
        "W: the auto was negated in the battle area it leaves, so it does not trigger in the drop: "
        "never pending, no marker." % (ntp, tp, tp)])
    fam.add("negate-move-trigger-%s" % tp.lower(),
            "A zone-move auto negated where it was does not trigger (%s's skill)" % tp, desc,
            ["9-6-7-2", "9-1-2"], ["effect-forms", "negate", "trigger"], s.setup(),
            [activate("S")],
            {"state": {ntp: {"drop": ["W"], "markers": 0}},
             "events": [], "exactly": [{"type": "pending", "card": "W", "skill": 0,
                                        "$clauses": ["9-6-7-2"]}]})


# ---- 「ターンを飛ばす」 (13-12) -----------------------------------------------------------------
def skip_turn(fam, first):
    s, tp, ntp = board(first)
    s.put(tp, "battle", "S", skills=[act("main", {"skip": "turn", "who": "opponent"})])
    s.put(tp, "battle", "A", power=2000)
    s.effect(tp, power=1000, target="A", until="next-turn-start")
    s.put(ntp, "battle", "W", skills=[auto({"on": "turn-start", "whose": "your"}, MARK)])
    s.put(tp, "battle", "B", power=1000)
    s.effect(tp, power=3000, target="B", until="opponent-next-turn")
    script = [activate("S"), {"do": "pass"}, {"choose": None, "for": "charge", "by": tp}]
    desc = " ".join([
        fam.quote("13-12-1"), fam.quote("13-12-2"), fam.quote("13-12-5"),
        "%s's S: 「相手の次のターンを飛ばす」; A has +1000 「次の相手のターン開始時まで」; %s's W: 【自分の"
        "ターン開始時】「エナジーマーカー1つを置く」. %s ends its turn: turn 4, %s's, is skipped: nothing "
        "happens in it (W never triggers, %s draws nothing), A's effect, which would end in it, ends "
        "as it is skipped, and turn 5 is %s's again: A reads 2000. B's +3000 「次の相手のターン中」 "
        "waited for turn 4, which never came: it never applies, B reads 1000." % (
            tp, ntp, tp, ntp, ntp, tp)])
    fam.add("skip-turn-%s" % tp.lower(), "「ターンを飛ばす」: the opponent's next turn (%s's skill)"
            % tp, desc, ["13-12-1", "13-12-2", "13-12-5"],
            ["effect-forms", "turn", fam.reading("FW-SKIPPED-TURN")], s.setup(), script,
            {"state": {"turn": {"number": 5, "player": tp, "phase": "main"},
                       tp: {"battle": [{"card": "S"}, {"card": "A", "power": 2000},
                                       {"card": "B", "power": 1000}]},
                       ntp: {"markers": 0, "hand": []}},
             "absent": [{"type": "phase", "turn": 4}, {"type": "pending", "card": "W"}]})


# ---- a color given by an effect (6-1-4-3-2's 「色」 read by a filter) -----------------------------
def color_by_effect(fam, first):
    s, tp, ntp = board(first)
    s.put(ntp, "battle", "B")
    s.effect(ntp, color="blue", target="B", until="turn")
    s.put(tp, "battle", "S", skills=[act("main", {
        "if": {"count": {"who": "opponent", "zone": "battle", "filter": {"color": "blue"}},
               "min": 1}, "then": [DRAW], "else": [MARK]})])
    deck = s.zones[tp]["deck"]
    desc = " ".join([
        fam.quote("9-8-1-2"),
        "An effect of %s's makes %s's B (red) blue this turn; %s's S: 「相手の青のバトルカードが1枚以上の"
        "場合、カード1枚を引く。そうでない場合、エナジーマーカー1つを置く」: the filter reads B's color with "
        "the effect applied: blue, %s draws." % (ntp, ntp, tp, tp)])
    fam.add("color-by-effect-%s" % tp.lower(),
            "A color given by an effect is what a filter reads (%s's skill)" % tp, desc,
            ["9-8-1-2"], ["effect-forms", "conditions"], s.setup(), [activate("S")],
            {"state": {tp: {"hand": deck[:1], "markers": 0}}})


# ---- a skill gained after the card's own (13-16) ----------------------------------------------
def granted_after_own(fam, first):
    s, tp, ntp = board(first)
    s.put(tp, "battle", "S", skills=[act("main", DRAW)])
    s.effect(tp, power=1000, target="S", until="turn")
    s.effect(tp, grant=act("main", MARK), target="S", until="turn")
    desc = " ".join([
        fam.quote("13-16-1"),
        "%s's S has one 【起動】 of its own (「カード1枚を引く」), +1000 this turn, and has gained "
        "「【起動メイン】エナジーマーカー1つを置く」 this turn: its skills are its own then the one gained, "
        "so %s declares skill 1, the gained one: a marker, no draw." % (tp, tp)])
    fam.add("granted-after-own-%s" % tp.lower(),
            "A gained skill follows the card's own (%s's S)" % tp, desc, ["9-4-1"],
            ["effect-forms", "grant"], s.setup(), [activate("S", 1)],
            {"state": {tp: {"markers": 1, "hand": []}},
             "events": [{"type": "activate", "card": "S", "skill": 1}]})


# ---- 【ストライク】 N named by a filter (15-6) ------------------------------------------------------
def strike_filter(fam, first):
    s, tp, ntp = board(first)
    s.put(tp, "battle", "A", keywords=["strike-3"])
    s.put(tp, "battle", "B", keywords=["strike-2"])
    s.put(tp, "battle", "S", skills=[act("main", {"power": 1000, "target": {"all": {
        "who": "you", "zone": "battle", "filter": {"keyword": "strike-3"}}}, "until": "turn"})])
    desc = " ".join([
        fam.quote("1-5-2-2"),
        "%s's S: 「ターン終了時まで、自分の【ストライク3】を持つバトルカードすべてのパワー+1000」: A has "
        "【ストライク3】 and gets +1000; B's 【ストライク2】 is not 【ストライク3】." % tp])
    fam.add("strike-filter-%s" % tp.lower(),
            "A filter naming 【ストライク3】 (%s's skill)" % tp, desc, ["1-5-2-2"],
            ["effect-forms", "keyword"], s.setup(), [activate("S")],
            {"state": {tp: {"battle": [{"card": "A", "power": 2000},
                                       {"card": "B", "power": 1000},
                                       {"card": "S", "power": 1000}]}}})


# ---- a zone-move auto of a card whose control was taken (9-6-7-1-2, 13-8) ----------------------
def ko_trigger_of_controlled(fam, first):
    s, tp, ntp = board(first)
    s.put(ntp, "battle", "W", skills=[auto("ko", MARK)])
    s.put(tp, "battle", "S", skills=[act("main", {"control": {"choose": 1, "from": {
        "who": "opponent", "zone": "battle"}}}, {"ko": {"choose": 1, "from": {
            "who": "you", "zone": "battle", "filter": {"name": "W"}}}})])
    desc = " ".join([
        fam.quote("9-6-7-1-2"),
        "%s's W: 【KO時】「エナジーマーカー1つを置く」. %s's S: 「相手のバトルカード1枚のコントロールを得る。"
        "自分のWを1枚KOする」: W is %s's when it is KO'd, so its auto is read as it was in %s's "
        "battle area: its master is %s, who places the marker; W goes to its owner's drop." % (
            ntp, tp, tp, tp, tp)])
    fam.add("ko-trigger-of-controlled-%s" % tp.lower(),
            "The KO auto of a card whose control was taken: its master as it was (%s's skill)"
            % tp, desc, ["13-8-1"], ["effect-forms", "trigger", "control"],
            s.setup(), [activate("S")],
            {"state": {tp: {"markers": 1}, ntp: {"markers": 0, "drop": ["W"]}}})


# ---- an opponent's card put onto the battle area by a skill (3-1-6) ----------------------------
def enter_opponents_card(fam, first):
    s, tp, ntp = board(first)
    s.put(ntp, "drop", "X", power=4000)
    s.put(tp, "battle", "S", skills=[act("main", {"enter": {"choose": 1, "from": {
        "who": "opponent", "zone": "drop"}}})])
    desc = " ".join([
        fam.quote("3-1-6"),
        "%s's S: 「相手のドロップのカード1枚を選び、登場させる」: the skill names no player's battle area, "
        "so X enters the battle area of its owner, %s." % (tp, ntp)])
    fam.add("enter-opponents-card-%s" % tp.lower(),
            "An opponent's card entered by a skill enters its owner's battle area (%s's skill)"
            % tp, desc, ["5-5-3"], ["effect-forms", "entry"], s.setup(), [activate("S")],
            {"state": {tp: {"battle": [{"card": "S"}]},
                       ntp: {"drop": [], "battle": [{"card": "X", "power": 4000}]}},
             "events": [{"type": "move", "card": "X", "from": "%s:drop" % ntp,
                         "to": "%s:battle" % ntp}]})


# ---- a cost lowered past 0 (1-2-3-2-1) -----------------------------------------------------------
def cost_lowered_below_zero(fam, first):
    s, tp, ntp = board(first)
    s.put(tp, "hand", "H", cost={"total": 2})
    s.effect(tp, cost_mod=-3, target="H", until="turn")
    s.put(tp, "battle", "S", skills=[act("main", {
        "if": {"count": {"who": "you", "zone": "hand", "filter": {"cost_min": 0, "cost_max": 0}},
               "min": 1}, "then": [DRAW], "else": [MARK]})])
    deck = s.zones[tp]["deck"]
    desc = " ".join([
        fam.quote("1-2-3-2-1"),
        "H in %s's hand costs 2 and an effect lowers it by 3 this turn: its cost is 0, not -1. "
        "%s's S: 「自分の手札にコスト0のカードが1枚以上ある場合、カード1枚を引く。そうでない場合、エナジー"
        "マーカー1つを置く」: H costs 0, %s draws." % (tp, tp, tp)])
    fam.add("cost-lowered-below-zero-%s" % tp.lower(),
            "A cost lowered past 0 is 0 (%s's hand)" % tp, desc, ["1-2-3-2-1"],
            ["effect-forms", "cost"], s.setup(), [activate("S")],
            {"state": {tp: {"hand": ["H"] + deck[:1], "markers": 0}}})


# ---- the game ending in the middle of an effect (0-1-3-5, 0-1-4) ----------------------------------
def game_won_mid_effect(fam, first):
    s, tp, ntp = board(first)
    s.put(tp, "battle", "S", skills=[act("main", {"win": "you"}, DRAW)])
    desc = " ".join([
        fam.quote("0-1-3-5"),
        "%s's S: 「このゲームに勝利する。カード1枚を引く」: %s wins as the first instruction resolves; the "
        "game is over, nothing more happens: no draw, and no check point after the skill (the "
        "only 7-3-3 is the one before it)." % (tp, tp)])
    fam.add("game-won-mid-effect-%s" % tp.lower(),
            "The game won in the middle of an effect: nothing after it (%s's skill)" % tp, desc,
            ["0-1-3-5"], ["effect-forms", "defeat"], s.setup(), [activate("S")],
            {"state": {"result": {"winner": tp}, tp: {"hand": []}},
             "events": [{"type": "checkpoint", "at": "7-3-3"},
                        {"type": "activate", "card": "S", "skill": 0},
                        {"type": "game-end", "winner": tp}],
             "exactly": [{"type": "checkpoint", "at": "7-3-3", "$clauses": ["0-1-3-5"]},
                         {"type": "draw", "$clauses": ["0-1-3-5"]}]})


# ---- 「元々のパワー」 (13-3-1) ---------------------------------------------------------------------
def power_read(fam, first, original, printed):
    """Printed 3000 +3000 this turn (6000), or printed 5000 -3000 this turn (2000), against
    「(元々の)パワーが5000以上」: the original power and the current one fall on opposite sides."""
    s, tp, ntp = board(first)
    change = 3000 if printed < 5000 else -3000
    now = printed + change
    s.put(tp, "battle", "S", power=printed, skills=[act("main", {
        "if": dict({"power": "this", "min": 5000}, **({"original": True} if original else {})),
        "then": [DRAW], "else": [MARK]})])
    s.effect(tp, power=change, target="S", until="turn")
    deck = s.zones[tp]["deck"]
    read = printed if original else now
    holds = read >= 5000
    desc = " ".join([
        fam.quote("13-3-1") if original else fam.quote("0-3-11"),
        "%s's S (%d, %+d this turn: %d): 「このカードの%sパワーが5000以上の場合、カード1枚を引く。"
        "そうでない場合、エナジーマーカー1つを置く」: %s %d: %s." % (
            tp, printed, change, now, "元々の" if original else "",
            "its original power is the printed" if original else "its power is",
            read, "%s draws" % tp if holds else "a marker")])
    fam.add("power-%s-read-%s%s" % ("original" if original else "current", tp.lower(),
                                    "" if printed < 5000 else "-reduced"),
            "A condition reading %s power%s (%s's skill)" % (
                "the original (printed)" if original else "the current",
                "" if printed < 5000 else ", the printed power reduced", tp), desc,
            ["13-3-1"] if original else ["0-3-11"], ["effect-forms", "conditions"], s.setup(),
            [activate("S")],
            {"state": {tp: {"hand": deck[:1] if holds else [],
                            "markers": 0 if holds else 1}}})


# ---- 「自分のターンの場合」 (a condition on whose turn it is) ----------------------------------------
def turn_condition(fam, first, whose):
    s, tp, ntp = board(first)
    s.put(tp, "battle", "S", skills=[act("main", {"if": {"turn": whose}, "then": [DRAW],
                                                  "else": [MARK]})])
    deck = s.zones[tp]["deck"]
    holds = whose == "your"
    desc = " ".join([
        fam.quote("0-3-17"),
        "%s's S, in %s's own main phase: 「%sのターンの場合、カード1枚を引く。そうでない場合、エナジー"
        "マーカー1つを置く」: %s." % (tp, tp, "自分" if holds else "相手",
                               "it is, %s draws" % tp if holds else "it is not, a marker")])
    fam.add("turn-condition-%s-%s" % (whose, tp.lower()),
            "A condition on whose turn it is (%s, %s's skill)" % (whose, tp), desc, ["0-3-17"],
            ["effect-forms", "conditions"], s.setup(), [activate("S")],
            {"state": {tp: {"hand": deck[:1] if holds else [], "markers": 0 if holds else 1}}})


# ---- the forms of single instructions -------------------------------------------------------
def enter_state(fam, first, rested):
    s, tp, ntp = board(first)
    s.put(tp, "hand", "H", power=3000)
    ins = {"enter": {"choose": 1, "from": {"who": "you", "zone": "hand"}}}
    if rested:
        ins["rested"] = True
    s.put(tp, "battle", "S", skills=[act("main", ins)])
    desc = " ".join([fam.quote("5-5-3"), fam.quote("3-6-3") if not rested else "",
                     "%s's S: 「自分の手札のバトルカード1枚を%s登場させる」: H, the only one, enters "
                     "%s without its cost being paid." % (
                         tp, "レストで" if rested else "", "rested" if rested else
                         "active (nothing says otherwise)")]).replace("  ", " ")
    fam.add("enter-%s-%s" % ("rested" if rested else "active", tp.lower()),
            "An entry by an effect, %s (%s's skill)" % ("rested" if rested else "active", tp),
            desc, ["5-5-3"] + ([] if rested else ["3-6-3"]), ["effect-forms", "entry"],
            s.setup(), [activate("S")],
            {"state": {tp: {"hand": [], "battle": [{"card": "S", "rested": False},
                                                   {"card": "H", "rested": rested}]}},
             "events": [{"type": "enter", "card": "H"}],
             "absent": [{"type": "pay"}]})


def move_to_deck(fam, first, at):
    s, tp, ntp = board(first)
    deck = s.zones[tp]["deck"]
    s.put(tp, "battle", "S", skills=[act("main", {"move": "this", "to": "deck", "at": at})])
    new = ["S"] + deck if at == "top" else deck + ["S"]
    desc = " ".join([fam.quote("3-1-6-1"),
                     "%s's S: 「このカードをデッキの%sに置く」: S leaves the battle area and is put %s "
                     "of %s's deck, which is not shuffled." % (
                         tp, "上" if at == "top" else "下", "on top" if at == "top" else
                         "at the bottom", tp)])
    fam.add("move-to-deck-%s-%s" % (at, tp.lower()),
            "A card moved to the %s of the deck (%s's skill)" % (at, tp), desc, ["3-1-6-1"],
            ["effect-forms", "move"], s.setup(), [activate("S")],
            {"state": {tp: {"deck": new, "battle": []}},
             "events": [{"type": "move", "card": "S", "from": "%s:battle" % tp,
                         "to": "%s:deck" % tp}],
             "absent": [{"type": "shuffle"}]})


def look_then_other(fam, first, who):
    s, tp, ntp = board(first)
    deck = s.zones[tp]["deck"]
    look = {"look": 2}
    if who == "each":
        look["who"] = "each"
    s.put(tp, "battle", "S", skills=[act("main", look, MARK)])
    shuffled = [tp, ntp] if who == "each" else [tp]
    news = {p: list(reversed(s.zones[p]["deck"])) for p in shuffled}
    desc = " ".join([fam.quote("13-11-3"),
                     "%s's S: 「%sデッキの上から2枚を見る。エナジーマーカー1つを置く」: the instruction "
                     "after the look moves none of the cards looked at, so %s shuffled (the "
                     "scripted orders) and the marker is placed." % (
                         tp, "お互いに自分の" if who == "each" else "自分の",
                         "each player's deck is (%s's first, 0-2-7)" % tp if who == "each" else
                         "the deck is")])
    fam.add("look-%sthen-marker-%s" % ("each-" if who == "each" else "", tp.lower()),
            "A look%s followed by an instruction that moves nothing (%s's skill)" % (
                " at each deck" if who == "each" else "", tp), desc,
            ["13-11-3"], ["effect-forms", "hidden"], s.setup(),
            [activate("S")] + [{"random": news[p], "for": "shuffle"} for p in shuffled],
            {"state": dict({p: {"deck": news[p]} for p in shuffled},
                           **{tp: {"deck": news[tp], "markers": 1}}),
             "events": [{"type": "shuffle", "player": p, "zone": "deck"} for p in shuffled]})


def ki_condition_this(fam, first, ki):
    s, tp, ntp = board(first)
    s.put(tp, "battle", "S", skills=[act("main", {"if": {"ki": "this", "min": 2},
                                                  "then": [DRAW], "else": [MARK]})])
    s.ki["S"] = ki
    deck = s.zones[tp]["deck"]
    holds = ki >= 2
    desc = " ".join([fam.quote("0-3-17"),
                     "%s's S (【気】%d): 「このカードの【気】が2以上の場合、カード1枚を引く。そうでない場合、"
                     "エナジーマーカー1つを置く」: %s." % (
                         tp, ki, "it holds, %s draws" % tp if holds else
                         "it does not hold, a marker")])
    fam.add("ki-condition-this-%d-%s" % (ki, tp.lower()),
            "A 【気】 condition on the skill's own card (%d 【気】, %s's skill)" % (ki, tp), desc,
            ["0-3-17"], ["effect-forms", "ki", "conditions"], s.setup(), [activate("S")],
            {"state": {tp: {"hand": deck[:1] if holds else [], "markers": 0 if holds else 1,
                            "battle": [{"card": "S", "ki": ki}]}}})


def two_names(fam, first, same):
    """9-10-1: 「そのカード」 is the card a named earlier selector designated; a later selector
    giving the same name designates anew."""
    s, tp, ntp = board(first)
    for b in ("B1", "B2", "B3"):
        s.put(ntp, "battle", b, power=3000)
    pick = {"choose": 1, "from": {"who": "opponent", "zone": "battle"}}
    second = "a" if same else "b"
    eff = [{"rest": dict(pick, **{"as": "a"})},
           {"power": -1000, "target": dict(pick, **{"as": second}), "until": "turn"},
           {"ko": {"ref": "a"}}]
    if not same:
        eff.append({"move": {"ref": "b"}, "to": "hand"})
    s.put(tp, "battle", "S", skills=[act("main", *eff)])
    script = [activate("S"), {"choose": ["B1"], "for": "target", "by": tp},
              {"choose": ["B2"], "for": "target", "by": tp}]
    if same:
        state = {ntp: {"battle": [{"card": "B1", "rested": True, "power": 3000},
                                  {"card": "B3", "rested": False}],
                       "drop": ["B2"], "hand": []}}
        text = "「相手のバトルカード1枚を選び(A)、レストにする。相手のバトルカード1枚を選び(A)、ターン終了" \
               "時まで、パワー-1000。AをKOする」"
        what = "the second selector gives the name again: it now designates B2 alone, so B2 is " \
               "KO'd and B1, rested, stays"
        events = [{"type": "ko", "card": "B2"}]
        absent = [{"type": "ko", "card": "B1"}]
    else:
        state = {ntp: {"battle": [{"card": "B3", "rested": False}], "drop": ["B1"],
                       "hand": ["B2"]}}
        text = "「相手のバトルカード1枚を選び(A)、レストにする。相手のバトルカード1枚を選び(B)、ターン終了" \
               "時まで、パワー-1000。AをKOする。Bを手札に戻す」"
        what = "A is B1, B is B2: B1 is KO'd and B2 returns to the hand; B3 is untouched"
        events = [{"type": "ko", "card": "B1"},
                  {"type": "move", "card": "B2", "from": "%s:battle" % ntp,
                   "to": "%s:hand" % ntp}]
        absent = [{"type": "ko", "card": "B2"}]
    desc = " ".join([fam.quote("5-2-2"),
                     "%s's S: %s; %s chooses B1, then B2: %s." % (tp, text, tp, what)])
    fam.add("two-names-%s-%s" % ("same" if same else "apart", tp.lower()),
            "Cards an effect named %s (%s's skill)" % (
                "twice under one name" if same else "under two names", tp), desc,
            ["5-2-2"], ["effect-forms", "choose"], s.setup(), script,
            {"state": state, "events": events, "absent": absent})


def attack_card_after_battle(fam, first):
    s, tp, ntp = board(first)
    s.put(tp, "battle", "A", power=3000)
    s.put(tp, "battle", "S", skills=[act("main", {"power": 3000, "target": "attack-card",
                                                  "until": "turn"})])
    lead_n = s.zones[ntp]["leader"]
    life = s.zones[ntp]["life"]
    script = [{"do": "attack", "card": "A", "target": lead_n}, {"do": "pass"},
              {"do": "pass", "by": ntp}, activate("S")]
    desc = " ".join([fam.quote("8-5-7"),
                     "%s's A (3000) attacks %s's leader (5000): no damage; the battle ends and "
                     "A is no longer the attack card. Back in the main phase %s declares S: "
                     "「アタックカードのパワー+3000」: there is no attack card, nothing gets +3000 "
                     "(A stays 3000)." % (tp, ntp, tp)])
    fam.add("attack-card-after-battle-%s" % tp.lower(),
            "「アタックカード」 after the battle is over (%s's skill)" % tp, desc, ["8-5-7"],
            ["effect-forms", "battle"], s.setup(), script,
            {"state": {"turn": {"phase": "main", "step": None},
                       tp: {"battle": [{"card": "A", "rested": True, "power": 3000},
                                       {"card": "S", "power": 1000}]},
                       ntp: {"life": life}},
             "events": [{"type": "activate", "card": "S", "skill": 0}]})


def ko_two_rule_events(fam, first):
    s, tp, ntp = board(first)
    s.put(ntp, "battle", "B1", power=3000)
    s.put(ntp, "battle", "B2", power=3000)
    s.put(tp, "battle", "S", skills=[act("main", {"ko": {"all": {"who": "opponent",
                                                                 "zone": "battle"}}})])
    rules = [{"type": "rule", "process": "14-9", "card": b} for b in ("B1", "B2")]
    desc = " ".join([fam.quote("14-9-1"), fam.quote("0-2-10"),
                     "%s's S: 「相手のバトルカードすべてをKOする」 with B1 and B2: both are KO'd at once, "
                     "each put into the drop by its own rule process (14-9), B1's and B2's (the "
                     "first after B1's KO); %s, their owner, orders them in the drop (B2 on top)." % (tp, ntp)])
    fam.add("ko-two-each-processed-%s" % tp.lower(),
            "Two cards KO'd by one instruction, each by its rule process (%s's skill)" % tp, desc,
            ["14-9-1", "0-2-10"], ["effect-forms", "ko"], s.setup(),
            [activate("S"), {"choose": ["B2", "B1"], "for": "order", "by": ntp}],
            {"state": {ntp: {"battle": [], "drop": ["B2", "B1"]}},
             "events": [{"type": "ko", "card": "B1"}] + rules,
             "exactly": [{"type": "rule", "process": "14-9"}]})


def battle_ko_forbidden(fam, first):
    s, tp, ntp = board(first)
    s.put(tp, "battle", "A", power=6000)
    s.put(ntp, "battle", "B", power=3000)
    s.rest("B")
    s.effect(ntp, forbid="leave", target="B", until="turn")
    desc = " ".join([fam.quote("0-2-2"),
                     "An effect of %s's: 「このターン中、Bはバトルエリアを離れない」. %s's A (6000) "
                     "attacks B (3000, rested): A's power is the greater and the rule would KO B "
                     "(8-4-6-2-1), but the card text wins over the rule: B stays in the battle "
                     "area, not KO'd." % (ntp, tp)])
    fam.add("battle-ko-forbidden-%s" % tp.lower(),
            "A battle card an effect keeps in the battle area is not KO'd by the battle (%s)"
            % tp, desc, ["0-2-2"], ["effect-forms", "battle", "rule-zero"], s.setup(),
            [{"do": "attack", "card": "A", "target": "B"}, {"do": "pass"},
             {"do": "pass", "by": ntp}],
            {"state": {ntp: {"battle": [{"card": "B", "rested": True}], "drop": []}},
             "events": [{"type": "compare", "attack": 6000, "guard": 3000}],
             "absent": [{"type": "ko"}]})


def combo_power_instruction(fam, first, change):
    s, tp, ntp = board(first)
    s.put(tp, "battle", "S", combo=2000, skills=[act("main", {
        "combo_power": change, "target": "this", "until": "turn"})])
    read = max(0, 2000 + change)
    desc = " ".join([fam.quote("0-2-9", "パワー以外がマイナスの数値になる場合は、その情報に数値を加減する場合は除き、0として扱います")
                     if change < 0 else fam.quote("1-5-2-2"),
                     "%s's S (combo power 2000): 「ターン終了時まで、このカードのコンボパワー%+d」: S's "
                     "combo power reads %d%s." % (tp, change, read,
                                                  " (below 0, read as 0)" if change < 0 else "")
                     ]).strip()
    fam.add("combo-power-by-instruction-%s-%s" % ("raised" if change > 0 else "below-zero",
                                                  tp.lower()),
            "A combo power changed by an instruction (%+d, %s's skill)" % (change, tp), desc,
            ["0-2-9"] if change < 0 else ["1-5-2-2"],
            ["effect-forms", "combo"] +
            ([fam.reading("FW-NEGATIVE-COMBO-POWER")] if change < 0 else []),
            s.setup(), [activate("S")],
            {"state": {tp: {"battle": [{"card": "S", "combo": read}]}}})


def source_played_first_card(fam, first):
    """The setup's first card played from the hand, then its own 【起動】 on 「このカード」."""
    s, tp, ntp = board(first)
    s.put(tp, "hand", "S", cost={"total": 0}, power=3000, skills=[act("main", {
        "power": 2000, "target": "this", "until": "turn"}, {"rest": "this"})])
    s.cards = {"S": s.cards["S"], **{k: v for k, v in s.cards.items() if k != "S"}}
    desc = " ".join([fam.quote("13-1-1"),
                     "%s plays S (cost 0; the first card the setup lists), then declares its "
                     "skill: 「ターン終了時まで、このカードのパワー+2000。このカードをレストにする」: 「このカード」 "
                     "is S where it now is, in the battle area: 5000, rested." % tp])
    fam.add("source-played-first-card-%s" % tp.lower(),
            "A card played, then its own skill on itself (the setup's first card, %s)" % tp,
            desc, ["13-1-1"], ["effect-forms", "source"], s.setup(),
            [{"do": "play", "card": "S", "pay": []}, activate("S")],
            {"state": {tp: {"battle": [{"card": "S", "power": 5000, "rested": True}],
                            "hand": []}},
             "events": [{"type": "enter", "card": "S"}, {"type": "activate", "card": "S"},
                        {"type": "rest", "card": "S"}]})


def rest_leader(fam, first, which):
    s, tp, ntp = board(first)
    sel = "%s-leader" % which
    s.put(tp, "battle", "S", skills=[act("main", {"rest": sel})])
    p = tp if which == "your" else ntp
    lead = s.zones[p]["leader"]
    other_lead = s.zones[other(p)]["leader"]
    desc = " ".join([fam.quote("10-1-2"),
                     "%s's S: 「%sのリーダーをレストにする」: %s's leader %s rests, %s stays active."
                     % (tp, "自分" if which == "your" else "相手", p, lead, other_lead)])
    fam.add("rest-%s-leader-%s" % (which, tp.lower()),
            "「%sのリーダー」 (%s's skill)" % ("自分" if which == "your" else "相手", tp), desc,
            ["10-1-2"], ["effect-forms", "selectors"], s.setup(), [activate("S")],
            {"state": {p: {"leader": {"card": lead, "rested": True}},
                       other(p): {"leader": {"card": other_lead, "rested": False}}},
             "events": [{"type": "rest", "card": lead}],
             "exactly": [{"type": "rest"}]})


def top_selector(fam, first, who):
    """`who` "opponent": the top cards of the opponent's life."""
    s, tp, ntp = board(first)
    sel = {"top": 2, "who": who, "zone": "life"}
    life = s.zones[ntp]["life"]
    state = {ntp: {"life": life[2:], "drop": [life[1], life[0]]}}
    script = [activate("S"), {"choose": [life[1], life[0]], "for": "order", "by": ntp}]
    # one event for both (0-2-10): the text orders neither move within it
    events = [{"type": "move", "card": life[0], "from": "%s:life" % ntp,
               "to": "%s:drop" % ntp}]
    s.put(tp, "battle", "S", skills=[act("main", {"move": sel, "to": "drop"})])
    desc = " ".join([fam.quote("3-4-2"),
                     "%s's S: 「相手のライフの上から2枚をドロップに置く」: %s and %s, the top two of "
                     "%s's life, go to its drop together (%s orders them: %s on top)." % (
                         tp, life[0], life[1], ntp, ntp, life[1])])
    fam.add("top-of-opponent-life-%s" % tp.lower(),
            "The top cards of the opponent's life (%s's skill)" % tp, desc,
            ["3-4-2"], ["effect-forms", "selectors"], s.setup(), script,
            {"state": state, "events": events,
             "absent": [{"type": "move", "card": life[2]}]})
