// Ginny-O loading indicator, run before PyScript starts (a classic script, no imports).
//
// PyScript 0.7.31 dispatches `py:progress` on window while it boots the interpreter, with
// the stage as `event.detail`: "Loading Pyodide", "Loaded Pyodide", "Loading files",
// "Loaded files", ... Each stage moves the bar one step; the Python entry point then
// finishes the bar and sets html.ginnyo-ready. Without events the bar stays indeterminate.
(() => {
    "use strict";
    // The player's theme and motion settings (ginnyo.settings, written by Python) apply before the
    // first paint: no flash of the other theme while Python loads.
    try {
        const settings = JSON.parse(localStorage.getItem("ginnyo.settings") || "{}");
        if (typeof settings.theme === "string") document.documentElement.dataset.theme = settings.theme;
        if (settings.animations === false) document.documentElement.dataset.motion = "off";
    } catch {
        // no storage, or not JSON: the defaults
    }
    const seen = [];
    window.__ginnyoProgress = seen;
    addEventListener("py:progress", (event) => {
        const stage = String(event.detail || "");
        seen.push(stage);
        const bar = document.getElementById("load-progress");
        const text = document.getElementById("status-text");
        if (bar) {
            const max = Number(bar.max) || 1;
            bar.value = Math.min(max - 1, seen.length);
        }
        if (text && !document.documentElement.classList.contains("ginnyo-ready")) {
            text.textContent = `Loading Python… (${stage.toLowerCase()})`;
        }
    });
})();
