"""Suomenkielinen luettelo: samat avaimet kuin :mod:`durak.i18n.en`.

Words of the table: valtti, hyökkäys (a bout), hyökkääjä, puolustaja, lyödä (cover), lisätä
(throw in), torjuttu (beaten off), kaatopakka (the discard pile), nostaa (take), passata,
siirtää (transfer), pakka (the stock), tyhmyri (the durak). Card names are the usual
compounds: herttakuningatar, patajätkä, ristiässä, ruutukymppi.
"""

from __future__ import annotations

from typing import Any


def plural(n: int) -> str:
    """Finnish: 1 -> one, else other."""
    return "one" if n == 1 else "other"


RANK_NAMES: dict[str, str] = {
    "2": "kakkonen",
    "3": "kolmonen",
    "4": "nelonen",
    "5": "viitonen",
    "6": "kuutonen",
    "7": "seiska",
    "8": "kasi",
    "9": "ysi",
    "T": "kymppi",
    "J": "jätkä",
    "Q": "kuningatar",
    "K": "kuningas",
    "A": "ässä",
}
SUIT_NAMES: dict[str, str] = {"S": "pata", "H": "hertta", "D": "ruutu", "C": "risti"}


#: The cases a card's name is declined in (:func:`card_name`): genitive, the object's form
#: ("lyö pataseiskan"), adessive ("herttaässällä"), illative ("vaihtaa herttaässään")
#: and partitive ("pataseiskaa ei ole"); the suit, the compound's first part, stays as
#: it is.
CASES = ("gen", "ade", "ill", "par")
#: Each rank in those cases (with its consonant gradation and vowel harmony).
RANK_CASES: dict[str, dict[str, str]] = {
    "2": {"gen": "kakkosen", "ade": "kakkosella", "ill": "kakkoseen", "par": "kakkosta"},
    "3": {"gen": "kolmosen", "ade": "kolmosella", "ill": "kolmoseen", "par": "kolmosta"},
    "4": {"gen": "nelosen", "ade": "nelosella", "ill": "neloseen", "par": "nelosta"},
    "5": {"gen": "viitosen", "ade": "viitosella", "ill": "viitoseen", "par": "viitosta"},
    "6": {"gen": "kuutosen", "ade": "kuutosella", "ill": "kuutoseen", "par": "kuutosta"},
    "7": {"gen": "seiskan", "ade": "seiskalla", "ill": "seiskaan", "par": "seiskaa"},
    "8": {"gen": "kasin", "ade": "kasilla", "ill": "kasiin", "par": "kasia"},
    "9": {"gen": "ysin", "ade": "ysillä", "ill": "ysiin", "par": "ysiä"},
    "T": {"gen": "kympin", "ade": "kympillä", "ill": "kymppiin", "par": "kymppiä"},
    "J": {"gen": "jätkän", "ade": "jätkällä", "ill": "jätkään", "par": "jätkää"},
    "Q": {
        "gen": "kuningattaren",
        "ade": "kuningattarella",
        "ill": "kuningattareen",
        "par": "kuningatarta",
    },
    "K": {"gen": "kuninkaan", "ade": "kuninkaalla", "ill": "kuninkaaseen", "par": "kuningasta"},
    "A": {"gen": "ässän", "ade": "ässällä", "ill": "ässään", "par": "ässää"},
}


def card_name(card: str, case: str = "") -> str:
    """``"QH"`` -> ``"herttakuningatar"``, in ``case`` (:data:`CASES`)
    ``"herttakuningattaren"``, ``"herttakuningattarella"``, ``"herttakuningattareen"``;
    text that is not a card code is returned unchanged."""
    if len(card) != 2 or card[0] not in RANK_NAMES or card[1] not in SUIT_NAMES:
        return card
    if case in CASES:
        return SUIT_NAMES[card[1]] + RANK_CASES[card[0]][case]
    return SUIT_NAMES[card[1]] + RANK_NAMES[card[0]]


MESSAGES: dict[str, Any] = {
    # Input
    "malformed-move": "siirtoa ”{text}” ei voi lukea",
    "unknown-card": "”{text}” ei ole kortti",
    "bad-seat": "paikkaa {seat} ei ole",
    "game-over": "peli on jo päättynyt",
    "not-in-hand": "korttia {card} ei ole kädessäsi",
    "duplicate-card": "kortti {card} on mainittu kahdesti",
    # Whose turn
    "not-your-turn": "nyt ei ole sinun vuorosi",
    "not-attacking": "et ole mukana tässä hyökkäyksessä",
    "not-neighbour": "vain puolustajan vieressä istuvat saavat lisätä kortteja",
    "defender-cannot-attack": "puolustaja ei voi lisätä hyökkäyskortteja",
    "wait-for-main-attacker": "hyökkääjä pelaa ensin: odota, kunnes hän on passannut",
    "wait-for-helper": "vuorossa ennen sinua oleva pelaaja saa vielä lisätä kortteja: odota, kunnes hän passaa",
    "already-passed": "passasit jo: odota, kunnes pöytään tulee uusi kortti",
    "must-lead": "aloita hyökkäys pelaamalla kortti",
    "only-defender": "vain puolustaja voi tehdä niin",
    # Attacking
    "mixed-ranks": "yhdessä pelattavien korttien on oltava samaa arvoa",
    "rank-not-on-table": "kortin {card} arvoa ei ole pöydässä",
    "limit-six": "yhdessä hyökkäyksessä saa olla enintään 6 hyökkäyskorttia",
    "limit-first-bout": {
        "count": "limit",
        "one": "ensimmäisessä hyökkäyksessä saa olla enintään {limit} kortti",
        "other": "ensimmäisessä hyökkäyksessä saa olla enintään {limit} korttia",
    },
    "limit-defender-hand": {
        "count": "limit",
        "one": "puolustajalla oli tämän hyökkäyksen alussa vain {limit} kortti",
        "other": "puolustajalla oli tämän hyökkäyksen alussa vain {limit} korttia",
    },
    # Defending
    "nothing-to-beat": "pöydässä ei ole lyömätöntä korttia",
    "not-on-table": "{card} ei ole pöydässä hyökkäyskorttina",
    "already-covered": "kortti {card} on jo lyöty",
    "already-taking": "päätit jo nostaa kortit",
    "trump-needs-higher-trump": "valtin voi lyödä vain suuremmalla valtilla",
    "too-low": "{cover} on pienempi kuin {card}",
    "wrong-suit": "{cover} ei ole samaa maata kuin {card} eikä valtti",
    # Transfer
    "transfer-off": "siirtäminen ei kuulu näihin sääntöihin",
    "transfer-after-cover": "hyökkäystä ei voi siirtää, kun yksikin kortti on lyöty",
    "transfer-rank": "kortti {card} ei ole samaa arvoa kuin hyökkäyskortit",
    "transfer-mixed": "hyökkäyskortit ovat eri arvoisia, joten hyökkäystä ei voi siirtää",
    "transfer-too-few": {
        "count": "held",
        "one": "seuraavalla puolustajalla on vain {held} kortti, hyökkäyskortteja olisi {needed}",
        "other": "seuraavalla puolustajalla on vain {held} korttia, hyökkäyskortteja olisi {needed}",
    },
    "transfer-nobody": "pelissä ei ole enää ketään muuta, jolle hyökkäyksen voisi siirtää",
    # Trump-six swap
    "swap-off": "valttikuutosen vaihto ei kuulu näihin sääntöihin",
    "swap-no-six": "sinulla ei ole valttikuutosta",
    "swap-from-table": "pöydästä nostettua valttikuutosta ei saa vaihtaa",
    "swap-too-late": "pohjavaltin noston jälkeen on jo pelattu kortti",
    "swap-nothing": "pakan alla ei ole kuvapuoli ylöspäin olevaa valttia, johon vaihtaa",
    "show-off": "siirto valttia näyttämällä ei kuulu näihin sääntöihin",
    "show-not-trump": "{card} ei ole valtti: siirrä pelaamalla se tai näytä saman arvon valtti",
    "show-again": "{card} on jo näytetty tässä hyökkäyksessä",
    # Fallback
    "illegal-move": "tätä siirtoa ei voi tehdä nyt",
}

MESSAGES.update(
    {
        "ui-title": "Durak",
        "ui-you": "Sinä",
        "ui-new-game": "Uusi peli",
        "ui-play-again": "Pelaa uudestaan",
        "ui-start": "Aloita",
        "ui-enter-starts": "Enter vaihtoehdon tai valintaruudun kohdalla aloittaa pelin",
        "ui-cancel": "Peruuta",
        "ui-log": "Pelin kulku",
        "ui-take": "Nostan",
        "ui-lead-set": "Pelaa {cards}",
        "ui-beaten": "Torjuttu",
        "ui-pass": "Passaan",
        "ui-transfer": "Siirrä",
        "ui-swap": "Vaihda valttikuutonen",
        "ui-transfer-zone": "Pudota tähän siirtääksesi",
        "ui-trump": "Valtti: {suit}",
        "ui-trump-card": "Valtti kuvapuoli ylöspäin pakan alla.",
        "ui-card-attack-open": "Hyökkäyskortti, lyömätön.",
        "ui-card-attack-covered": "Hyökkäyskortti, lyöty kortilla: {card_name}.",
        "ui-card-cover": "Lyö kortin: {card_name}.",
        "ui-card-in-hand": "Kädessäsi.",
        "ui-stock": {
            "count": "count",
            "one": "Pakassa {count} kortti",
            "other": "Pakassa {count} korttia",
        },
        "ui-stock-empty": "Pakka on loppu",
        "ui-discard": {
            "count": "count",
            "one": "Kaatopakassa {count} kortti",
            "other": "Kaatopakassa {count} korttia",
        },
        "ui-cards": {"count": "count", "one": "{count} kortti", "other": "{count} korttia"},
        "ui-your-hand": "Käsikorttisi",
        "ui-table": "Pöytä",
        "ui-role-attacker": "hyökkää",
        "ui-role-defender": "puolustaa",
        "ui-role-helper": "voi lisätä",
        "ui-role-out": "pois pelistä",
        "ui-role-took": "nostaa",
        "ui-your-turn-attack": "Sinun hyökkäyksesi: valitse pelattava kortti",
        "ui-your-turn-add": "Lisää kortti, jonka arvo on jo pöydässä, tai paina ”{button}”",
        "ui-your-turn-defend": "Puolusta: valitse kortti, jolla lyöt, tai paina ”Nostan”",
        "ui-choose-target": "Valitse nyt kortti, jonka lyöt kortilla {card}",
        "ui-choose-cover": "Valitse nyt oma korttisi, jolla lyöt kortin {card}",
        "said-arrows": "vasemmalle ja oikealle",
        "ui-your-turn-attack-keys": "Sinun hyökkäyksesi: valitse kortti nuolilla ← → ja paina Enter",
        "ui-your-turn-defend-keys": "Puolusta: valitse kortti nuolilla ← → ja paina Enter lyödäksesi, tai paina T (”Nostan”)",
        "ui-choose-target-keys": "Valitse nyt nuolilla ← → kortti, jonka lyöt kortilla {card}, ja paina Enter",
        "ui-choose-cover-keys": "Valitse nyt nuolilla ← → oma korttisi, jolla lyöt kortin {card}, ja paina Enter",
        "ui-your-turn-add-keys": "Lisää kortti, jonka arvo on jo pöydässä (← → ja Enter), tai paina {letter} (”{button}”)",
        "ui-your-turn-take-only": "Sinulla ei ole lyöviä kortteja: paina ”Nostan”",
        "ui-your-turn-take-only-keys": "Sinulla ei ole lyöviä kortteja: paina T (”Nostan”)",
        "ui-your-turn-transfer": "Puolusta: valitse kortti, jolla lyöt, paina ”Siirrä” siirtääksesi tai ”Nostan”",
        "ui-your-turn-transfer-keys": "Puolusta: valitse kortti nuolilla ← → ja paina Enter lyödäksesi, R siirtääksesi tai T nostaaksesi",
        "ui-waiting": "{name} miettii…",
        "ui-fallback": "Bottien taustaprosessi ei vastannut: yksinkertainen botti pelasi pelaajan {name} puolesta",
        "ui-worker-starting": "Botit käynnistyvät…",
        "ui-worker-ready": "Botit valmiina",
        "ui-worker-failed": "Bottien taustaprosessi ei ole käytettävissä: yksinkertaiset botit pelaavat tällä laitteella",
        "ui-end-durak-you": "Sinä olet tyhmyri!",
        "ui-end-durak": "{name} on tyhmyri",
        "ui-end-draw": "Tasapeli: kenellekään ei jäänyt kortteja",
        "ui-match-losses": "Häviöt tässä ottelussa",
        # The new-game panel
        "ui-panel-title": "Uusi peli",
        "ui-presets": "Valmiit säännöt",
        "ui-players": "Pelaajat",
        "ui-mode": "Pelitapa",
        "ui-mode-throw-in": "Lisäyspeli",
        "ui-mode-transfer": "Siirtopeli",
        "ui-throw-in": "Kuka saa lisätä kortteja",
        "ui-throw-in-all": "Kaikki pelaajat",
        "ui-throw-in-neighbours": "Puolustajan vierustoverit",
        "ui-first-bout": "Ensimmäisen hyökkäyksen raja",
        "ui-swap-option": "Valttikuutosen vaihto",
        "ui-trump-rules": "Valttikortti",
        "ui-bots": "Botit",
        "ui-level-easy": "Helppo",
        "ui-level-medium": "Keskitaso",
        "ui-level-hard": "Vaikea",
        "ui-speed": "Nopeus",
        "ui-speed-slow": "Hidas",
        "ui-speed-medium": "Keskinopea",
        "ui-speed-fast": "Nopea",
        "ui-speed-extra-fast": "Erittäin nopea",
        "ui-hints": "Vihjeet (korosta pelattavat kortit)",
        # The game log and the live announcements
        "log-attack": "{name} hyökkää: {cards}",
        "log-throw-in": "{name} lisää: {cards}",
        "log-defend": "{name} lyö kortin {attack} kortilla {cover}",
        "log-transfer": "{name} siirtää kortilla {card}",
        "log-take": "{name} nostaa kortit",
        "log-pass": "{name} passaa",
        "log-swap": "{name} vaihtaa valttikuutosen korttiin {card}",
        "log-attack-you": "Sinä hyökkäät: {cards}",
        "log-throw-in-you": "Sinä lisäät: {cards}",
        "log-defend-you": "Sinä lyöt kortin {attack} kortilla {cover}",
        "log-transfer-you": "Sinä siirrät kortilla {card}",
        "log-take-you": "Sinä nostat kortit",
        "log-pass-you": "Sinä passaat",
        "log-swap-you": "Sinä vaihdat valttikuutosen korttiin {card}",
        "log-picked-up-you": {
            "count": "count",
            "one": "Sinä nostat {count} kortin",
            "other": "Sinä nostat {count} korttia",
        },
        "log-beaten": "Torjuttu: kortit menevät kaatopakkaan",
        "log-beaten-auto": "Torjuttu (lisättävää ei enää ole): kortit menevät kaatopakkaan",
        "log-you-draw": "Sinä nostat pakasta: {cards}",
        "log-out": "{name} pääsee pois pelistä: kortit loppuivat",
        "log-out-you": "Sinä pääset pois pelistä: kortit loppuivat",
        "log-defender": "{name} on puolustaja",
        "log-defender-you": "Sinä olet puolustaja",
        "log-picked-up": {
            "count": "count",
            "one": "{name} nostaa {count} kortin",
            "other": "{name} nostaa {count} korttia",
        },
        "log-new-game": "Uusi peli: {mode}, pelaajia {players}; valttina {suit}",
        "log-first-trump": "Ensimmäisenä hyökkää {name}: pienin jaettu valtti, {card}",
        "log-first": "Ensimmäisenä hyökkää {name}",
        "log-first-later": "Ensimmäisenä hyökkää {name}: edellinen häviäjä jakaa, ja jakajan vasemmalla puolella oleva hyökkää",
        "log-first-fool": "Ensimmäisenä hyökkää {name}: edellinen häviäjä puolustaa, ja hänen oikealla puolellaan oleva hyökkää",
        "log-trump-dealt": "Kaikki kortit on jaettu: viimeinen, {card}, on valtti, ja sen sai {name}",
        "log-new-match": "Uusi ottelu alkaa",
        "suit-S": "pata",
        "suit-H": "hertta",
        "suit-D": "ruutu",
        "suit-C": "risti",
    }
)

# Notices of settings, storage and share links. ``{what}`` stands alone, in parentheses or
# after a colon, so that no case ending has to agree with it.
MESSAGES.update(
    {
        "storage-corrupt": "Tallennettua tietoa ({what}) ei voitu lukea, joten käytetään oletuksia.",
        "storage-moves-dropped": "Tallennettu peli jatkuu ilman siirtolistaansa, jota ei voitu pelata uudelleen: ”Peru siirto” ja ”Läpikäynti” eivät ole käytössä tässä pelissä.",
        "storage-game-mended": "Osa tallennetun pelin tiedoista oli vioittunut: peli jatkuu, ja niille käytetään oletuksia.",
        "storage-future-game": "Pelin uudempi versio tallensi keskeneräisen pelin: tämä sivu jättää sen ennalleen, joten täällä pelattua peliä ei tallenneta.",
        "storage-followed": "Toisessa välilehdessä tai ikkunassa pelattiin: tämä näyttää nyt pelin siinä tilassa, johon se tallennettiin.",
        "storage-repaired": "Osa tallennetusta tiedosta ({what}) oli virheellistä ({fields}) ja palautettiin oletuksiin.",
        "storage-full": "Selaimen tallennustila on täynnä: tietoa ({what}) ei voitu tallentaa.",
        "storage-disabled": "Selaimen tallennustila ei ole käytettävissä: tietoa ({what}) ei säilytetä tämän käynnin jälkeen.",
        "storage-future-version": "Tallennettu tieto ({what}) on pelin uudemmasta versiosta: se jätetään ennalleen ja käytetään oletuksia.",
        "storage-changed-elsewhere": "Tallennettua tietoa ({what}) muutettiin toisessa välilehdessä tai ikkunassa.",
        "record-import-invalid": "Tämä tiedosto ei ole Durakin tilastotiedosto ({reason}); mitään ei tuotu.",
        "record-import-future-version": "Tilastot ovat pelin uudemmasta versiosta; mitään ei tuotu.",
        "link-too-long": "Linkki on liian pitkä ollakseen jaettu jako, joten se ohitettiin.",
        "link-future-version": "Linkki on pelin uudemmasta versiosta, joten se ohitettiin.",
        "link-bad-value": "Linkin arvo {value} kohdassa ”{field}” ei kelpaa; käytetään arvoa {default}.",
        "link-duplicate": "Linkissä on ”{field}” useammin kuin kerran; käytetään ensimmäistä arvoa.",
        "link-no-seed": "Linkissä ei ole kelvollista jaon numeroa, joten jaetaan uudet kortit.",
        "link-damaged": "Linkki on vioittunut: osaa sen asetuksista ei voitu lukea, joten käytetään tavallisia.",
        "link-damaged-deal": "Linkki on vioittunut: osaa sen asetuksista ei voitu lukea, joten käytetään tavallisia ja jaetaan uudet kortit.",
        "link-bots-count": "Linkissä on bottien tasoja {given}, botteja {needed}; muut pelaavat tasolla {default}.",
        "link-missing": "Linkistä puuttuu: {fields}; käytetään oletuksia.",
        "link-banner-deal": "Jaettu jako: {mode}, pelaajia {players}",
        "link-banner-daily": "Päivän jako: {mode}, pelaajia {players}",
        "link-banner-rules": "Jaetut säännöt: {mode}, pelaajia {players}",
        "what-settings": "asetukset",
        "what-record": "tilastot",
        "what-game": "peli",
        "what-all": "tiedot",
    }
)

MESSAGES.update(
    {
        "ui-menu": "Valikko",
        "ui-close": "Sulje",
        "ui-dismiss": "Piilota",
        "ui-share": "Jaa",
        "ui-share-copied": "Linkki kopioitu: lähetä se kaverille, niin hän voi pelata saman jaon.",
        "ui-share-manual": "Kopioi tämä linkki jakaaksesi jaon:",
        "ui-replay": "Pelaa tämä jako uudestaan",
        "ui-daily": "Päivän jako",
        "ui-play-shared": "Pelaa tämä jako",
        "ui-play-shared-rules": "Pelaa näillä säännöillä",
        "ui-not-now": "Ei nyt",
        "ui-replace-warning": "Kesken oleva pelisi korvataan.",
        "ui-stats": "Tilastot",
        "ui-stats-total": "Kaikki pelit",
        "ui-stats-games": "Pelit",
        "ui-stats-wins": "Voitot",
        "ui-stats-losses": "Häviöt",
        "ui-stats-draws": "Tasapelit",
        "ui-stats-abandoned": "Keskeytetyt",
        "ui-stats-abandoned-note": "Keskeytetyt: pelit, joiden tilalle aloitit uuden ennen kuin ne päättyivät.",
        "ui-stats-streak": "Pelejä putkeen ilman häviötä: {streak} (paras {best})",
        "ui-stats-chart": {
            "count": "count",
            "one": "Viimeisimmän pelin tulos",
            "other": "Viimeisten {count} pelin tulokset",
        },
        "ui-stats-match-limit": {
            "count": "count",
            "one": "Ottelu päättyy {count} häviöön",
            "other": "Ottelu päättyy {count} häviöön",
        },
        "ui-stats-reset": "Nollaa tilastot",
        "ui-stats-reset-confirm": "Nollataanko?",
        "ui-stats-reset-warning": "Paina uudelleen pyyhkiäksesi kaikki tilastot.",
        "ui-stats-reset-done": "Tilastot nollattu.",
        "ui-stats-reset-match": "Tilastot nollattu, samoin ottelu: häviöitä ei vielä ole.",
        "ui-stats-export": "Vie",
        "ui-stats-import": "Tuo",
        "ui-stats-imported": "Tilastot tuotu.",
        "ui-match-over": "Ottelu päättyi: {name} – häviöitä {count}",
        "ui-match-again": "”{again}” aloittaa uuden ottelun.",
        "ui-loss-limit": "Ottelu häviöihin",
        "ui-loss-limit-none": "Ei rajaa",
        "ui-resumed": "Pelisi palautettiin siihen, mihin jäit.",
    }
)

# The "Rules" view (durak.ui.rules_view).
MESSAGES.update(
    {
        "rules-title": "Tämän pelin säännöt",
        "rules-summary": {
            "count": "players",
            "one": "{players} pelaaja · {mode}",
            "other": "{players} pelaajaa · {mode}",
        },
        "rules-aim-h": "Tavoite",
        "rules-aim": (
            "Pääse eroon kaikista korteistasi. Varsinaista voittajaa ei ole: se, jolle kortteja "
            "jää viimeisenä käteen, on tyhmyri eli durak ja häviää pelin."
        ),
        "rules-deal-h": "Kortit ja jako",
        "rules-deck": (
            "Pakassa on 36 korttia, jokaisesta maasta kuutosesta ässään. Kuutonen on pienin, "
            "ässä suurin."
        ),
        "rules-deal": (
            "Jokainen saa kuusi korttia. Seuraava kortti käännetään kuvapuoli ylöspäin ja "
            "asetetaan poikittain pakan alle: sen maa on valtti koko pelin ajan, ja se nostetaan "
            "viimeisenä."
        ),
        "rules-deal-six": (
            "Kuuden pelaajan pelissä koko pakka jaetaan, joten nostopakkaa ei jää. Jakajan "
            "viimeinen kortti näytetään kaikille: sen maa on valtti, ja jakaja pitää kortin "
            "kädessään."
        ),
        "rules-first-attack": (
            "Ensimmäisessä pelissä aloittaa se, jolla on pienin valtti: hän näyttää "
            "valttikuutosen, tai valttiseiskan, jos kuutosta ei ole kenelläkään, ja niin edelleen. "
            "Avauskortti saa olla mikä tahansa."
        ),
        "rules-later-left": (
            "Sen jälkeen edellisen pelin häviäjä jakaa, ja jakajan vasemmalla puolella istuva "
            "hyökkää ensin."
        ),
        "rules-later-fool": (
            "Sen jälkeen edellisen pelin häviäjä jakaa, ja häviäjän oikealla puolella istuva "
            "hyökkää ensin juuri häntä vastaan, jotta tyhmyri oppisi puolustamaan."
        ),
        "rules-later-draw": "Tasapelin jälkeen edellinen häviäjä jakaa uudestaan.",
        "rules-attack-h": "Hyökkäys",
        "rules-attack": (
            "Hyökkääjä pelaa minkä tahansa kortin, tai useita samanarvoisia, vasemmalla "
            "puolellaan istuvalle, joka puolustaa."
        ),
        "rules-throw-in": (
            "Sen jälkeen kortteja saa lisätä, mutta vain sellaisia, joiden arvo on jo pöydässä "
            "tässä hyökkäyksessä, oli se sitten hyökkäys- tai puolustuskortti."
        ),
        "rules-throw-in-example": (
            "Kun {attack} on lyöty kortilla {cover}, saa lisätä kasin tai kuningattaren. Korttia "
            "{card} ei saa lisätä, vaikka se onkin suurempi."
        ),
        "rules-who-all": "Kaikki paitsi puolustaja saavat lisätä kortteja.",
        "rules-who-all-four": (
            "Nelinpelissä puolustajan vasemmalla puolella istuva lisää ennen vastapäätä istuvaa."
        ),
        "rules-who-neighbours": (
            "Vain puolustajan vieressä istuvat saavat lisätä kortteja; muut eivät osallistu "
            "tähän hyökkäykseen."
        ),
        "rules-who-three": "Puolustajan molemmat vastustajat saavat lisätä kortteja.",
        "rules-priority": (
            "Hyökkääjällä on etuoikeus: muut lisäävät vasta, kun hän on passannut. Jokainen uusi "
            "kortti pöydässä, hyökkäävä tai lyövä, antaa kaikille taas luvan lisätä."
        ),
        "rules-limit": (
            "Yhdessä hyökkäyksessä on enintään kuusi hyökkäyskorttia, eikä koskaan enempää kuin "
            "puolustajalla oli hyökkäyksen alkaessa, vaikka hän olisi jo päättänyt nostaa."
        ),
        "rules-limit-first": {
            "count": "limit",
            "one": "Pelin aivan ensimmäisessä hyökkäyksessä raja on {limit} kortti.",
            "other": "Pelin aivan ensimmäisessä hyökkäyksessä raja on {limit} korttia.",
        },
        "rules-defend-h": "Puolustus",
        "rules-cover": (
            "Puolustaja lyö jokaisen hyökkäyskortin suuremmalla saman maan kortilla tai, jos "
            "hyökkäyskortti ei ole valtti, millä tahansa valtilla. Valtin voi lyödä vain "
            "suuremmalla valtilla."
        ),
        "rules-cover-example": "{cover} lyö kortin {attack}: sama maa, suurempi arvo.",
        "rules-trump-example": (
            "Kun pata on valttia, {cover} lyö kortin {attack}, vaikka puolustajalla olisi "
            "suurempikin ruutu: maata ei tarvitse tunnustaa."
        ),
        "rules-beaten": (
            "Kun kaikki hyökkäyskortit on lyöty eikä kukaan lisää enempää, kun raja on täynnä ja "
            "lyöty tai kun puolustaja on lyönyt viimeisellä kortillaan, hyökkäys on torjuttu: "
            "kortit menevät kaatopakkaan, ja puolustaja hyökkää seuraavaksi."
        ),
        "rules-take": (
            "Puolustaja voi luovuttaa milloin tahansa, jopa yrittämättä lyödä. Silloin "
            "hyökkääjät saavat vielä antaa hänelle kaikki kortit, joilla olisivat saaneet "
            "hyökätä, rajan puitteissa; puolustaja nostaa kaikki pöydän kortit ja menettää "
            "vuoronsa: seuraavaksi hyökkää hänen vasemmalla puolellaan istuva."
        ),
        "rules-transfer-h": "Siirto",
        "rules-transfer": (
            "Ennen kuin yhtäkään hyökkäyskorttia on lyöty, puolustaja voi pelata samanarvoisen "
            "kortin ja siirtää koko, nyt suuremman, hyökkäyksen seuraavalle pelaajalle, josta "
            "tulee puolustaja. Kaikkien hyökkäyskorttien on oltava samaa arvoa, ja uudella "
            "puolustajalla on oltava vähintään yhtä monta korttia kuin hyökkäyskortteja on. "
            "Hyökkäyksen voi siirtää yhä uudelleen."
        ),
        "rules-transfer-example": (
            "Yksinäisen kortin {attack} voi siirtää kortilla {card}; sitten molemmat jätkät "
            "hyökkäävät seuraavaa pelaajaa vastaan."
        ),
        "rules-transfer-two": "Kaksinpelissä siirretty hyökkäys palaa alkuperäiselle hyökkääjälle.",
        "rules-transfer-after-cover": (
            "Kun yksikin hyökkäyskortti on lyöty, hyökkäystä ei voi enää siirtää. Kortti on "
            "todella pelattava: valtin näyttäminen ei riitä."
        ),
        "rules-draw-h": "Kortin nostaminen",
        "rules-draw": (
            "Jokaisen hyökkäyksen jälkeen kaikki täydentävät kätensä pakasta kuuteen korttiin: "
            "ensin hyökkääjä, sitten muut hyökkäykseen osallistuneet ja puolustaja viimeisenä. "
            "Jos pakka loppuu kesken, joku saa vähemmän. Yli kuuden kortin käsi jää ennalleen."
        ),
        "rules-draw-none": (
            "Kuuden pelaajan pelissä pakkaa ei ole eikä kukaan nosta: pelataan jaetuilla korteilla."
        ),
        "rules-swap-h": "Valttikuutosen vaihto",
        "rules-swap": (
            "Pelaaja, joka saa valttikuutosen jaossa tai pakasta, saa vaihtaa sen pakan alla "
            "olevaan valttiin milloin tahansa, myös toisten vuorolla, ja vaikka kyseinen kortti "
            "olisi jo nostettu, kunhan kukaan ei ole sen jälkeen pelannut korttia. Pöydästä "
            "nostettua valttikuutosta ei saa vaihtaa."
        ),
        "rules-swap-six-players": (
            "Kuuden pelaajan pelissä pakan alla ei ole valttikorttia, joten valttikuutosta ei "
            "ole mihin vaihtaa."
        ),
        "rules-end-h": "Pelin loppu",
        "rules-out": (
            "Niin kauan kuin pakassa on kortteja, kukaan ei pääse pois. Kun pakka on loppu, "
            "pelaaja, jolta kortit loppuvat, on turvassa pois pelistä, ja vuoro ohittaa hänet."
        ),
        "rules-out-six": (
            "Kuuden pelaajan pelissä pakka on tyhjä alusta asti: pelaaja, jolta kortit loppuvat, "
            "on heti turvassa pois pelistä, ja vuoro ohittaa hänet."
        ),
        "rules-durak": (
            "Peli päättyy vain hyökkäyksen päättyessä. Viimeinen, jolla on vielä kortteja "
            "kädessä, on tyhmyri. Jos kenellekään ei jää kortteja viimeisen hyökkäyksen jälkeen, "
            "peli on tasapeli."
        ),
        "rules-controls-h": "Pelaaminen tällä näytöllä",
        "rules-practice": (
            "”{hint}” ehdottaa siirtoa ja kertoo miksi; ”{take_back}” peruu viimeisen siirtosi; {coach} (kohdassa ”{menu}”) näyttää jokaisessa siirrossasi mahdollisuutesi välttää tyhmyriksi jääminen. Peli, jossa käytät jotakin näistä kolmesta, on harjoituspeli: se ei näy tilastoissasi. Pelin jälkeen ”{review}” käy siirtosi läpi."
        ),
        "rules-keyboard": "Näppäimet: ← ja → valitsevat kortin, Enter pelaa sen, ja painikkeen kirjain painaa painiketta.",
        "rules-controls": (
            "Napsauta tai napauta korostettua korttia pelataksesi sen tai vedä se pöytään; puolustaessasi "
            "pudota se kortin päälle, jonka se lyö. ”{beaten}” tai ”{pass_}” lopettaa korttien "
            "lisäämisen, ja ”{take}” nostaa pöydän kortit."
        ),
        "rules-teams-h": "Paripeli ja joukkueet",
        "rules-teams-2v2": (
            "Neljä pelaajaa pelaa kahtena parina, parit istuvat vastakkain. Hyökkäävän parin "
            "kumpikin jäsen saa hyökätä, hyökkääjä ennen pariaan. Omaa pariaan ei koskaan hyökätä "
            "vastaan, sitä ei auteta puolustuksessa eikä sille anneta kortteja."
        ),
        "rules-teams-3v3": (
            "Kuusi pelaajaa pelaa kahtena kolmen hengen joukkueena niin, että vierekkäiset "
            "pelaajat ovat aina eri joukkueista. Hyökkäävän joukkueen jokainen jäsen saa "
            "osallistua hyökkäykseen. Omia ei hyökätä vastaan, heitä ei auteta puolustuksessa "
            "eikä heille anneta kortteja."
        ),
        "rules-teams-empty-2v2": (
            "Kun toiselta parista loppuvat kortit, toinen pelaa molempien puolesta: kun "
            "tyhjäkätisen vuoro olisi hyökätä tai puolustaa, hänen parinsa tekee sen omilla "
            "korteillaan."
        ),
        "rules-teams-empty-3v3": (
            "Kun pelaajalta loppuvat kortit, joukkueen seuraava jäsen myötäpäivään siirtyy hänen "
            "paikalleen ja tyhjä paikka siirtyy eteenpäin, joten hyökkäykset vuorottelevat aina "
            "joukkueiden välillä."
        ),
        "rules-teams-win": (
            "Peli päättyy vain hyökkäyksen päättyessä. Joukkue, joka pääsee ensin eroon kaikista "
            "korteistaan, voittaa; joukkue, jolle kortteja jää, häviää."
        ),
    }
)

# The "new version" banner of the offline app (static/js/pwa.js).
MESSAGES.update(
    {
        "ui-update-available": "Päivitys saatavilla",
        "ui-update-reload": "Lataa uudelleen",
    }
)

# Pairs and teams at the table (durak.ui.panel, durak.web).
MESSAGES.update(
    {
        "ui-teams": "Istumajärjestys",
        "ui-teams-none": "Kukin omaan pussiinsa",
        "ui-teams-2v2": "Paripeli (2 vastaan 2)",
        "ui-teams-3v3": "Joukkueet (3 vastaan 3)",
        "ui-panel-deck-grown": "{players} pelaajalle tarvitaan isompi pakka: valittu {deck} korttia.",
        "ui-panel-preset-follows": "Säännöt ”{preset}” näille pelaajille: {changes}.",
        "ui-panel-teams-off": {
            "count": "count",
            "one": "{seating}: vain {count} pelaajalle. Nyt kukin pelaa omaan pussiinsa.",
            "other": "{seating}: vain {count} pelaajalle. Nyt kukin pelaa omaan pussiinsa.",
        },
        "ui-panel-players-set": {
            "count": "count",
            "one": "{seating}: valittu {count} pelaaja.",
            "other": "{seating}: valittu {count} pelaajaa.",
        },
        "ui-role-partner": "pari",
        "ui-and": " ja ",
        "ui-end-team-you": "Joukkueellesi jäi kortteja: te olette tyhmyrit!",
        "ui-end-team": "Kortteja jäi pelaajille {names}: he ovat tyhmyrit",
    }
)

# Presets, the Rules and Language menu items, bot names (durak.settings, durak.web).
MESSAGES.update(
    {
        "preset-classic": "Perinteinen",
        "preset-classic-desc": "Lisäyspeli: kaikki paitsi puolustaja saavat lisätä kortteja (5–6 pelaajan yksilöpelissä vain puolustajan vierustoverit), ensimmäisessä hyökkäyksessä enintään 6 korttia, ei valttikuutosen vaihtoa.",
        "preset-transfer": "Siirtopeli",
        "preset-transfer-desc": "Siirtopeli: puolustaja voi siirtää hyökkäyksen eteenpäin samanarvoisella kortilla; kaikki saavat lisätä; ensimmäisessä hyökkäyksessä enintään 5 korttia.",
        "preset-neighbours": "Vain vierustoverit",
        "preset-neighbours-desc": "Lisäyspeli, jossa vain puolustajan kaksi vierustoveria saavat hyökätä; ensimmäisessä hyökkäyksessä enintään 6 korttia.",
        "preset-transfer-neighbours": "Siirtopeli, vain vierustoverit",
        "preset-transfer-neighbours-desc": "Siirtopeli, jossa vain puolustajan kaksi vierustoveria saavat hyökätä; ensimmäisessä hyökkäyksessä enintään 6 korttia.",
        "preset-club": "Kerhosäännöt ja valttikuutosen vaihto",
        "preset-club-desc": "Suomalaisen kerhon säännöt: jaosta tai pakasta saadun valttikuutosen saa vaihtaa pakan alla olevaan valttiin; kaikki saavat lisätä (5–6 pelaajan yksilöpelissä vain vierustoverit); ensimmäisenä hyökkää jakajan vasen naapuri.",
        "preset-danish": "Tanskalainen: häviäjä puolustaa ensin",
        "preset-danish-desc": "Perinteinen sekä kaksi tanskalaista kotisääntöä: seuraavassa pelissä häviäjää vastaan hyökätään ensin, ja yli kolmen pelaajan yksilöpelissä ensimmäisessä hyökkäyksessä on enintään 5 korttia.",
        "preset-custom": "Omat säännöt",
        "ui-rules": "Säännöt",
        "ui-language": "Kieli",
        "bot-1": "Anja",
        "bot-2": "Boris",
        "bot-3": "Katja",
        "bot-4": "Dima",
        "bot-5": "Olga",
        "bot-6": "Miša",  # a spare: for the bot whose name you took
    }
)

# Preferences in the new-game panel.
MESSAGES.update(
    {
        "ui-your-name": "Nimesi",
        "ui-preferences": "Asetukset",
        "ui-animations": "Animaatiot",
        "ui-sound": "Äänet",
    }
)

# --- Issue 11: deck sizes, first attacker, transfer by showing a trump. ---
MESSAGES.update(
    {
        "ui-deck": "Pakka",
        "ui-deck-24": "24 korttia (9–A, enintään 4 pelaajaa)",
        "ui-deck-32": "32 korttia (7–A, enintään 5 pelaajaa)",
        "ui-deck-36": "36 korttia (6–A)",
        "ui-deck-52": "52 korttia (2–A)",
        "ui-first-attacker": "Ottelun ensimmäinen hyökkäys",
        "ui-first-attacker-lowest-trump": "Alimman valtin haltija",
        "ui-first-attacker-left-of-dealer": "Jakajan vasen naapuri",
        "ui-next-attacker": "Seuraavien pelien ensimmäinen hyökkäys",
        "ui-next-attacker-left-of-dealer": "Jakajan vasen naapuri",
        "ui-next-attacker-attack-the-fool": "Häviäjä puolustaa ensin",
        "ui-show-option": "Siirto valttia näyttämällä",
        "ui-note-show": "Siirtopelissä: hyökkäyskorttien kanssa samanarvoinen valtti, joka vain näytetään, siirtää hyökkäyksen.",
        "ui-note-first-bout": "Enintään näin monta hyökkäyskorttia kunkin pelin ensimmäisessä hyökkäyksessä.",
        "ui-note-swap": "Valttikuutosen saanut saa vaihtaa sen esillä olevaan valttikorttiin.",
        "ui-note-first-attacker": "Kuka hyökkää ensimmäisenä, kun kukaan ei ole vielä hävinnyt; sen jälkeen häviäjä jakaa.",
        "ui-note-next-attacker": "Edellinen häviäjä jakaa seuraavan pelin; tässä valitaan, kuka hyökkää ensin.",
        "ui-note-loss-limit": "Ottelu päättyy, kun joku pelaaja saa näin monta häviötä.",
        "preset-custom-desc": "Omat sääntösi: valinnat alla.",
        "ui-show": "Näytä valtti",
        "ui-your-turn-transfer-show": "Puolusta: valitse kortti, jolla lyöt, paina ”Siirrä” tai ”Näytä valtti” siirtääksesi tai ”Nostan”",
        "ui-your-turn-transfer-show-keys": "Puolusta: valitse kortti nuolilla ← → ja paina Enter lyödäksesi, R siirtääksesi, W näyttääksesi valtin tai T nostaaksesi",
        "ui-your-turn-show": "Puolusta: valitse kortti, jolla lyöt, paina ”Näytä valtti” siirtääksesi tai ”Nostan”",
        "ui-your-turn-show-keys": "Puolusta: valitse kortti nuolilla ← → ja paina Enter lyödäksesi, W siirtääksesi valttia näyttämällä tai T nostaaksesi",
        "log-show": "{name} näyttää kortin {card} ja siirtää hyökkäyksen",
        "log-show-you": "Sinä näytät kortin {card} ja siirrät hyökkäyksen",
        "rules-deck-other": "Pakassa on {count} korttia, jokaisessa maassa {low}–A; {low} on alin ja ässä korkein.",
        "rules-deal-all": "Tässä koko pakka jaetaan, joten nostopakkaa ei ole. Jakajan viimeinen kortti näytetään kaikille: sen maa on valtti, ja jakaja pitää kortin kädessään.",
        "rules-first-attack-low": "Ensimmäisessä pelissä aloittaa se, jolla on alin valtti; hän näyttää sen todisteeksi. Avaushyökkäys saa olla mikä tahansa kortti.",
        "rules-first-attack-left": "Ensimmäisessä pelissä hyökkää ensin jakajan vasemmalla puolella istuva pelaaja. Avaushyökkäys saa olla mikä tahansa kortti.",
        "rules-transfer-show": "Puolustaja voi siirtää hyökkäyksen myös pelaamatta korttia: näyttämällä hyökkäyksen arvoisen valtin ja pitämällä sen. Uudella puolustajalla on oltava vähintään yhtä monta korttia kuin hyökkäyskortteja on. Kunkin valtin saa näyttää vain kerran saman hyökkäyksen aikana.",
        "rules-transfer-after-cover-show": "Kun yksikin hyökkäyskortti on lyöty, hyökkäystä ei voi enää siirtää, ei kortilla eikä valttia näyttämällä.",
        "rules-swap-low": "Tässä pakassa alin valtti on {low}: se on tässä säännössä valttikuutosen asemassa.",
        "rules-draw-none-all": "Koko pakka on jaettu, joten nostopakkaa ei ole eikä kukaan nosta.",
        "rules-out-all": "Nostopakkaa ei ole: pelaaja, jolta kortit loppuvat, pääsee heti pois pelistä, ja vuoro ohittaa hänet.",
        "rules-swap-none-all": "Koko pakka jaetaan, joten pakan alla ei ole kuvapuoli ylöspäin olevaa korttia, johon alimman valtin voisi vaihtaa.",
        "rules-priority-helpers": "Muut lisäävät vuorotellen puolustajan vasemmasta naapurista alkaen: kukin vasta, kun kaikki ennen häntä ovat passanneet.",
    }
)

# --- practice-ui (issue 15, the page): the review screen and the hint line. ---
MESSAGES.update(
    {
        "review-deal": "Jako",
        "review-next-move": "{verdict} — seuraava siirtosi ({number}): {move} ({figure}).",
        "review-lost-anyway": "Tästä eteenpäin jokainen siirto häviää, ellei vastapuoli erehdy.",
        "review-longer": "Arvioitu pidempään kuin pöydässä: luvut voivat poiketa.",
        "review-judging": "Valmentaja arvioi siirtojasi: {done}/{total}…",
        "review-first": "Jakoon",
        "review-prev": "Edellinen siirto",
        "review-next": "Seuraava siirto",
        "review-last": "Loppuun",
        "review-unavailable": "Tätä peliä ei voi käydä läpi: sen siirtoja ei tunneta.",
        "ui-hint-line": "Vihje: {move}. {reason}",
        "ui-hint-press": "paina ”{button}”",
        "coach-won-short": "Voitto",
        "coach-lost-short": "Tappio",
        "coach-draw-short": "Tasapeli",
    }
)


# --- issue 15 (practice): hint reasons, take back, coach, review. ---
MESSAGES.update(
    {
        "hint-only-move": "Muuta siirtoa sinulla ei ole.",
        "hint-last-cards": "Viimeiset kortit pois: pakka on loppu, joten kätesi tyhjenee.",
        "hint-endgame": "Tarkan loppupelilaskelman mukaan tällä voittaa.",
        "hint-keep-trumps": "Säästä valttisi niin kauan kuin pakkaa riittää.",
        "hint-take": "Nostaminen tulee halvemmaksi kuin lyöminen.",
        "hint-cheapest-cover": "Halvin kortti, jolla voi lyödä.",
        "hint-only-cover": "Vain tällä kortilla voit lyödä sen.",
        "hint-unbeatable": "Puolustaja ei pysty lyömään tätä maata.",
        "hint-unbeatable-trump": "Puolustajalla ei ole korkeampaa valttia.",
        "hint-low-lead": "Hyökkää pienellä: säästä suuret kortit ja valtit myöhemmäksi.",
        "hint-pair-lead": "Sinulla on toinen samanarvoinen kortti lisättäväksi.",
        "hint-best-odds": "Piilossa olevien korttien monissa mahdollisissa jaoissa tällä siirrolla välttyy useimmin jäämästä tyhmyriksi.",
        "hint-known-odds": "Kaikki kortit ovat tiedossa: tästä pelatuissa jatkoissa tällä siirrolla välttyy useimmin jäämästä tyhmyriksi.",
        # the two longest reasons, shorter for a phone's hint line (durak.ui.practice_view)
        "hint-last-cards-short": "Pakka on loppu, joten kätesi tyhjenee.",
        "hint-best-odds-short": "Tällä siirrolla välttyy useimmin jäämästä tyhmyriksi.",
        "hint-lost-anyway": "Tästä eteenpäin jokainen siirto häviää, ellei vastapuoli erehdy.",
        "hint-lost-anyway-short": "Tästä eteenpäin jokainen siirto häviää.",
        "hint-coach-higher": "Valmentajan luvut suosivat toista siirtoa: {move}, {best} (tämä siirto {this}).",
        "hint-odds-coach": "Vihjeen omissa pelatuissa jatkoissa tämä siirto pärjäsi parhaiten; valmentajan luvut suosivat toista: {move}, {best} (tämä siirto {this}).",
        "hint-coach-short": "Valmentajan paras: {move}, {best}.",
        "ui-hint": "Vihje",
        "ui-take-back": "Peru siirto",
        "ui-taken-back": "Viimeisin siirtosi on peruttu.",
        "ui-coach": "Valmentaja",
        "ui-coach-what": "Luku jokaisessa pelattavassa kortissa ja painikkeessa: mahdollisuutesi välttää tyhmyriksi jääminen (satunnaisista jaoista). Pelit valmentajan kanssa ovat harjoituspelejä: ne eivät näy tilastoissasi.",
        "ui-review": "Läpikäynti",
        "ui-play-from-here": "Pelaa tästä",
        "ui-practice": "Harjoituspeli",
        "ui-practice-note": "Jos perut siirron, pyydät vihjeen tai katsot valmentajan lukuja, peli on harjoituspeli: se ei näy tilastoissasi eikä sitä lasketa otteluun.",
        "ui-practice-note-short": "Peli muuttuu harjoituspeliksi eikä sitä lasketa.",
        "ui-practice-end": "Harjoituspeli: se ei näy tilastoissasi eikä sitä lasketa otteluun.",
        "ui-practice-now": "Tämä on nyt harjoituspeli: se ei näy tilastoissasi eikä sitä lasketa otteluun.",
        "ui-stats-practice": "Harjoituspelit",
        "ui-stats-practice-note": "Harjoituspelit (vihje, peruttu siirto tai valmentaja) lasketaan erikseen, eikä niitä lasketa kohtaan ”Kaikki pelit”.",
        "coach-chance": "Mahdollisuus välttää tyhmyriksi jääminen: {percent} %",
        "coach-percent": "{percent} %",
        "coach-won": "Voitto parhaalla pelillä",
        "coach-lost": "Tappio parhaalla pelillä",
        "coach-draw": "Tasapeli parhaalla pelillä",
        "review-best": "Paras",
        "review-good": "Hyvä",
        "review-inaccuracy": "Epätarkkuus",
        "review-mistake": "Virhe",
        "review-blunder": "Möhläys",
        "review-forced": "Ainoa siirto",
        "review-won": "voitto",
        "review-lost": "tappio",
        "review-draw": "tasapeli",
        "review-why": "Miksi: {reason}",
        "review-better": "Parempi: {move}.",
        "review-perhaps-better": "Ehkä parempi: {move}.",
        "review-turning": "Käännekohta",
        "review-summary": "Tarkkuus {accuracy} % (osuus siirroistasi, joiden arvio on ”Paras” tai ”Hyvä”). Käännekohta: siirto {number}, {move}.",
        "review-summary-even": "Tarkkuus {accuracy} % (osuus siirroistasi, joiden arvio on ”Paras” tai ”Hyvä”). Mikään yksittäinen virhe ei ratkaissut peliä.",
        "review-summary-none": "Sinulla ei ollut arvioitavia valintoja.",
        "review-percents": "Prosentit: mahdollisuutesi välttyä jäämästä tyhmyriksi.",
        "review-move": "Siirron {number} jälkeen (siirtoja yhteensä {total})",  # "1/58" was said "1 kautta 58"; ":stä" is wrong after 58 (":sta")
        "move-attack": "pelaa {cards}",
        "move-defend": "lyö {attack} kortilla {cover}",
        "move-transfer": "siirrä kortilla {card}",
        "move-show": "näytä {card} ja siirrä",
        "move-take": "nosta",
        "move-pass": "passaa",
        "move-swap": "vaihda valttikuutonen",
    }
)

# --- words (issue 13): the "you" form of every sentence about a player (durak.ui.text.about
# picks it), and the page title and loading screen (static/js/loading.js and index.html show
# these before Python starts; tests/test_i18n.py checks they agree). ---
MESSAGES.update(
    {
        "log-first-trump-you": "Ensimmäisenä hyökkäät sinä: pienin jaettu valtti, {card}",
        "log-first-you": "Ensimmäisenä hyökkäät sinä",
        "log-first-later-you": "Ensimmäisenä hyökkäät sinä: edellinen häviäjä jakaa, ja jakajan vasemmalla puolella oleva hyökkää",
        "log-first-fool-you": "Ensimmäisenä hyökkäät sinä: edellinen häviäjä puolustaa, ja hänen oikealla puolellaan oleva hyökkää",
        "log-trump-dealt-you": "Kaikki kortit on jaettu: viimeinen, {card}, on valtti, ja sen sait sinä",
        "ui-waiting-you": "Sinun vuorosi",
        "ui-fallback-you": "Bottien taustaprosessi ei vastannut: yksinkertainen botti pelasi puolestasi",
        "ui-fallback-starting": "Botit käynnistyvät vielä: sillä välin yksinkertainen botti pelasi pelaajan {name} puolesta",
        "ui-fallback-starting-you": "Botit käynnistyvät vielä: sillä välin yksinkertainen botti pelasi puolestasi",
        "ui-match-over-you": {
            "count": "count",
            "one": "Ottelu päättyi: sinulla on {count} häviö",
            "other": "Ottelu päättyi: sinulla on {count} häviötä",
        },
        # Role badges at your own seat, after your name ("You" + badge)
        "ui-role-attacker-you": "hyökkäät",
        "ui-role-defender-you": "puolustat",
        "ui-role-helper-you": "voit lisätä",
        "ui-role-out-you": "pois pelistä",
        "ui-role-took-you": "nostat",
        "ui-page-title": "Durak – korttipeli",
        "ui-loading": "Ladataan Pythonia…",
        "ui-noscript": "Tämä peli tarvitsee JavaScriptin, jotta Python voi toimia selaimessasi.",
    }
)

# --- follow: seat bubbles, the last move marked, a bot thinking, the end of the game,
# the statistics chart (durak.ui.follow, durak.web.table, durak.ui.stats_view). ---
MESSAGES.update(
    {
        "bubble-take": "Nostan",
        "bubble-pass": "Passaan",
        "bubble-beaten": "Torjuttu",
        "bubble-transfer": "Siirrän",
        "bubble-swap": "Vaihdan kuutosen",
        "bubble-show": "Näytän valtin",
        "seat-thinking": "miettii…",
        "mark-last": "Viimeisin siirto: {name}.",
        "mark-last-you": "Viimeisin siirtosi.",
        "end-won": "Voitit",
        "end-durak": "Sinä olet tyhmyri",
        "end-draw": "Tasapeli",
        "end-team-won": "Joukkueesi voitti",
        "end-team-lost": "Joukkueesi hävisi",
        "end-no-durak": "Kenellekään ei jäänyt kortteja",
        "end-cards-left": "Käteen jääneet kortit",
        "stats-won": "Voitto",
        "stats-lost": "Häviö",
        "stats-draw": "Tasapeli",
        "stats-axis-games": "Pelit vanhimmasta uusimpaan",
        "stats-axis-result": "Tulos",
        "stats-col-game": "Peli",
        "stats-col-date": "Päivä",
        "stats-col-table": "Pöytä",
        # expert level
        "ui-level-expert": "Mestari",
    }
)

# analysis (core): the analysis board's entries, set-up positions and their links
# (durak.analysis, durak.analysis_position; issue 17).
MESSAGES.update(
    {
        "analysis.already-passed": "pelaaja on passannut; odota, kunnes pöytään tulee uusi kortti",
        "analysis.already-taking": "puolustaja on jo päättänyt ottaa kortit",
        "analysis.bad-rules": "nämä eivät ole pelin sääntöjä",
        "analysis.bad-save": "tallennettu analyysilauta on vioittunut eikä aukea",
        "analysis.cannot-pass": "pelaaja ei voi passata nyt: hänellä ei ole mitään lisättävää",
        "analysis.discarded": "{card} on jo poistopakassa",
        "analysis.draw-count": {
            "count": "count",
            "one": "merkitse {count} nostamasi kortti",
            "other": "merkitse {count} nostamaasi korttia",
        },
        "analysis.draw-first": {
            "count": "count",
            "one": "merkitse ensin {count} pakasta nostamasi kortti",
            "other": "merkitse ensin {count} pakasta nostamaasi korttia",
        },
        "analysis.first-attacker": "näillä säännöillä ensimmäisenä hyökkää toinen pelaaja",
        "analysis.hand-size": {
            "count": "count",
            "one": "käteen jaetaan {count} kortti",
            "other": "käteen jaetaan {count} korttia",
        },
        "analysis.holds-known": "pelaajalla on {card}, jonka voisi lisätä",
        "analysis.impossible": "tämä ei sovi siihen, mitä pelissä on jo nähty",
        "analysis.impossible-deal": "mikään jako ei sovi näihin kortteihin ja tähän ensimmäiseen hyökkääjään",
        "analysis.impossible-draw": "nämä kortit eivät sovi siihen, mitä pelissä on jo nähty",
        "analysis.in-your-hand": "{card} on kädessäsi",
        "analysis.known-elsewhere": "{card} tiedetään olevan toisen pelaajan kädessä",
        "analysis.link-malformed": "asemalinkki on vioittunut",
        "analysis.link-too-long": "asemalinkki on liian pitkä",
        "analysis.link-version": "asemalinkki on pelin toisesta versiosta",
        "analysis.lower-trump": "korttia {card} ei jaettu kenellekään: pienimpänä valttina näytettiin {cover}",
        "analysis.must-hold": "pelaajalla täytyy olla kortti, jonka hän voisi lisätä",
        "analysis.must-lead": "hyökkääjän täytyy aloittaa hyökkäys kortilla",
        "analysis.no-draw": "nyt ei ole nostettuja kortteja merkittäväksi",
        "analysis.not-attacking": "pelaaja ei ole mukana tässä hyökkäyksessä",
        "analysis.not-drawn": "pelaajalla ei ole voinut olla korttia {card}",
        "analysis.not-in-deck": "{card} ei kuulu {count} kortin pakkaan",
        "analysis.not-their-turn": "ei ole tämän pelaajan vuoro",
        "analysis.nothing-own": "omat siirtosi merkitään kuten pelissä: passaa tai pelaa kortti",
        "analysis.on-table": "{card} on jo pöydällä",
        "analysis.pos-cover": "{cover} ei lyö korttia {card}",
        "analysis.pos-empty-hand": "kun pakassa on kortteja, jokaisella pelaajalla on kortteja, ja hyökkääjällä ja puolustajalla aina",
        "analysis.pos-engine": "asema ei ole mahdollinen ({text})",
        "analysis.pos-limit": {
            "count": "limit",
            "one": "tässä kierroksessa enintään {limit} hyökkäyskortti",
            "other": "tässä kierroksessa enintään {limit} hyökkäyskorttia",
        },
        "analysis.pos-malformed": "asema ei ole täydellinen",
        "analysis.pos-over": "vähintään kahdella pelaajalla täytyy olla kortteja",
        "analysis.pos-players": {
            "count": "count",
            "one": "anna {count} käsi, yksi pelaajaa kohden",
            "other": "anna {count} kättä, yksi pelaajaa kohden",
        },
        "analysis.pos-same-seat": "hyökkääjän ja puolustajan täytyy olla eri pelaajia",
        "analysis.pos-stock": {
            "count": "count",
            "one": "{count} kortti puuttuu kaikkialta: pakassa on juuri ne kortit, joita ei ole muualla",
            "other": "{count} korttia puuttuu kaikkialta: pakassa on juuri ne kortit, joita ei ole muualla",
        },
        "analysis.pos-taking": "puolustaja voi ottaa vain, kun jokin kortti on lyömättä",
        "analysis.pos-teams": "puolustajan täytyy olla hyökkääjän vastustaja ja seuraava vuorossa",
        "analysis.pos-next": "puolustajan täytyy olla hyökkääjän jälkeen seuraava pelaaja; pois pelistä päässeet ohitetaan",
        "analysis.pos-trump": "valttimaa ei vastaa näkyvää valttikorttia",
        "analysis.pos-trump-card": "kun pakassa on kortteja, näkyvä valttikortti on sen pohjalla eikä missään muualla (”Valttikortti pakan alla”)",
        "analysis.pos-turn": "tässä asemassa kukaan ei voisi siirtää",
        "analysis.said-nothing": "pelaajalla ei aiemmin ollut mitään lisättävää eikä hän ole sen jälkeen nostanut, joten hänellä ei voi olla korttia {card}",
        "analysis.seen": "{card} on jo nähty muualla",
        "analysis.shown-lowest": "{card} on pienempi valtti kuin näytetty",
        "analysis.shown-none": "sinulla on valtti {card}: ensin hyökkäävä näytti pienemmän valtin; valitse näytetty valtti",
        "analysis.show-yours": "hyökkäät ensin, joten näytit pienimmän valttisi {card}: valitse se",
        "analysis.shown-not-trump": "{card} ei ole valtti",
        "analysis.too-many": {
            "count": "held",
            "one": "pelaajalla on vain {held} kortti, tarvittaisiin {needed}",
            "other": "pelaajalla on vain {held} korttia, tarvittaisiin {needed}",
        },
        "analysis.transfer-after-cover": "hyökkäystä ei voi siirtää, kun jokin kortti on jo lyöty",
        "analysis.under-stock": "{card} on näkyvä valtti pakan pohjalla",
        "analysis.wait-for-helper": "vuorossa aiempi pelaaja voi vielä lisätä; merkitse ensin hänen siirtonsa",
    }
)

# analysis (page): the analysis board's screens, buttons and lines (issue 17:
# durak.ui.analysis_view, durak.ui.analysis_setup, durak.ui.analysis_picker).
MESSAGES.update(
    {
        "analysis-menu": "Analysoi",
        "analysis-title": "Analyysilauta",
        "analysis-seat": "Pelaaja {number}",
        "analysis-attack": "Hyökkää",
        "analysis-throw-in": "Lisää kortti",
        "analysis-cover": "Kaada",
        "analysis-over": "Peli on päättynyt.",
        "analysis-draw": {
            "count": "count",
            "one": "Valitse nostamasi kortti: vielä {count}.",
            "other": "Valitse nostamasi kortit: vielä {count}.",
        },
        "analysis-draw-done": "Kaikki nostamasi kortit on valittu: paina ”{done}”.",
        "analysis-which-target": "Minkä kortin {player} kaataa?",
        "analysis-which-card": "Minkä kortin {player} pelaa?",
        "analysis-your-move": "Sinun siirtosi: valitse pelaamasi kortti tai painike.",
        "analysis-enter-move": "Syötä siirto: {player}.",
        "analysis-cards": {
            "count": "count",
            "one": "{count} kortti",
            "other": "{count} korttia",
        },
        "analysis-known": "tiedossa: {cards}",
        "analysis-known-one": "tiedossa: {card}",
        "analysis-discard": "Poistopakka: {count}",
        "analysis-no-bout": "Pöydässä ei ole kortteja",
        "analysis-bout": "Pöydän kortit",
        "analysis-move-of": "Siirto: {player}",
        "analysis-pick-attack": "Minkä kortin {player} pelaa?",
        "analysis-pick-defend": "Millä kortilla {player} kaataa?",
        "analysis-pick-transfer": "Millä kortilla {player} siirtää?",
        "analysis-pick-show": "Minkä valttikortin {player} näyttää?",
        "analysis-your-hand": "Sinun korttisi",
        "analysis-chosen": "{count}/{total} valittu",
        "analysis-drew": "Nostamasi kortit",
        "analysis-done": "Valmis",
        "analysis-coach-best": "Valmentajan paras siirto: {move} ({figure}).",
        "analysis-do-defend": "kaada {target} kortilla {card}",
        "analysis-do-attack": "pelaa {cards}",
        "analysis-do-transfer": "siirrä kortilla {cards}",
        "analysis-do-show": "näytä {cards}",
        "analysis-do-take": "nosta",
        "analysis-do-pass": "passaa",
        "analysis-do-swap": "vaihda valttikuutonen",
        "analysis-setup": "Aseta asema",
        "analysis-back": "Takaisin peliin",
        "analysis-start": "Seuraa tätä peliä",
        "analysis-new-prompt": "Valitse valttikortti ja omat 6 korttiasi ja paina sitten ”{start}”.",
        "analysis-new-ready": "Kaikki on valittu: paina ”{start}” ja seuraa peliäsi alusta.",
        "analysis-new-shown": "Valitse valtti, jonka {player} näytti, ja paina sitten ”{start}”.",
        "analysis-undo": "Kumoa",
        "analysis-new": "Uusi lauta",
        "analysis-share": "Jaa asema",
        "analysis-coach": "Valmentaja",
        "analysis-follow": "Seuraa peliä",
        "analysis-rules": "Säännöt",
        "analysis-your-seat": "Paikkasi",
        "analysis-first": "Kuka hyökkää ensin",
        "analysis-trump-card": "Valttikortti",
        "analysis-players": {
            "count": "count",
            "one": "{count} pelaaja",
            "other": "{count} pelaajaa",
        },
        "analysis-zone-hand": "Kortit: {player}",
        "analysis-zone-attack": "Pöytä: hyökkäyskortit",
        "analysis-zone-cover": "Pöytä: kaatavat kortit",
        "analysis-zone-discard": "Poistopakka",
        "analysis-zone-trumpcard": "Valttikortti pakan alla",
        "analysis-mark-attack": "H",
        "analysis-mark-cover": "K",
        "analysis-mark-discard": "P",
        "analysis-mark-trumpcard": "★",
        "analysis-trump-suit": "Valttimaa",
        "analysis-to-act": "Kenen vuoro",
        "analysis-to-act-rules": "Sääntöjen mukaan",
        "analysis-attacker": "Hyökkääjä",
        "analysis-defender": "Puolustaja",
        "analysis-legal": "Asema on sallittu.",
        "analysis-setup-start": "Aloita valitsemalla kunkin pelaajan kortit.",
        "analysis-put": "Minne valitut kortit menevät",
        "analysis-broken-save": "Tallennettua analyysilautaa ei voitu lukea: näytetään uusi lauta.",
        "analysis-future-save": "Tallennettu analyysilauta on pelin uudemmasta versiosta: se jätetään ennalleen ja näytetään uusi lauta.",
        "analysis-need-trump": "Valitse ensin valttikortti.",
        "analysis-undone": "Viimeisin syöte kumottiin.",
        "analysis-no-open-card": "Pöydässä ei ole kaatamatonta korttia.",
        "analysis-coach-wait": "Valmentaja käynnistyy vielä: yritä hetken päästä uudelleen.",
        "analysis-coach-working": "Valmentaja miettii…",
        "analysis-coach-for": "Valmentajan arviot ({player}): {moves}",
        "analysis-share-illegal": "Vain sallitun aseman voi jakaa.",
        "analysis-bad-link": "Tämä asemalinkki on rikki tai se ei ole Durak-asema: mitään ei avattu.",
        "analysis-coach-mine": "Valmentajan arviot sinulle: {moves}",
        "analysis-rest": "Kortit, joita ei ole sijoitettu",
        "analysis-rest-stock": {
            "count": "count",
            "one": "ovat pakka: {count} kortti, valttikortti näkyvissä sen alla",
            "other": "ovat pakka: {count} korttia, valttikortti näkyvissä sen alla",
        },
        "analysis-rest-discard": {
            "count": "count",
            "one": "ovat poistopakassa ({count} kortti)",
            "other": "ovat poistopakassa ({count} korttia)",
        },
        "analysis-play-confirm": "Paina uudelleen: kesken oleva peli korvataan",
        "analysis-ruled-out": "Harmaana myös kortit, joita ei voi olla kädessä ({player}) sen perusteella, mitä peli on näyttänyt: näytetty pienin valtti, nostetut kortit, ”ei lisättävää”.",
        "analysis-new-confirm": "Paina uudelleen hylätäksesi laudan",
        "analysis-dealer": "Kuka jakoi",
        "analysis-dealer-first": "Ei vielä kukaan: ottelun ensimmäinen peli",
        "analysis-intro": "Seuraa peliä, jota pelaat oikean pöydän ääressä: syötä korttisi ja jokainen siirto sitä mukaa kuin ne pelataan, niin valmentaja näyttää mahdollisuutesi.",
        "analysis-dealer-seat": "{player}, myöhemmässä pelissä",
        "analysis-taking": "Puolustaja on sanonut ottavansa",
        "analysis-nothing": "Ei lisättävää",
        "analysis-shown": "Valttikortti, jonka {player} näytti",
        "analysis-shown-none": "ei valittu: kukaan ei näyttänyt valttia",
    }
)

#: Spoken forms (:func:`durak.i18n.said_template`) of the messages whose written form puts a
#: card's label beside "kortin"/"kortilla": read out by name, declined.
SAID: dict[str, str] = {
    # a card's description, said (a keyboard play-through: "přebitá kartou: piková osmička")
    "ui-card-attack-covered": "Hyökkäyskortti, lyöty {card_name:ade}.",
    "ui-card-cover": "Lyö {card_name:gen}.",
    "log-defend": "{name} lyö {attack:gen} {cover:ade}",
    "log-defend-you": "Sinä lyöt {attack:gen} {cover:ade}",
    "log-transfer": "{name} siirtää {card:ade}",
    "log-transfer-you": "Sinä siirrät {card:ade}",
    "log-show": "{name} näyttää {card:gen} ja siirtää hyökkäyksen",
    "log-show-you": "Sinä näytät {card:gen} ja siirrät hyökkäyksen",
    "ui-choose-target": "Valitse nyt kortti, jonka lyöt {card:ade}",
    "ui-choose-cover": "Valitse nyt oma korttisi, jolla lyöt {card:gen}",
    "ui-choose-target-keys": "Valitse nyt nuolilla ← → kortti, jonka lyöt {card:ade}, ja paina Enter",
    "ui-choose-cover-keys": "Valitse nyt nuolilla ← → oma korttisi, jolla lyöt {card:gen}, ja paina Enter",
    "analysis-do-defend": "kaada {target} {card:ade}",  # an order: its object as it stands
    "analysis-do-transfer": "siirrä {cards:ade}",
    "log-swap": "{name} vaihtaa valttikuutosen {card:ill}",
    "log-swap-you": "Sinä vaihdat valttikuutosen {card:ill}",
    # why a move is refused: read with the card's name
    "not-in-hand": "{card:par} ei ole kädessäsi",
    "rank-not-on-table": "{card:gen} arvoa ei ole pöydässä",
    # the Rules' examples
    "rules-throw-in-example": "Kun {attack} on lyöty {cover:ade}, saa lisätä kasin tai kuningattaren. {card:par} ei saa lisätä, vaikka se onkin suurempi.",
    "rules-cover-example": "{cover} lyö {attack:gen}: sama maa, suurempi arvo.",
    "rules-trump-example": "Kun pata on valttia, {cover} lyö {attack:gen}, vaikka puolustajalla olisi suurempikin ruutu: maata ei tarvitse tunnustaa.",
    "rules-transfer-example": "Yksinäisen {attack:gen} voi siirtää {card:ade}; sitten molemmat jätkät hyökkäävät seuraavaa pelaajaa vastaan.",
    # a move in the game's review (an order: its object as it stands)
    "move-defend": "lyö {attack} {cover:ade}",
    "move-transfer": "siirrä {card:ade}",
    # the analysis board's refusals
    "analysis.known-elsewhere": "{card:gen} tiedetään olevan toisen pelaajan kädessä",
    "analysis.lower-trump": "{card:par} ei jaettu kenellekään: pienimpänä valttina näytettiin {cover}",
    "analysis.not-drawn": "pelaajalla ei ole voinut olla {card:par}",
    "analysis.pos-cover": "{cover} ei lyö {card:par}",
    "analysis.said-nothing": "pelaajalla ei aiemmin ollut mitään lisättävää eikä hän ole sen jälkeen nostanut kortteja, joten hänellä ei voi olla {card:par}",
    "analysis.show-yours": "hyökkäät ensin, joten näytit pienimmän valttisi, {card:gen}: valitse se",
}

#: The spoken messages whose written form is right said with the cards' names as they
#: stand (after "карта"/"karta"/"kortti", a comparison, or an order's object).
SAID_AS_WRITTEN = frozenset(
    {
        "log-first-trump",  # the card stands alone, in the nominative
        "log-first-trump-you",
        "log-trump-dealt",  # the card stands alone, in the nominative
        "log-trump-dealt-you",
        "analysis-do-attack",
        "analysis-do-show",
        "move-attack",
        "move-show",
        "duplicate-card",
        "not-on-table",
        "already-covered",
        "too-low",
        "wrong-suit",
        "transfer-rank",
        "show-not-trump",
        "show-again",
        "analysis.discarded",
        "analysis.holds-known",
        "analysis.in-your-hand",
        "analysis.not-in-deck",
        "analysis.on-table",
        "analysis.seen",
        "analysis.shown-lowest",
        "analysis.shown-none",
        "analysis.shown-not-trump",
        "analysis.under-stock",
    }
)
