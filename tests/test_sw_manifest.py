"""The service worker's precache list and version (tools/sw_manifest.py), the web app
manifest and its icons."""

from __future__ import annotations

import base64
import gzip
import hashlib
import json
import re
import struct
from pathlib import Path
from urllib.parse import urljoin

import pytest

from tools import build, sw_manifest

ROOT = build.ROOT


def _site(tmp_path: Path) -> Path:
    """A small site folder shaped like the real one."""
    for rel, text in {
        "index.html": "<!doctype html>",
        "pyscript.toml": 'name = "Durak"',
        "sw.js": "// not precached itself",
        "README.md": "not part of the site",
        "static/css/app.css": "body {}",
        "static/durak.zip": "zip",
        "static/vendor/pyodide/pyodide.asm.wasm": "wasm",
        "static/vendor/pyscript/core.js": "js",
        "static/vendor/pyscript/core.js.map": "a source map",
        "static/vendor/pyscript/core.js.gz": "a gzipped copy for the host",
        "static/vendor/.stamp": "",
        "static/py/__pycache__/main.cpython-313.pyc": "",
        "static/durak.tmp": "half-written",
    }.items():
        path = tmp_path / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text)
    return tmp_path


def test_lists_the_page_and_static_files_only(tmp_path: Path) -> None:
    assert sw_manifest.precache_paths(_site(tmp_path)) == [
        "index.html",
        "pyscript.toml",
        "static/css/app.css",
        "static/durak.zip",
        "static/vendor/pyodide/pyodide.asm.wasm",
        "static/vendor/pyscript/core.js",
    ]


def test_integrity_is_the_files_sha256(tmp_path: Path) -> None:
    site = _site(tmp_path)
    for path, sri in sw_manifest.manifest(site)["files"]:
        digest = hashlib.sha256((site / path).read_bytes()).digest()
        assert sri == "sha256-" + base64.b64encode(digest).decode()


def test_version_changes_with_any_file_and_only_then(tmp_path: Path) -> None:
    site = _site(tmp_path)
    first = sw_manifest.manifest(site)["version"]
    assert re.fullmatch(r"[0-9a-f]{16}", first)
    assert sw_manifest.manifest(site)["version"] == first
    (site / "README.md").write_text("outside the site: no new version")
    assert sw_manifest.manifest(site)["version"] == first
    wasm = site / "static/vendor/pyodide/pyodide.asm.wasm"
    wasm.write_text("wasm, patched")
    second = sw_manifest.manifest(site)["version"]
    assert second != first
    wasm.write_text("wasm")  # back as it was: the same version again
    assert sw_manifest.manifest(site)["version"] == first
    (site / "static/img").mkdir()
    (site / "static/img/new.png").write_text("png")
    assert sw_manifest.manifest(site)["version"] not in (first, second)


def test_renamed_file_is_a_new_version(tmp_path: Path) -> None:
    site = _site(tmp_path)
    first = sw_manifest.manifest(site)["version"]
    (site / "static/css/app.css").rename(site / "static/css/main.css")
    assert sw_manifest.manifest(site)["version"] != first


def test_every_runtime_file_and_the_package_are_precached() -> None:
    if not (build.VENDOR / "pyodide" / "pyodide.asm.wasm").exists():
        pytest.skip("static/vendor/ is missing (make vendor)")
    build.package()
    listed = set(sw_manifest.precache_paths(ROOT))
    vendor = {
        p.relative_to(ROOT).as_posix()
        for p in build.VENDOR.rglob("*")
        if p.is_file() and not p.name.startswith(".") and p.suffix != ".map"
    }
    assert vendor and vendor <= listed
    for name in build.PYODIDE_FILES:
        assert f"static/vendor/pyodide/{name}" in listed
    for must in ("index.html", "pyscript.toml", "static/durak.zip", "static/py/main.py",
                 "static/py/worker.py", "static/js/pwa.js", "static/manifest.webmanifest",
                 "static/css/app.css", "static/img/icon.svg"):  # fmt: skip
        assert must in listed
    assert "sw.js" not in listed


def test_render_fills_the_block_and_is_idempotent(tmp_path: Path) -> None:
    site = _site(tmp_path)
    data = sw_manifest.write_sw(site)
    text = (site / "sw.js").read_text()
    assert f'const VERSION = "{data["version"]}";' in text
    block = text[text.index("const PRECACHE = [") : text.index("];") + 2]
    entries = json.loads(
        block.removeprefix("const PRECACHE = ").removesuffix(";").replace(",\n]", "\n]")
    )
    assert entries == [["./" + path, sri] for path, sri in data["files"]]
    assert sw_manifest.render(text, data) == text
    # Everything outside the block is the source's.
    source = sw_manifest.SW_SOURCE.read_text()
    assert text.split(sw_manifest.END)[1] == source.split(sw_manifest.END)[1]
    with pytest.raises(ValueError):
        sw_manifest.render("// no markers", data)


def test_site_build_writes_a_filled_in_service_worker(built_site: Path) -> None:
    out = built_site  # tools.build.site's folder (built once per run: tests/conftest.py)
    text = (out / "sw.js").read_text()
    version = sw_manifest.manifest(out)["version"]
    assert f'const VERSION = "{version}";' in text
    assert '["./static/durak.zip", "sha256-' in text
    # Gzipped copies of the compressible files, the same bytes once unpacked, not precached.
    copies = sorted(out.rglob("*.gz"))
    assert out / "static/vendor/pyodide/pyodide.asm.wasm.gz" in copies
    assert out / "index.html.gz" in copies and out / "sw.js.gz" in copies
    for gz in copies:
        assert gzip.decompress(gz.read_bytes()) == gz.with_suffix("").read_bytes()
    assert ".gz" not in text
    # PyScript's chunks for features the page does not use are left out.
    pyscript = {p.name for p in (out / "static/vendor/pyscript").iterdir()}
    assert "core.js" in pyscript and any(n.startswith("zip-") for n in pyscript)
    assert not [n for n in pyscript if n.startswith(("codemirror", "xterm", "mpy-"))]
    # Pyodide's lock file without packages (the page installs none), still its own info.
    lock = json.loads((out / "static/vendor/pyodide/pyodide-lock.json").read_text())
    stock = json.loads((build.VENDOR / "pyodide/pyodide-lock.json").read_text())
    assert lock == {**stock, "packages": {}}


def test_stdlib_imports_come_from_the_browser_side_code() -> None:
    names = build.stdlib_imports()
    # durak.web's and PyScript's imports, never our package or the browser's modules.
    assert {"asyncio", "json", "html", "pkgutil", "traceback", "pyodide.*"} <= set(names)
    assert not [n for n in names if n.split(".")[0] in {"durak", "js", "pyscript"}]
    assert names == sorted(names)


def _png_size(path: Path) -> tuple[int, int]:
    data = path.read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n", f"{path.name} is not a PNG"
    return struct.unpack(">II", data[16:24])


def test_web_app_manifest_and_icons() -> None:
    manifest_path = ROOT / "static" / "manifest.webmanifest"
    manifest = json.loads(manifest_path.read_text())
    assert manifest["name"] == "Durak" and manifest["short_name"]
    assert manifest["display"] == "standalone"
    assert manifest["theme_color"] == manifest["background_color"] == "#0d4d2b"
    # URLs in a manifest resolve against the manifest's own address (static/).
    site = "https://example.org/durak/"
    here = site + "static/manifest.webmanifest"
    assert urljoin(here, manifest["start_url"]) == site + "index.html"
    assert urljoin(here, manifest["scope"]) == site
    purposes = set()
    for icon in manifest["icons"]:
        path = manifest_path.parent / icon["src"]
        assert path.is_file(), icon["src"]
        purposes.add((icon["sizes"], icon["purpose"]))
        if icon["type"] == "image/png":
            w, h = _png_size(path)
            assert icon["sizes"] == f"{w}x{h}"
            assert path.stat().st_size < 100_000
    for size in ("192x192", "512x512"):
        assert (size, "any") in purposes and (size, "maskable") in purposes
    assert ("any", "any") in purposes  # the SVG
    html = (ROOT / "index.html").read_text()
    assert '<link rel="manifest" href="./static/manifest.webmanifest">' in html
    apple = re.search(r'<link rel="apple-touch-icon" href="\./([^"]+)">', html)
    assert apple and _png_size(ROOT / apple.group(1)) == (180, 180)
