// The page title and the loading screen in the player's language, before Python starts.
//
// Plain JavaScript, run as the page is parsed (a classic script right after #loading), with
// no request: the language is the saved setting ("language" in the JSON under localStorage
// "durak.settings", read defensively), else the first of the browser's languages that the
// game speaks, else English, as the Python app itself chooses. The words are copies of the
// catalogs' ("ui-title", "ui-page-title", "ui-loading" in durak/i18n/*.py); the catalog
// tests (tests/test_i18n.py) check that this table agrees with them. Once Python runs, the
// app keeps the title in the game's language (durak.web.page).
//
// A large screen shows the loading screen magnified as the table will be: the same formula
// as durak.ui.layout.page_zoom, with its constants copied below (tests/test_layout.py checks
// that they agree). Python sets --zoom itself before each layout once it runs.

(() => {
  // @loading-texts-begin (JSON, read by tests/test_i18n.py)
  const TEXTS = {
    "en": {"ui-title": "Durak", "ui-page-title": "Durak — the card game", "ui-loading": "Loading Python…"},
    "ru": {"ui-title": "Дурак", "ui-page-title": "Дурак — карточная игра", "ui-loading": "Загрузка Python…"},
    "fi": {"ui-title": "Durak", "ui-page-title": "Durak – korttipeli", "ui-loading": "Ladataan Pythonia…"},
    "da": {"ui-title": "Durak", "ui-page-title": "Durak – kortspillet", "ui-loading": "Indlæser Python …"},
    "it": {"ui-title": "Durak", "ui-page-title": "Durak – il gioco di carte", "ui-loading": "Caricamento di Python…"},
    "cs": {"ui-title": "Durak", "ui-page-title": "Durak – karetní hra", "ui-loading": "Načítá se Python…"}
  };
  // @loading-texts-end

  const known = (lang) => typeof lang === "string" && Object.hasOwn(TEXTS, lang);

  const saved = () => {
    try {
      const doc = JSON.parse(window.localStorage.getItem("durak.settings"));
      return doc && known(doc.language) ? doc.language : null;
    } catch {
      return null; // storage blocked, or a value that is not JSON
    }
  };

  const browser = () => {
    const tags = navigator.languages && navigator.languages.length ? navigator.languages : [navigator.language];
    for (const tag of tags) {
      const base = String(tag || "").trim().toLowerCase().replace("_", "-").split("-")[0];
      if (known(base)) return base;
    }
    return "en";
  };

  const lang = saved() || browser();
  const words = TEXTS[lang];
  document.documentElement.lang = lang;
  document.title = words["ui-page-title"];
  const put = (selector, text) => {
    const node = document.querySelector(selector);
    if (node) node.textContent = text;
  };
  put("#loading .loading-title", words["ui-title"]);
  put("#loading-step", words["ui-loading"]);

  // @zoom-begin (JSON, read by tests/test_layout.py)
  const ZOOM = {"from_w": 1920.0, "from_h": 950.0, "gain": 0.75, "max": 2.0};
  // @zoom-end
  const zoom = () => {
    const extra = Math.min(innerWidth / ZOOM.from_w, innerHeight / ZOOM.from_h) - 1;
    if (!(extra > 0)) return;
    const value = Math.round(Math.min(ZOOM.max, 1 + ZOOM.gain * extra) * 1000) / 1000;
    document.documentElement.style.setProperty("--zoom", String(value));
  };
  zoom();
  const resized = () => {
    if (!document.getElementById("loading")) {
      window.removeEventListener("resize", resized); // the app's layout sets it now
      return;
    }
    document.documentElement.style.removeProperty("--zoom");
    zoom();
  };
  window.addEventListener("resize", resized);
})();
