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
 * bytes (constant sets keep their order). The bytecode is made lean for the single file's size
 * (a third smaller, gzipped): no column positions (PYTHONNODEBUGRANGES: a traceback names the line
 * but marks no ^^^ under it) and no module or function docstrings (`without_docstrings`).
 * Called by ginnyo_dev/buildtools/bytecode.py.
 */
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const [pyodideDir, requestPath, replyPath] = process.argv.slice(2);
const { loadPyodide } = await import(pathToFileURL(path.join(pyodideDir, "pyodide.mjs")).href);
const pyodide = await loadPyodide({
    indexURL: pyodideDir + path.sep,
    // No column positions in the bytecode (a traceback then marks no ^^^ under a line): a third smaller.
    env: { PYTHONHASHSEED: "0", PYTHONNODEBUGRANGES: "1" },
    stdout: () => {},
});
pyodide.FS.writeFile("/tmp/request.json", fs.readFileSync(requestPath));
pyodide.runPython(`
import ast, base64, importlib.util, json, os, sys


def without_docstrings(source):
    """The module's and its functions' docstrings taken out (a class keeps its own: dataclasses and enums read
    it), line numbers unchanged: nothing on the page reads them, and they were a sixth of the bytecode."""
    tree = ast.parse(source)
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.FunctionDef, ast.AsyncFunctionDef)) and node.body:
            first = node.body[0]
            if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant) and isinstance(first.value.value, str):
                node.body = node.body[1:] or [ast.copy_location(ast.Pass(), first)]
    return tree


# Pyodide's own modules keep their docstrings: its start reads them (_pyodide/docstring.py).
KEEP_DOCSTRINGS = ("_pyodide/", "pyodide/")
request = json.load(open("/tmp/request.json"))
# Pyodide's stdlib zip, as zipimport names its modules (/lib/python314.zip/json/__init__.py).
prefix = os.path.dirname(os.path.dirname(json.__file__)) + "/" if request["origin"] == "stdlib" else ""
files = {}
for name, source in sorted(request["sources"].items()):
    data = base64.b64decode(source)
    tree = data if name.startswith(KEEP_DOCSTRINGS) else without_docstrings(data)
    code = compile(tree, prefix + name, "exec", dont_inherit=True)
    pyc = importlib._bootstrap_external._code_to_hash_pyc(code, importlib.util.source_hash(data), checked=False)
    files[name.removesuffix(".py") + ".pyc"] = base64.b64encode(bytes(pyc)).decode("ascii")
reply = {"cache_tag": sys.implementation.cache_tag, "magic": importlib.util.MAGIC_NUMBER.hex(), "files": files}
with open("/tmp/reply.json", "w") as out:
    json.dump(reply, out)
`);
fs.writeFileSync(replyPath, pyodide.FS.readFile("/tmp/reply.json"));
