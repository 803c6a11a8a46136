"""Family `invariants`: cases that declare the invariants the oracle's judge checks on every run
(docs/engines/fusion-world.md, "Invariants"; Family.JUDGE_CHECKED in families/__init__.py), each
in a run where its invariant bites, and whose expectation also checks the concrete state and
events the model computes.

- Conservation (3, 3-1-1, 0-1-2): one turn moves cards deck → hand, hand → energy, hand →
  battle, hand → combo, battle → drop (a battle KO), combo → drop, drop → out of the game, life
  → hand; the final state lists every zone of both players.
- 3-1-6-1: a card under its non-owner's control sent 「手札に」 goes to its owner's hand.
- 3-5-1, 10-1-1, 3-6-1, 3-5-3: a leader told to move to the hand or into the battle area stays.
- 3-7-1, 5-6-2-1: a leader, an extra card and a battle card without combo power cannot combo.
- Visibility, judged on the state's `view` (3-1-2, 0-3-12, 3-1-3 …): public zones at a battle's
  defense step (3-5-2, 3-6-2, 3-7-2, the energy and drop areas); hidden zones after a draw, a
  look at the deck and damage (3-2-2, 3-9-2, 3-3-2, 3-3-3); a card revealed from the hand
  hidden again (13-10-2); cards removed from the game from the battle area and from the hand
  (13-9-3); energy markers and 【気】, which are not cards (1-11-3, 1-12-5).

Both perspectives (P1 first, P2 first) throughout.
"""

from . import Family
from ..model.table import PLAYERS, other
from .lang import act, choose
from .scene import in_combo, standard


def generate(ctx):
    fam = Family(ctx, __name__)
    for first in PLAYERS:
        conservation(fam, first)
        owner_zone(fam, first)
        leader_stays(fam, first)
        combo_only_battle(fam, first)
        public_zones(fam, first)
        hidden_zones(fam, first)
        reveal_hand(fam, first)
        removed(fam, first)
        markers_ki(fam, first)
    return fam.cases


def cp(at):
    return {"type": "checkpoint", "at": at}


def mv(card, frm, to, cause):
    return {"type": "move", "card": card, "from": frm, "to": to, "cause": cause}


def bc(card, rested=False, power=1000, combo=None, ki=0):
    return {"card": card, "rested": rested, "power": power, "combo": combo, "under": [], "ki": ki}


def conservation(fam, first):
    s = standard(first=first, turn=3, at="charge")
    tp = s.turn_player
    ntp = other(tp)
    lead_t = s.zones[tp]["leader"]
    dt, ln = s.zones[tp]["deck"], s.zones[ntp]["life"]
    s.cards[lead_t]["skills"] = [
        act("main", {"remove": {"choose": 1, "from": {"who": "any", "zone": "drop"}}}),
        act("main", {"life_to_hand": 1, "who": "opponent"})]
    s.put(tp, "hand", "H1")
    s.put(tp, "hand", "H2", combo=1000)
    s.put(tp, "energy", "E1")
    s.put(ntp, "battle", "G", power=2000)
    s.rest("G")
    script = [{"choose": dt[0], "for": "charge", "by": tp},
              {"do": "play", "card": "H1", "pay": ["E1"]},
              {"do": "attack", "card": lead_t, "target": "G"}, {"do": "combo", "card": "H2"},
              {"do": "pass"}, {"do": "pass", "by": ntp},
              {"do": "activate", "card": lead_t, "skill": 0},
              {"choose": ["G"], "for": "target", "by": tp},
              {"do": "activate", "card": lead_t, "skill": 1}]
    T, N = tp + ":", ntp + ":"
    events = [mv(dt[0], T + "deck", T + "hand", "draw"),
              mv(dt[0], T + "hand", T + "energy", "charge"),
              mv("H1", T + "hand", T + "battle", "play"),
              mv("H2", T + "hand", T + "combo", "combo"),
              {"type": "compare", "attack": 6000, "guard": 2000},
              mv("G", N + "battle", N + "drop", "ko"),
              mv("H2", T + "combo", T + "drop", "battle-end"),
              mv("G", N + "drop", "removed", "effect"),
              mv(ln[0], N + "life", N + "hand", "effect")]
    state = {"turn": {"number": 3, "player": tp, "phase": "main", "step": None}, "result": None,
             tp: {"leader": {"card": lead_t, "rested": True, "face": "front", "power": 5000},
                  "battle": [bc("H1")],
                  "energy": [{"card": "E1", "rested": True}, {"card": dt[0], "rested": False}],
                  "markers": 0, "hand": [], "deck": dt[1:], "life": s.zones[tp]["life"],
                  "drop": ["H2"], "combo": [], "removed": []},
             ntp: {"leader": {"card": s.zones[ntp]["leader"], "rested": False, "face": "front",
                              "power": 5000},
                   "battle": [], "energy": [], "markers": 0, "hand": ln[:1],
                   "deck": s.zones[ntp]["deck"], "life": ln[1:], "drop": [], "combo": [],
                   "removed": ["G"]}}
    desc = " ".join([
        fam.quote("3"), fam.quote("3-1-1", "各領域は特に指定がない限り、各プレイヤーがそれぞれ1つつ"
                                           "異なるものを有します。"), fam.quote("0-1-2", "このゲームは"
                                                                            "原則2名のプレイヤー"),
        "%s's turn 3 from its charge phase: it draws %s and charges it; plays H1 paying E1; its "
        "leader (5000) attacks %s's rested G (2000) with H2 comboed from the hand (6000): G is "
        "KO'd, H2 goes to the drop at the battle's end; the leader's first 【起動】 removes G from "
        "the game (chosen among the drops' G and H2), its second puts %s's top life card %s into "
        "%s's hand. Every card is in exactly one zone of one player or removed, and the state "
        "names the two players." % (tp, dt[0], ntp, ntp, ln[0], ntp)])
    fam.add("conservation-%s" % first.lower(),
            "Every card stays in exactly one place through a turn that crosses every zone (%s "
            "first)" % first, desc, ["3", "3-1-1", "0-1-2"], ["invariant", "zones"],
            s.setup(), script, {"state": state, "events": events})


def owner_zone(fam, first):
    s = standard(first=first, turn=3)
    tp = s.turn_player
    ntp = other(tp)
    lead_t = s.zones[tp]["leader"]
    s.put(tp, "battle", "K", owner=ntp)
    s.put(ntp, "hand", "HN")
    s.cards[lead_t]["skills"] = [act("main", {"move": choose(1, who="you"), "to": "hand"})]
    script = [{"do": "activate", "card": lead_t, "skill": 0}]
    events = [{"type": "activate", "card": lead_t, "skill": 0},
              mv("K", tp + ":battle", ntp + ":hand", "effect")]
    desc = " ".join([
        fam.quote("3-1-6-1"), fam.quote("3-3-3"),
        "K is %s's card (its owner) in %s's battle area. %s's leader: 【起動 メイン】「自分のバトル"
        "カード1枚を手札に戻す」: K, the only one, goes to its owner's hand, %s's, after HN — "
        "seen by %s, not by %s." % (ntp, tp, tp, ntp, ntp, tp)])
    fam.add("owner-zone-%s" % first.lower(),
            "A card sent to a hand goes to its owner's (%s first)" % first, desc,
            ["3-1-6-1", "3-3-2", "3-3-3"], ["invariant", "owner"], s.setup(), script,
            {"state": {tp: {"battle": [], "hand": []}, ntp: {"hand": ["HN", "K"]}},
             "events": events})


def leader_stays(fam, first):
    s = standard(first=first, turn=3)
    tp = s.turn_player
    ntp = other(tp)
    lead_t, lead_n = s.zones[tp]["leader"], s.zones[ntp]["leader"]
    s.put(tp, "battle", "S", skills=[act("main", {"move": "your-leader", "to": "hand"},
                                         {"enter": "opponent-leader"})])
    script = [{"do": "activate", "card": "S", "skill": 0}]
    state = {tp: {"leader": {"card": lead_t, "rested": False, "face": "front", "power": 5000},
                  "hand": [], "battle": [bc("S")]},
             ntp: {"leader": {"card": lead_n, "rested": False, "face": "front", "power": 5000},
                   "battle": []}}
    desc = " ".join([
        fam.quote("3-5-1"), fam.quote("10-1-1"), fam.quote("3-6-1"), fam.quote("3-5-3"),
        "%s's S: 【起動 メイン】「自分のリーダーを手札に戻す。相手のリーダーを登場させる」. "
        "Neither leader leaves its leader area: no move, %s's hand stays empty and no battle area "
        "holds a leader." % (tp, tp)])
    fam.add("leader-stays-%s" % first.lower(),
            "Leaders stay in their leader areas (%s first)" % first, desc,
            ["3-5-1", "10-1-1", "3-6-1", "3-5-3"], ["invariant", "leader"], s.setup(), script,
            {"state": state, "events": [{"type": "activate", "card": "S", "skill": 0},
                                        cp("7-3-3")]})


def combo_only_battle(fam, first):
    s = standard(first=first, turn=3)
    tp = s.turn_player
    ntp = other(tp)
    lead_t, lead_n = s.zones[tp]["leader"], s.zones[ntp]["leader"]
    s.put(tp, "battle", "A", power=3000)
    s.put(tp, "hand", "X", type="extra", combo=1000)
    s.put(tp, "hand", "N")
    s.put(tp, "hand", "C", combo=1000)
    script = [{"do": "attack", "card": "A", "target": lead_n},
              {"do": "combo", "card": lead_t}, {"do": "combo", "card": "X"},
              {"do": "combo", "card": "N"}, {"do": "combo", "card": "C"}]
    desc = " ".join([
        fam.quote("3-7-1"), fam.quote("5-6-2-1"),
        "%s's A attacks; in the offense step %s declares combos with its leader (not a battle "
        "card: 5-6-3-1), X (an extra card in its hand, even with a combo power: 5-6-3-1) and N "
        "(a battle card with no combo power: 5-6-2-1), all rejected; C goes: the combo area "
        "holds C alone." % (tp, tp)])
    fam.add("combo-only-battle-%s" % first.lower(),
            "Only battle cards with combo power go to the combo area (%s first)" % first, desc,
            ["3-7-1", "5-6-2-1"], ["invariant", "combo"], s.setup(), script,
            {"state": {tp: {"combo": [in_combo("C", 1000)], "hand": ["X", "N"]},
                       "turn": {"step": "offense"}},
             "events": [{"type": "combo", "player": tp, "card": "C"}],
             "rejections": [{"step": 1, "rule": "5-6-3-1"}, {"step": 2, "rule": "5-6-3-1"},
                            {"step": 3, "rule": "5-6-2-1"}]})


def public_zones(fam, first):
    s = standard(first=first, turn=3)
    tp = s.turn_player
    ntp = other(tp)
    lead_n = s.zones[ntp]["leader"]
    s.put(tp, "battle", "A", power=3000)
    s.put(tp, "battle", "C1", combo=1000)
    s.put(tp, "hand", "H", combo=1000)
    s.put(tp, "energy", "E1")
    s.put(tp, "energy", "E2")
    s.rest("E2")
    s.put(tp, "drop", "X1")
    s.put(ntp, "battle", "G")
    s.put(ntp, "hand", "HN", combo=2000)
    s.put(ntp, "energy", "F1")
    s.put(ntp, "drop", "Y1")
    script = [{"do": "attack", "card": "A", "target": lead_n}, {"do": "combo", "card": "C1"},
              {"do": "combo", "card": "H"}, {"do": "pass"},
              {"do": "combo", "card": "HN", "by": ntp}]
    events = [{"type": "combo", "player": tp, "card": "C1"},
              {"type": "reveal", "player": tp, "cards": ["H"]},
              {"type": "combo", "player": tp, "card": "H"},
              {"type": "reveal", "player": ntp, "cards": ["HN"]},
              {"type": "combo", "player": ntp, "card": "HN"}]
    state = {"turn": {"step": "defense"},
             tp: {"battle": [bc("A", rested=True, power=3000)],
                  "combo": [in_combo("C1", 1000), in_combo("H", 1000)],
                  "energy": [{"card": "E1", "rested": False}, {"card": "E2", "rested": True}],
                  "drop": ["X1"], "hand": []},
             ntp: {"battle": [bc("G")], "combo": [in_combo("HN", 2000)], "energy": [{"card": "F1",
                                                                     "rested": False}],
                   "drop": ["Y1"], "hand": []}}
    desc = " ".join([
        fam.quote("0-3-12"), fam.quote("3-1-3", "すべてのプレイヤーにカードの表面の内容が公開されている"
                                                "領域を公開領域"),
        fam.quote("3-5-2"), fam.quote("3-6-2"), fam.quote("3-7-2"),
        "%s's A attacks %s's leader; %s combos with C1 and with H from its hand, %s with HN "
        "from its hand; the run stops at %s's free timing in the defense step. Both leaders, "
        "A, C1, G, the combo cards C1, H and HN, the energy cards and the drops' X1 and Y1 are "
        "seen by both players." % (tp, ntp, tp, ntp, ntp)])
    fam.add("public-zones-%s" % first.lower(),
            "Leader, battle, combo, energy and drop areas are public (%s first)" % first, desc,
            ["0-3-12", "3-1-3", "3-5-2", "3-6-2", "3-7-2", "3-8-2", "3-1-2"],
            ["invariant", "view"], s.setup(), script, {"state": state, "events": events})


def hidden_zones(fam, first):
    s = standard(first=first, turn=3, at="charge")
    tp = s.turn_player
    ntp = other(tp)
    lead_t, lead_n = s.zones[tp]["leader"], s.zones[ntp]["leader"]
    dt, ln = s.zones[tp]["deck"], s.zones[ntp]["life"]
    s.put(tp, "battle", "S", skills=[act("main", {"look": 2})])
    s.put(ntp, "hand", "HN")
    new = list(reversed(dt[1:]))
    script = [{"choose": None, "for": "charge", "by": tp},
              {"do": "activate", "card": "S", "skill": 0}, {"random": new, "for": "shuffle"},
              {"do": "attack", "card": lead_t, "target": lead_n}, {"do": "pass"},
              {"do": "pass", "by": ntp}]
    events = [{"type": "draw", "player": tp, "card": dt[0]},
              {"type": "activate", "card": "S", "skill": 0},
              {"type": "shuffle", "player": tp, "zone": "deck"},
              {"type": "damage", "player": ntp, "amount": 1, "source": lead_t},
              mv(ln[0], ntp + ":life", ntp + ":hand", "damage")]
    state = {tp: {"hand": dt[:1], "deck": new}, ntp: {"hand": ["HN", ln[0]], "life": ln[1:]}}
    desc = " ".join([
        fam.quote("3-2-2", "いずれのプレイヤーもその内容や順番を見ることはできず"),
        fam.quote("3-9-2", "いずれのプレイヤーも自由に内容を見ることができず"),
        fam.quote("3-3-2", "自分の手札のカードは自由に見ることができ"), fam.quote("3-3-3"),
        fam.quote("3-1-2"),
        "%s draws %s (7-2-9), then its S looks at the top two cards of its deck and, nothing "
        "moving them, shuffles it (13-11-3); its leader's attack puts %s's top life card %s into "
        "%s's hand. At the end no deck or life card is seen by anyone, each hand only by its "
        "owner, and both players know every zone's count." % (tp, dt[0], ntp, ln[0], ntp)])
    fam.add("hidden-zones-%s" % first.lower(),
            "Deck, life and hands are hidden; counts are public (%s first)" % first, desc,
            ["3-2-2", "3-9-2", "3-3-2", "3-3-3", "3-1-2"], ["invariant", "view"],
            s.setup(), script, {"state": state, "events": events})


def reveal_hand(fam, first):
    s = standard(first=first, turn=3)
    tp = s.turn_player
    s.put(tp, "battle", "S", skills=[act("main", {"reveal": choose(1, who="you", zone="hand")})])
    s.put(tp, "hand", "H1")
    s.put(tp, "hand", "H2")
    script = [{"do": "activate", "card": "S", "skill": 0},
              {"choose": ["H2"], "for": "target", "by": tp}]
    desc = " ".join([
        fam.quote("13-10-2"), fam.quote("3-3-3"),
        "%s's S: 【起動 メイン】「自分の手札1枚を公開する」; %s reveals H2. When the effect's "
        "resolution ends H2 is hidden again: at the end of the run the other player does not "
        "see it, and it stays in %s's hand." % (tp, tp, tp)])
    fam.add("reveal-hand-%s" % first.lower(),
            "A card revealed from the hand is hidden again (%s first)" % first, desc,
            ["13-10-2", "3-3-3", "3-3-2"], ["invariant", "view"], s.setup(), script,
            {"state": {tp: {"hand": ["H1", "H2"]}},
             "events": [{"type": "reveal", "player": tp, "cards": ["H2"]}, cp("7-3-3")]})


def removed(fam, first):
    s = standard(first=first, turn=3)
    tp = s.turn_player
    ntp = other(tp)
    s.put(tp, "battle", "S", skills=[act("main", {"remove": choose(1, who="opponent")},
                                         {"remove": choose(1, who="you", zone="hand")})])
    s.put(ntp, "battle", "G")
    s.put(tp, "hand", "H")
    script = [{"do": "activate", "card": "S", "skill": 0}]
    events = [mv("G", ntp + ":battle", "removed", "effect"),
              mv("H", tp + ":hand", "removed", "effect")]
    desc = " ".join([
        fam.quote("13-9-3"),
        "%s's S: 【起動 メイン】「相手のバトルカード1枚をゲームから取り除く。自分の手札1枚をゲームから"
        "取り除く」: %s's G (from a public zone) and %s's H (from a hidden one) are removed, "
        "each listed with its owner, and both are seen by both players." % (tp, ntp, tp)])
    fam.add("removed-%s" % first.lower(),
            "Cards removed from the game are public (%s first)" % first, desc,
            ["13-9-3"], ["invariant", "view"], s.setup(), script,
            {"state": {tp: {"hand": [], "removed": ["H"]},
                       ntp: {"battle": [], "removed": ["G"]}}, "events": events})


def markers_ki(fam, first):
    s = standard(first=first, turn=3)
    tp = s.turn_player
    s.put(tp, "battle", "S", skills=[act("main", {"markers": 2}, {"ki": 2, "target": "this"})])
    s.put(tp, "energy", "E")
    script = [{"do": "activate", "card": "S", "skill": 0}]
    desc = " ".join([
        fam.quote("1-11-3"), fam.quote("1-12-5"),
        "%s's S: 【起動 メイン】「エナジーマーカー2つを置く。このカードに【気】+2する」. %s's energy area "
        "then holds one card, E, and two markers; S has 2 【気】: the counts of the energy and "
        "battle areas stay 1 and 1." % (tp, tp)])
    fam.add("markers-ki-%s" % first.lower(),
            "Energy markers and 【気】 are not cards (%s first)" % first, desc,
            ["1-11-3", "1-12-5", "3-1-2"], ["invariant", "view"], s.setup(), script,
            {"state": {tp: {"markers": 2, "battle": [bc("S", ki=2)],
                            "energy": [{"card": "E", "rested": False}]}}})
