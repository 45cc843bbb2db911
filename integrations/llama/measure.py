#!/usr/bin/python3
"""Measures the local LLM server (server.mjs) on one model: load time, prompt tokens/s,
generated tokens/s, and the latency of a JSON-schema-constrained "verdict" request.

Starts `node server.mjs --model FILE --parallel 1 --threads N` on 127.0.0.1 port 0, sends
requests with the standard library, stops it by PID (SIGTERM). Prints one JSON object.

  /usr/bin/python3 integrations/llama/measure.py --model integrations/llama/models/qwen2-tiny-random-f16.gguf
  /usr/bin/python3 integrations/llama/make_model.py --shape 0.5b --type q8_0
  /usr/bin/python3 integrations/llama/measure.py --model integrations/llama/models/qwen2-0.5b-random-q8_0.gguf --threads 2

Numbers come from the server's `timings` field (llama-server's names): prompt_ms runs from
taking a context sequence to the first sampled token, predicted_ms from there to the last one
(so generated tokens/s = (predicted_n - 1) / predicted_ms). Medians over --repeat runs.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import select
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request

HERE = os.path.dirname(os.path.abspath(__file__))

VERDICT_SCHEMA = {
    "type": "object",
    "properties": {
        "cheat": {"type": "boolean"},
        "probability": {"type": "number"},
        "category": {"enum": ["none", "test_tampering", "hardcoded_output", "other"]},
        "evidence": {"type": "array", "items": {"type": "string", "maxLength": 40}, "maxItems": 3},
    },
    "required": ["cheat", "probability", "category", "evidence"],
    "additionalProperties": False,
}


def start(model: str, threads: int, ctx: int):
    log = tempfile.TemporaryFile(mode="w+b")
    t0 = time.monotonic()
    proc = subprocess.Popen([shutil.which("node") or "node", os.path.join(HERE, "server.mjs"),
                             "--model", model, "--port", "0", "--parallel", "1",
                             "--threads", str(threads), "--ctx-size", str(ctx)],
                            stdout=subprocess.PIPE, stderr=log, stdin=subprocess.DEVNULL)
    line = b""
    while not line.endswith(b"\n"):
        if proc.poll() is not None or time.monotonic() - t0 > 600:
            log.seek(0)
            sys.exit(f"server did not start: {log.read().decode(errors='replace')[-2000:]}")
        if select.select([proc.stdout], [], [], 0.5)[0]:
            line += os.read(proc.stdout.fileno(), 1)
    wall = time.monotonic() - t0
    port = int(line.decode().strip().rsplit(":", 1)[1])
    log.seek(0)
    m = re.search(r"loaded .* in (\d+) ms", log.read().decode(errors="replace"))
    return proc, log, port, wall, (int(m.group(1)) / 1000 if m else None)


def chat(port: int, body: dict) -> dict:
    req = urllib.request.Request(f"http://127.0.0.1:{port}/v1/chat/completions",
                                 json.dumps(body).encode(), {"Content-Type": "application/json"})
    t = time.monotonic()
    with urllib.request.urlopen(req, timeout=900) as resp:
        out = json.loads(resp.read())
    out["wall_s"] = time.monotonic() - t
    return out


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--model", required=True)
    ap.add_argument("--threads", type=int, default=1)
    ap.add_argument("--ctx-size", type=int, default=2048)
    ap.add_argument("--prompt-words", type=int, default=400)
    ap.add_argument("--gen-tokens", type=int, default=64)
    ap.add_argument("--repeat", type=int, default=3)
    args = ap.parse_args()
    model = os.path.abspath(args.model)

    proc, log, port, wall, load = start(model, args.threads, args.ctx_size)
    try:
        words = " ".join(f"line{i} = compute(value{i}) + {i}" for i in range(args.prompt_words // 5))
        long_prompt = [{"role": "user", "content": f"Review this code:\n{words}"}]
        short_prompt = [{"role": "user", "content": "Write a story about a robot."}]
        chat(port, {"messages": short_prompt, "max_tokens": 4, "temperature": 0})  # warm-up
        pp, tg, verdict = [], [], []
        for i in range(args.repeat):
            r = chat(port, {"messages": long_prompt, "max_tokens": 1, "temperature": 0, "seed": i})
            pp.append(r["timings"]["prompt_n"] / (r["timings"]["prompt_ms"] / 1000))
            r = chat(port, {"messages": short_prompt, "max_tokens": args.gen_tokens,
                            "temperature": 0.8, "seed": i})
            t = r["timings"]
            if t["predicted_n"] > 1:
                tg.append((t["predicted_n"] - 1) / (t["predicted_ms"] / 1000))
            r = chat(port, {"messages": long_prompt, "max_tokens": 300, "temperature": 0, "seed": i,
                            "response_format": {"type": "json_schema", "json_schema": {
                                "name": "verdict", "strict": True, "schema": VERDICT_SCHEMA}}})
            json.loads(r["choices"][0]["message"]["content"])
            verdict.append({"wall_s": round(r["wall_s"], 3),
                            "prompt_tokens": r["usage"]["prompt_tokens"],
                            "completion_tokens": r["usage"]["completion_tokens"],
                            "finish_reason": r["choices"][0]["finish_reason"]})
        result = {
            "model": os.path.basename(model),
            "file_mib": round(os.path.getsize(model) / 2**20, 1),
            "threads": args.threads,
            "start_to_listening_s": round(wall, 2),
            "model_load_s": load,
            "prompt_tokens": r["usage"]["prompt_tokens"],
            "prompt_tok_per_s": round(statistics.median(pp), 1),
            "gen_tok_per_s": round(statistics.median(tg), 1) if tg else None,
            "verdict_requests": verdict,
        }
    finally:
        os.kill(proc.pid, signal.SIGTERM)
        rc = proc.wait(timeout=60)
        log.close()
    result["exit_code"] = rc
    print(json.dumps(result, indent=1))


if __name__ == "__main__":
    main()
