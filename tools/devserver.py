"""A small static server for development and tests.

Serves the project folder with the MIME types Pyodide needs (``.mjs`` as
JavaScript, ``.wasm`` as ``application/wasm``), and rebuilds static/durak.zip
when a module of ``durak/`` changed, so a reload always runs the current code.
Serving the project folder, it renders ``/sw.js`` with the current precache list and
version (tools/sw_manifest.py): after an edit the page offers "Update available — reload".
"""

from __future__ import annotations

import argparse
import contextlib
import functools
import threading
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

from tools import build, sw_manifest

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
        path = self.path.split("?")[0]
        if path in ("/static/durak.zip", "/sw.js"):
            with _build_lock:
                if build.package_is_stale():
                    build.package()
        if path == "/sw.js" and Path(self.directory).resolve() == ROOT:
            self._send_sw()
            return
        super().do_GET()

    def _send_sw(self) -> None:
        body = sw_manifest.render_for(ROOT).encode()
        self.send_response(200)
        self.send_header("Content-Type", "text/javascript")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def copyfile(self, source, outputfile) -> None:
        # A browser that aborts a download (a test closing its page) is not an error.
        with contextlib.suppress(ConnectionResetError, BrokenPipeError):
            super().copyfile(source, outputfile)

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


def serve_in_thread(root: Path = ROOT) -> tuple[ThreadingHTTPServer, str]:
    """A server on a free port, serving ``root`` from a daemon thread, and its origin
    (``http://127.0.0.1:PORT``): what the browser benchmarks load the page from."""
    server = make_server(root=root)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, f"http://127.0.0.1:{server.server_address[1]}"


def set_root(server: ThreadingHTTPServer, root: Path) -> None:
    """Serve another folder from now on (tests switch a running server between two builds)."""
    server.RequestHandlerClass = functools.partial(Handler, directory=str(root))


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
