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
    "wait-for-helper": "a player before you in turn may still throw in; wait until they pass",
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
    "wrong-suit": "{cover} cannot beat {card}: it is neither of the same suit nor a trump",
    # Transfer
    "transfer-off": "transferring is not part of these rules",
    "transfer-after-cover": "you cannot transfer after a card has been beaten",
    "transfer-rank": "{card} does not match the rank of the attack",
    "transfer-mixed": "the attack cards have different ranks, so it cannot be transferred",
    "transfer-too-few": {
        "count": "held",
        "one": "the next defender holds only {held} card; the attack would have {needed}",
        "other": "the next defender holds only {held} cards; the attack would have {needed}",
    },
    "transfer-nobody": "nobody else is still in play to pass the attack to",
    # Transfer by showing a trump
    "show-off": "transferring by showing a trump is not part of these rules",
    "show-not-trump": "{card} is not a trump: play it to transfer, or show the trump of this rank",
    "show-again": "{card} has already been shown in this bout",
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
        "ui-enter-starts": "Enter on an option or a tick box starts the game",
        "ui-cancel": "Cancel",
        "ui-log": "Game log",
        "ui-take": "Take",
        "ui-lead-set": "Play {cards}",
        "ui-beaten": "Beaten",
        "ui-pass": "Pass",
        "ui-transfer": "Transfer",
        "ui-swap": "Swap trump six",
        "ui-transfer-zone": "Drop here to transfer",
        "ui-trump": "Trump: {suit}",
        "ui-trump-card": "The face-up trump under the stock.",
        # A card's description after its name (durak.ui.table_view.card_note). Every part of a
        # card's description (these, "ui-trump-card", "mark-last", the coach's figure) is a
        # sentence with its full stop: a screen reader reads them one after another.
        "ui-card-attack-open": "Attack, not covered.",
        "ui-card-attack-covered": "Attack, covered by {card_name}.",
        "ui-card-cover": "Covers {card_name}.",
        "ui-card-in-hand": "In your hand.",
        "ui-stock": {
            "count": "count",
            "one": "{count} card in the stock",
            "other": "{count} cards in the stock",
        },
        "ui-stock-empty": "The stock is empty",
        "ui-discard": {
            "count": "count",
            "one": "{count} card discarded",
            "other": "{count} cards discarded",
        },
        "ui-cards": {"count": "count", "one": "{count} card", "other": "{count} cards"},
        "ui-your-hand": "Your hand",
        "ui-table": "The table",
        "ui-role-attacker": "attacker",
        "ui-role-defender": "defender",
        "ui-role-helper": "may throw in",
        "ui-role-out": "out",
        "ui-role-took": "taking",
        "ui-your-turn-attack": "Your attack: choose a card to play",
        "ui-your-turn-add": "Throw in a card of the same rank as one on the table, or press {button}",
        "ui-your-turn-defend": "Defend: choose a card to cover with, or press Take",
        "ui-choose-target": "Now choose the card that {card} will cover",
        "ui-choose-cover": "Now choose a card of yours that covers {card}",
        "said-arrows": "the left and right arrow keys",
        "ui-your-turn-attack-keys": "Your attack: choose a card with ← → and press Enter",
        "ui-your-turn-defend-keys": "Defend: choose a card with ← → and press Enter to cover, or press T to take",
        "ui-choose-target-keys": "Now choose the card that {card} will cover (← →, then Enter)",
        "ui-choose-cover-keys": "Now choose a card of yours that covers {card} (← →, then Enter)",
        "ui-your-turn-add-keys": "Throw in a card of the same rank as one on the table (← → and Enter), or press {letter} ({button})",
        "ui-your-turn-take-only": "You have nothing to cover with: press Take",
        "ui-your-turn-take-only-keys": "You have nothing to cover with: press T to take",
        "ui-your-turn-transfer": "Defend: choose a card to cover with, press Transfer to pass the attack on, or press Take",
        "ui-your-turn-transfer-keys": "Defend: choose a card with ← → and press Enter to cover, R to transfer, or T to take",
        "ui-waiting": "{name} is thinking…",
        "ui-fallback": "The bots' worker did not answer: a simple bot played for {name}",
        "ui-worker-starting": "Bots starting…",
        "ui-worker-ready": "Bots ready",
        "ui-worker-failed": "Bots' worker unavailable: simple bots play on this device",
        "ui-end-durak-you": "You are the durak!",
        "ui-end-durak": "{name} is the durak",
        "ui-end-draw": "A draw: nobody is left holding cards",
        "ui-match-losses": "Losses in this match",
        # The new-game panel
        "ui-panel-title": "New game",
        "ui-presets": "Rule sets",
        "ui-players": "Players",
        "ui-mode": "Mode",
        "ui-mode-throw-in": "Throw-in",
        "ui-mode-transfer": "Transfer",
        "ui-throw-in": "Who may throw in",
        "ui-throw-in-all": "All players",
        "ui-throw-in-neighbours": "Defender's neighbours",
        "ui-first-bout": "First bout limit",
        "ui-swap-option": "Trump-six swap",
        "ui-trump-rules": "Trump card",
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
        "log-beaten-auto": "Beaten off (nothing more can be thrown in): the cards go to the discard pile",
        "log-you-draw": "You draw {cards}",
        "log-out": "{name} is out: no cards left",
        "log-out-you": "You are out: no cards left",
        "log-defender": "{name} is the defender",
        "log-defender-you": "You are the defender",
        "log-picked-up": {
            "count": "count",
            "one": "{name} picks up {count} card",
            "other": "{name} picks up {count} cards",
        },
        "log-new-game": "New game: {players} players, {mode}; trump {suit}",
        "log-first-trump": "{name} attacks first: the lowest trump dealt, {card}",
        "log-first": "{name} attacks first",
        "log-first-later": "{name} attacks first: the previous game's loser deals, and the player on the dealer's left attacks",
        "log-first-fool": "{name} attacks first: the previous game's loser defends, attacked from the right",
        "log-trump-dealt": "Every card is dealt: the last, {card}, is trump and stays with {name}",
        "log-new-match": "A new match begins",
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
        "storage-moves-dropped": "The saved game goes on without its list of moves, which could not be played again: “Take back” and “Review” are not available in this game.",
        "storage-game-mended": "Some details of the saved game were damaged: the game goes on, with defaults for them.",
        "storage-future-game": "A newer version of this game saved a game in progress: this page leaves it untouched, so the game played here is not saved.",
        "storage-followed": "Another tab or window played on: this one now shows the game as it saved it.",
        "storage-repaired": "Some saved {what} were not valid ({fields}) and were reset to defaults.",
        "storage-full": "The browser's storage is full: the {what} could not be saved.",
        "storage-disabled": "The browser's storage is not available: the {what} will not be kept after this visit.",
        "storage-future-version": "A newer version of this game saved the {what}: this page leaves that untouched and uses defaults.",
        "storage-changed-elsewhere": "Another tab or window changed the saved {what}.",
        "record-import-invalid": "This file is not a Durak record ({reason}); nothing was imported.",
        "record-import-future-version": "This record comes from a newer version of this game; nothing was imported.",
        "link-too-long": "The link is too long to be a shared deal; it was ignored.",
        "link-future-version": "The link comes from a newer version of this game; it was ignored.",
        "link-bad-value": "The link's value {value} for “{field}” is not valid; using {default}.",
        "link-duplicate": "The link names “{field}” more than once; the first value is used.",
        "link-no-seed": "The link has no valid deal number, so a new deal is used.",
        "link-damaged": "This link is damaged: some of its settings could not be read, so the usual ones are used.",
        "link-damaged-deal": "This link is damaged: some of its settings could not be read, so the usual ones are used, with a new deal.",
        "link-bots-count": "The link names {given} bot levels for {needed} bots; the others play at {default}.",
        "link-missing": "The link does not give {fields}; defaults are used.",
        "link-banner-deal": "Shared deal: {mode}, {players} players",
        "link-banner-daily": "Today's deal: {mode}, {players} players",
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
        "ui-play-shared-rules": "Play with these rules",
        "ui-not-now": "Not now",
        "ui-replace-warning": "Your game in progress will be replaced.",
        "ui-stats": "Statistics",
        "ui-stats-total": "All games",
        "ui-stats-games": "Games",
        "ui-stats-wins": "Won",
        "ui-stats-losses": "Lost",
        "ui-stats-draws": "Draws",
        "ui-stats-abandoned": "Abandoned",
        "ui-stats-abandoned-note": "Abandoned: games you replaced with a new one before they ended.",
        "ui-stats-streak": "Games in a row without a loss: {streak} (best: {best})",
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
        "ui-stats-reset-confirm": "Really reset?",
        "ui-stats-reset-warning": "Press again to erase all statistics.",
        "ui-stats-reset-done": "Statistics reset.",
        "ui-stats-reset-match": "Statistics reset, and the match with them: no losses yet.",
        "ui-stats-export": "Export",
        "ui-stats-import": "Import",
        "ui-stats-imported": "Statistics imported.",
        "ui-match-over": "Match over: {name} reached {count} losses",
        "ui-match-again": "“{again}” starts a new match.",
        "ui-loss-limit": "Match to losses",
        "ui-loss-limit-none": "No limit",
        "ui-resumed": "Your game was restored where you left it.",
    }
)

# --- Card names and the "Rules" view (durak.i18n.card_name/card_label, durak.ui.rules_view). ---
RANK_NAMES: dict[str, str] = {
    "2": "two",
    "3": "three",
    "4": "four",
    "5": "five",
    "6": "six",
    "7": "seven",
    "8": "eight",
    "9": "nine",
    "T": "ten",
    "J": "jack",
    "Q": "queen",
    "K": "king",
    "A": "ace",
}
SUIT_NAMES: dict[str, str] = {"S": "spades", "H": "hearts", "D": "diamonds", "C": "clubs"}


#: A card's name may take its article (``card_name(card, "art")``: "the queen of hearts"),
#: as every card is said in a spoken message (``SAID_CASE``, :func:`durak.i18n.translate`).
CASES = ("art",)
SAID_CASE = "art"


def card_name(card: str, case: str = "") -> str:
    """``"QH"`` -> ``"queen of hearts"``, with ``case="art"`` ``"the queen of hearts"``; text
    that is not a card code is returned unchanged."""
    if len(card) != 2 or card[0] not in RANK_NAMES or card[1] not in SUIT_NAMES:
        return card
    name = f"{RANK_NAMES[card[0]]} of {SUIT_NAMES[card[1]]}"
    return "the " + name if case == "art" else name


MESSAGES.update(
    {
        "rules-title": "Rules of this game",
        "rules-summary": {
            "count": "players",
            "one": "{players} player · {mode}",
            "other": "{players} players · {mode}",
        },
        "rules-aim-h": "The aim",
        "rules-aim": (
            "Get rid of all your cards. Nobody wins as such: the last player left holding cards "
            "is the durak, the fool, and loses the game."
        ),
        "rules-deal-h": "Cards and the deal",
        "rules-deck": "The pack has 36 cards, six to ace in every suit; the six is lowest and the ace highest.",
        "rules-deal": (
            "Each player is dealt six cards. The next card is turned face up and slid crosswise "
            "under the stock: its suit is trump for the whole game, and it will be the last card drawn."
        ),
        "rules-deal-six": (
            "With six players the whole pack is dealt, so there is no stock. The dealer's last card "
            "is shown to everybody: its suit is trump, and the dealer keeps it in hand."
        ),
        "rules-first-attack": (
            "In the first game the player with the lowest trump leads: the trump six, shown as proof, "
            "or the trump seven if nobody has the six, and so on. The opening attack may be any card."
        ),
        "rules-later-left": (
            "After that the loser of each game deals the next one, and the player on the dealer's "
            "left attacks first."
        ),
        "rules-later-fool": (
            "After that the loser of each game deals the next one, and the player on the loser's "
            "right attacks the loser first, so that the fool learns to defend."
        ),
        "rules-later-draw": "After a drawn game the previous loser deals again.",
        "rules-attack-h": "Attacking",
        "rules-attack": (
            "The attacker plays any card, or several cards of one rank, against the player on "
            "their left, who defends."
        ),
        "rules-throw-in": (
            "More cards may then be thrown in, but only of a rank already on the table in this "
            "bout, whether it came from the attack or from the defence."
        ),
        "rules-throw-in-example": (
            "Once {attack} has been covered with {cover}, eights and queens may be thrown in. "
            "{card} may not, even though it is higher."
        ),
        "rules-who-all": "Every player except the defender may throw in.",
        "rules-who-all-four": (
            "With four players the defender's left-hand neighbour throws in before the player "
            "sitting opposite."
        ),
        "rules-who-neighbours": (
            "Only the defender's two neighbours may throw in; everybody else sits the bout out."
        ),
        "rules-who-three": "Both of the defender's opponents may throw in.",
        "rules-priority": (
            "The main attacker has priority: the others add cards only after the main attacker has "
            "passed. Every new card on the table, attack or cover, lets everyone add again."
        ),
        "rules-limit": (
            "No more than six attack cards in one bout, and never more than the defender held when "
            "the bout began, even after the defender has decided to take."
        ),
        "rules-limit-first": {
            "count": "limit",
            "one": "In the very first bout of the game the limit is {limit} card.",
            "other": "In the very first bout of the game the limit is {limit} cards.",
        },
        "rules-defend-h": "Defending",
        "rules-cover": (
            "The defender beats each attack card with a higher card of the same suit, or with any "
            "trump if the attack card is not a trump. A trump can only be beaten by a higher trump."
        ),
        "rules-cover-example": "{cover} beats {attack}: same suit, higher rank.",
        "rules-trump-example": (
            "With spades as trump, {cover} beats {attack}, even when the defender holds a higher "
            "diamond: nobody has to follow suit."
        ),
        "rules-beaten": (
            "When every attack card is covered and nobody adds any more, when the limit is reached "
            "and covered, or when the defender has covered with their very last card, the attack is "
            "beaten off: the cards go to the discard pile and the defender attacks next."
        ),
        "rules-take": (
            "The defender may give up at any moment, even before covering anything. The attackers "
            "may then add every card they could have attacked with, within the limit; the defender "
            "picks up everything on the table and misses a turn: the player on the defender's left "
            "attacks next."
        ),
        "rules-transfer-h": "Transferring",
        "rules-transfer": (
            "Before any attack card has been covered, the defender may add a card of the same rank "
            "as the attack and pass the whole, now bigger, attack to the next player, who becomes "
            "the defender. All attack cards must share that rank, and the new defender must hold "
            "at least as many cards as there are attack cards. An attack may be passed on again "
            "and again."
        ),
        "rules-transfer-example": (
            "{attack} on its own can be passed on with {card}; then both jacks attack the next player."
        ),
        "rules-transfer-two": "With two players the transferred attack goes back to the first attacker.",
        "rules-transfer-after-cover": (
            "Once an attack card has been covered, the attack can no longer be transferred. The "
            "card must actually be played: showing a trump is not enough."
        ),
        "rules-draw-h": "Drawing",
        "rules-draw": (
            "After each bout everyone draws from the stock up to six cards: the main attacker first, "
            "then the others who attacked, the defender last. When the stock runs out, some get "
            "fewer. A hand of more than six is kept as it is."
        ),
        "rules-draw-none": (
            "With six players there is no stock and nobody draws: the game is played with the "
            "cards that were dealt."
        ),
        "rules-swap-h": "Swapping the trump six",
        "rules-swap": (
            "A player who gets the trump six from the deal or the stock may exchange it for the "
            "face-up trump under the stock at any time, even on someone else's turn, and even after "
            "that card has been drawn, as long as nobody has played a card since. A trump six "
            "picked up from the table cannot be swapped."
        ),
        "rules-swap-six-players": (
            "With six players no card lies face up under a stock, so there is nothing to swap the "
            "trump six for."
        ),
        "rules-end-h": "End of the game",
        "rules-out": (
            "While the stock lasts, nobody goes out. Once it is empty, a player without cards is "
            "out and safe, and the turn passes them by."
        ),
        "rules-out-six": (
            "With six players the stock is empty from the start: a player without cards is out and "
            "safe at once, and the turn passes them by."
        ),
        "rules-durak": (
            "The game ends only when a bout is over. The last player with cards in hand is the "
            "durak; if nobody has any cards left after the last bout, the game is a draw."
        ),
        "rules-controls-h": "On this screen",
        "rules-practice": (
            "“{hint}” suggests a move and says why; “{take_back}” takes your last move back; the {coach} (in the {menu}) shows on each of your moves your chance of not being the durak. A game with any of these three is a practice game: it does not count in your statistics. After a game, “{review}” goes through your moves."
        ),
        "rules-keyboard": "Keys: ← and → pick a card, Enter plays it, and the letter shown on a button presses it.",
        "rules-controls": (
            "Click or tap a highlighted card to play it, or drag it onto the table; to defend, drop "
            "it on the card it beats. “{beaten}” or “{pass_}” ends your turn to add cards, and “{take}” "
            "picks up the table."
        ),
        "rules-teams-h": "Partnerships",
        "rules-teams-2v2": (
            "Four players in two pairs, partners sitting opposite each other. Both members of the "
            "attacking pair may attack, the attacker before the partner. You never attack your "
            "partner, help your partner defend or give your partner cards."
        ),
        "rules-teams-3v3": (
            "Six players in two teams of three, seated so that neighbours are always opponents. "
            "Every member of the attacking team may join the attack. You never attack a "
            "team-mate, help a team-mate defend or give a team-mate cards."
        ),
        "rules-teams-empty-2v2": (
            "When one partner runs out of cards, the other plays for both: whenever it would be "
            "the empty player's turn to attack or defend, the partner does it with their own cards."
        ),
        "rules-teams-empty-3v3": (
            "When a player runs out of cards, the next member of that team clockwise takes over "
            "the empty seat, and the gap moves on, so attacks always alternate between the teams."
        ),
        "rules-teams-win": (
            "The game ends only when a bout is over. The team that gets rid of all its cards first "
            "wins; the team still holding cards loses."
        ),
    }
)

# The "new version" banner of the offline app (static/js/pwa.js shows it; the app may pass
# these to it as data-ui-update-available / data-ui-update-reload on <html>).
MESSAGES.update(
    {
        "ui-update-available": "Update available",
        "ui-update-reload": "Reload",
    }
)

# --- Partnerships at the table (000). ---
MESSAGES.update(
    {
        "ui-teams": "Seating",
        "ui-teams-none": "Each for themselves",
        "ui-teams-2v2": "Pairs (2 v 2)",
        "ui-teams-3v3": "Teams (3 v 3)",
        "ui-panel-deck-grown": "{players} players need a bigger deck: {deck} cards chosen.",
        "ui-panel-preset-follows": "Rules of “{preset}” for these players: {changes}.",
        "ui-panel-teams-off": {
            "count": "count",
            "one": "{seating}: only with {count} player. Each plays for themselves now.",
            "other": "{seating}: only with {count} players. Each plays for themselves now.",
        },
        "ui-panel-players-set": {
            "count": "count",
            "one": "{seating}: {count} player chosen.",
            "other": "{seating}: {count} players chosen.",
        },
        "ui-role-partner": "partner",
        "ui-and": " and ",
        "ui-end-team-you": "Your team is left holding cards: you are the durak!",
        "ui-end-team": "{names} are left holding cards: they are the durak",
    }
)

# --- Presets, bot names, the Rules view and the language menu (durak.web.app, durak.ui.panel). ---
MESSAGES.update(
    {
        "preset-classic": "Classic",
        "preset-classic-desc": "Throw-in Durak: everyone but the defender may throw in (with 5–6 players playing individually, only the defender’s neighbours), first bout up to 6 cards, no trump-six swap.",
        "preset-transfer": "Transfer",
        "preset-transfer-desc": "Transfer Durak: the defender may pass the attack on with a card of the same rank; everyone may throw in; at most 5 cards in the first bout.",
        "preset-neighbours": "Neighbours only",
        "preset-neighbours-desc": "Throw-in Durak where only the defender’s two neighbours may attack; first bout up to 6 cards.",
        "preset-transfer-neighbours": "Transfer, neighbours only",
        "preset-transfer-neighbours-desc": "Transfer Durak where only the defender’s two neighbours may attack; first bout up to 6 cards.",
        "preset-club": "Club rules with trump-six swap",
        "preset-club-desc": "Finnish club rules: the trump six from the deal or stock may be swapped for the face-up trump; everyone may throw in (with 5–6 players playing individually, neighbours only); the dealer’s left-hand neighbour attacks first.",
        "preset-danish": "Danish: loser defends first",
        "preset-danish-desc": "Classic, plus two Danish house rules: the loser of a game is attacked first in the next one, and with more than 3 players playing individually the first bout has at most 5 cards.",
        "preset-custom": "Custom rules",
        "ui-rules": "Rules",
        "ui-language": "Language",
        "bot-1": "Anya",
        "bot-2": "Boris",
        "bot-3": "Katya",
        "bot-4": "Dima",
        "bot-5": "Olga",
        "bot-6": "Misha",  # a spare: for the bot whose name you took
    }
)

# --- Preferences in the new-game panel. ---
MESSAGES.update(
    {
        "ui-your-name": "Your name",
        "ui-preferences": "Preferences",
        "ui-animations": "Animations",
        "ui-sound": "Sound",
    }
)

# --- Issue 11: deck sizes, first attacker, transfer by showing a trump. ---
MESSAGES.update(
    {
        "ui-deck": "Deck",
        "ui-deck-24": "24 cards (9–A, up to 4 players)",
        "ui-deck-32": "32 cards (7–A, up to 5 players)",
        "ui-deck-36": "36 cards (6–A)",
        "ui-deck-52": "52 cards (2–A)",
        "ui-first-attacker": "First attack of a match",
        "ui-first-attacker-lowest-trump": "Lowest trump",
        "ui-first-attacker-left-of-dealer": "Dealer's left-hand neighbour",
        "ui-next-attacker": "First attack of later games",
        "ui-next-attacker-left-of-dealer": "Dealer's left-hand neighbour",
        "ui-next-attacker-attack-the-fool": "The previous game's loser defends first",
        "ui-show-option": "Transfer by showing a trump",
        "ui-note-show": "In transfer mode: a trump of the attack's rank, shown and kept, passes the attack on.",
        "ui-note-first-bout": "The most attack cards in the first bout of each game.",
        "ui-note-swap": "Whoever gets the trump six may swap it for the face-up trump card.",
        "ui-note-first-attacker": "Who attacks first before anyone has lost a game; after that, the loser deals.",
        "ui-note-next-attacker": "The previous game's loser deals the next game; this chooses who attacks first.",
        "ui-note-loss-limit": "The match ends when a player reaches this many losses.",
        "preset-custom-desc": "Your own rules: the choices below.",
        "ui-show": "Show trump",
        "ui-your-turn-transfer-show": "Defend: choose a card to cover with, press Transfer or Show trump to pass the attack on, or press Take",
        "ui-your-turn-transfer-show-keys": "Defend: choose a card with ← → and press Enter to cover, R to transfer, W to show a trump, or T to take",
        "ui-your-turn-show": "Defend: choose a card to cover with, press Show trump to pass the attack on, or press Take",
        "ui-your-turn-show-keys": "Defend: choose a card with ← → and press Enter to cover, W to show a trump and pass the attack on, or T to take",
        "log-show": "{name} shows {card} and passes the attack on",
        "log-show-you": "You show {card} and pass the attack on",
        "rules-deck-other": "The pack has {count} cards, {low} to ace in every suit; the {low} is lowest and the ace highest.",
        "rules-deal-all": "Here the whole pack is dealt, so there is no stock. The dealer's last card is shown to everybody: its suit is trump, and the dealer keeps it in hand.",
        "rules-first-attack-low": "In the first game the player with the lowest trump leads, showing it as proof. The opening attack may be any card.",
        "rules-first-attack-left": "In the first game the player on the dealer's left attacks first. The opening attack may be any card.",
        "rules-transfer-show": "The defender may also pass the attack on without playing a card, by showing the trump of the attack's rank and keeping it. The new defender must then hold at least as many cards as there are attack cards. Each trump may be shown only once in a bout.",
        "rules-transfer-after-cover-show": "Once an attack card has been covered, the attack can no longer be passed on, neither with a card nor by showing a trump.",
        "rules-swap-low": "With this pack the lowest trump is the {low}: it takes the place of the trump six in this rule.",
        "rules-draw-none-all": "The whole pack has been dealt, so there is no stock and nobody draws.",
        "rules-out-all": "There is no stock: a player without cards is out and safe at once, and the turn passes them by.",
        "rules-swap-none-all": "The whole pack is dealt, so no card lies face up under a stock and there is nothing to swap the lowest trump for.",
        "rules-priority-helpers": "The others throw in by turns, starting with the defender's left-hand neighbour: each only once everyone before them has passed.",
    }
)

# --- practice-ui (issue 15, the page): the review screen and the hint line. ---
MESSAGES.update(
    {
        "review-deal": "The deal",
        "review-next-move": "{verdict} — your next move ({number}): {move} ({figure}).",
        "review-lost-anyway": "Every move loses from here, unless the other side goes wrong.",
        "review-longer": "Judged longer than at the table: the figures may differ.",
        "review-judging": "The coach is judging your moves: {done} of {total}…",
        "review-first": "To the deal",
        "review-prev": "Previous move",
        "review-next": "Next move",
        "review-last": "To the end",
        "review-unavailable": "This game cannot be reviewed: its moves are not known.",
        "ui-hint-line": "Hint: {move}. {reason}",
        "ui-hint-press": "press “{button}”",
        "coach-won-short": "Won",
        "coach-lost-short": "Lost",
        "coach-draw-short": "Draw",
    }
)


# --- issue 15 (practice): hint reasons, take back, coach, review. ---
MESSAGES.update(
    {
        "hint-only-move": "It is the only move you have.",
        "hint-last-cards": "The last cards out: the stock is empty, so this empties your hand.",
        "hint-endgame": "The exact endgame says this wins.",
        "hint-keep-trumps": "Keep your trumps while the stock lasts.",
        "hint-take": "Taking costs less than covering.",
        "hint-cheapest-cover": "The cheapest cover.",
        "hint-only-cover": "Only this card of yours covers it.",
        "hint-unbeatable": "The defender cannot beat this suit.",
        "hint-unbeatable-trump": "The defender has no higher trump.",
        "hint-low-lead": "Lead low: keep your high cards and trumps for later.",
        "hint-pair-lead": "You hold another card of this rank to throw in.",
        "hint-best-odds": "Across the ways the hidden cards could lie, this move most often keeps you from being the durak.",
        "hint-known-odds": "Every card is known: in play-outs from here, this move most often keeps you from being the durak.",
        # the two longest reasons, shorter for a phone's hint line (durak.ui.practice_view)
        "hint-last-cards-short": "This plays your last cards.",
        "hint-best-odds-short": "This move most often keeps you from being the durak.",
        "hint-lost-anyway": "Every move loses from here, unless the other side goes wrong.",
        "hint-lost-anyway-short": "Every move loses from here.",
        "hint-coach-higher": "The coach's figures favour another move: {move}, {best} against {this}.",
        "hint-odds-coach": "In the hint's own play-outs this move did best; the coach's figures favour another: {move}, {best} against {this}.",
        "hint-coach-short": "The coach's best: {move}, {best}.",
        "ui-hint": "Hint",
        "ui-take-back": "Take back",
        "ui-taken-back": "Your last move is taken back.",
        "ui-coach": "Coach",
        "ui-coach-what": "The figure on each card and button you can play: your chance not to be the durak (from sampled deals). Games with the coach on do not count in your statistics.",
        "ui-review": "Review",
        "ui-play-from-here": "Play from here",
        "ui-practice": "Practice game",
        "ui-practice-note": "Taking a move back, asking for a hint or showing the coach's figures makes this a practice game: it does not count in your statistics or the match.",
        "ui-practice-note-short": "Makes this a practice game: it will not count.",
        "ui-practice-end": "Practice game: it does not count in your statistics or the match.",
        "ui-practice-now": "This game is now a practice game: it will not count in your statistics or the match.",
        "ui-stats-practice": "Practice games",
        "ui-stats-practice-note": "Practice games (with a hint, a move taken back or the coach) are counted apart from “All games”.",
        "coach-chance": "{percent}% chance not to be the durak",
        "coach-percent": "{percent}%",
        "coach-won": "Won with best play",
        "coach-lost": "Lost with best play",
        "coach-draw": "Draw with best play",
        "review-best": "Best",
        "review-good": "Good",
        "review-inaccuracy": "Inaccuracy",
        "review-mistake": "Mistake",
        "review-blunder": "Blunder",
        "review-forced": "Only move",
        "review-won": "won",
        "review-lost": "lost",
        "review-draw": "draw",
        "review-why": "Why: {reason}",
        "review-better": "Better: {move}.",
        "review-perhaps-better": "Perhaps better: {move}.",
        "review-turning": "Turning point",
        "review-summary": "Accuracy {accuracy}% (the share of your moves rated Best or Good). Turning point: move {number}, {move}.",
        "review-summary-even": "Accuracy {accuracy}% (the share of your moves rated Best or Good). No single mistake decided this game.",
        "review-summary-none": "You had no choices to judge.",
        "review-percents": "Percentages: your chance not to be the durak.",
        "review-move": "After move {number} of {total}",
        "move-attack": "play {cards}",
        "move-defend": "cover {attack} with {cover}",
        "move-transfer": "transfer with {card}",
        "move-show": "show {card} to transfer",
        "move-take": "take",
        "move-pass": "pass",
        "move-swap": "swap the trump six",
    }
)

# --- words (issue 13): the "you" form of every sentence about a player (durak.ui.text.about
# picks it), and the page title and loading screen (static/js/loading.js and index.html show
# these before Python starts; tests/test_i18n.py checks they agree). ---
MESSAGES.update(
    {
        "log-first-trump-you": "You attack first: the lowest trump dealt, {card}",
        "log-first-you": "You attack first",
        "log-first-later-you": "You attack first: the previous game's loser deals, and the player on the dealer's left attacks",
        "log-first-fool-you": "You attack first: the previous game's loser defends, attacked from the right",
        "log-trump-dealt-you": "Every card is dealt: the last, {card}, is trump and stays with you",
        "ui-waiting-you": "Your turn",
        "ui-fallback-you": "The bots' worker did not answer: a simple bot played for you",
        "ui-fallback-starting": "The bots are still starting: a simple bot played for {name} meanwhile",
        "ui-fallback-starting-you": "The bots are still starting: a simple bot played for you meanwhile",
        "ui-match-over-you": {
            "count": "count",
            "one": "Match over: you reached {count} loss",
            "other": "Match over: you reached {count} losses",
        },
        # Role badges at your own seat, after your name ("You" + badge)
        "ui-role-attacker-you": "attacker",
        "ui-role-defender-you": "defender",
        "ui-role-helper-you": "may throw in",
        "ui-role-out-you": "out",
        "ui-role-took-you": "taking",
        "ui-page-title": "Durak — the card game",
        "ui-loading": "Loading Python…",
        "ui-noscript": "This game needs JavaScript to run Python in your browser.",
    }
)

# --- follow: seat bubbles, the last move marked, a bot thinking, the end of the game,
# the statistics chart (durak.ui.follow, durak.web.table, durak.ui.stats_view). ---
MESSAGES.update(
    {
        "bubble-take": "Take",
        "bubble-pass": "Pass",
        "bubble-beaten": "Beaten",
        "bubble-transfer": "Transfer",
        "bubble-swap": "Swap",
        "bubble-show": "Show trump",
        "seat-thinking": "thinking…",
        "mark-last": "Last move: {name}.",
        "mark-last-you": "Your last move.",
        "end-won": "You won",
        "end-durak": "You are the durak",
        "end-draw": "Draw",
        "end-team-won": "Your team won",
        "end-team-lost": "Your team lost",
        "end-no-durak": "Nobody is left holding cards",
        "end-cards-left": "Cards left in hand",
        "stats-won": "Won",
        "stats-lost": "Lost",
        "stats-draw": "Draw",
        "stats-axis-games": "Games, oldest to newest",
        "stats-axis-result": "Result",
        "stats-col-game": "Game",
        "stats-col-date": "Date",
        "stats-col-table": "Table",
        # expert level
        "ui-level-expert": "Expert",
    }
)

# analysis (core): the analysis board's entries, set-up positions and their links
# (durak.analysis, durak.analysis_position; issue 17).
MESSAGES.update(
    {
        "analysis.already-passed": "that player has passed; wait until a new card lands on the table",
        "analysis.already-taking": "the defender has already decided to take the cards",
        "analysis.bad-rules": "these are not rules of the game",
        "analysis.bad-save": "the saved analysis board is damaged and cannot be opened",
        "analysis.cannot-pass": "that player cannot pass now: there is nothing they could add",
        "analysis.discarded": "{card} is already in the discard pile",
        "analysis.draw-count": {
            "count": "count",
            "one": "enter the {count} card you drew",
            "other": "enter the {count} cards you drew",
        },
        "analysis.draw-first": {
            "count": "count",
            "one": "first enter the {count} card you drew from the stock",
            "other": "first enter the {count} cards you drew from the stock",
        },
        "analysis.first-attacker": "with these rules another player attacks first",
        "analysis.hand-size": {
            "count": "count",
            "one": "a hand is dealt {count} card",
            "other": "a hand is dealt {count} cards",
        },
        "analysis.holds-known": "that player holds {card}, which could be added",
        "analysis.impossible": "that does not fit what has been seen in this game",
        "analysis.impossible-deal": "no deal fits these cards and this first attacker",
        "analysis.impossible-draw": "those cards do not fit what has been seen in this game",
        "analysis.in-your-hand": "{card} is in your hand",
        "analysis.known-elsewhere": "{card} is known to be in another player's hand",
        "analysis.link-malformed": "this position link is damaged",
        "analysis.link-too-long": "this position link is too long",
        "analysis.link-version": "this position link is from another version of the game",
        "analysis.lower-trump": "{card} was dealt to nobody: {cover} was shown as the lowest trump",
        "analysis.must-hold": "that player must hold a card they could add",
        "analysis.must-lead": "the attacker must lead a card to start the attack",
        "analysis.no-draw": "there are no drawn cards to enter now",
        "analysis.not-attacking": "that player is not taking part in this attack",
        "analysis.not-drawn": "that player cannot have held {card}",
        "analysis.not-in-deck": "{card} is not in a {count}-card deck",
        "analysis.not-their-turn": "it is not that player's turn",
        "analysis.nothing-own": "your own moves are entered as in a game: pass, or play a card",
        "analysis.on-table": "{card} is already on the table",
        "analysis.pos-cover": "{cover} does not beat {card}",
        "analysis.pos-empty-hand": "while the stock has cards every player holds cards, and the attacker and the defender always do",
        "analysis.pos-engine": "the position is not possible ({text})",
        "analysis.pos-limit": {
            "count": "limit",
            "one": "no more than {limit} attack card in this bout",
            "other": "no more than {limit} attack cards in this bout",
        },
        "analysis.pos-malformed": "the position is not complete",
        "analysis.pos-over": "at least two players must hold cards",
        "analysis.pos-players": {
            "count": "count",
            "one": "give {count} hand, one per player",
            "other": "give {count} hands, one per player",
        },
        "analysis.pos-same-seat": "the attacker and the defender must be different players",
        "analysis.pos-stock": {
            "count": "count",
            "one": "{count} card is named nowhere: the stock holds exactly the cards named nowhere",
            "other": "{count} cards are named nowhere: the stock holds exactly the cards named nowhere",
        },
        "analysis.pos-taking": "the defender can take only while a card is uncovered",
        "analysis.pos-teams": "the defender must be an opponent of the attacker, next in turn",
        "analysis.pos-next": "the defender must be the next player after the attacker, skipping players who are out",
        "analysis.pos-trump": "the trump suit does not match the face-up trump",
        "analysis.pos-trump-card": "while the stock has cards, its face-up trump lies under it, named nowhere else (“Trump card under the stock”)",
        "analysis.pos-turn": "nobody could move in this position as set up",
        "analysis.said-nothing": "that player had nothing to add before and has drawn nothing since, so cannot hold {card}",
        "analysis.seen": "{card} has already been seen elsewhere",
        "analysis.shown-lowest": "{card} is a lower trump than the one shown",
        "analysis.shown-none": "you hold {card}, a trump: the first attacker showed a lower one; choose the trump they showed",
        "analysis.show-yours": "you attack first, so you showed your lowest trump, {card}: choose it",
        "analysis.shown-not-trump": "{card} is not a trump",
        "analysis.too-many": {
            "count": "held",
            "one": "that player holds only {held} card, too few for {needed}",
            "other": "that player holds only {held} cards, too few for {needed}",
        },
        "analysis.transfer-after-cover": "an attack cannot be transferred once a card has been beaten",
        "analysis.under-stock": "{card} is the face-up trump under the stock",
        "analysis.wait-for-helper": "a player before them in turn may still throw in; enter that player's move first",
    }
)

# analysis (page): the analysis board's screens, buttons and lines (issue 17:
# durak.ui.analysis_view, durak.ui.analysis_setup, durak.ui.analysis_picker).
MESSAGES.update(
    {
        "analysis-menu": "Analyse",
        "analysis-title": "Analysis board",
        "analysis-seat": "Player {number}",
        "analysis-attack": "Attack",
        "analysis-throw-in": "Throw in",
        "analysis-cover": "Cover",
        "analysis-over": "The game is over.",
        "analysis-draw": {
            "count": "count",
            "one": "Pick the card you drew: {count} more.",
            "other": "Pick the cards you drew: {count} more.",
        },
        "analysis-draw-done": "All the cards you drew are chosen: press “{done}”.",
        "analysis-which-target": "Which card does {player} cover?",
        "analysis-which-card": "Which card does {player} play?",
        "analysis-your-move": "Your move: choose the card you play, or a button.",
        "analysis-enter-move": "Enter the move of {player}.",
        "analysis-cards": {
            "count": "count",
            "one": "{count} card",
            "other": "{count} cards",
        },
        "analysis-known": "known: {cards}",
        "analysis-known-one": "known: {card}",
        "analysis-discard": "Discard pile: {count}",
        "analysis-no-bout": "No cards on the table",
        "analysis-bout": "The bout",
        "analysis-move-of": "The move of {player}",
        "analysis-pick-attack": "Which card does {player} play?",
        "analysis-pick-defend": "Which card does {player} cover with?",
        "analysis-pick-transfer": "Which card does {player} transfer with?",
        "analysis-pick-show": "Which trump does {player} show?",
        "analysis-your-hand": "Your hand",
        "analysis-chosen": "{count} of {total} chosen",
        "analysis-drew": "The cards you drew",
        "analysis-done": "Done",
        "analysis-coach-best": "The coach's best move: {move} ({figure}).",
        "analysis-do-defend": "cover {target} with {card}",
        "analysis-do-attack": "play {cards}",
        "analysis-do-transfer": "transfer with {cards}",
        "analysis-do-show": "show {cards}",
        "analysis-do-take": "take",
        "analysis-do-pass": "pass",
        "analysis-do-swap": "swap the trump six",
        "analysis-setup": "Set up a position",
        "analysis-back": "Back to the game",
        "analysis-start": "Follow this game",
        "analysis-new-prompt": "Choose the trump card and your 6 cards, then press “{start}”.",
        "analysis-new-ready": "All chosen: press “{start}” to follow your game from its first move.",
        "analysis-new-shown": "Choose the trump {player} showed, then press “{start}”.",
        "analysis-undo": "Undo",
        "analysis-new": "New board",
        "analysis-share": "Share position",
        "analysis-coach": "Coach",
        "analysis-follow": "Follow a game",
        "analysis-rules": "Rules",
        "analysis-your-seat": "Your seat",
        "analysis-first": "Who attacks first",
        "analysis-trump-card": "The trump card",
        "analysis-players": {
            "count": "count",
            "one": "{count} player",
            "other": "{count} players",
        },
        "analysis-zone-hand": "Hand of {player}",
        "analysis-zone-attack": "The bout: attack cards",
        "analysis-zone-cover": "The bout: covering cards",
        "analysis-zone-discard": "Discard pile",
        "analysis-zone-trumpcard": "Trump card under the stock",
        "analysis-mark-attack": "A",
        "analysis-mark-cover": "C",
        "analysis-mark-discard": "D",
        "analysis-mark-trumpcard": "★",
        "analysis-trump-suit": "Trump suit",
        "analysis-to-act": "Whose turn",
        "analysis-to-act-rules": "As the rules say",
        "analysis-attacker": "Attacker",
        "analysis-defender": "Defender",
        "analysis-legal": "The position is legal.",
        "analysis-setup-start": "Start by choosing the cards of each hand.",
        "analysis-put": "Where chosen cards go",
        "analysis-broken-save": "The saved analysis board could not be read: a new board is shown.",
        "analysis-future-save": "The saved analysis board comes from a newer version of this game: it is left untouched and a new board is shown.",
        "analysis-need-trump": "Choose the trump card first.",
        "analysis-undone": "The last entry was undone.",
        "analysis-no-open-card": "There is no uncovered card on the table to cover.",
        "analysis-coach-wait": "The coach is still starting: try again in a moment.",
        "analysis-coach-working": "The coach is thinking…",
        "analysis-coach-for": "The coach, for {player}: {moves}",
        "analysis-share-illegal": "Only a legal position can be shared.",
        "analysis-bad-link": "This position link is broken or not a Durak position: nothing was opened.",
        "analysis-coach-mine": "The coach, for you: {moves}",
        "analysis-rest": "The cards placed nowhere",
        "analysis-rest-stock": {
            "count": "count",
            "one": "are the stock: {count} card, the trump card face up under it",
            "other": "are the stock: {count} cards, the trump card face up under it",
        },
        "analysis-rest-discard": {
            "count": "count",
            "one": "are discarded ({count} card)",
            "other": "are discarded ({count} cards)",
        },
        "analysis-play-confirm": "Press again: your game in progress will be replaced",
        "analysis-ruled-out": "Also greyed out: the cards {player} cannot hold, going by what the game has shown (the lowest trump shown, the cards they took or could not add).",
        "analysis-new-confirm": "Press again to drop this board",
        "analysis-dealer": "Who dealt",
        "analysis-dealer-first": "Nobody yet: the first game of a match",
        "analysis-intro": "Follow a game you are playing at a real table: enter your cards and each move as it is played, and the coach gives your chances.",
        "analysis-dealer-seat": "{player}, in a later game",
        "analysis-taking": "The defender has said take",
        "analysis-nothing": "Nothing to add",
        "analysis-shown": "The trump {player} showed",
        "analysis-shown-none": "none chosen: nobody showed a trump",
    }
)
