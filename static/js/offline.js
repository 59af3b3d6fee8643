/*
 * Offline copies, on every page: registers the service worker (/sw.js), runs each game's "Save for offline"
 * box ([data-offline-game]: the game page and /offline/), and says which copy a page comes from when the
 * server cannot be reached ("Offline copy of <game>: <its books' titles, as imported>, imported <date>", the
 * copy's fingerprint only as a small "copy …" to compare two devices).
 *
 * A saved game is a cache "game:<slug>:<version>" holding every page its client index lists
 * (/offline/games/<slug>.json, also kept there) and, written last, a record at /offline/saved/<slug>
 * (version, dates, pages, bytes): a cache without that record is a save that did not finish, and is ignored.
 * A newer version is saved beside the old one, which is deleted only once the new one is complete. When the
 * server is reachable and has another version of a saved game, the copy is refreshed in the background.
 * All text is set with textContent.
 */
(function () {
  "use strict";

  var CATALOGUE_URL = "/offline/games.json";
  var PREFIX = "game:";
  var SAVE_CONCURRENCY = 4;
  var RETRY_MS = 10 * 60 * 1000;

  var supported = "serviceWorker" in navigator && "caches" in window && window.isSecureContext;
  var saving = {};  // slug -> true while a save runs on this page

  function savedRecordUrl(slug) { return "/offline/saved/" + slug; }
  function indexUrl(slug) { return "/offline/games/" + slug + ".json"; }

  function day(iso) { return iso ? iso.slice(0, 10) : null; }

  function megabytes(bytes) {
    return bytes >= 1e6 ? (bytes / 1e6).toFixed(1) + " MB" : Math.max(1, Math.round(bytes / 1e3)) + " kB";
  }

  function importedPhrase(record) {
    if (record.imported_at) {
      return "imported " + day(record.imported_at);
    }
    return "import date not recorded (indexed " + day(record.built_at) + ")";
  }

  /* What a player can read: the books' own titles as imported (a book that states its version, such as a Rules
     Reference "Version 1.8", says it there) and the import date. A record saved before the titles were kept
     says "the rules". The fingerprint is no reading matter: copyDetail shows it small. */
  function versionPhrase(record) {
    var books = record.books && record.books.length ? record.books.join("; ") : "the rules";
    return books + ", " + importedPhrase(record);
  }

  /* The copy's fingerprint, small, after `into`'s text: only to tell whether two devices hold the same copy. */
  function copyDetail(into, record) {
    var detail = document.createElement("small");
    detail.className = "offline-copy-id";
    detail.textContent = " Copy " + record.version + ".";
    into.appendChild(detail);
  }

  // -- What this device holds -----------------------------------------------------------------------------

  /* Every complete saved copy: {slug: record}, the record with its cache's name. */
  function savedGames() {
    if (!supported) {
      return Promise.resolve({});
    }
    return caches.keys().then(function (names) {
      var games = names.filter(function (name) { return name.indexOf(PREFIX) === 0; });
      return Promise.all(games.map(function (name) {
        var slug = name.split(":")[1];
        return caches.open(name)
          .then(function (cache) { return cache.match(savedRecordUrl(slug)); })
          .then(function (response) { return response ? response.json() : null; })
          .then(function (record) {
            if (record) { record.cache = name; }
            return record;
          });
      })).then(function (records) {
        var found = {};
        records.forEach(function (record) {
          if (record && (!found[record.slug] || found[record.slug].saved_at < record.saved_at)) {
            found[record.slug] = record;
          }
        });
        return found;
      });
    });
  }

  function removeCaches(slug, keep) {
    return caches.keys().then(function (names) {
      return Promise.all(names
        .filter(function (name) { return name.indexOf(PREFIX + slug + ":") === 0 && name !== keep; })
        .map(function (name) { return caches.delete(name); }));
    });
  }

  // -- Saving one game ---------------------------------------------------------------------------------------

  /* A response fit to be served for a navigation later (a followed redirect is not). */
  function storable(response) {
    if (!response.redirected) {
      return Promise.resolve(response);
    }
    return response.blob().then(function (body) {
      return new Response(body, {status: response.status, statusText: response.statusText, headers: response.headers});
    });
  }

  /* Fetch the game's index, then every page it lists, into a new cache; onProgress(done, total, bytes). */
  function saveGame(slug, onProgress) {
    var index, cache, cacheName, bytes = 0, done = 0;
    return fetch(indexUrl(slug), {cache: "no-store"})
      .then(function (response) {
        if (!response.ok) {
          throw new Error("the server has no offline copy of this game (" + response.status + ")");
        }
        return response.clone().text().then(function (text) {
          index = JSON.parse(text);
          bytes += text.length;
          cacheName = PREFIX + slug + ":" + index.version;
          return caches.delete(cacheName);  // an earlier save of this version that did not finish
        }).then(function () {
          return caches.open(cacheName);
        }).then(function (opened) {
          cache = opened;
          return cache.put(indexUrl(slug), response);
        });
      })
      .then(function () {
        var queue = index.pages.slice();
        onProgress(0, index.pages.length, bytes);
        function next() {
          var url = queue.shift();
          if (url === undefined) {
            return Promise.resolve();
          }
          return fetch(url, {cache: "no-store", credentials: "same-origin"})
            .then(function (response) {
              if (!response.ok) {
                throw new Error(url + " answered " + response.status);
              }
              return storable(response);
            })
            .then(function (response) {
              return response.clone().blob().then(function (body) {
                bytes += body.size;
                return cache.put(url, response);
              });
            })
            .then(function () {
              done += 1;
              onProgress(done, index.pages.length, bytes);
              return next();
            });
        }
        var workers = [];
        for (var i = 0; i < SAVE_CONCURRENCY; i += 1) {
          workers.push(next());
        }
        return Promise.all(workers);
      })
      .then(function () {
        var record = {
          slug: slug, title: index.game.title, version: index.version, imported_at: index.imported_at,
          books: (index.documents || []).map(function (d) { return d.title; }),
          built_at: index.built_at, pages: index.pages.length, entries: index.entries.length, bytes: bytes,
          saved_at: new Date().toISOString()
        };
        return cache.put(savedRecordUrl(slug), new Response(JSON.stringify(record),
                                                            {headers: {"Content-Type": "application/json"}}))
          .then(function () { return removeCaches(slug, cacheName); })
          .then(function () { record.cache = cacheName; return record; });
      })
      .catch(function (error) {
        if (cacheName) {
          caches.delete(cacheName);  // the old copy, if any, is untouched
        }
        throw error;
      });
  }

  // -- The "Save for offline" boxes --------------------------------------------------------------------------

  function part(box, name) { return box.querySelector("[data-offline-" + name + "]"); }

  /* `server`: the server's catalogue entry for the game, if it has one; `reachable`: whether it answered. */
  function showBox(box, record, server, message, reachable) {
    var state = part(box, "state"), save = part(box, "save"), remove = part(box, "remove");
    var progress = part(box, "progress");
    progress.hidden = true;
    if (!supported) {
      state.textContent = window.isSecureContext
        ? "This browser cannot keep pages offline (it has no service workers)."
        : "Offline copies need the site to be served over HTTPS (or from this machine).";
      save.hidden = remove.hidden = true;
      return;
    }
    var text;
    if (record) {
      text = "Kept on this device: " + versionPhrase(record) + "; " + record.pages + " pages, "
        + megabytes(record.bytes) + ".";
      if (server && server.version !== record.version) {
        text += " The server's copy has changed since (" + importedPhrase(server) + ").";
      }
      save.textContent = "Update the offline copy";
      save.hidden = !(server && server.version !== record.version);
      remove.hidden = false;
    } else if (server) {
      text = "Not saved on this device. Saving keeps its " + server.pages + " pages and a keyword search ("
        + versionPhrase(server) + "; the search index alone is " + megabytes(server.index_bytes) + ").";
      save.textContent = "Save for offline";
      save.hidden = false;
      remove.hidden = true;
    } else if (reachable) {
      text = "Not saved on this device, and the server has no offline copy of this game yet (an operator runs "
        + "manage.py rebuild_index).";
      save.hidden = remove.hidden = true;
    } else {
      text = "Not saved on this device, and the server cannot be reached to save it now.";
      save.hidden = remove.hidden = true;
    }
    state.textContent = message ? message + " " + text : text;
    if (record || server) {
      copyDetail(state, record || server);
    }
  }

  function runSave(box, server, message) {
    var slug = box.getAttribute("data-offline-game");
    var state = part(box, "state"), progress = part(box, "progress");
    if (saving[slug]) {
      return Promise.resolve();
    }
    saving[slug] = true;
    part(box, "save").hidden = part(box, "remove").hidden = true;
    progress.hidden = false;
    progress.removeAttribute("value");
    state.textContent = message || "Saving…";
    return saveGame(slug, function (done, total, bytes) {
      progress.max = Math.max(total, 1);
      progress.value = done;
      state.textContent = (message || "Saving") + " page " + done + " of " + total + " (" + megabytes(bytes) + ")…";
    }).then(function (record) {
      saving[slug] = false;
      if (navigator.storage && navigator.storage.persist) {
        // Ask the browser not to clear the site's storage when short of space (granted or not, silently).
        navigator.storage.persist().catch(function () { return false; });
      }
      box.setAttribute("data-offline-saved", record.version);
      showBox(box, record, server, "Saved.", true);
    }, function (error) {
      saving[slug] = false;
      return savedGames().then(function (saved) {
        showBox(box, saved[slug], server, "Saving failed: " + error.message + ".", false);
      });
    });
  }

  function setUpBox(box, saved, servers, reachable) {
    var slug = box.getAttribute("data-offline-game");
    var save = part(box, "save"), remove = part(box, "remove");
    save.addEventListener("click", function () { runSave(box, servers[slug]); });
    remove.addEventListener("click", function () {
      removeCaches(slug, null).then(function () {
        box.removeAttribute("data-offline-saved");
        showBox(box, null, servers[slug], "Removed from this device.", reachable);
      });
    });
    if (saved[slug]) {
      box.setAttribute("data-offline-saved", saved[slug].version);
    }
    showBox(box, saved[slug], servers[slug], undefined, reachable);
  }

  // -- Which copy this page is ------------------------------------------------------------------------------

  function pageGame() {
    var match = /^\/games\/([^/]+)\//.exec(location.pathname);
    if (match) {
      return match[1];
    }
    return new URLSearchParams(location.search).get("game");
  }

  function showOffline(saved) {
    var banner = document.getElementById("offline-banner");
    if (!banner) {
      return;
    }
    var slug = pageGame(), record = slug ? saved[slug] : null;
    var titles = Object.keys(saved).map(function (key) { return saved[key].title; });
    if (record) {
      banner.textContent = "Offline copy of " + record.title + ": " + versionPhrase(record) + ".";
      copyDetail(banner, record);
    } else if (titles.length) {
      banner.textContent = "Offline: the server cannot be reached. Saved on this device: " + titles.join(", ") + ".";
    } else {
      banner.textContent = "Offline: the server cannot be reached, and no game is saved on this device.";
    }
    banner.hidden = false;
    document.documentElement.setAttribute("data-offline", "");
  }

  /* The server's catalogue, or null when it cannot be reached (or has no offline copies built). */
  function serverCatalogue() {
    return fetch(CATALOGUE_URL, {cache: "no-store"}).then(function (response) {
      return response.ok ? response.json().then(function (body) {
        var games = {};
        body.games.forEach(function (game) { games[game.slug] = game; });
        return {games: games};
      }) : {games: {}, missing: true};
    }, function () { return null; });
  }

  /* True once per RETRY_MS for a game and version in this tab: a refresh that fails (a page the server cannot
     render) is not tried again on every page opened, each time fetching the game's every page. */
  function firstTryInAWhile(slug, version) {
    var key = "offline-refresh:" + slug + ":" + version, now = Date.now();
    try {
      var last = Number(sessionStorage.getItem(key) || 0);
      if (now - last < RETRY_MS) {
        return false;
      }
      sessionStorage.setItem(key, String(now));
    } catch (error) {
      return true;  // no session storage (a private mode): try
    }
    return true;
  }

  function refreshOutdated(saved, servers) {
    Object.keys(saved).forEach(function (slug) {
      var server = servers[slug];
      if (!server || server.version === saved[slug].version || saving[slug]
          || !firstTryInAWhile(slug, server.version)) {
        return;
      }
      var box = document.querySelector('[data-offline-game="' + slug + '"]');
      if (box) {
        runSave(box, server, "Updating the offline copy to the server's (" + importedPhrase(server) + "):");
      } else {
        saving[slug] = true;
        saveGame(slug, function () {}).then(function () { saving[slug] = false; }, function () { saving[slug] = false; });
      }
    });
  }

  function start() {
    if (supported) {
      navigator.serviceWorker.register("/sw.js", {scope: "/"}).catch(function () { return undefined; });
    }
    var boxes = Array.prototype.slice.call(document.querySelectorAll("[data-offline-game]"));
    savedGames().then(function (saved) {
      if (!boxes.length && !Object.keys(saved).length) {
        return;  // nothing saved and nothing to save from this page: no request to the server
      }
      return serverCatalogue().then(function (server) {
        var servers = server ? server.games : {};
        boxes.forEach(function (box) { setUpBox(box, saved, servers, server !== null); });
        if (server === null) {
          showOffline(saved);
        } else {
          refreshOutdated(saved, servers);
        }
      });
    }).catch(function () { return undefined; });
  }

  // Shared with the offline pages' script (js/offline-search.js).
  window.OfflineCopies = {savedGames: savedGames, versionPhrase: versionPhrase, indexUrl: indexUrl,
                          supported: supported};

  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", start);
  } else {
    start();
  }
}());
