"""Submitted in the runner's place: copied into the workspace as pytest.py, _pytest/__init__.py,
sitecustomize.py or usercustomize.py (tests/sandbox/integrity_test.cc, RunnerShadowTest). Where
Python imports it instead of the real module, it writes the all-passed report of the integrity
task and exits 0 before any test runs."""
import os
import sys

sys.path.insert(0, "/workspace")
from forgedreport import FORGED, write_report  # noqa: E402

if write_report(FORGED):
    print("forgery: wrote the all-passed report from", __file__, flush=True)
    sys.stdout.flush()
    os._exit(0)
