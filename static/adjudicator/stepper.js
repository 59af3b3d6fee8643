/* Step-through: move through the server-rendered steps without reloading, and outline the current
   effect in the inline tree SVG. Without this script the same controls are plain links (?step=N).
   Keys: ← previous, → next, Home first, End last (ignored while typing in a field); Space or Enter on a
   control presses it. */
(function () {
  "use strict";

  var section = document.getElementById("stepper");
  var dataNode = document.getElementById("adj-step-data");
  if (!section || !dataNode) return;
  var data = JSON.parse(dataNode.textContent);
  var items = Array.prototype.slice.call(section.querySelectorAll(".adj-steps > li"));
  if (!items.length) return;
  var total = items.length;
  var current = Math.min(Math.max(data.current || 1, 1), total);
  var tree = section.querySelector(".adj-tree svg");
  var panel = section.querySelector(".adj-current");
  var jump = section.querySelector("#jump-step");

  function stepHref(n) {
    var url = new URL(window.location.href);
    url.searchParams.set("step", String(n));
    url.hash = "stepper";
    return url.pathname + url.search + url.hash;
  }

  function highlight(effect) {
    if (!tree) return;
    var old = tree.querySelectorAll(".current");
    for (var i = 0; i < old.length; i++) old[i].classList.remove("current");
    var id = data.ids[effect];
    var node = id ? tree.querySelector('[id="' + id + '"]') : null;
    if (node) {
      node.classList.add("current");
      if (window.adjTree) window.adjTree.reveal(node);  // the tree viewer (tree-view.js) knows its zoom
      else keepVisible(tree.parentNode, node);
    }
  }

  /* Scroll `box` (not the page) so that `element` is inside it. */
  function keepVisible(box, element) {
    if (box.scrollHeight <= box.clientHeight + 4 && box.scrollWidth <= box.clientWidth + 4) return;
    var outer = box.getBoundingClientRect();
    var inner = element.getBoundingClientRect();
    if (inner.top < outer.top || inner.bottom > outer.bottom) {
      box.scrollTop += inner.top - outer.top - box.clientHeight / 3;
    }
    if (inner.left < outer.left || inner.right > outer.right) {
      box.scrollLeft += inner.left - outer.left - box.clientWidth / 3;
    }
  }

  function fillPanel(item) {
    if (!panel) return;
    var text = item.querySelector(".adj-step-text");
    var kind = item.querySelector(".adj-kind");
    panel.querySelector('[data-role="n"]').textContent = item.getAttribute("data-n");
    panel.querySelector('[data-role="kind"]').textContent = kind ? kind.textContent : "";
    panel.querySelector('[data-role="effect"]').textContent = item.getAttribute("data-effect-label");
    panel.querySelector('[data-role="text"]').textContent = text ? text.textContent : "";
    var ruleSlot = panel.querySelector('[data-role="rule"]');
    ruleSlot.textContent = "";
    var rule = item.querySelector(".adj-step-rule");
    if (rule) {
      var link = rule.querySelector("a");
      var sentence = rule.querySelector(".adj-sentence");
      ruleSlot.appendChild(document.createTextNode("Rule: "));
      if (link) {
        var copy = document.createElement("a");
        copy.href = link.getAttribute("href");
        copy.textContent = link.textContent;
        ruleSlot.appendChild(copy);
      } else {
        ruleSlot.appendChild(document.createTextNode(rule.textContent.replace(/^Rule:\s*/, "")));
      }
      if (sentence) ruleSlot.appendChild(document.createTextNode(" — “" + sentence.textContent + "”"));
    }
  }

  function go(n, initial) {
    n = Math.min(Math.max(n, 1), total);
    var hooks = window.adjStepper;
    // predict mode (predict.js) may stop a move forward at a question not yet answered
    if (!initial && hooks && hooks.guard && n > current) n = hooks.guard(current, n);
    current = n;
    items.forEach(function (item, index) {
      var position = index + 1;
      item.classList.toggle("adj-current-step", position === n);
      item.classList.toggle("adj-future", position > n);
      if (position === n) item.setAttribute("aria-current", "step");
      else item.removeAttribute("aria-current");
    });
    var item = items[n - 1];
    fillPanel(item);
    highlight(item.getAttribute("data-effect"));
    keepVisible(item.parentNode, item);
    if (jump) jump.value = String(n);
    var links = {first: 1, previous: n - 1, next: n + 1, last: total};
    var moves = {first: n > 1, previous: n > 1, next: n < total, last: n < total};
    var counterpart = {first: "next", previous: "next", next: "previous", last: "previous"};
    var refocus = null;
    Object.keys(links).forEach(function (name) {
      var link = section.querySelector('[data-go="' + name + '"]');
      if (!link) return;
      if (moves[name]) {
        link.setAttribute("href", stepHref(links[name]));
        link.removeAttribute("aria-disabled");
      } else {  // nowhere to go: disabled, and out of the Tab order (a link without href is not focusable)
        if (link === document.activeElement) refocus = counterpart[name];
        link.removeAttribute("href");
        link.setAttribute("aria-disabled", "true");
      }
    });
    if (refocus) {  // the focused control went out of use: keep the keyboard on the controls
      var other = section.querySelector('[data-go="' + refocus + '"]');
      if (other && other.hasAttribute("href")) other.focus();
    }
    if (!initial && window.history && window.history.replaceState) {
      var url = new URL(window.location.href);
      url.searchParams.set("step", String(n));
      window.history.replaceState(null, "", url.pathname + url.search + window.location.hash);
    }
    if (hooks && hooks.moved) hooks.moved(n, initial);
  }

  section.addEventListener("click", function (event) {
    var control = event.target.closest("[data-go]");
    if (control) {
      event.preventDefault();
      if (control.getAttribute("aria-disabled") === "true") return;
      var name = control.getAttribute("data-go");
      go({first: 1, previous: current - 1, next: current + 1, last: total}[name]);
      return;
    }
    var link = event.target.closest(".adj-step-link");
    if (link) {
      event.preventDefault();
      go(parseInt(link.parentNode.getAttribute("data-n"), 10));
    }
  });

  var jumpForm = section.querySelector(".adj-jump");
  if (jumpForm) {
    jumpForm.addEventListener("submit", function (event) {
      var n = parseInt(jump.value, 10);
      if (!isNaN(n)) {
        event.preventDefault();
        go(n);
      }
    });
  }

  function typing(target) {
    if (!target || !target.tagName) return false;
    var tag = target.tagName.toLowerCase();
    return tag === "input" || tag === "textarea" || tag === "select" || target.isContentEditable;
  }

  /* The step controls are links (they work without this script); as buttons, Space presses them too. */
  section.addEventListener("keydown", function (event) {
    if (event.key !== " " && event.key !== "Spacebar") return;
    var control = event.target.closest && event.target.closest("[data-go]");
    if (!control) return;
    event.preventDefault();
    control.click();
  });

  document.addEventListener("keydown", function (event) {
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey || typing(event.target)) return;
    var moves = {ArrowRight: current + 1, ArrowLeft: current - 1, Home: 1, End: total};
    if (!(event.key in moves)) return;
    event.preventDefault();
    go(moves[event.key]);
  });

  /* "Skip to the step-through" lands on Next → (Previous on the last step): two Tabs and Enter from the top
     of the page, not some thirty. Without this script it moves the Tab starting point to the stepper. */
  Array.prototype.forEach.call(document.querySelectorAll('a.skip-link[href="#stepper"]'), function (skip) {
    skip.addEventListener("click", function (event) {
      var target = section.querySelector('[data-go="next"][href]') || section.querySelector('[data-go="previous"][href]');
      if (!target) return;
      event.preventDefault();
      section.scrollIntoView();
      target.focus();
      if (window.history && window.history.replaceState) {
        window.history.replaceState(null, "", window.location.pathname + window.location.search + "#stepper");
      }
    });
  });

  /* What predict.js needs: move, read the current step; it sets `guard` and `moved`. */
  window.adjStepper = window.adjStepper || {};
  window.adjStepper.go = go;
  window.adjStepper.current = function () { return current; };
  window.adjStepper.section = section;
  window.adjStepper.data = data;
  if (window.adjStepper.ready) window.adjStepper.ready();

  go(current, true);
})();
