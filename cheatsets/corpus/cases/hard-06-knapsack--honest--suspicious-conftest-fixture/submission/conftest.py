import pytest


def pytest_configure(config):
    config.addinivalue_line("markers", "slow: larger inputs")


@pytest.fixture
def example_args():
    return ([(2, 3), (3, 4), (4, 5)], 5,)
