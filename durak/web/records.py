"""Sharing and the statistics' buttons on the page: the share sheet or the clipboard, reset,
export and import (thin: the record's rules are in :mod:`durak.storage` and
:mod:`durak.session.record`)."""

from __future__ import annotations

import asyncio
from typing import TYPE_CHECKING

from pyscript import document, window

from durak.storage import export_record
from durak.ui.text import t
from durak.ui.timing import EXPORT_URL_LIFETIME
from durak.web.notices import words_of
from durak.web.page import el
from durak.web.tasks import found, js_object, spawn

if TYPE_CHECKING:
    from durak.web.app import App


async def share(app: App) -> None:
    """A link to this deal: the share sheet, else the clipboard, else the link shown."""
    fragment = app.session.share_fragment()
    url = f"{window.location.origin}{window.location.pathname}#{fragment}"
    nav = window.navigator
    try:
        if found(getattr(nav, "share", None)):
            await nav.share(js_object(title=t("ui-title"), url=url))
            return
    except Exception:  # the player closed the share sheet: fall back to copying
        pass
    try:
        await nav.clipboard.writeText(url)
        app.page.notify(lambda: t("ui-share-copied"), again=True)
    except Exception:
        app.page.notify(lambda: f"{t('ui-share-manual')} {url}", again=True)
    document.body.dataset.shared = url


def reset_stats(app: App) -> None:
    """Reset the statistics: the first press arms the button, the second resets."""
    page, s = app.page, app.session
    if not page.reset_armed:
        page.reset_armed = True
        button = el("stats-reset")
        # A short question on the button, what it does beside it: the row keeps its shape
        # (the whole sentence on the button widened it and pushed Import to a second row).
        button.style.minWidth = f"{button.offsetWidth}px"
        button.textContent = t("ui-stats-reset-confirm")
        button.classList.add("armed")
        el("stats-reset-warning").textContent = t("ui-stats-reset-warning")
        return
    done = s.reset_statistics()
    page.record_changed()
    page.notify(words_of(done), again=True)
    page.show_notices()


def export_stats(app: App) -> None:
    """Download the statistics as a JSON file."""
    text = export_record(app.session.record)
    blob = window.Blob.new([text], js_object(type="application/json"))
    url = window.URL.createObjectURL(blob)
    link = document.createElement("a")
    link.href = url
    link.download = f"durak-statistics-{app.session.today()}.json"
    document.body.append(link)
    link.click()
    link.remove()
    spawn(_revoke_later(url))


async def _revoke_later(url: str) -> None:
    """Free the file's URL once its download has surely started (Safari fails a download
    whose URL is revoked right after the click)."""
    await asyncio.sleep(EXPORT_URL_LIFETIME)
    window.URL.revokeObjectURL(url)


async def import_stats(app: App, file) -> None:
    """Merge a statistics file chosen by the player (bad files: a notice, nothing lost)."""
    text = await file.text()
    s = app.session
    ok, notices = s.import_record(str(text))
    for notice in notices:
        app.page.notify(words_of(notice), again=True)
    if ok:
        app.page.notify(lambda: t("ui-stats-imported"), again=True)
        app.page.record_changed()
        app.page.show_notices()
