"""Outcomes shaped like the engine's output, for the diagram tests."""


def effect(effect_id, kind, label, n, chosen=False):
    return {"id": effect_id, "label": label, "kind": kind, "n": n, "depth": 0, "path": "1",
            "card": None, "chosen": chosen, "rule": None}


def link(source, target, kind="when"):
    return {"from": source, "to": target, "kind": kind}


def step(n, effect_id, kind, text, depth=0, path="1", rule=None):
    return {"n": n, "effect": effect_id, "path": path, "depth": depth, "kind": kind,
            "text": text, "rule": rule}


def alexander_threatens():
    """A chain with branches, a "first" effect and a Counter/Gambit phase.

    Alexander's Showdown goes first; his threaten then causes two alerts
    (Odysseus picks Rapid Processing first, whose draw causes Flurry of
    Fists' alert), Nuclear Breath, and the Counter/Gambit phase, which the
    rules put last; in the phase two counters and a gambit are used; when the
    phase ends Odysseus takes the damage and is taken down.
    """
    nodes = [
        effect("start", "action", "Alexander threatens Odysseus", 2),
        effect("showdown", "first", "Alexander's Showdown: play a Showdown card", 1),
        effect("alert:rapid-processing", "alert", "Rapid Processing: Wrangler draws and discards", 3, chosen=True),
        effect("alert:flurry-of-fists", "alert", "Flurry of Fists: Wrangler draws a card", 4),
        effect("nuclear-breath", "when", "Nuclear Breath: trash the nearest Union card", 5, chosen=True),
        effect("cg:odysseus", "phase", "Counter/Gambit phase: 5 damage to Odysseus", 6),
        effect("trojan-horse", "counter", "Trojan Horse: gain defense, draw 2", 7),
        effect("clever-captain", "counter", "Clever Captain: gain 2 defense", 8),
        effect("blinding-gambit", "gambit", "Blinding Gambit: gain 1 defense", 9),
        effect("taken-down:odysseus", "taken-down", "Odysseus is taken down", 10),
    ]
    edges = [
        link("showdown", "start", "first"),
        link("start", "alert:rapid-processing"),
        link("alert:rapid-processing", "alert:flurry-of-fists"),
        link("start", "nuclear-breath"),
        link("start", "cg:odysseus"),
        link("cg:odysseus", "trojan-horse", "phase"),
        link("cg:odysseus", "clever-captain", "phase"),
        link("cg:odysseus", "blinding-gambit", "phase"),
        link("cg:odysseus", "taken-down:odysseus"),
    ]
    steps = [
        step(1, "showdown", "begin", "Alexander's Showdown goes first", rule="union-city-alliance#first-effects"),
        step(2, "showdown", "end", "Showdown resolved"),
        step(3, "start", "begin", "Alexander threatens Odysseus"),
        step(4, "start", "trigger", "Rapid Processing's alert triggers", rule="union-city-alliance#when-effects"),
        step(5, "start", "phase", "damage to Odysseus opens a Counter/Gambit phase, left for last",
             rule="union-city-alliance#counter-and-gambit-phases"),
        step(6, "start", "choice", "Odysseus resolves Rapid Processing first", rule="union-city-alliance#branches"),
        step(7, "alert:rapid-processing", "begin", "Rapid Processing", depth=1, path="1.1"),
        step(8, "alert:flurry-of-fists", "begin", "Flurry of Fists", depth=2, path="1.1.1"),
        step(9, "cg:odysseus", "phase", "the phase opens", depth=1, path="1.3",
             rule="union-city-alliance#counter-and-gambit-phases"),
        step(10, "trojan-horse", "modifier", "defense 2 -> 4", depth=2, path="1.3.1"),
    ]
    return {
        "resolution_order": [node["id"] for node in sorted(nodes, key=lambda node: node["n"])],
        "steps": steps,
        "tree": {"nodes": nodes, "edges": edges},
    }
