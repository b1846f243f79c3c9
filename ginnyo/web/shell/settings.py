"""The player's settings (no PyScript): theme, computer speed, the expert's thinking time, animations, sound,
asking before a knock, warning of an open gin, language and tips, kept as JSON.

They live in localStorage (``page/persistence.py``) and change only through `update`, one typed
`SettingChange` at a time (the input adapters read a control once, `setting_change`); reading
is forgiving, so a damaged or older value falls back to the defaults, never to an error.
"""

from __future__ import annotations

import json
import re
from enum import StrEnum
from typing import TypeVar

from ..common.enums import Speed, Thinking
from ..common.frozen import frozen, replace
from ..common.ids import Setting
from ..words.i18n import LANGUAGES

E = TypeVar("E", bound=StrEnum)


class Theme(StrEnum):
    """Light or dark colours, SYSTEM following the device (`prefers-color-scheme`), or WOOD: a warm wooden
    board and table in light colours. The stylesheet keys its colours on `html[data-theme]`."""

    SYSTEM = "system"
    LIGHT = "light"
    DARK = "dark"
    WOOD = "wood"


@frozen
class Settings:
    theme: Theme = Theme.SYSTEM
    speed: Speed = Speed.NORMAL
    thinking: Thinking = Thinking.NORMAL  # the expert's thinking time
    animations: bool = True
    sound: bool = False  # off until the player asks: a page that makes noise unasked surprises
    ask_knock: bool = False  # Gin Rummy: "Knock now?" before a knock that could be undercut
    warn_gin: bool = True  # the preview warns of a section the play leaves open to the next player's gin
    language: str = ""  # '' until the player picks one: the browser's languages decide (`i18n.preferred`)
    tips: bool = True  # the tips of the first games (`tips/`), on for a new player
    stun: tuple[str, ...] = ()  # STUN servers for a live game with a friend across networks: none unless set here

    def to_json(self) -> str:
        fields = {"theme": str(self.theme), "speed": str(self.speed), "animations": self.animations}
        more = {
            "thinking": str(self.thinking),
            "sound": self.sound,
            "ask_knock": self.ask_knock,
            "warn_gin": self.warn_gin,
            "language": self.language,
            "tips": self.tips,
            "stun": list(self.stun),
        }
        return json.dumps({**fields, **more})

    @classmethod
    def from_json(cls, text: str | None, query: str = "") -> Settings:
        """Settings stored as `text` (None: nothing stored); a known `?speed=...` in `query` wins."""
        try:
            stored = json.loads(text) if text else {}
        except ValueError:
            stored = {}
        if not isinstance(stored, dict):
            stored = {}
        for part in query.lstrip("?").split("&"):
            key, _, value = part.partition("=")
            if key == "speed" and value in tuple(Speed):
                stored["speed"] = value
        default = cls()
        return cls(
            theme=_choice(Theme, stored.get("theme"), default.theme),
            speed=_choice(Speed, stored.get("speed"), default.speed),
            thinking=_choice(Thinking, stored.get("thinking"), default.thinking),
            animations=stored.get("animations") is not False,
            sound=stored.get("sound") is True,
            ask_knock=stored.get("ask_knock") is True,
            warn_gin=stored.get("warn_gin") is not False,
            language=stored["language"] if stored.get("language") in LANGUAGES else "",
            tips=stored.get("tips") is not False,
            stun=stun_servers(" ".join(s for s in stored.get("stun", ()) if isinstance(s, str))),
        )

    @staticmethod
    def read(text: str) -> dict[str, object]:
        """Stored settings as an object; anything else raises (`common.stored` refuses it: they are damaged)."""
        stored = json.loads(text)
        if not isinstance(stored, dict):
            raise TypeError("settings are an object")
        return stored

    def changed(self, change: SettingChange) -> Settings:
        """These settings with one changed."""
        match change:
            case SetTheme(theme):
                return replace(self, theme=theme)
            case SetSpeed(speed):
                return replace(self, speed=speed)
            case SetThinking(thinking):
                return replace(self, thinking=thinking)
            case SetAnimations(on):
                return replace(self, animations=on)
            case SetSound(on):
                return replace(self, sound=on)
            case SetAskKnock(on):
                return replace(self, ask_knock=on)
            case SetWarnGin(on):
                return replace(self, warn_gin=on)
            case SetLanguage(code):
                return replace(self, language=code)
            case SetTips(on):
                return replace(self, tips=on)
            case SetStun(servers):
                return replace(self, stun=servers)


@frozen
class SetTheme:
    theme: Theme


@frozen
class SetSpeed:
    speed: Speed


@frozen
class SetThinking:
    thinking: Thinking


@frozen
class SetAnimations:
    on: bool


@frozen
class SetSound:
    on: bool


@frozen
class SetAskKnock:
    on: bool


@frozen
class SetWarnGin:
    on: bool


@frozen
class SetLanguage:
    code: str  # one of `i18n.LANGUAGES`


@frozen
class SetTips:
    on: bool


@frozen
class SetStun:
    servers: tuple[str, ...]


SettingChange = (
    SetTheme
    | SetSpeed
    | SetThinking
    | SetAnimations
    | SetSound
    | SetAskKnock
    | SetWarnGin
    | SetLanguage
    | SetTips
    | SetStun
)
"""One setting changed, with a value of its type (`setting_change` reads it from a control)."""


def setting_change(name: str, value: str | bool) -> SettingChange | None:
    """What a settings control changes (`value`: a select's value, or whether a checkbox is checked); None for an
    unknown control or value."""
    match name, value:
        case Setting.THEME, str() if value in tuple(Theme):
            return SetTheme(Theme(value))
        case Setting.SPEED, str() if value in tuple(Speed):
            return SetSpeed(Speed(value))
        case Setting.THINKING, str() if value in tuple(Thinking):
            return SetThinking(Thinking(value))
        case Setting.ANIMATIONS, bool():
            return SetAnimations(value)
        case Setting.SOUND, bool():
            return SetSound(value)
        case Setting.ASK_KNOCK, bool():
            return SetAskKnock(value)
        case Setting.WARN_GIN, bool():
            return SetWarnGin(value)
        case Setting.LANGUAGE, str() if value in LANGUAGES:
            return SetLanguage(value)
        case Setting.TIPS, bool():
            return SetTips(value)
        case Setting.STUN, str():
            return SetStun(stun_servers(value))
    return None


STUN = re.compile(r"stuns?:(\[[0-9a-fA-F:]+\]|[A-Za-z0-9.-]+)(:[0-9]{1,5})?")
"""A STUN server's address as WebRTC takes it (`stun:host:port`): anything else typed is left out."""


def stun_servers(text: str) -> tuple[str, ...]:
    """The STUN addresses in `text` (separated by spaces or commas), at most four, each once."""
    found = [part for part in re.split(r"[\s,]+", text) if STUN.fullmatch(part)]
    return tuple(dict.fromkeys(found))[:4]


def _choice(kind: type[E], value: object, default: E) -> E:
    return kind(value) if isinstance(value, str) and value in tuple(kind) else default
