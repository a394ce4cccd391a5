"""Catalogo italiano: le stesse chiavi di :mod:`durak.i18n.en`.

Words of the table: briscola (trump), turno (a bout), attaccante, difensore, coprire / battere
(cover), aggiungere (throw in), battuto (beaten off), scarti (the discard pile), raccogliere
(take), passo (pass), passaggio / passare l'attacco (transfer), mazzo (the stock), durak /
sciocco. Cards: "donna di cuori", "re di picche", "asso di fiori", "fante di quadri".
"""

from __future__ import annotations

from typing import Any


def plural(n: int) -> str:
    """Italian: 1 -> one, else other."""
    return "one" if n == 1 else "other"


RANK_NAMES: dict[str, str] = {
    "2": "due",
    "3": "tre",
    "4": "quattro",
    "5": "cinque",
    "6": "sei",
    "7": "sette",
    "8": "otto",
    "9": "nove",
    "T": "dieci",
    "J": "fante",
    "Q": "donna",
    "K": "re",
    "A": "asso",
}
SUIT_NAMES: dict[str, str] = {"S": "picche", "H": "cuori", "D": "quadri", "C": "fiori"}


#: A card's name may take its article (``card_name(card, "art")``: "la donna di cuori",
#: "l'asso di picche"), as every card is said in a spoken message (``SAID_CASE``, see
#: :func:`durak.i18n.translate`), or "di" with it ("di": "della donna", "dell'asso").
CASES = ("art", "di")
SAID_CASE = "art"
ARTICLES: dict[str, dict[str, str]] = {
    "art": {"8": "l'", "A": "l'", "Q": "la ", "": "il "},
    "di": {"8": "dell'", "A": "dell'", "Q": "della ", "": "del "},
}


def card_name(card: str, case: str = "") -> str:
    """``"QH"`` -> ``"donna di cuori"``, with ``case="art"`` ``"la donna di cuori"``, with
    ``case="di"`` ``"della donna di cuori"``; text that is not a card code is returned
    unchanged."""
    if len(card) != 2 or card[0] not in RANK_NAMES or card[1] not in SUIT_NAMES:
        return card
    name = f"{RANK_NAMES[card[0]]} di {SUIT_NAMES[card[1]]}"
    if case in ARTICLES:
        articles = ARTICLES[case]
        return articles.get(card[0], articles[""]) + name
    return name


MESSAGES: dict[str, Any] = {
    # Input
    "malformed-move": "impossibile leggere la mossa «{text}»",
    "unknown-card": "«{text}» non è una carta",
    "bad-seat": "non esiste il posto {seat}",
    "game-over": "la partita è finita",
    "not-in-hand": "non hai {card} in mano",
    "duplicate-card": "{card} è indicata due volte",
    # Whose turn
    "not-your-turn": "non è il tuo turno",
    "not-attacking": "non partecipi a questo attacco",
    "not-neighbour": "solo i vicini del difensore possono aggiungere carte",
    "defender-cannot-attack": "il difensore non può aggiungere carte d'attacco",
    "wait-for-main-attacker": "gioca prima l'attaccante principale: aspetta che passi",
    "wait-for-helper": "un giocatore prima di te nel turno può ancora aggiungere carte: aspetta che passi",
    "already-passed": "hai passato: aspetta che arrivi una nuova carta sul tavolo",
    "must-lead": "per iniziare l'attacco devi giocare una carta",
    "only-defender": "solo il difensore può farlo",
    # Attacking
    "mixed-ranks": "le carte giocate insieme devono avere lo stesso valore",
    "rank-not-on-table": "il valore di {card} non è sul tavolo",
    "limit-six": "al massimo 6 carte d'attacco per turno",
    "limit-first-bout": {
        "count": "limit",
        "one": "al massimo {limit} carta d'attacco nel primo turno",
        "other": "al massimo {limit} carte d'attacco nel primo turno",
    },
    "limit-defender-hand": {
        "count": "limit",
        "one": "all'inizio del turno il difensore aveva solo {limit} carta",
        "other": "all'inizio del turno il difensore aveva solo {limit} carte",
    },
    # Defending
    "nothing-to-beat": "non c'è nessuna carta scoperta da battere",
    "not-on-table": "{card} non è una carta d'attacco sul tavolo",
    "already-covered": "{card} è già battuta",
    "already-taking": "hai già deciso di raccogliere",
    "trump-needs-higher-trump": "una briscola si batte solo con una briscola più alta",
    "too-low": "{cover} vale meno di {card}",
    "wrong-suit": "{cover} non è né dello stesso seme di {card} né una briscola",
    # Transfer
    "transfer-off": "in queste regole non si può passare l'attacco",
    "transfer-after-cover": "non puoi più passare l'attacco dopo aver battuto una carta",
    "transfer-rank": "{card} non ha lo stesso valore delle carte d'attacco",
    "transfer-mixed": "le carte d'attacco hanno valori diversi, quindi l'attacco non si può passare",
    "transfer-too-few": {
        "count": "held",
        "one": "il prossimo difensore ha solo {held} carta, ma l'attacco ne avrebbe {needed}",
        "other": "il prossimo difensore ha solo {held} carte, ma l'attacco ne avrebbe {needed}",
    },
    "transfer-nobody": "non c'è nessun altro ancora in gioco a cui passare l'attacco",
    # Trump-six swap
    "swap-off": "lo scambio del sei di briscola non fa parte di queste regole",
    "swap-no-six": "non hai il sei di briscola",
    "swap-from-table": "un sei di briscola raccolto dal tavolo non si può scambiare",
    "swap-too-late": "dopo che è stata pescata la briscola scoperta è già stata giocata una carta",
    "swap-nothing": "non c'è nessuna briscola scoperta con cui scambiare",
    "show-off": "passare l'attacco mostrando una briscola non fa parte di queste regole",
    "show-not-trump": "{card} non è una briscola: giocala per passare l'attacco, oppure mostra la briscola dello stesso valore",
    "show-again": "{card} è già stata mostrata in questo attacco",
    # Fallback
    "illegal-move": "questa mossa non è consentita ora",
}

MESSAGES.update(
    {
        "ui-title": "Durak",
        "ui-you": "Tu",
        "ui-new-game": "Nuova partita",
        "ui-play-again": "Gioca ancora",
        "ui-start": "Inizia",
        "ui-enter-starts": "Invio su un'opzione o una casella avvia la partita",
        "ui-cancel": "Annulla",
        "ui-log": "Cronaca della partita",
        "ui-take": "Raccogli",
        "ui-lead-set": "Gioca {cards}",
        "ui-beaten": "Battuto",
        "ui-pass": "Passo",
        "ui-transfer": "Passa l'attacco",
        "ui-swap": "Scambia il sei di briscola",
        "ui-transfer-zone": "Rilascia qui per passare l'attacco",
        "ui-trump": "Briscola: {suit}",
        "ui-trump-card": "La briscola scoperta sotto il mazzo.",
        "ui-card-attack-open": "Carta d'attacco, non coperta.",
        "ui-card-attack-covered": "Carta d'attacco, coperta dalla carta {card_name}.",
        "ui-card-cover": "Copre la carta {card_name}.",
        "ui-card-in-hand": "Nella tua mano.",
        "ui-stock": {
            "count": "count",
            "one": "{count} carta nel mazzo",
            "other": "{count} carte nel mazzo",
        },
        "ui-stock-empty": "Il mazzo è finito",
        "ui-discard": {
            "count": "count",
            "one": "{count} carta negli scarti",
            "other": "{count} carte negli scarti",
        },
        "ui-cards": {"count": "count", "one": "{count} carta", "other": "{count} carte"},
        "ui-your-hand": "La tua mano",
        "ui-table": "Il tavolo",
        "ui-role-attacker": "attacca",
        "ui-role-defender": "difende",
        "ui-role-helper": "può aggiungere",
        "ui-role-out": "fuori",
        "ui-role-took": "raccoglie",
        "ui-your-turn-attack": "Tocca a te attaccare: scegli una carta da giocare",
        "ui-your-turn-add": "Aggiungi una carta dello stesso valore di una già sul tavolo, oppure premi «{button}»",
        "ui-your-turn-defend": "Difenditi: scegli una carta con cui coprire, oppure premi «Raccogli»",
        "ui-choose-target": "Ora scegli la carta da coprire con {card}",
        "ui-choose-cover": "Ora scegli la tua carta con cui coprire {card}",
        "said-arrows": "le frecce sinistra e destra",
        "ui-your-turn-attack-keys": "Tocca a te attaccare: scegli una carta con ← → e premi Invio",
        "ui-your-turn-defend-keys": "Difenditi: scegli una carta con ← → e premi Invio per coprire, oppure premi T («Raccogli»)",
        "ui-choose-target-keys": "Ora scegli con ← → la carta da coprire con {card} e premi Invio",
        "ui-choose-cover-keys": "Ora scegli con ← → la tua carta con cui coprire {card} e premi Invio",
        "ui-your-turn-add-keys": "Aggiungi una carta dello stesso valore di una già sul tavolo (← → e Invio), oppure premi {letter} («{button}»)",
        "ui-your-turn-take-only": "Non hai carte per coprire: premi «Raccogli»",
        "ui-your-turn-take-only-keys": "Non hai carte per coprire: premi T («Raccogli»)",
        "ui-your-turn-transfer": "Difenditi: scegli una carta con cui coprire, premi «Passa l'attacco» oppure «Raccogli»",
        "ui-your-turn-transfer-keys": "Difenditi: scegli una carta con ← → e premi Invio per coprire, R per passare l'attacco, T per raccogliere",
        "ui-waiting": "{name} sta pensando…",
        "ui-fallback": "Il processo dei bot non ha risposto: un bot semplice ha giocato per {name}",
        "ui-worker-starting": "Avvio dei bot…",
        "ui-worker-ready": "Bot pronti",
        "ui-worker-failed": "Processo dei bot non disponibile: su questo dispositivo giocano bot semplici",
        "ui-end-durak-you": "Sei tu il durak!",
        "ui-end-durak": "Il durak è {name}",
        "ui-end-draw": "Pareggio: nessuno è rimasto con le carte",
        "ui-match-losses": "Sconfitte in questo incontro",
        # The new-game panel
        "ui-panel-title": "Nuova partita",
        "ui-presets": "Set di regole",
        "ui-players": "Giocatori",
        "ui-mode": "Modalità",
        "ui-mode-throw-in": "Ad aggiunta",
        "ui-mode-transfer": "A passaggio",
        "ui-throw-in": "Chi può aggiungere carte",
        "ui-throw-in-all": "Tutti i giocatori",
        "ui-throw-in-neighbours": "I vicini del difensore",
        "ui-first-bout": "Limite del primo turno",
        "ui-swap-option": "Scambio del sei di briscola",
        "ui-trump-rules": "Carta di briscola",
        "ui-bots": "Bot",
        "ui-level-easy": "Facile",
        "ui-level-medium": "Medio",
        "ui-level-hard": "Difficile",
        "ui-speed": "Velocità",
        "ui-speed-slow": "Lenta",
        "ui-speed-medium": "Media",
        "ui-speed-fast": "Veloce",
        "ui-speed-extra-fast": "Velocissima",
        "ui-hints": "Suggerimenti (evidenzia le carte giocabili)",
        # The game log and the live announcements
        "log-attack": "{name} attacca con {cards}",
        "log-throw-in": "{name} aggiunge {cards}",
        "log-defend": "{name} copre {attack} con {cover}",
        "log-transfer": "{name} passa l'attacco con {card}",
        "log-take": "{name} raccoglie le carte",
        "log-pass": "{name} passa",
        "log-swap": "{name} scambia il sei di briscola con {card}",
        "log-attack-you": "Tu attacchi con {cards}",
        "log-throw-in-you": "Tu aggiungi {cards}",
        "log-defend-you": "Tu copri {attack} con {cover}",
        "log-transfer-you": "Tu passi l'attacco con {card}",
        "log-take-you": "Tu raccogli le carte",
        "log-pass-you": "Tu passi",
        "log-swap-you": "Tu scambi il sei di briscola con {card}",
        "log-picked-up-you": {
            "count": "count",
            "one": "Tu raccogli {count} carta",
            "other": "Tu raccogli {count} carte",
        },
        "log-beaten": "Battuto: le carte vanno negli scarti",
        "log-beaten-auto": "Battuto (non si può aggiungere altro): le carte vanno negli scarti",
        "log-you-draw": "Tu peschi {cards}",
        "log-out": "{name} esce dal gioco: niente più carte",
        "log-out-you": "Tu esci dal gioco: niente più carte",
        "log-defender": "{name} è in difesa",
        "log-defender-you": "Sei in difesa",
        "log-picked-up": {
            "count": "count",
            "one": "{name} raccoglie {count} carta",
            "other": "{name} raccoglie {count} carte",
        },
        "log-new-game": "Nuova partita: {mode}, {players} giocatori; briscola {suit}",
        "log-first-trump": "Il primo attacco è di {name}: la briscola più bassa distribuita, {card}",
        "log-first": "Il primo attacco è di {name}",
        "log-first-later": "Il primo attacco è di {name}: chi ha perso per ultimo distribuisce, e attacca chi siede alla sua sinistra",
        "log-first-fool": "Il primo attacco è di {name}: chi ha perso per ultimo si difende, e attacca chi siede alla sua destra",
        "log-trump-dealt": "Tutte le carte sono distribuite: l'ultima, {card}, è la briscola e resta a {name}",
        "log-new-match": "Inizia un nuovo incontro",
        "suit-S": "picche",
        "suit-H": "cuori",
        "suit-D": "quadri",
        "suit-C": "fiori",
    }
)

# Notices of settings, storage and share links.
MESSAGES.update(
    {
        "storage-corrupt": "Impossibile leggere i dati salvati ({what}): si usano i valori predefiniti.",
        "storage-moves-dropped": "La partita salvata continua senza l'elenco delle mosse, che non è stato possibile rigiocare: «Annulla mossa» e «Revisione» non sono disponibili.",
        "storage-game-mended": "Alcuni dati della partita salvata erano danneggiati: la partita continua, con i valori predefiniti per questi.",
        "storage-future-game": "Una versione più recente del gioco ha salvato una partita in corso: questa pagina la lascia intatta, quindi la partita giocata qui non viene salvata.",
        "storage-followed": "In un'altra scheda o finestra si è giocato: qui ora si vede la partita come è stata salvata lì.",
        "storage-repaired": "Alcuni dati salvati ({what}) non erano validi ({fields}) e sono stati riportati ai valori predefiniti.",
        "storage-full": "La memoria del browser è piena: impossibile salvare i dati ({what}).",
        "storage-disabled": "La memoria del browser non è disponibile: i dati ({what}) non verranno conservati dopo questa visita.",
        "storage-future-version": "I dati salvati ({what}) vengono da una versione più recente del gioco: restano intatti e si usano i valori predefiniti.",
        "storage-changed-elsewhere": "I dati salvati ({what}) sono stati modificati in un'altra scheda o finestra.",
        "record-import-invalid": "Questo file non contiene statistiche di Durak ({reason}); non è stato importato nulla.",
        "record-import-future-version": "Queste statistiche vengono da una versione più recente del gioco; non è stato importato nulla.",
        "link-too-long": "Il link è troppo lungo per essere una smazzata condivisa ed è stato ignorato.",
        "link-future-version": "Il link viene da una versione più recente del gioco ed è stato ignorato.",
        "link-bad-value": "Nel link il valore {value} per «{field}» non è valido; si usa {default}.",
        "link-duplicate": "Il link indica «{field}» più di una volta; si usa il primo valore.",
        "link-no-seed": "Il link non ha un numero di smazzata valido, quindi si distribuiscono nuove carte.",
        "link-damaged": "Il link è danneggiato: alcune impostazioni non si possono leggere, quindi si usano quelle abituali.",
        "link-damaged-deal": "Il link è danneggiato: alcune impostazioni non si possono leggere, quindi si usano quelle abituali e si distribuiscono nuove carte.",
        "link-bots-count": "Il link indica {given} livelli per {needed} bot; gli altri giocano a livello {default}.",
        "link-missing": "Nel link manca: {fields}; si usano i valori predefiniti.",
        "link-banner-deal": "Smazzata condivisa: {mode}, {players} giocatori",
        "link-banner-daily": "La smazzata del giorno: {mode}, {players} giocatori",
        "link-banner-rules": "Regole condivise: {mode}, {players} giocatori",
        "what-settings": "impostazioni",
        "what-record": "statistiche",
        "what-game": "partita",
        "what-all": "tutti i dati",
    }
)

MESSAGES.update(
    {
        "ui-menu": "Menu",
        "ui-close": "Chiudi",
        "ui-dismiss": "Nascondi",
        "ui-share": "Condividi",
        "ui-share-copied": "Link copiato: mandalo a un amico per giocare la stessa smazzata.",
        "ui-share-manual": "Copia questo link per condividere la smazzata:",
        "ui-replay": "Rigioca questa smazzata",
        "ui-daily": "La smazzata del giorno",
        "ui-play-shared": "Gioca questa smazzata",
        "ui-play-shared-rules": "Gioca con queste regole",
        "ui-not-now": "Non ora",
        "ui-replace-warning": "La partita in corso verrà sostituita.",
        "ui-stats": "Statistiche",
        "ui-stats-total": "Tutte le partite",
        "ui-stats-games": "Partite",
        "ui-stats-wins": "Vinte",
        "ui-stats-losses": "Perse",
        "ui-stats-draws": "Pareggi",
        "ui-stats-abandoned": "Abbandonate",
        "ui-stats-abandoned-note": "Abbandonate: partite sostituite da una nuova prima della fine.",
        "ui-stats-streak": "Partite di fila senza sconfitte: {streak} (record {best})",
        "ui-stats-chart": {
            "count": "count",
            "one": "Risultato dell'ultima partita",
            "other": "Risultati delle ultime {count} partite",
        },
        "ui-stats-match-limit": {
            "count": "count",
            "one": "L'incontro finisce alla prima sconfitta",
            "other": "L'incontro finisce a {count} sconfitte",
        },
        "ui-stats-reset": "Azzera le statistiche",
        "ui-stats-reset-confirm": "Azzerare davvero?",
        "ui-stats-reset-warning": "Premi di nuovo per cancellare tutte le statistiche.",
        "ui-stats-reset-done": "Statistiche azzerate.",
        "ui-stats-reset-match": "Statistiche azzerate, e con loro l'incontro: ancora nessuna sconfitta.",
        "ui-stats-export": "Esporta",
        "ui-stats-import": "Importa",
        "ui-stats-imported": "Statistiche importate.",
        "ui-match-over": "Incontro finito: {name} – sconfitte: {count}",
        "ui-match-again": "«{again}» inizia un nuovo incontro.",
        "ui-loss-limit": "Incontro a sconfitte",
        "ui-loss-limit-none": "Nessun limite",
        "ui-resumed": "La partita è stata ripresa da dove l'avevi lasciata.",
    }
)

# The "Rules" view (durak.ui.rules_view).
MESSAGES.update(
    {
        "rules-title": "Le regole di questa partita",
        "rules-summary": {
            "count": "players",
            "one": "{players} giocatore · {mode}",
            "other": "{players} giocatori · {mode}",
        },
        "rules-aim-h": "Lo scopo",
        "rules-aim": (
            "Sbarazzati di tutte le tue carte. Non c'è un vero vincitore: chi resta per ultimo con "
            "delle carte in mano è il durak, lo sciocco, e perde la partita."
        ),
        "rules-deal-h": "Carte e distribuzione",
        "rules-deck": (
            "Si gioca con 36 carte, dal sei all'asso in ogni seme; il sei è la carta più bassa, "
            "l'asso la più alta."
        ),
        "rules-deal": (
            "Ogni giocatore riceve sei carte. La carta seguente si scopre e si mette di traverso "
            "sotto il mazzo: il suo seme è la briscola per tutta la partita, e sarà l'ultima carta "
            "a essere pescata."
        ),
        "rules-deal-six": (
            "In sei si distribuisce l'intero mazzo, quindi non resta niente da pescare. L'ultima "
            "carta del mazziere viene mostrata a tutti: il suo seme è la briscola, e il mazziere "
            "la tiene in mano."
        ),
        "rules-first-attack": (
            "Nella prima partita comincia chi ha la briscola più bassa: mostra il sei di briscola, "
            "oppure il sette se nessuno ha il sei, e così via. Si può aprire l'attacco con "
            "qualsiasi carta."
        ),
        "rules-later-left": (
            "In seguito chi ha perso la partita precedente fa il mazziere, e attacca per primo il "
            "giocatore alla sua sinistra."
        ),
        "rules-later-fool": (
            "In seguito chi ha perso la partita precedente fa il mazziere, e il giocatore alla sua "
            "destra lo attacca per primo: così lo sciocco impara a difendersi."
        ),
        "rules-later-draw": "Dopo un pareggio fa di nuovo il mazziere chi aveva perso la volta prima.",
        "rules-attack-h": "L'attacco",
        "rules-attack": (
            "L'attaccante gioca una carta qualsiasi, o più carte dello stesso valore, contro il "
            "giocatore alla sua sinistra, che si difende."
        ),
        "rules-throw-in": (
            "Poi si possono aggiungere altre carte, ma solo di un valore già presente sul tavolo "
            "in questo turno, che venga dall'attacco o dalla difesa."
        ),
        "rules-throw-in-example": (
            "Dopo che {attack} è stato coperto con {cover}, si possono aggiungere otto e donne. "
            "{card} no, anche se è più alto."
        ),
        "rules-who-all": "Tutti tranne il difensore possono aggiungere carte.",
        "rules-who-all-four": (
            "In quattro, il vicino di sinistra del difensore aggiunge prima del giocatore di fronte."
        ),
        "rules-who-neighbours": (
            "Solo i due vicini del difensore possono aggiungere carte; gli altri restano fuori da "
            "questo turno."
        ),
        "rules-who-three": "Entrambi gli avversari del difensore possono aggiungere carte.",
        "rules-priority": (
            "L'attaccante principale ha la precedenza: gli altri aggiungono solo dopo che ha "
            "passato. Ogni nuova carta sul tavolo, d'attacco o di difesa, permette di nuovo a "
            "tutti di aggiungere."
        ),
        "rules-limit": (
            "Al massimo sei carte d'attacco per turno, e mai più di quante il difensore ne aveva "
            "all'inizio del turno, anche dopo che ha deciso di raccogliere."
        ),
        "rules-limit-first": {
            "count": "limit",
            "one": "Nel primissimo turno della partita il limite è di {limit} carta.",
            "other": "Nel primissimo turno della partita il limite è di {limit} carte.",
        },
        "rules-defend-h": "La difesa",
        "rules-cover": (
            "Il difensore copre ogni carta d'attacco con una carta più alta dello stesso seme o, "
            "se la carta d'attacco non è una briscola, con una briscola qualsiasi. Una briscola "
            "si batte solo con una briscola più alta."
        ),
        "rules-cover-example": "{cover} batte {attack}: stesso seme, valore più alto.",
        "rules-trump-example": (
            "Con briscola picche, {cover} batte {attack} anche se il difensore ha un quadri più "
            "alto: non c'è obbligo di rispondere al seme."
        ),
        "rules-beaten": (
            "Quando tutte le carte d'attacco sono coperte e nessuno ne aggiunge altre, quando il "
            "limite è raggiunto e coperto, o quando il difensore ha coperto con la sua ultima "
            "carta, l'attacco è respinto: le carte vanno negli scarti e il difensore attacca per "
            "primo."
        ),
        "rules-take": (
            "Il difensore può arrendersi in qualsiasi momento, anche senza provare a coprire. Gli "
            "attaccanti possono allora aggiungere tutte le carte con cui avrebbero potuto "
            "attaccare, entro il limite; il difensore raccoglie tutto ciò che è sul tavolo e "
            "salta il turno: attacca il giocatore alla sua sinistra."
        ),
        "rules-transfer-h": "Il passaggio",
        "rules-transfer": (
            "Prima che una qualsiasi carta d'attacco sia coperta, il difensore può aggiungere una "
            "carta dello stesso valore e passare l'intero attacco, ora più grande, al giocatore "
            "successivo, che diventa il difensore. Tutte le carte d'attacco devono avere quel "
            "valore, e il nuovo difensore deve avere almeno tante carte quante sono le carte "
            "d'attacco. L'attacco può essere passato più volte di seguito."
        ),
        "rules-transfer-example": (
            "Un {attack} da solo si può passare con {card}; poi entrambi i fanti attaccano il "
            "giocatore successivo."
        ),
        "rules-transfer-two": "In due, l'attacco passato torna a chi aveva attaccato per primo.",
        "rules-transfer-after-cover": (
            "Appena una carta d'attacco è coperta, l'attacco non si può più passare. La carta va "
            "giocata davvero: mostrare una briscola non basta."
        ),
        "rules-draw-h": "Pescare",
        "rules-draw": (
            "Dopo ogni turno tutti pescano dal mazzo fino ad avere sei carte: prima l'attaccante "
            "principale, poi gli altri che hanno attaccato, per ultimo il difensore. Se il mazzo "
            "finisce a metà, qualcuno ne riceve meno. Una mano di più di sei carte resta com'è."
        ),
        "rules-draw-none": (
            "In sei non c'è mazzo e nessuno pesca: si gioca con le carte distribuite."
        ),
        "rules-swap-h": "Lo scambio del sei di briscola",
        "rules-swap": (
            "Chi riceve il sei di briscola dalla distribuzione o dal mazzo può scambiarlo con la "
            "briscola scoperta sotto il mazzo in qualsiasi momento, anche durante il turno di un "
            "altro e perfino dopo che quella carta è stata pescata, purché da allora nessuno "
            "abbia giocato una carta. Un sei di briscola raccolto dal tavolo non si può scambiare."
        ),
        "rules-swap-six-players": (
            "In sei non c'è una carta scoperta sotto il mazzo, quindi il sei di briscola non ha "
            "niente con cui scambiarsi."
        ),
        "rules-end-h": "La fine",
        "rules-out": (
            "Finché nel mazzo ci sono carte, nessuno esce. Quando è finito, chi resta senza carte "
            "è fuori e salvo, e il turno lo salta."
        ),
        "rules-out-six": (
            "In sei il mazzo è vuoto fin dall'inizio: chi resta senza carte è subito fuori e "
            "salvo, e il turno lo salta."
        ),
        "rules-durak": (
            "La partita finisce solo alla fine di un turno. L'ultimo con le carte in mano è il "
            "durak; se dopo l'ultimo turno nessuno ha più carte, è pareggio."
        ),
        "rules-controls-h": "Come si gioca qui",
        "rules-practice": (
            "«{hint}» propone una mossa e dice perché; «{take_back}» annulla la tua ultima mossa; l'{coach} (nel «{menu}») mostra su ogni tua mossa la probabilità di non restare durak. Una partita in cui usi uno di questi tre strumenti è di allenamento: non conta nelle statistiche. Dopo una partita, «{review}» ripercorre le tue mosse."
        ),
        "rules-keyboard": "Tasti: ← e → scelgono una carta, Invio la gioca, e la lettera indicata su un pulsante lo attiva.",
        "rules-controls": (
            "Fai clic su una carta evidenziata o toccala per giocarla, o trascinala sul tavolo; in difesa, "
            "lasciala sulla carta che batte. «{beaten}» o «{pass_}» chiude le tue aggiunte, e "
            "«{take}» raccoglie le carte dal tavolo."
        ),
        "rules-teams-h": "A coppie e a squadre",
        "rules-teams-2v2": (
            "Quattro giocatori in due coppie, con i compagni seduti uno di fronte all'altro. "
            "Possono attaccare entrambi i membri della coppia in attacco, l'attaccante prima del "
            "compagno. Non si attacca mai il proprio compagno, non lo si aiuta a difendersi e non "
            "gli si danno carte."
        ),
        "rules-teams-3v3": (
            "Sei giocatori in due squadre da tre, seduti in modo che i vicini siano sempre "
            "avversari. Tutti i membri della squadra in attacco possono partecipare all'attacco. "
            "Non si attacca mai un compagno, non lo si aiuta a difendersi e non gli si danno "
            "carte."
        ),
        "rules-teams-empty-2v2": (
            "Quando un compagno resta senza carte, l'altro gioca per entrambi: quando toccherebbe "
            "a chi è rimasto senza carte attaccare o difendersi, lo fa il compagno con le proprie "
            "carte."
        ),
        "rules-teams-empty-3v3": (
            "Quando un giocatore resta senza carte, il membro successivo della sua squadra in "
            "senso orario prende il suo posto e il vuoto si sposta avanti, così gli attacchi si "
            "alternano sempre tra le squadre."
        ),
        "rules-teams-win": (
            "La partita finisce solo alla fine di un turno. Vince la squadra che si libera per "
            "prima di tutte le sue carte; perde quella che ha ancora carte."
        ),
    }
)

# The "new version" banner of the offline app (static/js/pwa.js).
MESSAGES.update(
    {
        "ui-update-available": "Aggiornamento disponibile",
        "ui-update-reload": "Ricarica",
    }
)

# Pairs and teams at the table (durak.ui.panel, durak.web).
MESSAGES.update(
    {
        "ui-teams": "Squadre",
        "ui-teams-none": "Ognuno per sé",
        "ui-teams-2v2": "Coppie (2 contro 2)",
        "ui-teams-3v3": "Squadre (3 contro 3)",
        "ui-panel-deck-grown": "Per {players} giocatori serve un mazzo più grande: scelte {deck} carte.",
        "ui-panel-preset-follows": "Regole «{preset}» per questi giocatori: {changes}.",
        "ui-panel-teams-off": {
            "count": "count",
            "one": "{seating}: solo con {count} giocatore. Ora ognuno gioca per sé.",
            "other": "{seating}: solo con {count} giocatori. Ora ognuno gioca per sé.",
        },
        "ui-panel-players-set": {
            "count": "count",
            "one": "{seating}: scelto {count} giocatore.",
            "other": "{seating}: scelti {count} giocatori.",
        },
        "ui-role-partner": "partner",
        "ui-and": " e ",
        "ui-end-team-you": "La tua squadra è rimasta con le carte: siete voi i durak!",
        "ui-end-team": "{names} sono rimasti con le carte: sono loro i durak",
    }
)

# Presets, the Rules and Language menu items, bot names (durak.settings, durak.web).
MESSAGES.update(
    {
        "preset-classic": "Classica",
        "preset-classic-desc": "Durak classico: tutti tranne il difensore possono aggiungere carte (solo i vicini del difensore con 5–6 giocatori che giocano ognuno per sé), primo turno fino a 6 carte, senza scambio del sei di briscola.",
        "preset-transfer": "A passaggio",
        "preset-transfer-desc": "Durak a passaggio: il difensore può passare l'attacco con una carta dello stesso valore; tutti possono aggiungere carte; al massimo 5 carte nel primo turno.",
        "preset-neighbours": "Solo i vicini",
        "preset-neighbours-desc": "Durak classico in cui solo i due vicini del difensore possono attaccare; primo turno fino a 6 carte.",
        "preset-transfer-neighbours": "A passaggio, solo i vicini",
        "preset-transfer-neighbours-desc": "Durak a passaggio in cui solo i due vicini del difensore possono attaccare; primo turno fino a 6 carte.",
        "preset-club": "Regole di circolo con scambio del sei",
        "preset-club-desc": "Regole di un circolo finlandese: il sei di briscola ricevuto dalla distribuzione o dal mazzo si può scambiare con la briscola scoperta; tutti possono aggiungere carte (solo i vicini con 5–6 giocatori che giocano ognuno per sé); attacca per primo il vicino a sinistra del mazziere.",
        "preset-danish": "Danese: chi perde si difende per primo",
        "preset-danish-desc": "La classica, più due varianti danesi: nella partita successiva si attacca per primo chi ha perso, e con più di 3 giocatori che giocano ognuno per sé al massimo 5 carte nel primo turno.",
        "preset-custom": "Regole personalizzate",
        "ui-rules": "Regole",
        "ui-language": "Lingua",
        "bot-1": "Anja",
        "bot-2": "Boris",
        "bot-3": "Katia",
        "bot-4": "Dima",
        "bot-5": "Olga",
        "bot-6": "Misha",  # a spare: for the bot whose name you took
    }
)

# Preferences in the new-game panel.
MESSAGES.update(
    {
        "ui-your-name": "Il tuo nome",
        "ui-preferences": "Preferenze",
        "ui-animations": "Animazioni",
        "ui-sound": "Suoni",
    }
)

# --- Issue 11: deck sizes, first attacker, transfer by showing a trump. ---
MESSAGES.update(
    {
        "ui-deck": "Mazzo",
        "ui-deck-24": "24 carte (9–A, fino a 4 giocatori)",
        "ui-deck-32": "32 carte (7–A, fino a 5 giocatori)",
        "ui-deck-36": "36 carte (6–A)",
        "ui-deck-52": "52 carte (2–A)",
        "ui-first-attacker": "Primo attacco di un incontro",
        "ui-first-attacker-lowest-trump": "Briscola più bassa",
        "ui-first-attacker-left-of-dealer": "Vicino a sinistra del mazziere",
        "ui-next-attacker": "Primo attacco delle partite successive",
        "ui-next-attacker-left-of-dealer": "Vicino a sinistra del mazziere",
        "ui-next-attacker-attack-the-fool": "Chi ha perso si difende per primo",
        "ui-show-option": "Passare mostrando una briscola",
        "ui-note-show": "Nella modalità a passaggio: una briscola del valore dell'attacco, mostrata e tenuta, passa l'attacco.",
        "ui-note-first-bout": "Il massimo di carte d'attacco nel primo turno di ogni partita.",
        "ui-note-swap": "Chi riceve il sei di briscola può scambiarlo con la briscola scoperta.",
        "ui-note-first-attacker": "Chi attacca per primo quando nessuno ha ancora perso; poi distribuisce chi ha perso.",
        "ui-note-next-attacker": "Chi ha perso per ultimo distribuisce la partita seguente; qui si sceglie chi attacca per primo.",
        "ui-note-loss-limit": "L'incontro finisce quando un giocatore arriva a questo numero di sconfitte.",
        "preset-custom-desc": "Le tue regole: le scelte qui sotto.",
        "ui-show": "Mostra briscola",
        "ui-your-turn-transfer-show": "Difenditi: scegli una carta con cui coprire, premi «Passa l'attacco» o «Mostra briscola», oppure «Raccogli»",
        "ui-your-turn-transfer-show-keys": "Difenditi: scegli una carta con ← → e premi Invio per coprire, R per passare l'attacco, W per mostrare la briscola, T per raccogliere",
        "ui-your-turn-show": "Difenditi: scegli una carta con cui coprire, premi «Mostra briscola» per passare l'attacco, oppure «Raccogli»",
        "ui-your-turn-show-keys": "Difenditi: scegli una carta con ← → e premi Invio per coprire, W per passare l'attacco mostrando la briscola, T per raccogliere",
        "log-show": "{name} mostra {card} e passa l'attacco",
        "log-show-you": "Tu mostri {card} e passi l'attacco",
        "rules-deck-other": "Il mazzo ha {count} carte, dal {low} all'asso in ogni seme; il {low} è la carta più bassa e l'asso la più alta.",
        "rules-deal-all": "Qui si distribuisce l'intero mazzo, quindi non resta niente da pescare. L'ultima carta del mazziere viene mostrata a tutti: il suo seme è la briscola, e il mazziere la tiene in mano.",
        "rules-first-attack-low": "Nella prima partita attacca per primo chi ha la briscola più bassa, mostrandola come prova. Il primo attacco può essere una carta qualsiasi.",
        "rules-first-attack-left": "Nella prima partita attacca per primo il giocatore alla sinistra del mazziere. Il primo attacco può essere una carta qualsiasi.",
        "rules-transfer-show": "Il difensore può passare l'attacco anche senza giocare una carta: mostrando la briscola dello stesso valore dell'attacco e tenendola in mano. Il nuovo difensore deve avere almeno tante carte quante sono le carte d'attacco. Ogni briscola si può mostrare una sola volta per attacco.",
        "rules-transfer-after-cover-show": "Appena una carta d'attacco è stata coperta, l'attacco non si può più passare, né con una carta né mostrando una briscola.",
        "rules-swap-low": "Con questo mazzo la briscola più bassa è il {low}: in questa regola prende il posto del sei di briscola.",
        "rules-draw-none-all": "Tutto il mazzo è stato distribuito: non resta niente da pescare e nessuno pesca.",
        "rules-out-all": "Non c'è niente da pescare: chi resta senza carte esce subito ed è salvo, e il turno lo salta.",
        "rules-swap-none-all": "Si distribuisce l'intero mazzo, quindi non c'è nessuna briscola scoperta con cui scambiare la briscola più bassa.",
        "rules-priority-helpers": "Gli altri aggiungono a turno, a partire dal vicino a sinistra del difensore: ciascuno solo quando tutti quelli prima di lui hanno passato.",
    }
)

# --- practice-ui (issue 15, the page): the review screen and the hint line. ---
MESSAGES.update(
    {
        "review-deal": "La distribuzione",
        "review-next-move": "{verdict} — la tua prossima mossa ({number}): {move} ({figure}).",
        "review-lost-anyway": "Da qui ogni mossa perde, a meno che l'avversario non sbagli.",
        "review-longer": "Valutato più a lungo che al tavolo: le cifre possono differire.",
        "review-judging": "L'allenatore valuta le tue mosse: {done} di {total}…",
        "review-first": "Alla distribuzione",
        "review-prev": "Mossa precedente",
        "review-next": "Mossa successiva",
        "review-last": "Alla fine",
        "review-unavailable": "Questa partita non si può analizzare: le sue mosse non sono note.",
        "ui-hint-line": "Suggerimento: {move}. {reason}",
        "ui-hint-press": "premi «{button}»",
        "coach-won-short": "Vinta",
        "coach-lost-short": "Persa",
        "coach-draw-short": "Pari",
    }
)


# --- issue 15 (practice): hint reasons, take back, coach, review. ---
MESSAGES.update(
    {
        "hint-only-move": "È l'unica mossa che hai.",
        "hint-last-cards": "Fuori le ultime carte: il mazzo è finito, così resti senza carte.",
        "hint-endgame": "Il calcolo esatto del finale dice che questa mossa vince.",
        "hint-keep-trumps": "Tieni le briscole finché dura il mazzo.",
        "hint-take": "Raccogliere costa meno che coprire.",
        "hint-cheapest-cover": "La copertura più economica.",
        "hint-only-cover": "Solo questa carta può coprirla.",
        "hint-unbeatable": "Il difensore non può battere questo seme.",
        "hint-unbeatable-trump": "Il difensore non ha una briscola più alta.",
        "hint-low-lead": "Attacca basso: tieni le carte alte e le briscole per dopo.",
        "hint-pair-lead": "Hai un'altra carta dello stesso valore da aggiungere.",
        "hint-best-odds": "Su molte possibili distribuzioni delle carte nascoste, questa mossa evita più spesso di restare durak.",
        "hint-known-odds": "Tutte le carte sono note: nelle partite giocate da qui, questa mossa evita più spesso di restare durak.",
        # the two longest reasons, shorter for a phone's hint line (durak.ui.practice_view)
        "hint-last-cards-short": "Il mazzo è finito, così resti senza carte.",
        "hint-best-odds-short": "Questa mossa evita più spesso di restare durak.",
        "hint-lost-anyway": "Da qui ogni mossa perde, a meno che l'avversario non sbagli.",
        "hint-lost-anyway-short": "Da qui ogni mossa perde.",
        "hint-coach-higher": "I numeri dell'allenatore preferiscono un'altra mossa: {move}, {best} contro {this}.",
        "hint-odds-coach": "Nelle partite simulate del suggerimento questa mossa è andata meglio; i numeri dell'allenatore ne preferiscono un'altra: {move}, {best} contro {this}.",
        "hint-coach-short": "Per l'allenatore: {move}, {best}.",
        "ui-hint": "Suggerimento",
        "ui-take-back": "Annulla mossa",
        "ui-taken-back": "La tua ultima mossa è stata annullata.",
        "ui-coach": "Allenatore",
        "ui-coach-what": "Il numero su ogni carta e pulsante giocabile: la probabilità di non restare durak (su distribuzioni casuali). Le partite con l'allenatore attivo sono di allenamento: non contano nelle statistiche.",
        "ui-review": "Revisione",
        "ui-play-from-here": "Gioca da qui",
        "ui-practice": "Partita di allenamento",
        "ui-practice-note": "Se annulli una mossa, chiedi un suggerimento o guardi le percentuali dell'allenatore, questa diventa una partita di allenamento: non conta nelle statistiche né nell'incontro.",
        "ui-practice-note-short": "La partita diventa di allenamento e non conta.",
        "ui-practice-end": "Partita di allenamento: non conta nelle statistiche né nell'incontro.",
        "ui-practice-now": "Ora questa è una partita di allenamento: non conterà nelle statistiche né nell'incontro.",
        "ui-stats-practice": "Partite di allenamento",
        "ui-stats-practice-note": "Le partite di allenamento (con un suggerimento, una mossa annullata o l'allenatore) si contano a parte, non in «Tutte le partite».",
        "coach-chance": "{percent}% di probabilità di non restare durak",
        "coach-percent": "{percent}%",
        "coach-won": "Vinta con il gioco migliore",
        "coach-lost": "Persa con il gioco migliore",
        "coach-draw": "Patta con il gioco migliore",
        "review-best": "Migliore",
        "review-good": "Buona",
        "review-inaccuracy": "Imprecisione",
        "review-mistake": "Errore",
        "review-blunder": "Errore grave",
        "review-forced": "Unica mossa",
        "review-won": "vinta",
        "review-lost": "persa",
        "review-draw": "pari",
        "review-why": "Perché: {reason}",
        "review-better": "Meglio: {move}.",
        "review-perhaps-better": "Forse meglio: {move}.",
        "review-turning": "Svolta",
        "review-summary": "Precisione {accuracy}% (la quota delle tue mosse giudicate «Migliore» o «Buona»). Svolta: mossa {number}, {move}.",
        "review-summary-even": "Precisione {accuracy}% (la quota delle tue mosse giudicate «Migliore» o «Buona»). Nessun singolo errore ha deciso la partita.",
        "review-summary-none": "Non hai avuto scelte da valutare.",
        "review-percents": "Le percentuali: la tua probabilità di non restare durak.",
        "review-move": "Dopo la mossa {number} di {total}",
        "move-attack": "gioca {cards}",
        "move-defend": "copri {attack} con {cover}",
        "move-transfer": "passa l'attacco con {card}",
        "move-show": "mostra {card} e passa l'attacco",
        "move-take": "raccogli",
        "move-pass": "passo",
        "move-swap": "scambia il sei di briscola",
    }
)

# --- words (issue 13): the "you" form of every sentence about a player (durak.ui.text.about
# picks it), and the page title and loading screen (static/js/loading.js and index.html show
# these before Python starts; tests/test_i18n.py checks they agree). ---
MESSAGES.update(
    {
        "log-first-trump-you": "Il primo attacco è tuo: la briscola più bassa distribuita, {card}",
        "log-first-you": "Il primo attacco è tuo",
        "log-first-later-you": "Il primo attacco è tuo: chi ha perso per ultimo distribuisce, e attacca chi siede alla sua sinistra",
        "log-first-fool-you": "Il primo attacco è tuo: chi ha perso per ultimo si difende, e attacca chi siede alla sua destra",
        "log-trump-dealt-you": "Tutte le carte sono distribuite: l'ultima, {card}, è la briscola e resta a te",
        "ui-waiting-you": "Tocca a te",
        "ui-fallback-you": "Il processo dei bot non ha risposto: un bot semplice ha giocato per te",
        "ui-fallback-starting": "I bot si stanno ancora avviando: nel frattempo un bot semplice ha giocato per {name}",
        "ui-fallback-starting-you": "I bot si stanno ancora avviando: nel frattempo un bot semplice ha giocato per te",
        "ui-match-over-you": {
            "count": "count",
            "one": "Incontro finito: hai raggiunto {count} sconfitta",
            "other": "Incontro finito: hai raggiunto {count} sconfitte",
        },
        # Role badges at your own seat, after your name ("You" + badge)
        "ui-role-attacker-you": "attacchi",
        "ui-role-defender-you": "difendi",
        "ui-role-helper-you": "puoi aggiungere",
        "ui-role-out-you": "fuori",
        "ui-role-took-you": "raccogli",
        "ui-page-title": "Durak – il gioco di carte",
        "ui-loading": "Caricamento di Python…",
        "ui-noscript": "Questo gioco richiede JavaScript per eseguire Python nel browser.",
    }
)

# --- follow: seat bubbles, the last move marked, a bot thinking, the end of the game,
# the statistics chart (durak.ui.follow, durak.web.table, durak.ui.stats_view). ---
MESSAGES.update(
    {
        "bubble-take": "Raccolgo",
        "bubble-pass": "Passo",
        "bubble-beaten": "Battuto",
        "bubble-transfer": "Passo l'attacco",
        "bubble-swap": "Scambio il sei",
        "bubble-show": "Mostro la briscola",
        "seat-thinking": "sta pensando…",
        "mark-last": "Ultima mossa: {name}.",
        "mark-last-you": "La tua ultima mossa.",
        "end-won": "Hai vinto",
        "end-durak": "Sei tu il durak",
        "end-draw": "Pareggio",
        "end-team-won": "La tua squadra ha vinto",
        "end-team-lost": "La tua squadra ha perso",
        "end-no-durak": "Nessuno è rimasto con le carte",
        "end-cards-left": "Carte rimaste in mano",
        "stats-won": "Vinta",
        "stats-lost": "Persa",
        "stats-draw": "Pareggio",
        "stats-axis-games": "Partite, dalla prima all'ultima",
        "stats-axis-result": "Esito",
        "stats-col-game": "Partita",
        "stats-col-date": "Data",
        "stats-col-table": "Tavolo",
        # expert level
        "ui-level-expert": "Esperto",
    }
)

# analysis (core): the analysis board's entries, set-up positions and their links
# (durak.analysis, durak.analysis_position; issue 17).
MESSAGES.update(
    {
        "analysis.already-passed": "quel giocatore ha passato; aspetta che una nuova carta arrivi sul tavolo",
        "analysis.already-taking": "il difensore ha già deciso di prendere le carte",
        "analysis.bad-rules": "queste non sono regole del gioco",
        "analysis.bad-save": "il tavolo di analisi salvato è danneggiato e non si può aprire",
        "analysis.cannot-pass": "quel giocatore ora non può passare: non ha nulla da aggiungere",
        "analysis.discarded": "{card} è già negli scarti",
        "analysis.draw-count": {
            "count": "count",
            "one": "indica la {count} carta che hai pescato",
            "other": "indica le {count} carte che hai pescato",
        },
        "analysis.draw-first": {
            "count": "count",
            "one": "prima indica la {count} carta pescata dal mazzo",
            "other": "prima indica le {count} carte pescate dal mazzo",
        },
        "analysis.first-attacker": "con queste regole attacca per primo un altro giocatore",
        "analysis.hand-size": {
            "count": "count",
            "one": "si distribuisce {count} carta per mano",
            "other": "si distribuiscono {count} carte per mano",
        },
        "analysis.holds-known": "quel giocatore ha {card}, che potrebbe aggiungere",
        "analysis.impossible": "non torna con quanto già visto in questa partita",
        "analysis.impossible-deal": "nessuna distribuzione corrisponde a queste carte e a questo primo attaccante",
        "analysis.impossible-draw": "queste carte non tornano con quanto già visto in questa partita",
        "analysis.in-your-hand": "{card} è nella tua mano",
        "analysis.known-elsewhere": "si sa che {card} è nella mano di un altro giocatore",
        "analysis.link-malformed": "il link della posizione è danneggiato",
        "analysis.link-too-long": "il link della posizione è troppo lungo",
        "analysis.link-version": "il link della posizione è di un'altra versione del gioco",
        "analysis.lower-trump": "{card} non è stata data a nessuno: come briscola più bassa è stata mostrata {cover}",
        "analysis.must-hold": "quel giocatore deve avere una carta da aggiungere",
        "analysis.must-lead": "l'attaccante deve giocare una carta per iniziare l'attacco",
        "analysis.no-draw": "ora non ci sono carte pescate da indicare",
        "analysis.not-attacking": "quel giocatore non partecipa a questo attacco",
        "analysis.not-drawn": "quel giocatore non può aver avuto {card}",
        "analysis.not-in-deck": "{card} non è in un mazzo da {count} carte",
        "analysis.not-their-turn": "non è il turno di quel giocatore",
        "analysis.nothing-own": "le tue mosse si inseriscono come in partita: passa o gioca una carta",
        "analysis.on-table": "{card} è già sul tavolo",
        "analysis.pos-cover": "{cover} non batte {card}",
        "analysis.pos-empty-hand": "finché il mazzo ha carte ogni giocatore ha carte, e l'attaccante e il difensore sempre",
        "analysis.pos-engine": "la posizione non è possibile ({text})",
        "analysis.pos-limit": {
            "count": "limit",
            "one": "al massimo {limit} carta d'attacco in questa mano",
            "other": "al massimo {limit} carte d'attacco in questa mano",
        },
        "analysis.pos-malformed": "la posizione non è completa",
        "analysis.pos-over": "almeno due giocatori devono avere carte",
        "analysis.pos-players": {
            "count": "count",
            "one": "indica {count} mano, una per giocatore",
            "other": "indica {count} mani, una per giocatore",
        },
        "analysis.pos-same-seat": "l'attaccante e il difensore devono essere giocatori diversi",
        "analysis.pos-stock": {
            "count": "count",
            "one": "{count} carta non è indicata da nessuna parte: il mazzo contiene proprio le carte non indicate",
            "other": "{count} carte non sono indicate da nessuna parte: il mazzo contiene proprio le carte non indicate",
        },
        "analysis.pos-taking": "il difensore può prendere solo finché c'è una carta scoperta",
        "analysis.pos-teams": "il difensore deve essere un avversario dell'attaccante e il prossimo di turno",
        "analysis.pos-next": "il difensore deve essere il giocatore successivo all'attaccante, saltando chi è fuori",
        "analysis.pos-trump": "il seme di briscola non corrisponde alla briscola scoperta",
        "analysis.pos-trump-card": "finché il mazzo ha carte, la briscola scoperta sta sotto il mazzo e non altrove («Briscola sotto il mazzo»)",
        "analysis.pos-turn": "in questa posizione nessuno potrebbe muovere",
        "analysis.said-nothing": "quel giocatore prima non aveva nulla da aggiungere e da allora non ha pescato, quindi non può avere {card}",
        "analysis.seen": "{card} è già stata vista altrove",
        "analysis.shown-lowest": "{card} è una briscola più bassa di quella mostrata",
        "analysis.shown-none": "hai {card}, una briscola: chi attacca per primo ne ha mostrata una più bassa; scegli la briscola mostrata",
        "analysis.show-yours": "attacchi per primo, quindi hai mostrato la tua briscola più bassa, {card}: sceglila",
        "analysis.shown-not-trump": "{card} non è una briscola",
        "analysis.too-many": {
            "count": "held",
            "one": "quel giocatore ha solo {held} carta: non basta per {needed}",
            "other": "quel giocatore ha solo {held} carte: non bastano per {needed}",
        },
        "analysis.transfer-after-cover": "non si può passare l'attacco dopo che una carta è stata battuta",
        "analysis.under-stock": "{card} è la briscola scoperta sotto il mazzo",
        "analysis.wait-for-helper": "un giocatore prima di lui nel turno può ancora aggiungere; inserisci prima la sua mossa",
    }
)

# analysis (page): the analysis board's screens, buttons and lines (issue 17:
# durak.ui.analysis_view, durak.ui.analysis_setup, durak.ui.analysis_picker).
MESSAGES.update(
    {
        "analysis-menu": "Analizza",
        "analysis-title": "Tavolo di analisi",
        "analysis-seat": "Giocatore {number}",
        "analysis-attack": "Attacca",
        "analysis-throw-in": "Aggiungi",
        "analysis-cover": "Copri",
        "analysis-over": "La partita è finita.",
        "analysis-draw": {
            "count": "count",
            "one": "Scegli la carta che hai pescato: ancora {count}.",
            "other": "Scegli le carte che hai pescato: ancora {count}.",
        },
        "analysis-draw-done": "Hai scelto tutte le carte pescate: premi «{done}».",
        "analysis-which-target": "Quale carta copre {player}?",
        "analysis-which-card": "Quale carta gioca {player}?",
        "analysis-your-move": "Tocca a te: scegli la carta che giochi o un pulsante.",
        "analysis-enter-move": "Inserisci la mossa di {player}.",
        "analysis-cards": {
            "count": "count",
            "one": "{count} carta",
            "other": "{count} carte",
        },
        "analysis-known": "carte note: {cards}",
        "analysis-known-one": "carta nota: {card}",
        "analysis-discard": "Scarti: {count}",
        "analysis-no-bout": "Nessuna carta sul tavolo",
        "analysis-bout": "Le carte sul tavolo",
        "analysis-move-of": "La mossa di {player}",
        "analysis-pick-attack": "Quale carta gioca {player}?",
        "analysis-pick-defend": "Con quale carta copre {player}?",
        "analysis-pick-transfer": "Con quale carta passa l'attacco {player}?",
        "analysis-pick-show": "Quale briscola mostra {player}?",
        "analysis-your-hand": "La tua mano",
        "analysis-chosen": "{count} di {total} scelte",
        "analysis-drew": "Le carte che hai pescato",
        "analysis-done": "Fatto",
        "analysis-coach-best": "La mossa migliore secondo l'allenatore: {move} ({figure}).",
        "analysis-do-defend": "copri {target} con {card}",
        "analysis-do-attack": "gioca {cards}",
        "analysis-do-transfer": "passa l'attacco con {cards}",
        "analysis-do-show": "mostra {cards}",
        "analysis-do-take": "raccogli",
        "analysis-do-pass": "passa",
        "analysis-do-swap": "scambia il sei di briscola",
        "analysis-setup": "Prepara una posizione",
        "analysis-back": "Torna alla partita",
        "analysis-start": "Segui questa partita",
        "analysis-new-prompt": "Scegli la carta di briscola e le tue 6 carte, poi premi «{start}».",
        "analysis-new-ready": "Tutto scelto: premi «{start}» per seguire la tua partita dalla prima mossa.",
        "analysis-new-shown": "Scegli la briscola che ha mostrato {player}, poi premi «{start}».",
        "analysis-undo": "Annulla",
        "analysis-new": "Nuovo tavolo",
        "analysis-share": "Condividi la posizione",
        "analysis-coach": "Allenatore",
        "analysis-follow": "Segui una partita",
        "analysis-rules": "Regole",
        "analysis-your-seat": "Il tuo posto",
        "analysis-first": "Chi attacca per primo",
        "analysis-trump-card": "La carta di briscola",
        "analysis-players": {
            "count": "count",
            "one": "{count} giocatore",
            "other": "{count} giocatori",
        },
        "analysis-zone-hand": "Mano di {player}",
        "analysis-zone-attack": "Sul tavolo: carte d'attacco",
        "analysis-zone-cover": "Sul tavolo: carte che coprono",
        "analysis-zone-discard": "Scarti",
        "analysis-zone-trumpcard": "Briscola sotto il mazzo",
        "analysis-mark-attack": "A",
        "analysis-mark-cover": "C",
        "analysis-mark-discard": "S",
        "analysis-mark-trumpcard": "★",
        "analysis-trump-suit": "Seme di briscola",
        "analysis-to-act": "Di chi è il turno",
        "analysis-to-act-rules": "Come dicono le regole",
        "analysis-attacker": "Attaccante",
        "analysis-defender": "Difensore",
        "analysis-legal": "La posizione è valida.",
        "analysis-setup-start": "Inizia scegliendo le carte di ogni mano.",
        "analysis-put": "Dove vanno le carte scelte",
        "analysis-broken-save": "Non è stato possibile leggere il tavolo di analisi salvato: ecco un tavolo nuovo.",
        "analysis-future-save": "Il tavolo di analisi salvato viene da una versione più recente del gioco: resta intatto ed ecco un tavolo nuovo.",
        "analysis-need-trump": "Scegli prima la carta di briscola.",
        "analysis-undone": "L'ultimo inserimento è stato annullato.",
        "analysis-no-open-card": "Sul tavolo non c'è nessuna carta scoperta da coprire.",
        "analysis-coach-wait": "L'allenatore si sta ancora avviando: riprova tra un momento.",
        "analysis-coach-working": "L'allenatore sta pensando…",
        "analysis-coach-for": "Le stime dell'allenatore ({player}): {moves}",
        "analysis-share-illegal": "Si può condividere solo una posizione valida.",
        "analysis-bad-link": "Questo link di posizione è rotto o non è una posizione di Durak: non è stato aperto nulla.",
        "analysis-coach-mine": "Le stime dell'allenatore per te: {moves}",
        "analysis-rest": "Le carte non messe da nessuna parte",
        "analysis-rest-stock": {
            "count": "count",
            "one": "sono il mazzo: {count} carta, la briscola scoperta sotto",
            "other": "sono il mazzo: {count} carte, la briscola scoperta sotto",
        },
        "analysis-rest-discard": {
            "count": "count",
            "one": "sono negli scarti ({count} carta)",
            "other": "sono negli scarti ({count} carte)",
        },
        "analysis-play-confirm": "Premi di nuovo: la partita in corso verrà sostituita",
        "analysis-ruled-out": "In grigio anche le carte che {player} non può avere dopo quello che la partita ha mostrato (la briscola più bassa mostrata, ciò che ha raccolto o non ha potuto aggiungere).",
        "analysis-new-confirm": "Premi di nuovo per scartare il tavolo",
        "analysis-dealer": "Chi ha distribuito",
        "analysis-dealer-first": "Ancora nessuno: la prima partita di un incontro",
        "analysis-intro": "Segui una partita che stai giocando a un tavolo vero: inserisci le tue carte e ogni mossa man mano che viene giocata, e l'allenatore ti mostra le tue probabilità.",
        "analysis-dealer-seat": "{player}, in una partita successiva",
        "analysis-taking": "Il difensore ha detto che raccoglie",
        "analysis-nothing": "Niente da aggiungere",
        "analysis-shown": "La briscola mostrata da {player}",
        "analysis-shown-none": "nessuna scelta: nessuno ha mostrato una briscola",
    }
)

#: Spoken forms (:func:`durak.i18n.said_template`) of the messages whose written form puts a
#: card's label where its name needs "di" with the article, or where the sentence agrees
#: with "la carta" ("l'asso" is masculine): ``{card:nom}`` is the name as it stands.
SAID: dict[str, str] = {
    # a card's description: after "la carta" the name takes no article
    "ui-card-attack-covered": "Carta d'attacco, coperta dalla carta {card_name:nom}.",
    "ui-card-cover": "Copre la carta {card_name:nom}.",
    "duplicate-card": "la carta {card:nom} è indicata due volte",
    "rank-not-on-table": "il valore {card:di} non è sul tavolo",
    "already-covered": "la carta {card:nom} è già battuta",
    "too-low": "{cover} vale meno {card:di}",
    "wrong-suit": "{cover} non è né dello stesso seme {card:di} né una briscola",
    "show-not-trump": "la carta {card:nom} non è una briscola: giocala per passare l'attacco, oppure mostra la briscola dello stesso valore",
    "show-again": "la carta {card:nom} è già stata mostrata in questo attacco",
    # the Rules' example: "un fante di picche", without the article
    "rules-transfer-example": "Un {attack:nom} da solo si può passare con {card}; poi entrambi i fanti attaccano il giocatore successivo.",
    # the analysis board's refusals
    "analysis.lower-trump": "nessuno ha ricevuto {card}: la briscola più bassa mostrata è {cover}",
    "analysis.seen": "{card} compare già altrove",
}
