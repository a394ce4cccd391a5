"""The plain static host of `make bench-load` (tools/static_host.py): gzip as hosts do, a
precompressed copy when there is one, validators and 304s, nothing outside its folders."""

from __future__ import annotations

import gzip
import http.client
import os
from collections.abc import Iterator
from pathlib import Path

import pytest

from tools.static_host import StaticHost


@pytest.fixture
def host(tmp_path: Path) -> Iterator[StaticHost]:
    site = tmp_path / "site"
    (site / "static").mkdir(parents=True)
    (site / "index.html").write_text("<!doctype html>" + "x" * 2000)
    (site / "static" / "app.wasm").write_bytes(b"\0asm" + b"\1" * 5000)
    (site / "static" / "data.zip").write_bytes(b"PK" + bytes(range(256)) * 4)
    (site / "static" / "pre.js").write_text("let a = 1;" * 100)
    (site / "static" / "pre.js.gz").write_bytes(gzip.compress(b"the precompressed copy"))
    (tmp_path / "secret.txt").write_text("outside the site")
    other = tmp_path / "other"
    other.mkdir()
    (other / "page.html").write_text("mounted")
    (other / "index.html").write_text("the mount's index")
    server = StaticHost(site, mounts={"/extra/": other})
    server.serve_in_thread()
    yield server
    server.shutdown()
    server.server_close()


def _get(host: StaticHost, path: str, **headers: str) -> tuple[int, dict, bytes]:
    conn = http.client.HTTPConnection(*host.server_address[:2], timeout=10)
    conn.request("GET", path, headers=headers)
    response = conn.getresponse()
    body = response.read()
    conn.close()
    return response.status, {k.lower(): v for k, v in response.getheaders()}, body


def test_gzip_when_accepted_and_compressible(host: StaticHost) -> None:
    status, headers, body = _get(host, "/static/app.wasm", **{"Accept-Encoding": "gzip, br"})
    assert status == 200 and headers["content-type"] == "application/wasm"
    assert headers["content-encoding"] == "gzip"
    assert gzip.decompress(body) == b"\0asm" + b"\1" * 5000
    assert host.bytes_sent == len(body) < 5000
    status, headers, body = _get(host, "/static/app.wasm")
    assert "content-encoding" not in headers and body.startswith(b"\0asm")
    # A zip is not compressed again.
    _, headers, _ = _get(host, "/static/data.zip", **{"Accept-Encoding": "gzip"})
    assert "content-encoding" not in headers


def test_precompressed_copy_is_served_when_fresh(host: StaticHost) -> None:
    _, headers, body = _get(host, "/static/pre.js", **{"Accept-Encoding": "gzip"})
    assert headers["content-type"] == "text/javascript"
    assert gzip.decompress(body) == b"the precompressed copy"
    # A copy older than its file is stale: compressed afresh instead.
    pre = host.root / "static" / "pre.js"
    st = pre.stat()
    os.utime(pre.with_name("pre.js.gz"), ns=(st.st_atime_ns, st.st_mtime_ns - 10**9))
    host._gzipped.clear()
    _, _, body = _get(host, "/static/pre.js", **{"Accept-Encoding": "gzip"})
    assert gzip.decompress(body) == b"let a = 1;" * 100


def test_validators_answer_not_modified(host: StaticHost) -> None:
    status, headers, _ = _get(host, "/", **{"Accept-Encoding": "gzip"})
    assert status == 200 and headers["cache-control"] == "max-age=600"
    assert headers["content-type"].startswith("text/html")
    etag = headers["etag"]
    status, _, body = _get(host, "/", **{"Accept-Encoding": "gzip", "If-None-Match": etag})
    assert (status, body) == (304, b"")
    since = headers["last-modified"]
    assert _get(host, "/index.html", **{"If-Modified-Since": since})[0] == 304
    # The plain and the gzipped body are different entities.
    assert _get(host, "/", **{"If-None-Match": etag})[0] == 200


def test_mounts_and_nothing_outside(host: StaticHost) -> None:
    assert _get(host, "/extra/page.html")[2] == b"mounted"
    assert _get(host, "/extra/")[2] == b"the mount's index"
    assert _get(host, "/../secret.txt")[0] == 404
    assert _get(host, "/static/../../secret.txt")[0] == 404
    assert _get(host, "/missing.js")[0] == 404
