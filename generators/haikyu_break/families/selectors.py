"""Family `selectors`: the cards an instruction names, in a skill used at the free step: the
block characters by role — 「センターブロッカー」, 「サイドブロッカー」, 「ブロックキャラ」 (1-2-14-1,
1-2-14-2, 1-2-14-3) —, 「～以外」 by name (2-6-1-1), 「自分のキャラすべて」 with no area written (the
court, 1-2-14-1), and a number read from a 「-」 (1-3-2-1: none, nothing drawn,
0-2-5-4)."""

from . import Family
from .common_parts import active_scene, rally
from ..model.table import other

ROLE_WORDS = {"centre": "センターブロッカー", "side": "サイドブロッカー", "block": "ブロックキャラ"}


def generate(ctx):
    fam = Family(ctx, __name__)
    for tp in ("P1", "P2"):
        for role in ("centre", "side", "block"):
            block_role(fam, tp, role)
        not_name(fam, tp)
        whole_court(fam, tp)
        dash_number(fam, tp)
    return fam.cases


def block_role(fam, tp, role):
    """「自分の<role>のブロックポイントに+2する」, used by the centre blocker K with two side
    blockers L and M beside it (block 1 each)."""
    opp = other(tp)
    s = rally("block", turn=4, player=tp)
    s.op(opp, 9)
    k = s.put(tp, "hand", "%sK" % tp, name="k", block=1, skills=[
        {"kind": "active", "timing": ["block"], "effect": [
            {"param": "block", "add": 2, "target": {"character": role}}]}])
    sides = [s.put(tp, "hand", "%s%s" % (tp, n), name=n.lower(), block=1) for n in ("L", "M")]
    script = [{"do": "appear", "cards": [k] + sides, "centre": k},
              {"do": "use", "card": k, "skill": 0}]
    setup = s.setup()
    gets = {"centre": [k], "side": sides, "block": [k] + sides}[role]
    block = [{"card": c, "role": "centre" if c == k else "side",
              "points": {"block": 3 if c in gets else 1}} for c in [k] + sides]
    clauses = {"centre": ["1-2-14-1", "1-2-14-2"], "side": ["1-2-14-1", "1-2-14-3"],
               "block": ["1-2-14-1", "1-2-14-2"]}[role]
    desc = " ".join([fam.quote(clauses[-1]),
                     "%s's centre blocker %s, side blockers %s and %s, block 1 each: 「%sのブロック"
                     "ポイントに+2」 gives %s block 3." % (tp, k, sides[0], sides[1],
                                                         ROLE_WORDS[role], " and ".join(gets))])
    fam.add("%s-%s-role" % (tp.lower(), role), "「%s」 as a target" % ROLE_WORDS[role], desc,
            clauses, ["selector"], setup, script, {"state": {tp: {"block": block}}})


def not_name(fam, tp):
    """「ドロップエリアの『x』以外のキャラカードすべてを手札に加える」: y, not x."""
    s, t, script = active_scene(tp, {"effect": [{"to_hand": {"all": {
        "who": "you", "zone": "drop", "filter": {"not_name": "x"}}}}]})
    x = s.put(tp, "drop", "%sX" % tp, name="x")
    y = s.put(tp, "drop", "%sY" % tp, name="y")
    setup = s.setup()
    desc = " ".join([fam.quote("2-6-1-1"),
                     "%s's drop holds %s (named x) and %s (named y): the cards not named x are "
                     "%s alone." % (tp, x, y, y)])
    fam.add("%s-not-named" % tp.lower(), "「『x』以外」: a card by another name", desc,
            ["2-6-1-1"], ["selector"], setup, script,
            {"events": [{"type": "move", "card": y, "from": "%s:drop" % tp,
                         "to": "%s:hand" % tp}],
             "absent": [{"type": "move", "card": x}],
             "state": {tp: {"hand": [y], "drop": [x]}}})


def whole_court(fam, tp):
    """「自分のキャラすべてのトスポイントに+1する」 with no area written: every character of the
    court, the receive character and the toss character."""
    s, t, script = active_scene(tp, {"effect": [
        {"param": "toss", "add": 1, "target": {"all": {"who": "you"}}}]})
    r = s.put(tp, "receive", "%sR" % tp, name="r", receive=1)
    s.put(tp, "drop", "%sX" % tp, name="x")
    setup = s.setup()
    desc = " ".join([fam.quote("1-2-14-1"),
                     "%s's receive character %s (toss 0) and toss character %s (toss 1) each get "
                     "+1: 1 and 2; the card of the drop is no character." % (tp, r, t)])
    fam.add("%s-every-character" % tp.lower(), "「自分のキャラすべて」: the court", desc,
            ["1-2-14-1"], ["selector"], setup, script,
            {"state": {tp: {"receive": [{"card": r, "points": {"toss": 1}}],
                            "toss": [{"card": t, "points": {"toss": 2}}]}}})


def dash_number(fam, tp):
    """「自分のレシーブキャラのブロックポイントと同じ枚数のカードを引く。このカードのトスポイントに
    +1する。」 with a receive character whose block point is 「-」: it has none (1-3-2-1), nothing
    is drawn (0-2-5-4)."""
    s, t, script = active_scene(tp, {"effect": [
        {"draw": {"param": "block", "of": {"character": "receive"}}},
        {"param": "toss", "add": 1}]})
    r = s.put(tp, "receive", "%sR" % tp, name="r", receive=1, block="-")
    setup = s.setup()
    desc = " ".join([fam.quote("1-3-2-1"), fam.quote("0-2-5-4"),
                     "%s's receive character %s has block 「-」, no number: %s draws no card; the toss "
                     "point becomes 2." % (tp, r, tp)])
    fam.add("%s-number-of-dash" % tp.lower(), "A number read from a 「-」", desc,
            ["0-2-5-4"], ["selector"], setup, script,
            {"absent": [{"type": "draw", "player": tp}],
             "state": {tp: {"toss": [{"card": t, "points": {"toss": 2}}]}}})

