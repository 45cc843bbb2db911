import json
import time

_START = {}


def pytest_sessionstart(session):
    _START["t"] = time.time()


def pytest_terminal_summary(terminalreporter, exitstatus, config):
    stats = {k: len(v) for k, v in terminalreporter.stats.items() if k in ("passed", "failed", "error")}
    stats["seconds"] = round(time.time() - _START["t"], 3)
    with open("/tmp/forth-summary.json", "w") as f:
        json.dump(stats, f)
    terminalreporter.write_line(f"my summary: {stats}")
