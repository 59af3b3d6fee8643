/* Predict mode on the step-through: at each point where the rules decide (which effect resolves next,
   whether an ability triggers, where a card goes, how much damage is taken), the learner picks among the
   real alternatives before the step is shown. The questions come from the server
   (adjudicator/tools/predict.py, in the step data as `predict`; several may be asked at one step, in order);
   a right pick moves on, a wrong one shows the rule that decides (quoted, linked) and the step the rules give
   (or, for an ability that does not trigger, why). A score per rule is kept in this browser (localStorage),
   with the rules to review and a link to the examples citing each.
   Without this script the page is the plain step-through. */
(function () {
  "use strict";

  var stepper = window.adjStepper;
  if (!stepper || !stepper.section || !stepper.data) return;
  var questions = stepper.data.predict || [];
  var section = stepper.section;
  var slot = section.querySelector('[data-role="predict"]');
  if (!slot) return;
  var SCORES = "adj-predict-scores";
  /* A lesson teaches: there Predict mode is on unless the player switched it off on a lesson; on a worked
     example it is off until switched on. Each choice is remembered in this browser on its own. */
  var lesson = slot.getAttribute("data-predict-default") === "on";
  var MODE = lesson ? "adj-predict-on-lessons" : "adj-predict-on";
  var answered = {};   // question index -> true, for this page view
  var byStep = {};     // the step questions are asked at -> their indexes, in the order asked
  questions.forEach(function (q, index) { (byStep[q.at] = byStep[q.at] || []).push(index); });

  function read(key, fallback) {
    try {
      var value = window.localStorage.getItem(key);
      return value === null ? fallback : JSON.parse(value);
    } catch (e) { return fallback; }
  }

  function write(key, value) {
    try { window.localStorage.setItem(key, JSON.stringify(value)); } catch (e) { /* private mode: no score kept */ }
  }

  function el(tag, attrs, text) {
    var node = document.createElement(tag);
    Object.keys(attrs || {}).forEach(function (name) { node.setAttribute(name, attrs[name]); });
    if (text !== undefined) node.textContent = text;
    return node;
  }

  var on = !!read(MODE, lesson);
  var toggle = el("button", {type: "button", "class": "adj-button adj-predict-toggle", "aria-pressed": String(on)},
                  "Predict mode");
  var intro = el("p", {"class": "adj-predict-intro"});
  intro.textContent = questions.length
    ? "Predict mode: " + questions.length + " question" + (questions.length === 1 ? "" : "s") + " where the " +
      "rules decide (which effect resolves next, whether an ability triggers, where a card goes, how much " +
      "damage is taken): pick before the step is shown."
    : "Predict mode: this resolution has no point where the rules decide between alternatives; nothing to predict here.";
  var box = el("div", {"class": "adj-predict-box"});
  var feedback = el("div", {"class": "adj-predict-feedback", role: "status", "aria-live": "polite"});
  var review = el("div", {"class": "adj-predict-review"});
  slot.appendChild(toggle);
  slot.appendChild(intro);
  slot.appendChild(box);
  slot.appendChild(feedback);
  slot.appendChild(review);

  function pendingAt(step) {
    var indexes = byStep[step] || [];
    for (var i = 0; i < indexes.length; i++) if (!answered[indexes[i]]) return indexes[i];
    return -1;
  }

  function valueOf(alt) { return alt.value !== undefined ? String(alt.value) : String(alt.effect); }

  /* A move forward stops at the first question not yet answered between here and there. */
  stepper.guard = function (from, to) {
    if (!on) return to;
    for (var step = from; step < to; step++) {
      if (pendingAt(step) >= 0) {
        if (step === from) focusQuestion();
        return step;
      }
    }
    return to;
  };

  stepper.moved = function (n, initial) { render(n, !initial); };

  function focusQuestion() {
    var first = box.querySelector("input[type=radio]");
    if (first) first.focus();
  }

  function score(q, right) {
    if (!q.rule) return;
    var scores = read(SCORES, {});
    var entry = scores[q.rule] || {right: 0, wrong: 0};
    var link = q.rule_link || {};
    entry.label = link.label || q.rule;
    entry.url = link.url || null;
    entry.examples = link.examples || null;
    if (right) entry.right += 1; else entry.wrong += 1;
    scores[q.rule] = entry;
    write(SCORES, scores);
  }

  function ruleLine(q, into) {
    var link = q.rule_link;
    into.appendChild(document.createTextNode("Rule: "));
    if (link && link.url) into.appendChild(el("a", {href: link.url}, link.label));
    else into.appendChild(document.createTextNode(link ? link.label : q.rule));
    if (link && link.sentence) into.appendChild(document.createTextNode(" — “" + link.sentence + "”"));
  }

  function labelOf(q, value) {
    for (var i = 0; i < q.alternatives.length; i++) if (valueOf(q.alternatives[i]) === value) return q.alternatives[i].label;
    return value;
  }

  function ask(index, focus) {
    var q = questions[index];
    box.textContent = "";
    var form = el("form", {"class": "adj-predict-question"});
    var fieldset = el("fieldset");
    fieldset.appendChild(el("legend", {}, q.prompt));
    q.alternatives.forEach(function (alt, i) {
      var id = "adj-predict-" + index + "-" + i;
      var row = el("div", {"class": "adj-predict-choice"});
      var input = el("input", {type: "radio", name: "adj-predict-" + index, id: id, value: valueOf(alt)});
      row.appendChild(input);
      row.appendChild(el("label", {"for": id}, alt.label));
      fieldset.appendChild(row);
    });
    form.appendChild(fieldset);
    form.appendChild(el("button", {type: "submit", "class": "adj-button"}, "Check"));
    form.addEventListener("submit", function (event) {
      event.preventDefault();
      var picked = form.querySelector("input[type=radio]:checked");
      if (!picked) {
        feedback.textContent = "Pick one of the answers first.";
        return;
      }
      answer(index, picked.value);
    });
    box.appendChild(form);
    if (focus) focusQuestion();
  }

  function answer(index, value) {
    var q = questions[index];
    var right = value === String(q.answer);
    var here = q.answer_step === stepper.current();  // the rules give no later step (an ability that does not trigger)
    answered[index] = true;
    score(q, right);
    box.textContent = "";
    feedback.textContent = "";
    if (right) {
      feedback.className = "adj-predict-feedback adj-predict-right";
      feedback.appendChild(el("p", {}, "Right: " + labelOf(q, q.answer) + "."));
      var because = el("p", {"class": "adj-predict-rule"});
      ruleLine(q, because);
      feedback.appendChild(because);
      stepper.go(q.answer_step);
      if (!box.querySelector("input[type=radio]")) {  // no other question asked here: the keyboard goes on
        var next = section.querySelector('[data-go="next"][href]') || section.querySelector('[data-go="previous"][href]');
        if (next) next.focus();
      }
    } else {
      feedback.className = "adj-predict-feedback adj-predict-wrong";
      feedback.appendChild(el("p", {}, "Not this time: you picked " + labelOf(q, value) + ". The rules give " +
                                        labelOf(q, String(q.answer)) + "."));
      var rule = el("p", {"class": "adj-predict-rule"});
      ruleLine(q, rule);
      feedback.appendChild(rule);
      feedback.appendChild(el("p", {"class": "adj-predict-step"},
                              here ? "Why: " + q.answer_text : "Step " + q.answer_step + ": " + q.answer_text));
      var go = el("button", {type: "button", "class": "adj-button"}, here ? "Go on" : "Go to step " + q.answer_step);
      go.addEventListener("click", function () {
        stepper.go(q.answer_step);
        if (box.querySelector("input[type=radio]")) return focusQuestion();
        var next = section.querySelector('[data-go="next"][href]');
        if (next) next.focus();
      });
      feedback.appendChild(go);
      go.focus();
    }
    showReview();
  }

  function render(n, focus) {
    box.textContent = "";
    if (!on) return;
    var index = pendingAt(n);
    if (index >= 0) ask(index, focus);  // the last answer's feedback stays until the next is checked
  }

  function showReview() {
    review.textContent = "";
    if (!on) return;
    var scores = read(SCORES, {});
    var rules = Object.keys(scores).filter(function (r) { return scores[r].wrong > 0; });
    rules.sort(function (a, b) {
      return (scores[b].wrong - scores[b].right) - (scores[a].wrong - scores[a].right) || (a < b ? -1 : 1);
    });
    var total = Object.keys(scores).reduce(function (sum, r) { return sum + scores[r].right + scores[r].wrong; }, 0);
    var right = Object.keys(scores).reduce(function (sum, r) { return sum + scores[r].right; }, 0);
    if (!total) return;
    review.appendChild(el("p", {}, "Your score in this browser: " + right + " right of " + total + "."));
    if (!rules.length) return;
    review.appendChild(el("h3", {}, "Rules to review"));
    var list = el("ul");
    rules.forEach(function (r) {
      var s = scores[r];
      var item = el("li");
      if (s.url) item.appendChild(el("a", {href: s.url}, s.label));
      else item.appendChild(document.createTextNode(s.label));
      item.appendChild(document.createTextNode(" — " + s.right + " right, " + s.wrong + " wrong"));
      if (s.examples) {
        item.appendChild(document.createTextNode(" · "));
        item.appendChild(el("a", {href: s.examples}, "examples citing it"));
      }
      list.appendChild(item);
    });
    review.appendChild(list);
  }

  toggle.addEventListener("click", function () {
    on = !on;
    write(MODE, on);
    toggle.setAttribute("aria-pressed", String(on));
    feedback.textContent = "";
    render(stepper.current(), false);
    showReview();
  });

  render(stepper.current(), false);
  showReview();
})();
