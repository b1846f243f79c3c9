/* Offline play: register the service worker (added by `python -m ginnyo build`) once the game
   is ready (class ginnyo-ready on <html>), so precaching never competes with its start; a
   page without Python registers it once loaded. */
(() => {
    if (!("serviceWorker" in navigator) || location.protocol === "file:") return;
    const html = document.documentElement;
    let done = false;
    const register = () => {
        if (done) return;
        done = true;
        navigator.serviceWorker.register("./sw.js").catch((error) => console.warn("service worker:", error));
    };
    new MutationObserver(() => html.classList.contains("ginnyo-ready") && register()).observe(html, {
        attributes: true,
        attributeFilter: ["class"],
    });
    addEventListener("load", () => {
        const python = document.querySelector('script[type="py"], script[type="mpy"]');
        setTimeout(register, python ? 60000 : 0);
    });
})();
