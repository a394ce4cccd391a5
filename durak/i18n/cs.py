"""Český katalog: stejné klíče jako :mod:`durak.i18n.en`.

Words of the table: trumf, kolo (a bout), útočník, obránce, přebít (cover), přihodit (throw in),
odhozeno (beaten off), odhozené karty (the discard pile), beru (take), pas, předat (transfer),
balíček (the stock), durak / hlupák. Card names agree in gender: "srdcová dáma",
"pikový král", "kárové eso".
"""

from __future__ import annotations

from typing import Any


def plural(n: int) -> str:
    """Czech integers: 1 -> one; 2-4 -> few; else other ("many" is only for fractions)."""
    n = abs(n)
    if n == 1:
        return "one"
    if 2 <= n <= 4:
        return "few"
    return "other"


#: Rank names with their gender: m(asculine), f(eminine), n(euter).
RANK_NAMES: dict[str, tuple[str, str]] = {
    "2": ("dvojka", "f"),
    "3": ("trojka", "f"),
    "4": ("čtyřka", "f"),
    "5": ("pětka", "f"),
    "6": ("šestka", "f"),
    "7": ("sedmička", "f"),
    "8": ("osmička", "f"),
    "9": ("devítka", "f"),
    "T": ("desítka", "f"),
    "J": ("kluk", "m"),
    "Q": ("dáma", "f"),
    "K": ("král", "m"),
    "A": ("eso", "n"),
}
#: Suit adjective stems: piko-vý/vá/vé, srdco-vý/vá/vé...
SUIT_STEMS: dict[str, str] = {"S": "pikov", "H": "srdcov", "D": "károv", "C": "křížov"}
ENDINGS: dict[str, str] = {"m": "ý", "f": "á", "n": "é"}


#: The cases a card's name is declined in (:func:`card_name`): accusative ("přebíjí
#: pikovou sedmičku"), instrumental ("srdcovým esem"), genitive ("hodnota pikové
#: sedmičky").
CASES = ("acc", "ins", "gen")
#: The suit adjective's ending by case and gender (a court card is animate: "kluka").
CASE_ENDINGS: dict[str, dict[str, str]] = {
    "acc": {"m": "ého", "f": "ou", "n": "é"},
    "ins": {"m": "ým", "f": "ou", "n": "ým"},
    "gen": {"m": "ého", "f": "é", "n": "ého"},
}


def _declined(noun: str, gender: str, case: str) -> str:
    """A rank's noun in ``case``: "dáma" -> "dámu", "dámou", "dámy"; "kluk" -> "kluka",
    "klukem"; "král" -> "krále", "králem"; "eso" -> "eso", "esem", "esa"."""
    if gender == "f":
        return noun[:-1] + {"acc": "u", "ins": "ou", "gen": "y"}[case]
    if gender == "n":
        return {"acc": noun, "ins": noun[:-1] + "em", "gen": noun[:-1] + "a"}[case]
    if case in ("acc", "gen"):  # an animate noun: the genitive's form
        return noun + ("e" if noun.endswith("l") else "a")
    return noun + "em"


def card_name(card: str, case: str = "") -> str:
    """``"QH"`` -> ``"srdcová dáma"``, in ``case`` (:data:`CASES`) ``"srdcovou dámu"``,
    ``"srdcovou dámou"``; text that is not a card code is returned unchanged."""
    if len(card) != 2 or card[0] not in RANK_NAMES or card[1] not in SUIT_STEMS:
        return card
    noun, gender = RANK_NAMES[card[0]]
    if case in CASES:
        return f"{SUIT_STEMS[card[1]]}{CASE_ENDINGS[case][gender]} {_declined(noun, gender, case)}"
    return f"{SUIT_STEMS[card[1]]}{ENDINGS[gender]} {noun}"


MESSAGES: dict[str, Any] = {
    # Input
    "malformed-move": "tah „{text}“ nelze přečíst",
    "unknown-card": "„{text}“ není karta",
    "bad-seat": "místo {seat} neexistuje",
    "game-over": "hra už skončila",
    "not-in-hand": "kartu {card} nemáte v ruce",
    "duplicate-card": "karta {card} je uvedena dvakrát",
    # Whose turn
    "not-your-turn": "teď nejste na tahu",
    "not-attacking": "v tomto útoku nehrajete",
    "not-neighbour": "přihazovat smějí jen sousedé obránce",
    "defender-cannot-attack": "obránce nemůže přihazovat útočné karty",
    "wait-for-main-attacker": "hlavní útočník hraje první: počkejte, až řekne pas",
    "wait-for-helper": "hráč před vámi v pořadí ještě může přihodit: počkejte, až řekne pas",
    "already-passed": "už jste pasovali: počkejte, až na stůl přibude nová karta",
    "must-lead": "útok začněte vynesením karty",
    "only-defender": "to může udělat jen obránce",
    # Attacking
    "mixed-ranks": "karty hrané najednou musí mít stejnou hodnotu",
    "rank-not-on-table": "hodnota karty {card} na stole neleží",
    "limit-six": "v jednom kole nejvýše 6 útočných karet",
    "limit-first-bout": {
        "count": "limit",
        "one": "v prvním kole nejvýše {limit} útočná karta",
        "few": "v prvním kole nejvýše {limit} útočné karty",
        "other": "v prvním kole nejvýše {limit} útočných karet",
    },
    "limit-defender-hand": {
        "count": "limit",
        "one": "obránce měl na začátku kola jen {limit} kartu",
        "few": "obránce měl na začátku kola jen {limit} karty",
        "other": "obránce měl na začátku kola jen {limit} karet",
    },
    # Defending
    "nothing-to-beat": "na stole není žádná nepřebitá karta",
    "not-on-table": "{card} neleží na stole jako útočná karta",
    "already-covered": "karta {card} je už přebitá",
    "already-taking": "už jste se rozhodli brát",
    "trump-needs-higher-trump": "trumf lze přebít jen vyšším trumfem",
    "too-low": "{cover} je nižší než {card}",
    "wrong-suit": "{cover} není ve stejné barvě jako {card} ani trumf",
    # Transfer
    "transfer-off": "předávání v těchto pravidlech není",
    "transfer-after-cover": "jakmile je některá karta přebitá, předávat už nelze",
    "transfer-rank": "karta {card} nemá stejnou hodnotu jako útočné karty",
    "transfer-mixed": "útočné karty mají různé hodnoty, proto útok nelze předat",
    "transfer-too-few": {
        "count": "held",
        "one": "další obránce má jen {held} kartu, útočných karet by bylo {needed}",
        "few": "další obránce má jen {held} karty, útočných karet by bylo {needed}",
        "other": "další obránce má jen {held} karet, útočných karet by bylo {needed}",
    },
    "transfer-nobody": "ve hře už není nikdo další, komu by šlo útok předat",
    # Trump-six swap
    "swap-off": "výměna trumfové šestky v těchto pravidlech není",
    "swap-no-six": "nemáte trumfovou šestku",
    "swap-from-table": "trumfovou šestku sebranou ze stolu vyměnit nelze",
    "swap-too-late": "od dobrání spodního trumfu už byla zahrána karta",
    "swap-nothing": "není tu žádný odkrytý trumf na výměnu",
    "show-off": "předání ukázáním trumfu není součástí těchto pravidel",
    "show-not-trump": "{card} není trumf: předejte zahráním této karty, nebo ukažte trumf stejné hodnoty",
    "show-again": "{card} už byla v tomto kole ukázána",
    # Fallback
    "illegal-move": "tento tah teď není dovolen",
}

MESSAGES.update(
    {
        "ui-title": "Durak",
        "ui-you": "Vy",
        "ui-new-game": "Nová hra",
        "ui-play-again": "Hrát znovu",
        "ui-start": "Začít",
        "ui-enter-starts": "Enter na volbě nebo zaškrtávacím políčku spustí hru",
        "ui-cancel": "Zrušit",
        "ui-log": "Průběh hry",
        "ui-take": "Beru",
        "ui-lead-set": "Zahrát {cards}",
        "ui-beaten": "Odhozeno",
        "ui-pass": "Pas",
        "ui-transfer": "Předat",
        "ui-swap": "Vyměnit trumfovou šestku",
        "ui-transfer-zone": "Pusťte sem pro předání",
        "ui-trump": "Trumf: {suit}",
        "ui-trump-card": "Otočený trumf pod balíčkem.",
        "ui-card-attack-open": "Útočná karta, nepřebitá.",
        "ui-card-attack-covered": "Útočná karta, přebitá kartou: {card_name}.",
        "ui-card-cover": "Přebíjí kartu: {card_name}.",
        "ui-card-in-hand": "Ve vaší ruce.",
        "ui-stock": {
            "count": "count",
            "one": "V balíčku zbývá {count} karta",
            "few": "V balíčku zbývají {count} karty",
            "other": "V balíčku zbývá {count} karet",
        },
        "ui-stock-empty": "Balíček je prázdný",
        "ui-discard": {
            "count": "count",
            "one": "{count} odhozená karta",
            "few": "{count} odhozené karty",
            "other": "{count} odhozených karet",
        },
        "ui-cards": {
            "count": "count",
            "one": "{count} karta",
            "few": "{count} karty",
            "other": "{count} karet",
        },
        "ui-your-hand": "Vaše karty",
        "ui-table": "Stůl",
        "ui-role-attacker": "útočí",
        "ui-role-defender": "brání se",
        "ui-role-helper": "může přihodit",
        "ui-role-out": "mimo hru",
        "ui-role-took": "bere",
        "ui-your-turn-attack": "Útočíte: vyberte kartu, kterou zahrajete",
        "ui-your-turn-add": "Přihoďte kartu stejné hodnoty jako některá karta na stole, nebo stiskněte „{button}“",
        "ui-your-turn-defend": "Braňte se: vyberte kartu, kterou se budete bránit, nebo stiskněte „Beru“",
        "ui-choose-target": "Teď vyberte kartu, kterou přebijete kartou {card}",
        "ui-choose-cover": "Teď vyberte svou kartu, kterou přebijete {card}",
        "said-arrows": "doleva a doprava",
        "ui-your-turn-attack-keys": "Útočíte: vyberte kartu šipkami ← → a stiskněte Enter",
        "ui-your-turn-defend-keys": "Braňte se: vyberte kartu šipkami ← → a stiskněte Enter, nebo stiskněte T („Beru“)",
        "ui-choose-target-keys": "Teď šipkami ← → vyberte kartu, kterou přebijete kartou {card}, a stiskněte Enter",
        "ui-choose-cover-keys": "Teď šipkami ← → vyberte svou kartu, kterou přebijete {card}, a stiskněte Enter",
        "ui-your-turn-add-keys": "Přihoďte kartu stejné hodnoty jako některá karta na stole (← → a Enter), nebo stiskněte {letter} („{button}“)",
        "ui-your-turn-take-only": "Nemáte čím přebít: stiskněte „Beru“",
        "ui-your-turn-take-only-keys": "Nemáte čím přebít: stiskněte T („Beru“)",
        "ui-your-turn-transfer": "Braňte se: vyberte kartu, kterou se budete bránit, stiskněte „Předat“, nebo „Beru“",
        "ui-your-turn-transfer-keys": "Braňte se: vyberte kartu šipkami ← → a stiskněte Enter, R pro předání, nebo T pro braní",
        "ui-waiting": "{name} přemýšlí…",
        "ui-fallback": "Proces botů neodpověděl: za hráče {name} zahrál jednoduchý bot",
        "ui-worker-starting": "Boti se spouštějí…",
        "ui-worker-ready": "Boti jsou připraveni",
        "ui-worker-failed": "Proces botů není k dispozici: na tomto zařízení hrají jednoduší boti",
        "ui-end-durak-you": "Jste durak!",
        "ui-end-durak": "Durakem je {name}",
        "ui-end-draw": "Remíza: nikomu nezůstaly karty",
        "ui-match-losses": "Prohry v této sérii",
        # The new-game panel
        "ui-panel-title": "Nová hra",
        "ui-presets": "Sady pravidel",
        "ui-players": "Hráči",
        "ui-mode": "Režim",
        "ui-mode-throw-in": "Přihazovací",
        "ui-mode-transfer": "Předávací",
        "ui-throw-in": "Kdo smí přihazovat",
        "ui-throw-in-all": "Všichni hráči",
        "ui-throw-in-neighbours": "Sousedé obránce",
        "ui-first-bout": "Limit prvního kola",
        "ui-swap-option": "Výměna trumfové šestky",
        "ui-trump-rules": "Trumfová karta",
        "ui-bots": "Boti",
        "ui-level-easy": "Snadná",
        "ui-level-medium": "Střední",
        "ui-level-hard": "Těžká",
        "ui-speed": "Rychlost",
        "ui-speed-slow": "Pomalá",
        "ui-speed-medium": "Střední",
        "ui-speed-fast": "Rychlá",
        "ui-speed-extra-fast": "Velmi rychlá",
        "ui-hints": "Nápověda (zvýraznit hratelné karty)",
        # The game log and the live announcements
        "log-attack": "{name} útočí: {cards}",
        "log-throw-in": "{name} přihazuje: {cards}",
        "log-defend": "{name} přebíjí {attack} kartou {cover}",
        "log-transfer": "{name} předává kartou {card}",
        "log-take": "{name} bere karty",
        "log-pass": "{name} pasuje",
        "log-swap": "{name} mění trumfovou šestku za {card}",
        "log-attack-you": "Útočíte: {cards}",
        "log-throw-in-you": "Přihazujete: {cards}",
        "log-defend-you": "Přebíjíte {attack} kartou {cover}",
        "log-transfer-you": "Předáváte kartou {card}",
        "log-take-you": "Berete karty",
        "log-pass-you": "Pasujete",
        "log-swap-you": "Měníte trumfovou šestku za {card}",
        "log-picked-up-you": {
            "count": "count",
            "one": "Berete {count} kartu",
            "few": "Berete {count} karty",
            "other": "Berete {count} karet",
        },
        "log-beaten": "Odhozeno: karty jdou mimo hru",
        "log-beaten-auto": "Odhozeno (už není co přihodit): karty jdou mimo hru",
        "log-you-draw": "Dobíráte si z balíčku: {cards}",
        "log-out": "{name} končí: už nemá žádné karty",
        "log-out-you": "Končíte: už nemáte žádné karty",
        "log-defender": "Na obraně je {name}",
        "log-defender-you": "Na obraně jste vy",
        "log-picked-up": {
            "count": "count",
            "one": "{name} bere {count} kartu",
            "few": "{name} bere {count} karty",
            "other": "{name} bere {count} karet",
        },
        "log-new-game": "Nová hra: {mode}, počet hráčů {players}; trumfy jsou {suit}",
        "log-first-trump": "První útočí {name}: nejnižší rozdaný trumf, {card}",
        "log-first": "První útočí {name}",
        "log-first-later": "První útočí {name}: rozdává ten, kdo naposledy prohrál, a útočí hráč po jeho levici",
        "log-first-fool": "První útočí {name}: ten, kdo naposledy prohrál, se brání a útočí na něj soused zprava",
        "log-trump-dealt": "Rozdány jsou všechny karty: trumf je poslední z nich, {card}, a drží ji {name}",
        "log-new-match": "Začíná nová série",
        "suit-S": "piky",
        "suit-H": "srdce",
        "suit-D": "kára",
        "suit-C": "kříže",
    }
)

# Notices of settings, storage and share links. ``{what}`` stands in parentheses or after a
# colon, so no word has to agree with it.
MESSAGES.update(
    {
        "storage-corrupt": "Uložená data ({what}) nelze přečíst, proto platí výchozí hodnoty.",
        "storage-moves-dropped": "Uložená hra pokračuje bez seznamu tahů, který nešlo znovu přehrát: „Vrátit tah“ a „Rozbor“ v ní nejsou k dispozici.",
        "storage-game-mended": "Některé údaje uložené hry byly poškozené: hra pokračuje a pro ně platí výchozí hodnoty.",
        "storage-future-game": "Novější verze hry uložila rozehranou hru: tato stránka ji nechá beze změny, takže hra hraná zde se neukládá.",
        "storage-followed": "V jiné kartě nebo okně se hrálo dál: tady je teď hra tak, jak ji tam uložili.",
        "storage-repaired": "Část uložených dat ({what}) byla neplatná ({fields}) a vrátila se k výchozím hodnotám.",
        "storage-full": "Úložiště prohlížeče je plné: data ({what}) nelze uložit.",
        "storage-disabled": "Úložiště prohlížeče není dostupné: data ({what}) se po této návštěvě neuchovají.",
        "storage-future-version": "Uložená data ({what}) pocházejí z novější verze hry: zůstávají netknutá a platí výchozí hodnoty.",
        "storage-changed-elsewhere": "Uložená data ({what}) se změnila v jiné kartě nebo okně.",
        "record-import-invalid": "Tento soubor není statistika hry Durak ({reason}); nic se nenahrálo.",
        "record-import-future-version": "Tato statistika pochází z novější verze hry; nic se nenahrálo.",
        "link-too-long": "Odkaz je na sdílené rozdání příliš dlouhý, proto byl přeskočen.",
        "link-future-version": "Odkaz pochází z novější verze hry, proto byl přeskočen.",
        "link-bad-value": "Hodnota {value} pro „{field}“ v odkazu není platná; použije se {default}.",
        "link-duplicate": "Odkaz uvádí „{field}“ víckrát; platí první hodnota.",
        "link-no-seed": "Odkaz nemá platné číslo rozdání, proto se rozdává nově.",
        "link-damaged": "Odkaz je poškozený: některá jeho nastavení nejdou přečíst, proto platí obvyklá.",
        "link-damaged-deal": "Odkaz je poškozený: některá jeho nastavení nejdou přečíst, proto platí obvyklá a rozdává se nově.",
        "link-bots-count": "Odkaz uvádí úrovní botů: {given}, botů je však {needed}; ostatní hrají na úrovni {default}.",
        "link-missing": "V odkazu chybí: {fields}; platí výchozí hodnoty.",
        "link-banner-deal": "Sdílené rozdání: {mode}, počet hráčů {players}",
        "link-banner-daily": "Rozdání dne: {mode}, počet hráčů {players}",
        "link-banner-rules": "Sdílená pravidla: {mode}, počet hráčů {players}",
        "what-settings": "nastavení",
        "what-record": "statistika",
        "what-game": "hra",
        "what-all": "všechna data",
    }
)

MESSAGES.update(
    {
        "ui-menu": "Nabídka",
        "ui-close": "Zavřít",
        "ui-dismiss": "Skrýt",
        "ui-share": "Sdílet",
        "ui-share-copied": "Odkaz zkopírován: pošlete ho kamarádovi a zahrajte si stejné rozdání.",
        "ui-share-manual": "Zkopírujte tento odkaz a sdílejte rozdání:",
        "ui-replay": "Zahrát toto rozdání znovu",
        "ui-daily": "Rozdání dne",
        "ui-play-shared": "Zahrát toto rozdání",
        "ui-play-shared-rules": "Hrát podle těchto pravidel",
        "ui-not-now": "Teď ne",
        "ui-replace-warning": "Rozehraná hra bude nahrazena.",
        "ui-stats": "Statistika",
        "ui-stats-total": "Všechny hry",
        "ui-stats-games": "Hry",
        "ui-stats-wins": "Výhry",
        "ui-stats-losses": "Prohry",
        "ui-stats-draws": "Remízy",
        "ui-stats-abandoned": "Nedohrané",
        "ui-stats-abandoned-note": "Nedohrané: hry, které jste nahradili novou dřív, než skončily.",
        "ui-stats-streak": "Her v řadě bez prohry: {streak} (nejvíc {best})",
        "ui-stats-chart": {
            "count": "count",
            "one": "Výsledek poslední hry",
            "few": "Výsledky posledních {count} her",
            "other": "Výsledky posledních {count} her",
        },
        "ui-stats-match-limit": {
            "count": "count",
            "one": "Série končí první prohrou",
            "few": "Série končí po {count} prohrách",
            "other": "Série končí po {count} prohrách",
        },
        "ui-stats-reset": "Vynulovat statistiku",
        "ui-stats-reset-confirm": "Opravdu vynulovat?",
        "ui-stats-reset-warning": "Stiskněte znovu a celá statistika se smaže.",
        "ui-stats-reset-done": "Statistika vynulována.",
        "ui-stats-reset-match": "Statistika vynulována a s ní i série: zatím žádné prohry.",
        "ui-stats-export": "Exportovat",
        "ui-stats-import": "Importovat",
        "ui-stats-imported": "Statistika nahrána.",
        "ui-match-over": "Série skončila: {name} – proher {count}",
        "ui-match-again": "„{again}“ začne novou sérii.",
        "ui-loss-limit": "Série do počtu proher",
        "ui-loss-limit-none": "Bez omezení",
        "ui-resumed": "Hra pokračuje tam, kde jste skončili.",
    }
)

# The "Rules" view (durak.ui.rules_view).
MESSAGES.update(
    {
        "rules-title": "Pravidla této hry",
        "rules-summary": {
            "count": "players",
            "one": "{players} hráč · {mode}",
            "few": "{players} hráči · {mode}",
            "other": "{players} hráčů · {mode}",
        },
        "rules-aim-h": "Cíl hry",
        "rules-aim": (
            "Zbavte se všech svých karet. Vítěz jako takový není: kdo zůstane poslední s kartami "
            "v ruce, je durak, hlupák, a prohrává."
        ),
        "rules-deal-h": "Karty a rozdávání",
        "rules-deck": (
            "Hraje se s 36 kartami, od šestky po eso v každé barvě; šestka je nejnižší, eso "
            "nejvyšší."
        ),
        "rules-deal": (
            "Každý hráč dostane šest karet. Další karta se otočí lícem nahoru a položí napříč pod "
            "balíček: její barva je trumf po celou hru a dobírá se jako úplně poslední."
        ),
        "rules-deal-six": (
            "V šesti se rozdají všechny karty, takže žádný balíček nezbude. Poslední kartu "
            "rozdávajícího uvidí všichni: její barva je trumf a rozdávající si ji nechá v ruce."
        ),
        "rules-first-attack": (
            "V první hře začíná ten, kdo má nejnižší trumf: ukáže trumfovou šestku, a nemá-li ji "
            "nikdo, sedmičku a tak dál. Útok smí začít jakoukoli kartou."
        ),
        "rules-later-left": (
            "Potom rozdává vždy poražený z předchozí hry a jako první útočí hráč po levici "
            "rozdávajícího."
        ),
        "rules-later-fool": (
            "Potom rozdává vždy poražený z předchozí hry a jako první na něj útočí jeho soused "
            "zprava – ať se hlupák naučí bránit."
        ),
        "rules-later-draw": "Po remíze rozdává znovu ten, kdo prohrál minule.",
        "rules-attack-h": "Útok",
        "rules-attack": (
            "Útočník vynese libovolnou kartu, nebo několik karet stejné hodnoty, proti hráči po "
            "své levici, který se brání."
        ),
        "rules-throw-in": (
            "Potom se smějí přihazovat další karty, ale jen hodnot, které už v tomto kole leží na "
            "stole – ať jako útočné, nebo jako obranné karty."
        ),
        "rules-throw-in-example": (
            "Když je {attack} přebitá kartou {cover}, lze přihodit osmičky a dámy. {card} ne, i "
            "když je vyšší."
        ),
        "rules-who-all": "Přihazovat smějí všichni kromě obránce.",
        "rules-who-all-four": ("Ve čtyřech přihazuje obráncův levý soused dřív než hráč naproti."),
        "rules-who-neighbours": (
            "Přihazovat smějí jen dva sousedé obránce; ostatní se tohoto kola neúčastní."
        ),
        "rules-who-three": "Přihazovat smějí oba obráncovi soupeři.",
        "rules-priority": (
            "Hlavní útočník má přednost: ostatní přihazují, až když on pasuje. Každá nová karta "
            "na stole, útočná i obranná, dává všem znovu právo přihodit."
        ),
        "rules-limit": (
            "V jednom kole nejvýše šest útočných karet a nikdy víc, než kolik měl obránce na "
            "začátku kola – ani poté, co se rozhodl brát."
        ),
        "rules-limit-first": {
            "count": "limit",
            "one": "V úplně prvním kole hry je limit {limit} karta.",
            "few": "V úplně prvním kole hry je limit {limit} karty.",
            "other": "V úplně prvním kole hry je limit {limit} karet.",
        },
        "rules-defend-h": "Obrana",
        "rules-cover": (
            "Obránce přebije každou útočnou kartu vyšší kartou stejné barvy, nebo, není-li útočná "
            "karta trumf, jakýmkoli trumfem. Trumf lze přebít jen vyšším trumfem."
        ),
        "rules-cover-example": "{cover} přebíjí {attack}: stejná barva, vyšší hodnota.",
        "rules-trump-example": (
            "Když jsou trumfy piky, {cover} přebíjí {attack}, i když má obránce vyšší káro: "
            "přiznávat barvu se nemusí."
        ),
        "rules-beaten": (
            "Když jsou všechny útočné karty přebité a nikdo už nepřihazuje, když je limit dosažen "
            "a přebit, nebo když obránce přebil svou úplně poslední kartou, je útok odražen: "
            "karty jdou do odhozených a obránce útočí jako další."
        ),
        "rules-take": (
            "Obránce se může kdykoli vzdát, i bez pokusu přebíjet. Útočníci mu pak smějí "
            "přihodit všechny karty, kterými mohli útočit, v rámci limitu; obránce sebere vše ze "
            "stolu a přijde o tah: dalším útočníkem je hráč po jeho levici."
        ),
        "rules-transfer-h": "Předávání",
        "rules-transfer": (
            "Dokud není přebitá žádná útočná karta, smí obránce přiložit kartu stejné hodnoty a "
            "předat celý, teď větší útok dalšímu hráči, který se stává obráncem. Všechny útočné "
            "karty musí mít tuto hodnotu a nový obránce musí mít aspoň tolik karet, kolik je "
            "útočných karet. Útok lze předávat znovu a znovu."
        ),
        "rules-transfer-example": (
            "Samotný {attack} se dá předat kartou {card}; pak oba kluci útočí na dalšího hráče."
        ),
        "rules-transfer-two": "Ve dvou se předaný útok vrací k původnímu útočníkovi.",
        "rules-transfer-after-cover": (
            "Jakmile je přebitá některá útočná karta, útok už předat nelze. Kartu je třeba "
            "opravdu zahrát: pouhé ukázání trumfu nestačí."
        ),
        "rules-draw-h": "Dobírání",
        "rules-draw": (
            "Po každém kole si všichni dobírají z balíčku do šesti karet: nejdřív hlavní útočník, "
            "pak ostatní, kdo útočili, a obránce nakonec. Dojde-li balíček, někdo dostane méně. "
            "Ruka s víc než šesti kartami zůstává, jak je."
        ),
        "rules-draw-none": ("V šesti není balíček a nikdo nedobírá: hraje se rozdanými kartami."),
        "rules-swap-h": "Výměna trumfové šestky",
        "rules-swap": (
            "Kdo dostane trumfovou šestku při rozdávání nebo z balíčku, smí ji kdykoli vyměnit za "
            "odkrytý trumf pod balíčkem, i během tahu jiného hráče, a dokonce i poté, co už byla "
            "tato karta dobrána, pokud od té doby nikdo nezahrál kartu. Trumfovou šestku "
            "sebranou ze stolu vyměnit nelze."
        ),
        "rules-swap-six-players": (
            "V šesti pod balíčkem neleží žádná odkrytá karta, takže trumfovou šestku není za co "
            "vyměnit."
        ),
        "rules-end-h": "Konec hry",
        "rules-out": (
            "Dokud jsou v balíčku karty, nikdo nevypadá. Jakmile je prázdný, hráč bez karet je "
            "venku a v bezpečí a tah ho přeskakuje."
        ),
        "rules-out-six": (
            "V šesti je balíček prázdný od začátku: hráč bez karet je hned venku a v bezpečí a "
            "tah ho přeskakuje."
        ),
        "rules-durak": (
            "Hra končí jen s koncem kola. Poslední hráč s kartami v ruce je durak. Nezbudou-li po "
            "posledním kole karty nikomu, je to remíza."
        ),
        "rules-controls-h": "Jak hrát na obrazovce",
        "rules-practice": (
            "„{hint}“ navrhne tah a řekne proč; „{take_back}“ vrátí váš poslední tah; {coach} (tlačítko „{menu}“) ukáže u každého vašeho tahu šanci, že nebudete durakem. Hra, ve které použijete něco z těchto tří, je tréninková: nepočítá se do statistiky. Po hře projde „{review}“ vaše tahy."
        ),
        "rules-keyboard": "Klávesy: ← a → vyberou kartu, Enter ji zahraje a písmeno tlačítka ho stiskne.",
        "rules-controls": (
            "Klikněte nebo klepněte na zvýrazněnou kartu a zahrajte ji, nebo ji přetáhněte na stůl; při obraně "
            "ji pusťte na kartu, kterou přebíjí. „{beaten}“ nebo „{pass_}“ ukončí vaše "
            "přihazování a „{take}“ sebere karty ze stolu."
        ),
        "rules-teams-h": "Hra ve dvojicích a týmech",
        "rules-teams-2v2": (
            "Čtyři hráči hrají ve dvou dvojicích, spoluhráči sedí naproti sobě. Útočit smějí oba "
            "členové útočící dvojice, útočník před spoluhráčem. Na spoluhráče nikdy neútočíte, "
            "nepomáháte mu v obraně a nedáváte mu karty."
        ),
        "rules-teams-3v3": (
            "Šest hráčů hraje ve dvou tříčlenných týmech a sedí tak, že sousedé jsou vždy "
            "soupeři. Do útoku se smí zapojit každý člen útočícího týmu. Na spoluhráče nikdy "
            "neútočíte, nepomáháte mu v obraně a nedáváte mu karty."
        ),
        "rules-teams-empty-2v2": (
            "Když jednomu ze dvojice dojdou karty, hraje druhý za oba: kdykoli by měl útočit nebo "
            "se bránit hráč bez karet, udělá to jeho spoluhráč vlastními kartami."
        ),
        "rules-teams-empty-3v3": (
            "Když hráči dojdou karty, jeho místo zaujme další člen týmu po směru hodinových "
            "ručiček a prázdné místo se posouvá dál, takže se útoky mezi týmy vždy střídají."
        ),
        "rules-teams-win": (
            "Hra končí jen s koncem kola. Vyhrává tým, který se první zbaví všech karet; tým, "
            "kterému karty zůstanou, prohrává."
        ),
    }
)

# The "new version" banner of the offline app (static/js/pwa.js).
MESSAGES.update(
    {
        "ui-update-available": "K dispozici je aktualizace",
        "ui-update-reload": "Načíst znovu",
    }
)

# Pairs and teams at the table (durak.ui.panel, durak.web).
MESSAGES.update(
    {
        "ui-teams": "Rozesazení",
        "ui-teams-none": "Každý sám za sebe",
        "ui-teams-2v2": "Dvojice (2 na 2)",
        "ui-teams-3v3": "Týmy (3 na 3)",
        "ui-panel-deck-grown": "Pro {players} hráčů je potřeba větší balíček: zvoleno {deck} karet.",
        "ui-panel-preset-follows": "Pravidla „{preset}“ pro tyto hráče: {changes}.",
        "ui-panel-teams-off": {
            "count": "count",
            "one": "{seating}: jen pro {count} hráče. Teď hraje každý sám za sebe.",
            "few": "{seating}: jen pro {count} hráče. Teď hraje každý sám za sebe.",
            "other": "{seating}: jen pro {count} hráčů. Teď hraje každý sám za sebe.",
        },
        "ui-panel-players-set": {
            "count": "count",
            "one": "{seating}: zvolen {count} hráč.",
            "few": "{seating}: zvoleni {count} hráči.",
            "other": "{seating}: zvoleno {count} hráčů.",
        },
        "ui-role-partner": "spoluhráč",
        "ui-and": " a ",
        "ui-end-team-you": "Vašemu týmu zůstaly karty: durakem jste vy!",
        "ui-end-team": "Prohrávají {names}: zůstaly jim karty",
    }
)

# Presets, the Rules and Language menu items, bot names (durak.settings, durak.web).
MESSAGES.update(
    {
        "preset-classic": "Klasika",
        "preset-classic-desc": "Přihazovací Durak: přihazovat smějí všichni kromě obránce (při 5–6 hráčích, každý sám za sebe, jen jeho sousedé), v prvním kole nejvýše 6 karet, bez výměny trumfové šestky.",
        "preset-transfer": "Předávací",
        "preset-transfer-desc": "Předávací Durak: obránce smí předat útok kartou stejné hodnoty; přihazovat smějí všichni; v prvním kole nejvýše 5 karet.",
        "preset-neighbours": "Jen sousedé",
        "preset-neighbours-desc": "Přihazovací Durak, v němž smějí útočit jen dva sousedé obránce; v prvním kole nejvýše 6 karet.",
        "preset-transfer-neighbours": "Předávací, jen sousedé",
        "preset-transfer-neighbours-desc": "Předávací Durak, v němž smějí útočit jen dva sousedé obránce; v prvním kole nejvýše 6 karet.",
        "preset-club": "Klubová pravidla s výměnou šestky",
        "preset-club-desc": "Finská klubová pravidla: trumfovou šestku z rozdání nebo z balíčku lze vyměnit za odkrytý trumf; přihazovat smějí všichni (při 5–6 hráčích, každý sám za sebe, jen sousedé); první útočí soused rozdávajícího zleva.",
        "preset-danish": "Dánská: poražený se brání první",
        "preset-danish-desc": "Klasika a k tomu dvě dánské varianty: poražený je v další hře napaden jako první a při více než 3 hráčích, každý sám za sebe, je v prvním kole nejvýše 5 karet.",
        "preset-custom": "Vlastní pravidla",
        "ui-rules": "Pravidla",
        "ui-language": "Jazyk",
        "bot-1": "Aňa",
        "bot-2": "Boris",
        "bot-3": "Káťa",
        "bot-4": "Dima",
        "bot-5": "Olga",
        "bot-6": "Míša",  # a spare: for the bot whose name you took
    }
)

# Preferences in the new-game panel.
MESSAGES.update(
    {
        "ui-your-name": "Vaše jméno",
        "ui-preferences": "Předvolby",
        "ui-animations": "Animace",
        "ui-sound": "Zvuk",
    }
)

# --- Issue 11: deck sizes, first attacker, transfer by showing a trump. ---
MESSAGES.update(
    {
        "ui-deck": "Balíček",
        "ui-deck-24": "24 karet (9–A, nejvýše 4 hráči)",
        "ui-deck-32": "32 karet (7–A, nejvýše 5 hráčů)",
        "ui-deck-36": "36 karet (6–A)",
        "ui-deck-52": "52 karet (2–A)",
        "ui-first-attacker": "První útok série",
        "ui-first-attacker-lowest-trump": "Nejnižší trumf",
        "ui-first-attacker-left-of-dealer": "Soused rozdávajícího zleva",
        "ui-next-attacker": "První útok dalších her",
        "ui-next-attacker-left-of-dealer": "Soused rozdávajícího zleva",
        "ui-next-attacker-attack-the-fool": "Poražený se brání první",
        "ui-show-option": "Předání ukázáním trumfu",
        "ui-note-show": "V předávací hře: trumf stejné hodnoty jako útok, jen ukázaný, předá útok dál.",
        "ui-note-first-bout": "Nejvíc útočných karet v prvním kole každé hry.",
        "ui-note-swap": "Kdo dostane trumfovou šestku, smí ji vyměnit za otočený trumf.",
        "ui-note-first-attacker": "Kdo útočí první, dokud ještě nikdo neprohrál; pak rozdává poražený.",
        "ui-note-next-attacker": "Další hru rozdává ten, kdo naposledy prohrál; tady se volí, kdo útočí první.",
        "ui-note-loss-limit": "Série končí, když někdo dosáhne tolika proher.",
        "preset-custom-desc": "Vaše vlastní pravidla: volby níže.",
        "ui-show": "Ukázat trumf",
        "ui-your-turn-transfer-show": "Braňte se: vyberte kartu, kterou se budete bránit, stiskněte „Předat“ nebo „Ukázat trumf“, nebo „Beru“",
        "ui-your-turn-transfer-show-keys": "Braňte se: vyberte kartu šipkami ← → a stiskněte Enter, R pro předání, W pro ukázání trumfu, nebo T pro braní",
        "ui-your-turn-show": "Braňte se: vyberte kartu, kterou se budete bránit, stiskněte „Ukázat trumf“ pro předání, nebo „Beru“",
        "ui-your-turn-show-keys": "Braňte se: vyberte kartu šipkami ← → a stiskněte Enter, W pro předání ukázáním trumfu, nebo T pro braní",
        "log-show": "{name} ukazuje {card} a předává útok",
        "log-show-you": "Ukazujete {card} a předáváte útok",
        "rules-deck-other": "Balíček má {count} karet, v každé barvě od {low} po eso; {low} je nejnižší a eso nejvyšší.",
        "rules-deal-all": "Zde se rozdá celý balíček, takže se nedobírá. Poslední karta rozdávajícího se ukáže všem: její barva je trumfová a rozdávající si ji nechá v ruce.",
        "rules-first-attack-low": "V první hře začíná hráč s nejnižším trumfem, který ho na důkaz ukáže. Úvodní útok může být jakoukoli kartou.",
        "rules-first-attack-left": "V první hře útočí první hráč sedící po levici rozdávajícího. Úvodní útok může být jakoukoli kartou.",
        "rules-transfer-show": "Obránce může útok předat i bez zahrání karty: ukáže trumf stejné hodnoty jako útok a ponechá si ho. Nový obránce musí mít alespoň tolik karet, kolik je útočných karet. Každý trumf lze v jednom kole ukázat jen jednou.",
        "rules-transfer-after-cover-show": "Jakmile je některá útočná karta přebita, útok už předat nelze, ani kartou, ani ukázáním trumfu.",
        "rules-swap-low": "V tomto balíčku je nejnižším trumfem {low}: v tomto pravidle zastupuje trumfovou šestku.",
        "rules-draw-none-all": "Rozdal se celý balíček, takže dobírací balíček není a nikdo nedobírá.",
        "rules-out-all": "Dobírací balíček není: hráč bez karet je hned venku a v bezpečí a tah ho přeskakuje.",
        "rules-swap-none-all": "Rozdá se celý balíček, takže pod dobíracím balíčkem neleží žádná odkrytá karta, za kterou by šlo vyměnit nejnižší trumf.",
        "rules-priority-helpers": "Ostatní přihazují postupně, počínaje sousedem obránce zleva: každý až poté, co všichni před ním řekli pas.",
    }
)

# --- practice-ui (issue 15, the page): the review screen and the hint line. ---
MESSAGES.update(
    {
        "review-deal": "Rozdání",
        "review-next-move": "{verdict} — váš další tah ({number}): {move} ({figure}).",
        "review-lost-anyway": "Odsud prohrává každý tah, pokud soupeř neudělá chybu.",
        "review-longer": "Posouzeno déle než u stolu: čísla se mohou lišit.",
        "review-judging": "Trenér hodnotí vaše tahy: {done} z {total}…",
        "review-first": "Na rozdání",
        "review-prev": "Předchozí tah",
        "review-next": "Další tah",
        "review-last": "Na konec",
        "review-unavailable": "Tuto hru nelze rozebrat: její tahy nejsou známy.",
        "ui-hint-line": "Nápověda: {move}. {reason}",
        "ui-hint-press": "stisknout „{button}“",
        "coach-won-short": "Výhra",
        "coach-lost-short": "Prohra",
        "coach-draw-short": "Remíza",
    }
)


# --- issue 15 (practice): hint reasons, take back, coach, review. ---
MESSAGES.update(
    {
        "hint-only-move": "Jiný tah nemáte.",
        "hint-last-cards": "Poslední karty ven: balíček je prázdný, takže se zbavíte všech karet.",
        "hint-endgame": "Přesný výpočet koncovky říká, že tento tah vyhrává.",
        "hint-keep-trumps": "Šetřete trumfy, dokud je v balíčku co brát.",
        "hint-take": "Vzít karty vyjde levněji než přebíjet.",
        "hint-cheapest-cover": "Nejlevnější karta, která přebije.",
        "hint-only-cover": "Přebít ji můžete jen touto kartou.",
        "hint-unbeatable": "Obránce tuto barvu nepřebije.",
        "hint-unbeatable-trump": "Obránce nemá vyšší trumf.",
        "hint-low-lead": "Vynášejte nízko: vysoké karty a trumfy si nechte na později.",
        "hint-pair-lead": "Máte ještě kartu stejné hodnoty, kterou můžete přihodit.",
        "hint-best-odds": "Při mnoha možných rozloženích skrytých karet vás tento tah nejčastěji uchrání před rolí duraka.",
        "hint-known-odds": "Všechny karty jsou známé: v dohrávkách odsud vás tento tah nejčastěji uchrání před rolí duraka.",
        # the two longest reasons, shorter for a phone's hint line (durak.ui.practice_view)
        "hint-last-cards-short": "Balíček je prázdný, takže se zbavíte všech karet.",
        "hint-best-odds-short": "Tento tah vás nejčastěji uchrání před rolí duraka.",
        "hint-lost-anyway": "Odsud prohrává každý tah, pokud soupeř neudělá chybu.",
        "hint-lost-anyway-short": "Odsud prohrává každý tah.",
        "hint-coach-higher": "Čísla trenéra dávají přednost jinému tahu: {move}, {best} proti {this}.",
        "hint-odds-coach": "V dohrávkách nápovědy vyšel tento tah nejlépe; čísla trenéra dávají přednost jinému: {move}, {best} proti {this}.",
        "hint-coach-short": "Podle trenéra: {move}, {best}.",
        "ui-hint": "Rada",
        "ui-take-back": "Vrátit tah",
        "ui-taken-back": "Váš poslední tah byl vrácen.",
        "ui-coach": "Trenér",
        "ui-coach-what": "Číslo na každé kartě a tlačítku tahu: šance, že nebudete durakem (z náhodných rozdání). Hry se zapnutým trenérem jsou tréninkové: nepočítají se do statistiky.",
        "ui-review": "Rozbor",
        "ui-play-from-here": "Hrát odsud",
        "ui-practice": "Tréninková hra",
        "ui-practice-note": "Když vrátíte tah, řeknete si o radu nebo se podíváte na odhady trenéra, stane se z této hry tréninková: nepočítá se do statistiky ani do série.",
        "ui-practice-note-short": "Hra se stane tréninkovou a nebude se počítat.",
        "ui-practice-end": "Tréninková hra: nepočítá se do statistiky ani do série.",
        "ui-practice-now": "Teď je to tréninková hra: nebude se počítat do statistiky ani do série.",
        "ui-stats-practice": "Tréninkové hry",
        "ui-stats-practice-note": "Tréninkové hry (s radou, vráceným tahem nebo trenérem) se počítají zvlášť, mimo „Všechny hry“.",
        "coach-chance": "{percent} % šance, že nebudete durakem",
        "coach-percent": "{percent} %",
        "coach-won": "Výhra při nejlepší hře",
        "coach-lost": "Prohra při nejlepší hře",
        "coach-draw": "Remíza při nejlepší hře",
        "review-best": "Nejlepší",
        "review-good": "Dobrý",
        "review-inaccuracy": "Nepřesnost",
        "review-mistake": "Chyba",
        "review-blunder": "Hrubá chyba",
        "review-forced": "Jediný tah",
        "review-won": "výhra",
        "review-lost": "prohra",
        "review-draw": "remíza",
        "review-why": "Proč: {reason}",
        "review-better": "Lepší: {move}.",
        "review-perhaps-better": "Možná lepší: {move}.",
        "review-turning": "Zlomový okamžik",
        "review-summary": "Přesnost {accuracy} % (podíl tahů hodnocených jako „Nejlepší“ nebo „Dobrý“). Zlomový okamžik: tah {number}, {move}.",
        "review-summary-even": "Přesnost {accuracy} % (podíl tahů hodnocených jako „Nejlepší“ nebo „Dobrý“). Žádná jednotlivá chyba hru nerozhodla.",
        "review-summary-none": "Neměli jste žádné volby k posouzení.",
        "review-percents": "Procenta: vaše šance, že nebudete durakem.",
        "review-move": "Po tahu {number} z {total}",
        "move-attack": "zahrát {cards}",
        "move-defend": "přebít {attack} kartou {cover}",
        "move-transfer": "předat kartou {card}",
        "move-show": "ukázat {card} a předat",
        "move-take": "vzít",
        "move-pass": "pas",
        "move-swap": "vyměnit trumfovou šestku",
    }
)

# --- words (issue 13): the "you" form of every sentence about a player (durak.ui.text.about
# picks it), and the page title and loading screen (static/js/loading.js and index.html show
# these before Python starts; tests/test_i18n.py checks they agree). ---
MESSAGES.update(
    {
        "log-first-trump-you": "První útočíte vy: nejnižší rozdaný trumf, {card}",
        "log-first-you": "První útočíte vy",
        "log-first-later-you": "První útočíte vy: rozdává ten, kdo naposledy prohrál, a útočí hráč po jeho levici",
        "log-first-fool-you": "První útočíte vy: ten, kdo naposledy prohrál, se brání a útočí na něj soused zprava",
        "log-trump-dealt-you": "Rozdány jsou všechny karty: trumf je poslední z nich, {card}, a držíte ji vy",
        "ui-waiting-you": "Jste na tahu",
        "ui-fallback-you": "Proces botů neodpověděl: za vás zahrál jednoduchý bot",
        "ui-fallback-starting": "Boti se ještě spouštějí: zatím za hráče {name} zahrál jednoduchý bot",
        "ui-fallback-starting-you": "Boti se ještě spouštějí: zatím za vás zahrál jednoduchý bot",
        "ui-match-over-you": {
            "count": "count",
            "one": "Série skončila: máte {count} prohru",
            "few": "Série skončila: máte {count} prohry",
            "other": "Série skončila: máte {count} proher",
        },
        # Role badges at your own seat, after your name ("You" + badge)
        "ui-role-attacker-you": "útočíte",
        "ui-role-defender-you": "bráníte se",
        "ui-role-helper-you": "můžete přihodit",
        "ui-role-out-you": "mimo hru",
        "ui-role-took-you": "berete",
        "ui-page-title": "Durak – karetní hra",
        "ui-loading": "Načítá se Python…",
        "ui-noscript": "Tato hra potřebuje JavaScript, aby mohla spustit Python ve vašem prohlížeči.",
    }
)

# --- follow: seat bubbles, the last move marked, a bot thinking, the end of the game,
# the statistics chart (durak.ui.follow, durak.web.table, durak.ui.stats_view). ---
MESSAGES.update(
    {
        "bubble-take": "Beru",
        "bubble-pass": "Pas",
        "bubble-beaten": "Odhozeno",
        "bubble-transfer": "Předávám",
        "bubble-swap": "Měním šestku",
        "bubble-show": "Ukazuji trumf",
        "seat-thinking": "přemýšlí…",
        "mark-last": "Poslední tah: {name}.",
        "mark-last-you": "Váš poslední tah.",
        "end-won": "Vyhráli jste",
        "end-durak": "Jste durak",
        "end-draw": "Remíza",
        "end-team-won": "Váš tým vyhrál",
        "end-team-lost": "Váš tým prohrál",
        "end-no-durak": "Nikomu nezůstaly karty",
        "end-cards-left": "Karty, které zůstaly v ruce",
        "stats-won": "Výhra",
        "stats-lost": "Prohra",
        "stats-draw": "Remíza",
        "stats-axis-games": "Hry od nejstarší po nejnovější",
        "stats-axis-result": "Výsledek",
        "stats-col-game": "Hra",
        "stats-col-date": "Datum",
        "stats-col-table": "Stůl",
        # expert level
        "ui-level-expert": "Expertní",
    }
)

# analysis (core): the analysis board's entries, set-up positions and their links
# (durak.analysis, durak.analysis_position; issue 17).
MESSAGES.update(
    {
        "analysis.already-passed": "tento hráč pasoval; počkejte, až na stůl přijde nová karta",
        "analysis.already-taking": "obránce se už rozhodl karty vzít",
        "analysis.bad-rules": "tohle nejsou pravidla hry",
        "analysis.bad-save": "uložená analytická deska je poškozená a nedá se otevřít",
        "analysis.cannot-pass": "tento hráč teď nemůže pasovat: nemá co přihodit",
        "analysis.discarded": "{card} už je v odhozu",
        "analysis.draw-count": {
            "count": "count",
            "one": "zadejte {count} kartu, kterou jste si líznuli",
            "few": "zadejte {count} karty, které jste si líznuli",
            "other": "zadejte {count} karet, které jste si líznuli",
        },
        "analysis.draw-first": {
            "count": "count",
            "one": "nejprve zadejte {count} kartu líznutou z balíčku",
            "few": "nejprve zadejte {count} karty líznuté z balíčku",
            "other": "nejprve zadejte {count} karet líznutých z balíčku",
        },
        "analysis.first-attacker": "podle těchto pravidel útočí první jiný hráč",
        "analysis.hand-size": {
            "count": "count",
            "one": "do ruky se rozdává {count} karta",
            "few": "do ruky se rozdávají {count} karty",
            "other": "do ruky se rozdává {count} karet",
        },
        "analysis.holds-known": "tento hráč má {card}, kterou by mohl přihodit",
        "analysis.impossible": "to nesouhlasí s tím, co už bylo v této hře vidět",
        "analysis.impossible-deal": "k těmto kartám a tomuto prvnímu útočníkovi se nehodí žádné rozdání",
        "analysis.impossible-draw": "tyto karty nesouhlasí s tím, co už bylo v této hře vidět",
        "analysis.in-your-hand": "kartu {card} máte v ruce",
        "analysis.known-elsewhere": "o kartě {card} se ví, že je v ruce jiného hráče",
        "analysis.link-malformed": "odkaz na pozici je poškozený",
        "analysis.link-too-long": "odkaz na pozici je příliš dlouhý",
        "analysis.link-version": "odkaz na pozici je z jiné verze hry",
        "analysis.lower-trump": "kartu {card} nikdo nedostal: jako nejnižší trumf byla ukázána {cover}",
        "analysis.must-hold": "tento hráč musí mít kartu, kterou by mohl přihodit",
        "analysis.must-lead": "útočník musí útok zahájit kartou",
        "analysis.no-draw": "teď nejsou žádné líznuté karty k zadání",
        "analysis.not-attacking": "tento hráč se tohoto útoku neúčastní",
        "analysis.not-drawn": "tento hráč nemohl mít kartu {card}",
        "analysis.not-in-deck": "{card} není v balíčku o {count} kartách",
        "analysis.not-their-turn": "tento hráč teď není na tahu",
        "analysis.nothing-own": "své tahy zadávejte jako ve hře: pasujte, nebo zahrajte kartu",
        "analysis.on-table": "{card} už leží na stole",
        "analysis.pos-cover": "{cover} nebije {card}",
        "analysis.pos-empty-hand": "dokud jsou v balíčku karty, má karty každý hráč, a útočník a obránce vždy",
        "analysis.pos-engine": "taková pozice není možná ({text})",
        "analysis.pos-limit": {
            "count": "limit",
            "one": "v tomto kole nejvýš {limit} útočná karta",
            "few": "v tomto kole nejvýš {limit} útočné karty",
            "other": "v tomto kole nejvýš {limit} útočných karet",
        },
        "analysis.pos-malformed": "pozice není úplná",
        "analysis.pos-over": "karty musí mít aspoň dva hráči",
        "analysis.pos-players": {
            "count": "count",
            "one": "zadejte {count} ruku, jednu na hráče",
            "few": "zadejte {count} ruce, jednu na hráče",
            "other": "zadejte {count} rukou, jednu na hráče",
        },
        "analysis.pos-same-seat": "útočník a obránce musí být různí hráči",
        "analysis.pos-stock": {
            "count": "count",
            "one": "{count} karta není nikde uvedena: v balíčku jsou právě neuvedené karty",
            "few": "{count} karty nejsou nikde uvedeny: v balíčku jsou právě neuvedené karty",
            "other": "{count} karet není nikde uvedeno: v balíčku jsou právě neuvedené karty",
        },
        "analysis.pos-taking": "obránce může brát, jen dokud je nějaká karta nepřebitá",
        "analysis.pos-teams": "obránce musí být soupeřem útočníka a další na řadě",
        "analysis.pos-next": "obránce musí být dalším hráčem po útočníkovi; hráči mimo hru se přeskakují",
        "analysis.pos-trump": "trumfová barva nesouhlasí s otočeným trumfem",
        "analysis.pos-trump-card": "dokud jsou v balíčku karty, leží otočený trumf pod ním a nikde jinde („Trumf pod balíčkem“)",
        "analysis.pos-turn": "v této pozici by nikdo nemohl táhnout",
        "analysis.said-nothing": "tento hráč předtím neměl co přihodit a od té doby si nelízl, takže kartu {card} mít nemůže",
        "analysis.seen": "karta {card} už byla vidět jinde",
        "analysis.shown-lowest": "{card} je nižší trumf než ukázaný",
        "analysis.shown-none": "máte trumf {card}: první útočník ukázal nižší trumf; vyberte ukázaný trumf",
        "analysis.show-yours": "útočíte jako první, takže jste ukázali svůj nejnižší trumf {card}: vyberte ho",
        "analysis.shown-not-trump": "{card} není trumf",
        "analysis.too-many": {
            "count": "held",
            "one": "tento hráč má jen {held} kartu, potřeba je {needed}",
            "few": "tento hráč má jen {held} karty, potřeba je {needed}",
            "other": "tento hráč má jen {held} karet, potřeba je {needed}",
        },
        "analysis.transfer-after-cover": "po přebití karty už útok nelze přesunout",
        "analysis.under-stock": "{card} je otočený trumf pod balíčkem",
        "analysis.wait-for-helper": "hráč před ním na řadě může ještě přihodit; nejprve zadejte jeho tah",
    }
)

# analysis (page): the analysis board's screens, buttons and lines (issue 17:
# durak.ui.analysis_view, durak.ui.analysis_setup, durak.ui.analysis_picker).
MESSAGES.update(
    {
        "analysis-menu": "Analyzovat",
        "analysis-title": "Analytická deska",
        "analysis-seat": "Hráč {number}",
        "analysis-attack": "Útok",
        "analysis-throw-in": "Přihodit",
        "analysis-cover": "Přebít",
        "analysis-over": "Hra skončila.",
        "analysis-draw": {
            "count": "count",
            "one": "Vyberte kartu, kterou jste si líznuli: ještě {count}.",
            "few": "Vyberte karty, které jste si líznuli: ještě {count}.",
            "many": "Vyberte karty, které jste si líznuli: ještě {count}.",
            "other": "Vyberte karty, které jste si líznuli: ještě {count}.",
        },
        "analysis-draw-done": "Všechny líznuté karty jsou vybrané: stiskněte „{done}“.",
        "analysis-which-target": "Kterou kartu přebíjí {player}?",
        "analysis-which-card": "Kterou kartu hraje {player}?",
        "analysis-your-move": "Jste na tahu: vyberte kartu, kterou hrajete, nebo tlačítko.",
        "analysis-enter-move": "Zadejte tah: {player}.",
        "analysis-cards": {
            "count": "count",
            "one": "{count} karta",
            "few": "{count} karty",
            "many": "{count} karty",
            "other": "{count} karet",
        },
        "analysis-known": "známé karty: {cards}",
        "analysis-known-one": "známá karta: {card}",
        "analysis-discard": "Odhozené: {count}",
        "analysis-no-bout": "Na stole nejsou žádné karty",
        "analysis-bout": "Karty na stole",
        "analysis-move-of": "Tah: {player}",
        "analysis-pick-attack": "Kterou kartu hraje {player}?",
        "analysis-pick-defend": "Kterou kartou přebíjí {player}?",
        "analysis-pick-transfer": "Kterou kartou předává {player}?",
        "analysis-pick-show": "Který trumf ukazuje {player}?",
        "analysis-your-hand": "Vaše karty",
        "analysis-chosen": "vybráno {count} z {total}",
        "analysis-drew": "Karty, které jste si líznuli",
        "analysis-done": "Hotovo",
        "analysis-coach-best": "Nejlepší tah podle trenéra: {move} ({figure}).",
        "analysis-do-defend": "přebít {target} kartou {card}",
        "analysis-do-attack": "zahrát {cards}",
        "analysis-do-transfer": "předat kartou {cards}",
        "analysis-do-show": "ukázat {cards}",
        "analysis-do-take": "vzít",
        "analysis-do-pass": "pas",
        "analysis-do-swap": "vyměnit trumfovou šestku",
        "analysis-setup": "Sestavit pozici",
        "analysis-back": "Zpět ke hře",
        "analysis-start": "Sledovat tuto hru",
        "analysis-new-prompt": "Vyberte trumfovou kartu a svých 6 karet a pak stiskněte „{start}“.",
        "analysis-new-ready": "Vše je vybrané: stiskněte „{start}“ a sledujte svou hru od prvního tahu.",
        "analysis-new-shown": "Vyberte trumf, který ukázal {player}, a pak stiskněte „{start}“.",
        "analysis-undo": "Vrátit zadání",
        "analysis-new": "Nová deska",
        "analysis-share": "Sdílet pozici",
        "analysis-coach": "Trenér",
        "analysis-follow": "Sledovat hru",
        "analysis-rules": "Pravidla",
        "analysis-your-seat": "Vaše místo",
        "analysis-first": "Kdo útočí první",
        "analysis-trump-card": "Trumfová karta",
        "analysis-players": {
            "count": "count",
            "one": "{count} hráč",
            "few": "{count} hráči",
            "many": "{count} hráče",
            "other": "{count} hráčů",
        },
        "analysis-zone-hand": "Karty: {player}",
        "analysis-zone-attack": "Na stole: útočné karty",
        "analysis-zone-cover": "Na stole: přebíjející karty",
        "analysis-zone-discard": "Odhozené karty",
        "analysis-zone-trumpcard": "Trumf pod balíčkem",
        "analysis-mark-attack": "Ú",
        "analysis-mark-cover": "P",
        "analysis-mark-discard": "O",
        "analysis-mark-trumpcard": "★",
        "analysis-trump-suit": "Trumfová barva",
        "analysis-to-act": "Kdo je na tahu",
        "analysis-to-act-rules": "Podle pravidel",
        "analysis-attacker": "Útočník",
        "analysis-defender": "Obránce",
        "analysis-legal": "Pozice je platná.",
        "analysis-setup-start": "Začněte výběrem karet každého hráče.",
        "analysis-put": "Kam jdou vybrané karty",
        "analysis-broken-save": "Uloženou analytickou desku nelze přečíst: zobrazuje se nová deska.",
        "analysis-future-save": "Uložená analytická deska pochází z novější verze hry: zůstává netknutá a zobrazuje se nová deska.",
        "analysis-need-trump": "Nejprve vyberte trumfovou kartu.",
        "analysis-undone": "Poslední zadání bylo vráceno.",
        "analysis-no-open-card": "Na stole není žádná nepřebitá karta.",
        "analysis-coach-wait": "Trenér se ještě spouští: zkuste to za chvíli znovu.",
        "analysis-coach-working": "Trenér přemýšlí…",
        "analysis-coach-for": "Odhady trenéra ({player}): {moves}",
        "analysis-share-illegal": "Sdílet lze jen platnou pozici.",
        "analysis-bad-link": "Tento odkaz na pozici je poškozený nebo nevede k pozici hry Durak: nic se neotevřelo.",
        "analysis-coach-mine": "Odhady trenéra pro vás: {moves}",
        "analysis-rest": "Karty, které nejsou nikde umístěné",
        "analysis-rest-stock": {
            "count": "count",
            "one": "tvoří balíček: {count} karta, trumf pod ním lícem nahoru",
            "few": "tvoří balíček: {count} karty, trumf pod ním lícem nahoru",
            "many": "tvoří balíček: {count} karty, trumf pod ním lícem nahoru",
            "other": "tvoří balíček: {count} karet, trumf pod ním lícem nahoru",
        },
        "analysis-rest-discard": {
            "count": "count",
            "one": "jsou odhozené ({count} karta)",
            "few": "jsou odhozené ({count} karty)",
            "many": "jsou odhozené ({count} karty)",
            "other": "jsou odhozené ({count} karet)",
        },
        "analysis-play-confirm": "Stiskněte znovu: rozehraná hra bude nahrazena",
        "analysis-ruled-out": "Šedé jsou i karty, které {player} nemůže mít po tom, co hra ukázala (ukázaný nejnižší trumf, co sebral nebo nemohl přihodit).",
        "analysis-new-confirm": "Stiskněte znovu a deska se zahodí",
        "analysis-dealer": "Kdo rozdával",
        "analysis-dealer-first": "Zatím nikdo: první hra série",
        "analysis-intro": "Sledujte hru, kterou hrajete u skutečného stolu: zadejte své karty a každý tah, jak padne, a trenér vám ukáže vaše šance.",
        "analysis-dealer-seat": "{player}, v další hře",
        "analysis-taking": "Obránce řekl, že bere",
        "analysis-nothing": "Nemá co přihodit",
        "analysis-shown": "Trumf, který ukázal {player}",
        "analysis-shown-none": "nevybráno: nikdo neukázal trumf",
    }
)

#: Spoken forms (:func:`durak.i18n.said_template`) of the messages whose written form puts a
#: card's label where its name would need a case: read out by name, declined.
SAID: dict[str, str] = {
    # a card's description, said (a keyboard play-through: "přebitá kartou: piková osmička")
    "ui-card-attack-covered": "Útočná karta, přebitá {card_name:ins}.",
    "ui-card-cover": "Přebíjí {card_name:acc}.",
    "log-defend": "{name} přebíjí {attack:acc} {cover:ins}",
    "log-defend-you": "Přebíjíte {attack:acc} {cover:ins}",
    "log-transfer": "{name} předává {card:ins}",
    "log-transfer-you": "Předáváte {card:ins}",
    "log-swap": "{name} mění trumfovou šestku za {card:acc}",
    "log-swap-you": "Měníte trumfovou šestku za {card:acc}",
    "log-show": "{name} ukazuje {card:acc} a předává útok",
    "log-show-you": "Ukazujete {card:acc} a předáváte útok",
    # why a move is refused: read with the card's name
    "not-in-hand": "{card:acc} nemáte v ruce",
    "rank-not-on-table": "hodnota {card:gen} na stole neleží",
    "show-again": "karta {card} už byla v tomto kole ukázána",
    "ui-choose-target": "Teď vyberte kartu, kterou přebijete {card:ins}",
    "ui-choose-cover": "Teď vyberte svou kartu, kterou přebijete {card:acc}",
    "ui-choose-target-keys": "Teď šipkami ← → vyberte kartu, kterou přebijete {card:ins}, a stiskněte Enter",
    "ui-choose-cover-keys": "Teď šipkami ← → vyberte svou kartu, kterou přebijete {card:acc}, a stiskněte Enter",
    "analysis-do-defend": "přebít {target:acc} {card:ins}",
    "analysis-do-attack": "zahrát {cards:acc}",
    "analysis-do-transfer": "předat {cards:ins}",
    "analysis-do-show": "ukázat {cards:acc}",
    # the Rules' examples
    "rules-throw-in-example": "Když je {attack} přebitá {cover:ins}, lze přihodit osmičky a dámy. {card} ne, i když je vyšší.",
    "rules-cover-example": "{cover} přebíjí {attack:acc}: stejná barva, vyšší hodnota.",
    "rules-trump-example": "Když jsou trumfy piky, {cover} přebíjí {attack:acc}, i když má obránce vyšší káro: přiznávat barvu se nemusí.",
    "rules-transfer-example": "Samotný {attack} se dá předat {card:ins}; pak oba kluci útočí na dalšího hráče.",
    # a move in the game's review
    "move-attack": "zahrát {cards:acc}",
    "move-defend": "přebít {attack:acc} {cover:ins}",
    "move-transfer": "předat {card:ins}",
    "move-show": "ukázat {card:acc} a předat",
    # the analysis board's refusals
    "analysis.holds-known": "tento hráč má {card:acc}, tedy kartu, kterou by mohl přihodit",
    "analysis.in-your-hand": "{card:acc} máte v ruce",
    "analysis.known-elsewhere": "ví se, že {card} je v ruce jiného hráče",
    "analysis.lower-trump": "{card:acc} nikdo nedostal: první útočník ukázal jako nejnižší trumf {cover:acc}",
    "analysis.not-drawn": "tento hráč nemohl mít {card:acc}",
    "analysis.pos-cover": "{cover} nebije {card:acc}",
    "analysis.said-nothing": "tento hráč předtím neměl co přihodit a od té doby si nelízl, takže {card:acc} mít nemůže",
    "analysis.seen": "{card:acc} už bylo vidět jinde",
    "analysis.shown-none": "máte {card:acc}, trumf: první útočník ukázal nižší trumf; vyberte ukázaný trumf",
    "analysis.show-yours": "útočíte jako první, takže jste ukázali svůj nejnižší trumf, {card:acc}: vyberte ho",
}

#: The spoken messages whose written form is right said with the cards' names as they
#: stand (after "карта"/"karta"/"kortti", a comparison, or an order's object).
SAID_AS_WRITTEN = frozenset(
    {
        "log-first-trump",  # the card stands alone, in the nominative
        "log-first-trump-you",
        "log-trump-dealt",  # the card stands alone, in the nominative
        "log-trump-dealt-you",
        "duplicate-card",
        "not-on-table",
        "already-covered",
        "too-low",
        "wrong-suit",
        "transfer-rank",
        "show-not-trump",
        "analysis.discarded",
        "analysis.not-in-deck",
        "analysis.on-table",
        "analysis.shown-lowest",
        "analysis.shown-not-trump",
        "analysis.under-stock",
    }
)
