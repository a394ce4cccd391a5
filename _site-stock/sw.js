/* Durak's service worker: the app and its Python runtime, offline.
 *
 * It sits at the site root so that its scope covers index.html. The list below is filled
 * in for each build by tools/sw_manifest.py (`make site`, and the dev server on request):
 * VERSION hashes every file, PRECACHE pairs each file with its SHA-256 (the source's empty
 * list caches nothing: serving the repo with any other static server stays network-only).
 *
 * - install: fetch every file of this build (revalidating the HTTP cache's copy, so that the
 *   first visit's downloads are not made twice), each checked against its hash (a file from
 *   another build fails the install, to be retried later), into the cache "durak-VERSION@scope";
 * - fetch: those files come from that one cache (cache first); anything else goes to the
 *   network as usual;
 * - a new build installs into its own cache beside the old one and waits: the page offers
 *   "Update available — reload" and posts "skip-waiting" when the player agrees;
 * - activate: this scope's other durak-* caches are deleted.
 * So a page is always served by one build, never a mix.
 */

// @precache-begin: this build's files, written by tools/sw_manifest.py
const VERSION = "a1961c8f8914c0cc";
const PRECACHE = [
  ["./index.html", "sha256-M9XxHp6zQ1C/a0Si07h8dDpP7eq8aOzqrP/BI5I12E4="],
  ["./pyscript.toml", "sha256-RZGPGarZhJRM33tGf2palXp7NBZ6XDbLKAjZn0SlD6U="],
  ["./static/css/app.css", "sha256-FHtwAhtebkHfgg+ohxdnpddo7v5JQGNRnRlQ1sjAOfA="],
  ["./static/durak.zip", "sha256-tN0lWOXM6TBcWgtDKbe85E11lXopccQlHg5z8SlvyiM="],
  ["./static/img/icon-180.png", "sha256-YNFcTC4OLEPOgXRHBIFWA2YsUc90azhvbLRPakXm+hI="],
  ["./static/img/icon-192.png", "sha256-HJW5EmWM3gtZVtqS7XwdwRLwNSYzkY/8Q1dRWrBQ0mY="],
  ["./static/img/icon-512.png", "sha256-3r+lom98wu6Uki7KW45I7Y1NBrjLxQyEV9SEvCX+UPY="],
  ["./static/img/icon-maskable-192.png", "sha256-8yju1+6UhU6R+ECv0By1/UZUk/W7TfABtzjEmGEpb+w="],
  ["./static/img/icon-maskable-512.png", "sha256-E2vmYi7Z0kLB1uxudkzwyOqAkZvRpvRHBropp3aJklc="],
  ["./static/img/icon.svg", "sha256-IQOLUk5DB/XA7B2JzN1SES3zVPjWrfKyp6jrfR6ogq0="],
  ["./static/js/pwa.js", "sha256-cfjS5fV7cFZ5NSac9aZVGw66NyU5Msddui9DA5Sp82Q="],
  ["./static/manifest.webmanifest", "sha256-ze/x+cIsYgFSbLFnmj/lIxoI+iI47hPdv942mwcMQHI="],
  ["./static/py/main.py", "sha256-PwjecQbYfi8GkyyR1aErBIrnFNGwHAxZAHYXfODSBMA="],
  ["./static/py/worker.py", "sha256-wTUxY1c4X5s6sYRBNCIwN4OQsbWuI7ERYF6Z1UnLSuU="],
  ["./static/vendor/pyodide/README.md", "sha256-fUNPSHqBqepJRAAPu7WncdqJyjL9H/XtygxZVLkM7ew="],
  ["./static/vendor/pyodide/pyodide-lock.json", "sha256-XcL8EZEIvBSMdFfchudnW1yH4cr9QgucNMHq73s2wBA="],
  ["./static/vendor/pyodide/pyodide.asm.mjs", "sha256-983I7OgGeM63EvjmXr5tOoMgOhgMOZhl9JYSoFFpNjU="],
  ["./static/vendor/pyodide/pyodide.asm.wasm", "sha256-zDbjyrBP38mmP/E+tS6uK5Eb9GwCXMeygfOUvT3h1eY="],
  ["./static/vendor/pyodide/pyodide.mjs", "sha256-bx1g979Sm+swDw9HmDySHTmCNjZAuiCvDjjv3dvGYQk="],
  ["./static/vendor/pyodide/python_stdlib.zip", "sha256-+hlX5XdwaPxPdDf5bYYK4vvpwZcyugbITgBOwW3X3Xo="],
  ["./static/vendor/pyscript/LICENSE", "sha256-xoFHNo/fE2Q2GHzpvQ+TioXktDVTFetcAKmob+SDlKU="],
  ["./static/vendor/pyscript/core-C9KDLldu.js", "sha256-br0/2fE/qnhZ9UvtUwTFMtqKGU//vhS68Zhq8aHxfdY="],
  ["./static/vendor/pyscript/core.css", "sha256-Sj1wqzQ3amRsz8EhbNebnDHoC8OBbiSW0tTQE26BEWU="],
  ["./static/vendor/pyscript/core.js", "sha256-48aZLGYlYwQj2Ocg67ps/h0q16nkvnIkoeSjxS7cjQc="],
  ["./static/vendor/pyscript/deprecations-manager-UpAPKqCb.js", "sha256-hTpI6BSv561/2T2N+iCr45ktepGZT4Xrl7gGzX1xLFI="],
  ["./static/vendor/pyscript/donkey-4Hrqd7WZ.js", "sha256-v0y11+Xd4AOnn37OnyXa4X2aqsq06Eu7CjzJVwo9/6E="],
  ["./static/vendor/pyscript/error-D2315lOB.js", "sha256-hy2bkbKxuig/xtDZivHkne3r+hoCbBUmXXEuX4Slme4="],
  ["./static/vendor/pyscript/index-CSo4Vcso.js", "sha256-klfDW6pK4Og4eXzP75F4LLE669WrdzWCkXB530zrVLc="],
  ["./static/vendor/pyscript/py-Dl-y4L1b.js", "sha256-0L2mA38BQwBSsVQuyvBgLjK2wFouZ6Zq1oRO2W0heig="],
  ["./static/vendor/pyscript/py-editor-C4XsZtn7.js", "sha256-TcMEf/X79paQsEtM9oTuqpgthphCoiMUuBFvywChrYk="],
  ["./static/vendor/pyscript/py-game-DWiCrr7a.js", "sha256-AsVQNkrfKi3GpSNGU8eBn5cHxzqNbjMw3yjw1HdBDVM="],
  ["./static/vendor/pyscript/py-terminal-CwQ6kcjg.js", "sha256-ERQh3QofGF61sDcbj4IW/L0kFdmkszXF8zaNGHtv1xY="],
  ["./static/vendor/pyscript/service-worker.js", "sha256-AbpHGcgLb+kRsJGnwFEktk7uzpZOCcBY74+YBdrKVGs="],
  ["./static/vendor/pyscript/storage.js", "sha256-rh6ztDLwkDu3vJ5Czqwbtuad16ZVifJDoAwPVruOmws="],
  ["./static/vendor/pyscript/toml-Blg7Izee.js", "sha256-a49uDz4ULILqoyLCqQ/sG27k4gAqtDVPTjDRMSimuVA="],
  ["./static/vendor/pyscript/toml-V4Savzlc.js", "sha256-uN3HkUotey5QLKhBpbkv25/JpWW712LNPg8yxgYpF44="],
  ["./static/vendor/pyscript/zip-T1gzVEcZ.js", "sha256-lgpA/T0viJtvpFdQe+PfyTAMwDmdztHOjgrZTsWHzxY="],
];
// @precache-end

// Caches belong to the whole origin: the scope in the name keeps two copies of the game
// (say example.github.io/durak/ and /durak-beta/) from deleting each other's.
const SCOPE = new URL("./", self.location).href;
const CACHE = `durak-${VERSION}@${SCOPE}`;
const isOurs = (name) => name.startsWith("durak-") && name.endsWith(`@${SCOPE}`);
const INDEX = new URL("./index.html", self.location).href;
const CACHED = new Set(PRECACHE.map(([path]) => new URL(path, self.location).href));

self.addEventListener("install", (event) => {
  event.waitUntil(precache());
});

async function precache() {
  const cache = await caches.open(CACHE);
  await Promise.all(
    PRECACHE.map(async ([path, integrity]) => {
      const url = new URL(path, self.location).href;
      if (await cache.match(url)) return; // kept from an interrupted install: already checked
      await cache.put(url, await fetchChecked(path, url, integrity));
    }),
  );
}

// The first visit has just downloaded these files: "no-cache" revalidates the HTTP cache's
// copy with the host (a "304 Not Modified" costs a few bytes, not the 15 MB again). A copy
// that only looks current (a file changed within the same second as the last, a stale
// proxy) fails the integrity check: then "reload", straight from the host.
async function fetchChecked(path, url, integrity) {
  let response;
  try {
    response = await fetch(url, { cache: "no-cache", integrity });
  } catch {
    response = await fetch(url, { cache: "reload", integrity });
  }
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
  return response;
}

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        if (isOurs(name) && name !== CACHE) await caches.delete(name);
      }
      // The first install takes over the page that registered it (nothing to mix with);
      // an update reaches this point only after the player chose to reload.
      await self.clients.claim();
    })(),
  );
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  url.hash = "";
  if (request.mode === "navigate") {
    url.search = ""; // a shared link's query string still opens the cached page
    if (url.href === SCOPE) url.href = INDEX;
  }
  if (!CACHED.has(url.href)) return;
  event.respondWith(fromCache(url.href, request));
});

async function fromCache(url, request) {
  const hit = await (await caches.open(CACHE)).match(url);
  return hit || fetch(request); // only if the cache was cleared under us
}

self.addEventListener("message", (event) => {
  if (event.data === "skip-waiting") self.skipWaiting();
  else if (event.data === "version") event.source?.postMessage({ version: VERSION });
});
