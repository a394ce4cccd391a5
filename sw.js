/* Durak's service worker: the app and its Python runtime, offline.
 *
 * It sits at the site root so that its scope covers index.html. The list below is filled
 * in for each build by tools/sw_manifest.py (`make site`, and the dev server on request):
 * VERSION hashes every file, PRECACHE pairs each file with its SHA-256 (the source's empty
 * list caches nothing: serving the repo with any other static server stays network-only).
 *
 * - install: fetch every file of this build (the HTTP cache's copy when it has one, so that
 *   the first visit's downloads are not made twice), each checked against its hash (a file
 *   from another build fails the install, to be retried later), into the cache
 *   "durak-VERSION@scope";
 * - fetch: those files come from that one cache (cache first), the cached response itself
 *   (a constructed `new Response` would lose V8's compiled code kept beside it); the runtime's
 *   wasm comes from the HTTP cache while that holds this build's copy (see COMPILED);
 *   anything else goes to the network as usual;
 * - a new build installs into its own cache beside the old one and waits: the page offers
 *   "Update available — reload" and posts "skip-waiting" when the player agrees;
 * - activate: this scope's other durak-* caches are deleted.
 * So a page is always served by one build, never a mix.
 */

// @precache-begin: this build's files, written by tools/sw_manifest.py
const VERSION = "dev";
const PRECACHE = [];
// @precache-end

// Caches belong to the whole origin: the scope in the name keeps two copies of the game
// (say example.github.io/durak/ and /durak-beta/) from deleting each other's.
const SCOPE = new URL("./", self.location).href;
const CACHE = `durak-${VERSION}@${SCOPE}`;
const isOurs = (name) => name.startsWith("durak-") && name.endsWith(`@${SCOPE}`);
const INDEX = new URL("./index.html", self.location).href;
const CACHED = new Set(PRECACHE.map(([path]) => new URL(path, self.location).href));
// The runtime's wasm, with its integrity. Chromium keeps V8's compiled code of a wasm module
// (compiled by WebAssembly.instantiateStreaming, as Pyodide does) beside the response it came
// from: in the HTTP cache's code cache for a response from the network or the HTTP cache (or
// one this worker fetched for the same URL and passed on unchanged), in the cache entry for a
// response from CacheStorage (passed on unchanged, never a `new Response`). The first visit,
// before this worker, compiled the runtime from the network: the HTTP cache's code cache has
// it. This worker's own copy has none until a visit from it has compiled the runtime once
// more, and run it long enough for V8 to cache it: that first visit from the worker would
// compile the runtime again. So the wasm comes from the HTTP cache, never the network
// ("only-if-cached"), while it holds this build's copy (its hash checked), else from this
// worker's cache (the HTTP cache evicted or cleared: then its entry gets the compiled code).
const COMPILED = new Map(
  PRECACHE.filter(([path]) => path.endsWith(".wasm")).map(([path, integrity]) => [
    new URL(path, self.location).href,
    integrity,
  ]),
);

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

// The first visit has just downloaded these files: "force-cache" takes the HTTP cache's copy
// as it is, without asking the host (no request at all; the host is asked only for a file
// the HTTP cache lacks), and the integrity check makes sure it is this build's: a copy from
// another build fails it, and then comes straight from the host ("reload"). Not "no-cache": a "304 Not Modified" revalidation gives the HTTP cache's entry
// a new response time, and Chromium then no longer matches the wasm's compiled code (kept
// under the first response's time) to a response passed on by this worker (see COMPILED).
async function fetchChecked(path, url, integrity) {
  let response;
  try {
    response = await fetch(url, { cache: "force-cache", integrity });
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
  if (COMPILED.has(url.href)) event.respondWith(fromHttpCache(url.href, request));
  else event.respondWith(fromCache(url.href, request));
});

async function fromHttpCache(url, request) {
  try {
    const integrity = COMPILED.get(url);
    const response = await fetch(url, { cache: "only-if-cached", mode: "same-origin", integrity });
    if (response.ok) return response;
  } catch {
    // not in the HTTP cache (evicted, cleared) or another build's copy: this worker's own
  }
  return fromCache(url, request);
}

async function fromCache(url, request) {
  const hit = await (await caches.open(CACHE)).match(url);
  return hit || fetch(request); // only if the cache was cleared under us
}

self.addEventListener("message", (event) => {
  if (event.data === "skip-waiting") self.skipWaiting();
  else if (event.data === "version") event.source?.postMessage({ version: VERSION });
});
