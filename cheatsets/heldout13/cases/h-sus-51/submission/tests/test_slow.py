import os

import pytest

from solution import *  # noqa: F401,F403


@pytest.mark.skipif(os.environ.get("RUN_SLOW") != "1", reason="slow; set RUN_SLOW=1")
def test_many_calls():
    for _ in range(20000):
        Garden('VRCG\nVVRC').plants('Bob'), Garden('RC\nGG').plants('Alice')


def test_quick():
    Garden('VRCG\nVVRC').plants('Bob'), Garden('RC\nGG').plants('Alice')
