/*
 * The offline pages' script.
 *
 * On /offline/search/ (which the service worker also serves for /search/ when the server cannot be reached):
 * a keyword search, with MiniSearch (static/vendor/minisearch-*), over the client indexes of the games saved
 * on this device (js/offline.js keeps them). It reads ?q= and ?game= as the server's search page does.
 * On /offline/ served in place of a page this device does not keep: says which page that was.
 * Text is set with textContent only.
 */
(function () {
  "use strict";

  var LIMIT = 20;
  var SNIPPET_CHARS = 220;
  // Words too common to tell rules apart: a question's "how", "can", "I" would otherwise rank every section.
  var STOP_WORDS = new Set(("a an and are as at be but by can do does for from has have how i if in into is it its "
    + "me my of on or so than that the their them then there these they this to was we what when where which who "
    + "why will with you your").split(" "));

  // The rulebook's word for what the player typed counts a little less than the word itself (the server's
  // SYNONYM_WEIGHT, rulesapp/search/weights.py).
  var WORDING_WEIGHT = 0.8;

  function processTerm(term) {
    var word = term.toLowerCase();
    return STOP_WORDS.has(word) ? null : word;
  }

  /* One MiniSearch over the entries of the client indexes given (one game's, or every saved game's): how
   * the page searches, and what bench/offline_search_quality.py scores (it calls window.OfflineSearch). */
  function engineFor(indexes) {
    var engine = new window.MiniSearch({
      idField: "key",
      fields: ["title", "text", "asked"],
      storeFields: ["title", "kind", "url", "game", "gameTitle", "where", "text"],
      processTerm: processTerm,
      searchOptions: {
        boost: {title: 2, asked: 2},
        prefix: function (term) { return term.length > 2; },
        fuzzy: function (term) { return term.length > 4 ? 0.2 : false; }
      }
    });
    engine.playersWordings = [];
    engine.games = [];
    indexes.forEach(function (index) {
      if (!index) { return; }
      engine.games.push(index.game.slug);
      engine.addAll(index.entries.map(function (entry) {
        return {key: index.game.slug + ":" + entry.id, title: entry.title, text: entry.text, asked: entry.asked || "",
                kind: entry.kind, url: entry.url, where: entry.where || "", game: index.game.slug,
                gameTitle: index.game.title};
      }));
      (index.wordings || []).forEach(function (wording) {
        engine.playersWordings.push({game: index.game.slug, say: wording[0], rulebook: wording[1], everyGame: !!wording[2]});
      });
    });
    return engine;
  }

  /* {game: "the rulebook's words"} for the players' wordings of each game that the question uses (whole words).
   * Over several games, only the wordings every game shares: a game's own wordings are used when it is the one
   * searched (docs/offline.md, figures). */
  function rulebookWords(engine, query) {
    var spaced = " " + query.toLowerCase().replace(/[^\p{L}\p{N}']+/gu, " ") + " ";
    var found = {}, several = engine.games.length > 1;
    engine.playersWordings.forEach(function (wording) {
      if (several && !wording.everyGame) { return; }  // measured: one game's table words pulled its rules first
      if (spaced.indexOf(" " + wording.say.toLowerCase() + " ") !== -1) {
        found[wording.game] = (found[wording.game] ? found[wording.game] + " " : "") + wording.rulebook.join(" ");
      }
    });
    return found;
  }

  /* The results the page lists for a question, best first: the question's words, and, for a game whose players'
   * wordings it uses, the rulebook's words for them, weighed WORDING_WEIGHT and scoring that game's entries only
   * (one game's wording never scores another game's text). */
  function find(engine, query) {
    var added = rulebookWords(engine, query);
    var queries = [query].concat(Object.keys(added).map(function (game) {
      return {queries: [added[game]], boostTerm: function () { return WORDING_WEIGHT; },
              boostDocument: function (id, term, stored) { return stored.game === game ? 1 : 0; }};
    }));
    return engine.search(queries.length > 1 ? {combineWith: "OR", queries: queries} : query).slice(0, LIMIT);
  }

  window.OfflineSearch = {engineFor: engineFor, find: find};

  function element(tag, className, text) {
    var node = document.createElement(tag);
    if (className) { node.className = className; }
    if (text !== undefined) { node.textContent = text; }
    return node;
  }

  /* The text around the first query word found, the words found marked. */
  function snippet(text, terms) {
    var lower = text.toLowerCase(), at = -1;
    terms.forEach(function (term) {
      var found = lower.indexOf(term);
      if (found !== -1 && (at === -1 || found < at)) { at = found; }
    });
    var start = Math.max(0, at - 60);
    var piece = (start > 0 ? "…" : "") + text.slice(start, start + SNIPPET_CHARS)
      + (start + SNIPPET_CHARS < text.length ? "…" : "");
    var paragraph = element("p", "snippet");
    var pattern = terms.length ? new RegExp("(" + terms.map(function (term) {
      return term.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    }).join("|") + ")", "gi") : null;
    var last = 0;
    if (pattern) {
      piece.replace(pattern, function (match, _group, offset) {
        paragraph.appendChild(document.createTextNode(piece.slice(last, offset)));
        paragraph.appendChild(element("mark", "", match));
        last = offset + match.length;
        return match;
      });
    }
    paragraph.appendChild(document.createTextNode(piece.slice(last)));
    return paragraph;
  }

  function loadIndexes(saved) {
    return Promise.all(Object.keys(saved).map(function (slug) {
      return caches.open(saved[slug].cache)
        .then(function (cache) { return cache.match(window.OfflineCopies.indexUrl(slug)); })
        .then(function (response) { return response ? response.json() : null; });
    }));
  }

  function search() {
    var params = new URLSearchParams(location.search);
    var query = (params.get("q") || "").trim(), wanted = params.get("game") || "";
    var input = document.getElementById("q"), select = document.getElementById("game");
    var scope = document.querySelector("[data-offline-search-scope]");
    var count = document.querySelector("[data-offline-search-count]");
    var list = document.querySelector("[data-offline-search-results]");
    input.value = query;
    if (!window.OfflineCopies.supported) {
      scope.textContent = "This browser cannot keep games offline, so there is nothing to search here.";
      return;
    }
    window.OfflineCopies.savedGames().then(function (saved) {
      var slugs = Object.keys(saved).sort(function (a, b) { return saved[a].title.localeCompare(saved[b].title); });
      slugs.forEach(function (slug) {
        var option = element("option", "", saved[slug].title);
        option.value = slug;
        option.selected = slug === wanted;
        select.appendChild(option);
      });
      if (!slugs.length) {
        scope.textContent = "No game is saved on this device: open a game's page while online and choose "
          + "“Save for offline”.";
        return;
      }
      var searched = wanted && saved[wanted] ? [wanted] : slugs;
      scope.textContent = "Searching the offline " + (searched.length === 1 ? "copy" : "copies") + " of "
        + searched.map(function (slug) {
          return saved[slug].title + " (" + window.OfflineCopies.versionPhrase(saved[slug]) + ")";
        }).join("; ") + "."
        + (wanted && !saved[wanted] ? " “" + wanted + "” is not saved on this device." : "");
      scope.setAttribute("data-ready", "");
      if (!query) {
        return;
      }
      var picked = {};
      searched.forEach(function (slug) { picked[slug] = saved[slug]; });
      return loadIndexes(picked).then(function (indexes) {
        var engine = engineFor(indexes);
        var hits = find(engine, query);
        var terms = query.toLowerCase().split(/[^\p{L}\p{N}']+/u).filter(function (word) {
          return word && !STOP_WORDS.has(word);
        });
        count.textContent = hits.length + " result" + (hits.length === 1 ? "" : "s") + " for “" + query + "” (offline)";
        count.hidden = false;
        hits.forEach(function (hit) {
          var item = element("li", "result result-" + hit.kind);
          var meta = element("p", "result-meta");
          meta.appendChild(element("span", "kind kind-" + hit.kind, hit.kind));
          meta.appendChild(document.createTextNode(" "));
          meta.appendChild(element("span", "result-game", hit.gameTitle));
          if (hit.where) {
            meta.appendChild(element("span", "result-document", " · in " + hit.where));
          }
          var title = element("h3", "result-title");
          var link = element("a", "", hit.title);
          link.href = hit.url;
          title.appendChild(link);
          item.appendChild(meta);
          item.appendChild(title);
          item.appendChild(snippet(hit.text, terms));
          list.appendChild(item);
        });
        if (!hits.length) {
          list.appendChild(element("li", "no-results", "Nothing found. Offline search matches the rulebooks' words: "
            + "try the word the rules use (“hand size”, “exhaust”)."));
        }
      });
    }).catch(function (error) {
      scope.textContent = "The offline copies could not be read: " + error.message;
    });
  }

  function missingPage() {
    var note = document.querySelector("[data-offline-missing]");
    if (note && location.pathname !== "/offline/") {
      note.textContent = "“" + location.pathname + "” is not kept on this device, and the server cannot be "
        + "reached. The games saved here are below.";
      note.hidden = false;
    }
  }

  document.addEventListener("DOMContentLoaded", function () {
    if (document.querySelector("[data-offline-search-results]")) {
      search();
    } else {
      missingPage();
    }
  });
}());
