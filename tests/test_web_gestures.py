"""The board's gestures (``common/gestures.py``): pointer events in, a double tap or a pinch out; and the zoom they
ask for (``shell/zoom.py``): only where a tap does nothing, and over once the turn is played."""

from __future__ import annotations

from collections.abc import Iterable

from ginnyo.web.common.enums import SeatKind, Zoom
from ginnyo.web.common.frozen import replace
from ginnyo.web.common.gestures import DoubleTap, Gesture, Phase, Pinch, Recogniser, Touch, feed
from ginnyo.web.shell import events as ev
from ginnyo.web.shell.state import UiState, actions_played
from ginnyo.web.shell.update import update
from ginnyo.web.tiles import events as tev
from ginnyo.web.tiles.state import RackPick


def run(touches: Iterable[Touch]) -> list[Gesture]:
    """Every gesture the touches end, in order."""
    seen, found = Recogniser(), []
    for touch in touches:
        seen, gesture = feed(seen, touch)
        if gesture is not None:
            found.append(gesture)
    return found


def tap(at: float, x: float = 100, y: float = 100, square: str | None = "H8", pointer: int = 1) -> list[Touch]:
    return [Touch(Phase.DOWN, pointer, x, y, at, square), Touch(Phase.UP, pointer, x + 2, y, at + 80, square)]


def pinch(spread: float) -> list[Touch]:
    """Two fingers 100 px apart, then `spread` px apart, then lifted."""
    return [
        Touch(Phase.DOWN, 1, 100, 100, 0),
        Touch(Phase.DOWN, 2, 200, 100, 10),
        Touch(Phase.MOVE, 1, 150 - spread / 2, 100, 50),
        Touch(Phase.MOVE, 2, 150 + spread / 2, 100, 60),
        Touch(Phase.MOVE, 2, 150 + spread, 100, 70),
        Touch(Phase.UP, 1, 150 - spread / 2, 100, 100),
        Touch(Phase.UP, 2, 150 + spread, 100, 110),
    ]


def test_two_quick_taps_on_one_square_are_a_double_tap() -> None:
    assert run([*tap(0), *tap(250)]) == [DoubleTap("H8")]
    assert run([*tap(0, square=None), *tap(250, x=110, square=None)]) == [DoubleTap(None)]


def test_one_tap_slow_taps_or_taps_on_two_squares_are_no_gesture() -> None:
    assert run(tap(0)) == []
    assert run([*tap(0), *tap(700)]) == []  # too slow: two single taps
    assert run([*tap(0), *tap(200, x=124, square="I8")]) == []  # two squares: two placements
    assert run([*tap(0), *tap(200, x=180)]) == []  # too far apart


def test_a_third_quick_tap_starts_afresh() -> None:
    assert run([*tap(0), *tap(200), *tap(400)]) == [DoubleTap("H8")]
    assert run([*tap(0), *tap(200), *tap(400), *tap(600)]) == [DoubleTap("H8"), DoubleTap("H8")]


def test_a_long_press_or_a_drag_is_no_tap() -> None:
    held = [Touch(Phase.DOWN, 1, 100, 100, 0, "H8"), Touch(Phase.UP, 1, 100, 100, 600, "H8")]
    assert run([*held, *tap(700)]) == []
    dragged = [Touch(Phase.DOWN, 1, 100, 100, 0, "H8"), Touch(Phase.UP, 1, 160, 100, 120, "H8")]
    assert run([*dragged, *tap(200)]) == []


def test_fingers_spread_make_one_pinch_in_and_closed_one_pinch_out() -> None:
    spread = run(pinch(200))
    assert len(spread) == 1 and isinstance(spread[0], Pinch) and spread[0].scale >= 1.25
    closed = run(pinch(40))
    assert len(closed) == 1 and isinstance(closed[0], Pinch) and closed[0].scale <= 0.8


def test_fingers_that_hardly_move_make_no_pinch_and_no_taps() -> None:
    still = [
        Touch(Phase.DOWN, 1, 100, 100, 0, "H8"),
        Touch(Phase.DOWN, 2, 200, 100, 10, "J8"),
        Touch(Phase.MOVE, 2, 205, 100, 30, "J8"),
        Touch(Phase.UP, 1, 100, 100, 80, "H8"),
        Touch(Phase.UP, 2, 205, 100, 90, "J8"),
    ]
    assert run([*still, *tap(150)]) == []  # the two fingers left no tap for the next one to pair with


def test_a_cancelled_pointer_is_forgotten() -> None:
    cancelled = [Touch(Phase.DOWN, 1, 100, 100, 0, "H8"), Touch(Phase.CANCEL, 1, 100, 100, 50, "H8")]
    assert run([*cancelled, *tap(100), *tap(300)]) == [DoubleTap("H8")]
    assert run([Touch(Phase.MOVE, 7, 0, 0, 0), Touch(Phase.UP, 7, 0, 0, 10)]) == []  # never pressed here


def table(seed: str = "9") -> UiState:
    """A new game of Ginny-O, a person against the computer."""
    state, _ = update(UiState(), ev.SubmitSetup((("Ann", SeatKind.HUMAN), ("Robo", SeatKind.EASY)), seed, 0))
    assert state.tiles is not None
    return state


def test_a_double_tap_zooms_only_where_a_tap_does_nothing() -> None:
    state = table()
    zoomed, effects = update(state, ev.ZoomBoard(True, "A1", tapped=True))
    assert zoomed.zoom is Zoom.PLAY and zoomed.zoom_at == "A1" and effects == []
    assert update(zoomed, ev.ZoomBoard(False, "A1", tapped=True))[0].zoom is Zoom.OUT
    assert state.tiles is not None
    picked = replace(state, table=replace(state.tiles, pick=RackPick(0)))
    assert update(picked, ev.ZoomBoard(True, "A1", tapped=True))[0].zoom is Zoom.OUT  # a tap there places
    assert update(picked, ev.ZoomBoard(True))[0].zoom is Zoom.PLAY  # a pinch zooms whatever is picked


def test_a_gestures_zoom_ends_with_the_turn_and_the_buttons_stays() -> None:
    state = table()
    for zoom, after in ((Zoom.PLAY, Zoom.OUT), (Zoom.BUTTON, Zoom.BUTTON)):
        played = replace(state, zoom=zoom)
        for event in (tev.EnterExchange(), tev.TapRack(0), tev.ConfirmExchange()):  # a turn played
            played, _ = update(played, event)
        assert actions_played(played) == actions_played(state) + 1
        assert played.zoom is after, zoom
    assert update(replace(state, zoom=Zoom.PLAY), tev.SortRack())[0].zoom is Zoom.PLAY  # no turn played
