# Type stubs for the parts of PyScript 0.7.31 that ginnyo/web uses. PyScript exists only in
# the browser; the DOM it exposes is dynamic, hence `Any`.
from typing import Any

document: Any
window: Any
workers: Any
