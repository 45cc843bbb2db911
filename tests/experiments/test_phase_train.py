"""experiments/phase_train.py: GAE arms against GRPO of the same tier mix, paired by seed, from an
ablation's results.csv; exit code 2 on a missing file, missing columns or no GRPO arm."""
import csv
import json
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SCRIPT = os.path.join(ROOT, "experiments", "phase_train.py")
COLUMNS = ["run", "seed", "cell", "estimator", "finished", "diverged", "j_first", "j_last",
           "success_last", "auc_j", "adv_spearman", "critic_ev_last", "adv_extreme_frac",
           "grad_spike_frac", "group_length_ratio"]


def write_results(path, arms, seeds=(1, 2, 3, 4)):
    """arms: {cell: (j_last, adv_spearman)}; each seed moves every arm alike, plus a small wobble."""
    with open(path, "w", newline="") as f:
        w = csv.DictWriter(f, fieldnames=COLUMNS)
        w.writeheader()
        for cell, (j, rho) in arms.items():
            for s in seeds:
                shared = 0.05 * s  # the seed's own luck, shared by every arm: pairing removes it
                wobble = 0.002 * (s % 2)
                w.writerow({"run": f"{cell}__seed-{s}", "seed": s, "cell": cell,
                            "estimator": "grpo" if cell.startswith("grpo") else "gae",
                            "finished": 1, "diverged": 0, "j_first": 0.03, "j_last": j + shared + wobble,
                            "success_last": 0.5, "auc_j": j / 2 + shared, "adv_spearman": rho + wobble,
                            "critic_ev_last": "", "adv_extreme_frac": 0, "grad_spike_frac": 0,
                            "group_length_ratio": 12})


def run(*args):
    return subprocess.run([sys.executable, SCRIPT, *map(str, args)], capture_output=True, text=True)


def test_gae_arms_against_grpo_of_the_same_mix(tmp_path):
    results = tmp_path / "results.csv"
    write_results(results, {"grpo-hard1": (0.60, 0.20), "oracle-hard1": (0.65, 0.80),
                            "learned-hard1": (0.60, 0.20), "grpo-hard4": (0.40, 0.10),
                            "oracle-hard4": (0.30, 0.70)})
    r = run(results, tmp_path / "out")
    assert r.returncode == 0, r.stderr
    summary = json.loads((tmp_path / "out" / "phase_train.json").read_text())
    by = {(c["mix"], c["arm"]): c for c in summary["comparisons"]}
    assert set(by) == {("hard1", "oracle"), ("hard1", "learned"), ("hard4", "oracle")}
    # The seeds' shared luck (0.05 per seed) is paired away: +0.05 is detected, 0 is not.
    assert abs(by["hard1", "oracle"]["j_last"]["mean"] - 0.05) < 1e-9
    assert by["hard1", "oracle"]["j_last"]["detected"]
    assert not by["hard1", "learned"]["j_last"]["detected"]
    assert by["hard4", "oracle"]["j_last"]["mean"] < 0 and by["hard4", "oracle"]["j_last"]["detected"]
    assert abs(by["hard4", "oracle"]["adv_spearman"]["mean"] - 0.60) < 1e-9
    assert (tmp_path / "out" / "phase_train.svg").read_text().startswith("<svg")
    assert "| hard4 | exact values, λ = 0.95 | 4 |" in r.stdout
    assert "sim.hard.weight = 4" in (tmp_path / "out" / "phase_train.svg").read_text()


def test_reward_sparsity_cells_are_named_by_their_setting(tmp_path):
    results = tmp_path / "results.csv"
    write_results(results, {"grpo-shaped0.5": (0.60, 0.20), "oracle-shaped0.5": (0.70, 0.90)})
    r = run(results, tmp_path / "out")
    assert r.returncode == 0, r.stderr
    assert "| shaped0.5 | exact values, λ = 0.95 |" in r.stdout
    assert "sim.progress_reward = 0.5" in (tmp_path / "out" / "phase_train.svg").read_text()


def test_bad_input_exits_2_naming_the_problem(tmp_path):
    r = run(tmp_path / "none.csv", tmp_path / "out")
    assert r.returncode == 2 and "no such file" in r.stderr
    bad = tmp_path / "bad.csv"
    bad.write_text("run,seed,cell\nx,1,grpo-hard1\n")
    r = run(bad, tmp_path / "out")
    assert r.returncode == 2 and "no column" in r.stderr and "j_last" in r.stderr
    no_grpo = tmp_path / "no_grpo.csv"
    write_results(no_grpo, {"oracle-hard1": (0.6, 0.8)})
    r = run(no_grpo, tmp_path / "out")
    assert r.returncode == 2 and "no GRPO arm" in r.stderr
