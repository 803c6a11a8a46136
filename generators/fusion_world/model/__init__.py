"""The generators' model of fusion-world, written from the rule text and
docs/engines/fusion-world.md without reading the engine: `Game` (game.py) and the parts it is
made of, one module each; `replay` plays a finished case and returns the run the families'
self-check judges (common/family.py)."""

from .game import Game, replay  # noqa: F401
