// The standard-library modules the game needs, compiled to bytecode by the pinned Pyodide.
//
//   node tools/stdlib.mjs PYODIDE_DIR SOURCE_ROOT OUT_DIR OPTIMIZE NAME...
//
// Boots Pyodide from PYODIDE_DIR (the same pinned runtime the page runs), puts SOURCE_ROOT
// (a folder holding the `durak` package) on sys.path, imports every module of `durak` that
// does not need the browser and each NAME (the standard-library modules that `durak.web`,
// the entry scripts and PyScript's own Python import: tools/build.py lists them; NAME.*
// is a package with all its modules), unpacks a zip as PyScript does with durak.zip, then
// writes every module of the standard-library archive that is now loaded as an "unchecked
// hash" .pyc file into OUT_DIR, under its path in the archive (json/__init__.pyc, ...),
// compiled at optimization level OPTIMIZE (2: without docstrings and asserts, as -OO).
// Called by `tools/build.py site` (the trimmed stdlib of `make site`).
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";

const [pyodideDir, sourceRoot, outDir, optimize, ...names] = process.argv.slice(2);
if (!pyodideDir || !sourceRoot || !outDir || !optimize) {
  console.error("usage: node tools/stdlib.mjs PYODIDE_DIR SOURCE_ROOT OUT_DIR OPTIMIZE NAME...");
  process.exit(2);
}
const { loadPyodide } = await import(pathToFileURL(join(resolve(pyodideDir), "pyodide.mjs")).href);
const py = await loadPyodide({ indexURL: resolve(pyodideDir) + "/" });
py.FS.mkdir("/src");
py.FS.mount(py.FS.filesystems.NODEFS, { root: resolve(sourceRoot) }, "/src");
py.FS.mkdir("/out");
py.FS.mount(py.FS.filesystems.NODEFS, { root: resolve(outDir) }, "/out");
py.globals.set("NAMES", py.toPy(names));
py.globals.set("OPTIMIZE", Number(optimize));
const written = py.runPython(`
import importlib, importlib.util, os, pkgutil, sys, zipimport
from importlib._bootstrap_external import _code_to_hash_pyc

sys.path.insert(0, "/src")
import durak

for info in pkgutil.walk_packages(durak.__path__, "durak."):
    if not info.name.startswith("durak.web"):
        importlib.import_module(info.name)
for name in NAMES:
    if name.endswith(".*"):  # a package with all its modules
        package = importlib.import_module(name[:-2])
        for info in pkgutil.walk_packages(package.__path__, package.__name__ + "."):
            importlib.import_module(info.name)
    else:
        importlib.import_module(name)

# What PyScript does with durak.zip at every start: unpack an archive (through shutil and
# zipfile: entry names in cp437, compressed with zlib).
import io, shutil, tempfile, zipfile
data = io.BytesIO()
with zipfile.ZipFile(data, "w", zipfile.ZIP_DEFLATED) as zf:
    zf.writestr("durak/x.py", "x = 1")
with tempfile.TemporaryDirectory() as tmp:
    with open(tmp + "/a.zip", "wb") as f:
        f.write(data.getvalue())
    shutil.unpack_archive(tmp + "/a.zip", tmp + "/out")

archive = next(p for p in sys.path if p.endswith(".zip"))
loader = zipimport.zipimporter(archive)
count = 0
for name, module in sorted(sys.modules.items()):
    origin = getattr(module, "__file__", None) or ""
    if not origin.startswith(archive + "/"):
        continue
    inner = origin[len(archive) + 1 :]
    source = loader.get_data(origin)
    code = compile(source, origin, "exec", dont_inherit=True, optimize=OPTIMIZE)
    pyc = _code_to_hash_pyc(code, importlib.util.source_hash(source), checked=False)
    target = "/out/" + inner + "c"
    os.makedirs(os.path.dirname(target), exist_ok=True)
    with open(target, "wb") as f:
        f.write(pyc)
    count += 1
count
`);
console.log(`compiled ${written} standard-library modules`);
process.exit(written > 0 ? 0 : 1);
