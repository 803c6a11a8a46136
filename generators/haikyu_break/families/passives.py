"""Family `passives`: passive skills (1-3-3-2, 6-6) and the check process (5-4): a trigger
(1-1-14) — the 登場 icon, a phase's start, a draw, a card moving — makes the skill wait
(1-1-15), once each time it is met, three times for 「カード3枚を引く」 (6-6-1 ①, its example);
the check process resolves the turn player's waiting items first, one at a time and its choice,
then the other player's, back to ① after each (5-4-2), so an item of the turn player that a
resolution of the other's makes wait goes first (5-4-2 ②); a waiting passive whose card goes to
a hidden zone is cancelled (8-4-4, 6-6-3); a zone-move trigger reads the skill where the card was
(6-6-2, 6-6-2-2) and the card's information as 6-6-2-1 says."""

from . import Family
from .common_parts import events_of, partial_state, play, rally
from ..model.table import other


def draw_passive(n=1, who=None):
    trig = {"on": "draw"}
    if who:
        trig["who"] = who
    return {"kind": "passive", "trigger": trig, "effect": [{"draw": n, "who": "you"}]}


def generate(ctx):
    fam = Family(ctx, __name__)
    for tp in ("P1", "P2"):
        each_draw(fam, tp)
        order(fam, tp)
        appear_trigger(fam, tp)
        hidden_cancel(fam, tp)
        negated_waiting(fam, tp)
        turn_end_repeat(fam, tp)
        zone_move(fam, tp)
    return fam.cases


def each_draw(fam, tp):
    """「相手がカードを引くたび」 waits three times for 「カード3枚を引く」 (6-6-1 ①)."""
    opp = other(tp)
    for n in (1, 2, 3):
        s = rally("toss", turn=4, player=tp, deck=(8, 8))
        watcher = s.put(opp, "receive", "%sW" % opp, name="watcher", skills=[
            {"kind": "passive", "trigger": {"on": "draw", "who": "opponent"},
             "effect": [{"param": "receive", "add": 1, "target": "this", "until": "set"}]}])
        t = s.put(tp, "hand", "%sT" % tp, toss=1, skills=[
            {"kind": "active", "timing": ["toss"], "effect": [{"draw": n}]}])
        s.put(tp, "hand", "%sA" % tp, attack=1, name="a")
        script = [{"do": "appear", "card": t}, {"do": "use", "card": t, "skill": 0},
                  {"do": "pass"}]
        setup = s.setup()
        run = play(setup, script)
        drawn = setup[tp]["deck"][:n]
        events = [{"type": "use", "card": t, "skill": 0}]
        for c in drawn:
            events += [{"type": "draw", "player": tp, "card": c},
                       {"type": "waiting", "card": watcher, "skill": 0}]
        events += [{"type": "resolve", "card": watcher, "skill": 0}] * n
        state = partial_state(run, "%s.receive" % opp)
        assert state[opp]["receive"][0]["points"]["receive"] == n
        desc = " ".join([
            fam.quote("6-6-1", "1つの事象に起因して誘発条件が同時にN回満たされた場合でも、そのパッシブ型スキルが待機状態になる回数はN回です。"),
            fam.quote("6-6-1~x1"),
            "%s draws %d: %s's passive waits %d time(s), resolved in the check process of the "
            "free step's ①, +1 receive point each: %d." % (tp, n, watcher, n, n)])
        fam.add("%s-draws-%d-opponent-waits-%d" % (tp.lower(), n, n),
                "「相手がカードを引くたび」: %d draws, %d waits" % (n, n), desc,
                ["6-6-1", "6-6-1~x1", "1-1-14", "1-1-15", "1-3-3-2", "1-3-3-2-1", "5-4-1",
                 "5-4-2", "5-14-3", "1-3-4-2"],
                ["passive"], setup, script, {"events": events, "state": state})


def order(fam, tp):
    """5-4-2: the turn player's items first, its choice; then the other's; a turn player's item
    made to wait by the other's resolution goes first."""
    opp = other(tp)
    for pick in (0, 1):
        s = rally("toss", turn=4, player=tp, deck=(6, 6))
        a = s.put(tp, "receive", "%sA" % tp, name="a", skills=[
            {"kind": "passive", "trigger": {"on": "phase-start", "phase": "toss"},
             "effect": [{"draw": 1}]}])
        b = s.put(tp, "attack", "%sB" % tp, name="b", skills=[
            {"kind": "passive", "trigger": {"on": "phase-start", "phase": "toss"},
             "effect": [{"draw": 1}]},
            {"kind": "passive", "trigger": {"on": "draw", "who": "opponent"},
             "effect": [{"param": "attack", "add": 1, "until": "set"}]}])
        c = s.put(opp, "receive", "%sC" % opp, name="c", skills=[
            {"kind": "passive", "trigger": {"on": "phase-start", "phase": "toss"},
             "effect": [{"draw": 1}]}])
        s.put(tp, "hand", "%sT" % tp, toss=1, name="t")
        first, second = (a, b) if pick == 0 else (b, a)
        script = [{"choose": {"card": first, "skill": 0}, "for": "resolve"}]
        setup = s.setup()
        run = play(setup, script)
        events = [{"type": "waiting", "card": a, "skill": 0},
                  {"type": "waiting", "card": b, "skill": 0},
                  {"type": "waiting", "card": c, "skill": 0},
                  {"type": "resolve", "card": first, "skill": 0},
                  {"type": "resolve", "card": second, "skill": 0},
                  {"type": "resolve", "card": c, "skill": 0},
                  {"type": "draw", "player": opp},
                  {"type": "waiting", "card": b, "skill": 1},
                  {"type": "resolve", "card": b, "skill": 1},
                  {"type": "step", "name": "appear"}]
        desc = " ".join([
            fam.quote("5-4-2", "ターンプレイヤーはそのうちの任意の1つを解決し、【1】に戻ります。"),
            fam.quote("5-4-2", "非ターンプレイヤーをマスターとする解決すべき待機状態のパッシブ型スキルや遅発型効果がある場合、非ターンプレイヤーはそのうちの任意の1つを解決し、【1】に戻ります。"),
            "At the toss phase's start %s's %s and %s and %s's %s wait. %s picks %s, then %s; "
            "then %s's %s resolves and its draw makes %s's second passive wait: back at ①, "
            "the turn player's item resolves before the appearance step." % (
                tp, a, b, opp, c, tp, first, second, opp, c, b)])
        fam.add("%s-check-order-%s-first" % (tp.lower(), first.lower()),
                "Check process: %s's items first (%s picked), then %s's, then %s's again" % (
                    tp, first, opp, tp), desc,
                ["5-4-1", "5-4-2", "6-6-1", "1-3-3-2", "1-1-14", "5-10-2", "8-1-1"],
                ["passive", "check-process"], setup, script, {"events": events})


def appear_trigger(fam, tp):
    """The 登場 icon: the card waits as it appears (1-3-3-2-1), a zone-move trigger from the
    hand (6-6-2-3); resolved at the appearance step's check process."""
    opp = other(tp)
    for area in ("serve", "receive", "toss", "attack"):
        s = rally(area if area != "receive" else "receive", turn=1 if area == "serve" else 4,
                  player=tp, deck=(4, 4))
        if area == "receive":
            s.op(opp, 0)
        if area == "attack":
            s.put(tp, "toss", "%sT" % tp, name="setter", toss=1)
        c = s.put(tp, "hand", "%sC" % tp, name="c", skills=[
            {"kind": "passive", "trigger": {"on": "appear"}, "effect": [{"draw": 1}]}])
        script = [{"do": "appear", "card": c}]
        setup = s.setup()
        run = play(setup, script)
        top = setup[tp]["deck"][0]
        events = [{"type": "appear", "card": c, "area": area},
                  {"type": "move", "card": c, "to": "%s:%s" % (tp, area)},
                  {"type": "waiting", "card": c, "skill": 0},
                  {"type": "resolve", "card": c, "skill": 0},
                  {"type": "draw", "player": tp, "card": top},
                  {"type": "step", "name": "free"}]
        desc = " ".join([
            fam.quote("1-3-3-2-1", "誘発条件は 登場 というアイコンで表記されるものもあります。"),
            fam.quote("6-6-2-3", "別の領域から移動して登場した場合に限り、領域移動誘発型スキルとして扱われます。"),
            fam.quote("5-13-2", "チェックプロセスを実行します。"),
            "%s appears in the %s area from the hand: its 登場 skill waits and resolves before "
            "the free step: %s draws %s." % (c, area, tp, top)])
        fam.add("%s-appear-trigger-%s" % (tp.lower(), area), "A 登場 skill in the %s area" % area,
                desc, ["1-3-3-2-1", "6-6-2-3", "5-13-2", "1-3-3-2", "6-6-1", "1-4-5"],
                ["passive"], setup, script, {"events": events})


def hidden_cancel(fam, tp):
    """A waiting passive whose card goes to a hidden zone is cancelled (8-4-4, 6-6-3)."""
    opp = other(tp)
    s = rally("toss", turn=4, player=tp, deck=(4, 4))
    w = s.put(tp, "attack", "%sW" % tp, name="w", skills=[
        {"kind": "passive", "trigger": {"on": "phase-start", "phase": "toss"},
         "effect": [{"draw": 2}]}])
    x = s.put(tp, "receive", "%sX" % tp, name="x", skills=[
        {"kind": "passive", "trigger": {"on": "phase-start", "phase": "toss"},
         "effect": [{"move": {"character": "attack"}, "to": "deck", "at": "top"}]}])
    s.put(tp, "hand", "%sT" % tp, toss=1)
    script = [{"choose": {"card": x, "skill": 0}, "for": "resolve"}]
    setup = s.setup()
    run = play(setup, script)
    events = [{"type": "resolve", "card": x, "skill": 0},
              {"type": "move", "card": w, "from": "%s:attack" % tp, "to": "%s:deck" % tp},
              {"type": "cancel", "card": w, "skill": 0}]
    assert not events_of(run, "resolve", card=w)
    desc = " ".join([
        fam.quote("8-4-4", "待機状態のパッシブ型スキルを持つカードが非公開領域に移動した場合、その待機状態は消滅します。"),
        "%s's and %s's passives wait; %s resolves %s first, which puts %s on top of the deck: "
        "its waiting passive is cancelled and never resolves." % (w, x, tp, x, w)])
    fam.add("%s-waiting-card-to-deck" % tp.lower(), "A waiting passive's card goes to the deck",
            desc, ["8-4-4", "6-6-3", "3-1-5"], ["passive"], setup, script,
            {"events": events, "state": {tp: {"deck": [w] + setup[tp]["deck"]}}})


def negated_waiting(fam, tp):
    """A waiting passive whose skill is negated before it resolves does not resolve (6-6-3)."""
    s = rally("toss", turn=4, player=tp, deck=(4, 4))
    w = s.put(tp, "attack", "%sW" % tp, name="w", skills=[
        {"kind": "passive", "trigger": {"on": "phase-start", "phase": "toss"},
         "effect": [{"draw": 2}]}])
    x = s.put(tp, "receive", "%sX" % tp, name="x", skills=[
        {"kind": "passive", "trigger": {"on": "phase-start", "phase": "toss"},
         "effect": [{"negate": {"character": "attack"}, "until": "turn"}]}])
    s.put(tp, "hand", "%sT" % tp, toss=1)
    script = [{"choose": {"card": x, "skill": 0}, "for": "resolve"}]
    setup = s.setup()
    desc = " ".join([
        fam.quote("6-6-3", "待機状態のパッシブ型スキルが、解決される前に以下の状況になった場合、そのスキルは解決しません。"),
        fam.quote("6-6-3", "・そのスキルが無効になっていた場合"),
        "%s's and %s's passives wait; %s resolves %s first, which negates %s's skills this turn: "
        "%s's waiting passive never resolves, %s draws nothing." % (w, x, tp, x, w, w, tp)])
    fam.add("%s-waiting-skill-negated" % tp.lower(), "A waiting passive negated before it resolves",
            desc, ["6-6-3"], ["passive"], setup, script,
            {"events": [{"type": "resolve", "card": x, "skill": 0}],
             "absent": [{"type": "resolve", "card": w}, {"type": "draw", "player": tp}]})


def turn_end_repeat(fam, tp):
    """5-12-2 ①'s repeat: a 「ターン終了時」 skill whose condition comes true during the end phase
    (an end-phase-start skill draws) waits in a second round."""
    s = rally("end", turn=4, player=tp, route="receive", deck=(4, 4))
    b = s.put(tp, "toss", "%sB" % tp, name="b", skills=[
        {"kind": "passive", "trigger": {"on": "phase-start", "phase": "end"},
         "effect": [{"draw": 1}]}])
    a = s.put(tp, "receive", "%sA" % tp, name="a", skills=[
        {"kind": "passive", "trigger": {"on": "turn-end"},
         "condition": {"count": {"who": "you", "zone": "hand"}, "min": 1},
         "effect": [{"draw": 1}]}])
    script = [{"choose": "receive", "for": "route"}]
    setup = s.setup()
    d = setup[tp]["deck"]
    desc = " ".join([
        fam.quote("5-12-2", "「ターン終了時」で表記されている誘発条件を持つスキルのうち、このターン中にまだ待機状態になっていないスキルが存在する場合、【①】を繰り返します。"),
        "%s's hand is empty: %s's 「ターン終了時、自分の手札が1枚以上なら、カード1枚を引く」 does not wait; "
        "%s's 「エンドフェイズ開始時、カード1枚を引く」 does, and draws %s. %s's skill has not waited "
        "this turn and its condition holds now: ① again, it waits and draws %s." % (
            tp, a, b, d[0], a, d[1])])
    fam.add("%s-turn-end-repeat" % tp.lower(), "The end phase's ① again for a 「ターン終了時」 skill",
            desc, ["5-12-2"], ["passive"], setup, script,
            {"events": [{"type": "resolve", "card": b, "skill": 0},
                        {"type": "draw", "player": tp, "card": d[0]},
                        {"type": "resolve", "card": a, "skill": 0},
                        {"type": "draw", "player": tp, "card": d[1]},
                        {"type": "step", "name": "cleanup"}]})


def zone_move(fam, tp):
    """6-6-2-1: a zone-move trigger reads the card public → public where it went (its effects
    gone, 8-4-3), public → hidden where it was public (6-4-2); 6-6-2-2: negated where it was, it
    does not trigger."""
    opp = other(tp)
    for to, negated in (("drop", False), ("deck", False), ("drop", True)):
        s = rally("toss", turn=4, player=tp, deck=(6, 6))
        k = s.put(tp, "attack", "%sK" % tp, name="k", attack=1, skills=[
            {"kind": "passive", "trigger": {"on": "move", "from": "court", "to": to},
             "effect": [{"draw": {"param": "attack", "of": "this"}}]}])
        if negated:
            s.effect(opp, negate=k, until="turn")
        s.effect(tp, param="attack", add=2, target=k, until="turn")
        t = s.put(tp, "hand", "%sT" % tp, toss=1, skills=[
            {"kind": "active", "timing": ["toss"],
             "effect": [{"move": {"character": "attack"}, "to": to}
                        if to != "drop" else {"drop": {"character": "attack"}}]}])
        s.put(tp, "hand", "%sA" % tp, attack=1, name="a")
        script = [{"do": "appear", "card": t}, {"do": "use", "card": t, "skill": 0},
                  {"do": "pass"}]
        setup = s.setup()
        run = play(setup, script)
        n = 0 if negated else (1 if to == "drop" else 3)
        deck = setup[tp]["deck"] if to == "drop" else [k] + setup[tp]["deck"]
        drawn = [e["card"] for e in events_of(run, "draw", player=tp)]
        assert drawn == deck[:n], (drawn, deck[:n])
        events = [{"type": "use", "card": t, "skill": 0},
                  {"type": "move", "card": k, "from": "%s:attack" % tp, "to": "%s:%s" % (tp, to)}]
        events += [{"type": "waiting", "card": k, "skill": 0},
                   {"type": "resolve", "card": k, "skill": 0}] if not negated else []
        events += [{"type": "draw", "player": tp, "card": c} for c in deck[:n]]
        clauses = ["6-6-2", "3-1-5"]
        clauses += ["6-6-2-2"] if negated else ["6-6-2-1", "6-4-1"]
        if not negated and to == "deck":
            clauses += ["6-4-2"]
        if not negated and to == "drop":
            clauses += ["8-4-3"]
        desc = " ".join([
            fam.quote("6-6-2-1", "カードの移動が公開領域のエリアから公開領域のエリアの場合、そのカードが移動後のエリアにある状態での情報を用います。"),
            fam.quote("6-6-2-1", "そのカードが公開領域のエリアにある状態での情報を用います。"),
            fam.quote("6-6-2-2", "領域移動誘発型スキルが何らかのスキルによって元の領域で無効になっていた場合、領域移動を行ったとしてもそのスキルは誘発条件を満たしません。"),
            "%s (attack point 1, +2 this turn) leaves the attack area for the %s. %s" % (
                k, to, "Its skill was negated there: it does not wait." if negated else
                "Its skill draws its attack point: %s." % (
                    "in the drop (public to public) the +2 is gone, 1" if to == "drop" else
                    "in the deck (hidden) as it was last seen in the attack area, 3"))])
        fam.add("%s-zone-move-to-%s%s" % (tp.lower(), to, "-negated" if negated else ""),
                "A zone-move trigger to the %s%s" % (to, ", negated where it was" if negated
                                                     else ""), desc, clauses,
                ["passive", "zone-move"], setup, script,
                {"events": events, "exactly": [{"type": "draw", "player": tp}]})
