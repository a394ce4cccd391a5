// Compile the `durak` package to bytecode with the very Python that runs it in the browser.
//
//   node tools/pyc.mjs PYODIDE_DIR SOURCE_ROOT
//
// Boots Pyodide from PYODIDE_DIR (node_modules/pyodide: the same pinned version that
// `make vendor` copies into static/vendor/), mounts SOURCE_ROOT and writes
// SOURCE_ROOT/durak/**/__pycache__/*.cpython-3XX.pyc. Called by `tools/build.py package`.
//
// The .pyc files are "unchecked hash" ones: Python uses them without comparing them with
// the source's timestamp (unpacking the zip gives every file a new one). They are built
// from the same sources in the same run, so they cannot be stale. Shipping them saves
// the page compiling our modules at every start (about 60 ms of the imports).
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";

const [pyodideDir, sourceRoot] = process.argv.slice(2).map((arg) => arg && resolve(arg));
if (!pyodideDir || !sourceRoot) {
  console.error("usage: node tools/pyc.mjs PYODIDE_DIR SOURCE_ROOT");
  process.exit(2);
}
const { loadPyodide } = await import(pathToFileURL(join(pyodideDir, "pyodide.mjs")).href);
const py = await loadPyodide({ indexURL: pyodideDir + "/" });
py.FS.mkdir("/src");
py.FS.mount(py.FS.filesystems.NODEFS, { root: sourceRoot }, "/src");
const ok = py.runPython(`
import compileall, py_compile
compileall.compile_dir(
    "/src/durak", quiet=1, invalidation_mode=py_compile.PycInvalidationMode.UNCHECKED_HASH
)
`);
process.exit(ok ? 0 : 1);
