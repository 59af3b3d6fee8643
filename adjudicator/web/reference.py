"""The editor's reference panel: each game's timing classes, ops and events, generated from the timing model's
own definitions (`model.classes`, `model.ops` — each OpDef's fields, events, doc and example —,
`model.events()` and the closed word lists of `model.vocabularies`), so the panel can never list an op the engine does not run or miss one it does; and the
expression language's functions (`adjudicator.expr.FUNCTION_DOCS`)."""
from functools import cache

import yaml

from adjudicator.expr import FUNCTION_DOCS
from adjudicator.timing import registry
from adjudicator.timing.base import zones_for, zones_note
from adjudicator.timing.op_fields import describe_field


def _zones(zones):
    return "any zone" if zones is None else ", ".join(zones)


def _example(opdef):
    """The op's example as a scenario writes it (a `do:` list item), or ""."""
    example = getattr(opdef, "example", None)
    if not example:
        return ""
    if isinstance(example, str):
        return example
    return yaml.safe_dump([example], default_flow_style=None, sort_keys=False, allow_unicode=True, width=100).strip()


def _fields(model, op, opdef):
    """[(name, required, what it is)] of an op's fields, when its reader declares them (read_fields), else []."""
    fields = getattr(opdef.read, "fields", None) or {}
    return [(name, required, describe_field(model, op, name)) for name, required in fields.items()]


@cache
def reference(slug):
    """{"slug", "title", "classes", "ops", "events"} for one game (cached: the models do not change)."""
    model = registry.load(slug)()
    classes = [{
        "name": name,
        "needs_on": name in model.classes_needing_on,
        "usable": name in model.usable_classes,
        "zones": _zones(zones_for(model, name)),
        "zones_note": zones_note(model, name),
    } for name in model.classes]
    ops = []
    for name, opdef in sorted(model.ops.items()):
        if opdef.internal:
            continue
        ops.append({
            "name": name,
            "fields": _fields(model, name, opdef),
            "shorthand": getattr(opdef.read, "shorthand", None),
            "emits": [event.name for event in opdef.emits],
            "doc": opdef.doc or "",
            "example": _example(opdef),
        })
    events = [{"name": name, "fields": list(fields)} for name, fields in sorted(model.events().items())]
    vocabularies = [vocabulary_entry(model, v) for v in model.vocabularies]
    zones = list(model.zone_names)
    functions = [{"name": name, "call": call, "doc": doc, "example": example}
                 for name, (call, doc, example) in sorted(FUNCTION_DOCS.items())]
    declared = model.entity_properties  # the closed list of entity property names, where the game has one
    properties = None if declared is None else {
        "names": [{"name": name, "what": what} for name, what in declared.names],
        "prefixes": [{"name": name, "what": what} for name, what in declared.prefixes]}
    return {"slug": slug, "title": model.title or slug, "classes": classes, "ops": ops, "events": events,
            "vocabularies": vocabularies, "properties": properties, "zones": zones, "functions": functions}


def vocabulary_entry(model, vocabulary):
    """One closed list of words as the panel shows it: the words the model resolves (a numbered one as
    `retaliate X`) and the rulebook's words it refuses, with the entry that defines each."""
    return {
        "prop": vocabulary.prop,
        "what": vocabulary.what,
        "words": [vocabulary.shown(w) for w in vocabulary.words],
        "refused": [{"word": f"{u.word} X" if u.numbered else u.word, "entry": u.entry,
                     "cite": f"{model.slug}#{u.anchor}", "instead": u.instead} for u in vocabulary.unmodelled],
    }


def all_references():
    """The reference of every game, in the registry's order."""
    return [reference(slug) for slug in registry.available()]
