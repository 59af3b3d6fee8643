// The home page's game select answers Enter (a select alone does nothing on Enter): with a question typed it
// searches that game; with none it opens the chosen game's rulebook (all games: the question box takes focus).
// Without this script the Search button does the searching.
(function () {
  "use strict";
  var select = document.querySelector("select[data-enter-submits]");
  if (!select || !select.form) return;
  select.addEventListener("keydown", function (event) {
    if (event.key !== "Enter") return;
    event.preventDefault();
    var question = select.form.querySelector('input[name="q"]');
    if (question && !question.value.trim()) {
      if (select.value) {
        window.location.href = "/games/" + encodeURIComponent(select.value) + "/";
      } else {
        question.focus();
      }
      return;
    }
    if (select.form.requestSubmit) select.form.requestSubmit(); else select.form.submit();
  });
})();
