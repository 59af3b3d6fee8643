/* The chain and branch tree's viewer (templates/adjudicator/_tree.html): zoom, pan, full screen, and a legend
   that folds away. Without this script the tree is shown at the size dot drew it (its text about 15 px) in a
   box that scrolls.

   The tree opens fitted: its whole width in its box (at most 100%, never below MIN), so nothing is cut off
   on open, on a phone too (issue 27: "the big diagram opens cut off at 75%"). Readable (and the 0 key) sets
   READABLE or more: at that zoom the 11-point node text is 11 CSS pixels and a wide tree is panned, not
   shrunk. −/+ step the zoom (and keep the middle of the view where it was); Fit goes back to the opening zoom.
   Drag with the mouse, scroll, or swipe to pan. Full screen gives the tree the whole window and opens fitted:
   the whole tree in view, never cut off (+ zooms in; Esc closes and goes back to the zoom before).
   Other scripts call window.adjTree.reveal(element) to bring a node into view (stepper.js does, each step). */
(function () {
  "use strict";

  var PX_PER_PT = 96 / 72;
  var READABLE = 0.75;  // 11pt node text × 4/3 × 0.75 = 11px
  var MIN = 0.2, MAX = 3, STEP = 1.25;
  var LEGEND_KEY = "adj-legend-open";
  var viewers = [];

  function length(svg, name) {
    var value = svg.getAttribute(name) || "";
    var number = parseFloat(value);
    if (isNaN(number)) return null;
    return /pt$/.test(value) ? number * PX_PER_PT : number;
  }

  function Viewer(figure) {
    this.figure = figure;
    this.box = figure.querySelector(".adj-tree-scroll");
    this.svg = this.box && this.box.querySelector("svg");
    this.tools = figure.querySelector(".adj-tree-tools");
    this.level = figure.querySelector(".adj-zoom-level");
    if (!this.svg) return;
    // Natural size: the viewBox (dot's points; its width attribute is rounded) at 96/72 px a point.
    var view = this.svg.viewBox && this.svg.viewBox.baseVal;
    this.width = view && view.width ? view.width * PX_PER_PT : length(this.svg, "width");
    this.height = view && view.height ? view.height * PX_PER_PT : length(this.svg, "height");
    this.zoom = 1;
    this.ready = true;
    if (this.tools) this.tools.hidden = false;
    var hint = figure.querySelector(".adj-tree-hint");
    if (hint) hint.hidden = false;
    this.box.classList.add("adj-tree-zoomable");
    this.apply(this.opening(), null);
    this.bind();
  }

  Viewer.prototype.fit = function () {
    var room = this.box.clientWidth - 4;
    return room > 0 ? room / this.width : 1;
  };

  /* The whole tree in the box, both ways (the full-screen view opens so, never cut off), at most 100%. */
  Viewer.prototype.whole = function () {
    var across = (this.box.clientWidth - 4) / this.width;
    var down = (this.box.clientHeight - 4) / this.height;
    var zoom = Math.min(across, down);
    return zoom > 0 ? Math.min(1, zoom) : 1;
  };

  /* The zoom a tree opens at (and Fit): its whole width in the box, at most 100%, at least MIN. */
  Viewer.prototype.opening = function () {
    return Math.min(1, Math.max(MIN, this.fit()));
  };

  Viewer.prototype.readable = function () {
    return Math.min(1, Math.max(READABLE, this.fit()));
  };

  /* Set the zoom; keep the point at `anchor` (box coordinates, default the middle) where it is. */
  Viewer.prototype.apply = function (zoom, anchor) {
    zoom = Math.min(MAX, Math.max(MIN, zoom));
    var box = this.box;
    var ax = anchor ? anchor.x : box.clientWidth / 2;
    var ay = anchor ? anchor.y : box.clientHeight / 2;
    var cx = (box.scrollLeft + ax) / this.zoom;
    var cy = (box.scrollTop + ay) / this.zoom;
    this.zoom = zoom;
    this.svg.style.width = Math.ceil(this.width * zoom) + "px";  // up: never below the zoom asked for
    this.svg.style.height = Math.ceil(this.height * zoom) + "px";
    box.scrollLeft = cx * zoom - ax;
    box.scrollTop = cy * zoom - ay;
    if (this.level) this.level.textContent = Math.round(zoom * 100) + "%";
    this.figure.setAttribute("data-zoom", String(Math.round(zoom * 1000) / 1000));
  };

  /* Scroll the box (never the page) so that `element` is well inside it. */
  Viewer.prototype.reveal = function (element) {
    var box = this.box;
    var outer = box.getBoundingClientRect();
    var inner = element.getBoundingClientRect();
    var margin = 12;
    if (inner.top < outer.top + margin || inner.bottom > outer.bottom - margin) {
      box.scrollTop += inner.top - outer.top - Math.max(margin, (box.clientHeight - inner.height) / 2);
    }
    if (inner.left < outer.left + margin || inner.right > outer.right - margin) {
      box.scrollLeft += inner.left - outer.left - Math.max(margin, (box.clientWidth - inner.width) / 2);
    }
  };

  Viewer.prototype.setFull = function (on) {
    var button = this.figure.querySelector('[data-zoom="full"]');
    this.figure.classList.toggle("adj-tree-full", on);
    document.documentElement.classList.toggle("adj-tree-open", on);
    if (button) {
      button.setAttribute("aria-pressed", on ? "true" : "false");
      button.textContent = on ? "Close full screen" : "Full screen";
    }
    if (on) {
      this.before = this.zoom;  // closing goes back to it
      this.apply(this.whole(), null);
    } else if (this.before) {
      this.apply(this.before, null);
      this.before = null;
    }
    var current = this.svg.querySelector(".current");
    if (current) this.reveal(current);
    this.box.focus({preventScroll: true});
  };

  Viewer.prototype.command = function (name) {
    if (name === "in") this.apply(this.zoom * STEP, null);
    else if (name === "out") this.apply(this.zoom / STEP, null);
    else if (name === "fit") this.apply(this.opening(), null);
    else if (name === "read") this.apply(this.readable(), null);
    else if (name === "full") this.setFull(!this.figure.classList.contains("adj-tree-full"));
    var current = name !== "full" && this.svg.querySelector(".current");
    if (current) this.reveal(current);
  };

  Viewer.prototype.bind = function () {
    var self = this, box = this.box;
    if (this.tools) {
      this.tools.addEventListener("click", function (event) {
        var button = event.target.closest("[data-zoom]");
        if (button) self.command(button.getAttribute("data-zoom"));
      });
    }
    box.addEventListener("keydown", function (event) {
      if (event.ctrlKey || event.metaKey || event.altKey) return;
      var name = {"+": "in", "=": "in", "-": "out", "_": "out", "0": "read"}[event.key];
      if (name) {
        event.preventDefault();
        self.command(name);
      }
    });
    this.figure.addEventListener("keydown", function (event) {
      if (event.key === "Escape" && self.figure.classList.contains("adj-tree-full")) {
        event.preventDefault();
        self.setFull(false);
      }
    });
    box.addEventListener("wheel", function (event) {  // Ctrl+wheel (and a trackpad pinch) zooms at the pointer
      if (!event.ctrlKey) return;
      event.preventDefault();
      var rect = box.getBoundingClientRect();
      self.apply(self.zoom * (event.deltaY < 0 ? STEP : 1 / STEP), {x: event.clientX - rect.left, y: event.clientY - rect.top});
    }, {passive: false});
    var drag = null;
    box.addEventListener("pointerdown", function (event) {
      if (event.pointerType !== "mouse" || event.button !== 0) return;  // touch pans by itself
      drag = {x: event.clientX, y: event.clientY, left: box.scrollLeft, top: box.scrollTop};
      box.classList.add("adj-dragging");
    });
    window.addEventListener("pointermove", function (event) {
      if (!drag) return;
      box.scrollLeft = drag.left - (event.clientX - drag.x);
      box.scrollTop = drag.top - (event.clientY - drag.y);
    });
    window.addEventListener("pointerup", function () {
      drag = null;
      box.classList.remove("adj-dragging");
    });
    var legend = this.figure.querySelector(".adj-legend");
    if (legend) {
      var remembered = null;
      try { remembered = window.localStorage.getItem(LEGEND_KEY); } catch (e) { remembered = null; }
      legend.open = remembered === null ? window.matchMedia("(min-width: 62rem)").matches : remembered === "1";
      legend.addEventListener("toggle", function () {
        try { window.localStorage.setItem(LEGEND_KEY, legend.open ? "1" : "0"); } catch (e) { /* private mode */ }
      });
    }
  };

  Array.prototype.forEach.call(document.querySelectorAll("[data-tree]"), function (figure) {
    var viewer = new Viewer(figure);
    if (viewer.ready) viewers.push(viewer);
  });

  window.adjTree = {
    reveal: function (element) {
      for (var i = 0; i < viewers.length; i++) {
        if (viewers[i].box.contains(element)) {
          viewers[i].reveal(element);
          return;
        }
      }
    },
    viewers: viewers,
  };
}());
