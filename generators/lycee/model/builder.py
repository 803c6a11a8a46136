"""Owns `Builder`, a `Game` that writes its own script: instead of reading the script it asks a
policy for each declaration, choice and random outcome (with what the rules offer there) and
records the entries, so that a family can play a game to a point and keep the script that got
there. The policy is the family's: `action(game, player, timing)` returns the next `do` entry
(None ends the script there), `choice(game, kind, player, options)` and `outcome(game, kind,
options)` the answers."""

from common.script import ScriptEnd

from .game import Game


class Builder(Game):
    def __init__(self, setup, policy):
        self.policy = policy
        self.built = []
        super().__init__(setup, [])

    def next_action(self):
        e = self.policy.action(self, self.timing_player, self.timing_kind)
        if e is None:
            raise ScriptEnd()
        self.built.append(e)
        self.step = len(self.built) - 1
        return e

    def ask(self, kind, player, valid, options):
        v = self.policy.choice(self, kind, player, options)
        assert valid(v), (kind, v)
        self.built.append({"choose": v, "for": kind})
        return v

    def draw_random(self, kind, valid, options):
        v = self.policy.outcome(self, kind, options)
        assert valid(v), (kind, v)
        self.built.append({"random": v, "for": kind})
        return v

    def finish(self):
        pass


def build(setup, policy):
    """Plays `setup` with `policy`; the game and the script it wrote."""
    g = Builder(setup, policy)
    g.run()
    return g, g.built
