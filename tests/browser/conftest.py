"""Browser fixtures: Chromium (Playwright-managed or Debian's) and a page that fails the
test on any Python error, page error, console error, or request to another host."""

from __future__ import annotations

import os
import warnings
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import urlparse

import pytest
from playwright.sync_api import Browser, BrowserContext, Page
from playwright.sync_api import Error as PlaywrightError

from tools.browser import launch_args

ARTIFACTS = Path(__file__).resolve().parents[2] / "test-artifacts"
BROWSER_TESTS = Path(__file__).resolve().parent
BOOT_TIMEOUT_MS = 120_000  # a cold Pyodide boot on 2 busy cores can take a while


#: The browser tests run in two streams (``make test``: ``pytest -n 3 --dist loadgroup``),
#: each a worker with its own Chromium running its modules whole and in file order (a
#: module's tests share a booted page), while the third worker runs the CPython tests
#: beside them. These modules make the second stream; the rest the
#: first. The two take about as long (about 10 minutes each on a loaded 2-core machine:
#: ``make test PYTEST_ARGS=--durations=0`` shows each test's share; rebalance by it. The
#: browsers keep both cores busy, so a stream that ends early leaves a core idle).
SECOND_STREAM = frozenset(
    {
        "test_analysis",
        "test_monkey",
        "test_session_page",
        "test_storage",
        "test_table",
        "test_teams",
    }
)


@pytest.hookimpl(tryfirst=True)  # before pytest-xdist reads the groups
def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    for item in items:
        if item.path.is_relative_to(BROWSER_TESTS):
            item.add_marker(pytest.mark.browser)
            stream = 2 if item.path.stem in SECOND_STREAM else 1
            item.add_marker(pytest.mark.xdist_group(f"browser-{stream}"))


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args: dict) -> dict:
    """Debian's /usr/bin/chromium unless a Playwright-managed browser is installed."""
    args = launch_args()
    merged = {**browser_type_launch_args, **args}
    merged["args"] = [*browser_type_launch_args.get("args", []), *args["args"]]
    return merged


class RelaunchableBrowser:
    """The session's browser, which a test may replace by a freshly launched one.

    Headless Chromium's renderer now and then dies while it boots the wasm runtime (not
    understood: see the README's notes for maintainers), and once a whole run's browser
    crashed on about half its boots while the next runs had none. ``open_app`` then
    launches a new browser; later tests use it (everything else is delegated). The old
    one stays open for the pages that still live in it.
    """

    def __init__(self, launch: Callable[[], Browser]) -> None:
        self._launch = launch
        self._all = [launch()]

    def relaunch(self) -> None:
        self._all.append(self._launch())

    def close(self) -> None:
        for browser in self._all:
            browser.close()

    def __getattr__(self, name: str):
        return getattr(self._all[-1], name)


@pytest.fixture(scope="session")
def browser(launch_browser: Callable[[], Browser]) -> Iterator[Browser]:
    """pytest-playwright's session browser, relaunchable after a renderer crash."""
    relaunchable = RelaunchableBrowser(launch_browser)
    yield relaunchable  # type: ignore[misc]
    relaunchable.close()


@dataclass
class PageWatch:
    """What went wrong on a page: the test fails at teardown if anything did."""

    origin: str
    console_errors: list[str] = field(default_factory=list)
    #: Warnings are no failure (the page warns when a worker call fails and it plays on),
    #: but a failing test shows them: they often say why.
    console_warnings: list[str] = field(default_factory=list)
    page_errors: list[str] = field(default_factory=list)
    foreign_requests: list[str] = field(default_factory=list)
    allowed_console: tuple[str, ...] = ()

    def attach(self, context: BrowserContext, page: Page) -> None:
        def route(route) -> None:
            url = route.request.url
            if url.startswith(("data:", "blob:")) or _origin(url) == self.origin:
                route.continue_()
            else:
                self.foreign_requests.append(url)
                route.abort()

        context.route("**/*", route)
        page.on("console", self._on_console)
        page.on("pageerror", lambda exc: self.page_errors.append(str(exc)))

    def _on_console(self, msg) -> None:
        if msg.type == "error" and not any(a in msg.text for a in self.allowed_console):
            self.console_errors.append(msg.text)
        elif msg.type == "warning":
            self.console_warnings.append(msg.text)

    def python_errors(self, page: Page) -> list[str]:
        try:
            return page.eval_on_selector_all(".py-error", "els => els.map(e => e.textContent)")
        except Exception:  # the page is gone: nothing more to read
            return []

    def problems(self, page: Page) -> list[str]:
        out = [f"console error: {m}" for m in self.console_errors]
        out += [f"page error: {m}" for m in self.page_errors]
        out += [f"request to another host: {u}" for u in self.foreign_requests]
        out += [f"Python error: {m}" for m in self.python_errors(page)]
        return out


def _origin(url: str) -> str:
    parts = urlparse(url)
    return f"{parts.scheme}://{parts.netloc}"


def open_app(
    browser: Browser, site_url: str, path: str = "/index.html", **context_args
) -> tuple[BrowserContext, Page, PageWatch]:
    """A new context and page on the app, watched, waiting until the table is interactive."""
    for attempt in (1, 2):
        context = browser.new_context(**context_args)
        page = context.new_page()
        watch = PageWatch(origin=site_url)
        watch.attach(context, page)
        try:
            page.goto(site_url + path)
            wait_ready(page)
            return context, page, watch
        except PlaywrightError as exc:
            # The renderer died while booting (see RelaunchableBrowser): boot once more in a
            # new browser, and say so. Any other failure is the test's.
            context.close()
            if "Target crashed" not in str(exc) or attempt == 2:
                raise
            warnings.warn(
                "the browser's renderer crashed while booting: booted again in a new browser",
                stacklevel=2,
            )
            if isinstance(browser, RelaunchableBrowser):
                browser.relaunch()
    raise AssertionError("unreachable")


def wait_ready(page: Page) -> None:
    page.wait_for_function(
        "() => document.body.dataset.ready === '1' || document.querySelector('.py-error')",
        timeout=BOOT_TIMEOUT_MS,
    )


def wait_worker(page: Page) -> None:
    page.wait_for_function(
        "() => ['ready', 'failed'].includes(document.body.dataset.worker)"
        " || document.querySelector('.py-error')",
        timeout=BOOT_TIMEOUT_MS,
    )


def save_screenshot(page: Page, name: str) -> Path:
    ARTIFACTS.mkdir(exist_ok=True)
    path = ARTIFACTS / f"{name}.png"
    page.screenshot(path=str(path))
    return path


@pytest.fixture(scope="module")
def app(browser: Browser, site_url: str) -> Iterator[tuple[Page, PageWatch]]:
    """One booted app page shared by a module's tests (booting Pyodide is the slow part)."""
    context, page, watch = open_app(browser, site_url)
    yield page, watch
    context.close()


@pytest.fixture
def app_page(app: tuple[Page, PageWatch], request: pytest.FixtureRequest) -> Iterator[Page]:
    """The shared page; the test fails if anything went wrong on it meanwhile. The page's
    console warnings during the test are shown with a failure."""
    page, watch = app
    seen = len(watch.console_warnings)
    yield page
    warnings_ = watch.console_warnings[seen:]
    if warnings_:
        request.node.add_report_section("teardown", "console warnings", "\n".join(warnings_))
    problems = watch.problems(page)
    if problems:
        pytest.fail("\n".join(problems), pytrace=False)


if os.environ.get("CI"):
    # Pyodide boots slower on a loaded CI machine: give expectations more time.
    from playwright.sync_api import expect

    expect.set_options(timeout=30_000)
