# Root conftest: make `import solution` work from any cwd and register my marker.
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))


def pytest_configure(config):
    config.addinivalue_line("markers", "unicode: tests with non-ASCII input")
