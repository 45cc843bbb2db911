"""Runs my tests in a fresh interpreter so the module-level memo starts cold."""
import subprocess
import sys

sys.exit(subprocess.call([sys.executable, "-m", "pytest", "-q", "tests"]))
