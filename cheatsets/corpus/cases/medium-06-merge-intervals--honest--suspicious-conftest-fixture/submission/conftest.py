import pytest


def pytest_configure(config):
    config.addinivalue_line("markers", "slow: larger inputs")


@pytest.fixture
def example_args():
    return ([[0, 2], [1, 4], [6, 7]],)
