"""Named errors. Both subclass ``ValueError``."""

from __future__ import annotations

from typing import Any


class IllegalMove(ValueError):
    """A move that the rules do not allow now, or text that is not a move.

    ``key`` is a message key of :mod:`durak.i18n` and ``params`` its parameters (card
    codes such as ``"8C"``); ``str(error)`` is the English sentence.
    """

    def __init__(self, key: str, params: dict[str, Any] | None = None, move: str = "") -> None:
        from durak.i18n import translate

        self.key = key
        self.params: dict[str, Any] = dict(params or {})
        self.move = move
        super().__init__(translate(key, "en", **self.params))

    def message(self, lang: str = "en", said: bool = False) -> str:
        """The reason in another language (falls back to English; ``said``: as a screen
        reader says it, the cards by name)."""
        from durak.i18n import translate

        return translate(self.key, lang, said=said, **self.params)


class SetupError(ValueError):
    """An impossible position or corrupt saved game."""
