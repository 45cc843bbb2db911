"""Fixtures: a real `agentrl serve` for the client tests.

The binary is $AGENTRL_BIN (ctest sets it to the built target) or <repo>/build/agentrl; it runs
with the repository root as its working directory (so --tasks tasks/python resolves), on
127.0.0.1 port 0, with a bearer token from a temporary token file and a temporary store. A
server is stopped by its PID with SIGTERM (it drains and must exit 0), SIGKILL after a timeout.
"""

from __future__ import annotations

import http.client
import os
import secrets
import signal
import subprocess
import sys
import tempfile
import time
from typing import List, Optional

import pytest

REPO = os.path.abspath(os.path.join(os.path.dirname(__file__), os.pardir, os.pardir))
sys.path.insert(0, os.path.join(REPO, "integrations", "python"))
sys.path.insert(0, os.path.join(REPO, "integrations", "verl"))

START_TIMEOUT_S = 30.0
STOP_TIMEOUT_S = 60.0


def agentrl_binary() -> str:
    path = os.environ.get("AGENTRL_BIN") or os.path.join(REPO, "build", "agentrl")
    if not os.access(path, os.X_OK):
        pytest.fail(f"no agentrl binary at {path}: build it (cmake --build build) "
                    "or set AGENTRL_BIN")
    return path


class ServeProcess:
    """One `agentrl serve` child: started by `start()`, stopped by `stop()` (returns its exit
    code). url is http://127.0.0.1:PORT; token the bearer token."""

    def __init__(self, workdir: str, extra_args: Optional[List[str]] = None):
        self.workdir = workdir
        self.token = secrets.token_urlsafe(24)
        self.token_file = os.path.join(workdir, "token")
        with open(self.token_file, "w") as f:
            f.write(self.token + "\n")
        os.chmod(self.token_file, 0o600)
        self.store = os.path.join(workdir, "serve.sqlite")
        self.stdout_path = os.path.join(workdir, "stdout")
        self.stderr_path = os.path.join(workdir, "stderr")
        self.args = [agentrl_binary(), "serve", "--listen", "127.0.0.1:0",
                     "--token-file", self.token_file, "--store", self.store,
                     "--tasks", "tasks/python"] + list(extra_args or [])
        self.proc: Optional[subprocess.Popen] = None
        self.url = ""

    def start(self) -> "ServeProcess":
        env = dict(os.environ)
        env.pop("AGENTRL_SERVE_TOKEN", None)
        with open(self.stdout_path, "wb") as out, open(self.stderr_path, "wb") as err:
            self.proc = subprocess.Popen(self.args, cwd=REPO, stdout=out, stderr=err,
                                         stdin=subprocess.DEVNULL, env=env)
        deadline = time.monotonic() + START_TIMEOUT_S
        while time.monotonic() < deadline:
            with open(self.stdout_path, encoding="utf-8", errors="replace") as f:
                first = f.readline()
            if first.startswith("listening on ") and first.endswith("\n"):
                self.url = "http://" + first[len("listening on "):].strip()
                return self
            if self.proc.poll() is not None:
                break
            time.sleep(0.05)
        rc = self.stop_quietly()
        raise RuntimeError(f"agentrl serve did not start (exit {rc}): {self.stderr()}")

    def stderr(self) -> str:
        with open(self.stderr_path, encoding="utf-8", errors="replace") as f:
            return f.read()[-4000:]

    def stop(self) -> int:
        """SIGTERM, then SIGKILL after STOP_TIMEOUT_S; the exit code (negative: a signal)."""
        assert self.proc is not None
        if self.proc.poll() is None:
            self.proc.send_signal(signal.SIGTERM)
            try:
                return self.proc.wait(timeout=STOP_TIMEOUT_S)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                return self.proc.wait()
        return self.proc.returncode

    def stop_quietly(self) -> Optional[int]:
        return self.stop() if self.proc is not None else None


def _serve(extra_args: Optional[List[str]] = None):
    with tempfile.TemporaryDirectory(prefix="agentrl-serve-test-") as workdir:
        server = ServeProcess(workdir, extra_args).start()
        try:
            yield server
        finally:
            rc = server.stop()
        assert rc == 0, f"agentrl serve exited {rc} after SIGTERM: {server.stderr()}"


@pytest.fixture(scope="session")
def server():
    """The shared server: default workers (the cores) and queue."""
    yield from _serve()


@pytest.fixture(scope="session")
def narrow_server():
    """A server with one worker and no queue: a second concurrent request is refused at once
    (429 on native endpoints, 504 on /run_code). Its tests hold a slow request open while
    they poll and send others, so it starts with spare connection threads."""
    yield from _serve(["--workers", "1", "--queue", "0"])


@pytest.fixture
def client(server):
    from agentrl_client import AgentrlClient
    return AgentrlClient(server.url, token=server.token, timeout=120)


def task_file(task_dir: str, *parts: str) -> str:
    with open(os.path.join(REPO, "tasks", "python", task_dir, *parts), encoding="utf-8") as f:
        return f.read()


def wait_in_flight(client, n: int, timeout_s: float = 20.0) -> None:
    """Waits until the server runs at least n units (its /healthz in_flight)."""
    deadline = time.monotonic() + timeout_s
    while client.health()["in_flight"] < n:
        assert time.monotonic() < deadline, f"fewer than {n} units ever ran at once"
        time.sleep(0.02)
