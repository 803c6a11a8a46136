"""Family `questions`: every question the rules ask during a bushiroad-floor event, left
unanswered: the run must stop there, asking it, with exactly the options the text says are
decided at that point (docs/cases.md, `pending`), and nothing the answer leads to may have
happened yet (`absent`).

Each case is a script the model builds in full (scripts.py, the other families' scenes), cut just
before the answer; the model replays the cut script and its `stop` is the expectation: what is
asked (`kind`, `for`) and the options offered (`$set` where the text orders none). The questions:
the seating of a pairing (FR.3.2.1~p1), a tiebreak left after the head-to-head (FR.3.2.1.2#3),
the cut line of a top cut by standings and of an overflowing tier (FR.3.2.4.1~p3,
BF-TIER-OVERFLOW), the play order of the next set (FR.4.1~p2, BF-SET-ORDER), the judge's
penalty within a guideline (PG~p5), the repair shuffle of the cards not confirmed
(PG.3.5.3.2~p1, PG.3.5.4~p2, PG.3.6.1.2~p2), appendix A's shuffles, lotteries and dice (AA.4#3,
AA.4#5, AA.6#4, AA.6~p1) and the cards a deck check removes or adds (PG.3.1.1.1~p1,
PG.3.1.1.3~p2).
"""

from common.judge import partial

from . import Family, strip
from .scripts import four, names, rebirth_at_time
from .topcut import (SELECTED_QUOTE, PROCEDURE, TIERED, overflowing_cut, rng_n, swiss_event,
                     usage_deck)
from ..model import replay

# the members of an event that say which one it is (an `absent` item names no more)
IDENTITY = ("type", "round", "after_round", "set", "fighter", "entry")


def stopped(fam, b, kind, nth=0):
    """The script b built, cut just before the answer to the nth `kind` question of its last
    action, and the model's run of it: (script, run, the last action's step)."""
    last = max(i for i, e in enumerate(b.script) if "do" in e or "query" in e)
    answers = [i for i in range(last + 1, len(b.script)) if b.script[i].get("for") == kind]
    script = b.script[:answers[nth]]
    return script, replay({"setup": b.setup, "script": script}, fam.index,
                          fam.rounds_tables), last


def expectation(b, run, last, ordered=False):
    """The stop the model's run of the cut script made (its options a `$set` unless the text
    orders them), the events the last action caused before it, and those the whole script's
    run caused after it as `absent` (each named by its identity)."""
    stop = run.stop
    if stop is None:
        raise AssertionError("the cut script asks nothing")
    pending = {"step": stop["step"], "kind": stop["kind"], "for": stop["for"]}
    if stop["options"] is not None:
        options = stop["options"]
        if isinstance(options, dict):          # a multiset of cards: compared as a value
            pending["options"] = dict(options)
        else:
            pending["options"] = list(options) if ordered else {"$set": list(options)}
    before = [strip(e) for e in run.events if e["step"] == last]
    after = [e for e in b.t.events if e["step"] == last][len(before):]
    absent = []
    for e in after:
        item = {k: e[k] for k in IDENTITY if k in e}
        if any(partial(item, o, "") is None for o in run.events):
            item["table"] = e["table"]          # an earlier event of that kind: name its table
        if item not in absent:
            absent.append(item)
    out = {}
    if before:
        out["events"] = before
    if absent:
        out["absent"] = absent
    out["pending"] = pending
    return out


def add(fam, name, title, description, clauses, tags, b, kind, nth=0, ordered=False):
    """One case: b's script cut before the answer to its last action's nth `kind` question;
    the stop is what every declared clause asks (they name its check)."""
    script, run, last = stopped(fam, b, kind, nth)
    expect = expectation(b, run, last, ordered)
    expect["pending"]["$clauses"] = list(clauses)
    fam.add(name, title, description, clauses, ["question"] + tags, b.setup, script, expect)


def seating(fam):
    setup = {"format": "swiss", "rounds": 3, "fighters": names(5)}
    b = fam.builder(setup, "seating/round-1")
    b.do("pair", round=1)
    add(fam, "seating-round-1", "The first round's seating is asked of every fighter",
        "%s: the pairing of round 1 is a random seating of the five fighters (the vocabulary's "
        "`seating`); the script gives none, so the run stops there asking it, among all five, "
        "and no pairing is posted before it." % fam.quote(
            "FR.3.2.1~p1", "1回戦目はランダムな方法でマッチングを行い"),
        ["FR.3.2.1~p1"], ["pairing", "swiss"], b, "seating")
    b = fam.builder(dict(setup, fighters=names(4)), "seating/after-drop")
    b.do("pair", round=1, tables=[["A", "B"], ["C", "D"]], bye=[])
    b.do("result", round=1, table=["A", "B"], outcome="win")
    b.do("result", round=1, table=["C", "D"], outcome="win")
    b.do("drop", fighter="D")
    b.do("pair", round=2)
    add(fam, "seating-after-a-drop", "A dropped fighter is not among those seated",
        "%s: D dropped after round 1 (FR.4.5), so round 2's seating is asked among A, B and "
        "C only; the script gives none, so the run stops there and no pairing of round 2 is "
        "posted." % fam.quote("FR.3.2.1~p1", "2回戦目以降は獲得点数の高いファイターから順に組み合わせる"),
        ["FR.3.2.1~p1"], ["pairing", "swiss", "drop"], b, "seating")


def tiebreak_sub_group(fam):
    """A tie the head-to-head splits, leaving a sub-group still tied: the random order is asked
    among that sub-group only."""
    for seed in range(600):
        key = "tiebreak/%d" % seed
        b, _ = swiss_event(fam, key, (6, 8)[seed % 2], 3)
        log = b.t.standings_details[-1]["log"]
        asked = [i for i, e in enumerate(log) if e[0] == "random"]
        for k, i in enumerate(asked):
            sub = log[i][1]
            parent = [e for e in log[:i] if e[0] == "h2h" and set(sub) < set(e[1])]
            if not parent:
                continue
            group, counts = parent[-1][1], parent[-1][2]
            add(fam, "tiebreak-sub-group-after-head-to-head",
                "A tie the head-to-head splits: the random order is asked among the fighters "
                "still tied",
                "%s; %s. %s share their points and the mean of their opponents' match-win "
                "percentage; their wins against each other are %s, so the head-to-head places "
                "them by those wins and leaves %s tied: the random order is asked among them "
                "alone, the script gives none, the run stops there and no standings are "
                "published." % (
                    fam.quote("FR.3.2.1.2#2"), fam.quote(
                        "FR.3.2.1.2#3", "抽選、じゃんけん、コイントス、ダイスロールなど、ランダムな方法に"
                                        "よって順位を確定します"),
                    ", ".join(group), ", ".join("%s %d" % (n, counts[n]) for n in group),
                    ", ".join(sub)),
                ["FR.3.2.1.2#2", "FR.3.2.1.2#3"], ["standings", "swiss"], b, "tiebreak", k)
            return
    raise AssertionError("no head-to-head sub-group tie found")


def cut_lines(fam):
    for seed in range(400):
        b, _ = swiss_event(fam, "cut-line/%d" % seed, rng_n(seed), 3, {"standings": "bushinavi"})
        rows = b.t.latest_rows
        ranks = [r["rank"] for r in rows]
        at = [k for k in range(1, len(rows)) if ranks[k - 1] == ranks[k]]
        if not at:
            continue
        slots = at[0]
        b.do("top-cut", method="standings", slots=slots)
        tied = [r["fighter"] for r in rows if r["rank"] == ranks[slots - 1]]
        add(fam, "cut-line-by-standings", "A rank shared across the cut line: the random "
            "selection is asked among the fighters sharing it",
            "%s; %s. Top %d by the standings: rank %d is shared by %s and the line falls inside "
            "them, so the random order is asked among exactly those; the script gives none, "
            "the run stops there and no top cut is announced." % (
                fam.quote("FR.3.2.4.1~p3"), fam.quote("AB.1.1#3", "「ブシナビ」では同じ順位となります"),
                slots, ranks[slots - 1], ", ".join(tied)),
            ["FR.3.2.4~p1", "FR.3.2.4.1~p1", "FR.3.2.4.1~p3", "AB.1.1#3"],
            ["top-cut", "swiss", "bushinavi"], b, "cut-line")
        break
    else:
        raise AssertionError("no shared cut line found")
    method = "title"
    base = TIERED[method][0]
    b, tiers, selected, _ = overflowing_cut(fam, method, "question", 12,
                                            {"params": {"tier_overflow": "lottery"}}, 3)
    add(fam, "cut-line-overflowing-tier-lottery", "An overflowing step settled by lottery: the "
        "lottery is asked among the whole step",
        "%s; %s. Selected: %s. Step 1 (undefeated: %s) is taken whole; step 2 (%s) holds one "
        "fighter more than the places left, and the event settles an overflowing step by "
        "lottery (parameter tier_overflow, BF-TIER-OVERFLOW): the lottery is asked among the "
        "whole step; the script gives none, the run stops there and no top cut is announced." % (
            fam.quote(*SELECTED_QUOTE[method]), fam.quote(PROCEDURE[method], "上位順または抽選"),
            ", ".join(sorted(selected)), ", ".join(tiers[0]), ", ".join(tiers[1])),
        ["FR.3.2.4~p1", SELECTED_QUOTE[method][0], PROCEDURE[method], base + "#1", base + "#2"],
        ["top-cut", "swiss", method, "reading:BF-TIER-OVERFLOW"], b, "cut-line")


def usage_cut_line(fam):
    """Equal usage points across the cut line of a loss group: the random selection is asked
    among exactly the fighters of that group with those points."""
    for seed in range(400):
        b, rng = swiss_event(fam, "usage/%d" % seed, (8, 10, 12)[seed % 3], 3)
        decks = {f.name: [usage_deck(rng)] for f in b.t.fighters}
        pts = b.t.usage_points(decks)
        order = sorted([f.name for f in b.t.fighters if f.losses <= 1],
                       key=lambda x: (b.t.by_name[x].losses, pts[x]))
        keys = [(b.t.by_name[x].losses, pts[x]) for x in order]
        for slots in range(1, len(order)):
            if keys[slots - 1] == keys[slots]:
                break
        else:
            continue
        tied = [x for x, k in zip(order, keys) if k == keys[slots - 1]]
        b.do("top-cut", method="usage-rate", slots=slots, decks=decks)
        add(fam, "cut-line-usage-rate", "Equal usage points across the cut line: the random "
            "selection is asked among the fighters that share them",
            "%s; %s. %d places; candidates by losses, then fewest usage points: %s. %s share "
            "%d loss(es) and %d points across the line, so the random selection is asked among "
            "exactly those; the script gives none, the run stops there and no top cut is "
            "announced." % (
                fam.quote("FR.3.2.4.5~p5"), fam.quote("FR.3.2.4.5~p7"), slots,
                ", ".join("%s %d" % (x, pts[x]) for x in order), ", ".join(tied),
                keys[slots - 1][0], keys[slots - 1][1]),
            ["FR.3.2.4~p1", "FR.3.2.4.5~p5", "FR.3.2.4.5~p7"], ["top-cut", "swiss", "usage-rate"],
            b, "cut-line")
        return
    raise AssertionError("no usage-rate tie on the cut line found")


def play_order(fam):
    b, _ = four(fam, "play-order/won", {"best_of": 3})
    b.answer("play-order", "B")
    b.do("set", round=1, table=["A", "B"], outcome="win")
    add(fam, "play-order-chosen-by-the-loser", "After a won set, the loser is asked who plays "
        "first, between the two fighters of the table",
        "%s: A wins set 1 of a best-of-3, so B decides the play order of set 2, one of A and B; "
        "the script gives no choice, the run stops there and no play order is announced." %
        fam.quote("FR.4.1~p2"), ["FR.4.1~p1", "FR.4.1~p2"], ["sets"], b, "play-order")
    b, _ = four(fam, "play-order/drawn", {"best_of": 3})
    b.random("play-order", ["B", "A"])
    b.do("set", round=1, table=["A", "B"], outcome="draw")
    add(fam, "play-order-after-a-drawn-set", "After a drawn set, the play order is drawn "
        "between the two fighters of the table",
        "%s: set 1 is drawn, nobody lost it, so the order of set 2 is decided as for the first "
        "set, at random between A and B (BF-SET-ORDER); the script gives none, the run stops "
        "there and no play order is announced." % fam.quote(
            "FR.4.1~p2", "直前のセットで敗北したファイターが行うことができます"),
        ["FR.4.1~p1"], ["sets", "reading:BF-SET-ORDER"], b, "play-order")


def penalties(fam):
    b, _ = four(fam, "penalty/range")
    row, pens = b.t.guide.lookup("insufficient-shuffle", 1, False, False)
    b.answer("penalty", pens[-1])
    b.do("penalty", fighter="A", infraction="insufficient-shuffle")
    add(fam, "penalty-chosen-within-the-guideline", "A guideline of several penalties: the "
        "judge is asked one of exactly those",
        "%s; the row of insufficient shuffling at level 1 reads 「%s」: %s. No penalty is "
        "given with the action, so the judge is asked one of them; the script gives none, the "
        "run stops there and no penalty is recorded." % (
            fam.quote("PG~p5"), fam.text(row), ", ".join(pens)),
        ["PG~p5", row], ["penalty"], b, "penalty", ordered=True)
    b, _ = four(fam, "penalty/late")
    row, pens = b.t.guide.lookup("tardiness", 1, False, False)
    b.answer("penalty", pens[0])
    b.do("late", round=1, fighter="A", seconds=60)
    add(fam, "tardiness-penalty-chosen-within-the-guideline", "A fighter late by less than the "
        "major limit: the judge is asked a penalty of the tardiness guideline",
        "%s; the row reads 「%s」: %s. A is 60 seconds late, below the five minutes of "
        "PG.3.9.2~p1, so the judge is asked one of those; the script gives none, the run stops "
        "there (after the lateness is recorded) and no penalty is recorded." % (
            fam.quote("PG.3.9.1~p1"), fam.text(row), ", ".join(pens)),
        ["PG.3.9.1~p1", row], ["penalty", "tardiness"], b, "penalty", ordered=True)


def repairs(fam):
    zone = ["c1", "c2", "c3", "c4", "c5"]
    for name, situation, clause, args, what in (
            ("revealed-with-fixed-cards", "revealed", "PG.3.5.3.2~p1",
             {"zone": zone, "fixed": {"c1": 0, "c5": -1}},
             "c1 was the top card and c5 the bottom card, legally confirmed: only c2, c3 and "
             "c4 are shuffled"),
            ("extra-card", "extra-card", "PG.3.5.4~p2", {"zone": zone[:3], "extra": ["x1"]},
             "the extra card x1 is put back on top of the deck, and the deck with it is "
             "shuffled: x1, c1, c2, c3"),
            ("order-lost", "order-lost", "PG.3.6.1.2~p2", {"zone": zone[:4]},
             "nothing is confirmed: all four cards are shuffled")):
        b, _ = four(fam, "repair/" + name)
        b.do("repair-zone", fighter="A", situation=situation, **args)
        add(fam, "repair-shuffle-" + name, "A zone repaired: the shuffle is asked of exactly "
            "the cards not legally confirmed (%s)" % situation.replace("-", " "),
            "%s. %s; the script gives no order, the run stops there and the zone is not "
            "repaired yet." % (fam.quote(clause, "合法的に確定していない部分をすべて混ぜてシャッフルし"), what),
            [clause],
            ["repair"], b, "repair-shuffle")


def appendix_a(fam):
    def rebirth(key, cards, retired, shuffles, lots=()):
        return rebirth_at_time(fam, key, shuffles, lots, cards, retired)[0]

    cards = {"A": [2000, 1000], "B": [1000, 3000]}
    b = rebirth("aa/shuffle", cards, {"A": 1, "B": 1}, cards)
    add(fam, "rebirth-shuffle", "Rebirth at time: the shuffle is asked of exactly the cards "
        "the player returns", "%s. At the end of B's turn A returns 2000 and 1000, B 1000 and "
        "3000; A's deck is shuffled first, of exactly A's cards; the script gives no order, the "
        "run stops there and no entry-in is made." % fam.quote("AA.4#3"),
        ["AA.4#2", "AA.4#3"], ["time", "appendix-a", "reading:BF-AA-BASE"], b, "shuffle")
    b = rebirth("aa/lottery", cards, {"A": 1, "B": 1}, cards, [["B", "A"]])
    add(fam, "rebirth-lottery-both-decks-empty", "Rebirth: both decks empty at one entry-in "
        "with no decision: the lottery is asked between the two players",
        "%s. Entry-in 1: A 2000 against B 1000, B retires one (2); entry-in 2: A 1000 against "
        "B 3000, A retires one (2); both decks are then empty with nobody at seven: the random "
        "method is asked between A and B; the script gives none, the run stops there and the "
        "match is not decided." % fam.quote(
            "AA.4#5", "両方のプレイヤーのデッキが0枚になった手順が終わってもなお勝敗が決定しない場合、じゃんけん"
                      "などのランダムな方法で勝敗を決定します"),
        ["AA.4#3", "AA.4#4", "AA.4#5"], ["time", "appendix-a", "reading:BF-AA-BASE"], b,
        "lottery")
    empty = {"A": [], "B": []}
    b = rebirth("aa/no-cards", empty, {"A": 2, "B": 2}, empty, [["A", "B"]])
    add(fam, "rebirth-lottery-no-cards", "Rebirth: neither player has a card to return: the "
        "lottery is asked between the two players",
        "%s. Neither player returns a card, so both decks are empty before any entry-in "
        "(BF-RB-ATK): the random method is asked between A and B; the script gives none, the "
        "run stops there and the match is not decided." % fam.quote("AA.4#5"),
        ["AA.4#3", "AA.4#5"], ["time", "appendix-a", "reading:BF-RB-ATK", "reading:BF-AA-BASE"],
        b, "lottery")
    for label, decider, rolls, nth, clauses, what in (
            ("lottery", "lottery", [["B", "A"]], 0, ["AA.6#2", "AA.6#4"],
             "the event decides by lottery (do_decider, BF-DO-INNINGS): the lottery is asked "
             "between A and B"),
            ("dice", "dice", [{"A": [3, 4], "B": [6, 2]}], 0, ["AA.6#2", "AA.6#4", "AA.6~p1"],
             "the event decides by dice: two dice are asked for each of A and B"),
            ("dice-again", "dice", [{"A": [1, 6], "B": [3, 4]}, {"A": [2, 2], "B": [5, 1]}], 1,
             ["AA.6#2", "AA.6#4", "AA.6~p1"],
             "the first roll is 7 against 7, so the dice are asked again of A and B")):
        extra = {"game": "dream-order", "adjudication": True, "extra_innings": 0}
        if decider == "lottery":
            extra["params"] = {"do_decider": "lottery"}
        b, _ = four(fam, "aa/do/" + label, extra)
        b.do("time", round=1, table=["A", "B"])
        for r in rolls:
            b.random(decider, r)
        b.do("checkpoint", round=1, table=["A", "B"], at="inning-end")
        add(fam, "dream-order-" + label, "Dream order undecided after the extra innings: %s" %
            what.split(": ")[-1], "%s; %s. No extra inning; at the end of the inning %s; the "
            "script gives none, the run stops there and the match is not decided." % (
                fam.quote("AA.6#4"), fam.quote("AA.6~p1"), what),
            clauses, ["time", "appendix-a", "reading:BF-DO-INNINGS"], b, decider, nth)


def deck_checks(fam):
    construction = {"size": 10, "max_copies": 3}
    b, _ = four(fam, "deck/remove")
    b.answer("deck-remove", {"a": 2})
    b.do("deck-check", fighter="A", construction=construction,
         deck={"a": 5, "b": 3, "c": 3, "d": 2, "e": 1})
    add(fam, "deck-remove-asked-of-the-deck-cut-to-the-copies", "A deck too large without "
        "registration: the player is asked which cards to remove, of the deck once the excess "
        "copies are gone",
        "%s; %s. Deck size 10, at most 3 copies of a name: A's deck holds 5 a, 3 b, 3 c, 2 d, "
        "1 e; the two copies of a above 3 are removed first, leaving 12 cards (3 a, 3 b, 3 c, "
        "2 d, 1 e), two too many: A is asked which two of those to remove; the script gives "
        "none, the run stops there and the deck check is not reported." % (
            fam.quote("PG.3.1.1.1~p1", "まず、同名カードの余剰分など、構築条件を満たしていないカードを取り除きます"),
            fam.quote("PG.3.1.1.1~p1", "カードが多い場合は、適正になるまでカードを取り除き")),
        ["PG.3.1.1.1~p1"], ["deck-check"], b, "deck-remove")
    b, _ = four(fam, "deck/lost")
    b.answer("deck-add", {"d": 2})
    b.do("deck-check", fighter="A", construction=construction,
         deck={"a": 3, "b": 3, "c": 2}, list={"a": 3, "b": 3, "c": 3, "d": 1},
         lost={"c": 1, "d": 1})
    add(fam, "deck-add-asked-for-lost-cards", "Listed cards lost and not found: the player is "
        "asked for cards to add",
        "%s. A's list (3 a, 3 b, 3 c, 1 d) is legal; the deck lacks one c and the d, lost: the "
        "deck is set to the list without them and A is asked for two cards to add (any that "
        "keep the deck legal, so the text lists no options); the script gives none, the run "
        "stops there and the deck check is not reported." % fam.quote("PG.3.1.1.3~p2"),
        ["PG.3.1.1.1~p2", "PG.3.1.1.3~p1", "PG.3.1.1.3~p2"], ["deck-check"], b, "deck-add")


def generate(ctx):
    fam = Family(ctx, __name__)
    seating(fam)
    tiebreak_sub_group(fam)
    cut_lines(fam)
    usage_cut_line(fam)
    play_order(fam)
    penalties(fam)
    repairs(fam)
    appendix_a(fam)
    deck_checks(fam)
    return fam.cases
