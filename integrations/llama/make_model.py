#!/usr/bin/python3
"""Writes a GGUF model of the Qwen2 architecture with RANDOM weights, for plumbing tests.

The model judges nothing: its weights are seeded noise. It exists so that the LLM reviewer's
tests and benchmarks run a real llama.cpp runtime (node-llama-cpp's prebuilt binaries) on a
model of a real architecture with a real tokenizer and chat template.

The tokenizer (Qwen2's BPE vocabulary and merges) and the chat template are copied from
`models/ggml-vocab-qwen2.gguf` of the llama.cpp source tree that the npm package node-llama-cpp
ships as a git bundle (node_modules/node-llama-cpp/llama/gitRelease.bundle). The GGUF file is
written with llama.cpp's own Python writer, `gguf-py`, taken from the same bundle. Both are
extracted on first use into node_modules/.llama-src/ (gitignored; `git` is needed for that).

Shapes:
  tiny  2 layers, hidden 64, 4 heads (2 KV heads), FFN 256: loads and generates fast
  0.5b  Qwen2-0.5B's dims: 24 layers, hidden 896, 14 heads (2 KV heads), FFN 4864

Types: f16, q8_0, q4_0 (quantized in numpy by gguf-py), q4_k_m (written as f16, then quantized
by llama.cpp's own llama_model_quantize() in the prebuilt libllama shipped by the npm package
@node-llama-cpp/linux-x64, called through ctypes).

A fixed --seed gives a byte-identical file (for a given numpy version: the normal samples come
from numpy's PCG64 Generator).

Usage: /usr/bin/python3 integrations/llama/make_model.py [--shape tiny|0.5b] [--type f16|q8_0|q4_0|q4_k_m]
                                                         [--seed N] [--out FILE]
"""

from __future__ import annotations

import argparse
import ctypes
import glob
import hashlib
import os
import shutil
import subprocess
import sys
import tarfile
import tempfile
import time
import types

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
NODE_MODULES = os.path.join(HERE, "node_modules")
BUNDLE = os.path.join(NODE_MODULES, "node-llama-cpp", "llama", "gitRelease.bundle")
SRC_DIR = os.path.join(NODE_MODULES, ".llama-src")
VOCAB_REL = "models/ggml-vocab-qwen2.gguf"
# What is taken from the bundle: the GGUF Python package, the Qwen2 vocabulary, the C API header
# (documentation of the llama_model_quantize_params layout used below).
EXTRACT = ["gguf-py", VOCAB_REL, "include/llama.h"]

SHAPES = {
    "tiny": dict(n_layer=2, n_embd=64, n_head=4, n_head_kv=2, n_ff=256, n_ctx=4096),
    "0.5b": dict(n_layer=24, n_embd=896, n_head=14, n_head_kv=2, n_ff=4864, n_ctx=32768),
}
ROPE_FREQ_BASE = 1000000.0
RMS_EPS = 1e-6
INIT_STD = 0.02

# The Qwen2 *instruct* models end a turn with <|im_end|>; the vocab-only file names
# <|endoftext|> as EOS. Use the instruct convention so that a reply ends at <|im_end|>.
IM_END = "<|im_end|>"
ENDOFTEXT = "<|endoftext|>"

# llama.cpp's llama_ftype values (include/llama.h).
LLAMA_FTYPE = {"f16": 1, "q4_0": 2, "q8_0": 7, "q4_k_m": 15}


def log(msg: str) -> None:
    print(f"make_model: {msg}", file=sys.stderr, flush=True)


def ensure_llama_src() -> str:
    """Extracts gguf-py and the Qwen2 vocab from node-llama-cpp's llama.cpp bundle (once)."""
    stamp = os.path.join(SRC_DIR, ".extracted")
    bundle_id = ""
    if os.path.isfile(BUNDLE):
        st = os.stat(BUNDLE)
        bundle_id = f"{st.st_size}"
        with open(BUNDLE, "rb") as f:
            bundle_id += ":" + hashlib.sha256(f.read(1 << 20)).hexdigest()
    if os.path.isfile(stamp) and open(stamp).read() == bundle_id and bundle_id:
        return SRC_DIR
    if not bundle_id:
        sys.exit(f"make_model: no llama.cpp bundle at {BUNDLE}: run integrations/llama/install.sh")
    if shutil.which("git") is None:
        sys.exit("make_model: `git` is needed to read node-llama-cpp's llama.cpp bundle")
    log(f"extracting {', '.join(EXTRACT)} from {os.path.relpath(BUNDLE, HERE)}")
    tmp = tempfile.mkdtemp(prefix="llama-bundle-")
    try:
        git = ["git", "--git-dir", os.path.join(tmp, "repo.git")]
        env = dict(os.environ, GIT_TERMINAL_PROMPT="0")
        subprocess.run(["git", "init", "-q", "--bare", os.path.join(tmp, "repo.git")],
                       check=True, env=env)
        subprocess.run(git + ["fetch", "-q", BUNDLE, "HEAD"], check=True, env=env)
        tar_path = os.path.join(tmp, "src.tar")
        with open(tar_path, "wb") as out:
            subprocess.run(git + ["archive", "--format=tar", "FETCH_HEAD"] + EXTRACT,
                           check=True, stdout=out, env=env)
        shutil.rmtree(SRC_DIR, ignore_errors=True)
        os.makedirs(SRC_DIR)
        with tarfile.open(tar_path) as tar:
            tar.extractall(SRC_DIR)
        with open(stamp, "w") as f:
            f.write(bundle_id)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    return SRC_DIR


def import_gguf(src: str):
    sys.path.insert(0, os.path.join(src, "gguf-py"))
    try:
        import yaml  # noqa: F401  (gguf.metadata imports it; the writer never uses it)
    except ImportError:
        sys.modules["yaml"] = types.ModuleType("yaml")
    import gguf  # type: ignore
    return gguf


def read_vocab(gguf, path: str) -> dict:
    r = gguf.GGUFReader(path)
    f = r.fields
    get = lambda k: f[k].contents()  # noqa: E731
    return {
        "model": get("tokenizer.ggml.model"),
        "pre": get("tokenizer.ggml.pre"),
        "tokens": get("tokenizer.ggml.tokens"),
        "token_type": get("tokenizer.ggml.token_type"),
        "merges": get("tokenizer.ggml.merges"),
        "chat_template": get("tokenizer.chat_template"),
    }


def build_tensors(shape: dict, seed: int):
    """Yields (name, float32 array in numpy (rows=out, cols=in) order) in file order."""
    rng = np.random.default_rng(seed)
    n_vocab = shape["n_vocab"]
    e, ff, L = shape["n_embd"], shape["n_ff"], shape["n_layer"]
    head_dim = e // shape["n_head"]
    kv = head_dim * shape["n_head_kv"]
    resid_std = INIT_STD / np.sqrt(2.0 * L)  # GPT-2-style scaling of the residual projections

    def normal(rows: int, cols: int | None = None, std: float = INIT_STD) -> np.ndarray:
        size = (rows,) if cols is None else (rows, cols)
        a = rng.standard_normal(size=size, dtype=np.float32)
        a *= np.float32(std)
        return a

    ones = lambda n: np.ones((n,), dtype=np.float32)  # noqa: E731
    # Tied embeddings (like Qwen2-0.5B): no output.weight, llama.cpp reuses token_embd.
    yield "token_embd.weight", normal(n_vocab, e)
    yield "output_norm.weight", ones(e)
    for i in range(L):
        p = f"blk.{i}."
        yield p + "attn_norm.weight", ones(e)
        yield p + "attn_q.weight", normal(e, e)
        yield p + "attn_q.bias", normal(e)
        yield p + "attn_k.weight", normal(kv, e)
        yield p + "attn_k.bias", normal(kv)
        yield p + "attn_v.weight", normal(kv, e)
        yield p + "attn_v.bias", normal(kv)
        yield p + "attn_output.weight", normal(e, e, resid_std)
        yield p + "ffn_norm.weight", ones(e)
        yield p + "ffn_gate.weight", normal(ff, e)
        yield p + "ffn_up.weight", normal(ff, e)
        yield p + "ffn_down.weight", normal(e, ff, resid_std)


def write_gguf(gguf, out: str, shape_name: str, wtype: str, seed: int, vocab: dict) -> None:
    shape = dict(SHAPES[shape_name])
    shape["n_vocab"] = len(vocab["tokens"])
    tokens = vocab["tokens"]
    im_end, eot = tokens.index(IM_END), tokens.index(ENDOFTEXT)

    qtypes = {"f16": gguf.GGMLQuantizationType.F16, "q8_0": gguf.GGMLQuantizationType.Q8_0,
              "q4_0": gguf.GGMLQuantizationType.Q4_0}
    qtype = qtypes[wtype]

    w = gguf.GGUFWriter(out, "qwen2")
    w.add_name(f"agentrl random-weight qwen2 {shape_name} (seed {seed})")
    w.add_description("Random weights of the Qwen2 architecture with Qwen2's tokenizer: "
                      "for plumbing tests only, it judges nothing.")
    w.add_context_length(shape["n_ctx"])
    w.add_embedding_length(shape["n_embd"])
    w.add_block_count(shape["n_layer"])
    w.add_feed_forward_length(shape["n_ff"])
    w.add_head_count(shape["n_head"])
    w.add_head_count_kv(shape["n_head_kv"])
    w.add_rope_freq_base(ROPE_FREQ_BASE)
    w.add_layer_norm_rms_eps(RMS_EPS)
    w.add_file_type(LLAMA_FTYPE[wtype])
    w.add_tokenizer_model(vocab["model"])
    w.add_tokenizer_pre(vocab["pre"])
    w.add_token_list(tokens)
    w.add_token_types(vocab["token_type"])
    w.add_token_merges(vocab["merges"])
    w.add_bos_token_id(eot)
    w.add_eos_token_id(im_end)
    w.add_pad_token_id(eot)
    w.add_add_bos_token(False)
    w.add_chat_template(vocab["chat_template"])

    for name, arr in build_tensors(shape, seed):
        if arr.ndim == 1:
            w.add_tensor(name, arr)  # norms and biases stay F32 (as llama.cpp's converter does)
        elif qtype == gguf.GGMLQuantizationType.F16:
            w.add_tensor(name, arr.astype(np.float16))
        else:
            w.add_tensor(name, gguf.quants.quantize(arr, qtype), raw_dtype=qtype)

    w.write_header_to_file()
    w.write_kv_data_to_file()
    w.write_tensors_to_file()
    w.close()


class QuantizeParams(ctypes.Structure):
    # struct llama_model_quantize_params (include/llama.h of the bundled llama.cpp)
    _fields_ = [
        ("nthread", ctypes.c_int32),
        ("ftype", ctypes.c_int),
        ("output_tensor_type", ctypes.c_int),
        ("token_embedding_type", ctypes.c_int),
        ("allow_requantize", ctypes.c_bool),
        ("quantize_output_tensor", ctypes.c_bool),
        ("only_copy", ctypes.c_bool),
        ("pure", ctypes.c_bool),
        ("keep_split", ctypes.c_bool),
        ("dry_run", ctypes.c_bool),
        ("imatrix", ctypes.c_void_p),
        ("kv_overrides", ctypes.c_void_p),
        ("tt_overrides", ctypes.c_void_p),
        ("prune_layers", ctypes.c_void_p),
        ("max_buf_size", ctypes.c_size_t),
    ]


def llama_quantize(src: str, dst: str, wtype: str) -> None:
    """llama.cpp's own quantizer: llama_model_quantize() in the prebuilt libllama."""
    libs = sorted(glob.glob(os.path.join(NODE_MODULES, "@node-llama-cpp", "linux-x64", "bins",
                                         "linux-x64", "libllama.v*.so")))
    if not libs:
        sys.exit("make_model: no prebuilt libllama under node_modules/@node-llama-cpp/linux-x64: "
                 "run integrations/llama/install.sh")
    header = open(os.path.join(SRC_DIR, "include", "llama.h")).read()
    if "size_t max_buf_size;" not in header:
        sys.exit("make_model: the bundled llama.h's llama_model_quantize_params differs from the "
                 "layout this script knows; update QuantizeParams")
    lib = ctypes.CDLL(libs[-1])
    lib.llama_model_quantize_default_params.restype = QuantizeParams
    lib.llama_model_quantize.argtypes = [ctypes.c_char_p, ctypes.c_char_p,
                                         ctypes.POINTER(QuantizeParams)]
    lib.llama_model_quantize.restype = ctypes.c_uint32
    lib.llama_backend_init()
    params = lib.llama_model_quantize_default_params()
    params.ftype = LLAMA_FTYPE[wtype]
    params.nthread = os.cpu_count() or 1
    rc = lib.llama_model_quantize(src.encode(), dst.encode(), ctypes.byref(params))
    if rc != 0:
        sys.exit(f"make_model: llama_model_quantize failed ({rc})")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--shape", choices=sorted(SHAPES), default="tiny")
    ap.add_argument("--type", dest="wtype", choices=["f16", "q8_0", "q4_0", "q4_k_m"],
                    default="f16")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--out", help="default: integrations/llama/models/qwen2-<shape>-random-<type>.gguf")
    args = ap.parse_args()
    out = os.path.abspath(args.out or os.path.join(
        HERE, "models", f"qwen2-{args.shape}-random-{args.wtype}.gguf"))
    os.makedirs(os.path.dirname(out), exist_ok=True)

    t0 = time.monotonic()
    src = ensure_llama_src()
    gguf = import_gguf(src)
    vocab = read_vocab(gguf, os.path.join(src, VOCAB_REL))

    tmp_out = out + ".part"
    if args.wtype == "q4_k_m":
        f16_tmp = out + ".f16.part"
        write_gguf(gguf, f16_tmp, args.shape, "f16", args.seed, vocab)
        try:
            llama_quantize(f16_tmp, tmp_out, args.wtype)
        finally:
            os.unlink(f16_tmp)
    else:
        write_gguf(gguf, tmp_out, args.shape, args.wtype, args.seed, vocab)
    os.replace(tmp_out, out)
    log(f"wrote {out} ({os.path.getsize(out) / 2**20:.1f} MiB, shape {args.shape}, "
        f"type {args.wtype}, seed {args.seed}) in {time.monotonic() - t0:.1f} s")


if __name__ == "__main__":
    main()
