"""veRL against a real `agentrl serve`.

1. Its SandboxFusion client: requests built exactly as verl/utils/reward_score/sandbox_fusion/
   utils.py `call_sandbox_api` builds them (restated below, not imported: veRL is not installed
   here), answers read the way its `_process_single_case` reads them, the token in the URL
   (veRL cannot send headers), and its only retry, on 504.
2. The custom reward function integrations/verl/agentrl_reward.py (`compute_score`, and
   `compute_score_batch` for the batch reward manager).
"""

from __future__ import annotations

import json
import threading
import time
from typing import Any, Dict, List, Optional, Tuple

import pytest
import requests

import agentrl_reward
from agentrl_client import AgentrlClient
from conftest import task_file, wait_in_flight

FIZZBUZZ = "easy-01-fizzbuzz"
GCD = "easy-09-gcd"


# --- veRL's sandbox client, restated ------------------------------------------------------------

def verl_call_sandbox_api(url: str, code: str, stdin: Optional[str], compile_timeout: int,
                          run_timeout: int, memory_limit_mb: int, language: str = "python",
                          max_retries: int = 3,
                          seen: Optional[List[int]] = None) -> Tuple[Optional[dict], Optional[str]]:
    """What veRL's call_sandbox_api does: one JSON body with these eight keys, two headers,
    data= (not json=), a timeout of compile + run + 10 s; a 504 is retried after 1 s, 2 s, ...;
    any other HTTP error ends it. `seen` collects the statuses (for the test)."""
    payload = json.dumps({
        "compile_timeout": compile_timeout,
        "run_timeout": run_timeout,
        "code": code,
        "stdin": stdin,
        "memory_limit_MB": memory_limit_mb,
        "language": language,
        "files": {},
        "fetch_files": [],
    })
    headers = {"Content-Type": "application/json", "Accept": "application/json"}
    last_error = None
    for attempt in range(max_retries):
        try:
            response = requests.post(url, headers=headers, data=payload,
                                     timeout=compile_timeout + run_timeout + 10)
            if seen is not None:
                seen.append(response.status_code)
            if response.status_code == 504:
                last_error = f"Gateway Timeout (504) on attempt {attempt + 1}"
                if attempt < max_retries - 1:
                    time.sleep(1 * (attempt + 1))
                continue
            response.raise_for_status()
            return response.json(), None
        except requests.exceptions.RequestException as e:
            last_error = f"API Request Error: {e}"
            break
    return None, last_error


def verl_case_status(api_response: Optional[dict], error: Optional[str],
                     expected_output: Optional[str]) -> Tuple[Any, str]:
    """_process_single_case's reading: (True | False | -1 | -2 | -3 | -4, status name)."""
    if error:
        return -1, "api_error"
    status = api_response.get("status")
    compile_result = api_response.get("compile_result")
    run_result = api_response.get("run_result")
    if status == "SandboxError":
        return -1, "sandbox_error"
    if status == "Failed":
        if compile_result and (compile_result.get("status") in ("Error", "TimeLimitExceeded") or
                               (compile_result.get("status") == "Finished" and
                                compile_result.get("return_code") != 0)):
            if compile_result.get("status") == "TimeLimitExceeded":
                return -4, "compile_timeout"
            return -4, "compile_error"
        if run_result:
            run_status = run_result.get("status")
            if run_status == "TimeLimitExceeded":
                return -3, "timeout"
            if run_status == "Error" or (run_status == "Finished" and
                                         run_result.get("return_code") != 0):
                return -2, "runtime_error"
            return -1, "unknown_failure"
        return -1, "unknown_failure_state"
    if status == "Success":
        if run_result and run_result.get("status") == "Finished":
            actual = run_result.get("stdout") or ""
            if expected_output is None or actual.rstrip("\n") == str(expected_output).rstrip("\n"):
                return True, "success"
            return False, "wrong_answer"
        return -1, "unexpected_success_state"
    return -1, f"unknown_api_status_{status}"


def verl_case(url: str, code: str, stdin: Optional[str], expected: Optional[str],
              language: str = "python", timeout: int = 10) -> Tuple[Any, str, dict]:
    # _process_single_case passes one timeout as both compile and run timeout, memory 1024.
    resp, err = verl_call_sandbox_api(url, code, stdin, timeout, timeout, 1024, language)
    status, name = verl_case_status(resp, err, expected)
    return status, name, resp


@pytest.fixture(scope="module")
def verl_url(server):
    return f"{server.url}/run_code?access_token={server.token}"


SUM_STDIN = "a, b = map(int, input().split())\nprint(a + b)\n"


def test_correct_output_is_success(verl_url):
    status, name, resp = verl_case(verl_url, SUM_STDIN, "2 40", "42")
    assert (status, name) == (True, "success"), resp
    assert resp["run_result"]["stdout"] == "42\n"  # stdin went through
    assert resp["executor_pod_name"] is None
    assert resp["files"] == {}


def test_wrong_output_is_wrong_answer(verl_url):
    assert verl_case(verl_url, SUM_STDIN, "2 40", "43")[:2] == (False, "wrong_answer")


def test_runtime_error(verl_url):
    status, name, resp = verl_case(verl_url, "print(1 / 0)\n", None, "x")
    assert (status, name) == (-2, "runtime_error")
    assert "ZeroDivisionError" in resp["run_result"]["stderr"]


def test_infinite_loop_times_out(verl_url):
    status, name, resp = verl_case(verl_url, "while True:\n    pass\n", None, "x", timeout=1)
    assert (status, name) == (-3, "timeout"), resp
    assert resp["status"] == "Failed"


def test_cpp_compile_error(verl_url):
    status, name, resp = verl_case(verl_url, "int main() { return x; }\n", None, "x",
                                   language="cpp", timeout=20)
    assert (status, name) == (-4, "compile_error"), resp
    assert "x" in resp["compile_result"]["stderr"]
    assert resp["run_result"] is None


def test_cpp_stdin_success(verl_url):
    code = "#include <iostream>\nint main(){long a,b;std::cin>>a>>b;std::cout<<a*b<<\"\\n\";}\n"
    status, name, resp = verl_case(verl_url, code, "6 7", "42", language="cpp", timeout=20)
    assert (status, name) == (True, "success"), resp


def test_memory_limit_kills_the_run(verl_url):
    # 1024 MB asked for (veRL's default); the program allocates beyond it.
    code = "x = bytearray(2000 * 1024 * 1024)\nprint(len(x))\n"
    status, name, resp = verl_case(verl_url, code, None, "x")
    assert (status, name) == (-2, "runtime_error"), resp
    assert resp["run_result"]["return_code"] != 0


def test_token_only_in_the_url(server):
    # veRL's client posts to the configured URL with fixed headers: no Authorization.
    resp, err = verl_call_sandbox_api(f"{server.url}/run_code", "print(1)", None, 10, 10, 1024)
    assert resp is None
    assert "401" in err
    resp, err = verl_call_sandbox_api(f"{server.url}/run_code?access_token=wrong", "print(1)",
                                      None, 10, 10, 1024)
    assert "401" in err


def test_full_queue_answers_504_with_retry_after(narrow_server):
    url = f"{narrow_server.url}/run_code?access_token={narrow_server.token}"
    c = AgentrlClient(narrow_server.url, token=narrow_server.token, max_retries=0)
    slow = threading.Thread(target=verl_call_sandbox_api,
                            args=(url, "import time; time.sleep(3)", None, 10, 10, 1024))
    slow.start()
    try:
        wait_in_flight(c, 1)
        r = requests.post(url, headers={"Content-Type": "application/json"},
                          data=json.dumps({"code": "print(1)", "language": "python"}), timeout=30)
        assert r.status_code == 504
        assert float(r.headers["Retry-After"]) > 0
        assert r.json()["error"]["status"] == 504
    finally:
        slow.join()


def test_verl_retries_a_504_until_served(narrow_server):
    url = f"{narrow_server.url}/run_code?access_token={narrow_server.token}"
    c = AgentrlClient(narrow_server.url, token=narrow_server.token, max_retries=0)
    slow = threading.Thread(target=verl_call_sandbox_api,
                            args=(url, "import time; time.sleep(1.5)", None, 10, 10, 1024))
    slow.start()
    try:
        wait_in_flight(c, 1)
        seen: List[int] = []
        resp, err = verl_call_sandbox_api(url, "print(7)", None, 10, 10, 1024, seen=seen)
    finally:
        slow.join()
    assert err is None, err
    assert seen[0] == 504 and seen[-1] == 200, seen  # veRL's 1 s, 2 s waits cover the slow run
    assert verl_case_status(resp, err, "7") == (True, "success")


# --- the custom reward function -----------------------------------------------------------------

@pytest.fixture
def serve_env(server, monkeypatch):
    monkeypatch.setenv("AGENTRL_SERVE_URL", server.url)
    monkeypatch.setenv("AGENTRL_SERVE_TOKEN", server.token)
    return server


def _extra_info() -> Dict[str, Any]:
    # What veRL's naive reward manager adds to a sample's extra_info before calling.
    return {"index": 0, "num_turns": None, "rollout_reward_scores": {}}


def test_compute_score_honest_solution(serve_env):
    response = "```python\n" + task_file(FIZZBUZZ, "honest", "solution.py") + "```\n"
    s = agentrl_reward.compute_score(data_source="agentrl", solution_str=response,
                                     ground_truth=FIZZBUZZ, extra_info=_extra_info())
    assert tuple(s) == agentrl_reward.SCORE_KEYS
    assert s["score"] == 1.0
    assert s["test_reward"] == 1.0
    assert s["cheat"] == 0.0
    assert s["final"] == 1.0
    assert s["infra_failure"] == 0.0
    assert s["tests_passed"] == s["tests_total"] == 4.0
    assert all(isinstance(v, float) for v in s.values())  # veRL averages them


def test_compute_score_reference_is_judged_a_copy(serve_env):
    # The task's own reference solution, submitted verbatim, is a copy of the reference: the
    # detector's verdict overrides the passing tests.
    s = agentrl_reward.compute_score("agentrl", task_file(FIZZBUZZ, "reference", "solution.py"),
                                     FIZZBUZZ)
    assert s["test_reward"] == 1.0
    assert s["cheat"] == 1.0
    assert s["score"] == 0.0


def test_compute_score_wrong_solution(serve_env):
    # Wrong but not logic-free (a one-line `return a * b` is judged a hard-coded answer).
    wrong = ("Sure:\n```python\ndef gcd(a, b):\n    while b:\n        a, b = b, a % b\n"
             "    return a + 1\n```\n")
    s = agentrl_reward.compute_score("agentrl", wrong, GCD, None)
    assert s["score"] == 0.0
    assert s["test_reward"] == 0.0
    assert s["cheat"] == 0.0
    assert 0 < s["tests_passed"] < s["tests_total"]


def test_compute_score_task_and_server_from_extra_info(server, monkeypatch):
    monkeypatch.delenv("AGENTRL_SERVE_URL", raising=False)
    monkeypatch.delenv("AGENTRL_SERVE_TOKEN", raising=False)
    extra = dict(_extra_info(), task_id=GCD,
                 agentrl_url=f"{server.url}?access_token={server.token}")
    response = "```python\n" + task_file(GCD, "honest", "solution.py") + "```"
    s = agentrl_reward.compute_score("agentrl", response, "ignored when extra_info names it", extra)
    assert s["score"] == 1.0
    # reward_kwargs (custom_reward_function.reward_kwargs) win over extra_info
    s = agentrl_reward.compute_score("agentrl", response, GCD, {}, url=server.url,
                                     token=server.token)
    assert s["score"] == 1.0


def test_compute_score_without_a_server_url(monkeypatch):
    monkeypatch.delenv("AGENTRL_SERVE_URL", raising=False)
    with pytest.raises(ValueError, match="AGENTRL_SERVE_URL"):
        agentrl_reward.compute_score("agentrl", "x", GCD, {})


def test_compute_score_unknown_task_raises(serve_env):
    with pytest.raises(agentrl_reward.AgentrlError) as e:
        agentrl_reward.compute_score("agentrl", "pass", "no-such-task", {})
    assert e.value.status == 404


def test_compute_score_batch(serve_env):
    honest = "```python\n" + task_file(GCD, "honest", "solution.py") + "```"
    scores = agentrl_reward.compute_score_batch(
        data_sources=["agentrl"] * 3,
        solution_strs=[honest, "def gcd(a, b):\n    return 0\n", honest],
        ground_truths=[GCD, GCD, {"task_id": GCD}],
        extra_infos=[None, {}, _extra_info()], max_batch=2)
    assert [s["score"] for s in scores] == [1.0, 0.0, 1.0]
    assert all(tuple(s) == agentrl_reward.SCORE_KEYS for s in scores)


def test_infra_failure_is_retried_then_raised(monkeypatch):
    """An infrastructure failure is never a score: it is sent again under the same key, and
    raised when it persists."""
    infra = {"id": "i-1", "state": "done", "task_id": GCD, "status": "SandboxError",
             "infra_failure": True, "sandbox_error": "bwrap: setting up uid map", "reward": None}
    keys = []

    class FakeClient:
        def reward(self, task_id, response=None, actions=None, idempotency_key=None):
            keys.append(idempotency_key)
            return infra

    monkeypatch.setattr(agentrl_reward, "_server", lambda kwargs, extra: FakeClient())
    with pytest.raises(agentrl_reward.AgentrlInfraError, match="uid map"):
        agentrl_reward.compute_score("agentrl", "x", GCD, {}, infra_retries=2)
    assert len(keys) == 3 and len(set(keys)) == 1 and keys[0]

    answers = [infra, {"id": "i-1", "state": "done", "task_id": GCD, "status": "Success",
                       "infra_failure": False, "reward": 1.0, "test_reward": 1.0,
                       "final": True, "verdict": {"verdict": "clean"},
                       "sandbox": {"tests": {"passed": 4, "total": 4}}}]
    keys.clear()

    class FlakyClient:
        def reward(self, task_id, response=None, actions=None, idempotency_key=None):
            keys.append(idempotency_key)
            return answers.pop(0)

    monkeypatch.setattr(agentrl_reward, "_server", lambda kwargs, extra: FlakyClient())
    assert agentrl_reward.compute_score("agentrl", "x", GCD, {})["score"] == 1.0
    assert len(keys) == 2 and keys[0] == keys[1]
