"""Loading agentrl.verl the way veRL does (VERL_USE_EXTERNAL_MODULES) registers its estimators
with veRL's registry, and AGENTRL_VERL_PATCH_GAE=1 replaces veRL's GAE. veRL is not installable
here, so the test builds a stand-in package with the parts veRL's trainer uses: the environment
variable read by ``verl/__init__.py``, ``register_adv_est`` (refusing a second function under a
name), ``get_adv_estimator_fn``, and the module attribute the trainer calls for GAE. Each case
runs in a fresh interpreter, as a veRL process would."""

import os
import subprocess
import sys
import textwrap

import pytest

STAND_IN = {
    "verl/__init__.py": """
        import importlib, os
        for name in filter(None, os.getenv("VERL_USE_EXTERNAL_MODULES", "").split(",")):
            importlib.import_module(name)
    """,
    "verl/trainer/__init__.py": "",
    "verl/trainer/ppo/__init__.py": "",
    "verl/trainer/ppo/core_algos.py": """
        ADV_ESTIMATOR_REGISTRY = {}
        def register_adv_est(name):
            def decorator(fn):
                if name in ADV_ESTIMATOR_REGISTRY and ADV_ESTIMATOR_REGISTRY[name] != fn:
                    raise ValueError(f"Adv estimator {name} has already been registered")
                ADV_ESTIMATOR_REGISTRY[name] = fn
                return fn
            return decorator
        def get_adv_estimator_fn(name):
            if name not in ADV_ESTIMATOR_REGISTRY:
                raise ValueError(f"Unknown advantage estimator simply: {name}")
            return ADV_ESTIMATOR_REGISTRY[name]
        @register_adv_est("gae")
        def compute_gae_advantage_return(token_level_rewards, values, response_mask, gamma, lam):
            return "verl's own gae"
    """,
}

# What veRL's compute_advantage does for an estimator other than gae and grpo, then checks.
DRIVER = """
import numpy as np, os, sys, torch
sys.path.insert(0, {tests!r})
import verl
from verl.trainer.ppo import core_algos
import framework_loops as F
from conftest import assert_close, ragged_batch

r, v, m, uids = ragged_batch(12, 40, seed=3)
config = {{"gamma": 0.95, "norm_adv_by_std_in_grpo": False}}
checks = {{
    "agentrl_grpo": F.verl_grpo(r, m.double(), uids, norm_by_std=False)[0],
    "agentrl_rloo": F.verl_rloo(r, m.double(), uids)[0],
    "agentrl_opo": F.verl_opo(r, m.double(), uids)[0],
    "agentrl_reinforce_plus_plus_baseline": F.verl_reinforce_pp_baseline(r, m.double(), uids)[0],
    "agentrl_reinforce_plus_plus": F.verl_reinforce_pp(r, m.double(), 0.95)[0],
}}
for name, want in checks.items():
    fn = core_algos.get_adv_estimator_fn(name)
    kwargs = {{"token_level_rewards": r.float(), "response_mask": m, "config": config}}
    if "plus_plus" not in name or "baseline" in name:
        kwargs["index"] = uids
    adv, ret = fn(**kwargs)
    assert_close(adv, want, what=name)
import agentrl.verl
assert agentrl.verl.register() == list(agentrl.verl.REGISTERED)  # a second time is harmless
gae = core_algos.compute_gae_advantage_return(r.float(), v.float(), m, 1.0, 0.95)
print("GAE", "agentrl" if gae != "verl's own gae" else "verl")
"""


@pytest.fixture
def stand_in(tmp_path):
    for rel, text in STAND_IN.items():
        path = tmp_path / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(textwrap.dedent(text))
    return tmp_path


def _run(stand_in, patch_gae):
    tests = os.path.dirname(os.path.abspath(__file__))
    env = dict(os.environ, VERL_USE_EXTERNAL_MODULES="agentrl.verl",
               PYTHONPATH=os.pathsep.join([str(stand_in), os.environ.get("PYTHONPATH", "")]))
    env.pop("AGENTRL_VERL_PATCH_GAE", None)
    if patch_gae:
        env["AGENTRL_VERL_PATCH_GAE"] = "1"
    return subprocess.run([sys.executable, "-c", DRIVER.format(tests=tests)], env=env,
                          capture_output=True, text=True, timeout=120)


def test_external_module_registers_the_estimators(stand_in):
    run = _run(stand_in, patch_gae=False)
    assert run.returncode == 0, run.stderr
    assert "GAE verl" in run.stdout


def test_patch_gae_replaces_verls_gae_when_asked(stand_in):
    run = _run(stand_in, patch_gae=True)
    assert run.returncode == 0, run.stderr
    assert "GAE agentrl" in run.stdout


def test_register_does_nothing_without_verl():
    code = "import agentrl.verl, sys; print('verl' in sys.modules)"
    run = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert run.returncode == 0, run.stderr
    assert run.stdout.strip() == "False"
