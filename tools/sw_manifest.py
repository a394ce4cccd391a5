"""The service worker's precache list and version.

``sw.js`` lives at the site root (a service worker controls only pages under its own
folder, and ``index.html`` is at the root). Its source has an empty list between two
marker lines; this module fills it in for one folder of the site:

- ``VERSION``: a hash of every precached file's path and content, so any change to
  any file (a module in ``durak.zip``, a runtime file, the CSS…) is a new version,
  and the browser, which compares ``sw.js`` byte for byte, sees an update;
- ``PRECACHE``: ``[path, integrity]`` pairs. The worker fetches each file with its
  SHA-256 as subresource integrity, so a file from another build (a host half-way
  through an upload, a stale proxy) fails the install instead of being cached.

``make site`` writes the filled-in ``sw.js`` into ``_site/`` (``tools.build.site``);
the dev server renders it on each request for ``/sw.js`` from the project folder.
``python -m tools.sw_manifest [DIR]`` prints the version and the list for a folder.
"""

from __future__ import annotations

import argparse
import base64
import hashlib
import json
import os
import re
import threading
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SW_SOURCE = ROOT / "sw.js"
SW_NAME = "sw.js"

# What the app needs to boot and play: the page, its config, and everything under static/
# (our CSS, images, icons, manifest, entry scripts, durak.zip, and the whole vendored runtime).
ROOT_FILES = ("index.html", "pyscript.toml")
TREES = ("static",)
SKIP_SUFFIXES = (".map", ".tmp", ".gz")

BEGIN = "// @precache-begin"
END = "// @precache-end"
_BLOCK = re.compile("(" + re.escape(BEGIN) + r"[^\n]*\n).*?(" + re.escape(END) + ")", re.DOTALL)

# The dev server renders sw.js on every navigation: hash a file again only when it changed.
_digests: dict[tuple[str, int, int], bytes] = {}
_digests_lock = threading.Lock()


def precache_paths(root: Path) -> list[str]:
    """The site's files to precache, as sorted POSIX paths relative to ``root``."""
    paths = [name for name in ROOT_FILES if (root / name).is_file()]
    for tree in TREES:
        # os.walk follows a symlinked folder (a worktree's static/vendor), Path.rglob does not.
        for folder, _, names in os.walk(root / tree, followlinks=True):
            for name in names:
                path = Path(folder) / name
                rel = path.relative_to(root)
                if (
                    path.is_file()
                    and not any(part.startswith(".") or part == "__pycache__" for part in rel.parts)
                    and not path.name.endswith(SKIP_SUFFIXES)
                ):
                    paths.append(rel.as_posix())
    return sorted(paths)


def _sha256(path: Path) -> bytes:
    st = path.stat()
    key = (str(path), st.st_mtime_ns, st.st_size)
    with _digests_lock:
        if key in _digests:
            return _digests[key]
    digest = hashlib.sha256(path.read_bytes()).digest()
    with _digests_lock:
        _digests[key] = digest
    return digest


def manifest(root: Path) -> dict:
    """``{"version": ..., "files": [[path, integrity], ...]}`` for the site in ``root``."""
    files = []
    whole = hashlib.sha256()
    for rel in precache_paths(root):
        digest = _sha256(root / rel)
        whole.update(rel.encode() + b"\0" + digest)
        files.append([rel, "sha256-" + base64.b64encode(digest).decode()])
    return {"version": whole.hexdigest()[:16], "files": files}


def render(source: str, data: dict) -> str:
    """``source`` (sw.js) with the block between the markers replaced by ``data``."""
    entries = "".join(f"  {json.dumps(['./' + path, sri])},\n" for path, sri in data["files"])
    block = f"const VERSION = {json.dumps(data['version'])};\nconst PRECACHE = [\n{entries}];\n"
    rendered, n = _BLOCK.subn(lambda m: m.group(1) + block + m.group(2), source, count=1)
    if n != 1:
        raise ValueError(f"sw.js lacks the {BEGIN!r} … {END!r} block")
    return rendered


def render_for(root: Path, source: Path = SW_SOURCE) -> str:
    """The service worker for the site in ``root``."""
    return render(source.read_text(encoding="utf-8"), manifest(root))


def write_sw(root: Path, source: Path = SW_SOURCE) -> dict:
    """Write ``root/sw.js`` for the site in ``root``; returns the manifest."""
    data = manifest(root)
    (root / SW_NAME).write_text(render(source.read_text(encoding="utf-8"), data), encoding="utf-8")
    return data


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(
        prog="python -m tools.sw_manifest", description=__doc__.split("\n")[0]
    )
    parser.add_argument("root", nargs="?", type=Path, default=ROOT, help="the site's folder")
    args = parser.parse_args(argv)
    data = manifest(args.root.resolve())
    for path, _ in data["files"]:
        print(path)
    print(f"version {data['version']}: {len(data['files'])} files")


if __name__ == "__main__":
    main()
