/* Ginny-O single-file loader (classic script, first in <head>; inserted by `python -m ginnyo build`).
 *
 * Every file the page needs is embedded below the page, gzipped and base64-encoded, in
 * <script type="application/x-ginnyo" data-path="..."> blocks. At file:// Chromium blocks
 * module `src`, fetch and XHR of file URLs, so this loader:
 *   1. wraps window.fetch: an embedded path (resolved against the page) is answered from memory;
 *   2. once the document is parsed, turns the embedded ES modules into blob: URLs published
 *      through an import map (both under their page-relative URL and under the bare
 *      "@ginnyo/<path>" names the build rewrote their relative imports to);
 *   3. starts the page's module scripts (PyScript) in their original order as inline modules;
 *   4. replaces PyScript workers (which fail from file://) by plain-Pyodide module workers
 *      started lazily, from a blob: URL, the first time Python asks for pyscript.workers[name].
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
    const fromBase64 = (text) => {
        if (Uint8Array.fromBase64) return Uint8Array.fromBase64(text);
        const binary = atob(text);
        const out = new Uint8Array(binary.length);
        for (let i = 0; i < binary.length; i++) out[i] = binary.charCodeAt(i);
        return out;
    };
    /** The bytes of an embedded file (a promise), or null when the path is not embedded. */
    const bytes = (path) => {
        let promise = decoded.get(path);
        if (!promise) {
            if (!blocks.size) findBlocks();
            const el = blocks.get(path);
            if (!el) return null;
            const packed = fromBase64(el.textContent);
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

    // --- workers: plain Pyodide in a module worker, one per named PyScript worker of the page ---
    const workers = new Map();
    const toPlain = (value) => {
        if (value && typeof value === "object" && typeof value.toJs === "function") {
            return value.toJs({ dict_converter: Object.fromEntries, create_pyproxies: false });
        }
        return value;
    };
    const startWorker = async (spec) => {
        const files = {};
        for (const path of [...CONFIG.runtime, ...Object.values(spec.files), spec.src]) {
            files[path] = (await bytes(path)).slice();
        }
        // From file:// a module worker starts from a data: URL, not from a blob: URL (whose
        // opaque "null" origin Chromium refuses to load a worker script from).
        const code = await text(CONFIG.workerShim);
        const url = `data:text/javascript;charset=utf-8,${encodeURIComponent(code)}`;
        const worker = new Worker(url, { type: "module", name: spec.name });
        const pending = new Map();
        let nextId = 0;
        const ready = new Promise((resolve, reject) => {
            worker.onmessage = ({ data }) => {
                if (data.type === "ready") {
                    const api = {};
                    for (const name of data.exports) {
                        api[name] = (...args) =>
                            new Promise((ok, fail) => {
                                const id = nextId++;
                                pending.set(id, [ok, fail]);
                                worker.postMessage({ type: "call", id, name, args: args.map(toPlain) });
                            });
                    }
                    resolve(api);
                } else if (data.type === "failed") {
                    console.error(`worker ${spec.name}: ${data.message}`);
                    reject(new Error(data.message));
                } else if (data.type === "result" || data.type === "error") {
                    const [ok, fail] = pending.get(data.id);
                    pending.delete(data.id);
                    if (data.type === "result") ok(data.value);
                    else fail(new Error(data.message));
                }
            };
            worker.onerror = (event) => reject(new Error(event.message || "worker failed to start"));
        });
        worker.postMessage({ type: "init", files, spec, pyodide: CONFIG.pyodideDir });
        return ready;
    };
    /** A worker made by pyscript.create_named_worker(src, name, config) at run time. */
    const specOf = (name, src, config) => {
        const srcPath = pathOf(src);
        if (srcPath === null || !blocks.has(srcPath)) throw new Error(`worker source ${src} is not in the file`);
        let files = {};
        if (config && /^\s*\{/.test(config)) {
            for (const [source, target] of Object.entries(JSON.parse(config).files || {})) {
                files[target] = pathOf(source);
            }
        } else if (config) {
            files = CONFIG.configs[pathOf(config)] || {};
        }
        return { name, src: srcPath, files };
    };
    window.__ginnyoWorker = (name, src, config) => {
        let promise = workers.get(name);
        if (!promise) {
            try {
                const spec = CONFIG.workers.find((w) => w.name === name) || (src && specOf(name, src, config));
                if (!spec) throw new Error(`no worker named ${name}`);
                promise = startWorker(spec);
            } catch (error) {
                promise = Promise.reject(error);
            }
            workers.set(name, promise);
        }
        return promise;
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
                if (path === null || !CONFIG.pages.includes(path)) return;
                event.preventDefault();
                const view = doc.defaultView;
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

    // --- modules: import map of blob: URLs, then the page's module scripts in order ---
    const start = async () => {
        findBlocks();
        const imports = {};
        await Promise.all(
            CONFIG.modules.map(async (path) => {
                const blob = new Blob([await bytes(path)], { type: "text/javascript" });
                const url = URL.createObjectURL(blob);
                imports[new URL(path, base).href] = url;
                imports[`@ginnyo/${path}`] = url;
            }),
        );
        const map = document.createElement("script");
        map.type = "importmap";
        map.textContent = JSON.stringify({ imports });
        document.head.append(map);
        for (const entry of CONFIG.entries) {
            const script = document.createElement("script");
            script.type = "module";
            let body = `import ${JSON.stringify(`@ginnyo/${entry}`)};`;
            if (entry === CONFIG.pyscriptCore) {
                body =
                    `import { hooks } from ${JSON.stringify(`@ginnyo/${entry}`)};\n` +
                    `hooks.main.codeBeforeRun.add(${JSON.stringify(CONFIG.beforeRun)});\n` +
                    `hooks.main.codeBeforeRunAsync.add(${JSON.stringify(CONFIG.beforeRun)});`;
            }
            script.textContent = body;
            document.head.append(script);
        }
    };
    if (document.readyState === "loading") {
        document.addEventListener("DOMContentLoaded", start, { once: true });
    } else {
        start();
    }
})();
