"""A plain static host for the built site, as GitHub Pages or Netlify serve it.

Unlike the dev server (tools/devserver.py, which renders ``sw.js`` and revalidates every
file), this serves a folder as it is, with what common hosts add:

- gzip for compressible types when the browser accepts it: a precompressed ``NAME.gz``
  beside the file when there is one (as nginx's ``gzip_static`` does), else compressed on
  the fly (level 6, as hosts do) and kept in memory;
- ``Last-Modified`` and ``ETag`` with ``304 Not Modified`` answers, and
  ``Cache-Control: max-age=600`` (GitHub Pages' default);
- the MIME types Pyodide needs (``.mjs`` as JavaScript, ``.wasm`` as ``application/wasm``).

It counts the bytes it sends (``server.sent`` lists them by path, ``server.bytes_sent`` is
their sum), so a benchmark can say what a visit downloaded. ``mounts`` serve other folders
under a URL prefix (the benchmark's bare Pyodide page runs on the stock runtime beside the
built site). ``python -m tools.static_host _site`` serves a folder for a look by hand.
"""

from __future__ import annotations

import argparse
import contextlib
import email.utils
import gzip
import threading
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from urllib.parse import unquote, urlsplit

TYPES = {
    ".html": "text/html; charset=utf-8",
    ".mjs": "text/javascript",
    ".js": "text/javascript",
    ".css": "text/css",
    ".wasm": "application/wasm",
    ".json": "application/json",
    ".toml": "text/plain; charset=utf-8",
    ".txt": "text/plain; charset=utf-8",
    ".md": "text/plain; charset=utf-8",
    ".webmanifest": "application/manifest+json",
    ".svg": "image/svg+xml",
    ".png": "image/png",
    ".zip": "application/zip",
}
# What hosts compress: text, scripts, JSON, SVG and wasm (not zip or png, already compressed).
COMPRESSIBLE = {".html", ".mjs", ".js", ".css", ".wasm", ".json", ".toml", ".txt", ".md",
                ".webmanifest", ".svg"}  # fmt: skip
MAX_AGE = 600


class HostHandler(SimpleHTTPRequestHandler):
    """GET/HEAD of files under the server's root (and mounts), gzip and validators."""

    protocol_version = "HTTP/1.1"  # keep-alive, as a real host

    def do_GET(self) -> None:
        self._serve(head=False)

    def do_HEAD(self) -> None:
        self._serve(head=True)

    def _resolve(self) -> Path | None:
        path = unquote(urlsplit(self.path).path)
        root: Path = self.server.root  # type: ignore[attr-defined]
        for prefix, folder in self.server.mounts.items():  # type: ignore[attr-defined]
            if path.startswith(prefix):
                root, path = folder, path[len(prefix) :]
                break
        if path == "" or path.endswith("/"):  # a folder (a mount's own URL too)
            path += "index.html"
        target = (root / path.lstrip("/")).resolve()
        if root.resolve() not in target.parents or not target.is_file():
            return None
        return target

    def _serve(self, head: bool) -> None:
        target = self._resolve()
        if target is None:
            self.send_error(404)
            return
        st = target.stat()
        etag = f'"{st.st_mtime_ns:x}-{st.st_size:x}"'
        gz = "gzip" in self.headers.get("Accept-Encoding", "") and target.suffix in COMPRESSIBLE
        if gz:
            etag = etag[:-1] + '-gz"'
        headers = {
            "Content-Type": TYPES.get(target.suffix, "application/octet-stream"),
            "Last-Modified": email.utils.formatdate(st.st_mtime, usegmt=True),
            "ETag": etag,
            "Cache-Control": f"max-age={MAX_AGE}",
            "Vary": "Accept-Encoding",
        }
        if self._not_modified(etag, st.st_mtime):
            self.send_response(304)
            for name in ("ETag", "Cache-Control", "Last-Modified", "Vary"):
                self.send_header(name, headers[name])
            self.end_headers()
            return
        body = self.server.body(target, gz)  # type: ignore[attr-defined]
        self.send_response(200)
        for name, value in headers.items():
            self.send_header(name, value)
        if gz:
            self.send_header("Content-Encoding", "gzip")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        if not head:
            self.server.count(len(body), self.path)  # type: ignore[attr-defined]  (before the client has it)
            with contextlib.suppress(ConnectionResetError, BrokenPipeError):
                self.wfile.write(body)

    def _not_modified(self, etag: str, mtime: float) -> bool:
        if_none_match = self.headers.get("If-None-Match")
        if if_none_match is not None:
            return etag in [tag.strip() for tag in if_none_match.split(",")]
        since = self.headers.get("If-Modified-Since")
        if since:
            with contextlib.suppress(TypeError, ValueError):
                return int(mtime) <= email.utils.parsedate_to_datetime(since).timestamp()
        return False

    def log_message(self, format: str, *args: object) -> None:
        if self.server.verbose:  # type: ignore[attr-defined]
            super().log_message(format, *args)


class StaticHost(ThreadingHTTPServer):
    """The server: a root folder, optional mounts, a gzip cache and a byte counter."""

    daemon_threads = True

    def __init__(self, root: Path, host: str = "127.0.0.1", port: int = 0,
                 mounts: dict[str, Path] | None = None, verbose: bool = False) -> None:  # fmt: skip
        super().__init__((host, port), HostHandler)
        self.root = Path(root).resolve()
        self.mounts = {prefix: Path(folder).resolve() for prefix, folder in (mounts or {}).items()}
        self.verbose = verbose
        self.sent: list[tuple[str, int]] = []  # (request path, bytes) of every 200 answer
        self._lock = threading.Lock()
        self._gzipped: dict[tuple[Path, int, int], bytes] = {}

    @property
    def url(self) -> str:
        host, port = self.server_address[:2]
        return f"http://{host}:{port}"

    @property
    def bytes_sent(self) -> int:
        """Bytes of every answer's body sent so far."""
        with self._lock:
            return sum(n for _, n in self.sent)

    def count(self, n: int, path: str = "") -> None:
        with self._lock:
            self.sent.append((path, n))

    def body(self, path: Path, gz: bool) -> bytes:
        """The file's bytes, gzipped when ``gz`` (a fresh ``.gz`` copy beside it if any)."""
        if not gz:
            return path.read_bytes()
        st = path.stat()
        key = (path, st.st_mtime_ns, st.st_size)
        with self._lock:
            if key in self._gzipped:
                return self._gzipped[key]
        pre = path.with_name(path.name + ".gz")
        if pre.is_file() and pre.stat().st_mtime_ns >= st.st_mtime_ns:
            data = pre.read_bytes()
        else:
            data = gzip.compress(path.read_bytes(), compresslevel=6, mtime=0)
        with self._lock:
            self._gzipped[key] = data
        return data

    def compress_all(self) -> None:
        """Gzip every compressible file ahead (a host's cache, warm)."""
        for folder in (self.root, *self.mounts.values()):
            for path in folder.rglob("*"):
                if path.suffix in COMPRESSIBLE and path.is_file():
                    self.body(path.resolve(), gz=True)

    def serve_in_thread(self) -> threading.Thread:
        thread = threading.Thread(target=self.serve_forever, daemon=True)
        thread.start()
        return thread


def main() -> None:
    parser = argparse.ArgumentParser(
        prog="python -m tools.static_host", description=__doc__.split("\n")[0]
    )
    parser.add_argument("root", type=Path, nargs="?", default=Path("_site"))
    parser.add_argument("--port", type=int, default=8000)
    args = parser.parse_args()
    server = StaticHost(args.root, port=args.port, verbose=True)
    print(f"Serving {args.root} at http://localhost:{server.server_address[1]}/ (Ctrl+C to stop)")
    with contextlib.suppress(KeyboardInterrupt):
        server.serve_forever()


if __name__ == "__main__":
    main()
