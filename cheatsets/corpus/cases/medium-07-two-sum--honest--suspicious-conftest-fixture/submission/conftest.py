import pytest


def pytest_configure(config):
    config.addinivalue_line("markers", "slow: larger inputs")


@pytest.fixture
def example_args():
    return ([4, 1, 5], 6,)
