"""The "Rules" view's markup (pure): the rules of the current game, as configured, in words.

Only the options in force get a section: the transfer section only in transfer mode (with
showing a trump when that is on), the trump-six swap only when it is on (the deck's lowest
trump with another deck), the first-bout limit of five only when it is set, who may
throw in only when there is someone to throw in, partnerships only in team games, and remarks
for two and six players and for a fully dealt pack (24 cards and four players). The deck and
who attacks first follow ``Rules.deck`` and ``Rules.first_attacker``. Every sentence comes from the catalog (``rules-*`` keys of
:mod:`durak.i18n`), so each language words it itself; card parameters are shown as short
labels of that language (a screen reader hears the examples' cards by name, declined: see
:func:`durak.i18n.translate`'s ``said``), and the key examples carry small card pictures
(:func:`durak.ui.cards_svg.card_svg`, which needs the sprite in the page). No user text enters
this view.

>>> html = rules_html(Rules(players=3, mode="transfer"), "en")
>>> "rules-transfer" in html and "rules-swap" not in html
True
"""

from __future__ import annotations

import html as _html
import re
from typing import Any

from durak.cards import RANKS, lowest_rank
from durak.i18n import translate
from durak.rules import HAND_SIZE, Rules
from durak.session.record import table_key
from durak.settings import preset_of
from durak.ui.cards_svg import card_svg
from durak.ui.stats_view import table_label
from durak.ui.text import spoken_html

#: The examples' cards: 002's throw-in (spades trump: 8♥ covered by Q♥; K♣ may not follow),
#: 002's trump cover (Q♦ covered by 6♠ although a higher diamond is in hand) and 004's
#: transfer (J♠ passed on with J♥).
COVER_EXAMPLE = ("8H", "QH")
NOT_ALLOWED = "KC"
TRUMP_EXAMPLE = ("QD", "6S")
TRANSFER_EXAMPLE = ("JS", "JH")


def _pictures(cards: tuple[str, ...], between: str = "") -> str:
    """Small card faces, for the eyes only: the caption under them names every card to a
    screen reader (named here too, each was read twice, before the caption and in it)."""
    spans = [f'<span class="rule-card">{card_svg(c)}</span>' for c in cards]
    glue = f'<span class="rule-arrow">{between}</span>' if between else ""
    return f'<span class="rule-cards" aria-hidden="true">{glue.join(spans)}</span>'


def _sentences(text: str) -> str:
    """``text`` with each sentence's first letter upper case: a card's name said in place
    of its label may begin one ("the king of clubs may not").

    >>> _sentences("the queen beats the eight. the king may not; the ace may.")
    'The queen beats the eight. The king may not; the ace may.'
    """
    return re.sub(r"(^|[.!?] )(\w)", lambda m: m.group(1) + m.group(2).upper(), text)


class _View:
    def __init__(self, lang: str) -> None:
        self.lang = lang
        self.parts: list[str] = []
        self.open = False

    def t(self, key: str, **params: Any) -> str:
        return _html.escape(translate(key, self.lang, **params), quote=False)

    def section(self, name: str) -> None:
        if self.open:
            self.parts.append("</section>")
        self.open = True
        self.parts.append(
            f'<section class="rules-section rules-{name}"><h3>{self.t("rules-" + name + "-h")}</h3>'
        )

    def p(self, key: str, **params: Any) -> None:
        self.parts.append(f'<p data-key="{key}">{self.t(key, **params)}</p>')

    def example(self, cards: tuple[str, ...], key: str, between: str = "", **params: Any) -> None:
        """An example's pictures and caption; the caption shows the cards' labels ("8♥")
        and is read with their names, declined where the sentence needs it."""
        shown = translate(key, self.lang, **params)
        said = _sentences(translate(key, self.lang, said=True, **params))
        # not a <figure>: named by its <figcaption>, a screen reader read the caption twice
        self.parts.append(
            f'<div class="rule-example" data-key="{key}">{_pictures(cards, between)}'
            f'<p class="rule-caption">{spoken_html(shown, said)}</p></div>'
        )

    def html(self) -> str:
        if self.open:
            self.parts.append("</section>")
            self.open = False
        return "".join(self.parts) + "</div>"


def summary(rules: Rules, lang: str = "en") -> str:
    """The line under the title: the game's name as the statistics give it (its rule set
    and seating, :func:`~durak.ui.stats_view.table_label`), then its mode unless the rule
    set is named after it (the rules said "2 players · Throw-in" of a game the statistics
    counted under "2 players · Classic": a play-through).

    >>> summary(Rules()), summary(Rules(players=3, mode="transfer"))
    ('2 players · Classic · Throw-in', '3 players · Custom rules · Transfer')
    >>> from durak.settings import Settings, apply_preset
    >>> transfer = apply_preset(Settings(), "transfer").rules()
    >>> summary(transfer), summary(Rules(players=4, teams="2v2"), "ru")
    ('2 players · Transfer', 'Пары (2 на 2) · Классика · Подкидной')
    """
    preset = preset_of(rules)
    mode = translate("ui-mode-" + rules.mode, lang)
    name = table_label(table_key(preset, rules.players, rules.teams), lang)
    said = translate("preset-" + preset, lang).casefold()  # ("Transfer, neighbours only")
    named = any(word in said for word in mode.casefold().split() if len(word) > 3)
    return name if named else f"{name} · {mode}"


def rules_html(rules: Rules, lang: str = "en") -> str:
    """The rules of a game with these options, as an HTML fragment in ``lang``."""
    n = rules.players
    v = _View(lang)
    v.parts.append(
        f'<div class="rules-view" lang="{_html.escape(lang)}">'
        f'<h2 id="rules-title" tabindex="-1">{v.t("rules-title")}</h2>'
        f'<p class="rules-summary">{_html.escape(summary(rules, lang))}</p>'
    )

    v.section("aim")
    v.p("rules-aim")

    all_dealt = n * HAND_SIZE == rules.deck  # no stock: six players, or 24 cards and four
    six = all_dealt and n == 6  # the seeds' six-player game (the "-six" sentences)
    low = RANKS[lowest_rank(rules.deck)]  # "9", "7", "6" or "2": a numeral in every language
    v.section("deal")
    if rules.deck == 36:
        v.p("rules-deck")
    else:
        v.p("rules-deck-other", count=rules.deck, low=low)
    v.p("rules-deal-six" if six else "rules-deal-all" if all_dealt else "rules-deal")
    if rules.first_attacker == "left-of-dealer":
        v.p("rules-first-attack-left")
    else:
        v.p("rules-first-attack" if rules.deck == 36 else "rules-first-attack-low")
    v.p("rules-later-fool" if rules.next_attacker == "attack-the-fool" else "rules-later-left")
    v.p("rules-later-draw")

    v.section("attack")
    v.p("rules-attack")
    v.p("rules-throw-in")
    attack, cover = COVER_EXAMPLE
    v.example(
        (attack, cover, NOT_ALLOWED),
        "rules-throw-in-example",
        attack=attack,
        cover=cover,
        card=NOT_ALLOWED,
    )
    teams = getattr(rules, "teams", None)
    if teams is not None:
        pass  # the partnership section says who attacks
    elif n == 3:
        v.p("rules-who-three")
    elif n > 3 and rules.throw_in == "neighbours":
        v.p("rules-who-neighbours")
    elif n > 3:
        v.p("rules-who-all")
        if n == 4:
            v.p("rules-who-all-four")
    if n > 2:
        v.p("rules-priority")
    if rules.throw_in == "all" and (teams == "3v3" or (teams is None and n >= 5)):
        v.p("rules-priority-helpers")  # 000: the defender's left neighbour first
    v.p("rules-limit")
    if rules.first_bout_limit == 5:
        v.p("rules-limit-first", limit=rules.first_bout_limit)

    v.section("defend")
    v.p("rules-cover")
    v.example(COVER_EXAMPLE, "rules-cover-example", attack=attack, cover=cover)
    plain, trump = TRUMP_EXAMPLE
    v.example(TRUMP_EXAMPLE, "rules-trump-example", attack=plain, cover=trump)
    v.p("rules-beaten")
    v.p("rules-take")

    if rules.mode == "transfer":
        v.section("transfer")
        v.p("rules-transfer")
        first, second = TRANSFER_EXAMPLE
        v.example(TRANSFER_EXAMPLE, "rules-transfer-example", attack=first, card=second)
        if rules.transfer_by_trump:
            v.p("rules-transfer-show")
        if n == 2:
            v.p("rules-transfer-two")
        if rules.transfer_by_trump:
            v.p("rules-transfer-after-cover-show")
        else:
            v.p("rules-transfer-after-cover")

    if teams in ("2v2", "3v3"):
        v.section("teams")
        v.p("rules-teams-" + teams)
        v.p("rules-teams-empty-" + teams)

    v.section("draw")
    v.p("rules-draw-none" if six else "rules-draw-none-all" if all_dealt else "rules-draw")

    if rules.trump_six_swap:
        v.section("swap")
        if six:
            v.p("rules-swap-six-players")
        elif all_dealt:
            v.p("rules-swap-none-all")
        else:
            v.p("rules-swap")
            if rules.deck != 36:
                v.p("rules-swap-low", low=low)

    v.section("end")
    v.p("rules-out-six" if six else "rules-out-all" if all_dealt else "rules-out")
    v.p("rules-teams-win" if teams is not None else "rules-durak")

    v.section("controls")
    v.p(
        "rules-controls",
        beaten=translate("ui-beaten", lang),
        pass_=translate("ui-pass", lang),
        take=translate("ui-take", lang),
    )
    v.p(  # the practice tools (a new player found the rules silent on them)
        "rules-practice",
        hint=translate("ui-hint", lang),
        take_back=translate("ui-take-back", lang),
        coach=translate("ui-coach", lang),
        menu=translate("ui-menu", lang),
        review=translate("ui-review", lang),
    )
    v.p("rules-keyboard")  # the page hides it on a touch screen (a play-through)
    return v.html()
