// On the search results page, choosing another game searches again at once (without JavaScript the
// Search button does it). Keyboard users change the select with the arrow keys, which fires "change"
// on every step in some browsers; so a keyboard change waits for Enter or for the select to lose focus.
(function () {
  document.querySelectorAll("select[data-search-on-change]").forEach(function (select) {
    var form = select.form;
    var byKeyboard = false;
    var submitted = select.value;
    function search() {
      if (select.value === submitted) return;
      submitted = select.value;
      if (form.requestSubmit) form.requestSubmit(); else form.submit();
    }
    select.addEventListener("keydown", function (event) {
      byKeyboard = true;
      if (event.key === "Enter") { event.preventDefault(); search(); }
    });
    select.addEventListener("mousedown", function () { byKeyboard = false; });
    select.addEventListener("change", function () { if (!byKeyboard) search(); });
    select.addEventListener("blur", search);
  });
})();
