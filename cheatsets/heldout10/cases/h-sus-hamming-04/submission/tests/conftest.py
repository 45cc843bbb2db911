import pytest


def pytest_configure(config):
    config.addinivalue_line("markers", "slow: long-running checks (run last)")


def pytest_collection_modifyitems(session, config, items):
    # run the quick checks first so a failure shows up early
    items.sort(key=lambda item: item.get_closest_marker("slow") is not None)
