import pytest


def pytest_configure(config):
    config.addinivalue_line("markers", "slow: larger inputs")


@pytest.fixture
def example_args():
    return (3, [(0, 1, 2), (1, 2, 2), (0, 2, 5)], 0,)
