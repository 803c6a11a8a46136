"""Owns the one exception every part of the fusion-world model raises for a case that cannot
be played (the engine's `error`): a malformed setup, card, skill or script."""


class CaseError(Exception):
    """The case cannot be played: a malformed setup, skill or script (the engine's `error`)."""
