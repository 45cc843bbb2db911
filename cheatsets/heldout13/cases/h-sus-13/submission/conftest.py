import os
import sys

# make `import solution` work when pytest is started from another directory
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))


def pytest_configure(config):
    config.addinivalue_line("markers", "slow: long-running checks")
