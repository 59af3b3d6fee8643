/* Scenario editor: problems as you type (debounced POST /api/validate), a line gutter, messages that move the
   caret to their line (on a phone the text wraps and the problems float above it), the example picker, and the
   form builder kept in sync with the text (the server converts both ways: /api/validate returns the form for a
   text, /api/validate/build the text for a form).
   Everything the user typed is put into the page with textContent / value, never as HTML. */
(function () {
  "use strict";

  var config = JSON.parse(document.getElementById("adj-editor-data").textContent);
  var textarea = document.getElementById("scenario-text");
  var gutter = document.querySelector(".adj-gutter");
  var problemBox = document.querySelector(".adj-problems");
  var problemList = document.getElementById("problem-list");
  var status = document.getElementById("problems-status");
  var builderHost = document.getElementById("builder-form");
  var builderNote = document.getElementById("builder-note");
  var picker = document.getElementById("example-picker");
  var editorForm = document.getElementById("editor-form");
  var exploreBox = document.getElementById("resolve-explore");
  var exploreNote = document.getElementById("explore-note");
  var exploreWanted = exploreBox ? exploreBox.checked && !exploreBox.disabled : false;
  var DELAY = 400;
  var sequence = 0;
  var timer = null;
  var lastForm = null;
  var problems = config.problems || [];

  /* -- small DOM helpers ---------------------------------------------------------------------------- */
  function el(tag, attrs, children) {
    var node = document.createElement(tag);
    Object.keys(attrs || {}).forEach(function (key) {
      if (key === "text") node.textContent = attrs[key];
      else if (key === "className") node.className = attrs[key];
      else if (attrs[key] === true) node.setAttribute(key, "");
      else if (attrs[key] !== false && attrs[key] != null) node.setAttribute(key, String(attrs[key]));
    });
    (children || []).forEach(function (child) { if (child) node.appendChild(child); });
    return node;
  }

  /* -- gutter and caret ---------------------------------------------------------------------------- */
  function badLines() {
    var lines = {};
    problems.forEach(function (p) { if (p.line) lines[p.line] = true; });
    return lines;
  }

  /* On a phone the text wraps (adjudicator.css): each gutter number is then as tall as the rows its line takes,
     so the numbers stay those of the YAML lines. A line's rows are measured in a hidden textarea of the same
     width and font (the browser's own wrapping), once per distinct line and width. */
  var probe = null;
  var rowHeights = {width: -1, lines: {}, count: 0};

  function wrapsLines() {
    return window.getComputedStyle(textarea).whiteSpace !== "pre";
  }

  function drawnHeight(line, width) {
    if (!probe) {
      probe = el("textarea", {"aria-hidden": "true", tabindex: "-1", wrap: textarea.getAttribute("wrap")});
      Object.assign(probe.style, {position: "absolute", visibility: "hidden", left: "0", top: "0", height: "0",
                                  minHeight: "0", overflow: "hidden", resize: "none", pointerEvents: "none"});
      textarea.parentNode.appendChild(probe);
    }
    if (rowHeights.width !== width || rowHeights.count > 5000) rowHeights = {width: width, lines: {}, count: 0};
    var known = rowHeights.lines["\u0000" + line];
    if (known !== undefined) return known;
    var style = window.getComputedStyle(probe);
    probe.style.width = width + "px";
    probe.value = line;
    var height = probe.scrollHeight - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom);
    rowHeights.lines["\u0000" + line] = height;
    rowHeights.count++;
    return height;
  }

  /* Every line is measured before the gutter changes, then the numbers go in at once: measuring between one
     number's insertion and the next made the browser lay the page out again for each line (a 61-line scenario
     took 1.7 s of a fast machine's core on a phone-sized page, at every edit; 0.2 s unwrapped). */
  function drawGutter() {
    if (!gutter) return;
    var lines = textarea.value.split("\n");
    var wrapped = wrapsLines();
    var width = wrapped ? textarea.getBoundingClientRect().width : 0;
    var heights = wrapped ? lines.map(function (line) { return drawnHeight(line, width); }) : null;
    var bad = badLines();
    var numbers = document.createDocumentFragment();
    for (var i = 1; i <= lines.length; i++) {
      var number = el("span", {text: String(i), className: bad[i] ? "adj-bad-line" : ""});
      if (heights) number.style.height = heights[i - 1] + "px";
      numbers.appendChild(number);
    }
    gutter.textContent = "";
    gutter.appendChild(numbers);
    gutter.hidden = false;
    gutter.scrollTop = textarea.scrollTop;
  }

  function problemsFloat() {
    return problemBox && window.getComputedStyle(problemBox).position === "sticky";
  }

  /* While the text has the caret, the browser keeps it clear of the problems floating above the text (as it
     scrolls to follow the caret) by a scroll padding as tall as they are. */
  function keepCaretClear() {
    var clear = document.activeElement === textarea && problemsFloat();
    document.documentElement.style.scrollPaddingTop = clear ? Math.ceil(problemBox.getBoundingClientRect().height) + "px" : "";
  }

  function goToLine(line) {
    var lines = textarea.value.split("\n");
    line = Math.min(Math.max(line, 1), lines.length);
    var start = 0;
    for (var i = 0; i < line - 1; i++) start += lines[i].length + 1;
    var floating = problemsFloat();
    textarea.focus(floating ? {preventScroll: true} : undefined);
    textarea.setSelectionRange(start, start + lines[line - 1].length);
    var lineHeight = parseFloat(window.getComputedStyle(textarea).lineHeight) || 20;
    if (floating && gutter && gutter.children[line - 1]) {
      // the page scrolls, not the text: bring the line to a row below the problems that float above it
      var top = gutter.children[line - 1].getBoundingClientRect().top;
      window.scrollBy(0, top - problemBox.getBoundingClientRect().height - lineHeight);
      return;
    }
    textarea.scrollTop = Math.max(0, (line - 3) * lineHeight);
    if (gutter) gutter.scrollTop = textarea.scrollTop;
  }

  /* -- problems ------------------------------------------------------------------------------------ */
  /* a message's `word` in backticks (the format's own words) as code, as the server's list shows it; an
     unpaired backtick is left as typed */
  function appendWithCode(parent, text) {
    var pieces = String(text).split("`");
    if (pieces.length % 2 === 0) { parent.appendChild(document.createTextNode(text)); return; }
    pieces.forEach(function (piece, i) {
      parent.appendChild(i % 2 ? el("code", {text: piece}) : document.createTextNode(piece));
    });
  }

  function showProblems(list, message) {
    problems = list || [];
    problemList.textContent = "";
    problems.forEach(function (p) {
      var button = el("button", {type: "button", className: "adj-problem", "data-line": p.line || "", "data-path": p.path || ""});
      if (p.line) button.appendChild(el("span", {className: "adj-line", text: "line " + p.line}));
      if (p.line) button.appendChild(document.createTextNode(" "));
      button.appendChild(el("code", {text: p.path || "(document)"}));
      appendWithCode(button, ": " + p.message);
      problemList.appendChild(el("li", {}, [button]));
    });
    status.textContent = message || (problems.length ? problems.length + (problems.length === 1 ? " problem." : " problems.")
      : "No problems: ready to resolve.");
    drawGutter();
    keepCaretClear();
    markBuilderFields();
  }

  problemList.addEventListener("click", function (event) {
    var button = event.target.closest(".adj-problem");
    if (!button) return;
    var line = parseInt(button.getAttribute("data-line"), 10);
    if (!isNaN(line)) goToLine(line);
  });

  /* -- talking to the server ------------------------------------------------------------------------ */
  function post(url, body, type) {
    return fetch(url, {method: "POST", body: body, headers: {"Content-Type": type, "Accept": "application/json"},
                       credentials: "same-origin"}).then(function (response) {
      if (response.status === 429) return {throttled: true};
      return response.json().then(function (data) { data.httpStatus = response.status; return data; });
    });
  }

  function answer(data, mine, fromForm) {
    if (mine !== sequence) return;  // a newer edit has been sent since
    if (data.throttled) {
      status.textContent = "Checking paused (too many checks in a minute); it will try again shortly.";
      window.clearTimeout(timer);
      timer = window.setTimeout(fromForm ? sendForm : sendText, 5000);
      return;
    }
    if (data.httpStatus >= 400) {  /* a problem the server lists (a text too large) is counted and shown as one */
      if (data.problems && data.problems.length) showProblems(data.problems);
      else showProblems([], data.error || "The text could not be checked.");
      return;
    }
    if (fromForm && typeof data.text === "string") {
      textarea.value = data.text;
    }
    showProblems(data.problems);
    showExplore(data.explores);
    if (!fromForm) renderBuilder(data.builder);
  }

  /* -- the Resolve options follow the text: a scenario whose choices explore is explored anyway ------ */
  function showExplore(byScenario) {
    if (!exploreBox) return;
    if (byScenario) {
      if (!exploreBox.disabled) exploreWanted = exploreBox.checked;
      exploreBox.checked = true;
      exploreBox.disabled = true;
    } else if (exploreBox.disabled) {
      exploreBox.disabled = false;
      exploreBox.checked = exploreWanted;
    }
    if (exploreNote) exploreNote.hidden = !byScenario;
  }

  /* -- the reference panel shows the scenario's game (its own picker can show another) ---------------- */
  var referencePick = document.getElementById("reference-game");
  function showReference(game) {
    if (!referencePick || !game) return;
    var sections = document.querySelectorAll(".adj-reference-game");
    var known = Array.prototype.some.call(sections, function (section) { return section.getAttribute("data-game") === game; });
    if (!known) return;
    referencePick.value = game;
    Array.prototype.forEach.call(sections, function (section) { section.hidden = section.getAttribute("data-game") !== game; });
  }
  if (referencePick) {
    referencePick.addEventListener("change", function () { showReference(referencePick.value); });
  }

  if (exploreBox) {
    exploreBox.addEventListener("change", function () { if (!exploreBox.disabled) exploreWanted = exploreBox.checked; });
  }

  /* -- Ctrl+Enter (Cmd+Enter) resolves from anywhere in the editor ------------------------------------ */
  document.addEventListener("keydown", function (event) {
    if (event.key !== "Enter" || !(event.ctrlKey || event.metaKey) || !editorForm) return;
    var target = event.target;
    if (target !== document.body && !editorForm.contains(target) && target !== picker) return;
    event.preventDefault();
    if (editorForm.requestSubmit) editorForm.requestSubmit(); else editorForm.submit();
  });

  function sendText() {
    var mine = ++sequence;
    status.textContent = "Checking…";
    post(config.validate_url, textarea.value, "application/x-scenario").then(function (data) {
      answer(data, mine, false);
    }).catch(function () { if (mine === sequence) status.textContent = "Could not reach the server to check the text."; });
  }

  function sendForm() {
    var mine = ++sequence;
    status.textContent = "Updating the text from the form…";
    post(config.build_url, JSON.stringify(readBuilder()), "application/json").then(function (data) {
      answer(data, mine, true);
    }).catch(function () { if (mine === sequence) status.textContent = "Could not reach the server."; });
  }

  function later(fn) {
    window.clearTimeout(timer);
    timer = window.setTimeout(fn, DELAY);
  }

  textarea.addEventListener("input", function () { drawGutter(); later(sendText); });
  textarea.addEventListener("scroll", function () { if (gutter) gutter.scrollTop = textarea.scrollTop; });
  textarea.addEventListener("focus", keepCaretClear);
  textarea.addEventListener("blur", keepCaretClear);
  var resizing = null;
  window.addEventListener("resize", function () {  // a phone turned, a window narrowed: the rows change
    window.clearTimeout(resizing);
    resizing = window.setTimeout(function () { drawGutter(); keepCaretClear(); }, 100);
  });

  /* -- example picker: it loads only on Load (or Enter in the list), never as the choice moves, so arrowing
     through the examples changes nothing. Loading over text that differs from what was last loaded asks first,
     and after a replace the user's text can be brought back. ----------------------------------------------- */
  var exampleForm = document.getElementById("example-form");
  var confirmBox = document.getElementById("example-confirm");
  var confirmText = document.getElementById("example-confirm-text");
  var undoBox = document.getElementById("example-undo");
  var loadedText = textarea.defaultValue;  // the text as last loaded (the page's own): anything else is an edit
  var keptText = null;              // the user's text a replace took away, until it is brought back or edited

  function edited() {
    return textarea.value.replace(/\s+$/, "") !== loadedText.replace(/\s+$/, "");
  }

  function chosenTitle() {
    var option = picker.options[picker.selectedIndex];
    return option && option.value ? option.textContent.trim() : "the starter scenario";
  }

  function putText(text, path) {
    textarea.value = text;
    textarea.scrollTop = 0;
    drawGutter();
    var address = new URL(window.location.href);
    if (path) address.searchParams.set("example", path); else address.searchParams.delete("example");
    address.searchParams.delete("from");
    window.history.replaceState(null, "", address.pathname + address.search);
    sendText();
  }

  function loadExample() {
    var path = picker.value;
    var before = textarea.value;
    var overwrites = edited();
    function done(text) {
      putText(text, path);
      loadedText = textarea.value;
      keptText = overwrites ? before : null;
      if (undoBox) undoBox.hidden = !overwrites;
    }
    confirmBox.hidden = true;
    if (!path) { done(config.starter); return; }
    var url = config.examples_url + path.split("/").map(encodeURIComponent).join("/") + "/scenario.yaml";
    status.textContent = "Loading the example…";
    fetch(url, {credentials: "same-origin"}).then(function (response) {
      if (!response.ok) throw new Error("status " + response.status);
      return response.text();
    }).then(done).catch(function () { status.textContent = "Could not load that example."; });
  }

  if (picker && exampleForm && confirmBox) {
    exampleForm.addEventListener("submit", function (event) {
      event.preventDefault();
      if (!edited()) { loadExample(); return; }
      confirmText.textContent = "Your scenario text has changes. Loading “" + chosenTitle() +
        "” puts the example in its place.";
      confirmBox.hidden = false;
      document.getElementById("example-keep").focus();
    });
    picker.addEventListener("keydown", function (event) {
      if (event.key !== "Enter" || event.ctrlKey || event.metaKey) return;
      event.preventDefault();
      if (exampleForm.requestSubmit) exampleForm.requestSubmit(); else exampleForm.dispatchEvent(new Event("submit", {cancelable: true}));
    });
    picker.addEventListener("change", function () { confirmBox.hidden = true; });
    document.getElementById("example-replace").addEventListener("click", function () {
      loadExample();
      picker.focus();
    });
    document.getElementById("example-keep").addEventListener("click", function () {
      confirmBox.hidden = true;
      textarea.focus();
    });
    confirmBox.addEventListener("keydown", function (event) {
      if (event.key === "Escape") { confirmBox.hidden = true; picker.focus(); }
    });
  }
  if (undoBox) {
    document.getElementById("example-bring-back").addEventListener("click", function () {
      if (keptText === null) return;
      putText(keptText, "");
      keptText = null;
      undoBox.hidden = true;
      textarea.focus();
    });
    textarea.addEventListener("input", function () { if (!undoBox.hidden) { undoBox.hidden = true; keptText = null; } });
  }

  /* -- the form builder ---------------------------------------------------------------------------- */
  var ENTITY_FIELDS = [["id", "Id"], ["card", "Card (Marvel Champions: code or name)", "card"], ["type", "Type"],
                       ["name", "Name"], ["owner", "Owner"], ["zone", "Zone"],
                       ["props", "Other properties (name=value, …)", "wide"]];
  var ABILITY_FIELDS = [["id", "Id"], ["card", "Card"], ["timing", "Timing class", "timing"], ["label", "Label"],
                        ["on", "Trigger (event=…, field=value)", "wide"], ["if", "Condition when triggered", "wide"],
                        ["do", "Ops (YAML list)", "ops"], ["modifies", "Modifies (value=…, who=…)", "wide modifier"],
                        ["change", "Change (add=2, multiply=2, …)", "modifier"], ["once", "Only once", "check modifier"],
                        ["optional", "Optional", "check"], ["more", "More (zones=[hand], range=self, kind=…)", "wide"]];
  var START_FIELDS = [["label", "Label"], ["by", "By (card or hero)"], ["kind", "Kind"], ["use", "Use ability"],
                      ["you", "You"], ["do", "Ops (YAML list)", "ops"]];
  var fieldCounter = 0;

  function pathFor(section, row, key) {
    var id = row && row.id ? row.id : "";
    var mapped = {change: "by", more: "", props: ""}[key];
    var leaf = mapped === undefined ? key : mapped;
    if (section === "entities") return "entities." + id + (leaf ? "." + leaf : "");
    if (section === "abilities") return "abilities." + id + (leaf ? "." + leaf : "");
    if (section === "start") return "start." + key;
    return key;
  }

  function input(spec, value, path, readOnly, game) {
    var key = spec[0], label = spec[1], kind = spec[2] || "";
    var id = "bf-" + (++fieldCounter);
    var control;
    if (kind.indexOf("check") >= 0) {
      control = el("input", {type: "checkbox", id: id, "data-key": key, "data-path": path, disabled: readOnly});
      control.checked = value === true;
      return el("div", {className: "adj-field adj-check" + (kind.indexOf("modifier") >= 0 ? " adj-modifier-field" : "")},
                [control, el("label", {"for": id, text: label})]);
    }
    if (kind.indexOf("timing") >= 0) {
      control = el("select", {id: id, "data-key": key, "data-path": path, disabled: readOnly});
      var classes = (config.classes[game] || []).slice();
      if (value && classes.indexOf(value) < 0) classes.unshift(value);
      if (!value) control.appendChild(el("option", {value: "", text: "—"}));
      classes.forEach(function (name) { control.appendChild(el("option", {value: name, text: name})); });
      control.value = value || "";
    } else if (kind.indexOf("ops") >= 0) {
      control = el("textarea", {id: id, "data-key": key, "data-path": path, rows: Math.min(8, Math.max(2, String(value || "").split("\n").length + 1)),
                                spellcheck: "false", readonly: readOnly});
      control.value = value || "";
    } else {
      control = el("input", {type: "text", id: id, "data-key": key, "data-path": path, readonly: readOnly,
                             autocomplete: "off", spellcheck: "false"});
      control.value = value == null ? "" : String(value);
    }
    var wide = kind.indexOf("wide") >= 0 || kind.indexOf("ops") >= 0;
    var parts = [el("label", {"for": id, text: label}), control];
    if (kind.indexOf("card") >= 0 && !readOnly && config.card_lookup_url) parts.push(cardLookup(control, id));
    var words = key === "props" && config.vocabularies ? (config.vocabularies[game] || []) : [];
    if (words.length) {  /* the game's closed word lists (timing model `vocabularies`): any other word is refused */
      parts.push(el("p", {className: "adj-muted adj-vocabulary-hint", text: words.map(function (v) {
        return v.prop + ": " + v.words.join(", ");
      }).join("; ")}));
    }
    return el("div", {className: "adj-field" + (wide ? " adj-wide-field" : "") + (kind.indexOf("modifier") >= 0 ? " adj-modifier-field" : "")},
              parts);
  }

  /* The card field looks cards up by code or part of a name (GET card_lookup_url?q=) and offers them as a
     list: choosing one writes its code, which `card:` reads (docs/cards.md). */
  function cardLookup(control, id) {
    var list = el("datalist", {id: id + "-cards"});
    var hint = el("p", {className: "adj-muted adj-card-hint", "aria-live": "polite"});
    control.setAttribute("list", list.id);
    var asked = "";
    var offered = {};  // code -> the card as the lookup gave it, with what the card reader read
    var reading = el("ol", {className: "adj-card-reading"});
    function showReading() {
      var card = offered[control.value.trim()];
      reading.textContent = "";
      if (!card || !card.abilities) return;
      /* What `from_card: N` takes from each trigger, beside the card's own words: a player checks one
         against the other before relying on it (docs/cards.md). */
      card.abilities.forEach(function (ability) {
        var read = "from_card=" + ability.n + ": " + ability.trigger + (ability.clause ? " (" + ability.clause + ")" : "") +
                   " → " + (ability.timing || "?") + (ability.form ? ", " + ability.form + " form" : "") +
                   (ability.on ? ", on " + JSON.stringify(ability.on) : "") +
                   (ability["if"] ? ", if " + ability["if"] : "") + "; effect “" + ability.effect + "” → " +
                   (ability.effect_read ? "read as " + ability.ops.join(", ") :
                    ability.ops.length ? "read in part: " + ability.ops.join(", ") : "not read");
        var item = el("li", {text: read});
        if (ability.holes.length) item.appendChild(el("ul", {}, ability.holes.map(function (hole) {
          return el("li", {text: "Hole — " + hole});
        })));
        reading.appendChild(item);
      });
    }
    control.addEventListener("change", showReading);
    function lookUp() {
      showReading();
      var query = control.value.trim();
      if (query.length < 2 || query === asked) return;
      asked = query;
      fetch(config.card_lookup_url + "?q=" + encodeURIComponent(query), {headers: {Accept: "application/json"}})
        .then(function (response) { return response.json(); })
        .then(function (data) {
          if (query !== asked) return;
          list.textContent = "";
          if (data.error) { hint.textContent = data.error; return; }
          hint.textContent = data.cards.length ? "" : "No card has that code or name.";
          data.cards.forEach(function (card) {
            offered[card.code] = card;
            list.appendChild(el("option", {value: card.code, label: card.name + (card.subname ? " (" + card.subname + ")" : "") +
                                                                    " — " + card.type + (card.pack ? ", " + card.pack : "")}));
          });
        })
        .then(showReading)
        .catch(function () { hint.textContent = "The card list could not be read."; });
    }
    control.addEventListener("input", lookUp);
    if (control.value.trim()) lookUp();  // a card already written: show what the reader reads of it
    return el("span", {}, [list, hint, reading]);
  }

  var openRows = {};

  function rowSummary(section, row) {
    var kind = section === "entities" ? row.type : row.timing;
    return (row.id || "(no id)") + (kind ? " · " + kind : "") + (row.label || row.name ? " — " + (row.label || row.name) : "");
  }

  function rowBlock(section, specs, row, index, readOnly, game, count) {
    var grid = el("div", {className: "adj-grid"});
    specs.forEach(function (spec) { grid.appendChild(input(spec, row[spec[0]], pathFor(section, row, spec[0]), readOnly, game)); });
    var block;
    if (section === "start") {
      block = el("div", {className: "adj-row", "data-section": section, "data-index": index}, [grid]);
    } else {
      var key = section + ":" + (row.id || index);
      block = el("details", {className: "adj-row", "data-section": section, "data-index": index, "data-key-row": key},
                 [el("summary", {text: rowSummary(section, row)}), grid]);
      block.open = key in openRows ? openRows[key] : count <= 3;
      block.addEventListener("toggle", function () { openRows[key] = block.open; });
    }
    if (!readOnly && section !== "start") {
      block.appendChild(el("div", {className: "adj-row-actions"}, [
        el("button", {type: "button", className: "adj-remove", "data-remove": section, text: "Remove " + (row.id || "this row")}),
      ]));
    }
    if (section === "abilities") toggleModifier(block);
    return block;
  }

  function toggleModifier(block) {
    var timing = block.querySelector('[data-key="timing"]');
    var isModifier = timing && timing.value === "modifier";
    Array.prototype.forEach.call(block.querySelectorAll(".adj-modifier-field"), function (field) {
      field.hidden = !isModifier && !field.querySelector("input, textarea").value && !(field.querySelector("input") || {}).checked;
    });
  }

  function renderBuilder(builder) {
    var form = builder && builder.form;
    var note = builder && builder.note;
    var readOnly = !form;
    if (readOnly) form = lastForm;
    else lastForm = form;
    builderNote.hidden = !readOnly;
    builderNote.textContent = readOnly ? "The form is read-only: " + (note || "the text cannot be shown as the form.") +
      " Edit the text; the form follows once it can show it." : "";
    if (builderHost.contains(document.activeElement) && !readOnly) return;  // do not pull the form from under the cursor
    builderHost.textContent = "";
    if (!form) return;
    var game = form.game;
    showReference(game);
    var root = el("div", {className: "adj-builder" + (readOnly ? " adj-readonly" : "")});
    var gameSelect = el("select", {id: "bf-game", "data-key": "game", "data-path": "game", disabled: readOnly});
    var games = config.games.slice();
    if (game && games.indexOf(game) < 0) games.unshift(game);
    var titles = config.game_titles || {};  // the games' names, as the site says them; the value stays the slug
    games.forEach(function (g) { gameSelect.appendChild(el("option", {value: g, text: titles[g] || g})); });
    gameSelect.value = game;
    var top = el("fieldset", {"data-section": "top"}, [
      el("legend", {text: "Situation"}),
      el("div", {className: "adj-grid"}, [
        el("div", {className: "adj-field"}, [el("label", {"for": "bf-game", text: "Game"}), gameSelect]),
        input(["players", "Players (ids, in turn order)"], form.players, "players", readOnly),
        input(["title", "Title", "wide"], form.title, "title", readOnly),
        input(["description", "Description", "ops"], form.description, "description", readOnly),
      ]),
    ]);
    root.appendChild(top);
    [["entities", "Entities", ENTITY_FIELDS, "Add an entity"], ["abilities", "Abilities", ABILITY_FIELDS, "Add an ability"]].forEach(function (part) {
      var fieldset = el("fieldset", {"data-section": part[0]}, [el("legend", {text: part[1]})]);
      var rows = form[part[0]] || [];
      rows.forEach(function (row, index) { fieldset.appendChild(rowBlock(part[0], part[2], row, index, readOnly, game, rows.length)); });
      if (!readOnly) fieldset.appendChild(el("button", {type: "button", "data-add": part[0], text: part[3]}));
      root.appendChild(fieldset);
    });
    var start = el("fieldset", {"data-section": "start"}, [el("legend", {text: "Starting effect"})]);
    start.appendChild(rowBlock("start", START_FIELDS, form.start || {}, 0, readOnly, game));
    root.appendChild(start);
    var kept = form.kept || {};
    if (Object.keys(kept).length) {
      root.appendChild(el("details", {className: "adj-kept"}, [
        el("summary", {text: "Kept from the text: " + Object.keys(kept).join(", ") + " (edit these in the text)"}),
        el("pre", {text: JSON.stringify(kept, null, 2)}),
      ]));
    }
    builderHost.appendChild(root);
    markBuilderFields();
  }

  function readRow(block) {
    var row = {};
    Array.prototype.forEach.call(block.querySelectorAll("[data-key]"), function (control) {
      row[control.getAttribute("data-key")] = control.type === "checkbox" ? control.checked : control.value;
    });
    return row;
  }

  function readBuilder() {
    var root = builderHost.querySelector(".adj-builder");
    var form = {kept: (lastForm && lastForm.kept) || {}};
    var topRow = readRow(root.querySelector('[data-section="top"]'));
    Object.keys(topRow).forEach(function (key) { form[key] = topRow[key]; });
    ["entities", "abilities"].forEach(function (section) {
      form[section] = Array.prototype.map.call(root.querySelectorAll('fieldset[data-section="' + section + '"] > .adj-row'), readRow);
    });
    form.start = readRow(root.querySelector('fieldset[data-section="start"] > .adj-row'));
    return form;
  }

  function markBuilderFields() {
    var root = builderHost.querySelector(".adj-builder");
    if (!root) return;
    Array.prototype.forEach.call(root.querySelectorAll(".adj-field-problem"), function (node) { node.remove(); });
    Array.prototype.forEach.call(root.querySelectorAll("[aria-invalid]"), function (node) { node.removeAttribute("aria-invalid"); });
    var controls = Array.prototype.slice.call(root.querySelectorAll("[data-path]"));
    problems.forEach(function (p) {
      var path = p.path || "";
      var target = null;
      while (path && !target) {  // the field of the path, or of its nearest ancestor that has one
        target = controls.filter(function (c) { return c.getAttribute("data-path") === path; })[0] || null;
        if (!target) {
          var cut = Math.max(path.lastIndexOf("."), path.lastIndexOf("["));
          path = cut > 0 ? path.slice(0, cut) : "";
        }
      }
      if (!target) return;
      target.setAttribute("aria-invalid", "true");
      var row = target.closest("details");
      if (row) row.open = true;
      target.parentNode.appendChild(el("p", {className: "adj-field-problem", text: p.message}));
    });
  }

  builderHost.addEventListener("input", function (event) {
    if (undoBox && !undoBox.hidden) { undoBox.hidden = true; keptText = null; }
    if (event.target.getAttribute("data-key") === "timing") toggleModifier(event.target.closest(".adj-row"));
    later(sendForm);
  });
  builderHost.addEventListener("change", function (event) {
    if (event.target.tagName === "SELECT" || event.target.type === "checkbox") {
      if (event.target.getAttribute("data-key") === "timing") toggleModifier(event.target.closest(".adj-row"));
      later(sendForm);
    }
  });
  builderHost.addEventListener("click", function (event) {
    var add = event.target.closest("[data-add]");
    var remove = event.target.closest("[data-remove]");
    if (!add && !remove) return;
    var form = readBuilder();
    var section, at;
    if (add) {
      section = add.getAttribute("data-add");
      var n = form[section].length + 1;
      /* a game whose entities read `card:` gets the type from the card: a preset one would override it */
      var fresh = section === "entities" ? ((config.card_games || []).indexOf(form.game) >= 0 ? {id: "entity-" + n} :
                                            {id: "entity-" + n, type: "hero"}) :
        {id: "ability-" + n, timing: (config.classes[form.game] || ["when"])[0]};
      form[section].push(fresh);
      openRows[section + ":" + fresh.id] = true;
      at = form[section].length - 1;
    } else {
      var block = remove.closest(".adj-row");
      section = remove.getAttribute("data-remove");
      at = parseInt(block.getAttribute("data-index"), 10);
      form[section].splice(at, 1);
      if (at < form[section].length) openRows[section + ":" + (form[section][at].id || at)] = true;
    }
    lastForm = form;
    document.activeElement.blur();
    renderBuilder({form: form});
    focusRow(section, at);
    sendForm();
  });

  /* After a row is added or removed the form is drawn anew: the keyboard's place is the new row's first
     field, or the row now where the removed one was, or else the section's Add button. */
  function focusRow(section, index) {
    var fieldset = builderHost.querySelector('fieldset[data-section="' + section + '"]');
    if (!fieldset) return;
    var row = fieldset.querySelectorAll(":scope > .adj-row")[index];
    var target = row ? row.querySelector("[data-key]") : fieldset.querySelector(":scope > button[data-add]");
    if (target) target.focus();
  }

  renderBuilder(config.builder);
  showProblems(problems, null);
  /* Back to this page, the browser puts back the text the user had typed (once the page has loaded); the problems
     and the form shown are those of the served text, so that text is checked again. */
  window.addEventListener("pageshow", function (event) {
    if (!event.persisted && textarea.value !== textarea.defaultValue) sendText();
  });
})();
