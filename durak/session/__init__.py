"""The game session, in pure Python: everything between a tap and the engine.

- :mod:`durak.session.session`: :class:`Session` (new game, play again, replay, share,
  today's deal, resume, abandon; your move queue; when bots move; the record).
- :mod:`durak.session.log`: the game log as data, worded in the current language.
- :mod:`durak.session.record`: how a finished or abandoned game changes the record
  (practice games counted apart).
- :mod:`durak.session.practice`: take back's rewinding (issue 15).
- :mod:`durak.session.review`: the review of a finished game, its verdicts and summary.
"""

from durak.session.session import HUMAN, Session, Step

__all__ = ["HUMAN", "Session", "Step"]
