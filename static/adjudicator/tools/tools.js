/*
 * Outline mode and card-text helper: small keyboard and clipboard conveniences. The pages work without it.
 * - Ctrl/Cmd+Enter in a tool's textarea submits its form.
 * - "Line N" buttons in the problem list select that line of the outline (or just the words the problem is
 *   about) and focus it.
 * - The Copy button copies the compiled scenario; its status is announced politely.
 * - After a submit, focus moves to the problems (when there are any) or to the result heading, so keyboard and
 *   screen-reader users land on what changed.
 */
(function () {
  "use strict";

  function selectLine(textarea, number, column, length) {
    var lines = textarea.value.split("\n");
    var start = 0;
    for (var i = 0; i < number - 1 && i < lines.length; i++) {
      start += lines[i].length + 1;
    }
    var end = start + (lines[number - 1] || "").length;
    if (column > 0 && length > 0) {  // the problem is about some words of the line: select just them
      end = Math.min(end, start + column - 1 + length);
      start = Math.min(end, start + column - 1);
    }
    textarea.focus();
    textarea.setSelectionRange(start, end);
    var lineHeight = parseFloat(getComputedStyle(textarea).lineHeight) || 20;
    textarea.scrollTop = Math.max(0, (number - 2) * lineHeight);
  }

  function copyText(text, status) {
    function done(message) { if (status) { status.textContent = message; } }
    if (navigator.clipboard && navigator.clipboard.writeText) {
      navigator.clipboard.writeText(text).then(function () { done("Copied."); },
        function () { done("Copy failed: select the text and copy it."); });
    } else {
      done("Copy is not available here: select the text and copy it.");
    }
  }

  document.addEventListener("keydown", function (event) {
    var target = event.target;
    if (event.key === "Enter" && (event.ctrlKey || event.metaKey) && target.tagName === "TEXTAREA" && target.form) {
      event.preventDefault();
      if (target.form.requestSubmit) { target.form.requestSubmit(); } else { target.form.submit(); }
    }
  });

  document.addEventListener("click", function (event) {
    var lineButton = event.target.closest("[data-line]");
    if (lineButton) {
      var textarea = document.getElementById("outline-text");
      if (textarea) {
        selectLine(textarea, parseInt(lineButton.getAttribute("data-line"), 10),
                   parseInt(lineButton.getAttribute("data-column") || "0", 10),
                   parseInt(lineButton.getAttribute("data-length") || "0", 10));
      }
      return;
    }
    var copyButton = event.target.closest("[data-copy]");
    if (copyButton) {
      var source = document.getElementById(copyButton.getAttribute("data-copy"));
      var status = copyButton.parentNode.querySelector(".copy-status");
      if (source) { copyText(source.textContent, status); }
    }
  });

  // After the browser's own scroll to #result (which resets focus), so the focus stays on the heading.
  window.addEventListener("load", function () {
    if (window.location.hash !== "#result") { return; }
    var target = document.getElementById("outline-problems") || document.getElementById("cardtext-error") ||
      document.getElementById("result-title");
    if (target) { target.focus(); }
  });
}());
