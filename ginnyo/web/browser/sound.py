"""The page's sounds, made with Web Audio (PyScript): synthesised notes, no file is ever fetched.

`update` asks for a sound with a `PlaySound` effect, only while the player has sounds on. The
audio context starts with the first sound (after a click or a key, as browsers require) and
lasts as long as the page. `<html data-sounds>` counts the sounds made (tests read it).
"""

from __future__ import annotations

from typing import Any

from pyscript import document, window
from pyscript.ffi import is_none

from ..common.enums import Cue
from .dom import attr

# (start in s, frequency in Hz, length in s, waveform) per note
NOTES: dict[Cue, tuple[tuple[float, float, float, str], ...]] = {
    Cue.PLACE: ((0.0, 1200.0, 0.045, "triangle"),),  # a soft click
    Cue.SCORE: ((0.0, 659.25, 0.3, "sine"), (0.08, 987.77, 0.45, "sine")),  # E5 then B5: a chime
    Cue.FANFARE: tuple(
        (0.11 * n, freq, 0.5 if n == 3 else 0.2, "triangle") for n, freq in enumerate((523.25, 659.25, 783.99, 1046.5))
    ),  # C E G C, rising
}
VOLUME = 0.15
SILENT = 0.0001  # exponential ramps cannot reach 0
_CONTEXT: list[Any] = []  # the page's one AudioContext, once made


def context() -> Any | None:
    """The audio context (made on first use), or None where the browser has no Web Audio."""
    if not _CONTEXT:
        maker = getattr(window, "AudioContext", None)
        if maker is None or is_none(maker):
            return None
        _CONTEXT.append(maker.new())
    audio = _CONTEXT[0]
    if str(audio.state) == "suspended":
        audio.resume()
    return audio


def play(cue: Cue) -> None:
    """Make the sound `cue`: each note a wave whose loudness rises fast and dies away."""
    audio = context()
    if audio is None:
        return
    now = float(audio.currentTime)
    for start, frequency, length, wave in NOTES[cue]:
        at = now + start
        oscillator, gain = audio.createOscillator(), audio.createGain()
        oscillator.type = wave
        oscillator.frequency.value = frequency
        gain.gain.setValueAtTime(SILENT, at)
        gain.gain.exponentialRampToValueAtTime(VOLUME, at + 0.01)
        gain.gain.exponentialRampToValueAtTime(SILENT, at + length)
        oscillator.connect(gain)
        gain.connect(audio.destination)
        oscillator.start(at)
        oscillator.stop(at + length + 0.02)
    root = document.documentElement
    root.setAttribute("data-sounds", str(int(attr(root, "data-sounds") or 0) + 1))
    root.setAttribute("data-last-sound", str(cue))
