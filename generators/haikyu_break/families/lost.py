"""Family `lost`: declaring lost (1-4-9) and what follows: voluntarily at a free step (1-4-9-2),
automatically at an appearance step (1-4-9-1) or a failed judge (1-4-9-3); with no set card the
player loses the game at once (0-1-3-1-1, 8-2-1) and the game ends (0-1-3); otherwise the turn
ends at once (1-4-9-5), the lost-set step (5-20) and the interval (5-3-2): both players draw up
to six cards, the turn player first, as far as the deck goes (HB-INTERVAL-DRAWS); the player who
declared lost takes one set card into the hand, chosen among two (3-11-4, HB-SET-CARD-CHOICE), and
the other serves the next set (5-3-2 ⑥, 1-2-4, 5-1-4). Hands of 0 … 8 cards, decks of 0 … 9,
set cards 0 … 2, each player declaring."""

from . import Family
from .common_parts import events_of, partial_state, play, rally
from ..model.table import other


def generate(ctx):
    fam = Family(ctx, __name__)
    for loser in ("P1", "P2"):
        for sets in (0, 1, 2):
            for how in ("declared", "appear", "judge"):
                one(fam, loser, sets, how)
    return fam.cases


def one(fam, loser, sets, how):
    key = "%s-%s-with-%d-set-cards" % (loser.lower(), how, sets)
    rng = fam.rng(key)
    winner = other(loser)
    tp = loser
    decks = {p: rng.randint(0, 9) for p in ("P1", "P2")}
    at = {"declared": "receive", "appear": "toss", "judge": "receive"}[how]
    s = rally(at, turn=rng.randint(2, 6), player=tp, deck=(decks["P1"], decks["P2"]),
              sets=(sets if loser == "P1" else 2, sets if loser == "P2" else 2))
    s.op(winner, 4 if how == "judge" else 1)
    hands = {p: rng.randint(0, 8) for p in ("P1", "P2")}
    for p in ("P1", "P2"):
        for i in range(hands[p]):
            s.put(p, "hand", "%sH%d" % (p, i + 1), receive=1, toss=1, attack=1, serve=1,
                  block=1, name="h%d" % i)
    if how == "appear":
        s.put(tp, "receive", "%sR" % tp, name="h0")   # every card of the hand named h0 … h7
        for i in range(hands[tp]):
            s.cards["%sH%d" % (tp, i + 1)]["name"] = "h0"
    script = []
    if how == "declared":
        if hands[tp]:
            script += [{"do": "appear", "card": "%sH1" % tp}]
        script += [{"do": "lost"}]
    elif how == "judge" and hands[tp]:
        script += [{"do": "appear", "card": "%sH1" % tp}, {"do": "pass"}]
    setup = s.setup()
    if sets >= 2:
        script.append({"choose": "%sS2" % loser, "for": "set-card"})
    run = play(setup, script)
    lost = {"type": "lost", "player": loser,
            "why": how if how != "judge" or hands[tp] else "appear"}
    clauses = ["1-4-9", "1-2-2-2"]
    clauses += {"declared": ["1-4-9-2", "1-4-9-2-1"], "appear": ["1-4-9-1"],
                "judge": ["1-4-9-3"] if hands[tp] else ["1-4-9-1"]}[how]
    if sets == 0:
        events = [lost, {"type": "lose", "player": loser, "why": "lost"},
                  {"type": "game-end", "winner": winner}]
        clauses += ["0-1-3-1-1", "8-2-1", "8-1-2"]
        state = {"result": {"winner": winner}}
        desc_end = "%s has no set card: it loses the game at once and %s wins." % (loser,
                                                                                   winner)
    else:
        hand_after = {}
        draws = []
        for p in (tp, other(tp)):
            deck = list(setup[p].get("deck", []))
            n = min(max(0, 6 - hands_after_turn(run, setup, p, script)), len(deck))
            draws += [{"type": "draw", "player": p, "card": c} for c in deck[:n]]
        events = [lost, {"type": "step", "name": "lost-set"},
                  {"type": "interval", "player": loser}] + draws
        taken = "%sS2" % loser if sets >= 2 else "%sS1" % loser
        events += [{"type": "move", "card": taken, "from": "%s:set" % loser,
                    "to": "%s:hand" % loser, "cause": "interval"},
                   {"type": "serve-right", "player": winner},
                   {"type": "phase", "name": "serve", "turn": setup["start"]["turn"] + 1,
                    "player": winner, "set": 2}]
        clauses += ["1-4-9-5", "5-1-4", "5-20-1", "5-20-2", "5-20-3", "5-3-1", "5-3-2",
                    "3-11-4", "1-2-4", "5-1-1-1", "1-2-2", "0-2-7", "0-2-8", "8-6-1"]
        st = run.state()
        hand_after = st[loser]["hand"]
        state = partial_state(run, "%s.hand" % loser, "%s.hand" % winner, "%s.set" % loser,
                              "%s.op" % winner)
        state["turn"] = {"set": 2, "number": setup["start"]["turn"] + 1, "player": winner,
                         "phase": "serve", "step": "appear" if st[winner]["hand"] else "appear",
                         "route": "serve"}
        assert taken in hand_after and state[winner]["op"] is None
        desc_end = ("The turn ends at once; at the interval %s draws first, then %s, each up "
                    "to six as far as its deck goes; %s takes %s from its set area into its "
                    "hand (not a draw); %s serves set 2." % (tp, other(tp), loser, taken,
                                                            winner))
    if how == "appear" and sets and not run.state()[winner]["hand"]:
        pass
    got = events_of(run)
    i = 0
    for e in events:
        while i < len(got) and any(got[i].get(k) != v for k, v in e.items()):
            i += 1
        assert i < len(got), (key, e)
        i += 1
    if sets and not run.state()[winner]["hand"]:
        # the winner cannot serve: it declares lost at once in set 2
        state.pop("turn")
    desc = " ".join([
        fam.quote("1-4-9-5", "ロストを宣言するとただちにそのターンを終了し、ロストセットステップを実行します。"),
        fam.quote("0-1-3-1-1", "敗北条件は「自身のセットカードが0枚の状態、ロストを宣言する」です。"),
        fam.quote("5-3-2", "それぞれのプレイヤーは、手札が6枚になるまでカードを引きます。"),
        fam.quote("5-3-2", "ロストを宣言したプレイヤーは、自身のセットエリアのカード1枚を手札に加えます。"),
        "%s declares lost (%s) with %d set card%s. %s"
        % (loser, lost["why"], sets, "" if sets == 1 else "s", desc_end)])
    tags = ["lost", fam.reading("HB-INTERVAL-DRAWS") if sets else "",
            fam.reading("HB-SET-CARD-CHOICE") if sets >= 2 else "",
            fam.reading("HB-LOST-SKIP") if sets else ""]
    fam.add(key, "%s declares lost (%s) with %d set card%s" % (
                loser, lost["why"], sets, "" if sets == 1 else "s"),
            desc, clauses, tags, setup, script, {"state": state, "events": events})


def hands_after_turn(run, setup, p, script):
    """The hand size of p as the interval begins: its hand in the setup, less what appeared."""
    n = len(setup[p].get("hand", []))
    n -= sum(1 for e in script if e.get("do") == "appear" and e["card"].startswith(p))
    return n
