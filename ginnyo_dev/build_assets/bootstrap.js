/* Ginny-O single-file loader (classic script, first in <head>; inserted by `python -m ginnyo build`).
 *
 * Every file the page needs is embedded below the page, gzipped and written 7 bits a character
 * (sevenbit.py), in <script type="application/x-ginnyo" data-path="..." data-size="..."> blocks. At file:// Chromium blocks
 * module `src`, fetch and XHR of file URLs, so this loader:
 *   1. wraps window.fetch: an embedded path (resolved against the page) is answered from memory;
 *   2. turns each embedded ES module into a blob: URL, once the modules it imports statically have
 *      theirs: the bare "@ginnyo/<path>" names the build rewrote their relative imports to are
 *      replaced by those URLs in its text (no import map: an inline script the page's Content
 *      Security Policy could not name by hash);
 *   3. answers the modules' dynamic imports (rewritten by the build to __ginnyoImport) with the
 *      blob: URL of an embedded module, named by its bare name or its page URL (the interpreter
 *      PyScript loads, the pyodide.asm.mjs Pyodide loads), else the specifier as it is;
 *   4. once the document is parsed, imports the page's module scripts (PyScript) in their order, then
 *      runs its deferred classic scripts (jsQR) from blob: URLs;
 *   5. opens the linked pages (the rules) from memory in their tab, where the link back to the game
 *      closes the tab (handing the game the link's fragment, a rules figure's "Try it").
 */
(() => {
    "use strict";
    const CONFIG = /*GINNYO_CONFIG*/ {};
    const base = new URL("./", document.baseURI).href;
    const blocks = new Map();
    const decoded = new Map();
    const realFetch = window.fetch.bind(window);

    const findBlocks = () => {
        for (const el of document.querySelectorAll('script[type="application/x-ginnyo"]')) {
            blocks.set(el.dataset.path, el);
        }
    };
    /** An embedded block's bytes from its text: 7 bits a character, three groups escaped
     * (ginnyo_dev/buildtools/sevenbit.py, which writes it). */
    const ESCAPED = [0, 13, 60];
    const unpack = (text, size) => {
        const out = new Uint8Array(size);
        let acc = 0;
        let bits = 0;
        let at = 0;
        const push = (group) => {
            acc = ((acc << 7) | group) & 0x7fff;
            bits += 7;
            if (bits >= 8) {
                bits -= 8;
                if (at < size) out[at++] = (acc >> bits) & 255;
            }
        };
        for (let i = 0; i < text.length; i++) {
            const code = text.charCodeAt(i);
            if (code < 128) {
                push(code);
                continue;
            }
            const index = (code - 256) >> 7;
            const low = (code - 256) & 127;
            if (index === 3) {
                push(ESCAPED[low]);
            } else {
                push(ESCAPED[index]);
                push(low);
            }
        }
        return out;
    };
    /** The bytes of an embedded file (a promise), or null when the path is not embedded. */
    const bytes = (path) => {
        let promise = decoded.get(path);
        if (!promise) {
            if (!blocks.size) findBlocks();
            const el = blocks.get(path);
            if (!el) return null;
            const packed = unpack(el.textContent, Number(el.dataset.size));
            el.textContent = "";
            const stream = new Blob([packed]).stream().pipeThrough(new DecompressionStream("gzip"));
            promise = new Response(stream).arrayBuffer().then((buffer) => new Uint8Array(buffer));
            decoded.set(path, promise);
        }
        return promise;
    };
    const text = async (path) => new TextDecoder().decode(await bytes(path));
    const mime = (path) => CONFIG.types[path.slice(path.lastIndexOf(".") + 1)] || "application/octet-stream";
    /** Page-relative path of a URL inside the page's folder, or null. */
    const pathOf = (url) => {
        let href;
        try {
            href = new URL(url, document.baseURI).href;
        } catch {
            return null;
        }
        href = href.split(/[?#]/)[0];
        return href.startsWith(base) ? decodeURIComponent(href.slice(base.length)) : null;
    };

    window.fetch = function (input, init) {
        const url = input instanceof Request ? input.url : String(input);
        const path = pathOf(url);
        const found = path === null ? null : bytes(path);
        if (found) {
            return found.then(
                (body) => new Response(body, { status: 200, headers: { "Content-Type": mime(path) } }),
            );
        }
        return realFetch(input, init);
    };

    // --- linked pages (the rules): written from memory into the tab they open in ---
    /** Follow clicks on links to embedded pages in `doc`: the game, or a page written from memory
     * (its links to the other pages, such as the rules in another language, are followed too). */
    const followPages = (doc) =>
        doc.addEventListener(
            "click",
            async (event) => {
                const node = event.target;
                const link = node && typeof node.closest === "function" ? node.closest("a[href]") : null;
                const path = link ? pathOf(link.getAttribute("href")) : null;
                const view = doc.defaultView;
                if (path === CONFIG.game && doc !== document) {
                    event.preventDefault();
                    const fragment = new URL(link.getAttribute("href"), base).hash;
                    if (fragment && view.opener) view.opener.location.hash = fragment;
                    view.close();
                    return;
                }
                if (path === null || !CONFIG.pages.includes(path)) return;
                event.preventDefault();
                const target = link.target && link.target !== "_self" ? link.target : null;
                // Opened now, while the click counts; a written page is rewritten in its own tab.
                const opened = target ? view.open("", target) : doc === document ? null : view;
                const html = await text(path);
                if (opened) {
                    opened.document.open();
                    opened.document.write(html);
                    opened.document.close();
                    followPages(opened.document);
                } else {
                    // In this tab: leave the game for the page (a blob: URL of it).
                    location.href = URL.createObjectURL(new Blob([html], { type: "text/html" }));
                }
            },
            true,
        );
    followPages(document);

    // --- modules: blob: URLs importing each other, then the page's module scripts in order ---
    const urls = new Map();
    const STATIC = /(\bfrom\s*|\bimport\s*)(["'])@ginnyo\/([^"']+)\2/g;
    /** The blob: URL (a promise) of the embedded module `path`, its static imports resolved. */
    const moduleUrl = (path) => {
        let promise = urls.get(path);
        if (!promise) {
            promise = text(path).then(async (code) => {
                const targets = [...new Set(Array.from(code.matchAll(STATIC), (match) => match[3]))];
                const found = new Map(await Promise.all(targets.map(async (t) => [t, await moduleUrl(t)])));
                const linked = code.replace(
                    STATIC,
                    (_, head, quote, target) => head + quote + found.get(target) + quote,
                );
                return URL.createObjectURL(new Blob([linked], { type: "text/javascript" }));
            });
            urls.set(path, promise);
        }
        return promise;
    };
    window.__ginnyoImport = async (specifier) => {
        const name = String(specifier);
        const path = name.startsWith("@ginnyo/") ? name.slice("@ginnyo/".length) : pathOf(name);
        return import(path !== null && CONFIG.modules.includes(path) ? await moduleUrl(path) : name);
    };
    /** A deferred classic script of the page (`<script src defer>`), run from memory by a blob: URL. */
    const runDeferred = async (path) => {
        const url = URL.createObjectURL(new Blob([await bytes(path)], { type: "text/javascript" }));
        await new Promise((resolve, reject) => {
            const script = document.createElement("script");
            script.src = url;
            script.onload = resolve;
            script.onerror = () => reject(new Error(`the embedded script ${path} did not run`));
            document.head.append(script);
        });
    };
    const start = async () => {
        findBlocks();
        for (const entry of CONFIG.entries) await window.__ginnyoImport(`@ginnyo/${entry}`);
        for (const path of CONFIG.deferred) await runDeferred(path);
    };
    if (document.readyState === "loading") {
        document.addEventListener("DOMContentLoaded", start, { once: true });
    } else {
        start();
    }
})();
