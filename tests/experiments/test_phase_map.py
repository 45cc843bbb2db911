"""experiments/phase_map.py on a small grid against the built agentrl (AGENTRL_BIN, set by
ctest): every cell read back from `sim evaluate`, the oracle critic ahead of GRPO where lengths
spread the most, the figure written; the --axes map moves what each factor names; bad arguments
are exit code 2."""
import gzip
import json
import os
import subprocess
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SCRIPT = os.path.join(ROOT, "experiments", "phase_map.py")
AGENTRL = os.environ.get("AGENTRL_BIN")


@pytest.mark.skipif(not AGENTRL, reason="AGENTRL_BIN is not set (ctest sets it)")
def test_small_grid(tmp_path):
    out = tmp_path / "pm"
    r = subprocess.run([sys.executable, SCRIPT, "--agentrl", AGENTRL, "--out", str(out),
                        "--noise", "0,0.4", "--lambdas", "1.0", "--batches", "2"],
                       capture_output=True, text=True, cwd=ROOT)
    assert r.returncode == 0, r.stderr
    doc = json.loads((out / "phase_map.json").read_text())
    assert doc["noise_std"] == [0.0, 0.4] and doc["lambda"] == [1.0]
    cells = doc["cells"]
    assert len(cells) == 2 * 5
    for c in cells:
        assert c["difference"] == pytest.approx(c["gae_spearman"] - c["grpo_spearman"])
        assert -1 <= c["gae_spearman"] <= 1 and c["gae_ci95"] >= 0
    oracle_wide = next(c for c in cells if c["noise_std"] == 0.0 and c["sharpness"] == 0.25)
    assert oracle_wide["difference"] > 0, oracle_wide
    # More critic noise, worse GAE, the same GRPO (it does not use the critic).
    noisy_wide = next(c for c in cells if c["noise_std"] == 0.4 and c["sharpness"] == 0.25)
    assert noisy_wide["gae_spearman"] < oracle_wide["gae_spearman"]
    assert noisy_wide["grpo_spearman"] == oracle_wide["grpo_spearman"]
    svg = (out / "phase_map.svg").read_text()
    assert "λ = 1.0" in svg and "oracle" in svg and "noise σ 0.4" in svg
    assert (out / "phase_map.png").read_bytes()[1:4] == b"PNG"
    assert (out / "config_lam1.0_noise0.4.toml").exists()


@pytest.mark.skipif(not AGENTRL, reason="AGENTRL_BIN is not set (ctest sets it)")
def test_axes_move_what_they_name(tmp_path):
    out = tmp_path / "ax"
    r = subprocess.run([sys.executable, SCRIPT, "--agentrl", AGENTRL, "--out", str(out),
                        "--axes", "give_up,progress_reward", "--noise", "0", "--lambdas", "0.95",
                        "--batches", "2"], capture_output=True, text=True, cwd=ROOT)
    assert r.returncode == 0, r.stderr
    doc = json.loads((out / "phase_axes.json").read_text())
    assert list(doc["axes"]) == ["give_up", "progress_reward"]
    cells = doc["cells"]
    assert len(cells) == 2 * 5
    for c in cells:
        assert c["difference"] == pytest.approx(c["gae_spearman"] - c["grpo_spearman"])
    give_up = [c for c in cells if c["axis"] == "give_up"]
    assert [c["value"] for c in give_up] == [-2.0, 0.0, 1.0, 2.0, 3.0]
    rates = [c["give_up_rate"] for c in give_up]
    assert rates == sorted(rates) and rates[-1] > rates[0] + 0.3, rates
    # The same episodes (the policy does not see rewards) are paid more as more of the reward
    # comes with the work done.
    paid = [c["mean_return"] for c in cells if c["axis"] == "progress_reward"]
    assert all(a < b for a, b in zip(paid, paid[1:])), paid
    with gzip.open(out / "phase_axes_configs.json.gz", "rt") as f:
        configs = json.load(f)
    assert len(configs) == 10
    assert "progress_reward = 0.5" in configs["progress_reward=0.5 lam=0.95 noise=0.0"]
    assert "give_up_logit = 3.0" in configs["give_up=3.0 lam=0.95 noise=0.0"]
    svg = (out / "phase_axes.svg").read_text()
    assert "give_up (λ = 0.95)" in svg and "progress_reward (λ = 0.95)" in svg
    assert (out / "phase_axes.png").read_bytes()[1:4] == b"PNG"


@pytest.mark.parametrize("args", [["--batches", "1"], ["--noise", "x"], ["--lambdas", "2"],
                                  ["--axes", "give_up,bogus"],
                                  ["--bogus"], ["--agentrl", "/nonexistent/agentrl"]])
def test_bad_arguments_are_exit_2(args, tmp_path):
    r = subprocess.run([sys.executable, SCRIPT, "--out", str(tmp_path / "o"), *args],
                       capture_output=True, text=True, cwd=ROOT)
    assert r.returncode == 2, (args, r.stderr)
    assert r.stderr
