/* Compile Python sources to bytecode with the page's own Pyodide, run in Node.
 *
 *   node bytecode.mjs PYODIDE_DIR REQUEST.json REPLY.json
 *
 * REQUEST.json: {"origin": "game" | "stdlib", "sources": {"path/to/module.py": "<source, base64>", ...}}
 * (origin: where the page imports the modules from, written into the bytecode as each module's file
 * name for tracebacks: the path in the game's zip as it is, or Pyodide's own stdlib zip).
 * REPLY.json: {"cache_tag":
 * "cpython-314", "magic": "<hex>", "files": {"path/to/module.pyc": "<bytecode, base64>", ...}}:
 * each .pyc beside its module, where zipimport looks for it in the page's zip. The .pyc files
 * are unchecked-hash based (PEP 552): the browser's importer loads them without comparing
 * timestamps or hashing the source. The hash seed is fixed, so the same sources give the same
 * bytes (constant sets keep their order).
 * Called by ginnyo_dev/buildtools/bytecode.py.
 */
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const [pyodideDir, requestPath, replyPath] = process.argv.slice(2);
const { loadPyodide } = await import(pathToFileURL(path.join(pyodideDir, "pyodide.mjs")).href);
const pyodide = await loadPyodide({
    indexURL: pyodideDir + path.sep,
    env: { PYTHONHASHSEED: "0" },
    stdout: () => {},
});
pyodide.FS.writeFile("/tmp/request.json", fs.readFileSync(requestPath));
pyodide.runPython(`
import base64, importlib.util, json, os, py_compile, sys

request = json.load(open("/tmp/request.json"))
# Pyodide's stdlib zip, as zipimport names its modules (/lib/python314.zip/json/__init__.py).
prefix = os.path.dirname(os.path.dirname(json.__file__)) + "/" if request["origin"] == "stdlib" else ""
files = {}
for name, source in sorted(request["sources"].items()):
    src = "/tmp/src/" + name
    os.makedirs(os.path.dirname(src), exist_ok=True)
    with open(src, "wb") as out:
        out.write(base64.b64decode(source))
    cached = name.removesuffix(".py") + ".pyc"
    py_compile.compile(src, "/tmp/out.pyc", prefix + name, doraise=True,
                       invalidation_mode=py_compile.PycInvalidationMode.UNCHECKED_HASH)
    with open("/tmp/out.pyc", "rb") as compiled:
        files[cached] = base64.b64encode(compiled.read()).decode("ascii")
reply = {"cache_tag": sys.implementation.cache_tag, "magic": importlib.util.MAGIC_NUMBER.hex(), "files": files}
with open("/tmp/reply.json", "w") as out:
    json.dump(reply, out)
`);
fs.writeFileSync(replyPath, pyodide.FS.readFile("/tmp/reply.json"));
