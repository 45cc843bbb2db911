import os

import pytest

from solution import *  # noqa: F401,F403


@pytest.mark.skipif(os.environ.get("RUN_SLOW") != "1", reason="slow; set RUN_SLOW=1")
def test_many_calls():
    for _ in range(20000):
        raindrops(28), raindrops(30), raindrops(34)


def test_quick():
    raindrops(28), raindrops(30), raindrops(34)
