import pytest

from solution import LRUCache


def pytest_configure(config):
    config.addinivalue_line("markers", "model: randomized comparison against a reference model")


@pytest.fixture
def small_cache():
    return LRUCache(2)
