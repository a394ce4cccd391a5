"""Dansk katalog: de samme nøgler som :mod:`durak.i18n.en`.

Words of the table: trumf, angreb (a bout), angriber, forsvarer, dække (cover), lægge til
(throw in), slået tilbage (beaten off), kasserede kort (the discard pile), tage op (take), pas,
overføre (transfer), trækbunken (the stock), durak / tåbe. Cards as Danes say them:
"hjerter dame", "spar konge", "klør es", "ruder otte".
"""

from __future__ import annotations

from typing import Any


def plural(n: int) -> str:
    """Danish: 1 -> one, else other."""
    return "one" if n == 1 else "other"


RANK_NAMES: dict[str, str] = {
    "2": "to",
    "3": "tre",
    "4": "fire",
    "5": "fem",
    "6": "seks",
    "7": "syv",
    "8": "otte",
    "9": "ni",
    "T": "ti",
    "J": "knægt",
    "Q": "dame",
    "K": "konge",
    "A": "es",
}
SUIT_NAMES: dict[str, str] = {"S": "spar", "H": "hjerter", "D": "ruder", "C": "klør"}


def card_name(card: str) -> str:
    """``"QH"`` -> ``"hjerter dame"``; text that is not a card code is returned unchanged."""
    if len(card) != 2 or card[0] not in RANK_NAMES or card[1] not in SUIT_NAMES:
        return card
    return f"{SUIT_NAMES[card[1]]} {RANK_NAMES[card[0]]}"


#: Spoken forms (:func:`durak.i18n.said_template`) of the messages whose written form reads
#: badly with the cards' names: "slår spar seks ruder dame" ran two names together.
SAID: dict[str, str] = {
    "rules-trump-example": "Når spar er trumf, kan {attack} slås med {cover}, også selv om forsvareren har en højere ruder: man har ikke pligt til at bekende kulør.",
}

MESSAGES: dict[str, Any] = {
    # Input
    "malformed-move": "trækket »{text}« kan ikke læses",
    "unknown-card": "»{text}« er ikke et kort",
    "bad-seat": "der er ingen plads {seat}",
    "game-over": "spillet er slut",
    "not-in-hand": "du har ikke {card} på hånden",
    "duplicate-card": "{card} er nævnt to gange",
    # Whose turn
    "not-your-turn": "det er ikke din tur",
    "not-attacking": "du er ikke med i dette angreb",
    "not-neighbour": "kun forsvarerens naboer må lægge til",
    "defender-cannot-attack": "forsvareren kan ikke lægge angrebskort til",
    "wait-for-main-attacker": "hovedangriberen spiller først; vent, til vedkommende har meldt pas",
    "wait-for-helper": "en spiller før dig i rækkefølgen må stadig lægge til; vent, til vedkommende har meldt pas",
    "already-passed": "du har meldt pas; vent, til der kommer et nyt kort på bordet",
    "must-lead": "du skal spille et kort ud for at begynde angrebet",
    "only-defender": "det er kun forsvareren, der kan gøre det",
    # Attacking
    "mixed-ranks": "kort, der spilles sammen, skal have samme værdi",
    "rank-not-on-table": "værdien af {card} ligger ikke på bordet",
    "limit-six": "højst 6 angrebskort i ét angreb",
    "limit-first-bout": {
        "count": "limit",
        "one": "højst {limit} angrebskort i spillets første angreb",
        "other": "højst {limit} angrebskort i spillets første angreb",
    },
    "limit-defender-hand": {
        "count": "limit",
        "one": "forsvareren havde kun {limit} kort, da angrebet begyndte",
        "other": "forsvareren havde kun {limit} kort, da angrebet begyndte",
    },
    # Defending
    "nothing-to-beat": "der er ikke noget udækket kort at slå",
    "not-on-table": "{card} ligger ikke på bordet som angrebskort",
    "already-covered": "{card} er allerede dækket",
    "already-taking": "du har allerede besluttet at tage kortene op",
    "trump-needs-higher-trump": "en trumf kan kun slås af en højere trumf",
    "too-low": "{cover} er lavere end {card}",
    "wrong-suit": "{cover} er hverken i samme kulør som {card} eller trumf",
    # Transfer
    "transfer-off": "overførsel er ikke med i disse regler",
    "transfer-after-cover": "angrebet kan ikke overføres, når et kort er blevet dækket",
    "transfer-rank": "{card} har ikke samme værdi som angrebskortene",
    "transfer-mixed": "angrebskortene har forskellig værdi, så angrebet kan ikke overføres",
    "transfer-too-few": {
        "count": "held",
        "one": "næste forsvarer har kun {held} kort, for få mod {needed} angrebskort",
        "other": "næste forsvarer har kun {held} kort, for få mod {needed} angrebskort",
    },
    "transfer-nobody": "der er ingen andre tilbage i spillet at overføre angrebet til",
    # Trump-six swap
    "swap-off": "bytte af trumf-6 hører ikke med til disse regler",
    "swap-no-six": "du har ikke trumf-6",
    "swap-from-table": "en trumf-6, der er taget op fra bordet, må ikke byttes",
    "swap-too-late": "der er spillet et kort, siden den nederste trumf blev trukket",
    "swap-nothing": "der ligger ingen synlig trumf at bytte med",
    "show-off": "at sende angrebet videre ved at vise en trumf er ikke en del af disse regler",
    "show-not-trump": "{card} er ikke trumf: spil kortet for at sende videre, eller vis trumfen i samme værdi",
    "show-again": "{card} er allerede blevet vist i dette angreb",
    # Fallback
    "illegal-move": "det træk er ikke tilladt nu",
}

MESSAGES.update(
    {
        "ui-title": "Durak",
        "ui-you": "Du",
        "ui-new-game": "Nyt spil",
        "ui-play-again": "Spil igen",
        "ui-start": "Start",
        "ui-enter-starts": "Enter på en valgmulighed eller et afkrydsningsfelt starter spillet",
        "ui-cancel": "Annuller",
        "ui-log": "Spillets gang",
        "ui-take": "Tag op",
        "ui-lead-set": "Spil {cards}",
        "ui-beaten": "Slået",
        "ui-pass": "Pas",
        "ui-transfer": "Overfør",
        "ui-swap": "Byt trumf-6",
        "ui-transfer-zone": "Slip her for at overføre",
        "ui-trump": "Trumf: {suit}",
        "ui-trump-card": "Trumfkortet med billedsiden opad under bunken.",
        "ui-card-attack-open": "Angrebskort, ikke dækket.",
        "ui-card-attack-covered": "Angrebskort, dækket af {card_name}.",
        "ui-card-cover": "Dækker {card_name}.",
        "ui-card-in-hand": "På din hånd.",
        "ui-stock": {
            "count": "count",
            "one": "{count} kort i trækbunken",
            "other": "{count} kort i trækbunken",
        },
        "ui-stock-empty": "Trækbunken er tom",
        "ui-discard": {
            "count": "count",
            "one": "{count} kort smidt væk",
            "other": "{count} kort smidt væk",
        },
        "ui-cards": {"count": "count", "one": "{count} kort", "other": "{count} kort"},
        "ui-your-hand": "Din hånd",
        "ui-table": "Bordet",
        "ui-role-attacker": "angriber",
        "ui-role-defender": "forsvarer",
        "ui-role-helper": "må lægge til",
        "ui-role-out": "ude",
        "ui-role-took": "tager op",
        "ui-your-turn-attack": "Du angriber: vælg et kort at spille",
        "ui-your-turn-add": "Læg et kort til af samme værdi som et kort på bordet, eller tryk på »{button}«",
        "ui-your-turn-defend": "Forsvar dig: vælg et kort at dække med, eller tryk på »Tag op«",
        "ui-choose-target": "Vælg nu det kort, du vil dække med {card}",
        "ui-choose-cover": "Vælg nu dit kort, der skal dække {card}",
        "said-arrows": "venstre og højre piletast",
        "ui-your-turn-attack-keys": "Du angriber: vælg et kort med ← → og tryk på Enter",
        "ui-your-turn-defend-keys": "Forsvar dig: vælg et kort med ← → og tryk på Enter for at dække, eller tryk på T (»Tag op«)",
        "ui-choose-target-keys": "Vælg nu med ← → det kort, du vil dække med {card}, og tryk på Enter",
        "ui-choose-cover-keys": "Vælg nu med ← → dit kort, der skal dække {card}, og tryk på Enter",
        "ui-your-turn-add-keys": "Læg et kort til af samme værdi som et kort på bordet (← → og Enter), eller tryk på {letter} (»{button}«)",
        "ui-your-turn-take-only": "Du har intet kort, der kan dække: tryk på »Tag op«",
        "ui-your-turn-take-only-keys": "Du har intet kort, der kan dække: tryk på T (»Tag op«)",
        "ui-your-turn-transfer": "Forsvar dig: vælg et kort at dække med, tryk på »Overfør« for at sende angrebet videre, eller på »Tag op«",
        "ui-your-turn-transfer-keys": "Forsvar dig: vælg et kort med ← → og tryk på Enter for at dække, R for at overføre eller T for at tage op",
        "ui-waiting": "{name} tænker …",
        "ui-fallback": "Bottenes baggrundsproces svarede ikke: en enkel bot spillede for {name}",
        "ui-worker-starting": "Bottene starter …",
        "ui-worker-ready": "Bottene er klar",
        "ui-worker-failed": "Bottenes baggrundsproces er utilgængelig: enkle botter spiller på denne enhed",
        "ui-end-durak-you": "Du er durak!",
        "ui-end-durak": "{name} er durak",
        "ui-end-draw": "Uafgjort: ingen sidder tilbage med kort",
        "ui-match-losses": "Nederlag i denne kamp",
        # The new-game panel
        "ui-panel-title": "Nyt spil",
        "ui-presets": "Regelsæt",
        "ui-players": "Spillere",
        "ui-mode": "Variant",
        "ui-mode-throw-in": "Almindelig",
        "ui-mode-transfer": "Med overførsel",
        "ui-throw-in": "Hvem må lægge til",
        "ui-throw-in-all": "Alle spillere",
        "ui-throw-in-neighbours": "Forsvarerens naboer",
        "ui-first-bout": "Grænse i første angreb",
        "ui-swap-option": "Bytte af trumf-6",
        "ui-trump-rules": "Trumfkort",
        "ui-bots": "Botter",
        "ui-level-easy": "Let",
        "ui-level-medium": "Middel",
        "ui-level-hard": "Svær",
        "ui-speed": "Tempo",
        "ui-speed-slow": "Langsomt",
        "ui-speed-medium": "Middel",
        "ui-speed-fast": "Hurtigt",
        "ui-speed-extra-fast": "Meget hurtigt",
        "ui-hints": "Hjælp (fremhæv kort, der kan spilles)",
        # The game log and the live announcements
        "log-attack": "{name} angriber med {cards}",
        "log-throw-in": "{name} lægger {cards} til",
        "log-defend": "{name} dækker {attack} med {cover}",
        "log-transfer": "{name} overfører med {card}",
        "log-take": "{name} tager kortene op",
        "log-pass": "{name} melder pas",
        "log-swap": "{name} bytter trumf-6 med {card}",
        "log-attack-you": "Du angriber med {cards}",
        "log-throw-in-you": "Du lægger {cards} til",
        "log-defend-you": "Du dækker {attack} med {cover}",
        "log-transfer-you": "Du overfører med {card}",
        "log-take-you": "Du tager kortene op",
        "log-pass-you": "Du melder pas",
        "log-swap-you": "Du bytter trumf-6 med {card}",
        "log-picked-up-you": {
            "count": "count",
            "one": "Du tager {count} kort op",
            "other": "Du tager {count} kort op",
        },
        "log-beaten": "Slået tilbage: kortene smides væk",
        "log-beaten-auto": "Slået tilbage (der kan ikke lægges flere kort til): kortene smides væk",
        "log-you-draw": "Du trækker {cards}",
        "log-out": "{name} er ude: ingen kort tilbage",
        "log-out-you": "Du er ude: ingen kort tilbage",
        "log-defender": "{name} er forsvarer",
        "log-defender-you": "Du er forsvarer",
        "log-picked-up": {
            "count": "count",
            "one": "{name} tager {count} kort op",
            "other": "{name} tager {count} kort op",
        },
        "log-new-game": "Nyt spil: {mode}, {players} spillere; trumf er {suit}",
        "log-first-trump": "{name} angriber først: den laveste uddelte trumf, {card}",
        "log-first": "{name} angriber først",
        "log-first-later": "{name} angriber først: den, der tabte sidst, giver, og spilleren til venstre for giveren angriber",
        "log-first-fool": "{name} angriber først: den, der tabte sidst, forsvarer sig, og naboen til højre angriber",
        "log-trump-dealt": "Alle kort er givet: det sidste, {card}, er trumf og bliver hos {name}",
        "log-new-match": "En ny kamp begynder",
        "suit-S": "spar",
        "suit-H": "hjerter",
        "suit-D": "ruder",
        "suit-C": "klør",
    }
)

# Notices of settings, storage and share links.
MESSAGES.update(
    {
        "storage-corrupt": "De gemte data ({what}) kunne ikke læses, så standardværdierne bruges.",
        "storage-moves-dropped": "Det gemte spil fortsætter uden sin liste over træk, som ikke kunne spilles igen: »Fortryd træk« og »Gennemgang« kan ikke bruges i dette spil.",
        "storage-game-mended": "Nogle oplysninger om det gemte spil var beskadigede: spillet fortsætter med standardværdier for dem.",
        "storage-future-game": "En nyere version af spillet gemte et spil i gang: denne side rører det ikke, så spillet her bliver ikke gemt.",
        "storage-followed": "Der blev spillet videre i en anden fane eller et andet vindue: her vises nu spillet, som det blev gemt der.",
        "storage-repaired": "Nogle gemte data ({what}) var ugyldige ({fields}) og er sat tilbage til standard.",
        "storage-full": "Browserens lager er fuldt: dataene ({what}) kunne ikke gemmes.",
        "storage-disabled": "Browserens lager er ikke tilgængeligt: dataene ({what}) bliver ikke gemt efter dette besøg.",
        "storage-future-version": "De gemte data ({what}) stammer fra en nyere version af spillet: de bliver ikke rørt, og standardværdierne bruges.",
        "storage-changed-elsewhere": "De gemte data ({what}) blev ændret i en anden fane eller et andet vindue.",
        "record-import-invalid": "Filen er ikke en Durak-statistik ({reason}); intet blev importeret.",
        "record-import-future-version": "Statistikken stammer fra en nyere version af spillet; intet blev importeret.",
        "link-too-long": "Linket er for langt til at være en delt omgang; det blev ignoreret.",
        "link-future-version": "Linket stammer fra en nyere version af spillet; det blev ignoreret.",
        "link-bad-value": "Linkets værdi {value} for »{field}« er ugyldig; {default} bruges i stedet.",
        "link-duplicate": "Linket angiver »{field}« mere end én gang; den første værdi bruges.",
        "link-no-seed": "Linket har intet gyldigt nummer på omgangen, så der gives nye kort.",
        "link-damaged": "Linket er beskadiget: nogle af dets indstillinger kunne ikke læses, så de sædvanlige bruges.",
        "link-damaged-deal": "Linket er beskadiget: nogle af dets indstillinger kunne ikke læses, så de sædvanlige bruges, og der gives nye kort.",
        "link-bots-count": "Linket angiver {given} botniveauer til {needed} botter; resten spiller på {default}.",
        "link-missing": "Linket mangler: {fields}; standardværdierne bruges.",
        "link-banner-deal": "Delt omgang: {mode}, {players} spillere",
        "link-banner-daily": "Dagens omgang: {mode}, {players} spillere",
        "link-banner-rules": "Delte regler: {mode}, {players} spillere",
        "what-settings": "indstillinger",
        "what-record": "statistik",
        "what-game": "spil",
        "what-all": "alle data",
    }
)

MESSAGES.update(
    {
        "ui-menu": "Menu",
        "ui-close": "Luk",
        "ui-dismiss": "Skjul",
        "ui-share": "Del",
        "ui-share-copied": "Linket er kopieret: send det til en ven, så I kan spille samme omgang.",
        "ui-share-manual": "Kopiér dette link for at dele omgangen:",
        "ui-replay": "Spil denne omgang igen",
        "ui-daily": "Dagens omgang",
        "ui-play-shared": "Spil denne omgang",
        "ui-play-shared-rules": "Spil med disse regler",
        "ui-not-now": "Ikke nu",
        "ui-replace-warning": "Dit igangværende spil bliver erstattet.",
        "ui-stats": "Statistik",
        "ui-stats-total": "Alle spil",
        "ui-stats-games": "Spil",
        "ui-stats-wins": "Vundet",
        "ui-stats-losses": "Tabt",
        "ui-stats-draws": "Uafgjort",
        "ui-stats-abandoned": "Afbrudt",
        "ui-stats-abandoned-note": "Afbrudt: spil, du erstattede med et nyt, før de var slut.",
        "ui-stats-streak": "Spil i træk uden nederlag: {streak} (bedste {best})",
        "ui-stats-chart": {
            "count": "count",
            "one": "Resultatet af det seneste spil",
            "other": "Resultaterne af de seneste {count} spil",
        },
        "ui-stats-match-limit": {
            "count": "count",
            "one": "Kampen slutter ved {count} nederlag",
            "other": "Kampen slutter ved {count} nederlag",
        },
        "ui-stats-reset": "Nulstil statistik",
        "ui-stats-reset-confirm": "Er du sikker?",
        "ui-stats-reset-warning": "Tryk igen for at slette al statistik.",
        "ui-stats-reset-done": "Statistikken er nulstillet.",
        "ui-stats-reset-match": "Statistikken er nulstillet, og kampen med den: ingen nederlag endnu.",
        "ui-stats-export": "Eksportér",
        "ui-stats-import": "Importér",
        "ui-stats-imported": "Statistikken er importeret.",
        "ui-match-over": "Kampen er slut: {name} har nået {count} nederlag",
        "ui-match-again": "»{again}« starter en ny kamp.",
        "ui-loss-limit": "Kamp til antal nederlag",
        "ui-loss-limit-none": "Ingen grænse",
        "ui-resumed": "Dit spil er hentet frem, hvor du slap.",
    }
)

# The "Rules" view (durak.ui.rules_view).
MESSAGES.update(
    {
        "rules-title": "Reglerne for dette spil",
        "rules-summary": {
            "count": "players",
            "one": "{players} spiller · {mode}",
            "other": "{players} spillere · {mode}",
        },
        "rules-aim-h": "Formålet",
        "rules-aim": (
            "Bliv af med alle dine kort. Der er ingen egentlig vinder: den, der til sidst sidder "
            "tilbage med kort, er durak – tåben – og har tabt."
        ),
        "rules-deal-h": "Kortene og uddelingen",
        "rules-deck": (
            "Der spilles med 36 kort, fra sekser til es i hver kulør; sekseren er lavest og esset "
            "højest."
        ),
        "rules-deal": (
            "Alle får seks kort. Det næste kort vendes og lægges på tværs under trækbunken: dets "
            "kulør er trumf hele spillet, og det er det sidste kort, der trækkes."
        ),
        "rules-deal-six": (
            "Er I seks, deles hele bunken ud, så der er ingen trækbunke. Giverens sidste kort "
            "vises for alle: dets kulør er trumf, og giveren beholder kortet på hånden."
        ),
        "rules-first-attack": (
            "I første spil begynder den, der har den laveste trumf: trumf-6 vises som bevis, "
            "eller trumf-7, hvis ingen har sekseren, og så videre. Man må åbne med et hvilket "
            "som helst kort."
        ),
        "rules-later-left": (
            "Derefter giver taberen af hvert spil i det næste, og spilleren til venstre for "
            "giveren angriber først."
        ),
        "rules-later-fool": (
            "Derefter giver taberen af hvert spil i det næste, og spilleren til højre for taberen "
            "angriber taberen først – så tåben lærer at forsvare sig."
        ),
        "rules-later-draw": "Efter uafgjort giver den forrige taber igen.",
        "rules-attack-h": "Angreb",
        "rules-attack": (
            "Angriberen spiller et vilkårligt kort, eller flere kort af samme værdi, ud mod "
            "spilleren til venstre, som forsvarer sig."
        ),
        "rules-throw-in": (
            "Derefter må der lægges flere kort til, men kun af en værdi, der allerede ligger på "
            "bordet i dette angreb – hvad enten den kom fra angrebet eller forsvaret."
        ),
        "rules-throw-in-example": (
            "Når {attack} er dækket med {cover}, må der lægges ottere og damer til. {card} må "
            "ikke, selv om kortet er højere."
        ),
        "rules-who-all": "Alle undtagen forsvareren må lægge kort til.",
        "rules-who-all-four": (
            "Når I er fire, lægger forsvarerens venstre nabo til før spilleren overfor."
        ),
        "rules-who-neighbours": (
            "Kun forsvarerens to naboer må lægge kort til; de øvrige står over i dette angreb."
        ),
        "rules-who-three": "Begge forsvarerens modstandere må lægge kort til.",
        "rules-priority": (
            "Hovedangriberen har forrang: de andre lægger først til, når hovedangriberen har "
            "meldt pas. Hvert nyt kort på bordet, angreb eller dækning, giver alle lov til at "
            "lægge til igen."
        ),
        "rules-limit": (
            "Højst seks angrebskort i ét angreb, og aldrig flere end forsvareren havde, da "
            "angrebet begyndte – heller ikke efter at forsvareren har valgt at tage op."
        ),
        "rules-limit-first": {
            "count": "limit",
            "one": "I spillets allerførste angreb er grænsen {limit} kort.",
            "other": "I spillets allerførste angreb er grænsen {limit} kort.",
        },
        "rules-defend-h": "Forsvar",
        "rules-cover": (
            "Forsvareren dækker hvert angrebskort med et højere kort i samme kulør eller, hvis "
            "angrebskortet ikke er trumf, med en hvilken som helst trumf. En trumf kan kun slås "
            "af en højere trumf."
        ),
        "rules-cover-example": "{cover} slår {attack}: samme kulør, højere værdi.",
        "rules-trump-example": (
            "Når spar er trumf, slår {cover} {attack}, også selv om forsvareren har en højere "
            "ruder: man har ikke pligt til at bekende kulør."
        ),
        "rules-beaten": (
            "Når alle angrebskort er dækket, og ingen lægger flere til, når grænsen er nået og "
            "dækket, eller når forsvareren har dækket med sit allersidste kort, er angrebet slået "
            "tilbage: kortene smides væk, og forsvareren angriber som den næste."
        ),
        "rules-take": (
            "Forsvareren kan give op når som helst, også uden at prøve at dække. Angriberne må så "
            "lægge alle de kort til, de lovligt kunne have angrebet med, inden for grænsen; "
            "forsvareren tager alt på bordet op og mister sin tur: spilleren til venstre for "
            "forsvareren angriber som den næste."
        ),
        "rules-transfer-h": "Overførsel",
        "rules-transfer": (
            "Så længe intet angrebskort er dækket, kan forsvareren lægge et kort af samme værdi "
            "som angrebet og overføre hele det nu større angreb til den næste spiller, som så "
            "bliver forsvarer. Alle angrebskort skal have samme værdi, og den nye forsvarer skal "
            "have mindst lige så mange kort, som der er angrebskort. Angrebet kan overføres "
            "igen og igen."
        ),
        "rules-transfer-example": (
            "En enlig {attack} kan overføres med {card}; så angriber begge knægte den næste "
            "spiller."
        ),
        "rules-transfer-two": "Er I to, går det overførte angreb tilbage til den første angriber.",
        "rules-transfer-after-cover": (
            "Når først et angrebskort er dækket, kan angrebet ikke længere overføres. Kortet "
            "skal spilles: det er ikke nok at vise en trumf."
        ),
        "rules-draw-h": "Træk",
        "rules-draw": (
            "Efter hvert angreb trækker alle op til seks kort fra trækbunken: hovedangriberen "
            "først, så de andre, der var med i angrebet, og forsvareren sidst. Slipper bunken op "
            "undervejs, får nogle færre. En hånd med flere end seks kort beholdes, som den er."
        ),
        "rules-draw-none": (
            "Er I seks, er der ingen trækbunke, og ingen trækker: der spilles med de kort, der "
            "blev delt ud."
        ),
        "rules-swap-h": "Bytte af trumf-6",
        "rules-swap": (
            "Den, der får trumf-6 ved uddelingen eller fra trækbunken, må bytte den med den synlige "
            "trumf under bunken når som helst, også i andres tur og selv efter at det kort er "
            "trukket, så længe ingen har spillet et kort siden. En trumf-6, der er taget op fra "
            "bordet, må ikke byttes."
        ),
        "rules-swap-six-players": (
            "Er I seks, ligger der intet synligt kort under en trækbunke, så trumf-6 kan ikke "
            "byttes med noget."
        ),
        "rules-end-h": "Spillets slutning",
        "rules-out": (
            "Så længe der er kort i trækbunken, går ingen ud. Når den er tom, er en spiller uden "
            "kort ude og sikker, og turen springer vedkommende over."
        ),
        "rules-out-six": (
            "Er I seks, er trækbunken tom fra starten: en spiller uden kort er straks ude og "
            "sikker, og turen springer vedkommende over."
        ),
        "rules-durak": (
            "Spillet slutter kun, når et angreb er afsluttet. Den sidste med kort på hånden er "
            "durak. Har ingen kort tilbage efter det sidste angreb, er spillet uafgjort."
        ),
        "rules-controls-h": "Sådan spiller du her",
        "rules-practice": (
            "»{hint}« foreslår et træk og siger hvorfor; »{take_back}« tager dit sidste træk tilbage; {coach} (i »{menu}«) viser på hvert af dine træk din chance for ikke at blive durak. Et spil, hvor du bruger noget af disse tre, er et træningsspil: det tæller ikke i din statistik. Efter et spil går »{review}« dine træk igennem."
        ),
        "rules-keyboard": "Taster: ← og → vælger et kort, Enter spiller det, og knappens bogstav trykker på den.",
        "rules-controls": (
            "Klik eller tryk på et fremhævet kort for at spille det, eller træk det ind på bordet; når du "
            "forsvarer, slipper du det på det kort, det slår. »{beaten}« eller »{pass_}« afslutter "
            "dine tilføjelser, og »{take}« tager bordets kort op."
        ),
        "rules-teams-h": "Makkere og hold",
        "rules-teams-2v2": (
            "Fire spiller i to par, og makkerne sidder over for hinanden. Begge i det angribende "
            "par må angribe, angriberen før makkeren. Du angriber aldrig din makker, hjælper "
            "aldrig makkeren i forsvaret og giver aldrig makkeren kort."
        ),
        "rules-teams-3v3": (
            "Seks spiller i to hold á tre, placeret så naboer altid er modstandere. Alle på det "
            "angribende hold må være med i angrebet. Du angriber aldrig en holdkammerat, hjælper "
            "aldrig en holdkammerat i forsvaret og giver aldrig en holdkammerat kort."
        ),
        "rules-teams-empty-2v2": (
            "Når den ene makker løber tør for kort, spiller den anden for begge: når det ville "
            "være den tomme spillers tur til at angribe eller forsvare, gør makkeren det med sine "
            "egne kort."
        ),
        "rules-teams-empty-3v3": (
            "Når en spiller løber tør for kort, overtager holdets næste spiller med uret den "
            "tomme plads, og hullet rykker videre, så angrebene altid skifter mellem holdene."
        ),
        "rules-teams-win": (
            "Spillet slutter kun, når et angreb er afsluttet. Det hold, der først bliver af med "
            "alle sine kort, vinder; holdet, der stadig har kort, taber."
        ),
    }
)

# The "new version" banner of the offline app (static/js/pwa.js).
MESSAGES.update(
    {
        "ui-update-available": "Opdatering tilgængelig",
        "ui-update-reload": "Genindlæs",
    }
)

# Pairs and teams at the table (durak.ui.panel, durak.web).
MESSAGES.update(
    {
        "ui-teams": "Holdinddeling",
        "ui-teams-none": "Hver for sig",
        "ui-teams-2v2": "Par (2 mod 2)",
        "ui-teams-3v3": "Hold (3 mod 3)",
        "ui-panel-deck-grown": "{players} spillere kræver et større kortspil: {deck} kort er valgt.",
        "ui-panel-preset-follows": "Reglerne i »{preset}« for disse spillere: {changes}.",
        "ui-panel-teams-off": {
            "count": "count",
            "one": "{seating}: kun med {count} spiller. Nu spiller alle hver for sig.",
            "other": "{seating}: kun med {count} spillere. Nu spiller alle hver for sig.",
        },
        "ui-panel-players-set": {
            "count": "count",
            "one": "{seating}: {count} spiller er valgt.",
            "other": "{seating}: {count} spillere er valgt.",
        },
        "ui-role-partner": "makker",
        "ui-and": " og ",
        "ui-end-team-you": "Dit hold sidder tilbage med kort: I er durak!",
        "ui-end-team": "{names} sidder tilbage med kort: de er durak",
    }
)

# Presets, the Rules and Language menu items, bot names (durak.settings, durak.web).
MESSAGES.update(
    {
        "preset-classic": "Klassisk",
        "preset-classic-desc": "Almindelig Durak: alle undtagen forsvareren må lægge til (kun forsvarerens naboer ved 5–6 spillere, der spiller hver for sig), højst 6 kort i første angreb, intet bytte af trumf-6.",
        "preset-transfer": "Med overførsel",
        "preset-transfer-desc": "Durak med overførsel: forsvareren kan overføre angrebet med et kort af samme værdi; alle må lægge til; højst 5 kort i første angreb.",
        "preset-neighbours": "Kun naboer",
        "preset-neighbours-desc": "Almindelig Durak, hvor kun forsvarerens to naboer må angribe; højst 6 kort i første angreb.",
        "preset-transfer-neighbours": "Overførsel, kun naboer",
        "preset-transfer-neighbours-desc": "Durak med overførsel, hvor kun forsvarerens to naboer må angribe; højst 6 kort i første angreb.",
        "preset-club": "Klubregler med bytte af trumf-6",
        "preset-club-desc": "Finske klubregler: trumf-6 fra uddelingen eller trækbunken må byttes med den synlige trumf; alle må lægge til (kun naboer ved 5–6 spillere, der spiller hver for sig); giverens venstre nabo angriber først.",
        "preset-danish": "Dansk: taberen forsvarer først",
        "preset-danish-desc": "Klassisk plus to danske husregler: taberen angribes først i næste spil, og med flere end 3 spillere, der spiller hver for sig, er der højst 5 kort i første angreb.",
        "preset-custom": "Egne regler",
        "ui-rules": "Regler",
        "ui-language": "Sprog",
        "bot-1": "Anja",
        "bot-2": "Boris",
        "bot-3": "Katja",
        "bot-4": "Dima",
        "bot-5": "Olga",
        "bot-6": "Misja",  # a spare: for the bot whose name you took
    }
)

# Preferences in the new-game panel.
MESSAGES.update(
    {
        "ui-your-name": "Dit navn",
        "ui-preferences": "Indstillinger",
        "ui-animations": "Animationer",
        "ui-sound": "Lyd",
    }
)

# --- Issue 11: deck sizes, first attacker, transfer by showing a trump. ---
MESSAGES.update(
    {
        "ui-deck": "Kortspil",
        "ui-deck-24": "24 kort (9–A, højst 4 spillere)",
        "ui-deck-32": "32 kort (7–A, højst 5 spillere)",
        "ui-deck-36": "36 kort (6–A)",
        "ui-deck-52": "52 kort (2–A)",
        "ui-first-attacker": "Første angreb i en kamp",
        "ui-first-attacker-lowest-trump": "Laveste trumf",
        "ui-first-attacker-left-of-dealer": "Giverens venstre nabo",
        "ui-next-attacker": "Første angreb i de følgende spil",
        "ui-next-attacker-left-of-dealer": "Giverens venstre nabo",
        "ui-next-attacker-attack-the-fool": "Taberen forsvarer først",
        "ui-show-option": "Send videre ved at vise en trumf",
        "ui-note-show": "Med overførsel: en trumf af angrebets værdi, vist og beholdt, sender angrebet videre.",
        "ui-note-first-bout": "Højst så mange angrebskort i hvert spils første angreb.",
        "ui-note-swap": "Den, der får trumf-seksen, må bytte den for det åbne trumfkort.",
        "ui-note-first-attacker": "Hvem der angriber først, før nogen har tabt et spil; derefter giver taberen.",
        "ui-note-next-attacker": "Den, der tabte sidst, giver næste spil; her vælges, hvem der angriber først.",
        "ui-note-loss-limit": "Kampen slutter, når en spiller når så mange nederlag.",
        "preset-custom-desc": "Dine egne regler: valgene nedenfor.",
        "ui-show": "Vis trumf",
        "ui-your-turn-transfer-show": "Forsvar dig: vælg et kort at dække med, tryk på »Overfør« eller »Vis trumf« for at sende angrebet videre, eller på »Tag op«",
        "ui-your-turn-transfer-show-keys": "Forsvar dig: vælg et kort med ← → og tryk på Enter for at dække, R for at overføre, W for at vise en trumf eller T for at tage op",
        "ui-your-turn-show": "Forsvar dig: vælg et kort at dække med, tryk på »Vis trumf« for at sende angrebet videre, eller på »Tag op«",
        "ui-your-turn-show-keys": "Forsvar dig: vælg et kort med ← → og tryk på Enter for at dække, W for at vise en trumf og sende angrebet videre eller T for at tage op",
        "log-show": "{name} viser {card} og sender angrebet videre",
        "log-show-you": "Du viser {card} og sender angrebet videre",
        "rules-deck-other": "Spillet har {count} kort, {low} til es i hver kulør; {low} er lavest og es højest.",
        "rules-deal-all": "Her deles hele bunken ud, så der er ingen trækbunke. Giverens sidste kort vises for alle: dets kulør er trumf, og giveren beholder det på hånden.",
        "rules-first-attack-low": "I første spil starter den, der har den laveste trumf, og viser den som bevis. Åbningsangrebet må være et hvilket som helst kort.",
        "rules-first-attack-left": "I første spil angriber spilleren til venstre for giveren først. Åbningsangrebet må være et hvilket som helst kort.",
        "rules-transfer-show": "Forsvareren kan også sende angrebet videre uden at spille et kort: ved at vise trumfen i angrebets værdi og beholde den. Den nye forsvarer skal have mindst lige så mange kort, som der er angrebskort. Hver trumf må kun vises én gang i et angreb.",
        "rules-transfer-after-cover-show": "Når et angrebskort er stukket, kan angrebet ikke længere sendes videre, hverken med et kort eller ved at vise en trumf.",
        "rules-swap-low": "Med dette spil er den laveste trumf {low}: den indtager trumf-6's plads i denne regel.",
        "rules-draw-none-all": "Hele bunken er delt ud, så der er ingen trækbunke, og ingen trækker.",
        "rules-out-all": "Der er ingen trækbunke: en spiller uden kort er straks ude og sikker, og turen går uden om vedkommende.",
        "rules-swap-none-all": "Hele bunken deles ud, så der ligger intet synligt kort under en trækbunke at bytte den laveste trumf med.",
        "rules-priority-helpers": "De andre lægger til på skift, begyndende med forsvarerens venstre nabo: hver først, når alle før vedkommende har meldt pas.",
    }
)

# --- practice-ui (issue 15, the page): the review screen and the hint line. ---
MESSAGES.update(
    {
        "review-deal": "Kortgivningen",
        "review-next-move": "{verdict} — dit næste træk ({number}): {move} ({figure}).",
        "review-lost-anyway": "Herfra taber hvert træk, medmindre modparten fejler.",
        "review-longer": "Vurderet længere end ved bordet: tallene kan afvige.",
        "review-judging": "Træneren bedømmer dine træk: {done} af {total} …",
        "review-first": "Til kortgivningen",
        "review-prev": "Forrige træk",
        "review-next": "Næste træk",
        "review-last": "Til slutningen",
        "review-unavailable": "Dette spil kan ikke gennemgås: dets træk kendes ikke.",
        "ui-hint-line": "Tip: {move}. {reason}",
        "ui-hint-press": "tryk på »{button}«",
        "coach-won-short": "Vundet",
        "coach-lost-short": "Tabt",
        "coach-draw-short": "Uafgjort",
    }
)


# --- issue 15 (practice): hint reasons, take back, coach, review. ---
MESSAGES.update(
    {
        "hint-only-move": "Det er det eneste træk, du har.",
        "hint-last-cards": "De sidste kort ud: trækbunken er tom, så du tømmer hånden.",
        "hint-endgame": "Ifølge den nøjagtige slutspilsberegning vinder dette træk.",
        "hint-keep-trumps": "Gem dine trumfer, så længe trækbunken varer.",
        "hint-take": "Det koster mindre at tage op end at dække.",
        "hint-cheapest-cover": "Det billigste kort, der dækker.",
        "hint-only-cover": "Kun dette kort kan dække det.",
        "hint-unbeatable": "Forsvareren kan ikke slå denne kulør.",
        "hint-unbeatable-trump": "Forsvareren har ingen højere trumf.",
        "hint-low-lead": "Spil lavt ud: gem dine høje kort og trumfer til senere.",
        "hint-pair-lead": "Du har endnu et kort af samme værdi at lægge til.",
        "hint-best-odds": "Blandt mange mulige fordelinger af de skjulte kort undgår du oftest at blive durak med dette træk.",
        "hint-known-odds": "Alle kort er kendt: i spil herfra undgår du oftest at blive durak med dette træk.",
        # the two longest reasons, shorter for a phone's hint line (durak.ui.practice_view)
        "hint-last-cards-short": "Trækbunken er tom, så du tømmer hånden.",
        "hint-best-odds-short": "Med dette træk undgår du oftest at blive durak.",
        "hint-lost-anyway": "Herfra taber hvert træk, medmindre modparten fejler.",
        "hint-lost-anyway-short": "Herfra taber hvert træk.",
        "hint-coach-higher": "Trænerens tal foretrækker et andet træk: {move}, {best} mod {this}.",
        "hint-odds-coach": "I tipsets egne gennemspilninger klarede dette træk sig bedst; trænerens tal foretrækker et andet: {move}, {best} mod {this}.",
        "hint-coach-short": "Trænerens bedste: {move}, {best}.",
        "ui-hint": "Tip",
        "ui-take-back": "Fortryd træk",
        "ui-taken-back": "Dit sidste træk er fortrudt.",
        "ui-coach": "Træner",
        "ui-coach-what": "Tallet på hvert kort og hver knap, du kan spille: din chance for ikke at blive durak (ud fra tilfældige uddelinger). Spil med træneren slået til er træningsspil: de tæller ikke i din statistik.",
        "ui-review": "Gennemgang",
        "ui-play-from-here": "Spil herfra",
        "ui-practice": "Træningsspil",
        "ui-practice-note": "Fortryder du et træk, beder om et tip eller ser trænerens tal, bliver det et træningsspil: det tæller ikke i din statistik eller i kampen.",
        "ui-practice-note-short": "Spillet bliver et træningsspil og tæller ikke.",
        "ui-practice-end": "Træningsspil: det tæller ikke i din statistik eller i kampen.",
        "ui-practice-now": "Dette er nu et træningsspil: det tæller ikke i din statistik eller i kampen.",
        "ui-stats-practice": "Træningsspil",
        "ui-stats-practice-note": "Træningsspil (med et tip, et fortrudt træk eller træneren) tælles for sig, ikke under »Alle spil«.",
        "coach-chance": "{percent} % chance for ikke at blive durak",
        "coach-percent": "{percent} %",
        "coach-won": "Vundet med bedste spil",
        "coach-lost": "Tabt med bedste spil",
        "coach-draw": "Uafgjort med bedste spil",
        "review-best": "Bedst",
        "review-good": "Godt",
        "review-inaccuracy": "Unøjagtighed",
        "review-mistake": "Fejl",
        "review-blunder": "Bommert",
        "review-forced": "Eneste træk",
        "review-won": "vundet",
        "review-lost": "tabt",
        "review-draw": "uafgjort",
        "review-why": "Hvorfor: {reason}",
        "review-better": "Bedre: {move}.",
        "review-perhaps-better": "Måske bedre: {move}.",
        "review-turning": "Vendepunkt",
        "review-summary": "Præcision {accuracy} % (andelen af dine træk vurderet »Bedst« eller »Godt«). Vendepunkt: træk {number}, {move}.",
        "review-summary-even": "Præcision {accuracy} % (andelen af dine træk vurderet »Bedst« eller »Godt«). Ingen enkelt fejl afgjorde spillet.",
        "review-summary-none": "Du havde ingen valg at vurdere.",
        "review-percents": "Procenterne: din chance for ikke at blive durak.",
        "review-move": "Efter træk {number} af {total}",
        "move-attack": "spil {cards}",
        "move-defend": "dæk {attack} med {cover}",
        "move-transfer": "overfør med {card}",
        "move-show": "vis {card} og overfør",
        "move-take": "tag op",
        "move-pass": "pas",
        "move-swap": "byt trumf-6",
    }
)

# --- words (issue 13): the "you" form of every sentence about a player (durak.ui.text.about
# picks it), and the page title and loading screen (static/js/loading.js and index.html show
# these before Python starts; tests/test_i18n.py checks they agree). ---
MESSAGES.update(
    {
        "log-first-trump-you": "Du angriber først: den laveste uddelte trumf, {card}",
        "log-first-you": "Du angriber først",
        "log-first-later-you": "Du angriber først: den, der tabte sidst, giver, og spilleren til venstre for giveren angriber",
        "log-first-fool-you": "Du angriber først: den, der tabte sidst, forsvarer sig, og naboen til højre angriber",
        "log-trump-dealt-you": "Alle kort er givet: det sidste, {card}, er trumf og bliver hos dig",
        "ui-waiting-you": "Din tur",
        "ui-fallback-you": "Bottenes baggrundsproces svarede ikke: en enkel bot spillede for dig",
        "ui-fallback-starting": "Bottene starter stadig: imens spillede en enkel bot for {name}",
        "ui-fallback-starting-you": "Bottene starter stadig: imens spillede en enkel bot for dig",
        "ui-match-over-you": {
            "count": "count",
            "one": "Kampen er slut: du har nået {count} nederlag",
            "other": "Kampen er slut: du har nået {count} nederlag",
        },
        # Role badges at your own seat, after your name ("You" + badge)
        "ui-role-attacker-you": "angriber",
        "ui-role-defender-you": "forsvarer",
        "ui-role-helper-you": "må lægge til",
        "ui-role-out-you": "ude",
        "ui-role-took-you": "tager op",
        "ui-page-title": "Durak – kortspillet",
        "ui-loading": "Indlæser Python …",
        "ui-noscript": "Dette spil kræver JavaScript for at køre Python i din browser.",
    }
)

# --- follow: seat bubbles, the last move marked, a bot thinking, the end of the game,
# the statistics chart (durak.ui.follow, durak.web.table, durak.ui.stats_view). ---
MESSAGES.update(
    {
        "bubble-take": "Tager op",
        "bubble-pass": "Pas",
        "bubble-beaten": "Slået",
        "bubble-transfer": "Overfører",
        "bubble-swap": "Bytter trumf-6",
        "bubble-show": "Viser trumf",
        "seat-thinking": "tænker …",
        "mark-last": "Seneste træk: {name}.",
        "mark-last-you": "Dit seneste træk.",
        "end-won": "Du vandt",
        "end-durak": "Du er durak",
        "end-draw": "Uafgjort",
        "end-team-won": "Dit hold vandt",
        "end-team-lost": "Dit hold tabte",
        "end-no-durak": "Ingen sidder tilbage med kort",
        "end-cards-left": "Kort tilbage på hånden",
        "stats-won": "Vundet",
        "stats-lost": "Tabt",
        "stats-draw": "Uafgjort",
        "stats-axis-games": "Spil, ældste til nyeste",
        "stats-axis-result": "Resultat",
        "stats-col-game": "Spil",
        "stats-col-date": "Dato",
        "stats-col-table": "Bord",
        # expert level
        "ui-level-expert": "Ekspert",
    }
)

# analysis (core): the analysis board's entries, set-up positions and their links
# (durak.analysis, durak.analysis_position; issue 17).
MESSAGES.update(
    {
        "analysis.already-passed": "spilleren har meldt pas; vent, til et nyt kort lander på bordet",
        "analysis.already-taking": "forsvareren har allerede besluttet at tage kortene",
        "analysis.bad-rules": "det er ikke regler for spillet",
        "analysis.bad-save": "den gemte analysetavle er beskadiget og kan ikke åbnes",
        "analysis.cannot-pass": "spilleren kan ikke melde pas nu: der er intet at lægge til",
        "analysis.discarded": "{card} er allerede i bunken med kasserede kort",
        "analysis.draw-count": {
            "count": "count",
            "one": "angiv det {count} kort, du trak",
            "other": "angiv de {count} kort, du trak",
        },
        "analysis.draw-first": {
            "count": "count",
            "one": "angiv først det {count} kort, du trak fra bunken",
            "other": "angiv først de {count} kort, du trak fra bunken",
        },
        "analysis.first-attacker": "med disse regler angriber en anden spiller først",
        "analysis.hand-size": {
            "count": "count",
            "one": "en hånd får {count} kort",
            "other": "en hånd får {count} kort ved uddelingen",
        },
        "analysis.holds-known": "spilleren har {card}, som kunne lægges til",
        "analysis.impossible": "det passer ikke med det, der allerede er set i dette spil",
        "analysis.impossible-deal": "ingen uddeling passer til disse kort og denne første angriber",
        "analysis.impossible-draw": "de kort passer ikke med det, der allerede er set i dette spil",
        "analysis.in-your-hand": "{card} er på din hånd",
        "analysis.known-elsewhere": "{card} vides at være på en anden spillers hånd",
        "analysis.link-malformed": "positionslinket er beskadiget",
        "analysis.link-too-long": "positionslinket er for langt",
        "analysis.link-version": "positionslinket er fra en anden version af spillet",
        "analysis.lower-trump": "{card} blev ikke givet til nogen: {cover} blev vist som laveste trumf",
        "analysis.must-hold": "spilleren må have et kort, der kunne lægges til",
        "analysis.must-lead": "angriberen skal spille et kort ud for at starte angrebet",
        "analysis.no-draw": "der er ingen trukne kort at angive nu",
        "analysis.not-attacking": "spilleren er ikke med i dette angreb",
        "analysis.not-drawn": "spilleren kan ikke have haft {card}",
        "analysis.not-in-deck": "{card} er ikke i et spil med {count} kort",
        "analysis.not-their-turn": "det er ikke den spillers tur",
        "analysis.nothing-own": "dine egne træk angives som i et spil: meld pas eller spil et kort",
        "analysis.on-table": "{card} ligger allerede på bordet",
        "analysis.pos-cover": "{cover} stikker ikke {card}",
        "analysis.pos-empty-hand": "mens bunken har kort, har hver spiller kort, og angriber og forsvarer har altid kort",
        "analysis.pos-engine": "positionen er ikke mulig ({text})",
        "analysis.pos-limit": {
            "count": "limit",
            "one": "højst {limit} angrebskort i denne runde",
            "other": "højst {limit} angrebskort i denne runde",
        },
        "analysis.pos-malformed": "positionen er ikke fuldstændig",
        "analysis.pos-over": "mindst to spillere skal have kort",
        "analysis.pos-players": {
            "count": "count",
            "one": "angiv {count} hånd, én pr. spiller",
            "other": "angiv {count} hænder, én pr. spiller",
        },
        "analysis.pos-same-seat": "angriber og forsvarer skal være forskellige spillere",
        "analysis.pos-stock": {
            "count": "count",
            "one": "{count} kort er ikke nævnt nogen steder: bunken rummer netop de kort, der ikke er nævnt",
            "other": "{count} kort er ikke nævnt nogen steder: bunken rummer netop de kort, der ikke er nævnt",
        },
        "analysis.pos-taking": "forsvareren kan kun tage, mens et kort er ustukket",
        "analysis.pos-teams": "forsvareren skal være angriberens modstander og den næste i tur",
        "analysis.pos-next": "forsvareren skal være den næste spiller efter angriberen; spillere, der er ude, springes over",
        "analysis.pos-trump": "trumffarven passer ikke med det vendte trumfkort",
        "analysis.pos-trump-card": "mens bunken har kort, ligger det vendte trumfkort under den og ingen andre steder (»Trumfkort under bunken«)",
        "analysis.pos-turn": "ingen kan trække i denne position",
        "analysis.said-nothing": "spilleren havde intet at lægge til før og har ikke trukket siden, så {card} kan ikke være på hånden",
        "analysis.seen": "{card} er allerede set et andet sted",
        "analysis.shown-lowest": "{card} er en lavere trumf end den viste",
        "analysis.shown-none": "du har {card}, en trumf: den, der angriber først, viste en lavere; vælg den viste trumf",
        "analysis.show-yours": "du angriber først og viste derfor din laveste trumf, {card}: vælg den",
        "analysis.shown-not-trump": "{card} er ikke trumf",
        "analysis.too-many": {
            "count": "held",
            "one": "spilleren har kun {held} kort, for få til {needed}",
            "other": "spilleren har kun {held} kort, for få til {needed}",
        },
        "analysis.transfer-after-cover": "angrebet kan ikke sendes videre, når et kort er stukket",
        "analysis.under-stock": "{card} er det vendte trumfkort under bunken",
        "analysis.wait-for-helper": "en spiller før i turen kan stadig lægge til; angiv først den spillers træk",
    }
)

# analysis (page): the analysis board's screens, buttons and lines (issue 17:
# durak.ui.analysis_view, durak.ui.analysis_setup, durak.ui.analysis_picker).
MESSAGES.update(
    {
        "analysis-menu": "Analysér",
        "analysis-title": "Analysebræt",
        "analysis-seat": "Spiller {number}",
        "analysis-attack": "Angrib",
        "analysis-throw-in": "Kast på",
        "analysis-cover": "Dæk",
        "analysis-over": "Spillet er slut.",
        "analysis-draw": {
            "count": "count",
            "one": "Vælg det kort, du trak: {count} mere.",
            "other": "Vælg de kort, du trak: {count} mere.",
        },
        "analysis-draw-done": "Alle de kort, du trak, er valgt: tryk på »{done}«.",
        "analysis-which-target": "Hvilket kort dækker {player}?",
        "analysis-which-card": "Hvilket kort spiller {player}?",
        "analysis-your-move": "Dit træk: vælg det kort, du spiller, eller en knap.",
        "analysis-enter-move": "Indtast trækket for {player}.",
        "analysis-cards": {
            "count": "count",
            "one": "{count} kort",
            "other": "{count} kort",
        },
        "analysis-known": "kendte: {cards}",
        "analysis-known-one": "kendt: {card}",
        "analysis-discard": "Afkast: {count}",
        "analysis-no-bout": "Ingen kort på bordet",
        "analysis-bout": "Kortene på bordet",
        "analysis-move-of": "Trækket for {player}",
        "analysis-pick-attack": "Hvilket kort spiller {player}?",
        "analysis-pick-defend": "Hvilket kort dækker {player} med?",
        "analysis-pick-transfer": "Hvilket kort overfører {player} med?",
        "analysis-pick-show": "Hvilken trumf viser {player}?",
        "analysis-your-hand": "Din hånd",
        "analysis-chosen": "{count} af {total} valgt",
        "analysis-drew": "De kort, du trak",
        "analysis-done": "Færdig",
        "analysis-coach-best": "Trænerens bedste træk: {move} ({figure}).",
        "analysis-do-defend": "dæk {target} med {card}",
        "analysis-do-attack": "spil {cards}",
        "analysis-do-transfer": "overfør med {cards}",
        "analysis-do-show": "vis {cards}",
        "analysis-do-take": "tag op",
        "analysis-do-pass": "sig pas",
        "analysis-do-swap": "byt trumfseksen",
        "analysis-setup": "Opstil en stilling",
        "analysis-back": "Tilbage til spillet",
        "analysis-start": "Følg dette spil",
        "analysis-new-prompt": "Vælg trumfkortet og dine 6 kort, og tryk så på »{start}«.",
        "analysis-new-ready": "Alt er valgt: tryk på »{start}« for at følge dit spil fra første træk.",
        "analysis-new-shown": "Vælg den trumf, {player} viste, og tryk så på »{start}«.",
        "analysis-undo": "Fortryd",
        "analysis-new": "Nyt bræt",
        "analysis-share": "Del stillingen",
        "analysis-coach": "Træner",
        "analysis-follow": "Følg et spil",
        "analysis-rules": "Regler",
        "analysis-your-seat": "Din plads",
        "analysis-first": "Hvem angriber først",
        "analysis-trump-card": "Trumfkortet",
        "analysis-players": {
            "count": "count",
            "one": "{count} spiller",
            "other": "{count} spillere",
        },
        "analysis-zone-hand": "Hånd: {player}",
        "analysis-zone-attack": "Bordet: angrebskort",
        "analysis-zone-cover": "Bordet: dækkort",
        "analysis-zone-discard": "Afkast",
        "analysis-zone-trumpcard": "Trumfkort under bunken",
        "analysis-mark-attack": "A",
        "analysis-mark-cover": "D",
        "analysis-mark-discard": "K",
        "analysis-mark-trumpcard": "★",
        "analysis-trump-suit": "Trumffarve",
        "analysis-to-act": "Hvis tur",
        "analysis-to-act-rules": "Som reglerne siger",
        "analysis-attacker": "Angriber",
        "analysis-defender": "Forsvarer",
        "analysis-legal": "Stillingen er lovlig.",
        "analysis-setup-start": "Begynd med at vælge kortene på hver hånd.",
        "analysis-put": "Hvor valgte kort lægges",
        "analysis-broken-save": "Det gemte analysebræt kunne ikke læses: et nyt bræt vises.",
        "analysis-future-save": "Det gemte analysebræt stammer fra en nyere version af spillet: det bliver ikke rørt, og et nyt bræt vises.",
        "analysis-need-trump": "Vælg trumfkortet først.",
        "analysis-undone": "Den seneste indtastning blev fortrudt.",
        "analysis-no-open-card": "Der er intet udækket kort på bordet.",
        "analysis-coach-wait": "Træneren starter stadig: prøv igen om et øjeblik.",
        "analysis-coach-working": "Træneren tænker…",
        "analysis-coach-for": "Trænerens tal ({player}): {moves}",
        "analysis-share-illegal": "Kun en lovlig stilling kan deles.",
        "analysis-bad-link": "Dette stillingslink er ødelagt eller ikke en Durak-stilling: intet blev åbnet.",
        "analysis-coach-mine": "Trænerens tal for dig: {moves}",
        "analysis-rest": "De kort, der ikke er placeret",
        "analysis-rest-stock": {
            "count": "count",
            "one": "er trækbunken: {count} kort, trumfkortet med billedsiden op under den",
            "other": "er trækbunken: {count} kort, trumfkortet med billedsiden op under den",
        },
        "analysis-rest-discard": {
            "count": "count",
            "one": "er i afkastet ({count} kort)",
            "other": "er i afkastet ({count} kort)",
        },
        "analysis-play-confirm": "Tryk igen: dit igangværende spil bliver erstattet",
        "analysis-ruled-out": "Også grå: kort, som {player} ikke kan have efter det, spillet har vist (den laveste trumf, der blev vist, hvad de tog op eller ikke kunne lægge til).",
        "analysis-new-confirm": "Tryk igen for at kassere brættet",
        "analysis-dealer": "Hvem gav",
        "analysis-dealer-first": "Ingen endnu: kampens første spil",
        "analysis-intro": "Følg et spil, du spiller ved et rigtigt bord: indtast dine kort og hvert træk, efterhånden som det spilles, så viser træneren dine chancer.",
        "analysis-dealer-seat": "{player}, i et senere spil",
        "analysis-taking": "Forsvareren har sagt tag op",
        "analysis-nothing": "Intet at kaste på",
        "analysis-shown": "Trumfen, som {player} viste",
        "analysis-shown-none": "ingen valgt: ingen viste en trumf",
    }
)
