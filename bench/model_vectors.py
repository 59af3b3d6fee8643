"""Fixed questions and passages through each runtime, their vectors' bytes to one file (issue 28: proof that a
change to how the model is loaded changes no bit).

    .venv/bin/python bench/model_vectors.py OUT.npz      # then compare two runs: cmp BEFORE.npz AFTER.npz
"""
import hashlib
import os
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")

QUESTIONS = ["can I move diagonally", "what happens when a villain scheme reaches its threshold",
             "does stun stop an attack", "exhaust a card to use its ability", "how many cards do I draw",
             "tough status card", "When is a hero defeated?", "retaliate", "Who goes first?",
             "can the same event be played twice in one phase"]
PASSAGES = [" ".join(QUESTIONS[i:i + 4]) * (1 + i) for i in range(len(QUESTIONS))] + QUESTIONS


def main(argv: list[str]) -> int:
    import django

    django.setup()
    from rulesapp.search.semantic.model import SentenceModel

    arrays = {}
    for runtime in ("onnx-int8", "onnx", "numpy"):
        model = SentenceModel(runtime=runtime)
        assert model.runtime == runtime, model.fallback
        arrays[f"{runtime}.questions"] = model.encode_questions(QUESTIONS)
        if runtime == "numpy":
            arrays["passages"] = model.encode(PASSAGES)
    with open(argv[0], "wb") as handle:
        for name in sorted(arrays):
            handle.write(name.encode() + b"\0" + arrays[name].tobytes())
    for name in sorted(arrays):
        print(name, arrays[name].shape, hashlib.sha256(arrays[name].tobytes()).hexdigest()[:16])
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
