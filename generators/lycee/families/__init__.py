"""The families of lycee, one module per family of clauses (lycee.FAMILIES), and `Family`, what
they share beyond common.Family: each case replayed by the game's model and its declared clauses
checked against the run's trace, but for the invariants the oracle's judge checks on every run of
the document, and the tags of the text's dated amendments. Beside the families: scene.py (setups)."""

import re

import common
from common.attribution import mentioning, strings_in
from common.family import strip
from common.judge import match_events

from ..model import replay
from ..model.table import PLAYERS


# A dated amendment written into the text: 「(2022/10/21 追記)」, 「(2023/02/15 修正・追記)」,
# 「(2018年4月27日追記)」, 「NOTE:2019/04/26 用語を整理」 (0001/主旨's revision history is no amendment
# of a rule: its dates are followed by the release they came with).
# a deck's filler card, as Scene names them
FILLER = re.compile(r"P[12]D\d+")

AMENDED = re.compile(r"(\d{4})[/年](\d{1,2})[/月](\d{1,2})日?\s*(?:追記|修正|用語)")


def amendments(index):
    """{clause id: "YYYY-MM-DD"} of the clauses the text marks as added or changed on a date."""
    out = {}
    for cid in index.order:
        m = AMENDED.search(index.entry(cid).get("raw", ""))
        if m:
            out[cid] = "%s-%02d-%02d" % (m.group(1), int(m.group(2)), int(m.group(3)))
    return out


def amendment_tags(amended, clauses):
    """The `amendment:DATE` tags of a case declaring `clauses`: a clause amended, or one under it
    (its items, notes, sub-rules), depends on the amended text."""
    dates = set()
    for c in clauses:
        for a, date in amended.items():
            if c == a or (c.startswith(a) and c[len(a)] in "/#~:"):
                dates.add(date)
    return ["amendment:" + d for d in sorted(dates)]


class Family(common.Family):
    # The invariants the oracle's judge checks on every run of the document (the table
    # "Invariants" of docs/engines/lycee.md): a case declaring one is judged on it whatever its
    # script, so the model's trace need not apply it.
    JUDGE_CHECKED = frozenset((
        "0100/人数", "0101/場", "0101/デッキ", "0101/手札", "0101/ゴミ箱", "0101/宣言状態カード置き場",
        "0101/横", "0101/シールド", "0201/持ち主", "0201/公開・非公開~r1",
        "0229/カード置き場/アイテムカードの上限", "0229/カード置き場/アイテムカードの重複の禁止",
        "0310/公開", "0310/上限", "0310/キャラクターカードの重複の禁止", "0310/エリアカードの重複の禁止",
        "0400/公開", "0410/公開", "0420/公開", "0420/順序/順序の変更の禁止", "0430/公開",
        "0450/公開"))

    def replay(self, case):
        return replay(case)

    def state_events(self, path, value, events):
        """A player's zone: the events that name the place ("P2:trash") or a card it holds; the
        turn: the turn and phase events; the result: the losses and the game's end; anything else
        (a player's whole state, a value): every event."""
        if len(path) == 2 and path[0] in ("P1", "P2"):
            return mentioning({"%s:%s" % path} | strings_in(value), events)
        kinds = {"turn": ("turn", "phase"), "result": ("lose", "game-end")}.get(path[0])
        if kinds and len(path) == 1:
            return [k for k, e in enumerate(events) if e["type"] in kinds]
        return range(len(events))

    def add(self, name, title, description, clauses, tags, setup, script, expect):
        """common.Family.add, a clause the family names twice declared once, and the tags of the
        dated amendments its clauses depend on."""
        unique = list(dict.fromkeys(clauses))
        if getattr(setup, "free_lead", False):
            setup = self.led_by_chance(name, setup)
        expect = self.whole_state(setup, script, expect)
        if not hasattr(self, "amended"):
            self.amended = amendments(self.index)
        tags = list(dict.fromkeys(list(tags) + amendment_tags(self.amended, unique)))
        return super().add(name, title, description, unique, tags, setup, script, expect)

    def led_by_chance(self, name, setup):
        """The setup with one of the scene's own cards (not a deck's filler, P1D1…) listed first,
        drawn for the case: the text gives the cards no order, so whichever is an engine's card 0
        (its first, an index an implementation may take for "none") the expectation is the
        same, and across the cases card 0 plays every part (the attacker, a target, a cost, a
        host, a card in the hand or the trash …)."""
        own = [c for c in setup["cards"] if not FILLER.fullmatch(c)]
        if not own:
            return setup
        first = self.rng("lead/" + name).choice(own)
        out = dict(setup)
        out["cards"] = {c: setup["cards"][c] for c in [first] + [c for c in setup["cards"] if c != first]}
        return out

    def whole_state(self, setup, script, expect):
        """The expectation made whole from the model's run: the final state of each player's
        every zone and field, the turn and the result; every event the run reports, in order,
        each of its kinds listed `exactly` (a doubled or a missing event fails). What the family
        wrote is kept as written (its events at the places they match: the judge has the model
        meet them too), so a zone or an event an implementation gets wrong where the family
        looked elsewhere fails the case. An input to refuse, or a script the model cannot play
        (the case's own check says why), is left as it is."""
        if "invalid" in expect:
            return expect
        try:
            run = replay({"setup": setup, "script": script})
        except Exception:  # the case's own check reports it
            return expect
        whole = run.state()
        state = dict(expect.get("state", {}))
        for key in PLAYERS + ("turn", "result"):
            if key in PLAYERS:
                mine = dict(state.get(key, {}))
                for zone, value in whole[key].items():
                    mine.setdefault(zone, value)
                state[key] = mine
            else:
                state.setdefault(key, whole[key])
        out = dict(expect)
        out["state"] = state
        written = expect.get("events", [])
        at = match_events(written, run.events)
        if None not in at:
            events = [strip(e) for e in run.events]
            for e, k in zip(written, at):
                events[k] = e
            out["events"] = events
            kinds = [x.get("type") for x in expect.get("exactly", [])]
            out["exactly"] = list(expect.get("exactly", [])) + [
                {"type": t} for t in dict.fromkeys(e["type"] for e in run.events) if t not in kinds]
        return out
