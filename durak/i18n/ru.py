"""Русский каталог: те же ключи, что в :mod:`durak.i18n.en`.

Words of the table: козырь, заход (a bout), заходящий (the main attacker), отбивающийся
(the defender), подкинуть (throw in), бито / отбой (beaten off / the discard pile), беру (take),
пас, перевод (transfer), колода (the stock). Cards are written as on Russian packs: В Д К Т
for jack, queen, king, ace ("Д♥" — дама червей).
"""

from __future__ import annotations

from typing import Any


def plural(n: int) -> str:
    """CLDR categories for Russian integers: 1, 21 -> one; 2-4, 22-24 -> few; else many."""
    n = abs(n)
    if n % 10 == 1 and n % 100 != 11:
        return "one"
    if 2 <= n % 10 <= 4 and not 12 <= n % 100 <= 14:
        return "few"
    return "many"


RANK_NAMES: dict[str, str] = {
    "2": "двойка",
    "3": "тройка",
    "4": "четвёрка",
    "5": "пятёрка",
    "6": "шестёрка",
    "7": "семёрка",
    "8": "восьмёрка",
    "9": "девятка",
    "T": "десятка",
    "J": "валет",
    "Q": "дама",
    "K": "король",
    "A": "туз",
}
#: Suits in the genitive plural, as in "дама червей", "туз пик".
SUIT_GENITIVE: dict[str, str] = {"S": "пик", "H": "червей", "D": "бубен", "C": "треф"}
RANK_LABELS: dict[str, str] = {
    "2": "2",
    "3": "3",
    "4": "4",
    "5": "5",
    "6": "6",
    "7": "7",
    "8": "8",
    "9": "9",
    "T": "10",
    "J": "В",
    "Q": "Д",
    "K": "К",
    "A": "Т",
}


#: The cases a card's name is declined in (:func:`card_name`): accusative ("бьёт
#: семёрку"), instrumental ("тузом"), genitive ("семёрки нет"); the suit, a genitive,
#: stays as it is.
CASES = ("acc", "ins", "gen")


def _declined(rank: str, case: str) -> str:
    """A rank's name in ``case``: "дама" -> "даму", "дамой", "дамы"; "семёрка" -> "семёрки";
    "туз" -> "туза", "тузом" (cards are beaten like the living: "бить туза"); "король" ->
    "короля", "королём"."""
    word = RANK_NAMES[rank]
    if word.endswith("а"):
        genitive = "и" if word[-2] in "кгхжшчщ" else "ы"
        return word[:-1] + {"acc": "у", "ins": "ой", "gen": genitive}[case]
    if word.endswith("ь"):
        return word[:-1] + ("ём" if case == "ins" else "я")
    return word + ("ом" if case == "ins" else "а")


def card_name(card: str, case: str = "") -> str:
    """``"QH"`` -> ``"дама червей"``, in ``case`` (:data:`CASES`) ``"даму червей"``,
    ``"дамой червей"``; text that is not a card code is returned unchanged."""
    if len(card) != 2 or card[0] not in RANK_NAMES or card[1] not in SUIT_GENITIVE:
        return card
    rank = _declined(card[0], case) if case in CASES else RANK_NAMES[card[0]]
    return f"{rank} {SUIT_GENITIVE[card[1]]}"


MESSAGES: dict[str, Any] = {
    # Input
    "malformed-move": "не удаётся разобрать ход «{text}»",
    "unknown-card": "«{text}» — это не карта",
    "bad-seat": "места {seat} за столом нет",
    "game-over": "игра уже окончена",
    "not-in-hand": "карты {card} у вас на руке нет",
    "duplicate-card": "карта {card} названа дважды",
    # Whose turn
    "not-your-turn": "сейчас не ваш ход",
    "not-attacking": "вы не участвуете в этом заходе",
    "not-neighbour": "подкидывать могут только соседи отбивающегося",
    "defender-cannot-attack": "отбивающийся не может подкидывать",
    "wait-for-main-attacker": "первым подкидывает заходящий: дождитесь его «пас»",
    "wait-for-helper": "игрок перед вами по очереди ещё может подкинуть: дождитесь его «пас»",
    "already-passed": "вы уже сказали «пас»: подождите, пока на столе появится новая карта",
    "must-lead": "чтобы начать заход, выложите карту",
    "only-defender": "так может сделать только отбивающийся",
    # Attacking
    "mixed-ranks": "вместе можно выкладывать только карты одного достоинства",
    "rank-not-on-table": "карт такого достоинства, как {card}, на столе нет",
    "limit-six": "в одном заходе не больше 6 карт",
    "limit-first-bout": {
        "count": "limit",
        "one": "в первом заходе — не больше {limit} карты",
        "few": "в первом заходе — не больше {limit} карт",
        "many": "в первом заходе — не больше {limit} карт",
        "other": "в первом заходе — не больше {limit} карт",
    },
    "limit-defender-hand": {
        "count": "limit",
        "one": "в начале захода у отбивающегося была всего {limit} карта",
        "few": "в начале захода у отбивающегося было всего {limit} карты",
        "many": "в начале захода у отбивающегося было всего {limit} карт",
        "other": "в начале захода у отбивающегося было всего {limit} карт",
    },
    # Defending
    "nothing-to-beat": "на столе нет неотбитых карт",
    "not-on-table": "на столе нет атакующей карты {card}",
    "already-covered": "карта {card} уже побита",
    "already-taking": "вы уже решили брать",
    "trump-needs-higher-trump": "козырь бьётся только старшим козырем",
    "too-low": "{cover} младше, чем {card}",
    "wrong-suit": "{cover} — не той же масти, что {card}, и не козырь",
    # Transfer
    "transfer-off": "перевод в этих правилах не разрешён",
    "transfer-after-cover": "после того как карта побита, переводить уже нельзя",
    "transfer-rank": "{card} не совпадает по достоинству с картами захода",
    "transfer-mixed": "на столе карты разного достоинства — перевести нельзя",
    "transfer-too-few": {
        "count": "held",
        "one": "у следующего игрока всего {held} карта, а отбиваться пришлось бы от карт: {needed}",
        "few": "у следующего игрока всего {held} карты, а отбиваться пришлось бы от карт: {needed}",
        "many": "у следующего игрока всего {held} карт, а отбиваться пришлось бы от карт: {needed}",
        "other": "у следующего игрока всего {held} карт, а отбиваться пришлось бы от карт: {needed}",
    },
    "transfer-nobody": "перевести некому: больше никого не осталось в игре",
    # Trump-six swap
    "swap-off": "обмен козырной шестёрки в этих правилах не разрешён",
    "swap-no-six": "у вас нет козырной шестёрки",
    "swap-from-table": "козырную шестёрку, взятую со стола, менять нельзя",
    "swap-too-late": "после того как нижний козырь взяли из колоды, уже сыграли карту",
    "swap-nothing": "открытого козыря под колодой нет — меняться не на что",
    "show-off": "перевод показом козыря не входит в эти правила",
    "show-not-trump": "{card} — не козырь: переведите, сыграв эту карту, или покажите козырь того же достоинства",
    "show-again": "{card} уже показывали в этом заходе",
    # Fallback
    "illegal-move": "так сейчас ходить нельзя",
}

MESSAGES.update(
    {
        "ui-title": "Дурак",
        "ui-you": "Вы",
        "ui-new-game": "Новая игра",
        "ui-play-again": "Сыграть ещё",
        "ui-start": "Начать",
        "ui-enter-starts": "Enter на варианте или флажке начинает игру",
        "ui-cancel": "Отмена",
        "ui-log": "Ход игры",
        "ui-take": "Беру",
        "ui-lead-set": "Сыграть {cards}",
        "ui-beaten": "Бито",
        "ui-pass": "Пас",
        "ui-transfer": "Перевод",
        "ui-swap": "Обменять козырную шестёрку",
        "ui-transfer-zone": "Перетащите сюда, чтобы перевести",
        "ui-trump": "Козырь: {suit}",
        "ui-trump-card": "Открытый козырь под колодой.",
        "ui-card-attack-open": "Атакующая карта, не побита.",
        "ui-card-attack-covered": "Атакующая карта, побита картой: {card_name}.",
        "ui-card-cover": "Бьёт карту: {card_name}.",
        "ui-card-in-hand": "У вас на руке.",
        "ui-stock": {
            "count": "count",
            "one": "В колоде {count} карта",
            "few": "В колоде {count} карты",
            "many": "В колоде {count} карт",
            "other": "В колоде {count} карт",
        },
        "ui-stock-empty": "Колода кончилась",
        "ui-discard": {
            "count": "count",
            "one": "В отбое {count} карта",
            "few": "В отбое {count} карты",
            "many": "В отбое {count} карт",
            "other": "В отбое {count} карт",
        },
        "ui-cards": {
            "count": "count",
            "one": "{count} карта",
            "few": "{count} карты",
            "many": "{count} карт",
            "other": "{count} карт",
        },
        "ui-your-hand": "Ваши карты",
        "ui-table": "Стол",
        "ui-role-attacker": "ходит",
        "ui-role-defender": "отбивается",
        "ui-role-helper": "может подкинуть",
        "ui-role-out": "вне игры",
        "ui-role-took": "берёт",
        "ui-your-turn-attack": "Ваш ход: выберите карту, чтобы зайти с неё",
        "ui-your-turn-add": "Подкиньте карту того же достоинства, что на столе, или нажмите «{button}»",
        "ui-your-turn-defend": "Отбивайтесь: выберите карту, чтобы покрыть, или нажмите «Беру»",
        "ui-choose-target": "Теперь выберите карту, которую побьёте картой {card}",
        "ui-choose-cover": "Теперь выберите свою карту, которой побьёте {card}",
        "ui-your-turn-attack-keys": "Ваш ход: выберите карту стрелками ← → и нажмите Enter",
        "ui-your-turn-defend-keys": "Отбивайтесь: выберите карту стрелками ← → и нажмите Enter, или нажмите T («Беру»)",
        "ui-choose-target-keys": "Теперь выберите стрелками ← → карту, которую побьёте картой {card}, и нажмите Enter",
        "ui-choose-cover-keys": "Теперь выберите стрелками ← → свою карту, которой побьёте {card}, и нажмите Enter",
        "ui-your-turn-add-keys": "Подкиньте карту того же достоинства, что на столе (← → и Enter), или нажмите {letter} («{button}»)",
        "ui-your-turn-take-only": "Вам нечем отбиться: нажмите «Беру»",
        "ui-your-turn-take-only-keys": "Вам нечем отбиться: нажмите T («Беру»)",
        "ui-your-turn-transfer": "Отбивайтесь: выберите карту, чтобы покрыть; нажмите «Перевод», чтобы перевести, или «Беру»",
        "ui-your-turn-transfer-keys": "Отбивайтесь: выберите карту стрелками ← → и нажмите Enter, R — перевести, T — взять",
        "ui-waiting": "{name} думает…",
        "ui-fallback": "Бот не ответил вовремя: за игрока {name} сходил простой бот",
        "ui-worker-starting": "Боты загружаются…",
        "ui-worker-ready": "Боты готовы",
        "ui-worker-failed": "Фоновые боты недоступны: на этом устройстве играют простые боты",
        "ui-end-durak-you": "Вы остались в дураках!",
        "ui-end-durak": "В дураках: {name}",
        "ui-end-draw": "Ничья: карт не осталось ни у кого",
        "ui-match-losses": "Поражения за эту встречу",
        # The new-game panel
        "ui-panel-title": "Новая игра",
        "ui-presets": "Готовые правила",
        "ui-players": "Игроки",
        "ui-mode": "Вариант",
        "ui-mode-throw-in": "Подкидной",
        "ui-mode-transfer": "Переводной",
        "ui-throw-in": "Кто подкидывает",
        "ui-throw-in-all": "Все игроки",
        "ui-throw-in-neighbours": "Соседи отбивающегося",
        "ui-first-bout": "Карт в первом заходе",
        "ui-swap-option": "Обмен козырной шестёрки",
        "ui-trump-rules": "Козырная карта",
        "ui-bots": "Боты",
        "ui-level-easy": "Лёгкий",
        "ui-level-medium": "Средний",
        "ui-level-hard": "Сильный",
        "ui-speed": "Скорость",
        "ui-speed-slow": "Медленно",
        "ui-speed-medium": "Обычно",
        "ui-speed-fast": "Быстро",
        "ui-speed-extra-fast": "Очень быстро",
        "ui-hints": "Подсказки (подсвечивать карты, которыми можно ходить)",
        # The game log and the live announcements
        "log-attack": "{name} заходит: {cards}",
        "log-throw-in": "{name} подкидывает: {cards}",
        "log-defend": "{name} бьёт {attack} картой {cover}",
        "log-transfer": "{name} переводит: {card}",
        "log-take": "{name} берёт",
        "log-pass": "{name}: «пас»",
        "log-swap": "{name} меняет козырную шестёрку на {card}",
        "log-attack-you": "Вы заходите: {cards}",
        "log-throw-in-you": "Вы подкидываете: {cards}",
        "log-defend-you": "Вы бьёте {attack} картой {cover}",
        "log-transfer-you": "Вы переводите: {card}",
        "log-take-you": "Вы берёте",
        "log-pass-you": "Вы: «пас»",
        "log-swap-you": "Вы меняете козырную шестёрку на {card}",
        "log-picked-up-you": {
            "count": "count",
            "one": "Вы забираете {count} карту",
            "few": "Вы забираете {count} карты",
            "many": "Вы забираете {count} карт",
            "other": "Вы забираете {count} карт",
        },
        "log-beaten": "Бито: карты уходят в отбой",
        "log-you-draw": "Вы добираете из колоды: {cards}",
        "log-out": "{name} выходит из игры: карт не осталось",
        "log-out-you": "Вы выходите из игры: карт не осталось",
        "log-defender": "Отбивается: {name}",
        "log-defender-you": "Отбиваться вам",
        "log-picked-up": {
            "count": "count",
            "one": "{name} забирает {count} карту",
            "few": "{name} забирает {count} карты",
            "many": "{name} забирает {count} карт",
            "other": "{name} забирает {count} карт",
        },
        "log-new-game": "Новая игра — {mode}, игроков: {players}; козырь — {suit}",
        "log-first": "Первым ходит: {name}",
        "log-new-match": "Начинается новая встреча",
        "suit-S": "пики",
        "suit-H": "черви",
        "suit-D": "бубны",
        "suit-C": "трефы",
    }
)

# Notices of settings, storage and share links. ``{what}`` is a word on its own (settings,
# statistics, game, data), so the sentences keep it apart from words that would have to agree.
MESSAGES.update(
    {
        "storage-corrupt": "Не удалось прочитать сохранённое ({what}); взяты значения по умолчанию.",
        "storage-moves-dropped": "Сохранённая партия продолжается без списка ходов (его не удалось воспроизвести): «Вернуть ход» и «Разбор» в ней недоступны.",
        "storage-repaired": (
            "Часть сохранённого ({what}) оказалась неверной ({fields}) и сброшена к значениям "
            "по умолчанию."
        ),
        "storage-full": "Хранилище браузера переполнено: сохранить не удалось ({what}).",
        "storage-disabled": (
            "Хранилище браузера недоступно: после этого визита не сохранится ({what})."
        ),
        "storage-future-version": (
            "Сохранённое ({what}) записано более новой версией игры: его не трогаем, а берём "
            "значения по умолчанию."
        ),
        "storage-changed-elsewhere": "Сохранённое ({what}) изменено в другой вкладке или окне.",
        "record-import-invalid": "Это не файл статистики «Дурака» ({reason}); ничего не загружено.",
        "record-import-future-version": (
            "Эта статистика сохранена более новой версией игры; ничего не загружено."
        ),
        "link-too-long": "Ссылка слишком длинная для раздачи, она не учтена.",
        "link-future-version": "Ссылка создана более новой версией игры, она не учтена.",
        "link-bad-value": "В ссылке неверное значение {value} для «{field}»; взято {default}.",
        "link-duplicate": "В ссылке «{field}» указано несколько раз; взято первое значение.",
        "link-no-seed": "В ссылке нет правильного номера раздачи, поэтому раздача новая.",
        "link-bots-count": (
            "В ссылке уровней ботов: {given}, а ботов: {needed}; остальные играют на уровне "
            "{default}."
        ),
        "link-missing": "В ссылке не указано: {fields}; взяты значения по умолчанию.",
        "link-banner-deal": "Общая раздача: {mode}, игроков: {players}",
        "link-banner-daily": "Раздача дня: {mode}, игроков: {players}",
        "link-banner-rules": "Общие правила: {mode}, игроков: {players}",
        "what-settings": "настройки",
        "what-record": "статистика",
        "what-game": "партия",
        "what-all": "данные",
    }
)

MESSAGES.update(
    {
        "ui-menu": "Меню",
        "ui-close": "Закрыть",
        "ui-dismiss": "Скрыть",
        "ui-share": "Поделиться",
        "ui-share-copied": "Ссылка скопирована: отправьте её другу, чтобы он сыграл ту же раздачу.",
        "ui-share-manual": "Скопируйте ссылку, чтобы поделиться раздачей:",
        "ui-replay": "Сыграть эту раздачу ещё раз",
        "ui-daily": "Раздача дня",
        "ui-play-shared": "Сыграть эту раздачу",
        "ui-not-now": "Не сейчас",
        "ui-replace-warning": "Текущая партия будет заменена.",
        "ui-stats": "Статистика",
        "ui-stats-total": "Все игры",
        "ui-stats-games": "Игры",
        "ui-stats-wins": "Победы",
        "ui-stats-losses": "Поражения",
        "ui-stats-draws": "Ничьи",
        "ui-stats-abandoned": "Брошены",
        "ui-stats-abandoned-note": "Брошены: партии, которые вы не доиграли, начав новую.",
        "ui-stats-streak": "Игр подряд без поражений: {streak} (рекорд: {best})",
        "ui-stats-chart": {
            "count": "count",
            "one": "Результаты последних игр: {count}",
            "few": "Результаты последних игр: {count}",
            "many": "Результаты последних игр: {count}",
            "other": "Результаты последних игр: {count}",
        },
        "ui-stats-match-limit": {
            "count": "count",
            "one": "Встреча идёт до {count} поражения",
            "few": "Встреча идёт до {count} поражений",
            "many": "Встреча идёт до {count} поражений",
            "other": "Встреча идёт до {count} поражений",
        },
        "ui-stats-reset": "Сбросить статистику",
        "ui-stats-reset-confirm": "Точно сбросить?",
        "ui-stats-reset-warning": "Нажмите ещё раз, чтобы стереть всю статистику.",
        "ui-stats-reset-done": "Статистика сброшена.",
        "ui-stats-reset-match": "Статистика сброшена, а с ней и встреча: поражений пока нет.",
        "ui-stats-export": "Выгрузить",
        "ui-stats-import": "Загрузить",
        "ui-stats-imported": "Статистика загружена.",
        "ui-match-over": "Встреча окончена: {name} — поражений: {count}",
        "ui-loss-limit": "Встреча до поражений",
        "ui-loss-limit-none": "Без ограничения",
        "ui-resumed": "Партия восстановлена с того места, где вы остановились.",
    }
)

# The "Rules" view (durak.ui.rules_view).
MESSAGES.update(
    {
        "rules-title": "Правила этой игры",
        "rules-summary": {
            "count": "players",
            "one": "{players} игрок · {mode}",
            "few": "{players} игрока · {mode}",
            "many": "{players} игроков · {mode}",
            "other": "{players} игроков · {mode}",
        },
        "rules-aim-h": "Цель игры",
        "rules-aim": (
            "Избавиться от всех своих карт. Победителя как такового нет: тот, у кого карты "
            "остались последним, — дурак, он и проиграл."
        ),
        "rules-deal-h": "Колода и раздача",
        "rules-deck": (
            "Играют колодой в 36 карт: от шестёрки до туза каждой масти. Шестёрка — самая "
            "младшая карта, туз — самая старшая."
        ),
        "rules-deal": (
            "Каждому сдают по шесть карт. Следующую карту открывают и кладут поперёк под колоду: "
            "её масть — козырь на всю игру, а сама она достанется последней."
        ),
        "rules-deal-six": (
            "Вшестером раздают все карты, так что колоды не остаётся. Последнюю свою карту сдающий "
            "показывает всем: её масть — козырь, а карта остаётся у него на руке."
        ),
        "rules-first-attack": (
            "В первой игре заходит тот, у кого самый младший козырь: он показывает козырную "
            "шестёрку, а если её ни у кого нет — семёрку, и так далее. Заходить можно с любой карты."
        ),
        "rules-later-left": (
            "Дальше сдаёт тот, кто проиграл предыдущую игру, а заходит игрок слева от сдающего."
        ),
        "rules-later-fool": (
            "Дальше сдаёт тот, кто проиграл предыдущую игру, и первым на него заходит его сосед "
            "справа — пусть дурак учится отбиваться."
        ),
        "rules-later-draw": "После ничьей снова сдаёт тот, кто проиграл в прошлый раз.",
        "rules-attack-h": "Заход и подкидывание",
        "rules-attack": (
            "Заходящий кладёт любую карту или несколько карт одного достоинства соседу слева — "
            "тот отбивается."
        ),
        "rules-throw-in": (
            "Потом можно подкидывать, но только карты тех достоинств, что уже лежат на столе в "
            "этом заходе, — неважно, атакующие это карты или те, которыми отбились."
        ),
        "rules-throw-in-example": (
            "Если {attack} побили картой {cover}, можно подкинуть восьмёрку или даму. А {card} "
            "подкинуть нельзя, хоть эта карта и старше."
        ),
        "rules-who-all": "Подкидывать могут все, кроме отбивающегося.",
        "rules-who-all-four": (
            "Вчетвером сосед отбивающегося слева подкидывает раньше, чем игрок напротив."
        ),
        "rules-who-neighbours": (
            "Подкидывать могут только два соседа отбивающегося; остальные в этом заходе не "
            "участвуют."
        ),
        "rules-who-three": "Подкидывать могут оба соперника отбивающегося.",
        "rules-priority": (
            "Заходящий подкидывает первым, остальные — только после того, как он сказал «пас». "
            "Любая новая карта на столе, подкинутая или отбившая, снова даёт всем право подкинуть."
        ),
        "rules-limit": (
            "В одном заходе — не больше шести атакующих карт и не больше, чем было у "
            "отбивающегося в начале захода, даже если он уже сказал «беру»."
        ),
        "rules-limit-first": {
            "count": "limit",
            "one": "В самом первом заходе игры — не больше {limit} карты.",
            "few": "В самом первом заходе игры — не больше {limit} карт.",
            "many": "В самом первом заходе игры — не больше {limit} карт.",
            "other": "В самом первом заходе игры — не больше {limit} карт.",
        },
        "rules-defend-h": "Как отбиваться",
        "rules-cover": (
            "Отбивающийся кроет каждую карту старшей картой той же масти, а некозырную карту — "
            "любым козырем. Козырь бьётся только старшим козырем."
        ),
        "rules-cover-example": "{cover} бьёт {attack}: масть та же, карта старше.",
        "rules-trump-example": (
            "Когда козыри пики, {cover} бьёт {attack}, даже если у отбивающегося есть бубна "
            "постарше: ходить в масть никто не обязан."
        ),
        "rules-beaten": (
            "Если все карты покрыты и больше никто не подкидывает, если покрыта последняя "
            "разрешённая карта или если отбивающийся покрыл своей последней картой — бито: карты "
            "уходят в отбой, и отбившийся заходит следующим."
        ),
        "rules-take": (
            "Отбивающийся в любой момент может сказать «беру», даже не пытаясь отбиться. Тогда "
            "ему ещё могут подкинуть всё, чем можно было ходить, в пределах лимита; он забирает "
            "все карты со стола и пропускает ход: следующим заходит его сосед слева."
        ),
        "rules-transfer-h": "Перевод",
        "rules-transfer": (
            "Пока ни одна карта захода не побита, отбивающийся может положить карту того же "
            "достоинства и перевести весь заход, ставший больше, на следующего игрока — теперь "
            "отбивается тот. Все карты захода должны быть одного достоинства, а у нового "
            "отбивающегося должно быть не меньше карт, чем их на столе. Переводить можно снова "
            "и снова."
        ),
        "rules-transfer-example": (
            "Одиночный {attack} переводится картой {card}; дальше оба валета идут на следующего "
            "игрока."
        ),
        "rules-transfer-two": "Вдвоём переведённый заход возвращается к тому, кто заходил.",
        "rules-transfer-after-cover": (
            "Как только побита хоть одна карта, переводить уже нельзя. Переводят только картой, "
            "выложенной на стол: показать козырь недостаточно."
        ),
        "rules-draw-h": "Добор",
        "rules-draw": (
            "После каждого захода все добирают из колоды до шести карт: сначала заходивший, "
            "потом остальные подкидывавшие, отбивавшийся — последним. Если колода кончилась, "
            "кому-то достанется меньше. Больше шести карт на руке — так и остаётся."
        ),
        "rules-draw-none": (
            "Вшестером колоды нет и добирать нечего: играют теми картами, что сдали."
        ),
        "rules-swap-h": "Обмен козырной шестёрки",
        "rules-swap": (
            "Кому козырная шестёрка пришла при раздаче или из колоды, тот может в любой момент, "
            "даже в чужой ход, обменять её на открытый козырь под колодой — даже если эту карту "
            "уже взяли, лишь бы с тех пор никто не сыграл ни одной карты. Шестёрку, взятую со "
            "стола, менять нельзя."
        ),
        "rules-swap-six-players": (
            "Вшестером открытой карты под колодой нет, так что менять козырную шестёрку не на что."
        ),
        "rules-end-h": "Конец игры",
        "rules-out": (
            "Пока в колоде есть карты, из игры никто не выходит. Когда она кончилась, игрок без "
            "карт выходит и уже не проиграет, а ход его пропускает."
        ),
        "rules-out-six": (
            "Вшестером колоды нет с самого начала: игрок без карт сразу выходит и уже не "
            "проиграет, а ход его пропускает."
        ),
        "rules-durak": (
            "Игра кончается только вместе с заходом. Тот, у кого последним остались карты, — "
            "дурак. Если после последнего захода карт не осталось ни у кого, это ничья."
        ),
        "rules-controls-h": "Как играть на экране",
        "rules-controls": (
            "Чтобы сыграть подсвеченную карту, щёлкните по ней, коснитесь её или перетащите её на "
            "стол; когда отбиваетесь, бросьте её на карту, которую бьёте. «{beaten}» или «{pass_}» — больше "
            "не подкидываете, «{take}» — забираете карты со стола."
        ),
        "rules-teams-h": "Игра парами и командами",
        "rules-teams-2v2": (
            "Четверо играют две пары на две, партнёры сидят друг напротив друга. Атаковать могут "
            "оба игрока атакующей пары, сначала заходящий, потом его партнёр. На партнёра не "
            "заходят, партнёру не помогают отбиваться и карт ему не отдают."
        ),
        "rules-teams-3v3": (
            "Шестеро играют две команды по трое, рассевшись так, что соседи всегда соперники. В "
            "атаке может участвовать любой игрок атакующей команды. На своих не заходят, своим не "
            "помогают отбиваться и карт им не отдают."
        ),
        "rules-teams-empty-2v2": (
            "Когда у одного из партнёров кончились карты, второй играет за обоих: когда очередь "
            "заходить или отбиваться доходит до вышедшего, это делает партнёр своими картами."
        ),
        "rules-teams-empty-3v3": (
            "Когда у игрока кончились карты, его место занимает следующий по часовой стрелке "
            "игрок той же команды, а пустое место сдвигается дальше, так что атаки всегда "
            "чередуются между командами."
        ),
        "rules-teams-win": (
            "Игра кончается только вместе с заходом. Побеждает команда, которая первой избавилась "
            "от всех карт; команда, у которой карты остались, проигрывает."
        ),
    }
)

# The "new version" banner of the offline app (static/js/pwa.js).
MESSAGES.update(
    {
        "ui-update-available": "Доступно обновление",
        "ui-update-reload": "Перезагрузить",
    }
)

# Pairs and teams at the table (durak.ui.panel, durak.web).
MESSAGES.update(
    {
        "ui-teams": "Рассадка",
        "ui-teams-none": "Каждый сам за себя",
        "ui-teams-2v2": "Пары (2 на 2)",
        "ui-teams-3v3": "Команды (3 на 3)",
        "ui-panel-deck-grown": "{players} игрокам нужна колода побольше: выбрана колода из {deck} карт.",
        "ui-panel-teams-off": {
            "count": "count",
            "one": "{seating}: только при {count} игроке. Теперь каждый сам за себя.",
            "few": "{seating}: только при {count} игроках. Теперь каждый сам за себя.",
            "many": "{seating}: только при {count} игроках. Теперь каждый сам за себя.",
            "other": "{seating}: только при {count} игроках. Теперь каждый сам за себя.",
        },
        "ui-panel-players-set": {
            "count": "count",
            "one": "{seating}: выбран {count} игрок.",
            "few": "{seating}: выбрано {count} игрока.",
            "many": "{seating}: выбрано {count} игроков.",
            "other": "{seating}: выбрано {count} игроков.",
        },
        "ui-role-partner": "партнёр",
        "ui-and": " и ",
        "ui-end-team-you": "У вашей команды остались карты: вы в дураках!",
        "ui-end-team": "{names} остались с картами: они в дураках",
    }
)

# Presets, the Rules and Language menu items, bot names (durak.settings, durak.web).
MESSAGES.update(
    {
        "preset-classic": "Классика",
        "preset-classic-desc": "Подкидной дурак: подкидывают все, кроме отбивающегося (при 5–6 игроках, каждый сам за себя, — только его соседи), в первом заходе до 6 карт, без обмена козырной шестёрки.",
        "preset-transfer": "Переводной",
        "preset-transfer-desc": "Переводной дурак: отбивающийся может перевести заход картой того же достоинства; подкидывают все; в первом заходе не больше 5 карт.",
        "preset-neighbours": "Только соседи",
        "preset-neighbours-desc": "Подкидной дурак, в котором подкидывают только два соседа отбивающегося; в первом заходе до 6 карт.",
        "preset-transfer-neighbours": "Переводной, только соседи",
        "preset-transfer-neighbours-desc": "Переводной дурак, в котором подкидывают только два соседа отбивающегося; в первом заходе до 6 карт.",
        "preset-club": "Клубные правила с обменом шестёрки",
        "preset-club-desc": "Финские клубные правила: козырную шестёрку из раздачи или колоды можно обменять на открытый козырь; подкидывают все (при 5–6 игроках, каждый сам за себя, — только соседи); первым ходит сосед сдающего слева.",
        "preset-danish": "Датские: проигравший отбивается первым",
        "preset-danish-desc": "Классика плюс два датских домашних правила: в следующей игре первым заходят на проигравшего, а если игроков больше трёх и каждый сам за себя, в первом заходе не больше 5 карт.",
        "preset-custom": "Свои правила",
        "ui-rules": "Правила",
        "ui-language": "Язык",
        "bot-1": "Аня",
        "bot-2": "Борис",
        "bot-3": "Катя",
        "bot-4": "Дима",
        "bot-5": "Ольга",
        "bot-6": "Миша",  # a spare: for the bot whose name you took
    }
)

# Preferences in the new-game panel.
MESSAGES.update(
    {
        "ui-your-name": "Ваше имя",
        "ui-preferences": "Настройки",
        "ui-animations": "Анимация",
        "ui-sound": "Звук",
    }
)

# --- Issue 11: deck sizes, first attacker, transfer by showing a trump. ---
MESSAGES.update(
    {
        "ui-deck": "Колода",
        "ui-deck-24": "24 карты (9–Т, до 4 игроков)",
        "ui-deck-32": "32 карты (7–Т, до 5 игроков)",
        "ui-deck-36": "36 карт (6–Т)",
        "ui-deck-52": "52 карты (2–Т)",
        "ui-first-attacker": "Первый ход во встрече",
        "ui-first-attacker-lowest-trump": "Младший козырь",
        "ui-first-attacker-left-of-dealer": "Сосед сдающего слева",
        "ui-next-attacker": "Первый ход в следующих играх",
        "ui-next-attacker-left-of-dealer": "Сосед сдающего слева",
        "ui-next-attacker-attack-the-fool": "Проигравший отбивается первым",
        "ui-show-option": "Перевод показом козыря",
        "ui-show": "Показать козырь",
        "log-show": "{name} показывает {card} и переводит",
        "log-show-you": "Вы показываете {card} и переводите",
        "rules-deck-other": "В колоде {count} карты, от {low} до туза в каждой масти; {low} — младшая карта, туз — старшая.",
        "rules-deal-all": "Здесь раздаётся вся колода, и прикупа нет. Последнюю карту сдающего видят все: её масть — козырь, и сдающий оставляет её себе.",
        "rules-first-attack-low": "В первой партии первым ходит игрок с младшим козырем, показав его в доказательство. Первый ход — любой картой.",
        "rules-first-attack-left": "В первой партии первым ходит игрок слева от сдающего. Первый ход — любой картой.",
        "rules-transfer-show": "Отбивающийся может перевести и не выкладывая карту: показать козырь того же достоинства и оставить его себе. Новый отбивающийся должен держать не меньше карт, чем лежит атакующих. Каждый козырь можно показать только один раз за заход.",
        "rules-transfer-after-cover-show": "Как только побита хоть одна карта, перевести уже нельзя — ни картой, ни показом козыря.",
        "rules-swap-low": "В этой колоде младший козырь — {low}: в этом правиле он заменяет козырную шестёрку.",
        "rules-draw-none-all": "Роздана вся колода: прикупа нет, и никто не добирает.",
        "rules-out-all": "Прикупа нет: игрок без карт сразу выходит из игры, и очередь его пропускает.",
        "rules-swap-none-all": "Роздана вся колода: под прикупом нет открытой карты, и младший козырь менять не на что.",
        "rules-priority-helpers": "Остальные подкидывают по очереди, начиная с соседа отбивающегося слева: каждый — только когда все до него сказали «пас».",
    }
)

# --- practice-ui (issue 15, the page): the review screen and the hint line. ---
MESSAGES.update(
    {
        "review-deal": "Раздача",
        "review-your-move": "{verdict}: {move} ({percent}%).",  # "Лучший ход — ваш ход" said it twice
        "review-judging": "Тренер оценивает ваши ходы: {done} из {total}…",
        "review-first": "К раздаче",
        "review-prev": "Предыдущий ход",
        "review-next": "Следующий ход",
        "review-last": "К концу",
        "review-unavailable": "Эту партию нельзя разобрать: её ходы неизвестны.",
        "ui-hint-line": "Подсказка: {move}. {reason}",
        "ui-hint-press": "нажмите «{button}»",
        "coach-won-short": "Выигрыш",
        "coach-lost-short": "Проигрыш",
        "coach-draw-short": "Ничья",
    }
)


# --- issue 15 (practice): hint reasons, take back, coach, review. ---
MESSAGES.update(
    {
        "hint-only-move": "Другого хода у вас нет.",
        "hint-last-cards": "Колода пуста: этим ходом вы избавляетесь от последних карт.",
        "hint-endgame": "Точный расчёт эндшпиля говорит, что этот ход выигрывает.",
        "hint-keep-trumps": "Берегите козыри, пока в колоде есть карты.",
        "hint-take": "Взять дешевле, чем отбиваться.",
        "hint-cheapest-cover": "Самая дешёвая карта, которой можно побить.",
        "hint-unbeatable": "Отбивающемуся нечем побить эту масть.",
        "hint-best-odds": "При самых разных раскладах скрытых карт этот ход реже всего оставляет вас в дураках.",
        # the two longest reasons, shorter for a phone's hint line (durak.ui.practice_view)
        "hint-last-cards-short": "Этим ходом вы избавляетесь от последних карт.",
        "hint-best-odds-short": "Этот ход реже всего оставляет вас в дураках.",
        "ui-hint": "Подсказка",
        "ui-take-back": "Вернуть ход",
        "ui-taken-back": "Ваш последний ход отменён.",
        "ui-coach": "Тренер",
        "ui-coach-what": "Число на каждом вашем ходе — шанс не остаться в дураках.",
        "ui-review": "Разбор",
        "ui-play-from-here": "Играть отсюда",
        "ui-practice": "Тренировочная игра",
        "ui-practice-note": "Если вернуть ход, попросить подсказку или посмотреть оценки тренера, игра станет тренировочной: она не учитывается ни в статистике, ни во встрече.",
        "ui-practice-note-short": "Игра станет тренировочной и не будет учитываться.",
        "ui-practice-end": "Тренировочная игра: она не учитывается ни в статистике, ни во встрече.",
        "ui-practice-now": "Теперь это тренировочная игра: она не будет учитываться ни в статистике, ни во встрече.",
        "ui-practice-games": "Тренировочные игры: {count}",
        "coach-chance": "{percent}% — шанс не остаться в дураках",
        "coach-percent": "{percent}%",
        "coach-won": "Выигрыш при лучшей игре",
        "coach-lost": "Проигрыш при лучшей игре",
        "coach-draw": "Ничья при лучшей игре",
        "review-best": "Лучший ход",
        "review-good": "Хороший ход",
        "review-inaccuracy": "Неточность",
        "review-mistake": "Ошибка",
        "review-blunder": "Грубая ошибка",
        "review-forced": "Единственный ход",
        "review-better": "Лучше: {move}.",
        "review-summary": "Точность {accuracy}%. Переломный момент: ход {number}, {move}.",
        "review-summary-even": "Точность {accuracy}%. Ни одна ошибка в отдельности не решила исход игры.",
        "review-summary-none": "Вам ни разу не пришлось выбирать ход.",
        "review-move": "Ход {number} из {total}",
        "move-attack": "сыграть {cards}",
        "move-defend": "побить {attack} картой {cover}",
        "move-transfer": "перевести картой {card}",
        "move-show": "показать {card} и перевести",
        "move-take": "взять",
        "move-pass": "пас",
        "move-swap": "обменять козырную шестёрку",
    }
)

# --- words (issue 13): the "you" form of every sentence about a player (durak.ui.text.about
# picks it), and the page title and loading screen (static/js/loading.js and index.html show
# these before Python starts; tests/test_i18n.py checks they agree). ---
MESSAGES.update(
    {
        "log-first-you": "Первый ход за вами",
        "ui-waiting-you": "Ваш ход",
        "ui-fallback-you": "Бот не ответил вовремя: за вас сходил простой бот",
        "ui-fallback-starting": "Боты ещё загружаются: пока за игрока {name} сходил простой бот",
        "ui-fallback-starting-you": "Боты ещё загружаются: пока за вас сходил простой бот",
        "ui-match-over-you": {
            "count": "count",
            "one": "Встреча окончена: вы проиграли {count} раз",
            "few": "Встреча окончена: вы проиграли {count} раза",
            "many": "Встреча окончена: вы проиграли {count} раз",
            "other": "Встреча окончена: вы проиграли {count} раза",
        },
        # Role badges at your own seat, after your name ("You" + badge)
        "ui-role-attacker-you": "ходите",
        "ui-role-defender-you": "отбиваетесь",
        "ui-role-helper-you": "можете подкинуть",
        "ui-role-out-you": "вне игры",
        "ui-role-took-you": "берёте",
        "ui-page-title": "Дурак — карточная игра",
        "ui-loading": "Загрузка Python…",
        "ui-noscript": "Для этой игры нужен JavaScript: он запускает Python в вашем браузере.",
    }
)

# --- follow: seat bubbles, the last move marked, a bot thinking, the end of the game,
# the statistics chart (durak.ui.follow, durak.web.table, durak.ui.stats_view). ---
MESSAGES.update(
    {
        "bubble-take": "Беру",
        "bubble-pass": "Пас",
        "bubble-beaten": "Бито",
        "bubble-transfer": "Перевожу",
        "bubble-swap": "Меняю шестёрку",
        "bubble-show": "Показываю козырь",
        "seat-thinking": "думает…",
        "mark-last": "Последний ход: {name}.",
        "mark-last-you": "Ваш последний ход.",
        "end-won": "Вы выиграли",
        "end-durak": "Вы остались в дураках",
        "end-draw": "Ничья",
        "end-team-won": "Ваша команда выиграла",
        "end-team-lost": "Ваша команда проиграла",
        "end-no-durak": "Ни у кого не осталось карт",
        "end-cards-left": "Карты, оставшиеся на руках",
        "stats-won": "Победа",
        "stats-lost": "Поражение",
        "stats-draw": "Ничья",
        "stats-axis-games": "Партии, от старых к новым",
        "stats-axis-result": "Итог",
        "stats-col-game": "Партия",
        "stats-col-date": "Дата",
        "stats-col-table": "Стол",
        # expert level
        "ui-level-expert": "Эксперт",
    }
)

# analysis (core): the analysis board's entries, set-up positions and their links
# (durak.analysis, durak.analysis_position; issue 17).
MESSAGES.update(
    {
        "analysis.already-passed": "этот игрок спасовал; ждите, пока на стол ляжет новая карта",
        "analysis.already-taking": "защищающийся уже решил взять карты",
        "analysis.bad-rules": "это не правила игры",
        "analysis.bad-save": "сохранённая доска анализа повреждена и не открывается",
        "analysis.cannot-pass": "этот игрок сейчас не может пасовать: ему нечего подкинуть",
        "analysis.discarded": "{card} уже в отбое",
        "analysis.draw-count": {
            "count": "count",
            "one": "укажите {count} карту, которую вы взяли",
            "few": "укажите {count} карты, которые вы взяли",
            "many": "укажите {count} карт, которые вы взяли",
            "other": "укажите {count} карт, которые вы взяли",
        },
        "analysis.draw-first": {
            "count": "count",
            "one": "сначала укажите {count} карту, взятую из колоды",
            "few": "сначала укажите {count} карты, взятые из колоды",
            "many": "сначала укажите {count} карт, взятых из колоды",
            "other": "сначала укажите {count} карт, взятых из колоды",
        },
        "analysis.first-attacker": "по этим правилам первым ходит другой игрок",
        "analysis.hand-size": {
            "count": "count",
            "one": "на руку сдаётся {count} карта",
            "few": "на руку сдаются {count} карты",
            "many": "на руку сдаётся {count} карт",
            "other": "на руку сдаётся {count} карт",
        },
        "analysis.holds-known": "у этого игрока есть {card}, её можно подкинуть",
        "analysis.impossible": "это не сходится с тем, что уже было видно в этой игре",
        "analysis.impossible-deal": "ни одна сдача не подходит к этим картам и этому первому ходу",
        "analysis.impossible-draw": "эти карты не сходятся с тем, что уже было видно в этой игре",
        "analysis.in-your-hand": "{card} у вас на руке",
        "analysis.known-elsewhere": "известно, что {card} у другого игрока",
        "analysis.link-malformed": "ссылка на позицию повреждена",
        "analysis.link-too-long": "ссылка на позицию слишком длинная",
        "analysis.link-version": "ссылка на позицию из другой версии игры",
        "analysis.lower-trump": "{card} никому не сдавалась: младшим козырем показали {cover}",
        "analysis.must-hold": "у этого игрока должна быть карта, которую можно подкинуть",
        "analysis.must-lead": "атакующий должен начать атаку с карты",
        "analysis.no-draw": "сейчас нет взятых карт, которые нужно указать",
        "analysis.not-attacking": "этот игрок не участвует в этой атаке",
        "analysis.not-drawn": "у этого игрока не могло быть карты {card}",
        "analysis.not-in-deck": "{card} нет в колоде из {count} карт",
        "analysis.not-their-turn": "сейчас не ход этого игрока",
        "analysis.nothing-own": "свои ходы вводите как в игре: пас или карта",
        "analysis.on-table": "{card} уже на столе",
        "analysis.pos-cover": "{cover} не бьёт {card}",
        "analysis.pos-empty-hand": "пока в колоде есть карты, у каждого игрока должны быть карты, а у атакующего и защищающегося — всегда",
        "analysis.pos-engine": "такая позиция невозможна ({text})",
        "analysis.pos-limit": {
            "count": "limit",
            "one": "в этом розыгрыше не больше {limit} карты атаки",
            "few": "в этом розыгрыше не больше {limit} карт атаки",
            "many": "в этом розыгрыше не больше {limit} карт атаки",
            "other": "в этом розыгрыше не больше {limit} карт атаки",
        },
        "analysis.pos-malformed": "позиция задана не полностью",
        "analysis.pos-over": "карты должны быть хотя бы у двух игроков",
        "analysis.pos-players": {
            "count": "count",
            "one": "нужна {count} рука, по одной на игрока",
            "few": "нужны {count} руки, по одной на игрока",
            "many": "нужно {count} рук, по одной на игрока",
            "other": "нужно {count} рук, по одной на игрока",
        },
        "analysis.pos-same-seat": "атакующий и защищающийся должны быть разными игроками",
        "analysis.pos-stock": {
            "count": "count",
            "one": "{count} карта не указана нигде: в колоде ровно неуказанные карты",
            "few": "{count} карты не указаны нигде: в колоде ровно неуказанные карты",
            "many": "{count} карт не указано нигде: в колоде ровно неуказанные карты",
            "other": "{count} карт не указано нигде: в колоде ровно неуказанные карты",
        },
        "analysis.pos-taking": "взять карты можно, только пока есть непобитая карта",
        "analysis.pos-teams": "защищающийся должен быть соперником атакующего и следующим по очереди",
        "analysis.pos-next": "защищающийся должен быть следующим игроком после атакующего, не считая тех, кто вне игры",
        "analysis.pos-trump": "козырная масть не совпадает с открытым козырем",
        "analysis.pos-trump-card": "пока в колоде есть карты, открытый козырь лежит под ней и больше нигде не указан",
        "analysis.pos-turn": "в такой позиции никто не может сделать ход",
        "analysis.said-nothing": "этому игроку раньше было нечего подкинуть, и с тех пор он не брал карт, так что {card} у него быть не может",
        "analysis.seen": "{card} уже была видна в другом месте",
        "analysis.shown-lowest": "{card} — козырь младше показанного",
        "analysis.shown-none": "у вас козырь {card}: первый ходящий показал козырь младше — выберите показанный козырь",
        "analysis.show-yours": "вы ходите первым, значит, показали свой младший козырь {card}: выберите его",
        "analysis.shown-not-trump": "{card} не козырь",
        "analysis.too-many": {
            "count": "held",
            "one": "у этого игрока всего {held} карта, а нужно {needed}",
            "few": "у этого игрока всего {held} карты, а нужно {needed}",
            "many": "у этого игрока всего {held} карт, а нужно {needed}",
            "other": "у этого игрока всего {held} карт, а нужно {needed}",
        },
        "analysis.transfer-after-cover": "после того как карта побита, переводить нельзя",
        "analysis.under-stock": "{card} — открытый козырь под колодой",
        "analysis.wait-for-helper": "игрок перед ним по очереди ещё может подкинуть; сначала введите его ход",
    }
)

# analysis (page): the analysis board's screens, buttons and lines (issue 17:
# durak.ui.analysis_view, durak.ui.analysis_setup, durak.ui.analysis_picker).
MESSAGES.update(
    {
        "analysis-menu": "Анализ",
        "analysis-title": "Доска анализа",
        "analysis-seat": "Игрок {number}",
        "analysis-attack": "Атака",
        "analysis-throw-in": "Подкинуть",
        "analysis-cover": "Покрыть",
        "analysis-over": "Игра окончена.",
        "analysis-draw": {
            "count": "count",
            "one": "Выберите добранную карту: ещё {count}.",
            "few": "Выберите добранные карты: ещё {count}.",
            "many": "Выберите добранные карты: ещё {count}.",
            "other": "Выберите добранные карты: ещё {count}.",
        },
        "analysis-draw-done": "Все добранные карты выбраны: нажмите «{done}».",
        "analysis-which-target": "Какую карту кроет {player}?",
        "analysis-which-card": "Какой картой ходит {player}?",
        "analysis-your-move": "Ваш ход: выберите карту, которой ходите, или кнопку.",
        "analysis-enter-move": "Введите ход: {player}.",
        "analysis-cards": {
            "count": "count",
            "one": "{count} карта",
            "few": "{count} карты",
            "many": "{count} карт",
            "other": "{count} карт",
        },
        "analysis-known": "известны: {cards}",
        "analysis-known-one": "известная карта: {card}",
        "analysis-discard": "Бито: {count}",
        "analysis-no-bout": "На столе нет карт",
        "analysis-bout": "Карты на столе",
        "analysis-move-of": "Ход: {player}",
        "analysis-pick-attack": "Какой картой ходит {player}?",
        "analysis-pick-defend": "Какой картой кроет {player}?",
        "analysis-pick-transfer": "Какой картой переводит {player}?",
        "analysis-pick-show": "Какой козырь показывает {player}?",
        "analysis-your-hand": "Ваши карты",
        "analysis-chosen": "выбрано {count} из {total}",
        "analysis-drew": "Карты, которые вы добрали",
        "analysis-done": "Готово",
        "analysis-coach-best": "Лучший ход по оценке тренера: {move} ({figure}).",
        "analysis-do-defend": "покрыть {target} картой {card}",
        "analysis-do-attack": "сыграть {cards}",
        "analysis-do-transfer": "перевести картой {cards}",
        "analysis-do-show": "показать {cards}",
        "analysis-do-take": "взять",
        "analysis-do-pass": "пас",
        "analysis-do-swap": "поменять козырную шестёрку",
        "analysis-setup": "Расставить позицию",
        "analysis-back": "Назад к игре",
        "analysis-start": "Следить за этой игрой",
        "analysis-undo": "Отменить",
        "analysis-new": "Новая доска",
        "analysis-share": "Поделиться позицией",
        "analysis-coach": "Тренер",
        "analysis-follow": "Следить за игрой",
        "analysis-rules": "Правила",
        "analysis-your-seat": "Ваше место",
        "analysis-first": "Кто ходит первым",
        "analysis-trump-card": "Козырная карта",
        "analysis-players": {
            "count": "count",
            "one": "{count} игрок",
            "few": "{count} игрока",
            "many": "{count} игроков",
            "other": "{count} игроков",
        },
        "analysis-zone-hand": "Карты: {player}",
        "analysis-zone-attack": "На столе: атакующие карты",
        "analysis-zone-cover": "На столе: кроющие карты",
        "analysis-zone-discard": "Бито",
        "analysis-zone-trumpcard": "Козырь под колодой",
        "analysis-mark-attack": "А",
        "analysis-mark-cover": "К",
        "analysis-mark-discard": "Б",
        "analysis-mark-trumpcard": "★",
        "analysis-trump-suit": "Козырная масть",
        "analysis-to-act": "Чей ход",
        "analysis-to-act-rules": "По правилам",
        "analysis-attacker": "Атакующий",
        "analysis-defender": "Отбивающийся",
        "analysis-legal": "Позиция допустима.",
        "analysis-setup-start": "Для начала выберите карты каждого игрока.",
        "analysis-put": "Куда идут выбранные карты",
        "analysis-broken-save": "Сохранённую доску анализа не удалось прочитать: открыта новая доска.",
        "analysis-future-save": "Сохранённая доска анализа записана более новой версией игры: она остаётся нетронутой, открыта новая доска.",
        "analysis-need-trump": "Сначала выберите козырную карту.",
        "analysis-undone": "Последний ввод отменён.",
        "analysis-no-open-card": "На столе нет непокрытой карты.",
        "analysis-coach-wait": "Тренер ещё запускается: попробуйте чуть позже.",
        "analysis-coach-working": "Тренер думает…",
        "analysis-coach-for": "Оценки тренера ({player}): {moves}",
        "analysis-share-illegal": "Поделиться можно только допустимой позицией.",
        "analysis-bad-link": "Ссылка на позицию повреждена или не ведёт к позиции «Дурака»: ничего не открыто.",
        "analysis-coach-mine": "Оценки тренера для вас: {moves}",
        "analysis-rest": "Карты, которые никуда не положены",
        "analysis-rest-stock": {
            "count": "count",
            "one": "это колода: {count} карта, козырь под ней открыт",
            "few": "это колода: {count} карты, козырь под ней открыт",
            "many": "это колода: {count} карт, козырь под ней открыт",
            "other": "это колода: {count} карт, козырь под ней открыт",
        },
        "analysis-rest-discard": {
            "count": "count",
            "one": "ушли в бито ({count} карта)",
            "few": "ушли в бито ({count} карты)",
            "many": "ушли в бито ({count} карт)",
            "other": "ушли в бито ({count} карт)",
        },
        "analysis-new-confirm": "Нажмите ещё раз, чтобы сбросить доску",
        "analysis-dealer": "Кто сдавал",
        "analysis-dealer-first": "Первая игра партии",
        "analysis-dealer-seat": "{player}, в следующей игре",
        "analysis-taking": "Отбивающийся сказал «беру»",
        "analysis-nothing": "Нечего подкинуть",
        "analysis-shown": "Козырь, который показал {player}",
        "analysis-shown-none": "не выбран: никто не показал козырь",
    }
)

#: Spoken forms (:func:`durak.i18n.said_template`) of the messages whose written form puts a
#: card's label where its name would need a case: read out by name, declined.
SAID: dict[str, str] = {
    "log-defend": "{name} бьёт {attack:acc} {cover:ins}",
    "log-defend-you": "Вы бьёте {attack:acc} {cover:ins}",
    "log-transfer": "{name} переводит {card:ins}",
    "log-transfer-you": "Вы переводите {card:ins}",
    "log-swap": "{name} меняет козырную шестёрку на {card:acc}",
    "log-swap-you": "Вы меняете козырную шестёрку на {card:acc}",
    "log-show": "{name} показывает {card:acc} и переводит",
    "log-show-you": "Вы показываете {card:acc} и переводите",
    # why a move is refused: read with the card's name
    "not-in-hand": "{card:gen} у вас на руке нет",
    "not-on-table": "{card:gen} нет на столе среди атакующих карт",
    "show-again": "{card:acc} уже показывали в этом заходе",
    "ui-choose-target": "Теперь выберите карту, которую побьёте {card:ins}",
    "ui-choose-cover": "Теперь выберите свою карту, которой побьёте {card:acc}",
    "ui-choose-target-keys": "Теперь выберите стрелками ← → карту, которую побьёте {card:ins}, и нажмите Enter",
    "ui-choose-cover-keys": "Теперь выберите стрелками ← → свою карту, которой побьёте {card:acc}, и нажмите Enter",
    "analysis-do-defend": "покрыть {target:acc} {card:ins}",
    "analysis-do-attack": "сыграть {cards:acc}",
    "analysis-do-transfer": "перевести {cards:ins}",
    "analysis-do-show": "показать {cards:acc}",
    # the Rules' examples
    "rules-throw-in-example": "Если {attack:acc} побили {cover:ins}, можно подкинуть восьмёрку или даму. А {card:acc} подкинуть нельзя, хоть эта карта и старше.",
    "rules-cover-example": "{cover} бьёт {attack:acc}: масть та же, карта старше.",
    "rules-trump-example": "Когда козыри пики, {cover} бьёт {attack:acc}, даже если у отбивающегося есть бубна постарше: ходить в масть никто не обязан.",
    "rules-transfer-example": "Одиночного {attack:acc} можно перевести {card:ins}; дальше оба валета идут на следующего игрока.",
    # a move in the game's review
    "move-attack": "сыграть {cards:acc}",
    "move-defend": "побить {attack:acc} {cover:ins}",
    "move-transfer": "перевести {card:ins}",
    "move-show": "показать {card:acc} и перевести",
    # the analysis board's refusals
    "analysis.holds-known": "у этого игрока есть {card}, эту карту можно подкинуть",
    "analysis.lower-trump": "{card:acc} никому не сдавали: младшим козырем показали {cover:acc}",
    "analysis.not-drawn": "у этого игрока не могло быть {card:gen}",
    "analysis.not-in-deck": "{card:gen} нет в колоде из {count} карт",
    "analysis.pos-cover": "{cover} не бьёт {card:acc}",
    "analysis.seen": "{card:acc} уже видели в другом месте",
    "analysis.show-yours": "вы ходите первым, значит, показали свой младший козырь, {card:acc}: выберите его",
}

#: The spoken messages whose written form is right said with the cards' names as they
#: stand (after "карта"/"karta"/"kortti", a comparison, or an order's object).
SAID_AS_WRITTEN = frozenset(
    {
        "duplicate-card",
        "rank-not-on-table",
        "already-covered",
        "too-low",
        "wrong-suit",
        "transfer-rank",
        "show-not-trump",
        "analysis.discarded",
        "analysis.in-your-hand",
        "analysis.known-elsewhere",
        "analysis.on-table",
        "analysis.said-nothing",
        "analysis.shown-lowest",
        "analysis.shown-none",
        "analysis.shown-not-trump",
        "analysis.under-stock",
    }
)
