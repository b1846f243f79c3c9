/* Run the game's Python in the page's own Pyodide under Node and list the stdlib modules it imported.
 *
 *   node stdlib_trace.mjs PYODIDE_DIR GAME.zip TOUR.py REQUEST.json REPLY.json [STDLIB.zip]
 *
 * REQUEST.json: {"roots": [names PyScript's own Python imports, ...]}. The tour
 * (build_assets/stdlib_tour.py) imports every module of the game's zip and plays through the
 * game's code paths; REPLY.json: {"modules": [every module of the stdlib zip in sys.modules]}.
 * With STDLIB.zip, Pyodide starts from that stdlib instead of its own: a trimmed one must carry
 * the tour through (tests/test_stdlib_trace.py). Called by ginnyo_dev/buildtools/stdlib_trace.py.
 */
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const [pyodideDir, gameZip, tour, requestPath, replyPath, stdlibZip] = process.argv.slice(2);
const { loadPyodide } = await import(pathToFileURL(path.join(pyodideDir, "pyodide.mjs")).href);
const options = { indexURL: pyodideDir + path.sep, stdout: () => {} };
if (stdlibZip) options.stdLibURL = stdlibZip;
const pyodide = await loadPyodide(options);
pyodide.FS.writeFile("/tmp/game.zip", fs.readFileSync(gameZip));
pyodide.FS.writeFile("/tmp/request.json", fs.readFileSync(requestPath));
pyodide.FS.writeFile("/tmp/tour.py", fs.readFileSync(tour));
pyodide.runPython(`
import sys
sys.path.insert(0, "/tmp/game.zip")
with open("/tmp/tour.py") as tour:
    exec(compile(tour.read(), "/tmp/tour.py", "exec"), {"__name__": "__main__"})
`);
fs.writeFileSync(replyPath, pyodide.FS.readFile("/tmp/reply.json"));
