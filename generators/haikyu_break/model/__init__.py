"""The generators' model of haikyu-break, written from the rule text and
docs/engines/haikyu-break.md without reading the engine: `Game` (game.py) and the parts it is
made of, one module each; `replay` plays a finished case and returns the run the families'
self-check judges (common/family.py)."""

from .game import Game, replay  # noqa: F401
