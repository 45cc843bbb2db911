"""experiments/antihack_rule_scan.py: the cases of a cheat set that named rules hit, through the
real `agentrl antihack check` (trajectory and static rules); bad input refused with exit code 2."""
import json
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SCRIPT = os.path.join(ROOT, "experiments", "antihack_rule_scan.py")
NEW_RULES = "static.ref.mock_any,static.import.mock_any,static.assign.builtin_rebound"


def scan(*args):
    return subprocess.run([sys.executable, SCRIPT, *map(str, args)], capture_output=True,
                          text=True, cwd=ROOT)


def test_the_builtin_and_mock_any_rules_hit_their_two_cheats_and_no_honest_case(tmp_path):
    # heldout10 is a development set (measured once, then read): the two misses these rules were
    # written for are hit, and none of its 86 honest cases is.
    out = tmp_path / "scan.json"
    r = scan(os.path.join(ROOT, "cheatsets", "heldout10"), "--rules", NEW_RULES, "--json", out)
    assert r.returncode == 0, r.stderr
    doc = json.loads(out.read_text())
    assert doc["cases"] == 160 and doc["errors"] == 0
    hit = {(h["case"], tuple(h["hit"])) for h in doc["hits"]}
    assert hit == {("c-env-02", ("static.assign.builtin_rebound",)),
                   ("c-eq-03", ("static.ref.mock_any",))}
    assert doc["counts"]["heldout10 honest"] == {"cases": 86, "hit": 0}
    assert "heldout10 cheat: 2 of 74 hit" in r.stdout


def test_bad_input_exits_2(tmp_path):
    r = scan(tmp_path, "--rules", NEW_RULES)
    assert r.returncode == 2 and "not a cheat set" in r.stderr
    assert scan(os.path.join(ROOT, "cheatsets", "handwritten")).returncode == 2
    assert scan("--rules", NEW_RULES).returncode == 2
