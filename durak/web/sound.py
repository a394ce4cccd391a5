"""Small table sounds made with the Web Audio API (no audio files to download).

The browser lets a page make sound only after the player has touched it, so the
audio context is created on the first call after :func:`unlock`; until then, and
wherever Web Audio is missing, every call is silent. Safari leaves a context made on a
bot's timer suspended (and suspends it when the page goes to the background): the next
touch or key press wakes it (:func:`unlock` runs inside the gesture).
"""

from __future__ import annotations

import contextlib

from pyscript import window

# kind -> (frequency Hz, duration s, volume, second frequency or 0)
TONES: dict[str, tuple[float, float, float, float]] = {
    "card": (660.0, 0.05, 0.05, 0.0),
    "take": (220.0, 0.16, 0.06, 0.0),
    "beaten": (520.0, 0.09, 0.05, 780.0),
    "end": (440.0, 0.35, 0.07, 660.0),
}
_state: dict = {"unlocked": False, "ctx": None}


def unlock() -> None:
    """The player touched the page (called inside the gesture): sound may play from now on,
    and a suspended audio context is woken."""
    _state["unlocked"] = True
    ctx = _state["ctx"]
    if ctx is not None:
        with contextlib.suppress(Exception):  # never break a touch for a sound
            if str(ctx.state) == "suspended":
                ctx.resume()


def play(kind: str) -> None:
    if not _state["unlocked"] or kind not in TONES:
        return
    try:
        ctx = _state["ctx"]
        if ctx is None:
            ctx = _state["ctx"] = window.AudioContext.new()
        freq, length, volume, glide = TONES[kind]
        now = ctx.currentTime
        osc = ctx.createOscillator()
        gain = ctx.createGain()
        osc.type = "triangle"
        osc.frequency.setValueAtTime(freq, now)
        if glide:
            osc.frequency.linearRampToValueAtTime(glide, now + length)
        gain.gain.setValueAtTime(volume, now)
        gain.gain.exponentialRampToValueAtTime(0.0001, now + length)
        osc.connect(gain)
        gain.connect(ctx.destination)
        osc.start(now)
        osc.stop(now + length + 0.02)
    except Exception:  # no Web Audio here: the game is silent, never broken
        _state["unlocked"] = False
