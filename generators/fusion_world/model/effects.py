"""Owns the instructions of the effect language (part 2, "Instructions"): executed in the order
written (0-2-3), each as far as it can be (0-2-4), none when asked 0 or fewer times (0-2-4-2),
nothing for a state the card already has (0-2-4-1), a prohibition winning over an instruction
(0-2-5), a card unaffected by skills ignored (13-4-1), an instruction both resting and standing
resting a card in both (0-2-6), a `require` making an act cost something (13-13; paid in
actions.py).  Whether the previous instruction was
executed in full decides 「そうした場合」 / 「そうしなかった場合」 (13-14, 13-15).  As the vocabulary
settles them: `look` leaves the deck shuffled unless the next instruction moves cards
(13-11-3); a KO reports `ko`, `rule` 14-9, then its `move`; each player's draws and damage are reported the turn player's first (0-2-7, 0-2-10,
FW-EACH-DRAWS).

`Ctx` is one resolution: its master (0-3-2-2: 「自分」), the source object (13-1-1, 16-3-2), the
skill, for an auto the card whose event triggered it with the information 9-6-7-1 gives, and the
skill's X (13-5): the number its master decides with a `number` choice the first time the skill
needs it (an integer >= 0, 0-2-8), in its cost (payment.py hands it over) or its effect, the
same for every X of the skill until its resolution ends (13-5-3).
"""

import json

from common.script import CaseError, permutation_of

from .skills import verb_of
from .table import ORIENTED, other


def requirement(act, cost):
    """13-13 as a prohibition with a way out: the act `act` only while `cost` is paid with it;
    kept among a card's `forbids` as a hashable entry (see actions.py, requirements_of)."""
    return ("require", act, json.dumps(cost, sort_keys=True))


class Ctx:
    def __init__(self, master, source, skill, trigger=None, trigger_info=None,
                 source_after=None, trigger_after=None):
        self.master, self.source, self.skill = master, source, skill
        self.trigger, self.trigger_info = trigger, trigger_info
        self.source_after, self.trigger_after = source_after, trigger_after
        self.done = True
        self.looked = None
        self.x = None              # 13-5: the skill's X, once decided
        self.x_taken = False       # whether the X its cost decided was taken over
        self.refs = {}             # `as` name -> the objects its selector designated
        self.delayed = False       # the effect of a delayed effect (1-5-2-1-1, 1-5-2-2-1)

    def info_for(self, game, o):
        if o is not None and o == self.trigger and self.trigger_info is not None:
            return self.trigger_info
        return game.info_of(o)

    def actual(self, game, o):
        """The object an instruction acts on: the one named if it is still where it was, else
        the card where its triggering move put it (9-6-9), else None."""
        if o is None:
            return None
        if game.current(o):
            return o
        if any(o in objs for objs in self.refs.values()):
            return None            # named by the skill as it was: a new card since (3-1-4)
        for after in (self.source_after, self.trigger_after):
            if after is not None and after[0] == o[0] and game.current(after):
                return after
        return None


# the instructions whose number may be "X" (the vocabulary, "X (13-5)"); a `choose` is read by
# selectors.py
NUMBERED = ("draw", "damage", "life_to_hand", "power", "set_power", "cost_mod", "combo_power",
            "ki", "markers",
            "look")


class _Together:
    """`with game.together(cards):` (Effects.together)."""

    def __init__(self, game, cids):
        self.game, self.cids = game, cids
        self.batch = not game.one_at_a_time(game.zone_of, cids)

    def __enter__(self):
        if self.batch:
            if len(self.cids) >= 2:
                self.game.rule("0-2-10")
            self.game.read_together(self.cids)
            self.game.begin_batch()
        return self

    def __exit__(self, *exc):
        if self.batch:
            if exc[0] is None:
                self.game.end_batch()
            self.game.done_together(self.cids)
        return False


class Effects:
    def number(self, v, ctx):
        """An instruction's or a cost's number: "X" is decided by the skill's master the first
        time the skill needs it (13-5-2; an integer >= 0, 0-2-8), then is that number for every X
        of the skill until its resolution ends (13-5-3)."""
        if v != "X":
            return v
        self.take_cost_x(ctx)
        if ctx.x is None:
            self.rule("13-5-2", "0-2-8")
            ctx.x = self.choose("number", ctx.master, lambda n: isinstance(n, int) and
                                not isinstance(n, bool) and n >= 0, {"min": 0})
        else:
            self.rule("13-5-3")
        return ctx.x

    def take_cost_x(self, ctx):
        """The X the skill's cost decided (payment.py, `cost_x`) becomes the resolution's."""
        if ctx.x_taken:
            return
        ctx.x_taken = True
        held = getattr(self, "cost_x", None)
        if held is not None and ctx.source is not None and held[0] == ctx.source[0]:
            ctx.x = held[1]
            self.cost_x = None

    def perform(self, instructions, ctx):
        self.perform_list(instructions, ctx)

    def perform_list(self, instructions, ctx):
        self.take_cost_x(ctx)
        self.effect_depth += 1           # what changes now, changes by an effect (9-5-2)
        try:
            for i, ins in enumerate(instructions):
                self.rule("0-2-3")
                waiting = len(self.pending)
                self.execute(ins, ctx, instructions[i + 1:])
                if len(self.pending) > waiting and i + 1 < len(instructions):
                    # an auto triggered by this instruction waits: the rest of the skill
                    # resolves first, nothing comes in between (9-2-2)
                    self.rule("9-2-2")
        finally:
            self.effect_depth -= 1

    def targets(self, sel, ctx):
        """(objects acted on, how many were asked for)."""
        objs, need = self.resolve(sel, ctx)
        out = []
        for o in objs:
            a = ctx.actual(self, o)
            if a is None:
                self.rule("9-6-9", "0-2-4")
                continue
            if self.info(a[0]).unaffected and not (isinstance(sel, dict) and "choose" in sel):
                self.rule("13-4-1", "0-3-14")
                continue
            out.append(a)
        return out, need

    def continuous_of(self, ctx, kind, value, objs, ins):
        """The continuous effect instruction `ins` of the resolving skill makes on objs, until
        its `until` (the game by default); one a delayed effect makes when its time has come is
        of the delayed type (1-5-2-2-1)."""
        if ctx.delayed:
            self.rule("1-5-2-2-1")
        self.add_effect(ctx.master, kind, value, objs, ins.get("until", "game"),
                        source=(ctx.source, ctx.skill))

    def players_for(self, who, master):
        if who == "each":
            return list(self.tp_first())     # 0-2-7: the turn player first
        return [master if who in (None, "you") else other(master)]

    def execute(self, ins, ctx, rest):
        verb = verb_of(ins)
        v = ins[verb]
        if verb in NUMBERED:
            v = self.number(v, ctx)
        m = ctx.master
        done = True
        if verb not in ("power", "set_power", "cost_mod", "combo_power", "keyword", "forbid",
                        "grant", "negate",
                        "unaffected", "require", "delayed", "if", "if_done", "if_not_done",
                        "choose_options"):
            self.rule("1-5-2-1", "9-7-1")
        if ctx.source is not None and not self.current(ctx.source) and \
                ctx.source[0] in self.inc:
            self.rule("9-3-1")
        if verb == "draw":
            done = self.do_draws(v, self.players_for(ins.get("who"), m))
        elif verb == "damage":
            if v <= 0:
                self.rule("0-2-4-2", "14-3-2")
                if v < 0:
                    self.rule("0-2-1")  # the principle over the effect: no reverse act
                done = False
            else:
                for p in self.players_for(ins.get("who"), m):
                    if not self.deal_damage(p, v, ctx.source[0] if ctx.source else None):
                        done = False
        elif verb == "life_to_hand":
            done = self.do_life_to_hand(v, self.players_for(ins.get("who"), m))
        elif verb in ("power", "set_power", "cost_mod", "combo_power", "keyword", "forbid",
                      "grant"):
            objs, need = self.targets(ins.get("target", "this"), ctx)
            if verb == "cost_mod":
                self.rule("1-2-3-1" if v > 0 else "1-2-3-2")
            if verb == "grant":
                self.rule("13-16-1")
            if objs:
                self.rule("1-5-2-2")
                self.continuous_of(ctx, verb, v, objs, ins)
            done = len(objs) >= need and need > 0
        elif verb == "negate":
            objs, need = self.targets(v, ctx)
            if objs:
                self.rule("1-5-2-2", "9-1-1")
                self.continuous_of(ctx, "negate", ins.get("skills", "all"), objs, ins)
            done = len(objs) >= need and need > 0
        elif verb == "unaffected":
            objs, need = self.targets(v, ctx)
            if objs:
                self.continuous_of(ctx, "unaffected", None, objs, ins)
            done = len(objs) >= need and need > 0
        elif verb == "ko":
            objs, need = self.targets(v, ctx)
            n = self.ko_cards([o[0] for o in objs], ctx)
            done = n >= need and need > 0
        elif verb == "rest" and "stand" in ins:
            done = self.rest_and_stand(v, ins["stand"], ctx)
        elif verb in ("rest", "stand"):
            objs, need = self.targets(v, ctx)
            n = 0
            self.begin_batch()                  # at once: one event (0-2-10)
            for o in objs:
                c = o[0]
                if self.zone_of(c) not in ORIENTED:
                    continue
                if self.set_rested(c) if verb == "rest" else self.set_active(c):
                    n += 1
                else:
                    self.rule("0-2-4-1")
            self.end_batch()
            done = n >= need and need > 0
        elif verb == "require":
            objs, need = self.targets(ins.get("target", "this"), ctx)
            self.rule("13-13")
            if objs:
                self.rule("1-5-2-2")
                self.continuous_of(ctx, "forbid", requirement(v, ins["cost"]), objs, ins)
            done = len(objs) >= need and need > 0
        elif verb in ("move", "discard", "remove"):
            objs, need = self.targets(v, ctx)
            to = {"discard": "drop", "remove": "removed"}.get(verb, ins.get("to"))
            if verb == "discard":
                self.rule("13-7-1")
                objs = [o for o in objs if self.zone_of(o[0]) == "hand"]
            n = self.move_cards([o[0] for o in objs], to, ctx,
                                bottom=ins.get("at") == "bottom")
            done = n >= need and need > 0
        elif verb == "enter":
            objs, need = self.targets(v, ctx)
            n = self.enter_cards([o[0] for o in objs], ins.get("rested", False))
            done = n >= need and need > 0
        elif verb == "control":
            objs, need = self.targets(v, ctx)
            n = 0
            with self.together([o[0] for o in objs]):
                for o in objs:
                    c = o[0]
                    z = self.zone_of(c)
                    if self.player_of(c) == m or z in ("leader", "under", "removed"):
                        continue
                    self.rule("13-8-1", "13-8-2")
                    self.move(c, z, "effect", dest=m, keep=True)
                    n += 1
            done = n >= need and need > 0
        elif verb == "ki":
            objs, need = self.targets(ins.get("target", "this"), ctx)
            n = 0
            for o in objs:
                c = o[0]
                if self.zone_of(c) not in ("battle", "leader"):
                    continue
                if v > 0:
                    self.rule("5-12-1", "1-12-1")
                    self.ki[c] = self.ki.get(c, 0) + v
                    n += 1
                elif v < 0:
                    self.rule("5-13-1")
                    have = self.ki.get(c, 0)
                    if have < -v:
                        self.rule("0-2-4", "0-2-9")
                    else:
                        n += 1
                    self.ki[c] = max(0, have + v)
                else:
                    self.rule("0-2-4-2")
            self.changed()
            done = n >= need and need > 0 and v != 0
        elif verb == "markers":
            if v <= 0:
                self.rule("0-2-4-2")
                if v < 0:
                    self.rule("0-2-1")  # the principle over the effect: no marker is removed
                done = False
            else:
                self.rule("5-11-1")
                self.markers[m] += v
                self.changed()
        elif verb == "shuffle":
            for p in self.tp_first() if ins.get("who") == "each" else \
                    self.players_for(ins.get("who"), m):
                if ins.get("who") == "each":
                    self.rule("0-2-7", "5-9-2-1")  # each deck shuffled on its own
                self.rule("5-9-2")
                self.shuffle(p)
        elif verb == "look":
            who = ins.get("who", "you")
            self.rule("13-11-1", "13-11-2")
            if v <= 0:
                self.rule("0-2-4-2")   # no card looked at: not done (「そうしなかった場合」 holds)
                done = False
            if not (rest and "move" in rest[0]):
                self.rule("13-11-3")  # nothing moves the looked-at cards: the deck is shuffled
                if who == "each":
                    self.rule("0-2-7")  # each player's deck, the turn player's first
                for p in self.tp_first() if who == "each" else \
                        ((m,) if who == "you" else (other(m),)):
                    self.shuffle(p)
        elif verb == "search":
            done = self.do_search(v, ins.get("count", 1), ins.get("to", "hand"), ctx)
        elif verb == "reveal":
            objs, need = self.targets(v, ctx)
            if objs:
                self.rule("13-10-1")
                by = {}
                for o in objs:
                    by.setdefault(self.player_of(o[0]), []).append(o[0])
                for p in self.tp_first():
                    if p in by:
                        self.emit("reveal", player=p, cards=by[p])
            done = len(objs) >= need and need > 0
        elif verb in ("win", "lose"):
            self.rule("0-1-3-5")
            p = m if v == "you" else other(m)
            loser = other(p) if verb == "win" else p
            self.emit("lose", player=loser, why="effect")
            self.end_game(other(loser))
        elif verb == "skip":
            who = ins.get("who", "you")
            self.rule("13-12-1")
            for p in ((m, other(m)) if who == "each" else
                      (m,) if who == "you" else (other(m),)):
                self.skips.append((p, v))
        elif verb == "choose_options":
            n = ins.get("count", 1)
            self.rule("13-2-1")
            if n >= 2:
                self.rule("13-2-3", "13-2-3-1")
            if len(v) > n or n >= 2:
                pick = self.choose("option", m, lambda x: isinstance(x, list) and
                                   len(x) == n and len(set(x)) == n and
                                   all(isinstance(i, int) and 0 <= i < len(v) for i in x))
            else:
                pick = list(range(n))
            for i in pick:
                self.perform(v[i], ctx)
            return
        elif verb == "if":
            branch = ins.get("then", []) if self.test(v, ctx) else ins.get("else", [])
            self.rule("0-3-17")             # 「～場合」: the rest only when it holds
            self.perform(branch, ctx)
            return
        elif verb in ("if_done", "if_not_done"):
            # the previous instruction (FW-IF-DONE-PREVIOUS): the last one carried out before it
            # that is no if_done / if_not_done; what the branch does is not it
            self.rule("13-14-1" if verb == "if_done" else "13-15-1")
            before = ctx.done
            if ctx.done == (verb == "if_done"):
                self.perform(v, ctx)
            ctx.done = before
            return
        elif verb == "invalidate":
            done = self.invalidate_attack()
        elif verb == "delayed":
            self.rule("1-5-2-1-1")
            self.delayed.append({"master": m, "trigger": v, "effect": ins["effect"],
                                 "source": ctx.source, "skill": ctx.skill, "ready": None,
                                 "made": self.turn})
        else:
            raise CaseError("instruction %r" % ins)
        ctx.done = bool(done)

    def rest_and_stand(self, rest_sel, stand_sel, ctx):
        """One instruction both resting and standing (0-2-6): the rest selection is resolved
        first, then the stand one; a card in both is rested (rest wins), one in the stand
        selection only stands; the rests are reported before the stands."""
        rests, need_r = self.targets(rest_sel, ctx)
        stands, need_s = self.targets(stand_sel, ctx)
        resting = [o[0] for o in rests if self.zone_of(o[0]) in ORIENTED]
        standing = [o[0] for o in stands if self.zone_of(o[0]) in ORIENTED]
        n = 0
        self.begin_batch()                      # at once: one event (0-2-10)
        for c in resting:
            if c in standing:
                self.rule("0-2-6")
            if self.set_rested(c):
                n += 1
        for c in standing:
            if c in resting:
                continue
            if self.set_active(c):
                n += 1
            else:
                self.rule("0-2-4-1")
        self.end_batch()
        need = need_r + need_s
        return n >= need and need > 0

    # ---- draws, damage, life -------------------------------------------------------------------
    def do_draws(self, n, players):
        if n <= 0:
            self.rule("0-2-4-2")
            if n < 0:
                self.rule("0-2-1")  # the principle over the effect: no card goes back
            return False
        self.rule("5-1-3")
        if n >= 2:
            self.rule("3-2-3")           # one card at a time
        full = True
        together = len(players) > 1
        if together:
            self.rule("0-2-10")
            self.simultaneous += 1
        try:
            if together:
                for _ in range(n):          # each round's draws at once: one event (0-2-10)
                    self.begin_batch()
                    for p in players:
                        if self.draw(p, "draw") is None:
                            full = False
                    self.end_batch()
            else:
                for p in players:
                    for _ in range(n):
                        if self.draw(p, "draw") is None:
                            full = False
        finally:
            if together:
                self.simultaneous -= 1
        if together:
            self.check_defeat()
        return full

    def deal_damage(self, p, n, source, battle=False, critical=False):
        """5-8-1: damage dealt; processed at the next check point's 4-2-2-1 (14-3-1)."""
        if self.replaced_damage(p, n, source):
            return False                 # never dealt (9-9-1-1): not done (FW-REPLACED-NOT-DONE)
        self.rule("5-8-1", "1-10-1", "1-10-2", "5-8-3")
        if source is not None and not battle:
            self.rule_on("source", "16-3-3-2", "16-3-2")   # who deals it, not how much
        self.emit("damage", player=p, amount=n, source=source)
        self.pending_damage.append((p, n, source, critical))
        return True

    def do_life_to_hand(self, n, players):
        if n <= 0:
            self.rule("0-2-4-2")
            return False
        self.rule("1-10-2")
        full = True
        taken = []
        for p in players:
            life = self.zones[p]["life"]
            if len(life) < n:
                self.rule("0-2-4")
                full = False
            self.rule("3-9-3")
            taken += life[:n]
        if len(taken) >= 2:
            self.rule("0-2-10")          # one instruction's cards, both players' too, at once
        with self.together(taken):
            for c in taken:
                self.move(c, "hand", "effect")
        self.check_defeat()
        return full

    # ---- KO, moves, entries ----------------------------------------------------------------------
    def ko_cards(self, cids, ctx=None):
        """5-10-1 / 14-9-2: each battle card of the battle area to its owner's drop, the KOs at
        once (their `ko` events, then the moves, each owner ordering its own, 3-1-5)."""
        todo = []
        for c in cids:
            if self.zone_of(c) != "battle" or self.card(c).type != "battle":
                self.rule("0-2-4")
                continue
            if "leave" in self.info(c).forbids:
                self.rule("0-2-5", "0-2-1")
                continue
            if self.replaced_leave(c, "ko"):
                continue
            if "ko-in-battle" in self.info(c).forbids:
                self.rule("13-17-2")
            todo.append(c)
        if not todo:
            return 0
        self.rule("5-10-1", "5-10-2", "14-9-1", "14-9-2")
        for c in todo:                  # every `ko` first, then the `rule` (14-9) events
            self.emit("ko", card=c)
        for c in todo:
            self.emit("rule", process="14-9", card=c)
        with self.together(todo):
            self.to_drops([(c, "ko") for c in todo])
        return len(todo)

    def move_cards(self, cids, to, ctx, bottom=False):
        moved = []
        for c in cids:
            z = self.zone_of(c)
            if z == "leader":
                self.rule("3-5-3", "0-2-2-2")
                continue
            if z in (None, "removed", "under"):
                continue
            if to == "combo" and self.card(c).combo is None:
                self.rule("5-6-2-1", "0-2-2-2")
                continue
            if to == "combo" and self.card(c).type != "battle":
                continue
            if z == "battle" and to != "battle":
                if "leave" in self.info(c).forbids:
                    self.rule("0-2-5", "0-2-1")
                    continue
                if self.replaced_leave(c, "move"):
                    continue
            moved.append(c)
        if not moved:
            return 0
        if to in ("deck", "hand", "drop", "life", "energy"):
            if any(self.owner[c] != self.player_of(c) for c in moved):
                self.rule("3-1-6-1", "0-2-2-2")
            self.rule("3-1-6")
        if to == "drop":
            self.rule("3-4-2")               # 「ドロップ」 in a skill is the drop area
        if self.one_at_a_time(self.zone_of, moved):
            # 3-2-3: deck cards one at a time, from the top: no order to choose, each on the one
            # before (or below it, to a bottom), each an event of its own
            for c in self.in_turn(moved):
                self.move(c, to, "effect", top=not bottom)
                if to == "energy":
                    self.rule("3-8-3")
        else:
            with self.together(moved):
                if to in ("deck", "life", "drop"):
                    self.arrive_ordered(moved, to, "effect", bottom)
                else:
                    for c in moved:
                        self.move(c, to, "effect")
                        if to == "energy":
                            self.rule("3-8-3")
        self.check_defeat()
        return len(moved)

    def in_turn(self, cids):
        """The order cards moving together move in: deck cards one at a time from the top (3-2-3),
        the others as given."""
        if not self.one_at_a_time(self.zone_of, cids):
            return list(cids)
        self.rule("3-2-3")
        return sorted(cids, key=lambda c: (self.player_of(c) != self.turn_player,
                                           self.zones[self.player_of(c)]["deck"].index(c)))

    def together(self, cids):
        """The moves of cards an instruction or a process moves at once: one event (0-2-10: its
        triggers once the group has moved, 9-6-2-1) and every card read as it was before any
        moved; cards all from a deck move one at a time instead (3-2-3), each its own event."""
        return _Together(self, list(cids))

    def arrive_ordered(self, cards, zone, cause, bottom=False):
        """Cards arriving at once in a deck, life or drop: each owner orders its own, the turn
        player first (3-1-5, 0-2-7); top first."""
        for p in self.tp_first():
            mine = [c for c in cards if self.owner[c] == p]
            if len(mine) >= 2:
                self.rule("3-1-5")
                order = self.choose("order", p, permutation_of(mine), list(mine))
            else:
                order = mine
            # reported in the order answered, top first: the first on top, each next just
            # below the one before (cards a stack releases on top in between stay above)
            pile = self.zones[p][zone]
            for i, c in enumerate(order):
                at = None if bottom or i == 0 else pile.index(order[i - 1]) + 1
                self.move(c, zone, cause[c] if isinstance(cause, dict) else cause,
                          top=not bottom, at=at)

    def enter_cards(self, cids, rested):
        """Cards put onto the battle area by one instruction: at once (0-2-10), deck cards one at
        a time (3-2-3); the number that entered."""
        cids = self.in_turn(cids)
        n = 0
        with self.together(cids):
            for c in cids:
                if self.enter_by_skill(c, rested):
                    n += 1
        self.check_defeat()
        return n

    def enter_by_skill(self, c, rested):
        """5-5-3: a battle card put onto the battle area by a skill, with no cost."""
        z = self.zone_of(c)
        if z == "battle":
            self.rule("0-2-4-1")         # already there: it does not enter again, not done
            return False
        if self.card(c).type != "battle" or z in ("leader", "under", "removed", None):
            self.rule("0-2-4")
            return False
        self.rule("5-5-3", "5-5-1", "3-6-3", "5-5-3-1", "5-5-3-2", "5-5-3-3", "5-5-3-4")
        self.emit("enter", card=c, how="skill")
        self.move(c, "battle", "effect")
        if rested:
            self.set_rested(c)
        return True

    def do_search(self, flt, n, to, ctx):
        p = ctx.master
        self.rule("5-2-8", "3-1-7")
        cands = [c for c in self.zones[p]["deck"] if self.matches(c, flt, p, None)]
        picked = []
        if cands and n > 0:
            self.rule("5-2-4", "5-2-7")
            picked = self.choose("target", p, lambda x: isinstance(x, list) and
                                 len(set(x)) == len(x) and len(x) <= n and
                                 all(c in cands for c in x))
        if picked:
            self.emit("reveal", player=p, cards=list(picked))
            with self.together(picked):   # from the deck: one at a time (3-2-3)
                for c in self.in_turn(picked):
                    self.move(c, to, "effect")
        self.shuffle(p)
        self.check_defeat()
        return len(picked) == n
