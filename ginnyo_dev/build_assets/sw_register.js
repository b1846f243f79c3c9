/* Offline play: register the service worker (added by `python -m ginnyo build`) once the game
   is ready (class ginnyo-ready on <html>), so precaching never competes with its start; a
   page without Python registers it once loaded.
   A new release installs beside the running one and waits (sw.js): the page's #update-ready
   says so, and its #update-reload button lets the new release take over and reloads. Without
   the button it applies at the next natural moment, never mid-turn: on the new-game form, or
   once the player has left the tab between games, between hands or at a handoff, when the
   autosave holds the whole game. Another tab that the new release takes over reloads at its
   own next natural moment. No moment is natural while a form holds typed input (a name, a
   seed): a reload would wipe it, so the update waits until the form is submitted or the typed
   fields are cleared. */
(() => {
    if (!("serviceWorker" in navigator) || location.protocol === "file:") return;
    const html = document.documentElement;
    const AT_REST = ["over", "result", "handoff"];
    const TYPED = "input:not([type]), input[type=text], input[type=number], input[type=search], textarea";
    const typed = new Set(); // the text fields the player typed into since their form was last submitted
    const holdsTyped = () =>
        [...typed].some((field) => field.isConnected && field.checkVisibility() && field.value !== "");
    const natural = () =>
        !holdsTyped() &&
        (html.dataset.state === "setup" || (document.visibilityState === "hidden" && AT_REST.includes(html.dataset.state)));
    let pending = null; // what applies the update once the moment is natural
    const check = () => {
        if (!pending || !natural()) return;
        const apply = pending;
        pending = null;
        apply();
    };
    const whenNatural = (apply) => {
        pending = apply;
        check();
    };
    let chosen = false; // the player pressed Reload in this tab
    let done = false;
    const offer = (registration) => {
        const notice = document.getElementById("update-ready");
        if (!notice || !registration.waiting || !navigator.serviceWorker.controller) return;
        notice.hidden = false;
        const takeOver = () => registration.waiting?.postMessage("take-over");
        document.getElementById("update-reload").onclick = () => {
            chosen = true;
            takeOver();
        };
        whenNatural(takeOver);
    };
    const watch = (registration) => {
        offer(registration);
        registration.addEventListener("updatefound", () => {
            const worker = registration.installing;
            worker?.addEventListener("statechange", () => worker.state === "installed" && offer(registration));
        });
    };
    const register = () => {
        if (done) return;
        done = true;
        navigator.serviceWorker.register("./sw.js").then(watch, (error) => console.warn("service worker:", error));
    };
    let reloading = false;
    const reload = () => {
        reloading = true;
        location.reload();
    };
    navigator.serviceWorker.addEventListener("controllerchange", () => {
        if (reloading || document.getElementById("update-ready")?.hidden !== false) return;
        if (chosen) reload();
        else whenNatural(reload);
    });
    new MutationObserver(() => html.classList.contains("ginnyo-ready") && register()).observe(html, {
        attributes: true,
        attributeFilter: ["class"],
    });
    new MutationObserver(check).observe(html, { attributes: true, attributeFilter: ["data-state"] });
    document.addEventListener("visibilitychange", check);
    document.addEventListener("input", (event) => {
        if (event.isTrusted && event.target.matches?.(TYPED)) typed.add(event.target);
        check(); // a field cleared
    }, true);
    document.addEventListener("submit", (event) => {
        for (const field of typed) if (event.target.contains(field)) typed.delete(field);
        check();
    }, true);
    addEventListener("load", () => {
        const python = document.querySelector('script[type="py"], script[type="mpy"]');
        setTimeout(register, python ? 60000 : 0);
    });
})();
