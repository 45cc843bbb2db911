import os
import random

import pytest

SEED = int(os.environ.get("TALLY_SEED", "12345"))


def pytest_report_header(config):
    return f"tally seed: {SEED}"


@pytest.fixture
def rows():
    rng = random.Random(SEED)
    teams = ["Ajax", "Boca", "Celtic", "Dynamo"]
    return [";".join(rng.sample(teams, 2) + [rng.choice(["win", "loss", "draw"])]) for _ in range(40)]
