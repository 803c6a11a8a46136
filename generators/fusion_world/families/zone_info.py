"""Family `zone-info`: the information zone-move autos and effects read about a card that has
moved (9-6-7, 9-10, 3-1-4).  Out of the battle area: the card as it was there, with the effects
it had (9-6-7-1-2); between a public and a hidden zone: as it is in the public one (9-6-7-1-1);
between other public zones: as it is after the move (9-6-7-1-3); an effect reading a card that
has left its zone reads its last-known information (9-10-1).  The effects of a zone are shown by a
【永続】 giving a trait to the cards of the drop or power to those of the battle area.  An auto
that is not valid when its event happens does not trigger (15-9-3).  Both players.
"""

from . import Family
from ..model.table import other
from .lang import act, auto, draw, perm
from .scene import leaders_board

TRAIT_DROP = perm({"trait": "Spirit", "target": {"all": {"who": "you", "zone": "drop"}}})


def generate(ctx):
    fam = Family(ctx, __name__)
    for first in ("P1", "P2"):
        for boosted in (True, False):
            battle_out(fam, first, boosted)
            battle_out(fam, first, boosted, to="deck")
        for with_perm in (True, False):
            drop_to_hand(fam, first, with_perm)
        hand_to_drop(fam, first)
        drop_to_battle(fam, first)
        for boosted in (True, False):
            last_known(fam, first, boosted)
        invalid_when_triggered(fam, first)
    return fam.cases


board = leaders_board


def battle_out(fam, first, boosted, to="drop"):
    """Out of the battle area by a KO into the drop, or by a move onto the top of the deck (a
    hidden zone: the card is read there no longer, 9-6-7-1-1)."""
    s, tp, ntp, lead_t, lead_n = board(first)
    s.put(ntp, "battle", "K", power=3000)
    if boosted:
        s.effect(ntp, power=3000, target="K", until="turn")
    s.cards[lead_t]["skills"] = [auto({"on": "move", "from": "battle", "to": to,
                                       "who": "opponent", "filter": {"power_min": 5000}},
                                      draw())]
    chosen = {"choose": 1, "from": {"who": "opponent"}}
    s.put(tp, "battle", "S", skills=[act("main", {"ko": chosen} if to == "drop" else
                                             {"move": chosen, "to": "deck"})])
    dt = s.zones[tp]["deck"]
    desc = " ".join([fam.quote("9-6-7-1-2"),
                     "%s's leader: 「パワー5000以上の相手のバトルカードがバトルエリアから%sに"
                     "置かれた時、カード1枚を引く」. %s's S %s %s's K (3000%s): in the %s K reads "
                     "3000%s, but the auto reads K as it was in the battle area: %s." % (
                         tp, "ドロップ" if to == "drop" else "デッキ", tp,
                         "KOs" if to == "drop" else "puts on the top of its deck", ntp,
                         ", +3000 this turn: 6000" if boosted else "", to,
                         "" if to == "drop" else " (its printed power; the effect ended with the "
                         "move, 3-1-4)",
                         "6000, %s draws %s" % (tp, dt[0]) if boosted else "3000, no draw")])
    fam.add("battle-out-%s%s-%s" % ("boosted" if boosted else "plain",
                                    "" if to == "drop" else "-to-deck", tp.lower()),
            "A zone-move auto reads the battle-area information%s (%s)" % (
                "" if to == "drop" else ", the card gone into the deck", tp), desc,
            ["9-6-7-1-2", "9-6-7", "9-6-7-1"], ["zone-move", "trigger"], s.setup(),
            [{"do": "activate", "card": "S", "skill": 0}],
            {"state": {tp: {"hand": dt[:1] if boosted else []},
                       ntp: {"drop": ["K"]} if to == "drop" else
                       {"deck": ["K"] + s.zones[ntp]["deck"]}}})


def drop_to_hand(fam, first, with_perm):
    s, tp, ntp, lead_t, lead_n = board(first)
    if with_perm:
        s.put(tp, "battle", "P", skills=[TRAIT_DROP])
    s.put(tp, "drop", "R")
    s.cards[lead_t]["skills"] = [auto({"on": "move", "from": "drop", "to": "hand",
                                       "who": "you", "filter": {"trait": "Spirit"}},
                                      {"markers": 1})]
    s.put(tp, "battle", "S", skills=[act("main", {"move": {"choose": 1, "from": {
        "who": "you", "zone": "drop"}}, "to": "hand"})])
    desc = " ".join([fam.quote("9-6-7-1-1"),
                     "%s's leader: 「《Spirit》を持つカードが自分のドロップから手札に移動した時、エナジー"
                     "マーカー1つを置く」. %s's S returns R from the drop to the hand%s: %s." % (
                         tp, tp, " while P's 【永続】 gives the cards of its drop 《Spirit》"
                         if with_perm else "",
                         "the auto reads R as it was in the drop, the public zone: it had "
                         "《Spirit》, a marker" if with_perm else "R never had 《Spirit》: no "
                                                                 "marker")])
    fam.add("drop-to-hand-%s-%s" % ("trait" if with_perm else "plain", tp.lower()),
            "Public to hidden: the drop's information (%s)" % tp, desc,
            ["9-6-7-1-1"] + (["2-8-4"] if with_perm else []), ["zone-move", "trigger"],
            s.setup(), [{"do": "activate", "card": "S", "skill": 0}],
            {"state": {tp: {"hand": ["R"], "drop": [], "markers": 1 if with_perm else 0}}})


def hand_to_drop(fam, first):
    s, tp, ntp, lead_t, lead_n = board(first)
    s.put(tp, "battle", "P", skills=[TRAIT_DROP])
    s.put(tp, "hand", "R")
    s.cards[lead_t]["skills"] = [auto({"on": "move", "from": "hand", "to": "drop",
                                       "who": "you", "filter": {"trait": "Spirit"}},
                                      {"markers": 1})]
    s.put(tp, "battle", "S", skills=[act("main", {"discard": {"choose": 1, "from": {
        "who": "you", "zone": "hand"}}})])
    desc = " ".join([fam.quote("9-6-7-1-1"),
                     "P's 【永続】 gives the cards of %s's drop 《Spirit》; %s's leader: 「《Spirit》を"
                     "持つカードが自分の手札からドロップに置かれた時、エナジーマーカー1つを置く」. S "
                     "discards R: hidden to public, the auto reads R in the drop, with 《Spirit》: a "
                     "marker." % (tp, tp)])
    fam.add("hand-to-drop-%s" % tp.lower(), "Hidden to public: the drop's information (%s)" % tp,
            desc, ["9-6-7-1-1", "13-7-1"], ["zone-move", "trigger"], s.setup(),
            [{"do": "activate", "card": "S", "skill": 0}],
            {"state": {tp: {"hand": [], "drop": ["R"], "markers": 1}}})


def drop_to_battle(fam, first):
    s, tp, ntp, lead_t, lead_n = board(first)
    s.put(tp, "battle", "P", skills=[perm({"power": 2000, "target": {"all": {"who": "you"}}})])
    s.put(tp, "drop", "R", power=1000)
    s.cards[lead_t]["skills"] = [auto({"on": "move", "from": "drop", "to": "battle",
                                       "who": "you", "filter": {"power_min": 3000}},
                                      {"markers": 1})]
    s.put(tp, "battle", "S", skills=[act("main", {"enter": {"choose": 1, "from": {
        "who": "you", "zone": "drop"}}})])
    desc = " ".join([fam.quote("9-6-7-1-3"),
                     "P's 【永続】 gives %s's battle cards +2000; the leader: 「パワー3000以上のカードが"
                     "自分のドロップからバトルエリアに移動した時、エナジーマーカー1つを置く」. S puts R "
                     "(1000) from the drop onto the battle area: public to public, the auto reads "
                     "R "
                     "after the move: 3000, a marker." % tp])
    fam.add("drop-to-battle-%s" % tp.lower(), "Public to public: the information after the move "
            "(%s)" % tp, desc, ["9-6-7-1-3", "5-5-3"], ["zone-move", "trigger"], s.setup(),
            [{"do": "activate", "card": "S", "skill": 0}],
            {"state": {tp: {"battle": [{"card": "P"}, {"card": "S"},
                                       {"card": "R", "power": 3000}],
                            "drop": [], "markers": 1}}})


def last_known(fam, first, boosted):
    s, tp, ntp, lead_t, lead_n = board(first)
    s.put(tp, "battle", "A", power=1000,
          skills=[act("main", {"move": "this", "to": "hand"},
                      {"if": {"power": "this", "min": 3000}, "then": [draw()]})])
    if boosted:
        s.effect(tp, power=2000, target="A", until="turn")
    dt = s.zones[tp]["deck"]
    desc = " ".join([fam.quote("9-10-1"),
                     "A (1000%s) 【起動メイン】「このカードを手札に戻す。このカードのパワーが3000以上の"
                     "場合、カード1枚を引く」: when the condition is read A is in the hand; its "
                     "information is the last it had in the battle area: %s." % (
                         ", +2000 this turn" if boosted else "",
                         "3000, %s draws %s" % (tp, dt[0]) if boosted else "1000, no draw")])
    fam.add("last-known-%s-%s" % ("boosted" if boosted else "plain", tp.lower()),
            "Last-known information after a move (%s)" % tp, desc, ["9-10-1"],
            ["zone-move", "lki"], s.setup(), [{"do": "activate", "card": "A", "skill": 0}],
            {"state": {tp: {"hand": ["A"] + (dt[:1] if boosted else []), "battle": []}}})


def invalid_when_triggered(fam, first):
    s, tp, ntp, lead_t, lead_n = board(first)
    s.put(ntp, "battle", "K", skills=[auto("ko", draw(), during="your-turn")])
    s.put(tp, "battle", "S", skills=[act("main", {"ko": {"choose": 1, "from": {
        "who": "opponent"}}})])
    desc = " ".join([fam.quote("15-9-3"),
                     "%s's K has 【自分のターン中】【KO時】「カード1枚を引く」; %s's S KOs it in %s's "
                     "turn: the skill is not valid then and never becomes pending." % (
                         ntp, tp, tp)])
    fam.add("invalid-when-triggered-%s" % ntp.lower(),
            "An auto not valid when its event happens does not trigger (%s's)" % ntp, desc,
            ["15-9-3"], ["zone-move", "trigger", fam.reading("FW-AUTO-AFTER-MOVE")], s.setup(),
            [{"do": "activate", "card": "S", "skill": 0}],
            {"state": {ntp: {"hand": [], "drop": ["K"]}}})
