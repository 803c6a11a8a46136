"""Owns building a script by playing the model (`build`): the game runs from the setup and, where
the script it has so far ends, the builder answers — a choice or a random outcome with a valid
answer drawn from the family's seeded generator, an action from the exact legal set (or one the
family's `policy` picks) — until the game ends or the policy stops at a decision. The model that
builds the script is the model that then replays and judges the case."""

from common.script import ScriptEnd

from ..model.game import Game

MAX_ENTRIES = 400


class Stop(Exception):
    """The policy ends the script here."""


class Builder(Game):
    def __init__(self, setup, rng, policy):
        super().__init__(setup, [])
        self.rng, self.policy = rng, policy
        self.decision = None

    def _append(self, entry):
        if len(self.script) >= MAX_ENTRIES:
            raise Stop()
        self.script.append(entry)

    def choose(self, kind, player, valid, gen=None):
        if self.pos >= len(self.script):
            v = self.policy.choose(self, kind, player, gen) if hasattr(self.policy, "choose") \
                else None
            if v is None:
                v = gen(self.rng)
            self._append({"choose": v, "for": kind})
        return super().choose(kind, player, valid, gen)

    def random(self, kind, valid, gen=None):
        if self.pos >= len(self.script):
            self._append({"random": gen(self.rng), "for": kind})
        return super().random(kind, valid, gen)

    def legal_here(self):
        where = self.decision
        self.paused = getattr(self, "paused", 0) + 1
        try:
            if where[0] == "appear":
                return self.legal_appearances(self.tp, where[1]) + [{"do": "pass"}]
            return self.legal_free()
        finally:
            self.paused -= 1

    def next_action(self):
        if self.pos >= len(self.script):
            act = self.policy.act(self, self.legal_here())
            if act is None:
                raise Stop()
            self._append(act)
        return super().next_action()


class RandomPolicy:
    """Random legal actions: passing and declaring lost rarer; stops after `steps` actions."""

    def __init__(self, rng, steps=40, pass_weight=3, lost_weight=0.2):
        self.rng, self.left, self.pw, self.lw = rng, steps, pass_weight, lost_weight

    def act(self, game, legal):
        if self.left <= 0:
            return None
        self.left -= 1
        weights = [self.lw if a["do"] == "lost" else self.pw if a["do"] == "pass" else 1.0
                   for a in legal]
        return dict(self.rng.choices(legal, weights)[0])


def build(setup, rng, policy):
    """The script the policy plays from the setup (the game runs until it ends or the policy
    stops at a decision)."""
    b = Builder(setup, rng, policy)
    try:
        b.run()
    except Stop:
        pass
    return list(b.script)


class WildPolicy(RandomPolicy):
    """Mostly legal actions, sometimes one drawn from the cards of the hand and the court whether
    legal or not (its rejection is then part of the run)."""

    def __init__(self, rng, steps=40, wild=0.25, **kw):
        super().__init__(rng, steps, **kw)
        self.wild = wild

    def act(self, game, legal):
        if self.left > 0 and self.rng.random() < self.wild:
            self.left -= 1
            tp = game.tp
            hand = list(game.zones[tp]["hand"])
            where = game.decision
            rng = self.rng
            if where[0] == "appear":
                pool = hand + list(game.zones[game.tp]["drop"][:1])
                if not pool:
                    return {"do": "pass"}
                if where[1] == "block":
                    cards = rng.sample(pool, min(len(pool), rng.randint(1, 4)))
                    return {"do": "appear", "cards": cards,
                            "centre": rng.choice(cards + [None])}
                return {"do": "appear", "card": rng.choice(pool)}
            court = [c for z in ("serve", "block", "receive", "toss", "attack")
                     for c in game.zones[tp][z]]
            pool = [(c, s) for c in hand + court for s in range(len(game.skills_of(c)))]
            if not pool:
                return {"do": "pass"}
            c, s = rng.choice(pool)
            return {"do": "play" if game.cards[c].type == "event" else "use", "card": c,
                    "skill": s}
        return super().act(game, legal)
