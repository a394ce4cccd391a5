"""A small static server for development and tests.

Serves the project folder with the MIME types Pyodide needs (``.mjs`` as
JavaScript, ``.wasm`` as ``application/wasm``), and rebuilds static/durak.zip
when a module of ``durak/`` changed, so a reload always runs the current code.
"""

from __future__ import annotations

import argparse
import contextlib
import functools
import threading
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

from tools import build

ROOT = build.ROOT
_build_lock = threading.Lock()


class Handler(SimpleHTTPRequestHandler):
    extensions_map = {  # noqa: RUF012 (http.server's own class attribute)
        **SimpleHTTPRequestHandler.extensions_map,
        ".mjs": "text/javascript",
        ".js": "text/javascript",
        ".wasm": "application/wasm",
        ".json": "application/json",
        ".toml": "text/plain",
        ".webmanifest": "application/manifest+json",
        ".svg": "image/svg+xml",
        ".zip": "application/zip",
    }

    def do_GET(self) -> None:
        if self.path.split("?")[0] == "/static/durak.zip":
            with _build_lock:
                if build.package_is_stale():
                    build.package()
        super().do_GET()

    def end_headers(self) -> None:
        # Development: always revalidate, so an edited module is picked up on reload.
        self.send_header("Cache-Control", "no-cache")
        super().end_headers()

    def log_message(self, format: str, *args: object) -> None:
        if self.server.verbose:  # type: ignore[attr-defined]
            super().log_message(format, *args)


def make_server(host: str = "127.0.0.1", port: int = 0, root: Path = ROOT, verbose: bool = False):
    """A ThreadingHTTPServer serving ``root``; port 0 picks a free port."""
    handler = functools.partial(Handler, directory=str(root))
    server = ThreadingHTTPServer((host, port), handler)
    server.verbose = verbose  # type: ignore[attr-defined]
    server.daemon_threads = True
    return server


def main() -> None:
    parser = argparse.ArgumentParser(prog="python -m tools.devserver")
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--port", type=int, default=8000)
    parser.add_argument("--root", type=Path, default=ROOT)
    args = parser.parse_args()
    server = make_server(args.host, args.port, args.root, verbose=True)
    print(f"Serving Durak at http://localhost:{server.server_address[1]}/ (Ctrl+C to stop)")
    with contextlib.suppress(KeyboardInterrupt):
        server.serve_forever()


if __name__ == "__main__":
    main()
