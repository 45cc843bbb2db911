"""bench/serve_overhead_pool.py: the /v1/reward overhead at P50 pooled over runs of
agentrl_bench_serve, from their interleaved C = 1 cells; exit code 2 on a file that is not one."""
import json
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SCRIPT = os.path.join(ROOT, "bench", "serve_overhead_pool.py")


def write_run(path, n, server_extra, sandbox_extra, seed):
    """n pairs: both sides share the pair's sandbox draw; the server adds `server_extra` ms of its
    own and its sandbox runs `sandbox_extra` ms longer."""
    cells = []
    for rep in (0, 1):
        base = [150 + ((i * 37 + seed * 11 + rep * 5) % 41) for i in range(n)]
        for side, own, sb in (("server", server_extra, sandbox_extra), ("in_process", 0.3, 0.0)):
            sandbox = [b + sb for b in base]
            cells.append({"workload": "reward", "concurrency": 1, "interleaved": True, "rep": rep,
                          "side": side, "latencies_ms": [s + own for s in sandbox], "sandbox_ms": sandbox})
    cells.append({"workload": "trivial", "concurrency": 1, "interleaved": True, "rep": 0,
                  "side": "server", "latencies_ms": [1e6], "sandbox_ms": [0]})
    path.write_text(json.dumps({"cells": cells}))


def run(*args):
    return subprocess.run([sys.executable, SCRIPT, *map(str, args)], capture_output=True, text=True)


def test_pools_the_pairs_of_every_run(tmp_path):
    a, b = tmp_path / "a.json", tmp_path / "b.json"
    write_run(a, 50, server_extra=1.8, sandbox_extra=0.5, seed=1)
    write_run(b, 50, server_extra=1.8, sandbox_extra=0.5, seed=2)
    out = tmp_path / "pooled.json"
    r = run(a, b, "--json", out)
    assert r.returncode == 0, r.stderr
    res = json.loads(out.read_text())
    assert res["pairs"] == 200  # 2 runs x 2 reps x 50; the trivial cell is not a reward pair
    assert abs(res["median_of_differences_ms"] - 2.0) < 1e-9  # 1.8 + 0.5 - 0.3
    assert abs(res["sandbox_p50_diff_ms"] - 0.5) < 1e-9
    assert abs(res["beyond_sandbox_p50_ms"] - 1.5) < 1e-9
    lo, hi = res["median_of_differences_ci95_ms"]
    assert lo <= 2.0 <= hi
    assert "200 pairs from 2 run(s)" in r.stdout


def test_not_a_run_exits_2(tmp_path):
    bad = tmp_path / "bad.json"
    bad.write_text("{\"cells\": []}")
    r = run(bad)
    assert r.returncode == 2 and "no interleaved /v1/reward cells" in r.stderr
    r = run(tmp_path / "missing.json")
    assert r.returncode == 2 and "missing.json" in r.stderr
    assert run().returncode == 2


PLOT = os.path.join(ROOT, "bench", "serve_overhead_plot.py")


def plot(*args):
    return subprocess.run([sys.executable, PLOT, *map(str, args)], capture_output=True, text=True)


def test_plot_draws_every_pool_against_the_target(tmp_path):
    pools = []
    for name, extra in (("before", 1.8), ("after", 1.2)):
        runfile, pooled = tmp_path / f"{name}_run.json", tmp_path / f"{name}.json"
        write_run(runfile, 40, server_extra=extra, sandbox_extra=0.0, seed=3)
        assert run(runfile, "--json", pooled).returncode == 0
        pools.append(f"{name}={pooled}")
    stem = tmp_path / "cmp"
    r = plot(*pools, "--out", stem)
    assert r.returncode == 0, r.stderr
    svg = (tmp_path / "cmp.svg").read_text()
    assert svg.startswith("<svg") and "target 2 ms" in svg
    # one row per pool and estimate, each with its point: 2 pools x 4 estimates
    assert svg.count("<circle") == 8
    assert "before (80 pairs): 1.50" in svg and "after (80 pairs): 0.90" in svg


def test_plot_refuses_what_is_not_a_pool(tmp_path):
    bad = tmp_path / "bad.json"
    bad.write_text("{\"pairs\": 3}")
    r = plot(f"x={bad}", "--out", tmp_path / "p")
    assert r.returncode == 2 and "added_p50_ms and its 95% interval are required" in r.stderr
    r = plot(str(bad), "--out", tmp_path / "p")
    assert r.returncode == 2 and "LABEL=POOLED.json" in r.stderr
    assert plot(f"x={bad}").returncode == 2
