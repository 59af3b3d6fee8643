/*
 * The service worker (served at /sw.js, which puts OFFLINE_SHELL and OFFLINE_SHELL_VERSION in front of this).
 *
 * Caches:
 *   shell-<version>      the app shell: the stylesheet, the scripts, the search library, the icons, the offline
 *                        page and the offline search page; filled at install, replaced with the next version
 *   static-<version>     any other static file a page loaded (served from cache, refreshed in the background)
 *   game:<slug>:<ver>    one game saved for offline by the page's "Save for offline" (js/offline.js): every page
 *                        of its rules, its client index and a "saved" record written last. This worker only reads
 *                        them; a newer version is saved beside the old one, which is deleted once it is complete.
 *
 * Pages: the network first (a page is never older than the server's when it can be reached); if it cannot be
 * reached, or says nothing for NETWORK_WAIT_MS while a kept copy exists, the kept copy. /search/ without network
 * is the offline search page; any other page not kept is the offline page, which says so.
 * Nothing else is intercepted: the API, the admin, forms posted and the offline catalogue go to the network.
 */
"use strict";

const SHELL_CACHE = "shell-" + OFFLINE_SHELL_VERSION;
const STATIC_CACHE = "static-" + OFFLINE_SHELL_VERSION;
const NETWORK_WAIT_MS = 4000;
const OFFLINE_PAGE = "/offline/";
const OFFLINE_SEARCH_PAGE = "/offline/search/";

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches.open(SHELL_CACHE)
      .then((cache) => cache.addAll(OFFLINE_SHELL.map((url) => new Request(url, {cache: "reload"}))))
      .then(() => self.skipWaiting())
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches.keys()
      .then((names) => Promise.all(names
        .filter((name) => (name.startsWith("shell-") && name !== SHELL_CACHE)
          || (name.startsWith("static-") && name !== STATIC_CACHE))
        .map((name) => caches.delete(name))))
      .then(() => self.clients.claim())
  );
});

function kept(request) {
  // ignoreVary: a page was kept from the page's fetch, and is asked for again by a navigation with other headers.
  return caches.match(request, {ignoreVary: true});
}

function wait(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

async function page(request) {
  const path = new URL(request.url).pathname;
  const network = fetch(request);
  network.catch(() => undefined);  // handled below; never an unhandled rejection
  const slow = wait(NETWORK_WAIT_MS).then(() => "slow");
  try {
    const first = await Promise.race([network, slow]);
    if (first !== "slow") {
      if (first.ok && OFFLINE_SHELL.includes(path)) {
        const copy = first.clone();
        caches.open(SHELL_CACHE).then((cache) => cache.put(path, copy));
      }
      return first;
    }
    const copy = await kept(request);
    return copy || await network;
  } catch (error) {
    const copy = await kept(request);
    if (copy) {
      return copy;
    }
    const fallback = await caches.match(path === "/search/" ? OFFLINE_SEARCH_PAGE : OFFLINE_PAGE);
    return fallback || new Response("Offline, and this page is not kept on this device.",
                                    {status: 503, headers: {"Content-Type": "text/plain; charset=utf-8"}});
  }
}

async function staticFile(event) {
  const request = event.request;
  const copy = await kept(request);
  const refresh = fetch(request).then((response) => {
    if (response.ok) {
      const clone = response.clone();
      return caches.open(STATIC_CACHE).then((cache) => cache.put(request, clone)).then(() => response);
    }
    return response;
  });
  if (copy) {
    event.waitUntil(refresh.catch(() => undefined));
    return copy;
  }
  return refresh.catch(() => new Response("", {status: 504}));
}

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") {
    return;
  }
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) {
    return;
  }
  if (url.pathname.startsWith("/static/")) {
    event.respondWith(staticFile(event));
  } else if (request.mode === "navigate") {
    event.respondWith(page(request));
  }
});
