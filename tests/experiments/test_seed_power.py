"""experiments/seed_power.py: Student t quantiles and seed counts against published values
(G*Power's sample sizes for a two-sided test at alpha 0.05 with 80% power), the spreads it reads
from a results.csv, and bad input refused with exit code 2."""
import importlib.util
import json
import os
import subprocess
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SCRIPT = os.path.join(ROOT, "experiments", "seed_power.py")
spec = importlib.util.spec_from_file_location("seed_power", SCRIPT)
sp = importlib.util.module_from_spec(spec)
spec.loader.exec_module(sp)


@pytest.mark.parametrize("q,nu,expected", [(0.975, 1, 12.706205), (0.975, 4, 2.776445),
                                           (0.975, 29, 2.045230), (0.8, 10, 0.879058)])
def test_t_quantiles(q, nu, expected):
    assert sp.t_quantile(q, nu) == pytest.approx(expected, abs=1e-6)


@pytest.mark.parametrize("effect,paired,expected", [(1.0, True, 10), (0.5, True, 34),
                                                    (1.0, False, 17), (0.5, False, 64)])
def test_seeds_needed_match_gpower(effect, paired, expected):
    assert sp.seeds_needed(1.0, effect, 0.8, paired) == expected


def write_results(path, arms):
    with open(path, "w") as f:
        f.write("run,seed,train.estimators,estimator,finished,diverged,j_first,j_last,"
                "success_last,auc_j,adv_spearman,critic_ev_last,adv_extreme_frac,"
                "grad_spike_frac,group_length_ratio\n")
        for est, values in arms.items():
            for seed, j in enumerate(values, start=1):
                f.write(f"r-{est}-{seed},{seed},\"{est}\",{est},1,0,0,{j},0,0,{j / 2},0,0,0,1\n")


def test_spreads_and_pairing(tmp_path):
    # b = a + 0.02 + e with e = +-0.01: the paired difference has sd 0.0115, far below the
    # spread across seeds within an arm, so pairing needs far fewer seeds.
    a = [0.50, 0.60, 0.55, 0.65, 0.58, 0.52]
    b = [x + 0.02 + (0.01 if i % 2 else -0.01) for i, x in enumerate(a)]
    csv_path = tmp_path / "results.csv"
    write_results(csv_path, {"grpo": a, "gae": b})
    out = tmp_path / "power.json"
    r = subprocess.run([sys.executable, SCRIPT, str(csv_path), "--json", str(out)],
                       capture_output=True, text=True)
    assert r.returncode == 0, r.stderr
    j = json.loads(out.read_text())["results"][0]["metrics"]["j_last"]
    assert j["seeds_per_arm"] == 6
    assert j["paired"]["sd_diff_median"] == pytest.approx(0.010954, abs=1e-6)
    assert j["paired"]["seeds_needed"] < j["unpaired"]["seeds_needed"]
    assert j["unpaired"]["sd_max"] == pytest.approx(0.060882, abs=1e-6)  # arm b
    assert j["unpaired"]["sd_min"] == pytest.approx(0.055015, abs=1e-6)  # arm a
    assert "| j_last | 6 |" in r.stdout


def test_bad_input_is_exit_2(tmp_path):
    bad = tmp_path / "bad.csv"
    bad.write_text("a,b\n1,2\n")
    for args in ([str(bad)], [str(tmp_path / "missing.csv")], [str(bad), "--power", "2"], []):
        r = subprocess.run([sys.executable, SCRIPT, *args], capture_output=True, text=True)
        assert r.returncode == 2, (args, r.stdout, r.stderr)
        assert r.stderr


def test_reference_detects_a_known_shift_and_not_noise(tmp_path):
    a = [0.50, 0.60, 0.55, 0.65, 0.58, 0.52]
    shifted = [x - 0.05 + (0.002 if i % 2 else -0.002) for i, x in enumerate(a)]
    noise = [x + (0.01 if i % 2 else -0.01) for i, x in enumerate(a)]
    csv_path = tmp_path / "results.csv"
    write_results(csv_path, {"grpo": a, "flip": shifted, "same": noise})
    out = tmp_path / "power.json"
    r = subprocess.run([sys.executable, SCRIPT, str(csv_path), "--reference", "grpo,grpo",
                        "--json", str(out)], capture_output=True, text=True)
    assert r.returncode == 0, r.stderr
    arms = json.loads(out.read_text())["results"][0]["against_reference"]["arms"]
    assert arms["flip,flip"]["j_last"]["detected"]
    assert arms["flip,flip"]["j_last"]["mean_difference"] == pytest.approx(-0.05, abs=1e-9)
    assert not arms["same,same"]["j_last"]["detected"]
    assert arms["same,same"]["j_last"]["mean_difference"] == pytest.approx(0.0, abs=1e-9)
    assert "| flip,flip | 6 |" in r.stdout
    bad = subprocess.run([sys.executable, SCRIPT, str(csv_path), "--reference", "nope"],
                         capture_output=True, text=True)
    assert bad.returncode == 2 and "grpo,grpo" in bad.stderr
