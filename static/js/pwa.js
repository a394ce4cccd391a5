// Offline and installable: registers the service worker (./sw.js) and offers a new version
// with an "Update available — reload" banner instead of reloading under the player.
//
// Plain JavaScript on purpose: an update can be found before Python is running. The Python
// app may translate the banner by setting data-ui-update-available and data-ui-update-reload
// on <html> (the i18n keys "ui-update-available" / "ui-update-reload"); English otherwise.

const DEFAULTS = { uiUpdateAvailable: "Update available", uiUpdateReload: "Reload" };
const CHECK_EVERY_MS = 60 * 60 * 1000; // a long session still hears of a new version

const text = (key) => document.documentElement.dataset[key] || DEFAULTS[key];

const STYLE = `
.update-banner {
  position: fixed; z-index: 1000; top: max(0.5rem, env(safe-area-inset-top));
  left: 50%; transform: translateX(-50%); max-width: calc(100vw - 1rem);
  display: flex; align-items: center; gap: 0.75rem; padding: 0.45rem 0.5rem 0.45rem 0.9rem;
  border-radius: 2rem; background: #f5f1e6; color: #1b1b1b;
  box-shadow: 0 4px 14px rgba(0, 0, 0, 0.35); font: 600 0.95rem system-ui, sans-serif;
}
.update-banner button {
  font: inherit; border: 0; border-radius: 1.5rem; padding: 0.35rem 0.9rem;
  background: #0d4d2b; color: #f5f1e6; cursor: pointer;
}
.update-banner button:focus-visible { outline: 3px solid #f2c14e; outline-offset: 2px; }
`;

let banner = null;
let onReload = null;

function showBanner(action) {
  onReload = action;
  if (banner) return;
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(STYLE);
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  banner = document.createElement("div");
  banner.className = "update-banner";
  banner.setAttribute("role", "status");
  const label = document.createElement("span");
  const button = document.createElement("button");
  button.type = "button";
  const relabel = () => {
    label.textContent = `${text("uiUpdateAvailable")} —`;
    button.textContent = text("uiUpdateReload");
  };
  relabel();
  new MutationObserver(relabel).observe(document.documentElement, {
    attributeFilter: ["data-ui-update-available", "data-ui-update-reload", "lang"],
  });
  button.addEventListener("click", () => {
    button.disabled = true;
    onReload();
  });
  banner.append(label, button);
  document.body.append(banner);
}

function watch(registration) {
  const sw = navigator.serviceWorker;
  let reloadRequested = false;
  let controlled = Boolean(sw.controller);

  const offer = (waiting) =>
    showBanner(() => {
      reloadRequested = true;
      waiting.postMessage("skip-waiting"); // → activate → controllerchange → reload below
    });

  // The first install takes over a page that had no worker: nothing to offer then.
  // When the player accepted an update, reload once. When another tab did, this page
  // still runs the old build: offer a plain reload.
  sw.addEventListener("controllerchange", () => {
    if (reloadRequested) {
      reloadRequested = false;
      location.reload();
    } else if (controlled) {
      showBanner(() => location.reload());
    }
    controlled = true;
  });

  const track = (worker) => {
    if (!worker) return;
    const check = () => {
      if (worker.state === "installed" && sw.controller) offer(worker);
    };
    worker.addEventListener("statechange", check);
    check();
  };
  if (registration.waiting && sw.controller) offer(registration.waiting);
  track(registration.installing);
  registration.addEventListener("updatefound", () => track(registration.installing));
  setInterval(() => {
    if (navigator.onLine) registration.update().catch(() => {});
  }, CHECK_EVERY_MS);
}

// The first visit registers once the table is up, so that downloading the runtime for the
// cache does not compete with booting it; a visit already under the worker registers at once.
function appReady() {
  return new Promise((resolve) => {
    const ready = () => document.body.dataset.ready === "1";
    if (ready()) return resolve();
    const observer = new MutationObserver(() => {
      if (ready()) {
        observer.disconnect();
        resolve();
      }
    });
    observer.observe(document.body, { attributes: true, attributeFilter: ["data-ready"] });
    setTimeout(resolve, 60_000); // the table failed to start: cache anyway, for the next visit
  });
}

async function start() {
  if (!("serviceWorker" in navigator) || !location.protocol.startsWith("http")) return;
  if (!navigator.serviceWorker.controller) await appReady();
  try {
    const registration = await navigator.serviceWorker.register("./sw.js", {
      updateViaCache: "none",
    });
    if (registration) watch(registration); // none when the browser blocks service workers
  } catch (error) {
    // Offline with no network to check for an update, or a host without sw.js: play on.
    console.warn(`service worker not registered: ${error}`);
  }
}

start();
