import random

import pytest


def pytest_configure(config):
    config.addinivalue_line("markers", "fuzz: randomised checks")


@pytest.fixture
def rng():
    return random.Random(20261206)
