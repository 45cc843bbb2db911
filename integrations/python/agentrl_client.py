"""A standard-library-only client for `agentrl serve` (serve/README.md).

It speaks every endpoint of the service: SandboxFusion's `POST /run_code`, the native reward
(`POST /v1/reward`, `/v1/reward/batch`, `GET /v1/reward/{id}`), OpenRLHF's `POST /get_reward`,
and `GET /v1/ping`, `/healthz`, `/metrics`. It needs nothing beyond Python 3.8's standard
library (urllib, json, base64), so it can be copied next to a training script or loaded by
path (integrations/verl/agentrl_reward.py does) without installing a package.

Retries follow the server's contract:
  * `429` (queue full), `503` (draining, or an infrastructure failure of /get_reward) and
    `504` (queue full on /run_code) carry `Retry-After`; the client sleeps that long (capped
    by `max_retry_after_s`) and tries again, at most `max_retries` times. A request refused
    with these statuses was not run, or (503 of /get_reward) has no final result, so sending
    it again is safe.
  * A connection error (refused, reset, timed out) leaves unknown whether the server ran the
    request. It is retried only when the request carries an `Idempotency-Key`: the server
    then answers a repeat from its store, or waits for the first attempt, and never runs a
    finished request twice. Reward calls send a fresh uuid4 key per logical call by default
    (`idempotent=True`); /run_code sends none unless asked.

Errors are raised as `AgentrlError(status, field, message)`, parsed from the server's error
body `{"error": {"status", "field", "message"}, "detail"}`; `status` is None for a transport
failure that outlived its retries.

urllib opens one connection per request (no keep-alive); the server is built for that too.
A client holds no mutable state after construction and may be shared between threads.

    client = AgentrlClient("http://127.0.0.1:8080", token=os.environ["AGENTRL_SERVE_TOKEN"])
    r = client.reward("easy-01-fizzbuzz", files={"solution.py": source})
    print(r["reward"], r["test_reward"], r["verdict"]["verdict"])
"""

from __future__ import annotations

import argparse
import base64
import email.utils
import http.client
import json
import os
import socket
import sys
import time
import urllib.error
import urllib.parse
import urllib.request
import uuid
from typing import Any, Dict, Iterable, List, Mapping, Optional, Sequence, Union

__all__ = ["AgentrlClient", "AgentrlError", "Reply", "extract_code"]

# Statuses the server answers before running anything (or, 503 of /get_reward, without a final
# result), always with Retry-After: safe to send again.
RETRYABLE_STATUSES = (429, 503, 504)


class AgentrlError(Exception):
    """An answer the client could not turn into a result.

    status: the HTTP status (None: no answer, the connection failed after every retry);
    field: the request field the server names ("" when none); message: what to fix;
    body: the parsed error body (or None); retry_after: the server's Retry-After in seconds.
    """

    def __init__(self, status: Optional[int], field: str, message: str,
                 body: Any = None, retry_after: Optional[float] = None):
        self.status = status
        self.field = field
        self.message = message
        self.body = body
        self.retry_after = retry_after
        where = f" ({field})" if field else ""
        super().__init__(f"agentrl serve: {status if status is not None else 'no answer'}"
                         f"{where}: {message}")


class Reply:
    """One HTTP answer: status (int), headers (case-insensitive lookup via `header()`),
    body (parsed JSON, or text when the answer is not JSON), and the Idempotency-Key sent."""

    def __init__(self, status: int, headers: Mapping[str, str], body: Any,
                 idempotency_key: Optional[str]):
        self.status = status
        self.headers = {k.lower(): v for k, v in headers.items()}
        self.body = body
        self.idempotency_key = idempotency_key

    def header(self, name: str, default: Optional[str] = None) -> Optional[str]:
        return self.headers.get(name.lower(), default)

    @property
    def replayed(self) -> bool:
        """True when the server answered from its store (`Idempotent-Replayed: true`)."""
        return (self.header("Idempotent-Replayed") or "").lower() == "true"

    def __repr__(self) -> str:
        return f"Reply(status={self.status}, body={self.body!r:.200})"


def _parse_retry_after(value: Optional[str]) -> Optional[float]:
    """Seconds from a Retry-After header (delta-seconds or an HTTP date); None if absent."""
    if not value:
        return None
    try:
        return max(0.0, float(value))
    except ValueError:
        pass
    try:
        when = email.utils.parsedate_to_datetime(value)
        return max(0.0, when.timestamp() - time.time())
    except (TypeError, ValueError):
        return None


def _split_token(base_url: str) -> "tuple[str, Optional[str]]":
    """Strips `?access_token=...` (and a trailing endpoint path such as /run_code) from a URL
    written for veRL or OpenRLHF, so one configured URL serves every endpoint."""
    parts = urllib.parse.urlsplit(base_url)
    query = urllib.parse.parse_qs(parts.query)
    token = query.get("access_token", [None])[0]
    path = parts.path.rstrip("/")
    for endpoint in ("/run_code", "/get_reward", "/v1/reward"):
        if path.endswith(endpoint):
            path = path[: -len(endpoint)]
    return urllib.parse.urlunsplit((parts.scheme, parts.netloc, path, "", "")), token


def extract_code(text: str) -> str:
    """The last fenced code block of a model's output, or all of it when it has none: the
    rule the server applies to `response` and OpenRLHF queries (for local inspection)."""
    blocks = []
    lines = text.split("\n")
    i = 0
    while i < len(lines):
        if lines[i].lstrip().startswith("```"):
            j = i + 1
            while j < len(lines) and not lines[j].lstrip().startswith("```"):
                j += 1
            if j < len(lines):
                blocks.append("\n".join(lines[i + 1:j]) + "\n")
            i = j + 1
        else:
            i += 1
    return blocks[-1] if blocks else text


class AgentrlClient:
    """A client of one `agentrl serve` instance.

    base_url: "http://HOST:PORT" (a URL with `?access_token=` or ending in /run_code or
    /get_reward, as written for veRL or OpenRLHF, is accepted too); token: the bearer token
    (default: the URL's access_token, else $AGENTRL_SERVE_TOKEN); timeout: seconds a socket
    operation may wait (a reward with its verdict can take tens of seconds under load);
    max_retries: further attempts after a retryable answer or, for keyed requests, a
    connection error; max_retry_after_s: the longest sleep between attempts; backoff_s: the
    sleep when the server sent no Retry-After (doubled each attempt).
    """

    def __init__(self, base_url: str, token: Optional[str] = None, timeout: float = 300.0,
                 max_retries: int = 5, max_retry_after_s: float = 30.0, backoff_s: float = 0.5):
        self.base_url, url_token = _split_token(base_url)
        self.token = token if token is not None else (
            url_token if url_token is not None else os.environ.get("AGENTRL_SERVE_TOKEN"))
        self.timeout = timeout
        self.max_retries = max_retries
        self.max_retry_after_s = max_retry_after_s
        self.backoff_s = backoff_s

    # --- transport ------------------------------------------------------------------------

    def request(self, method: str, path: str, body: Any = None,
                idempotency_key: Optional[str] = None, ok: Sequence[int] = (200,),
                retry: bool = True) -> Reply:
        """Sends one logical request and returns its Reply; raises AgentrlError unless the
        final status is in `ok`. `body` is sent as JSON; the same `idempotency_key` (and
        body) goes with every attempt. `retry=False` returns or raises the first answer."""
        data = None if body is None else json.dumps(body).encode("utf-8")
        headers = {"Accept": "application/json"}
        if data is not None:
            headers["Content-Type"] = "application/json"
        if self.token:
            headers["Authorization"] = f"Bearer {self.token}"
        if idempotency_key is not None:
            headers["Idempotency-Key"] = idempotency_key
        attempts = 1 + (self.max_retries if retry else 0)
        for attempt in range(attempts):
            last = attempt == attempts - 1
            try:
                reply = self._send(method, path, data, headers, idempotency_key)
            except (urllib.error.URLError, http.client.HTTPException, ConnectionError,
                    socket.timeout, TimeoutError) as e:
                reason = getattr(e, "reason", e)
                # Without a key a repeat might run the request twice: only the caller knows
                # whether that is acceptable.
                if last or idempotency_key is None:
                    raise AgentrlError(None, "", f"{method} {path}: {reason}") from e
                time.sleep(self._backoff(attempt, None))
                continue
            if reply.status in ok:
                return reply
            retry_after = _parse_retry_after(reply.header("Retry-After"))
            if reply.status in RETRYABLE_STATUSES and not last:
                time.sleep(self._backoff(attempt, retry_after))
                continue
            raise self._error(reply, retry_after)
        raise AssertionError("unreachable")

    def _send(self, method: str, path: str, data: Optional[bytes], headers: Dict[str, str],
              idempotency_key: Optional[str]) -> Reply:
        req = urllib.request.Request(self.base_url + path, data=data, headers=headers,
                                     method=method)
        try:
            with urllib.request.urlopen(req, timeout=self.timeout) as resp:
                return Reply(resp.status, dict(resp.headers.items()),
                             self._decode(resp.read(), resp.headers), idempotency_key)
        except urllib.error.HTTPError as e:  # a non-2xx answer: a reply, not a transport error
            raw = e.read()
            return Reply(e.code, dict(e.headers.items()), self._decode(raw, e.headers),
                         idempotency_key)

    @staticmethod
    def _decode(raw: bytes, headers: Any) -> Any:
        text = raw.decode("utf-8", errors="replace")
        if "json" in (headers.get("Content-Type") or ""):
            try:
                return json.loads(text)
            except ValueError:
                return text
        return text

    def _backoff(self, attempt: int, retry_after: Optional[float]) -> float:
        wait = retry_after if retry_after is not None else self.backoff_s * (2 ** attempt)
        return min(wait, self.max_retry_after_s)

    @staticmethod
    def _error(reply: Reply, retry_after: Optional[float]) -> AgentrlError:
        body = reply.body
        err = body.get("error") if isinstance(body, dict) else None
        if isinstance(err, dict):
            return AgentrlError(reply.status, str(err.get("field", "")),
                                str(err.get("message", "")), body, retry_after)
        return AgentrlError(reply.status, "", f"unexpected answer: {str(body)[:500]}", body,
                            retry_after)

    @staticmethod
    def _key(idempotency_key: Optional[str], idempotent: bool) -> Optional[str]:
        if idempotency_key is not None:
            return idempotency_key
        return str(uuid.uuid4()) if idempotent else None

    # --- health ---------------------------------------------------------------------------

    def ping(self) -> str:
        """GET /v1/ping: "pong" (no token needed)."""
        return self.request("GET", "/v1/ping").body

    def health(self) -> Dict[str, Any]:
        """GET /healthz: status ("ok", or "draining", which the server answers with 503 and
        is returned here, not raised), workers, capacity, queue depth, store counts."""
        return self.request("GET", "/healthz", ok=(200, 503), retry=False).body

    def metrics(self) -> str:
        """GET /metrics: the Prometheus text exposition."""
        return self.request("GET", "/metrics").body

    # --- SandboxFusion --------------------------------------------------------------------

    def run_code(self, code: str, language: str = "python", stdin: Optional[str] = None,
                 files: Optional[Mapping[str, Optional[Union[bytes, str]]]] = None,
                 fetch_files: Optional[Iterable[str]] = None, run_timeout: float = 10,
                 compile_timeout: float = 10, memory_limit_mb: int = -1,
                 idempotency_key: Optional[str] = None, idempotent: bool = False) -> Dict[str, Any]:
        """POST /run_code: runs `code` ("python" or "cpp") in the sandbox and returns
        SandboxFusion's RunCodeResponse (status Success | Failed | SandboxError,
        compile_result, run_result, files as base64; see `decoded_files`).

        files: {relative path: bytes or str (UTF-8) or None}, encoded to base64 here;
        fetch_files: paths to return after the run; timeouts in seconds; memory_limit_mb -1
        is the server's default. A run is not keyed unless `idempotent` or a key is given.
        """
        encoded: Dict[str, Optional[str]] = {}
        for path, content in (files or {}).items():
            if content is None:
                encoded[path] = None
            else:
                raw = content.encode("utf-8") if isinstance(content, str) else bytes(content)
                encoded[path] = base64.b64encode(raw).decode("ascii")
        payload = {"code": code, "language": language, "stdin": stdin,
                   "run_timeout": run_timeout, "compile_timeout": compile_timeout,
                   "memory_limit_MB": memory_limit_mb, "files": encoded,
                   "fetch_files": list(fetch_files or [])}
        return self.request("POST", "/run_code", payload,
                            self._key(idempotency_key, idempotent)).body

    @staticmethod
    def decoded_files(run_code_response: Mapping[str, Any]) -> Dict[str, bytes]:
        """The fetched files of a /run_code answer, base64-decoded."""
        return {path: base64.b64decode(b64)
                for path, b64 in (run_code_response.get("files") or {}).items()}

    # --- reward ---------------------------------------------------------------------------

    @staticmethod
    def reward_item(task_id: str, files: Optional[Mapping[str, str]] = None,
                    response: Optional[str] = None,
                    actions: Optional[Sequence[Mapping[str, Any]]] = None) -> Dict[str, Any]:
        """One item of /v1/reward: the task and either `files` ({path: text} over the starter)
        or `response` (model output; its last fenced code block is the solution file),
        optionally the trajectory `actions` for the rule stage."""
        if (files is None) == (response is None):
            raise ValueError("reward item: give exactly one of files and response")
        item: Dict[str, Any] = {"task_id": task_id}
        if files is not None:
            item["files"] = dict(files)
        else:
            item["response"] = response
        if actions is not None:
            item["actions"] = list(actions)
        return item

    def reward(self, task_id: str, files: Optional[Mapping[str, str]] = None,
               response: Optional[str] = None,
               actions: Optional[Sequence[Mapping[str, Any]]] = None,
               idempotency_key: Optional[str] = None, idempotent: bool = True) -> Dict[str, Any]:
        """POST /v1/reward: grades one submission and returns the result (reward, test_reward,
        provisional_reward, final, status, infra_failure, sandbox, verdict, versions).

        An infrastructure failure is returned with status "SandboxError", infra_failure true
        and reward null: the caller must not read it as a failed test. The call is keyed (a
        fresh uuid4, or `idempotency_key`) unless `idempotent=False`.
        """
        body = self.reward_item(task_id, files, response, actions)
        return self.request("POST", "/v1/reward", body,
                            self._key(idempotency_key, idempotent)).body

    def reward_batch(self, items: Sequence[Mapping[str, Any]],
                     idempotency_key: Optional[str] = None,
                     idempotent: bool = True) -> List[Dict[str, Any]]:
        """POST /v1/reward/batch: items as `reward_item` builds them (at most the server's
        max_batch); returns the results in order."""
        reply = self.request("POST", "/v1/reward/batch", {"items": list(items)},
                             self._key(idempotency_key, idempotent))
        return reply.body["results"]

    def reward_async(self, task_id: str, files: Optional[Mapping[str, str]] = None,
                     response: Optional[str] = None,
                     actions: Optional[Sequence[Mapping[str, Any]]] = None,
                     idempotency_key: Optional[str] = None, idempotent: bool = True) -> str:
        """POST /v1/reward with "async": true: admits the submission and returns its id at
        once (the server answers 202); poll with `reward_status` or `wait_reward`."""
        body = self.reward_item(task_id, files, response, actions)
        body["async"] = True
        reply = self.request("POST", "/v1/reward", body, self._key(idempotency_key, idempotent),
                             ok=(200, 202))
        return reply.body["id"]

    def reward_status(self, request_id: str) -> Dict[str, Any]:
        """GET /v1/reward/{id}: {"state": "pending"} (202), the result ("state": "done"), or
        {"state": "interrupted"} when its server stopped first."""
        path = "/v1/reward/" + urllib.parse.quote(request_id, safe="")
        return self.request("GET", path, ok=(200, 202)).body

    def wait_reward(self, request_id: str, poll_s: float = 0.5,
                    timeout_s: float = 600.0) -> Dict[str, Any]:
        """Polls `reward_status` until the result is done and returns it. Raises
        AgentrlError for an interrupted request (send it again with its Idempotency-Key) and
        TimeoutError when `timeout_s` passes first."""
        deadline = time.monotonic() + timeout_s
        while True:
            status = self.reward_status(request_id)
            state = status.get("state")
            if state == "done":
                return status
            if state == "interrupted":
                raise AgentrlError(None, "id", f"reward {request_id} was interrupted: "
                                   f"{status.get('message', '')}", status)
            if time.monotonic() + poll_s > deadline:
                raise TimeoutError(f"reward {request_id}: still {state} after {timeout_s} s")
            time.sleep(poll_s)

    # --- OpenRLHF -------------------------------------------------------------------------

    def get_reward(self, queries: Sequence[str], prompts: Optional[Sequence[str]] = None,
                   labels: Optional[Sequence[str]] = None,
                   idempotency_key: Optional[str] = None,
                   idempotent: bool = True) -> Dict[str, Any]:
        """POST /get_reward in OpenRLHF's remote reward model form: queries (prompt and
        response; the last fenced block is the code), labels (task ids). Returns
        {"rewards", "scores", "extra_logs": {"test_reward", "cheat", "final"}}. The server
        answers an infrastructure failure with 503, retried here."""
        if labels is None:
            raise ValueError("get_reward: labels (one task id per query) are required")
        body = {"query": list(queries), "prompts": list(prompts or [""] * len(queries)),
                "labels": list(labels)}
        return self.request("POST", "/get_reward", body,
                            self._key(idempotency_key, idempotent)).body


# --- command line ---------------------------------------------------------------------------

def _main(argv: Optional[Sequence[str]] = None) -> int:
    parser = argparse.ArgumentParser(
        description="Talk to `agentrl serve` (token: --token or $AGENTRL_SERVE_TOKEN).")
    parser.add_argument("--url", default=os.environ.get("AGENTRL_SERVE_URL",
                                                        "http://127.0.0.1:8080"))
    parser.add_argument("--token", default=None)
    sub = parser.add_subparsers(dest="command", required=True)
    sub.add_parser("ping")
    sub.add_parser("health")
    sub.add_parser("metrics")
    rc = sub.add_parser("run-code", help="run a program (FILE, - for stdin)")
    rc.add_argument("file")
    rc.add_argument("--language", default=None, help="python or cpp (default: by suffix)")
    rc.add_argument("--stdin", default=None, help="file whose text is the program's stdin")
    rw = sub.add_parser("reward", help="grade FILE as TASK's solution (a fenced response too)")
    rw.add_argument("task")
    rw.add_argument("file")
    args = parser.parse_args(argv)

    client = AgentrlClient(args.url, token=args.token)

    def read(path: str) -> str:
        if path == "-":
            return sys.stdin.read()
        with open(path, encoding="utf-8") as f:
            return f.read()

    try:
        if args.command == "ping":
            out: Any = client.ping()
        elif args.command == "health":
            out = client.health()
        elif args.command == "metrics":
            sys.stdout.write(client.metrics())
            return 0
        elif args.command == "run-code":
            language = args.language or ("cpp" if args.file.endswith((".cc", ".cpp")) else "python")
            stdin = read(args.stdin) if args.stdin else None
            out = client.run_code(read(args.file), language=language, stdin=stdin)
        else:
            out = client.reward(args.task, response=read(args.file))
    except AgentrlError as e:
        print(e, file=sys.stderr)
        return 1
    print(json.dumps(out, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(_main())
