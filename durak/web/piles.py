"""The table's piles in the DOM: the stock, the trump badge and the discard pile (see
:mod:`durak.web.table`). All text goes in through :func:`html.escape` or attributes.
"""

from __future__ import annotations

import html

from pyscript import document

from durak.ui.cards_svg import back_svg, trump_badge_svg
from durak.ui.layout import Geometry
from durak.ui.table_view import TableView
from durak.ui.text import t


def render_piles(tv: TableView, g: Geometry, stock_el, discard_el) -> None:
    """The stock (its top back and its count; the face-up trump is a card of the table's
    layer), the trump badge in the top bar and the discard pile, as plain markup rebuilt at
    each render."""
    x, y, _ = g.stock()
    st = stock_el.style
    st.transform = f"translate({x:.1f}px, {y:.1f}px)"
    st.visibility = "hidden" if tv.stockless else ""  # every card dealt: no stock ever
    # The last card of the stock is the face-up trump itself: no back is drawn over it.
    back = f'<div class="card back">{back_svg()}</div>' if tv.stock_count > 1 else ""
    # The count stays, 0 on an empty place once the stock is gone.
    empty = '<div class="pile-empty"></div>' if not tv.stock_count else ""
    stock_el.innerHTML = back + empty + f'<span class="stock-count">{tv.stock_count}</span>'
    label = t("ui-stock", count=tv.stock_count) if tv.stock_count else t("ui-stock-empty")
    stock_el.setAttribute("aria-label", label)  # no title: it was read again after it
    badge = document.getElementById("trump-badge")
    suit_word = t("suit-" + tv.trump)
    badge.innerHTML = (
        trump_badge_svg(tv.trump) + f"<span>{html.escape(t('ui-trump', suit=suit_word))}</span>"
    )
    badge.setAttribute("aria-label", t("ui-trump", suit=suit_word))
    dx, dy, _ = g.discard()
    d = discard_el.style
    d.transform = f"translate({dx:.1f}px, {dy:.1f}px)"
    if tv.discard_count:
        discard_el.innerHTML = (
            '<div class="card back pile1">' + back_svg() + "</div>"
            '<div class="card back pile2">' + back_svg() + "</div>"
            f'<span class="discard-count">{tv.discard_count}</span>'
        )
        discard_el.setAttribute("aria-label", t("ui-discard", count=tv.discard_count))
    else:
        discard_el.innerHTML = ""
        discard_el.setAttribute("aria-label", t("ui-discard", count=0))
