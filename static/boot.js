// Ginny-O before Python: the loading indicator and the new-game form (a classic script, no imports).
//
// PyScript 0.7.31 dispatches `py:progress` on window while it boots the interpreter, with
// the stage as `event.detail`: "Loading Pyodide", "Loaded Pyodide", "Loading files",
// "Loaded files", ... Each stage moves the bar one step; the Python entry point then
// finishes the bar, empties the status line (#status[data-state=ready]: a player has nothing to read
// there once the game is up) and sets html.ginnyo-ready. Without events the bar stays indeterminate.
//
// A first visit (no saved game) opens on the new-game form, which is plain HTML: it is shown
// as soon as the page is parsed, so it can be filled in while Python loads. A form with
// `data-queue` submitted before Python is ready is queued (its values stay in the form) and
// submitted again the moment Python is ready (html.ginnyo-ready), to Python's own listener.
//
// The language (the player's choice in ginnyo.settings, else the first of navigator.languages the
// game speaks, by prefix: sv-SE -> sv) sets <html lang> and the loading text at once; Python
// words everything else from its gettext catalogs once it is ready (ginnyo/web/page/locale_page.py).
(() => {
    "use strict";
    // Before Python: these few words only (the catalogs are Python's). Keep them in step with
    // ginnyo/web/words/i18n.py's LANGUAGES.
    const LOADING = {
        en: ["Loading the game…", "Almost ready…"],
        sv: ["Laddar spelet…", "Snart klart…"],
        it: ["Caricamento del gioco…", "Quasi pronto…"],
        mr: ["खेळ लोड होत आहे…", "जवळजवळ तयार…"],
    };
    const readSettings = () => {
        try {
            const settings = JSON.parse(localStorage.getItem("ginnyo.settings") || "{}");
            return settings && typeof settings === "object" ? settings : {};
        } catch {
            return {}; // no storage, or not JSON: the defaults
        }
    };
    // The player's theme and motion settings (ginnyo.settings, written by Python) apply before the
    // first paint: no flash of the other theme while Python loads.
    const settings = readSettings();
    if (typeof settings.theme === "string") document.documentElement.dataset.theme = settings.theme;
    if (settings.animations === false) document.documentElement.dataset.motion = "off";
    const browserLanguage = () => {
        for (const tag of navigator.languages || [navigator.language || ""]) {
            const code = String(tag).split("-")[0].toLowerCase();
            if (code in LOADING) return code;
        }
        return "en";
    };
    let language = settings.language in LOADING ? settings.language : browserLanguage();
    document.documentElement.lang = language;
    // Python says when it starts the game (main.py), in the page's language.
    window.__ginnyoStarting = () => LOADING[language][1];
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
            text.textContent = LOADING[language][0]; // the stage is a developer's word: the bar shows it
        }
    });

    const root = document.documentElement;
    const ready = () => root.classList.contains("ginnyo-ready");
    const queued = new Set();
    addEventListener("submit", (event) => {
        const form = event.target;
        if (ready() || !form.matches("form[data-queue]")) return;
        event.preventDefault();
        queued.add(form);
        form.querySelectorAll("[data-queued]").forEach((note) => { note.hidden = false; });
    });
    new MutationObserver((_changes, observer) => {
        if (!ready()) return;
        observer.disconnect();
        for (const form of queued) {
            form.querySelectorAll("[data-queued]").forEach((note) => { note.hidden = true; });
            form.requestSubmit();
        }
    }).observe(root, { attributes: true, attributeFilter: ["class"] });
    // The form's language picker, before Python: kept in the settings Python starts with.
    addEventListener("change", (event) => {
        if (ready() || event.target.id !== "setup-language") return;
        language = event.target.value;
        document.documentElement.lang = language;
        reword();
        try {
            localStorage.setItem("ginnyo.settings", JSON.stringify({ ...readSettings(), language }));
        } catch {
            // no storage: the choice lasts until Python is ready
        }
    });
    // Seat rows follow the player count until Python takes the form over (it also writes the note).
    addEventListener("change", (event) => {
        if (ready() || event.target.id !== "player-count") return;
        const count = Number(event.target.value);
        document.querySelectorAll("#setup-dialog [data-seat]").forEach((seat) => {
            seat.hidden = Number(seat.dataset.seat) >= count;
        });
        document.getElementById("tile-sets").textContent = "";
    });
    // The game's own fields follow the game chosen, as Python's setup_form.refresh shows them.
    addEventListener("change", (event) => {
        if (ready() || event.target.id !== "game-kind") return;
        const gin = event.target.value === "gin";
        document.getElementById("ginnyo-setup").hidden = gin;
        document.getElementById("gin-setup").hidden = !gin;
        document.getElementById("gin-levels").hidden = !gin;
    });
    // The page's marked words in the language, from index.html's #boot-words (the catalogs' words,
    // written by `python -m ginnyo i18n`), kept and replaced as ginnyo/web/page/locale_page.py does once
    // Python is ready: the first screen is in the player's language from the start.
    const bootWords = (() => {
        try {
            return JSON.parse(document.getElementById("boot-words")?.textContent || "{}");
        } catch {
            return {};
        }
    })();
    const reword = () => {
        const words = bootWords[language] || {};
        for (const node of document.querySelectorAll("[data-i18n]")) {
            if (!node.dataset.i18n) node.dataset.i18n = node.textContent.split(/\s+/).filter(Boolean).join(" ");
            node.textContent = words[node.dataset.i18n] || node.dataset.i18n;
        }
        for (const node of document.querySelectorAll("[data-phrase]")) { // whole phrases Python composes
            if (!node.dataset.phrase) node.dataset.phrase = node.textContent.trim();
            node.textContent = words[node.dataset.phrase] || node.dataset.phrase;
        }
        for (const node of document.querySelectorAll("[data-i18n-attrs]")) {
            for (const attr of node.dataset.i18nAttrs.split(/\s+/).filter(Boolean)) {
                const kept = `data-i18n-${attr}`;
                if (!node.hasAttribute(kept)) node.setAttribute(kept, node.getAttribute(attr) || "");
                const english = node.getAttribute(kept);
                node.setAttribute(attr, words[english] || english);
            }
        }
    };
    const openForm = () => {
        reword();
        const status = document.getElementById("status-text");
        if (status && !ready() && !seen.length) status.textContent = LOADING[language][0];
        let saved = null;
        try {
            saved = localStorage.getItem("ginnyo.save");
        } catch {
            // no storage: nothing saved
        }
        if (saved !== null || ready()) return;
        document.getElementById("overlay").hidden = false;
        document.getElementById("setup-dialog").hidden = false;
        document.querySelectorAll("body > header, body > main").forEach((part) => { part.inert = true; });
        document.getElementById("setup-language").value = language;
        document.getElementById("player-count").focus();
        performance.mark("ginnyo-form-ready");
    };
    // "interactive": the page is parsed; PyScript's module scripts have not run yet.
    if (document.readyState === "loading") {
        document.addEventListener("readystatechange", openForm, { once: true });
    } else {
        openForm();
    }
})();
