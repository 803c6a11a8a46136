"""Family `turn-structure`: the shape of a turn and of a battle, observed through the ordered
`phase`, `battle-step` and `checkpoint` events and the states they leave.

- A whole turn where nothing happens, then the next player's charge and main phases (7-1-1, the
  phases and steps exist 「何も起こることが無くても」; 7-1-2 and 0-3-2-1, the turn player and the
  order; 7-2-1, 7-3-1, 7-3-5, 7-4-1; 5-1-1, the draw of 7-2-9 a move deck → hand), on the first
  player's turn 1 and on the second player's turn 2.
- Who holds each free timing: the other player's action is rejected (4-1-1) in the main phase
  (7-3-1), the offense step (8-2-1) and the defense step (8-3-1).
- A battle with two combos on each side (5-6-3-4, 5-6-4, 5-6-4-4: back to 5-6-x-1 after each
  check point), the damage step (8-4-1), the battle's end.
- The two occasions of 4: a check point where the turn player orders two autos, then a free
  timing.
- Skipped phases and steps (7-1-2-1, the vocabulary's `skip`): the opponent's charge phase, the
  opponent's main phase, the turn player's offense and damage steps; nothing happens in them
  (no draw, no stand, no auto of their moments, no free timing).
- 「戦闘中」 (8-1-2-2): an effect lasting the battle applies from the attack to the battle's end,
  still at the 8-5-6 check point, gone after.
- An attack made void at the 8-1-4 check point goes to the battle's end (8-1-5-1).
- Two KOs at once (14-1-2-1-1): both `ko` events before the moves, the owner orders the drop.
- The loss conditions (0-1-3-2): life 0 after battle damage, deck 0 after the charge phase's
  draw, each against a twin with one card more.
- Damage dealt is damage received (5-8-2): the defending player's 「ダメージを受ける場合」
  replacement takes the attack card's damage.
- The pre-game procedure (6-2-1, 6-1-1) and its deck check (6-1-4, 2-10-2 with the card number).

Both perspectives (P1 first, P2 first) throughout.
"""

from . import Family
from ..model.table import PLAYERS, other
from .lang import act, auto, draw, opt, power, repl
from .opening import opening
from .scene import Scene, in_combo, standard

CHARGE_POINTS = ["7-2-6", "7-2-8", "7-2-10", "7-2-12"]


def generate(ctx):
    fam = Family(ctx, __name__)
    for first in PLAYERS:
        for turn in (1, 2):
            whole_turn(fam, first, turn)
        for where in ("main", "offense", "defense"):
            actor(fam, first, where)
        battle_steps(fam, first)
        occasions(fam, first)
        for what in ("charge", "main", "offense", "damage"):
            skipped(fam, first, what)
        skipped_once(fam, first)
        battle_duration(fam, first)
        for how in ("ko", "hand"):
            attack_void(fam, first, how)
        two_kos(fam, first)
        for cards in (1, 2):
            life_loss(fam, first, cards)
            deck_loss(fam, first, cards)
        damage_received(fam, first)
        for variant in ("same-number", "same-name"):
            pregame_numbers(fam, first, variant)
    return fam.cases


def cp(at):
    return {"type": "checkpoint", "at": at}


def phase(name, turn, player):
    return {"type": "phase", "name": name, "turn": turn, "player": player}


def whole_turn(fam, first, turn):
    s = standard(first=first, turn=turn, at="charge")
    tp = s.turn_player
    ntp = other(tp)
    dt, dn = s.zones[tp]["deck"], s.zones[ntp]["deck"]
    script = [{"choose": None, "for": "charge", "by": tp}, {"do": "pass"},
              {"choose": None, "for": "charge", "by": ntp}]

    def charge(p, card):
        return [cp("7-2-6"), cp("7-2-8"), {"type": "draw", "player": p, "card": card},
                {"type": "move", "card": card, "from": "%s:deck" % p, "to": "%s:hand" % p,
                 "cause": "draw"}, cp("7-2-10"), cp("7-2-12")]
    events = charge(tp, dt[0]) + [phase("main", turn, tp), cp("7-3-3"), cp("7-3-5-1-2"),
                                  phase("end", turn, tp), cp("7-4-3"),
                                  phase("charge", turn + 1, ntp)] + charge(ntp, dn[0]) + \
        [phase("main", turn + 1, ntp), cp("7-3-3")]
    state = {"turn": {"number": turn + 1, "player": ntp, "first": first, "phase": "main",
                      "step": None},
             tp: {"hand": dt[:1], "deck": dt[1:]}, ntp: {"hand": dn[:1], "deck": dn[1:]}}
    which = "the first player's first turn" if turn == 1 else "the second player's first turn"
    desc = " ".join([
        fam.quote("7-1-1", "それぞれのフェイズやステップは、何も起こることが無くても存在します。"),
        fam.quote("7-1-2", "ターンプレイヤーは、以下に示された順に従ってフェイズやステップを実行します。"),
        fam.quote("0-3-2-1"), fam.quote("5-1-1"),
        "The run begins at 7-2-2 of turn %d (%s, %s's) and nothing happens in it: no card is "
        "charged, the main phase ends at once. Every phase and step is there all the same, in "
        "the order of 7-2 (7-2-1: check points 7-2-6, 7-2-8, the draw of 7-2-9 — %s's top card "
        "%s moves deck → hand —, 7-2-10, 7-2-12), 7-3 (7-3-1: 7-3-3, the free timing; 7-3-5: "
        "the main phase's end step and its check point 7-3-5-1-2), 7-4 (7-4-1: 7-4-3); then "
        "7-4-7 makes %s, the non-turn player, the turn player of turn %d, whose charge phase "
        "and main phase follow the same way." % (turn, which, tp, tp, dt[0], ntp, turn + 1)])
    fam.add("whole-turn-%d-%s" % (turn, first.lower()),
            "A turn where nothing happens: every phase and step still comes, in order (turn %d, "
            "%s first)" % (turn, first), desc,
            ["7-1-1", "7-1-2", "0-3-2-1", "7-2-1", "7-3-1", "7-3-5", "7-4-1", "5-1-1"],
            ["turn", "phases"], s.setup(), script, {"state": state, "events": events})


def actor(fam, first, where):
    """The free timing of each of 7-3-1, 8-2-1, 8-3-1 belongs to one player: the other's action
    is rejected with 4-1-1 and the holder's goes through."""
    s = standard(first=first, turn=3)
    tp = s.turn_player
    ntp = other(tp)
    lead_n = s.zones[ntp]["leader"]
    s.put(tp, "battle", "A", power=3000)
    s.put(tp, "hand", "HT", combo=1000)
    s.put(ntp, "hand", "HN", combo=1000)
    s.put(tp, "energy", "ET")
    s.put(ntp, "energy", "EN")
    script = []
    if where == "main":
        holder, wrong = tp, ntp
        clause = "7-3-1"
        script += [{"do": "play", "card": "HN", "pay": ["EN"], "by": ntp},
                   {"do": "play", "card": "HT", "pay": ["ET"]}]
        events = [{"type": "enter", "card": "HT", "how": "play"}]
        state = {tp: {"hand": []}, ntp: {"hand": ["HN"]},
                 "turn": {"phase": "main", "step": None}}
        what = ("In the main phase %s tries to play HN: rejected (4-1-1); %s plays HT." %
                (ntp, tp))
    else:
        script.append({"do": "attack", "card": "A", "target": lead_n})
        if where == "offense":
            holder, wrong, clause = tp, ntp, "8-2-1"
            script += [{"do": "combo", "card": "HN", "by": ntp},
                       {"do": "combo", "card": "HT"}]
            events = [{"type": "battle-step", "name": "offense"},
                      {"type": "combo", "player": tp, "card": "HT"}]
            state = {tp: {"hand": [], "combo": [in_combo("HT", 1000)]},
                     ntp: {"hand": ["HN"], "combo": []},
                     "turn": {"phase": "main", "step": "offense"}}
        else:
            holder, wrong, clause = ntp, tp, "8-3-1"
            script += [{"do": "pass"}, {"do": "combo", "card": "HT", "by": tp},
                       {"do": "combo", "card": "HN", "by": ntp}]
            events = [{"type": "battle-step", "name": "defense"},
                      {"type": "combo", "player": ntp, "card": "HN"}]
            state = {tp: {"hand": ["HT"], "combo": []},
                     ntp: {"hand": [], "combo": [in_combo("HN", 1000)]},
                     "turn": {"phase": "main", "step": "defense"}}
        what = ("A attacks %s's leader; in the %s step %s tries to combo with a card of its "
                "hand: rejected (4-1-1); %s combos with its own." % (ntp, where, wrong, holder))
    bad_step = len(script) - 2
    desc = " ".join([fam.quote(clause), fam.quote("4-1-1"), what,
                     "The script ends at %s's next free timing of the same %s." % (
                         holder, "phase" if where == "main" else "step")])
    fam.add("actor-%s-%s" % (where, first.lower()),
            "The %s's free timing is %s's: the other player's action is rejected (%s first)" % (
                {"main": "main phase", "offense": "offense step",
                 "defense": "defense step"}[where], holder, first),
            desc, [clause, "4"], ["turn", "free-timing"], s.setup(), script,
            {"state": state, "events": events,
             "rejections": [{"step": bad_step, "rule": "4-1-1"}]})


def battle_steps(fam, first):
    s = standard(first=first, turn=3)
    tp = s.turn_player
    ntp = other(tp)
    lead_n = s.zones[ntp]["leader"]
    s.put(tp, "battle", "A", power=4000)
    s.put(tp, "battle", "C1", combo=1000)
    s.put(tp, "hand", "C2", combo=2000)
    s.put(ntp, "battle", "D1", combo=1000)
    s.put(ntp, "hand", "D2", combo=1000)
    life = s.zones[ntp]["life"]
    script = [{"do": "attack", "card": "A", "target": lead_n},
              {"do": "combo", "card": "C1"}, {"do": "combo", "card": "C2"}, {"do": "pass"},
              {"do": "combo", "card": "D1", "by": ntp}, {"do": "combo", "card": "D2", "by": ntp},
              {"do": "pass", "by": ntp},
              {"choose": ["C2", "C1"], "for": "order", "by": tp},
              {"choose": ["D1", "D2"], "for": "order", "by": ntp}]
    events = [{"type": "attack", "card": "A", "target": lead_n}, cp("8-1-4"),
              {"type": "battle-step", "name": "offense"}, cp("8-2-3"),
              {"type": "combo", "player": tp, "card": "C1"}, cp("5-6-3-3"), cp("8-2-3"),
              {"type": "reveal", "player": tp, "cards": ["C2"]},
              {"type": "combo", "player": tp, "card": "C2"}, cp("5-6-3-3"), cp("8-2-3"),
              {"type": "battle-step", "name": "defense"}, cp("8-3-3"),
              {"type": "combo", "player": ntp, "card": "D1"}, cp("5-6-4-3"), cp("8-3-3"),
              {"type": "reveal", "player": ntp, "cards": ["D2"]},
              {"type": "combo", "player": ntp, "card": "D2"}, cp("5-6-4-3"), cp("8-3-3"),
              {"type": "battle-step", "name": "damage"}, cp("8-4-3"),
              {"type": "compare", "attack": 7000, "guard": 7000}, cp("8-4-6-1-1"),
              {"type": "damage", "player": ntp, "amount": 1, "source": "A"}, cp("8-4-8"),
              {"type": "battle-step", "name": "battle-end"}, cp("8-5-1"), cp("8-5-3"),
              cp("8-5-6"), cp("7-3-3")]
    state = {"turn": {"phase": "main", "step": None},
             tp: {"drop": ["C2", "C1"], "combo": [], "battle": [
                 {"card": "A", "rested": True, "power": 4000, "combo": None, "under": [],
                  "ki": 0}]},
             ntp: {"drop": ["D1", "D2"], "combo": [], "battle": [], "life": life[1:],
                   "hand": life[:1]}}
    desc = " ".join([
        fam.quote("8-2-1"), fam.quote("5-6-3-4"), fam.quote("8-3-1"), fam.quote("5-6-4-4"),
        fam.quote("8-4-1"),
        "%s's A (4000) attacks %s's leader (5000). Offense step: %s combos with C1 from the "
        "battle area (1000), the check point 5-6-3-3, back to 8-2-3 and its free timing, then "
        "with C2 revealed from the hand (2000). Defense step: %s combos with D1 (battle area) "
        "and D2 (hand), 1000 each, the same way (5-6-4). Damage step: 4000 + 3000 = 7000 "
        "against 5000 + 2000 = 7000: 7000 ≥ 7000, one damage; %s's top life card goes to the "
        "hand. At the battle's end the combo cards go to their owners' drops, each owner "
        "ordering its two (3-1-5): %s puts C2 on top, %s D1." % (
            tp, ntp, tp, ntp, ntp, tp, ntp)])
    fam.add("battle-steps-%s" % first.lower(),
            "A battle step by step, two combos on each side (%s first)" % first, desc,
            ["8-2-1", "8-3-1", "8-4-1", "5-6-3-4", "5-6-4", "5-6-4-4"], ["battle", "combo"],
            s.setup(), script, {"state": state, "events": events})


def occasions(fam, first):
    """4: the turn player acts at a check point (chooses which of two pending autos first)
    and at a free timing (plays a card)."""
    s = standard(first=first, turn=3)
    tp = s.turn_player
    dt = s.zones[tp]["deck"]
    s.put(tp, "battle", "W1", skills=[auto("main-start", {"markers": 1})])
    s.put(tp, "battle", "W2", skills=[auto("main-start", draw())])
    s.put(tp, "hand", "H", cost={"total": 1})
    s.put(tp, "energy", "E")
    script = [{"choose": opt("W2", 0), "for": "auto", "by": tp},
              {"do": "play", "card": "H", "pay": ["marker"]}]
    events = [cp("7-3-3"), {"type": "activate", "card": "W2", "skill": 0},
              {"type": "draw", "player": tp, "card": dt[0]},
              {"type": "activate", "card": "W1", "skill": 0}, {"type": "pay", "player": tp,
                                                               "cards": [], "markers": 1},
              {"type": "enter", "card": "H", "how": "play"}, cp("7-3-3")]
    desc = " ".join([
        fam.quote("4", "プレイヤーが能動的に行動を宣言できる機会には、フリータイミング、チェックポイントの2つがあります。"),
        "The run begins at %s's main phase (7-3-2): W1 「メインフェイズ開始時、エナジーマーカー1つを"
        "置く」 and W2 「メインフェイズ開始時、カード1枚を引く」 are pending. At the check point 7-3-3 "
        "%s declares W2 first (%s draws %s), then W1 (a marker). At the free timing of 7-3-4 %s "
        "plays H, paying with that marker, and the check point 7-3-3 comes again." % (
            tp, tp, tp, dt[0], tp)])
    fam.add("occasions-%s" % first.lower(),
            "The two occasions to act: a check point, then a free timing (%s first)" % first,
            desc, ["4"], ["turn", "autos"], s.setup(), script,
            {"state": {tp: {"hand": [dt[0]], "markers": 0}}, "events": events})


def skipped(fam, first, what):
    s = standard(first=first, turn=3)
    tp = s.turn_player
    ntp = other(tp)
    lead_n = s.zones[ntp]["leader"]
    dt, dn = s.zones[tp]["deck"], s.zones[ntp]["deck"]
    life = s.zones[ntp]["life"]
    who = "opponent" if what in ("charge", "main") else "you"
    s.put(tp, "battle", "S", skills=[act("main", {"skip": what, "who": who})])
    ja = {"charge": "チャージフェイズ", "main": "メインフェイズ", "offense": "オフェンスステップ",
          "damage": "ダメージステップ"}[what]
    text = "%sの次の%sを飛ばす" % ("相手" if who == "opponent" else "自分", ja)
    script = [{"do": "activate", "card": "S", "skill": 0}]
    if what == "charge":
        s.put(ntp, "energy", "EN")
        s.put(ntp, "battle", "W", skills=[auto({"on": "charge-start", "whose": "your"},
                                               {"markers": 1}),
                                          auto({"on": "turn-start", "whose": "your"},
                                               {"markers": 1})])
        s.rest("EN", "W")
        script += [{"do": "pass"}]
        events = [phase("end", 3, tp), cp("7-4-3"), phase("main", 4, ntp), cp("7-3-3")]
        state = {"turn": {"number": 4, "player": ntp, "phase": "main", "step": None},
                 ntp: {"hand": [], "deck": dn, "markers": 0,
                       "energy": [{"card": "EN", "rested": True}],
                       "battle": [{"card": "W", "rested": True, "power": 1000, "combo": None,
                                   "under": [], "ki": 0}]}}
        what_text = ("%s ends its turn; %s's turn 4 has no charge phase: no 「自分のターン開始時」 "
                     "or 「自分のチャージフェイズ開始時」 auto of W (no marker), no stand (EN and W stay "
                     "rested), no draw, no charge; the main phase follows the end phase of turn 3 "
                     "and the run stops at its free timing." % (tp, ntp))
        clauses = ["7-1-2-1"]
    elif what == "main":
        s.put(ntp, "battle", "W", skills=[auto({"on": "main-start", "whose": "your"},
                                               {"markers": 1}),
                                          auto({"on": "main-end", "whose": "your"},
                                               {"markers": 1})])
        script += [{"do": "pass"}, {"choose": None, "for": "charge", "by": ntp},
                   {"choose": None, "for": "charge", "by": tp}]
        events = [phase("charge", 4, ntp), cp("7-2-12"), phase("end", 4, ntp), cp("7-4-3"),
                  phase("charge", 5, tp), cp("7-2-12"), phase("main", 5, tp), cp("7-3-3")]
        state = {"turn": {"number": 5, "player": tp, "phase": "main", "step": None},
                 ntp: {"markers": 0, "hand": dn[:1]}, tp: {"hand": dt[:1]}}
        what_text = ("%s ends its turn; in turn 4 %s's charge phase is followed by its end "
                     "phase: no main phase, so no free timing for %s (the script has no action "
                     "for it), and W's 「自分のメインフェイズ開始時」 and 「自分のメインフェイズ終了時」 autos never "
                     "become pending (no marker). Turn 5 is %s's." % (tp, ntp, ntp, tp))
        clauses = ["7-1-2-1"]
    else:
        s.put(tp, "battle", "A", power=6000, skills=[auto("damage-step-end", {"markers": 1})])
        s.put(tp, "hand", "C", combo=1000)
        script += [{"do": "attack", "card": "A", "target": lead_n}]
        if what == "offense":
            script += [{"do": "pass", "by": ntp}]
            events = [cp("8-1-4"), {"type": "battle-step", "name": "defense"}, cp("8-3-3"),
                      {"type": "battle-step", "name": "damage"}, cp("8-4-3"),
                      {"type": "compare", "attack": 6000, "guard": 5000},
                      {"type": "battle-step", "name": "battle-end"}]
            state = {"turn": {"phase": "main", "step": None},
                     tp: {"hand": ["C"], "combo": [], "drop": [], "markers": 1},
                     ntp: {"life": life[1:]}}
            what_text = ("A (6000) attacks %s's leader: after the check point 8-1-4 the "
                         "defense step follows at once — no offense step, no free timing in "
                         "which %s could combo with C (C stays in the hand); the damage step "
                         "deals one damage and A's 「ダメージステップ終了時」 auto places a marker."
                         % (ntp, tp))
        else:
            script += [{"do": "pass"}, {"do": "pass", "by": ntp}]
            events = [cp("8-1-4"), {"type": "battle-step", "name": "offense"}, cp("8-2-3"),
                      {"type": "battle-step", "name": "defense"}, cp("8-3-3"),
                      {"type": "battle-step", "name": "battle-end"}, cp("8-5-1")]
            state = {"turn": {"phase": "main", "step": None},
                     tp: {"markers": 0}, ntp: {"life": life, "hand": []}}
            what_text = ("A (6000) attacks %s's leader; after the defense step the battle goes "
                         "to its end step: no damage step, so no comparison, no damage (%s's "
                         "life stays %d) and A's 「ダメージステップ終了時」 auto never becomes "
                         "pending (no marker)." % (ntp, ntp, len(life)))
        clauses = ["7-1-2-1"]
    desc = " ".join([fam.quote("7-1-2-1"), "%s's S: 「%s」." % (tp, text), what_text])
    fam.add("skipped-%s-%s" % (what, first.lower()),
            "A skipped %s: nothing happens in it (%s first)" % (
                what + (" phase" if what in ("charge", "main") else " step"), first),
            desc, clauses, ["turn", "skip"], s.setup(), script,
            {"state": state, "events": events})


def skipped_once(fam, first):
    """13-12-1: 「自分の次のオフェンスステップを飛ばす」 skips the next offense step only: the
    turn's second battle has its offense step, where the turn player combos."""
    s = standard(first=first, turn=3)
    tp = s.turn_player
    ntp = other(tp)
    lead_n = s.zones[ntp]["leader"]
    life = s.zones[ntp]["life"]
    s.put(tp, "battle", "S", skills=[act("main", {"skip": "offense", "who": "you"})])
    s.put(tp, "battle", "A", power=6000)
    s.put(tp, "battle", "B", power=6000)
    s.put(tp, "hand", "C", combo=1000)
    script = [{"do": "activate", "card": "S", "skill": 0},
              {"do": "attack", "card": "A", "target": lead_n}, {"do": "pass", "by": ntp},
              {"do": "attack", "card": "B", "target": lead_n},
              {"do": "combo", "card": "C"}, {"do": "pass"}, {"do": "pass", "by": ntp}]
    # each battle comes in answer to its declaration: the script's entries 1 and 3
    events = [{"type": "attack", "card": "A", "target": lead_n, "step": 1}, cp("8-1-4"),
              {"type": "battle-step", "name": "defense"}, cp("8-3-3"),
              {"type": "battle-step", "name": "damage"},
              {"type": "compare", "attack": 6000, "guard": 5000},
              {"type": "battle-step", "name": "battle-end"}, cp("7-3-3"),
              {"type": "attack", "card": "B", "target": lead_n, "step": 3}, cp("8-1-4"),
              {"type": "battle-step", "name": "offense"}, cp("8-2-3"),
              {"type": "reveal", "player": tp, "cards": ["C"]},
              {"type": "combo", "player": tp, "card": "C"}, cp("5-6-3-3"), cp("8-2-3"),
              {"type": "battle-step", "name": "defense"}, cp("8-3-3"),
              {"type": "battle-step", "name": "damage"},
              {"type": "compare", "attack": 7000, "guard": 5000},
              {"type": "battle-step", "name": "battle-end"}, cp("7-3-3")]
    state = {"turn": {"phase": "main", "step": None},
             tp: {"hand": [], "combo": [], "drop": ["C"]},
             ntp: {"life": life[2:]}}
    desc = " ".join([
        fam.quote("13-12-1"), fam.quote("7-1-2-1"),
        "%s's S: 「自分の次のオフェンスステップを飛ばす」. A (6000) attacks %s's leader: after the "
        "check point 8-1-4 the defense step follows at once (the skipped offense step), one "
        "damage. The skip was of the next offense step only: B (6000) then attacks, and its "
        "battle has its offense step, where %s combos with C from the hand (+1000: 7000 "
        "against 5000), one damage more; C goes to the drop at the battle's end. %s's life "
        "goes from %d cards to %d. Each battle's events come in answer to its "
        "declaration (the script's entries 1 and 3)." % (tp, ntp, tp, ntp, len(life),
                                                          len(life) - 2)])
    fam.add("skipped-offense-once-%s" % first.lower(),
            "「次のオフェンスステップを飛ばす」 skips one offense step: the next battle has its own "
            "(%s first)" % first,
            desc, ["13-12-1", "7-1-2-1"], ["turn", "skip"], s.setup(), script,
            {"state": state, "events": events})


def battle_duration(fam, first):
    s = standard(first=first, turn=3)
    tp = s.turn_player
    ntp = other(tp)
    lead_n = s.zones[ntp]["leader"]
    dt = s.zones[tp]["deck"]
    s.put(tp, "battle", "A", power=4000, skills=[
        auto("attack", power(5000, "this", "battle")),
        auto("battle-end", {"if": {"power": "this", "min": 9000}, "then": [draw()]})])
    script = [{"do": "attack", "card": "A", "target": lead_n}, {"do": "pass"},
              {"do": "pass", "by": ntp}]
    events = [{"type": "attack", "card": "A", "target": lead_n}, cp("8-1-4"),
              {"type": "activate", "card": "A", "skill": 0},
              {"type": "compare", "attack": 9000, "guard": 5000},
              {"type": "battle-step", "name": "battle-end"}, cp("8-5-6"),
              {"type": "activate", "card": "A", "skill": 1},
              {"type": "draw", "player": tp, "card": dt[0]}, cp("7-3-3")]
    state = {"turn": {"phase": "main", "step": None},
             tp: {"hand": dt[:1], "battle": [{"card": "A", "rested": True, "power": 4000,
                                             "combo": None, "under": [], "ki": 0}]}}
    desc = " ".join([
        fam.quote("8-1-2-2"), fam.quote("8-5-7"),
        "%s's A (4000): 【アタック時】「この戦闘中、このカードのパワー+5000」 and 「戦闘終了時、このカード"
        "のパワーが9000以上の場合、カード1枚を引く」. A attacks %s's leader: the first resolves at "
        "8-1-4, so A is 9000 in the damage step; at the check point 8-5-6 the battle has not "
        "ended (8-5-9), A is still 9000 and %s draws %s; the +5000 ends at 8-5-7, and back in the "
        "main phase A is 4000." % (tp, ntp, tp, dt[0])])
    fam.add("battle-duration-%s" % first.lower(),
            "「この戦闘中」 lasts from the attack to the battle's end (%s first)" % first,
            desc, ["8-1-2-2", "8-5-7"], ["battle", "durations"], s.setup(), script,
            {"state": state, "events": events})


def attack_void(fam, first, how):
    s = standard(first=first, turn=3)
    tp = s.turn_player
    ntp = other(tp)
    lead_n = s.zones[ntp]["leader"]
    life = s.zones[ntp]["life"]
    ins = {"ko": "attack-card"} if how == "ko" else {"move": "attack-card", "to": "hand"}
    s.cards[lead_n]["skills"] = [auto("attacked", ins)]
    s.put(tp, "battle", "A", power=6000)
    script = [{"do": "attack", "card": "A", "target": lead_n}]
    gone = [{"type": "ko", "card": "A"},
            {"type": "move", "card": "A", "from": "%s:battle" % tp, "to": "%s:drop" % tp,
             "cause": "ko"}] if how == "ko" else \
        [{"type": "move", "card": "A", "from": "%s:battle" % tp, "to": "%s:hand" % tp,
          "cause": "effect"}]
    events = [{"type": "attack", "card": "A", "target": lead_n}, cp("8-1-4"),
              {"type": "activate", "card": lead_n, "skill": 0}] + gone + \
        [{"type": "battle-step", "name": "battle-end"}, cp("8-5-1"), cp("8-5-6"), cp("7-3-3")]
    state = {"turn": {"phase": "main", "step": None},
             tp: {"battle": [], "drop": ["A"] if how == "ko" else [],
                  "hand": [] if how == "ko" else ["A"]},
             ntp: {"life": life}}
    desc = " ".join([
        fam.quote("8-1-5-1"), fam.quote("8-1-5"),
        "%s's leader: 「このカードがアタックされた時、アタックカードを%s」. %s's A attacks it; at the "
        "check point 8-1-4 the auto %s A, so there is no attack card when 8-1-5 is reached: the "
        "battle goes straight to its end step — no offense, defense or damage step (the script "
        "has no action for them), no damage (%s's life stays %d) — and back to the main phase."
        % (ntp, "KOする" if how == "ko" else "手札に戻す", tp,
           "KOs" if how == "ko" else "returns to the hand", ntp, len(life))])
    fam.add("attack-void-%s-%s" % (how, first.lower()),
            "An attack made void at 8-1-4 goes to the battle's end (%s, %s first)" % (
                how, first),
            desc, ["8-1-5-1"], ["battle"], s.setup(), script,
            {"state": state, "events": events})


def two_kos(fam, first):
    s = standard(first=first, turn=3)
    tp = s.turn_player
    ntp = other(tp)
    lead_t = s.zones[tp]["leader"]
    s.cards[lead_t]["skills"] = [act("main", {"ko": {"all": {"who": "opponent",
                                                             "zone": "battle"}}})]
    s.put(ntp, "battle", "X")
    s.put(ntp, "battle", "Y")
    script = [{"do": "activate", "card": lead_t, "skill": 0},
              {"choose": ["Y", "X"], "for": "order", "by": ntp}]
    move = {"type": "move", "from": "%s:battle" % ntp, "to": "%s:drop" % ntp, "cause": "ko"}
    events = [{"type": "activate", "card": lead_t, "skill": 0}, {"type": "ko", "card": "X"},
              {"type": "ko", "card": "Y"}, move, move, cp("7-3-3")]
    desc = " ".join([
        fam.quote("14-1-2-1-1"), fam.quote("14-9-1"),
        "%s's leader: 【起動 メイン】「相手のバトルカードすべてをKOする」. X and Y are KO'd by one "
        "instruction: the two 14-9 processes arise at once and are processed at once, so both "
        "cards arrive in %s's drop together and %s, their owner, orders them (3-1-5): Y on top."
        % (tp, ntp, ntp)])
    fam.add("two-kos-at-once-%s" % first.lower(),
            "Two KOs at once are processed at once (%s first)" % first, desc,
            ["14-1-2-1-1"], ["rule-process", "ko"], s.setup(), script,
            {"state": {ntp: {"battle": [], "drop": ["Y", "X"]}}, "events": events})


def life_loss(fam, first, cards):
    s = standard(first=first, turn=3, life=(8, 8))
    tp = s.turn_player
    ntp = other(tp)
    s.zones[ntp]["life"] = s.zones[ntp]["life"][:cards]
    for cid in list(s.cards):
        if cid.startswith(ntp + "T") and cid not in s.zones[ntp]["life"]:
            del s.cards[cid]
    lead_t, lead_n = s.zones[tp]["leader"], s.zones[ntp]["leader"]
    life = s.zones[ntp]["life"]
    script = [{"do": "attack", "card": lead_t, "target": lead_n}, {"do": "pass"},
              {"do": "pass", "by": ntp}]
    events = [{"type": "compare", "attack": 5000, "guard": 5000}, cp("8-4-6-1-1"),
              {"type": "damage", "player": ntp, "amount": 1, "source": lead_t},
              {"type": "move", "card": life[0], "from": "%s:life" % ntp, "to": "%s:hand" % ntp,
               "cause": "damage"}]
    if cards == 1:
        events += [{"type": "rule", "process": "14-2"},
                   {"type": "lose", "player": ntp, "why": "life"},
                   {"type": "game-end", "winner": tp}]
        state = {"result": {"winner": tp}, ntp: {"life": [], "hand": life}}
        what = "%s's life area has 0 cards: %s loses and %s wins." % (ntp, ntp, tp)
        clauses = ["0-1-3-2"]
    else:
        events += [cp("8-4-8"), {"type": "battle-step", "name": "battle-end"}, cp("7-3-3")]
        state = {"result": None, ntp: {"life": life[1:], "hand": life[:1]},
                 "turn": {"phase": "main", "step": None}}
        what = "%s still has one life card: no loss condition, the game goes on." % ntp
        clauses = ["8-4-6-1-1-1"]
    desc = " ".join([fam.quote("0-1-3-2"),
                     "%s's leader (5000) attacks %s's leader (5000), who has %d life card%s: one "
                     "damage puts the top one into the hand. %s" % (
                         tp, ntp, cards, "" if cards == 1 else "s", what)])
    fam.add("loss-life-%d-%s" % (cards, first.lower()),
            "Loss condition: life %d → %d after battle damage (%s first)" % (
                cards, cards - 1, first),
            desc, clauses, ["defeat"], s.setup(), script, {"state": state, "events": events})


def deck_loss(fam, first, cards):
    s = standard(first=first, turn=3, at="charge", deck=(5, 5))
    tp = s.turn_player
    ntp = other(tp)
    s.zones[tp]["deck"] = s.zones[tp]["deck"][:cards]
    for cid in list(s.cards):
        if cid.startswith(tp + "D") and cid not in s.zones[tp]["deck"]:
            del s.cards[cid]
    deck = s.zones[tp]["deck"]
    events = [cp("7-2-8"), {"type": "draw", "player": tp, "card": deck[0]}]
    if cards == 1:
        script = []
        events += [{"type": "rule", "process": "14-2"},
                   {"type": "lose", "player": tp, "why": "deck"},
                   {"type": "game-end", "winner": ntp}]
        state = {"result": {"winner": ntp}, tp: {"deck": [], "hand": deck},
                 "turn": {"phase": "charge"}}
        what = "%s's deck area has 0 cards: %s loses at once and %s wins." % (tp, tp, ntp)
        clauses = ["0-1-3-2"]
    else:
        script = [{"choose": None, "for": "charge", "by": tp}]
        events += [cp("7-2-10"), cp("7-2-12"), phase("main", 3, tp)]
        state = {"result": None, tp: {"deck": deck[1:], "hand": deck[:1]},
                 "turn": {"phase": "main"}}
        what = "%s still has one card in its deck: the game goes on." % tp
        clauses = ["7-2-9"]
    desc = " ".join([fam.quote("0-1-3-2"),
                     "%s's turn 3 begins with %d card%s in its deck; 7-2-9 draws the top one. %s"
                     % (tp, cards, "" if cards == 1 else "s", what)])
    fam.add("loss-deck-%d-%s" % (cards, first.lower()),
            "Loss condition: deck %d → %d after the charge phase's draw (%s first)" % (
                cards, cards - 1, first),
            desc, clauses, ["defeat"], s.setup(), script, {"state": state, "events": events})


def damage_received(fam, first):
    s = standard(first=first, turn=3)
    tp = s.turn_player
    ntp = other(tp)
    lead_t, lead_n = s.zones[tp]["leader"], s.zones[ntp]["leader"]
    life = s.zones[ntp]["life"]
    s.cards[lead_n]["skills"] = [repl("damage", [{"markers": 1}])]
    script = [{"do": "attack", "card": lead_t, "target": lead_n}, {"do": "pass"},
              {"do": "pass", "by": ntp}]
    events = [{"type": "compare", "attack": 5000, "guard": 5000}, cp("8-4-6-1-1"),
              {"type": "replace", "card": lead_n, "skill": 0, "event": "damage"}, cp("8-4-8")]
    desc = " ".join([
        fam.quote("5-8-2"), fam.quote("5-8-1", "「ダメージを与える」とは"),
        "%s's leader: 【永続】「自分がダメージを受ける場合、代わりにエナジーマーカー1つを置く」. %s's "
        "leader (5000) attacks it (5000): the attack card deals 1 damage to %s (8-4-6-1-1-1), "
        "which is %s receiving damage, so the replacement applies: a marker instead, the life "
        "stays %d cards." % (ntp, tp, ntp, ntp, len(life))])
    fam.add("damage-received-%s" % first.lower(),
            "Damage dealt is damage received: a 「ダメージを受ける場合」 replacement applies "
            "(%s first)" % first, desc, ["5-8-2"], ["battle", "replacement"], s.setup(), script,
            {"state": {ntp: {"life": life, "markers": 1, "hand": []}}, "events": events})


def pregame_numbers(fam, first, variant):
    """6-2-1, 6-1-1, 6-1-4, 2-10-2: the pre-game procedure from the deck check; five cards of
    one card number (different names) break 6-1-4-2, five of one name (different numbers) do
    not."""
    rng = fam.rng("pregame-%s-%s" % (variant, first))
    s = Scene(first=None, at="pregame")
    decks = {}
    for q in PLAYERS:
        s.leader(q)
        ids = []
        for i in range(50):
            cid = "%sD%02d" % (q, i + 1)
            spec = {}
            if q == first and i < 5:
                spec = {"number": "N-500", "name": "Kakarot %d" % i} if variant == "same-number" \
                    else {"name": "Kakarot", "number": "N-50%d" % i}
            s.put(q, "deck", cid, **spec)
            ids.append(cid)
        decks[q] = ids
    legal = variant == "same-name"
    checks = [{"type": "deck-check", "player": q, "legal": legal or q != first,
               "rules": [] if legal or q != first else ["6-1-4-2"]} for q in PLAYERS]
    if legal:
        chooser = rng.choice(PLAYERS)
        pick = rng.choice(("first", "second"))
        mull = {q: False for q in PLAYERS}
        script, zones, who, drawn = opening(rng, decks, chooser, pick, mull, lambda hand: None)
        second = other(who)
        events = checks + [{"type": "first", "player": who},
                           {"type": "shuffle", "player": who, "zone": "deck"},
                           {"type": "shuffle", "player": second, "zone": "deck"},
                           {"type": "mulligan", "player": who, "taken": False},
                           {"type": "mulligan", "player": second, "taken": False},
                           phase("charge", 1, who), {"type": "draw", "player": who,
                                                     "card": drawn},
                           phase("main", 1, who)]
        state = {"turn": {"number": 1, "player": who, "first": who, "phase": "main",
                          "step": None}, "result": None}
        for q in PLAYERS:
            state[q] = {"hand": zones[q]["hand"], "life": zones[q]["life"],
                        "deck": zones[q]["deck"], "markers": zones[q]["markers"],
                        "leader": {"card": s.zones[q]["leader"], "rested": False,
                                   "face": "front", "power": 5000}}
        what = ("so %s's deck is legal (2-10-2: the number, not the name, decides copies) and "
                "the procedure goes on: the chooser (random %s) picks %s, %s goes first; each "
                "deck is shuffled (the turn player's first, 0-2-7), six cards drawn, no "
                "mulligan, eight life cards each, a marker for %s, then turn 1." % (
                    first, chooser, pick, who, second))
        clauses = ["6-2-1", "6-1-1", "6-1-4", "2-10-2"]
    else:
        script = []
        events = checks
        state = {"turn": {"phase": "pregame"}, "result": None}
        what = ("so %s's deck breaks 6-1-4-2 (2-10-2: the number decides copies, whatever the "
                "names) and the game does not start." % first)
        clauses = ["6-1-4", "2-10-2", "6-1-1"]
    desc = " ".join([
        fam.quote("6-2-1"), fam.quote("6-1-1"), fam.quote("6-1-4"), fam.quote("2-10-2"),
        fam.quote("6-1-4-2"),
        "Each player presents a red leader and 50 red cards (6-2-1-1). Five of %s's cards are "
        "%s, %s" % (first, "of the card number N-500 with five different names"
                    if variant == "same-number" else
                    "named Kakarot with five different card numbers", what)])
    fam.add("pregame-%s-%s" % (variant, first.lower()),
            "Pre-game: five cards of one %s (%s)" % (
                "card number" if variant == "same-number" else "name", first), desc, clauses,
            ["pregame", "deck-check", fam.reading("FW-CARD-NUMBER-REF"),
             fam.reading("FW-LIFE-ORDER")] if legal else
            ["pregame", "deck-check", fam.reading("FW-CARD-NUMBER-REF")],
            s.setup(), script, {"state": state, "events": events})
