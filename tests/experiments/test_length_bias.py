"""experiments/length_bias.py: per-arm means with t-intervals and seed-paired comparisons from an
ablation directory laid out as `agentrl ablate` writes it, and exit code 2 without runs."""
import json
import os
import subprocess
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SCRIPT = os.path.join(ROOT, "experiments", "length_bias.py")


def write_run(root, loss, seed, failed_by_estimator):
    run = root / "runs" / f"estimators-grpo_drgrpo__loss_agg-{loss}__seed-{seed}"
    run.mkdir(parents=True)
    (run / "config.toml").write_text(f'[run]\nseed = {seed}\n[train]\nloss_agg = "{loss}"\n')
    for est, (early, late) in failed_by_estimator.items():
        (run / est).mkdir()
        rows = []
        for i in range(8):  # quarters of two iterations: the first two early, the last two late
            failed = early if i < 2 else late if i >= 6 else (early + late) / 2
            rows.append({"iteration": i, "pretrain": False, "mean_length_failed": failed,
                         "mean_length_passed": 100.0, "truncated_rate": 0.0, "exact_j": 0.5})
        rows.insert(0, {"iteration": -1, "pretrain": True, "mean_length_failed": 1e9})
        (run / est / "metrics.jsonl").write_text("".join(json.dumps(r) + "\n" for r in rows))


def test_arms_and_paired_comparisons(tmp_path):
    # Under the per-response mean the failed episodes grow by 1000 tokens, under the constant
    # normaliser by 200 (+-10 by seed): the paired difference is -800 and detected.
    for seed, wobble in ((1, -10), (2, 0), (3, 10)):
        write_run(tmp_path, "seq-mean-token-mean", seed,
                  {"grpo": (200, 1200 + wobble), "drgrpo": (200, 1200 + wobble)})
        write_run(tmp_path, "seq-mean-token-sum-norm", seed,
                  {"grpo": (200, 400 - wobble), "drgrpo": (200, 400)})
    out = tmp_path / "out"
    r = subprocess.run([sys.executable, SCRIPT, str(tmp_path), str(out)], capture_output=True,
                       text=True)
    assert r.returncode == 0, r.stderr
    s = json.loads((out / "summary.json").read_text())
    arms = {(a["loss_agg"], a["estimator"]): a for a in s["arms"]}
    assert arms[("seq-mean-token-mean", "grpo")]["failed_growth"]["mean"] == pytest.approx(1000)
    assert arms[("seq-mean-token-mean", "grpo")]["seeds"] == 3
    loss = s["comparisons"][0]
    assert loss["failed_growth"]["mean"] == pytest.approx(-800)
    assert loss["failed_growth"]["detected"]
    assert loss["failed_growth"]["seeds"] == 3
    baseline = s["comparisons"][2]  # same numbers for grpo and drgrpo: nothing detected
    assert baseline["failed_late"]["mean"] == pytest.approx(0)
    assert not baseline["failed_late"]["detected"]
    assert (out / "length_failed.svg").read_text().startswith("<svg")
    assert "| paired by seed |" in r.stdout


def test_no_runs_exits_two(tmp_path):
    r = subprocess.run([sys.executable, SCRIPT, str(tmp_path), str(tmp_path / "out")],
                       capture_output=True, text=True)
    assert r.returncode == 2
    assert "runs/" in r.stderr
