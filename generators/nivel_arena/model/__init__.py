"""The generators' model of nivel-arena, written from the rule text and
docs/engines/nivel-arena.md without reading the engine: `Game` (game.py) and the parts it is made
of, one module each (cards, table, values, effects, battle, turn, actions); `replay` plays a
finished case and returns the run the families' self-check judges (common/family.py)."""

from .game import Game, replay  # noqa: F401
