"""Build steps for the static site.

``python -m tools.build vendor``   copy the pinned runtime from node_modules/ into static/vendor/
``python -m tools.build package``  zip the ``durak`` package into static/durak.zip (PyScript unpacks it),
                                   with its bytecode compiled by the pinned Pyodide (tools/pyc.mjs)
``python -m tools.build site DIR`` a self-contained folder for any static host
                                   (with sw.js listing its files: tools/sw_manifest.py),
                                   a trimmed standard library and gzipped copies

The package ships as one archive so that no module can be forgotten: PyScript's
``[files]`` needs a line per file, and a zip holding ``durak/...`` is one line.
"""

from __future__ import annotations

import argparse
import ast
import gzip
import hashlib
import json
import os
import shutil
import subprocess
import sys
import tempfile
import zipfile
from pathlib import Path

from tools import sw_manifest

ROOT = Path(__file__).resolve().parent.parent
VENDOR = ROOT / "static" / "vendor"
PACKAGE_ZIP = ROOT / "static" / "durak.zip"

# Only what the page needs: PyScript's whole dist/ (it loads chunks lazily) and
# Pyodide's runtime files (no source maps, no type declarations).
PYSCRIPT_DIST = ROOT / "node_modules" / "@pyscript" / "core" / "dist"
PYODIDE_DIR = ROOT / "node_modules" / "pyodide"
PYODIDE_FILES = (
    "pyodide.mjs",
    "pyodide.asm.mjs",
    "pyodide.asm.wasm",
    "python_stdlib.zip",
    "pyodide-lock.json",
)
LICENCES = {
    "pyscript/LICENSE": ROOT / "node_modules" / "@pyscript" / "core" / "LICENSE",
    "pyodide/README.md": PYODIDE_DIR / "README.md",
}

# What `make site` publishes, besides static/ itself.
SITE_FILES = ("index.html", "pyscript.toml", "sw.js")

# PyScript's chunks for what the page never uses: its code editor (<py-editor>'s
# CodeMirror), its terminal (xterm.js), MicroPython, the package graph (no `packages`).
# The page does load the py-editor / py-terminal / py-game plugin stubs themselves.
UNUSED_RUNTIME = ("codemirror*", "xterm*", "mpy-*", "pyodide_graph-*")

# The standard library of `make site` holds only the modules the game imports, compiled
# (tools/stdlib.mjs imports every `durak` module that runs without a browser under the
# pinned Pyodide and keeps what got loaded). Besides those, what runs only in the browser
# imports these: PyScript's own Python (its `pyscript` package, @pyscript/core's
# src/stdlib/pyscript/), the traceback machinery that prints a Python error on the page,
# Pyodide's own Python packages whole ("NAME.*": what its JavaScript side may call), and
# the codecs of text a player's browser may hand over besides UTF-8.
# `durak.web` and static/py/ are read for their imports (``stdlib_imports``).
BROWSER_STDLIB = ("asyncio", "base64", "binascii", "collections", "functools", "html",
                  "inspect", "io", "json", "os", "sys", "traceback", "linecache", "tokenize",
                  "pyodide.*", "_pyodide.*", "encodings.latin_1", "encodings.ascii",
                  "encodings.utf_16", "encodings.cp437")  # fmt: skip
NOT_STDLIB = {"durak", "js", "pyscript", "polyscript", "_pyscript", "jsffi"}
# Docstrings and asserts left out of the compiled standard library (like `python -OO`):
# about a sixth smaller. Our package keeps its own (help texts, doctests).
STDLIB_OPTIMIZE = 2
# Gzipped copies beside these files, for hosts that serve a precompressed NAME.gz
# (nginx's gzip_static, Caddy's `precompressed`, tools/static_host.py).
PRECOMPRESS = (".html", ".js", ".mjs", ".css", ".wasm", ".json", ".toml", ".svg", ".webmanifest")


def vendor() -> None:
    """Copy the runtime into static/vendor/ (replacing what was there)."""
    if not PYSCRIPT_DIST.is_dir() or not PYODIDE_DIR.is_dir():
        sys.exit("node_modules/ is missing: run `npm ci` first (the Makefile does)")
    tmp = VENDOR.with_name("vendor.tmp")
    shutil.rmtree(tmp, ignore_errors=True)
    shutil.copytree(PYSCRIPT_DIST, tmp / "pyscript", ignore=shutil.ignore_patterns("*.map"))
    (tmp / "pyodide").mkdir(parents=True)
    for name in PYODIDE_FILES:
        shutil.copy2(PYODIDE_DIR / name, tmp / "pyodide" / name)
    for dest, src in LICENCES.items():
        if src.exists():
            shutil.copy2(src, tmp / dest)
    shutil.rmtree(VENDOR, ignore_errors=True)
    tmp.rename(VENDOR)
    print(f"vendored runtime into {VENDOR.relative_to(ROOT)}")


def package_sources() -> list[Path]:
    """Every file of the ``durak`` package that the browser needs."""
    pkg = ROOT / "durak"
    return sorted(
        p
        for p in pkg.rglob("*")
        if p.is_file() and "__pycache__" not in p.parts and p.suffix != ".pyc"
    )


def pyodide_dir() -> Path | None:
    """The pinned Pyodide to run under Node: node_modules/pyodide, or its vendored copy."""
    for folder in (PYODIDE_DIR, VENDOR / "pyodide"):
        if (folder / "pyodide.mjs").exists() and (folder / "pyodide.asm.wasm").exists():
            return folder
    return None


def compile_bytecode(sources: list[Path]) -> dict[str, bytes]:
    """``{"durak/.../__pycache__/x.cpython-3XX.pyc": bytes}`` compiled by the pinned Pyodide
    (under Node, by tools/pyc.mjs), so that the page does not compile our modules at every
    start. Without Node or node_modules/ it warns and returns nothing: the page then works
    as well, only starts a little slower."""
    node, runtime = shutil.which("node"), pyodide_dir()
    if node is None or runtime is None:
        print("warning: no node or node_modules/pyodide: durak.zip ships without bytecode",
              file=sys.stderr)  # fmt: skip
        return {}
    with tempfile.TemporaryDirectory() as tmp:
        for path in sources:
            target = Path(tmp) / path.relative_to(ROOT)
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(path, target)
        command = [node, str(ROOT / "tools" / "pyc.mjs"), str(runtime), tmp]
        result = subprocess.run(command, capture_output=True, text=True, timeout=600)
        if result.returncode != 0:
            print(f"warning: compiling bytecode failed, durak.zip ships without it:\n"
                  f"{result.stdout}{result.stderr}", file=sys.stderr)  # fmt: skip
            return {}
        return {
            path.relative_to(tmp).as_posix(): path.read_bytes()
            for path in sorted(Path(tmp).rglob("*.pyc"))
        }


def _package_key(files: dict[str, bytes], bytecode: bool) -> bytes:
    """What a package zip is made from: the sources, and for its bytecode the compiler
    script and the pinned runtime (its lock file names the version)."""
    digest = hashlib.sha256(b"durak.zip 1\n")
    for name in sorted(files):
        digest.update(f"{name}\n{len(files[name])}\n".encode())
        digest.update(files[name])
    runtime = pyodide_dir()
    if bytecode and runtime is not None:
        for path in (ROOT / "tools" / "pyc.mjs", runtime / "pyodide-lock.json"):
            digest.update(path.read_bytes())
    return f"sources sha256 {digest.hexdigest()}, bytecode {bytecode}".encode()


def package(dest: Path = PACKAGE_ZIP, bytecode: bool = True) -> Path:
    """Zip the package, with its bytecode for the browser's Python unless ``bytecode`` is
    False (fixed timestamps, sorted entries). A zip made from the same sources (and
    compiler and runtime) is kept as it is: its comment says what it was made from, and
    compiling under Node is the slow part (every test process packages first)."""
    dest.parent.mkdir(parents=True, exist_ok=True)
    sources = package_sources()
    files = {path.relative_to(ROOT).as_posix(): path.read_bytes() for path in sources}
    if dest.exists() and _zip_comment(dest) == _package_key(files, bytecode):
        os.utime(dest)  # up to date: newer than its sources for make and the dev server
        return dest
    if bytecode:
        compiled = compile_bytecode(sources)
        files.update(compiled)
        bytecode = bool(compiled)  # without Node: no bytecode, and a later call tries again
    key = _package_key({k: v for k, v in files.items() if not k.endswith(".pyc")}, bytecode)
    tmp = dest.with_suffix(f".{os.getpid()}.tmp")  # test workers may package at once
    with zipfile.ZipFile(tmp, "w", zipfile.ZIP_DEFLATED) as zf:
        zf.comment = key
        for name in sorted(files):
            info = zipfile.ZipInfo(name, date_time=(2020, 1, 1, 0, 0, 0))
            info.compress_type = zipfile.ZIP_DEFLATED
            info.external_attr = 0o644 << 16
            zf.writestr(info, files[name])
    tmp.replace(dest)
    return dest


def _zip_comment(path: Path) -> bytes | None:
    try:
        with zipfile.ZipFile(path) as zf:
            return zf.comment
    except (OSError, zipfile.BadZipFile):
        return None


def package_is_stale(dest: Path = PACKAGE_ZIP) -> bool:
    """True when the zip is missing or older than a source file (or a file was removed)."""
    if not dest.exists():
        return True
    built = dest.stat().st_mtime
    sources = package_sources()
    if any(p.stat().st_mtime > built for p in sources):
        return True
    with zipfile.ZipFile(dest) as zf:
        shipped = {name for name in zf.namelist() if not name.endswith(".pyc")}
    return shipped != {p.relative_to(ROOT).as_posix() for p in sources}


def stdlib_imports() -> list[str]:
    """The standard-library modules that the browser-only code imports: ``durak.web``,
    the entry scripts (static/py/) and PyScript's own Python (``BROWSER_STDLIB``)."""
    names = set(BROWSER_STDLIB)
    files = [*(ROOT / "durak" / "web").rglob("*.py"), *(ROOT / "static" / "py").glob("*.py")]
    for path in files:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                names.update(alias.name for alias in node.names)
            elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                names.add(node.module)
    return sorted(n for n in names if n.split(".")[0] not in NOT_STDLIB)


def trimmed_stdlib(dest: Path) -> int:
    """Write ``dest``: a standard-library archive with only the modules the game needs,
    as bytecode compiled by the pinned Pyodide (tools/stdlib.mjs). Returns how many."""
    node, runtime = shutil.which("node"), pyodide_dir()
    if node is None or runtime is None:
        sys.exit("`make site` needs Node.js and the pinned Pyodide (npm ci) to trim the stdlib")
    with tempfile.TemporaryDirectory() as tmp:
        src, out = Path(tmp) / "src", Path(tmp) / "out"
        out.mkdir()
        for path in package_sources():
            target = src / path.relative_to(ROOT)
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(path, target)
        command = [node, str(ROOT / "tools" / "stdlib.mjs"), str(runtime), str(src), str(out),
                   str(STDLIB_OPTIMIZE), *stdlib_imports()]  # fmt: skip
        result = subprocess.run(command, capture_output=True, text=True, timeout=600)
        if result.returncode != 0:
            sys.exit(f"trimming the standard library failed:\n{result.stdout}{result.stderr}")
        files = sorted(out.rglob("*.pyc"))
        tmp_zip = dest.with_suffix(".tmp")
        with zipfile.ZipFile(tmp_zip, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as zf:
            for path in files:
                info = zipfile.ZipInfo(path.relative_to(out).as_posix(), (2020, 1, 1, 0, 0, 0))
                info.compress_type = zipfile.ZIP_DEFLATED
                info.external_attr = 0o644 << 16
                zf.writestr(info, path.read_bytes())
        tmp_zip.replace(dest)
    return len(files)


def empty_lockfile(path: Path) -> None:
    """Rewrite Pyodide's package lock file without its packages: the page installs none
    (no `packages` in pyscript.toml), and Pyodide fetches the file at every start."""
    lock = json.loads(path.read_text(encoding="utf-8"))
    lock["packages"] = {}
    path.write_text(json.dumps(lock, separators=(",", ":")), encoding="utf-8")


def precompress(out: Path) -> int:
    """Write ``NAME.gz`` beside every compressible file under ``out`` (gzip -9, no
    timestamp: the same input gives the same bytes). Returns how many."""
    count = 0
    for path in sorted(out.rglob("*")):
        if path.is_file() and path.suffix in PRECOMPRESS:
            gz = path.with_name(path.name + ".gz")
            gz.write_bytes(gzip.compress(path.read_bytes(), compresslevel=9, mtime=0))
            count += 1
    return count


def site(out: Path) -> Path:
    """Write a folder that any static host can serve as it is: the page, the package, the
    runtime with a trimmed standard library, the service worker, gzipped copies."""
    if not (VENDOR / "pyodide" / "pyodide.asm.wasm").exists():
        vendor()
    package()
    out = out.resolve()
    if out == ROOT or (ROOT in out.parents and out.name in {"durak", "static", "tests"}):
        sys.exit(f"refusing to write the site into {out}")
    shutil.rmtree(out, ignore_errors=True)
    out.mkdir(parents=True)
    for name in SITE_FILES:
        shutil.copy2(ROOT / name, out / name)
    shutil.copytree(
        ROOT / "static",
        out / "static",
        ignore=shutil.ignore_patterns("*.map", "*.tmp", "*.gz", *UNUSED_RUNTIME),
    )
    runtime = out / "static" / "vendor" / "pyodide"
    modules = trimmed_stdlib(runtime / "python_stdlib.zip")
    empty_lockfile(runtime / "pyodide-lock.json")
    # GitHub Pages runs Jekyll unless told not to, and Jekyll drops folders starting with "_".
    (out / ".nojekyll").write_text("")
    version = sw_manifest.write_sw(out)["version"]  # it hashes the files above
    gzipped = precompress(out)  # last: sw.js too
    print(f"site written to {out} (service worker version {version}; "
          f"{modules} standard-library modules; {gzipped} gzipped copies)")  # fmt: skip
    return out


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(
        prog="python -m tools.build", description=__doc__.split("\n")[0]
    )
    sub = parser.add_subparsers(dest="cmd", required=True)
    sub.add_parser("vendor", help="copy the runtime into static/vendor/")
    sub.add_parser("package", help="zip durak/ into static/durak.zip")
    s = sub.add_parser("site", help="write a self-contained static site")
    s.add_argument("out", nargs="?", default="_site")
    args = parser.parse_args(argv)
    if args.cmd == "vendor":
        vendor()
    elif args.cmd == "package":
        dest = package()
        with zipfile.ZipFile(dest) as zf:
            compiled = sum(name.endswith(".pyc") for name in zf.namelist())
        print(f"packaged {len(package_sources())} files and {compiled} compiled modules "
              f"into {dest.relative_to(ROOT)}")  # fmt: skip
    else:
        site(Path(args.out))


if __name__ == "__main__":
    main()
