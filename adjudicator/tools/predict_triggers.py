"""Predict mode's "Does X trigger here?" questions, from an outcome's `trigger_checks` (docs in predict.py)."""

KIND_TRIGGERS = "triggers"
YES, NO = "yes", "no"
ALTERNATIVES = [{"value": YES, "label": "Yes, it triggers here"}, {"value": NO, "label": "No, it does not trigger here"}]


def trigger_questions(outcome: dict, questions: list, skipped: list) -> None:
    """Add a question per check the rules decide, in the order the events happened."""
    steps = outcome.get("steps") or []
    asked = set()   # (ability, answer, rule): one ability is asked once per answer and rule
    for check in outcome.get("trigger_checks") or []:
        event_step = check.get("step")
        if not isinstance(event_step, int) or not 1 <= event_step <= len(steps):
            continue
        verdict, label = check.get("verdict"), check.get("label") or check.get("ability")
        if verdict == "declined":
            skipped.append((event_step, f"the player declines {label} (a choice)"))
            continue
        if verdict == "triggered":
            question = _yes(check, steps, label)
        else:
            question = _no(check, steps, label)
        if isinstance(question, str):
            skipped.append((event_step, question))
            continue
        key = (check.get("ability"), question["answer"], question["rule"])
        if key in asked:
            skipped.append((event_step, f"{label} was asked about already, with the same answer and rule"))
            continue
        asked.add(key)
        questions.append(question)


def _yes(check: dict, steps: list, label: str):
    trigger_step = check.get("trigger_step")
    if not isinstance(trigger_step, int) or not 1 <= trigger_step <= len(steps):
        return f"the trigger step of {label} is not in the trace"
    step = steps[trigger_step - 1]
    if not step.get("rule"):
        return f"the trigger step of {label} cites no rule"
    # asked while the event is shown; an interrupt triggers before its event's step: just before its trigger
    at = check["step"] if trigger_step > check["step"] else trigger_step - 1
    if at < 1:
        return f"{label} triggers before anything is shown"
    return _question(check, label, at, trigger_step, step.get("text", ""), YES, step.get("rule"), step.get("quote"),
                     trigger_step)


def _no(check: dict, steps: list, label: str):
    if not check.get("rule"):
        return f"no rule the model cites decides that {label} does not trigger ({check.get('verdict')})"
    why = check.get("why")
    text = f"{label} does not trigger here" + (f": {why}" if why else "")
    return _question(check, label, check["step"], check["step"], text, NO, check.get("rule"), check.get("quote"), None)


def _question(check, label, at, answer_step, answer_text, answer, rule, quote, rule_step):
    return {
        "kind": KIND_TRIGGERS,
        "prompt": f"Does “{label}” trigger here?",
        "at": at,
        "answer_step": answer_step,
        "answer_text": answer_text,
        "alternatives": [dict(a) for a in ALTERNATIVES],
        "answer": answer,
        "ability": check.get("ability"),
        "event_step": check["step"],
        "verdict": check.get("verdict"),
        "rule": rule,
        "quote": quote,
        "rule_step": rule_step,
    }
