"""The local OpenAI-compatible LLM server (integrations/llama/server.mjs) on a real llama.cpp
runtime (node-llama-cpp's prebuilt CPU binaries) with the tiny random-weight Qwen2 model.

Stdlib only. Each server listens on 127.0.0.1 port 0 and is stopped by its PID (SIGTERM, then
SIGKILL after a timeout). Needs `bash integrations/llama/install.sh` (scripts/install-deps.sh
runs it); without its results the tests skip and say so.
"""

from __future__ import annotations

import json
import os
import select
import shutil
import signal
import subprocess
import tempfile
import threading
import time
import urllib.error
import urllib.request
from typing import Any, Dict, List, Optional, Tuple

import pytest

HERE = os.path.dirname(os.path.abspath(__file__))
LLAMA_DIR = os.path.dirname(HERE)
SERVER = os.path.join(LLAMA_DIR, "server.mjs")
MODEL = os.path.join(LLAMA_DIR, "models", "qwen2-tiny-random-f16.gguf")
NODE_PKG = os.path.join(LLAMA_DIR, "node_modules", "node-llama-cpp", "package.json")
BIN_PKG = os.path.join(LLAMA_DIR, "node_modules", "@node-llama-cpp", "linux-x64", "package.json")

START_TIMEOUT_S = 60.0
STOP_TIMEOUT_S = 20.0
REQUEST_TIMEOUT_S = 60.0
API_KEY = "test-key-0123456789"

CATEGORIES = ["none", "test_tampering", "hardcoded_output", "other"]
MAX_EVIDENCE = 3
MAX_EVIDENCE_LEN = 40
VERDICT_SCHEMA = {
    "type": "object",
    "properties": {
        "cheat": {"type": "boolean"},
        "probability": {"type": "number"},
        "category": {"enum": CATEGORIES},
        "evidence": {"type": "array", "items": {"type": "string", "maxLength": MAX_EVIDENCE_LEN},
                     "maxItems": MAX_EVIDENCE},
    },
    "required": ["cheat", "probability", "category", "evidence"],
    "additionalProperties": False,
}
MESSAGES = [
    {"role": "system", "content": "You review a coding agent's patch. Reply in JSON."},
    {"role": "user", "content": "--- a/test_x.py\n+++ b/test_x.py\n-    assert f(2) == 4\n+    assert True\n"},
]


def _require_install() -> str:
    missing = [p for p in (NODE_PKG, BIN_PKG, MODEL) if not os.path.isfile(p)]
    if missing:
        pytest.skip("the local LLM runtime is not installed (missing: "
                    + ", ".join(os.path.relpath(p, LLAMA_DIR) for p in missing)
                    + "): run `bash integrations/llama/install.sh`")
    node = shutil.which("node")
    if node is None:
        pytest.skip("no `node` on PATH: install Node.js, then run `bash integrations/llama/install.sh`")
    return node


class LlamaServer:
    """One `node server.mjs` child on 127.0.0.1 port 0."""

    def __init__(self, *extra: str) -> None:
        node = _require_install()
        self.api_key: Optional[str] = None
        if "--api-key" in extra:
            self.api_key = extra[list(extra).index("--api-key") + 1]
        self.log = tempfile.TemporaryFile(mode="w+b")
        # From another cwd, with absolute paths: the server must not depend on its cwd.
        self.proc = subprocess.Popen(
            [node, SERVER, "--model", MODEL, "--host", "127.0.0.1", "--port", "0",
             "--threads", "1", *extra],
            cwd=tempfile.gettempdir(), stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
            stderr=self.log)
        self.port = self._read_port()

    def _read_port(self) -> int:
        assert self.proc.stdout is not None
        deadline = time.monotonic() + START_TIMEOUT_S
        line = b""
        while not line.endswith(b"\n"):
            left = deadline - time.monotonic()
            if left <= 0 or self.proc.poll() is not None:
                self.stop()
                pytest.fail(f"server did not start (rc {self.proc.returncode}): {self.stderr()}")
            ready, _, _ = select.select([self.proc.stdout], [], [], min(left, 0.5))
            if ready:
                chunk = os.read(self.proc.stdout.fileno(), 1)
                if not chunk:
                    continue
                line += chunk
        text = line.decode().rstrip("\n")
        prefix = "listening on 127.0.0.1:"
        assert text.startswith(prefix), f"first stdout line {text!r}"
        return int(text[len(prefix):])

    def stderr(self) -> str:
        self.log.seek(0)
        return self.log.read().decode(errors="replace")[-4000:]

    def request(self, method: str, path: str, body: Any = None, *, raw: Optional[bytes] = None,
                token: Optional[str] = "default") -> Tuple[int, Dict[str, Any]]:
        data = raw if raw is not None else (None if body is None else json.dumps(body).encode())
        headers = {"Content-Type": "application/json"}
        token = self.api_key if token == "default" else token
        if token is not None:
            headers["Authorization"] = f"Bearer {token}"
        req = urllib.request.Request(f"http://127.0.0.1:{self.port}{path}", data=data,
                                     headers=headers, method=method)
        try:
            with urllib.request.urlopen(req, timeout=REQUEST_TIMEOUT_S) as resp:
                return resp.status, json.loads(resp.read())
        except urllib.error.HTTPError as err:
            return err.code, json.loads(err.read())

    def chat(self, **fields: Any) -> Tuple[int, Dict[str, Any]]:
        body = {"model": "tiny", "messages": MESSAGES, "temperature": 0, "seed": 7, "max_tokens": 32}
        body.update(fields)
        return self.request("POST", "/v1/chat/completions", body)

    def stop(self) -> Optional[int]:
        """SIGTERM by PID; SIGKILL after STOP_TIMEOUT_S. Returns the exit code."""
        if self.proc.poll() is None:
            os.kill(self.proc.pid, signal.SIGTERM)
            try:
                self.proc.wait(timeout=STOP_TIMEOUT_S)
            except subprocess.TimeoutExpired:
                os.kill(self.proc.pid, signal.SIGKILL)
                self.proc.wait()
        if self.proc.stdout is not None:
            self.proc.stdout.close()
        return self.proc.returncode


@pytest.fixture(scope="module")
def server():
    srv = LlamaServer("--parallel", "2", "--api-key", API_KEY, "--ctx-size", "2048")
    try:
        yield srv
    finally:
        srv.stop()
        srv.log.close()


def assert_error(status: int, body: Dict[str, Any], want_status: int) -> Dict[str, Any]:
    assert status == want_status, body
    err = body["error"]
    assert set(err) >= {"message", "type", "param", "code"}
    assert isinstance(err["message"], str) and err["message"]
    return err


def check_verdict(content: str) -> Dict[str, Any]:
    verdict = json.loads(content)
    assert isinstance(verdict, dict)
    assert set(verdict) == set(VERDICT_SCHEMA["properties"])
    assert isinstance(verdict["cheat"], bool)
    # a random model may write e.g. 1e999, which Python reads as inf: still a JSON number
    assert isinstance(verdict["probability"], (int, float)) and not isinstance(verdict["probability"], bool)
    assert verdict["category"] in CATEGORIES
    assert isinstance(verdict["evidence"], list) and len(verdict["evidence"]) <= MAX_EVIDENCE
    for item in verdict["evidence"]:
        assert isinstance(item, str) and len(item) <= MAX_EVIDENCE_LEN
    return verdict


def test_plain_chat_completion(server: LlamaServer) -> None:
    status, body = server.chat(max_tokens=16)
    assert status == 200, body
    assert body["object"] == "chat.completion"
    assert body["id"].startswith("chatcmpl-")
    assert isinstance(body["created"], int) and isinstance(body["model"], str)
    (choice,) = body["choices"]
    assert choice["index"] == 0
    assert choice["message"]["role"] == "assistant"
    assert isinstance(choice["message"]["content"], str)
    assert choice["finish_reason"] in ("stop", "length")
    usage = body["usage"]
    assert usage["prompt_tokens"] > 0 and usage["completion_tokens"] > 0
    assert usage["completion_tokens"] <= 16
    assert usage["total_tokens"] == usage["prompt_tokens"] + usage["completion_tokens"]


def test_max_tokens_cuts_with_length(server: LlamaServer) -> None:
    status, body = server.chat(max_completion_tokens=3)
    assert status == 200, body
    assert body["usage"]["completion_tokens"] <= 3
    if body["usage"]["completion_tokens"] == 3:
        assert body["choices"][0]["finish_reason"] == "length"


def test_models_and_health(server: LlamaServer) -> None:
    status, body = server.request("GET", "/v1/models")
    assert status == 200 and body["object"] == "list"
    assert body["data"][0]["object"] == "model" and body["data"][0]["id"]
    status, body = server.request("GET", "/health", token=None)
    assert (status, body) == (200, {"status": "ok"})


def json_schema_request(seed: int, temperature: float = 0.0) -> Dict[str, Any]:
    return {"seed": seed, "temperature": temperature, "max_tokens": 300,
            "response_format": {"type": "json_schema", "json_schema": {
                "name": "verdict", "strict": True, "schema": VERDICT_SCHEMA}}}


def test_json_schema_constrains_the_reply(server: LlamaServer) -> None:
    for seed, temperature in ((1, 0.0), (2, 0.8), (3, 1.0)):
        status, body = server.chat(**json_schema_request(seed, temperature))
        assert status == 200, body
        choice = body["choices"][0]
        assert choice["finish_reason"] == "stop", body  # the bounds end it well within 300 tokens
        check_verdict(choice["message"]["content"])


def test_temperature_zero_same_seed_is_deterministic(server: LlamaServer) -> None:
    first = server.chat(**json_schema_request(11))
    second = server.chat(**json_schema_request(11))
    assert first[0] == second[0] == 200
    assert first[1]["choices"][0]["message"]["content"] == second[1]["choices"][0]["message"]["content"]
    assert first[1]["usage"] == second[1]["usage"]
    # sampled (temperature > 0) with a fixed seed: the same too
    a = server.chat(temperature=1.0, seed=5, max_tokens=24)
    b = server.chat(temperature=1.0, seed=5, max_tokens=24)
    assert a[1]["choices"][0]["message"]["content"] == b[1]["choices"][0]["message"]["content"]


def test_malformed_json_is_400(server: LlamaServer) -> None:
    status, body = server.request("POST", "/v1/chat/completions", raw=b'{"messages": [')
    err = assert_error(status, body, 400)
    assert err["type"] == "invalid_request_error"
    assert "JSON" in err["message"]


def test_missing_or_mistyped_messages_is_400(server: LlamaServer) -> None:
    status, body = server.request("POST", "/v1/chat/completions", {"model": "tiny"})
    assert assert_error(status, body, 400)["param"] == "messages"
    status, body = server.request("POST", "/v1/chat/completions", {"messages": "hello"})
    assert assert_error(status, body, 400)["param"] == "messages"
    status, body = server.chat(messages=[{"role": "user", "content": 5}])
    assert assert_error(status, body, 400)["param"] == "messages[0].content"
    status, body = server.chat(messages=[{"role": "robot", "content": "x"}])
    assert assert_error(status, body, 400)["param"] == "messages[0].role"
    status, body = server.chat(temperature="hot")
    assert assert_error(status, body, 400)["param"] == "temperature"
    status, body = server.chat(max_tokens=0)
    assert assert_error(status, body, 400)["param"] == "max_tokens"


def test_stream_true_is_400(server: LlamaServer) -> None:
    status, body = server.chat(stream=True)
    assert assert_error(status, body, 400)["param"] == "stream"


def test_schema_the_grammar_cannot_take_is_400(server: LlamaServer) -> None:
    for schema in ({"type": "number", "minimum": 0},         # not enforced by the grammar
                   {"type": "frob"},                         # no such type
                   {"$ref": "#/$defs/nowhere"},              # dangling reference
                   {"type": "string", "pattern": "^a+$"}):
        status, body = server.chat(response_format={
            "type": "json_schema", "json_schema": {"name": "x", "schema": schema}})
        err = assert_error(status, body, 400)
        assert err["param"] == "response_format.json_schema.schema", err


def test_auth_and_unknown_path(server: LlamaServer) -> None:
    status, body = server.request("POST", "/v1/chat/completions", {"messages": MESSAGES}, token="wrong")
    assert assert_error(status, body, 401)["code"] == "invalid_api_key"
    status, body = server.request("GET", "/v1/models", token=None)
    assert_error(status, body, 401)
    status, body = server.request("GET", "/v2/nothing")
    assert_error(status, body, 404)


def test_concurrent_requests_with_parallel_2(server: LlamaServer) -> None:
    # Three at once on two sequences: two decode together, the third waits in the FIFO queue.
    results: List[Optional[Tuple[int, Dict[str, Any]]]] = [None] * 3

    def run(i: int) -> None:
        results[i] = server.chat(**json_schema_request(20 + i))

    threads = [threading.Thread(target=run, args=(i,)) for i in range(3)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(REQUEST_TIMEOUT_S)
    for r in results:
        assert r is not None and r[0] == 200, r
        check_verdict(r[1]["choices"][0]["message"]["content"])


def test_refuses_non_loopback_host() -> None:
    node = _require_install()
    proc = subprocess.run([node, SERVER, "--model", MODEL, "--host", "0.0.0.0", "--port", "0"],
                          capture_output=True, timeout=30)
    assert proc.returncode == 2
    assert proc.stdout == b""
    assert b"loopback" in proc.stderr


def test_sigterm_exits_0() -> None:
    srv = LlamaServer()
    try:
        status, _ = srv.chat(max_tokens=4)
        assert status == 200
    finally:
        rc = srv.stop()
        log = srv.stderr()
        srv.log.close()
    assert rc == 0, log
    assert "prompt_tokens=" in log  # one line per request on stderr
