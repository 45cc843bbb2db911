"""The stdlib client (integrations/python/agentrl_client.py) against a real `agentrl serve`:
every endpoint, authentication, errors, idempotency, async rewards, OpenRLHF's /get_reward,
and the retry rules (Retry-After on a full queue; connection errors only with a key)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import threading
import uuid

import pytest
import requests

from agentrl_client import AgentrlClient, AgentrlError, Reply, extract_code
from conftest import REPO, task_file, wait_in_flight

FIZZBUZZ = "easy-01-fizzbuzz"
GCD = "easy-09-gcd"

WRONG_FIZZBUZZ = "def fizzbuzz(n):\n    return [str(k) for k in range(1, n + 1)]\n"

# Every test passes (the object equals anything), which the anti-hack stage must catch.
ALWAYS_EQUAL_GCD = (
    "class Anything:\n"
    "    def __eq__(self, other):\n"
    "        return True\n\n\n"
    "def gcd(a, b):\n"
    "    return Anything()\n")


def fenced(code: str) -> str:
    return f"Here is my solution.\n\n```python\n{code}```\n\nIt handles n = 0 too.\n"


# --- health and auth --------------------------------------------------------------------------

def test_ping_health_metrics(client):
    assert client.ping() == "pong"
    health = client.health()
    assert health["status"] == "ok"
    assert health["workers"] >= 1
    assert health["capacity"] >= health["workers"]
    assert set(health["versions"]) >= {"judge", "rules", "sandbox", "task_corpus"}
    text = client.metrics()
    assert "# TYPE agentrl_serve_requests_total counter" in text
    assert 'agentrl_serve_requests_total{' in text
    assert "agentrl_serve_workers " in text


def test_ping_needs_no_token(server):
    assert AgentrlClient(server.url, token="").ping() == "pong"


def test_missing_or_wrong_token_is_401(server):
    for token in ("", "not-the-token"):
        c = AgentrlClient(server.url, token=token)
        with pytest.raises(AgentrlError) as e:
            c.metrics()
        assert e.value.status == 401
        assert e.value.field == "Authorization"
    r = requests.get(server.url + "/metrics", timeout=10)
    assert r.status_code == 401
    assert r.headers["WWW-Authenticate"].startswith("Bearer")


def test_url_with_access_token_and_endpoint_path(server):
    c = AgentrlClient(f"{server.url}/run_code?access_token={server.token}")
    assert c.base_url == server.url
    assert c.token == server.token
    assert c.run_code("print(6 * 7)")["run_result"]["stdout"] == "42\n"


# --- /run_code ---------------------------------------------------------------------------------

def test_run_code_stdin_files_and_fetch(client):
    code = ("import sys\n"
            "data = open('data/in.bin', 'rb').read()\n"
            "open('out.txt', 'w').write(sys.stdin.read().upper() + str(len(data)))\n"
            "print('ok')\n")
    r = client.run_code(code, stdin="hello", files={"data/in.bin": b"\x00\x01\x02"},
                        fetch_files=["out.txt"], run_timeout=5)
    assert r["status"] == "Success", r
    assert r["infra_failure"] is False
    assert r["compile_result"] is None
    assert r["run_result"]["stdout"] == "ok\n"
    assert r["run_result"]["return_code"] == 0
    assert AgentrlClient.decoded_files(r) == {"out.txt": b"HELLO3"}


def test_run_code_failure_is_a_result_not_an_error(client):
    r = client.run_code("raise SystemExit(3)")
    assert r["status"] == "Failed"
    assert r["run_result"]["status"] == "Finished"
    assert r["run_result"]["return_code"] == 3


def test_run_code_cpp(client):
    code = ("#include <cstdio>\n"
            "int main(){int a,b;std::scanf(\"%d %d\",&a,&b);std::printf(\"%d\\n\",a+b);}\n")
    r = client.run_code(code, language="cpp", stdin="2 40", compile_timeout=30)
    assert r["status"] == "Success", r
    assert r["compile_result"]["return_code"] == 0
    assert r["run_result"]["stdout"] == "42\n"


def test_run_code_bad_request_names_the_field(client):
    with pytest.raises(AgentrlError) as e:
        client.run_code("print(1)", language="cobol")
    assert e.value.status == 400
    assert e.value.field == "language"
    with pytest.raises(AgentrlError) as e:
        client.run_code("print(1)", run_timeout=10_000)
    assert e.value.status == 400
    assert e.value.field == "run_timeout"


# --- /v1/reward --------------------------------------------------------------------------------

def test_reward_honest_solution(client):
    r = client.reward(FIZZBUZZ, files={"solution.py": task_file(FIZZBUZZ, "honest", "solution.py")})
    assert r["state"] == "done"
    assert r["status"] == "Success"
    assert r["infra_failure"] is False
    assert r["reward"] == 1.0
    assert r["test_reward"] == 1.0
    assert r["final"] is True
    assert r["verdict"]["verdict"] == "clean"
    assert r["sandbox"]["tests"]["passed"] == r["sandbox"]["tests"]["total"] == 4
    assert r["task_id"] == "py-easy-fizzbuzz"


def test_reward_wrong_solution(client):
    r = client.reward(FIZZBUZZ, files={"solution.py": WRONG_FIZZBUZZ})
    assert r["status"] == "Success"  # graded: the failure is the code's, not the sandbox's
    assert r["infra_failure"] is False
    assert r["reward"] == 0.0
    assert r["test_reward"] == 0.0
    assert 0 < r["sandbox"]["tests"]["failed"] < r["sandbox"]["tests"]["total"]


def test_reward_response_with_fenced_block(client):
    honest = task_file(GCD, "honest", "solution.py")
    assert extract_code(fenced(honest)) == honest
    r = client.reward(GCD, response=fenced(honest))
    assert r["reward"] == 1.0, r["sandbox"]["reason"]
    assert r["sandbox"]["tests"]["passed"] == 4


def test_reward_cheat_overrides_the_tests(client):
    r = client.reward(GCD, files={"solution.py": ALWAYS_EQUAL_GCD})
    assert r["test_reward"] == 1.0  # the tests were fooled ...
    assert r["verdict"]["verdict"] == "cheat"  # ... the anti-hack stage was not
    assert r["reward"] == 0.0


def test_reward_unknown_task_is_404(client):
    with pytest.raises(AgentrlError) as e:
        client.reward("no-such-task", files={"solution.py": "pass\n"})
    assert e.value.status == 404
    assert e.value.field == "task_id"


def test_reward_item_needs_files_or_response():
    with pytest.raises(ValueError):
        AgentrlClient.reward_item(FIZZBUZZ)
    with pytest.raises(ValueError):
        AgentrlClient.reward_item(FIZZBUZZ, files={}, response="x")


def test_reward_batch_in_order(client):
    honest_gcd = fenced(task_file(GCD, "honest", "solution.py"))
    items = [AgentrlClient.reward_item(FIZZBUZZ, files={"solution.py": WRONG_FIZZBUZZ}),
             AgentrlClient.reward_item(GCD, response=honest_gcd)]
    results = client.reward_batch(items)
    assert [r["task_id"] for r in results] == ["py-easy-fizzbuzz", "py-easy-gcd"]
    assert [r["reward"] for r in results] == [0.0, 1.0]
    assert len({r["id"] for r in results}) == 2


def test_reward_async_and_wait(client):
    rid = client.reward_async(GCD, files={"solution.py": task_file(GCD, "honest", "solution.py")})
    first = client.reward_status(rid)
    assert first["state"] in ("pending", "done")
    r = client.wait_reward(rid, poll_s=0.1, timeout_s=60)
    assert r["id"] == rid
    assert r["state"] == "done"
    assert r["reward"] == 1.0
    assert client.reward_status(rid)["reward"] == 1.0  # stored: still there


def test_reward_status_unknown_id_is_404(client):
    with pytest.raises(AgentrlError) as e:
        client.reward_status("no-such-id")
    assert e.value.status == 404


def test_idempotency_key_replays_and_guards_the_body(client):
    key = "test-" + str(uuid.uuid4())
    body = AgentrlClient.reward_item(GCD, files={"solution.py": WRONG_FIZZBUZZ})
    first = client.request("POST", "/v1/reward", body, idempotency_key=key)
    again = client.request("POST", "/v1/reward", body, idempotency_key=key)
    assert not first.replayed
    assert again.replayed
    assert again.header("Idempotent-Replayed") == "true"
    assert again.body["id"] == first.body["id"]
    assert again.body["reward"] == first.body["reward"] == 0.0
    other = AgentrlClient.reward_item(GCD, files={"solution.py": "def gcd(a, b):\n    return 1\n"})
    with pytest.raises(AgentrlError) as e:
        client.request("POST", "/v1/reward", other, idempotency_key=key)
    assert e.value.status == 422


def test_reward_calls_are_keyed_by_default(client, monkeypatch):
    sent = []
    real = client._send

    def spy(method, path, data, headers, key):
        sent.append(dict(headers))
        return real(method, path, data, headers, key)

    monkeypatch.setattr(client, "_send", spy)
    client.reward(GCD, files={"solution.py": task_file(GCD, "honest", "solution.py")})
    client.run_code("print(1)")
    assert "Idempotency-Key" in sent[0]
    uuid.UUID(sent[0]["Idempotency-Key"])
    assert "Idempotency-Key" not in sent[1]


# --- OpenRLHF /get_reward ----------------------------------------------------------------------

def test_get_reward_openrlhf_shape(client):
    honest = task_file(FIZZBUZZ, "honest", "solution.py")
    queries = ["<|user|>write fizzbuzz<|assistant|>" + fenced(honest),
               "<|user|>write fizzbuzz<|assistant|>" + fenced(WRONG_FIZZBUZZ)]
    out = client.get_reward(queries, ["write fizzbuzz"] * 2, [FIZZBUZZ, FIZZBUZZ])
    assert out["rewards"] == [1.0, 0.0]
    assert out["scores"] == [1.0, 0.0]
    assert out["extra_logs"]["test_reward"] == [1.0, 0.0]
    assert out["extra_logs"]["cheat"] == [0.0, 0.0]
    assert out["extra_logs"]["final"] == [1.0, 1.0]


def test_get_reward_as_openrlhf_posts_it(server):
    # OpenRLHF's _fetch_rewards_via_http: session.post(url, json=payload), one query per call,
    # the token only in the configured URL; it reads "scores" (else "rewards") and "extra_logs".
    url = f"{server.url}/get_reward?access_token={server.token}"
    payload = {"query": [fenced(ALWAYS_EQUAL_GCD)], "prompts": ["gcd"], "labels": [GCD]}
    r = requests.post(url, json=payload, timeout=120)
    r.raise_for_status()
    info = r.json()
    assert info["scores"] == [0.0]
    assert info["extra_logs"]["test_reward"] == [1.0]
    assert info["extra_logs"]["cheat"] == [1.0]
    r = requests.post(f"{server.url}/get_reward", json=payload, timeout=30)
    assert r.status_code == 401


def test_get_reward_mismatched_labels_is_400(client):
    with pytest.raises(AgentrlError) as e:
        client.get_reward(["a", "b"], None, [FIZZBUZZ])
    assert e.value.status == 400
    assert e.value.field == "labels"


# --- retries -----------------------------------------------------------------------------------

def _closed_port_url() -> str:
    import socket
    s = socket.socket()
    s.bind(("127.0.0.1", 0))
    port = s.getsockname()[1]
    s.close()  # nothing listens there now
    return f"http://127.0.0.1:{port}"


def test_connection_errors_retry_only_with_a_key(monkeypatch):
    c = AgentrlClient(_closed_port_url(), token="t", max_retries=3, backoff_s=0.0)
    calls = []
    real = c._send
    monkeypatch.setattr(c, "_send", lambda *a: calls.append(a[1]) or real(*a))
    with pytest.raises(AgentrlError) as e:
        c.run_code("print(1)")  # no key: it might have run, so it is not sent again
    assert e.value.status is None
    assert len(calls) == 1
    calls.clear()
    with pytest.raises(AgentrlError):
        c.reward(GCD, files={"solution.py": "x"})  # keyed: safe to send again
    assert len(calls) == 4


def test_retry_after_is_honoured(monkeypatch):
    answers = [Reply(429, {"Retry-After": "2"}, {"error": {"status": 429, "field": "",
                                                           "message": "queue full"}}, None),
               Reply(503, {"Retry-After": "1"}, {"error": {"status": 503, "field": "",
                                                           "message": "draining"}}, None),
               Reply(200, {}, "pong", None)]
    sleeps = []
    c = AgentrlClient("http://127.0.0.1:9", token="t", max_retries=5)
    monkeypatch.setattr(c, "_send", lambda *a: answers.pop(0))
    monkeypatch.setattr("agentrl_client.time.sleep", sleeps.append)
    assert c.ping() == "pong"
    assert sleeps == [2.0, 1.0]


def test_retries_are_bounded(monkeypatch):
    busy = Reply(504, {"Retry-After": "1"}, {"error": {"status": 504, "field": "",
                                                       "message": "queue full"}}, None)
    c = AgentrlClient("http://127.0.0.1:9", token="t", max_retries=2)
    sends = []
    monkeypatch.setattr(c, "_send", lambda *a: sends.append(1) or busy)
    monkeypatch.setattr("agentrl_client.time.sleep", lambda s: None)
    with pytest.raises(AgentrlError) as e:
        c.run_code("print(1)")
    assert e.value.status == 504
    assert e.value.retry_after == 1.0
    assert len(sends) == 3


def test_full_queue_429_then_retry_succeeds(narrow_server):
    c = AgentrlClient(narrow_server.url, token=narrow_server.token, max_retries=0)
    slow_answer = []
    slow = threading.Thread(target=lambda: slow_answer.append(
        c.run_code("import time; time.sleep(2.5)", run_timeout=10)))
    slow.start()
    try:
        wait_in_flight(c, 1)
        honest = {"solution.py": task_file(GCD, "honest", "solution.py")}
        with pytest.raises(AgentrlError) as e:
            c.reward(GCD, files=honest)
        assert e.value.status == 429
        assert e.value.retry_after is not None and e.value.retry_after > 0
        patient = AgentrlClient(narrow_server.url, token=narrow_server.token, max_retries=10)
        assert patient.reward(GCD, files=honest)["reward"] == 1.0
    finally:
        slow.join()
    assert slow_answer[0]["status"] == "Success"
    assert 'agentrl_serve_rejected_total{endpoint="reward"' in c.metrics()


# --- command line ------------------------------------------------------------------------------

def test_cli(server, tmp_path):
    script = os.path.join(REPO, "integrations", "python", "agentrl_client.py")
    env = dict(os.environ, AGENTRL_SERVE_TOKEN=server.token)
    ping = subprocess.run([sys.executable, script, "--url", server.url, "ping"],
                          capture_output=True, text=True, env=env, timeout=60)
    assert ping.returncode == 0, ping.stderr
    assert json.loads(ping.stdout) == "pong"
    answer = tmp_path / "answer.md"
    answer.write_text(fenced(task_file(GCD, "honest", "solution.py")))
    reward = subprocess.run([sys.executable, script, "--url", server.url, "reward", GCD,
                             str(answer)], capture_output=True, text=True, env=env, timeout=120)
    assert reward.returncode == 0, reward.stderr
    assert json.loads(reward.stdout)["reward"] == 1.0
    denied = subprocess.run([sys.executable, script, "--url", server.url, "--token", "bad",
                             "metrics"], capture_output=True, text=True, env=env, timeout=60)
    assert denied.returncode == 1
    assert "401" in denied.stderr
