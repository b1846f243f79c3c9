/* Offline play: register the service worker (added by `python -m ginnyo build`) once the game
   is ready (class ginnyo-ready on <html>), so precaching never competes with its start; a
   page without Python registers it once loaded.
   A new release installs beside the running one and waits (sw.js): the page's #update-ready
   says so, and its #update-reload button lets the new release take over and reloads. So an
   update applies only when the player chooses, never mid-turn, and the game goes on from its
   autosave. */
(() => {
    if (!("serviceWorker" in navigator) || location.protocol === "file:") return;
    const html = document.documentElement;
    let done = false;
    const offer = (registration) => {
        const notice = document.getElementById("update-ready");
        if (!notice || !registration.waiting || !navigator.serviceWorker.controller) return;
        notice.hidden = false;
        document.getElementById("update-reload").onclick = () => registration.waiting?.postMessage("take-over");
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
    navigator.serviceWorker.addEventListener("controllerchange", () => {
        if (reloading || document.getElementById("update-ready")?.hidden !== false) return;
        reloading = true;
        location.reload();
    });
    new MutationObserver(() => html.classList.contains("ginnyo-ready") && register()).observe(html, {
        attributes: true,
        attributeFilter: ["class"],
    });
    addEventListener("load", () => {
        const python = document.querySelector('script[type="py"], script[type="mpy"]');
        setTimeout(register, python ? 60000 : 0);
    });
})();
