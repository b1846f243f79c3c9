#!/usr/bin/env bash
# Vendor the browser runtime (Pyodide + PyScript) into static/vendor/, offline, no CDN.
#
#   1. `npm ci --ignore-scripts` from package-lock.json (skipped when node_modules/
#      already holds exactly the locked packages);
#   2. copy the five Pyodide files the browser needs into static/vendor/pyodide/;
#   3. copy @pyscript/core's dist/ without source maps into static/vendor/pyscript/;
#   4. copy jsQR's built file and its licence into static/vendor/jsqr/.
#
# Idempotent: run it as often as you like. static/vendor/ and node_modules/ are
# git-ignored. Needs node + npm and the npm registry (or a warm npm cache).
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."

for tool in node npm; do
    if ! command -v "$tool" >/dev/null 2>&1; then
        echo "setup_web: '$tool' not found; install Node.js 20+ (with npm) first." >&2
        exit 1
    fi
done

# True when node_modules/.package-lock.json (npm's record of what it installed)
# lists exactly the packages, versions and integrity hashes of package-lock.json.
node_modules_up_to_date() {
    [ -f node_modules/.package-lock.json ] || return 1
    node -e '
        const fs = require("fs");
        const pick = (file) => {
            const pkgs = JSON.parse(fs.readFileSync(file, "utf8")).packages || {};
            const out = {};
            for (const [path, meta] of Object.entries(pkgs)) {
                if (path === "") continue;  // the root project itself
                out[path] = [meta.version, meta.integrity || meta.resolved || ""];
            }
            return JSON.stringify(Object.entries(out).sort());
        };
        process.exit(pick("package-lock.json") === pick("node_modules/.package-lock.json") ? 0 : 1);
    '
}

if node_modules_up_to_date; then
    echo "setup_web: node_modules/ matches package-lock.json; skipping npm ci"
else
    echo "setup_web: npm ci --ignore-scripts"
    npm ci --ignore-scripts --no-audit --no-fund
fi

PYODIDE_SRC=node_modules/pyodide
PYSCRIPT_SRC=node_modules/@pyscript/core/dist
PYODIDE_FILES=(pyodide.mjs pyodide.asm.mjs pyodide.asm.wasm python_stdlib.zip pyodide-lock.json)

for f in "${PYODIDE_FILES[@]}"; do
    if [ ! -f "$PYODIDE_SRC/$f" ]; then
        echo "setup_web: missing $PYODIDE_SRC/$f (wrong pyodide version?)" >&2
        exit 1
    fi
done
if [ ! -f "$PYSCRIPT_SRC/core.js" ]; then
    echo "setup_web: missing $PYSCRIPT_SRC/core.js (wrong @pyscript/core version?)" >&2
    exit 1
fi

# Rebuild both folders from scratch so files from an older version cannot linger.
rm -rf static/vendor/pyodide static/vendor/pyscript
mkdir -p static/vendor/pyodide static/vendor/pyscript

for f in "${PYODIDE_FILES[@]}"; do
    cp "$PYODIDE_SRC/$f" static/vendor/pyodide/
done

cp -R "$PYSCRIPT_SRC/." static/vendor/pyscript/
find static/vendor/pyscript -name '*.map' -type f -delete

# jsQR (Apache-2.0), the camera's QR decoder for a live game's codes (desktop browsers have no BarcodeDetector):
# its one built file, with its licence.
rm -rf static/vendor/jsqr
mkdir -p static/vendor/jsqr
cp node_modules/jsqr/dist/jsQR.js node_modules/jsqr/LICENSE static/vendor/jsqr/

pyodide_version=$(node -p 'require("./node_modules/pyodide/package.json").version')
pyscript_version=$(node -p 'require("./node_modules/@pyscript/core/package.json").version')
echo "setup_web: static/vendor/ ready: pyodide $pyodide_version, @pyscript/core $pyscript_version," \
    "$(find static/vendor -type f | wc -l) files, $(du -sh static/vendor | cut -f1)"
