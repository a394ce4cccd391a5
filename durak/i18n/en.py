"""English message catalog: key -> template.

A template is a ``str.format`` string, or a dict of plural forms (``"one"``/``"other"``)
chosen by the parameter named in ``"count"``. Card parameters (``card``, ``cover``,
``attack``, ``cards``) are rendered with suit symbols by :func:`durak.i18n.translate`.
The UI adds its own strings to this same dict.
"""

from __future__ import annotations

from typing import Any


def plural(n: int) -> str:
    """English plural category of ``n``."""
    return "one" if n == 1 else "other"


MESSAGES: dict[str, Any] = {
    # Input
    "malformed-move": "cannot read the move “{text}”",
    "unknown-card": "“{text}” is not a card",
    "bad-seat": "there is no seat {seat}",
    "game-over": "the game is over",
    "not-in-hand": "{card} is not in your hand",
    "duplicate-card": "{card} is named twice",
    # Whose turn
    "not-your-turn": "it is not your turn",
    "not-attacking": "you are not taking part in this attack",
    "not-neighbour": "only the defender's neighbours may throw in",
    "defender-cannot-attack": "the defender cannot add attack cards",
    "wait-for-main-attacker": "the main attacker plays first; wait until they have passed",
    "already-passed": "you have passed; wait until a new card lands on the table",
    "must-lead": "you must lead a card to start the attack",
    "only-defender": "only the defender can do that",
    # Attacking
    "mixed-ranks": "cards played together must have the same rank",
    "rank-not-on-table": "{card} does not match any rank on the table",
    "limit-six": "no more than 6 attack cards in one bout",
    "limit-first-bout": {
        "count": "limit",
        "one": "no more than {limit} attack card in the first bout",
        "other": "no more than {limit} attack cards in the first bout",
    },
    "limit-defender-hand": {
        "count": "limit",
        "one": "the defender held only {limit} card at the start of this bout",
        "other": "the defender held only {limit} cards at the start of this bout",
    },
    # Defending
    "nothing-to-beat": "there is no uncovered card to beat",
    "not-on-table": "{card} is not an attack card on the table",
    "already-covered": "{card} is already beaten",
    "already-taking": "you have already decided to take the cards",
    "trump-needs-higher-trump": "a trump can only be beaten by a higher trump",
    "too-low": "{cover} is lower than {card}",
    "wrong-suit": "{cover} is neither the suit of {card} nor a trump",
    # Transfer
    "transfer-off": "transferring is not part of these rules",
    "transfer-after-cover": "you cannot transfer after a card has been beaten",
    "transfer-rank": "{card} does not match the rank of the attack",
    "transfer-mixed": "the attack cards have different ranks, so it cannot be transferred",
    "transfer-too-few": {
        "count": "held",
        "one": "the next defender holds only {held} card, too few for {needed} attack cards",
        "other": "the next defender holds only {held} cards, too few for {needed} attack cards",
    },
    # Trump-six swap
    "swap-off": "the trump-six swap is not part of these rules",
    "swap-no-six": "you do not hold the trump six",
    "swap-from-table": "a trump six picked up from the table cannot be swapped",
    "swap-too-late": "a card has been played since the bottom trump was drawn",
    "swap-nothing": "there is no face-up trump to swap with",
    # Fallback
    "illegal-move": "that move is not allowed now",
}

#: The keys of the rules engine's reasons (IllegalMove.key is always one of these).
RULE_KEYS = frozenset(MESSAGES)

# --- The table (durak.web / durak.ui): every visible string of the front end. ---
MESSAGES.update(
    {
        "ui-title": "Durak",
        "ui-you": "You",
        "ui-new-game": "New game",
        "ui-play-again": "Play again",
        "ui-start": "Start",
        "ui-cancel": "Cancel",
        "ui-log": "Game log",
        "ui-take": "Take",
        "ui-beaten": "Beaten",
        "ui-pass": "Pass",
        "ui-transfer": "Transfer",
        "ui-swap": "Swap trump six",
        "ui-transfer-zone": "Drop here to transfer",
        "ui-trump": "Trump: {suit}",
        "ui-stock": {"count": "count", "one": "{count} card in the stock", "other": "{count} cards in the stock"},
        "ui-stock-empty": "The stock is empty",
        "ui-discard": {"count": "count", "one": "{count} card discarded", "other": "{count} cards discarded"},
        "ui-cards": {"count": "count", "one": "{count} card", "other": "{count} cards"},
        "ui-your-hand": "Your hand",
        "ui-table": "The table",
        "ui-role-attacker": "attacker",
        "ui-role-defender": "defender",
        "ui-role-helper": "may throw in",
        "ui-role-out": "out",
        "ui-role-took": "taking",
        "ui-your-turn-attack": "Your attack: tap a card to play it",
        "ui-your-turn-add": "Throw in a card of a rank on the table, or press {button}",
        "ui-your-turn-defend": "Defend: tap a card to cover, or press Take",
        "ui-choose-target": "Now tap the card to cover with {card}",
        "ui-waiting": "{name} is thinking…",
        "ui-fallback": "The bots' worker did not answer: a simple bot played for {name}",
        "ui-worker-starting": "Bots starting…",
        "ui-worker-ready": "Bots ready",
        "ui-worker-failed": "Bots' worker unavailable: simple bots play on this device",
        "ui-end-durak-you": "You are the durak!",
        "ui-end-durak": "{name} is the durak",
        "ui-end-draw": "A draw: nobody is left holding cards",
        "ui-match-losses": "Losses this session",
        # The new-game panel
        "ui-panel-title": "New game",
        "ui-presets": "Tables",
        "ui-players": "Players",
        "ui-mode": "Mode",
        "ui-mode-throw-in": "Throw-in",
        "ui-mode-transfer": "Transfer",
        "ui-throw-in": "Who may throw in",
        "ui-throw-in-all": "All players",
        "ui-throw-in-neighbours": "Defender's neighbours",
        "ui-first-bout": "First bout limit",
        "ui-swap-option": "Trump-six swap",
        "ui-bots": "Bots",
        "ui-level-easy": "Easy",
        "ui-level-medium": "Medium",
        "ui-level-hard": "Hard",
        "ui-speed": "Speed",
        "ui-speed-slow": "Slow",
        "ui-speed-medium": "Medium",
        "ui-speed-fast": "Fast",
        "ui-speed-extra-fast": "Extra Fast",
        "ui-hints": "Hints (highlight playable cards)",
        # The game log and the live announcements
        "log-attack": "{name} attacks with {cards}",
        "log-throw-in": "{name} throws in {cards}",
        "log-defend": "{name} covers {attack} with {cover}",
        "log-transfer": "{name} transfers with {card}",
        "log-take": "{name} takes the cards",
        "log-pass": "{name} passes",
        "log-swap": "{name} swaps the trump six for {card}",
        "log-attack-you": "You attack with {cards}",
        "log-throw-in-you": "You throw in {cards}",
        "log-defend-you": "You cover {attack} with {cover}",
        "log-transfer-you": "You transfer with {card}",
        "log-take-you": "You take the cards",
        "log-pass-you": "You pass",
        "log-swap-you": "You swap the trump six for {card}",
        "log-picked-up-you": {
            "count": "count",
            "one": "You pick up {count} card",
            "other": "You pick up {count} cards",
        },
        "log-beaten": "Beaten off: the cards go to the discard pile",
        "log-picked-up": {
            "count": "count",
            "one": "{name} picks up {count} card",
            "other": "{name} picks up {count} cards",
        },
        "log-new-game": "New game: {players} players, {mode}; trump {suit}",
        "log-first": "{name} attacks first",
        "suit-S": "spades",
        "suit-H": "hearts",
        "suit-D": "diamonds",
        "suit-C": "clubs",
    }
)

# --- Notices of settings, storage and share links (durak.settings, durak.storage, durak.share). ---
MESSAGES.update(
    {
        "storage-corrupt": "The saved {what} could not be read, so defaults are used.",
        "storage-repaired": "Some saved {what} were not valid ({fields}) and were reset to defaults.",
        "storage-full": "The browser's storage is full: the {what} could not be saved.",
        "storage-disabled": "The browser's storage is not available: the {what} will not be kept after this visit.",
        "storage-future-version": "The saved {what} come from a newer version of this game: they are left untouched and defaults are used.",
        "storage-changed-elsewhere": "The saved {what} were changed in another tab or window.",
        "record-import-invalid": "This file is not a Durak record ({reason}); nothing was imported.",
        "record-import-future-version": "This record comes from a newer version of this game; nothing was imported.",
        "link-too-long": "The link is too long to be a shared deal; it was ignored.",
        "link-future-version": "The link comes from a newer version of this game; it was ignored.",
        "link-bad-value": "The link's value {value} for “{field}” is not valid; using {default}.",
        "link-duplicate": "The link names “{field}” more than once; the first value is used.",
        "link-no-seed": "The link has no valid deal number, so a new deal is used.",
        "link-bots-count": "The link names {given} bot levels for {needed} bots; the others play at {default}.",
        "link-missing": "The link does not give {fields}; defaults are used.",
        "link-banner-deal": "Shared deal: {mode}, {players} players",
        "link-banner-rules": "Shared rules: {mode}, {players} players",
        "what-settings": "settings",
        "what-record": "statistics",
        "what-game": "game",
        "what-all": "data",
    }
)

# --- Menu, sharing, statistics, notices (durak.web.app, durak.ui.stats_view). ---
MESSAGES.update(
    {
        "ui-menu": "Menu",
        "ui-close": "Close",
        "ui-dismiss": "Dismiss",
        "ui-share": "Share",
        "ui-share-copied": "Link copied: send it to a friend to play the same deal.",
        "ui-share-manual": "Copy this link to share the deal:",
        "ui-replay": "Replay this deal",
        "ui-daily": "Today's deal",
        "ui-play-shared": "Play this deal",
        "ui-not-now": "Not now",
        "ui-replace-warning": "Your game in progress will be replaced.",
        "ui-stats": "Statistics",
        "ui-stats-total": "All games",
        "ui-stats-games": "Games",
        "ui-stats-wins": "Won",
        "ui-stats-losses": "Lost",
        "ui-stats-draws": "Draws",
        "ui-stats-streak": "Games without a loss in a row: {streak} (best {best})",
        "ui-stats-chart": {
            "count": "count",
            "one": "Result of the last game",
            "other": "Results of the last {count} games",
        },
        "ui-stats-match-limit": {
            "count": "count",
            "one": "The match ends at {count} loss",
            "other": "The match ends at {count} losses",
        },
        "ui-stats-reset": "Reset statistics",
        "ui-stats-reset-confirm": "Really reset? Press again to erase all statistics",
        "ui-stats-reset-done": "Statistics reset.",
        "ui-stats-export": "Export",
        "ui-stats-import": "Import",
        "ui-stats-imported": "Statistics imported.",
        "ui-match-over": "Match over: {name} reached {count} losses",
        "ui-loss-limit": "Match to losses",
        "ui-loss-limit-none": "No limit",
        "ui-resumed": "Your game was restored where you left it.",
    }
)
