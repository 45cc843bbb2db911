"""veRL custom reward function that scores a response with `agentrl serve`'s /v1/reward.

veRL loads it by path (`custom_reward_function.path`, `.name: compute_score`; see README.md
here) and calls, per sample,
    compute_score(data_source=..., solution_str=..., ground_truth=..., extra_info=...,
                  **reward_kwargs)
(verl/trainer/ppo/reward.py get_custom_reward_fn; verl/workers/reward_manager/naive.py and
verl/experimental/reward_loop/reward_manager/naive.py). The answer is a dict whose "score" is
the reward; veRL puts the other keys in reward_extra_info (one list per key, so every sample
must carry the same keys, and numbers only, which veRL averages into validation metrics).
`compute_score_batch` is the same for veRL's `batch` reward manager (one /v1/reward/batch call).

The task: extra_info["task_id"] when present, else ground_truth (a task id or directory name
under the server's --tasks, or a mapping with "task_id"). The code: the response's last fenced
code block, or all of it (the server extracts it).

The server: the keyword `url`/`token` (from `custom_reward_function.reward_kwargs`), else
extra_info["agentrl_url"]/["agentrl_token"], else $AGENTRL_SERVE_URL/$AGENTRL_SERVE_TOKEN; a URL
with `?access_token=TOKEN` carries its token.

An infrastructure failure is never scored. The server answers it with status "SandboxError"
and reward null; the call is then sent again under the same Idempotency-Key (the server reruns
a request with no final result), `infra_retries` times, and if it still fails
`AgentrlInfraError` is raised. Why raise rather than return a score of None: veRL's naive
reward managers let an exception propagate (the legacy one retries the whole batch once in
`compute_reward`, then the step fails with this message), while None would be written into
the reward tensor and fail there with an unrelated TypeError. Do not use veRL's `prime`
reward manager with this function: it turns any exception into a score of 0.0 (the silent
failed test this module exists to prevent) and reads a dict answer as `result[0]`.
"""

from __future__ import annotations

import importlib.util
import os
import sys
import threading
import uuid
from typing import Any, Dict, List, Mapping, Optional, Sequence

_HERE = os.path.dirname(os.path.abspath(__file__))
_CLIENT_PATH = os.path.join(_HERE, os.pardir, "python", "agentrl_client.py")


def _load_client_module():
    """Imports integrations/python/agentrl_client.py by path: nothing is installed, and veRL
    loads this file by path too (its directory need not be on sys.path)."""
    name = "agentrl_client"
    if name in sys.modules:
        return sys.modules[name]
    spec = importlib.util.spec_from_file_location(name, os.path.normpath(_CLIENT_PATH))
    if spec is None or spec.loader is None:
        raise ImportError(f"agentrl_reward: cannot load the client from {_CLIENT_PATH}")
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module


_client_module = _load_client_module()
AgentrlClient = _client_module.AgentrlClient
AgentrlError = _client_module.AgentrlError

# The keys of every answer, in this order: veRL keeps one list per key across the batch.
SCORE_KEYS = ("score", "acc", "test_reward", "cheat", "final", "infra_failure", "tests_passed",
              "tests_total")

DEFAULT_INFRA_RETRIES = 2


class AgentrlInfraError(RuntimeError):
    """The sandbox could not run the submission (infrastructure, not the code), after retries:
    no reward exists for it, and none must be invented."""


_clients: Dict[tuple, Any] = {}
_clients_lock = threading.Lock()


def _client(url: str, token: Optional[str]):
    """One client per (url, token) per process: veRL calls compute_score from threads or
    worker processes, and a client is stateless, so sharing it is safe."""
    key = (url, token)
    with _clients_lock:
        if key not in _clients:
            _clients[key] = AgentrlClient(url, token=token)
        return _clients[key]


def _setting(kwargs: Mapping[str, Any], extra_info: Mapping[str, Any], key: str,
             env: str) -> Optional[str]:
    value = kwargs.get(key)
    if value is None:
        value = extra_info.get("agentrl_" + key)
    if value is None:
        value = os.environ.get(env)
    return value


def _server(kwargs: Mapping[str, Any], extra_info: Mapping[str, Any]):
    url = _setting(kwargs, extra_info, "url", "AGENTRL_SERVE_URL")
    if not url:
        raise ValueError("agentrl_reward: no server URL: set AGENTRL_SERVE_URL, "
                         "custom_reward_function.reward_kwargs.url, or extra_info['agentrl_url']")
    token = _setting(kwargs, extra_info, "token", "AGENTRL_SERVE_TOKEN")
    return _client(url, token)


def task_of(ground_truth: Any, extra_info: Optional[Mapping[str, Any]]) -> str:
    """The task a sample is graded against: extra_info["task_id"], else ground_truth (a
    string, or a mapping with "task_id")."""
    if extra_info and extra_info.get("task_id"):
        return str(extra_info["task_id"])
    if isinstance(ground_truth, Mapping) and ground_truth.get("task_id"):
        return str(ground_truth["task_id"])
    if isinstance(ground_truth, str) and ground_truth:
        return ground_truth
    raise ValueError("agentrl_reward: no task: put the task id in reward_model.ground_truth "
                     f"or extra_info['task_id'] (ground_truth is {ground_truth!r})")


def score_of(result: Mapping[str, Any]) -> Dict[str, float]:
    """veRL's answer for one /v1/reward result: score is the composed reward (a cheat verdict
    overrides the tests), the rest are numbers for reward_extra_info."""
    if result.get("infra_failure") or result.get("reward") is None:
        raise AgentrlInfraError(
            f"agentrl serve could not grade {result.get('task_id')!r} (request "
            f"{result.get('id')}): {result.get('sandbox_error', 'no reward in the answer')}")
    tests = (result.get("sandbox") or {}).get("tests") or {}
    verdict = (result.get("verdict") or {}).get("verdict")
    return {
        "score": float(result["reward"]),
        # DAPO's group filter reads "acc" (algorithm.filter_groups.metric) from a dict answer.
        "acc": float(result["reward"]),
        "test_reward": float(result.get("test_reward", 0.0)),
        "cheat": 1.0 if verdict == "cheat" else 0.0,
        "final": 1.0 if result.get("final", True) else 0.0,
        "infra_failure": 0.0,
        "tests_passed": float(tests.get("passed", 0)),
        "tests_total": float(tests.get("total", 0)),
    }


def _infra_retries(kwargs: Mapping[str, Any]) -> int:
    return int(kwargs.get("infra_retries", os.environ.get("AGENTRL_INFRA_RETRIES",
                                                          DEFAULT_INFRA_RETRIES)))


def compute_score(data_source: Any, solution_str: str, ground_truth: Any,
                  extra_info: Optional[Mapping[str, Any]] = None,
                  **kwargs: Any) -> Dict[str, float]:
    """veRL's custom reward function: grades `solution_str` against the task that
    `ground_truth` (or extra_info["task_id"]) names and returns {"score": reward, ...}
    (SCORE_KEYS). `data_source` is not used (any value is accepted). Keywords: url, token,
    infra_retries. Raises AgentrlInfraError when the sandbox fails on infrastructure after
    retries, AgentrlError when the server refuses the request (unknown task: 404)."""
    extra = extra_info or {}
    client = _server(kwargs, extra)
    task_id = task_of(ground_truth, extra)
    actions = extra.get("agentrl_actions")
    key = str(uuid.uuid4())  # one logical call: every retry below reuses it
    for _ in range(_infra_retries(kwargs) + 1):
        result = client.reward(task_id, response=solution_str, actions=actions,
                               idempotency_key=key)
        if not result.get("infra_failure"):
            break
    return score_of(result)


def compute_score_batch(data_sources: Sequence[Any], solution_strs: Sequence[str],
                        ground_truths: Sequence[Any],
                        extra_infos: Optional[Sequence[Optional[Mapping[str, Any]]]] = None,
                        **kwargs: Any) -> List[Dict[str, float]]:
    """The same for veRL's `batch` reward manager (reward_model.reward_manager=batch): the
    samples go in /v1/reward/batch calls of at most `max_batch` (keyword, default 64, the
    server's default) and come back in order. A batch with an infrastructure failure is sent
    again under the same Idempotency-Key (the server reruns a request without a final
    result), `infra_retries` times, before AgentrlInfraError."""
    n = len(solution_strs)
    extras = list(extra_infos) if extra_infos is not None else [None] * n
    max_batch = int(kwargs.get("max_batch", 64))
    scores: List[Dict[str, float]] = []
    for start in range(0, n, max_batch):
        items = []
        client = None
        for i in range(start, min(n, start + max_batch)):
            extra = extras[i] or {}
            client = client or _server(kwargs, extra)
            items.append(AgentrlClient.reward_item(task_of(ground_truths[i], extra),
                                                   response=solution_strs[i],
                                                   actions=extra.get("agentrl_actions")))
        key = str(uuid.uuid4())
        for _ in range(_infra_retries(kwargs) + 1):
            results = client.reward_batch(items, idempotency_key=key)
            if not any(r.get("infra_failure") for r in results):
                break
        scores.extend(score_of(r) for r in results)
    return scores
