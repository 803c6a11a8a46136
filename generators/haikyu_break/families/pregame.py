"""Family `pregame`: the steps before the game (4-2-1): both decks presented and checked
(4-2-1-1, 4-1-2: 40 cards, 8 event cards at most); a player drawn at random chooses whether to
take the first serve right, the other taking it otherwise (4-2-1-2); each deck shuffled, the first
server's first (4-2-1-3, 0-2-7); six cards drawn (4-2-1-4); once each, the first server first,
any cards returned, the deck shuffled and the hand drawn back to six (4-2-1-4-1); the deck's top
two cards face down in the set area (4-2-1-5, HB-STACK-UNDER-ORDER); the first server's serve
phase (4-2-1-6). Pre-game permanents of a deck's cards change its hand or set cards (4-2-2, 6-5-5,
HB-PREGAME-APPLIED). Every chooser and choice; mulligans of 0, 1, 3 and 6 cards; decks with 0 … 8
event cards."""

from . import Family
from .common_parts import events_of, play
from .scene import Scene
from ..model.table import other

PLAYERS = ("P1", "P2")


def deck_of(s, p, events=0, extra=None):
    ids = []
    for i in range(40):
        cid = "%sD%02d" % (p, i + 1)
        if i < events:
            s.put(p, "deck", cid, type="event", timing=["serve"])
        else:
            spec = {"serve": 1, "name": "n%d" % (i % 7)}
            if extra and i == 39:
                spec.update(extra)
            s.put(p, "deck", cid, **spec)
        ids.append(cid)
    return ids


def generate(ctx):
    fam = Family(ctx, __name__)
    for chooser in PLAYERS:
        for take in (True, False):
            for mull in ((0, 0), (1, 3), (6, 0)):
                normal(fam, chooser, take, mull)
    for p in PLAYERS:
        for hand, sets in ((7, 2), (6, 3), (5, 1)):
            pregame_skill(fam, p, hand, sets)
    return fam.cases


def normal(fam, chooser, take, mull):
    key = "%s-chooses-%s-mulligans-%d-%d" % (chooser.lower(), "first" if take else "second",
                                             mull[0], mull[1])
    rng = fam.rng(key)
    s = Scene(at="pregame")
    decks = {p: deck_of(s, p, events=rng.randint(0, 8)) for p in PLAYERS}
    first = chooser if take else other(chooser)
    order = (first, other(first))
    script = [{"random": chooser, "for": "chooser"},
              {"choose": take, "for": "serve", "by": chooser}]
    shuffled = {}
    for p in order:
        shuffled[p] = rng.sample(decks[p], 40)
        script.append({"random": shuffled[p], "for": "shuffle"})
    hands, decks_now = {}, {}
    for p in order:
        hands[p] = shuffled[p][:6]
        decks_now[p] = shuffled[p][6:]
    mulligans = dict(zip(order, mull))
    events = [{"type": "deck-check", "player": "P1", "legal": True, "rules": []},
              {"type": "deck-check", "player": "P2", "legal": True, "rules": []},
              {"type": "serve-right", "player": first}]
    for p in order:
        events.append({"type": "shuffle", "player": p, "zone": "deck"})
    for p in order:
        events += [{"type": "draw", "player": p, "card": c} for c in hands[p]]
    for p in order:
        back = rng.sample(hands[p], mulligans[p])
        script.append({"choose": back, "for": "mulligan", "by": p})
        if not back:
            continue
        events.append({"type": "mulligan", "player": p, "cards": back})
        deck = list(decks_now[p])
        for c in back:                  # each returned card goes on top, then the shuffle
            deck.insert(0, c)
        new = rng.sample(deck, len(deck))
        script.append({"random": new, "for": "shuffle"})
        events.append({"type": "shuffle", "player": p, "zone": "deck"})
        keep = [c for c in hands[p] if c not in back]
        drawn = new[:len(back)]
        events += [{"type": "draw", "player": p, "card": c} for c in drawn]
        hands[p] = keep + drawn
        decks_now[p] = new[len(back):]
    sets = {}
    for p in order:
        top = decks_now[p][:2]
        events += [{"type": "move", "card": top[0], "from": "%s:deck" % p, "to": "%s:set" % p,
                    "cause": "setup"},
                   {"type": "move", "card": top[1], "from": "%s:deck" % p, "to": "%s:set" % p,
                    "cause": "setup"}]
        sets[p] = [top[1], top[0]]
        decks_now[p] = decks_now[p][2:]
    events.append({"type": "phase", "name": "serve", "turn": 1, "player": first, "set": 1})
    setup = s.setup()
    run = play(setup, script)
    state = {"turn": {"set": 1, "number": 1, "player": first, "phase": "serve"}}
    for p in PLAYERS:
        state[p] = {"hand": hands[p], "set": sets[p], "deck": decks_now[p]}
    assert run.state()[first]["hand"] == hands[first]
    desc = " ".join([
        fam.quote("4-2-1-2", "無作為な方法で決定した一方のプレイヤーが最初のサーブ権を持つか否かを選択します。そのプレイヤーがサーブ権を放棄した場合、もう1人のプレイヤーが自動的にサーブ権を持ちます。"),
        fam.quote("4-2-1-4", "各プレイヤーは自身のデッキからカード6枚を引き、それを最初の手札とします。その後、最初のサーブ権を持つプレイヤーから順に"),
        fam.quote("4-2-1-4-1", "現在の手札の中から任意のカードを任意の枚数デッキに戻し、デッキをシャッフルします。その後、手札が6枚になるまで、デッキからカードを引きます。"),
        fam.quote("4-2-1-5", "各プレイヤーは自身のデッキの上から2枚をセットエリアに裏向きで置きます。"),
        "%s is drawn and %s the serve right: %s serves first. Shuffles and draws %s first; "
        "%s returns %d card(s), %s %d; each ends with six cards, two set cards (the deck's "
        "top card placed first, so second from the top) and 32 in the deck." % (
            chooser, "takes" if take else "gives up", first, first, first, mulligans[first],
            other(first), mulligans[other(first)])])
    clauses = ["4-2-1", "4-2-1-1", "4-2-1-2", "4-2-1-3", "4-2-1-4", "4-2-1-4-1", "4-2-1-5",
               "4-2-1-6", "4-1-2", "1-2-3", "3-2-1", "3-11-1", "1-4-3", "1-4-3-1", "1-4-3-2",
               "1-4-2", "1-4-2-1", "3-3-1"]
    fam.add(key, "Pre-game: %s chooses, %s serves first, mulligans %d and %d" % (
                chooser, first, mull[0], mull[1]), desc, clauses,
            ["pregame", fam.reading("HB-STACK-UNDER-ORDER")], setup, script,
            {"state": state, "events": events})


def pregame_skill(fam, p, hand, sets):
    key = "%s-pregame-permanent-hand-%d-set-%d" % (p.lower(), hand, sets)
    rng = fam.rng(key)
    s = Scene(at="pregame")
    extra = {"skills": [{"kind": "permanent", "pregame": {"hand": hand, "set": sets}}]}
    decks = {q: deck_of(s, q, extra=extra if q == p else None) for q in PLAYERS}
    script = [{"random": "P1", "for": "chooser"}, {"choose": True, "for": "serve"}]
    for q in PLAYERS:
        script.append({"random": rng.sample(decks[q], 40), "for": "shuffle"})
    script += [{"choose": [], "for": "mulligan"}, {"choose": [], "for": "mulligan"}]
    setup = s.setup()
    run = play(setup, script)
    st = run.state()
    assert len(st[p]["hand"]) == hand and len(st[p]["set"]) == sets
    assert len(st[other(p)]["hand"]) == 6 and len(st[other(p)]["set"]) == 2
    desc = " ".join([
        fam.quote("4-2-2", "ゲーム開始前にに関するパーマネント型スキルは、上記のゲーム前の手順の、手札の枚数などの指定された項目を変更する置換効果として"),
        fam.quote("6-5-5", "ゲーム前の手順の際に効果を発生する、ゲーム開始前に関するスキルはパーマネント型スキルに分類されます。"),
        "A card of %s's deck has a pre-game permanent: %s draws %d cards and places %d set "
        "cards; %s draws 6 and places 2 (read as applied, HB-PREGAME-APPLIED)." % (
            p, p, hand, sets, other(p))])
    fam.add(key, "A pre-game permanent gives %s %d cards in hand and %d set cards" % (
                p, hand, sets), desc, ["4-2-2", "6-5-5", "4-2-1-4", "4-2-1-5"],
            ["pregame", fam.reading("HB-PREGAME-APPLIED")], setup, script,
            {"state": {p: {"hand": st[p]["hand"], "set": st[p]["set"]},
                       other(p): {"hand": st[other(p)]["hand"], "set": st[other(p)]["set"]}}})
