/* Run a Python snippet in the page's own Pyodide under Node, with the game's zip on its path.
 *
 *   node bench_pyodide.mjs PYODIDE_DIR GAME.zip TOOLS.zip SNIPPET.py
 *
 * The snippet's last line of output is its answer (scripts/bench_pyodide.py reads it). Node runs
 * the same WebAssembly interpreter as the browser, without a page: a measure of the browser's
 * Python speed with no browser to install.
 */
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const [pyodideDir, gameZip, toolsZip, snippet] = process.argv.slice(2);
const { loadPyodide } = await import(pathToFileURL(path.join(pyodideDir, "pyodide.mjs")).href);
const pyodide = await loadPyodide({ indexURL: pyodideDir + path.sep, stdout: (line) => console.log(line) });
pyodide.FS.writeFile("/tmp/game.zip", fs.readFileSync(gameZip));
pyodide.FS.writeFile("/tmp/tools.zip", fs.readFileSync(toolsZip));
pyodide.runPython("import sys; sys.path[:0] = ['/tmp/game.zip', '/tmp/tools.zip']");
pyodide.runPython(fs.readFileSync(snippet, "utf8"));
