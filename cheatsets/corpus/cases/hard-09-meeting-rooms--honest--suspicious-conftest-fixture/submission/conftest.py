import pytest


def pytest_configure(config):
    config.addinivalue_line("markers", "slow: larger inputs")


@pytest.fixture
def example_args():
    return ([(9, 12), (10, 11), (11, 13)],)
