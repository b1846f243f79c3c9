/* Ginny-O single-file worker: plain Pyodide standing in for a PyScript worker at file://.
 *
 * Started by the single-file loader from a blob: URL. The first message carries every file
 * the worker needs (the Pyodide runtime, the worker's Python source and its [files], archives
 * among them unpacked); fetches under BASE are answered from them. The worker's Python runs as
 * __main__; the names listed in its `__export__` (as for PyScript) can then be called from the
 * page, with JSON-like arguments.
 */
const BASE = "https://ginnyo.invalid/";
let files = {};
let pyodide = null;
const realFetch = self.fetch.bind(self);
const types = { wasm: "application/wasm", mjs: "text/javascript", js: "text/javascript", json: "application/json" };

self.fetch = (input, init) => {
    const url = typeof input === "string" ? input : input instanceof Request ? input.url : String(input);
    if (url.startsWith(BASE)) {
        const path = decodeURIComponent(url.slice(BASE.length).split(/[?#]/)[0]);
        if (path in files) {
            const type = types[path.slice(path.lastIndexOf(".") + 1)] || "application/octet-stream";
            return Promise.resolve(new Response(files[path], { status: 200, headers: { "Content-Type": type } }));
        }
    }
    return realFetch(input, init);
};

const PYSCRIPT_STUB = `"""Stand-in for pyscript inside a single-file worker (plain Pyodide)."""
import js
from pyodide.ffi import create_proxy, to_js

RUNNING_IN_WORKER = True
window = js
document = None


class _Sync:
    pass


sync = _Sync()


def current_target():
    return ""
`;

const moduleUrl = (path) => URL.createObjectURL(new Blob([files[path]], { type: "text/javascript" }));

const toPlain = (value) => {
    if (value && typeof value === "object" && typeof value.toJs === "function") {
        const plain = value.toJs({ dict_converter: Object.fromEntries, create_pyproxies: false });
        value.destroy();
        return plain;
    }
    return value;
};

async function init({ files: given, spec, pyodide: dir }) {
    files = given;
    const { loadPyodide } = await import(moduleUrl(`${dir}pyodide.mjs`));
    const asm = await import(moduleUrl(`${dir}pyodide.asm.mjs`));
    pyodide = await loadPyodide({ indexURL: BASE + dir, createPyodideModule: asm.default });
    const FS = pyodide.FS;
    const home = "/home/pyodide";
    const write = (target, data) => {
        const full = target.startsWith("/") ? target : `${home}/${target.replace(/^\.\//, "")}`;
        FS.mkdirTree(full.slice(0, full.lastIndexOf("/")));
        FS.writeFile(full, data);
    };
    write("pyscript/__init__.py", PYSCRIPT_STUB);
    write("pyscript/ffi.py", "from pyodide.ffi import *  # noqa\n");
    for (const [target, source] of Object.entries(spec.files)) {
        if (target.endsWith("/*")) {
            // An archive mapped to "./folder/*" is unpacked there, as PyScript does.
            const format = source.slice(source.lastIndexOf(".") + 1);
            const extractDir = `${home}/${target.slice(0, -1).replace(/^\.\//, "")}`;
            pyodide.unpackArchive(files[source], format, { extractDir });
        } else {
            write(target, files[source]);
        }
    }
    pyodide.runPython(`import os, sys\nos.chdir("${home}")\nif "${home}" not in sys.path: sys.path.insert(0, "${home}")`);
    const code = new TextDecoder().decode(files[spec.src]);
    await pyodide.runPythonAsync(code, { filename: spec.src });
    const exported = pyodide.globals.get("__export__");
    const names = exported ? toPlain(exported) : [];
    return Array.from(names, String);
}

self.onmessage = async ({ data }) => {
    if (data.type === "init") {
        try {
            self.postMessage({ type: "ready", exports: await init(data) });
        } catch (error) {
            self.postMessage({ type: "failed", message: String(error && error.message ? error.message : error) });
        }
    } else if (data.type === "call") {
        try {
            const fn = pyodide.globals.get(data.name);
            let value = fn(...data.args);
            if (value && typeof value.then === "function") value = await value;
            self.postMessage({ type: "result", id: data.id, value: toPlain(value) });
        } catch (error) {
            self.postMessage({ type: "error", id: data.id, message: String(error && error.message ? error.message : error) });
        }
    }
};
