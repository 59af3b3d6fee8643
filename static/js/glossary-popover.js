/*
 * Glossary popovers: a glossary term link (a.term, with data-term and data-definition) shows its
 * definition on hover, on keyboard focus and on tap, without a mouse. The first click or tap (or
 * Enter) pins the popover open; a second one follows the link to the glossary entry. Escape, a tap
 * elsewhere or moving focus away closes it. Without this script the link still goes to the entry.
 * The popover is built with textContent only, so definitions can never inject markup.
 */
(function () {
  "use strict";

  var NARROW = "(max-width: 40rem)";  // a phone: the popover spans the screen and would cover the line below
  var popover, nameEl, definitionEl, moreLink;
  var current = null;
  var pinned = false;
  var hideTimer = null;
  var refocusing = false;

  function build() {
    popover = document.createElement("span");
    popover.className = "term-popover";
    popover.id = "term-popover";
    popover.hidden = true;
    nameEl = document.createElement("span");
    nameEl.className = "term-popover-name";
    definitionEl = document.createElement("span");
    definitionEl.className = "term-popover-definition";
    definitionEl.id = "term-popover-definition";
    moreLink = document.createElement("a");
    moreLink.className = "term-popover-more";
    moreLink.textContent = "Open the glossary entry";
    popover.appendChild(nameEl);
    popover.appendChild(definitionEl);
    popover.appendChild(moreLink);
    popover.addEventListener("mouseenter", function () { clearTimeout(hideTimer); });
    popover.addEventListener("mouseleave", scheduleHide);
  }

  function termOf(target) {
    return target && target.closest ? target.closest("a.term") : null;
  }

  function show(link, pin) {
    clearTimeout(hideTimer);
    if (current && current !== link) {
      current.removeAttribute("aria-describedby");
    }
    current = link;
    pinned = pin;
    nameEl.textContent = link.getAttribute("data-term") || link.textContent;
    definitionEl.textContent = link.getAttribute("data-definition") || "";
    moreLink.href = link.href;
    // Right after the link in the document, so Tab moves from the term into the popover's link.
    if (link.nextSibling !== popover) {
      link.parentNode.insertBefore(popover, link.nextSibling);
    }
    popover.hidden = false;
    link.setAttribute("aria-describedby", definitionEl.id);
    place(link);
  }

  function place(link) {
    var host = popover.offsetParent || document.body;
    var hostBox = host.getBoundingClientRect();
    var rects = link.getClientRects();
    var box = rects.length ? rects[0] : link.getBoundingClientRect();
    var viewportWidth = document.documentElement.clientWidth;
    var viewportHeight = window.innerHeight;
    var width = popover.offsetWidth;
    var height = popover.offsetHeight;
    var left = Math.max(8, Math.min(box.left, viewportWidth - width - 8));
    var top;
    if (window.matchMedia && window.matchMedia(NARROW).matches) {
      // On a phone the popover is as wide as the screen: kept off the whole sentence tapped (below it, else
      // above it; if neither fits, the page scrolls the sentence up to make room below it).
      var sentence = sentenceBox(link);
      if (sentence.bottom + 6 + height <= viewportHeight) {
        top = sentence.bottom + 6;
      } else if (sentence.top - height - 6 >= 0) {
        top = sentence.top - height - 6;
      } else {
        window.scrollBy(0, sentence.top - 8);
        hostBox = host.getBoundingClientRect();
        top = sentenceBox(link).bottom + 6;
      }
    } else {
      // Below the term, unless it would run off the screen there and fits better above.
      var below = box.bottom + 6;
      top = below;
      if (below + height > viewportHeight && box.top - height - 6 > 0) {
        top = box.top - height - 6;
      }
    }
    popover.style.left = (left - hostBox.left) + "px";
    popover.style.top = (top - hostBox.top) + "px";
  }

  /* The box of the sentence a term link stands in: from the last sentence end before it to the first after it,
     within its paragraph (list item, definition, cell): the union of its words' line boxes, the popover's own
     text (inserted right after the link) left out. */
  function sentenceBox(link) {
    var block = link.closest("p, li, dd, dt, td, th, blockquote, figcaption, h1, h2, h3, h4") || link.parentNode;
    var walker = document.createTreeWalker(block, NodeFilter.SHOW_TEXT);
    var pieces = [], node, after = false, ends = /[.!?;:](\s|$)/g, match;
    while ((node = walker.nextNode())) {
      if (popover.contains(node)) continue;
      var text = node.textContent, from = 0, to = text.length;
      if (link.contains(node)) {
        after = true;
      } else if (!after) {
        ends.lastIndex = 0;
        while ((match = ends.exec(text))) {  // a sentence ended before the link: start after it
          pieces = [];
          from = match.index + 1;
        }
      } else {
        ends.lastIndex = 0;
        match = ends.exec(text);
        if (match) to = match.index + 1;
      }
      pieces.push([node, from, to]);
      if (after && to < text.length) break;
    }
    var top = Infinity, bottom = -Infinity;
    pieces.forEach(function (piece) {
      var range = document.createRange();
      range.setStart(piece[0], piece[1]);
      range.setEnd(piece[0], piece[2]);
      Array.prototype.forEach.call(range.getClientRects(), function (rect) {
        if (rect.width <= 0) return;
        top = Math.min(top, rect.top);
        bottom = Math.max(bottom, rect.bottom);
      });
    });
    var own = link.getBoundingClientRect();
    return {top: Math.min(top, own.top), bottom: Math.max(bottom, own.bottom)};
  }

  function hide() {
    clearTimeout(hideTimer);
    if (!current) return;
    popover.hidden = true;
    current.removeAttribute("aria-describedby");
    current = null;
    pinned = false;
  }

  function scheduleHide() {
    if (pinned) return;
    clearTimeout(hideTimer);
    hideTimer = setTimeout(hide, 250);
  }

  function inside(node) {
    return node && (popover.contains(node) || node === current);
  }

  document.addEventListener("mouseover", function (event) {
    var link = termOf(event.target);
    if (link && !(pinned && current && current !== link)) {
      if (link !== current) show(link, false);
      clearTimeout(hideTimer);
    }
  });

  document.addEventListener("mouseout", function (event) {
    if (termOf(event.target) === current && !inside(event.relatedTarget)) scheduleHide();
  });

  document.addEventListener("focusin", function (event) {
    var link = termOf(event.target);
    if (refocusing) return;
    if (link) {
      if (link !== current) show(link, false);
    } else if (current && !inside(event.target)) {
      hide();
    }
  });

  document.addEventListener("click", function (event) {
    var link = termOf(event.target);
    if (link) {
      if (link === current && pinned) return; // second activation: follow the link
      event.preventDefault();
      show(link, true);
      return;
    }
    if (current && !popover.contains(event.target)) hide();
  });

  document.addEventListener("keydown", function (event) {
    if (event.key !== "Escape" || !current) return;
    var link = current;
    var focusWasInPopover = popover.contains(document.activeElement);
    hide();
    if (focusWasInPopover) {
      refocusing = true; // back on the term, without opening it again
      link.focus();
      refocusing = false;
    }
  });

  window.addEventListener("resize", function () {
    if (current) place(current);
  });

  build();
})();
